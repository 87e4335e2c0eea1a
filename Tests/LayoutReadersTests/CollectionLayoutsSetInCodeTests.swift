import XCTest
@testable import LayoutReaders

/// Collection view outlets whose layout the owner's Swift code replaces, and whether the new layout estimates its items'
/// sizes (`SwiftProjectIndex.collectionLayoutsSetInCode`).
final class CollectionLayoutsSetInCodeTests: XCTestCase {
    func testReplacedLayoutsAndTheOnesThatEstimate() {
        let text = """
            import UIKit
            final class ChipLayout: UICollectionViewFlowLayout {
                override init() { super.init(); estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class ShelfController: UIViewController {
                @IBOutlet weak var featured: UICollectionView!
                @IBOutlet weak var chips: UICollectionView!
                @IBOutlet weak var inline: UICollectionView!
                @IBOutlet weak var untouched: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let grid = UICollectionViewFlowLayout()
                    grid.itemSize = CGSize(width: 260, height: 140)
                    featured.setCollectionViewLayout(grid, animated: false)
                }
                func setUpChips() {
                    chips.collectionViewLayout = ChipLayout()
                }
                func setUpInline() {
                    let flow = UICollectionViewFlowLayout()
                    flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
                    inline?.collectionViewLayout = flow
                    untouched.reloadData()
                }
            }
            """
        let project = SwiftProjectIndex(files: [SwiftFileSyntax.parse(path: "Shelf.swift", text: text)])
        let (all, estimating) = project.collectionLayoutsSetInCode()
        XCTAssertEqual(all, ["ShelfController": ["featured", "chips", "inline"]])
        XCTAssertEqual(estimating, ["ShelfController": ["chips", "inline"]])
    }
}
