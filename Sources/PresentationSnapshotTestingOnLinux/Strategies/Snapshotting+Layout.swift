import Foundation
import PresentationKit
import PresentationScenes
import SnapshotTesting

extension Snapshotting where Value == RenderTree, Format == String {
    /// The layout text dump (`RenderTree/textDump()`): one line per view with its frame in window
    /// points, the reviewable truth of a layout. References are `.txt` files; a mismatch names each view
    /// that moved, resized or changed before the line diff.
    public static var layout: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .layout) { tree in
            SnapshotProduction.attempt("the layout cannot be dumped") { tree.textDump() }
        }
    }

    /// The layout as JSON (`RenderTree/jsonData()`, sorted keys), for tools that read every field.
    /// References are `.json` files. A tree with a non-finite number cannot be written as JSON and fails
    /// the test without a snapshot.
    public static var layoutJSON: Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .layoutJSON) { tree in
            SnapshotProduction.attempt("the layout cannot be written as JSON") {
                String(decoding: try tree.jsonData(), as: UTF8.self)
            }
        }
    }
}

extension Snapshotting where Value == Window, Format == String {
    /// The layout text dump of what the window shows now (`Window/layoutDump(at:)`).
    public static var layout: Snapshotting {
        Snapshotting<RenderTree, String>.layout.pullback(SettledWindow.renderTree(of:))
    }

    /// The layout JSON of what the window shows now.
    public static var layoutJSON: Snapshotting {
        Snapshotting<RenderTree, String>.layoutJSON.pullback(SettledWindow.renderTree(of:))
    }

    /// The window's life-cycle calls so far (`Window/callbackTraceDump()`), one per line with its clock
    /// time. References are `.txt` files; a mismatch first says whether calls moved, are missing or new.
    public static var callbackTrace: Snapshotting {
        Snapshotting<[TraceEntry], String>.callbackTrace.pullback(\.callbackTrace)
    }

    /// Why each presentation shows as it does (`Window/presentationDecisionsDump()`): one line per
    /// presentation, re-adaptation, adaptive switch and status-bar owner change. References are `.txt`
    /// files compared line by line.
    public static var presentationDecisions: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { window in
            SnapshotProduction.attempt("the decisions cannot be dumped") { window.presentationDecisionsDump() }
        }
    }
}

extension Snapshotting where Value == [TraceEntry], Format == String {
    /// Some life-cycle calls — for example `Array(window.callbackTrace[start...])`, the calls of one
    /// presentation — one per line as `Window/callbackTraceDump()` writes them.
    public static var callbackTrace: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .callbackTrace) { entries in
            SnapshotProduction.attempt("the trace cannot be written") {
                entries.map(\.description).joined(separator: "\n") + "\n"
            }
        }
    }
}

extension Snapshotting where Value == SceneRunner, Format == String {
    /// The layout text dump of the scene's window.
    public static var layout: Snapshotting {
        Snapshotting<Window, String>.layout.pullback(\.window)
    }

    /// The layout JSON of the scene's window.
    public static var layoutJSON: Snapshotting {
        Snapshotting<Window, String>.layoutJSON.pullback(\.window)
    }

    /// The callback trace of the scene's window.
    public static var callbackTrace: Snapshotting {
        Snapshotting<Window, String>.callbackTrace.pullback(\.window)
    }

    /// The presentation decisions of the scene's window.
    public static var presentationDecisions: Snapshotting {
        Snapshotting<Window, String>.presentationDecisions.pullback(\.window)
    }
}
