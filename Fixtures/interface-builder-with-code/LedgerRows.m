#import "LedgerRows.h"

// Each cell class loads its own nib in a class factory. Loading its own nib does not show a cell: the code calling the
// factory does. Nothing calls LedgerEntryCell's; the ledger's controller calls LedgerTotalCell's for rows it lets size
// themselves (no row height, no heightForRowAtIndexPath:).
@implementation LedgerEntryCell

+ (LedgerEntryCell *)nibCell {
    NSArray *objects = [[NSBundle mainBundle] loadNibNamed:@"LedgerEntryCell" owner:nil options:nil];
    for (id object in objects) {
        if ([object isKindOfClass:[LedgerEntryCell class]]) {
            return object;
        }
    }
    return nil;
}

@end

@implementation LedgerTotalCell

+ (LedgerTotalCell *)nibCell {
    NSArray *objects = [[NSBundle mainBundle] loadNibNamed:@"LedgerTotalCell" owner:nil options:nil];
    return objects.firstObject;
}

@end

@implementation LedgerViewController

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    LedgerTotalCell *cell = [tableView dequeueReusableCellWithIdentifier:@"lt"];
    if (cell == nil) {
        cell = [LedgerTotalCell nibCell];
    }
    return cell;
}

@end
