/// Constraint keys bucketed by a shape key (`duplicateShapeKey`, `oppositeShapeKey`): a hash table with
/// open addressing and linear probing.
///
/// A `Dictionary` hashed every lookup with SipHash, about a tenth of the time of adding a small
/// constraint; shape keys are already mixed, so one multiplication spreads them over the slots.
struct ShapeTable {
    private var shapes: ContiguousArray<Int>
    private var buckets: ContiguousArray<DuplicateBucket?>
    /// log2 of the slot count.
    private var bits: Int
    private(set) var count = 0

    init() {
        bits = 4
        shapes = ContiguousArray(repeating: 0, count: 1 << 4)
        buckets = ContiguousArray(repeating: nil, count: 1 << 4)
    }

    private var mask: Int { (1 << bits) - 1 }

    /// Where probing for `shape` starts (Fibonacci hashing: the high bits of the product).
    private func home(_ shape: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(shape)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    /// The slot holding `shape`, or the empty slot where it would go.
    private func slot(of shape: Int) -> (slot: Int, found: Bool) {
        var slot = home(shape)
        while buckets[slot] != nil {
            if shapes[slot] == shape { return (slot, true) }
            slot = (slot + 1) & mask
        }
        return (slot, false)
    }

    /// The bucket of `shape`; assigning nil removes it.
    subscript(shape: Int) -> DuplicateBucket? {
        get {
            let (slot, found) = slot(of: shape)
            return found ? buckets[slot] : nil
        }
        set {
            let (slot, found) = slot(of: shape)
            guard let newValue else {
                if found { removeEntry(at: slot) }
                return
            }
            if found {
                buckets[slot] = newValue
                return
            }
            shapes[slot] = shape
            buckets[slot] = newValue
            count += 1
            // Linear probing stays short below half full.
            if count * 2 > buckets.count { resize(bits: bits + 1) }
        }
    }

    /// Empties `slot`, moving later entries of the same probe run back so that every lookup still finds them.
    private mutating func removeEntry(at removed: Int) {
        var hole = removed
        buckets[hole] = nil
        count -= 1
        var next = (hole + 1) & mask
        while let bucket = buckets[next] {
            let wanted = home(shapes[next])
            // The entry may move into the hole unless its home lies cyclically after the hole, up to `next`.
            let homeAfterHole = hole <= next ? (wanted > hole && wanted <= next) : (wanted > hole || wanted <= next)
            if !homeAfterHole {
                shapes[hole] = shapes[next]
                buckets[hole] = bucket
                buckets[next] = nil
                hole = next
            }
            next = (next + 1) & mask
        }
    }

    private mutating func resize(bits newBits: Int) {
        let oldShapes = shapes, oldBuckets = buckets
        bits = newBits
        shapes = ContiguousArray(repeating: 0, count: 1 << newBits)
        buckets = ContiguousArray(repeating: nil, count: 1 << newBits)
        for index in oldBuckets.indices {
            guard let bucket = oldBuckets[index] else { continue }
            let (slot, _) = slot(of: oldShapes[index])
            shapes[slot] = oldShapes[index]
            buckets[slot] = bucket
        }
    }
}
