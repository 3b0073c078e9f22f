timeout 600 /work/headline-bin/bench train --arch rnn --config tiny --threads 2 --len 8 --steps 3 --warmup 1
