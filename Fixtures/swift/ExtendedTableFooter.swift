import UIKit

// The project extends UITableView, so the reader knows the class as a project type too; the footer assigned to the
// table's own `tableFooterView` is still placed by the table through its frame, and its height constraint agrees
// with that frame. Nothing to report.
extension UITableView {
    func scrollToFirstRow() {
        guard numberOfSections > 0, numberOfRows(inSection: 0) > 0 else { return }
        scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
    }
}

final class FilterChoicesPanel: UIView {
    lazy var choices: UITableView = {
        let table = UITableView(frame: .zero, style: .grouped)
        table.tableFooterView = bottomSpacer
        return table
    }()

    lazy var bottomSpacer: UIView = {
        let spacer = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 300))
        spacer.heightAnchor.constraint(equalToConstant: 300).isActive = true
        return spacer
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(choices)
        choices.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            choices.topAnchor.constraint(equalTo: topAnchor),
            choices.leadingAnchor.constraint(equalTo: leadingAnchor),
            choices.trailingAnchor.constraint(equalTo: trailingAnchor),
            choices.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
