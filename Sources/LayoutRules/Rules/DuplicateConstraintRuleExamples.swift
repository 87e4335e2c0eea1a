extension DuplicateConstraintRule {
    /// Swift and Objective-C examples for the rule's page; SourceExampleTests runs them through the readers.
    static let sourceExamples: [SourceExample] = [
        .triggering(.swift, """
            import UIKit

            final class CommentCell: UITableViewCell {
                private let avatarView = UIImageView()
                private let bodyLabel = UILabel()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    for subview in [avatarView, bodyLabel] {
                        subview.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(subview)
                    }
                    NSLayoutConstraint.activate([
                        avatarView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                        avatarView.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                        avatarView.widthAnchor.constraint(equalToConstant: 32),
                        avatarView.heightAnchor.constraint(equalToConstant: 32),
                        bodyLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
                        bodyLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                        bodyLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                        bodyLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                        ↓avatarView.trailingAnchor.constraint(equalTo: bodyLabel.leadingAnchor, constant: -12),
                    ])
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """),
        .triggering(.objectiveC, """
            #import <UIKit/UIKit.h>

            @interface AlbumHeaderView : UIView
            @end

            @implementation AlbumHeaderView {
                UIImageView *_coverView;
            }

            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _coverView = [[UIImageView alloc] init];
                    _coverView.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:_coverView];
                    [_coverView.topAnchor constraintEqualToAnchor:self.topAnchor constant:16].active = YES;
                    [_coverView.centerXAnchor constraintEqualToAnchor:self.centerXAnchor].active = YES;
                    [_coverView.widthAnchor constraintEqualToConstant:120].active = YES;
                    [_coverView.heightAnchor constraintEqualToAnchor:_coverView.widthAnchor].active = YES;
                    [_coverView.widthAnchor ↓constraintEqualToConstant:120].active = YES;
                }
                return self;
            }

            @end
            """),
        .nonTriggering(.swift, """
            import UIKit

            final class CommentCell: UITableViewCell {
                private let avatarView = UIImageView()
                private let bodyLabel = UILabel()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    for subview in [avatarView, bodyLabel] {
                        subview.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(subview)
                    }
                    NSLayoutConstraint.activate([
                        avatarView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                        avatarView.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                        avatarView.widthAnchor.constraint(equalToConstant: 32),
                        avatarView.heightAnchor.constraint(equalToConstant: 32),
                        bodyLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
                        bodyLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                        bodyLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                        bodyLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                    ])
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """),
    ]
}
