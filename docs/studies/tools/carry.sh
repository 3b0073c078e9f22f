#!/bin/sh
# Carries a study in progress through the repository to the next sitting or machine: the study's
# --out without its checkpoints, optimizer state and their previous copies (what bin/compare keeps
# a finished run from; docs/compare.md, "Carrying a study"), as plain files, so that each commit
# of a carried study stores only the files that changed since the last one. Run from the
# repository root:
#
#   docs/studies/tools/carry.sh ROOT OUT [DEST]      e.g. carry.sh . runs/bible-converged
#   docs/studies/tools/carry.sh --restore DEST ROOT  e.g. carry.sh --restore
#                                                         docs/studies/in-progress/bible-converged .
#
# ROOT is the directory the study's command ran in and OUT its --out, relative to ROOT. DEST, by
# default docs/studies/in-progress/NAME (NAME being the last part of OUT), gets OUT's files at their
# paths below OUT and `carried-times.tsv`: a first line `out<TAB>OUT`, then one line
# `PATH<TAB>BYTES<TAB>MTIME` per file (seconds since 1970 to the nanosecond). A checkout sets every
# file's time to its own, and the records of a kept run are compared by time, so --restore copies
# DEST to ROOT/OUT and gives each file its time back; it refuses a ROOT/OUT that exists (its newer
# files would be overwritten with older ones) and, writing nothing, a file whose size is not the
# listed one. DEST is written as DEST.part and renamed to DEST when complete, so an interrupted
# carry leaves DEST as the last complete carry wrote it.
set -eu
usage() {
    echo "usage: $0 ROOT OUT [DEST] | $0 --restore DEST ROOT (OUT is the study's --out, relative" \
         "to ROOT)" >&2
    exit 2
}
tab=$(printf '\t')
if [ "${1:-}" = --restore ]; then
    [ $# -eq 3 ] || usage
    src=$2 root=$3 list=$2/carried-times.tsv
    [ -f "$list" ] ||
        { echo "$0: $list: no such file (DEST is a directory that carry.sh wrote)" >&2; exit 1; }
    out=$(sed -n "1s/^out$tab//p" "$list")
    [ -n "$out" ] ||
        { echo "$0: $list:1: expected 'out<TAB>OUT' (a list that carry.sh wrote)" >&2; exit 1; }
    [ ! -e "$root/$out" ] ||
        { echo "$0: $root/$out exists; restore into another ROOT or move it away" >&2; exit 1; }
    part=$root/$out.part
    rm -rf "$part"
    mkdir -p "$part"
    tar -C "$src" --exclude=./carried-times.tsv -cf - . | tar -C "$part" -xf -
    line=1
    tail -n +2 "$list" | while IFS="$tab" read -r path bytes mtime; do
        line=$((line + 1))
        f=$part/$path
        if [ ! -f "$f" ] || [ "$(stat -c %s "$f")" != "$bytes" ]; then
            echo "$0: $list:$line: $path is missing or not $bytes bytes in $src" \
                 "(restore from the commit that wrote the list)" >&2
            exit 1
        fi
        touch -m -d "@$mtime" "$f"
    done || { rm -rf "$part"; exit 1; }
    mv "$part" "$root/$out"
    echo "$root/$out: $(($(wc -l < "$list") - 1)) files restored with their times"
    exit 0
fi
[ $# -eq 2 ] || [ $# -eq 3 ] || usage
root=$1 out=$2 dest=${3:-docs/studies/in-progress/$(basename "$2")}
[ -d "$root/$out" ] ||
    { echo "$0: $root/$out: no such directory (OUT is the study's --out, under ROOT)" >&2; exit 1; }
rm -rf "$dest.part" "$dest.old"
mkdir -p "$dest.part"
{
    printf 'out\t%s\n' "$out"
    (cd "$root/$out" && find . -type f ! -name '*.ckpt' ! -name '*.state' ! -name '*.prev' \
         -printf '%P\t%s\t%T@\n' | LC_ALL=C sort)
} > "$dest.part/carried-times.tsv"
tail -n +2 "$dest.part/carried-times.tsv" | cut -f1 | tar -C "$root/$out" -cf - -T - |
    tar -C "$dest.part" -xf -
[ ! -e "$dest" ] || mv "$dest" "$dest.old"
mv "$dest.part" "$dest"
rm -rf "$dest.old"
echo "$dest: $(du -sk "$dest" | cut -f1) KiB, $(($(wc -l < "$dest/carried-times.tsv") - 1)) files"
