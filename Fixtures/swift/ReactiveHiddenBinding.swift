import UIKit

/// A row whose subclass hides the disclosure arrow in its set-up, while the base class binds the arrow's hidden state
/// to its model in `bind(to:)`, which the list's data source calls on every cell it dequeues before the cell is laid
/// out: whether the stack collapses the arrow is not known (quiet). A badge hidden in the set-up and bound to nothing
/// stays collapsed against its fixed width (found).
class DetailRowCell: UITableViewCell {
    let rowStack = UIStackView()
    let badgeView = UIImageView()
    let titleLabel = UILabel()
    let arrowView = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUpViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setUpViews() {
        rowStack.axis = .horizontal
        rowStack.spacing = 8
        rowStack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(rowStack)
        rowStack.addArrangedSubview(badgeView)
        rowStack.addArrangedSubview(titleLabel)
        rowStack.addArrangedSubview(arrowView)
        NSLayoutConstraint.activate([
            rowStack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            rowStack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            rowStack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            rowStack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            badgeView.widthAnchor.constraint(equalToConstant: 24),
            badgeView.heightAnchor.constraint(equalToConstant: 24),
            arrowView.widthAnchor.constraint(equalToConstant: 12),
        ])
    }

    func bind(to model: DetailRowModel) {
        model.title.bind(to: titleLabel.rx.text).disposed(by: disposeBag)
        model.hidesArrow.asDriver().drive(arrowView.rx.isHidden).disposed(by: disposeBag)
    }
}

final class ThemeChoiceCell: DetailRowCell {
    override func setUpViews() {
        super.setUpViews()
        arrowView.isHidden = true
        badgeView.isHidden = true
    }

    override func bind(to model: DetailRowModel) {
        super.bind(to: model)
        model.tint.bind(to: titleLabel.rx.textColor).disposed(by: disposeBag)
    }
}

final class ThemeListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ThemeChoiceCell.self, forCellReuseIdentifier: "ThemeChoiceCell")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ThemeChoiceCell", for: indexPath) as! ThemeChoiceCell
        cell.bind(to: models[indexPath.row])
        return cell
    }
}
