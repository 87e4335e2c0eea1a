/// A rule's example in a language users write (Swift, Objective-C or Interface Builder), run by the tests and shown
/// on the rule's page. In a triggering example a `↓` stands just before each place the rule reports.
public struct SourceExample: Hashable, Sendable {
    /// The languages an example can be written in.
    public enum Language: String, Hashable, Sendable, CaseIterable {
        case swift
        case objectiveC
        case interfaceBuilder

        /// The info string of the fenced block the example is rendered in.
        public var fence: String {
            switch self {
            case .swift: "swift"
            case .objectiveC: "objc"
            case .interfaceBuilder: "xml"
            }
        }

        /// The name users know the language by.
        public var displayName: String {
            switch self {
            case .swift: "Swift"
            case .objectiveC: "Objective-C"
            case .interfaceBuilder: "Interface Builder"
            }
        }
    }

    /// A 1-based line and column in the example's text without its markers.
    public struct Position: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// 1-based line.
        public var line: Int
        /// 1-based column, counted in characters.
        public var column: Int

        /// A position at `line`, `column`.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }

        public var description: String { "\(line):\(column)" }
    }

    /// What marks the place of an expected finding; it is not part of the source.
    public static let marker: Character = "↓"

    /// The language the example is written in.
    public var language: Language
    /// The example as shown on the rule's page, markers included.
    public var text: String
    /// Whether the rule must report it (at the markers) or stay silent.
    public var triggers: Bool

    /// An example in `language`; `text` carries a `↓` before each expected finding when `triggers`.
    public init(_ language: Language, _ text: String, triggers: Bool) {
        self.language = language
        self.text = text
        self.triggers = triggers
    }

    /// An example the rule must report at its `↓` markers.
    public static func triggering(_ language: Language, _ text: String) -> SourceExample {
        SourceExample(language, text, triggers: true)
    }

    /// An example the rule must accept.
    public static func nonTriggering(_ language: Language, _ text: String) -> SourceExample {
        SourceExample(language, text, triggers: false)
    }

    /// The text the readers read: the example without its markers.
    public var source: String {
        text.filter { $0 != Self.marker }
    }

    /// Where the markers stand in `source`, in order: the places findings are expected.
    public var markedPositions: [Position] {
        var positions: [Position] = []
        var line = 1
        var column = 1
        for character in text {
            if character == Self.marker {
                positions.append(Position(line: line, column: column))
            } else if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return positions
    }
}
