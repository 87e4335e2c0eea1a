#import "TrackingRows.h"
#import <Masonry/Masonry.h>

// The tracking cell's nib draws an empty box under its header, holding only a chevron centred in it; once loaded,
// the class puts a scroll strip of a fixed height into the box and pins it to the box's edges with Masonry's
// shorthand attributes (`equalTo(self.trackBox.top)`), so the box, and with it the row, has a height the nib does
// not show.
@implementation TrackingCell

- (void)awakeFromNib {
    [super awakeFromNib];
    UIScrollView *strip = [[UIScrollView alloc] init];
    [self.trackBox addSubview:strip];
    [strip mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self.trackBox.left).offset(5);
        make.top.equalTo(self.trackBox.top);
        make.right.equalTo(self.trackBox.right).offset(-35);
        make.bottom.equalTo(self.trackBox.bottom);
        make.height.equalTo(@99);
    }];
}

@end

// The same drawing, and nothing fills the box: the row's height has a gap, which is reported in the nib.
@implementation TrackingPlainCell

- (void)awakeFromNib {
    [super awakeFromNib];
    self.headerLabel.textColor = [UIColor grayColor];
}

@end

// Shows both cells in a table that sizes its rows from their content.
@implementation TrackingListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView.rowHeight = UITableViewAutomaticDimension;
    self.tableView.estimatedRowHeight = 120;
    [self.tableView registerNib:[UINib nibWithNibName:@"TrackingRows" bundle:nil] forCellReuseIdentifier:@"tracking"];
    [self.tableView registerNib:[UINib nibWithNibName:@"TrackingRows" bundle:nil] forCellReuseIdentifier:@"plain"];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    if (indexPath.section == 0) {
        TrackingCell *cell = [tableView dequeueReusableCellWithIdentifier:@"tracking" forIndexPath:indexPath];
        return cell;
    }
    TrackingPlainCell *cell = [tableView dequeueReusableCellWithIdentifier:@"plain" forIndexPath:indexPath];
    return cell;
}

@end
