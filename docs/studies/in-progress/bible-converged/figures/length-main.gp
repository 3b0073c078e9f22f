set terminal pngcairo size 900,420 font 'sans,10'
set output 'length-main.png'
set datafile separator '\t'
set datafile missing 'NaN'
set grid
set key outside right top
set key autotitle columnhead
set xlabel 'source length (words)'
set ylabel 'test BLEU'
set xrange [-0.5:4.5]
set yrange [0:*]
plot 'length-main.tsv' using 1:4:xtic(2) with linespoints title 'RNN (bi-GRU, additive attention)', 'length-main.tsv' using 1:5 with linespoints title 'Transformer'
