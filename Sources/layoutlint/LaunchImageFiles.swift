import Foundation
import LayoutModel

/// The phone sizes of an app's launch image files: the portrait iPhone images of its asset catalog launch sets
/// (`Name.launchimage/Contents.json`) and the classic `Default-568h@2x.png` files. nil when a named set is not found or
/// names a size not known here: then the sizes the app runs at are not known.
enum LaunchImageFiles {
    /// The asset catalog's subtypes of portrait iPhone launch images; no subtype is the 320 × 480 image.
    static let subtypeSizes: [String: Size] = [
        "": Size(width: 320, height: 480), "retina4": Size(width: 320, height: 568),
        "667h": Size(width: 375, height: 667), "736h": Size(width: 414, height: 736),
        "2436h": Size(width: 375, height: 812), "2688h": Size(width: 414, height: 896), "1792h": Size(width: 414, height: 896),
    ]

    /// The classic file names' height suffixes (`Default-568h@2x.png`).
    static let fileSuffixSizes: [String: Size] = [
        "-568h": Size(width: 320, height: 568), "-667h": Size(width: 375, height: 667), "-736h": Size(width: 414, height: 736),
        "-2436h": Size(width: 375, height: 812),
    ]

    /// Folders scanned at most, so a huge tree cannot stall a lint.
    static let folderLimit = 20_000

    static func sizes(under roots: [String], assetSets: Set<String>, fileBases: Set<String>) -> Set<Size>? {
        var sizes = Set<Size>()
        var foundSets = Set<String>()
        var pending = roots
        var visited = 0
        let manager = FileManager.default
        while let folder = pending.popLast() {
            visited += 1
            guard visited <= folderLimit else { return nil }
            for entry in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = folder + "/" + entry
                if entry.hasSuffix(".launchimage") {
                    let name = String(entry.dropLast(".launchimage".count))
                    guard assetSets.contains(name) else { continue }
                    guard let setSizes = setSizes(atPath: path + "/Contents.json") else { return nil }
                    foundSets.insert(name)
                    sizes.formUnion(setSizes)
                } else if let size = classicFileSize(entry, bases: fileBases) {
                    sizes.insert(size)
                } else if !entry.hasPrefix("."), !FileDiscovery.skippedFolders.contains(entry), isFolder(path) {
                    pending.append(path)
                }
            }
        }
        return foundSets == assetSets ? sizes : nil
    }

    /// The sizes of a launch set's portrait iPhone images that have a file; nil when one has a subtype not known here.
    static func setSizes(atPath path: String) -> Set<Size>? {
        guard let data = FileManager.default.contents(atPath: path),
              let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
        var sizes = Set<Size>()
        for image in json["images"] as? [[String: Any]] ?? [] {
            guard image["idiom"] as? String == "iphone", (image["orientation"] as? String ?? "portrait") == "portrait",
                  let file = image["filename"] as? String, !file.isEmpty else { continue }
            guard let size = subtypeSizes[image["subtype"] as? String ?? ""] else { return nil }
            sizes.insert(size)
        }
        return sizes
    }

    /// `Default-568h@2x.png` (or `~iphone`) for a base name `Default`: its size.
    static func classicFileSize(_ name: String, bases: Set<String>) -> Size? {
        guard name.hasSuffix(".png") else { return nil }
        for base in bases where name.hasPrefix(base + "-") {
            let rest = name.dropFirst(base.count)
            for (suffix, size) in fileSuffixSizes where rest.hasPrefix(suffix + "@") || rest.hasPrefix(suffix + "~iphone") {
                return size
            }
        }
        return nil
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
