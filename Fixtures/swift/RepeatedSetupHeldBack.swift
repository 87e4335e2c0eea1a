import UIKit
import SnapKit

// Methods UIKit runs many times whose constraints do not pile up: a once-flag, a stored constraint tested for nil,
// SnapKit's remakeConstraints, a view made anew on each run, a cell whose prepareForReuse removes what its configure
// method made, a configure method only a cell made by hand receives, and set-up in viewDidLoad.
final class OnceFlagPanel: UIView {
    private let icon = UIImageView()
    private var didPinIcon = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        icon.translatesAutoresizingMaskIntoConstraints = false
        addSubview(icon)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func updateConstraints() {
        pinIconOnce()
        super.updateConstraints()
    }

    private func pinIconOnce() {
        guard !didPinIcon else { return }
        didPinIcon = true
        icon.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        icon.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
    }
}

final class LazyHeightPanel: UIView {
    private let strip = UIView()
    private var stripHeight: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        strip.translatesAutoresizingMaskIntoConstraints = false
        addSubview(strip)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        if stripHeight == nil {
            let height = strip.heightAnchor.constraint(equalToConstant: 4)
            height.isActive = true
            stripHeight = height
        }
    }
}

final class RemadeBadge: UIView {
    private let badge = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(badge)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.snp.remakeConstraints { make in
            make.trailing.top.equalToSuperview()
            make.width.equalTo(bounds.width / 4)
        }
    }
}

final class FreshRipplePanel: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let ripple = UIView()
        ripple.translatesAutoresizingMaskIntoConstraints = false
        addSubview(ripple)
        ripple.widthAnchor.constraint(equalToConstant: 10).isActive = true
    }
}

final class ResettingTagCell: UITableViewCell {
    private let tagLabel = UILabel()
    private var tagConstraints: [NSLayoutConstraint] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        tagLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(tagLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        NSLayoutConstraint.deactivate(tagConstraints)
        tagConstraints = []
    }

    func apply(tag: String, wide: Bool) {
        tagLabel.text = tag
        tagConstraints = [tagLabel.widthAnchor.constraint(equalToConstant: wide ? 120 : 60)]
        NSLayoutConstraint.activate(tagConstraints)
    }
}

final class HandMadeNoteCell: UITableViewCell {
    private let noteLabel = UILabel()

    func fill(note: String) {
        noteLabel.text = note
        noteLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(noteLabel)
        noteLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12).isActive = true
    }
}

final class HeldBackListController: UITableViewController {
    private let footerNote = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ResettingTagCell.self, forCellReuseIdentifier: "tag")
        footerNote.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(footerNote)
        footerNote.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 {
            let cell = HandMadeNoteCell(style: .default, reuseIdentifier: nil)
            cell.fill(note: "Header")
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "tag", for: indexPath) as! ResettingTagCell
        cell.apply(tag: "new", wide: indexPath.row == 1)
        return cell
    }
}
