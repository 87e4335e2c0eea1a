import SnapKit
import UIKit

// The keyboard handler re-makes the form's constraints when the keyboard shows: SnapKit's remake removes what the set-up
// below made first, so the two sets never hold together. The handler runs after the set-up, when the notification comes.
final class ShippingFormView: UIView {
    private let form = UIScrollView()
    private let submitButton = UIButton(type: .system)
    private var observer: NSObjectProtocol?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(form)
        addSubview(submitButton)
        observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            guard let self else { return }
            self.form.snp.remakeConstraints { make in
                make.top.left.right.equalToSuperview()
                make.bottom.equalTo(self.submitButton.snp.top).offset(-8)
            }
        }
        form.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.bottom.equalTo(submitButton.snp.top).offset(-16)
        }
        submitButton.snp.makeConstraints { make in
            make.left.right.equalToSuperview().inset(16)
            make.bottom.equalTo(safeAreaLayoutGuide).offset(-16)
            make.height.equalTo(48)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // Re-made inside an animation block, the remake happens where it is written: the constraints made after it are
    // made again on top of the remade ones, which UIKit cannot satisfy (bottom − 8 and bottom − 16).
    func collapse() {
        UIView.animate(withDuration: 0.3) {
            self.form.snp.remakeConstraints { make in
                make.top.left.right.equalToSuperview()
                make.bottom.equalTo(self.submitButton.snp.top).offset(-8)
            }
            self.layoutIfNeeded()
        }
        form.snp.makeConstraints { make in
            make.bottom.equalTo(submitButton.snp.top).offset(-16)
        }
    }
}
