// PNG encoding with libpng at the settings CairoGraphics.PNGEncoder uses: an opaque canvas is written as
// 8-bit RGB straight from cairo's memory (png_set_bgr + filler stripping), a canvas with any
// transparency is un-premultiplied row by row into 8-bit RGBA; compression level, filters, pHYs and
// tEXt chunks come from the display list's `png` line.
#ifndef CAIRO_FLOOR_PNG_WRITER_H
#define CAIRO_FLOOR_PNG_WRITER_H

#include <cairo.h>
#include <stddef.h>

#include "display_list.h"

typedef struct {
    unsigned char *bytes;
    size_t length;
    size_t capacity;
} byte_buffer;

/// Encodes `surface` into `out` (whose previous contents are discarded). Returns 0 on success.
int png_write_surface(cairo_surface_t *surface, const display_list *list, byte_buffer *out);

#endif
