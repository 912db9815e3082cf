#if os(Linux)
    import Testing
    import UIKit

    @Suite("UIListContentConfiguration variants")
    struct ListContentConfigurationTests {
        @Test("each variant's fonts and colours are the system styles")
        func variantStyles() {
            // UITableViewCell's classic styles, which the variants reproduce (WWDC20 "Modern cell
            // configuration"): body text in the label colour; the value cell's secondary text in body size in
            // the secondary label colour; the subtitle's secondary text in the 15-pt subheadline style; grouped
            // headers as the 13-pt footnote caption in the secondary label colour.
            let cell = UIListContentConfiguration.cell()
            #expect(cell.textProperties.font.pointSize == 17)
            #expect(cell.textProperties.color == .label)
            let value = UIListContentConfiguration.valueCell()
            #expect(value.prefersSideBySideTextAndSecondaryText)
            #expect(value.secondaryTextProperties.font.pointSize == 17)
            #expect(value.secondaryTextProperties.color == .secondaryLabel)
            let subtitle = UIListContentConfiguration.subtitleCell()
            #expect(!subtitle.prefersSideBySideTextAndSecondaryText)
            #expect(subtitle.secondaryTextProperties.font.pointSize == 15)
            let header = UIListContentConfiguration.groupedHeader()
            #expect(header.textProperties.font.pointSize == 13)
            #expect(header.textProperties.color == .secondaryLabel)
        }

        @Test("a value cell puts the secondary text at the trailing margin; a subtitle cell stacks it and grows")
        func variantFrames() {
            // A one-line value cell is a standard 44-pt row (UITableViewCell .value1); a subtitle row with two
            // lines is taller than one line's 44 pt.
            var value = UIListContentConfiguration.valueCell()
            value.text = "Version"
            value.secondaryText = "18.0"
            let valueView = UIListContentView(configuration: value)
            let width: CGFloat = 393
            #expect(valueView.sizeThatFits(CGSize(width: width, height: 0)).height == 44)
            valueView.frame = CGRect(x: 0, y: 0, width: width, height: 44)
            valueView.layoutIfNeeded()
            let labels = valueView.subviews.compactMap { $0 as? UILabel }
            let secondary = labels.first { $0.text == "18.0" }
            let primary = labels.first { $0.text == "Version" }
            #expect(secondary?.frame.maxX == width - 16)
            #expect(primary?.frame.minX == 16)
            #expect(secondary?.frame.midY == 22)

            var subtitle = UIListContentConfiguration.subtitleCell()
            subtitle.text = "Software Update"
            subtitle.secondaryText = "iOS 18.0 is up to date"
            let subtitleView = UIListContentView(configuration: subtitle)
            let height = subtitleView.sizeThatFits(CGSize(width: width, height: 0)).height
            #expect(height > 44)
            subtitleView.frame = CGRect(x: 0, y: 0, width: width, height: height)
            subtitleView.layoutIfNeeded()
            let stacked = subtitleView.subviews.compactMap { $0 as? UILabel }
            let top = stacked.first { $0.text == "Software Update" }
            let bottom = stacked.first { $0.text == "iOS 18.0 is up to date" }
            #expect((bottom?.frame.minY ?? 0) > (top?.frame.maxY ?? 0))
            #expect(bottom?.frame.minX == 16)
        }
    }
#endif
