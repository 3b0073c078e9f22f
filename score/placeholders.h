// Placeholder preservation: how many of the placeholders a translation must carry through
// (printf conversions, Qt/KDE %N, Python %(name)s, brace fields, markup tags) a hypothesis keeps,
// for software-string corpora (docs/data.md) where a lost "%s" breaks the program.
#ifndef TANDEM_PLACEHOLDERS_H
#define TANDEM_PLACEHOLDERS_H

#include <stddef.h>
#include <stdint.h>

#include "tensor/status.h"

// One placeholder found in a string: its bytes s[start, start + len).
typedef struct {
    size_t start, len;
} Placeholder;

// Finds the placeholders of the NUL-terminated string s, left to right, without overlap, and
// writes up to cap of them into out; returns how many there are (may exceed cap: call again with
// a larger array). The forms, tried in this order at each '%', '{' and '<':
//   printf      %[N$][flags -+#0'][width|*][.prec|.*][hh h ll l L q j z t]conv, conv one of
//               d i o u x X e E f F g G a A c s p n     ("%s", "%1$d", "%-10.3f", "%lu")
//   Python      %(name)[flags][width][.prec]conv        ("%(count)d")
//   Qt / KDE    %N with N = 1..99 not followed by a digit or '$' ("%1", "%12")
//   brace       {}, {N}, {name}, {name:spec} with no brace inside ("{0}", "{file}")
//   markup      <tag ...>, </tag>, <tag/> with tag = letter then letters/digits ("<b>", "</a>")
// "%%" is a literal percent sign, not a placeholder; the space flag is not read ("50 % off" is
// prose, not "% o").
size_t placeholders_find(const char *s, Placeholder *out, size_t cap);

// Running totals over segments.
typedef struct {
    int64_t required;  // placeholders present in both source and reference (as multisets)
    int64_t kept;      // of those, how many the hypothesis has too
    int64_t segments;  // segments with at least one required placeholder
    int64_t segments_all_kept;
} PlaceholderStats;

// Adds one segment: required = the multiset intersection of the source's and the reference's
// placeholders (those a translator kept; compared byte for byte), kept = its intersection with the
// hypothesis's. Errors: TD_ERR_NOMEM.
TD_MUST_USE int placeholders_add(PlaceholderStats *acc, const char *src, const char *ref,
                                 const char *hyp);

// 100 * kept / required, or 100 when nothing was required.
double placeholders_rate(const PlaceholderStats *s);

#endif
