#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let (code, output) = LayoutLint.run(Array(CommandLine.arguments.dropFirst()))
fputs(output.standardOutput, stdout)
fputs(output.standardError, stderr)
exit(code.rawValue)
