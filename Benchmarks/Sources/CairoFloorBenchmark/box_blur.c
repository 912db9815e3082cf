#include "box_blur.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

box_blur box_blur_make(double sigma) {
    box_blur blur = {{0, 0, 0}, 0};
    if (!(sigma > 0) || !isfinite(sigma)) return blur;
    const double passes = 3.0;
    double ideal_width = sqrt(12 * sigma * sigma / passes + 1);
    long lower = (long)floor(ideal_width);
    if (lower % 2 == 0) lower -= 1;
    double lower_double = (double)lower;
    double ideal_count = (12 * sigma * sigma - passes * lower_double * lower_double - 4 * passes * lower_double - 3 * passes)
        / (-4 * lower_double - 4);
    long lower_count = (long)round(ideal_count);
    for (int index = 0; index < 3; index++) {
        blur.radii[index] = (int)(((index < lower_count ? lower : lower + 2) - 1) / 2);
    }
    blur.count = 3;
    return blur;
}

int box_blur_reach(const box_blur *blur) {
    int reach = 0;
    for (int index = 0; index < blur->count; index++) reach += blur->radii[index];
    return reach;
}

/// Division by the box width with a 24-bit fixed-point reciprocal, rounded to nearest.
static int64_t reciprocal_for(int box_width) {
    int64_t width = box_width > 1 ? box_width : 1;
    return ((INT64_C(1) << 24) + width / 2) / width;
}

static inline unsigned char divide(int64_t sum, int64_t reciprocal) {
    int64_t value = (sum * reciprocal + (INT64_C(1) << 23)) >> 24;
    return (unsigned char)(value < 255 ? value : 255);
}

static void box_row(const unsigned char *source, unsigned char *destination, int count, int radius) {
    int64_t reciprocal = reciprocal_for(2 * radius + 1);
    int64_t sum = 0;
    for (int index = 0; index < (radius < count ? radius : count); index++) sum += source[index];
    for (int index = 0; index < count; index++) {
        int entering = index + radius;
        if (entering < count) sum += source[entering];
        destination[index] = divide(sum, reciprocal);
        int leaving = index - radius;
        if (leaving >= 0) sum -= source[leaving];
    }
}

static void add_line(int64_t *sums, const unsigned char *line, int width, int sign) {
    if (sign > 0) {
        for (int column = 0; column < width; column++) sums[column] += line[column];
    } else {
        for (int column = 0; column < width; column++) sums[column] -= line[column];
    }
}

static void box_columns(const unsigned char *source, unsigned char *destination, int width, int height, int stride,
                        int64_t *sums, int radius) {
    int64_t reciprocal = reciprocal_for(2 * radius + 1);
    memset(sums, 0, (size_t)width * sizeof(int64_t));
    for (int row = 0; row < (radius < height ? radius : height); row++) add_line(sums, source + (size_t)row * stride, width, 1);
    for (int row = 0; row < height; row++) {
        int entering = row + radius;
        if (entering < height) add_line(sums, source + (size_t)entering * stride, width, 1);
        unsigned char *output = destination + (size_t)row * stride;
        for (int column = 0; column < width; column++) output[column] = divide(sums[column], reciprocal);
        int leaving = row - radius;
        if (leaving >= 0) add_line(sums, source + (size_t)leaving * stride, width, -1);
    }
}

void box_blur_apply(const box_blur *blur, unsigned char *pixels, int width, int height, int stride) {
    if (box_blur_reach(blur) <= 0 || width <= 0 || height <= 0) return;
    unsigned char *first = malloc((size_t)width), *second = malloc((size_t)width);
    unsigned char *scratch = malloc((size_t)height * (size_t)stride);
    int64_t *sums = malloc((size_t)width * sizeof(int64_t));
    if (first != NULL && second != NULL && scratch != NULL && sums != NULL) {
        for (int row = 0; row < height; row++) {
            unsigned char *line = pixels + (size_t)row * stride;
            memcpy(first, line, (size_t)width);
            box_row(first, second, width, blur->radii[0]);
            box_row(second, first, width, blur->radii[1]);
            box_row(first, line, width, blur->radii[2]);
        }
        box_columns(pixels, scratch, width, height, stride, sums, blur->radii[0]);
        box_columns(scratch, pixels, width, height, stride, sums, blur->radii[1]);
        box_columns(pixels, scratch, width, height, stride, sums, blur->radii[2]);
        memcpy(pixels, scratch, (size_t)height * (size_t)stride);
    }
    free(first);
    free(second);
    free(scratch);
    free(sums);
}
