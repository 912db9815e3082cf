import Foundation
import PresentationKit
import Testing

/// Facts copied from the reference tables (uikit-presentation.md §1), written here independently of the
/// catalog data: portrait points, scale, portrait top/bottom safe area, landscape size classes.
private let referenceDevices:
    [(
        id: String, width: Double, height: Double, scale: Double, top: Double,
        bottom: Double, landscapeHorizontal: UserInterfaceSizeClass
    )] = [
        ("iphone-se", 375, 667, 2, 20, 0, .compact),
        ("iphone-8", 375, 667, 2, 20, 0, .compact),
        ("iphone-8-plus", 414, 736, 3, 20, 0, .regular),
        ("iphone-11", 414, 896, 2, 48, 34, .regular),
        ("iphone-13-mini", 375, 812, 3, 50, 34, .compact),
        ("iphone-14", 390, 844, 3, 47, 34, .compact),
        ("iphone-15", 393, 852, 3, 59, 34, .compact),
        ("iphone-16", 393, 852, 3, 59, 34, .compact),
        ("iphone-15-pro", 393, 852, 3, 59, 34, .compact),
        ("iphone-16-pro", 402, 874, 3, 62, 34, .compact),
        ("iphone-15-pro-max", 430, 932, 3, 59, 34, .regular),
        ("iphone-16-pro-max", 440, 956, 3, 62, 34, .regular),
        ("ipad-mini-6", 744, 1133, 2, 24, 20, .regular),
        ("ipad-9", 810, 1080, 2, 20, 0, .regular),
        ("ipad-10", 820, 1180, 2, 24, 20, .regular),
        ("ipad-air-11-m2", 820, 1180, 2, 24, 20, .regular),
        ("ipad-pro-11", 834, 1194, 2, 24, 20, .regular),
        ("ipad-pro-12-9", 1024, 1366, 2, 24, 20, .regular),
        ("ipad-pro-13-m4", 1032, 1376, 2, 24, 20, .regular),
    ]

@Suite struct DeviceCatalogTests {
    @Test func catalogHoldsEveryReferenceDevice() {
        #expect(DeviceCatalog.all.count == referenceDevices.count)
        #expect(Set(DeviceCatalog.identifiers) == Set(referenceDevices.map(\.id)))
    }

    /// The catalog is typed Swift values (issue 35: it was JSON text decoded at run time, and a decoding failure
    /// left the device list silently empty); each profile still passes the checks a custom profile gets.
    @Test func everyBuiltInProfileIsValidAndEveryNameIsUnique() throws {
        for profile in DeviceCatalog.all {
            #expect(try profile.validated() == profile, "\(profile.identifier)")
        }
        let names = DeviceCatalog.all.flatMap { [$0.identifier] + ($0.aliases ?? []) }
        #expect(Set(names).count == names.count)
    }

    @Test(arguments: referenceDevices.map(\.id))
    func profileMatchesTheReference(id: String) throws {
        let fact = try #require(referenceDevices.first { $0.id == id })
        let device = try DeviceCatalog.profile(named: id)
        #expect(device.portraitSize == Size(width: fact.width, height: fact.height))
        #expect(device.scale == fact.scale)
        #expect(Double(device.safeAreaPortrait.top) == fact.top)
        #expect(Double(device.safeAreaPortrait.bottom) == fact.bottom)
        #expect(device.sizeClassesLandscape.horizontal == fact.landscapeHorizontal)
        #expect(device.sizeClassesPortrait.vertical == .regular)
        #expect(device.identifier.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
    }

    @Test func landscapeSwapsTheScreenAndUsesLandscapeInsets() throws {
        let environment = try WindowEnvironment(
            device: DeviceCatalog.profile(named: "iphone-15-pro"),
            orientation: .landscape)
        #expect(environment.windowSize == Size(width: 852, height: 393))
        #expect(environment.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(environment.statusBarHeight == 0)
        #expect(environment.traitCollection.verticalSizeClass == .compact)
        #expect(environment.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func splitViewWidthsFollowTheReferenceTable() throws {
        let pro11 = try DeviceCatalog.profile(named: "ipad-pro-11")
        let expectations: [(InterfaceOrientation, MultitaskingWidth, Double, UserInterfaceSizeClass)] = [
            (.landscape, .oneThird, 375, .compact), (.landscape, .half, 592, .compact),
            (.landscape, .twoThirds, 809, .regular), (.portrait, .oneThird, 320, .compact),
            (.portrait, .twoThirds, 504, .compact), (.portrait, .slideOver, 375, .compact),
        ]
        for (orientation, width, points, sizeClass) in expectations {
            let environment = try WindowEnvironment(device: pro11, orientation: orientation, multitasking: width)
            #expect(Double(environment.windowSize.width) == points)
            #expect(environment.windowSize.height == (orientation == .portrait ? 1194 : 834))
            #expect(environment.traitCollection.horizontalSizeClass == sizeClass)
        }
        let big = try WindowEnvironment(
            device: DeviceCatalog.profile(named: "ipad-pro-12-9"),
            orientation: .landscape, multitasking: .half)
        #expect(big.windowSize.width == 678)
        #expect(big.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func phonesHaveNoMultitaskingAndPortraitHasNoHalfSplit() throws {
        let phone = try DeviceCatalog.profile(named: "iphone-15-pro")
        #expect(
            throws: ConfigurationError.multitaskingUnavailable(
                device: "iphone-15-pro", width: .half,
                orientation: .landscape)
        ) {
            try WindowEnvironment(device: phone, orientation: .landscape, multitasking: .half)
        }
        let pad = try DeviceCatalog.profile(named: "ipad-10")
        #expect(throws: ConfigurationError.self) {
            try WindowEnvironment(device: pad, orientation: .portrait, multitasking: .half)
        }
        #expect(pad.availableMultitaskingWidths(in: .portrait) == [.fullScreen, .oneThird, .twoThirds, .slideOver])
    }

    @Test func aliasesResolveAndTyposSuggest() throws {
        #expect(try DeviceCatalog.profile(named: "iPhone-XR").identifier == "iphone-11")
        #expect(try DeviceCatalog.profile(named: "iphone-14-pro").identifier == "iphone-15")
        let error = #expect(throws: ConfigurationError.self) { try DeviceCatalog.profile(named: "iphone-15-pr") }
        #expect(error == .unknownDevice("iphone-15-pr", suggestion: "iphone-15-pro"))
        #expect(error?.description.contains("did you mean 'iphone-15-pro'") == true)
    }

    @Test func iPhone11UsesItsIOS13SafeArea() throws {
        let device = try DeviceCatalog.profile(named: "iphone-11")
        #expect(try WindowEnvironment(device: device, era: .ios13).safeAreaInsets.top == 44)
        #expect(try WindowEnvironment(device: device, era: .ios15).safeAreaInsets.top == 48)
    }

    @Test func customProfilesAreValidated() throws {
        var profile = try DeviceCatalog.profile(named: "iphone-8")
        profile.identifier = "my-phone"
        profile.portraitSize = Size(width: CGFloat.infinity, height: 100)
        #expect(throws: ConfigurationError.self) { try profile.validated() }
        profile.portraitSize = Size(width: 300, height: 600)
        profile.safeAreaPortrait = EdgeInsets(top: 400, left: 0, bottom: 300, right: 0)
        let error = #expect(throws: ConfigurationError.self) { try profile.validated() }
        #expect(error?.description.contains("safeAreaPortrait") == true)
        profile.safeAreaPortrait = .zero
        #expect(try profile.validated().identifier == "my-phone")
    }

    /// The bounds the scene schema states (0…4096 pt) and a corner radius of at most half the shorter side, each
    /// tried just inside and just outside. A radius of 1e308 once passed and trapped in the layout dump.
    @Test func customProfileLengthsAreBounded() throws {
        var profile = try DeviceCatalog.profile(named: "iphone-8")
        profile.identifier = "my-phone"
        profile.safeAreaPortrait = .zero
        profile.safeAreaLandscape = .zero
        profile.portraitSize = Size(width: 300, height: 4096)
        profile.displayCornerRadius = 150
        #expect(try profile.validated().displayCornerRadius == 150)
        profile.displayCornerRadius = 150.5
        let radius = #expect(throws: ConfigurationError.self) { try profile.validated() }
        #expect(radius?.description.contains("displayCornerRadius") == true)
        #expect(radius?.description.contains("half the screen's shorter side (150.0)") == true)
        profile.displayCornerRadius = 1e308
        #expect(throws: ConfigurationError.self) { try profile.validated() }
        profile.displayCornerRadius = 0
        profile.portraitSize = Size(width: 300, height: 4096.5)
        let side = #expect(throws: ConfigurationError.self) { try profile.validated() }
        #expect(side?.description.contains("above 0 and at most 4096 pt") == true)
        profile.portraitSize = Size(width: 300, height: 600)
        profile.statusBarHeightPortrait = 4097
        let height = #expect(throws: ConfigurationError.self) { try profile.validated() }
        #expect(
            height?.description.contains("statusBarHeightPortrait must be between 0 and 4096 pt, got 4097.0") == true)
    }

    @Test func customProfilesDecodeFromCatalogJSON() throws {
        let json = """
            {"identifier":"test-slab","name":"Slab","idiom":"phone","portraitSize":{"width":360,"height":780},
             "scale":3,"displayCornerRadius":40,"safeAreaPortrait":{"top":44,"left":0,"bottom":30,"right":0},
             "safeAreaLandscape":{"top":0,"left":44,"bottom":21,"right":44},"statusBarHeightPortrait":44,
             "statusBarHeightLandscape":0,"homeIndicatorInsetPortrait":30,"homeIndicatorInsetLandscape":21,
             "sizeClassesPortrait":{"horizontal":"compact","vertical":"regular"},
             "sizeClassesLandscape":{"horizontal":"compact","vertical":"compact"}}
            """
        let profiles = try DeviceCatalog.decodeProfiles(from: Data(json.utf8))
        #expect(profiles.first?.identifier == "test-slab")
        let window = Window(environment: try WindowEnvironment(device: profiles[0]))
        #expect(window.bounds.size == Size(width: 360, height: 780))
        let misspelt = json.replacingOccurrences(of: "\"displayCornerRadius\"", with: "\"displayCornerRadus\"")
        let error = #expect(throws: ConfigurationError.self) {
            try DeviceCatalog.decodeProfiles(from: Data(misspelt.utf8))
        }
        #expect(
            error?.description
                == "device profile 'test-slab': displayCornerRadus is not a device profile field (did you mean 'displayCornerRadius'?)"
        )
    }
}
