// libFuzzer entry of the Configuration target (see FuzzEntries.swift); built by scripts/fuzz.sh, not by SwiftPM.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzEntries.entry(named: "Configuration")(FuzzEntries.text(data, size))
    return 0
}
