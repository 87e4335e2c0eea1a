#import <UIKit/UIKit.h>
#import "Masonry.h"

// A cell whose `kind` setter pins its badge with Masonry. The list uses the old dequeue without a registered nib:
// it sets `kind` only inside `if (cell == nil)`, right after loading a new cell, so the setter runs once per cell.
// The same list sends `-showTitle:` to every dequeued cell, and that method makes constraints each time.
@interface NibFeedRowCell : UITableViewCell
@property (nonatomic, strong) UILabel *badge;
@property (nonatomic, strong) UILabel *title;
@property (nonatomic, assign) NSInteger kind;
- (void)showTitle:(NSString *)text;
@end

@implementation NibFeedRowCell

- (void)setKind:(NSInteger)kind {
    _kind = kind;
    [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {
        make.right.equalTo(self.contentView).offset(-12);
        make.centerY.equalTo(self.contentView);
    }];
}

- (void)showTitle:(NSString *)text {
    self.title.text = text;
    [self.title mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self.contentView).offset(12);
        make.centerY.equalTo(self.contentView);
    }];
}

@end

@interface NibFeedController : UITableViewController
@end

@implementation NibFeedController

- (void)feedLoaded {
    [self.tableView reloadData];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    NibFeedRowCell *cell = [tableView dequeueReusableCellWithIdentifier:@"NibFeedRowCell"];
    if (cell == nil) {
        cell = [[[NSBundle mainBundle] loadNibNamed:@"NibFeedRowCell" owner:nil options:nil] objectAtIndex:0];
        cell.kind = 2;
    }
    [cell showTitle:@"News"];
    return cell;
}

@end
