/// One line of a layout text dump, split into the part that names the view (indentation, role, label),
/// its frame and the rest (colours, radius, text…).
///
/// `    presented-content "Compose" (0,443.67,393,408.33) bg=#FFFFFF` has the identity
/// `    presented-content "Compose"`, the frame `(0,443.67,393,408.33)` and the rest `bg=#FFFFFF`. The
/// header line (`window iphone-15-pro portrait …`) has the identity `window` and no frame.
struct LayoutLine: Equatable {
    /// Indentation, role and quoted label.
    let identity: String
    /// The `(x,y,width,height)` group, if the line has one.
    let frame: String?
    /// Everything after the frame (or after the identity when there is no frame).
    let rest: String

    /// Splits a dump line.
    init(_ line: Substring) {
        var remainder = line[...]
        let indentation = remainder.prefix { $0 == " " }
        remainder = remainder.dropFirst(indentation.count)
        var identity = String(indentation) + String(remainder.prefix { $0 != " " })
        remainder = remainder.drop { $0 != " " }
        if remainder.hasPrefix(" \""), let close = remainder.dropFirst(2).firstIndex(of: "\"") {
            identity += remainder[..<remainder.index(after: close)]
            remainder = remainder[remainder.index(after: close)...]
        }
        if remainder.hasPrefix(" ("), let close = remainder.firstIndex(of: ")") {
            frame = String(remainder[remainder.index(after: remainder.startIndex)...close])
            remainder = remainder[remainder.index(after: close)...]
        } else {
            frame = nil
        }
        self.identity = identity
        rest = remainder.trimmingPrefix(" ").description
    }

    /// The frame's four numbers, when it has a frame of four numbers.
    var frameNumbers: [Double]? {
        guard let frame else { return nil }
        let numbers = frame.dropFirst().dropLast().split(separator: ",").compactMap { Double($0) }
        return numbers.count == 4 ? numbers : nil
    }
}
