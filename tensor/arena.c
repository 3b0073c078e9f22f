#include "tensor/arena.h"

#include <stdlib.h>
#include <string.h>

#include "tensor/status.h"

int arena_reserve(Arena *a, size_t bytes) {
    if (a->base && a->cap >= bytes) return TD_OK;
    arena_free(a);
    size_t n = bytes + bytes / 4;
    n = n ? (n + 63) & ~(size_t)63 : 64;
    void *p = aligned_alloc(64, n);
    if (!p) return td_error(TD_ERR_NOMEM, "out of memory for activations (%zu MiB)", n >> 20);
    // Touch every page now: a later batch whose buffers fall on pages the earlier ones never
    // wrote would otherwise map fresh memory in the middle of training.
    memset(p, 0, n);
    a->base = p;
    a->cap = n;
    return TD_OK;
}

void arena_free(Arena *a) {
    free(a->base);
    a->base = NULL;
    a->cap = 0;
}
