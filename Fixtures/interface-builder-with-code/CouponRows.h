#import <UIKit/UIKit.h>

@interface CouponCell : UITableViewCell
@property (weak, nonatomic) IBOutlet UIView *card;
@property (weak, nonatomic) IBOutlet UILabel *titleLabel;
@end

@interface CouponHistoryCell : UITableViewCell
@property (weak, nonatomic) IBOutlet UIView *card;
@property (weak, nonatomic) IBOutlet UILabel *titleLabel;
@end

@interface CouponListViewController : UITableViewController
@end
