/// An unresolved merge left in a file: `<<<<<<<` at the start of a line, closed by a later `>>>>>>>`. The compiler
/// and Xcode reject such a file, and the brackets or XML around the markers no longer pair, so the readers report
/// the marker itself rather than the bracket or XML errors it causes.
enum MergeConflictMarkers {
    /// The message every reader uses for a marker.
    static let message = "unresolved merge conflict: a '<<<<<<<' marker is left in the file (the compiler rejects it)"

    /// The 1-based line of each `<<<<<<<` marker that a `>>>>>>>` marker closes on a later line.
    static func openingLines(in text: String) -> [Int] {
        var openings: [Int] = []
        var pending: Int?
        var line = 1
        var atLineStart = true
        var bytes = text.utf8.makeIterator()
        var run: (byte: UInt8, count: Int)?
        func endOfRun(_ next: UInt8?) {
            guard let current = run, current.count == 7, next == nil || next == 32 || next == 10 || next == 13 else { return }
            if current.byte == UInt8(ascii: "<") {
                pending = line
            } else if let start = pending {
                openings.append(start)
                pending = nil
            }
        }
        while let byte = bytes.next() {
            if var current = run {
                if byte == current.byte {
                    current.count += 1
                    run = current
                    continue
                }
                endOfRun(byte)
                run = nil
            }
            if atLineStart, byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") {
                run = (byte, 1)
                atLineStart = false
                continue
            }
            atLineStart = byte == 10
            if byte == 10 { line += 1 }
        }
        if run != nil { endOfRun(nil) }
        return openings
    }
}
