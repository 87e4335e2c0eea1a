// The benchmark's one clock: monotonic, so NTP adjustments never distort a measurement.

/// Milliseconds elapsed while running `body`, with its result.
@inline(__always)
func measureMilliseconds<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> (result: T, milliseconds: Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    return (result, (clock.now - start).milliseconds)
}

extension Duration {
    var milliseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1e3 + Double(parts.attoseconds) * 1e-15
    }
}

/// The median, as Python's `statistics.median` computes it (mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty)
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
