extension UnsafeAreaEdgeRule {
    /// Swift and Objective-C examples for the rule's page; SourceExampleTests runs them through the readers.
    static let sourceExamples: [SourceExample] = [
        .triggering(.swift, """
            import UIKit

            final class ArticleViewController: UIViewController {
                private let headlineLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    headlineLabel.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(headlineLabel)
                    NSLayoutConstraint.activate([
                        ↓headlineLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
                        headlineLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        headlineLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    ])
                }
            }
            """),
        .triggering(.objectiveC, """
            #import <UIKit/UIKit.h>

            @interface CheckoutViewController : UIViewController
            @end

            @implementation CheckoutViewController {
                UIButton *_payButton;
            }

            - (void)viewDidLoad {
                [super viewDidLoad];
                _payButton = [UIButton buttonWithType:UIButtonTypeSystem];
                _payButton.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:_payButton];
                [NSLayoutConstraint activateConstraints:@[
                    [_payButton.leadingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.leadingAnchor],
                    [_payButton.trailingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.trailingAnchor],
                    [_payButton.bottomAnchor ↓constraintEqualToAnchor:self.view.bottomAnchor constant:-16],
                    [_payButton.heightAnchor constraintEqualToConstant:50],
                ]];
            }

            @end
            """),
        .nonTriggering(.swift, """
            import UIKit

            final class ArticleViewController: UIViewController {
                private let headlineLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    headlineLabel.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(headlineLabel)
                    NSLayoutConstraint.activate([
                        headlineLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                        headlineLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        headlineLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    ])
                }
            }
            """),
    ]
}
