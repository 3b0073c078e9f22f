# spm_train --input=data/corpora/bible-web-es/train.en,data/corpora/bible-web-es/train.es --model_prefix=runs/ablations-tuned/data/spm --vocab_size=8000 --model_type=unigram --character_coverage=1.0 --normalization_rule_name=nmt_nfkc --pad_id=0 --bos_id=1 --eos_id=2 --unk_id=3 --hard_vocab_limit=false --num_threads=1 --random_seed=1
spm_train --vocab_size=8000 --model_type=unigram --character_coverage=1.0 --normalization_rule_name=nmt_nfkc --pad_id=0 --bos_id=1 --eos_id=2 --unk_id=3 --hard_vocab_limit=false --num_threads=1 --random_seed=1
input en=3540943:2168b1a0dfd07aa2
input es=3461091:7e3d3244b65b33cf
