import LayoutModel

/// Reads the properties after an item's name and class: `in parent`, `key=value` pairs and flags.
struct LayoutTextItemProperties {
    private(set) var entry: LayoutTextSceneDraft.ItemDraft
    let isRoot: Bool

    init(entry: LayoutTextSceneDraft.ItemDraft, isRoot: Bool) {
        self.entry = entry
        self.isRoot = isRoot
    }

    private static let flags = ["hidden", "autoresizing", "marginsrelative", "baselinerelative", "detached",
                                "xcodeambiguous", "xcodemisplaced", "open", "alignsnothing", "keepshiddenviews", "absentwhenhidden",
                                "marginsunknown"]
    private static let keys = ["intrinsic", "hugging", "compression", "autoresizing", "mask", "frame", "hidden", "margins",
                               "lines", "axis", "spacing", "distribution", "alignment", "arranged", "marginsrelative",
                               "baselinerelative", "detached", "xcodeambiguous", "xcodemisplaced", "open",
                               "stackhugging", "edgeinsets", "gravities", "alignsnothing", "keepshiddenviews", "absentwhenhidden",
                               "platform", "textfield", "marginsunknown"]

    mutating func read(_ cursor: inout TokenCursor) throws(LayoutTextError) {
        while let token = cursor.current {
            if token.isWord("in") && cursor.peek(1)?.isSymbol("=") != true {
                cursor.advance()
                let (name, column) = try cursor.name("a parent item name")
                entry.parent = LayoutTextItemReference(name: name, guide: nil, quoted: cursor.peek(-1)?.string != nil, column: column)
                continue
            }
            guard let word = token.word else {
                throw cursor.error(expected: "'in PARENT', a property such as intrinsic=120,21, or a flag such as hidden")
            }
            let key = word.lowercased()
            if cursor.peek(1)?.isSymbol("=") == true {
                cursor.advance()
                cursor.advance()
                guard cursor.current != nil, cursor.current?.followsSpace == false else {
                    throw cursor.error(expected: "a value after '\(word)='")
                }
                try property(key, value: cursor.gluedValue(), column: token.column)
            } else if Self.flags.contains(key) {
                cursor.advance()
                try property(key, value: [], column: token.column)
            } else {
                let hint = Self.keys.min { editDistance($0, key) < editDistance($1, key) }.map { "; did you mean '\($0)'?" } ?? ""
                throw LayoutTextError(column: token.column, message: "unknown item property '\(word)'\(hint)")
            }
        }
    }

    /// `open=vertical` (or horizontal, both; a bare `open` is both): something the file does not show places or sizes
    /// the item, as when a reader meets code it cannot follow.
    private func openAxes(_ text: String, column: Int) throws(LayoutTextError) -> [Axis] {
        switch text.lowercased() {
        case "", "both": return [.horizontal, .vertical]
        case "horizontal": return [.horizontal]
        case "vertical": return [.vertical]
        default: throw LayoutTextError(column: column, message: "expected open=horizontal, open=vertical or open=both, found '\(text)'")
        }
    }

    /// `marginsUnknown`: code the file does not show may have set the view's layout margins.
    private mutating func markMarginsUnknown(_ text: String, column: Int) throws(LayoutTextError) {
        var knowledge = entry.item.openness ?? Openness()
        knowledge.layoutMarginsUnknown = try boolean(text, default: true, column: column) ? true : nil
        entry.item.openness = knowledge.isFullyKnown ? nil : knowledge
    }

    /// `textField=13,single,bezel`: an AppKit text field's system font size (or `other`), whether its text stays on one
    /// line (`single`, `wrapping`) and its border (`none`, `bezel`, `other`).
    private func textFieldStyle(_ text: String, column: Int) throws(LayoutTextError) -> TextFieldStyle {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.lowercased() }
        let size = parts.first.flatMap { $0 == "other" ? nil : Double($0) }
        guard parts.count == 3, parts[0] == "other" || (size.map { $0.isFinite && $0 > 0 && $0 < 10_000 } ?? false),
              ["single", "wrapping"].contains(parts[1]), let border = TextFieldStyle.Border(rawValue: parts[2]) else {
            throw LayoutTextError(column: column, message:
                "expected textField=SIZE,LINES,BORDER (SIZE a system font size or other, LINES single or wrapping, BORDER none, bezel or other), found '\(text)'")
        }
        return TextFieldStyle(systemFontSize: size, isSingleLine: parts[1] == "single", border: border)
    }

    private mutating func stack() -> StackConfiguration {
        entry.item.stack ?? StackConfiguration()
    }

    private mutating func property(_ key: String, value: [LayoutTextToken], column: Int) throws(LayoutTextError) {
        let text = LayoutTextValues.text(value)
        switch key {
        case "intrinsic":
            entry.item.intrinsicSize = try LayoutTextValues.intrinsic(value, column: column)
        case "hugging":
            entry.item.contentHugging = try LayoutTextValues.priorities(value, column: column, what: "hugging")
        case "compression":
            entry.item.compressionResistance = try LayoutTextValues.priorities(value, column: column, what: "compression")
        case "autoresizing":
            entry.item.translatesAutoresizingMask = try boolean(text, default: true, column: column)
        case "detached":
            entry.isDetached = true
        case "platform":
            // `view strip: PagingStrip platform=UIScrollView`: the UIKit class a project class descends from.
            guard !text.isEmpty else { throw LayoutTextError(column: column, message: "expected platform=CLASS") }
            entry.item.platformClass = text
        case "open":
            entry.item.open(try openAxes(text, column: column), because: "declared open in the file")
        case "hidden":
            entry.item.isHidden = try boolean(text, default: true, column: column)
        case "absentwhenhidden":
            entry.item.hiddenMeansAbsent = try boolean(text, default: true, column: column) ? true : nil
        case "xcodeambiguous", "xcodemisplaced":
            // Either flag, even `=false`, says the item comes from a tool that saves such flags.
            var flags = entry.item.designTimeFlags ?? DesignTimeFlags()
            let value = try boolean(text, default: true, column: column)
            if key == "xcodeambiguous" { flags.ambiguous = value } else { flags.misplaced = value }
            entry.item.designTimeFlags = flags
        case "marginsrelative":
            var configuration = stack()
            configuration.isLayoutMarginsRelativeArrangement = try boolean(text, default: true, column: column)
            entry.item.stack = configuration
        case "baselinerelative":
            var configuration = stack()
            configuration.isBaselineRelativeArrangement = try boolean(text, default: true, column: column)
            entry.item.stack = configuration
        case "mask":
            entry.item.autoresizingMask = try mask(text, column: column)
            entry.item.translatesAutoresizingMask = true
        case "frame":
            let numbers = try LayoutTextValues.numbers(value, count: 4, column: column, what: "frame")
            entry.item.frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        case "margins":
            let numbers = try LayoutTextValues.numbers(value, count: 4, column: column, what: "margins")
            entry.item.layoutMargins = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        case "marginsunknown": try markMarginsUnknown(text, column: column)
        case "textfield": entry.item.textFieldStyle = try textFieldStyle(text, column: column)
        case "lines":
            guard let lines = Int(text), lines >= 0 else {
                throw LayoutTextError(column: column, message: "expected lines=N with N ≥ 0 (0 = unlimited), found '\(text)'")
            }
            entry.item.numberOfLines = lines
        case "axis":
            guard let axis = Axis(rawValue: text.lowercased()) else {
                throw LayoutTextError(column: column, message: "expected axis=horizontal or axis=vertical, found '\(text)'")
            }
            var configuration = stack()
            configuration.axis = axis
            entry.item.stack = configuration
        case "spacing":
            var configuration = stack()
            configuration.spacing = try LayoutTextValues.number(text, column: column, what: "spacing")
            entry.item.stack = configuration
        case "distribution":
            guard let distribution = StackConfiguration.Distribution.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
                throw LayoutTextError(column: column, message: "unknown distribution '\(text)': expected "
                    + StackConfiguration.Distribution.allCases.map(\.rawValue).joined(separator: ", "))
            }
            var configuration = stack()
            configuration.distribution = distribution
            entry.item.stack = configuration
        case "alignment":
            guard let alignment = StackConfiguration.Alignment.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
                throw LayoutTextError(column: column, message: "unknown alignment '\(text)': expected "
                    + StackConfiguration.Alignment.allCases.map(\.rawValue).joined(separator: ", "))
            }
            var configuration = stack()
            configuration.alignment = alignment
            entry.item.stack = configuration
        case "stackhugging", "edgeinsets", "gravities", "alignsnothing", "keepshiddenviews":
            try appKitProperty(key, value: value, column: column)
        case "arranged":
            entry.item.stack = stack()
            entry.arranged = value.filter { !$0.isSymbol(",") }.compactMap { token in
                guard let name = token.string ?? token.word else { return nil }
                return LayoutTextItemReference(name: name, guide: nil, quoted: token.string != nil, column: token.column)
            }
        default:
            throw LayoutTextError(column: column, message: "unknown item property '\(key)'")
        }
    }

    /// An NSStackView's own settings: `stackHugging=H,V`, `edgeInsets=top,left,bottom,right`,
    /// `gravities=leading,center,trailing` (one per arranged view), `alignsNothing` (alignment notAnAttribute),
    /// `keepsHiddenViews` (`detachesHiddenViews` off).
    private mutating func appKitProperty(_ key: String, value: [LayoutTextToken], column: Int) throws(LayoutTextError) {
        var configuration = stack()
        var settings = configuration.appKit ?? AppKitStackSettings()
        switch key {
        case "stackhugging":
            settings.hugging = try LayoutTextValues.priorities(value, column: column, what: "stackHugging")
        case "edgeinsets":
            let numbers = try LayoutTextValues.numbers(value, count: 4, column: column, what: "edgeInsets")
            settings.edgeInsets = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        case "gravities":
            settings.gravities = try value.filter { !$0.isSymbol(",") }.map { token throws(LayoutTextError) in
                guard let word = token.word, let gravity = AppKitStackSettings.Gravity(rawValue: word.lowercased()) else {
                    throw LayoutTextError(column: token.column, message: "expected gravities of leading, center or trailing")
                }
                return gravity
            }
        case "keepshiddenviews":
            settings.detachesHiddenViews = false
        default:
            settings.alignsViews = false
        }
        configuration.appKit = settings
        entry.item.stack = configuration
    }

    private func boolean(_ text: String, default defaultValue: Bool, column: Int) throws(LayoutTextError) -> Bool {
        switch text.lowercased() {
        case "": return defaultValue
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw LayoutTextError(column: column, message: "expected true or false, found '\(text)'")
        }
    }

    /// `flexibleWidth|flexibleHeight`, `none`, or the runtime's `h=-&- v=--&` in quotes.
    private func mask(_ text: String, column: Int) throws(LayoutTextError) -> AutoresizingMask {
        if let mask = AutoresizingMask(runtimeNotation: text) { return mask }
        if text.lowercased() == "none" { return [] }
        var mask = AutoresizingMask()
        for name in text.split(separator: "|") {
            guard let option = AutoresizingMask.names.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw LayoutTextError(column: column, message: "unknown autoresizing option '\(name)': expected "
                    + AutoresizingMask.names.map(\.name).joined(separator: ", ") + " joined by '|'")
            }
            mask.insert(option.mask)
        }
        return mask
    }
}
