#import <UIKit/UIKit.h>

// Its table is drawn in network-picker.xib at 44-point rows; the code registers NetworkRowCell.xib on it and says
// nothing about row heights, so every row is the table's 44 points.
@interface NetworkPickerViewController : UIViewController <UITableViewDataSource>
@property (nonatomic, weak) IBOutlet UITableView *networkTable;
@end

@implementation NetworkPickerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.networkTable registerNib:[UINib nibWithNibName:@"NetworkRowCell" bundle:nil] forCellReuseIdentifier:@"network"];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 3;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    return [tableView dequeueReusableCellWithIdentifier:@"network" forIndexPath:indexPath];
}

@end
