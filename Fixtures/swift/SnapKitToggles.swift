import SnapKit
import UIKit

/// A screen laid out with SnapKit whose panel heights are stored `Constraint`s toggled by an action, whose
/// footer is remade in a compact branch and whose badge offset is updated in `updateViewConstraints`.
final class SnapKitTogglesViewController: UIViewController {
    private let headerView = UIView()
    private let titleLabel = UILabel()
    private let badge = UIView()
    private let panel = UIView()
    private let footer = UIView()
    private var collapsedHeight: Constraint?
    private var expandedHeight: Constraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(headerView)
        view.addSubview(panel)
        view.addSubview(footer)
        headerView.addSubview(titleLabel)
        headerView.addSubview(badge)

        headerView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(view.snp.height).multipliedBy(0.25).labeled("headerHeight")
        }
        titleLabel.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 72))
        }
        badge.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
            make.trailing.equalToSuperview().offset(-16)
            make.width.equalTo(badge.snp.height)
            make.height.equalTo(headerView).dividedBy(2).priority(999)
        }
        panel.snp.makeConstraints { make in
            make.top.equalTo(headerView.snp.bottom)
            make.horizontalEdges.equalToSuperview().inset(16)
            collapsedHeight = make.height.equalTo(0).priority(.medium).constraint
            expandedHeight = make.height.equalTo(view).dividedBy(3).labeled("panelExpanded").constraint
        }
        expandedHeight?.deactivate()
        footer.snp.makeConstraints { make in
            make.top.greaterThanOrEqualTo(panel.snp.bottom).offset(8)
            make.leading.trailing.equalTo(view.safeAreaLayoutGuide)
            make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom)
            make.height.equalTo(48)
        }
    }

    @objc func setExpanded(_ expanded: Bool) {
        if expanded {
            collapsedHeight?.deactivate()
            expandedHeight?.activate()
        } else {
            expandedHeight?.isActive = false
            collapsedHeight?.isActive = true
        }
    }

    func showCompactFooter(_ compact: Bool) {
        if compact {
            footer.snp.remakeConstraints { make in
                make.leading.trailing.bottom.equalTo(view.safeAreaLayoutGuide)
                make.height.equalTo(32)
            }
        }
    }

    override func updateViewConstraints() {
        badge.snp.updateConstraints { make in
            make.trailing.equalToSuperview().offset(-12)
        }
        super.updateViewConstraints()
    }
}
