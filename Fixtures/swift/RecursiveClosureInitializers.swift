import UIKit

// A convenience initializer the project adds to UIView that takes a closure and, while it runs, makes two more views
// through itself: at run time it would recurse without end. An initializer always runs on a new object, and a closure
// hides whether the arguments changed, so the reader takes the second call of the initializer while it is already
// running for a repetition and does not follow it (the view it would make is opened), instead of fanning out two calls a
// level down to its depth limit. The rest of the card is read as usual: its two required heights conflict.
// Likewise a helper handing its closure to two calls of itself on the same view (the tag below): the closure hides
// whether anything changed, so the second call is a repetition.
extension UIView {
    convenience init(styling: (UIView) -> Void) {
        self.init(frame: .zero)
        let front = UIView(styling: styling)
        let back = UIView(styling: styling)
        addSubview(front)
        addSubview(back)
        styling(self)
    }
}

final class StyledCard: UIView {
    private let face = UIView(styling: { $0.layer.cornerRadius = 4 })

    override init(frame: CGRect) {
        super.init(frame: frame)
        face.translatesAutoresizingMaskIntoConstraints = false
        addSubview(face)
        NSLayoutConstraint.activate([
            face.topAnchor.constraint(equalTo: topAnchor),
            face.leadingAnchor.constraint(equalTo: leadingAnchor),
            face.trailingAnchor.constraint(equalTo: trailingAnchor),
            face.heightAnchor.constraint(equalToConstant: 40),
            face.heightAnchor.constraint(equalToConstant: 60),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

extension UIView {
    func restyle(_ styling: (UIView) -> Void) {
        styling(self)
        restyle(styling)
        restyle(styling)
    }
}

final class StyledTag: UIView {
    private let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        caption.translatesAutoresizingMaskIntoConstraints = false
        addSubview(caption)
        caption.restyle { $0.alpha = 0.8 }
        NSLayoutConstraint.activate([
            caption.centerXAnchor.constraint(equalTo: centerXAnchor),
            caption.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
