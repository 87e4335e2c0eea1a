import UIKit

/// A form in a scroll view: the column is pinned to the scroll view's edges, which for a view inside it are the
/// edges of what scrolls, and to its width, which is the frame's. The column's height comes from its labels.
final class ScrollingFormViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let column = UIStackView()
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        column.translatesAutoresizingMaskIntoConstraints = false
        column.axis = .vertical
        column.spacing = 12
        view.addSubview(scrollView)
        scrollView.addSubview(column)
        column.addArrangedSubview(titleLabel)
        column.addArrangedSubview(detailLabel)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            column.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 16),
            column.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -16),
            column.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -16),
            column.widthAnchor.constraint(equalTo: scrollView.widthAnchor, constant: -32),
        ])
    }
}
