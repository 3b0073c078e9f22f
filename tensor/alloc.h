// Aligned allocation (64 bytes: one cache line, one AVX-512 register).
#ifndef TANDEM_ALLOC_H
#define TANDEM_ALLOC_H

#include <stddef.h>

// Returns `bytes` of 64-byte-aligned memory, zeroed, or NULL (with td_error TD_ERR_NOMEM) on failure.
void *td_alloc(size_t bytes);

// Frees memory from td_alloc (NULL is fine).
void td_free(void *p);

// Grows *buf (from td_alloc) so it holds at least `bytes`; keeps it when already large enough
// (*cap tracks its size in bytes). Contents are not preserved. Returns 0 or TD_ERR_NOMEM.
int td_reserve(void **buf, size_t *cap, size_t bytes);

#endif
