#import <UIKit/UIKit.h>

// The Objective-C spellings of loading a nib by name: its first top-level view keeps its autoresizing flag on, so
// pinning it without turning the flag off conflicts (reported at the load); turning it off first is quiet.

@interface ShelfArchiveBannerView : UIView
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@end

@implementation ShelfArchiveBannerView
@end
@interface ShelfArchiveViewController : UIViewController
@end

@implementation ShelfArchiveViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UIView *card = [[NSBundle mainBundle] loadNibNamed:@"ShelfArchiveBannerView" owner:nil options:nil].firstObject;
    [self.view addSubview:card];
    [NSLayoutConstraint activateConstraints:@[
        [card.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:20],
        [card.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:16],
        [card.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-16],
    ]];
}

@end

@interface ShelfArchiveFooterViewController : UIViewController
@end

@implementation ShelfArchiveFooterViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UIView *footer = [[[UINib nibWithNibName:@"ShelfArchiveBannerView" bundle:nil] instantiateWithOwner:nil options:nil] objectAtIndex:0];
    footer.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:footer];
    [NSLayoutConstraint activateConstraints:@[
        [footer.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
        [footer.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
        [footer.bottomAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.bottomAnchor],
    ]];
}

@end
