#if os(Linux)
    import Testing
    import UIKit

    @Suite struct AutoLayoutSurfaceTests {
        @Test("UIKit's Auto Layout names compile and behave: system spacing, guides, priorities, fitting")
        func uikitNames() {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let first = UIView()
            let second = UIView()
            let guide = UILayoutGuide()
            container.addLayoutGuide(guide)
            for view in [first, second] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
            let attribute: NSLayoutConstraint.Attribute = .leading
            let low = first.heightAnchor.constraint(equalToConstant: 90)
            low.priority = UILayoutPriority(rawValue: 249)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(
                    item: first, attribute: attribute, relatedBy: .equal, toItem: container, attribute: .leading,
                    multiplier: 1, constant: 10),
                first.widthAnchor.constraint(equalToConstant: 50),
                first.topAnchor.constraint(equalTo: container.topAnchor),
                first.heightAnchor.constraint(lessThanOrEqualToConstant: 30),
                low,
                // Two system spacings (8 pt each) after the first view.
                second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
                second.widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: 0.5, constant: 5),
                second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 1),
                second.heightAnchor.constraint(equalToConstant: 10),
                guide.topAnchor.constraint(equalTo: second.bottomAnchor),
                guide.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                guide.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                guide.widthAnchor.constraint(equalToConstant: 1),
            ])
            container.layoutIfNeeded()
            // first: x 10, width 50, height 30 (the required <= 30 beats the 249 wish for 90).
            #expect(first.frame == CGRect(x: 10, y: 0, width: 50, height: 30))
            // second: x 10 + 50 + 16 = 76, width 50 × 0.5 + 5 = 30, y 30 + 8 = 38.
            #expect(second.frame == CGRect(x: 76, y: 38, width: 30, height: 10))
            // The guide spans from 48 to the bottom (100).
            #expect(guide.layoutFrame == CGRect(x: 0, y: 48, width: 1, height: 52))
            #expect(UIView.layoutFittingCompressedSize == .zero)
            #expect(UIStackView.Distribution.fillEqually.rawValue == 1 && UIStackView.Alignment.center.rawValue == 3)
        }
    }
#endif
