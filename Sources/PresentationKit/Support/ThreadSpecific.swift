import Foundation

/// One object per thread, made on first use and released when its thread ends, kept in POSIX
/// thread-specific storage: reading it costs no dictionary or string work (the thread dictionary would), and
/// threads never see each other's.
struct ThreadSpecific<Box: AnyObject>: Sendable {
    private let key: pthread_key_t
    private let make: @Sendable () -> Box

    /// Storage whose boxes `make` makes.
    init(_ make: @escaping @Sendable () -> Box) {
        var key = pthread_key_t()
        pthread_key_create(&key) { box in
            guard let box else { return }
            Unmanaged<AnyObject>.fromOpaque(box).release()
        }
        self.key = key
        self.make = make
    }

    /// This thread's box, if it has been made.
    var existing: Box? {
        pthread_getspecific(key).map { Unmanaged<Box>.fromOpaque($0).takeUnretainedValue() }
    }

    /// This thread's box, made now if needed.
    var box: Box {
        if let existing { return existing }
        let made = make()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }
}
