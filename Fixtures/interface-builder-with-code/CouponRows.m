#import "CouponRows.h"
#import <Masonry/Masonry.h>

// The coupon cell's nib draws its card and label at fixed frames; the class lays them out itself once loaded.
@implementation CouponCell

- (void)awakeFromNib {
    [super awakeFromNib];
    [self layoutCard];
}

- (void)layoutCard {
    [self.card mas_makeConstraints:^(MASConstraintMaker *make) {
        make.edges.equalTo(self.contentView).insets(UIEdgeInsetsMake(10, 10, 10, 10));
    }];
    [_titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.left.offset(12);
        make.bottom.right.offset(-12);
    }];
}

@end

// Its nib is drawn the same way, and nothing here constrains the outlets.
@implementation CouponHistoryCell

- (void)awakeFromNib {
    [super awakeFromNib];
    self.titleLabel.textColor = [UIColor grayColor];
}

@end

// Shows both cells in a table that sizes its rows from their content.
@implementation CouponListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView.rowHeight = UITableViewAutomaticDimension;
    self.tableView.estimatedRowHeight = 80;
    [self.tableView registerNib:[UINib nibWithNibName:@"CouponRows" bundle:nil] forCellReuseIdentifier:@"coupon"];
    [self.tableView registerNib:[UINib nibWithNibName:@"CouponRows" bundle:nil] forCellReuseIdentifier:@"history"];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    if (indexPath.section == 0) {
        CouponCell *cell = [tableView dequeueReusableCellWithIdentifier:@"coupon" forIndexPath:indexPath];
        return cell;
    }
    CouponHistoryCell *cell = [tableView dequeueReusableCellWithIdentifier:@"history" forIndexPath:indexPath];
    return cell;
}

@end
