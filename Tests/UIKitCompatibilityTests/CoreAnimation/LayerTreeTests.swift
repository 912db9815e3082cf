#if os(Linux)
    import CairoGraphics
    import Foundation
    import PresentationRendering
    import Testing
    import UIKit

    /// Core Animation's layer tree as iOS code uses it: geometry by position, bounds and anchor point,
    /// sublayers among subviews, shape and gradient layers drawn, `layerClass`. Expectations are Core
    /// Animation's documented behaviour ("Core Animation Programming Guide", Layer geometry; the `CALayer`,
    /// `CAShapeLayer` and `CAGradientLayer` references), read back pixel by pixel at one pixel per point.
    @Suite struct LayerTreeTests {
        @Test func theFrameIsDerivedFromPositionBoundsAndAnchorPoint() {
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
            #expect(layer.position == CGPoint(x: 60, y: 45))
            #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
            layer.anchorPoint = .zero
            #expect(layer.position == CGPoint(x: 60, y: 45), "changing the anchor point keeps the position")
            #expect(layer.frame == CGRect(x: 60, y: 45, width: 100, height: 50), "and moves the frame")
            layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
            #expect(layer.frame == CGRect(x: 60, y: 45, width: 200, height: 100), "it scales about the anchor")
        }

        @Test func aViewsLayerIsTheViewsGeometry() {
            let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            #expect(view.layer.position == view.center)
            view.layer.anchorPoint = CGPoint(x: 0, y: 0)
            #expect(view.center == CGPoint(x: 150, y: 150))
            #expect(view.frame.origin == CGPoint(x: 150, y: 150))
            view.layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            #expect(view.bounds.size == CGSize(width: 40, height: 30))
            view.layer.opacity = 0.5
            #expect(view.alpha == 0.5)
        }

        @Test func aViewsSublayersListItsSubviewsLayersInDrawingOrder() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let first = UIView()
            view.addSubview(first)
            let gradient = CAGradientLayer()
            view.layer.insertSublayer(gradient, at: 0)
            let shape = CAShapeLayer()
            view.layer.addSublayer(shape)
            let second = UIView()
            view.addSubview(second)
            #expect(
                view.layer.sublayers?.map(ObjectIdentifier.init)
                    == [gradient, first.layer, shape, second.layer].map(ObjectIdentifier.init))
            #expect(shape.superlayer === view.layer)
            #expect(first.layer.superlayer === view.layer)
            view.bringSubviewToFront(first)
            #expect(view.layer.sublayers?.last === first.layer)
            shape.removeFromSuperlayer()
            #expect(shape.superlayer == nil)
            #expect(view.layer.sublayers?.count == 3)
            first.removeFromSuperview()
            #expect(
                view.layer.sublayers?.map(ObjectIdentifier.init) == [gradient, second.layer].map(ObjectIdentifier.init))
        }

        @Test func aSublayerAtIndexZeroDrawsBehindTheSubviewsAndALaterOneInFront() throws {
            let window = try whiteWindow()
            let card = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
            let middle = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 300))
            middle.backgroundColor = .green
            card.addSubview(middle)
            let behind = CALayer()
            behind.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
            behind.backgroundColor = UIColor.red.cgColor
            card.layer.insertSublayer(behind, at: 0)
            let front = CALayer()
            front.frame = CGRect(x: 0, y: 200, width: 300, height: 100)
            front.backgroundColor = UIColor.blue.cgColor
            card.layer.addSublayer(front)
            window.addSubview(card)
            let image = try renderForReadback(window, name: "layer-order")
            #expect(pixel(image, 50, 150) == Opaque.red, "the layer inserted at 0 shows beside the subview")
            #expect(pixel(image, 150, 150) == Opaque.green, "and behind it")
            #expect(pixel(image, 150, 350) == Opaque.blue, "the layer added last is in front of the subview")
        }

        @Test func zPositionBringsASubviewInFrontOfLaterSiblings() throws {
            let window = try whiteWindow()
            let lower = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
            lower.backgroundColor = .red
            lower.layer.zPosition = 1
            let upper = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
            upper.backgroundColor = .blue
            window.addSubview(lower)
            window.addSubview(upper)
            let image = try renderForReadback(window, name: "z-position")
            #expect(pixel(image, 150, 200) == Opaque.red)
        }

        @Test func aShapeLayerFillsThenStrokesItsPathOutsideItsZeroBounds() throws {
            let window = try whiteWindow()
            let shape = CAShapeLayer()
            shape.path = UIBezierPath(rect: CGRect(x: 50, y: 200, width: 100, height: 100)).cgPath
            shape.fillColor = UIColor.red.cgColor
            shape.strokeColor = UIColor.blue.cgColor
            shape.lineWidth = 10
            window.layer.addSublayer(shape)
            let image = try renderForReadback(window, name: "shape-layer")
            #expect(pixel(image, 100, 250) == Opaque.red, "the inside is filled")
            #expect(pixel(image, 100, 198) == Opaque.blue, "the stroke straddles the path")
            #expect(pixel(image, 100, 203) == Opaque.blue)
            #expect(pixel(image, 100, 190) == Opaque.white, "and is as wide as lineWidth")
        }

        @Test func strokeEndDrawsOnlyThatFractionOfThePath() throws {
            let window = try whiteWindow()
            let line = CAShapeLayer()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 300))
            path.addLine(to: CGPoint(x: 200, y: 300))
            line.path = path.cgPath
            line.fillColor = nil
            line.strokeColor = UIColor.blue.cgColor
            line.lineWidth = 20
            line.strokeStart = 0.25
            line.strokeEnd = 0.5
            window.layer.addSublayer(line)
            let image = try renderForReadback(window, name: "stroke-end")
            #expect(pixel(image, 30, 300) == Opaque.white, "before strokeStart")
            #expect(pixel(image, 75, 300) == Opaque.blue, "between strokeStart and strokeEnd")
            #expect(pixel(image, 150, 300) == Opaque.white, "after strokeEnd")
        }

        @Test func aDashedStrokeLeavesGaps() throws {
            let window = try whiteWindow()
            let line = CAShapeLayer()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 300))
            path.addLine(to: CGPoint(x: 200, y: 300))
            line.path = path.cgPath
            line.strokeColor = UIColor.blue.cgColor
            line.lineWidth = 10
            line.lineDashPattern = [20, 20]
            window.layer.addSublayer(line)
            let image = try renderForReadback(window, name: "dashes")
            #expect(pixel(image, 10, 300) == Opaque.blue, "the first dash")
            #expect(pixel(image, 30, 300) == Opaque.white, "the first gap")
            #expect(pixel(image, 50, 300) == Opaque.blue, "the second dash")
        }

        @Test func aGradientLayerRunsFromTopToBottomByDefault() throws {
            let window = try whiteWindow()
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 0, y: 100, width: 200, height: 200)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            window.layer.addSublayer(gradient)
            let image = try renderForReadback(window, name: "gradient")
            let top = pixel(image, 100, 101)
            let middle = pixel(image, 100, 200)
            let bottom = pixel(image, 100, 298)
            #expect(top.red > 245 && top.blue < 10)
            #expect(bottom.blue > 245 && bottom.red < 10)
            #expect(abs(Int(middle.red) - 128) <= 4 && abs(Int(middle.blue) - 128) <= 4, "halfway is the mix")
            #expect(pixel(image, 250, 200) == Opaque.white, "nothing outside the bounds")
        }

        @Test func gradientLocationsAndDirectionAreHonoured() throws {
            let window = try whiteWindow()
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 0, y: 100, width: 200, height: 100)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.locations = [0.5, 1]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            gradient.cornerRadius = 20
            window.layer.addSublayer(gradient)
            let image = try renderForReadback(window, name: "gradient-locations")
            #expect(pixel(image, 60, 150) == Opaque.red, "before the first location the first colour holds")
            #expect(pixel(image, 198, 150).blue > 240)
            #expect(pixel(image, 1, 101) == Opaque.white, "the corner radius clips the gradient")
        }

        @Test func aRadialGradientSpreadsFromTheStartPoint() throws {
            let window = try whiteWindow()
            let gradient = CAGradientLayer()
            gradient.type = .radial
            gradient.frame = CGRect(x: 0, y: 100, width: 200, height: 200)
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 1)
            window.layer.addSublayer(gradient)
            let image = try renderForReadback(window, name: "gradient-radial")
            #expect(pixel(image, 100, 200).red > 240, "the centre is the first colour")
            #expect(pixel(image, 2, 102).blue > 240, "beyond the radius the last colour holds")
        }

        private final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }

        @Test func aViewWhoseLayerClassIsAGradientDrawsAsOne() throws {
            let window = try whiteWindow()
            let view = GradientView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
            let gradient = try #require(view.layer as? CAGradientLayer)
            gradient.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
            window.addSubview(view)
            let image = try renderForReadback(window, name: "layer-class")
            #expect(pixel(image, 100, 200) == Opaque.red)
        }

        private final class SpinnerLayer: CAShapeLayer {
            init(diameter: CGFloat) {
                super.init()
                path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: diameter, height: diameter)).cgPath
            }
            required init() { super.init() }
            required init?(coder: NSCoder) { nil }
        }

        @Test func aLayerSubclassWithItsOwnInitialiserCompilesAndDraws() throws {
            let window = try whiteWindow()
            let spinner = SpinnerLayer(diameter: 100)
            spinner.position = CGPoint(x: 100, y: 300)
            spinner.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            spinner.fillColor = UIColor.red.cgColor
            window.layer.addSublayer(spinner)
            let image = try renderForReadback(window, name: "layer-subclass")
            #expect(pixel(image, 100, 300) == Opaque.red, "the circle is centred on the position")
            #expect(pixel(image, 52, 252) == Opaque.white, "its box's corner is outside the circle")
        }

        @Test func sublayersAreClippedByMasksToBoundsAndHiddenWithTheirParent() throws {
            let window = try whiteWindow()
            let parent = CALayer()
            parent.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
            parent.masksToBounds = true
            let child = CALayer()
            child.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            child.backgroundColor = UIColor.red.cgColor
            parent.addSublayer(child)
            window.layer.addSublayer(parent)
            let clipped = try renderForReadback(window, name: "masks-to-bounds")
            #expect(pixel(clipped, 75, 175) == Opaque.red)
            #expect(pixel(clipped, 125, 225) == Opaque.white, "outside the parent's bounds")
            parent.isHidden = true
            #expect(pixel(try renderForReadback(window, name: "hidden-parent"), 75, 175) == Opaque.white)
        }
    }
#endif
