#import <UIKit/UIKit.h>

@interface LedgerEntryCell : UITableViewCell
+ (LedgerEntryCell *)nibCell;
@end

@interface LedgerTotalCell : UITableViewCell
+ (LedgerTotalCell *)nibCell;
@end

@interface LedgerViewController : UITableViewController
@end
