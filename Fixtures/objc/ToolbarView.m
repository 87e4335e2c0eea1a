#import <UIKit/UIKit.h>

@interface ToolbarView : UIView
@property (nonatomic, strong) UIButton *closeButton;
@end

// Leading tied to a left edge: the runtime throws when the constraint is made.
@implementation ToolbarView

- (instancetype)init {
    self = [super init];
    if (self) {
        _closeButton = [UIButton buttonWithType:UIButtonTypeSystem];
        [_closeButton setTitle:@"Close" forState:UIControlStateNormal];
        _closeButton.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:_closeButton];
        [NSLayoutConstraint activateConstraints:@[
            [_closeButton.leadingAnchor constraintEqualToAnchor:self.leftAnchor constant:16],
            [_closeButton.centerYAnchor constraintEqualToAnchor:self.centerYAnchor],
        ]];
    }
    return self;
}

@end
