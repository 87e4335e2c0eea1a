#import <UIKit/UIKit.h>
#import <PureLayout/PureLayout.h>

// A settings row that puts an editable field after the cell's own title label. The title is UITableViewCell's
// built-in textLabel, which UIKit places itself in layoutSubviews: open to the reader, but the constraint to it is
// read, and it relates the field's leading edge to the label's right edge, which the runtime refuses to create.
// The detail label is pinned the same way with matching attributes: nothing to report there.
@interface SettingFieldCell : UITableViewCell
@property (nonatomic, strong) UITextField *field;
@property (nonatomic, strong) UILabel *unitLabel;
@end

@implementation SettingFieldCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier
{
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _field = [[UITextField alloc] initWithFrame:CGRectZero];
        _field.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_field];
        _unitLabel = [[UILabel alloc] initWithFrame:CGRectZero];
        _unitLabel.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_unitLabel];

        [_field autoPinEdge:ALEdgeLeading toEdge:ALEdgeRight ofView:self.textLabel withOffset:6];
        [_field autoPinEdgeToSuperviewEdge:ALEdgeTrailing withInset:8];
        [_field autoAlignAxisToSuperviewAxis:ALAxisHorizontal];
        [_unitLabel autoPinEdge:ALEdgeLeading toEdge:ALEdgeTrailing ofView:self.detailTextLabel withOffset:4];
        [_unitLabel autoAlignAxis:ALAxisHorizontal toSameAxisOfView:[self detailTextLabel]];
    }
    return self;
}

@end
