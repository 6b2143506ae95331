#ifndef KOLODA_CPANGOCAIRO_SHIM_H
#define KOLODA_CPANGOCAIRO_SHIM_H
#include <pango/pangocairo.h>

/* Releases a layout made by pango_cairo_create_layout. In C, so that Swift passes the layout as the object handle it
   is (an opaque pointer) instead of building the raw `gpointer` g_object_unref takes. */
static inline void koloda_layout_release(PangoLayout *layout) { g_object_unref(layout); }
#endif
