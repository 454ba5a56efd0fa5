/* The search for masks of two words: boards of up to 128 bits with their guard column, 10x10 (110) among them. */
#define NW 2
#define VARIANT(name) name##_2
#include "units.c"
#include "capture.c"
#include "search.c"
