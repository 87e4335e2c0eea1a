import UIKit
import SnapKit

/// Steps of a how-to list, each a view with the SnapKit closure that places it, kept in a struct: the list adds each
/// view and hands the closure its maker and the previous view's bottom. The reader does not follow a closure kept in
/// a value, so each step view is open, not a view "nothing ties" to the one above. The list's own last constraint,
/// written out, is read.
struct StepRow {
    let view: UIView
    let place: (_ top: ConstraintItem, _ make: ConstraintMaker) -> Void

    init(view: UIView, spacing: CGFloat = 0) {
        self.view = view
        self.place = { top, make in
            make.leading.trailing.equalToSuperview()
            make.top.equalTo(top).offset(spacing)
        }
    }
}

final class StepListView: UIView {
    init(steps: [StepRow]) {
        super.init(frame: .zero)
        var top = snp.top
        steps.forEach { step in
            addSubview(step.view)
            step.view.snp.makeConstraints { make in
                step.place(top, make)
            }
            top = step.view.snp.bottom
        }
        steps.last?.view.snp.makeConstraints { make in
            make.bottom.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class HowToController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let title = UILabel()
        title.numberOfLines = 0
        let body = UILabel()
        body.numberOfLines = 0
        let list = StepListView(steps: [StepRow(view: title), StepRow(view: body, spacing: 12)])
        view.addSubview(list)
        list.snp.makeConstraints { make in
            make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide)
        }
    }
}
