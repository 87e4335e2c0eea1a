import LayoutModel

/// Masonry's chains: attribute words on the maker and on a chain (`make.left.right`), view attributes
/// (`other.mas_bottom`), and the block properties called on a chain (`equalTo(…)`, `offset(…)`, `priorityHigh()`).
/// Semantics from Masonry's MASConstraintMaker.m, MASViewConstraint.m and MASConstraint.m (8bd77ea92bbe).
extension ObjCInterpreter {
    /// The attributes a maker word adds (`edges` is top, left, bottom and right: MASConstraintMaker.m `edges`).
    static func masonryAttributes(_ word: String) -> [Attribute]? {
        switch word {
        case "edges": return [.top, .left, .bottom, .right]
        case "size": return [.width, .height]
        case "center": return [.centerX, .centerY]
        case "margins": return [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
        case "centerWithinMargins": return [.centerXWithinMargins, .centerYWithinMargins]
        case "baseline": return [.lastBaseline]
        default: return Attribute(rawValue: word).flatMap { $0 == .notAnAttribute ? nil : [$0] }
        }
    }

    /// `make.top`, `make.left.right`, `.with` / `.and` (which return the chain itself).
    func masonryMember(_ value: ObjCMasonryValue, _ name: String) -> ObjCValue {
        switch value {
        case .maker(let maker):
            guard let attributes = Self.masonryAttributes(name) else { return masonryProblem(maker, "`make.\(name)` not read") }
            return .masonry(.chain(attributes.map { addMasonryDescription(maker, $0) }))
        case .chain(let ids):
            if name == "with" || name == "and" { return .masonry(value) }
            guard let maker = ids.first.map({ masonry.descriptions[$0].maker }) else { return .unknown }
            // MASConstraintMaker.m `constraint:addConstraintWithLayoutAttribute:`: an attribute word on a chain makes it composite.
            guard let attributes = Self.masonryAttributes(name) else { return masonryProblem(maker, "`.\(name)` not read") }
            return .masonry(.chain(ids + attributes.map { addMasonryDescription(maker, $0) }))
        case .attribute:
            return .unknown
        }
    }

    private func addMasonryDescription(_ maker: Int, _ attribute: Attribute) -> Int {
        masonry.descriptions.append(ObjCMasonryDescription(maker: maker, view: masonry.makers[maker].view, attribute: attribute, token: 0,
                                                           isConditional: conditionDepth > masonry.makers[maker].conditionDepth))
        return masonry.descriptions.count - 1
    }

    private func masonryProblem(_ maker: Int, _ problem: String) -> ObjCValue {
        if masonry.makers[maker].problem == nil { masonry.makers[maker].problem = problem }
        open(masonry.makers[maker].view, because: "Masonry \(problem)", flagUnknown: false)
        return .unknown
    }

    /// `view.mas_top`, `view.mas_safeAreaLayoutGuideTop`, `view.mas_safeAreaLayoutGuide` (View+MASAdditions.m).
    func masonryViewAttribute(_ id: Int, _ name: String) -> ObjCValue {
        var word = String(name.dropFirst("mas_".count))
        var item = id
        if word.hasPrefix("safeAreaLayoutGuide"), case .object(let guideID) = guide(id, .safeArea) {
            item = guideID
            word = String(word.dropFirst("safeAreaLayoutGuide".count))
            if word.isEmpty { return .masonry(.attribute(item: item, nil)) }
            word = word.prefix(1).lowercased() + word.dropFirst()
        }
        guard let attributes = Self.masonryAttributes(word), attributes.count == 1 else { return .unknown }
        return .masonry(.attribute(item: item, attributes[0]))
    }

    /// A controller's `mas_topLayoutGuide…` / `mas_bottomLayoutGuide…` (UIViewController+MASAdditions.m): an edge of
    /// the deprecated top or bottom layout guide — `mas_topLayoutGuide` its bottom, `mas_bottomLayoutGuide` its top —
    /// which `deprecated_layout_guide` reports like the anchors (a Masonry app's guides went unread, held-out round 44).
    func masonryControllerGuideAttribute(_ name: String) -> ObjCValue? {
        let forms: [String: (LayoutGuideKind, Attribute)] = [
            "mas_topLayoutGuide": (.topLayoutGuide, .bottom), "mas_topLayoutGuideTop": (.topLayoutGuide, .top),
            "mas_topLayoutGuideBottom": (.topLayoutGuide, .bottom), "mas_bottomLayoutGuide": (.bottomLayoutGuide, .top),
            "mas_bottomLayoutGuideTop": (.bottomLayoutGuide, .top), "mas_bottomLayoutGuideBottom": (.bottomLayoutGuide, .bottom),
        ]
        guard let (kind, attribute) = forms[name], case .object(let guideID) = guide(0, kind) else { return nil }
        return .masonry(.attribute(item: guideID, attribute))
    }

    /// A call of a block-valued property (`make.top.equalTo(view)`); anything but a Masonry chain is skipped and
    /// the views it names are open.
    func applyBlockProperty(_ callee: ObjCExpr, _ arguments: [ObjCExpr], range: Range<Int>, _ frame: Frame) -> ObjCValue {
        if case .member(let baseExpression, let name) = callee, case .masonry(let base) = evaluate(baseExpression, frame) {
            guard case .chain(let ids) = base, let maker = ids.first.map({ masonry.descriptions[$0].maker }) else { return .unknown }
            let values = arguments.map { evaluate($0, frame) }
            for id in ids where masonry.descriptions[id].relation == nil { masonry.descriptions[id].token = range.lowerBound }
            if let problem = applyMasonry(name, values, to: ids, at: range.lowerBound) { return masonryProblem(maker, problem) }
            return .masonry(base)
        }
        skip(range, frame, reason: "call of a block not read")
        return .unknown
    }

    /// Applies one chain call to each description of the chain; the problem when it cannot be read.
    private func applyMasonry(_ name: String, _ values: [ObjCValue], to ids: [Int], at token: Int) -> String? {
        let argument = values.count == 1 ? values[0] : nil
        switch name {
        case "equalTo", "mas_equalTo", "greaterThanOrEqualTo", "mas_greaterThanOrEqualTo", "lessThanOrEqualTo", "mas_lessThanOrEqualTo":
            let relation: Relation = name.contains("greater") || name.contains("Greater") ? .greaterThanOrEqual
                : name.contains("less") || name.contains("Less") ? .lessThanOrEqual : .equal
            guard let argument else { return "`\(name)` arguments not read" }
            for id in ids {
                masonry.descriptions[id].relation = relation
                masonry.descriptions[id].token = token
                setMasonryTarget(id, argument)
            }
        case "offset", "mas_offset", "valueOffset", "insets", "inset", "sizeOffset", "centerOffset":
            guard let argument, argument.number != nil || { if case .geometry = argument { return true }; return false }() else {
                for id in ids { masonry.descriptions[id].problem = "`\(name)` value not resolved" }
                return nil
            }
            for id in ids { setMasonryConstant(id, name == "inset" ? insetsFromNumber(argument) : argument) }
        case "multipliedBy", "dividedBy":
            guard let number = argument?.number, number != 0 else {
                for id in ids { masonry.descriptions[id].problem = "`\(name)` value not resolved" }
                return nil
            }
            for id in ids { masonry.descriptions[id].multiplier = name == "dividedBy" ? 1 / number : number }
        case "priority", "priorityLow", "priorityMedium", "priorityHigh", "priorityRequired":
            // MASConstraint.m: priorityLow/Medium/High are MASLayoutPriorityDefaultLow (250), DefaultMedium (500), DefaultHigh (750).
            let level: Double? = name == "priorityLow" ? 250 : name == "priorityMedium" ? 500 : name == "priorityHigh" ? 750
                : name == "priorityRequired" ? 1000 : argument?.number
            guard let level else {
                for id in ids { masonry.descriptions[id].problem = "priority not resolved" }
                return nil
            }
            for id in ids { masonry.descriptions[id].priority = level }
        case "key":
            break
        default:
            return "`.\(name)(…)` not read"
        }
        return nil
    }

    /// `inset(n)` is insets of n on every side (MASViewConstraint.m `setInset:`).
    private func insetsFromNumber(_ value: ObjCValue) -> ObjCValue {
        guard let number = value.number else { return value }
        return .geometry(.insets(top: number, left: number, bottom: number, right: number))
    }

    /// `equalTo(x)` (MASViewConstraint.m `setSecondViewAttribute:`): a view relates to its same attribute, a view
    /// attribute to that attribute, a number or geometry value sets the constant and leaves the second item empty.
    private func setMasonryTarget(_ id: Int, _ target: ObjCValue) {
        switch target {
        case .object(let other):
            masonry.descriptions[id].second = (other, masonry.descriptions[id].attribute)
        case .masonry(.attribute(let item, let attribute)):
            masonry.descriptions[id].second = (item, attribute ?? masonry.descriptions[id].attribute)
        case .number, .boolean, .geometry:
            setMasonryConstant(id, target)
        default:
            masonry.descriptions[id].problem = "`equalTo` argument not resolved"
        }
    }

    /// MASConstraint.m `setLayoutConstantWithValue:` and MASViewConstraint.m: a number is the constant as written
    /// (`setOffset:`); insets go inward per side (bottom and right negated, leading as left, trailing as right;
    /// other attributes unchanged); a size sets width/height; a point sets centerX/centerY.
    private func setMasonryConstant(_ id: Int, _ value: ObjCValue) {
        let attribute = masonry.descriptions[id].attribute
        var constant: Double?
        switch value {
        case .number, .boolean:
            constant = value.number
        case .geometry(.insets(let top, let left, let bottom, let right)):
            switch attribute {
            case .left, .leading: constant = left
            case .top: constant = top
            case .bottom: constant = -bottom
            case .right, .trailing: constant = -right
            default: break
            }
        case .geometry(.size(let width, let height)):
            constant = attribute == .width ? width : attribute == .height ? height : nil
        case .geometry(.point(let x, let y)):
            constant = attribute == .centerX ? x : attribute == .centerY ? y : nil
        default:
            masonry.descriptions[id].problem = "constant not resolved"
        }
        if let constant { masonry.descriptions[id].constant = constant }
    }
}
