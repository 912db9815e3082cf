import Foundation
import PresentationKit
import PresentationScenes

// libFuzzer on the scene decoder. SwiftPM gives an executable its own `main`, so instead of libFuzzer's
// `main` this one hands the command line to libFuzzer's driver (`LLVMFuzzerRunDriver`, part of the
// runtime `-sanitize=fuzzer` links) with the function to call per input.

/// Decodes `bytes` as a scene file and, when it is a valid scene, runs it to its end and builds its render
/// tree, as `presentkit layout` would. A crash, a sanitizer report or an input slower than `-timeout` is a
/// finding; a thrown `SceneError` is the expected answer to bad input.
func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    guard let scene = try? SceneDecoder.decode(yaml: text, file: "fuzz.yaml") else { return 0 }
    if let runner = try? scene.run(file: "fuzz.yaml") {
        _ = runner.window.renderTree()
    }
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

var argumentCount = CommandLine.argc
var arguments = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argumentCount, &arguments, fuzzOneInput))
