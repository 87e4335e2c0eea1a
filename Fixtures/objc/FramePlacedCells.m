#import <UIKit/UIKit.h>

// The title and the switch are made with frames and keep their autoresizing masks: nothing in the cell is laid out
// by constraints, so its height was never meant to come from its content. Not reported.
@interface ReminderToggleCell : UITableViewCell
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UISwitch *toggle;
@end

@implementation ReminderToggleCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _titleLabel = [[UILabel alloc] initWithFrame:CGRectMake(16, 12, 180, 20)];
        _titleLabel.text = @"Remind me";
        _toggle = [[UISwitch alloc] initWithFrame:CGRectMake(260, 6, 51, 31)];
        [self.contentView addSubview:_titleLabel];
        [self.contentView addSubview:_toggle];
    }
    return self;
}

@end

// The same cell with its title placed by constraints but never tied to the bottom: a self-sizing cell that cannot
// size itself. Reported.
@interface ReminderNoteCell : UITableViewCell
@property (nonatomic, strong) UILabel *noteLabel;
@end

@implementation ReminderNoteCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _noteLabel = [[UILabel alloc] initWithFrame:CGRectZero];
        _noteLabel.translatesAutoresizingMaskIntoConstraints = NO;
        _noteLabel.numberOfLines = 0;
        [self.contentView addSubview:_noteLabel];
        [NSLayoutConstraint activateConstraints:@[
            [_noteLabel.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:12],
            [_noteLabel.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16],
            [_noteLabel.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor constant:-16],
        ]];
    }
    return self;
}

@end

// The list that shows the cells above, letting its rows size themselves.
@interface ReminderListViewController : UITableViewController
@end

@implementation ReminderListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[ReminderToggleCell class] forCellReuseIdentifier:@"ReminderToggleCell"];
    [self.tableView registerClass:[ReminderNoteCell class] forCellReuseIdentifier:@"ReminderNoteCell"];
    self.tableView.rowHeight = UITableViewAutomaticDimension;
}

@end
