import UIKit

/// A base view that loads the nib named after its class in `init(frame:)` and adds the nib's root inside itself:
/// the reader does not see that content, so the view's height is open, not missing.
class NibHostedView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        loadContentFromNib()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadContentFromNib()
    }

    private func loadContentFromNib() {
        let name = String(describing: type(of: self))
        let nib = UINib(nibName: name, bundle: Bundle(for: type(of: self)))
        guard let content = nib.instantiate(withOwner: self, options: nil).first as? UIView else { return }
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
    }
}

final class NoticeBannerView: NibHostedView {}

extension UIView {
    /// Pins the chosen edges of the receiver (every edge by default) to a container.
    func pinAllEdges(_ edges: UIRectEdge = .all, to container: UIView, inset: CGFloat = 0) {
        translatesAutoresizingMaskIntoConstraints = false
        if edges.contains(.top) {
            topAnchor.constraint(equalTo: container.topAnchor, constant: inset).isActive = true
        }
        if edges.contains(.left) {
            leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset).isActive = true
        }
        if edges.contains(.bottom) {
            bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -inset).isActive = true
        }
        if edges.contains(.right) {
            trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -inset).isActive = true
        }
    }
}

/// The banner's height comes from its nib: nothing to report.
final class NoticeBannerCell: UITableViewCell {
    private let banner = NoticeBannerView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(banner)
        banner.pinAllEdges(to: contentView)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// Every edge by default: the label's chain is complete.
final class CaptionCell: UITableViewCell {
    private let caption = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(caption)
        caption.pinAllEdges(to: contentView, inset: 12)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// The bottom edge left out: the cell's height has no chain to its bottom.
final class TrimmedCaptionCell: UITableViewCell {
    private let caption = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(caption)
        caption.pinAllEdges([.top, .left, .right], to: contentView, inset: 12)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// Shows these rows in a table that sizes them from their content.
final class NibHostedContentCellsListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NoticeBannerCell.self, forCellReuseIdentifier: "NoticeBannerCell")
        tableView.register(CaptionCell.self, forCellReuseIdentifier: "CaptionCell")
        tableView.register(TrimmedCaptionCell.self, forCellReuseIdentifier: "TrimmedCaptionCell")
    }
}
