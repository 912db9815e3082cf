#include "png_writer.h"

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static int reserve(byte_buffer *buffer, size_t needed) {
    if (needed <= buffer->capacity) return 0;
    size_t capacity = buffer->capacity > 0 ? buffer->capacity : 4096;
    while (capacity < needed) capacity *= 2;
    unsigned char *grown = realloc(buffer->bytes, capacity);
    if (grown == NULL) return 1;
    buffer->bytes = grown;
    buffer->capacity = capacity;
    return 0;
}

static void on_write(png_structp png, png_bytep bytes, png_size_t length) {
    byte_buffer *out = png_get_io_ptr(png);
    if (reserve(out, out->length + length) != 0) png_error(png, "out of memory");
    memcpy(out->bytes + out->length, bytes, length);
    out->length += length;
}

static void on_flush(png_structp png) {
    (void)png;
}

static void on_error(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static int is_opaque(const unsigned char *data, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(const void *)(data + (size_t)y * (size_t)stride);
        uint32_t combined = 0xFF000000u;
        for (int x = 0; x < width; x++) combined &= row[x];
        if (combined < 0xFF000000u) return 0;
    }
    return 1;
}

static inline unsigned char unpremultiply(uint32_t component, uint32_t alpha) {
    uint32_t value = (component * 255 + alpha / 2) / alpha;
    return (unsigned char)(value < 255 ? value : 255);
}

static void convert_row(const uint32_t *row, int width, unsigned char *output) {
    for (int x = 0; x < width; x++, output += 4) {
        uint32_t pixel = row[x], alpha = pixel >> 24;
        if (alpha == 255) {
            output[0] = (unsigned char)(pixel >> 16);
            output[1] = (unsigned char)(pixel >> 8);
            output[2] = (unsigned char)pixel;
            output[3] = 255;
        } else if (alpha == 0) {
            memset(output, 0, 4);
        } else {
            output[0] = unpremultiply((pixel >> 16) & 0xFF, alpha);
            output[1] = unpremultiply((pixel >> 8) & 0xFF, alpha);
            output[2] = unpremultiply(pixel & 0xFF, alpha);
            output[3] = (unsigned char)alpha;
        }
    }
}

typedef struct {
    const unsigned char *data;
    int width;
    int height;
    int stride;
    int opaque;
    unsigned char *scratch;
} row_source;

static void write_body(png_structp png, png_infop info, const display_list *list, const row_source *rows,
                       byte_buffer *out) {
    png_set_write_fn(png, out, on_write, on_flush);
    png_set_IHDR(png, info, (png_uint_32)rows->width, (png_uint_32)rows->height, 8,
                 rows->opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, list->png_level);
    if (list->png_filters >= 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, list->png_filters);
    if (list->pixels_per_meter > 0) {
        png_set_pHYs(png, info, list->pixels_per_meter, list->pixels_per_meter, PNG_RESOLUTION_METER);
    }
    for (int index = 0; index < list->png_text_count; index++) {
        png_text entry;
        memset(&entry, 0, sizeof entry);
        entry.compression = PNG_TEXT_COMPRESSION_NONE;
        entry.key = list->png_text[index].keyword;
        entry.text = list->png_text[index].text;
        entry.text_length = strlen(entry.text);
        png_set_text(png, info, &entry, 1);
    }
    png_write_info(png, info);
    if (rows->opaque) {
        png_set_bgr(png);
        png_set_filler(png, 0, PNG_FILLER_AFTER);
    }
    for (int y = 0; y < rows->height; y++) {
        const unsigned char *row = rows->data + (size_t)y * (size_t)rows->stride;
        if (!rows->opaque) {
            convert_row((const uint32_t *)(const void *)row, rows->width, rows->scratch);
            row = rows->scratch;
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
}

int png_write_surface(cairo_surface_t *surface, const display_list *list, byte_buffer *out) {
    cairo_surface_flush(surface);
    row_source rows = {
        cairo_image_surface_get_data(surface), cairo_image_surface_get_width(surface),
        cairo_image_surface_get_height(surface), cairo_image_surface_get_stride(surface), 0, NULL,
    };
    if (rows.data == NULL) return 1;
    out->length = 0;
    if (reserve(out, (size_t)rows.width * (size_t)rows.height) != 0) return 1;
    rows.opaque = is_opaque(rows.data, rows.width, rows.height, rows.stride);
    if (!rows.opaque) {
        rows.scratch = malloc((size_t)rows.width * 4);
        if (rows.scratch == NULL) return 1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, on_error, on_warning);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    int status = 1;
    if (info != NULL) {
        if (setjmp(png_jmpbuf(png)) == 0) {
            write_body(png, info, list, &rows, out);
            status = 0;
        }
    }
    png_destroy_write_struct(&png, info != NULL ? &info : NULL);
    free(rows.scratch);
    return status;
}
