/* A board and the rules it is played under, as the search needs them, and
   the geometry of game/core/board.py and game/systems/capture/rules.py on
   masks: the 8-neighbour dilation and flood, and their side-only (4
   neighbours) counterparts. */
#ifndef BOARD_H
#define BOARD_H

#include "masks.h"

#define MAXP 30             /* the bases game's most players */

enum game { CLASSIC, CAPTURE, BASES };

typedef struct {
    int game;
    int nw;                 /* words of a mask as native.py packs them (at most NW) */
    int stride;             /* width + 1: a row and its guard column */
    int players;
    int actions;            /* sub-moves (marks) a turn */
    int territory;          /* capture: the count adds each side's ground */
    Mask full;              /* the board's cells */
    Mask start[MAXP];       /* each player's start cells (capture: its two start marks) */
} Board;

/* The cells of ``in`` and all their 8 neighbours. */
static inline void dilate(const Board *b, Mask *out, const Mask *in) {
    Mask up, down, row;
    m_up(&up, in, 1);
    m_down(&down, in, 1);
    for (int i = 0; i < NW; i++) row.w[i] = in->w[i] | up.w[i] | down.w[i];
    m_up(&up, &row, b->stride);
    m_down(&down, &row, b->stride);
    for (int i = 0; i < NW; i++) out->w[i] = (row.w[i] | up.w[i] | down.w[i]) & b->full.w[i];
}

/* One step of a flood: ``edge`` becomes the part of ``grown`` in ``passable``
   not yet in ``region``, and joins it; 0 once nothing is new. */
static inline word spread(Mask *region, Mask *edge, const Mask *grown, const Mask *passable) {
    word any = 0;
    for (int i = 0; i < NW; i++) {
        edge->w[i] = grown->w[i] & passable->w[i] & ~region->w[i];
        region->w[i] |= edge->w[i];
        any |= edge->w[i];
    }
    return any;
}

/* ``region`` grown 8-neighbour-wise through ``passable``; ``frontier`` is its
   part that is new (Geometry.flood). */
static inline void flood(const Board *b, Mask *region, const Mask *passable, const Mask *frontier) {
    Mask edge;
    m_copy(&edge, frontier);
    for (;;) {
        Mask grown;
        dilate(b, &grown, &edge);
        if (!spread(region, &edge, &grown, passable)) return;
    }
}

/* The cells beside those of ``in`` (4 neighbours), without ``in`` (sides_of). */
static inline void sides_of(const Board *b, Mask *out, const Mask *in) {
    Mask left, right, above, below;
    m_up(&left, in, 1);
    m_down(&right, in, 1);
    m_up(&above, in, b->stride);
    m_down(&below, in, b->stride);
    for (int i = 0; i < NW; i++)
        out->w[i] = (left.w[i] | right.w[i] | above.w[i] | below.w[i]) & b->full.w[i] & ~in->w[i];
}

/* The cells with at least three side neighbours in ``in`` (three_sides). */
static inline void three_sides(const Board *b, Mask *out, const Mask *in) {
    Mask left, right, above, below;
    m_up(&left, in, 1);
    m_down(&right, in, 1);
    m_up(&above, in, b->stride);
    m_down(&below, in, b->stride);
    for (int i = 0; i < NW; i++) {
        word f = b->full.w[i];
        word l = left.w[i] & f, r = right.w[i] & f, a = above.w[i] & f, d = below.w[i] & f;
        out->w[i] = (l & r & (a | d)) | (a & d & (l | r));
    }
}

/* ``region`` grown side by side through ``passable`` (flood4). */
static inline void flood4(const Board *b, Mask *region, const Mask *passable) {
    Mask edge;
    m_copy(&edge, region);
    for (;;) {
        Mask grown;
        sides_of(b, &grown, &edge);
        if (!spread(region, &edge, &grown, passable)) return;
    }
}

#endif
