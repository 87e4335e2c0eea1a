#import <UIKit/UIKit.h>
#import <Masonry/Masonry.h>

@interface MasonryStatusCell : UITableViewCell
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UIView *statusBar;
@property (nonatomic, strong) UIButton *actionButton;
@end

// A true finding through Masonry: the title is pinned top and bottom (a required vertical chain through the
// content view), and a required fixed height of the content view itself is not met by the remade height of the
// bar; remake drops the bar's earlier constraints, update changes the button's width in place.
@implementation MasonryStatusCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
        _titleLabel = [UILabel new];
        _statusBar = [UIView new];
        _actionButton = [UIButton buttonWithType:UIButtonTypeSystem];
        [self.contentView addSubview:_titleLabel];
        [self.contentView addSubview:_statusBar];
        [self.contentView addSubview:_actionButton];

        [_statusBar mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.left.right.equalTo(self.contentView);
            make.height.mas_equalTo(200);
        }];
        [_titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.statusBar.mas_bottom).offset(8);
            make.left.equalTo(self.contentView).offset(12);
            make.right.equalTo(self.actionButton.mas_left).offset(-8);
            make.bottom.equalTo(self.contentView).offset(-8);
            make.height.mas_equalTo(20);
        }];
        [_actionButton mas_makeConstraints:^(MASConstraintMaker *make) {
            make.centerY.equalTo(self.titleLabel);
            make.right.equalTo(self.contentView).offset(-12);
            make.width.mas_equalTo(44);
        }];
        [self.contentView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.height.mas_equalTo(44);
        }];
    }
    return self;
}

- (void)updateConstraints {
    [self.statusBar mas_remakeConstraints:^(MASConstraintMaker *make) {
        make.top.left.right.equalTo(self.contentView);
        make.height.mas_equalTo(4);
    }];
    [self.actionButton mas_updateConstraints:^(MASConstraintMaker *make) {
        make.width.mas_equalTo(60);
    }];
    [super updateConstraints];
}

@end
