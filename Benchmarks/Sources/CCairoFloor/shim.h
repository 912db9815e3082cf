// The C floor draws with the same cairo, libpng and font resolution (pk_font_face_create) as the
// shipping CairoGraphics module: this header is the root package's C shim, included, not copied.
#include "../../../Sources/CCairo/shim.h"
