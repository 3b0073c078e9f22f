// Finding a model by name on the search path (see model_find.h).
#include "decode/model_find.h"

#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_DIRS 64
#define DIR_CAP 4096

typedef struct SearchPath {
    int n, n_env;  // folders, of which the first n_env come from MODEL_PATH_ENV
    char dir[MAX_DIRS][DIR_CAP];
} SearchPath;

static int is_dir(const char *p) {
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static int is_file(const char *p) {
    struct stat st;
    return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

static void path_add(SearchPath *sp, const char *a, size_t len, const char *b) {
    if (sp->n == MAX_DIRS || len + strlen(b) + 1 > DIR_CAP) return;
    snprintf(sp->dir[sp->n++], DIR_CAP, "%.*s%s", (int)len, a, b);
}

// TANDEM_MODELS's folders, then the installed share/tandem or the checkout's pretrained/.
static void search_path(SearchPath *sp) {
    sp->n = sp->n_env = 0;
    const char *env = getenv(MODEL_PATH_ENV);
    for (const char *p = env; p && *p;) {
        const char *c = strchr(p, ':');
        size_t len = c ? (size_t)(c - p) : strlen(p);
        if (len) path_add(sp, p, len, "");
        p = c ? c + 1 : p + len;
    }
    sp->n_env = sp->n;
    char exe[DIR_CAP];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) return;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');  // EXE_DIR/prog -> EXE_DIR
    if (!slash) return;
    *slash = '\0';
    slash = strrchr(exe, '/');        // EXE_DIR -> its parent (PREFIX, or the checkout)
    size_t root = slash ? (size_t)(slash - exe) : 0;
    char mk[DIR_CAP];
    snprintf(mk, sizeof mk, "%.*s/Makefile", (int)root, exe);
    char pre[DIR_CAP];
    snprintf(pre, sizeof pre, "%.*s/pretrained", (int)root, exe);
    if (is_file(mk) && is_dir(pre)) path_add(sp, exe, root, "/pretrained");
    else path_add(sp, exe, root, "/share/tandem");
}

// The checkpoint of model `name` in folder dir (dir/name/best.ckpt or dir/name.ckpt) into
// out[cap]; 0 when dir has none.
static int lookup(const char *dir, const char *name, char *out, size_t cap) {
    snprintf(out, cap, "%s/%s/best.ckpt", dir, name);
    if (is_file(out)) return 1;
    snprintf(out, cap, "%s/%s.ckpt", dir, name);
    return is_file(out);
}

int model_find(const char *arg, char *path, size_t cap) {
    int w;
    if (is_dir(arg)) w = snprintf(path, cap, "%s/best.ckpt", arg);
    else w = snprintf(path, cap, "%s", arg);
    if (w < 0 || (size_t)w >= cap) return td_error(TD_ERR_ARG, "model path too long: %s", arg);
    if (!*arg)
        return td_error(TD_ERR_ARG, "-m '' names no model; " MODEL_ARG_HELP);
    if (is_dir(arg) && !is_file(path)) {
        char last[4200];
        snprintf(last, sizeof last, "%s/last.ckpt", arg);
        if (is_file(last))
            return td_error(TD_ERR_IO, "-m %s: the directory has no best.ckpt (a training run "
                            "writes it at its first validation); give a checkpoint file such as "
                            "%s", arg, last);
        return td_error(TD_ERR_IO, "-m %s: the directory holds no model (no best.ckpt, no "
                        "last.ckpt): give a checkpoint file, a training directory or the name of "
                        "an installed model (--list-models)", arg);
    }
    if (is_dir(arg) || is_file(arg) || strchr(arg, '/')) return 0;
    SearchPath *sp = malloc(sizeof *sp);
    if (!sp) return td_error(TD_ERR_NOMEM, "out of memory searching for model %s", arg);
    search_path(sp);
    for (int i = 0; i < sp->n; i++)
        if (lookup(sp->dir[i], arg, path, cap)) {
            free(sp);
            return 0;
        }
    char where[8192];
    const char *env = getenv(MODEL_PATH_ENV);
    int at = snprintf(where, sizeof where, env ? "$%s = %s" : "$%s (unset)", MODEL_PATH_ENV, env);
    for (int i = sp->n_env; i < sp->n && at < (int)sizeof where; i++)
        at += snprintf(where + at, sizeof where - at, ", %s", sp->dir[i]);
    free(sp);
    return td_error(TD_ERR_IO, "no model named '%s' in %s; " MODEL_ARG_HELP, arg, where);
}

static int cmp_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

// The sorted model names of folder dir (entries dir/NAME/best.ckpt and dir/NAME.ckpt) into
// *names (malloc'd, each malloc'd); returns the count.
static int dir_models(const char *dir, char ***names) {
    *names = NULL;
    DIR *d = opendir(dir);
    if (!d) return 0;
    int k = 0;
    char path[DIR_CAP + 512];
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.') continue;
        if (len > 5 && !strcmp(e->d_name + len - 5, ".ckpt")) len -= 5;
        char *name = strndup(e->d_name, len);
        char **grown = name ? realloc(*names, sizeof **names * (size_t)(k + 1)) : NULL;
        if (!grown || !lookup(dir, name, path, sizeof path)) {
            free(name);
            if (grown) *names = grown;
            continue;
        }
        *names = grown;
        (*names)[k++] = name;
    }
    closedir(d);
    qsort(*names, (size_t)k, sizeof **names, cmp_names);
    return k;
}

int model_list(FILE *f) {
    SearchPath *sp = malloc(sizeof *sp);
    if (!sp) return 0;
    search_path(sp);
    int printed = 0;
    char path[DIR_CAP + 512], first[DIR_CAP + 512];
    for (int i = 0; i < sp->n; i++) {
        char **names;
        int k = dir_models(sp->dir[i], &names);
        for (int j = 0; j < k; j++) {
            int shadowed = 0;  // -m NAME finds an earlier folder's model of that name
            for (int e = 0; e < i && !shadowed; e++)
                shadowed = lookup(sp->dir[e], names[j], first, sizeof first);
            if (j == 0 || strcmp(names[j], names[j - 1]))  // NAME/ and NAME.ckpt: the first
                if (!shadowed && lookup(sp->dir[i], names[j], path, sizeof path)) {
                    fprintf(f, "%s\t%s\n", names[j], path);
                    printed++;
                }
        }
        for (int j = 0; j < k; j++) free(names[j]);
        free(names);
    }
    free(sp);
    return printed;
}
