#import <UIKit/UIKit.h>
#import "Masonry.h"

// A cell with two methods of the same first piece: `-setupUI` (no argument) makes the constraints once, from the
// initializer; `-setupUI:` (one argument), which the data source sends each dequeued cell, only fills the strip and
// remakes its constraints. Two selectors, two methods: nothing is added again on reuse.
@interface TopicStripCell : UITableViewCell
@property (nonatomic, strong) UILabel *headline;
@property (nonatomic, strong) UIView *strip;
- (void)setupUI:(NSArray *)topics;
@end

@implementation TopicStripCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        [self setupUI];
    }
    return self;
}

- (void)setupUI {
    _headline = [[UILabel alloc] init];
    _strip = [[UIView alloc] init];
    [self.contentView addSubview:_headline];
    [self.contentView addSubview:_strip];
    [_headline mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.top.equalTo(self.contentView).offset(12);
    }];
}

- (void)setupUI:(NSArray *)topics {
    self.headline.text = topics.firstObject;
    [self.strip mas_remakeConstraints:^(MASConstraintMaker *make) {
        make.left.right.equalTo(self.contentView);
        make.top.equalTo(self.headline.mas_bottom).offset(8);
        make.height.mas_equalTo(topics.count * 20);
        make.bottom.equalTo(self.contentView).offset(-8);
    }];
}

@end

@interface TopicListController : UITableViewController
@property (nonatomic, strong) NSArray *topics;
@end

@implementation TopicListController

- (void)topicsLoaded:(NSArray *)topics {
    self.topics = topics;
    [self.tableView reloadData];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    TopicStripCell *cell = [tableView dequeueReusableCellWithIdentifier:@"topics" forIndexPath:indexPath];
    [cell setupUI:self.topics];
    return cell;
}

@end
