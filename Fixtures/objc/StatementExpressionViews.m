#import <UIKit/UIKit.h>

@interface ReceiptHeaderView : UIView
@end

// Views made and constrained inside GNU C statement expressions, `x = ({ …; value; })`, as many Objective-C apps write
// them: the statements run and the expression's value is its last statement's. The title is read with its constraints
// (its two required heights conflict); the divider, whose `view` name is the statement expression's own, is read as
// well and is complete.
@implementation ReceiptHeaderView {
    UILabel *_titleLabel;
}

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _titleLabel = ({
            UILabel *label = [[UILabel alloc] init];
            label.translatesAutoresizingMaskIntoConstraints = NO;
            [self addSubview:label];
            [label.topAnchor constraintEqualToAnchor:self.topAnchor].active = YES;
            [label.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:16].active = YES;
            [label.trailingAnchor constraintEqualToAnchor:self.trailingAnchor constant:-16].active = YES;
            [label.heightAnchor constraintEqualToConstant:20].active = YES;
            label;
        });
        [_titleLabel.heightAnchor constraintEqualToConstant:28].active = YES;
        UIView *divider = ({
            UIView *view = [[UIView alloc] init];
            view.translatesAutoresizingMaskIntoConstraints = NO;
            [self addSubview:view];
            view;
        });
        [NSLayoutConstraint activateConstraints:@[
            [divider.topAnchor constraintEqualToAnchor:_titleLabel.bottomAnchor constant:8],
            [divider.leadingAnchor constraintEqualToAnchor:self.leadingAnchor],
            [divider.trailingAnchor constraintEqualToAnchor:self.trailingAnchor],
            [divider.heightAnchor constraintEqualToConstant:1],
            [divider.bottomAnchor constraintEqualToAnchor:self.bottomAnchor],
        ]];
    }
    return self;
}

@end
