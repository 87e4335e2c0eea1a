import LayoutModel

/// The rules the readers and the command report themselves (they are not checks over a scene, so they are not
/// `LintRule`s): documented, listed by `layoutlint rules`, in SARIF's rule list, configurable in `.layoutlint.json`
/// like every other rule. The ids must equal the readers' `ReaderRuleID` constants (a test compares them; this
/// module does not depend on the readers).
public enum ToolRules {
    public static let syntaxError = RuleDescription(
        id: "syntax_error", name: "Syntax error", severity: .error,
        rationale: """
            A `.layout`, `.layout.json` or Interface Builder file that could not be parsed at this point. The reader \
            skips what it cannot parse and reads the rest of the file, so other findings in it are still reported; \
            because the constraints it skipped are not checked, a syntax error makes `layoutlint lint` exit with 1 \
            (input that could not be read) rather than 2.
            """,
        triggeringExamples: [
            "root r\nview a in r\na.top == r.top +\n",
            "root r\nview a in r\na.top ≈ r.top\n",
        ],
        nonTriggeringExamples: [
            "root r\nview a in r\na.top == r.top + 8\n",
        ])

    public static let unreadableFile = RuleDescription(
        id: "unreadable_file", name: "Unreadable file", severity: .error,
        rationale: """
            A file found or named for linting that could not be read: not text, not valid UTF-8 (the message names \
            the line and column of the first bad byte), or not readable by this user. An Objective-C or C file \
            (`.h`, `.m`, `.mm`) that is not UTF-8 is read as ISO Latin-1 instead, as clang builds it. It makes `layoutlint lint` \
            exit with 1. A path on the command line that does not exist is not a finding but an error of the \
            command (`layoutlint: error: no such file or folder: 'Path'`).
            """)

    public static let invalidVisualFormat = RuleDescription(
        id: "invalid_visual_format", name: "Invalid visual format", severity: .error,
        rationale: """
            A Visual Format Language string passed to `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` \
            that the method throws on at run time: a format it cannot parse (the message gives the character), a \
            view name that is not a key of the `views` dictionary, or a name whose value is known to be no view — a \
            view controller given instead of its view, a string, a number — which the method sends view messages to \
            (an "unrecognized selector" exception). Reported by the Swift and Objective-C readers.
            """,
        triggeringExamples: [
            "NSLayoutConstraint.constraints(withVisualFormat: \"H:|-[title]-|-\", metrics: nil, views: [\"title\": titleLabel])\n",
            "NSLayoutConstraint.constraints(withVisualFormat: \"V:|-[title]-[subtitle]-|\", metrics: nil, views: [\"title\": titleLabel])\n",
            "NSLayoutConstraint.constraints(withVisualFormat: \"H:|-[title]-|\", metrics: nil, views: [\"title\": \"Title\"])\n",
        ],
        nonTriggeringExamples: [
            "NSLayoutConstraint.constraints(withVisualFormat: \"H:|-[title]-|\", metrics: nil, views: [\"title\": titleLabel])\n",
            // One predicate between the dashes needs no parentheses at run time, relation and priority included.
            "NSLayoutConstraint.constraints(withVisualFormat: \"V:|-8@750-[title]->=8-|\", metrics: nil, views: [\"title\": titleLabel])\n",
        ])

    public static let cellContentView = RuleDescription(
        id: "cell_content_view", name: "Control below a cell's content view", severity: .warning,
        rationale: """
            A button, switch, text field or other control that a table view cell made in code adds to the cell \
            itself in `init(style:reuseIdentifier:)`, before anything asked for the cell's `contentView`. Since iOS 14 \
            UIKit makes the content view lazily and, when nothing asked for it first, adds it when the cell is \
            displayed, on top of the cell's other subviews: it covers the control, which shows but takes no \
            touches. A button or custom control counts only when some code gives it an action (`addTarget`, \
            `addAction`, `rx.tap`, a menu): one without is decoration and loses nothing. A plain view added the same \
            way (a card) is reported when it holds such a control; a control made the cell's `accessoryView` is \
            not, UIKit places it beside the content view. Code elsewhere that lets touches through the \
            content view of cells of that class (`cell.contentView.isUserInteractionEnabled = false` beside \
            `as! TheCell` in a data source) is taken as the fix too. Add the control to `contentView` (where Apple's documentation puts a cell's custom views, so they \
            also move with the cell in editing mode). Reported by the Swift and Objective-C readers at the \
            `addSubview` (`initWithStyle:reuseIdentifier:` in Objective-C), only for a \
            cell whose class no Interface Builder file names (a nib's cell holds its content view already) and only \
            when the reader followed every call before it; code that moves the content view or lets touches through \
            it (`contentView.isUserInteractionEnabled = false`, `bringSubviewToFront`) is taken as the fix.
            """,
        triggeringExamples: [
            """
            final class ToggleCell: UITableViewCell {
                let toggle = UISwitch()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    addSubview(toggle)
                    toggle.translatesAutoresizingMaskIntoConstraints = false
                    toggle.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
                    toggle.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class ToggleCell: UITableViewCell {
                let toggle = UISwitch()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(toggle)
                    toggle.translatesAutoresizingMaskIntoConstraints = false
                    toggle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
                    toggle.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """,
            """
            final class BadgeCell: UITableViewCell {
                let badge = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    addSubview(badge)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    badge.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
                    badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """,
        ])

    public static let constraintsAddedRepeatedly = RuleDescription(
        id: "constraints_added_repeatedly", name: "Constraints added on every run", severity: .warning,
        rationale: """
            Code that makes new constraints in a method UIKit runs many times on the same object, and removes none: \
            `layoutSubviews()`, `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()` (every layout pass; `layout()`, \
            `viewWillLayout()`, `viewDidLayout()` in AppKit), `updateConstraints()` / `updateViewConstraints()` \
            (whenever an update is requested), `prepareForReuse()`, \
            a data source's `tableView(_:cellForRowAt:)` / `collectionView(_:cellForItemAt:)` (also on the cell it \
            dequeues), a control's value-changed action, a handler of the keyboard's or the device orientation's \
            notifications (a `#selector` registered for one, or the closure a `publisher(for:)` / `addObserver(forName:)` \
            statement runs), or a cell's method or property observer that a data source \
            calls on the cells it dequeues (`cell.configure(with: item)` after `dequeueReusableCell`, matched by its full \
            signature; a cell registration's handler too; only where the list's file reloads it or feeds it from a diffable \
            or reactive source, since a list of a few fixed rows may configure each cell once), since tables \
            and collection views hand the same cell back for other rows. Each run makes new constraint objects and \
            activates them beside the earlier ones (SnapKit's `makeConstraints` too): they pile up, slow every layout \
            pass, and once two runs differ — another row's data, another branch — UIKit logs "Unable to \
            simultaneously satisfy constraints" and breaks one. Make the constraints once (in the initializer, \
            `viewDidLoad` or `awakeFromNib`), keep the ones that change and set their `constant` or `isActive` here; or \
            remove the old ones first (`NSLayoutConstraint.deactivate`, SnapKit's `remakeConstraints`, Masonry's \
            `mas_remakeConstraints`). Reported by the Swift and Objective-C readers (anchors, `NSLayoutConstraint`, visual \
            formats, SnapKit, Masonry, PureLayout) at the first statement making them, with the others as notes, only when the views are ones the object keeps (itself, its stored properties, its \
            content view), the method and the methods it calls switch nothing off or replace nothing (`deactivate`, \
            `isActive = false`, `removeConstraint`, `remakeConstraints`, `updateConstraints`, `removeFromSuperview`, \
            a priority change), and nothing before the statement tests something the object keeps (a \
            `didSetupConstraints` flag, a stored constraint compared with nil, its `subviews` or `constraints`): a \
            test of the run's data (`if item.hasImage`, a property only the initializer or other objects set, a stored height) does \
            not stop it. `NSLayoutConstraint.deactivate` given constraints made right there removes nothing and holds \
            nothing back (a note says so). A cell whose `prepareForReuse()` removes \
            constraints is taken to start each configuring afresh. A screen's `viewWillAppear(_:)` is not counted: whether the \
            screen appears again depends on how it is shown (a sheet does not hide it), which the code rarely says.
            """,
        triggeringExamples: [
            """
            final class AvatarView: UIView {
                let imageView = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(imageView)
                    imageView.translatesAutoresizingMaskIntoConstraints = false
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    NSLayoutConstraint.activate([
                        imageView.widthAnchor.constraint(equalToConstant: bounds.height),
                        imageView.heightAnchor.constraint(equalTo: heightAnchor),
                    ])
                }
            }
            """,
            """
            final class PriceCell: UITableViewCell {
                let priceLabel = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(priceLabel)
                    priceLabel.translatesAutoresizingMaskIntoConstraints = false
                }
                required init?(coder: NSCoder) { fatalError() }
                func configure(price: String, highlighted: Bool) {
                    priceLabel.text = price
                    if highlighted {
                        priceLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 24).isActive = true
                    } else {
                        priceLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16).isActive = true
                    }
                }
            }
            final class PriceList: UITableViewController {
                func pricesChanged() { tableView.reloadData() }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "price", for: indexPath) as! PriceCell
                    cell.configure(price: "1", highlighted: indexPath.row == 0)
                    return cell
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class AvatarView: UIView {
                let imageView = UIImageView()
                private var didSetUpConstraints = false
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(imageView)
                    imageView.translatesAutoresizingMaskIntoConstraints = false
                }
                required init?(coder: NSCoder) { fatalError() }
                override func updateConstraints() {
                    if !didSetUpConstraints {
                        imageView.heightAnchor.constraint(equalTo: heightAnchor).isActive = true
                        didSetUpConstraints = true
                    }
                    super.updateConstraints()
                }
            }
            """,
            """
            final class AvatarView: UIView {
                let imageView = UIImageView()
                private lazy var widthConstraint = imageView.widthAnchor.constraint(equalToConstant: 0)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(imageView)
                    imageView.translatesAutoresizingMaskIntoConstraints = false
                    widthConstraint.isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    widthConstraint.constant = bounds.height
                }
            }
            """,
            """
            final class AvatarView: UIView {
                let imageView = UIImageView()
                private var sizeConstraints: [NSLayoutConstraint] = []
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(imageView)
                    imageView.translatesAutoresizingMaskIntoConstraints = false
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    NSLayoutConstraint.deactivate(sizeConstraints)
                    sizeConstraints = [imageView.widthAnchor.constraint(equalToConstant: bounds.height)]
                    NSLayoutConstraint.activate(sizeConstraints)
                }
            }
            """,
        ])

    public static let unusedSuppression = RuleDescription(
        id: "unused_suppression", name: "Unused suppression", severity: .warning,
        rationale: """
            A `layoutlint:disable…` comment that suppresses nothing (the finding it was written for is gone), that \
            names a rule that does not exist, an `enable` without its `disable`, or a directive that is not one of \
            `disable`, `enable`, `disable:next`, `disable:this`. Remove the comment or fix the rule id. It cannot be \
            suppressed by a comment; turn it off with `"disabled_rules": ["unused_suppression"]`.
            """,
        triggeringExamples: [
            "root r\nview a in r\n# layoutlint:disable:next syntax_error\na.top == r.top\n",
            "root r\n# layoutlint:disable:next no_such_rule\nview a in r\n",
        ],
        nonTriggeringExamples: [
            "root r\n# layoutlint:disable:next syntax_error\nview a in r ===\n",
        ])

    public static let sceneTooLarge = RuleDescription(
        id: "scene_too_large", name: "Scene too large", severity: .error,
        rationale: """
            A scene larger than layoutlint analyses: more than 4,000 constraints, views nested more than 100 \
            deep, or chains of dependent constraints so long that solving them fills the solver's tableau past \
            1,500,000 entries (see docs/limits.md). No rule was checked on it, so the run fails rather than passing a layout \
            nobody looked at. Split the screen into views of its own, or exclude the file.
            """)

    /// In the order `layoutlint rules` lists them, after the lint rules.
    public static let all: [RuleDescription] = [
        syntaxError, unreadableFile, invalidVisualFormat, cellContentView, constraintsAddedRepeatedly, unusedSuppression, sceneTooLarge,
    ]
}

extension RuleRegistry {
    /// Every rule id a diagnostic can carry: the lint rules' and the tool's own.
    public static var allDescriptions: [RuleDescription] { all.map(\.description) + ToolRules.all }

    /// The description of any rule, lint or tool.
    public static func description(id: String) -> RuleDescription? {
        allDescriptions.first { $0.id == id }
    }
}
