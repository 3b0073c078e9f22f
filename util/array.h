// Growable arrays: the one way to make room for one more element of a malloc'd array that doubles
// its capacity as it fills (a parameter table's specs, a checkpoint's items, a line's spans).
//
// util/ is the bottom layer: libc only.
#ifndef TANDEM_UTIL_ARRAY_H
#define TANDEM_UTIL_ARRAY_H

#include <stddef.h>

// Room for element n of the array `items` of elem-byte elements and capacity *cap (n <= *cap):
// when n < *cap, items itself; else items reallocated to 2 * *cap elements (first_cap when *cap
// is 0), *cap updated. Returns the array to use from now on, or NULL when the memory is not there
// or the capacity would pass INT_MAX (items and *cap then unchanged and still valid: the caller
// reports TD_ERR_NOMEM, naming what it was building). Use: p = array_grow(v->p, v->n, &v->cap,
// sizeof *p, 16); if (!p) return td_error(...); v->p = p; v->p[v->n++] = x;
void *array_grow(void *items, int n, int *cap, size_t elem, int first_cap);

#endif
