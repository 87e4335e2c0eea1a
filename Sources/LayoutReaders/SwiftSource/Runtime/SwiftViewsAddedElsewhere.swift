import LayoutModel

/// A view that ends a scene without a superview, although the project adds a view of that name to one somewhere
/// (`addSubview(container)`, `contentView.addSubview(bannerImage)`, `stack.addArrangedSubview(badge)`), was placed
/// by code the reader did not follow for this scene (an initializer a property's default value runs, a setter a
/// caller runs before layout): where it sits is unknown, not absent. Read as absent it had "no common ancestor"
/// with the views it is constrained to (openedx/edx-app-ios @53763a2a, a message view's container added in its
/// `setupViews`; ccrama/Slide-iOS @5494fd25, images added in `setLink`).
struct SwiftViewsAddedElsewhere {
    /// The last name component of every view the project's code passes to a method that adds a subview.
    let names: Set<String>

    static let addingMethods: Set<String> = [
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addSubviews", "addArrangedSubviews",
    ]

    init(files: [SwiftFileSyntax]) {
        var names = Set<String>()
        for file in files {
            let tokens = file.tokens
            for index in tokens.indices where index + 2 < tokens.count && Self.addingMethods.contains(tokens[index].text) {
                guard tokens[index + 1].isSymbol("("), let close = file.matches[index + 1] else { continue }
                // Every identifier of the argument list: `addSubview(self.container)`, `addSubviews(a, b)`, `[a, b]`.
                for inner in (index + 2)..<min(close, tokens.count) where tokens[inner].kind == .identifier {
                    names.insert(tokens[inner].text)
                }
            }
        }
        self.names = names
    }
}

extension SwiftInterpreter {
    /// Views left without a superview that the project adds somewhere are open (see `SwiftViewsAddedElsewhere`).
    func openViewsAddedElsewhere() {
        // A view this reading placed and then removed was seen removed: its missing superview is a fact (FilteredSubviewRemoval).
        for id in builder.objects.indices where id != 0 && builder.objects[id].kind == .view && builder.objects[id].superview == nil
            && !activationOrder.everPlaced.contains(id) && builder.objects[id].openness.isComplete {
            guard let name = builder.objects[id].name?.split(separator: ".").last.map(String.init),
                  project.viewsAddedElsewhere.names.contains(name) else { continue }
            open(id, because: "added to a superview by code not followed for this scene", flagUnknown: true)
        }
    }

    /// Views the reading could not finish: placeholders, views of classes not read, views placed elsewhere.
    func openViewsReadIncompletely() {
        openPlaceholders()
        openViewsOfUnknownClasses()
        openViewsAddedElsewhere()
    }
}
