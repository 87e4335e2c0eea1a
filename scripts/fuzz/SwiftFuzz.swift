// libFuzzer harness for the SwiftSourceReader: any bytes must give a ReadResult, never a trap, hang or stack overflow.
// Built by scripts/fuzz.sh (not part of the SwiftPM build).
import LayoutModel
import LayoutReaders

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let result = SwiftSourceReader().read([SourceFile(path: "fuzz.swift", text: text)])
    // Every number that reaches a scene is within the limits (docs/limits.md).
    for scene in result.scenes {
        for constraint in scene.constraints where constraint.isActive {
            precondition(NumericLimits.admits(constraint.constant) && NumericLimits.admits(constraint.multiplier))
        }
    }
    return 0
}
