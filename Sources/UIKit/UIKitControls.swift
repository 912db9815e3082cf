import Foundation
import PresentationKit

// UIKit's names for the image views, scroll views and controls.

/// `UIImage`: `Image`.
public typealias UIImage = Image
/// `UIImageView`: `ImageView`.
public typealias UIImageView = ImageView
/// `UIScrollView`: `ScrollView`.
public typealias UIScrollView = ScrollView
/// `UIScrollViewDelegate`: `ScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// `UIControl`: `Control`.
public typealias UIControl = Control
/// `UIButton`: `Button`.
public typealias UIButton = Button
/// `UIAction`: `Action`.
public typealias UIAction = Action

extension Image {
    /// The image in a PNG file, as UIKit's `UIImage(contentsOfFile:)`: `nil` when the file cannot be read or
    /// is not a PNG. Its size in points is its size in pixels (scale 1).
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, name: path)
    }

    /// An image from the app's resources, as UIKit's `UIImage(named:)`: a PNG file named `name` (or
    /// `name.png`) among the main bundle's resources.
    ///
    /// Differs from UIKit: there are no asset catalogs on Linux. A name with no such PNG file gives a
    /// 100 × 100 pt placeholder, never `nil`, so that a snapshot shows where the image goes.
    public convenience init?(named name: String) {
        let path =
            Bundle.main.path(forResource: name, ofType: nil) ?? Bundle.main.path(forResource: name, ofType: "png")
        if let path {
            self.init(contentsOfFile: path)
        } else {
            self.init(placeholderNamed: name)
        }
    }
}
/// `UIActivityIndicatorView`: `ActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
