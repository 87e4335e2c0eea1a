#import <UIKit/UIKit.h>

// An alert view builds its views dictionary by style: the message label is in it only for the style that shows a
// message, and the format naming it runs only for that style. The reader cannot tell the two `if`s share their
// condition, so the dictionary is open there and nothing is reported. A format naming a view no branch puts in
// the dictionary still throws (reported).
@interface StyledAlertView : UIView
@property (nonatomic) NSInteger style;
@end

@implementation StyledAlertView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        UILabel *title = [[UILabel alloc] init];
        UILabel *message = [[UILabel alloc] init];
        UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
        title.translatesAutoresizingMaskIntoConstraints = NO;
        message.translatesAutoresizingMaskIntoConstraints = NO;
        button.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:title];
        [self addSubview:message];
        [self addSubview:button];

        NSDictionary *views = nil;
        if (self.style == 0) {
            views = @{@"title": title, @"message": message};
        } else {
            views = @{@"title": title};
        }
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[title]-|" options:0 metrics:nil views:views]];
        if (self.style == 0) {
            [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[message]-|" options:0 metrics:nil views:views]];
        }

        NSDictionary *buttons = NSDictionaryOfVariableBindings(title);
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[title]-[button]-|" options:0 metrics:nil views:buttons]];
    }
    return self;
}

@end
