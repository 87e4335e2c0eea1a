extension AnchorMixingRule {
    /// Swift and Objective-C examples for the rule's page; SourceExampleTests runs them through the readers.
    static let sourceExamples: [SourceExample] = [
        .triggering(.swift, """
            import UIKit

            final class BannerViewController: UIViewController {
                private let bannerView = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    bannerView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(bannerView)
                    NSLayoutConstraint.activate([
                        ↓NSLayoutConstraint(item: bannerView, attribute: .leading, relatedBy: .equal,
                                           toItem: view, attribute: .left, multiplier: 1, constant: 16),
                        bannerView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                        bannerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        bannerView.heightAnchor.constraint(equalToConstant: 60),
                    ])
                }
            }
            """),
        .triggering(.objectiveC, """
            #import <UIKit/UIKit.h>

            @interface CaptionView : UIView
            @end

            @implementation CaptionView {
                UILabel *_captionLabel;
            }

            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _captionLabel = [[UILabel alloc] init];
                    _captionLabel.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:_captionLabel];
                    [self addConstraints:@[
                        [NSLayoutConstraint ↓constraintWithItem:_captionLabel attribute:NSLayoutAttributeLeading
                                                     relatedBy:NSLayoutRelationEqual toItem:self
                                                     attribute:NSLayoutAttributeLeft multiplier:1 constant:12],
                        [NSLayoutConstraint constraintWithItem:_captionLabel attribute:NSLayoutAttributeTrailing
                                                     relatedBy:NSLayoutRelationEqual toItem:self
                                                     attribute:NSLayoutAttributeTrailing multiplier:1 constant:-12],
                        [NSLayoutConstraint constraintWithItem:_captionLabel attribute:NSLayoutAttributeCenterY
                                                     relatedBy:NSLayoutRelationEqual toItem:self
                                                     attribute:NSLayoutAttributeCenterY multiplier:1 constant:0],
                    ]];
                }
                return self;
            }

            @end
            """),
        .nonTriggering(.swift, """
            import UIKit

            final class BannerViewController: UIViewController {
                private let bannerView = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    bannerView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(bannerView)
                    NSLayoutConstraint.activate([
                        NSLayoutConstraint(item: bannerView, attribute: .leading, relatedBy: .equal,
                                           toItem: view, attribute: .leading, multiplier: 1, constant: 16),
                        bannerView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                        bannerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        bannerView.heightAnchor.constraint(equalToConstant: 60),
                    ])
                }
            }
            """),
    ]
}
