/* The capture game as game/systems/capture/rules.py plays it: marks placed
   beside one's colony, an enemy mark with three of the mover's beside it
   removed and then every enemy group cut off from its start marks, and the
   count when the side to move cannot place all its marks. */
#include "position.h"

#define MARKS(p, player) (&(p)->unit[player])

/* Where ``side`` may place now: beside its colony, empty, not three-sided
   by the enemy (legal_for). */
static void legal_for(const Board *b, const Position *p, int side, Mask *out) {
    Mask beside, walled;
    sides_of(b, &beside, MARKS(p, side));
    three_sides(b, &walled, MARKS(p, 1 - side));
    for (int i = 0; i < NW; i++)
        out->w[i] = beside.w[i] & b->full.w[i] & ~(MARKS(p, 0)->w[i] | MARKS(p, 1)->w[i]) & ~walled.w[i];
}

static void place(const Board *b, Position *p, int bit) {
    int side = p->side, enemy = 1 - side;
    Mask *own = MARKS(p, side), *theirs = MARKS(p, enemy);
    m_set(own, bit);
    Mask cell, beside, walled;
    m_clear(&cell);
    m_set(&cell, bit);
    sides_of(b, &beside, &cell);
    three_sides(b, &walled, own);
    word any = 0;
    Mask left;
    for (int i = 0; i < NW; i++) {
        word taken = walled.w[i] & theirs->w[i] & beside.w[i];
        any |= taken;
        left.w[i] = theirs->w[i] & ~taken;
    }
    if (!any) return;
    /* the groups still joined to a start mark live; the rest die at once */
    Mask living;
    for (int i = 0; i < NW; i++) living.w[i] = left.w[i] & b->start[enemy].w[i];
    flood4(b, &living, &left);
    m_copy(theirs, &living);
}

/* The empty cells that count for ``side``: regions bordering its marks only. */
static int territory(const Board *b, const Position *p, int side) {
    int owned = 0;
    Mask empty;
    for (int i = 0; i < NW; i++) empty.w[i] = b->full.w[i] & ~(MARKS(p, 0)->w[i] | MARKS(p, 1)->w[i]);
    while (m_any(&empty)) {
        Mask region, border;
        m_clear(&region);
        m_set(&region, m_lowest(&empty));
        flood4(b, &region, &empty);
        sides_of(b, &border, &region);
        word mine = 0, enemy = 0;
        for (int i = 0; i < NW; i++) {
            empty.w[i] &= ~region.w[i];
            mine |= border.w[i] & MARKS(p, side)->w[i];
            enemy |= border.w[i] & MARKS(p, 1 - side)->w[i];
        }
        if (mine && !enemy) owned += m_count(&region);
    }
    return owned;
}

static int score(const Board *b, const Position *p, int side) {
    return m_count(MARKS(p, side)) + (b->territory ? territory(b, p, side) : 0);
}

/* Whether the side to move can place ``count`` marks: what it may place only
   grows as it places, so placing on the lowest legal cell each time will do. */
static int can_place(const Board *b, const Position *p, int count) {
    Position trial;
    memcpy(&trial, p, position_size(b));
    for (int placed = 0; placed < count; placed++) {
        if (!m_any(&trial.legal)) return 0;
        place(b, &trial, m_lowest(&trial.legal));
        legal_for(b, &trial, trial.side, &trial.legal);
    }
    return 1;
}

static void capture_start_turn(const Board *b, Position *p) {
    legal_for(b, p, p->side, &p->legal);
    if (!can_place(b, p, p->left)) {
        int x = score(b, p, 0), o = score(b, p, 1);
        p->result = x > o ? 0 : o > x ? 1 : DRAW;
        m_clear(&p->legal);
    }
}

static void capture_play(const Board *b, Position *p, int bit) {
    place(b, p, bit);
    p->left--;
    if (p->left == 0) {
        p->side = 1 - p->side;
        p->left = b->actions;
        capture_start_turn(b, p);
    } else {
        legal_for(b, p, p->side, &p->legal);
    }
}
