#import <UIKit/UIKit.h>

@interface ProfileCellMissingBottom : UITableViewCell
@property (nonatomic, strong, readonly) UILabel *nameLabel;
@end
