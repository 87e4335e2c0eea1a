import SnapKit
import UIKit

/// An alert card that makes its title's constraints when it is placed and remakes them on every layout pass, as the
/// icon comes and goes. UIKit places the view (`didMoveToSuperview`) before it lays it out (`layoutSubviews`), so the
/// remake replaces what the placement made: no duplicate, no conflict with the icon's branch. Quiet.
final class RemadeAlertCardView: UIView {
    let iconView = UIImageView()
    let titleLabel = UILabel()
    private let card = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(card)
        card.addSubview(iconView)
        card.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        card.snp.makeConstraints { make in
            make.left.right.equalToSuperview().inset(24)
            make.centerY.equalToSuperview()
        }
        iconView.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.top.equalToSuperview().offset(27)
        }
        titleLabel.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.top.equalToSuperview().offset(27)
            make.bottom.equalToSuperview().offset(-20)
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.snp.remakeConstraints { make in
            make.centerX.equalToSuperview()
            if iconView.image == nil {
                make.top.equalToSuperview().offset(27)
            } else {
                make.top.equalTo(iconView.snp.bottom).offset(12)
            }
            make.bottom.equalToSuperview().offset(-20)
        }
    }
}

/// Shows the card as its whole view.
final class RemadeAlertController: UIViewController {
    private lazy var alertView: RemadeAlertCardView = {
        RemadeAlertCardView()
    }()

    override func loadView() {
        view = alertView
    }
}
