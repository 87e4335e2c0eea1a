#import <UIKit/UIKit.h>
#import <Masonry/Masonry.h>

// A footer tip made in a local variable and added to the view, while the Masonry call goes to the property of the
// same name, which nothing has set yet: messaging nil does nothing, so the local label has no constraints of its
// own and keeps its mask (it is placed by its frame). Nothing conflicts. A banner constrained through its own
// variable still keeping its mask is reported.
@interface TipFooterController : UIViewController
@property (nonatomic, strong) UILabel *tipLabel;
@end

@implementation TipFooterController

- (void)viewDidLoad {
    [super viewDidLoad];
    UILabel *tipLabel = [[UILabel alloc] init];
    tipLabel.text = @"Refunds are made after a day";
    [self.view addSubview:tipLabel];
    [self.tipLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.bottom.mas_equalTo(-15);
        make.height.mas_equalTo(21);
        make.left.right.equalTo(self.view);
    }];
    UIView *banner = [[UIView alloc] init];
    [self.view addSubview:banner];
    [self.view addConstraint:[NSLayoutConstraint constraintWithItem:banner attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeTop multiplier:1 constant:80]];
}

@end
