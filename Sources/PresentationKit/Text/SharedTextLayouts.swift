import Synchronization

/// Text layouts of plain strings shared by every label in the process: the chrome of every window sets the
/// same few titles and rows ("Cancel", "Done", a page title) in the same fonts and sizes again and again, and
/// laying text out is a pure function of these inputs.
///
/// Bounded: when it holds ``capacity`` layouts it starts again empty (no eviction order to maintain).
/// Thread-safe: windows on different threads share it behind a mutex.
final class SharedTextLayouts: Sendable {
    /// What a plain-text layout depends on.
    struct Key: Hashable, Sendable {
        let text: String
        let pointSize: Double
        let weight: Double
        let width: Double
        let height: Double
        let numberOfLines: Int
        let lineBreakMode: LineBreakMode
        let scale: Double
        let alignment: TextAlignment
        let color: Color
    }

    /// The process's cache.
    static let shared = SharedTextLayouts()
    /// The most layouts kept.
    static let capacity = 4096

    private let layouts = Mutex<[Key: TextLayout]>([:])

    /// The layout for `key`, made with `make` the first time.
    func layout(for key: Key, make: () -> TextLayout) -> TextLayout {
        if let cached = layouts.withLock({ $0[key] }) { return cached }
        let layout = make()
        layouts.withLock { table in
            if table.count >= Self.capacity { table.removeAll(keepingCapacity: true) }
            table[key] = layout
        }
        return layout
    }
}
