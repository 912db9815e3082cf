// The C floor for RenderBenchmarks: replays a display list recorded from the Swift renderer
// (`RenderBenchmarks record <scene> <file>`) directly with cairo and libpng — the same cairo calls in
// the same order, the same 3-pass box-blur shadows, the same fonts (pk_font_face_create) and the same
// PNG settings — and times replay + PNG encode per frame. The file is parsed once, outside the timing.
//
// Usage: CairoFloorBenchmark <file.displaylist> <frames> [--write out.png]
//   Prints the median and minimum milliseconds per frame. 0 frames parses only (a start-up baseline
//   for instruction counts).
//        CairoFloorBenchmark --animation <dir> <workers> <rounds> [--fps F] [--hold S] [--output DIR]
//   The floor of `presentkit animate` (animation.h): every display list of <dir> replayed and encoded by
//   <workers> threads, frame PNGs and the animated PNG written to DIR; prints the median per sequence.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "animation.h"
#include "display_list.h"
#include "png_writer.h"
#include "replay.h"

static double now_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec * 1000.0 + (double)time.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/// One frame: a fresh canvas, the replayed drawing, the PNG bytes in a fresh buffer.
static int render_frame(display_list *list, byte_buffer *png) {
    cairo_surface_t *surface = replay_display_list(list);
    if (surface == NULL) return 1;
    int status = png_write_surface(surface, list, png);
    cairo_surface_destroy(surface);
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
