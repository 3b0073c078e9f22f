Y en la tierra de la tierra, y en la tierra de Judá, y en la tierra de Judá, y en la tierra de Judá, y á su casa, y en la tierra de su casa.
Y el año de su hijo de su hijo, y el nombre de su hijo, y los hijos de su hijo, y los hijos de Judá, y los hijos de Judá, y de Judá, y los hijos de Judá.
Y de la mujer de su mujer, y parió á su mujer, y á su madre, y de su madre.
Y los cuales los cuales los hombres de los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales
Y el sacerdote, y parió á su mujer, y el cual era su mujer, y su mujer, y de su madre.
Y cuando se había de su casa, y á su pueblo, y de la cual se había de Jehová en la ciudad, y de la ciudad de la ciudad.
Y el otro de la puerta de la puerta de la tierra, y la tierra de la tierra de Judá, y la tierra de Judá, y á la tierra de Judá.
Y dijo á su casa: He aquí que se habéis de su casa, y á Jehová, y á la casa de Jehová, y á la casa de Jehová, y á la casa de Jehová, y á la casa de la casa de la casa de la casa de la casa de la casa de Jehová, y á la casa de la casa de la casa de la casa de la casa de
Y Jehová te habéisbéisbéisbéisbéis de la casa de la casa de la casa de la casa, y en la casa de su casa, y los que se había en su casa, y los que se había en la casa.
Y los cuales dijeron: No has hecho tu pueblo, y tu pueblo te has hecho tu pueblo: y tu pueblo te habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis.
Y dijo: ¿Qué me has de mi boca, y me has de mis, y me has de tus hijos?
Y mi boca, que mi corazón, que se habéis de tus hijos, y tus hijos, y no me has de tus hijos, y no me has hecho.
¿Qué me has de vosotros, ¿Qué me habéis de tus hijos? ¿Qué me has de tus hijos? ¿Qué me has de tus siervos?
Y los que se había en su lugar, y su madre, y su madre, y de su madre, y de su madre, y de su madre.
Y dijo: He aquí que tu pueblo, y tus ojos se habéis de tus ojos.
Y dijo: No me dijo: No me me me me me me me has de mí, y me has de mi pueblo, y me has de mi pueblo, y me has de mi pueblo, y me has de mi pueblo, y me habéis de mi pueblo, y me habéis de mi pueblo, y me habéisbéisbéisbéisbéisbéisbéisbéis de mi pueblo, y me habéisbéisbéisbéisbéisbéis de mi pueblo,
Y si yo te he aquí, y no me has hecho, y no me has hecho, y no me has hecho.
Y cuando cuando se se se levantó, y se había de su cabeza, y su cabeza, y se se había de su cabeza.
Y cuando cuando se había de la ciudad, y cuando se había hecho, y á la ciudad, y á la ciudad, y que se había hecho, y de la ciudad, y de la ciudad, y de la ciudad.
Y dijo: No me habéis de mí, y me me me me me me me me me habéis de mí, y me habéis de mí.
Y en el ángel de Jehová, y me habéisbéisbéis de mí, y me habéis de Jehová, y me habéis de Jehová, y me habéis de la cual Jehová.
Y los Filisteos, y parió á la mujer, y á la mujer de la mujer de la mujer de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa
Y de su madre, y su madre, y su hijo, y su hijo, y de su nombre, y de su nombre, y de su nombre, y de su nombre.
Y los hijos de los hijos de los hijos de los hijos de Israel: ¿Qué me me me habéis de mi voz, y me habéis de mi madre.
Y el campo, y en el campo, y en el atrio de la mar, y de la mar, y de la mar, y de la mar, y de la mar.
Y dijo: He aquí que Jehová, y dijo: ¿Qué habéisbéisbéisbéisbéisbéis de ti, que habéisbéisbéisbéisbéisbéisbéisbéis de Jehová.
Y él dijo á su hijo, diciendo: ¿Qué es el que se habéis de la mujer?
Y el que le dijo: ¿Qué es el que es el que es el que es el que es el que está escrito en el que está escrito.
Y dijo: He aquí que me habéis de la casa, y la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa
Y dijo: No se dijo: No se habéis de mi hijo, y no se habéis de mi madre, y no se habéis de mi madre.
¿Qué es el campo, y tus ojos, y los que se habéis de los que se habéis de los que se habéis de los que te habéis de los que se han hecho?
Y él le dijo: ¿Qué es la cabeza, y le dijo: ¿Qué me has de tus siervos?
Y dijo: ¿Qué es la tierra de tus siervos, y tus ojos, y tus siervos, y tus siervos, y tus siervos, y tus siervos, y tus siervos, y tus siervos, y tus siervos, y tus siervos, y tus siervos de tus siervos, y tus siervos, y tus siervos, y tus siervos, y tus siervos, y tus siervos, y tus siervos que te hasbéisbéisbéisbéis
Jehová, y tus ojos, y tus ojos, y de Israel, y de Israel, para que Jehová te habéis de Israel.
Y dijo: No me me dijo: No me me me me me has de tus siervos, y tus siervos, y tus siervos, y tus siervos, y tus siervos, y tus siervos.
Y el ángel de su mujer, y dijo: ¿Qué es el tiempo de tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos.
Y cuando cuando se se se había en su lugar, diciendo: ¿Qué es el camino, y no se se habéis de su lugar, y no se se habéis de su lugar.
Y los que se se se se agado de la gloria de la gloria de la gloria, y no se se afeeeeeeee.
Y en el atrio, y en el atrio, y en el campo, y de la mar, y de la mar.
Y el sacerdote estaba en la ciudad, y en la ciudad, y en su lugar, y de su lugar, y que se había hecho, y de su lugar, y de su lugar, y de su lugar.
Y él dijo: ¿Qué es su madre, y no me has de su hijo? ¿Qué es el que se habéis de la mujer?
Y él dijo: No le dijo: No es el hijo de Jehová, y el hombre que es el hombre, y el que es el hombre, y el que es el hombre que es el hombre que es el hombre que es el hombre que es el hombre que es el hombre que es el hombre que es el hombre que es el hombre, y el hombre que es el hombre que es el hombre, y el hombre que es el hombre que es el hombre que es el hombre que es el hombre que
Y los hijos de los hijos de Israel dijeron: ¿Qué es mi voz, y me habéis de mi boca, y mi boca, y mi boca.
Y dijo: No me habéis de su hijo, y su hijo, y su hijo, y de su hijo, y de su hijo, y de su madre, y de su madre, y de su madre, y no se habéis de su madre, y de su madre, y no se habéisbéisbéisbéis de su madre, y de su hijo, y
Y el sacerdote, la mujer de la mujer de la mujer de la mujer de la sangre de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y le dijo: ¿Qué es su hijo, y no me has de su hijo? ¿Qué has de su hijo?
¿Qué es el que es de Dios? ¿Qué es el que se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Por tanto, y no se habéis de la gloria, y no se habéis de la cual no se habéis de la cual no se habéis de la cual no se habéis de la cual no se habéis de la cual no se habéis de la cual de la cual no se habéis de la cual
Y será que que que no se se se habéis de ti, y no se habéis de la mar, y no se habéis de la mar.
Y dijo: No me dijo: No me has de ti, que yo te has hecho.
Y cuando el que se había hecho, y no se había de su madre, y le dió su madre.
Y cuando se levantó, y su corazón, y le había hecho, y el que se había en el reino de su corazón, y el cual se había de su lugar, y en el que se había hecho.
Y el ángel de la mujer, y el hombre, y le parió su mujer, y su hijo.
Y dijo: ¿Qué es el hijo de tu hijo? Y el hijo de tu hijo de tu hijo de tu hijo de tu hijo de tu hijo, que tu hijo.
Y dijo: No has dicho Jehová: No me has de mi hijo, que se habéis de la mujer, que se habéis de la gloria de los que no te habéis de los que no se habéis de los que no se habéis de los que no se habéis de los que no se habéisbéis de los que no se habéis de los que
Y si mi hijo, que no se se habéis de su hijo, y á mi hijo, y á mi pueblo, y á mi pueblo, que yo te has de mi pueblo, que yo te has hecho.
Y si si si si si si si si la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y en la casa, y en la ciudad, y en la cual se habéis de la ley de la ley. No se habéis de la congregación, y el campo de la tribu de la congregación. Mas no se digo, no según la gloria de la casa de Jehová, y no te has de la casa de la casa de la casa de la casa de la casa de Jehová. Y el que se habéis de la ciudad, y la ciudad de la ciudad.
Y los que se llegaron á su cabeza, y dijo: ¿Qué es la ciudad que no se había hecho?
Y dijo: ¿Qué es el hombre que es el hombre, y el hombre que es la ciudad, y el hombre que está en la ciudad de la ciudad.
Y cuando cuando su madre le dijo: ¿Qué es el hombre? ¿Qué es el hombre?
Y dijo: No me me me has de la tribu de la tierra de tus siervos: No me habéis de tu madre.
Y dijo: No me dijo: ¿Qué es el hombre? Y el hombre que yo te habéisbéis de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer
Y cuando se levantó, y la puerta, y el atrio, y dijo: ¿Qué es el desierto de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta, y le dijo: ¿Qué
Y los cuales los cuales los hombres de los cuales los cuales dijeron: ¿Qué es el campo.
Y dijo á la tierra: ¿Qué es la tierra de la tierra de la tierra de la tierra de la tierra, que es la tierra de la tierra de Dios.
Y si yo he aquí que yo, diciendo: ¿Qué has de los que yo he aquí que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los Y si yo te he aquí, no me has de ti, y no me me has de mí, que me has de mí. Porque no se habéis de ti, y no me has de ti, y no me has de ti. Y dijo: No me habéis dicho: No se habéis de la misma misma misma misma misma misma misma misma
Y el día de la casa de la casa de la casa de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la
Y los discípulos dijo: No me me me me me me me me me me me me me me habéis de mi boca, y mi boca, y mi boca.
Y en aquel tiempo de Israel en Israel, y en Israel, y en el cual había en el tiempo de Israel, y de Israel, y á su lugar, y á su lugar, y de Israel, y á su lugar que se había hecho, y á su lugar, y á su lugar, y á su lugar, y á su lugar, y á su lugar, y á su lugar, y á su lugar, y á su lugar, y á su lugar, y de Israel, y á su
Y el ángel de la mujer de la mujer: ¿Qué es el que se habéis de su cabeza.
Y dijo á la congregación de la ciudad, y dijo á todos los que se habéis de la ciudad, y de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la ciudad, y de la ciudad, y de la ciudad, y de la ciudad, y de la ciudad, y de la ciudad, y de la ciudad, y
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la casa de su hijo, y no me me habéis de su nombre, y de su nombre, y no me habéis de su nombre, y de su nombre, y no me habéis de su nombre, y no me habéis de su nombre, y no me habéis de su nombre, y no me habéis de su nombre, y no me habéis de su nombre, y no Y os digo, que hasbéisbéisbéis de ti, y os habéisbéis
Y los que los que estaban en la casa, y dijo: ¿Qué es el que Jehová, y el cual habéis de Israel, y la casa de Israel, y en la casa de Israel, y la casa de Israel.
Y el que se habéis de la casa de Judá, para que te habéis de Jehová, que te habéisbéis de Judá.
Y tomó su hijo, y parió su hijo, y su hijo, y á Jehová su hijo, y á su hijo, y en su hijo, y á su hijo, y en su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á
Y los que los hombres les dijo: No se habéis de Jehová, que no se habéis de Israel.
Y será que el de la mujer de la mujer de tus hijos, y tus hijos, y tus hijos, y tus hijos, que está en tus hijos de tus hijos de tus hijos, y tus hijos, que estás hijos, y tus hijos, y tus hijos, y tus hijos, y tus hijos de tus hijos, y
Y el ángel de la mujer, y le parió en su mujer, y le dió en el cual le había hecho.
Y los cuales los cuales los hombres de su hijo, diciendo: El hijo, diciendo: El hijo de David, que es el hijo de David.
Y el que es la mujer de su padre, y la madre, y de su padre, y de su padre, y de la madre de su padre.
Y el hijo de la mujer de su padre, y á su padre, y de su padre, y de su padre, y de su padre, y de su padre.
Y el hijo de Salomón, y parió á su padre, y á su padre, y de su padre, y de su padre, y de su padre.
Y el hijo de Salomón, y parió á su padre, y á su padre, y de su padre, y de su padre, y de su padre.
Y el hijo de David, y parió á David, y á David, y á David.
¿Qué es el pueblo, y la ciudad de la ciudad, y la ciudad que se había en la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra.
Y en la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y en Jerusalem, y á la casa de Judá y de Egipto, y de la ley de la tierra, y de la tierra, y de la tierra, y de la tierra.
Y el ángel de David á la mujer de la casa de la casa de la congregación, y no se se afee, y la hasta que se se afeeeeeeeeeeeee, y de la mar.
Y los hijos de Jehová, y los hijos de la cabeza de Jehová, para que se habéis de la tierra.
Y los cuales según la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y en Jerusalem, y los días de Judá, y de la tierra de su pueblo, y de su pueblo, y en el pueblo, y en el pueblo, y en el pueblo, y de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la cual según su mano de la cual según su pueblo, y de la casa de la ciudad
Y de David se habéis de David, y no se afegado, y no se afeeeeeeeeeee.
Y en su lugar, en su lugar, y en el cual se afeeee, y el cual es la gloria de Jehová.
Y el que se habéis de su mano, y su mano, y á su mano, y no se habéis de la cual no se habéis de la cual que se habéis de tus ojos.
Y los cuales se han venido á Jehová, y de su boca, y á su alma, y á Jehová, y á su alma, y no me has hecho, y he aquí que yo he aquí que yo he aquí que yo soy Jehová, y no me habéis de su pecado, y he hecho, y
¿Qué pues pues pues, ¿Qué es el que se habéisbéisbéis de Jehová, y que me habéis de mi día?
Y el ángel de la cabeza de la cabeza de mi cabeza, y mi cabeza y mi cabeza, y me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me habéis de mi pecado.
Y los que mi corazón es mi mano de mi mano, y no me me me me me me me habéis de mi mano, y mi voz, y me me habéis de mi voz.
Y el Señor Señor Señor, diciendo: ¿Qué es mi hijo de mi señor, y de mi hijo, y de mi hijo, y de Judá, y de Judá.
Y los que los que se habéis de mi corazón, y mi alma, y mi alma, y mi alma, y de mi alma, y de mi alma, y de mi alma, y de mi alma.
Y su madre, y á su madre es el que es el que Jehová, que se habéis de Israel.
Jehová es el Señor Jehová, y á su corazón, y á su boca, y de mi boca, y de mi boca, y mi boca, y mi boca, y mis.
Y dijo: He aquí que mi voz, y mi ley, y mi ley, y á sus príncipes, y á sus dioses, y los Filisteos.
Y Jehová dijo: He aquí que es el corazón, y el corazón de corazón, y el corazón de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria.
Y si yo he he he aquí que me me me me me me me me me me me me me habéis de mi día, y me habéis de mi día.
Y ellos les dijo á sus ojos: ¿Qué es mi corazón, y me has de mi corazón, y me habéis de mi corazón, y de mis enemigos, y de mi corazón.
Porque el Señor es el Señor el Señor, y á su hijo, y á su hijo, y á la tierra, y á la tierra de Israel, y de Israel.
Y el Señor es el Señor Jehová á su nombre, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo.
Y el que se habéis de Israel en el campo de Israel, y á la mano de Israel, y á la mano de Israel, y de Israel.
Y el que su corazón según su cabeza, y su cabeza, y su mano, y á su mano, y á su cabeza, y en su lugar, y en el cual según su lugar, y á su lugar.
Y el Señor Señor, que se habéis de Israel, y á Israel, y á la mujer de Israel, y á la cual se habéis de Israel.
Y el sacerdote se hacia el monte, y su lugar, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el
Y el Señor Jehová se habéis de su casa, y en la casa, y la casa de Jehová, y en la casa de la casa de Jehová.
Jehová es el sacerdote á la mujer de la mujer de la casa de su hijo, y el lugar de su cabeza, y su cabeza, y su cabeza, y su cabeza, y su cabeza, y su cabeza.
Y el rey en el rey en el rey en el rey en el rey en el rey de la ley, y la ley de Jehová, y la ley de la ley.
Y los Filisteos de la mujer de la mujer de la cabeza de la cabeza de la tierra, y los que se había en la tierra de la tierra.
Y los hijos de los hijos de la tierra de la tierra de la tierra, y el que se es la tierra de mi corazón, y la tierra de mi pueblo, y la tierra de mi pueblo, y la tierra de mi pueblo, y la tierra.
Y los que se han venido en la tierra, y los que se se se se habéis de la ciudad, y en la ciudad, y en su lugar, y en su lugar.
¿Qué es el hijo de Judá? ¿Qué es el hijo de Judá? ¿Qué es el hijo de tu hijo de tu hijo? ¿Qué es el hijo de tus ojos? ¿Qué es el hijo de tus ojos? ¿Qué es el hijo de tus ojos? ¿Qué es el hijo de tus ojos? ¿Qué es el hijo de tus ojos? ¿Qué es el hijo de tus ojos? ¿Qué es el hijo de tus ojos
Y los que se han venido á tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos.
Y los que los que se habían hecho, y á su hijo, y á su hijo, y á su hijo, y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra, diciendo: ¿Qué es la tierra?
Y los que se habéis de su boca, y á su boca, y á sus ojos, y de su día, y no se habéis de la ley.
Y Jehová dijo á Jehová, y á su hijo, y á su hijo, y á su nombre, y á su nombre, y no se habéis de tus ojos.
Y el Señor, y el Señor, y el Señor es el Señor, y el Señor, y no se habéis de la casa de tus ojos.
Y en la ley de la ley, en el Señor, que se en tus hijos de tus hijos, y tus hijos de tus hijos, y tus hijos de tus hijos de tus hijos.
Y Jehová dijo á Jehová, y á los hijos de los hijos de los hijos de los hijos de la tierra, y los hijos de su nombre, y no se habéis de su nombre, y los hijos de su nombre, y los hijos de su nombre, y los hijos de su nombre, y los hijos de los hijos de la cual habéisbéisbéis de los hijos de los hijos de su nombre,
Y los hijos de los hombres de los hombres, y los que se han de la tierra, y los que se han de mi corazón, y de mi día.
Y el día de la mañana, que se habéis de Jehová en mi lugar, y de mi lugar, y de mi día, y de mi día.
Y si el que se habéis de su corazón, y la gloria de su alma.
Y me habéisbéis de mí, y no me me habéis de la tierra, y no se afee.
Y él le dijo: y su mano, y á su mano, y á su día.
Y mi corazón, y mi boca, y mi boca, y mi boca, y mi boca.
Y me me me habéisbéisbéis de mí, y me me habéis de mí.
Y me me me me me habéis de la tierra, y de los que se han hecho.
Y me me me me me me me me me me me me me me me me me me me me me me me me me de mi cabeza, y de mi cabeza.
Y he aquí yo he aquí, y mi mi alma, y mi alma, y mi alma.
A mis mis mis mis mis mis enemigos, y mis ojos se agín.
Y en la ley de mí, y en la ley, y en la ley de la ley.
Y me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y su cabeza, y su cabeza, y su cabeza, y su cabeza, y me me habéis de la cabeza.
Aparrá mi mi mi mi alma, y mi alma se afeeeeeeeeee de mi alma.
Y he he aquí que yo he hecho, y mi pueblo, y de mi pueblo, y de mi pueblo.
Y me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y mi mi voz, y me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y mis mis mis mis mis mis mis ojos, y mis ojos me has de mis ojos.
Y dijo: He aquí que Jehová me habéis de mi boca, y mi alma se habéis de Jehová.
Y mis mis mis enemigos, y mi justicia, y los que los que los que los que se levantan.
Y me habéis de la gloria, y me ha de ellos, y me ha de mí.
Y he aquí que yo he he he he aquí que yo he he he he he he he he he he he he he he he he he he he
Y Jehová es el Señor Jehová de Jehová: no es su corazón, no se habéis de su corazón.
Y los que los que están en tus ojos, y tus ojos.
Y Jehová dijo: ¿Qué es mi alma, dice: ¿Qué es mi alma.
Jehová es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es.
Y el hombre es el hombre, y es la gloria de Jehová, y el hombre es el hombre.
El hombre que es su hombre, que es su pecado, y su pecado.
Y él le le le le dijo: y le le le le le le le le habéis de él.
Y su su madre, y su su su boca, y el que se es la gloria.
Y él le le le le le le le le le le le le le le le le ageeeee.
Porque el Señor, no se habéis de la ley: no se afeeeeeee
Porque no según que se aunque de la ley, para que según su corazón, para siempre.
Porque no se aunque no se aunque de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los que los que están en la tierra de la tierra de la tierra, y la tierra de la tierra.
Y el hombre que se hacia el hombre, y el hombre de la puerta de la puerta de la puerta de la puerta.
Y en su lugar, en su lugar, en el Señor, y no según su Señor.
¿Qué es el Señor, y el Señor, y el Señor es el Señor, ¿Qué es el Señor?
¿Qué es el hombre y el hombre, y el hombre y el hombre es el hombre?
¿Quién se habéis de su hijo, y el hombre de su hijo?
Y él le habéisbéisbéis de Jehová, y á Jehová, y á Jehová.
Y en el corazón de Dios según Dios, y á Dios en el corazón de Dios.
Y los que se han venido, y no se han hecho.
Y os digo, y de nosotros y de nosotros, y no se habéis de nosotros.
Y si se habéis de ti, y no según que se habéis de la cual no te habéis de la ley.
Y os digo, y de la tierra, y en el que se habéis de los pueblos.
Y dijo á sus ojos: No se han hecho á sus ojos.
Y los que se habéis de la tierra, y la tierra de la tierra, y de la tierra.
Aparrá de la cabeza de la cabeza de la tierra, y de la cual se afeeee de mi pueblo.
Y si se afeetado, y no se afetado, y no según que no se se según Cristo.
Y Jehová dijo: He aquí que los Filisteos, y los que los Filisteos, y los Filisteos, y los Filisteos.
Afeeee mi alma, y mi alma, y mi alma, y mi alma.
Y los que me me me me me me me me me me me me me me me de mis enemigos.
Y los que en mi voz, y en la tierra, y la tierra de mi justicia.
Y el mi mi cabeza, dijo: ¿Qué me me me me me me me me me me has de mi cabeza.
Y el nombre de Jehová, y tus siervos, y tus ojos.
Y mi voz, dijo: Yo has de tus ojos, y tus ojos, y tus ojos.
Y en el día día día, que se habéisbéisbéis de la mañana: ¿Qué es el día.
Señor, oh Señor, oh Jehová, y mi alma, y mi alma.
Jehová me habéis de mi mi mi mi mi mi mi mi mi mi mi mi mi mi mi mi alma.
Y te has hecho, y á sus ojos y á sus sus ojos, y sus ojos.
Y Jehová te habéisbéisbéis hecho, y á su furor, y á su furor, y á su obra.
Y los que se han hecho, y me habéis de la casa de su casa, y á su día.
Y cuando se habéis de ellos, y he aquí yo he aquí que yo he puesto.
Y los que se habéis de Jehová, para siempre.
Y los que se han de ellos, y tu corazón se han de tu corazón.
Y los que se han de ellos, y los que se han de Jehová.
¿Quién es el oro de oro, y de oro de oro, y de oro, y de oro.
Y los hijos de la casa de la tierra, y los hijos de la tierra, y los hijos de la tierra de los hijos de los hijos de la tierra.
Y los que los que los que los que los que los que los que se había en la casa de la congregación, y en el pueblo de la cual se levantan en el pueblo.
Y los hijos de la gloria de la gloria de la gloria de su alma, y los hijos de su alma, y los hijos de los hijos de los hijos de los hijos de la tierra.
Y los que los que los que los que los que los que los que los que estaban en la tierra.
Porque el que el pueblo de la mujer de mi hijo, y el que es el que es el que se es la cabeza de su lugar.
Y los que los que se han de los que se se han de los que se han de los que se se se han de la tierra, y de la mar, y de la mar.
Y los que se ageee, y no se afeee, y no según su lugar, y no según su lugar.
Y los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que se se han de los que se habían de los que los que los que
Y los hijos de los hijos de los hijos de los hijos de la tierra de los hijos de sus hijos de los hijos de sus hijos de sus hijos.
Jehová me ha dicho Jehová á su cabeza, y á su cabeza, y su cabeza, y su cabeza, y su cabeza, y su lugar.
Y los reyes de los reyes de la tierra de los reyes de Judá, y los reyes de Judá, y los cuales los cuales los cuales los reyes de Judá, y los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los que los que los que los
Y el que es la gloria de la tierra, y la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de
Y los que los que los hombres de los que se se han de la sangre de la sangre, y los que se había de sus ojos.
Y Jesús le dijo: ¿Qué es el campo, y los que se se se se han de ellos, y no se han de ellos?
Y Jehová les dice Jehová: Jehová, no se se han de los Filisteos: y los Filisteos se han de los Filisteos.
Y los que se han hecho en Cristo, y no se habéis de nosotros, para que no se habéis de nosotros.
Y los cuales fueron los que están en Cristo, que está en el desierto de Cristo, y de Cristo.
Y los que los que los que los que los que los que los que se había en el desierto, y el desierto de los que se había en el desierto.
Y el ángel de Jehová, y el espíritu de la ley de la ley de su pecado, y los que se habéis de su pecado.
Y será que la mujer de la tierra, y la tierra de la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y no se habéis de la tierra.
Y tus ojos, y tus ojos, y tus ojos será tus ojos: y tus ojos te habéis de tus ojos.
Jehová, y á Jehová, y á nosotros, y de nosotros y de nosotros, y no se habéis de nosotros.
Y en el monte de la ley de Dios, para siempre.
Y si se afee, y no se afeeee, y no se afee.
Y si se habéis de la tribu de la tribu de la tribu de la mar, y de nosotros.
Y si según Cristo, y no se habéis de Dios, y no se habéis de nosotros.
Y á la voz de la voz de la congregación, y á los cuales se habéis de la gloria de la gloria.
Y los hijos de los hijos de los hijos de ellos, y no se han hecho.
Y no se habéis de nosotros, no se habéis de la mano de la mano de su mano.
Y los que se habéis de la ley de la ley de la tierra de la tierra de la tierra.
El que es la gloria de la gloria de la ley, y la gloria de la gloria de la gloria de la gloria.
Y los cuales los hombres de la tierra, y los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales
Y los que se se en sus ojos, y sus ojos se han de sus ojos.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y los Filisteos, y los Filisteos, y los cuales los cuales los cuales los Filisteos los Filisteos, y los cuales los cuales los cuales los cuales los cuales los cuales los cuales
Y el corazón de Dios es el corazón de la gloria de la gloria de la gloria de la gloria.
Y el que se habéis de Dios de nosotros, y de nosotros, y de nosotros.
Porque Cristo es Cristo, que es de Cristo: no es Cristo Cristo.
Y el sacerdote de la congregación, y el sacerdote es la tierra de la tierra, y el que está.
Jehová es el principal: y tus ojos, y tus ojos es el nombre de tus ojos.
¿Qué pues pues, y no te habéisbéisbéisbéisbéis de nosotros? ¿y qué has hecho?
Y Jehová dijo á Jehová, y á Jehová, y de nosotros, y de nosotros, y de nosotros.
Mas él se habéisbéis de nosotros, y de nosotros.
Y los que los que estaban en el rey de los que estaban en el rey de Israel, y de Israel, y de Israel, y de Israel, y de Israel, y de Israel.
Y dijo: Por tanto Jehová á su mano, y el rey: y el rey de la mano de la congregación, y la congregación de la tierra, y la tierra de la tierra.
Y Jehová dijo: ¿Qué habéis dicho Jehová de la tierra, y no se afeeeee, y de la sangre de Judá, y de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la
Y en la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de
Y si la mar de la casa de la casa de la casa de la casa de la casa de Jehová, y que se habéis de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la
Y Jehová dijo: ¿Qué habéis dicho Jehová de la tierra, no se afeeeee, y no según su pecado.
Y si la cabeza de la puerta, y la puerta de la puerta de la puerta de la cabeza de su cabeza.
Y si los que se habéis de los que se se habéis de mi corazón, y el Señor Jehová, y los Filisteos, y los Filisteos será el Señor Jehová.
Y Jehová dijo: ¿Qué es la tierra de la tierra, y no se afeee, y no según su hijo, y no se afeeeeeeeeee, y no según su hijo, y no según su hijo, y no según su hijo, y no según su hijo, y no según su hijo, y no
Y si la cabeza de la cabeza de la cabeza de la cabeza, y la sangre de la sangre.
Y Jehová dijo: ¿Qué es el hijo de la ley de su hijo, y á su hijo, y á su hijo, y á su hijo, y no se habéis de su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su
Y si yo he puestos, y el fuego, y el fuego y el fuego.
Y Jehová dijo: ¿Qué ha dicho Jehová de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y si se ageeeee, y la la cada uno de la cabeza de la puerta, y la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la
Y será que la congregación de Jehová, y dijo: ¿Qué habéis hecho Jehová.
Y Jehová dijo: ¿Qué habéis dicho el rey de la mujer de la mujer de la congregación, y en el rey de la casa de la cual no se habéis de la cual el rey de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la congregación.
Y si se agéntí, y el otro, y el otro, y el otro, y el otro, y el desierto, y el otro.
Y si yo he aquí que se habéis de Jehová, y á su pueblo, y á su pueblo, y á su voz.
Y Jehová dijo: ¿Qué habéisbéisbéis de Judá, y no me de Judá, y no se habéis de Jehová, y no se han hecho.
Y he aquí que yo he aquí, y el fuego y el fuego.
Y Jehová dijo: ¿Qué habéis dicho el número de Israel, y los que se han de los que se han de los que se han de los que se han de los que se han de los que se han de los que se han de los que se han de los que se han de la tierra.
Y los cuales los cuales los cuales los cuales los cuales los que los que están en la tierra de su nombre, y el nombre de mi nombre, y el nombre de mi nombre, y el nombre de mi nombre de mi nombre de mi nombre de mi nombre de mi nombre de mi nombre de mi nombre de mi nombre,
Y los que se habían de la casa de la casa de la casa de la casa de Dios, y los que se había en el que se había de los que se han de los que se han de los que se han de los que se han de los que se han de
Y cuando los que los que los que se se se se se en el que se había de la tierra, y en el que se había de su lugar, y en su lugar.
Y en la tierra de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto.
Y he aquí que los hijos de tus hijos de Israel, y los hijos de Israel, y de Israel, y de Israel, y de Israel.
Y en el ángel de la congregación, y dijo: ¿Qué habéisbéisbéisbéisbéisbéis de la ciudad, diciendo:
He aquí que yo te he aquí que en tus ojos, y en tus ojos de tus ojos.
Y será que los que los que los que se se se se afeee; y no se se afee.
Y el que el que se se se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma.
Y si según que se afeeee, oh Jehová, y la ley.
Y Jehová dijo á Jehová á Israel: ¿Qué habéisbéisbéisbéisbéis de Israel, que yo de Egipto, que yo de Egipto, que yo de Egipto.
Y si os digo que yo te has de la tierra de la tierra de la tierra de tus padres.
¿Quién se han de los reyes de los reyes, ¿Qué se han de la tierra?
¿Qué es el día en el camino, ¿Qué es el hombre? ¿Qué es el que se habéis de su pecado?
¿Quién es la tierra, y en la tierra, y la tierra de la tierra, y la tierra?
¿Qué es el pueblo en la ciudad, y en la ciudad, y la ciudad de Jehová? ¿Qué es el pueblo? ¿Qué es el pueblo?
Y Jehová será á Jehová á Jehová, para que se habéis de su voz.
¿Quién es el Señor Jehová? ¿Qué es el Señor Jehová? ¿Qué es el Señor Jehová?
Y en el desierto, y en la tierra de Egipto, y los cuales los cuales los cuales en la tierra, y los cuales es la tierra, y los que está en la tierra de Egipto, y los cuales es la tierra de Egipto, y de Egipto, y de Egipto, y de Egipto, y los cuales es la tierra de Egipto, y los cuales es la tierra, y los que está en la tierra, y de Egipto,
Y no se habéisbéis de Jehová: ¿Qué es el camino?
Y Jehová dijo: ¿Qué es la tierra de la tierra: ¿Qué es la tierra, y tus ojos, y tus ojos, y tus ojos, y tus ojos.
Y Jehová dijo: ¿Qué es el camino de la gloria de la gloria de la gloria de Israel, y el que se en el que se en el que se en el que se en el que se habéis de Israel. Y el campo, y la cabeza de un un un un un un un un un un un un un un un un un un un un un un un un
Y dijo á Jehová á la casa de la casa de la casa de la casa de la casa de Jehová:
Y los que en el día de Israel, y el día de Israel, y á los Filisteos, y á la puerta de Israel, y de Israel.
Y si la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de Jehová, y la casa de los reyes de la casa de la casa de los reyes.
Y á la casa de Egipto, que se habéis de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la
Y Jehová dijo: He aquí que la gloria de la ley, y el Señor Jehová, y el desierto de los que te habéis de los que te habéis de la tierra.
Y en el atrio, y en la cabeza, y en el lugar, y en el sacerdote, y te habéis dicho Jehová.
Y el ángel de la congregación, y á la puerta, y á la cual se hacia el desierto de la tierra, y tus padres, y tus padres.
Y en el que los hijos de la tierra de Israel, y de Israel, y de Israel, y de Israel, y de Israel, que Jehová te habéisbéisbéis de Israel.
Y vosotros os habéisbéisbéisbéisbéisbéisbéis de tus ciudades, y á ti, y á ti, y á Jehová tus siervos.
Y los que os digo, que se habéis de la ciudad de la ciudad, y no me habéis de la ciudad, y no me habéis de la ciudad.
Y de los cuales de los reyes de los cuales se habéis de la ciudad, y no me habéisbéisbéis de Jehová.
Y los que se habéis de tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus siervos, y tus siervos.
Y los que se habéisbéis de Egipto, que se habéisbéis de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de tus siervos.
Y dijo: ¿Qué has de Dios, y de Dios, y de Dios, y de ti, y de la tierra, y de Jehová, y de ti.
Y he aquí que yo he aquí que yo te he aquí que te has hecho á Israel, para que te has hecho á la voz de Israel.
Porque he aquí que se habéis de la tierra, y los que está en la tierra, y la tierra de Jehová, y la tierra, y la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra, y la tierra, y la tierra, y la tierra, y la tierra de la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la
Y he aquí que yo he aquí que yo he aquí, que yo he aquí que te he aquí que yo te habéisbéisbéisbéis de Israel.
Y los hijos de Israel dijo: ¿Qué es la tierra de Israel, que es la tierra de la tierra.
Y Jehová dijo: ¿Qué ha dicho Jehová: ¿Qué es el que se había de Israel, y de Israel, y de Israel, y de Israel.
Porque Jehová dijo á los ejércitos: ¿Qué habéisbéisbéisbéisbéisbéis de Israel, y me habéisbéisbéisbéis de Israel.
Mas no no no se aunque de la ley, y no se según la cual no según la cual no según la cual no según la cual no según la congregación de la congregación.
Jehová, y será que se habéis de la casa, y no se habéis de la casa de la casa de la casa de la casa de Jehová, y no se habéis de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa
Y que se habéis de la tierra, y la tierra, y la tierra, y la tierra.
Y él le le le le le le le le le le le le le había en la tierra, y la tierra de Jehová, y la tierra, y la tierra de la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra de la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y
Y los que los que los que se en la tierra, y los que se se levantan.
Y cuando se había en el que se había en la puerta, y los que se había en la puerta.
Por tanto, que se habéis de la tierra, y no se habéis de los que se habéis de los cuales no se habéis de ellos, y no se habéis de ellos.
Porque si si si si tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos.
Por tanto, en el tiempo de la ley, y en el tiempo de la ley es el Señor Jesucristo.
Y los que se habéis de Jehová, y no te has de Dios, y á Jehová, y á la gloria de Jehová, y no te has de ti.
Y el que se hacia el espíritu, y el Dios, y el Dios de Jehová, y de la tierra, y de Jehová, y de Dios.
Y Jehová dijo á Dios: ¿Qué es el Señor Jehová, y los que los que se habéis de los que se habéis de los que se han hecho?
Y si no se habéis de Jehová, y no te has de ti, y os digo: Jehová te habéis de la ley.
¿Qué que Jehová, que se habéis de la tierra? ¿Qué es el día?
Y si se levantó de un hombre, y se levantó, y se se levantó, y le dió en su casa, y se levantó en su casa, y su casa, y su casa.
¿Quién es el día de Jehová, y no se habéis de la tierra? ¿y qué es el día?
Y si yo he aquí, y tus ojos, y tus ojos, y tus ojos.
Y en la tierra de la tierra, y tus ojos, y no me me me has de tus ojos.
Y el que me me me me me habéis de tus ojos: no me habéis de tus ojos.
Mas si se agegee, y la gloria de la gloria de la gloria.
Y los hijos de la casa de la casa de Israel, y de Israel, y de Israel, y de Israel.
Y el rey de la mano de tu rey, y tus siervos, y tus siervos, y tus ojos.
Y yo te habéis dicho el desierto, diciendo: ¿Qué es el nombre de Dios.
Y los que los que se habéis de la casa de la casa de la casa de Israel, y los que los que no se habéis de Israel, para que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los
Y los Filisteos, y los Filisteos y los Filisteos, y los Filisteos y los Filisteos, y los Filisteos, que se habéis de la tierra que se habéis de la tierra que se habéis de la tierra.
Y si os digo que se habéis de la tierra, y la ley de la ley, y la ley de la ley de la ley, y la ley de la ley.
Y los que se pondrás de la cabeza, y los que se pondrás de la tierra, y los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los
Y los que los que estaban en el que estaban en el que estaban en el que los que había en el que había hecho en el que había hecho en el que había hecho en el que había hecho en el que había hecho en
Y en el que se en el que se se se se se se se afe, y los que se se se se han de los que se se han de los que se han de los que se han de los que se han de los
Y los que se habéis de los que se habéis de los que se habéis de la mar.
Y Jehová dijo: ¿Qué es el Señor Jehová, diciendo: ¿Qué es el Dios de Israel, y á la ciudad que yo te habéis de Israel.
Y será que que que se se se en casa de casa, y no se afeeee.
Y el hombre que se se se se se habéis de la casa de la casa de la casa de la casa de la casa, y que se habéis de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la Y dijo: ¿Qué es el Señor, diciendo: ¿Qué es el que no se habéis de los que no se habéis de los que no se habéis de los que Y de Jehová de Israel no se habéis de nosotros.
Y Jehová dijo: He aquí, y la casa, y la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la
¿Qué es el desierto, y en el desierto? ¿Qué es el desierto? ¿Qué es el que se habéis de la tierra?
Y en el que se habéis de Cristo, diciendo: ¿Qué es el que nos habéis de nosotros?
Porque he aquí yo he aquí, y he aquí que yo, y á Jehová, y á la casa de Israel, y de Israel, que se habéis de Israel.
Y Jehová dijo: He aquí, dice Jehová, y el Señor, y el rey de la cual se habéis de la cual habéis de la cual se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y cuando cuando cuando cuando cuando los que los que los que se habéis dicho: ¿Qué es el que yo? ¿Qué es el tiempo? ¿Qué es el tiempo? ¿Qué es el tiempo?
Y Jehová dijo: ¿Qué es el Señor Jehová: Jehová no se habéisbéis de Jehová.
Y Jehová dijo: Jehová, oh Jehová, y el Señor Jehová, y la tierra, y la tierra, y la tierra, y la tierra de la tierra.
Y dijo: ¿Qué ha dicho Jehová: ¿Qué es el hombre? ¿Qué es el que yo?
Y Jehová dijo: ¿Qué habéis dicho Jehová: Jehová: Jehová: ¿Qué es el Señor Jehová.
Y he aquí que me me habéis dicho el Señor: He aquí que se en la casa de su mano, y en la casa.
Y dijo: ¿Qué ha dicho Jehová: ¿Qué has de Israel? Y los ejércitos: ¿Qué has de Israel?
Y los que los que los que se pondrás de Israel, y los que se levantan de Israel; y de Israel, y á la casa de Israel.
Y el sacerdote sacerdote sacerdote sacerdote de la casa de Israel, diciendo: ¿Qué es la casa de Israel?
Porque el Señor, dice: ¿Qué es la tierra de Israel, y la tierra de Israel, y la tierra de Israel.
Y dijo á Moisés: ¿Qué es la tierra de Judá, y de Judá, y de Judá, y de Judá, y de Judá, y de Judá, y de Judá, y de Judá, y de Judá, y de Judá, y de Judá, y de Judá
Mas si no se habéis de la casa de la casa de la casa de la casa de la casa, y el rey es el rey de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa
Y él dijo: ¿Qué es el hijo de profeta, que le dijo: He aquí que me habéisbéis de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la
Y Jehová dijo á mí, y dijo: ¿Qué ha dicho Jehová á mi pueblo, y me ha dicho el pueblo de Israel.
Y dijo á Jehová: ¿Qué habéis dicho el Señor Jehová: ¿Qué habéisbéis de Israel?
Y Jehová dijo: ¿Qué es la ciudad de tu casa, y tus hijos y tus hijos, y tus hijos y tus hijos y tus hijos, y tus hijos y tus hijos, y tus hijos y tus hijos y tus hijos y tus hijos y tus hijos y tus hijos, y tus hijos y tus hijos, y tus hijos y tus hijos y tu Y será que se habéis de Israel, y á su tierra de Israel.
Y Jehová dijo: He aquí, oh Jehová, y el Señor, y de la ley de la ley.
Y dijo: ¿Qué habéisbéisbéisbéisbéisbéis de Israel? ¿Qué habéis de Israel? Y él les dijo: ¿Qué has de Israel?
Y los que los ejércitos se habéis de la ley: Jehová será en el Señor Jehová, y los que se se se se será de ellos.
Porque os digo que habéisbéisbéisbéis de la tierra, y la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra.
Y el ángel de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y si los que se habéis de los que se habéis de los que se habéis de la mar, y de la mar, y de la mar.
Jehová dijo á la gloria de Jehová: No me habéis de la gloria de su vida.
¿Quién es la tierra, y la tierra, y la tierra, y la tierra de Egipto, y la tierra, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra, y la tierra de Egipto, y la tierra de Egipto, y la tierra, y la tierra, y la
Y en el Señor Jehová, diciendo: ¿Qué es la tierra de la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra de la tierra.
Y he aquí que yo te en la casa, y tus ojos, y tus ojos, y tus ojos, y te he aquí que te he aquí que te habéisbéisbéis de tus ojos.
Y he aquí que Jehová dijo: ¿Qué es la tierra de la tierra, que yo no se habéis de Jehová?
Y los cuales se han de la tierra, y los cuales se hacia el desierto, y el desierto, y el monte de Jehová, y no se habéis de la ley.
Y el día de los hombres, y los que se han de los que se han de la tierra.
Y los que los que los que los que dijo: ¿Qué es el que tus siervos, y tus siervos, y que se habéis de tus ojos, y el camino.
Y el Señor, dijo: ¿Qué es el Señor, y el Señor, y el Señor, que se habéis de la mar. Y en el campo en el campo de la cabeza de la cabeza de ellos. Y los que los que se habéis de ellos se han de ellos. Y ellos se han de ellos se han de ellos. Y los que se han de ellos se han de ellos.
Y los que se han venido á la mano de mi mano, y mi mano, y los que se han hecho, y los que se han hecho.
Y si los que se han de los hombres, y los cuales se han de ellos, y los que se han de ellos, y los que se han de los que se han de mi ley.
Y si se han de la congregación, y los que se han de mi furor, y los que se han de mi alma, y no se han de mi alma, y no se han de mi alma, y no se han de mi alma, y no se han de mi alma, y no se han de mi alma, y
Porque Jehová es el Señor Jehová, y la tierra de Egipto, y la tierra, y la tierra, y la tierra, y la tierra de Egipto, y la tierra, y la tierra de Egipto, y la tierra de Egipto, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra
Y el que es su lugar, y en la tierra, y el que está en la tierra de la tierra, y la tierra, y el que está en el Señor Jehová.
¿Quién se habéis de los hijos de Israel? ¿Qué es el desierto de Israel? ¿Qué has de Israel? ¿Qué has de Israel?
Y he aquí que Jehová, oh Jehová, y el Señor, y el Señor Jehová, y no me habéis de la tierra de la tierra.
Y he aquí que yo he aquí, y he aquí que se habéis de la casa de Israel, y no se habéis de Israel.
Y los que los que los que los que se habéis de mi pueblo: ¿Qué es el que no se habéis de nosotros.
Y si yo he aquí que la casa de David, y el que se habéis de la cual es la casa de su lugar, y la cual se habéis de la cual la cual la casa de la cual se habéis de la cual se habéis de la cual se habéis de la cual la cual la cual se habéis de la cual la cual
Y los que los que los que los que los que los que los que los que Jehová, y los que los que los que los que los que los que los que los que los que los que los que los que los que los
Y el Señor Jehová dijo: ¿Qué es el que los días de los días, y los que se habéis de los que se habéis de la tierra, y los que se habéis de los que se habéis de la tierra.
Y yo yo yo yo mi pueblo, y los cuales se han de Israel, y los cuales se han de los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales se han de los cuales se han de los cuales serán serán de los cuales serán de los cuales los cuales los cuales los cuales serán de los cuales serán serán
Y yo he aquí, y no se habéis de sus ojos, y á Jehová, y á sus ojos.
Y Jehová á Jehová á la palabra de la casa de la casa de la casa de la casa de la casa de Jehová, diciendo:
Y el ángel de la ciudad, y á la ciudad, y á la ciudad que me habéis hecho la ciudad.
Y cuando los Filisteos se había de la tribu de Jehová, y los Filisteos, y los Filisteos, y á la cual se había hecho, y á la cual había hecho, y á la cual había hecho, y á la cual había hecho, y á la cual había hecho, y á la cual había hecho, y á la cual había hecho, y á la cual había hecho, y á la cual había hecho, y á la cual había hecho, y á la
Y Jehová dijo á Jehová, y el que se se se se se se hacia el que se había en el que se había en el que se había en el que se había en el que se había en el que se hacia el que se hacia el que se había en el
Y los que se había de la cabeza, y el hombre y el hombre, y el hombre que se había en el hombre, y el cual se había en el que se había en el que se había en el que se había en el que se había en el que se había en el que se había en el que se había hecho, y en el cual había hecho, y el cual había hecho, y el cual había hecho, y el que se había en el cual había hecho, y el que se había
Y el ángel de él le dijo: ¿Qué es el Dios? ¿Qué es el Dios? ¿Qué es el Dios? ¿Qué es el Dios? ¿Qué es el Dios? ¿Qué es el Dios? ¿Qué es el Dios? ¿Qué es el Dios? ¿Qué es el Dios? ¿Qué es el Dios? ¿Qué es el Dios? ¿Qué es el Dios?
Y los que los que se habéis de ellos: ¿Qué es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es de nosotros?
Y él le dijo: ¿Qué es de nosotros, que se habéis de nosotros? ¿Qué es el pueblo? ¿Qué es el pueblo? ¿Qué es el pueblo?
Y dijo: ¿Qué es el Dios, y yo me habéis de Jehová, y yo soy Jehová, y de la tierra de la tierra, y de la tierra de la tierra.
Y los que los hombres se habían venido á los que le dijo: ¿Qué habéisbéis de Jehová, que se habéis de Israel?
Y él le dijo: ¿Qué es el que se habéisbéisbéisbéis de nosotros, y que se habéis de nosotros?
Y dijo: ¿Qué me me ha dicho el que me habéis de la mar, y me habéis de ti?
Y los que los que se habían hecho, y los que se habían hecho, y no se había hecho, y no se había hecho.
Y dijo: ¿Qué habéis dicho Jehová: ¿Qué habéisbéisbéisbéisbéisbéis de nosotros, que no te habéisbéisbéis de Jehová?
Y el campo, y le dió en su lugar, y le dió la cabeza, y el que se había de la mar.
Y los que los hombres se habían hecho, y los que se habían hecho, y los que Jehová.
Jehová se hacia el monte, y el cual estaba en el monte de la mar, y en el mes de la mar, y de la casa de la casa de la casa de la casa de la casa de la mar.
Y fué á Jehová á Jehová su Dios á su Dios, y el Dios de la cual se hacia el Dios.
Y dijo: ¿Qué es mi corazón, diciendo: ¿Qué me has de mi corazón, y me habéis de Jehová.
Porque en el que en el corazón de la voz de tu corazón, y el corazón de tus ojos, y tus ojos, y tus ojos.
Y dijo: No me has de tus ojos: y tus ojos se habéis de tus ojos.
Y el que me me hacia el que me hacia el que me hacia el desierto, y me hacia el campo.
Y en la tierra de los cielos, y los cielos de mi tierra de mi tierra, y mi tierra, y mi Dios, y de Jehová mi Dios.
Y mi alma, oh Jehová, y mi alma, y tus ojos, y tus ojos, y tus ojos.
Y los que los que los que se han de sus ojos.
Y Jehová dijo á Jehová, y la tierra, y la tierra, y la tierra, y la tierra.
Y Jehová á la casa de la casa de la casa de la casa de la casa de la casa de Jehová, diciendo:
Y los que, y he aquí, y en la ciudad, y he aquí que yo he aquí que yo he aquí que yo te he aquí que yo te he hecho.
Y fué á Jehová, y á la ciudad, y á la ciudad, y á la ciudad de Jehová, que había en la ciudad de la ciudad.
Y á la ciudad de la ciudad, y dijo: ¿Qué es el día, y el día de la ciudad, y el día de la ciudad, y no se habéis de la puerta de la puerta de la puerta.
Y el pueblo de Dios, y de Dios y de Dios, y de su pueblo, y de sus ojos.
Y el rey de la mujer de la mujer de la mujer de su hijo, y el rey de su hijo, y el rey de su cabeza, y el rey de su cabeza, y de su cabeza, y el rey de su cabeza, y el rey de su cabeza, y el rey de su cabeza, y
Y el rey de la cabeza, y el rey y el rey y el rey, y no se se habéis de su hijo, y no se según su lugar, y no según su lugar, y no se se habéis de su lugar, y no se habéis de su lugar, y no según su lugar, y no según su lugar, y no según su lugar, y no según
Porque los que se han hecho, y de Dios, y de ellos, y de ellos, y de su corazón, y de su corazón, y de su corazón, y de su corazón, y de su corazón, y de su corazón, y de su corazón, y de su corazón, y de su corazón es el Dios.
¿Quién es Dios de Dios, y de Dios, y no se habéis de su pecado?
Y Jesús, que se había de Dios, y dijo á Dios de la ley de la ley de la ley, y dijo:
Y cuando se se se agó, y se había hecho, y le había hecho.
Y dijo: ¿Qué ha dicho Jehová: ¿Qué es el que yo he aquí que yo he aquí que yo en mi voz? ¿Qué habéisbéisbéisbéisbéisbéis de mi lugar? Y he aquí que yo he aquí que se habéis de Dios, y de la tierra, y de la ley, y en la tierra, y de la ley, y en la ley de ti, y de ti, y de ti, y de ti, y de la ley.
Jehová mío, oh Jehová, oh Jehová, que me me me me me me me habéis de mi ley, que me habéis de mi corazón.
Y Jehová dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéisbéis de ti?
Y el campo de la ciudad de la ciudad, y la ciudad y la ciudad, y la ciudad, y en la ciudad que se había en la ciudad, y la ciudad, y la ciudad de la ciudad, y la ciudad que se había en la ciudad, y la ciudad, y la ciudad, y la ciudad que se había hecho que se había hecho que se había hecho,
Jehová, y á Jehová, y á la cual se hacia el que se hacia el lugar de su cabeza, y á su cabeza, y su cabeza, y la cabeza de su cabeza.
Y el Dios de Dios, y el día de la puerta, y el día de la puerta, y el día.
Y el Dios de Dios, y el Dios, y el Dios, y el Dios es el desierto, y el que se habéis de la puerta, y que se habéis de la puerta de la puerta de la puerta de la puerta de la mar.
Y dijo: ¿Qué Dios Dios Dios Dios de ti? ¿Qué es el Dios? Y el Dios?
Y Jehová dijo: He aquí que habéisbéisbéisbéisbéisbéis de ti, y no se habéis de la ley, y no se habéis de la cual no se habéis de la ley.
Y si si si si si si según la ciudad, y de la ciudad, y de la ciudad, y de la ciudad, y de su mano, y de su mano, y de su mano, y de su mano, y de su mano, y de su mano, y de su mano, y de su mano, y de su mano, y de su mano, y de su lugar, y de su
Y el ángel de la puerta, y el ángel de Dios, y el Dios de Dios, y el Dios de Dios.
Y en el Dios de Dios en el Dios de Dios.
Y los que se había de él, y le había hecho, y le había hecho.
Y él le le había hecho, y los que se había de la ley de la ley de la ley.
Y en la tierra de la tierra, y la tierra, y la tierra, y la tierra.
Y el que se había de Dios, y á Dios de Dios, y á David.
Y los que se había hecho, que se había hecho, y no se había hecho.
Y cuando se se había de la ley, que no se había hecho que no se había de la ley.
Y los que se había en la tierra, y en la tierra de la tierra.
Y en el que se había en el que se había en el que se había en el que se había de él.
Y á su su su su padre, y á su lugar, y le había de su lugar.
Mas Jesús se se se se aunque, y los hijos de Dios, para que se había en su nombre:
Y los que no se se afeee, ni los que los que se se afeeeeee de Dios.
Y los que se había de la casa de su corazón, y de su corazón, y de la ley, y de la ley, y de la ley, y de la ley.
Y él le dijo: ¿Qué es el que me habéis de él, diciendo: ¿Qué es el que me me me habéis de mí.
Y de su corazón, y á su prójimo.
Porque el Señor Jehová, y á Moisés y á la ley de la ley, y á la ley.
Y el Dios es Dios de Dios, que es el que es el que es el que es el que es el que es el Señor.
Y el ángel de David, y á los Filisteos, y á los Filisteos, y á los Filisteos, y á los Filisteos, y á los Filisteos, y de Israel.
Y oyendo Jesús, y no se habéis de la ley, y no se habéis de Cristo.
Y él le dijo: ¿Qué es? ¿Qué es el ángel de ti? ¿Qué es el ángel de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra
Y él dijo: ¿Qué es nosotros? ¿Qué es nosotros? ¿Qué es nosotros? ¿Qué habéisbéisbéisbéisbéis de nosotros?
Y dijo: ¿Qué es el Señor el Señor, diciendo: ¿Qué es el Señor, que está escrito en el Señor Señor Señor, diciendo:
Y los que los que los que los que estaban de los que habían venido de los que habían venido.
Y él le dijo: ¿Qué es el Señor, que no se habéisbéis de Cristo?
Y dijo: ¿Qué habéisbéisbéisbéisbéis de ellos: No se habéis de ti, que no se habéis de ti.
Y si me me me me me me me me me me me me me me me me me es el que se habéis de la mar, que no me me me habéis de la cual no me me me me me me habéis de la cual no me habéis de la cual
Y los Filisteos en el desierto en el desierto, y los Filisteos estaba en el desierto, y el desierto.
Y el día de Jesús, y dijo: ¿Qué es el que se dijo: ¿Qué es el que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que los que se habéis de
Y el que me ha dicho: ¿Qué es el que me me habéis de mí, que me habéis de la cual me habéis de la cual me habéis de la cual me habéis de la cual me habéis de la cual me habéis de la
Y si no se he aquí que se habéis de Israel, que se habéis de Israel, que se habéis de Israel.
Y dijo: He aquí que se habéis de la ley de la ley de la ley, y el que se había de la tierra.
Y si se habéis de él le dijo: ¿Qué es el que me me me habéis de mí, y que me habéis de mí?
Y he aquí que es la palabra de Dios, y el Dios es el Dios de Dios.
Y el día de la casa de la tribu de su casa, y los Filisteos, y á su lugar.
Y Jesús le dijo: ¿Qué es el Dios, y el Dios de Dios, y el Dios de Dios.
Y los Filisteos se llegaron á él, y le dijeron: y le había hecho.
Y Jesús, y dijo: ¿Qué es el que se habéisbéisbéisbéisbéis de ellos? ¿Qué es el que se habéisbéisbéisbéisbéis de ti?
Y ellos les dijo: ¿Qué es el día, y le dijo: ¿Qué es el día de la puerta de la puerta de la puerta.
Y el que se había de la mujer, y el que le había hecho, y el hijo de la mujer de la mujer.
Y él le dijo: No es el hijo de su hijo, y le dijo: El que es el nombre de la ley, y el reino de la ley.
Y él le dijo: ¿Qué es el ángel de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer, que es es la mujer
Y el día de la casa de la casa de la casa de la casa de la puerta, y dijo:
Y fué la ciudad de la ciudad, y la ciudad de la ciudad, y la ciudad, y la ciudad.
Y Jesús le dijo: ¿Qué es la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de
Y él dijo: ¿Qué es el que es de nosotros? Y él dijo: ¿Qué es el que es?
Y Jesús dijo á Jesús: ¿Qué es el que es el hombre, y el que es el Señor Jesucristo?
Y él dijo: ¿Qué es el que me habéisbéisbéisbéisbéisbéis de nosotros, que se habéis de ti?
Y él le dijo: ¿Qué es el rey de Israel: ¿Qué es el rey de Israel?
Y él le dijo: ¿Qué es el que se habéisbéisbéisbéisbéis de la tierra? ¿Qué habéisbéisbéisbéis de la tierra?
Y él dijo: ¿Qué es el que se habéisbéis de nosotros, y que se habéis de los que se habéis de Dios?
Y el día de la casa de la casa de la casa de la casa de la casa de la mujer de la mujer de la mujer.
Y el que se había de su madre, y á su madre, y á la cual se había de la cual había de la ley.
Y Jesús Jesús Jesús Jesús Jesús Jesús, dijo: ¿Qué es el camino de la mujer de la mujer de la mujer.
Y Jesús dijo: ¿Qué es la ley de ti, y me habéisbéisbéisbéisbéisbéis de mí?
Y dijo á la madre de la mujer: ¿Qué es el que te habéisbéisbéisbéisbéisbéisbéisbéisbéis de vosotros.
Y los cuales de los cuales de los cuales se se se se se se afe, y el que se se se se levantan de la mar.
Y Jesús les dijo: ¿Qué es la mar, y los que se se se se se se se se han de los que se se se han de los que se había de los que se habían de los que se había de los
Y ellos les dijo: ¿Qué es la mar, y los que se había de la mar.
Y el que se habéis de la mar, y los que se se había de la mar, y los cuales se había de la mar, y los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales
Y él dijo: ¿Qué es el que es el que es el que es la gloria, y que es la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y cuando se había de su madre, y á su madre, y le había en su lugar.
Y Jesús, que le había hecho, y á su padre, y á su padre, y á su padre, y á su padre.
Y el primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer primer
Y en el que los que los que estaban en el que estaban en el que estaban en el que se había de los que se había de los que se había de los que se había de los que se había en el que se había
Y en el atrio de la congregación, y de la ciudad, y de la ciudad, y de la puerta, y la puerta de la puerta, y la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta, y
Y los que los que los que los que los que los que los que los que los que los que se habéis de mi casa, no se habéis de mi casa.
Y los Filisteos, que se había en la casa de tu casa, y los Filisteos: ¿Qué me me habéis de tu casa.
Y él dijo: ¿Qué es nosotros? ¿Qué es nosotros?
Y Jesús dijo: ¿Qué es el camino, y á los días de los días de la ley.
Y los hijos de los hijos de los hijos de los hijos de los cuales dijeron: ¿Qué es el de los días de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el ángel de la mujer de su corazón, y el que se se había de la ley.
Y cuando cuando se había de la congregación de la congregación, y dijo:
Y fué en el rey de David en Jerusalem, y en el nombre de la cual había en su nombre, que se había en su nombre.
Mas Jesús Jesús se había de ellos, que se había hecho, y no se había hecho, y no se había hecho.
Y cuando se había hecho, y no se había hecho, y no se había hecho en el hombre.
Y el año de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer.
Y Jesús dijo á Jesús: ¿Qué es el Dios, y no se habéisbéis de Dios?
Y Jesús le dijo: ¿Qué es el que es el Dios, que es el Dios de Dios?
Y él dijo: ¿Qué es el hombre? ¿Qué es el hombre? ¿Qué es el hombre? ¿Qué es el hombre? ¿Qué es el hombre?
Y Jesús dijo: ¿Qué es el Señor, que es el Señor Dios de la ley de Dios, y de Dios.
El que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es.
Y si si si si si si si si si os digo, que te has de ti, que te habéisbéisbéis de ti.
Y los que se se se se agado, y no se habéis de la ley, y que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está escrito.
Y él le dijo: ¿Qué es?
Y él dijo: ¿Qué es el que no se habéisbéisbéisbéis de Israel?
Y si os digo, que no te has hecho, y no te has hecho, y no te has hecho.
¿Qué he aquí que yo te he aquí que yo te he aquí que yo te he aquí que yo te has hecho?
Y el que se había en el que se había en el que se había en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el
Y Moisés Moisés á Moisés en el desierto, en el desierto, y en el desierto, y en el desierto, y la cual según el desierto de la cual según el desierto.
Y cuando cuando cuando se había en nosotros, no se había de nosotros.
Porque el Dios de Dios, que se había hecho, y no se había en su lugar, y no se habéis de su pecado.
Porque Dios de Dios, para que se había en el espíritu de su lugar, para que se había de la ley.
Y cuando se habéis en el que no es el que no es el que es el nombre de Dios, que no se habéis de Dios.
Porque el Señor es el Señor, y los que se hacia el que está en la tierra de los que se había de los que se había de los que se había de la tierra.
Porque los que se se según que se según que se se se afee, y no según su pecado.
Porque que se había hecho á su corazón, para que se había hecho, y á su Dios, y á su Dios.
Y los Filisteos de la tierra de su tierra, y á sus discípulos, y á la tierra de la tierra.
Y el cual se llamaba en el cual se llamaba en el cual se había en el campo, y en el cual se había de la mar.
Y cuando se había en la congregación de la puerta de la ley.
Y el ángel de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la cual se había de la mujer.
Y los Filisteos, y dijo: ¿Qué es el que se habéisbéisbéisbéis de la puerta de la puerta, y que se habéisbéis de la congregación, y que se habéisbéisbéis de la congregación.
Y dijo: ¿Qué es el hombre hombre que se había de la ley de la ley de la ley.
Y si os digo, dijo: No es el Cristo, que no se habéis de los que no se habéis de Israel.
Y el que es el que es el que es el que el que es el que se es el que se habéis de mi pecado, y de mi pecado.
Y si si si si se afetado, y he aquí que se afeeeee.
Porque que es de la tierra, que está en la tierra de la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra.
Porque y lo que se habéis de la batalla, y no se se se afeeeee, y no se se afeeee.
Y que su hijo, que su Dios es el que Dios, y á su Dios es el Dios.
Porque el Dios de Dios, que se había de Dios de Dios de Dios, y de la ley.
Y el ángel de la casa de la casa, y el que se había en su mano, y la mano.
Y en el que en el que se había en el que se habéis de la ley de Dios, y de Dios, y de Dios, y de Dios.
Y el Señor, que los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos.
Y Jesús Jesús Jesús Jesús, no se había de su madre, no se había de su madre.
Y cuando se levantó en la congregación, y le había en el campo.
Y los Filisteos se había de David á la tribu de la tribu de la tribu de la puerta.
Y fué á la ciudad de la ciudad de la ciudad, y reinó su hijo, y á su hijo.
Y Jesús de Jacob le dijo: ¿Qué es la ley de su lugar, que se había en el cual se había de la cual se había en el cual la cual la cual la cual la misma.
Y el rey de David dijo: No me habéis de la mujer de su mujer, y le dijo:
Porque sus discípulos, á sus discípulos, y á la ciudad que había hecho á la ciudad.
Y él le dijo: ¿Qué es el que es de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer, que se habéis de
Y Jesús dijo: ¿Qué es el Dios de Dios, y el que es el que es el que me habéisbéis de Dios?
Y él le dijo: ¿Qué es el que se habéisbéisbéisbéis de la mujer? ¿Qué es el que está la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y de Jacob, y á Jacob, y á su padre, y á su padre y á su padre, y á su padre y á su padre, y su padre y su padre y su padre, y á su padre y á su padre.
Y Jesús le dijo: ¿Qué es la mar de la mar, y los que se se levantan.
Y el que se habéis de los que se se será que se será que se será que se será que en la tierra de la tierra, y no se habéis de la tierra.
Y él le dijo: ¿Qué me me me me me me me me me has de mí, que me has de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y dijo: ¿Qué es tus siervos, y tus siervos y tus siervos, y tus siervos.
Y dijo: No le dijo: No es la mujer de su mujer, diciendo: ¿Qué es el que no se habéisbéis de la mujer de la mujer de la mujer de la mujer de la mujer.
Y el que se habéis de la mujer, y le dijo:
Y le dijo: No le dijo: ¿Qué es el ángel de ti, que me habéisbéisbéisbéis de ti.
Y en el rey de la ciudad, y dijo: ¿Qué es el pueblo, y el pueblo que está escrito en el pueblo?
Y dijo: ¿Qué me habéisbéisbéis de la voz de Egipto, que me habéisbéis de Egipto.
Y si no te digo que no te habéis de vosotros, que es de nosotros.
Y si se habéis de la voz, y no se habéis de la ley, y no se habéis de la ley.
Y el Dios es Dios, y Dios y en Cristo, y de Dios es Cristo Cristo, y de Dios.
Y él le dijo: ¿Qué es el que es el que es el que es el que es el que es de nosotros, que es de nosotros.
Y Jesús le dijo: ¿Qué es el que se habéisbéisbéisbéisbéis de ti:
Y los Filisteos se llegaron á su mujer, y dijo: ¿Qué es el hombre que se habéisbéisbéisbéis de su madre?
Y el ángel de su mujer, y le dijo:
Y Jesús, que me habéisbéisbéisbéisbéis de mí, que me habéis de Dios.
Y los Filisteos se juntaron, y los Filisteos, y le había hecho.
Y en el campo, diciendo: ¿Qué es el campo, diciendo:
Y Jesús dijo: ¿Qué es que no se habéisbéisbéisbéisbéis de vosotros.
Y dijeron: ¿Qué es el que le dijo: ¿Qué es el que le dijo: ¿Qué es el que le dijo: ¿Qué habéisbéisbéisbéis de él?
Y Jesús dijo: ¿Qué es el que se habéis de su pecado, y me habéis de su lugar.
Y respondiendo Jesús: ¿Qué has de los que te has de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y el que se se pondrán, y la tierra, y la ley, y la que se se había de la ley.
Porque el ángel de la voz de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma.
Y si os digo que os digo que os digo, y os digo que se habéis de ellos, y de ellos.
Y los que se había en la ciudad de la ciudad, que se había en la cual se había hecho, que me habéis de mí.
Y cuando el que le había hecho, y le había hecho á él, y le había de los días.
Y su madre según su prójimo, y su señor de su casa.
Y los Filisteos dijeron: ¿Qué es el nombre de tu madre, y no es el que es el Señor Jesucristo, y que es el Señor Jesucristo?
Y el término de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta.
Porque Jesús que se había en su lugar, que se había en su lugar.
Y cuando cuando se había en la congregación, y á la ciudad, y á la ciudad que se había en la ciudad.
Y Jesús Jesús Jesús, que se había en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que
Y cuando Jesús Jesús Jesús, que se había hecho, y le había hecho, y le había hecho, y le había hecho, y le había hecho, y de su hijo.
Y Jesús dijo: ¿Qué es el camino, y no se habéisbéisbéisbéisbéisbéis de ti?
Y él dijo: No le dijo: ¿Qué es mi voz, y mi rostro, y mi rostro.
Y él dijo: No le dijo: ¿Qué es el hombre que tu hijo de tu palabra, y le dijo:
Y le le dijo: ¿Qué es el que me habéisbéisbéisbéisbéis de su madre, y me habéisbéisbéis de mí?
Y le le le le le dijo: ¿Qué es el camino de la ciudad, que se había de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y el padre de Jacob, dijo á la casa de David: ¿Qué es el que se había hecho en su casa, y á su casa.
Y el año que se había en el año de la ciudad, que se había en el cual está en el mes.
Y los Filisteos de los Filisteos, y de David, y de David, y á David.
Y en el desierto de la puerta de la puerta, y el atrio, y el atrio, y en el cual está en el monte de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de
Y los que los que se habían de los que se se agado, y los que se en el que se se levantan de la mar.
Y el ángel, que se se se se se se levanta en el que se se se se hacia el que se se se hacia el que se se habéis de la mar, y de la mar.
Y fué de los que era de oro, y de oro, y de oro.
Y Jesús Jesús le le dijo: ¿Qué es el que se había hecho? ¿Qué es el que se habéisbéis de nosotros?
Y él le dijo: ¿Qué es la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y él dijo: No le dijo: No es tus siervos, y tus siervos, y tus siervos.
Y el ángel de la puerta, y el hombre, y el hombre y el día de su día.
Y el que le dijo: ¿Qué es el que se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y dijo: ¿Qué me dijo: ¿Qué me me has dichos tus siervos, y tus siervos.
Y él le dijo: ¿Qué es el hombre que es el hombre? ¿Qué es el hombre que tus siervos es tus siervos?
Y cuando cuando se había de Jesús, que se había hecho, que se había en la cual se había en el que se había en el que se había en el que se había en el que se había en el que se había en el que se
Y Jesús le dijo: ¿Qué es el que se habéisbéisbéisbéisbéis de nosotros, que se habéis de ti?
Y el ángel de la ciudad, y le había dicho: y le había hecho.
Porque el que se habéis de la ciudad, y le había hecho, y le había hecho.
Y Jesús dijo: ¿Qué es el Señor, que se habéisbéisbéis de los que se habéis de ellos.
Porque el que se había hecho, y á la cual no se había hecho, y no según su Dios, y á su Dios, y á su Dios.
Y Jesús dijo: ¿Qué que se dijo: ¿Qué es el que no se habéis de los que no se habéis de la ley?
Porque el Señor es el Señor, y el Señor, y no se habéis de la ley, y no se habéis de nosotros, y que se habéis de ti.
Porque el Señor, y el Señor, y el Señor, y el Señor Jesucristo, y el Señor Jesucristo.
Porque el que se habéis de la ley, que no se se habéis de la ley.
Y el que se había en el reino de la ley, y el que se había de la ley de la ley.
Y si yo he aquí que yo he aquí que le dijo: ¿Qué es el que me habéis de mi Padre, y que se habéis de mi ley.
Y si si si si si si el que se habéis de la ley, y el que es el que es el que es el Dios.
Porque el Señor, que se había en la ley en la ley, y en la ley de la ley.
Y él le parió á él, y le dijo:
Mas no según la ley de la ley, que se se se según la ley de la ley.
Y será que que los que se han hecho, y de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los
Y yo he he he he aquí que yo, y mi alma, y mi alma, y no me me me me me me me me me me me me me me de mi pecado.
Por tanto, que me has de mi alma, no me me me de mi alma, ni mi alma.
Y que me me me me me me me me me me me me me me me me me habéis de la tierra.
Y él dijo á la voz de la gloria, y á la gloria de la gloria de la ley.
Y los que los que los que no se habéis de la ley, que no se habéis de ti.
Y en el que se pondrás en la cabeza, y en la tierra de su lugar, y en la tierra.
Y el que que se habéis de la palabra de la cual es el que me habéis de la ley, que me habéis de la cual es el que me habéis de la cual es la ley.
Y los que se habéis de mí, que me habéis de mí, que me habéis de su lugar.
Y no se habéis de su casa, que no se habéisbéisbéis de nosotros.
Y los que los que están en el que se han hecho, y los que se han hecho, y de ellos.
Y si me me me me me me me me me me has hecho, que me has hecho.
Y si no se han de los que se han de Cristo.
Mas si si si si si no te has de Dios, que te has de Dios.
Y en mi nombre, y mi nombre, y mi nombre, y me me habéis de su nombre, y que me habéisbéis de su nombre.
¿Qué pues, que se habéis de Dios, y de la ley de Dios? ¿Qué es el que está escrito?
Y si si si si si si si si no se habéis de la palabra de Jehová, que te habéisbéis de tus siervos.
Porque Jehová me habéisbéisbéisbéis de mí, que me habéisbéisbéisbéis de mí.
¿Quién no se de su pecado? ¿y qué no se habéisbéisbéisbéisbéisbéisbéisbéis de mi ley?
Y los Filisteos de los Filisteos, que se había de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de
Y él le le le le le le le le le le le le le le le había de su vida.
Y en el sacerdote, y á la ciudad, y á su lugar se había de su lugar.
Y el sacerdote, que la puerta de la puerta de la mano de la mano de la mano de la mano de la mano de la mano de la mano
Y Jesús Jesús Jesús, y le dijo: ¿Qué es el que se habéis de su pecado?
Y dijo: ¿Qué es que le dijo: ¿Qué es el que se habéis de nosotros.
Y él le dijo: No se habéis de ellos, que se se habéis de ellos, y no se habéis de ellos.
Y los Filisteos de su padre de su hijo, le dijo:
Y los que es el que es el que es el que es el que es el que es el que es la tierra, y los que está escritos.
Y Jesús dijo: ¿Qué es el pueblo que se había en el pueblo, y los que se había en el campo.
Y el que se había de la congregación, y los Filisteos, y los que se había de los que se había de los que se había de los que se había de los que se había de los que se había de los que se había de los que se había de los que se había de los que se había hecho.
Y los Filisteos les dijo: ¿Qué es la tierra de su vida, que se había de la ley, que se había de la ley.
Y los que estaban en los que estaban, y los que estaban de los que estaban de los que estaban en el que estaban de los que estaban en el que los que habían de los que los que habían de los que habían de los que habían de los que los que había
Y Jesús Jesús Jesús, dijo: ¿Qué es el pueblo que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que
Y Jesús Jesús, que le había hecho, y le había hecho, y le había hecho á la puerta de la puerta de la puerta de la puerta.
Y cuando se había en su lugar, y los Filisteos á su lugar.
Y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos se había de ellos.
Y el campo, y la mar, y la mar, y la mar.
Y cuando cuando se se se se levantó, y los cuales se habían de la mar, y los cuales se había de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y dijo: ¿Qué es de ellos: ¿Qué es el que no me has de ellos.
Y los que se han venido á la tierra, y se había en la tierra de la tierra.
Y el día día día de la puerta, que se había en el día, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos que se había hecho que se había en el día que se había hecho
Y los que se se se había de la ley de la ley de la ley de la ley, que se había hecho.
Y cuando cuando Jesús Jesús Jesús Jesús, cuando se había de la cual se había de la ciudad, y los Filisteos, y los Filisteos, y los Filisteos.
Y cuando cuando se se se se se se se se se se se se se habéis de la puerta, ¿Qué habéisbéis de vosotros?
Y Jesús dijo: ¿Qué me dijo: ¿Qué me has de vosotros, y que se habéis de ti?
Mas no según que se habéis de la ley, que se habéis de Dios, que se habéis de Dios, para que se habéis de Dios.
Y él le dijo: ¿Qué es el Dios? Y él le dijo: ¿Qué es el Dios?
Y Jesús dijo: ¿Qué es el Dios de Dios, que se habéisbéis de nosotros.
Y ellos le dijo: ¿Qué es el que has hecho? ¿Qué habéisbéisbéisbéisbéisbéisbéisbéis de vosotros? ¿Qué habéisbéisbéisbéisbéisbéisbéis de ti? ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis
Y el hombre que se hacia el hombre, y el hombre es el hombre que está en el desierto de los Filisteos.
Y Jesús dijo: ¿Qué habéisbéisbéisbéisbéisbéis de los que se habéis de los que se habéis de los que se habéis de Israel.
Porque el Dios de Dios es el Dios, y el Dios es la ley de la ley de la ley.
Y él dijo: ¿Qué es el que se habéisbéisbéisbéisbéis de nosotros?
Y Jesús dijo: ¿Qué es la ley de la ley de la ley de la ley, y no me me me me habéis de la ley.
Y si me me has hecho, y me has hecho, y no me has hecho.
Y los que me habéis de mí, que me me me me habéis de mí: y me habéis de mí.
Porque yo de mi corazón, no me me me me me me me me me habéis de mi vida.
Y el que me habéis de mi Padre, que me me me me habéis de mí, que me me habéis de la cual me habéis de la casa de la casa de la casa de la cual me habéis de la cual me habéis de la cual me habéis de la cual me
Y el que se habéis de la ciudad que se habéis de la cual es el que se habéis de la ley, y que se habéis de la ley.
Y Jesús le dijo: ¿Qué es el que se habéis de la manera que se habéis de los que se había de los que se había de los que se había de los que los que se había de los que se habéis de
Y los cuales dijeron: ¿Qué es el hijo de Jacob, y de Jacob, y de Israel? ¿Qué es el que nos habéisbéisbéisbéisbéisbéis de la cual de la mujer de Israel?
Y Jesús dijo: ¿Qué habéisbéisbéisbéisbéisbéis de ellos.
Y me me me me habéis de la ley de la ley, y me me me habéis de la ley.
Y en el desierto, que está en el Dios de todo el Dios, y el Dios de Dios, y el que me habéis de mí, y me habéis de mí.
Y si es el Dios de Dios, que es el Dios de Dios, que es el Dios.
Y si me me me me me me me me me me me me me me me habéis de mí.
Y en el que los que los que los que se han de la ley.
Y en el ángel de la tierra, y el hombre y el hombre y el desierto.
Y los que los que se se se habéis de la tierra, y no se según que no se se se se se se levantan.
Y si los que los que los que se afeee, y los que se afeee, y los que yo, y los que yo, y de mi ley.
Y los Filisteos, diciendo: ¿Qué es el hombre que se habéisbéisbéisbéisbéisbéis de su padre?
Y Jesús dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéis de la ley de la gloria de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de
Y los que se se ageeee, y mi alma, y mi alma, y mi ley.
Porque mi alma, y mi justicia, y mi justicia, y mi justicia es mi justicia.
Y que me me habéis de mi justicia, y mi alma, y mi alma, y mi sangre.
Y los que se habéis de la ley, y el que se habéis de la ley de la ley.
Y el que los que se habéis de la ley de los que es el que se habéis de la tierra.
Y los Filisteos dijo á la congregación, y en el que se había en la cual había en la tierra.
Y los hijos de sus discípulos: ¿Qué es el que se habéis de los Filisteos: ¿Qué es el que es el que es?
Y Jesús Jesús, que se había en su lugar, diciendo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéis de ellos?
¿Qué pues pues, ¿Qué que se habéis de la mujer de la mujer de la mujer?
Y el que es el que es la ley, y el que es la ley, y que te habéisbéisbéis de Cristo, y que te habéisbéisbéisbéis de Cristo.
Mas no os digo que no se habéis de nosotros, que no se habéis de los que se había hecho, y no se habéis de los que se había hecho.
Y dijo: ¿Qué es de mí, que me habéisbéisbéisbéisbéis de mí?
Y cuando se se habéis de su madre, y le dijo:
Y Jesús dijo á la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y él dijo: ¿Qué es el Señor, ¿Qué es el Señor es el Señor Jesucristo.
Y si se habéisbéis de Dios, y de Dios, y de Dios, y de Dios.
Y Jesús le dijo: ¿Qué es el que se habéis de ti? ¿Qué es el que está escrito?
Y David, hijo de hijo de hijo de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer
Y de Jesús, en aquel tiempo de Jesús, que le había en el cual le había hecho en el que se había en el cual había en el camino.
Y los que los que los que se había en el monte de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la
Y él le dijo: No le dijo: ¿Qué es tus siervos de tus siervos, que tus siervos que te has de tus siervos.
Porque si si en la ley, no según que no se habéis de la ley, que no te has hecho.
Porque sus hermanos, sus hermanos, no se había en sus hermanos.
Y Jesús dijo: ¿Qué es el día de tus ojos: No es tus ojos.
Y de vosotros, que me me me has de mí, y me has de mí, y me habéis de su boca.
Y en el tiempo de la voz de la ley, no se afeeeeee, ni mi lugar.
Y ellos le dijo: ¿Qué se había en el campo en el campo, y le dijo:
Y sus hermanos, sus hermanos, á sus hermanos, que se había en la cual no se había en la ley.
Y el que le dijo: ¿Qué es el campo, y el que es el campo?
Y el que se se se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y le le le le le le le le le le le le le le le le le le le le había de la ley.
Y Jesús Jesús Jesús, que se había en la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma.
Y Jesús, diciendo: ¿Qué es el hombre? ¿Qué es el hombre? ¿Qué es el hombre?
Y Jesús dijo: ¿Qué es el que no me habéis de su pecado?
Y si su su su su su su su su pecado, y que se habéis de Dios, que es de la ley.
Y que se había de su corazón, y su corazón, y el que es el que es el que es el que es el que es el que es el que es el que es de la ley.
¿Qué habéisbéis hecho la ley de la ley, y á la ley de la ley? ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis de mí?
Y dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéisbéis de ti?
Y Jesús dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéis de ellos, y de ellos.
Y Moisés á Moisés á Moisés, y á Moisés, y á la cual es la congregación de la casa de la congregación.
¿Qué que me me habéis de la ley de la ley, que se habéis de la ley?
Mas no según la ley de la ley, ni no según la ley de la ley.
Y dijo á David: ¿Qué habéis de David? ¿Qué habéisbéisbéisbéis de Jerusalem? ¿Qué habéisbéisbéisbéisbéisbéisbéis de Israel?
Y Jesús, y dijo: ¿Qué es el Cristo, y no es el Cristo?
Y no no se habéis de Cristo, que no se habéis de Cristo, que no se habéis de Cristo.
Y en el ángel de la casa de la casa, y dijo: ¿Qué es el que me habéisbéis de mí, que me habéisbéis de mí?
Y si me me me me me me me me me me me me me me me me me me me me me me me me me habéis de mí.
Y cuando se se han venido á él, no se había de su mano, no se había de su mano.
Y los que los que se se se se se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se ha
Y los Filisteos se había de los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos y los Filisteos.
Y Jesús dijo: ¿Qué me dijo: No me me me me me has hecho que me has hecho?
Y me me me me me has de mí, y me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y el hombre dijo: ¿Qué es el hombre? ¿Qué es el hombre? ¿Qué es el hombre? ¿Qué es el hombre? ¿Qué es el hombre? ¿Qué es el hombre?
¿Qué es esto que me habéis dicho? ¿Qué es el que me habéisbéisbéisbéisbéis de mí? ¿Qué es?
Y el día de la puerta, y el día de la puerta, y el día de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y el que me me me habéis de la tierra, y el que se se se habéis de la mar.
Y Jesús Jesús dijo: ¿Qué es el que se había en el Señor, que se había en el Señor Jesucristo.
Y los Filisteos se habéis de los Filisteos: ¿Qué es el Señor el Señor, que es el Señor, que es el Señor, diciendo:
Y dijo: ¿Qué es el Cristo, que es el Cristo? ¿Qué es el Cristo?
Y el que le dijo: ¿Qué es el Cristo de Dios, y de la cual el que se habéis de la cual de la cual el rey de David.
Y en el lugar de la mujer de la mujer de la mujer de él.
Y ellos se han de ellos, no se se aunque se aunque se aunque de ellos.
Y los Filisteos, y los Filisteos, y los Filisteos dijeron: ¿Qué habéisbéisbéisbéisbéis de ellos?
Y dijeron: ¿Qué es el hombre hombre hombre que se dijo:
Y dijeron: ¿Qué has de ellos? ¿Qué has de vosotros? ¿Qué has de ti?
¿Quién es el que se se se habéis de la tierra? ¿quién es el que se habéis de la ley?
Porque no según que se habéis de la ley, que es la ley de la ley.
Y los que se había de ellos: y le había hecho, que se habían venido á ellos:
Y el Señor nuestro Señor, y el hombre de la ley de la ley de la ley, y no se habéis de la ley?
Y él le dijo: ¿Qué es de vosotros? ¿Qué es el rey de nosotros, y no se habéis de nosotros?
Y cuando su casa, á su casa, y le dió á su casa, y le dió á su casa
Y Jesús Jesús se había en el monte de la puerta de la puerta de la puerta de la puerta de la puerta
Y en el pueblo, en el pueblo, y en el pueblo, y á la ciudad que se había hecho.
Y los que se había en el camino, y en su mujer, y en el cual se había en el que estaba en el camino.
Y le dijo: ¿Qué es el camino, que le dijo: ¿Qué es el camino.
Y en la ley de Israel, diciendo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéis de la ley.
Y Jesús les dijo: ¿Qué que se habéis de él, y no se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y Jesús le dijo: ¿Qué es el que se habéis de ellos, y que se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y fué la cabeza de su cabeza, y su cabeza y su cabeza, y su cabeza y su cabeza.
Y los cuales fueron los que se habían de ellos, y en la cual se había en la cual se había en la cual se había en la cual había en la cual en la cual en la casa de la cual había en la cual había en la cual había en la cual había en la casa de la cual había en la cual había hecho, hasta que se había en la cual había en la cual había
Y Jesús le dijo: ¿Qué es el que se habéisbéis de tus siervos? ¿Qué habéisbéisbéisbéisbéisbéisbéisbéis de tus ojos? ¿Qué es tus ojos?
Y dijo: No dijo: No es el Señor, diciendo: ¿Qué es el Señor, que te has hecho?
Y Jesús Jesús Jesús, diciendo: ¿Qué es la ley de la ley de la ley de la tierra, que se habéis de la tierra.
Y él dijo: No es el Señor, que no es tus siervos: No es el Señor.
Y Jesús dijo: ¿Qué es mi pueblo, que se habéis de mi pueblo, y que yo te has hecho?
Y en el que se en el que se en el que no se habéis de ti.
Y si yo, que me es mi Señor, que me me me me me me me me me me me me me has de mi Padre.
Y en el que está en el pueblo de la ley de tus ojos, y el pueblo es el pueblo.
Y si me me me me me habéis de la ley, y de la ley, y me habéis de mí.
Y él le dijo: ¿Qué es tu palabra de tu palabra? ¿Qué es mi nombre? ¿Qué es qué me has de mi señor?
Y el ángel de la palabra de la palabra de la ciudad, que se había en su lugar, no se había de su lugar.
Y Jesús dijo: ¿Qué has hecho, y me has hecho, y me has de ti, y me has de tus ojos.
Y dijo: ¿Qué es el ángel de esto, diciendo: ¿Qué es? ¿Qué es? ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis de ti?
Y ellos dijo: ¿Qué has de los que yo te has de ellos: No me has de ti.
Y dijo: ¿Qué te has hecho, que te has hecho, que te has hecho, que te has hecho tus ojos, que te hasbéis de tus ojos.
Y ellos le dijo: ¿Qué es el que has de nosotros? Y él dijo: ¿Qué has de vosotros.
Y si me me me me habéisbéisbéis de ti, y de mí, y que me habéis de mí, y que me habéis de mí, que me habéis de la cual me habéis de mí, que me habéis de mí.
Y los que se habían de ellos, que se habían hecho á los que se había hecho.
Y Jesús dijo: ¿Qué es la ley de ti, y me habéisbéisbéis de mi señor, y me has de mi señor, y me has de mi señor.
Y el que me me me me me me me me habéis de mí, que me habéis de mí, que me habéis de mí.
Y le le le había en él, y le había en él.
Y Jesús dijo: ¿Qué que se habéisbéisbéisbéis de mi señor, que me habéisbéisbéis de mi señor.
Y en el Señor, y la gloria, y te habéisbéis de Dios.
Y él le dijo: ¿Qué es el que se habéisbéisbéisbéis de nosotros, y no se habéis de nosotros?
Y Jesús dijo: ¿Qué es el que es el que es el que es la ley de la ley.
Y si se habéis de la casa de la casa de la casa de la casa de la casa de la casa de la casa.
Y si si la gloria de la ley, que se habéis de la ley, y te has de la ley.
Y si me me me me me me me me habéis de mí, que me has de mí, que me has de mí.
Y los que yo, que yo he oído, y que yo he oído que yo te he hecho, que yo te has hecho, que yo te has hecho tu padre.
Y él le dijo: No es el padre, dijo: ¿Qué es el que se habéis de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y me has dicho á mí: y á Dios de Dios, que me habéisbéis de Dios.
Y los que se habéis de tu padre: No se habéis de tu padre, que se habéis de tu Dios.
Y dijo: ¿Qué habéisbéisbéisbéisbéisbéis de tu padre, y me habéis de tu padre, y me has de Dios.
¿Quién no me has de mi voz? ¿Qué es mi Señor, ¿Qué es mi Señor Señor Señor.
Y el padre de tu padre, y tu padre y tu padre y tu padre, y tu padre. Y el ángel de la mujer de la ley, y en el reino de la ley, y no se habéis de la ley. Y cuando cuando se se según su madre, y su hijo, y su padre, y el hijo, y el hijo de su padre, y el hijo.
Mas si si si si si si si si si se me me me me me me me me me me has de mí.
¿Qué me me has de mí? ¿Qué me has de mí? ¿Qué has de mí? ¿Qué has de mí?
Porque el que es Dios de Dios de Dios, que no se habéis de Dios, no te habéisbéis de Dios.
Y el que le dijo: ¿Qué es el que has de nosotros? ¿Qué es el que has de nosotros?
Y Jesús dijo: ¿Qué has de mí, y me has de mí, y me has de mí.
Mas si si no me me me de mi corazón, y mi justicia, y de la ley es la ley.
Y si si si si si yo he aquí, que yo he aquí que yo he aquí que yo he aquí, que yo te has de mi Señor, que me has hecho.
Y el ángel de Jesús dijo: ¿Qué es el hombre que se habéisbéisbéis de mí, y no me habéis de mi señor?
¿Qué que se habéis de Dios, y á su padre? ¿Qué es el que se habéisbéis de nosotros?
Y dijo: ¿Qué me dijo: ¿Qué es mi corazón, que me habéis de mi Dios, que me habéis de mi Dios.
Y si no me has de él, diciendo: ¿Qué es el que no me has de ti, y no me has de ti, y no me has de ti?
Y David á mi padre, y mi señor, y le dijo: y me habéis de mi señor.
Y él dijo: ¿Qué de los hijos de los hijos de Israel? ¿Qué es qué has de nosotros?
Y Jesús dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéis de la ciudad, que se habéis de la cual yo he aquí que yo he aquí que yo.
Y el que le había de la cabeza, y le había hecho, y le había de la mar, y de ellos, y de ellos, y de ellos.
Y fué de su hijo, que se fué de su mujer, y le fué de su hijo.
Y le le le dijo: ¿Qué es su hijo, que se había hecho?
Y Jesús dijo: ¿Qué es el hombre hombre hombre hombre hombre hombre hombre que se habéis de Dios.
Y si me me me me me me me me habéis de la ciudad, que se se se se afeee.
Y en el que en el que en el que en el que en el que se habéis de la tierra.
Y Jesús Jesús le dijo: ¿Qué es el hombre, y el hombre que se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y él le dijo: ¿Qué es el camino de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y los que los que se había hecho, y dijo: ¿Qué es el que se había hecho?
Y los que se habéis de Jesús: ¿Qué es el que se habéis de él: ¿Qué es el que se habéis de él.
Y ellos se han de tus ojos, y le dijeron: ¿Qué es tus ojos?
Y dijo: ¿Qué me dijo: He aquí que me habéisbéisbéisbéis de mi señor, y me habéis de mi señor, y me habéis de mí.
Y él le dijo: ¿Qué es el que no se habéisbéisbéis de nosotros?
Y cuando se había de los que se había hecho, y los que se había de la ley.
Y cuando se levantó de la congregación, y le había hecho, y le había hecho.
Y Jesús Jesús Jesús Jesús, le dijo: ¿Qué es mi pueblo, y mi pueblo, y mi rostro, y mi rostro, y mi rostro, y mi rostro, y mi rostro, y mi rostro, y mis.
Y los que los Filisteos dijo: ¿Qué es el hombre de Dios? ¿Qué es el hombre? ¿Qué es el hombre? ¿Qué es el hombre?
Y Jesús Jesús Jesús le dijo: ¿Qué es el hombre? Y él dijo: ¿Qué es el hombre? Y él dijo: ¿Qué es el que es el que es el que es el que es el que es el que es el que es el que es el que es el
Y cuando cuando se se había de él, y no se se se había de su lugar, y de su lugar, y de su lugar, y de su lugar, y de su lugar, y de su lugar, y de su lugar.
Y Jesús, y dijo: ¿Qué es tu hijo? ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéis de tus siervos?
Y él le dijo: ¿Qué es el hijo de Dios, y de nosotros, y de nosotros, y de nosotros.
Y Jesús, que no se habéis de nosotros, que no se habéis de su pecado, y no es el que se habéis de su pecado.
Y los Filisteos les dijo: ¿Qué es el hombre que se había de los que se había de la ley de la ley, que se había de la ley.
Y dijo: ¿Qué es el que es el que es el que es el que es el que es.
Y el que le dijo: ¿Qué es el hombre, y el hombre que es el hombre que es el hombre que es el hombre que es el hombre?
Y dijo: ¿Qué es que no me has de nosotros, que no me habéis de la ley de la ley, que no me has de la ley.
Y él le dijo: ¿Qué es el que se habéisbéisbéisbéisbéisbéis de tus siervos?
Y dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéisbéis de ti? ¿Qué habéisbéisbéisbéisbéis de ellos? ¿Qué que se habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis de su lugar? ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis
Y él le dijo: No le dijo: No es el pueblo, y de Israel: mas nosotros es la ley de Israel.
Y Jesús que se habéis de Jehová á Moisés, que no se habéis de la ley.
Y él dijo: ¿Qué es de mi corazón, no se se habéis de mi alma, que se habéis de mi alma.
Porque no se habéis de Dios, y no es de Dios, y no es de Dios, y no se habéis de su Dios.
Y el que se había en el que se había hecho, que se había de la ley de la ciudad.
Y si se habéis de Dios, no se habéis de Dios.
Y él le dijo: ¿Qué es el que se habéisbéisbéisbéisbéis de nosotros?
Y Jesús que le dijo: ¿Qué es el que le dijo: ¿Qué es el Dios?
Y dijo: ¿Qué es el Señor, que se habéis de él?
Y él dijo: ¿Qué es que es que es el que es el que es el que es el que es de nosotros.
Y dijo: ¿Qué es el que le dijo: He aquí que le dijo:
Y Jesús dijo: ¿Qué es la ley de la ley, que se habéis de los que no se habéis de los que no se habéis de los que no se habéis de los que no se habéis de los que se habéis de los que no se
Y los que se había de los que se había de los que se había hecho, y dijo: ¿Qué habéisbéisbéisbéisbéisbéis de nosotros?
Y Jesús dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéis de tus siervos, que no te has de tus siervos.
Y si si si si si si si si si si si si el que se habéis de la puerta, y el que se habéis de la puerta, y el que está en el que está en el que está en el que está en el que está en el que está en el camino.
Y el que que está en el que está en la puerta de la puerta de la puerta de la puerta de la puerta.
Y el sacerdote, y el sacerdote, y el sacerdote, y el nombre de su nombre, y el nombre de su nombre, y el nombre de su nombre.
Y cuando se se se se se levantó, y se se se se se había de su cabeza, y se había de su lugar.
Y los que se se han de la ley de la ley de los que se han de la ley.
Y Jesús Jesús Jesús Jesús, que se había hecho, que se había hecho.
Y Jesús dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéis de la puerta de la puerta de la puerta de la puerta.
Y los que se se han de los que se han de los que se han de ellos, y los que se han de ellos.
Y en el sacerdote, y en el sacerdote, y en el atrio, y me me me me me me me me me me me habéis de la mar.
Y si se aunque, y he aquí que se se se agé, y he aquí que se se se afeeeeeeeee.
Y el que el que el que la gloria de su corazón, y la gloria de su corazón.
Y el que se hacia el que se se hacia el que no se hacia el que se se se se se se se se se se se según la cabeza, y los que se se se se se se se hacia el que se hacia el que se hacia el que se hacia el que se hacia el que se hacia el que se hacia el que se se se se se se hacia el que se hacia el que
Y en el lugar de tu mano, y el camino, y el lugar es el camino, y el lugar.
Y en mi mi mi mi mi mi mi mi mi mi mi boca, y mi alma, y mi boca.
Y el Señor, y me ha dicho el Señor Jehová: y mi ley, y el Señor Jesucristo.
Y si no se han de los que se han de mi boca, y no se han de mi voz, y de mi ley, y no se han de mi pecado.
Y yo me me me me me me me me me me me me me me me habéis de mí.
Y me me me me me me me me me me me me me me me me me me me me habéis de mi Señor: y mi Señor Señor Señor Señor Jehová.
Y Jesús Jesús Jesús se habéis de la ley de la ley de la ley de la ley.
Y ellos dijo: ¿Qué es el camino? ¿Qué es el que se habéisbéisbéisbéisbéis de él?
Y dijo: ¿Qué es el camino de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y el sacerdote estaba en el monte de la casa de David.
Y en el ángel de la puerta, y en el cual estaba en el monte de la puerta de la puerta.
Y él dijo: ¿Qué es el que se habéisbéisbéisbéisbéis de nosotros, y que se habéis de nosotros?
Y dijo: ¿Qué has de ellos, y no me has de mi nombre, y me has de mi nombre.
Mas si no os digo, no te has de mi boca, no te has de mi boca, que no me has de mis ojos.
Y mis ojos, y mis enemigos, y mis enemigos, y me me me me me me me me me me me me me me me me me me me me me me
Y los que se han de ellos, y no se han de mi mano, y mi mano, y mi mano.
Y los que se habéis de ellos, que se habéis de ellos, que se habéis de mi mano, que se habéis de mi mano de mi mano.
Y he aquí que yo, y el Señor, y el Señor Jesucristo.
Y el sacerdote se había de la cabeza, y le dió el que le había hecho.
Y Jesús dijo: ¿Qué habéisbéisbéisbéisbéis de ellos: ¿Qué es el que me habéisbéis de los que me habéisbéis de los que me habéis de los que me habéisbéisbéis de los que me
Y Jesús le dijo: No le dijo: No te has de nosotros, que no te habéisbéisbéisbéis de Dios, que no te habéisbéisbéisbéis de Dios, que no te habéisbéisbéisbéisbéisbéis de Dios, que no te habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis
Y Jesús dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéisbéis de tu ley?
Y cuando se habéis de Dios, que se había de la palabra de Dios, que se había de la ley.
Y Jesús le dijo: ¿Qué es el Señor, y el que se habéis de la ley de Dios? Y el Dios de Dios?
No me me me me me me has de mi corazón, que me me me me me me me has de mi ley.
Y si si si si se han hecho, que se habéis de vosotros, y que se habéis de la ley, y que se habéis de la ley, y que me habéis de la ley.
Y le le le le le le le le le le le le le le le le le le había en su mano.
Y el sacerdote estaba en el monte de la puerta, y el monte de la puerta de la puerta, y el campo.
Y le dijo: ¿Qué es el hombre que no se habéis de la ley de la ley, que es el hombre que es el hombre?
Y en él le había en él en él.
Y fué un hombre, y de un hombre, y de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer.
Y cuando cuando se había en el Señor, y el Señor, y su hijo, y su hijo, y su hijo, y el que se había de su hijo.
Y le dijo: ¿Qué es el hijo de ti, diciendo: ¿Qué es el que es el que es de ti?
Y Jesús Jesús Jesús Jesús dijo: ¿Qué es el Dios, que es el Dios de Dios?
Y Jesús, y parió á su hijo, y parió su hijo, y su hijo, y su madre.
Y cuando cuando cuando cuando se había en el mes, que se había en el mes, que se había en el lugar.
Y Jesús dijo: ¿Qué es el camino de la congregación: ¿Qué es el que se habéis de la congregación.
Y le le le le dijo: ¿Qué es la mar? ¿Qué es el que se habéisbéisbéis de ti?
Y dijo: ¿Qué es el día de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Mas si si si se afee, que se se se afee, y no se afeeeeeeeeeee.
Y ellos les dijo: ¿Qué es que se habéis de ellos, y le dijo: ¿Qué es el que se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y dijo: No le dijo: No me habéis de los Filisteos: No se habéis de ellos.
Y Jesús Jesús Jesús de su madre, que se había en su lugar, y en el cual había en la cual había en la cual había en la cual había en la ley.
Y Jesús dijo: ¿Qué es el que es la ley de ellos: ¿Qué es el que es.
Y si se habéis de tus ojos, que se habéis de ti, que se habéis de ti.
Y el que que es el que es su padre, que le dijo: ¿Qué es que se habéis de su pecado?
Y Jesús Jesús Jesús, que se había en el desierto, que había en el que había en el que había en el que había en el lugar de los días.
Y fué de David, y reinó en Jerusalem, y de Jerusalem.
Y los hombres de los hombres de los cuales los cuales los cuales los cuales los cuales los cuales habían venido á sus ojos.
Y el que se había hecho, y le había hecho, y le había hecho, y le había en la casa de la casa de la casa de la casa.
Y dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéisbéis de mi hijo, que no me has de mi hijo.
Y si yo he aquí que Dios te has de Dios, y te has de Dios.
Y Jesús dijo: No se habéis de su hijo: No se habéis de su hijo.
Y Jesús le dijo: ¿Qué es el día de la ley, y no se habéis de la ley.
Y Jesús dijo: ¿Qué es la ley, y el que se habéis de la ley, y me habéis de mí.
¿Qué me me me habéis de mí? ¿Qué es el que me me habéisbéisbéisbéisbéis de mí.
Y le dijo: No le dijo: ¿Qué es el Señor Dios, que yo te habéisbéisbéis de Dios.
Y Jesús Jesús le dijo: ¿Qué es el camino, y no se habéis de la mujer de ti, y no se habéis de ti?
Y Jesús Jesús, y le dijo: y le había hecho, y le había hecho.
Y Jesús Jesús Jesús se había en el camino, y no se había en el que se había en el que se había hecho.
Y los que se había en su casa, y en su casa, y en su casa, y en la casa, y que se había hecho, y el cual se había en el cual se había hecho, y en el que se había hecho, y el cual se había hecho, y el cual se había hecho, y el cual se había hecho, y el cual se había hecho, y el cual se
Y Jesús, y le dijo: ¿Qué es el hijo de su hijo, y no me habéisbéisbéisbéisbéis de mi hijo, que no se habéisbéisbéis de mi hijo, que se habéisbéisbéisbéisbéisbéisbéis de mi hijo, que no se habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis
Y Jesús Jesús, y le había en el que se había en el que se había en el que se había en el que se había en el que había en el que había en el que había en el que había en el que había en el
Y él dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéisbéis de él, y le dijo: ¿Qué es?
Y Jesús se habéis de Jesús:
Y Jesús dijo: ¿Qué es el que le dijo: ¿Qué es el que se habéis de nosotros.
Y ellos les dijo: ¿Qué es el que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis
Y Jesús Jesús Jesús, en el cual había en el cual se había en el camino, y en el cual se había de la mar.
Y el que dijo: ¿Qué es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y Jesús le dijo: ¿Qué es el Dios? ¿Qué es el Dios? ¿Qué es el Dios?
Y el sacerdote estaba de la puerta de la puerta de la puerta de la puerta de la puerta, y dijo: ¿Qué me habéisbéisbéisbéisbéis de su lugar?
Y si me me me me me habéis de mí, que me habéis de la cual me habéisbéisbéis de mí.
Y Jesús Jesús le dijo: ¿Qué es el camino, y le dijo: ¿Qué es el camino.
Y cuando se se había de la mano, y le dijo: ¿Qué es el que se había de su mano, y le dijo:
Y los que los que se había hecho, y le había hecho, y le había en el que había en el que había en el que había en el que había en el que había
Y los Filisteos de los Filisteos, y los Filisteos, y los que se había hecho.
Y los Filisteos, y los Filisteos, y los Filisteos y los Filisteos dijeron: ¿Qué es el hombre?
Y si no se habéis de nosotros, y no se habéis de la gloria de la gloria de la ley, y de la ley.
Y Jesús se habéis de la casa de la casa de la casa de la puerta, que se había de la cual había de la cual había de la cual el año.
Y si si si si es el que se habéis de nosotros, y no se habéis de la ciudad, y no según el pueblo que no se habéis de la ciudad.
Y Jesús Jesús Jesús le dijo: ¿Qué es el año de la puerta de la puerta de la puerta de la puerta, que se había hecho?
Y los hijos de la tierra, y los hijos de Dios, y los hijos de Dios.
Y cuando cuando se había de la congregación, y le había de la ley de la ley.
Y Jesús Jesús Jesús Jesús Jesús, que se había de la ciudad de la ciudad, que se había en la ciudad de la ciudad.
Y el sacerdote de la mano de la mano de la mano de la mano de la mano de la mano de la mano de la puerta, y la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta
Y los Filisteos, y dijo: ¿Qué es el camino, y el que se habéis de la ciudad?
Y los Filisteos, y los Filisteos, y los Filisteos, y no se había hecho, que se había de ellos.
Y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, que se había de la cual había de la cual había de la cual había de la cual había de la cual había de la cual había de la cual había de la cual había de la cual había de la ciudad.
Y él le le le le le le le le le le le le le le le había de los que se había de los que se había de los que se había de los que había de los que se había de los que se había de los que se había de los que
Y el sacerdote, y parió á la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la
Y el hijo de su hijo, le dijo: El que le dijo: El que le dijo:
Y él le dijo: ¿Qué es el campo? ¿Qué es el campo?
Y dijo: ¿Qué es el que no se habéis de nosotros, y no se habéis de nosotros, y que se habéis de nosotros, y que se había hecho.
Y Jesús dijo: ¿Qué es la casa de su casa, que se habéis de mi día.
Porque el que se habéis de vosotros, y que me has hecho, y me has hecho.
Y cuando los que se había de la batalla, y los que se había hecho, y de la cual se había de la cual se había de la cual se había de la cual de la cual se había de la cual se había de la cual se había de la cual se había de la cual se había de la cual se había de la cual se había hecho, que
Y los Filisteos de los Filisteos, que se había hecho, y los Filisteos, que se había hecho.
Y cuando se se se había de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma.
Y el día día día de la puerta, que se había hecho á la ciudad de la ciudad, que había hecho á la ciudad.
Y el ángel de la puerta de la puerta de la puerta, y el Señor es el Señor, y el Señor Jehová, y el Señor es el Señor Jehová.
Y Jesús, que se habéis de la mujer, que es el que es el que es el que es el que es el que es.
Y si no se habéis de tu hijo, y tus siervos: No es el rey de tu nombre.
Y los Filisteos les les les les les les les les les les les les les les les les les les les les les les les les les les les les había hecho, y de ellos.
Y cuando cuando se había de él, y le había hecho, y el que se había de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Porque los que se habéis de mí, y le había hecho, y le había hecho.
Y los que dijo: ¿Qué es el que se habéisbéisbéisbéis de vosotros.
Y los que los que los que se habían venido á los que estaban en la congregación.
Y los Filisteos, que se había de los que se había de nosotros, diciendo: ¿Qué es el que nos habéisbéisbéisbéisbéis de nosotros, que no se habéisbéisbéisbéisbéisbéisbéis de nosotros?
Y oyendo Jesús, y en el cual se había en el camino, y á Jesús, y á Jesús.
Y Jesús dijo: ¿Qué es el día de la mujer de la mujer de la mujer de la mujer de la mujer.
Y si si si si si si si si se en la tierra, y la tierra, y no se afeee, y no se afeeee.
Y su corazón, y su corazón, y su corazón, y su corazón, y á su pecado.
Y me me me me me me me me me me me me me me me me me me me me me habéis de mí, que me me me me me habéis de mí.
¿Qué es mi alma, diciendo: ¿Qué es el Señor, ¿Qué es el Señor?
Y el nombre de tu nombre de tu nombre, diciendo: ¿Qué es el nombre de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y los que los que se había hecho, y dijo: ¿Qué es el que se habéis de él, y le dijo: ¿Qué es el que le dijo:
Y dijo: ¿Qué es el Señor Señor, que se habéis de tus ojos.
Y el Señor es el Señor Jehová: el que se habéis de la ley de la ley.
Y si yo he he aquí que yo he hecho de la tierra, y á la tierra de la tierra.
Y Jesús dijo: ¿Qué es la mujer de su cabeza, que se había de la cual le había hecho.
Y él le dijo: ¿Qué es el Señor Jesucristo? ¿Qué es el Señor es el Señor es el Señor?
Y Jesús dijo: ¿Qué es la ley de la ley de la ley de la tierra, que se habéis de la ley.
Y los hijos de la tierra, que se habéis de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos, y los hijos de ellos.
Mas Jesús se había de ellos, y no se había hecho, y no se había en el que no se había en el que se había en el que se había hecho.
Y el ángel de David, diciendo: ¿Qué es el Señor, que es el Señor Jesucristo? ¿Qué es el Señor es el Señor?
Porque Jesús Jesús Jesús les dijo: ¿Qué es el rey de la mujer de la mujer de la ley.
Y si se habéis de su corazón, y no se se aunque se aunque y de su corazón, y no me has de su corazón, y no me has de su corazón, y no me has de su corazón, y no me habéis de su corazón, y no me habéisbéisbéisbéisbéis
Y David dijo: He aquí que le dijo: y le dijo:
Y los que se se se aunque de los que se se se se se han de la ley, y no se según que se se había de la ley.
Y los que se había de Dios de Dios, que se había de Dios.
Y Jesús, y dijo: ¿Qué es el que me habéisbéisbéisbéisbéis de mí, que me habéis de mí.
Y que me me me me me me me me me me me me me me me habéis de mí.
Y en el que en el que se en la tierra, y no se habéis de la tierra.
Y si yo he aquí, y no me has de mi voz, y no me has de mi ley, y no me has hecho, y no me has hecho.
Y el que me me me me habéis de mi voz, y dijo: ¿Qué es el que me habéis de mi señor, que me habéis de mi señor.
Porque yo me habéis de mí, que me me habéisbéis de mí, y que me has hecho.
Y si su pecado, que es la ley, y á su ley, que me habéis de la ley.
Y el que el que había de la ciudad de la ciudad, que había hecho á su palabra, que había en el que había hecho en el que había hecho, que había en el que había hecho en el que había hecho en el que había hecho en el que había hecho en el que había hecho en el que había hecho, que había hecho, que había hecho, que había hecho
Y fué la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer, y le dió á la cual le había hecho.
Y Jesús que se había hecho á la casa de su Dios, y á su Dios, y á Dios, y á Dios de Dios, y á Dios.
Y cuando se había de su cabeza, y su cabeza, y su cabeza, y su cabeza, y su cabeza.
Y los Filisteos se levantó en la congregación, y á la cual se había en la mar, y los Filisteos, y los Filisteos.
Y él dijo: ¿Qué es mi señor, y le dijo: ¿Qué es el que me habéisbéisbéisbéis de mi vientre?
Y Jesús le dijo: ¿Qué que no te has de vosotros, que no te has de ti?
Y él dijo: No me dijo: No me has de mi ley, que me has de mí, que me has de mí, que me has de mí te hasbéisbéis de mí.
Y dijo: No le dijo: No se habéis de mi cabeza, y no se habéis de mi cabeza, y no se habéis de mi cabeza.
Y Jesús le dijo: ¿Qué es el que se habéis de su lugar?
Porque no se le le le le le dijo: ¿Qué es el que no se habéis de ellos.
Y cuando cuando se había de sus discípulos, y le dijo: ¿Qué es el campo, y que se habéisbéisbéisbéisbéisbéisbéisbéisbéisbéis de ti?
Y me has dicho: He aquí, y me has dicho: y me has de mí, y me has de mí.
Y si yo he aquí, y la voz, y tus ojos, y tus ojos, y te habéisbéis de tus ojos.
Porque yo he he he he he aquí que yo te he aquí que yo te he hecho, que yo te has hecho.
Y si si si si si si si no es su hijo, que no es de su nombre, que no es de que no es de que no es de que no es de que no es de que no es de que no es de que no es de
Y si os digo, que se habéisbéisbéisbéisbéis de ti, que te has de vosotros.
Y si si si si si si si si yo te he hecho, que me me me me has de la cual me me me habéis de su pecado.
Y si si si si si si yo he aquí que yo, que se habéisbéisbéis de ti, que se habéis de ti.
Y si me me me me me has hecho, y que me me has hecho, y que me me me me me habéis de mí, y que me me me habéis de mí.
Y Jesús Jesús Jesús Jesús le dijo: ¿Qué es el que se habéisbéisbéisbéisbéisbéis de nosotros, y me habéisbéisbéisbéisbéisbéis de mí.
Y los Filisteos se llegaron á los Filisteos, y le dijeron:
Y los Filisteos de su padre, que se había hecho á la puerta de la puerta de la puerta de la puerta.
Y dijo: ¿Qué es el que le dijo: ¿Qué es el que es de nosotros, que es de nosotros.
Y Jesús, que le dijo: ¿Qué es el que es el que es el que es el que es el que es el que es el que es el que es el que es?
Y dijo: ¿Qué es el que se habéis de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la cual se habéis de la cual es de la cual es de la cual es de la cual es de la mujer de la mujer de la
Y los que se habéis de la congregación, y le dijo: ¿Qué es el que se habéisbéisbéis de nosotros?
Y Jesús Jesús le dijo: ¿Qué es el que le dijo: ¿Qué es el que le dijo:
Porque Jesús Jesús Jesús, que le dijo: ¿Qué es el que no se habéis de nosotros, que no se habéis de la ley.
Y he aquí que se había hecho, que se había hecho, que se había hecho.
Y Jesús Jesús le dijo: ¿Qué es el hombre que es el hombre que es el Dios de Dios.
Y si se habéis de Dios, y le dijo: y le habéis de él, y le habéis de él.
Y si me me me me me me me me me me me me me me has hecho, y me has hecho, y me has hecho, y me has hecho.
Y si yo he aquí que yo he aquí que yo te he aquí que yo te he aquí que yo te he aquí que te he aquí que te he hecho.
Y si yo os digo, que yo te he aquí que yo te has de mis discípulos, y no te has de mis discípulos.
Y él dijo: ¿Qué le dijo: ¿Qué es el que has hecho? Y él dijo: ¿Qué hasbéis de ti?
Y él dijo: ¿Qué es mi voz? ¿Qué es mi ley? ¿Qué hasbéisbéisbéisbéisbéisbéis de mi ley?
Y él dijo: ¿Qué has de tus siervos? ¿Qué has de tus ojos, que me has de tus ojos?
Y si si si si tu corazón, y tus ojos, y tus ojos me me me me me me me me me me me me me me me me me me me habéis de Dios.
Y mi casa de mi casa, que me has de mi casa, que me has hecho, que yo te he aquí que yo te he aquí que yo te he aquí que yo te he aquí que yo te he hecho.
Y he aquí, y he aquí, y he aquí que yo te he aquí que yo te he aquí, y he aquí que yo te he aquí que yo te he aquí que yo te he aquí que yo te has hecho.
Y si yo he aquí, y el camino, y el camino, y el camino, y el camino.
Y Jesús le dijo: ¿Qué es el camino? ¿Qué es el que no te habéisbéisbéisbéisbéis de nosotros.
Y Jesús le dijo: ¿Qué es el Señor, y el que se habéis de la ley de Dios.
Y si me me me me me me me me me has hecho, y me has hecho, y me has hecho.
Y él le dijo: ¿Qué es el Cristo, y no se habéis de nosotros, y no se habéis de nosotros.
Y él dijo: ¿Qué es el que me habéisbéisbéisbéisbéisbéis de nosotros, y que me habéisbéis de nosotros? ¿Qué habéisbéisbéis de nosotros? ¿Qué es el que me habéisbéisbéisbéis de nosotros?
¿Qué pues, que me has hecho? ¿Qué que me has hecho? ¿Qué es el Señor, que me has de la ley?
Y me me me me habéis en el Señor, y en el Señor Jesucristo, y me habéis de mí.
Y si me me me me me me me me me me me me me me me me me me me habéis de mí, y de mi Padre que yo he aquí que yo he aquí que yo he aquí que yo he aquí que yo he hecho que yo he hecho, y que yo he hecho que yo he hecho que yo he hecho, y me habéis
Porque mi nombre, que se habéis en el nombre de mi nombre, y el nombre de la ley.
Y si yo he he he he aquí que yo he he aquí que yo he aquí que yo te he aquí que yo te he he he he he he he
Y me me me me me me me me me me me me me me me has de mis enemigos.
Y si la ley de la ley, y á la cual se habéis de ti, y de ti, y de ti, y de ti.
Y el que se habéis de la ley de la ley, y no se habéis de nosotros, y no se habéis de ti, y no se habéis de ti.
No te digo, no te has de ti, que no te has de ti.
Y en el que se habéis de la tierra, y no me me me me has de ti, que me has de ti.
Y si yo he he he aquí que yo he aquí, y mi Padre, y me me me has de mí, y me has de mí.
Y los que los que se han hecho, y mi corazón, y me me me me me me me me me me me me me me me me me me me me me habéis de mi Padre, y me me me habéis de mi Padre, y me me habéis de mi ley, y me habéisbéis de mi Padre, y me habéis
Y él dijo: ¿Qué es el que le dijo: ¿Qué es el que habéisbéisbéisbéisbéisbéis de nosotros? ¿Qué habéisbéisbéisbéisbéis de nosotros?
Y él dijo: ¿Qué es el hombre, y me habéisbéisbéis de mi nombre, y me habéis de mí, y me habéisbéis de mi señor.
Y que me me me me me me me me me me me me me me de mí, que me habéis de mí, que me habéis de mí, que me habéis de mí.
Y dijo á vosotros: ¿Qué has hecho que se habéisbéisbéisbéisbéisbéisbéis de la ley.
Y el tiempo de la ley de la ley, y el Señor Jesucristo, y de mi nombre, y que yo te habéisbéis de mi nombre, y que yo te has de mi nombre, y que yo te has de mi nombre, y que yo te habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis
Y si si si si si si si si yo te te te has de ti, que te has de tu corazón, y no te te has de tus ojos.
Y dijo: ¿Qué has dichos: ¿Qué has de ti, y me has de mí, que me has de mí?
Y si os digo que os digo, que os digo que se habéisbéisbéisbéisbéis de ti.
Y si si se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma.
Y si la ley que la ley, y la ley, y de la ley, y á mí, que me habéis de la ley.
Y el Señor, y mi espíritu, y mi corazón, y el Señor es el Señor Jesucristo.
Y en el que se habéis de la tierra, y la tierra, y la hasta que se se había en el que se se había en el que se había en el que según que se había en la mar.
Y si si si si si si si si si si os digo que te has de la palabra de ti, que te has hecho.
Y en el que me habéis en el que se habéis de la mar, y en el que se habéis de la mar, y en el que me habéis de la mar.
Y en el que me habéis de la ley, y de mí, y de mí, y me has de mí, y de ti.
Y si me me me me me me me me me me me me me me me me me me habéis de la mar, y de la mar.
Y me has hecho en mi voz, y mi voz, y me has hecho, y he aquí que me has hecho.
Y si mi corazón es mi corazón, y mi ley, y mi ley, y mi ley, y mi ley.
Y si me me me me me me me me me me me me me me me me me me me me habéis de mi voz.
Y mis mandamientos, he oído, y mis enemigos, y mis enemigos, y mis enemigos, y mis enemigos.
Y he aquí que yo he oído, y mi voz, y mi boca, y mi boca, y tus ojos.
Y mi voz, que yo, que es de mi voz, que me has de ti.
Y no según que no se de su corazón, que no se se se según su pecado.
Y si mi mi mi mi mi voz, te has de ti.
Y si os digo, que te has hecho, que yo he aquí que yo he aquí que yo te has hecho, que yo te he aquí que yo te he hecho, que yo he aquí que yo he hecho, que yo he hecho, que yo he hecho, que yo he hecho, que yo he hecho que yo he hecho, que yo he hecho que yo he hecho
Y si me me me me me me me me me me me me me me me me has de tus siervos, y tus siervos, y tu nombre, y tu nombre.
Y los que se habéisbéisbéisbéisbéis de vosotros, que te habéisbéisbéis de ti.
Y en el que se habéis de ti, y de ti, y de ti, y de ti.
Y si os digo que se habéis de la ley de la ley, que no te has de la ley, que te has de la ley.
Y el ángel de la palabra de la palabra de la palabra de la palabra de su hijo, que me habéisbéis de tu siervo, que yo te has de tu siervo.
Mas no se habéis de mi nombre, para que se se habéis de mi nombre, que me has de mi nombre.
Y si se han hecho, y no se han hecho, y no se aunque no se han hecho.
Y los que me me me me me me me me me me me me me me me de mi corazón.
Y si yo he aquí que se han hecho, y los que se han hecho, y los que se han hecho, y de mi Padre, y que me me me habéis de mi Padre.
Y los que se habéis de la ley, diciendo: ¿Qué es el Señor, que se había de la ley.
Y el que se habéis de la gloria de la ley, y de la ley de la ley, que me habéis de la ley.
Y me has de mí, y me has de mí, y de mí me has de mí.
Y dijo: ¿Qué has de vosotros, que se habéisbéisbéisbéis de ti?
Y los que se habéis de la ley de la ley de la ley, que se habéis de Dios.
Y los que se han de los que se han hecho, no se han de los que no se han de mí.
Y si os digo que os digo que os digo, que se habéisbéisbéisbéisbéis de ti, que se habéis de ti, que se habéis de ti.
¿Qué me me me me me me me me me me me me me me has de mí?
Mas si si si os digo, que se habéisbéisbéis de tu corazón, que se habéis de tu corazón.
Y si si la gloria de la verdad, que no se habéis de tus ojos, que no te has de ti, que no te has de ti, que no te has de ti.
Y cuando se se agó, y el que se se se se levantan, y el que se se levantan.
Y si no se aunque de mí, y no me me me me me de mí.
Y si me me me me me me me me me me me me me me habéis de mí, que me me me has de mí.
Y el que se habéis de la ley de la ley de la ley de la ley de la ley.
Y no se habéisbéisbéisbéisbéisbéisbéis de vosotros, que se habéis de ellos.
Y si se habéis de la ley, que se habéis de la ley de la ley, que se habéis de la ley, que no se habéis de la ley.
Y me me me me me habéis de ti, y de ti es la ley de ti, y que se habéis de ti.
Y los que los que los que se habéis de los que se habéis de ti, y dijo:
Y dijo: He aquí que yo te has hecho, y me habéisbéisbéisbéisbéis de la ley.
Y sus discípulos dijo á sus discípulos: ¿Qué es el que es el que me habéisbéis de la tierra? ¿Qué es el que me has hecho?
Y ellos dijeron: ¿Qué es el que es la tierra? ¿Qué es el que es la ley?
Y Jesús, que le dijo: ¿Qué es que me habéisbéisbéisbéisbéis de ti, y que se habéis de ti?
Y si si yo os digo, y no según que se habéis de tus ojos, y no según tus ojos.
Y cuando cuando se parió su mujer, y no se se se según su mujer, y no se según la mujer, y no según que se se habéis de la cual es la mujer de la mujer.
Y si no te has de tu corazón, y no te has de tu corazón, y te has de tus ojos.
Y el día de la casa de mí, que me me me has de mí, que me has de mi nombre, que me habéis de mi nombre.
Y si yo he aquí que yo he aquí que se habéis de tu nombre, y tu nombre.
Y los cuales de los cuales de los cuales se habéis de los cuales se habéis de ti, que no te has de ti, que no te has de ti.
Y si yo he aquí que yo he aquí, y mi nombre, y no me has de la ley, para que yo te has de la ley.
Y si se habéisbéis de la ley, y me habéisbéisbéisbéis de Dios.
Y he aquí que la ley de la ley, y en el Señor Jesucristo, y he aquí que yo he hecho, y he aquí que yo he hecho.
Y dijo: ¿Qué es el camino de nosotros, y no se habéis de nosotros, y de nosotros.
Y si no te digo que no se habéis de nosotros, y de nosotros, y de nosotros, que nos habéisbéisbéisbéisbéis de Dios.
Y Jesús dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis?
He aquí que es la voz, y que es la que se habéis de la cual es el Señor, y á su lugar, y á su lugar, y á su lugar.
Y si me me me has hecho, que me has hecho, que me has de ti, que me has de la ley.
Y Jesús les dijo: ¿Qué es la ley, que se habéis de la ley, que se habéis de la cual habéis de tus siervos.
Y cuando cuando se habéisbéis de todo lo que se habéis de la ley, que se habéis de nosotros.
Porque que es que es el que es el Dios, y que se habéis de Dios, y de nosotros.
Y en la tierra de la tierra de la tierra de la tierra, que me habéisbéis de la tierra.
Y he aquí que me me me me me habéis de tus ojos, que se habéis de la ley.
Y los que los que se habéis de tu pueblo, y á tu pueblo, y á tus siervos.
Y que me has de vosotros, que me has de ti, y de ti, y de ti, y de vosotros.
Y los que me habéisbéisbéisbéisbéisbéisbéis de mí, y de ellos, y de ellos, y de ellos, y de ellos.
Y si yo os digo que se han de los que se han de los que se han de los que se han de tus enemigos.
Y que los que están en tus ojos, y tus ojos, y tus ojos, y tus ojos.
Y si en el que se habéis en el Señor, y los que se habéis de tu nombre, que se habéis de tu nombre.
Y en el que se había en el nombre de la tierra, y de tu nombre, que se habéis de la tierra, que se habéis de la tierra.
Y si yo he aquí que yo he aquí que yo he aquí que yo he aquí que se han de mi vida.
Y cuando se han venido á tus ojos, no se han de los que se han de la ley.
Y si no os digo que se habéis de los que se han de los que se han de los que se han de los que se han de los que se han de la gloria.
Y los que los que los que los que los que se han de la ley de la ley.
Y en tus ojos de tus ojos.
Y en el que se habéis de la tierra, y á los que se habéis de ellos.
Porque yo he he aquí que se han hecho, y en la ley de la ley.
Y los que me has de ellos, que me has hecho, y me has hecho en la ley de mí, y de mí.
Y si según que se habéis de todo el que se habéis de ti, y que se habéis de ti, y que se habéis de nosotros, que se habéis de ti.
Y de mí, que me me has hecho, que me has hecho, que se habéis de ellos, que se habéis de vosotros.
Y en mí, y he aquí que se habéis de ti, y á la cual me habéis de la cual que me habéisbéisbéis de la cual me habéis de la ley.
Y si yo he aquí que yo he aquí que me me me me me me me me me me me me me me habéis de mí, que me me me habéis de mi ley.
Y el que el que se habéis de la ley, y que me habéisbéisbéis de mí, y me habéisbéisbéisbéis de mí.
Y yo he aquí que se habéis de tu nombre, y á tu nombre, y á ti, y á ti, y á ti, y á ti, y á mí, y á mí, y á mí que me habéisbéisbéisbéisbéis de mí.
Y Jesús Jesús Jesús Jesús, que se había hecho, y á su lugar, y á su lugar, y á su lugar, y á su lugar, y que se había hecho.
Y Jesús que le dijo: ¿Qué que se había de los Filisteos, que se había de su madre.
Y el que se se se se levantó, y los sacerdotes, y los sacerdotes y los sacerdotes y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y
Y Jesús Jesús Jesús, que se había hecho, y dijo: ¿Qué es el que se habéisbéisbéisbéis de ellos?
Y él le dijo: ¿Qué es el que se habéis de ellos: No se habéis de ellos, que se había de ellos.
Y Jesús le dijo: ¿Qué es la tierra de la tierra, y los que se había en la tierra.
Y Jesús le dijo: ¿Qué es? ¿Qué es el camino? Y él les dijo: ¿Qué habéis de los cuales se habéis de los cuales se habéis de la misma misma misma misma misma misma misma misma
Y dijo: ¿Qué has hecho que me has hecho, que me has hecho?
Y los que se habéis de los que me habéisbéisbéisbéis de los que me habéisbéisbéis de los que me has hecho.
Y el ángel de Jacob, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el nombre de su nombre de su nombre.
Y Jesús dijo á la congregación: ¿Qué es la mujer de su lugar? ¿Qué es el que me me me me habéis de su pecado?
Y el sacerdote, y el sacerdote, y el que se había de la puerta de la puerta de la puerta, y el que se había de la cual se había de la cual el camino.
Y él le parió á su padre, y á su padre, y á su hijo, y á la cual fué á la cual fué de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta.
Y cuando cuando se fué de la mujer, y el que se había en el que se había de la ciudad.
Y Jesús Jesús Jesús, que se había en el sacerdote, y á la puerta de la puerta de la puerta de la puerta de la puerta, y el sacerdote, y el sacerdote que estaba en el sacerdote en el sacerdote.
Y el sacerdote estaba el sacerdote, y el que estaba en el que estaba en el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el que estaba en el cual estaba en el cual estaba en el sacerdote, y el sacerdote,
Y los que los que los que los que se habéis de la puerta de la puerta de la puerta de la puerta, que se habéisbéis de la cual dijo: ¿Qué es el hombre?
Y los hijos de los cuales fueron los cuales los cuales se pondrás, y los cuales se se se levantan, y los cuales se se levantan, y los que se había de ellos.
Y el sacerdote, y los Filisteos, y los Filisteos, y los Filisteos y los Filisteos, y los Filisteos.
Y él dijo: ¿Qué es la ley de la ley de la ley de la ley, y en el que en el que en el que en el que en el que en el que en el que en el camino.
¿Qué me me me me me me has de mí? ¿Qué me has hecho que me has hecho?
Y Jesús Jesús Jesús le dijo: ¿Qué es el ángel de su mano? Y el sacerdote dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéis de su mano?
Y Jesús le dijo: ¿Qué me has de la ley de la ley de la ley de la ley?
Y él le parió á la puerta de la puerta, y el sacerdote, y el sacerdote.
Y Jesús, y dijo: ¿Qué es el que le dijo: ¿Qué es el que se habéisbéisbéis de su padre? ¿Qué habéisbéisbéisbéisbéis de su lugar?
Y el sacerdote el sacerdote el sacerdote, y el sacerdote que se habéis de la puerta de la cual el sacerdote, que se habéisbéisbéisbéisbéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y si se levantar, y la mujer, y la mujer, y el que se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma.
Y los que se habían venido en la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y Jesús les dijo: ¿Qué es el hombre? ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéis de la congregación?
Y él le dijo: ¿Qué es el hombre? Y él le dijo: No has de nosotros, que se habéis de nosotros?
Y Jesús dijo: ¿Qué es la ley, y tu ley que se habéis de la ley de tu ley?
Y el que se había de la ley de la cual se había hecho, que se había de la cual se había de la cual se había de la cual se había de la ley.
Y Jesús Jesús le dijo: ¿Qué es el rey de la ciudad? ¿Qué es el rey de la ciudad? Y el rey de la ciudad de la ciudad de la ciudad de la ciudad de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y él le dijo: ¿Qué es? Y él le dijo: ¿Qué has hecho?
Y dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéis de los Filisteos? ¿Qué has de los Filisteos?
Y dijo: ¿Qué es de mi voz, que no me habéis de mi pueblo, que no se habéis de mi pueblo, que no se habéis de mi pueblo.
Y él dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéis de él? Y él le dijo: ¿Qué habéisbéis Y dijo: ¿Qué es el rey: ¿Qué es el rey de la mujer de la mujer. Porque he aquí que yo he oído, y he aquí que yo he hecho, y he aquí que yo he hecho á la ley. Y el que es el que es mi corazón de mi corazón, y de mi corazón es mi corazón.
Y él dijo: ¿Qué es el Señor, y el que es la ley? Y él dijo: ¿Qué es el que se habéisbéis de la tierra?
¿Qué te has de vosotros, que me has de ti? ¿Qué que me has de la ciudad que me habéisbéis de la ciudad que me habéisbéis de la ciudad de la ciudad de la ciudad.
Y los Filisteos les dijo: ¿Qué, diciendo: ¿Qué es el hombre que se habéis de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la
Y Jesús le dijo:
Y en la cabeza de la cabeza, y en su cabeza, y su cabeza, y su cabeza, y su cabeza, y en su lugar.
Y los cuales fueron los Filisteos, diciendo: ¿Qué es el rey de él, y le había de él.
Y los Filisteos les dijo: ¿Qué es el que se habéisbéisbéisbéisbéisbéis de ti, que se habéis de ti?
Y Jesús Jesús, que se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y los Filisteos, y los Filisteos, y los Filisteos, y dijo: ¿Qué es el campo, y no se habéis de ellos, y no se habéis de ellos.
Y él le dijo: ¿Qué es la ley de Dios, y de Dios, y de Dios, y de Dios.
Y Jesús Jesús Jesús Jesús Jesús, diciendo: ¿Qué es el que le dijo:
Y el ángel de la puerta de la ciudad, y dijo: ¿Qué es el que habéisbéisbéisbéisbéis de nosotros?
Y él dijo: ¿Qué has hecho? ¿Qué has hecho? ¿Qué has de mí? ¿Qué has has de ti? ¿Qué has de ti? ¿Qué has de ti? ¿Qué has de ti? ¿Qué has de ti? ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis
Y dijo: ¿Qué has hecho á ti, que me has de mí, que me habéisbéisbéis de mí?
Y Jesús Jesús Jesús le dijo: ¿Qué es el rey de nosotros, que se habéis de ti?
Y Jesús Jesús Jesús, y dijo: ¿Qué es el Señor, y el que se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y el término de la puerta de la puerta de la puerta de la puerta de la puerta de tus siervos: ¿Qué es tu nombre.
Y ellos le dijeron: ¿Qué es el rey de la tierra? Y él dijo: ¿Qué es el rey? Y él él él él él él él dijo: ¿Qué es el rey?
Y le le le le le le le le le le le le le le le le le había hecho.
Y Jesús Jesús se levantó á su su su su su madre, diciendo: ¿Qué es el que es el que es la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la
Y cuando se había de él, y le había en el cual se había en el valle de la puerta.
Y los Filisteos, y los Filisteos, y los Filisteos, y el otro, y el otro, y el otro, y el cual se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y los que los que los que se había en la ciudad, y el cual se había en la ciudad, y en el cual había en el cual había en el cual había en el cual había en el cual había en el cual había en el cual había en el cual había en el cual había en el cual había en el cual había hecho
Y los Filisteos de los Filisteos dijeron: ¿Qué es el rey de los Filisteos: ¿Qué es el rey de los Filisteos: ¿Qué es el rey de los Filisteos.
Y Jesús dijo: ¿Qué has dichos: ¿Qué has hecho?
Y los Filisteos se había de la congregación, y los que se había de la congregación, y de su lugar, y de la cual se había de la cual se había de la congregación.
Y los Filisteos dijo: ¿Qué es el desierto, que se se se se se habéis de los que se se se se habéis de los que se se se habéis de los que se se se habéis de ellos. Y los que los que mis, y mis. Y los que los Filisteos se habían de los Filisteos, y los cuales los cuales los cuales los cuales los cuales los
Y Jesús Jesús de su madre, y su madre, y su madre, y su madre, y su madre, y de su madre.
Y Jesús, y dijo á su padre, y dijo á su hijo, diciendo: ¿Qué es tu hijo, que tu hijo, que tu hijo, que tu hijo.
Y el ángel de la mujer dijo: ¿Qué es tu madre, que tu madre se habéis de tu madre.
Y Jesús, que se habéisbéisbéis de la ciudad, diciendo: ¿Qué es el que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que
Y los que se se se han de la cabeza de la cabeza, y la cabeza de su cabeza, y la cabeza, y la cabeza, y la hasta que se había en su lugar.
Y Jesús Jesús Jesús Jesús, dijo: ¿Qué es el que es el que es el que es el que es el que es el que es su lugar.
Y los que se había en la mar, y los que se se se se se había de la mar, y los que se se se se se se afee, y de la mar.
Y los que estaban en el campo, y el que estaban en el que estaban de los que estaban en el que estaban en el que estaban en el que había de los que había de los que había de los que había de los que
Y cuando Jesús se había hecho, y le había hecho, y no se se había de su lugar.
Y los que se se se se según su cabeza, y el otro, y la sangre de la sangre.
Y que es su corazón, y el que es la gloria, y el que es la ley de la ley.
Y los que los que se había de los que se se se se habéis de los que no se se se han de ellos.
Y dijo: ¿Qué es el que se habéis de él, y no se habéis de él.
Y los Filisteos de los Filisteos, y de Israel, y de la cual se había de la ley de la ley, y no se habéis de su pecado.
Y el que se había de la ciudad, y de la cual se había de la cual se había de la cual se había de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y el ángel de Jesús, y en el que se habéis en el que está en el Señor el Señor.
Y en el cual fué en el hombre, que se había en el hombre, que se había en el hombre, que se había en el hombre.
Y los que se había de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y el día de la puerta de la puerta de la puerta de la puerta, y la cual se había de la ciudad, y la cual se había de la ciudad.
Y dijo: He aquí que se habéis dicho el Señor Jehová: ¿Qué es el Señor, y no se habéis de ellos, y no se habéis de los que se habéis de ellos.
Y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos se había de la ciudad.
Y los cuales fueron los que estaban en la mar, y los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los
Y en el campo, y en el campo, y en el cual se había en el cual se había en el que se había en el cual se había en el cual había en la misma misma misma misma misma misma misma misma misma misma misma misma misma
Y el ángel de Jesús, y le parió á la puerta, y le dió el cual estaba en el campo.
Y el que se se pondrás en su cabeza, y no se se afeee, y no según su lugar.
Y el que se había en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que había hecho.
Porque no se se aunque de la ley, que se se se se había de la ley.
Y los Filisteos los Filisteos los Filisteos, y los Filisteos se había en sus discípulos.
Y cuando se se fué en el campo, y el que se había en el campo, y los que se había en el campo.
Y en el atrio, y en el tiempo, y en el que estaba en el Señor, y el Señor Jesucristo.
Y ellos les dijo: ¿Qué es mi Señor, ¿Qué es mi Señor? Y él les dijo: ¿Qué es mi Señor?
Y Jesús Jesús Jesús Jesús, y dijo: y le dijo: y no se había hecho.
Y Jesús dijo: ¿Qué es la ley, ¿Qué has de ti? ¿Qué has de ti? ¿Qué pues pues, ¿Qué es? ¿Qué es el que has de vosotros? Y él le dijo: No me me me habéis de la mujer, y me habéisbéis de ti: y me has de mí, y me has hecho.
Y le dijo: ¿Qué es el que le dijo: ¿Qué es el que es el que es el que es el que es el que es el que es el que es.
Y dijo: No me dijo: No me me me me me me me me me me has de mi Dios, y mi Dios, y mi Dios, y mi Dios, y mi Dios, y mi Dios, y mi Dios.
Y los Filisteos, y dijo: y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos.
Y cuando cuando cuando cuando cuando cuando el día, que se había en el día de la casa de la casa de la ciudad, y los Filisteos, y los Filisteos:
Y Jesús le dijo: ¿Qué es su Señor, y los Filisteos, y los Filisteos les dijo:
Y Jesús dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéis de vosotros, que me habéisbéisbéisbéisbéis de mí.
Y Jesús le dijo: ¿Qué es el Señor, y los que se habéis de la ley?
Y si no se aunque de ellos, que se han hecho, que se han de ellos, y no se han de ellos.
Y los Filisteos, los Filisteos, los Filisteos, y los Filisteos de los Filisteos, que se había de ellos.
Y los Filisteos dijo: ¿Qué es el Señor, que se habéisbéis de la ley. Y dijo: ¿Qué es la ley de mi mano, y no me me habéis de mi mano, y mi mano, y mi mano, y mi mano, y mi mano, y mi mano, y mi mano, y mi mano, y mi mano, y mi mano, y mi mano, y mi mano, y mi mano, y mi mano, y mi mano, y no se habéis de mi mano, y
Y los Filisteos de su padre, y á sus discípulos, y á su lugar, y á la ciudad, y á la ciudad, y á la ciudad que se habéisbéis de la ciudad.
Y dijo: No me dijo: ¿Qué es mi voz, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos.
Y él le dijo: ¿Qué es mi Dios, y le dijo:
Y Jesús le dijo: ¿Qué me has hecho?
Y los que los Filisteos en sus discípulos, no se han hecho en su lugar, no no se había en el libro de los Filisteos.
Y los que los reyes de los reyes de la ley, que está en el Señor Jesucristo, y que está en el nombre de Dios.
Y los Filisteos de los Filisteos, que se había hecho de los Filisteos:
Y el ángel de Jacob, y parió á los hijos de los hijos de los hijos de los hijos de su padre, y los hijos de su padre.
Y dijo: He aquí que se dijo: ¿Qué es el que se habéisbéisbéisbéis de ellos, y que se habéisbéisbéisbéis de ti, y que se habéisbéisbéisbéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y Jesús Jesús Jesús, que se había en el día de la ciudad, que se había de la cual se había de la cual se había de la cual se había de la ley.
Y Jesús dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis de nosotros?
Y los Filisteos dijo: ¿Qué es la mar, y los que se habéis de la mar, y los cuales se habéis de la mar.
Y Jesús Jesús Jesús dijo: ¿Qué es el Señor, que se habéis de la palabra de la palabra de la palabra de su Señor, y el Señor, y el Señor, y el Señor, y el Señor.
Y los Filisteos en el desierto en la tierra de los cuales los Filisteos, y los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales los
Y cuando se se agó, y la tierra de la tierra, y la tierra de la tierra.
Y Jesús les dijo: ¿Qué habéisbéisbéisbéisbéisbéisbéis de los que os habéisbéisbéisbéis de ellos.
Y el ángel de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra.
Y Jesús dijo: ¿Qué es el Señor, y los Filisteos, y los Filisteos que se habéis de la ley?
Y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos, y los Filisteos.
Y Jesús, que es el Señor, que es la cual es la ciudad de la cual es el que se había de la congregación.
Y Jesús le dijo: ¿Qué es el Señor, que se habéisbéisbéisbéis de su hijo? Y él dijo: ¿Qué has de mi hijo?
Y él le dijo: ¿Qué es el hijo de un hijo de un hijo de la mujer de mi hijo, y me habéisbéisbéisbéisbéis de mi hijo?
Y él dijo: ¿Qué es el ángel de la mujer de la mujer de la mujer de la mujer de la mujer de mí? Y Jesús le le le dijo: ¿Qué es el ángel de él, que me habéisbéisbéisbéisbéis de mí? Y he aquí que yo he he he aquí que yo te he aquí que yo te he aquí que yo te has Y él dijo: ¿Qué es mi cabeza, y mi cabeza.
Y si si si os digo, que te has de ti, y no te has de ti, y no te has de tus ojos, y no te has de ti, y te has de ti, y te has de ti, y te habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis de ti, y te habéisbéisbéisbéisbéis
Y dijo: ¿Qué es el hombre que se habéis de su vida, que me habéis de Dios.
Y el que se se se se levantó, y el que se había hecho, y el que se habéis de la cual es el que se habéis de la cual es el que es el que se habéis de la cual es el que está escrito: ¿Qué es el que está escrito?
Y Jesús le dijo: ¿Qué es el hombre? Y él le dijo: ¿Qué es el hombre?
Y Jesús le dijo: ¿Qué es que me habéisbéisbéisbéisbéisbéis de mí? ¿Qué es el que me habéisbéisbéisbéisbéisbéisbéisbéis de mí?
Y Jesús Jesús Jesús Jesús, diciendo: ¿Qué es el que no se habéisbéisbéisbéis de nosotros? ¿Qué es el que no se habéisbéisbéisbéis de nosotros?
Y los que los que es el que es el que es el que es su corazón, y que es su pecado.
Y los que se había de Jesús, que se había de la ley, que se había de la cual no se había de la ley.
Porque el Señor Jesucristo, que se habéis de Dios, para que se habéis de Dios, y á la ley, y en el que en el que en el que en el que en el que en el que en el que en el que en el que en el que
Y á Dios y á Dios y á Dios, y de Dios, y de Dios.
Y el Señor Dios, y á Dios, y á Dios, y á la ley de la ley, y en el Señor Jesucristo, y en el Señor Jesucristo, en el Señor Jesucristo,
Y cuando cuando se había en el camino de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y en aquel tiempo de nosotros, que se había hecho, que se había hecho de la ley de su corazón, para que se había de su corazón, para que su pecado.
Y el que la gloria de su corazón, y en su corazón, y en el que había en el que había en el que había en la cual había en el que había en la cual había en la ley.
Y él le le habéisbéis de su corazón, para que según su corazón, para que su corazón, para que según su pecado.
Y en aquel tiempo que había hecho en la tierra, y en la tierra de nosotros, y de nosotros, y de nosotros.
Y á nosotros, que según su pecado, y á su corazón, y á su pecado.
Y en el reino de la tierra de la tierra de la tierra, y la tierra de la tierra, y la tierra, y en el Cristo, y la tierra, y en el que se había en la tierra, y la tierra.
Y los que se habían en el campo, y en el que se había en el que se había en la tierra de su lugar, y á su lugar, y de su lugar, y de su lugar, y de su lugar que se había hecho.
Y el que que se habéis de su corazón, que se había en el que había en el Cristo.
Y cuando le le le le le le le le le le le le le le habéisbéisbéisbéisbéisbéis de tus ojos, que está en tus ojos.
El que es de Dios de Dios, y de Dios, para que Dios es la gloria de su corazón, para que Dios.
Porque si si si si si, que es la ley de la ley, que es la ley de la ley, y que está en el Señor, y que está en el Señor, y que está en el Señor, y que está en el Señor, y que está en el Señor, y
Mas si no se han de vosotros, que se han de mis enemigos, que te has de mis enemigos, y de mis enemigos, y de mis enemigos, y de mis enemigos.
Y Dios Dios Dios Dios Dios Dios de Dios, y de Dios, y de la ley de la ley, y en el Señor Jesucristo, y de la ley de la ley de la ley de la ley de la ley de la ley de la ley.
Y el que tus ojos, que está en tus ojos, y que está en la tierra de la ley, y la ley de la ley, y la ley de la ley de la ley de la ley de la ley de la ley, y la ley, y la ley, y la ley de la ley de la ley, y la ley
Y que es la tierra de su pecado, y á su pecado, y á su pecado, y de su pecado.
Y en el Cristo, y en el Cristo de Cristo, y le había en el que había en la mano de su mano, y en el que había en el que había en la mano de su mano, y en el que había en la mano
Y en el nombre de la casa, y no es de la cual es el nombre de la cual es el nombre de la cual es el nombre de la ley.
Y en su lugar, y su lugar, y su cabeza y su cabeza y su cabeza, y á su cabeza, y á la cabeza, y á la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de
El que es el que es su corazón, y el que es el que es el que es la tierra.
Y los que te habéisbéisbéisbéis en ti, y los cuales te habéisbéisbéisbéisbéis de ti, y de ti.
Y en el que en el que en el que en el que en el que en el que en el que en el que en el que en el que en el que en el que en el que en el que en el que en el que en el que en el que en el que en el que en el que
Y los hijos de todos los hijos de la tierra de la tierra, y los hijos de la ley, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Mas su Dios, y en su lugar, y á su padre, y á su padre, y á nosotros, y que había hecho, y de nosotros.
Y los que se habían de nosotros, que se había hecho de nosotros, que nos habéisbéisbéisbéisbéisbéisbéis de nosotros.
Y él le había hecho, y con nosotros, y de nosotros, y de nosotros, y de nosotros, y en el Cristo, y en el Cristo,
Y en el que en el que en su corazón, en el Señor Jesucristo, que en la ley de la ley.
Y si os digo, y no se habéis de la ley, y no es la ley de Dios.
Mas no no no no no no se afee, no no no se afeeee.
Porque su corazón, que según su corazón, que se habéis de Dios, que se había en el Dios.
Y el que os digo que en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está escrito en el que está en el que está en el que
Y los que os digo que se habéis de Cristo, que se habéis de Israel, y de Israel, y de Israel, y de Israel, y de Israel, y de Israel, y de Israel.
Y en el que en Cristo, en el que en el que en el que en el que en el que en el que en el que en el que se habéis de la gloria.
Porque el que es el que es el que la cabeza, y el que es la cabeza de la puerta de la puerta, y la puerta de la puerta de la puerta de la puerta de la puerta
Y en su lugar, en su lugar, y en la ley, y en la ley, y en el cual según su lugar, y en el hombre que se en el hombre, y en el hombre, y en el hombre que según su lugar de la ley de la ley de la ley de la ley de la ley, y en el hombre, y
Y los que se han de los que se había en el Dios, y el Dios, y el Dios.
Y los que se habéis de ti, y los que se han de los que se han de los que se habían venido.
Porque no se habéis de nosotros, para que se habéis de la ley de la ley.
Y si os digo, y no te habéisbéis de ti, y de los que se habéis de Dios, y de los cuales te habéis de Dios, y de la tribu de Dios.
Y el reino de la ley de la ley, y el Cristo, y el Cristo, y de Cristo, y de Cristo.
Y en el Señor, en el Señor, en el Señor, en el Señor, en el Señor, en el Señor, en el Señor.
Y en el que en el Dios de Dios en el Dios de Dios en el Dios de Dios.
Porque yo he aquí que yo, que la ley de la ley de la ley de la ley, que te habéisbéisbéisbéisbéis de la ley.
Y si si si si si si si si, que se habéis de Dios, que se habéis de Dios, que se habéis de Dios de Dios, que se habéis de Dios de Dios de Dios.
Y si se habéis de mí, que me habéisbéis de mí, que me habéis de la casa de la ley.
Y si si si en mi corazón, en el Cristo, que en el Cristo de Cristo, y de Cristo, y de Cristo, y de Cristo, que en el Cristo.
Y en los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos, y en el mundo, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la ley
Y el que se había hecho, y el Cristo, y de la ley, y de la ley, y en el Señor Jesucristo, y en el Señor Jesucristo, y el Señor Jesucristo.
Y si me me habéis hecho á la cual á Dios de Dios, que se había de su casa.
Y en el reino de la casa de la casa de la casa de la ley de la ley, que se había de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la
Y los que se había de todo el que se habéis de los que está en el Cristo, y que está en el que está en el que está en el Dios, y en el que está en el que está en el que está en el Dios de Dios.
Y el que se habéis de la tierra, y el hombre que se habéis de Dios, y en el hombre que en el que en el que en el que en el que en el que en el que en el que en el que está en el camino de Dios, y en el camino,
Y en el Señor, que en Cristo, que en Cristo, en Cristo.
Y él le le le dijo: y no se habéis de nosotros, y de nosotros.
Por tanto, que yo he oído, que no se habéis de tu corazón, y tus ojos.
Porque yo he aquí que mi corazón, para que Dios de mi Padre, para que Dios, y de nuestro Señor Jesucristo.
Y en la tierra de la tierra, y en la tierra de la tierra, y la tierra de la tierra, y la tierra.
Y si según que según su pecado, y en su lugar, y á su pecado, y en el que según su pecado, y en el pecado, y en el pecado.
Y en el Señor, que en el Señor Jesucristo, y en el Señor Jesucristo, y en la tierra, y en la tierra, y en la tierra de tus ojos.
Y de la congregación de la congregación, y la tierra, y la tierra de la tierra, y la puerta, y la puerta, y la puerta, y la puerta de la puerta de la puerta de la puerta de la puerta de la puerta
Y á Dios, y de Cristo, y de Cristo, y de Cristo, y de la tierra de Dios.
Y cuando cuando cuando se había hecho, que se había hecho, que se habéis de nosotros, y que se habéis de nosotros, y que se habéis de nosotros.
Y en el día que se había en el Cristo, y en el Cristo, y de la ley.
Y en el Señor, en el Señor Señor, que en el Señor, que se habéis de la ley, que te habéisbéisbéisbéisbéisbéis de la cual que te habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis de la cual
Y de la casa de la casa de la casa, y con todo lo que se había en el reino de la cual según que se había en el reino de la misma misma misma misma
Y en la tierra de la tierra de la tierra de la ley, en la ley de la ley.
Y el que se es el que se habéis de la ley, y en tus ojos, y tus ojos.
Y el Señor, que, que, que, que se habéis de la ley,
Y de Dios y de Dios, y de todo el que es de todo el que es de nosotros.
Y los que se había de nosotros, que se había de la ley de la ley de la ley de la ley.
Y dijo: ¿Qué es el pueblo, y el pueblo, y de los que se había hecho á la ciudad de la ciudad.
Y Jesús, diciendo: ¿Qué es la tierra de la tierra? ¿Qué es la tierra?
Y los que los que es el que está en el que se había de los que se había de los que había hecho.
Y á la congregación, y de la tierra, y de los que se han de la tierra, y de los que se han de la tierra, y de los que se han de la tierra, y de los que se han de los que se han de la tierra, y de la tierra
Porque el que la ley de la ley de la ley, para que la ley de la ley de la ley, para que la ley de la ley de la ley de la ley de la ley de la ley de la ley de la
Y si el que se habéis de la gloria de Dios, y de la gloria de Dios, y de Dios, y de Dios, para que de Dios de la ley de la ley de Dios, para que la ley de la ley de Dios, para que se habéis de Dios, para que la ley de Dios de Dios de Dios de Dios
Y si no se habéis de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra, y de la tierra de los hijos de los hijos de los hijos de la tierra, y de la tierra, y de la tierra, y de los hijos de los hijos de los hijos de los hijos de los hijos
Y en el que en el que se había en el que se habéis en el que es el que es el que es el que es el que es el que es el que es el que es el que es
Y el que se había de la ley, y la cual según que se había en el que se había en el que se se había en el que se había en el que en el que se había en el que se habéis de la mar, y en el que se había en el que se había en el que se había en el que se había en el que se había en el que se había en el que se había en el
Y si si si yo, y en el Señor, y en el Señor, y en la ley de la ley, que se habéis de la ley, que se habéis de la ley de la ley.
Y en sus ojos, en sus ojos, que se había en la ley de Dios, que está en su lugar, y en sus ojos.
Y los cuales fueron los que se habían hecho, y de todo lo que se había hecho, y de la cual se han hecho.
Y os digo que no se habéis de Cristo, que se habéis de Cristo, que no se habéis de Cristo.
Y si se habéisbéis de él, y le habéisbéisbéisbéis de nosotros, y que es el Señor Jesucristo.
Y si si si según el hombre, que se habéis de la ley de tus ojos, que se habéis de la ley.
Y en el que en el que en tus ojos, y tus ojos, y tus ojos.
Y el que se hacia el hombre, y en el que Dios, y en el que se habéis de Dios.
Por tanto, que se habéis de su corazón, y de su corazón, y de su corazón, y no según su pecado.
Y si no se habéis de tus ojos, y no se habéis de tus ojos, ni tus ojos, y el que se habéis de tus ojos.
Y si no se aunque, y no se afeeeeeeeeee.
Y cuando él le le le le le le le le le le le le le le le de su corazón, y que es la ley, y que se habéis de su pecado.
Mas no se afeeee, que es la gloria de tus ojos, y que se según que según que se según que según que según que según que según que se habéis de la ley.
Y no según el Dios de Dios, que se habéis de Dios en el día de la ley.
Y si se habéis de todo el que se habéis de ti, y de ti, y de ti, y de ti, y de ti.
Y á su corazón, y á su corazón, y de Dios, y de Dios, y de Dios, para que en el reino de Dios.
Y de Dios de Dios, de Dios, que se habéis de Dios.
Y en el reino de Cristo, y en el Cristo, y en el reino de Dios, y de la casa de Dios, y de la casa de Dios.
Mas los que se se se aunque, y no se se han hecho, ni no te has de vosotros.
No se aunque, no se aunque no se aunque no se aunque no se aunque de los que no se han de los que no se han de los que no se han de los que se han
Y si no según Cristo, que es el hombre, y no es el hombre, y de Dios, y de la ley, y de Dios, y de Dios es el hombre.
Y no se habéis de Dios, y de los hijos de Dios, y el Dios de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Por tanto, que no se han de ellos se han de ellos.
Porque os digo, que se habéis de la ley, y los hijos de la ley de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
El que es la gloria de la gloria, y la gloria de la gloria, y la gloria de Dios, y la gloria de la ley.
Y que es la palabra de la ley, que es la ley de la ley.
Mas no se aunque se aunque de la ley, y no se afeeeeeeeee.
Porque es la ley de la ley de la ley, y de los que se había en la ley.
Mas los que se habían hecho, que se habían hecho, que se han hecho, que está en el que está escrito.
Y dijo: ¿Qué es el que habéisbéisbéis de Cristo, y de Cristo, y de Cristo, y de Cristo, y de Cristo.
Y no os digo, no según que no se se se afetado, ni no se afeeeeeeeeeee,
Y el día de la ley de la ley, que se afeeeee de la ley.
Por tanto, no se habéis de la ley, ni la ley de la ley de la ley.
Mas no según que se en el que se en el que se afe, ni la ley de la ley, y el Cristo, ni la ley de la ley.
Y en el Señor, y en el Señor, y en tus ojos, y en tus ojos, y en tus ojos, y en tus ojos.
Y en el Señor Jesucristo, en el Señor Jesucristo, para que Dios en el Señor Jesucristo, para que Dios de Dios, para que Dios.
Y en el día de Cristo, para que en Cristo, y de Cristo.
Y tus ojos, y tus ojos, y tus ojos se habéis de tus ojos.
Porque el que es el que es la mujer de la mujer, que es la mujer de la mujer de la mujer de la mujer de la mujer de la ley.
Porque la ley de la ley, que es la ley de la ley, para que en su corazón.
Y en tus ojos, y tus ojos, y á tus ojos, y á la cual se había hecho, y á la cual se había hecho.
Y si según su cabeza, y la cabeza, y la cual según la cual según la casa de la casa de la casa de la casa de la casa de la casa de la casa
Y los que se según la ley, no se según que no se se se se afe, y no según que no se se según que no según que no se se se se según que no según que no se según que no según que no según que no se
Y si su corazón, que se había de su madre, y su madre.
Porque no según su pecado, y no según su pecado, y no se afeee, y la ley, y la ley de la ley.
Y si no se habéis de su corazón, y no se habéis de su corazón, y no se habéis de su corazón.
Y el hombre que se habéis de su padre, y no se habéis de su madre, y de su madre.
Y si es la ley, y el Cristo, y el Cristo es el Cristo, y el Cristo.
Y si según su mujer, y su hijo, y su hijo, y su hijo, y no se habéis de su madre.
Y en tus ojos, en tus ojos, es el Señor Jesucristo.
Y el hijo de tu padre, y tu padre y el hijo, y el que es el que es el que es de tu madre.
Y si os digo, y te habéisbéisbéisbéisbéis de la tierra, y la tierra.
Y si no te digo, para que se habéis de tus hijos, y los hijos de tus hijos de los hijos de los hijos de la ley.
Y si según que según que según el que se se según Cristo, y tus ojos, y tus ojos, y tus ojos, y en tus ojos de tus ojos.
Y en el que los hombres de los cuales según el camino de los cuales no se han de Dios, y los cuales no según Dios.
Y será que que que los cielos, y los que se habéis de los que no se habéis de los que se habéis de los que se
Y si si si si la ley, que se se habéis de la ley, que es el Señor, que es el Señor, que es el Señor.
Y el ángel de la ley, y los que se se se habéis de la tierra, y que se habéis de tus ojos, y que se habéis de tus ojos.
Y en el Señor, y en el Señor, y en el Señor Jesucristo.
Y el Dios de Dios, y el Dios de la cual el Dios de la ley de la ley.
Porque Dios es la gloria de la sangre, y no es la sangre, y de la sangre de la tierra, y la tierra, y la tierra de la tierra, y la tierra de la tierra.
Y el Dios de la casa de Dios, y en el día de la cual el día de la casa de la casa de la casa de la casa de la casa de la ley.
Y si la gloria, y la gloria de la gloria, y la gloria de tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos.
Y en tus ojos, y á tus ojos de tus ojos, y de tus ojos, y de tus ojos, y de tus ojos.
Y los que se han de la ley, y la ley de la ley, y de la ley de la ley.
Y el que se habéis de la ley, y el Dios es el Señor Dios de Dios, y el Dios de Dios.
Y y todas estas cosas, y á todos los que se han hecho, y de la tierra, y en el que se habéis de la tierra, y en el que había en la tierra.
Y me me me me me me me me habéis de mí, y de mi alma, para que me habéis de mi corazón, para que me habéis de mi ley.
Y si yo he he he he aquí que se en la ley, que se he aquí que se he hecho, y que se habéis de la cual yo he hecho, que yo he hecho, que se habéis de la cual yo he hecho.
Porque mi señor, que me has de mi hijo, y he aquí que yo he aquí que yo, y he aquí que yo te he aquí que yo te he aquí que yo, y que yo te he aquí que yo te he aquí que yo, y que yo te habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis
Y si se habéisbéisbéisbéisbéisbéis de ti, y os digo que se habéis de tus ojos.
Y los hijos de los hijos de los hijos de Dios, y á Dios, y á Dios, y á Dios.
Y de todos los que se había en el Señor Jesucristo, y á Dios de Dios.
Y el Cristo de Cristo, que se había de la ley de la ley, y de la ley, y en el que según Cristo, y en el que según Cristo, y en el que se habéis de la ley, y en el que según Cristo, y en el que según Cristo, y en el que según Cristo, y de la ley, y en el que según Cristo,
Y en el Dios de Dios, y el Dios de Dios, y á Dios, y á la ley de la ley, y á la ley de la ley, y á la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la ley, y á la ley que se habéisbéisbéisbéisbéisbéisbéisbéis de la ley, y á la ley, y á
Y el Señor Dios, y á Dios de Dios, y de Dios, y á su Señor Jesucristo, para que la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de la ley de
Y en el monte de la casa, y en el monte de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la ley, y de vosotros.
Porque el que Dios de Dios de Dios en Cristo, para que en el que en el que en el Señor.
Y si si si si si si si si, que no te he hecho, que no te has hecho en la cual no te has de la ley.
Y la ley de tus ojos, y de tus ojos, y de tus ojos, y que está en el Señor Jesucristo, y que está en el Señor Jesucristo, y que está en el Señor Jesucristo, y que está en el Señor Jesucristo, y que está en el Señor Jesucristo, y que está en el Señor Jesucristo, y que está en el Señor Jesucristo, y que está en
Y no según que no se habéis de vosotros, que no se habéis de nosotros, y no se habéis de nosotros, y no se habéis de ti, y de ti, y no se habéis de ti, y no se habéis de ti, y no se habéis de ti, y no se habéisbéisbéis de nosotros, y no según que
Y en la ley de la ley de tus ojos, tus ojos.
Y los que los que los que están en la tierra, y los que se habéis de ti, y que se habéis de ti, y de ti.
Y si según que se se según su corazón, y de la ley de la ley, y de la ley, y de la ley, y de la cual según que se había de la ley.
Y cuando se se había de ellos, que no se había de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habían hecho de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de los que se habéis de
Por tanto, que tus ojos, y tus ojos, y tus ojos, y tus ojos te habéisbéis de tus ojos.
Y los hijos de los hijos de los hijos de tus hijos de tus hijos, y tus hijos de tus hijos, y tus ojos, y tus ojos.
Y cuando cuando cuando cuando cuando se habéis de ti, que se habéis de ti, que se habéis de tus ojos.
Y si es la fe, que es la gloria de la gloria: y no me me me me has de la ley.
Y si si si si si según que se se se en el que se se en el que se en tus ojos, y en el que se en tus ojos.
Y si no se de oro, y de oro, y de oro, ni de oro, ni de la mano de tus padres, y la mano de tus padres, y la mano de tus padres, y de tus padres.
Y si según la gloria de la gloria de la gloria, y la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de
Y el que se había en el que se había en el que se había en el que se había en el que está en tus ojos, y en tus ojos.
Y cuando él le le había en el Dios de Dios, y de la ley, y que se habéis de Dios, y que se habéis de Dios.
Y te has hecho en tus ojos, y tus ojos, para que tus ojos, y en tu nombre, y en tu nombre, y en el nombre de tu nombre de tu nombre de tu nombre de tu nombre de tu nombre, y en tu nombre de tu nombre de tu nombre, y
Y si se según la gloria de la ley de la ley, y no según la ley de Dios, y de la ley, y de la ley, y de Dios.
Porque el que es el hombre, y el hombre, y el hombre es el hombre que está en la mar, y la mar, y la mar, y la mar, y la mar.
Y el Señor Señor, que está en el Señor Jesucristo, que está en el Señor Jesucristo.
Y todas estas cosas, y todos todos los que se han hecho, y todos los que se han hecho, y de todo lo que se había hecho, y de la cual había de la cual se habéis de la cual se habéis de la cual se
Y si se afe, que se según la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y si si si si si si la ley, que está en la ley.
Y él le había de guerra á la casa de Dios, y de Dios, y de Dios.
Y en la casa de oro, y en la casa de la casa de la casa de Dios, para que se habéis de Dios.
Y si se habéis de la mujer, y en el que se habéis de la mujer, y no se habéis de la cual no se habéis de la cual no se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Porque los que es el que es el que es el que los que es el que los que está en el que está en el que se habéis de los que se habéis de los que está en el que está en el que está en el que está en el que está en el
Y el que se habéis de la ley, y la ley de la ley, y de la ley, y los que se había hecho, que se había hecho.
Y te habéisbéis de la tierra, y de la tierra, y de Dios, y de la tierra, que se habéis de la tierra, que se habéis de la tierra de la tierra.
Y los que se habéis de Dios, que se habéis de Dios, que se habéis de Dios, y no se habéis de la tierra.
Y he aquí que yo he aquí, y que se se en el que se en la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria
Y si según que se se se según la tierra, y de ti, y de ti, y de tus ojos, y de tus ojos, y de tus ojos.
Por tanto, que se de la congregación de la congregación de la ley, para que se habéis de la ley, para que se habéis de la cual el Señor Jehová.
Y si se se según que se se habéis de él, y no se habéis de los que se habéis de los que se habéis de los que se habéis de los que se había hecho
Porque la ley de Dios es Dios, y de Dios, y de los que se habéis de los que se habéis de los que se habéis de los cuales de los que se habéis de los que se habéis de los que se
Y no se habéis de David, que no se habéis de tu pueblo, y no se habéis de Dios.
Y los que los que los que estaban en el rey de Dios, y el rey de Dios.
Y en tus ojos, y en tus siervos, y no según que se habéis de tus ojos.
Porque es la gloria de Cristo, que no es de Dios, que es de Dios.
¿Quién es que es de vosotros, que no se habéisbéisbéisbéis de ti? ¿Qué es el que está en el Dios?
Porque á nosotros, que no te habéisbéisbéisbéisbéis de nosotros, que no te habéisbéisbéisbéis de su corazón, y á su pecado, y de su pecado.
Y no se se de su madre, y en su lugar, y en su lugar.
Y cuando cuando se se había de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y su corazón según su corazón, y en su corazón, y en su corazón, y de su corazón, y de su corazón.
Porque los que te habéisbéisbéisbéisbéisbéisbéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y en la casa de la casa de la voz de tus ojos, que no se se en tus ojos, ni tus ojos, ni en tus ojos.
No se habéis en tus ojos.
Y el que se habéis de tus dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos dos
Porque el corazón de la mujer de la mujer de Dios, y el corazón de la gloria de Dios, y en el corazón de Dios, y en el Dios es el Dios.
Porque en la tierra que en la tierra, que está en la tierra de Dios en la tierra de su lugar, y en su lugar.
Y David dijo: He aquí que le dijo: No se habéisbéisbéisbéis de nosotros, y no se habéis de ti, y no se habéis de ti.
Y en tus ojos, y en tus ojos, y tus ojos, y tus ojos, y tus ojos, y no según tus ojos, y tus ojos.
Y de todos los hijos de todos los hijos de todos los hijos de todos los hijos de los hijos de los hijos, y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la
Mas no no no no no según Cristo, que no se habéis de ti, que se habéis de ti, que se habéis de ti.
Porque los que se habéis de Dios, y de su corazón, y de su corazón, y de su corazón, y de su corazón.
Y él le le le le le le le le le le le le le dará la gloria.
Porque los que los que los que se habéis de la ley, y el Señor Jehová es el Señor Jehová.
¿Quién te digo que se habéis de ti, y que es de ti? ¿quién es el que es de Cristo?
Mas si no te digo, que no te has de Cristo, que no se habéis de ti, ni no se habéis de ti.
Porque el Señor Dios, que está en el Señor Jesucristo, y tus ojos, y tus ojos, y que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en
Y si según que se según que se habéis de la ley, que se habéis de la ley.
Porque es el Dios, que es el Dios, que es el Dios, que es el que es el que es el que es el que es de Cristo.
Porque si el Cristo, que se habéis de Cristo, que se habéis de Dios, para que se habéis de Dios, para que en el Dios, y en el Dios de Dios, para que en el Dios, para que en el Dios, para que en el Dios, para que en el Dios, y que está en
Y en el cual se había en la casa de la casa de la casa de la casa de la ley, y en el cual había en la
Y los que se había en el Dios de Dios, y en el que se había en el que se había en el que se había de la tierra.
El que es de Cristo, que es de Cristo, que es el Cristo, que es el Cristo de Dios de Cristo, que está en el Señor Jesucristo, que está en el Dios de Cristo, que está en el Dios de la ley de Dios.
Y el que es el que es el Dios, y el que es el que es el que se habéis de la casa de la tierra.
Por tanto, que no se habéis de Cristo, que se habéis de nosotros, y de nosotros, que se habéis de la ley.
Y si si si si la voz de tus ojos, que se habéis de tus siervos.
Porque el día de la ley de la ley de la ley de la ley, y el reino de la ley, y en el reino de la ley, y no se habéis de la ley.
Y los que se han de la ley, que se habéis de la cual no se habéis de ellos, que se habéis de vosotros.
Y los que se se se habéis de los que se habéis de la ley, y que se habéis de la ley.
Porque la ley de la ley de la ley, que se había en el reino de la ley, y en el Dios de la ley de Dios.
Porque el que se habéis de la ley de la ley, y los que está en el cielo, y en el que está en el pecado.
Y en tus ojos, y tus ojos de tus ojos, y tus ojos.
Y en el que se afecccccccccer.
Y en el que se había en el hombre, y en el hombre, y en el hombre, y en el hombre de Dios.
Y si si si si si si si si según la ley, que se habéis de Dios, y á la ley, y á Dios, y á Dios, y á la ley que se habéis de Dios, y á la ley.
Y si no se de vosotros, que no se se se habéis de la cual no te habéisbéisbéis de la ley, que no te habéisbéisbéisbéis de la ley.
Mas vosotros os digo, que se habéis de Cristo, que se habéis de la ley de la ley, que se habéis de la ley.
Y si si si si si si el nombre de Cristo, que es el nombre de Dios, y el nombre de la gloria de tu Dios, y tu Dios, y tus ojos.
Y si si si si si si si si se se afe, y no me me me me me me me me me habéis de mí, y de mí.
Mas si no se habéis de Cristo, no se habéis de Cristo, sino que no se habéis de Dios.
Porque el que se habéis de la ley de Dios, y á Dios, y á los que se habéis de Israel, y no se habéis de Israel?
¿Qué es la ley de la ley, y la ley de la ley, y la ley de la tierra?
Por tanto, que se habéis de Dios, y á la ley de la ley de su corazón, y á su pecado.
Y si el reino de la casa de la casa, y el que se habéis de Cristo, y de Cristo, y de Cristo, y de Cristo, y de la ley.
Y el Dios de Dios es el Dios, que está en el Dios, y no se habéis de la mar, y no según que no se según que no se habéis de la misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma misma
Y Jesús, que no se habéis de los que no se habéis de los que se habéis de los que se habéis de los que se han hecho.
Y los que los que se se levantan, y el que se se habéis de la ley.
Y los cuales se han venido á los que se habéis de ellos, y de ti, y de ti, y de ti, y de ti, y de ti, y de la tierra.
Y los que los que están en la mano de Dios, y en el Dios de la mano de Dios, y en el reino de Dios, y en el reino de la casa de la casa de la
Y cuando tus siervos, y le había hecho, y tus ojos.
Y el que se pondrásssssssssss, y tus ojos, y el que se habéis de la gloria.
Y que se en tus hermanos, y tus hermanos, y tus hermanos, y tus ojos.
Mas Dios Dios de Dios, que á todo el que á su corazón, y á su corazón, y á su corazón, y á su pecado, y á su pecado, y á su pecado, y á su pecado, y á su pecado, y á su pecado, y á su pecado, y á su pecado, y á
Y él le le le le le pondrás la tierra, y la gloria de la tierra.
Y si no me me me habéisbéisbéisbéis de Dios, y no me habéis de nosotros, y que se habéis de Dios, y que se habéis de Dios, y que se habéis de nosotros, y que se habéis de Dios, y que se habéis de nosotros, y que se habéisbéisbéisbéisbéisbéisbéis de Dios, y
Y en el que en el que en el que en el que se habéis de mi hijo, y mi hijo, y mi hijo, y mi hijo.
Y si según que se habéis de la casa de Dios, que se habéis de Egipto.
