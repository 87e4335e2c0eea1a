import LayoutModel

/// The screens a storyboard or nib is shown on when the app loads it on one idiom only: a device modifier in its file
/// name (`Settings~ipad.storyboard` is what `"Settings"` loads on iPads, and only there: Apple, Resource Programming
/// Guide, "iOS Supports Device-Specific Resources"), or every way in being for one idiom — the code names it only in that
/// idiom's branches (`IdiomBranchStrings`), the project only under `UIMainStoryboardFile~ipad`, and the storyboards
/// referencing it are themselves for that idiom (myHobbyCourse/iOSMobile @665f2f72, held-out round 60: `*_iPad`
/// storyboards checked at iPhone widths). Nil: every screen the app runs on.
enum IdiomOnlyFiles {
    static func screens(ofFileAt path: String, facts: ProjectFacts) -> Set<DeviceForm>? {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let stem = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
        let parts = stem.split(separator: "~", maxSplits: 1)
        let modifier: Set<DeviceForm>? = switch parts.count == 2 ? parts[1].lowercased() : "" {
        case "ipad": DeviceForm.pad
        case "iphone": DeviceForm.phone
        default: nil
        }
        var visiting = Set<String>()
        let named = screens(ofNamed: String(parts.first ?? Substring(stem)), facts: facts, visiting: &visiting).flatMap { $0.isEmpty ? nil : $0 }
        switch (modifier, named) {
        case (let modifier?, let named?): return modifier.intersection(named)
        case (let modifier?, nil): return modifier
        case (nil, let named): return named
        }
    }

    /// The screens the ways into the storyboard or nib loaded as `name` lead to; nil when one is for every screen or
    /// none is known (something the reader did not see may load it); empty when a lint of the whole app finds no way in.
    private static func screens(ofNamed name: String, facts: ProjectFacts, visiting: inout Set<String>) -> Set<DeviceForm>? {
        // SwiftGen's and R.swift's identifiers, or a class whose nib is found by its name: used anywhere.
        if facts.identifiersUsedInCode.contains(name) || facts.identifiersUsedInCode.contains(name.prefix(1).lowercased() + name.dropFirst()) {
            return nil
        }
        var forms = Set<DeviceForm>()
        var isNamed = false
        if facts.stringsInCode.contains(name) {
            isNamed = true
            forms.formUnion(facts.idiomBranchStrings[name] ?? DeviceForm.every)
        }
        if facts.storyboardsNamedByProject?.contains(name) == true {
            isNamed = true
            forms.formUnion(facts.storyboardsNamedByProjectForPadOnly.contains(name) ? DeviceForm.pad : DeviceForm.every)
        }
        visiting.insert(name)
        // A reference from a storyboard already being followed adds nothing: the cycle's other ways in decide.
        for referrer in (facts.storyboardReferrers[name] ?? []).sorted() where !visiting.contains(referrer) {
            forms.formUnion(screens(ofNamed: referrer, facts: facts, visiting: &visiting) ?? DeviceForm.every)
            isNamed = isNamed || !forms.isEmpty
        }
        // A storyboard nothing in the whole app loads shows nothing through its references (a `VendorTabMain_iPad` left
        // over, referencing the live iPad storyboards).
        if !isNamed { return facts.lintsWholeProject && facts.storyboardsNamedByProject != nil ? [] : nil }
        return forms == DeviceForm.every ? nil : forms
    }
}
