import UIKit

/// A flag computed from the vertical size class picks the constraint set: `isWide ? wideSet : tallSet`. The tall set
/// (a 300-point photo over a form at least 200 high) cannot fit a phone held sideways, but there the flag is true and
/// the wide set is active instead (quiet). The same flag read the wrong way round puts the tall set on the short
/// screen (found).
final class RecipeCardController: UIViewController {
    private let photoView = UIView()
    private let formView = UIView()
    private var tallConstraints: [NSLayoutConstraint] = []
    private var wideConstraints: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [photoView, formView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        tallConstraints = [
            photoView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            photoView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            photoView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            photoView.heightAnchor.constraint(equalToConstant: 300),
            formView.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 8),
            formView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            formView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            formView.heightAnchor.constraint(greaterThanOrEqualToConstant: 200),
            formView.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
        ]
        wideConstraints = [
            photoView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            photoView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            photoView.widthAnchor.constraint(equalToConstant: 200),
            photoView.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
            formView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            formView.leadingAnchor.constraint(equalTo: photoView.trailingAnchor, constant: 8),
            formView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            formView.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
        ]
        applyLayout()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyLayout()
    }

    private func applyLayout() {
        let isWide = traitCollection.verticalSizeClass == .compact
        NSLayoutConstraint.deactivate(tallConstraints)
        NSLayoutConstraint.deactivate(wideConstraints)
        NSLayoutConstraint.activate(isWide ? wideConstraints : tallConstraints)
    }
}

final class MisreadCardController: UIViewController {
    private let photoView = UIView()
    private let formView = UIView()
    private var tallConstraints: [NSLayoutConstraint] = []
    private var wideConstraints: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [photoView, formView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        tallConstraints = [
            photoView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            photoView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            photoView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            photoView.heightAnchor.constraint(equalToConstant: 300),
            formView.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 8),
            formView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            formView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            formView.heightAnchor.constraint(greaterThanOrEqualToConstant: 200),
            formView.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
        ]
        wideConstraints = [
            photoView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            photoView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            photoView.widthAnchor.constraint(equalToConstant: 200),
            photoView.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
            formView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            formView.leadingAnchor.constraint(equalTo: photoView.trailingAnchor, constant: 8),
            formView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            formView.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
        ]
        let isTall = traitCollection.verticalSizeClass != .compact
        NSLayoutConstraint.activate(isTall ? wideConstraints : tallConstraints)
    }
}
