import UIKit
import SnapKit
import RxSwift
import RxCocoa

// A reactive stream's handler runs for each event, after the set-up that subscribes to it. The strip's tab
// selection handler moves its indicator with `updateConstraints`; the strip makes that constraint when it lays
// out. Read where the handler is written, the update came first, made the constraint (SnapKit makes what an update
// finds nothing to update for) and the layout made it again: a duplicate that is not there.

final class SectionStrip: UIView {
    let tabs = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let indicator = UIView()
    private var current = 0
    private let bag = DisposeBag()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(indicator)
        tabs.rx.itemSelected
            .asDriver()
            .drive(onNext: { [weak self] indexPath in
                self?.select(indexPath.item)
            })
            .disposed(by: bag)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeIndicator(current)
    }

    func select(_ index: Int) {
        if current == index { return }
        current = index
        UIView.animate(withDuration: 0.25) {
            self.indicator.snp.updateConstraints {
                $0.leading.equalToSuperview().offset(CGFloat(index) * 96)
            }
            self.layoutIfNeeded()
        }
    }

    private func placeIndicator(_ index: Int) {
        indicator.snp.makeConstraints {
            $0.top.bottom.equalToSuperview()
            $0.leading.equalToSuperview().offset(CGFloat(index) * 96)
            $0.width.equalTo(96)
        }
    }
}

final class SectionsViewController: UIViewController {
    private let strip = SectionStrip()
    private let pager = UIScrollView()
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(strip)
        view.addSubview(pager)
        strip.snp.makeConstraints {
            $0.top.equalTo(view.safeAreaLayoutGuide)
            $0.leading.trailing.equalToSuperview()
            $0.height.equalTo(4)
        }
        pager.snp.makeConstraints {
            $0.top.equalTo(strip.snp.bottom)
            $0.leading.trailing.bottom.equalToSuperview()
        }
        pager.rx.contentOffset
            .asDriver()
            .drive(onNext: { [weak self] offset in
                guard let self = self else { return }
                self.strip.select(Int(offset.x / self.view.bounds.width))
            })
            .disposed(by: bag)
    }
}
