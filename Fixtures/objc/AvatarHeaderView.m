#import <UIKit/UIKit.h>

@interface AvatarHeaderView : UIView
@end

// The image view keeps translatesAutoresizingMaskIntoConstraints on while constraints place it.
@implementation AvatarHeaderView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        UIImageView *avatar = [[UIImageView alloc] init];
        [self addSubview:avatar];
        [self addConstraint:[NSLayoutConstraint constraintWithItem:avatar attribute:NSLayoutAttributeTop
                                                         relatedBy:NSLayoutRelationEqual toItem:self
                                                         attribute:NSLayoutAttributeTop multiplier:1.0 constant:8]];
        [self addConstraint:[NSLayoutConstraint constraintWithItem:avatar attribute:NSLayoutAttributeWidth
                                                         relatedBy:NSLayoutRelationEqual toItem:nil
                                                         attribute:NSLayoutAttributeNotAnAttribute multiplier:1.0 constant:48]];
    }
    return self;
}

@end
