// Unknown input carried through translation and <unk> replacement (decode/carry.h), through
// translate_lines (decode/translate.h) and bin/decode.
//
// The shipped models (pretrained/*/best.ckpt, one SentencePiece model) translate the carried
// cases; every expectation comes from an independent path written here: the line's translation
// without its spans (the reduced line written out by hand, encoded, searched alone with
// decode/search.h and detokenised), the span's position recomputed from that search's own
// attention with the boundary rule of carry.h coded again below, and ordinary lines compared with
// the plain encode-search-decode loop, lines with ASCII quotes with the same loop over the line
// written with typographic quotes. <unk> replacement runs over a scripted mock model (below)
// whose tokens and attention peaks the test chooses: the expected word is found from the source
// pieces (a word = a word-initial piece and the pieces after it) and the expected text is the
// detokenisation of the output with each <unk> swapped for that word's pieces.
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "tests/test_util.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "decode/carry.h"
#include "decode/search.h"
#include "decode/translate.h"
#include "models/config.h"
#include "models/model_io.h"
#include "tensor/blas.h"
#include "tensor/params.h"
#include "tokenizer/spm.h"

#define TFM_DIR "pretrained/transformer-en-es"
#define RNN_DIR "pretrained/rnn-en-es"

static SpmModel *g_spm;
static Model *g_models[2];  // transformer, RNN
static const char *const g_names[2] = {"transformer", "rnn"};

static int setup(void **state) {
    (void)state;
    blas_set_threads(1);
    g_spm = spm_load(test_ckpt_spm(TFM_DIR, "spm.model"));
    g_models[0] = model_load(TFM_DIR "/best.ckpt", NULL, NULL, NULL);
    g_models[1] = model_load(RNN_DIR "/best.ckpt", NULL, NULL, NULL);
    return g_spm && g_models[0] && g_models[1] ? 0 : -1;
}

static int teardown(void **state) {
    (void)state;
    for (int k = 0; k < 2; k++) model_free(g_models[k]);
    spm_free(g_spm);
    return 0;
}

static TranslateOptions opts(int beam) {
    TranslateOptions o = translate_defaults();
    o.search.beam_size = beam;
    o.log = NULL;
    return o;
}

static char *translate_one(Model *m, const char *line, const TranslateOptions *o) {
    char **out = malloc(sizeof *out);
    int rc = translate_lines(m, g_spm, &line, 1, o, out, NULL);
    if (rc < 0) print_error("translate_lines: %s\n", td_last_error());
    assert_int_equal(rc, 0);
    char *text = out[0];
    free(out);
    return text;
}

// The plain path: encode, search alone (with attention), detokenise. *tok / *attn (if not NULL)
// receive malloc'd copies of the best hypothesis' tokens [*len] and attention [*len, *src_len].
static char *plain(Model *m, const char *line, int beam, int **tok, int *len, float **attn,
                   int *src_len) {
    int *ids, n;
    assert_int_equal(spm_encode(g_spm, line, &ids, &n), 0);
    assert_true(n > 0 && n < m->cfg.max_len);
    int *src = malloc(sizeof(int) * (size_t)(n + 1)), S = n + 1;
    memcpy(src, ids, sizeof(int) * (size_t)n);
    src[n] = TOK_EOS;
    SearchOptions so = search_defaults();
    so.beam_size = beam;
    so.alignment = 1;
    Searcher *s = search_create(m);
    assert_int_equal(search_run(s, src, &S, 1, S, &so), 0);
    const SearchHyp *h = search_hyp(s, 0, 0);
    char *text;
    assert_int_equal(spm_decode(g_spm, h->tokens, h->len, &text), 0);
    if (tok) {
        *tok = malloc(sizeof(int) * (size_t)(h->len + 1));
        memcpy(*tok, h->tokens, sizeof(int) * (size_t)h->len);
        *len = h->len;
        *attn = malloc(sizeof(float) * (size_t)(h->len + 1) * S);
        memcpy(*attn, h->attn, sizeof(float) * (size_t)(h->len + 1) * S);
        *src_len = S;
    }
    search_free(s);
    free(src);
    free(ids);
    return text;
}

static int count_of(const char *s, const char *sub) {
    int k = 0;
    for (const char *p = strstr(s, sub); p; p = strstr(p + 1, sub)) k++;
    return k;
}

// ---------------------------------------------------------------- shipped models

// A line the tokenizer cannot represent at all comes back as itself (without the carry the
// models invent a sentence for it).
static void test_unrepresentable_lines_unchanged(void **state) {
    (void)state;
    const char *lines[] = {"😀😀😀", "中文", "😀 !", "  中文  ", "https://example.com/x",
                           "john@example.org", "👍🏽 ¡¿?", "...", "!!!", "* * *"};
    const int n = (int)(sizeof lines / sizeof lines[0]);
    for (int k = 0; k < 2; k++)
        for (int beam = 1; beam <= 4; beam += 3) {
            TranslateOptions o = opts(beam);
            char *out[16];
            assert_int_equal(translate_lines(g_models[k], g_spm, lines, n, &o, out, NULL), 0);
            for (int i = 0; i < n; i++) {
                assert_string_equal(out[i], lines[i]);
                free(out[i]);
            }
            o.carry_unknown = 0;
            char *inv = translate_one(g_models[k], "😀😀😀", &o);
            assert_string_not_equal(inv, "😀😀😀");
            free(inv);
        }
}

// Removes the first occurrence of span from s, with one space before it if there is one, and a
// space left at the start.
static void remove_span(char *s, const char *span) {
    char *p = strstr(s, span);
    assert_non_null(p);
    size_t n = strlen(span);
    if (p > s && p[-1] == ' ') {
        p--;
        n++;
    }
    memmove(p, p + n, strlen(p + n) + 1);
    if (s[0] == ' ') memmove(s, s + 1, strlen(s));
}

// A span inside a sentence is carried verbatim, once, and the rest is the translation of the
// sentence written without it.
static void test_spans_kept_rest_translated(void **state) {
    (void)state;
    static const char *const cases[][3] = {  // line, the line without its span, the span
        {"In the beginning 😀 God created the heavens and the earth.",
         "In the beginning God created the heavens and the earth.", "😀"},
        {"See https://example.com/a?b=1 for more.", "See for more.", "https://example.com/a?b=1"},
        {"Visit www.example.com.", "Visit.", "www.example.com"},
        {"Write to john.doe@example.org today.", "Write to today.", "john.doe@example.org"},
        {"The naïve man went home.", "The man went home.", "naïve"},
        {"And God said 中文 字 to Moses.", "And God said to Moses.", "中文 字"},
        {"The 3 men came to Jerusalem.", "The men came to Jerusalem.", "3"},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
        for (int k = 0; k < 2; k++)
            for (int beam = 1; beam <= 4; beam += 3) {
                TranslateOptions o = opts(beam);
                char *out = translate_one(g_models[k], cases[c][0], &o);
                char *rest = plain(g_models[k], cases[c][1], beam, NULL, NULL, NULL, NULL);
                assert_int_equal(count_of(out, cases[c][2]), 1);
                remove_span(out, cases[c][2]);
                if (strcmp(out, rest))
                    print_error("%s beam %d: '%s': rest '%s', want '%s'\n", g_names[k], beam,
                                cases[c][0], out, rest);
                assert_string_equal(out, rest);
                free(out);
                free(rest);
            }
}

// ASCII quotes, which the shipped tokenizer lacks, translate as the typographic ones it has.
static void test_quotes_respelt(void **state) {
    (void)state;
    static const char *const cases[][2] = {
        {"This is God's house.", "This is God\u2019s house."},
        {"He said \"Go now.\"", "He said \u201cGo now.\u201d"},
        {"Don't go there, 'my son'.", "Don\u2019t go there, \u2018my son\u2019."},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
        for (int k = 0; k < 2; k++)
            for (int beam = 1; beam <= 4; beam += 3) {
                TranslateOptions o = opts(beam);
                char *out = translate_one(g_models[k], cases[c][0], &o);
                char *want = plain(g_models[k], cases[c][1], beam, NULL, NULL, NULL, NULL);
                assert_string_equal(out, want);
                free(out);
                free(want);
            }
}

static int word_initial(int id) {
    return !strncmp(spm_id_to_piece(g_spm, id), "\xE2\x96\x81", 3);
}

// A byte of a letter or digit, for the Spanish outputs here: ASCII letters and digits, and every
// byte of a non-ASCII character (á, é, ñ, ...).
static int letter_byte(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c >= 0x80;
}

// Boundary j of tok[0..len) is outside a word: an end, before a word-initial piece, or beside a
// piece edge that is not a letter.
static int outside_word(const int *tok, int len, int j) {
    if (j == 0 || j == len || word_initial(tok[j])) return 1;
    const char *a = spm_id_to_piece(g_spm, tok[j - 1]), *b = spm_id_to_piece(g_spm, tok[j]);
    return !letter_byte((unsigned char)a[strlen(a) - 1]) || !letter_byte((unsigned char)b[0]);
}

// The emoji goes back at the boundary the carry.h rule picks, recomputed here from the plain
// search's attention: the boundary j outside a word minimising the output pieces aligned across
// it, first on ties.
static void test_span_position_from_attention(void **state) {
    (void)state;
    static const char *const cases[][3] = {  // line, without the emoji, the text before it
        {"In the beginning 😀 God created the heavens and the earth.",
         "In the beginning God created the heavens and the earth.", "In the beginning"},
        {"😀 God created the heavens.", "God created the heavens.", ""},
        {"And the earth was without form 😀, and void.", "And the earth was without form, and void.",
         "And the earth was without form"},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
        for (int k = 0; k < 2; k++)
            for (int beam = 1; beam <= 4; beam += 3) {
                int *tok, len, S, *pre, p;
                float *attn;
                char *rest = plain(g_models[k], cases[c][1], beam, &tok, &len, &attn, &S);
                assert_int_equal(spm_encode(g_spm, cases[c][2], &pre, &p), 0);
                free(pre);
                int best = -1, best_cost = 0;
                for (int j = 0; j <= len; j++) {
                    if (!outside_word(tok, len, j)) continue;
                    int cost = 0;
                    for (int i = 0; i < len; i++) {
                        int a = 0;  // argmax over the S - 1 source pieces
                        for (int s = 1; s < S - 1; s++)
                            if (attn[(size_t)i * S + s] > attn[(size_t)i * S + a]) a = s;
                        cost += i < j ? a >= p : a < p;
                    }
                    if (best < 0 || cost < best_cost) best = j, best_cost = cost;
                }
                char *before, *after, want[4096];
                assert_int_equal(spm_decode(g_spm, tok, best, &before), 0);
                assert_int_equal(spm_decode(g_spm, tok + best, len - best, &after), 0);
                // the emoji had whitespace on its left (or started the line): a space there
                snprintf(want, sizeof want, "%s%s😀%s%s", before, *before ? " " : "",
                         *after && word_initial(tok[best]) ? " " : "", after);
                TranslateOptions o = opts(beam);
                char *out = translate_one(g_models[k], cases[c][0], &o);
                assert_string_equal(out, want);
                free(out);
                free(before);
                free(after);
                free(rest);
                free(tok);
                free(attn);
            }
}

// Ordinary lines (the Bible fixture: nothing the tokenizer cannot represent) translate exactly as
// the plain loop does, with both features on.
static void test_ordinary_lines_unchanged(void **state) {
    (void)state;
    char *text = test_read_file("tests/data/bible300.en");
    const char *lines[20];
    int n = 0;
    for (char *p = strtok(text, "\n"); p && n < 20; p = strtok(NULL, "\n")) lines[n++] = p;
    CarrySet *cs;
    assert_int_equal(carry_prepare(g_spm, lines, n, "test", 1, &cs), 0);
    for (int i = 0; i < n; i++) assert_ptr_equal(carry_model_lines(cs)[i], lines[i]);
    carry_free(cs);
    for (int k = 0; k < 2; k++)
        for (int beam = 1; beam <= 4; beam += 3) {
            TranslateOptions o = opts(beam);
            char *out[20];
            assert_int_equal(translate_lines(g_models[k], g_spm, lines, n, &o, out, NULL), 0);
            for (int i = 0; i < n; i++) {
                char *want = plain(g_models[k], lines[i], beam, NULL, NULL, NULL, NULL);
                assert_null(strstr(want, "\xE2\x81\x87"));  // no <unk> ("⁇") to replace
                assert_string_equal(out[i], want);
                free(want);
                free(out[i]);
            }
        }
    free(text);
}

// A batch of mixed lines gives what each line gives alone, greedy and beam, one output per line.
static void test_batch_invariance(void **state) {
    (void)state;
    const char *lines[] = {
        "In the beginning God created the heavens and the earth.", "😀😀😀", "",
        "See https://example.com/a?b=1 for more.", "And God said 中文 字 to Moses.",
        "The naïve man went home 😀!", "   ", "Write to john.doe@example.org today.",
        "And the earth was without form, and void; and darkness was upon the face of the deep.",
    };
    const int n = (int)(sizeof lines / sizeof lines[0]);
    for (int k = 0; k < 2; k++)
        for (int beam = 1; beam <= 3; beam += 2) {
            TranslateOptions o = opts(beam);
            char *out[16];
            assert_int_equal(translate_lines(g_models[k], g_spm, lines, n, &o, out, NULL), 0);
            for (int i = 0; i < n; i++) {
                char *alone = translate_one(g_models[k], lines[i], &o);
                assert_string_equal(out[i], alone);
                free(alone);
                free(out[i]);
            }
        }
}

// bin/decode: one output line per input line, the library's translations, the options' effect.
static void test_cli(void **state) {
    (void)state;
    if (access("bin/decode", X_OK) != 0) {
        print_error("bin/decode is not built (make test builds it first)\n");
        fail();
    }
    const char *lines[] = {"😀😀😀", "", "In the beginning 😀 God created the heavens and the earth.",
                           "中文", "See https://example.com/a?b=1 for more.", "   "};
    const int n = (int)(sizeof lines / sizeof lines[0]);
    char text[4096] = "";
    for (int i = 0; i < n; i++) {
        strcat(text, lines[i]);
        strcat(text, "\n");
    }
    const char *in = test_tmp_text("carry.in", text);
    char *out = test_path("carry.out"), *off = test_path("carry.off");
    assert_int_equal(test_run("bin/decode -m %s -q -t 1 -i %s -o %s", TFM_DIR, in, out), 0);
    assert_int_equal(test_run("bin/decode -m %s -q -t 1 -i %s -o %s --carry-unknown off "
                              "--replace-unk off", TFM_DIR, in, off), 0);
    TranslateOptions o = opts(1);
    char *want[8];
    assert_int_equal(translate_lines(g_models[0], g_spm, lines, n, &o, want, NULL), 0);
    char *got = test_read_file(out), *line = got;
    for (int i = 0; i < n; i++) {
        char *nl = strchr(line, '\n');
        assert_non_null(nl);
        *nl = '\0';
        assert_string_equal(line, want[i]);
        line = nl + 1;
        free(want[i]);
    }
    assert_string_equal(line, "");  // exactly n lines
    char *got_off = test_read_file(off);
    assert_int_equal(count_of(got_off, "\n"), n);
    assert_null(strstr(got_off, "😀"));  // without the carry the emoji is lost
    assert_int_equal(test_run("bin/decode -m %s --carry-unknown maybe < /dev/null 2>/dev/null",
                              TFM_DIR), 2);
    free(got);
    free(got_off);
}

// ---------------------------------------------------------------- <unk> replacement (mock)

// A scripted model: at step t a row whose previous token is prev gets the logits of script_step
// (log-softmaxed) and the attention exp(-|s - q|) / Z over its sentence's src_len positions,
// q = script_step's peak (mod the pieces). No parameters beyond one placeholder tensor.
struct DecodeState {
    int B, S, t;
    int *src_len;  // [B]
    int *prev;     // [rows] the previous token of each row at the last step
    int *sent;     // [rows] its sentence
    int n;
};

typedef void (*ScriptFn)(int t, int prev, float *logits, int *q);
static ScriptFn g_script;

static float *g_unused_w, *g_unused_g;  // where params_add keeps the placeholder's pointers

static int script_build(Model *m) {
    int shape[1] = {1};
    return params_add(&m->params, "unused", 1, shape, INIT_ZEROS, 0.0f, &g_unused_w,
                      &g_unused_g);
}
static void script_destroy(Model *m) { (void)m; }
static int script_forward(Model *m, const Batch *b, int train, LossInput *out) {
    (void)m, (void)b, (void)train, (void)out;
    return td_error(TD_ERR_ARG, "the scripted model only decodes");
}
static int script_backward(Model *m, const float *dh) {
    (void)m, (void)dh;
    return td_error(TD_ERR_ARG, "the scripted model only decodes");
}

static DecodeState *script_encode(Model *m, const int *src, const int *src_len, int B, int S) {
    (void)m, (void)src;
    DecodeState *st = calloc(1, sizeof *st);
    st->B = B;
    st->S = S;
    st->src_len = malloc(sizeof(int) * (size_t)B);
    memcpy(st->src_len, src_len, sizeof(int) * (size_t)B);
    st->prev = malloc(sizeof(int) * (size_t)B * 8);
    st->sent = malloc(sizeof(int) * (size_t)B * 8);
    return st;
}

static int script_step(Model *m, DecodeState *st, const DecodeRows *rows, const int *prev,
                       float *logprobs) {
    const int V = m->cfg.vocab;
    for (int r = 0; r < rows->n; r++) {
        float *lp = logprobs + (size_t)r * V;
        int q;
        memset(lp, 0, sizeof(float) * (size_t)V);
        g_script(st->t, prev[r], lp, &q);
        test_to_logprobs(lp, V);
        st->prev[r] = prev[r];
        st->sent[r] = rows->sentence[r];
    }
    st->n = rows->n;
    st->t++;
    return TD_OK;
}

static int script_cross_attention(Model *m, const DecodeState *st, const DecodeRows *rows,
                                  int layer, int head, float *out) {
    (void)layer, (void)head;
    float *scratch = malloc(sizeof(float) * (size_t)m->cfg.vocab);
    for (int r = 0; r < rows->n; r++) {
        int len = st->src_len[rows->sentence[r]], q;
        g_script(st->t - 1, st->prev[r], scratch, &q);
        q %= len - 1;
        double z = 0;
        for (int s = 0; s < len; s++) z += exp(-fabs((double)(s - q)));
        for (int s = 0; s < st->S; s++)
            out[(size_t)r * st->S + s] = s < len ? (float)(exp(-fabs((double)(s - q))) / z) : 0;
    }
    free(scratch);
    return TD_OK;
}

static void script_free_state(Model *m, DecodeState *st) {
    (void)m;
    free(st->src_len);
    free(st->prev);
    free(st->sent);
    free(st);
}

static const ModelOps script_ops = {
    .arch = "transformer", .build = script_build, .destroy = script_destroy,
    .forward = script_forward, .backward = script_backward, .encode = script_encode,
    .step = script_step, .reorder = test_reorder_none, .cross_attention = script_cross_attention,
    .free_state = script_free_state,
};

static Model *script_model(void) {
    model_ops_override(ARCH_TRANSFORMER, &script_ops);
    ModelConfig cfg = config_defaults(ARCH_TRANSFORMER);
    cfg.vocab = spm_vocab_size(g_spm);
    Model *m = model_create(&cfg, 1);
    model_ops_override(ARCH_TRANSFORMER, NULL);
    assert_non_null(m);
    return m;
}

// Source: pieces 0 "▁The" 1 "▁kingdom" 2 "▁of" 3..12 "▁M ah er sh al al ha sh ba z" 13 "▁and"
// 14..20 "▁Kibroth ha t ta a v ah" 21 "▁came" 22 "." (checked below).
#define SRC "The kingdom of Mahershalalhashbaz and Kibrothhattaavah came."
enum { ID_Y = 21, ID_DE = 7, ID_DOT = 5 };  // "▁Y", "▁de", "."

// Greedy: "▁Y" <unk>@6 <unk>@9 "▁de" <unk>@17 "." EOS (peaks 6 and 9 inside Mahershalalhashbaz,
// 17 inside Kibrothhattaavah).
static void greedy_script(int t, int prev, float *logits, int *q) {
    (void)prev;
    static const int tok[] = {ID_Y, SPM_UNK_ID, SPM_UNK_ID, ID_DE, SPM_UNK_ID, ID_DOT, TOK_EOS};
    static const int peak[] = {0, 6, 9, 13, 17, 22, 22};
    int k = t < 7 ? t : 6;
    logits[tok[k]] = 10.0f;
    *q = peak[k];
}

// Beam: step 0 "▁Y" (logit 2) or "▁de" (1.8), EOS -30, the rest 0; after "▁Y" EOS (0.5, the rest
// 0: nearly uniform), after anything else <unk> (6); then EOS (8). With V = 8000,
// log-probabilities: step 0 Y -6.989, de -7.189, others -8.989; step 1 Y->EOS -8.487, x-><unk>
// -3.036, then EOS -1.304; so greedy ends "Y" (score -15.48 / ((5+2)/6)^1 = -13.27) while beams
// of 2 to 4 find "de <unk>" (-11.53 / ((5+3)/6)^1 = -8.65; another first token: -12.03 after two
// steps). The <unk> attends to piece 17 after "▁de" and to piece 6 after "▁Y": only the
// hypothesis' own history gives 17.
static void beam_script(int t, int prev, float *logits, int *q) {
    *q = 0;
    if (t == 0) {
        logits[ID_Y] = 2.0f;
        logits[ID_DE] = 1.8f;
        logits[TOK_EOS] = -30.0f;
    } else if (t == 1 && prev == ID_Y) {
        logits[TOK_EOS] = 0.5f;
        *q = 6;
    } else if (t == 1) {
        logits[SPM_UNK_ID] = 6.0f;
        *q = 17;
    } else {
        logits[TOK_EOS] = 8.0f;
    }
}

// The expected text: out [n] with every <unk> i replaced by the pieces of the source word that
// holds piece peak[i] (a word-initial piece and the pieces after it), consecutive <unk>s on one
// word once, then detokenised.
static char *expected(const int *src, int n_src, const int *out, int n, const int *peak) {
    int ids[256], k = 0, last = -1;
    for (int i = 0; i < n; i++) {
        if (out[i] != SPM_UNK_ID) {
            ids[k++] = out[i];
            last = -1;
            continue;
        }
        int b = peak[i], e = peak[i] + 1;
        while (b > 0 && !word_initial(src[b])) b--;
        while (e < n_src && !word_initial(src[e])) e++;
        if (b != last)
            for (int j = b; j < e; j++) ids[k++] = src[j];
        last = b;
    }
    char *text;
    assert_int_equal(spm_decode(g_spm, ids, k, &text), 0);
    return text;
}

// The argmax of the script's attention at a step, computed here in double.
static int script_argmax(ScriptFn f, int t, int prev, int len) {
    float *scratch = calloc((size_t)spm_vocab_size(g_spm), sizeof(float));
    int q, best = 0;
    f(t, prev, scratch, &q);
    free(scratch);
    q %= len - 1;
    for (int s = 1; s < len - 1; s++)  // pieces only, EOS excluded
        if (exp(-fabs((double)(s - q))) > exp(-fabs((double)(best - q)))) best = s;
    return best;
}

static void test_replace_unk_greedy(void **state) {
    (void)state;
    int *src, n;
    assert_int_equal(spm_encode(g_spm, SRC, &src, &n), 0);
    assert_int_equal(n, 23);
    assert_true(word_initial(src[3]) && word_initial(src[14]) && word_initial(src[21]));
    for (int i = 4; i < 13; i++) assert_false(word_initial(src[i]));
    Model *m = script_model();
    g_script = greedy_script;
    const int out[] = {ID_Y, SPM_UNK_ID, SPM_UNK_ID, ID_DE, SPM_UNK_ID, ID_DOT};
    int peak[6];
    for (int i = 0; i < 6; i++) peak[i] = script_argmax(greedy_script, i, 0, n + 1);
    assert_int_equal(peak[1], 6);
    char *want = expected(src, n, out, 6, peak);
    assert_string_equal(want, "Y Mahershalalhashbaz de Kibrothhattaavah.");
    TranslateOptions o = opts(1);
    char *got = translate_one(m, SRC, &o);
    assert_string_equal(got, want);
    free(got);
    o.replace_unk = 0;  // SentencePiece's own rendering of <unk>
    got = translate_one(m, SRC, &o);
    char *plain_text;
    assert_int_equal(spm_decode(g_spm, out, 6, &plain_text), 0);
    assert_string_equal(got, plain_text);
    free(plain_text);
    free(got);
    // in a batch with other lines (the peak taken modulo each line's pieces), and under beam 1
    // through the beam code
    const char *lines[] = {"And God said.", SRC, "Let there be light."};
    char *outs[3];
    o = opts(1);
    assert_int_equal(translate_lines(m, g_spm, lines, 3, &o, outs, NULL), 0);
    assert_string_equal(outs[1], want);
    for (int i = 0; i < 3; i++) {
        char *alone = translate_one(m, lines[i], &o);
        assert_string_equal(outs[i], alone);
        free(alone);
        free(outs[i]);
    }
    o.search.force_beam = 1;
    got = translate_one(m, SRC, &o);
    assert_string_equal(got, want);
    free(got);
    free(want);
    free(src);
    model_free(m);
}

static void test_replace_unk_beam_follows_history(void **state) {
    (void)state;
    int *src, n;
    assert_int_equal(spm_encode(g_spm, SRC, &src, &n), 0);
    Model *m = script_model();
    g_script = beam_script;
    TranslateOptions o = opts(1);
    char *got = translate_one(m, SRC, &o);
    assert_string_equal(got, "Y");  // greedy (see beam_script)
    free(got);
    const int out[] = {ID_DE, SPM_UNK_ID};
    int peak[2] = {0, script_argmax(beam_script, 1, ID_DE, n + 1)};
    assert_int_equal(peak[1], 17);
    assert_int_not_equal(script_argmax(beam_script, 1, ID_Y, n + 1), 17);
    char *want = expected(src, n, out, 2, peak);
    assert_string_equal(want, "de Kibrothhattaavah");
    const char *lines[] = {SRC, "And God said.", SRC};
    for (int beam = 2; beam <= 4; beam++) {

        o = opts(beam);
        char *outs[3];
        assert_int_equal(translate_lines(m, g_spm, lines, 3, &o, outs, NULL), 0);
        assert_string_equal(outs[0], want);
        assert_string_equal(outs[2], want);
        for (int i = 0; i < 3; i++) free(outs[i]);
    }
    free(want);
    free(src);
    model_free(m);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unrepresentable_lines_unchanged),
        cmocka_unit_test(test_spans_kept_rest_translated),
        cmocka_unit_test(test_span_position_from_attention),
        cmocka_unit_test(test_quotes_respelt),
        cmocka_unit_test(test_ordinary_lines_unchanged),
        cmocka_unit_test(test_batch_invariance),
        cmocka_unit_test(test_cli),
        cmocka_unit_test(test_replace_unk_greedy),
        cmocka_unit_test(test_replace_unk_beam_follows_history),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
