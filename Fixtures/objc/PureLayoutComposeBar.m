#import <UIKit/UIKit.h>
#import <PureLayout/PureLayout.h>

@interface PureLayoutComposeBar : UIView
@property (nonatomic, strong) UIView *backgroundView;
@property (nonatomic, strong) UITextView *textView;
@property (nonatomic, strong) UIButton *sendButton;
@property (nonatomic, strong) UIImageView *avatarView;
@property (nonatomic, strong) UILabel *counterLabel;
@property (nonatomic, strong) UIView *spinner;
@property (nonatomic, strong) NSLayoutConstraint *textHeightConstraint;
@end

// The common PureLayout messages, read into plain constraints: a complete layout, nothing reported.
@implementation PureLayoutComposeBar

- (instancetype)initWithFrame:(CGRect)frame {
    if (self = [super initWithFrame:frame]) {
        _backgroundView = [UIView newAutoLayoutView];
        _textView = [[UITextView alloc] initForAutoLayout];
        _sendButton = [UIButton buttonWithType:UIButtonTypeSystem];
        _avatarView = [[UIImageView alloc] init];
        _counterLabel = [UILabel new];
        _spinner = [UIView new];
        [self addSubview:_backgroundView];
        [self addSubview:_avatarView];
        [self addSubview:_textView];
        [self addSubview:_sendButton];
        [self addSubview:_counterLabel];
        [self addSubview:_spinner];

        [_backgroundView autoPinEdgesToSuperviewEdges];
        [_avatarView autoPinEdgeToSuperviewEdge:ALEdgeLeading withInset:8];
        [_avatarView autoAlignAxisToSuperviewAxis:ALAxisHorizontal];
        [_avatarView autoSetDimensionsToSize:CGSizeMake(32, 32)];
        [_textView autoPinEdgesToSuperviewEdgesWithInsets:UIEdgeInsetsMake(6, 0, 6, 0) excludingEdge:ALEdgeLeading];
        [_textView autoPinEdge:ALEdgeLeading toEdge:ALEdgeTrailing ofView:_avatarView withOffset:8];
        [NSLayoutConstraint autoSetPriority:UILayoutPriorityDefaultHigh forConstraints:^{
            self.textHeightConstraint = [self.textView autoSetDimension:ALDimensionHeight toSize:36];
        }];
        [_textView autoSetDimension:ALDimensionHeight toSize:120 relation:NSLayoutRelationLessThanOrEqual];
        [_sendButton autoAlignAxis:ALAxisHorizontal toSameAxisOfView:_avatarView];
        [_sendButton autoPinEdge:ALEdgeLeading toEdge:ALEdgeLeading ofView:_avatarView];
        [_sendButton autoMatchDimension:ALDimensionWidth toDimension:ALDimensionWidth ofView:_avatarView withMultiplier:0.5];
        [_counterLabel autoPinEdgeToSuperviewEdge:ALEdgeBottom withInset:2 relation:NSLayoutRelationGreaterThanOrEqual];
        [_counterLabel autoPinEdgeToSuperviewSafeArea:ALEdgeTrailing withInset:4];
        [_counterLabel autoPinEdge:ALEdgeTop toEdge:ALEdgeBottom ofView:_avatarView withOffset:2];
        [_spinner autoCenterInSuperview];
        [_spinner autoSetDimension:ALDimensionWidth toSize:20];
        [_spinner autoMatchDimension:ALDimensionHeight toDimension:ALDimensionWidth ofView:_spinner];
        self.textHeightConstraint.constant = 44;
    }
    return self;
}

@end
