// The C floor of `presentkit animate`: replays the display lists of an animation's frames (recorded by
// `RenderBenchmarks animation-record`) with a pool of threads, encodes each with libpng at the recorded
// settings, writes the frame PNGs and assembles the animated PNG, as PresentationRendering's
// AnimationExporter does with the Swift renderer.
#ifndef CAIRO_FLOOR_ANIMATION_H
#define CAIRO_FLOOR_ANIMATION_H

/// `CairoFloorBenchmark --animation <dir> <workers> <rounds> [--fps F] [--hold S] [--output DIR]`.
int animation_main(int argc, char **argv);

#endif
