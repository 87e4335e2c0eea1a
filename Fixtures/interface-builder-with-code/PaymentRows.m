#import "PaymentRows.h"

// Fits its two buttons to the screen once loaded: the widths the nib draws hold only until then.
@implementation PaymentActionsCell

- (void)awakeFromNib {
    [super awakeFromNib];
    CGFloat half = ([UIScreen mainScreen].bounds.size.width - 45) / 2;
    self.cancelWidth.constant = half;
    [_payWidth setConstant:half];
}

@end

// Keeps the drawn widths.
@implementation RefundActionsCell

- (void)awakeFromNib {
    [super awakeFromNib];
    self.backgroundColor = [UIColor whiteColor];
}

@end

// Shows both rows at the 60 points they are drawn at.
@implementation PaymentListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView.rowHeight = 60;
    [self.tableView registerNib:[UINib nibWithNibName:@"PaymentRows" bundle:nil] forCellReuseIdentifier:@"actions"];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    if (indexPath.row == 0) {
        PaymentActionsCell *cell = [tableView dequeueReusableCellWithIdentifier:@"actions" forIndexPath:indexPath];
        return cell;
    }
    RefundActionsCell *cell = [tableView dequeueReusableCellWithIdentifier:@"refund" forIndexPath:indexPath];
    return cell;
}

@end
