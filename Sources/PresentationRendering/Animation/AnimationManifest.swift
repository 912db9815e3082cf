import Foundation

/// The contents of `frames.json`: the animation's rate and length, and each frame's time and progress.
struct AnimationManifest: Codable, Equatable {
    /// One frame.
    struct Frame: Codable, Equatable {
        let index: Int
        /// Seconds since the animation started (to the microsecond).
        let time: Double
        /// How far the animated transition is, 0…1 (to six decimals).
        let progress: Double
        /// The frame's PNG in the same folder, when frames were written.
        let file: String?
    }

    let title: String
    let fps: Double
    let frameCount: Int
    /// Seconds from the first frame to the last.
    let duration: Double
    let frames: [Frame]

    /// Pretty-printed JSON with sorted keys (the same frames always give the same bytes).
    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
