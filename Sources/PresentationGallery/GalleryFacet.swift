/// A property the gallery page filters its images by; each figure carries its value as a `data-*`
/// attribute named after the facet.
enum GalleryFacet: String, CaseIterable {
    case style, device, orientation, era, appearance

    /// The facet's value for `cell`, as the image's path spells it.
    func value(of cell: GalleryCell) -> String {
        switch self {
        case .style: cell.style.rawValue
        case .device: cell.device
        case .orientation: cell.orientation.rawValue
        case .era: cell.era.rawValue
        case .appearance: cell.appearance.rawValue
        }
    }

    /// The label of the facet's filter.
    var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The filter's choice that keeps every value, e.g. `All devices`.
    var everyValueLabel: String { "All \(rawValue)s" }

    /// The facet's values among `entries`, in the order they first appear.
    func values(in entries: [GalleryEntry]) -> [String] {
        OrderedGrouping.groups(entries) { value(of: $0.cell) }.compactMap { $0.first.map { value(of: $0.cell) } }
    }

    /// `data-style="…" data-device="…" …` for an element showing `cell`.
    static func dataAttributes(of cell: GalleryCell) -> String {
        allCases.map { "data-\($0.rawValue)=\"\(HTMLText.escape($0.value(of: cell)))\"" }.joined(separator: " ")
    }
}
