/* The classic game and the virus-and-bases game, as game/systems/classic/rules.py
   and game/systems/bases/rules.py play them, for a search that never passes
   or resigns.  They are one mechanics: a sub-move puts a unit on an empty
   cell or turns another's unit into the mover's base (classic: kills an enemy
   mark, which then conducts for the killer, as a base does); reach is the
   8-neighbourhood of a player's units and the bases chained to them; a player
   with no sub-move when its turn comes is out, and the last one in wins.  The
   bases game adds the enclosed virus and the full board.  Passes are left
   out: every sub-move clears them, and a search plays nothing else. */
#include "position.h"

#define VIRUS(p, player) (&(p)->unit[2 * (player)])
#define BASE(p, player) (&(p)->unit[2 * (player) + 1])

/* Cells ``player`` may act on if in reach: empty, or another's virus. */
static void targets(const Board *b, const Position *p, int player, Mask *out) {
    m_copy(out, &p->empty);
    for (int other = 0; other < b->players; other++)
        if (other != player)
            for (int i = 0; i < NW; i++) out->w[i] |= VIRUS(p, other)->w[i];
}

static void legal_now(const Board *b, Position *p) {
    Mask open;
    targets(b, p, p->side, &open);
    for (int i = 0; i < NW; i++) p->legal.w[i] = p->reach.w[i] & open.w[i];
}

static void finish(const Board *b, Position *p, int result) {
    p->result = result;
    m_clear(&p->legal);
}

/* The turn to the next player still in. */
static void advance(const Board *b, Position *p) {
    for (int step = 1; step <= b->players; step++) {
        int player = (p->side + step) % b->players;
        if (p->inside >> player & 1) {
            p->side = player;
            break;
        }
    }
    p->left = b->actions;
}

/* Reach for the side to move; a player with no sub-move goes out and the
   next moves, until one can or one is left. */
static void units_start_turn(const Board *b, Position *p) {
    while (p->result == GOING_ON) {
        int side = p->side;
        if (p->moved >> side & 1) {
            m_copy(&p->region, VIRUS(p, side));
            flood(b, &p->region, BASE(p, side), VIRUS(p, side));
            dilate(b, &p->reach, &p->region);
        } else {
            m_clear(&p->region);
            m_copy(&p->reach, &b->start[side]);
        }
        legal_now(b, p);
        if (m_any(&p->legal)) return;
        p->inside &= ~((uint32_t)1 << side);
        if (!(p->inside & (p->inside - 1))) {    /* one left: the last one in wins */
            finish(b, p, __builtin_ctz(p->inside));
            return;
        }
        advance(b, p);
    }
}

/* Whether ``player`` has a virus within reach of ``bit`` whose every
   neighbour on the board is its own base (bases' _encloses). */
static int encloses(const Board *b, const Position *p, int player, int bit) {
    Mask cell, near, viruses;
    m_clear(&cell);
    m_set(&cell, bit);
    dilate(b, &near, &cell);
    for (int i = 0; i < NW; i++) viruses.w[i] = VIRUS(p, player)->w[i] & near.w[i];
    while (m_any(&viruses)) {
        int virus = m_lowest(&viruses);
        m_flip(&viruses, virus);
        Mask around;
        m_clear(&cell);
        m_set(&cell, virus);
        dilate(b, &around, &cell);
        m_flip(&around, virus);
        word open = 0;
        for (int i = 0; i < NW; i++) open |= around.w[i] & ~BASE(p, player)->w[i];
        if (!open) return 1;
    }
    return 0;
}

/* The full board's winner among the players in: most bases, then most
   viruses; a tie for the lead is a draw (bases' _count, in its order). */
static int count(const Board *b, const Position *p) {
    int best = DRAW, best_bases = -1, best_viruses = -1;
    for (int player = 0; player < b->players; player++) {
        if (!(p->inside >> player & 1)) continue;
        int bases = m_count(BASE(p, player)), viruses = m_count(VIRUS(p, player));
        if (best_bases < 0 || bases > best_bases || (bases == best_bases && viruses > best_viruses)) {
            best = player;
            best_bases = bases;
            best_viruses = viruses;
        } else if (bases == best_bases && viruses == best_viruses) {
            best = DRAW;
        }
    }
    return best;
}

static void units_play(const Board *b, Position *p, int bit) {
    int side = p->side;
    int placed = m_has(&p->empty, bit);
    if (placed) {
        m_flip(&p->empty, bit);
        m_set(VIRUS(p, side), bit);
    } else {
        for (int owner = 0; owner < b->players; owner++)
            if (m_has(VIRUS(p, owner), bit)) {
                m_flip(VIRUS(p, owner), bit);
                break;
            }
        m_set(BASE(p, side), bit);
    }
    int first = !(p->moved >> side & 1);
    p->moved |= (uint32_t)1 << side;
    p->left--;
    if (b->game == BASES) {
        if (encloses(b, p, side, bit)) {
            finish(b, p, side);
            return;
        }
        if (!m_any(&p->empty)) {
            finish(b, p, count(b, p));
            return;
        }
    }
    if (first) {   /* the start rule is spent */
        m_clear(&p->region);
        m_clear(&p->reach);
    }
    /* Reach only grows during one's own turn: the new cell and the bases it
       chains to.  A base made with no active unit conducts nothing. */
    if (placed || m_any(&p->region)) {
        Mask before, fresh, grown;
        m_copy(&before, &p->region);
        m_set(&p->region, bit);
        m_clear(&fresh);
        m_set(&fresh, bit);
        flood(b, &p->region, BASE(p, side), &fresh);
        for (int i = 0; i < NW; i++) fresh.w[i] = p->region.w[i] ^ before.w[i];
        dilate(b, &grown, &fresh);
        for (int i = 0; i < NW; i++) p->reach.w[i] |= grown.w[i];
    }
    legal_now(b, p);
    if (p->left == 0 || !m_any(&p->legal)) {
        advance(b, p);
        units_start_turn(b, p);
    }
}
