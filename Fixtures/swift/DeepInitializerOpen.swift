import UIKit

// A method past the reader's call depth (16 nested calls) is not run; what it would have done to its object is
// unknown, so the object is open. The badge's initializer, cut off here, turns its autoresizing flag off: read as
// a plain new view, it was reported as still translating its mask.
final class DeepBadge: UIView {
    init(title: String) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class DeepSetupViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        step1()
    }

    private func step1() {
        step2()
    }

    private func step2() {
        step3()
    }

    private func step3() {
        step4()
    }

    private func step4() {
        step5()
    }

    private func step5() {
        step6()
    }

    private func step6() {
        step7()
    }

    private func step7() {
        step8()
    }

    private func step8() {
        step9()
    }

    private func step9() {
        step10()
    }

    private func step10() {
        step11()
    }

    private func step11() {
        step12()
    }

    private func step12() {
        step13()
    }

    private func step13() {
        step14()
    }

    private func step14() {
        step15()
    }

    private func step15() {
        let badge = DeepBadge(title: "New")
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
        ])
    }
}
