#ifndef SCENELOADER_CZLIB_SHIM_H
#define SCENELOADER_CZLIB_SHIM_H

#include <zlib.h>

// inflateInit and deflateInit are macros (they pass the library's version and the stream's size),
// which Swift cannot call; these wrappers can be.
static inline int czlib_inflate_init(z_streamp stream) { return inflateInit(stream); }
static inline int czlib_deflate_init(z_streamp stream, int level) { return deflateInit(stream, level); }

#endif
