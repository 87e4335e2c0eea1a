#import <UIKit/UIKit.h>

// The settings row's icon is pinned top and bottom with a width only; the list sets its image when it shows the row,
// so the icon is as tall as that image and closes the chain. The badge's image is never set by any code: it has no
// height of its own, and the badge row's height is undetermined.

@interface SettingRowCell : UITableViewCell
@property (nonatomic, strong) UIImageView *iconView;
@end

@implementation SettingRowCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _iconView = [[UIImageView alloc] init];
        _iconView.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_iconView];
        [NSLayoutConstraint activateConstraints:@[
            [_iconView.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:12],
            [_iconView.bottomAnchor constraintEqualToAnchor:self.contentView.bottomAnchor constant:-12],
            [_iconView.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16],
            [_iconView.widthAnchor constraintEqualToConstant:24],
        ]];
    }
    return self;
}
@end

@interface BadgeRowCell : UITableViewCell
@property (nonatomic, strong) UIImageView *badgeView;
@end

@implementation BadgeRowCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _badgeView = [[UIImageView alloc] init];
        _badgeView.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_badgeView];
        [NSLayoutConstraint activateConstraints:@[
            [_badgeView.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:12],
            [_badgeView.bottomAnchor constraintEqualToAnchor:self.contentView.bottomAnchor constant:-12],
            [_badgeView.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16],
            [_badgeView.widthAnchor constraintEqualToConstant:24],
        ]];
    }
    return self;
}
@end

@interface SettingsListViewController : UITableViewController
@end

@implementation SettingsListViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[SettingRowCell class] forCellReuseIdentifier:@"row"];
    [self.tableView registerClass:[BadgeRowCell class] forCellReuseIdentifier:@"badge"];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    if (indexPath.section == 0) {
        BadgeRowCell *badge = [tableView dequeueReusableCellWithIdentifier:@"badge" forIndexPath:indexPath];
        return badge;
    }
    SettingRowCell *cell = [tableView dequeueReusableCellWithIdentifier:@"row" forIndexPath:indexPath];
    cell.iconView.image = [UIImage imageNamed:@"gear"];
    return cell;
}
@end
