#import <UIKit/UIKit.h>

// Table cells made in code that add a control to the cell itself in their initializer. Since iOS 14 the content view is
// made when first asked for, else when the cell is displayed, on top: a control added before it takes no touches.

// Reported: the switch goes on the cell before anything asked for the content view.
@interface LedgerToggleCell : UITableViewCell
@property (nonatomic, strong) UISwitch *paidSwitch;
@property (nonatomic, strong) UILabel *captionLabel;
@end

@implementation LedgerToggleCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _paidSwitch = [[UISwitch alloc] init];
        _paidSwitch.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:_paidSwitch];
        _captionLabel = [[UILabel alloc] init];
        _captionLabel.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_captionLabel];
        [NSLayoutConstraint activateConstraints:@[
            [_paidSwitch.centerYAnchor constraintEqualToAnchor:self.centerYAnchor],
            [_paidSwitch.trailingAnchor constraintEqualToAnchor:self.trailingAnchor constant:-16],
            [_captionLabel.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:12],
            [_captionLabel.bottomAnchor constraintEqualToAnchor:self.contentView.bottomAnchor constant:-12],
            [_captionLabel.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16],
        ]];
    }
    return self;
}
@end

// Quiet: the content view was asked for first (the label went into it), so the button sits above it.
@interface LedgerNoteCell : UITableViewCell
@property (nonatomic, strong) UIButton *noteButton;
@property (nonatomic, strong) UILabel *noteLabel;
@end

@implementation LedgerNoteCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _noteLabel = [[UILabel alloc] init];
        _noteLabel.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_noteLabel];
        _noteButton = [UIButton buttonWithType:UIButtonTypeSystem];
        _noteButton.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:_noteButton];
        [_noteButton.centerYAnchor constraintEqualToAnchor:self.centerYAnchor].active = YES;
        [_noteButton.trailingAnchor constraintEqualToAnchor:self.trailingAnchor constant:-16].active = YES;
    }
    return self;
}
@end

// Quiet: the code brings the button back in front of the content view.
@interface LedgerFrontCell : UITableViewCell
@property (nonatomic, strong) UIButton *frontButton;
@end

@implementation LedgerFrontCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _frontButton = [UIButton buttonWithType:UIButtonTypeSystem];
        _frontButton.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:_frontButton];
        [_frontButton.centerYAnchor constraintEqualToAnchor:self.centerYAnchor].active = YES;
        [_frontButton.trailingAnchor constraintEqualToAnchor:self.trailingAnchor constant:-16].active = YES;
    }
    return self;
}

- (void)layoutSubviews {
    [super layoutSubviews];
    [self bringSubviewToFront:self.frontButton];
}
@end

// Reported: the pay button is given an action, and sits under the content view.
@interface LedgerPayCell : UITableViewCell
@property (nonatomic, strong) UIButton *payButton;
@end

@implementation LedgerPayCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _payButton = [UIButton buttonWithType:UIButtonTypeSystem];
        [_payButton addTarget:self action:@selector(pay) forControlEvents:UIControlEventTouchUpInside];
        _payButton.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:_payButton];
        [_payButton.centerYAnchor constraintEqualToAnchor:self.centerYAnchor].active = YES;
        [_payButton.trailingAnchor constraintEqualToAnchor:self.trailingAnchor constant:-16].active = YES;
    }
    return self;
}

- (void)pay {}
@end

// Quiet: a button no code gives an action only draws its icon.
@interface LedgerIconCell : UITableViewCell
@property (nonatomic, strong) UIButton *iconButton;
@end

@implementation LedgerIconCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _iconButton = [UIButton buttonWithType:UIButtonTypeCustom];
        _iconButton.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:_iconButton];
        [_iconButton.centerYAnchor constraintEqualToAnchor:self.centerYAnchor].active = YES;
        [_iconButton.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:16].active = YES;
    }
    return self;
}
@end

// Quiet: the data source showing these cells lets touches through their content view, the usual fix.
@interface LedgerRefundCell : UITableViewCell
@property (nonatomic, strong) UIButton *refundButton;
@end

@implementation LedgerRefundCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _refundButton = [UIButton buttonWithType:UIButtonTypeSystem];
        [_refundButton addTarget:self action:@selector(refund) forControlEvents:UIControlEventTouchUpInside];
        [self addSubview:_refundButton];
    }
    return self;
}

- (void)refund {}
@end

@interface LedgerListController : UITableViewController
@end

@implementation LedgerListController
- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    LedgerRefundCell *cell = [tableView dequeueReusableCellWithIdentifier:@"refund" forIndexPath:indexPath];
    cell.contentView.userInteractionEnabled = NO;
    return cell;
}
@end
