import UIKit
import SnapKit
import PanelKit

// `make.fitHeight(56)` is a maker method of a package the reader does not see: it may fix the footer's height, so
// the footer is open and its content's missing top link is not a finding.
final class SortSheetView: UIView {
    private let footer = UIView()
    private let applyButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(footer)
        footer.snp.makeConstraints { make in
            make.fitHeight(56)
            make.leading.trailing.bottom.equalToSuperview()
        }
        footer.addSubview(applyButton)
        applyButton.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
            make.leading.trailing.equalToSuperview().inset(24)
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

// The same shape with SnapKit's own vocabulary only: nothing gives the header a height.
final class SortHeaderView: UIView {
    private let header = UIView()
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(header)
        header.snp.makeConstraints { make in
            make.leading.trailing.top.equalToSuperview()
        }
        header.addSubview(titleLabel)
        titleLabel.snp.makeConstraints { make in
            make.bottom.equalToSuperview()
            make.leading.equalToSuperview().inset(24)
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
