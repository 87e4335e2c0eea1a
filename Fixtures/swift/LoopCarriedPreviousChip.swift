import SnapKit
import UIKit

/// Tags flow in rows: each pass makes a new chip and keeps it in `last` for the next pass. A chip starting a new row
/// goes below the previous pass's chip (`guard let previous = last`), never below itself: not reported. A chip
/// starting a row is also pinned to both sides of the cloud at a fixed 400 points, which no phone's width allows:
/// reported in that branch.
final class TagCloudViewController: UIViewController {
    private let cloud = UIView()
    private let tags = ["swift", "layout", "constraints", "cells"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(cloud)
        cloud.snp.makeConstraints { make in
            make.edges.equalTo(view.safeAreaLayoutGuide)
        }
        layoutTags()
    }

    private func makeTag(_ text: String) -> UIView {
        let tag = UIView()
        let label = UILabel()
        label.text = text
        tag.addSubview(label)
        label.snp.makeConstraints { make in
            make.top.equalTo(5)
            make.left.equalTo(12)
            make.bottom.equalTo(-5)
            make.right.equalTo(-12)
        }
        return tag
    }

    private func layoutTags() {
        var last: UIView?
        var rowWidth: CGFloat = 0
        let maxWidth = UIScreen.main.bounds.width - 40
        for text in tags {
            let tag = makeTag(text)
            cloud.addSubview(tag)
            let needed = tag.bounds.width + 20
            if rowWidth + needed <= maxWidth {
                tag.snp.makeConstraints { make in
                    make.height.equalTo(24)
                    if let last {
                        make.left.equalTo(last.snp.right).offset(20)
                        make.centerY.equalTo(last)
                    } else {
                        make.left.top.equalTo(0)
                    }
                }
                rowWidth += needed
                last = tag
            } else {
                guard let previous = last else { return }
                tag.snp.makeConstraints { make in
                    make.left.right.equalTo(cloud)
                    make.width.equalTo(400)
                    make.top.equalTo(previous.snp.bottom).offset(18)
                }
                rowWidth = tag.bounds.width
                last = tag
            }
        }
    }
}
