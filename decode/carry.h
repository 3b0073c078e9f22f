// Unknown input carried through translation rather than translated into invented words
// (bin/decode --carry-unknown, --replace-unk; decode/translate.h runs both).
//
// Terms. A word character is a letter, digit or mark: any code point that is not whitespace
// (Python's str.isspace), Unicode punctuation (P*) or symbol (S*, which holds the emoji), nor a
// format or joining character (U+200B..U+200F, U+2060..U+2064, U+FEFF, the variation selectors,
// the tag characters, U+20E3). The hard alignment a_i of output piece i is the source piece (EOS
// excluded) with the most cross-attention at the step that produced it, the lowest on ties (the
// attention of decode/search.h: the RNN's, the Transformer's alignment layer averaged over heads;
// in beam search that of the hypothesis' own history).
//
// Quotes, first: a quote the tokenizer encodes to <unk> is respelt as a counterpart it can encode
// (when it encodes both of the pair): ASCII " as “ (at the start, after whitespace or after
// ( [ {) or ” (elsewhere), ' and ` as ‘ or ’ by the same rule; and the other way, “ and ” as ",
// ’ as '. (The shipped tokenizer knows only the typographic forms, so "God's" reaches the model
// as "God’s".) Everything below reads the respelt line; a line copied unchanged is the input.
//
// Carried spans of a line, found before translation:
//   - URLs: a scheme ([A-Za-z][A-Za-z0-9+.-]*) followed by "://", or "www.", at the start of a
//     word, then every character up to the next whitespace, less trailing punctuation
//     (. , ; : ! ? ' " and non-ASCII punctuation and symbols) and closing brackets ) ] } > that
//     the URL does not open;
//   - e-mail addresses: LOCAL@DOMAIN, LOCAL of [A-Za-z0-9._%+-], DOMAIN two or more labels of
//     [A-Za-z0-9-] joined by dots, the last of two or more letters;
//   - the characters the tokenizer cannot represent: the input bytes of every piece that encodes
//     to <unk> (emoji, unseen scripts such as 中文, and whatever else the SentencePiece model has
//     never seen), without surrounding whitespace; when they hold a word character, the whole
//     word around them (the adjacent word characters: "naïve" with an unknown "ï" is carried
//     whole).
// Spans that overlap, touch or are separated only by whitespace are one span.
//
// The model translates the line without its spans: each is removed with the whitespace before it
// (after it, at the start of the line), leaving one space where the removal would join two word
// characters. A line with no word character left (emoji only, 中文, a URL alone) is copied to the
// output unchanged and is not translated. Otherwise each span is put back into the translation
// at the output piece boundary j (0 = before the first piece, len = after the last) that the
// hard alignment supports best: with p the number of source pieces before the span, j minimises
//   #{i < j : a_i >= p} + #{i >= j : a_i < p}
// over the boundaries at the ends, before a word-initial piece, or next to a piece edge that is
// not a word character (never inside a word); ties go to the smallest j, several spans at one j
// keep their source order. On a side where the span touched a word character in the source it is
// glued to the output's neighbour there; otherwise it gets a space before it (unless it starts
// the output) and a space after it when what follows starts with a word character or is a
// word-initial piece.
//
// <unk> replacement (Luong et al. 2015, "Addressing the Rare Word Problem in Neural Machine
// Translation"; OpenNMT's -replace_unk): each output <unk> piece i becomes the source word that
// holds source piece a_i: the piece's input bytes without whitespace (for a piece that is only
// whitespace, the word that follows it), extended over the adjacent word characters of the line
// the model translated. Consecutive <unk> pieces that give the same word give it once. The word
// is spaced as a word: a space before it (unless it starts the output) and after it when the
// next piece is word-initial.
//
// Both rules act per hypothesis, on its own tokens and attention, so they keep the translation's
// batch invariance (decode/search.h).
#ifndef TANDEM_CARRY_H
#define TANDEM_CARRY_H

#include "decode/search.h"
#include "tensor/status.h"

typedef struct SpmModel SpmModel;  // tokenizer/spm.h
typedef struct CarrySet CarrySet;

// Finds the carried spans of lines[0..n) (UTF-8, no newline; NULL reads as "") with the
// SentencePiece model spm, and the text the model is to translate for each line. Returns 0 with
// *out (free with carry_free), or TD_ERR_INTERNAL (a tokenizer failure, e.g. invalid UTF-8) or
// TD_ERR_NOMEM, the message prefixed with "INPUT line N" (input_name, first_line + i).
int carry_prepare(const SpmModel *spm, const char *const *lines, int n, const char *input_name,
                  long first_line, CarrySet **out) TD_MUST_USE;

// The n lines the model translates: line i itself when it has no span, else line i without its
// spans ("" for a line copied unchanged). Valid until carry_free.
const char *const *carry_model_lines(const CarrySet *cs);

// 1 when line i is copied to the output unchanged (no word character outside its spans, or no
// word character at all).
int carry_verbatim(const CarrySet *cs, int i);

// 1 when s[0, n) holds a URL or an e-mail address by the rules above (the long-line splitter keeps
// such a word whole instead of cutting it into windows).
int carry_has_address(const char *s, size_t n);

// The text of hypothesis h of line i: the detokenised pieces h->tokens [h->len] with the <unk>
// pieces replaced (replace_unk) and line i's spans put back (cs not NULL). model_line is the text
// the model translated (carry_model_lines, or the input line when cs is NULL), src_pieces its
// pieces given to the model (EOS excluded) and S the stride of h->attn's rows; h->attn
// [h->len + h->ended, S] may be NULL, in which case no <unk> is replaced and spans go to the start
// (p = 0) or the end. Writes a malloc'd string to *text. Returns 0, or TD_ERR_INTERNAL /
// TD_ERR_ARG (tokenizer) or TD_ERR_NOMEM.
int carry_decode(const SpmModel *spm, const CarrySet *cs, int i, const char *model_line,
                 const SearchHyp *h, int src_pieces, int S, int replace_unk, char **text)
    TD_MUST_USE;

// Frees cs (NULL is fine).
void carry_free(CarrySet *cs);

#endif
