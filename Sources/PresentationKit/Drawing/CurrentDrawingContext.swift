import Foundation

extension DrawingContext {
    /// The context drawing goes into on this thread (`UIGraphicsGetCurrentContext()`): the innermost one
    /// pushed by a view's `draw(_:)`, an image renderer or `UIGraphicsPushContext`; `nil` outside them.
    public static var current: DrawingContext? { DrawingContextStack.current }

    /// Makes `context` current until ``popCurrent()`` (`UIGraphicsPushContext(_:)`).
    public static func pushCurrent(_ context: DrawingContext) {
        DrawingContextStack.push(.made(context))
    }

    /// Ends the innermost context made current (`UIGraphicsPopContext()`).
    public static func popCurrent() {
        DrawingContextStack.pop()
    }

    /// Runs `body` with a context for `area` current, made only if `body` asks for it, and returns what was
    /// drawn (`nil` when nothing was).
    static func record(in area: Rect, _ body: () -> Void) -> RenderDrawing? {
        DrawingContextStack.record(in: area, body)
    }
}

/// Each thread's stack of current drawing contexts, in storage of the thread's own. A view's `draw(_:)` is
/// called with a pending entry, which becomes a context only when the drawing code asks for one, so views
/// that draw nothing cost no context.
enum DrawingContextStack {
    enum Entry {
        case pending(Rect)
        case made(DrawingContext)
    }

    private final class Box {
        var entries: [Entry] = []
    }

    private static let storage = ThreadSpecific { Box() }

    private static var box: Box { storage.box }

    static var current: DrawingContext? {
        let box = box
        switch box.entries.last {
        case .made(let context): return context
        case .pending(let area):
            let context = DrawingContext(area: area)
            box.entries[box.entries.count - 1] = .made(context)
            return context
        case nil: return nil
        }
    }

    static func push(_ entry: Entry) {
        box.entries.append(entry)
    }

    /// Runs `body` with a pending entry for `area` on top and returns what it drew. The thread's box is
    /// looked up once for both the push and the pop: every view is drawn this way once, most drawing nothing.
    static func record(in area: Rect, _ body: () -> Void) -> RenderDrawing? {
        let box = box
        box.entries.append(.pending(area))
        body()
        guard case .made(let context)? = box.entries.popLast() else { return nil }
        return context.drawing
    }

    /// Removes the innermost entry and returns its context, if one was made.
    @discardableResult
    static func pop() -> DrawingContext? {
        guard case .made(let context)? = box.entries.popLast() else { return nil }
        return context
    }
}
