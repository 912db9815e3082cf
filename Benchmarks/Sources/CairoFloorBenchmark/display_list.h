// A parsed display list: the operations a CairoGraphics.GraphicsContext performed on cairo, as
// serialised by CairoGraphics.DrawingRecording (see DisplayListWriter.swift for the grammar).
#ifndef CAIRO_FLOOR_DISPLAY_LIST_H
#define CAIRO_FLOOR_DISPLAY_LIST_H

#include <stddef.h>

typedef enum {
    ELEMENT_MOVE, ELEMENT_LINE, ELEMENT_CURVE, ELEMENT_ARC, ELEMENT_ARC_NEGATIVE, ELEMENT_ELLIPSE, ELEMENT_CLOSE,
} element_kind;

typedef struct {
    element_kind kind;
    double values[6];
} path_element;

typedef struct {
    path_element *elements;
    size_t count;
} dl_path;

typedef enum {
    OP_SAVE, OP_RESTORE, OP_TRANSLATE, OP_SCALE, OP_TRANSFORM, OP_COLOR, OP_OPERATOR, OP_PAINT,
    OP_FILL, OP_CLIP, OP_STROKE, OP_PUSH_GROUP, OP_POP_GROUP, OP_SHADOW, OP_TEXT, OP_GLYPHS, OP_IMAGE,
} op_kind;

enum { RULE_WINDING = 0, RULE_EVEN_ODD = 1 };
enum { BLEND_NORMAL = 0, BLEND_DEST_IN = 1, BLEND_DEST_OVER = 2 };
enum { CAP_BUTT = 0, CAP_ROUND = 1, CAP_SQUARE = 2 };
enum { JOIN_MITER = 0, JOIN_ROUND = 1, JOIN_BEVEL = 2 };
enum { WEIGHT_REGULAR = 0, WEIGHT_MEDIUM = 1, WEIGHT_SEMIBOLD = 2, WEIGHT_BOLD = 3 };

/// One operation. `values` holds the numbers in the order the line lists them:
/// translate/scale x y; transform a b c d tx ty; color r g b a; push-group opacity;
/// stroke width phase; shadow r g b a opacity dx dy radius resolution;
/// text size r g b a x baseline alignment-fraction; glyphs size r g b a x baseline (offsets apart);
/// image x y width height.
typedef struct {
    op_kind kind;
    int mode;   // fill rule, blend mode, or font weight
    int cap;
    int join;
    double values[9];
    dl_path path;
    double *dashes;
    int dash_count;
    char *family;       // text: font family (NUL-terminated UTF-8)
    char *text;         // text: the string
    double *offsets;    // glyphs: each character's x from the line's start
    long offset_count;  // glyphs: the number of offsets
    int font_index;     // text: index into the replay's font table, -1 until resolved
    unsigned char *image;  // image: straight RGBA bytes
    int image_width;
    int image_height;
} dl_op;

typedef struct {
    char *keyword;  // Latin-1
    char *text;     // Latin-1
} dl_text_entry;

typedef struct {
    int width;
    int height;
    dl_op *ops;
    size_t op_count;
    int has_png;
    int png_level;
    int png_filters;             // -1: libpng's default choice
    unsigned int pixels_per_meter; // 0: no pHYs chunk
    dl_text_entry *png_text;
    int png_text_count;
} display_list;

/// Parses the file at `path`. Returns 0 on success; otherwise prints the reason to stderr.
int display_list_load(const char *path, display_list *list);
void display_list_free(display_list *list);

/// The paths of the `*.displaylist` files of `directory`, sorted by name, in `*names` (the caller frees
/// each and the array); returns how many, or −1 when the folder cannot be read.
int display_list_files(const char *directory, char ***names);

#endif
