// Fuzz target: the configuration texts: a model file's "config" section (models/config.h
// config_from_text, config_set and the option_parse_* value parsers of util/options.h under it,
// the duration parser included) and the run's
// config.txt, the options text a training state also carries (train/options.h
// train_options_merge_resume parses it as saved options). A model configuration that parses and
// validates must survive config_to_text and parse back to the same text.
//
// Input: the text (NUL-terminated by the harness; a NUL inside ends it, as in a C string).
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "models/config.h"
#include "train/options.h"
#include "util/options.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = malloc(size + 1);
    if (!text) abort();
    memcpy(text, data, size);
    text[size] = '\0';
    for (int arch = 0; arch < 2; arch++) {
        ModelConfig c = config_defaults((ModelArch)arch);
        if (config_from_text(&c, text) == 0 && config_validate(&c) == 0) {
            char a[4096], b[4096];
            if (config_to_text(&c, a, sizeof a) < 0) abort();
            ModelConfig d = config_defaults(c.arch);
            if (config_from_text(&d, a) != 0 || config_to_text(&d, b, sizeof b) < 0 || strcmp(a, b))
                abort();
        }
    }
    static TrainOptions o;  // large: not on the stack
    train_options_defaults(&o);
    if (train_option_set(&o, "resume", "run") == 0) (void)train_options_merge_resume(&o, text);
    // The first line as KEY=VALUE through every option parser.
    char *nl = strchr(text, '\n');
    if (nl) *nl = '\0';
    char *eq = strchr(text, '=');
    if (eq) {
        *eq = '\0';
        long l;
        int i;
        float f;
        static const char *const names[] = {"gru", "lstm"};
        (void)option_parse_long(text, eq + 1, -1000000, 1000000, &l);
        (void)option_parse_int(text, eq + 1, 0, 1 << 20, &i);
        (void)option_parse_float(text, eq + 1, 0.0, 10.0, &f);
        (void)option_parse_choice(text, eq + 1, names, 2, &i);
        double seconds;
        (void)option_parse_duration(text, eq + 1, &seconds);
    }
    free(text);
    return 0;
}
