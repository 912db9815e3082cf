#ifndef PRESENTATIONKIT_CCAIRO_SHIM_H
#define PRESENTATIONKIT_CCAIRO_SHIM_H

// The C surface of PresentationKit besides libdeflate (CDeflate): cairo (raster, SVG, PDF, FreeType
// fonts chosen through fontconfig) and libpng (decoding). A small helper lives here
// because it cannot be written in Swift:
//   * pk_font_face_create resolves a fontconfig family + numeric weight to a
//     cairo font face with hinting switched off (deterministic outlines).

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#include <png.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

// MARK: - Memory

// glibc's threshold above which an allocation gets a mapping of its own (returned to the system when
// freed); 0 and no effect elsewhere.
#if defined(__GLIBC__)
#include <malloc.h>
static inline int pk_set_large_allocation_threshold(int bytes) { return mallopt(M_MMAP_THRESHOLD, bytes); }
#else
static inline int pk_set_large_allocation_threshold(int bytes) { (void)bytes; return 0; }
#endif

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

// Decoding only: libpng's simplified png_image API. Encoding is done in Swift with
// libdeflate (module CDeflate).

/// png_image format code for 8-bit straight RGBA.
static const unsigned int pk_png_format_rgba = PNG_FORMAT_RGBA;
/// Version stamp expected in png_image.version.
static const unsigned int pk_png_image_version = PNG_IMAGE_VERSION;

#endif
