import SnapKit
import UIKit

/// A lazy property is made once, on whichever path first uses it: both branches of `arrangeShelf()` add the same
/// divider, which the factory gives a height constraint and SnapKit later pins (turning its autoresizing mask off).
/// Read as one divider per branch, the second branch's never reached `makeConstraints` and kept its mask on: quiet.
/// The caption is made by a lazy factory too, but no code turns its mask off: its height conflicts with the mask,
/// reported.
extension UIViewController {
    func makeShelfDivider(height: CGFloat) -> UIView {
        let line = UIView()
        line.heightAnchor.constraint(equalToConstant: height).isActive = true
        return line
    }

    func makeShelfCaption() -> UILabel {
        let caption = UILabel()
        caption.heightAnchor.constraint(equalToConstant: 20).isActive = true
        return caption
    }
}

final class BookShelfController: UIViewController {
    private lazy var divider = makeShelfDivider(height: 1)
    private lazy var caption = makeShelfCaption()
    private let heading = UILabel()
    private let emptyNote = UILabel()
    var bookCount: Int?

    override func viewDidLoad() {
        super.viewDidLoad()
        arrangeShelf()
        pinShelf()
    }

    private func arrangeShelf() {
        if bookCount ?? 0 > 0 {
            [heading, divider, caption].forEach { view.addSubview($0) }
        } else {
            [heading, divider, caption, emptyNote].forEach { view.addSubview($0) }
        }
    }

    private func pinShelf() {
        heading.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(16)
        }
        divider.snp.makeConstraints { make in
            make.top.equalTo(heading.snp.bottom).offset(10)
            make.leading.trailing.equalToSuperview()
        }
        if bookCount ?? 0 == 0 {
            emptyNote.snp.makeConstraints { make in
                make.top.equalTo(divider.snp.bottom).offset(20)
                make.centerX.equalToSuperview()
            }
        }
    }
}
