#import <UIKit/UIKit.h>
#import <Masonry/Masonry.h>

@interface MasonryUnreadFormsView : UIView
@property (nonatomic, strong) UILabel *captionLabel;
@property (nonatomic, strong) UIView *leftDot;
@property (nonatomic, strong) UIView *rightDot;
@property (nonatomic, assign) BOOL compact;
@end

// What the reader cannot turn into constraints stays open: an offset from a macro of another file opens the
// caption vertically (so does a height described under a condition, which stays inactive), and a Masonry message it
// does not know opens the views it names. Nothing is reported.
@implementation MasonryUnreadFormsView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        _captionLabel = [UILabel new];
        _leftDot = [UIView new];
        _rightDot = [UIView new];
        [self addSubview:_captionLabel];
        [self addSubview:_leftDot];
        [self addSubview:_rightDot];
        [_captionLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self).offset(kStatusBarHeightFromPrefixHeader);
            make.left.right.equalTo(self).inset(12);
            if (self.compact) {
                make.height.mas_equalTo(20);
            }
        }];
        [@[_leftDot, _rightDot] mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:8 leadSpacing:0 tailSpacing:0];
        [@[_leftDot, _rightDot] mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.captionLabel.mas_bottom).offset(4);
            make.height.mas_equalTo(8);
            make.bottom.equalTo(self);
        }];
    }
    return self;
}

@end
