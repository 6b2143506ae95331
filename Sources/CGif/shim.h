#ifndef KOLODA_CGIF_SHIM_H
#define KOLODA_CGIF_SHIM_H
#include <gif_lib.h>
#endif
