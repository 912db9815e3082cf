/// NUL-terminated copies of byte strings whose pointers stay valid until the list is freed.
final class CStringList {
    /// One pointer per string, in order.
    let pointers: [UnsafePointer<CChar>?]

    /// Copies each byte string, appending a NUL terminator.
    init(_ strings: [[UInt8]]) {
        pointers = strings.map { bytes in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() {
                copy[index] = CChar(bitPattern: byte)
            }
            copy[bytes.count] = 0
            return UnsafePointer(copy)
        }
    }

    deinit {
        for pointer in pointers {
            pointer.map { UnsafeMutablePointer(mutating: $0).deallocate() }
        }
    }
}
