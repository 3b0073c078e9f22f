set terminal pngcairo size 2048,1476 font 'sans,8'
set output 'attention-transformer-sent3.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 3,4
set title "cross, layer 2, head 0"
set xrange [-0.5:18.5]
set yrange [21.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁Y" 0,"▁ellos" 1,"▁respondieron" 2,":" 3,"▁No" 4,"▁te" 5,"▁ha" 6,"béis" 7,"▁de" 8,"▁ir" 9,"▁á" 10,"▁tu" 11,"▁pueblo" 12,"," 13,"▁mas" 14,"▁tu" 15,"▁pueblo" 16,"▁te" 17,"▁ha" 18,"▁dado" 19,"." 20,"</s>" 21)
plot 'attention-transformer-sent3.tsv' index 0 matrix with image
set title "cross, layer 2, head 1"
set xrange [-0.5:18.5]
set yrange [21.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁Y" 0,"▁ellos" 1,"▁respondieron" 2,":" 3,"▁No" 4,"▁te" 5,"▁ha" 6,"béis" 7,"▁de" 8,"▁ir" 9,"▁á" 10,"▁tu" 11,"▁pueblo" 12,"," 13,"▁mas" 14,"▁tu" 15,"▁pueblo" 16,"▁te" 17,"▁ha" 18,"▁dado" 19,"." 20,"</s>" 21)
plot 'attention-transformer-sent3.tsv' index 1 matrix with image
set title "cross, layer 2, head 2"
set xrange [-0.5:18.5]
set yrange [21.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁Y" 0,"▁ellos" 1,"▁respondieron" 2,":" 3,"▁No" 4,"▁te" 5,"▁ha" 6,"béis" 7,"▁de" 8,"▁ir" 9,"▁á" 10,"▁tu" 11,"▁pueblo" 12,"," 13,"▁mas" 14,"▁tu" 15,"▁pueblo" 16,"▁te" 17,"▁ha" 18,"▁dado" 19,"." 20,"</s>" 21)
plot 'attention-transformer-sent3.tsv' index 2 matrix with image
set title "cross, layer 2, head 3"
set xrange [-0.5:18.5]
set yrange [21.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁Y" 0,"▁ellos" 1,"▁respondieron" 2,":" 3,"▁No" 4,"▁te" 5,"▁ha" 6,"béis" 7,"▁de" 8,"▁ir" 9,"▁á" 10,"▁tu" 11,"▁pueblo" 12,"," 13,"▁mas" 14,"▁tu" 15,"▁pueblo" 16,"▁te" 17,"▁ha" 18,"▁dado" 19,"." 20,"</s>" 21)
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
set xrange [-0.5:21.5]
set yrange [21.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁ellos" 2,"▁respondieron" 3,":" 4,"▁No" 5,"▁te" 6,"▁ha" 7,"béis" 8,"▁de" 9,"▁ir" 10,"▁á" 11,"▁tu" 12,"▁pueblo" 13,"," 14,"▁mas" 15,"▁tu" 16,"▁pueblo" 17,"▁te" 18,"▁ha" 19,"▁dado" 20,"." 21)
set ytics ("▁Y" 0,"▁ellos" 1,"▁respondieron" 2,":" 3,"▁No" 4,"▁te" 5,"▁ha" 6,"béis" 7,"▁de" 8,"▁ir" 9,"▁á" 10,"▁tu" 11,"▁pueblo" 12,"," 13,"▁mas" 14,"▁tu" 15,"▁pueblo" 16,"▁te" 17,"▁ha" 18,"▁dado" 19,"." 20,"</s>" 21)
plot 'attention-transformer-sent3.tsv' index 8 matrix with image
set title "decoder self, layer 2, head 1"
set xrange [-0.5:21.5]
set yrange [21.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁ellos" 2,"▁respondieron" 3,":" 4,"▁No" 5,"▁te" 6,"▁ha" 7,"béis" 8,"▁de" 9,"▁ir" 10,"▁á" 11,"▁tu" 12,"▁pueblo" 13,"," 14,"▁mas" 15,"▁tu" 16,"▁pueblo" 17,"▁te" 18,"▁ha" 19,"▁dado" 20,"." 21)
set ytics ("▁Y" 0,"▁ellos" 1,"▁respondieron" 2,":" 3,"▁No" 4,"▁te" 5,"▁ha" 6,"béis" 7,"▁de" 8,"▁ir" 9,"▁á" 10,"▁tu" 11,"▁pueblo" 12,"," 13,"▁mas" 14,"▁tu" 15,"▁pueblo" 16,"▁te" 17,"▁ha" 18,"▁dado" 19,"." 20,"</s>" 21)
plot 'attention-transformer-sent3.tsv' index 9 matrix with image
set title "decoder self, layer 2, head 2"
set xrange [-0.5:21.5]
set yrange [21.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁ellos" 2,"▁respondieron" 3,":" 4,"▁No" 5,"▁te" 6,"▁ha" 7,"béis" 8,"▁de" 9,"▁ir" 10,"▁á" 11,"▁tu" 12,"▁pueblo" 13,"," 14,"▁mas" 15,"▁tu" 16,"▁pueblo" 17,"▁te" 18,"▁ha" 19,"▁dado" 20,"." 21)
set ytics ("▁Y" 0,"▁ellos" 1,"▁respondieron" 2,":" 3,"▁No" 4,"▁te" 5,"▁ha" 6,"béis" 7,"▁de" 8,"▁ir" 9,"▁á" 10,"▁tu" 11,"▁pueblo" 12,"," 13,"▁mas" 14,"▁tu" 15,"▁pueblo" 16,"▁te" 17,"▁ha" 18,"▁dado" 19,"." 20,"</s>" 21)
plot 'attention-transformer-sent3.tsv' index 10 matrix with image
set title "decoder self, layer 2, head 3"
set xrange [-0.5:21.5]
set yrange [21.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁ellos" 2,"▁respondieron" 3,":" 4,"▁No" 5,"▁te" 6,"▁ha" 7,"béis" 8,"▁de" 9,"▁ir" 10,"▁á" 11,"▁tu" 12,"▁pueblo" 13,"," 14,"▁mas" 15,"▁tu" 16,"▁pueblo" 17,"▁te" 18,"▁ha" 19,"▁dado" 20,"." 21)
set ytics ("▁Y" 0,"▁ellos" 1,"▁respondieron" 2,":" 3,"▁No" 4,"▁te" 5,"▁ha" 6,"béis" 7,"▁de" 8,"▁ir" 9,"▁á" 10,"▁tu" 11,"▁pueblo" 12,"," 13,"▁mas" 14,"▁tu" 15,"▁pueblo" 16,"▁te" 17,"▁ha" 18,"▁dado" 19,"." 20,"</s>" 21)
plot 'attention-transformer-sent3.tsv' index 11 matrix with image
unset multiplot
