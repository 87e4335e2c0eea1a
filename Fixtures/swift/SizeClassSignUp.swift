import UIKit

/// The classic adaptive sign-up screen: one list of constraints per size class, made in the branches of an
/// `if … else`, kept in a stored property; the old list is deactivated first and the new one activated after
/// the branch; run from `viewDidLoad` and again from `traitCollectionDidChange`. Quiet on every device.
final class AdaptiveSignUpViewController: UIViewController {
    private let emblem = UIImageView()
    private let fields = UIView()
    private var currentLayout: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(emblem)
        view.addSubview(fields)
        emblem.translatesAutoresizingMaskIntoConstraints = false
        fields.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            emblem.widthAnchor.constraint(equalToConstant: 96),
            emblem.heightAnchor.constraint(equalToConstant: 96),
            fields.heightAnchor.constraint(equalToConstant: 240),
        ])
        arrangeForSizeClass()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            arrangeForSizeClass()
        }
    }

    private func arrangeForSizeClass() {
        NSLayoutConstraint.deactivate(currentLayout)
        if traitCollection.horizontalSizeClass == .regular {
            currentLayout = [
                emblem.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                emblem.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 48),
                fields.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                fields.leadingAnchor.constraint(equalTo: emblem.trailingAnchor, constant: 48),
                fields.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -48),
            ]
        } else {
            currentLayout = [
                emblem.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
                emblem.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                fields.topAnchor.constraint(equalTo: emblem.bottomAnchor, constant: 24),
                fields.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                fields.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            ]
        }
        NSLayoutConstraint.activate(currentLayout)
    }
}

/// The same screen with both lists made once in `viewDidLoad` and the branch only choosing one. Quiet.
final class PrebuiltSignUpViewController: UIViewController {
    private let emblem = UIImageView()
    private let fields = UIView()
    private var compactLayout: [NSLayoutConstraint] = []
    private var regularLayout: [NSLayoutConstraint] = []
    private var currentLayout: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(emblem)
        view.addSubview(fields)
        emblem.translatesAutoresizingMaskIntoConstraints = false
        fields.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            emblem.widthAnchor.constraint(equalToConstant: 96),
            emblem.heightAnchor.constraint(equalToConstant: 96),
            fields.heightAnchor.constraint(equalToConstant: 240),
        ])
        compactLayout = [
            emblem.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            emblem.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            fields.topAnchor.constraint(equalTo: emblem.bottomAnchor, constant: 24),
            fields.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            fields.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ]
        regularLayout = [
            emblem.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            emblem.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 48),
            fields.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            fields.leadingAnchor.constraint(equalTo: emblem.trailingAnchor, constant: 48),
            fields.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -48),
        ]
        arrange(for: traitCollection)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        arrange(for: traitCollection)
    }

    private func arrange(for traits: UITraitCollection) {
        NSLayoutConstraint.deactivate(currentLayout)
        if traits.horizontalSizeClass == .compact {
            currentLayout = compactLayout
        } else {
            currentLayout = regularLayout
        }
        NSLayoutConstraint.activate(currentLayout)
    }
}

/// The same swap written as a `switch` on the size class, the new list made in each case. Quiet.
final class SwitchedSignUpViewController: UIViewController {
    private let emblem = UIImageView()
    private let fields = UIView()
    private var currentLayout: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(emblem)
        view.addSubview(fields)
        emblem.translatesAutoresizingMaskIntoConstraints = false
        fields.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            emblem.widthAnchor.constraint(equalToConstant: 96),
            emblem.heightAnchor.constraint(equalToConstant: 96),
            fields.heightAnchor.constraint(equalToConstant: 240),
        ])
        rearrange()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        rearrange()
    }

    private func rearrange() {
        NSLayoutConstraint.deactivate(currentLayout)
        switch traitCollection.horizontalSizeClass {
        case .regular:
            currentLayout = [
                emblem.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                emblem.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 48),
                fields.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                fields.leadingAnchor.constraint(equalTo: emblem.trailingAnchor, constant: 48),
                fields.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -48),
            ]
        default:
            currentLayout = [
                emblem.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
                emblem.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                fields.topAnchor.constraint(equalTo: emblem.bottomAnchor, constant: 24),
                fields.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                fields.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            ]
        }
        NSLayoutConstraint.activate(currentLayout)
    }
}
