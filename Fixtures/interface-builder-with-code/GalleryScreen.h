#import <UIKit/UIKit.h>

// A screen with a list of rows and a grid of tiles: the list's row height is its table's, the grid's tiles are sized
// by their layout (GalleryScreen.m, GalleryTileCell.xib).
@interface GalleryTileCell : UICollectionViewCell
@end

@interface GalleryScreen : UIViewController <UICollectionViewDataSource, UICollectionViewDelegateFlowLayout>
@property (nonatomic, strong) UITableView *recentList;
@property (nonatomic, strong) UICollectionView *tileGrid;
@end
