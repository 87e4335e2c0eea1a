import UIKit
import SnapKit

/// A sheet whose last view's bottom is a SnapKit `Constraint` kept in a property: set for the title, replaced for a
/// subtitle shown only sometimes, switched off before each action button takes the bottom. Whichever it holds is
/// switched off: no conflict in either case. The same sheet that forgets to switch it off keeps the title's bottom
/// beside the button's (reported, where there is no subtitle).
final class PromptSheetContentView: UIView {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private var bottomConstraint: Constraint?
    private var lastAction: UIButton?
    private let isSubtitleAvailable: Bool

    init(isSubtitleAvailable: Bool) {
        self.isSubtitleAvailable = isSubtitleAvailable
        super.init(frame: .zero)
        addSubview(titleLabel)
        if isSubtitleAvailable { addSubview(subtitleLabel) }
        titleLabel.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(16)
            make.leading.equalToSuperview().offset(16)
            make.centerX.equalToSuperview()
            bottomConstraint = make.bottom.equalTo(safeAreaLayoutGuide.snp.bottom).inset(100).constraint
        }
        if isSubtitleAvailable {
            bottomConstraint?.deactivate()
            subtitleLabel.snp.makeConstraints { make in
                make.top.equalTo(titleLabel.snp.bottom).offset(8)
                make.leading.equalToSuperview().offset(16)
                make.centerX.equalToSuperview()
                bottomConstraint = make.bottom.equalTo(safeAreaLayoutGuide.snp.bottom).inset(100).constraint
            }
        }
    }

    required init?(coder: NSCoder) { fatalError() }

    func addAction(title: String) {
        let button = UIButton()
        button.setTitle(title, for: .normal)
        addSubview(button)
        bottomConstraint?.deactivate()
        button.snp.makeConstraints { make in
            if let lastButton = lastAction {
                make.top.equalTo(lastButton.snp.bottom).offset(8)
            } else {
                make.top.equalTo((isSubtitleAvailable ? subtitleLabel : titleLabel).snp.bottom).offset(32)
            }
            make.leading.equalToSuperview().offset(16)
            make.centerX.equalToSuperview()
            bottomConstraint = make.bottom.equalTo(safeAreaLayoutGuide.snp.bottom).inset(45).constraint
            make.height.equalTo(46)
        }
        lastAction = button
    }
}

final class ForgetfulSheetContentView: UIView {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private var bottomConstraint: Constraint?
    private var lastAction: UIButton?
    private let isSubtitleAvailable: Bool

    init(isSubtitleAvailable: Bool) {
        self.isSubtitleAvailable = isSubtitleAvailable
        super.init(frame: .zero)
        addSubview(titleLabel)
        if isSubtitleAvailable { addSubview(subtitleLabel) }
        titleLabel.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(16)
            make.leading.equalToSuperview().offset(16)
            make.centerX.equalToSuperview()
            bottomConstraint = make.bottom.equalTo(safeAreaLayoutGuide.snp.bottom).inset(100).constraint
        }
        if isSubtitleAvailable {
            bottomConstraint?.deactivate()
            subtitleLabel.snp.makeConstraints { make in
                make.top.equalTo(titleLabel.snp.bottom).offset(8)
                make.leading.equalToSuperview().offset(16)
                make.centerX.equalToSuperview()
                bottomConstraint = make.bottom.equalTo(safeAreaLayoutGuide.snp.bottom).inset(100).constraint
            }
        }
    }

    required init?(coder: NSCoder) { fatalError() }

    func addAction(title: String) {
        let button = UIButton()
        button.setTitle(title, for: .normal)
        addSubview(button)
        button.snp.makeConstraints { make in
            if let lastButton = lastAction {
                make.top.equalTo(lastButton.snp.bottom).offset(8)
            } else {
                make.top.equalTo((isSubtitleAvailable ? subtitleLabel : titleLabel).snp.bottom).offset(32)
            }
            make.leading.equalToSuperview().offset(16)
            make.centerX.equalToSuperview()
            bottomConstraint = make.bottom.equalTo(safeAreaLayoutGuide.snp.bottom).inset(45).constraint
            make.height.equalTo(46)
        }
        lastAction = button
    }
}
