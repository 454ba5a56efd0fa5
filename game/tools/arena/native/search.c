/* The sparring partner's search in C: the same tree, the same random numbers
   and so the same turns as game/tools/arena/mcts.py, which says what it does
   and is the fallback where no library was built.  Every choice below is
   made in the order the Python makes it, for that reason: children in the
   order they were tried, the first of equal scores, the moves untried in
   the order of the same shuffle and popped from the end.  Compiled once for
   each mask width (width*.c), its entry points named by it. */
#include <math.h>
#include <stdlib.h>
#include "position.h"

/* SplitMix64 (game/tools/arena/splitmix.py): a number below n from the top
   of 64 random bits times n. */
typedef struct { uint64_t state; } Stream;

static int below(Stream *s, int n) {
    uint64_t z = (s->state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return (int)(((unsigned __int128)z * (unsigned)n) >> 64);
}

typedef struct {
    int parent, first_child, last_child, next_sibling;
    int moves, untried;     /* the node's moves start at tree.moves[moves]; the first ``untried`` are */
    int bit;                /* the sub-move into this node (-1 at the root) */
    int mover;              /* who moves here */
    int visits;
    double wins;            /* for the side that made the move into this node */
} Node;

typedef struct {
    Node *nodes;
    long count, room;
    short *moves;           /* every node's legal sub-moves, untried first */
    long moves_count, moves_room;
} Tree;

static int grow(void **items, long *room, long wanted, size_t size) {
    if (wanted <= *room) return 1;
    long more = *room ? *room : 1024;
    while (more < wanted) more *= 2;
    void *bigger = realloc(*items, (size_t)more * size);
    if (!bigger) return 0;
    *items = bigger;
    *room = more;
    return 1;
}

/* A new node for ``p``, its legal sub-moves lowest first then shuffled; -1
   when out of memory. */
static int add_node(Tree *t, const Board *b, const Position *p, int bit, int parent, Stream *s) {
    if (!grow((void **)&t->nodes, &t->room, t->count + 1, sizeof(Node))) return -1;
    int legal = p->result == GOING_ON ? m_count(&p->legal) : 0;
    if (!grow((void **)&t->moves, &t->moves_room, t->moves_count + legal, sizeof(short))) return -1;
    short *moves = t->moves + t->moves_count;
    Mask left;
    m_copy(&left, &p->legal);
    for (int k = 0; k < legal; k++) {
        moves[k] = (short)m_lowest(&left);
        m_flip(&left, moves[k]);
    }
    for (int k = legal - 1; k > 0; k--) {
        int other = below(s, k + 1);
        short swap = moves[k];
        moves[k] = moves[other];
        moves[other] = swap;
    }
    Node *n = &t->nodes[t->count];
    *n = (Node){parent, -1, -1, -1, (int)t->moves_count, legal, bit, p->side, 0, 0.0};
    t->moves_count += legal;
    if (parent >= 0) {
        Node *up = &t->nodes[parent];
        if (up->last_child >= 0) t->nodes[up->last_child].next_sibling = (int)t->count;
        else up->first_child = (int)t->count;
        up->last_child = (int)t->count;
    }
    return (int)t->count++;
}

/* UCB1's child: the most promising for the node's mover. */
static int chosen_child(const Tree *t, int node) {
    static const double explore = 1.4142135623730951;   /* math.sqrt(2) */
    double log_visits = log((double)t->nodes[node].visits), best_score = 0.0;
    int best = -1;
    for (int child = t->nodes[node].first_child; child >= 0; child = t->nodes[child].next_sibling) {
        const Node *c = &t->nodes[child];
        double score = c->wins / c->visits + explore * sqrt(log_visits / c->visits);
        if (best < 0 || score > best_score) {
            best = child;
            best_score = score;
        }
    }
    return best;
}

/* The winner of random legal sub-moves from ``p`` (played on). */
static int playout(const Board *b, Position *p, Stream *s) {
    while (p->result == GOING_ON) play(b, p, m_kth(&p->legal, below(s, m_count(&p->legal))));
    return p->result;
}

/* ``playouts`` playouts from ``root`` (a node of ``at``); 0 when out of memory. */
static int search(Tree *t, const Board *b, const Position *at, int root, int playouts, Stream *s) {
    size_t size = position_size(b);
    Position played;
    for (int round = 0; round < playouts; round++) {
        int node = root;
        memcpy(&played, at, size);
        while (!t->nodes[node].untried && t->nodes[node].first_child >= 0) {   /* down the tree */
            node = chosen_child(t, node);
            play(b, &played, t->nodes[node].bit);
        }
        if (t->nodes[node].untried) {   /* a new leaf */
            Node *n = &t->nodes[node];
            int bit = t->moves[n->moves + --n->untried];
            play(b, &played, bit);
            node = add_node(t, b, &played, bit, node, s);
            if (node < 0) return 0;
        }
        int winner = playout(b, &played, s);
        for (;;) {   /* the result back up */
            Node *n = &t->nodes[node];
            n->visits++;
            if (node == root) break;
            n->wins += winner == DRAW ? 0.5 : winner == t->nodes[n->parent].mover ? 1.0 : 0.0;
            node = n->parent;
        }
    }
    return 1;
}

/* The board and position packed by game/tools/arena/native.py: the board as
   game, words, stride, players, actions, territory, the full mask and each
   player's start mask (two in the capture game); the position as side,
   left, moved, inside, then the masks empty, region, reach, legal and its
   units'.  Each mask is the packed words, then empty ones up to NW.  0 for
   a board beyond this variant. */
static int unpack(const word *setup, const word *state, Board *b, Position *p) {
    memset(b, 0, sizeof(*b));
    memset(p, 0, sizeof(*p));
    b->game = (int)setup[0];
    b->nw = (int)setup[1];
    b->stride = (int)setup[2];
    b->players = (int)setup[3];
    b->actions = (int)setup[4];
    b->territory = (int)setup[5];
    int nw = b->nw, starts = b->game == CAPTURE ? 2 : b->players;
    if (nw < 1 || nw > NW || b->players < 2 || b->players > MAXP) return 0;
    size_t bytes = (size_t)nw * sizeof(word);
    const word *at = setup + 6;
    memcpy(b->full.w, at, bytes);
    at += nw;
    for (int player = 0; player < starts; player++, at += nw) memcpy(b->start[player].w, at, bytes);
    p->side = (int)state[0];
    p->left = (int)state[1];
    p->moved = (uint32_t)state[2];
    p->inside = (uint32_t)state[3];
    p->result = GOING_ON;
    Mask *masks[] = {&p->empty, &p->region, &p->reach, &p->legal};
    at = state + 4;
    for (int k = 0; k < 4; k++, at += nw) memcpy(masks[k]->w, at, bytes);
    int units = b->game == CAPTURE ? 2 : 2 * b->players;
    for (int k = 0; k < units; k++, at += nw) memcpy(p->unit[k].w, at, bytes);
    return 1;
}

/* A whole turn of the side to move: ``playouts`` playouts for each sub-move,
   the tree of one sub-move kept for the next; the cells (bit numbers) into
   ``cells``, their count returned, or -1 for a board beyond this build or
   memory that ran out. */
int VARIANT(vw_turn)(const word *setup, const word *state, uint64_t seed, int playouts, int *cells) {
    Board b;
    Position p;
    if (!unpack(setup, state, &b, &p)) return -1;
    Stream s = {seed};
    Tree t = {0};
    int made = 0, side = p.side, root = -1;
    while (p.result == GOING_ON && p.side == side) {
        if (root < 0) root = add_node(&t, &b, &p, -1, -1, &s);
        if (root < 0 || !search(&t, &b, &p, root, playouts, &s)) {
            made = -1;
            break;
        }
        int best = -1;
        for (int child = t.nodes[root].first_child; child >= 0; child = t.nodes[child].next_sibling) {
            const Node *c = &t.nodes[child], *was = best >= 0 ? &t.nodes[best] : NULL;
            if (!was || c->visits > was->visits || (c->visits == was->visits && c->wins > was->wins)) best = child;
        }
        cells[made++] = t.nodes[best].bit;
        play(&b, &p, t.nodes[best].bit);
        root = best;   /* the sub-move played is the new root: its past no more counted */
    }
    free(t.nodes);
    free(t.moves);
    return made;
}

/* A random playout from the position, as the search plays them, written
   down for the tests to compare with the engine's: before each sub-move the
   side to move and its legal mask (the packed words), then the cell played;
   at most ``most`` sub-moves.  Returns their count and the result into
   ``result`` (GOING_ON if cut short), or -1 for a board beyond this build. */
int VARIANT(vw_trace)(const word *setup, const word *state, uint64_t seed, int most, int *sides, word *legal,
             int *cells, int *result) {
    Board b;
    Position p;
    if (!unpack(setup, state, &b, &p)) return -1;
    Stream s = {seed};
    int made = 0;
    for (; p.result == GOING_ON && made < most; made++) {
        sides[made] = p.side;
        memcpy(legal + (size_t)made * b.nw, p.legal.w, (size_t)b.nw * sizeof(word));
        cells[made] = m_kth(&p.legal, below(&s, m_count(&p.legal)));
        play(&b, &p, cells[made]);
    }
    *result = p.result;
    return made;
}
