#include "tensor/arena.h"

#include <stdlib.h>

#include "tensor/status.h"

int arena_reserve(Arena *a, size_t bytes) {
    if (a->base && a->cap >= bytes) return TD_OK;
    arena_free(a);
    size_t n = bytes + bytes / 4;
    n = n ? (n + 63) & ~(size_t)63 : 64;
    void *p = aligned_alloc(64, n);
    if (!p) return td_error(TD_ERR_NOMEM, "out of memory for activations (%zu MiB)", n >> 20);
    a->base = p;
    a->cap = n;
    return TD_OK;
}

void arena_free(Arena *a) {
    free(a->base);
    a->base = NULL;
    a->cap = 0;
}
