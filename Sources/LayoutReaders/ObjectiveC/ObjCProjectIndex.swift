/// Every class the Objective-C files declare or implement, across `.h`, `.m` and `.mm`: superclass,
/// properties and instance variables, methods; and the numeric constants the files define.
final class ObjCProjectIndex: @unchecked Sendable {
    struct ClassInfo {
        var name: String
        var superclass: String?
        var properties: [String: ObjCProperty] = [:]
        var implementations: [ObjCImplementation] = []
    }

    private(set) var classes: [String: ClassInfo] = [:]
    /// Implemented classes in file order.
    private(set) var implementationOrder: [String] = []
    private(set) var constants: [String: Double] = [:]

    /// The files read, for the facts worked out on first use.
    private let files: [ObjCFileSyntax]

    init(files: [ObjCFileSyntax]) {
        self.files = files
        for file in files {
            constants.merge(file.constants) { first, _ in first }
            for interface in file.interfaces {
                var info = classes[interface.name] ?? ClassInfo(name: interface.name)
                if info.superclass == nil { info.superclass = interface.superclass }
                for property in interface.properties where info.properties[property.name] == nil { info.properties[property.name] = property }
                classes[interface.name] = info
            }
        }
        for file in files {
            for implementation in file.implementations {
                var info = classes[implementation.name] ?? ClassInfo(name: implementation.name)
                for variable in implementation.instanceVariables where info.properties[variable.name] == nil {
                    info.properties[variable.name] = variable
                }
                if info.implementations.isEmpty { implementationOrder.append(implementation.name) }
                info.implementations.append(implementation)
                classes[implementation.name] = info
            }
        }
    }

    /// Image views whose image some code sets (`ObjCImagesSetLater`), noted before the scenes are read.
    var imagesSetLater = ObjCImagesSetLater()

    /// Classes whose own methods add subviews or make constraints: they size themselves from their content.
    private(set) var classesWithOwnLayout: Set<String> = []
    /// Cell classes whose rows the code sizes (ObjCCellsSizedByCode.swift).
    var cellsSizedByCode: Set<String> = []
    /// The rows the code shows at heights their table fixes (ObjCFixedHeightCells.swift), once worked out.
    var rowHeightFacts = ProjectFacts()
    /// The first top-level view of each nib linted, by nib name (`ProjectFacts.nibTopLevelViews`; ObjCNibLoading.swift).
    var nibTopLevelViews: [String: NibTopLevelView] = [:]
    /// The classes other readers' files name (`ProjectFacts.classNamesFromOtherFiles`): a nib or storyboard may make them.
    var classesNamedElsewhere: Set<String> = []
    /// The names the code gives an action through (`[saveButton addTarget:…]`, `[self.sendButton addTarget:…]`,
    /// `_button.rac_command`), for `cell_content_view`: a button no code acts on is decoration. Scanned on first use.
    lazy var namesGivenActions: Set<String> = {
        let members = Set(CellContentViewOrder.actionMembers.map { $0.split(separator: ":").first.map(String.init) ?? $0 })
        var names = Set<String>()
        for file in files {
            let tokens = file.tokens
            for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier {
                let next = tokens[index + 1]
                let given = next.kind == .identifier && members.contains(next.text)
                    || next.isPunctuation(".") && members.contains(tokens[index + 2].text)
                if given { names.insert(tokens[index].text.hasPrefix("_") ? String(tokens[index].text.dropFirst()) : tokens[index].text) }
            }
        }
        return names
    }()

    /// The project classes named in methods that let touches through a cell's content view
    /// (`cell.contentView.userInteractionEnabled = NO;`, `[cell.contentView setUserInteractionEnabled:NO]`): cells of those
    /// classes are fixed where they are shown, for `cell_content_view`. Scanned on first use.
    lazy var cellsPassingTouchesThroughContentView: Set<String> = {
        var names = Set<String>()
        for file in files {
            let tokens = file.tokens
            for implementation in file.implementations {
                for method in implementation.methods {
                    let body = method.body.clamped(to: 0..<tokens.count)
                    let passes = body.dropLast(4).contains { index in
                        guard tokens[index].isIdentifier("contentView") else { return false }
                        let property = tokens[index + 1].isPunctuation(".") && tokens[index + 2].isIdentifier("userInteractionEnabled")
                            && tokens[index + 3].isPunctuation("=") && tokens[index + 4].isIdentifier("NO")
                        let message = tokens[index + 1].isIdentifier("setUserInteractionEnabled") && tokens[index + 2].isPunctuation(":")
                            && tokens[index + 3].isIdentifier("NO")
                        return property || message
                    }
                    guard passes else { continue }
                    for index in body where tokens[index].kind == .identifier && classes[tokens[index].text] != nil {
                        names.insert(tokens[index].text)
                    }
                }
            }
        }
        return names
    }()

    /// Records which classes lay out content of their own (needs the files' tokens).
    func noteOwnLayout(_ files: [ObjCFileSyntax]) {
        for file in files {
            for implementation in file.implementations {
                for method in implementation.methods where !method.isClassMethod {
                    let body = method.body.clamped(to: 0..<file.tokens.count)
                    if body.contains(where: { index in
                        let token = file.tokens[index]
                        return token.kind == .identifier && (token.text == "addSubview" || token.text == "addArrangedSubview"
                            || ObjCUIKitVocabulary.constraintSelectors.contains(token.text) || ObjCUIKitVocabulary.layoutLibrary(token.text) != nil)
                    }) {
                        classesWithOwnLayout.insert(implementation.name)
                    }
                }
            }
        }
    }

    /// The class and its project superclasses, the class first (stops on cycles).
    func lineage(of name: String) -> [ClassInfo] {
        var result: [ClassInfo] = []
        var seen = Set<String>()
        var current: String? = name
        while let next = current, !seen.contains(next), let info = classes[next] {
            seen.insert(next)
            result.append(info)
            current = info.superclass
        }
        return result
    }

    /// The first method with this selector up the lineage, with the class that implements it.
    func method(_ selector: String, in className: String) -> (method: ObjCMethod, owner: String, path: String)? {
        for info in lineage(of: className) {
            for implementation in info.implementations {
                if let method = implementation.methods.first(where: { $0.selector == selector && !$0.isClassMethod }) {
                    return (method, info.name, implementation.path)
                }
            }
        }
        return nil
    }

    /// A property or instance variable (`_name` or `name`) up the lineage.
    func property(_ name: String, in className: String) -> ObjCProperty? {
        for info in lineage(of: className) {
            if let property = info.properties[name] { return property }
            if name.hasPrefix("_"), let property = info.properties[String(name.dropFirst())] { return property }
            if let property = info.properties["_" + name] { return property }
        }
        return nil
    }

    /// The UIKit role of a class, following project superclasses, guessed by suffix for unknown ones.
    func role(of className: String) -> SwiftUIKitVocabulary.Role? {
        SwiftUIKitVocabulary.role(of: className) { name in
            guard let info = classes[name] else { return .undeclared }
            return .declared(name: name, superclass: info.superclass, guessable: true)
        }
    }

    /// Whether the class is the project's or the platform's (its behaviour is then known).
    func isKnownClass(_ name: String) -> Bool {
        classes[name] != nil || SwiftUIKitVocabulary.isPlatformClass(name)
    }

    /// Whether instances of the class are views (or view subclasses) that can be laid out.
    func isViewClass(_ name: String) -> Bool {
        switch role(of: name) {
        case .view?, .cell?, .stackView?: return true
        default: return false
        }
    }
}
