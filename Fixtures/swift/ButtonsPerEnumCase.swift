import SnapKit
import UIKit

enum FocusStyle: CaseIterable {
    case plain, timed, endless, breathing
}

/// One 60-point button per focus style in a stack that spreads them over 343 points: four of them fit. Read as a single
/// button pinned to both ends of the stack, they would not.
final class FocusPickerView: UIView {
    private let buttons = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        buttons.axis = .horizontal
        buttons.alignment = .center
        buttons.distribution = .equalSpacing
        addSubview(buttons)
        buttons.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.leading.trailing.equalToSuperview().inset(16)
            $0.width.equalTo(343)
            $0.height.equalTo(90)
        }
        FocusStyle.allCases.forEach { _ in
            let button = UIButton()
            buttons.addArrangedSubview(button)
            button.snp.makeConstraints {
                $0.width.equalTo(60)
                $0.height.equalTo(60)
            }
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}

enum ShareTarget: CaseIterable {
    case messages, mail, notes, files, print
}

/// Five 80-point buttons in the same 343 points do not fit: reported.
final class SharePickerView: UIView {
    private let targets = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        targets.axis = .horizontal
        targets.alignment = .center
        targets.distribution = .equalSpacing
        addSubview(targets)
        targets.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.leading.trailing.equalToSuperview().inset(16)
            $0.width.equalTo(343)
            $0.height.equalTo(90)
        }
        ShareTarget.allCases.forEach { _ in
            let button = UIButton()
            targets.addArrangedSubview(button)
            button.snp.makeConstraints {
                $0.width.equalTo(80)
                $0.height.equalTo(60)
            }
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
