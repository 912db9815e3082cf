import PresentationKit

// MARK: - View controllers

/// `UIViewController`: `ViewController`.
public typealias UIViewController = ViewController
/// `UINavigationController`: `NavigationController`.
public typealias UINavigationController = NavigationController
/// `UITabBarController`: `TabBarController`.
public typealias UITabBarController = TabBarController
/// `UISplitViewController`: `SplitViewController`.
public typealias UISplitViewController = SplitViewController
/// `UINavigationItem`: `NavigationItem`.
public typealias UINavigationItem = NavigationItem
/// `UIBarItem`: `BarItem`, the superclass of bar button and tab bar items.
public typealias UIBarItem = BarItem
/// `UIBarButtonItem`: `BarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
/// `UITabBarItem`: `TabBarItem`.
public typealias UITabBarItem = TabBarItem
/// `UITabBar`: `TabBar`.
public typealias UITabBar = TabBar
/// `UIModalPresentationStyle`: `ModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// `UIModalTransitionStyle`: `ModalTransitionStyle`.
public typealias UIModalTransitionStyle = ModalTransitionStyle
/// `UIStatusBarStyle`: `StatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle
/// `UIStatusBarAnimation`: `StatusBarAnimation`.
public typealias UIStatusBarAnimation = StatusBarAnimation

// MARK: - Views

/// `UIView`: `View`.
public typealias UIView = View
/// `UIWindow`: `Window`.
public typealias UIWindow = Window
/// `UIEvent`: `Event`.
public typealias UIEvent = Event
/// `UIColor`: `Color`.
public typealias UIColor = Color
/// `UIEdgeInsets`: `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets

// MARK: - Presentation

/// `UIPresentationController`: `PresentationController`.
public typealias UIPresentationController = PresentationController
/// `UISheetPresentationController`: `SheetPresentationController`.
public typealias UISheetPresentationController = SheetPresentationController
/// `UIPopoverPresentationController`: `PopoverPresentationController`.
public typealias UIPopoverPresentationController = PopoverPresentationController
/// `UIPopoverArrowDirection`: `PopoverArrowDirection`.
public typealias UIPopoverArrowDirection = PopoverArrowDirection
/// `UIAdaptivePresentationControllerDelegate`: `AdaptivePresentationControllerDelegate`.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// `UIPopoverPresentationControllerDelegate`: `PopoverPresentationControllerDelegate`.
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
/// `UISheetPresentationControllerDelegate`: `SheetPresentationControllerDelegate`.
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
/// `UISheetPresentationControllerDetentResolutionContext`:
/// `SheetPresentationControllerDetentResolutionContext`.
public typealias UISheetPresentationControllerDetentResolutionContext =
    SheetPresentationControllerDetentResolutionContext

// MARK: - Transitions

/// `UIViewControllerTransitioningDelegate`: `ViewControllerTransitioningDelegate`.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// `UIViewControllerAnimatedTransitioning`: `ViewControllerAnimatedTransitioning`.
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
/// `UIViewControllerInteractiveTransitioning`: `ViewControllerInteractiveTransitioning`.
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
/// `UIViewControllerContextTransitioning`: `ViewControllerContextTransitioning`.
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
/// `UIViewControllerTransitionCoordinator`: `TransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
/// `UIViewControllerTransitionCoordinatorContext`: `TransitionCoordinatorContext`.
public typealias UIViewControllerTransitionCoordinatorContext = TransitionCoordinatorContext
/// `UIPercentDrivenInteractiveTransition`: `PercentDrivenInteractiveTransition`.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
/// `UITransitionContextViewControllerKey` (`.from`, `.to`): `TransitionContextKey`.
public typealias UITransitionContextViewControllerKey = TransitionContextKey

// MARK: - Traits

/// `UITraitCollection`: `TraitCollection`.
public typealias UITraitCollection = TraitCollection
/// `UIUserInterfaceSizeClass`: `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// `UIUserInterfaceStyle`: `UserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// `UIUserInterfaceIdiom`: `UserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// `UITransitionContextViewKey` (`.from`, `.to`): `TransitionContextKey`.
public typealias UITransitionContextViewKey = TransitionContextKey
/// `UIContentContainer`: `ContentContainer`.
public typealias UIContentContainer = ContentContainer

/// `UILayoutPriority`: `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority

// MARK: - Auto Layout

/// `NSLayoutConstraint`: `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// `NSLayoutAnchor`: `LayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// `NSLayoutXAxisAnchor`: `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// `NSLayoutYAxisAnchor`: `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// `NSLayoutDimension`: `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// `UILayoutGuide`: `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// `UIKeyboardLayoutGuide`: the keyboard's `LayoutGuide`.
public typealias UIKeyboardLayoutGuide = LayoutGuide
/// `UIStackView`: `StackView`.
public typealias UIStackView = StackView

// MARK: - Older and deprecated API the SDK still has

/// `UILayoutSupport`: `LayoutSupport` (what `topLayoutGuide` and `bottomLayoutGuide` return).
public typealias UILayoutSupport = LayoutSupport
/// `UIInterfaceOrientationMask`: `InterfaceOrientationMask`.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// `UIStoryboardSegue`: `StoryboardSegue` (made and performed by your own code: there are no storyboards).
public typealias UIStoryboardSegue = StoryboardSegue
/// `UIAccessibilityTraits`: `AccessibilityTraits`.
public typealias UIAccessibilityTraits = AccessibilityTraits

// MARK: - UIKit Dynamics

/// `UIDynamicAnimator`: `DynamicAnimator`, stepping on the window's virtual clock.
public typealias UIDynamicAnimator = DynamicAnimator
/// `UIDynamicAnimatorDelegate`: `DynamicAnimatorDelegate`.
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
/// `UIDynamicItem`: `DynamicItem` (views are dynamic items).
public typealias UIDynamicItem = DynamicItem
/// `UIDynamicBehavior`: `DynamicBehavior`.
public typealias UIDynamicBehavior = DynamicBehavior
/// `UIGravityBehavior`: `GravityBehavior`.
public typealias UIGravityBehavior = GravityBehavior
/// `UICollisionBehavior`: `CollisionBehavior`.
public typealias UICollisionBehavior = CollisionBehavior
/// `UIPushBehavior`: `PushBehavior`.
public typealias UIPushBehavior = PushBehavior
/// `UIDynamicItemBehavior`: `DynamicItemBehavior`.
public typealias UIDynamicItemBehavior = DynamicItemBehavior
