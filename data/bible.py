#!/usr/bin/env python3
"""Builds the WEB English -> Reina-Valera 1909 Spanish verse-aligned corpus (DATA.md section 1).

Reads the SWORD modules engWEB2015eb and spaRV1909eb through `mod2imp` (Debian: libsword-utils,
sword-text-web, sword-text-sparv), cleans the OSIS markup, re-cases RV1909's all-caps chapter
openings, aligns verses per book with a Gale-Church style dynamic programme that strongly prefers
equal references but follows versification shifts (English Numbers 12:16 = Spanish Numbers 13:1),
and writes OUT/{train,dev,test}.{en,es,ref}. `.ref` lines are "<English ref>\t<Spanish ref>".
Standard library only; the output is the same bytes on every run.

Usage: bible.py OUTDIR            build the corpus
       bible.py --check OUTDIR    verify counts, the Numbers 12:16/13:1 pairing, no reserved book
       bible.py --imp WEB.imp RV.imp OUTDIR   build from saved mod2imp output (for debugging)
"""
import collections
import html
import math
import os
import re
import subprocess
import sys
import unicodedata

DEV = ["Acts", "Joel", "Micah", "Galatians", "James", "Nahum", "Esther"]
TEST = ["John", "Ruth", "Amos", "Ephesians", "1 Peter", "Jonah", "Lamentations"]
RESERVED = ["Hebrews", "Titus", "Philemon", "Jude", "Obadiah", "Haggai", "Zephaniah", "Habakkuk",
            "2 Thessalonians"]
EXPECTED = {"train": 27200, "dev": 1650, "test": 1570}

# Alignment costs (in nats, on top of the Gale-Church length cost).
REF_MISMATCH = 3.5   # a 1-1 pair whose references differ
SKIP = 5.0           # a verse left unpaired (1-0 or 0-1)
MERGE = 5.0          # 2-1 or 1-2 (followed, but not kept: only 1-1 pairs are written)
LEN_CAP = 5.0        # length costs saturate: verse lengths are noisy (poetry, paraphrase)
LEX = 1.5            # bonus per shared anchor (name or number) in a 1-1 pair, at most 4 counted
DICT_W = 8.0         # bonus for a 1-1 pair all of whose dictionary words have a translation
BAND = 30            # half-width of the DP band around the diagonal, in verses


def book_name(sword_name):
    """'II Thessalonians' -> '2 Thessalonians', 'Revelation of John' -> 'Revelation'."""
    m = re.match(r"^(I{1,3}|IV) (.*)$", sword_name)
    if m:
        return "%d %s" % ({"I": 1, "II": 2, "III": 3, "IV": 4}[m.group(1)], m.group(2))
    return "Revelation" if sword_name == "Revelation of John" else sword_name


def export(module):
    try:
        out = subprocess.run(["mod2imp", module], check=True, stdout=subprocess.PIPE).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        sys.exit("bible.py: error: mod2imp %s failed (%s); install libsword-utils and the "
                 "sword-text-* packages" % (module, e))
    text = out.decode("utf-8")
    if "$$$Genesis 1:1" not in text:
        sys.exit("bible.py: error: module %s is not installed (mod2imp printed no Genesis 1:1)"
                 % module)
    return text


def parse_imp(text):
    """mod2imp output -> ordered dict book -> list of (chapter, verse, raw markup)."""
    books = collections.OrderedDict()
    cur, lines = None, []

    def flush():
        if cur is not None:
            books.setdefault(cur[0], []).append((cur[1], cur[2], " ".join(lines)))

    for line in text.split("\n"):
        if line.startswith("$$$"):
            flush()
            m = re.match(r"^\$\$\$(.+) (\d+):(\d+)$", line)
            cur = (book_name(m.group(1)), int(m.group(2)), int(m.group(3))) if m else None
            lines = []
        elif cur is not None:
            lines.append(line)
    flush()
    return books


NOTE_RE = re.compile(r"<note\b[^>]*/>|<note\b[^>]*>.*?</note>", re.S)
TITLE_RE = re.compile(r"<title\b([^>]*)>(.*?)</title>", re.S)
SPEAKER_RE = re.compile(r"<speaker\b[^>]*>.*?</speaker>", re.S)
UNWRAP_RE = re.compile(r"</?(w|transChange|q|divineName|name|seg|foreign|hi|rdg|catchWord|"
                       r"reference|add|inscription)\b[^>]*>")
TAG_RE = re.compile(r"<[^>]*>")
SPACE_BEFORE_RE = re.compile(r"\s+([,.;:!?)\]”’»])")
SPACE_AFTER_RE = re.compile(r"([(\[“‘«¿¡])\s+")


# The last verse of a book also carries what follows it in the module (the next book's front
# matter, WEB's glossary): everything from such a division's start marker on is not verse text.
TRAILER_RE = re.compile(r'<div\b(?=[^>]*\bsID=)(?=[^>]*type="(?:book|front|glossary|introduction)")'
                        r"[^>]*>.*", re.S)


def clean(raw):
    """OSIS markup of one verse -> plain NFC text on one line ('' if nothing is left)."""
    s = TRAILER_RE.sub(" ", raw)
    s = NOTE_RE.sub(" ", s)
    # Canonical titles (psalm superscriptions) are part of the text (RV1909 has them in-line);
    # editorial headings are not.
    s = TITLE_RE.sub(lambda m: " %s " % m.group(2) if 'canonical="true"' in m.group(1) else " ", s)
    s = SPEAKER_RE.sub(" ", s)
    s = UNWRAP_RE.sub("", s)
    s = TAG_RE.sub(" ", s)
    s = html.unescape(s).replace("¶", " ")
    s = unicodedata.normalize("NFC", s)
    s = " ".join(s.split())
    s = SPACE_BEFORE_RE.sub(r"\1", s)
    s = SPACE_AFTER_RE.sub(r"\1", s)
    return s.strip()


def load(imp_text):
    """-> dict book -> list of [chapter, verse, text] (verse 0 and empty verses dropped)."""
    books = collections.OrderedDict()
    for book, verses in parse_imp(imp_text).items():
        kept = []
        for ch, v, raw in verses:
            if v == 0 or ch == 0:
                continue
            t = clean(raw)
            if t:
                kept.append([ch, v, t])
        if kept:
            books[book] = kept
    return books


WORD_RE = re.compile(r"\w+")


def is_caps(word):
    return sum(c.isalpha() for c in word) >= 2 and word.isupper()


def recase_chapter_openings(books):
    """RV1909 prints the first word(s) of each chapter in capitals ("EN el principio",
    "Y ACONTECIÓ", "¡OH Jehová"). Re-case that first run of capitalised words from each word's
    most frequent form elsewhere in the text; a word that starts a sentence keeps its capital."""
    firsts = set()
    for book, verses in books.items():
        seen = set()
        for i, (ch, v, t) in enumerate(verses):
            if ch not in seen:
                seen.add(ch)
                firsts.add((book, i))
    forms = collections.Counter()
    for book, verses in books.items():
        for i, (_, _, t) in enumerate(verses):
            if (book, i) not in firsts:
                forms.update(WORD_RE.findall(t))
    usual = {}
    for w, n in forms.most_common():
        usual.setdefault(w.lower(), w)
    changed = 0
    for book, i in sorted(firsts):
        t = books[book][i][2]
        toks = list(WORD_RE.finditer(t))
        k = next((j for j, m in enumerate(toks) if is_caps(m.group())), None)
        if k is None:
            continue
        start = k - 1 if k > 0 and toks[k - 1].group().isupper() and \
            toks[k - 1].end() + 1 == toks[k].start() else k  # "Y ACONTECIÓ": keep "Y" as is
        out, pos = [], 0
        for j in range(k, len(toks)):
            m = toks[j]
            if not is_caps(m.group()):
                break
            word = usual.get(m.group().lower(), m.group().lower())
            before = t[:m.start()].rstrip(" ¡¿“‘«(")
            if j == start and (before == "" or before[-1] in ".!?:"):
                word = word[0].upper() + word[1:]
            out.append(t[pos:m.start()] + word)
            pos = m.end()
        books[book][i][2] = "".join(out) + t[pos:]
        changed += 1
    return changed


def gc_cost(le, ls, ratio, var):
    """Gale-Church length cost -log P(|delta|) for an English length le and Spanish length ls."""
    mean = (le * ratio + ls) / 2.0
    d = abs(ls - le * ratio) / math.sqrt(var * max(mean, 1.0))
    p = math.erfc(d / math.sqrt(2.0))
    return LEN_CAP if p < 1e-300 else min(LEN_CAP, -math.log(p))


def fold(word):
    """Accent-free lower-case 4-letter prefix that matches names across languages
    (Caleb/Caleb, Jephunneh/Jephone)."""
    w = "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))
    return w.lower()[:4]


def anchor_sets(books):
    """Per verse, the folded set of its names and numbers: capitalised words that are not just
    sentence-initial common words (their lower-case form is rarer than the capitalised one)."""
    counts = collections.Counter()
    for verses in books.values():
        for _, _, t in verses:
            counts.update(WORD_RE.findall(t))
    out = {}
    for book, verses in books.items():
        sets = []
        for _, _, t in verses:
            a = set()
            for w in WORD_RE.findall(t):
                if w.isdigit() or (w[0].isupper() and counts[w] > counts[w.lower()]):
                    a.add(fold(w))
            sets.append(frozenset(a))
        out[book] = sets
    return out


def stems(text):
    """Accent-free lower-case 5-letter prefixes of the words of a verse (a crude stemmer)."""
    out = set()
    for w in WORD_RE.findall(text):
        if not w.isdigit():
            w = "".join(c for c in unicodedata.normalize("NFD", w) if not unicodedata.combining(c))
            out.add(w.lower()[:5])
    return out


def build_dictionary(en_books, es_books):
    """Word translations learnt from the equal-reference verse pairs: for each English stem, the
    Spanish stems with a Dice coefficient >= 0.25 (at most 3). Frequent function words are left out
    (they occur everywhere and say nothing about which verse is which)."""
    pairs = []
    for book, en in en_books.items():
        es = {(c, v): t for c, v, t in es_books.get(book, [])}
        pairs += [(stems(t), stems(es[(c, v)])) for c, v, t in en if (c, v) in es]
    df_e, df_s = collections.Counter(), collections.Counter()
    for a, b in pairs:
        df_e.update(a)
        df_s.update(b)
    hi = 0.03 * len(pairs)
    keep_e = {w for w, n in df_e.items() if 3 <= n <= hi}
    keep_s = {w for w, n in df_s.items() if 3 <= n <= hi}
    co = collections.Counter()
    for a, b in pairs:
        bs = [y for y in b if y in keep_s]
        for x in a:
            if x in keep_e:
                co.update((x, y) for y in bs)
    cand = collections.defaultdict(list)
    for (x, y), n in co.items():
        dice = 2.0 * n / (df_e[x] + df_s[y])
        if dice >= 0.25:
            cand[x].append((-dice, y))
    return {x: frozenset(y for _, y in sorted(v)[:3]) for x, v in cand.items()}


def dict_views(books_en, books_es, dictionary):
    """Per verse: English -> list of translation sets of its dictionary words; Spanish -> stems."""
    en = {b: [[dictionary[x] for x in stems(t) if x in dictionary] for _, _, t in v]
          for b, v in books_en.items()}
    es = {b: [stems(t) for _, _, t in v] for b, v in books_es.items()}
    return en, es


def dict_score(trans, es_stems):
    """Fraction of an English verse's dictionary words with a translation in the Spanish verse."""
    if not trans:
        return 0.0
    return sum(1 for t in trans if not t.isdisjoint(es_stems)) / float(len(trans))


def align_book(en, es, ratio, var, en_anchor, es_anchor, en_dict, es_dict):
    """Banded DP over the verse lists of one book -> list of (i, j) 1-1 pairs."""
    n, m = len(en), len(es)
    le = [len(x[2]) for x in en]
    ls = [len(x[2]) for x in es]
    INF = float("inf")
    cost = {(0, 0): 0.0}
    back = {}

    def diag(i):
        return i * m / n if n else 0

    for i in range(n + 1):
        c0 = diag(i)
        for j in range(max(0, int(c0) - BAND), min(m, int(c0) + BAND) + 1):
            if i == 0 and j == 0:
                continue
            best, arg = INF, None
            cands = []
            if i >= 1 and j >= 1:
                pen = 0.0 if en[i - 1][:2] == es[j - 1][:2] else REF_MISMATCH
                pen -= LEX * min(4, len(en_anchor[i - 1] & es_anchor[j - 1]))
                pen -= DICT_W * dict_score(en_dict[i - 1], es_dict[j - 1])
                cands.append((gc_cost(le[i - 1], ls[j - 1], ratio, var) + pen, 1, 1))
            if i >= 1:
                cands.append((SKIP, 1, 0))
            if j >= 1:
                cands.append((SKIP, 0, 1))
            if i >= 2 and j >= 1:
                cands.append((gc_cost(le[i - 1] + le[i - 2] + 1, ls[j - 1], ratio, var) + MERGE,
                              2, 1))
            if i >= 1 and j >= 2:
                cands.append((gc_cost(le[i - 1], ls[j - 1] + ls[j - 2] + 1, ratio, var) + MERGE,
                              1, 2))
            for c, di, dj in cands:
                prev = cost.get((i - di, j - dj))
                if prev is not None and prev + c < best:
                    best, arg = prev + c, (di, dj)
            if arg is not None:
                cost[(i, j)] = best
                back[(i, j)] = arg
    if (n, m) not in cost:
        raise RuntimeError("alignment band too narrow")
    pairs, i, j = [], n, m
    while i > 0 or j > 0:
        di, dj = back[(i, j)]
        if di == 1 and dj == 1:
            pairs.append((i - 1, j - 1))
        i, j = i - di, j - dj
    pairs.reverse()
    return pairs


def length_model(en_books, es_books):
    """Spanish/English character ratio and variance per character from equal-reference verses."""
    pairs = []
    for book, en in en_books.items():
        es = {(c, v): t for c, v, t in es_books.get(book, [])}
        pairs += [(len(t), len(es[(c, v)])) for c, v, t in en if (c, v) in es]
    ratio = sum(b for _, b in pairs) / float(sum(a for a, _ in pairs))
    # Robust variance: median of squared standardised differences / 0.455 (chi2 median, 1 dof).
    z = sorted((b - a * ratio) ** 2 / max((a * ratio + b) / 2.0, 1.0) for a, b in pairs)
    return ratio, z[len(z) // 2] / 0.455


def build(web_text, rv_text, outdir):
    en_books, es_books = load(web_text), load(rv_text)
    recased = recase_chapter_openings(es_books)
    ratio, var = length_model(en_books, es_books)
    en_anchor, es_anchor = anchor_sets(en_books), anchor_sets(es_books)
    en_dict, es_dict = dict_views(en_books, es_books, build_dictionary(en_books, es_books))
    splits = {"train": [], "dev": [], "test": []}
    realigned = dropped = lopsided = 0
    for book, en in en_books.items():
        es = es_books.get(book)
        if es is None or book in RESERVED:
            continue
        split = "dev" if book in DEV else "test" if book in TEST else "train"
        pairs = align_book(en, es, ratio, var, en_anchor[book], es_anchor[book], en_dict[book],
                           es_dict[book])
        dropped += len(en) - len(pairs)
        for i, j in pairs:
            ne, ns = len(en[i][2].split()), len(es[j][2].split())
            if max(ne, ns) > 20 and max(ne, ns) > 3 * min(ne, ns):  # a merged verse on one side
                lopsided += 1
                continue
            ref_en = "%s %d:%d" % (book, en[i][0], en[i][1])
            ref_es = "%s %d:%d" % (book, es[j][0], es[j][1])
            realigned += ref_en != ref_es
            splits[split].append((en[i][2], es[j][2], ref_en + "\t" + ref_es))
    os.makedirs(outdir, exist_ok=True)
    for name, rows in splits.items():
        for k, ext in enumerate(("en", "es", "ref")):
            path = os.path.join(outdir, "%s.%s" % (name, ext))
            with open(path + ".tmp", "w", encoding="utf-8", newline="\n") as f:
                f.write("".join(r[k] + "\n" for r in rows))
            os.replace(path + ".tmp", path)
    print("bible: ratio es/en %.3f, var %.2f; %d chapter openings re-cased; %d pairs re-aligned "
          "across references, %d English verses unpaired, %d lopsided pairs dropped"
          % (ratio, var, recased, realigned, dropped, lopsided))
    print("bible: wrote %s: train %d, dev %d, test %d pairs" % (
        outdir, len(splits["train"]), len(splits["dev"]), len(splits["test"])))


def check(outdir):
    errors = []
    refs = {}
    for name in ("train", "dev", "test"):
        counts = []
        for ext in ("en", "es", "ref"):
            with open(os.path.join(outdir, "%s.%s" % (name, ext)), encoding="utf-8") as f:
                lines = f.read().split("\n")
            if lines[-1] != "":
                errors.append("%s.%s does not end with a newline" % (name, ext))
            lines = lines[:-1]
            counts.append(len(lines))
            if ext == "ref":
                refs[name] = lines
            elif any(not x.strip() for x in lines):
                errors.append("%s.%s has an empty line" % (name, ext))
        if len(set(counts)) != 1:
            errors.append("%s: line counts differ (en, es, ref) = %s" % (name, counts))
        want = EXPECTED[name]
        if abs(counts[0] - want) > 0.02 * want:
            errors.append("%s: %d pairs, expected %d +- 2%%" % (name, counts[0], want))
        print("check-data: %s %d pairs (expected ~%d)" % (name, counts[0], want))
    book_of = lambda r: re.match(r"^(.*) \d+:\d+$", r.split("\t")[0]).group(1)
    for name, lines in refs.items():
        books = set(book_of(r) for r in lines)
        for b in sorted(books & set(RESERVED)):
            errors.append("reserved book %s present in %s" % (b, name))
        for b in DEV + TEST:
            if b in books and name != ("dev" if b in DEV else "test"):
                errors.append("book %s found in %s" % (b, name))
        for b in (DEV if name == "dev" else TEST if name == "test" else []):
            if b not in books:
                errors.append("book %s missing from %s" % (b, name))
    if "Numbers 12:16\tNumbers 13:1" not in refs["train"]:
        errors.append("English Numbers 12:16 is not paired with Spanish Numbers 13:1")
    if any(r.startswith("Numbers 12:16\t") and r != "Numbers 12:16\tNumbers 13:1"
           for r in refs["train"]):
        errors.append("English Numbers 12:16 is paired with another Spanish verse")
    for e in errors:
        print("check-data: error: " + e, file=sys.stderr)
    if not errors:
        print("check-data: ok (Numbers 12:16 = es 13:1, no reserved book)")
    return 1 if errors else 0


def main(argv):
    if len(argv) == 3 and argv[1] == "--check":
        return check(argv[2])
    if len(argv) == 5 and argv[1] == "--imp":
        with open(argv[2], encoding="utf-8") as f, open(argv[3], encoding="utf-8") as g:
            build(f.read(), g.read(), argv[4])
        return 0
    if len(argv) == 2 and not argv[1].startswith("-"):
        build(export("engWEB2015eb"), export("spaRV1909eb"), argv[1])
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
