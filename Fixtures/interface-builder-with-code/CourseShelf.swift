import UIKit

/// Replaces the featured list's drawn layout with one whose items fit its cards; the recent list keeps the storyboard's.
final class CourseShelfController: UIViewController, UICollectionViewDataSource {
    @IBOutlet weak var featuredList: UICollectionView!
    @IBOutlet weak var recentList: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 260, height: 140)
        featuredList.setCollectionViewLayout(layout, animated: false)
        featuredList.dataSource = self
        recentList.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let identifier = collectionView === featuredList ? "ftCard" : "rcCard"
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}
