// Batching across requests: each served model has one queue and one worker thread. A request
// puts one job (its sentences and search settings) in the queue of every model it asks for and
// waits. The worker takes the oldest job and, when the last batch had company (it held more than
// one job, or jobs arrived while it ran), waits up to max_wait for more work to arrive (or until
// the queued source pieces reach the token budget, or as many jobs are queued as the last batch
// held); a lone client's requests wait for nothing. Then it translates the oldest job together with
// every queued job of the same settings that fits in the budget, as one call of
// translate_lines_split (decode/split.h; its length-sorted batches mix the requests' sentences).
// Search is batch-invariant (decode/search.h), so a sentence gets the same translation, bit for
// bit, whatever was batched with it.
//
// Workers of different models take turns on one lock, so one batch at a time runs on the
// configured threads (two batches side by side would only split the cores between them).
#ifndef TANDEM_SERVE_QUEUE_H
#define TANDEM_SERVE_QUEUE_H

#include "decode/split.h"
#include "decode/translate.h"
#include "models/model.h"
#include "tensor/status.h"
#include "tokenizer/spm.h"

typedef struct ServeQueueOptions {
    int batch_tokens;    // budget of source pieces per worker batch (a job larger than it runs
                         // alone); translate_lines_split's own batches use TranslateOptions
    double max_wait_ms;  // how long the oldest job waits for others to join it (when the last
                         // batch had company)
    long max_queue;      // sentences queued per model at most; more: serve_queue_submit refuses
    int threads;         // BLAS/OpenMP threads of each worker
} ServeQueueOptions;

// A request's wait for its jobs (one per model asked for).
typedef struct ServeWait ServeWait;

// One model's share of a request. The caller fills the input fields, submits, waits, reads the
// output fields and frees the hypotheses with translate_hyps_free(out, n * opt.search.n_best)
// (and free(out), serve_job_free_maps).
typedef struct ServeJob {
    // input
    const char *const *lines;  // [n] UTF-8 texts
    int n;
    TranslateOptions opt;      // search settings; jobs batch together only when these match
    int want_maps;             // 1: every layer's and head's attention of each best hypothesis
                               // (decode/attention_replay.h; needs opt.detail DETAIL_ATTENTION)
    // output
    TranslateHyp *out;         // [n * n_best] on success
    int rc;                    // 0, or the translation's negative status
    char error[256];           // its message
    double done_ms;            // when it finished, in ms after it was submitted
    float **maps;              // want_maps: [n] maps [layers * heads, T, S] of each text's best
                               // hypothesis (T, S: its n_tokens, src_len; NULL for an empty
                               // text); free with serve_job_free_maps
    int layers, heads;
    // the queue's
    struct ServeJob *next;
    ServeWait *wait;
    int pieces;                // source pieces of the job (its share of the budget)
    double t_submit;
} ServeJob;

typedef struct ServeQueue ServeQueue;

// Starts the worker of model m with tokenizer spm (neither is owned; both must outlive the
// queue). split: how over-long lines are split (decode/split.h). Returns NULL with td_error.
ServeQueue *serve_queue_create(Model *m, const SpmModel *spm, const SplitOptions *split,
                        const ServeQueueOptions *o);

// Finishes every queued job, stops the worker and frees the queue (NULL is fine).
void serve_queue_free(ServeQueue *b);

// Sentences queued and not yet taken by the worker.
long serve_queue_depth(ServeQueue *b);

// Totals since the start: batches run, sentences translated and output tokens produced.
void serve_queue_totals(ServeQueue *b, long *batches, long *sentences, long *tokens);

// A wait for `count` jobs. Returns NULL when out of memory.
ServeWait *serve_wait_create(int count);
void serve_wait_free(ServeWait *w);

// Queues job j on b; j->wait must be set to the request's ServeWait. Returns 0, or TD_ERR_ARG
// when the queue already holds max_queue sentences (the job is not queued; the caller answers
// 503), or the tokenizer's error counting the job's pieces.
int serve_queue_submit(ServeQueue *b, ServeJob *j) TD_MUST_USE;

// Frees j->maps.
void serve_job_free_maps(ServeJob *j);

// Blocks until every job of w is done (each one's rc tells how it went). A job that was not
// queued must be counted as done with serve_wait_done first.
void serve_wait_all(ServeWait *w);
void serve_wait_done(ServeWait *w);

#endif
