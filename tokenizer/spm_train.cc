// extern "C" wrapper over SentencePieceTrainer; no exception crosses it.
#include "tokenizer/spm_train.h"

#include <sentencepiece_processor.h>
#include <sentencepiece_trainer.h>

#include <cstring>
#include <exception>
#include <fstream>
#include <new>
#include <sstream>
#include <string>
#include <unordered_map>

#include "tokenizer/spm.h"
#include "util/fs.h"

namespace sentencepiece {
namespace logging {
// Exported by libsentencepiece (common.h, not installed by Debian).
int GetMinLogLevel();
void SetMinLogLevel(int v);
}  // namespace logging
}  // namespace sentencepiece

extern "C" SpmTrainOptions spm_train_defaults(void) {
    SpmTrainOptions o;
    memset(&o, 0, sizeof o);
    o.model_type = "unigram";
    o.vocab_size = 8000;
    o.character_coverage = 1.0;
    o.normalization = "nmt_nfkc";
    o.seed = 1;
    o.num_threads = 1;
    return o;
}

static int check_options(const SpmTrainOptions *o) {
    if (!o->inputs || o->n_inputs < 1 || !o->model_prefix || !*o->model_prefix)
        return td_error(TD_ERR_ARG, "spm_train: need at least one input file and a model prefix");
    for (int i = 0; i < o->n_inputs; i++)
        if (!o->inputs[i] || !*o->inputs[i] || strchr(o->inputs[i], ','))
            return td_error(TD_ERR_ARG, "spm_train: input %d is empty or contains a comma", i);
    const char *t = o->model_type ? o->model_type : "unigram";
    if (strcmp(t, "unigram") != 0 && strcmp(t, "bpe") != 0)
        return td_error(TD_ERR_ARG, "spm_train: model type '%s' is not unigram or bpe", t);
    if (o->vocab_size < 8)
        return td_error(TD_ERR_ARG, "spm_train: vocab size %d < 8", o->vocab_size);
    if (!(o->character_coverage > 0 && o->character_coverage <= 1))
        return td_error(TD_ERR_ARG, "spm_train: character coverage %g not in (0, 1]",
                        o->character_coverage);
    if (o->input_sentence_size < 0 || o->num_threads < 1)
        return td_error(TD_ERR_ARG, "spm_train: input_sentence_size %d < 0 or num_threads %d < 1",
                        o->input_sentence_size, o->num_threads);
    return TD_OK;
}

// The lines of the input files in order, as SentencePiece's own file reader gives them (one
// sentence per line, the newline removed). Feeding the trainer through an iterator keeps the
// input and output paths out of the model's trainer_spec, so the same data gives the same model
// bytes wherever it was trained.
class FilesIterator : public sentencepiece::SentenceIterator {
  public:
    FilesIterator(const char *const *paths, int n) : paths_(paths), n_(n) { Next(); }
    bool done() const override { return done_; }
    void Next() override {
        while (status_.ok()) {
            if (file_.is_open() && std::getline(file_, line_)) return;
            if (file_.is_open()) file_.close();
            if (next_ >= n_) break;
            file_.open(paths_[next_], std::ios::binary);
            if (!file_.is_open())
                status_ = sentencepiece::util::Status(sentencepiece::util::StatusCode::kNotFound,
                                                      std::string("cannot read ") + paths_[next_]);
            next_++;
        }
        done_ = true;
    }
    const std::string &value() const override { return line_; }
    sentencepiece::util::Status status() const override { return status_; }

  private:
    const char *const *paths_;
    int n_, next_ = 0;
    std::ifstream file_;
    std::string line_;
    bool done_ = false;
    sentencepiece::util::Status status_;
};

// SentencePiece's .vocab text of a serialized model: "piece<TAB>score" per id, in id order.
static bool vocab_text(const std::string &model, std::string *out) {
    sentencepiece::SentencePieceProcessor sp;
    if (!sp.LoadFromSerializedProto(model).ok()) return false;
    std::ostringstream os;
    for (int id = 0; id < sp.GetPieceSize(); id++)
        os << sp.IdToPiece(id) << "\t" << sp.GetScore(id) << "\n";
    *out = os.str();
    return true;
}

static std::unordered_map<std::string, std::string> train_args(const SpmTrainOptions *o) {
    std::unordered_map<std::string, std::string> kw = {
        {"model_type", o->model_type ? o->model_type : "unigram"},
        {"vocab_size", std::to_string(o->vocab_size)},
        {"character_coverage", std::to_string(o->character_coverage)},
        {"byte_fallback", o->byte_fallback ? "true" : "false"},
        {"normalization_rule_name", o->normalization ? o->normalization : "nmt_nfkc"},
        {"num_threads", std::to_string(o->num_threads)},
        {"hard_vocab_limit", o->hard_vocab_limit ? "true" : "false"},
        {"pad_id", std::to_string(SPM_PAD_ID)},
        {"bos_id", std::to_string(SPM_BOS_ID)},
        {"eos_id", std::to_string(SPM_EOS_ID)},
        {"unk_id", std::to_string(SPM_UNK_ID)},
    };
    if (o->input_sentence_size > 0) {
        kw["input_sentence_size"] = std::to_string(o->input_sentence_size);
        kw["shuffle_input_sentence"] = "true";
    }
    return kw;
}

extern "C" int spm_train(const SpmTrainOptions *opt) {
    TD_TRY(check_options(opt));
    int old_level = sentencepiece::logging::GetMinLogLevel();
    try {
        // Quiet unless asked: 0 INFO, 1 WARNING, 2 ERROR.
        sentencepiece::logging::SetMinLogLevel(opt->verbose ? 0 : 2);
        sentencepiece::SetRandomGeneratorSeed(opt->seed);
        FilesIterator lines(opt->inputs, opt->n_inputs);
        std::string model, vocab;
        auto st = sentencepiece::SentencePieceTrainer::Train(train_args(opt), &lines, &model);
        sentencepiece::logging::SetMinLogLevel(old_level);
        if (!st.ok())
            return td_error(TD_ERR_INTERNAL, "spm_train: SentencePiece: %s",
                            st.ToString().c_str());
        const std::string prefix = opt->model_prefix;
        if (!vocab_text(model, &vocab))
            return td_error(TD_ERR_INTERNAL, "spm_train: the trained model does not load");
        TD_TRY(file_write_atomic((prefix + ".model").c_str(), model.data(), model.size()));
        return file_write_atomic((prefix + ".vocab").c_str(), vocab.data(), vocab.size());
    } catch (const std::bad_alloc &) {
        sentencepiece::logging::SetMinLogLevel(old_level);
        return td_error(TD_ERR_NOMEM, "spm_train: out of memory");
    } catch (const std::exception &e) {
        sentencepiece::logging::SetMinLogLevel(old_level);
        return td_error(TD_ERR_INTERNAL, "spm_train: %s", e.what());
    }
}
