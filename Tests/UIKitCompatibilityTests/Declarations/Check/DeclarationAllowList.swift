#if os(Linux)
    /// The differences from UIKit's declarations that are known and accepted, each with its reason. An entry is
    /// a mismatch key (`UIView.someMember extra`), or uses `*` for every member of a type with one problem
    /// (`UIWindow.* extra`).
    enum DeclarationAllowList {
        static let entries: [String: String] = [
            "UITableViewCell.init(registeredReuseIdentifier:) extra":
                "a table makes a registered cell class's cells through a class value, which Swift does only with a required initialiser; UIKit's init(style:reuseIdentifier:) is not one, so this required convenience initialiser (inherited by subclasses that override it) is",
            "UITableViewHeaderFooterView.init(registeredReuseIdentifier:) extra":
                "a table makes a registered header-footer class's views through a class value, which needs a required initialiser (see UITableViewCell's)",
            "UITraitCollection kind":
                "a value type here (immutable, Sendable, compared by value); UIKit's is a class that apps do not subclass",
            "UISheetPresentationControllerDetentResolutionContext kind":
                "a struct here; UIKit's is a protocol that only UIKit implements and apps only read",
            "NSLayoutAnchor final": "anchors are made by views and guides; no app subclasses them",
            "NSLayoutDimension final": "anchors are made by views and guides; no app subclasses them",
            "NSLayoutXAxisAnchor final": "anchors are made by views and guides; no app subclasses them",
            "NSLayoutYAxisAnchor final": "anchors are made by views and guides; no app subclasses them",
            "UIApplication final":
                "the environment answers through the current window (one object per call); apps do not subclass it outside main()",
            "UIScene final": "scenes are made by the environment, never by apps",
            "UIWindowScene final": "scenes are made by the environment, never by apps",
            "UIStatusBarManager final": "made by the environment, never by apps",
            "UIScreen final": "made by the environment, never by apps",
            "UIDevice final": "made by the environment, never by apps",
            "UIEvent final": "events are made by the touch driver",
            "UITouch final": "touches are made by the touch driver",
            "UIAction final":
                "a value-like closure holder; subclassing UIAction is not supported by UIKit either (its initialisers are class factories)",
            "UIBlurEffect final": "effects are immutable descriptions; the renderer reads their style",
            "UIVibrancyEffect final": "effects are immutable descriptions; accepted, not modelled",
            "UICubicTimingParameters final": "immutable timing descriptions shared across threads (Sendable)",
            "UISpringTimingParameters final": "immutable timing descriptions shared across threads (Sendable)",
            "UIFont final": "immutable and Sendable; fonts are measured from Inter's metrics",
            "UIImage final": "immutable and Sendable; images are drawn from the package's symbols or PNG files",
            "UIImage.SymbolConfiguration final": "immutable and Sendable",
            "UILayoutGuide final":
                "guides are made by views (safe area, margins, readable content) or addLayoutGuide; subclassing is rare",
            "UINavigationBar final":
                "the bar is drawn from the navigation item's state; apps customise it through appearance, not subclasses",
            "UITabBar final":
                "the bar is drawn from the tab items; apps customise it through appearance, not subclasses",
            "UISheetPresentationController.Detent final":
                "detents are values made through .medium(), .large() and .custom",
            "UIVisualEffectView.init(frame:) convenience":
                "the effect is the designated initialiser's argument; init(frame:) makes a view without one",
            "UIGestureRecognizer.state settable":
                "settable as UIGestureRecognizerSubclass.h declares it: `import UIKit.UIGestureRecognizerSubclass` cannot switch declarations on Linux, so subclasses always can",
            "UILayoutGuide.owningView get-only": "set by addLayoutGuide(_:), as UIKit does when you add a guide",
            "UIPopoverPresentationController.adaptiveSheetPresentationController settable":
                "a lazy stored property; assigning it is not supported",
            "UINavigationItem.leftBarButtonItems not-optional":
                "an empty array stands for nil; reading gives [] where UIKit gives nil",
            "UINavigationItem.rightBarButtonItems not-optional":
                "an empty array stands for nil; reading gives [] where UIKit gives nil",
            "UIPopoverPresentationController.passthroughViews not-optional": "an empty array stands for nil",
            "UIPopoverPresentationController.popoverLayoutMargins optional": "nil means UIKit's default margins",
            "UISheetPresentationController.preferredCornerRadius optional":
                "nil is UIKit's automaticDimension (no such constant here yet)",
            "UISplitViewController.preferredPrimaryColumnWidth optional":
                "nil is UIKit's automaticDimension (no such constant here yet)",
            "UITraitCollection.current get-only":
                "a task-local bound by the window's work and performAsCurrent; assigning it has no Linux form",
            "UIWindow.* get-only":
                "windowScene and screen follow the window's device; assigning them (scene delegates) is not modelled",
            "UIView.* not-open":
                "declared in extensions of the core View (Auto Layout, gestures, geometry, safe area, snapshots) or stored with a private setter (superview, subviews): Swift cannot override extension members without the Objective-C runtime; moving them into the class body is open work",
            "UIViewController.* not-open": "containment is declared in an extension; see UIView's entry",
            "UIScrollView.* not-open":
                "adjustedContentInset is declared in an extension, panGestureRecognizer is a constant",
            "UIWindow.* not-open": "declared in the UIKit module's extension of Window (scene and key-window API)",
            "UINavigationController.* not-open":
                "constants (let) or extension members here; UIKit's are overridable get-only properties",
            "UIButton.* not-open": "constants (let) here; UIKit's are overridable get-only properties",
            "NSLayoutConstraint.* not-open": "constants (let) here; UIKit's are overridable get-only properties",
            "UIPresentationController.* not-open":
                "a constant (unowned let) here; UIKit's is an overridable get-only property",
            "UITabBarController.* not-open": "a constant (let) here",
            "UIViewPropertyAnimator.* not-open": "constants (let) here",
            "UIVisualEffectView.* not-open": "a constant (let) here",
            "NSCollectionLayoutItem.init(layoutSize:) designated":
                "UIKit's initialiser is a class factory imported as a convenience initialiser over an unavailable init(); here it is the designated one, as no bare object may be made",
            "NSCollectionLayoutSize.init(widthDimension:heightDimension:) designated":
                "UIKit's initialiser is a class factory imported as a convenience initialiser over an unavailable init(); here it is the designated one, as no bare object may be made",
            "NSCollectionLayoutSection.init(group:) designated":
                "UIKit's initialiser is a class factory imported as a convenience initialiser over an unavailable init(); here it is the designated one, as no bare object may be made",
            "NSCollectionLayoutEdgeSpacing.init(leading:top:trailing:bottom:) designated":
                "UIKit's initialiser is a class factory imported as a convenience initialiser over an unavailable init(); here it is the designated one, as no bare object may be made",
            "NSCollectionLayoutGroupCustomItem.init(frame:zIndex:) designated":
                "UIKit's initialiser is a class factory imported as a convenience initialiser over an unavailable init(); here it is the designated one, as no bare object may be made",
            "NSCollectionLayoutBoundarySupplementaryItem.init(layoutSize:elementKind:alignment:absoluteOffset:) designated":
                "UIKit's initialiser is a class factory imported as a convenience initialiser over an unavailable init(); here it is the designated one, as no bare object may be made",
            "UICollectionViewController.* extra":
                "the data source and delegate methods UIKit's controller implements in Objective-C are in the class body, so subclasses override them as on iOS",
            "UICollectionViewLayoutAttributes.transform3D not-open":
                "declared in the UIKit module over the core's affine transform (CATransform3D lives in QuartzCore), where Swift cannot make it overridable",
            "UICollectionView.dequeueConfiguredReusableCell(using:for:item:) not-open":
                "generic, as UIKit's Swift overlay declares it (in an extension, where it is not overridable either)",
            "UICollectionView.dequeueConfiguredReusableSupplementary(using:for:) not-open":
                "generic, as UIKit's Swift overlay declares it (in an extension, where it is not overridable either)",
            "UIWindow.* extra":
                "the package's test host: device, orientation, era, virtual clock, touches, render tree and dumps; the adoption issue moves them to a type of their own",
            "UIResponder.* extra":
                "UIKit declares accessibility properties, awakeFromNib and prepareForInterfaceBuilder on NSObject (informal protocols); here they are on responders",
            "UIRectCorner.* extra":
                "UIRectCorner and CACornerMask are one option set here, so each has the other's corner names (and all, top, bottom)",
            "UIGestureRecognizer.* extra":
                "init(handler:) and removeTarget(_:) are the Linux form of target-action (there is no Selector)",
            "UIPanGestureRecognizer.* extra":
                "init(handler:), typed by the recognizer: the Linux form of init(target:action:)",
            "UITapGestureRecognizer.* extra":
                "init(handler:) (the Linux form of init(target:action:)) and allowableMovement, which UIKit keeps private",
            "UISwipeGestureRecognizer.* extra": "init(handler:), the Linux form of init(target:action:)",
            "UIScreenEdgePanGestureRecognizer.* extra": "init(handler:), the Linux form of init(target:action:)",
            "CADisplayLink.* extra": "init(handler:), the Linux form of init(target:selector:) (there is no Selector)",
            "UIPresentationController.* extra":
                "documented package API for tests: performUserDismissal, beginInteractiveDismissal, systemAdaptivePresentationStyle",
            "UIViewController.* extra":
                "documented package API: init(title:) and tryPresent (throws where UIKit logs)",
            "UIView.* extra": "isDoubleSided (CALayer's in UIKit) and the response-based spring animation, package API",
            "UIView.AnimationOptions.* extra":
                "transitionNone, which Swift's importer hides (a zero option) but iOS code never spells differently",
            "UIView.AnimationCurve.* extra": "timingCurve, the curve's control points for the renderer",
            "UITraitCollection.* extra":
                "the memberwise initialiser and replacingHorizontalSizeClass: package API of the value type",
            "UIImage.* extra":
                "init(placeholderNamed:) for scenes, and init(data:name:): UIKit's init(data:) with the name dumps show",
            "UIImage.SymbolConfiguration.* extra":
                "pointSize, weight and scale are readable here (UIKit keeps them private); defaultPointSize",
            "UIFont.* extra": "weight, the font's weight for measuring (UIKit reads it from font descriptors)",
            "UILabel.* extra": "first/last baseline offsets that Auto Layout reads (UIKit keeps them private)",
            "UILayoutGuide.* extra":
                "region: which built-in guide it is (safe area, margins, readable content, keyboard)",
            "UISplitViewController.* extra":
                "primaryViewController, secondaryViewController and separator: package API for the columns",
            "UISpringTimingParameters.* extra": "dampingRatio, readable here (UIKit keeps it private)",
            "UIVibrancyEffect.* extra": "blurEffect, readable here",
            "UIBlurEffect.* extra": "style, readable here (UIKit keeps it private)",
            "UIImpactFeedbackGenerator.* extra": "style, readable here",
            "UIPopoverArrowDirection.* extra": "name, for the layout dump",
            "UIButton.* extra": "init(primaryAction:) (UIKit spells it init(type:primaryAction:) with a default type)",
            "UIButton.ButtonType.* extra":
                "plain, kept for source compatibility with code written against early iOS 15 betas",
            "UIAction.* extra": "init(title:image:identifier:handler:), a subset of UIKit's defaulted parameters",
            "UIBarItem.value(forKey:) extra":
                "key-value coding is NSObject's on iOS and Foundation on Linux has none; bar items answer their own keys and the view the bar made",
            "UIBarButtonItem.* extra": "init(title:style:width:) and view: package API for measured bar items",
            "UIBezierPath.* extra": "init(path:), wrapping the core's Path",
            "NSLayoutConstraint.* extra":
                "visualFormatConstraints(_:options:metrics:views:), the visual format's throwing form: UIKit raises an Objective-C exception for a bad format, which has no Linux form",
            "NSLayoutConstraint.FormatOptions.* extra":
                "spacingEdgeToEdge, which Swift's importer hides (a zero option, the default) though the header declares it",
            "NSLayoutConstraint.Attribute.* extra":
                "baseline, which UIKit declares as lastBaseline's old name (deprecated)",
            "CALayer.* extra": "view: the layer is a facade on its view here",
            "CALayer.* not-open":
                "shadowPath and transform are declared in QuartzCore's extension, beside CGPath and CATransform3D (modules above the core), so they cannot be overridden",
            "CAShapeLayer.* not-open":
                "path and fillRule are declared in QuartzCore's extension, beside CGPath and CAShapeLayerFillRule",
            "CAKeyframeAnimation.path not-open":
                "declared in QuartzCore's extension, beside CGPath (a module above the core), so it cannot be overridden",
            "CACornerMask.* extra":
                "CACornerMask and UIRectCorner are one option set here, so each has the other's corner names (and all, top, bottom)",
            "CALayerCornerCurve kind":
                "a String-backed enum here; Core Animation's is a string-backed struct of constants with the same two names",
            "CATransform3D.layerTransformParts extra":
                "the conformance to the core's LayerTransformConvertible: the affine part and the turn the layer's transform setter splits",
            "CGAffineTransform.* extra": "xScale, yScale and isFinite: package API of the core's AffineTransform",
            "CGColor kind":
                "a value type here: the package's colour components (ColorComponents); Core Graphics' is an immutable CF class",
            "CGColor.* extra":
                "ColorComponents' own API (components, HSB and P3 initialisers, luminance, contrast, blending, hex), the value CGColor names here",
            "CGColor.alpha settable":
                "a var of the value type: setting it changes only that copy (Core Graphics' is read-only; copy(alpha:) makes a new colour)",
            "CGPath.* extra":
                "init(_:), pathValue and layerPath: the bridge to the core's Path value that CGPath wraps",
            "NSParagraphStyle.mutableParagraphStyle() extra":
                "a typed mutable copy, the package's spelling of mutableCopy() as NSMutableParagraphStyle",
            "NSStringDrawingContext final":
                "accepted for source compatibility (measurement never scales here); subclassing it is not modelled",
            "UIAccessibility kind":
                "a caseless enum here, a namespace for the static settings and post(notification:argument:); the SDK's is a struct used only as a namespace",
            "UIEdgeInsets.* extra":
                "init(all:), horizontal, vertical and union(_:): package API of the core's EdgeInsets",
            "UIFontMetrics final": "immutable and Sendable (a text style and its scaling curve)",
            "UIFontMetrics.textStyle extra":
                "the text style whose scaling applies, readable here (UIKit keeps it private)",
            "UIInterpolatingMotionEffect.* not-open":
                "constants (let) here; UIKit's are overridable get-only properties",
            "UIPushBehavior.mode not-open": "a constant (let) here; UIKit's is an overridable get-only property",
            "UIKeyboardLayoutGuide final": "the keyboard guide is a layout guide here (see UILayoutGuide's entry)",
            "UIKeyboardLayoutGuide.owningView get-only":
                "the keyboard guide is a layout guide here (see UILayoutGuide's entry)",
            "UIKeyboardLayoutGuide.region extra":
                "the keyboard guide is a layout guide here (see UILayoutGuide's entry)",
            "UILayoutPriority.* extra":
                "ExpressibleByFloatLiteral and ExpressibleByIntegerLiteral, so a literal (750) is a priority where UIKit needs UILayoutPriority(750)",
            "UITransitionContextViewControllerKey kind":
                "one String-backed enum (from, to) serves both keys here; UIKit's are string-backed structs of constants",
            "UITransitionContextViewKey kind":
                "one String-backed enum (from, to) serves both keys here; UIKit's are string-backed structs of constants",
            "CGContext.* extra":
                "current, pushCurrent(_:) and popCurrent(): the core's spelling of UIGraphicsGetCurrentContext, UIGraphicsPushContext and UIGraphicsPopContext, for views that draw without importing UIKit; the UIKit functions call them",
        ]
        static func reason(for mismatch: DeclarationMismatch) -> String? {
            entries.first { matches($0.key, mismatch) }?.value
        }

        static func matches(_ entry: String, _ mismatch: DeclarationMismatch) -> Bool {
            if entry == mismatch.key { return true }
            let parts = entry.split(separator: " ", maxSplits: 1).map(String.init)
            guard let target = parts.first, target.hasSuffix(".*") else { return false }
            let type = String(target.dropLast(2))
            guard mismatch.type == type, !mismatch.member.isEmpty else { return false }
            return parts.count == 1 || parts[1] == mismatch.problem
        }
    }
#endif
