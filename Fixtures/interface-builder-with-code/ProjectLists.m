#import <UIKit/UIKit.h>

// Two table controllers of project-lists.storyboard: one makes its rows self-sizing in code, the other fixes them
// at 44 points with a message. The storyboard draws both tables with 44-point rows.
@interface ProjectListController : UITableViewController
@end

@implementation ProjectListController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView.estimatedRowHeight = 60;
    self.tableView.rowHeight = UITableViewAutomaticDimension;
}

@end

@interface ArchiveListController : UITableViewController
@end

@implementation ArchiveListController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView setRowHeight:44];
}

@end

// The reuse identifier the list controllers dequeue project-lists.storyboard's prototype by.
static NSString *const ProjectRowIdentifier = @"projectRow";
