// The C floor of `presentkit verify`: what checking a picture against its reference needs at least —
// draw it and decode the reference PNG, then compare the pixels. Every display list of a folder (recorded
// by `RenderBenchmarks verify-record`, one per fixture) is parsed and replayed with cairo, the reference
// PNG of the same name is decoded with cairo_image_surface_create_from_png (libpng), and the two are
// compared pixel by pixel. No layout dump, no report and no PNG of the actual picture, which
// `presentkit verify` also writes.
#ifndef CAIRO_FLOOR_VERIFY_H
#define CAIRO_FLOOR_VERIFY_H

/// `CairoFloorBenchmark --verify <display-list-dir> <reference-dir>`: prints how many fixtures match and
/// the milliseconds the whole check took; exits 1 when a picture differs from its reference.
int verify_main(int argc, char **argv);

#endif
