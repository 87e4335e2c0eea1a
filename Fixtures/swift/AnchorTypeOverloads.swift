import UIKit

/// Two private overloads differ only in the anchor type they take; Swift runs the one whose parameter type the
/// anchor has, so the horizontal call is inset from the leading edge, never from the top.
final class BannerSheetController: UIViewController {
    private let sheet = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sheet)
        let sideEdge = sheet.leadingAnchor
        NSLayoutConstraint.activate([
            insetEdge(sheet.topAnchor, by: 80),
            insetEdge(sideEdge, by: 16),
            sheet.widthAnchor.constraint(equalToConstant: 200),
            sheet.heightAnchor.constraint(equalToConstant: 120),
        ])
    }

    private func insetEdge(_ edge: NSLayoutYAxisAnchor, by distance: CGFloat) -> NSLayoutConstraint {
        edge.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: distance)
    }

    private func insetEdge(_ edge: NSLayoutXAxisAnchor, by distance: CGFloat) -> NSLayoutConstraint {
        edge.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: distance)
    }
}
