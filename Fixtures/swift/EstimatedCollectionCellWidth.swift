import UIKit

/// A collection cell that turns its content view's autoresizing off and pins it to the cell: the width its flow layout
/// gives (here estimated, so the content's 50 points) is the cell's, not the screen's (quiet). A cell whose own chain
/// asks for 50 and 60 points at once conflicts at any width (found).
final class GlassPickerController: UIViewController, UICollectionViewDataSource {
    @IBOutlet var glasses: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        glasses.register(GlassCell.self, forCellWithReuseIdentifier: "Glass")
        glasses.register(TumblerCell.self, forCellWithReuseIdentifier: "Tumbler")
        if let layout = glasses.collectionViewLayout as? UICollectionViewFlowLayout {
            layout.estimatedItemSize = CGSize(width: 50, height: 60)
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: indexPath.item == 0 ? "Glass" : "Tumbler", for: indexPath)
    }
}

final class GlassCell: UICollectionViewCell {
    private let badge = UIView()
    private let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        badge.translatesAutoresizingMaskIntoConstraints = false
        caption.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        contentView.addSubview(caption)
        let views = ["badge": badge, "caption": caption]
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[badge(50)]|", options: [], metrics: nil, views: views))
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[caption]|", options: [], metrics: nil, views: views))
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[badge(50)]-2-[caption]|", options: [], metrics: nil, views: views))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class TumblerCell: UICollectionViewCell {
    private let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        badge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        let views = ["badge": badge]
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[badge(50)]|", options: [], metrics: nil, views: views))
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[badge(50)]|", options: [], metrics: nil, views: views))
        badge.widthAnchor.constraint(equalToConstant: 60).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
