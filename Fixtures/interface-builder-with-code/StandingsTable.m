#import "StandingsTable.h"

@implementation StandingsStatsCell
@end

// The totals row, made in code, spans the same 700 points.
@implementation StandingsTotalsCell {
    UILabel *_totalsLabel;
}

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _totalsLabel = [[UILabel alloc] init];
        _totalsLabel.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_totalsLabel];
        [NSLayoutConstraint activateConstraints:@[
            [_totalsLabel.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor],
            [_totalsLabel.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor],
            [_totalsLabel.widthAnchor constraintEqualToConstant:700],
            [_totalsLabel.centerYAnchor constraintEqualToAnchor:self.contentView.centerYAnchor],
        ]];
    }
    return self;
}

@end

// A statistics table wider than any screen, scrolled sideways inside a scroll view: the code gives the table a frame
// 700 points wide, so its rows are 700 wide and the cell's ten 70-point columns fit exactly. Nothing is reported at
// the screen's width.
@implementation StandingsViewController {
    UIScrollView *_sideScroller;
    UITableView *_statsTableView;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    _sideScroller = [[UIScrollView alloc] initWithFrame:self.view.bounds];
    _sideScroller.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    [self.view addSubview:_sideScroller];
    CGFloat tableWidth = 700;
    _sideScroller.contentSize = CGSizeMake(tableWidth, 600);
    _statsTableView = [[UITableView alloc] initWithFrame:CGRectMake(0, 0, tableWidth, 600) style:UITableViewStylePlain];
    _statsTableView.rowHeight = 32;
    _statsTableView.dataSource = self;
    [_statsTableView registerNib:[UINib nibWithNibName:@"StandingsStatsCell" bundle:nil] forCellReuseIdentifier:@"stats"];
    [_statsTableView registerClass:[StandingsTotalsCell class] forCellReuseIdentifier:@"totals"];
    [_sideScroller addSubview:_statsTableView];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 20;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    NSString *identifier = indexPath.row == 19 ? @"totals" : @"stats";
    return [tableView dequeueReusableCellWithIdentifier:identifier forIndexPath:indexPath];
}

@end
