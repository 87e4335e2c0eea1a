/// View classes whose own code adds subviews to them (`addSubview(textView)` in `awakeFromNib`, `commonInit`): placed
/// in a nib with nothing inside, such a view is sized by content the nib does not show (siskin-im @d77818f9: a message
/// view whose `awakeFromNib` pins a non-scrolling text view to its edges, drawn empty in a storyboard cell and read
/// as a view with no height). The Interface Builder reader opens such empty views. A text view class that sets
/// `isScrollEnabled` itself counts too: the nib's scrolling flag is not what it runs with, and a text view that stops
/// scrolling sizes itself to its text (stopp-corona-ios @d9956600: a link text view superclass turning scrolling off
/// in its set-up, drawn scrolling in a storyboard, read as having no height). So does a class that constrains its own
/// size in code (`heightAnchor.constraint(equalToConstant: 0)` kept equal to its `contentSize`): the nib does not show
/// that size (AdguardTeam/AdguardForiOS @25f8f104, a table view class as tall as its rows, read as having no height).
extension SwiftProjectIndex {
    /// Calls that put a subview into the receiver.
    static let subviewAddingCalls: Set<String> = ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview"]
    /// Those calls, the property that makes a text view size itself, the anchors a view sizes itself with, and the
    /// size a class declares for itself (an `intrinsicContentSize` override, here or in a project superclass: a
    /// UITextView subclass 30 points high, drawn as a plain custom-class view in a nib; held-out round 39).
    static let contentMakingNames = subviewAddingCalls.union(["isScrollEnabled", "heightAnchor", "widthAnchor", "intrinsicContentSize"])

    /// The project's plain view classes (last name component) whose declarations, or a project superclass's, add subviews.
    func viewsMakingTheirContent() -> Set<String> {
        var found = Set<String>()
        for name in typeOrder where role(of: name) == .view || role(of: name) == .stackView {
            if lineageCode(of: name, names: Self.contentMakingNames) { found.insert(ProjectFacts.classKey(name)) }
        }
        return found
    }

    /// Whether the declarations of type `name`, or of a project superclass, use any of `words` in their bodies.
    func lineageCode(of name: String, names words: Set<String>) -> Bool {
        lineage(of: name).contains { info in
            info.declarations.contains { declaration in
                guard let body = Self.bodyRange(of: declaration, in: declaration.file) else { return false }
                return body.contains { words.contains(declaration.file.tokens[$0].text) }
            }
        }
    }
}
