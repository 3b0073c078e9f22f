timeout 600 /work/headline-bin/bench decode --arch rnn --config tiny --threads 2 --batch 1 --search greedy --src-len 128 --out-len 128 --sents 4 --reps 1
