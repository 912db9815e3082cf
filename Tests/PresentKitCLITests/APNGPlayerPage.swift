import Foundation

/// A page that shows an animated PNG in an `<img>` and decodes it frame by frame with the WebCodecs
/// `ImageDecoder`, writing what it found into `data-` attributes of `#result`: the image's natural
/// width, the frame count, the repetition count and, for the first and the last frame, its duration
/// (µs) and the RGBA pixel at the probe point. The page stays busy until then, so that a dump of its DOM
/// waits for the decoding.
enum APNGPlayerPage {
    static func html(animatedPNG: Data, fileName: String, probe: (x: Int, y: Int)) -> String {
        """
        <!doctype html>
        <html><body><img id="image" src="\(fileName)"><pre id="result">pending</pre>
        <script>
        const result = document.getElementById('result');
        async function inspect() {
          const image = document.getElementById('image');
          await new Promise((resolve) => {
            if (image.complete) { resolve(); return; }
            image.onload = resolve;
            image.onerror = () => { result.dataset.error = 'the image did not load'; resolve(); };
          });
          result.dataset.naturalWidth = image.naturalWidth;
          const bytes = Uint8Array.from(atob('\(animatedPNG.base64EncodedString())'), (c) => c.charCodeAt(0));
          const decoder = new ImageDecoder({ data: bytes, type: 'image/png' });
          await decoder.tracks.ready;
          const track = decoder.tracks.selectedTrack;
          result.dataset.frameCount = track.frameCount;
          result.dataset.repetition = track.repetitionCount;
          const samples = [], durations = [];
          for (const index of [0, track.frameCount - 1]) {
            const frame = (await decoder.decode({ frameIndex: index })).image;
            durations.push(frame.duration);
            const canvas = new OffscreenCanvas(frame.displayWidth, frame.displayHeight);
            const context = canvas.getContext('2d');
            context.drawImage(frame, 0, 0);
            const pixel = context.getImageData(\(probe.x), \(probe.y), 1, 1).data;
            samples.push(index + ':' + Array.from(pixel).join(','));
            frame.close();
          }
          result.dataset.samples = samples.join(' ');
          result.dataset.durations = durations.join(' ');
          result.textContent = 'done';
        }
        inspect().catch((error) => { result.dataset.error = String(error); result.textContent = 'done'; });
        // Headless Chromium's virtual clock does not wait for the decoder's threads: keep the page busy
        // in real time (a little work per timer) until the frames are decoded.
        function keepAwake() {
          if (result.textContent === 'done') return;
          let sum = 0;
          for (let step = 0; step < 2000000; step++) sum += step;
          result.dataset.spin = sum;
          setTimeout(keepAwake, 0);
        }
        keepAwake();
        </script></body></html>
        """
    }
}
