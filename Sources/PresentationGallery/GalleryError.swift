import OutputFiles

/// A gallery run that could not complete.
public enum GalleryError: Error, CustomStringConvertible {
    /// A cell's window could not be built (an unknown device, a refused presentation).
    case cellFailed(cell: String, reason: String)
    /// A file could not be written.
    case writeFailed(path: String, reason: String)
    /// Some outputs could not be written; the others were (each unwritten one named, then counted).
    case outputsNotWritten(UnwrittenOutputs)

    public var description: String {
        switch self {
        case .cellFailed(let cell, let reason): "gallery cell \(cell): \(reason)"
        case .writeFailed(let path, let reason): "\(path): could not write: \(reason)"
        case .outputsNotWritten(let report): report.description
        }
    }
}
