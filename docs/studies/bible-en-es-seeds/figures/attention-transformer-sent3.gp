set terminal pngcairo size 2368,1716 font 'sans,8'
set output 'attention-transformer-sent3.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 3,4
set title "cross, layer 2, head 0"
set xrange [-0.5:18.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁Y" 0,"▁ellos" 1,"▁les" 2,"▁dijo" 3,":" 4,"▁No" 5,"▁hay" 6,"▁que" 7,"▁te" 8,"▁ha" 9,"béis" 10,"▁de" 11,"▁tu" 12,"▁pueblo" 13,"," 14,"▁y" 15,"▁no" 16,"▁hay" 17,"▁que" 18,"▁te" 19,"▁ha" 20,"béis" 21,"▁de" 22,"▁tu" 23,"▁pueblo" 24,"." 25,"</s>" 26)
plot 'attention-transformer-sent3.tsv' index 0 matrix with image
set title "cross, layer 2, head 1"
set xrange [-0.5:18.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁Y" 0,"▁ellos" 1,"▁les" 2,"▁dijo" 3,":" 4,"▁No" 5,"▁hay" 6,"▁que" 7,"▁te" 8,"▁ha" 9,"béis" 10,"▁de" 11,"▁tu" 12,"▁pueblo" 13,"," 14,"▁y" 15,"▁no" 16,"▁hay" 17,"▁que" 18,"▁te" 19,"▁ha" 20,"béis" 21,"▁de" 22,"▁tu" 23,"▁pueblo" 24,"." 25,"</s>" 26)
plot 'attention-transformer-sent3.tsv' index 1 matrix with image
set title "cross, layer 2, head 2"
set xrange [-0.5:18.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁Y" 0,"▁ellos" 1,"▁les" 2,"▁dijo" 3,":" 4,"▁No" 5,"▁hay" 6,"▁que" 7,"▁te" 8,"▁ha" 9,"béis" 10,"▁de" 11,"▁tu" 12,"▁pueblo" 13,"," 14,"▁y" 15,"▁no" 16,"▁hay" 17,"▁que" 18,"▁te" 19,"▁ha" 20,"béis" 21,"▁de" 22,"▁tu" 23,"▁pueblo" 24,"." 25,"</s>" 26)
plot 'attention-transformer-sent3.tsv' index 2 matrix with image
set title "cross, layer 2, head 3"
set xrange [-0.5:18.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁Y" 0,"▁ellos" 1,"▁les" 2,"▁dijo" 3,":" 4,"▁No" 5,"▁hay" 6,"▁que" 7,"▁te" 8,"▁ha" 9,"béis" 10,"▁de" 11,"▁tu" 12,"▁pueblo" 13,"," 14,"▁y" 15,"▁no" 16,"▁hay" 17,"▁que" 18,"▁te" 19,"▁ha" 20,"béis" 21,"▁de" 22,"▁tu" 23,"▁pueblo" 24,"." 25,"</s>" 26)
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
set xrange [-0.5:26.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁ellos" 2,"▁les" 3,"▁dijo" 4,":" 5,"▁No" 6,"▁hay" 7,"▁que" 8,"▁te" 9,"▁ha" 10,"béis" 11,"▁de" 12,"▁tu" 13,"▁pueblo" 14,"," 15,"▁y" 16,"▁no" 17,"▁hay" 18,"▁que" 19,"▁te" 20,"▁ha" 21,"béis" 22,"▁de" 23,"▁tu" 24,"▁pueblo" 25,"." 26)
set ytics ("▁Y" 0,"▁ellos" 1,"▁les" 2,"▁dijo" 3,":" 4,"▁No" 5,"▁hay" 6,"▁que" 7,"▁te" 8,"▁ha" 9,"béis" 10,"▁de" 11,"▁tu" 12,"▁pueblo" 13,"," 14,"▁y" 15,"▁no" 16,"▁hay" 17,"▁que" 18,"▁te" 19,"▁ha" 20,"béis" 21,"▁de" 22,"▁tu" 23,"▁pueblo" 24,"." 25,"</s>" 26)
plot 'attention-transformer-sent3.tsv' index 8 matrix with image
set title "decoder self, layer 2, head 1"
set xrange [-0.5:26.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁ellos" 2,"▁les" 3,"▁dijo" 4,":" 5,"▁No" 6,"▁hay" 7,"▁que" 8,"▁te" 9,"▁ha" 10,"béis" 11,"▁de" 12,"▁tu" 13,"▁pueblo" 14,"," 15,"▁y" 16,"▁no" 17,"▁hay" 18,"▁que" 19,"▁te" 20,"▁ha" 21,"béis" 22,"▁de" 23,"▁tu" 24,"▁pueblo" 25,"." 26)
set ytics ("▁Y" 0,"▁ellos" 1,"▁les" 2,"▁dijo" 3,":" 4,"▁No" 5,"▁hay" 6,"▁que" 7,"▁te" 8,"▁ha" 9,"béis" 10,"▁de" 11,"▁tu" 12,"▁pueblo" 13,"," 14,"▁y" 15,"▁no" 16,"▁hay" 17,"▁que" 18,"▁te" 19,"▁ha" 20,"béis" 21,"▁de" 22,"▁tu" 23,"▁pueblo" 24,"." 25,"</s>" 26)
plot 'attention-transformer-sent3.tsv' index 9 matrix with image
set title "decoder self, layer 2, head 2"
set xrange [-0.5:26.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁ellos" 2,"▁les" 3,"▁dijo" 4,":" 5,"▁No" 6,"▁hay" 7,"▁que" 8,"▁te" 9,"▁ha" 10,"béis" 11,"▁de" 12,"▁tu" 13,"▁pueblo" 14,"," 15,"▁y" 16,"▁no" 17,"▁hay" 18,"▁que" 19,"▁te" 20,"▁ha" 21,"béis" 22,"▁de" 23,"▁tu" 24,"▁pueblo" 25,"." 26)
set ytics ("▁Y" 0,"▁ellos" 1,"▁les" 2,"▁dijo" 3,":" 4,"▁No" 5,"▁hay" 6,"▁que" 7,"▁te" 8,"▁ha" 9,"béis" 10,"▁de" 11,"▁tu" 12,"▁pueblo" 13,"," 14,"▁y" 15,"▁no" 16,"▁hay" 17,"▁que" 18,"▁te" 19,"▁ha" 20,"béis" 21,"▁de" 22,"▁tu" 23,"▁pueblo" 24,"." 25,"</s>" 26)
plot 'attention-transformer-sent3.tsv' index 10 matrix with image
set title "decoder self, layer 2, head 3"
set xrange [-0.5:26.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁ellos" 2,"▁les" 3,"▁dijo" 4,":" 5,"▁No" 6,"▁hay" 7,"▁que" 8,"▁te" 9,"▁ha" 10,"béis" 11,"▁de" 12,"▁tu" 13,"▁pueblo" 14,"," 15,"▁y" 16,"▁no" 17,"▁hay" 18,"▁que" 19,"▁te" 20,"▁ha" 21,"béis" 22,"▁de" 23,"▁tu" 24,"▁pueblo" 25,"." 26)
set ytics ("▁Y" 0,"▁ellos" 1,"▁les" 2,"▁dijo" 3,":" 4,"▁No" 5,"▁hay" 6,"▁que" 7,"▁te" 8,"▁ha" 9,"béis" 10,"▁de" 11,"▁tu" 12,"▁pueblo" 13,"," 14,"▁y" 15,"▁no" 16,"▁hay" 17,"▁que" 18,"▁te" 19,"▁ha" 20,"béis" 21,"▁de" 22,"▁tu" 23,"▁pueblo" 24,"." 25,"</s>" 26)
plot 'attention-transformer-sent3.tsv' index 11 matrix with image
unset multiplot
