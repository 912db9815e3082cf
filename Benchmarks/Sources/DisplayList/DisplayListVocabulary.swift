import CairoGraphics

/// The words the display-list text uses for enumerations, shared by the writer and the parser.
enum DisplayListVocabulary {
    static let rules: [(String, GraphicsContext.FillRule)] = [("winding", .winding), ("evenodd", .evenOdd)]
    static let blendModes: [(String, GraphicsContext.BlendMode)] = [
        ("normal", .normal), ("dest-in", .destinationIn), ("dest-over", .destinationOver),
    ]
    static let caps: [(String, GraphicsContext.LineCap)] = [("butt", .butt), ("round", .round), ("square", .square)]
    static let joins: [(String, GraphicsContext.LineJoin)] = [("miter", .miter), ("round", .round), ("bevel", .bevel)]
    static let alignments: [(String, GraphicsContext.TextAlignment)] = [
        ("left", .left), ("center", .center), ("right", .right),
    ]
    static let weights: [(String, GraphicsFont.Weight)] = [
        ("regular", .regular), ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("thin", .thin),
        ("extralight", .extraLight), ("light", .light), ("extrabold", .extraBold), ("black", .black),
    ]

    static func name(of rule: GraphicsContext.FillRule) -> String { name(of: rule, in: rules) }
    static func name(of mode: GraphicsContext.BlendMode) -> String { name(of: mode, in: blendModes) }
    static func name(of cap: GraphicsContext.LineCap) -> String { name(of: cap, in: caps) }
    static func name(of join: GraphicsContext.LineJoin) -> String { name(of: join, in: joins) }
    static func name(of alignment: GraphicsContext.TextAlignment) -> String { name(of: alignment, in: alignments) }
    static func name(of weight: GraphicsFont.Weight) -> String { name(of: weight, in: weights) }

    /// The value called `word` in `table`, if any.
    static func value<Value>(named word: Substring, in table: [(String, Value)]) -> Value? {
        table.first { $0.0 == word }?.1
    }

    private static func name<Value: Equatable>(of value: Value, in table: [(String, Value)]) -> String {
        table.first { $0.1 == value }?.0 ?? "?"
    }
}
