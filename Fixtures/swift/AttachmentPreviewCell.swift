import UIKit

/// A cell whose preview arrives later, from a loader the reader cannot follow. The optional stored property
/// has no initial value, so it is nil while the cell is made: the guard in `layoutPreview()` leaves before any
/// constraint, and nothing relates a preview that is not in the cell yet to the content view. When the preview
/// is assigned, its observer adds it and lays it out. The guard also reads the shorthand `guard let preview`.
final class AttachmentPreviewCell: UICollectionViewCell {
    let expandButton = UIButton()
    var previewView: UIView? {
        didSet {
            guard let previewView else { return }
            previewView.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(previewView)
            layoutPreview()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        expandButton.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(expandButton)
        NSLayoutConstraint.activate([
            expandButton.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            expandButton.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            expandButton.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
        layoutPreview()
    }

    required init?(coder: NSCoder) { fatalError() }

    func showPreview(from loader: PreviewLoader) {
        loader.load { [weak self] view in
            self?.previewView = view
        }
    }

    func layoutPreview() {
        guard let previewView = previewView else { return }
        NSLayoutConstraint.activate([
            previewView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            previewView.trailingAnchor.constraint(equalTo: expandButton.leadingAnchor, constant: -8),
            previewView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            previewView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }
}

// The attachment strip asks its cells to size themselves (a collection view only lets them when asked).
final class AttachmentStripLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    }
}
