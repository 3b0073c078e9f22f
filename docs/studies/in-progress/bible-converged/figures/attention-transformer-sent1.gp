set terminal pngcairo size 2048,1476 font 'sans,8'
set output 'attention-transformer-sent1.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 3,4
set title "cross, layer 2, head 0"
set xrange [-0.5:21.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
set ytics ("▁Y" 0,"▁murió" 1,"▁Eli" 2,"-" 3,"me" 4,"lec" 5,"," 6,"▁marido" 7,"▁de" 8,"▁Na" 9,"mi" 10,"el" 11,"," 12,"▁y" 13,"▁murió" 14,"▁con" 15,"▁sus" 16,"▁dos" 17,"▁hijos" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent1.tsv' index 0 matrix with image
set title "cross, layer 2, head 1"
set xrange [-0.5:21.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
set ytics ("▁Y" 0,"▁murió" 1,"▁Eli" 2,"-" 3,"me" 4,"lec" 5,"," 6,"▁marido" 7,"▁de" 8,"▁Na" 9,"mi" 10,"el" 11,"," 12,"▁y" 13,"▁murió" 14,"▁con" 15,"▁sus" 16,"▁dos" 17,"▁hijos" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent1.tsv' index 1 matrix with image
set title "cross, layer 2, head 2"
set xrange [-0.5:21.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
set ytics ("▁Y" 0,"▁murió" 1,"▁Eli" 2,"-" 3,"me" 4,"lec" 5,"," 6,"▁marido" 7,"▁de" 8,"▁Na" 9,"mi" 10,"el" 11,"," 12,"▁y" 13,"▁murió" 14,"▁con" 15,"▁sus" 16,"▁dos" 17,"▁hijos" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent1.tsv' index 2 matrix with image
set title "cross, layer 2, head 3"
set xrange [-0.5:21.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
set ytics ("▁Y" 0,"▁murió" 1,"▁Eli" 2,"-" 3,"me" 4,"lec" 5,"," 6,"▁marido" 7,"▁de" 8,"▁Na" 9,"mi" 10,"el" 11,"," 12,"▁y" 13,"▁murió" 14,"▁con" 15,"▁sus" 16,"▁dos" 17,"▁hijos" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent1.tsv' index 3 matrix with image
set title "encoder self, layer 2, head 0"
set xrange [-0.5:21.5]
set yrange [21.5:-0.5]
set xtics rotate by 90 right ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
set ytics ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
plot 'attention-transformer-sent1.tsv' index 4 matrix with image
set title "encoder self, layer 2, head 1"
set xrange [-0.5:21.5]
set yrange [21.5:-0.5]
set xtics rotate by 90 right ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
set ytics ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
plot 'attention-transformer-sent1.tsv' index 5 matrix with image
set title "encoder self, layer 2, head 2"
set xrange [-0.5:21.5]
set yrange [21.5:-0.5]
set xtics rotate by 90 right ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
set ytics ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
plot 'attention-transformer-sent1.tsv' index 6 matrix with image
set title "encoder self, layer 2, head 3"
set xrange [-0.5:21.5]
set yrange [21.5:-0.5]
set xtics rotate by 90 right ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
set ytics ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
plot 'attention-transformer-sent1.tsv' index 7 matrix with image
set title "decoder self, layer 2, head 0"
set xrange [-0.5:20.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁murió" 2,"▁Eli" 3,"-" 4,"me" 5,"lec" 6,"," 7,"▁marido" 8,"▁de" 9,"▁Na" 10,"mi" 11,"el" 12,"," 13,"▁y" 14,"▁murió" 15,"▁con" 16,"▁sus" 17,"▁dos" 18,"▁hijos" 19,"." 20)
set ytics ("▁Y" 0,"▁murió" 1,"▁Eli" 2,"-" 3,"me" 4,"lec" 5,"," 6,"▁marido" 7,"▁de" 8,"▁Na" 9,"mi" 10,"el" 11,"," 12,"▁y" 13,"▁murió" 14,"▁con" 15,"▁sus" 16,"▁dos" 17,"▁hijos" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent1.tsv' index 8 matrix with image
set title "decoder self, layer 2, head 1"
set xrange [-0.5:20.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁murió" 2,"▁Eli" 3,"-" 4,"me" 5,"lec" 6,"," 7,"▁marido" 8,"▁de" 9,"▁Na" 10,"mi" 11,"el" 12,"," 13,"▁y" 14,"▁murió" 15,"▁con" 16,"▁sus" 17,"▁dos" 18,"▁hijos" 19,"." 20)
set ytics ("▁Y" 0,"▁murió" 1,"▁Eli" 2,"-" 3,"me" 4,"lec" 5,"," 6,"▁marido" 7,"▁de" 8,"▁Na" 9,"mi" 10,"el" 11,"," 12,"▁y" 13,"▁murió" 14,"▁con" 15,"▁sus" 16,"▁dos" 17,"▁hijos" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent1.tsv' index 9 matrix with image
set title "decoder self, layer 2, head 2"
set xrange [-0.5:20.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁murió" 2,"▁Eli" 3,"-" 4,"me" 5,"lec" 6,"," 7,"▁marido" 8,"▁de" 9,"▁Na" 10,"mi" 11,"el" 12,"," 13,"▁y" 14,"▁murió" 15,"▁con" 16,"▁sus" 17,"▁dos" 18,"▁hijos" 19,"." 20)
set ytics ("▁Y" 0,"▁murió" 1,"▁Eli" 2,"-" 3,"me" 4,"lec" 5,"," 6,"▁marido" 7,"▁de" 8,"▁Na" 9,"mi" 10,"el" 11,"," 12,"▁y" 13,"▁murió" 14,"▁con" 15,"▁sus" 16,"▁dos" 17,"▁hijos" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent1.tsv' index 10 matrix with image
set title "decoder self, layer 2, head 3"
set xrange [-0.5:20.5]
set yrange [20.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁murió" 2,"▁Eli" 3,"-" 4,"me" 5,"lec" 6,"," 7,"▁marido" 8,"▁de" 9,"▁Na" 10,"mi" 11,"el" 12,"," 13,"▁y" 14,"▁murió" 15,"▁con" 16,"▁sus" 17,"▁dos" 18,"▁hijos" 19,"." 20)
set ytics ("▁Y" 0,"▁murió" 1,"▁Eli" 2,"-" 3,"me" 4,"lec" 5,"," 6,"▁marido" 7,"▁de" 8,"▁Na" 9,"mi" 10,"el" 11,"," 12,"▁y" 13,"▁murió" 14,"▁con" 15,"▁sus" 16,"▁dos" 17,"▁hijos" 18,"." 19,"</s>" 20)
plot 'attention-transformer-sent1.tsv' index 11 matrix with image
unset multiplot
