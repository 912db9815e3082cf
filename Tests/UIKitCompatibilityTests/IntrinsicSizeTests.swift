#if os(Linux)
    import Testing
    import UIKit

    /// A view with a fixed content size, as a badge or an icon view declares it.
    private final class BadgeView: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 20) }
        override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
        private(set) var fittedCount = 0
        override func sizeToFit() {
            super.sizeToFit()
            fittedCount += 1
        }
    }

    @Suite("Intrinsic content size and content priorities")
    struct IntrinsicSizeTests {
        @Test("A plain view has no intrinsic size and UIKit's starting priorities: hugging 250, resistance 750")
        func defaults() {
            let view = UIView()
            #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: -1))
            #expect(UIView.noIntrinsicMetric == -1)
            #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
            #expect(view.contentHuggingPriority(for: .vertical).rawValue == 250)
            #expect(view.contentCompressionResistancePriority(for: .vertical) == UILayoutPriority(750))
        }

        @Test("Priorities are kept per axis, and UILayoutPriority arithmetic works as in UIKit")
        func prioritiesPerAxis() {
            let view = UIView()
            view.setContentHuggingPriority(.required - 1, for: .vertical)
            view.setContentCompressionResistancePriority(.defaultLow + 1, for: .horizontal)
            #expect(view.contentHuggingPriority(for: .vertical).rawValue == 999)
            #expect(view.contentHuggingPriority(for: .horizontal).rawValue == 250)
            #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 251)
            #expect(view.contentCompressionResistancePriority(for: .vertical).rawValue == 750)
        }

        @Test("sizeToFit keeps the origin and takes sizeThatFits; a plain view keeps its size")
        func sizeToFit() {
            let badge = BadgeView(frame: CGRect(x: 10, y: 30, width: 200, height: 200))
            badge.sizeToFit()
            #expect(badge.frame == CGRect(x: 10, y: 30, width: 44, height: 20))
            #expect(badge.fittedCount == 1, "sizeToFit is overridable, as in UIKit")
            let plain = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
            plain.sizeToFit()
            #expect(plain.frame == CGRect(x: 5, y: 6, width: 70, height: 80))
        }

        @Test("Invalidating the intrinsic size lays out the superview again")
        func invalidationSchedulesLayout() {
            let container = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let badge = BadgeView()
            container.addSubview(badge)
            container.layoutIfNeeded()
            let passes = container.layoutPasses
            badge.invalidateIntrinsicContentSize()
            container.layoutIfNeeded()
            #expect(container.layoutPasses == passes + 1)
        }
    }
#endif
