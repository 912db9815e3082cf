// The C floor for RenderBenchmarks: replays a display list recorded from the Swift renderer
// (`RenderBenchmarks record <scene> <file>`) directly with cairo — the same cairo calls in the same
// order, the same 3-pass box-blur shadows, the same fonts (pk_font_face_create) — writes the PNG with
// cairo_surface_write_to_png (into memory), and times replay + PNG encode per frame. The file is parsed
// once, outside the timing.
//
// Usage: CairoFloorBenchmark <file.displaylist> <frames> [--write out.png]
//   Prints the median and minimum milliseconds per frame. 0 frames parses only (a start-up baseline
//   for instruction counts).
//        CairoFloorBenchmark --animation <dir> <workers> <rounds> [--fps F] [--hold S] [--output DIR]
//   The floor of `presentkit animate` (animation.h): every display list of <dir> replayed and encoded by
//   <workers> threads, frame PNGs and the animated PNG written to DIR; prints the median per sequence.
//        CairoFloorBenchmark --encode <file.displaylist> <frames>
//   Encoding alone: cairo's writer and libpng at the display list's settings, on one replayed canvas.
//        CairoFloorBenchmark --verify <display-list-dir> <reference-dir>
//   The floor of `presentkit verify` (verify.h): each display list drawn and compared with its reference.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "animation.h"
#include "display_list.h"
#include "png_writer.h"
#include "replay.h"
#include "verify.h"

static double now_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec * 1000.0 + (double)time.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/// Appends cairo's PNG output to a byte_buffer.
static cairo_status_t append_to_buffer(void *closure, const unsigned char *data, unsigned int length) {
    byte_buffer *buffer = closure;
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = (buffer->length + length) * 2;
        unsigned char *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) return CAIRO_STATUS_NO_MEMORY;
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, data, length);
    buffer->length += length;
    return CAIRO_STATUS_SUCCESS;
}

/// cairo's own PNG writer (cairo_surface_write_to_png, into memory): libpng with zlib's default level
/// and libpng's adaptive filters. The floor every cairo program gets.
static int cairo_write_surface(cairo_surface_t *surface, byte_buffer *png) {
    png->length = 0;
    return cairo_surface_write_to_png_stream(surface, append_to_buffer, png) == CAIRO_STATUS_SUCCESS ? 0 : 1;
}

/// One frame: a fresh canvas, the replayed drawing, the PNG bytes (cairo's writer) in a fresh buffer.
static int render_frame(display_list *list, byte_buffer *png) {
    cairo_surface_t *surface = replay_display_list(list);
    if (surface == NULL) return 1;
    int status = cairo_write_surface(surface, png);
    cairo_surface_destroy(surface);
    return status;
}

/// `--encode <list> <frames>`: replays once, then times cairo's writer and libpng at the settings the
/// Swift encoder used before libdeflate (png_writer.c) on that one canvas, interleaved per frame.
static int encode_main(int argc, char **argv) {
    long frames = argc >= 4 ? strtol(argv[3], NULL, 10) : 0;
    display_list list;
    if (frames < 1 || display_list_load(argv[2], &list) != 0) {
        fprintf(stderr, "usage: %s --encode <file.displaylist> <frames>\n", argv[0]);
        return 2;
    }
    cairo_surface_t *surface = replay_display_list(&list);
    double *cairo_times = calloc((size_t)frames, sizeof(double));
    double *libpng_times = calloc((size_t)frames, sizeof(double));
    byte_buffer cairo_png = {NULL, 0, 0}, libpng_png = {NULL, 0, 0};
    int status = surface == NULL || cairo_times == NULL || libpng_times == NULL;
    for (long frame = 0; frame < frames && status == 0; frame++) {
        double start = now_ms();
        status = cairo_write_surface(surface, &cairo_png);
        double middle = now_ms();
        status |= png_write_surface(surface, &list, &libpng_png);
        cairo_times[frame] = middle - start;
        libpng_times[frame] = now_ms() - middle;
    }
    if (status == 0) {
        qsort(cairo_times, (size_t)frames, sizeof(double), compare_doubles);
        qsort(libpng_times, (size_t)frames, sizeof(double), compare_doubles);
        printf("c encode cairo_surface_write_to_png: median %.3f ms/frame, min %.3f ms, %zu bytes\n",
               cairo_times[frames / 2], cairo_times[0], cairo_png.length);
        printf("c encode libpng (png_writer.c): median %.3f ms/frame, min %.3f ms, %zu bytes\n",
               libpng_times[frames / 2], libpng_times[0], libpng_png.length);
    } else {
        fprintf(stderr, "%s: encode failed\n", argv[2]);
    }
    free(cairo_png.bytes);
    free(libpng_png.bytes);
    free(cairo_times);
    free(libpng_times);
    if (surface != NULL) cairo_surface_destroy(surface);
    display_list_free(&list);
    replay_release_fonts();
    return status;
}

static int write_file(const char *path, const byte_buffer *png) {
    FILE *file = fopen(path, "wb");
    if (file == NULL) return 1;
    size_t written = fwrite(png->bytes, 1, png->length, file);
    return (fclose(file) != 0 || written != png->length) ? 1 : 0;
}

int main(int argc, char **argv) {
    if (argc >= 2 && strcmp(argv[1], "--animation") == 0) return animation_main(argc, argv);
    if (argc >= 2 && strcmp(argv[1], "--encode") == 0) return encode_main(argc, argv);
    if (argc >= 2 && strcmp(argv[1], "--verify") == 0) return verify_main(argc, argv);
    if (argc < 3) {
        fprintf(stderr, "usage: %s <file.displaylist> <frames> [--write out.png]\n", argv[0]);
        return 2;
    }
    long frames = strtol(argv[2], NULL, 10);
    if (frames < 0) frames = 0;
    display_list list;
    if (display_list_load(argv[1], &list) != 0) return 1;
    if (!list.has_png) {
        fprintf(stderr, "%s: the display list has no 'png' line\n", argv[1]);
        return 1;
    }
    int status = 0;
    if (argc >= 5 && strcmp(argv[3], "--write") == 0) {
        byte_buffer png = {NULL, 0, 0};
        status = render_frame(&list, &png) != 0 || write_file(argv[4], &png) != 0;
        free(png.bytes);
    }
    double *times = calloc((size_t)(frames > 0 ? frames : 1), sizeof(double));
    size_t bytes = 0;
    for (long frame = 0; frame < frames && status == 0 && times != NULL; frame++) {
        byte_buffer png = {NULL, 0, 0};
        double start = now_ms();
        status = render_frame(&list, &png);
        times[frame] = now_ms() - start;
        bytes = png.length;
        free(png.bytes);
    }
    if (status != 0 || times == NULL) {
        fprintf(stderr, "%s: replay failed\n", argv[1]);
        status = 1;
    } else if (frames == 0) {
        printf("c %s: 0 frames (parsed only)\n", argv[1]);
    } else {
        qsort(times, (size_t)frames, sizeof(double), compare_doubles);
        printf("c %s: median %.3f ms/frame, min %.3f ms, %ld frames, %zu bytes\n", argv[1], times[frames / 2], times[0],
               frames, bytes);
    }
    free(times);
    display_list_free(&list);
    replay_release_fonts();
    return status;
}
