import UIKit

/// A view that makes its own table: its row height is set where the table is made, in a `lazy var` of the view.
final class ReminderSettingsView: UIView {
    lazy var tableView: UITableView = {
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 60
        table.separatorStyle = .singleLine
        return table
    }()
}

final class ReminderToggleCell: UITableViewCell {}

/// Fills the view's table: the rows are the view's 60 points, not self-sizing.
final class ReminderSettingsController: UIViewController, UITableViewDataSource {
    private let settingsView = ReminderSettingsView()

    override func loadView() {
        view = settingsView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        settingsView.tableView.dataSource = self
        settingsView.tableView.register(UINib(nibName: "ReminderToggleCell", bundle: nil), forCellReuseIdentifier: "ReminderToggleCell")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "ReminderToggleCell", for: indexPath) as! ReminderToggleCell
    }
}

/// The same shape with a view whose table keeps UIKit's self-sizing rows.
final class PantryListView: UIView {
    lazy var tableView: UITableView = {
        let table = UITableView(frame: .zero, style: .plain)
        table.separatorStyle = .none
        return table
    }()
    let themeCenter = PantryTheme()
}

final class PantryItemCell: UITableViewCell {}

final class PantryTheme {
    static let shared = PantryTheme()
    func register(client: AnyObject) {}
}

final class PantryListController: UIViewController, UITableViewDataSource {
    private let listView = PantryListView()

    override func loadView() {
        view = listView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        listView.tableView.dataSource = self
        listView.tableView.register(UINib(nibName: "PantryItemCell", bundle: nil), forCellReuseIdentifier: "PantryItemCell")
        // A shared object's `register` takes no cells: it says nothing of the rows.
        PantryTheme.shared.register(client: self)
        listView.themeCenter.register(client: self)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "PantryItemCell", for: indexPath) as! PantryItemCell
    }
}

/// A table class that turns its separators off where it is made.
final class ShelfTableView: UITableView {
    override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        separatorStyle = .none
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class ShelfView: UIView {
    lazy var tableView: ShelfTableView = {
        let table = ShelfTableView(frame: .zero, style: .plain)
        table.rowHeight = 60
        return table
    }()
}

final class ShelfRowCell: UITableViewCell {}

/// Fills the shelf's table: 60-point rows with no separator line taking half a point.
final class ShelfController: UIViewController, UITableViewDataSource {
    private let shelfView = ShelfView()

    override func loadView() {
        view = shelfView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        shelfView.tableView.dataSource = self
        shelfView.tableView.register(UINib(nibName: "ShelfRowCell", bundle: nil), forCellReuseIdentifier: "ShelfRowCell")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "ShelfRowCell", for: indexPath) as! ShelfRowCell
    }
}
