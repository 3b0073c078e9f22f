#include "tensor/alloc.h"

#include <pthread.h>
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
    // A buffer that grows again gets a quarter more than asked (as arena_reserve does), so sizes
    // that creep up batch by batch map new memory a few times, not at every batch.
    const size_t n = *buf ? bytes + bytes / 4 : bytes;
    void *p = td_alloc(n);
    if (!p) return TD_ERR_NOMEM;
    td_free(*buf);
    *buf = p;
    *cap = n;
    return TD_OK;
}

// ---- per-thread objects and scratch ---------------------------------------------------------

void *td_thread_local(TdThreadLocal *tl) {
    int made = __atomic_load_n(&tl->made, __ATOMIC_ACQUIRE);
    if (made == 0) {
        pthread_mutex_lock(&tl->lock);
        if (tl->made == 0)
            __atomic_store_n(&tl->made, pthread_key_create(&tl->key, tl->destroy) == 0 ? 1 : -1,
                             __ATOMIC_RELEASE);
        made = tl->made;
        pthread_mutex_unlock(&tl->lock);
    }
    void *p = made == 1 ? pthread_getspecific(tl->key) : NULL;
    if (p) return p;
    p = made == 1 ? calloc(1, tl->bytes) : NULL;
    if (!p || pthread_setspecific(tl->key, p) != 0) {
        free(p);
        td_error(TD_ERR_NOMEM, "out of memory for a thread's own %zu bytes", tl->bytes);
        return NULL;
    }
    return p;
}

typedef struct {
    void *buf[TD_SCRATCH_SLOTS];
    size_t cap[TD_SCRATCH_SLOTS];
} ThreadScratch;

static void scratch_free(void *p) {
    ThreadScratch *s = p;
    for (int i = 0; i < TD_SCRATCH_SLOTS; i++) td_free(s->buf[i]);
    free(s);
}

static TdThreadLocal g_scratch = TD_THREAD_LOCAL_INIT(sizeof(ThreadScratch), scratch_free);

void *td_thread_scratch(TdScratchSlot slot, size_t bytes) {
    if ((int)slot < 0 || slot >= TD_SCRATCH_SLOTS) {
        td_error(TD_ERR_ARG, "scratch slot %d outside [0, %d)", (int)slot, TD_SCRATCH_SLOTS);
        return NULL;
    }
    ThreadScratch *s = td_thread_local(&g_scratch);
    if (!s) return NULL;
    if (td_reserve(&s->buf[slot], &s->cap[slot], bytes) < 0) return NULL;
    return s->buf[slot];
}
