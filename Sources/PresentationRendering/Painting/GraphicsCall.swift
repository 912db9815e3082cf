import CairoGraphics

/// Bridges the graphics layer's errors to the renderer's.
enum GraphicsCall {
    /// Runs a call that throws untyped errors, keeping a `GraphicsError` as it is and describing anything
    /// else as a failure of `operation`.
    static func run<Value>(_ operation: String, _ body: () throws -> Value) throws(GraphicsError) -> Value {
        do {
            return try body()
        } catch let error as GraphicsError {
            throw error
        } catch {
            throw .cairoFailure(operation: operation, status: String(describing: error))
        }
    }

    /// Runs a graphics call, reporting its failure as ``RenderingError/graphicsFailure(_:)``.
    static func reporting<Value>(_ body: () throws(GraphicsError) -> Value) throws(RenderingError) -> Value {
        do {
            return try body()
        } catch {
            throw .graphicsFailure(error.description)
        }
    }
}
