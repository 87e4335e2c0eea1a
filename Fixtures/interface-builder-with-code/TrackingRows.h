#import <UIKit/UIKit.h>

@interface TrackingCell : UITableViewCell
@property (weak, nonatomic) IBOutlet UILabel *headerLabel;
@property (weak, nonatomic) IBOutlet UIView *trackBox;
@end

@interface TrackingPlainCell : UITableViewCell
@property (weak, nonatomic) IBOutlet UILabel *headerLabel;
@property (weak, nonatomic) IBOutlet UIView *trackBox;
@end

@interface TrackingListViewController : UITableViewController
@end
