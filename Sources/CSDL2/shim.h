#ifndef KOLODA_CSDL2_SHIM_H
#define KOLODA_CSDL2_SHIM_H
// SDL2's umbrella header by its installed path (<prefix>/include/SDL2/SDL.h): its own headers include each other
// by quoted names, so no include flag is needed. The target names no pkg-config package: sdl2.pc adds
// -D_REENTRANT, which SwiftPM refuses with a warning on every build (and which glibc no longer reads).
#include <SDL2/SDL.h>
#endif
