import Foundation
import HeadlessBrowserSupport
import PresentationGallery
import PresentationKit
import PresentationRendering
import PresentationScenes
import Testing

/// The gallery page in headless Chromium: filters, the matrix, keys and the lightbox, from `file://`.
@Suite struct GalleryIndexPageBrowserTests {
    /// 3 devices × 2 orientations × 1 era × 2 appearances × 3 styles = 36 images.
    static func matrix() throws -> GalleryMatrix {
        var matrix = try DefaultGalleryMatrix.matrix()
        matrix.devices = DeviceCatalog.all.filter {
            ["iphone-se", "iphone-16-pro", "ipad-pro-11"].contains($0.identifier)
        }
        matrix.orientations = [.portrait, .landscape]
        matrix.eras = [.ios18]
        matrix.appearances = [.light, .dark]
        matrix.styles = [.pageSheet, .formSheet, .popover]
        return matrix
    }

    /// Renders the small matrix into a new folder and returns the folder.
    static func renderGallery() async throws -> String {
        let folder = try GalleryTests.temporaryDirectory()
        let cells = GalleryCell.cells(of: try matrix())
        try await GalleryRunner(
            cells: cells, outputDirectory: folder, jobs: 2, options: RenderOptions(scale: 0.5), thumbnailSize: 60
        ).run()
        return folder
    }

    /// The opening tags of `element` in a dumped DOM that do not carry the `hidden` attribute.
    static func visibleTags(_ element: String, in dom: String) -> [String] {
        dom.components(separatedBy: "<\(element)").dropFirst()
            .compactMap { $0.split(separator: ">", maxSplits: 1).first.map(String.init) }
            .filter { !$0.contains(" hidden=") }
    }

    @Test("Choosing a device in the linked filter state leaves exactly that device's images")
    func deviceFilterLeavesThatDevicesImages() async throws {
        let browser = try #require(HeadlessBrowser.find(), "chromium is installed by scripts/setup.sh")
        let folder = try await Self.renderGallery()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dom = try browser.dumpDOM(of: "file://\(folder)/index.html#device=iphone-se")
        let figures = Self.visibleTags("figure", in: dom).filter { $0.contains("class=\"cell\"") }
        // One device: 2 orientations × 1 era × 2 appearances × 3 styles = 12 of 36.
        #expect(figures.count == 12)
        #expect(figures.allSatisfy { $0.contains("data-device=\"iphone-se\"") })
        #expect(dom.contains(">12 of 36 images</output>"))
        // Every style still has images: 3 sections.
        #expect(Self.visibleTags("section", in: dom).filter { $0.contains("class=\"style-section\"") }.count == 3)

        let narrowed = try browser.dumpDOM(
            of: "file://\(folder)/index.html#device=ipad-pro-11&orientation=landscape&appearance=dark&style=popover")
        let single = Self.visibleTags("figure", in: narrowed).filter { $0.contains("class=\"cell\"") }
        // 1 device × 1 orientation × 1 era × 1 appearance × 1 style.
        #expect(single.count == 1)
        #expect(single.first?.contains("data-style=\"popover\"") == true)
        // The other two styles' sections hide.
        #expect(Self.visibleTags("section", in: narrowed).filter { $0.contains("class=\"style-section\"") }.count == 1)
        #expect(Self.visibleTags("p id=\"no-match\"", in: narrowed).isEmpty)

        let nothing = try browser.dumpDOM(of: "file://\(folder)/index.html#q=no-such-device")
        #expect(Self.visibleTags("figure", in: nothing).filter { $0.contains("class=\"cell\"") }.isEmpty)
        #expect(Self.visibleTags("p id=\"no-match\"", in: nothing).count == 1, "says that nothing matches")
    }

    @Test("The matrix view has a row per style and a column per device, both narrowed by the filters")
    func matrixViewHasStyleRowsAndDeviceColumns() async throws {
        let browser = try #require(HeadlessBrowser.find(), "chromium is installed by scripts/setup.sh")
        let folder = try await Self.renderGallery()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let whole = try browser.dumpDOM(of: "file://\(folder)/index.html#view=matrix")
        #expect(Self.visibleTags("div id=\"list-view\"", in: whole).isEmpty, "the list hides")
        #expect(Self.visibleTags("section id=\"matrix-view\"", in: whole).count == 1)
        #expect(Self.visibleTags("tr", in: whole).filter { $0.contains("data-style=") }.count == 3)
        #expect(Self.visibleTags("td", in: whole).count == 3 * 3)
        // A cell holds one device's images of one style: 2 orientations × 2 appearances.
        #expect(Self.visibleTags("a", in: whole).filter { $0.contains("class=\"thumb\"") }.count == 3 * 3 * 4)

        let filtered = try browser.dumpDOM(of: "file://\(folder)/index.html#device=iphone-se&view=matrix")
        #expect(Self.visibleTags("tr", in: filtered).filter { $0.contains("data-style=") }.count == 3)
        #expect(Self.visibleTags("th scope=\"col\" data-column", in: filtered).count == 1)
        #expect(Self.visibleTags("td", in: filtered).count == 3 * 1)
        #expect(Self.visibleTags("a", in: filtered).filter { $0.contains("class=\"thumb\"") }.count == 3 * 4)
    }

    /// Presses keys and clicks on the page as a user would and records what happened on `<body>`.
    static let probe = """
        <script>
        (() => {
          const record = (name, value) => document.body.setAttribute(`data-probe-${name}`, String(value));
          const press = key => (document.activeElement || document.body).dispatchEvent(
            new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
          const focused = () => document.activeElement.getAttribute('href') || document.activeElement.id;
          const lightbox = document.getElementById('lightbox');
          press('j'); record('after-j', focused());
          press('j'); record('after-jj', focused());
          press('k'); record('after-jjk', focused());
          const before = document.activeElement.getBoundingClientRect();
          press('ArrowDown');
          const after = document.activeElement.getBoundingClientRect();
          record('down-same-column', Math.abs(after.left - before.left) < 1 && after.top > before.bottom);
          press('ArrowUp'); record('after-down-up', focused());
          press('Enter'); record('lightbox-open', lightbox.open);
          record('lightbox-caption', document.getElementById('lightbox-caption').textContent);
          record('lightbox-position', document.getElementById('lightbox-position').textContent);
          press('ArrowRight'); record('lightbox-next', document.getElementById('lightbox-link').getAttribute('href'));
          press('Escape'); record('lightbox-closed', !lightbox.open); record('focus-after-close', focused());
          document.querySelector('a.shot').click(); record('click-opens', lightbox.open);
          document.getElementById('lightbox-close').click(); record('close-button-closes', !lightbox.open);
          press('/'); record('slash', focused());
          const menu = document.querySelector('select[name="orientation"]');
          menu.value = 'landscape';
          menu.dispatchEvent(new Event('change', { bubbles: true }));
          record('after-select', document.querySelectorAll('figure.cell:not([hidden])').length);
          record('hash-after-select', location.hash);
          document.getElementById('reset-filters').click();
          record('after-reset', document.querySelectorAll('figure.cell:not([hidden])').length);
          scrollTo(0, document.documentElement.scrollHeight);
          const contents = document.querySelector('.toc').getBoundingClientRect();
          record('toc-top', Math.round(contents.top));
          record('toc-in-window', contents.top >= 0 && contents.bottom <= innerHeight);
          record('overflow', document.documentElement.scrollWidth - innerWidth);
        })();
        </script>

        """

    /// The page with ``probe`` run after its own scripts, written beside it.
    static func probePage(in folder: String) throws -> String {
        let page = try String(contentsOfFile: "\(folder)/index.html", encoding: .utf8)
        let probed = page.replacingOccurrences(of: "</body>", with: probe + "</body>")
        try probed.write(toFile: "\(folder)/probe.html", atomically: true, encoding: .utf8)
        return "file://\(folder)/probe.html"
    }

    @Test("Keys move between the images and open and close the lightbox; / focuses the filter")
    func keysAndLightbox() async throws {
        let browser = try #require(HeadlessBrowser.find(), "chromium is installed by scripts/setup.sh")
        let folder = try await Self.renderGallery()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dom = try browser.dumpDOM(of: try Self.probePage(in: folder))
        func probe(_ name: String) -> String? { HeadlessBrowser.attribute("data-probe-\(name)", in: dom) }
        // The list starts with the first style (pageSheet); within it the matrix's order: devices outermost,
        // then orientation, era, appearance.
        #expect(probe("after-j") == "pageSheet/iphone-se.portrait.ios18.png", "the first key focuses the first image")
        #expect(probe("after-jj") == "pageSheet/iphone-se.portrait.ios18.dark.png")
        #expect(probe("after-jjk") == "pageSheet/iphone-se.portrait.ios18.png")
        #expect(probe("down-same-column") == "true", "↓ moves to the image below")
        #expect(probe("after-down-up") == "pageSheet/iphone-se.portrait.ios18.png")
        #expect(probe("lightbox-open") == "true", "Enter opens the lightbox")
        #expect(
            probe("lightbox-caption")?.hasPrefix("pageSheet on iphone-se, portrait, ios18, light: presented (") == true)
        // 12 pageSheet images + 12 formSheet + 12 popover.
        #expect(probe("lightbox-position") == "1 of 36")
        #expect(probe("lightbox-next") == "pageSheet/iphone-se.portrait.ios18.dark.png", "→ shows the next image")
        #expect(probe("lightbox-closed") == "true", "Escape closes it")
        #expect(probe("focus-after-close") == "pageSheet/iphone-se.portrait.ios18.dark.png", "focus returns")
        #expect(probe("click-opens") == "true")
        #expect(probe("close-button-closes") == "true")
        #expect(probe("slash") == "filter-text")
        // Landscape only: 3 devices × 1 era × 2 appearances × 3 styles.
        #expect(probe("after-select") == "18")
        #expect(probe("hash-after-select") == "#orientation=landscape")
        #expect(probe("after-reset") == "36")
        #expect(probe("toc-in-window") == "true", "the table of contents stays in the window at the bottom of the page")
        #expect(probe("overflow") == "0")
    }

    @Test("In the matrix, keys move along a cell's images and down to the next style's row")
    func keysInTheMatrix() async throws {
        let browser = try #require(HeadlessBrowser.find(), "chromium is installed by scripts/setup.sh")
        let folder = try await Self.renderGallery()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dom = try browser.dumpDOM(of: try Self.probePage(in: folder) + "#view=matrix")
        func probe(_ name: String) -> String? { HeadlessBrowser.attribute("data-probe-\(name)", in: dom) }
        // The first row is pageSheet, its first cell iphone-se: portrait light, portrait dark, landscape …
        #expect(probe("after-j") == "pageSheet/iphone-se.portrait.ios18.png")
        #expect(probe("after-jj") == "pageSheet/iphone-se.portrait.ios18.dark.png")
        #expect(probe("down-same-column") == "true", "↓ moves to the formSheet row's first image of iphone-se")
        #expect(probe("after-down-up") == "pageSheet/iphone-se.portrait.ios18.png")
        #expect(probe("lightbox-position") == "1 of 36")
        // The dumped DOM escapes the `&` in the attribute that records the hash.
        #expect(probe("hash-after-select") == "#orientation=landscape&amp;view=matrix")
    }

    @Test("On a phone-wide window the style links stay at the top and nothing overflows sideways")
    func narrowWindow() async throws {
        let browser = try #require(HeadlessBrowser.find(), "chromium is installed by scripts/setup.sh")
        let folder = try await Self.renderGallery()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dom = try browser.dumpDOM(of: try Self.probePage(in: folder), width: 390, height: 844)
        #expect(HeadlessBrowser.attribute("data-probe-toc-top", in: dom) == "0")
        #expect(HeadlessBrowser.attribute("data-probe-overflow", in: dom) == "0")
    }
}
