import SnapKit
import UIKit

/// A timetable card whose meal tabs only show for some venues. The tab strip's collapsed height and the list's
/// two possible tops are prepared with SnapKit and chosen in `configure(showsTabs:)`, which the card's users call
/// before it is shown: one of them is active, which one the reader cannot tell. Quiet.
final class TimetableCardView: UIView {
    private let mealTabs = UISegmentedControl()
    private let rows = UIStackView()
    private let openingLabel = UILabel()
    private let closingLabel = UILabel()
    private var withTabs: [Constraint] = []
    private var withoutTabs: [Constraint] = []

    init() {
        super.init(frame: .zero)
        addSubview(mealTabs)
        addSubview(rows)
        rows.axis = .vertical
        rows.addArrangedSubview(openingLabel)
        rows.addArrangedSubview(closingLabel)
        mealTabs.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview().inset(12)
        }
        mealTabs.snp.prepareConstraints { make in
            withoutTabs.append(make.height.equalTo(0).constraint)
        }
        rows.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview().inset(12)
        }
        rows.snp.prepareConstraints { make in
            withTabs.append(make.top.equalTo(mealTabs.snp.bottom).offset(8).constraint)
            withoutTabs.append(make.top.equalToSuperview().inset(12).constraint)
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func configure(showsTabs: Bool) {
        for constraint in withoutTabs {
            showsTabs ? constraint.deactivate() : constraint.activate()
        }
        for constraint in withTabs {
            showsTabs ? constraint.activate() : constraint.deactivate()
        }
    }
}

/// Shows the card for the venue a caller picks; the card is configured there.
final class VenueTimetableViewController: UIViewController {
    private let card = TimetableCardView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
        }
    }

    func show(venueWithMeals: Bool) {
        card.configure(showsTabs: venueWithMeals)
    }
}

/// A note that starts collapsed: the collapsed height is prepared and activated from `didMoveToSuperview`, which
/// UIKit calls before the first layout, so it counts as active. It is required, and so are the label's insets:
/// 0 cannot hold 8 + the label + 8. Found.
final class CollapsibleNoteView: UIView {
    private let noteLabel = UILabel()
    private var collapsed: Constraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(noteLabel)
        noteLabel.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(8)
        }
        snp.prepareConstraints { make in
            collapsed = make.height.equalTo(0).constraint
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        collapsed?.activate()
    }
}
