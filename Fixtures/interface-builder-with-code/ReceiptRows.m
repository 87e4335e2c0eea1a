#import "ReceiptRows.h"

// ReceiptLineCell.xib holds three top-level views; loading it makes all three, and the line cell's factory keeps the
// first. No code keeps the tax cell or the stamp view (left in the nib from an earlier design): only the line cell is
// ever laid out.
@implementation ReceiptLineCell

+ (ReceiptLineCell *)cellFromNib {
    NSArray *objects = [[NSBundle mainBundle] loadNibNamed:@"ReceiptLineCell" owner:nil options:nil];
    return objects[0];
}

@end

@implementation ReceiptTaxCell

- (void)awakeFromNib {
    [super awakeFromNib];
    self.selectionStyle = UITableViewCellSelectionStyleNone;
}

@end

@implementation ReceiptStampView
@end

@implementation ReceiptViewController

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    ReceiptLineCell *cell = [tableView dequeueReusableCellWithIdentifier:@"line"];
    if (cell == nil) {
        cell = [ReceiptLineCell cellFromNib];
    }
    return cell;
}

@end
