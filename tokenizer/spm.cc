// extern "C" wrapper over SentencePiece (encode/decode side). Every entry point catches all C++
// exceptions and turns them into a TdStatus + message.
#include "tokenizer/spm.h"

#include <sentencepiece_processor.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <new>
#include <string>
#include <vector>

#include "util/fs.h"
#include "util/zlib_io.h"

struct SpmModel {
    sentencepiece::SentencePieceProcessor sp;
    uint32_t crc;
    int vocab;
};

// Reads a whole file (util/fs.h's reader); returns false with its error message on failure.
static bool read_file(const char *path, std::string *out) {
    void *data;
    size_t len;
    if (file_read_all(path, &data, &len) < 0) return false;
    out->assign(static_cast<const char *>(data), len);
    free(data);
    return true;
}

static uint32_t crc_of(const std::string &bytes) {
    return crc32_update(0, bytes.data(), bytes.size());
}

extern "C" int spm_file_checksum(const char *path, uint32_t *crc) {
    try {
        std::string bytes;
        if (!read_file(path, &bytes)) return TD_ERR_IO;
        *crc = crc_of(bytes);
        return TD_OK;
    } catch (const std::bad_alloc &) {
        return td_error(TD_ERR_NOMEM, "out of memory reading %s", path);
    } catch (const std::exception &e) {
        return td_error(TD_ERR_INTERNAL, "reading %s: %s", path, e.what());
    }
}

// ---- guarding the library against hostile models ------------------------------------------------
// SentencePiece (0.1.97) trusts a model's precompiled character map: its normaliser walks the
// double-array trie in it and indexes the normalised strings with the trie's values, with no bounds
// checks, so a crafted map crashes the first encode (tests/data/spm_hostile_trie_*.model). spm_load
// therefore checks every map of the serialized model before the library sees it: every trie node
// it can reach keeps its children inside the array, and every value points inside the string
// table, which ends with a NUL.

// Reads a protobuf varint at p[*i..n); false when it runs off the end or past 64 bits.
static bool pb_varint(const unsigned char *p, size_t n, size_t *i, uint64_t *out) {
    uint64_t x = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (*i >= n) return false;
        unsigned char c = p[(*i)++];
        x |= (uint64_t)(c & 0x7f) << shift;
        if (!(c & 0x80)) {
            *out = x;
            return true;
        }
    }
    return false;
}

// Calls fn(data, len) for every length-delimited field `field` of the message p[0..n). False when
// the message is not well-formed wire format or fn refuses a field.
template <typename Fn>
static bool pb_each(const unsigned char *p, size_t n, uint64_t field, Fn fn) {
    size_t i = 0;
    while (i < n) {
        uint64_t key, v;
        if (!pb_varint(p, n, &i, &key)) return false;
        switch (key & 7) {
        case 0:
            if (!pb_varint(p, n, &i, &v)) return false;
            break;
        case 1:
            if (n - i < 8) return false;
            i += 8;
            break;
        case 5:
            if (n - i < 4) return false;
            i += 4;
            break;
        case 2:
            if (!pb_varint(p, n, &i, &v) || v > n - i) return false;
            if ((key >> 3) == field && !fn(p + i, (size_t)v)) return false;
            i += (size_t)v;
            break;
        default:
            return false;  // groups (3, 4) and unknown wire types
        }
    }
    return true;
}

// A precompiled character map: u32 trie size in bytes, the darts-clone double array (32-bit units),
// then the NUL-separated normalised strings. Checks what Normalizer::NormalizePrefix relies on.
static bool charsmap_ok(const unsigned char *p, size_t n) {
    if (n == 0) return true;  // no map: the identity
    if (n <= 4) return false;
    size_t trie = (size_t)p[0] | (size_t)p[1] << 8 | (size_t)p[2] << 16 | (size_t)p[3] << 24;
    if (trie == 0 || trie % 4 || trie >= n - 4) return false;
    size_t units = trie / 4, strings = n - 4 - trie;
    const unsigned char *u = p + 4, *str = p + 4 + trie;
    if (str[strings - 1] != '\0') return false;
    auto unit = [u](size_t k) {
        return (uint32_t)u[4 * k] | (uint32_t)u[4 * k + 1] << 8 | (uint32_t)u[4 * k + 2] << 16 |
               (uint32_t)u[4 * k + 3] << 24;
    };
    auto offset = [](uint32_t x) { return (size_t)((x >> 10) << ((x & (1u << 9)) >> 6)); };
    for (size_t k = 0; k < units; k++) {
        uint32_t x = unit(k);
        // A unit with bit 31 set holds a value: its label never equals a byte, so the walk never
        // stands on it (except the root, which it always reads).
        if ((x >> 31) && k != 0) continue;
        size_t base = k ^ offset(x);
        if ((base | 0xff) >= units) return false;  // children base ^ c, c < 256, stay inside
        if (((x >> 8) & 1) && (unit(base) & 0x7fffffffu) >= strings) return false;  // leaf value
    }
    return true;
}

// Checks the character maps of a serialized ModelProto (normalizer_spec = 3 and
// denormalizer_spec = 5, each with precompiled_charsmap = 2; every occurrence, as the parser
// merges repeated ones).
static bool model_maps_ok(const std::string &bytes) {
    const unsigned char *p = reinterpret_cast<const unsigned char *>(bytes.data());
    auto spec = [](const unsigned char *q, size_t n) { return pb_each(q, n, 2, charsmap_ok); };
    return pb_each(p, bytes.size(), 3, spec) && pb_each(p, bytes.size(), 5, spec);
}

extern "C" SpmModel *spm_load(const char *path) {
    SpmModel *m = nullptr;
    try {
        std::string bytes;
        if (!read_file(path, &bytes)) return nullptr;
        m = new SpmModel();
        m->crc = crc_of(bytes);
        if (!model_maps_ok(bytes)) {
            td_error(TD_ERR_FORMAT, "%s is not a SentencePiece model: malformed wire format or "
                     "precompiled character map", path);
            delete m;
            return nullptr;
        }
        auto st = m->sp.LoadFromSerializedProto(bytes);
        if (!st.ok()) {
            td_error(TD_ERR_FORMAT, "%s is not a SentencePiece model: %s", path,
                     st.ToString().c_str());
            delete m;
            return nullptr;
        }
        m->vocab = m->sp.GetPieceSize();
        int pad = m->sp.pad_id(), bos = m->sp.bos_id(), eos = m->sp.eos_id();
        int unk = m->sp.unk_id();
        if (pad != SPM_PAD_ID || bos != SPM_BOS_ID || eos != SPM_EOS_ID || unk != SPM_UNK_ID) {
            td_error(TD_ERR_MISMATCH, "SentencePiece model %s has special ids pad=%d bos=%d eos=%d "
                     "unk=%d; Tandem needs pad=0 bos=1 eos=2 unk=3 (train with --pad_id=0 "
                     "--bos_id=1 --eos_id=2 --unk_id=3)", path, pad, bos, eos, unk);
            delete m;
            return nullptr;
        }
        return m;
    } catch (const std::bad_alloc &) {
        delete m;
        td_error(TD_ERR_NOMEM, "out of memory loading %s", path);
    } catch (const std::exception &e) {
        delete m;
        td_error(TD_ERR_INTERNAL, "loading %s: %s", path, e.what());
    }
    return nullptr;
}

extern "C" void spm_free(SpmModel *m) { delete m; }

extern "C" int spm_vocab_size(const SpmModel *m) { return m->vocab; }

extern "C" uint32_t spm_checksum(const SpmModel *m) { return m->crc; }

extern "C" int spm_encode_n(const SpmModel *m, const char *text, size_t len, int **ids, int *n) {
    *ids = nullptr;
    *n = 0;
    try {
        std::vector<int> v;
        auto st = m->sp.Encode(absl::string_view(text, len), &v);
        if (!st.ok()) return td_error(TD_ERR_INTERNAL, "SentencePiece encode: %s",
                                      st.ToString().c_str());
        int *out = (int *)malloc((v.size() ? v.size() : 1) * sizeof(int));
        if (!out) return td_error(TD_ERR_NOMEM, "out of memory encoding %zu bytes", len);
        if (!v.empty()) memcpy(out, v.data(), v.size() * sizeof(int));
        *ids = out;
        *n = (int)v.size();
        return TD_OK;
    } catch (const std::bad_alloc &) {
        return td_error(TD_ERR_NOMEM, "out of memory encoding %zu bytes", len);
    } catch (const std::exception &e) {
        return td_error(TD_ERR_INTERNAL, "SentencePiece encode: %s", e.what());
    }
}

extern "C" int spm_encode(const SpmModel *m, const char *text, int **ids, int *n) {
    return spm_encode_n(m, text, strlen(text), ids, n);
}

extern "C" int spm_encode_spans(const SpmModel *m, const char *text, size_t len, int **ids,
                                int **begin, int **end, int *n) {
    *ids = *begin = *end = nullptr;
    *n = 0;
    try {
        sentencepiece::ImmutableSentencePieceText spt;
        auto st = m->sp.Encode(absl::string_view(text, len), spt.mutable_proto());
        if (!st.ok()) return td_error(TD_ERR_INTERNAL, "SentencePiece encode: %s",
                                      st.ToString().c_str());
        size_t k = spt.pieces_size(), bytes = (k ? k : 1) * sizeof(int);
        int *i = (int *)malloc(bytes), *b = (int *)malloc(bytes), *e = (int *)malloc(bytes);
        if (!i || !b || !e) {
            free(i);
            free(b);
            free(e);
            return td_error(TD_ERR_NOMEM, "out of memory encoding %zu bytes", len);
        }
        for (size_t j = 0; j < k; j++) {
            auto p = spt.pieces((int)j);
            i[j] = (int)p.id();
            b[j] = (int)p.begin();
            e[j] = (int)p.end();
        }
        *ids = i;
        *begin = b;
        *end = e;
        *n = (int)k;
        return TD_OK;
    } catch (const std::bad_alloc &) {
        return td_error(TD_ERR_NOMEM, "out of memory encoding %zu bytes", len);
    } catch (const std::exception &e) {
        return td_error(TD_ERR_INTERNAL, "SentencePiece encode: %s", e.what());
    }
}

extern "C" int spm_decode(const SpmModel *m, const int *ids, int n, char **text) {
    *text = nullptr;
    try {
        for (int i = 0; i < n; i++)
            if (ids[i] < 0 || ids[i] >= m->vocab)
                return td_error(TD_ERR_ARG, "spm_decode: id %d at position %d outside vocabulary "
                                "[0, %d)", ids[i], i, m->vocab);
        std::vector<int> v(ids, ids + n);
        std::string out;
        auto st = m->sp.Decode(v, &out);
        if (!st.ok()) return td_error(TD_ERR_INTERNAL, "SentencePiece decode: %s",
                                      st.ToString().c_str());
        char *s = (char *)malloc(out.size() + 1);
        if (!s) return td_error(TD_ERR_NOMEM, "out of memory decoding %d ids", n);
        memcpy(s, out.data(), out.size());
        s[out.size()] = '\0';
        *text = s;
        return TD_OK;
    } catch (const std::bad_alloc &) {
        return td_error(TD_ERR_NOMEM, "out of memory decoding %d ids", n);
    } catch (const std::exception &e) {
        return td_error(TD_ERR_INTERNAL, "SentencePiece decode: %s", e.what());
    }
}

extern "C" int spm_piece_to_id(const SpmModel *m, const char *piece) {
    try {
        return m->sp.PieceToId(piece);
    } catch (const std::exception &) {
        return SPM_UNK_ID;
    }
}

extern "C" const char *spm_id_to_piece(const SpmModel *m, int id) {
    if (id < 0 || id >= m->vocab) return nullptr;
    try {
        return m->sp.IdToPiece(id).c_str();  // a reference into the model proto: stable
    } catch (const std::exception &) {
        return nullptr;
    }
}
