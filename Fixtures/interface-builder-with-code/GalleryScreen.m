#import "GalleryScreen.h"

// The controller's table has 94-point rows; its collection view shows GalleryTileCell.xib at 150 × 150. A table's
// row height never sizes a collection view's cell, so the tile's 150-point content is checked at no row height.
@implementation GalleryTileCell
@end

@implementation GalleryScreen

- (void)viewDidLoad {
    [super viewDidLoad];
    self.recentList = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
    self.recentList.rowHeight = 94;
    [self.view addSubview:self.recentList];
    UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
    self.tileGrid = [[UICollectionView alloc] initWithFrame:self.view.bounds collectionViewLayout:layout];
    [self.tileGrid registerNib:[UINib nibWithNibName:@"GalleryTileCell" bundle:nil] forCellWithReuseIdentifier:@"tile"];
    self.tileGrid.dataSource = self;
    self.tileGrid.delegate = self;
    [self.view addSubview:self.tileGrid];
}

- (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section {
    return 12;
}

- (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath {
    return [collectionView dequeueReusableCellWithReuseIdentifier:@"tile" forIndexPath:indexPath];
}

- (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)layout sizeForItemAtIndexPath:(NSIndexPath *)indexPath {
    return CGSizeMake(150, 150);
}

@end
