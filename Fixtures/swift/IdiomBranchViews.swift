import UIKit
import SnapKit

// A detail screen that lays itself out one way on iPad and another on iPhone. The top bar is added only in the iPad
// branch: on iPhones it is not in the hierarchy, so nothing is said of it there. On iPad it is pinned top, left and
// right with only a centred title inside: its height is missing there, and only there.
final class ArticleTopBar: UIView {
    private let titleLabel = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        titleLabel.snp.makeConstraints { $0.center.equalToSuperview() }
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class ArticleDetailView: UIView {
    let bar = ArticleTopBar()
    private let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        if UIDevice.current.userInterfaceIdiom == .pad {
            padLayout()
        } else {
            phoneLayout()
        }
    }
    required init?(coder: NSCoder) { fatalError() }

    private func phoneLayout() {
        addSubview(body)
        body.snp.makeConstraints {
            $0.top.equalToSuperview().inset(20)
            $0.left.right.equalToSuperview().inset(20)
        }
    }

    private func padLayout() {
        [bar, body].forEach { addSubview($0) }
        bar.snp.makeConstraints { $0.top.left.right.equalToSuperview() }
        body.snp.makeConstraints {
            $0.top.equalTo(bar.snp.bottom).offset(20)
            $0.left.right.equalToSuperview().inset(20)
        }
    }
}
