#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    /// `UIActivityIndicatorView`. Sources: Apple's class reference (`startAnimating`, `stopAnimating`,
    /// `isAnimating`, `hidesWhenStopped` default `true`, `color` overriding the style's); Apple's UIKit User
    /// Interface Catalog and Mark Meretzky's measured example (20 × 20 pt for the small styles, 37 × 37 pt for the
    /// large; 12 spokes turning clockwise once a second before iOS 13); the iOS 13+ spinner's 8 spokes.
    @Suite struct ActivityIndicatorTests {
        @Test func stylesHaveUIKitsSizes() {
            #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
            #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
            #expect(UIActivityIndicatorView(style: .whiteLarge).frame.size == CGSize(width: 37, height: 37))
            let indicator = UIActivityIndicatorView(frame: .zero)
            indicator.sizeToFit()
            #expect(indicator.frame.size == CGSize(width: 20, height: 20))
        }

        @Test func aStoppedIndicatorHidesUntilItStarts() {
            let indicator = UIActivityIndicatorView(style: .medium)
            #expect(indicator.hidesWhenStopped && indicator.isHidden && !indicator.isAnimating)
            indicator.startAnimating()
            #expect(indicator.isAnimating && !indicator.isHidden)
            indicator.stopAnimating()
            #expect(indicator.isHidden)
            indicator.hidesWhenStopped = false
            #expect(!indicator.isHidden)
            indicator.color = .systemRed
            #expect(indicator.color == .systemRed)
        }

        /// The spokes drawn now, as (alpha, angle of the spoke's outer end from 12 o'clock, clockwise).
        private func spokes(in window: UIWindow) -> [(alpha: Double, degrees: Double)] {
            guard let image = window.renderTree().root.first(where: { $0.image?.name == "activity indicator" })?.image,
                case .recorded(let drawing, let size) = image.content
            else { return [] }
            return drawing.operations.compactMap { operation -> (alpha: Double, degrees: Double)? in
                guard case .fill(let path, let color, _) = operation else { return nil }
                let box = path.boundingBox
                let (dx, dy) = (box.midX - size.width / 2, box.midY - size.height / 2)
                let degrees = (atan2(dx, -dy) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
                return (color.alpha, Double(degrees))
            }
        }

        @Test(arguments: [(Era.ios12, 12), (.ios13, 8), (.ios18, 8)])
        func theDarkestSpokeTurnsClockwiseOnceASecond(era: Era, count: Int) throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: era)
            let indicator = UIActivityIndicatorView(style: .large)
            indicator.center = CGPoint(x: 200, y: 400)
            window.addSubview(indicator)
            indicator.startAnimating()
            let start = spokes(in: window)
            #expect(start.count == count)
            let darkest = start.max { $0.alpha < $1.alpha }
            window.advance(by: 1.0 / Double(count))
            let next = spokes(in: window).max { $0.alpha < $1.alpha }
            let step = ((next?.degrees ?? 0) - (darkest?.degrees ?? 0) + 360).truncatingRemainder(dividingBy: 360)
            #expect(abs(step - 360 / Double(count)) < 0.5, "one spoke clockwise after 1/\(count) s: \(step)°")
        }
    }
#endif
