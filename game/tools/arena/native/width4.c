/* The search for masks of four words: up to 256 bits, 15x15 (240) among them. */
#define NW 4
#define VARIANT(name) name##_4
#include "units.c"
#include "capture.c"
#include "search.c"
