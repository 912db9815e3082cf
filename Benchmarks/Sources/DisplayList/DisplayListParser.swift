import CairoGraphics

/// Reads the display-list text written by ``DisplayListWriter`` back into a ``DrawingRecording``.
struct DisplayListParser {
    private let lines: [Substring]
    /// Index of the next line to read.
    private var next = 0
    /// Tokens of the line being parsed and the position of the next one.
    private var tokens: [Substring] = []
    private var tokenIndex = 0

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    mutating func parseRecording() throws(DisplayListError) -> DrawingRecording {
        guard try nextLine() == DisplayListFormat.header else {
            throw failure("expected '\(DisplayListFormat.header)'")
        }
        _ = try nextLine()
        guard try word() == "canvas" else { throw failure("expected 'canvas WIDTH HEIGHT'") }
        var recording = DrawingRecording(pixelWidth: try integer(), pixelHeight: try integer())
        try finishLine()
        while true {
            _ = try nextLine()
            let keyword = try word()
            if keyword == "end" { break }
            recording.operations.append(try operation(keyword))
            try finishLine()
        }
        try finishLine()
        return recording
    }

    private mutating func operation(_ keyword: Substring) throws(DisplayListError) -> DrawingOperation {
        switch keyword {
        case "save": return .save
        case "restore": return .restore
        case "translate": return .translate(x: try number(), y: try number())
        case "scale": return .scale(x: try number(), y: try number())
        case "transform":
            return .concatenate(
                TransformMatrix(
                    a: try number(), b: try number(), c: try number(), d: try number(),
                    tx: try number(), ty: try number()))
        case "color": return .setColor(try color())
        case "operator": return .setBlendMode(try lookUp(DisplayListVocabulary.blendModes, "blend mode"))
        case "paint": return .paint
        case "push-group": return .beginTransparencyLayer(opacity: try number())
        case "pop-group": return .endTransparencyLayer
        case "fill", "clip":
            let rule = try lookUp(DisplayListVocabulary.rules, "fill rule")
            let path = try pathElements(count: try integer())
            return keyword == "fill" ? .fill(path, rule: rule) : .clip(path, rule: rule)
        case "stroke": return try stroke()
        case "shadow": return try shadow()
        case "text": return try text()
        case "glyphs": return try glyphs()
        case "image": return try image()
        case "png": return try png()
        default: throw failure("unknown operation '\(keyword)'")
        }
    }

    private mutating func stroke() throws(DisplayListError) -> DrawingOperation {
        let count = try integer()
        let width = try number()
        let cap = try lookUp(DisplayListVocabulary.caps, "line cap")
        let join = try lookUp(DisplayListVocabulary.joins, "line join")
        let phase = try number()
        var dashes: [Double] = []
        for _ in 0..<(try integer()) { dashes.append(try number()) }
        let style = GraphicsContext.StrokeStyle(
            lineWidth: width, dashPattern: dashes, dashPhase: phase,
            lineCap: cap, lineJoin: join)
        return .stroke(try pathElements(count: count), style: style)
    }

    private mutating func shadow() throws(DisplayListError) -> DrawingOperation {
        let rule = try lookUp(DisplayListVocabulary.rules, "fill rule")
        let count = try integer()
        let shadow = GraphicsContext.DropShadow(
            color: try color(), opacity: try number(), offsetX: try number(),
            offsetY: try number(), radius: try number())
        let resolution = try number()
        return .drawShadow(shadow, path: try pathElements(count: count), rule: rule, resolution: resolution)
    }

    private mutating func text() throws(DisplayListError) -> DrawingOperation {
        let weight = try lookUp(DisplayListVocabulary.weights, "font weight")
        let size = try number()
        let color = try color()
        let x = try number()
        let baselineY = try number()
        let alignment = try lookUp(DisplayListVocabulary.alignments, "text alignment")
        let font = GraphicsFont(family: try string(), size: size, weight: weight)
        return .drawText(try string(), font: font, color: color, x: x, baselineY: baselineY, alignment: alignment)
    }

    private mutating func glyphs() throws(DisplayListError) -> DrawingOperation {
        let weight = try lookUp(DisplayListVocabulary.weights, "font weight")
        let count = try integer()
        let size = try number()
        let color = try color()
        let x = try number()
        let baselineY = try number()
        var offsets: [Double] = []
        for _ in 0..<max(0, count) { offsets.append(try number()) }
        let font = GraphicsFont(family: try string(), size: size, weight: weight)
        return .drawGlyphs(try string(), offsets: offsets, font: font, color: color, x: x, baselineY: baselineY)
    }

    private mutating func image() throws(DisplayListError) -> DrawingOperation {
        let width = try integer()
        let height = try integer()
        let x = try number()
        let y = try number()
        let drawnWidth = try number()
        let drawnHeight = try number()
        let hex = try word()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.utf8.count / 2)
        var high: UInt8?
        for character in hex.utf8 {
            guard let nibble = Self.nibble(character) else { throw failure("bad hex digit in image data") }
            if let first = high {
                bytes.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        guard high == nil else { throw failure("odd number of hex digits in image data") }
        let image: RGBAImage
        do {
            image = try RGBAImage(width: width, height: height, bytes: bytes)
        } catch {
            throw failure("image data does not match its size")
        }
        return .drawImage(image, x: x, y: y, width: drawnWidth, height: drawnHeight)
    }

    private mutating func png() throws(DisplayListError) -> DrawingOperation {
        let level = try integer()
        let filters = try integer()
        let scaleWord = try word()
        let pointScale: Double?
        if scaleWord == "-" {
            pointScale = nil
        } else if let value = Double(scaleWord) {
            pointScale = value
        } else {
            throw failure("bad point scale '\(scaleWord)'")
        }
        let count = try integer()
        try finishLine()
        var entries: [PNGTextEntry] = []
        for index in 0..<count {
            _ = try nextLine()
            guard try word() == "ptext" else { throw failure("expected 'ptext KEY VALUE'") }
            entries.append(PNGTextEntry(keyword: try string(), text: try string()))
            if index < count - 1 { try finishLine() }
        }
        let filterSet = filters < 0 ? nil : PNGFilterSet(rawValue: Int32(truncatingIfNeeded: filters))
        return .encodePNG(
            PNGEncodingOptions(
                compressionLevel: level, filters: filterSet, pointScale: pointScale,
                textEntries: entries))
    }

    private mutating func pathElements(count: Int) throws(DisplayListError) -> GraphicsPath {
        var path = GraphicsPath()
        guard count > 0 else { return path }
        try finishLine()
        for index in 0..<count {
            _ = try nextLine()
            let keyword = try word()
            switch keyword {
            case "M": path.move(toX: try number(), y: try number())
            case "L": path.addLine(toX: try number(), y: try number())
            case "C":
                let x1 = try number()
                let y1 = try number()
                let x2 = try number()
                let y2 = try number()
                path.addCurve(
                    toX: try number(), y: try number(), control1X: x1, control1Y: y1, control2X: x2, control2Y: y2)
            case "A", "N":
                path.addArc(
                    centerX: try number(), centerY: try number(), radius: try number(),
                    startAngle: try number(), endAngle: try number(), clockwise: keyword == "A")
            case "E":
                path.addEllipse(x: try number(), y: try number(), width: try number(), height: try number())
            case "Z": path.closeSubpath()
            default: throw failure("unknown path element '\(keyword)'")
            }
            if index < count - 1 { try finishLine() }
        }
        return path
    }

    // MARK: Tokens

    private mutating func nextLine() throws(DisplayListError) -> Substring {
        guard next < lines.count else { throw failure("unexpected end of the display list") }
        let line = lines[next]
        next += 1
        tokens = line.split(separator: " ", omittingEmptySubsequences: false)
        tokenIndex = 0
        return line
    }

    private mutating func finishLine() throws(DisplayListError) {
        guard tokenIndex >= tokens.count || (tokens.count == 1 && tokens[0].isEmpty) else {
            throw failure("unexpected '\(tokens[tokenIndex])'")
        }
    }

    private mutating func word() throws(DisplayListError) -> Substring {
        guard tokenIndex < tokens.count, !tokens[tokenIndex].isEmpty else { throw failure("missing value") }
        defer { tokenIndex += 1 }
        return tokens[tokenIndex]
    }

    private mutating func number() throws(DisplayListError) -> Double {
        let token = try word()
        guard let value = Double(token) else { throw failure("'\(token)' is not a number") }
        return value
    }

    private mutating func integer() throws(DisplayListError) -> Int {
        let token = try word()
        guard let value = Int(token) else { throw failure("'\(token)' is not an integer") }
        return value
    }

    private mutating func color() throws(DisplayListError) -> RGBAColor {
        RGBAColor(red: try number(), green: try number(), blue: try number(), alpha: try number())
    }

    private mutating func lookUp<Value>(_ table: [(String, Value)], _ what: String) throws(DisplayListError) -> Value {
        let token = try word()
        guard let value = DisplayListVocabulary.value(named: token, in: table) else {
            throw failure("unknown \(what) '\(token)'")
        }
        return value
    }

    /// Decodes an `=`-prefixed, percent-encoded string.
    private mutating func string() throws(DisplayListError) -> String {
        let token = try word()
        guard token.first == "=" else { throw failure("strings start with '='") }
        var bytes: [UInt8] = []
        var iterator = token.utf8.dropFirst().makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(Self.nibble), let low = iterator.next().flatMap(Self.nibble) else {
                throw failure("bad percent escape in '\(token)'")
            }
            bytes.append(high << 4 | low)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func nibble(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    private func failure(_ reason: String) -> DisplayListError {
        DisplayListError(line: next, reason: reason)
    }
}
