#if os(Linux)
    import Testing
    import UIKit

    /// The settings screen in a medium-detent sheet, drawn and read back.
    @Suite("A settings table drawn as iOS draws it")
    struct SettingsRenderingTests {
        /// Presents the settings screen in a medium-detent page sheet, as iOS code does, and runs until idle.
        private func presentSettings(
            appearance: UserInterfaceStyle, detent: UISheetPresentationController.Detent = .medium()
        ) throws -> (UIWindow, SettingsTableViewController) {
            let window = try UIWindow(
                device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: appearance)
            let root = UIViewController()
            window.rootViewController = root
            let settings = SettingsTableViewController()
            let navigation = UINavigationController(rootViewController: settings)
            navigation.modalPresentationStyle = .pageSheet
            navigation.sheetPresentationController?.detents = [detent]
            root.present(navigation, animated: true)
            window.runUntilIdle()
            return (window, settings)
        }

        @Test("light: white rounded groups on the grouped grey, grey captions, chevrons in the tertiary label colour")
        func lightSettings() throws {
            let (window, settings) = try presentSettings(appearance: .light)
            let image = try renderForReadback(window, name: "settings-ios18-light")
            let table = settings.tableView!
            // Apple's systemGroupedBackground is #F2F2F7 and secondarySystemGroupedBackground white in light mode.
            let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let rowFrame = row.convert(row.bounds, to: nil)
            let inside = pixel(image, Int(rowFrame.midX), Int(rowFrame.minY) + 4)
            #expect(inside == Opaque.white)
            let outside = pixel(image, Int(rowFrame.minX) - 8, Int(rowFrame.midY))
            #expect(outside.red == 0xF2 && outside.green == 0xF2 && outside.blue == 0xF7)
            // The value cell's detail ends at the chevron's spacing: the Wi-Fi row reads "Home" at the trailing side.
            #expect(row.detailTextLabel?.text == "Home")
            #expect(row.accessoryType == .disclosureIndicator)
        }

        @Test("dark: in a sheet, the elevated colours: #2C2C2E groups on #1C1C1E")
        func darkSettings() throws {
            let (window, settings) = try presentSettings(appearance: .dark)
            let image = try renderForReadback(window, name: "settings-ios18-dark")
            let row = try #require(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            let rowFrame = row.convert(row.bounds, to: nil)
            // Apple's dynamic system colours at the elevated level (a sheet): secondarySystemGroupedBackground is
            // #2C2C2E and systemGroupedBackground #1C1C1E in dark mode.
            let inside = pixel(image, Int(rowFrame.midX), Int(rowFrame.minY) + 4)
            #expect(inside.red == 0x2C && inside.green == 0x2C && inside.blue == 0x2E)
            let outside = pixel(image, Int(rowFrame.minX) - 8, Int(rowFrame.midY))
            #expect(outside.red == 0x1C && outside.green == 0x1C && outside.blue == 0x1E)
        }

        @Test("large: the checkmark in the tint colour and the footer caption below its group")
        func largeSettings() throws {
            let (window, settings) = try presentSettings(appearance: .light, detent: .large())
            let image = try renderForReadback(window, name: "settings-ios18-large")
            let table = settings.tableView!
            let checked = try #require(table.cellForRow(at: IndexPath(row: 0, section: 2)))
            #expect(checked.accessoryType == .checkmark)
            // UITableViewCell draws the checkmark in the tint colour: system blue (#007AFF) by default. Some
            // pixel of the accessory area at the trailing margin is clearly blue.
            let row = checked.convert(checked.bounds, to: nil)
            let blue = (Int(row.maxX) - 40...Int(row.maxX) - 16).contains { x in
                (Int(row.minY) + 12...Int(row.maxY) - 12).contains { y in
                    let p = pixel(image, x, y)
                    return p.blue > 200 && p.red < 120
                }
            }
            #expect(blue)
            // The footer sits below the General group (Apple's grouped footers follow their section).
            let footer = table.rectForFooter(inSection: 1)
            #expect(footer.minY == table.rectForRow(at: IndexPath(row: 1, section: 1)).maxY)
            #expect(footer.height > 17.5)
        }

        @Test("iOS 12: a plain table with grey header bars and full-width rows")
        func plainTableOnIOS12() throws {
            let controller = TitledSectionsController(style: .plain)
            let window = try UIWindow(device: "iphone-8", orientation: .portrait, era: .ios12, appearance: .light)
            let navigation = UINavigationController(rootViewController: controller)
            window.rootViewController = navigation
            window.runUntilIdle()
            let image = try renderForReadback(window, name: "plain-ios12")
            let header = controller.tableView.rectForHeader(inSection: 0)
            let onScreen = controller.tableView.convert(header, to: nil)
            // iOS 7–12 plain header bars: #F7F7F7.
            let bar = pixel(image, 300, Int(onScreen.midY))
            #expect(bar.red == 0xF7 && bar.green == 0xF7 && bar.blue == 0xF7)
        }
    }
#endif
