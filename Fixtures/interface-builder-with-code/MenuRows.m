#import <UIKit/UIKit.h>

// The menu's rows come from menu-row-cell.xib, loaded by name, a plain UITableViewCell with no class of its own;
// the table answers 52 for every row. The row is fixed: its centred title needs no chain.
@interface MenuRowsViewController : UITableViewController
@end

@implementation MenuRowsViewController

- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
    return 52;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"menuRow"];
    if (cell == nil) {
        NSArray *nib = [[NSBundle mainBundle] loadNibNamed:@"menu-row-cell" owner:self options:nil];
        cell = nib[0];
    }
    return cell;
}

@end
