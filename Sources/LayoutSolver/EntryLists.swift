/// Many growable lists of entries (an index, a link and a number) kept in one shared pool.
///
/// The tableau keeps one list per row (its symbols) and one per symbol (its column). With an array per
/// list, every entry touched paid for two uniqueness checks and often an allocation; here all lists
/// share three flat buffers. Blocks are powers of two; a list that outgrows its block moves to a free
/// block of the next size (blocks left behind are kept per size for reuse), to the end of the pool, or
/// grows in place when it already is the last block. The pool is compacted once most of it is unused.
/// Positions inside a list (slots) never change when blocks move, so links between rows and
/// columns stay valid.
///
/// A class over manually managed buffers: the tableau's inner loops touch entries millions of times,
/// and array storage cost a bounds and a uniqueness check on each touch. Its owner (one `Tableau`,
/// itself owned by one `Solver`) is never copied, so reference semantics are never observed.
final class EntryLists {
    // The buffers' pointers are kept beside the buffers: reading them through the `PoolMemory` values, which
    // growth mutates, cost a runtime exclusivity check per read and tripled kiwi_enaml's add instructions.

    /// Where each list's block starts in the pool.
    private(set) var start: UnsafeMutablePointer<Int>
    private var counts: UnsafeMutablePointer<Int32>
    private var capacities: UnsafeMutablePointer<Int32>
    private var startMemory: PoolMemory<Int>
    private var countMemory: PoolMemory<Int32>
    private var capacityMemory: PoolMemory<Int32>
    /// Number of lists.
    private(set) var listCount = 0
    /// Room in `start`, `counts` and `capacities`.
    private var listRoom: Int
    /// The pool: entry `slot` of list `l` is at `start[l] + slot`.
    private(set) var indices: UnsafeMutablePointer<Int32>
    private(set) var links: UnsafeMutablePointer<Int32>
    /// A single unused element for lists whose entries carry no number (the column index).
    private(set) var numbers: UnsafeMutablePointer<Double>
    private var indexMemory: PoolMemory<Int32>
    private var linkMemory: PoolMemory<Int32>
    private var numberMemory: PoolMemory<Double>
    /// Room in the pool buffers.
    private var poolRoom: Int
    /// False for lists whose entries carry no number (the column index).
    let keepsNumbers: Bool
    /// Pool positions in use, including abandoned blocks.
    private var used = 0
    /// Pool positions in blocks no list owns (free or lost to in-place growth).
    private var abandoned = 0
    /// Free blocks by size class: `freeHeads[k]` is the start of an unused block of `1 << k` entries, or -1;
    /// each free block holds the start of the next one of its class in its first entry (`nextFreeBlock`).
    private let freeHeads: UnsafeMutablePointer<Int>
    private let freeHeadMemory: PoolMemory<Int>
    private static let sizeClassCount = 48

    static let smallestBlock: Int32 = 4

    init(keepsNumbers: Bool) {
        self.keepsNumbers = keepsNumbers
        listRoom = 16
        startMemory = PoolMemory(capacity: listRoom)
        countMemory = PoolMemory(capacity: listRoom)
        capacityMemory = PoolMemory(capacity: listRoom)
        poolRoom = 256
        indexMemory = PoolMemory(capacity: poolRoom)
        linkMemory = PoolMemory(capacity: poolRoom)
        numberMemory = PoolMemory(capacity: keepsNumbers ? poolRoom : 0)
        freeHeadMemory = PoolMemory(capacity: EntryLists.sizeClassCount)
        (start, counts, capacities) = (startMemory.pointer, countMemory.pointer, capacityMemory.pointer)
        (indices, links, numbers) = (indexMemory.pointer, linkMemory.pointer, numberMemory.pointer)
        freeHeads = freeHeadMemory.pointer
        freeHeads.initialize(repeating: -1, count: EntryLists.sizeClassCount)
    }

    deinit {
        startMemory.release()
        countMemory.release()
        capacityMemory.release()
        indexMemory.release()
        linkMemory.release()
        numberMemory.release()
        freeHeadMemory.release()
    }

    /// Adds an empty list at the end and returns its number.
    func appendList() -> Int {
        if listCount == listRoom {
            let room = listRoom * 2
            startMemory.grow(toCapacity: room, keeping: listCount)
            countMemory.grow(toCapacity: room, keeping: listCount)
            capacityMemory.grow(toCapacity: room, keeping: listCount)
            (start, counts, capacities) = (startMemory.pointer, countMemory.pointer, capacityMemory.pointer)
            listRoom = room
        }
        start[listCount] = used
        counts[listCount] = 0
        capacities[listCount] = 0
        listCount += 1
        return listCount - 1
    }

    /// Forgets the lists numbered `listCount` and above (their blocks are abandoned).
    func truncateLists(to newCount: Int) {
        guard newCount < listCount else { return }
        for list in newCount..<listCount { release(start: start[list], capacity: Int(capacities[list])) }
        listCount = newCount
    }

    @inline(__always)
    func count(of list: Int) -> Int { Int(counts[list]) }

    /// Pool positions the lists own (their blocks' room, free and abandoned blocks not counted).
    var positionsInUse: Int { used - abandoned }

    @inline(__always)
    func index(_ list: Int, _ slot: Int) -> Int32 { indices[start[list] + slot] }

    @inline(__always)
    func link(_ list: Int, _ slot: Int) -> Int32 { links[start[list] + slot] }

    @inline(__always)
    func number(_ list: Int, _ slot: Int) -> Double { numbers[start[list] + slot] }

    @inline(__always)
    func setLink(_ list: Int, _ slot: Int, _ link: Int32) { links[start[list] + slot] = link }

    @inline(__always)
    func setNumber(_ list: Int, _ slot: Int, _ number: Double) { numbers[start[list] + slot] = number }

    @inline(__always)
    func set(_ list: Int, _ slot: Int, index: Int32, link: Int32, number: Double) {
        let position = start[list] + slot
        indices[position] = index
        links[position] = link
        if keepsNumbers { numbers[position] = number }
    }

    /// Appends an entry; returns its slot.
    @inline(__always)
    @discardableResult
    func append(to list: Int, index: Int32, link: Int32, number: Double) -> Int32 {
        let slot = counts[list]
        if slot == capacities[list] { grow(list, toAtLeast: Int(slot) + 1) }
        let position = start[list] + Int(slot)
        indices[position] = index
        links[position] = link
        if keepsNumbers { numbers[position] = number }
        counts[list] = slot + 1
        return slot
    }

    @inline(__always)
    func removeLast(from list: Int) { counts[list] -= 1 }

    func removeAll(from list: Int) { counts[list] = 0 }

    /// Sets how many entries `list` holds, after writing them directly within its reserved room.
    @inline(__always)
    func setCount(_ list: Int, _ count: Int) {
        precondition(count <= Int(capacities[list]), "entries written past a list's room")
        counts[list] = Int32(count)
    }


    /// Makes room for `minimum` entries in `list` without further moves.
    func reserve(_ list: Int, _ minimum: Int) {
        if minimum > Int(capacities[list]) { grow(list, toAtLeast: minimum) }
    }

    /// Appends the entries of `list` to the given arrays (numbers only when this pool keeps them).
    func appendContents(of list: Int, indices savedIndices: inout ContiguousArray<Int32>,
                        links savedLinks: inout ContiguousArray<Int32>, numbers savedNumbers: inout ContiguousArray<Double>) {
        let base = start[list], live = Int(counts[list])
        savedIndices.append(contentsOf: UnsafeBufferPointer(start: indices + base, count: live))
        savedLinks.append(contentsOf: UnsafeBufferPointer(start: links + base, count: live))
        if keepsNumbers { savedNumbers.append(contentsOf: UnsafeBufferPointer(start: numbers + base, count: live)) }
    }

    /// A copy of one list.
    func contents(of list: Int) -> (indices: ContiguousArray<Int32>, links: ContiguousArray<Int32>, numbers: ContiguousArray<Double>) {
        var copy = (indices: ContiguousArray<Int32>(), links: ContiguousArray<Int32>(), numbers: ContiguousArray<Double>())
        appendContents(of: list, indices: &copy.indices, links: &copy.links, numbers: &copy.numbers)
        return copy
    }

    /// Replaces one list by `count` entries of the given arrays from `first` on (restoring a saved state).
    func setContents(of list: Int, indices savedIndices: ContiguousArray<Int32>, links savedLinks: ContiguousArray<Int32>,
                     numbers savedNumbers: ContiguousArray<Double>, from first: Int, count: Int) {
        counts[list] = 0
        reserve(list, count)
        let base = start[list]
        for offset in 0..<count {
            indices[base + offset] = savedIndices[first + offset]
            links[base + offset] = savedLinks[first + offset]
            if keepsNumbers { numbers[base + offset] = savedNumbers[first + offset] }
        }
        counts[list] = Int32(count)
    }

    /// Smallest power of two (at least `smallestBlock`) holding `entries`.
    private static func blockSize(_ entries: Int) -> Int {
        var size = Int(smallestBlock)
        while size < entries { size <<= 1 }
        return size
    }

    private static func sizeClass(_ size: Int) -> Int { size.trailingZeroBitCount }

    /// Gives a block back; power-of-two blocks are kept for reuse.
    private func release(start blockStart: Int, capacity blockCapacity: Int) {
        guard blockCapacity > 0 else { return }
        abandoned += blockCapacity
        if blockCapacity.nonzeroBitCount == 1, blockCapacity >= Int(EntryLists.smallestBlock), blockStart + blockCapacity <= used {
            let sizeClass = EntryLists.sizeClass(blockCapacity)
            setNextFreeBlock(of: blockStart, freeHeads[sizeClass])
            freeHeads[sizeClass] = blockStart
        }
    }

    /// Takes an unused block of `size` entries off its free list, if there is one.
    private func takeFreeBlock(size: Int) -> Int? {
        let sizeClass = EntryLists.sizeClass(size)
        let head = freeHeads[sizeClass]
        guard head >= 0 else { return nil }
        freeHeads[sizeClass] = nextFreeBlock(of: head)
        return head
    }

    /// The free-list link kept in a free block's first entry (index: low 32 bits, link: high 32 bits).
    private func nextFreeBlock(of blockStart: Int) -> Int {
        Int(UInt32(bitPattern: indices[blockStart])) | (Int(links[blockStart]) << 32)
    }

    private func setNextFreeBlock(of blockStart: Int, _ next: Int) {
        indices[blockStart] = Int32(truncatingIfNeeded: next)
        links[blockStart] = Int32(truncatingIfNeeded: next >> 32)
    }

    private func grow(_ list: Int, toAtLeast minimum: Int) {
        let oldCapacity = Int(capacities[list])
        let newCapacity = EntryLists.blockSize(max(oldCapacity * 2, minimum))
        let oldStart = start[list]
        if oldStart + oldCapacity == used {
            // The last block grows in place.
            extendPool(by: newCapacity - oldCapacity)
            capacities[list] = Int32(newCapacity)
            return
        }
        if abandoned + oldCapacity > 65_536, (abandoned + oldCapacity) * 5 > used * 3 {
            compact(reserving: list, capacity: newCapacity)
            return
        }
        let newStart: Int
        if let reused = takeFreeBlock(size: newCapacity) {
            newStart = reused
            abandoned -= newCapacity
        } else {
            newStart = used
            extendPool(by: newCapacity)
        }
        let live = Int(counts[list])
        (indices + newStart).update(from: indices + oldStart, count: live)
        (links + newStart).update(from: links + oldStart, count: live)
        if keepsNumbers { (numbers + newStart).update(from: numbers + oldStart, count: live) }
        release(start: oldStart, capacity: oldCapacity)
        start[list] = newStart
        capacities[list] = Int32(newCapacity)
    }

    /// Some room left after compaction, so the next appends do not move every list again.
    private static func blockAfterCompaction(live: Int) -> Int {
        live == 0 ? 0 : blockSize(live + live / 2)
    }

    private func extendPool(by extra: Int) {
        let kept = used
        used += extra
        guard used > poolRoom else { return }
        // Geometric growth by four: a large pool moves by copying, and only the positions in use are ever
        // written, so pages are touched as needed.
        let room = max(used, poolRoom * 4)
        indexMemory.grow(toCapacity: room, keeping: kept)
        linkMemory.grow(toCapacity: room, keeping: kept)
        if keepsNumbers { numberMemory.grow(toCapacity: room, keeping: kept) }
        (indices, links, numbers) = (indexMemory.pointer, linkMemory.pointer, numberMemory.pointer)
        poolRoom = room
    }

    /// Rewrites the pool with every list's live entries back to back; `list` gets `newCapacity`.
    private func compact(reserving list: Int, capacity newCapacity: Int) {
        var total = 0
        for other in 0..<listCount {
            total += other == list ? newCapacity : EntryLists.blockAfterCompaction(live: Int(counts[other]))
        }
        let room = max(total, 256)
        let newIndexMemory = PoolMemory<Int32>(capacity: room)
        let newLinkMemory = PoolMemory<Int32>(capacity: room)
        let newNumberMemory = PoolMemory<Double>(capacity: keepsNumbers ? room : 0)
        let newIndices = newIndexMemory.pointer, newLinks = newLinkMemory.pointer, newNumbers = newNumberMemory.pointer
        var cursor = 0
        for other in 0..<listCount {
            let live = Int(counts[other])
            let oldStart = start[other]
            (newIndices + cursor).initialize(from: indices + oldStart, count: live)
            (newLinks + cursor).initialize(from: links + oldStart, count: live)
            if keepsNumbers { (newNumbers + cursor).initialize(from: numbers + oldStart, count: live) }
            start[other] = cursor
            let block = other == list ? newCapacity : EntryLists.blockAfterCompaction(live: live)
            capacities[other] = Int32(block)
            cursor += block
        }
        indexMemory.release()
        linkMemory.release()
        numberMemory.release()
        (indexMemory, linkMemory, numberMemory) = (newIndexMemory, newLinkMemory, newNumberMemory)
        (indices, links, numbers) = (newIndices, newLinks, newNumbers)
        poolRoom = room
        used = cursor
        abandoned = 0
        freeHeads.update(repeating: -1, count: EntryLists.sizeClassCount)
    }
}
