/// Undoes what trackers and chat tools do to a pasted log before the scanner reads it, without moving columns
/// where it can: markdown's `\<` and `\>` escapes, and the `~~` a Jira-to-GitHub bridge makes of `-`.
enum PastedLogRepair {
    /// The line as the runtime printed it, as near as can be told.
    static func repair(_ line: [UInt8]) -> [UInt8] {
        guard line.contains(LogBytes.backslash) || line.contains(LogBytes.tilde) else { return line }
        var repaired = line
        var index = 0
        while index + 1 < repaired.count {
            // `\<NSLayoutConstraint:0x… …\>`: the escape becomes a space, so every column stays put.
            if repaired[index] == LogBytes.backslash, repaired[index + 1] == LogBytes.less || repaired[index + 1] == LogBytes.greater {
                repaired[index] = LogBytes.space
            }
            index += 1
        }
        // `V:|~~(8)~~[UILabel…]`, `'UISV~~spacing'`: the runtime never prints `~~`, so each was a dash.
        guard LogBytes.find([LogBytes.tilde, LogBytes.tilde], in: repaired) != nil,
              LogBytes.find(Array("Constraint".utf8), in: repaired) != nil else { return repaired }
        var joined: [UInt8] = []
        joined.reserveCapacity(repaired.count)
        index = 0
        while index < repaired.count {
            if repaired[index] == LogBytes.tilde, index + 1 < repaired.count, repaired[index + 1] == LogBytes.tilde {
                joined.append(LogBytes.dash)
                index += 2
            } else {
                joined.append(repaired[index])
                index += 1
            }
        }
        return joined
    }
}
