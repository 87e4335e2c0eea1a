#import <UIKit/UIKit.h>

// The popup frames its container in updateConstraints, from its own bounds: the container's size is the code's, not
// something its content must give. The sheet inside it and the row pinned into the sheet take their width from it,
// so the spinner filling the row says nothing about a missing width.
@interface SharePopupView : UIView
@property (nonatomic, strong) UIView *container;
@property (nonatomic, strong) UIView *sheet;
@property (nonatomic, strong) UIView *shareRow;
@property (nonatomic, strong) UIView *spinner;
@end

@implementation SharePopupView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        _container = [[UIView alloc] init];
        [self addSubview:_container];
        _sheet = [[UIView alloc] init];
        _sheet.translatesAutoresizingMaskIntoConstraints = NO;
        [_container addSubview:_sheet];
        _shareRow = [[UIView alloc] init];
        _shareRow.translatesAutoresizingMaskIntoConstraints = NO;
        [_sheet addSubview:_shareRow];
        _spinner = [[UIView alloc] init];
        _spinner.translatesAutoresizingMaskIntoConstraints = NO;
        [_shareRow addSubview:_spinner];
        [NSLayoutConstraint activateConstraints:@[
            [_sheet.topAnchor constraintEqualToAnchor:_container.topAnchor],
            [_sheet.bottomAnchor constraintEqualToAnchor:_container.bottomAnchor],
            [_sheet.leftAnchor constraintEqualToAnchor:_container.leftAnchor],
            [_sheet.rightAnchor constraintEqualToAnchor:_container.rightAnchor],
            [_shareRow.topAnchor constraintEqualToAnchor:_sheet.topAnchor constant:20],
            [_shareRow.leftAnchor constraintEqualToAnchor:_sheet.leftAnchor constant:20],
            [_shareRow.rightAnchor constraintEqualToAnchor:_sheet.rightAnchor constant:-20],
            [_shareRow.heightAnchor constraintEqualToConstant:40],
            [_spinner.topAnchor constraintEqualToAnchor:_shareRow.topAnchor],
            [_spinner.bottomAnchor constraintEqualToAnchor:_shareRow.bottomAnchor],
            [_spinner.leftAnchor constraintEqualToAnchor:_shareRow.leftAnchor],
            [_spinner.rightAnchor constraintEqualToAnchor:_shareRow.rightAnchor],
        ]];
    }
    return self;
}

- (void)updateConstraints {
    self.container.frame = CGRectMake(0, CGRectGetHeight(self.bounds) - 180, CGRectGetWidth(self.bounds), 180);
    [super updateConstraints];
}

@end
