import UIKit

// A transfer form sets its fields up in a stack and pins the send button 20 points under the last field, outside the
// stack. Switching the transfer kind empties the stack and fills it again, this time with the button inside and a
// new 360-point banner. UIKit drops the button's set-up constraints when it leaves the root view, so its 20-point gap
// never meets the stack's spacing; the reader keeps the set-up's hierarchy and leaves the moved button open (nothing
// reported for it). The banner is new to the stack and wider than the stack on every iPhone (reported).
final class TransferFormViewController: UIViewController {
    private let fields: UIStackView = {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()
    private let amountField = UITextField()
    private let memoField = UITextField()
    private let sendButton = UIButton(type: .system)
    private let kindControl = UISegmentedControl(items: ["Send", "Request"])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(fields)
        fields.addArrangedSubview(amountField)
        fields.addArrangedSubview(memoField)
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sendButton)
        kindControl.addTarget(self, action: #selector(kindChanged), for: .valueChanged)
        NSLayoutConstraint.activate([
            fields.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            fields.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            fields.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            sendButton.topAnchor.constraint(equalTo: memoField.bottomAnchor, constant: 20),
            sendButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    @objc private func kindChanged() {
        fields.arrangedSubviews.forEach { field in
            fields.removeArrangedSubview(field)
            field.removeFromSuperview()
        }
        let banner = UIView()
        banner.widthAnchor.constraint(equalToConstant: 360).isActive = true
        fields.addArrangedSubview(banner)
        fields.addArrangedSubview(amountField)
        fields.addArrangedSubview(memoField)
        fields.addArrangedSubview(sendButton)
    }
}

// A settings window shows one section at a time: each time, it builds a fresh wrapper, moves the section's view into
// it with `addSubview`, constrains the two together and only then makes the wrapper the scroll view's document. A
// plain move into a new container is read as a move: the section and its wrapper share an ancestor when their
// constraints are activated (nothing reported).
final class PreferencesPaneController: UIViewController {
    private let scroller = UIScrollView()
    private let generalSection = UIView()
    private var pageView: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scroller)
        show(generalSection)
    }

    @objc private func sectionPicked() {
        show(generalSection)
    }

    private func show(_ section: UIView) {
        pageView?.removeFromSuperview()
        let wrapper = UIView()
        wrapper.translatesAutoresizingMaskIntoConstraints = false
        section.translatesAutoresizingMaskIntoConstraints = false
        wrapper.addSubview(section)
        NSLayoutConstraint.activate([
            section.topAnchor.constraint(equalTo: wrapper.topAnchor, constant: 16),
            section.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor, constant: 20),
            section.trailingAnchor.constraint(equalTo: wrapper.trailingAnchor, constant: -20),
            section.bottomAnchor.constraint(lessThanOrEqualTo: wrapper.bottomAnchor),
        ])
        scroller.addSubview(wrapper)
        pageView = wrapper
    }
}
