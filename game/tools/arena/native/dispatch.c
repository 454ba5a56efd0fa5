/* The library's entry points, which game/tools/arena/native.py calls: each
   hands the board to the narrowest variant (width*.c) its masks fit, by the
   words a mask takes as packed (setup[1]). */
#include <stdint.h>

typedef uint64_t word;

#define WIDTH(width)                                                                              \
    int vw_turn_##width(const word *setup, const word *state, uint64_t seed, int playouts,       \
                        int *cells);                                                              \
    int vw_trace_##width(const word *setup, const word *state, uint64_t seed, int most,          \
                         int *sides, word *legal, int *cells, int *result);
WIDTH(2)
WIDTH(4)
WIDTH(11)

int vw_turn(const word *setup, const word *state, uint64_t seed, int playouts, int *cells) {
    int words = (int)setup[1];
    if (words <= 2) return vw_turn_2(setup, state, seed, playouts, cells);
    if (words <= 4) return vw_turn_4(setup, state, seed, playouts, cells);
    return vw_turn_11(setup, state, seed, playouts, cells);
}

int vw_trace(const word *setup, const word *state, uint64_t seed, int most, int *sides, word *legal,
             int *cells, int *result) {
    int words = (int)setup[1];
    if (words <= 2) return vw_trace_2(setup, state, seed, most, sides, legal, cells, result);
    if (words <= 4) return vw_trace_4(setup, state, seed, most, sides, legal, cells, result);
    return vw_trace_11(setup, state, seed, most, sides, legal, cells, result);
}
