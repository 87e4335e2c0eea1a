#import <UIKit/UIKit.h>

// The list starts at the top of its card; the return header added later replaces that constraint: the old one is
// switched off (under `if`, when it exists) before the new one is made. The two are never active together: no
// conflict. The header's own height and top stay facts.
@interface FolderPickerViewController : UIViewController
@property (nonatomic, strong) UIView *cardPanel;
@property (nonatomic, strong) UIView *returnHeader;
@property (nonatomic, strong) UIView *folderList;
@property (nonatomic, strong) NSLayoutConstraint *folderListTop;
@end
@implementation FolderPickerViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [self setupContainer];
    [self setupHeader];
}
- (void)setupContainer {
    self.cardPanel = [[UIView alloc] init];
    self.cardPanel.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:self.cardPanel];
    self.folderList = [[UIView alloc] init];
    self.folderList.translatesAutoresizingMaskIntoConstraints = NO;
    [self.cardPanel addSubview:self.folderList];
    self.folderListTop = [self.folderList.topAnchor constraintEqualToAnchor:self.cardPanel.topAnchor];
    [NSLayoutConstraint activateConstraints:@[self.folderListTop,
        [self.cardPanel.topAnchor constraintEqualToAnchor:self.view.topAnchor],
        [self.cardPanel.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
        [self.cardPanel.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
        [self.cardPanel.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor],
        [self.folderList.leadingAnchor constraintEqualToAnchor:self.cardPanel.leadingAnchor],
        [self.folderList.trailingAnchor constraintEqualToAnchor:self.cardPanel.trailingAnchor],
        [self.folderList.bottomAnchor constraintEqualToAnchor:self.cardPanel.bottomAnchor]]];
}
- (void)setupHeader {
    self.returnHeader = [[UIView alloc] init];
    self.returnHeader.translatesAutoresizingMaskIntoConstraints = NO;
    [self.cardPanel addSubview:self.returnHeader];
    [NSLayoutConstraint activateConstraints:@[
        [self.returnHeader.topAnchor constraintEqualToAnchor:self.cardPanel.topAnchor],
        [self.returnHeader.leadingAnchor constraintEqualToAnchor:self.cardPanel.leadingAnchor],
        [self.returnHeader.trailingAnchor constraintEqualToAnchor:self.cardPanel.trailingAnchor],
        [self.returnHeader.heightAnchor constraintEqualToConstant:44]]];
    if (self.folderListTop) {
        self.folderListTop.active = NO;
    }
    self.folderListTop = [self.folderList.topAnchor constraintEqualToAnchor:self.returnHeader.bottomAnchor];
    self.folderListTop.active = YES;
}
@end
