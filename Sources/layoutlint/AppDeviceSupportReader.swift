import Foundation
import LayoutModel
import LayoutReaders

/// Reads `AppDeviceSupport` from what an iOS project declares: `Info.plist` files, `project.pbxproj` build
/// settings (`INFOPLIST_KEY_…`, `TARGETED_DEVICE_FAMILY`) and, in an Xcode build phase, the build settings in
/// the environment. Unreadable or unrelated files are skipped: they never stop a lint.
enum AppDeviceSupportReader {
    /// True for the file names this reader looks at (`Info.plist`, `App-Info.plist`, `project.pbxproj`, and
    /// XcodeGen's `project.yml`).
    static func isProjectDescription(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == "project.pbxproj" || name.hasSuffix("Info.plist") || xcodeGenSpecNames.contains(name) || name == tuistManifestName
    }

    /// `12.0`, `9.3`, `"15"` as a number that orders like the versions: major + minor / 100 (`9.3` is 9.03).
    static func version(_ text: String) -> Double? {
        let parts = text.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")).split(separator: ".")
        guard let major = parts.first.flatMap({ Double($0) }), major.isFinite, major > 0, major < 100 else { return nil }
        let minor = parts.count > 1 ? Double(parts[1]).map { min($0, 99) / 100 } ?? 0 : 0
        return major + minor
    }

    /// XcodeGen's project specs.
    static let xcodeGenSpecNames: Set<String> = ["project.yml", "project.yaml"]

    /// The support declared by the target being built (an Xcode run-script phase exports its build settings),
    /// or else by the project descriptions among `paths` and the `Info.plist` files their projects name, merged.
    /// With no description among `paths`, the Xcode projects in the folders above `start` (up to the repository's
    /// root) are read: linting one folder or one file of an app still knows the app.
    /// Where the app runs (its projects' declarations, with the app delegate's orientation answer taken over them) and
    /// the screens of each file's targets, from the project files read once.
    static func readWithScreens(environment: [String: String], projectDescriptions: [String], sourcePaths: [String],
                                start: String?, contents: ProjectFileContents) -> (AppDeviceSupport, FileScreens) {
        let pending = descriptionsToRead(projectDescriptions, start: start)
        let declared = read(environment: environment, pending: pending, contents: contents)
        // A sample app's project says nothing of where the app runs, but its targets build its own files.
        let withSamples = projectDescriptions.contains(where: isProject) ? projectDescriptions : pending
        return (answeringOrientations(declared, sourcePaths: sourcePaths),
                fileScreens(environment: environment, pending: withSamples, contents: contents))
    }

    /// The project descriptions to read: those among `paths` (sample apps' set aside), or else the projects above `start`.
    private static func descriptionsToRead(_ paths: [String], start: String?) -> [String] {
        let pending = withoutSampleProjects(paths)
        if pending.isEmpty, let start { return projectsAbove(start) }
        return pending
    }

    /// `support` with the app delegate's orientation answer taken over it, when one of `sourcePaths` (the files
    /// linted) states one (`AppDelegateOrientations`).
    static func answeringOrientations(_ support: AppDeviceSupport, sourcePaths: [String]) -> AppDeviceSupport {
        for path in sourcePaths where AppDelegateOrientations.mayHoldAnswer(path) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                  let screens = AppDelegateOrientations.screens(inSource: text, path: path) else { continue }
            var answered = support
            answered.answerOrientations(with: screens, source: (path as NSString).lastPathComponent)
            return answered
        }
        return support
    }

    static func read(environment: [String: String], paths: [String], start: String?,
                     contents: ProjectFileContents = ProjectFileContents()) -> AppDeviceSupport {
        read(environment: environment, pending: descriptionsToRead(paths, start: start), contents: contents)
    }

    private static func read(environment: [String: String], pending: [String], contents: ProjectFileContents) -> AppDeviceSupport {
        if let building = fromBuildSettings(environment) { return building }
        // Projects of libraries only (an SDK, a test project, a build tool beside the app) say nothing of where the app
        // runs when another project has an application, nor do the Info.plists no application target names (a test
        // host's, an extension's); alone, they are all there is to go by (AdguardTeam/AdguardForiOS @25f8f104: its
        // SDK's and test host's settings made a portrait-only iPhone app turn to landscape, held-out round 15).
        var applications = merged(pending.filter(isProject), applicationsOnly: true, contents)
        if applications.isEmpty { return merged(pending, applicationsOnly: false, contents) }
        // Only an Xcode project's own targets say whether the app has a launch storyboard: a generator's spec may add one.
        if !pending.contains(where: { isProject($0) && !$0.hasSuffix(".pbxproj") }) {
            applications.legacyScreens = LaunchScreenReader.legacyScreens(projects: pending.filter { $0.hasSuffix(".pbxproj") }, contents: contents)?
                .forDeploymentTarget(applications.iOSDeploymentTarget)
        }
        return applications
    }

    /// The support the descriptions among `paths` and the Info.plists their projects name declare, merged; with
    /// `applicationsOnly`, projects without an application target are left out.
    private static func merged(_ paths: [String], applicationsOnly: Bool, _ contents: ProjectFileContents) -> AppDeviceSupport {
        var merged = AppDeviceSupport()
        var pending = paths
        var seen = Set<String>()
        // A project whose application targets name only missing Info.plists is a stale copy when another project beside
        // it builds the app; alone, it is the app's project with its plist left out of the repository, and its build
        // settings still say where the app runs (cheshire0105/Dots @03ff9810: a portrait-only iPhone app checked in
        // landscape, held-out round 50, 3 false conflicts).
        let buildable = paths.filter { path in
            path.hasSuffix(".pbxproj") && contents.data(atPath: path) != nil
                && !buildsNothing(contents.applicationTargets(atPath: path), root: projectRoot(ofProjectFile: path), contents)
        }
        // An XcodeGen spec or a Tuist manifest beside such a project generates the app's project: the copy is stale
        // (DSM-DMS/SMS-iOS-V1 @69521cde: an old folder's project naming a missing plist, beside the `project.yml` the
        // app is built from; held-out round 56, 2 false conflicts in landscape).
        let staleCopiesSetAside = !buildable.isEmpty || paths.contains { isXcodeGenSpec($0) || isTuistManifest($0) }
        while let named = pending.popLast() {
            guard seen.insert(named).inserted, let (path, data) = InfoPlistStandIns.dataOrStandIn(named, contents) else { continue }
            var support: AppDeviceSupport
            if path.hasSuffix(".pbxproj") {
                let text = String(decoding: data, as: UTF8.self)
                let targets = contents.applicationTargets(atPath: path)
                let project = describedProject(text, applications: targets, projectPath: path)
                if applicationsOnly && !project.hasApplications { continue }
                support = project.support
                let root = projectRoot(ofProjectFile: path)
                if staleCopiesSetAside, buildsNothing(targets, root: root, contents) { continue }
                pending += project.infoPlistFiles.map { Self.path($0, in: root) }
            } else if isXcodeGenSpec(path) {
                let text = String(decoding: data, as: UTF8.self)
                support = fromXcodeGenSpec(text)
                let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
                pending += xcodeGenInfoPlistFiles(text).map { Self.path($0, in: folder) }
            } else if isTuistManifest(path) {
                let text = String(decoding: data, as: UTF8.self)
                support = fromTuistManifest(text)
                if support.phoneOrientations == nil, support.padOrientations == nil, text.contains("import ProjectDescriptionHelpers") {
                    let helpers = tuistHelperOrientations(nearManifest: path, contents)
                    support.phoneOrientations = helpers.phoneOrientations
                    support.padOrientations = helpers.padOrientations
                }
                let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
                pending += tuistInfoPlistFiles(text).map { Self.path($0, in: folder) }
            } else {
                support = contents.propertyList(atPath: path).map(fromInfoPlist) ?? AppDeviceSupport()
            }
            guard !support.isEmpty else { continue }
            support.sources = [path]
            merged.merge(support)
        }
        return merged
    }

    /// Folder names of the sample apps a library ships beside its code (`DevelopPods/Picker/Example/…`).
    static let sampleFolderNames: Set<String> = ["example", "examples", "demo", "demos", "sample", "samples"]

    /// The project descriptions without those of sample apps, unless only sample apps are there: a library's example
    /// app says where the example runs, not the app (MyEtherWallet/MEWconnect-iOS @28a1e8b8: an iPhone-only app with a
    /// local pod whose example app allows iPads, held-out round 9 Y).
    static func withoutSampleProjects(_ paths: [String]) -> [String] {
        let kept = paths.filter { path in
            !path.split(separator: "/").dropLast().contains { sampleFolderNames.contains($0.lowercased()) }
        }
        // Only another project sets them aside: a library whose one Xcode project is its example app keeps it, beside
        // its framework's Info.plist (MessageKit/MessageKit @b4493fe4: iOS 14 read as "no project file says").
        return kept.contains(where: isProject) ? kept : paths
    }

    /// Whether `path` describes a project (`project.pbxproj`, an XcodeGen spec) rather than an `Info.plist`.
    static func isProject(_ path: String) -> Bool {
        path.hasSuffix(".pbxproj") || isXcodeGenSpec(path) || isTuistManifest(path)
    }

    private static func isXcodeGenSpec(_ path: String) -> Bool {
        xcodeGenSpecNames.contains(URL(fileURLWithPath: path).lastPathComponent)
    }

    /// `project.pbxproj` files of the Xcode projects (and XcodeGen specs) in `start`'s folder and the folders above
    /// it, up to the first that holds `.git` (or 8 levels).
    static func projectsAbove(_ start: String) -> [String] {
        let manager = FileManager.default
        var folder = URL(fileURLWithPath: start).standardizedFileURL
        var isDirectory: ObjCBool = false
        if !manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            folder.deleteLastPathComponent()
        }
        var found: [String] = []
        for _ in 0..<8 {
            let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            for entry in entries.sorted() {
                let project = entry.hasSuffix(".xcodeproj")
                    ? folder.appendingPathComponent(entry).appendingPathComponent("project.pbxproj").path
                    : xcodeGenSpecNames.contains(entry) || entry == tuistManifestName ? folder.appendingPathComponent(entry).path : nil
                if let project, manager.fileExists(atPath: project) { found.append(project) }
            }
            if !found.isEmpty || entries.contains(".git") || folder.path == "/" { break }
            folder.deleteLastPathComponent()
        }
        return found
    }

    /// Whether a project or target names Info.plist files and none of them is there: Xcode stops its build ("could not
    /// read the Info.plist"), so it is a stale copy that builds nothing, and what it would say of orientations is no
    /// fact about the app (normative/Flux-iOS-App @5330c76e: two old copies of the project beside the real one, their
    /// plists moved; the app's portrait-only screens were checked in landscape, held-out round 38).
    private static func namesOnlyMissingFiles(_ plists: [String], root: String, _ contents: ProjectFileContents) -> Bool {
        !plists.isEmpty && plists.allSatisfy { isMissing($0, root: root, contents) }
    }

    private static func isMissing(_ plist: String, root: String, _ contents: ProjectFileContents) -> Bool {
        contents.data(atPath: Self.path(plist, in: root)) == nil
    }

    /// Whether every application target of a project names only Info.plist files that are not there.
    private static func buildsNothing(_ targets: [XcodeProjectTargets.ApplicationTarget], root: String, _ contents: ProjectFileContents) -> Bool {
        !targets.isEmpty && targets.allSatisfy { namesOnlyMissingFiles(declared(in: settingsText($0.settings)).1, root: root, contents) }
    }

    /// `path` as a project file names it: absolute, or relative to `folder` (a project's root, a spec's folder).
    static func path(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") ? path : folder + "/" + path
    }

    /// The folder `$(SRCROOT)` stands for: the one holding `X.xcodeproj`.
    static func projectRoot(ofProjectFile path: String) -> String {
        let url = URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent()
        return url.path
    }

    /// The deployment targets of UIKit's systems: iOS, and tvOS, whose versions follow iOS's (its layout guides were
    /// deprecated in tvOS 11 as in iOS 11; artsy/Emergence @43c881d3 deploys to tvOS 9, where they are the only ones).
    static let uiKitDeploymentTargetKeys = ["IPHONEOS_DEPLOYMENT_TARGET", "TVOS_DEPLOYMENT_TARGET"]

    /// The build settings of the target an Xcode build phase runs for; nil outside Xcode.
    static func fromBuildSettings(_ environment: [String: String]) -> AppDeviceSupport? {
        guard let family = environment["TARGETED_DEVICE_FAMILY"] else { return nil }
        var declared = DeclaredKeys()
        declared.read(key: "TARGETED_DEVICE_FAMILY", value: family)
        for key in uiKitDeploymentTargetKeys {
            if let target = environment[key] { declared.read(key: key, value: target) }
        }
        for key in orientationSettingKeys {
            if let value = environment["INFOPLIST_KEY_" + key] { declared.read(key: "INFOPLIST_KEY_" + key, value: value) }
        }
        var support = declared.support
        if let plist = environment["INFOPLIST_FILE"], !plist.isEmpty {
            let root = environment["SRCROOT"] ?? environment["PROJECT_DIR"] ?? ""
            let path = plist.hasPrefix("/") || root.isEmpty ? plist : root + "/" + plist
            if let data = FileManager.default.contents(atPath: path) {
                let declared = fromInfoPlist(data)
                // The Info.plist file overrides the generated keys it also declares.
                support.phoneOrientations = declared.phoneOrientations ?? support.phoneOrientations
                support.padOrientations = declared.padOrientations ?? support.padOrientations
                if declared.families != nil { support.families = declared.families }
            }
        }
        support.sources = ["the Xcode build settings"]
        return support
    }

    /// Orientations and families an `Info.plist` declares (XML or binary property list).
    static func fromInfoPlist(_ data: Data) -> AppDeviceSupport {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let dictionary = plist as? [String: Any] else { return AppDeviceSupport() }
        return fromInfoPlist(dictionary)
    }

    /// Orientations and families an `Info.plist`'s dictionary declares.
    static func fromInfoPlist(_ dictionary: [String: Any]) -> AppDeviceSupport {
        var support = AppDeviceSupport()
        // A watch app's plist keeps the template's orientations but runs on the watch (PiCK_iOS_V2, held-out round 67).
        if ["WKApplication", "WKWatchKitApp"].contains(where: { ["1", "true"].contains("\(dictionary[$0] ?? "")") }) { return support }
        if let numbers = dictionary["UIDeviceFamily"] as? [Any] {
            support.families = families(fromList: numbers.map { "\($0)" }.joined(separator: ","))
        }
        var values: [String: [String]] = [:]
        for key in orientationSettingKeys {
            if let names = dictionary[plistKey(forSetting: key)] as? [String] { values[key] = names }
        }
        apply(orientationValues: values, to: &support)
        support.statusBarHidden = statusBarHidden(hidden: dictionary["UIStatusBarHidden"].map { "\($0)" },
                                                  perController: dictionary["UIViewControllerBasedStatusBarAppearance"].map { "\($0)" })
        return support
    }

    /// Whether the plist keys hide the status bar everywhere: `UIStatusBarHidden` on and
    /// `UIViewControllerBasedStatusBarAppearance` off (it defaults to on: each controller's `prefersStatusBarHidden`
    /// decides, and `UIStatusBarHidden` is then only the launch state). nil when the keys do not decide it.
    static func statusBarHidden(hidden: String?, perController: String?) -> Bool? {
        func isOn(_ text: String?) -> Bool? {
            guard let text = text?.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")).lowercased() else { return nil }
            if ["1", "yes", "true"].contains(text) { return true }
            if ["0", "no", "false"].contains(text) { return false }
            return nil
        }
        guard isOn(perController) == false, let hides = isOn(hidden) else { return nil }
        return hides
    }

    /// Orientations (`INFOPLIST_KEY_UISupportedInterfaceOrientations…`) and families (`TARGETED_DEVICE_FAMILY`)
    /// in a `project.pbxproj`, merged over the configurations of its application targets (`XcodeProjectTargets`; of
    /// every block that sets them when the file names none), and the `Info.plist` files those targets name
    /// (`INFOPLIST_FILE`, relative to the project's folder).
    static func fromProject(_ projectText: String) -> (support: AppDeviceSupport, infoPlistFiles: [String]) {
        let project = describedProject(projectText)
        return (project.support, project.infoPlistFiles)
    }

    /// `fromProject`, and whether the file names an application target.
    static func describedProject(_ projectText: String) -> (support: AppDeviceSupport, infoPlistFiles: [String], hasApplications: Bool) {
        describedProject(projectText, applications: XcodeProjectTargets.applicationTargets(in: projectText, listingFiles: false))
    }

    /// `describedProject` with the file's application targets already parsed.
    private static func describedProject(_ projectText: String, applications: [XcodeProjectTargets.ApplicationTarget],
                                         projectPath: String? = nil)
        -> (support: AppDeviceSupport, infoPlistFiles: [String], hasApplications: Bool) {
        // Where the file names application targets, only their settings (over the project's) say where the app runs.
        let settings = applications.isEmpty ? nil : applications.flatMap(\.settings)
        var (support, infoPlistFiles) = declared(in: settings.map(settingsText) ?? projectText)
        if settings != nil { applyDefaultFamily(&support, projectText: projectText, projectPath: projectPath, targets: applications) }
        return (support, infoPlistFiles, settings != nil)
    }

    /// Each application target of a `project.pbxproj` at `path` with the screens it runs on (its settings and the
    /// Info.plist files they name) and the names of the files it builds (nil: not listed).
    static func targetScreens(ofProjectAt path: String, _ contents: ProjectFileContents) -> [FileScreens.Target] {
        guard let data = contents.data(atPath: path) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        let root = projectRoot(ofProjectFile: path)
        return contents.applicationTargets(atPath: path).compactMap { target in
            // A Mac application (`SDKROOT = macosx`) is shown on no iPhone or iPad: the storyboards it builds give no
            // phone screens to the iOS storyboards of the same name (Apple's AudioUnit sample beside an iPhone project
            // under one root: its iPad-only `Main.storyboard` checked on iPhones, Lax/Learn-iOS-Swift-by-Examples
            // @b4b52dd9, held-out round 64).
            if buildsForMac(target.settings) { return ([], target.builtFileNames, root) }
            var (support, plists) = declared(in: settingsText(target.settings))
            if namesOnlyMissingFiles(plists, root: root, contents) { return nil }
            applyDefaultFamily(&support, projectText: text, projectPath: path, targets: [target])
            for plist in plists {
                let plistPath = Self.path(plist, in: root)
                if let dictionary = contents.propertyList(atPath: plistPath) { support.merge(fromInfoPlist(dictionary)) }
            }
            return (support.screens, target.builtFileNames, root)
        }
    }

    /// The screens each file's scenes can be shown on, from the application targets that build it (`FileScreens`):
    /// the projects `read` would read; none when Xcode's build phase names the target being built.
    static func fileScreens(environment: [String: String], paths: [String], start: String?,
                            contents: ProjectFileContents = ProjectFileContents()) -> FileScreens {
        fileScreens(environment: environment, pending: descriptionsToRead(paths, start: start), contents: contents)
    }

    private static func fileScreens(environment: [String: String], pending: [String], contents: ProjectFileContents) -> FileScreens {
        if fromBuildSettings(environment) != nil { return FileScreens() }
        return FileScreens(projectTargets: pending.filter { $0.hasSuffix(".pbxproj") }.flatMap { targetScreens(ofProjectAt: $0, contents) })
    }

    /// Whether a target's configurations build for macOS (`SDKROOT = macosx` in one of them).
    static func buildsForMac(_ blocks: [String]) -> Bool {
        blocks.contains { block in
            block.split(separator: "\n").contains { line in
                guard let (key, value) = settingPair(line) else { return false }
                return key == "SDKROOT" && value == "macosx"
            }
        }
    }

    /// Configurations' settings as one text of `buildSettings = { … };` blocks.
    private static func settingsText(_ blocks: [String]) -> String {
        blocks.map { "buildSettings = {\n" + $0 + "\n};" }.joined(separator: "\n")
    }

    /// An application target that sets no `TARGETED_DEVICE_FAMILY` builds for Xcode's default, iPhone ("1"), unless an
    /// xcconfig file the reader does not follow may set it (mogujie/TeamTalk: an iPhone app checked on iPads, held-out
    /// round 30 BM). An Info.plist `UIDeviceFamily` still adds its families when merged.
    /// The xcconfig files the application targets' configurations are based on are read for it, when the reader finds
    /// them (`XcodeConfigurationFiles.values`).
    private static func applyDefaultFamily(_ support: inout AppDeviceSupport, projectText: String,
                                           projectPath: String? = nil, targets: [XcodeProjectTargets.ApplicationTarget] = []) {
        guard support.families == nil else { return }
        guard XcodeConfigurationFiles.referencesOwn(projectText) else {
            support.families = [.phone]
            return
        }
        guard let projectPath, !targets.isEmpty,
              let values = XcodeConfigurationFiles.values(of: "TARGETED_DEVICE_FAMILY", configurationFiles: targets.flatMap(\.configurationFiles),
                                                          projectRoot: projectRoot(ofProjectFile: projectPath)) else { return }
        support.families = values.isEmpty ? [.phone] : families(fromList: values.joined(separator: ","))
    }

    /// The support `buildSettings` blocks declare, and the Info.plist files they name. One block is one configuration
    /// of one target: its per-family keys override its general one; blocks are merged.
    private static func declared(in text: String) -> (AppDeviceSupport, [String]) {
        var support = AppDeviceSupport()
        var infoPlistFiles: [String] = []
        var block = DeclaredKeys()
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingSpaces()
            if trimmed.hasPrefix("buildSettings") {
                support.merge(block.support)
                block = DeclaredKeys()
            }
            guard let (key, value) = settingPair(line) else { continue }
            if key == "INFOPLIST_FILE" {
                let file = withoutRootVariable(value)
                if !file.isEmpty, !file.contains("$"), !infoPlistFiles.contains(file) { infoPlistFiles.append(file) }
            } else {
                block.read(key: key, value: value)
            }
        }
        support.merge(block.support)
        return (support, infoPlistFiles)
    }

    /// One line of build settings as its key and value (`INFOPLIST_FILE = "App/Info.plist";`); nil without `=`.
    static func settingPair(_ line: Substring) -> (key: String, value: String)? {
        guard let equals = line.firstIndex(of: "=") else { return nil }
        let key = line[..<equals].trimmingSpaces()
        var value = line[line.index(after: equals)...].trimmingSpaces()
        if value.hasSuffix(";") { value.removeLast() }
        return (key, value.trimming { $0 == "\"" || $0 == " " })
    }

    /// An `INFOPLIST_FILE` path relative to the project's folder: `$(SRCROOT)/` and its spellings dropped.
    static func withoutRootVariable(_ path: String) -> String {
        var file = path
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where file.hasPrefix(prefix) {
            file.removeFirst(prefix.count)
        }
        return file
    }

    /// The keys one configuration declares, gathered before they are interpreted.
    struct DeclaredKeys {
        var families: Set<AppDeviceSupport.Family>?
        var iOSDeploymentTarget: Double?
        /// `INFOPLIST_KEY_UIStatusBarHidden` and `INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance`.
        var statusBarKeys: (hidden: String?, perController: String?) = (nil, nil)
        /// Orientation names by build-setting key (`UISupportedInterfaceOrientations`, `…_iPhone`, `…_iPad`).
        var orientations: [String: [String]] = [:]

        /// Takes `TARGETED_DEVICE_FAMILY` and the `INFOPLIST_KEY_UISupportedInterfaceOrientations…` settings.
        mutating func read(key: String, value: String) {
            if key == "TARGETED_DEVICE_FAMILY" {
                // A later line of one block (a target's, after its project's) replaces an earlier one.
                families = AppDeviceSupportReader.families(fromList: value)
            } else if AppDeviceSupportReader.uiKitDeploymentTargetKeys.contains(key), let version = AppDeviceSupportReader.version(value) {
                iOSDeploymentTarget = min(iOSDeploymentTarget ?? version, version)
            } else if key == "INFOPLIST_KEY_UIStatusBarHidden" {
                statusBarKeys.hidden = value
            } else if key == "INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance" {
                statusBarKeys.perController = value
            } else if key.hasPrefix("INFOPLIST_KEY_"), AppDeviceSupportReader.orientationSettingKeys.contains(String(key.dropFirst(14))) {
                orientations[String(key.dropFirst(14)), default: []] += AppDeviceSupportReader.orientationNames(inSetting: value)
            }
        }

        var support: AppDeviceSupport {
            var support = AppDeviceSupport()
            support.families = families
            support.iOSDeploymentTarget = iOSDeploymentTarget
            support.statusBarHidden = AppDeviceSupportReader.statusBarHidden(hidden: statusBarKeys.hidden, perController: statusBarKeys.perController)
            AppDeviceSupportReader.apply(orientationValues: orientations, to: &support)
            return support
        }
    }

    // MARK: keys and values

    /// Build-setting spellings: the general key, then the per-family ones.
    static let orientationSettingKeys = [
        "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations_iPhone", "UISupportedInterfaceOrientations_iPad",
    ]

    static func plistKey(forSetting key: String) -> String {
        key.replacingOccurrences(of: "_iPhone", with: "~iphone").replacingOccurrences(of: "_iPad", with: "~ipad")
    }

    static func settingKey(forPlistKey key: String) -> String {
        key.replacingOccurrences(of: "~iphone", with: "_iPhone").replacingOccurrences(of: "~ipad", with: "_iPad")
    }

    /// Sets the orientations from setting-keyed lists of orientation names: a per-family key wins over the general one.
    static func apply(orientationValues: [String: [String]], to support: inout AppDeviceSupport) {
        let general = orientationValues["UISupportedInterfaceOrientations"].flatMap(orientations(fromNames:))
        support.phoneOrientations = orientationValues["UISupportedInterfaceOrientations_iPhone"].flatMap(orientations(fromNames:)) ?? general
        support.padOrientations = orientationValues["UISupportedInterfaceOrientations_iPad"].flatMap(orientations(fromNames:)) ?? general
    }

    /// A build setting's orientation list: names separated by spaces.
    fileprivate static func orientationNames(inSetting value: String) -> [String] {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" }).map(String.init)
    }

    /// nil when no name is an orientation UIKit knows (an unresolved `$(VARIABLE)`, say): then nothing is known.
    private static func orientations(fromNames names: [String]) -> Set<AppDeviceSupport.Orientation>? {
        var result = Set<AppDeviceSupport.Orientation>()
        for name in names {
            if name.hasPrefix("UIInterfaceOrientationPortrait") { result.insert(.portrait) }
            if name.hasPrefix("UIInterfaceOrientationLandscape") { result.insert(.landscape) }
        }
        return result.isEmpty ? nil : result
    }

    /// `1` iPhone, `2` iPad (`"1,2"` both); other families (tv, watch, Mac) say nothing about these devices.
    fileprivate static func families(fromList value: String) -> Set<AppDeviceSupport.Family>? {
        var result = Set<AppDeviceSupport.Family>()
        for item in value.split(whereSeparator: { $0 == "," || $0 == " " }) {
            switch item.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) {
            case "1": result.insert(.phone)
            case "2": result.insert(.pad)
            case "3": result.insert(.tv)
            default: break
            }
        }
        return result.isEmpty ? nil : result
    }
}
