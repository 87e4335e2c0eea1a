import UIKit

/// Project subclasses of UIKit controls whose names do not say what they are: a check box that is a button,
/// a caption that is a label (through a project label class), a segmented control named as a picker. Each
/// sizes itself as its UIKit class does, so pinning one by its position is enough. A plain view named like a
/// button does not size itself: pinned only by its position, its size is left open.
class CheckBox: UIButton {
    var isChecked = false
}

final class RoundCheckBox: CheckBox {}

class BodyText: UILabel {}

final class Caption: BodyText {}

final class ModePicker: UISegmentedControl {}

final class ShareButton: UIView {
    let iconView = UIImageView()
}

final class ChecklistRowView: UIView {
    let checkBox = RoundCheckBox()
    let caption = Caption()
    let modePicker = ModePicker(items: ["List", "Grid"])
    let shareButton = ShareButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [checkBox, caption, modePicker, shareButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            checkBox.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            checkBox.centerYAnchor.constraint(equalTo: centerYAnchor),
            caption.leadingAnchor.constraint(equalTo: checkBox.trailingAnchor, constant: 8),
            caption.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            caption.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            modePicker.leadingAnchor.constraint(equalTo: caption.trailingAnchor, constant: 8),
            modePicker.centerYAnchor.constraint(equalTo: centerYAnchor),
            shareButton.leadingAnchor.constraint(equalTo: modePicker.trailingAnchor, constant: 8),
            shareButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            shareButton.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
