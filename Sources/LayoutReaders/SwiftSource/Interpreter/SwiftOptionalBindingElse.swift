/// `if let url = model.imageURL { … } else { icon.isHidden = true }`: an `if` that only binds values runs its body in
/// place (the value exists in the case the layout is for), but when the value is unknown and the `else` lays something
/// out — hides or shows a view, adds, removes or changes constraints — the value may be missing too, and each branch is
/// a variant of its own. Held-out round 71 (migonin/SteamAnalytics `ListItemCell`): an image view with a required width
/// hidden in such an `else` inside a stack, whose `UISV-hiding` conflict was not seen.
extension SwiftInterpreter {
    /// Whether the `else` of an `if` binding unknown values lays anything out (`SwiftOptionalBindingElse`).
    static func elseLaysOut(_ statements: [SwiftStmt], _ file: SwiftFileSyntax) -> Bool {
        statements.contains { statement in
            switch statement {
            case .expression(let expression):
                return Self.laysOut(file.text(of: expression))
            case .variable(_, _, let value, _):
                return value.map { Self.laysOut(file.text(of: $0)) } ?? false
            case .ifStatement(_, let then, let otherwise, _, _):
                return elseLaysOut(then, file) || elseLaysOut(otherwise ?? [], file)
            case .block(let body), .forIn(_, _, let body), .loop(_, let body):
                return elseLaysOut(body, file)
            case .switchStatement(_, let cases, _):
                return cases.contains { elseLaysOut($0.body, file) }
            default:
                return false
            }
        }
    }

    /// Words of code that hides, shows, places or sizes views.
    private static let layoutWords = ["isHidden", "constraint", "Constraint", "Anchor", "snp.", "addSubview", "addArrangedSubview",
                                      "removeFromSuperview", "removeArrangedSubview", "isActive", "activate", ".priority", ".constant"]

    private static func laysOut(_ text: String) -> Bool {
        layoutWords.contains { text.contains($0) }
    }
}
