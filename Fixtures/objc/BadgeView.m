#import <UIKit/UIKit.h>

@interface BadgeView : UIView
@end

// A fixed width and a wider minimum on the same view: unsatisfiable.
@implementation BadgeView {
    UIImageView *_iconView;
}

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _iconView = [[UIImageView alloc] initWithFrame:CGRectZero];
        _iconView.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:_iconView];

        NSLayoutConstraint *width = [_iconView.widthAnchor constraintEqualToConstant:24];
        width.active = YES;
        [_iconView.widthAnchor constraintGreaterThanOrEqualToConstant:40].active = YES;
        [_iconView.heightAnchor constraintEqualToAnchor:_iconView.widthAnchor].active = YES;
        [_iconView.centerXAnchor constraintEqualToAnchor:self.centerXAnchor].active = YES;
        [_iconView.centerYAnchor constraintEqualToAnchor:self.centerYAnchor].active = YES;
    }
    return self;
}

@end
