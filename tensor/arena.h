// The activation arena: one 64-byte-aligned block per owner (each model's training activations,
// the shared loss's workspace) that grows to the largest batch seen and is then reused, so a
// steady-state step allocates nothing. A layout function assigns every buffer with an
// ArenaCarver twice: first with base NULL to measure (every pointer it hands out is NULL), then,
// after arena_reserve, over the block.
#ifndef TANDEM_ARENA_H
#define TANDEM_ARENA_H

#include <stddef.h>

typedef struct Arena {
    void *base;  // NULL until the first arena_reserve
    size_t cap;  // bytes
} Arena;

typedef struct ArenaCarver {
    char *base;  // NULL: sizing pass
    size_t off;  // bytes handed out so far (each piece rounded up to 64)
} ArenaCarver;

// The carver of a layout pass over `a` (sizing when a is NULL).
static inline ArenaCarver arena_carver(const Arena *a) {
    ArenaCarver c = {a ? (char *)a->base : NULL, 0};
    return c;
}

// The next `bytes` of the layout, 64-byte aligned (NULL in a sizing pass).
static inline void *arena_take(ArenaCarver *c, size_t bytes) {
    void *p = c->base ? c->base + c->off : NULL;
    c->off += (bytes + 63) & ~(size_t)63;
    return p;
}
static inline float *arena_floats(ArenaCarver *c, size_t n) {
    return (float *)arena_take(c, n * sizeof(float));
}
static inline double *arena_doubles(ArenaCarver *c, size_t n) {
    return (double *)arena_take(c, n * sizeof(double));
}
static inline int *arena_ints(ArenaCarver *c, size_t n) {
    return (int *)arena_take(c, n * sizeof(int));
}

// Makes the arena hold at least `bytes`: keeps the block when it is large enough, else replaces it
// by one a quarter larger than asked (batch shapes vary; the arena then settles after a few
// batches). Contents are not kept; a new block is written once (zeros) so all of its pages are
// mapped when it is made, not when a later batch first reaches them (after the largest batch a
// step maps no new memory). A layout's buffers must still be written before they are read.
// Returns 0 or TD_ERR_NOMEM (the arena is then empty).
int arena_reserve(Arena *a, size_t bytes);

// Frees the block (an empty or already freed arena is fine).
void arena_free(Arena *a);

#endif
