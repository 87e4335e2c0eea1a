import LayoutModel

/// Writes scenes as `.layout` text that reads back into the same model (apart from source locations).
public enum LayoutTextWriter {
    public static func write(_ scenes: [Scene]) -> String {
        scenes.map(write(scene:)).joined(separator: "\n")
    }

    private static func write(scene: Scene) -> String {
        var lines: [String] = []
        var header = "scene \(name(scene.name)) "
        switch scene.kind {
        case .viewController: header += "viewController"
        case .standalone: header += "standalone"
        case .cell(let rowHeight): header += "cell rowHeight=" + (rowHeight.map(formatNumber) ?? "automatic")
        case .selfSizing(let axes):
            header += "container axes=" + (axes.count == 2 ? "both" : axes.first?.rawValue ?? "vertical")
        }
        if let device = scene.device { header += " device=\(quoted(device))" }
        if let size = scene.size { header += " size=\(size)" }
        if scene.rowSeparator == true { header += " separator=yes" }
        if let forms = scene.baseDeviceForms { header += " devices=" + forms.map(\.rawValue).joined(separator: ",") }
        lines.append(header)
        let root = scene.root
        if let root, let rootItem = scene.item(root) {
            lines.append(declaration(rootItem, keyword: "root", root: root))
        }
        for item in scene.items where item.id != root {
            lines.append(declaration(item, keyword: item.isLayoutGuide ? "guide" : "view", root: root))
        }
        for variant in scene.variants {
            var line = "variant \(name(variant.name))"
            if let horizontal = variant.horizontalSizeClass { line += " horizontal=\(horizontal.rawValue)" }
            if let vertical = variant.verticalSizeClass { line += " vertical=\(vertical.rawValue)" }
            if let forms = variant.deviceForms { line += " devices=" + forms.sorted().map(\.rawValue).joined(separator: ",") }
            lines += [line, "end"]
        }
        var writtenInside = Set<Int>()
        for (index, constraint) in scene.constraints.enumerated() {
            let owners = scene.variants.filter { $0.activatedConstraints.contains(index) }
            if !constraint.isActive, owners.count == 1, let owner = owners.first {
                lines += ["variant \(name(owner.name))", "  " + write(constraint: constraint, activeFlag: false), "end"]
                writtenInside.insert(index)
            } else {
                lines.append(write(constraint: constraint, activeFlag: true))
            }
        }
        for variant in scene.variants {
            var body: [String] = []
            for index in variant.activatedConstraints where !writtenInside.contains(index) { body.append("  activate #\(index + 1)") }
            for index in variant.deactivatedConstraints { body.append("  deactivate #\(index + 1)") }
            for item in variant.hiddenItems { body.append("  hide \(name(item.name))") }
            for item in variant.shownItems { body.append("  show \(name(item.name))") }
            for override in variant.stackOverrides { body.append("  " + stackStatement(override)) }
            if !body.isEmpty { lines += ["variant \(name(variant.name))"] + body + ["end"] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An NSStackView's own settings, where they differ from AppKit's defaults; settings that are all the defaults are
    /// still written (as the hugging), so the text reads back as an NSStackView's settings, not as none.
    private static func appKitSettings(_ appKit: AppKitStackSettings) -> String {
        var text = ""
        let defaults = AppKitStackSettings()
        if appKit.hugging != defaults.hugging || appKit == defaults {
            text += " stackHugging=\(formatNumber(appKit.hugging.horizontal.value)),\(formatNumber(appKit.hugging.vertical.value))"
        }
        if appKit.edgeInsets != .zero {
            let insets = appKit.edgeInsets
            text += " edgeInsets=" + [insets.top, insets.left, insets.bottom, insets.right].map(formatNumber).joined(separator: ",")
        }
        if appKit.gravities.contains(where: { $0 != .leading }) {
            text += " gravities=" + appKit.gravities.map(\.rawValue).joined(separator: ",")
        }
        if !appKit.alignsViews { text += " alignsNothing" }
        if !appKit.detachesHiddenViews { text += " keepsHiddenViews" }
        return text
    }

    private static func stackStatement(_ override: StackOverride) -> String {
        var line = "stack \(name(override.item.name))"
        if let axis = override.axis { line += " axis=\(axis.rawValue)" }
        if let spacing = override.spacing { line += " spacing=\(formatNumber(spacing))" }
        if let distribution = override.distribution { line += " distribution=\(distribution.rawValue)" }
        if let alignment = override.alignment { line += " alignment=\(alignment.rawValue)" }
        if let flag = override.isLayoutMarginsRelativeArrangement { line += " marginsRelative=\(flag)" }
        if let flag = override.isBaselineRelativeArrangement { line += " baselineRelative=\(flag)" }
        return line
    }

    private static func declaration(_ item: Item, keyword: String, root: ItemID?) -> String {
        var line = "\(keyword) \(name(item.id.name))"
        if let guide = item.guideKind {
            line += ": \(guide.rawValue)"
        } else if let className = item.className {
            line += ": \(name(className))"
        }
        if keyword != "root" {
            line += item.superview.map { " in \(name($0.name))" } ?? " detached"
        } else if let superview = item.superview {
            line += " in \(name(superview.name))"
        }
        if let platformClass = item.platformClass, item.guideKind == nil { line += " platform=\(platformClass)" }
        if let size = item.intrinsicSize { line += " intrinsic=\(size.horizontal),\(size.vertical)" }
        if let hugging = item.contentHugging { line += " hugging=\(hugging.horizontal),\(hugging.vertical)" }
        if let compression = item.compressionResistance { line += " compression=\(compression.horizontal),\(compression.vertical)" }
        if item.translatesAutoresizingMask { line += " autoresizing" }
        if let mask = item.autoresizingMask {
            let names = AutoresizingMask.names.filter { mask.contains($0.mask) }.map(\.name)
            line += " mask=" + (names.isEmpty ? "none" : names.joined(separator: "|"))
            if !item.translatesAutoresizingMask { line += " autoresizing=false" }
        }
        if let frame = item.frame {
            line += " frame=" + [frame.x, frame.y, frame.width, frame.height].map(formatNumber).joined(separator: ",")
        }
        if item.isHidden { line += " hidden" }
        if item.hiddenMeansAbsent == true { line += " absentWhenHidden" }
        if let margins = item.layoutMargins {
            line += " margins=" + [margins.top, margins.left, margins.bottom, margins.right].map(formatNumber).joined(separator: ",")
        }
        if let lines = item.numberOfLines { line += " lines=\(lines)" }
        if item.hasUnknownLayoutMargins { line += " marginsUnknown" }
        if let style = item.textFieldStyle {
            let font = style.systemFontSize.map(formatNumber) ?? "other"
            line += " textField=\(font),\(style.isSingleLine ? "single" : "wrapping"),\(style.border.rawValue)"
        }
        if let openness = item.openness, !openness.isComplete {
            // The reasons do not fit the format; the reading they lead to does.
            let both = openness.isOpen(.horizontal) && openness.isOpen(.vertical)
            line += " open=" + (both ? "both" : openness.isOpen(.horizontal) ? "horizontal" : "vertical")
        }
        if let flags = item.designTimeFlags {
            if flags.ambiguous { line += " xcodeAmbiguous" }
            if flags.misplaced { line += " xcodeMisplaced" }
            if !flags.ambiguous && !flags.misplaced { line += " xcodeMisplaced=false" }
        }
        if let stack = item.stack {
            line += " axis=\(stack.axis.rawValue) spacing=\(formatNumber(stack.spacing))"
            line += " distribution=\(stack.distribution.rawValue) alignment=\(stack.alignment.rawValue)"
            line += " arranged=" + stack.arrangedSubviews.map { name($0.name) }.joined(separator: ",")
            if stack.arrangedSubviews.isEmpty { line.removeLast("arranged=".count + 1) }
            if stack.isLayoutMarginsRelativeArrangement { line += " marginsRelative" }
            if stack.isBaselineRelativeArrangement { line += " baselineRelative" }
            if let appKit = stack.appKit { line += appKitSettings(appKit) }
        }
        return line
    }

    private static func write(constraint: Constraint, activeFlag: Bool) -> String {
        var text = "\(name(constraint.firstItem.name)).\(constraint.firstAttribute.rawValue) \(constraint.relation.rawValue) "
        var terms: [String] = []
        if let second = constraint.secondItem {
            let reference = "\(name(second.name)).\(constraint.secondAttribute.rawValue)"
            terms.append(constraint.multiplier == 1 ? reference : "\(formatNumber(constraint.multiplier)) * \(reference)")
            if constraint.constant != 0 {
                terms.append(constraint.constant < 0 ? "- \(formatNumber(-constraint.constant))" : "+ \(formatNumber(constraint.constant))")
            }
        } else if constraint.constant != 0 || constraint.symbolicConstant == nil {
            terms.append(formatNumber(constraint.constant))
        }
        if let symbol = constraint.symbolicConstant {
            // Each part of an unresolved constant is written so the reader takes it back as the same text: a
            // plain word as is, anything else (`2 * systemSpacing`, `bounds.height`) as a quoted symbol.
            for part in symbol.components(separatedBy: " + ") {
                let negative = part.hasPrefix("-")
                let body = negative ? String(part.dropFirst()) : part
                let isWord = !body.isEmpty && body.first.map { $0.isLetter || $0 == "_" } == true
                    && body.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
                    && !reservedWords.contains(body.lowercased()) && body.lowercased() != "standard" && body != "NSSpace"
                let written = isWord ? body : quoted(body)
                terms.append(terms.isEmpty && !negative ? written : (negative ? "- " : "+ ") + written)
            }
        }
        text += terms.joined(separator: " ")
        if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
        if let identifier = constraint.identifier { text += " \(quoted(identifier))" }
        if activeFlag && !constraint.isActive { text += " inactive" }
        if constraint.origin != .user { text += " origin=\(constraint.origin.rawValue)" }
        return text
    }

    /// A name as is when it is a plain identifier, quoted otherwise.
    private static func name(_ text: String) -> String {
        let isPlain = !text.isEmpty && text.first.map { $0.isLetter || $0 == "_" } == true
            && text.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
            && !reservedWords.contains(text.lowercased())
        return isPlain ? text : quoted(text)
    }

    private static let reservedWords: Set<String> = ["in", "inactive", "origin", "standard", "x", "end", "superview"]

    /// `text` in double quotes, with `"`, `\`, newline and tab written as C-style escapes (the `.layout` format's strings,
    /// and the text format of an Xcode project, `XcodeProjectXMLFormat`).
    public static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
