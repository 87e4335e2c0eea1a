import UIKit

// The column stack is a lazy property whose closure makes it vertical with 16-point gaps. The first code to touch it
// runs inside a branch (`if pager.superview != nil`); lazy initialization still happens once, for the object, so the
// stack is vertical everywhere. Read as the branch's only, the stack kept UIStackView's default horizontal axis and a
// hidden row was collapsed to width 0 against its side insets.
final class LessonControlsView: UIView {
    private lazy var pager = UIView()
    private lazy var continueRow = UIView()
    private lazy var continueButton = UIButton(type: .system)

    private lazy var column: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [self.continueRow, self.pager])
        stack.axis = .vertical
        stack.spacing = 16
        return stack
    }()

    var showsContinue = false {
        didSet { continueRow.isHidden = !showsContinue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpState()
        addSubview(column)
        column.translatesAutoresizingMaskIntoConstraints = false
        continueRow.addSubview(continueButton)
        continueButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: topAnchor),
            column.leadingAnchor.constraint(equalTo: leadingAnchor),
            column.trailingAnchor.constraint(equalTo: trailingAnchor),
            column.bottomAnchor.constraint(equalTo: bottomAnchor),
            continueButton.leadingAnchor.constraint(equalTo: continueRow.leadingAnchor, constant: 16),
            continueButton.trailingAnchor.constraint(equalTo: continueRow.trailingAnchor, constant: -16),
            continueButton.topAnchor.constraint(equalTo: continueRow.topAnchor),
            continueButton.bottomAnchor.constraint(lessThanOrEqualTo: continueRow.bottomAnchor),
            pager.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func setUpState() {
        showsContinue = false
        resetPager()
    }

    private func resetPager() {
        if pager.superview != nil {
            column.setCustomSpacing(4, after: pager)
        }
    }
}

// A stack whose axis comes from a value the reader does not work out: how it arranges is not known, so nothing is
// concluded about its views (here a hidden banner with side insets).
final class FeedStripView: UIView {
    enum Direction { case across, down }

    private let direction: Direction
    private let strip = UIStackView()
    private let banner = UIView()
    private let bannerTitle = UILabel()

    init(direction: Direction) {
        self.direction = direction
        super.init(frame: .zero)
        strip.axis = direction.stackAxis
        strip.addArrangedSubview(banner)
        banner.isHidden = true
        banner.addSubview(bannerTitle)
        bannerTitle.translatesAutoresizingMaskIntoConstraints = false
        strip.translatesAutoresizingMaskIntoConstraints = false
        addSubview(strip)
        NSLayoutConstraint.activate([
            strip.topAnchor.constraint(equalTo: topAnchor),
            strip.leadingAnchor.constraint(equalTo: leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: trailingAnchor),
            strip.bottomAnchor.constraint(equalTo: bottomAnchor),
            bannerTitle.leadingAnchor.constraint(equalTo: banner.leadingAnchor, constant: 12),
            bannerTitle.trailingAnchor.constraint(equalTo: banner.trailingAnchor, constant: -12),
            bannerTitle.centerYAnchor.constraint(equalTo: banner.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

extension FeedStripView.Direction {
    var stackAxis: NSLayoutConstraint.Axis {
        switch self {
        case .across: return .horizontal
        case .down: return .vertical
        }
    }
}
