set terminal pngcairo size 1200,420 font 'sans,10'
set output 'curves-main.png'
set datafile separator '\t'
set datafile missing 'NaN'
set grid
set key outside right top
set key autotitle columnhead
set yrange [0:*]
set multiplot layout 1,2
set key inside bottom right
set xlabel 'training time (s, validation excluded)'
set ylabel 'dev BLEU'
plot 'curves-main.tsv' index 0 using 4:5 with linespoints title 'RNN (bi-GRU, additive attention) (seed 1)', 'curves-main.tsv' index 1 using 4:5 with linespoints title 'RNN (bi-GRU, additive attention) (seed 2)', 'curves-main.tsv' index 2 using 4:5 with linespoints title 'RNN (bi-GRU, additive attention) (seed 3)', 'curves-main.tsv' index 3 using 4:5 with linespoints title 'Transformer (seed 1)', 'curves-main.tsv' index 4 using 4:5 with linespoints title 'Transformer (seed 2)', 'curves-main.tsv' index 5 using 4:5 with linespoints title 'Transformer (seed 3)'
set xlabel 'updates (steps)'
set ylabel 'dev BLEU'
plot 'curves-main.tsv' index 0 using 3:5 with linespoints title 'RNN (bi-GRU, additive attention) (seed 1)', 'curves-main.tsv' index 1 using 3:5 with linespoints title 'RNN (bi-GRU, additive attention) (seed 2)', 'curves-main.tsv' index 2 using 3:5 with linespoints title 'RNN (bi-GRU, additive attention) (seed 3)', 'curves-main.tsv' index 3 using 3:5 with linespoints title 'Transformer (seed 1)', 'curves-main.tsv' index 4 using 3:5 with linespoints title 'Transformer (seed 2)', 'curves-main.tsv' index 5 using 3:5 with linespoints title 'Transformer (seed 3)'
unset multiplot
