import CCairo

/// How the C allocator treats the large buffers drawing makes (a 3× iPhone canvas is 12 MB, a gallery's
/// contact sheet 90 MB).
public enum LargeBuffers {
    /// The size from which each allocation gets its own mapping, returned to the system when freed.
    public static let threshold = 1 << 20

    /// Fixes glibc's threshold for separately mapped allocations at ``threshold``, for the whole process.
    ///
    /// By default glibc raises the threshold each time such a block is freed (up to 32 MiB); canvases then
    /// come from the worker threads' heap arenas and stay there, fragmented. A process that draws many
    /// images on several threads (`presentkit gallery`) peaked at 345 MB that way and at 241 MB with the
    /// threshold fixed, in the same time. Does nothing where the C library is not glibc.
    public static func returnToTheSystemWhenFreed() {
        _ = pk_set_large_allocation_threshold(Int32(threshold))
    }
}
