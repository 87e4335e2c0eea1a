extension AmbiguousLayoutRule {
    /// Swift and Objective-C examples for the rule's page; SourceExampleTests runs them through the readers.
    static let sourceExamples: [SourceExample] = [
        .triggering(.swift, """
            import UIKit

            final class WelcomeViewController: UIViewController {
                private let titleLabel = UILabel()
                private let startButton = ↓UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for subview in [titleLabel, startButton] {
                        subview.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(subview)
                    }
                    NSLayoutConstraint.activate([
                        titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
                        titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        startButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    ])
                }
            }
            """),
        .triggering(.objectiveC, """
            #import <UIKit/UIKit.h>

            @interface LoginViewController : UIViewController
            @end

            @implementation LoginViewController {
                UITextField *_emailField;
                UIButton *_signInButton;
            }

            - (void)viewDidLoad {
                [super viewDidLoad];
                _emailField = [[UITextField alloc] init];
                _signInButton = [UIButton ↓buttonWithType:UIButtonTypeSystem];
                for (UIView *subview in @[_emailField, _signInButton]) {
                    subview.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.view addSubview:subview];
                }
                [NSLayoutConstraint activateConstraints:@[
                    [_emailField.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:32],
                    [_emailField.leadingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.leadingAnchor],
                    [_emailField.trailingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.trailingAnchor],
                    [_signInButton.centerXAnchor constraintEqualToAnchor:self.view.centerXAnchor],
                ]];
            }

            @end
            """),
        .nonTriggering(.swift, """
            import UIKit

            final class WelcomeViewController: UIViewController {
                private let titleLabel = UILabel()
                private let startButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for subview in [titleLabel, startButton] {
                        subview.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(subview)
                    }
                    NSLayoutConstraint.activate([
                        titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
                        titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        startButton.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 24),
                        startButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    ])
                }
            }
            """),
    ]
}
