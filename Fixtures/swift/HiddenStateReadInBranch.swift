import UIKit
import SnapKit

/// A field whose title starts hidden and is shown when a title is given. Either way the body is remade below the
/// title or at the top, by reading the title's hidden state just set in that branch: each branch reads its own state,
/// so no branch keeps both tops.
final class TitledNoteField: UIView {
    let titleLabel = UILabel()
    let body = UITextView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.isHidden = true
        addSubview(titleLabel)
        addSubview(body)
        titleLabel.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.leading.trailing.equalToSuperview()
        }
        body.snp.makeConstraints {
            $0.top.equalTo(titleLabel.snp.bottom).offset(4)
            $0.leading.trailing.equalToSuperview()
            $0.height.equalTo(100)
            $0.bottom.equalToSuperview()
        }
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    func show(title text: String?) {
        if let text = text {
            titleLabel.text = text
            titleLabel.isHidden = false
            placeBody()
        } else {
            titleLabel.isHidden = true
            placeBody()
        }
    }

    private func placeBody() {
        body.snp.remakeConstraints {
            if titleLabel.isHidden {
                $0.top.equalToSuperview()
            } else {
                $0.top.equalTo(titleLabel.snp.bottom).offset(4)
            }
            $0.leading.trailing.equalToSuperview()
            $0.height.equalTo(100)
            $0.bottom.equalToSuperview()
        }
    }
}
