extension RGBAImage {
    /// The image blurred by a Gaussian of standard deviation `sigma` pixels (three box blurs, exact and
    /// identical on every machine), colours weighted by their alpha so that transparent pixels do not darken
    /// their neighbours; pixels beyond the edges count as transparent. Then, when `saturation` is not 1, each
    /// colour is moved away from its luma (Rec. 709 weights) by that factor, as a saturation filter does.
    public func blurred(sigma: Double, saturation: Double = 1) -> RGBAImage {
        let blur = BoxBlur(sigma: sigma)
        let count = width * height
        guard count > 0 else { return self }
        var planes = [[UInt8]](repeating: [UInt8](repeating: 0, count: count), count: 4)
        for index in 0..<count {
            let alpha = UInt32(bytes[index * 4 + 3])
            for channel in 0..<3 {
                planes[channel][index] = UInt8((UInt32(bytes[index * 4 + channel]) * alpha + 127) / 255)
            }
            planes[3][index] = UInt8(alpha)
        }
        for channel in 0..<4 {
            planes[channel].withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                blur.apply(to: base, width: width, height: height, stride: width)
            }
        }
        var result = [UInt8](repeating: 0, count: count * 4)
        for index in 0..<count {
            let alpha = Double(planes[3][index])
            guard alpha > 0 else { continue }
            var red = min(1, Double(planes[0][index]) / alpha)
            var green = min(1, Double(planes[1][index]) / alpha)
            var blue = min(1, Double(planes[2][index]) / alpha)
            if saturation != 1 {
                let luma = 0.2126 * red + 0.7152 * green + 0.0722 * blue
                red = min(1, max(0, luma + (red - luma) * saturation))
                green = min(1, max(0, luma + (green - luma) * saturation))
                blue = min(1, max(0, luma + (blue - luma) * saturation))
            }
            result[index * 4] = UInt8((red * 255).rounded())
            result[index * 4 + 1] = UInt8((green * 255).rounded())
            result[index * 4 + 2] = UInt8((blue * 255).rounded())
            result[index * 4 + 3] = planes[3][index]
        }
        return (try? RGBAImage(width: width, height: height, bytes: result)) ?? self
    }
}
