import UIKit
import SnapKit

// More code that runs many times on one object: a segmented control's value-changed action that pins the
// underline anew; a cell registration's handler that sets a hosted view whose observer pins it; a cell whose configure
// method asks for the update pass (its updateConstraints sets up once behind a flag) and then pins its image by the
// row's data, with priorities in the SnapKit closure; and a cell that sets a row's icon up in a configuring closure.
final class FilterTabsView: UIView {
    private let tabs = UISegmentedControl(items: ["All", "Open"])
    private let underline = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(tabs)
        addSubview(underline)
        tabs.addTarget(self, action: #selector(tabChanged(_:)), for: .valueChanged)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func tabChanged(_ control: UISegmentedControl) {
        underline.snp.makeConstraints { make in
            make.top.equalTo(tabs.snp.bottom)
            make.height.equalTo(2)
            make.leading.equalToSuperview().offset(CGFloat(control.selectedSegmentIndex) * 80)
        }
    }
}

final class HostingGridCell: UICollectionViewCell {
    var hosted: UIView? {
        didSet {
            guard let hosted else { return }
            contentView.addSubview(hosted)
            hosted.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                hosted.topAnchor.constraint(equalTo: contentView.topAnchor),
                hosted.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }
    }
}

final class HostingGridController: UIViewController {
    private var grid: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<HostingGridCell, String> { cell, _, title in
            let label = UILabel()
            label.text = title
            cell.hosted = label
        }
        _ = registration
        grid.reloadData()
    }
}

class OnceSetUpCell: UITableViewCell {
    private var didSetUpConstraints = false

    override func updateConstraints() {
        if !didSetUpConstraints {
            setUpConstraints()
            didSetUpConstraints = true
        }
        super.updateConstraints()
    }

    func setUpConstraints() {}

    func refresh() {
        setNeedsUpdateConstraints()
    }
}

final class NoteThumbnailCell: OnceSetUpCell {
    private let thumbnail = UIImageView()

    func fillThumbnail(imageCount: Int) {
        refresh()
        if imageCount == 0 {
            thumbnail.snp.makeConstraints { make in
                make.height.equalTo(0).priority(999)
            }
        } else {
            thumbnail.snp.makeConstraints { make in
                make.height.equalTo(120).priority(999)
            }
        }
    }
}

extension UIView {
    func shapedInPlace(_ shape: (UIView) -> Void) { shape(self) }
}

final class WordRowCell: UITableViewCell {
    private let icon = UIImageView()

    func show(word: String) {
        icon.shapedInPlace {
            contentView.addSubview($0)
            $0.snp.makeConstraints { make in
                make.leading.centerY.equalToSuperview()
            }
        }
    }
}

final class WordsAndNotesSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func wordsChanged(_ tableView: UITableView) { tableView.reloadData() }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell: WordRowCell = tableView.dequeueReusableCell(withIdentifier: "word", for: indexPath) as! WordRowCell
            cell.show(word: "tree")
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteThumbnailCell
        cell.fillThumbnail(imageCount: indexPath.row % 3)
        return cell
    }
}
