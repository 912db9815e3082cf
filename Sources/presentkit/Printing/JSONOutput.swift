import Foundation

/// Prints a value as the JSON that `--format json` promises scripts: pretty-printed with sorted keys, so the
/// output is stable from run to run, followed by a newline.
enum JSONOutput {
    static func print<Value: Encodable>(_ value: Value) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        try StandardOutput.write(data)
    }
}
