/// Many growable lists of entries (an index, a link and a number) kept in one shared pool.
///
/// The tableau keeps one list per row (its symbols) and one per symbol (its column). With an array per
/// list, every entry touched paid for two uniqueness checks and often an allocation; here all lists
/// share three flat arrays. Blocks are powers of two; a list that outgrows its block moves to a free
/// block of the next size (blocks left behind are kept per size for reuse), to the end of the pool, or
/// grows in place when it already is the last block. The pool is compacted once most of it is unused.
/// Positions inside a list (slots) never change when blocks move, so links between rows and
/// columns stay valid.
struct EntryLists {
    /// Where each list's block starts in the pool.
    private(set) var start = ContiguousArray<Int>()
    private(set) var count = ContiguousArray<Int32>()
    private(set) var capacity = ContiguousArray<Int32>()
    /// The pool: entry `slot` of list `l` is at `start[l] + slot`.
    var indices = ContiguousArray<Int32>()
    var links = ContiguousArray<Int32>()
    var numbers = ContiguousArray<Double>()
    /// False for lists whose entries carry no number (the column index): `numbers` stays empty.
    let keepsNumbers: Bool
    /// Pool positions in use, including abandoned blocks.
    private var used = 0
    /// Pool positions in blocks no list owns (free or lost to in-place growth).
    private var abandoned = 0
    /// Free blocks by size class: `freeBlocks[k]` holds the starts of unused blocks of `1 << k` entries.
    private var freeBlocks: [[Int]] = Array(repeating: [], count: 40)

    static let smallestBlock: Int32 = 4

    init(keepsNumbers: Bool) {
        self.keepsNumbers = keepsNumbers
    }

    var listCount: Int { start.count }

    /// Adds an empty list at the end and returns its number.
    mutating func appendList() -> Int {
        start.append(used)
        count.append(0)
        capacity.append(0)
        return start.count - 1
    }

    /// Forgets the lists numbered `listCount` and above (their blocks are abandoned).
    mutating func truncateLists(to newCount: Int) {
        guard newCount < start.count else { return }
        for list in newCount..<start.count { release(start: start[list], capacity: Int(capacity[list])) }
        start.removeSubrange(newCount...)
        count.removeSubrange(newCount...)
        capacity.removeSubrange(newCount...)
    }

    @inline(__always)
    func count(of list: Int) -> Int { Int(count[list]) }

    @inline(__always)
    func index(_ list: Int, _ slot: Int) -> Int32 { indices[start[list] + slot] }

    @inline(__always)
    func link(_ list: Int, _ slot: Int) -> Int32 { links[start[list] + slot] }

    @inline(__always)
    func number(_ list: Int, _ slot: Int) -> Double { numbers[start[list] + slot] }

    @inline(__always)
    mutating func setLink(_ list: Int, _ slot: Int, _ link: Int32) { links[start[list] + slot] = link }

    @inline(__always)
    mutating func setNumber(_ list: Int, _ slot: Int, _ number: Double) { numbers[start[list] + slot] = number }

    @inline(__always)
    mutating func set(_ list: Int, _ slot: Int, index: Int32, link: Int32, number: Double) {
        let position = start[list] + slot
        indices[position] = index
        links[position] = link
        if keepsNumbers { numbers[position] = number }
    }

    /// Appends an entry; returns its slot.
    @inline(__always)
    @discardableResult
    mutating func append(to list: Int, index: Int32, link: Int32, number: Double) -> Int32 {
        let slot = count[list]
        if slot == capacity[list] { grow(list, toAtLeast: Int(slot) + 1) }
        let position = start[list] + Int(slot)
        indices[position] = index
        links[position] = link
        if keepsNumbers { numbers[position] = number }
        count[list] = slot + 1
        return slot
    }

    @inline(__always)
    mutating func removeLast(from list: Int) { count[list] -= 1 }

    mutating func removeAll(from list: Int) { count[list] = 0 }

    /// Makes room for `minimum` entries in `list` without further moves.
    mutating func reserve(_ list: Int, _ minimum: Int) {
        if minimum > Int(capacity[list]) { grow(list, toAtLeast: minimum) }
    }

    /// A copy of one list.
    func contents(of list: Int) -> (indices: ContiguousArray<Int32>, links: ContiguousArray<Int32>, numbers: ContiguousArray<Double>) {
        let range = start[list]..<(start[list] + Int(count[list]))
        return (ContiguousArray(indices[range]), ContiguousArray(links[range]), keepsNumbers ? ContiguousArray(numbers[range]) : [])
    }

    /// Replaces one list by the given entries (used to restore a saved state).
    mutating func setContents(of list: Int, indices newIndices: ContiguousArray<Int32>, links newLinks: ContiguousArray<Int32>,
                              numbers newNumbers: ContiguousArray<Double>) {
        count[list] = 0
        reserve(list, newIndices.count)
        let base = start[list]
        for slot in 0..<newIndices.count {
            indices[base + slot] = newIndices[slot]
            links[base + slot] = newLinks[slot]
            if keepsNumbers { numbers[base + slot] = newNumbers[slot] }
        }
        count[list] = Int32(newIndices.count)
    }

    /// Smallest power of two (at least `smallestBlock`) holding `entries`.
    private static func blockSize(_ entries: Int) -> Int {
        var size = Int(smallestBlock)
        while size < entries { size <<= 1 }
        return size
    }

    private static func sizeClass(_ size: Int) -> Int { size.trailingZeroBitCount }

    /// Gives a block back; power-of-two blocks are kept for reuse.
    private mutating func release(start blockStart: Int, capacity blockCapacity: Int) {
        guard blockCapacity > 0 else { return }
        abandoned += blockCapacity
        if blockCapacity.nonzeroBitCount == 1, blockCapacity >= Int(EntryLists.smallestBlock), blockStart + blockCapacity <= used {
            freeBlocks[EntryLists.sizeClass(blockCapacity)].append(blockStart)
        }
    }

    private mutating func grow(_ list: Int, toAtLeast minimum: Int) {
        let oldCapacity = Int(capacity[list])
        let newCapacity = EntryLists.blockSize(max(oldCapacity * 2, minimum))
        let oldStart = start[list]
        if oldStart + oldCapacity == used {
            // The last block grows in place.
            extendPool(by: newCapacity - oldCapacity)
            capacity[list] = Int32(newCapacity)
            return
        }
        if abandoned + oldCapacity > 65_536, (abandoned + oldCapacity) * 5 > used * 3 {
            compact(reserving: list, capacity: newCapacity)
            return
        }
        let newStart: Int
        if let reused = freeBlocks[EntryLists.sizeClass(newCapacity)].popLast() {
            newStart = reused
            abandoned -= newCapacity
        } else {
            newStart = used
            extendPool(by: newCapacity)
        }
        let live = Int(count[list])
        for offset in 0..<live {
            indices[newStart + offset] = indices[oldStart + offset]
            links[newStart + offset] = links[oldStart + offset]
            if keepsNumbers { numbers[newStart + offset] = numbers[oldStart + offset] }
        }
        release(start: oldStart, capacity: oldCapacity)
        start[list] = newStart
        capacity[list] = Int32(newCapacity)
    }

    /// Some room left after compaction, so the next appends do not move every list again.
    private static func blockAfterCompaction(live: Int) -> Int {
        live == 0 ? 0 : blockSize(live + live / 2)
    }

    private mutating func extendPool(by extra: Int) {
        used += extra
        if indices.count < used {
            // Only the positions now in use are written (the arrays' own capacity grows geometrically), so
            // memory is touched as it is needed; small pools start with some room.
            let missing = max(used, 256) - indices.count
            indices.append(contentsOf: repeatElement(0, count: missing))
            links.append(contentsOf: repeatElement(0, count: missing))
            if keepsNumbers { numbers.append(contentsOf: repeatElement(0, count: missing)) }
        }
    }

    /// Rewrites the pool with every list's live entries back to back; `list` gets `newCapacity`.
    private mutating func compact(reserving list: Int, capacity newCapacity: Int) {
        var total = 0
        for other in 0..<start.count {
            total += other == list ? newCapacity : EntryLists.blockAfterCompaction(live: Int(count[other]))
        }
        var newIndices = ContiguousArray<Int32>(repeating: 0, count: total)
        var newLinks = ContiguousArray<Int32>(repeating: 0, count: total)
        var newNumbers = ContiguousArray<Double>(repeating: 0, count: keepsNumbers ? total : 0)
        var cursor = 0
        for other in 0..<start.count {
            let live = Int(count[other])
            let oldStart = start[other]
            for offset in 0..<live {
                newIndices[cursor + offset] = indices[oldStart + offset]
                newLinks[cursor + offset] = links[oldStart + offset]
                if keepsNumbers { newNumbers[cursor + offset] = numbers[oldStart + offset] }
            }
            start[other] = cursor
            let block = other == list ? newCapacity : EntryLists.blockAfterCompaction(live: live)
            capacity[other] = Int32(block)
            cursor += block
        }
        indices = newIndices
        links = newLinks
        numbers = newNumbers
        used = cursor
        abandoned = 0
        for sizeClass in freeBlocks.indices { freeBlocks[sizeClass].removeAll() }
    }
}
