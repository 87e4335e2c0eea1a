import UIKit

/// Views declared through property wrappers that take arguments: a wrapper whose init takes the view itself (the
/// property has no type and no value, Swift infers both from the argument), a wrapper from a package that styles the
/// view it wraps (`@Styled(.caption) var label = UILabel()`, stored and local), and UIKit's own wrappers, which set
/// nothing up for Auto Layout.
@propertyWrapper
struct Framed<Wrapped: UIView> {
    let wrappedValue: Wrapped

    init(_ view: Wrapped, cornerRadius: CGFloat = 0) {
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layer.cornerRadius = cornerRadius
        wrappedValue = view
    }
}

final class TicketHeaderView: UIView {
    @Framed(UIImageView(image: UIImage(named: "ticket")), cornerRadius: 6)
    var posterView

    @Framed(UILabel()) var titleLabel

    @Styled(.caption) private var dateLabel = UILabel()

    @Invalidating(.layout) var posterWidth: CGFloat = 64

    override init(frame: CGRect) {
        super.init(frame: frame)
        @Styled(.footnote) var seatLabel = UILabel()
        [posterView, titleLabel, dateLabel, seatLabel].forEach(addSubview)
        NSLayoutConstraint.activate([
            posterView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            posterView.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            posterView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            posterView.widthAnchor.constraint(equalToConstant: posterWidth),
            posterView.heightAnchor.constraint(equalTo: posterView.widthAnchor, multiplier: 1.5),
            titleLabel.leadingAnchor.constraint(equalTo: posterView.trailingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            titleLabel.topAnchor.constraint(equalTo: posterView.topAnchor),
            dateLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            dateLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            dateLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            seatLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            seatLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            seatLabel.topAnchor.constraint(equalTo: dateLabel.bottomAnchor, constant: 4),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class TicketViewController: UIViewController {
    @ViewLoading var headerView: TicketHeaderView

    override func viewDidLoad() {
        super.viewDidLoad()
        headerView = TicketHeaderView()
        headerView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headerView)
        NSLayoutConstraint.activate([
            headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
    }
}
