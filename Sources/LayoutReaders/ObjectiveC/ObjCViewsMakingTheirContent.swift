/// Objective-C view classes whose own code adds subviews to them (`[self addSubview:textView]` in `awakeFromNib` or
/// `initWithCoder:`), as SwiftViewsMakingTheirContent.swift reads Swift: drawn empty in a nib, such a view is sized by
/// content the nib does not show; a text view class that sets `scrollEnabled` itself counts too (see the Swift file).
extension ObjCProjectIndex {
    /// Messages that put a subview into the receiver, and those that make a text view size itself (`scrollEnabled`).
    static let contentMakingNames: Set<String> = [
        "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "setScrollEnabled", "scrollEnabled",
    ]

    /// The project's plain view classes (by name) whose implementation, or a project superclass's, adds subviews.
    func viewsMakingTheirContent(_ files: [ObjCFileSyntax]) -> Set<String> {
        var adding = Set<String>()
        for file in files {
            for implementation in file.implementations {
                let adds = implementation.methods.contains { method in
                    method.body.clamped(to: 0..<file.tokens.count).contains { index in
                        Self.contentMakingNames.contains(file.tokens[index].text)
                    }
                }
                if adds { adding.insert(implementation.name) }
            }
        }
        return Set(implementationOrder.filter { name in
            (role(of: name) == .view || role(of: name) == .stackView) && lineage(of: name).contains { adding.contains($0.name) }
        })
    }
}
