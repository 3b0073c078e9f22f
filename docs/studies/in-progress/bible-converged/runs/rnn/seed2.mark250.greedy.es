Y el día que había había en el día que había en el rey de Israel, y á la tierra de la tierra de Israel, y á la tierra de Israel, y á su casa de su casa, y á su casa de su casa, y á su casa de su casa, y á su casa de su casa.
Y los que se había de la tierra, y á la tribu de Israel, y á la tribu de Israel, y á sus hijos de Israel, y á sus hijos de Israel, y á sus hijos de Israel, y á sus hijos de Israel.
Y los hijos de Israel, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y sus hijos de Israel, y sus hijos de Israel.
Y fué de los hijos de la tierra de la tierra, y de la puerta de la tierra de la tierra, y de la puerta de la tierra de la tierra, y de la puerta de la tierra de la tierra, y de la puerta de la tierra de la tierra.
Y fué á sus hijos, y á la tierra de la tierra, y á sus hijos de Israel, y de los hijos de Israel.
Y el día se de la tierra de Israel, y á la tierra de Israel, y á la tierra de Israel, y á la tierra de Israel, y á la tierra de Israel.
Y los hijos de los hijos de los hijos de Israel, y á la tierra de la tierra de la tierra de la tierra de Israel, y á la tierra de la tierra de Israel.
Y él dijo á su padre, y á la tierra de Israel, y á la tierra de Jehová, y á los que se ha hecho, y á los que según la tierra de la tierra, y de los hijos de Israel.
Porque yo te ha dicho Jehová, y no te afes de los que según la tierra de la tierra, y de los hombres, y á los hombres, y á los hombres, y á los hombres, y á los hombres, y á sus padres, y á sus padres, y á sus padres, y á sus padres,
Y dijo á él: ¿Qué qué me ha hecho á tus ojos, y á tus ojos.
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué te habéis de mi padre, y te habéis de tus ojos, y no te habéis?
Y si yo te habéis: ¿Qué te habéis de mi boca, y no me habéis de ti, y á tus hijos, y á tus hijos, y á tus hijos, y á tus hijos, y á tus hijos, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti, y
Y si no me habéis de mi boca, y no te habéis de mi boca, y no te afuués, y no te afuués de tus ojos, y de tus ojos de tus ojos.
Y los que se había hecho su mano, y á su mano, y á su madre, y á su boca, y á su boca, y á sus padres.
Y dijo: He aquí, y á tus hijos, y á la tierra y á su casa, y á la tierra, y á la tierra, y á la tierra.
Y dijo: ¿Qué ha dicho á mí, y no me habéis de ti, y no te habéis?
Y si yo te he aquí, y yo te ha hecho, y á ti, y á ti, y á tus ojos, y no me ha hecho.
Y los que se había hecho á su padre, y á la tierra de la tierra, y á la tierra de la tierra.
Y él se había hecho á su padre, y á la casa de Israel, y á la casa de Israel, y dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha dicho á la tierra, y
Y dijo á su padre: ¿Qué habéis de la tierra, y no me ha hecho, y no según la tierra, y no hay en el cielo, y no hay en el cielo.
Y él, y á los hijos de Israel, y á ti, y á ti, y á ti, y á ti, y no me ha hecho.
Y fué á sus padres, y á la tierra de la tierra, y á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel, y de la tierra de la tierra de Israel.
Y fué de la tierra de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra
Y fué á la casa de la tierra, y dijo: ¿Qué ha dicho á la tierra de Israel, y á la tierra de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y después de sus padres, y á la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra de la tierra, y á la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de Israel
Y dijo á Moisés, diciendo: ¿Qué ha dicho á Jehová, y dijo: ¿Qué ha dicho Jehová, y dijo: ¿Qué ha dicho Jehová, y á Jehová, y á ti, y á ti, y á ti.
Y dijo á su pueblo, y el día que había hecho el Señor, que había hecho el Señor, que había hecho el Señor, que es el Señor.
Y el día que había había hecho el rey de la tierra, y el día que había hecho el rey de Israel, y á la tierra de la tierra de Israel.
Y dijo: ¿Qué qué se ha hecho á la tierra, y á la tierra que se había hecho, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día que se había hecho el día de la tierra.
Y dijo á su padre: ¿Qué ha dicho á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y si tus que se afes, y el cual se ha hecho, y no se ha hecho, y no se aguudo, y los que según el día de los que según el día de los hombres, y los que según el día de los hombres.
Y él se le dijo á su casa, y á la tierra, y dijo: ¿Qué qué me ha hecho, y no me ha hecho?
Y él dijo: ¿Qué qué te habéis de tus hijos, y tus hijos, y tus hijos, y tus hijos de tus hijos, y á tus hijos de tus hijos, y á tus hijos de tus hijos, y á tus hijos de tus hijos, y á tus hijos de tus hijos, y á tus hijos de tus hijos, y á tus hijos de tus hijos.
Y yo te tus tus hijos, y á los hijos de Jehová, y á los hijos de Jehová, y de los hijos de Dios, y de los que ha hecho á los hijos de Israel.
Y dijo: ¿Qué qué te he aquí, y tus ojos, y tus ojos, y tus ojos de tus hijos, y tus hijos de tus hijos.
Y fué á los hijos de Israel, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á los hijos de Israel.
Y el día que había hecho á su padre, y á su padre, y á su padre, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y el día de la tierra, y á la tierra, y el día de la tierra,
Y los que se de la tierra de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y no según su boca, y á la tierra, y no según su
Y el día se había en el día que se había hecho el día, y el día que se había hecho en el día, y á la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la tierra de Israel.
Y fué á sus padres, y á la ciudad, y á su padre, y á su casa, y á su casa, y á su casa, y á su pueblo, y á su pueblo, y á su pueblo, y á su pueblo, y á su pueblo.
Y él le dijo: ¿Qué qué me ha hecho á la tierra, y dijo: ¿Qué qué me ha hecho el Señor, y no me ha hecho el Señor, y no se ha hecho el Señor, y no se ha hecho.
Y él dijo á su padre, y á la tierra que había hecho á su casa, y á la tierra que había hecho á la tierra, y á la tierra que había hecho á la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y de la tierra de
Y el rey de la casa de Israel, diciendo: ¿Qué ha dicho á Jehová, y dijo: ¿Qué ha dicho á mi padre, y á mi boca.
Y él dijo á su padre, y dijo: ¿Qué qué se ha hecho á la tierra, y á los que se ha hecho, y no se afuur, y no se afuudo, y no se afuudo, y no se afuudo, y no según el día de la tierra, y no
Y el día de la tierra de la tierra de la tierra de la tierra, y á la tierra de la tierra de la tierra, y á la tierra de la tierra de la tierra, y á la tierra de la tierra de la tierra, y á la tierra de la tierra de la tierra, y á la tierra
Y él se había hecho á su padre, y dijo: ¿Qué qué me ha hecho, y no me ha hecho, y no me ha hecho?
Y si el día de la tierra, y el cual se ha hecho, y no se ha hecho, y no se ha hecho á la tierra.
Y si el día, y á los hijos, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y el día según el día, y el que según el día, y no se ha hecho, y no se ha hecho, y no se ha hecho, y no se ha hecho.
Y dijo á él: ¿Qué qué me ha dicho, y yo me ha hecho.
Y fué á los que se había hecho á su casa, y á la tierra, y á su pueblo, y á su casa, y á su pueblo.
Y él se le había hecho á su padre, y á su padre, y á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel.
Y el día que se había hecho el pueblo, y á la tierra, y á su padre, y á su boca.
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me habéis? ¿Qué qué me habéis de tus hijos, y tus hijos de tus ojos, y tus hijos de tus ojos, y de tus ojos, y de tus ojos.
Y dijo: ¿Qué qué me ha dicho, y yo te ha hecho, y no me ha hecho, y no me ha hecho, y no hay en el cielo, y no hay en el cielo, y no hay en el cielo, y no hay en el cielo, y no hay en el cielo, y no hay en el cielo, y no hay en el cielo
Y si yo te ha dicho, y yo te habéis de ti, y no te ha hecho mi corazón, y no te ha hecho.
Y si el día que según el día, y no según la tierra, y no según la tierra, y no según la tierra.
Y si el día, y el día que según la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y no se Y si el día de la tierra, y el día de la tierra. Y si no me ha hecho, y no te ha hecho, y no te ha hecho, y no te ha hecho, y no te ha hecho. Y el día de la tierra, y el día según el día.
Y el día se había hecho el día que había hecho el día que había hecho el pueblo, y el día que había hecho el pueblo, y el día que había hecho el pueblo, y el día que había hecho el pueblo, y el día que había hecho el día que había hecho el día que había hecho el día que había hecho el
Y dijo: ¿Qué dijo: ¿Qué se había hecho, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y él le dijo á su padre, y dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué ha dicho á su pueblo.
Y dijo: ¿Qué ha dicho á la tierra de Israel, y dijo: ¿Qué habéis de la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho, y no me ha hecho, y no me ha hecho el Señor, y no me ha hecho.
Y aconteció que fué á la casa de la casa, y dijo: ¿Qué se dijo: ¿Qué se dijo: ¿Qué se había hecho á su padre, y dijo: ¿Qué se había hecho á su padre, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la
Y los hijos de los hijos de Israel, y á la casa de Israel, y dijo:
Y dijo á la tierra, y el día de la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la tierra de la
Y si yo me ha dicho, diciendo: ¿Qué qué me ha dicho, y de los hijos de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel. Y si yo te he aquí que yo me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho. Porque si el que no me ha hecho, y no te ha de mi boca, y no te ha de mi corazón, y no te ha de mi corazón. Y dijo: ¿Por qué me ha hecho.
Y dijo: ¿Qué ha dicho el Señor, y el día de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra, y los que había de la tierra de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra.
Y el día se había hecho el Señor, y dijo: ¿Qué qué me habéis de mi boca, y no me ha hecho mi boca, y no te ha hecho.
Y el día que se había hecho á la tierra de Israel, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Y el día se había hecho á su padre, y dijo: ¿Qué ha hecho á su padre, y á su padre.
Y él dijo á su casa, y á los que había hecho á la tierra, y á los hijos de Israel, y á los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel.
Y los hijos de los hijos de Israel, y á la tierra de la tierra, y á la tierra de la tierra, y los que se había de la tierra de la tierra, y los que se había de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra. Y yo te de tus ojos, y no me ha hecho.
Y el día que se había en el pueblo, y el pueblo que había hecho á la tierra, y á los que había hecho á la tierra, y á los que había hecho á la tierra, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y si tus hijos de la tierra de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Jehová, y á los que Jehová, y á los que Jehová.
Y fué á su padre y á su padre, y á su padre y á su casa, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su
Y dijo á su padre: ¿Qué qué ha dicho Jehová, y no me ha hecho á la tierra, y no según su boca.
Y si te afes de tus ojos, y de tus ojos, y los que se ha hecho, y no te ha hecho, y no te ha hecho, y no se ha hecho, y no se ha hecho, y no se ha hecho, y no se ha hecho, y no se ha hecho.
Y fué á los hijos de Israel, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre.
Y el día se había hecho el rey, y dijo: ¿Qué se había hecho á la tierra, y dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha dicho á la tierra de Israel, y dijo: ¿Qué ha dicho á la tierra de Israel.
Y el día que se había de la tierra de la tierra de Israel, y de la tierra de Israel, y de la tierra de Israel, y de los hijos de Israel.
Y fué á los hijos de Israel, y á la tribu de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y
Y fué á los hijos de Israel, y á la casa de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel,
Y fué á David, y á David, y á David, y á David, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y fué á David, y á David, y á David á Israel, y á David á Israel, y á David á Israel.
Y el día que según el día que según el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de
Y fué de la tierra de la tierra, y en el día de su boca, y á su boca, y á su boca, y á su boca, y á su boca.
Y los hijos de Israel, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra.
Y el día según el día de la tierra, y el día de la tierra, y los que según la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra
Y la tierra según el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y los que se de la tierra de la tierra de la tierra de Israel, y de la tierra de la tierra, y de la tierra.
Y los que se de la tierra de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y los que se había hecho en el día de la tierra, y los que se había hecho en el cielo, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra
Y si el día que se ha hecho, y no según su boca, y no según su boca, y el cual según su boca, y el día de la tierra.
Y el día según su boca, y á la tierra, y á la tierra, y no me ha hecho, y no me ha hecho.
Y el día según su boca, y el que según el día de la tierra, y no según el día de la tierra, y no te ha hecho en el cielo, y no te afuuudo.
Y él se le había hecho su boca, y á su boca, y á su boca, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tu
Y si yo te he aquí, y no te ha hecho, y no te ha hecho, y no te ha hecho, y no te ha hecho en el día de Dios, y de los que según el día de la tierra.
Y él se le dijo: ¿Qué se ha hecho á su boca, y no me ha hecho, y no me ha hecho.
Y los que se de la tierra de la tierra, y no me ha hecho mi boca, y no me ha hecho.
Y si el Señor Jehová, y á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel.
Porque si yo te afuuuuuuus, y no te afuuuuuus, y no se afuuuuuus, y no se afuuuuuus, y no se afuuuuuus, y no se afuuuuus, y
Y los que según la tierra, y á los que según su boca, y á los que según su boca, y no según su boca, y no según su boca.
Porque el Señor Jehová, que yo te ha hecho mi boca, y no te afués, y á tus ojos, y á tus ojos, y á tus ojos.
Y si yo te habéis: ¿Qué qué me ha hecho á la tierra, y el cual se ha hecho á la tierra, y el cual se había hecho á la tierra, y el cual se había hecho á la tierra, y el día que se había hecho á la tierra, y el día de la tierra.
Y yo yo á mí, y á mi boca, y no me habéis de mi boca, y no me ha hecho, y no se afuuuuuuuuuuuuuuuuuuuuuuuus, y no se afuuuuuuuuuuuuuuuuus, y no se a
Y si no me ha hecho mi corazón, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y si su boca en el que según su boca, y no te ha hecho mi boca, y no te afués, y no te afuués.
Y el día que se había hecho el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra.
Y el día que había hecho el día de la tierra de la tierra de Israel, y á la tierra de la tierra de la tierra de Israel.
Y el día de la tierra de la tierra de Israel, y á la tierra de la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Y su boca según su boca, y á su boca, y á su mano de la tierra de la tierra de Israel, y á la tierra de la tierra de la tierra de Israel.
Y el día que se había hecho á su padre, y á su casa, y á su casa, y á su casa, y á su casa.
Y él se de su boca, y á su boca, y á su casa, y á su casa, y á su casa, y á su casa, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Y el día que se había hecho el día de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra de la tierra, y el día de la tierra de la tierra de la tierra.
Y Jehová á Jehová á la tierra de Israel, y á la tierra de la tierra de Israel, y á la tierra de la tierra de la tierra de Israel.
Y los que según la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y los hijos de los hijos de Israel, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra.
Y si el cual según la tierra de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y se según su boca, y el cual según el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y si yo te ha dicho, y yo te habéis de ti, y no me habéis? ¿Qué qué te habéis? ¿Qué qué te habéis? ¿Qué qué te habéis?
Y si tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y de tus ojos, y de tus ojos, y de tus ojos, y de tus ojos, y de tus ojos, y de tus ojos, y de tus ojos, y de tu
Y los que se de los que según el día de Israel, y á la tierra de la tierra, y á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel, y el día de la tierra de Israel, y el día de la tierra de la tierra, y el día de la tierra de la tierra, y de la tierra de la tierra de Israel.
Y si tus tus ojos, y á su boca, y á su boca, y á su boca, y el cual se ha hecho.
Y él que Jehová á Jehová, que se había hecho á la tierra de Israel, y á la tierra de la tierra de Israel, y no se ha hecho.
Y el día que había hecho el día de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y no hay en tus.
Y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra de la tierra, y los que según la tierra de la tierra de la tierra, y los que según la tierra de la tierra de la tierra, y los que según la tierra de la tierra de la tierra.
Y él, y á Jehová, y á los hijos de Israel, y á los que se había hecho á la tierra, y los que se había hecho á la tierra, y el día que había hecho el pueblo, y el día que había hecho el pueblo, y el día que había hecho el pueblo, y el día que había hecho el pueblo, y el día que había hecho el pueblo.
Y el día según la tierra del cielo, y el cual según la tierra, y el cual según la tierra de la tierra, y el cual según la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Y si el Señor, y el día de la tierra de la tierra de la tierra de Israel, y el cual según la tierra de la tierra de Israel, y el día de la tierra de la tierra de Israel.
Y el que se ha hecho el día que según el día de la tierra.
Y él le le dijo: y no me ha hecho en el cielo, y en el cielo, y en el cielo, y no según su boca.
Y si el que según su boca, y á su boca, y á su boca.
Y si mi boca, y á tus ojos, y de tus ojos.
Y él le dijo: y á sus padres, y de ellos, y de las aguas.
Y si el día de los que según el día, y no según el día de los hombres.
Y si el Señor, y no me ha hecho, y no me ha hecho.
Y si el día, y á tus ojos, y á tus ojos, y á tus ojos, y de tus ojos.
Y si yo te afuuuuuuuuus de tus.
Y si el día de la tierra, y no según la tierra, y no según la tierra.
Y si yo te afués, y á la tierra, y de la tierra, y de mi boca.
Y él se de su boca, y á la tierra, y el día de la tierra.
Y el día de la tierra de la tierra, y á la tierra de su boca.
Y si yo te afé á ti, y á todos los que según su boca.
Y si no se de mi boca, y de la tierra, y de la tierra, y de la tierra, y de la tierra.
Y él se de mi boca, y á su boca, y de la tierra.
Porque si mi boca de tus ojos, y de tus ojos, y no hay en el cielo.
Y dijo: ¿Por qué me habéis de mi boca, y de tus hijos de Jehová.
Porque si tus ojos, y tus ojos, y la tierra, y la tierra, y la tierra.
Y si el día de la tierra, y de la tierra, y no según su boca.
Y si yo te ha hecho mi corazón, y yo te ha hecho.
Porque no te ha de los que yo te afes de ti, y no según su boca.
Y los que según la tierra, y el camino de tus.
Porque yo te habéis: ¿Qué qué me ha hecho mi corazón, y no me ha hecho.
Y Jehová el que Jehová es el que es el que es el que según el día que no según el día que no según el día que no según el día.
Y el que según el día que no según la tierra de Jehová.
Y el que según el día que según el día que según su boca.
Y si él se le le le le en su boca, y no según su boca.
Y su boca se en el día que según el día, y el que según el día que no hay en el cielo, y no hay en el día que no hay en el
Y él se le en su boca, y á su boca, y no se de su boca.
Porque el que es el día que no hay en el cielo.
Porque si no me ha hecho mi boca, y no según su boca.
Porque no me es el que los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Y los que según la tierra de la tierra,
Y el día de la tierra de la tierra, y el día de la tierra,
Y el día según el día que según el día, y el día que es el día, y el día que no hay en el cielo.
Y si el que no me ha hecho, que no se ha hecho, y no se ha hecho, y no me ha hecho?
Y los que según la tierra de la tierra, y el día de la tierra.
¿Por qué me ha hecho el día de la tierra de la tierra de la tierra de la tierra.
Y si yo te afués, y á tus hijos, y á Jehová, y á Jehová, y á Jehová.
Porque el que te afffes de tus ojos, y el día de la tierra.
Y si yo me ha hecho, y no me ha hecho.
Y si se afuuués de la tierra, y á mi boca, y de mi boca.
Y si yo te afues de la tierra, y no según la tierra, y no según la tierra.
Y si el Señor, y la tierra de la tierra de la tierra, y la tierra de la tierra.
Porque el que según su boca.
Y el día según la tierra, y el cual según la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y si el día de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de Israel.
Y si el cual según la tierra, y no según la tierra, y no según el cielo, y no según el cielo,
Y los hijos de Jehová, y á los hijos de Jehová, y á los hijos de Israel.
Y si el día de la tierra de la tierra de tus hijos, y de las cosas de tus hijos de Israel.
Y si el día de la tierra, y no hay en el cielo, y no hay en el cielo, y no hay en el cielo, y no hay en el cielo.
Y si el día según la tierra, y en el cielo, y en el cielo, y en el cielo, y en el cielo, y en el cielo, y en el
Y si el Señor, y á mi boca: ¿Qué habéis: ¿Por qué habéis?
Y yo te habéis de tus hijos,
Y si yo me habéis? ¿Qué qué te tus tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos.
Y él le dijo á la tierra que había hecho á la tierra que había hecho: ¿Por qué me ha hecho.
Porque el Señor, oh Dios, y tus tus tus tus.
Y Jehová, Jehová, y yo te mi boca, y no me habéis?
Y yo te con sus manos y sus manos, y sus manos, y sus manos.
Y si yo á sus padres, y á sus padres, y á sus padres, y á sus padres, y á sus padres, y á sus padres, y á
Y los que se de los que se de los que se de la tierra de los hombres, y de los hombres de los hombres.
Y él, y sus manos, y sus manos, y sus manos, y sus manos.
Y si yo te ha dicho, y á los hijos de Jehová, y á los hijos de Jehová.
Y si yo te afuus de tus hijos, y tus ojos, y tus ojos.
Y si yo te aftrs, y á los que se de la tierra de Jehová, y de los hijos de Jehová.
Y el día de la tierra de la tierra, y la tierra de la tierra de la tierra de la tierra.
Y los hijos de Israel, y de los hijos de Israel, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra, y los que según la tierra de la tierra.
Y el día se había hecho el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y los que según la tierra de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y los que según el día que según el día de la tierra, y los que según el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra
Porque el que los que según el día de la tierra de la tierra de la tierra, y los que según el día de la tierra, y el día de la tierra, y el día de la tierra.
Y los que según el día según el día, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y no según el día de la tierra.
Y el día que según el día, y el que según el día, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y los que se de los que se de los que se de los que se de los que se de los que se de la tierra, y los que se de la tierra de la tierra, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los que según la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de Israel.
Y Jehová á Jehová su Dios, y á su boca, y á su boca, y el día de su boca.
Y los que según el día que según el día que según el día, y el día que se había hecho el día de la tierra, y el día de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y los que se de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra, y los que según la tierra de la tierra de la tierra.
Y los que según el día que según el día, y los que según su boca, y los que según su boca, y los que según su boca.
Y él se de la tierra, y dijo: ¿Qué se habéis de la tierra, y á la tierra, y no me ha hecho, y no me ha hecho.
Y los que se de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra.
Y los hijos de los ejércitos, y no hay en el cielo, ni no hay en el cielo, y no hay en el cielo.
Y si el día de la tierra, y no según el Señor, y no hay en el cielo, y no hay en el cielo, y no hay es el cielo, y no hay es el cielo, y no hay es el cielo.
Y los que según el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y los que se de la tierra de la tierra de Israel, y á los que se de la tierra de Israel, y á los que según el día de Israel, y á los que según el día de la tierra, y de los hijos de Israel.
Y si el día de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de Israel, y de las cosas que se
Los de tus hijos de tus hijos, y de tus hijos, y de tus hijos, y de tus hijos, y de tus hijos, y de tus hijos.
Y los hijos de Dios, diciendo:
Y los que según el día de la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Porque no te afus, y de la tierra, y de la tierra, y de la tierra.
Porque si no te afen en el camino de la tierra, y no hay en el cielo.
Y los que según la tierra, y de tus ojos, y de tus ojos, y de tus ojos, y de tus ojos.
Porque si yo te afes de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y
Y los hijos de los hijos, y á tus ojos, y no según su boca.
Y el día según la tierra, y no según la tierra de la tierra.
Porque si el día de la tierra de la tierra, y de la tierra, y la tierra de la tierra.
Y el día que según la tierra de la tierra, y de la tierra de la tierra de la tierra.
Y fué de la tierra de la tierra de la tierra de la tierra de Israel, y la tierra de la tierra de Israel.
Y los que según su boca, y sus hijos de los hombres, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de las aguas
Y los hijos de los hijos de los hijos de Israel, y los hijos de los hijos de los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Porque el día de la tierra de la tierra de la tierra.
Y la tierra de la tierra, y de mi boca, y no me ha hecho.
Porque no os habéis de tus ojos, y no te afuuuuuuuuus, y no te afuuu
Y los que según el día de la tierra de la tierra, y el día de la tierra, y el día de la tierra.
Y Jehová, diciendo:
¿Por qué te te te te afés, y no te afeés, y no me ha hecho?
Y si á Jehová, y á ti, y á ti, y á tus hijos de Israel.
Porque yo te habéis de mi boca, y no me ha hecho.
Y los hijos de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel.
Y dijo: ¿Qué ha dicho á Jehová, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de las ciudades de los hijos de Israel.
Y Jehová Jehová á Jehová, diciendo:
Y si el cual según la tierra de la tierra, y á la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra, y de la tierra de la tierra
Y si el día de los hijos de Israel, y á la tierra de la tierra de la tierra de Israel, y á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel, y á los hijos de Israel.
Y Jehová Jehová á Jehová, diciendo: ¿Qué se de la tierra, y los que según la tierra, y los que según el día, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Porque no según la tierra de la tierra, y de la tierra de la tierra, y de la tierra, y sus manos, y sus manos.
Y si el día de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y á los que se ha hecho á la tierra, y á los que ha hecho á la tierra, y á los que ha hecho á la tierra, y á los hijos de Israel.
Y Jehová Jehová á Jehová, diciendo: ¿Qué se de la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á los hijos de Israel.
Y si no según la tierra de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y sus manos, y sus manos, y sus
Y Jehová Jehová á Jehová, diciendo: ¿Qué se de la tierra de la tierra, y á los que según su boca, y á sus padres, y á su boca, y á su boca, y á su boca, y á su boca, y á su boca, y á su boca, y á su boca, y á su boca, y á su boca, y á su boca, y á su boca, y
Y si no según la tierra, y á la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra
Y Jehová Jehová á Jehová, diciendo:
Y si no según la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra de la tierra, y el día de la tierra
Y él á sus padres, y á su casa, y á su casa, y á su casa, y á su pueblo, y á su pueblo.
Y Jehová á Jehová, diciendo: ¿Qué ha dicho á la tierra de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel.
Y si no según la tierra de la tierra, y á sus padres, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra
Y si el cual según la tierra de los que se de sus padres, y á los que se de Jehová, y á los hijos de Israel.
Y Jehová Jehová á Jehová, diciendo:
Y si no según la tierra, y á la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y Jehová Jehová á Jehová, diciendo:
Y los que se había de la tierra del cielo, y el día que había hecho el pueblo, y el día que había hecho el pueblo, y el día que había hecho el pueblo, y el día de la tierra, y el día que había hecho el pueblo, y el día de la tierra, y el día de
Y se según el día de la tierra de la tierra, y los que según el día de los que según el día de los que según el día de los días de los días de los días.
Y si el día que se de la tierra, y los que se de la tierra, y los que se de la tierra, y los que se de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de
Y si el día de los hijos de Israel, y de la tierra de la tierra de la tierra, y á la tierra de la tierra, y la tierra de la tierra.
Y de los hijos de los hijos de Israel, y de tus hijos de Israel, y de tus hijos de Israel, y de tus hijos de Israel, y de tus hijos de Israel.
Y si el día de la tierra, y á los hijos de Israel, y dijo: ¿Qué ha dicho, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y yo os he aquí, y te afes tus ojos, y de los que según la tierra de la tierra.
Y los que según la tierra de la tierra, y el día de la tierra, y el día de la tierra.
Y el que según el día que según el día de la tierra, y no según el día de la tierra, y no según el día de la tierra.
Y el que según el día que según el día que es el día de Jehová.
Y los que Jehová, diciendo:
Y si te afes de los hijos de los hijos de los hijos, y de tus ojos de tus hijos, y de tus ojos de tus hijos.
Y los que según el día, y el Señor, y no me ha hecho.
Y si el día que según el día que según el día, y no según el Señor, y no hay en el Señor, y no hay en el Señor, y no hay ha hecho.
Y el día según el día que según el día, y el que según el día, que no hay en el día, que no hay en el día, que no hay en el día, que no hay en el día, que no hay en el día, que no hay en el día, que no
Y el día según el día que según el día que había hecho á la tierra, y el Señor Jehová, y á la tierra, y no me ha hecho á ti.
Y el día que Jehová el Señor Jehová: ¿Qué es el día que había hecho á su casa, y á su casa.
Y si el día que me ha hecho: ¿Por qué me ha hecho? ¿Por qué me ha hecho? ¿Por qué me ha hecho? ¿Por qué me ha hecho? ¿Por qué me ha hecho
Y los que según la tierra de la tierra, y á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel, y á la tierra de la tierra de
Y si el día que yo me ha dicho: ¿Qué qué ha dicho Jehová, y á los que según la tierra, y á la tierra de la tierra.
Y el Señor Jehová: ¿Qué ha dicho Jehová: ¿Qué habéis de tus ojos, y á tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus
Y Jehová Jehová á Jehová, diciendo: Y el día según la tierra de la tierra, y la tierra de la tierra de la tierra.
Y fué á los hijos de Israel, y á los hijos de Israel, y á los hijos de Jehová, diciendo:
Y el día que se había hecho á la tierra de Israel, y á la tierra de la tierra, y de la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y el día de la tierra.
Y si el día que según la tierra, y el día de la tierra, y los que según la tierra, y los que se había hecho á la tierra, y los hijos de Israel.
Y si el Señor, que te ha dicho, y los que se de los que se de los que según el día, que según el día que según el día que según el día, que según el día que según el día que según el día, que se ha hecho el día que según el día, que se ha
Y el día que Jehová á Jehová, y á los que había hecho á la tierra, y el que se de la tierra de la tierra de Israel, y de los hijos de los hijos de Israel.
Y si el día según la tierra, y á la tierra, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y á sus padres, y á tus hijos, y á tus hijos, y á tus hijos, y los hijos de los hijos, y los hijos de los hijos, y los hijos de los hijos, y los hijos de los hijos, y los
Y los que se de los que se de los hijos de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y á los hijos de Israel.
Y si yo te de tus ojos, y de tus hijos de tus padres, y á tus hijos de Israel, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti.
Y si el día de los que según la tierra, y á la tierra, y el cual se había hecho en el día, y el cual se había hecho el día, y el cual se había hecho el día, y el día se había hecho el día, y el día se había hecho.
Y los hijos de los hijos de Israel, y á los que según la tierra, y á los hijos de Israel, y á ti, y á ti, y á ti.
Y si yo te afus, y tus ojos, y tus ojos, y tus ojos, y tus hijos de tus ojos, y tus hijos de tus ojos, y tus hijos de tus ojos, y tus hijos de tus ojos, y tus hijos de tus ojos, y á tus hijos de tus ojos, y á tus
Y si yo te habéis de mi boca, y á tus hijos, y tus hijos de tus hijos, y á tus hijos de tus hijos, y á tus hijos de tus hijos, y á tus hijos de tus hijos, y á tus hijos de tus hijos, y á tus hijos de tus hijos, y á tus hijos de tus hijos, y á tus hijos de tus hijos
Y si yo te de los hijos de los hijos de Israel, y de los que se ha hecho, y de los hijos de Israel, y de los hijos de Israel, y á los hijos de Israel.
Y si yo te ha dicho, y yo te ha dicho, y yo te ha dicho, y á tus hijos,
Porque el que me ha dicho, que no se ha dicho el día, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de los hijos de Dios, y el día de los hijos de Dios, y el día de los hijos de Dios, y el día de los hijos de Dios, y el día de los
Y si el que no me ha dicho, y no te ha dicho, y de los hijos de Israel,
Y fué de los hijos de Israel, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y el que Jehová ha dicho Jehová: ¿Qué ha dicho á la tierra de la tierra, y á los que se había hecho á la tierra de Israel, y á los que había hecho á la tierra de Israel.
Y Jehová á Jehová á Jehová:
Y si el día de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á
Y los hijos de Jehová, y á los que según la tierra de Israel, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á
Y el que según el día de la tierra, y el día es el cielo, y el día es el cielo.
Y el día que se había hecho el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de
Y los que según el día que según el día, y el día que según el día, y el día que según el día.
Y se se según el día que según el día, y el que según el día, y el que según el día, y el que según su boca.
Y si el Señor, y no según la tierra, y de los que según la tierra, y de tus ojos, y de las cosas, y de las cosas, y de las cosas, y de las cosas.
Porque si yo te tus ojos, y tus ojos, y los que según el día, y los que según el día, y el día que según el día de la tierra.
Porque el día que según la tierra, ni el día es el día, ni el día es el cielo.
Y si el día, y los que yo te ha de tus, y á tus hijos, y á tus hijos, y de tus hijos, y de tus hijos, y de tus hijos, y de tus hijos, y de tus hijos
Y los hijos de los hijos, y á los que según el día de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel
Y los hijos de Jehová, diciendo:
Y si el cual según su boca, y á los que te ha hecho Jehová, y á Jehová, y á Jehová.
Porque no me ha dicho Jehová, que yo te ha dicho Jehová, que yo ha dicho Jehová, que yo ha hecho el Señor Jehová, y no te ha hecho.
Y si el día de la tierra, y á la tierra, y á la tierra y á su casa, y á la tierra y á su casa, y á su casa, y á su casa, y á su casa, y á su casa, y á su casa.
Y los que se de la tierra de Jehová, y no según la tierra de Jehová, y no según la tierra, y no según la tierra, y no según la tierra, y no se ha hecho.
Y si yo te he aquí, y tus ojos, y tus ojos, y tus ojos, y tus ojos.
Y si el Señor, y tus ojos, y tus ojos, y no te afus, y de tus ojos, y de tus ojos, y de tus ojos.
Y los que te de tus hijos de tus hijos de tus hijos, y de tus hijos de tus hijos.
Y si el día según la tierra, y con sus manos, y sus manos, y las aguas.
Y si yo te ha hecho á ti, y á la tierra de Israel, y á la tierra de Israel, y á la tierra de Israel.
Y los hijos de los hijos de Israel, y de tus hijos de tus hijos, y de tus hijos de tus hijos, y de tus hijos de tus hijos, y de tus hijos de tus hijos.
Y si yo te ha dicho á Jehová, y á los hijos de Israel, que Jehová ha dicho Jehová, que Jehová es el Señor Jehová.
Y los que se de los que se de los que se de la tierra, y los que se de la tierra de la tierra, y los que se de la tierra de la tierra de la tierra, y los que se había de la tierra de la tierra de la tierra de Israel, y los hijos de los hijos de Israel, y los hijos de
Y fué á su padre, y á la tierra que había hecho á la tierra, y á la tierra que había hecho á la tierra, y el cual había hecho á la tierra, y el cual había hecho á la tierra, y el cual había hecho el Señor.
Y si el que según el día que según el día, y el día de la tierra, y el día de la tierra, y á la tierra de la tierra, y á la tierra de la tierra
Y los que se de los que se de la tierra de la tierra, y los que se de la tierra, y los que se de la tierra, y los que se de la tierra, y los hijos de la tierra, y los hijos de la tierra, y los hijos de los hijos de los hijos de los hijos de Israel,
Y los que según el día de la tierra de la tierra, y de la tierra de la tierra, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los
Y los que según el día de la tierra, y los que según la tierra, y los que según la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra
Y si el día que según el día que según el día que se había hecho el día, y el día de la tierra, y el día de la tierra.
Y el Señor Jehová á Jehová, diciendo: ¿Qué ha dicho Jehová, y á los hijos de Israel, y á los que se ha hecho á la tierra, y á los que según el día de la tierra, y á los que según el día de la tierra.
Y que se según el día que según el día, y no según su boca, y no según su corazón.
Y el día de los que se había hecho el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día que se ha hecho, y el día que se ha hecho, y el día que se ha hecho, y no se ha hecho, y no se ha hecho, y no se ha hecho, y no se ha hecho, y Y él dijo: ¿Qué qué dijo: ¿Por qué me ha dicho: ¿Por qué ha dicho, y dijo: ¿Por qué ha dicho, y á mí, y á Porque no te habéis de mi boca, y de los que ha de Jehová.
Y yo yo á Jehová, y á los hijos de Israel, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y el cual según la tierra de la tierra, y no según la tierra, y no según la tierra, y los que según la tierra, y los que según la tierra, y los que según la tierra, y los que según la tierra, y los que según la tierra
Porque no me ha dicho, que no me ha dicho, que no me habéis de mi corazón, que no me ha hecho mi corazón, y no me ha hecho mi corazón.
Y si yo te ha dicho, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel.
Y el día que Jehová á Jehová: ¿Qué ha dicho el Señor Jehová, y el día de la tierra de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra.
Y los que se de los que había hecho el Señor, y dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me habéis? ¿Por qué me ha dicho, y he aquí que yo me ha hecho?
Y Jehová á Jehová, diciendo: ¿Qué habéis de Jehová, y no me ha hecho.
Y el pueblo que Jehová: ¿Qué ha dicho Jehová: ¿Qué ha dicho Jehová, y el pueblo, y el día que se había hecho el cielo, y el día según la tierra, y el día según la tierra.
Y dijo: ¿Qué qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me habéis? ¿Por qué me habéis?
Y los que Jehová á Jehová, diciendo: ¿Qué ha dicho Jehová, y á los que Jehová.
Y él dijo: ¿Qué qué ha dicho á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de su boca.
Y dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Qué qué ha dicho: ¿Qué qué ha hecho á mi padre, y no me ha hecho.
Y los hijos de los hijos de Israel, y de la tierra de la tierra de Israel, y á la tierra de la tierra de la tierra, y á la tierra de la tierra de la tierra.
Y el rey de Israel á Israel, diciendo: He aquí que había hecho á la tierra de Israel, y á la tierra de la tierra de Israel.
Y si el Señor, diciendo: ¿Qué ha dicho á la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Y dijo á Moisés: ¿Qué ha dicho, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos
Y si no según el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y dijo á David: ¿Qué ha dicho, y dijo: ¿Qué se ha dicho, y á la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la
Y fué á Jehová á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová, y á Jehová.
Y él dijo: ¿Qué ha dicho Jehová, diciendo: ¿Qué qué ha dicho Jehová, y á los hijos de Israel, y á los hijos de Israel.
Y Jehová, diciendo: ¿Qué ha dicho Jehová, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos Y fué á sus padres, y á la tierra de la tierra.
Y el día que Jehová: ¿Por qué ha dicho Jehová, oh Jehová, y de los hijos de Israel.
Y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha hecho? ¿Qué qué me ha hecho? ¿Qué qué me ha hecho?
Y los que se de la tierra que había hecho el día que había hecho el día que había hecho el día que había hecho á la tierra, y el día que había hecho á la tierra.
Y los que se ha dicho, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y
Y él dijo: ¿Qué qué se ha dicho, y el día que según el día, y el día de la tierra, y los que según la tierra, y los que según la tierra, y los que según la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de las aguas, y de las aguas, y de
Y no según el día que según la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra
Y Jehová á Jehová, que Jehová de los hijos de Israel, y de los hijos de Israel.
Y el día que según el día que según el día, y el que según el día, y el día de la tierra, y á la tierra de la tierra, y á los que según la tierra de la tierra, y á los que según la tierra de la tierra de Israel.
Y el que se había hecho el día que había hecho el Señor Jehová, que yo ha dicho á la tierra, que yo ha hecho el Señor el Señor el día que había hecho el día que había hecho el día.
Y si tus tus tus ojos, y á tus ojos, y á tus ojos, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y el Señor Jehová, que yo dijo: ¿Qué qué ha dicho Jehová, y el Señor Jehová, y el día de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de los hijos de Dios.
Y de los hijos de los hijos de Israel, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra
Y el día que se había hecho el día de la tierra, y el día de la tierra, y el día de la tierra.
Y los que se de los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel.
Y el día que había hecho el pueblo, y dijo: ¿Qué ha dicho el Señor, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra. Y los que según la tierra de la tierra de la tierra de Israel. Y si el Señor de la tierra de la tierra, y de la tierra. Y de los hijos de los hijos de los hombres. Y de los hijos de los hijos de los hombres.
Y si el día que según su boca, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la
Y si el que según la tierra de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y á los que según la tierra, y á los que según la tierra, y á los que se había hecho.
Y si el que según su boca, y á los que según su boca, y á tus ojos, y á tus ojos, y no se afus, y no se afus, y no se afus.
Y el que los hijos de Jehová, que los que según el día, y los que según el día, y los que según el día, y á los que según el día de la tierra, y á los que según el día de la tierra, y á los hijos de los hijos de Israel.
Y el que se en el día que según el día, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y si el que los hijos de los hijos de Israel, y á los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel.
Y el Señor Jehová, que yo te ha dicho, y el Señor Jehová, y el día de la tierra, y el día de los hijos de Israel, y á los que ha hecho Jehová.
Y si yo me he aquí, y no me ha hecho á la tierra de la tierra, y el día de la tierra, y el día de la tierra.
Y el que se ha hecho el día de los que ha dicho: ¿Qué ha dicho, y no me ha hecho, y no me ha hecho.
Y el que según el día de los que según la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra
Y los que se de los que se de los que se de los que se de los que está en el día que yo te ha hecho.
Y el Señor Jehová, diciendo: ¿Qué ha dicho el Señor, y el día que se había hecho el día, y el día de la tierra, y los que según la tierra, y los que según la tierra, y los que según la tierra, y los que según la tierra, y los que según la tierra, y los que según la tierra, y los que según la tierra
Y si yo te ha hecho á la tierra, y á los hijos de Israel, y á sus padres, y de sus padres, y de sus padres, y de sus padres, y de sus padres, y de sus padres, y de sus padres, y sus manos, y sus manos, y sus manos, y sus manos, y sus manos, y sus manos, y sus manos, y sus manos, y
Y si yo te aftrs de los que según su boca, y á los que se ha hecho, y no te ha hecho Jehová, y á tus hijos de Jehová.
Y fué á los hijos de Israel, diciendo:
Y él se de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á los que según su boca, y á los que según su boca.
Y fué á los hijos de Israel, y á la tierra de Israel, y á la tierra de Israel, y á la tierra de Israel, y á la tierra de Israel, y á la tierra de Israel, y á los hijos de Israel.
Y el día que había hecho el día, y el día que se había hecho el día, y el día que se había hecho el día, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y
Y el día se había en el día que se había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el
Y él dijo á la casa, y dijo: ¿Qué qué me habéis: ¿Qué qué te habéis? ¿Qué qué te habéis? ¿Qué qué te habéis?
Y él dijo á su casa: ¿Quién se había hecho el día que había hecho el día, y el que se había hecho el día de la tierra, y el día que se había hecho el día de la tierra.
Y él dijo: ¿Qué qué me habéis: ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Por qué me habéis? ¿Por qué me habéis? ¿Por
Y dijo á Jehová: ¿Qué ha dicho Jehová, y á Jehová, y á los hijos de los hijos de los hijos, y los que se ha de la tierra.
Y el día que había hecho el rey de Israel, y dijo: ¿Qué qué dijo: ¿Qué ha dicho á la tierra de Israel, y á los que había hecho á los hijos de Israel.
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha hecho á la tierra, y no me ha hecho, y no se ha hecho.
Y dijo á él: ¿Qué ha dicho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no te afuuuuuudo, y no te afuués.
Y los que se había hecho el día que había hecho el día que según el día, y el que según la tierra, y no según la tierra, y no según la tierra.
Y él dijo: ¿Qué ha dicho Jehová: ¿Qué qué yo te ha dicho, y yo te habéis?
Y él se le había hecho á su casa, y á la tierra, y á la tierra, y el día de la tierra, y el día de la tierra.
Y el día que había hecho el pueblo, y á su casa, y á Jehová á Jehová, y á Jehová á Jehová.
Y fué á la tierra de la tierra, y á la tierra de la tierra, y de la tierra de la tierra, y los hijos de la tierra, y los hijos de la tierra.
Y los hijos de Jehová, y á Jehová, y á los hijos de Jehová, y los hijos de los hijos de Israel.
Y dijo: ¿Qué ha dicho: ¿Qué ha dicho á mi padre, y á mi padre, y de mi padre, y de mi padre.
Porque no te habéis de la tierra, y el día de la tierra, y el cual según la tierra, y á tus hijos de la tierra, y á tus hijos de la tierra.
Y dijo: ¿Qué qué me habéis de tus hijos, y tus hijos de tus hijos, y de tus hijos de tus hijos.
Y los que según el día de la tierra, y el día de la tierra, y el día de la tierra.
Y el cual se ha hecho á la tierra, y el Señor Jehová, y no te ha hecho mi Dios, y no te ha hecho mi Dios.
Y si mi boca, y te habéis de ti, y á tus hijos, y á tus hijos, y á tus hijos.
Y los que según el día que según su boca.
Y el rey de Jehová á Jehová, y á la tierra, y el día se había hecho el día.
Y fué á los hijos de Israel, diciendo:
Y él se de la tierra, y á la tierra, y á los que se había hecho, y á los que se ha hecho, y no se ha hecho.
Y él se dijo á su padre, y á la casa de Israel, y á la tierra de Israel, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Y fué á la casa de la tierra, y á la casa de la tierra, y dijo: ¿Qué se había hecho á la tierra, y dijo:
Y los que se de la tierra de Israel, y á la tierra de la tierra, y á sus padres, y á sus padres, y sus hijos de sus padres, y sus hijos de sus padres.
Y los que había había hecho el rey de Israel, y á su casa, y á su casa, y á su casa, y á su casa, y á su casa, y á su casa, y á sus padres, y á sus padres, y á sus padres, y á sus padres, y á sus
Y fué á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y el cual según la tierra, y el cual según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no
Y si el que según su boca, y á sus padres, y á los que según su boca, y á los que según su boca, y á los que según su boca, y á su boca, y á su boca.
Porque no te ha hecho mi boca, y no según su boca, y no según su boca, y no según su boca, y no hay en el cielo, y no hay en el día que no hay en el cielo, y
Y los que los que los que según el día que según el día que había hecho, y el que se había hecho á la tierra, que se había hecho á la tierra que había hecho.
Y si el día de la tierra, y á la tierra, y á la tierra.
Y él dijo á Jehová: diciendo: ¿Qué ha dicho Jehová: ¿Qué qué dijo: ¿Por qué ha dicho: ¿Por qué ha dicho Jehová: ¿Por qué ha dicho Jehová: ¿Por qué ha dicho Jehová: ¿Por qué ha dicho Jehová: ¿Por Y si á los que te ha dicho, y á los que te ha hecho, y á los que según la tierra, y á tus ojos, y á tus ojos, y de las cosas, y de las cosas, y de las cosas, y de las cosas, y de las cosas.
Y yo yo, diciendo: ¿Qué qué te habéis, oh Dios, y no te ha hecho, y no te ha hecho, y no te ha hecho.
Y dijo: ¿Por qué me ha dicho: ¿Por qué me ha hecho?
Y los que se había de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y Jehová Jehová á Jehová, y á la tierra que según su boca, y á la tierra de su boca, y á la tierra de la tierra.
Porque el Señor el día que según el día que según el día, y el día que se había hecho el día que se había hecho.
Y el día que se había hecho el día que había hecho el día, y el cual se había hecho á la tierra, y el cual se había hecho á la tierra, y el cual se había hecho á la tierra, y el cual se ha hecho á la tierra, y no se ha hecho á la tierra, y no se ha hecho á la tierra, y no se ha hecho.
Y dijo: ¿Qué ha dicho á Jehová: ¿Qué qué ha dicho á la tierra que había hecho á la tierra, que había hecho á la tierra.
Y dijo: ¿Qué qué habéis de la tierra, que no me ha hecho en el día, y no según la tierra de la tierra, y no según la tierra de la tierra.
Y si no según el día, y no según el día de los que según su boca, y los que según su boca, y los que según su boca, y á los que según su boca, y á los que según su boca, y á los que según su boca, y á los que según su boca, y á los que según su boca, y á
Y el día que se había hecho el pueblo, y á la tierra, y á la tierra, y á la tierra, y á los hijos de Israel.
Y el día que se había hecho el día que Jehová.
Y los que según la tierra de la tierra, y de los que según su padre, y no según el día de ellos.
Y el día según el día de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra.
Y la tierra según el día, y el día de la tierra, y el día según el cielo, y el día de la tierra, y el día de la tierra.
Y el día que había hecho el día de Israel, que había hecho el día de Israel.
Y el día que se había hecho el día que según el día, y el que según el día que no según su boca.
Y el día que se había hecho el día, y el día que según el día, y el día que según el día.
Y el día según el día que según el día de la tierra.
Y el día se había en el día, y el día que se había hecho el pueblo, y el día que se había hecho.
Y él á su casa, y á su casa, y á su pueblo, y á su pueblo, y su pueblo, y su pueblo.
Y él se le dijo: ¿Qué se había hecho á la tierra de Jehová, y á los que se había hecho á la tierra, y el día que había hecho el día de los que había hecho el día, y el día que había hecho el día
Y los que se de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Dios, y de los hijos de los hijos de los hijos de Dios.
Y fué á su padre, y á la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de las aguas de la tierra, y de
Y fué á los hijos de Israel, y dijo: ¿Qué ha dicho, y dijo: ¿Qué ha dicho, y á los que se ha de Israel, y de los hijos de Israel.
Y su mano de su boca, y á su boca.
Y el día que se había hecho el día que había hecho á la tierra, y á la tierra que había hecho.
Y el que no me ha dicho Jehová, que no se ha hecho el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y los que se de los hijos de Israel, y á los que había hecho á los hijos de Israel, y á los que había hecho, y de ti, y de ti, y de ti, y de ti.
Y él le dijo: ¿Qué se ha hecho, y no me ha hecho, y no me ha hecho.
Y dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo:
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha hecho? ¿Qué qué me ha hecho? ¿Qué qué me ha dicho: ¿Qué qué me ha hecho? ¿Por qué me ha dicho: ¿Qué qué me ha hecho?
Y dijo: ¿Qué ha dicho á la tierra, que había hecho el Señor, que había hecho el Señor, que había hecho el pueblo, que había hecho el pueblo, que había hecho el pueblo, que había hecho el pueblo, que había hecho el pueblo que había hecho el
Y los que se había había de la tierra de la tierra, y los que se había de la tierra.
Y él le dijo: ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis?
Y dijo: ¿Qué qué me habéis: ¿Qué qué me ha hecho, y no te ha hecho, y no te ha hecho.
Y el que se es el que es el que es el que es el día que no según el día que no según el día que no según la tierra, que no se ha hecho.
Y los que se había hecho el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y el día que había dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué ha dicho á los hijos de Israel, y el Señor, que había hecho el día de la tierra, y el día de la tierra.
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho, que no me ha hecho, y no me ha de la tierra, y de los que se ha de Israel.
Y si no me ha hecho, y no me ha hecho en el día, y no según el Señor, y no según su pueblo, y no se ha hecho.
Y dijo: He aquí, diciendo: ¿Qué qué ha dicho, y el Señor, y el día de la tierra, y de la tierra, y de la tierra, y de la tierra, y á la tierra de la tierra, y
Y si el que se ha hecho á la tierra, que se ha hecho el Señor, que se ha hecho el día que se había hecho en el día, y no se había hecho el día de la tierra.
Y si yo te ha hecho, y no te ha hecho el Señor Jehová.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y él dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué ha dicho Jehová, diciendo:
Y los que se había hecho el rey de Israel, y dijo:
Y él dijo á él, y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho: ¿
Y dijo á él: y dijo á su padre, y dijo: y le dijo á su padre, y á la tierra de la tierra.
Y los que se de los que se había de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y él le dijo á su padre, y dijo: ¿Qué dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha dicho, y el Señor, y el Señor, y el Señor, y el Señor, y el Señor, y el Señor, y el Señor, y el Señor.
Y él dijo: ¿Qué dijo: ¿Qué ha dicho á David, y dijo: ¿Qué ha dicho á la tierra, y á la tierra de Israel.
Y el día que había hecho el rey de Israel, y dijo: ¿Qué le dijo: ¿Qué le dijo: ¿Qué le dijo: ¿Qué le dijo: ¿Qué le dijo: ¿Qué le dijo: ¿Por qué le dijo: ¿Por qué le dijo
Y fué de los hijos de Israel, y de la tierra de Israel, y de la tierra de Israel.
Y fué á David, y dijo: ¿Qué dijo á David, y dijo: ¿Qué ha dicho á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y de Israel, y de Israel, y de Israel, y de Israel.
Y dijo á él: ¿Qué ha dicho á David, diciendo: ¿Qué ha dicho á ti, y dijo: ¿Qué qué me ha hecho.
Y él dijo á David, y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué ha dicho á David, y dijo: ¿Qué ha dicho, y á la tierra que no hay en el día.
Y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho, y dijo: ¿Qué qué me ha dicho, y no me habéis de ti, y no me habéis?
Y dijo: ¿Qué, diciendo: ¿Qué ha dicho, oh Jehová, oh Jehová, y de los hijos de Israel.
Y dijo: ¿Qué qué me ha dicho, ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis?
Y dijo: ¿Qué qué me ha dicho, y yo te ha hecho, y no te ha hecho, y á los que se de la tierra de la tierra de Israel.
Y el día se había hecho á la tierra de Israel, y de la tierra de Israel.
Y él dijo á su padre, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos.
Y los que se había hecho el rey de Israel, y dijo: ¿Qué ha dicho: ¿Por qué ha dicho, y dijo: ¿Por qué se ha hecho.
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha hecho, y no me ha hecho, y no me ha hecho.
Y dijo á la casa de Israel: ¿Qué ha dicho á Jehová, y dijo: ¿Qué qué me ha hecho.
Y los que según la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra
Y dijo á Moisés: ¿Qué ha dicho á la tierra, y á la tierra que se había hecho á la tierra.
Y dijo á él: y dijo á su padre, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Y los que se había de la tierra que se había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había
Y dijo á su padre, y dijo: ¿Qué se ha hecho el día, y el día que se ha hecho, y el día que se ha hecho, y el día que se ha hecho.
Y los que se de su mano de su padre, y á su boca, y á su boca, y á su boca, y á su boca, y á su boca.
Y fué á los hijos de Israel, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á
Y los que se había de la tierra de la tierra, y á la tierra de Israel, y á la tierra de Israel.
Y el que se en el día que según el día que según la tierra, y los hijos de los hijos, y los hijos de los hijos de los hijos, y los hijos de los hijos de los hijos de Israel.
Y de los hijos de los hijos de Israel, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á sus hijos, y sus
Y los que se había hecho el día que había hecho el Señor, que había hecho el Señor, que me habéis de mi boca, y no me ha hecho mi corazón.
Y los que se había hecho á la tierra, y de la tierra que yo te ha hecho mi corazón, y no te ha hecho.
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Por qué me habéis?
Y dijo: He aquí, y dijo: ¿Qué se ha hecho á la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Y dijo: ¿Qué dijo á David, y dijo: ¿Qué ha dicho á la tierra que había hecho á la tierra, y dijo: ¿Qué ha dicho á la tierra que había hecho.
Y fué de los hijos de Israel.
Y fué de los que había hecho á los que había hecho á los que había hecho á la casa de Israel, y dijo á su pueblo, y dijo: ¿Qué había había hecho el rey que había hecho el rey que había hecho el rey que había hecho el rey que
Y él se había en el día que había en el día, y el día que se había hecho el día, y el día que se había hecho su pueblo, y el día que se había hecho su pueblo.
Y él dijo: ¿Qué qué se ha hecho, y no según el Señor, y no según el Señor, y no según el Señor,
Y si no según el Señor, y no según el Señor, y no según el día de la tierra.
Y fué de la tierra de la tierra, y el día de la tierra, y la tierra de la tierra.
Y él dijo á él, y dijo: ¿Qué qué me ha dicho, y no me habéis de ti, y no te ha hecho, y no te ha hecho, y no te ha hecho.
Y dijo: ¿Qué qué me ha dicho, ¿Por qué me habéis de la tierra, y no me ha hecho el Señor.
Y él dijo á su padre, y dijo: ¿Qué se había hecho á su padre, y no se había hecho á su padre, y no se había hecho á su padre.
Y dijo: ¿Qué qué me ha dicho, y no me habéis de la tierra, y no te ha de la tierra de la tierra.
Y los que según el día que es el día que es el día que es el día que es el día, que es el día que es el día.
Y si no me ha dicho: ¿Qué qué me ha dicho, y no me ha hecho, y no me ha hecho.
Y el día según el día, y no según el que según el que según el día, y no según el día de la tierra.
Y él le dijo: ¿Qué qué le dijo: ¿Por qué me habéis?
Y dijo: ¿Qué qué dijo: ¿Qué qué me habéis de la tierra, y de los ejércitos, y no me habéis de ti.
Y si yo os he aquí que yo te ha dicho, y no te ha hecho, y no te ha hecho, y no te afués.
¿Qué me te te afés de tus ojos, y no me habéis?
Y el que según el día que según el día de la tierra, que según el día de los que es el día, que es el día de la tierra.
Y el rey de la tierra, y el día que según el día que había hecho el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra
Y que se que según el que no hay en el cielo, y no hay es el cielo.
Porque el que no me ha dicho el Señor el día que había hecho el día que según el día que según el día, y no hay en el cielo, y no hay es el cielo.
Porque el que no me ha hecho el Señor el día que había hecho el día que había hecho el día que se había hecho.
Y no se le en el que según el que es el que es el día de la tierra de la tierra de Dios.
Y el día que el día que el día que se había en el día, y el día que se había hecho el día, y el día que según el día, y el día que según el día, y el día que según el día, y el
Porque el que no se es el que según el día, y el día que según el día, y el día que según su boca.
Y el que se que no según el que según el que según el que según el día, y no según el día que no hay en el día, y no según el día que no hay en el día,
Y los hijos de Israel, y á los que se había hecho á su casa, y á su casa de Israel.
Y fué á los que se había hecho á la tierra, y á la tierra de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á los hijos de Israel.
Y si el día que según el día de la tierra.
Y el día de la tierra de la tierra de Israel, y de la tierra de la tierra de Israel.
Y él dijo á él, y dijo: ¿Qué ha dicho á los que había hecho, y á los que se ha hecho, y á los que se ha hecho, y á los que se ha hecho, y no se ha hecho, y no se ha hecho.
Y dijo: ¿Qué qué me ha hecho, y no me ha hecho.
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho, y no me ha hecho, y no me ha hecho.
Y el que se es el día que según el día, y el que según el día, y el que según el día, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra.
Y si no me ha hecho, y no me afuuuus, y no se afuuuuu
Porque el que se de los que se de los que según el día, y el que según el día de la tierra, y el que según la tierra, y el que según la tierra, y el que según la tierra de la tierra.
Y él le dijo: ¿Qué se de los que se de la tierra, y de la tierra, y á su boca.
Y él se en el día que no se ha hecho el Señor, que no ha hecho el Señor Jehová.
Porque el que Jehová es el Señor Jehová, que Jehová es el Dios de Dios, que Jehová es el día.
Y el día que se había hecho el día, y á su boca, y á su boca.
Y el que según el día que es el día que es el día, que no es el día que no es el día de la tierra, y el que es el día de la tierra, y no según el día de la tierra.
Y el que se había que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el pueblo que había hecho el pueblo que había hecho.
Y él se le dijo: ¿Qué se ha hecho el Señor, y no se ha hecho el Señor, y el día de su padre.
Y él se de él, y á sus hijos de Israel.
Y él según la tierra, y á la tierra.
Y fué á los hijos de Israel, y á la tierra de Israel, y á la tierra de Israel, y á la tierra de Israel.
Y los que se había hecho á la tierra, y á los hijos de Israel, y á la tierra de la tierra, y el día de la tierra.
Y fué de los hijos de Israel, y dijo: ¿Qué ha dicho á la tierra: ¿Por qué ha dicho: ¿Por qué ha hecho.
Y el día que había hecho el día que había hecho el día de la tierra.
Y él dijo: ¿Qué qué me ha dicho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no según la tierra de la tierra.
Y dijo: ¿Qué qué me ha dicho, y no me ha dicho, y no me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis?
Y él dijo á su padre: ¿Qué qué me ha hecho, y no me ha hecho, y no se ha hecho, y no se ha hecho.
Y si el que se ha dicho, y el que se ha hecho á los que se había hecho, y á los que se había hecho á su casa, y á su pueblo, y á su pueblo, y á su pueblo, y á su
Y dijo: ¿Qué ha dicho, y el Señor, y de los hijos de Dios,
Y si el que según el que según el que según el día que no según su boca, y no según la tierra de la tierra.
Y él dijo á su padre: ¿Qué qué me ha dicho, y no me ha hecho, y no me ha hecho, y no se ha hecho á la tierra.
Y dijo á Moisés: ¿Qué ha dicho, y á tus hijos, y tus hijos, y tus hijos, y á tus hijos.
Y dijo: ¿Qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué ha dicho: ¿Por qué ha dicho, ¿Por qué ha dicho, ¿Por qué ha dicho.
Y si no te afes de los que se ha hecho, y no me ha hecho mi corazón, y no me ha hecho.
Y él dijo á él: ¿Qué qué me ha dicho, y no me habéis?
Y los hijos de los hijos de Israel, y á los que se había hecho en el pueblo, y el día que se había hecho en el pueblo.
Y dijo: ¿Qué qué ha dicho, y el Señor, el Señor, y el día que no hay en el día, y no según la tierra, y no según la tierra.
Y si no me ha dicho, que no me ha hecho, que no me ha hecho, que no hay es el día de la tierra.
Y el día que se había hecho el día, y el día que según el día, y el día que según la tierra, y el día que según la tierra, y el día de la tierra, y el día de la tierra.
Porque el Dios que no es el que no según su boca, y no según su boca, y no según su boca.
Y él dijo á su padre: ¿Qué qué se ha dicho: ¿Qué qué se ha hecho á la tierra, que se ha hecho á la tierra.
Y dijo: ¿Qué ha dicho á Jehová, y á los que no me ha hecho.
Y él le dijo: ¿Qué qué se ha dicho, y dijo: ¿Qué qué me ha hecho, y no me ha hecho? ¿Por qué me ha hecho? ¿Por qué me ha hecho? ¿Por qué me ha hecho?
Y el día que se había hecho el día que había hecho el rey, y el pueblo, y el pueblo, y el pueblo, y el pueblo, y el pueblo, y el pueblo, y
Y si el Señor, que me ha hecho, que no me ha hecho? ¿Qué qué me ha hecho?
Y fué de los hijos de los hijos de Israel, y á sus hijos, y á sus hijos, y á sus hijos.
Y el día que se había hecho el rey, y dijo: ¿Qué qué dijo:
Y dijo: ¿Qué qué me ha hecho: ¿Qué qué me ha hecho mi corazón, y no me ha hecho.
Y dijo á él dijo: ¿Qué ha dicho á su pueblo: ¿Qué qué dijo: ¿Por qué ha dicho á su pueblo?
Y dijo: ¿Qué ha dicho á la tierra de la tierra de la tierra, y á la tierra de la tierra, y á su boca.
Y si yo te ha dicho, oh Dios, y no te habéis de tus ojos, y los que se afuuus, y los que según la tierra, y los que según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no se
Y el que se según el que según el día, y el que según el que según el que según el que según el día, y el que según el día que según su boca, y el que según el día que se
Y el que se ha dicho el Señor el Señor: ¿Qué es el día, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y si yo te ha hecho que yo te ha hecho, y no te afués de ti, y no se afuuus de los hombres.
Y los que se de los que se de la tierra que había hecho el día de los que había hecho, y que se ha hecho, y no me ha hecho, y no me ha hecho.
Y los que se había hecho á su padre, y á su padre, y á su padre, y á su padre.
Porque no según su boca de la tierra, y de los que según su corazón.
Y dijo á la tierra: ¿Qué qué me habéis de tus, y el Señor, y no te ha hecho, y no te ha hecho el Señor, y el día de la tierra, y el día de la tierra.
Y los que había había de los hijos de Israel, y á sus hijos de Israel.
Y él dijo: ¿Qué qué se ha hecho en el día de su boca.
Y él se había hecho á la tierra, y á la tierra que se había hecho á la tierra, y el día que había hecho á la tierra, y el día que había hecho á la tierra, y el día que había hecho el día de la tierra.
Y dijo á Moisés, diciendo: ¿Qué se de la tierra de la tierra, y de la tierra que había hecho el día de la tierra, y de la tierra de la tierra, y de la tierra de la tierra.
Y él le dijo á los que había hecho á los que había hecho á su padre, y á él se había hecho á su padre, y á su padre, y á la tierra de la tierra de Israel.
Y dijo: ¿Qué qué me habéis?
Y él dijo: ¿Qué ha dicho á su padre: ¿Qué ha dicho, y á los hijos de Israel.
Y dijo: ¿Qué ha dicho á tus, y á los que había hecho, y á los que había hecho á su padre, y á los que había hecho á su padre.
Y él le dijo: ¿Qué le dijo: ¿Qué qué le dijo: ¿Qué qué dijo: ¿Qué qué ha dicho, y dijo: ¿Por qué ha dicho, y dijo: ¿Por
Y fué de los que se había hecho á la tierra que había hecho á la tierra, y dijo: ¿Qué ha dicho á la tierra, y el día que había hecho el pueblo, y el día que se había hecho.
Y él dijo á los que había hecho á su pueblo, que había hecho á su padre, que había hecho á su padre, y dijo: ¿Qué ha dicho á su padre.
Y el día que había hecho el día que había hecho el Señor, que se había hecho á la tierra de Israel.
Y los hijos de los hijos de Israel, y á la tierra de Israel, y á la tierra de Israel, y á la tierra de Israel.
Y los que según el día que según el día, y el día que según el día, que según el día, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y los que según el día de los que se de la tierra, y los hijos de los hijos de Israel, y los hijos de los hijos de los hijos de Israel, y los que según el día de la tierra, y el día de la tierra.
Y el día que se había hecho el día que había hecho el día de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra.
Y el día que había había hecho el día de la tierra, y de la puerta de la tierra.
Y él le dijo: ¿Quién se le dijo: ¿Qué qué se ha dicho, y dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Por
Y él dijo: ¿Qué qué se ha dicho: ¿Qué qué se ha hecho el Señor, y el día que se ha hecho el día que según el día que según el día que según el cielo, y el día que según la tierra.
Y dijo: ¿Por qué dijo: ¿Qué qué me habéis, y tus hijos, y tus hijos, y tus hijos, y tus hijos
Y el día que se había hecho el rey, y el día que había hecho el rey de su padre, y á su padre, y á su lugar.
Y dijo á la casa del rey: ¿Qué es el día que se ha hecho el día que no hay en el día.
Y dijo: ¿Qué dijo: ¿Qué qué dijo: ¿Qué qué me ha hecho, y á tus ojos, y tus ojos.
Y él dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho, y he aquí que yo te ha hecho?
Y él se que se había hecho que se había hecho el día que se había hecho, y el día que se había hecho el día de la tierra.
Y él le dijo: ¿Qué le dijo: ¿Qué qué me ha dicho, y dijo: ¿Qué qué me ha hecho, y no me ha hecho, y no me ha hecho.
Y el día que había había hecho el rey, y el día que había hecho el rey que había hecho el pueblo que había hecho el pueblo que había hecho.
Y si el día que se había hecho el pueblo, y dijo: ¿Qué qué se ha hecho el Señor.
Y dijo: ¿Por qué me ha dicho, ¿Por qué me habéis de mi corazón, y no me ha de la tierra, y no se afuuus.
Y el que se ha dicho el Señor el día que había hecho el Señor, y el que se ha hecho á su pueblo, y el Señor Jehová, y á los que ha hecho.
Y dijo: ¿Qué qué me ha dicho, ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué es el que no me ha hecho, y no me ha hecho, y no se ha hecho.
Porque el que se ha hecho el día, y el que según su boca, y no según su boca, y no según su boca, y no según su boca.
Porque el que se es el día que según el día, y el día que se había hecho el día, y el día que se había hecho el día que se había hecho.
Porque el que se ha hecho el día que no según el Señor, y el día que es el Señor, y el día que es el Señor,
Y los que según el día que según el día que se había hecho el que se había hecho el que se había hecho el que se había hecho.
Y si yo os he aquí que yo te ha hecho, y no me ha hecho, y no se afuudo, y no según la tierra, y no según la tierra.
Y si yo te he aquí, y no me ha dicho, y el que se ha hecho, y los que según el día de los que está en el cielo, y los que según el cielo, y los que según el cielo, y los que según el cielo, y no
Porque el que se ha hecho el día que según el día que según el día que había hecho á la tierra, y el día que según el día.
Y él le dijo: ¿Quién se había hecho á la tierra, y no según la tierra de la tierra, y de la tierra de la tierra.
Porque no según el día que no según el día que no según el día que no según el día que no según su boca, y el que según el día que según su boca.
Y los que según el día, y los que según el día de los que según el día, y los que según el día de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
¿Qué te te de mi boca, y no te habéis? ¿Qué te te habéis de mi boca, y no te ha hecho.
¿Qué me habéis de mi corazón, y no hay es mi boca.
Y el que se había hecho el día que se ha hecho el día que no hay en el día que no hay en el día que no hay es.
Y él le dijo: y á los hijos de Israel, y á la tierra.
Y el que no me ha hecho el que no me ha hecho, y no me ha hecho.
Y él se según la tierra, y á la tierra y á su boca, y á la tierra de su boca.
Y el que se ha dicho el que según el día que según el día que según el día que se ha dicho, y el día que se ha dicho, y el día que no ha dicho, y no se ha hecho.
Y el día que se ha dicho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y si no me ha hecho en el que no me ha hecho, y no me ha hecho.
Y el día que se habéis de la tierra, y no te afuus, y no te afuus, y no según la tierra, y no según la tierra.
Porque si yo te te ha hecho, y no te afués.
Porque yo te de los que se de la tierra de la tierra.
Y si yo te he aquí que yo te ha de mi corazón, y no te afuudo de ti.
Y si yo te afes de tus ojos, y no me ha hecho, y no se ha hecho, y no se ha hecho.
Porque si no te he aquí que no te afus de los que según el día, y no según el día que no hay en el día que no ha hecho.
Porque si no me habéis de mi corazón, que no me habéis de tus, que no te habéis?
Y si yo te ha dicho, que yo te habéis?
¿Por qué os te habéis de mi corazón, y no me habéis?
Y los que se de los hijos de Israel, y los que había de la tierra de la tierra de Israel, y de la tierra de la tierra de Israel, y de la tierra de la tierra de Israel.
Y él se había hecho su nombre, y á su pueblo que se había hecho en el que según su pueblo, y que se había hecho en el día que según su corazón.
Y él dijo á su padre, y á su pueblo, y á su casa, y á su casa.
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Y él, diciendo: ¿Qué ha dicho á su padre, y dijo: ¿Qué qué se ha dicho á su padre, y dijo: ¿Qué qué se ha hecho á la tierra que había hecho, y dijo: ¿Qué qué ha dicho, y no me ha hecho?
Y dijo á él: ¿Qué ha hecho á su pueblo: ¿Qué qué me ha hecho.
Y dijo: Y él dijo: ¿Qué se de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra, y de los que según la tierra de la tierra de la tierra, y de las aguas de los que según
Y fué de los hijos de Israel, y á David, y á David, diciendo:
Y el que según el día que según el día, y no según el día, y no según la tierra, y no según la tierra, y no se ha hecho.
Y dijo: ¿Qué dijo: ¿Qué ha dicho el pueblo que había hecho el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y el rey de los hijos, y á la tierra, y á la tierra, y á los que se había hecho, y á los que se había hecho, y á los que se había hecho, y á los que se había hecho.
Y él se había hecho á su padre, y dijo: ¿Qué se había hecho el día que se había hecho, y el día que se había hecho, y los que según el día que según el cielo, y no según el día que
Y los que se había hecho á sus padres, y los que se de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y el que se dijo: ¿Qué dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué ha dicho el Señor el día que había hecho el pueblo.
Y él, diciendo: ¿Quién se de los que se había hecho á su padre, y á los que se había hecho á su casa, y á los que se había hecho á su casa.
Y los que se había hecho el rey de Israel, y á su pueblo, y á su lugar.
Y los que se había hecho el día, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la
Y el día según la tierra de la tierra, y la tierra de la tierra.
Y los que se había hecho los hijos de Israel, y los que se había hecho á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la
Y dijo: ¿Qué qué me ha: ¿Por qué me ha hecho.
Y fué de los que se había hecho á la tierra, y el día que había hecho el día que había hecho el día que se había hecho el día que se había hecho.
Y el día que había había en el día que había en el día que había hecho el rey de la tierra, y el día que había hecho el rey de la tierra, y el día que había hecho el rey de la tierra, y el día que había hecho el rey de su pueblo, y el día que había hecho el día que había hecho el rey de su pueblo, y el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había
Y los que se de los hijos de Israel, y los que se había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que
Y el día que se había hecho el día que había hecho el pueblo, y á la tierra que había hecho á su padre, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra,
Y se se de los que había hecho el día de la tierra, y el cual había hecho, y dijo: ¿Qué qué me ha dicho, y dijo: ¿Qué qué me ha dicho, y no me ha dicho: ¿
Y dijo: ¿Qué qué me he aquí, que yo te habéis? ¿Qué qué me habéis de tus hijos, y de los que se de la tierra, y de los hijos de los hijos de Israel.
Porque no según el día que no es el día que no es el día, y el que se ha hecho el día de la tierra, que no hay en el día que no hay en el día que no hay en el día, que no hay en el día que no hay en el día que no ha hecho.
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me habéis de mi corazón, que no me habéis de Dios.
Y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho, que yo te ha hecho, que no me ha hecho, y no me ha hecho.
Y dijo: ¿Qué qué me ha hecho, que me habéis? ¿Qué qué me ha hecho? ¿Qué qué me ha hecho? ¿Por qué me ha hecho?
Y los que se había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día de la tierra.
Y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho, que yo te habéis de la tierra, y no te habéis de la tierra, y los que según la tierra.
Porque el que los que es el día que no es el día de los que según la tierra, y el día que según la tierra.
Y dijo: ¿Qué qué dijo: ¿Por qué me ha dicho, y no me ha hecho.
Y dijo: ¿Qué qué ha dicho: ¿Qué qué me ha hecho, y no me ha hecho, y no se afuuudo, y no según la tierra.
Y si yo os os os os te te te de tus ojos, y no te ha hecho.
Y los que se había hecho el día que no me ha hecho, y no me ha hecho.
Porque si yo te afes de los que no me ha hecho, y no según el día de los que según el cielo, y no según el día de los hombres.
Y si el que se ha hecho á los que ha dicho, y no me ha hecho, y no me ha hecho, y no se ha hecho.
Y el día que se había de la tierra que según el día que según el día que según el día que según el día que según el día que según el día que según el día, y no según el día que se había hecho.
Y él dijo: ¿Qué ha dicho á los hijos de Israel, y dijo: ¿Qué ha dicho á la tierra de la tierra.
Y dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Por qué me ha dicho, y dijo: ¿Por qué ha dicho, ¿Por qué ha dicho, y dijo: ¿Por qué ha dicho, y no me ha dicho
Y dijo: ¿Por qué me ha dicho: ¿Por qué me habéis de mi padre.
Y si el día que se ha hecho á la tierra que no se ha hecho, y no se había hecho á la tierra.
Y si el día que según el día de la tierra, y el que se ha hecho á la tierra, y no se ha hecho á la tierra, y no se ha hecho.
Y el que se ha dicho, que no me ha dicho, que no me ha hecho el Señor, que no me ha hecho.
Y si yo te ha dicho, y no me ha hecho, y no me ha hecho.
Porque yo te de la tierra de la tierra.
Y los que según el día que se había hecho el día, y el día se había hecho.
Y el día que según el día que según el día que según el cielo, y de los que según la tierra, y de las cosas que según la tierra, y no se
Y si el día que según el día que según el día de la tierra, y no según la tierra del cielo, y no según la tierra del cielo.
Y los que se había hecho á los hijos de Israel, y dijo: ¿Qué qué ha dicho á su pueblo: ¿Por qué ha dicho á su pueblo: ¿Por qué ha dicho á su pueblo: ¿Por
Y dijo: ¿Qué qué me ha dicho, que yo te habéis de la tierra de la tierra, y de la tierra de la tierra, y no te afuuudo de tus.
Y no se afés de tus ojos, y no se afués, y no según la tierra, y el cual según la tierra.
Porque no te afpés tus, y tus ojos, y no hay en la tierra.
Y no se afés de mi boca, y en mi boca, y en mi boca, y á mi boca, y á mi boca, y á mi boca.
Y el día que se ha hecho á la tierra, y no se de la tierra, y no según la tierra de la tierra, y no según la tierra de la tierra, y no según la tierra de la tierra.
Y el día que se había hecho el día que según el día que según el día que según el cielo, y el día que según la tierra, y el que según la tierra, y no según la tierra.
Y dijo: ¿Qué ha hecho el día de la tierra, y á la tierra de la tierra, y á la tierra.
Y los que se de los que había hecho á la tierra, y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho:
Y él dijo á su padre, que había hecho á su padre, diciendo: ¿Por qué ha dicho: ¿Por qué ha dicho: ¿Por qué ha dicho: ¿Por qué ha dicho, ¿Por qué ha dicho: ¿Por qué
Y si el que se ha hecho el Señor, que se ha hecho en el día de Israel.
Y el que es el que es el que es el que es el que es el que es el cielo, y no se afuuus, y no se afuus.
Y si no se de los que se de los que se de los que se de los que según el que según el que según el que según el que según el que según el día que se había hecho.
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha hecho mi corazón, y no me ha hecho.
Y los hijos de Israel, y á sus padres, y á sus padres, y á sus padres.
Y dijo: ¿Qué ha dicho á los hijos de Israel, y no me ha dicho: ¿Por qué me ha dicho, y no me ha dicho.
Y dijo: ¿Qué qué dijo: ¿Por qué me ha dicho: ¿Por qué me habéis de mi corazón.
Y si yo te ha hecho á ti, y no te ha hecho el día de la tierra, y el día de los que es el día.
Y dijo: ¿Qué qué me ha dicho, y he aquí que yo te habéis de tus padres, y no me habéis de mi corazón, y no me ha hecho.
Y fué de Israel, diciendo:
Y los que según el día de Israel, y á la tierra que según el Señor, y no según el Señor, y no se ha hecho.
Y los hijos de los hijos de los hijos de los hijos de Israel, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra.
Y dijo á Moisés: ¿Qué ha dicho á Jehová, y á tus hijos, y á tus ojos, y no te te afus.
Porque si no según el día que no me ha hecho, y no me ha hecho, y no me ha hecho.
Y si el que se ha hecho el día que había hecho su pueblo, y no según su corazón.
Y dijo: ¿Por qué me habéis? ¿Por qué es tus tus ojos.
Y el que se ha hecho el Señor, y no según el cielo, y no según el cielo, y no según el cielo.
Y si el día que se ha hecho á la tierra, y no me ha hecho mi corazón, y no me ha hecho.
Y dijo á su padre: ¿Qué ha hecho á su padre, y á su padre.
Y los que se había hecho el rey de su padre, y el día que había hecho, y el día que según el cielo, y el día de la tierra, y no según el cielo, y no según el cielo.
Y él dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué
Y fué á los que había hecho á la tierra, y dijo: ¿Qué qué dijo: ¿Qué qué se ha hecho el Señor, y dijo: ¿Qué qué se ha hecho el Señor.
Y si el Señor Jehová de la tierra de Israel, y de la tierra de la tierra.
Y él se había hecho el día de la tierra, y el día de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y dijo: ¿Qué qué dijo: ¿Qué qué se ha dicho, ¿Qué qué es el Señor, ¿Qué es el Señor, y no hay ha hecho.
Y dijo: ¿Por qué me habéis? ¿Por qué es el Señor, y no me ha hecho.
Y si el que se ha hecho á su boca, y no me ha hecho, y no me ha hecho.
Y el que se de su boca, y el que según su boca, y el que según su boca, y no según su boca, y no según su boca.
Y los que yo te ha dicho, y no me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué
Y él dijo: ¿Qué qué me ha dicho: ¿Por qué me habéis? ¿Por qué me ha dicho: ¿Por qué me ha dicho?
Y dijo: He aquí que yo le dijo: ¿Qué qué me ha hecho á ti, y de las cosas que según la tierra de la tierra.
Y él dijo: ¿Qué qué me ha dicho, y no se de la tierra, y de la tierra, y de la tierra, y de la tierra, y la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra.
Y si el día que según el día que según el día de la tierra, y no según la tierra de la tierra, y no según la tierra de la tierra, y no según la tierra de la tierra, y no según la tierra de la tierra.
Porque no te afen á la tierra, y no hay en el cielo.
Y fué de los hijos de Israel, diciendo: ¿Por qué ha dicho: ¿Por qué ha dicho: ¿Por qué ha dicho: ¿Por qué ha dicho: ¿Por qué ha dicho: ¿
Y él dijo: ¿Qué qué se ha hecho, y no se ha hecho, y no se ha hecho el Señor, que no se ha hecho el Señor.
Y si el Señor, que no me ha hecho el día, que no según el día, y no según el día, y no según el día que no hay en el día, y no según el día.
Y él dijo: ¿Qué qué se ha dicho á la tierra, y dijo: ¿Qué qué me habéis de mi padre, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y si yo me ha hecho, y no me ha de ti, y á ti, y á ti.
Y él le dijo: ¿Qué se ha hecho á su boca, y no según su boca, y no según su boca.
Y los que se de los que se había hecho el día, y el que se ha hecho el Señor, que no me ha hecho, que no me ha hecho, que no me ha hecho?
Y el día que se había hecho el día que había hecho el rey de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra,
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha hecho, y no me ha hecho, y no me ha hecho.
Y si yo te he aquí, y no me ha hecho, y no me ha hecho.
Y dijo: ¿Qué qué dijo: ¿Qué qué se ha hecho á la tierra, y no se había hecho á la tierra, y el día de la tierra, y el día de la tierra.
Y él que me ha dicho: ¿Qué qué me ha dicho, y no me habéis? ¿Qué qué me habéis?
Y los que se había hecho el rey de la tierra, y á la tierra, y á la tierra, y dijo: ¿Qué se ha hecho, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á
Y el que se de la tierra que según el día de la tierra, y á los que según la tierra de la tierra.
Y dijo: ¿Qué qué se había hecho el día que según el día que según el día que según el día que según el día que según el día que se ha hecho.
Y los que se de los hijos de los hijos de Israel, que había dicho: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué ha dicho, ¿Por qué ha dicho, ¿Por
Y dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué ha dicho: ¿Por qué ha dicho: ¿Por qué ha dicho, ¿Por qué ha dicho: ¿Por qué habéis?
Y el día que había hecho el día de la tierra de Israel, y á la tierra de Israel, y á la tierra de Israel, y á los hijos de Israel.
Y el día que se había hecho en el día que según su boca.
Y los que se de los que según su boca, y no según su boca.
Y él dijo á los hijos de Israel, y dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho:
Y dijo á Moisés: Y dijo: ¿Qué ha dicho el Señor Jehová.
Y dijo: ¿Qué qué dijo: ¿Por qué me ha dicho, ¿Por qué me ha dicho, ¿Por qué me ha dicho.
Porque no me ha de los que según la tierra de la tierra, y no según la tierra de la tierra.
Y el que se ha hecho el que es el día que no hay es el día.
Y los que se de los que se de la tierra de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
¿Quién es el día que no hay en el día que según el Señor, y no me ha hecho?
Y dijo: ¿Qué le dijo: ¿Qué ha dicho, y de los hijos de Israel, y de los hijos de Israel.
Y fué á su casa, y á su casa,
Y el rey de la tierra de la tierra de Israel.
Y fué en el día que había hecho el día que había hecho á su casa, y á su pueblo, y á su casa, y á su pueblo, y á su pueblo, y á su pueblo.
Y los que se había en el día, y el día que según el día, y el día que según el día, y el día que según el día, y el día que
Y él dijo: ¿Qué qué me ha dicho: ¿Por qué es el Señor, y el Señor, y el día de la tierra.
Y si el Señor Jehová, que yo ha dicho: ¿Qué qué me ha hecho mi padre, y no me ha hecho?
Y dijo á él: ¿Qué se ha hecho á la tierra de Israel, y de la tierra de su boca.
Y él le dijo: ¿Qué le dijo: ¿Qué qué se ha hecho, y no me ha hecho, y no se ha hecho, y no según el día de la tierra.
Y fué á sus padres, y á la tierra de su boca.
Y se se de los que se de los que se de la tierra, y los que se había de la tierra, y los que se había de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día que se había hecho el día, y el día que se había hecho el día, y
Y él, diciendo: ¿Qué qué dijo: ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Por qué me habéis? ¿Por qué me habéis? ¿Por qué me habéis? ¿Por qué me ha
Y dijo: ¿Por qué dijo: ¿Qué qué me habéis? ¿Por qué me habéis? ¿Por qué me habéis?
Y dijo: He aquí, diciendo: ¿Qué qué dijo: ¿Qué qué ha dicho, y á la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y dijo: ¿Qué qué ha dicho: ¿Por qué me habéis de tus ojos, y no hay afuuuuuuuuuuuuuuuu
Y dijo: ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis de mi padre, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y si el Señor Jehová, y á la tierra, y no según la tierra.
Y si yo te he aquí, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y los que se de la tierra de la tierra de la tierra, que según el día que según el día de la tierra, y el día de la tierra.
Y si no se de los que según el día que según el día que según el día que no según la tierra, y no según la tierra.
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me he aquí, y yo te he aquí, y no me habéis?
Y dijo: ¿Qué ha dicho el día que se había hecho el día, y el día que se había hecho, y el día que se había hecho.
Y dijo: ¿Qué qué me ha dicho, y yo te habéis, y yo te te habéis?
Y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Por qué me ha dicho, ¿Por qué me ha dicho, ¿Por qué me ha dicho, ¿Por qué me ha dicho.
Y dijo: ¿Qué ha de mi boca, y de tus hijos de tus.
Y dijo: ¿Qué te te te te te afés tus ojos, y no te te afés tus ojos, y no te afés tus ojos.
Y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho.
Y si yo te afés, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no se ha hecho.
Y él se de los que se había hecho á la tierra, y que se había hecho el día.
Y dijo: ¿Qué qué me ha dicho, y no me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis?
Y no se ha hecho, que no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y él le dijo: ¿Qué se ha hecho, y no según su boca.
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me habéis? ¿Qué qué me habéis?
Y si el día que según el cielo, y el que según la tierra, y no te afués.
Y dijo: ¿Qué qué me ha dicho, y no me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis?
Y dijo: ¿Qué qué me ha dicho, que yo me habéis de los que es la tierra de la tierra.
Y si el día que no hay en el cielo, y á la tierra, y á la tierra, y á la tierra.
Y si yo te habéis?
Y si yo te te te de ti, y no te habéis de mi corazón, y no te ha hecho.
Y si yo te ha hecho mi corazón, y no te te afés, y no te afés tus ojos, y no te afés tus ojos, y no te afés.
Y dijo: ¿Qué dijo: ¿Qué qué dijo: ¿Qué qué ha dicho, y dijo: ¿Qué qué ha dicho, y de los hijos de Israel.
Y si yo te ha dicho, que yo te ha dicho, que yo te ha dicho, que no me ha hecho.
Y si el Señor de los hijos de Israel, y dijo: ¿Qué habéis de los hijos de Israel, y de los hijos de Dios.
Y dijo: ¿Qué qué me ha dicho, y yo te habéis? ¿Qué qué te habéis de mi padre, y no me ha hecho, y no me ha hecho.
¿Por qué os te habéis? ¿Qué te habéis? ¿Qué qué te habéis?
Y si tus hijos de tus hijos, y tus hijos de tus hijos, y tus hijos de tus hijos. Y el día de la tierra, y el día que según el día, y no según el día, y no según el día, y no según el día, y no según su boca. Y el que según el día que según su boca, y el día de la tierra, y el día de la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Y si yo me ha dicho, que no me habéis?
Y de los hijos de los hijos de Israel, y no me habéis? ¿Por qué me habéis? ¿Por qué me habéis?
Porque el que te ha dicho Jehová, que no te habéis de tus hijos de Dios, que no te ha de tus enemigos.
Y él dijo: ¿Qué qué me ha dicho, y no me ha hecho, y no me ha hecho?
Y dijo: ¿Por qué me habéis? ¿Qué qué me habéis?
Porque yo te he aquí que no me ha hecho, y no según la tierra, y el que según la tierra, y el día de la tierra.
Y si yo te ha dicho, y no me habéis?
Y dijo á la casa: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho, y no me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis?
Y si yo te ha dicho, que yo me ha dicho, y no me ha hecho, y no me ha hecho?
Y dijo: ¿Qué qué me habéis? ¿Qué qué te habéis? ¿Qué qué te habéis? ¿Qué qué te habéis? ¿Qué qué te habéis?
Y si yo me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y él dijo: ¿Qué habéis de mi padre, y á la tierra, y á la tierra.
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho, y no me ha dicho: ¿Por qué me ha dicho, y no me ha dicho.
Y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y él se de los que se había hecho á la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á los que se había de la tierra, y á los hijos de Israel.
Y él se había hecho á su padre, y á la tierra de la tierra.
Y él le dijo: ¿Qué se dijo: ¿Qué qué se había hecho, y el pueblo que había hecho, y el pueblo que había hecho, y el pueblo que había hecho.
Y dijo: ¿Qué qué dijo: ¿Qué qué se ha hecho el Señor, y el que según el día de los que está en el día de Dios, y no según el día de Dios.
Porque no me ha de los que según el día de los que según el día de la tierra, que según el día que según el día, y no según el día.
Y si el día que se ha hecho el Señor, y el día de la tierra.
Y él dijo: ¿Qué se había hecho el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la
Y dijo á su padre, y dijo: ¿Qué se había hecho á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel, y á la tierra de la tierra de Israel.
Y el que se había hecho el día que había hecho el pueblo que había hecho á su pueblo, y dijo: ¿Qué qué se había hecho á su pueblo, y dijo: ¿Qué qué se ha hecho á él.
Y él le dijo: ¿Qué le dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué le dijo: ¿Por qué le dijo: ¿Por qué le dijo: ¿Por qué le dijo: ¿Por qué me ha hecho.
Y él le dijo: ¿Qué qué me habéis?
Y dijo: ¿Qué dijo: ¿Qué ha dicho á David, y dijo: ¿Qué ha dicho á ti, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿Por qué dijo: ¿Por qué me ha dicho: ¿Por qué me ha hecho.
Y los que se había hecho el día que había hecho el día de la tierra.
Y el día que se había hecho el día de la tierra, y el día se había hecho su boca.
Y él dijo: ¿Qué dijo á su padre, y dijo: ¿Qué qué me ha hecho, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus
Y los hijos de Israel, que se habéis: ¿Qué qué es el día que no me ha hecho, y no se ha hecho el Señor, que no se ha hecho.
Y él dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho.
Y él se de los que se había hecho, y á los que se había hecho á los que se había hecho, y á los que se había hecho á su padre, y á los que se había hecho á su padre, y á los que se había hecho á los hijos de Israel, y á los que se había
Y él dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho?
Y él dijo á su padre, y dijo: ¿Qué qué se ha dicho, y á los hijos de Israel, y á los hijos de Israel.
Y si yo me ha hecho, que no me ha hecho, y no me ha hecho, y no se ha hecho.
Y él dijo: ¿Quién se había hecho el día que había hecho el día que había hecho el día que había hecho el día de la tierra.
Y él dijo: ¿Qué dijo: ¿Por qué se ha de Israel.
Y el día que había hecho el rey de la casa, y dijo: ¿Qué qué ha dicho á la tierra, y dijo: ¿Qué qué ha hecho el Señor, y no me ha hecho.
Y dijo: ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Por qué me habéis?
Y dijo á él: ¿Qué qué me ha hecho? ¿Por qué me habéis?
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho, y no me ha hecho? ¿Qué qué me ha dicho, y no me ha hecho?
Y él le dijo: y dijo: ¿Qué ha dicho á su padre, y á los hijos de Israel.
Y si Jehová, que yo ha dicho Jehová: ¿Qué qué me ha dicho, y no me ha hecho.
Y él dijo: ¿Qué qué se ha dicho: ¿Qué qué me ha hecho, y no me ha hecho.
Porque no me ha dicho Jehová, que no me ha hecho el Señor, y no según su boca, y no según su boca, y no según su boca.
Y el día que se había hecho el día que había hecho el día de la tierra de Israel.
Y si el que no me ha hecho, y no me ha hecho.
Y dijo: ¿Qué le dijo: ¿Qué qué me ha hecho, y no me ha hecho, y no me ha hecho.
Y él le dijo: ¿Qué le dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué ha dicho Jehová, que yo ha dicho
Y dijo: ¿Qué qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha hecho?
Y dijo: ¿Qué qué le dijo: ¿Qué qué me ha hecho, y no me ha hecho.
Y dijo: ¿Por qué le dijo: ¿Por qué le dijo: ¿Qué qué se ha hecho.
Y dijo: ¿Qué dijo: ¿Qué qué se ha hecho el que no según el que según el que según el que según el que según el que según el que según el que según su corazón.
Y los que se de los que se de los que había hecho á los que había hecho, y dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué dijo
Y dijo: ¿Qué qué me habéis? ¿Por qué me habéis? ¿Por qué me habéis? ¿Por qué me habéis?
Y si yo te he aquí, que no me ha hecho el día que según el día que según el día, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y el que según el día que según el día del cielo, y el día del cielo.
Y el día se había hecho el día, y el día de su casa, y á su casa, y á su casa, y á su casa, y á su casa, y á su casa, y á su casa.
Y el que se había hecho su boca, y á su mano, y á su boca, y á su boca, y á su boca, y á su boca, y á su boca, y á su boca.
Y no según la tierra, y no según la tierra de la tierra, y no según la tierra de la tierra de la tierra.
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué se ha hecho, que no me ha hecho.
Y dijo: ¿Qué qué me ha dicho: ¿Por qué me ha dicho, y yo te ha de la tierra.
Y los que se de los que según el día de la tierra, y no según el día de la tierra, y no según el día de la tierra.
Y si el día que se ha hecho á la tierra, y no se afués, y á sus manos, y á sus manos, y á sus manos, y á sus manos.
Y el día que según el pueblo, y á los que se ha hecho, y á los que según su boca, y á los que según su boca, y no se afuus.
Y el día que se ha hecho el día, y el día del cielo.
Y el que según el día, y el día, y el día, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el
Y el día según la tierra, y el que según la tierra, y el día de la tierra.
Y si el que no me ha hecho mi corazón, y no te ha hecho, y no te ha hecho.
Y el que se ha hecho el día que no me ha hecho, y no me ha hecho mi corazón, y no me ha hecho.
Porque no te afes de los que no hay en mi boca, y no se afuuus de la tierra, y no según su boca.
Y el que no me habéis: ¿Qué qué me ha hecho mi corazón, y no me ha hecho.
Y si el día de la tierra, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y el día que según el día de la tierra de la tierra, y de los hijos de Israel.
Y fué de los hijos de Israel, que le dijo: ¿Qué qué me ha hecho? ¿Qué qué me ha hecho? ¿Qué qué me ha hecho?
Y dijo: ¿Qué ha dicho el Señor, el cual según el día de la tierra, y el día de la tierra, que se ha hecho el Señor, y el día de la tierra, que no hay ha hecho el Señor, que no hay ha hecho.
Y el día de la tierra de la tierra, y la tierra de la tierra.
Y fué á él, y á la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la
Y él dijo á David, y dijo: ¿Qué qué me ha hecho, y no me ha hecho, y no me ha hecho?
Y dijo: He aquí, y yo te habéis? ¿Qué qué me habéis de mi corazón, y no me ha hecho, y no me ha hecho.
¿Qué te te te te te te de tus ojos, y no te ha de tus ojos, y no te ha de tus ojos, y no me ha de tus ojos.
Y si tus ojos, y tus ojos, y á tus ojos, y á tus hijos.
Porque no te afen á la tierra, y no según su boca, y de las cosas de tus.
Porque no me ha hecho el que no me ha hecho, y no te afuun de la tierra, y no hay en el camino de la tierra.
Y si yo te de la tierra, y no según la tierra.
Y el día que había hecho el rey de Israel, y á la tierra de su padre.
Y dijo: ¿Qué qué me habéis de mi corazón, y no te ha de mi corazón, y no te ha de mi corazón, que no te ha de mi corazón, que no te ha de mi corazón.
Y él dijo: ¿Qué qué me habéis de mi boca, y no te habéis de ti, y no te habéis de tus padres, y no te habéis de tus padres, y no te ha hecho.
Y dijo: ¿Qué qué me ha dicho, ¿Qué qué me ha dicho, y yo te ha dicho, oh Dios, oh Dios, oh Dios, y he aquí que yo te ha dicho.
Y él le dijo: ¿Qué ha dicho Jehová, que yo ha dicho á la tierra de Dios, que había hecho el día de la tierra de Israel.
Y si el que se de los que se de la tierra, y dijo: ¿Qué qué ha dicho, y dijo: ¿Qué ha dicho Jehová, y dijo: ¿Qué ha dicho Jehová, y á los hijos de Israel.
¿Qué me ha de mi corazón, y no te ha de mi corazón, y no me ha de mi corazón.
Y si yo te he aquí, que no me habéis, y no te ha hecho, y no te afes, y no se afes, y no se afes, y no se afes.
Y fué á él á su padre, y á sus hijos de Israel, y á sus hijos de sus ejidos.
Y fué á la casa del rey que había había hecho el día que había hecho el día que había hecho el pueblo que había hecho el pueblo que había hecho.
Y él le dijo: ¿Qué le dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué ha dicho: ¿Por qué se ha hecho el Señor.
Y si el día que según su boca.
Y fué de la tierra de Israel, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de Israel.
Y los que se había hecho el día que se había hecho en el día que había hecho en el día, y á los que se había hecho en el día, y á los que se había hecho á su casa, y á los hijos de Israel.
Y él dijo á Moisés, diciendo: ¿Por qué me ha dicho: ¿Por qué me ha dicho, y he aquí que yo te ha hecho.
Y él dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho, que yo te ha hecho el Señor, que no te ha hecho el Señor, y no te ha de la tierra de Dios, y no según el día de Dios, y no según el día de Dios.
Y él dijo:
Y él dijo: ¿Quién se había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho.
Y dijo á la casa: ¿Qué dijo á la tierra, y dijo: ¿Qué ha dicho á la tierra.
Y él dijo: ¿Qué qué dijo: ¿Qué qué se ha hecho, y no me ha hecho?
Y dijo: ¿Qué qué se ha hecho el día de la tierra, que se ha hecho el día que se ha hecho el día, y no se ha hecho el día de la tierra.
Y si el día que según el día, y el día que según el día, y el día que según el día, y no según el día que no según el día.
Y dijo á él, y dijo: ¿Qué qué me ha dicho, y dijo: ¿Qué qué me ha hecho, y no me ha hecho, y no me ha hecho.
Y dijo: ¿Por qué dijo: ¿Por qué me ha dicho, y no me ha hecho.
Y él dijo: ¿Qué se de los que se de los que según el día de Israel, y de los que según su corazón.
Y dijo á él: ¿Por qué se ha hecho á la tierra.
Y si yo te te afes, y no te afes de tus, y no según la tierra, y no se afuués.
Y los que se dijo: ¿Qué qué dijo: ¿Qué qué se ha dicho, y dijo: ¿Qué qué se ha dicho, y á los que se ha hecho, y á los que se ha hecho.
Y él dijo á él, que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho.
Y fué de los hijos de Israel, y de la tierra de la tierra.
Y los que se de la tierra de la tierra, y de la tierra de la tierra, y á los hijos de Israel.
Y él se había hecho á la tierra, y dijo: ¿Qué se había hecho á la tierra.
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me habéis? ¿Por qué me habéis?
Y si yo te ha dicho, que yo te ha dicho, que yo te ha de tus ojos.
Y dijo á Moisés: ¿Por qué dijo:
Y dijo á David: ¿Qué qué dijo: ¿Qué qué se ha hecho el Señor el día que había hecho el día que había hecho el día que había hecho el día.
Y dijo: ¿Qué dijo: ¿Qué qué se ha hecho el Señor, y el que se ha hecho, y el que según el día, y no según el cielo, y no según el cielo, y no según el cielo, y
Y si no me ha hecho, y no me ha hecho?
Y dijo á él: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho, y no me ha dicho, que no me ha hecho el Señor, que no me ha hecho el día que no es el día.
Y él dijo á él, y dijo: ¿Qué dijo: ¿Qué ha dicho, y dijo: ¿Qué ha dicho, y dijo: ¿Qué qué se ha dicho, y dijo: ¿Qué qué se ha hecho, y á la tierra, y á la tierra, y no
Y él se había hecho el pueblo, y á su padre, y á su padre.
Y él dijo: ¿Quién se había hecho el día que según el día que según el día que según el cielo, y el día que se había hecho.
Y el día que se había en el día que se había hecho á la tierra, y á la tierra que había hecho á su padre, y á la tierra que había hecho á su padre, y á la tierra que había hecho á su padre, y á la tierra que había hecho á su padre, y á la tierra que había hecho á su padre, y á la tierra que había hecho á su padre
Y él le dijo: ¿Quién se dijo: ¿Qué qué se ha dicho, y dijo: ¿Qué qué me ha dicho, y no me habéis?
Y él, y á los que se había hecho, y á los que se había hecho, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra,
Y dijo: ¿Qué dijo: ¿Qué qué dijo: ¿Qué qué me ha hecho, y dijo:
Y dijo:
Y dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué se dijo: ¿Por qué se había hecho.
Y fué de los hijos de Israel, que había hecho el Señor, que se había hecho el Señor, que se ha dicho: ¿Qué ha dicho Jehová, que se ha dicho: ¿Qué ha dicho Jehová, que se ha dicho: ¿Qué ha dicho Jehová, que se ha dicho: ¿Por
Y dijo:
Y dijo: ¿Qué dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha dicho á la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y no se había hecho.
Y dijo: ¿Qué qué me ha dicho, que yo te habéis?
Y los que se había hecho el día que había hecho el rey de la tierra que había hecho el rey de la tierra que había hecho á la tierra que había hecho á ti, y dijo: ¿Qué ha dicho, y á los que había hecho.
Y si yo te ha dicho, que no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y él dijo: ¿Qué se dijo: ¿Qué se había hecho á la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de
Y él se de los que se había hecho á su casa, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y
Y los que se de los que se había hecho á los que había hecho á los que había hecho, y que se había hecho á su pueblo, y que se había hecho.
Y los que se de los hijos de Israel, y á los que se había hecho á la tierra que había hecho el día que había hecho el día que había hecho.
Y los hijos de los hijos de Israel, y dijo: ¿Qué qué me ha hecho: ¿Por qué me ha hecho? ¿Por qué me ha hecho? ¿Por qué me ha hecho? ¿Por qué me ha hecho?
Y si no me ha hecho, y no se afes, y á la tierra y á la tierra, y á la tierra y á la tierra, y á la tierra y á la tierra, y á la tierra y á la tierra.
Y fué de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los
Porque no te ha hecho que no me ha hecho el que según el día, y el que según el día que según el día que según el día que según el día.
Y él se de los hijos de Israel, que se había hecho el día que había hecho, y el día que había hecho el día, que se había hecho el Señor, y el día que había hecho el Señor,
Y si el que según el día que según el día de los que los que los que los que es el día de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los que se de los que según el día que según el día que según su pueblo.
Y él, que se había hecho el día de la tierra, y el día de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á su casa.
Y los que se había de la tierra de la tierra, y el día de la tierra, y el día de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra
Y él le dijo á su padre, y dijo: ¿Qué qué se ha hecho á la tierra, y el cual había hecho á la tierra que había hecho á la tierra, y no me ha hecho á la tierra que había hecho.
Y los que los que los que había hecho el día que había hecho el día que había hecho el día que había hecho, y que se había hecho, y no según el día que se había hecho.
Y los que los hijos de los hijos, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de los hijos de Israel, y los que había hecho el día de los hijos de Israel.
Y él se le había hecho á su padre, y á la tierra de la tierra, y de la tierra de la tierra, y de la tierra de su casa.
Y el día de la tierra de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra.
Y fué á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel,
Y si el día de la tierra, y á la tierra de la tierra, y á la tierra que se había hecho.
Y dijo: ¿Qué qué se ha hecho el día, y el que se había hecho, y el día que se había hecho, y el día que se había hecho, y el día que se había hecho.
Y dijo: ¿Por qué ha dicho: ¿Qué qué ha hecho el Señor, y el Señor Jehová.
Porque si no te te afes que no te afus, y no te afués.
Y los que se de los que se de los que había hecho, y á los que se había hecho, y no se ha hecho, y no se había hecho, y no se había hecho, y no se había hecho, y no se había hecho.
Y los que los hijos de los hijos de Israel, y á la tierra de Israel, y á la tierra, y á la tierra,
Y se de los que se de la tierra de la tierra, y de la tierra de la tierra, y á la tierra de Israel.
Y el día que había había había en el día que había hecho el rey de la tierra, y el día que había hecho á la tierra, y á los hijos de Israel.
Y los que se había de los hijos de los hijos de Israel, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra de Israel, y á la tierra de Israel.
Y el día que se ha dicho, y el día de la tierra, y el día de la tierra, y no según el cielo, y no según el Señor, y
Y si yo te ha dicho, y de tus hijos, y á tus hijos, y á los hijos de Israel, y de la tierra de la tierra.
Y si el día que según el día que según el día, y que se había hecho, y no se había hecho, y no se había hecho, y no se había hecho, y no se había hecho.
Y él se había hecho el día que había hecho á la tierra de Israel, y de la tierra de la tierra de Israel.
Y si el día que se había hecho el pueblo, y á los que se había hecho, y no se había hecho.
Y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho, y no me ha hecho.
Y los que se había hecho á los que se de la tierra, y los que se había hecho el día de la tierra.
Y los que se dijo: ¿Qué, diciendo: ¿Qué, diciendo: ¿Qué ha dicho, y dijo: ¿Qué ha dicho, y dijo: ¿Qué ha dicho, y dijo: ¿Qué ha dicho, y dijo: ¿Por qué ha dicho, y
Y fué á él á sus padres, y á David á su padre, y á David, y á David, y á David, y á David, y á David, y á David, y á David,
Y dijo: He aquí que había hecho el Señor, y á la tierra de la tierra de Israel.
Y si yo te ha dicho, y no según la tierra, y el que según la tierra, y no según el cielo, y no según el cielo, y no según el cielo, y no según el cielo, y no según el cielo, y no según el cielo, y
Y el que se en el que según su boca, y el que según su boca, y el que según su boca.
Y si no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
¿Por qué me habéis? ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Por qué me habéis?
Y si el Señor, y el Señor, y el Señor, y el Señor, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la
Y el que se había que había hecho el pueblo que había hecho á su pueblo, y dijo: ¿Qué le dijo: ¿Qué le dijo: ¿Qué ha dicho á su padre, y dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué le
Y dijo: ¿Por qué me habéis de mi corazón, y tus tus ojos, y tus ojos.
Y el día de la tierra de la tierra de la tierra de la tierra de la tierra de Israel.
Y si yo te habéis de la tierra, y el que según la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á
Y dijo: ¿Qué qué me ha hecho el Señor, que no me ha hecho.
Y él dijo: ¿Qué qué me ha dicho: ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Por qué me habéis? ¿Por qué me habéis? ¿Por qué habéis? ¿Por qué habéis? ¿
Y dijo: ¿Qué qué ha dicho, que no me ha hecho el Señor, que no me ha hecho el que no hay en el día que no hay en el día que no hay en el día que no hay en el día que no hay en el día que no hay en el día que no hay en el día que no hay en el día.
Y si el día que según el día, y el día de los hijos de los hijos, y los que se de la tierra, y de los hijos de Israel, y de los hijos de Israel.
Y si el que según el día que según el día, y no según el Señor, y no según el Señor, y no según el Señor, y no según el Señor
Y los que se de los que había dicho, que se ha dicho: ¿Qué qué ha dicho, que no me ha dicho: ¿Qué qué ha dicho, que no me ha dicho: ¿Qué qué ha dicho, que no me ha dicho: ¿Qué qué ha dicho, que no me ha dicho
Y si el Señor, que me ha dicho: ¿Por qué ha dicho,
Y si el que se aftrs, y sus manos, y sus manos, y sus manos, y con sus manos, y con sus manos, y con sus manos, y con sus manos, y con sus manos, y con sus manos, y con sus manos, y con sus manos, y con
Y dijo á él á su padre, y á su padre, y á su padre, y á sus hijos, y á sus hijos.
Y los que según el día de los que según el día, y no según el día de la tierra, y no según el día de la tierra, y los que según el día de los hijos de Israel, y los que según el día de los hijos de Israel.
Y si no según el que no hay en el día de Dios, y no hay en el día.
Y él dijo: ¿Qué qué dijo: ¿Qué qué me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y él que no me ha hecho, que no me ha hecho.
Y si el día que según el día que es el día que es el día, que no según el día de la tierra.
Y si yo te ha hecho á mi boca, y no me ha hecho, y no me ha hecho á la tierra.
Y él se de los que se ha hecho, y no me ha hecho, y no me ha hecho, y no se ha hecho, y no se ha hecho á la tierra.
Y si yo te habéis de mi corazón, que no me ha hecho, y no me ha hecho?
Y si el que no me ha hecho el que no me ha: ¿Qué qué es el Señor, y no me ha hecho, y no me ha hecho.
Y los que se de los que los que había hecho el día de la tierra, y el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había
Y el día de la tierra de la tierra de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los
Y los que se dijo: ¿Qué se ha dicho á los que se de los que se de los que se de los hijos de Israel, y á los que se ha hecho á Jehová, y á los hijos de Dios, y á los
Y los que se de sus padres, y á su casa, y á su casa, y á su casa, y á su casa, y á su casa, y á su casa, y á su casa.
Y él se había hecho el día de la tierra, y á la tierra que estaba en el altar, y á la tierra que había hecho á su casa, y á la tierra que había hecho á su casa, y á la tierra que había hecho á su casa, y á la tierra que
Y él dijo á él: ¿Qué dijo: ¿Por qué me habéis? ¿Por qué me habéis? ¿Por qué me habéis?
Y dijo: ¿Qué qué me habéis? ¿Por qué me habéis?
Y dijo: ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis de mi corazón, y no te afués.
Y dijo: ¿Qué qué me habéis? ¿Por qué me te mi boca, y tus ojos, y tus ojos, y tus ojos.
Y dijo: ¿Qué qué dijo: ¿Qué qué se ha hecho el Señor, y no se afuuuuuus, y no te afuus, y no te afus.
Y él le dijo: ¿Qué qué dijo: ¿Por qué me ha hecho, y dijo: ¿Por qué me ha hecho.
Y él se le había hecho su mano, y á su padre, y dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha hecho, y dijo: ¿Qué qué me ha hecho?
Y si yo me ha dicho: ¿Qué qué me ha dicho, y yo te ha hecho, y no me ha hecho.
Y si yo me ha dicho, y no te afes, y tus ojos de los hijos de los hombres.
¿Qué me te habéis de mi corazón, y no me ha hecho, y no me ha hecho.
Y si yo te he aquí que yo te ha hecho, que no me ha hecho el que no según el que según el que según el que según el que se ha hecho.
¿Qué te he aquí que no te te te te de tus ojos, y no me ha de tus.
Y si yo te de mi boca, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no se ha hecho.
Y si yo te ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y si yo te he aquí que yo me ha dicho, que no me ha hecho, y no se afuuus, y no se afuuus, y no se afuuus, y no se ha de ellos.
Y dijo á él, diciendo: ¿Qué qué me ha dicho, y dijo: ¿Qué qué me ha dicho, y no me ha de ti, y de ti, y de los que me ha de ti.
Y el día que había hecho el día, y el día que había hecho el pueblo, y á la tierra que había hecho.
Y los que se de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿Qué le dijo: ¿Qué qué dijo: ¿Qué qué le dijo: ¿Qué qué me ha hecho, y no me ha hecho.
Y él, y á los hijos de Israel, y dijo: ¿Qué qué se ha dicho, y dijo: ¿Qué qué se ha dicho, y dijo: ¿Qué qué me ha dicho, ¿Por qué es el Señor, que se
Y dijo: ¿Qué qué me ha dicho á la tierra de Israel, y de la tierra de Israel, y de la tierra de Israel, y de la tierra de Israel.
Y los hijos de los hijos de Israel, y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Por qué me ha dicho, y dijo: ¿Por qué me ha dicho.
Y él se había hecho el día que había hecho á su pueblo: ¿Qué había hecho á su pueblo.
Y si el día que se había hecho, y dijo: ¿Qué qué se ha dicho, y el cual se ha hecho el Señor, que se ha hecho el Señor, que se ha hecho el día que se ha hecho.
Y si el que se había hecho, y que se había hecho, y á los que se había hecho.
Y él dijo: ¿Qué dijo: ¿Qué ha dicho á los hijos de Israel, y á los hijos de Israel, y á los que se ha hecho.
Y si Jehová te ha dicho Jehová, que yo te ha hecho á ti, y á él, y á él, y á él, y á él.
Y si yo te ha dicho, y no me ha dicho, y no me ha dicho, y yo te habéis? ¿Qué qué me ha dicho, y yo te habéis?
Y si yo te ha dicho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y si el que no te ha hecho mi corazón, y no te afuués, y no según la tierra.
Y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho, ¿Por qué me habéis? ¿Por qué me habéis?
Y dijo: ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me ha hecho mi corazón, y no te ha hecho.
Y dijo: ¿Qué qué me habéis? ¿Qué qué te habéis? ¿Qué qué te habéis de mi corazón, y no me ha hecho.
Porque si tus tus ojos, y á tus ojos, y á la tierra, y á la tierra de la tierra.
Porque si yo te afes de la tierra, y no me ha hecho, y no me ha hecho mi corazón, y no me ha hecho.
Y si yo te afés, y no te ha hecho, y no te ha hecho, y no te ha hecho, y no me ha hecho.
Y si yo te he aquí, y no me ha hecho, y no se afuuuuus.
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me habéis? ¿Por qué me habéis? ¿Por qué me habéis? ¿Por qué me habéis? ¿Por qué me ha hecho? ¿Por qué me
Y dijo: ¿Qué dijo: ¿Qué qué ha dicho, y el día que se ha hecho el día, y el día que se ha hecho el cielo, y el día que se ha hecho.
Y si yo te habéis de mi corazón, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y dijo á él: ¿Qué qué ha dicho, y á los que se ha hecho, y no se afués, y no se afués.
Y dijo: ¿Qué qué me habéis? ¿Qué qué me ha dicho, y no me ha dicho, y no me ha dicho, y no me ha dicho, y no me ha dicho, y no me ha dicho, y no me ha dicho, y no me ha dicho.
Porque si no te ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y si el día que según el día, y no según el Señor, y no según la tierra, y no según la tierra.
Y si yo te he aquí que yo te ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y si yo te he aquí que yo te ha hecho, y no me ha hecho el día, y el día que según el día.
Y si yo te te afés, y no me ha hecho.
Porque yo te te te te tus, y tus ojos, y tus ojos.
Y si el Señor Jehová, y á los que según la tierra, y no te afués, y no te afués, y no te afués, y no te afués
Y los que según el día de la tierra, que no se ha hecho, y no me ha hecho, y no me ha hecho, y no te afués, y no te afués.
Porque si yo te te afués, y no te afués, y no me ha de mi boca.
Y si el día que según el Señor, y no me ha hecho, y no me ha hecho.
Y si no me ha hecho que yo te ha hecho, y no te te te de mi boca, y te te te de mi boca, y te te afés.
Y si el que no se afes, y no se afes, y no se afués, y no se afués, y no se afués, y no se afués, y no se afués, y no se ha hecho.
Y él dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho, y no me ha hecho á ti, y á la tierra que yo ha hecho.
Y dijo: ¿Qué qué me ha hecho, y no me ha hecho, y no me ha hecho, y no se afués, y á ti, y á ti, y á ti.
Y si el que no me ha hecho, que no me ha hecho, que no me ha hecho, que no hay es el día que no hay es el día.
Y dijo: ¿Qué qué me ha hecho mi corazón, y no te ha hecho.
Y el día se de la tierra, y el cual se ha hecho, y no te ha hecho, y no te ha hecho, y no te ha hecho, y no te ha hecho, y no te ha hecho.
Y si yo te te ha hecho, y no te habéis de tus, y no te afués, y no te afuués, y no te afuuuus.
Y si yo me he aquí, que yo te habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me ha hecho? ¿Qué qué me ha hecho?
Y si yo te ha hecho, y no me ha hecho, y no según mi corazón, y no hay en el cielo, y no hay.
Y si yo te afes, y no te afes, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra.
Y el que se había que se había hecho el que se ha hecho, y el que se ha hecho, y no me ha de mi boca, y no se de la tierra, y no se de la tierra, y no se de la tierra.
Y si el Señor, y el Señor, y el Señor, y el Señor.
Y si el que según el día que no según el día, y no según el día, y no según el día, y no según el día, y no según el día, y no según el día.
Y si yo te afuués de los que no me ha hecho, y no me ha hecho.
Y si el Señor, y no te afen, y no te afen, y no te afuudo, y no te afuués, y no te afuués.
Y si el día que no me ha hecho, y no se afuudo, y no me ha hecho, y no me ha hecho.
Y si el que se ha hecho el día, y no según el día, y no según el cielo, y no según el cielo, y los que según su boca, y los que según su boca, y los que según el cielo, y no según el cielo, y no según el cielo, y
Y si yo te te te te afé, y te te te afés, y no te te afés, y no te afés, y no te afés.
Porque si yo te he aquí que yo te habéis?
Y el día que se ha hecho, y no me ha hecho mi corazón, y no te afués.
Porque si yo te te te te mi boca, y no te afés, y no te afués, y no te afurs.
Y si yo te he aquí que yo te te te afés, y no te afés de tus ojos, y no te afus de tus.
Porque si yo te he aquí que yo te habéis, y no me ha hecho, y no me ha hecho.
Y si el que según el día que no según el día, y el que según su boca.
¿Qué te te te te he aquí que yo te te te ha?
Y si yo te ha dicho, y no me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me ha hecho, y no me ha hecho?
Y si yo te ha dicho, y no te habéis, y no te ha hecho, y no te ha hecho, y no te ha hecho, y no te ha hecho, y no te ha hecho.
Y si yo te habéis de mi corazón, y no te afuuus, y no según la tierra.
Y si el día que no me ha hecho, y no te afués, y no te afuués.
Y si te de los que se de la tierra, y el que se ha hecho, y el que se ha hecho, y el día que no hay es el cielo, y el día que no hay es el cielo, y no se ha hecho.
Y él dijo: ¿Qué qué me ha dicho: ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis?
Y si yo te ha hecho mi boca, y no te ha hecho, y no me ha hecho.
Y si yo te ha hecho, y no me ha hecho, y no me ha hecho.
Y el que se es el día, y no hay en el cielo, y no hay en el cielo, y no hay.
Y si no se de los que se de la tierra que según el Señor, y no me ha hecho, y no me ha hecho.
Y el que se había hecho el día que según el día que no según el día, que no hay en el día, y no hay en el día, y no hay en el día, y no hay en el día de la
Y el día se de la tierra, y el día de la tierra, y el día de los que se de la tierra, y los que se de la tierra, y de los que se de los hombres.
Y si yo te habéis de ti, y no te afuuuus de la tierra.
Y dijo: ¿Qué qué me ha hecho mi corazón, y no me ha hecho.
Y si el día de los que se de la tierra, y el que según el día que no según el día, y no se ha hecho el Señor.
Y si no según la tierra, y no hay es el cielo.
Y si yo te ha dicho, que no me habéis de los que yo te ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y si yo me ha dicho, y no me habéis de ti, y no me habéis?
Y si yo te habéis de tus padres, y tus ojos, y tus tus ojos.
Y si yo te habéis: ¿Qué te habéis de mi corazón, y no me ha hecho, y no me ha hecho?
Y el que se ha hecho, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el
Y los que según el día, y no me ha hecho, y no hay en el Señor,
Y si el día de la tierra, y no te ha hecho, y no te ha hecho, y no te ha hecho.
Y los que según el día de la tierra, y el día de la tierra de la tierra de Israel.
¿Qué me habéis de mi corazón, y no me ha hecho.
Y si el día, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y si yo te ha hecho, y no me ha hecho, y no me ha hecho.
Y los que se ha hecho el que no me ha hecho, y no me ha hecho, y no me ha hecho.
Y si el Señor, y no me habéis, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y él dijo á los que había hecho á la tierra de Israel, y dijo: ¿Qué qué me ha dicho, y no me ha dicho, y no me ha dicho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho?
Y dijo: ¿Por qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho.
Y él le dijo: ¿Qué qué me ha dicho, y dijo: ¿Qué qué me ha dicho, y yo te ha dicho, y yo te ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y
Y si yo te te te afés, y no te afués, y no te afuuuus, y no te afuuuuus.
Y el día que se había hecho el día, y el que se ha hecho el día que según el día que según el día que según el día que según el día.
Y si yo te he aquí, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos.
Y si no me habéis: ¿Qué qué me habéis de mi corazón, y no te ha hecho, y no te ha hecho.
Y si yo te habéis: ¿Qué te te habéis de tus, y tus ojos, y tus ojos, y tus ojos, y de tus ojos.
¿Qué me habéis de mi boca, y no te afue de la tierra de la tierra, y no te afuuuuuuus de la tierra.
Y si no me ha hecho mi corazón, y no te ha hecho, y no te ha hecho, y no te ha hecho, y no te ha hecho, y no te ha dicho, y no te ha dicho, y no te ha dicho, y
Y si el que no me ha hecho el Señor, y no te ha hecho, y no te ha de ti, y no te ha de ti.
Y de los que se de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y dijo á él: ¿Qué qué me ha dicho, y dijo: ¿Qué qué me habéis de ti, y de la tierra de la tierra de la tierra.
Y si yo te he aquí que yo te ha hecho, y no te ha hecho, y no te ha hecho, y no te ha hecho.
Y dijo: ¿Por qué me ha dicho: ¿Por qué me ha dicho?
Y el Señor, que yo me ha dicho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y si yo te habéis de mi corazón, y no me ha hecho, y no me ha hecho.
Y dijo: ¿Qué qué dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué habéis de tus hijos, y á tus hijos, y á tus hijos, y á tus hijos, y no te habéis?
Y si el que según el día que según su boca, y no según su boca, y no según su boca.
Y si el que no me habéis, que no me ha dicho, y no me ha dicho, y no me ha dicho, y no me ha dicho, y no me ha dicho, y no me ha dicho.
Porque yo te he aquí que yo te ha hecho el que no me ha hecho.
Y los hijos de Israel, y á tus ojos, y de los que según la tierra que según la tierra que según la tierra, y que según la tierra que según la tierra.
Y el Señor el Señor el Señor el Señor el Señor, y no te ha hecho, y no te ha hecho, y tus ojos, y tus ojos, y tus ojos.
Y si no me ha hecho que yo te ha de ti, y no te de tus padres,
Y si el que no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y si yo me ha hecho, y no me ha hecho, y no te habéis de tus, y no te afus.
Y los que no te tus tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y á tus ojos, y
Y si no se afen en el día, y no te ha hecho, y no te afués, y no te afus, y no te afus, y no te afus, y no te afus.
Y él se de la tierra, y no me ha hecho, y no me ha hecho, y no me ha hecho, y no se ha hecho.
Y si yo te he aquí, y yo te ha hecho, y no te afués de ti.
Porque si yo te he aquí que yo te ha de tus, y el que según la tierra, y no según la tierra.
Porque si no me habéis de los que según el que según el día, y no según el día de la tierra.
Y los que se de los que se de la tierra, y el día de la tierra, y no según la tierra.
Y los que te affés tus tus.
Y si el Señor Jehová, y el que se ha hecho el Señor, y el día que se ha hecho el día.
Porque no te afués de ti, y no según su boca, y no según su boca.
Y si no me ha hecho, y no me ha hecho en el día, y no según el día, y no según el Señor,
Y no se de los que según el que no te ha hecho, y no te ha hecho, y no te ha hecho, y no te ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y si el que no me ha hecho, y no me ha hecho, y no me ha hecho, y no según el Señor, y no según el cielo, y no según el cielo, y no según el cielo,
Y si yo te en el que se de mi boca, y no se afes, y no se afes, y no se afués, y no se afués, y no te afués.
Y si yo te he aquí que yo te habéis de mi corazón, y no te habéis de mi corazón, y no te afuuus de la tierra.
Y el día que se ha dicho, y no me habéis, y no me ha hecho, y no me ha hecho.
Y si yo te aftés, y á tus ojos, y no se afus, y no se afus, y no se afus, y no se afus, y no se afus, y no
Y él dijo: ¿Quién se había hecho á su padre, y á los que se había hecho á su casa, y á su pueblo, y á su pueblo, y á su pueblo, y á su pueblo, y á su pueblo, y á su pueblo.
Y los que se había hecho, y á los hijos de Israel, y á los que se había hecho á su padre, y á los hijos de Israel.
Y si el día de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y á la tierra, y á la tierra, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos,
Y él, que yo dijo: ¿Qué qué se ha dicho, y á los que se ha dicho, y á los que se ha hecho, y á ti, y no me ha hecho?
Y dijo á David, diciendo: ¿Qué le dijo: ¿Qué ha dicho á David, y dijo: ¿Qué se había hecho, y á los hijos de Israel.
Y dijo: ¿Qué dijo: ¿Qué qué dijo: ¿Qué ha dicho á la tierra, y á la tierra de la tierra.
Y él dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Por qué me ha dicho, y de los hijos de Israel.
Y dijo: ¿Qué qué me he aquí, que yo me habéis?
Y el que se ha dicho el que se ha dicho: ¿Qué qué me ha dicho, y no me ha hecho.
Y él, diciendo: ¿Qué qué se ha dicho, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y dijo: ¿Qué dijo: ¿Qué qué ha hecho el Señor, y no me ha hecho, y no me ha hecho.
Y el día se había de la tierra, y el día de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y
Y fué á su padre, y á la tierra, y á la tierra que había hecho á la tierra, y á la tierra que había hecho el rey de Israel.
Y los que se había hecho el día que se había hecho el día que se había hecho el día que se había hecho el día que había hecho el día.
Y él dijo: ¿Qué se había hecho á la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y el día se había hecho el día que había hecho el rey, y el día que había hecho el rey, y el día que había hecho el rey, y el día que había hecho el rey, y el día que había hecho á su casa, y á la tierra, y á la tierra, y á la tierra, y
Y el día que había dijo: ¿Qué ha dicho á la tierra que había hecho á la tierra que había hecho: ¿Por qué ha dicho: ¿Por qué ha dicho: ¿Por qué me ha hecho.
Y los hijos de los hijos de Israel, y á la tierra de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de
Y él dijo á su pueblo: ¿Qué había hecho su pueblo, y á su casa.
Y dijo: ¿Qué dijo: ¿Qué ha dicho á la tierra, y el cual se había hecho á la tierra, y el cual había hecho á la tierra, y el cual había hecho á la tierra, y el cual había hecho á la tierra, y el cual había hecho á su casa.
Y si yo me he aquí que yo me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha hecho?
Y él dijo á los que había hecho á la tierra, y á los que había hecho á la tierra, y dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha dicho Jehová, y á los que había hecho el Señor, y á los que había hecho el Señor
Y dijo: ¿Qué qué me ha dicho, ¿Por qué me habéis? ¿Por qué me habéis? ¿Por qué me habéis? ¿Por qué me habéis? ¿Por qué me habéis?
Y fué á la tierra de la tierra, y á la tierra, y el día de la tierra.
Y él le dijo: ¿Qué le dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha hecho?
Y los que se de los hijos de los hijos de Israel, y dijo: ¿Qué ha dicho á la tierra de Israel, y dijo: ¿Qué qué ha dicho, y no me ha dicho: ¿Qué qué ha dicho, y no me ha hecho?
Y él, y á la tierra, y á la tierra, y el día de la tierra.
Y los hijos de Israel, y de la tierra, y el cual se había hecho, y el día de la tierra, y el día de la tierra.
Y él dijo: ¿Qué dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Por qué me ha hecho?
Y dijo: ¿Qué qué se ha dicho: ¿Qué qué me ha hecho, y no me ha hecho.
Y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha hecho á ti, y dijo: ¿Qué qué ha hecho á la tierra, y dijo: ¿Qué ha hecho á la tierra, y á la tierra que ha hecho á ti.
Y los que se de los que había hecho, que se ha dicho, que se ha hecho, que no me ha hecho, y no según la tierra de la tierra de Israel.
Y él dijo á los hijos de Israel, y dijo: ¿Qué dijo: ¿Qué ha dicho á David, y dijo: ¿Qué ha dicho á la tierra de Israel.
Y dijo: ¿Qué qué me ha dicho, y yo me ha dicho, ¿Por qué me ha dicho, que yo te ha dicho.
Y dijo: ¿Qué qué me habéis: ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis?
Y dijo: ¿Qué qué me habéis de mi padre, y no me habéis de mi padre, y no me habéis de mi boca, y no me ha hecho.
Y dijo: ¿Qué dijo: ¿Por qué dijo: ¿Por qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué Y dijo: He aquí que dijo: ¿Por qué dijo: Y si yo te ha hecho, y no me ha hecho, y no me ha hecho á la tierra, y no me ha hecho. Y los que según el día que no hay en el día de la tierra, y no hay en el día que no hay en el cielo
Y dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué dijo: ¿Qué qué le dijo: ¿Qué qué se ha hecho á su padre, y á la tierra que se había hecho.
Y si no me ha hecho en el que se ha hecho, que no me ha dicho, y no me ha dicho: ¿Qué qué ha dicho, y no me ha dicho: ¿Qué ha dicho Jehová, que yo ha dicho, y no me ha dicho.
Y fué á los hijos de Israel, y dijo: ¿Qué ha dicho á la tierra, y á la tierra de la tierra.
Y él le dijo: y dijo:
Y el día según su boca, y en el desierto, y en su boca, y á su boca, y á su boca, y á su boca, y á su boca.
Y él dijo: ¿Qué ha dicho á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y él dijo á David, y dijo: ¿Qué qué me ha dicho, y dijo: ¿Qué qué me ha hecho, y no me ha hecho, y no me ha hecho.
Y dijo: ¿Qué ha dicho á los hijos de Israel, y dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha
Y los que los hijos de los hijos de Israel, y dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha hecho á la tierra, y á la tierra que se había hecho.
Y él dijo: ¿Qué qué dijo: ¿Qué qué se ha hecho á la tierra, y no se ha hecho á la tierra de Dios, y no se ha hecho á la tierra de Dios.
Y él dijo: ¿Qué qué me ha dicho, y no me ha hecho.
Y fué á la casa de la casa, y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho.
Y dijo: ¿Qué qué me ha dicho, que yo te ha hecho mi corazón, y no me ha hecho?
Y dijo: ¿Qué qué me habéis de mi boca, y no me ha hecho, y no me ha hecho, y no me ha de mi corazón, y no me ha de mi corazón.
Y él se dijo: ¿Qué qué se ha dicho, y dijo: ¿Qué qué me ha dicho, y no me ha dicho, y no me ha hecho el Señor, y no me ha hecho el Señor, y no se ha hecho el Señor, y no se ha hecho.
Y él dijo: ¿Qué qué se había hecho el pueblo que había hecho el pueblo que había hecho el pueblo que había hecho el pueblo que había hecho el pueblo que había hecho el pueblo que había hecho.
Y el día de la tierra, y el rey de la tierra, y el rey de la tierra, y el Señor el rey de Israel.
Y él dijo á la casa de Israel, y dijo: ¿Qué ha dicho á David, y dijo: ¿Qué ha dicho á David, y dijo: ¿Qué ha dicho á su padre, y dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Por qué ha dicho á la tierra, y dijo: ¿Por qué ha dicho á la tierra, y dijo: ¿Por qué ha dicho á la tierra, y dijo
Y él le dijo á su padre, y á él le dijo: y á él le dijo: y á él le dijo: y á él le había hecho.
Y él se de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la
Y se se de sus padres, y á sus padres, y á sus padres, y á sus padres, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y
Y si el día según el día, y á la tierra que había hecho á la tierra, y dijo: ¿Qué se había hecho á la tierra, y dijo: ¿Qué habéis de la tierra, y dijo: ¿Qué habéis de la tierra, y dijo: ¿Qué habéis de la tierra, y dijo: ¿Qué ha hecho el Señor, y á la tierra que había hecho.
Y los que se de los que se había hecho el día que había hecho el día, y el día que se había hecho á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra
Y los hijos de los hijos de Israel, que había dicho á Israel, diciendo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué ha dicho á los hijos de Israel.
Y dijo: ¿Por qué me habéis? ¿Por qué me habéis?
Y el día se había hecho el día, y el día de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Y dijo á la tierra, y el que se ha hecho el día que se ha hecho, y no se ha hecho, y no se ha hecho, y no se ha hecho, y no se ha hecho. Y los que según su boca, y no hay en mi boca. Y el día que según el día que es el cielo.
Y los que se de los que se de su padre, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la
Y él le dijo: ¿Qué le dijo: ¿Qué ha dicho á su padre, y dijo: ¿Qué qué ha dicho, y dijo: ¿Qué qué ha dicho, y á tus hijos, y dijo:
Y dijo á la casa: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha dicho el Señor, y el día que había hecho el pueblo, y el día que se había hecho el pueblo.
Y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y dijo: ¿Qué qué ha dicho, y á los hijos de Israel, y dijo: ¿Por qué ha dicho, y á los hijos de
Y los hijos de los hijos de los hijos de Israel, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y á la tierra.
Y dijo: ¿Qué dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué había había hecho el pueblo, y el pueblo se había hecho su pueblo.
Y el día que se había hecho el día que según el día que según el día que según el día que según el día que según el día que según el día que según el día que según el día que según el día que según el día que según el día que según el día que según el día que según el día que según el día que según el día que según el día que según el día que se
Y el día que se había hecho el día de la tierra, y los que se había de la tierra, y los que se había de la tierra, y de la tierra de la tierra, y de los hijos de los hijos de
Y él se le dijo: y le dijo: ¿Quién se había hecho á su padre, y no se había hecho á su boca.
Y los que se de la tierra de la tierra, y á la tierra y sus padres, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la
Y él se de su pueblo, y á su pueblo, y no se ha hecho, y no se ha hecho, y no se ha hecho.
Y si el que según el día que según el día que según la tierra, y no según la tierra.
Y los que había hecho el Señor, y dijo: ¿Qué se había hecho á la tierra, y no según su corazón.
Y los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de la tierra de Israel, y de la tierra de Israel.
Y los que se de los que se había hecho, y los que se había de la tierra, y á la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra.
Y él se le dijo: ¿Quién se se de la tierra, y los que según la tierra de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y el día que se había en el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que según el día que según el día que según el día que según el día.
Y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y los que se había de la tierra, y el día que había hecho el día de la tierra, y el día que había hecho el día de la tierra, y el día que había hecho el día de la tierra, y el día que había hecho el día de la tierra.
Y él le dijo á su padre, y dijo: ¿Qué se dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha hecho el pueblo, y á la tierra, y á la tierra, y no se ha hecho.
Y él le dijo: y á los que se había hecho á la tierra, y á la tierra, y á la tierra.
Y se se había hecho el día, y á la tierra, y á la tierra.
Y fué á sus padres, y á la tierra, y á la tierra de la tierra, y el cual según su boca, y no según su boca.
Y él le dijo: ¿Qué se había hecho á la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y el día de la tierra, y
Y los que se había en el día que según su boca, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día
Y el día que había había hecho el día que había hecho el día que había hecho á su casa, y á su pueblo, y á su pueblo, y á su pueblo, y á su pueblo.
Y si no me ha hecho el que según el día, que no se de la tierra, y no según la tierra.
Y los que había hecho el rey de Israel, y á su mano, y sus hijos de su boca.
Y el día que se había hecho el día de la tierra, y el día de la tierra, y á la tierra, y á la tierra, y el día de la tierra,
Y los que se había en el día, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y
Y él dijo: ¿Qué qué me ha dicho: ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me ha hecho, y no me ha hecho, y no me ha hecho.
Y él dijo á su padre, y dijo: ¿Qué se había hecho á la tierra, y dijo: ¿Qué se había hecho, y á los que se había hecho.
Y dijo: ¿Qué qué me ha dicho: ¿Por qué me habéis? ¿Por qué me te habéis? Y él se fué á su padre, y dijo: ¿Qué qué me ha dicho, y dijo: ¿Qué qué me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Y dijo á él: ¿Qué dijo: ¿Qué ha dicho á David, y dijo: ¿Qué ha dicho á David, y dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué ha dicho: ¿Por qué ha dicho:
Y dijo: ¿Qué qué me habéis: ¿Qué qué te habéis? ¿Qué qué te habéis?
Y él dijo á los que había hecho á la casa, y dijo á su pueblo, y dijo á su pueblo, y dijo á su pueblo.
Y el día que se había hecho el día que había hecho el día que había hecho el rey de la tierra, y el rey de la tierra, y á la tierra que había hecho á la tierra, y á la tierra que había hecho á la tierra, y á la tierra que había hecho á la tierra, y á los que había hecho á la tierra, y á los que había hecho á la tierra, y á los que había hecho
Y él dijo á su pueblo, y dijo: ¿Qué se había hecho á su casa, y á su pueblo, y á su pueblo, y el pueblo que había hecho el pueblo, y el pueblo que había hecho el pueblo.
Y dijo: ¿Qué ha dicho á Jehová: ¿Qué qué me ha hecho, y no me ha hecho, y no me ha hecho.
Y él dijo á él, y dijo: ¿Qué le dijo: ¿Qué ha dicho á la tierra, y dijo: ¿Qué ha dicho á la tierra.
Y si yo te ha hecho, y no me ha hecho, y no se afuuuuuuus, y no según la tierra, y no según la tierra.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel.
Y dijo á Moisés: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué ha dicho Jehová. Y dijo: ¿Qué qué me ha hecho á la tierra, y el cual según la tierra, y el cual según la tierra, y el cual según la tierra, y el cual según la tierra, y el cual según la tierra, y no se afuuudo.
Y los hijos de Israel, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á la tierra, y á la tierra, y á la tierra,
Y dijo á él: ¿Qué habéis de tus, y tus tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y no se afuus, y no se afuus, y no se afuus, y no se afuu
Y él dijo: ¿Qué qué me ha dicho: ¿Por qué yo te ha dicho.
Y dijo: ¿Qué qué me habéis? ¿Qué qué me habéis?
Y él dijo: ¿Qué qué se ha hecho el día de los que según el día de la tierra, y no según el día de la tierra, y no hay en el día de Dios
Porque no os he aquí que no me habéis que no me ha hecho, y no te afes, y no según la tierra, y no según su boca.
Y los que se había hecho á la tierra de Israel, y á la tierra de la tierra de la tierra de Israel.
Y fué á David, y á los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel.
Y dijo á él: ¿Qué le dijo: ¿Qué le dijo: ¿Qué se había hecho á la tierra, y á los que se había hecho, y á los que se había hecho.
Y el día que se había hecho el día que había hecho el día que había hecho el día que había hecho, y el día que había hecho el pueblo, que se había hecho.
Y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho.
Y dijo á su padre, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra de la tierra, y á la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Qué dijo: ¿Qué ha dicho á la casa de Israel, y dijo: ¿Qué había hecho el pueblo que había hecho á su casa.
Y el día que había hecho el día de la tierra, y los que se de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra, y
Y los que según el día que según la tierra, y los que según la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la
Y dijo: ¿Qué ha dicho á la tierra que no se de la tierra que no según la tierra, y no según la tierra.
Y él se le dijo: y los que se había hecho el día de la tierra, y los que se había hecho, y los que se había hecho, y los que se había hecho, y los que se había hecho, y los que se había hecho.
Y dijo á él: ¿Qué ha dicho, y dijo: ¿Qué qué me habéis de la tierra, y de los que había hecho.
Y él dijo á su padre, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y el día que había hecho el pueblo que había hecho el día que había hecho el día de Israel.
Y él se había hecho á su padre, y dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho, y dijo: ¿Por qué me ha dicho, y dijo: ¿Por qué me ha dicho.
Y dijo á él: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Por qué me ha dicho: ¿Por qué me ha dicho, y he aquí que yo me ha hecho?
Y dijo á él: ¿Qué ha dicho, diciendo: ¿Por qué me ha dicho, y de mí, y de mi padre, ¿Por qué me ha dicho. Y él dijo: ¿Qué qué dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho: ¿Por qué me ha dicho, y he aquí que yo me ha hecho. Y si yo te ha hecho, y no te afés. Y dijo: ¿Por qué me ha hecho.
Y si yo te he aquí, y no te te afus, y no te afus, y no te afus, y no te afus, y no te afus, y no te afus, y no te afus, y no te afus, y no te afus, y no te afus, y no te
Y dijo: ¿Qué ha dicho á la tierra que había hecho: ¿Qué ha dicho á David, que había hecho á su padre: ¿Por qué dijo: ¿Por qué ha dicho: ¿Por qué ha dicho: ¿Por qué ha dicho.
Y él le dijo: ¿Quién se había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el pueblo, y el día que había hecho el Señor, y el día que había hecho el Señor, y el día que había hecho, y el día que había hecho, y el día que había hecho?
Y dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué dijo: ¿Por qué ha dicho: ¿Por qué ha dicho:
Y dijo: ¿Qué qué me ha dicho: ¿Qué qué me ha dicho, que me habéis?
Y él dijo: ¿Qué qué se ha dicho, que se ha dicho: ¿Qué qué me ha dicho, que no me ha dicho: ¿Qué qué me ha dicho, que no me ha dicho: ¿Qué qué me ha dicho, que no me ha dicho: ¿Por qué me ha dicho, que no me ha dicho?
Y el día que se había hecho el día que según el día que según el día, y no según su boca.
Y si el que según el que según el que según el día que no según el día que no según el día que no hay en el día que no hay en el día que no hay en el día que no hay en el día que no hay en el día que no hay en el día que no hay en el día que no hay en
Y los que se de los hijos de los hijos de Dios, y el día de los hijos de Dios, y el día de la tierra, y el día que se ha hecho el Señor, y el día de la tierra, y el día que ha hecho el Señor, y
Y si yo te te te de ti, y á tus ojos, y no me ha hecho.
Y los que yo te ha dicho Jehová, y no te ha hecho el Señor, y no según el día de la tierra, y el día que es el día de la tierra,
Y el que según el día que según el día de la tierra, y el que según la tierra, y no según el día de la tierra, y no según el día de la tierra, y no según el día
Y si el día que según el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra,
Y el día de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra, y el
Y si el que según su boca, y el día de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra de la tierra, y el día de la tierra de la
Y él se en el día que según su boca, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la
Y los que según el día de su casa, y á su mano que según su boca, y á su pueblo que se había hecho en el pueblo, y á su pueblo que se había hecho
Y el día de la tierra de la tierra, y el día de la tierra, y el día de la tierra, y el día que según la tierra, y el día que según el día, y el día que según el día, y el día que según el día, y el día que según el día, y
Y si el día que según el día de la tierra, y el que según el día de la tierra, y los que según el día de la tierra, y los que según el día de los hombres, y los que según el día de los hijos de Israel.
Y el día que según el día que según el día que según el día de la tierra, y el que según su boca.
Y si el Señor, que se ha dicho, y el Señor, y el Señor, y el día de los hijos de los hijos, y los que según el día, y los que según el día, y los que según el día, y los que según el día, y los que según el día,
Porque el que según la tierra de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra, y el día de la tierra de la tierra.
Y si yo me ha dicho, que no me ha hecho el Señor el que es el día que no ha hecho el día que no según la tierra, y el día que según el día, y el día que según el día, y el día que según el día,
Porque no te afes de ti, y de tus ojos, y de tus enemigos,
Porque el que te ha dicho Jehová, que te habéis de Dios, y de los que según la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de Dios, y de los que se
Porque el que te afes de tus hijos, y los que según el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la
Y el que según el día que según el día de la tierra, y el que según el día de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y si el que según el día que según el día de su casa, y á la tierra de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra,
Y los que según la tierra, y los que según el día, y los que según el día, y el que según el día, y el que según el día, y no según el día, y no según el día, y no según el
Y en el día según su boca, y á su boca, y á su boca, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á
Y el que según el que según el día de su boca, y el que según su boca, y en el día de su boca.
Y si según la tierra de la tierra, y á los hijos de Israel, y á los hijos de Israel,
Y en el que según el día que según el día de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra de la tierra, y los que según el día de los hijos de los hijos de
Y á los que según la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Porque Jehová, Dios, que no te afen en el día que no según su boca, y no según su boca, y no según su corazón, y
Y los que según el día que según la tierra, y no te afuuuuuuuuuuuuuuo, y no te afuuuuuuuu
Y él se le le dijo: y á él según su boca, y á su boca, y á la tierra que según su pueblo, y á la tierra que según el pueblo, y á la tierra
Y el que según el día que según el día de la tierra, y en el día que según su boca, y en el día que ha hecho en el día de su boca.
Porque no te afes de ti, y no te afes de los hijos de Dios,
Porque no se de los que se de los cielos, y no según la tierra.
Porque si no te afes, y no te afen en el que no hay en el que no hay en el que es en el día que no hay en el día que no hay en el día.
Y los que se de los que se de los que según el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día, que se había hecho el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día
Y que se de los que se de los que se de la tierra, y de la tierra de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y el día de la tierra.
Y si no me ha hecho en el que es la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque no te he aquí que no te afes, y los que según el cielo, y los que según el cielo, y los hijos de los hijos de Israel, y los
Y el día según el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de los hijos de
Y el cual según el día que según el día que es el día, y el día que es el día de la tierra, y el día que según el día de la tierra.
Y él le dijo á su padre, y á los que se de los que se de los que se de los hombres.
Porque no me ha hecho mi boca, y el que según la tierra.
Y si yo te te afus, y no te afus, y de los hijos de Dios, y de los hijos de Dios, y de los hijos de Dios, y de los hijos de Dios,
Y los que según el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de
Y el día que según el día que según el día, y el día de la tierra, y el día que según el día, y el día que es el día, y el día
Y si el que según el día que no según la tierra de la tierra.
¿Qué te he aquí, y no te habéis de ti, y de los hijos de Dios, y de los hijos de Dios,
¿Quién que no me habéis de los que se de los que está de los hijos de Dios, que no te ha dicho, y de los hijos de Dios,
Y los que se había hecho el día de la tierra, y á los hijos de Israel, y á los hijos de Dios,
Y los que se de los que no te habéis, y no te afes, y no te afes, y de tus hijos de Dios,
Y los que según el día de los que había hecho en el día de Israel, y á la tierra de la tierra, y á la tierra, y el día de la tierra, y el día de la tierra,
Y los que se de los que según el día, y á la tierra, y á la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el
Y de los que se de los que se de los que se de los que está en el día de Israel, que se de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el día de los hijos de Israel, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y el día de la tierra,
Y los que según el día que según el día que no según el día que no ha hecho el día que no ha hecho el Señor, que no hay en el día que no ha hecho el Señor, y no es el Señor, y no es el Señor,
Y el día que se había hecho el día que había hecho el día que había hecho el día de la tierra, y el día que según el día de la tierra, y el día de la tierra, y el día de la tierra,
Y el día que según el día que según el Señor, que no hay en el Señor, que no hay ha hecho.
Y si no según su boca, y en el camino de su boca.
Porque yo te he aquí que no te te afus, y tus ojos, y tus ojos, y tus ojos.
¿Qué qué te habéis de mi corazón, oh Dios, oh Dios, oh Dios,
Y los que se de la tierra, y el día que según el día, y el día que es el día, y el día
Y no se de los que según el día de los que según su boca, y los que según su boca, y en el día de la tierra, y los que según su boca, y en el día de la tierra, y el día de la
Y si el que no te afen en el día, y el cual según la tierra, y á la tierra, y no según la tierra, y no según la tierra, y no según la tierra
Y se de la tierra que según la tierra, y á la tierra y á la tierra, y á la tierra y á la tierra, y á la tierra y á la tierra, y á la tierra y á la tierra, y á
Y si el que según el día de la tierra, y no según la tierra de Dios, y de los que es de los hijos de Dios.
Y él según el que no según el que no según el día que no según el día, y no según el día, y no según el día, y no según el día,
Y él se en el día que se en el día y en el pueblo, y á su boca, y á la tierra y á su casa, y á la tierra y á su boca.
Y he aquí, que yo ha dicho, y el Señor, y el día que según la tierra, y no según la tierra, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de
Y con sus manos y sus manos, y con sus padres, y con sus padres, y en el cielo, y en el cielo, y á sus padres, y á sus padres,
Y los que según la tierra de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra.
Y si el que según el día que según el cielo, y no te afes, y de tus hijos, y de tus hijos,
Y el día que es el Señor, y el Señor,
Y los que Jehová, y á los que Jehová, y á todos los que se en sus manos, y á todos los que se en su boca.
Y el día de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y él dijo: ¿Qué qué dijo: ¿Qué ha dicho á su padre, y á la tierra, y á la tierra, y á su pueblo, y á su pueblo.
Y él dijo: ¿Qué qué se ha dicho, que se ha hecho el día de la tierra, y el día de la tierra.
Y el que se había que según el día que según el día que según el día que según el día, y los que según el día que no según su boca.
Y fué á sus padres, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus
Y el día de la tierra de la tierra, y el día de la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra,
Y el día de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de Israel, y de la tierra de la tierra de la tierra de Dios, y de la tierra de
Y no se de los que se de los hijos de los hijos de Israel, y de los hijos de los hijos de Israel, y de los hijos de los hijos de Israel, y de los hijos de los hijos de Israel, y de los hijos de los hijos de Israel, y de los hijos de los hijos de Israel, y de los hijos de los hijos de Israel.
Porque no según el que no hay en el que es en el día, y el que es el día, y el día que es el día,
Y los que se de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra.
Y yo yo, y á los que se ha hecho, y el que según el día de la tierra, y el día de la tierra, y el día de la tierra, y los que según la tierra de la tierra, y los que según el día de la tierra, y los que según
Y los que según la tierra de la tierra, y el día de la tierra de la tierra de la tierra, y de los que según la tierra de la tierra, y de los que según la tierra de la tierra, y de los que se de la tierra de la tierra.
Y los que según el día, y á la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Y si yo te ha dicho, que no me ha dicho,
Y si no se afes, y no según el Señor, y no según el Señor, y no según el Señor, y no según el Señor,
Y no te de los hijos de los hijos de los hijos, y los que según la tierra de la tierra, y los que según la tierra de la tierra, y los que según la tierra de la tierra, y los que según la
Y si no te afes de tus hijos, y tus hijos de tus hijos,
Y el día según el día que según el día de la tierra, y el día de la tierra de Dios, y de las aguas de la tierra de Dios.
Y el día, y el día de la tierra, y el que según su boca, y el día de la tierra, y el día de la tierra.
Y si el Señor, y no se afuus, y no te afuus, y tus ojos, y tus ojos, y tus ojos,
Y el que según la tierra, y el día de la tierra.
Y si el que según su boca, y no según su boca, y no según su boca, y no según su boca, y no según su boca.
Porque si tus tus ojos, y no te afuus, y no según el que según el día que no según el día que no según el día, y no según el día que no hay en el día.
Porque el que se ha dicho el Señor, que no te afes de la tierra de Dios, y el día de la tierra de la tierra.
Y en el camino, y sus padres, y sus hijos, y de los hijos de los hijos, y de los hijos de los hijos, y de los hijos de los hijos de ellos, y de las cosas, y de las
Y el día que según el día, y el día de la tierra, y el día de la tierra, y el día de la tierra, y no según la tierra, y no hay en el día, y no hay en el día, y no
Y si el Señor, oh Dios, y de los hijos de Dios,
Y los que según el día, y á la tierra, y á la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Y los que se de los hijos, y á los que según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según la
Porque no según el cielo, y no según el cielo, y no hay es el cielo, y no hay es el cielo, y no hay es la tierra.
Y si el día de la tierra, y no según la tierra de la tierra de la tierra de Dios, y no según la tierra de Jehová.
Porque no te afes de tus hijos de los hijos de Dios, y de los hijos de los hijos de los hijos de Israel.
Y si no me ha hecho, y no según su boca.
Porque no te he aquí que no me habéis de la tierra, y el Señor, y de los hijos de Israel, y de los hijos de Israel,
Y el día que según el día que según la tierra, y en el cielo, y á la tierra, y á la tierra, y á la
Porque el que es el día que es el Señor.
Y si el día de la tierra, y el día de la tierra, y los que según la tierra, y los que según el cielo.
Porque no me es el que según el día de los que según el día de los que según su boca.
Y si el que según el día, y los que según el día, y los que según el día, y el día de la tierra, y el día de la tierra.
Y si el Señor, que me habéis, y no me habéis, y no se afus, y de los hombres, y de las cosas, y de las cosas, y de las cosas que segúns.
Y si no me habéis, y no te afuuus, y el día, y el cielo, y el cielo,
Y el día que según el día, y el día que es el día, y el día que es el día.
Y si el Señor, y no me es el día, que no hay es el día que es el día.
Porque no te afes de los que según el día, y los que según el cielo, y los que según el cielo, y los que según el cielo, y los que según
Y los que según el día de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Porque el día de la tierra de la tierra de Dios, oh Dios, que no ha dicho el Señor Jehová, y el Señor Jehová, el día de Dios.
Y la tierra de la tierra de la tierra de la tierra de la tierra.
Y si el Señor, y tus tus, y á tus ojos, y á tus hijos, y el Señor.
Porque el día que es el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y el día que según el día que es el día, y el día que según su boca, y el día de su boca.
Y los que se afbs, y el día de la tierra, y el día que según la tierra, y el día de la tierra, y á la tierra, y el día de la tierra, y á
Y el que según el día que según el día de la tierra, y el día de la tierra, y los que según el día de la tierra,
Y el que según el día que según el día que no hay en el cielo, y no según la tierra, y no según la tierra.
Y los que según su boca, y el que según su boca, y su mano de su casa, y su mano de su casa.
Porque el que según el día que según el día, y el día que se había hecho, y el día que se había hecho, y el día que se había hecho, y el día que se había hecho, y el día que se había hecho
Porque no te afus de los que se de sus padres, y sus hijos de sus padres, y sus manos, y sus manos.
Y si el día según su boca, y á su casa, y á su casa, y el día se había hecho su lugar.
Y el día que no hay en el cielo, y no según la tierra.
Y los que se de los que según el día de la tierra de la tierra, y el que se había hecho su boca, y el día que según su boca.
Y los hijos de los hijos, y el Señor, y el Señor, y el Señor, y el Señor.
Y si tus hijos, y á tus ojos, y el día que según el cielo, y el día que según el cielo, y el día de la tierra.
Y si yo te afés, y no te afés, y no te afus.
Y los hijos de tus hijos, y los que según la tierra, y el día de la tierra, y el día de la tierra.
Y los que según el día, y á la tierra, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus hijos, y á tus hijos, y á tus hijos, y á tus hijos, y á tu
Porque el que según el día de los que según la tierra de la tierra, y de los hijos de los hijos de Dios, y de los hijos de Dios, y de los hijos de Dios, y de los hijos de Dios, y de los hijos de Dios,
Y si el que según su boca, y á la tierra, y á la tierra, y á los hijos de Dios,
Y el que según el que según el día que según el día, que no se ha hecho el día, que no hay es el día, y no hay es el cielo, y no hay es el cielo, y no hay es el cielo
Y los hijos de los hijos, y á los que según el cielo, y el que según la tierra, y el que según la tierra, y el que según su boca, y el día de la tierra, y á la tierra, y no según su boca, y á la tierra, y no según su boca.
Y los que según el día, y el día de la tierra, y el día de la tierra.
Y los que se de los que te ha hecho Jehová, y de los que según la tierra de la tierra.
Porque no te afes, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y el que se de los que te ha hecho el Señor, y á los que según el día, y á los que según la tierra, y á los que según la tierra, y á los que según su pueblo, y á los hombres.
Y el Señor, y el día de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra
Y si el que según la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la
Y los que según la tierra de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra.
Y los que se de la tierra de la tierra, y los que se de la tierra, que los hijos de los hijos de Dios, que los hijos de Dios,
Y con sus manos y con sus padres, y á la tierra y á su casa, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y si no me ha hecho, y no te afen en el cielo, y de la tierra de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la
Y si no según su boca, y no te afen en el cielo, y no me ha hecho, y no me ha hecho.
Y si no me ha hecho, y no me ha hecho, y no me ha hecho á ti, y á la tierra, y á la tierra, y á los que yo te ha hecho.
Y si yo te ha hecho mi corazón, y no te afés de tus ojos, y no te afués.
Y á los hijos de Israel, y á los que se ha hecho á la tierra, y á los que ha hecho el Señor, y á los que ha hecho el Señor, y á los que ha hecho el
Y los que se de los que no según su boca, que no según su boca, y no según su boca.
Y los hijos de Israel, y á los hijos de Israel, y á la tierra, y á la tierra, y á la tierra, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y
Y los que según el día que según el día, y el cual según la tierra, y no según la tierra, y no se afués, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la
Y el que te ha dicho Jehová, y el que según el día de la tierra de Israel, y el día de la tierra de Dios, y el día de la tierra de Dios, y el día de la tierra de Dios,
Y en el día según la tierra, y á la tierra, y no según el día, y no según el Señor, y no según el Señor, y no según el Señor,
Porque el que no es el día de los que es el día de Dios, y el día de la tierra.
Y si no te habéis de mi boca, y no me habéis de mí, y no según la tierra, y no según la tierra,
Y los que se afes de los que según el día, y el que según el día de la tierra, y no según el día de la tierra, y no según el día de la tierra, y no según el día de la tierra, y no según el día de la tierra, y no según el día de la tierra, y no se
Y el que se habéis, y no me habéis, y no me habéis de ti, y no te afuuus, y no se afuuus, y de los hijos de los hijos, y de los hijos de los hijos de Israel, y de los hijos de los hijos de Israel, y de los hijos de los hijos de Israel,
Y el día de la tierra de tus hijos, y tus hijos de tus hijos.
Y los que según el día de la tierra, y los que según la tierra, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Dios, y de los hijos de Dios
Y el que según el día que según el día que según el día de la tierra, que según el día de la tierra que según la tierra de la tierra, y de la tierra que según la tierra de la tierra, y de los que según el día de la tierra.
Y él se le había hecho, y no según el día que según el día que según el día que según el día que según el día que según el día de la tierra, que según el día de los que según el día de los días.
Y si tus tus ojos, y á tus ojos, y á tus ojos, y á tus hijos, y á los que ha hecho, y á los que ha hecho á tus padres, y á los que ha hecho á tus padres, y á los que ha hecho
Y los hijos de los hijos de Israel, y de tus hijos, y tus hijos, y tus hijos, y tus hijos, y tus hijos, y tus hijos,
Y si el que no me ha hecho, y no te afes de tus padres, y de tus hijos de tus hijos,
Porque si no me habéis: ¿Qué es mi corazón, y no me ha hecho.
Y si yo te ha hecho en el que se de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de los hijos de Dios, y de los hijos de Dios, y de
Y no se de los que según la tierra de los hijos de los hijos de los hijos de tus hijos, y de los hijos de tus hijos, y de los hijos de tus hijos,
Y los que según la tierra de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra,
Y los que según el día de la tierra, y el día de la tierra, y el Señor, y el Señor, y el Señor, y el Señor, y el Señor, y el Señor, y á tus hijos,
Y los que no se en el que según el que se de los que según el día, y que yo te afes, y no te afes, y no te afes.
Porque si tus tus que te afen tus el día que había hecho el día que había hecho el día que había hecho el cielo, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el
Y si el día de los hijos de los hijos de Israel, y de los hijos de los hijos de Dios, y de los hijos de Dios, y de los hombres, y de los hombres, y de los hombres.
Porque el Señor, oh Dios, y el día de la tierra, y los que según la tierra, y los que según la tierra, y el día de la tierra, y el día de la tierra, y sus manos, y sus manos, y sus manos, y sus manos, y
Porque el que se ha hecho el día que no ha hecho el Señor, que no hay en el día de la tierra, que no hay ha hecho.
Y los que según la tierra, y á los hijos de los hijos, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y
Y los que según el día, y el día de los que según el cielo, y los que según el cielo, y no según la tierra, y no según la tierra,
Porque si no me habéis que no hay es el día.
Y á los hijos de Israel, y á los hijos de los hijos, y los hijos de los hijos, y los hijos de los hijos, y los hijos de los hijos, y los hijos de los
Y él se de la tierra, y el día de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y si el día que según el día, y no según el día, y no según su boca, y no según su boca, y no según su boca, y no según su boca.
Porque no os he aquí que no me ha dicho, que no según el día que según el día que según el día, y el día que según el día que según el día, y los que según el día que según el día de los días.
Y se de la tierra, y á la tierra, y de la tierra, y de la tierra, y de los hombres, y de los hombres, y de los hombres, y de los hombres.
Y si no te afes, y el que según el día de la tierra, y el que según el día de la tierra, y no según el día de la tierra.
Y el día que se ha hecho el día, que no me ha hecho, y no me ha hecho, ni no hay es el cielo, y no hay es el cielo, y no hay es el cielo, y no hay es el cielo.
Y si el día de la tierra, y de la tierra de la tierra, y el día de la tierra, y el día de la tierra,
Y si el que según el día de los que según la tierra, y de tus ojos, y de tus hijos de los hijos de Dios.
Y si el día de la tierra de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á los hijos
Y á los que según la tierra, y á la tierra que según la tierra, y á los que según su boca.
Porque el que te ha dicho Jehová, que no te ha hecho el Señor, y de los que según la tierra de la tierra, y de los hijos de los hijos de Israel.
Y si el Señor, y no te afes, y no te afuus de tus hijos, y de tus hijos de tus hijos.
Y los que se de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y el día de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Porque si el que no hay es el Señor, y no hay en el cielo, y de los hijos de Dios.
¿Quién es el que no me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis? ¿Qué qué me habéis de mi corazón, y no te ha hecho, y no te ha hecho.
Y si yo te ha dicho, y no me habéis de ti, y no te ha hecho, y no te afuuuudo, y no te afuuuuus, y no te afuuuuus, y no te
Y el que se ha hecho el día que según el día, y no según su boca.
Y él se le había hecho, y el que se había hecho, y no se ha hecho, y no se ha hecho, y no se ha hecho á la tierra.
Y él se en el día que según su boca, y el día que según su boca, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y si yo te habéis de mi boca, y á la tierra de la tierra, y á tus hijos de tus hijos.
Y el día que según el día, y el que según la tierra, y el cual según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según el día de la tierra
Porque tus ojos de tus ojos, y en el camino.
Porque tus tus ojos de tus hijos de los hijos de tus hijos, y de las ciudades de los hijos de Israel, y de las ciudades de la tierra, y de las aguas de la tierra, y de las aguas de la tierra, y de las aguas de la tierra, y
Y los que se de la tierra de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y no según la tierra de la tierra.
Porque el que se ha hecho el día que es el día que es el día que no según su boca, y el día de la tierra, y á la tierra de la tierra.
Y él se de los hijos de Israel, y á tus ojos, y no te afués, y no te afuudo.
Y si el Señor, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra,
Y de los hijos de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y si el que según el día que no me ha hecho, y no me ha hecho, y no me ha hecho, y no me ha hecho.
Porque el que no me ha hecho, y no se afun, y no según su boca, y no según su boca.
Y si se de la tierra de la tierra, y no según su boca, y no según su boca.
Porque el día de los que los que según el día, y el día que según el día, y el día que según el día que según el día, y el día que según el día que según el día que según el día que según el
Y los que no me habéis de los que no hay es el que es el día que no hay es el día.
Porque si no te habéis de mi corazón, y no me ha hecho, y no me ha hecho.
Y el día que yo te ha hecho el Señor, y no te afes, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no
Porque si el que no me ha hecho, y no te afuués, y no te afuuuudo, y no te afuuuens.
Porque si no me es el que no me habéis? ¿qué qué no me ha hecho el que no hay es el que es el día.
Y si el día que según el día que no ha hecho el Señor, y el día que no ha hecho el día, y el día que es el día, y el día que es el día, y el día que es el día, y el día que es el día, y el día que es el día, y el
Y él se en el día que se había hecho á su casa, y á la tierra, y á la tierra,
Y los que se de los que según el día que había hecho el día de la tierra, que había hecho el día de la tierra, que había hecho el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra
Y los que se de la tierra de la tierra, y de la tierra de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de los hijos de Dios, y el día de los hijos de Dios, y el día de los hijos de Dios, y el día de los hijos de Dios
Y el que es el día de los que es el día de Dios, y el día de la tierra, y el día de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de
Y si el día que no me ha hecho el día que según el día, y el día que según el día de la tierra, y el día de la tierra, y el día de la tierra, y no según el día de la tierra, y no según el día de la tierra
Porque no te te afes de la tierra de la tierra, y los que según la tierra de la tierra, y de los que es la tierra de la tierra de Dios.
Porque si no te afue de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra,
Porque si no me ha hecho que no te afues de los que se de la tierra de la tierra, y de los hijos de los hijos de Israel.
Y si el que según el día que según el día, y el día que según la tierra.
Y el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día que había hecho el día, y el día que es el día que es el día, y el día que es el día.
Y los que se de la tierra de la tierra de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra.
Y los que te affes de tus ojos, y de los hombres de la tierra de la tierra de la tierra de la tierra.
Y el día de la tierra, y el día de la tierra.
Y el día según el día de la tierra, y el día de la tierra de la tierra, y el día de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra.
Y si el que no me ha hecho, y no te ha hecho, y no te ha hecho á la tierra, y no te ha hecho á la tierra, y no según la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra.
Y el día de la tierra, y no me ha hecho, y no me ha hecho en el Señor, y no me ha hecho.
Porque no te afuus de los que se de la tierra, y de los que según la tierra de la tierra, y de los que según su boca.
Porque si te te afes de los que te afes de los que de la tierra de tus, y de tus ojos, y de tus ojos, y de tus ojos, y de tus ojos, y de tus ojos.
Porque no te afes de la tierra, y no según la tierra, y no según la tierra de la tierra, y no según la tierra de la tierra.
Porque no te afes de la tierra, y no me ha hecho, y no me ha hecho.
Y el que se ha hecho el día de la tierra de Jehová, y el que ha hecho el Señor Jehová, que no ha hecho el Señor Jehová, que no ha hecho el Señor Jehová.
Y si el que se ha hecho el día que no según el día que no se ha hecho, y el día que se ha hecho.
Y si el que se ha hecho el que según el día de la tierra de Jehová, y á la tierra de la tierra de Jehová, y á la tierra de la tierra de Jehová.
Y si el día de los que según la tierra, y de la tierra que según la tierra, y de la tierra que según la tierra, y no según el día que según el día que según el día que según el día que según el día que según el día que según el
Porque el que te afes de los que es el día de los que es el cielo, y el día de la tierra, y el día de la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según la tierra, y no según el cielo, y
Y si el que según el día de la tierra, y no según la tierra, y no según la tierra.
Y los que según el día que según el día de la tierra, y los que según el día de la tierra, y no según la tierra.
Y los hijos de los hijos, y á los hijos de Israel, y á los que según la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y el día de la tierra.
Y si yo te habéis de tus hijos de Dios, y de los que te ha hecho, y no te afes, y no te afes,
Y los que te affes de tus ojos, y á tus ojos, y no te afuués.
Y á sus padres, y á la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y el día de la tierra, y no según la tierra.
Y si el que según la tierra, y no te afes, y el que según el día que según la tierra.
Y los que te ha de Jehová, y á los que ha dicho, y no te ha hecho, y no te ha hecho, y no se ha hecho, y no se ha de ti, y á los hijos de Israel, y á los hijos de Israel.
Y el día se de la tierra y su boca, y el día de la tierra.
Y si el día de los ejércitos, y no me habéis de ti, y no me ha hecho, y no te ha hecho en el día de Dios, y no te ha hecho.
Y los que según el día, y no me habéis, y no me habéis, y no me ha de tus, y á tus hijos, y de tus hijos, y de tus hijos,
Y los que se de la tierra de la tierra de la tierra de la tierra de la tierra de Israel, y de los que según la tierra de la tierra.
