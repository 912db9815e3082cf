#ifndef PRESENTATIONKIT_CDEFLATE_SHIM_H
#define PRESENTATIONKIT_CDEFLATE_SHIM_H

// libdeflate (Debian libdeflate-dev): the zlib-format compressor and CRC-32
// the PNG encoder uses. It compresses a whole buffer in one call, faster and
// smaller than zlib at the same level, and deterministically.
#include <libdeflate.h>

#endif
