import Foundation
import LayoutModel

/// Whether an iOS app names a launch storyboard, from its Xcode projects' application targets (their build settings
/// and Info.plists) and, when none does, the sizes of its launch images (`LegacyScreens`). Anything that could name a
/// storyboard and was not read (an Info.plist that is not there, a generated one whose keys an xcconfig may set, a
/// target of unknown platform, an asset set not found) leaves the app at every device's own size.
enum LaunchScreenReader {
    /// What one application target launches with.
    enum TargetLaunch: Equatable {
        case storyboard
        /// Launch images only: asset catalog sets (`ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME`), the sizes the Info.plist
        /// lists (`UILaunchImages`) and the base names of image files (`UILaunchImageFile`, else `Default`).
        case images(assetSets: Set<String>, sizes: Set<Size>, fileBases: Set<String>)
        case unknown
        /// A macOS, tvOS or watchOS application: it says nothing of phones and iPads.
        case notIOS
    }

    /// The screens of an app whose iOS application targets all launch without a storyboard; nil otherwise.
    static func legacyScreens(projects: [String], contents: ProjectFileContents) -> LegacyScreens? {
        var sizes = Set<Size>()
        var assetSets = Set<String>()
        var fileBases = Set<String>()
        var roots: [String] = []
        for project in projects {
            guard let data = contents.data(atPath: project) else { return nil }
            let projectText = String(decoding: data, as: UTF8.self)
            let root = AppDeviceSupportReader.projectRoot(ofProjectFile: project)
            for target in contents.applicationTargets(atPath: project) {
                switch launch(settings: target.settings, projectText: projectText, root: root, contents) {
                case .storyboard, .unknown: return nil
                case .notIOS: continue
                case let .images(sets, listed, bases):
                    assetSets.formUnion(sets)
                    sizes.formUnion(listed)
                    fileBases.formUnion(bases)
                    if !roots.contains(root) { roots.append(root) }
                }
            }
        }
        guard !roots.isEmpty, let found = LaunchImageFiles.sizes(under: roots, assetSets: assetSets, fileBases: fileBases) else { return nil }
        return LegacyScreens(phoneSizes: sizes.union(found))
    }

    /// What a target with these configurations' settings launches with.
    static func launch(settings blocks: [String], projectText: String, root: String, _ contents: ProjectFileContents) -> TargetLaunch {
        var values: [String: [String]] = [:]
        for line in blocks.joined(separator: "\n").split(separator: "\n") {
            guard let (key, value) = AppDeviceSupportReader.settingPair(line) else { continue }
            values[key, default: []].append(value)
        }
        let platforms = Set(values["SDKROOT"] ?? [])
        guard platforms == ["iphoneos"] else { return platforms.isEmpty || platforms.contains("iphoneos") ? .unknown : .notIOS }
        if values.keys.contains(where: { $0.hasPrefix("INFOPLIST_KEY_UILaunch") }) { return .storyboard }
        let generated = values["GENERATE_INFOPLIST_FILE"]?.contains("YES") == true
        // A generated Info.plist takes keys from xcconfig files too, which are not read here (CocoaPods' set none).
        if generated && XcodeConfigurationFiles.referencesOwn(projectText) { return .unknown }
        let plists = Set((values["INFOPLIST_FILE"] ?? []).map(AppDeviceSupportReader.withoutRootVariable))
        if plists.isEmpty && !generated || plists.contains(where: { $0.isEmpty || $0.contains("$") }) { return .unknown }
        var result = TargetLaunch.images(assetSets: Set(values["ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME"] ?? []), sizes: [], fileBases: [])
        for plist in plists {
            guard let dictionary = contents.propertyList(atPath: AppDeviceSupportReader.path(plist, in: root)) else { return .unknown }
            let launch = launch(infoPlist: dictionary)
            guard case let .images(sets, sizes, bases) = launch, case let .images(allSets, allSizes, allBases) = result else { return launch }
            result = .images(assetSets: allSets.union(sets), sizes: allSizes.union(sizes), fileBases: allBases.union(bases))
        }
        return result
    }

    /// What an Info.plist names: a launch storyboard (`UILaunchStoryboardName`, `UILaunchScreen`, per device or not),
    /// else its launch images.
    static func launch(infoPlist dictionary: [String: Any]) -> TargetLaunch {
        if dictionary.keys.contains(where: { $0.hasPrefix("UILaunchStoryboardName") || $0.hasPrefix("UILaunchScreen") }) { return .storyboard }
        var sizes = Set<Size>()
        for key in ["UILaunchImages", "UILaunchImages~iphone"] {
            for image in dictionary[key] as? [[String: Any]] ?? [] {
                guard (image["UILaunchImageOrientation"] as? String ?? "Portrait") == "Portrait",
                      let text = image["UILaunchImageSize"] as? String, let size = size(fromBraces: text) else { continue }
                sizes.insert(size)
            }
        }
        let bases = ["UILaunchImageFile", "UILaunchImageFile~iphone"].compactMap { dictionary[$0] as? String }
        return .images(assetSets: [], sizes: sizes, fileBases: Set(bases.isEmpty ? ["Default"] : bases))
    }

    /// `{375, 667}` as a size.
    static func size(fromBraces text: String) -> Size? {
        let numbers = text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 2 else { return nil }
        return Size(width: numbers[0], height: numbers[1])
    }
}
