import Foundation
import PresentationKit
import Testing

private final class Block: View {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

@Suite struct StackViewTests {
    /// A stack of `views` filling a 320 × 100 container.
    private func stack(_ views: [View], configure: (StackView) -> Void) -> (View, StackView) {
        let container = View(frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let stack = StackView(arrangedSubviews: views)
        configure(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        return (container, stack)
    }

    @Test("UIKit's raw values for distribution and alignment")
    func rawValues() {
        #expect(
            [StackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
                .map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(
            [StackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map(\.rawValue)
                == [0, 1, 2, 3, 4, 5])
        #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
    }

    @Test("fillEqually: three views in 320 with 10 spacing are (320 - 20) / 3 = 100 wide; hiding one collapses it")
    func fillEqually() {
        let views = [View(), View(), View()]
        let (container, _) = stack(views) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        #expect(views.allSatisfy { $0.frame.size == CGSize(width: 100, height: 100) })
        views[1].isHidden = true
        container.layoutIfNeeded()
        // Two views left: (320 - 10) / 2 = 155.
        #expect(views[0].frame == Rect(x: 0, y: 0, width: 155, height: 100))
        #expect(views[2].frame == Rect(x: 165, y: 0, width: 155, height: 100))
    }

    @Test("equalSpacing: 50, 60 and 70 wide views in 320 leave two gaps of (320 - 180) / 2 = 70")
    func equalSpacing() {
        let views = [Block(50, 20), Block(60, 20), Block(70, 20)]
        _ = stack(views) {
            $0.distribution = .equalSpacing
            $0.alignment = .center
        }
        #expect(views.map(\.frame.minX) == [0, 120, 250])
        #expect(views.map(\.frame.width) == [50, 60, 70])
        // Centred across: (100 - 20) / 2 = 40.
        #expect(views.allSatisfy { $0.frame.minY == 40 && $0.frame.height == 20 })
    }

    @Test("fill with a custom spacing: the lower hugging view takes the room")
    func fillWithCustomSpacing() {
        let first = Block(50, 20)
        let second = Block(60, 20)
        second.setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        _ = stack([first, second]) {
            $0.alignment = .top
            $0.spacing = 10
            $0.setCustomSpacing(30, after: first)
        }
        // The first keeps 50; the second starts at 50 + 30 and fills the remaining 320 - 80 = 240.
        #expect(first.frame == Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(second.frame == Rect(x: 80, y: 0, width: 240, height: 20))
    }

    @Test("a vertical stack arranged in its layout margins, trailing alignment, equal spacing")
    func verticalInMargins() {
        let top = Block(40, 20)
        let bottom = Block(60, 30)
        let (_, stack) = stack([top, bottom]) {
            $0.axis = .vertical
            $0.alignment = .trailing
            $0.distribution = .equalSpacing
            $0.spacing = 5
            $0.isLayoutMarginsRelativeArrangement = true
        }
        // Default margins 8: the column spans x 8…312 and y 8…92. Trailing: x = 312 - width. Equal
        // spacing with one gap: the bottom view ends at 92, so it starts at 92 - 30 = 62.
        #expect(top.frame == Rect(x: 272, y: 8, width: 40, height: 20))
        #expect(bottom.frame == Rect(x: 252, y: 62, width: 60, height: 30))
        #expect(stack.arrangedSubviews == [top, bottom])
        stack.removeArrangedSubview(top)
        #expect(stack.arrangedSubviews == [bottom] && top.superview === stack, "it stays a subview, as in UIKit")
    }
}
