import UIKit

// A project's convenience initializers on platform classes. `UIStackView(.vertical, alignment: .center, …)` sets the
// axis over the stack's defaults (they were applied after it, so the stack read as horizontal and fill: its 92-point
// image and its button both pinned to its top and bottom, a false conflict). `UIImageView(.logo)` reaching
// `self.init(image:)` is as large as its image, unknown here: the logo's width stays open instead of missing.
enum BrandAsset {
    case logo, badge

    var image: UIImage? { UIImage(named: "brand-logo") }
}

extension UIStackView {
    convenience init(_ axis: NSLayoutConstraint.Axis, alignment: UIStackView.Alignment,
                     distribution: UIStackView.Distribution, spacing: CGFloat = 0) {
        self.init(frame: .zero)
        self.axis = axis
        self.alignment = alignment
        self.distribution = distribution
        self.spacing = spacing
        translatesAutoresizingMaskIntoConstraints = false
    }
}

extension UIImageView {
    convenience init(_ asset: BrandAsset) {
        self.init(image: asset.image)
        translatesAutoresizingMaskIntoConstraints = false
    }
}

final class UnlockPromptView: UIView {
    private lazy var stack = UIStackView(.vertical, alignment: .center, distribution: .fill, spacing: 16)
    private let symbol = UIView()
    private let unlockButton = UIButton(type: .system)
    private let logo = UIImageView(.logo)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(stack)
        addSubview(logo)
        stack.addArrangedSubview(symbol)
        stack.addArrangedSubview(unlockButton)
        symbol.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            symbol.widthAnchor.constraint(equalToConstant: 92),
            symbol.heightAnchor.constraint(equalToConstant: 92),
            logo.topAnchor.constraint(equalTo: topAnchor),
            logo.leadingAnchor.constraint(equalTo: leadingAnchor),
            logo.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class UnlockViewController: UIViewController {
    private let prompt = UnlockPromptView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(prompt)
        prompt.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            prompt.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            prompt.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }
}
