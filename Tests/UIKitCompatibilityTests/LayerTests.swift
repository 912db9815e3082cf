#if os(Linux)
    import Testing
    import UIKit

    /// `view.layer` is the view under Core Animation's names: one value, whichever way it is set.
    @Suite struct LayerTests {
        @Test func layerPropertiesReachTheRenderTree() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
            card.backgroundColor = .white
            card.layer.cornerRadius = 16
            card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            card.layer.cornerCurve = .continuous
            card.layer.masksToBounds = true
            card.layer.shadowColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 0.2
            card.layer.shadowRadius = 8
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor.red.cgColor
            window.addSubview(card)
            let node = try #require(window.renderTree().root.allNodes.first { $0.frame == card.frame })
            #expect(node.cornerRadius == 16 && node.maskedCorners == [.topLeft, .topRight])
            #expect(node.cornerCurve == .continuous && node.clipsToBounds)
            #expect(abs((node.shadow?.color.alpha ?? 0) - 0.2) < 1e-6, "the Float opacity is applied to the colour")
            #expect(node.shadow?.radius == 8)
            #expect(node.shadow?.offset == CGSize(width: 0, height: -3), "Core Animation's default shadow offset")
            #expect(node.border?.width == 1 && node.border?.color == UIColor.red.cgColor)
            #expect(card.cornerRadius == 16 && card.layer.opacity == 1)
            card.alpha = 0.5
            #expect(card.layer.opacity == 0.5)
        }
    }
#endif
