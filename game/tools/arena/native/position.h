/* A position of any of the three games, what the search copies and plays
   on: the fields of the engine's Position that decide what follows. */
#ifndef POSITION_H
#define POSITION_H

#include <stddef.h>
#include "board.h"

#define GOING_ON (-2)       /* the result of a game not over */
#define DRAW (-1)           /* game/rules/system.py DRAW */

typedef struct {
    int side, left, result;
    uint32_t moved;         /* bit p: player p has made a sub-move (classic, bases) */
    uint32_t inside;        /* bit p: player p is still in (classic, bases) */
    Mask empty, region, reach;   /* classic, bases: as their Position's empty, _region, _reach */
    Mask legal;             /* what the side to move may act on now: nothing once over */
    /* Last, so that a copy takes the players' part alone: classic and bases,
       player p's viruses at 2p and bases at 2p + 1 (a classic side's bases
       are the enemy marks it killed); capture, player p's marks at p. */
    Mask unit[2 * MAXP];
} Position;

/* The bytes of a Position that a board's game uses. */
static inline size_t position_size(const Board *b) {
    return offsetof(Position, unit) + (size_t)(b->game == CAPTURE ? 2 : 2 * b->players) * sizeof(Mask);
}

static void units_play(const Board *b, Position *p, int bit);     /* units.c: classic and bases */
static void capture_play(const Board *b, Position *p, int bit);   /* capture.c */

/* One sub-move on a legal cell, by the rules of the board's game. */
static inline void play(const Board *b, Position *p, int bit) {
    if (b->game == CAPTURE) capture_play(b, p, bit);
    else units_play(b, p, bit);
}

#endif
