// Finding a model by name: `decode -m transformer-en-es` as well as `decode -m runs/x/best.ckpt`.
//
// The search path, in order:
//   1. the folders of the environment variable TANDEM_MODELS (colon-separated, like PATH; empty
//      entries skipped): your own model folders;
//   2. PREFIX/share/tandem of an installed program (`make install PREFIX=...` puts the shipped
//      models there), found from where the running program lies: EXE_DIR/../share/tandem, so an
//      installed tree may be moved or staged with DESTDIR without a rebuild;
//   3. the checkout's pretrained/ when the program runs from a checkout (EXE_DIR/../pretrained next
//      to EXE_DIR/../Makefile, i.e. bin/decode of the repository).
// A model NAME in folder DIR is DIR/NAME/best.ckpt (the layout of pretrained/ and of a training
// run) or the file DIR/NAME.
#ifndef TANDEM_MODEL_FIND_H
#define TANDEM_MODEL_FIND_H

#include <stddef.h>
#include <stdio.h>

#include "tensor/status.h"

// The environment variable of step 1.
#define MODEL_PATH_ENV "TANDEM_MODELS"

// What -m accepts, the end of every message about a -m that names no model.
#define MODEL_ARG_HELP                                                                        \
    "-m takes a checkpoint file, a training directory or the name of an installed model "   \
    "(--list-models)"

// Resolves a -m argument into the checkpoint file path[cap]: an existing directory gives
// DIR/best.ckpt and an existing file itself (a path works as it always did); an argument that does
// not exist and has no '/' is a name looked up on the search path; any other argument is copied
// as given (loading it then reports the missing file). Returns 0; TD_ERR_ARG for an empty
// argument or a path that does not fit in cap bytes; TD_ERR_IO for a directory without best.ckpt,
// or for a name found nowhere, with a message listing every folder searched ("no model named 'x'
// in $TANDEM_MODELS (unset), /usr/local/share/tandem; " MODEL_ARG_HELP).
int model_find(const char *arg, char *path, size_t cap) TD_MUST_USE;

// Prints the models on the search path, one "NAME<TAB>PATH" line each in search order (a name
// already found earlier on the path is left out: -m NAME would not reach it). Returns the number
// printed.
int model_list(FILE *f);

#endif
