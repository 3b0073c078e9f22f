set terminal pngcairo size 1200,420 font 'sans,10'
set output 'decode-cost-vs-length.png'
set datafile separator '\t'
set datafile missing 'NaN'
set grid
set key outside right top
set key autotitle columnhead
set logscale x 2
set xlabel 'sequence length (tokens)'
set multiplot layout 1,2
set key inside top right
set ylabel 'ms per sentence'
plot 'decode-cost-vs-length.tsv' using 1:6 with linespoints title 'RNN', '' using 1:12 with linespoints title 'Transformer'
set ylabel 'peak RSS (MiB)'
plot 'decode-cost-vs-length.tsv' using 1:7 with linespoints title 'RNN', '' using 1:13 with linespoints title 'Transformer'
unset multiplot
