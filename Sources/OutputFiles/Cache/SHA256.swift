import Foundation

/// SHA-256 (FIPS 180-4), for the gallery's and figures' cache keys and output checksums: a stable 256-bit digest
/// that does not change between runs, processes or machines (unlike Swift's seeded `Hasher`).
package struct SHA256 {
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    /// Bytes not yet processed (fewer than one 64-byte block).
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    /// A digest of nothing yet.
    package init() {}

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// The digest of `data` as 64 lowercase hexadecimal digits.
    package static func hex(_ data: Data) -> String {
        var hash = SHA256()
        hash.update(data)
        return hash.finalHex()
    }

    /// Adds `data` to the message.
    package mutating func update(_ data: Data) {
        length &+= UInt64(data.count)
        data.withUnsafeBytes { bytes in
            var start = 0
            if !pending.isEmpty {
                let taken = min(64 - pending.count, bytes.count)
                pending.append(contentsOf: bytes[0..<taken])
                start = taken
                guard pending.count == 64 else { return }
                pending.withUnsafeBytes { compress(blocks: $0) }
                pending.removeAll(keepingCapacity: true)
            }
            let whole = (bytes.count - start) / 64 * 64
            compress(blocks: UnsafeRawBufferPointer(rebasing: bytes[start..<(start + whole)]))
            pending.append(contentsOf: bytes[(start + whole)...])
        }
    }

    /// Pads the message (a 1 bit, zeros, the length in bits) and returns the digest in hexadecimal.
    package mutating func finalHex() -> String {
        let bits = length &* 8
        var padding = Data([0x80])
        padding.append(Data(count: (119 - pending.count) % 64))
        padding.append(contentsOf: (0..<8).reversed().map { UInt8(truncatingIfNeeded: bits >> ($0 * 8)) })
        update(padding)
        return state.map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }.joined()
    }

    /// The compression function over each 64-byte block of `blocks`. Written with raw buffers and the
    /// rotations spelled out, so that unoptimized (debug) builds hash tens of megabytes a second.
    private mutating func compress(blocks: UnsafeRawBufferPointer) {
        guard let base = blocks.baseAddress, blocks.count >= 64 else { return }
        Self.roundConstants.withUnsafeBufferPointer { constants in
            state.withUnsafeMutableBufferPointer { state in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                    for offset in stride(from: 0, to: blocks.count - 63, by: 64) {
                        Self.compress(
                            block: base + offset, constants: constants,
                            schedule: schedule, state: state)
                    }
                }
            }
        }
    }

    private static func compress(
        block: UnsafeRawPointer, constants: UnsafeBufferPointer<UInt32>, schedule: UnsafeMutableBufferPointer<UInt32>,
        state: UnsafeMutableBufferPointer<UInt32>
    ) {
        for index in 0..<16 {
            schedule[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
        }
        for index in 16..<64 {
            let early = schedule[index - 15]
            let late = schedule[index - 2]
            let sigma0 = (early >> 7 | early << 25) ^ (early >> 18 | early << 14) ^ (early >> 3)
            let sigma1 = (late >> 17 | late << 15) ^ (late >> 19 | late << 13) ^ (late >> 10)
            schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
        }
        var a = state[0]
        var b = state[1]
        var c = state[2]
        var d = state[3]
        var e = state[4]
        var f = state[5]
        var g = state[6]
        var h = state[7]
        for index in 0..<64 {
            let sum1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
            let choice = (e & f) ^ (~e & g)
            let temporary1 = h &+ sum1 &+ choice &+ constants[index] &+ schedule[index]
            let sum0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            h = g
            g = f
            f = e
            e = d &+ temporary1
            d = c
            c = b
            b = a
            a = temporary1 &+ sum0 &+ majority
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }
}
