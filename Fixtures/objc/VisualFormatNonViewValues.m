#import <UIKit/UIKit.h>

// A panel whose visual formats place the controller itself and a string where views belong (both raise at run time),
// beside formats given views.
@interface ShelfPanelController : UIViewController
@property (nonatomic, strong) UILabel *titleLabel;
@end

@implementation ShelfPanelController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.titleLabel = [[UILabel alloc] init];
    self.titleLabel.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:self.titleLabel];
    NSDictionary *wrong = @{@"panel": self, @"caption": @"Shelf"};
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[panel]|" options:0 metrics:nil views:wrong]];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[caption]" options:0 metrics:nil views:wrong]];
    UILabel *title = self.titleLabel;
    NSDictionary *views = NSDictionaryOfVariableBindings(title);
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[title]-|" options:0 metrics:nil views:views]];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[title]" options:0 metrics:nil views:views]];
}

@end
