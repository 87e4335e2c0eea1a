extension ConstantSignRule {
    /// Swift and Objective-C examples for the rule's page; SourceExampleTests runs them through the readers.
    static let sourceExamples: [SourceExample] = [
        .triggering(.swift, """
            import UIKit

            final class ToastView: UIView {
                private let messageLabel = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    messageLabel.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(messageLabel)
                    NSLayoutConstraint.activate([
                        messageLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                        messageLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                        ↓messageLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: 16),
                        messageLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
                    ])
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """),
        .triggering(.objectiveC, """
            #import <UIKit/UIKit.h>

            @interface PhotoCell : UICollectionViewCell
            @end

            @implementation PhotoCell {
                UIImageView *_imageView;
            }

            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _imageView = [[UIImageView alloc] init];
                    _imageView.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.contentView addSubview:_imageView];
                    [NSLayoutConstraint activateConstraints:@[
                        [_imageView.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:4],
                        [_imageView.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:4],
                        [_imageView.trailingAnchor ↓constraintEqualToAnchor:self.contentView.trailingAnchor constant:4],
                        [_imageView.bottomAnchor ↓constraintEqualToAnchor:self.contentView.bottomAnchor constant:4],
                    ]];
                }
                return self;
            }

            @end
            """),
        .nonTriggering(.swift, """
            import UIKit

            final class ToastView: UIView {
                private let messageLabel = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    messageLabel.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(messageLabel)
                    NSLayoutConstraint.activate([
                        messageLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                        messageLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                        messageLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                        messageLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
                    ])
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """),
    ]
}
