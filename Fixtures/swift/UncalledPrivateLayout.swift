import SnapKit
import UIKit

/// A private method can only be called from its own file: the field's `relayout()`, which nothing calls, never
/// repeats the width its initializer made (not reported, even in a lint of part of an app). The hint label's
/// initializer states its height twice itself: reported.
public final class PinFieldView: UIView {
    private let textField = UITextField()
    private let hint = UILabel()

    public init() {
        super.init(frame: .zero)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .leading
        addSubview(stack)
        stack.addArrangedSubview(textField)
        stack.addArrangedSubview(hint)
        stack.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        textField.snp.makeConstraints { make in
            make.width.equalToSuperview()
        }
        hint.snp.makeConstraints { make in
            make.height.equalTo(18)
            make.height.equalTo(18)
        }
    }

    required init?(coder: NSCoder) { fatalError() }

    private func relayout() {
        textField.snp.makeConstraints {
            $0.width.equalToSuperview()
        }
    }
}
