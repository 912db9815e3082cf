#include "verify.h"

#include <cairo.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "display_list.h"
#include "replay.h"

static double now_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec * 1000.0 + (double)time.tv_nsec / 1e6;
}

/// Whether two channels differ by more than one level: the reference went through straight alpha in the
/// PNG and back to cairo's premultiplied pixels, which may round a translucent pixel by one.
static int channels_differ(uint32_t a, uint32_t b, int shift) {
    int x = (int)((a >> shift) & 0xFF), y = (int)((b >> shift) & 0xFF);
    return x - y > 1 || y - x > 1;
}

/// Whether `drawn` (ARGB32) and `reference` (ARGB32, or RGB24 for an opaque PNG) hold the same pixels.
static int same_pixels(cairo_surface_t *drawn, cairo_surface_t *reference) {
    int width = cairo_image_surface_get_width(drawn), height = cairo_image_surface_get_height(drawn);
    if (cairo_image_surface_get_width(reference) != width || cairo_image_surface_get_height(reference) != height) {
        return 0;
    }
    int channels = cairo_image_surface_get_format(reference) == CAIRO_FORMAT_RGB24 ? 3 : 4;
    const unsigned char *a = cairo_image_surface_get_data(drawn), *b = cairo_image_surface_get_data(reference);
    int stride_a = cairo_image_surface_get_stride(drawn), stride_b = cairo_image_surface_get_stride(reference);
    for (int y = 0; y < height; y++) {
        const uint32_t *row_a = (const uint32_t *)(a + (size_t)y * (size_t)stride_a);
        const uint32_t *row_b = (const uint32_t *)(b + (size_t)y * (size_t)stride_b);
        for (int x = 0; x < width; x++) {
            if (row_a[x] == row_b[x]) continue;
            for (int channel = 0; channel < channels; channel++) {
                if (channels_differ(row_a[x], row_b[x], channel * 8)) return 0;
            }
        }
    }
    return 1;
}

/// Draws the display list at `path` and compares it with `<references>/<its name>.png`: 1 when they
/// match, 0 when they differ, -1 when either cannot be read.
static int check(const char *path, const char *references) {
    const char *slash = strrchr(path, '/');
    const char *name = slash == NULL ? path : slash + 1;
    char reference_path[4096];
    int length = snprintf(reference_path, sizeof reference_path, "%s/%.*s.png", references,
                          (int)(strlen(name) - strlen(".displaylist")), name);
    if (length < 0 || length >= (int)sizeof reference_path) return -1;
    display_list list;
    if (display_list_load(path, &list) != 0) return -1;
    cairo_surface_t *drawn = replay_display_list(&list);
    display_list_free(&list);
    cairo_surface_t *reference = cairo_image_surface_create_from_png(reference_path);
    int result = -1;
    if (drawn != NULL && cairo_surface_status(reference) == CAIRO_STATUS_SUCCESS) {
        cairo_surface_flush(drawn);
        result = same_pixels(drawn, reference);
    } else {
        fprintf(stderr, "%s: cannot draw it or read %s\n", path, reference_path);
    }
    if (drawn != NULL) cairo_surface_destroy(drawn);
    cairo_surface_destroy(reference);
    return result;
}

int verify_main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s --verify <display-list-dir> <reference-dir>\n", argv[0]);
        return 2;
    }
    double start = now_ms();
    char **names = NULL;
    int count = display_list_files(argv[2], &names);
    if (count <= 0) {
        fprintf(stderr, "%s: no display lists\n", argv[2]);
        return 1;
    }
    int matching = 0, failed = 0;
    for (int index = 0; index < count; index++) {
        int result = check(names[index], argv[3]);
        if (result == 1) matching++;
        if (result < 0) failed = 1;
        if (result == 0) fprintf(stderr, "%s: differs from its reference\n", names[index]);
        free(names[index]);
    }
    free(names);
    replay_release_fonts();
    printf("c verify: %d of %d fixtures match, %.3f ms\n", matching, count, now_ms() - start);
    return failed || matching != count;
}
