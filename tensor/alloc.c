#include "tensor/alloc.h"

#include <stdlib.h>
#include <string.h>

#include "tensor/status.h"

void *td_alloc(size_t bytes) {
    size_t n = (bytes + 63) & ~(size_t)63;
    if (n == 0) n = 64;
    void *p = aligned_alloc(64, n);
    if (!p) {
        td_error(TD_ERR_NOMEM, "out of memory allocating %zu bytes", bytes);
        return NULL;
    }
    memset(p, 0, n);
    return p;
}

void td_free(void *p) { free(p); }

int td_reserve(void **buf, size_t *cap, size_t bytes) {
    if (*buf && *cap >= bytes) return TD_OK;
    void *p = td_alloc(bytes);
    if (!p) return TD_ERR_NOMEM;
    td_free(*buf);
    *buf = p;
    *cap = bytes;
    return TD_OK;
}
