#import "TransferRows.h"

// The nib the rows come from (the app loads it by this name; a nib no code names is not linted).
NSString * const TransferRowsNibName = @"transfer-rows";

// The action rows are 66 points high: the table's delegate answers that for every row. Their nib
// (transfer-rows.xib) centres a button without a chain, which a fixed row needs none of. The note rows are shown by
// another table that sizes rows from their content: they need their chain.
@implementation TransferActionCell
@end

@implementation TransferNoteCell
@end

@implementation TransferMemoCell
@end

// Sizes itself to its memo: it stops scrolling when loaded from a nib.
@implementation TransferMemoTextView

- (void)awakeFromNib {
    [super awakeFromNib];
    self.scrollEnabled = NO;
}

@end

@implementation TransferRowsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerNib:[UINib nibWithNibName:@"TransferActionCell" bundle:nil] forCellReuseIdentifier:@"action"];
}

- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
    return 66.0f;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    TransferActionCell *cell = [tableView dequeueReusableCellWithIdentifier:@"action" forIndexPath:indexPath];
    return cell;
}

@end

@interface TransferNotesViewController : UITableViewController
@end

@implementation TransferNotesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView.rowHeight = UITableViewAutomaticDimension;
    [self.tableView registerClass:[TransferNoteCell class] forCellReuseIdentifier:@"note"];
    [self.tableView registerClass:[TransferMemoCell class] forCellReuseIdentifier:@"memo"];
}

@end
