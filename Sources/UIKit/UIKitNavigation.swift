import PresentationKit

// UIKit's names for the navigation delegate and the trait types added with it. `UINavigationController`
// itself is in UIKitNames.swift; its nested `Operation` is the core's `NavigationController.Operation`.

/// `UINavigationControllerDelegate`: `NavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// `UINavigationBar`: `NavigationBar`.
public typealias UINavigationBar = NavigationBar
/// `UITraitEnvironmentLayoutDirection`: `LayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = LayoutDirection
/// `UINavigationBarAppearance`: `NavigationBarAppearance`.
public typealias UINavigationBarAppearance = NavigationBarAppearance
/// `UIBarPosition`: `BarPosition`.
public typealias UIBarPosition = BarPosition
/// `UIBarMetrics`: `BarMetrics`.
public typealias UIBarMetrics = BarMetrics
/// `UIPageViewController`: `PageViewController`.
public typealias UIPageViewController = PageViewController
/// `UIPageViewControllerDataSource`: `PageViewControllerDataSource`.
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
/// `UIPageViewControllerDelegate`: `PageViewControllerDelegate`.
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
