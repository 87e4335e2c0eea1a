#import <UIKit/UIKit.h>

@interface TransferActionCell : UITableViewCell
@end

@interface TransferNoteCell : UITableViewCell
@end

@interface TransferRowsViewController : UITableViewController
@end
