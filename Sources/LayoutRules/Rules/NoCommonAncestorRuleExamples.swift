extension NoCommonAncestorRule {
    /// Swift and Objective-C examples for the rule's page; SourceExampleTests runs them through the readers.
    static let sourceExamples: [SourceExample] = [
        .triggering(.swift, """
            import UIKit

            final class LoadingViewController: UIViewController {
                private let spinner = UIActivityIndicatorView(style: .large)
                private let statusLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    spinner.translatesAutoresizingMaskIntoConstraints = false
                    statusLabel.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(spinner)
                    NSLayoutConstraint.activate([
                        spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                        ↓statusLabel.topAnchor.constraint(equalTo: spinner.bottomAnchor, constant: 12),
                        ↓statusLabel.centerXAnchor.constraint(equalTo: spinner.centerXAnchor),
                    ])
                }
            }
            """),
        .triggering(.objectiveC, """
            #import <UIKit/UIKit.h>

            @interface MapViewController : UIViewController
            @end

            @implementation MapViewController {
                UIView *_legendView;
                UILabel *_scaleLabel;
            }

            - (void)viewDidLoad {
                [super viewDidLoad];
                _legendView = [[UIView alloc] init];
                _scaleLabel = [[UILabel alloc] init];
                _legendView.translatesAutoresizingMaskIntoConstraints = NO;
                _scaleLabel.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:_legendView];
                [NSLayoutConstraint activateConstraints:@[
                    [_legendView.bottomAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.bottomAnchor constant:-16],
                    [_legendView.leadingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.leadingAnchor],
                    [_scaleLabel.leadingAnchor ↓constraintEqualToAnchor:_legendView.trailingAnchor constant:8],
                ]];
            }

            @end
            """),
        .nonTriggering(.swift, """
            import UIKit

            final class LoadingViewController: UIViewController {
                private let spinner = UIActivityIndicatorView(style: .large)
                private let statusLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    spinner.translatesAutoresizingMaskIntoConstraints = false
                    statusLabel.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(spinner)
                    view.addSubview(statusLabel)
                    NSLayoutConstraint.activate([
                        spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                        statusLabel.topAnchor.constraint(equalTo: spinner.bottomAnchor, constant: 12),
                        statusLabel.centerXAnchor.constraint(equalTo: spinner.centerXAnchor),
                    ])
                }
            }
            """),
    ]
}
