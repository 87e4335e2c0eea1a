import UIKit

enum PreferenceRowStyle { case plain, subtitle, value1 }

/// A settings row whose title's trailing pin depends on its style, tested twice: once on its own, then again inside a
/// test of two styles. The second `else` runs only for `.value1`, where the first statement took its own `else`: the
/// subtitle's 20-point pin and the value row's 60-point pin never hold together, and the value row's pins agree.
/// Not reported.
final class StyledPreferenceCell: UITableViewCell {
    let title = UILabel()
    let detail = UILabel()
    let rowStyle: PreferenceRowStyle

    init(rowStyle: PreferenceRowStyle, reuseIdentifier: String?) {
        self.rowStyle = rowStyle
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(title)
        contentView.addSubview(detail)
        title.translatesAutoresizingMaskIntoConstraints = false
        detail.translatesAutoresizingMaskIntoConstraints = false
        if rowStyle == .subtitle {
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20).isActive = true
        } else {
            title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -40).isActive = true
        }
        if rowStyle == .subtitle || rowStyle == .value1 {
            if rowStyle == .subtitle {
                detail.leadingAnchor.constraint(equalTo: title.leadingAnchor).isActive = true
            } else {
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -60).isActive = true
            }
        }
        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16).isActive = true
        title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8).isActive = true
        detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4).isActive = true
        detail.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8).isActive = true
        detail.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class StyledPreferencesController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        StyledPreferenceCell(rowStyle: indexPath.row == 0 ? .subtitle : .value1, reuseIdentifier: nil)
    }
}
