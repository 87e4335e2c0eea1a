#import "ProfileCellMissingBottom.h"

#define kInset 12.0
static const CGFloat kSpacing = 4;

@interface ProfileCellMissingBottom ()
@property (nonatomic, strong) UILabel *detailLabel;
@end

// The same cell without the bottom constraint: its height cannot come from its content.
@implementation ProfileCellMissingBottom

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        [self setupViews];
    }
    return self;
}

- (void)setupViews {
    _nameLabel = [[UILabel alloc] init];
    _nameLabel.translatesAutoresizingMaskIntoConstraints = NO;
    [self.contentView addSubview:_nameLabel];

    self.detailLabel = [UILabel new];
    self.detailLabel.numberOfLines = 0;
    [self.detailLabel setTranslatesAutoresizingMaskIntoConstraints:NO];
    [self.contentView addSubview:self.detailLabel];

    [NSLayoutConstraint activateConstraints:@[
        [self.nameLabel.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:kInset],
        [self.nameLabel.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:kInset],
        [self.nameLabel.trailingAnchor constraintLessThanOrEqualToAnchor:self.contentView.trailingAnchor constant:-kInset],
        [self.detailLabel.topAnchor constraintEqualToAnchor:self.nameLabel.bottomAnchor constant:kSpacing],
        [self.detailLabel.leadingAnchor constraintEqualToAnchor:self.nameLabel.leadingAnchor],
        [self.detailLabel.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor constant:-kInset],
    ]];
}

@end

// The list that shows the cells above, letting its rows size themselves.
@interface ProfileListViewController : UITableViewController
@end

@implementation ProfileListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[ProfileCellMissingBottom class] forCellReuseIdentifier:@"ProfileCellMissingBottom"];
    self.tableView.rowHeight = UITableViewAutomaticDimension;
}

@end
