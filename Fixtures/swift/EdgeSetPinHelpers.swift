import UIKit
import SwiftUI

// A pin helper taking SwiftUI's `Edge.Set`: `.horizontal` pins leading and trailing, `.vertical` top and bottom, each call
// its own; the text is pinned on all four sides.

extension UIView {
    @discardableResult
    func pinInParent(_ sides: Edge.Set = .all, inset: CGFloat = 0) -> Self {
        guard let parent = superview else { return self }
        translatesAutoresizingMaskIntoConstraints = false
        if sides.contains(.top) { topAnchor.constraint(equalTo: parent.topAnchor, constant: inset).isActive = true }
        if sides.contains(.bottom) { bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -inset).isActive = true }
        if sides.contains(.leading) { leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset).isActive = true }
        if sides.contains(.trailing) { trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset).isActive = true }
        return self
    }
}

final class MemoCardCell: UITableViewCell {
    private let memoText = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(memoText)
        memoText.pinInParent(.horizontal, inset: 24).pinInParent(.vertical, inset: 12)
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class MemoCardsController: UITableViewController {
    override func viewDidLoad() { super.viewDidLoad(); tableView.register(MemoCardCell.self, forCellReuseIdentifier: "n") }
}

/// Enums of the app with `.top` and `.horizontal` cases say nothing about edge sets: the helper's `Edge.Set` still decides.
enum BannerPosition { case top, bottom }
enum ScrollDirection { case horizontal, vertical }
