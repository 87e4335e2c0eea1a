#import <UIKit/UIKit.h>

// The pages of the child controllers are chained across a paging scroll view in a loop over `childViewControllers`,
// whose number the code read does not show: after the loop, `previous` is the last page's trailing edge, not the
// strip's leading one, so the strip's trailing pin is not read as `strip.trailing == strip.leading`, a width of 0
// against the screen's. The header, pinned to both sides and given a fixed width, does not fit every screen: reported.

@interface PagerViewController : UIViewController
@property (nonatomic, strong) UIScrollView *strip;
@property (nonatomic, strong) UIView *header;
@end

@implementation PagerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.strip = [[UIScrollView alloc] init];
    self.strip.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:self.strip];
    [self.strip.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
    [self.strip.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor].active = YES;
    [self.strip.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
    [self.strip.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor].active = YES;

    NSLayoutXAxisAnchor *previous = self.strip.leadingAnchor;
    for (UIViewController *child in self.childViewControllers) {
        UIView *page = child.view;
        page.translatesAutoresizingMaskIntoConstraints = NO;
        [self.strip addSubview:page];
        [page.leadingAnchor constraintEqualToAnchor:previous].active = YES;
        [page.widthAnchor constraintEqualToAnchor:self.view.widthAnchor].active = YES;
        previous = page.trailingAnchor;
    }
    [self.strip.trailingAnchor constraintEqualToAnchor:previous].active = YES;

    self.header = [[UIView alloc] init];
    self.header.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:self.header];
    [self.header.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
    [self.header.heightAnchor constraintEqualToConstant:44].active = YES;
    [self.header.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
    [self.header.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor].active = YES;
    [self.header.widthAnchor constraintEqualToConstant:400].active = YES;
}

@end
