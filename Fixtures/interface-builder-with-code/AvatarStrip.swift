import UIKit

// A strip of member avatars: its collection view's delegate gives every item 60 × 60. The item's nib draws the cell
// 61 points high around a 50-point avatar inset 5 points from its top and bottom; the drawn size is only the canvas,
// so nothing is reported against it. The same nib's badge row is 5 + 40 + 5 inside the same cell, which cannot
// hold beside the avatar's 5 + 50 + 5 whatever size the layout gives, and is reported.
final class AvatarItemCell: UICollectionViewCell {
    @IBOutlet weak var avatarView: UIImageView!
    @IBOutlet weak var badgeView: UIView!
}

final class AvatarStripView: UIView, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override init(frame: CGRect) {
        super.init(frame: frame)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.register(UINib(nibName: "AvatarItemCell", bundle: nil), forCellWithReuseIdentifier: "avatar")
        collectionView.dataSource = self
        collectionView.delegate = self
        addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: trailingAnchor),
            collectionView.heightAnchor.constraint(equalToConstant: 70),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "avatar", for: indexPath) as! AvatarItemCell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 60, height: 60)
    }
}
