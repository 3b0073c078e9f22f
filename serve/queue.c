// Batching across requests (see queue.h).
#include "serve/queue.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "decode/attention_replay.h"
#include "tensor/blas.h"

struct ServeWait {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    int left;
};

struct ServeQueue {
    Model *m;
    const SpmModel *spm;
    SplitOptions split;
    ServeQueueOptions o;
    pthread_t thread;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    ServeJob *head, *tail;  // FIFO of jobs not taken yet
    long queued, queued_pieces, queued_jobs;
    int stop;
    long batches, sentences, tokens;
    long submitted;  // jobs ever queued
    long submitted_at_delivery;  // `submitted` when the last batch's results were about to be
                                 // handed over (a client's next request can only come after)
    // Whether the last batch had company: it held more than one job, or another job arrived while
    // it ran, before its results were handed over (1 before the first batch). A worker waits for
    // others only then, so one client sending one request after another gets no wait added to
    // each, however soon its next request follows the answer.
    int company;
    long last_jobs;  // jobs in the last batch: once as many are queued again, the wait ends
};

// One batch at a time on the cores, whichever model it is for (queue.h).
static pthread_mutex_t g_compute = PTHREAD_MUTEX_INITIALIZER;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

ServeWait *serve_wait_create(int count) {
    ServeWait *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    pthread_mutex_init(&w->mu, NULL);
    pthread_cond_init(&w->cv, NULL);
    w->left = count;
    return w;
}

void serve_wait_free(ServeWait *w) {
    if (!w) return;
    pthread_mutex_destroy(&w->mu);
    pthread_cond_destroy(&w->cv);
    free(w);
}

void serve_wait_done(ServeWait *w) {
    pthread_mutex_lock(&w->mu);
    if (--w->left == 0) pthread_cond_broadcast(&w->cv);
    pthread_mutex_unlock(&w->mu);
}

void serve_wait_all(ServeWait *w) {
    pthread_mutex_lock(&w->mu);
    while (w->left > 0) pthread_cond_wait(&w->cv, &w->mu);
    pthread_mutex_unlock(&w->mu);
}

// Jobs batch together when their search settings match: the batch runs with one
// TranslateOptions.
static int same_settings(const TranslateOptions *a, const TranslateOptions *b) {
    const SearchOptions *x = &a->search, *y = &b->search;
    return x->beam_size == y->beam_size && x->n_best == y->n_best &&
           x->length_penalty == y->length_penalty && x->max_length_ratio == y->max_length_ratio &&
           x->max_length_add == y->max_length_add && x->max_length == y->max_length &&
           x->min_length == y->min_length && x->alignment_layer == y->alignment_layer &&
           x->sampling.kind == SAMPLING_OFF && y->sampling.kind == SAMPLING_OFF &&
           a->alignment == b->alignment && a->detail == b->detail &&
           a->replace_unk == b->replace_unk && a->carry_unknown == b->carry_unknown &&
           a->max_input_len == b->max_input_len && a->batch_tokens == b->batch_tokens &&
           a->max_batch_sents == b->max_batch_sents;
}

// Takes the oldest job and the queued jobs of its settings that fit in the budget, in queue
// order, off the queue (b->mu held). Returns the list, linked through next; *jobs its length.
static ServeJob *take_batch(ServeQueue *b, long *jobs) {
    ServeJob *first = b->head, *list = NULL, **tail = &list, **link = &b->head, *prev = NULL;
    long pieces = 0;
    for (ServeJob *j = b->head; j;) {
        ServeJob *next = j->next;
        int fits = j == first || (same_settings(&j->opt, &first->opt) &&
                                  pieces + j->pieces <= b->o.batch_tokens);
        if (fits) {
            *link = next;  // unlink
            if (b->tail == j) b->tail = prev;
            j->next = NULL;
            *tail = j;
            tail = &j->next;
            pieces += j->pieces;
            b->queued -= j->n;
            b->queued_pieces -= j->pieces;
            b->queued_jobs--;
            (*jobs)++;
        } else {
            prev = j;
            link = &j->next;
        }
        j = next;
    }
    return list;
}

void serve_job_free_maps(ServeJob *j) {
    for (int i = 0; j->maps && i < j->n; i++) free(j->maps[i]);
    free(j->maps);
    j->maps = NULL;
}

// The maps of job j's best hypotheses h[i * K] (model m, not decoding elsewhere).
static int replay_maps(Model *m, ServeJob *j, const TranslateHyp *h, int K) {
    attention_replay_dims(m, &j->layers, &j->heads);
    if (!(j->maps = calloc((size_t)j->n, sizeof *j->maps)))
        return td_error(TD_ERR_NOMEM, "out of memory");
    for (int i = 0; i < j->n; i++) {
        const TranslateHyp *x = &h[(size_t)i * K];
        if (x->n_tokens == 0 || !x->src_tokens) continue;
        size_t n = (size_t)j->layers * j->heads * x->n_tokens * x->src_len;
        if (!(j->maps[i] = malloc(sizeof(float) * n)))
            return td_error(TD_ERR_NOMEM, "out of memory");
        TD_TRY(attention_replay(m, x->src_tokens, x->src_len, x->tokens, x->n_tokens,
                                j->maps[i]));
    }
    return 0;
}

// Translates the jobs of one batch as one call and hands each its hypotheses.
static void run_batch(ServeQueue *b, ServeJob *list) {
    int n = 0, K = list->opt.search.n_best;
    for (ServeJob *j = list; j; j = j->next) n += j->n;
    const char **lines = malloc(sizeof *lines * (size_t)(n ? n : 1));
    TranslateHyp *h = calloc((size_t)(n ? n : 1) * K, sizeof *h);
    int rc = lines && h ? 0 : td_error(TD_ERR_NOMEM, "out of memory batching %d sentences", n);
    int i = 0;
    for (ServeJob *j = list; rc == 0 && j; j = j->next)
        for (int k = 0; k < j->n; k++) lines[i++] = j->lines[k];
    if (rc == 0 && n > 0) {
        TranslateOptions opt = list->opt;
        opt.log = NULL;  // limits are checked before a job is queued; nothing to warn about
        opt.progress = NULL;
        pthread_mutex_lock(&g_compute);
        rc = translate_lines_split(b->m, b->spm, lines, n, &opt, &b->split, h);
        i = 0;
        for (ServeJob *j = list; rc == 0 && j; i += j->n, j = j->next)
            if (j->want_maps) rc = replay_maps(b->m, j, h + (size_t)i * K, K);
        pthread_mutex_unlock(&g_compute);
    }
    long tokens = 0;
    for (int s = 0; rc == 0 && s < n; s++) tokens += h[(size_t)s * K].n_tokens;
    pthread_mutex_lock(&b->mu);  // counted before any waiter wakes: its totals include this batch
    b->submitted_at_delivery = b->submitted;
    b->batches++;
    if (rc == 0) {
        b->sentences += n;
        b->tokens += tokens;
    }
    pthread_mutex_unlock(&b->mu);
    i = 0;
    double t = now_ms();
    for (ServeJob *j = list, *next; j; j = next) {
        next = j->next;
        j->rc = rc;
        j->done_ms = t - j->t_submit;
        if (rc < 0) {
            serve_job_free_maps(j);
            snprintf(j->error, sizeof j->error, "%s", td_last_error());
        } else if ((j->out = malloc(sizeof *h * (size_t)(j->n ? j->n : 1) * K))) {
            memcpy(j->out, h + (size_t)i * K, sizeof *h * (size_t)j->n * K);
            memset(h + (size_t)i * K, 0, sizeof *h * (size_t)j->n * K);
        } else {
            j->rc = TD_ERR_NOMEM;
            snprintf(j->error, sizeof j->error, "out of memory");
        }
        i += j->n;
        serve_wait_done(j->wait);  // j may be gone after this
    }
    if (h) translate_hyps_free(h, n * K);
    free(h);
    free(lines);

}

static void *worker(void *arg) {
    ServeQueue *b = arg;
    blas_set_threads(b->o.threads);  // OpenMP's thread count is per thread: set it here
    pthread_mutex_lock(&b->mu);
    for (;;) {
        while (!b->head && !b->stop) pthread_cond_wait(&b->cv, &b->mu);
        if (!b->head) break;  // stopping, and nothing left
        // Waits up to max_wait for others to join the oldest job when the last batch had company,
        // until the token budget is full or as many jobs are queued as the last batch held.
        const double deadline = b->head->t_submit + (b->company ? b->o.max_wait_ms : 0.0);
        while (!b->stop && b->queued_pieces < b->o.batch_tokens &&
               (b->last_jobs <= 1 || b->queued_jobs < b->last_jobs) && now_ms() < deadline) {
            struct timespec ts;
            clock_gettime(CLOCK_REALTIME, &ts);
            double left = deadline - now_ms();
            long ns = ts.tv_nsec + (long)(left * 1e6);
            ts.tv_sec += ns / 1000000000L;
            ts.tv_nsec = ns % 1000000000L;
            if (pthread_cond_timedwait(&b->cv, &b->mu, &ts) == ETIMEDOUT) break;
        }
        long jobs = 0;
        ServeJob *list = take_batch(b, &jobs);
        const long submitted = b->submitted;
        pthread_mutex_unlock(&b->mu);
        run_batch(b, list);
        pthread_mutex_lock(&b->mu);
        b->company = jobs > 1 || b->submitted_at_delivery > submitted;
        b->last_jobs = jobs;
    }
    pthread_mutex_unlock(&b->mu);
    return NULL;
}

ServeQueue *serve_queue_create(Model *m, const SpmModel *spm, const SplitOptions *split,
                        const ServeQueueOptions *o) {
    ServeQueue *b = calloc(1, sizeof *b);
    if (!b) {
        td_error(TD_ERR_NOMEM, "out of memory");
        return NULL;
    }
    b->m = m;
    b->spm = spm;
    b->split = *split;
    b->o = *o;
    b->company = 1;
    pthread_mutex_init(&b->mu, NULL);
    pthread_cond_init(&b->cv, NULL);
    if (pthread_create(&b->thread, NULL, worker, b) != 0) {
        td_error(TD_ERR_INTERNAL, "cannot start a worker thread: %s", strerror(errno));
        pthread_mutex_destroy(&b->mu);
        pthread_cond_destroy(&b->cv);
        free(b);
        return NULL;
    }
    return b;
}

void serve_queue_free(ServeQueue *b) {
    if (!b) return;
    pthread_mutex_lock(&b->mu);
    b->stop = 1;
    pthread_cond_broadcast(&b->cv);
    pthread_mutex_unlock(&b->mu);
    pthread_join(b->thread, NULL);
    pthread_mutex_destroy(&b->mu);
    pthread_cond_destroy(&b->cv);
    free(b);
}

long serve_queue_depth(ServeQueue *b) {
    pthread_mutex_lock(&b->mu);
    long q = b->queued;
    pthread_mutex_unlock(&b->mu);
    return q;
}

void serve_queue_totals(ServeQueue *b, long *batches, long *sentences, long *tokens) {
    pthread_mutex_lock(&b->mu);
    *batches = b->batches;
    *sentences = b->sentences;
    *tokens = b->tokens;
    pthread_mutex_unlock(&b->mu);
}

int serve_queue_submit(ServeQueue *b, ServeJob *j) {
    j->pieces = 0;
    for (int i = 0; i < j->n; i++) {  // the job's share of the budget: its source pieces
        int *ids = NULL, np = 0;
        TD_TRY(spm_encode(b->spm, j->lines[i], &ids, &np));
        free(ids);
        j->pieces += np + 1;
    }
    j->next = NULL;
    j->out = NULL;
    j->maps = NULL;
    j->rc = 0;
    j->error[0] = '\0';
    j->t_submit = now_ms();
    pthread_mutex_lock(&b->mu);
    if (b->queued + j->n > b->o.max_queue && b->queued > 0) {
        pthread_mutex_unlock(&b->mu);
        return td_error(TD_ERR_ARG, "the queue is full (%ld sentences waiting)", b->queued);
    }
    if (b->tail) b->tail->next = j;
    else b->head = j;
    b->tail = j;
    b->queued += j->n;
    b->queued_pieces += j->pieces;
    b->queued_jobs++;
    b->submitted++;
    pthread_cond_broadcast(&b->cv);
    pthread_mutex_unlock(&b->mu);
    return 0;
}
