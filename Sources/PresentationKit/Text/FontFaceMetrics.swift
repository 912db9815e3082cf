/// The measurements of one Inter face in font units, as `scripts/generate-font-metrics.py` read them from
/// the font file the renderer draws with: vertical metrics, the advance of each character of the measured
/// set and the kerning between characters of the kerned set.
///
/// The tables are parsed from the generated text the first time a face is used. Characters outside the
/// set advance by the face's `.notdef` glyph, which is also what the renderer draws for them (the
/// font has no glyph to show), so measuring and drawing still agree.
///
/// A class, so that a font refers to its face's tables instead of copying them at every use; the code
/// points below ``denseLimit`` (Latin, where nearly all text here is) are read from arrays, the others
/// from dictionaries.
final class FontFaceMetrics: Sendable {
    /// The font file the tables were generated from.
    let fileName: String
    /// Font units per em: a value divided by this and multiplied by the point size gives points.
    let unitsPerEm: Double
    /// Height above the baseline (hhea ascender).
    let ascender: Double
    /// Depth below the baseline, negative (hhea descender).
    let descender: Double
    /// Extra space between lines the font asks for (hhea line gap).
    let lineGap: Double
    /// Height of flat capitals (OS/2 cap height).
    let capHeight: Double
    /// Height of flat lowercase letters (OS/2 x-height).
    let xHeight: Double
    /// The advance of a character outside the measured set (the `.notdef` glyph's).
    let fallbackAdvance: Double
    private let advances: [UInt32: Double]
    private let leftClasses: [UInt32: Int]
    private let rightClasses: [UInt32: Int]
    private let kerningByClasses: [Int: Double]
    /// Advances of the code points below ``denseLimit`` (NaN: not in the set).
    private let denseAdvances: [Double]
    /// Kerning classes of the code points below ``denseLimit`` (-1: none).
    private let denseLeftClasses: [Int]
    private let denseRightClasses: [Int]

    /// Code points read from arrays: Basic Latin, Latin-1 and Latin Extended-A.
    private static let denseLimit: UInt32 = 0x180

    /// Parses the generated tables: `advances` and the class tables are `;`-separated runs
    /// `firstCodePointHex:value,value,…` over consecutive code points; `kerning` is space-separated
    /// `leftClass.rightClass:value` entries. Malformed entries are skipped.
    init(
        fileName: String, unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double,
        capHeight: Double, xHeight: Double, fallbackAdvance: Double, advances: String,
        leftKerningClasses: String, rightKerningClasses: String, kerning: String
    ) {
        self.fileName = fileName
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.fallbackAdvance = fallbackAdvance
        let advances = Self.codePointRuns(advances).mapValues(Double.init)
        let leftClasses = Self.codePointRuns(leftKerningClasses)
        let rightClasses = Self.codePointRuns(rightKerningClasses)
        self.advances = advances
        self.leftClasses = leftClasses
        self.rightClasses = rightClasses
        var pairs: [Int: Double] = [:]
        for entry in kerning.split(separator: " ") {
            let parts = entry.split(separator: ":")
            guard parts.count == 2, let value = Double(parts[1]) else { continue }
            let classes = parts[0].split(separator: ".").compactMap { Int($0) }
            guard classes.count == 2 else { continue }
            pairs[Self.pairKey(classes[0], classes[1])] = value
        }
        kerningByClasses = pairs
        let limit = Self.denseLimit
        denseAdvances = (0..<limit).map { advances[$0] ?? .nan }
        denseLeftClasses = (0..<limit).map { leftClasses[$0] ?? -1 }
        denseRightClasses = (0..<limit).map { rightClasses[$0] ?? -1 }
    }

    /// The advance of `scalar` in font units.
    func advance(of scalar: Unicode.Scalar) -> Double {
        if scalar.value < Self.denseLimit {
            let advance = denseAdvances[Int(scalar.value)]
            return advance.isNaN ? fallbackAdvance : advance
        }
        return advances[scalar.value] ?? fallbackAdvance
    }

    /// The adjustment of the space between `left` and `right` set next to each other, in font units
    /// (negative: closer).
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        let leftClass = left.value < Self.denseLimit ? denseLeftClasses[Int(left.value)] : leftClasses[left.value] ?? -1
        let rightClass =
            right.value < Self.denseLimit ? denseRightClasses[Int(right.value)] : rightClasses[right.value] ?? -1
        guard leftClass >= 0, rightClass >= 0 else { return 0 }
        return kerningByClasses[Self.pairKey(leftClass, rightClass)] ?? 0
    }

    private static func pairKey(_ left: Int, _ right: Int) -> Int {
        left << 16 | right
    }

    /// Code point → value from `start:v,v,…;start:v,…` runs.
    private static func codePointRuns(_ text: String) -> [UInt32: Int] {
        var table: [UInt32: Int] = [:]
        for run in text.split(separator: ";") {
            let parts = run.split(separator: ":")
            guard parts.count == 2, let start = UInt32(parts[0], radix: 16) else { continue }
            for (offset, value) in parts[1].split(separator: ",").enumerated() {
                guard let number = Int(value) else { continue }
                table[start + UInt32(offset)] = number
            }
        }
        return table
    }
}
