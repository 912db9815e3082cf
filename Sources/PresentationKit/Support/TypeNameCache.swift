import Foundation

/// Class names for descriptions and traces, looked up once per class: `String(describing:)` on a
/// metatype goes through the runtime's reflection and is slow enough to show in the layout benchmark.
///
/// Guarded by an `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`: on Linux `Mutex` locks with
/// raw futex calls that ThreadSanitizer cannot see, so every use of it is reported as a race.
enum TypeNameCache {
    nonisolated(unsafe) private static var names: [ObjectIdentifier: String] = [:]
    private static let lock = NSLock()

    /// The unqualified name of a class.
    static func name(of type: AnyObject.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = lock.withLock({ names[key] }) { return known }
        let name = String(describing: type)
        lock.withLock { names[key] = name }
        return name
    }
}
