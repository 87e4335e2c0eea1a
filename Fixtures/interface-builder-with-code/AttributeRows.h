#import <UIKit/UIKit.h>

@interface AttributeListCell : UITableViewCell
@property (weak, nonatomic) IBOutlet UILabel *titleLabel;
- (void)setAttributes:(NSArray<NSString *> *)attributes;
@end

@interface BadgeTitleCell : UITableViewCell
@property (weak, nonatomic) IBOutlet UILabel *titleLabel;
@end

@interface AttributeListViewController : UITableViewController
@end
