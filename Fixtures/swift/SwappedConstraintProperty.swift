import AppKit

// A card's position is one constraint kept in a property whose observer swaps it: assigning a new constraint
// deactivates the one it replaces (`oldValue`) and activates the new one. The board first places the card under
// the header, then moves it to the header's top: only the second placement holds, nothing conflicts. The note's
// property only activates what it is given, so its second placement joins the first (reported).
final class Card: NSView {
    weak var top: NSLayoutConstraint! {
        didSet {
            oldValue?.isActive = false
            top.isActive = true
        }
    }

    init() {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        heightAnchor.constraint(equalToConstant: 30).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class Note: NSView {
    weak var top: NSLayoutConstraint! { didSet { top.isActive = true } }

    init() {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        heightAnchor.constraint(equalToConstant: 20).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class Board: NSView {
    private let header = NSView()

    override init(frame: NSRect) {
        super.init(frame: frame)
        header.translatesAutoresizingMaskIntoConstraints = false
        addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: topAnchor),
            header.leftAnchor.constraint(equalTo: leftAnchor),
            header.widthAnchor.constraint(equalToConstant: 120),
            header.heightAnchor.constraint(equalToConstant: 30),
        ])

        let card = Card()
        addSubview(card)
        card.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
        card.widthAnchor.constraint(equalToConstant: 120).isActive = true
        card.top = card.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 40)
        card.top = card.topAnchor.constraint(equalTo: header.topAnchor)

        let note = Note()
        addSubview(note)
        note.rightAnchor.constraint(equalTo: rightAnchor).isActive = true
        note.widthAnchor.constraint(equalToConstant: 80).isActive = true
        note.top = note.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8)
        note.top = note.topAnchor.constraint(equalTo: header.topAnchor)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
