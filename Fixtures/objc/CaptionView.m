#import <UIKit/UIKit.h>

@interface CaptionView : UIView
@end

// The vertical format names "captoin", which the views dictionary does not have: the call throws.
@implementation CaptionView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        UILabel *caption = [[UILabel alloc] init];
        caption.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:caption];
        NSDictionary *views = NSDictionaryOfVariableBindings(caption);
        NSDictionary *metrics = @{@"pad": @8};
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-pad-[caption]-pad-|"
                                                                     options:0 metrics:metrics views:views]];
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[captoin]-|"
                                                                     options:0 metrics:nil views:views]];
    }
    return self;
}

@end
