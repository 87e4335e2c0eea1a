#import <UIKit/UIKit.h>

@interface PaymentActionsCell : UITableViewCell
@property (weak, nonatomic) IBOutlet NSLayoutConstraint *cancelWidth;
@property (weak, nonatomic) IBOutlet NSLayoutConstraint *payWidth;
@end

@interface RefundActionsCell : UITableViewCell
@property (weak, nonatomic) IBOutlet NSLayoutConstraint *cancelWidth;
@property (weak, nonatomic) IBOutlet NSLayoutConstraint *payWidth;
@end

@interface PaymentListViewController : UITableViewController
@end
