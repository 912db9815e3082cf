// Swift Testing declares a cross-import overlay `_Testing_UIKit`, which the compiler loads whenever a file
// imports both Testing and a module named UIKit. Apple's adds image attachments; on Linux the toolchain has
// none, so without this empty module every test file with `import Testing` and `import UIKit` would fail
// with "no such module '_Testing_UIKit'".
