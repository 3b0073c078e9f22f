// Growable arrays (see array.h).
#include "util/array.h"

#include <limits.h>
#include <stdint.h>
#include <stdlib.h>

void *array_grow(void *items, int n, int *cap, size_t elem, int first_cap) {
    if (n < *cap) return items;
    if (*cap > INT_MAX / 2) return NULL;
    const int want = *cap ? 2 * *cap : first_cap;
    if (elem && (size_t)want > SIZE_MAX / elem) return NULL;
    void *p = realloc(items, (size_t)want * elem);
    if (p) *cap = want;
    return p;
}
