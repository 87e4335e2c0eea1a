import LayoutModel

/// An image view made without an image (`UIImageView()`) has no size of its own until one is set; apps set it when
/// they show their data (`configure(with:)`, a model property's `didSet`, `cellForRowAt`), often through an image
/// library (Kingfisher's `kf.setImage(with:)`, SDWebImage's `sd_setImage(with:)`, Alamofire's `af.setImage(withURL:)`).
/// At run time it is then as large as that image: its size exists but is not known to the reader. Read as having
/// none, a cell whose image view is pinned to its content view by the edges was "missing a height" (bark @abbd3baa,
/// MessageItemView). UIKit: `UIImageView.intrinsicContentSize` is the image's size, or none without an image.
struct SwiftImagesSetLater {
    /// Names (properties, locals) of views whose image the project's code sets somewhere.
    let names: Set<String>

    /// Member names of an image library's namespace or its calls (`kf`, `sd_setImage`) besides `image =`.
    private static let libraryMembers: Set<String> = ["kf", "af", "sd_setImage", "af_setImage", "setImage", "sd_setImageWithURL"]

    init(files: [SwiftFileSyntax]) {
        var names = Set<String>()
        for file in files {
            let tokens = file.tokens
            var index = 0
            while index + 2 < tokens.count {
                defer { index += 1 }
                guard tokens[index].kind == .identifier, tokens[index + 1].text == "." else { continue }
                let member = tokens[index + 2].text
                let assignsImage = member == "image" && index + 3 < tokens.count && tokens[index + 3].text == "="
                if assignsImage || Self.libraryMembers.contains(member) { names.insert(tokens[index].text) }
            }
        }
        self.names = names
    }
}

extension SwiftInterpreter {
    /// Image views without an image whose image the project's code sets somewhere (see `SwiftImagesSetLater`) have
    /// the size of an image not known to the reader.
    func sizeImageViewsByImagesSetLater() {
        for id in builder.objects.indices where builder.objects[id].kind == .view && builder.objects[id].intrinsicSize == nil {
            guard let className = builder.objects[id].className,
                  inherits(className, from: "UIImageView") || inherits(className, from: "NSImageView"),
                  let name = builder.objects[id].name?.split(separator: ".").last.map(String.init),
                  project.imagesSetLater.names.contains(name) else { continue }
            builder.objects[id].intrinsicSize = AxisPair(horizontal: .unknown, vertical: .unknown)
        }
    }
}
