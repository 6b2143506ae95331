#ifndef KOLODA_CSDL2_SHIM_H
#define KOLODA_CSDL2_SHIM_H
// SDL2's umbrella header; pkg-config sdl2 puts /usr/include/SDL2 on the include path.
#include <SDL.h>
#endif
