timeout 600 /work/headline-bin/bench decode --arch transformer --config tiny --threads 2 --batch 1 --search greedy --src-len 16 --out-len 16 --sents 4 --reps 1
