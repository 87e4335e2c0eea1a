#import <UIKit/UIKit.h>
#import "Masonry.h"

// `[self addSubview:(_bar = bar)]`: an assignment in parentheses is a value, the one assigned. Read as unknown, the
// bar was never added and every constraint to it related views with no common ancestor.
@interface ToolbarPanel : UIView
@property (nonatomic, strong) UIView *bar;
@property (nonatomic, strong) UILabel *title;
@end

@implementation ToolbarPanel

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        [self.bar mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.right.top.equalTo(self);
            make.height.mas_equalTo(44);
        }];
        [self.title mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.right.equalTo(self.bar);
            make.width.mas_equalTo(600);
            make.centerY.equalTo(self.bar);
        }];
    }
    return self;
}

- (UIView *)bar {
    if (!_bar) {
        UIView *bar = [[UIView alloc] init];
        [self addSubview:(_bar = bar)];
    }
    return _bar;
}

- (UILabel *)title {
    if (!_title) {
        [self.bar addSubview:(_title = [[UILabel alloc] init])];
    }
    return _title;
}

@end

@interface ToolbarViewController : UIViewController
@property (nonatomic, strong) ToolbarPanel *panel;
@end

@implementation ToolbarViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.view addSubview:(self.panel = [[ToolbarPanel alloc] init])];
    [self.panel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.right.equalTo(self.view);
        make.top.equalTo(self.mas_topLayoutGuideBottom);
        make.height.mas_equalTo(44);
    }];
}

@end
