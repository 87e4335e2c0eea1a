import SnapKit
import UIKit

/// A toast shown in whatever window is key: its width is at most that window's safe area less 16 points each side.
/// The window is found at run time, so the relation to its guide is not read; it is no constant (`width <= -32`) that
/// the toast's own content would conflict with.
final class ToastView: UIView {
    private let icon = UIImageView()
    private let message = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(icon)
        addSubview(message)
        icon.snp.makeConstraints {
            $0.leading.equalToSuperview().offset(12)
            $0.centerY.equalToSuperview()
            $0.size.equalTo(20)
        }
        message.snp.makeConstraints {
            $0.leading.equalTo(icon.snp.trailing).offset(8)
            $0.trailing.equalToSuperview().offset(-12)
            $0.top.bottom.equalToSuperview().inset(10)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class ToastPresenter {
    static func show(_ text: String) {
        guard let window = UIApplication.shared.connectedScenes
            .compactMap({ ($0 as? UIWindowScene)?.keyWindow })
            .first else { return }
        let toast = ToastView()
        window.addSubview(toast)
        toast.snp.makeConstraints {
            $0.bottom.equalTo(window.safeAreaLayoutGuide).inset(24)
            $0.centerX.equalToSuperview()
            $0.width.lessThanOrEqualTo(window.safeAreaLayoutGuide).inset(16)
        }
    }
}

final class ClipsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        ToastPresenter.show("Copied")
    }
}
