extension SwiftInterpreter {
    /// `CGSize(width:height:)`, `UIEdgeInsets(top:left:bottom:right:)` and the inset shortcuts projects add
    /// (`UIEdgeInsets(all: 8)`, `horizontal:`/`vertical:`) as a record of their fields.
    func geometryRecord(_ typeName: String, _ arguments: [SwiftArgument], _ labeled: [String: SwiftValue]) -> SwiftValue {
        guard typeName.hasPrefix("CG") else {
            var fields = labeled
            if let all = fields["_"] ?? fields["all"] { for side in ["top", "left", "bottom", "right", "leading", "trailing"] { fields[side] = all } }
            if let horizontal = fields["horizontal"] { fields["left"] = horizontal; fields["right"] = horizontal; fields["leading"] = horizontal; fields["trailing"] = horizontal }
            if let vertical = fields["vertical"] { fields["top"] = vertical; fields["bottom"] = vertical }
            return .record(fields)
        }
        // Only the platform's own labels: `CGSize(all: 40)` is an initializer the project adds, not read here.
        let known: Set<String> = ["width", "height", "x", "y", "origin", "size", "dx", "dy"]
        guard arguments.allSatisfy({ $0.label.map(known.contains) ?? false }) else { return .unknown(typeName) }
        return .record(labeled)
    }
}
