#import <UIKit/UIKit.h>

@interface TransferActionCell : UITableViewCell
@end

@interface TransferNoteCell : UITableViewCell
@end

@interface TransferMemoCell : UITableViewCell
@end

@interface TransferMemoTextView : UITextView
@end

@interface TransferRowsViewController : UITableViewController
@end
