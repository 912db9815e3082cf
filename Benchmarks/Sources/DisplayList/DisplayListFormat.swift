import CairoGraphics

/// The display-list text format: a ``DrawingRecording`` written one operation per line (paths as one
/// line per element, doubles printed so that they read back bit for bit), which the C replay tool
/// (`CairoFloorBenchmark`) parses and draws with cairo directly.
package enum DisplayListFormat {
    /// The first line of a serialised recording.
    package static let header = "pkdisplaylist 1"
}

/// A display list that could not be parsed; `line` is 1-based.
package struct DisplayListError: Error, Equatable, CustomStringConvertible {
    /// The line of the first problem.
    package var line: Int
    /// What is wrong with it.
    package var reason: String

    /// An error at `line` (1-based).
    package init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    package var description: String { "Malformed display list at line \(line): \(reason)." }
}

extension DrawingRecording {
    /// Parses the text produced by ``serialized()``, naming the first bad line when it is malformed.
    package init(serialized text: String) throws(DisplayListError) {
        var parser = DisplayListParser(text: text)
        self = try parser.parseRecording()
    }

    /// The recording as display-list text; ends with a newline.
    package func serialized() -> String {
        var writer = DisplayListWriter()
        writer.write(self)
        return writer.text
    }
}
