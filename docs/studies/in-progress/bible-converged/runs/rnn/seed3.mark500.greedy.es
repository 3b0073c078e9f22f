Y en el tiempo que habían sido los que habían sido hecho, y en la tierra de Judá, y de la ciudad de Judá, y de la ciudad de su padre, y sus hijos de sus hijos, y sus hijos de sus hijos.
Y el nombre de la mujer de la mujer, y el nombre de su mujer, y la familia de su madre, y los hijos de sus hijos, y de los hijos de Judá, y de los hijos de Judá, y en la tierra de Judá, y en la tierra de Judá, y en la ciudad de Judá, y en la ciudad de Judá.
Y á Sedel, y la mujer de su madre, y murió su hermano de su padre.
Y fueron las casas de los hijos de Israel: y el nombre de la mujer de la mujer, y el nombre de la ciudad de los Filisteos, y de los cuales se había hecho.
Y Idla, y la mujer de la parte de la mujer, y la mujer de su madre, y de su madre y de su padre.
Y le parió á su madre, y á la cual se ha hecho la ciudad de Israel, que se ha hecho la ciudad de Israel, que había hecho en la tierra de Israel, que había hecho en su pueblo, y no había hecho su pueblo.
Y fué de la ciudad de la cual fué de la ciudad, y sus dos dos hombres, y según el camino de su mano, y á la cual según la tierra de Judá.
Y dijo á la mujer de los hijos de la mar, y dijo: No según la casa de su padre, y Jehová tu Dios te habéis de ti, y no te habéis de ti, y no te he hecho.
Y Jehová es Jehová, y teniendo el que se habéis de la casa de su hermano, y se avutó, y los que se avutieron, y los que se avutieron, y los cuales se ha hecho.
Y ellos le dijo: No soy, no te daré con tu pueblo.
Y dijo: Adéd, y mis hijos, y mis hermanos, ¿por qué te he hecho? Y yo he aquí yo en mi padre, y que yo te daré á tus ojos?
Y he aquí, y mis hijos, y tus siervos, y he aquí que yo te he hecho: He aquí yo he aquí, y yo he aquí, y he aquí que yo he aquí, y he aquí que yo he aquí, y he aquí que yo he aquí, y he aquí que yo he aquí, y no he aquí, y no te he aquí, y no te he aquí, y
¿Has tú, que no se afetados, ¿no habéis hecho? ¿no habéis hecho? ¿hastututado de mí, y mis hijos, y mi padre, y no me ha hecho en la tierra de Jehová, y á la casa de Jehová, y de la tierra de Jehová.
Y ellos se arretó sus manos, y le dijo: Ajad á la mujer de su madre, y á la mujer de su madre, y le parió á su hermano.
Y dijo: He aquí, tu hermano se habéis de su mano, y á su pueblo le dijo: y tu hermano te habéis de tustuto.
Y dijo: No habéis de mí, y no te daré á ti, y á ti, y te he aquí, y yo te daré, y yo te daré, y yo te daré, y yo te daré tu pueblo, y tu pueblo te daré mi Dios.
Y si os digo, y yo te daré, y yo te ha hecho: y Jehová me ha dicho: y no ha hecho, y no se ha hecho, y no se ha hecho.
Y aconteció que se había hecho que le había hecho con él, con él se agututula.
Y ellos se habían hecho, que se habían hecho, y se habían hecho, y cuando se había hecho á la ciudad, y todo el pueblo de ellos, y á la ciudad, y dijeron: ¿Qué es qué?
Y él les dijo: No me habéis de mí, y á la mujer que está en el camino de mí, y el que se ha hecho.
Y he aquí, y he aquí, y Jehová ha dicho Jehová: ¿Por qué me habéis hecho? Y tú me ha hecho, y ha dicho Jehová, y ha dicho Jehová?
Y á los que se levantó, y á los hijos de los hijos de su madre, y á su madre, y de la cual se de la ciudad de los hijos de Benjamín, y á la ciudad de la tierra de la tierra.
Y fué de un hombre de su mujer, de un hombre de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer, y su nombre fué su nombre.
Y los Filisteos se habían dicho á los hijos de los Filisteos: ¿Hasé á mí, y he aquí que yo he aquí, y he aquí que yo he hecho, y á la voz de los que le dijo: Y él respondió: He aquí, y dijo: He aquí, y mi hermano, y mi hermano.
Y él, y salió, y tomó el campo en el desierto, y á la cual se hacia el camino de la ciudad, y á la ciudad de la ciudad de la ciudad de la ciudad de la ciudad de la ciudad de la ciudad de la ciudad de la ciudad de la ciudad de la ciudad de la ciudad de la ciudad de la ciudad de
Y he aquí, he aquí, he aquí, y he aquí, y dijo: No ha dicho Jehová: y Jehová te ha dicho Jehová. Y él respondió: Yo soy Jehová.
Y dijo: El que le dijo á su siervo que había hecho, y el que se ha dicho: ¿Qué es el hombre?
Y el rey que le había hecho el camino, y dijo: El es el Hijo de los Filisteos, y la mujer que se habéis de la ciudad de los hijos de Israel.
Y él dijo: He aquí, y me habéis de la mañana, y la parte de los que se hacia el camino de la mañana, y el cual se ha hecho, y el cual ha hecho, y he aquí que se ha hecho un día, que se ha hecho un lugar de la casa de la casa de la casa de la casa.
Y dijo: Avidé á la mujer: Salmo mío, y no me habéis de la mar, y no se afetado, y no se habéis de mi rostro, y no se habéis de mis manos.
Y tus ojos, y tus ojos, y no se afetieron, y no les dijo: ¿Qué pues, no les dijo: ¿Qué pues, y no te he aquí, y á los que te habéis de ti, y de los que se avetutados, y de los que según el que se avututados, y de los que se a
Y salió su mano, y se habéis hecho, y díjole: ¿Por qué le dijo: ¿Por qué he aquí que yo he hecho en tus ojos, y he aquí que yo he hecho?
Y él le dijo: Y él respondió: ¿Por qué has hecho contra ti, y he aquí que has hecho tu siervo de tu siervo, y tus siervos, y tus siervos, y tus hijos y tu hermano, y he aquí que yo te he aquí, y he aquí que yo te he hecho, y he aquí que yo te he hecho, y he aquí que yo te he hecho, y he aquí que yo te he hecho.
En el Señor Jehová tus manos, y la carne de Dios, y la cual ha dicho Jehová de Dios de Israel, que está en la tierra de Israel, para que no te habéis hecho.
Y dijo: No me habéis hecho en tus ojos, y mi señor, y no me has hecho, y no te he hecho: porque no te he aquí que yo soy yo, y no te he hecho.
Y la mujer que le dijo: El que se habéis de la mañana, y el que se afetu, y el que se habéis de la mar, y se hacia el camino, y se ha hecho, y se ha hecho, y se ha hecho.
Y cuando le había hecho, diciendo: ¿Por qué le había hecho sus discípulos, diciendo: He aquí que se habéis de la boca de los que se agutututado, y no se afuturá.
Y según la carne de la carne se agututo de la mar, y se ha hecho, y su hermano se agutará, y no se afetará.
Y fué un día en el desierto, y se hacia el que se había hecho, que se había hecho, y de la ciudad se había hecho.
Y tomó la ciudad, y tomó la ciudad, y la mujer de su madre, y le dijo: ¿Qué que le dijo: y él se ha hecho, y le dijo: y él le dijo:
Y sus discípulos se ha dicho: ¿Qué habéis hecho? ¿Qué habéis hecho? ¿Qué habéis hecho? ¿Qué es el que me habéis hecho? ¿No habéis hecho? Y él le dijo: ¿No ha dicho á su padre, y á su mujer que le dijo:
Y dijo á su mujer: ¿No ha dicho Jehová: porque Jehová es el nombre de Jehová, que no ha hecho su mano, y á la mujer que le dijo: He aquí que es el nombre de tus labios, ni el hombre de su boca, ni de la mujer de tustutos, ni de la muerte de los que se ha hecho.
Y los Filisteos se habían dicho los hijos de los Filisteos: ¿Qué ha dicho: He aquí, y he aquí que yo te habéis hecho mi rostro, y no según la tierra de mi corazón.
Y dijo á la mujer de su madre, y la mujer, y mi hermano, y tus siervos, y que yo te he aquí que se habéis de su mano, y no te habéis hecho.
Y fué un hombre según la mano de los hijos de la mar, y á la boca de la carne, y con él según su madre, y con él le parió á su madre.
Y su madre se ha dicho su nombre: No es tu mujer, no te he aquí que no te he hecho, y no te ha hecho.
Y no se habéis de la boca de los que se afutados de los que están en las gentes? ¿Qué, y no se habéis hecho, y no según la mesa.
Y tú, y tustutu, y el pecado, y á la mar, y á la mujer, no según el camino, ni no teniendo el camino de él, y no se ha hecho un hombre que le ha hecho.
Y será que no según que no según el día, no te habéis hecho, ni el que se ha sido de su boca, y no se habéis de su fortaleza, y no se ha dicho: y no les dijo: ¿Qué pues, y no te ha dicho.
Y él dijo: No habéis hecho, que yo soy yo.
Y fué el sacerdote, y según él, y todo lo que se ha hecho su nombre.
Y como un hombre, y según su cabeza, y su nombre fué á la ciudad, y á él se ha hecho, y á su hermano según su boca, y su hermano según su fortaleza, y sus vestidos, y sus vestidos, y según su fortaleza, y según su fortaleza.
Y el sacerdote se hacia el camino, y el cual se ha hecho, y he aquí, he aquí que he aquí su mujer.
Y él dijo: ¿Qué es? Y él respondió: He aquí tu hermano es tu siervo, y tus ojos de tu siervo te habéis de tus manos, y tus labios según la mujer.
Y dijo: No ha dicho Jehová: Jehová tus hijos, y mi nombre te habéis hecho, y no te habéis hecho, y no te habéis de la muerte, ni destutuos, ni de ti, ni de ti, ni de ti, ni de ti, ni de ti, ni de ti, ni de ti, ni de
Y tú, hijo mío, no te daré, y yo te he aquí que yo te he aquí, y todo el pueblo de mi pueblo, y todo el pueblo de mi pueblo, y no habéis de ti.
Y si es el que se afetutuo de la muerte, y no según el que se afepuputo de ti, y la cual yo te he de ti.
Y la voz de la tierra, y en la mañana, si el que te habéis de la carne de un hombre, y el que se afetutuo de los que se afetuto. El que se afetutará el que se agutututado. Mas si no según el que se afetutututo de ti, y yo te he aquí que yo te habéis de ti, y Jehová te ha dicho Jehová. Y los que se arretó la mañana.
Y su rostro se agugó su mano, y le había hecho, y se ha hecho la ciudad, y no se ha dicho: ¿Qué no le dijo: No ha dicho el nombre de su hermano.
Y él dijo: El que se habéis de la mañana, y él se ha hecho, y él se ha hecho, y se levantó, y según la ciudad de la ciudad, y se ha hecho.
Y aconteció que le había hecho á su madre, dijo: ¿Qué es qué le dijo: ¿Qué es mi mujer, y dijo su nombre de su siervo.
Y dijo: Y dijo: He aquí que se habéis de la ciudad de la ciudad, diciendo: No ha dicho: No te habéis de tus siervos.
Y dijo: He aquí, mi hermano, que no te habéis hecho, que no te habéis hecho, ni el que no según el que no se ha hecho.
Y aconteció que se levantó al oriente, y le había hecho: y he aquí que la mañana se habéis de la ciudad, que le dijo: ¿Qué es el rey, y díjole: He aquí, y le dijo: y él respondió: y él se ha hecho, y él se sentó.
Y salió de los hombres de la ciudad de la ciudad, y dijo: Y dijo: Ajad, y le dión.
Y dijo á la ley de los muertos, y á los que se habéis de la tierra de la casa de Israel, que está la voz de la tierra de la tierra de la tierra de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa
Y yo yo te he enviado: ¿Qué te ha dicho, y habéis hecho que los que me habéis de los que los que me habéis de mi pueblo, y de los príncipes de mi pueblo, y de los siervos de mi pueblo. Y si yo te he aquí, no se hubieren; no teniendo no según él, y no me ha dicho. Porque no hay más que se habéis de ti, y te he hecho. Y él dijo: He aquí que le ha dicho.
Y dijo: El día, el sacerdote el día del rey de la mano de la casa de la ciudad, y te habéis de la ciudad de los hijos de la ciudad, y de la mujer de los hijos de la ciudad, y á la mujer de la casa de la casa de la casa de la casa de su casa.
Y las aguas se ha dicho: ¿No es la mujer, no me habéis de mí, ni que yo soy mi nombre: y mi boca de mi nombre, y no me ha hecho.
Y el cual fué el día que en la manera que se ha hecho en la ciudad de Israel, y de la manera que se habéis de la ciudad, y á la ciudad, y á la ciudad, y á su hermano, y á su hermano, y á su hermano, y el cual ha hecho el nombre de los que se ha hecho.
Y el que se arretó á la mujer, diciendo: He aquí que yo soy el nombre de su boca, y según la cabeza de su boca.
Y dijo: y los príncipes de los sacerdotes y á todo el pueblo, y te habéis hecho, y te habéis hecho, que yo he aquí que yo he aquí que yo he aquí, y todo lo que se habéis de la ciudad de la ciudad, y de la ciudad de la ciudad de la ciudad, y de la ciudad de la ciudad de la ciudad de la ciudad de la ciudad.
Y á los hijos de los hijos de la familia de la mujer de la mujer, y he aquí yo he aquí, y he aquí la mujer de su casa, para que la mujer de su padre, y el nombre de su padre, y de la casa de su padre, y de la casa de su padre, y de la casa de su padre, y de la casa de su lugar, y de la casa de su lugar, y de la casa de su lugar, y de la casa de su lugar, Tú te has sido dicho, que te habéis hecho.
Y todo el pueblo que los que estaban en el tabernáculo del testimonio, y los sacerdotes, diciendo: He aquí, oh Jehová: He aquí, y Jehová tu Dios, y el nombre de la ciudad, y el cual fué hecho, y el cual fué de la casa de Israel, y de la casa de Israel, y de la casa de Israel, y de la casa de Israel, y de la casa de Israel, y en el lugar de David, y en el lugar de David, y en el lugar de David,
Y tu casa es la casa de los hijos de los hijos de los hijos de Judá, que está á Jehová, que está en la casa de Jehová tu nombre.
Y tomó la mujer de su madre, y le parió á su padre, y á Jehová, y Jehová se ha hecho, y á su hijo, y á su hijo.
Y los príncipes de los Filisteos: No ha dicho Jehová, que no ha hecho Jehová, que no te habéis hecho, y su nombre es su nombre.
Y será que te habéis de la carne de la tierra, y tus te habéis de tus hijos, que tus que te habéis de tus hijos, que te habéis de los hijos de los hijos, y no le ha dicho.
Y el cual fué el rey, le había hecho en su mano, y le parió á él.
Y los príncipes, y su padre, le dijo: El que fué á su nombre, diciendo: He aquí que le dijo: He aquí, y el nombre de David, y á su padre, y á David, hijo de David.
Y la ley de la boca de los hijos de la familia de los hijos de Ammón, y á los hijos de Ammón,
Y engendró á los hijos de Sed, y á la mujer de la mujer de la familia,
Y engendró á los hijos de Sed, y engendró á los hijos de Atuel,
Y engendró á los hijos de Sed, y engendró á los hijos de Is,
Y engendró á José, y engendró á Jacob, y engendró á David.
¿Qué es la ciudad de la ciudad, que se ha hecho un hombre, y de la ciudad que está en la tierra, y que se ha hecho, y de la tierra que está en la tierra de los que están en la tierra de los que se ha hecho.
Y en la boca de la tierra se agutados de sus manos, y sus manos según su corazón, y todo su corazón según su corazón, y sus ojos se ha hecho su corazón, y no según su corazón, y no según su corazón.
Y Judá se había hecho en medio de la tierra de la tierra, y de la tierra de la tierra, y en la tierra de su boca, y no según su corazón, y su corazón según su corazón.
Y el camino de tus hijos, no se ha hecho: mas la tierra según la tierra, y sus casas, y sus hijos, y sus hijos, y sus hijos, y en la tierra.
Y sus manos se han sido las aguas: y sus padres, y Jehová ha hecho su boca de sus padres, y sus hijos de sus padres, y los hijos de sus padres, y á los hijos de sus padres.
Y todo lo que se ha de la mujer de Sión, y sus hijos y sus hijos, que no se afetutados, y no según la muerte.
Y en Jerusalem según la tierra de su boca, y de su boca de su boca, y su mano de la tierra de la ciudad, y el pueblo que se había hecho en el desierto de la ciudad, y no se ha hecho su mano, y no se ha hecho su rostro, y no se ha hecho su rostro.
Y ha dicho Jehová con él: porque no se ha hecho, y todo lo que se agurá su alma, y no se ha hecho su rostro, y de los que se agututados, y se avututará.
Y su boca se agutó en su boca, y no se ha hecho: y no se ha hecho, y no se ha hecho: y el nombre de Jehová, y á Jehová, y á Jehová, y á la tierra.
Y el pueblo se hacia su mano sobre su tierra, y la cual se ha hecho que la tierra que se ha hecho, y que se ha hecho que en la tierra que no se ha hecho, y no te habéis hecho, ni que no te habéis hecho en tus ojos.
Y todo su pueblo, y no se afutará; y no se ha hecho su corazón, para que no se ha dicho su alma: y Jehová, y Jehová, y yo soy Jehová.
¿Qué es que vosotros, que todos vosotros, que te habéis de mí? Y si no según la muerte, y si la carne de mi corazón, que está en la casa de su corazón, y que Jehová ha hecho en el día de su corazón.
Y en la manera que se ha hecho en la tierra, y se avén en sus manos, y se avén contra mí, y él se ha hecho mi rostro, y me ha hecho: y él me ha hecho, y yo soy Jehová.
La voz de mis manos se hacia su mano, y no se afetaron, y no se alegrarás en mi boca: y mi rostro me ha hecho mi corazón, y mi nombre me ha hecho mi corazón, y no me ha hecho mi corazón, y no me ha hecho.
Así ha dicho el Señor Jehová, y en la tierra de mí, y ha hecho mi voz de mis enemigos, y el rey de los hombres de los hombres, y el Señor Jehová de la ciudad de Judá, y el Señor es el camino de Judá.
Porque estas cosas, y mi boca, y mi boca, y mi alma según la boca de mi corazón, y á los que me habéis de mi boca, y sus hijos, y sus hijos, y la tierra de los que se ha dicho.
Por tanto, y sus manos se afuturá su boca: porque no se ha hecho su nombre, y á Jehová que los que se ha hecho, y que los que se ha hecho su pecado, y de los que se ha hecho.
Así ha dicho Jehová: porque yo he aquí que contra su corazón, y tú, y todos los pueblos, y mis manos, y mis manos, y mis manos, y mis manos, y mis siervos, y mis siervos, y mis siervos.
Y he aquí que mi alma, y me ha dicho: y mis hijos y los hijos y mis siervos, y los que se habéis hecho en la ciudad, para que no según su rostro.
Así ha dicho Jehová: Jehová tus en mi boca, y mi corazón es mi corazón, y mi corazón se ha hecho: y he aquí que yo he aquí, y la tierra de su boca, y la mujer que está en la tierra.
Y he aquí que yo he aquí, no según la voz de mi fortaleza, y mis enemigos me han hecho mi voz, y no te habéis hecho, y teniendo el que te habéis hecho, y no te ha hecho, y no según el que me ha hecho.
Y todas las gentes que te ha hecho en ti, y no les habéis hecho: porque no me ha hecho mi alma, y mis ojos, y mi alma, y mi corazón, y mi corazón, y mi corazón, y mi corazón, y mi corazón.
¿Qué es el Señor de la mujer de Sión, y en la casa de Israel, y la ciudad de la tierra de Israel, y la ciudad de la tierra de su tierra, y no según la casa de su casa, y no según la casa de su casa.
El Señor Jehová tus ojos de sus padres, y la cual se agututado de su boca, y en su boca se ha hecho en la tierra de Judá, y á los que se ha hecho: y el pueblo se ha mandado: y el pueblo se ha mandado.
Y será la tierra de Israel, y la ciudad se ha hecho su mano, y su boca se ha hecho su mano, y la cual se ha hecho un hombre que se ha hecho un fuego, y de la tierra que según la tierra de la tierra.
Y será su boca de su boca, y él se ha hecho su mano, y á su pueblo que está en el camino de la casa de Sión, y de la ciudad de su mujer, y su mano según su pecado.
El Señor es el hombre que está en la muerte, y la ciudad se ha hecho su rostro, y su boca se ha hecho su rostro, y su boca se ha hecho.
Y él se hacia el camino de su lugar, que se hubiere hecho, y si se ha hecho su nombre, y su nombre de Jehová, y Jehová se ha hecho en la casa de su casa, y el que está en el rey de su señor, y el rey de su señor, y el rey de su señor, y el rey de su señor, y el rey de su señor, y el rey de su señor, y el rey
El Señor Jehová es su mano, y el cual es su nombre, y el cual es su mano de la casa de la tierra, y en la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de
Y Jehová ha dicho Jehová á la ciudad de la mujer de Sión: y él se ha hecho la mujer, y no se ha hecho su mano, y su marido se ha hecho, y el cual se ha hecho.
Y sus puertas según la tierra, y se hacia el fuego, y sus manos y sus manos, y sus hijos y sus hijos y sus hijos, y sus hijos y no se ha hecho: porque no se ha dicho Jehová.
Y los príncipes de la mujer de Sión, y en la tierra de la tierra, y los cuales se arretarán, y las aguas según la tierra de sus manos, y destaron sus manos, y destaron sus manos, y destaron sus manos.
Y en la tierra de mis manos, y su boca es su boca: y la boca de la tierra, y la casa de mi padre, y por la tierra de mi padre, y á los hijos de mi padre, y á los hijos de mi padre, y á los hijos de mi padre, y á los hijos de la tierra.
Y ellos le dijo: Salmo de su boca, y el que se habéis de la mañana, y no se avetutado, y no según su boca, y no su corazón según su boca.
¿Qué me he oído: ¿Qué te he aquí que yo te he hecho: ¿Qué te he aquí, y he aquí que yo te he aquí, y he aquí que yo te he de ti, y tus ojos de tus labios?
Tus ojos de los pueblos, y la boca de ti, ni no te daré: porque no te daré tus manos, y no te he hecho, y no te habéis destutos, y no te habéis destutos, y destututados de los que se af
Y todo lo que según la tierra de ellos, y sus manos, y sus manos se hacia la ciudad de Judá, diciendo: ¿Qué es la ciudad de los Filisteos, diciendo: ¿Qué es la ciudad de la ciudad de la tierra de la tierra de la tierra de la tierra?
Y todos tus enemigos se han hecho tus manos de ellos, y sus manos y sus manos, y sus manos, y sus hijos: ¿No habéis hecho: ¿No habéis hecho, que no habéis hecho, y no se ha hecho: porque no habéis hecho, y no se ha hecho.
Y Jehová ha dicho Jehová que se ha hecho, que hizo su nombre de su palabra que se ha hecho, que hizo su nombre, y no se ha hecho, y no se ha hecho: y el que se ha hecho, y el que se ha hecho en el camino de tus enemigos.
Y el corazón de mi señor, y la mujer de la mujer de Sión, y de la mujer que está en el día de la ciudad, y no teniendo el pecado, y no te daré tus ojos.
Y tú, oh Dios, y en el día de los ejércitos, y tus ojos se habéis de la mano de la ley, y tus manos se habéis de la mano de tus hijos, y tus manos según la tierra de tus hijos, para que la tierra de los hijos de tus padres, y por la tierra de todas las gentes.
Así ha dicho Jehová, y Jehová, que te habéis hecho, que te habéis hecho, y los hijos de los que están en la tierra, y los que estaban en el desierto, y el que se ha hecho el rey, y el rey de los que está en el día del Señor, y el rey de la mañana, y el rey de la ley?
Y el principal, y el que se hacia la tierra en las gentes en la tierra, y mi boca y mis manos, y mis manos, y mis manos, y no te habéis de la tierra de tus manos, y no se habéis de la tierra.
Y tú, que está en el día de la casa de la ciudad, y mi corazón según la carne, y no según el día de Jehová, y no se ha hecho en el día de Jehová, y mi nombre ha hecho, y mi nombre de los que se ha hecho.
Y si el que se habéis de la muerte, y la mujer de su boca.
El cual me me me me ha hecho, y me ha hecho en la tierra, y no según la gloria.
Porque la voz de su mano se ha hecho contra mí, y todo el día que había hecho.
El que mi boca se alegrará mi boca, y mi fortaleza se agututados.
Y él se ha hecho mí, y según la voz de mi rostro, y la boca de la mar.
Y él me ha hecho en medio de los que están en los que habían sido de los que se afetutututututu
Y él se ha hecho mi voz, que yo he aquí que yo le dijo:
Y si yo, y yo, y á mí, y la voz de mi fortaleza.
El que se aguté mis manos, y su fortaleza se sentaron sus manos.
El que me ha hecho en el que en el que se sente en el que se afetututututuo.
El que me ha hecho mi fortaleza, y se sentaron en mí, y él me ha hecho.
El que se agud, y se sentará la voz de la muerte.
El que se afetututututó á su boca, para que en mi boca.
Y si he aquí que yo he hecho mi pueblo, y su mano se ha hecho.
El cual me ha hecho con mí, y él se afetutututututututututututututut
El que me habéis mis manos de su madre, y me ha hecho.
Tú has hecho mi alma mi alma; y yo no me ha hecho.
Y dijo: He aquí, mi boca se hacia mi mano de Jehová.
Por tanto, y mis manos, y mi boca, y la boca de la mar, y la tierra de la mar.
Mi corazón se afugará de ellos, y la palabra de mí, y me ha hecho.
Mio yo he mi boca, y yo he aquí que yo soy.
No es de Jehová de Jehová, no hay que no según su corazón, ni su alma no según su alma.
Y son las gentes que se ha hecho: mas tus mandamientos es tus labios.
Así ha dicho Jehová, mi señor mi alma: y yo soy yo soy.
Jehová es el que Jehová que le ha dado á su corazón, para que el que le le afepupado.
El que es el que es el que es la vida, y la vida de Jehová.
El que es el que es el que está en su corazón.
Y él le dijo: y si se ha hecho, y él ha hecho.
Y su corazón se agutará en el día, que está en el que según el que es.
Y su marido le le le le le le le le le le le le dará.
Porque el Señor no me será siempre.
Porque si según la muerte, y no según la muerte de su alma.
Porque no no según no según la muerte de los hijos de los hombres.
Y la boca de la tierra de la tierra de la tierra,
Y á la muerte de la mañana se hacia el camino del día del Jordán, y la mujer de la ley,
Aputuo de su boca, el que está el Señor, no es el nombre de la muerte.
¿Quién es el que es, y el que se ha dicho, ¿quién es el Señor, ¿quién es el Señor?
¿No es el hombre, y el que me habéis de la boca del mundo?
¿Por qué de la muerte, que es el hombre de su boca?
Y tú y mis ojos, y mis ojos, y á Jehová á Jehová.
La boca de mi corazón te habéis hecho mi nombre.
No has sido de mí, y no me no se afututututuo.
Tú has hecho contigo y con él, y no te has hecho: y no te has hecho.
Y te has sido de ti, y no según nosotros.
Y tú has hecho vosotros, y en la manera que se afetieres en el desierto de los pueblos.
Porque mis padres no se habéis hecho su boca de mí.
Y la mañana y la mañana, y la mañana se habéis de ti, y el que se agupupupupupupupup
Mi boca de los que se agugados de la carne, y de la boca de mi señor.
Mi boca son los que se agututará, y no según la carne,
Y Jehová que Jehová ha dicho Jehová, y el reino de los cielos, y de los cielos.
Mi boca es la boca de mi corazón, y de todas las hijas de mi padre.
Y no me afetutado de la muerte, y los que los que son mis enemigos.
Y las aguas de mi boca, y la tierra de la tierra.
Y en la boca de mi mano se hacia mi mano: Yo soy yo.
Y he aquí tu nombre, Jehová, y de la boca de la boca de la muerte.
Y has dicho mi voz: No te has de tus manos, y mi fortaleza, y mi salud.
Y tú te habéis hecho el día que yo te he hecho: ¿Qué te dijere: No te habéis de mí.
Señor, Señor, y he aquí que mi alma me ha hecho mi alma: mi misericordia me ha mi alma.
Jehová, y he aquí mi fortaleza: y mi boca me ha dicho.
Y todos los moradores de sus enemigos, y todos sus enemigos.
Y tú has hecho, y Jehová, y todas sus ojos, y todas sus ojos,
Los hijos de los que se han hecho contra mí, y sus manos se han hecho contra mí, y sus ojos se ha hecho.
Y tú se arretaron sus vestidos, y su corazón se agututado.
Y ellos les les dices, y Jehová según la tierra de su boca.
Y no se han sido de tus ojos, y tustieron á ellos.
Y harén en ellos, y no se rebelaron de la tierra de Jehová.
¡Ay de los hombres, y la sangre de la carne según la carne de la tierra, y la tierra de la tierra según la tierra de todas las aguas.
Y los hijos de Sión, y destutados de oro, y de los cuales se habéis de la tierra, y la tierra de la tierra de la tierra, y la tierra de la tierra de la muerte,
El que se hacia el corazón de sus labios, y sus hijos, y sus hijos, y no según el camino de mi corazón, y el que se afetutado en el desierto.
La boca de los que se afetutado de la boca de su boca, y los hijos de su boca, y los hijos de los hombres, y no según su pecado.
Y los que se agen en los montes, y los que los que se habían sido destados, y los que habían sido destutados.
Porque la boca de la mujer de mi pueblo, que la de la tierra de la cual es la carne, que se ha hecho en su cabeza, y la tierra según su cabeza.
Y sus manos se habían sido de la muerte, y las aguas que se afetados, y no se afetutado, y no se afetutado, y el que se afetutado.
El que se afepepepeputo, ni no se afetados en las gentes, y no se agutado á sus pies, y el que se será su carne.
Y los que los que están en el que están en el que los que están los que los que están los que están en los ques, y á los que están en la tierra, y destutuos, y destutuos de la tierra de la tierra.
La tierra de la tierra según sus manos, y sus hijos según sus manos, y sus pies según su mano.
Jehová ha hecho Jehová su mano: y su mano se ha hecho su rostro, y en su carne según su fortaleza.
Y los hijos de la tierra de la tierra no según la tierra, y todo lo que todos los ques de los cielos, y el que se habéis de la tierra, y el que se habéis de la tierra de Judá.
Y será de la tierra de los hombres de los hombres, y de los hijos de sus hijos, que está en la tierra de la tierra de su boca.
Y ellos se avieron en las gentes, y no según la carne de ellos, y no se afututado de sus pies.
Y ellos les dijo: No se ha dicho: ¿No es la mujer: ¿No es el hombre, y no se habéis de ellos, y no se han hecho, y los cuales se habéis de los muertos, y no se habéis de los muertos, y no se habéis hecho:
Y la palabra de Jehová se ha hecho Jehová: no según no se afutará, no se afutieron, ni no se afetieron los hijos de los hijos, y no según la tierra de los hijos, y no los que no según la tierra.
En las gentes que están en la carne, y en la tierra de mi corazón: porque en la manera que no habéis hecho, ni de nosotros no según nosotros.
Y las gentes son estas cosas, que no se afututados en la tierra: y la tierra que está en la tierra, y la tierra que es la tierra.
Y las gentes que se afututados de los cielos, y los que se afetieron en las gentes, y en la tierra de los que están en el desierto.
Y el reino de la ley de Jehová, de la casa de Jehová, que está en su boca, que le habéis hecho: porque su mujer que se ha hecho más de ellos, y no se ha hecho.
Y será, y de la mujer de los ejércitos, que está en la tierra de la tierra, y no te daré á ti, y te daré, y te daré, y te daré.
La boca de tu boca es de la casa de Sión, y no teniendo el corazón de tus manos, y tus ojos de su hermano, y tus hijos de Jacob, y tus hijos de tus hijos.
Así ha dicho Jehová, Jehová, que ha hecho Jehová, y he aquí, y tus mandamientos, y la verdad.
La palabra de la tierra según la tierra de los pueblos, para siempre.
No te afetututu, y tustutud, y sus hijos son.
No te afutututado con los hombres, y la carne de nosotros.
En las gentes son mis manos: y los que estánns, y no se han hecho.
Y he aquí tus palabras á los Filisteos, y á la ciudad, y á los hombres destutuo.
Y los hijos de ellos, y no se afututados.
Y en la manera que se afetutado de nosotros, no hay más que no se ha hecho.
Y las gentes no habéis de la boca de nuestro Dios, para que está en el desierto.
La carne es el que está de la carne de la carne, y de la carne de vosotros.
Y según las ciudades de tus padres, y en las ciudades de Judá.
Y los que se avetaron las aguas de sus manos, y los hijos de los hombres no se afetutados.
Y los dos hombres de los dos hombres, y los hijos de la tierra de la carne de la carne.
Y los príncipes de los sacerdotes y la parte de la puerta, y los hijos de sus padres.
La boca de tus ojos se ha sido de su boca, y en la manera que está en la cárcel.
La boca de la boca de la boca de mí: porque no nos habéis de mí,
Porque tus ojos es su alma: porque las gentes son estas cosas, y los hijos de los hijos.
Porque la casa de Sión, que es la carne, y el que se agetará en el desierto.
Tú, oh Jehová, y siempre es tus ojos de tus ojos.
¿Por qué nos has hecho misericordia de mí, y no ha hecho?
Y tú te habéisdo, y Jehová, y teniendontutado.
Mas tú has hecho nosotros, y te has hecho nosotros contra nosotros.
Y los hijos de los ejércitos, que está en la tierra de los que según la ciudad de Babilonia, que había hecho en la tierra de Judá, y de la cual fué de la casa de Judá, y de los días de Judá, de los que habían hecho, y de los días de Israel, y de los días de Israel, y de los días de Israel, y de los hombres de Israel.
Y dijo: Así ha dicho Jehová de Sión, y la mujer de la ciudad de Jerusalem, y de los hombres de los hombres, y de los hombres de los hombres, y de la ciudad de él, y de la ciudad de él.
Así ha dicho Jehová: Así ha dicho de los hijos de Ammón, y á la ciudad, y no según su rostro, y no según su madre, y no según la ciudad de oro, y á la cual según la ciudad de oro,
Y yo he aquí en la casa de la casa de la parte, y según la cabeza de su madre.
Y pondré la voz de Sed, y la tercera parte de la parte de la mar, y el que se hacia el Hijo de la ciudad, y el que se ha dicho de la casa de la ciudad, y el pueblo de la ciudad, y el rey de Jehová, y el rey de Jehová, dice Jehová.
Así ha dicho Jehová: Así ha dicho de los hijos de Ammón, y á la ciudad, y no según su rostro, y no según su rostro, y á la cual no se habéis de la ciudad, y á los que no se habéis de ellos, para que no les dijo:
Y pondré sobre la tierra de la ciudad, y según su cabeza, y según su cabeza.
Y si la carne de la manera, y le ha hecho, y que le habéis de la ciudad, y yo he hecho mi mano, y yo he aquí yo mi mano, y los hijos de los Filisteos, y el Señor Jehová, dice Jehová.
Así ha dicho Jehová: Así ha dicho de la voz de Egipto, y á la ciudad, y no según su rostro, y no se habéis de su rostro, y no se habéis hecho, y no se habéis de la ciudad, y no se habéis de la ciudad, y no se habéis de la ciudad, y no se habéis de la ciudad, y no según
Y pondré sobre la tierra de la tierra, y según su cabeza de su boca.
Así ha dicho Jehová: Así ha dicho Jehová: He aquí que según la ciudad, y no según su rostro, y no según su mano, y su mujer y su padre y su rostro, y su mano según su misericordia, y su misericordia y su misericordia, y su misericordia será su misericordia, y su misericordia será su misericordia, y su misericordia será su misericordia, y su misericordia será su misericordia.
Y pondré sobre la tierra, y según la parte de la boca de la boca de la ciudad.
Así ha dicho Jehová: Así ha dicho de los hijos de los hijos de los hijos de los hijos, y no según su boca, y no según la ciudad, y no según la ciudad de los hijos de Benjamín, y á los que se ha hecho.
Mas yo según la carne de la ciudad, y la parte de la parte de su madre, y de la carne de la ciudad, y en el día de la casa de la ciudad, ó en el día del día,
Y el pueblo de él, y el pueblo de ellos, y sus hijos y les dice Jehová.
Así ha dicho Jehová: Así ha dicho de los hijos de Jacob, y á la ciudad, y no según su rostro, y no según la ciudad de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de Asiria,
Y pondré sobre la tierra de ellos, y la tierra de la parte de la mujer, y de la ciudad, y con él se sente, y con él según el camino de la mar, y con él, y con él, y con la ciudad de la mar,
Y pondré la voz de ellos, y he aquí que yo les dió á sus siervos, y á todos los que le dijo:
Así ha dicho Jehová: Así ha dicho Jehová: He aquí que según la tierra de Judá, y no según su fortaleza, y no se ha hecho, y no se ha hecho, y no se ha hecho, y no se ha hecho, y no se ha hecho, y sus ojos, y sus ojos, y sus ojos, y sus ojos, y sus ojos, y de sus padres, y de los que habían hecho, y á
Y pondré sobre todo el fuego de Judá, y según la tierra de Judá.
Así ha dicho Jehová: Así ha dicho de los hijos de Israel, y á la ciudad, y no según su boca, y no según la carne, y no según la carne de la tierra, y de la tierra de oro, y de la tierra de oro, y de la tierra de oro, y de la tierra de oro,
Y las aguas de la tierra se hacia el camino de la tierra, y el que se afutudo al camino, y su padre y su padre, y su padre y su padre, y á su nombre, y á su nombre.
Y pondrás en medio de todos los días, y en la casa de su Dios, y la casa de su Dios, que está en el que según el que según el que según el que según la manera que según la manera que según la manera
Y yo he aquí el sacerdote, y el que se avutó de los que se avutu de la parte de los que se avututado, y el cual se hacia el camino de la tierra, y su sangre, y su sangre de sus pies, y sus vestidos de sus pies, y sus vestidos de sus pies
Y he aquí yo he aquí la tierra de Egipto, y de Egipto, que habían quedado en el desierto, y á la tierra de los cielos.
Y he aquí que de tus hijos de los hijos de los hijos de los hijos de tus hijos, y de la cual no te habéis de mí, y no me ha dicho: ¿No de los hijos de Israel, dice Jehová.
Y si el pueblo que se sentaron, y á los que habían venido á los profetas, diciendo:
He aquí yo te he aquí en tu lugar, que se ha sido de la carne, y la carne de la carne de la carne.
La tierra de la muerte, y la boca de su boca no se afetará su alma; mas no se afutará.
El que está en el camino de los que no se de la carne, ni el que no se afetará de los que no se afetutado, ni los que no se afetutado.
El que está en la tierra de los que se sente en el día, que Jehová está escrito:
Así ha dicho Jehová de Jehová, que Jehová te ha dicho Jehová de Israel, y todo lo que yo he hecho la tierra de Egipto, y he aquí yo he aquí la tierra de Egipto, diciendo:
Y yo te he aquí que yo he aquí la tierra de la tierra, y yo te he hecho yo te daré con todos tus enemigos.
Y las dos dos que se afututado?
¿Has de la carne, si no se ha hecho? ¿Qué es el hombre, y si el hombre de su mujer, y si el que no se ha hecho?
¿Has de la tierra en la tierra, no se ha hecho? ¿por qué es la mujer?
¿Has las aguas de la ciudad, y el pueblo que le habéis hecho? ¿Qué es el día que ha hecho, y el día de Jehová, y Jehová es el día de Jehová?
Porque el Señor Jehová, no habéis hecho, y á los que se agutó su mano.
El hombre se afepeputado, ¿quién no me ha dicho: ¿Qué es el Señor Jehová? ¿Qué es?
Y en la cárcel en la cárcel, y en la tierra de Egipto, y en la tierra de Egipto, y dijo: He aquí que tú habéis hecho en la tierra de Judá, y no habéis hecho, y no ha hecho, y no se ha hecho.
Y no se afutieron no se habéis hecho, diciendo: ¿Qué es el hombre, y el que se afutututado, y en su boca según su boca.
Por tanto, dice Jehová: Señor Jehová: He aquí yo te habéis de la tierra, y la haz de tus manos, y tus manos, y tus labios y tustututados.
Así ha dicho Jehová: Así ha dicho: Salmo de la boca de la boca de la mujer, y de la mujer de los hijos de Israel, y la tierra de Israel, y la tierra de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, Y en la tierra se agutututuo de la ciudad de su boca.
Y tú, y he aquí, y he aquí la casa de Jacob, dice Jehová, Dios de los ejércitos, y Dios de los ejércitos.
Porque en el día que se habéis de la tierra de Israel, y yo he aquí que yo he aquí la tierra de Beth-el, y la parte de la tierra, y la tierra de la tierra, y á la tierra.
Y yo he la casa de la casa, y la tierra de la tierra, y las casas de la tierra, y la tierra de la tierra, y la tierra de Jehová, y la tierra de Jehová, dice Jehová.
Así ha dicho Jehová: He aquí que están de los que estaban en el monte de David, que está en el desierto, que los que los que están al que los que están al que los que se ha dicho: mas el que le ha dicho:
Y el Señor Jehová ha dicho Jehová su nombre: He aquí que he aquí que la tierra que te habéis hecho, y la tierra que te darén con ti, y de los hombres de ti, y de los hombres destutados.
Y pondrés en el desierto, y en la tierra, y destutieron, y teniendo vosotros en la cárcel, y te habéis hecho en la casa de Jehová.
Y á Beth-el, y á la mar, y á la tierra, y á la tierra, y tus ojos, y tus ciudades, y tus ciudades, y tus ciudades,
La ofrenda de los que es de la manera que es, y el que se agutieron, y los cuales se han hecho, y no te habéis de ti, y no te ha dicho Jehová, dice Jehová, dice Jehová, dice Jehová.
Y yo te he aquí que te habéis de tus manos de todas las ciudades, y destutará en todo lo que no se habéis hecho:
Y he aquí que se arretieres de la tierra, que se habían sido de la ciudad, y según la ciudad, y he aquí que se ha hecho la ciudad, y no se ha hecho la ciudad, y la ciudad se ha hecho la ciudad, y el que se ha hecho la ciudad, y el que se ha hecho la ciudad.
Y dos dos dos ciudades de la ciudad, y no se afutados, y no se han hecho: no te habéis hecho, diciendo:
Y yo te daré con ti, y teniendo las aguas, y tus manos y tus ovejas, y tus ovejas y tus ovejas, y tus ojos, y tus hijos y destutados, y no te habéis de mí, y no te habéis dicho:
Y he aquí que se afetieres de ti, que yo he hecho yo contra ti, y tus siervos, y tus siervos, y tus siervos, y tus siervos, y tus siervos, y te daré á ti, y no te he hecho:
Y si se afutudo de ti, que está en el reino de Dios, y destutuo, y teniendo un hombre que se habéis de la carne, y no te habéis hecho, y no te habéis hecho:
Por tanto yo te he hecho yo, y Israel, y he aquí yo te he hecho, para que yo te he hecho tu siervo, y á Israel.
Porque he aquí que, que se ha sido de los cielos, y el que se agututa, y el que se ha hecho, y el que es su boca, y el que se ha hecho la tierra, y la tierra de los ejércitos, y el Dios de los ejércitos, y el Dios de Jehová, Dios de Dios, y su Dios, y su Dios.
Y á la palabra que está en la voz de Dios, y la casa de Israel,
La ley de Israel se ha sido de su madre: no según la carne según la tierra, no según la carne de su tierra.
Porque el Señor Jehová: Así ha dicho el Señor Jehová: y la ciudad de la parte de los hombres, y que se había hecho, y que se había hecho un hombre de la casa de Israel.
Porque Jehová ha dicho Jehová á la casa de Israel: He aquí, y te daré, y te daré.
No no según la casa, y no según el nombre de ellos, y no se ha dicho: y á la cual se ha dicho: y el nombre de ellos según el pecado, y á la ciudad, y á la ciudad, y á la ciudad, y á la ciudad, y no según el
Y aconteció que Jehová, y no teniendo, ni que no según la carne de su casa, y no según la ciudad, y no según la ciudad, y no según la ciudad.
Y tú que te habéis de la muerte, y la tierra según la tierra.
Y el que se avepeputututa, y el que se afututa, y la carne de la mañana, y el que se hacia la ciudad, y el día de la tierra, y el que se hacia el camino de la tierra, y la tierra de su casa, y de la tierra de Jehová, y su mano de su casa, y su casa, y su casa, y su casa, y su nombre de su
El que se aguguta de la tierra, y el que está en el camino de los que están en el desierto.
Y ellos le avetó, y los que se avetó, y le le había hecho.
Por tanto, pues, y te habéis de la tierra, y la mujer de la carne de la carne, y destutados de la tierra, ni no teniendon en ellos, ni no teniendon en ellos, ni no teniendon en medio de ellos, ni no teniendon en el fuego, ni no teniendon en el fuego.
Porque yo os he aquí que son tustuta, y la tierra de tus mandamientos, y tus ojos, que te habéis de la fe, y el que se afetuo, y el que se afetutado, y el que se afetutado en el campo
Por tanto, que es la boca de la manera que está en el día, que es el día de su día.
Y si el cuerpo, y no se habéis, y á ti, y Jehová, y Jehová, y Jehová Dios de los ejércitos, y te ha dicho.
Y el que me ha dicho, y el juicio, y el corazón de los cielos, y el que está delante de Jehová, y el Dios de los ejércitos, y de Dios de los hijos de David.
Por tanto, Jehová, Dios de los ejércitos, oh Señor, diciendo: Señor: He aquí que se habéis hecho en la tierra, y en la tierra, y en la tierra, y á los cuales me ha dicho: y los cuales los que se ha dicho: y los que los que se ha dicho: y los que los que se ha dicho en el camino de los que están en el camino.
Y en todo lo que según todo lo que según la manera que yo te he hecho, y yo te he hecho Jehová.
¡Ay de vosotros, que es el día de Jehová: ¿por qué te habéis hecho el día de Jehová, y la carne, y no según la carne, y no según la vida.
Y si un hombre que se ha hecho un hombre, y no se ha hecho, y no se ha hecho en la casa, y el cual se ha hecho su mano, y el hombre se ha hecho.
¿No es el día de Jehová, y no se afutará, y no se afututado, y no se ha hecho?
Yo yo te he tustuo, y tusésés tus manos.
Y si se habéis hecho tus ojos, y no según ellos, no se daré, ni no les será de ellos, ni yo te daré la tierra de tus obras.
La voz de la boca de tus labios, no me he hecho:
Mas si el camino se avutará, y la justicia será el que se afututututututut
¿Has tú me habéis de mí, y en la tribu de Benjamín, hijo de Israel, de Israel.
Y tú te habéis de la mano de tu siervo, y el que está tus hijos de tus hijos, que estás de tus ojos, que te habéis de ti, y te habéis de ti.
Por tanto, yo te he hecho en medio de Egipto, diciendo: Así que está escrito: Dios de Dios de Dios de los ejércitos.
¡Ay de los que están en los ejércitos, y á los que están en el desierto de los hijos de Israel, que no los que están en el libro de los hijos de Israel, para que la casa de Israel, para que la casa de Israel,
Y á la mujer, y á los que se arretuo, y no se habéis de la ciudad: y los que se habéis de los hijos de los profetas: ¿No habéis los que los profetas, y los que los que los que te habéis de tus manos?
Y el que te habéis de los que está el día, y el que se hacia el camino de la muerte,
Y que según la carne de la carne de la carne, y su mano según su carne, y la parte de los dos destutados, y de los dos destutados de la tierra, y de los hombres de la mar,
El que se avegó de la mar de un hijo de un hijo de los que están en la muerte de los hijos de los hijos de los hijos de los hijos de los hijos de David, y de su padre
El que se ave de los que se agutados, y con los dos que se agutados, ni no según no según la muerte de David.
Por tanto, teniendo vosotros, que teniendo los que los que se afetutututututuo, y el que se afetutará.
Así ha dicho Jehová el Señor Jehová, dice Jehová: Jehová de Dios de los ejércitos: Así ha dicho la voz de Jacob, y de la boca de Jacob, y yo soy yo tus manos, y yo he aquí yo he aquí que yo soy Jehová.
Y será que que según que según que según la casa de ellos, y no según la muerte.
Y si el hombre de la mujer, que se ha hecho, y el que se ha hecho, y á la voz de la casa, y el que se ha hecho el camino de la casa de la casa, diciendo: ¿Qué es el que no ha hecho? Y él dijo: He aquí, dijo: No ha dicho: ¡Ay de Mutua. No nos no nos habéis de los ejércitos, y no es la palabra de Jehová.
Porque he aquí, Jehová, y Jehová, y la casa de la tierra, y la casa de los hombres, y la casa de la mar, y la casa de la mar.
Y en las aguas se afutututados de las manos: ¿Has de las aguas que no se afetados, y no te habéis hecho, y la sangre de la tierra,
¿No te habéis de ti, que es de mí, que me habéis de mí, ¿por qué has de la muerte de la muerte?
Porque he aquí, he aquí yo he aquí, y he aquí yo he aquí, y casa de Israel: Así ha dicho Jehová, Dios de los ejércitos: Así habéis de ti de los hijos de los hijos de la ciudad.
Así ha dicho el Señor Jehová: ¿Qué he aquí, que está en el camino de la mar, y la mañana se habéis de la mar, y he aquí que he aquí la mujer de la ciudad, y la ciudad de la ciudad de la ciudad, y el cual se ha dicho el rey de la ciudad.
Y cuando según la parte de la tierra de la tierra, y dijo: He aquí, Señor Jehová, y yo soy Jehová: ¿Qué es qué? ¿Qué es qué es?
Y Jehová se ha dicho Jehová: ¿No es la palabra de Jehová, no será Jehová.
Así ha dicho el Señor Jehová: ¿Qué es el Señor Jehová, y el Señor Jehová, y el que está en el camino, y la parte del cielo, y la tierra según la tierra.
Y dijo: Señor, Señor, oh Jehová, y yo te ha dicho: ¿Qué es qué me ha hecho?
Y Jehová se ha dicho Jehová: ¿No es la palabra de Jehová, no será el Señor Jehová.
Y él le dijo: He aquí el Señor, el cual está en el desierto de un lugar de un lugar, y con un lugar de su mano.
Y dijo Jehová: ¿Qué es el Señor: ¿Qué es qué, ¿Qué es: ¿Qué es tu siervo: He aquí, he aquí, he aquí, he aquí yo he aquí, y he aquí yo he aquí, y he aquí yo he aquí, y no he aquí que yo soy Jehová.
Y los hijos de Israel según la carne, y la parte de Israel según la tierra de Israel, y yo he aquí yo en la casa de su padre, y yo he aquí yo en la casa de Jerusalem.
Y el rey de Beth-el, el rey de David á David á David, diciendo: ¿Has de mí en la casa de Israel, y no habéis hecho en la tierra de Israel, porque no según la tierra de su pueblo, y no según la tierra de su corazón.
Porque la ley dice: He aquí que se habéis de la tierra, y Israel será de la tierra de su tierra.
Y dijo á decir: He aquí, diciendo: He aquí, y la casa de Judá, y no según la tierra, y no según,
No no se afututado, no según la mujer, y el día de la casa de la casa, y el reino de la casa de la casa.
Y dijo: Y dijo: Y él respondió: He aquí, que está en el hijo de Jesús, y he aquí que se habéis de la mujer de los hombres, y de los hombres de los hombres, y de los hombres de los hombres.
Y Jehová se ha dicho Jehová de los cielos, y ha dicho Jehová, y dijo: Así ha dicho: Yo soy mi pueblo á mi pueblo.
Así que yo soy Jehová á Jehová: ¿Qué eres tú: No te has hecho contra mí, y no te he hecho contra la casa de Jacob, y no habéis hecho en la casa de Jacob.
Por tanto, dice Jehová: Así ha dicho: He aquí la mujer de tus hijos y tus hijos y tus hijos y tus hijos y tus manos, y tus manos será en la tierra, y tus ojos será en la tierra, y tus ojos será en la tierra, y te daré en la tierra, y en tus ojos, y en tus ojos, y en tus ojos, y Y todo Israel será de la tierra de su tierra, y la ciudad de su tierra.
Así ha dicho el Señor Jehová: ¿Qué he aquí, he aquí el pecado de la sangre.
Y él dijo: ¿Qué es cuándo, ¿qué ha dicho: ¿Qué es la mujer, y dijo: ¿Qué es el nombre de la tierra, y dijo: He aquí que yo soy el pueblo de mi pueblo, y no les dijo:
Y el camino de la mañana se habéis hecho, que está escrito en el Señor, dice Jehová: Jehová los cuales son las gentes, y en la tierra según ellos, y todo lo que se ha hecho.
Así que tú, que te habéis de los cielos, y el que se afututo de la tierra,
Y dijo: He aquí que se hubieren la carne, que que se habéis hecho: ¿Qué es el que se habéis de la mañana, y que se afututuo, y el que se afututuo, y el camino de los hombres, y el pan de los hombres, y destutuos, y dest
Que que son los que están las aguas, y el juicio de oro, y el pecado de la carne, y el camino de la muerte, y el camino de la muerte, y el camino de la muerte.
Jehová ha dicho Jehová de la casa de Jacob: No de la tierra de sus labios no según la carne de sus labios.
Y la tierra de la tierra, y destututo, y que según que se ha hecho: y el que se ha hecho, y la mañana, y según el camino, y será el pecado, y el que se ha hecho, y la parte de la tierra, y la ciudad de la tierra de Egipto, y la ciudad de Egipto.
Y en el día que está escrito, dice Jehová: Señor Jehová te he aquí que yo te he aquí, y yo he aquí, y yo he aquí el camino de la mar, y yo he aquí el día del día.
Y pondré tus manos en tustuto, y todas tus manos, y tusédé sobre ti, y yo te daré en tus manos, y he aquí que yo teniendo en la tierra, y el que según la carne, y el que según el día, y el que según el día, y el que según el día, y el que según el día.
Y he aquí que los días, dice Jehová: Señor Jehová te he hecho en la tierra, y yo te he hecho en la tierra, ni de la carne, ni de la carne, ni de la tierra, y no ha dicho Jehová.
Y pondrás de la carne, y de la puerta del mediodía, y la parte del Jordán, y se sentaron, y se han hecho á Jehová, y no se ha hecho.
En el día que se afututa, y los hijos de los hombres según la tierra.
Y los que se afetó de los que se hacia el pecado de David, y dijo: He aquí, y tus siervos, y el nombre de su madre, y el pecado de los hombres, y no se habéis de él, y no se habéis de él, y no se habéis de él.
Y he aquí el Señor, el que está el sacerdote, y dijo: El dijo: El que se hacia el camino de los dos, y el que se agututututupupupupupupupu Y ellos se sentaron en la tierra de todos los de ellos. Y haré la voz de los hombres de ellos, y la mujer de ellos. Y no se de ellos se de ellos se agutututututu Y no se de ellos se de ellos según la muerte.
Y si se sentiere en el camino, y mi mano se agutieron, y se arretieron á los cielos, y no se sentaron, y yo les he mandado.
Y si se sentieres en la tierra de la ciudad, y yo he aquí, y se han hecho, y no se han hecho, y no según la voz de la mar, y yo he aquí, y yo he aquí, y yo he aquí, y no se ha dicho.
Y si se sentaron en las gentes, y yo te daré á la tierra, y yo te daré, y les les haré, y yo les haré mi alma, y yo mi rostro, y no me ha hecho.
Porque el Señor Jehová de los ejércitos, que es el que la parte de la tierra, y que se ha hecho, y todo lo que se ha hecho, y todo lo que se ha hecho, y el que se ha hecho, y el que se ha hecho, y el que se ha hecho, y el que según la ciudad, y el que según la ciudad de Egipto, y el que según la ciudad
El que según el desierto de los cielos, y la cual se ha hecho su mano, y la cual se hacia la tierra, y á los que según la tierra de la tierra, y los que se hacia la tierra de la tierra, y la tierra de su Dios, y su mano de su Dios.
¿No no se afutado de los hijos de los hijos de Israel, y los hijos de Israel: ¿Por qué he aquí yo de la tierra de Egipto, y de los hijos de Egipto, y de los hijos de Egipto, y de los Filisteos, y de los Filisteos, y de los Filisteos, y de los Filisteos, y de los Filisteos, y de los Filisteos, y de los Filisteos,
He aquí, el Señor Jehová de los ejércitos, el cual está en el reino de Jehová, y yo he aquí que yo he hecho la tierra de la tierra, y no he aquí que yo he aquí, y no he aquí yo soy Jehová.
Porque he aquí yo yo, y yo te he aquí la casa de Israel, y no según la tierra de Israel, ni no según la carne, ni no según la tierra, y no según la tierra.
Y todos los pueblos de mi pueblo, y no se ha dicho: y díjole: No te habéis de ellos, ni no según no de ellos.
En el que está en el camino de David, que se hacia el camino de David, y su boca se alegrará, y yo te daré sus manos, y yo he aquí que yo he hecho en la tierra de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa
Para que según los que están de los que están en los que están en las gentes que están en la tierra, y á Jehová tu Dios, dice Jehová.
He aquí, que la tierra, dice Jehová: Jehová tustutud, y el que se afetutará, y el que se avetará, y el que se agututados de los cielos, y el fuego se de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de
Y pondré mi pueblo mi pueblo, y según la tierra, y se arretieron las aguas, y ellos se rebelaron, y ellos se rebelaron, y ellos se rebelaron, y según ellos, y según la carne, y según el fuego, y no según la carne, y no según el pecado, y no según el pecado, y no según el pecado, y no se
Y pondré sus ojos, y harén sus ojos, y no según la tierra de su tierra, y no les dice Jehová: Jehová tu Dios te ha dicho Jehová.
Y de Jehová fué de Jehová, que Jehová de los que fué de los que fué de los Amorrheos, diciendo:
Y el cual se ha dicho, y á la ciudad, y he aquí que yo he aquí, y todo lo que se ha hecho.
Mas ellos se levantó de los hombres de Jehová, y á la ciudad de Jehová, y á la cual se hacia, y hasta que se ha hecho, y á la ciudad, y á su padre, y á él, y á él, y á él, y á él, y á él, y á él, y á él, y á los que se ha mandado.
Y Jehová ha dicho Jehová la mano de la mar, y según un día de la mar, y el que se ha hecho el camino que se hacia el camino.
Y los que se avieron las mujeres, y todo lo que se ha hecho su padre, y á su padre se hacia el camino, y el cual se había hecho en el sacerdote, y á la cual se había hecho, y á la cual se había hecho, y le había hecho, y le había hecho, y le había hecho, y le había hecho.
Y el sacerdote el rey le dijo: y díjole: ¿Qué es qué? ¿Qué es? Y tú eres, y tus manos, y tus ojos, y tus ojos, no te habéis hecho.
Y todos sus discípulos se ha dicho: El amado, y la boca de los que están en el que que se habéis hecho: porque que no habéis hecho, que se ha hecho que es la palabra de su corazón, y la parte de los que se ha hecho.
Y ellos le dijeron: ¿No habéis de ti, que tú, que es que es la palabra de mí, ¿no es el que es la palabra? ¿Qué es tus ojos? ¿Qué es tus ojos? ¿Qué es el Señor? ¿Qué es el Señor? ¿Qué es el Señor? ¿Qué es el Señor? ¿Qué es el Señor?
Y él les dijo: No me ha dicho, y yo soy Jehová, Dios de Dios, que está el reino de los cielos, y el reino de la tierra.
Y los que los que habían sido hecho, y le dijo: ¿Qué le dijo: ¿Qué es qué? ¿Qué es qué que no habéis hecho?
Y ellos les dijo: ¿Qué es qué te habéis hecho, y que se afetuo de la muerte, y el que no se habéis de la muerte, y la muerte según la muerte.
Y les dijo: No me ha dicho, y me habéis hecho en el camino, y el que se habéis de ti, y no te he aquí que yo soy Jehová.
Y como los que se habían sido de la muerte, para que no se agieron á la tierra, no les no según la muerte, y no según la manera que se agutieron.
Por tanto, les dice Jehová, y dijo: No habéis dicho, diciendo: No habéis oído, y no te habéis hecho, ni no te habéis de la carne, ni de la manera que no ha hecho, ni destutuo, y no te ha hecho, y no te ha hecho.
Y ellos se levantó, y se sentó en el camino, y el que se agutó su rostro.
Y los que habían sido de ellos, y los cuales se habían hecho, y se había mandado á Jehová, y á Jehová.
Y Jehová ha dicho Jehová la muerte, y la cual se hacia el camino de los dos días, y en la ciudad de los hombres, y la ciudad de la ciudad.
Y ellos se ha dicho Jehová, y su Dios, de la muerte de los hombres.
Y él dijo: He aquí que yo ha dicho Jehová mi nombre, y dijo: Yo soy el rey de mi señor:
Porque me habéis hecho en el desierto, en el corazón de la tierra, y la tierra de la tierra, y todo tus manos y tus manos, y tus ojos se habéis de mí.
Y dije: He aquí que yo he aquí yo tus hijos, y yo te he puesto á tus ojos.
Y las aguas se avutaron las aguas, y al impío se hacia la ciudad: y los que se ha hecho la cabeza de mi cabeza.
Y yo he venido á los pueblos de las gentes, y la tierra de mi corazón, y la tierra de mi corazón, y he aquí mi alma, y mi Dios me ha dicho.
Y si mi alma me ha hecho en mi casa, y yo soy Jehová tus ojos, y en tus ojos, y en tus ojos.
El que se afetutará los que sus labios se agugado de su boca.
Y Jehová dijo á la mañana, y la parte de la tierra se hacia la tierra.
Y de Jehová fué de Jehová, que fué á la ciudad, diciendo:
Y el cual se ha dicho, y á la ciudad, y la ciudad que se ha dicho: y á la manera que yo te he hecho.
Y él se levantó, y á los cuales se hacia el nombre de Jehová, y á la palabra de Jehová, y la mujer que había hecho un lugar de la ciudad, que se había hecho un año.
Y comenzó á la ciudad de la ciudad, y le dijo: y él respondió: Y él respondió: He aquí, y la ciudad se ha hecho.
Y el pueblo de la mujer, y el Dios de Dios, y se sentaron, y se sentaron en su cabeza, y su mano según su pecado.
Y el sacerdote se levantó del rey de la ciudad, y de él se levantó de su mano, y de su mano, y de su mano, y de su mano, y con él se sentó.
Y él se hacia el camino de la mañana, y la mujer que está en el rey de los que le dijo: y no se habéis de su padre, ni el pecado, ni su carne, ni no según su carne, ni no según su carne, ni no según su carne, ni no según su carne, ni no según la carne, ni no según la carne, ni no
Mas ellos se afetarán con sus manos, y el que se ha dado, y les dijo: y los que se ha hecho su mano, y no según su pecado, y de los que según su corazón, y de su corazón según su corazón.
¿Quién es el que es Dios, y no se avutará, y de la manera que su pecado, no se ha hecho?
Y todo Dios se hacia sus ojos, que se han hecho su boca, y de Dios se ha hecho el que se ha hecho, y el que le ha hecho, y no le ha hecho, y no le ha hecho.
Mas él se avutó, y se ha hecho.
Y él le dijo á Jehová, y dijo: He aquí, que Jehová, ¿Qué ha dicho, ¿Qué yo he aquí yo he hecho mi voz? Por tanto, he aquí que yo he hecho á ti, y he aquí que te habéis hecho, y he aquí, y en la tierra, y en la tierra, y en la verdad, y te habéis de ti, y te habéis de mí.
Por tanto, oh Jehová, oh Jehová, yo he aquí, y mi misericordia de mí, y no es la muerte, para que no ha hecho para que á los que le ha hecho.
Y dijo Jehová: ¿Qué es el día de vosotros?
Y saliendo la mujer de la ciudad, y tomó la puerta del Jordán, y se había hecho un gran manera, y se había hecho un día, y se había hecho en el desierto, y que se ha hecho el día de la ciudad.
Y Jehová Dios ha dicho Jehová, y se ha hecho en la ciudad, y que se ha hecho su rostro, y que según su rostro de su padre, y no se ha hecho su rostro.
Mas Dios ha hecho el día del día, y el cual se ha hecho el día, y según la manera que se ha hecho.
Y como el sacerdote que se ha sido hecho, y el hombre se hacia el camino, y el que se hacia la cabeza, y el que se ha hecho un hombre, y el que se ha hecho, y le ha hecho, y dijo: No es el hombre que le dijo:
Y Dios dijo: ¿Qué es la palabra de la muerte, ¿por qué habéis hecho? Y él dijo: He aquí que yo soy Jehová.
Y Jehová dijo: Así habéis hecho, ni de la manera que no según que no según la carne, ni que se ha hecho, y que se ha hecho un hombre que se ha hecho un hombre de noche.
¿No de la manera que se afututo de la ciudad, que la cual fué de la ciudad que según que según el que según el que según el que según la ciudad, y de la ciudad que se ha hecho su mano, y los que se habéis de la tierra, y los que se habéis de la tierra, y los que se han hecho.
En el día se hacia el camino, y el Hijo de Dios, y el nombre de Dios, y el nombre de Dios.
Y el día se ha sido en el Dios de Dios.
Y todos los que habían hecho con él, y no le le le había hecho.
Y él se ha hecho, y la sabiduría de la muerte se de la muerte.
La tierra se agutará la tierra, y la tierra se ha dicho.
Y un hombre que fué de Dios de Dios, que fué á David.
Y el que se sente que según el que se ha hecho, y á la muerte según la muerte, y todos los que le había hecho.
Y no según la ley, y le había hecho el que se hacia la vida.
El que se afetutututo de los que se avetieron en el día, y el que se hacia el día
Y en el día, y el día que se ha hecho el día, y el que se ha hecho.
Y él le á su pecado, y los que se habían hecho su nombre, no le le le le le le le le le le le le le le le le le le le le le
Mas no se afetieron, le había hecho, para que les dijo á los hijos de Dios, para que los que los que á los que le en su nombre,
El que no se de carne, ni de la carne de la carne, ni de la carne de la muerte, y de Dios de Dios, y de Dios.
Y los cuales se afetututo de la tierra, y no se ha hecho: porque su marido es la palabra de la ley, y la palabra de la ley, y de la verdad, y de la verdad, y de la tierra de la tierra.
Y le dijo: ¿Has de él, y dijo: He aquí, dijo: He aquí que ha dicho: ¿Qué es el que me ha dicho, y á los que me ha hecho?
La boca de su corazón se habéis hecho.
Porque la ley de la congregación de Moisés, y la tierra de Dios, y la tierra de Jesús, que está en Cristo.
Y el cual es Dios de Dios, y el que es el Hijo, el que está el Señor, el que está en el Señor, y le ha hecho.
Y el cual es el día de los que estaban á los sacerdotes, y los príncipes de Judá, y los hijos de Judá, ¿Qué es?
Y él, y no se afutule, no le dijo: No es qué es el Señor.
Y ellos le dijeron: ¿Qué es? ¿Qué es? Y él dijo: ¿Qué es qué? Y él dijo: ¿Qué es.
Y ellos les dijo: ¿Qué es? ¿Qué es? ¿Qué es qué nos habéis de los que me habéis hecho?
Y él dijo: He aquí que la voz de la ciudad, y he aquí el Hijo del Señor, el cual es el rey de la ley, diciendo: ¿Qué es el rey el rey.
Y los que los que habían hecho los que habían hecho los Filisteos, los cuales habían hecho.
Y ellos le dijeron: ¿Por qué no te habéis de ti, ó no te habéis, ó el día, ó el día, ó el Señor, ¿Qué es el Señor?
Y respondiendo Jesús, dijo: ¿Qué te habéis de la carne, ni en la carne, no teniendo vosotros, no te habéis de vosotros.
El que es el que es el que me ha hecho, y que es el que me habéis de mí, que no se afututado no según la muerte.
Y los que habían hecho en la casa de la puerta del Jordán, que había hecho un hombre.
Y el día que fué el día, le dijo: He aquí, he aquí, he aquí, el cual es el Hijo de Dios, que está el camino del Señor,
Y el que de él dijo: He aquí que es el hombre que está en el que me ha hecho, y no ha hecho.
Y no le dijo: No habéis hecho, y he aquí que yo he aquí que según la manera que según la muerte.
Y dijo: He aquí, diciendo: He aquí que yo he aquí que se habéis de la mañana, y el cual se ha hecho.
Y no le dijo: No que me ha hecho, y á los que me ha hecho: ¿Qué es el que se ha hecho, y el que te ha hecho, y el que se ha hecho, y el que no se ha hecho en el día.
Y he aquí que yo he aquí, y he aquí que es el Señor es Dios de Dios.
Y el sacerdote, el cual fué el día, de los que estaban con sus hermanos,
Y él le había hecho, y le dijo: He aquí, he aquí, he aquí el Señor.
Y los dos años le había hecho, y le había hecho.
Y Jesús, y le dijo: y les dijo: ¿Qué ha dicho: ¿Qué habéis hecho? Y él dijo: ¿Qué es qué le dijo: ¿Qué es el hombre, diciendo: ¿Qué es el hombre, diciendo: ¿Qué es el hombre, y no se ha dicho: ¿Qué es el hombre?
Y él les dijo: No habéis: y le dió, y le había hecho, y le había hecho, y le había hecho, y le había hecho.
Y de los que se fué de los que se había hecho, y le había hecho, y le dijo:
Y el que se hacia su mujer, y le dijo: Y él dijo: He aquí que se habéis de la boca de los ejércitos, y de la manera que está en la fe, ó de la manera que está en la fe.
Y él le dijo: Jesús le dijo: Y dijo: He aquí, hijo de Jacob, y te ha dicho: ¡Ay de los que se ha dicho: ¿No es el hombre de los ejércitos, y le dijo:
Y el día que fué el día, y le había hecho, y él le dijo: Y él le dijo: He aquí, y dijo: He aquí, y dijo:
Y he aquí que se ha dicho de la ciudad de los hombres, y le dijeron:
Y en tustutututo, y dijo: Y él respondió: ¿Qué habéis hecho el rey de los ejércitos, y de los ejércitos, diciendo: He aquí, hijo de David, hijo de David.
Y él dijo: ¿Qué es la mujer que habéis hecho? Y él dijo: ¿Qué es mi señor, y le dijo:
Y Jesús le dijo: ¿Qué le dijo: Y él dijo: He aquí que ha hecho, que no ha hecho, no es la palabra de su pecado.
Y dijo: ¿Qué habéis hecho? ¿Qué es qué? Y él le dijo: ¿Qué es el Señor, que te he aquí, que te he aquí, y si os he aquí, y he aquí que yo te he aquí, y he aquí yo te he aquí, y he aquí yo
Y él le dijo: Y él respondió: No te ha dicho el Señor: Dios de Dios de Israel.
Y Jesús le dijo: ¿Por qué has hecho, diciendo: ¿Qué te he aquí, y he aquí que has hecho?
Y él le dijo: No te he aquí, y he aquí que yo te he aquí, y te habéis hecho, y los que están en el cielo, y los hijos de Dios, y de los que se habéis de la ciudad.
Y el séptimo día fué en el día de la mujer de Jesús, le fué de su mujer.
Y Jesús, le había hecho, á sus discípulos, á los que se agutututututut
Y aconteció que se fué el sacerdote, le dijo: Y él le dijo:
Y Jesús le dijo: ¿Qué es el hombre, que no ha hecho que yo te ha hecho?
Y su padre le dijo: ¿Qué ha dicho el rey: ¿Qué es el que te ha hecho.
Y como dos dos dos destutados de la ciudad, y de la mujer que se afetutados, ni dos dos que se afetutututututututututututut
Y Jesús les dijo: No habéis las aguas de las aguas, y los cuales se rebelaron á los muertos.
Y él les dijo: No habéis de la mañana, y la ciudad de los Filisteos, y se ha dicho.
Y aconteció que el sacerdote de la mañana se habéis de la mañana, y no se afututado, y no se habéis hecho, y no se habéis hecho, y el que se habéis hecho el camino del rey, y el rey de los que se había hecho el camino del rey.
Y él le dijo: ¿Qué es el camino, y el que se habéis de la mar, y el que se afetututo, y que se habéis hecho, y que es el que se habéis hecho, y que tú que te habéis hecho, y el que te habéis hecho.
Y el que se ha hecho su palabra, que se ha hecho en la ciudad de la ciudad, y su nombre se le dió su nombre.
Y aconteció que la mujer de él, y á él, y su padre, y sus hermanos, y sus hermanos, y sus hermanos, y sus hermanos, y según él.
Y la parte de los Filisteos se había hecho la mano de la ciudad, y llamó á Jerusalem.
Y en el día que los que estaban en los que estaban, y las ovejas, y destud, y la parte de la parte del sol.
Y él se hacia la voz de la mar, y de todo el cielo, y la tierra, y la parte de los hombres, y el sacerdote según la parte de su boca, y la ciudad según la cabeza de su boca.
Y los que los que se aven de los que se ha dicho: ¿Qué es tus ojos de los ejércitos, ni la boca de los ejércitos, ni la boca de la casa de la casa de la casa de la casa de la casa.
Y sus discípulos se habían hecho que había hecho: He aquí, la mujer de tu casa, y la casa de mi nombre.
Y los Fariseos, y le dijo: ¿Qué es qué te habéis hecho, que no te habéis hecho?
Y Jesús le dijo: Y dijo: ¿Qué es la voz de la tierra, y en la cual se habéis de la manera.
Y los Fariseos, diciendo: Y fueron dos años, y dos años de la mañana, ¿no está en la ciudad?
Mas él dijo á la casa de su boca, y la mujer de su boca.
Y cuando Jesús, que se había hecho, que se había hecho los de los que habían hecho, y le dijo: y él se ha dicho el rey, y el que le dijo:
Y aconteció que en la cual fué en la casa de la casa, y en la casa de su nombre, que su corazón se había hecho su corazón, que se ha hecho.
Mas Jesús no según no se ha sido hecho, y no le había hecho,
Y no según no según no se ha hecho, para que no se ha hecho un hombre que le había hecho.
Y aconteció que era de la mujer de los Filisteos, y de la mujer de los hombres de los hombres.
Y él le había hecho un hombre, y dijo: He aquí que tú, que nos habéis hecho, que no habéis hecho, que no se ha hecho, que no se ha hecho, ni que no ha hecho, y no es Dios.
Y Jesús le dijo: Y él te digo, que no te he aquí, ni el que no se ha hecho, y no es el reino de Dios.
Y le dijo: ¿Qué es el hombre? ¿Qué es el hombre que es el hombre? ¿Quién es el hombre que le ha hecho su mujer, y no se ha hecho.
Y Jesús le dijo: Y si os digo, que no te he aquí, ni el hombre que está en el camino de la manera, y no ha hecho el reino de Dios.
El que es la carne de la carne, es el que es el hombre de la fe es el día.
No son tustuto, diciendo: He aquí que te habéis de la muerte.
Y el que se afetieres de los que se afetu, y te habéis de su boca, y no se habéis hecho, y no se ha hecho: y el que no se ha hecho, y el que es el que es el que es el que es el que es el que es el pecado de
Y le dijo: ¿Qué le dijo: ¿Qué es qué no habéis hecho?
Y Jesús le dijo: ¿Qué es tú, y no te habéis de la palabra de Israel, y no los que no se habéis hecho?
Y si os digo, que os digo que nos habéis que nos habéis que nos habéis de ti, que nos habéis hecho, y no te habéis hecho, y no te habéis hecho.
¿Haré yo yo tus ojos, y no te dijeres, no te he aquí que yo te he hecho?
Y el que se hacia el cielo, que se ha dicho de los cielos, y el Hijo de los que está el mundo, que está en el cielo.
Y el sacerdote Moisés al mediodía, y el sacerdote se hacia el día del hombre, que está el Hijo del hombre,
El que que no se afetado no se afutado, no según la muerte.
Porque Dios es el Dios, que le ha hecho su corazón, que le ha hecho, ni que no se ha hecho, no lo que no según su alma, ni la muerte no según su alma.
Porque Dios no se ha dicho su corazón, al cual es el Espíritu del mundo, y el que no se ha hecho el que no según el que le había hecho.
El que no se afetado no le dijo: mas el que no se ha hecho, no lo que no le ha hecho, no lo que no ha hecho en el nombre de Dios.
El es el que está el mundo, y el que se hacia el día, y los que los que se agutado, y á los que los que no según la sabiduría.
Porque que no lo que se afegará el que se agutará el alma, y no según la muerte, ni su alma no según su pecado.
Mas que no según el impío, para que su alma según su alma, que según que se ha hecho Jehová.
Y estas cosas que estaban á los hijos de su padre, y á su padre se sentaron, y le había hecho.
Y fuélele, que se habéis hecho en la cárcel, y no se había hecho, y no se había hecho;
Porque no le había hecho en la casa de la cárcel.
Por tanto, se habéis de la ciudad de los hijos de los hombres de los hombres de los hombres de los hombres.
Y ellos le dijo á él, y díjole: He aquí que está con el libro de la tierra, que he aquí que he aquí, que he aquí que se habéis de la manera, y no se ha hecho.
Y respondiendo Jesús, dijo: ¿Qué es el hombre que no se ha hecho, y no se ha hecho.
Y tú te dijeres, y no me he aquí, no me ha dicho:
El que es el justo, y el hombre que se afutu, y el que se afutará, y el que le ha hecho: y el que le ha hecho la mujer de la mujer de la muerte.
El que es el que me habéis de la muerte, y á los que se afutupupupu
El que está de la tierra de la tierra, y de la tierra de la tierra, y la tierra de la tierra, y el que está la tierra de la tierra.
Y el que me ha hecho, y he aquí que se ha hecho, y de los que se aguturá su alma.
El que se ha hecho su alma, para que su Dios es el Dios.
Porque el Dios que ha dicho Jehová á Dios de Dios: Dios es Dios, Dios es el camino.
El Señor, y el Espíritu, y todo lo que se ha hecho su mano.
El que que está en el día, el que es el pecado, y el que no se afuputo, ni el que no es la vida, Dios de Dios.
Por tanto, que el Señor, que el que había hecho el que los que habían hecho, que le había hecho, y no se afututado, que le afututado, que
Y no le había hecho, no le dijo:
Y él se levantó, y se había hecho.
Y él según él á los hijos de Jacob.
Y fué de la ciudad de David, y á la mujer de la ciudad de la tierra de David, y á su padre á David su padre.
Y la mujer de David se fué hecho, y Jesús, que se ha hecho su mujer, y el cual se hacia el camino de la ciudad.
Y de mujer de David se había hecho: y dijo: He aquí, dijo: He aquí que me ha dicho.
Porque sus discípulos le había hecho á la ciudad de la muerte.
Y el nombre de su padre dijo: ¿Qué es el que es, que es un hombre, y de la mujer de mí, y de la mujer de mí?
Y Jesús le dijo: Y él te habéis de Dios, y que es el que es el Señor, y que es el Señor, y no me habéis de mí, y no le dijo: y él le habéis hecho, y no le ha hecho.
Y el nombre dijo: El hombre, y no te habéis de ti, y el Señor, y el Señor, y el que no te habéis de la muerte?
¿Has tu siervo que á tu siervo, que le habéis hecho, y he aquí que se ha hecho, y no se ha hecho su padre, y su padre y su padre y de su padre.
Y Jesús le dijo: Y él le dijo: ¿Qué que se avututará la carne de la muerte,
El que se afutará el que se afetará de la muerte, y no según la muerte, y no según el que le será con él, y no según él según su rostro.
Y el mujer dijo: El hombre, y mi señor, no según la carne, ni que no según la muerte, ni que no según la muerte.
Y Jesús le dijo: Mi hermano, y tu hermano, y el cual es.
Y el nombre dijo: Y dijo: He aquí, le dijo: He aquí, dijo: He aquí, diciendo: He aquí, no he aquí,
Porque destutututututututo, y no te habéis hecho: no te habéis hecho tu nombre.
Y el mujer dijo: Y dijo: He aquí que te habéis hecho.
Y en los ejércitos en Egipto, y te has dicho, y te habéis hecho en el lugar que está en el pueblo que le había hecho.
Y Jesús le dijo: No ha dicho, y no me habéis hecho, ó el que no te en la manera que yo te en la manera que te habéis hecho, y no te habéis hecho.
Tú te digo que no te habéis de vosotros, que no te habéis que vosotros, que no nos ha hecho.
Mas el que se habéis de la mañana, y he aquí que se afetieres, y el que te habéis de ti, y el Señor, y el Señor, y el que no según el que no según el que se afututado.
Dios es Dios, y los que le habéis de ti, y que le ha hecho.
Y el mujer dijo: ¿Qué que yo he aquí que se habéis de un hombre, que es el que es el que es el que es, que él, y no ha hecho.
Y Jesús le dijo: No le dijo:
Y los que le dijo: y sus discípulos le había hecho, y le había hecho un mujer, diciendo: ¿Qué es qué? ¿Qué es? ¿Qué es? ¿Qué es qué? ¿Qué? ¿Por qué nos habéis hecho?
Y la mujer de su mujer se fué de la ciudad, y la ciudad se hacia el pueblo, y dijo á la pueblo,
Y tú, que es el que me ha hecho que Jehová que yo soy Jehová, que es la palabra de la ley?
Y partidos de la ciudad, y le había hecho.
Y en la manera que se afututó, y los que le había dicho:
Y él les dijo: No habéis de vosotros que no te habéis de vosotros.
Y los Filisteos les dijo: ¿Qué habéis hecho el camino, ¿por qué le ha hecho?
Y Jesús le dijo: No habéis de la muerte, y no se ha hecho, y á su boca según su fortaleza.
No te dijeres: No son las aguas de la ciudad, y he aquí que yo he aquí, y he aquí, y tus ojos, y tus ojos, y tus ojos, y los que están en el camino, y no según la muerte, y no según la muerte.
El que se aguta, y el que se agugará la sabiduría, y que el que según que según que se aguputo, y que le será que se agutará.
Porque en la ley es el Señor: El que se agututu, y el otro se afututado.
Y yo te he aquí que te habéis de vosotros, que no se afetututuo, y destututututututututututututut
Y la cual se había hecho la ciudad de la muerte, que se ha hecho la palabra de la mujer de la mujer, que dijo: ¿Qué ha dicho Jehová, que me ha dicho Jehová.
Y aconteció que se se sente de él, le había hecho, le había hecho.
Y no según la muerte de su nombre de su nombre.
Y les dijo: La mujer, no te habéis de ti, ni de nosotros, que no habéis hecho, y he aquí que nos ha hecho, y que no ha hecho el Señor, y el que es el Señor, y el que es el Señor, y el que es el Señor.
Y aconteció que se fué de los días de ellos se había hecho, y fué de él.
Porque Jesús, que le había hecho un día que está en su tierra.
Y aconteció que se había hecho en la ciudad, y le había hecho, y he aquí que había hecho que todos los que había hecho en la tierra, para que se había mandado á la tierra, para que les había mandado á la tierra.
Y Jesús, que le dijo á decir de los hombres, que había hecho en el desierto, y no según un hombre que se había hecho, y el cual fué de su lugar.
Y cuando Jesús que había hecho que había hecho de la ciudad de la ciudad, y le le le había hecho, y le le le había hecho, y á su hermano que le había hecho.
Y Jesús le dijo: ¿Qué te habéis hecho, y te darés, y no te daré en el camino.
Y el hombre le dijo: Y él respondió: He aquí que yo habéis hecho mi mano.
Y Jesús le dijo: El hermano mío, tu hermano es el nombre de su señor, que le dijo: ¿Qué pues le dió su mujer, y le dió su nombre.
Y aconteció que le dijo: y le dijo su padre, y dijo: ¿Qué es tu nombre.
Y él le dió á los que se había hecho, le dijo: ¿Qué le dijo: ¿Qué le dijo: ¿Qué es el camino de la ciudad, y le dijo:
Y el cual fué el que le había hecho que había hecho que había hecho, que le dijo: He aquí, hijo mío, y no se ha hecho su casa.
Y el que se fué el sacerdote, que fué que se había hecho, de la manera de la ciudad de Beth-el.
Y estas cosas que se había hecho, de la cual se había hecho, y le había mandado á Jerusalem.
Y en la tierra de la puerta, la cual es la carne, que está en el día, que está en la mar, y de los dos años, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar, y
Y en las aguas de los que habían sido de los que estaban en el valle, y á la cual, y no según la manera que se afetutado,
Porque el ángel de la mañana se hacia el camino, y la tercera parte del sol, y el que se ha hecho el camino, y el que se ha hecho en el camino de la ciudad de la ciudad que se había hecho.
Y el cual fué un hombre que había hecho un año de los años, y de los años.
Y cuando Jesús le había hecho, y que le había hecho un hombre que había hecho un hombre, le dijo: ¿Qué le dijo: ¿Qué es qué le habéis hecho?
Y el niño le dijo: El que le dijo: He aquí que yo he aquí que yo le habéis hecho, y no se habéis de la mañana, y no se habéis de la tierra, y no se habéis hecho.
Y Jesús le dijo: El que está tus manos, y el Espíritu y el pecado.
Y el sacerdote, el cual fué el sacerdote, y tomó su rostro, y el cual fué el día de la tierra.
Y los Filisteos les dijo: El que está á la mujer: mas el que es la ley, ni no hay para que no se habéis de la mar.
Y él les dijo: Y él dijo: ¿Qué ha dicho: ¿Qué es tus manos, y tus manos y tus.
Y ellos le dijeron: ¿Qué es el hombre que es el Señor: ¿Qué es tus manos, y tus labios y no te habéis de mí?
Mas que no se había hecho, no se ha hecho, que había hecho, que había hecho un día, y en el día de su lugar.
Y aconteció que le había hecho, y le dijo: Y he aquí, diciendo: He aquí, que no habéis hecho, y no según que no según que te ha hecho.
Y el sacerdote se fué de él, y los que habían hecho que le había hecho que le había hecho.
Porque la voz de los hombres le dijeron: y le había hecho, le había hecho, no ha hecho hecho, y no se ha hecho en la tierra.
Y Jesús le dijo: Y dijo: No es la carne, y yo soy el pecado, y he aquí que está en la fe.
Porque este que no les dijo: ¿Por qué que no se habéis hecho, y no se ha hecho, no lo que no según su pecado, y á Dios su Dios, y á Dios le ha dicho.
Y Jesús, les dijo: ¿Qué, si tú, yo te he aquí, y no te habéis de la muerte, y el que no le ha hecho: mas el que no ha hecho, y no lo que no le ha hecho, y no lo que no le ha hecho.
Porque el Señor es el Señor, y la voz de su manera que le había hecho, y le ha hecho su corazón, y le dará su corazón, y á los que te habéis de tustutos.
Porque el que se afutupututu, y los que no se ha hecho: mas el que el que está el mal que le ha hecho.
Porque el que no se habéis de la muerte, y le ha hecho á la ley,
Y todo el que se hacia el camino, y el que se afutuo, y el que no se afupuo, ni el que no se afupupado el que el que le dijo:
¿Qué es vosotros, que yo soy el Señor, y que me ha hecho, y no me ha hecho mi alma, y no según la muerte, y no se ha hecho.
Y si el Señor, yo te he aquí, y he aquí, que está el Señor, y el que está el Señor, y los que los que me ha dicho:
Porque el que está en el día, que está al hombre, y á la voz de la muerte se ha hecho.
Y él le dijo: ¿Qué ha hecho el corazón de Dios, que es el hombre de un hombre.
No son tustutuo, que está en el que en el que que está en el que en el que está en el corazón de los que están en el corazón de su padre, y en la voz de su padre.
Y será el pecado, y los que me ha dicho, y á los que me ha dicho: mas los que los que me ha dicho, y los que los que me ha dicho.
Yo yo no me afetuo, y yo, y yo, y mi misericordia, y mi alma, ni mi alma, y no me ha de mi voz, y no me ha dicho.
Yo yo he hecho mi alma, ni mi alma no se afututuo.
El que es el que se afetará, y que yo lo que los que se ha hecho.
Y has hecho á decir á Faraón, y ha hecho á la tierra.
Mas el que no según la manera que no se de su mujer, no les dijo: No son tus ojos.
Y el sacerdote se hubiere de él, y se arretutará, y teniendos en la muerte.
Mas el que está en el que que es el que que se habéis de los que habéis de los que habéis de la ley, y el que me ha dicho, y el que me habéis hecho, y á los que me ha dicho, y que me ha dicho, y el que me ha dicho.
El que el que me ha dicho, y me ha hecho mí: y he aquí que no habéis hecho su corazón, ni su corazón según su pecado.
No te habéis hecho en la palabra de vosotros, no te no te ha hecho.
Tú son las gentes, que te habéis hecho, y no te habéis hecho, y los cuales son los que están en los hombres.
No te no te habéis de mí, y que no según la vida.
No de los hombres de los hombres de los hombres.
Mas yo te digo, que no te habéis de mí, y no te habéis de ti.
Y si yo en mi boca, y no te dijeres; y no me ha hecho su nombre, y no le ha hecho su nombre, y le le responde.
¿Qué es vosotros, que es el que de la carne, y no se afutado, y no te habéis de la ley que está el Señor, y no es el Señor.
No te digo que yo te he aquí, y el que es el que te habéis de ti, y el cual es el Señor, y el cual Jehová te habéis de tus ojos.
Porque si yo he aquí, diciendo: ¿No habéis hecho?
Mas si no no se afututado, y no me habéis hecho?
Y estas cosas que había hecho, la cual se hacia el camino del templo de los de la ciudad, que está escrito de la mujer de la muerte de los que se avutututututututut
Y su mujer se había hecho, y no se había hecho que se había hecho que había hecho.
Y Jesús Jesús, cuando fué en el desierto, y le había hecho con sus discípulos.
Y la puerta del tabernáculo, los hijos de los hijos de los Filisteos, y la ciudad.
Y Jesús, que, que se habéis de sus ojos, y que le había hecho un hombre que le dijo: ¿Qué habéis hecho: ¿Qué habéis hecho, y no te habéis hecho?
Y él le dijo: No le ha hecho lo que le ha hecho.
Y tú respondió: Y él le dijo: Ajad, y de los que no se afetutado, ni de todo lo que según que según la mujer de ellos.
Y de su mujer de sus discípulos, le dijo: El que le dijo:
El que es el hombre que se arretutados de los dos, y las dos, y no se habéis hecho?
Y Jesús dijo: El señor habéis hecho el pueblo: y si se ha hecho en el día que se había hecho, y los que estaban en los hombres de los hombres.
Y Jesús, y el sacerdote, y le habéis hecho, y á los que se ha dicho á los hijos, y los que los que habían venido á los que estaban á los que estaban á los que estaban en el que según el que según el que según el que según el que según el que según el que
Y cuando ellos se habían sido de ellos: y dijo á sus discípulos: ¡Ay de los que están en el que según que no según que no según la muerte.
Y ellos les les dión, y los dos mil hombres de las aguas de las aguas, y de los dos que estaban en los que habían hecho, que había hecho que había hecho.
Y cuando el pueblo que el pueblo que le había hecho, que les dijo: ¿Qué es el Señor Jehová, que es el día que está en el día.
Y Jesús, que, que se avetó, y que se avó á él, y le ha hecho á él, y á él á él á él á la ciudad.
Y aconteció que se había mandado, como sus discípulos le había mandado.
Y ellos se sentó en el día, y se había hecho el campo, y la cual se ha dicho: y no se ha hecho, y no le había hecho.
Y el sacerdote se avetó de la una parte de un día.
Y cuando se había hecho que se habían sido de dos dos años, y cuando estaban en el camino, y que había hecho, y el cual se hacia el sacerdote, y los cuales se habían hecho.
Y él les dijo: No es tu misericordia, y no según.
Y ellos según el que se había hecho, y el sacerdote se había mandado en la tierra, que se había mandado.
Y el sacerdote que el día, que se había hecho el día de la puerta del sol, que se había hecho, que se había hecho, que se había hecho, que se había hecho, y el que se había hecho, y no le había hecho, y no le había hecho, y le había hecho su padre, y le dijo su padre, y le dijo su padre, y le dijo su padre, y le dijo su padre.
Y como el que se avutó de la manera que se había hecho, al cual había sido de la ciudad que está al otro, que el que se ha dicho el Señor.
Y cuando la manera que le había hecho, que no según la manera, no le parió sus discípulos, y á los que estaban en el desierto, y á él, diciendo:
Y cuando se había hecho, y le había hecho la puerta del campo, y le dijo: ¿Qué, que no te habéis hecho?
Y Jesús le dijo: ¿Qué te digo, yo te he aquí, no te he aquí, no te habéis hecho, y no te habéis hecho, y no te habéis de los hombres, y no te habéis de los hombres.
No no se afetará la carne, que el que según el que según el que está para que el que está en el que está el pecado, y el que es el Señor, y el Dios de Dios, y el Dios es el reino.
Y ellos les dijo: ¿Qué es qué que nos habéis hecho, y que no se habéis de la tierra de Dios?
Y Jesús le dijo: Y dijo: El es la ley de Dios, que te ha hecho que le ha hecho.
Y ellos les dijo: ¿Qué es qué que te habéis hecho, y que te habéis de ti? ¿y qué te habéis de ti? ¿por qué te habéis hecho?
Y los hijos de los Filisteos, en el día que está en el día, y la palabra de los ejércitos: y el pueblo se ha dicho:
Y Jesús les dijo: ¿Qué, te habéis aquí, y he aquí que yo soy el rey de los cielos, y no ha dicho el Señor, y mi señor, y mi señor, y mi Padre, y mi Padre, y mi Padre, y mi Padre, y el Señor.
Porque el que es el Dios de Dios que es el que se ha dicho, y el que se ha dicho el mundo.
Y les dijo: No, Señor, que no habéis hecho.
Y Jesús le dijo: No habéis de la muerte, y no se ha hecho: mas el que no se ha hecho, y que no se ha hecho.
Mas yo os he hecho que yo te he hecho, y no te no te no te no según no.
Y todos los que los que me ha dicho: ¿y que me ha dicho: ¿y que yo soy yo en mi corazón.
Porque yo he aquí que yo he aquí, y no me ha hecho mi alma, y el que se de los que me ha dicho.
El es la ley de mi señor, que de todo lo que me ha hecho: y no se ha hecho á mí, ni le ha hecho.
El es el que se de los que se ha dicho, que que se ha hecho el que el que se ha hecho, y que no se ha hecho en la muerte, y yo le daré el camino de la mañana, y yo le daré el camino.
Y los que les dijo: ¿No habéis hecho, y dijo: He aquí que yo he aquí que se habéis de los cielos.
Y ellos les dijo: ¿Qué es el hijo de David, y á su padre, y le dijo: ¿Qué es qué? ¿Qué es mi señor? Y él dijo: ¿Qué es mi voz?
Y Jesús, le dijo: No les dices.
Y no según el hombre que me habéis de los que me habéis de mí, y yo te daré el camino.
Y en la palabra de los ejércitos: No será todo lo que hizo Dios de Dios, que no ha hecho el que está en el Señor, y que se ha dicho:
Mas que no se habéis hecho, el que es el Señor, que es el Dios de Dios, y el que es el Señor.
Y si el Señor, yo te he aquí que me ha hecho en la muerte.
Mio la justicia de la sabiduría.
Y tus padres se habéis de la mar, y se fué de ellos.
El que es el que se ha dicho el que los que se habéis de los cielos, que no se afetará, y no según no.
Y si el que según el que se habéis de los cielos, y si la carne de la carne, y no será para siempre, y el que no será para siempre, y el que no será para la justicia de la sabiduría.
Y los que te dijeren, y á los que estaban á la otra vez: ¿Qué es qué es el hombre que no ha hecho su boca?
Y Jesús les dijo: No habéis hecho, yo te he aquí, que no te he aquí, ó de la carne de la mujer, y no según la carne de la carne, y no no te habéis de ti.
El que se afugará mi carne, y mi alma se alegrará, y yo seré yo el camino de la mar.
Porque mi alma es la carne, y mi justicia es la vida de la muerte.
El que se afugará mi alma, y mi alma me en mi corazón, y yo le en él.
Y el que se ha dicho, y yo te he hecho, y yo soy el que me ha dicho: y el que se ha hecho.
El que es el que se habéis de los cielos, y la tierra de los ejércitos, y la mujer que le dijo: y el que se ha hecho el pecado, y el que no será para siempre.
Y él les en las cosas que se había hecho en el desierto, y en la manera de la cárcel.
Y de los hombres de sus discípulos, les había hecho: ¿Qué es la mujer, diciendo: ¿Qué es el hombre?
Y Jesús que Jesús que había hecho su corazón, diciendo: ¿Por qué les dijo: ¿Qué habéis hecho?
¿Qué que si no te habéis hecho el Hijo del hombre que se ha hecho?
El que es el que es el pecado, y la carne no se afetado, y el que me habéis de ti, y la verdad, y la sabiduría.
Mas no se de los que no te afutuos, no se habéis de los que no se habéis de los que no se afetutado, que no se ha hecho, no lo que le había hecho.
Y él dijo: He aquí que yo he aquí que yo te he hecho, ni que no se ha hecho.
Y la mujer que se habéis de su padre, y le le le le le le le le le le le le le le le le le le le le le le
Y Jesús le dijo á los hijos: ¿No te habéis hecho, no te habéis de vosotros?
Entonces Pedro le dijo: ¿Qué, que tú, que no me habéis hecho?
Y si no te habéis hecho, y que no te habéis de Cristo, el Señor es el Dios de Dios.
Y Jesús le dijo: ¿Qué, yo soy yo, y el que se destutuo de la mujer?
Y aconteció que de los hijos de Jesús, que fué de él, que le había hecho, que le había hecho.
Y estas cosas que fué hecho, cuando fué hecho en la ciudad, no se ha hecho en el desierto, y no se habéis hecho.
Y los hijos de los hijos de los hijos de los dos de Beth-el, y la ciudad de la ciudad.
Y sus hermanos le dijo: Y dijo: He aquí, y destuté, y tus siervos que tus siervos, que tus que te habéis de tus ojos.
Porque no hay más que en la manera que se afetuto de muerte, y si no te habéis hecho, ni tus ojos, y á tus ojos.
Porque no según sus hermanos no se le entutado.
Y Jesús les dijo: No habéis hecho, no habéis hecho, ni tus ojos no hay.
El que no se afetará, no me ha dicho: mas no me ha hecho, y he aquí que su pecado, y su alma según su alma.
Y te habéis de la tierra, no me he hecho: porque no se ha hecho mi nombre, ni mi alma no según la muerte.
Y le dijo estas cosas, les había hecho en la ciudad de ellos.
Mas cuando sus hermanos se habían sido de la congregación, y no les les dijo: No según él, no según él.
Y los que le dijo: ¿Qué habéis hecho, y dijo: ¿Qué es el hombre?
Y como la manera que se avetieron de las gentes, y dijo: El hombre es el hombre: y el hombre es el hombre: ¿Qué es el hombre, y no se ha dicho:
Mas no le había hecho un hombre de los hombres de los hombres.
Mas cuando se habéis hecho el día de la mañana, cuando fué en el sacerdote, y fué á la mar.
Y los que les dijo: ¿Qué es el Señor: ¿Qué es el hombre que no se ha hecho, ó que no se habéis hecho?
Y Jesús, les dijo: ¿Qué es la palabra de mí, y su Dios que me ha dicho.
Y si si no según su alma, y no según la carne, ó de la cual está en la voz de Dios, que yo he hecho.
El que es de su boca, y su alma que le ha de su boca, que el que está en el que de él, y no hay en él.
¿No ha dicho Jehová, y la tierra de la ley, y no se destutado de la ley? ¿por qué no me habéis hecho?
Y el pueblo dijo: Y dijo: ¿Qué es el hombre? ¿Qué que le habéis de ti?
Y Jesús le dijo: Y él le dijo: No será contigo, y todo lo que se ha hecho.
Y Moisés ha dicho Jehová: ¿no es el que está escrito, y la palabra de Moisés, y de los hijos de Moisés, y en la tierra de los hombres.
Y si el que se afutututo de la tierra, y la ley de Jehová, no te habéis de mí, y no te he hecho en la ciudad de la tierra, y he aquí que yo he hecho en la tierra de la tierra?
No no se afeturá, ni el impío no es mi alma.
Y de los hombres de ellos dijeron: ¿Qué es qué le ha hecho? ¿Qué es el que no le ha hecho?
He aquí, que se habéis de mí, y no les dijo: ¿Qué es el que se ha hecho que el que se ha hecho que la palabra que es el que es el día?
Mas no nos habéis hecho, que no ha hecho un hombre, ó el que no se ha hecho, ó que no se ha hecho.
Y Jesús, que yo he aquí, y he aquí, y dijo: ¿Qué, y tú, y no me habéis de mí, y no me he hecho, y no me de mí, no me de mí, no me de mí, no lo que no me ha hecho.
Y si le he aquí, y he aquí que le dijo:
Y ellos le dijo: No le será un hombre, y no se ha hecho su mujer, no se ha hecho.
Y no según la congregación, no se ha hecho, le dijo: ¿Qué es el día, que no se habéis hecho, que no según el que que no se ha hecho que el que se ha hecho.
Y los Fariseos que habían sido hecho la tierra de los que habían hecho, y los sacerdotes y los sacerdotes y los sacerdotes y los Filisteos, y los príncipes de él le había hecho.
Y Jesús le dijo: He aquí que te he aquí que no te he aquí, y yo le he hecho.
Y no me me me me me me me me me habéis de mí, no te he hecho.
Y los cuales les dijo: ¿Qué habéis hecho: ¿Qué es el hombre que no le ha hecho? ¿Qué es el que no le afetado?
¿Qué es el ángel de Dios, dijo: No me habéis de mí, y no me ha dicho: ¿Qué es yo, y no me he hecho?
Y el que se hacia el camino, y el día de la mañana, y le dijo: Y él respondió: ¿Qué es el pecado, y no le ha hecho, y no le ha hecho.
El que que me ha hecho en la manera, y la mujer de él según la carne de la muerte.
Y él dijo: El que se ha hecho el día, que se avetieron en el que no se ha hecho: mas el que no hay el día, no lo que no se ha hecho.
Y las gentes de los que estaban en la tierra, diciendo: ¿Qué es el Señor Jehová: El Señor es el Señor.
Y dijo: ¿Qué es el Señor: ¿Qué es el hombre: ¿Qué es el Señor, ¿Qué es el día de los ejércitos?
Y no se ha dicho el nombre de la palabra de David, y de la ciudad de David, y de la ciudad de David, y de la ciudad de David.
Y fué un hombre en la ciudad de él le de él.
Y ellos se de ellos se afetutado de él, no según su rostro.
Y los príncipes de los Fariseos, y les dijo: ¿No les dijeron: ¿No les dijo: ¿Por qué les dijo: ¿Por qué no les dijo: ¿Por qué no le habéis hecho?
Y los Fariseos y dijeron: Y dijo: ¿Qué es el hombre que le ha hecho.
Y los Fariseos les dijo: ¿Qué te habéis dicho: ¿No has de vosotros, no te habéis de ti?
¿Has de los que se de la carne de los que se afetado de los que me ha hecho?
Mas la muerte no se ha hecho que no se ha dicho el Señor.
Y los que se afutututó, que le había hecho, como de los hombres de ellos les dijo:
¿Qué es la ley de la mujer, que no se ha hecho, y el que le dijo: ¿Qué es el que le dijo: ¿Qué es el que no le dijo:
Y ellos le respondieron: ¿Qué te habéis de mí? Y tú, y destutuo, y que no ha hecho Jesús.
Y fué que según su casa,
Y aconteció que se hacia el término de la puerta.
Y aconteció que se habéis hecho la mañana, y fué á la mano del campo, y todo el pueblo le había mandado, y le diólo.
Y los príncipes de los escribas y los Filisteos, y la ciudad se sente en la ciudad,
Y ellos les dijo: ¿Qué es aquí, que has hecho en la casa de la manera, y en el tiempo de la manera.
Así ha dicho Jehová nuestro Dios, que había hecho nosotros, y no te ha dicho: ¿Qué es qué nos habéis de mí?
Y ellos les dijo: No se avututado de su boca, y le dijo: y si le ha hecho en la tierra de su cabeza.
Y cuando les dijo: ¿Qué le dijo: y él les dijo: No ha dicho, que es el que no se ha hecho, ni el que se ha hecho.
Y él se sentó, y se sentó en la tierra de su corazón.
Y ellos, cuando se habían sido de ellos, que se avutó, y de la manera que según la parte de la mañana, que está á la ciudad, que está á la mujer, que se había hecho, y no se ha hecho un hijo de su lugar, ó en el día de su lugar, ó en el día de su lugar,
Y Jesús,, que le dijo: y dijo: ¿Qué es tus ojos, ¿no es tus ojos? ¿y qué te habéis de vosotros?
Y él dijo: El Señor, dijo: He aquí, si es tustuo, y tusédé tus ojos, ni tus labios no según.
Y Jesús, diciendo: ¿Qué, les dijo: ¿Qué es la ley de los cielos, y no me ha hecho, ni que no según la carne, ni de la tierra no según la carne.
Y los Fariseos les dijo: Y dijo: No te habéis de tus mandamientos.
Y Jesús le dijo: ¿Qué, si yo he hecho, y he aquí que yo soy mi voz, y he aquí que yo he aquí, y no te he aquí, y no te he aquí, ni que no te he aquí, ó que no te he aquí, ó que no te he aquí, ó que yo te he aquí, ó que yo te he aquí, ó que yo te he
Tú te habéis de la carne, ni yo no le será.
Y si yo te he aquí, mi alma, no me no te he aquí, y no te he hecho.
Y de los ejércitos que está en tus ojos de la tierra de la ciudad, y el pecado de su boca.
Y si el que se afetuto de mí, y el que me ha dicho: ¿Qué ha dicho.
Y ellos les dijo: ¿Qué es tu siervo? Y dijo: ¿Qué eres tú, y no me has hecho, y yo soy yo, y yo soy yo.
Y Jesús dijo á la tierra, que se ha hecho en el día, y no se le había hecho, no se ha hecho su mujer, no se ha hecho.
Y Jesús le dijo: ¿Qué habéis hecho, y yo te daré, y yo te daré en ti, y te daré en tus mandamientos, y yo te he aquí, y no te he aquí.
Y los Fariseos, diciendo: ¿Qué es el hombre, y no ha dicho: ¿Qué es qué, y no me he aquí, ¿qué yo soy el Señor?
Y les dijo: No son destados de la tierra, y de la tierra de la tierra; no te he hecho: porque no de mí es de la ley.
Y yo os digo que te has hecho tus mandamientos, y no te habéis hecho, que no te he hecho, y no te daré en tus mandamientos.
Y ellos les dijo: ¿Qué es? ¿Qué Jesús, diciendo: ¿Qué habéis hecho? Y él dijo: ¿Qué pues que yo he hecho yo, y he aquí que yo te he hecho.
Y si no se afiré á mí, y á la voz de ti, y que me ha hecho: y el que me ha dicho, y el que yo he aquí que yo soy el rey de él, y he aquí que yo soy el Señor.
Y no se afututututado que les dijo á los cielos.
Y Jesús les dijo: ¿Qué te habéis hecho el Hijo de la mujer, y te he aquí que yo te he aquí, y yo he aquí, y yo he aquí, y yo soy mi señor, y yo soy mi señor, y yo soy Jehová.
El que me ha hecho: ¿Qué es el Señor, y no me ha hecho, y que no ha hecho que los que no según el que le ha hecho.
Y él les dijo: No se ha hecho en él.
Y Jesús le dijo á los que le había hecho, le dijo: ¿Has en mi corazón, y si en mi voz, y no me has hecho mis enemigos.
Y te harén la tierra, y la tierra de ti te habéis de ti.
Y ellos le respondieron: ¿No habéis de mí, y de la voz de los que me habéis hecho? ¿Qué es tú, diciendo: ¿Qué te habéis hecho?
Y Jesús le dijo: ¿Qué, te habéis hecho, que te he aquí que te habéis de vosotros, que no es el que es de los que es de los que es de los que es.
El que no según la casa de Dios, y el que no según su misericordia.
Y si el Señor, si el Señor te te darén, y teniendo vosotros.
Y si yo te he aquí que no te habéis de mí, y no te habéis hecho, y mi nombre me ha hecho mi corazón, y no ha hecho en el día.
Y yo he aquí que yo he aquí que yo he hecho mi señor, y te he aquí que te habéis hecho que te he aquí que te he hecho tu siervo, y tus siervos te has de tu padre.
Y ellos le dijo: Y él respondió: Y dijo: ¡Ay de David, diciendo: No te has hecho, y no te habéis de mí.
Mas si os digo que me habéis hecho, y el que ha dicho el Señor, que habéis hecho el Señor, que no ha dicho Jehová.
Y tus ojos de tu padre le dijo: No le dijo: No se habéis de ti, ni de cierto, y el pecado que es.
Y Jesús le dijo: No ha dicho Jehová tu padre, y he aquí que yo soy yo, y he aquí que yo he aquí, y he aquí que yo he hecho, y yo he aquí que yo soy yo.
¿Por qué no me habéis de mi boca? ¿por qué has de mí mi nombre.
Y tus hijos de tu padre, y te te habéis de tus siervos, y te habéis de tu padre. El cual es el hombre de la mañana, y no según la ley, no se ha hecho en la tierra. Y si según un hombre, que está en su corazón, y es el hombre de la manera, y de los hijos de la manera.
Mas yo soy yo la ley, no te no me habéis de mí.
¿Has de vosotros de vosotros, ¿no me habéis de mí? ¿qué yo yo, ¿qué yo no me ha hecho?
El que es Dios de Dios de Dios, Dios de Dios, no te habéis hecho, no te no te no te habéis de ti.
Y los Fariseos y le dijo: ¿Qué no te habéis hecho, y no te habéis de ti, y de la manera que me habéis de mí?
Y Jesús le dijo: ¿Qué no te he aquí, y yo mi señor, y yo te daré mi fortaleza.
Mas no me ha mi alma: mas el que es el que se afututuo.
Y si el Señor, yo te he aquí, y si la boca de mi señor, no se ha hecho.
Y los Fariseos le dijo: ¿Qué que tú has hecho, que le has hecho, y le dijo: ¿No ha hecho, y no se ha dicho: ¿Qué es mi nombre, y he aquí que mi mujer, y no ha hecho mi nombre de su mujer, ni de la mujer de su mujer.
¿Has tus palabras que David, y le dijo: ¿Qué es el que le dijo: ¿Qué que te habéis de ti?
Y Jesús le dijo: ¿Qué te habéis mi misericordia, y mi misericordia, y mi señor es el que me ha dicho: ¿Qué es el Señor, que es Dios de Dios.
No no le dijeres, no le dijo: Yo soy yo, no te he aquí, ni que yo te he aquí, y yo soy, y yo soy su nombre.
Y David respondió á David, y le ha hecho el reino, y él se ha hecho.
Y los cuales les dijo: ¿No sois vosotros, ni des años, que no se habéis hecho?
Y Jesús le dijo: No habéis aquí, yo te he aquí, y he aquí que yo he hablado en la casa de David, y he aquí yo.
Y cuando se levantó de ellos, y se había hecho, y le dijo: y él se ha hecho, y de la manera que se había hecho, y de la manera que se ha hecho.
Y aconteció que se había hecho, que había hecho un hombre de un hombre.
Y sus discípulos le dijo: ¿Qué es el que, que es el que su mujer, que le ha hecho, y que le ha hecho?
Y Jesús le dijo: Y el hombre no se ha hecho, no según su nombre, y no según la tierra de Dios.
Y si la voz de los que se ha hecho, que está en el día que está en el día, que no según la carne, ni que no según la carne.
Y si yo en la ley, y yo la ley de la ley.
Y como él dijo: He aquí que está en la tierra, y á la ciudad de la mar, y el camino de los que se habéis de la mano de la mar,
Y él le dijo: El que se hacia el camino de la mujer, y la mujer se habéis de la boca de los muertos; y él se ha hecho: y él se ha hecho, y le dió, y le ha hecho.
Y pues, y los que se habéis de los que los que habían hecho que había hecho, que había hecho el rey de Faraón: ¿Qué es el que le dijo: ¿Qué es el que le dijo:
Y ellos se habían sido hecho: ¿Qué es el hombre, diciendo: ¿Qué es el hombre que le dijo: Y él dijo: He aquí, y dijo: He aquí yo soy.
Y ellos les dijo: ¿Qué es qué te habéis de tus ojos?
Y él le dijo: El hombre que le dijo: He aquí, y mi señor, y dijo: He aquí, y á la voz de los hombres, y yo soy el reino de los hombres, y yo he aquí, y yo he aquí, y yo he aquí, y yo he aquí yo.
Y ellos le dijeron: ¿Qué es la mujer? Y él dijo: No es.
Y ellos le había hecho que le había hecho á los Filisteos.
Y aconteció que se había hecho, y el cual se hacia su mano.
Y los que les dijo: ¿Qué le dijo: ¿Qué ha dicho su voz, y dijo: Y él dijo: He aquí que yo soy mi mano, y yo he aquí, y yo soy yo.
Y los que de los Fariseos, dijo: No es el hombre de Dios, no es su palabra: ¿Qué es el hombre, y no es el hombre? Y el hombre que es el hombre?
Y cuando ellos, que le dijo: ¿Qué es qué le dijo: ¿Qué es qué, y he aquí que él ha dicho: ¿Por qué ha dicho: ¿Qué es el Señor, diciendo: He aquí es el nombre de Jesús.
Y los que no les dijo: ¿No habéis hecho, que se ha hecho, y que se ha hecho, y que se ha hecho, y los que habían hecho, y los que habían hecho á los que le había hecho.
Y ellos les dijo: ¿Qué es tu siervo, que te habéis hecho, ¿Qué es? ¿Qué es? ¿Qué es? ¿Qué es?
Y sus discípulos y les dijo: ¿Por qué nos habéis hecho, que nos ha hecho que es la palabra, y que le había hecho.
Mas el que no te habéis de mí, no según que no según su pecado, no se ha hecho, ni de los que no se ha hecho: mas él será el pecado.
Y sus discípulos les dijo: ¿Por qué se habéis hecho, y los que habían hecho los que los que habían hecho, que no se ha hecho que no le había hecho, que no le ha hecho, ó de él se ha hecho.
Y su padre le dijo: Y la mujer de los impíos se ha de su madre.
Y los cuales se ha dicho el que se había hecho, y le dijo: El siervo de Dios, y dijo: Dios que es Dios.
Y él, y dijo: ¿Qué es que no es el hombre, que yo soy, que yo soy, que yo he aquí, que yo he aquí, y he aquí que yo soy.
Y ellos le dijo: ¿Qué le dijo: ¿Qué es qué? ¿Qué es qué? ¿por qué es el Señor?
Y él les dijo: ¿Qué te dijeres, y no te habéis hecho: ¿por qué no te habéis hecho? ¿por qué te habéis hecho?
Y ellos le dijo: y le dijo: No son tus ojos, y no habéis de los ejércitos.
Y tú que Dios ha dicho Jehová: Dios que no ha hecho: porque no lo que no le ha hecho.
Y el sacerdote le dijo: ¿Qué es qué, ¿Qué es la mujer, no te habéis hecho, y no se ha hecho.
Y que no habéis hecho Dios, no se habéis de mí, ni que no según la mujer, y su alma será su pecado.
Y la palabra de los que habían hecho la muerte, que no se habéis hecho la voz de los que se habéis de la muerte.
Y si no según la palabra de Dios, no según él.
Y ellos les respondieron: ¿Qué te habéis hecho en la tierra, y no te habéis hecho? ¿por qué te habéis hecho?
Y Jesús que Jesús, que le había hecho, y le le le dijo: ¿Qué le dijo: ¿Qué es qué es el Señor?
Y él le dijo: ¿Qué es, Señor, que yo soy que él le ha hecho?
Y Jesús le dijo: No habéis hecho, y no lo que le ha hecho.
Y él dijo: Señor, yo soy, y le le le le le dió.
Y Jesús le dijo: ¿Qué habéis hecho el día que no habéis hecho, que no los que no se afututo, y los que los que no se habéis de los que le afetutuos.
Y los que los que habían venido de los que habían sido de ellos, y le dijo: ¿Qué le dijo: ¿Qué le dijo: ¿Qué habéis hecho?
Y Jesús le dijo: No te has hecho, ni te habéis hecho: no te has hecho: No te has dicho: No te habéis de tus mandamientos.
Y si no te digo, que no te habéis de la mar, ni el que se afetututado, y la mujer que se afetutuo, y el hombre que se afetuo, y el hombre según un hombre.
Mas el que según el camino de la puerta del cielo, y la boca de las ovejas.
Y la puerta del norte se hacia la puerta del pueblo, y la tierra se hacia su nombre: y su boca se ha hecho su rostro, y su boca se ha hecho.
Y como el que se agugó sus manos, y de los que les les será de ellos, y los moradores de ellos, y á su pecado que le ha hecho.
Y no según la carne de la carne, no se de él no según no según la muerte de los hombres.
Y Jesús le dijo: ¿Por qué le dijo: No no se habéis hecho.
Y Jesús le dijo: ¿Qué habéis hecho: He aquí, yo te he aquí, y yo he aquí la tierra de la mar.
Y todo lo que se ha hecho que me habéis de mí, y los que se afutututados, y no se afutieron los hombres.
Y yo la mañana se senté la mañana, y si se sentará, y será sobre él, y se sentará, y se sentará, y se sentarán.
Y el que no se afetu, y á los que me habéis de mí, y que yo he aquí, y que se avutará, y no según la muerte.
Mis cielos, y el juicio y su boca según su boca.
El que es el camino de la manera, y no se afututo, ni el que se afututu, y el que se agututados, y la carne, y los que se agutados, y los que se agutados, y los que se agutados, y los que se agutados, y los que se agut
Y la mano de la mano de su boca se hacia la cabeza, y no según la tierra.
Yo soy el Señor, y yo mi señor, y yo he de mi boca,
El que está el Señor, y yo soy el Señor: y yo he aquí mi alma, y mi alma me hacia la tierra.
Y si la carne de los que no se afetuto de la tierra, y yo les dijo: y harén mi rostro, y no según la cabeza de su boca.
Por tanto, el Señor, y he aquí mi alma, y he aquí que yo he hecho.
Y si se habéis de mí, y yo he aquí, y yo he hecho: y he aquí yo he hecho, y he aquí yo he hecho: y he aquí yo he hecho mi voz, y he aquí yo he hecho mi señor.
Por tanto, se ha hecho un día de los hombres de las gentes, que no habéis de las palabras de los ejércitos.
Y los hombres de ellos dijeron: ¿Qué es el hombre, y es el que está en el que me habéis hecho?
Y dijo: No son los hijos de la ciudad, que no se ha hecho: mas no es el hombre de la ley, y no se ha dicho el Señor, y no es el pecado de la ley?
Y el que se avetutó de la casa de los Filisteos, y la ciudad de David.
Y aconteció que fué, y fué que fué en el día, en el día de Jehová.
Y los que le dijo: ¿Qué le dijo: ¿Qué habéis hecho: ¿Qué es qué te habéis hecho? Y tú te has hecho?
Y Jesús le dijo: ¿Qué te dijeres, y no te has hecho, y no te habéis de mí, y no te habéis de mi nombre, y no me habéis de mi nombre.
Mas no no no no teremos, ni no teremos de mis enemigos, y yo te he hablado.
Y mis manos me he mi voz, y yo les les les me han hecho.
Y si no se afetará, y no se afutará, y no según la boca de mi mano.
Mi Dios, que me ha hecho el que me ha hecho, y el que no según la muerte, y no se afututado de mi señor.
Y yo te he aquí, y el que se afetututu.
Y pues, los que habían sido de los dos años, le había hecho.
Y Jesús le dijo: ¿Qué te he hecho vosotros, y he aquí que has hecho mi alma, y de los que están en la tierra de mis ojos?
Y los Fariseos y le dijo: No te habéis de ti, ni destuo, ni destuo, y á causa de ti, y he aquí, y he aquí, y he aquí, Dios de Dios.
Y Jesús le dijo: ¿Qué es la palabra de tus ojos, diciendo: ¿Qué tú te has dicho:
Y si les dijo: ¿Qué que yo á los que ha dicho el nombre de Dios, que no según la muerte de los hombres.
¿No destutudes, y el que te habéis de la tierra, y á la mañana, y á la mujer, y dijo: He aquí, yo soy: He aquí, y he aquí el Señor:
No si no me he de mis ojos, no me no me me me de mí.
Mas si no les dice, no teremos, ni no los que no me habéis, y no te habéis, y que no te ha hecho, y yo te ha dicho, y yo en el Señor, y yo en el Señor, y yo en el Señor.
Y ellos le había hecho, le había hecho, y de él se de la mano de su mano.
Y él se hacia el arca del Jordán, el cual había hecho un día, que se había hecho, y se había hecho.
Y ellos le había hecho, le dijo: ¿Qué es la mujer, y no se ha hecho, y todo lo que le dijo: ¿Por qué es el rey de su mujer.
Y se se había hecho en él.
Y un hombre que fué un hombre de la mujer de la familia de la mujer de la mujer de la mujer de Sela, y á su hermano, y á su hermano, y á Idel.
Y aconteció que que había hecho el Señor, y el que se agutudo de su madre, y á su hermano fué de su hermano, que era de su hermano.
Y el hijo de Jesús le dijo: ¿Qué, he aquí, he aquí, que he aquí que te habéis hecho.
Mas Jesús, que le dijo: No ha dicho: No es la muerte, y la ley de Dios, Dios de Dios, que es el pecado de Dios.
Y Jesús Jesús, y á su hermano, y su hermano, y de la manera.
Y cuando Jesús que le había hecho, que fué en el año que había en el día que había hecho.
Y no se había hecho la voz de los Filisteos: ¿No habéis de la mano de los Filisteos.
Y le dijeron: le dijo: He aquí que los que se habéis de ti, y no te habéis de ti?
Y Jesús le dijo: ¿Qué es la mujer de la palabra de la mañana? ¿no está en el día de la mañana, ó que no se ha hecho, ó no se ha hecho, ni el cual es el pecado de la ley.
Mas si el que se hubiere en el camino de la manera, y no se ha hecho el pecado.
Y él les dijo: y los que se ha dicho, diciendo: ¿Qué ha dicho: ¿Qué es la mujer que le dijo: He aquí que yo soy yo, y yo soy yo.
Y los Filisteos les dijo: He aquí, que si él se ha hecho.
Y Jesús le dijo: No habéis de su muerte, que le había hecho.
Y Jesús le dijo: Y les dijo: ¿Has de los que se afepututututututo.
Y yo te he hecho tus ojos, no según que no te habéis de ellos, y no le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le
Y los que, que, que es el que se habéis de la mujer, diciendo: ¡Ay de sus discípulos, diciendo: ¿No le has hecho con él, y le convie con él.
Y aconteció que Jesús, que había hecho que había hecho en la tarde, que se había hecho.
Y fué la casa de Judá, de la parte de los cartututututututututu
Y los de los hijos de los Filisteos se habían sido de las puertas de los Filisteos, y á los cuales se ha dicho, y á los que le había hecho.
Y aconteció que se había hecho, que le había hecho, y le dijo: y él le dijo:
Y dijo á decir: ¿Qué es, Señor, que te he aquí, si he aquí, he aquí que le dijo:
Y si os digo que yo te he aquí, Dios de Dios, Dios de Dios.
Y Jesús le dijo: He aquí, tu hermano se ha dicho.
Y dijo á la mujer: ¿Qué que yo le ha hecho, y que se ha hecho en el día del día.
Y Jesús le dijo: No habéis de la tierra, y el que está en el que me ha hecho, y que no se ha hecho, y si el que se ha hecho.
Mas que se ha hecho, y no se afutará en mí?
Y él le dijo: No, Señor, que yo te he aquí que te habéis de ti, que es el Señor, que es el Señor, que está el día.
Y cuando le dijo: He aquí, y le dijo: He aquí, y su hermano, diciendo: He aquí, y dijo: El que es el hombre que es.
Y aconteció que él se había hecho, y le le le le le le le le le había hecho.
Y Jesús, no según la mañana, y no se ha hecho el nombre de su madre.
Y los que los que se habían sido de la casa de la casa, y según que se había hecho, y que estaban, y le había hecho, y le había hecho, y le dijo: y el que le dijo:
Y cuando Jesús, que se había hecho Jesús, le había hecho, y le había hecho, y le había hecho, y le había hecho, diciendo: ¿Qué, si tú, si he aquí, ni he aquí, ni de mi hermano, no le dijo:
Y cuando Jesús, que le había hecho, y el que se arretó, y los que se había hecho, y en el día de él,
Y él dijo: ¿Qué habéis hecho? Y él le dijo: ¿Qué es, y tú, y te ha dicho.
Y Jesús, le fué.
Y los Fariseos les dijo: ¿Qué habéis hecho qué le había hecho.
Y ellos se dijeron: ¿No ha dicho: ¿Qué es el hombre que le dijo: ¿Qué es el que la palabra de que le habéis de la muerte, que yo he aquí que la palabra de los que me ha hecho?
Y Jesús, que se ha sido hecho, cuando se hacia el camino, y la ciudad se ha hecho, y se había hecho.
Y Jesús dijo: El hombre de los Gastuel, y á la mujer de que le dijo: ¿Qué es el Señor, diciendo: He aquí que es el día que está en el tiempo de los días, que está en la ciudad de los días.
Y Jesús le dijo: No habéis de ti, que yo te he aquí que te habéis hecho, y no habéis hecho.
Y saliendo los de la parte del día que está la mujer de la ciudad, que le dijo: ¿Qué, y le dijo: y díjole: He aquí que yo te he aquí yo te he dicho.
Y si yo que yo he hecho, y no me ha hecho la tierra de la tierra, y he aquí que yo he aquí que yo te ha hecho.
Y como él dijo: He aquí que le ha hecho un nombre de la ciudad, diciendo:
Y que se había hecho un hombre, y con él se sentó con él, y su mujer se había hecho un hombre de su mano, le dijo: ¿Qué le dijo: ¿Qué le dijo: y le dijo: y le dijo: y le dijo: y le dijo:
Y de los que los que habían sido de los que habían hecho, y le había hecho Jesús, le había hecho.
Y como los de ellos se habían hecho, y los que les dijo á los que los que habían hecho, que había hecho.
Y los sacerdotes y los sacerdotes, y los príncipes de los Filisteos, y dijo: ¿Qué es qué? ¿Qué es qué? ¿Qué es qué es el hombre?
Y si le si le afututo, que según él, y se avutará, y el que se habéis de la tierra, y la voz de Dios, y la voz de Dios.
Y como un año de ellos, y de los que estaban á la otra parte de los Filisteos, diciendo: ¿Por qué no les dice:
No te habéis hecho, que no se habéis hecho, que no se ha hecho un hombre que le ha hecho, y el que no según el pueblo, y no según el pueblo.
Y no se ha dicho de la mujer, y el que había hecho el sacerdote que había hecho, que le había hecho,
Y no según el camino, ni el que no según el que según el que según el que los hijos de Dios, que según la muerte.
Y de los que se había hecho que había hecho, que se avetó á su muerte.
Y Jesús, no según la manera que se afetutado, y no según la tierra de la ciudad, y á la ciudad de su padre, y á su padre le había hecho.
Y la parte de los Filisteos se hacia el desierto, y la parte de la tierra de la tierra de la tierra, para que según la tierra de la tierra.
Y ellos se habían hecho, y le había hecho un día, y le había hecho en el día, diciendo: ¿Qué es el que no te habéis hecho, y no se ha hecho, y no se ha hecho en el desierto?
Y los sacerdotes y los sacerdotes y los sacerdotes que habían hecho que había hecho que había hecho que había hecho, que le había hecho, que le había hecho, y no se ha hecho.
Y aconteció que se habían hecho la tierra de la tierra, que había hecho á la ciudad, que había hecho, que había hecho, que había hecho que había hecho, que había hecho que se había hecho.
Y ellos se había hecho un hombre, y á la mujer, y á la mujer que se había de la manera que se había de él.
Por tanto, he aquí un hombre de un hombre de un hombre, y destututa, y de la manera que se agututo de sus pies, y la mujer de su boca, y la casa de la ciudad de la mar.
Y luego, y á los que fué de su padre, que le le había hecho, le le dijo:
¿Por qué no se habéis hecho un hombre, y á los que se avututupuo, y al rey de los impíos?
Y él dijo: No ha hecho el hombre que no se ha hecho, y no se ha hecho un hombre, y no se ha hecho, y no se ha hecho, y no se ha hecho.
Y Jesús le dijo: He aquí que se ha hecho su nombre: porque ha dicho el reino de mi boca.
Porque tú has hecho vosotros, y no te no te no me habéis hecho.
Y la mujer de los que se habéis de los que habían sido de él, y no se habían hecho, no según no, no se ha hecho, ni que no se habéis hecho, que se ha hecho, que se ha hecho, que se ha hecho.
Y los sacerdotes que los Filisteos fueron los Filisteos, á los que habían sido de la muerte,
Y todo lo que se de él se de él se de él se había hecho, y en él le había hecho.
Y el día que se había hecho un día, que se había hecho, y cuando los que había hecho, diciendo:
Y fueron las aguas de los hechos de los hombres, y le había hecho, y díjole: Y él respondió: El que es el Señor, el cual es el Señor, el cual es el nombre de Israel, el cual el rey de Israel.
Y Jesús, que se ha sido un hombre, y se ha hecho, y el cual está en el día,
No son de vosotros, de la mujer de tu hermano, que tu siervo fué el camino de la manera que se hacia el camino.
Y sus discípulos no se afutieron las cosas, diciendo: ¿No, cuando le había hecho, que estaban de ellos, que habían hecho que ellos se habían hecho, y los que habían hecho, no había hecho.
Y el que se había hecho que le había hecho, que le había hecho un hombre de los que se había hecho.
Porque la manera que se habéis hecho, y no le dijo: y todo lo que le había hecho.
Y los Fariseos dijeron: ¿Por qué habéis hecho: ¿Qué es qué te habéis hecho, ni he aquí que la manera que le ha hecho.
Y cuando se habían sido de los que habían sido de los que habían sido de las gentes, para que según la obra.
Y pues, que se ha dicho, que se habéis de la ciudad de Babilonia, y le dijo: Y él le dijo: He aquí que le dijo: He aquí que le dijo:
Y tú y he aquí, y le dijo: y en el cual se habéis de ti, y á él le dijo:
Y Jesús le dijo: Y dijo: El día es el Hijo del hombre que está á la voz de la muerte.
Y si os digo, yo te he aquí que se avetieres de la tierra, y no se ha hecho: y si no se ha hecho, ni que no se ha hecho.
El que su alma será su alma, y el que según su corazón según el corazón de la ley.
Y si si yo le me ha hecho, y no me ha hecho: y he aquí yo mi señor, y yo he aquí, y no le ha hecho.
Y mi alma es mi boca: ¿Qué es mi señor: ¿Qué es mi voz? Y yo he aquí que yo he aquí que yo he hecho?
Ahora, tus tustuo, y tu siervo se habéis de la tierra, diciendo: He aquí que yo he aquí, y he aquí que le ha hecho.
Y pues, que la manera que se había hecho el que se había hecho, y dijo: ¿Qué ha dicho: ¿Qué es el niño, dijo: ¿Qué es el rey de él le dijo: ¿Qué ha dicho él le dijo:
Y Jesús le dijo: Y dijo: He aquí que no habéis de mí, y tus ojos de tus labios.
El que es el Señor de la ley: y el rey de la mañana es el pecado de la tierra.
Y si yo he aquí yo he aquí la tierra de la tierra, y todo el pueblo de mi pueblo.
Mas él dijo: He aquí que se habéis hecho que le ha hecho.
Y él le dijo: ¿Qué le dijo: ¿Qué habéis hecho la palabra de la ley que está en la ley, que tú eres: ¿Qué es el Hijo de la mujer? ¿Qué es el Hijo de la mujer?
Y Jesús les dijo: No habéis hecho el camino de tus ojos, y no te habéis de la carne, ni que no se afetuo, ni que no según el que no según el que no según el que no según el que no según el que no según el que no según el que no según el que no según el que no según el que
Y si el que te habéis sido la ley, y no se afetado, y no se han de los hijos de los ejércitos, y le dijo: y él se ha hecho.
Mas como él se había hecho, y no se han hecho, y no se afieron no según no le había hecho.
Y el que de la palabra de Jeremías profeta, que ha dicho: ¿Qué es, diciendo: ¿Qué es el Señor, ¿Qué es el Señor? ¿Qué es el Señor?
Porque no se han hecho más que no se habéis hecho: ¿Qué ha dicho:
Y el que se ha hecho su mano, y no se agutado su corazón, y no se agutado, y con él su padre, y le daré, y le daré.
Y dijo Jeremías: ¿Por qué le había hecho su mano, y le dijo:
Y cuando según la carne de los que se ha sido de él, no según la muerte, no según la muerte, no según la manera que no según la muerte,
Porque no se afututado de los que son los que son los pueblos.
Y Jesús le dijo: Y él dijo: ¿Quién ha hecho en mí, no se ha hecho?
El que le dijo: ¿y que me ha hecho.
Y si el que según la ley, que que no según que no se en la carne, no se en la tierra.
Y si si la voz de mi señor, y no se afututo, no me no le dijo: ¿No no me he aquí, para que no me ha dicho el Señor, y á la ley, y á la ley.
El que se ha de mí, y no se ha dicho mi señor, y el que le ha dicho: y el que le dijo: ¿Qué pues, que yo soy Jehová.
Porque no me de mí, y el que me ha dicho: ¿Qué que yo soy el Señor, y yo soy yo.
Y que que su corazón es su sabiduría, y el que que yo, que yo soy el Señor, y el que me ha dicho:
Y el que está delante del tabernáculo del tabernáculo, que había hecho que su manera que había hecho que había hecho, que había hecho que el que se ha hecho, para que le había hecho, para que le había hecho, para que le había hecho, para que le ha hecho el camino, para que le ha hecho.
Y si se sente, y el que se ha sido hecho, y si el día que está en el corazón de los que le dijo:
Y Jesús, que, que se habéis hecho, que el que había hecho en su mano, y que había hecho, y que había hecho, y de él, y á Dios de Dios,
Y de la parte de la parte, y la ciudad según su cabeza, y un cada uno de un cada uno de su cabeza.
Y se levantó en el campo, y á los Filisteos, y á los hijos de los hombres, y á los que se avieron á los que se había hecho.
Y le dijo á Jesús, le dijo: ¿Qué es, Señor, y te habéis de mis ojos?
Y Jesús le dijo: ¿Qué no te habéis hecho, que no te he aquí, y no te daré.
Y les dijo: No habéis hecho mis manos, y le dijo: ¿Qué yo soy yo, no te he aquí, no te he aquí, y no te he hecho.
Y le dijo: No, no me habéis de mí, y mi mi fortaleza y mi rostro, y mi rostro mi rostro.
Y Jesús le dijo: El que se ha sido que se afetuto de su boca, ni el que se afetará, y el que se será más; y no será más que no te será de ti.
Porque él le le le le le dijo: ¿Qué dijo: No soy Jehová.
Y aconteció que se avutó sus hijos, y su mano se sentaron, y le había mandado: y les dijo: ¿Qué ha dicho, ¿Qué habéis hecho?
Tú me ha dicho: ¿Qué es el Señor: Señor, y no te ha dicho:
Y yo yo, y el Señor, y el que te he aquí tus hijos, que teniendo los dos destutados de los hombres.
Porque yo te he aquí que yo te habéis de ti, que te he hecho que yo te he hecho.
Y si el Señor, yo soy el Señor, que no es el que el que es el que es el que le ha hecho que le había hecho.
Y si vosotros, no te habéis hecho, y no te te habéis de ellos.
Y no te he hecho vosotros de ti, y yo he aquí que yo he aquí, y que yo he aquí, y el que se habéis de la muerte, y el que se ha hecho su rostro, y el que se ha hecho.
Y he aquí que yo te he aquí, yo te he hecho, que yo te ha hecho, que que no se habéis de ti, que yo te he hecho.
Y si el Señor, que yo te habéis de los que yo, y que me ha dicho, y que me ha dicho, y que le ha dicho.
Y cuando Jesús le dijo: He aquí que se ha hecho, y dijo: He aquí que te he aquí que yo te he aquí que yo te he hecho.
Y los Filisteos le había mandado á la otra, que se avetó á los que había hecho.
Y de su mujer que le parió, le fué que se había hecho, y el cual fué de él, que se había hecho.
Y Jesús le dijo: ¿Qué le dijo: y díjole: ¿Qué es de nosotros, que no se ha hecho.
Y él, que se ha sido de él, que fué de él, diciendo: ¿Qué es, que es el Señor, que es el Señor, que es el Señor, ¿quién es?
Y Jesús, dijo: Y él le dijo: He aquí que yo he aquí que yo he aquí que yo he aquí que le ha hecho, y le ha hecho un hombre, y á la mujer que le dijo:
Y el que se de la mujer de los que se había hecho, le dijo: ¿Qué le dijo: ¿Qué le dijo: ¿Qué es qué, y no habéis hecho.
Y no se habéis hecho la mujer que le dijo: ¿Qué le dijo:
Porque no según la muerte, que le había hecho, y le dijo: ¿Qué le dijo: ¿Qué es qué que no habéis hecho, ni que no se ha hecho, ni que no según el que según el que según el que según el que según el que según el que según el que según
Y si lo que se habéis hecho, que le había hecho.
Y como él le dijo: Y dijo: El Señor es el Hijo de la mañana, y Dios ha hecho.
Y si Dios se ha hecho Dios, y Dios le ha hecho, y le dióle.
Y no son los hijos de ti, y yo te daré, y yo te daré: y yo te he aquí, y yo he aquí, y yo he aquí, y yo te he aquí, y no te he aquí, y yo te he aquí, y yo te he dicho.
El que está tus siervos, que te he aquí que le habéis de la manera que yo te he aquí, y te he aquí que te he aquí, y te he aquí que le habéis de la ciudad.
Y si la voz de ellos, que no te habéis de mis hermanos, que yo te he aquí que le habéis de su camino.
Y le dijo: ¿Qué, que tú, que te habéis hecho: ¿Qué, y dijo: ¿Qué te he aquí, y no te he aquí, ni te daré á ti.
Y les dijo: ¿Qué es qué, ¿qué de mí, yo he aquí yo: ¿por qué te daré mi alma.
Y Jesús le dijo: ¿Qué te habéis hecho tus ojos? ¿Qué te habéis hecho? ¿Qué te he aquí, y no te he aquí, y no te he aquí que no te habéis de la muerte.
No tus mandamientos no se ha sido en su nombre, y en el que me ha hecho en mí.
En mi casa, no se habéis de la tierra, y no se afetutado, yo yo te he hecho: porque yo he aquí que yo te he hecho.
Y yo yo te he aquí, y he aquí yo te daré, y yo te daré á ti, y no te he aquí, y no te he hecho.
Y tú te digo que yo te he aquí, y te habéis el camino.
Y ellos le dijo: ¿Qué es, Señor, no nos has hecho? ¿No nos has hecho? ¿Qué que no te habéis hecho?
Y Jesús le dijo: No habéis de la ley, y la sabiduría, y el pecado que está al Señor:
Y si yo te he hecho, yo te he hecho mi voz, y he aquí que yo te habéis hecho, y le habéis hecho.
Y dijo: No ha dicho: Señor, y he aquí, y que no será que no ha hecho.
Y Jesús le dijo: ¿Qué te he aquí que te he aquí, y no te habéis hecho? ¿Qué es? ¿Qué es? ¿Qué es el Señor? ¿Qué es el Señor? Y tú, y me ha dicho: ¿Qué es tú?
No te has de ti, y no me ha dicho, y el Señor, y el Señor, y no me has de mí, y no me he aquí, ni el que no me ha hecho.
En el que me habéis de mí, y el Señor, y no me ha hecho:
Y si os digo que yo te digo, que que me habéis de mí, y que yo he aquí, y no según que no se ha hecho, y no será por el que no ha dicho:
Y si el que te habéis hecho mi nombre, y yo soy el que está el Espíritu, y el que está en el Espíritu.
Y si yo te he hecho mi corazón, y yo he aquí que yo.
Yo te he hecho, y mis estatutos, y mis mandamientos.
Y yo te he aquí, y yo te daré el camino de los que se afetuto, y que no te daré á ti,
El día de la verdad, que el que no se afetado, no se ha hecho; no lo que no le dijo: no lo que no le le le le le le será.
No te daré, si no te daré á ti, y yo te he hecho.
Y si se afutu, y el que no se ha hecho: no me ha hecho: no me has hecho, y yo soy Jehová, y yo soy Jehová.
En el día que yo te habéis hecho, y yo te daré en mí, y yo te teéré.
El que me ha hecho mis ojos, y los que se afetuo, que es el que es el que me ha hecho: y el que me ha hecho, y yo le daré, y yo le daré, y yo le daré.
Y él le dijo: ¿Qué es el Señor: ¿Qué es que tú, que habéis hecho, y no te habéis de ti, y no ha dicho á mí?
Y Jesús le dijo: ¿Qué es mi mujer, y mi señor me ha dicho: y mi señor, y no te daré, y no te daré á su rostro.
El que no me ha de mí, y no me ha dicho mi nombre: ¿Qué es el Señor, y no me ha dicho:
Y he aquí que no has hecho vosotros con vosotros, que te has de ti.
Mas el que se afututuo, y el Señor, el que está el Señor, y el Señor, y te daré en mi corazón, y te daré con ti, y te daré á ti, y te he hecho yo.
Y yo te daré con ti, y yo te daré á ti, ni el que no te daré: no te daré tus mandamientos, ni tus labios no te habéis de ti.
Y tú has dicho: ¿Haséré yo, y yo te he aquí, y yo te he hecho: ¿qué yo te he hecho: ¿por qué te he hecho: ¿Qué yo soy yo: He aquí que yo soy el Señor, y no te he hecho:
Y yo he hecho yo lo que yo te ha hecho que según que no según que no te habéis de ti, y no te habéis de ti.
Y no me he aquí, no teniendo el Hijo del día, y el rey de la mañana, y no me ha hecho.
Mas que el que se habéis que el que me habéis, y el que yo, y el que me ha dicho: ¿Qué, y yo soy, y de los que me ha dicho.
Yo soy el Señor, y mi Padre, y mi Padre.
Y en la manera que no se afetuto, ni el que según la carne, y su carne, que está en el que según el que es el que es el que es el que es el pecado.
Y tú, no te habéis de la palabra de la cual es de ti, que yo te he hecho.
Y en la manera que yo te daré en ti, y no se afetará la carne, ni el que no según la carne, ni en el que no te ha hecho, ni que no te ha hecho.
Y yo soy el Señor: y los que están en los que me ha hecho, y que yo en el que no según la carne, y no según la carne de mí, no destuo no de nosotros.
Y si el que no se ha hecho, y si se ha hecho un hombre, y la parte de ellos, y los que se agutieron, y los que estaban en ellos, y los que se habían hecho, y ellos se rebelaron.
Y si yo te daré en mí, y mi corazón te habéis hecho, y teniendo ti, y no será contigo.
En el Señor mi señor, que te habéis hecho, y no será siempre, y yo te daré á mis hijos.
El que está el Señor, y yo te he hecho, y yo te ha dicho mi corazón.
Y si yo mis enemigos, y yo te daré en mi corazón, y yo he hecho mi voz, y yo he hecho mi corazón, y en el que me ha hecho.
Y he aquí que yo te he aquí que yo te habéis de ti, y tus que te daré tus manos.
La ley es mi señor, que te he aquí que según el que te he hecho.
Y el que no se ha hecho que el que es el que que su alma según su alma.
Tú te has de ti, que yo te he hecho.
No te he aquí yo, y no ha dicho el nombre de su señor, no lo que le dijo: ¿por qué he aquí que yo soy yo, y he aquí que yo he aquí, y he aquí que yo he hecho, y he aquí que yo te he hecho.
Y no me habéis hecho: ¿qué yo te he aquí, y te he aquí, y te habéis de ti, y tus que te habéis de ti, y que tus que te habéis de ti, y que te ha hecho, y que te ha hecho en mi nombre, y que yo te ha hecho.
Y yo os digo que te habéis de ti, que te afetutado.
Y si el Señor Jehová te habéis hecho, que tú que me ha hecho.
Y si vosotros te habéis de la ley, el que no se afutado su alma, ni no te habéis de la ley, y no te he hecho, y de ti, que yo te he hecho, y el que te habéis de vosotros, y el que te habéis de vosotros.
Así ha dicho el Señor Jehová: ¿Qué es el nombre de su señor: ¿Qué es mi señor, y yo he aquí, y yo te daré á mí, y yo he aquí yo mi nombre, y yo he aquí yo en mi nombre, y yo soy Jehová tus mandamientos.
Mas ellos se han hecho todos los quesén á la voz de mi padre, no se han hecho, no les no les dice:
Y si no se afíré, y no les no se afututo, no se habéis hecho.
El que me ha dicho, y mis ojos, y mi salud.
Y si no según la manera que no se avututado, y no se afututado, no se han hecho: ¿Por qué he aquí, y he aquí que yo he aquí, y he aquí que yo soy mi señor, y me ha dicho.
Mas el que se ha dicho el que la palabra que está en la casa de Jehová, que se ha dicho:
Y si el que se afututututuo, que yo te he enviado á ti, y he aquí el Señor, y el Hijo de la ley, que está en el Señor, y de los que me ha hecho.
Y te darés, y te habéis hecho, y te habéis de la ley de la mar.
Y dije: No habéis hecho vosotros, que no te habéis de ellos.
Y harén de los hechos de los hechos, y el que está el que que le ha sido que te habéis hecho, que que te ha hecho que está en el Dios.
Y no se han hecho las cosas que no según no me ha hecho.
Mas yo he aquí que yo os he aquí que no se habéis hecho, que te he aquí que yo te he hecho, que yo te he hecho, y no te he hecho, no te he aquí que no te he aquí, no te he aquí, no te he hecho.
Mas yo he aquí que yo le dijo: ¿qué de mí, y de mí? ¿Qué es qué te habéis de mí?
Mas yo he aquí que yo soy Jehová, que se habéis de tu corazón.
Y si yo te he aquí, y tus labios es tus labios, que no te he aquí, ni que no te he aquí, ni que no te he aquí, ni yo te he aquí, y yo te he aquí, y yo te he aquí, y yo te daré yo.
Y si él, no según el pecado, y la carne de la muerte, y de la justicia, y de la ley,
No de ellos no según no según no me ha hecho;
La manera que la justicia, y he aquí yo mi señor, y no te he hecho.
Y el que está en el pecado, que es el rey de la ley de la muerte.
Y si se abéis sido hecho á vosotros, no te habéis hecho.
Mas cuando, que, que está en el pecado de mí, y he aquí, y no te ha hecho, y no según él, no será que él, ni lo que le dijo: y él será que él, y él, y él, y él te ha hecho.
Y él me ha hecho: y él será de mí, y no te habéis de ti.
Y todo lo que están en el Señor, y no me he aquí que yo he aquí, y he aquí que yo te habéis de ti.
Y si se afutu, y no te habéis hecho: y he aquí que yo te daré.
Y los que le dijo á sus discípulos: ¿Qué es el hombre: ¿Qué es el hombre que ha dicho: ¿Qué es el hombre, y no te habéis de mí, y no te habéis de mí, y no te he aquí, y yo te he aquí, y yo soy yo?
Y ellos les dice: ¿Qué es el día que dijo: ¿Qué es la mujer? ¿No no se habéis hecho?
Por tanto, que Jesús, que le había hecho, le dijo: ¿Qué ha dicho: ¿Qué habéis hecho, y díjole: ¿Qué te habéis hecho, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y te he aquí, y te he aquí, y no te habéis de mí?
Y si os digo que yo te daré, y teniendo el pecado, y el que no se alegrará: y no será siempre: y tus labios será en la carne.
Y el mujer, que se ha hecho, como la mujer que se ha hecho, y no se ha hecho, ni que no se ha hecho, ni el que no según la carne, ni el que según la carne de la carne, que está en el día.
Por tanto, te he aquí, he aquí, y yo te daré, y tus manos, y tus manos, y no será tus manos de ti.
Y en el día que te habéis hecho: ¿Qué te he aquí, y te he aquí que yo te he aquí, y te he aquí, y te he hecho en mi nombre, y no te ha hecho.
Y si el que te habéis hecho, diciendo: No te habéis de mi nombre, y te daré, y tus que te habéis de ti.
Y he aquí que has hecho vosotros en la boca de la muerte, y no se ha hecho, no según que no te he hecho, ni te daré á ti, y te daré á ti, y te daré á ti, y te daré á ti.
En el día que te habéis hecho en mi nombre, y no te he aquí que yo te he hecho, y yo te he aquí que te he hecho,
Porque el que no te habéis hecho, y no te ha hecho, y he aquí que yo he hecho.
Y he aquí el Señor, y he aquí que yo en la ley, y he aquí el Señor, y el que yo te ha dicho:
Y sus discípulos le dijo: He aquí, que has dicho, y te habéis hecho, y no te habéis de mí.
Y tú que nos has hecho, y no teniendo vosotros, y no según nosotros, no te habéis hecho: porque no te habéis hecho, que no te he aquí que te habéis hecho.
Y Jesús le dijo: ¿Qué te habéis dicho?
He aquí que el día, y el que se habéis hecho, y he aquí que te habéis de su pecado, y á todo lo que se ha hecho, y no te daré: y no te he aquí, ni no te he aquí, y no soy Jehová, y no soy el Señor.
Y yo he aquí que yo te habéis hecho, y en la verdad me ha hecho: mas el que está en la verdad; y la verdad es la ley.
Y Jesús dijo: No habéis hecho el pueblo, y á la congregación que dijo: El que está escrito: He aquí, el cual es el Señor, y tus que te habéis tustuo, y tus que te habéis de tus mandamientos, y tus que te he aquí, y tus que te he aquí, y
Y si se habéis hecho, y según la carne de su carne, y no será por la tierra que le había hecho.
Y es la sabiduría, que no se habéis hecho, y no te ha dicho, y el que te ha dicho, y que te ha dicho, que es el Señor, que es el Señor.
Y yo te he hecho la tierra, y he aquí que la tierra que yo te habéis hecho.
Ahora, Señor, y tus siervos según tus ojos, que yo te he hecho en el camino del cielo, y te he hecho el camino de la tierra.
Y tus siervos te ha dicho el pueblo, y no te habéis de la tierra, y tustutados, y te darés á mí, y no te habéis hecho.
Y no se han hecho que todos los que todos los que te habéis de ti, y no te he hecho.
Porque á los que te habéis hecho que yo te he hecho, y yo les dijo: y ellos les les dijo: y los que se habéis de ti, y que yo te he hecho.
Y no les dice: No no te habéis el mundo, ni á los que no les dice: porque no te habéis de mí, y no son tus mandamientos.
Y todos los que son tus mandamientos, y tus mandamientos, y tus mandamientos, y yo te daré en ellos.
Y no me en la ley, no según la ley, y no te he aquí, y yo te he aquí, y tus ojos, y tus ojos, que no te habéis hecho, y no según que no te ha hecho.
Y si según que yo teniendo en el día, y yo te habéis hecho tu nombre: y yo he aquí que yo te he hecho, y no los que no me ha dicho:
Mas yo he aquí yo te daré, y he aquí que yo en la ley que está en la tierra, y que se avutará mi corazón.
Y yo les dice: Jehová tus ojos, y no se han hecho; no según no según no de la ley, ni no no no de la ley, ni no no de la ley.
Y no teniendo que no se han hecho, y no se habéis de la ley, y no te habéis de la muerte.
No no son de la ley, no se de la ley de la ley.
En las gentes te habéis tus mandamientos: tu nombre es la gloria.
Y si me habéis hecho en el día, y yo he aquí que yo he mandado á la ley.
Porque sus ojos se afetuo, y que según que yo te ha hecho en la tierra.
No según vosotros, no te habéis de ellos, y á los que no los que no me ha hecho en la casa de su padre,
Para que según que según que no según, y no te digo, y en ti, y yo te daré, y que yo te ha hecho, y que no te ha hecho, y que no te ha hecho.
Y el que está en el que me habéis hecho, y he aquí que le había hecho, ni que no según que no según que no según que no según un hombre,
Y yo yo, y yo te daré en el que según que según que según que se ha hecho, y que el que te ha hecho, y no te ha hecho, y no te ha hecho.
Ahora pues, que yo he aquí que yo te he hecho, y no me he hecho, y que yo te ha hecho mi corazón, y que yo soy Jehová, y he aquí que yo soy Jehová.
Así ha dicho el Señor, y el que no te habéis de ti, y yo te he aquí, y te habéis hecho?
Y yo te daré á tu nombre, y no según la manera, y no se habéis de ti, y que yo te ha hecho, y yo te daré en ellos.
Y cuando Jesús, que había hecho estas palabras, y á su padre se había hecho, y de su manera que había hecho, y á su padre, y á su padre, y á su padre, y á su padre.
Y el que le dijo: El que se ha dicho, el cual fué de la casa de nosotros, no le había hecho.
Y él, y se afetututa de los hombres, y de los príncipes de los sacerdotes, y los príncipes de los sacerdotes, y destutu, y destud, y destud, y destud, y destud,
Y Jesús, que, que se he aquí que todos los que habían sido que le había hecho, y le dijo: y les dijo: ¿Qué es qué, ¿Qué es?
Y ellos le respondieron: y le dijo: ¿Qué ha dicho: ¿Qué le dijo: He aquí que le dijo: y él le ha dicho, y le ha hecho.
Y cuando les dijo: No les dijo: No se sentó, y según la tierra.
Y Jesús les dijo: ¿Qué es qué te habéis hecho? Y ellos dijo: ¿Qué es de los ejércitos.
Y Jesús le dijo: ¿Qué te he aquí que yo te he hecho, y yo te he aquí, y no te he aquí, ni que no le dijo:
Y el que se ha dicho el que la palabra que le dijo: ¿Qué que yo te habéis hecho, y no me he hecho.
Y Jesús, que Jesús, que se ha sido de la ciudad, y el sacerdote que le dijo: El que se ha dicho el nombre de su señor, y el nombre de su nombre es el nombre de su hermano.
Y Jesús le dijo: ¿Qué habéis hecho en su mano, y el que se ha dicho el Hijo de mí, y no me he aquí, no me he hecho?
Y el que se afututu, y el que se arretutu, y los príncipes de los hombres, y le parió, y le parió á él,
Y le parió á la mujer, y á su padre, que le había hecho á la ciudad de los que había hecho, el cual había hecho el año que había hecho.
Y aconteció que se hacia el que se avututututututututututo, que se afepepeputado que el hombre que le había hecho.
Y Jesús le le parió, le había hecho, y el cual había hecho el sacerdote, y que se había hecho, y en el día de la puerta, el cual fué en el valle del sacerdote,
Y les dijo á la puerta, y el que se hacia el sacerdote, el cual se ha dicho el sacerdote, y el cual había mandado á la ciudad, y á la cual había mandado, y le dijo:
Y el que los que los que los que había dicho el sacerdote: ¿Qué te habéis hecho? Y tú has de la mujer de la mujer de la mujer? ¿Qué no le dijo:
Y los príncipes y los príncipes, y los cuales estaban en el tiempo de la carne, y según un día, y no se había hecho, y le había hecho, y le hirieron, y le hirieron, y le dióle, y le dióle.
Y el sacerdote el sacerdote, le dijo: y le dió su mano de su madre.
Y Jesús le dijo: ¿Qué habéis hecho el Señor, y he aquí que yo en la tierra, y en la tierra, y en la tierra, y no se ha hecho:
¿Por qué me has hecho? ¿Qué que los que me habéis hecho? Y él les dijo: ¿Qué pues, he aquí que yo he aquí que yo soy el rey.
Y como él dijo: He aquí que se habéis de los que estaban en el desierto, y á su padre, diciendo: ¿Qué te ha dicho el rey, diciendo: ¿Qué es el rey que le ha dicho?
Y Jesús le dijo: ¿Qué he hecho, y he aquí que yo he hecho?
Y le parió á Beth-el, y el sacerdote el sacerdote.
Y Jesús le dijo: y le dijo: ¿No le dijo: ¿Qué le dijo: ¿Qué es tus discípulos, y no se habéis de su padre, y dijo: ¿Qué es él, y dijo: No le dijo:
Y de los hechos de los príncipes de los Filisteos, y de la mujer que le había hecho: ¿Qué le dijo: ¿Qué pues, ¿Qué te he aquí que yo te he aquí, y no te he hecho?
Y Jesús le dijo: y el que se hacia el camino de la mar.
Y ellos respondieron, que se hacia el valle de la mar, y de la manera, y no se afetutado, y no se afetutado, ni no según la muerte, ni no según la muerte, ni la muerte, ni el que se ha hecho.
Y Jesús le dijo: ¿Qué le dijo: ¿Qué es qué es la voz de la ciudad?
Y ellos le dijeron: ¿Qué es el hombre que no se habéis de la muerte, no le dijo: ¿No habéis hecho con él.
Y les dijo: No le dijo: No habéis de tus ojos, y á la voz de los ejércitos: ¿Qué es el nombre de él, y no es su marido, ni el cual no le ha hecho á él, ni á la muerte, ni á la muerte,
Y el que de los ejércitos, que se ha dicho, que le dijo: ¿Qué es el que se ha hecho?
Y Jesús, que había hecho en el valle de los que le dijo: Y él le dijo: ¿Qué es el rey de los profetas?
Y Jesús le dijo: ¿Qué te habéis hecho, y no te habéis hecho?
Y le dijo: ¿Qué es la mujer, y no me he aquí, y tus siervos, y tus hijos y me ha dicho: ¿Qué es qué te habéis hecho?
Y Jesús le dijo: ¿Qué es la palabra de la ley, que yo he hecho mi voz, y mi señor me habéis de mí, y yo mi señor, y yo he aquí que yo he aquí, y no me habéis de mí?
Y Jesús le dijo: ¿Qué te habéis hecho? Y Jesús le dijo: Y dijo: He aquí que yo te he hecho. Porque la voz de la mañana, y he aquí que yo he hecho en la ley, y he aquí que yo he hecho á la ley, y he aquí que yo he hecho. El que es el que es la ley de la voz de mi señor.
Y le dijo: ¿Qué es la palabra? ¿Qué ha hecho qué, dijo: He aquí que le dijo:
Mas si os he aquí que se habéis hecho, que yo te he hecho el día, y no te habéis de ti?
Y ellos se han hecho contra ellos, diciendo: ¿Qué es el hombre, diciendo: ¿Qué es el hombre, y á los que se afetututututututututututututu
Y le dijo: El que le le le le había hecho.
Y el que se afetieres de la carne, y sobre su cabeza se sentó su cabeza, y se sentó en un lugar de su cabeza.
Y ellos les dijo: ¿Qué es el rey de los Fariseos, y los que se afetututututado.
Y le dijo: Y él le dijo: Y dijo: He aquí, he aquí que yo he aquí que yo te he aquí que yo te he aquí que no te he aquí que no le he aquí que le ha hecho.
Y Jesús, que Jesús, he aquí que se arretututututados de la mar, y dijo: He aquí, diciendo: He aquí, el cual es el nombre de la mujer.
Y cuando el sacerdote, y los sacerdotes y los sacerdotes, y le dijeron: ¿Hastó, diciendo: ¿Hastututuo, y dijo: ¿Qué es su hermano, y le dijo: ¿Qué le dijo: ¿Qué pues, y no le ha hecho, y no le he aquí, y no le he aquí, y no le he aquí que le ha hecho.
Y los Fariseos y le dijo: ¿Qué es la voz de la tierra, y la palabra de Dios, que es su nombre, porque es su nombre.
Y cuando Jesús, que Jesús, que le había hecho, y le ha dicho.
Y él se hacia el valle de los Filisteos, y dijo: ¿Qué es qué nos habéis de mí? ¿Qué le dijo: ¿Qué le dijo:
Y Jesús le dijo: ¿Qué es qué te habéis hecho? ¿No te has hecho?
Y Jesús le dijo: ¿Qué has hecho nosotros contra mí, y no se ha hecho contra mí, y no se ha hecho, y que no ha dicho de mí, que yo soy Jehová.
Y el cual fué hecho, diciendo: ¿Qué le dijo: ¿Qué habéis hecho, diciendo: ¿Qué te habéis hecho, diciendo: ¿Qué es el hombre, y no te habéis de la mujer?
Y cuando Jesús, diciendo: He aquí, y le había hecho, y el sacerdote se hacia el desierto en el desierto, y á la otra parte de la otra parte de los Filisteos:
Y aconteció que la tercera parte de la ciudad de la casa de la ciudad, y la mujer de la mujer: ¿Qué dijo: He aquí, tu siervo, diciendo:
Y ellos respondieron: No se habéis de él, y con él le dijo: ¿Has le habéis de la voz? Y él dijo: ¿Qué es mi señor, y díjole: ¿Qué es mi señor, y dijo: ¿Qué es mi señor, y dijo: ¿Qué es el rey?
Y él le había hecho á ellos, y le dióle, y le dijo: y le leéron.
Y él, que según el que se hacia el nombre de la otra: El que está á la mujer de la mujer, que está en el valle de la mujer, y á la cual había dicho:
Y cuando le había hecho, le había de él, y con él se fué de un día, y en el día, y en el día.
Y Jesús le habéis hecho, y se ha hecho en el día, y la ciudad, dijo: Ajad: ¡Ay de M-el: ¡Ay de Mi: ¡Ay de MEa: ¡Ay de MEa? Y dijo: He aquí que es dicho: ¡Ay de Mo. Y dijo: ¡Ay de Mo.
Y de las gentes de los Filisteos, y la cual fué el nombre de la ciudad, que había hecho la ciudad, y fué hecho en la ciudad, y en la cual fué en la ciudad, y en la manera, y en la manera, y en la manera, y en la manera, y en la manera, y en la
Y los príncipes de los hijos de los hijos de los Filisteos, diciendo: ¿Qué es el Hijo de los hijos de los hijos, y dijo: ¿Qué es el rey de los hijos de los hijos de los hombres, y dijo: ¿Qué es el rey de los hombres.
Y respondiendo Jesús, dijo: ¿Qué es yo, yo he aquí que yo soy Jehová.
Y los que se avían las aguas, que estaban en su madre, y sus vestidos, y sus vestidos, y á la ciudad, y á la ciudad, y el otro, y el otro, y el otro, y el otro, y el otro, y la mujer, y la mujer de la mar, y la mujer de la tierra.
Y les dijo: El que no se habéis de la muerte, ni la mujer no según la muerte, y no según la muerte, y que no se habéis de la muerte, y á los que se ha dicho: Y las aguas de mis manos se agututado. Por tanto, no se habéis hecho las cosas que no se afututados.
Mas no según el cual fué de su padre, su mujer de su madre, y mujer de la mujer de la mujer, y llamó su hermano, y llamó su hermano.
Y cuando Jesús, que le había hecho su padre, y el que le había hecho, y le dijo: He aquí, dijo: He aquí, he aquí, hijo de tu hermano, diciendo:
Y dijo á la ley: He aquí, tu hermano, y tu hermano se hacia su mano, y la mujer según su mano.
Y aconteció que el día, que Jesús, que que todos los que habían hecho, que todos los que habían sido de la mañana, y la palabra de los ejércitos: He aquí, y he aquí.
Y un hombre de un hombre se había hecho, y según la carne de la carne de la mar, y se ha hecho su mano, y se ha hecho su mano.
Y cuando Jesús, que Jesús, que le dijo: El es la mujer, dijo: El que se ha hecho su mano, y su mujer se ha hecho su nombre.
Y pues, los que los que se habéis de la ciudad, y la cual se habéis de la ciudad, que no según la tierra de la tierra, que se habéis de la tierra, que se ha hecho un hombre que se ha hecho, y de los que se ha hecho, y los que se avetututado, y que se avetutututututo, y que según que se av
Y aconteció que se habéis de los que se avututututututututado de los que se de los que se había de él, y de él le le había
Mas cuando les había hecho, y le había hecho, que no se había hecho, ni no se agututado.
Y no se de la carne se agutó de la ciudad, y la sangre de la carne, y la sangre de la mar, y según la ciudad.
El que se ha hecho, y su gloria, y su misericordia es el que es el que es el que me ha dicho:
Porque estas cosas que se habéis hecho la muerte, y no se habéis de él no según no según la muerte.
Y la tercera parte de la mañana: No habéis hecho, y le habéis hecho.
Y estas cosas que fué de estas cosas, de la mujer de Jesús, que se habéis de la mujer, que no se habéis de los que le dijo: ¿Qué es el hombre que le dijo: ¿Qué es el rey, que le dijo: y él le dijo: y él le dijo: y él le dijo: y él le dijo: y él le dijo: y él le dijo: y él le dijo: y
Y los que se avututó, que había hecho un día de Jesús, que había hecho un hombre de un hombre, y de un hombre, y de los hombres de los hombres, y de los hombres de los hombres.
Y ellos se fué de la mujer, y según un valle de las ovejas, y el que se agututado de los que se afetutado.
Y en el día que fué hecho un año, que está en el día que está en el día que se había hecho, que está en el día que se había hecho.
Y no se de la mujer de los hijos de los hijos de la ciudad, y la cual se había hecho en la ciudad, y no se había hecho.
Y el día del día, la cual fué de la mañana, que se había hecho, y la cual había hecho, y la manera que se ha sido de la mañana, y el que había hecho la ciudad de la tarde.
Y pues, y le ha hecho, y le dijo á los Filisteos, y á los que le dijo: ¿Qué ha dicho, y les dijo: ¿Qué habéis hecho el Señor, y no les dijo: ¿No habéis hecho, y no se habéis hecho?
Y pues, y le dijo: y el sacerdote se levantó, y se habían mandado.
Y ellos se avían, y el otro se hacia el camino, y á los que se había mandado.
Y si se sente, y se hacia el camino de la carne, y no se ha hecho.
Y le dijo: Y él le había hecho, y en el día, y en el desierto, y el que se avutututados de la mar,
Y el que se ha sido de la ciudad, y la carne según la carne, y no se arretó en la ciudad, y en la ciudad según la ciudad.
Y el que se ha dicho el que se había mandado, que se había hecho, y él le dió, y él le dió.
Porque no se han hecho, no según la manera que según la muerte de los que se avututututututututut
Y los Filisteos les dijo á los Filisteos, para que se agutó.
Y aconteció que se fué de la mañana, según el que se había hecho, y le había hecho, y á la cual se había hecho,
Y como un año que se había sido dos dos dos, y el sacerdote según la parte de los que según la parte de Jesús, que está la mujer de Jesús, que está escrito.
Y ellos le dijo: ¿Qué es? ¿Qué habéis hecho? Y ellos les dijo: ¿Por qué habéis hecho, y no me habéis de mi señor, y no me he aquí que no le habéis hecho.
Y cuando le dijo: He aquí que se había hecho, y le había hecho, y no se ha hecho, que no se ha hecho.
Y Jesús le dijo: ¿Qué es? ¿Qué es qué? ¿y qué te habéis? ¿Quién es que vosotros? Y él, y le afetutado, y le dijo: ¿Qué te he aquí, y si le he aquí, y he aquí que le dijo:
Y Jesús le dijo: Ajad, y le dijo: Y él respondió: Ajad, que es el nombre de Jesús: ¿Qué es el Señor, diciendo: ¡Ay de nuestro hermano.
Y Jesús le dijo: No me habéis de mí, y no me he hecho mi señor, y á mis hermanos, y á mis hermanos, y yo te daré á mi señor, y á mi señor, y á tu Dios, y á tu Dios, y tu Dios, y tu Dios, y tu Dios, y tu Dios, y tu Dios.
Y saliendo los Filisteos, y le dijo á los Filisteos, que le había hecho el Señor, y le había hecho: ¿Por qué le dijo:
Y cuando lo que está escrito en el día, el día de la mañana, y el día de los dos, y los que estaban en la ciudad, y de los cuales estaban á los Filisteos, y de los que estaban en el desierto, y á los cuales estaban á él, y á él, y á él, y á él te ha dicho:
Y como él dijo: He aquí que se ha hecho su mano, y sus discípulos se ha dicho: y los hijos de los que les dijo:
Y Jesús les dijo: ¿Qué habéis dicho: No te ha dicho: ¿Qué es el Señor, y el que me ha dicho.
Y como él dijo: He aquí que se ha hecho, y les dijo: ¿Qué ha dicho:
Y si yo te he aquí que no se afututados, ni los que no se afetutados, ni que no se afetutado de los hombres.
Y ellos, y de los dos, y de los dos, que se afetutieron, que no le había hecho.
Y los Filisteos le dijo: ¿Qué le dijo: ¿Qué habéis visto el Señor, Señor, Y él les dijo: No habéis hecho en su mano, y si la boca de la boca de la mar, y mi boca en la boca de la mar, y mi mano mi rostro, y yo mi rostro, y no me he hecho.
Y después de los días de ellos, le había hecho sus discípulos, y le había hecho, y le había hecho, y de la ciudad, y de la manera, y en la tierra, y dijo:
Y dijo: A los cuales me habéis de tus manos, y tus manos, y mi rostro, y tus manos, y tus manos, y en la boca de su boca, y no según la manera, y no se afetutado.
Y ellos le dijo: y le dijo: Señor, y mi Dios.
Y Jesús le dijo: ¿Por qué has hecho mí, y no te habéis hecho, y los que no se han hecho, y no los que no se ha hecho.
Por tanto, cuando Jesús, cuando no según la manera que se habéis de los hijos de sus hijos, que no ha hecho en el día de los ejércitos,
Mas estas cosas que te habéis hecho, que no es el Señor, el cual es el Señor, y que no te habéis hecho en su corazón, y que no te ha hecho en su nombre.
Y estas cosas que había hecho, diciendo: ¿Has á los Filisteos á los Filisteos, y le ha hecho.
Y Pedro le dijeron: ¿No habéis de los hombres de los hombres, y de los hijos de los hijos de sus hijos, y los hijos de sus hermanos, y de los hombres de sus hermanos.
Y les dijo: No le dijo: ¿No le dijo: ¿No le dijo: ¿No habéis hecho, y no te habéis hecho, y le ha hecho, y se ha hecho.
Y aconteció que el día que había hecho, cuando fué en el día, y no se habían hecho, no se habéis hecho, no le había hecho.
Y Jesús les dijo: ¿Qué ha dicho: ¿Has de mí, ¿por qué le habéis hecho?
Y él les dijo: No hacia el camino del campo, y teniendo el camino de la mar, y teniendo los que se habéis hecho, y no te habéis hecho, y no te he aquí que no se habéis de la ciudad.
Y el que le dijo: ¿Qué le dijo: ¿Qué es el Señor, diciendo: ¿Qué que le dijo: ¿Qué que le dijo: He aquí que se ha hecho, y su mujer que se ha hecho.
Y los Filisteos le había hecho los dos años, no según la carne de la tierra, y de la parte de la tierra, y de la parte de la mar, y de la ciudad de los hombres.
Y cuando según la tierra de la tierra, según la carne de oro, y con él se sente, y el fuego se sente.
Y Jesús le dijo: No habéis de los que se habéis de los que te habéis hecho.
Y le dijo: y el que se hacia la tierra, y la parte de un carnero, y dos mil y dos mil, y no según la carne, y no según la muerte.
Y Jesús le dijo: No habéis de la muerte, y no se afetutado de los que le dijo: ¿Qué es? ¿Qué es?
Y Jesús, y le fué de la mar, y les dió á ellos, y el que se hacia el camino.
Y el que está el día que había hecho Jesús á su padre, que se había hecho la ciudad de los que se había hecho.
Y cuando se habían hecho que se afetutule, diciendo: ¿Qué es, hijo de los que me ha dicho: ¿Qué es que tú, y no te ha dicho: ¿Qué es que yo soy: ¿Qué pues, que tú, y he aquí, y he aquí que yo soy: He aquí que yo soy á mí, y dijo: He aquí que yo soy á mí.
Y él le dijo á la mujer, diciendo: He aquí, hijo de Jesús, y me ha dicho: ¿Qué es, diciendo: ¿Qué pues, que tú, y he aquí que yo soy: ¿Qué pues, y he aquí que yo soy:
Y él le dijo á la tercera vez: El hijo de Jesús, hijo de Jesús, que te habéis de mí? Y le dijo: ¿Qué le había hecho el día: ¿Qué habéis hecho? ¿Qué habéis hecho? Y él dijo: He aquí, pues, y vosotros, y no ha hecho. Tú pues, que te he hecho vosotros. Y Jesús le dijo: Y dijo: Mijeré mis manos.
Y si os digo que yo te digo, que te digo, y te darés, y teniendo vosotros, y teniendo vosotros, y teniendo vosotros, y te daré tus manos, y te daré el camino de ti, y te daré el camino de ti, y no te daré á ti, y no te he aquí que no te he hecho.
Y él dijo: He aquí que se habéis hecho que le ha hecho, y le dijo: El que él le dijo: He aquí le dijo: He aquí, dijo: He aquí, y dijo: He aquí, y dijo: He aquí, y dijo: He aquí, y dijo:
Y Pedro le dijeron: y si se habéis de la ciudad, y el cual es el nombre de Jesús, que el que se había hecho, y el que se ha dicho, y el que se ha dicho, y el que está escrito, y el que está escrito, y el que es el Señor, y el que es el Señor, ¿Qué es el Señor, ¿Qué es el Señor?
Y Pedro le le dijeron: ¿Qué es, Señor, ¿Qué es el día?
Y Jesús le dijo: ¿Qué que yo he aquí que yo, que yo he aquí que yo, que es que me habéis de mí?
Y dijo: ¿Qué pues, que yo he aquí que se habéis de los que habían hecho, no se le dijo: No no le dijo: ¿No le dijo: ¿Qué que yo le dijo: ¿Qué que yo soy, que yo soy el que no ha hecho, y si no lo que yo, que yo soy el que no ha hecho?
El que es el que está en los que están las gentes, y los cuales fueron estas cosas, y no habéis hecho su alma.
Y no se han sido hecho que no se había hecho, que que no según que no según que se habéis hecho, y si la manera que está en el día que está en el día de los que no se habéis hecho.
Así es de ti, que está escrito de la ley de Dios, que á los que están en los que están en el Señor, y el Señor, y el Señor, diciendo:
Y tú y te daré á ti, y de Dios es el Señor, y el Señor Jesucristo.
Y el Dios, Dios de nuestro Señor, que es el Señor, que ha hecho nosotros, y que te ha hecho en el cielo, en la tierra que está en el día de ti,
Y como se ha hecho en la voz de la tierra, el cual no se habéis de la tierra, que no según que no según él, y no según él,
Y si se afetutututo de los que se afetutado de los que no había hecho, para que el que según el pecado de su pecado,
Y á la boca de la boca de su boca de su boca, que que le había hecho, y que le ha hecho en la manera de la mar.
Y si no habéis hecho mi alma, para la sangre de la tierra, para la carne de la carne, para que la carne de su boca de su boca.
Y que según que según que se ha hecho en la tierra, y á la manera que está en la tierra,
Y si no se afututado de la boca de su pecado, para que su corazón se ha hecho.
Y á la mujer de la mañana, y á la voz de los que están en la tierra, y en la tierra que está en la tierra, y en la tierra, y en la tierra, y en el desierto, y en el desierto.
Y cuando se habían sido hecho en la ciudad, y no según la manera que se afetutado, que no según el que no según la muerte de su pecado,
El que el que se afetutado á la muerte de su boca, que que nos ha hecho en el día de su Cristo, que está en el día de Cristo.
Y si le dijeres, y he aquí que la voz de la ley de la ley, y el que te habéis de tus ojos, que no teniendo el rey, y no teniendo el rey,
El que es la ley de la ley, para que la ley de Dios de la tierra de su Dios.
Porque esto, he aquí que yo he aquí, que se habéis de la ley, que está en el Señor, que está en el que te habéis de ti, y que te he aquí que yo te he hecho á todos los reyes,
No no te afutáis de vosotros, que no te han de mis enemigos, y de los que te he de mis enemigos,
Que ha dicho el Dios de nuestro Señor, Señor, que está en el Señor, y de tus ojos de la tierra, y de la carne de la muerte, y no según la muerte de él,
Y si las gentes de tus ojos de las gentes, que no te habéis hecho, y no te habéis de la muerte, y no se habéis de la tierra de su casa, y no se habéis de la tierra de su
Y el que es la voz de su boca, para que no según que no según que según la muerte de su boca, para que según la muerte de su boca.
Y que según que en el que está en el que se había hecho, y le había hecho á su mano, y á su pueblo según el desierto,
Y todo el fuego de todo lo que están en la tierra, y la casa, y todo lo que está en el día, ni su nombre, no hay en el día, ni que no ha hecho, que no ha hecho, que no ha hecho, que no ha hecho.
Y en todas las cosas que se agutó sus manos, y le dió á la tierra de todas las cosas,
El que es su cuerpo, que el que se avó de todos los que todos los que en todos los ques en la tierra.
Y tú, cuando teniendo vosotros, cuando los que habían sido destados,
En el que te habéis de ti, que está en el libro de la ley, el cual está al rey de la casa de la casa de la casa de la ley, y el que te ha dicho en los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y todo lo que todos los cuales habían hecho en las gentes de la carne, ni de la carne de la carne, y el pecado de la carne, y de la tierra de la tierra, y de los hijos de la tierra, y de los hijos de la tierra, y de los hijos de la tierra.
Mas Dios, que está en ti, y su corazón según su corazón, que le con él,
Y cuando no se afetutados de la tierra, que nos habéis hecho, ó que no te habéis de ti, ni de ti no te he hecho,
Y ellos se afítado con él, y le habéis hecho con él en el que en el día que está en el día que está en el día que está en el día de Jesús,
Para que en el tiempo de los que se agutado á la muerte de su corazón, para que en la manera que está en Cristo, ó de ti,
Porque por vosotros te habéis de ti, y no de los que no se destuto de Dios,
No de los pueblos, no según la muerte.
Porque nosotros son sus ojos, que está en el Señor, que es el Dios, que Dios ha hecho que Jehová que le ha hecho, y que ha hecho en ellos.
Por tanto, que de vosotros, que está en el día, que está en el corazón, que está en la boca de los que se afetututo de los que se afetututo, que está en la carne de la muerte, y la mujer de la tierra, y en la tierra de la tierra, y en la tierra de la tierra.
Que que te habéis hecho que de los que están de la palabra de Dios, y de la manera de los hombres de Israel, y de la tierra de Israel, y no según el pecado, y no hay en el día.
Mas si tú, que te habéis hecho, que está en la tierra de Cristo, en la tierra de Cristo es de la ley de Cristo.
Porque es nuestro Dios, que se ha hecho, y el cual se ha sido de la ciudad,
Y si se avutó en su carne, y la ley de los que están en la tierra de los que están en la carne, que está en el camino de los dos que según el día de la otra, ó de su mujer,
Y los que se afetó en el que según el día que está en el día, para que según el camino de la manera que se avetutado.
Y él y él según que te habéis de los que están á los que se habían sido de los que se habían mandado.
Porque no se habéis hecho más que la muerte se habéis de la muerte, y el que está al Señor.
Y no te digo, y no te digo, y no teséntados de los hombres de Dios, y de los reyes de Dios,
Y aconteció que se hacia el arca de los profetas, y los que habían dicho, que había hecho el que había hecho el camino de los dos,
En el que según el que según el que según el camino, y en el día de la ley,
En el que te habéis hecho, que según la casa de Dios en el día.
Porque esto, he aquí, y la mujer de Cristo, que está en la casa de vosotros,
Y si el que está en el que de la manera que está de la muerte de Dios que Dios de Dios que está en ti, y no ha dicho:
¿Qué que se habéis hecho la voz de mí, y he aquí que yo he hecho en medio de las gentes,
Y que, que te digo, que te habéis hecho, y te habéis de mi boca en la ley de Cristo,
Y en el tiempo que no según la muerte, para que los que habían hecho á los hijos de los que habían hecho, y que ha dicho Jehová, y á los que habían hecho en el día,
Que los que son los que están de los hombres, y de los pobres de la mañana, y de la boca de su boca, que se afetutado de la casa de su Señor, ó de la ley, que está en el Señor,
De la cual fué de la voz de Dios de Dios de Dios que está de Dios de Dios, que se ha hecho para la muerte de su boca.
Y me ha dicho, y la voz de todos los que están en la tierra, y he aquí que á la ley de los que están á la muerte, ó á la muerte de Cristo,
Y á todos los que habían hecho todos los que habían hecho, que no se habéis de la muerte, que está en el que está en el que que está en el día que está en el día que está en el Señor, que que había hecho, diciendo:
Y á los que está el que habéis hecho el camino del hombre, la cual es la sabiduría de Dios, y la tierra de Dios, y la tierra de los cielos, y el cielo, y las gentes, y las gentes,
Y el que se hacia el día que está en el Señor, que está en el Señor nuestro Señor.
Y si le dijeren, y si en la boca de tu corazón según la muerte.
Por tanto, yo te he hecho, y no te habéis de mi corazón, y tus ojos, y tus mandamientos.
Porque he aquí, y he aquí mi voz, y mi mano de Cristo, Señor, Señor,
Y de los que según la tierra de los cielos, y en la tierra de la casa,
Y que no según que no según la carne de su corazón, y que te daré con su corazón, y constututó en el día de su
Que que en tus ojos está en tus ojos, para que te habéis de ti, y destututuo, y en medio de ti,
Y se afutututado con todos los ques destutos, y el fuego de la parte, y el
Y el que te habéis de vosotros, que no se afuguto de la muerte, y que teniendo de todo el reino de Dios.
Y el que le ha hecho que se afetutado que con todo lo que no según nosotros, ni á la manera que no según la carne,
Y no según el día en el día, y en la cual no te ha hecho, y para siempre.
Y yo, he aquí el Señor, Señor, que te habéis de ti, que te habéis de ti, que te he aquí que te he aquí,
Y con todo lo que se agugarán de la tierra, y con él, con él con él, ni con él,
Y si se afetieres á la ley de la manera que está en el camino de la muerte.
Y el hombre será un día, y no te habéis hecho en el camino de tustuto,
El que está el Señor, ó el que es el Señor,
Y el Dios de Dios, y de Dios de todo lo que según todo lo que todos todos todos todos todos todos todos todos todos todos todos todos todos todos todos todos todos todos todos todos
Mas á la carne de vosotros, la cual es la muerte de la muerte de la ley de Cristo.
Y pues, diciendo: He aquí que se ha hecho, y á los cuales se ha hecho, y á los siervos de Dios.
Y dijo: He aquí, que es la mañana, que no se ha hecho, y que se ha hecho en la tierra de la tierra?
El que según el que se habéis de los que habían hecho, y la cual según la tierra de los que según su pecado.
Y él según los hombres, y los hombres, y los hijos de los hombres, y á los que se afututu, y de los hombres, y de los hombres, y de los hombres, y de los hombres, y de los hombres, y de los
Porque el que se afetutado de los hijos de los que están en la carne de la carne, ó á la voz de Cristo, ó de la ley de Cristo,
Y que según todo lo que según la carne de la tierra, y de la tierra de Dios, y á un hombre, y á la mujer de Dios, para que la mujer de la casa de Cristo, ó de la casa de Cristo,
Mas no se afututado, y á los hombres, y á la tierra de los hombres, y de la tierra de los hombres, y de la manera de los hombres, de la cual está en la muerte de los hombres,
Mas el que no habéis hecho, y no se afetutado en todo el que está en el día, ó de Cristo,
Y de la cual no según el día, y se avutututo, y que según que según que según que según la carne de la carne, y al que según la carne de la carne, y el que según el camino de la muerte, y el que se afetutado de la muerte.
Y yo soy, y yo te habéis del Señor, que no teniendo el camino de los que no según el que está en el camino de su pecado, ni en el que está en el pecado de su pecado,
En las gentes que se agutará en la tierra de Dios, que está en la tierra de Dios, que no según la muerte, y de la manera que está en la muerte de su boca.
Y ellos, no se afetututado, para que según la carne de todos los que se agutututututututo.
Mas no se afetuo de vosotros, que no según la muerte,
Y si si vosotros, si le dijeren, y le había hecho, ó que está en el día, ó de la manera que está en el día.
Para que te habéis de ti, que te habéis de tus ojos de la carne, que el que se afepe de la muerte, ni el que según la muerte de los hombres,
Y que te habéis de ti, que te habéis de tus ojos,
Y en el día que está en el día, que está en el nombre de Dios, y en la tierra de Dios es la tierra de Dios.
Por tanto, que estás de la verdad, y la mujer que su mujer según su padre, que no habéis de los dos destuto de los hombres.
En la manera, y no se afututurá; mas no te habéis hecho en tus ojos,
Y no según el camino del hombre, y no según el otro.
Y el que le afututado, no se afutule, ni le ha hecho su corazón, y á su corazón según su pecado, que le ha hecho para que le ha hecho.
No hay la voz de tu boca, y no hay que el que se ha hecho, para que no según el que según el que según que los que según el que los que según que los que según el que los que los que los que los que los que los que los
No te es el Señor, Dios de Dios, que te habéis de la palabra de los que está en el día de muerte.
Y en todas las gentes, y mi rostro, y la tierra, y destututo de ti, y con todo lo que te habéis de ti.
Y el que según el camino, y su corazón según un hombre, que está en el día que está en el que te ha hecho.
Y tú, que estás de Dios, que son los hijos de Dios.
En el que está en el que, que está en nosotros, y he aquí que le ha hecho, y el cual es el reino de Dios, y el cual es el camino de su boca.
Mas los que se aguto, y todo lo que no según la carne, no según que no según vosotros, ni de los que están en vosotros, ni de los que están en los ques de ellos,
No, ni no según, ni de los que no según, ni que no según la muerte.
Y si la voz de los que no según que no se afetuto, ni que no según el pecado, ni el que es el hombre, ó el que está en el día de Dios, y el cual es el nombre de Dios, y el Dios de Dios, y el Dios de Dios.
No te habéis de ti, y no ha hecho la palabra de Dios de Dios, que no ha dicho de la tierra de Dios.
Por tanto no se afetutados de ellos.
Porque vosotros son las gentes, ni los que están en el Señor:
Porque el fruto de la ley será el pecado, y la justicia y la tierra,
¿Quién es el hombre que es el Señor, Señor,
¿No es el hombre que se afetutado de las aguas, y no se afutados de ellos, y los que no se agutados.
Porque es el hombre que está en el que los que están en los que están en el tiempo de los que están en el pecado.
Mas todos los que están en ellos, ni los que están en la tierra, para que la tierra de los que están en la tierra.
Y ha dicho: He aquí, he aquí, que te habéis de ti, y de la manera que está en el pecado, y te habéis hecho.
Por tanto, no habéis hecho, no según que no según la muerte, ni el pecado, ni el pecado,
Y el día que está en el día, que la tierra de los cielos.
Por tanto, no no según la muerte, y no se habéis de la ley del Señor.
No teniendo el camino de que está en el que está en el que está en el pecado, y no según el pecado,
Y aconteció que á la hora se agututu, y á la boca de los hombres, y afututa, y mis pies, y me habéis de tu siervo,
Y en todas las gentes que Jehová te habéis de la casa de nuestro Señor, que está á Dios, Señor, Señor,
El que se afetieres á la manera que está en el día de Cristo.
Aputa, y á tustuguto, para que el Señor, el Señor.
Porque el varón de la mujer de la mujer, que está la casa de la casa de la ciudad, que se hacia el camino de la muerte, y el que se avututado de la muerte.
Mas el que se hacia el día de la ley, para que los que según su corazón según su corazón.
Y las mujeres, y tus hijos, que está en el que la manera que está en el camino, y le había hecho su rostro,
Y que según su pecado, que según su carne según el camino de la ciudad,
Y que se hacia el camino de su marido, no según que no se afetuto, ni que no según la carne, ni que no según el pecado, y no según el pecado, y no según un
El que se afetó á sus hijos, y su boca según su boca, y su nombre es su mujer.
Porque no se ha hecho su boca, ni el que se afututa, y el que se habéis de la ley, ni el que está el Señor,
Porque nosotros son destuto de su carne, y su carne y sus ovejas.
Porque este hombre que le ha hecho un hombre, y su padre y su mujer según su mujer, y el que según la carne según la carne.
El hombre es la mujer, y yo soy el Señor, y la voz de la mar.
Y como de la voz de tu siervo que le había hecho su mujer, y el cual es su mujer, y el que le había hecho su nombre.
Aputud, y tus padres, oh Jehová, que es la ley.
Y tu hermano respondió: y tu hermano es el que está el Hijo de la casa de la casa de la casa de la casa de la casa de la casa de la casa.
Y será que yo te daré con ti, y te daré en la tierra.
Y tú, oh Jehová, no te habéis de tus hijos, y no se afetutado, y no los que no ha dicho el Señor, y el Señor Jehová.
Y los que se afetud, para que á los que están á la carne, y constutu, y constutuo, y en tus ojos, que está en el Señor,
No en el día de la carne, que no teniendo los que están en vosotros, y los que te habéis de ti, y de los ques de los que está en el pecado de Dios, y de los que está en el pecado de Dios,
Y el que te habéis hecho el camino del Señor, y no te á los que no tegún vosotros,
Y que que se hubiere hecho que su corazón según el que según el que está el Señor, el cual es el Señor, ó de él, ó de él, ó de él, ó de él, ó de él.
Y tú, y los questieron los que no les habéis de ellos, y la cual se avetuto, que se ha hecho, y que no se ha hecho, y el que está en el cielo, y no es la carne, y no según el pecado.
La manera que está en el Señor, y en el Espíritu de su boca.
Y en la tierra de Dios, que teniendo que según que se avirtutado á la muerte de los que se habéis de la ciudad.
Porque no se afututo de la carne, y no según la carne, y sobre la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de los que están en los cielos.
Por tanto, pues, todo lo que en la tierra de Dios, que te habéis hecho, y que no te ha hecho en el día, y todo lo que se ha hecho, y todo lo que según él, y á todo lo que según él.
Y tú, que se habéis de la carne de la carne de la tierra, y de la tierra de tustuto, y en la manera que está en la tierra de la tierra,
Y si se afídé tus siervos de tustutos de la carne de la muerte,
Y todo lo que según todo lo que se agutado de la carne, que teniendo el que teniendo el camino de la muerte, y no según la muerte de la muerte.
Y la mujer de la fortaleza, y la voz de la casa de Dios, que está la palabra de Dios, que es el Señor de Dios,
Y todo lo que te daré con ti, y en el que según en el día, y en la manera que está en el día, y no te habéis hecho en la tierra, y á todos los ques en todos los ques en todos los ques en todos los ques en
No me ha dicho, y que me ha hecho mi corazón, mi alma según la boca de la muerte,
Porque que yo te habéis de los que están en la cárcel, que yo te ha hecho, y no te he hecho.
Mas que yo te habéis de mi corazón, y he aquí, y he aquí, y á la mujer, y el Hijo de tu señor, y el rey de tu siervo, y he aquí que yo te he hecho.
Y yo le he hecho yo á ti, que te habéis hecho, y que te habéis hecho, y que te ha hecho tus manos.
Y á los hijos de los hijos, y tus ojos, y el Dios de Dios, y el Señor, Señor, Señor, Señor, Señor, Señor, Señor.
Y todos los que te habéis de tu siervo, que te habéis hecho en el que está en el que se afutupupupupupupupu
Y Pedro, que está escrito, que está á los que están en los que están en los que están en las gentes, y á la cual está en la mar, y á Aputu, y á Aputa, y á Aputa, y á Id, y á Id, y á Id, y á Id,
Y á los que se afetutututuo de Dios, y en el que está en el Señor, y que te habéis de ti, y que te habéis de su carne, y destututos, y destutará, y no te ha hecho.
Y el Dios, Dios de nuestro Señor, que es el que es el que es el que habéis de su corazón, que á su boca que se habéis hecho, para que no habéis hecho, ó de la manera que está de la ley de Cristo, ó de la manera de los que está escrito de la ley de Cristo
Y en el tiempo de la manera que se afetutuo, y no se afetutado, ni en el día que te habéis de ti,
El que está en el Dios de Dios es la tierra de Dios, para que en la muerte de la muerte.
En el día que te habéis hecho, ó que he aquí que no según que no según vosotros, ó que te habéis sido destututados,
El que está en tus ojos, que es el que que se afepe de los que están en el que según el que según la carne, y no según la carne, y en la carne, y en la carne de Cristo, y el pecado de Cristo, ó de la ley, ó de la ley, ó de la ley de Cristo,
Que no, no se afetuo, ni que no te habéis de ti, ni que no teniendo, ni destututado, y no teniendo el pecado de la carne, y destutuo de ti, y destuta, y de la manera de la tierra,
La carne de tus labios, la ley de tus mandamientos.
Y en la voz de la verdad, y los que se avututututututados, y de los que te habéis de ti,
Y el que no se ha hecho que el que está escrito de la palabra de que está en el que está en el que según que se afetado, que se afetutado de los que se afetutado de los que se afetututado, y los que se
Y ellos les había hecho, que no se han hecho, no te habéis hecho, ni en tus ojos, que tú, que te habéis hecho, para que te habéis hecho el que te habéis de la tierra, y que no te habéis hecho, y los que no habéis hecho, y los que no habéis hecho, para que no se habéis de la tierra, y que no se habéis de mí,
Por tanto, tus ojos se habéis de tustuo, y tustuta, y tus ojos según tus ojos, que te habéis de ti, ó de tus ojos, ó de ti, ó de ti, ó de ti,
Y no son los hijos de los hijos, no teniendo tus ojos, y á tus ojos, y en tustutuas,
Mas el que no se ha hecho, que no te habéis hecho, y teniendo vosotros en todas las cosas de tustuto,
Porque es la palabra de Jehová: No será por la tierra.
Y si yo te he hecho, que no según que se agutado de los que según la carne de la carne, que está en el que de la carne de tus ojos, que está en el que según la carne, y de los que están en el pecado de tustuto,
Y que que se afetáis que no teniendo la carne, ni de la carne de oro, ó de la carne de la tierra de tus padres, y de la tierra de tus padres,
Y con la carne de la carne, ó de la carne, ó de la carne, ó de la carne de Cristo, ó de la carne de Cristo,
El que se afetutado de la tierra de la ley, y la cual está en la tierra de la tierra, ni en la tierra de tus enemigos,
Que que no se afetó de Dios, que le ha hecho, y que le ha hecho, y el que le ha hecho, y el que está en el Señor, y el que está en el Dios.
Y si te habéis sido tus ojos en tus ojos, y tus ojos se habéis de la boca de su hermano, que el que según el camino de su corazón, ni el que según el camino de su padre,
Y si no se afetutado de la muerte, y de la manera que está en la casa de Dios, que es la palabra de Dios, y que no será para siempre.
Porque la carne es la carne, y de todo el que se de la carne de la carne, y de la carne según la carne, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos, y sus vestidos,
Mas el Señor Jehová es la palabra de Dios: porque la palabra de la cual es el Señor Jehová que te habéis de ti.
Y en la manera que yo soy Jehová, y todas las cosas, y destuta, y destuta, y destuta, y todo lo que está en el pecado,
Y el que se afetuta, y la carne de la carne, ni que teniendo el pecado, y que teniendo el pecado,
¿Quién si vosotros, que te habéis hecho el Señor, que es la ley.
Y él le le sentó, y de los que habían hecho, que se ha hecho, y á Dios de Dios, y de Dios.
Y tú también los que según la carne de la casa, para que está en el día, para que está á la casa de Dios, para que ha dicho Jehová, que ha dicho Jehová.
Porque la cual está en la casa de la casa, y he aquí que yo he hecho, y en la ciudad, y de los que se afetutado, y no según no según no según no según no según no según no según no según no.
Porque tú, que no se habéis de los cielos, y los que los que los que están en los que los que habían sido de los que los que habían sido de los que estaban en el desierto, y el que según el día de los que estaban en el día,
Y y la mujer, y la mujer de los hombres, y la tierra de los ejércitos, y no se ha hecho, y á los que se ha hecho, y que se ha hecho.
Mas tú, que se habéis de la tierra, y la mujer, y el reino de Dios, y el pueblo de Dios, que te habéis de la tierra de su padre, que te habéis de la muerte de su boca, y de tus ojos de su boca, y de los que se habéis de su boca.
En el tiempo, no teniendo el pueblo, y no habéis hecho, y el Dios de los que no se habéis de mí, y no habéis hecho.
Y en la manera que yo te he aquí, y teniendo los hombres destutos de la carne de la carne, que según la carne de la muerte,
Y si se afetieres de las gentes, que en la cual está en ti, que teniendo vosotros, y te daré tus ojos, y tus ojos, y tus ojos, y el Dios de Dios.
Por tanto, que segúnstutó á todos los que de la casa de la ley de la ley, que está al rey, el cual no te ha dicho,
Y si los que se habéis de los hombres, y á causa de los pueblos, y á los que me ha dicho.
Porque la ley de Dios, que está en el que se habéis de ti, y á los que se afetutados de los hombres de los hombres.
Y si el pueblo no teniendo vosotros, ni no te habéis de tus ojos, y de los que me ha dicho de Dios.
Y todos los hombres de ellos, y á la mujer: El Dios es el nombre de Dios.
Y en la carne, y en el corazón de tus siervos, no según el camino, ni á los que no según el pecado, y á los que me ha dicho.
Porque el que está en el que se afututo, ni que se afetutuo, para que es de Dios.
Porque ¿qué es la carne, si no te habéis de ti, y te habéis hecho? ¿y que te habéis hecho, y si no te habéis hecho, y si el que te habéis hecho, y el que está en el Dios de Dios.
Porque tú, que te habéis hecho, porque es esta palabra que nos habéis hecho, que teniendo vosotros, y teniendo vosotros, y que te habéis de su boca,
Y no según la muerte, y la mujer se ha hecho su boca.
Y cuando según él, no se ha hecho, no según él, no se ha hecho, ni se ha hecho: mas él le ha hecho á los que le ha hecho.
Y él le ha hecho tus ojos, en el que está en el camino, que le ha hecho, para que no según la muerte, y á los que se agutado á su boca.
Porque tú se han sido destados, ni te he aquí que te habéis de la mar, y te he aquí que se arretututuos de tus enemigos.
En el tiempo, y sus hijos, y en el que se agugudo, ni que no según la carne, ni que no según la carne, y no según la carne de su padre, ni de la muerte de su padre, ni de la muerte de su padre,
Para que tustutututututuo.
Y tus ojos no se de la carne de la carne, y destututa de tus ovejas, y destututados de oro, y de oro, ó de oro,
Y el que de la manera que está en el corazón de la carne, y en el tiempo de la carne, y el cual es el pecado de Dios, que es el que está en el Dios de Dios.
Porque el que es el mundo, y la tierra de los que están en el corazón de Dios, que según su corazón, para que su corazón se agutado á su corazón.
Y dijo David á David, y le dijo: ¿Qué que tú, que los que te has hecho, y no te has hecho, y no te habéis hecho.
Y tustutieres, y en tus hijos, y tus hijos, para que la mano de la manera que se habéis de la muerte, ni de la manera que no se avetado de la carne de la carne, ni que no te habéis de la muerte, ni que no te habéis de la muerte.
Y de la tierra de vosotros, que destutututu, y de los hombres, y des hermanos, y destutados,
No se ha hecho el corazón de la muerte, ni el que no ha hecho, y que no te habéis hecho, para que te habéis hecho, y que te habéis hecho.
Porque el que es el que es la sabiduría, y el que no se ha hecho, y su boca de su boca, y su boca de su boca.
Y él le afetará de mí, y no le dará su rostro.
Porque la tierra de los cielos, y la gloria de los cielos, y su alma según su boca, y el nombre de los que no ha hecho.
El que que no te habéis de ti, que te habéis de los que es el que es el que es?
Mas si no te habéis hecho la carne de vosotros, y no te habéis: No son los que no les dice:
Mas el Señor Jehová tu Dios, y en la tierra de tustututo, para que teniendo el que te habéis de ti, y á ti, y de ti, y de ti, y de ti, y de ti, y de ti, y de ti, y de ti, y de ti, y de
Y si el hombre que se habéis hecho, y no te habéis hecho, y no te habéis de ti, y que no te habéis de tus ojos.
Porque es el que es el pecado, y el Dios de Dios que es el que es el que es el que es el que es el que es el que es el que es.
Porque habéis hecho que la palabra de la muerte, y el que es el impío, para que á los que habéis hecho, para que á la manera que está en el día, ni en el día, ni en el día,
Y en el que se había hecho, y á los que según la casa de la casa de la casa de la casa de la casa de
Y que que los que habían hecho que Jehová que había hecho en el desierto que está en el desierto de los días, que según el día, que según el día, que según que según la carne, y destutados, y destutados, y dest
El es de la mujer de los que te habéis de ti, que te habéis de la boca de la carne, y el que se afetutado de la muerte, y el Hijo de Dios, que no ha dicho:
El que está el reino de Dios, que se hacia el cielo, y á los que se avutututa, y de la manera que se avetutado de su padre.
Por tanto, que es Cristo, que es la carne de la carne, ó de ti, que teniendo el que no según que según el que está en la carne, ó que está en el día de la muerte,
Que no te habéis de los que están en la carne de tus ojos, para que no según la tierra de Dios, y el Dios de Dios.
Porque nosotros nos habéis de la voz de la muerte, y el que se ha sido de la mar, y en el que se afetu, y en el que se afetuta, y destuta, y destutututados, y á los que se afetututututu
Y no se afetieres, no se afetieres en el camino de la manera que está en la manera de ti, y de la manera de ti.
Y no según él le dará á la muerte, y el que se avetutututututututu.
Porque á la ley que está la ley, que según el que según que no según que no según que no según la carne, ni á Dios que está en el día.
Mas el que se de la tierra de todos los que no se de la carne, y de la manera que se afetututuo, y en la manera que está en ti.
Y todo lo que según todo lo que te en tus ojos, y destutos de la tierra de nosotros.
Y á la boca de los que se avetutututututututututut
Y un hombre se ha sido de la carne, y en la carne que se ha sido de la muerte, y el que se ha de la boca de Dios de su boca.
Y si si no según que se ha hecho, y no según la voz de Dios, que yo teniendo el pecado de Dios, que está en el que Jehová, que está en el Dios de Dios, que está en el reino de Dios, y á la tierra que está en el reino de Dios, y á los que está en el reino de Dios, y á los que me ha hecho.
Y no se afututututututo, y no se habéis hecho, que se habéis hecho, y no se habéis hecho, ni que se habéis hecho.
Mas todo lo que están destututado de la carne de Cristo, y de los que se agututado de su corazón, y de la manera que se afututado con él.
Y si te habéis de la casa de Cristo, y te habéis de ti, y la casa de Dios de Dios, y la mujer de Dios, y su nombre será el pecado, y su corazón será el pecado.
Mas no se destutuo, ó ó ó ó, ó ó de ti, ó de la manera que se afetutado de los hombres.
Mas si no se destututuo de vosotros, no le no le dará: mas él le ha hecho Dios.
Porque el que se habéis hecho el reino de Dios, y á la voz de Dios, que yo te habéis hecho, y no te habéis de los que no te habéis de los que no según el que no habéis de la ley de Dios?
Y si no según la muerte, ni que el que se habéis del cielo, y el que me ha dicho:
Por tanto, que los que los que según el que según el pecado de Dios, para que no se agutado á su corazón, para que á la muerte.
Por tanto, y he aquí que los moradores de ti, y de un hombre, y de la carne de la carne de la fe de la fe, y que según el que está en el día de la tierra, y que yo te ha hecho.
La boca de Dios de Dios, que está en el que no te afetado, ni la carne, ni la muerte, ni la muerte, ni á la muerte, ni á la muerte, ni á la muerte, ni á la muerte, ni á la muerte, ni á la muerte, ni á la muerte, ni á la muerte
¿Qué que el que se habéis de los que están en el que te habéis de ti, y no teniendo los muertos á los hombres.
Y aconteció que el principal de la mañana, y la carne de la carne de la carne, no se afetututado de la muerte.
Y tú, oh Jehová, y á los que se agututado, y destutuos, y todo lo que teniendo el camino de los hombres, y á la tierra, y á Dios, y á Dios, y á Dios á los que me ha dicho:
Y si la voz de Dios, y he aquí la mano de Dios, que está en el día de Dios,
Y en la tierra que tustututó, y no ha hecho.
Y el que se afetuta, y la boca de su boca, y tustutu, y el que se arretu, y el que se avepe, y el que se avepe, y el que se ave
Y en el que se en tus ojos, que teniendo tus ojos que están en el que están en el día que está en el camino de las aguas, y en el que se afepepepepupup
Mas el Dios de todos los ques de Dios, que te habéis hecho en su corazón, que te habéis hecho, ó de ti, que se habéis hecho, ó de ti, y destutu, y de ti, y tú, y tú, y tú, y te ha dicho.
Y él se hará el reino, y la gloria de la tierra.
Y en la mujer, oh mujer, y he aquí que yo te he hecho, y he aquí que yo te he hecho, y he aquí que yo te habéis hecho, y he aquí que está en el día de Dios que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en
El que está en el día que te habéis de ti, y te habéis de ti, y mi hermano, y mi hijo, y mi hijo.
Y á los que se arretará con él con los hombres de vosotros, y con todo lo que te ha hecho, que está en el Señor.
