extension DeprecatedLayoutGuideRule {
    /// Swift and Objective-C examples for the rule's page; SourceExampleTests runs them through the readers.
    static let sourceExamples: [SourceExample] = [
        .triggering(.swift, """
            import UIKit

            final class SettingsViewController: UIViewController {
                private let headerView = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    headerView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(headerView)
                    NSLayoutConstraint.activate([
                        ↓headerView.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
                        headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        headerView.heightAnchor.constraint(equalToConstant: 120),
                    ])
                }
            }
            """),
        .triggering(.objectiveC, """
            #import <UIKit/UIKit.h>

            @interface InboxViewController : UIViewController
            @end

            @implementation InboxViewController {
                UISegmentedControl *_filterControl;
            }

            - (void)viewDidLoad {
                [super viewDidLoad];
                _filterControl = [[UISegmentedControl alloc] initWithItems:@[@"All", @"Unread"]];
                _filterControl.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:_filterControl];
                [NSLayoutConstraint activateConstraints:@[
                    [_filterControl.topAnchor ↓constraintEqualToAnchor:self.topLayoutGuide.bottomAnchor constant:8],
                    [_filterControl.centerXAnchor constraintEqualToAnchor:self.view.centerXAnchor],
                ]];
            }

            @end
            """),
        .nonTriggering(.swift, """
            import UIKit

            final class SettingsViewController: UIViewController {
                private let headerView = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    headerView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(headerView)
                    NSLayoutConstraint.activate([
                        headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        headerView.heightAnchor.constraint(equalToConstant: 120),
                    ])
                }
            }
            """),
    ]
}
