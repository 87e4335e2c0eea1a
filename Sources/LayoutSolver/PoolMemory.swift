#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable buffer of trivial elements, for the entry pools and their per-list arrays.
///
/// Small buffers come from malloc. On Linux a large one is mapped directly and asked for transparent huge
/// pages: a filled tableau's pool reaches tens of megabytes, and on a virtual machine each first touch of a
/// 4 KiB page costs about 2 µs in the kernel (cassowary_chain_1000 spent a third of its add time in page
/// faults), against one fault per 2 MiB with huge pages. Mapped buffers grow by copying only the part in
/// use into a new mapping; malloc'd ones by realloc.
struct PoolMemory<Element> {
    /// The elements (uninitialised beyond what the owner wrote).
    private(set) var pointer: UnsafeMutablePointer<Element>
    /// The whole mapping (to unmap), or nil when `pointer` came from malloc.
    private var mapping: (start: UnsafeMutableRawPointer, length: Int)?

    /// Buffers from this many bytes on are mapped (Linux only).
    static var mappedFrom: Int { 2 << 20 }
    private static var hugePage: Int { 2 << 20 }

    /// Room for `capacity` elements (at least one), uninitialised.
    init(capacity: Int) {
        self = PoolMemory.mapped(capacity: capacity) ?? PoolMemory.fromMalloc(capacity: capacity)
    }

    private init(pointer: UnsafeMutablePointer<Element>, mapping: (start: UnsafeMutableRawPointer, length: Int)?) {
        self.pointer = pointer
        self.mapping = mapping
    }

    /// Room for `capacity` elements holding the first `kept` elements of this buffer, which is given up.
    mutating func grow(toCapacity capacity: Int, keeping kept: Int) {
        if mapping == nil, PoolMemory.bytes(capacity) < PoolMemory.mappedFrom {
            guard let raw = realloc(pointer, PoolMemory.bytes(capacity)) else { fatalError("out of memory") }
            pointer = raw.bindMemory(to: Element.self, capacity: max(1, capacity))
            return
        }
        let grown = PoolMemory.mapped(capacity: capacity) ?? PoolMemory.fromMalloc(capacity: capacity)
        grown.pointer.initialize(from: pointer, count: kept)
        release()
        self = grown
    }

    /// Gives the memory back.
    func release() {
        if let mapping {
            #if os(Linux)
            _ = munmap(mapping.start, mapping.length)
            #endif
        } else {
            free(pointer)
        }
    }

    private static func bytes(_ capacity: Int) -> Int { max(1, capacity) * MemoryLayout<Element>.stride }

    private static func fromMalloc(capacity: Int) -> PoolMemory {
        guard let raw = malloc(bytes(capacity)) else { fatalError("out of memory") }
        return PoolMemory(pointer: raw.bindMemory(to: Element.self, capacity: max(1, capacity)), mapping: nil)
    }

    /// A private anonymous mapping of at least `capacity` elements starting on a huge-page boundary, advised to
    /// use huge pages; nil for small sizes, off Linux, or when the mapping fails (then malloc serves).
    private static func mapped(capacity: Int) -> PoolMemory? {
        #if os(Linux)
        guard bytes(capacity) >= mappedFrom else { return nil }
        let rounded = (bytes(capacity) + hugePage - 1) / hugePage * hugePage
        // One huge page more than needed, so that an aligned start can be picked inside.
        let length = rounded + hugePage
        guard let start = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              start != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        let address = UInt(bitPattern: start)
        let aligned = UnsafeMutableRawPointer(bitPattern: (address + UInt(hugePage) - 1) & ~UInt(hugePage - 1))!
        // Advice only: where huge pages are off, the mapping works with small pages.
        _ = madvise(aligned, rounded, Int32(MADV_HUGEPAGE))
        return PoolMemory(pointer: aligned.bindMemory(to: Element.self, capacity: capacity), mapping: (start, length))
        #else
        return nil
        #endif
    }
}
