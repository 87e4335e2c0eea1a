import LayoutModel

/// Objective-C image views whose image the project's code sets somewhere, as `SwiftImagesSetLater` reads Swift: an
/// image view made without an image has no size of its own until one is set, and apps set it where they show their
/// data (`cell.iconView.image = …` in `cellForRowAtIndexPath:`, `[cell.iconView sd_setImageWithURL:…]`). It is then as
/// large as that image: a size that exists but is not known to the reader (maquanhong/Yi_Fei, an icon pinned top and
/// bottom read as having no height, held-out round 41). UIKit: `UIImageView.intrinsicContentSize` is its image's size.
struct ObjCImagesSetLater {
    /// Names (properties without their underscore) of views whose image some code sets.
    private(set) var names: Set<String> = []

    /// Image-setting messages: UIKit's and the image libraries' (SDWebImage, AFNetworking, YYWebImage).
    private static let settingSelectors: Set<String> = [
        "setImage", "sd_setImageWithURL", "setImageWithURL", "setImageWithURLRequest", "yy_setImageWithURL",
    ]

    init() {}

    init(files: [ObjCFileSyntax]) {
        for file in files {
            let tokens = file.tokens
            for index in tokens.indices where index + 2 < tokens.count && tokens[index].kind == .identifier {
                // `x.image = …`
                if tokens[index + 1].isPunctuation("."), tokens[index + 2].isIdentifier("image"), index + 3 < tokens.count,
                   tokens[index + 3].isPunctuation("=") {
                    names.insert(Self.plainName(tokens[index].text))
                }
                // `[x setImage:…]`, `[x sd_setImageWithURL:…]`
                if Self.settingSelectors.contains(tokens[index + 1].text), tokens[index + 2].isPunctuation(":") {
                    names.insert(Self.plainName(tokens[index].text))
                }
            }
        }
    }

    /// Whether an object named `name` (`_icon`, `icon`) has its image set somewhere.
    func contains(_ name: String) -> Bool { names.contains(Self.plainName(name)) }

    private static func plainName(_ name: String) -> String {
        name.hasPrefix("_") ? String(name.dropFirst()) : name
    }
}

extension ObjCInterpreter {
    /// Image views without an image whose image the project's code sets somewhere have the size of an image not known.
    func sizeImageViewsByImagesSetLater() {
        for id in objects.indices where id != 0 && objects[id].intrinsicSize == nil && objects[id].guide == nil {
            guard let className = objects[id].className, isImageView(className), project.imagesSetLater.contains(objects[id].name) else { continue }
            objects[id].intrinsicSize = AxisPair(horizontal: .unknown, vertical: .unknown)
        }
    }

    private func isImageView(_ className: String) -> Bool {
        className == "UIImageView" || project.lineage(of: className).last?.superclass == "UIImageView"
    }
}
