// Replays a display list on a fresh ARGB32 cairo surface with the same cairo calls, in the same order,
// that CairoGraphics.GraphicsContext makes for each recorded operation.
#ifndef CAIRO_FLOOR_REPLAY_H
#define CAIRO_FLOOR_REPLAY_H

#include <cairo.h>

#include "display_list.h"

/// Draws `list` onto a new canvas; returns it (caller destroys), or NULL on a cairo error.
cairo_surface_t *replay_display_list(display_list *list);

/// Resolves the font faces of every text operation now, so that replays on several threads at once only
/// read the font cache.
void replay_resolve_fonts(display_list *list);

/// Releases the font faces resolved by earlier replays.
void replay_release_fonts(void);

#endif
