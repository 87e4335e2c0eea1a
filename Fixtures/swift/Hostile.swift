import UIKit

// Deliberately broken Swift: the reader must report, recover and keep reading.
let broken = "never closed
let raw = #"also "never" closed
/* an /* unclosed */ nested comment is closed here */
let regex = /[a-z]+/
let tuple = (1, (2, (3, (4, (5, (6, (7, (8, (9, (10))))))))))

final class SurvivorView: UIView {
    let label = UILabel()

    func setUp() {
        addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
        let interpolated = "\(label.text ?? "\("nested")")"
        if let x = ((((((((((((((((((((1)))))))))))))))))))) { _ = x }
    }
}

class Unfinished: UIView {
    func half() {
        let y = [1, 2
        addSubview(UIView(
}
