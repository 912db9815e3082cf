import Foundation
import OutputFiles

/// Why a `RenderTree` could not be rendered or written.
///
/// Tree and option problems are detected before any pixel memory is allocated.
public enum RenderingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A number in the tree is NaN or infinite. `element` names the node (role and label) or the chrome
    /// item, `field` the property that holds the number.
    case nonFiniteValue(element: String, field: String)
    /// The render scale is not a finite, positive number.
    case invalidScale(Double)
    /// The image would exceed the largest canvas the graphics layer allows.
    case canvasTooLarge(pixelWidth: Double, pixelHeight: Double, limit: Int)
    /// An option is out of range (the message says which and why).
    case invalidOption(String)
    /// The graphics layer failed while drawing or encoding.
    case graphicsFailure(String)
    /// The output file could not be written.
    case writeFailed(path: String, reason: String)

    /// A sentence naming the problem and where it is.
    public var description: String {
        switch self {
        case .nonFiniteValue(let element, let field):
            return "Cannot render the tree: \(element) has a non-finite \(field)."
        case .invalidScale(let scale):
            return "Cannot render at scale \(scale): the scale must be finite and positive."
        case .canvasTooLarge(let width, let height, let limit):
            return
                "Cannot render a \(Self.pixels(width))×\(Self.pixels(height)) px image: each side must be between 1 and \(limit) px."
        case .invalidOption(let message):
            return "Invalid render option: \(message)."
        case .graphicsFailure(let message):
            return "Rendering failed: \(message)"
        case .writeFailed(let path, let reason):
            return "Could not write '\(path)': \(reason)."
        }
    }

    /// A pixel count as a whole number when it is one, otherwise as Swift prints it.
    private static func pixels(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 && value == value.rounded() ? String(Int64(value)) : String(value)
    }
}

extension RenderingError {
    /// The renderer's form of an output that was not written.
    public init(_ error: OutputFileError) {
        self = .writeFailed(path: error.path, reason: error.reason)
    }

    /// Writes `data` to `path` with ``OutputFile``'s rules (a new file recorded as one of `run`'s outputs), as a
    /// rendering error when it cannot.
    static func write(
        _ data: Data, to path: String, policy: OutputPolicy = OutputPolicy(), run: OutputRun? = nil
    ) throws(RenderingError) {
        do {
            try OutputFile.write(data, to: path, policy: policy, run: run)
        } catch {
            throw RenderingError(error)
        }
    }
}
