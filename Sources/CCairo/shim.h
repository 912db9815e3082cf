#ifndef PRESENTATIONKIT_CCAIRO_SHIM_H
#define PRESENTATIONKIT_CCAIRO_SHIM_H

// The only C surface of PresentationKit: cairo (raster, SVG, PDF, FreeType
// fonts chosen through fontconfig) and libpng. Two small helpers live here
// because they cannot be written in Swift:
//   * pk_png_write wraps libpng's setjmp/longjmp error handling, so a libpng
//     error becomes a returned status and a message instead of a longjmp
//     across Swift frames;
//   * pk_font_face_create resolves a fontconfig family + numeric weight to a
//     cairo font face with hinting switched off (deterministic outlines).

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#include <png.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

// MARK: - Fonts

/// fontconfig weights for the nine weights PresentationKit uses.
static const int pk_font_weight_thin = FC_WEIGHT_THIN;
static const int pk_font_weight_extralight = FC_WEIGHT_EXTRALIGHT;
static const int pk_font_weight_light = FC_WEIGHT_LIGHT;
static const int pk_font_weight_regular = FC_WEIGHT_REGULAR;
static const int pk_font_weight_medium = FC_WEIGHT_MEDIUM;
static const int pk_font_weight_semibold = FC_WEIGHT_DEMIBOLD;
static const int pk_font_weight_bold = FC_WEIGHT_BOLD;
static const int pk_font_weight_extrabold = FC_WEIGHT_EXTRABOLD;
static const int pk_font_weight_black = FC_WEIGHT_BLACK;

static inline void pk_pattern_replace_bool(FcPattern *pattern, const char *key, FcBool value) {
    FcPatternDel(pattern, key);
    FcPatternAddBool(pattern, key, value);
}

static inline void pk_pattern_replace_integer(FcPattern *pattern, const char *key, int value) {
    FcPatternDel(pattern, key);
    FcPatternAddInteger(pattern, key, value);
}

/// Returns the best fontconfig match for `family` at `weight` (upright), with
/// rendering options forced to unhinted greyscale antialiasing. Caller owns it.
static inline FcPattern *pk_font_match(const char *family, int weight) {
    FcPattern *request = FcPatternCreate();
    if (request == NULL) {
        return NULL;
    }
    FcPatternAddString(request, FC_FAMILY, (const FcChar8 *)family);
    FcPatternAddInteger(request, FC_WEIGHT, weight);
    FcPatternAddInteger(request, FC_SLANT, FC_SLANT_ROMAN);
    FcConfigSubstitute(NULL, request, FcMatchPattern);
    FcDefaultSubstitute(request);
    FcResult result = FcResultNoMatch;
    FcPattern *match = FcFontMatch(NULL, request, &result);
    FcPatternDestroy(request);
    if (match == NULL) {
        return NULL;
    }
    pk_pattern_replace_bool(match, FC_HINTING, FcFalse);
    pk_pattern_replace_bool(match, FC_AUTOHINT, FcFalse);
    pk_pattern_replace_bool(match, FC_ANTIALIAS, FcTrue);
    pk_pattern_replace_integer(match, FC_HINT_STYLE, FC_HINT_NONE);
    pk_pattern_replace_integer(match, FC_RGBA, FC_RGBA_NONE);
    return match;
}

/// Creates a cairo font face for `family` at fontconfig `weight`; NULL if
/// fontconfig has no font at all. The caller owns the returned face.
static inline cairo_font_face_t *pk_font_face_create(const char *family, int weight) {
    FcPattern *match = pk_font_match(family, weight);
    if (match == NULL) {
        return NULL;
    }
    cairo_font_face_t *face = cairo_ft_font_face_create_for_pattern(match);
    FcPatternDestroy(match);
    return face;
}

/// Returns 1 when the font fontconfig picks for `family` at `weight` really is of that family (fontconfig
/// falls back to any font it has, e.g. DejaVu Sans, when the family is not installed); 0 otherwise.
static inline int pk_font_match_has_family(const char *family, int weight) {
    FcPattern *match = pk_font_match(family, weight);
    if (match == NULL) {
        return 0;
    }
    int found = 0;
    FcChar8 *name = NULL;
    for (int index = 0; !found && FcPatternGetString(match, FC_FAMILY, index, &name) == FcResultMatch; index++) {
        found = FcStrCmpIgnoreCase(name, (const FcChar8 *)family) == 0;
    }
    FcPatternDestroy(match);
    return found;
}

/// Copies the file path of the font that `pk_font_face_create` would use into
/// `buffer`. Returns 0 on success.
static inline int pk_font_match_file(const char *family, int weight, char *buffer, size_t capacity) {
    FcPattern *match = pk_font_match(family, weight);
    if (match == NULL || capacity == 0) {
        if (match != NULL) FcPatternDestroy(match);
        return 1;
    }
    FcChar8 *file = NULL;
    int status = FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch ? 0 : 1;
    if (status == 0) {
        snprintf(buffer, capacity, "%s", (const char *)file);
    }
    FcPatternDestroy(match);
    return status;
}

// MARK: - PNG

/// Memory layout of the rows handed to pk_png_write.
enum {
    /// Straight (non-premultiplied) R, G, B, A bytes.
    PK_PNG_ROWS_RGBA = 0,
    /// Opaque B, G, R, X bytes (cairo ARGB32 on little-endian machines).
    PK_PNG_ROWS_BGRX = 1,
    /// Opaque X, R, G, B bytes (cairo ARGB32 on big-endian machines).
    PK_PNG_ROWS_XRGB = 2,
};

/// Use libpng's default filter heuristic.
enum { PK_PNG_DEFAULT_FILTERS = -1 };

/// Returns a pointer to row `row`, or NULL to abort the encode.
typedef const unsigned char *(*pk_png_row_provider)(void *context, unsigned int row);
/// Consumes encoded bytes; returns 0 on success.
typedef int (*pk_png_byte_sink)(void *context, const unsigned char *bytes, size_t length);

typedef struct pk_png_write_request {
    unsigned int width;
    unsigned int height;
    int row_layout;
    int compression_level;
    int filters;
    unsigned int pixels_per_meter;
    int text_count;
    const char *const *text_keys;
    const char *const *text_values;
    pk_png_row_provider row_provider;
    void *row_context;
    pk_png_byte_sink byte_sink;
    void *sink_context;
} pk_png_write_request;

typedef struct pk_png_error_state {
    char *message;
    size_t capacity;
    const pk_png_write_request *request;
} pk_png_error_state;

static inline void pk_png_on_error(png_structp png, png_const_charp message) {
    pk_png_error_state *state = (pk_png_error_state *)png_get_error_ptr(png);
    if (state != NULL && state->message != NULL && state->capacity > 0) {
        snprintf(state->message, state->capacity, "%s", message != NULL ? message : "unknown libpng error");
    }
    png_longjmp(png, 1);
}

static inline void pk_png_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static inline void pk_png_on_write(png_structp png, png_bytep bytes, png_size_t length) {
    pk_png_error_state *state = (pk_png_error_state *)png_get_error_ptr(png);
    const pk_png_write_request *request = state->request;
    if (request->byte_sink(request->sink_context, bytes, length) != 0) {
        png_error(png, "the output sink rejected encoded bytes");
    }
}

static inline void pk_png_on_flush(png_structp png) {
    (void)png;
}

static inline void pk_png_configure(png_structp png, png_infop info, const pk_png_write_request *request) {
    int opaque = request->row_layout != PK_PNG_ROWS_RGBA;
    png_set_IHDR(png, info, request->width, request->height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, request->compression_level);
    if (request->filters != PK_PNG_DEFAULT_FILTERS) {
        png_set_filter(png, PNG_FILTER_TYPE_BASE, request->filters);
    }
    if (request->pixels_per_meter > 0) {
        png_set_pHYs(png, info, request->pixels_per_meter, request->pixels_per_meter, PNG_RESOLUTION_METER);
    }
}

static inline void pk_png_write_text(png_structp png, png_infop info, const pk_png_write_request *request) {
    for (int index = 0; index < request->text_count; index++) {
        png_text entry;
        memset(&entry, 0, sizeof entry);
        entry.compression = PNG_TEXT_COMPRESSION_NONE;
        entry.key = (png_charp)request->text_keys[index];
        entry.text = (png_charp)request->text_values[index];
        entry.text_length = strlen(request->text_values[index]);
        png_set_text(png, info, &entry, 1);
    }
}

static inline void pk_png_set_row_transforms(png_structp png, const pk_png_write_request *request) {
    if (request->row_layout == PK_PNG_ROWS_BGRX) {
        png_set_bgr(png);
        png_set_filler(png, 0, PNG_FILLER_AFTER);
    } else if (request->row_layout == PK_PNG_ROWS_XRGB) {
        png_set_filler(png, 0, PNG_FILLER_BEFORE);
    }
}

static inline void pk_png_write_rows(png_structp png, const pk_png_write_request *request) {
    for (unsigned int row = 0; row < request->height; row++) {
        const unsigned char *bytes = request->row_provider(request->row_context, row);
        if (bytes == NULL) {
            png_error(png, "the row provider failed");
        }
        png_write_row(png, (png_const_bytep)bytes);
    }
}

static inline void pk_png_write_body(png_structp png, png_infop info, const pk_png_write_request *request) {
    png_set_write_fn(png, NULL, pk_png_on_write, pk_png_on_flush);
    pk_png_configure(png, info, request);
    pk_png_write_text(png, info, request);
    png_write_info(png, info);
    pk_png_set_row_transforms(png, request);
    pk_png_write_rows(png, request);
    png_write_end(png, info);
}

/// Encodes a PNG described by `request`. Returns 0 on success; otherwise a
/// non-zero status with a NUL-terminated explanation in `error_message`.
/// All libpng longjmps land inside this function, never in the caller.
static inline int pk_png_write(const pk_png_write_request *request, char *error_message, size_t error_capacity) {
    pk_png_error_state state = { error_message, error_capacity, request };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, pk_png_on_error, pk_png_on_warning);
    if (png == NULL) {
        snprintf(error_message, error_capacity, "%s", "libpng could not allocate a write structure");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        snprintf(error_message, error_capacity, "%s", "libpng could not allocate an info structure");
        return 1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return 1;
    }
    pk_png_write_body(png, info, request);
    png_destroy_write_struct(&png, &info);
    return 0;
}

/// png_image format code for 8-bit straight RGBA.
static const unsigned int pk_png_format_rgba = PNG_FORMAT_RGBA;
/// Version stamp expected in png_image.version.
static const unsigned int pk_png_image_version = PNG_IMAGE_VERSION;

#endif
