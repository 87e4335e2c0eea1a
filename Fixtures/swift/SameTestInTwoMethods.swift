import UIKit

/// A form that edits one field, chosen when it is made: the name editor is added in one method and sized in another,
/// both under `fieldIndex == 0`. Where the other branch runs, the editor is not in the hierarchy at all, so its missing
/// height there is no finding.
final class NameEditor: UIView {
    let field = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        field.translatesAutoresizingMaskIntoConstraints = false
        addSubview(field)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: topAnchor),
            field.leadingAnchor.constraint(equalTo: leadingAnchor),
            field.trailingAnchor.constraint(equalTo: trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 29),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class BioEditor: UIView {
    let text = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        text.translatesAutoresizingMaskIntoConstraints = false
        addSubview(text)
        NSLayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: topAnchor),
            text.leadingAnchor.constraint(equalTo: leadingAnchor),
            text.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class ProfileFieldViewController: UIViewController {
    let fieldIndex: Int
    private let nameEditor = NameEditor()
    private let bioEditor = BioEditor()

    init(fieldIndex: Int) {
        self.fieldIndex = fieldIndex
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        nameEditor.translatesAutoresizingMaskIntoConstraints = false
        bioEditor.translatesAutoresizingMaskIntoConstraints = false
        addEditors()
        layOutEditors()
    }

    private func addEditors() {
        if fieldIndex == 0 {
            view.addSubview(nameEditor)
        } else {
            view.addSubview(bioEditor)
        }
    }

    private func layOutEditors() {
        if fieldIndex == 0 {
            NSLayoutConstraint.activate([
                nameEditor.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                nameEditor.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                nameEditor.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                nameEditor.heightAnchor.constraint(equalToConstant: 80),
            ])
        } else {
            NSLayoutConstraint.activate([
                bioEditor.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                bioEditor.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                bioEditor.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            ])
        }
    }
}
