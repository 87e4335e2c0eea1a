#import <UIKit/UIKit.h>

// A column 1,400 points tall in a scroll view that fills the screen. The column's edges are pinned to the scroll
// view's edges: UIKit reads those as the scroll view's content area (Apple's Auto Layout Guide, "Working with Scroll
// Views"), so the column sets how far it scrolls. Read against the scroll view's frame, the column could not fit on
// any phone. Its width is tied to the scroll view's width, which is the frame's.
@interface NotesScrollViewController : UIViewController
@end

@implementation NotesScrollViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UIScrollView *scrollView = [[UIScrollView alloc] init];
    scrollView.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:scrollView];
    UIView *column = [[UIView alloc] init];
    column.translatesAutoresizingMaskIntoConstraints = NO;
    [scrollView addSubview:column];
    [NSLayoutConstraint activateConstraints:@[
        [scrollView.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor],
        [scrollView.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
        [scrollView.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
        [scrollView.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor],
        [column.topAnchor constraintEqualToAnchor:scrollView.topAnchor constant:16],
        [column.leadingAnchor constraintEqualToAnchor:scrollView.leadingAnchor constant:16],
        [column.trailingAnchor constraintEqualToAnchor:scrollView.trailingAnchor constant:-16],
        [column.bottomAnchor constraintEqualToAnchor:scrollView.bottomAnchor constant:-16],
        [column.widthAnchor constraintEqualToAnchor:scrollView.widthAnchor constant:-32],
        [column.heightAnchor constraintEqualToConstant:1400],
    ]];
}

@end
