import LayoutModel

/// Objective-C classes whose own code constrains their properties (`[self.titleLabel mas_makeConstraints:…]` in
/// `awakeFromNib`, `[_iconView autoPinEdgesToSuperviewEdges]`, `self.badge.topAnchor`, `constraintWithItem:self.badge`,
/// the other side of a Masonry constraint: `make.top.equalTo(self.box.top)`, `self.box.mas_bottom`),
/// as the Swift reader's `outletsConstrainedInCode`: when such a property is an outlet of a nib, where the nib draws
/// it is not where the app lays it out, so the Interface Builder reader opens it (`ProjectFacts.outletsConstrainedInCode`).
/// Both axes: the scan does not work out which attributes each constraint sets, and opening more only says less.
extension ObjCProjectIndex {
    /// Masonry's and PureLayout's constraint-making messages start with these.
    static let constrainingMessagePrefixes = [
        "mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints", "autoPin", "autoSet", "autoCenter", "autoAlign",
        "autoMatch", "autoConstrain",
    ]
    /// Properties of views whose use in an expression makes or changes a constraint on that view.
    static let constrainingProperties: Set<String> = [
        "topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "widthAnchor",
        "heightAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor",
        "translatesAutoresizingMaskIntoConstraints",
    ]
    /// Argument labels of `constraintWithItem:attribute:relatedBy:toItem:…` naming a constrained view.
    static let constrainedItemLabels: Set<String> = ["constraintWithItem", "toItem"]
    /// Masonry's relations, whose argument is the other view of a constraint (`make.top.equalTo(self.box.top)`).
    static let masonryRelations: Set<String> = [
        "equalTo", "mas_equalTo", "greaterThanOrEqualTo", "mas_greaterThanOrEqualTo", "lessThanOrEqualTo", "mas_lessThanOrEqualTo",
    ]

    /// The properties each implementation's code constrains, by class, with both axes.
    func outletsConstrainedInCode(_ files: [ObjCFileSyntax]) -> [String: [String: Set<Axis>]] {
        var result: [String: [String: Set<Axis>]] = [:]
        for file in files {
            for implementation in file.implementations {
                var properties = Set<String>()
                for method in implementation.methods {
                    let body = method.body.clamped(to: 0..<file.tokens.count)
                    for index in body {
                        if let property = Self.constrainedProperty(at: index, in: file.tokens, within: body) { properties.insert(property) }
                    }
                }
                if !properties.isEmpty {
                    result[implementation.name] = Dictionary(uniqueKeysWithValues: properties.map { ($0, [.horizontal, .vertical]) })
                }
            }
        }
        return result
    }

    /// The property named at `index` (`self.name` starting at `self`, or the instance variable `_name`) when the
    /// tokens around it constrain that view.
    private static func constrainedProperty(at index: Int, in tokens: [ObjCToken], within body: Range<Int>) -> String? {
        guard let (name, after) = ownProperty(at: index, in: tokens, within: body) else { return nil }
        // `[self.name mas_makeConstraints:…]`, `[_name autoPinEdge…]`: the receiver of a layout library's message.
        if index > body.lowerBound, tokens[index - 1].isPunctuation("["), after < body.upperBound,
           tokens[after].kind == .identifier,
           constrainingMessagePrefixes.contains(where: { tokens[after].text.hasPrefix($0) }) {
            return name
        }
        // `self.name.topAnchor`, `self.name.translatesAutoresizingMaskIntoConstraints = NO`.
        if after + 1 < body.upperBound, tokens[after].isPunctuation("."), constrainingProperties.contains(tokens[after + 1].text) {
            return name
        }
        // `[self.name setTranslatesAutoresizingMaskIntoConstraints:NO]`.
        if after < body.upperBound, tokens[after].isIdentifier("setTranslatesAutoresizingMaskIntoConstraints") { return name }
        // `self.name.mas_bottom`: one of Masonry's attributes of the view, the other side of a constraint.
        if after + 1 < body.upperBound, tokens[after].isPunctuation("."), tokens[after + 1].text.hasPrefix("mas_") { return name }
        // `make.top.equalTo(self.name)`, `equalTo(self.name.top)` (Masonry's shorthand attributes).
        if index >= body.lowerBound + 2, tokens[index - 1].isPunctuation("("), masonryRelations.contains(tokens[index - 2].text) {
            return name
        }
        // `constraintWithItem:self.name …`, `toItem:_name`.
        if index >= body.lowerBound + 2, tokens[index - 1].isPunctuation(":"), constrainedItemLabels.contains(tokens[index - 2].text) {
            return name
        }
        return nil
    }

    /// The property named at `index` by `self.name` (starting at `self`) or by its instance variable `_name`, with the
    /// index of the token after the name.
    static func ownProperty(at index: Int, in tokens: [ObjCToken], within body: Range<Int>) -> (name: String, after: Int)? {
        if tokens[index].isIdentifier("self"), index + 2 < body.upperBound, tokens[index + 1].isPunctuation("."),
           tokens[index + 2].kind == .identifier {
            return (tokens[index + 2].text, index + 3)
        }
        if tokens[index].kind == .identifier, tokens[index].text.hasPrefix("_"), tokens[index].text.count > 1,
           index == body.lowerBound || !tokens[index - 1].isPunctuation(".") {
            return (String(tokens[index].text.dropFirst()), index + 1)
        }
        return nil
    }
}
