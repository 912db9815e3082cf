#include "replay.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "box_blur.h"
#include "shim.h"  // pk_font_face_create: the font resolution CairoGraphics uses

// MARK: Fonts (a process-wide cache, like CairoGraphics.FontFaceCache)

enum { MAX_FONTS = 32 };

typedef struct {
    char *family;
    int weight;
    cairo_font_face_t *face;
} font_entry;

static font_entry fonts[MAX_FONTS];
static int font_count;

static cairo_font_face_t *font_face(dl_op *op) {
    if (op->font_index >= 0) return fonts[op->font_index].face;
    for (int index = 0; index < font_count; index++) {
        if (fonts[index].weight == op->mode && strcmp(fonts[index].family, op->family) == 0) {
            op->font_index = index;
            return fonts[index].face;
        }
    }
    static const int *const weights[] = {
        &pk_font_weight_regular, &pk_font_weight_medium, &pk_font_weight_semibold, &pk_font_weight_bold,
        &pk_font_weight_thin, &pk_font_weight_extralight, &pk_font_weight_light, &pk_font_weight_extrabold,
        &pk_font_weight_black,
    };
    if (font_count == MAX_FONTS) return NULL;
    cairo_font_face_t *face = pk_font_face_create(op->family, *weights[op->mode]);
    if (face == NULL || cairo_font_face_status(face) != CAIRO_STATUS_SUCCESS) {
        if (face != NULL) cairo_font_face_destroy(face);
        return NULL;
    }
    size_t length = strlen(op->family);
    char *family = malloc(length + 1);
    if (family == NULL) {
        cairo_font_face_destroy(face);
        return NULL;
    }
    memcpy(family, op->family, length + 1);
    fonts[font_count] = (font_entry){family, op->mode, face};
    op->font_index = font_count++;
    return face;
}

void replay_resolve_fonts(display_list *list) {
    for (size_t index = 0; index < list->op_count; index++) {
        if (list->ops[index].kind == OP_TEXT || list->ops[index].kind == OP_GLYPHS) font_face(&list->ops[index]);
    }
}

void replay_release_fonts(void) {
    for (int index = 0; index < font_count; index++) {
        cairo_font_face_destroy(fonts[index].face);
        free(fonts[index].family);
    }
    font_count = 0;
}

// MARK: Context set-up and paths (GraphicsContext.init, replace(with:rule:), CairoPathReplayer)

static void apply_deterministic_font_options(cairo_t *cr) {
    cairo_font_options_t *options = cairo_font_options_create();
    if (options == NULL) return;
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_set_font_options(cr, options);
    cairo_font_options_destroy(options);
}

static void replay_path(cairo_t *cr, const dl_path *path) {
    for (size_t index = 0; index < path->count; index++) {
        const double *v = path->elements[index].values;
        switch (path->elements[index].kind) {
        case ELEMENT_MOVE: cairo_move_to(cr, v[0], v[1]); break;
        case ELEMENT_LINE: cairo_line_to(cr, v[0], v[1]); break;
        case ELEMENT_CURVE: cairo_curve_to(cr, v[0], v[1], v[2], v[3], v[4], v[5]); break;
        case ELEMENT_ARC: cairo_arc(cr, v[0], v[1], v[2], v[3], v[4]); break;
        case ELEMENT_ARC_NEGATIVE: cairo_arc_negative(cr, v[0], v[1], v[2], v[3], v[4]); break;
        case ELEMENT_ELLIPSE:
            cairo_save(cr);
            cairo_translate(cr, v[0] + v[2] / 2, v[1] + v[3] / 2);
            cairo_scale(cr, v[2] / 2, v[3] / 2);
            cairo_new_sub_path(cr);
            cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
            cairo_close_path(cr);
            cairo_restore(cr);
            break;
        case ELEMENT_CLOSE: cairo_close_path(cr); break;
        }
    }
}

static void replace_path(cairo_t *cr, const dl_path *path, int rule) {
    cairo_new_path(cr);
    cairo_set_fill_rule(cr, rule == RULE_WINDING ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD);
    replay_path(cr, path);
}

// MARK: Shadows (GraphicsContext+Shadow.swift, ShadowMask.swift, PixelBounds.swift)

typedef struct {
    long min_x, min_y, max_x, max_y;
} pixel_bounds;

static long long_max(long a, long b) { return a > b ? a : b; }
static long long_min(long a, long b) { return a < b ? a : b; }

static int bounds_covering(double min_x, double min_y, double max_x, double max_y, pixel_bounds *out) {
    const double limit = (double)INT32_MAX;
    const double values[4] = {min_x, min_y, max_x, max_y};
    for (int index = 0; index < 4; index++) {
        if (!isfinite(values[index]) || fabs(values[index]) >= limit) return 0;
    }
    *out = (pixel_bounds){(long)floor(min_x), (long)floor(min_y), (long)ceil(max_x), (long)ceil(max_y)};
    return 1;
}

static int scaled_bounds(const double *xs, const double *ys, int count, double scale, pixel_bounds *out) {
    double min_x = xs[0], max_x = xs[0], min_y = ys[0], max_y = ys[0];
    for (int index = 1; index < count; index++) {
        min_x = fmin(min_x, xs[index]);
        max_x = fmax(max_x, xs[index]);
        min_y = fmin(min_y, ys[index]);
        max_y = fmax(max_y, ys[index]);
    }
    return bounds_covering(min_x * scale, min_y * scale, max_x * scale, max_y * scale, out);
}

static void draw_shadow(cairo_t *cr, const dl_op *op) {
    const double *v = op->values;  // r g b a opacity dx dy radius resolution
    double opacity = v[4], radius = v[7], resolution = v[8];
    if (!(opacity > 0) || !(v[3] > 0) || op->path.count == 0) return;
    cairo_save(cr);
    cairo_translate(cr, v[5], v[6]);
    cairo_matrix_t user_to_device;
    cairo_get_matrix(cr, &user_to_device);
    replace_path(cr, &op->path, op->mode);
    double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
    cairo_fill_extents(cr, &x1, &y1, &x2, &y2);
    cairo_new_path(cr);
    pixel_bounds shape;
    int has_shape = 0;
    if (x2 > x1 && y2 > y1) {
        double xs[4], ys[4];
        const double corners[4][2] = {{x1, y1}, {x2, y1}, {x1, y2}, {x2, y2}};
        cairo_matrix_t current;
        cairo_get_matrix(cr, &current);
        for (int index = 0; index < 4; index++) {
            double x = corners[index][0], y = corners[index][1];
            xs[index] = current.xx * x + current.xy * y + current.x0;
            ys[index] = current.yx * x + current.yy * y + current.y0;
        }
        has_shape = scaled_bounds(xs, ys, 4, resolution, &shape);
    }
    cairo_restore(cr);
    if (!has_shape) return;
    cairo_save(cr);
    cairo_identity_matrix(cr);
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2);
    cairo_restore(cr);
    pixel_bounds visible;
    const double clip_xs[2] = {x1, x2}, clip_ys[2] = {y1, y2};
    if (!scaled_bounds(clip_xs, clip_ys, 2, resolution, &visible)) return;

    const cairo_matrix_t *m = &user_to_device;
    double device_scale = sqrt(fabs(m->xx * m->yy - m->yx * m->xy));
    box_blur blur = box_blur_make(fmax(radius, 0) / 2 * device_scale * resolution);
    long reach = box_blur_reach(&blur);
    pixel_bounds area = {
        long_max(shape.min_x, visible.min_x) - reach, long_max(shape.min_y, visible.min_y) - reach,
        long_min(shape.max_x, visible.max_x) + reach, long_min(shape.max_y, visible.max_y) + reach,
    };
    long width = area.max_x - area.min_x, height = area.max_y - area.min_y;
    if (width <= 0 || height <= 0 || width > 16384 || height > 16384) return;

    cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, (int)width, (int)height);
    if (cairo_surface_status(mask) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(mask);
        return;
    }
    cairo_t *mask_cr = cairo_create(mask);
    apply_deterministic_font_options(mask_cr);
    cairo_matrix_t matrix = {
        m->xx * resolution, m->yx * resolution, m->xy * resolution, m->yy * resolution,
        m->x0 * resolution - (double)area.min_x, m->y0 * resolution - (double)area.min_y,
    };
    cairo_set_matrix(mask_cr, &matrix);
    cairo_set_source_rgba(mask_cr, 0, 0, 0, 1);
    replace_path(mask_cr, &op->path, op->mode);
    cairo_fill(mask_cr);
    cairo_surface_flush(mask);
    cairo_destroy(mask_cr);

    cairo_surface_flush(mask);
    unsigned char *data = cairo_image_surface_get_data(mask);
    if (data != NULL) {
        box_blur_apply(&blur, data, cairo_image_surface_get_width(mask), cairo_image_surface_get_height(mask),
                       cairo_image_surface_get_stride(mask));
        cairo_surface_mark_dirty(mask);
    }
    cairo_surface_set_device_scale(mask, resolution, resolution);
    cairo_save(cr);
    cairo_identity_matrix(cr);
    cairo_set_source_rgba(cr, v[0], v[1], v[2], v[3] * fmin(opacity, 1));
    cairo_mask_surface(cr, mask, (double)area.min_x / resolution, (double)area.min_y / resolution);
    cairo_restore(cr);
    cairo_surface_destroy(mask);
}

// MARK: Text and images (GraphicsContext+Text.swift, GraphicsContext+Image.swift, ImageSurface.swift)

static void draw_text(cairo_t *cr, dl_op *op) {
    cairo_font_face_t *face = font_face(op);
    if (face == NULL || op->text[0] == '\0') return;
    const double *v = op->values;  // size r g b a x baseline alignment
    cairo_set_font_face(cr, face);
    cairo_set_font_size(cr, v[0]);
    cairo_text_extents_t extents;
    cairo_text_extents(cr, op->text, &extents);
    cairo_save(cr);
    cairo_set_source_rgba(cr, v[1], v[2], v[3], v[4]);
    cairo_new_path(cr);
    cairo_move_to(cr, v[5] - v[7] * extents.x_advance, v[6]);
    cairo_show_text(cr, op->text);
    cairo_new_path(cr);
    cairo_restore(cr);
}

static void draw_glyphs(cairo_t *cr, dl_op *op) {
    cairo_font_face_t *face = font_face(op);
    if (face == NULL || op->text[0] == '\0') return;
    const double *v = op->values;  // size r g b a x baseline
    cairo_set_font_face(cr, face);
    cairo_set_font_size(cr, v[0]);
    cairo_glyph_t *glyphs = NULL;
    int count = 0;
    cairo_status_t status = cairo_scaled_font_text_to_glyphs(
        cairo_get_scaled_font(cr), v[5], v[6], op->text, -1, &glyphs, &count, NULL, NULL, NULL);
    if (status != CAIRO_STATUS_SUCCESS || glyphs == NULL) return;
    for (int index = 0; index < count && index < op->offset_count; index++) {
        glyphs[index].x = v[5] + op->offsets[index];
        glyphs[index].y = v[6];
    }
    cairo_save(cr);
    cairo_set_source_rgba(cr, v[1], v[2], v[3], v[4]);
    cairo_show_glyphs(cr, glyphs, count);
    cairo_restore(cr);
    cairo_glyph_free(glyphs);
}

static void draw_image(cairo_t *cr, const dl_op *op) {
    const double *v = op->values;  // x y width height
    int width = op->image_width, height = op->image_height;
    if (width <= 0 || height <= 0 || !(v[2] > 0) || !(v[3] > 0) || !isfinite(v[2]) || !isfinite(v[3])) return;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        return;
    }
    cairo_surface_flush(surface);
    unsigned char *data = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    for (int y = 0; y < height && data != NULL; y++) {
        uint32_t *row = (uint32_t *)(void *)(data + (size_t)y * (size_t)stride);
        for (int x = 0; x < width; x++) {
            const unsigned char *pixel = op->image + ((size_t)y * (size_t)width + (size_t)x) * 4;
            uint32_t a = pixel[3];
            row[x] = a << 24 | ((pixel[0] * a + 127) / 255) << 16 | ((pixel[1] * a + 127) / 255) << 8
                | (pixel[2] * a + 127) / 255;
        }
    }
    cairo_surface_mark_dirty(surface);
    cairo_save(cr);
    cairo_translate(cr, v[0], v[1]);
    cairo_scale(cr, v[2] / width, v[3] / height);
    cairo_set_source_surface(cr, surface, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
    cairo_rectangle(cr, 0, 0, width, height);
    cairo_fill(cr);
    cairo_restore(cr);
    cairo_surface_destroy(surface);
}

// MARK: Replay

static const cairo_operator_t operators[] = {CAIRO_OPERATOR_OVER, CAIRO_OPERATOR_DEST_IN, CAIRO_OPERATOR_DEST_OVER};
static const cairo_line_cap_t caps[] = {CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE};
static const cairo_line_join_t joins[] = {CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL};

enum { MAX_LAYERS = 64 };

static void replay_op(cairo_t *cr, dl_op *op, double *layers, int *layer_count) {
    const double *v = op->values;
    switch (op->kind) {
    case OP_SAVE: cairo_save(cr); break;
    case OP_RESTORE: cairo_restore(cr); break;
    case OP_TRANSLATE: cairo_translate(cr, v[0], v[1]); break;
    case OP_SCALE: cairo_scale(cr, v[0], v[1]); break;
    case OP_TRANSFORM: {
        cairo_matrix_t matrix = {v[0], v[1], v[2], v[3], v[4], v[5]};
        cairo_transform(cr, &matrix);
        break;
    }
    case OP_COLOR: cairo_set_source_rgba(cr, v[0], v[1], v[2], v[3]); break;
    case OP_OPERATOR: cairo_set_operator(cr, operators[op->mode]); break;
    case OP_PAINT: cairo_paint(cr); break;
    case OP_FILL:
        replace_path(cr, &op->path, op->mode);
        cairo_fill(cr);
        break;
    case OP_CLIP:
        replace_path(cr, &op->path, op->mode);
        cairo_clip(cr);
        break;
    case OP_STROKE:
        replace_path(cr, &op->path, RULE_WINDING);
        cairo_set_line_width(cr, v[0]);
        cairo_set_line_cap(cr, caps[op->cap]);
        cairo_set_line_join(cr, joins[op->join]);
        cairo_set_dash(cr, op->dashes, op->dash_count, v[1]);
        cairo_stroke(cr);
        break;
    case OP_PUSH_GROUP:
        if (*layer_count < MAX_LAYERS) layers[(*layer_count)++] = fmin(fmax(v[0], 0), 1);
        cairo_push_group(cr);
        break;
    case OP_POP_GROUP: {
        if (*layer_count == 0) break;
        double opacity = layers[--(*layer_count)];
        cairo_pattern_t *group = cairo_pop_group(cr);
        if (group == NULL) break;
        cairo_save(cr);
        cairo_set_source(cr, group);
        cairo_paint_with_alpha(cr, opacity);
        cairo_restore(cr);
        cairo_pattern_destroy(group);
        break;
    }
    case OP_SHADOW: draw_shadow(cr, op); break;
    case OP_TEXT: draw_text(cr, op); break;
    case OP_GLYPHS: draw_glyphs(cr, op); break;
    case OP_IMAGE: draw_image(cr, op); break;
    }
}

cairo_surface_t *replay_display_list(display_list *list) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, list->width, list->height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        return NULL;
    }
    cairo_t *cr = cairo_create(surface);
    apply_deterministic_font_options(cr);
    double layers[MAX_LAYERS];
    int layer_count = 0;
    for (size_t index = 0; index < list->op_count; index++) {
        replay_op(cr, &list->ops[index], layers, &layer_count);
    }
    cairo_status_t status = cairo_status(cr);
    cairo_surface_flush(surface);
    cairo_destroy(cr);
    if (status != CAIRO_STATUS_SUCCESS || cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "cairo: %s\n", cairo_status_to_string(status));
        cairo_surface_destroy(surface);
        return NULL;
    }
    return surface;
}
