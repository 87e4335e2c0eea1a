@testable import LayoutSolver
import XCTest

/// The pooled lists against plain arrays: random appends, swap-removes, clears, truncations and
/// restores, enough of them that blocks move, are reused and the pool is compacted.
final class EntryListsTests: XCTestCase {
    private struct Entry: Equatable {
        var index: Int32
        var link: Int32
        var number: Double
    }

    private func contents(_ lists: EntryLists, _ list: Int) -> [Entry] {
        (0..<lists.count(of: list)).map { Entry(index: lists.index(list, $0), link: lists.link(list, $0), number: lists.number(list, $0)) }
    }

    func testRandomOperationsMatchPlainArrays() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<10 {
            let lists = EntryLists(keepsNumbers: true)
            var reference: [[Entry]] = []
            for step in 0..<40_000 {
                let choice = Int.random(in: 0..<100, using: &generator)
                if reference.isEmpty || choice < 3 {
                    XCTAssertEqual(lists.appendList(), reference.count)
                    reference.append([])
                    continue
                }
                let list = Int.random(in: 0..<reference.count, using: &generator)
                switch choice {
                case 3..<60:
                    let entry = Entry(index: Int32(step), link: Int32(round), number: Double(step) / 7)
                    let slot = lists.append(to: list, index: entry.index, link: entry.link, number: entry.number)
                    XCTAssertEqual(Int(slot), reference[list].count)
                    reference[list].append(entry)
                case 60..<85 where !reference[list].isEmpty:
                    let slot = Int.random(in: 0..<reference[list].count, using: &generator)
                    let last = reference[list].count - 1
                    let moved = reference[list][last]
                    lists.set(list, slot, index: moved.index, link: moved.link, number: moved.number)
                    lists.removeLast(from: list)
                    reference[list][slot] = moved
                    reference[list].removeLast()
                case 85..<88:
                    lists.removeAll(from: list)
                    reference[list].removeAll()
                case 88..<91:
                    // Saved after other entries, as the journal saves many lists into one set of arrays.
                    let offset = Int.random(in: 0..<5, using: &generator)
                    var saved = (indices: ContiguousArray<Int32>(repeating: -7, count: offset),
                                 links: ContiguousArray<Int32>(repeating: -7, count: offset),
                                 numbers: ContiguousArray<Double>(repeating: -7, count: offset))
                    lists.appendContents(of: list, indices: &saved.indices, links: &saved.links, numbers: &saved.numbers)
                    lists.removeAll(from: list)
                    for entry in 0..<Int.random(in: 0..<50, using: &generator) {
                        lists.append(to: list, index: Int32(entry), link: 0, number: 0)
                    }
                    lists.setContents(of: list, indices: saved.indices, links: saved.links, numbers: saved.numbers,
                                      from: offset, count: saved.indices.count - offset)
                case 91..<92 where reference.count > 1:
                    let keep = Int.random(in: 1..<reference.count, using: &generator)
                    lists.truncateLists(to: keep)
                    reference.removeSubrange(keep...)
                case 92..<95:
                    lists.reserve(list, reference[list].count + Int.random(in: 0..<300, using: &generator))
                default:
                    guard !reference[list].isEmpty else { continue }
                    lists.setNumber(list, 0, 0.5)
                    reference[list][0].number = 0.5
                }
            }
            XCTAssertEqual(lists.listCount, reference.count)
            for list in reference.indices {
                XCTAssertEqual(contents(lists, list), reference[list], "round \(round), list \(list)")
            }
        }
    }

    /// Past a few megabytes the pool's buffers are mapped rather than malloc'd (on Linux); entries survive
    /// the moves from malloc to a mapping and from one mapping to a larger one.
    func testLargePoolKeepsEntriesAcrossMappedGrowth() {
        let lists = EntryLists(keepsNumbers: true)
        let first = lists.appendList(), second = lists.appendList()
        for step in 0..<1_200_000 {
            let list = step % 3 == 0 ? second : first
            lists.append(to: list, index: Int32(step), link: Int32(-step), number: Double(step) / 4)
        }
        XCTAssertEqual(lists.count(of: second), 400_000)
        XCTAssertEqual(lists.count(of: first), 800_000)
        for slot in stride(from: 0, to: 400_000, by: 997) {
            let step = slot * 3
            XCTAssertEqual(lists.index(second, slot), Int32(step))
            XCTAssertEqual(lists.link(second, slot), Int32(-step))
            XCTAssertEqual(lists.number(second, slot), Double(step) / 4)
        }
        for slot in stride(from: 0, to: 800_000, by: 991) {
            let step = slot / 2 * 3 + 1 + slot % 2
            XCTAssertEqual(lists.index(first, slot), Int32(step))
            XCTAssertEqual(lists.number(first, slot), Double(step) / 4)
        }
    }

    func testPoolMemoryKeepsContentsWhenGrowingIntoAMapping() {
        let mappedFrom = PoolMemory<UInt8>.mappedFrom
        var memory = PoolMemory<UInt8>(capacity: 64)
        for offset in 0..<64 { memory.pointer[offset] = UInt8(offset) }
        memory.grow(toCapacity: mappedFrom + 12_345, keeping: 64)
        XCTAssertEqual((0..<64).map { memory.pointer[$0] }, (0..<64).map { UInt8($0) })
        memory.pointer[mappedFrom + 12_344] = 200
        memory.grow(toCapacity: 4 * mappedFrom, keeping: mappedFrom + 12_345)
        XCTAssertEqual((0..<64).map { memory.pointer[$0] }, (0..<64).map { UInt8($0) })
        XCTAssertEqual(memory.pointer[mappedFrom + 12_344], 200)
        memory.pointer[4 * mappedFrom - 1] = 7
        XCTAssertEqual(memory.pointer[4 * mappedFrom - 1], 7)
        memory.release()
    }
}
