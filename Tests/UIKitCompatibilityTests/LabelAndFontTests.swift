#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    // Written as for iOS: a cell-like view that sizes labels and measures strings the way app code does.

    /// A title over a wrapping subtitle, laid out by hand from the labels' fitting sizes.
    final class TitleSubtitleView: UIView {
        let titleLabel = UILabel()
        let subtitleLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            subtitleLabel.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15))
            subtitleLabel.textColor = .secondaryLabel
            subtitleLabel.numberOfLines = 0
            addSubview(titleLabel)
            addSubview(subtitleLabel)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let width = bounds.width - 32
            let title = titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            titleLabel.frame = CGRect(x: 16, y: 11, width: width, height: title.height)
            let subtitle = subtitleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            subtitleLabel.frame = CGRect(x: 16, y: titleLabel.frame.maxY + 2, width: width, height: subtitle.height)
        }
    }

    /// The usual padded label: text inset on every side, its intrinsic size grown to match.
    final class PaddedLabel: UILabel {
        let insets = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)

        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.inset(by: insets))
        }

        override var intrinsicContentSize: CGSize {
            let size = super.intrinsicContentSize
            return CGSize(
                width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
        }
    }

    @Suite("UILabel and UIFont as iOS code uses them")
    struct LabelAndFontTests {
        @Test("preferredFont and systemFont give UIKit's sizes and weights")
        func fonts() {
            #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
            #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
            #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
            #expect(UIFont.systemFont(ofSize: 13, weight: .medium).withSize(20).pointSize == 20)
            #expect(UIFont.Weight.semibold.rawValue == 0.3)
        }

        @Test("A wrapping subtitle grows the cell by whole lines")
        func wrappingLabel() {
            let cell = TitleSubtitleView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            cell.titleLabel.text = "Inbox"
            cell.subtitleLabel.text = "Three new messages from people you follow and two from lists"
            cell.layoutIfNeeded()
            let font = UIFont.systemFont(ofSize: 15)
            // One line of 15-pt Inter is (2728 + 680) / 2816 × 15 = 18.15 pt.
            let lines = (cell.subtitleLabel.frame.height / font.lineHeight).rounded(.down)
            #expect(lines >= 3)
            #expect(cell.subtitleLabel.frame.height == (lines * font.lineHeight).rounded(.up))
            #expect(cell.titleLabel.frame.height == 21)
        }

        @Test("A label that insets its text through drawText(in:) draws it inside the insets")
        func paddedLabel() throws {
            let window = try UIWindow(device: "iphone-15-pro")
            let label = PaddedLabel()
            label.text = "New"
            label.textColor = .white
            label.backgroundColor = .systemBlue
            let plain = UILabel()
            plain.text = "New"
            #expect(label.intrinsicContentSize == CGSize(width: plain.intrinsicContentSize.width + 24, height: 29))
            label.frame = CGRect(origin: CGPoint(x: 20, y: 100), size: label.intrinsicContentSize)
            window.addSubview(label)
            let node = try #require(window.renderTree().root.first { $0.typesetText != nil })
            let line = try #require(node.typesetText?.lines.first)
            #expect(line.origin.x == 12)
            // Centred in the 21-pt inset rectangle: (21 − 20.57) / 2 above the first line's top.
            let font = UIFont.systemFont(ofSize: 17)
            let expectedBaseline: CGFloat = 4 + (21 - font.lineHeight) / 2 + font.ascender
            #expect(abs(line.origin.y - expectedBaseline) < 1e-9)
        }

        @Test("Constrained labels take their intrinsic size, and a width-limited one wraps")
        func autoLayoutLabels() {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let title = UILabel()
            title.text = "Inbox"
            let body = UILabel()
            body.text = "The quick brown fox"
            body.numberOfLines = 0
            body.preferredMaxLayoutWidth = 100
            for label in [title, body] {
                label.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(label)
            }
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                title.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
                body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            ])
            container.layoutIfNeeded()
            #expect(title.frame == CGRect(origin: CGPoint(x: 16, y: 20), size: title.intrinsicContentSize))
            // Two lines of 17-pt Inter: 2 × 20.57 rounded up to 42.
            #expect(body.frame.origin == CGPoint(x: 16, y: 20 + 21 + 4))
            #expect(body.frame.height == 42 && body.frame.width <= 100)
        }

        @Test("Labels of different sizes aligned on their first baselines share a baseline")
        func baselineAlignment() {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let large = UILabel()
            large.font = .preferredFont(forTextStyle: .largeTitle)
            large.text = "Title"
            let small = UILabel()
            small.font = .preferredFont(forTextStyle: .footnote)
            small.text = "note"
            for label in [large, small] {
                label.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(label)
            }
            NSLayoutConstraint.activate([
                large.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                large.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
                small.leadingAnchor.constraint(equalTo: large.trailingAnchor, constant: 8),
                small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
            ])
            container.layoutIfNeeded()
            // Each label is its text's height, so its baseline is its ascender below its top.
            let largeBaseline = large.frame.minY + UIFont.systemFont(ofSize: 34).ascender
            let smallBaseline = small.frame.minY + UIFont.systemFont(ofSize: 13).ascender
            #expect(abs(largeBaseline - smallBaseline) < 1e-6)
            #expect(small.frame.minY > large.frame.minY)
        }

        @Test("size(withAttributes:) and NSParagraphStyle measure as labels do")
        func attributes() {
            let font = UIFont.boldSystemFont(ofSize: 17)
            let label = UILabel()
            label.font = font
            label.text = "Done"
            #expect(label.intrinsicContentSize.width == "Done".size(withAttributes: [.font: font]).width.rounded(.up))
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            style.lineBreakMode = .byTruncatingMiddle
            let attributed = NSAttributedString(
                string: "Done", attributes: [.font: font, .foregroundColor: UIColor.systemBlue, .paragraphStyle: style])
            label.attributedText = attributed
            #expect(NSTextAlignment.center.rawValue == 1 && NSLineBreakMode.byTruncatingTail.rawValue == 4)
            #expect(label.attributedText?.string == "Done")
        }
    }
#endif
