#import <UIKit/UIKit.h>

@interface StandingsStatsCell : UITableViewCell
@end

@interface StandingsTotalsCell : UITableViewCell
@end

@interface StandingsViewController : UIViewController <UITableViewDataSource>
@end
