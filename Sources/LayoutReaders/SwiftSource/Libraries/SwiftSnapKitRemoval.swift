extension SwiftInterpreter {
    /// `remakeConstraints` and `removeConstraints`: SnapKit deactivates what it made for the item, in whatever branch
    /// made it: a remake after two branches each remade the view leaves neither branch's constraints (Link-MIND/TOASTER-iOS
    /// @6ec7aefc: a property's `didSet` remaking a label one way or the other, set twice in a row; read as deactivating
    /// only what the current branch saw, the two remakes' constraints met in a combined configuration, held-out
    /// round 49, 2 false conflicts). Variants apply in the order they were made, so a later one's deactivation wins.
    func removeSnapKitConstraints(of id: Int) {
        for index in snapKitConstraints(of: id) {
            if isLiveSnapKit(index) {
                builder.setActive(index, false, in: variant)
            } else if builder.variants.values.contains(where: { $0.activatedConstraints.contains(index) }) {
                if let variant {
                    builder.setActive(index, false, in: variant)
                } else {
                    builder.retire(index)
                }
            }
        }
    }
}
