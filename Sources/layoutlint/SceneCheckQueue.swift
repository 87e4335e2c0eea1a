import Dispatch
import Foundation
import LayoutModel

/// Checks scenes on every core while a reader is still producing them, and hands the results back by the
/// reader's scene index, so output order does not depend on scheduling. Also tells the progress display when
/// every scene of a file is checked (which files are complete is known only once reading has ended).
final class SceneCheckQueue<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let group = DispatchGroup()
    private let check: @Sendable (Scene) -> Result
    private let progress: ProgressDisplay?
    private var results: [Int: Result] = [:]
    private var checkedPerFile: [String: Int] = [:]
    /// Scenes per file, known once reading has ended.
    private var scenesPerFile: [String: Int]?

    init(progress: ProgressDisplay?, check: @escaping @Sendable (Scene) -> Result) {
        self.progress = progress
        self.check = check
    }

    /// Starts checking scene `index` on some core.
    func submit(_ index: Int, _ scene: Scene) {
        DispatchQueue.global().async(group: group) { [self] in
            let result = check(scene)
            let file = scene.location.file
            lock.lock()
            results[index] = result
            checkedPerFile[file, default: 0] += 1
            let fileFinished = scenesPerFile.map { checkedPerFile[file] == $0[file] } ?? false
            lock.unlock()
            if fileFinished { progress?.advance(current: file) }
        }
    }

    /// Call once the reader is done: the scenes it produced (every one submitted) and how many files it read.
    /// Waits for every check and returns the results in scene order.
    func finish(scenes: [Scene], fileCount: Int) -> [Result] {
        var perFile: [String: Int] = [:]
        for scene in scenes { perFile[scene.location.file, default: 0] += 1 }
        lock.lock()
        scenesPerFile = perFile
        let finishedFiles = perFile.filter { checkedPerFile[$0.key] == $0.value }.map(\.key).sorted()
        lock.unlock()
        progress?.advance(by: max(0, fileCount - perFile.count), current: scenes.last?.location.file ?? "")
        for file in finishedFiles { progress?.advance(current: file) }
        group.wait()
        lock.lock()
        defer { lock.unlock() }
        return scenes.indices.map { results[$0]! }
    }
}
