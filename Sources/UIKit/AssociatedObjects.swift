// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// The Objective-C runtime's associated objects (`objc_setAssociatedObject`, `objc_getAssociatedObject`),
// which iOS extensions use to give an existing class stored properties. Linux has no Objective-C runtime, so
// the values live in a table beside the objects: each entry remembers its object weakly, and entries whose
// object has gone are dropped, so a value lives as long as its object (as on iOS) give or take the next use.

import Foundation

/// How an associated value is held (`objc_AssociationPolicy`, with the runtime's raw values).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: held weakly here (the runtime's is unsafe; a weak reference reads `nil` instead of
    /// dangling).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (an `NSCopying` value is copied; others are retained).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained, atomically (every access here takes a lock).
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// Copied, atomically.
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// Associates `value` with `object` under `key` (`nil` removes it), as the Objective-C runtime's
/// `objc_setAssociatedObject`. `object` must be a class instance; a value type has no identity to associate
/// with, and the call does nothing.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard let owner = AssociatedObjects.owner(object) else { return }
    AssociatedObjects.set(value.map { AssociatedObjects.stored($0, policy: policy) }, for: owner, key: key)
}

/// The value associated with `object` under `key`, as `objc_getAssociatedObject`; `nil` when there is none.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = AssociatedObjects.owner(object) else { return nil }
    return AssociatedObjects.value(for: owner, key: key)
}

/// Removes every value associated with `object`, as `objc_removeAssociatedObjects`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = AssociatedObjects.owner(object) else { return }
    AssociatedObjects.removeAll(for: owner)
}

/// The table of associated values, guarded by a lock.
enum AssociatedObjects {
    /// A value as the policy holds it.
    enum Stored {
        case strong(Any)
        case weak(WeakBox)
    }

    final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// One object's values, with the object held weakly to tell when it has gone.
    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Stored]
    }

    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    private static let lock = NSLock()

    static func owner(_ object: Any) -> AnyObject? {
        type(of: object) is AnyClass ? object as AnyObject : nil
    }

    static func stored(_ value: Any, policy: objc_AssociationPolicy) -> Stored {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            return type(of: value) is AnyClass ? .weak(WeakBox(value as AnyObject)) : .strong(value)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            return .strong((value as? NSCopying)?.copy(with: nil) ?? value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            return .strong(value)
        }
    }

    static func set(_ value: Stored?, for owner: AnyObject, key: UnsafeRawPointer) {
        lock.withLock {
            dropEntriesOfGoneObjects()
            let id = ObjectIdentifier(owner)
            var entry = entries[id] ?? Entry(owner: owner, values: [:])
            entry.values[key] = value
            entries[id] = entry.values.isEmpty ? nil : entry
        }
    }

    static func value(for owner: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
            switch entry.values[key] {
            case .strong(let value): return value
            case .weak(let box): return box.object
            case nil: return nil
            }
        }
    }

    static func removeAll(for owner: AnyObject) {
        lock.withLock { entries[ObjectIdentifier(owner)] = nil }
    }

    /// Entries whose object has been deallocated (its identifier may be reused by a new object).
    private static func dropEntriesOfGoneObjects() {
        entries = entries.filter { $0.value.owner != nil }
    }
}
