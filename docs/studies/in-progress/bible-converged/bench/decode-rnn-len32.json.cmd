timeout 600 /work/headline-bin/bench decode --arch rnn --config tiny --threads 2 --batch 1 --search greedy --src-len 32 --out-len 32 --sents 4 --reps 1
