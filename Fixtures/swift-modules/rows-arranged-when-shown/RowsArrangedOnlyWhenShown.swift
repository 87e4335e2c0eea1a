import UIKit

/// A settings screen keeps its pin row out of the stack until the custom kind is picked: the callback hides it and
/// takes it out for the other kinds, and shows it and inserts it for the custom one. Hidden, it is in no stack, so no
/// 'UISV-hiding' height fights its padding (quiet). The note row is arranged from the start and hidden: the stack
/// collapses it against its padding (found).
final class SensorSettingsController: UIViewController, KindPickerDelegate {
    private let stack = UIStackView()
    private let headerLabel = UILabel()
    private let kindPicker = KindPicker()
    private let pinRow = PinRowView()
    private let noteRow = NoteRowView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        stack.addArrangedSubview(headerLabel)
        kindPicker.delegate = self
        stack.addArrangedSubview(kindPicker)
        stack.addArrangedSubview(noteRow)
        noteRow.isHidden = true
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        pinRow.translatesAutoresizingMaskIntoConstraints = false
    }

    func kindPickerChanged() {
        switch kindPicker.kind {
        case .rotation, .raw:
            stack.removeArrangedSubview(pinRow)
            pinRow.isHidden = true
        case .custom:
            pinRow.isHidden = false
            stack.insertArrangedSubview(pinRow, at: 2)
        }
    }
}

final class PinRowView: UIView {
    private let field = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        field.translatesAutoresizingMaskIntoConstraints = false
        addSubview(field)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            field.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            field.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class NoteRowView: UIView {
    private let field = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        field.translatesAutoresizingMaskIntoConstraints = false
        addSubview(field)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            field.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            field.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
