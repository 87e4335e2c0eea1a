#import <UIKit/UIKit.h>

// A search-prompt row adds its title to the cell itself (not its content view) and pins it to the cell's top and
// bottom with a 50-point height; the table's rows are 50 points, so the cell is 50 tall and nothing conflicts (the
// separator shortens the content view, not the cell). A badge in the content view pinned to the content view's
// edges with the same 50 points does conflict with the 49.5 points the separator leaves it.
@interface PromptRowCell : UITableViewCell
@property (nonatomic, strong) UILabel *title;
@property (nonatomic, strong) UIView *badge;
@end

@implementation PromptRowCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        self.title = [[UILabel alloc] init];
        self.title.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:self.title];
        [NSLayoutConstraint activateConstraints:@[
            [self.title.topAnchor constraintEqualToAnchor:self.topAnchor],
            [self.title.bottomAnchor constraintEqualToAnchor:self.bottomAnchor],
            [self.title.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:15],
            [self.title.heightAnchor constraintEqualToConstant:50],
        ]];
        self.badge = [[UIView alloc] init];
        self.badge.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:self.badge];
        [NSLayoutConstraint activateConstraints:@[
            [self.badge.topAnchor constraintEqualToAnchor:self.contentView.topAnchor],
            [self.badge.bottomAnchor constraintEqualToAnchor:self.contentView.bottomAnchor],
            [self.badge.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor constant:-10],
            [self.badge.widthAnchor constraintEqualToConstant:40],
            [self.badge.heightAnchor constraintEqualToConstant:50],
        ]];
    }
    return self;
}

@end

@interface PromptListController : UITableViewController
@end

@implementation PromptListController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView.rowHeight = 50;
    [self.tableView registerClass:[PromptRowCell class] forCellReuseIdentifier:@"prompt"];
}

@end
