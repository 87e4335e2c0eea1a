import SnapKit
import UIKit

/// The card moves down when a banner is announced, but only screens that show banners listen for it: the handler
/// that re-makes the card is set up under `if showBanner`, so where there is no banner the card keeps its set-up top
/// alone and the two tops never meet.
final class InboxViewController: UIViewController {
    var showBanner = UserDefaults.standard.bool(forKey: "banners")
    private let card = UIView()
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        if showBanner {
            card.snp.makeConstraints {
                $0.top.equalTo(view.safeAreaLayoutGuide).offset(20)
                $0.leading.trailing.equalToSuperview().inset(20)
                $0.height.equalTo(240)
            }
        } else {
            card.snp.makeConstraints {
                $0.top.equalTo(view.safeAreaLayoutGuide).offset(20)
                $0.leading.trailing.equalToSuperview().inset(20)
                $0.height.equalTo(240)
            }
        }
        if showBanner {
            observer = NotificationCenter.default.addObserver(forName: .init("BannerShown"), object: nil, queue: .main) { [weak self] _ in
                guard let self else { return }
                self.card.snp.remakeConstraints {
                    $0.top.equalTo(self.view.safeAreaLayoutGuide).offset(116)
                    $0.leading.trailing.equalToSuperview().inset(20)
                    $0.height.equalTo(240)
                }
            }
        }
    }
}
