#import <UIKit/UIKit.h>

@interface PriceTagView : UIView
- (void)configureWithPrice:(NSString *)price;
- (void)setCompact:(BOOL)compact;
@end

// Methods nothing UIKit calls reaches, run by other code at a time the reader does not know. Read as code under a
// condition: their constraints are made, so the leading edge tied to a left edge in `configureWithPrice:` is reported
// (UIKit throws when it is made); but what they activate is not taken as active, so the compact height of 24 is no
// conflict with the set-up's height of 32, and the badge they constrain is open.
@implementation PriceTagView {
    UILabel *_amountLabel;
    UIView *_badge;
}

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _amountLabel = [[UILabel alloc] init];
        _amountLabel.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:_amountLabel];
        _badge = [[UIView alloc] init];
        _badge.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:_badge];
        [NSLayoutConstraint activateConstraints:@[
            [_amountLabel.topAnchor constraintEqualToAnchor:self.topAnchor],
            [_amountLabel.bottomAnchor constraintEqualToAnchor:self.bottomAnchor],
            [_amountLabel.leadingAnchor constraintEqualToAnchor:self.leadingAnchor],
            [_badge.heightAnchor constraintEqualToConstant:32],
            [_badge.widthAnchor constraintEqualToConstant:32],
            [_badge.centerYAnchor constraintEqualToAnchor:self.centerYAnchor],
            [_badge.trailingAnchor constraintEqualToAnchor:self.trailingAnchor],
        ]];
    }
    return self;
}

- (void)configureWithPrice:(NSString *)price {
    _amountLabel.text = price;
    [_badge.leadingAnchor constraintEqualToAnchor:_amountLabel.rightAnchor constant:8].active = YES;
}

- (void)setCompact:(BOOL)compact {
    [_badge.heightAnchor constraintEqualToConstant:24].active = YES;
}

@end
