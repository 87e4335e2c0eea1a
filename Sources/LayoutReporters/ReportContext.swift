import LayoutModel

/// What users read about a rule, passed in as plain values (reporters do not depend on the rule catalog).
public struct ReportedRule: Sendable, Hashable {
    public var id: String
    public var name: String
    public var shortDescription: String
    public var fullDescription: String
    public var helpURI: String
    public var defaultSeverity: Severity

    public init(id: String, name: String, shortDescription: String, fullDescription: String, helpURI: String, defaultSeverity: Severity) {
        self.id = id
        self.name = name
        self.shortDescription = shortDescription
        self.fullDescription = fullDescription
        self.helpURI = helpURI
        self.defaultSeverity = defaultSeverity
    }
}

/// Everything besides the diagnostics that some report formats need.
public struct ReportContext: Sendable {
    public var toolName: String
    public var toolVersion: String
    public var informationURI: String
    /// The rules that ran (SARIF lists these and only these).
    public var rules: [ReportedRule]
    /// How file paths become repository-relative.
    public var paths: RepositoryPaths
    /// File texts by the path diagnostics use, for line-content fingerprints and SARIF regions.
    public var sourceTexts: [String: String]
    /// Pictures of the views involved, for the reporters that draw (HTML).
    public var figures: [Diagnostic: DiagnosticFigure]
    /// How many files were read, for summaries.
    public var fileCount: Int?

    public init(toolName: String = "layoutlint", toolVersion: String = "0.0.0",
                informationURI: String = "https://github.com/layoutlint/layoutlint",
                rules: [ReportedRule] = [], paths: RepositoryPaths = .unrooted, sourceTexts: [String: String] = [:],
                figures: [Diagnostic: DiagnosticFigure] = [:], fileCount: Int? = nil) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.rules = rules
        self.paths = paths
        self.sourceTexts = sourceTexts
        self.figures = figures
        self.fileCount = fileCount
    }

    /// The text of a 1-based line of a file, when the file's text is known.
    func lineText(file: String, line: Int) -> Substring? {
        guard line >= 1, let text = sourceTexts[file] else { return nil }
        var current = 1
        var start = text.startIndex
        while current < line {
            guard let newline = text[start...].firstIndex(of: "\n") else { return nil }
            start = text.index(after: newline)
            current += 1
        }
        let end = text[start...].firstIndex(of: "\n") ?? text.endIndex
        var lineText = text[start..<end]
        if lineText.last == "\r" { lineText = lineText.dropLast() }
        return lineText
    }
}

/// A picture of a diagnostic's views: their frames on one device, the ones involved highlighted.
public struct DiagnosticFigure: Sendable, Hashable {
    /// One view or guide, in the root's coordinates.
    public struct Box: Sendable, Hashable {
        public var name: String
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        public var isInvolved: Bool
        /// Layout guides are drawn dashed.
        public var isGuide: Bool

        public init(name: String, x: Double, y: Double, width: Double, height: Double, isInvolved: Bool, isGuide: Bool = false) {
            self.name = name
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.isInvolved = isInvolved
            self.isGuide = isGuide
        }
    }

    /// Which device and variant the frames are from.
    public var caption: String
    /// Root first, then the other boxes in drawing order.
    public var boxes: [Box]

    public init(caption: String, boxes: [Box]) {
        self.caption = caption
        self.boxes = boxes
    }
}
