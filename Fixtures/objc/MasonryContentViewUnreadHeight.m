#import <UIKit/UIKit.h>
#import <Masonry/Masonry.h>

// Masonry turns the flag off on the view it is sent to whatever its block holds: here a height the reader cannot work
// out, so no constraint names the content view and content_view_autoresizing is reported at the call.
@interface FareRowCell : UITableViewCell
@end

@implementation FareRowCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        CGFloat rowHeight = [FareMetrics heightForFont:[UIFont preferredFontForTextStyle:UIFontTextStyleFootnote]];
        [self.contentView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.height.equalTo(@(rowHeight + 4));
        }];
    }
    return self;
}

@end
