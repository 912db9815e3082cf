import Foundation

/// Text layouts of plain strings shared by every label in the process: the chrome of every window sets the
/// same few titles and rows ("Cancel", "Done", a page title) in the same fonts and sizes again and again, and
/// laying text out is a pure function of these inputs.
///
/// Bounded: when it holds ``capacity`` layouts it starts again empty (no eviction order to maintain).
/// Thread-safe: windows on different threads share it behind a lock (`NSLock`, which the thread sanitizer
/// understands), hence `@unchecked Sendable`.
final class SharedTextLayouts: @unchecked Sendable {
    /// What a plain-text layout depends on: the text, the font and what any label layout depends on.
    struct Key: Hashable, Sendable {
        let text: String
        let pointSize: Double
        let weight: Double
        let layout: TextLayoutKey
    }

    /// The process's cache.
    static let shared = SharedTextLayouts()
    /// The most layouts kept.
    static let capacity = 4096

    private let lock = NSLock()
    /// Guarded by `lock`.
    private var layouts: [Key: TextLayout] = [:]

    /// The layout for `key`, made with `make` the first time (outside the lock: two threads may both make
    /// it; the results are equal).
    func layout(for key: Key, make: () -> TextLayout) -> TextLayout {
        if let cached = lock.withLock({ layouts[key] }) { return cached }
        let layout = make()
        lock.withLock {
            if layouts.count >= Self.capacity { layouts.removeAll(keepingCapacity: true) }
            layouts[key] = layout
        }
        return layout
    }
}
