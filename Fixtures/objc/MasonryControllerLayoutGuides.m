#import <UIKit/UIKit.h>
#import "Masonry.h"

// A recipe screen pins its header under the controller's top layout guide and its toolbar above the bottom one, through
// Masonry's controller guides: both guides are deprecated since iOS 11 (the safe area replaces them), reported.
@interface RecipeViewController : UIViewController
@property (nonatomic, strong) UIView *header;
@property (nonatomic, strong) UIView *toolbar;
@end

@implementation RecipeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.header = [[UIView alloc] init];
    self.toolbar = [[UIView alloc] init];
    [self.view addSubview:self.header];
    [self.view addSubview:self.toolbar];
    [self.header mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.mas_topLayoutGuide);
        make.left.right.equalTo(self.view);
        make.height.mas_equalTo(120);
    }];
    [self.toolbar mas_makeConstraints:^(MASConstraintMaker *make) {
        make.bottom.equalTo(self.mas_bottomLayoutGuideTop);
        make.left.right.equalTo(self.view);
        make.height.mas_equalTo(44);
    }];
}

@end
