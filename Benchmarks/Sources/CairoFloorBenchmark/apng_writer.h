// The animated-PNG container for the animation floor: frames taken apart from the PNGs the floor encodes
// (IHDR payload, the ancillary chunks before the first IDAT, the concatenated IDAT data) and written as
// one APNG exactly as PresentationRendering's APNGWriter writes it: IHDR, acTL, frame 0's ancillary
// chunks, then per frame fcTL + IDAT (frame 0) or fdAT, then IEND; whole-canvas frames, dispose NONE,
// blend SOURCE, sequence numbers from 0, delays as the smallest exact fraction (denominator ≤ 1000).
#ifndef CAIRO_FLOOR_APNG_WRITER_H
#define CAIRO_FLOOR_APNG_WRITER_H

#include <stddef.h>

#include "png_writer.h"

typedef struct {
    unsigned char header[13];  // IHDR payload
    byte_buffer ancillary;     // serialised chunks between IHDR and the first IDAT
    byte_buffer image;         // concatenated IDAT payloads
} apng_frame;

/// Splits an encoded PNG into `frame` (whose buffers are reused). Returns 0 on success.
int apng_frame_from_png(const byte_buffer *png, apng_frame *frame);

/// Writes `count` frames to `path` (via a temporary file and a rename), each shown `1 / fps` seconds and
/// the last `hold` seconds longer, playing `loops` times (0: forever). Returns 0 on success.
int apng_write(const char *path, const apng_frame *frames, int count, double fps, double hold, unsigned loops);

void apng_frame_free(apng_frame *frame);

#endif
