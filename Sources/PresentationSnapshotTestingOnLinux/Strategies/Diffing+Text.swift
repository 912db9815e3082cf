import Foundation
import SnapshotTesting

extension Diffing where Value == String {
    /// Compares layout text dumps line by line; the message starts with an account of each view that
    /// moved, resized or changed (`presented-content "Compose": frame … → …, moved 10 down`), then shows
    /// the line diff. The diff is attached as `difference.patch`.
    public static var layout: Diffing {
        lines(Comparison.layoutText)
    }

    /// Compares layout JSON documents line by line, with the same account of changed views as `layout`.
    public static var layoutJSON: Diffing {
        lines(Comparison.layoutJSON)
    }

    /// Compares callback traces line by line; the message first says whether the same calls happen in
    /// another order, at other times, or whether calls are missing or new.
    public static var callbackTrace: Diffing {
        lines(Comparison.callbackTrace)
    }

    /// Text stored as UTF-8, compared by `compare`.
    static func lines(_ compare: @escaping @Sendable (String, String) -> ComparisonFailure?) -> Diffing {
        .diff(
            toData: { MissingReferenceHandOver.serialised(Data($0.utf8), pathExtension: "txt") },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diffV2: { reference, actual in compare(reference, actual)?.reported(forSnapshot: Data(actual.utf8)) })
    }
}
