extension AutoresizingMaskConstraintsRule {
    /// Swift and Objective-C examples for the rule's page; SourceExampleTests runs them through the readers.
    static let sourceExamples: [SourceExample] = [
        .triggering(.swift, """
            import UIKit

            final class EmptyStateViewController: UIViewController {
                private let messageLabel = ↓UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    messageLabel.text = "No messages yet"
                    view.addSubview(messageLabel)
                    NSLayoutConstraint.activate([
                        messageLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        messageLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                    ])
                }
            }
            """),
        .triggering(.objectiveC, """
            #import <UIKit/UIKit.h>

            @interface BadgeCell : UITableViewCell
            @end

            @implementation BadgeCell {
                UIImageView *_badgeView;
            }

            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    _badgeView = [[UIImageView alloc] ↓init];
                    [self.contentView addSubview:_badgeView];
                    [NSLayoutConstraint activateConstraints:@[
                        [_badgeView.centerYAnchor constraintEqualToAnchor:self.contentView.centerYAnchor],
                        [_badgeView.trailingAnchor constraintEqualToAnchor:self.contentView.layoutMarginsGuide.trailingAnchor],
                        [_badgeView.widthAnchor constraintEqualToConstant:24],
                        [_badgeView.heightAnchor constraintEqualToConstant:24],
                    ]];
                }
                return self;
            }

            @end
            """),
        .nonTriggering(.swift, """
            import UIKit

            final class EmptyStateViewController: UIViewController {
                private let messageLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    messageLabel.text = "No messages yet"
                    messageLabel.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(messageLabel)
                    NSLayoutConstraint.activate([
                        messageLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        messageLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                    ])
                }
            }
            """),
    ]
}
