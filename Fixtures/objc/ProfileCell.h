#import <UIKit/UIKit.h>

@interface ProfileCell : UITableViewCell
@property (nonatomic, strong, readonly) UILabel *nameLabel;
@end
