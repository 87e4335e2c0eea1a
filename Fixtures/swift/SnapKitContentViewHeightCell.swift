import UIKit
import SnapKit

// SnapKit's makeConstraints turns the receiver's autoresizing flag off, here the content view's: UIKit logs that this
// is unsupported for a table cell (content_view_autoresizing). The content view then has no frame UIKit states, so
// neither a conflict with the row's estimated height nor a content view covering the cell's own button is claimed.
final class ProfilePhotoCell: UITableViewCell {
    let replaceButton = UIButton(type: .system)
    private let photo = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addSubview(photo)
        addSubview(replaceButton)
        photo.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.top.equalToSuperview().offset(12)
            make.size.equalTo(88)
        }
        replaceButton.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.top.equalTo(photo.snp.bottom).offset(6)
        }
        contentView.snp.makeConstraints { make in
            make.height.equalTo(150)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ProfilePhotoViewController: UIViewController, UITableViewDataSource {
    private let photoTable = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(photoTable)
        photoTable.snp.makeConstraints { $0.edges.equalToSuperview() }
        photoTable.register(ProfilePhotoCell.self, forCellReuseIdentifier: "photo")
        photoTable.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath) as! ProfilePhotoCell
        cell.replaceButton.addTarget(self, action: #selector(replacePhoto), for: .touchUpInside)
        return cell
    }

    @objc private func replacePhoto() {}
}
