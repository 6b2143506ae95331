#ifndef KOLODA_CSDL2_SHIM_H
#define KOLODA_CSDL2_SHIM_H
// SDL2's umbrella header by its installed path (<prefix>/include/SDL2/SDL.h): its own headers include each other
// by quoted names, so no include flag is needed. The target names no pkg-config package: sdl2.pc adds
// -D_REENTRANT, which SwiftPM refuses with a warning on every build (and which glibc no longer reads).
#include <SDL2/SDL.h>

// OpenGL's GL_RENDERER string (e.g. "llvmpipe (LLVM 15.0.7, 256 bits)") of the context current on this thread, or
// NULL when there is no OpenGL function to ask. `glGetString` is looked up through SDL, which loads OpenGL itself,
// so the package does not link libGL. SDL returns the function's address untyped; converting it to the function's
// own type (OpenGL's `const GLubyte *glGetString(GLenum)`, with GLubyte an unsigned char and GLenum an unsigned
// int, as SDL's OpenGL header declares them) is how SDL's documentation of SDL_GL_GetProcAddress says to call it. The
// conversion is done here, in C, where it is an ordinary typed cast, instead of as a bit cast in Swift.
typedef const unsigned char *(*koloda_gl_get_string_function)(unsigned int name);

static inline const char *koloda_gl_renderer_name(void) {
    koloda_gl_get_string_function get_string =
        (koloda_gl_get_string_function)SDL_GL_GetProcAddress("glGetString");
    const unsigned int gl_renderer = 0x1F01;  // GL_RENDERER
    return get_string ? (const char *)get_string(gl_renderer) : NULL;
}
#endif
