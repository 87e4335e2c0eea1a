import UIKit
import PureLayout
import Charts

/// Views whose placement the reader cannot see in full. Each is open on the axes something not read may
/// decide, and no rule concludes anything from them; the views the code places completely are still checked.

/// The title is pinned by a layout library the reader does not follow; the subtitle hangs below it.
final class LibraryPinnedBannerView: UIView {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let divider = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        addSubview(subtitleLabel)
        addSubview(divider)
        constrain(titleLabel) { title in title.edges == inset(title.superview!.edges, 8, 16, 0, 16) }
        subtitleLabel.translatesAutoresizingMaskIntoConstraints = false
        subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4).isActive = true
        subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor).isActive = true
        // A real mistake beside them: the divider has no height, whatever the library does to the title.
        divider.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            divider.leadingAnchor.constraint(equalTo: leadingAnchor),
            divider.trailingAnchor.constraint(equalTo: trailingAnchor),
            divider.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The badge is laid out by hand in layoutSubviews; the caption is placed under it with constraints.
final class HandLaidHeaderView: UIView {
    private let badge = UIView()
    private let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(badge)
        addSubview(caption)
        caption.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            caption.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 6),
            caption.centerXAnchor.constraint(equalTo: centerXAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: bounds.midX - 12, y: 8, width: 24, height: 24)
    }
}

/// The name label is an outlet: its nib places it. The detail label is tied below it in code.
final class OutletDetailCell: UITableViewCell {
    @IBOutlet private weak var nameLabel: UILabel!
    private let detailLabel = UILabel()

    override func awakeFromNib() {
        super.awakeFromNib()
        contentView.addSubview(detailLabel)
        detailLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            detailLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            detailLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            detailLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }
}

/// A chart from a package sizes itself; the reader does not know how tall it is.
final class ChartHostView: UIView {
    private let chart = LineChartView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(chart)
        chart.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            chart.topAnchor.constraint(equalTo: topAnchor),
            chart.leadingAnchor.constraint(equalTo: leadingAnchor),
            chart.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A floating button goes into a window the reader does not see; the card is styled by a helper it does not
/// see either (which may pin it). Neither is reported; the stray spacer is.
final class FloatingActionViewController: UIViewController {
    private let floatingButton = UIButton(type: .system)
    private let card = UIView()
    private let spacer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.window?.addSubview(floatingButton)
        floatingButton.translatesAutoresizingMaskIntoConstraints = false
        floatingButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16).isActive = true
        floatingButton.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16).isActive = true
        view.addSubview(card)
        CardStyler.shared.install(card, in: view)
        card.heightAnchor.constraint(equalToConstant: 120).isActive = true
        view.addSubview(spacer)
        spacer.translatesAutoresizingMaskIntoConstraints = false
        spacer.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        spacer.heightAnchor.constraint(equalToConstant: 8).isActive = true
    }
}
