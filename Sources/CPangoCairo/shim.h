#ifndef KOLODA_CPANGOCAIRO_SHIM_H
#define KOLODA_CPANGOCAIRO_SHIM_H
#include <pango/pangocairo.h>
#endif
