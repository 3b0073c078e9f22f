set terminal pngcairo size 1856,1332 font 'sans,8'
set output 'attention-transformer-sent3.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 3,4
set title "cross, layer 2, head 0"
set xrange [-0.5:18.5]
set yrange [16.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁Y" 0,"▁ellos" 1,"▁le" 2,"▁dijeron" 3,":" 4,"▁No" 5,"," 6,"▁sino" 7,"▁volver" 8,"emos" 9,"▁con" 10,"▁vosotros" 11,"▁á" 12,"▁tu" 13,"▁pueblo" 14,"." 15,"</s>" 16)
plot 'attention-transformer-sent3.tsv' index 0 matrix with image
set title "cross, layer 2, head 1"
set xrange [-0.5:18.5]
set yrange [16.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁Y" 0,"▁ellos" 1,"▁le" 2,"▁dijeron" 3,":" 4,"▁No" 5,"," 6,"▁sino" 7,"▁volver" 8,"emos" 9,"▁con" 10,"▁vosotros" 11,"▁á" 12,"▁tu" 13,"▁pueblo" 14,"." 15,"</s>" 16)
plot 'attention-transformer-sent3.tsv' index 1 matrix with image
set title "cross, layer 2, head 2"
set xrange [-0.5:18.5]
set yrange [16.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁Y" 0,"▁ellos" 1,"▁le" 2,"▁dijeron" 3,":" 4,"▁No" 5,"," 6,"▁sino" 7,"▁volver" 8,"emos" 9,"▁con" 10,"▁vosotros" 11,"▁á" 12,"▁tu" 13,"▁pueblo" 14,"." 15,"</s>" 16)
plot 'attention-transformer-sent3.tsv' index 2 matrix with image
set title "cross, layer 2, head 3"
set xrange [-0.5:18.5]
set yrange [16.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁Y" 0,"▁ellos" 1,"▁le" 2,"▁dijeron" 3,":" 4,"▁No" 5,"," 6,"▁sino" 7,"▁volver" 8,"emos" 9,"▁con" 10,"▁vosotros" 11,"▁á" 12,"▁tu" 13,"▁pueblo" 14,"." 15,"</s>" 16)
plot 'attention-transformer-sent3.tsv' index 3 matrix with image
set title "encoder self, layer 2, head 0"
set xrange [-0.5:18.5]
set yrange [18.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
plot 'attention-transformer-sent3.tsv' index 4 matrix with image
set title "encoder self, layer 2, head 1"
set xrange [-0.5:18.5]
set yrange [18.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
plot 'attention-transformer-sent3.tsv' index 5 matrix with image
set title "encoder self, layer 2, head 2"
set xrange [-0.5:18.5]
set yrange [18.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
plot 'attention-transformer-sent3.tsv' index 6 matrix with image
set title "encoder self, layer 2, head 3"
set xrange [-0.5:18.5]
set yrange [18.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
plot 'attention-transformer-sent3.tsv' index 7 matrix with image
set title "decoder self, layer 2, head 0"
set xrange [-0.5:16.5]
set yrange [16.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁ellos" 2,"▁le" 3,"▁dijeron" 4,":" 5,"▁No" 6,"," 7,"▁sino" 8,"▁volver" 9,"emos" 10,"▁con" 11,"▁vosotros" 12,"▁á" 13,"▁tu" 14,"▁pueblo" 15,"." 16)
set ytics ("▁Y" 0,"▁ellos" 1,"▁le" 2,"▁dijeron" 3,":" 4,"▁No" 5,"," 6,"▁sino" 7,"▁volver" 8,"emos" 9,"▁con" 10,"▁vosotros" 11,"▁á" 12,"▁tu" 13,"▁pueblo" 14,"." 15,"</s>" 16)
plot 'attention-transformer-sent3.tsv' index 8 matrix with image
set title "decoder self, layer 2, head 1"
set xrange [-0.5:16.5]
set yrange [16.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁ellos" 2,"▁le" 3,"▁dijeron" 4,":" 5,"▁No" 6,"," 7,"▁sino" 8,"▁volver" 9,"emos" 10,"▁con" 11,"▁vosotros" 12,"▁á" 13,"▁tu" 14,"▁pueblo" 15,"." 16)
set ytics ("▁Y" 0,"▁ellos" 1,"▁le" 2,"▁dijeron" 3,":" 4,"▁No" 5,"," 6,"▁sino" 7,"▁volver" 8,"emos" 9,"▁con" 10,"▁vosotros" 11,"▁á" 12,"▁tu" 13,"▁pueblo" 14,"." 15,"</s>" 16)
plot 'attention-transformer-sent3.tsv' index 9 matrix with image
set title "decoder self, layer 2, head 2"
set xrange [-0.5:16.5]
set yrange [16.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁ellos" 2,"▁le" 3,"▁dijeron" 4,":" 5,"▁No" 6,"," 7,"▁sino" 8,"▁volver" 9,"emos" 10,"▁con" 11,"▁vosotros" 12,"▁á" 13,"▁tu" 14,"▁pueblo" 15,"." 16)
set ytics ("▁Y" 0,"▁ellos" 1,"▁le" 2,"▁dijeron" 3,":" 4,"▁No" 5,"," 6,"▁sino" 7,"▁volver" 8,"emos" 9,"▁con" 10,"▁vosotros" 11,"▁á" 12,"▁tu" 13,"▁pueblo" 14,"." 15,"</s>" 16)
plot 'attention-transformer-sent3.tsv' index 10 matrix with image
set title "decoder self, layer 2, head 3"
set xrange [-0.5:16.5]
set yrange [16.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁ellos" 2,"▁le" 3,"▁dijeron" 4,":" 5,"▁No" 6,"," 7,"▁sino" 8,"▁volver" 9,"emos" 10,"▁con" 11,"▁vosotros" 12,"▁á" 13,"▁tu" 14,"▁pueblo" 15,"." 16)
set ytics ("▁Y" 0,"▁ellos" 1,"▁le" 2,"▁dijeron" 3,":" 4,"▁No" 5,"," 6,"▁sino" 7,"▁volver" 8,"emos" 9,"▁con" 10,"▁vosotros" 11,"▁á" 12,"▁tu" 13,"▁pueblo" 14,"." 15,"</s>" 16)
plot 'attention-transformer-sent3.tsv' index 11 matrix with image
unset multiplot
