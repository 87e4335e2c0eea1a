extension UnsatisfiableConstraintsRule {
    /// Swift and Objective-C examples for the rule's page; SourceExampleTests runs them through the readers.
    static let sourceExamples: [SourceExample] = [
        .triggering(.swift, """
            import UIKit

            final class PhotoViewController: UIViewController {
                private let photoView = UIImageView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    photoView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(photoView)
                    NSLayoutConstraint.activate([
                        photoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
                        photoView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        photoView.widthAnchor.constraint(equalToConstant: 120),
                        photoView.heightAnchor.constraint(equalToConstant: 120),
                        ↓photoView.widthAnchor.constraint(equalTo: photoView.heightAnchor, multiplier: 1.5),
                    ])
                }
            }
            """),
        .triggering(.swift, """
            import UIKit

            final class ArtworkViewController: UIViewController {
                private let artwork = UIImageView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    artwork.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(artwork)
                    layoutArtwork()
                }

                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    layoutArtwork()
                }

                private func layoutArtwork() {
                    if traitCollection.verticalSizeClass == .compact {
                        artwork.topAnchor.constraint(equalTo: view.topAnchor, constant: 16).isActive = true
                        artwork.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
                        artwork.widthAnchor.constraint(equalToConstant: 200).isActive = true
                        artwork.heightAnchor.constraint(equalToConstant: 200).isActive = true
                    } else {
                        artwork.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24).isActive = true
                        artwork.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                        ↓artwork.widthAnchor.constraint(equalToConstant: 120).isActive = true
                        artwork.heightAnchor.constraint(equalToConstant: 120).isActive = true
                    }
                }
            }
            """),
        .triggering(.objectiveC, """
            #import <UIKit/UIKit.h>

            @interface PlayerViewController : UIViewController
            @end

            @implementation PlayerViewController {
                UIView *_videoView;
            }

            - (void)viewDidLoad {
                [super viewDidLoad];
                _videoView = [[UIView alloc] init];
                _videoView.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:_videoView];
                [NSLayoutConstraint activateConstraints:@[
                    [_videoView.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor],
                    [_videoView.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
                    [_videoView.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
                    [_videoView.widthAnchor ↓constraintEqualToConstant:320],
                    [_videoView.heightAnchor constraintEqualToAnchor:_videoView.widthAnchor multiplier:9.0 / 16.0],
                ]];
            }

            @end
            """),
        .nonTriggering(.swift, """
            import UIKit

            final class PhotoViewController: UIViewController {
                private let photoView = UIImageView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    photoView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(photoView)
                    NSLayoutConstraint.activate([
                        photoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
                        photoView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        photoView.widthAnchor.constraint(equalToConstant: 120),
                        photoView.widthAnchor.constraint(equalTo: photoView.heightAnchor, multiplier: 1.5),
                    ])
                }
            }
            """),
    ]
}
