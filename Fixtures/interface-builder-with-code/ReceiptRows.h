#import <UIKit/UIKit.h>

@interface ReceiptLineCell : UITableViewCell
+ (ReceiptLineCell *)cellFromNib;
@end

@interface ReceiptTaxCell : UITableViewCell
@end

@interface ReceiptStampView : UIView
@end

@interface ReceiptViewController : UITableViewController
@end
