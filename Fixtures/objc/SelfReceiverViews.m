#import <UIKit/UIKit.h>

// `self.self.bulletinLabel` is `self.bulletinLabel` (`-self` returns its receiver): the label is in the view, so its
// constraints relate views of one hierarchy; the top pin written twice is a duplicate.

@interface BulletinViewController : UIViewController
@property (nonatomic, strong) UILabel *bulletinLabel;
@end

@implementation BulletinViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.bulletinLabel = [[UILabel alloc] init];
    self.bulletinLabel.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:self.self.bulletinLabel];
    [NSLayoutConstraint activateConstraints:@[
        [self.bulletinLabel.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:20],
        [self.bulletinLabel.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:16],
        [self.self.bulletinLabel.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:20],
    ]];
}

@end
