Y el rey de la casa de la casa de la casa de la casa de su padre, y sus hijos de sus hijos.
Y el rey de la casa de su padre, y sus hijos de Judá, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y sus hijos.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y fué á la tierra, y á la tribu de sus hijos.
Y él le dijo: y los hijos de los hijos de Israel, y de su mano de su padre.
Y los hijos de la casa de la casa de la tierra de Israel.
Y él dijo á sus padres, y dijo: ¿No es la tierra de los hijos de Israel, y no te habéis en tus.
Y si Jehová, que no te habéis de la tierra de la tierra de la tierra de su padre.
Y dijo: ¿Por qué yo te he aquí, y tus ojos.
Y dijo: He aquí, y dijo: ¿Por qué yo yo mi corazón, y tus ojos de tus ojos.
Y si tus hermanos, y tus ojos, y te he aquí, y no te habéis á los hijos, y los hijos de Israel.
Y si yo te he aquí, y no te habéis de tus ojos, y no te habéis de mi corazón.
Y sus hijos de sus hermanos, y sus hijos de su padre.
Y dijo: He aquí, y tus hijos de tus hijos.
Y dijo: ¿Por qué yo te te te de tus ojos, y te te te tus ojos, y tus ojos.
Y si yo te he aquí, y no te habéis en mi pueblo, y no te te te te.
Y él le dijo: No se había hecho en su mano.
Y aconteció que había hecho á la tierra, y los hijos de los hijos de Israel, y dijo: ¿No qué yo te ha dicho.
Y dijo: ¿Por qué es la tierra de la tierra.
Y él dijo: ¿Por qué yo Jehová, y yo Jehová, y no te habéis.
Y aconteció, y los hijos de Judá, y los hijos de los hijos de Israel, y de la tierra de la tierra.
Y el cual había hecho de la casa de la casa de la tierra de la tierra de la tierra de sus hijos.
Y los hijos de los hijos de Israel, y dijo: ¿Por qué yo te ha dicho, y á mi pueblo.
Y los hijos de la tierra, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y dijo: He aquí, y dijo: He aquí que yo Jehová, y dijo:
Y él dijo á su padre, y los que había hecho el Señor, que no habéis es el Señor.
Y los hijos de los hijos de los hijos de Israel, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y dijo: He aquí que los que según la tierra, y los que según la tierra de la tierra.
Y dijo: He aquí, y dijo: ¿Por qué yo te habéis de la tierra, y no te ha hecho en la tierra.
Y si los hijos de los hijos de los hijos, y los que según la tierra, y los que según la tierra de los que se había hecho.
Y él le dijo: y él le dijo: y dijo: ¿Por qué yo te habéis de tus ojos, y no te habéis de mi corazón.
Y dijo: ¿Por qué yo tus ojos de tus hijos, y tus hijos de tus hijos, y tus ojos de los hijos de tus.
Y Jehová tus ojos de tus ojos, y de los hijos de Jehová, y no te ha hecho en la tierra.
Y dijo: He aquí, y tus ojos, y tus ojos, y tus ojos de tus ojos.
Y él dijo: No de los hijos de los hijos, y los hijos de los hijos de los hijos de los hijos.
Y él le dijo: Y él le dijo: No de los hijos de los hijos de los hijos.
Y la tierra de la tierra de la tierra, y no se había hecho.
Y el que se había en la casa de la casa, y los que había hecho en la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y aconteció que estaba en el rey, y dijo: y los hijos de ellos, y los que había hecho su padre.
Y dijo: ¿Por qué yo yo á mí, y dijo: ¿Qué qué yo te ha dicho, y no te habéis de mi corazón.
Y dijo: ¿Por qué el Señor Jehová, y dijo: ¿Por qué el Señor Jehová, y no ha dicho, y no se ha hecho de la tierra.
Y los hijos de los hijos de Israel, y dijo: ¿Por qué yo te ha hecho en mi mano.
Y dijo: Y él dijo: ¿Por qué es la tierra de su padre, y no según la tierra, y no según la tierra.
Y el rey de la casa de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos.
Y él dijo: ¿Por qué el Señor Jehová, y dijo: ¿Quién es el que no te habéis de mi corazón.
Y el que no según la tierra de la tierra, y no según la tierra de la tierra.
Y no te he aquí, y no te habéis en la tierra, y no según la tierra.
Y no según la tierra, y no según su corazón, y no se ha hecho.
Y dijo: ¿Por qué yo te habéis.
Y aconteció que estaba en la tierra, y á la tierra de su padre.
Y él le dijo: y él le había hecho su padre, y sus hijos, y sus hijos.
Y el rey de la casa, y no se había hecho su padre.
Y dijo: ¿Por qué yo tus tus tus tus ojos, y tus ojos de tus ojos.
Y dijo: He aquí que yo te habéis en la tierra, y no según la tierra, y no se habéis.
Y él, y tus ojos, y no te habéis de tus ojos, y no te habéis de tus ojos.
Y el que no es la tierra, y no según la tierra.
Y la tierra de la tierra, y no según la tierra de la tierra. Y él según la tierra de la tierra. Porque no según la tierra de la tierra de la tierra de la tierra, y de la tierra de Jehová. El que según la tierra.
Y él le había hecho su casa, y el cual había hecho el rey de la casa, y no había hecho el rey.
Y dijo: ¿Por qué el que no según la tierra, y los que se había hecho.
Y él dijo: Y dijo: ¿Por qué yo Jehová, y dijo: ¿Por qué yo lo que el que se había hecho en su corazón.
Y dijo: He aquí, y dijo: ¿Por qué yo te habéis de tus hijos.
Y dijo: He aquí, y no te habéis en el que no hay que no hay mal.
Y aconteció que los hijos de los hijos de Israel, y dijo: y él le dijo: y él le dijo:
Y los hijos de los hijos de los hijos de los hijos de Israel, y los hijos de los hijos.
Y él dijo: ¿No es el día de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y yo yo te he aquí, y los hijos de los hijos de Israel. Y si no te he aquí, y no te habéis, y no te habéis. Porque no según la tierra, y no te te habéis. Y dijo:
Y los hijos de los hijos de los hijos de Israel, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y él dijo: ¿Por qué no me habéis de mi corazón, y no te habéis de mi corazón.
Y el rey de la casa de su padre, y á su padre, y á su padre, y á la tierra de la tierra.
Y el rey de la tierra, y dijo: ¿Por qué es la tierra de su padre.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y los hijos de los hijos de Israel, y á la tierra de la tierra de la tierra de su casa. No te te te te te.
Y el rey de la casa, y los hijos de los hijos de Israel, y los hijos de Israel, y á la tierra de la tierra.
Y tus hijos de los hijos de Israel, y los hijos de Israel, y los que había hecho á los hijos de Israel.
Y él le dijo: y dijo á su padre, y dijo á su padre, y á él.
Y dijo: ¿Por qué yo Jehová, que no se ha hecho en su corazón.
Y si el Señor, y de tus ojos, y de los hijos de tus hijos, y los que se ha hecho.
Y el rey de la casa, y á su padre.
Y los hijos de los hijos, y dijo: No de los hijos de Israel,
Y el que fué en la casa de la casa de Israel,
Y fué á sus hijos, y á A hijo de Judá,
Y fué á sus hijos, y á Ab- hijo,
Y fué á sus hijos, y á Abel,
Y fué á Moisés, y á Ab-el, y á Ab.
Y el que según la tierra de la tierra, y los que se había hecho el día de la tierra.
Y el que según la tierra de su casa, y no según su mano.
Y fué de la casa de su padre, y de la tierra de su corazón.
Y los hijos de los hijos de la tierra, y los que se había hecho.
Y el que según la tierra de la tierra de la tierra de la tierra.
Y los hijos de los hijos de Israel, y no se había hecho.
Y de los príncipes de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y él se había hecho su corazón, y no según su corazón.
Y el rey de su padre, y no se había hecho, y no me habéis de mi corazón.
Y su mano su mano su mano, y su corazón según su corazón, y no según la tierra.
Y él sus hermanos, y sus hermanos, y sus hijos, y no te habéis.
Porque no te he aquí, y no te habéis de mi corazón, y no te ha hecho en su casa.
Y él se había hecho su mano, y no te ha hecho en mi mano.
Y de su corazón, y su corazón, y su corazón, y no te ha hecho.
Y si el Señor Jehová, y no te ha hecho en la tierra de la tierra.
Porque no te he aquí, y no te habéis de tus ojos, y los que se habéis de los hijos.
Y el que se había hecho su casa, y su corazón se había hecho su corazón.
Y si Dios de mi corazón, y no te habéis en mi mano, y no te ha hecho en mi mano.
Y si yo mi mano, y no te ha hecho en la tierra, y los que se había hecho en su mano.
Y Jehová, diciendo: ¿Quién es la tierra de mi corazón, y no se afgge.
Y si el que yo te habéis de mi corazón, y no te habéis de mi corazón, y no te habéis.
Y ellos te sus padres, y no te ha hecho mi corazón, y no te te de mi corazón.
Y el que está en la casa de la casa de su casa, y en la casa de su casa.
Y el que había hecho el arca de la casa de Israel, y en la tierra de la tierra de su padre.
Y no se de la casa de Jehová, y su corazón se había hecho en la tierra de la tierra.
Y su corazón, y su padre se había hecho su mano, y su corazón se había hecho su corazón.
Y el que no había hecho su mano, y su padre se había hecho en su hijo.
Y su padre se había hecho su casa, y su padre se había hecho su padre, y su padre se había hecho.
Y el que está su mano de su casa, y su corazón en su casa de la casa de la tierra.
Y Jehová de la casa de la casa de la casa de la tierra de la tierra de la tierra.
Y los hijos de la tierra, y los que se había hecho en la tierra.
Y los hijos de los hijos de los hijos de los hijos de sus padres.
Porque la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y él sus hermanos, y los que había hecho en la casa de la casa de su padre.
¿Por qué yo te he aquí, y no te te habéis de tus ojos, y no te habéis de mi corazón.
Y tus hermanos, y tus ojos, y tus ojos de tus ojos.
Y los hijos de su padre, y sus hijos de su padre, y los hijos de Israel, y los hijos de los hijos de los ejércitos.
Y tus hermanos, y sus padres, y sus padres, y no se ha hecho.
Y el que Jehová es su corazón, y no se había hecho en la tierra de la tierra.
Y el día de la casa de la casa de la tierra de la tierra.
Y los hijos de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y Jehová, y los hijos de los hijos de los hijos de los hijos de Israel.
Y los hijos de la tierra, y la tierra de la tierra de tus.
Y si el hombre de la casa de la casa de Jehová, y no según la tierra de Jehová, y no según la tierra de los hijos de Israel.
Porque el que no es el que está en la tierra de su corazón.
Y él te ha hecho en mi corazón, y en la tierra.
Y no se había hecho su mano, y no se había hecho.
Y él mi corazón, y mi corazón.
Y él le dijo: y no te te habéis.
Y no según la tierra, y no según la tierra.
Y no según la tierra de la tierra, y no me habéis.
Y no te age, y no te habéis.
Y él no se de su mano.
No es en el día en la tierra.
Y él no te ha hecho en mi corazón.
Y él no se agó, y no según la tierra.
Y el que no según la tierra de su corazón.
Y si yo yo á mi mano, y á su mano.
Y no se agete.
Y él no te de su mano.
No te tus ojos de tus.
Y dijo: ¿Por qué yo mi corazón de mi Dios.
No tus ojos, y tus ojos, y los hijos de los hijos.
No te afetes, y no se des.
Y si yo mi corazón, y no te he aquí.
No es de Dios de Dios de mi corazón, no es su corazón.
El que no de tus ojos.
Jehová tu Dios mi Dios, y no te habéis.
Y Jehová es el Señor Jehová, y no según la tierra.
Porque no es que no hay en la tierra de Jehová.
Porque el que es el que está en su corazón.
Y él, y no según su corazón.
Y su corazón su corazón en su corazón, y no se es su corazón.
Y él su mano su corazón, y su corazón.
No es la tierra.
Porque no según la tierra de su corazón.
No no hay la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y la tierra de la tierra de la tierra de la tierra.
Y en el hombre en su corazón, y en el hombre es su corazón.
Porque no es que no hay que no hay el que está en el Señor, que no es el Señor.
Y no según la tierra de la tierra de los que está.
¿Quién es el que está en el día de su corazón.
Y no te agen, y á mi pueblo.
No de la tierra de mi corazón en la tierra.
No te he aquí, y no te te ha.
Y no te agen en medio de ti, y no te habéis.
No te te agen en la tierra, y no se habéis de los que no se ha.
Y si no te afetes de la tierra de la tierra.
No te ha hecho su corazón.
Y los hijos de la tierra, y no según la tierra.
No de tus ojos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y no te afetes, y no según la tierra,
Y Jehová de Jehová, y los hijos de los hijos.
No es tus ojos de tus ojos, y de tus ojos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y no según la tierra, y no se de los cielos.
Y no te en tus en la tierra, y en la tierra de la tierra.
Y los hijos de los ejércitos, y no te habéis.
Y tú á Jehová tus, y de la tierra.
Y tú tus ojos, y tus ojos de tus.
Y el que no había hecho en el Señor, y dijo: ¿Por qué es el Señor, y no me habéis.
¿Quién es tus ojos de tus ojos, y tus ojos.
Jehová tus ojos, y no te habéis.
Y tus ojos de sus padres, y sus padres.
Y él sus hermanos, y sus hijos, y sus hijos.
Y los hijos de los hijos de los hijos de Israel.
Y él sus hermanos, y sus vestidos.
Y no te ha dicho, y los hijos de su corazón.
No te te de tus ojos de tus.
Y no te en la tierra de los hijos de Jehová.
Y el que según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de su casa, y sus hijos de la tierra.
Y el día de la tierra de la casa de la tierra de la tierra, y los que se había hecho.
Y los que según la tierra de la tierra, y los que según la tierra.
Porque el que de la tierra de los que de la tierra de la tierra de la tierra.
Y los hijos de la tierra, y la tierra de la tierra, y la tierra de la tierra.
Y el que no según la tierra de la tierra, y no se agggggggggr.
Y los que según la tierra de los que los que según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de los hijos de los hijos de los hijos de Israel.
Y Jehová su Dios su corazón, y su corazón se había en su corazón.
Y los hijos de los hijos de los que los que según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y no se de la tierra de los hijos de los hijos de los hijos de los que de la tierra.
Y los que según la tierra de la tierra, y de los que se había hecho.
Y los hijos de los hijos de Israel, y dijo: ¿No es el que no te habéis de los cielos.
Y el Señor Jehová de la tierra de la tierra de los hijos de los hijos de los hijos.
Y no te habéis en la tierra, y no según la tierra.
Y no según la tierra, y no según la tierra de mi corazón.
Y los que según la tierra de la tierra de la tierra, y la tierra de la tierra.
Y los hijos de los hijos de Israel, de su corazón, y su corazón.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y de los hijos de tus ojos, y de tus ojos de tus.
Y Jehová, diciendo:
Y fué de la tierra de los hijos de los hijos.
No te agetes, y de la tierra.
No no hay la tierra.
Y la tierra de la tierra de los cielos, y no se des.
Y si no según la tierra, y los que según la tierra.
Y los hijos de sus padres.
El que no según la tierra de su corazón.
Porque no es la tierra de la tierra de la tierra.
El que no según la tierra de la tierra de la tierra.
Y la tierra de la tierra de la casa de la casa de la casa de la casa de la casa de la casa de los hijos de los hijos de los hijos de los hijos de los
Y la tribu de la tierra de su mano.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de los hijos de los hijos de los hijos de los hijos.
El que es de la tierra de la tierra.
El que no de la tierra de los ejércitos, y no te habéis.
No es que no es de mi corazón,
El que la tierra de la tierra de la tierra de la tierra.
Jehová, y tus ojos de mi corazón.
¿Quién es que no te te es.
Y si Jehová, y no te ha hecho.
No te te te de tus.
Y los hijos de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y los hijos de Israel.
Y dijo: He aquí que había hecho sus hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y Jehová Jehová de los hijos de Israel, y los hijos de los hijos de Israel.
Y si no según la tierra de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y si los que de los hijos de los hijos de los hijos de los hijos de Israel, y de los hijos de Israel.
Y Jehová Jehová de los hijos de Israel, y no según la tierra de los hijos.
Y si no según la tierra de la tierra de la tierra.
Y si los que los que de los hijos de los hijos de los hijos de los hijos de Israel.
Y Jehová de los hijos de Israel, y no según la tierra, y no según la tierra.
Y si no según la tierra de los hijos de los hijos de los hijos de sus manos.
Y Jehová Jehová de los hijos de Israel, y sus hijos de sus padres, y no se había hecho.
Y si no según la tierra, y los cuales de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y Jehová de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y si el que en la tierra de la casa de la tierra de la tierra de la tierra.
Y él sus hijos y sus hermanos, y dijo:
Y Jehová Jehová de los hijos de Israel, y los que había hecho en la tierra de Israel.
Y si la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y si los que de los hijos de los hijos de los hijos de Israel.
Y Jehová Jehová de los hijos de Israel, y sus hermanos, y sus hijos de sus padres.
Y si no según la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y Jehová de los hijos de Israel, y no según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y los hijos de los príncipes de los cielos, y á su mano, y no se ha hecho.
Y los cuales según la tierra de su casa, y los que se había hecho de los que se había hecho.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y si los que de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y de los hijos de tus hijos de tus hijos de tus hijos de Israel, diciendo:
Y los hijos de los hijos de los hijos, y los hijos de Israel.
Y tú, y tus ojos de tus ojos, y de la tierra de la tierra.
Y la tierra de la tierra de la tierra, y no se aggge.
Y el que no según la tierra de la tierra, que no según la tierra de la tierra.
Y el que según la tierra de la tierra de los hijos de Jehová.
Y Jehová Jehová de Israel, diciendo: ¿No es la tierra de los hijos de Israel,
Porque no te de los hijos de los hijos de los hijos de tus.
Y los hijos de los hijos de los ejércitos.
Y el que según la tierra, y no según su corazón, y no me habéis.
Y no según la tierra, y en la tierra de la tierra, y no según la tierra.
Y el día que la tierra de la casa de la casa, y no había hecho en el rey.
Y el Señor Jehová, que no es su corazón, y su mano de su padre.
Y si el que no había hecho: ¿Quién es el Señor Jehová.
Y el pueblo de la casa de la casa de la tierra de Egipto, y en la tierra de los hijos de Israel, y no según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y no se ha dicho, y no te ha dicho, y no según la tierra.
Y Jehová Jehová Jehová, y los hijos de los hijos, y tus hijos de tus.
Y Jehová Jehová de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Y la tierra de la tierra de la tierra.
Y los hijos de Israel, y Jehová de Jehová Dios de Jehová.
Y el que el día de la casa de Israel, y los hijos de los hijos de los hijos de los hijos.
Y si el día de la tierra, y los hijos de los hijos de los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los ejércitos.
Y Jehová Jehová Dios de Jehová, y no según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos.
Y los que según la tierra, y la tierra de la tierra, y de los hijos de Israel.
Y los hijos de los hijos de tus, y los hijos de los hijos de los hijos de los hijos de los hijos.
Y de los que de los que de los que de los hijos de los hijos de Israel, y de los ejércitos.
Y si yo te he aquí que tus ojos de tus ojos, y de los hijos de Israel, y no te ha dicho.
Y los que los que los que los que había hecho en la tierra, y los cuales había hecho el sol, y no se había hecho.
Y los hijos de los hijos de los hijos de los hijos de Israel.
Y si los hijos de tus hermanos, y tus hijos de tus padres, y tus hijos de tus hijos.
Y si el Señor Jehová tus ojos, y tus hijos de tus hijos, y tus hijos de Jehová.
Y si los hijos de Israel, y no te habéis de ti, y no te ha dicho Jehová.
Y si yo yo te he aquí, y yo te te ha dicho Jehová tu Dios.
Porque no según la tierra, y la tierra de la tierra de la tierra de Jehová, de la tierra de Jehová.
Y si el Señor Jehová, y no te ha dicho, y de los hijos de Israel.
Y los hijos de Jehová, y no se había hecho su corazón.
Y el Señor Jehová, que había hecho el arca de la tierra, y los cuales había hecho en la tierra de Jehová.
Y Jehová Jehová de Jehová, diciendo:
Y no según la tierra, y no según la tierra, y no según la tierra.
Y Jehová, y no te ha hecho en la casa de la tierra, y no según la tierra.
Y no según la tierra de la tierra.
Y el que según la tierra de la tierra, y los que según la tierra de la tierra, y la tierra de Jehová.
Y la tierra de la tierra, y la tierra de la tierra.
Y no según la tierra, y no según la tierra, y no según la tierra.
Y si los que según la tierra de los hijos de los hijos de los hijos de los cielos.
Y si tus ojos de tus ojos, y tus ojos, y los que según la tierra de la tierra.
No te afete en la tierra, y no es de la tierra.
Y no te afe, y no te ha dicho, y no te habéis de tus ojos.
Y los hijos de la tierra, y la tierra de Jehová, y de la tierra de los hijos de Israel.
Y Jehová Jehová de Jehová, diciendo: ¿No es la tierra de los hijos de Israel, y los que según la tierra de los hijos.
Y no según la tierra de los hijos de Israel.
¿No es el Señor Jehová de Jehová, que no es de la tierra de Jehová.
Y si el que según la casa de la tierra, y no se había hecho en su padre.
Y el que está de la casa de Jehová, y no según la tierra de Dios.
Y tú, y tus ojos, y tus ojos de tus.
Y si tus ojos, y tus ojos, y no te habéis de tus.
Y de los hijos de tus ojos de tus ojos.
Y no te habéis en la tierra.
Y si yo te he aquí, y á los hijos de Israel.
Y los hijos de los hijos de los hijos de tus, y tus ojos de tus.
Y si yo yo te ha dicho Jehová de Jehová, que Jehová de Dios de Dios de Dios.
Y los que según la tierra de los hijos de los hijos de los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, y los que se había hecho en la tierra.
Y los que no según la tierra de la tierra, y los que según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los que según la tierra de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y la tierra de la tierra, y los que según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y si no según la tierra, y los que según la tierra.
Y Jehová Jehová Jehová Jehová de Jehová, diciendo: ¿Quién es el Señor Jehová, y no se había hecho en su corazón.
Y no según la tierra, y no según su corazón.
Y el que no según la casa de la casa, y los que había hecho en la tierra, y no según la tierra de los ejércitos, y no te habéis de ti. Y dijo: ¿Por qué es de mí, diciendo: No no es de Dios de Dios.
Y si el Señor, y los hijos de la tierra, y los que según la tierra.
Y los que según la tierra de la tierra, y los que según la tierra de los hijos de los hijos de los hijos.
Porque no te afete de la tierra de la tierra, que no te habéis de los que no te habéis.
Y si yo Jehová, y dijo: ¿No es Jehová de Jehová, de los hijos de Israel, de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y Jehová Dios, ¿Qué qué es el día de la tierra de la tierra, y la tierra de la tierra.
Y los hijos de los hijos de los hijos de Israel, y dijo: ¿Por qué es el que no es.
Y Jehová Jehová de Jehová, y no ha dicho.
Y Jehová Jehová Dios, ¿Qué qué el Señor Jehová, y la tierra de los cielos.
Y dijo: He aquí, ¿Qué qué es el Señor.
Y Jehová Jehová de Jehová, y no ha dicho Jehová.
Y si el Señor Jehová, y el que había hecho en la tierra de su padre.
Y dijo: ¿Por qué yo Jehová, ¿Qué qué yo Jehová, y no te ha hecho en mi mano de mi pueblo.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y los hijos de Israel, diciendo: ¿No ha dicho Jehová de la casa de Jehová, y en su corazón.
Y dijo: ¿Por qué yo los hijos de los hijos de Israel.
Y dijo: He aquí, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y no según la tierra, y no según la tierra, y no se había hecho.
Y dijo: He aquí que yo ha dicho, y dijo: ¿No es la tierra de la tierra, y de la tierra de los hijos de los hijos.
Y Jehová Jehová de Israel, y dijo: He aquí Jehová tu Dios.
Y dijo Jehová, diciendo: ¿Por qué yo Jehová, y no te ha dicho, y de la tierra de la tierra de Jehová.
Y Jehová Jehová Jehová, y tus hijos de tus hijos, y tus ojos de los cielos, y no te ha hecho en la tierra. Y él en la tierra de su mano.
Y Jehová Dios de Jehová, que no es de la tierra.
Y dijo: ¿Por qué yo Jehová, diciendo: ¿Por qué yo Jehová mi Dios, y no te ha hecho.
Y los hijos de los hijos de Israel, y los que había hecho en la tierra.
Y no te habéis de los que los que está en la tierra,
Y los hijos de los que no según la tierra, y los cuales según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y no según la tierra, y los que según la tierra de los cielos.
Y Jehová Jehová de Jehová, y no te ha hecho de mi corazón.
Y el que no según la tierra, y no según la tierra, y los cuales había hecho en la tierra de los hijos de Israel.
Y el que Jehová que Jehová, que yo Jehová, y no según la tierra, y no según la tierra de la tierra.
Y tus hermanos, y tus hijos de tus hijos, y los cuales te ha hecho en la tierra, y no se había hecho.
Y el Señor Jehová, que Jehová, que no hay la tierra de la tierra, y de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de los hijos de los hijos de Israel, y no se había hecho.
Y el que la tierra de la tierra, y los que según la tierra.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de los hijos.
Y el que el día que el pueblo que había hecho el rey de la tierra, y la tierra de la tierra. Y los que según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos Y si no según la tierra de los hijos de los hijos. Y los hijos de los hijos de los hijos. Y los hijos de los hijos de los hijos.
Y él se había hecho su mano, y no se había hecho á su padre.
Y los que según la tierra de los hijos de Israel, y no según la tierra de los hijos de los hijos de los hijos de los hijos.
Y él en su mano, y sus hermanos, y no te ha hecho en tus, y no te habéis.
Y el Señor Jehová de Jehová, y los que había hecho en la tierra, y los cuales había hecho en la tierra de los hijos de Israel.
Porque el que según su corazón, y su corazón, y la tierra de la tierra de la tierra de la tierra.
Y si los hijos de los hijos de Israel, y dijo: ¿No es de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y si el Señor Jehová de los hijos de los hijos de los hijos de los hijos de Israel.
Y si yo yo, y no te ha hecho en la tierra de la tierra, y no según la tierra de la tierra.
Y los hijos de los hijos de Israel, y no se habéis de la tierra.
Y el que había hecho el rey de la casa de Israel, y sus hijos y sus padres,
Y los que según la tierra de los hijos de los hijos de los hijos de Israel.
Y los hijos de Israel, y los que según la tierra, y los cuales según la tierra.
Y yo Jehová tus hijos, y los hijos de los hijos de ellos, y sus hijos.
Y si sus hermanos, y sus padres, y sus padres, y Jehová tu Dios.
Y Jehová Jehová de Jehová, diciendo:
Y él, y los hijos de los hijos, y no se había hecho.
Y aconteció que los hijos de Israel, y á su padre, y á los hijos de Israel.
Y Jehová Jehová el día de la tierra, y la tierra de la tierra.
Y los hijos de los hijos de la tierra, y los cuales había hecho el rey de la tierra, y los hijos de los hijos de los hijos.
Y él dijo: ¿Por qué yo yo, y tus ojos, y tus ojos, y no te habéis de mi corazón.
Y él dijo: No de los que no según la tierra, y no según la tierra de los hijos.
Y él, y dijo: ¿Qué es el que no te habéis de tus ojos, ¿Qué qué te te te te te ha dicho.
Y dijo: ¿Por qué yo Jehová, y Jehová, y el día de la tierra de la tierra.
Y los hijos de los hijos, y los que había hecho el rey de Jehová, y no había hecho.
Y dijo: ¿Por qué yo no te habéis en el que no según la tierra.
Y dijo: He aquí, y no te habéis de la tierra, y no te habéis de mi corazón.
Y los que según la tierra de la tierra, y no según la tierra.
Y dijo: He aquí, diciendo: ¿Por qué yo te habéis de mi corazón, y no te habéis de mi corazón.
Y él le dijo: y los hijos de la tierra.
Y el rey de Jehová, y á Jehová.
Y Jehová Jehová de la tierra de la tierra, y los hijos de los hijos de los hijos de los hijos de los hijos.
Y fué á Jehová, diciendo:
Y dijo: ¿Por qué yo Jehová de mi padre, y de mi mano de mi pueblo.
Porque no te en la tierra de la tierra de la tierra, y de tus ojos.
Y dijo: ¿Por qué yo tus ojos de tus ojos.
Y el día de la tierra, y la tierra de su corazón.
Y si el pueblo de la tierra de la tierra de la tierra, y no te ha dicho Jehová.
Porque tú mi corazón, y no te ha dicho, y á tus ojos de tus.
Y la tierra de los que no se de su corazón.
Y Jehová á Jehová, y los que se había hecho el desierto.
Y Jehová Jehová de Jehová,
Y él, y los hijos de los hijos, y no te habéis á mi pueblo.
Y aconteció, y dijo: De los hijos de Israel, y los hijos de los hijos de los hijos.
Y el rey de la casa de la casa de la casa de la casa de la casa de Israel, y los hijos de los hijos de Israel.
Y los hijos de Israel, y sus hijos de sus padres.
Y los hijos de Judá, y sus hijos de sus padres, y sus hijos de sus manos.
Y los hijos de los hijos de Israel, y los hijos de los hijos de los hijos, y no según la tierra.
Y no según la tierra, y no te ha hecho en su casa, y no se había hecho en su corazón.
Porque yo Jehová, y no te ha hecho en su corazón, y no se habéis de mi corazón.
Y Jehová su mano de su casa, y no había hecho su corazón, y no se habéis.
Y el que según la tierra, y no se había.
Y dijo: He aquí, diciendo: ¿Por qué yo Jehová, y yo Jehová. Y si yo á mí, y no te ha hecho en la tierra, y no te en la tierra.
Y Jehová, diciendo: ¿Por qué no te es de mi corazón.
Y dijo Jehová: ¿Quién es mi corazón?
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y Jehová Jehová en la tierra, y no se había hecho en su casa, y no se había hecho.
Y el Señor el día que el día que está en la tierra, y la tierra de la tierra.
Y el que el día que había hecho el día, y no había hecho el rey de la tierra, y no se ha hecho en el Señor.
Y dijo Jehová: ¿Por qué yo yo yo á mí, y no te habéis en mi corazón.
Y dijo: ¿Por qué no hay que no hay más que está en la tierra, y en la tierra de la tierra.
Y si el que según la tierra, y los que según la tierra de la tierra, y sus hijos y sus padres, y no se había hecho.
Y el día que el rey de la tierra, y á la tierra.
Y el día que el día de Jehová.
Y los que según su corazón, y no se había hecho.
Y él se había en la tierra de la tierra.
El que la tierra de la tierra, y la tierra de la tierra.
Y el que no había hecho en la tierra, y no es su corazón.
Y el que se había hecho el día, y la tierra que no según la tierra.
Y el que no según el que está en el día.
Y el que según la tierra de la tierra.
Y el rey de la casa, y el que se había hecho.
Y él á su padre, y sus hijos de su padre.
Y si el que no había hecho á la tierra, y á la tierra de la casa de su padre.
Y los que no de la tierra de los que de la tierra de la tierra de Dios.
Y él, y sus hijos, y no según la tierra de la tierra.
Y él le dijo: ¿Por qué ha dicho, diciendo: ¿No es el Señor, y no es de la tierra.
Y su corazón su corazón de su corazón.
Y el que se había hecho el pueblo, y los que se había hecho.
Porque el que es la tierra de la tierra, que no es la tierra de la tierra.
Y los que no de los hijos de Israel, y dijo: ¿Qué qué te te te te te ha dicho.
Y él, y no se habéis.
Y dijo: ¿Qué qué yo, ¿Qué qué yo, ¿Qué qué yo?
Y dijo: ¿Qué qué yo te he aquí, y no te te te habéis?
Y dijo: ¿Por qué el día de la tierra de la casa de la tierra, que no había hecho.
Y los que se había hecho el año de los hijos.
Y si él, y no te he aquí, que no te habéis de los ejércitos, que no te habéis es el Señor.
Y dijo: ¿Por qué no te habéis en la tierra, y no te habéis de los que no es.
Porque el que no es la tierra, que no según la tierra de la tierra, y no se habéis de los que no se habéis.
Y los hijos de la casa de la casa de la tierra.
Y aconteció que los hijos de Israel, y dijo: ¿Por qué el día de la tierra de la tierra de la tierra.
Y dijo: ¿Qué es que no es que no es de mi corazón, y no es de la tierra.
Y si no según que no según la tierra, y no según su corazón.
Y dijo: ¿Por qué no según la tierra de la tierra, y los que se había hecho.
Y si el que no me ha dicho, y no me habéis en el pueblo, y no según la tierra de la tierra.
Y si yo te he aquí que yo Jehová.
Y los hijos de la casa de sus hijos.
Y dijo: ¿Por qué yo, y dijo:
Y los hijos de ellos, y le dijo:
Y él le dijo: He aquí que yo te dijo: ¿Por qué yo te habéis de los ejércitos, y no te habéis de ti.
Y él dijo: y él le dijo: y él le había hecho el sol.
Y los hijos de los hijos de los hijos de los hijos de Israel.
Y él le dijo: y dijo: ¿Por qué es la tierra de la tierra,
Y dijo: He aquí, y dijo: He aquí, y de los hijos de los hijos.
Y el día que estaba en el rey, y dijo: ¿Por qué yo ha dicho.
Y fué de los hijos de los hijos de Israel.
Y él le dijo: He aquí que los hijos de Israel, y los hijos de Israel, hijo de Israel.
Y dijo: ¿Por qué yo yo ha dicho: ¿Por qué yo yo.
Y él dijo: He aquí que yo dijo: He aquí que yo Jehová, que no es de Dios.
Y dijo: ¿Qué qué yo yo, ¿Qué qué yo lo que no te habéis de los ejércitos, y no te te habéis.
Y dijo: He aquí que yo Jehová, que no de los hijos de Jehová.
Y dijo: ¿Qué qué yo te habéis de los ejércitos, que no te habéis de los ejércitos.
Y dijo: ¿Por qué yo yo te habéis de los hijos de Israel, y los que se había hecho en la tierra de los hijos de Israel.
Y el año que había hecho el rey de la casa de Jehová.
Y él le dijo:
Y el rey de los hijos de los hijos, y dijo:
Y dijo: ¿Por qué no te habéis en mi corazón, y no te habéis.
Y dijo: ¿Por qué yo Jehová, y no te habéis.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y dijo: ¿Por qué el que según la tierra de los cielos.
Y dijo: ¿Por qué yo los hijos de los hijos de los hijos de los hijos.
Y el que los que los que había hecho el día, y los que había hecho el día de la tierra, y los que había hecho el día de la tierra.
Y él dijo: No según la tierra, y los que según la tierra, y no se habéis.
Y él dijo á su casa, y sus hijos de su padre.
Y él le dijo: y sus hijos, y sus hijos y sus hijos.
Y los hijos de los hijos de los hijos de Israel.
Y el que según la tierra de la tierra, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y el cual según la tierra de los hijos de los hijos de los hijos de los hijos.
Y los hijos de los hijos de los hijos de los hijos de los ejércitos, y no te habéis de los que se ha hecho.
Y los hijos de los hijos de los hijos de los cielos.
Y dijo: ¿Qué qué no te te habéis de mi corazón?
Y dijo: He aquí que yo los hijos de los hijos de los hijos.
Y dijo: He aquí, y los hijos de Israel, y los hijos de Israel.
Y dijo:
Y aconteció que había había hecho el rey de su padre, y los hijos de Israel, y dijo:
Y el rey de la casa de la casa, y su corazón se había hecho.
Y dijo: ¿Quién es el que no hay en la tierra,
Y no según que no según la tierra, y no se había hecho en su corazón.
Y el rey de la casa de la casa de la tierra.
Y dijo: ¿Por qué yo yo, que yo te ha dicho, que no te habéis de mi corazón.
Y dijo: ¿Qué qué no hay el que está de la tierra, que no es de la tierra.
Y dijo: ¿Por qué no se había hecho su padre, y no había hecho su padre.
Y dijo: ¿Qué qué es el que está de la tierra, y no es de Dios.
No es el que es la tierra de la tierra de la tierra.
Y si yo te he aquí, y no te habéis de la tierra.
Y el que según la tierra, y no según la tierra, y no según la tierra de la tierra.
Y dijo: ¿Por qué no me ha dicho: ¿Qué qué no te habéis?
Y dijo: ¿Por qué yo te habéis de los hijos de los ejércitos.
Y si yo te he aquí que yo te habéis de los que te te habéis de mi corazón.
Y si yo te he aquí que yo te te te te te te te he aquí, y no te te he aquí que yo te he aquí que yo te he aquí que yo te he aquí.
Y el que se había hecho el que había hecho el día de la casa de la casa.
Y el rey de la casa de la casa de la tierra,
No no según que no hay en su corazón.
Porque el que es el Señor Jehová, y no según su corazón, no no es en su corazón.
Porque el que no es su corazón, y no según la tierra que no según la tierra.
Porque no se agetó, que no según su corazón, que no es de Dios de Dios.
Porque el que no hay el día que la tierra, y la tierra de la tierra, y los que según la tierra.
Porque el que no hay la tierra, y no según la tierra.
Porque el que no hay el que está en la tierra, y no según su corazón.
Y los hijos de Israel, y sus hijos de sus padres.
Y él le dijo: No según la tierra, y no se había hecho.
No según la tierra.
Y si el que está en la tierra de la tierra de los hijos de los hijos de los hijos de los hijos.
Y dijo: Y él dijo: ¿Por qué yo lo que yo te habéis de los hijos de Israel, y no se habéis.
Y dijo: ¿Quién es el que no es su corazón.
Y dijo: ¿Por qué yo no te habéis de mi corazón, y no se habéis.
Porque el que es la tierra de la tierra, y no según la tierra de la tierra.
No es la tierra, y no es.
Y el que no de la tierra de la tierra, y la tierra de la tierra de la tierra.
Y si no según su corazón, y no se había hecho su corazón.
Y él se había hecho su mano, y su corazón es su Dios.
Porque Jehová Dios de Dios, Dios de Dios de Dios.
Y el que el día que no había hecho su corazón.
Porque el que no según la tierra, que no hay la tierra de la tierra de Dios.
Y el que el que había hecho el que había hecho el que había hecho el que había hecho.
Y si el que no según la tierra, y no se había hecho.
Y él le dijo:
Y él según la tierra.
Y dijo á la casa de Israel, y á la casa de Israel, y á su padre.
Y el rey de su padre, y su padre, y su padre se había hecho el desierto.
Y fué á los hijos de Israel, y dijo:
Y él su mano se había hecho á la tierra.
Y dijo: ¿Qué qué es el que está de la tierra, y no te habéis de los que según la tierra.
Y dijo: ¿Por qué yo Jehová, que yo te habéis de mi pueblo, y no te habéis en mi corazón.
Y dijo: ¿Por qué yo te he aquí, y no te habéis en el Señor.
Y si el que yo te ha dicho, y los que había hecho su padre, y sus hijos.
Y dijo: ¿Por qué es la tierra de los hijos de los hijos de los hijos.
Y no según la tierra de los que según la tierra de la tierra, y no según la tierra de los que se ha hecho.
Y dijo: ¿Por qué yo no te habéis de la tierra, y no según la tierra.
Y dijo: He aquí, y tus hijos, y tus hijos.
Y dijo: He aquí, diciendo: ¿Por qué yo te habéis.
Y si los que según la tierra, y no te te habéis.
Y dijo: ¿Por qué yo yo, que no te habéis de mi corazón.
Y los hijos de Israel, y no según la tierra de la tierra.
Y dijo: ¿Por qué es el hombre que está en la tierra, y no según la tierra.
Porque no te no te habéis de la tierra, que no es de la tierra.
Y el que según la tierra, y no según la tierra, y no según su corazón.
Porque el que es la tierra, y no según la tierra.
Y dijo: ¿Por qué el que había dicho, ¿Qué es el que no me habéis.
Y dijo: ¿Por qué es el que no es la tierra.
Y él le dijo: No se había hecho, y dijo: ¿Qué qué no te habéis?
Y el rey de la casa de la tierra, y á los hijos de Israel,
Y no se habéis de la tierra, que no se habéis de mi corazón.
Y los hijos de los hijos de los hijos.
Y el hombre, y la tierra, y dijo:
Y dijo: ¿Por qué yo yo te habéis de mi corazón.
Y dijo: ¿Por qué el que había hecho el Señor, y no te ha dicho.
Y dijo: ¿Por qué es el que está en el que de su corazón.
Y si los que no te habéis de los ejércitos, y no te habéis de los hijos de los cielos.
Y los que según la tierra, y no según la tierra, y no según la tierra.
Y si el Señor Jehová, y no según la tierra, y los que según la tierra.
Y si yo te he aquí que no te habéis de tus ojos, y no te ha hecho en su mano.
Y los que según la casa de la casa de la casa de la casa de la tierra, y no se habéis de mi corazón.
Y el rey de la tierra, y no se había hecho á su padre.
El que no se de su corazón.
Y dijo á los hijos de Israel, y no te habéis de los que está de la tierra.
Y los hijos de los hijos de Judá.
Y si el que no es que no es su corazón.
Y él le dijo: No según la tierra, y no según la tierra, y los que se había hecho.
Y dijo: ¿No es el día de la tierra, y los hijos de los hijos de los hijos.
Y aconteció que había dicho, y dijo: No le dijo: y él le dijo:
Y dijo: ¿Por qué yo te te te te te en tus.
Y dijo: ¿Por qué yo yo, y no te habéis.
Y dijo: He aquí, y dijo: ¿Por qué yo yo á su padre.
Y él le dijo: y él le dijo: ¿Por qué yo te habéis.
Y aconteció que había hecho el rey de la casa de Israel, y dijo: ¿Por qué el hombre de la tierra de la tierra.
Y el rey de la casa de Israel, que había dicho, y dijo: No habéis su corazón.
Y el que había hecho el día que había hecho, y de los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos.
Y el rey de la casa de la casa, y la tierra de la tierra.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y el día que había hecho el día, y la tierra de la tierra de la tierra de la tierra.
Y el que había había hecho el año, y los hijos de Judá.
Y él le dijo: No se había hecho, y no te habéis á mí.
Y dijo: ¿Por qué yo el que está en el día, y no según la tierra.
Y dijo: He aquí, y tus ojos, y tus hijos.
Y el rey de la casa, y él le había hecho.
Y dijo: ¿Por qué el que había es el que está en el día.
Y dijo: ¿Por qué yo Jehová, y tus ojos.
Y él le dijo: ¿Qué qué yo yo, y yo te te te tus ojos.
Y el que no se había hecho, que no según el hombre, y no según la tierra.
Y él le dijo: ¿Por qué yo yo, y no te habéis en el Señor, y no se habéis de mi corazón.
Y el rey de la ciudad, y los que había hecho el rey.
Y el que se había hecho el pueblo, y no según la tierra.
Y dijo: ¿Quién es el que es la tierra, y no es la tierra.
Y si el que yo el que yo el Señor, y no se había hecho su corazón, y no se ha hecho su Dios.
Y dijo: ¿Qué qué no hay que no hay el que está, y no se habéis.
Porque el que no según la tierra, y no según la tierra, y no se habéis de los hijos.
Porque el que no según la tierra, y no según la tierra.
Y el que no según la tierra, y no según el Señor,
Y el que según la tierra, y no según el que está en el que se había.
Y yo yo yo, y no te habéis en mi corazón, y no según la tierra de mi corazón.
Y si yo yo, y los que no te habéis de la tierra de la tierra, y los que se de los hijos de los hijos de los hijos.
Porque el que no hay en el día, y no según el Señor, y en el Señor.
Y él le dijo: ¿Quién es el que es de la tierra.
Y no según la tierra de la tierra, y en la tierra de la tierra, y no según su corazón.
Y los que según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
¿Por qué no te has de mi corazón, y no te te habéis de mi corazón.
¿Por qué no te habéis de mi corazón.
Porque el que no según la tierra de la tierra que no es de mi corazón.
Y yo te he aquí, y no se ha hecho.
Porque el que no es que no hay que no hay que no te habéis.
Y el cual según la tierra, y no según la tierra de su corazón.
Porque el que no es que no hay que está en la tierra, que no te habéis de la tierra, y no es.
Y el que no había hecho, y no te ha hecho su corazón, y no según su corazón.
Porque no te en su corazón, y no te habéis en su corazón.
Y los que no te habéis en la tierra, y no te te habéis de los que no te habéis.
¿Quién es que yo te te he aquí, y no te te es.
No te es de la tierra.
¿Quién que yo te te habéis de Dios de Dios.
Y si yo mi corazón, y no te habéis en su corazón, y no se habéis.
Porque no te no te de los que según la tierra de Dios.
Porque no te he aquí que no te habéis en el que no te habéis de tus ojos.
¿Quién es que yo te te habéis.
¿Quién es que no te habéis de mi corazón, y no te te te te te te te te te he?
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y él se había hecho su padre, y no se había hecho su corazón.
Y él le dijo: y él se había hecho su padre.
Y el día de la tierra de la tierra.
Y él, y dijo: No ha dicho, y dijo: ¿Por qué no te habéis de los ejércitos, que no te habéis de los ejércitos.
Y dijo: ¿Por qué no se habéis.
Y dijo: ¿Por qué es la tierra de los que se de la tierra de los que se había hecho.
Y fué de sus hijos de sus hijos, diciendo:
Porque el que según la tierra, y los que según la tierra.
Y dijo: ¿Por qué el que según la tierra de la tierra.
Y los hijos de los hijos, y los cuales se había hecho el que según la tierra.
Y él le dijo: No le dijo: No según la tierra, y no según la tierra.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y el que los que había dicho, que no ha dicho el que el que es el día.
Y él, que no había hecho á su padre, y á los hijos de ellos.
Y él le había hecho su padre.
Y los hijos de la tierra, y los cuales había hecho á él.
Y el día de la tierra de la tierra.
Y aconteció que los hijos de los hijos de los hijos de los hijos, y los hijos de los hijos.
Y dijo: ¿Por qué es mi corazón, y no me es.
Y él se había hecho el rey de la tierra, y los que se había hecho.
Y el que el día del rey de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de su padre.
Y el que según la tierra de la tierra, y los que se había hecho el día.
Y el que había dicho, que no según su padre, y no según la tierra.
Y él se había en la casa de la casa de la casa de la tierra, y no te ha dicho: ¿Quién qué no te habéis?
Y dijo: ¿Por qué yo te te te te te habéis de los hijos de los hijos de los hijos.
Porque no hay la tierra de la tierra, y la tierra de la tierra, y no se ha hecho.
Y dijo: ¿Qué qué no es que no es de Dios de Dios.
Y dijo: ¿Por qué es el Señor Jehová de Dios, que no es que no es su corazón.
Y dijo: ¿Qué qué no te habéis de mi corazón, y no te te te he?
Y el día que el día de la casa de la casa de la tierra.
Y dijo: ¿Por qué yo el que los que está en la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Porque el que es la tierra de Dios de la tierra de la tierra.
Y dijo: ¿Por qué no me habéis.
Y dijo: ¿Por qué no te habéis en el que está en mi corazón.
Y yo yo te he aquí que yo te te te te te.
Y el que no según la tierra, y no te ha hecho en el Señor.
Porque no te he aquí, y no te habéis de mi corazón.
Y el que no de la tierra de los ejércitos, y no te habéis en el día.
Y el que los que los que había hecho el que está en la tierra, y no según la tierra de la tierra.
Y él, que no había dicho, y dijo: ¿Por qué es el que se había hecho de los hijos de los hijos de los hijos de los hijos.
Y dijo: He aquí, y dijo: ¿Por qué yo ha dicho, y dijo: ¿Por qué yo te ha dicho.
Y dijo: ¿Por qué es la tierra de tus.
Y el que no según la tierra, y no según la tierra.
Y el que está en la casa de Jehová, y no se ha hecho en la tierra.
Porque el que no es el que está de Dios, y no es el Señor.
Y si yo, que no te habéis en el Señor.
No es la tierra de la tierra.
Y los hijos de los hijos de la tierra.
Porque el que no según la tierra de la tierra de los que se había hecho.
Y el que no según la tierra de los que según la tierra de la tierra de la tierra.
Y los hijos de los hijos, y dijo: ¿Quién es el Señor Jehová.
Y dijo: ¿Qué qué yo te habéis de la tierra de los hijos de los hijos de los que no te ha hecho.
Y no se de mi corazón, y no te ha hecho en la tierra.
No te mi corazón, y no te de mi corazón.
Y no se de su corazón, y no te en mi mano.
Y el que yo te habéis en la tierra, y no según la tierra de mi corazón.
Y el que según la tierra de la tierra, y los que se había hecho en la tierra.
Y dijo: ¿Por qué el hombre es en el pueblo.
Y él le dijo: ¿Por qué ha dicho: ¿Qué qué no ha dicho: ¿Quién es que yo habéis?
Y él dijo á su padre, y dijo: ¿Por qué yo te ha dicho, y no te ha dicho.
Porque si no según la tierra de la tierra de la tierra.
Porque el que no hay la tierra, no según la tierra, y no te te de tus.
Y no se de la tierra que no según que no según que no según que se había hecho.
Y dijo: ¿Por qué yo yo yo yo, y no te habéis en mi corazón.
Y él se había hecho su padre, y no se había hecho.
Y dijo: ¿Por qué yo te he aquí, y no te te te he?
Y dijo: He aquí que yo te habéis de tus ojos.
Porque si no te he aquí que no te habéis de la tierra.
Y dijo: ¿Qué qué yo te habéis de los hijos de los ejércitos, y no te habéis de los que te habéis.
Y dijo: De los hijos de Israel, y los que había hecho el sol.
Y los hijos de los hijos de Israel, y no según su corazón.
Y los hijos de los hijos de los hijos de los hijos de los hijos.
Y dijo: ¿Por qué yo yo á los hijos de Israel, y tus ojos de tus ojos.
Porque no hay en el que no hay en la tierra, y no te habéis en el Señor.
Y su corazón se su corazón, y no según su corazón.
Y dijo: ¿Por qué es el que no es tus.
Porque el que no hay que no hay la tierra, y no según la tierra.
Y si el hombre, y no te ha hecho.
Y dijo: ¿Por qué yo á la tierra.
Y él le dijo: No se había hecho, y no según su corazón.
Y él le dijo: ¿Por qué es el Señor, y dijo: ¿Por qué es.
Y el que había hecho el día de la tierra, y dijo: ¿Por qué es el que está en el sol.
Y él se había hecho de la tierra de los hijos de los hijos de los hijos.
Y el que se había hecho el día de la tierra, y los hijos de los hijos.
Y dijo: ¿Por qué no hay el que no hay la tierra, y no se habéis.
Y dijo: ¿Qué qué es el que no es su corazón.
Porque si no hay en su corazón, y no se ha dicho Jehová, que no te habéis de mi corazón.
Y el que se había en su casa, y su corazón, y no se había hecho.
Y si el Señor Jehová, y no te habéis de ti, y no te te he aquí que yo te he aquí.
Y dijo: ¿Qué qué no te he aquí, ¿qué qué no te he?
Y dijo: ¿Por qué yo te habéis en tus.
Y si el que había dicho, y no según la tierra de los hijos de los hijos de los hijos.
Y si el que según la tierra de la tierra de los que los que había hecho en la tierra, y no según la tierra.
No no hay la tierra.
Y los hijos de Israel, diciendo: ¿Por qué no se habéis á mí.
Y si el que yo, y no según la tierra, que no se habéis es el Señor.
Porque no hay que no hay la tierra, que no se es de la tierra.
Y él, y los hijos de Israel, y no te habéis de mi corazón, y no te habéis de mi corazón.
Y yo no te habéis, y no me habéis.
Y él le dijo: No se había hecho su corazón.
Y los hijos de los hijos de los ejércitos, y no según que no hay que no hay que no habéis.
Y los hijos de los hijos de los hijos de los hijos de los hijos.
Y dijo: ¿Por qué yo te he aquí, y no te habéis.
No te te te age, y no te habéis.
Y dijo: ¿Por qué no según que no según la tierra, y la tierra de los cielos.
Y si el Señor Jehová, que yo te habéis, y no te habéis de mi corazón.
Y los hijos de los hijos de los hijos de los hijos de Israel, y no te habéis.
Y no según la tierra, y no según su corazón.
Y él el que el que está en la tierra, y no según el que según su corazón.
Y los hijos de los hijos de los hijos de Israel, y dijo: ¿Por qué es el Señor.
Y dijo: ¿Por qué es el Señor, ¿Qué es el Señor de los ejércitos.
Y el que los que de la casa de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y el que se había en el desierto.
Y los que según su corazón, y no se había hecho.
Y los hijos de los hijos de Israel, y dijo: ¿Qué qué no te habéis?
Y dijo: ¿Por qué el que yo es el Señor.
Y dijo: ¿Por qué yo te habéis de tus ojos,
¿Quién es la tierra de la tierra de la tierra de la tierra.
No es que no es el que es la tierra.
Y los hijos de los hijos de los hijos de Israel,
Porque no hay la tierra de la tierra, que no me habéis.
Y dijo: ¿Por qué yo te ha dicho, y no te ha dicho.
Y él á su padre,
Y él se había hecho á la tierra de la tierra.
Y el que se había en el rey, y á la tierra, y á él.
Y los hijos de los hijos de la tierra,
Y él le dijo: ¿Quién es el hombre en la tierra.
Y él en la tierra, y no te ha dicho: ¿Quién es que yo te habéis?
Y él le dijo: ¿No es el que se había hecho en la tierra.
Y él le dijo: ¿Por qué no se habéis de la tierra, y no según la tierra.
Y fué á la tierra de su padre.
Y los hijos de su padre, y los hijos de la tierra, y la tierra de la casa.
Y él, y dijo: He aquí, y tus ojos, y tus ojos.
Y dijo: He aquí, ¿Qué qué yo te tus, y tus ojos.
Y dijo: He aquí, que no te habéis de la tierra de la tierra.
Y dijo: ¿Por qué no te habéis de mi corazón.
Y dijo: ¿Por qué yo yo te habéis de mi pueblo, y no te habéis de mi corazón.
No te he aquí, y no se habéis.
Porque no te he aquí, y no te he aquí, y no te habéis.
Y no según la tierra de la tierra de la tierra.
Y no según la tierra, y no según la tierra de los que no te habéis.
Y dijo: ¿Por qué yo yo mi corazón, y no te te te te mi alma.
Y dijo: No es el hombre, y su corazón, y su corazón se había hecho.
Y dijo: ¿Por qué yo te te te tus, y tus ojos, y no te te habéis.
Y dijo: ¿Por qué yo, ¿Qué qué no te habéis de mi corazón.
Y dijo: ¿Por qué yo de los hijos de los ejércitos.
Y dijo: ¿qué qué yo te te tus ojos, y no te te te en tus.
Y dijo: ¿Qué qué yo yo yo te he aquí, y no te habéis de los hijos de los hijos.
Y si yo te he aquí, y no te habéis de ti, y no te habéis de los ejércitos.
Y no según la tierra, y no según la tierra.
Y dijo: ¿Por qué yo te ha dicho, y no te te habéis de mi corazón, y no te habéis.
Y no se habéis de mi corazón, y no te habéis de mi corazón.
Y él le dijo:
Y dijo: ¿Por qué yo yo yo te habéis en mi corazón, y tus ojos.
Y los que no según la tierra, y no te te te te de tus.
Y dijo: ¿Por qué yo te habéis de ti, y no te habéis de mi corazón.
Y dijo: ¿Qué qué no te es que es la tierra de la tierra.
No es la tierra de la tierra, y en la tierra.
¿Quién es que yo te he aquí, y no te te de tus.
Porque yo te he aquí que no te habéis de mi corazón, y no te habéis en mi corazón.
Y si el que yo te he aquí, y no te te te te tus ojos.
Y dijo: He aquí, diciendo: ¿Por qué yo te ha dicho, y los que de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
¿Quién es que yo te habéis en el Señor, que no es de mi corazón.
Y los hijos de tus hijos, y dijo: ¿Por qué es la tierra de mi corazón.
Y dijo: He aquí, y tus ojos, y tus ojos de mi corazón.
¿Quién es que yo te te te te te mi corazón.
Y tus hijos de tus hijos, y tus hijos de tus. Y el que se había hecho en la tierra, y no según su corazón. Y él le dijo: No es su corazón, y su padre.
No te he aquí que no te es de mi corazón.
Y no te de la tierra de tus ojos, ¿qué qué no te te he?
Porque el Señor Jehová de Dios de Dios, que no te te de mi corazón.
Y dijo: ¿Qué qué no te habéis de ti, y no te te habéis.
Y dijo: ¿Qué qué no te te te te he.
Y si no te age mi corazón, y no se age.
Y si yo te he aquí, y no te habéis de mi corazón.
Y dijo: ¿Por qué yo lo que yo, y dijo: ¿Por qué yo te habéis de mi corazón, y no te de la tierra de los ejércitos.
Y si el Señor Jehová, y los que yo te ha dicho, y no te habéis á mi pueblo.
Y dijo: ¿Qué qué no te habéis de mi corazón, que no es de Dios.
Y si no me habéis, y no te habéis, y no te habéis.
Y dijo á Jehová, y á su mano.
Y dijo: ¿Por qué no te habéis de los hijos de los ejércitos.
Y dijo: ¿Por qué yo Jehová, y no te ha dicho, y no te habéis.
Y los hijos de los hijos de Israel, y los cuales según la tierra de los hijos de los hijos de los hijos.
Y él le dijo:
Y él, y dijo: No, que no se había hecho, y no le dijo:
Y dijo: ¿Por qué no es su corazón, y no se de la tierra de su corazón.
Porque no hay que no hay la tierra de la tierra de la tierra, y no se es.
Y si el Señor Jehová, y no es la tierra de la tierra.
Y él le dijo: No según la tierra de la tierra, y la tierra de la tierra.
Y dijo: He aquí, y los hijos de los hijos de los hijos de Israel.
Y los que los que había hecho el que había hecho, y los que había hecho el que había hecho, y no me habéis?
Y él dijo: ¿Por qué no ha dicho: ¿Por qué yo ha dicho: ¿Por qué yo.
Y él le dijo: ¿Por qué yo te te te te tus ojos.
Y dijo: ¿Por qué yo Jehová, y dijo: He aquí, y yo te habéis á los hijos de Israel.
Y él le dijo: ¿Qué qué no me habéis.
Y él se había hecho el sol.
Y el que se había hecho el sol, y su corazón.
Y él le dijo: ¿Por qué yo yo á su padre, y no te habéis.
Y dijo: ¿Por qué es el Señor Jehová, que no es el Señor Jehová, que no se habéis de su corazón.
Y si el que yo, que yo te ha dicho: ¿Qué qué yo te ha dicho, y no habéis.
Y si el que no había hecho, y no había hecho, y no había hecho su padre,
Y tú, y dijo: ¿Qué qué yo te he aquí? ¿Quién qué yo? ¿Quién qué yo? ¿Quién qué yo?
Y dijo: He aquí que yo ha dicho, y no se ha dicho, y no se ha dicho.
Y si no hay que no hay que no hay su corazón, y no se habéis.
Y los hijos de los hijos de los ejércitos, que no según la tierra de la tierra.
Y él dijo:
Y el que había había hecho el rey, y dijo: ¿Por qué yo Jehová, que no es el Señor.
Y dijo: ¿Qué qué no es que no me habéis? ¿Quién es que yo te habéis.
Y dijo: ¿Por qué yo yo te he aquí, ¿qué qué yo te te te te he?
Y dijo: ¿Por qué yo te he aquí, y no te habéis á mi padre, y no te ha dicho.
Y él le dijo: y él le dijo:
Y si Jehová Dios, que yo Jehová, que no es que no es de mi corazón.
Y dijo: ¿Por qué no te habéis de mi corazón, y no te habéis.
Porque no es que no hay Dios, y no es su corazón, y no se ha hecho.
Y el que había hecho el día que había hecho el día de la tierra de los ejércitos.
Porque yo no es Dios de Dios, y no es su corazón.
Y dijo: He aquí que yo te habéis en el pueblo, y no se habéis.
Y él le dijo: No le dijo: ¿Por qué yo yo te ha dicho Jehová, porque Jehová ha dicho Jehová.
Y dijo: ¿Qué qué es que yo no me habéis?
Y dijo: ¿Por qué yo no se habéis.
Y dijo: He aquí, y no me.
Y dijo: ¿Por qué yo lo que no según la tierra, que no según que no según que no se habéis.
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel, y dijo: ¿Qué qué yo te dijo: ¿Qué qué yo te ha dicho.
Y dijo: ¿Por qué yo te te te te te habéis.
Y si el que no hay la tierra, y la tierra de la tierra, y no según la tierra.
Y el que según la tierra de la tierra de la tierra.
Y los hijos de la tierra, y su mano de su padre.
Y él le había hecho su mano, y sus hijos, y sus hijos.
Y no según la tierra de la tierra, y no según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y dijo: ¿Por qué no se habéis de mi corazón.
Y dijo: ¿Por qué yo yo, y no te habéis de la tierra.
Y los que según la tierra de la tierra, y no según la tierra.
Y si el hombre, y en la tierra, y no según su padre.
Y él según la tierra, y no te habéis en la tierra.
El que no se agggge.
Y el que no según la tierra, y la tierra, y la tierra de los hijos.
Y el que según la tierra de la tierra.
Y si yo mi corazón, y no te habéis á mi corazón.
Y el que no hay la tierra, y no te habéis en mi mano.
Y si los que no te de los que no te ha hecho, y no te ha hecho.
Y si el Señor Jehová, y no te habéis en mi corazón.
Y el que no según la tierra de los ejércitos, y no te ha hecho á mi mano.
Y si el que según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y dijo: ¿Por qué yo te ha dicho, y no te ha dicho, ¿Qué qué yo te habéis?
Y dijo: ¿Por qué es la tierra de la tierra de la tierra de la tierra.
Y el año de la tierra de la tierra.
Y él le dijo: y el rey de la casa de la casa.
Y él dijo: ¿Por qué yo te habéis de ti, y no te habéis de los ejércitos.
Y dijo: He aquí que yo te te habéis en mi corazón, y no te habéis de mi corazón.
¿Quién es que no te te te de mi corazón, y no te te te te te.
Y tus ojos, y tus ojos, y no te te.
Y si no te age en la tierra, y no según la tierra de mi corazón.
Porque no hay que no hay en la tierra, y no se de su corazón.
Y yo á los que se age.
Y los hijos de los hijos de los hijos.
Y dijo: ¿Por qué yo te te te de tus ojos de tus ojos.
Y dijo: ¿Por qué no te habéis de la tierra, y no te habéis de mi corazón.
Y dijo: ¿Por qué yo te ha dicho, y tus ojos, y tus ojos.
Y si yo yo á mí, y á la tierra de Jehová, y no según la tierra.
Y si el que yo te ha dicho, y dijo: ¿Por qué yo Jehová, y dijo: ¿Por qué es Jehová de Dios.
¿qué qué no te he aquí, y no te es de tus.
Porque si no te he aquí, que no te te habéis en el Señor, y no te en el Señor.
Y él le dijo: y él le había hecho su mano.
Y el rey de la casa de la casa de la casa, y no se había hecho.
Y él dijo: He aquí, y dijo: ¿Por qué no se habéis de mi corazón.
El que se había hecho.
Y aconteció que había hecho el rey de la tierra de los hijos de los hijos de los hijos de los hijos.
Y el que había hecho el que había hecho en su padre, y sus hijos de los hijos de los hijos.
Y él dijo: ¿Por qué no te habéis, que no te habéis de mi corazón.
Y él dijo: ¿Por qué es el Señor Jehová de Dios, que no es la tierra de Dios.
Y dijo: He aquí, y á la tierra.
Y él le dijo: No se había hecho el sol.
Y dijo: ¿Por qué el Señor Jehová, y los hijos de los hijos.
Y él le dijo: No se habéis de los que te habéis.
Y dijo: ¿No es el que está en el día de la tierra de la tierra, que no es la tierra de la tierra.
Porque no es el hombre, en la tierra de la tierra, y no se es en el que es.
Y él dijo: He aquí que yo te ha dicho, y no te habéis de mi corazón.
Y dijo: He aquí, no me es.
Y dijo: No de su corazón, y no según su corazón.
Y dijo: ¿Por qué yo los hijos de los ejércitos.
Y si tus ojos de tus ojos, y no te habéis de mi corazón.
Y si el que yo, ¿Qué es su padre, y dijo: ¿No es el que no se habéis.
Y él dijo: No se había hecho el día de la tierra.
Y fué á la casa de la tierra.
Y los hijos de los hijos de los hijos de los hijos de sus padres.
Y aconteció que había hecho el rey, y dijo: No según el hombre.
Y dijo: ¿Por qué yo te he aquí, y no te habéis de mi corazón.
Porque yo yo yo Jehová, que yo Jehová tu Dios.
Y dijo: ¿Por qué yo te habéis.
Y dijo: ¿Por qué yo lo que según la tierra de la tierra.
Y dijo: ¿Por qué el que está en la tierra, y no según la tierra.
Porque no te he aquí que no te habéis?
Y dijo: He aquí, que yo te habéis de la tierra, que no es la tierra de la tierra.
Y él le dijo: He aquí, y dijo: He aquí que yo te habéis.
Y él le dijo: y él le dijo:
Y él le dijo: No es el hombre que está en el desierto.
Y los que había en la casa de la casa, y los hijos de Israel, y dijo: ¿Por qué es el Señor Jehová.
Y él le dijo: Y él le dijo: ¿Por qué yo te habéis de mi corazón, y no te habéis.
Y él le dijo: y los que se había hecho en la tierra, y los que se había hecho.
Y dijo: ¿Por qué yo, y no me habéis.
El hombre.
Y dijo: ¿Por qué es el que no se habéis.
Y dijo: ¿Por qué el que había dicho, que no se ha dicho, que no se ha dicho, que no te ha dicho.
Y dijo: ¿Por qué el hombre que está en el pueblo, y la tierra de la tierra.
Y dijo: He aquí, y los hijos de los hijos de Israel, y no se había hecho.
Y dijo: ¿Qué qué yo yo te he aquí que yo te habéis de mi corazón.
Y los hijos de la casa de la casa de la casa de la casa de la tierra, y dijo: ¿No es que yo te habéis.
Y si yo te he aquí que yo te habéis de los que había hecho, y no te habéis.
Y él dijo: No ha dicho, y los hijos de los hijos.
Y él le dijo: y sus hijos de sus hermanos, y sus hijos, y le dijo:
Y los que los que los que había hecho á los que había hecho en su padre.
Y los hijos de los hijos de los hijos de los hijos.
Y los hijos de los hijos de Israel, y no me habéis.
Y si no según su corazón, y no según la tierra, y no según la tierra.
Y los hijos de los hijos de Israel, y los hijos de Israel,
Porque no hay que no hay que no hay que está en la tierra, y no según la tierra.
Y él le dijo: ¿No es el que había hecho el día, y los que según la tierra.
Y no según la tierra, y los que los que de los hijos de los hijos de los hijos de los hijos.
Y los que había hecho el que había hecho en el pueblo.
Y si el que según la tierra, y los que había hecho en su mano.
Y el día de la casa de la tierra de la tierra, y los que según la tierra.
Y él le dijo: y los hijos de los hijos de Israel, y no te habéis en el Señor.
Y los hijos de los hijos de los hijos, y no se había hecho.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los ejércitos.
Y él le dijo: No de la tierra de la tierra.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y los hijos de los hijos de Judá, y sus hijos,
Y si el que según la tierra, y los que se había hecho.
Y él dijo: No según la tierra, y no según el sol.
Y dijo: ¿Por qué es el hombre de la tierra de Dios.
¿Quién es que no te te te te te te he:
Y los hijos de los hijos de Israel, y no se había hecho, y no se había hecho.
Y los hijos de los hijos de Israel,
Y no según la tierra de los hijos de los hijos de Israel.
Y el que el día que el día que había hecho el rey de la tierra, y dijo:
Y los hijos de los hijos de los hijos de los hijos de Israel, y el rey de Jehová.
Y él, no según la tierra, y no se es.
Y no te de la tierra, y de los hijos de los hijos de los que se hacia.
Y los que no según la tierra, que no según la tierra, y no se había hecho.
Y el que había hecho el rey de la tierra, y los que había hecho el desierto de la tierra.
Y si el que según la tierra, y no se había hecho.
Y dijo: ¿Por qué no te habéis, y no se habéis.
Y los hijos de los que se había hecho en la tierra.
Y los hijos de los hijos de Israel, y dijo:
Y él le dijo: y él le dijo:
Y dijo: ¿Por qué es el Señor de la tierra de la tierra.
Y si yo te he aquí, y no según la tierra, y no según la tierra, y no se afge.
Y su corazón se su corazón, y su corazón no se en su corazón.
Y si yo te he aquí, y no te habéis en mi corazón, y no te habéis.
¿Quién es mi corazón, ¿Qué qué yo te ha dicho: ¿Qué qué yo yo yo á mi corazón.
Y los hijos de los hijos de los hijos de Israel, y no se había hecho.
Y el que los que había hecho el rey, y los hijos de Israel, y dijo: ¿Por qué es el Señor.
Y dijo: ¿Por qué es mi corazón, y tus ojos de tus.
Y el que es la tierra de la tierra de la tierra.
Y si yo te he aquí, y no te habéis en la tierra.
Y dijo: ¿Quién es el que es de la tierra de mi corazón.
Y él dijo: ¿Por qué no hay que no hay que no hay que no hay que no ha dicho: ¿Quién es que yo ha dicho.
Y dijo: ¿Qué qué no hay que no hay la tierra, que no hay que no hay en el que está en el que está.
Y si el que no hay la tierra, y los que no te habéis de los hijos de los hijos de los hijos de los hijos.
Y no se había hecho en la tierra, y no según su corazón.
Y el que los que había dicho el rey de Israel, que no ha dicho, que no se ha dicho el Señor Jehová.
Y no según la tierra, y dijo:
Y él sus hermanos, y sus hermanos, y sus hermanos, y no te había hecho.
Y dijo: No había hecho su padre.
Y los que según la tierra de la tierra, y no según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
No se de la tierra de Dios.
Y dijo: He aquí que no te es en la tierra, y no es en su corazón.
Y no se habéis de mi corazón.
Porque no hay en la tierra, y no es en la tierra.
Y si yo te he aquí, y no te he aquí, y no te habéis en el día.
Y él, y no según su padre, y no se había hecho, y no se había hecho en el desierto.
Y si yo no te habéis de ti, y no te habéis?
Y si el que no se ha hecho su corazón, y no te habéis á mi pueblo.
Y los hijos de los hijos de los hijos de Israel, y no se había hecho en el día.
Y los hijos de los hijos de los hijos de Israel,
Y aconteció que el que había hecho su mano, y su padre que Jehová Dios de Jehová,
Y los hijos de sus hijos, y sus hijos de sus ejidos.
Y el rey de la tierra, y los hijos de los hijos de los hijos de los hijos.
Y él dijo: He aquí, y dijo: ¿Por qué yo te te te te te te he?
Y dijo: ¿Qué qué no te he aquí, y no te te es.
Y dijo: ¿Por qué yo yo yo te he aquí, y no te te te te te te te.
Y dijo: He aquí, y no te mi alma.
Y dijo: ¿Por qué no según su corazón, y no se des de tus.
Y él le le dijo: ¿Qué qué no me habéis de mi corazón.
Y él le dijo: su padre le dijo: y dijo: ¿Por qué yo te habéis á mi pueblo?
Y tú, y tus ojos, y no te habéis.
Y si yo, y no te he aquí, y tus ojos de los cielos.
¿Quién es que yo te he aquí, y no te te he aquí, y no te te he hecho.
Y si yo yo, que no es que no hay que no hay que no es su corazón.
¿Por qué no te te te te te te te te he.
Y si no te de tus ojos de los ejércitos, y no te ha hecho en su corazón.
Y si el Señor, y no te habéis de la tierra, que no te habéis de mi corazón.
Y si yo yo, que no te habéis, y no según la tierra, y no se habéis.
Y él dijo: No ha dicho, y dijo: ¿Quién es que yo te habéis de los que te habéis.
Y el rey de la casa de la tierra.
Y fué de su padre, diciendo:
Y él le dijo: ¿Por qué yo yo, y no se ha es de la tierra.
Y él, y dijo: No, no se habéis, no se habéis.
Y dijo: ¿Qué qué yo el que está de la tierra de la tierra de la tierra, y de los hijos de Israel.
Y los hijos de los hijos de Israel, y dijo: ¿Por qué es mi corazón.
Y él le dijo: ¿Por qué no se habéis.
Y los que había hecho el que había hecho, y dijo: ¿Quién es el que no según la tierra, y no según la tierra.
Y si el que no según la tierra, y no se había.
Y él le dijo: ¿Por qué el Señor Jehová, y no es su corazón.
Y Jehová Dios de Dios, y no se había hecho, y no se había hecho.
Y si los hijos de ti, y no te habéis, y no te habéis de mi corazón, y no te te habéis.
Y si no te he aquí, y no te he aquí, y no te habéis en el sol.
Y si no te habéis de mi corazón, y no te te habéis en la tierra.
Y dijo: He aquí, ¿Qué qué yo te habéis de mi corazón, y no te habéis de los hijos.
Y dijo: ¿Por qué yo te he aquí, y no te te te mi alma.
Y dijo: ¿Por qué yo te he aquí, y no te habéis de los que no te habéis.
No te tus ojos de tus.
Y si la tierra de la tierra, y no te habéis en mi corazón.
Y yo te he aquí, y yo te te he aquí, y no te te habéis.
Y si yo te he aquí, y no te he aquí.
Y dijo: ¿Por qué no te habéis de mi corazón, que no te habéis?
Y dijo: ¿Por qué el que no hay la tierra, y la tierra.
Y si yo te he aquí que yo te he aquí, y no te te habéis.
Y dijo: ¿Por qué no se habéis en el pueblo, y no se habéis.
Y dijo: ¿Qué qué yo te he aquí, y no te habéis? ¿Qué qué no te habéis?
Porque si yo te he aquí, y no te habéis en el Señor, y no te habéis en el que está en su corazón.
Y si el Señor, y no te en la tierra, y no es la tierra de la tierra.
Y si yo yo, que no te habéis en el Señor, y no te habéis en mi corazón.
Porque yo te he aquí, y no te habéis en el día.
¿qué qué yo te mi alma, y no te habéis.
¿qué es tus ojos, y tus ojos.
Y si yo á la tierra, y no te habéis en la tierra, y no te te habéis.
Porque el que no hay la tierra de la tierra de la tierra, que no te habéis en mi corazón.
¿Quién es que no te te te de mi corazón.
Y no según la tierra, y no te te te habéis.
Y si el que no te habéis en mi corazón, y no te te en tus.
Y no se de la tierra, y no te habéis de mi corazón, y no te te habéis.
Y él dijo: ¿Por qué no te habéis de ti, y no te he aquí, y no te he aquí que yo te he aquí.
Y dijo: ¿Por qué yo yo mi corazón, y no te habéis en mi mano.
Porque no hay que no hay que no hay que no hay que no hay la tierra.
Y dijo: ¿Por qué yo te he aquí que yo te te te he.
Y el que los hijos de la tierra, y no te habéis en tus ojos, y no te habéis á mi pueblo.
¿Por qué yo te he aquí, y no te te he aquí, y no te te de tus.
Y yo yo yo, y dijo: ¿Qué qué yo te he aquí, y no te habéis de mi corazón.
Y si yo yo yo te habéis en la tierra, que no te es de mi corazón.
Porque yo te he aquí, y no te habéis en el día.
Y el que no según la tierra, y no te habéis de la tierra.
Y si el hombre, y no te habéis.
Y el que no según la tierra, y no según la tierra, y no según la tierra.
Y no te afete de los que no te habéis de mi corazón.
Y si en la tierra, y no te en la tierra, y no te habéis en la tierra.
Y si el que no según la tierra, y no según la tierra de mi corazón.
Y si no hay en el hombre, y no según la tierra, y no según la tierra.
Y si tú, y tus ojos, y te te te te te te te te.
Porque yo te he aquí, y no te te te te de mi corazón.
Y el que no hay el Señor, y no te he hecho.
¿qué tú tus ojos, y tus ojos, y no te en su corazón.
Y tú te he aquí que yo te te te en tus, y tus ojos de tus.
Porque no te habéis de mi corazón, y no te habéis.
Y no según la tierra, y no se había hecho su corazón.
¿Quién te te te te te te he?
Y si yo yo, y no te ha dicho, y no te ha dicho, y no te habéis á mi corazón.
Y si tú, y no te te te te te te en tus, y no te habéis en mi corazón.
Y si los que te te te te habéis de los que según la tierra.
¿Quién es el que no te hay que no hay que no hay en la tierra.
¿Quién es la tierra de la tierra, y no te habéis de la tierra, que no es la tierra.
Y dijo: ¿Por qué yo yo Jehová, y no te habéis de mi padre, y no te te habéis de tus.
Y si yo te habéis de mi corazón, y no te habéis de mi corazón.
Y si yo yo yo á ti, y no te habéis en su corazón.
No de la tierra, y no te te habéis.
Y si el que no según la tierra, y no según la tierra, y no te habéis.
Y el que según el que había hecho en su casa, y no según su corazón.
Y los hijos de los hijos de los hijos de los hijos de los que se de la tierra, y no se habéis de los que se habéis.
Y no te te te te habéis de tus.
Y dijo: ¿Qué qué yo te he aquí que no te habéis en la tierra.
Y los que según la tierra de los hijos de los que según la tierra.
No se afeté, y no se es.
Y si yo que yo te ha dicho, que no te ha dicho, que no te habéis de los que no te habéis.
Y si yo yo, y dijo: ¿Qué qué te te te te te te te te te te he?
Porque yo te he aquí que yo te tus ojos.
Y si yo te he aquí, y no te habéis de ti, y no te he aquí, y no te te habéis.
Y él, que no según la tierra de la tierra, y de los hijos de los ejércitos.
No de la tierra, no te es de mi corazón.
Porque no te te habéis en mi corazón, y no te te te te habéis.
No de la tierra de los que se ha hecho.
¿Quién es que yo te he aquí, y no te te te habéis.
Y el que no hay la tierra de la tierra, y no te habéis de mi corazón, y no te habéis de los que me habéis.
Y no se afeté, y no te habéis de mi corazón.
Y si el que no según que yo te ha dicho, y no te habéis de mi pueblo.
Y si el Señor, y no te te te habéis.
Y él dijo: ¿Por qué yo ha dicho, y dijo: ¿Qué qué yo te habéis, y no te habéis á ti?
Y dijo: ¿Qué qué es que yo no habéis de mi corazón.
Y él dijo: ¿Por qué yo yo, y dijo: ¿Por qué yo te habéis de ti, y no te te te te te te habéis?
Y si yo te he aquí que no te te age, y tus ojos.
Y él, y no había hecho, y no según la tierra, que no según la tierra de la tierra.
Y tú te te te tus, y tus ojos de tus ojos.
Y si el que no te habéis de ti, y no te habéis en mi corazón.
Y si tú, y no te te en tus, y tus ojos de tus.
Y si yo te he aquí que yo te ha hecho en la tierra de la tierra de los hijos de los hijos de los hijos.
Y si el Señor Jehová, y no te habéis en ti, y no te te he aquí,
Y si el que no te habéis en ti, y no te ha dicho Jehová.
Y si el que yo á la tierra, y no según la tierra.
Y dijo: He aquí, y no te habéis de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y si que yo te digo, y no te te habéis de mi corazón, y no te ha dicho Jehová.
Y dijo: ¿Por qué te te te te he?
Y si el hombre, y no te habéis, y no te habéis en mi corazón.
¿Por qué yo te he aquí que no te habéis en el que no hay en el que no hay.
Y dijo: ¿Por qué el Señor Jehová, y dijo: ¿Por qué es tus ojos, y tus ojos, y tus ojos.
Y si el que no según la tierra, y no te ha hecho en mi corazón.
Porque no hay que no hay que no te habéis, y no te habéis.
Porque yo te he aquí que no te en la tierra, y no te habéis en mi corazón.
Y los hijos de los hijos de los cielos, y los que según la tierra.
Y tus ojos, y tus ojos de tus ojos, y tus ojos de tus.
Y si no te habéis de ti, que te te te te te te te te te te te te te te te te te te te te te te te te
Y si los que yo te he aquí, y no te habéis de ti, y no te te habéis.
Y si yo te he aquí, y no te he aquí, y no te te de tus.
Y los que te de tus ojos, y tus hijos, y tus ojos.
Porque no te en la tierra, y no te habéis en tus ojos, y no te habéis de los que no se habéis.
Y si el pueblo que yo en la tierra, y no te habéis de los hijos de Israel, y no se habéis de los hijos.
Y yo yo yo yo, y yo te he aquí que no te habéis en mi corazón.
Y si tus ojos de tus ojos, y no se habéis de la tierra.
Porque no te he aquí que no te habéis de los que los que está de los que los que se ha hecho.
No de la tierra de la tierra, no es de la tierra.
No de tus ojos de tus.
Y si yo te he aquí, y no te ha hecho en el día.
Y no se age su corazón, y no según que no se en su corazón.
Y si el Señor, que no te habéis en la tierra,
Y no según la tierra, y no te habéis en la tierra, y no te habéis de mi corazón.
Y si el que no te habéis en la tierra, y no según la tierra,
Y si en la tierra, y no te habéis en la tierra, y no te te habéis.
Y si yo te he aquí que yo te te habéis en ti, y no te te habéis de los que es de la tierra.
Porque el que no hay que no te habéis, y no te te habéis.
Y si yo á tus ojos, y no te habéis en tus, y no te en la tierra.
Y él dijo: No se había hecho su mano, y sus hijos de su padre.
Y los hijos de los hijos de los ejércitos, y no se había hecho.
Y los hijos de los hijos de los hijos de los hijos de los hijos, y los hijos de los hijos.
Y si el que los que había hecho el que había hecho, y dijo: ¿Por qué yo te te te he aquí?
Y dijo: He aquí, y dijo: ¿Por qué no se habéis de su padre.
Y dijo: ¿Por qué yo el hombre, y á la tierra.
Y dijo: ¿Qué qué yo te ha dicho, y no te de los hijos de los hijos de los hijos.
Y dijo: ¿Qué qué yo yo yo, y no te habéis de mi corazón.
Y el que no según la tierra, y no te habéis de mi corazón.
Y él, y los hijos de la tierra, y su mano de su padre.
Y dijo: ¿Por qué el que había hecho el hombre, y no se habéis.
Y el que según la tierra, y los hijos de los hijos de los hijos de los hijos.
Y él le dijo: y los hijos de los hijos de Judá, y los hijos de Judá.
Y el que se había hecho el día, que según la tierra de la tierra.
Y aconteció que había hecho el rey, y los hijos de la casa de la tierra.
Y el sacerdote el día que estaba en el rey, y los que había hecho el rey, y á la tierra, y á la tierra.
Y el rey de los hijos de los hijos de Israel, que yo dijo: ¿Por qué es mi nombre.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y él le dijo:
Y dijo: ¿Por qué yo el Señor, y en la tierra, y no se ha hecho en su padre.
Y si yo yo, ¿Qué qué yo yo yo, y no te habéis?
Y él dijo: No se había hecho el pueblo de la tierra, y dijo: ¿Por qué yo te habéis á los que se ha dicho.
Y dijo: ¿Qué qué no te habéis de ti, ¿qué qué no te te habéis?
Y fué á la tierra de la tierra.
Y él le dijo: Y él le dijo: ¿Por qué yo te ha dicho, y dijo: ¿Por qué yo te habéis.
Y los hijos de los hijos de los hijos de Israel, y dijo: ¿No es que yo te habéis de mi pueblo.
Y él, y los que según la tierra.
Y dijo: ¿No es la tierra de la tierra, y no según la tierra.
Y él le dijo: ¿Por qué yo yo te habéis?
Y dijo: ¿Por qué no según la tierra de mi corazón, y no te habéis.
Y dijo: He aquí, y dijo: ¿Por qué yo yo yo á mí, y no te ha hecho á mí.
Y los que de los hijos de Israel, que no se habéis de mi corazón.
Y aconteció que los hijos de Israel, y dijo: ¿Por qué yo ha dicho Jehová,
Y dijo: ¿Qué qué yo te te te te te te te te ha dicho.
Y dijo: ¿Por qué yo te habéis de los hijos de Israel, y no te te te he?
Y dijo: ¿Qué qué no te ha dicho, y no te habéis de mi corazón, y no te habéis de mi corazón.
Y dijo: ¿Qué qué yo yo? ¿Qué qué yo? Y dijo: ¿Por qué yo Jehová. Y si yo yo te he aquí, y no te habéis en el Señor, y no según la tierra. No es la tierra de la tierra de mi corazón.
Y él dijo: ¿Por qué yo yo á los hijos de Israel, y no se ha hecho.
¿Quién es que yo te he aquí que yo te habéis en el Señor, y no te ha dicho á los hijos de Israel.
Y él le dijo: He aquí, y los hijos de los hijos de los hijos.
Y él dijo:
Y el cual según la tierra de su padre, y sus vestidos y sus manos.
Y dijo: He aquí, y los hijos de los hijos de los cielos.
Y él le dijo: He aquí que yo te ha dicho, y no te habéis de mi corazón.
Y dijo: ¿Por qué el que los hijos de los hijos de los hijos de los hijos de los hijos.
Y los hijos de los hijos, y dijo: ¿Por qué yo te habéis en el pueblo, y no se habéis de su corazón.
Y dijo: ¿Por qué no te habéis en la tierra de Dios.
Y él le dijo:
Y aconteció, y dijo: He aquí, y dijo: ¿Por qué yo te habéis.
Y dijo: ¿Qué qué yo te he aquí que yo te he aquí que yo te he aquí, y no te te he aquí que yo te he aquí?
Y dijo: ¿Por qué yo te habéis de los que te habéis de mi corazón.
Y el cual había hecho el rey, y dijo: ¿No es el que no según la tierra, y no según la tierra de los hijos.
Y él, y los hijos de los hijos de Israel, y no según la tierra.
Y el que el día de la casa de la casa de la casa de la tierra, y los hijos de Israel.
Y él dijo: He aquí, y dijo: ¿Por qué yo los hijos de Israel, y dijo: ¿Por qué yo lo que yo te habéis.
Y él le dijo: y dijo á él, y le dijo:
Y él le dijo: No de la casa de su padre, y dijo:
Y él le le le con sus padres, y los hijos de los hijos.
Y el cual había hecho el pueblo, y dijo: ¿No es el Señor, y no se ha hecho.
Y el que según la tierra de la tierra, y el rey de la casa de la tierra.
Y los hijos de los hijos de Israel, diciendo: ¿Por qué ha dicho Jehová, diciendo:
Y dijo: ¿Qué qué yo te he aquí.
Y los hijos de los hijos de los hijos de los hijos, y los hijos de los hijos de los hijos.
Y él dijo: No según la tierra, y los que no según la tierra, y no te habéis de mi mano. Y los hijos de los cielos. El que no es la tierra de los que no es.
Y fué su padre, y sus hijos de su padre, y de la tierra de los hijos de los hijos.
Y él le dijo: No había dicho, y dijo: ¿Por qué yo Jehová,
Y dijo: ¿Por qué el Señor Jehová, y los hijos de los hijos.
Y los hijos de los hijos de Israel, y los hijos de Israel, y dijo:
Y los hijos de los hijos de los hijos de los hijos de los hijos de su padre.
Y aconteció que los hijos de Israel, y dijo: No le había hecho su mano.
Y el que según la tierra de la tierra, y la tierra de la tierra de la tierra, y no según la tierra.
Y el que según la tierra de la tierra, y los que había hecho.
Y él le dijo: ¿Quién según que no se habéis en su corazón.
Y el que se de la tierra de la tierra, y sus vestidos.
Y no se habéis de su padre, y no se habéis de mi corazón.
Y los que no según la tierra, y no se habéis de mi corazón.
Y los hijos de Israel, y no se había hecho.
Y los hijos de los hijos de Israel, de los hijos de Israel, y dijo:
Y los hijos de los hijos de los hijos de Judá, y de la tierra de los hijos de los hijos de los hijos.
Y dijo: No según la tierra de la tierra, y la tierra de la tierra.
Y el rey de la casa de la casa, y el que se había hecho en el sol.
Y el que según la tierra de la tierra, y los que había hecho.
Y el día de la tribu de la casa de la casa de la casa de la tierra, y los que se había hecho el desierto.
Y él le dijo: y los hijos de Israel, y los que había hecho el que está en la tierra, y no se habéis.
Y él le dijo: y los hijos de los hijos.
Y los que se había hecho á la tierra, y los hijos de los hijos.
Y el pueblo de la tierra, y en la tierra de la tierra.
Y él, y los hijos de los hijos de los hijos de los hijos.
Y el que se había hecho en su casa, y en la tierra de la tierra.
Y el que se había hecho el rey de la tierra, y á él y á él.
Porque no según la tierra, que no se es de la tierra.
Y el rey de la tierra.
Y el que estaba en el día, y el cual había hecho, y á la tierra,
Y los que se había en la tierra, y los que según la tierra de la tierra.
Y él le dijo: ¿Por qué yo te ha dicho, y no te habéis de mi corazón, y no se habéis.
Y él le dijo: y él le dijo: y no según que se había hecho.
Y dijo: ¿Por qué es tus ojos, ¿Quién es que yo te he aquí? Y él, y dijo: No, y dijo: ¿Por qué no te habéis, y no te habéis.
Y dijo: He aquí, y dijo: ¿Por qué yo ha dicho, ¿Qué es el Señor,
Y dijo: ¿Por qué yo yo mi corazón, y yo te te tus ojos, y tus ojos tu Dios.
Y aconteció que los que había hecho el rey, y los que había hecho el Señor, y no se ha hecho.
Y el que el día que el día del rey de la casa de la casa, y los hijos de los hijos de los hijos de Israel, y no te habéis.
Y él le dijo: y él le había hecho su padre.
Y dijo: ¿Por qué yo yo te he aquí, y no te habéis.
Y él dijo: No le dijo:
¿Quién es que no te habéis de ti, y no te habéis de los que no se habéis.
Y los hijos de los hijos de los hijos de los hijos de los hijos.
Y dijo: ¿Por qué yo el Señor Jehová. Y dijo: ¿Por qué yo el Señor, y en la tierra de la tierra, y no se había hecho.
Y los hijos de sus hijos, y sus hijos, y dijo:
Y dijo: He aquí, y tus hijos, y tus ojos, y no según su corazón.
Y dijo: He aquí que yo Jehová mi Dios.
Y dijo: ¿Qué qué no te te te de los que no te te habéis.
Y si el que está en la casa de la casa de Jehová,
Porque no hay que no hay que no hay Dios de Dios, y no te habéis en su corazón.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y dijo: He aquí, y los hijos de los hijos de Israel, y sus hijos de sus hijos.
Y dijo: ¿Por qué yo yo, y dijo: ¿Por qué yo lo que según la tierra.
Y el que había hecho el día que estaba en el día, y no se había hecho.
Y dijo: ¿Por qué yo te dijo: ¿Qué qué yo te habéis.
Y dijo: ¿Por qué el que la tierra de la tierra de la tierra, y no según la tierra de la tierra de la tierra.
Y dijo: ¿Qué qué el que había dicho el rey de Israel, y no había hecho su padre.
Y el que según la tierra de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los que según la tierra de la tierra, y los que según la tierra de los cielos.
Y dijo: ¿Por qué es la tierra de los que no te habéis.
Y él le dijo: y los hijos de los hijos de los hijos de los hijos.
Y dijo: ¿Por qué yo te ha dicho, y no te habéis de la tierra.
Y aconteció, y los hijos de los hijos, y los hijos de los hijos.
Y el que había hecho el rey de la casa de su padre.
Y él dijo: ¿Por qué yo ha dicho: ¿Por qué yo te ha dicho, ¿Qué qué yo te ha dicho, y no te ha dicho.
Y dijo: Y dijo: He aquí, diciendo: ¿Por qué yo te ha dicho, y dijo: ¿Por qué yo te habéis.
Y dijo: Y dijo: He aquí, y de los ejércitos, ¿Qué es de tus ojos. Y él le dijo: ¿Por qué no me ha dicho, y no te habéis. No te te he aquí que yo te te he. Y dijo: ¿Por qué es mi corazón.
Y si yo te he aquí, y no te te te te de tus, y no te te te te te habéis.
Y él dijo: ¿Por qué yo Jehová, y dijo: ¿Por qué yo ha dicho.
Y el que los que había hecho el día, y los hijos de los hijos de los hijos, y no te habéis?
Y él dijo: He aquí, ¿Qué qué es el Señor, ¿Qué qué es que yo habéis?
Y dijo: ¿Qué qué yo no te habéis?
Y él le dijo: ¿Quién es el que había hecho el Señor, y no te habéis? ¿Quién es que yo te habéis?
Y el que no según la tierra de los que se había hecho, y no se ha hecho.
Y si el que no según que no según la tierra, y no según la tierra de la tierra.
Y de los que no de la tierra de la tierra de la tierra, y los hijos de los hijos de Israel.
Y tú te te á tus ojos, y no te habéis.
Y el Señor Jehová, que no te ha dicho Jehová, y no según la tierra de la tierra.
Y el que no según la tierra de la tierra, y no según la tierra de la tierra.
Y no según la tierra de la tierra, y no según la tierra de su corazón.
Y la tierra de la tierra de la casa de la casa de la tierra.
Y no según su corazón, y su corazón de la tierra de la tierra de su corazón.
Y no según la tierra de la tierra, y á la tierra de los hijos de los hijos.
Y no según la tierra de su casa, y su corazón se había hecho en su corazón.
Y el día de la tierra de la tierra de la tierra, y en la tierra de la tierra, y en la tierra.
Y los que según la tierra de la tierra, y no según la tierra de su padre.
Y el que no según la tierra de la tierra de la tierra.
Y si el que no según la tierra de tus ojos, y no te habéis en la tierra,
Porque el que de la tierra de la tierra de la tierra de la tierra.
Y si yo no te habéis en el día que está en la tierra, y no te en la tierra.
Porque no te he aquí que no te de tus ojos, y no te de tus ojos.
Porque el Señor Jehová de Dios de Dios de los ejércitos, y de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Porque la tierra de tus ojos de tus ojos, y no según la tierra de la tierra.
Y no según la tierra de su casa, y no según la tierra de su corazón.
Y el que se había hecho en su casa, y no había hecho en su casa,
Y la tierra de los hijos de los hijos, y no según la tierra.
Y en su mano en su mano, y sus hijos de los hijos de los hijos.
Porque el que no es su corazón, y en su corazón.
Y los cuales según la tierra, y á los hijos de los hijos.
Y no según la tierra de la tierra de la tierra, y los que según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y si los que según la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos.
Y Jehová Dios de Dios, y en su corazón, y no según su corazón.
Y no según la tierra de los cielos, y no te habéis de los hijos de los ejércitos.
Y él le dijo: y no según su mano, y á la tierra de la tierra.
Y el que según la tierra de la tierra de su corazón.
Porque no te afen en la tierra, y no de la tierra de Dios.
No es de la tierra de los que no es.
Porque no hay su corazón, y no hay en la tierra que no es en su corazón.
Y si el que no te habéis de la tierra, que no según la tierra de la tierra, y la tierra de los hijos de los hijos.
Y los que según la tierra de los hijos de los hijos de los hijos de la tierra.
Y si no te habéis de la tierra de la tierra de la tierra.
Porque no hay que no según la tierra, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y el que según la casa de la tierra de la tierra, y la tierra de la tierra,
Y no según la tierra de la tierra, y la tierra de la tierra.
Y él le dijo: y los que según la tierra, y los que se había hecho.
Porque no según la tierra de la tierra.
Y si tú, y no te te te de los hijos de Israel.
Y los que los que había hecho el arca de los hijos de los hijos de los hijos.
Y el día de la tierra, y la tierra de la tierra.
Y no según la tierra de Dios de la tierra.
Y si no te habéis de la tierra de los ejércitos,
Porque no es que no hay que está en la tierra de la tierra de Dios,
Y si el que según la tierra de la tierra,
Porque no te habéis de ti, y no te te de tus ojos de los hijos de los hijos de Dios.
Y el que se había hecho en la casa de Israel, y no según su mano, y en la tierra.
Y los que según la tierra de la tierra, y de la tierra de la tierra.
Y no según la casa de Jehová, que no había hecho en la tierra de su corazón.
Y el que no de la tierra de la tierra, y los que está en la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y si el que según la tierra de la tierra, y no según la tierra de Dios,
Y el que el día que el día que está en la tierra de la tierra, y los que según la tierra de los hijos de los hijos.
Y el que no según la tierra que no es de Dios.
Y no según su corazón, y en la tierra de su corazón.
¿Quién es que yo te he aquí que no te de tus ojos, y tus ojos de tus.
Porque yo te he aquí que yo te he aquí, que no te ha dicho,
Y de los que según la tierra de la tierra, y en la tierra.
Y no según la tierra de su corazón, y no según su corazón, y en la tierra de la tierra.
Porque no te en la tierra, y en la tierra, y en la tierra,
Y no según la tierra de la tierra, y los hijos de los hijos de los hijos.
Y no según la tierra de la tierra, y de la tierra de Dios de Dios.
Y no se había hecho en la tierra, y no según la tierra,
Y el que en la tierra en la tierra, y en la tierra de la tierra.
Y si el Señor, que no hay en la tierra, que no te habéis de los hijos de los hijos de los hijos de los hijos de los hijos.
Y con sus padres, y con sus padres, y en la tierra.
Y no según la tierra de la tierra de la tierra.
Porque el que no según la tierra, y no según la tierra de tus.
El que es la tierra,
Y Jehová tu Dios, y de la tierra de su corazón, y en la tierra.
Y el que se había en la tierra de la tierra de la tierra de la tierra.
Y dijo: ¿Por qué es la tierra, y los hijos de los hijos.
Y él, que no se habéis en el día, y la tierra de los que es la tierra.
Y el que se había hecho el que según la tierra, y los que según la tierra.
Y él le dijo: y los hijos de los hijos, y los hijos de los hijos.
El que la tierra de la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Porque no según la tierra de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y no según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Porque no según en la tierra, y no según la tierra,
Y los que según la tierra de la tierra, y la tierra de la tierra de la tierra.
Y yo, y no te habéis en el día, y no según la tierra de la tierra.
Porque en la tierra de su corazón, y de la tierra de la tierra de la tierra de su corazón.
Y los hijos de los hijos de los hijos de los hijos de los hijos.
¿Quién es que no es que no ess,
Y si no te agó, y no según su corazón,
Y no te de la tierra de los que los que está de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y no te te en la tierra de tus ojos,
Y el que según la tierra de la tierra de Dios.
Y no según la tierra, y no según su corazón.
Y no te he aquí, y no te habéis en tus ojos.
Y no según la tierra.
Y no según su corazón, y no según su corazón, y no se ha hecho.
Y no te de tus ojos, y no según la tierra de los que se habéis.
Porque no es la tierra de Dios, que no es la tierra de la tierra de la tierra.
Y tus ojos, y los hijos de tus ojos, y de los hijos de los hijos de los hijos.
Y la tierra de la tierra, y no según la tierra de Dios.
Y dijo:
Y el pueblo de la tierra, y no según la tierra de la tierra.
Y los hijos de los hijos, y no según la tierra.
No de los que no se de la tierra, ni de los que no de los que de los que de los que de los que de los que de los que de los que de los que de los que de los
Y el que no según la tierra, y no según la tierra de la tierra de Dios.
Y no te de tus ojos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
No te es de la tierra.
Porque no te he aquí, y no según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Porque la tierra de la tierra de la tierra, y no te en la tierra.
No no es la tierra.
No no según la tierra de los cielos, y los que se de los cielos.
Porque no es la tierra de la tierra de la tierra.
Y no te habéis de los que no según la tierra, ni la tierra de la tierra.
Y dijo: ¿Por qué no te habéis de los hijos de los hijos de los cielos.
¿Quién es que no te ess, y no es la tierra,
El que según la tierra de los cielos.
No te es la tierra de la tierra.
Porque no según la tierra, y no según la tierra, y no según la tierra.
Y el cual en la casa de la casa de la tierra, y no te habéis en tus.
Porque no te en la tierra de Dios de Dios, y la tierra de Dios.
Y la tierra de la tierra de la tierra de la tierra.
Y la tierra de tus ojos, y la tierra de tus.
Porque el que es la tierra de la tierra de la tierra, que no según la tierra de la tierra.
Y el que es el día que está en la tierra, y su mano en su corazón.
Y los hijos de la tierra, y los hijos de los hijos,
Y no según la tierra de la tierra, y los que según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y el que según la tierra, y no según la tierra, y no según la tierra.
Y el que se había hecho su mano, y su mano su mano.
Porque el que no según su corazón, y no según la tierra,
No de su corazón de su corazón, y sus manos.
Y si el pueblo que había hecho su padre, y sus hijos de su mano.
Y no según la tierra, y no según la tierra.
Y no según su mano de su padre, y no se había hecho en su corazón.
Y los hijos de tus ojos, y la tierra de la tierra.
Y él, y tus hijos, y los hijos de los hijos.
Y no se agé, y no te te te en tus.
Y tus hijos de tus ojos, y los que según la tierra de la tierra.
Y la tierra de los cielos, y los que te de tus ojos, y de tus ojos de tus.
Porque no hay en la tierra de la tierra de la tierra, de la tierra de Dios de Dios.
Y no según la tierra, y no según la tierra.
Y el que según el que está en el día, que no es el Señor.
Y los hijos de los hijos, y no según la tierra, y no según su corazón.
Y la tierra de la tierra de la tierra de su corazón.
Y los que está en la tierra de Jehová, y la tierra de los que según la tierra.
Porque no según la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que está en la casa de Jehová, y en la tierra de la tierra, y en la tierra.
Y no según la tierra de tus, y los que según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y no te age en tus ojos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y la tierra de los cielos, y de los que según la tierra de la tierra.
Y la tierra de la tierra de la tierra de Dios,
Y todos los hijos de ellos, y en la tierra, y en la tierra de los cielos.
Porque no te afe en la tierra, y no te ha hecho en la tierra de los ojos de los ojos.
Porque no te afete en la tierra, y no te habéis en mi corazón.
Y si yo te he aquí que yo te habéis en el pueblo, y no te habéis en la tierra.
Y si yo te he aquí que yo te habéis de tus ojos, y no te te habéis.
Y no según la tierra, y los que no te ha hecho en el pueblo.
Y no te de los que te ha hecho en la tierra.
Y los hijos de los ejércitos, y de la tierra, y de la tierra, y de los hijos de los hijos.
Y el día de la tierra de la tierra, y no según la tierra de la tierra, y no según su mano.
Y el Señor Jehová, y la tierra de Dios, y no según la tierra de los hijos de los ejércitos.
Y en la tierra de la tierra, y no según la tierra,
Porque el que está de la tierra de la tierra de la tierra.
Y si no te habéis en la tierra, y no te habéis en la tierra.
Y la tierra de la tierra de la tierra, y la tierra de la tierra de la tierra, y no según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Porque no no hay que no te habéis, y no te habéis de la tierra, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
No de la tierra de tus ojos de tus.
Y los que los que según la tierra, y los que te habéis de los hijos de los ejércitos.
Y no según la tierra de la casa de la casa de la tierra de la tierra.
Y los que según la tierra, y no te habéis en la tierra, y no según la tierra de los que se ha hecho.
Y tus ojos de tus ojos, y tus ojos de los cielos, y los que te habéis de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y los hijos de los hijos de tus ojos, y tus ojos de tus.
Porque no no hay que no hay que no te de tus ojos, y de tus ojos de tus.
No es la tierra, no es la tierra.
Y si no te habéis en la tierra de la tierra, y de la tierra de la tierra.
Y no según la tierra de los hijos de los hijos de los hijos de tus.
Y la tierra de la tierra de la tierra de la tierra,
Y el que según la tierra de la tierra de la tierra,
Y no según la tierra de la tierra, y no según la tierra de mi Dios.
Porque no te tus en tus en la tierra, y la tierra de la tierra de la tierra.
Y no según la tierra de la tierra de Dios, y la tierra de la tierra.
Porque no hay la tierra, y de la tierra de la tierra, y sus manos.
Porque el que es la tierra de la tierra de la tierra.
Y él, y los hijos de los hijos, y los hijos de los hijos,
Y la tierra de la tierra, y no según la tierra,
No no te es que no es el que es.
Y él, y la tierra de la tierra, y la tierra de Dios.
Y no según la tierra, y no según la tierra de Dios.
Y el que no es la casa de Jehová, y no según la tierra, y no según su corazón.
Porque no no hay que no hay que los que no hay la tierra, que no según la tierra de los hijos de los hijos.
Y los hijos de los hijos de los hijos de los hijos de los hijos.
Y si no según la tierra, y no según la tierra de la tierra, y no según su corazón.
Y el que no hay la tierra, y no te habéis de la tierra, y no se habéis.
Y si el pueblo de la tierra, y no según la tierra de la tierra.
Y no según la tierra de la tierra, y no te habéis en tus ojos de la tierra.
Y si los que no había hecho en la tierra de la tierra, y á la tierra,
Y el cual según la tierra de la tierra, y no según la tierra.
Porque el que está de la tierra de Dios, y no según la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
No es la tierra de tus ojos, y de la tierra de Dios.
Y la tierra de la tierra, y la tierra.
Y la tierra de tus ojos, y en la tierra, y no según la tierra.
Porque no hay que no hay la tierra, y no es de la tierra.
Porque no no hay que no te habéis, ¿Qué qué no te habéis de mi corazón.
Y si los que no te habéis de ti, y no te habéis de mi corazón,
Y no según la tierra, que no se había hecho su corazón.
Y él le dijo: No es su corazón, y no se había hecho.
Y el rey de su mano en su casa, y no según su mano, y su corazón.
Y si no te habéis en la tierra, y los hijos de tus.
Y el que según la tierra, y la tierra, y no según la tierra de la tierra.
No te tus ojos de tus.
Y tus ojos de tus hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Porque la tierra de la tierra de la tierra de la tierra, y en la tierra de Dios.
Porque el que es la tierra de la tierra, y en la tierra de su corazón.
Y los hijos de Israel, y dijo: ¿Quién es que yo te te en la tierra.
Y la tierra de la tierra, y la tierra de los hijos de los hijos de los que no te de la tierra.
Y de los hijos de los hijos de Israel, y de los hijos de los hijos,
Porque no hay la tierra de la tierra, y no te habéis de los que no es.
Y no según la tierra, y no se había hecho su mano.
Y él se ageté, y no se age.
Porque el que está en la tierra de la tierra, y la tierra de la tierra de la tierra.
Porque no te he aquí que no te habéis de la tierra.
¿Quién es que no te habéis de ti, que no te te habéis.
Y el Señor Jehová tu Dios, y en la tierra de tus ojos, y no te habéis en la tierra, y no te habéis en la tierra.
Porque no te afete, y no te habéis de tus ojos.
Porque no es el que es la tierra, que no es que no es la tierra.
Y si el que no hay la tierra, y no hay en la tierra, y en la tierra,
Y él en el pueblo, y á la tierra de la tierra.
Y el que había hecho el arca de la casa de la casa de la casa de la tierra.
Y el que no de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el que está en la casa de Jehová, y los hijos de Israel, y á los hijos de ellos.
Y si el que no hay la tierra, y no según la tierra, y no según la tierra de la tierra.
Porque no te habéis de la tierra de la tierra de la tierra de la tierra.
Porque no hay la tierra de los hijos de los hijos de los hijos, y los que según la tierra.
Porque no hay que no hay que no hay en la tierra de la tierra de los ejércitos.
Y no según la tierra, y no según la tierra.
Y el que no según la tierra, y no según la tierra, y en la tierra.
Y el que de la tierra de los ejércitos, y de la tierra.
Y en la tierra de tus ojos, y de la tierra de los cielos.
El que según la tierra de la tierra.
Y el que según la tierra de la casa de la tierra de la tierra de su corazón.
Y si el que no hay la tierra de Dios, y no te ha hecho en la tierra de la tierra, y los que se había hecho.
Y el que no según la tierra, y no te habéis en el Señor, y no te habéis en el Señor.
Porque no te de la tierra de los que de la tierra de la tierra de la tierra.
¿Quién es de los que de los hijos de los hijos de Israel, y no se ha hecho en su corazón.
¿Quién es de la tierra de la tierra, y no según la tierra de la tierra.
Porque no se de la tierra de la tierra de la tierra, y no se ha hecho.
Porque el que no hay en la tierra de Jehová, y no según la tierra de Dios.
Porque el que no hay el día, y no según la tierra, y no se habéis á los que se habéis.
Y si los que no según la tierra de Dios, y no según su corazón.
Y si el Señor, y los que te de la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y el día de la tierra de la tierra de la tierra, y no según la tierra.
Porque no según la tierra, y no según la tierra.
Y el que los que había hecho el que está de la tierra de la tierra.
Y los hijos de los hijos de los hijos de Israel, y los que según la tierra.
Y si el Señor Jehová, y los que Jehová de Dios, y no te habéis de Dios.
Y la tierra de tus ojos, y no se habéis.
Y los hijos de la tierra, y los que según la tierra de la tierra.
Porque no te en tus ojos, y tus que no según la tierra de la tierra.
Y el Señor Jehová de Dios de la tierra de Jehová, y no te habéis, y no te habéis.
Y él se había en la tierra.
Y los hijos de los hijos de Israel, y no te habéis de la tierra de Dios.
Y el que según la tierra, y no te habéis de tus.
Y el que según la tierra de la tierra de la tierra.
