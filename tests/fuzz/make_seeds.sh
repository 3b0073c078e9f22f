#!/bin/sh
# Writes the generated seeds of the fuzz targets under tests/fuzz/corpus/<target>/ (make
# fuzz-seeds): files the programs themselves write for a tiny run (bin/train with a 4-wide
# Transformer and RNN, SentencePiece models of 100 pieces), and inputs cut from tests/data. The
# whole corpus stays under 1 MB; the state seed's model is the one tests/fuzz/fuzz_state.c builds.
set -eu
cd "$(dirname "$0")/../.."
C=tests/fuzz/corpus
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
mkdir -p $C/checkpoint $C/state $C/spm $C/config $C/corpus $C/decode $C/score $C/serve
D=tests/data/bible300

# Tokenizers: unigram and BPE with the identity normaliser (1.4 KB each), and one with the default
# nmt_nfkc normaliser, whose precompiled character map (230 KB) is the largest part a hostile
# model can shape.
cat $D.en $D.es > "$T/all.txt"
ids="--pad_id=0 --bos_id=1 --eos_id=2 --unk_id=3 --vocab_size=100 --character_coverage=0.98"
for type in unigram bpe; do
    spm_train --input="$T/all.txt" --model_prefix="$T/$type" --model_type=$type \
        --normalization_rule_name=identity $ids >/dev/null 2>&1
    cp "$T/$type.model" $C/spm/$type.model
done
spm_train --input="$T/all.txt" --model_prefix="$T/nfkc" $ids >/dev/null 2>&1
cp "$T/nfkc.model" $C/spm/nfkc.model

# One update of each architecture; the RNN's checkpoints zlib-compressed.
common="--train $D --dev $D --max-len 256 --filter-len 250 --max-steps 1 --valid-lines 2 --threads 1"
bin/train --arch transformer --d-model 4 --heads 1 --ffn 4 --enc-layers 1 --dec-layers 1 \
    --spm "$T/unigram.model" --out "$T/tfm" $common >/dev/null
bin/train --arch rnn --emb 4 --enc-hidden 2 --dec-hidden 4 --spm "$T/bpe.model" --out "$T/rnn" \
    --compress=1 $common >/dev/null
bin/model pack "$T/tfm/last.ckpt" "$T/tfm-packed.ckpt" >/dev/null
bin/model pack --int8 "$T/tfm/last.ckpt" "$T/tfm-int8.ckpt" >/dev/null

# Checkpoint and state targets: mode byte 1 (recompute the CRC) then the file.
seed() { { printf '\001'; cat "$1"; } > "$2"; }
seed "$T/tfm/last.ckpt" $C/checkpoint/transformer
seed "$T/rnn/last.ckpt" $C/checkpoint/rnn-zlib
seed "$T/tfm-packed.ckpt" $C/checkpoint/transformer-f16-zlib
seed "$T/tfm-int8.ckpt" $C/checkpoint/transformer-int8-zlib
seed "$T/tfm/last.state" $C/state/transformer

# Configuration texts: config.txt as the trainer writes it (options and model keys).
cp "$T/tfm/config.txt" $C/config/transformer.txt
cp "$T/rnn/config.txt" $C/config/rnn.txt

# Corpus: mode byte (bit 0/1: gzip source/target, bit 2: skip empty), source 0xFF target.
pair() { { printf "$1"; head -n "$2" $D.en; printf '\377'; head -n "$2" $D.es; } > "$3"; }
pair '\000' 5 $C/corpus/plain
pair '\003' 5 $C/corpus/gzip
pair '\004' 3 $C/corpus/skip-empty
{ printf '\000\357\273\277a\r\n\nb'; printf '\377'; printf 'x\r\n\ny\n'; } > $C/corpus/bom-cr

# Decode: NUL-separated arguments, 0x01, the input text (plain, or gzip bytes).
{ printf -- '-b\0004\000--n-best\0002\000--max-length-ratio\0001.5\000--alignment\000soft\001'
  head -n 4 $D.en; } > $C/decode/plain
{ printf -- '--weights\000float16\000-t\0002\001'; head -n 4 $D.en | gzip -n; } > $C/decode/gzip
{ printf -- '--pool-lines\0001\000-q\001'; printf 'a\r\n\000b\n\357\273\277c'; } > $C/decode/nul-cr

# Score: mode byte (bit 0 --json, bit 1 --metrics, bits 2-3 references - 1), parts split by 0x01.
{ printf '\000'; head -n 4 $D.es; printf '\001'; head -n 4 $D.es | tac; } > $C/score/one-ref
{ printf '\007'; head -n 3 $D.es; printf '\001'; head -n 3 $D.es; printf '\001'; head -n 3 $D.en
  printf '\001chrf,bleu'; } > $C/score/two-refs-json

# Serve: mode byte (bit 0 LibreTranslate's request, bit 1 form-encoded), then the request body.
printf '\000{"text": ["In the beginning.", "God"], "model": ["transformer-en-es", "rnn-en-es"], "beam_size": 4, "n_best": 2, "length_penalty": 1.2, "return": ["scores", "tokens", "alignments", "attention"]}' > $C/serve/v1.json
printf '\001{"q": "Hello", "source": "en", "target": "es", "format": "text", "api_key": "k"}' > $C/serve/lt.json
printf '\003q=Hello+world&q=caf%%C3%%A9&source=en&target=es&format=text' > $C/serve/lt_form.txt
printf '\000{"text": "ab\377"}' > $C/serve/bad_utf8.json
