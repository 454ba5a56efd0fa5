/* The search for masks of eleven words: every board up to 25x25 (650 bits). */
#define NW 11
#define VARIANT(name) name##_11
#include "units.c"
#include "capture.c"
#include "search.c"
