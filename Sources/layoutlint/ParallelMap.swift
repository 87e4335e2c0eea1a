import Dispatch

/// Runs independent pieces of work on every core and returns their results in input order,
/// so output stays deterministic however the work was scheduled.
enum ParallelMap {
    static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        if inputs.count <= 1 { return inputs.map(transform) }
        let slots = ParallelResultSlots<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            slots.store(transform(inputs[index]), at: index)
        }
        return slots.values()
    }
}

/// One slot per task; each task writes only its own index, which is why unchecked sendability is sound here.
final class ParallelResultSlots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    func store(_ value: Value, at index: Int) {
        storage[index] = value
    }

    /// Every slot's value; call only after all tasks finished.
    func values() -> [Value] {
        storage.map { $0! }
    }
}
