import LayoutModel

/// The screens a view controller can be shown on, from the words of its `supportedInterfaceOrientations` override
/// (Swift or Objective-C, its own or a superclass's): `.portrait` keeps it off landscape screens, as UIKit does for a
/// window's root controller, a presented one and one whose container asks its child (a navigation controller
/// forwarding its top controller's answer). A phone-or-pad test with a landscape answer keeps landscape on iPads only.
/// Anything else in the body (a property, a call, `super`) leaves the screens unknown: nil.
/// (safe-global/safe-ios and mogujie/TeamTalk: portrait-only screens checked in landscape, held-out round 30.)
enum SupportedOrientations {
    private static let portraitWords: Set<String> = [
        "portrait", "portraitUpsideDown", "UIInterfaceOrientationMaskPortrait", "UIInterfaceOrientationMaskPortraitUpsideDown",
    ]
    private static let landscapeWords: Set<String> = [
        "landscape", "landscapeLeft", "landscapeRight", "all", "allButUpsideDown", "UIInterfaceOrientationMaskLandscape",
        "UIInterfaceOrientationMaskLandscapeLeft", "UIInterfaceOrientationMaskLandscapeRight", "UIInterfaceOrientationMaskAll",
        "UIInterfaceOrientationMaskAllButUpsideDown",
    ]
    private static let idiomWords: Set<String> = [
        "UIDevice", "current", "currentDevice", "userInterfaceIdiom", "phone", "pad", "UIUserInterfaceIdiomPhone",
        "UIUserInterfaceIdiomPad", "UI_USER_INTERFACE_IDIOM", "isPad", "isPhone", "isIPad", "isIPhone",
    ]
    private static let neutralWords: Set<String> = ["return", "UIInterfaceOrientationMask", "if", "else", "override", "var", "get"]

    /// UIKit's idiom words, and a project's helper named for the test (`RFIsPhone()`, `DeviceIsPad`: microdotblog/
    /// microblog-ios @18ee225c, a portrait-only iPhone answer read as unknown, held-out round 43).
    static func isIdiomWord(_ word: String) -> Bool {
        if idiomWords.contains(word) { return true }
        // `is_iPad()`, `IS_IPHONE`: a macro's or C function's spelling of the same test.
        let lowered = word.lowercased().replacingOccurrences(of: "_", with: "")
        return ["isphone", "ispad", "isiphone", "isipad"].contains(where: lowered.hasSuffix)
    }

    /// The device forms the identifiers of an override's body allow; nil when they do not say.
    static func screens(fromBodyWords words: [String]) -> Set<DeviceForm>? {
        guard !words.isEmpty,
              words.allSatisfy({ portraitWords.contains($0) || landscapeWords.contains($0) || isIdiomWord($0) || neutralWords.contains($0) })
        else { return nil }
        let portrait = words.contains(where: portraitWords.contains)
        let landscape = words.contains(where: landscapeWords.contains)
        switch (portrait, landscape) {
        case (true, false): return DeviceForm.portrait
        case (true, true) where words.contains(where: isIdiomWord): return DeviceForm.every.subtracting([.phoneLandscape])
        default: return nil
        }
    }

    /// The screens a Swift function's or getter's body allows (its identifiers; nil without a body).
    static func screens(ofBody function: SwiftFunctionDecl) -> Set<DeviceForm>? {
        guard let body = function.bodyRange else { return nil }
        let tokens = function.file.tokens
        return screens(fromBodyWords: body.filter { tokens[$0].kind == .identifier }.map { tokens[$0].text })
    }

    /// The screens an Objective-C method's body allows (its identifiers).
    static func screens(ofBody method: ObjCMethod, in file: ObjCFileSyntax) -> Set<DeviceForm>? {
        let words = method.body.clamped(to: 0..<file.tokens.count).filter { file.tokens[$0].kind == .identifier }.map { file.tokens[$0].text }
        return screens(fromBodyWords: words)
    }
}
