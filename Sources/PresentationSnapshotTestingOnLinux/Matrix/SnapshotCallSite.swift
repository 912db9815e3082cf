import Testing

/// Where an assertion was written, as the `#fileID`, `#filePath`, `#line` and `#column` defaults capture it.
struct SnapshotCallSite: Sendable {
    /// The `#fileID` of the call.
    var fileID: StaticString
    /// The `#filePath` of the call; its file name names the `__Snapshots__` folder.
    var filePath: StaticString
    /// The `#line` of the call.
    var line: UInt
    /// The `#column` of the call.
    var column: UInt

    /// Captures a call site.
    init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The same place as Swift Testing names it.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}
