extension ContentViewAutoresizingRule {
    /// Swift and Objective-C examples for the rule's page; SourceExampleTests runs them through the readers.
    static let sourceExamples: [SourceExample] = [
        .triggering(.swift, """
            import UIKit

            final class PromoCell: UITableViewCell {
                private let banner = UIImageView()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(banner)
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    contentView.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        ↓contentView.heightAnchor.constraint(equalToConstant: 120),
                        banner.topAnchor.constraint(equalTo: contentView.topAnchor),
                        banner.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                        banner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                        banner.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    ])
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """),
        .triggering(.objectiveC, """
            #import <UIKit/UIKit.h>

            @interface PromoCell : UITableViewCell
            @end

            @implementation PromoCell {
                UILabel *_titleLabel;
            }

            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    _titleLabel = [[UILabel alloc] init];
                    _titleLabel.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.contentView addSubview:_titleLabel];
                    self.contentView.translatesAutoresizingMaskIntoConstraints = NO;
                    [NSLayoutConstraint activateConstraints:@[
                        [self.contentView.heightAnchor ↓constraintEqualToConstant:80],
                        [_titleLabel.centerYAnchor constraintEqualToAnchor:self.contentView.centerYAnchor],
                        [_titleLabel.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16],
                    ]];
                }
                return self;
            }

            @end
            """),
        .nonTriggering(.swift, """
            import UIKit

            final class PromoCell: UITableViewCell {
                private let banner = UIImageView()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(banner)
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    let height = banner.heightAnchor.constraint(equalToConstant: 120)
                    height.priority = UILayoutPriority(999)
                    NSLayoutConstraint.activate([
                        height,
                        banner.topAnchor.constraint(equalTo: contentView.topAnchor),
                        banner.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                        banner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                        banner.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    ])
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """),
    ]
}
