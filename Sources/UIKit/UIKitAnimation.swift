import PresentationKit

// MARK: - Property animators and timing

/// `UIViewPropertyAnimator`: `ViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// `UIViewAnimating`: `ViewAnimating`.
public typealias UIViewAnimating = ViewAnimating
/// `UIViewImplicitlyAnimating`: `ViewImplicitlyAnimating`.
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
/// `UIViewAnimatingState`: `ViewAnimatingState`.
public typealias UIViewAnimatingState = ViewAnimatingState
/// `UIViewAnimatingPosition`: `ViewAnimatingPosition`.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
/// `UITimingCurveProvider`: `TimingCurveProvider`.
public typealias UITimingCurveProvider = TimingCurveProvider
/// `UITimingCurveType`: `TimingCurveType`.
public typealias UITimingCurveType = TimingCurveType
/// `UICubicTimingParameters`: `CubicTimingParameters`.
public typealias UICubicTimingParameters = CubicTimingParameters
/// `UISpringTimingParameters`: `SpringTimingParameters`.
public typealias UISpringTimingParameters = SpringTimingParameters

// MARK: - Layout

/// `NSDirectionalEdgeInsets`: `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// `NSDirectionalRectEdge`: `DirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
