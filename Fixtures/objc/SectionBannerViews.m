#import <UIKit/UIKit.h>

// A collection view section header: a UICollectionReusableView has no content view; it lays out its subviews in
// itself, at the size its layout gives it (a flow layout's headerReferenceSize). A title pinned only at the top
// is placed, not a broken chain.
@interface SectionBannerView : UICollectionReusableView
@property (nonatomic, strong) UILabel *bannerTitle;
@end

@implementation SectionBannerView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        _bannerTitle = [[UILabel alloc] init];
        _bannerTitle.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:_bannerTitle];
        [NSLayoutConstraint activateConstraints:@[
            [_bannerTitle.topAnchor constraintEqualToAnchor:self.topAnchor constant:12],
            [_bannerTitle.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:16],
        ]];
    }
    return self;
}

@end

// The same shape in a table cell of a self-sizing table: its row's height must come from the content view's
// content, and the title's bottom is tied to nothing.
@interface BannerRowCell : UITableViewCell
@property (nonatomic, strong) UILabel *rowTitle;
@end

@implementation BannerRowCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _rowTitle = [[UILabel alloc] init];
        _rowTitle.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_rowTitle];
        [NSLayoutConstraint activateConstraints:@[
            [_rowTitle.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:12],
            [_rowTitle.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16],
        ]];
    }
    return self;
}

@end

// The list that shows the cells above, letting its rows size themselves.
@interface BannerRowListViewController : UITableViewController
@end

@implementation BannerRowListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[BannerRowCell class] forCellReuseIdentifier:@"BannerRowCell"];
    self.tableView.rowHeight = UITableViewAutomaticDimension;
}

@end
