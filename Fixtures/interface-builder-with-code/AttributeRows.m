#import "AttributeRows.h"
#import <Masonry/Masonry.h>

@implementation AttributeListCell

- (void)setAttributes:(NSArray<NSString *> *)attributes {
    for (NSInteger i = 0; i < attributes.count; i++) {
        UILabel *label = [[UILabel alloc] init];
        label.text = attributes[i];
        [self.contentView addSubview:label];
        [label mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.mas_equalTo(16);
            make.top.mas_equalTo(40 + i * 20);
            if (i == attributes.count - 1) {
                make.bottom.mas_equalTo(-20);
            }
        }];
    }
}

@end

@implementation BadgeTitleCell

- (void)awakeFromNib {
    [super awakeFromNib];
    self.titleLabel.textColor = [UIColor grayColor];
}

@end

// Shows both cells in a table that sizes its rows from their content.
@implementation AttributeListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView.rowHeight = UITableViewAutomaticDimension;
    self.tableView.estimatedRowHeight = 80;
    [self.tableView registerNib:[UINib nibWithNibName:@"AttributeRows" bundle:nil] forCellReuseIdentifier:@"attributes"];
    [self.tableView registerNib:[UINib nibWithNibName:@"AttributeRows" bundle:nil] forCellReuseIdentifier:@"badge"];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    if (indexPath.section == 0) {
        AttributeListCell *cell = [tableView dequeueReusableCellWithIdentifier:@"attributes" forIndexPath:indexPath];
        [cell setAttributes:@[@"Size", @"Colour"]];
        return cell;
    }
    BadgeTitleCell *cell = [tableView dequeueReusableCellWithIdentifier:@"badge" forIndexPath:indexPath];
    return cell;
}

@end
