// libFuzzer entry of the ObjectiveC target (see FuzzEntries.swift); built by scripts/fuzz.sh, not by SwiftPM.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzEntries.entry(named: "ObjectiveC")(FuzzEntries.text(data, size))
    return 0
}
