#import <UIKit/UIKit.h>

// Initializers that answer another object than `self`: each makes a button with `buttonWithType:` and returns it, so
// that button is what `[[Class alloc] initWithTitle:]` makes. The pill button's initializer turns the returned
// button's mask off: pinned by the panel, quiet. The ghost button's does not: its mask still holds it at a zero
// frame against the panel's height pin (autoresizing_mask_constraints).

@interface PillButton : UIButton
- (instancetype)initWithTitle:(NSString *)title;
@end

@interface GhostButton : UIButton
- (instancetype)initWithTitle:(NSString *)title;
@end

@interface SignInPanel : UIView
@property (nonatomic, strong) PillButton *signInButton;
@property (nonatomic, strong) GhostButton *helpButton;
@end

@implementation PillButton
- (instancetype)initWithTitle:(NSString *)title {
    PillButton *button = [PillButton buttonWithType:UIButtonTypeCustom];
    button.translatesAutoresizingMaskIntoConstraints = NO;
    [button setTitle:title forState:UIControlStateNormal];
    return button;
}
@end

@implementation GhostButton
- (instancetype)initWithTitle:(NSString *)title {
    GhostButton *button = [GhostButton buttonWithType:UIButtonTypeSystem];
    [button setTitle:title forState:UIControlStateNormal];
    return button;
}
@end

@implementation SignInPanel
- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        self.signInButton = [[PillButton alloc] initWithTitle:@"Sign in"];
        self.helpButton = [[GhostButton alloc] initWithTitle:@"Help"];
        [self addSubview:self.signInButton];
        [self addSubview:self.helpButton];
        [self.signInButton.topAnchor constraintEqualToAnchor:self.topAnchor constant:20].active = YES;
        [self.signInButton.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:20].active = YES;
        [self.signInButton.heightAnchor constraintEqualToConstant:44].active = YES;
        [self.helpButton.heightAnchor constraintEqualToConstant:44].active = YES;
    }
    return self;
}
@end
