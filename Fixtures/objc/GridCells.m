#import <UIKit/UIKit.h>

// Two collection view cells with the same incomplete chain (nothing pins the image's bottom). The photo grid's delegate
// answers every item's size, so its cells are as tall as the layout says and need no chain; the note board estimates
// its item size, so its cells size themselves and the missing link is a real finding.
@interface PhotoGridCell : UICollectionViewCell
@end

@implementation PhotoGridCell {
    UIImageView *_photoView;
}

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _photoView = [[UIImageView alloc] initWithFrame:CGRectZero];
        _photoView.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_photoView];
        [_photoView.topAnchor constraintEqualToAnchor:self.contentView.topAnchor].active = YES;
        [_photoView.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor].active = YES;
        [_photoView.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor].active = YES;
    }
    return self;
}

@end

@interface NoteGridCell : UICollectionViewCell
@end

@implementation NoteGridCell {
    UIImageView *_iconView;
}

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _iconView = [[UIImageView alloc] initWithFrame:CGRectZero];
        _iconView.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_iconView];
        [_iconView.topAnchor constraintEqualToAnchor:self.contentView.topAnchor].active = YES;
        [_iconView.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor].active = YES;
        [_iconView.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor].active = YES;
    }
    return self;
}

@end

@interface PhotoGridController : UICollectionViewController <UICollectionViewDelegateFlowLayout>
@end

@implementation PhotoGridController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.collectionView registerClass:[PhotoGridCell class] forCellWithReuseIdentifier:@"photo"];
}

- (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)layout sizeForItemAtIndexPath:(NSIndexPath *)indexPath {
    return collectionView.bounds.size;
}

@end

@interface NoteBoardController : UICollectionViewController
@end

@implementation NoteBoardController

- (void)viewDidLoad {
    [super viewDidLoad];
    UICollectionViewFlowLayout *layout = (UICollectionViewFlowLayout *)self.collectionViewLayout;
    layout.estimatedItemSize = UICollectionViewFlowLayoutAutomaticSize;
    [self.collectionView registerClass:[NoteGridCell class] forCellWithReuseIdentifier:@"note"];
}

@end
