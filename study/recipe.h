// Recipes: the optimisation of one architecture (learning rate, schedule and warm-up, norm
// placement, dropout, label smoothing, optimizer and weight decay, gradient clipping, batch
// tokens, the beam's length penalty) as data, read from small "key = value" files
// (study/recipes/*.recipe), turned into bin/train and bin/decode options, and written back as
// files (the winners of bin/compare --tune). A field that is not set adds no option: the
// program's own default (bin/train --help, bin/decode --help) holds, so an empty recipe gives
// exactly the commands of a study without recipes.
//
// The file format, shared with the tuning grids (study/tune.h): one "key = value" per line,
// '#' starts a comment (whole line or after a value), blank lines are ignored, "[name]" starts a
// section (grids only). Errors name the file and line: "r.recipe:3: unknown key 'lr_peak' (use
// lr, schedule, ...)".
#ifndef TANDEM_STUDY_RECIPE_H
#define TANDEM_STUDY_RECIPE_H

#include <stddef.h>

#include "study/proc.h"
#include "tensor/status.h"

// Recipe fields, in the order files and reports list them.
enum {
    STUDY_R_LR,             // bin/train --lr: the peak learning rate (noam: the peak too)
    STUDY_R_SCHEDULE,       // --schedule constant|noam|inverse-sqrt|plateau
    STUDY_R_WARMUP,         // --warmup N updates
    STUDY_R_WARMUP_SHARE,   // --warmup as a share of the run's update budget (0 < s < 1)
    STUDY_R_NORM,           // --norm post|pre (Transformer only)
    STUDY_R_DROPOUT,        // --dropout
    STUDY_R_LABEL_SMOOTHING,  // --label-smoothing
    STUDY_R_OPTIMIZER,      // --optimizer adam|adamw
    STUDY_R_WEIGHT_DECAY,   // --weight-decay (bin/train needs --optimizer adamw for it)
    STUDY_R_CLIP_NORM,      // --clip-norm
    STUDY_R_BATCH_TOKENS,   // --batch-tokens
    STUDY_R_AVERAGE,        // K >= 2: the test decodes read the average of the run's last K
                            // step checkpoints (bin/train --average; --keep K keeps them)
    STUDY_R_LENGTH_PENALTY, // bin/decode --length-penalty of the beam decodes
    STUDY_R_COUNT
};

typedef struct StudyRecipe {
    int arch;                       // ModelArch
    char name[64];                  // the file's stem ("rnn-default"), or "preset defaults"
    char value[STUDY_R_COUNT][32];  // as written in the file; "" = not set
    int line[STUDY_R_COUNT];        // the file's line that set each field; 0 = not from a file
                                    // (study_recipe_set clears it)
} StudyRecipe;

// The file key of field f ("lr", "warmup_share", ...) and the program option it sets ("lr",
// "length-penalty"; "warmup" for warmup_share, "keep" for average).
const char *study_recipe_key(int f);
const char *study_recipe_option(int f);
// The field of a file key, or -1.
int study_recipe_field(const char *key);

// An empty recipe for arch (every field unset), named "preset defaults".
void study_recipe_init(StudyRecipe *r, int arch);

// Unsets every field that sets bin/train's --`option` ("dropout"; "warmup" unsets warmup and
// warmup_share).
void study_recipe_unset_option(StudyRecipe *r, const char *option);

// Sets field `key` to `value` after checking it (numbers and ranges as bin/train and bin/decode
// take them; "auto" or "default" unsets a field). Returns 0 or TD_ERR_ARG naming the key, the
// value and what is allowed.
TD_MUST_USE int study_recipe_set(StudyRecipe *r, const char *key, const char *value);
// The fields' joint check: TD_ERR_ARG "weight_decay needs optimizer = adamw ..." when
// weight_decay is above 0 and optimizer is not adamw (bin/train refuses that), else 0.
TD_MUST_USE int study_recipe_decay_check(const StudyRecipe *r);

// Parses recipe text: "arch = rnn|transformer" (required, and it must equal r->arch as given
// by study_recipe_init) and the fields (study_recipe_decay_check too, at the weight_decay line).
// `path` names the file in messages. Returns 0 or TD_ERR_FORMAT "PATH:LINE: why".
TD_MUST_USE int study_recipe_parse(StudyRecipe *r, const char *text, const char *path);
// Reads the recipe file at path for arch (study_recipe_init, then study_recipe_parse of the whole
// file, so a NUL byte in it is an error; the name is the file's stem). Returns 0, TD_ERR_IO or
// TD_ERR_FORMAT.
TD_MUST_USE int study_recipe_load(StudyRecipe *r, const char *path, int arch);

// The warm-up in updates that the recipe's warmup_share gives a schedule of `updates` updates:
// round(share x updates), at least 1 (0 when the recipe has no share).
long study_recipe_warmup_updates(const StudyRecipe *r, long updates);

// Adds the bin/train options of the recipe to a. warmup_share becomes --warmup
// study_recipe_warmup_updates(r, schedule_updates); schedule_updates <= 0 (a run with a time
// budget) is then TD_ERR_ARG; average = K becomes --keep K. Returns 0 or TD_ERR_ARG.
TD_MUST_USE int study_recipe_train_words(const StudyRecipe *r, long schedule_updates, StudyArgv *a);
// 1 if the bin/train argument `word` sets bin/train's option `name` as bin/train reads it
// (train_option_named): "--max-steps", "--max-steps=5" and the abbreviation "--max-st" all set
// max-steps.
int study_train_word_sets(const char *word, const char *name);
// TD_ERR_ARG when `words` (e.g. bin/compare --train-args, named `what` in the message) holds an
// option the recipe sets ("--lr", or an abbreviation bin/train takes for it); 0 otherwise (words
// may be NULL).
TD_MUST_USE int study_recipe_check_words(const StudyRecipe *r, const char *words, const char *what);

// Adds the bin/decode options of a beam decode with the recipe to a: --length-penalty, the
// recipe's or else bin/decode's default (search_defaults), so that every beam command a study
// records says the penalty it decoded with.
void study_recipe_decode_words(const StudyRecipe *r, StudyArgv *a);
// The checkpoints the recipe averages (average = K), or 0.
int study_recipe_average(const StudyRecipe *r);

// The recipe as a file ("arch = ...", then every set field as "key = value") into buf. Returns
// the length, or TD_ERR_ARG when it does not fit.
int study_recipe_text(const StudyRecipe *r, char *buf, size_t cap);
// The set fields on one line, "lr=1e-3 schedule=constant" ("preset defaults" when none is set).
void study_recipe_line(const StudyRecipe *r, char *buf, size_t cap);

// The key-value reader of recipe and grid files, over text[0..len). Calls fn(ctx, section, key,
// value, line) for every "key = value" line (section "" before the first "[name]"; key and value
// trimmed, comments removed), and fn(ctx, section, NULL, NULL, line) for every "[section]"
// header, so that a section is checked at its header even when it has no keys; a negative
// return stops it. Returns 0, or TD_ERR_FORMAT
// "PATH:LINE: why" for a line with a NUL byte, a line without '=', an empty key or value, or
// fn's error (its message after the place).
typedef int (*StudyKvFn)(void *ctx, const char *section, const char *key, const char *value,
                         int line);
TD_MUST_USE int study_kv_parse(const char *text, size_t len, const char *path, StudyKvFn fn,
                               void *ctx);

// Text from a file as an error message quotes it: at most STUDY_QUOTE_CHARS bytes of s, then
// "..." if there are more; bytes outside printable ASCII as \xHH. Writes buf (STUDY_QUOTE_CAP
// bytes hold any result) and returns it.
#define STUDY_QUOTE_CHARS 60
#define STUDY_QUOTE_CAP 256
const char *study_quote(const char *s, char *buf, size_t cap);
// Restates the current error of a value check for a file (util/options.h and the model's
// configuration write "--name: 'VALUE' why"): "key: 'VALUE' why", with key as the file writes it
// and VALUE quoted by study_quote. A message that names no option stays. Returns status.
int study_kv_error(int status, const char *key, const char *value);

#endif
