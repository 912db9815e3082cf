// The built-in device catalog, as data. Generated once from shared/reference/devices.json (facts with
// their sources) plus stable kebab-case identifiers, sensor-housing shapes and era overrides; edit the
// JSON here, it is the single copy. `DeviceCatalog` decodes it on first use.

extension DeviceCatalog {
    static let builtInJSON = #"""
        [
         {
          "identifier": "iphone-se",
          "name": "iPhone SE (2nd/3rd gen)",
          "idiom": "phone",
          "portraitSize": {
           "width": 375,
           "height": 667
          },
          "scale": 2,
          "displayCornerRadius": 0,
          "safeAreaPortrait": {
           "top": 20,
           "left": 0,
           "bottom": 0,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 0,
           "left": 0,
           "bottom": 0,
           "right": 0
          },
          "statusBarHeightPortrait": 20,
          "statusBarHeightLandscape": 0,
          "homeIndicatorInsetPortrait": 0,
          "homeIndicatorInsetLandscape": 0,
          "sizeClassesPortrait": {
           "horizontal": "compact",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "compact",
           "vertical": "compact"
          },
          "aliases": [
           "iphone-se-2",
           "iphone-se-3"
          ],
          "confidence": "exact/measured",
          "source": "points/pixels: alpatiev/swift_tools iPhone_iPad_screen_sizes.md; safe areas: XPDeviceModelConfiguration.swift (model-id table), pointfreeco/swift-snapshot-testing View.swift, karolszafranski/SafeAreaInsetsWithStoryboard README (iOS 13.2 measured); corners: kylebashour.com (_displayCornerRadius) and DeviceMetrics.swift table"
         },
         {
          "identifier": "iphone-8",
          "name": "iPhone 8",
          "idiom": "phone",
          "portraitSize": {
           "width": 375,
           "height": 667
          },
          "scale": 2,
          "displayCornerRadius": 0,
          "safeAreaPortrait": {
           "top": 20,
           "left": 0,
           "bottom": 0,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 0,
           "left": 0,
           "bottom": 0,
           "right": 0
          },
          "statusBarHeightPortrait": 20,
          "statusBarHeightLandscape": 0,
          "homeIndicatorInsetPortrait": 0,
          "homeIndicatorInsetLandscape": 0,
          "sizeClassesPortrait": {
           "horizontal": "compact",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "compact",
           "vertical": "compact"
          },
          "aliases": [
           "iphone-7",
           "iphone-6s"
          ],
          "confidence": "exact/measured",
          "source": "points/pixels: alpatiev/swift_tools iPhone_iPad_screen_sizes.md; safe areas: XPDeviceModelConfiguration.swift (model-id table), pointfreeco/swift-snapshot-testing View.swift, karolszafranski/SafeAreaInsetsWithStoryboard README (iOS 13.2 measured); corners: kylebashour.com (_displayCornerRadius) and DeviceMetrics.swift table"
         },
         {
          "identifier": "iphone-8-plus",
          "name": "iPhone 8 Plus",
          "idiom": "phone",
          "portraitSize": {
           "width": 414,
           "height": 736
          },
          "scale": 3,
          "displayCornerRadius": 0,
          "safeAreaPortrait": {
           "top": 20,
           "left": 0,
           "bottom": 0,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 0,
           "left": 0,
           "bottom": 0,
           "right": 0
          },
          "statusBarHeightPortrait": 20,
          "statusBarHeightLandscape": 0,
          "homeIndicatorInsetPortrait": 0,
          "homeIndicatorInsetLandscape": 0,
          "sizeClassesPortrait": {
           "horizontal": "compact",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "regular",
           "vertical": "compact"
          },
          "aliases": [],
          "confidence": "exact/measured",
          "source": "points/pixels: alpatiev/swift_tools iPhone_iPad_screen_sizes.md; safe areas: XPDeviceModelConfiguration.swift (model-id table), pointfreeco/swift-snapshot-testing View.swift, karolszafranski/SafeAreaInsetsWithStoryboard README (iOS 13.2 measured); corners: kylebashour.com (_displayCornerRadius) and DeviceMetrics.swift table; rendered at 1242x2208 (@3x) and downsampled to the 1080x1920 panel"
         },
         {
          "identifier": "iphone-11",
          "name": "iPhone 11",
          "idiom": "phone",
          "portraitSize": {
           "width": 414,
           "height": 896
          },
          "scale": 2,
          "displayCornerRadius": 41.5,
          "safeAreaPortrait": {
           "top": 48,
           "left": 0,
           "bottom": 34,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 0,
           "left": 48,
           "bottom": 21,
           "right": 48
          },
          "statusBarHeightPortrait": 48,
          "statusBarHeightLandscape": 0,
          "homeIndicatorInsetPortrait": 34,
          "homeIndicatorInsetLandscape": 21,
          "sizeClassesPortrait": {
           "horizontal": "compact",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "regular",
           "vertical": "compact"
          },
          "sensorHousing": {
           "kind": "notch",
           "width": 209,
           "height": 30,
           "top": 0
          },
          "eraOverrides": [
           {
            "eras": [
             "ios12",
             "ios13"
            ],
            "safeAreaPortrait": {
             "top": 44,
             "left": 0,
             "bottom": 34,
             "right": 0
            },
            "safeAreaLandscape": {
             "top": 0,
             "left": 44,
             "bottom": 21,
             "right": 44
            },
            "statusBarHeightPortrait": 44
           }
          ],
          "aliases": [
           "iphone-xr"
          ],
          "confidence": "measured",
          "source": "points/pixels: alpatiev/swift_tools iPhone_iPad_screen_sizes.md; safe areas: XPDeviceModelConfiguration.swift (model-id table), pointfreeco/swift-snapshot-testing View.swift, karolszafranski/SafeAreaInsetsWithStoryboard README (iOS 13.2 measured); corners: kylebashour.com (_displayCornerRadius) and DeviceMetrics.swift table; iOS 13 values were top 44 / landscape 44 (karolszafranski, iOS 13.2)"
         },
         {
          "identifier": "iphone-13-mini",
          "name": "iPhone 13 mini",
          "idiom": "phone",
          "portraitSize": {
           "width": 375,
           "height": 812
          },
          "scale": 3,
          "displayCornerRadius": 44,
          "safeAreaPortrait": {
           "top": 50,
           "left": 0,
           "bottom": 34,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 0,
           "left": 50,
           "bottom": 21,
           "right": 50
          },
          "statusBarHeightPortrait": 50,
          "statusBarHeightLandscape": 0,
          "homeIndicatorInsetPortrait": 34,
          "homeIndicatorInsetLandscape": 21,
          "sizeClassesPortrait": {
           "horizontal": "compact",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "compact",
           "vertical": "compact"
          },
          "sensorHousing": {
           "kind": "notch",
           "width": 190,
           "height": 33,
           "top": 0
          },
          "aliases": [
           "iphone-12-mini"
          ],
          "confidence": "measured",
          "source": "points/pixels: alpatiev/swift_tools iPhone_iPad_screen_sizes.md; safe areas: XPDeviceModelConfiguration.swift (model-id table), pointfreeco/swift-snapshot-testing View.swift, karolszafranski/SafeAreaInsetsWithStoryboard README (iOS 13.2 measured); corners: kylebashour.com (_displayCornerRadius) and DeviceMetrics.swift table; rendered 1125x2436, panel 1080x2340"
         },
         {
          "identifier": "iphone-14",
          "name": "iPhone 14",
          "idiom": "phone",
          "portraitSize": {
           "width": 390,
           "height": 844
          },
          "scale": 3,
          "displayCornerRadius": 47.33,
          "safeAreaPortrait": {
           "top": 47,
           "left": 0,
           "bottom": 34,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 0,
           "left": 47,
           "bottom": 21,
           "right": 47
          },
          "statusBarHeightPortrait": 47,
          "statusBarHeightLandscape": 0,
          "homeIndicatorInsetPortrait": 34,
          "homeIndicatorInsetLandscape": 21,
          "sizeClassesPortrait": {
           "horizontal": "compact",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "compact",
           "vertical": "compact"
          },
          "sensorHousing": {
           "kind": "notch",
           "width": 162,
           "height": 33,
           "top": 0
          },
          "aliases": [
           "iphone-12",
           "iphone-12-pro",
           "iphone-13",
           "iphone-13-pro"
          ],
          "confidence": "measured",
          "source": "points/pixels: alpatiev/swift_tools iPhone_iPad_screen_sizes.md; safe areas: XPDeviceModelConfiguration.swift (model-id table), pointfreeco/swift-snapshot-testing View.swift, karolszafranski/SafeAreaInsetsWithStoryboard README (iOS 13.2 measured); corners: kylebashour.com (_displayCornerRadius) and DeviceMetrics.swift table"
         },
         {
          "identifier": "iphone-15",
          "name": "iPhone 15",
          "idiom": "phone",
          "portraitSize": {
           "width": 393,
           "height": 852
          },
          "scale": 3,
          "displayCornerRadius": 55,
          "safeAreaPortrait": {
           "top": 59,
           "left": 0,
           "bottom": 34,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 0,
           "left": 59,
           "bottom": 21,
           "right": 59
          },
          "statusBarHeightPortrait": 54,
          "statusBarHeightLandscape": 0,
          "homeIndicatorInsetPortrait": 34,
          "homeIndicatorInsetLandscape": 21,
          "sizeClassesPortrait": {
           "horizontal": "compact",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "compact",
           "vertical": "compact"
          },
          "sensorHousing": {
           "kind": "dynamicIsland",
           "width": 126,
           "height": 37.33,
           "top": 11.33
          },
          "aliases": [
           "iphone-14-pro"
          ],
          "confidence": "measured (statusBarHeight guess)",
          "source": "points/pixels: alpatiev/swift_tools iPhone_iPad_screen_sizes.md; safe areas: XPDeviceModelConfiguration.swift (model-id table), pointfreeco/swift-snapshot-testing View.swift, karolszafranski/SafeAreaInsetsWithStoryboard README (iOS 13.2 measured); corners: kylebashour.com (_displayCornerRadius) and DeviceMetrics.swift table; Dynamic Island: safe-area top 59, status bar frame reportedly 54 (unverified)"
         },
         {
          "identifier": "iphone-16",
          "name": "iPhone 16",
          "idiom": "phone",
          "portraitSize": {
           "width": 393,
           "height": 852
          },
          "scale": 3,
          "displayCornerRadius": 55,
          "safeAreaPortrait": {
           "top": 59,
           "left": 0,
           "bottom": 34,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 0,
           "left": 59,
           "bottom": 21,
           "right": 59
          },
          "statusBarHeightPortrait": 54,
          "statusBarHeightLandscape": 0,
          "homeIndicatorInsetPortrait": 34,
          "homeIndicatorInsetLandscape": 21,
          "sizeClassesPortrait": {
           "horizontal": "compact",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "compact",
           "vertical": "compact"
          },
          "sensorHousing": {
           "kind": "dynamicIsland",
           "width": 126,
           "height": 37.33,
           "top": 11.33
          },
          "aliases": [],
          "confidence": "measured (statusBarHeight guess)",
          "source": "points/pixels: alpatiev/swift_tools iPhone_iPad_screen_sizes.md; safe areas: XPDeviceModelConfiguration.swift (model-id table), pointfreeco/swift-snapshot-testing View.swift, karolszafranski/SafeAreaInsetsWithStoryboard README (iOS 13.2 measured); corners: kylebashour.com (_displayCornerRadius) and DeviceMetrics.swift table"
         },
         {
          "identifier": "iphone-15-pro",
          "name": "iPhone 15 Pro",
          "idiom": "phone",
          "portraitSize": {
           "width": 393,
           "height": 852
          },
          "scale": 3,
          "displayCornerRadius": 55,
          "safeAreaPortrait": {
           "top": 59,
           "left": 0,
           "bottom": 34,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 0,
           "left": 59,
           "bottom": 21,
           "right": 59
          },
          "statusBarHeightPortrait": 54,
          "statusBarHeightLandscape": 0,
          "homeIndicatorInsetPortrait": 34,
          "homeIndicatorInsetLandscape": 21,
          "sizeClassesPortrait": {
           "horizontal": "compact",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "compact",
           "vertical": "compact"
          },
          "sensorHousing": {
           "kind": "dynamicIsland",
           "width": 126,
           "height": 37.33,
           "top": 11.33
          },
          "aliases": [],
          "confidence": "measured (statusBarHeight guess)",
          "source": "points/pixels: alpatiev/swift_tools iPhone_iPad_screen_sizes.md; safe areas: XPDeviceModelConfiguration.swift (model-id table), pointfreeco/swift-snapshot-testing View.swift, karolszafranski/SafeAreaInsetsWithStoryboard README (iOS 13.2 measured); corners: kylebashour.com (_displayCornerRadius) and DeviceMetrics.swift table"
         },
         {
          "identifier": "iphone-16-pro",
          "name": "iPhone 16 Pro",
          "idiom": "phone",
          "portraitSize": {
           "width": 402,
           "height": 874
          },
          "scale": 3,
          "displayCornerRadius": 62,
          "safeAreaPortrait": {
           "top": 62,
           "left": 0,
           "bottom": 34,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 0,
           "left": 62,
           "bottom": 21,
           "right": 62
          },
          "statusBarHeightPortrait": 62,
          "statusBarHeightLandscape": 0,
          "homeIndicatorInsetPortrait": 34,
          "homeIndicatorInsetLandscape": 21,
          "sizeClassesPortrait": {
           "horizontal": "compact",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "compact",
           "vertical": "compact"
          },
          "sensorHousing": {
           "kind": "dynamicIsland",
           "width": 126,
           "height": 37.33,
           "top": 14
          },
          "aliases": [],
          "confidence": "measured (corner 62 vs 63.33 disputed; statusBarHeight guess)",
          "source": "points/pixels: alpatiev/swift_tools iPhone_iPad_screen_sizes.md; safe areas: XPDeviceModelConfiguration.swift (model-id table), pointfreeco/swift-snapshot-testing View.swift, karolszafranski/SafeAreaInsetsWithStoryboard README (iOS 13.2 measured); corners: kylebashour.com (_displayCornerRadius) and DeviceMetrics.swift table"
         },
         {
          "identifier": "iphone-15-pro-max",
          "name": "iPhone 15 Pro Max",
          "idiom": "phone",
          "portraitSize": {
           "width": 430,
           "height": 932
          },
          "scale": 3,
          "displayCornerRadius": 55,
          "safeAreaPortrait": {
           "top": 59,
           "left": 0,
           "bottom": 34,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 0,
           "left": 59,
           "bottom": 21,
           "right": 59
          },
          "statusBarHeightPortrait": 54,
          "statusBarHeightLandscape": 0,
          "homeIndicatorInsetPortrait": 34,
          "homeIndicatorInsetLandscape": 21,
          "sizeClassesPortrait": {
           "horizontal": "compact",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "regular",
           "vertical": "compact"
          },
          "sensorHousing": {
           "kind": "dynamicIsland",
           "width": 126,
           "height": 37.33,
           "top": 11.33
          },
          "aliases": [
           "iphone-14-pro-max",
           "iphone-15-plus",
           "iphone-16-plus"
          ],
          "confidence": "measured (statusBarHeight guess)",
          "source": "points/pixels: alpatiev/swift_tools iPhone_iPad_screen_sizes.md; safe areas: XPDeviceModelConfiguration.swift (model-id table), pointfreeco/swift-snapshot-testing View.swift, karolszafranski/SafeAreaInsetsWithStoryboard README (iOS 13.2 measured); corners: kylebashour.com (_displayCornerRadius) and DeviceMetrics.swift table"
         },
         {
          "identifier": "iphone-16-pro-max",
          "name": "iPhone 16 Pro Max",
          "idiom": "phone",
          "portraitSize": {
           "width": 440,
           "height": 956
          },
          "scale": 3,
          "displayCornerRadius": 62,
          "safeAreaPortrait": {
           "top": 62,
           "left": 0,
           "bottom": 34,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 0,
           "left": 62,
           "bottom": 21,
           "right": 62
          },
          "statusBarHeightPortrait": 62,
          "statusBarHeightLandscape": 0,
          "homeIndicatorInsetPortrait": 34,
          "homeIndicatorInsetLandscape": 21,
          "sizeClassesPortrait": {
           "horizontal": "compact",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "regular",
           "vertical": "compact"
          },
          "sensorHousing": {
           "kind": "dynamicIsland",
           "width": 126,
           "height": 37.33,
           "top": 14
          },
          "aliases": [],
          "confidence": "measured (corner 62 vs 63.33 disputed; statusBarHeight guess)",
          "source": "points/pixels: alpatiev/swift_tools iPhone_iPad_screen_sizes.md; safe areas: XPDeviceModelConfiguration.swift (model-id table), pointfreeco/swift-snapshot-testing View.swift, karolszafranski/SafeAreaInsetsWithStoryboard README (iOS 13.2 measured); corners: kylebashour.com (_displayCornerRadius) and DeviceMetrics.swift table"
         },
         {
          "identifier": "ipad-mini-6",
          "name": "iPad mini (6th gen)",
          "idiom": "pad",
          "portraitSize": {
           "width": 744,
           "height": 1133
          },
          "scale": 2,
          "displayCornerRadius": 21.5,
          "safeAreaPortrait": {
           "top": 24,
           "left": 0,
           "bottom": 20,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 24,
           "left": 0,
           "bottom": 20,
           "right": 0
          },
          "statusBarHeightPortrait": 24,
          "statusBarHeightLandscape": 24,
          "homeIndicatorInsetPortrait": 20,
          "homeIndicatorInsetLandscape": 20,
          "sizeClassesPortrait": {
           "horizontal": "regular",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "regular",
           "vertical": "regular"
          },
          "multitasking": {
           "landscape": [
            {
             "fraction": "1/3",
             "width": 320,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "1/2",
             "width": 561.5,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "2/3",
             "width": 803,
             "horizontalSizeClass": "regular"
            }
           ],
           "portrait": [
            {
             "fraction": "1/3",
             "width": 320,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "2/3",
             "width": 414,
             "horizontalSizeClass": "compact"
            }
           ],
           "slideOverWidth": 320
          },
          "aliases": [],
          "confidence": "measured sizes/safe area; corner guess; split widths derived",
          "source": "points/pixels: alpatiev/swift_tools; safe areas: karolszafranski/SafeAreaInsetsWithStoryboard (iPad Pro 11/12.9 measured 24/20), YusukeHosonuma SwiftUI-Simulator DeviceInfo (mini 6, Air 4); split widths: pointfreeco/swift-snapshot-testing View.swift + gist macguru/b7a01e3f0e9ae6f350d5 (derived rule for newer iPads)"
         },
         {
          "identifier": "ipad-9",
          "name": "iPad (9th gen)",
          "idiom": "pad",
          "portraitSize": {
           "width": 810,
           "height": 1080
          },
          "scale": 2,
          "displayCornerRadius": 0,
          "safeAreaPortrait": {
           "top": 20,
           "left": 0,
           "bottom": 0,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 20,
           "left": 0,
           "bottom": 0,
           "right": 0
          },
          "statusBarHeightPortrait": 20,
          "statusBarHeightLandscape": 20,
          "homeIndicatorInsetPortrait": 0,
          "homeIndicatorInsetLandscape": 0,
          "sizeClassesPortrait": {
           "horizontal": "regular",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "regular",
           "vertical": "regular"
          },
          "multitasking": {
           "landscape": [
            {
             "fraction": "1/3",
             "width": 320,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "1/2",
             "width": 535,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "2/3",
             "width": 750,
             "horizontalSizeClass": "regular"
            }
           ],
           "portrait": [
            {
             "fraction": "1/3",
             "width": 320,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "2/3",
             "width": 480,
             "horizontalSizeClass": "compact"
            }
           ],
           "slideOverWidth": 320
          },
          "aliases": [
           "ipad-10-2"
          ],
          "confidence": "exact/measured (split widths from swift-snapshot-testing iPad10_2)",
          "source": "points/pixels: alpatiev/swift_tools; safe areas: karolszafranski/SafeAreaInsetsWithStoryboard (iPad Pro 11/12.9 measured 24/20), YusukeHosonuma SwiftUI-Simulator DeviceInfo (mini 6, Air 4); split widths: pointfreeco/swift-snapshot-testing View.swift + gist macguru/b7a01e3f0e9ae6f350d5 (derived rule for newer iPads)"
         },
         {
          "identifier": "ipad-10",
          "name": "iPad (10th gen)",
          "idiom": "pad",
          "portraitSize": {
           "width": 820,
           "height": 1180
          },
          "scale": 2,
          "displayCornerRadius": 18,
          "safeAreaPortrait": {
           "top": 24,
           "left": 0,
           "bottom": 20,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 24,
           "left": 0,
           "bottom": 20,
           "right": 0
          },
          "statusBarHeightPortrait": 24,
          "statusBarHeightLandscape": 24,
          "homeIndicatorInsetPortrait": 20,
          "homeIndicatorInsetLandscape": 20,
          "sizeClassesPortrait": {
           "horizontal": "regular",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "regular",
           "vertical": "regular"
          },
          "multitasking": {
           "landscape": [
            {
             "fraction": "1/3",
             "width": 320,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "1/2",
             "width": 585,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "2/3",
             "width": 850,
             "horizontalSizeClass": "regular"
            }
           ],
           "portrait": [
            {
             "fraction": "1/3",
             "width": 320,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "2/3",
             "width": 490,
             "horizontalSizeClass": "compact"
            }
           ],
           "slideOverWidth": 320
          },
          "aliases": [],
          "confidence": "measured sizes; corner approx; split widths derived",
          "source": "points/pixels: alpatiev/swift_tools; safe areas: karolszafranski/SafeAreaInsetsWithStoryboard (iPad Pro 11/12.9 measured 24/20), YusukeHosonuma SwiftUI-Simulator DeviceInfo (mini 6, Air 4); split widths: pointfreeco/swift-snapshot-testing View.swift + gist macguru/b7a01e3f0e9ae6f350d5 (derived rule for newer iPads)"
         },
         {
          "identifier": "ipad-air-11-m2",
          "name": "iPad Air 11-inch (M2)",
          "idiom": "pad",
          "portraitSize": {
           "width": 820,
           "height": 1180
          },
          "scale": 2,
          "displayCornerRadius": 18,
          "safeAreaPortrait": {
           "top": 24,
           "left": 0,
           "bottom": 20,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 24,
           "left": 0,
           "bottom": 20,
           "right": 0
          },
          "statusBarHeightPortrait": 24,
          "statusBarHeightLandscape": 24,
          "homeIndicatorInsetPortrait": 20,
          "homeIndicatorInsetLandscape": 20,
          "sizeClassesPortrait": {
           "horizontal": "regular",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "regular",
           "vertical": "regular"
          },
          "multitasking": {
           "landscape": [
            {
             "fraction": "1/3",
             "width": 320,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "1/2",
             "width": 585,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "2/3",
             "width": 850,
             "horizontalSizeClass": "regular"
            }
           ],
           "portrait": [
            {
             "fraction": "1/3",
             "width": 320,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "2/3",
             "width": 490,
             "horizontalSizeClass": "compact"
            }
           ],
           "slideOverWidth": 320
          },
          "aliases": [
           "ipad-air-4",
           "ipad-air-5"
          ],
          "confidence": "measured sizes (Air 4 table); split widths derived",
          "source": "points/pixels: alpatiev/swift_tools; safe areas: karolszafranski/SafeAreaInsetsWithStoryboard (iPad Pro 11/12.9 measured 24/20), YusukeHosonuma SwiftUI-Simulator DeviceInfo (mini 6, Air 4); split widths: pointfreeco/swift-snapshot-testing View.swift + gist macguru/b7a01e3f0e9ae6f350d5 (derived rule for newer iPads)"
         },
         {
          "identifier": "ipad-pro-11",
          "name": "iPad Pro 11-inch",
          "idiom": "pad",
          "portraitSize": {
           "width": 834,
           "height": 1194
          },
          "scale": 2,
          "displayCornerRadius": 18,
          "safeAreaPortrait": {
           "top": 24,
           "left": 0,
           "bottom": 20,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 24,
           "left": 0,
           "bottom": 20,
           "right": 0
          },
          "statusBarHeightPortrait": 24,
          "statusBarHeightLandscape": 24,
          "homeIndicatorInsetPortrait": 20,
          "homeIndicatorInsetLandscape": 20,
          "sizeClassesPortrait": {
           "horizontal": "regular",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "regular",
           "vertical": "regular"
          },
          "multitasking": {
           "landscape": [
            {
             "fraction": "1/3",
             "width": 375,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "1/2",
             "width": 592,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "2/3",
             "width": 809,
             "horizontalSizeClass": "regular"
            }
           ],
           "portrait": [
            {
             "fraction": "1/3",
             "width": 320,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "2/3",
             "width": 504,
             "horizontalSizeClass": "compact"
            }
           ],
           "slideOverWidth": 375
          },
          "aliases": [],
          "confidence": "measured (split widths from swift-snapshot-testing iPadPro11)",
          "source": "points/pixels: alpatiev/swift_tools; safe areas: karolszafranski/SafeAreaInsetsWithStoryboard (iPad Pro 11/12.9 measured 24/20), YusukeHosonuma SwiftUI-Simulator DeviceInfo (mini 6, Air 4); split widths: pointfreeco/swift-snapshot-testing View.swift + gist macguru/b7a01e3f0e9ae6f350d5 (derived rule for newer iPads)"
         },
         {
          "identifier": "ipad-pro-12-9",
          "name": "iPad Pro 12.9-inch (3rd-6th gen)",
          "idiom": "pad",
          "portraitSize": {
           "width": 1024,
           "height": 1366
          },
          "scale": 2,
          "displayCornerRadius": 18,
          "safeAreaPortrait": {
           "top": 24,
           "left": 0,
           "bottom": 20,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 24,
           "left": 0,
           "bottom": 20,
           "right": 0
          },
          "statusBarHeightPortrait": 24,
          "statusBarHeightLandscape": 24,
          "homeIndicatorInsetPortrait": 20,
          "homeIndicatorInsetLandscape": 20,
          "sizeClassesPortrait": {
           "horizontal": "regular",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "regular",
           "vertical": "regular"
          },
          "multitasking": {
           "landscape": [
            {
             "fraction": "1/3",
             "width": 375,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "1/2",
             "width": 678,
             "horizontalSizeClass": "regular"
            },
            {
             "fraction": "2/3",
             "width": 981,
             "horizontalSizeClass": "regular"
            }
           ],
           "portrait": [
            {
             "fraction": "1/3",
             "width": 375,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "2/3",
             "width": 639,
             "horizontalSizeClass": "compact"
            }
           ],
           "slideOverWidth": 375
          },
          "aliases": [],
          "confidence": "measured (split widths from swift-snapshot-testing iPadPro12_9; landscape 1/2 = 678 is REGULAR)",
          "source": "points/pixels: alpatiev/swift_tools; safe areas: karolszafranski/SafeAreaInsetsWithStoryboard (iPad Pro 11/12.9 measured 24/20), YusukeHosonuma SwiftUI-Simulator DeviceInfo (mini 6, Air 4); split widths: pointfreeco/swift-snapshot-testing View.swift + gist macguru/b7a01e3f0e9ae6f350d5 (derived rule for newer iPads)"
         },
         {
          "identifier": "ipad-pro-13-m4",
          "name": "iPad Pro 13-inch (M4)",
          "idiom": "pad",
          "portraitSize": {
           "width": 1032,
           "height": 1376
          },
          "scale": 2,
          "displayCornerRadius": 30,
          "safeAreaPortrait": {
           "top": 24,
           "left": 0,
           "bottom": 20,
           "right": 0
          },
          "safeAreaLandscape": {
           "top": 24,
           "left": 0,
           "bottom": 20,
           "right": 0
          },
          "statusBarHeightPortrait": 24,
          "statusBarHeightLandscape": 24,
          "homeIndicatorInsetPortrait": 20,
          "homeIndicatorInsetLandscape": 20,
          "sizeClassesPortrait": {
           "horizontal": "regular",
           "vertical": "regular"
          },
          "sizeClassesLandscape": {
           "horizontal": "regular",
           "vertical": "regular"
          },
          "multitasking": {
           "landscape": [
            {
             "fraction": "1/3",
             "width": 375,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "1/2",
             "width": 683,
             "horizontalSizeClass": "regular"
            },
            {
             "fraction": "2/3",
             "width": 991,
             "horizontalSizeClass": "regular"
            }
           ],
           "portrait": [
            {
             "fraction": "1/3",
             "width": 375,
             "horizontalSizeClass": "compact"
            },
            {
             "fraction": "2/3",
             "width": 647,
             "horizontalSizeClass": "compact"
            }
           ],
           "slideOverWidth": 375
          },
          "aliases": [],
          "confidence": "sizes measured (1376x1032); corner guess; safe area approx; split widths derived",
          "source": "points/pixels: alpatiev/swift_tools; safe areas: karolszafranski/SafeAreaInsetsWithStoryboard (iPad Pro 11/12.9 measured 24/20), YusukeHosonuma SwiftUI-Simulator DeviceInfo (mini 6, Air 4); split widths: pointfreeco/swift-snapshot-testing View.swift + gist macguru/b7a01e3f0e9ae6f350d5 (derived rule for newer iPads)"
         }
        ]
        """#
}
