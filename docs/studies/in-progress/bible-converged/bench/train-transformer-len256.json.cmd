timeout 600 /work/headline-bin/bench train --arch transformer --config tiny --threads 2 --len 256 --steps 3 --warmup 1
