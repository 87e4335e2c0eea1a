import Dispatch

/// Runs independent per-file work (tokenizing, parsing, checking) on every core and returns the results in
/// input order, so what a reader or the lint pipeline produces does not depend on scheduling.
public enum ConcurrentFileMap {
    /// `inputs.map(transform)`, computed on every core; `transform` must touch only what its input owns.
    public static func map<Input, Output>(_ inputs: [Input], _ transform: (Input) -> Output) -> [Output] {
        if inputs.count <= 1 { return inputs.map(transform) }
        let slots = Slots<Output>(count: inputs.count)
        withoutActuallyEscaping(transform) { transform in
            let work = UncheckedWork(inputs: inputs, transform: transform)
            DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
                slots.store(work.transform(work.inputs[index]), at: index)
            }
        }
        return slots.values()
    }

    /// The inputs and the transform, shared read-only by the tasks. Each input is handed to exactly one task,
    /// and the transform touches only what its input owns, which is why unchecked sendability is sound here.
    private struct UncheckedWork<Input, Output>: @unchecked Sendable {
        let inputs: [Input]
        let transform: (Input) -> Output
    }

    /// One slot per task; each task writes only its own index.
    private final class Slots<Value>: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil)
        }

        deinit {
            storage.deinitialize()
            storage.deallocate()
        }

        func store(_ value: Value, at index: Int) { storage[index] = value }

        func values() -> [Value] { storage.map { $0! } }
    }
}
