#import <UIKit/UIKit.h>

// A section footer is sized by the footer answers (80 here), not by the rows' height: its 30 + 40 + 10 chain holds.
// The row cell's 30 + 40 chain cannot be the 120 points the table fixes for its rows: a conflict.
@interface TotalsFooterView : UITableViewHeaderFooterView
@end

@implementation TotalsFooterView
- (instancetype)initWithReuseIdentifier:(NSString *)reuseIdentifier {
    if ((self = [super initWithReuseIdentifier:reuseIdentifier])) {
        UILabel *caption = [[UILabel alloc] init];
        UIView *bar = [[UIView alloc] init];
        caption.translatesAutoresizingMaskIntoConstraints = NO;
        bar.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:caption];
        [self.contentView addSubview:bar];
        [NSLayoutConstraint activateConstraints:@[
            [caption.topAnchor constraintEqualToAnchor:self.contentView.topAnchor],
            [caption.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16],
            [caption.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor constant:-16],
            [caption.heightAnchor constraintEqualToConstant:30],
            [bar.topAnchor constraintEqualToAnchor:caption.bottomAnchor],
            [bar.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor],
            [bar.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor],
            [bar.heightAnchor constraintEqualToConstant:40],
            [self.contentView.bottomAnchor constraintEqualToAnchor:bar.bottomAnchor constant:10],
        ]];
    }
    return self;
}
@end

@interface TotalsRowCell : UITableViewCell
@end

@implementation TotalsRowCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if ((self = [super initWithStyle:style reuseIdentifier:reuseIdentifier])) {
        UILabel *amount = [[UILabel alloc] init];
        UIView *chart = [[UIView alloc] init];
        amount.translatesAutoresizingMaskIntoConstraints = NO;
        chart.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:amount];
        [self.contentView addSubview:chart];
        [NSLayoutConstraint activateConstraints:@[
            [amount.topAnchor constraintEqualToAnchor:self.contentView.topAnchor],
            [amount.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16],
            [amount.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor constant:-16],
            [amount.heightAnchor constraintEqualToConstant:30],
            [chart.topAnchor constraintEqualToAnchor:amount.bottomAnchor],
            [chart.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor],
            [chart.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor],
            [chart.heightAnchor constraintEqualToConstant:40],
            [self.contentView.bottomAnchor constraintEqualToAnchor:chart.bottomAnchor],
        ]];
    }
    return self;
}
@end

@interface TotalsViewController : UITableViewController
@end

@implementation TotalsViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView.rowHeight = 120;
    [self.tableView registerClass:[TotalsRowCell class] forCellReuseIdentifier:@"row"];
    [self.tableView registerClass:[TotalsFooterView class] forHeaderFooterViewReuseIdentifier:@"totals"];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    return [tableView dequeueReusableCellWithIdentifier:@"row" forIndexPath:indexPath];
}

- (UIView *)tableView:(UITableView *)tableView viewForFooterInSection:(NSInteger)section {
    return [tableView dequeueReusableHeaderFooterViewWithIdentifier:@"totals"];
}

- (CGFloat)tableView:(UITableView *)tableView heightForFooterInSection:(NSInteger)section {
    return 80;
}
@end
