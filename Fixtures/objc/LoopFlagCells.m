#import <UIKit/UIKit.h>

// A cell that turns the autoresizing flag off for every subview of its content view in a loop the reader does not run:
// each subview may have had it turned off, so none is reported as keeping it.
@interface LoopFlagCell : UITableViewCell
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UILabel *detailLabel;
@end

@implementation LoopFlagCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _titleLabel = [[UILabel alloc] init];
        _detailLabel = [[UILabel alloc] init];
        [self.contentView addSubview:_titleLabel];
        [self.contentView addSubview:_detailLabel];
        for (UIView *subview in self.contentView.subviews) {
            subview.translatesAutoresizingMaskIntoConstraints = NO;
        }
        [_titleLabel.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:8].active = YES;
        [_titleLabel.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16].active = YES;
        [_detailLabel.topAnchor constraintEqualToAnchor:_titleLabel.bottomAnchor constant:4].active = YES;
        [_detailLabel.leadingAnchor constraintEqualToAnchor:_titleLabel.leadingAnchor].active = YES;
        [_detailLabel.bottomAnchor constraintEqualToAnchor:self.contentView.bottomAnchor constant:-8].active = YES;
    }
    return self;
}
@end
