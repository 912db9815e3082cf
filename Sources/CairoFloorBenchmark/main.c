// The "floor" for CairoWrapperBenchmark: the same iPhone-sized scene drawn
// directly with cairo + libpng in C (same geometry, same continuous corners,
// same 3-pass box-blur shadow, same fonts and PNG settings: zlib level 6,
// libpng default filters, RGB output via png_set_bgr + filler stripping).
//
// Usage: CairoFloorBenchmark [frames] [--write path.png]
#include <cairo.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#include <png.h>
#include <math.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { double r, g, b; } rgb;

static const rgb icon_colors[5] = {
    {1.0, 0.58, 0.0}, {0.0, 0.48, 1.0}, {0.2, 0.78, 0.35}, {1.0, 0.23, 0.19}, {0.35, 0.34, 0.84},
};
static const char *labels[10] = {
    "Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot",
    "Notifications", "Sounds & Haptics", "Focus", "Screen Time", "General",
};

// MARK: fonts

static cairo_font_face_t *faces[4];

static cairo_font_face_t *make_face(const char *family, int weight) {
    FcPattern *request = FcPatternCreate();
    FcPatternAddString(request, FC_FAMILY, (const FcChar8 *)family);
    FcPatternAddInteger(request, FC_WEIGHT, weight);
    FcPatternAddInteger(request, FC_SLANT, FC_SLANT_ROMAN);
    FcConfigSubstitute(NULL, request, FcMatchPattern);
    FcDefaultSubstitute(request);
    FcResult result;
    FcPattern *match = FcFontMatch(NULL, request, &result);
    FcPatternDestroy(request);
    FcPatternDel(match, FC_HINTING); FcPatternAddBool(match, FC_HINTING, FcFalse);
    FcPatternDel(match, FC_AUTOHINT); FcPatternAddBool(match, FC_AUTOHINT, FcFalse);
    FcPatternDel(match, FC_ANTIALIAS); FcPatternAddBool(match, FC_ANTIALIAS, FcTrue);
    FcPatternDel(match, FC_HINT_STYLE); FcPatternAddInteger(match, FC_HINT_STYLE, FC_HINT_NONE);
    FcPatternDel(match, FC_RGBA); FcPatternAddInteger(match, FC_RGBA, FC_RGBA_NONE);
    cairo_font_face_t *face = cairo_ft_font_face_create_for_pattern(match);
    FcPatternDestroy(match);
    return face;
}

enum { REGULAR = 0, SEMIBOLD = 2, BOLD = 3 };

static void text(cairo_t *cr, const char *string, int weight, double size, double x, double baseline, double align) {
    cairo_set_font_face(cr, faces[weight]);
    cairo_set_font_size(cr, size);
    cairo_text_extents_t extents;
    cairo_text_extents(cr, string, &extents);
    cairo_save(cr);
    cairo_set_source_rgba(cr, 0, 0, 0, 1);
    cairo_new_path(cr);
    cairo_move_to(cr, x - align * extents.x_advance, baseline);
    cairo_show_text(cr, string);
    cairo_new_path(cr);
    cairo_restore(cr);
}

// MARK: continuous rounded rectangles (same construction as CornerCurve.swift)

static const double K = 0.5522847498, EXTENT = 1.52866483;

typedef struct { double cx, cy, ux, uy, vx, vy, r, s; } corner;

static void corner_map(const corner *c, double along, double across, double *x, double *y) {
    *x = c->cx + c->r * (along * c->ux + across * c->vx);
    *y = c->cy + c->r * (along * c->uy + across * c->vy);
}

static double blend(const corner *c, double circular, double continuous) {
    return circular + (continuous - circular) * c->s;
}

static void corner_curve(cairo_t *cr, const corner *c, double x1, double y1, double x2, double y2, double x3, double y3) {
    double a, b, p, q, m, n;
    corner_map(c, x1, y1, &a, &b);
    corner_map(c, x2, y2, &p, &q);
    corner_map(c, x3, y3, &m, &n);
    cairo_curve_to(cr, a, b, p, q, m, n);
}

static void corner_line(cairo_t *cr, const corner *c, double along, double across) {
    double x, y;
    corner_map(c, along, across, &x, &y);
    cairo_line_to(cr, x, y);
}

static void corner_path(cairo_t *cr, const corner *c) {
    double e = 1 + (EXTENT - 1) * c->s;
    corner_line(cr, c, e, 0);
    if (c->s <= 0) {
        corner_curve(cr, c, 1 - K, 0, 0, 1 - K, 0, 1);
        return;
    }
    double es = blend(c, 1, 1.08849323), em = blend(c, 1, 0.86840689);
    double eex = blend(c, 1, 0.66993427), eey = blend(c, 0, 0.06549600);
    double asx = blend(c, 1, 0.63149399), asy = blend(c, 0, 0.07491100);
    double acx = blend(c, 1 - K, 0.37282392), acy = blend(c, 0, 0.16905899);
    corner_curve(cr, c, es, 0, em, 0, eex, eey);
    corner_line(cr, c, asx, asy);
    corner_curve(cr, c, acx, acy, acy, acx, asy, asx);
    corner_line(cr, c, eey, eex);
    corner_curve(cr, c, 0, em, 0, es, 0, e);
}

static double smoothing(double r, double room) {
    double f = (room / r - 1) / (EXTENT - 1);
    return f < 0 ? 0 : (f > 1 ? 1 : f);
}

// Uniform radius only (all the scene needs); radius already fits (r <= min/2).
static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    double s = smoothing(r, fmin(w, h) / 2);
    corner corners[4] = {
        {x + w, y, -1, 0, 0, 1, r, s}, {x + w, y + h, 0, -1, -1, 0, r, s},
        {x, y + h, 1, 0, 0, -1, r, s}, {x, y, 0, 1, 1, 0, r, s},
    };
    cairo_new_path(cr);
    cairo_move_to(cr, x + r * (1 + (EXTENT - 1) * s), y);
    for (int i = 0; i < 4; i++) corner_path(cr, &corners[i]);
    cairo_close_path(cr);
}

static void fill_rounded(cairo_t *cr, double x, double y, double w, double h, double r, rgb color) {
    rounded_rect(cr, x, y, w, h, r);
    cairo_set_source_rgba(cr, color.r, color.g, color.b, 1);
    cairo_fill(cr);
}

static void fill_rect(cairo_t *cr, double x, double y, double w, double h, rgb color) {
    cairo_new_path(cr);
    cairo_move_to(cr, x, y);
    cairo_line_to(cr, x + w, y);
    cairo_line_to(cr, x + w, y + h);
    cairo_line_to(cr, x, y + h);
    cairo_close_path(cr);
    cairo_set_source_rgba(cr, color.r, color.g, color.b, 1);
    cairo_fill(cr);
}

// MARK: shadow (same 3-box Gaussian approximation as BoxBlur.swift)

static void box_radii(double sigma, int radii[3]) {
    double ideal = sqrt(12 * sigma * sigma / 3 + 1);
    int lower = (int)floor(ideal);
    if (lower % 2 == 0) lower--;
    double l = lower;
    int count = (int)lround((12 * sigma * sigma - 3 * l * l - 12 * l - 9) / (-4 * l - 4));
    for (int i = 0; i < 3; i++) radii[i] = ((i < count ? lower : lower + 2) - 1) / 2;
}

static inline uint8_t divide(long sum, long reciprocal) {
    long v = (sum * reciprocal + (1L << 23)) >> 24;
    return (uint8_t)(v > 255 ? 255 : v);
}

static void box_row(const uint8_t *src, uint8_t *dst, int n, int r) {
    long width = 2 * r + 1, reciprocal = ((1L << 24) + width / 2) / width, sum = 0;
    for (int i = 0; i < r && i < n; i++) sum += src[i];
    for (int i = 0; i < n; i++) {
        if (i + r < n) sum += src[i + r];
        dst[i] = divide(sum, reciprocal);
        if (i - r >= 0) sum -= src[i - r];
    }
}

static void box_columns(const uint8_t *src, uint8_t *dst, int w, int h, int stride, int r, long *sums) {
    long width = 2 * r + 1, reciprocal = ((1L << 24) + width / 2) / width;
    memset(sums, 0, sizeof(long) * w);
    for (int y = 0; y < r && y < h; y++) for (int x = 0; x < w; x++) sums[x] += src[y * stride + x];
    for (int y = 0; y < h; y++) {
        if (y + r < h) for (int x = 0; x < w; x++) sums[x] += src[(y + r) * stride + x];
        for (int x = 0; x < w; x++) dst[y * stride + x] = divide(sums[x], reciprocal);
        if (y - r >= 0) for (int x = 0; x < w; x++) sums[x] -= src[(y - r) * stride + x];
    }
}

static void blur(uint8_t *pixels, int w, int h, int stride, const int radii[3]) {
    uint8_t *a = malloc(w), *b = malloc(w), *scratch = malloc((size_t)h * stride);
    long *sums = malloc(sizeof(long) * w);
    for (int y = 0; y < h; y++) {
        uint8_t *line = pixels + y * stride;
        memcpy(a, line, w);
        box_row(a, b, w, radii[0]);
        box_row(b, a, w, radii[1]);
        box_row(a, line, w, radii[2]);
    }
    box_columns(pixels, scratch, w, h, stride, radii[0], sums);
    box_columns(scratch, pixels, w, h, stride, radii[1], sums);
    box_columns(pixels, scratch, w, h, stride, radii[2], sums);
    memcpy(pixels, scratch, (size_t)h * stride);
    free(a), free(b), free(scratch), free(sums);
}

static void shadow(cairo_t *cr, double x, double y, double w, double h, double r,
                   double offset_y, double radius, double opacity) {
    cairo_save(cr);
    cairo_translate(cr, 0, offset_y);
    cairo_matrix_t m;
    cairo_get_matrix(cr, &m);
    rounded_rect(cr, x, y, w, h, r);
    double x1, y1, x2, y2;
    cairo_fill_extents(cr, &x1, &y1, &x2, &y2);
    cairo_new_path(cr);
    cairo_restore(cr);
    // axis-aligned transform in this scene: map the extents directly
    double dx1 = m.xx * x1 + m.x0, dy1 = m.yy * y1 + m.y0, dx2 = m.xx * x2 + m.x0, dy2 = m.yy * y2 + m.y0;
    double cx1, cy1, cx2, cy2;
    cairo_save(cr);
    cairo_identity_matrix(cr);
    cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2);
    cairo_restore(cr);
    int radii[3];
    double scale = sqrt(fabs(m.xx * m.yy - m.xy * m.yx));
    box_radii(radius / 2 * scale, radii);
    int reach = radii[0] + radii[1] + radii[2];
    int minx = fmax(floor(dx1) - reach, floor(cx1) - reach), miny = fmax(floor(dy1) - reach, floor(cy1) - reach);
    int maxx = fmin(ceil(dx2) + reach, ceil(cx2) + reach), maxy = fmin(ceil(dy2) + reach, ceil(cy2) + reach);
    int mw = maxx - minx, mh = maxy - miny;
    cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, mw, mh);
    cairo_t *mcr = cairo_create(mask);
    cairo_matrix_t mm = {m.xx, m.yx, m.xy, m.yy, m.x0 - minx, m.y0 - miny};
    cairo_set_matrix(mcr, &mm);
    cairo_set_source_rgba(mcr, 0, 0, 0, 1);
    rounded_rect(mcr, x, y, w, h, r);
    cairo_fill(mcr);
    cairo_destroy(mcr);
    cairo_surface_flush(mask);
    blur(cairo_image_surface_get_data(mask), mw, mh, cairo_image_surface_get_stride(mask), radii);
    cairo_surface_mark_dirty(mask);
    cairo_surface_set_device_scale(mask, 1, 1);
    cairo_save(cr);
    cairo_identity_matrix(cr);
    cairo_set_source_rgba(cr, 0, 0, 0, opacity);
    cairo_mask_surface(cr, mask, minx, miny);
    cairo_restore(cr);
    cairo_surface_destroy(mask);
}

// MARK: scene

static void draw_group(cairo_t *cr, int index) {
    double top = 170.0 + index * 250;
    fill_rounded(cr, 16, top, 361, 220, 10, (rgb){1, 1, 1});
    for (int row = 0; row < 5; row++) {
        double cell = top + row * 44;
        fill_rounded(cr, 32, cell + 7.5, 29, 29, 7, icon_colors[row]);
        text(cr, labels[index * 5 + row], REGULAR, 17, 76, cell + 28, 0);
    }
    fill_rect(cr, 76, top + 43.67, 301, 0.33, (rgb){0.78, 0.78, 0.8});
}

static void draw_scene(cairo_t *cr) {
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_set_font_options(cr, options);
    cairo_font_options_destroy(options);
    cairo_scale(cr, 3, 3);
    cairo_set_source_rgba(cr, 0xF2 / 255.0, 0xF2 / 255.0, 0xF7 / 255.0, 1);
    cairo_paint(cr);
    text(cr, "9:41", SEMIBOLD, 17, 54, 37, 0.5);
    text(cr, "Settings", BOLD, 34, 16, 140, 0);
    draw_group(cr, 0);
    draw_group(cr, 1);
    shadow(cr, 8, 560, 377, 284, 38, -2, 10, 0.25);
    fill_rounded(cr, 8, 560, 377, 284, 38, (rgb){1, 1, 1});
    fill_rounded(cr, 178, 566, 37, 5, 2.5, (rgb){0.75, 0.75, 0.78});
    text(cr, "Share", SEMIBOLD, 17, 196.5, 606, 0.5);
    for (int b = 0; b < 4; b++) fill_rounded(cr, 24 + b * 88, 640, 80, 50, 25, icon_colors[b]);
    fill_rect(cr, 24, 710, 345, 1, (rgb){0.9, 0.9, 0.92});
}

// MARK: PNG

typedef struct { unsigned char *bytes; size_t count, capacity; } buffer;

static void on_write(png_structp png, png_bytep bytes, png_size_t length) {
    buffer *out = png_get_io_ptr(png);
    if (out->count + length > out->capacity) {
        while (out->count + length > out->capacity) out->capacity = out->capacity * 2 + 4096;
        out->bytes = realloc(out->bytes, out->capacity);
    }
    memcpy(out->bytes + out->count, bytes, length);
    out->count += length;
}

static void on_flush(png_structp png) { (void)png; }

static int encode(cairo_surface_t *surface, buffer *out) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return 1;
    }
    int w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    unsigned char *data = cairo_image_surface_get_data(surface);
    png_set_write_fn(png, out, on_write, on_flush);
    png_set_IHDR(png, info, w, h, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, 6);
    png_write_info(png, info);
    png_set_bgr(png);
    png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (int y = 0; y < h; y++) png_write_row(png, data + (size_t)y * stride);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 0;
}

static size_t render_frame(buffer *out) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1179, 2556);
    cairo_t *cr = cairo_create(surface);
    draw_scene(cr);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    out->count = 0;
    if (encode(surface, out) != 0) {
        fprintf(stderr, "encode failed\n");
        exit(1);
    }
    cairo_surface_destroy(surface);
    return out->count;
}

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 10;
    if (frames < 1) frames = 1;
    faces[REGULAR] = make_face("Inter", FC_WEIGHT_REGULAR);
    faces[SEMIBOLD] = make_face("Inter", FC_WEIGHT_DEMIBOLD);
    faces[BOLD] = make_face("Inter", FC_WEIGHT_BOLD);
    buffer out = {NULL, 0, 0};
    for (int i = 1; i + 1 < argc; i++) {
        if (strcmp(argv[i], "--write") == 0) {
            render_frame(&out);
            FILE *file = fopen(argv[i + 1], "wb");
            if (file) fwrite(out.bytes, 1, out.count, file), fclose(file);
        }
    }
    double *times = malloc(sizeof(double) * frames);
    size_t bytes = 0;
    for (int i = 0; i < frames; i++) {
        double start = now_ms();
        bytes = render_frame(&out);
        times[i] = now_ms() - start;
    }
    qsort(times, frames, sizeof(double), compare);
    printf("c-floor:       median %.2f ms/frame, min %.2f ms, %d frames, %zu bytes\n",
           times[frames / 2], times[0], frames, bytes);
    free(times);
    free(out.bytes);
    return 0;
}
