import Foundation

/// The system accessories' views and sizes: the chevron in the tertiary label colour, the checkmark and the
/// info button in the tint colour (iOS 7–18), at the sizes in ``MetricsTable``.
enum TableCellAccessory {
    static func makeView(for type: TableViewCell.AccessoryType) -> View? {
        switch type {
        case .none: return nil
        case .disclosureIndicator: return symbol("chevron.right", tint: .tertiaryLabel)
        case .checkmark: return symbol("checkmark", tint: nil)
        case .detailButton: return symbol("info.circle", tint: nil)
        case .detailDisclosureButton:
            let container = View()
            container.addSubview(symbol("info.circle", tint: nil))
            container.addSubview(symbol("chevron.right", tint: .tertiaryLabel))
            return container
        }
    }

    static func size(of type: TableViewCell.AccessoryType, metrics: PresentationMetrics) -> Size {
        let chevron = Size(width: metrics[.disclosureIndicatorWidth], height: metrics[.disclosureIndicatorHeight])
        let detail = Size(width: metrics[.detailButtonSide], height: metrics[.detailButtonSide])
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return chevron
        case .checkmark: return Size(width: metrics[.checkmarkWidth], height: metrics[.checkmarkHeight])
        case .detailButton: return detail
        case .detailDisclosureButton:
            return Size(width: detail.width + metrics[.cellAccessorySpacing] + chevron.width, height: detail.height)
        }
    }

    /// Places the info button and chevron of a detail-disclosure accessory inside its container.
    static func layOutDetailDisclosure(_ container: View, metrics: PresentationMetrics) {
        guard container.subviews.count == 2 else { return }
        let side = metrics[.detailButtonSide]
        let chevron = Size(width: metrics[.disclosureIndicatorWidth], height: metrics[.disclosureIndicatorHeight])
        container.subviews[0].frame = Rect(x: 0, y: 0, width: side, height: side)
        container.subviews[1].frame = Rect(
            x: side + metrics[.cellAccessorySpacing], y: (side - chevron.height) / 2, width: chevron.width,
            height: chevron.height)
    }

    private static func symbol(_ name: String, tint: Color?) -> View {
        let imageView = ImageView(image: Image(systemName: name))
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = tint
        return imageView
    }
}
