#import <UIKit/UIKit.h>
#import <Masonry/Masonry.h>
#import <PureLayout/PureLayout.h>

@interface MasonryCardView : UIView
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UIView *divider;
@end

// Masonry and PureLayout are both read into plain constraints: a complete layout, nothing is reported.
@implementation MasonryCardView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        self.titleLabel = [[UILabel alloc] init];
        [self addSubview:self.titleLabel];
        [self.titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self).offset(8);
            make.left.right.equalTo(self).insets(UIEdgeInsetsMake(0, 8, 0, 8));
        }];

        self.divider = [UIView new];
        [self addSubview:self.divider];
        [self.divider autoPinEdgesToSuperviewEdgesWithInsets:UIEdgeInsetsZero excludingEdge:ALEdgeTop];
        [self.divider autoSetDimension:ALDimensionHeight toSize:1];

        [self.titleLabel.bottomAnchor constraintLessThanOrEqualToAnchor:self.divider.topAnchor].active = YES;
    }
    return self;
}

@end
