import Foundation

/// Captures what raster canvases draw while ``record(_:)`` runs, as ``DrawingRecording``s.
///
/// Recording is scoped to the current task (and, outside any task, the current thread): every
/// ``RasterCanvas`` drawn inside the closure — including canvases created by higher-level code such as a
/// renderer — appends its operations, and every ``PNGEncoder`` encode of such a canvas appends its
/// settings. Shadow masks and other internal helper surfaces are not recorded; their drawing is part of
/// the recorded operation that creates them. Outside ``record(_:)`` nothing is captured and drawing
/// costs nothing extra.
///
/// ```swift
/// let recorder = DrawingRecorder()
/// let png = try recorder.record { try PresentationRenderer().renderPNG(tree) }
/// try recorder.recordings[0].serialized().write(toFile: "scene.displaylist", atomically: true, encoding: .utf8)
/// ```
public final class DrawingRecorder: @unchecked Sendable {
    // Sendable: all mutable state is guarded by `lock`.
    @TaskLocal static var current: DrawingRecorder?

    private let lock = NSLock()
    private var captured: [DrawingRecording] = []

    /// Creates a recorder holding no recordings.
    public init() {}

    /// One recording per canvas drawn or encoded during ``record(_:)``, in the order the canvases were
    /// first drawn.
    public var recordings: [DrawingRecording] {
        lock.withLock { captured }
    }

    /// Runs `body` with recording switched on for the canvases it draws, returning its result.
    public func record<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: body)
    }

    /// Starts the recording of a new canvas and returns its index.
    func beginCanvas(pixelWidth: Int, pixelHeight: Int) -> Int {
        lock.withLock {
            captured.append(DrawingRecording(pixelWidth: pixelWidth, pixelHeight: pixelHeight))
            return captured.count - 1
        }
    }

    /// Appends `operations` to the recording at `index`.
    func append(_ operations: [DrawingOperation], toCanvas index: Int) {
        lock.withLock {
            guard captured.indices.contains(index) else { return }
            captured[index].operations.append(contentsOf: operations)
        }
    }
}
