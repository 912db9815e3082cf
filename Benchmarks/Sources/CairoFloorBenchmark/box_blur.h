// A port of CairoGraphics' BoxBlur / ColumnGeometry / FixedPointDivisor: a Gaussian approximated by
// three box blurs over an 8-bit image, with the same box widths, running sums and rounding.
#ifndef CAIRO_FLOOR_BOX_BLUR_H
#define CAIRO_FLOOR_BOX_BLUR_H

typedef struct {
    int radii[3];
    int count;  // 0 (no blur) or 3
} box_blur;

box_blur box_blur_make(double sigma);
int box_blur_reach(const box_blur *blur);
void box_blur_apply(const box_blur *blur, unsigned char *pixels, int width, int height, int stride);

#endif
