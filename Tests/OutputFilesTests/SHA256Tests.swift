import Foundation
import Testing

@testable import OutputFiles

/// The SHA-256 that cache keys and records use.
@Suite struct SHA256Tests {
    /// The test vectors of FIPS 180-2, appendix B (one block, empty, two blocks).
    @Test func sha256MatchesThePublishedVectors() {
        #expect(SHA256.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            SHA256.hex(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // A million 'a's, fed in uneven pieces.
        var hash = SHA256()
        for size in [1, 63, 64, 65, 999_807] { hash.update(Data(repeating: UInt8(ascii: "a"), count: size)) }
        #expect(hash.finalHex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
