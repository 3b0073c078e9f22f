set terminal pngcairo size 2368,1716 font 'sans,8'
set output 'attention-transformer-sent2.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 3,4
set title "cross, layer 2, head 0"
set xrange [-0.5:26.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁Y" 0,"▁mi" 1,"▁marido" 2,"▁fué" 3,"▁y" 4,"▁su" 5,"▁mujer" 6,"," 7,"▁y" 8,"▁fué" 9,"▁de" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁su" 14,"▁mujer" 15,"," 16,"▁y" 17,"▁murió" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent2.tsv' index 0 matrix with image
set title "cross, layer 2, head 1"
set xrange [-0.5:26.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁Y" 0,"▁mi" 1,"▁marido" 2,"▁fué" 3,"▁y" 4,"▁su" 5,"▁mujer" 6,"," 7,"▁y" 8,"▁fué" 9,"▁de" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁su" 14,"▁mujer" 15,"," 16,"▁y" 17,"▁murió" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent2.tsv' index 1 matrix with image
set title "cross, layer 2, head 2"
set xrange [-0.5:26.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁Y" 0,"▁mi" 1,"▁marido" 2,"▁fué" 3,"▁y" 4,"▁su" 5,"▁mujer" 6,"," 7,"▁y" 8,"▁fué" 9,"▁de" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁su" 14,"▁mujer" 15,"," 16,"▁y" 17,"▁murió" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent2.tsv' index 2 matrix with image
set title "cross, layer 2, head 3"
set xrange [-0.5:26.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁Y" 0,"▁mi" 1,"▁marido" 2,"▁fué" 3,"▁y" 4,"▁su" 5,"▁mujer" 6,"," 7,"▁y" 8,"▁fué" 9,"▁de" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁su" 14,"▁mujer" 15,"," 16,"▁y" 17,"▁murió" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent2.tsv' index 3 matrix with image
set title "encoder self, layer 2, head 0"
set xrange [-0.5:26.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
plot 'attention-transformer-sent2.tsv' index 4 matrix with image
set title "encoder self, layer 2, head 1"
set xrange [-0.5:26.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
plot 'attention-transformer-sent2.tsv' index 5 matrix with image
set title "encoder self, layer 2, head 2"
set xrange [-0.5:26.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
plot 'attention-transformer-sent2.tsv' index 6 matrix with image
set title "encoder self, layer 2, head 3"
set xrange [-0.5:26.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
plot 'attention-transformer-sent2.tsv' index 7 matrix with image
set title "decoder self, layer 2, head 0"
set xrange [-0.5:20.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁mi" 2,"▁marido" 3,"▁fué" 4,"▁y" 5,"▁su" 6,"▁mujer" 7,"," 8,"▁y" 9,"▁fué" 10,"▁de" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁su" 15,"▁mujer" 16,"," 17,"▁y" 18,"▁murió" 19,"." 20)
set ytics ("▁Y" 0,"▁mi" 1,"▁marido" 2,"▁fué" 3,"▁y" 4,"▁su" 5,"▁mujer" 6,"," 7,"▁y" 8,"▁fué" 9,"▁de" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁su" 14,"▁mujer" 15,"," 16,"▁y" 17,"▁murió" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent2.tsv' index 8 matrix with image
set title "decoder self, layer 2, head 1"
set xrange [-0.5:20.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁mi" 2,"▁marido" 3,"▁fué" 4,"▁y" 5,"▁su" 6,"▁mujer" 7,"," 8,"▁y" 9,"▁fué" 10,"▁de" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁su" 15,"▁mujer" 16,"," 17,"▁y" 18,"▁murió" 19,"." 20)
set ytics ("▁Y" 0,"▁mi" 1,"▁marido" 2,"▁fué" 3,"▁y" 4,"▁su" 5,"▁mujer" 6,"," 7,"▁y" 8,"▁fué" 9,"▁de" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁su" 14,"▁mujer" 15,"," 16,"▁y" 17,"▁murió" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent2.tsv' index 9 matrix with image
set title "decoder self, layer 2, head 2"
set xrange [-0.5:20.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁mi" 2,"▁marido" 3,"▁fué" 4,"▁y" 5,"▁su" 6,"▁mujer" 7,"," 8,"▁y" 9,"▁fué" 10,"▁de" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁su" 15,"▁mujer" 16,"," 17,"▁y" 18,"▁murió" 19,"." 20)
set ytics ("▁Y" 0,"▁mi" 1,"▁marido" 2,"▁fué" 3,"▁y" 4,"▁su" 5,"▁mujer" 6,"," 7,"▁y" 8,"▁fué" 9,"▁de" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁su" 14,"▁mujer" 15,"," 16,"▁y" 17,"▁murió" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent2.tsv' index 10 matrix with image
set title "decoder self, layer 2, head 3"
set xrange [-0.5:20.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁mi" 2,"▁marido" 3,"▁fué" 4,"▁y" 5,"▁su" 6,"▁mujer" 7,"," 8,"▁y" 9,"▁fué" 10,"▁de" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁su" 15,"▁mujer" 16,"," 17,"▁y" 18,"▁murió" 19,"." 20)
set ytics ("▁Y" 0,"▁mi" 1,"▁marido" 2,"▁fué" 3,"▁y" 4,"▁su" 5,"▁mujer" 6,"," 7,"▁y" 8,"▁fué" 9,"▁de" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁su" 14,"▁mujer" 15,"," 16,"▁y" 17,"▁murió" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent2.tsv' index 11 matrix with image
unset multiplot
