#!/usr/bin/env python3
"""Builds the software-localisation corpus (DATA.md section 2) from Debian's compiled gettext
catalogues: English msgid -> translated msgstr, one pair per line.

Downloads the .deb files with `apt-get download` (into a cache folder, once), reads the `.mo` files
of the target language with `dpkg-deb --fsys-tarfile` (nothing is installed), cleans and pairs the
strings, and writes OUT/{train,dev,test,test-ood}.{en,LANG,ref}; `.ref` is the source package and
catalogue of each line (attribution: most catalogues are GPL/LGPL). Standard library only;
deterministic for a given set of .deb files.

Splits: by a hash of the English string, so that no English string is in two splits; dev and test
keep strings of >= 3 tokens (shorter ones go to train); the packages in OOD_PACKAGES form an
out-of-domain test set whose English strings appear in no other split.

Usage: l10n_corpus.py [--lang es] [--packages p1,p2,...] [--cache DIR] OUTDIR
       l10n_corpus.py --check [--lang es] OUTDIR

The packages in RESERVED_PACKAGES are kept for an outside evaluation of the shipped models: they are
never downloaded or read, and --packages refuses them.
"""
import argparse
import collections
import glob
import hashlib
import io
import os
import re
import struct
import subprocess
import sys
import tarfile
import unicodedata

# Every package here ships compiled gettext catalogues (.mo) for the target language. Translations
# that Debian splits out live in their -l10n/-i18n/-data packages (debconf-i18n, binutils-common,
# e2fsprogs-l10n, libparted-i18n, libavahi-common-data, krita-l10n, ktexteditor-data for Kate).
PACKAGES = [
    "libreoffice-l10n-{lang}", "inkscape", "gcc-12-locales", "gimp-data", "digikam-data",
    "freeciv-data", "gramps", "vlc-l10n", "evolution-common", "git", "util-linux-locales",
    "darktable", "audacity-data", "gnumeric-common", "libgtk-3-common", "libgtk2.0-common",
    "vim-runtime", "coreutils", "gnome-control-center-data", "nautilus-data", "gedit-common",
    "evince-common", "shotwell-common",
    "rhythmbox-data", "totem-common", "file-roller", "gnome-shell-common", "xfce4-panel",
    "thunar-data",
    "libglib2.0-data", "tar", "grep", "sed", "findutils", "diffutils", "wget", "bash",
    "apt", "dpkg", "debconf-i18n", "gettext", "bison", "make", "binutils-common",
    "e2fsprogs-l10n", "libparted-i18n", "man-db", "sudo", "gnupg-l10n", "pulseaudio",
    "network-manager", "libavahi-common-data", "libgphoto2-l10n", "aisleriot", "gnome-maps",
    "krita-l10n", "kdenlive-data", "plasma-workspace-data", "dolphin",
    "konsole", "ktexteditor-data", "okular", "gwenview", "ark", "kcalc", "filezilla-common",
    "pidgin-data",
]
OOD_PACKAGES = {"gramps"}      # genealogy: out of domain for the rest
# Reserved for an outside evaluation of the shipped models: never read, never trained on.
RESERVED_PACKAGES = {"gnucash-common", "hugin-data", "claws-mail-i18n"}
EVAL_PERCENT = 2               # dev and test each get ~2% of the English strings
MIN_EVAL_TOKENS = 3

WS_RE = re.compile(r"\s+")
LETTER_RE = re.compile(r"[^\W\d_]")


def die(msg):
    sys.exit("l10n_corpus.py: error: " + msg)


def download(packages, cache):
    """apt-get download each package not yet in the cache; returns the .deb paths (in the order of
    `packages`). Stops with one line naming every package that could not be downloaded."""
    os.makedirs(cache, exist_ok=True)
    failed = []
    for p in packages:
        if glob.glob(os.path.join(cache, p + "_*.deb")):
            continue
        r = subprocess.run(["apt-get", "download", p], cwd=cache, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE)
        if r.returncode != 0:
            last = r.stderr.decode(errors="replace").strip().splitlines()[-1:]
            failed.append("%s (%s)" % (p, last[0] if last else "apt-get download failed"))
    if failed:
        die("could not download %s; run 'apt-get update' (as root) and retry"
            % ", ".join(failed))
    debs = []
    for p in packages:
        debs += sorted(glob.glob(os.path.join(cache, p + "_*.deb")))[-1:]
    return debs


def parse_mo(data):
    """-> list of (msgctxt or None, [msgid forms], [msgstr forms]); decodes with the header's
    charset. Raises ValueError on a malformed file."""
    if len(data) < 28:
        raise ValueError("too short")
    magic = struct.unpack("<I", data[:4])[0]
    end = "<" if magic == 0x950412DE else ">" if magic == 0xDE120495 else None
    if end is None:
        raise ValueError("bad magic")
    n, orig_off, trans_off = struct.unpack(end + "III", data[8:20])

    def entry(table, i):
        length, off = struct.unpack(end + "II", data[table + 8 * i: table + 8 * i + 8])
        if off + length > len(data):
            raise ValueError("string beyond the end of the file")
        return data[off: off + length]

    raw = [(entry(orig_off, i), entry(trans_off, i)) for i in range(n)]
    charset = "utf-8"
    for o, t in raw:
        if o == b"":
            m = re.search(rb"charset=([\w-]+)", t)
            if m:
                charset = m.group(1).decode("ascii")
    out = []
    for o, t in raw:
        if o == b"":
            continue
        try:
            o, t = o.decode(charset), t.decode(charset)
        except (UnicodeDecodeError, LookupError):
            continue
        ctx = None
        if "\x04" in o:
            ctx, o = o.split("\x04", 1)
        out.append((ctx, o.split("\x00"), t.split("\x00")))
    return out


def catalogues(deb, lang):
    """Yields (catalogue name, .mo bytes) for the target language's catalogues in a .deb."""
    tar_bytes = subprocess.run(["dpkg-deb", "--fsys-tarfile", deb], check=True,
                               stdout=subprocess.PIPE).stdout
    pat = re.compile(r"/(?:(?:locale|lang)/%s(?:_[A-Z]{2})?/LC_MESSAGES|resource/%s(?:/LC_MESSAGES)?)"
                     r"/([^/]+)\.mo$"
                     % (re.escape(lang), re.escape(lang)))
    with tarfile.open(fileobj=io.BytesIO(tar_bytes)) as tar:
        for m in sorted(tar.getmembers(), key=lambda m: m.name):
            hit = pat.search(m.name)
            if hit and m.isfile():
                yield hit.group(1), tar.extractfile(m).read()


def strip_accelerators(en, tr):
    """Removes mnemonic markers when both sides use the same one exactly once before a letter
    ("_Open" / "_Abrir", "&File" / "&Archivo", "~Save" / "~Guardar")."""
    for mark in ("_", "&", "~"):
        pat = re.compile(re.escape(mark) + r"(?=[^\W\d_])")
        if len(pat.findall(en)) == 1 and len(pat.findall(tr)) == 1 and \
                (mark != "&" or ("&amp;" not in en and ";" not in en)):
            return pat.sub("", en, count=1), pat.sub("", tr, count=1)
    return en, tr


def clean(s):
    return unicodedata.normalize("NFC", WS_RE.sub(" ", s).strip())


def pairs_of(entries):
    """Catalogue entries -> cleaned (en, tr) pairs: singular and plural forms paired as
    msgid/msgstr[0] and msgid_plural/msgstr[1]."""
    for _, ids, strs in entries:
        for en, tr in zip(ids[:2], strs[:2]):
            en, tr = clean(en), clean(tr)
            if not en or not tr or en == tr or not LETTER_RE.search(en):
                continue
            en, tr = strip_accelerators(en, tr)
            if "\n" in en or "\n" in tr or not en or not tr:
                continue
            yield en, tr


def split_of(en):
    h = int(hashlib.sha1(en.encode("utf-8")).hexdigest()[:8], 16) % 100
    if len(en.split()) >= MIN_EVAL_TOKENS:
        if h < EVAL_PERCENT:
            return "dev"
        if h < 2 * EVAL_PERCENT:
            return "test"
    return "train"


def tokens(s):
    return len(s.split())


def build(lang, packages, cache, outdir):
    reserved = sorted(set(packages) & RESERVED_PACKAGES)
    if reserved:
        die("%s reserved for an outside evaluation; leave %s out of --packages"
            % (", ".join(reserved), "it" if len(reserved) == 1 else "them"))
    debs = download([p.format(lang=lang) for p in packages], cache)
    if not debs:
        die("no package could be downloaded")
    seen = {}  # (en, tr) -> ref of first occurrence
    ood = set()
    n_cat = collections.Counter()
    for deb in debs:
        pkg = os.path.basename(deb).split("_")[0]
        for name, data in catalogues(deb, lang):
            try:
                entries = parse_mo(data)
            except ValueError as e:
                print("gettext: skipping %s %s.mo: %s" % (pkg, name, e), file=sys.stderr)
                continue
            n_cat[pkg] += 1
            for en, tr in pairs_of(entries):
                seen.setdefault((en, tr), "%s %s" % (pkg, name))
                if pkg in OOD_PACKAGES:
                    ood.add(en)
    splits = collections.defaultdict(list)
    for (en, tr), ref in sorted(seen.items()):
        pkg = ref.split(" ")[0]
        if pkg in OOD_PACKAGES:
            if len(en.split()) >= MIN_EVAL_TOKENS:
                splits["test-ood"].append((en, tr, ref))
        elif en not in ood:
            splits[split_of(en)].append((en, tr, ref))
    os.makedirs(outdir, exist_ok=True)
    for name in SPLITS:
        rows = splits[name]
        for k, ext in enumerate(("en", lang, "ref")):
            path = os.path.join(outdir, "%s.%s" % (name, ext))
            with open(path + ".tmp", "w", encoding="utf-8", newline="\n") as f:
                f.write("".join(r[k] + "\n" for r in rows))
            os.replace(path + ".tmp", path)
    write_stats(outdir, lang, splits, n_cat, [os.path.basename(d).split("_")[0] for d in debs])
    print("gettext: %d packages, %d catalogues, %d unique pairs; wrote %s: train %d, dev %d, "
          "test %d, test-ood %d" % (len(debs), sum(n_cat.values()), len(seen), outdir,
                                    len(splits["train"]), len(splits["dev"]),
                                    len(splits["test"]), len(splits["test-ood"])))


SPLITS = ("train", "dev", "test", "test-ood")


def write_stats(outdir, lang, splits, n_cat, packages):
    """OUTDIR/packages.tsv: per package (in recipe order) its catalogues, the pairs of each split
    it contributed (a pair shared by packages counts for the first) and their English and target
    whitespace tokens; a last line 'total'."""
    per = collections.defaultdict(lambda: collections.Counter())
    for name in SPLITS:
        for en, tr, ref in splits[name]:
            c = per[ref.split(" ")[0]]
            c[name] += 1
            c["en_tokens"] += tokens(en)
            c["tgt_tokens"] += tokens(tr)
    cols = ["catalogues"] + list(SPLITS) + ["en_tokens", "tgt_tokens"]
    total = collections.Counter()
    lines = ["package\t" + "\t".join(cols)]
    for pkg in packages:
        c = per[pkg]
        c["catalogues"] = n_cat[pkg]
        total.update(c)
        lines.append(pkg + "\t" + "\t".join(str(c[k]) for k in cols))
    lines.append("total\t" + "\t".join(str(total[k]) for k in cols))
    path = os.path.join(outdir, "packages.tsv")
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(path + ".tmp", path)


# The corpus as built from Debian 12's packages (en-es; see docs/data.md). A later point release
# may change catalogues a little: --check allows 2%.
EXPECTED_ES = {"train": 144085, "dev": 2164, "test": 2148, "test-ood": 4108}


def read_lines(path):
    with open(path, encoding="utf-8", newline="\n") as f:
        return f.read().split("\n")[:-1]


def check(lang, outdir, packages):
    """Verifies a built corpus: aligned files, counts within 2% of EXPECTED_ES (en-es), every
    recipe package contributing, no reserved package, evaluation strings of >= 3 tokens, and no
    English string in two splits. Exits non-zero with one line per problem."""
    problems = []
    english = {}
    for name in SPLITS:
        cols = [read_lines(os.path.join(outdir, "%s.%s" % (name, ext)))
                for ext in ("en", lang, "ref")]
        if len({len(c) for c in cols}) != 1:
            problems.append("%s: .en/.%s/.ref have %s lines" % (name, lang,
                                                               "/".join(str(len(c)) for c in cols)))
            continue
        want = EXPECTED_ES.get(name) if lang == "es" else None
        if want is not None and abs(len(cols[0]) - want) > 0.02 * want:
            problems.append("%s: %d pairs, expected %d (+-2%%)" % (name, len(cols[0]), want))
        for en, ref in zip(cols[0], cols[2]):
            pkg = ref.split(" ")[0]
            if pkg in RESERVED_PACKAGES:
                problems.append("%s: a pair from reserved package %s" % (name, pkg))
            if name != "train" and tokens(en) < MIN_EVAL_TOKENS:
                problems.append("%s: '%s' has fewer than %d tokens" % (name, en, MIN_EVAL_TOKENS))
            other = english.setdefault(en, name)
            if other != name:
                problems.append("'%s' is in both %s and %s" % (en, other, name))
    contributed = collections.Counter()
    for name in SPLITS:
        for ref in read_lines(os.path.join(outdir, "%s.ref" % name)):
            contributed[ref.split(" ")[0]] += 1
    for p in packages:
        if contributed[p.format(lang=lang)] == 0:
            problems.append("package %s contributed no pair" % p.format(lang=lang))
    for p in problems[:20]:
        print("check-data-gettext: " + p, file=sys.stderr)
    if problems:
        die("%d problem(s) in %s" % (len(problems), outdir))
    print("check-data-gettext: %s ok: %s; %d packages, %d unique English strings, none in two "
          "splits, no reserved package" % (outdir, ", ".join(
              "%s %d" % (n, sum(1 for _ in read_lines(os.path.join(outdir, n + ".en"))))
              for n in SPLITS), len(packages), len(english)))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("outdir")
    ap.add_argument("--lang", default="es")
    ap.add_argument("--packages", default=None, help="comma-separated list (default: built in)")
    ap.add_argument("--cache", default="data/corpora/gettext-debs")
    ap.add_argument("--check", action="store_true",
                    help="verify a built OUTDIR (counts, splits, packages) instead of building")
    a = ap.parse_args()
    packages = a.packages.split(",") if a.packages else PACKAGES
    if a.check:
        return check(a.lang, a.outdir, packages)
    build(a.lang, packages, a.cache, a.outdir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
