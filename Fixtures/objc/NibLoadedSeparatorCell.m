#import <UIKit/UIKit.h>

// A cell loaded from its nib (it implements awakeFromNib) has the nib's views and constraints too, which this file
// does not hold: the separator added here by frame is not the whole content of the cell, so its content view is
// open and nothing is concluded about its chain. Read alone, the separator was reported as not pinned to the bottom.
@interface ReplyCell : UITableViewCell
@property (nonatomic, weak) IBOutlet UILabel *bodyLabel;
@end

@implementation ReplyCell

- (void)awakeFromNib {
    [super awakeFromNib];
    UIView *separator = [[UIView alloc] initWithFrame:CGRectMake(0, 0, [[UIScreen mainScreen] bounds].size.width, 0.5)];
    separator.backgroundColor = [UIColor lightGrayColor];
    [self.contentView addSubview:separator];
}

@end

// The same separator in a cell made in code, with its label chained top to bottom: nothing to report either way,
// and nothing is opened (no nib).
@interface CodeReplyCell : UITableViewCell
@property (nonatomic, strong) UILabel *bodyLabel;
@end

@implementation CodeReplyCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _bodyLabel = [[UILabel alloc] init];
        _bodyLabel.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_bodyLabel];
        [NSLayoutConstraint activateConstraints:@[
            [_bodyLabel.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:8],
            [_bodyLabel.bottomAnchor constraintEqualToAnchor:self.contentView.bottomAnchor constant:-8],
            [_bodyLabel.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16],
            [_bodyLabel.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor constant:-16],
        ]];
    }
    return self;
}

@end
