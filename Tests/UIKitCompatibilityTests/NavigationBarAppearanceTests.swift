#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    /// Navigation bar appearances as apps set them. Expectations: the `UINavigationBarAppearance` reference
    /// (`configureWithOpaqueBackground()` gives the system background and a shadow, the transparent one
    /// neither; `backgroundColor` and `titleTextAttributes` win) and UIKit's iOS 15 change, documented in the
    /// iOS 15 release notes: without a `scrollEdgeAppearance` a bar at the scroll edge shows its standard
    /// appearance with a transparent background.
    @Suite struct NavigationBarAppearanceTests {
        private func bar(era: UIKit.Era, configure: (UINavigationController) -> Void) throws -> (RenderNode, RenderNode)
        {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: era)
            let content = UIViewController()
            content.title = "Inbox"
            let navigation = UINavigationController(rootViewController: content)
            configure(navigation)
            window.rootViewController = navigation
            let tree = window.renderTree()
            let bar = try #require(tree.root.first { $0.role == .navigationBar })
            let background = try #require(bar.children.first { $0.label == "bar background" })
            return (bar, background)
        }

        private func redOpaqueAppearance() -> UINavigationBarAppearance {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .red
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            return appearance
        }

        @Test func theStandardAppearanceColoursTheBarAndTitle() throws {
            let (bar, background) = try bar(era: .ios13) { $0.navigationBar.standardAppearance = redOpaqueAppearance() }
            #expect(background.backgroundColor == UIColor.red.cgColor)
            let title = try #require(bar.first { $0.typesetText?.lines.first?.text == "Inbox" })
            #expect(title.typesetText?.lines.first?.runs.first?.color == UIColor.white.cgColor)
        }

        @Test func fromIOS15TheScrollEdgeIsTransparentUnlessItHasItsOwnAppearance() throws {
            let (_, transparent) = try bar(era: .ios18) {
                $0.navigationBar.standardAppearance = redOpaqueAppearance()
            }
            #expect(transparent.backgroundColor == nil, "the standard appearance, made transparent")
            let (_, red) = try bar(era: .ios18) {
                let appearance = redOpaqueAppearance()
                $0.navigationBar.standardAppearance = appearance
                $0.navigationBar.scrollEdgeAppearance = appearance
            }
            #expect(red.backgroundColor == UIColor.red.cgColor)
        }

        @Test func theOpaqueBarIsDrawnBehindTheStatusBarWithItsTitle() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let content = UIViewController()
            content.title = "Inbox"
            content.view.backgroundColor = .white
            let navigation = UINavigationController(rootViewController: content)
            navigation.navigationBar.standardAppearance = redOpaqueAppearance()
            navigation.navigationBar.scrollEdgeAppearance = redOpaqueAppearance()
            window.rootViewController = navigation
            let image = try renderForReadback(window, name: "navigation-bar-appearance")
            #expect(pixel(image, 20, 30) == Opaque.red, "behind the status bar")
            #expect(pixel(image, 20, 80) == Opaque.red, "the bar")
            #expect(pixel(image, 20, 110) == Opaque.white, "the content below the bar")
        }

        @Test func anItemsAppearanceWinsOverTheBars() throws {
            let (_, background) = try bar(era: .ios18) {
                let green = UINavigationBarAppearance()
                green.backgroundColor = .green
                $0.topViewController?.navigationItem.scrollEdgeAppearance = green
                $0.navigationBar.scrollEdgeAppearance = redOpaqueAppearance()
            }
            #expect(background.backgroundColor == UIColor.green.cgColor)
        }

        @Test func legacyBarTintColorIsTheStandardBackground() throws {
            let (_, background) = try bar(era: .ios13) { $0.navigationBar.barTintColor = .blue }
            #expect(background.backgroundColor == UIColor.blue.cgColor)
        }

        @Test func untouchedBarsKeepTheirErasLook() throws {
            let (_, ios13) = try bar(era: .ios13) { _ in }
            #expect(ios13.backgroundColor != nil, "the bar material")
            let (_, ios18) = try bar(era: .ios18) { _ in }
            #expect(ios18.backgroundColor == nil, "transparent at the scroll edge")
        }

        @Test func aOnePixelBackgroundImageColoursTheBarAndAnEmptyShadowImageRemovesTheHairline() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios13)
            let content = UIViewController()
            content.view.backgroundColor = .white
            let navigation = UINavigationController(rootViewController: content)
            UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
            let red = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            navigation.navigationBar.setBackgroundImage(red, for: .any, barMetrics: .default)
            navigation.navigationBar.shadowImage = UIImage()
            window.rootViewController = navigation
            let image = try renderForReadback(window, name: "navigation-bar-background-image")
            #expect(pixel(image, 20, 30) == Opaque.red, "stretched behind the status bar")
            #expect(pixel(image, 200, 80) == Opaque.red)
            #expect(pixel(image, 200, 103) == Opaque.white, "no hairline below the bar (59 + 44 pt)")
            navigation.navigationBar.setBackgroundImage(UIImage(), for: .any, barMetrics: .default)
            let cleared = try renderForReadback(window, name: "navigation-bar-empty-background")
            #expect(pixel(cleared, 200, 80) == Opaque.white, "an empty image leaves the bar transparent")
        }

        @Test func aBarTakesTheAppearanceProxysValues() {
            #expect(UINavigationBar.appearance() === UINavigationBar.appearance(), "one proxy")
            let template = UINavigationBar()
            template.barTintColor = .orange
            template.titleTextAttributes = [.foregroundColor: UIColor.white]
            template.prefersLargeTitles = true
            let bar = UINavigationBar()
            bar.adoptAppearance(of: template)
            #expect(bar.barTintColor === UIColor.orange)
            #expect(bar.prefersLargeTitles)
            #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor === UIColor.white)
        }
    }
#endif
