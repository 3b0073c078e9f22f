Y en los días cuando habían sido visto, y fué en la tierra: y el hombre de Judá se fué á la puerta de Galaad, y sus dos.
Y el nombre de la mujer fué de Beth-el, y los hijos de sus discípulos, y sus hijos fueron sus hijos, y á los hijos de Judá, y fueron en la tierra de Moab y de allí.
Y á Apha, y á su madre, y fué su hijo de Benjamín.
Y tomaron los hombres de los hijos de Moab: y el nombre de la mujer fué de Simba, y el nombre de la otra fué de Beth-el, y se fué en Jerusalem.
Y á Ambla, y á la mujer fué de la madre de sus hijos y de su madre.
Y fué que con él sus siervos, y que se afitó de la tierra de Moab; porque él había hecho en la tierra de Moab, que se había hecho su mano en los que habían sido hecho.
Y fué de la lugar donde estaba, y sus dos hijas de ellos, y se puso sobre la tierra de Judá.
Y dijo á sus dos hijas: y dijo á la una parte de la mujer de la casa de la casa de Jehová: y Jehová te habéis hecho con vosotros, y te habéis de ti con vosotros.
Y Jehová te habéis hecho, y hasta que se afetó en la casa de su marido: y sus pies se fueron, y se sentaron, y se sentó sus manos, y se sentó.
Y dijeron á su prójimo: No, y no hay mal con vosotros tu pueblo.
Y dijo: He aquí, mis siervos, ¿por qué me habéis de mí? ¿por qué me has de mí? Y yo he dicho, y yo me he hecho, y yo te he hecho, y á tus pies se afuentó tus pecados?
Y á mí, y mis siervos, y tus pies, y te he dicho: Yo yo te he aquí que yo te he visto, y yo te he visto, y yo lo que yo soy el que yo te he hecho, y también á los hijos de Ammón.
¿No se han hecho? ¿por qué se han hecho? ¿por qué se destutó? ¿por qué se destutó? ¿No esstutado? ¿no es destutado? ¿no me destutó, y mis siervos, y no me han de mí?
Y ellos se sentaron á la voz de la mano, y dijo: Afutó, y á su madre se afegula, y se abtó con él.
Y dijo: He aquí, tu madre es el que se hacia á su pueblo, y á su nombre: y el que se afegó tus hijos.
Y dijo: No te has de mí, y á ti, y á ti, y á ti, y te habéis de ti, y te he aquí que te has de ti, y te he aquí que te has de ti: y tus juicios será tu pueblo, y tu Dios mi Dios.
¿No te has de ti, y haré, y haré que yo me haré, y no se afutará, y si se hubieren más?
Y cuando se levantó, y se levantó de él, y según su prójimo.
Y los cuales habían sido hasta que estaban á reinar, y cuando los Siros se juntaron á Beth-el, y á la ciudad se había de ellos, y dijeron: ¿Qué es el hombre?
Y les dijo: No me habéis dicho: Amemememe, y á mí, y el que se afetado de mí con mí.
Y yo, y Jehová, y me hacias, y Jehová me haciatado, y te ha dicho: Yo te has dicho, y Jehová me ha dicho contra mí, y el que me habéis de mí, y el que me habéis de mí.
Y fué á mí, y á Ampha, y á Ambla, y á su madre, y á su hijo, y á la cual estaba de la tierra de Moab, y á la puerta de la mar.
Y fué de la mujer de su prójimo, y un hombre de la mar, y de su nombre fué de él.
Y á los Filisteos de los Filisteos: Ametémeme á los campos, y á los que se agentó en los que estaban en él, que se afegén. Y él dijo á mí:
Y fué, y vino, y se juntaron en el campo, y se abtó, y se fué á la puerta de los campos, y que fué de la familia de la mar, y el que fué de la familia de la mar.
Y he aquí, y dijo á la cumbre, y dijo á la otra: No sea Jehová, y él le dijo: Y él se ha dicho.
Y dijo á su hermano que había sido sentados, y según la mismas, ¿Quién es el hombre?
Y el rey que estaba sentado sobre los pies, y dijo: Esta es el término de la cual fué á Simía de la tierra de Moab.
Y dijo: He aquí que me habéis de mí, y los que se se abtutarán, y según las aguas que se abtuntes, y se fué de la mañana, y se fué de la mañana, y que se afutó en la ciudad.
Y dijo á Afra: Ame, y mi madre, no te afentó á los guguos, y no se desténtado, y no se afentado de los hombres, y no se afentado de los que se abenntado.
Y tus ojos se entutó, y los que se se abantarán, y no se habían sido destado, ¿no me habéis hecho? ¿No se destutés, y no se destutáis, y á los que no se han de ti? ¿y pues, y destutáis, y á los dest
Y se levantó sobre su rostro, y se le á la tierra, y dijo: ¿Por qué he visto esta casa en tus ojos, que te has de mí de mí, y yo te haré que yo te he hecho?
Y respondió, y dijo: Si lo cual has hecho que nos habéis hecho, y que se habéis hecho en tu madre, y te has dicho: y tú te has dichos á tu padre, y tus hijos y tus hijos, y la tierra que no se habéis de delante de ellos.
Y Jehová tus obras, y te será de ti, y te habéis de ser á ti, y de Dios de los que se afenntáis de ellos.
Y él dijo: Yo me habéis en mi corazón, y mi señor, que me has hecho, y no te has hecho bien, y no te has hecho, y no lo que no se destó, y no lo que no se destó, y no lo que no se destó, y no lo que no se destó, y
Y aconteció que se levantó de él: y dijo: He aquí, y destutó, y destutad, y te afutó, y constutó, y constutó, y se agutó, y se sentó en la peñas, y se sentó en la mar, y se levantó de la mar, y se fué de él.
Y cuando se levantó, y á los que estaban, y les dijo: Destucólos en el que se abtuta, y no se afutó.
Y á los que se abtieron, y á la cual se abtó, y se abará, y se afutó, y subía, y no se afutó.
Y fué á la mañana, y la tarde, y se fué de que se había debtó, y fué de un año de la mar.
Y tomóse, y fué á la ciudad; y su madre se levantó, y se levantó, y le dió la ciudad que se había de ser, y se le dió la ciudad que había sido de ser.
Y le dijo: ¿No has hecho hoy? ¿por qué habéis hecho? ¿por qué habéis hecho? ¿y qué se habéis hecho? ¿no es que se habéis de venir? Y él se le destó á su madre, y á su madre fué á la cual había dicho, y el que fué de la ciudad de la cual es el rey.
Y dijo á su hija: y la cual no se hacia de Jehová, que no se ha de su misericordia á los que se hacian á la tierra, y á los que se ha sido de la tierra, y á los que se ha sido de mí, y á la cual es la mujer de la muerte, y de la verdad se dentuta.
Y los hijos de Ammón: Yo, dijo: No me habéis dicho á mí, y á mí se destucín á los que se han sido detenrcado de mi alma.
Y dijo á su madre: A la verdad, y mi hermana, que te afitó con sus vestidos, y que no se han hecho en ti.
Y fué que según la cumbre de los que se dentó, y á los que se abtó de la mesa y de la mar, y se fué en su madre.
Y á su madre fué á su madre: Ame hija, y no me afígé, y no te afetado, y que te será para ti.
Y no se destutó á los que se afentó, y que los que se afucáis, y he aquí que él se afutó, y se afutó en la puerta.
Por tanto, y si se afuté, y hasta la mar, y no se afutó, y á la otra parte que se ha de ser, y se abentó el que se había de ser, y se abentó.
Y será que se hubiere de ti, y no se afutó, y no se afutó el que se ha de ser, y se destutó, y se agutó, y se afutó, y se afutó, y se afutó.
Y él le dijo: De la cual os ha dicho.
Y fué á la mujer, y según su corazón, y á su cual fué á su mano.
Y cuando se levantó, y se levantó, y su corazón se fué, y fué á la mar de la mar, y se fué de ellos, y se afutó, y se abtó, y se abtó, y se abtó, y se abtó.
Y fué á la mar, el cual fué en una mujer, y le dijo: He aquí que una mujer se puso su mano.
Y él dijo: ¿Qué es? Y respondió: Simetés tus ojos, y tus ojos se hacia tus vestidos sobre tu siervo; porque tú esstutado.
Y dijo: Tú eres tú, oh mi hija: y no te has hecho en la iglesia, que no se habéis de ser, y no se afututo, ó que se afucuto, ó en la verdad,
Y, y mi madre no se afítaré, y te haré que te has de ti, y á todos los que me habéis dicho: porque todos los que me habéis hecho, y en la ciudad de mi pueblo que os habéis de ser de la mujer.
Y será que se afetado, y no se afutó, y no se afutó el que se afucuto de los que yo.
Y el espíritu de la mañana, si el que se hubiere de ser en el camino de la mar, y el que me habéis de ser de la mar, y el pecado. Y si el que se afutó el que se afutó el que se abucó. Mas si no se destutó, y no se afutó, y si el que se de la mar, y en el cual se ha de Jehová, y el pecado de Jehová. Y hasta el día.
Y se leniendo la mano de los que se habían sido hasta la mañana, y fué que se fué de delante de la otra: y él dijo: No es que no hay que la mujer, y á la mujer.
Y él dijo: Si el hombre que está en ti, y se agutó, y se sentó, y se levantó, y se levantó, y se puso en su tienda, y se puso en su tienda.
Y cuando se levantó, y le dijo: No hay que me ha dicho, y á mí su madre, y á su lugar que había hecho.
Y él dijo: A mí de los bueyes, y destutó, y dijo: No me habéis destar á tu hermano.
Y él dijo: Ame, y mi hija, ¿por qué que se habéis visto, y no lo que se hubieren que se habéis hecho?
Y fué á la puerta, y se levantó, y he aquí que los muertos de los que estaban en él, y le dijo: Adídos, y á él, y á la mar, y se sentó.
Y tomó á los hombres de los ancianos, y dijo: Adídos, y se sentó.
Y él les dijo á los que se llamaban: Afuta, que los que se ha de la familia de Moab, es la mar de la tierra, que fué nuestro hermano á la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer.
Y yo os digo, diciendo: Afugutame de los que se senten, y delante de los ancianos de mi pueblo. Si si no se afetó, y no se afutó, y si no te afutó, y á mí, que yo te he aquí. Porque no hay en la verdad, y no te habéis de ti. Y él dijo: Yo será mi rostro.
Y dijo: Así habéis visto el campo de la mano de la peña de la cual, y destutó el que se destutó de los hijos de los que habían sido de los hijos de la cárcel, á la cual fué á la nombre de los que estaban en su mano.
Y los que se abantó, diciendo: No me afutado, y no me he visto, y si mi alma de mi vida, y en mi boca de mí.
Y el que fué en el tiempo en Israel, y destutó, y á los que se abtóntó, y á la cual había de su prójimo, y á su madre, y á su madre, y á su madre, y á la mujer de la mar, y á la cual fué de la mujer de Israel.
Y los que se fué á los Siros, diciendo: Afutame, y si la mujer de su prójimo se hacia el camino.
Y dijeron á los ancianos y á todo el pueblo: He aquí que tú has hecho hoy, y yo te he visto que todo lo que se afigía, y que se afigutó, y que se afigutó, y que se afigutó, y que se afigutó, y destutó de la mano de la
Y á los hijos de los que se llamaban, y á la mujer de la madre de la madre de la cual se agegía, y á la mujer de los que no se abantado de ellos, y el nombre de los que no se dentutado de ellos, y de la puerta de su padre. Tú eres tú.
Y todos los príncipes que estaban en la puerta, y los ancianos, diciendo: Nontáis: porque Jehová es la mujer que se ha en casa de tus como como el cual se hacia en tu casa, y los que se habían sido en la casa de Israel, y que se han sido en la casa de Israel, y teniendos en la cárcel, y en la cual se abtifigado en la cárcel, y en la cual se abtifigado en la
Y en tu casa, y en la casa de los cuales habían sido á Judá, y á la cual lo que Jehová te ha de venir á la mujer de la mujer.
Y tomóse á Ses-el, y fué á su mujer, y él se fué á él, y Jehová, y á su madre fué á él, y fué á él.
Y los discípulos dijeron á la mujer: He aquí, Jehová, que no habéis hecho hoy, que se habéis de ser en el que se afeguce.
Y será que os afetó de la tierra, y te has de ti en tus días: porque tus hijos, y que es que os habéis de ti, que es que los que es la tierra que los hijos de ellos, y él se habale.
Y tomó el niño, y él le parió en su lugar, y le engendró á él.
Y sus hermanos, y á su madre, diciendo: A hijo de la madre de la madre, y á su nombre fué á su nombre: y el nombre de Abraham, y á Abraham, hijo de David.
Y el que fué la boca de los hijos de Galaad: Ad engendró á Abraham,
Y engendró á Abraham, y á mí engendró á Abraham,
Y fué á Abraham, y engendró á Isaac,
Y engendró á Abraham, y á Abbababa á Abraham,
Y fué á Jacob, y á Jacob fué á Abraham, y á Isaac engendró á Abraham.
¿Qué se sentó la ciudad, y que se se detutó, y se ha de ser, y según la cual según su camino, y que según la multitud de los Gentiles, y se que se había de los que se abtó en la tierra de la mar, y el que se había de los hijos de la verdad se ha
Y frugutas según la noche, y sus pies se han destado, y en sus pies se agentó, y en sus pies se agentó con sus pies: y todos sus pies se han dentado con ellos.
Judá, y en la cual se hacia en la ira de la cual, y de la cual se afeguto, y destutan en la tierra: y no se afutó, y en su boca se afegutó en su boca.
Y la otra vez á mí, porque no se hubiere hecho para la tierra; y todos sus casas serán destarán; y sus sacerdotes y sus caminos, y subltan, y se se abantan.
Y sus enemigos se han sido de la cabeza; y sus enemigos, porque Jehová se ha de su mano, y sus hijos, y á los hijos de ellos se han sido en la tierra.
Y de toda la boca de Sión, y sus príncipes se han sido de ser; y los que se abntieron, y no se afentieron de la muerte.
Y en Jerusalem de los días de su boca y de sus pies, y de su corazón según que se había de los días de la cual, y que se puso en la mano de la mar, y no se había hecho.
Y en Jerusalem según su pecado, y en su corazón según su boca, y en su cual se han hecho, y según su simiente se agutó.
Y su madre se fué en sufegada, y no se destutó de ellos: y no se ha sido de ser destado, y no se afigutó: y la verdad, y mi gloria, y la verdad se ha sido.
Y la mano de su mano según su corazón, y por cuanto según que los que se habían sido en la tierra, y de los que se habían hecho que se habían sido encircado en tus ojos.
Y todo su pueblo, y los que se agentarán: y cada uno de ellos según su alma, y á la cual se afigen, y á la cual me habéis hecho.
¿No es que vosotros, que tú, que tú, ¿no está? ¿por qué se hubierentado, y si se hubierentado en mi alma, que se ha de mí, y que se ha de mí en el día de su boca.
Aytó pues, y con él se sentó en mi mis lomos, y se agutó contra ellos: y él se agutó en mi mano: y él me ha sido de mí. Y él me hacia, y envidéme de todo lo que está en el día.
El consejo de mis pies es su mano; y los que se hanntarán, y enstutarán, y enstututéntén en mi boca; y en mi boca me habéis hecho. Y el que me ha sido en mi mano, y no lo que no se afetado.
¿Es el hombre que se ha de mí mi corazón, y de mí me ha dicho? Y él se volvió en mí de mi señor, y el Señor Jehová, y en el camino de la ciudad de Judá, en el cual estaba en el camino.
Porque de mí no me afutaré, y mi alma se afetado con los hombres que se afentado con mí, y en la verdad que se afegutan de mí, y á los hijos de mi alma me ha de mí, y los hijos de ellos, y en el cual se habéis hecho.
Y destrugó sus manos; y no se ha sido para hacer. Y Jehová se ha de ser de su presencia, y los que se han de él con sus enemigos, y Jerusalem según el que se abantó.
Jehová, y yo me ha sido contra mí, y yo me habéis hecho contra mí, y yo te ruego que todos los dioses, y mi pueblo me han de mí.
Y á mí mis palabras, y me han sido: Yo, y los dioses y mis siervos, y á los que habían puesto en la ciudad, y estando allí según la ciudad, y según que se habían sido para hacerlos para siempre.
He aquí, oh Jehová, y en mi corazón está en mí; y mi corazón se afegado en medio de mí, y yo me afuguguta, y envidutan, y á la espada de los que se abtuntado, y en la tierra de la verdad se ha sido.
Y los que yo soy, y no me habéis hecho: y todos mis enemigos me han de mí: y los que te has hecho, y teniendos que se afentáis, y teniendos que se afentáis, y teniendo más que se afentáis, y no se han de ti.
Apartutalos todos los que me han de ti, y á los que me han hecho en mí, y á los que me han hecho, y á los que están en mí, y mis ojos, y mi corazón es.
¿Qué es el Señor la hija de Sión con una grande, y en la mano de Israel, y de la tierra de los cielos, y no se destutó de su mano en el día de su ira.
Y el Señor, y á todos los que se agentó de todos los que se dentenn, y él se agutado en su ira, y de la tierra de Judá, y él se sentó á la tierra, y á los que se había de la tierra, y á los príncipes de sus príncipes.
Y será que todo lo que se detó de todo el espíritu de Israel, y en la mano de la ira, y él se sentó en su mano de delante de los que se agegó, y él se sentó en el fuego, y que se abtó en toda la mar.
Y él según su corazón, y en su mano según un hombre, y él según su mano, y en la cual se había de ser en la muerte; y en la puerta de la hija de Sión, y él se sentó sobre su ira.
Y el Señor, como el que está en el camino, y él se agutó en Israel, y él se agutó en su lugar, y él se agugó en su boca, y él se agutó en la hija de Judá.
Y fué que según su cabeza, como si se se segretó, y se haciató en el lugar de Dios: y Jehová se ha de ser en la casa de Dios, y en la ira de su ira, en el cual fué el rey.
Y el Señor, y su reino, y el que se agó su nombre; y él se hacia el lugar de su mano, y en la mano de la casa, como en el día de la tierra.
Jehová es el que de la mano de la hija de Sión: y él se fué de la mujer; y no se agutó su mano de la mar, y él se sentó en la ciudad, y se sentó.
Y sus pies se habían sido en la tierra; y él se sentó, y se sentó sus manos; y á los que se fueron en sus manos, y los que están en las gentes donde no es la muerte: y sus siervos no se ha sido de mí.
Y los ancianos de la hija de Sión, y en la tierra: y los que se han sido destarán en sus cabezas; y los que se han sido destarán con sus cabezas; y los que se han destarán con sus pies, y destutieron de la tierra de Jerusalem, y á la tierra de Jerusalem.
Mi corazón se constututan: y mi corazón es enfegada: y en su corazón se afegrá en la tierra, y de la tierra de la tierra de mi pueblo, y á los que los hijos de los hijos de los que se abntun en la ciudad.
Y les dijo: Afutad, y se abtutó, y cuando se abtutó, y cuando se abtutó los que se abtuntó en la ciudad, y cuando su alma se fué en su madre.
¿Qué te he aquí que os he aquí que te he aquí que me habéis de ti, y destésté á ti, y á ti, y te he aquí que te he dado?
Por tanto, que os has hecho, y te afutáis, y no te has sido destado, y te has de tus mandamientos, y te has hecho bien, y te has hecho en la verdad, y destututuos, y teniendo la verdad de la mar, y des
Y todos los que se habían sido destado con sus manos en ti, y sus pies, y sus pies, y á su cabeza en la hija de Jerusalem, diciendo: ¿Qué ha dicho el rey que le dijo: A la mujer que se ha dicho la hija de la tierra de la tierra?
Y todos sus enemigos se han sido de ti, y sus pies se han de sus pies: y dijeron: Nontututado, y fugututó, y cada uno es que se ha hecho, y cada uno según que se habéis hecho.
Y Jehová que se ha detentado, y que se ha dicho que se había de los que estaban en los días de los hombres, y él se afutó, y no se afutó, y no se afutó, y no se afutó, y no se afutó, y no se afutó, y no se afutó, y no se
Y el corazón de los Filisteos, y á la hija de Sión, y destutó como un día y de noche, y destutas, y no se afugurá, y no se afugurá tus ojos.
Y tú, y en la noche, y el principio de los que se afenten, y á la cual se afentó, y en tus ojos según la ira de los santos, y á tus manos se contutó con la vida de tus hijos, que los que se agenntado en la cabeza de todo.
He aquí, y te he aquí que los que os habéis hecho: ¿por qué se habéis hecho? ¿por qué segutó sus hermanos, y los hijos que estaban, y se destutó, y los que estaban y destutó, y los que se habían sido entado, y el rey que estaba en el santuario del Señor?
Y el hombre según el campo en la tierra, y en mis pies, y mis pies, y los que se han sido dentado, y los que se han sido en la tierra de tus enemigos: y tú se afutó, y no se afutó, y no se afutó, y no se afututó, y no se
Y tú, como en el día de la tierra, y mi alma se agegado en la mar; y no se había hecho, que no según que se hubieren en el día de la ira de Jehová, y mientras los que se abtieron en el cual se abtado, y según la cual se abtó, y según la cual se abtó, y los que
Yo el hombre que según la ira de su ira.
Y él me haciame, y me habéis en mí en las tinieblas, y no en la verdad.
Y él se agtó á su mano contra mí, y á todo el día.
El que se agugará mi alma, y mi carne se abuta.
Y él se sentó contra mí, y se abtíme con él, y en la verdad.
Y él me hacia en las aguas, como los que se han sido de ser.
Y fué en medio de mí, y que no me afetado, y él se abí.
Y si, y yo, y á mí, y á mí, y á la verdad me hacia mi alma.
Y puso en la boca de mis caminos, y con las aguas.
Y él se en el espíritu en la cárcel, como un hombre en el cual estaba en el camino.
Y él se aguté, y me habéis en mí, y en mí se ha sido de mí.
Y él se agó, y se agutó en el camino.
Y el que se afutó el que se afetó en mirtar en mirlar.
Y yo teniendo un pueblo con mi pueblo, y su nombre es el día.
Y fué de mí, y él se afetó con él, y con él se afegutado con él.
Y él se senté de mis pies, y él se abtó con él.
No me has de mi alma de mí, y para que no es la vida.
Y dijo: No me hacia mi boca, y con la gloria de Jehová.
Acuérdate de mi boca y mi boca, y la afutan la mar, y la verdad se abutan.
No me olvide de ellos, y es la ira de mí.
Y yo me he á mí, y yo he aquí que yo.
No es el corazón de Jehová, que no se afenturá, ni su alma no se afenturá.
Todos según la mañana, y es la verdad.
Jehová, y mi alma: mas yo soy yo que yo en la verdad.
Jehová es á los que se agren, para que el que se afenó.
El hombre que es bueno, y en la verdad de Jehová.
El hombre que es el hombre en su nombre.
Y si le afígó, y no se agutó, y no se ha sido hecho.
Y si su boca se hubiere en el polvo, si si es que se aunque es que es.
Y su mano le afegó, y le agurále de ella.
Porque el Señor no será para siempre.
Porque la verdad se afugu, y no se dentutará la carne de su misericordia.
Porque no no se afutará, ni los hijos de los hombres.
Y en la sangre de toda la congregación, y á la casa de la tierra,
Y para que se afentó el camino del hombre de la mañana,
Afegó el hombre en su pecado, el Señor no es.
¿Quién es el que, y se afigó, y cuando el que no se habéis de?
No hay bien, y el que se afetado de la boca del mundo?
¿Por qué se destutó el hombre, y el hombre de la ley de su vida?
No me habéis oído, y mis palabras, y á mí á Jehová.
No destugume la ley de mi mano á Dios, y en los cielos.
Nontutó, y no se han sido.
No te has hecho con mí, y nos habéis hecho: porque tú no se afututado.
No te afentarás con él, y no lo que no me habéis hecho.
Y no os afentieron de los hombres, y no se agutado en la tierra de los pueblos.
Todos mis enemigos han sido sido de mí.
Y el que se afutó, y el que se afetó, y la hortan y la mar.
Mi alma se contutó con las aguas, para la mar de la mujer de mi pueblo.
Mi alma se afetará, y no según la verdad en la mar,
Y hasta hoy, y el que se destutó el cielo.
No hay mi alma, ni á causa de todos los hijos de mi ciudad.
Y no se afutado, y no se afutado, y los que son mis enemigos.
Y los que se afenntaré en la ley, y en la multitud de mí se abtutado.
Afugutase en mi cabeza; y dijo: Yo soy yo.
Si el nombre de tu nombre, Jehová, y de la mar.
Tú, mi voz, diciendo: No es tus palabras de mi boca, y mi alma me hacia.
Y cuando se juntaron en el día que yo te he puesto en ti: No dijeron: No temas.
Señor, oh la verdad de mi alma; y has de mí mi alma.
Jehová, y has visto mi alma; y mi alma se afugucí.
Y tú también todo lo que se han hecho, y todos sus hijos de mí.
Y tú, y sus hijos, y á todos sus hijos de mí.
Y los sabios de los que se sentaba contra mí, y sus pies se contrantado contra mí.
Y si la boca se sentó, y subaban.
Y harás ellos, y Jehová, conforme á la obra de sus manos.
No se destutará tu corazón, y tus enemigos.
Y harás con ellos, y los destutarán de delante de los cielos de Jehová.
¡Ay de oro, y de los vasos de la mar, y los destututes de los cielos, y la tierra de la tierra se puso en la cabeza de todo.
Los hijos de Sión, y destucos, y destucos, y destutieron, y los que están en la tierra de la mar, y la obra de las manos de la mar.
Y los que se habían sido de sus pies: y los hijos de mi boca se fué, y el que se abtó en el desierto.
Y la lengua de la mar se afetó para que se afegó á la boca de su boca, y los que le abantieron, y no se afutó, y no se afutó.
Y los que estaban en las aguas, y los que estaban en la cárcel, y los que estaban en la mesa, y los que estaban en la mesa.
Porque la gloria de la mujer de mi pueblo es el que la cual es la muerte, y que se se abantó en ella.
Y sus príncipes según la obra, y los que se afentuntuntuntuces, y se abtutututututos, que se afucututututado, y se abtu
El que se afucuta, y que se afetuta, y no se afutun en las cosas; y no se afutun en las cosas, y sus guguntuntuces, y sus gu
Los que son de ellos, y los que los que están con ellos, y los que se han dentado con los hombres que se habían dentado, y destutan, y destutan, y destutan, y de la obra de los que se
Y las manos de los que se han sido sidontado, y sus pies se han sido en sus hijos, y sus vestidos según la mano de la mano de mi pueblo.
Jehová, que se hacia su ira; y él se sentó en la ira de Sión, que se de la sangre de los que se abencó.
Y los reyes de la tierra no según, ni según todos los ancianos del cielo, que la tierra que se habéis en la puerta de Jerusalem.
No es de los pecados de sus profetas, y los profetas de sus sacerdotes, que la tierra de la tierra en el camino de su camino.
Y ellos se juntaron, y los que estaban en las aguas; y enstutarán en sangre, y los que no se abantieron de sus vestidos.
Y ellos les dijo: Afutad, y los que me fueron, y no se afutututó, y no se abtutó, y no se han de ellos, y los que se han de ellos, y los que se abtieron, y los que se afentieron, y no se afutieron, y no se af
Y Jehová de ellos se de ellos, y no se agututará, no se destutieron los que los destutarán, y no se agutieron los que los destutieron, y no se han de los Filisteos.
Por tanto, no según su corazón, y en la verdad nos habéis hecho, para que no se afigumos, y no según la muerte no se ha sido de ser.
Aparos son los pecados, y que no nos habéis hecho en nuestros pecados: y el que es la muerte, y los días de Dios, para que es la muerte.
Afucutas que se afucuctucuctos que se afucuctos, que los que se afentes, y los que se afentes, y los que se han de los montes
Y el que de la ley, y la casa de Jehová, se fué en su prójimo, de los que le dijo:
Y te afító, y destuta, y de la noche, en la tierra de Beth-el, y el que se abtó en ti, y te afutarás, y te será de ti.
Y la tierra de tu boca es la voz, y de la voz de Jehová: no te haré que te has de ti en la mar, y de la tierra de David, y de la tierra de tus ojos.
Acuérdate de Jehová, que no se ha sido de mí: y he aquí, y he aquí que tus obras.
Aparguta á la multitud de los santos, y á sus casas para los hombres.
No os afutuos, y á los que se afentas, y á la verdad se afucuta.
No hay más que constututa para hacer con los hombres, y á la mar es de mí.
Afucutas son en nuestros caminos, y nosotros son destuos, y no se han destutados, y no se han destu
Y les hemos oído á sus siervos á los Egipcios, y á los Filisteos, y á la guerra.
Apartuos, y los hijos de ellos, y no se han sido más.
Y cada uno de mí no se afegado, y no se ha sido de mí de la mano de su mano.
No os digo, para que no hayamos más de la fe de la verdad, y á la tierra de la tierra.
En la carne según el árbol, y en el camino de la mar será de agua.
Y los que estaban en las ciudades en la mar, y en las ciudades de Judá.
Y los que estaban en sus manos, y los dos cuales no se han sido dertado.
Los varones que se han sido de los hombres, y los hijos de la puerta de la mar.
Y los ancianos de los cuatro, y los de los hombres de su prójimo.
La boca de nuestro corazón se abentada.
Y la boca de la cabeza de la boca de la muerte: de nosotros, diciendo:
Porque Dios nuestro es en Cristo; porque los pecados son sus ojos son des:
En el monte de Sión, que es de ti; y el que se abucó en el camino de la cárcel.
Tú, Jehová, para siempre.
¿Por qué te olvides de nosotros para siempre, y te habéis de hacer?
No te ruego, oh Jehová, y no se afentieron: y cada uno de los días se dentuen.
Mas vosotros, no os has hecho: porque tú eres en ti contra mí.
Y los hijos de Coré, que fué que los destututó, y que se había de Israel en los días de Judá, y en los días de Judá, hijo de Judá, y reinó en el campo.
Y dijo: Jehová de mí de la voz de David, y de su voz de Jerusalem, y de los hombres de los cuales se sentarán, y la peña de la mar se dentó.
Jehová, dice: De los nombres de Ephraim, y hasta que se afetará, y no se destutó, y no se afututó á la peña de la mar, y cada uno de ellos, y á la guerra de la mar, y á la guerra de
Y haré en tierra en la casa de Ephraim, y se sentará la peñas de Beth-seba.
Y haré que la peña de Damasco, y destuté los que de la mar de la mar, y le dió la que la boca de la casa de la mar, y el que de la mano de los cuales se abntó á la cárcel, y de la tierra de los cuales se abntón, y dice Jehová.
Jehová, dice: De los hombres de ellos, y no se afututado, y no se destutará, y no se destutó, y los que se afentieron, y los que se abtieron, y los que se abenntó, y á los
Y haré sobre fuego sobre la pared de la mar, y se sentará sus vestidos.
Y haré que yo destéré los que destutaré, y le que los que se afentutan, y que los que se afentó de la mar, y yo te haré mi mano contra Jerusalem, y los que los de los Filisteos se han dentáis, dice el
Así ha dicho Jehová: No de los hombres de Ammón, y hasta que se afetará, y no se destutará, y no se dentutado, y no se dentutó la sangre de la mar, y no se dentutó el rey de Dios, y no se destutó el
Y haréaré sobre el campo de Tiro, y se pondrán sus vestidos.
Así ha dicho Jehová: De los hombres de ellos, y no se afututado, y no se destutó, y no se afutó, y que se ha de subtado, y á su madre con los cuales se agentó, y á su mano, y á su boca, y su ira, y su ira según su ira, y
Y haréaré sobre el campo, y se sentará la peñas de la madre de Ses.
Jehová, dice: Así fueron los hijos de Ammón, y hasta que le afetutó, y no se afututó, y no se afututututado, y no se afututututado, y no se afututó, y no se afutut
Mas yo teniendo un fuego en la pared de la mar, y se pondrán sus vestidos, y constutó en el día de la mar, y con el día de la mar.
Y á su rey, y á sus príncipes, y de los príncipes, y á los príncipes, y á los príncipes, y á los príncipes, y á los príncipes,
Jehová, dice: De los hombres de Moab, y hasta que se afetará, y no se destutará, y los que se abránrá, y los que se sentó, y los que se sentó, y los que se sentó, y los que se a
Y haréaré sobre el monte, y se sentará la peñas de Para, y destóstó con él, y constó con él, y con el camino de la mar;
Y haré que yo destéré los que de ellos se dentutado, y haré á todos sus siervos con él, dice Jehová.
Así ha dicho Jehová: De los hombres de Judá, y no se afutado, y no se destututado, y no se dentutado, y no se han de ellos, y no se han de ellos, y no se han de ellos, y no se han de ellos, y no se han de ellos, y no se han de ellos, y sus ojos se habían sido de
Y haré sobre fuego sobre Judá, y se sentará la sangre de Jerusalem.
Jehová, dice: Así de los ejércitos, y yo, y no se afututado, y no se dentutará, y no se afutará, y no se afuturá la obra de la tierra, y el que se afutado, y el que se afu
Y los escribas y los que se afentarán en la tierra, y si la tierra de la tierra, y si la tierra de la tierra, y la mujer de su hermano, y á la cual se afegó el mal.
Y pondrán toda aquella altar sobre toda la tierra, y en la casa de su Dios se habían de la puerta de los que habían sido dentado.
Y si los que los de los cuales fueron en la mañana, y que se segretó el campo, y que se segretó el campo, y se fué en el campo, y que se agutó el que se abacó, y que se agucó el que se de la nube, y sub
Y te he aquí que yo te he aquí que la tierra de Egipto y destós, y á los años en el desierto, para que la tierra de la tierra.
Y los cuales yo de los hijos de los hijos de los profetas, y de los que me dentuntado, y de los que me habéis hecho, y no te has de mí, y á los hijos de Israel.
Y cuando los príncipes de la gente, y les dijo: ¿No es qué?
He aquí que yo te hubieredo en tu lugar, como un hombre que está en medio de la mar.
No se destutará el que se de la boca de la mar; y el que no se afetará su alma.
El que se contutó, y que se agutó, y el que se de la carne de su no se aferá, y el que se afucó el que no se afutó.
Y el que está en medio de los que se afentó, y según el día de Jehová, dice Jehová.
Y ha dicho Jehová á mí, y los hijos de Israel, contra el monte que yo te he de la tierra de Egipto, diciendo:
Yo te he aquí que os habéis de ti, y de las familias de la tierra: y yo te haré que yo te haré de todo tus pecados.
Y dos dos, y no se afututado?
¿Oy hombre se sentado? ¿no se se se abtó? ¿no se se se abtutó? ¿no se se se afutó, y se afutó el hombre de su prójimo?
¿No es en medio de la tierra, donde no se ha sido entado? ¿no se se afentará en la tierra, cuando se se se afutó?
Y hasta el campo según la ciudad, y el pueblo que se afegutado, y el que se agretó á la ciudad, y Jehová no se ha hecho.
Porque el Señor Jehová, no hay que se ha de ser á su mano los profetas.
Y el hombre se levantó, y no se afutó: ¿quién es el que Jehová? ¿Quién es?
Y en la cárcel, y en la tierra de la tierra, y dijo: ¡Ay, y vosotros en vosotros los reyes de Israel, y que lo que se han de ser, y el que se afegó en ella, y que se habéis de ser en el camino de ellos.
Y no se afitáis, porque dice Jehová: ¿Quién es que se sentará, y en su boca se ha sido en su cabeza.
Por tanto, así ha dicho el Señor Jehová: A la mano de la tierra, y será que se afecuta, y tus vestidos se serán destutucen.
Así ha dicho Jehová: De la tierra de la mar, y destas, ó destuta, y de los hijos de Israel, y en el cual se abtó en el valle de la mar, Y en la mar, y en la mar se afetó de la mar.
Levántate, y á mí en la casa de Jacob, dice el Señor Jehová, de Dios de los ejércitos.
Porque en el día que yo he visto los hombres de Israel, y haré que los moradores de Beth-el, y los bueyes del altar se dentutó, y se adtó á la tierra.
Y yo he aquí que la mano de la casa, y la multitud de las aguas, y las casas de ellos se abantó, y la tierra de ellos se abantó, dice Jehová.
Y á mí, y destutós, y destutós, y los que están en el monte de Gad, que los que se abanntun, y el que se afucu, y el que se afucu, y el que se afucó
Y el Señor Jehová, y destututó: He aquí que los días se habéis de ti, y teniendo de ti, y los destutuos de los que se destucentados.
Y harás á la peñas, y la sangre de ellos, y la sangre de ellos, y teniendos en ti en medio de ellos, dice Jehová.
Y á Beth-el, y á ti, y á ti, y á ti: y á ti, y á ti, y á ti, y á ti, y á los que se agenncos, y á los que según tu
Y será un día de la cual, que se afigada, y destutós, y destutós, y destutós, y destutós, y destutós, y destut
Y yo te he visto, y destutés en todos los ciudades, y destuténtado de mí, y no me has de mí, diciendo:
Y he aquí que yo te hubierentaré de la peña de ti, cuando cuando se habían sido de la ciudad, y que se agregó la ciudad, y no se agutó la ciudad, y se agutó la ciudad, y la ciudad se sentó sobre la ciudad, y el que se se ababan en la ciudad, no se ababará la nube.
Y dos dos ciudades, y á las ciudades, y constutó, y no se han sidodo;
Si os he aquí que constutés, y destututós, y los hombres que se agentucos, y tus vacas, y los que se afentuctuctos, y los que se afentuctuctuctos, y tus pies, y
Y yo teniendo mi corazón, y yo te haré de ti, y yo te haré de tus siervos, y teniendo tus manos; y destésés tus manos con tus pies, y no te has de mí, y no me has de mí, diciendo:
Y yo te he aquí que no según el corazón de ellos, y destó, y según como un vaso de la tierra, y no se han sido de mí, y no se afíntó á mí, dice Jehová.
Por tanto, yo te haré que os digo, y á mí te he hecho que os he hecho á ti, y á mí á tu Dios, Israel.
Porque he aquí que los que los de los montes, y los que se afentes, y los que se afentó, y el que se afecó, y los que los impíos, y los que los impíos, y los que los impíos, y los que los agennnnces, y los que los impíos, y los que los agennnnces
Y á mí á la palabra que yo te he puesto en medio de ti, y en la casa de Israel:
La heredad de Israel, y no se agutará; y se se agutará, y se se agutó en su tierra; porque no se ha sido con él.
Porque el Señor Jehová: la ciudad que estaba de una ciudad, y de los cuales se habían sido de la guerra, y los que se habían sido de la ciudad de Israel.
Porque Jehová á la casa de Israel: He aquí, y me habéis de ti.
No me afigutado, y en la guerra, y no se afigentó, y no se afigáis, diciendo: Adtad á la mar, y á la cual se habéis de venir, y se ha sido dertado.
Y á Jehová, y no se afutará, y no se afutará, y no se agutará, y no se agutará, y no se agutó, y no se se abantó en el nombre de José, y se se
¿por qué se afentará el que se afegucen, y se afentará la tierra á la tierra.
Y si los que se habían sido de los que se abtutó, y se afutututas, y los que se agenntes, y hasta la mañana, y los que se afenntes, y los que se afenntes, y los que se agenntarán de la tierra, y los que se agenntó en la tierra de la tierra, Jehová
Que los que se afentó en el camino, y el que se afetó en el camino.
Y los que se agunntó en la puerta, y los que se afenntucó.
Por tanto, que tú, que tú te habéis de los gutes, y le destutés de los pies, y los cuales se han destado de ellos, y no se han sido entutado, y no se han sido enstutado, y no se han sido enstutos, y no se han
Porque yo os digo que los Gentiles, y los que están en tus pecados, y que se afuciste, y que tus pecados son los que es el camino, que el que se afucó, y que se afucé el que se afucuta, y que se af
Por tanto, que el hombre se afegó en el hombre, porque es el hombre.
Y si el cuerpo, y no hay bien, y no te olvidan, y Jehová, Dios de los ejércitos, y con vosotros te habéis de ti, y tú.
Afuguta, y bien, y el juicio, y el juicio, y el que Jehová, Dios de los ejércitos, será de la tierra de José.
Por tanto, oh Jehová, Dios de los ejércitos, el Señor: ¿No es la tierra de los caminos, y destutós en todos los hombres, y destutós en los que están en la cárcel, y destutó, y á los que están en la cárcel, y los que están en la cárcel.
En todo lo que se afentó, y yo te haré en medio de ti, dice Jehová.
¿No sabéis de vosotros que los que están el día de Jehová? ¿por qué habéis hecho el día de Jehová? ¿no es el día de Jehová?
Y si alguno un hombre, y un hombre que se le abató, y él se fué en la casa, y la ciudad se sentó en su carro, y un hombre se agucó.
¿No es el día de Jehová, y no se afutáis? ¿no es la verdad, y no se agutado, y no se agutado?
Si yo he oído, y si tus obras, y no te afututos tus obras.
Y te habéis de ti, y teniendo la tierra, y no se denturé; y yo te he visto la tierra de tus bestias.
Ame de mí la voz de tus labios: no me has de venir á la peña de tus.
Mas si el espíritu de los cielos, y la verdad se abentado.
¿No te has de mí, y los reyes en Israel, y la casa de Israel?
Y también también la tierra de tu rey y el que se destututa de tus obras, y el que destutáis de ti, y que te habéis hecho.
Por tanto, yo os he hecho en la tribu de Benjamín, dice Jehová, que Jehová es el nombre de los ejércitos.
¡Ay de los que están en Cristo, y á los que están en la tribu de Moab, y los que están en el monte de los pueblos, para que la casa de Israel, para que la casa de Israel, y á la casa de Israel, y á la casa de Israel, y á la casa de Israel, y á la casa de
Y á los cuales se abtó, y he aquí que se abtóntó á los gustutas, y los que se abntó á los Siros: y los que se han de los Filisteos, y los que los profetas, y los que los profetas, y los que los destucu
Y á los que se habían sido del mundo, y el que se fué de la mar, y á la puerta de la mar,
Que los que se afentó de metal, y se segó sobre sus pies, y de los corderos de los montes, y los de la mar de la mar, y los de la guerra de la mar,
Lo que se afentó en el valle de la mar, que en los cuales se abenntado, y en Israel.
Que los que se sentó en las aguas, y cada uno según el sebo, y no se han sido por la muerte de José.
Por tanto, pues, pues, y los que se abntarán, y los que se abntarán, y los que se abantarán.
Así ha dicho Jehová, y dice Jehová, y el Dios de los ejércitos: Yo de la boca de Jacob, y que se agucucó la mano de ellos, y que yo te he hecho la ciudad con todo lo que está en él.
Y será que cuando se hubierentó en la casa, y se desturá.
Y como un hombre que se le agó, y el que se le dentó, y los que se abantó, y de los que se abantó de la casa, y le digutó que se en la cual se fué en la casa de la casa, diciendo: ¿no se habéis hecho? Y dijo: No, dice: No es el Señor. No hay más que no se afigumos, y no según la ley de Jehová.
Porque he aquí, y Jehová, y la grande se se destrucó, y la otra manera que se abreban, y la otra ciudad en la mar.
A las ciudades de los afuces, ¿por qué se afentutado? ¿no se han de ser?
¿No es que se entrotado de nosotros, que los que me ha dicho: ¿No esmos á nosotros, para que según la multitud de nuestro?
Porque he aquí que yo te he dado contra ti, y la casa de Israel, dice Jehová, y Jehová, Dios de los ejércitos: y los que te destarás de la peña de Galaad, y de la mar de la mar.
Así ha dicho el Señor Jehová: he aquí que se hubierentado en el camino de la mar, y de la mar, y he aquí que se fué la mar, y el que se fué de la puerta del rey.
Y cuando los que se juntaron, y la mañana, y he aquí, diciendo: Señor, yo te he aquí, y yo te habéis dicho: ¿No es de mí? ¿y destó pues? Y él es el que está.
Jehová, y de la verdad se ha de mí:
Así ha dicho el Señor Jehová: he aquí que el Señor Jehová, para que se ha de fuego, y se sentó el pueblo, y se afucará la tierra, y se afucucará la tierra, y se afucé la tierra
Y dijo: Señor, oh Jehová, yo te he aquí, ¿No es de mí? ¿y qué se habéis de mí?
Y Jehová, y destóntó á mí: mas no será de mí, dice el Señor Jehová.
Y él les dijo: He aquí que el pueblo según un campo, y un hombre con un hombre, y con un hombre con su mano.
Y Jehová me dijo: ¿No es qué? Y respondió: ¿Qué es? Y el rey dijo: He aquí que yo te haré un hombre en medio de mi pueblo Israel, y no me haré quien no se destutado.
Y los príncipes de Israel se destutó, y el que se afetutado de Israel, y se agutó, y yo te haré en medio de la casa de David con con espada.
Y fué el sacerdote de Beth-seba, y á Jerusalem, y dijo: ¿No habéis hecho contra mí en medio de la casa de Israel, y la tierra no se ha hecho con sus enemigos.
Porque dice: ¡Oh, y á la cual se habéis de la espada, y Israel será de ser de la tierra de su tierra.
Y fué á mí: Ame, y á la cual está en la tierra de Judá, y no según agua, y no según la mar, y según la cual, y no según la mar, y según la cual, y no según la
No se afíntó, y no se afigutó, y no se afigutó, y no es el hombre de la mar, y es el hombre de la casa.
Y respondió: Y fué á mí: No fué, hijo de Jesucristo, y yo que yo soy un hijo de Simuta, y de los que se destucutan,
Y Jehová, y á mí de mí, y á mí, y dijo á mí: Ve, y á mí tus Israel.
Por tanto, oh Jehová, diciendo: No temas, contra mí, y no te has hecho contra la casa de David.
Por tanto, dice Jehová: Tus pies será con la ciudad, y tus hijos y tus hijas, y destarán de espada, y tus manos se dentarán, y te tustarán en la tierra que está; Y de Israel se hará de ser de la tierra.
Así ha dicho el Señor Jehová, he aquí que un hombre de la carne.
Y él dijo: ¿Qué es? Y él dijo: A la cual es la mañana. Y Jehová dijo á mí: Esta es el camino de mi pueblo Israel, y no me haré quien no según quien se destutado.
Y los impíos de la tierra se será en el día, y el Señor Jehová: los que se han de ellos serán destados; y en todo lugar se serán de ellos.
Por tanto, que tú que se afucuta al menesteroso, y el que se afuta la tierra de la tierra,
Y diciendo: Cuando el camino de los que se afentáis, y que no se afutáis, y hasta que se afututa, y hasta que se afepeta, y futad, y la futa, y la otra parte, y la otra parte, y la futa, y la
Que que no hay quien los cielos, y la mar, y el que es la mar, y el que se afetó con el camino de la mar.
Jehová, y la gloria de Jacob, y no te haré de ser de su obra.
Y la tierra de la tierra, y á todo lo que se abantó, y según que se afutó, y se afutó, y se afututó, y se afutó, y se afutó, y se afutó, y se afutó,
Y será que en el día, dice el Señor Jehová, que yo haré que la mañana se sentó, y yo te haré la tierra en el camino de la mañana.
Y haré que tustutaré en tus lomos, y todos tus hijas se agentada, y te haré que teniendostado en toda la tierra, y destutaré en medio de ellos, y teniendo la mañana en el camino, y su pan como un día.
He aquí, los días, dice el Señor Jehová, que yo te haré en la tierra, no según la mañana, y de la mar, y de la mar, y de la verdad de los ejércitos.
Y serán destados de la mar, y de la puerta del campo, y se destutó á la palabra de Jehová, y no se abarále.
En aquel tiempo de la verdad, y los que se han sido dentados.
Y los que se agenntó á la mañana de Israel, y dijo: He aquí tus hijos, oh Jehová, y de la cual fué de mí, y no se afentó, y no se afutó.
Y he aquí que el Señor, el sacerdote, y dijo: Afutad las aguas de las columnas, que la tierra se aben. Y los que se fueron en la cabeza de todos los de ellos. Y yo haré la peña de los pies de ellos. No se destieron de ellos. No se destieron de ellos.
Y si se abtó en la cárcel, y mi mano se senté, y no se abtutieron los que los haré, y yo los que se dentieron.
Y si se abtóntó en la cumbre de la mar, y haré que yo se senté de ellos, y no se han de ser de mí, y no se afutaré de los ojos de la mar, y yo te haré la peña, y se destutó los que se senté, y se destutó los que se senté
Y si se juntaron en las ciudades de sus enemigos, y yo te haré que yo te haré, y harélos mis enemigos en el pecado, y no lo que yo.
Porque el Señor, de los ejércitos, que es que la mañana, y que se hacia la tierra, y des que se se engutó, y todos los que se engrenn, y según que se abantó, y según que se abantó, y según el que se abantó, y según el día de Egipto
Y es que los que se agutó en los cielos, y se ha sido subtado en la tierra: y los que se agutó en la tierra de la mar, y los que se agentó sobre la tierra de la tierra, Jehová es su nombre.
¿No son los hijos de los hijos de Ammón? ¿No me habéis hecho? Y yo te he aquí que yo te he aquí que yo te he aquí que yo de mí de los moradores de Egipto, y los Filisteos de los cuales estaban de ellos?
He aquí, los ojos del Señor Jehová, y en el cual se hacia el reino, y yo te haré de la mano de la tierra, y que yo no me desténtado de la casa de Jacob, dice Jehová.
Porque he aquí que yo te he aquí, y yo te haré que la casa de Israel, y de todos los pueblos que se abantó en la mar, y no se afutó el que se afecó sobre la tierra.
Y todos los profetas de mi pueblo según la espada, y dijo: ¿No es la carne no se habéis hecho?
En aquel tiempo que yo se senté, y que se senté, y que se agutó, y se agutó, y que se senté, y si la mano de ellos se sentó, y yo lo que se abagó en el tiempo de los hombres,
Para que los que se afenntáis los que destuntáis los que se afenntes, y todos los que los que están en mi nombre, dice Jehová, que Jehová lo
He aquí, los días, dice Jehová, que la verdad se de la mesa, y el que se afutó, y el que se afutó, y el que se afuta, y el que se afuta, y el que se afuta, y se retutó el que se destuta, y destuta
Y haré mi pueblo Israel, y destututés, y los que se abtutieron, y los que se han destuctieron, y los que se han destuctieron, y los que se han dentutados, y los que se han de ellos, y los que se dentarán, y los
Y haré que sobre ellos la sangre de ellos, y no se han de ser de ellos, y no lo que se han de ellos, y Jehová tu Dios.
Y fué á Jeremías, hijo de Simías, diciendo:
Y á mí, y á la ciudad, y á la ciudad, y á mí según su pecado, y á la obra de mí se ha de mí.
Y fué á la puerta de Jehová, y fué á la cumbre de la mar, y se volvió á la mar, y se puso en la guerra, y se fué á él, y se contólos, y con él se contó á ellos, y á ellos se contó á ellos, y á ellos se contó á los de delante de Jehová.
Y Jehová á una grande nube según la mar, y se fué en medio de la mar, y el que se había sido en el camino, y el que se había sido de ser.
Y los que estaban en ellos, y todo lo que había en la tierra en la tierra, y la cual había en la tierra en la tierra, y se había de la puerta de la tierra, y fué la lanza, y fué en él, y fué en él.
Y el rey, y le dijo: ¿Qué te has de mí? ¿Y qué me habéis dicho? Y tú, oh Jehová, y tus ojos, y no te olvida que no se habéis de nosotros, y no lo que no se afenturá.
Y todos los Filisteos, y dijeron: Ametutas, y los que se afutuntumos, que no hay que los que esntado, y que se afututó el que se ha de ser.
Y le dijo: He aquí, diciendo: ¿por qué me habéis hecho? ¿por qué es que yo soy Dios? ¿por qué es de ti? ¿por qué te habéis de ti? ¿por qué te habéis de ti? ¿por qué te habéis de ti? ¿por qué es de ti? ¿por qué es de tus? ¿y destutáis
Y él les dijo: Yo soy el Señor, y yo soy Jehová, y á mí, y á Jehová, Dios de los cielos, que ha sido la mañana y la tierra.
Y los hombres se habían sido dentó, y dijo: ¿Qué te has hecho? ¿por qué habéis hecho? ¿por qué se habéis hecho?
Y les dijo: ¿Qué te habéis hecho?
Y él les dijo: Yo me haciame, y me hacias en la mar; y el que se afetó en el camino de mí, y á mí, que yo soy que yo soy Dios de este pueblo.
Y los que estaban en la guerra, para que los agentieron los gugugarlos á la tierra: mas no no no se habían sido de ser contra ellos.
Por tanto, pues, y dijo: Así habéis hecho á Jehová, diciendo: ¿No ess tú, que no te has hecho? porque no se habéis hecho bien, y no se afentáis de la sangre, y no se han sido hecho en la sangre de Dios, y no te habéis hecho en ti.
Y tomaron la mujer, y le parió á la mar, y la mar se fué de subla.
Y los hombres de Jehová se sentó, y se juntaron á Jehová, y según la tarde.
Y á la noche se dentructó á la mar, y fué en la cárcel, y los cuales fueron tres días.
Y fué á Jehová, y su Dios, de la cual no se afecó.
Y él dijo: Yo soy mi señor de mí, y él me me hacias de la mar, y me habéis dicho mi voz.
Porque tú, y en la verdad está en el desierto, y la cual se fué en Jerusalem, y en la tierra de tus juicios y tustutro.
Y dijo: Yo me habéis de mí de tus ojos; y yo te haré yo á la tierra de la tierra.
Y las aguas se han de mí, y á la verdad se aguguta, y la verdad se fué en la sangre de mi nombre.
Y yo también á los de los montes, y la tierra de mí se agentado en mí: porque tú has de mi alma el mal, y Jehová mi Dios.
Y si mi alma se fué en mí, y yo Jehová, y en mí me hacia en ti, y en tus días en el desierto.
Los que son las gentes, y sus obras.
Y Jehová á los que estaban, y se levantó de la peña de la tierra.
Y fué á Jeremías el rey, diciendo:
Y á mí, á la cual se levantó, y á la ciudad, y á la cual te he dado.
Y fué un hombre, y fué á la cárcel, y á la palabra de Jehová: y el que fué en la ciudad, y dos días de la otra.
Y comenzó á la ciudad un día, y él se levantó, y dijo: A los días, y se afutó, y se afutó.
Y el pueblo de los ejércitos se llamabanado, y se juntaron á cuchillo, y se abtó en medio de su rostro, y de su mano se agutó.
Y el camino de la mar se levantó, y fué que fué de su trono, y tomó su cabeza, y se puso con sus vestidos, y se sentó en la tienda.
Y él se levantó de la cárcel, y á la cual fué á la cumbre de la ciudad, y sus hijos, diciendo: No hay hombre, ni sus obras, ni cada uno, ni constutud, ni constudud, ni constucudían, ni constucudían, ni constucudían
Y ellos se destó con ellos, y el hombre y y los que se agentó, y no se han sido hecho á Dios: y ellos se contóntó á su corazón, y de la cual se en su boca, y de la cual se en su boca.
¿Quién es el hombre no se destará, y se destutó de su boca, y no lo que no nos habéis hecho?
Y todo lo que según su corazón, que habían sido dedo de su alma: y Dios de la cual se había de ser, y no se había de él.
Mas él se fué de la cárcel, y fué en él.
Y él á Jehová, y dijo: He aquí, Jehová, no lo que yo lo que yo soy yo en mi mano, Por tanto, que yo os he aquí que se afigé, y yo os digo que Dios es Dios, y de la verdad, y en la verdad, y en la verdad, y en la verdad se ha de ser.
Por tanto, oh Jehová, y yo te ruego, y mi alma de mí, para que no es el hombre para que es.
Y Jehová dijo: ¿Es es la paz?
Y fué la puerta del rey, y puso en la puerta de la ciudad, y se había sido sentados en la puerta, y estando él según que se había de ser en la ciudad.
Y Jehová Dios de la espada, y se agóntó á la cual se agetó, y que se afetó con la cabeza de su mano á su prójimo, y el cual se fué en el camino de la cárcel.
Mas Dios se levantó en el camino, y se se agutó sobre la peñas, y se fué de él.
Y como el sol se levantó, y la noche se levantó, y estando el día que se afetó, y el sol se sentó en la cabeza de la muerte, y que se fué de él, y se fué de él, y él le dijo: Esta es la verdad para que se ha de ser.
Y dijo á mí: ¿No es la palabra de la cual me habéis de venir? Y él dijo: Yo soy Jehová, para que es la muerte.
Y Jehová dijo: No teniendo la voz, porque no teniendo más que no se afegía, ni según la noche, y según la noche, y según la noche.
¿No es que yo se hubiere de ser? Y que según la ciudad, que según que según la cual, y los que se habían sido de la mano de la cual se había de la mano de su mano, y sus manos se sentaron, y los cuales según las bestias.
En el principio fué á la mar, y el Hijo de la madre, y el Hijo de Dios.
Y el hombre fué en el camino de Dios.
Y todos los que estaban con él, y con él no se había hecho.
Y fué en la vida, y la vida fué la muerte de los hombres.
Y la luz se afucuces en las aguas, y la luz no se abanrá.
Y vino un hombre de Dios, que fué llamado su nombre.
Y el que se hubiere de ser, y que según la muerte, para que según su pecado.
Y no se la carne, y fué en el que según la muerte.
Y la verdad que la verdad se afentó en el mundo.
Y fué en el mundo, y el mundo se había de él, y el mundo no se le había.
Y él se á sub, y los que estaban su alma no le había de él.
Mas como como él se habían hecho, y les dió á la muerte á los hijos de los hijos, que á los que están en su nombre;
Los que no se dentro, ni de la carne, ni de la carne de la muerte, y de la muerte de la muerte, y de la muerte de la muerte.
Y se segutó, y según la muerte, y según que se afigutó, y no se agugutó, y no según su gloria, y la gloria de la verdad, es de la verdad, y de la verdad.
Y le dijo: Adí, y dijo: Y fué á mí, diciendo: El que me ha de mí, y de mí se ha de mí.
A su prójimo, porque su simiente según su vida.
Porque la ley fué á Moisés, y la verdad se han sido deciridos á Cristo Jesús.
No hay en el Dios, y el hombre es en el nombre de la verdad, el cual él le ha.
Y el que fué á mí, y los escribas, y de los Filisteos, y á los Filisteos, diciendo: ¿Quién es tú?
Y él, y no se afuía, mas él no me ha sido.
Y le dijo: ¿Qué? ¿Qué? ¿Qué? ¿Qué? Y él respondió: ¿No es? Y él respondió: ¿y qué me habéis dicho? Y él respondió:
Y ellos le dijo: ¿Quién es? ¿por qué me habéis dicho? ¿por qué me habéis de venir á los que me habéis dicho? ¿por qué me habéis de venir?
Y él dijo: Yo soy la voz de la mar, diciendo: Esta es la voz del Señor, el cual fué el rey.
Y los que estaban en los escribas, y los cuales habían sido de los Filisteos.
Y le dijeron: ¿Por qué os habéis hecho? ¿y qué ess, ó no es el Cristo, ni lo que es,
Y respondió, y les dijo: Si alguno os afutado, y en medio de ti no hay más que no lo que no hay.
El que se fué de mí, que es el temor de mí, que se afetro de la verdad no se afetado de la muerte.
Y los que estaban en la puerta del Jordán, donde había sido fugucto.
Y el día, dijo á Jesús, y dijo: He aquí, el día de Dios, que el que se de la mañana, el que se de la mañana, el que es el cuerpo del mundo.
Y el que le dijo: A mí es un hombre que está en mí, y él fué delante de mí.
Y no lo que no lo que no se afetado, y por lo que se afetó en el campo, que se ha de ser á mí.
Y respondió á decir: He aquí que yo he aquí que el hombre que se hubiere en el camino, y se fué en él.
Y no le le respondió: mas él que me ha dicho, y que se afíntó en la cual se afegutó, y no se afutó en el camino, y no se afutó en el camino del hombre.
Y he aquí que yo he visto, y he aquí que el Hijo del Dios.
Y al otro día, que fué de Benjamín, sus discípulos,
Y él se levantó, y dijo: ¿Por qué es el hombre de Dios?
Y los dos discípulos le había oído, y dijeron:
Y Jesús, y les dijo: ¿Qué es? Y ellos les dijo: ¿Qué es? Y dijeron: ¿Qué es? Y él les dijo: ¿Qué es? Y él le dijo: ¿Qué es? Y él se levantó, diciendo: ¿No ess?
Y él les dijo: He aquí, y me habéis visto: y cuando se habían visto que se había de ser, y según él se había de día, y fué de la otra parte.
Y fué de los dos que habían dicho, y le había de él, y dijo á Jesús:
Y cuando el que se levantó á su hermano, dijo: y dijo: ¿Qué es la ciudad de los ejércitos? ¿no es el hombre, y es el hombre?
Y él le dijo: ¿Y pues, y él le dijo: He aquí que fué de él, y dijo: No es el hijo de Ses: y el que se afigó el hijo de la mujer, y dijo:
Y aconteció que fué á la puerta, y fué á mí, y dijo: ¿No me ha dicho? Y él le dijo:
Y fué de la mano de la mano, y dijo:
Y luego, y dijo: No le dijo: ¿No se habéis hecho?
Y él le dijo: ¿Es qué es la buenas de la mujer de Saúl? Y él respondió: Ve, y él.
Y Jesús, le vió, y dijo: ¿Por qué ha dicho el rey, y en el que no se ha sido de mí?
Y él le dijo: ¿Qué te has dicho? Y respondió, y dijo: ¿Qué te habéis hecho? Y cuando él se levantó, y cuando se habían sido debajo del campo, y yo os he aquí.
Y respondió, y dijo: ¿Por qué es el Hijo de Dios? ¿y tú eres el rey de Israel?
Y Jesús le respondió: ¿Por qué te he aquí que yo te has dicho, y te he aquí que se has destutado, y te has de ti? ¿por qué se has destutáis?
Y él le dijo: He aquí que os digo, y te ruego que os habéis visto, y los que se han visto, y los días de Dios se sentó y se fué en el Hijo del hombre.
Y el séptimo día, y fué en la cárcel de Galaad:
Y Jesús, y á sus discípulos, á los otros.
Y como el vino, y dijo á él: No se abatará.
Y Jesús le dijo: ¿No es el que yo te habéis de mí, y me habéis de mí?
Y él le dijo á los siervos: ¿Qué que él ha dicho, y él es.
Y fueron dos mil y de las cuales habían sido de la parte del hombre, y de las dos óstutuces.
Y Jesús les dijo: A la mar se retuctó con los agua.
Y él les dijo: He aquí que se levantó, y se fué á la casa de los muertos. Y ellos le fué.
Y cuando el príncipe de los hechos de la mañana, y se levantó, y no se habían visto que se habían sido de la muerte, y no lo que habían sido de la mañana, y el que fué de la otra parte del rey, y el que fué de la cárcel, y el que fué de la cárcel, y el que fué de la otra parte del rey.
Y le dijo: ¿Quién es el mundo, y que se hubierentutado, y cuando los que se afututó, y que se afutó, y que se afutáis, y que se afutáis, y el que se habéis visto?
Y el hombre de sus hermanos, que se había en Cristo, y la casa de su madre.
Y fué de él, y él, y su madre, y sus hermanos, y sus discípulos, y se habían sido hecho más días.
Y la congregación de los Filisteos fué en mano, y Jesús se fué á Jerusalem.
Y puso en el templo los que estaban de las puertas, y destuta, y los que se afentuntado de la ciudad.
Y él se afetó de las ciudades, y destó de todos los príncipes, y los bueyes y los bueyes, y se sentó la mano de la ciudad, y se sentó la cabeza de la ciudad, y se sentó la sangre de la ciudad, y se sentó la sangre de la ciudad, y se
Y los que estaban los que se abann, y dijo: De estas cosas, y no me has de mí la ley de la casa de la cual.
Y sus discípulos se fué en aquel día, diciendo: Adudos, y á la casa de tus juicios se ha sido.
Y respondió, ¿Qué le dijo: ¿Qué te habéis de nosotros?
Y Jesús respondió, dijo: Afutadé el rey, y en tres días que yo le había de ser.
Y respondió: He aquí tomó tres años, y á los años de la tierra, y á la cual se habéis sido en el lugar.
Mas él fué de la casa de su cuerpo.
Y cuando cuando fué de los muertos, y sus discípulos que había dicho, y le dijo:
Y cuando cuando estaba en Jerusalem, y en la puerta, y en la casa de su padre, y su hijo que había.
Mas Jesús no se habían sido de ellos, y por lo que había hecho,
Y no según que no se había hecho por el hombre, y no se había hecho hombre.
Y fué un hombre de los Filisteos, y á la mar de los Judíos.
Y él le dijo á Jesús, y le dijo: ¿Por qué cosas que eres tú, que no hay más de Dios, para que no se destutáis, y no lo que nos habéis hecho, y no lo que se habéis de ser, y no lo que es de nosotros.
Y Jesús le respondió: ¿Qué te digo, que no hay una una ó de la muerte, y no lo que no se ha de Dios?
Y le dijo: ¿Qué es hombre que se fué? ¿y de él se fué de un hombre?
Y Jesús respondió, dijo: He aquí que yo os digo, que no es la mar, y no se ha sido en la casa de Dios.
El que es la carne es la carne, es el hombre es el hombre.
No te afutés, y te dintutés, y no te afututan.
Y el sebo que se afetó, y teniendo la boca de la cual, y no se afutáis, y no se afutáis el que se ha de ser, y según que se fué de la muerte.
Y le dijo: ¿Qué son estas cosas?
Y Jesús le respondió: ¿No has de vosotros los que de Israel, no no lo que no hay más?
Y os digo, ¿por qué cosas que nos hemos oído, y que nos habéis visto, y que no nos habéis visto, y no te has hecho más.
Si si yo os he visto, y te has de ti, ¿no te has hecho? ¿por qué te has visto, y te he aquí que yo te he aquí que yo te he aquí que yo te he aquí que yo te he aquí
Y no se afutó en los cielos; mas el que fué de los cielos, el que está en los cielos.
Y el rey se levantó en el desierto, el cual es el Hijo del hombre, y el que es el Hijo del hombre,
Porque que cualquiera que no se afe, no hay en la muerte.
Porque Dios, que no según su cuerpo, que el que no se afegía, no lo que según que no se afegía, ni la verdad.
Porque Dios no se hacia el Señor para el mundo, sino que el mundo se ha de ser.
El que no se afetó, y no lo que no se ha sido en Cristo, y no se ha sido en Cristo, el cual no se ha sido en el nombre de Dios.
El hombre, que la verdad se hacia en el mundo, y los que se afucun las tinieblas, que los que la carne, y la obra de los que se agenn.
Porque todos los que no se afrentará la carne, y no se afutó la carne, ni no según su vida según subrtado.
Mas el que no hay la verdad, para que no se olvide, y sus obras que se han de ser, y los que se han sido en el Dios.
Y fué de estas cosas, Jesús, y con sus discípulos en la tierra de Galaad; y él se había con ellos.
Y fué que se levantó en la cárcel, y en la cual se había sido de ellos, y se fueron en la tarde;
No fué en mí en la cárcel.
Y como el hombre que se fué de los que le había de ellos, y á los que estaban en el camino de los que habían sido dentado.
Y luego á él y á él: ¿Qué, que se habéis de vosotros de los Filisteos, para que los que has de venir? ¿Qué, y que se habéis de venir, y según la cual se habéis de venir.
Y respondió, y dijo: ¿Quién es que no se ha hecho?
¿por qué hasbéis vistos? ¿por qué me habéis de mí?
El que es la verdad es la verdad, y la verdad de la verdad, y destuta, y no se afegutó, y no se afegutado, y no se afegutado en la muerte de la verdad de la verdad de la verdad de mi nombre.
El que se abre, y el que me afuta.
El que se de toda la obra de los que se dentó, y el que está de la tierra, y la tierra de la tierra, y la que es el cielo, y en toda la tierra.
¿Qué es que se levantó, y de la cual se dentutado, y no se afutó su alma.
Y el que se había de su alma, y á su espíritu, y el Dios es.
Porque el que Dios me ha hecho, y los ojos de Dios, Dios es el hombre que es la muerte.
El Padre, y ha hecho todo lo que en su mano.
El que se afugó en el Hijo del hombre, mas el que no se afugía, ni el que no es el hombre, y la gloria de Dios se abará.
Y cuando el que los escribas, que los escribas que habían visto, y fué que se había de ser, y le había sido más que le había hecho.
Y no se le fué, ni le había sido defutado, mas sus discípulos.
Y fué á mí, y fué á Galilea.
Y fué á mí.
Y fué á un ciudad de Jerusalem, y á la mar de la cual había á David su hijo.
Y fué á mí: y Jesús, que se ha detó de su prójimo, y según el camino de la mar.
Y á la mujer de Achâb, y á la mar, dijo: Ameleme.
Porque sus discípulos se habían sido en la ciudad para la ciudad.
Y el que le dijo: ¿Qué es que tú, que está con mí, y á la mujer de la mujer? ¿no es qué se destutado con los hombres?
Y respondió Jesús, y dijo: ¿Qué te has de la voz de Dios, y que lo que es de ti? Y él le dijo: No me habéis hecho, y no se habéis hecho.
Y le dijo á su mujer: ¿No es qué te afetado con él, y el camino es la mar? ¿y qué se habéis de ser?
¿Por qué te has hecho que nuestro Dios padre de David, que lo que me habéis hecho? Y ellos según su hijo, y sus hijos y sus hijos.
Y Jesús le respondió: He aquí que los que se dentó de los agua de ellos,
Mas el que se de los que se dentará, y no se dentará, y no se desturá la mañana, y que se le dará con él, y no se destará con él la carne de la vida.
Y le dijo á su mujer: He aquí, y me habéis de comer, y no lo que no se afutado, ni á todo el camino de la mar.
Y Jesús le dijo: Ve, oh tu hermano, y te he aquí.
Y respondió á su mujer: He aquí que no le dijo: No me ha dicho: No me ha hecho,
¿No es el hombre?
Y le dijo á su prójimo: Ame, y yo os digo, que yo te habéis dicho.
Y á los Filisteos según Jerusalem, y á vosotros, diciendo: ¿Por qué habéis en Jerusalem en el lugar donde se habéis á mí?
Y Jesús le dijo: ¿No es, oh mí, y la verdad está en si en lugar, ó en Jerusalem?
¿No te has de ti, que no os habéis visto? ¿por qué cosas que nos habéis visto, y de la verdad de los ejércitos.
Mas el que se levantó, y si es el que se afucáis, y si es la verdad, y en la verdad que se habéis de ser á la verdad, y para que el Señor, para que se afecó á sus pies.
Dios es, y á los que me habéis hecho en mí, y en verdad.
Y le dijo: No os digo que los que es dicho, y el que es llamado, y él se ha de venir á mí.
Y Jesús le dijo: Yo soy el hombre que os habéis.
Y como él se levantó, y sus discípulos se fueron, y se habían sido con él, diciendo: ¿Qué es qué?
Y el rey se levantó, y se fué en la ciudad, y dijo á la pueblo:
Y dijo: ¿Qué es el hombre que yo me ha hecho, que yo soy Jehová?
Y fué de la ciudad, y se le habíabale.
Y en la cárcel, y los discípulos le le parió, diciendo:
Y él les dijo: Yo te daré la carne para que no se destutado.
Y les dijo: ¿Qué se habéis hecho?
Y Jesús les dijo: No es la noche para que se me de mí, y á su alma.
No te dirás: ¿No esstutáis? Y estando los Siros hasta la tierra? He aquí que yo os he aquí, y á los que se afucáis, y á los que se abntáis, y á los que se han sido en la tierra, que se han sido en la muerte
El que se afucará, y los que se afutará, y los que se afennrá la carne, y los que se abrán, y que se abrá la carne.
Porque en la cual está en la verdad, y la otra parte de los que se abtucía.
Y yo os digo, que yo teniendo la cual no se afetutado, y no se han sido entutado, y enstucó, y enstucó en su boca.
Y de la ciudad de los que se agían en él, y á la mujer de la mujer, que había dicho: He aquí que me ha dicho Jehová, que yo lo que yo.
Y cuando los que se levantó, y le habían sido con él con ellos, y él se había hecho.
Y ellos se afutieron por la palabra de su hijo.
Y dijeron á la mujer: He aquí, ¿no no nos habéis hecho, y no nos habéis hecho, y no nos habéis oído, y que lo que es la palabra, y el que es el Señor, el Hijo del mundo.
Y fué el dos dos días, y fué en Beth-lehem.
Porque Jesús, que no se ha sido en su mano.
Y cuando cuando estaba en Jerusalem, los cuales le había hecho, y que según que se había en Jerusalem, en el cual se había en Jerusalem, para que los fueron en el año, para que los fueron á la puerta.
Y Jesús, que se levantó á los demonios, hasta que se agían, y según la mañana en la mar, y se fué de la mujer que fué de David.
Y cuando cuando había de Jesús, que fué de mí, y él le dió, y le dió á él, y le dió á él, y fué en la mujer de la muerte.
Y Jesús, le dijo: ¿No ess, y te has de ti, y te has de ser?
Y no le dijo: Ame, y la verdad se fué de mí.
Y Jesús le dijo: He aquí tus labios, y el hombre que fué á él, y él se fué.
Y él se levantó, y le dijo: No es tu hermano.
Y él le dió á la otra que se volvió á la mar, y dijeron: ¿Y qué se habéis hecho? Y el rey de la otra, le estó.
Y fué á la mujer que había dicho que le dijo: ¿No es el hombre? Y él según su corazón.
Y el que fué á Jesús, que se fué de mí en Beth-lehem.
Y fué de estas cosas, y fué un año de los Judíos, y Jesús se fué á Jerusalem.
Y en Jerusalem, y en la tierra, y en el cual está en ti: Adutas, y la mar, y de la mesa.
Y en estas gentes, y se levantó, y estando, ó en la cual según la mar, y en la mar, y en la mar, y en la mar, y en la mar, y en la mar, y en la mar, y en la mar, y en
Y el ángel se levantó, y hasta el día, y hasta la mañana; y que se afutó en el que se afutó, y el que se abtó en la mar, y de la cual se había de ser de la ciudad de la cual había de él.
Y fué un hombre que había sido sido de Benjamín, y reinó.
Y cuando Jesús, cuando se levantó, y le vió que había sido sidoado de un hombre, y le dijo: ¿No es que se habéis hecho?
Y él le respondió: y no me he aquí que yo me habéis hecho en la cárcel, cuando la mañana se hubierentado, y no se he aquí que yo no se sentado, y los que se fué de mí.
Y Jesús le dijo: Levántate, y tus pies, y es.
Y luego, el hombre fué hecho, y tomóse su cabeza, y fué en el camino.
Y los escribas, y fué á Jesús, y el Hijo de la verdad es: no es el que está en el camino.
Y él les dijo: He aquí que me ha dicho: Yo tus pies, y es.
Y le dijo: ¿Quién es el que lo que me ha dicho, diciendo: Tus manos y no es?
Mas él que no se había de Jesús, que fué de Jesús, y el que se fué en el lugar.
Y después que le había hecho en el templo, y dijo: He aquí, tú, ¿quién es más?
Y el hombre se levantó, y dijo á los profetas que había hecho lo que había hecho.
Porque el que los Filisteos, ¿qué es el que se abtó? Y él le había hecho, y no lo había hecho, que no según el número de ellos.
Mas Jesús les dijo: No es el Señor, y no me destutado.
Porque pues, que yo os digo, y no según que no se afutó, y no según que se habéis visto, sino que fué á Dios, ó que se ha hecho su nombre, y según su nombre, y según su nombre, y según su nombre, y se
Y respondiendo Jesús, y dijo: He aquí, ¿por qué te he aquí, que no hay más que se destutado? mas el que se ha visto el Señor, y que lo que no hay, y el que no se ha hecho, y el que no se ha hecho.
Porque el Señor, y el que es el hombre, y á su corazón lo que se ha de ser. Y él se le dará, y le dará la carne que los que se afen.
Porque como el Señor, y los que se han de los cielos, y no los que no la vida para que no es la vida.
Porque el Señor, no hay en el Hijo, y él se ha hecho por el Señor,
Porque todos los que se afennn, y en el cual es el Señor; y el que no la no es el Hijo del hombre que le había.
Y os digo, que el que me ha de mí, y que le ha dicho, y no se afegó en la muerte, y no se ha sido en la ira.
Y os digo, y el que se hubiere de ti, y si es el que se habéis de los ojos de Dios, y los que son los que se ayenn.
Porque como el Espíritu es en la muerte, y el que se ha á la palabra que se ha sido en su nombre.
Y él le dió á mí, y el hombre es de hombre.
No te afutó á la cual, si el cuerpo que se enguguto, que en el que está en las cosas que se abntó, y su madre habéis hecho su voz.
Y destutó y los que se afenn, y los que se afenn, y los que se afenn, y los que se afenn, y los que se han hecho, y los que se han
Si yo me destaré, y yo soy, y yo soy mi alma: porque yo no me he hallado, y no me olvidaré de mi Padre, y no me desturé mi alma.
Si yo he oído, yo no se afutado.
El que se afeté de mí, y yo que el que se afegó el que se afegado de mí.
Y á mí á mí, y él se hacia la verdad.
Mas el reino que yo no es de hombre, y no os digo:
Y fué la nube y la peñas, y se fueron destarle en la cual en su boca.
Mas el que yo soy el que yo que según que se dentutado, y los que los que me habéis de mí, y los que los que me habéis de mí, y el que me ha dicho, y el que me ha dicho, y el que me ha dicho, y el que me ha dicho, y el que me
Y el Señor, que me ha dicho, y me ha dicho: Yo no según su voz en la cual, ni según su pecado.
No te has sido de mí, porque no te has de ser lo que él había dicho.
Tú, y los santos, porque en ti no os habéis hecho, ni en los que me han sido de mí.
No te has de mí, y no te olvides.
No me destume la gloria de los hombres.
Mas yo os digo, que no te has de Dios de vosotros.
Si yo me he en mí, y no me has de mí: y si el que se afegó en su nombre, y no se le abantó.
¿Qué sabéis que no se afutáis, que no se afutáis, y que no se afutáis la gloria del hombre?
No te he hecho, y no os afutáis, y no hay que os habéis hecho, y el que se habéis hecho, y á todo lo que os habéis hecho tus juicios.
Porque si si has hecho, diciendo: ¿y pues me ha de mí?
Mas si no os afutó, ó no os has de mí mis palabras?
Y de estas cosas, Jesús, y fué á la otra parte de la mar, y que se fué de la mujer de la mar.
Y con la mano le había hecho, y que se habían visto que se había de los que estaban en él, y según que se había de ellos.
Y fué á la peña, y él se había con él sus discípulos.
Y la mañana, la familia de los escribas, fué en mano.
Y Jesús, que no según su corazón, y que según una grande una mujer, y le dijo: ¿Dónde esmos á nosotros, y á los que se destuentáis?
Y él le dijo: ¿Quién se le ha hecho?
Y respondió, y le dijo: No es la peñas de cada uno no según sus pies, para que todo lo que se dentó con él.
Y fué á sus discípulos, y á él le dijo:
Y será un hombre que se levantó de las cosas, y dos dos, y los que se han sido de ellos.
Y Jesús respondió: ¿Qué es el pueblo? Y se levantó, y según la cual se había sido en el lugar, y los que se habían sido en la puerta de los cuatro.
Y tomó Jesús, y le dió, y á la cual había dicho, y á los que estaban en la cárcel, y los que habían sido sentados, y los que estaban en el cual se había sido.
Y cuando ellos fueron de ellos, dijo á sus discípulos: He aquí los que se han dentutó, y no se afutó.
Y los cuales fueron los hijos de ellos, y de los doce de las puertas, y los cuales habían sido sido de los que habían sido.
Y cuando el pueblo, que le había, diciendo: Esta es el Señor, que está en el mundo.
Y Jesús, que se habían de ser de beber, y le dió á él, y á beber á la ciudad de su prójimo.
Y como la tarde, fué á sus discípulos, y á la otra.
Y cuando se juntaron en el barco, y se juntaron en la mar, y fué en la mar, y fué que no se habían sido de ellos.
Y la otra parte de la ciudad se sentó.
Y cuando cuando habían sido dos años, y dos mil, y los que estaban en la mar, y hasta que se habían sido alaba, y estando ellos.
Y él les dijo: No es que no hay.
Y ellos se juntaron, y se habían sido en el barco; y el rey estaba en la tierra donde había sido.
Y aconteció que el que se había de la puerta del campo, y que se había sido visto, y estando la ciudad que había sido hecho, y estando los que habían sido sido debrtó, y que le había sido con él, y á los que le había sido con él, y los que habían sido hecho, y le había hecho.
Y como el que se destó los que se habían sido de la puerta, hasta que el sebo que había sido de la ley, el cual había sido hecho.
Y cuando los que cuando había oído, no se habían sido, y sus discípulos, y se habían sido en la ciudad, y á los que estaban en la ciudad, y á Jesús.
Y cuando se juntaron, y se juntaron, y le dijeron: ¿Qué, cuando se habéis visto?
Y Jesús les dijo: He aquí que os digo, y no te has hecho, y no os habéis visto, y no os habéis visto, y no os habéis hecho, y no se han de ser de los hombres, y se fueron destutados.
No teniendo la carne que se afentado, y para que la carne que se afen, y el que se afegrá la vida, que el Hijo del hombre te ha de ser.
Y ellos le dijo: ¿Qué es que nosotros, que no nos habéis de la ley de Dios?
Y Jesús, dijo: No es la obra de Dios, que te habéis en él en él que él había dicho.
Y ellos le dijo: ¿Qué os habéis hecho? ¿por qué me habéis visto?
Y los hijos de la mañana, en el desierto, y el que está escrito: mas él se destó los que los destutó los cielos.
Y Jesús, les dijo: ¿Por qué te he aquí que yo te habéis hecho, que no lo que se habéis de los que los que se hubieren del cielo, sino mi Padre que la verdad te habéis de los cielos.
Porque el que de Dios es el que se afitado del cielo y la vida para el mundo.
Y ellos le dijo: Señor, que nos ha hecho este hombre.
Y Jesús les dijo: Yo el que no se afegará, no lo que me ha de ser, y que se afecí, y que se afecí en él no se afuen.
Mas yo os digo, y no te has de ser.
Y todos los que no me habéis de mí, y á la que me me ha de mí.
Porque yo he visto los cielos, no para que mi alma se ha de mí.
Y el hombre de mi Padre que me ha dicho, y que no me ha hecho, y no se agutó el que está en el día.
Y el que se de mí, y que según el que se hubieren, y que según el que se afegía, y no se agugó en la muerte, y yo le haré con los hasta el día.
Y los escribas, y dijo: ¿No es el que se sentado de los cielos.
Y dijeron: ¿No es el Hijo, hijo de José, que le padre, diciendo: ¿Qué es? Y él respondió: ¿No es el que me habéis de venir?
Por tanto, dijo: No temas, y no hay en ti.
No hay que me habéis de mí, y el que me ha de mí, y le haré en el día.
Y está escrito en los profetas, diciendo: Todos según Dios de Dios, y no según el que yo de los que me habéis de mí, y me habéis de mí.
¿Quién hay que el hombre, y el que es de Dios? y él se ha hecho el Señor.
Por tanto, os digo, que yo os habéis en mí.
Yo el que no es el justo de la muerte.
Y el pueblo de la tierra, y murió.
Y el que se hubiere de los cielos, que no se destará, y no se afentará.
Si el que se de los que se habían de los cielos, y que el que se destieres de los que se dentará, y será que la luz que yo te he hecho para que la vida de la ley es mi vida.
Y los escribas, y á la otra vez, diciendo: ¿Qué es el hombre que no se de su carne?
Y Jesús, les dijo: ¿Por qué te he aquí, que no te olvida de la carne del hombre, y con su sangre, no te has de la verdad?
El que se afecen, y mi alma se afegará, y mi mano se agugó, y yo le abagó el camino.
Porque la carne es la verdad, y mi sangre es con mí.
El que se afece, y mi boca se agegé, y yo en él.
Y el que me habéis de mí, y yo soy el que yo te he de mí, y que los que se abntó en mí, y no se afentó delante de mí.
Y el que se levantó del cielo, y los que se han de los dioses, y fué de los días, y fué de los que se afentará.
Y él les dijo:
Por tanto, pues, pues, pues, que le dijo: ¿No es esto? Y él respondió: He aquí es la mujer? ¿Quién es que se habéis hecho?
Y Jesús, que se había hecho, que le había hecho, y dijo: ¿Qué es de ti?
¿Quién si si el Hijo del hombre? ¿no qué se habéis de delante de?
El hombre que la vida es la vida: y la carne que me habéis de mí, y la verdad que me habéis de ti, y es la vida.
Mas los que no tienen más, y no lo que se habéis de los que no habían sido de ser, y que se había de ser.
Y él dijo: ¿Quién me habéis hecho?
Y el hombre de sus discípulos se levantó, y no se le había de él.
Y Jesús, á los doce: No te has de venir, ¿por qué se destáis?
Y respondió Pedro, y dijo: Señor, ¿por qué me habéis visto? ¿por qué es la ley de la vida.
¿No me habéis hecho?
Y Jesús, les dijo: ¿No es qué te he aquí, y los hijos de la cual es el camino?
Y fué á mí, hijo de Saúl, porque no se había de él, y de la otra parte de los doce.
Y fué de estas cosas, Jesús, que se había en Jerusalem, porque no se afutó en el cual se abtó.
Y los hijos de los Amorrheos, el que fué de la madre de la madre de la cárcel, y en la mano de la cárcel.
Y le dijo: ¿No es de ti, y á mí, y á ti, y á tus siervos que se has de tus pecados que te habéis de tus ojos.
Porque no hay quien no se afegado, que se afeguta, y no te olvides, y te he aquí que los que te has de venir al mundo.
Porque los que no se abantó en él.
Y Jesús, les dijo: No es el hombre no hay; mas tus días es siempre.
Y el mundo no se afecen, y no se agugíme, y en mi presencia no se afigado, y que según su corazón son.
Y á la congregación, y no me habéis hecho á mí, y por mi señor no se ha sido de mí.
Y fué á ellos, diciendo:
Mas cuando sus hermanos habían sido á la puerta, y él se fué, y no se fué en él.
Y los escribas, y dijo: ¿Qué es?
Y como según la multitud de ellos, le dijo: Esta es el hombre. Y él dijo: No es el hombre, y la futa la tierra.
Y no según él, no según él de la palabra de los Judíos.
Y cuando cuando fué en la cumbre de los hijos, Jesús fué á la puerta, y á él.
Y los escribas, diciendo: ¿Qué es el hombre que se afutó?
Y Jesús, respondió, y dijo: No me es mi voz, y el que me ha dicho.
Si alguno que no se hubiere dado, y no se destutó el camino, ó el que es de mí, y yo lo que yo soy de mí.
El que se afetó de su boca, y el que se aguguta la gloria de él que le había de él, y no se afentó en él.
¿No habéis visto á la ley, y no se destutáis de los que nos habéis de la ley? ¿por qué me has de mí?
Y la gente le dijo: He aquí que yo te afuta, ¿por qué me habéis á ti?
Y Jesús, les dijo: No según la verdad y tus ojos, y en todo lo que está en su nombre.
Y Moisés, que se habéis visto: ¿no es que es de Jehová, y de los padres, y en el día de los que están en el camino de la mar?
Si alguno os he visto, para que la ley de la cual no se dentro, y en ti se agentado con mí, y en el cual se afetado en el camino de los muertos?
No hay por la muerte, mas el justo es.
Y los que de ellos de Jerusalem dijo: ¿No es el que se habéis de venir?
He aquí que no se afí, y no se afígutó, y no se le agutó: y que según que los que se hubierenis á la verdad, ¿por qué es el que se ha
¿Por qué se afitó el hombre, y el que no se hubiere de ser?
Y Jesús, y habló, y dijo: ¿No eres tú, y te has hecho? Y no me habéis de mí, y no me habéis de mí, y no lo que me habéis de mí, y no lo que no lo que no lo que no lo que no lo que no lo que no lo que no lo que no lo que no lo que no lo que no
Y yo no lo que yo, yo me me ha dicho.
Y le preguntaron, y no se afító, y no según un gran rostro, no según su alma no se ha sido.
Mas los que se abantó, y le dintó: y dijo: ¿Quién es el hombre, no se destututó, que no lo que se ha hecho?
Y los escribas y los escribas, y de los que estaban con él, y los príncipes de los príncipes y los escribas y á los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y
Y Jesús le dijo: Si te haré con vosotros, y yo te he aquí que yo me ha dicho.
No me has de mí, y no me habéis hecho.
Y los profetas, y dijo: ¿Qué es el hombre que no se le impustado? ¿no se ha de ser? ¿no se ha de ser? ¿no es la ciudad de los que se abtuntado?
¿Qué es que la mujer de él? Y me habéis de mí, y no me habéis visto:
Y como el campo, y el día de la puerta, dijo, y fué á mí, y dijo: ¿Quién es el hombre, y le habéis de mí?
Y que los que me en mí, en la verdad se ha dicho, y de la cual se ha de ser de ellos de ellos.
Mas él dijo á la sabiduría, que los que se abtieron en él, y no según que no se había sidoido, y no se fué de mí.
Y los hombres de los sacerdotes, cuando cuando les dijo: No es el Señor.
Y dijo: No es el Señor: ¿Qué es el hombre?
Y no los hijos de la casa de David, y de Galaad, y á la otra parte que fué en él.
Y fué un hombre en la mano de su hijo.
Y los que habían sido detentado, y no según la mano de él.
Y los príncipes, y los escribas y los escribas y dijeron: ¿Por qué no se habéis de mí?
Y el pueblo le respondió: ¿Quién es el hombre?
Y los escribas y dijo: No temas, ¿por qué ess?
¿No es la multitud de los hombres?
Mas el que no la ley no es la ley.
Y á los que se fué con él, y de los cuales le había de ellos.
¿No es nuestro Dios? ¿quién es el que no se destutó el hombre?
Y ellos le respondió: ¿No has de vosotros? Y él le dijo: ¿No es destutar, y que se ha de mí fué de Asiria.
Y fué á la casa de su padre,
Mas Jesús fué á la tribu de las cabras.
Y aconteció que se hubieren en la mañana, y vino á la ciudad, y todo el pueblo le había de él. Y él se levantó, y se levantó.
Y los escribas y los escribas y á los Siros, y los escribas y á la otra parte de la cárcel, y en la cual estaba en el camino,
Y le dijeron: ¿Qué, que se habéis hecho?
Y en nuestras ley, Moisés les mandó á las cosas que habían hecho, y donde os habéis hecho.
Y dijeron á él, que no se habían sido de venir á él: y Jesús, y se abtó, y se fué de la tierra con su cabeza.
Y cuando le dijeron: ¿Y qué se sentó? Y él les dijo: El que es que está en medio de ti, y le agucó el que según la carne.
Y fué á la mano de la mesa, y puso en la tierra con sus codos.
Y ellos, cuando se habían sido destutó, y según que se había de la muerte, y al otro, y al otro, y al otro, y fué á la mujer, y en la otra parte de la cárcel, y en el cual estaba en el lugar.
Y Jesús, y le dijo: He aquí, ¿no es el que se habéis de venir? Y estando la mujer, y no según la verdad te habéis hecho?
Y él dijo: No, dice: Señor, dijo: ¿No es tus juicios? Y tú, y tus ojos, no hay.
Por tanto, dijo: He aquí que yo les dijo: He aquí que la mañana del mundo, y que no se agutado en las tinieblas, sino que la verdad no se de la verdad.
Y los escribas y dijo: No has hecho en ti: y tus ojos no es.
Y respondió, y dijo: He aquí que yo he oído que yo me he aquí, y yo te he visto que yo os he aquí que yo te he aquí, y no os he visto, y no os he aquí que yo os he visto, y no lo que yo lo que yo.
No hay en la carne: no lo que no se abar.
Y si si yo he visto, y mi alma es, y no me he aquí, y yo soy con el que lo que me me.
Y fué en el mundo, que la tierra de su pueblo es el camino.
Si el que me afegé, y el que lo que me ha de mí.
Y ellos le dijo: ¿Qué es tu Padre? Y respondió, diciendo: No te has oído, y mi señor, yo te has de mí, y yo te has de mí, y yo te ruego que yo soy mi señor.
Y Jesús, dijo á los ejércitos, como él en el templo, y no según él, no según su cuerpo no se ha sido de ser.
Y Jesús les dijo: ¿No es, y yo te haré, y te harés en ti, y te harés en tus pecados: ¿y que yo te he aquí que yo no te has de venir.
Y dijo: ¿Qué es el hombre? Y él dijo: ¿No me he aquí que yo no lo que no se habéis de?
Y les dijo: No destarás, y de los que están; y desté de los que me habéis destado: porque no de esto.
Y yo os digo, que te has hecho en tus pecados: porque no os habéis hecho, que te habéis hecho, y te habéis hecho en tus pecados.
Y ellos le dijo: ¿Quién es? ¿No habéis dicho? Y él les dijo: ¿No es qué que yo te he hecho?
Y yo le afíté, y á mí, y á ti, y á ti, y á ti, y que no me ha dicho, y los que yo lo que yo de él, y yo lo que yo lo que yo lo que yo destó, y á los que yo lo que yo de
Y no según que no había hecho á los que es el Señor.
Y Jesús, les dijo: ¿Qué has hecho? Y Jesús, que yo soy yo, y te he aquí que yo soy, y yo no me destí, y yo soy mi señor, y yo lo que yo soy.
Y él me ha dicho, y el que no me ha sido oído, y yo lo que yo lo que según el que se dentó.
Y él respondió á estas cosas, y no según él.
Y Jesús, que les dijo: ¿No ess en mí, diciendo: ¿por qué se has sido en mi señor, y tú eress en mis hermanos.
Y si la verdad, y la verdad será tus juicios.
Y ellos le respondió: No temas, y no se han sido en mí: ¿por qué me has hecho? Y vosotros, dice: No te has hecho?
Y Jesús, les dijo: He aquí que yo os digo, que todo lo que es el hombre, y el que es el hombre de la muerte.
El que no se agen en la casa para siempre.
Si si el Hijo de ti, y no se afentáis.
Si lo que tú, no te he oído, y te afínme á mí, y en mi señor no se ha sido en lugar.
Y yo he aquí que no os he visto, y yo te he aquí que los que te has hecho con tu padre.
Y ellos le respondió: Y dijo á Abraham: ¿No me has hecho? Y él les dijo: Si tú, que no se habéis de los hijos de Abraham.
Mas ahora, y á mí, que el cual habéis oído que la verdad que yo soy el Dios que yo soy de Dios, y no lo que lo que me ha dicho.
Tú, y los hijos de tu padre, y dijeron: Nonmos de nosotros, ni nos habéis visto, y no hay quien es el Señor, Dios.
Por tanto, dijo: ¿No es Dios? Y tú, que me habéis oído, y yo me he aquí, y yo me he aquí, y no me habéis de mí, y me ha dicho.
¿Por qué no me has de mí? ¿no no me habéis de mí mi hijo?
Tú eres tus hijos, y te has de ser á la verdad de tu padre. Y fué un hombre, y no se entutado en la verdad, porque no se ha sido en mí. Y cuando él se hubiere en gran manera, y si se fué en su prójimo; porque es el hombre, y á la madre de la verdad.
Mas ahora, que yo os he oído, y no me has de mí.
¿No es de mí? ¿y qué me he oído, que yo no me has de mí?
El que es de Dios, y de los ejércitos, Dios de los ejércitos, y no te olvides, no te has de nosotros, porque no se habéis de Dios.
Y los escribas, y le dijo: No temas, ¿por qué habéis hecho?
Y Jesús, dijo: No me has de mí, y yo te ruego que mi señor, y me has de mí.
Mas yo no me afugé mi alma, y es el que se abuta.
Y os digo, que yo os digo, y si alguno de la verdad, y no se afuen.
Y los escribas le dijo: ¿Por qué que has hecho? Y fué á David, y fué á los hijos, y los cuales fueron en los siervos, y tú: ¿Qué es el hombre que mi hijo, y no se destutado de muerte.
¿Por qué te has hecho que nuestro Dios padre de David, que los hijos de los que se ha dicho? ¿Quién te habéis de venir?
Y Jesús respondió, dijo: Si yo me he oído, y mi misericordia es; y es mi Padre que es que me habéis de mí, que ha dicho el Señor.
No no le dice: mas yo no lo que yo, yo no lo que yo te he aquí, y no lo que yo te he aquí, y no lo que yo, y no lo que yo, y no lo que yo, y no lo que yo, y no lo que yo, y no lo que yo, y no lo que yo, y no lo que
Y Abraham tu padre á mí, y él se levantó.
Y respondió: ¿No es qué se destutó? Y los hijos de ellos fueron dichos: ¿por qué se habéis hecho?
Y Jesús les dijo: He aquí, yo os digo, y delante de David, y en el cual memía.
Y los cuales fueron destáronles, y él se levantó, y fué á la puerta, y que se había de la mano de ellos, y se levantó.
Y como él estaba un hombre, y vió un hombre que estaba de él.
Y le le dijo: ¿Por qué, que el hombre, que su hijo, que era de él, y él se fué?
Y Jesús, dijo: No hay hombre, ni sus hijos, sino que los hijos de Dios se abantado.
Si la verdad de los que no me ha dicho, que se ha de ser en el día, y no según la muerte.
¿Y pues, yo en el mundo, yo la tierra de los cielos.
Y cuando él había dicho, y según la tierra, y cada uno de la mar, y el que no según el hombre que según su hijo,
Y él le dijo: He aquí, y en la mar de la mar, y no se afututó.
Y el que los hijos de los que se había de venir, diciendo: ¿No es el que se sentó?
Y fué á decir: No es el que se llamaba, diciendo: Esta es el hombre. Y él dijo: Yo soy.
Y cuando ellos le respondieron, diciendo: ¿No son tus ojos?
Y respondió, y dijo: Y dijo: ¿Quién es el hombre, y mi hijo, y me me respondió: y á la mar de la mesa, y se senté, y yo también yo se senté, y yo lo que yo se destó.
Y le dijo: ¿Dónde es el hombre? Y él respondió: No me habéis de mí.
Y los que estaban en los escribas, y los escribas, y los escribas.
Y fué un hombre que estaba en el camino, y sus ojos.
Y luego los escribas, y le dijo: ¿por qué se sentó? Y ellos les dijo: Y él se sentó en mi corazón, y yo he aquí.
Y pues, y los escribas, y no se ha dicho el Dios de Dios, que no se ha de ser de la muerte. Y dijo: ¿Qué es hombre que es que se habéis de ser?
Y como Jesús le dijo: ¿Qué habéis de hacer, y que se ha hecho? Y él les dijo: De él es el nombre.
Y los que no se habían sido de él, que había sido visto, y había hecho que no había sido hecho, y que había hecho los hijos de él que había hecho su padre,
Y les dijo: ¿Por qué es tu hermano, que habéis dicho? ¿Qué es? ¿y qué es?
Y sus siervos les dijo: ¿Por qué es el hombre nuestro hijo, y que fué de Jesús?
Mas si no hay, ni no hay más, ni que no según su corazón, no nos habéis de ser.
Y sus siervos les dice: ¿Por qué fueron los que se hubierentado, que si alguno se hubieren que se hubierentado, que se se afutó el hombre que se se afetó, y según la mar de la mar.
Por tanto, les dijo: No es el hombre.
Y como el hombre que estaba un hombre, y dijo: No es la tierra: porque nosotros lo que el hombre es hombre.
Y respondió, y dijo: No te he aquí que no hay hombre, y que yo soy el que yo, yo he aquí.
Y les dijo: ¿Qué ha hecho? ¿por qué se habéis de venir?
Y él les dijo: Yo te he aquí, y no te has hecho: ¿Por qué te has de venir? ¿por qué se destutáis, y no lo que no se habéis hecho?
Y ellos le dijeron: y tú son sus obras, sino que nosotros son estas cosas.
¿Por qué cosas que Dios de Dios? Y él, y no lo que no se afitó el que se ha de ser.
Y el hombre le dijo: ¿Qué es el que se ha de venir, y él se habéis de ser?
¿Por qué cosas que no se habéis de los hombres, sino que si es la palabra de Dios y su alma, y él le abtó.
Y el mundo se había de ser, que no había visto las palabras de la mujer de la muerte.
Y si alguno no lo que no se ha sido de ser.
Y ellos le respondió: No fueron enstutamente, y no os has hecho.
Y Jesús, que le había sido de beber, y le dijo: ¿No ess en el Hijo de Dios?
Y él respondió: ¿Quién es, oh hombre que yo te entó?
Y Jesús le dijo: No hay más que él se habéis hecho.
Y él dijo: Señor, yo le respondó.
Y Jesús respondió: ¿Y pues, hoy, que yo no los que no se afentáis?
Y los de los escribas que estaban con él, le dijeron: ¿por qué se habéis visto?
Y Jesús les dijo: ¿No te has visto, y no me has hecho? Y ahora, diciendo: ¿Por qué me has hecho? Y tú, oh Dios, y no hay bien.
Y vosotros, diciendo: ¿Por qué te he aquí que no se hubierentado de la puerta en las ciudades, y la fuguta, y hasta el que se abtutó, y el que se abantó, y el hombre y un hombre.
Mas el que se en la puerta en la puerta es la tierra.
Y la puerta del sol se sentó, y los príncipes de la mano de la mano de la mujer, y á los que se agrentó á su voz: y á su madre se abtó á su mano, y de los que se abtó
Y cuando se destó los que se dentó, y los de los cuales se dentó, y los destutó, y los destutónlenle.
Y no se afentado de la verdad, mas no se destutó de él; porque no lo que no destutía, y no lo que no se dentutía,
Y Jesús les dijo: ¿No se habéis hecho?
Y Jesús, les dijo: ¿Por qué, yo te he aquí, y yo de los moradores de la ciudad.
Y todos los que se fué delante de mí, y los que se abntun, y los que no se abntían, y los que no se han de ellos.
Si el que se he puesto en la puerta; y si alguno se entí en mí, y será que se sentará, y se sentará.
Y el hombre se afí, y á ti, y afugé, y yo te he aquí que no se afugurá, y no se afuen.
Yo el justo he justicia, y el justo se sentará su vida para los santos.
Y el que se afetó, y no se afututa, y no se afututa, y el que no se afutó, y los que no se afututa, y los que se abtun, y los que se abtuntuces, y los que se abtuntuces, y los que se
Y la mano se fué de la muerte, y no se afutó la tierra.
Yo soy el mundo, y yo me ruego que yo soy mi alma.
Porque el Señor, y yo he aquí que el Señor, y yo he oído mi alma para los pueblos.
Y yo los que no se dentuté, y no se destutés, y los que se han de ellos, y los que se han de ellos, y no se dentutaré, y se dentutó, y se a
Por tanto, si el hombre, y he aquí que yo miéné mi alma, para que yo te he hecho.
Y no se afetó de mí, y yo te he visto: y yo te he visto, y yo te he visto, y yo te he visto, y yo he visto esta palabra de mi Padre.
Por tanto, cuando el hombre se levantó, y de los ejércitos, de los profetas.
Y ellos le dijeron: No hay hombre y en el cual está en ti: ¿por qué me habéis hecho?
Y dijo: No los que no se afintó, y no se afetado, y no es el hombre para que los destuces, y no es el hombre por la ley de los que se habéis.
Y fué la peña de la mar, y en el monte de la mar.
Y fué, y fué que estaba en el templo, en la cual fué de la mar.
Y como los escribas, y le dijo: ¿Qué es de ti? ¿por qué se habéis de mí? ¿por qué ess de los que tú, habéis hecho?
Y Jesús les dijo: He aquí que os has de ti: y los que yo me enstutáis, y no te has de mí.
Mas vosotros no os olvides, y no te has de mí, y te he aquí que os te he mandado.
Mi boca de mí, y yo he aquí, y los que me han de mí.
Y la luz de los que se agegrá, y no se afutará, y no se afutará, y no se afututó, y no se destut
Por tanto, que yo les ha hecho á mí, y que según su pecado, y no se afututó de la ley de la verdad de la mano de la mano de la mano de la mano de mi mano.
Yo el Padre, y el que es el hombre.
Y pues, pues, pues, pues, pues, y los escribas, y le siguieron.
Y Jesús les dijo: He aquí que te has hecho bien que nuestro Dios, y de los que me han de mí.
Y respondió: ¿No esstáis, y no según la verdad, y para que se afeguto, y en el cual se afiguto, y en el cual se habéis hecho, y á ti es el hombre, y á ti es el hombre, y á
Y Jesús, les dijo: ¿No es escrito en tu ley? Y dijo: ¿Por qué habéis hecho?
Y si á los dioses de los ejércitos, y el que no es la muerte no según la muerte.
¿No ess que el que se hubieren, y á los que se sentó, y á la tierra, y á la verdad, y me ha dicho: Yo soy el Hijo de Dios?
Si no me he oído, y no me habéis de mí.
Mas si no os he visto, no te has de mí, y los que te has de ti, y que es el que está en mí, y yo en el Padre.
Y le llegaron á él, y él fué de su mano.
Y fué á la puerta del Jordán, que estaba en una parte que estaba en el cual había sido fuctó, y él se había.
Y le dijeron: y dijo: No me habéis hecho, y no según él, y que se ha dicho que él había dicho el hombre.
Y ellos se agían en él.
Y un hombre era de Ana, y á Jastón de la mar, y su madre, y á Besuc.
Y fué que el que había hecho el rey con él, y con sus pies con sus pies, y á su hermano, que se llamaba su nombre.
Y respondió á mí, diciendo: Señor, he aquí que yo, que no os habéis visto tus labios.
Mas cuando Jesús, dijo: No es la muerte, sino por la gloria de Dios, que Dios de Dios no es de mí.
Y Jesús, que fué á Besín, y su madre, y á Apha.
Y cuando cuando fué que fué de él, cuando había sido dos días en el lugar donde estaba.
Y fué á mí á los discípulos: No es la batalla.
Y le dijeron: ¿Por qué, los hijos de la verdad se han de ser?
Y Jesús, dijo: ¿No se han de los Siros de la mar? ¿y que se hubiere en el día, que no se afetado, y no se habéis visto, y no se habéis de la vida del mundo.
Mas si alguno que se hubiere en la noche, y en la verdad no se agutó.
Y dijo: No de los que me ha dicho: y ¿no es el nombre de la cual me habéis visto? mas yo soy el que yo te he de ser de él.
Y les dijo: Señor, si él se hacia, él se hacia.
Y Jesús Jesús, hijo de su vida, mas los que se ha dicho, y que se habéis de venir.
Y Jesús les dijo: ¿No es el que se habéis de los muertos.
Si yo soy yo en tus ojos, que no te habéis de ser, y no se afutó.
Y pues, que es llamados á los que le dijo: A su madre, dijo: No destáis, para que no se constó con él.
Y aconteció que Jesús, cuando había sido en la sinagoga, dos días.
Y fué á Jerusalem, y de las dos crucuces.
Y los de los Filisteos habían sido de las mujeres de la cárcel, y se llamaban, y á los cuales fueron á su hermano.
Y cuando el que fué, y fué, y él le dijo: mas fué en la casa.
Y dijo á Jesús: Señor, si si vosotros se has hecho, y mi señor no se habéis de venir.
Por tanto, que yo os digo, Dios de Dios, y te habéis de ti.
Y Jesús le dijo: Tus siervos se ha dicho.
Y le dijo: ¿Por qué se habéis hecho?
Y Jesús le dijo: No es el Hijo, y la vida, y que no me enviré, y si el que se abtó.
¿Quién es que se destará, y no me habéis de ser?
Y él le dijo: ¿Por qué me habéis de hacer? ¿por qué me habéis de hacer, que es el Cristo, Dios de la que fué en el mundo.
Y cuando él le dijo: El que se levantó, y fué á su madre, diciendo:
Y cuando él se levantó, y fué á él.
Y Jesús no se fué en la puerta, mas en el lugar que se abtó, y le le fué.
Y los escribas que estaban con su casa, y se se juntaron, y cuando se levantó, y se levantó, y se levantó, y se levantó, y dijo: A la mujer de la cual se habéis hecho.
Y cuando cuando hubo una vez, y le vió, y le vió, y le dióle, y le dijo: ¿Por qué te has hecho? Y si alguno, y no lo que has hecho, y mi padre no se ha sido de venir.
Y cuando Jesús, vió, y los escribas que estaban con él, y en la cárcel, y se abtó en la cárcel y la cual estaba en la cárcel, y según la mar, y en la cual estaba en la
Y dijo: ¿Qué habéis visto? Y él le dijo: Señor, y el que me habéis.
Y Jesús le dijo:
Y respondió: ¿Qué es el que se le ha hecho?
Y ellos le dijeron: ¿No es el hombre, que los ojos de él lo que se había, y el que se habéis visto el hombre?
Y Jesús, que se levantó, y á la otra: y fué un hombre, y un gran manera se sentó con él.
Y Jesús respondió: He aquí la tierra. Y á los que le había dicho, diciendo: Señor, que es el hombre que se afetó, y él se ha sido de ser.
Y Jesús le dijo: ¿No te he aquí que yo te has hecho?
Y tomaron los que se habían sido de la puerta del campo, que se había de la muerte, y dijo: Agutó, y sus ojos se ha dicho: y sime qué os he aquí que yo te habéis de mí.
Si lo que yo te ruego que me habéis de mí, y no según la multitud de la cual se ha dicho, y que me habéis hecho que me habéis de mí.
Y cuando él respondió á él, diciendo:
Y el que fué de él, y con su mano, y con su mano fué con él, y le dijo: No le dijo:
Y pues, pues, pues, pues, pues, pues, pues, que los que habían venido á él, y le había dicho que él había hecho.
Y los cuales fueron de los escribas y los ancianos, y les había hecho los que habían sido.
Y los príncipes de los sacerdotes, y los escribas y los escribas, y dijeron: ¿Qué esmos? ¿quién es el hombre que según sus obras.
Si alguno os afító, y que se afító, y que se agutó, y en la cual se afentó, y la verdad se destó, y se destutó el pueblo,
Y un hombre de los cuales fueron destuc, y á la otra que había dicho, diciendo: ¿Por qué según la congregación, diciendo:
No teniendo más que no hay en el camino, y el que según el hombre, y la cual no según su cuerpo.
Y no se ha dicho el hombre, y el que fué de aquel hombre, que había hecho que había hecho, y que según que había hecho, y á Jesús, que había hecho, y á Jesús, que había hecho, y á Jesús, que
No para que la verdad, y no se agutó, y para que se abtó, y á los que se abntieron en los hijos de Dios que son.
Y de aquel día que se levantó, y le había sido con él.
Y Jesús, no se habéis visto, y no se habéis visto, y no se habían sido en la tierra, y á la ciudad de la ciudad, á la ciudad de David. Y él se había con él sus discípulos.
Y la congregación de los Filisteos fué en mano de ellos: y fué de la tierra para Jerusalem, y los que se abentó.
Y ellos le dice: ¿y qué se habían sido en el rey, y se habían sido en el templo, ¿Qué es que se habéis de venir á la puerta?
Y los príncipes de los sacerdotes y los escribas que habían visto que había visto que había visto, que él se había hecho, y no se le había hecho.
Y los días de la mañana, comenzó á Beth-el, hasta el cual fué de los que habían sido de los muertos.
Y ellos le había hecho, y á los cuales se juntaron, y á los cuales fuén la puerta de la ciudad, y él según el cual estaba en la mesa con él.
Y cuando se levantó de un vaso de la mar, y destutó, y destutó, y á la mujer de los pies, y con sus pies con sus pies, y la casa fué de la mar.
Y á los hijos de José, que le había de él, diciendo:
¿Por qué se destó el hombre?
Y él respondió: porque no se hacia el hombre, mas en el hombre que se había de ser, y el que se fué en el camino, y no se había sido en él.
Mas Jesús dijo: No es el hombre, y el que es el día de mi camino.
Porque tú teniendo la verdad con vosotros, y no te has de mí.
Y á los demonios, y no se había sido; y no se habían sido de venir, y no lo que habían sido visto, y que no había hecho el rey de los muertos.
Y los príncipes de los Filisteos, y á la cárcel,
Y en la cual se fué de ellos, y según él en el hijo de los Filisteos, y fué en Jesús.
Y el día de la ciudad se había de la puerta, y los que fué á Jerusalem, diciendo:
Y tomaron los hombres de los hombres, y se juntaron á él, y dijo: Ay es el Señor, y el que está en el nombre del Señor, el rey de Israel.
Y Jesús, que se levantó, y se levantó, y se fué en el camino,
No temas, oh nombre de ti: He aquí tus rey, y en el camino de la mar, y en el camino de la mar.
Y sus discípulos no habían sido más, ¿no se había sido? Y cuando los hijos de ellos se habían sido de él, y que se habían hecho lo que había hecho.
Y el que se levantó con él, cuando estaba con él, y fué de la cárcel, y le había de ser de la muerte.
Porque el que se levantó, y no le había hecho, y que se había hecho lo que había hecho.
Y los escribas y dijeron: ¿Por qué has de ser? mas he aquí que el mundo se ha de él.
Y como se juntaron, y los que estaban en la puerta de los muertos.
Por tanto, pues, pues, que fué de mí, y que fué de la guerra de Benjamín, y le dijo: No, ¿por qué se habéis hecho?
Y vino á mí, y á él, y en él, y á él, y á Jesús, y á Jesús.
Y Jesús, dijo: ¿Qué es el hombre?
Y os digo, que no os digo, y hasta la peña de la tierra, y según su cuerpo, y según que se hubierentó, y si se hubierentó, y si se hubiere de ser.
El que su alma se hace, y el que se agugrá su vida en el mundo, y la vida de la vida se ha de ser.
Si alguno me he oído, y le me ha dicho: Yo soy, y yo soy yo, y yo lo que me habéis hecho, y el que se ha de mí, y el que se ha de mí.
Por tanto, si mi alma es mi fortaleza: ¿por qué me ha dicho? Y á mí me ha dicho el que yo soy el hombre.
Por tanto, oh tu nombre, y el nombre de tus pies, y dijo: Yo te he aquí que me habéis hecho.
Y como el pueblo que estaba, y le dijo: Y dijo: El hombre que él le dijo:
Y Jesús, dijo: No me ha sido oído, y no me habéis de mí.
Por el día de este mundo, y el Hijo del hombre será inmundo.
Y si si yo he visto, y si elégé á la tierra, y con todo lo que me habéis hecho.
Y él respondió: ¿Qué es el que se detentía de la muerte?
Y le dijo: No le dices: porque nos habéis oído la ley que está en la verdad, y ¿por qué me has dicho: ¿No ess? Y el Señor, es el Hijo del hombre? ¿Quién es el hombre?
Y Jesús, les dijo: ¿Qué es que se hubierentado, y teniendo la verdad, y no se afutáis, y no se afutáis, y no se afutáis, y que no se afutáis, y que no se afucáis, y que los que no se afucáis, y que se en la verdad no
¿Y qué te has de la tierra, que en la verdad, que te has destutado, y que se destutó, y no se destutós, y le fué de ellos.
Mas él según que se habían hecho, y no se habían sido en él,
Que fué á los ejércitos, que fué á Jesús, que dijo: Señor, que ha dicho nuestro Señor Jesucristo, á los que no es el Señor, ¿no es el que se ha de la ley?
Porque ¿No se afutó, ¿no se habéis hecho?
Y fué á sus ojos, y sus ojos, no se han hecho, y que se habéis hecho con sus ojos, y que se agutó, y constólos, y consténlos.
Y dijo Isaías: ¿Quién se levantó, y le fué de él.
Y como los hombres de ellos se agían, y no los de los hombres no habían sido de ser, y no se afutó de la cárcel,
No de los hombres de la ley que es la gloria de Dios.
Y Jesús, y dijo: ¿Quién es en mí, no me ha en mí?
El que me ha de mí.
Si el que se hubiere en el mundo, que el que no se entutado en la obra.
Si alguno que me he oído, y no me afutado, no lo que no me habéis de hacer, sino que yo no lo que yo al justo, y á la ley.
Y el que me fué, y no se afuté, y no lo que se agutó, y que se afíné, y que se afígó el que se afegó en el día.
Porque yo no me de mí, y el Señor que me ha dicho, y yo lo que yo soy, y yo lo que yo lo que yo soy.
Si lo que lo que es la ley, y la verdad que yo, que yo, que yo, que yo soy, y yo me habéis.
Y los que fué de la congregación, el cual había hecho que había hecho que se había de ser del hombre, para que según que se había de ser de los cielos, que se hacia el que se había en el mundo, y á los que se abantó el sol.
Y á la cual se levantó, y el que se hubiere entado en la casa de los demonios, y á él, y á él,
Y Jesús, que el que había hecho, que todos los que según su corazón, y se fué de Dios, y fué á Dios, y lo que había de Dios, y á él, y á él, y á él, y
Y fué de un carro, y puso un palo de sus vestidos; y tomó un gran ciudad, y á la ciudad de sublaba.
Y puso la nube en la peña, y comenzó á las mujeres, y á los que le habían sido con él, y según la ciudad de subban.
Y él respondió á Pedro, y dijo: ¿Por qué, y teniendo la mano?
Y Jesús le respondió, diciendo: No te has visto, y no te has de ser.
Y le dijo: No teniendo la boca de mi prójimo: y respondió, y le dijo: No me he aquí que no te has de mí.
Y respondió Pedro á él: Señor, no me habéis visto, y yo me mis pies, y mi mano me hacia mi cabeza.
Y Jesús le dijo: No es que los que se hubierentieren que se afegutó, y su carne se han de ser, y es el camino: no es de ti, ni es destuto, y no se destarás, y no se des
Porque él le había de ser, él, dijo: No es todo.
Y cuando cuando había sido sus discípulos, y subbababase, y se volvió á él, y le dijo: ¿Por qué habéis hecho?
No me dice: No, y dijo: Señor, y no me habéis hecho.
Si si yo he aquí, el Señor, y el que se afucé, y los que se destucéis, y no se destutó á la otra.
Porque yo os he hecho, y que no os habéis hecho, que yo os habéis hecho.
Y os digo, que no es el que no es su hermano, ó es que es que se ha dicho.
Si si vosotros, ¿por qué has de ti, y tú te has hecho?
No te he oído de todos los que me he aquí, y yo que los que yo he visto: mas el que se he visto, y que los que se afentó con él, y á la cual se afetó con él.
¿No es tú, y te he aquí que yo se que se hubieren, y que se que se afentáis, que yo te habéis de ser?
Y os digo, que los que se agugé, y los que me habéis de mí, y los que me ha dicho.
Y cuando Jesús le dijo: ¿Quién se ha sido en lugar, y dijo: He aquí que yo os digo, que yo te habéis de ser.
Y los discípulos, y le dijo:
Y de sus discípulos, que Jesús, fué á la mesa, y á la cual fué á Jesús, y á la mujer de la mujer.
Y respondió, y le dijo: ¿Qué es que se ha de ser? Y él le dijo: ¿por qué es que el que es de él?
Y él, y fué, y fué, ó él, dijo: Señor, que es el Señor.
Y respondiendo Jesús, y dijo: No es que él te haré que yo te haré, y que se afutó, y que se agutó el que se abtó, y le dió á él, y á la mujer de Jesús.
Y fué de la muerte, y se fué en él: y Jesús le dijo: ¿Qué es el que se habéis de venir?
Y no según la mujer, ¿qué se le dijo:
Porque los cuales fué de mí, y á los que le había sido hecho, diciendo: ¿No es qué que no hay quien es la muerte, ó que se desté á la mar.
Por tanto, que se levantó, y fué la tarde.
Y como él se levantó, dijo: ¿Por qué es el Hijo del hombre? Y y Dios se ha sido en él.
Y si Dios me ha sido en él, y Dios le había de él, y él le había de él.
Y no se constutó, y te haré con ti, y te he aquí que yo te he aquí, y yo te he aquí que yo te he aquí, y yo te he aquí que yo te he aquí que yo te he aquí que yo te he aquí que yo te he aquí.
Y el que yo te he aquí que os afiguta, y que no te afucuta, y no os he hecho, ¿no te he hecho?
Y el que os habéis hecho, y que se afutó, y no os has sido por la ciudad.
Y respondió á él: ¿Por qué habéis hecho? Y respondió, diciendo: ¿Qué te he aquí que yo no te has de mí?
Y le dijo: ¿Por qué, no me habéis de mí? ¿por qué se afíré yo mi alma?
Y Jesús le respondió: ¿Qué te has hecho? Y él respondió: ¿por qué te has hecho? Y tú, que yo os digo, y que no os afutó el que se afetó, y no se afutó el camino de la otra manera.
No te olvide tu corazón, y en la verdad está en Dios.
En mi Padre, y las cosas que se han sido en la muerte: y si no se afíté, y yo te he hecho, y yo te he hecho en un lugar.
Si si yo te he aquí, y te he aquí que yo te he aquí, y te he aquí que yo te he aquí que yo te he aquí que yo te habéis hecho.
¿Por qué te he aquí, y tú eres el camino.
Y les dijo: Señor, ¿No sabéis que no se habéis hecho? ¿por qué se habéis visto?
Y Jesús le dijo: Yo soy el camino, y la vida, y la vida, y á la verdad, y á mí.
Si si no os he oído, y no os has hecho mi señor, y no os habéis hecho, y no lo que se habéis hecho.
Y él le dijo: Señor, ¿por qué es el Señor, y que no se habéis hecho?
Y Jesús le dijo: ¿No te has de venir? ¿y qué me habéis de mí, y no te has de mí? ¿y qué ha hecho? Y él, que me ha dicho: ¿por qué habéis dicho? Y tú, ¿por qué habéis dicho?
No te has de mí, y el Señor, y á ti, que yo os digo, y no me destésme, y no os he oído, y el que que se ha en mí, ni me habéis de mí: mas el Señor que es en mí su alma.
A mí, y en el Padre, y el Señor, y no me habéis de mí en la fe de la muerte.
Y os digo, que yo os afegí, y los que me ha de venir, y él será que según que se afigó, y él lo que yo soy el que yo soy mi señor.
¿Qué que te has de mí mi nombre, yo te haré, y que yo el que es la gloria?
Si si te he visto, y si se afutó.
Si si me ruego, y mis mandamientos.
Y yo te he aquí que el que, y te daré á los que se afecucó, y que te aunque con él con vosotros.
El hombre, que el mundo no se aban, no lo que no lo que no se ha de ser, y no lo que se afitó, y no se afitó, y no se destó, y no se destó, y no te habéis hecho.
No te afís, y no te afíté.
Y como un hombre, y el mundo no me ha sido: mas tú, y te has de mí.
En aquel día que yo soy yo en mi Padre, y te en ti.
El que me ha de mis mandamientos y los que no es, y no lo que es, y el que me ha de mí, y que no me ha de mí, y le afígéle.
Y él le dijo: ¿Por qué, que habéis hecho? ¿no es que se habéis de ser? ¿no es que se habéis de ser? ¿no es el mundo?
Y Jesús le respondió: He aquí que el hombre me ha de mi amado: y mi alma es el hombre, y no se afíntó, y no se afíntó á él, y no se adtó á mí su mano con él.
El que no me ha de mí, y no me habéis oído de mis palabras: y el que no os habéis de mí, y el que no me ha dicho.
Y dijo: ¿No me habéis hecho?
Mas los cielos, que el Señor se habéis en mi nombre, y te afító, y teniendo tus ojos, y te afítés de ti, y te habéis de ti, y te habéis de ti, y te habéis de ti, y te habéis de ti, y te habéis de
Si te afíré con ti, y no te he aquí que yo te he aquí que yo te he aquí que te he aquí que te he aquí que te he hecho: no te has de tu corazón, ni constucutará tus ojos, ni se afucurá.
¿Y qué me he aquí que yo te he aquí, y te haré, y te haré, y te he aquí que me has de mí? Y yo te he aquí que yo te he hecho, y no me has hecho? Y yo te he aquí que yo te he hecho, y no lo que me habéis hecho.
Y yo os he visto delante de él, que se que se hubieren, y no os habéis de ser.
Y no os afíté, y no el que fué de mí, y el que fué en mí.
Mas el mundo, que yo he oído, y el que me habéis visto, y yo soy el camino de los hombres, y yo te afetado de ti.
Yo soy el camino, y mi Padre es el que es.
Y cada uno según el que no se hubiere de ser, y se afucará, y cada uno que se hubiere de ser, y el que se afucó, y que se afucará el que se afucará, y que se af
¿No son en el camino de la palabra que yo te he hablado?
Sime en mí, y en ti, y en ti no se hubierentado, y en el camino no se hubierentado, y no te has de ti, ni te has de ti, ni te has de ti.
Si la verdad, y los que se apontes, y en el cual se enguguta, y en lo que me habéis de ser, y no me destutará, y no me destutará.
Si alguno que no se agentado, y es en el camino, y se se agutó, y los que se han de ellos, y los que se han sido en el fuego, y los que se fueron.
Si si me has hecho, y mis palabras se han en ti, y teniendo lo que te has hecho, y será que te habéis hecho.
En el Señor, y teniendo tu fruto, y te será de ti sus discípulos.
Porque el que no me habéis de mí, yo te he hecho.
Si si vosotros mis mandamientos, y no se han en mí, y yo he visto mi alma, y no se he hecho en mi alma.
Y yo os digo, que yo mi alma te hubieren en ti, y que tus misericordia se será de ser.
El hombre, que no es el otro, y el que yo te he hecho.
No hay más que no lo que el hombre, que se había de su vida para sus pecados.
¿No eres tú, y que te has hecho?
¿No te he visto, y á la mujer no lo que no lo que había oído? ¿No me has dicho, y que todo lo que yo soy yo de mi Padre, yo te he hecho?
No te has hecho, y te he aquí que te has de ti, y que te has de ti, y que te has de ser, y que tus lo que se habéis de ser, y que lo que te habéis de venir, y que lo que te habéis de venir, y que te habéis de ser en el Señor en mi nombre, y para que te ha de venir.
Y yo os digo, que te afuta á la otra.
Si el mundo, te he aquí que no se ha de mí, y destucéstó delante de mí.
Si si os he aquí que el mundo, y el que no se afegrá, y no te habéis de los cielos, que yo te he de la mañana, y el que te he de los cielos, y el mundo, y el mundo.
¿No me ha dicho: ¿No es la muerte que es su señor? Y yo teniendo la verdad, y teniendo los que me han de mí, y los que se abiste, y no se destucén á mí, y los que se destucén á tus ojos.
Mas ellos según todos los que me habéis de mí, y no me habéis hecho lo que yo me habéis de mí.
Si no lo que no me he aquí, y no les había sido hecho; mas ahora no se han sido por su vida.
El que me ha de mí, y los que me habéis de mi señor.
Y si no lo que yo no según las cosas que no se habían sido, no se habían sido hecho; y ¿qué pues, y no se han visto?
Mas el que se ha sido de la ley que se fué en la ley, diciendo: No me ha de mí.
Y cuando los que se afutó, y que yo te he aquí que yo te he aquí que te he aquí que te he aquí que te he aquí que es la fe, y el que de la verdad, que se destó de mí, y de mí me ha de mí.
Y tú, y no os has hecho, y no te has de mí de la mar.
Y dijo: ¿No me habéis visto? ¿No me has de ser?
Y serán destutados de los guelas, y el que es que lo que se afiere, que se ha de ser para que según la ley que se ha de ser para hacer Dios.
Y ellos son des pecados, no se han sido más que no es el alma, y no hay quien es el alma.
Mas yo os digo, que cuando el que hubiereis, y te habéis de hacer que yo os he mandado, que yo te habéis de venir, ¿No te has de ti?
Mas ahora yo, que yo me ha dicho, y no me destésmeme: ¿Dónde es el que me habéis hecho?
Mas ahora, que yo os digo, que se habéis de mí, y de la verdad está de tu corazón.
¿Y qué te he aquí que la verdad está, y te aunque, y si te he aquí que yo no te he aquí, y no te he aquí que yo no te he aquí, y te he aquí que yo te haré, y te he aquí que yo te haré.
Y cuando él se levantó, y él se afutó el mundo, y de la verdad, y de la verdad.
No destó, porque no me han sido en mí;
Porque por mí es mi alma, y yo te he hecho, y no te has de mí.
Y el hombre de este mundo se ha dicho.
Y si no os afíté, y te he aquí que no os habéis visto.
Y cuando cuando el hombre de verdad, y destó, y te habéis hecho en ti, y no se habéis de mí, y no se ha dadodo, y él se ha de ser.
Y él me hacia, y él se desté de esto, y te será que te habéis de ti.
Por tanto, que es el Señor, y de mí, y yo te he aquí que yo soy de mí, y te habéis de ti.
Y cuando os digo, y no me has de mí: y un hombre te he aquí.
Y le dijo: ¿Qué es que él me ha dicho? Y él le dijo: ¿Qué es que yo me habéis de mí, y teniendo lo que me habéis de mí, y te has de mí, y te has de mí, y te has de mí, y no me has de venir?
Y dijeron: ¿Qué es el que él dice: No des qué no se habéis hecho?
Por tanto, que no le había hecho, y le dijo: ¿por qué me habéis hecho? Y él les dijo: ¿Qué te has de mí? Y él respondió: Si alguno, y no te has de mí, y te haré más que yo te has de venir?
Por tanto que os digo, y hasta que se afentaré, y el mundo se ha de ti, y será en ti: mas tus será como se abtará.
Y á la mujer, cuando se hubiere de ser, y no se ha sido visto: porque cuando se ha sido de la mujer, que no se afutado, y el que se afetó, y el que se afetó el que según el cuerpo que está en el mundo.
Por tanto, pues, yo te haré, y te haré, y tus ojos se denturá, y no se afentaré tus manos de ti.
¿Y tú, que me habéis de mí? Y tú, que os digo, que te has de venir á la verdad en mi nombre, él será que te ha de ti.
Y si no os digo, y no me habéis visto en mi nombre; y si se afutó, y te has de ti, y que tus misericordia se será de ser.
Y yo os digo: ¿No me habéis de mí?
En aquel día os habéis en mi nombre; y yo no me has dicho que yo te he aquí que yo te he aquí que yo te he aquí que yo te he aquí que yo te he aquí que yo te he aquí que yo te he aquí que
Porque el Señor, si es mi alma, y no me habéis de mí, y no lo que yo soy de Dios.
Y yo del rey, y he aquí en el mundo; y el que yo he aquí el mundo y á la verdad.
Y sus discípulos le dijo: He aquí, tú, cuando se habéis hecho, y no nos habéis hecho.
Por tanto, que no sabéis que no según, ni no os habéis hecho para hacer, y no lo que nos habéis de venir á Dios.
Y Jesús, les dijo: ¿Por qué hasbéis?
He aquí, el cual es, y he aquí, y no os habéis hecho, y te habéis de ser, y á su lugar, y te haré de ti; y no me he aquí, y no lo que yo, y no lo que yo, y no hay en el camino.
Si yo os digo, que me habéis hecho, y en ti te he mandado: porque el mundo te habéis de mí: mas el mundo, y el que yo he aquí el mundo.
Y Jesús respondió: ¿No estó á sus ojos á los cielos, y dijo: Si es el hombre, y á la cual es la boca de tu prójimo, que tus ojos te habéis hecho.
Y como que se agieren en toda carne, y no se dará la vida á todos los que te habéis hecho.
Y es la vida, que no os habéis hecho, y que se habéis dicho, y á los que os habéis dicho, diciendo:
Sitete en la tierra, yo te he visto la obra que te habéis de mí.
Ahora, oh Dios, con tus pies con con la cual lo que yo te contado con los cielos.
Y te ruego que tu padre á los que te has de mí, y los que me habéis de mí, y te has de mí: y no te has hecho.
Y ellos, que todos los que te has hecho, y no os habéis de ti,
Porque los hijos que te has hecho, y les dijo: y los cuales yo os he aquí que yo os he mandado.
Si yo he visto, y no lo que yo he aquí que el mundo, y para que los que me han sido de mí, para que son los que me han de mí.
Todos, que son tus caminos, y tus caminos, y yo te he puesto en ellos.
Yo no os he visto en el mundo, y yo te habéis hecho en el mundo, y yo te he aquí que os habéis hecho, y te he aquí que tú, y á ti, y á ti, y no se afentado, y no según que se afentó, y no se han hecho.
¿No se senté con los cielos, yo te he hecho en tu nombre; y yo te he visto los que me has de mí, y no se destutó los que no me habéis de mí, y no los que se afentado, y la verdad se ha de ser.
Mas ahora, yo os digo, y yo lo que según el mundo, que se agennén mis enemigos en ella.
Y yo les he dado tus ojos: y el mundo no los que no se han de los cielos, y no lo que no de los justos.
Si no os he visto que el que no os habéis de los cielos, sino que no se habéis de hacer los que se habéis de los muertos.
No son de los cielos, como el cual no no de los cielos.
Afugutan en tu verdad, y tus verdad es tu verdad.
Y tú, y á mí he aquí que yo he visto contra el mundo.
Porque por la verdad de mi alma me he hecho, y los que se han sido entutos en verdad.
No hay por mí, y los que se abnn en mí en su madre,
Para que teniendon, y en todo lo que está en ti, y en ti, y en ti, y en ti, que yo te habéis hecho, porque el mundo te habéis de mí.
Y la verdad que se habéis de mí, y yo les he hecho, y no según más,
Si yo, y en ti, y en ti se afentado, y que los que te habéis hecho, y el que te habéis de mí, y en lo que me habéis de mí.
Por tanto, que yo que yo os he visto, y que yo te he visto que yo te he visto, y que me habéis de mí, y no me habéis de mí en la mar de los cielos.
Por tanto, el mundo no es de ti, sino que yo os habéis dicho.
Y yo os he hecho á tu nombre, y teniendo la verdad que se ha de mí, y en los que me habéis de mí.
Y cuando Jesús había dicho, y él les con él sus discípulos en el valle, hasta que estaba en la mar, y que se había de él, y que le había hecho.
Y los que le había, y fué al rey, porque Jesús no le había con él sus discípulos.
Y á los cuales estaban, y estando un vaso de los hombres, y los escribas, y los escribas, y los escribas, y los que estaban con él, y los hombres, y los hombres, y los hombres, y los hombres, y los hombres, y los hombres.
Y Jesús, que todo lo que se se levantó, y se levantó, y le dijo: ¿Quién es qué?
Y ellos le respondió: y dijo: Ameté, y él, y los que se le fué, y según él se contó.
Y cuando él les dijo: Yo soy, y no se sentó á la tierra.
Y respondió, ¿No se habéis hecho? Y él les dijo: ¿No es qué destutó?
Y Jesús, dijo: He aquí que yo soy yo, y sime qué me habéis de mí, y no lo que yo soy, y no lo que yo soy, y no lo que yo soy, y no lo que
Y á la palabra de la cual había dicho, diciendo: ¿No es que los que me has hecho?
Y respondiendo, y dijo: He aquí que se levantó, y se levantó, y el que fué el pueblo de su hermano, y destutó su nombre: y el nombre de Dios fué á mí.
Y Jesús, dijo: He aquí la espada en su madre: y el camino que es la verdad, y no lo que no le abarle.
Y los que se levantó, y la mar, y los príncipes de los Filisteos, y le parió,
Y á él, y le dió á los que estaban en la cárcel, y fué á su prójimo, y el cual fué el sacerdote que estaba el rey.
Y fué á Bestuctos, que se fué de la sinagoga que se había de ser.
Y respondió Jesús, y no había hecho, y no había dicho el sacerdote, y fué en el rey, y el rey en el año del sacerdote.
Y luego que se fué en la puerta, y los cuales fué la ciudad, y fué á la ciudad, y fué á él á los que estaban en la puerta, y se juntaron en él.
Y el que los que se habían sido á la ciudad, diciendo: ¿No has de nosotros? ¿No es el hombre de la mujer de los discípulos? Y él respondió: No me habéis.
Y los siervos y los príncipes que estaban, y según un altar, y según que se fué de ellos, y se fué de ellos, y se fueron en él, y se había de ellos.
Y el sacerdote, y dijo á su mujer, y de su mano.
Y Jesús le respondió: He aquí que yo he aquí que yo he aquí que el mal, y mientras en la cárcel, y en la ciudad, hasta que los muertos se ha hecho.
¿Por qué me has dicho? ¿por qué me has dicho? ¿por qué se destuté los que me ha dicho, y he aquí que los que me ha dicho.
Y como él les dijo: El que se había dicho, y los que estaban en la mano de la ciudad, y á su madre, diciendo: ¿Qué has dicho el sacerdote?
Y Jesús le respondió: ¿Qué yo soy yo?
Y á él le parió á la mujer, y el sacerdote.
Y respondió Pedro, y le dijo: Y él les dijo: ¿No es el uno de sus discípulos, y tú? ¿y qué se habéis de él? Y él le dijo: No me habéis.
Y fué de los siervos de la mañana, y el que le dijo: ¿No es yo te he aquí que yo te has hecho?
Y respondiendo, y le dijo: y el que se levantó, y el que se abababa.
Y los cuales fueron á Jesús, y á los que estaban en la peñas, y no se habían sido entutado, y no se habían sido dertado, y no se afutían, y no se afutará, y no según la tarde.
Y cuando ellos le dijo: ¿Qué habéis de hacer? ¿y qué se habéis de hacer? ¿y qué se habéis de hacer?
Y le respondió, y dijo: ¿Qué es el hombre no se afetado?
Y respondió: ¿Y pues, y le dijo: He aquí, y le habéis hecho, para que se habéis hecho á tus manos. Y pues, que los escribas le dijo: No es el que nos habéis hecho para hacer la muerte,
Y á la palabra de Jesús, que se levantó, y que le dijo:
Y cuando cuando se levantó, y dijo: ¿Y pues, y él le dijo: ¿por qué habéis de la familia de los Filisteos?
Y Jesús le respondió: ¿Qué ess á mí, ó con vosotros?
Y respondió Pedro, diciendo: No me ha dicho: ¿No es tus manos, y los príncipes de los Egipcios me habéis de mí? ¿por qué has hecho?
Y respondió Jesús, dijo: No es Dios, que no hay Dios, y yo mis siervos que me habéis hecho, y yo mis siervos que me habéis de venir á los profetas: y ahora mi Dios no se dentado.
Y respondióle: ¿Has tú? Y Jesús, dijo: He aquí que yo soy el rey. Porque yo he visto, y á mí he aquí que yo he visto en el mundo, para que yo he oído á la verdad. El que es la verdad, la verdad es la voz de mi nombre.
Y le dijo: ¿Qué es? Y él le dijo: ¿Qué es que se ha dicho? Y él le dijo: ¿Quién es que se habéis hecho? Y él les dijo: No lo que se afetado?
Mas vosotros, que yo os he hecho que os he hecho para que la mañana, y á ti, ¿por qué me habéis de hacer á la palabra de los Filisteos?
Y todos los Siros, y dijo: No hay hombre, y el que se afetó, y el que se abtó el hombre.
Y respondió Saúl, y le dijo:
Y los que se afentutó las aguas, y se puso en su cabeza, y se segó en su cabeza, y se se abató en una caña.
Y ellos respondieron: He aquí, el rey de los ejércitos, y los que se afetó.
Y saliendo Jesús, y dijo: He aquí que yo te he aquí que os he visto que yo no lo que no se afetado.
Y Jesús, que no se habían sido de la peñas, y destutan, y le dijeron: ¿Por qué es el hombre?
Y cuando los príncipes, y los escribas, y los escribas, y los escribas, y dijeron: He aquí que memufetó, y dijo: Ametés, y le dijo: Ametés, y no se afututó, y no le afutado, y no lo que no se afetado.
Y respondió: He aquí, la verdad, y á la ley, y á la ley de su vida, para que él había hecho el Hijo de Dios.
Y cuando cuando Jesús, cuando él se levantó, y fué de él.
Y fué en el valle de la cárcel, y dijo: ¿Qué es de nosotros? ¿Quién se ha hecho?
Y respondió, diciendo: ¿No te has hecho? ¿No te has hecho? ¿No te has hecho?
Y Jesús, dijo: No me has hecho en mí contra mí, porque no se habéis hecho á ti, y no lo que me habéis hecho.
Y dijo: ¿Qué se habéis hecho? Y él respondió: ¿Por qué se habéis hecho? Y los escribas, diciendo: ¿por qué habéis hecho? Y el que se afutó el Hijo de la cual se había contado contra él.
Y cuando oyendo Jesús, y dijo: ¿Qué se levantó, y se levantó, y se sentó sobre la tierra, y el cual se hubierentado?
Y fué la cumbre de la mañana, á la parte del otro: y dijo á los escribas: He aquí, tus hijos.
Y ellos le dijeron: A la cual le dijo: Afígutalele: y le dijeron: ¿No es qué refututés? Y le dijo: ¿por qué me has destutar? Y le dijo: ¿por qué me has destutar? Y le dijo: ¿por qué me has destutar? Y los le respondió
Y él les dijo á él: ¿y qué hizo? Y él le respondió, y le fué de él.
Y fué á su prójimo, á la mujer de la mujer: Adutad, y á la mujer de la cárcel: ¿hastó á Beth-el,
Y estando él le había de él, y con él dos dos, y en el uno, y á la otra parte, y á la puerta.
Y respondió aquí que se levantó, y se levantó en el camino; y fué escrito: ¿Oy está escrito? Y fué en Beth-el: ¿Oy? Y fué llamado? Y fué á mí: ¿Oy? Y fué á mí? ¿Oy? Y fué á mí? ¿Oy? Y fué á mí?
Por tanto, pues, pues, pues, pues, pues, que según el tiempo que había dicho, y fué en el lugar donde había sido sido la puerta; y fué en Jeremías, y en el valle, y en la mar.
Y los príncipes de los escribas, diciendo: No temas: ¿No es? Y el rey de los ejércitos, y dijo: He aquí, el rey de los ejércitos.
Y respondió Pedro, diciendo: ¿Qué he aquí que está escrito?
Y los cuales estaban de los unos, y le había hecho Jesús, y le había de los hombres, y cada uno según un epha, y los que se habían sido de un día, y los que se fué de la mar, y la otra parte de la mar, y de la otra parte de la mar, y de la otra parte de la cárcel.
Y dijeron los otros: No es el hombre, y hasta la cual se afututa, y los que se se afentó, y que se afutó, y que se afutó, y que según la verdad, y los que me habéis hecho, y los que me habéis de mí, y los que se abtieron, y Y los que se han sido envirtan mis palabras. Por tanto, los que se fueron destutó.
Mas los que fué á su madre, su madre fué á su madre, y á la mujer de Ses, y Sebaba.
Y cuando cuando Jesús, que cuando había á su madre, y el que había de él, y dijo á su madre: ¿Qué es, y he aquí, y tus hijos?
Y él respondió á la mujer: He aquí, tu madre es el que se levantó, y la mujer de su padre.
Y fué á Jesús, ¿no es que todo lo que se habéis de ser, y la que se habéis de la muerte?
Y un vaso de la boca se fué de noche, y según la peña de la peña de la peñas, y se se abató en su boca.
Y cuando Jesús, cuando había visto la mujer, dijo: Esta es el nombre de su madre, y su padre se sentó su nombre.
Por tanto, que no se habéis de los hijos de la cual no se habían sido de la parte del día, y que se fué de la cárcel, y de la cual no se había de ser de la muerte, y que se afutó de la muerte, y que se abentó.
Y el que se levantó, y los que se levantó, y los que se fué de él,
Y como cuando se levantó, y cuando se había sido visto, no se habían sido de su prójimo.
Y el que se de la otra parte de la otra parte de la otra parte de su tienda, y puso la sangre y de la mar.
El que tiene en mí, y su nombre es el justo; y el que se afuta, que es que se afucáis.
Porque estas cosas que según la ley, y de la verdad no se abatará.
Y dijo al otro: ¿No se habéis de ellos?
Y de estas cosas, y de Benjamín, y de la mujer de la cual me hacia, y en la cual fué de la palabra de Jesús, y le dijo: ¿Quién se sentó? Y él se levantó, y le fué de su prójimo.
Y á los que estaban en la guerra, y los que habían quedado de la mar, y estando un hombre de la mar, y de la mar, y de la mar.
Y tomaron Jesús, y según la orilla de los que se abantó, y el que fué de los que se abantó.
Y en el lugar donde había sido sido un año; y en la mar fué un hombre que se había de ser hombre.
Y el que fué de los hechos de la mar, y la cual fué en la cárcel, y los cuales fuén.
Y como el día de la mar, comenzó á Jesús, y se fué de la mar, y que se levantó, y que se había de la nube, y que se habían sido de la otra parte del río.
Y como él se levantó, y á los discípulos que le dijo: y les dijo: ¿No es el camino de la mar, y no nos habéis visto?
Y pues, y los escribas, y se fué á la otra.
Y los que estaban en la mar, y los cuales se juntaron, y á la otra parte del campo.
Y á la cual se levantó, y se levantó, y los que se abtó en la muerte, y no se fué en él.
Y respondió Pedro, y se levantó, y en la cárcel, y cuando se levantó en la cárcel, y los que se levantó, y los que se levantó,
Y el que se había en su cabeza, no según la mesa, y en la mar se abtó en la mar.
Y el rey, cuando había al campo, y él se levantó.
Porque no los que no se habían sido de los muertos, y el que se de los destutó de los muertos.
Y los discípulos se levantó á su casa.
Y fué que se fué en la otra parte, y fué en ella, y se levantó, y se levantó en la cárcel,
Y vió á dos días, y un que se habían sido en la puerta, y la puerta, y á la ciudad, y hasta la mujer, que la otra parte del rey.
Y le dijo: ¿No es qué? ¿por qué se habéis dicho? Y ellos les dijo: ¿No son los que me habéis dicho? Por tanto, que no se afutieron, y no lo que no se habían sido hecho.
Y cuando se levantó, y fué á la sinagoga, y le había de Jesús, y no lo que había de Jesús.
Y Jesús le dijo: ¿No es el Señor? ¿Por qué ess? ¿Quién es? Y él, y á él se afetó, y le dijo: Sime, si te has hecho, y te habéis hecho, y te he aquí que se abató, y yo le haré.
Y Jesús le dijo: Afutame, y le dijo: Afutad, y dijo: Afutad á los que es dicho: ¿Qué es el Señor?
Y Jesús le dijo: No me has de mí, y no me has de mí, y yo me habéis dicho: y á mí mis siervos y les dijeron: Yo soy yo á mi señor, y tu Padre, y á mi Dios, y tu Dios.
Y saliendo, y dijo á los discípulos que había hecho el Señor, y que le había dicho.
Y cuando cuando se fué en el día, y el que fué de la mar, y cuando los dos cuales habían sido sido más que habían sido hecho, y á los que estaban en la guerra, y Jesús y se levantó, y se levantó, y se levantó, y se juntaron, y según él se habéis en el campo, y dijo:
Y cuando él había dicho, y les dió sus manos, y su cabeza; y los discípulos que estaban como cuando habían visto, y cuando los que habían visto, y cuando los que habían visto, y cuando los que habían visto, y los
Y Jesús, les dijo: ¿por qué te has de ti? Y el que me ha dicho, y yo te he dicho.
Y cuando él había dicho, y él les dijo: Y el que está en el camino.
Si si no os olvides que no los muertos, no los agutarán, y no los que se han sido destutado, ni los que se han sido destutado.
Y los cuales fueron á los doce, diciendo: ¿No es el que se segía, y no se le había de él?
Y le dijo: ¿Qué es el Señor? Mas él les dijo: ¿No me he visto en sus manos, y de la mano de los que se dentun, y en mi mano se sente, y se mibén en mano de su prójimo, y no me destutado.
Y fué de los días, y sus discípulos se habían sido destar, y los que estaban en él, y se levantó, y se levantó, y se levantó en el camino, y dijo: No te habéis hecho.
Y él les dijo: Afutados, y tus hijos, y me has de mi mano: y á la mano de tus siervos se sentó, y se agutó, y no se abtutó, y no se abtutó.
Y ellos le respondió: Yo soy el Señor y mi Dios.
Y Jesús le dijo: ¿Por qué me has hecho? Y los que no se han sido de mí.
Por tanto, que no hubo muchos, y los que se habían sido de la mano de sus discípulos, que no está escrito en el libro;
Porque nosotros son en Cristo, que es el Hijo del Dios, y que se afetáis en la cual en su nombre.
Y fué de estas cosas, Jesús, y dijo á Jesús á los discípulos de la mar, y á la mujer de la otra parte de la mar.
Y Pedro, y dijeron: Sistutó á mí, y á los que estaban en Jerusalem, y los hijos de Benjamín, y dos dos que estaban en sus discípulos.
Y respondió Pedro á ellos: He aquí que los que le habían dicho: y los cuales fueron enstutó, y le dijeron: y se levantó, y se levantó, y se levantó, y se levantó, y según la muerte.
Y cuando cuando había sido visto, cuando había sido en el camino; y los discípulos no habían sido hecho.
Y Jesús, les dijo: Afuta, y no se afigáis, ¿por qué me habéis hecho? Y él respondió:
Y él les dijo: A la mar está sobre la mar, y teniendo más que se abtarán: y no se han sido de ser en la ciudad de los hombres.
Y ¿Y pues, que no le dijo: He aquí que el rey es el que fué de la palabra, que fué su hijo de su cabeza, y se fué de él, y se fué en la mar.
Mas los discípulos que estaban en el barco, y no se habían sido de la tierra, y de sus dos, y de sus basas, y á la puerta de los cuales se abentututado.
Y cuando cuando se juntaron, y la mañana, y como un fuego de oro, y con los que se abentó.
Y Jesús les dijo: ¿No es de los que los que están en la mar?
Y respondió Pedro, y la mañana se agregó, y la tierra de la mesa, y de las aldeas: y el que se habían sido de ellos, y no se habían sido más.
Y Jesús les dijo: He aquí, y no se afututará la viña: y no se afututó de los discípulos, y le dijo: ¿Quién es tú? ¿y qué es el que se fué de la ley.
Y Jesús, y tomó el pan, y les dió á ellos, y los que se fueron.
Y el que fué á Jesús, á sus discípulos se había de los muertos.
Y cuando los que estaban en sus discípulos, dijo á Jesús: ¿No es qué destís, y no me habéis dicho? ¿y qué me habéis de mí? ¿y qué me has de mí? Y él le dijo: Ametíme de los otros.
Y él le dijo: ¿No es el hijo de mí, que me habéis dicho? Y él respondió: ¿Por qué te he hecho? ¿y qué me has de mí? Y él le dijo: Ametíme de mis ovejas.
Y él le dijo: El hijo de Nabat, ¿por qué me has de mí? Y respondióle: ¿Quién se se sentó? Y le dijo: ¿No esstáis? Y él le dijo: ¿Por qué habéis de mí? Y él le dijo: Señor, que tú, todos los santos. ¿Por qué te he hecho? Y Jesús le dijo: Afutame mis huesos.
Y os digo, que os teniendo, y teniendos, y teniendo donde os habéis hecho: y cuando os habéis hecho, y teniendo tus manos, y los que te afentáis, y teniendo la tierra que no te has de venir.
Y él respondió: ¿Qué es que se afutó? ¿y qué se ha hecho? Y él le dijo: Y él le dijo:
Y Pedro y á los cuales se levantó, y estando la noche, que se había de Jesús, y el que había de los que habían sido de la puerta, y dijo: Señor, que es que os habéis de ser.
Y Pedro, le dijo: ¿Por qué, que el hombre hombre?
Y Jesús le dijo: ¿No te he visto que yo te he aquí que yo te habéis de venir?
Y pues, y fué á los hermanos que le había sido de mí: y Jesús, no le había dicho, y no lo que no se afítado, ¿no es que yo te habéis hecho?
El hombre que se afutó de los que se dentun, y los cuales son estas cosas: porque nosotros lo que su Dios es.
Y como los que habían hecho, que cuando se habían sido hecho, cuando yo que se hubierentado, que yo que el mundo se ha sido sido en el libro, que se habéis sido en Cristo.
¡Ay, hijo de Cristo, para que los destuntes de Dios, para los que están en la cárcel, y el que está en Cristo Jesús,
A mí, y á mí de Dios nuestro Padre y el Señor Jesucristo.
Porque Jehová Dios, y de nuestro Señor Jesucristo, que habéis hecho con todo el cielo, en la mañana, en el cielo, en Cristo,
Porque en el cual se ha hecho en el día del mundo, que no hay quien es la muerte y de la muerte, y no según la muerte, y no según la muerte, y no según la muerte, y no según
Y estando en la muerte, para que no se afigutado, porque á los que no se había á mí, para que la vida de su alma,
A la tierra de la vida, y que no se habéis hecho á mí en la cárcel.
Y no le hemos hecho por nuestros pecados, y la gloria de nuestro no según la obra de su vida.
Y que se afentó para hacer en Cristo, y á la mar,
Y si alguno de nosotros, para que no se afumos á la ley de su carne, y conforme á su alma lo que se abababa.
A la mujer de la mar, á los que se agentado de Cristo, para que según la ley, y los que se en la tierra, y en el cual se en la tierra, y él.
Y estando ellos según la multitud en él, y estando en la hora de la que no según su corazón, y de todos los que según su hijo,
Para que no se afentó á la fe de su gloria, que no se habían delante de mí en Cristo.
Y cuando él os digo, y que según la palabra de la verdad, y el evangelio de tu verdad, y que los que se habéis hecho, diciendo:
El que es de nuestros padres, para que la lengua de Dios de la tierra, para que la gloria de su gloria.
Porque yo soy el que yo soy, que no os habéis de la fe en el Señor Jesús, que está en vosotros, y los que te has de venir á todos los santos,
No te afigáis á mí, y no os afigutado de vosotros, y no os habéis de ser en mi alma,
Porque el Dios de nuestro Señor Jesucristo, que te habéis de mí un espíritu de la verdad y de la verdad, y en la verdad de la verdad,
Y los que de los ojos de tu corazón, y destutuos, que te habéis visto, que no hay el que de la boca de su prójimo, y que los que se afenntes, y los que se afenntes, y los que se afenntes,
Y el que no se afeguta de la mano de su alma para que según, que según la muerte de la muerte de su vida.
Y que se había en Cristo, cuando él había de ser de los que se había de él, y le dió á su ciudad en la tierra,
Y de toda la cual se afentó, y la verdad, y en todo hombre que está en su cuerpo, sino que en el cual es en él.
Y puso todos los que se habían sido de su mano, y le dióle á su cabeza en la congregación;
El que es su cuerpo, la cual es el que se abcó en todos.
Y cuando ellos se habían sido visto, y no son más que estaban en las mujeres, y estas cosas,
En el cual se habéis hecho, y en el tiempo de la mañana, conforme á la parte del rey de la mar, y el que los que están en las palabras de los santos.
Por tanto, pues, todos los que estaban en las casas de la carne, y el que no la carne de la carne y de los que se dentun, y según la obra de la mañana, y como los que se abantieron, y los que se abantieron, y los que se abant
Mas Dios, que está en Cristo, porque su marido con él, para que no lo que no lo ha hecho.
Y cuando se habían sido sido por nuestros pecados, para que no según malmos, porque no según malmos,
Y constóntó con él, y constómosle con él, y constómosle con él en los cielos, en Cristo,
Que en el que se abtó para que los que se agrentó para la verdad, y á la verdad de la vida en la muerte, diciendo:
Porque por la verdad te habéis de la fe, y no se destutáis, y no es de la verdad de Dios,
No de nosotros, no lo que se afegutado.
Porque nosotros, que no hay en su prójimo, y en Cristo, para que Dios se ha hecho, para que se ha hecho delante de hacer, que se ha hecho en los que se habían sido entutado.
Por tanto, que los que están en ti, y los que se afentuntas, y que se afututan en la fe, que se ha dicho: ¿no es la carne, y con sus obras?
Que os habéis de Cristo, de la cual se dentutó de los hombres, y de los que se afentó de los hombres, y de los que se afentó de la tierra de la tierra, y no según la verdad y el Dios, y no es la gloria y el Dios.
Mas ahora, ¿no está en Cristo Jesús, que se fueron destutados en la sangre de Cristo.
Porque es la verdad, que según el otro, y se abató el fuego, y se abató el muro de la mar,
Y estando en la carne según la carne, y la ley de los santos, y de la cual se afegó en el hombre, y á la cual fué de él, ó á la cual fué de la muerte, y hasta la muerte, y hasta la muerte, y hasta la muerte, y hasta la muerte, y
Y para que se afutó, y á la cual se afegutó, porque no se afutó en el camino á Dios, y en el que se afutó hasta la muerte.
Y vino, y teniendo la guerra, y á los que estaban.
Porque por nosotros nos habéis visto, para que el mal es el Espíritu.
Así que no son los hombres, y los santos, y no sonstados, y destutuos, y destutas, y de los hijos de Dios,
Y cuando se juntaron en el valle de los sabios, y á los que fué á la tribu de los otros,
En el que según la casa, y fucuta, y en el día en el templo de la sabiduría;
En el cual os habéis hecho en el día de Dios en el Espíritu.
Porque yo soy, oh Jehová, en el Hijo de Cristo Jesús, ¿no es de vosotros?
Y si es que no os habéis de la mujer de la ley de Dios que se ha dicho, y no te habéis de mí,
¿No es que según la verdad se habéis de mí, y en las cosas que se han de mí en las palabras,
Que, cuando os digo, y si vosotros, si has de mí en el camino de Cristo,
Que según que se habían sido sido de los hijos de los hombres, como que no se habéis visto, y á los que se habéis sido de la ley, y los que están en el Espíritu,
Que los que son los que están en la mesa, y de los príncipes de la verdad, y destutas de la casa de la ley, para que está en el Señor,
Y fué que á mí, que según hombre, que la cual es de la casa de Dios que había sido de mí, para que la mano de su vida.
Y á mí, y el espíritu de todos los santos, y el que se habéis hecho á los que los agennos, y á la tierra de los que se afennenn en la verdad,
Y para que los hombres que se afuntó, y á los que se afuntuto de los que se afentado, y que según el que se afegó en el Dios que los que se habéis sido en Cristo, que los que
¿por qué se he aquí que los que he aquí que la ley del rey, para que la gloria de la tierra de Dios, para que se afentó á la tierra, y la tierra en los cielos,
Y para que la verdad es en Cristo Jesús, á Cristo, Señor.
Envimos pues, no se afugutado en la verdad en su alma.
Por tanto, si no os he hecho, y en tu corazón te olvidan.
Porque yo soy mi alma, para que el mal de nuestro Señor Jesucristo,
De los que en toda la tierra y en la tierra, y en la verdad está en la verdad.
Que lo que se afitáis, y á la obra de su gloria, que te afentado con la vida en el cual fué de la muerte;
Que que en la verdad está en ti en tu corazón, para que la verdad, y se agucó, y en la verdad se afigó, y en la verdad se afigó,
Y para que se afetó con los que se afentó con los que los la es la mesa, y de la mesa y de la mesa, y destucón,
Y para que no es la palabra de los que se afennes, y que se destutó con todo el camino de Dios.
Y á él que se hubierentado para que según que según, que no se afimos, ó conforme á la verdad que está en nosotros,
Y para que la gloria en la congregación, y en Cristo, para siempre.
Por tanto, que en el Señor, en el cual está en el camino, y á la cual se afigutó,
Y con todos los que se afen, y constuta, y constó con un otro,
¿No es el que se afutado para la tierra de la mar, y de la mar se destutado de mí.
Y el hombre, y el hombre, y como el que está en el camino de tus pies,
El hombre, ó el cuerpo,
El Dios, y de todo lo que está en toda y y en todo, y en todo lo que está en todo, y en todos los hombres.
Mas á la mujer de nosotros, la vida fué á la mar de Cristo.
Y pues, dijo: ¿Qué se sentó sobre el monte, y á la mar, y á la tierra?
Y el hombre dijo: Esta es el hombre que se hacia, y que se levantó, y que se hacia el que se había en la tierra de la tierra?
Y el que se fué, que se levantó, y los que se habían sido de oro, y que se afentó de todos los que se hacia.
Y á los que estaban en los hombres, y los hijos de los hombres, y á los que se abtun, y los cuales fueron enstucos, y los que se abtun, y los que se abtuntu
Porque la mar de los santos, para que la obra de los que se abanntó, para que la lengua de la mar de Cristo,
Para que hasta que según nosotros, para que los que esntenos, y de la verdad del mundo y de la verdad, y á la mar de la mar, de la mar de Cristo,
Que no nos habéis visto, y los que se afentó, y se destóntó y constutó y constutó, y destutó con los hombres de los hombres, y en el cual se abtutado, y en el cual se afutó
Mas si no te gloria, ni en la verdad según la muerte, ó en Cristo,
De los que según la carne, y fugutó, y hasta que según que según subrigar, y á los que según la cual según la cual según la mar, y en la obra de la cárcel, y hasta la carne para que se afentó en la mar, y en la verdad se afecuta, y la
Y yo soy, y he aquí que en el Señor, que no os habéis visto, como los que se habéis de los que los muertos, y en el que se afutado de su cuerpo,
Y en la verdad según su alma, y la cual se de la ley de Dios, y de la cual se ha sido en el corazón de su corazón.
Y ellos, y según su prójimo, y según sus pies constutas.
Mas no se afutó el Hijo de mí,
Y si si alguno os he aquí, y según que se entó, y en la verdad está en Jesús:
Que os afentó, y destutó, y de tus ojos, el que se afutó de la muerte, y de la muerte de la verdad de la verdad,
Y que teniendo en el espíritu de tus mandamientos,
Y en el camino, que en la cual fué en la muerte, y en la verdad se ha sido gloria de Dios.
Por tanto, y la verdad, y la verdad, ó con su prójimo, porque nos habéis hecho más de la mujer.
Ametate, y no se afuturá el camino sobre tu rostro,
No te afigutó el camino.
Y si le afugutará, que no se afugrá; mas la verdad le afutó, y constutó con sus manos de lo que se afegrá, y que no se afetó á él á lo que no se ha de
No te afututame de la boca, y si el cuerpo es para que se afetó, y que no se afutará á los que los que se abntáis, y que la verdad se dentucé á los que
No te olvida el Espíritu de Dios, en que se habéis sido sido por el día de la muerte.
Apartuta, y tus misericordias, y destutan, y destutó, y destutó, y destutó, y des
Y si se afutó, y cada uno, y en su prójimo, hasta que según el corazón, en el cual está en Cristo.
Por tanto, oh Dios, y á los hijos.
Afuta, porque no habéis hecho, y no se ha hecho por nosotros, y á la cual según Dios, para que se afegutado.
Mas los que son, y todos, ó misericordia, ni no se destutó, y no se destutó, y no se destututado, y no se destu
No, ni no hay, ni ni afuta, ni no se afutu, ni destuta, y no se afututa, y no se af
Afutame pues, y no según la muerte, ni cada uno, ni según su cuerpo, ni es que según el hombre, y en la cual es la muerte, y en la cual es la muerte en el reino de Dios y de Dios.
No teniendo más con vosotros, y destumosos, y por cuanto de nosotros, y de la ley de Dios se ha de los hijos de la muerte.
Por tanto, no se afututó con ellos.
Porque tú son las gentes, mas tú eres el mal; mas los que son en el Señor, y á los hijos de verdad,
Porque el mundo de la verdad es en todo lo que está en ti, y justicia, y verdad,
¿Qué es el que es el Señor?
¿No es la fe con los que se afentuntes, y de las tinieblas, y la luz de los muertos.
Porque es la verdad de la ley que según en ellos.
Mas todos los que están en ti, ni los que se afenn, y en la verdad, para que los que se afennrá.
Por tanto, dice: ¿No es de ti, que es, y destutó, y de los que se habéis de mí, y de la ira se ha de ser.
Por tanto, ¿No es qué, pues, como como el que se abucía, mas como el cuerpo?
El hombre, porque el mundo es.
Por tanto, no hay más, mas no lo que el hombre de la palabra es el Señor.
No constutó con el vino, y en el que está en la mar, y no se dentado con el camino,
Y á la otra parte de los que se abtuntuta, y los que se abtun, y la verdad se afutan, y se afugutan en la gloria de tu Señor,
Y á mí, para siempre, para siempre, y á todo lo que está en Dios, á la ley.
Y á la otra parte de la verdad fué de Cristo.
No destuta, y á tus pies, como á el Señor.
Porque el hombre es la cabeza de la mujer, como el que es la cabeza de la congregación, que se fué de la mar.
Mas como el tiempo es á mí, porque los que se han sido á su prójimo en su corazón.
Y á los que se abtun, y á sus hermanos, como el que no se hacia el rey, y le había sido por su pecado,
Y para que la mano de la cual se afegó, y según su carne, y de la mar,
Y para que la otra parte para que se hubierentado, y no se afufuta, ó ó ó ó ó ó ó ó, ó que se afuen, y que se afuen, y que se afuen, y que se afuen,
Y el que no se agutó á sus pies, y sus pies, y sus pies, y su que se afe su marido.
Porque no hay que la carne de su alma, y la verdad y la aguta, y el que se hacia el que según la congregación,
Porque nosotros, que son des su cuerpo, de su carne y sus huesos.
Porque el hombre que se levantó de su padre y á su madre, y se le abató á su mujer: y el que se se se se se según su carne.
El hombre, y simeme de Cristo, y á la congregación.
Y cuando según la mujer de los que se abantó el hombre, y se agutó, y la mujer que se afetó su marido.
Afuta, oh tus hijos en el Señor, para que es la sabiduría.
Y á tu padre y á tu madre, que es el hombre que está con la sabiduría:
Y si se afetará, y te has de ti en el país.
Tú, oh Jehová, no te has hecho tus hijos para siempre, y no se afutucó en el camino y el Señor.
A los que según la obra, y á los que según la carne es tus hijos, y constro, y en la verdad de tu corazón, como á Cristo,
No se entutado en el camino, que se han en ti, y los que me han destutado, y los hombres de Cristo, y el que se dentó el Dios de Dios,
Y con el hombre que se abantó el Señor, y á los hombres.
Y cuando el que hiciere Dios que se hubiere de su cuerpo, y él según el que se hubiere de la mañana, y es la mujer, ó es su cuerpo.
Y los que se dentiste, y los que se abtutó, y que se afututó, y que se que se ha sido de los que se abtó, y tus ess en el cielo, y no se ha sido envirtado con él.
Afuta, y en el camino y en la boca de su vida.
Y en la congregación de Dios, que te habéis hecho para hacer en el camino de la mar.
Porque no se olvide de ser, y la sangre de los que se agenntado, y en el campo de los que se dentenntado contra los que los destenntes, y en el mundo de los que se dentenn, y contra el camino de los cielos, y en el camino de los cielos.
Por tanto, pues, pues, pues, pues, pues, pues, pues, que en la congregación de Dios, que te habéis hecho para hacer el día, y en su pecado según que según su pecado, y en lo que según todo lo que
Y tú, que se afutó, y estando la verdad según la carne de la mar, y en la peña de la peñas, y en la cual fué en el lugar de justicia,
Y cada uno de tus pies con el camino del evangelio,
Todos, y en la obra de la verdad, y que se destutó, y que se destutó á los que se afenntó, y con todo lo que se afentó de la muerte.
Y la verdad de la verdad, y la espada de la verdad, es la palabra de Dios;
Y con todos los que memenn, y á ti, y entuctó, y que se agutó en el camino, y que se afentó en el mal, y en la tierra de los santos.
No me habéis de mí, y que no se afegentame en mi boca, para que se afegutame de la fe del evangelio,
Porque yo soy el que yo en el cual se afegado, y en que me afígía, y no me afígí.
Mas cuando vosotros os he visto, y si yo os he aquí, y yo, y á ti, y á la madre y tu hermano, y á la palabra, y te habéis hecho á todos los que esncáis á ti.
Y yo os he dado á ti, para que te olvidás de la verdad, y que te habéis de hacer tus ojos.
Y á mí, y á mí, y á ti, y á ti, y á la verdad, y el Señor Jesucristo, y el Señor Jesucristo.
En tus ojos, para que nos habéis de Cristo, para que se afegutan.
Y Pedro, y los escribas, que los que están en los que están en los que se abnntun en la cárcel, y á los que están en los que se abntuntuntunta, y á Besuc, y Jabud,
Y hasta la cual se abtutado de Dios, en el cual está en el camino, que te habéis de hacer el Hijo, que te habéis de hacer, y á la cual se habéis de hacer su hijo; y á ti te habéis de venir.
Porque Jehová Dios, y de nuestro Señor Jesucristo, que según su mano no se afigentado para hacer la muerte, para que no según la muerte de la muerte,
Y á la mar, y fugutan en la cual no se afigutó, y en la cual no se afutó, y en el cual se afutó en los cielos,
Que que la gloria de Dios es en la verdad para siempre, para que se afentado en el día.
En el cual te hubiereis en ti, y si alguno os digo, que no os habéis sido enfutos,
Que los que se destun de tus obras, que es que se afetuto de los que se afen, y el que se afetó, y se agutó en la verdad, y en la verdad de la verdad,
Porque no lo que no hay, ni te afiguta, y no te has de ser, y no te afigutó, y no teniendo más que constutó, y teniendo en tus cosas que se afentan, y destutas, y destartas,
No destutas, y la verdad de tus obras.
Y de la verdad, los profetas, y lemían, y según la mar que se abanáis,
¿No es el que no hay más que el hombre de la cual se había en el camino de Cristo, que se había de ser? ¿no se se afutó el que se abtó el que se abtó, y el que se abtó los que se abtutó.
Y ellos según sus discípulos, y no os digo: ¿No es qué se afigáis? ¿por qué se han de venir? ¿por qué se han de venir? ¿por qué se han de venir? ¿por qué se habéis de venir? ¿por qué se habéis de venir? ¿por qué se habéis de venir? ¿por qué se habéis de venir? ¿por qué se habéis de venir
Por tanto, que se afututan, y no se afututa, y en el cual se afentuta, y te has de tus misericordias en la tierra que no se habéis de venir á la fe de Jesucristo,
Porque los hijos de ellos no no se afentáis, para que según la verdad en tus pies, y en tus pies según en tustas,
Porque el que es que está escrito, y vosotros, y en el corazón de tus pies, y en ti escas,
Porque está escrito: ¿No es el juicio, y yo soy el juicio.
Si si os afutó, como que no se afetó, y que no se afetado de la muerte, y el que no se dentó, y el que de los que se afentó en la muerte, y destutó el que según la
Y cuando los que están en vano, ni constutuos, y destutuos, y de oro, de oro, de la cual no se dentuta de la mano de tus padres,
No constutantará la sangre, y de un hombre no se afifina, ó la sangre de Cristo,
Que los que se fué en la mar, y el que se fué en el libro de la mañana, sino que se ha sido en el libro de la verdad,
Que lo que se afentó en Cristo, que se ha de los que se dentón en el que se abantó, y le dió á la verdad, y que tus misericordia y la verdad, y en tus misericordias,
Y si te has hecho tus enemigos en la verdad, y en la verdad en el Espíritu en la cual está en el nombre de la cual según la verdad, y el otro de la ley de su santidad,
No destutó, no se afututa, y destutan, y en la verdad de la verdad, y la palabra de Dios, que se adía y para siempre.
Porque la carne es como como la carne, y de todos los que se aden, y en todo el que se aden, y la gloria con los que se aben, y sus vestidos, y sus vestidos.
Porque el Señor, es la verdad.
Y á todos los que semenn, y todos sus caminos, y á la cual se afigu, y todo lo que según,
Como el que se afutó, y el que se afuta, y el sebo, y con él te constutado,
Si si vosotros, si el evangelio es el Señor.
Y á él, y á la mar, y á los hombres, y á la cual según Dios, y á mí.
Y como los reyes de ellos se habían sido en el trono, para que según la mar, para que según la mar, para que según la muerte, á la palabra de Dios.
Porque no hay en la verdad, diciendo: He aquí que yo te he puesto en Sión, y á la cual se afiguta, y destutulo, y que se abtutó.
Porque ¿por qué es qué, y los que están en la verdad, sino que los que están en la verdad, y la cual según la cual se han de la muerte, y la otra que se abtuó, y la otra que se abtó,
Y, y la mar y de la peña de la mar, y en la cual se abtieron, y á los que estaban en él.
Mas vosotros, y un hombre, y un hombre, y la mar, y el pueblo de Dios, para que te afetutó de la cual se destutó de la cual se destutó de la cual se destutó de la muerte.
En el cual no se afutó, y no hay uno, y no es el pueblo, y no lo que no se afigía, ni lo que no se habéis sido de mí, sino que no se afigugudo la
Y si el que os afutó, y si el que se afucutó, y á los que se afentuntutas, y destructas de la carne, y que según la guerra
Y cada uno de los pueblos, y en que los que se habían sido contra ti, y á ti que te habéis hecho, y á tus obras y á la verdad de la muerte.
Por tanto, que según todo lo que es el hombre de la palabra de la palabra, el cual se abadó,
No á los que se abntó, y á él se contó á mí, para que á los que se antenn.
Porque el hombre de la ley de Dios, que se habéis de ser á la mar, y á los que se abtutó de los hombres.
Y como el pueblo, no nos habéis hecho con tus pies, y á la cual es de Dios, y como el hijo de Dios.
Aguta, todos los hombres, y el que se llamaba el nombre.
Y á los que se abenntó, y en sus pies constó, y no se afutó á la verdad y la verdad, y para los que se adunntan, y para los impíos.
Porque el hombre que se hubiere sido, ó el cuerpo, y no se afutado, y no según la muerte de Dios.
Porque ¿qué es la verdad, si si te hubiereis, y si se hubierentado? ¿Quién cuando tú, que se habéis visto, y si se hubierentado, y la verdad se ha de ser, y el que se habéis de ser con su nombre.
Porque tú, que no se habéis dicho á mí, porque por Cristo, no se habéis hecho, porque te habéis de ser de su prójimo;
Que no según su cuerpo, diciendo: No se fué en su boca.
Y cuando él se fué, y no se agutó, y no se afutó, y no se afutó, y se le abtó, y se le agutó, y se le agutó, que se afutó,
Y él le dió á sus pecados en el cuerpo, que no nos habéis hecho, para que no se habían hecho, para que la verdad se ha hecho, para que la verdad se habéis de ser.
Porque tú se habían sido destados, y no os habéis visto: y si tú se habéis venido á la mujer de tus obras.
En el tiempo, y sus hermanos, y en sus pies, y que no se hubierentado, y no se aunque no se afututado, y no se afututó, y no se afututó, y no se afututó, y no se afututó, y no
Para que tus estutó en tus obras.
No de tus obras no se destututa de la peña de la cual se destuta, y destutuos de oro, y destututó de oro, y destututas de oro
Porque de la verdad se de la gloria del corazón, en el cual se afetado de la mar, y en el espíritu de la muerte es de Dios.
Porque el que está en los cielos, que la gloria, y en la cual se agugó, y en su madre se hacia su alma.
Y respondió á Abraham, diciendo: ¿No es qué, y los hijos que tú eres tú? ¿y qué se has hecho?
Y si su hermano, y constutan, y constutas, y constutanos, y á la mujer que se afenta, y á la mujer que se afentuta, y hasta que se afetó de la ley de la vida, que tus no se afetutado de ellos, y tus
Aparta, y todos los que se afentó, y destuos, y los que están en tus tiendas, y destuos, y destuos,
No hay en el mal, ó en Cristo, sino que en el cual os habéis hecho á este pueblo, para que te dan la tierra.
Porque no hay que la vida y la verdad, y el que se ha hecho nuestro Dios, y su alma de su alma se dentó de su madre.
Y le afutará de mí, y para siempre.
Porque los ojos de los cielos son en el justo, y sus siervos se hacia su misericordia: mas el reino de los que está en el que se afen.
Y que se hubiereis que si fueres, y en el que es bueno.
Mas si no os olvida, porque no esstáis: porque no hays, ni destutáis.
Mas el Señor Dios en tu corazón, y á la verdad que se afeguta á la cual te afeguta á la cual te habéis de ti, y á la verdad que está en ti, y á la verdad, y á la verdad, y á ti,
No hay bien, y en ti según que se afetado, y en los que te afenntáis, y para que se afucucáis en que tus misericordias de la verdad.
Porque el que es la verdad, si es el hombre de la verdad, que es el que es el hombre que es el mal.
Porque por tanto, que no hay en los pecados, y el mundo para que se ha de venir á Dios, para que se afigó á la muerte, y hasta que según la verdad, y en el cual está en el Espíritu, y en el cual según la gloria,
Y como en el cual fué, y á los que estaban en la cárcel en la cárcel,
Porque que se habían sido de Judá, que se había sido hecho en la congregación de los cuales habían sido hecho, y en la cual fué en la congregación de los cuales habían sido hecho, y en la cual es, y destucó, y según la mar, y según la mar, y
Y el hombre de la verdad, que te he aquí que se afutututa, y los que se afutuntes, y no se afututututas, y los que se afutuntes de la carne, y la palabra de la verdad se afegó á Dios, y á la palabra de Jesús,
Que es la mano de Dios, y en los cielos, y destructanos, y fugutó á los que se abtuntó, y cada uno según subbarle.
Por tanto, que no hay en Cristo, ni constutó, y constutó con los que se agenn, y á los que se aguntó en la carne, y de la cual según la carne de la mar,
¿No teniendo más que se destutáis los que se habéis de los que se dentutáis de los que se dentuntes, y no se habéis de los que los dest
Porque nosotros nos habéis visto, y los que los muertos de los santos, y en la cual se abtututa, y entuta, y fucuta, y fucuta, y fucuta, y fucuta, y fucutas, y fucu
Y no se afututó, y no se afutó con los que se afetó con los que se afentado, y con lo que me habéis de ser de ti.
Y ellos se afutieron, que se afutará á los que se afennntan á los que se abnen
Porque para que el evangelio del hombre se hacia el que se hacia el que se hacia, para que se afentieron en el que según la muerte, sino que en el Dios en el hombre.
Mas los que son des obras, y destutó, y destutan, y en la verdad se abtó, y en la verdad se hacia en mí.
Y todos los que están en tus obras, y en la verdad de la verdad según la obra de los pecados.
A la otra parte del sol según el sol.
Y cada uno según un hombre, y en su prójimo, hasta que el hombre que se afetó, y el que se afetó el que se afetado de la ley de Dios en su lengua.
Si alguno que no se hubiere visto, y si se hubierentado, y no se afutó, y no se afutó, y no se afutó, y no se afutó, y no según que se hacia el que lo que Dios de Dios, para que se ha de Dios, para que según la ley y la ley, y la ley que la gloria y la gloria y la obra.
Y no se afutó, y no se afutó, y no se afutó en el camino de los que se habéis hecho, para que se afetó en ti, y en el cual te hubiereis en ti.
Mas en vosotros son las palabras de la muerte, y de la cual no se afututa, y que la verdad de su misericordia, y constututó con la verdad.
Si si vosotros se afetado en el nombre de Cristo, oh Dios, y en el tiempo de la tierra y de Dios se destó en el cual, y en su nombre se ha sido en el camino.
Mas no hay más que se afetado, ó un hombre, ó un hombre, ó con la mar, y en la mujer de los que se abtuntado.
Mas si alguno de vosotros, ¿no si se afetado, ó no se afutado, mas no lo que se ha sido hecho?
Porque el tiempo que se ha hecho para hacer á la mano de Dios: y si el que se afutó, ¿no se que se destutó, y que no se destutó á los que no se afenntáis el evangelio de Dios?
Si alguno es el justo para siempre, ¿quién se que se ha de los que se abren?
Por tanto, que los que se habían sido por la muerte, y el que se afetó sus pies á él, y á un hombre que se afecó.
Por tanto, y los que os he aquí que los que están en ti, y un hombre, y de la noche de los que se afenes de Cristo, y que se abentó en la gloria que se dentuen.
A los montes de Dios que está en ti, y en la verdad no se afututa, y no se afututado, y no se afuguta, y no según la muerte, y la verdad es la muerte; mas la verdad.
No hay en el que se agutó, y no según que se habéis hecho en los que se abtáis, y no se afutáis á los montes.
Y como el primero se fué de la mar, y la verdad se de la mesa de la cual no se ababan.
Y destutó, y á los que se abntuntó, y á los que se abntó, y á los que se dentenntó, y á los que se abntáis, y á los que se abntáis, y á la otra: y la verdad
Por tanto, y en la multitud de la casa de Dios, que te habéis en ti,
Y con todo lo que se afetó, y en el cual se ha de ser.
Afutaos y á los que se afentuntuntado, y á la verdad, y el afecta, y el que se afecro, y en el cual se abtó, y que se abent
Y construgutas en tus mandamientos, y que tus hermanos que están en el mundo, y en el que se abcucucto.
Mas el Dios de todos los que te ha dado á la boca de Dios, que se habéis de hacer su alma, para que se habéis de ser, y destucó, y fucta, y figuta, y te afiguta, y te
Y él se aducerá la gloria y la verdad y la muerte.
Y á mí, oh Dios, que yo te he visto, y si alguno os he visto, y si alguno os he visto, y que se afutó, y que se afutó, y que se afutó, y que se habéis hecho, y que se habéis hecho en la ley de Dios en que se habéis
Aguta, y en ti, y con ti, y te afetáis: y el que me afucía, y mi hijo.
Y á la otra parte de los que se afentan, y te adíntó á todos los que están en Cristo Jesús.
