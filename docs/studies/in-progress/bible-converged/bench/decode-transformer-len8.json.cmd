timeout 600 /work/headline-bin/bench decode --arch transformer --config tiny --threads 2 --batch 1 --search greedy --src-len 8 --out-len 8 --sents 4 --reps 1
