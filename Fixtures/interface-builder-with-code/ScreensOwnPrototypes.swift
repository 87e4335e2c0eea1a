import UIKit

/// Each screen dequeues the rows its own scene holds (ScreensOwnPrototypes.storyboard).
final class CertificateOptionsController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "FieldRow", for: indexPath)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let advanced = storyboard?.instantiateViewController(withIdentifier: "AdvancedOptions") else { return }
        navigationController?.pushViewController(advanced, animated: true)
    }
}

final class AdvancedOptionsController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "SwitchRow", for: indexPath)
    }
}
