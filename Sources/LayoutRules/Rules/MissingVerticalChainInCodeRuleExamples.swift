extension MissingVerticalChainInCodeRule {
    /// Swift and Objective-C examples for the rule's page; SourceExampleTests runs them through the readers.
    static let sourceExamples: [SourceExample] = [
        .triggering(.swift, """
            import UIKit

            final class QuoteCell: UITableViewCell {
                private let quoteLabel = UILabel()
                private let authorLabel = UILabel()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    quoteLabel.numberOfLines = 0
                    for label in [quoteLabel, authorLabel] {
                        label.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(label)
                    }
                    NSLayoutConstraint.activate([
                        quoteLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                        quoteLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                        quoteLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                        authorLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                        authorLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                        ↓authorLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                    ])
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """),
        .triggering(.objectiveC, """
            #import <UIKit/UIKit.h>

            @interface MessageCell : UITableViewCell
            @end

            @implementation MessageCell {
                UILabel *_senderLabel;
                UILabel *_bodyLabel;
            }

            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    _senderLabel = [[UILabel alloc] init];
                    _bodyLabel = [[UILabel alloc] init];
                    _bodyLabel.numberOfLines = 0;
                    for (UILabel *label in @[_senderLabel, _bodyLabel]) {
                        label.translatesAutoresizingMaskIntoConstraints = NO;
                        [self.contentView addSubview:label];
                    }
                    UILayoutGuide *margins = self.contentView.layoutMarginsGuide;
                    [NSLayoutConstraint activateConstraints:@[
                        [_senderLabel.topAnchor constraintEqualToAnchor:margins.topAnchor],
                        [_senderLabel.leadingAnchor constraintEqualToAnchor:margins.leadingAnchor],
                        [_senderLabel.trailingAnchor constraintEqualToAnchor:margins.trailingAnchor],
                        [_bodyLabel.leadingAnchor constraintEqualToAnchor:margins.leadingAnchor],
                        [_bodyLabel.trailingAnchor constraintEqualToAnchor:margins.trailingAnchor],
                        [_bodyLabel.bottomAnchor ↓constraintEqualToAnchor:margins.bottomAnchor],
                    ]];
                }
                return self;
            }

            @end
            """),
        .nonTriggering(.swift, """
            import UIKit

            final class QuoteCell: UITableViewCell {
                private let quoteLabel = UILabel()
                private let authorLabel = UILabel()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    quoteLabel.numberOfLines = 0
                    for label in [quoteLabel, authorLabel] {
                        label.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(label)
                    }
                    NSLayoutConstraint.activate([
                        quoteLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                        quoteLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                        quoteLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                        authorLabel.topAnchor.constraint(equalTo: quoteLabel.bottomAnchor, constant: 8),
                        authorLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                        authorLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                        authorLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                    ])
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """),
        // A label with one vertical constraint (an edge, or its centre): the chain breaks there and the finding points at it.
        .triggering(.swift, codeCell(title: "quote", constraints: "↓quote.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),")),
        .triggering(.swift, codeCell(title: "author", constraints: "↓author.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),")),
        .triggering(.swift, codeCell(title: "caption", constraints: "↓caption.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),")),
        .nonTriggering(.swift, codeCell(title: "quote", constraints: """
            quote.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                        quote.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            """)),
        .nonTriggering(.swift, codeCell(title: "author", constraints: """
            author.topAnchor.constraint(equalTo: contentView.topAnchor),
                        author.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            """)),
        .nonTriggering(.swift, codeCell(title: "caption", constraints: """
            caption.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 4),
                        caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            """)),
    ]

    /// A self-sizing table cell whose label `title` is placed by `constraints` (and its leading and trailing edges).
    private static func codeCell(title: String, constraints: String) -> String {
        """
        import UIKit

        final class ExampleCell: UITableViewCell {
            private let \(title) = UILabel()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                \(title).translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(\(title))
                NSLayoutConstraint.activate([
                    \(constraints)
                    \(title).leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    \(title).trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }
}
