// UIKit on Linux: PresentationKit's types under UIKit's names, so that a file that begins `import UIKit`
// compiles here unchanged. Built only on Linux; on Apple platforms the real framework wins.
//
// What is covered, partly covered and absent is listed in the README's compatibility table. Only what needs
// the Objective-C runtime (`@objc`, `#selector`, `dynamic`, KVO) has no counterpart.

@_exported import CoreGraphics
@_exported import OSLogOnLinux
@_exported import PresentationKit
@_exported import QuartzCore
