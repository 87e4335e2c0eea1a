import LayoutModel

/// `final class CheckBox: UIButton`, `class SearchField: UITextField`, `class Headline: TitleLabel` (itself a
/// `UILabel`): the class catalog knows a class by its name, and a project class by the UIKit class its name ends
/// in, so a project subclass named otherwise got a plain view's traits (no intrinsic size: a button pinned by its
/// position alone read as ambiguous), and a plain view named `…Button` got a button's. What a view sizes itself
/// by comes from the UIKit class at the top of its project superclass chain; the reader states it on the item
/// where that differs from what the name suggests. Settings the code makes (an `intrinsicContentSize` override,
/// an image given, hugging set) are kept. Third-party bases (`TransitionButton`) are known by name, as before.
extension SwiftInterpreter {
    /// States the platform base class's intrinsic size and content priorities on project views whose
    /// names suggest other traits.
    func applyPlatformBaseTraits() {
        var cache: [String: ClassTraits?] = [:]
        for id in builder.objects.indices where builder.objects[id].kind == .view {
            guard let className = builder.objects[id].className else { continue }
            if cache[className] == nil { cache[className] = .some(baseTraitsDifferingFromName(of: className)) }
            guard let traits = cache[className] ?? nil else { continue }
            if builder.objects[id].intrinsicSize == nil { builder.objects[id].intrinsicSize = traits.intrinsicSize }
            if builder.objects[id].hugging == nil { builder.objects[id].hugging = traits.contentHugging }
            if builder.objects[id].compressionResistance == nil { builder.objects[id].compressionResistance = traits.compressionResistance }
        }
    }

    /// The traits of a project class's platform base when they differ from those its name gives it.
    private func baseTraitsDifferingFromName(of className: String) -> ClassTraits? {
        guard project.type(named: className) != nil, let base = project.platformBase(of: className) else { return nil }
        let byName = ClassCatalog.traits(for: className)
        let unqualified = base.split(separator: ".").last.map(String.init) ?? base
        let byBase: ClassTraits
        if ClassCatalog.classes[unqualified] != nil || SwiftUIKitVocabulary.role(ofClass: unqualified) != nil {
            // A platform class: the catalog's traits, a plain view's for those it does not list (UIControl).
            byBase = ClassCatalog.traits(for: unqualified)
        } else {
            // Another module's class: its name is all there is to go by, then the project class's own.
            let guessed = ClassCatalog.traits(for: unqualified)
            byBase = guessed == ClassCatalog.plainView ? byName : guessed
        }
        return byBase == byName ? nil : byBase
    }
}
