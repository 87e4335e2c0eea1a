// `if note == nil { pin the label; return }` followed by more layout: the code after the `if` runs only when the test
// fails, so its second top constraint never meets the first. Laid over the branch, the two tops conflicted.
import UIKit

final class RuleSheetView: UIView {
    let header = UIView()
    let label = UILabel()
    let other = UIView()

    init(note: String?) {
        super.init(frame: .zero)
        for v in [header, label, other] { v.translatesAutoresizingMaskIntoConstraints = false; addSubview(v) }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: topAnchor),
            header.leadingAnchor.constraint(equalTo: leadingAnchor),
            header.trailingAnchor.constraint(equalTo: trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 40),
            other.topAnchor.constraint(equalTo: header.bottomAnchor),
            other.leadingAnchor.constraint(equalTo: leadingAnchor),
            other.heightAnchor.constraint(equalToConstant: 30),
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
        ])
        config(note: note)
    }
    required init?(coder: NSCoder) { fatalError() }

    func config(note: String?) {
        if note == nil {
            label.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 24).isActive = true
            return
        }
        label.topAnchor.constraint(equalTo: other.bottomAnchor, constant: 28).isActive = true
    }
}
