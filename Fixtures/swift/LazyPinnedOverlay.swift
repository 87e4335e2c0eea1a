import Cocoa

/// An overlay bar that pins itself to whatever view it is added to: its constraints to the superview are lazy
/// properties, activated from `viewDidMoveToSuperview` through a helper. AppKit calls that hook once the bar is
/// in its superview, before layout, so they are active. The visual formats use a relation and a priority
/// without parentheses, which the runtime accepts. Quiet.
final class PinnedOverlayBar: NSView {
    private let caption = NSTextField(labelWithString: "")
    private lazy var leadingPin = leadingAnchor.constraint(equalTo: superview!.leadingAnchor)
    private lazy var trailingPin = superview!.trailingAnchor.constraint(greaterThanOrEqualTo: trailingAnchor)

    init() {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        caption.translatesAutoresizingMaskIntoConstraints = false
        addSubview(caption)
        var captionConstraints: [NSLayoutConstraint] = []
        captionConstraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-2@750-[caption]-2-|", metrics: nil, views: ["caption": caption])
        captionConstraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-6-[caption]-6-|", metrics: nil, views: ["caption": caption])
        NSLayoutConstraint.activate(captionConstraints)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidMoveToSuperview() {
        super.viewDidMoveToSuperview()
        guard superview != nil else { return }
        let vertical = NSLayoutConstraint.constraints(withVisualFormat: "V:|->=0-[bar]-0-|", metrics: nil, views: ["bar": self])
        NSLayoutConstraint.activate(vertical)
        pin()
    }

    private func pin() {
        NSLayoutConstraint.activate([leadingPin, trailingPin])
    }
}

/// Adds the bar to its content view.
final class ReaderPaneController: NSViewController {
    private let bar = PinnedOverlayBar()

    override func loadView() {
        view = NSView()
        view.addSubview(bar)
    }
}

/// The same pattern with a real mistake: the badge pins its width to 120 when it moves to its superview, but its
/// caption needs 200 + 6 + 6 at required priority. Found.
final class PinnedWidthBadge: NSView {
    private let caption = NSTextField(labelWithString: "")
    private lazy var fixedWidth = widthAnchor.constraint(equalToConstant: 120)

    init() {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        caption.translatesAutoresizingMaskIntoConstraints = false
        addSubview(caption)
        NSLayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 6),
            trailingAnchor.constraint(equalTo: caption.trailingAnchor, constant: 6),
            caption.widthAnchor.constraint(equalToConstant: 200),
            caption.topAnchor.constraint(equalTo: topAnchor),
            caption.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidMoveToSuperview() {
        super.viewDidMoveToSuperview()
        fixedWidth.isActive = true
    }
}
