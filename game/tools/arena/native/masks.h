/* Masks of cells as the engine's bitboards hold them (game/core/board.py):
   bit row * stride + col, a guard column at the end of each row, so that a
   sideways shift off the last column lands in it and ``full`` removes it.
   A board up to 25x25 takes 650 bits, 11 words; 10x10 takes 110, two.  The
   code is compiled once for each of a few mask widths NW (width*.c), as
   loops of a width known when compiled ran three times as fast as those of
   a width read from the board; a board takes the narrowest that holds it,
   the words past its own always empty. */
#ifndef MASKS_H
#define MASKS_H

#include <stdint.h>
#include <string.h>

#ifndef NW
#error "NW, the words of a mask, is set by the variant that includes this"
#endif

typedef uint64_t word;
typedef struct { word w[NW]; } Mask;

static inline void m_clear(Mask *m) { memset(m->w, 0, sizeof(m->w)); }

/* A mask copied word by word: a struct's copy reads a mask just written as
   one wide load, which waits for the narrow stores to land (the stall was a
   fifth of a classic playout's time). */
static inline void m_copy(Mask *to, const Mask *from) {
    for (int i = 0; i < NW; i++) to->w[i] = from->w[i];
}

/* The set bits of a word, counted in its own registers: without a
   processor's popcount instruction (not in plain x86-64) the builtin is a
   call into libgcc, which was a twelfth of a playout. */
static inline int bits_in(word w) {
    w -= (w >> 1) & 0x5555555555555555ULL;
    w = (w & 0x3333333333333333ULL) + ((w >> 2) & 0x3333333333333333ULL);
    w = (w + (w >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((w * 0x0101010101010101ULL) >> 56);
}

static inline int m_any(const Mask *m) {
    for (int i = 0; i < NW; i++) if (m->w[i]) return 1;
    return 0;
}

static inline int m_count(const Mask *m) {
    int count = 0;
    for (int i = 0; i < NW; i++) count += bits_in(m->w[i]);
    return count;
}

static inline int m_has(const Mask *m, int bit) { return (int)(m->w[bit >> 6] >> (bit & 63) & 1); }
static inline void m_set(Mask *m, int bit) { m->w[bit >> 6] |= (word)1 << (bit & 63); }
static inline void m_flip(Mask *m, int bit) { m->w[bit >> 6] ^= (word)1 << (bit & 63); }

/* The lowest set bit's number (the mask is not empty). */
static inline int m_lowest(const Mask *m) {
    for (int i = 0; i < NW; i++) if (m->w[i]) return i * 64 + __builtin_ctzll(m->w[i]);
    return -1;
}

/* The number of the k-th lowest set bit (k < the mask's count): the same
   pick as the Python playout's, which clears the k below it. */
static inline int m_kth(const Mask *m, int k) {
    for (int i = 0; i < NW; i++) {
        word w = m->w[i];
        int here = bits_in(w);
        if (k < here) {
            while (k--) w &= w - 1;
            return i * 64 + __builtin_ctzll(w);
        }
        k -= here;
    }
    return -1;
}

/* ``in`` shifted to higher bits by s (< 64), the top word's overflow dropped:
   it lies past the board, where ``full`` would remove it anyway. */
static inline void m_up(Mask *out, const Mask *in, int s) {
    for (int i = NW - 1; i > 0; i--) out->w[i] = in->w[i] << s | in->w[i - 1] >> (64 - s);
    out->w[0] = in->w[0] << s;
}

static inline void m_down(Mask *out, const Mask *in, int s) {
    for (int i = 0; i < NW - 1; i++) out->w[i] = in->w[i] >> s | in->w[i + 1] << (64 - s);
    out->w[NW - 1] = in->w[NW - 1] >> s;
}

#endif
