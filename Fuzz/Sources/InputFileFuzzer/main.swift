import Foundation

// libFuzzer on the project's input files. SwiftPM gives an executable its own `main`, so instead of
// libFuzzer's `main` this one hands the command line to libFuzzer's driver (`LLVMFuzzerRunDriver`, part of
// the runtime `-sanitize=fuzzer` links) with the function to call per input.
//
// FUZZ_KIND chooses the file kind (scene, figure or matrix; default scene) and FUZZ_MUTATOR=structured
// switches libFuzzer's byte mutations for YAML-aware ones (StructuredMutator).

/// The file kind of this run.
let target = FuzzTarget(kind: ProcessInfo.processInfo.environment["FUZZ_KIND"] ?? "scene")
/// Whether mutations parse and change the YAML tree rather than its bytes.
let isStructured = ProcessInfo.processInfo.environment["FUZZ_MUTATOR"] == "structured"

/// One input: decoded, and when valid, run and drawn as the command line would. A crash, a sanitizer report
/// or an input slower than `-timeout` is a finding; a thrown error is the expected answer to bad input.
func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    target.run(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// libFuzzer's own byte mutator, which the structured mode falls back to when an input does not parse.
@_silgen_name("LLVMFuzzerMutate")
func mutateBytes(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// The custom mutator libFuzzer calls instead of its own when this symbol exists: YAML-aware mutations in
/// the structured mode, libFuzzer's byte mutations otherwise.
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    guard isStructured else { return mutateBytes(data, size, maxSize) }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var mutator = StructuredMutator(seed: UInt64(seed))
    guard let mutated = mutator.mutate(text), mutated.utf8.count <= maxSize else {
        return mutateBytes(data, size, maxSize)
    }
    let bytes = Array(mutated.utf8)
    bytes.withUnsafeBufferPointer { buffer in
        if let base = buffer.baseAddress { data.update(from: base, count: bytes.count) }
    }
    return bytes.count
}

atexit {
    let count = ContainmentCheck.checkedPaths.load(ordering: .relaxed)
    FileHandle.standardError.write(
        Data("path-containment: \(count) output paths checked, 0 outside their folder\n".utf8))
}
var argumentCount = CommandLine.argc
var arguments = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argumentCount, &arguments, fuzzOneInput))
