extension MixedDirectionAttributesRule {
    /// Swift and Objective-C examples for the rule's page; SourceExampleTests runs them through the readers.
    static let sourceExamples: [SourceExample] = [
        .triggering(.swift, """
            import UIKit

            final class SearchViewController: UIViewController {
                private let searchField = UITextField()
                private let cancelButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for subview in [searchField, cancelButton] {
                        subview.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(subview)
                    }
                    cancelButton.setContentHuggingPriority(.required, for: .horizontal)
                    NSLayoutConstraint.activate([
                        searchField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        searchField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                        ↓cancelButton.leftAnchor.constraint(equalTo: searchField.rightAnchor, constant: 8),
                        ↓cancelButton.rightAnchor.constraint(equalTo: view.layoutMarginsGuide.rightAnchor),
                        cancelButton.centerYAnchor.constraint(equalTo: searchField.centerYAnchor),
                    ])
                }
            }
            """),
        .triggering(.objectiveC, """
            #import <UIKit/UIKit.h>

            @interface ComposeViewController : UIViewController
            @end

            @implementation ComposeViewController {
                UITextView *_textView;
                UIButton *_sendButton;
            }

            - (void)viewDidLoad {
                [super viewDidLoad];
                _textView = [[UITextView alloc] init];
                _sendButton = [UIButton buttonWithType:UIButtonTypeSystem];
                for (UIView *subview in @[_textView, _sendButton]) {
                    subview.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.view addSubview:subview];
                }
                [NSLayoutConstraint activateConstraints:@[
                    [_textView.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor],
                    [_textView.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
                    [_textView.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
                    [_textView.heightAnchor constraintEqualToConstant:200],
                    [_sendButton.topAnchor constraintEqualToAnchor:_textView.bottomAnchor constant:8],
                    [_sendButton.rightAnchor ↓constraintEqualToAnchor:self.view.layoutMarginsGuide.rightAnchor],
                ]];
            }

            @end
            """),
        .nonTriggering(.swift, """
            import UIKit

            final class SearchViewController: UIViewController {
                private let searchField = UITextField()
                private let cancelButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for subview in [searchField, cancelButton] {
                        subview.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(subview)
                    }
                    cancelButton.setContentHuggingPriority(.required, for: .horizontal)
                    NSLayoutConstraint.activate([
                        searchField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        searchField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                        cancelButton.leadingAnchor.constraint(equalTo: searchField.trailingAnchor, constant: 8),
                        cancelButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                        cancelButton.centerYAnchor.constraint(equalTo: searchField.centerYAnchor),
                    ])
                }
            }
            """),
    ]
}
