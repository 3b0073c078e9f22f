#!/bin/sh
# Packs a study in progress for the next sitting or machine: the study's --out without its
# checkpoints, optimizer state and their previous copies (what bin/compare keeps a finished run
# from; docs/compare.md, "Carrying a study") as DEST, by default docs/studies/in-progress/NAME.tgz,
# NAME being the last part of OUT. Run from the repository root:
#
#   docs/studies/tools/carry.sh ROOT OUT [DEST]     e.g. carry.sh . runs/bible-converged
#
# ROOT is the directory the study's command ran in and OUT its --out, relative to ROOT, so that
# `tar -xzf docs/studies/in-progress/NAME.tgz` at ROOT gives OUT back with its files' times (the
# records of a kept run are compared by time). The archive is written beside and renamed over the
# old one, so an interrupted run leaves the last complete archive.
set -eu
[ $# -eq 2 ] || [ $# -eq 3 ] ||
    { echo "usage: $0 ROOT OUT [DEST] (OUT is the study's --out, relative to ROOT)" >&2; exit 2; }
root=$1 out=$2 dest=${3:-docs/studies/in-progress/$(basename "$2").tgz}
[ -d "$root/$out" ] ||
    { echo "$0: $root/$out: no such directory (OUT is the study's --out, under ROOT)" >&2; exit 1; }
mkdir -p "$(dirname "$dest")"
tar --exclude='*.ckpt' --exclude='*.state' --exclude='*.prev' -C "$root" -czf "$dest.part" "$out"
mv "$dest.part" "$dest"
echo "$dest: $(du -k "$dest" | cut -f1) KiB, $(tar -tzf "$dest" | grep -c -v '/$') files"
