#import <UIKit/UIKit.h>

@interface BasketRowCell : UITableViewCell
@property (nonatomic, strong) UIImageView *thumbView;
@property (nonatomic, strong) UILabel *nameLabel;
@end

@interface CompactBasketRowCell : BasketRowCell
@end

// The superclass lays the row out; the subclass first removes every constraint the content view holds
// (`[self.contentView removeConstraints:self.contentView.constraints]`) and lays it out again with other insets. Read
// as removing nothing, the two sets of insets conflicted. The subclass's own name label is given two widths: that
// conflict is real.
@implementation BasketRowCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _thumbView = [[UIImageView alloc] init];
        _thumbView.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_thumbView];
        _nameLabel = [[UILabel alloc] init];
        _nameLabel.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_nameLabel];
        [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-8-[_thumbView(40)]-8-[_nameLabel]-8-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(_thumbView, _nameLabel)]];
        [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-4-[_thumbView(40)]-4-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(_thumbView)]];
        [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:_nameLabel attribute:NSLayoutAttributeCenterY relatedBy:NSLayoutRelationEqual toItem:_thumbView attribute:NSLayoutAttributeCenterY multiplier:1 constant:0]];
        [self adjustLayout];
    }
    return self;
}

- (void)adjustLayout {
}

@end

@implementation CompactBasketRowCell

- (void)adjustLayout {
    [self.contentView removeConstraints:self.contentView.constraints];
    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-14-[_thumbView(30)]-5-[_nameLabel]-(>=14)-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(_thumbView, _nameLabel)]];
    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-2-[_thumbView(30)]-2-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(_thumbView)]];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:_nameLabel attribute:NSLayoutAttributeCenterY relatedBy:NSLayoutRelationEqual toItem:_thumbView attribute:NSLayoutAttributeCenterY multiplier:1 constant:0]];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:_nameLabel attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:80]];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:_nameLabel attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationGreaterThanOrEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:120]];
}

@end
