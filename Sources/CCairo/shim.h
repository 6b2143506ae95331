#ifndef KOLODA_CCAIRO_SHIM_H
#define KOLODA_CCAIRO_SHIM_H
#include <cairo.h>
#endif
