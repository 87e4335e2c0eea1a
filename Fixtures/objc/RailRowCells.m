#import <UIKit/UIKit.h>

// A row holding a horizontally scrolling rail: the table's delegate answers its height through the cell's class
// method, so the content view's height is not asked of a constraint chain (the rail has none of its own).
@interface ShelfRailCell : UITableViewCell
+ (CGFloat)heightForWidth:(CGFloat)width;
@end

@implementation ShelfRailCell {
    UICollectionView *_rail;
}

+ (CGFloat)heightForWidth:(CGFloat)width {
    return width / 3.0 + 24.0;
}

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if ((self = [super initWithStyle:style reuseIdentifier:reuseIdentifier])) {
        UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
        _rail = [[UICollectionView alloc] initWithFrame:CGRectZero collectionViewLayout:layout];
        _rail.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_rail];
        [_rail.topAnchor constraintEqualToAnchor:self.contentView.topAnchor].active = YES;
        [_rail.bottomAnchor constraintEqualToAnchor:self.contentView.bottomAnchor].active = YES;
        [_rail.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor].active = YES;
        [_rail.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor].active = YES;
    }
    return self;
}

@end

// A cell measured by its own sizeThatFits:, and one that inherits it.
@interface TickerCell : UITableViewCell
@end

@implementation TickerCell {
    UIView *_strip;
}

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if ((self = [super initWithStyle:style reuseIdentifier:reuseIdentifier])) {
        _strip = [[UIView alloc] initWithFrame:CGRectZero];
        _strip.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_strip];
        [_strip.topAnchor constraintEqualToAnchor:self.contentView.topAnchor].active = YES;
        [_strip.bottomAnchor constraintEqualToAnchor:self.contentView.bottomAnchor].active = YES;
        [_strip.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor].active = YES;
        [_strip.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor].active = YES;
    }
    return self;
}

- (CGSize)sizeThatFits:(CGSize)size {
    return CGSizeMake(size.width, 52);
}

@end

@interface HighlightedTickerCell : TickerCell
@end

@implementation HighlightedTickerCell {
    UIView *_marker;
}

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if ((self = [super initWithStyle:style reuseIdentifier:reuseIdentifier])) {
        _marker = [[UIView alloc] initWithFrame:CGRectZero];
        _marker.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_marker];
        [_marker.topAnchor constraintEqualToAnchor:self.contentView.topAnchor].active = YES;
        [_marker.bottomAnchor constraintEqualToAnchor:self.contentView.bottomAnchor].active = YES;
        [_marker.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor].active = YES;
        [_marker.widthAnchor constraintEqualToConstant:4].active = YES;
    }
    return self;
}

@end

// A self-sizing row the code does not size: its banner has no height, the row none from its content.
@interface PlainBannerCell : UITableViewCell
@end

@implementation PlainBannerCell {
    UIView *_banner;
}

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if ((self = [super initWithStyle:style reuseIdentifier:reuseIdentifier])) {
        _banner = [[UIView alloc] initWithFrame:CGRectZero];
        _banner.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_banner];
        [_banner.topAnchor constraintEqualToAnchor:self.contentView.topAnchor].active = YES;
        [_banner.bottomAnchor constraintEqualToAnchor:self.contentView.bottomAnchor].active = YES;
        [_banner.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor].active = YES;
        [_banner.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor].active = YES;
    }
    return self;
}

@end

@interface ShelfViewController : UITableViewController
@end

@implementation ShelfViewController

- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
    if (indexPath.section == 0) {
        return [ShelfRailCell heightForWidth:CGRectGetWidth(tableView.bounds)];
    }
    return UITableViewAutomaticDimension;
}

@end

// The list that shows the cells above, letting its rows size themselves.
@interface BannerListViewController : UITableViewController
@end

@implementation BannerListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[PlainBannerCell class] forCellReuseIdentifier:@"PlainBannerCell"];
    self.tableView.rowHeight = UITableViewAutomaticDimension;
}

@end
