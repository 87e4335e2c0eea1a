#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory for one of the entry pools' flat buffers.
///
/// Small buffers come from malloc. On Linux a large one is mapped directly and asked for transparent huge
/// pages: a filled tableau's pool reaches tens of megabytes, and on a virtual machine each first touch of a
/// 4 KiB page costs about 2 µs in the kernel (cassowary_chain_1000 spent a third of its add time in page
/// faults), against one fault per 2 MiB with huge pages. Mapped buffers grow by copying only the part in
/// use into a new mapping; malloc'd ones by realloc.
struct PoolMemory {
    /// Where the elements start.
    private(set) var base: UnsafeMutableRawPointer
    /// The whole mapping (to unmap), or nil when `base` came from malloc.
    private var mapping: (start: UnsafeMutableRawPointer, length: Int)?

    /// Buffers from this size on are mapped (Linux only).
    static let mappedFrom = 2 << 20
    private static let hugePage = 2 << 20

    /// Room for `bytes` bytes, uninitialised.
    init(bytes: Int) {
        self = PoolMemory.mapped(bytes: bytes) ?? PoolMemory.fromMalloc(bytes: bytes)
    }

    private init(base: UnsafeMutableRawPointer, mapping: (start: UnsafeMutableRawPointer, length: Int)?) {
        self.base = base
        self.mapping = mapping
    }

    /// Room for `bytes` bytes holding the first `kept` bytes of this buffer, which is given up.
    mutating func grow(toBytes bytes: Int, keeping kept: Int) {
        if mapping == nil, bytes < PoolMemory.mappedFrom {
            guard let raw = realloc(base, max(1, bytes)) else { fatalError("out of memory") }
            base = raw
            return
        }
        let grown = PoolMemory.mapped(bytes: bytes) ?? PoolMemory.fromMalloc(bytes: bytes)
        grown.base.copyMemory(from: base, byteCount: kept)
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
            free(base)
        }
    }

    private static func fromMalloc(bytes: Int) -> PoolMemory {
        guard let raw = malloc(max(1, bytes)) else { fatalError("out of memory") }
        return PoolMemory(base: raw, mapping: nil)
    }

    /// A private anonymous mapping of at least `bytes` bytes starting on a huge-page boundary, advised to use
    /// huge pages; nil for small sizes, off Linux, or when the mapping fails (then malloc serves).
    private static func mapped(bytes: Int) -> PoolMemory? {
        #if os(Linux)
        guard bytes >= mappedFrom else { return nil }
        let rounded = (bytes + hugePage - 1) / hugePage * hugePage
        // One huge page more than needed, so that an aligned start can be picked inside.
        let length = rounded + hugePage
        guard let start = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              start != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        let address = UInt(bitPattern: start)
        let aligned = (address + UInt(hugePage) - 1) & ~UInt(hugePage - 1)
        let base = UnsafeMutableRawPointer(bitPattern: aligned)!
        // Advice only: where huge pages are off, the mapping works with small pages.
        _ = madvise(base, rounded, Int32(MADV_HUGEPAGE))
        return PoolMemory(base: base, mapping: (start, length))
        #else
        return nil
        #endif
    }
}
