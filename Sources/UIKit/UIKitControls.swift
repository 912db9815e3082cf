import PresentationKit

// UIKit's names for the image views, scroll views and controls.

/// `UIImage`: ``Image``.
public typealias UIImage = Image
/// `UIImageView`: ``ImageView``.
public typealias UIImageView = ImageView
/// `UIScrollView`: ``ScrollView``.
public typealias UIScrollView = ScrollView
/// `UIScrollViewDelegate`: ``ScrollViewDelegate``.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// `UIControl`: ``Control``.
public typealias UIControl = Control
/// `UIButton`: ``Button``.
public typealias UIButton = Button
/// `UIAction`: ``Action``.
public typealias UIAction = Action
