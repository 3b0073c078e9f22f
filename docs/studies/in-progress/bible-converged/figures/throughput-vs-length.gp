set terminal pngcairo size 1200,420 font 'sans,10'
set output 'throughput-vs-length.png'
set datafile separator '\t'
set datafile missing 'NaN'
set grid
set key outside right top
set key autotitle columnhead
set logscale x 2
set xlabel 'sequence length (tokens)'
set multiplot layout 1,2
set key inside top right
set logscale y
set ylabel 'training target tokens/s'
plot 'throughput-vs-length.tsv' using 1:2 with linespoints title 'RNN', '' using 1:8 with linespoints title 'Transformer'
set ylabel 'decoding target tokens/s'
plot 'throughput-vs-length.tsv' using 1:4 with linespoints title 'RNN', '' using 1:10 with linespoints title 'Transformer'
unset multiplot
