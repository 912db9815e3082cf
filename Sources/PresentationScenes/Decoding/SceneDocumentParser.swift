import Yams

/// Parses scene text (YAML, or JSON, which YAML includes) into a node tree, turning parser failures into
/// located syntax errors.
package enum SceneDocumentParser {
    /// The root node of `text`, read as a file named `file`.
    package static func parse(_ text: String, file: String) throws(SceneError) -> NodeReader {
        guard text.utf8.count <= SceneLimits.maximumFileSize else {
            throw .file(file, SceneDecoder.tooLarge(text.utf8.count))
        }
        if let key = ComplexKeyScan.firstComplexKey(in: text) {
            throw SceneError(
                file: file, line: key.line, column: key.column, path: SceneLocation.documentPath,
                message: "mapping keys must be plain names; complex keys (? …) and aliases as keys are not allowed")
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw syntaxError(error, file: file, text: text)
        }
        guard let node else { throw .file(file, "the file is empty") }
        let root = NodeReader(node: node, path: "", file: file)
        var count = ExpandedNodeCount(limit: SceneLimits.maximumNodes)
        if let culprit = count.firstNodeOverLimit(in: node) {
            throw NodeReader(node: culprit, path: "", file: file).error(
                "the scene expands to more than \(SceneLimits.maximumNodes) YAML nodes (aliases counted each time "
                    + "they are used)")
        }
        return root
    }

    /// A located error for a Yams failure.
    private static func syntaxError(_ error: Error, file: String, text: String) -> SceneError {
        let (mark, message) = describe(error)
        let place = mark.map { (line: $0.line, column: $0.column) } ?? readerPlace(of: error, in: text)
        return SceneError(
            file: file, line: place?.line, column: place?.column,
            path: place == nil ? nil : SceneLocation.documentPath, message: "syntax error: \(message)")
    }

    /// Where a reader error (a control character, invalid UTF-8) is: libyaml gives its byte offset in the text,
    /// turned here into a 1-based line and column (in characters).
    private static func readerPlace(of error: Error, in text: String) -> (line: Int, column: Int)? {
        guard case .reader(_, let offset?, _, _) = error as? YamlError, offset >= 0 else { return nil }
        let lines = Array(text.utf8.prefix(offset)).split(
            separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let column = String(decoding: lines.last ?? [], as: UTF8.self).count + 1
        return (lines.count, column)
    }

    private static func describe(_ error: Error) -> (Mark?, String) {
        guard let yamlError = error as? YamlError else { return (nil, String(describing: error)) }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return (mark, problem + contextSuffix(context))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = Array(Set(duplicates)).sorted().map { "'\($0)'" }.joined(separator: ", ")
            return (context.mark, "duplicate key \(names)")
        case .reader(let problem, _, _, _):
            return (nil, problem)
        default:
            return (nil, String(describing: yamlError))
        }
    }

    private static func contextSuffix(_ context: YamlError.Context?) -> String {
        guard let context else { return "" }
        return " (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
    }
}
