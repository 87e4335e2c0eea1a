import UIKit

// A project helper that turns the autoresizing flag off on every constraint's first view before activating the
// list, run on one long form (more constraints than a short loop would read). The views at the end of the list
// get a height constraint stored and activated later: their flag is already off, nothing conflicts.
extension NSLayoutConstraint {
    class func activateTurningMasksOff(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints {
            if let view = constraint.firstItem as? UIView {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
        }
        activate(constraints)
    }
}

final class LongSignUpFormController: UIViewController {
    private let field0 = UITextField()
    private let field1 = UITextField()
    private let field2 = UITextField()
    private let field3 = UITextField()
    private let field4 = UITextField()
    private let field5 = UITextField()
    private let field6 = UITextField()
    private let field7 = UITextField()
    private let field8 = UITextField()
    private let field9 = UITextField()
    private let field10 = UITextField()
    private let field11 = UITextField()
    private let field12 = UITextField()
    private let field13 = UITextField()
    private let field14 = UITextField()
    private let field15 = UITextField()
    private let field16 = UITextField()
    private let field17 = UITextField()
    private let field18 = UITextField()
    private let field19 = UITextField()
    private let field20 = UITextField()
    private let field21 = UITextField()
    private let field22 = UITextField()
    private let field23 = UITextField()
    private let notesTable = UITableView()
    private let sendButton = UIButton(type: .system)
    private var notesHeight: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field0)
        view.addSubview(field1)
        view.addSubview(field2)
        view.addSubview(field3)
        view.addSubview(field4)
        view.addSubview(field5)
        view.addSubview(field6)
        view.addSubview(field7)
        view.addSubview(field8)
        view.addSubview(field9)
        view.addSubview(field10)
        view.addSubview(field11)
        view.addSubview(field12)
        view.addSubview(field13)
        view.addSubview(field14)
        view.addSubview(field15)
        view.addSubview(field16)
        view.addSubview(field17)
        view.addSubview(field18)
        view.addSubview(field19)
        view.addSubview(field20)
        view.addSubview(field21)
        view.addSubview(field22)
        view.addSubview(field23)
        view.addSubview(notesTable)
        view.addSubview(sendButton)
        NSLayoutConstraint.activateTurningMasksOff([
            field0.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            field0.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field0.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field1.topAnchor.constraint(equalTo: field0.bottomAnchor, constant: 8),
            field1.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field1.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field2.topAnchor.constraint(equalTo: field1.bottomAnchor, constant: 8),
            field2.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field2.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field3.topAnchor.constraint(equalTo: field2.bottomAnchor, constant: 8),
            field3.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field3.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field4.topAnchor.constraint(equalTo: field3.bottomAnchor, constant: 8),
            field4.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field4.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field5.topAnchor.constraint(equalTo: field4.bottomAnchor, constant: 8),
            field5.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field5.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field6.topAnchor.constraint(equalTo: field5.bottomAnchor, constant: 8),
            field6.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field6.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field7.topAnchor.constraint(equalTo: field6.bottomAnchor, constant: 8),
            field7.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field7.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field8.topAnchor.constraint(equalTo: field7.bottomAnchor, constant: 8),
            field8.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field8.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field9.topAnchor.constraint(equalTo: field8.bottomAnchor, constant: 8),
            field9.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field9.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field10.topAnchor.constraint(equalTo: field9.bottomAnchor, constant: 8),
            field10.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field10.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field11.topAnchor.constraint(equalTo: field10.bottomAnchor, constant: 8),
            field11.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field11.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field12.topAnchor.constraint(equalTo: field11.bottomAnchor, constant: 8),
            field12.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field12.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field13.topAnchor.constraint(equalTo: field12.bottomAnchor, constant: 8),
            field13.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field13.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field14.topAnchor.constraint(equalTo: field13.bottomAnchor, constant: 8),
            field14.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field14.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field15.topAnchor.constraint(equalTo: field14.bottomAnchor, constant: 8),
            field15.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field15.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field16.topAnchor.constraint(equalTo: field15.bottomAnchor, constant: 8),
            field16.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field16.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field17.topAnchor.constraint(equalTo: field16.bottomAnchor, constant: 8),
            field17.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field17.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field18.topAnchor.constraint(equalTo: field17.bottomAnchor, constant: 8),
            field18.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field18.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field19.topAnchor.constraint(equalTo: field18.bottomAnchor, constant: 8),
            field19.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field19.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field20.topAnchor.constraint(equalTo: field19.bottomAnchor, constant: 8),
            field20.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field20.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field21.topAnchor.constraint(equalTo: field20.bottomAnchor, constant: 8),
            field21.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field21.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field22.topAnchor.constraint(equalTo: field21.bottomAnchor, constant: 8),
            field22.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field22.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field23.topAnchor.constraint(equalTo: field22.bottomAnchor, constant: 8),
            field23.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field23.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            notesTable.topAnchor.constraint(equalTo: field23.bottomAnchor, constant: 12),
            notesTable.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            notesTable.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            sendButton.topAnchor.constraint(equalTo: notesTable.bottomAnchor, constant: 12),
            sendButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        notesHeight = notesTable.heightAnchor.constraint(equalToConstant: 120)
        notesHeight?.isActive = true
    }
}
