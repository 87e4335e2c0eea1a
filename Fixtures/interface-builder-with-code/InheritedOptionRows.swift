import UIKit

final class OptionToggleCell: UITableViewCell {}
final class AlarmToggleCell: UITableViewCell {}

/// Registers the option cell's nib on the table of whichever subclass runs it; it has no scene of its own.
class BaseOptionsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "OptionToggleCell", bundle: nil), forCellReuseIdentifier: "OptionToggleCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "OptionToggleCell", for: indexPath)
    }
}

final class AudioOptionsController: BaseOptionsController {}
final class VideoOptionsController: BaseOptionsController {}

/// The same registration, inherited by a controller whose scene draws rows that size themselves.
class BaseAlarmListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "AlarmToggleCell", bundle: nil), forCellReuseIdentifier: "AlarmToggleCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "AlarmToggleCell", for: indexPath)
    }
}

final class MorningAlarmsController: BaseAlarmListController {}

final class MoodRowCell: UITableViewCell {}

/// Registers its rows' nib on the table its own scene draws; a subclass made in code answers heights of its own.
class MoodListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "MoodRowCell", bundle: nil), forCellReuseIdentifier: "MoodRowCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "MoodRowCell", for: indexPath)
    }
}

final class MoodFilterController: MoodListController {
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 54 }
}
