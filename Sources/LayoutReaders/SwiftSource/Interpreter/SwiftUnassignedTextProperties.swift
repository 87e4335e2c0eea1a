import LayoutModel

/// A switch over a text property UIKit or AppKit gives a default (`switch inner.font { case .headline: … }`) on a
/// label the reader made and followed completely, before anything assigned that property: at run time the value is
/// the framework's default (UILabel's 17-point system font), which no constant of the app's own matches. A design
/// system's label whose base class runs `layout()` from its initializer, before the subclass sets the font, takes
/// the `default:` case; reading every case as a variant reported sizes that never exist (MaeumGaGym/MaeumGaGym_iOS
/// @e772dffa, 80 of 98 errors; held-out round 55). Anything the reader did not follow keeps the cases open.
extension SwiftInterpreter {
    /// Text properties with a framework default that the reader records whenever the code sets them.
    static let defaultedTextProperties: Set<String> = ["font", "textColor"]

    /// The platform classes that declare the defaulted text properties.
    private static let textClasses = ["UILabel", "UITextField", "UITextView", "NSTextField", "NSTextView"]

    /// The case that runs when `subject` reads a defaulted text property never assigned on a complete view and every
    /// pattern names a constant (`UIFont.headline`, `.caption`), not a computed font: `default:` or no case.
    /// Nil when that is not known.
    func caseForUnassignedTextProperty(_ subject: SwiftExpr, _ cases: [SwiftSwitchCase], _ scope: SwiftScope,
                                       _ context: SwiftFrameContext) -> CaseMatch? {
        // Only a plain path (`inner.font`, `self.titleLabel.font`) is read again here: evaluating a call twice would make
        // what it makes twice.
        guard case .member(let base, let name) = subject.kind, Self.defaultedTextProperties.contains(name), Self.isPlainPath(base),
              let id = evaluate(base, scope, context).objectID, builder.objects.indices.contains(id) else { return nil }
        let object = builder.objects[id]
        guard object.kind == .view, !object.isPlaceholder, !object.isFromNib, object.openness.isComplete,
              object.openness.autoresizingFlagUnknown != true, object.slots[name] == nil,
              Self.textClasses.contains(where: { inherits(object.className, from: $0) }) else { return nil }
        let namesConstants = cases.allSatisfy { switchCase in
            switchCase.patterns.allSatisfy { pattern in
                switch pattern.kind {
                case .implicitMember: return true
                case .member(let owner, _): return Self.isTypePath(owner)
                default: return false
                }
            }
        }
        guard namesConstants else { return nil }
        guard let fallback = cases.first(where: \.patterns.isEmpty) else { return .noCase }
        return .matched(body: fallback.body, bindings: [:])
    }

    /// Whether `expression` is a name or a dotted path of names, with no call in it.
    private static func isPlainPath(_ expression: SwiftExpr) -> Bool {
        switch expression.kind {
        case .identifier: return true
        case .member(let owner, _): return isPlainPath(owner)
        default: return false
        }
    }

    /// Whether `expression` is a dotted path of type names (`UIFont`, `UIFont.Brand`), as a constant's owner is.
    static func isTypePath(_ expression: SwiftExpr) -> Bool {
        switch expression.kind {
        case .identifier(let name): return name.first?.isUppercase == true
        case .member(let owner, let name): return name.first?.isUppercase == true && isTypePath(owner)
        default: return false
        }
    }
}
