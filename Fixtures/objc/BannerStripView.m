#import <UIKit/UIKit.h>

@interface BannerStripView : UIView
@end

// Spacing predicates between the dashes without parentheses ("-10@750-", "->=8-") are valid at run time;
// the title is placed on both axes.
@implementation BannerStripView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        UILabel *title = [[UILabel alloc] init];
        title.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:title];
        NSDictionary *views = NSDictionaryOfVariableBindings(title);
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-16-[title]->=8-|"
                                                                     options:0 metrics:nil views:views]];
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-10@750-[title]-10@750-|"
                                                                     options:0 metrics:nil views:views]];
    }
    return self;
}

@end
