import CairoGraphics

/// Serialises ``DrawingRecording``s as display-list text.
///
/// Grammar (one item per line, tokens separated by one space):
/// `canvas W H`, `save`, `restore`, `translate X Y`, `scale X Y`, `transform A B C D TX TY`,
/// `color R G B A`, `operator normal|dest-in|dest-over`, `paint`, `push-group OPACITY`, `pop-group`,
/// `fill RULE N`, `clip RULE N`, `stroke N WIDTH CAP JOIN PHASE DASHCOUNT DASH…`,
/// `shadow RULE N R G B A OPACITY DX DY RADIUS RESOLUTION`,
/// `text WEIGHT SIZE R G B A X BASELINE ALIGN =FAMILY =TEXT`, `image W H X Y WIDTH HEIGHT HEX`,
/// `png LEVEL FILTERS POINTSCALE|- N` followed by N `ptext =KEY =VALUE` lines, and `end`.
/// An operation with a path (`fill`, `clip`, `stroke`, `shadow`) is followed by its N elements:
/// `M X Y`, `L X Y`, `C X1 Y1 X2 Y2 X Y`, `A CX CY R START END` (`cairo_arc`), `N …` (`cairo_arc_negative`),
/// `E X Y W H` (ellipse) and `Z`. Doubles use Swift's shortest round-tripping form; strings are prefixed
/// with `=` and percent-encode their UTF-8 bytes outside `!`…`~` and `%`.
struct DisplayListWriter {
    private(set) var text = ""

    mutating func write(_ recording: DrawingRecording) {
        line(DisplayListFormat.header)
        line("canvas \(recording.pixelWidth) \(recording.pixelHeight)")
        for operation in recording.operations {
            write(operation)
        }
        line("end")
    }

    private mutating func write(_ operation: DrawingOperation) {
        switch operation {
        case .save: line("save")
        case .restore: line("restore")
        case .translate(let x, let y): line("translate", x, y)
        case .scale(let x, let y): line("scale", x, y)
        case .concatenate(let m): line("transform", m.a, m.b, m.c, m.d, m.tx, m.ty)
        case .setColor(let color): line("color", color.red, color.green, color.blue, color.alpha)
        case .setBlendMode(let mode): line("operator \(DisplayListVocabulary.name(of: mode))")
        case .fill(let path, let rule):
            line("fill \(DisplayListVocabulary.name(of: rule)) \(path.elements.count)")
            write(path)
        case .clip(let path, let rule):
            line("clip \(DisplayListVocabulary.name(of: rule)) \(path.elements.count)")
            write(path)
        case .stroke(let path, let style):
            let head =
                "stroke \(path.elements.count) \(style.lineWidth) \(DisplayListVocabulary.name(of: style.lineCap)) "
                + "\(DisplayListVocabulary.name(of: style.lineJoin)) \(style.dashPhase) \(style.dashPattern.count)"
            line(head, style.dashPattern)
            write(path)
        case .paint: line("paint")
        case .beginTransparencyLayer(let opacity): line("push-group", opacity)
        case .endTransparencyLayer: line("pop-group")
        case .drawShadow(let shadow, let path, let rule, let resolution):
            line(
                "shadow \(DisplayListVocabulary.name(of: rule)) \(path.elements.count)",
                [
                    shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha, shadow.opacity,
                    shadow.offsetX, shadow.offsetY, shadow.radius, resolution,
                ])
            write(path)
        case .drawText(let string, let font, let color, let x, let baselineY, let alignment):
            let head = "text \(DisplayListVocabulary.name(of: font.weight))"
            let tail =
                "\(DisplayListVocabulary.name(of: alignment)) \(Self.encoded(font.family)) \(Self.encoded(string))"
            line(
                head + " " + Self.numbers([font.size, color.red, color.green, color.blue, color.alpha, x, baselineY])
                    + " " + tail)
        case .drawGlyphs(let string, let offsets, let font, let color, let x, let baselineY):
            let numbers = [font.size, color.red, color.green, color.blue, color.alpha, x, baselineY] + offsets
            line(
                "glyphs \(DisplayListVocabulary.name(of: font.weight)) \(offsets.count) " + Self.numbers(numbers)
                    + " \(Self.encoded(font.family)) \(Self.encoded(string))")
        case .drawImage(let image, let x, let y, let width, let height):
            line(
                "image \(image.width) \(image.height) " + Self.numbers([x, y, width, height]) + " "
                    + Self.hex(image.bytes))
        case .encodePNG(let options):
            let scale = options.pointScale.map { "\($0)" } ?? "-"
            line(
                "png \(options.compressionLevel) \(options.filters?.rawValue ?? -1) \(scale) \(options.textEntries.count)"
            )
            for entry in options.textEntries {
                line("ptext \(Self.encoded(entry.keyword)) \(Self.encoded(entry.text))")
            }
        case .beginElement, .endElement:
            break  // Element markers draw nothing; only SVG output shows them.
        }
    }

    private mutating func write(_ path: GraphicsPath) {
        for element in path.elements {
            switch element {
            case .move(let x, let y): line("M", x, y)
            case .line(let x, let y): line("L", x, y)
            case .curve(let x1, let y1, let x2, let y2, let x, let y): line("C", x1, y1, x2, y2, x, y)
            case .arc(let cx, let cy, let radius, let start, let end, let clockwise):
                line(clockwise ? "A" : "N", cx, cy, radius, start, end)
            case .ellipse(let x, let y, let width, let height): line("E", x, y, width, height)
            case .close: line("Z")
            }
        }
    }

    private mutating func line(_ head: String, _ values: Double...) {
        line(head, values)
    }

    private mutating func line(_ head: String, _ values: [Double]) {
        text += values.isEmpty ? head : head + " " + Self.numbers(values)
        text += "\n"
    }

    private static func numbers(_ values: [Double]) -> String {
        values.map { "\($0)" }.joined(separator: " ")
    }

    /// `=` followed by the UTF-8 bytes, percent-encoding anything outside `!`…`~` and `%` itself.
    static func encoded(_ string: String) -> String {
        var result = "="
        for byte in string.utf8 {
            if byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "%") {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + hexByte(byte)
            }
        }
        return result
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        var result = ""
        result.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            result += hexByte(byte)
        }
        return result
    }

    private static let hexDigits = Array("0123456789ABCDEF")

    private static func hexByte(_ byte: UInt8) -> String {
        String([hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]])
    }
}
