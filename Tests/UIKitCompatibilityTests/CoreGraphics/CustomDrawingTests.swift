#if os(Linux)
    import CairoGraphics
    import Foundation
    import PresentationRendering
    import Testing
    import UIKit

    /// Drawing code as iOS apps write it: `draw(_:)` with `UIBezierPath` and `UIColor.setFill()`, Core
    /// Graphics calls on `UIGraphicsGetCurrentContext()`, image renderers and image contexts, gradients and
    /// clips. Expectations follow UIKit's drawing model ("Drawing and Printing Guide for iOS": `draw(_:)`
    /// runs once and again after `setNeedsDisplay()`, in the view's bounds coordinates, over its background),
    /// read back pixel by pixel at one pixel per point.
    @Suite struct CustomDrawingTests {
        private final class BadgeView: UIView {
            var draws = 0
            var colour = UIColor.red
            override func draw(_ rect: CGRect) {
                draws += 1
                colour.setFill()
                UIBezierPath(ovalIn: rect).fill()
                UIColor.blue.setStroke()
                let line = UIBezierPath()
                line.move(to: CGPoint(x: 0, y: rect.midY))
                line.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                line.lineWidth = 4
                line.stroke()
            }
        }

        @Test func drawRunsOnceInBoundsCoordinatesAndAgainAfterSetNeedsDisplay() throws {
            let window = try whiteWindow()
            let badge = BadgeView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
            badge.backgroundColor = .green
            window.addSubview(badge)
            let image = try renderForReadback(window, name: "draw-rect")
            #expect(pixel(image, 150, 230) == Opaque.red, "the oval is filled over the background")
            #expect(pixel(image, 102, 202) == Opaque.green, "the background shows outside the oval")
            #expect(pixel(image, 110, 250) == Opaque.blue, "the line is stroked across the middle")
            #expect(pixel(image, 110, 246) != Opaque.blue, "4 pt wide")
            _ = try renderForReadback(window, name: "draw-rect-again")
            #expect(badge.draws == 1, "the drawing is kept until the view asks again")
            badge.colour = .blue
            badge.setNeedsDisplay()
            let redrawn = try renderForReadback(window, name: "draw-rect-redrawn")
            #expect(badge.draws == 2)
            #expect(pixel(redrawn, 150, 230) == Opaque.blue)
        }

        private final class ContextView: UIView {
            override func draw(_ rect: CGRect) {
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.setFillColor(UIColor.red.cgColor)
                context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
                context.saveGState()
                context.translateBy(x: 50, y: 50)
                context.setFillColor(UIColor.blue.cgColor)
                context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
                context.restoreGState()
                context.setStrokeColor(UIColor.green.cgColor)
                context.setLineWidth(10)
                context.move(to: CGPoint(x: 0, y: 95))
                context.addLine(to: CGPoint(x: 40, y: 95))
                context.strokePath()
            }
        }

        @Test func coreGraphicsCallsOnTheCurrentContextDraw() throws {
            let window = try whiteWindow()
            window.addSubview(ContextView(frame: CGRect(x: 0, y: 200, width: 100, height: 100)))
            let image = try renderForReadback(window, name: "cg-context")
            #expect(pixel(image, 25, 225) == Opaque.red)
            #expect(pixel(image, 75, 275) == Opaque.blue, "translated by (50, 50)")
            #expect(pixel(image, 75, 225) == Opaque.white, "the state was restored")
            #expect(pixel(image, 20, 295) == Opaque.green)
        }

        private final class GradientView: UIView {
            override func draw(_ rect: CGRect) {
                guard let context = UIGraphicsGetCurrentContext(),
                    let gradient = CGGradient(
                        colorsSpace: CGColorSpaceCreateDeviceRGB(),
                        colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])
                else { return }
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height)).addClip()
                context.drawLinearGradient(
                    gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: rect.height), options: [])
            }
        }

        @Test func aGradientFillsTheClip() throws {
            let window = try whiteWindow()
            window.addSubview(GradientView(frame: CGRect(x: 0, y: 200, width: 200, height: 100)))
            let image = try renderForReadback(window, name: "cg-gradient")
            #expect(pixel(image, 50, 201).red > 245)
            #expect(pixel(image, 50, 298).blue > 245)
            #expect(pixel(image, 150, 250) == Opaque.white, "outside the clip")
        }

        @Test func anImageRenderersDrawingShowsInAnImageView() throws {
            let window = try whiteWindow()
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
            let drawn = renderer.image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                UIColor.blue.setFill()
                context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
            }
            #expect(drawn.size == CGSize(width: 40, height: 20))
            let imageView = UIImageView(image: drawn)
            imageView.frame = CGRect(x: 0, y: 200, width: 200, height: 100)
            window.addSubview(imageView)
            let image = try renderForReadback(window, name: "image-renderer")
            #expect(pixel(image, 50, 250) == Opaque.red, "scaled to fill the image view")
            #expect(pixel(image, 150, 250) == Opaque.blue)
        }

        @Test func anImageContextMakesAnImage() throws {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            let drawn = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetCurrentContext() == nil, "the context ended")
            let window = try whiteWindow()
            let imageView = UIImageView(image: drawn)
            imageView.frame = CGRect(x: 0, y: 200, width: 50, height: 50)
            window.addSubview(imageView)
            #expect(pixel(try renderForReadback(window, name: "image-context"), 25, 225) == Opaque.green)
        }

        private final class CaptionView: UIView {
            override func draw(_ rect: CGRect) {
                "Saved".draw(
                    at: CGPoint(x: 10, y: 10),
                    withAttributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.red])
            }
        }

        @Test func textDrawnWithAttributesLandsWhereItIsMeasured() throws {
            let window = try whiteWindow()
            window.addSubview(CaptionView(frame: CGRect(x: 0, y: 200, width: 300, height: 100)))
            let image = try renderForReadback(window, name: "draw-text")
            let size = "Saved".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
            var redInside = 0
            var redOutside = 0
            for y in 200..<300 {
                for x in 0..<300 {
                    let pixel = pixel(image, x, y)
                    guard pixel.red > 200, pixel.green < 80 else { continue }
                    let inside =
                        Double(x) >= 10 && Double(x) <= 10 + size.width && Double(y) >= 210
                        && Double(y) <= 210 + size.height
                    if inside { redInside += 1 } else { redOutside += 1 }
                }
            }
            #expect(redInside > 100, "the glyphs are drawn")
            #expect(redOutside == 0, "inside the measured box from the given top-left")
        }

        @Test func aStringsBoundingRectWrapsOnlyWithLineFragmentOrigin() {
            let text = "A toast message that is long enough to wrap onto a second line"
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
            let wrapped = text.boundingRect(
                with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin],
                attributes: attributes, context: nil)
            let single = text.boundingRect(
                with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), options: [], attributes: attributes,
                context: nil)
            #expect(wrapped.width <= 200 && wrapped.height > single.height * 1.5, "wrapped to the width")
            #expect(single.width > 200, "one line without the option")
        }

        private final class Painter: CALayerDelegate {
            func draw(_ layer: CALayer, in context: CGContext) {
                context.setFillColor(UIColor.red.cgColor)
                context.fillEllipse(in: layer.bounds)
            }
        }

        @Test func aStandaloneLayerDrawsThroughItsDelegateAfterSetNeedsDisplay() throws {
            let window = try whiteWindow()
            let painter = Painter()
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 200, width: 100, height: 100)
            layer.delegate = painter
            window.layer.addSublayer(layer)
            #expect(
                pixel(try renderForReadback(window, name: "layer-delegate-before"), 50, 250) == Opaque.white,
                "no content yet")
            layer.setNeedsDisplay()
            #expect(pixel(try renderForReadback(window, name: "layer-delegate"), 50, 250) == Opaque.red)
        }
    }
#endif

#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    /// `addArc(tangent1End:tangent2End:radius:)`: Core Graphics' rounded corner between two lines. Expected
    /// from its documented geometry: the arc is tangent to the line from the current point to `tangent1End` and
    /// to the line from there to `tangent2End`, so for a right-angled corner the arc starts and ends `radius`
    /// from the corner.
    @Suite struct TangentArcTests {
        @Test func aRightAngledCornerIsRoundedByAQuarterCircle() {
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
            #expect(path.currentPoint.x.isApproximately(100) && path.currentPoint.y.isApproximately(20))
            let box = path.boundingBox
            #expect(box.maxX.isApproximately(100) && box.maxY.isApproximately(20))
            #expect(
                path.contains(CGPoint(x: 95, y: 10)),
                "inside the arc (at x = 95 the circle about (80, 20) is at y ≈ 6.8)")
            #expect(!path.contains(CGPoint(x: 99.5, y: 0.5)), "between the corner and the arc is cut off")
        }

        @Test func pointsInALineGiveAStraightLine() {
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 10)
            #expect(path.currentPoint == CGPoint(x: 50, y: 0))
        }
    }

    extension CGFloat {
        fileprivate func isApproximately(_ other: CGFloat) -> Bool { Swift.abs(self - other) < 1e-6 }
    }
#endif
