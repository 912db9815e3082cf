import Synchronization

/// Class names for descriptions and traces, looked up once per class: `String(describing:)` on a
/// metatype goes through the runtime's reflection and is slow enough to show in the layout benchmark.
enum TypeNameCache {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    /// The unqualified name of a class.
    static func name(of type: AnyObject.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = names.withLock({ $0[key] }) { return known }
        let name = String(describing: type)
        names.withLock { $0[key] = name }
        return name
    }
}
