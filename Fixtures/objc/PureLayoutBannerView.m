#import <UIKit/UIKit.h>
#import <PureLayout/PureLayout.h>

@interface PureLayoutBannerView : UIView
@property (nonatomic, strong) UIView *container;
@property (nonatomic, strong) UILabel *messageLabel;
@property (nonatomic, strong) UIView *ruler;
@end

// True findings through PureLayout: the message is pinned 12 inward on every side of a 40-point container and
// also made 24 tall (12 + 24 + 12 is not 40); the ruler is placed horizontally but nothing places it vertically.
@implementation PureLayoutBannerView

- (instancetype)initWithFrame:(CGRect)frame {
    if (self = [super initWithFrame:frame]) {
        _container = [UIView newAutoLayoutView];
        _messageLabel = [UILabel newAutoLayoutView];
        _ruler = [UIView newAutoLayoutView];
        [self addSubview:_container];
        [_container addSubview:_messageLabel];
        [self addSubview:_ruler];

        [_container autoPinEdgesToSuperviewEdgesWithInsets:UIEdgeInsetsZero excludingEdge:ALEdgeBottom];
        [_container autoSetDimension:ALDimensionHeight toSize:40];
        [_messageLabel autoPinEdgesToSuperviewEdgesWithInsets:UIEdgeInsetsMake(12, 12, 12, 12)];
        [_messageLabel autoSetDimension:ALDimensionHeight toSize:24];

        [_ruler autoPinEdgeToSuperviewEdge:ALEdgeLeft];
        [_ruler autoPinEdgeToSuperviewEdge:ALEdgeRight];
        [_ruler autoSetDimension:ALDimensionHeight toSize:1];
    }
    return self;
}

@end
