// Empty: unified logging's names come from the Swift module OSLogOnLinux, which UIKit re-exports.
