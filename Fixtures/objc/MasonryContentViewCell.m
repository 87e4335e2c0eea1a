#import <UIKit/UIKit.h>
#import <Masonry/Masonry.h>

// Masonry's mas_makeConstraints turns the receiver's autoresizing flag off, here the cell's content view's: UIKit logs
// that this is unsupported for a table cell (content_view_autoresizing). The content view then has no frame UIKit
// states, so neither a conflict with the row nor a content view covering the button added to the cell is claimed.
@interface TicketRowCell : UITableViewCell
@end

@implementation TicketRowCell {
    UILabel *_seatLabel;
    UIButton *_checkInButton;
}

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _checkInButton = [UIButton buttonWithType:UIButtonTypeSystem];
        [_checkInButton addTarget:self action:@selector(checkIn) forControlEvents:UIControlEventTouchUpInside];
        [self addSubview:_checkInButton];
        _seatLabel = [[UILabel alloc] init];
        [self.contentView addSubview:_seatLabel];
        [self.contentView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.height.mas_equalTo(64);
        }];
        [_seatLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(self.contentView).offset(16);
            make.centerY.equalTo(self.contentView);
        }];
    }
    return self;
}

- (void)checkIn {
}

@end
