// extern "C" wrapper over SentencePiece (encode/decode side). Every entry point catches all C++
// exceptions and turns them into a TdStatus + message.
#include "tokenizer/spm.h"

#include <sentencepiece_processor.h>
#include <zlib.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <new>
#include <string>
#include <vector>

#include "util/fs.h"

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
    uLong crc = crc32(0L, Z_NULL, 0);
    const Bytef *p = reinterpret_cast<const Bytef *>(bytes.data());
    size_t left = bytes.size();
    while (left > 0) {  // crc32 takes a uInt length
        uInt chunk = left > (1u << 30) ? (1u << 30) : (uInt)left;
        crc = crc32(crc, p, chunk);
        p += chunk;
        left -= chunk;
    }
    return (uint32_t)crc;
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

extern "C" SpmModel *spm_load(const char *path) {
    SpmModel *m = nullptr;
    try {
        std::string bytes;
        if (!read_file(path, &bytes)) return nullptr;
        m = new SpmModel();
        m->crc = crc_of(bytes);
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
