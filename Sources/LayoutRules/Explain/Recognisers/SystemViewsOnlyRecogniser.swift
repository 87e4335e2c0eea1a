import LayoutModel

/// A conflict among UIKit's or AppKit's own private views (the keyboard's input and assistant views, the
/// text effects window): nothing in it is the app's, so no constraint of the app's is worth changing.
struct SystemViewsOnlyRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        let views = Set(logged.flatMap(\.constraint.items))
        if let player = playerControlsOnly(views) { return player }
        guard !views.isEmpty, views.allSatisfy(isPrivateSystemView) else { return nil }
        let names = views.map(\.name).sorted().joined(separator: ", ")
        return Diagnosis(
            kind: .systemViewsOnly, view: nil,
            summary: "Every constraint of this conflict is between the system's own private views (\(names)); the app made none of them. UIKit logs such conflicts itself, typically while the keyboard, its accessory bar or the status bar changes size.",
            fix: "nothing to change in the app's constraints; if it happens on every run, check that no constraint of the app's is attached to these views, and report it to Apple (Feedback Assistant)",
            suggestedMember: nil)
    }

    /// A conflict inside a media player's own controls (AVKit's or MediaPlayer's private views, and plain UIKit views
    /// inside them): the player lays them out, at zero size while it enters or leaves full screen, and logs it itself.
    private func playerControlsOnly(_ views: Set<ItemID>) -> Diagnosis? {
        let publicPlayerViews: Set<String> = ["AVRoutePickerView", "MPVolumeView", "AVPlayerViewControllerContentView"]
        let isPlayerView: (ItemID) -> Bool = { item in
            guard let name = self.className(item), !publicPlayerViews.contains(name) else { return false }
            return ["AV", "_AV", "MP", "_MP", "_UIBackdrop"].contains { prefix in
                name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map { $0.isUppercase || prefix == "_UIBackdrop" } == true
            }
        }
        let plainKitClasses: Set<String> = ["UIView", "UIStackView", "UILabel", "UIImageView", "UIButton", "UILayoutGuide"]
        let players = views.filter(isPlayerView)
        // A backdrop view alone is UIKit's in many places (keyboards, alerts); it is a player's only beside one.
        guard players.contains(where: { !(className($0)?.hasPrefix("_UIBackdrop") ?? true) }) else { return nil }
        let isInsidePlayer: (ItemID) -> Bool = { item in players.contains { self.isDescendant(item, of: $0) } }
        guard views.allSatisfy({ view in
            isPlayerView(view) || ((className(view).map(plainKitClasses.contains) ?? false) && isInsidePlayer(view))
                || (scene.item(view)?.isLayoutGuide ?? false)
        }) else { return nil }
        let names = players.compactMap { className($0) }.sorted()
        let unique = names.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return Diagnosis(
            kind: .systemViewsOnly, view: nil,
            summary: "Every view of this conflict is a media player's own (\(unique.joined(separator: ", "))) or a plain UIKit view inside one: AVKit lays its playback controls out itself and logs this while the player view is at zero size (entering or leaving full screen, or before it is added); the app made none of these constraints.",
            fix: "nothing to change in the app's constraints; to quiet it, give the player's view a non-zero frame before it is shown (add the AVPlayerViewController's view with its final size)",
            suggestedMember: nil)
    }
}
