import Foundation

/// Where a list row's image, text and secondary text go, shared by ``ListContentView`` and the built-in
/// styles of table cells: the image at the leading margin, centred vertically; the text after it; the secondary
/// text below the text (stacked) or at the trailing margin on the text's line (side by side).
package struct ListContentLayout {
    package var margins: DirectionalEdgeInsets
    package var layout: ListContentConfiguration.Layout
    package var imageToTextPadding: Double
    package var horizontalPadding: Double
    package var verticalPadding: Double
    /// The width kept for the image (zero when there is none).
    package var imageWidth: Double
    package var minimumHeight: Double

    package init(configuration: ListContentConfiguration, margins: DirectionalEdgeInsets, imageWidth: Double) {
        self.margins = margins
        layout = configuration.layout
        imageToTextPadding = configuration.imageToTextPadding
        horizontalPadding = configuration.textToSecondaryTextHorizontalPadding
        verticalPadding = configuration.textToSecondaryTextVerticalPadding
        self.imageWidth = imageWidth
        minimumHeight = configuration.minimumHeight
    }

    /// Where the text starts: after the image and its padding, or at the leading margin.
    package var textLeading: Double {
        margins.leading + (imageWidth > 0 ? imageWidth + imageToTextPadding : 0)
    }

    /// Frames for the image, text and secondary text in `bounds`.
    package func frames(in bounds: Rect, image: Size, text: Label?, secondary: Label?) -> (
        image: Rect, text: Rect, secondary: Rect
    ) {
        let imageFrame = Rect(
            x: margins.leading + (imageWidth - image.width) / 2, y: (bounds.height - image.height) / 2,
            width: image.width, height: image.height)
        let available = max(0, bounds.width - textLeading - margins.trailing)
        switch layout {
        case .sideBySide:
            let secondarySize = measure(secondary, width: available)
            let textSize = measure(text, width: max(0, available - secondarySize.width - horizontalPadding))
            return (
                imageFrame,
                Rect(
                    x: textLeading, y: (bounds.height - textSize.height) / 2,
                    width: max(0, available - secondarySize.width - (secondarySize.width > 0 ? horizontalPadding : 0)),
                    height: textSize.height),
                Rect(
                    x: bounds.width - margins.trailing - secondarySize.width,
                    y: (bounds.height - secondarySize.height) / 2, width: secondarySize.width,
                    height: secondarySize.height)
            )
        case .stacked:
            let textSize = measure(text, width: available)
            let secondarySize = measure(secondary, width: available)
            let gap = textSize.height > 0 && secondarySize.height > 0 ? verticalPadding : 0
            let top = (bounds.height - textSize.height - gap - secondarySize.height) / 2
            return (
                imageFrame, Rect(x: textLeading, y: top, width: available, height: textSize.height),
                Rect(x: textLeading, y: top + textSize.height + gap, width: available, height: secondarySize.height)
            )
        }
    }

    /// The height the content needs at `width`: the margins around the taller of the image and the text block,
    /// at least the configuration's minimum (a cell's 44 pt).
    package func height(forWidth width: Double, image: Size, text: Label?, secondary: Label?) -> Double {
        let available = max(0, width - textLeading - margins.trailing)
        let textHeight: Double
        switch layout {
        case .sideBySide:
            textHeight = max(measure(text, width: available).height, measure(secondary, width: available).height)
        case .stacked:
            let first = measure(text, width: available).height
            let second = measure(secondary, width: available).height
            textHeight = first + second + (first > 0 && second > 0 ? verticalPadding : 0)
        }
        return max(minimumHeight, margins.top + max(textHeight, image.height) + margins.bottom)
    }

    /// A label's size for a width, zero when there is no label or no text.
    private func measure(_ label: Label?, width: Double) -> Size {
        guard let label, !label.isHidden, let text = label.text, !text.isEmpty else { return .zero }
        let size = label.sizeThatFits(Size(width: width, height: .greatestFiniteMagnitude))
        return Size(width: min(width, size.width), height: size.height)
    }
}

/// The list metrics that do not depend on a window's era.
package enum ListContentMetrics {
    private static var metrics: PresentationMetrics { .of(.latest) }

    package static var cellMargins: DirectionalEdgeInsets {
        let vertical = metrics[.listCellVerticalMargin]
        let side = metrics[.listCellSideMargin]
        return DirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
    }

    package static var groupedHeaderMargins: DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: metrics[.listHeaderTopMargin], leading: metrics[.listCellSideMargin],
            bottom: metrics[.listHeaderBottomMargin], trailing: metrics[.listCellSideMargin])
    }

    package static var groupedFooterMargins: DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: metrics[.listFooterTopMargin], leading: metrics[.listCellSideMargin],
            bottom: metrics[.listHeaderTopMargin], trailing: metrics[.listCellSideMargin])
    }

    package static var plainHeaderMargins: DirectionalEdgeInsets {
        let vertical = metrics[.plainHeaderVerticalMargin]
        return DirectionalEdgeInsets(
            top: vertical, leading: metrics[.listCellSideMargin], bottom: vertical,
            trailing: metrics[.listCellSideMargin])
    }

    package static var imageToTextPadding: Double { metrics[.listImageToTextPadding] }
    package static var minimumCellHeight: Double { metrics[.listRowHeight] }
    package static var textToSecondaryTextHorizontalPadding: Double {
        metrics[.listTextToSecondaryTextHorizontalPadding]
    }
    package static var subtitleVerticalPadding: Double { metrics[.listSubtitleVerticalPadding] }
}
