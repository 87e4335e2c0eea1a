import UIKit
import SnapKit

/// A card that updates its own height with SnapKit when its switch changes (a `UIAction` handler: it runs when the
/// user acts, after the whole set-up): `updateConstraints` changes the height its host made with `makeConstraints`
/// (SnapKit keeps constraints on the view), not a second height. The host's 174 points stand alone: not reported. A
/// host that asks for 174 and at least 200 itself contradicts itself: reported.
final class LateAllowanceCardView: UIView {
    private let toggle = UISwitch()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(toggle)
        toggle.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(16)
        }
        toggle.addAction(UIAction { [weak self] action in self?.toggleChanged(action: action) }, for: .valueChanged)
    }

    required init?(coder: NSCoder) { fatalError() }

    private func toggleChanged(action: UIAction) {
        guard let toggle = action.sender as? UISwitch else { return }
        if toggle.isOn {
            self.snp.updateConstraints { make in
                make.height.equalTo(216)
            }
        } else {
            self.snp.updateConstraints { make in
                make.height.equalTo(174)
            }
        }
    }
}

final class AddScheduleScreen: UIView {
    private let card = LateAllowanceCardView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(card)
        card.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(100)
            make.leading.trailing.equalToSuperview().inset(20)
            make.height.equalTo(174)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class OverbookedScheduleScreen: UIView {
    private let card = LateAllowanceCardView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(card)
        card.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(100)
            make.leading.trailing.equalToSuperview().inset(20)
            make.height.equalTo(174)
            make.height.greaterThanOrEqualTo(200)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
