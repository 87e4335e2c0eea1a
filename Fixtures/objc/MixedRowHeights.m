#import <UIKit/UIKit.h>

// The compose table sizes its message row itself and lets the others size themselves: which row the message cell is
// shown in is the data source's, so its height is not known and its centred label is not reported. The inbox lets
// every row size itself: its subject cell, tied only at the top, is reported.

@interface ComposeMessageCell : UITableViewCell
@property (nonatomic, strong) UILabel *hintLabel;
@end

@implementation ComposeMessageCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _hintLabel = [[UILabel alloc] init];
        _hintLabel.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_hintLabel];
        [_hintLabel.centerYAnchor constraintEqualToAnchor:self.contentView.centerYAnchor].active = YES;
        [_hintLabel.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16].active = YES;
    }
    return self;
}
@end

@interface ComposeViewController : UITableViewController
@property (nonatomic) CGFloat messageHeight;
@end

@implementation ComposeViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[ComposeMessageCell class] forCellReuseIdentifier:@"message"];
}

- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
    return (indexPath.row == 1 ? self.messageHeight : UITableViewAutomaticDimension);
}
@end

@interface InboxSubjectCell : UITableViewCell
@property (nonatomic, strong) UILabel *subjectLabel;
@end

@implementation InboxSubjectCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _subjectLabel = [[UILabel alloc] init];
        _subjectLabel.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_subjectLabel];
        [_subjectLabel.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:8].active = YES;
        [_subjectLabel.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16].active = YES;
    }
    return self;
}
@end

@interface InboxViewController : UITableViewController
@end

@implementation InboxViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[InboxSubjectCell class] forCellReuseIdentifier:@"subject"];
}

- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
    return UITableViewAutomaticDimension;
}
@end
