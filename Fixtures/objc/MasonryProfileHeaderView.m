#import <UIKit/UIKit.h>
#import <Masonry/Masonry.h>

#define kSidePadding 16

@interface MasonryProfileHeaderView : UIView
@property (nonatomic, strong) UIImageView *avatarView;
@property (nonatomic, strong) UILabel *nameLabel;
@property (nonatomic, strong) UILabel *detailLabel;
@property (nonatomic, strong) UIView *badgeView;
@property (nonatomic, strong) UIView *backdropView;
@property (nonatomic, strong) UIView *progressView;
@end

// Every common Masonry form, read into plain constraints: a complete layout, nothing reported.
@implementation MasonryProfileHeaderView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        _backdropView = [UIView new];
        _avatarView = [[UIImageView alloc] init];
        _nameLabel = [[UILabel alloc] init];
        _detailLabel = [[UILabel alloc] init];
        _badgeView = [UIView new];
        _progressView = [UIView new];
        [self addSubview:_backdropView];
        [self addSubview:_avatarView];
        [self addSubview:_nameLabel];
        [self addSubview:_detailLabel];
        [self addSubview:_badgeView];
        [self addSubview:_progressView];

        UIEdgeInsets padding = UIEdgeInsetsMake(4, 8, 12, 16);
        [_backdropView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.edges.equalTo(self).insets(padding);
        }];
        [_avatarView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self).offset(8);
            make.left.equalTo(@(kSidePadding));
            make.size.mas_equalTo(CGSizeMake(40, 40));
        }];
        [_nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.avatarView.mas_top);
            make.left.equalTo(self.avatarView.mas_right).with.offset(8);
            make.right.lessThanOrEqualTo(self).offset(-kSidePadding);
        }];
        [_detailLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.nameLabel.mas_bottom).offset(4).priorityHigh();
            make.left.right.equalTo(self.nameLabel);
            make.bottom.equalTo(self).inset(10);
        }];
        [_badgeView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.centerY.equalTo(self.avatarView.mas_centerY);
            make.centerX.equalTo(self.avatarView.mas_right).priority(500);
            make.width.equalTo(@12);
            make.height.greaterThanOrEqualTo(@12);
            make.height.equalTo(@16).priorityLow();
        }];
        [_progressView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.bottom.equalTo(self.mas_safeAreaLayoutGuideBottom);
            make.left.offset(6);
            make.width.equalTo(self).multipliedBy(0.5);
            make.height.mas_equalTo(2);
        }];
    }
    return self;
}

@end
