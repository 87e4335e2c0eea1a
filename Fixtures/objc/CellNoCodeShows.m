#import <UIKit/UIKit.h>

// The list shows only TaskCell; ArchivedTaskCell is compiled but nothing dequeues, registers or makes it, so the height
// a table would give it is not known: its label tied only by its centre is not reported. TaskCell, shown by a
// self-sizing table, is.

@interface TaskCell : UITableViewCell
@property (nonatomic, strong) UILabel *nameLabel;
@end

@implementation TaskCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _nameLabel = [[UILabel alloc] init];
        _nameLabel.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_nameLabel];
        [_nameLabel.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:10].active = YES;
        [_nameLabel.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16].active = YES;
    }
    return self;
}
@end

@interface ArchivedTaskCell : UITableViewCell
@property (nonatomic, strong) UILabel *nameLabel;
@end

@implementation ArchivedTaskCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _nameLabel = [[UILabel alloc] init];
        _nameLabel.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_nameLabel];
        [_nameLabel.centerYAnchor constraintEqualToAnchor:self.contentView.centerYAnchor].active = YES;
        [_nameLabel.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16].active = YES;
    }
    return self;
}
@end

@interface TaskListViewController : UITableViewController
@end

@implementation TaskListViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[TaskCell class] forCellReuseIdentifier:@"task"];
    self.tableView.rowHeight = UITableViewAutomaticDimension;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    return [tableView dequeueReusableCellWithIdentifier:@"task" forIndexPath:indexPath];
}
@end
