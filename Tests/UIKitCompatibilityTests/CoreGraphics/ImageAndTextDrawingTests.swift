#if os(Linux)
    import CairoGraphics
    import Foundation
    import Testing
    import UIKit

    /// Text drawn with `draw(with:options:context:)`, images passed through Core Graphics and a button's
    /// background image, as EasyTipView and TransitionButton use them. Facts: UIKit's documentation of
    /// `NSStringDrawingOptions.usesLineFragmentOrigin` (the rectangle's origin is the text's top-left, and
    /// without it the origin is the first line's baseline and the text is one line); `UIButton`'s background
    /// image is stretched to fill the button behind its title and image.
    @Suite struct ImageAndTextDrawingTests {
        private final class TextView: UIView {
            let origin: CGPoint
            let options: NSStringDrawingOptions

            init(origin: CGPoint, options: NSStringDrawingOptions) {
                self.origin = origin
                self.options = options
                super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            }

            required init?(coder: NSCoder) { nil }

            override func draw(_ rect: CGRect) {
                let text = NSAttributedString(
                    string: "MMMM", attributes: [.font: UIFont.systemFont(ofSize: 40), .foregroundColor: UIColor.black])
                text.draw(
                    with: CGRect(origin: origin, size: CGSize(width: 300, height: 200)), options: options, context: nil)
            }
        }

        /// Whether any pixel of row `y` between x = 20 and 120 is dark.
        private func rowHasInk(_ image: RGBAImage, _ y: Int) -> Bool {
            (20..<120).contains { pixel(image, $0, y).red < 128 }
        }

        @Test func withLineFragmentOriginTheRectanglesOriginIsTheTextsTopLeft() throws {
            let window = try whiteWindow()
            window.addSubview(TextView(origin: CGPoint(x: 20, y: 100), options: .usesLineFragmentOrigin))
            let image = try renderForReadback(window, name: "draw-with-line-fragment-origin")
            let ascender = Int(UIFont.systemFont(ofSize: 40).ascender)
            #expect(!rowHasInk(image, 99), "nothing above the rectangle")
            #expect(rowHasInk(image, 100 + ascender - 4), "capitals reach down to the baseline, one ascender below")
            #expect(!rowHasInk(image, 100 + ascender + 2), "M has no descender")
        }

        @Test func withoutItTheOriginIsTheBaseline() throws {
            let window = try whiteWindow()
            window.addSubview(TextView(origin: CGPoint(x: 20, y: 300), options: []))
            let image = try renderForReadback(window, name: "draw-with-baseline-origin")
            #expect(rowHasInk(image, 296), "the letters stand on y = 300")
            #expect(!rowHasInk(image, 303), "and do not reach below it")
        }

        @Test func anImageSurvivesTheTripThroughCoreGraphics() throws {
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30))
            let drawn = renderer.image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
            }
            let cgImage = try #require(drawn.cgImage)
            #expect(cgImage.width == 40 * Int(drawn.scale) && cgImage.height == 30 * Int(drawn.scale))
            let back = UIImage(cgImage: cgImage)
            #expect(back.size == drawn.size)
            let window = try whiteWindow()
            let imageView = UIImageView(image: back)
            imageView.frame = CGRect(x: 100, y: 200, width: 40, height: 30)
            window.addSubview(imageView)
            #expect(pixel(try renderForReadback(window, name: "cgimage-round-trip"), 120, 215) == Opaque.red)
        }

        @Test func aButtonsBackgroundImageFillsItBehindTheTitle() throws {
            let window = try whiteWindow()
            let fill = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
                UIColor.blue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
            let button = UIButton(frame: CGRect(x: 50, y: 300, width: 200, height: 50))
            button.setTitle("Sign in", for: .normal)
            button.setBackgroundImage(fill, for: .normal)
            window.addSubview(button)
            #expect(button.currentBackgroundImage === fill)
            #expect(button.backgroundImage(for: .highlighted) === fill, "states without their own use .normal's")
            let image = try renderForReadback(window, name: "button-background-image")
            #expect(pixel(image, 55, 305) == Opaque.blue, "stretched to the corner")
            #expect(pixel(image, 245, 345) == Opaque.blue)
            #expect(button.titleLabel.map { button.subviews.firstIndex(of: $0) ?? 0 } ?? 0 > 0, "the title is in front")
            button.setBackgroundImage(nil, for: .normal)
            #expect(pixel(try renderForReadback(window, name: "button-background-cleared"), 55, 305) == Opaque.white)
        }
    }
#endif
