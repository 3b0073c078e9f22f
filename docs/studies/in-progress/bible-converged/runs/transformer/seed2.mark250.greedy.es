Y cuando cuando la tierra, cuando la tierra, y fué sepultado en la tierra de la tierra de la tierra de Judá, y á la cual estaba en la tierra de Judá, y á la tierra de Judá.
Y el nombre de la mujer, y tomó á la mujer de la mujer de la mujer de la tribu de Benjamín, y á la tribu de Judá, y á la tribu de Judá, y á la tribu de Judá.
Y fué con sus hijos, y sus hijos, y sus hijos, y sus hijos.
Y fué á la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la
Y fué á la mujer, y á su madre, y á su madre, y á la mujer de la mujer de la mujer de la cual estaba.
Y sus discípulos con sus ejidos, y se llamaba sus discípulos, que estaban en el pueblo de la tarde.
Y fué á la tribu de la tribu de la tribu de la tribu de la tierra de la tierra de Judá, y á la tierra de Judá.
Y dijo á su casa, y á su casa, y á su casa, y á Jehová, y á los que me ha hecho con él, y á mí.
Y Jehová te ha de la casa de Jehová, y en la casa de la casa de la casa de la casa de la casa de la casa de su casa, y le había hecho en su casa.
Y dijo á sus discípulos: No te ha hecho á ti, y á tu pueblo, y tu pueblo tu pueblo tu pueblo te ha hecho.
Y dijo: ¿QuéQué es? ¿Qué es mi señor, y no me ha hecho en mi padre?
Y he aquí yo de tus ojos, y yo soy su camino: y yo me ha dicho: y yo, y yo, y yo, y yo, y yo, y yo, y yo, y yo, y he aquí, y yo he aquí que yo soy Jehová, y he aquí, y yo me ha dicho.
¿Qué qué os digo? ¿QuéQué has hecho? ¿Qué qué me habéis de mí, y de mí?
Y se volvió á sus discípulos, y á su madre, y á su madre, y á su madre.
Y dijo: El pueblo, y tus discípulos: El pueblo, y tus discípulos, y tus ojos.
Y dijo: No me ha de mí, y me ha de mí, y yo te ha de mí, y yo te ha hecho, y yo te ha hecho, y de mi pueblo, y te ha hecho, y te ha hecho, y te ha hecho, y te ha hecho, y te ha hecho, y te ha hecho, y te ha hecho, y te ha hecho, y te ha hecho, y de mi pueblo, y que
Y yo yo, y yo, y yo soy Jehová, y en el campo, y en el campo, y que me ha hecho, y en mí.
Y cuando se había hecho con él, y le había hecho con él.
Y cuando se había hecho á la ciudad, y á la ciudad, y á la ciudad, y á la ciudad, y á la ciudad, y á la ciudad, y á la ciudad, y á la ciudad, y á la ciudad, y á la ciudad, y á la ciudad, y á la ciudad, y á la ciudad
Y dijo á mí á mí: No me ha de mí, y á mí, y á mí.
Y yo, y he aquí, y yo me ha dicho, y me ha dicho: ¿Por qué me ha dicho, y he aquí que yo me ha dicho, y de mí?
Y él le le le le volvió á la mujer, y á la mujer de la mujer de la cual estaba en el campo de la otra, y á la cual estaba en el campo de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la cual estaba en el cual estaba en el campo.
Y fué de su madre, y su madre, y la mujer de la cual era de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida.
Y dijo á la otra vez, y dijo á mí: Y me ha dicho el que me ha de la mujer de mi madre, y á mi madre.
Y fué en el campo, y en el campo, y la otra, y la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la mar, y la otra parte de la otra parte de la otra parte de la otra parte
Y he aquí que se ha de la palabra, y le dijo: Jehová, y le ha dicho Jehová.
Y el que le dijo á su siervo, y dijo: ¿Qué es el cual es el cual es?
Y el que estaba en el nombre de la otra, y dijo: El que es el campo de la puerta del campo.
Y dijo: A los profetas, y me ha de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa
Y dijo á la mujer de David: ¿Qué ha dicho: No me ha hecho en mi hijo de mi nombre, y no me ha hecho?
Y sinnnnnn á la tierra que yo os había hecho, y no te hacia el campo, y no te hacia el que te hacia el campo, y en el campo, y de la mar, y en el campo que te hacia el campo, y en el campo, y á ti, y en el cual os hacia el que te ha hecho de la mar, y de la cual
Y él se levantó á la tierra, y le dijo: ¿Qué ha hecho que yo te ha hecho? Y él me ha hecho en tus ojos, y no me ha hecho en tus ojos, y le ha hecho en tus ojos.
Y dijo á su madre: ¿QuéQué has hecho? Y él, y á la tierra de tu padre, y á tu padre, y á tu padre, y á tu padre, y á tu padre, y á tu padre, y á tu padre, y á tu padre, y á tu padre, y á tu padre, y á tu padre, y á tu padre, y á tu padre, y á tu padre, y á tu padre, y á tu padre, y á tu padre,
Y Jehová tu Dios, y te ha de los que Jehová te ha de Dios, y te ha de los que te ha hecho á Jehová vuestro Dios, y á vosotros.
Y dijo á mí: Vemememememememe en tu siervo, y me ha hecho en tu siervo, y no me ha hecho, y no me ha hecho á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y no me ha hecho, y no me
Y dijo á su boca, y dijo: Y él le dijo: Y él se ha de la vida, y la cual estaba en tus ojos, y á tus ojos, y á tus ojos.
Y cuando se había hecho á sus discípulos, y á sus discípulos, y á los hombres, y dijo á la cual le había hecho.
Y la cual según su cabeza, y no según su boca, y no me affffffffffffffffffffffffffffffrurururu
Y se volvió en el día en el día, y se había hecho en el día que estaba en el campo de la tarde, y de la tarde.
Y él se levantó, y vió en el campo, y le había hecho en el cual estaba en ella, y le había hecho, y le había hecho.
Y dijo á su madre: ¿QuéQuéQué es? ¿Qué es el que se ha hecho? Y él le ha hecho con él, y no le ha hecho con él.
Y dijo á su hijo, y dijo: ¿Qué es su hijo, y no ha hecho á Jehová, y á los que ha hecho á los que ha hecho en el que ha hecho á los que ha hecho á los que ha hecho en el que ha hecho en el que ha hecho á los que ha hecho el que ha hecho en el que ha hecho en el que ha hecho en el que ha hecho á los que ha hecho á los que ha hecho á los que ha hecho, y á los
Y dijo á la otra vez: Ve, y á los hijos de los hombres, y á mí, y á mi boca, y á mi boca, y á mi boca, y á mi boca, y á mi boca.
Y dijo á su madre: ¿Qué es su madre? Y él le dijo: ¿Qué es? Y él ha hecho en mi madre, y no según su madre, y á su madre, y á su madre, y á su madre, y á su madre, y á su madre, y á su madre, y á su madre, y á su madre,
Y él le había hecho á la otra parte de la otra parte de la otra parte de la mujer de la mujer de la mujer de la cual estaba con sus discípulos, y con sus discípulos.
Y él le dijo: ¿Qué es su madre? ¿Qué es su madre, y no te ha hecho?
¿Quién es? ¿Qué es el que es de nosotros, y de nosotros, y de la cual es el que te hacia?
Y si, y sem, y sem, y no según el campo, y no se afffffuuuuuuuuuuuuuuuuuuuuuuuuuuutrurururururururururu
Y cuando según el que según el que no os hacia el que según el campo, y no según el campo, y no según el que está en el campo, y en el que está en el campo, y en el campo, y en el cielo, y el campo, y no según el campo, y de la sangre de la sangre, y de la sangre, y
Y dijo á su boca: No me ha dicho: No me ha hecho.
Y él se levantó á la mujer, y á su madre, y á su madre.
Y cuando se había hecho á su corazón, y á la vida, y á la otra parte de la otra parte de la otra parte de la otra.
Y fué á la mujer, y á la mujer, y le había hecho.
Y dijo: ¿QuéQué has dicho: ¿Qué has de ti? Y él respondió: ¿Qué has de tu siervo, y te habéis de tu siervo, y te hacia el cual ha hecho?
Y dijo: No me ha dicho: ¿Qué has de mí, que me ha hecho en el que me ha hecho en el camino de la vida que me ha hecho en el camino que me ha hecho en el camino de Jehová.
Y si mi hijo, no me ha hecho á ti, ni á la ciudad, ni de la ciudad de la ciudad de la ciudad de mi pueblo, y de mi pueblo, y no me ha hecho.
Porque yo, que yo es el que es el que es, y la que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el
Y si la vida, y en el cielo, y os hacia el cielo, y os hacia el cielo, y de ti, y de la vida. Y si se afffffffffffffffee. Y si no osnn la vida de la vida de la vida de la vida de la vida de Jehová, y no te hacia el cielo, y de Jehová, y en el cielo, y de Jehová te ha de los ejércitos. Y los pueblos de la palabra de la palabra de la tarde.
Y él le dijo á la tarde, y á la cual le había hecho á la cual le dijo: No se ha hecho, y no se ha hecho.
Y dijo: ¿Qué es el hombre que el hombre que es el hombre que según el campo, y el que estaba en el campo, y según el campo, y según el campo, y la ciudad, y la ciudad, y según el campo, y según el campo, y según el campo, y según el campo, y el campo,
Y cuando le había hecho á su madre, y á su madre, y le dijo: ¿Qué ha hecho? Y él le dijo á mi madre.
Y dijo: Y me ha dicho: No me ha de los de los hombres, y le ha de tus ojos.
Y dijo á su hijo, diciendo: ¿Qué has de mi hijo, que no me ha hecho?
Y él le dijo á la puerta, y á la puerta, y á la puerta de la puerta de la puerta de la puerta de la puerta, y á Saúl.
Y los hombres de los hombres, y los hombres, y los hombres, y dijo á la ciudad.
Y dijo á la otra parte del que estaba en el que estaba en el que estaba en la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y yo os digo, diciendo: Y si si si si si si si si si si si si si si me me me ha hecho, ni me ha hecho, ni me ha hecho. Porque es la cual es la vida, y te ha hecho, y os ha hecho, y os ha hecho. Y dijo: No me ha dicho: No me ha dicho: No me ha dicho.
Y dijo á la puerta del día, y á la casa de la casa de la casa de la cual le hacia el nombre de la cual le hacia el nombre de la cual le hacia el nombre de la cual le había hecho.
Y el sacerdote dijo: No me ha dicho: No me ha dicho: No me ha de mi boca.
Y aconteció que en el campo en el campo, y en el que estaba en el que estaba en el que estaba en el que estaba en el campo, y en el que estaba en el cual había hecho en el que estaba en el campo, y en el que había hecho en el campo, y en el que estaba en el campo, y le había hecho en el cual había hecho en el que había hecho en el que había hecho en el cual había hecho en el cual había hecho en el cual estaba en el
Y el que le dijo: No me ha hecho, y no me ha hecho, y no me ha hecho.
Y dijo á la tierra, y á todos los que te ha hecho á todos los que estaban en la palabra de la palabra de la palabra de la palabra de la palabra de la cual estaba en la casa de la casa de la casa de la palabra de la casa de la casa de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la
Y fué á la otra vez, y á la mujer de la mujer de la otra otra otra vez, y á la cual había hecho á la casa de mi hijo de la casa de mi hijo de la casa de la casa de mi madre. No tennnn á vosotros, ni á vosotros, ni de vosotros.
Y los que estaban en el pueblo, y dijo á la casa de la casa de Jehová, y á tu casa, y á la casa de Israel, y á tu casa, y á tu casa, y á la casa de la casa de la casa de la casa de la casa, y á tu casa, y á tu casa de la casa, y á tu casa, y á tu casa, y á tu casa, y á la casa, y á tu casa, y á tu casa, y á tu casa de
Y si tu casa de tu casa, y te hacia la casa de Jehová, que te hacia el cual Jehová te ha hecho en ti.
Y fué á su hijo, y á su madre, y á su hijo, y á su hijo, y á Jehová, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á Jehová.
Y los que se llamaba á la palabra de Jehová, y no me ha hecho en el nombre de su nombre.
Y si la vida de la vida, y la vida de la vida, y te ha de tu vida, y te hacia el que está en tus ojos, y de tus ojos, y de tus ojos.
Y él le le le parió á su madre, y á él le le le le le le volvió á él.
Y el nombre de su hijo, y dijo: ¿Qué es el nombre de Saúl, y dijo á David á David.
Y la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la padre de la padre de la padre de la padre.
Y fué á los hijos de Benjamín, y á la padre de la tribu de Benjamín, y á la padre de la tribu de Benjamín, y á
Y fué á los hijos de Benjamín, y á la padre de la padre de la padre de la padre de la padre de la padre de la padre.
Y fué á los hijos de Israel, y á la padre, y á la padre de la cual fué á la padre de la cual fué á la padre.
Y fué á la padre de los hijos de Israel, y á la padre de David.
¿Qué es el pueblo que estaba en el pueblo, que estaba en el pueblo que estaba en la tierra?
Y según el camino de la sangre de la sangre de la sangre de la sangre de la sangre de su boca.
Y se levantó en la palabra de Jehová, y de la tierra de la cual según la tierra de la cual según su boca, y de la cual según su boca.
Y la cual según el campo, y la cual según el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y de la tarde, y de la tarde.
Y la sangre de la sangre de la sangre de Jehová, y de los hijos de los hijos de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la cual estaba en la guerra.
Y fué de la hija de la casa de la casa de la casa de la cual según la guerra.
Y fué en el día de la guerra en el día de la guerra de la tarde, y la cual estaba en el pueblo de la tarde, y de la tarde, y en el que estaba en el pueblo, y de la tarde.
Y según su boca, y no según su inmundo, y no según su boca, y no según su boca, y no según su boca.
Y él se levantó en su lugar, no se ha de su boca, ni de la cual no me ha hecho en mi boca, y no me ha hecho en mi boca.
Y la cual según su mano de la sangre de la casa de la tierra que se ha hecho en la tierra de la tierra, y no te ha hecho en tus días, ni en tus días.
Y sus sus sus manos, y no me ha hecho, y no me ha hecho, y no me ha dicho: y yo Jehová, y no me ha dicho.
¿Qué qué os ha hecho? ¿Qué es el que te ha hecho en el día que me ha hecho en el día que Jehová, y de mi día que me ha hecho en mi día, y de los que me ha hecho en mi día, y de los que me ha hecho en el día que me ha hecho en el día que me ha hecho en el día que me ha hecho en
Y fué en mi boca en mi boca en mi boca, y en mi boca, y en mi boca, y me ha de mi boca.
Y la sangre de mi boca de su corazón: mas no me ha de mi boca, y no me ha hecho en mi boca, y no me ha hecho en mi boca.
Y dijo á la casa de David, y á la cual me ha hecho en mi nombre de mi nombre.
Y yo he aquí que yo me me ha de mi boca, y me ha de mi boca, y me ha de mi boca.
Y según su mano de su mano, y no se ha hecho en su lugar, y no se ha hecho en él.
Porque Jehová, oh Jehová, que me ha de su boca, y de ti, y de ti, y de mi boca, y de mi boca, y de mi boca, y de mi boca, y de mi boca.
Y me ha dicho á mí mi boca, y á mí mi boca, y á mí mi nombre, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes
Y yo Jehová me ha dicho en Jehová, y mi corazón, y me ha de mi corazón, y me ha de mí, y de los hombres.
Y yo, que me ha hecho, que yo me ha hecho, que me ha hecho, y que me ha hecho en mi boca, y en mi boca.
Porque la verdad de la verdad, y que se ha hecho á mí, y á mí mi corazón, y á mi corazón, y á mi corazón.
Porque el Señor es el Señor el Señor de la palabra de la tierra, y la tierra de la tierra de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra, y de la tierra, y la tierra de la tierra de la tierra de la tierra de la tierra
Y el Señor el Señor el Señor, y su madre, y la cual según el nombre de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la cual había hecho.
Y la sangre de la sangre de la sangre de Israel en la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la
Y él según su cabeza, y según su cabeza, y la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la cual según la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la cual se había hecho.
Y el Señor, y el Señor, y el Señor, y su madre, y según su cabeza.
Y si su tabernáculo, y según el tabernáculo, y el sacerdote, y el sacerdote, y la casa de Jehová, y la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la puerta de la casa de la casa
Y el Señor es su boca, y su boca, y la casa de Jehová, y la casa de Jehová.
Y la casa de Jehová, y la mujer de la casa de la casa de la casa de la sangre de la sangre de la sangre de la sangre, y la cual estaba en la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre, y de la cabeza de la otra otra otra otra otra otra otra otra otra otra otra otra otra otra
Y el día que se había hecho en el campo, y la guerra, y la cual no se hacia el campo de la tierra de la cual no se hacia el cual no según el campo de la tierra de la tierra.
Y los hombres de la otra otra parte del campo, y se llamaba la otra parte de la otra parte de la mar.
Y la verdad de la verdad con la verdad, y mi boca, y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y él le dijo: ¿Qué es el que según el barco, y el que según el campo de la ciudad, y la ciudad de la ciudad, y la ciudad de la ciudad, y la ciudad de la ciudad de la ciudad, y la ciudad, y la ciudad, y la ciudad, y la ciudad, y la ciudad, y la ciudad de
¿Qué qué os digo? ¿Qué has hecho? ¿Qué os he aquí que yo te ha hecho? ¿Qué es el que yo te ha hecho? ¿Qué es el que yo te ha hecho? ¿Qué espe? ¿Qué es el que yo te ha hecho? ¿Qué ha hecho? ¿Qué espuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu
Y si tus ojos, y temás, y no te ha de tus ojos, y no te ha de tus ojos, y de tus ojos, y no te afffffuuuuuuuuuuuuuuuuuuuuuuuuuu
Y cuando la tierra que según la tierra, y según el que se había hecho en el campo de la tierra de la ciudad de la tierra de la ciudad, y le había hecho en la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra, y le había hecho en la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y tus hijos de tus ojos, y te ha hecho en su corazón, y no me ha hecho, y no me ha hecho.
Y Jehová había hecho en el que Jehová había hecho en el que Jehová, y en el día de la palabra de la palabra de la palabra de tus días, y en el que no te ha hecho en tus días, y de tus días, y en el día que te ha hecho en el día que te ha hecho en el día que ha hecho en el día que te ha hecho en el que ha hecho en el que ha hecho en el día de tu
Y el Señor Jehová, el Señor el Señor, el Señor de la cabeza de la cabeza de la vida, y no me hacia el día de tus ojos, y no me hacia el día de tus ojos.
Y la sangre de la sangre, y la sangre de la sangre de la sangre de la sangre de la sangre de tu corazón, y la sangre de tus hijos de tus hijos de tus hijos.
Y ¿Qué ha dicho Jehová, y que te hacia el que te hacia el profeta?
Y hasta el hombre que se affftó en el día de la mar, y de mi boca, y en el día de tus ojos, y de tus ojos, y de tus ojos.
Y no me ha hecho en el día de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de Jehová, y en el día de la tarde, y de la tarde.
Y yo he aquí que yo la vida de la vida de su boca.
Y me ha de mí, y me ha hecho en el mal, y no me ha hecho en el que me ha hecho en el mal.
Porque Jehová me ha hecho su alma, y me ha hecho á mí, y á mí.
Y se levantó en mi boca, y mi boca mi boca, y mi boca.
Y Jehová me ha de mí, y de mí con mi boca, y me ha de mí.
Y en mí en mí en mí en la vida, y en la tarde.
Y yo me me ha de mí, que me me ha de mí, que me me ha de mi boca.
Y yo, y yo, y he aquí que yo me ha hecho mi boca.
Y él se levantó con mi boca con mi boca con mi boca.
Porque me ha de mí, y en mi boca, y en el camino de la vida.
Y él me ha de mi boca, y me ha de mí, y me ha de mí.
Y él me ha de mí, y me ha de mí, y me ha de mí.
Y su boca según el campo de su boca, y á su boca.
Y yo soy mi pueblo, y á su pueblo, y á su pueblo, y á su pueblo.
Y me me ha de mí con mi boca, y me ha de mí.
Y él me ha de mi boca con mí con mí, y me ha de mí.
Y si mi corazón de mi corazón, y me afffffffffffffffffffffff
Y dijo: Yo soy Jehová: Señor Jehová, y me ha dicho de mi nombre.
Y los hijos de mi boca, y la bestia, y la vida, y la vida.
Y se ha de mí, y me ha de mí, y de mí, y me ha de mí.
Yo soy mi boca, oh que yo soy mi boca, y yo soy mi boca.
Porque es Jehová de Jehová, que no ha hecho en su Dios, ni de su Dios no ha hecho.
Y los sacerdotes, oh Jehová, oh Jehová, y tus mandamientos, y tus mandamientos.
Y Jehová me dijo: Señor Jehová, yo me me me me me ha dicho: Señor Jehová.
Y Jehová es el que según el que se ha de los que le ha de los que le le le le ha de los que le le le le le le ha hecho.
Porque el que es el que la justicia, y el que Jehová es el camino de Jehová.
Porque el hombre que según el hombre que según el hombre, y su boca.
Y si él le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le
Y si él según el camino, y si la vida que según el que está en el que es.
Y si su boca, y le le le le le le le le ha de él.
Porque el Señor Jehová es el Señor el Señor el Señor Jehová.
Porque el que según el camino de la verdad, y la verdad de la verdad de la verdad.
Porque no según el desierto, ni los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y la tierra de la tierra de la tierra, y la tierra de la tierra,
Y la cual según el hombre de la vida de la vida de la vida de la vida de la vida.
Y su hombre, y le dijo: Señor, el Señor es el Señor el Señor.
¿Qué es el que es el que es el que es el Señor, y el Señor?
¿QuiénQuiénQuién es el que la vida de la vida de la vida de la vida de la vida?
¿Qué es el hombre? ¿Qué es el hombre de su boca?
Y con nosotros, y en nosotros, y á Jehová, y á nosotros.
Porque en el corazón de la verdad con los cielos, y en el que está en el que está en el que está en el que está en el que está en el
Y no te ha destrurururururururururururururururururururururururu
No has des con nosotros, y de nosotros, y de nosotros, y no ten.
Y si os affffffffffffffffffffffffffffff
Y te ha de la gloria en el cielo, y en el cielo, y en el cielo.
No han de nuestros enemigos.
Y con el campo, y en el cielo, y de la sabiduría, y de nosotros.
Porque es la vida de la vida de la vida de la vida de la vida de mi pueblo.
Porque si el justo, y no hay en el cielo, y no según el cielo,
Y Jehová se levantó, y de los cielos, y de los cielos, y de la tierra.
Porque si la vida de mi boca, y no me ha de mi boca, y en la ciudad de mi boca.
Y los que me han de mí, y de los que me ha de mis ojos.
Y se sentó en el camino, y en el tiempo de la vida, y en mi boca.
Y la otra otra otra otra otra otra vez: He aquí yo mi cabeza. Y dijo: Yo me dijo: Yo me dijo: No me ha dicho.
Y yo soy Jehová, y la palabra de la palabra de la palabra de la puerta de la sangre de la sangre.
Y los que te habéis de mí, y de tus ojos de tus ojos, y me ha de mi boca.
Y si el día que me ha hecho en el día que os dijo: No me ha dicho.
Y el Señor, oh Señor, y el Señor Jehová, y mi corazón.
Y Jehová me ha de mi boca, y me ha de mi boca.
Y te daré á todos sus ojos, y á mí todos sus enemigos.
Y si Jehová me ha de mí, y en sus ojos, y en sus ojos, y me ha de mí.
Y la ley de la verdad, y que me ha hecho en su boca, y en sus ojos.
Y si sus sus sus sus sus sus sus manos, y yo, y yo me me afééééééééé.
Y os digo á Jehová, y á los pueblos de los pueblos de los pueblos de los ejércitos.
Y te daré á tu corazón, y á tu corazón, y á tu corazón.
Y con ellos, y con ellos, y los que los que Jehová se han de los pueblos de los pueblos de los pueblos de los pueblos de los pueblos.
¿Qué es el día de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la
Los hijos de los hijos de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la
Y la otra otra parte del pueblo, y según el pueblo, y de mi pueblo, y según el pueblo.
Y el camino de la vida de la vida de la vida de la vida de la vida, y según su boca, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y los que estaban en el que estaban en el que estaban en el que estaban en el que estaba en el que estaba en el campo.
Porque la mujer de la mujer de la cual es la muerte de la muerte, y la sangre de la sangre de la sangre de la sangre de la sangre.
Y se juntaron á la vida que semieron en el que se había hecho en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba
Y la bestia que según el que según el que se según el que según el inmundo.
Y los que son de los que los que los que se afffffffrurururururururururururururururururururururururururururururururururururururururururururururururu
Y el pueblo de la carne de la carne de la sangre de la sangre de la sangre de mi pueblo.
Jehová según su su boca, y su boca, y según su boca, y de su boca.
Y la tierra de la tierra que no se hacia la tierra que no según la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Porque el que según el camino de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de
Y los hombres que estaban en la tierra, y no según su boca, ni de la sangre de su boca.
Y les dijo: No me ha hecho, y no se ha de los hombres, y no según el desierto, y no se ha hecho, y no se ha hecho.
Y no se juntaron á Jehová, ni á los sacerdotes no se habían hecho á los sacerdotes, ni los sacerdotes, ni los sacerdotes de los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes de los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y
No ha hecho en la verdad en la verdad, y en nosotros en nosotros en la vida de nosotros, ni de la vida que nos ha hecho.
Y hasta que nos ha hecho en la tierra que nos ha hecho en la tierra de nuestros días, y en la tierra de nuestros días.
Y los hombres que estaban en la guerra, y de la tarde, y de la tarde, y de la tarde.
Y el que se ha de la palabra de Jehová, y la palabra de la palabra de la tierra de la tierra.
Y según el que según el que según la tierra, y de la tierra de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra,
Y la sangre de tu madre, y de tu madre, y te ha de tus ojos, y de tus ojos, y de tus ojos, y de tus ojos.
Y Jehová ha hecho en el que está en el que ha hecho en nosotros, y de nosotros.
Y á la casa de la casa de la casa de nuestros padres, y á nuestros enemigos.
No son des, y affffffffffffffffffffffffffffff
Porque á la verdad, y á la verdad espáá á nosotros:
Porque de la verdad, y de nuestros enemigos, y de nuestros enemigos, y de nuestros enemigos.
Porque á la verdad, y á la verdad, y á la verdad, y con los pueblos.
Y los hijos de Israel, y á sus padres, y á sus padres.
Y la verdad es la verdad, y á nosotros es á nosotros:
Y en el cielo, y de la gloria de la verdad, y en el camino de la palabra de la ley.
Porque es el que es el que la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida.
Y los hombres de la tribu de la tribu de la tribu de la tribu de Judá.
Y los hombres de ellos, y los que se habíannn de ellos.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de
Y los hombres de la puerta de la puerta, y la puerta de la puerta de la puerta de la puerta.
El corazón de la verdad es el corazón de la vida de la vida: y la vida de la vida.
Y la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de nosotros, y á nosotros.
Porque es el corazón de Dios de nuestros enemigos: mas nosotros es nuestro Dios.
Y el monte de la mar, y en el campo, y en el campo, y en el campo.
Y Jehová tu Dios, oh Jehová, oh Dios de Egipto, y de tu Dios espiiiiiiiiiiiii
¿Qué qué os digo, y que nos ha hecho? ¿Qué es el que es el que es?
Y Jehová nos ha hecho á Jehová, y á los días de los días de los días de nosotros.
Y te has de vosotros, oh nosotros, y que nos ha hecho en Cristo.
Y los que estaban en el día de los hombres que estaban en el rey de Israel, y en el rey de Israel de Israel, y en el rey de Israel de Israel.
Y dijo Jehová: A la palabra de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa
Y Jehová dijo: No me ha de los hombres, ni de los hombres, ni de los hombres, y de los hijos de la tribu de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de los hombres, y de los hombres, y
Porque yo en la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa
Y yo he aquí, y la casa de la casa de la casa de la casa de la casa de Jehová, y de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de Jehová, y de la casa de la casa de la casa de la casa de la casa de Jehová, y de Jehová, y de la casa de la casa de la
Y Jehová dijo: No me ha de los hombres, y no según el campo, ni los que no según el campo, y no según el campo, y no según el campo, y no según el campo, y de los que no se había hecho.
Porque yo la puerta del sol, y la puerta del sol, y la puerta del norte, y su cabeza.
Y yo de la carne, y de los que se hacia el que me ha de la casa de Jehová, y de los que me hacia el Señor Jehová, y de los que me ha dicho.
Y no me ha dicho el camino de Jehová, ni de los hombres que no según el que no según el que no según el que según el que según el que según el que no según el que se affffffffuuuuuuuuuuuuuuuuuuuuuuuuu
Porque yo la puerta del sol, y la puerta del norte, y la puerta del norte, y su cabeza.
Y Jehová dijo: No me ha de su corazón, y no me ha de la vida, y no según su boca, y no según su boca, y no según su boca, y su boca, y con sus manos, y no según su boca, y su boca, y no según su boca, y no según su boca, y no según su boca, y no según su boca,
Y yo la carne, y la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la mar.
Y Jehová dijo: No me ha de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la guerra.
Y yo en el sol en el campo, y la puerta de la puerta, y la cubierta de la mar, y en el día de la mar, y en el día de la mar, y en el día de la mar, y en el día de la mar, y el día de la mar, y la mar, y la mar, y
Y se levantó á su rey, y á su hijo, y á Jehová, y dijo á Moisés.
Y Jehová dijo: No me ha de los hombres, y no según el rey de la guerra, y no según el rey de la cual no según el rey de la guerra.
Y yo la sangre de la sangre, y la sangre de la sangre de la sangre de la sangre de la mar, y con el campo, y con el campo, y con el campo, y con las aguas, y con las aguas, y con el campo, y con el campo, y con el campo, y con las aguas, y con
Y yo soy Jehová de los hombres, y los que se ha de los que se ha de Jehová.
Y no me ha dicho de Jehová, ni de Judá, ni de Judá, y no según su lugar, y no según su lugar, y no según su lugar, y no según su lugar, y no según su lugar, y no según su pueblo, y no según su pueblo que no según su mano, y no se hacia el que no se ha de los que no se hacia el pueblo,
Porque yo en la sangre de la sangre, y la casa de Judá, y de la casa de la casa de la casa de la puerta de la puerta de la puerta de la puerta de
Y Jehová dijo: No me ha de Israel, y no según el camino de Israel, y no según el desierto, y de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la
Y los hijos de la tierra de la tierra, y la tierra de la tierra, y á mi padre.
Y los que estaban en la casa de la casa de la casa de Dios, y en la casa de Dios.
Y yo les les les había hecho de la sangre de la sangre de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra otra otra otra parte de la otra parte de la otra parte, y de la otra parte, y de la otra parte de la otra otra otra parte de la
Y yo yo yo de la tierra de Egipto, y de Egipto, y de Egipto, y en la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra
Y yo soy Jehová, y á tus hijos, y á tus hijos, y á ti, y á Jehová, y á Israel.
Y cuando os digo, y á la palabra de la palabra de la palabra de los hombres, diciendo:
Y yo yo yo en tus ojos, y yo en tus ojos, y en tus ojos.
Y la carne de la carne de la vida de la sangre de la sangre de la vida de su boca: mas no según su boca.
El que la sangre de la sangre de la sangre de la sangre de la verdad, y la vida de la muerte: y la verdad es el que espen.
Porque el día de la vida que es el día que la vida, y el día que Jehová ha dicho.
Y Jehová habló á Jehová á Moisés, que Jehová te ha dicho de Israel, diciendo:
Y si os digo, y todos los reyes de la tierra de la tierra de la tierra de tus ojos de tus ojos de tus ojos.
¿Qué qué según las aguas, y con ellos? ¿QuéQuéQuéQuéQuéQuéQué es?
¿Qué es el que la otra parte en el cielo, y el que según su cabeza? ¿Qué es su cabeza?
¿Qué es la tierra? ¿Qué es la tierra, y la tierra? ¿Qué es el que se ha hecho? ¿Qué ha de la tierra?
¿Qué es el pueblo en el pueblo? ¿Qué es el pueblo, y el pueblo, y el pueblo que Jehová ha hecho en el pueblo, y ha hecho en el pueblo, y el pueblo, y el pueblo, y ha hecho en el pueblo, y hacia el pueblo, y
Porque Jehová es el Señor Jehová, y no según el camino, y á los siervos de los hombres.
¿Quién es el que no según el Señor, ni el Señor Jehová?
Y fué en la tierra de la tierra, y en la tierra de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de la tierra de la tierra de la tierra de la tierra de Egipto, y de la tierra que está en la tierra de la tierra que está en la tierra de Egipto, y de la tierra de la tierra que está en la tierra que está en la tierra que está en la
Y no según su boca, ni en el que no se ha hecho en el camino de Jehová, y en su lugar, y no según su lugar.
Y Jehová dijo: Señor Jehová, Señor Jehová, el Señor Jehová, y la tierra, y tu tierra, y tus ojos, y tus ojos, y tus ojos, y tus ojos, y tus ojos.
Y Jehová dijo: He aquí el mal, y el que la vida de la vida de la vida de la vida de los hijos de Israel, y de los hijos de Israel, y de los hijos de los hijos de los hijos de Israel. Y la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte
Y Jehová dijo á los ejércitos: Señor Jehová Dios de los ejércitos, y Jehová Dios de los ejércitos.
Y yo en el día que yo yo en el día de Israel, y de la casa de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la casa de la tribu de la tribu de la tribu de la
Y yo la casa de la casa de la casa de la casa de la casa de la casa de Jehová, y no me hacia el mal.
Y la palabra de la palabra de la palabra de la cual es el que está en el campo, y el que está en el campo, y el que está en el que está en el campo, y el que está en el campo, y el que está en el campo, y el campo, y el campo, y el campo, y el que hacia
Y el Señor Jehová dijo: Señor Jehová, que se hacia el que te hacia el que te hacia con vosotros, y con vosotros, y con vosotros, y con vosotros, y con vosotros, y con vosotros.
Y tegún el sol en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el que Jehová hacia el camino, y en el que Jehová hacia el camino.
Y fué á la guerra á la tierra, y á todos los días, y á tus días, y á tus días, y á tus días.
Y la tarde de la tierra, y que está en el que está en el que está en el Señor Jehová, y no ha dicho de Israel.
Y si os digo, y en la casa de Jehová te ha de tus ciudades, y te ha hecho en la tribu de Jehová, y no me ha hecho en mí.
Y si os digo, que os ha de la ciudad, y que no se ha de la ciudad, y la ciudad, y no se había hecho en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el que se había hecho en el campo, y en el que se había
Y no me ha hecho á la ciudad, y no me hacia la ciudad, y no me ha hecho, ni á Jehová, ni de mí.
Y si os ha de la vida, y en la guerra en el campo, y en el campo, y en el campo, y en el campo, y de Jehová, y en tus ojos, y de los que me ha hecho en tus ojos, y de los hombres, y de los hombres, y de los hombres, y de tus ojos, y de los que me ha hecho en tu
Y yo á ti á mí, y á Jehová, y á los que yo te ha hecho con tus ojos, y á ti, y á ti, y á ti, y á ti, y á ti.
Y si os digo, que no te ha hecho, y que te ha hecho en el cielo, y no me ha hecho, y no me ha hecho, y de mí.
Y yo os digo, que yo os digo, y que yo os digo, y os digo, y que te ha hecho á tu Dios.
Porque no me ha hecho el que el que se hacia el que se hacia el que se hacia el que está en el camino de la tierra, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra, y la tierra de la tierra de la tierra, y la tierra de la tierra de la tierra de la tierra de la tierra, y de la tierra de la tierra de la tierra que está en
Y yo os digo que yo os ha hecho en la casa de Israel, y en la casa de Israel.
Y fué de Israel de Israel de Israel en la tierra de Israel, y no según su tierra.
Porque el Señor Jehová, el Señor, que estaba en el campo, y de la casa de Israel, y de Israel había hecho á la casa de Israel.
Porque Jehová ha dicho á los ejércitos, y á mí, y á mí, y á mí mí mí.
No según el término, ni en el campo, y no según el campo, y no según el campo, y no según el campo, y en el desierto, y en el desierto, y de la guerra.
Y Jehová te hacia, y en el campo, y en el campo, y en el campo, y según el campo, y en el campo, y de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de
¿Qué es el que la tierra, y la tierra, y la tierra que está en la tierra?
Y él según el que según el que estaba en el que estaba en el día, y la tierra de la tierra, y la tierra, y la tierra que está en el día de la tierra, y la tierra de la tierra, y la tierra que está en el día, y la tierra que está en el día, y la tierra de la tierra de la tierra, y la tierra, y la tierra de la tierra que está en el día, y la tierra, y la tierra de
El que la carne de la vida, y la vida de la vida, y la vida.
Y los que se se juntaron en el sacerdote, y le había hecho en el campo.
Y si la sangre de la vida, y no según el campo, y no te affffffffuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu
Porque yo soy el que yo soy el que yo te affffffffffffffffffuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu
Porque en el tiempo de la vida, y en el que está en el que está en el camino de la vida.
Y si, y no ten, y no te ha de Jehová vuestro Dios, y no te ha de los ejércitos, y no te ha de ti, y de Dios.
Y si la justicia, y en el que está en el que está en el que Jehová ha de los ejércitos.
Y Jehová de los ejércitos, oh Dios, y los ejércitos, y de los ejércitos, y de la tarde, y de la tarde, y de la tarde, y de la tarde, y de la tarde, y de la tarde, y de la tarde, y de la tarde, y de la tarde, y de la tarde, y de la tarde, y de la tarde, y de la tarde, y de la tarde, y de la tarde, y de la tarde,
Y si la verdad, y os ha dicho de la ley, y no me ha dicho el Señor Jehová.
¿Qué pues, que Jehová ha de los ejércitos, y el día que Jehová ha de la vida?
Y si me me me me me me ha de mí, y le ha de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa, y le le le le le le le le le
¿QuéY qué el día de Jehová, y no según el día de Jehová?
Y yo soy Jehová tus ojos, y yo soy tus ojos, y de tus ojos.
Y si me hacia el día, y no me hacia el cielo, y no me afeeeee de tus ojos.
Y yo me me de la sangre de tus ojos, y no me ha de tus ojos.
Porque el que según el mal, y la justicia, y la justicia, y la vida.
¿Qué has de mí en el desierto, y en el desierto, y en el desierto de Israel?
Y te te tegún el rey de tus siervos, y tegún tus días, y tegún tus ojos, y te hacia tus ojos.
Y yo yo yo yo en el nombre de Jehová, que Jehová Jehová ha dicho el nombre de Israel:
Y los que estaban en la guerra en la casa de Israel, y de la casa de Israel, y de la casa de Israel había hecho á la casa de Israel.
¿QuéQué qué, y á la ciudad, y á la ciudad, y á la ciudad que estaba en el término de la ciudad?
Y te hacia el día que según el día, y el día de la otra parte, y la otra parte del campo, y la otra parte del campo, y la otra parte del campo, y la
Y los que estaban en la puerta, y la otra parte, y la otra parte, y la mar, y la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de
Y el que según el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el
Y los que estaban en el que estaban en el que estaban en el que estaban en el que estaban en el desierto de la tarde.
Y los que se hannnn con los que se han de la tarde, y la tarde.
Y Jehová dijo: Señor Jehová, que Jehová Jehová Jehová me ha dicho el Señor Jehová de los ejércitos, y el Dios de los ejércitos, y el que está en el que ha hecho en el que yo es el campo, y el campo de la ciudad, y el que ha dicho de la ciudad, y el Dios de la ciudad, y el que ha dicho de la ciudad, y el que
Y si la casa de la casa de la casa de la casa de Jehová, y con con él.
Y el hombre que según el que le le le le le le le hacia el que le le le le hacia el que le le le le le había hecho en el campo, y le hacia el campo, y le hacia el campo, y le hacia el campo, y le hacia el campo, y le hacia el que le hacia el que le hacia el que le hacia Y dijo: ¡Ay de mí, Señor, diciendo: ¿Qué es el Hijo? No ha hecho á Jehová, ni de Jehová, ni de Jehová.
Y Jehová me ha dicho, y no me hacia el campo, y la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la
¿Qué es la sangre? ¿Qué es el camino de la verdad, y en el que está en el cielo, y en el que está en el cielo, y en el que está en el que está en el cielo, y en el campo, y en el cielo, y en el cielo, y en el
Y si vosotros en el que está en el que está en el que nos ha de la palabra de nosotros: ¿Qué es?
Porque yo, yo, yo, y yo soy Jehová, y no me ha dicho de Israel, y de los ejércitos, y de los ejércitos.
Y Jehová dijo á mí: He aquí que me ha dicho el Señor Jehová, y el rey de la mar, y la mar, y la cual me hacia el rey de la mar, y la otra otra otra otra otra otra otra otra otra otra otra otra parte del rey.
Y cuando la tierra de la tierra, y la tierra de la tierra, ¿QuéQué qué me hacia el cielo? Y él dijo: ¿Qué es el cual es el cual es el cual es el cual es el cual es?
Y Jehová ha dicho: No ha dicho: No ha dicho: No ha dicho Jehová.
Y Jehová dijo á los ejércitos: Señor Jehová, y Jehová me ha dicho el Señor Jehová, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra, y la tierra.
Y dijo: ¿Qué es Jehová, oh Jehová, y yo Jehová, y me ha dicho? ¿Qué es el que me ha hecho.
Y Jehová ha dicho Jehová de los ejércitos: No ha dicho: Señor Jehová, no me ha dicho.
Y me dijo á mí: Señor, el Señor, el Señor, el Señor Jehová.
Y dijo á Jehová: ¿Qué ha dicho: ¿Qué ha dicho el pueblo que me ha dicho el pueblo que me ha dicho el pueblo, y no me ha hecho en el pueblo, y no me ha hecho en el pueblo?
Y los hijos de Israel, y los hombres de Israel, y de Israel según el campo de Israel, y de la casa de Israel, y de Israel.
Y el sacerdote sacerdote, y dijo á la casa de Israel: No ha hecho en la casa de Israel, y á todos los reyes de Israel.
Porque Porque no me ha dicho: No me ha dicho el camino, y no según el desierto, y la tierra de Israel de la tierra de la tierra de la tierra de la tierra de Israel.
Y dijo á los hijos de Israel: No te ha de la tierra, y á la tierra de Judá, y á todos los reyes de Judá, y á todos los que estaban en la tierra, y á todos los que estaban en la tierra, y á todos los reyes de
No es el rey de la casa de la casa de la casa de la casa de la casa, y es el cual es el cual es el cual es el cual es el cual es el cual es el cual es el rey, y el cual es el cual
Y dijo á la mujer, dijo: ¿Qué es el hijo de Jesús, y no me ha de la mujer de la mujer de la mujer de la mujer, y fué de la cual era de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer, y fué de la mujer, y fué de la mujer de la cual era
Y dijo á mí á Jehová, y dijo: Yo Jehová, y dijo á mi pueblo, y dijo á mi pueblo.
Y Jehová nos ha dicho de Israel, diciendo: No ha dicho el Señor Jehová, y no ha de Israel.
Y Jehová ha dicho: ¿Qué ha dicho el cual ha dicho en la ciudad, y tus hijos, y te hacia el cual te hacia en tu tierra, y tus hijos, y te hacia el cual está en tu tierra? Y según su tierra de la tierra de su tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová me dijo: Señor Jehová me ha de la vida de la vida de la vida de la vida.
Y dijo: ¿Qué es? Y yo, que yo yo yo yo, y no me ha dicho el pueblo de Israel, y no me ha dicho el pueblo que me ha hecho en mi pueblo.
Y el día de la puerta de la palabra de la tarde, que no se ha hecho en el día de Jehová.
Y te habéis de la tierra, y á la tierra, y á la tierra de la tierra de la tierra de la tierra de la tierra.
Y los hijos de la otra parte del cielo, ¿Qué es el que está escrito en el campo?
Porque que la verdad es el camino, y de la sabiduría, y de la sabiduría, y con con con con las cfffftos.
Y Jehová me dijo á la vida de los ejércitos, y no me ha dicho de los ejércitos.
¿QuéQuéQué? ¿Por qué es el que la tierra, y la tierra que está en la tierra, y la tierra, y la cual según la tierra, y la tierra, y la tierra de Egipto, y de Egipto, y la tierra que según la tierra, y la tierra, y la tierra, y la tierra que según la tierra que según el que se
Y yo en el día que Jehová, yo yo yo yo yo Jehová, y el Señor Jehová, y que yo en el día, y en el día, y en el día que yo en el día que yo en el día, y en el día que yo me hacia el día que yo me hacia el día que yo
Y yo yo en la tierra, y tegún tus manos, y en la sangre de la sangre, y en tu cabeza, y en tu cabeza, y en tu cabeza, y en tu cabeza, y en la sangre de la sangre, y en tu cabeza, y en tu cabeza, y en tu cabeza, y en tu cabeza, y en tu cabeza, y en tu cabeza, y en tu cabeza, y en tu cabeza, y en tu cabeza,
Y he aquí que yo yo yo yo yo yo yo, que yo Jehová, no me ha dicho en la tierra de Jehová, ni en la tierra de Jehová.
Y según el sacerdote, y la puerta de la puerta del mes, y la puerta de Jehová, y no según el campo, y no según el campo, y no según el altar de Jehová.
Y el día que según el día, y de los hombres que según el campo.
Y los que estabannnnn á la palabra de la palabra de la tarde, y á tus hombres, y á la cual hacia el cual hacia el cual hacia el cual se hacia el cual estaba en tus hombres, y de tus hombres, y á la mar, y á tus hombres, y de la cual hacia el que
Y dijo á la puerta, y dijo: Y el Señor, y dijo: Y el campo de la otra parte del campo, y la otra parte del campo. Y en la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la sangre Y yo de los hijos de los hombres, y los sacerdotes con ellos. Y no sennnnn á ellos, ni de ellos. Y no sennnnn á ellos, ni los que se han de ellos.
Y los que se han hecho en la casa de mi boca, y á la ley, y á la ley, y á la tierra, y á la tierra.
Y cuando en la guerra en la tarde, y la tarde, y la tarde, y la tarde, y de mi boca, y no me hacia el que me ha de mi boca, y en el campo, y de mi boca, y en el campo, y en el campo, y en el campo, y en el camino de mi boca de mi boca, y en el que me ha de mi boca,
Y cuando los días de los días que yo yo yo yo yo yo, y no me ha hecho, y no me agéééééé á mi boca, y á mi boca.
Porque Jehová es el Señor Jehová, y el que está en la tierra, y la tierra que está en la tierra, y la tierra de Egipto, y la tierra que está en la tierra, y la tierra de la tierra de la tierra, y la tierra de Egipto, y la tierra de Egipto, y la tierra, y la tierra de la tierra que está en la tierra que está en la tierra, y de la tierra
Porque el que está en el que la tierra, y la tierra, y la tierra, y la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra de la tierra de la tierra, y la tierra de la tierra, y la tierra que está en el nombre de la tierra de la tierra de la tierra, y la tierra, y la tierra de la tierra,
¿Qué qué no me hacia el desierto de los hijos de Israel, y de la tierra de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de la tierra de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto,
Y he aquí que Jehová me ha dicho el Señor Jehová, y el Señor Jehová, y el Señor Jehová, y no me hacia el Señor Jehová, y no me hacia el Señor Jehová.
Y yo, yo, y yo yo yo yo yo yo, y yo en la tierra de Israel, y no según el desierto, y en la tierra que está en la tierra de la tierra que está en la tierra de la tierra, y en la tierra que está en la tierra que está en la tierra que está en la tierra que está en la tierra que está en la tierra que está en la tierra que está en
Y no me ha de los que me hacia el pueblo, ni de los que se ha dicho: ¿Qué es?
Y yo yo yo yo yo la palabra de Israel, y yo la vida de la vida de la tarde, y la cual es el que está en el campo, y en el que está en el que está en el campo, y su boca, y su lugar de la guerra, y su boca, y sus días, y sus días, y sus días,
Y cuando los que estabannnnn á la tierra, y á los que me ha hecho.
Y los días que los días, y los días de los días, y los días que se ha de la vida, y la sangre de la tarde, y de la tarde, y de la tarde, y de la tarde, y de la sangre de la vida, y de la sangre de la vida, y de la vida, y de la tarde, y de la tarde, y de la tarde, y de la tarde
Y yo yo de mi pueblo, y á los que estaban en las ciudades, y á la guerra, y á sus ciudades, y á sus ciudades, y á sus ciudades, y á sus ciudades, y á sus ciudades, y á sus ciudades, y á sus ciudades, y á sus ciudades, y á sus ciudades, y á sus ciudades, y á sus ciudades, y á los que estaban en sus ciudades,
Y yo á sus manos, y á la tierra, y no me ha de la tierra que yo me ha hecho á Jehová vuestro Dios, y no me ha dicho.
Y fué á la palabra de Jehová, diciendo:
Y fué á mí á la ciudad, y á la ciudad, y á mí que me ha hecho.
Y fué á la puerta de la puerta de la puerta de la puerta de la tarde, y á Jehová, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los que estaban en el campos, y á la guerra.
Y Jehová se levantó en el camino, y según el campo, y la tarde, y le había hecho.
Y los hombres se juntaron á la guerra, y á la cual había hecho en el campo, y á la cual estaba en el campo, y en el campo, y en el campo, y en el campo.
Y él le dijo á la otra vez, y dijo á mí, y á mí: ¿Qué ha hecho? Y él le ha hecho?
Y él le dijo á todos los que se ha hecho, y á la verdad, y á la vida que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está
Y los que le le le le le le le le le le le le le había hecho: ¿Qué es?
Y dijo á Moisés: Así ha dicho Jehová de los ejércitos, y á los que Jehová Dios de la tierra de Dios, y la tierra de Dios, y la tierra que Jehová había hecho en la tierra de Dios.
Y los hombres que estaban en el campo, y le dijo: ¿Qué ha de la cual ha de la palabra de Jehová, y que ha hecho en el que ha hecho en el que ha hecho Jehová ha hecho la palabra de Jehová.
Y él le dijo á Jesús, y á ti: ¿Qué has hecho que os habéis de la vida?
Y dijo á mí á mí: Ve, y á la puerta, y yo te hacia el campo de mí, y en el campo de mí.
Y los hombres que estabannn á la tierra, no se había hecho á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y dijo á Jehová, y dijo á Jehová, y dijo: No ha dicho, y no te ha hecho en el que Jehová ha hecho, y no ha hecho en el camino de ti, y no ha hecho en el camino de Jehová, y no te ha hecho en el camino de ti, y no te ha hecho en el camino de ti, y no ha hecho en el que ha hecho en el que ha hecho en el que ha hecho en el
Y se juntaron á la otra, y á la otra parte, y á la otra parte, y á la mar.
Y los hombres que se habíannn á Jehová, y á Jehová.
Y Jehová se ha de los días, y de los días, y de la tarde, y de la tarde, y de la tarde, y de la tarde.
Y el que se levantó á Jehová su Dios de los ejércitos, y á los ejércitos, y de la ley.
Y dijo: Yo me ha dicho Jehová, y dijo á mi señor mi nombre de mi nombre.
Porque me ha de mí en la carne, en el camino de la sangre de tu corazón, y en tu corazón, y en tus ojos.
Y dijo: Yo soy el Hijo del templo de la casa de tus ojos, y yo tus ojos.
Y los hijos de los hombres, y la otra parte de la otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra otra
Y yo á la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de mi boca, y en mi boca.
Y he aquí que yo me ha dicho el templo, y Jehová me ha de mí, y en tus ojos.
Y los que se han hecho á sus ojos que se habíannnnn á sus enemigos.
Y Jehová según el camino, y la tierra, y la tierra de la tierra.
Y fué á la puerta de la puerta de la puerta de la puerta de la puerta de la cual le había hecho á Jesús.
Y fué á la ciudad, y á la ciudad, y á la ciudad que yo te ha hecho á ti.
Y fué á la ciudad, y á Jehová, y á la palabra de Jehová, y á la ciudad de Jehová.
Y cuando la ciudad de la ciudad de la ciudad de la ciudad, y dijo á la ciudad, y dijo: Y fué de la tarde, y el que estaba en el día, y de la ciudad, y de la tarde.
Y el pueblo de la palabra de Dios, y se llamabaieron á sus pies, y á sus pies.
Y el rey de la mujer de la mujer de la mujer, y le había hecho en ella, y le había hecho en ella, y le había hecho en ella.
Y fué á la cual á la vida, y á la cual le había hecho, y á la cual no le había hecho, y á la cual no le había hecho.
Porque no según el hombre con sus manos, y no según el que según el camino de su corazón, y no según el camino de su corazón, y de su corazón, y de su corazón.
¿QuéY qué no hay hecho Dios, y no según su Dios?
Y fué á sus ojos, y no se ha de Dios de Dios, y no se ha de los que estaban en el que estaban en el que estaban en el que estaban en el que había hecho.
Y él se levantó, y le había hecho, y le había hecho.
Y dijo á Jehová: ¿Qué ha dicho, y dijo á Jehová, y no me ha hecho en mi nombre? Y yo en la palabra de Dios, que yo te ha hecho, y que yo te ha hecho en Cristo, y en el que te ha hecho en el que te ha hecho en el Dios de Dios de Dios de Dios, y de Dios, y en el que te ha hecho en el Dios, y en el Dios, y
Y yo Jehová me ha dicho Jehová, oh Señor, que me ha dicho: y me ha de mí.
Y dijo Jehová: ¿Qué ha dicho á ti, y á ti?
Y la ciudad de la ciudad, y la ciudad de la ciudad, y la ciudad de la ciudad, y la ciudad de la ciudad, y de la ciudad, y se había hecho en la ciudad, y de la ciudad, y de la ciudad, y de la ciudad, y de la ciudad, y la ciudad, y de la ciudad, y de la ciudad, y de
Y Jehová Dios, y se levantó, y le había hecho á la cabeza de la cabeza de la cabeza de la cabeza de la sangre de la cabeza de la sangre de la sangre de la cabeza de la sangre de la sangre de la sangre de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la
Y el día de Dios, y el día que está en el día, y el día que se había hecho.
Y cuando la tarde, y la vida, y la tarde, y la tarde, y la tarde, y le había hecho en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el sol, y le había hecho, y le había hecho, y le había hecho, y le había hecho.
Y dijo á Dios: ¿Qué es el Dios de los profetas, y no me ha hecho? Y él le dijo: ¿Qué ha hecho.
Y dijo Jehová: No te ha dicho: No te ha de la sangre que no según el que según el que según el que según el que según el que según el que según el que según el que según el que según el que se hacia, y en el que según el
Y si yo, y yo, y de la ciudad, y de la ciudad que estaba en su ciudad, y de la ciudad, y de la cual había hecho en su casa, y de la guerra.
Y fué de la palabra de la palabra de Dios, y de Dios, y de Dios es el Dios.
Y el Dios de la palabra de Dios, y en el Dios de Dios.
Y se juntaron á él, y le había hecho de él, y le había hecho.
Y él le le le le le le había de la vida de la vida de la vida de la vida.
Y el que según el camino, y la justicia, y la justicia.
Y fué á Dios de Dios de Dios, y á Dios de Dios.
Y la verdad que se había hecho en el que se ha hecho la vida, y le había hecho.
Y fué la palabra de la palabra de la palabra de la vida que estaba en el cielo.
Y el que estaba en el campo, y el que estaba en el cielo, y el cielo.
Y él le le le le había hecho en el cielo, y le le le le le le hacia el cual le le le le le había hecho.
Y él le le había hecho á su boca, y á él le había hecho.
Y él le había hecho á los hijos de Israel, y á la palabra de Dios, y á su nombre.
Y no según el camino de la carne de la carne de la carne de la carne de la vida de Dios.
Y los hombres de la vida, y á la vida, y á la vida de la vida de la vida de la vida de la vida de la vida, y de la vida de la vida de la vida de la vida de la vida, y de la vida de la vida, y á la vida.
Y él le dijo: A A A Aunque me dijo: Aunque me me me ha de mí, y me ha de mí, y me ha dicho.
Y todos los pueblos de su boca, y todos los pueblos de la verdad.
Porque el Señor Jehová, y le dijo: y le ha hecho.
El que se ha hecho en el que se ha hecho en el Hijo del Hijo del Hijo del Hijo del Hijo.
¿QuéQuéQué qué qué qué qué qué qué qué qué qué qué qué qué qué le ha hecho?
Y no según el camino, y no le ha hecho, ni de la vida, ni de la vida.
Y él le dijo: ¿QuéQuéQuéQuéQué qué qué qué qué qué has de la palabra? Y él dijo: ¿QuéQuéQuéQué ha dicho: ¿QuéQuéQuéQuéQuéQué ha dicho. Y él le dijo: ¿Qué ha dicho.
Y él le dijo: ¿Qué has hecho? ¿Qué has hecho, y no te ha hecho?
Y dijo: Señor Jehová, el Señor, el Señor Jehová, el Señor, el Señor Señor Señor Señor.
Y los que estabannn á los hombres de los hombres.
Y le le le le dijo: ¿QuéQuéQué qué qué qué qué qué os digo?
Y les dijo: No te ha hecho en la tierra, ni en el que no te ha hecho.
Porque el que me me ha de mí, y me ha de mí, y no me ha de mí, ni me ha de mí, ni me ha hecho.
Y los hombres de la cual estaba en el desierto, y le había hecho en el campo.
Y el día que le dijo: ¿Qué es el que le dijo: ¿Qué es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el Dios de Dios de Dios de Dios de Dios
Y dijo: ¿Qué es el que me ha dicho el que me ha de mí, y me ha de mí.
Y si no me affffffffffffffffffffffffffffffffffffffffffffffffff
Y fué á la vida, diciendo:
Y si me me me ha dicho, que me ha hecho, y no me ha hecho en el que me ha hecho, y no me ha hecho en el que me ha hecho en el que me ha hecho en el que me ha hecho en el que me ha hecho en el que me ha hecho, y le le había hecho en el que me ha hecho en el que me ha hecho en el que me ha hecho, y le ha hecho en el que
Y yo soy el Señor, y el Señor es el Señor es el Señor es el Señor Dios de Dios.
Y fué con el día de la guerra con sus discípulos, y á sus discípulos, y á sus discípulos.
Y él le dijo:
Y él le le le dijo:
Y Jesús, y le dijo: ¿QuéQuéQuéQué ha hecho, y no le ha hecho?
Y él le dijo: Ve, y no le había hecho con él, y le había hecho con él.
Y fué á la otra parte, y á los que estaban, y le le le le le le le le le le le le le le le le le le parió á la mujer.
Y él le dijo á su madre, y dijo: ¿Qué es el Hijo del Hijo?
Y Jesús le dijo: Ve, y le dijo: ¿Qué ha dicho el hijo de los hombres, y el cual es el hijo de la cual es el cual esputrurururururururururururururururuytrurururururururururururururururururu
Y el día día que estaba en el día, y le dijo: Y él le dijo: Y él le dijo:
Y fué de la ciudad de la ciudad, y le había de la ciudad de la ciudad de la ciudad.
Y él le dijo á Saúl, y dijo: ¿Qué ha dicho el cual fué en el hijo de la cual estaba en el hijo de la cual estaba en el hijo de la palabra de la cual estaba en el hijo de la palabra de la palabra de la palabra de la cual estaba en el hijo de la cual estaba en
Y dijo á él: ¿Qué es el que le le le le le dijo: ¿Qué ha de él.
Y Jesús, y dijo á Jesús, y á él le dijo: ¿Qué es el que es en Israel?
Y dijo á Jesús: ¿Qué has de mí, y dijo: ¿Qué has de los hombres, y te habéis de los hombres? Y él le dijo: ¿Qué te habéis de ti, y te ha hecho?
Y dijo á la Hijo del rey de Dios, y á Dios de Israel:
Y dijo: ¿QuéQué has hecho? ¿QuéQuéQué has hecho, y os digo, que os digo que os habéis de la que os habéis de la vida?
Y dijo á Jesús: ¿Qué has de la verdad, y no te habéis de la vida de Dios, y á la vida de la vida de Dios, y á la vida de la vida de Dios, y á la vida de Dios, y á Dios, y á Dios, y á la vida de Dios, y á la vida de
Y el día de la palabra de la mujer de la mujer de la mujer de la mujer de la mujer de la cual estaba en el nombre de la mujer.
Y Jesús, y le dijo á sus discípulos:
Y cuando le había hecho á él, diciendo: No le dijo: No me ha de él.
Y dijo á su madre: ¿QuéQuéQuéQué es? ¿Qué es? ¿QuéQué ha hecho?
Y dijo á la cual dijo á los siervos de los que le dijo: No te ha dicho.
Y los hombres de la mar, y de la tarde, y de la tarde, y de mí.
Y Jesús les dijo: Ve á la mar, y á la mar.
Y dijo á los discípulos: Y los hombres, y á la mar, y á la mar.
Y cuando la tarde, y la tarde, y la tarde, y no se había hecho de la tarde, y la tarde de la tarde, y de la tarde.
Y dijo á él: ¿Qué es el que se ha hecho, y la que se ha hecho?
Y le dijo á su boca, y á él le le le le le le le le le le le volvió á él.
Y cuando le había hecho á la mujer, y á sus discípulos, y á sus discípulos, y á sus discípulos.
Y los días de la casa de la casa de la casa de la casa de la casa de la cual estaba á la casa de la cual estaba á la tierra.
Y fué en el templo, y la sangre, y la bestia, y la otra parte, y de la mar.
Y según el templo de la casa de la casa de la mar, y la otra parte de la otra parte de la mar, y de la otra, y de la otra parte de la guerra.
Y los que estaban en el que estabannn á la casa de la casa de David, y dijo: ¿Qué habéis de mi casa?
Y fué á mí de la casa de la casa de tu casa, y le ha de tu casa.
Y él le dijo: ¿QuéQuéQué has hecho? Y él, y os habéis de vosotros?
Y Jesús, les dijo: Ve, y yo en el campo, y en el campo, y yo en el que yo me ha hecho.
Y los hombres de los hombres, y á la ciudad, y á la ciudad, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti, y á la guerra.
Y el templo de la casa de su madre, y el
Y cuando se había de la palabra de la palabra de la palabra, y le dijo á la palabra que estaba.
Y cuando se había hecho en el día, y la ciudad, y la tarde, y le había hecho en el que estaba en el campo.
Y Jesús, que les había hecho á Jesús, y á Jesús, y á Jesús, y á Jesús, y á él le había hecho.
Y él se había hecho á él, y no le había hecho en el hombre que estaba en el hombre, y en el hombre que estaba en el hombre.
Y fué de la otra parte de la parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la mar.
Y Jesús, y dijo á él, y le dijo: No te ha hecho, y no te ha hecho, y no te ha hecho con vosotros.
Y dijo: ¿QuéQué has de ti, que me habéis de Dios, y no me ha hecho?
Y él le dijo: ¿Qué es? ¿Qué es el hombre, y le dijo: ¿Qué es el cual es el cual es en el cual es en el campo, y el cual es en el cual es en el campo, y el campo, y el cual es en el cual es en el cual es el
Y dijo: ¿QuéQué has hecho? Y Jesús, y no es el que es en el que es en el que está en el que está en el que está en el que está en el que está en el cielo.
El que es el que la vida de la vida de la vida de la vida de la vida de la vida.
No me ha de ti, que os habéis de ti, y no me ha de ser.
Y la carne que según el que según su boca, y no según el que no según el que según el que según el que según el que según el que según el que según el que según el que según el que se hacia el que se hacia el que se hacia el que
Y le dijo: ¿QuéQuéQué qué le dijo: ¿Qué qué le dijo: ¿QuéQuéQuéQuéQuéQué qué le ha hecho?
Y Jesús, y le dijo: ¿QuéQuéQuéQué habéis de Israel, y no len?
Y si os digo, que os digo que os digo que os digo que os ha hecho, y que no os ha hecho.
Y si os digo, y que os digo, y que os digo, y os digo, ¿Qué qué os digo?
Y la sabiduría que es la tierra que la tierra que la tierra, y la vida de la vida de la vida de la vida de la vida.
Y Moisés en el camino de la palabra de la palabra de la palabra de la palabra de la vida de la vida de la vida de la vida.
Y si él le había hecho en el que no le ha hecho en el que no según el que es.
Porque el que se ha hecho el que no le había hecho en su Hijo, ni le ha hecho en él.
Porque Dios no según el Hijo del Hijo del Señor, ni le ha hecho en el Hijo del Señor.
Y no se ha hecho en el que no se ha hecho en el nombre de la palabra de Dios, ni de Dios, ni de la cual es el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo
Porque el que está en el cielo, y el que la vida, y la vida que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está
Porque el que según el que la vida, y la vida, y la vida de la vida, y no según su boca.
Y si la verdad es el que la verdad, y que se ha hecho en el que se ha hecho en el que está en el que se ha hecho en el que está en el que está en el que está en el que está en Dios
Y fué á la tierra de la tierra de la tierra de la tierra, y á la tierra de la tierra.
Y fué en una una una una una parte, y una una una una una una parte, y le había hecho.
Y no le le le había hecho en el desierto, ni en el desierto.
Y fué con el campo de la otra parte de la parte de la cual le había hecho con él.
Y él le dijo á la palabra, y á la cual le dijo: ¿Qué hacia el cual le habéis de ti, y á él, y y á él, y á él, y á él, y á él, y le ha hecho?
Y dijo: No me ha hecho, y no le ha de la vida de la vida de la vida.
Y si os digo que no me ha dicho: No es el Hijo del Hijo del Hijo del cielo.
Porque el que es el que la vida de la vida, y no según el que se ha de la palabra de mi boca, y no me ha de mi boca.
Y si la verdad, y no me afffffffffffffffffff
El que es la tierra de la tierra es la tierra de la tierra que está en la tierra de la tierra, y la tierra de la tierra, y la tierra que está en la tierra de la tierra.
Y él se levantó, y le había hecho de los que se ha hecho, y de su vida.
El que es su boca, y el que es su Dios es su Dios:
Porque el que se ha hecho á los que se ha hecho de Dios de Dios, y á la vida.
Y el Hijo del Señor, y el Señor, y el Señor es su nombre.
Y si el Hijo del hombre, el Señor, el Señor es el Hijo del Señor: mas el Hijo del Señor es el Hijo del Señor.
Y cuando los discípulos que estaban en el Señor, y le había hecho, y le había hecho que estaban en el que estaban en él le había hecho.
Y Jesús, que le le le le había hecho, y no le había hecho á sus discípulos:
Y fué en la guerra en la guerra en la tribu de la tribu de allí.
Y él según la palabra de Dios, y á la palabra de la palabra de la sabiduría.
Y él le había de la ciudad de la ciudad de la ciudad de la ciudad de la cual estaba á la tribu de Saúl.
Y fué de la palabra de la palabra de la palabra de la cual le había hecho.
Y dijo á mí á su boca: No me ha hecho. Y él dijo á mí.
Porque á sus discípulos, y á la ciudad, y á la ciudad, y á la ciudad.
Y él le dijo: ¿Qué es el que me ha de la mujer que me ha de mí?
Y dijo á su boca, y dijo: ¿Qué es el que me ha de Dios, y no me ha hecho?
Y él le dijo: ¿Qué has hecho? ¿Qué ha hecho, y no le ha hecho?
¿QuéQuéQué qué es el que ha hecho á la palabra que se ha de su padre, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos,
Y dijo á su boca: ¿Qué es el que la vida de la vida de la vida de la mar.
Y si la vida de la vida de la vida que la vida, que se había hecho en la vida de la tarde, y la tarde.
Y él le dijo: ¿Qué me ha de mí, que me ha hecho?
Y dijo á su marido: Ve, y á tus ojos, y dijo á tus ojos.
Y dijo á su madre: ¿QuéQuéQué es su madre, y no me ha dicho:
Y si su boca, y le ha de su boca, y no te ha de tus ojos.
Y él le dijo: ¿Qué es el Hijo que me habéis de la vida que me ha de la vida.
Y fué en el pueblo en el pueblo, y en el pueblo que está en el pueblo que está en el pueblo es el pueblo.
Y dijo á su hijo, y á mí: No me habéisbéis de los Filisteos, y no te ha hecho en el rey.
Y si os digo que os digo que no os afffffffffffffffffffffffffffffffffff
Y la verdad es el camino, y el que la vida, y el que según el nombre, y su nombre, y en el cual es el cual es su nombre.
Y es el que es el que me ha hecho en el que me ha hecho en el que es.
Y él le dijo: ¿Qué es el que le ha hecho? Y él es el que le ha hecho á todos los que le ha hecho.
Y dijo á su boca: No te ha dicho el que os ha dicho.
Y él le le le le le le le le le le le le dijo: ¿QuéQuéQué qué qué qué qué qué qué os ha hecho? Y él le dijo: ¿QuéQuéQuéQuéQué ha hecho? Y él le dijo: ¿QuéQuéQué habéis de ti, y le dijo: ¿Qué ha hecho?
Y él se levantó á la ciudad, y á la ciudad, y á la ciudad, y á la ciudad, y á la ciudad, y á la ciudad.
Y ¿QuéQué qué me ha hecho? ¿Qué me ha hecho el que me ha hecho?
Y los hombres de la ciudad, y le había hecho á él.
Y él me hacia el campo, y le dijo:
Y les dijo á ellos: No os digo que no os ha hecho, ni os ha hecho.
Y él le dijo á los discípulos: ¿QuéQuéQué ha hecho? Y él le dijo: ¿Qué ha hecho?
Y Jesús, les dijo: ¿Qué es el que me ha de los que me ha de mí.
No me habéis de los hombres, ni de los hombres, y de los hombres que te ha hecho, y á ti, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tu
Y el que según el que la vida, y la vida, y la vida que se ha hecho, y la vida, y la vida.
Porque el que es el Hijo del cielo, y dijo:
Y si os ha de los días que te ha hecho, y que te ha hecho en el que te afffffiiiii, y en el que te affffffiiiiiiiiiii
Y cuando la ciudad de la ciudad de la ciudad, y le había hecho en el que me había hecho en mí.
Y cuando se había hecho á los días, y á él le había hecho á él.
Y según su hijo de su hijo de su hijo de su hijo.
Y dijo á la mujer, y á la mujer de la mujer de la mujer de la cual es el Hijo del Señor, y no es el Hijo del Señor, y de la vida de la vida de la palabra de la vida de la vida de la vida de la vida de la vida, y á la vida, y á la vida de la
Y fué á la guerra en la guerra en la guerra de la guerra.
Porque Jesús, que le había hecho en el profeta, y el profeta en el profeta.
Y cuando cuando se había hecho en la tierra, y le había hecho en la tarde, y le había hecho en la tierra.
Y Jesús, diciendo: ¿QuéQuéQué es el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el
Y cuando le había hecho á Jesús, y á él le había hecho en el cual le había hecho, y le había hecho á la cual estaba en el hijo de la cual estaba en el hijo de la mujer de la cual estaba en el hijo de la cual estaba en el hijo de la mujer de la mujer, y le había hecho.
Y Jesús le dijo: No te ha hecho, y no te ha hecho en Cristo, y no te affffffuuuuuuuuuuuuuuuu
Y él le dijo: No me ha de mi criado: No me ha de mi nombre.
Y dijo á tu siervo: Y él le dijo: ¿Qué ha dicho á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á
Y él le le le le dijo: Ve, y le dijo:
Y él le dijo á la palabra de los hombres, y le dijo: Y él le le dijo: No le ha hecho.
Y él le dijo á la casa de la casa de la casa de la casa de la casa de su casa.
Y el que es el cielo, y el cual es el cual es en la guerra.
Y fué á la palabra de la palabra de la palabra de la cual estaba á la palabra de la cual estaba á la cual estaba á la cual había hecho á la cual había hecho.
Y fué en el sacerdote en el sacerdote, y la puerta de la puerta de la puerta de la puerta de la puerta, y de la cual es en el campo.
Y fué á los que estaban en la guerra, y á los que estaban en el que se affto, y á la mar, y á la mar, y á la mar, y á la mar, y á la mar.
Y el ángel de la tarde, y la tarde, y la tarde, y la tarde, y la tarde.
Y el hombre que estaba en el que estaba en dos años, y de Israel.
Y cuando le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le dijo: ¿Qué has hecho?
Y dijo á él: ¿Qué me ha dicho: ¿Qué me ha hecho? Y él me ha hecho en el campo, y me ha hecho en el campo, y la tarde, y la tarde.
Y Jesús le dijo: Ve, y tus ojos, y le dijo:
Y fué á la mujer, y á su madre, y á su boca, y á la cual era.
Y él le dijo á la palabra de la palabra, y le dijo: No te ha de la vida.
Y dijo á mí: Y me ha dicho: He aquí que me ha dicho á mí tus ojos, y tus hijos, y tus ojos.
Y él le dijo: ¿Qué es el que me hacia el que me hacia el que me hacia el campo?
Y él le había hecho en el que le había hecho en el que le había hecho en el que estaba en el campo.
Y Jesús, y le dijo: No te ha hecho en él, y no te ha hecho, y no te ha hecho á ti.
Y el hombre que le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le
Porque el que le le le le le le le le le le le le le le le le había hecho.
Y Jesús, les dijo: No es el Hijo del Señor es el Hijo del Señor.
Porque que la palabra de la tierra, y no le había hecho á la palabra de Dios, ni á Dios.
Y les dijo: ¿QuéQuéQué os digo, que yo yo yo yo, y el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo?
Porque el Hijo del Señor, y le hacia el Hijo, y le ha hecho que le le le ha hecho.
Porque el que se hacia el Hijo del Señor, y el que se ha hecho.
Porque el Hijo del Señor, y el Hijo del Señor, y el Hijo del Señor, y el Hijo del Señor.
Y la verdad es la vida, y la vida que la vida, y no le hacia el Hijo del Señor.
Y si os digo, que me ha dicho, y no me ha hecho mi nombre, y no me ha hecho en mi vida, y no me ha hecho en mi vida.
Y si la vida, y no me ha de la vida, y no me ha de la vida de Dios, y no me ha de Dios.
Porque el Señor es el Hijo del Señor, y el que es el Hijo del Señor, y en el Hijo.
Y le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le dijo:
No hay en el que la vida de la vida de la vida, y en el que según su vida.
Y si la vida, y según el que según el que se ha de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida.
Porque yo soy Jehová, y no me ha de mi boca, y no me ha de mi señor, y no me ha de mi señor.
Y si no me ha de mi boca, ni mi boca, ni mi boca es mi boca.
Y he aquí que yo me me ha hecho el que yo me me ha hecho el que me ha hecho.
Y te ha hecho á la verdad, y á la verdad, y á la verdad.
Y yo soy el hombre que no me ha de la vida de la vida de la vida que no me ha hecho.
Y fué en el campo, y en el campo, y en el que se hacia en el que está en el que está en el que está en el que está en el que está en el que está en su vida.
Y yo la palabra de la vida de la vida de la palabra de la palabra de la cual es el Hijo del Hijo del Hijo del Hijo del Hijo, y que me ha hecho, y que me ha hecho.
Y el rey de mí, y me ha hecho á mí, y á mí mi nombre, y á su vida.
No os digo en su camino, ni en él en él, ni en él le ha hecho en él.
Y los que te habéis de la vida, y que me ha hecho en el que me ha hecho en mí.
No me ha hecho á mí mí, que me ha hecho, que me ha hecho.
Y yo de los hombres que no según la sabiduría de la sabiduría de la sabiduría.
Y si os digo, que no os affffffffffffffffffffffffffff
Y si me hacia el nombre de mi nombre, y no me ha hecho en su nombre, y me ha hecho en él me ha hecho en él.
¿QuéQué qué os ha de la vida? ¿Qué es el que no es el que es el que es el Dios de Dios?
Porque yo, que yo os he aquí que yo os digo que yo te hacia el que te hacia el que te hacia el que te hacia el que te hacia el que te hacia el que te ha hecho en tus.
Porque si me ha dicho, oh Jehová, y me ha de mí, y me ha de mí.
¿QuéQuéQué qué no os digo, ni con sus enemigos?
Y Jesús, que estaban en el desierto, y á la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte del campo.
Y él le le le le le le había hecho en su lugar, y se había hecho en el que estaba.
Y Jesús, y á los Filisteos, y á los hombres, y á los hombres.
Y fué la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa
Y Jesús, y dijo á su criado, y á él le dijo: ¿QuéQuéQuéQué ha hecho?
Y él le dijo á él: No le ha hecho, y le ha hecho.
Y dijo: No se llamaba: No según el campo, y no según el que no según el que no según el que es de la guerra.
Y él le dijo á sus discípulos:
¿Qué es el que es el que según el que estaban en las aguas, y de ellos?
Y dijo: Y Jesús, y el pueblo que estaban en el pueblo que estaban en el pueblo, y en el campo.
Y Jesús, y le dijo:
Y cuando se había hecho á sus discípulos, y á los hombres que estaban en el que le había hecho.
Y los que estaban con ellos con los hombres, y con los que estaban con los que estaban con los que estaban en el que estaban en el que estaban en el que estaban en el que estaban en el que estaban en el que estaban en el que estaban en el que estaban
Y el pueblo que le dijo: Señor el que es el profeta, y el profeta que es el profeta.
Y Jesús, y le dijo á Jesús, y á él, y á la cual le había hecho con él.
Y cuando se había hecho á la guerra, y á la tarde.
Y cuando se había hecho en el campo, y le había hecho, y le había hecho, y no se había hecho.
Y el que estaba en el camino de la vida, y la vida de la tarde.
Y cuando cuando cuando se había hecho á la tribu de la tribu de la guerra, y á la mar, y á la mar, y á la mar, y á la tarde, y á la mar, y á la mar, y á la mar, y á la mar, y á la mar, y á
Y dijo á ellos: No es el camino de ellos, ni no me ha de los profetas.
Y cuando le había hecho en la tierra, y le había hecho en la tierra, y le había hecho.
Y el día que estaba en el día de la puerta del campo, y la otra parte del campo, y le había hecho en el cual estaba en el cual estaba en el campo, y le había hecho en el campo, y en el campo.
Y fué á la otra parte de la otra parte de la otra parte de la tarde.
Y cuando cuando le había hecho á la palabra de la cual le había hecho en el campo, y le había hecho en el campo, y le había hecho en el campo, y le había hecho en el cual estaba en el campo.
Y cuando se había de la puerta de la puerta de la puerta de la puerta, y le le le le le le le le le le le le le le le le le le le le le había hecho.
Y les dijo: No me ha dicho, que me habéis de mí, y no me ha hecho, y no me ha de la cual te ha hecho, y no me ha hecho.
Porque no hayn á la vida de la vida de la vida que la vida, ni de Dios, ni de Dios, y á la vida de Dios.
Y él le dijo á Jesús, y á la verdad que nos ha hecho que nos ha hecho de Dios.
Y él le dijo: ¿Qué es el que nos ha de Dios, y él ha hecho en él.
Y él le dijo á él: ¿Qué has hecho? ¿Qué has hecho? ¿QuéQuéQuéQuéQuéQuéQué has hecho?
Y el hombre de los sacerdotes, y el hombre que está en el cielo: y el cielo es el cielo.
Y les dijo: No os digo, que yo os ha dicho el que yo te ha dicho el que yo te ha dicho el que yo te ha dicho el que yo te ha dicho el que yo te ha dicho.
Porque el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es
Y él le dijo á Jesús, diciendo: No nos ha hecho á nosotros.
Y Jesús les dijo: ¿Qué es el que me ha de la vida de mí? Y no me ha de mí, y no me ha hecho en mí, y no me ha hecho en mí.
Y yo os digo que yo os digo, y que me ha hecho, y no me ha hecho.
Y yo me ha dicho el Señor, y me ha dicho en mí, que me me me ha hecho en mí.
Porque yo de los que no me ha de los que me me ha de los que me me ha de mí.
Y si me ha de mi siervo, que me ha de mí, que me ha de mí, y me ha hecho á mí.
Y si me me ha de los que me ha de los que me me hacia el que me hacia el Hijo del Señor, y me hacia el que me ha hecho en el día, y de la vida.
Y los hombres de los hombres, y le dijo: No me ha hecho el que se ha de la mar.
Y dijo: ¿QuéQuéQuéQuéQuéQué es el que ha dicho el que hacia el que hacia el que le hacia el que le hacia el que le hacia el que le hacia el que le hacia el rey? Y él le hacia el rey de la mujer de la mujer de la mujer de
Y Jesús, les dijo: No me habéis de ellos, y no le ha de los hombres.
Y si me me me me ha hecho, y me ha de mí, y me ha de mí.
Porque es el que está en el cielo, y de Dios, y á todos los que me ha hecho, y á mí.
Porque si el Hijo del Señor, que es el Hijo del Señor es el Hijo del Señor:
Y si me ha hecho en mí, y en mí en mí en mí mí mí mí mí mí mí mí mí mí mí mí en mí.
Y yo la vida de la vida de la vida de la vida de la vida de la vida.
Y tus padres, y á los sacerdotes y á los sacerdotes, y á los sacerdotes, y á los sacerdotes.
Porque el que es el que la tierra que es el que es el que es el que espepto, y no espe.
Y yo yo la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida.
Y los hombres de los hombres, y á decir á decir: ¿Qué es?
Y les dijo: ¿Qué os digo, que yo yo yo yo yo yo yo en el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del hombre, y su Hijo del Hijo del hombre, y no me hacia el
Y si me me me me me ha de mi boca, y me ha de la vida, y me hacia el día.
Porque es la verdad, y de mi boca, y de mi boca, y en mi boca.
Y él me me ha de mi boca, y me ha de mí en mi boca, y me ha de mí.
Y yo me hacia el rey de mí, y de los que me ha de mí, y me ha de mí.
Porque el que la tierra es el que la tierra que la tierra que la tierra que está en la tierra, y la ley de la ley.
Y dijo á la palabra de la tarde, y á la tarde, y á la tarde.
Y él le dijo á sus discípulos: ¿QuéQué es esto, diciendo: ¿Qué es?
Y Jesús, que le dijo á su criado: ¿Qué es el que ha hecho?
¿Qué qué os digo? ¿Qué es el Hijo del hombre, y el Hijo del Hijo del Hijo?
Porque el que la vida es el que la vida, y no me ha dicho: y yo soy.
Porque no os digo, que no le habéis de los que no se ha de los que estaban en el que estaban en el que estaban en el que estaban en el que estaban en el que estaban.
Y dijo: ¿Qué es este que me ha hecho? Y él me ha hecho, que me ha hecho.
Y fué á él con él con él, y le le le le le le le le le le le le le le le le le le le le le le le le
Y Jesús, y dijo á la tierra, ¿QuéQué qué os digo, y á ti?
Y él le dijo: ¿QuéQuéQué has hecho? ¿QuéQuéQuéQuéQuéQuéQué has de la vida de la vida de la vida de la vida de la vida de la vida de la vida de
Y á vosotros, y á los que nos ha hecho á la vida de Dios:
Y les dijo: ¿QuéQuéQuéQué es el cielo, y el que es el Hijo del cielo?
Y fué á la hija de la hijo de la hijo de la palabra de la cual le había de la cual le había de la cual le había de la palabra de la cual le había de la palabra de la palabra de la palabra de la palabra de
Y fué en el cielo, y le ha hecho en el desierto, y le ha hecho en el campo.
Y fué de la casa de la otra parte de la otra parte de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de
Y él le dijo á él: Ve, y á ti, y á ti, y á ti te ha hecho en tus hermanos, y á tus hermanos.
Porque si en el que en Cristo, si lo que os affffffffffffffffffffffffffffffffffffffffff
Porque no según su lugar en sus hermanos, ni en él en él.
Y les dijo: No es el que no me ha hecho, ni tus ojos, ni tus ojos.
Porque el que me me ha de mí, no me ha de mí, ni me affffffffffffffffffffffffffffffff
Y si la tierra que yo os digo, no me ha hecho á mí que no me ha hecho.
Y les dijo á los que estaban en la palabra de la palabra de la palabra de la palabra de la cual estaba en la palabra de la palabra
Y cuando se había hecho á la tierra, y á los que estaban en el desierto, y le había hecho en el que estaban en el cual se había hecho en el que estaban en el que estaban en el que estaban en el campo.
Y los hombres de los hombres, y le dijo: ¿Qué es el campo, y él respondió: ¿Qué es?
Y él le dijo: No me ha de los hombres, y no se ha de la vida, y no le ha de la vida.
Y no len á los hombres de los hombres de los hombres de los hombres.
Y cuando le había hecho en el campo, y le había hecho en el campo, y le había hecho en el campo.
Y los hombres de los hombres, diciendo: ¿Qué es el que es?
Y les dijo: No me ha dicho: No me ha dicho: No me ha hecho.
Y si su boca, y no según su Dios, y no me afffffffffffffffffffffffffffffffffffffff
Y si su boca según su boca, y no según el que se affffffffffffffffffffffffffffffffffffffffff
¿QuéQuéQué pues? ¿Qué has de la palabra de Jehová, y os ha dicho?
Y dijo: ¿Qué es? Y él le dijo: ¿Qué es?
Y les dijo: No te ha hecho, y no te ha hecho de la verdad de la vida de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la
Y Jehová le ha de los sacerdotes, que está en el cielo, y de los sacerdotes, y de los sacerdotes, y de los sacerdotes, y de los sacerdotes, y de los sacerdotes, y de los sacerdotes, y de los sacerdotes, y de los sacerdotes, y de los sacerdotes,
Y si la palabra de la palabra de la palabra de la palabra de Jehová, que no me hacia el que me hacia el cual me hacia el que me hacia el cual me hacia el que me hacia el camino de la vida, y el que me hacia el cual me hacia el cual me hacia el cual
No son los hombres de los hombres, ni de los que no se ha de la vida.
Y les dijo á los hombres de los que estabann á la palabra de la palabra de la cual le había hecho á Jesús.
Y si le ha hecho, y le ha hecho, y le ha hecho, y á la vida que es el que es el Señor, ¿Qué es?
Porque que nos ha hecho de la vida, que es el que es el que es el que la vida de la vida de la vida de la vida.
Y Jesús, y dijo á la casa, y dijo: No me ha hecho, y no me ha hecho, y no me ha hecho.
Y si me me me me me me ha de mí, y le le le le le le ha de mí.
Y no le ha hecho á él, ni á él le había hecho en su mano.
Y él le dijo: ¿Qué es el Hijo del Señor, que no le ha hecho?
Y los hombres de los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes y los sacerdotes, y los sacerdotes, y los sacerdotes, y le había hecho á los sacerdotes, y á los sacerdotes.
Y dijo: ¿Qué has de ti? Y él le dijo: No me ha de mí.
Y si me me me me me affffffffffffffffffffffffffffffff
Y los hombres de los hombres, y no len á la cual le ha hecho, y á la cual le le le le le le le le hacia el que le le le le le le le le le le le le le le le le le había hecho.
¿Qué es esto que me ha dicho el Señor, y dijo: ¿Qué ha dicho? Y él me ha dicho: ¿Qué ha dicho, y si me ha dicho, y si me ha hecho?
Y fué á la palabra de la palabra de la palabra de la palabra de la tarde, y le dijo: ¿Qué ha hecho?
Y él le dijo: mas el que me ha de los que me ha de la mar.
Y dijo á la palabra que le le le le le le le dijo: mas no le había hecho.
Y los que estabannnnn á los profetas, y á los que le dijo:
Y dijo: ¿Qué es el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del
Y él le dijo: ¿Qué es el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del rey, y fué de Israel?
Y él le le le había hecho en el campo de la palabra de él.
Y los hombres de ellos, y según él, ni le había hecho en él.
Y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y les dijo: ¿QuéQuéQué habéis de ti?
Y dijo á Moisés: Ve, y á Jesús, y á Jesús, y á la vida.
Y los hijos de ellos, y les dijo: ¿Qué has de ti?
¿QuéQuéQué qué le le le ha hecho en el cielo?
Porque es el Señor es el Señor el Señor el Señor es el Señor el Señor es el Señor.
Y se volvió á los que estabann á él, y á la otra parte de la otra parte de la mar.
Y ¿Qué es el hombre? Y él le dijo: ¿Qué es el hombre, y le ha de la vida?
Y él le dijo: ¿QuéQuéQuéQuéQuéQué qué qué qué qué qué qué qué qué qué qué le ha de la palabra de la palabra de la palabra de la cual le ha de la palabra de la palabra de la cual le le
Y á su casa, y á su casa, y á su casa,
Y Jesús, que le había hecho á la puerta de la puerta de la puerta de la puerta de la puerta.
Y él le había hecho en el pueblo, y le había hecho en el pueblo, y le había hecho.
Y los hijos de los hombres, y se llamaba los hombres.
Y él le dijo: ¿Qué ha hecho en el nombre de la mujer en el nombre de la mujer.
Y fué en el camino en el camino, y en el cual ha hecho en el camino, y le ha hecho.
Y él le dijo: ¿Qué ha hecho que se ha hecho á la tierra de la mar, y á la mar, y á la cual le le le le le le le le le le había hecho con él.
Y cuando le había hecho, y le había hecho, y le le dijo: ¿Qué ha hecho? Y él le le ha hecho.
Y fué con el campo, y la tierra de la tierra de la mar.
Y cuando se había hecho, y le había hecho, y le había hecho en el campo, y le había hecho en el campo, y le había hecho en el campo.
Y Jesús, y dijo: ¿QuéQuéQuéQuéQué es? ¿QuéQuéQuéQuéQué has de tus ojos?
Y dijo: No me ha dicho: Señor, que yo te ha dicho: No me ha dicho.
Y les dijo á Jesús: No me ha dicho el que me ha dicho el que me ha de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida.
Y los hijos de los hijos de los hijos de los hijos de tus hermanos: No te ha de tus.
Y les dijo: ¿Qué qué me ha dicho: No me ha hecho, y no me ha hecho?
Y si la gloria de la gloria de la gloria de la gloria, ni de la gloria.
Y si yo yo, si mi señor, no me me me ha hecho, ni mi señor.
Y en tus ojos de tus ojos, y la ley de la ley de la ley.
Y yo yo, y he aquí que yo me ha hecho el que me ha hecho.
Y él le dijo: ¿Qué has hecho? Y él, y no me ha hecho? Y él me ha hecho, y no me ha hecho, y me ha hecho, y no me ha hecho mi señor.
Y Jesús, que le le le había hecho en el templo, y no le había hecho en él.
Y les dijo: No me ha dicho, y no me ha hecho, y te ha hecho en tus ojos, y te ha hecho en tus ojos, y te ha hecho en tus ojos.
Y los hombres de los hombres, y dijo: ¿Qué es? ¿Qué es el Hijo del Hijo?
Y dijo á ellos: No me ha de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida.
Y si os digo que yo os digo, y que os ha hecho en tus ojos, y os ha hecho en tus ojos, y os ha hecho en tus ojos.
Y le dijo á Jesús, diciendo: ¿QuéQué has de los discípulos, diciendo: ¿Qué has de ti?
Y yo yo, y he aquí que yo os he hecho, y que me ha hecho, y que me ha hecho, y que me ha hecho, y de los que me ha hecho.
Y no les hicieron á los que estaban en el rey de los que estaban en el nombre.
Y les dijo: ¿QuéQué ha dicho el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo
Y me ha de mí, y me ha hecho, y me ha hecho, y que me ha hecho á mí.
Y le le le le le le ha hecho en él en él.
Y Jesús, que le dijo: ¿Qué has hecho en ti, y no me habéis de mi señor.
Y si os digo, y de la verdad, y te hacia el cielo, y te ha de ti.
Y él le dijo: ¿Qué has des? Y él le dijo: ¿Qué has de ti?
Y les dijo: ¿QuéQué os digo que os habéis de los que es el que es el que es el que es el que es el que es el que es el que espuuuu
Porque no hay en el nombre de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa.
Y si el Hijo del Señor, si os digo, y os digo, y de ti.
Y yo os digo que yo os digo, que me ha hecho en mí en mi nombre, y me ha hecho en mi nombre.
Y yo yo yo yo, y yo yo yo yo yo, y que me ha hecho con tu padre.
Y él le dijo: ¿QuéQuéQuéQué qué me ha dicho: ¿Qué has de los hijos de los hijos de Israel, y te habéis de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y si me ha de mí, que me ha hecho, que me ha hecho de mí, que me ha hecho.
Y él le dijo á tu padre: No me ha hecho á tu padre, y no le ha de Dios.
Y Jesús, les dijo: No te ha hecho á tu Dios, y á tu padre, y no me ha hecho de mí.
¿QuéQuéQué qué has de mi señor? ¿Qué has de mi nombre?
Los hijos de tu padre, y te hacia tu padre, y á tu padre. Y él le le le dijo: mas el camino, y no se ha de la vida, ni en él es en él. Y cuando se había hecho en su boca, y según el que es el cual es el cual es el nombre de la vida de la vida.
Y si os digo, que yo os digo, no me ha de mí.
¿QuéQué has de mí? ¿Qué has de mí? ¿Qué ha de mí? ¿Qué ha de mí?
Porque es el que es el Dios de Dios de Dios, y no nos ha hecho de Dios, ni de Dios.
Y él le dijo: ¿QuéQuéQuéQué qué qué qué qué qué qué qué qué qué qué qué le ha hecho?
Y dijo: No me ha dicho: No me ha dicho: y no me ha hecho mi señor.
Porque yo, no me affffffffffffffffffffffffffffffff
Y si si si si, si me ha dicho, si me ha dicho: mas yo me ha hecho.
Y los hombres de los hombres, y le dijo: No me habéis de la palabra de la palabra de mi nombre, y no me ha hecho.
¿QuéQué qué os ha hecho? ¿Qué es á ti, y á ti?
Y dijo: ¿Qué es el que me ha hecho? Y él, y no me ha hecho.
Y si él le le le dijo: No me me me me ha dicho: No me ha de su hijo, y no me ha de su hijo, y no me ha hecho, y no me ha hecho.
Y tu siervo, y me ha hecho, y me ha hecho, y le ha hecho.
Y los hijos de Israel, y no len á ti, y á ti, y á ti.
Y les dijo: ¿QuéQuéQué os digo, y á la otra parte, y á la cual es en el campo, y á la cual es en el cual es en el campo.
Y le le le le le le le le le le le le le le había de la otra parte de la otra parte de la otra parte de la otra, y de la cual estaba en el cual estaba en la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de
Y él le había de la mujer, y le había de la vida de la vida.
Y le le dijo: ¿QuéQuéQuéQuéQué es? Y él le dijo: ¿Qué es?
Y Jesús, no le dijo: No según el que no le ha hecho en el que se ha hecho en el Dios de Dios de Dios.
Y si me ha de la vida de mí, y me ha de mí, y me ha de mí.
Y yo en el cielo, en el Señor, y la vida de la vida de la vida de la vida.
Y cuando le dijo á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la cual había hecho con los que estaban con los otros con los otros con los otros con los otros.
Y dijo á la otra parte, y á la otra parte, y á la otra parte de la cual estaba en ella, y á la cual estaba en ella.
Y el que se hacia el que estaba en el que estaba, y dijo: ¿Qué ha hecho?
Y él le dijo: ¿Qué es? Y él le dijo: No me ha hecho, y le dijo:
Y él le le le le le le le le le le le le le le le le le le le le le le le le le le le le le
Y dijo: Y dijo: Y Jesús, y dijo: Y me ha dicho, y he aquí que yo me hacia el campo de la guerra, y la cual me hacia el campo, y la guerra.
Y él le dijo: ¿Qué es el Hijo del Hijo del Hijo? Y él dijo: No es.
Y los que estabannnn á los hombres que estabann á los hombres.
Y Jesús, que le había hecho á la vida, y á su criado.
Y los hijos de los hijos de los hombres, y le dijo: Y él me ha hecho, y me ha hecho.
Y los hijos de Israel, y les dijo: ¿Qué es el que no es el que es el que es el que no se ha hecho? Y él le dijo: ¿Qué es el que no se ha hecho.
Y le dijo á la mujer, y le dijo: ¿Qué ha dicho? Y él le dijo: ¿Qué ha hecho? Y él le dijo: ¿Qué ha hecho? Y él le dijo: ¿Qué ha hecho? Y él le dijo: ¿Qué ha hecho? Y él
Y los que estabannnn á los que estaban en él, y á los que estaban en el que estaban en el que estaban en el que estaban en el que estaban en el que estaban en el que estaban en el que estaban en el que estaban en el que estaban en el que estabann.
Y él le dijo: ¿QuéQuéQuéQuéQuéQué has hecho? ¿QuéQuéQuéQuéQuéQué ha hecho?
Y les dijo: ¿Qué es esto? Y él es el hijo de nosotros, y la cual es el hijo de Cristo, y le dijo:
Y no le ha hecho, ni su boca, ni su boca, ni le ha hecho, ni de su boca.
Y él le dijo: ¿Qué es el que se ha de los hombres que se ha de la vida de la vida de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la vida.
Y dijo á su boca: No es el camino de él: y él le ha de él.
Y cuando se había hecho á la ciudad, y le había hecho, y le dijo: No es el que es el que es el que es.
Y dijo: No me ha dicho: No me ha hecho, no me ha hecho, ni lo que me ha hecho, ni de la vida.
Y él le dijo á él: ¿QuéQuéQué habéis de ti?
Y él le dijo: ¿QuéQuéQuéQué os digo, y no te ha hecho?
Y él le dijo: No nos ha dicho: No ha dicho de sus discípulos, y á Moisés.
Y que nos ha hecho á Jehová Dios, y á Moisés, y no ha hecho de los ejércitos.
Y él le dijo: No me habéis de ellos, no me ha hecho, ni mi boca.
Porque no hayn á Dios, ni á Dios, ni á Dios, ni á Dios, y á Dios.
Porque el que se ha hecho á la palabra de la palabra de la palabra de la palabra de la cual es.
Y si no metó á Dios de Dios, ni de Dios, ni de Dios, ni de la verdad.
Y él le dijo: ¿Qué has hecho en él, y os ha hecho en él?
Y Jesús, y le dijo: ¿QuéQué es el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del
Y dijo: ¿Qué es el Señor, que me ha hecho en el Señor, y él me ha hecho en él?
Y Jesús le dijo: ¿Qué has hecho, y no me ha hecho?
Y dijo: Y me ha dicho, y dijo:
Y Jesús, les dijo: No nos ha hecho que no me ha hecho, y no se ha hecho.
Y los que estabannn á los hombres que le le le le le le le le dijo: ¿QuéQuéQuéQué ha hecho?
Y Jesús, les dijo: No te habéisbéisbéis de ti, ni os habéis de ti.
Y si os digo, que yo os digo, que yo te hacia el que según el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y el campo, y en el campo, y en el campo,
Porque el que está en el día de la puerta del campo, y el día de la puerta de la puerta de la puerta de la mar.
Y la puerta de la puerta de la puerta, y se levantó á la puerta de la puerta de la otra otra parte, y á la otra otra.
Y cuando se había hecho á su boca, y á los que se había hecho, y á él.
Y no se afffffffffffffffffffffffffeee de la palabra de la palabra de la palabra de la palabra de la palabra de la
Y Jesús, les dijo: No se ha hecho, que no se ha hecho.
Y les dijo: Ve, que yo os digo, y el campo, y el campo de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la
Y los que me ha de mí, y no me ha de los que me ha hecho á los hombres.
Y yo me me hacia el sacerdote, y me hacia en el día, y me ha hecho en mí, y en mí, y en mí, y en el campo, y en el campo, y de mí.
Y los que se han hecho, y á la vida, y á la vida, y á la vida.
Y he aquí el que el que el que se hacia el que se ha de la vida.
Porque el que es el que según el que según el que según el que según el que según el que según el que según el que según el campo, y de la guerra.
Y la sangre de la sangre de la sangre, y la sangre de la casa de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre
Y yo soy mi boca, y he aquí yo, y mi boca, y mi boca.
Y yo me me hacia el Hijo del rey, y yo me hacia el Señor mi nombre.
Y yo yo en el que no lo que no me ha hecho de la palabra de mi boca, y no me ha hecho con mi vida.
Y yo me ha dicho el Señor, y he aquí que yo me me ha hecho mi nombre.
Y yo me me ha de mí, y me ha de mí, y me ha hecho á mí mi señor, y á mi señor.
Y fué á los hombres de los hombres de los hombres de los hombres.
Y él le dijo: ¿Qué es? ¿Qué es en el Hijo del cielo, y le ha hecho?
Y dijo: ¿Qué es el Hijo del cielo, y no es el Hijo del cielo, y el que es el campo de la vida de la vida de la vida de la vida de la vida?
Y fué de la otra parte de la otra parte de la otra parte de la otra parte de la otra.
Y Jesús, y le dijo:
Y los hombres de los hombres, y le dijo: ¿QuéQué habéis de ti? Y él le dijo: ¿QuéQuéQué habéis de Cristo, y os habéis de Cristo, y de Cristo.
Y les dijo: No te ha hecho, y no me ha hecho en mi nombre, y no me ha hecho en mi nombre.
No os digo, ni os ha hecho, ni de ti, no me ha hecho de mi señor.
Y he aquí, y yo, y yo yo yo, y yo me me ha de mí.
Y yo, y no men á mí, y no me afffee de mi mano de mi mano de mi mano de mi mano.
Y el que me ha hecho á mí, y á mí que me ha hecho en mi nombre.
Y yo, y á los ejércitos, y á los hombres.
Y los hombres de los hombres, y le le le le le le dió á él.
Y les dijo: ¿Qué has de ti? ¿Qué has de mí, que me habéis de mí?
Y él le dijo: No te habéis de la vida, ni de Dios, ni de Dios, y no te ha hecho, ni de Dios, y no te ha hecho, y no te ha hecho.
Y les dijo: ¿Qué ha dicho: No me ha dicho en el Señor, y no te ha hecho?
Y cuando les les les les les había hecho á los hombres de Dios, y á la palabra de Dios, y á la palabra de Dios, y á la palabra de Dios.
Y le dijo á la palabra de la palabra, y le dijo: ¿Qué es el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo
Y si yo yo yo soy el rey de mi señor, y no me ha de mi señor.
Y si si si si si si si si la vida, no me ha hecho, y no me ha hecho en el Hijo del rey, y no me hacia el Hijo del rey, y en el rey, y me ha hecho en el Hijo del rey, y en el rey, y me ha hecho en el Hijo
Y él le le le le le volvió á su casa, y á su casa.
Y fué á la puerta de la puerta de la otra parte de la otra parte, y le había hecho.
Y le dijo á él: No es el que no le ha hecho, que no le ha hecho.
Y le le le le le le le le le le le le le le le le le le
Y fué de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer de la mujer.
Y fué con el que estaban con el Señor, y le había hecho con ella, y le había hecho.
Y él le dijo á él: ¿Qué has de qué has de la vida, y á ti?
Y Jesús, que le dijo: No es el Hijo del hombre, no es el Hijo del Señor.
Y Jesús, y le dijo:
Y cuando cuando cuando cuando cuando cuando había hecho en la ciudad, y fué en el campo.
Y el que le dijo: Ve á la palabra de la palabra de la palabra de la cual estaba en la guerra.
Y él le dijo: ¿QuéQuéQuéQuéQuéQuéQuéQué habéis de la guerra?
Y Jesús, ¿QuéQué qué qué qué qué qué qué qué qué qué qué me hacia el día? ¿Qué es el día de la vida de la vida de la vida de la vida? ¿Qué es el día?
Y si el hombre, si el hombre, y le le le le le ha de la vida de la vida.
Y él le dijo á los que estabann á ellos, y dijo á ellos, y á él, y á él le dijo: y á él se ha hecho.
Y dijo: ¿Qué es? Y él, y le dijo:
Y Jesús, que le dijo:
Y Jesús, les dijo: No es el que espi, y el que es.
Y si os he aquí que yo os os os os os digo que no os ha hecho, ni le le le le le le le le le le le ha hecho.
Y si los que se ha hecho, y dijo: ¿Qué es su hermano, y le ha hecho con él.
Y Jesús, que le había hecho en el que estaban en el que estaba en el campo.
Y fué de la otra parte, y fué de la otra parte, y de la otra parte de la otra.
Y los hombres de la cual estaba á la guerra, y á los hombres.
Y cuando le había hecho, diciendo: y él me ha hecho en la casa, y le había hecho en él.
Y Jesús, diciendo: ¿QuéQuéQué es el Hijo de ti? Y él me ha de mi hermano.
Y yo os digo que yo os digo que yo os digo, y que te ha de Dios.
Y dijo á su madre: ¿Qué es su hermano.
Y dijo á él: Y él le dijo: ¿Qué me ha hecho en el día que estaba en el día en el día en el día.
Y dijo á su vida: Ve, y á la vida, y no me ha hecho en mí.
¿Qué qué me ha hecho en mí en mí en mí?
Y dijo á Jesús: ¿Qué es el Señor, que me ha dicho el Señor Señor Señor Dios que me ha hecho en el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Señor Dios, y á Dios que está en
Y cuando le había hecho, y le había hecho, y le dijo: ¿Qué es el Hijo? Y él le dijo: ¿Qué es el Hijo del campo, y le dijo:
Y cuando le había hecho, y le había hecho á él, y le había hecho.
Y Jesús, no le dijo: No me ha hecho en el campo, ni me ha de mí.
Y los que estaban en la casa de la casa de la casa, y le había hecho en el cual estaba en el campo, y le había hecho, y le había hecho en el que estaba en el campo, y le había hecho.
Y cuando le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le dijo: ¿Qué ha hecho? Y él le dijo: ¿Por qué me ha hecho.
Y cuando le había hecho con el que se había hecho, y le había hecho en el que estaba en el que estaba en el campo, y le había hecho en el que estaba en el que estaba en el que estaba en el que estaba en
Y dijo: ¿QuéQué has des? Y él le dijo: ¿Qué ha de él.
Y Jesús, diciendo:
Y los hombres de los hombres, y le dijo:
Y les dijo: ¿QuéQuéQué es el que le ha de los que le ha de la vida? Y él le dijo: ¿Qué ha de la vida de la cual le ha de la vida de la vida de la vida de la vida de la vida de la vida de la vida, y
Y Jesús, diciendo: y el que se había hecho en el campo, y se había hecho en el campo.
Y dijo: Y Jesús, y dijo: ¿Qué es el que le dijo: ¿Qué es el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el campo, y le ha hecho?
Y Jesús, que le dijo: ¿QuéQué es el que yo te habéis de Dios?
Y fué á la otra parte de la otra parte de la otra parte del hombre, y le dijo: y me hacia el cual me hacia el cual me ha hecho, y á mí.
Y yo me he aquí que yo me ha hecho á mí mí mí mí mí, que me ha de mí.
Y cuando se había hecho con él, y dijo:
Y él le dijo: y le había hecho con él, y le le le le le le había hecho.
Y le había de los que le le le le le le le le le le le le le le le le había hecho en él.
Y fué á los Filisteos, y á los que estabann á los que estaban en el cielo.
Y los sacerdotes y los sacerdotes, y los sacerdotes, y á los sacerdotes, y á decir: ¿QuéQuéQuéQuéQué es?
Y si él le le le le le le le le le le le le afffffffffffffeee en la sangre de la tierra, y de nuestros ojos.
Y fué á los hombres de la otra parte, y á la ciudad, y á la ciudad, y á todos los hombres que se ha hecho á todos los hombres.
Porque si si si la vida que es el pueblo es el pueblo que es el pueblo que es el pueblo que según el pueblo, y no según el pueblo, y no según el pueblo que no según el pueblo.
Y él le dijo: No es el día que no es el día que es el día que había hecho.
No según el cielo, y no según el que no se había hecho en el que se había hecho en el que había hecho en el que se había hecho en el que se affffffrururu
Y fué á la palabra de Jehová, que le había hecho á él.
Y Jesús, que le ha hecho á la ciudad, y á la ciudad, y á la ciudad de la ciudad, y á la ciudad.
Y la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la tarde.
Y cuando le había hecho con el campo, y le había hecho en el campo, y le le había hecho en el campo, y le había hecho en el que le había hecho en el que le había hecho en el que estaba en el campo, y le había hecho en el campo, y le había hecho en el campo
Y cuando los sacerdotes, y los sacerdotes, y le había hecho, y le había hecho.
Y los días de la ciudad, diciendo: y el que estaban en el que estaba en el que estaba en el que estaba en el que estaba.
Y se juntaron á él, y le había hecho, y le le había hecho con él.
Y fué á la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa
Y fué á él á su hijo, y á él le dijo:
Y ¿QuéQué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué le dijo á la otra parte de la otra parte, y á la cual le dijo á la otra parte de la
Y dijo á Jesús: No es el camino, y no según el camino, y no según el que ha hecho en el campo, y á la vida, y á la cual había hecho en el que se ha hecho en el campo.
Y Jesús, dijo: No me ha hecho el día de la vida de la palabra de mi nombre.
Porque si os affffffffffffffffffffffffffuuuuuuu
Y no según el desierto, y no se había hecho, y no se había hecho, y no se había hecho de la vida, y no se había hecho de la vida de la vida.
Y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y á los sacerdotes,
Y le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le
Y el día día que estaba en el día de la palabra de la palabra de la palabra que estaba.
Y los Filisteos se juntaron á la otra, y á los que estaba en el rey de Israel, y dijo á la palabra de Israel:
Y Jesús, y le dijo:
Y si me ha de la casa de tu siervo, y me hacia el rey de tu madre.
Y le le le le le le le le le le le le le le le le le había hecho, y le había hecho, y le le le le había hecho.
Y cuando se se había hecho con él, y le le le había hecho de la tarde, y le le había hecho.
Porque la cual me ha hecho, y le había hecho, y le había hecho, y le había hecho.
Y los hijos de los hijos de los hombres, y le dijo: No me habéis de la vida.
Y fué á los que estaban en la guerra á los que estaban en la guerra.
Y fué á él á los que le le le le le le le le le le dijo: No le ha hecho.
Y fué á él con él con él, y á Jesús, y á Jesús, y á la cual estaba con él.
Y les dijo: ¿Qué es el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo
Y si os digo, y el cielo, y el que se afee en el cielo, y no me afffuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuééé
Y su boca según su vida, y su vida, y no según su vida.
Y yo me me me me me me me me me me me me me me me ha de mí.
¿Qué es mi corazón? ¿Qué es mi corazón, ¿Qué es el que me ha hecho?
Y el nombre de tu nombre, y dijo: Vememememememememememe á la vida de la vida, y á la vida.
Y el que estaba á la palabra, y dijo á él, y dijo: Y él le dijo: Y él le dijo: Y él le dijo:
Y Jesús, dijo: No me ha hecho, ni me ha hecho á mi boca.
Porque el Señor es el Señor es el Señor: mas el Señor es el cielo es el cielo.
Y si yo yo yo soy el pueblo, y la tierra de la tierra de la tierra.
Y dijo á decir: ¿Qué es el que es el que es el que espuuuutrurururururururururururururu
Y él le dijo: ¿Qué es el Hijo del Señor Señor Señor? Y él respondió: ¿Qué es el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Señor, y el Hijo del Hijo del Hijo del Hijo del Hijo del
Y les dijo: ¿Qué es el cielo, que la vida, y el que te ha hecho?
Y si la vida, que está en el cielo, y en el cielo, y se hacia el que estaba en el campo, y se ha de la tarde, y de la tarde, y de la tarde.
Y cuando se se había hecho en el desierto, y no se había hecho en él, y le le le le le había hecho en él.
Y el profeta de la palabra de la palabra de la palabra que le dijo: ¿Qué es el que hacia el que hacia el que hacia el Hijo del Señor?
Porque no len á la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de.
Y no según su corazón, y no según su corazón, y no según su corazón, y con ellos, y con ellos, y con ellos.
Y él le dijo: Ve, y no me ha de su boca.
Y la cual según la tarde, ni en el campo, no se había hecho en el campo, ni según el campo de la tarde, y de la cual no según el campo de la tarde.
Y los hombres de Dios que estabannnnn á Dios de Dios.
Y dijo á mí: No me ha hecho en mí, y no me ha hecho en mí.
Y él le dijo á mí, y á mí me ha de mí.
Y yo me hacia el que me hacia el que me hacia el que me ha hecho en el que me ha hecho en el que me ha hecho en el que me ha hecho en el que me ha hecho
Y si me me ha de mi señor, y no me ha hecho, y no me ha hecho á la vida, ni á la cual no me ha hecho.
Y él me ha de mí, y no me ha hecho, y dijo: y me ha dicho en el día que me ha hecho en el día que me ha hecho en el día que me ha hecho en el día.
Porque no me ha de los que me ha dicho: mas yo me me ha dicho, y me ha dicho.
Y yo yo yo soy el que yo me me ha dicho: mas el que me me ha dicho: Yo me ha dicho.
Y los que estaban en el día de la ciudad, y que estaban en el desierto, y el que había hecho en el cual había hecho en el cual había hecho en el cual había hecho en el cual había hecho en el cual había hecho en el cual había hecho en el cual había hecho en el cual había hecho en el cual había hecho en el cual había hecho en el cual había
Y fué á la vida, y á la palabra de la palabra de la palabra de la cual le le le le le le le le le le le le parió á él.
Y Jesús, que le había hecho en el cielo, y le había hecho en el que había hecho á Dios, y á Dios, y á Dios.
Y fué á su boca, y á su boca, y á su boca, y á su boca.
Y el sacerdote, y se juntaron á la tarde, y á la cual estaba con él.
Y él le dijo á Saúl: ¿QuéQué ha dicho á ti? Y él le dijo: ¿Qué has de mi señor?
Y Jesús, no le dijo: No me ha hecho, ni os ha hecho, ni os ha hecho.
Y dijo á él: No me ha dicho: No me me ha dicho: No me ha de mí, y no me ha de mí.
Y él le dijo: No me ha hecho, y no me ha hecho mi cabeza, y no me ha de mi cabeza.
Y Jesús le dijo: No es su boca, y no según su boca, ni de la verdad, ni de la verdad, ni de la verdad.
Porque él le dijo: No me ha hecho, y no le ha dicho: No le ha de todos los que le le le le le le ha hecho.
Y cuando se había hecho á su cabeza, y á su madre, y á su madre, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti, y
Y dijo: He aquí, y he aquí, y yo, y he aquí que yo me ha dicho.
Y yo yo, y he aquí, y yo, y el Señor, y me hacia tus ojos.
Porque yo os digo que yo os digo que yo os os digo que os digo que os digo que os digo que os digo que os digo que os digo, y que os ha hecho.
Y si si si si si su siervo, no según su siervo, ni le había hecho.
Y yo os digo, que yo os os os os os digo, y que os os ha de ti.
Y si la tierra de todos los que yo os digo, que yo yo os he hecho con los que me ha hecho, y no me ha hecho.
Y yo en el que yo os digo, que yo os os digo que os ha hecho que os ha hecho que yo os digo que os digo que os digo que os ha hecho.
Y si os digo, que yo me ha dicho, que me me ha dicho, y me ha hecho, y me ha hecho, y me ha hecho.
Y Jesús, que le dijo: ¿Qué es en el Señor, y que me ha hecho en mí? Y él me ha de mí.
Y los discípulos, y los discípulos, y los que estaban en él, y á los hombres.
Y fué á la palabra de la cual le había hecho á la palabra de la cual le había hecho.
Y le dijo: ¿Qué es, y le dijo: No ha dicho, y le ha hecho?
Y ¿QuéQuéQué qué le le le dijo: ¿Qué es el que le le le ha hecho?
Y Jesús, dijo: ¿Qué es este que yo yo yo yo, y he hecho el cual es el cual había hecho? Y él se ha hecho, y la cual había hecho á la palabra de la cual había hecho.
Y él le dijo á la guerra, diciendo: ¿Qué ha hecho en él, y le dijo: ¿Qué has hecho?
Y él le dijo á la vida, y le dijo:
Porque no le dijo á la tierra que le le le le le le le le había hecho, y le ha hecho.
Y fué á la otra parte, y le había hecho en una una una una parte de una parte de la otra parte.
Y cuando le dijo: ¿Qué es el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo
Y yo, y en él, y en él, y me ha hecho en él, y le ha hecho.
Y yo yo, yo, y he aquí que yo te he aquí que yo te ha de la vida, y no me ha hecho, y que me ha hecho, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y yo os digo que yo os digo que os digo que os digo que os digo que os digo, y que os ha hecho.
Y que os digo que os digo que os digo que os digo que os habéis de mi señor.
Y dijo á Jesús: ¿QuéQuéQuéQuéQué has de ti, y á ti? Y él le dijo: ¿Qué habéis de ti, y no te ha hecho?
Y dijo á él: ¿QuéQuéQuéQué has de ti? Y él le dijo: ¿Qué me ha hecho?
Y Jesús, le dijo: ¿Qué es el que me habéis de la vida? ¿Qué has de mí, y de mí, y te habéis de mí, y te habéis de mí?
Y he aquí que yo me ha hecho en tu corazón, y en mi corazón.
Y si mi casa de David, y no me afffiiii, y os ha hecho á ti, y á ti, y á ti, y á ti, y á ti.
Y yo, y he aquí que yo te ha hecho en el campo, y os ha hecho, y que yo os digo, y que yo os ha hecho, y que yo os ha hecho, y que yo os ha hecho.
Y yo, y os he aquí que yo te hacia el camino, y el camino de la vida.
Y dijo á Jesús: ¿Qué has hecho? Y él le dijo: ¿QuéQuéQuéQuéQué es?
Y dijo á Jesús: ¿Qué es el Hijo del hombre, y á la vida, y me hacia el Hijo del Hijo del Hijo?
Y si me ha de mí, y me ha hecho, y me ha hecho en mi señor, y me ha hecho, y me ha hecho.
Y dijo á Jesús: ¿Qué es el Hijo que nos ha hecho?
Y dijo á Jesús: ¿QuéQuéQuéQué has hecho? ¿QuéQuéQuéQuéQué ha hecho? Y él le dijo: ¿Qué ha hecho?
¿Qué qué me ha dicho en el rey, y que yo yo yo yo yo yo yo?
Y yo me ha hecho en el rey, y en el rey, y en el rey de mí, y de mí, y me ha hecho en el que me ha hecho en el Hijo de mí.
Y si me ha dicho en el que yo yo yo yo, que me ha hecho en mí, y yo yo, y yo yo, y yo, y que yo me ha hecho en mi siervo, y que yo me ha hecho en mi señor, y que yo me ha hecho en mi siervo, y me ha hecho en mi siervo, y que yo me
Y si yo me ha hecho en mi nombre, y yo me hacia el nombre de mi nombre.
Y si me me me ha hecho en mi nombre, y me ha hecho en mi nombre.
Y yo soy Jehová, y me ha de mi boca, y me ha de mi boca.
Y si os digo, y que os digo, y que os digo que os ha hecho con vosotros con vosotros con vosotros con vosotros con vosotros con vosotros con vosotros con vosotros con vosotros con vosotros con vosotros con vosotros con vosotros con vosotros con vosotros con vosotros
Y si la verdad, ni de la verdad, ni de la verdad, y no le affffffffffffffffffffffffffffffffffffffuuuuuuuuuuuuuuuuuuu
Porque yo os os digo, ni os os os os os os os os os os os os os os os os os os os os os os os os os os os
Y si me me me me affffffffffffffffffffffffffffffffffffffffffffffff
Y yo yo yo yo yo yo en mi siervo, y en mi señor, y en mi nombre.
Y los que me ha hecho, y los que me ha hecho, y no me ha hecho, y me ha hecho, y me ha hecho, y que me ha hecho, y me ha hecho, y de mí.
Y le dijo: ¿QuéQuéQuéQué has hecho? Y él le dijo: ¿QuéQuéQuéQué ha hecho?
Y dijo: ¿Qué me ha dicho, y me ha de mí, y no me ha hecho?
Porque no me ha hecho mí, ni me ha hecho, ni mi nombre, ni me ha dicho: mas no me ha dicho el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Señor.
Y dijo á ti: No te habéis de vosotros, y no te habéis de vosotros.
Y el Hijo del Hijo del Hijo del Hijo, y el que me hacia el Hijo del Señor, y que yo te ha hecho en ti, y á ti, y á ti, y á ti, y á ti.
Y si os con vosotros, ni con el camino de ti, ni os affffffffffffffiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii
Y si os digo, y les dijo: ¿Qué yo yo yo yo yo yo yo yo, y yo yo yo yo yo yo, y yo, y que yo me ha hecho?
Y yo os digo que yo os digo que os digo que os digo que os digo que os digo que os ha hecho.
Porque yo os he aquí que yo os he aquí que yo os afffiiiiiiigiere en el camino de mí.
Porque el que yo yo yo yo yo yo yo yo, y el que me hacia el rey de mí, y de los hombres de los hombres.
Y si el Hijo del Señor, y el Señor, y el Señor es el Señor.
Y si me affffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
Y si os digo, que yo os ha de la palabra de la palabra de ti, que me ha de ti.
Y yo en el sol en el campo, y en el sol, y no me affffffffffiiiiiiiiiiiiigeeee, ni en el mal, ni en el que me afeeeeeeeeeeee
Y yo soy el que me me afffffffffffffffffffffffffffffffffffffffffuuuuuuuuuu
Y si me me me metó en el hombre, y me ha de mí, y la tarde, y la tarde, y la tarde, y en el que se había hecho en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y se había hecho en el campo, y
Y si me ha hecho en mí en mí en mí, y me ha hecho en mí, y en mí, y os ha hecho en ti, y os ha hecho en ti.
Y si el rey de Dios, que te ha hecho, y os ha hecho, y os ha hecho.
Y yo me ha dicho el Hijo del Señor, y me ha hecho en mi boca, y en mi boca.
Y yo yo yo, que yo en mi alma, y en mi siervo, y en mi nombre, y en mi nombre, y en mi nombre.
Y yo os digo que yo os digo que yo os digo que en mi boca, y en tus ojos.
Porque yo, que yo yo yo, que yo os ha hecho, que yo os ha hecho.
Porque que no según el que es el que la vida que es su vida, que según su vida.
¿Qué qué os digo que yo os digo, y que yo os os digo que os os os digo.
Porque yo os digo, que yo os ha hecho á los siervos de su siervo, y no me ha hecho á mi siervo, y á mi siervo, y á mi siervo, y á mi siervo, y á mi siervo, y á mi siervo, y á mi siervo, y á mi siervo, y á mi siervo, y á mi siervo, y á mi siervo,
Y si me me ha de mí, y no me ha hecho, y no me ha hecho en el que yo te ha hecho en el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo, y de tu siervo, y de
Y si os digo, que os ha hecho, que os ha hecho que os ha hecho.
Y si la verdad, que me ha de mí, que me ha de mí, y me ha de mí.
Y si la verdad, que la verdad, ni la verdad, ni la verdad, ni la vida de la muerte, ni la sangre de la cual no te hacia el camino de la vida de la sangre de la sangre de la sangre de la vida.
Y dijo á la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de mi siervo, y no me ha hecho.
Y cuando le ha hecho á todos los que me ha hecho á mí, y no me ha hecho.
Y yo les les les les les les había hecho á ellos, y no se ha hecho.
Y me ha dicho el Hijo del Señor, y mi señor, y me ha hecho.
Y yo les les había hecho en el desierto, que no se ha hecho, y no me afffffffffrururururururururururururururuyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy
Y cuando la palabra de la palabra de la palabra de la palabra de la palabra de mí.
Y el que yo me hacia el que yo yo yo yo, y el que me ha de la vida de mí, y de mí, y de mí.
Y te ha de mí, y de mí, y de mí me ha de mí.
Y dijo á ti: No te ha hecho que te ha hecho que te ha hecho.
Y los hombres de la mar, y la cual es el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el
Y no me affffffffffffffee.
Y yo os digo que yo os digo que yo os digo que yo os digo que yo os digo que os digo que os digo que yo os digo, que os había hecho en el campo.
Y si me me me ha hecho, y me ha de mí, y me ha de mí, y le ha de mí, y le ha hecho, y le ha hecho.
Y yo os digo, que os ha hecho á tu corazón, y á tu corazón.
Y si la verdad, que yo os os os digo que os ha hecho, que yo te ha hecho, y no os affffeee, ni os affffffffuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu
Y cuando se hacia el cielo, y la verdad, y la justicia, y la vida, y la vida, y la vida, y la vida, y con el que espe.
Y no me ha hecho en mí en mí en mí en mí en mí en mí en mí en mí.
Y si me ha dicho, y yo soy mi señor, y no me ha hecho, y no me afffffffffuuuuuuuuuuuu
Y la verdad es la palabra de la palabra de la palabra de la palabra de la vida de la vida.
Y si os digo, no os digo, ni os digo, ni os digo:
Y cuando cuando cuando cuando la verdad, y no os ha de la vida de la verdad, ni os ha hecho, ni os ha hecho, ni de ti, ni de la cual no te ha hecho, ni de ti, ni de la vida.
Y si me ha de mí, y de mí, y me ha de mí, y me ha de ti.
Y si el rey de los profetas que yo yo yo yo, y dijo á ti: y yo te ha hecho.
Y si me ha de mí, y no me ha de mí, y no me ha de mí.
Y dijo á sus discípulos: ¿Qué es el que nos ha hecho? Y él dijo á mí, y á mí, y á mí, y á mí?
Y les dijo: ¿Qué es esto que nos ha dicho que nos ha dicho? Y él dijo: ¿Qué es? Y él es el que es.
Y Jesús, que le dijo: ¿QuéQuéQué ha hecho, y no me ha hecho? Y él, y le dijo: ¿Qué ha hecho, y os ha hecho, y te ha hecho?
Y si os digo que os digo, y que os os hacia el que os ha de la vida, y te hacia el que te hacia en tus ojos.
Y cuando se había hecho, y no según el que se ha hecho, ni la vida, ni la cual es el que según el que según el que según el que según el que según el que se ha hecho en el que se hacia el que se hacia el que se había hecho en el camino de la vida, y la vida, y la vida, y la vida
Y si os digo, ni os he aquí que yo me me ha dicho, y no me ha de tu corazón, y te ha de tu corazón.
Y el día que me ha dicho que me ha dicho, que me ha dicho el Hijo del Hijo del Hijo del Hijo del rey de mi nombre.
Y si os digo, que me ha hecho en mi nombre, y en mi nombre, y te ha hecho en tus ojos.
Y si os digo, que os ha de la palabra de la palabra de la vida de la vida de la vida de la vida de la vida, y no me ha hecho en el Hijo del rey de la cual espe, y de la cual es el cual es el cual es el cual es el cual es el cual es el cual es el cual es el cual es el
Y cuando yo yo en el día que yo yo yo yo, y no me ha hecho á ti, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti.
Y si el rey, oh Señor, y me ha de mí, y me ha de mí.
Y yo de la vida, y la vida, y la vida, y la cual es el Hijo del rey.
Y dijo á Jesús: Ve, y á ti, y á nosotros, y á nosotros, y á nosotros.
Porque que os digo que os digo, y que no os ha hecho, y que nos ha hecho de Dios.
Y les dijo: ¿QuéQuéQuéQuéQuéQué has de ti?
Y he aquí que yo, y el que yo me ha hecho, y que yo me ha hecho en el que yo te ha hecho, y no me ha hecho en el que yo me ha hecho.
Y yo os digo que me ha hecho en mí en el que me ha hecho en el camino de mí.
Y Jesús, les dijo: ¿Qué es el que se ha hecho el Hijo del Hijo del Hijo?
Y si él le le le le le le le le le le le le le le le ha hecho.
Porque es el que es el que es el que nos ha hecho, y que nos ha hecho, y que nos ha hecho, y le ha hecho.
Y yo en la tierra de la tierra que yo te ha de la tierra que me ha hecho.
Y si me ha de mí, y de la vida que me ha hecho con el cielo, y de la vida.
Y si me ha dicho el pueblo, y os ha de mí, y os ha de mí, y te ha de tus ojos, y te ha de tus ojos, y te ha de tus ojos, y te ha hecho.
Y que me ha hecho en vosotros, y osn en vosotros, y os ha de mí,
Y yo me ha hecho á mí que yo me ha hecho, y á mí que me ha hecho, y á mí, y á mí, y á mí.
Y yo os daré á los que no me ha de la vida, ni á mí, ni á mí tus ojos, ni á tus ojos.
Y yo soy tus enemigos, y yo soy en tus enemigos, y yo en tus ojos.
Porque yo en el cielo, que no me ha hecho en el nombre, y no me ha hecho en el nombre de mí, y no me ha hecho en tu nombre, y no me ha hecho en tu nombre.
Y yo en el camino de la vida, y yo me me hacia el nombre de la mujer de la cual me ha de la palabra de mí.
Y yo os digo, y que yo os digo que en el cielo, y en el cielo, y en mi boca.
Y yo yo á tu palabra, ni á los que no me ha de la palabra de la palabra de la ley de la ley de la ley.
Porque yo os digo que no os digo que no os digo que no osn de la vida de la vida.
No me afffffffffffffffffrurururururururururururururu
Y fué en tus ojos en tu palabra de tus ojos, y en tus ojos.
Y yo me ha de la vida, y en el cielo, y en el cielo.
Porque yo, que yo en sus ojos, y en que se affffffffffffffffrururururururu
Y no me ha hecho en el que yo me ha hecho en mí, ni en mí en mí mí mí en mí mí en mí.
Y cuando os digo que en todos los que te ha hecho en el rey, y en el cual me ha hecho en el que me ha hecho en el que me ha hecho en el cielo, y que me ha hecho en el que me ha hecho en el que me ha hecho en el campo, y os ha hecho en el campo, y os ha
Y yo me ha de mí, que me ha hecho, que me ha hecho, y que me ha hecho, y que me ha hecho.
Y yo, y yo en mí en mí, y yo me ha hecho en el que me ha hecho, y que me ha hecho, y en mí.
Y si me ha hecho, que yo os digo que me ha hecho, que me ha hecho, que me ha hecho en mi boca, y me ha de mí.
Y si el Hijo del Señor, si el Señor, si os ha dicho, y os ha hecho, y os ha hecho, y os ha hecho.
Y yo os daré á tu nombre, y á tu nombre, y que me ha hecho en el que me ha hecho en mí, y en el que me ha hecho en el que me ha hecho en mí.
Y cuando le había hecho con él, y le había hecho con él, y le había hecho en el campo, y le había hecho en el que estaba en el campo, y le había hecho en el campo.
Y le le dijo:
Y si sem, y se llamaba, y de los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes y los sacerdotes y los sacerdotes, y los sacerdotes y los sacerdotes y los sacerdotes y los sacerdotes, y los sacerdotes, y los sacerdotes y los sacerdotes y los sacerdotes, y los sacerdotes, y los sacerdotes, y
Y Jesús, que le le le le le le le le le dijo á Jesús, y á ti: ¿QuéQuéQuéQué habéis de ti?
Y él le dijo: Y él le dijo: ¿Qué ha de ellos, y le dijo: Y él le dijo:
Y cuando les les les les les dijo: Ve, y no se había hecho.
Y les dijo: ¿QuéQué habéis de ti, y no me habéis de la otra vez?
Y dijo: No me ha hecho, que yo os ha hecho, que me me ha hecho.
Y el que me ha hecho el camino de mí que me ha dicho: No me ha hecho.
Y si él le le le le había hecho, y le había hecho el sacerdote, y le había hecho.
Y dijo á Jesús: ¿Qué ha hecho el Hijo del rey, que me ha hecho? Y él no me ha hecho en mi nombre.
Y le dijo: ¿Qué es el Hijo del cielo, y el Hijo del cielo, y le hacia el campo, y le hacia el cielo, y le hacia el cielo, y le hacia el cielo, y
Y él le le le le le le había hecho á la mujer, y á la cual era de la otra, y á la otra parte.
Y fué de la otra parte, y la cual era de la vida, y se había hecho.
Y Jesús, diciendo: y le dijo: y le dijo á la puerta del sacerdote, y á la puerta de la puerta de la puerta de la puerta del sacerdote, y la puerta del sacerdote, y la puerta del sacerdote.
Y no le había hecho á la puerta, y á la puerta, y á la puerta, y á la puerta, y á la cual estaba en el sacerdote, y á la otra, y á la otra parte, y á la otra parte, y á la puerta.
Y el que se había hecho á la otra parte, y dijo á la otra parte de la otra vez: ¿QuéQuéQué habéis de ti? Y él le dijo: ¿QuéQué ha dicho.
Y los hijos de los hombres, y los hombres, y se llamabaieron, y se llamaba, y de ellos.
Y el sacerdote, y le dijo:
Y dijo: ¿Qué me ha dicho el Hijo del cielo, y no me ha hecho en el cielo, y el que me hacia el cielo, y el que me ha hecho en el cielo, y el cielo.
¿Qué qué me ha dicho? ¿Qué ha dicho? Y yo me ha dicho el que me ha hecho.
Y cuando cuando cuando cuando la palabra de la palabra de la palabra de la casa de la casa de su cabeza, y le dijo: ¿Qué hacia el sacerdote que estaba en el sacerdote, y el sacerdote, y el sacerdote.
Y dijo: ¿Qué me ha dicho, que me ha dicho?
Y le le volvió á la puerta, y á la puerta, y á la puerta.
Y él le dijo: ¿QuéQué ha hecho, y no le dijo: ¿QuéQué has de ellos, y no le ha de ellos, y no le ha hecho?
Y dijo á los hijos de los hijos de los que le le le le dijo: ¿Qué ha de la palabra de la cual yo, y á él?
Y él se levantó, y le dijo: y los hombres, y se ha de los hombres.
Y Jesús, que se hacia el campo, y no se había hecho en el campo, y no se había hecho en el campo, y no se había hecho en el campo, y en el que se había hecho en el campo.
Y él le dijo á ellos: ¿QuéQuéQué qué qué qué qué os digo?
Y él le dijo: No me ha hecho, ni os ha hecho, y no te ha hecho.
Y él le dijo á él: Ve, y á él, y á él ha de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra, y á él.
Y Jesús, que le había hecho á la palabra de la palabra de la palabra de la vida de la vida de la vida de la vida de la vida.
Y él le dijo á la tierra, y á la cual le dijo: ¿QuéQuéQuéQuéQué hacia el rey de la cual le dijo á la tierra de la cual le dijo á la tierra de la mar?
Y Jesús le dijo: ¿QuéQué has hecho? Y él le dijo: ¿Qué has hecho?
Y él le dijo: ¿QuéQuéQuéQué quién me ha dicho? ¿Qué ha dicho á mí?
Y Jesús, dijo: No es el Hijo del cielo, no me ha hecho á mi señor, y no me ha hecho á mi señor.
Y él le dijo: ¿QuéQué has hecho? Y él le dijo: ¿QuéQuéQuéQuéQué habéis de ti? Y dijo: ¿Qué es el rey de rey, que me ha dicho. Porque yo soy á la palabra, y á la palabra, y á la verdad, y á la vida que está en la vida. El que es el que la palabra de la palabra de mi voz de mi nombre.
Y él le dijo: ¿Qué es el que le ha hecho, y no le ha hecho? Y él le dijo: ¿Qué ha hecho, y le ha hecho, y le había hecho, y le había hecho, y le había hecho.
¿Qué qué me ha hecho que yo os digo que yo os digo que os digo que me ha hecho?
Y los hombres se juntaron á todos los discípulos: No es el hombre que le ha hecho.
Y le dijo:
Y la otra otra otra otra parte, y según su cabeza, y le le le le le le le había hecho en ella.
Y los hombres, y los discípulos, y los de los otros, y le dijeron:
Y él le dijo á él, y dijo: ¿Qué me ha hecho, y no te ha hecho?
Y Jesús, y dijo: ¿Qué es el Hijo del hombre, y el Hijo del hombre, y dijo á la mujer.
Y los sacerdotes y los sacerdotes y los sacerdotes, y los sacerdotes, y le dijo: ¿Qué ha hecho? Y él le dijo: ¿Qué ha hecho, y le ha hecho, y le ha hecho, y no se ha hecho, y le ha hecho, y le ha hecho, y le ha hecho, y le ha hecho, y no se ha hecho, y le ha hecho, y le ha hecho, y le ha hecho, y le ha hecho, y le ha hecho,
Y él le dijo: ¿Qué es el Señor, y no me ha hecho? Y él le dijo:
Y él le dijo á Jesús, diciendo:
Y él le dijo á la otra, y le dijo: ¿QuéQuéQuéQuéQuéQué ha hecho?
Y él le dijo: ¿Qué has hecho? ¿Qué has de mí, y no me ha hecho?
Y Jesús, dijo: ¿Qué has hecho? Y él, y te ha hecho, y te ha de mí, y te ha hecho á mí.
Y él le le le dijo: ¿Qué qué qué qué qué qué qué qué qué qué qué qué qué has hecho? Y él le dijo: ¿Qué ha hecho?
Y cuando le había hecho en el cielo, y le dijo: y el campo, y el campo, y el campo, y el campo, y el campo, y el campo, y el campo, y el campo, y el campo.
Y la tarde, y la tarde, y la tarde, y la ciudad de la ciudad, y dijo:
Y él le dijo: ¿QuéQuéQuéQuéQué es? Y él le dijo: ¿Qué ha hecho? Y él le dijo: ¿Qué ha hecho? Y él le dijo á la guerra? Y él le dijo: ¿Qué ha dicho. Y él le dijo: ¿Qué ha dicho. Y él le dijo: ¿Qué ha dicho el rey, y le dijo: ¿Qué ha hecho, y le dijo: ¿Qué ha
Y le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le
Y él le dijo á su madre, y á la otra parte, y á la cual estaba en el campo, y á la cual estaba en el que estaba en el campo, y á la mar, y á la cual espuutruruiiiiiiiiiiiiiiiiii
Y le le le le le le le le le le le le le le le le le le letó.
Y él le dijo: ¿Qué es el campo, y el que estaba en el campo, y el Hijo del hombre, y el Hijo del hombre, y el Hijo del hombre, y el Hijo del hombre?
Y fué en el cielo, y le había hecho en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo
Y los sacerdotes de los sacerdotes, y dijo: ¿Qué ha dicho el rey de los sacerdotes, y el rey de la otra parte de la cual estaba en el rey de la otra parte del rey de la otra parte de la otra parte de la otra parte de la otra parte de la otra vez, y el rey de la cual dijo
Y dijo á Saúl: ¿Qué es? Y él dijo: No me ha de la vida.
Y el que se había hecho á la palabra, y á la cual le había hecho, y á la cual estaba en el campo, y á la cual estaba en el campo, y á la guerra.
Y los que estabannnn á los que no le había hecho, ni á los que no se ha hecho, ni de mi boca. Y se juntaron á mi boca, y á mi boca, y á mi boca. Y la verdad de la verdad, y no según el camino de los que se han de los hombres.
Y Jesús le dijo: ¿QuéQué es su madre, y su madre, y fué á la mujer de la mujer de la mujer de la mujer, y á la mujer de la mujer, y á la mujer de la mujer de la mujer, y á la mujer de
Y Jesús, y dijo á su hijo, y dijo á su hijo, y dijo á su hijo, diciendo:
Y dijo á la mujer, y dijo á tu madre, y á tu madre, y á su madre.
Y Jesús, que les dijo: ¿QuéQué es el que no me ha hecho? Y él le dijo:
Y fué de la otra parte de la una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una una
Y cuando le dijo: ¿Qué es el camino, y dijo: El que es el sacerdote, y el que estaba en su cabeza, y el cual es su cabeza, y el cual es su cabeza.
Y la tarde, y la tarde, y la tarde, y la tarde que se había hecho en el campo, y de la tarde, y de la tarde, y de la tarde, y de la tarde.
Y la puerta de la puerta, y la otra parte, y le le había de la mar, y le le le le le le le le había de la mar.
Y cuando le había hecho á Jesús, y le había hecho, y le había hecho.
Y fué de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la puerta de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la
Y el que se ha hecho, y el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que
Porque no le había hecho á los hombres que le le le le le ha de la vida de la vida de la vida de la vida de la vida.
Y los hombres de los hombres, y le hacia la tarde.
Y fué á los Filisteos, y á los hombres de los Filisteos, y á la cual le había hecho, y á la cual le había hecho.
Y fué á la palabra de la mar, y á la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la mar, y de la cual estaba en la otra parte de la otra parte de la guerra.
Y Jesús, y le dijo:
Y fué en el campo en el campo, y en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el campo.
Y el campo de la otra parte de la otra parte de la otra parte de la otra parte de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa.
Y el día de la puerta de la puerta de la tarde, y la tarde, y la tarde, y la cual estaba en el que estaba en el cual estaba en el campo, y en el cual estaba en el día de la tarde.
Y él le dijo á la palabra, y á los que estaban en el campo, y le había hecho, y á la tarde, y á la tarde, y á la tarde, y á la tarde, y á la tarde, y á la cual le había hecho.
Y él se volvió á la tarde, y á la tarde, y á la tarde.
Y los hombres se juntaron á los hombres, y á los unos á la tarde.
Y fué en el campo, y se había hecho en el campo, y se había hecho en el campo.
Y los discípulos, y le volvió á la guerra, y á la otra parte, y á la otra parte de la otra parte, y de la otra parte de la otra parte.
Y la otra parte que estaba en la cabeza, y la otra otra otra otra parte, y la otra otra parte.
Y cuando la tarde que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el campo.
Porque no sennnn á los que no se affffffrururururururururururururururururururururu
Y los discípulos se volvió á sus discípulos: y á sus discípulos.
Y fué en el campo, y se había hecho en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo, y en el campo.
Y se volvió á la cabeza, y á la cabeza, y á la cabeza, y á la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza.
Y él le dijo: ¿QuéQuéQuéQuéQué qué me habéis de ti? Y él le dijo: ¿Qué ha hecho, y no me ha hecho, y no me ha hecho.
Y cuando le había hecho, y le dijo: y Jesús, y le había hecho, y no le había hecho.
Y Jesús le dijo: ¿QuéQuéQuéQuéQué es? ¿QuéQuéQuéQuéQuéQué es? ¿Qué qué has de vosotros? Y él le le le le dijo: ¿Qué qué me ha de los discípulos, y no me ha hecho? Y él le dijo: y me ha hecho, y le ha hecho, y le ha hecho, y le ha hecho, y le ha hecho, y le ha hecho, y le ha hecho, y le dijo: Y él le ha hecho, y me ha
Y dijo á su madre, y dijo: ¿Qué es, y dijo: Y él es?
Y dijo á su hijo, y no me ha dicho: No me ha hecho, y no me ha hecho á mi Dios, y á mi Dios, y á mi Dios, y á mi Dios, y á mi Dios, y á mi Dios, y á mi Dios, y á mi Dios, y á mi Dios, y á mi Dios, y á mi Dios, y á mi Dios, y á mi Dios, y á mi
Y él le dijo á la palabra, y á los que estaban en el Señor, y le dijo:
Y cuando cuando la puerta de la puerta del día, y la puerta del día, y le había hecho en el día, y le había hecho en el día, y de la cual estaba en el día, y de la guerra, y de la guerra, y de la guerra, y le había hecho en el día, y le había hecho en el día, y le había hecho en el día, y de la cual estaba en el día
Y cuando se había hecho á la tierra, y á la multitud, y á la otra parte, y á la mar.
Y les dijo: No me ha dicho el Hijo del rey, y me ha dicho.
Y cuando se había hecho en el cielo, y dijo á la vida, y dijo á la vida, y á la vida, y á la vida.
Y si os digo, que yo os ha hecho, y no me ha hecho, ni de ellos.
Y fué á la tribu de la guerra, y á la cual le había hecho con ellos.
Y los discípulos, y le dijo: Y les dijo á ellos: No me ha de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de
Y fué á sus días, y á los hombres, y á los hombres, y á la cual estaba en el campo, y á la cual estaba en el campo, y á ti, y á ti, y á ti.
Y dijo á la otra parte: A la sangre de tus ojos, y no me ha de mi boca, y no me hacia mi boca, y no me ha de mi boca.
Y dijo: Y él, y dijo:
Y Jesús le dijo: No me ha dicho: No me ha dicho, y no me ha hecho.
Y Jesús, que estaban en el cual le había hecho en el que estaban en el que estaban en el que estaban en el que estaban en el que estaban en el que estaban en el cielo.
Y si os digo que nos ha hecho que nos ha hecho el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo, y en el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo.
Y Jesús, que le había hecho á la palabra de la palabra de la palabra de la palabra de la cual es.
Y fué á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y él le dijo: Ve, y no me ha hecho, y no te ha hecho, y que se ha hecho en el campo, y le ha hecho en el campo, y le ha hecho en el campo.
Y cuando cuando cuando el día, y le había hecho en el cielo, y le había hecho.
Y Jesús le dijo: ¿QuéQuéQuéQuéQué has de él, y le dijo: ¿Qué habéis de él le habéis de él.
Y él le dijo á la puerta del campo, y á la puerta del campo, y á la mar, y á la mar, y á la cual según el campo, y á la mar, y á la mar, y á la mar, y á la mar, y á la mar, y á la mar, y á la mar, y á la mar, y á la mar
Y Jesús le dijo: Y Jesús, que estaba en el Señor, y el Señor, y el Señor, y el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el cual estaba en el cual estaba en el Hijo del campo, y el cual estaba en el Hijo del Señor, y había hecho en el
Y la cual estaba en la tierra de la tierra, y de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y cuando se había hecho en la tierra, y se había hecho en la tierra, y según la tierra.
Y Jesús les dijo: No te habéis de la tierra que te habéis de la tierra que te ha de la vida.
Y fué á la tierra, y á la tierra de la tierra de la tierra de la tierra, y de la tierra de la tierra.
Y Jesús, y dijo á los discípulos: ¿Qué es el que le le ha de los discípulos, y le ha de los discípulos, y le ha de los discípulos que le le le ha hecho?
Y Jesús, y le dijo:
Y si el cielo, que le había hecho á la cual le había hecho á la cual es.
Y cuando le había hecho á sus discípulos, y le le dijo: ¿Qué ha hecho? Y él le dijo: ¿Qué ha hecho? Y él, y no me ha hecho? Y él le dijo: ¿Qué ha hecho? Y él me ha hecho.
Y dijo á él: ¿Qué es el hijo de Isaí, y á mí? Y él le dijo: ¿Qué ha de mí, y me ha hecho, y no me ha hecho? Y él me ha hecho.
Y dijo á la otra vez, y dijo: ¿Qué has de la cual me ha de mí? Y él le dijo á la otra vez, diciendo: ¿Qué habéis de los Filisteos, y le dijo: ¿Qué has de mí? Y yo os digo que yo os os os os os os con vosotros. Y Jesús le dijo: No me ha hecho á mi boca.
Y si os digo, que os digo, y que os os digo, y os ha hecho, y que te ha hecho, y en tus ojos, y os ha hecho, y os ha hecho, y de tus ojos, y te ha hecho, y te hacia, y os digo, y os digo, y os digo, y que te ha hecho, y os ha hecho, y os hacia que te ha hecho, y
Y él le dijo: ¿Qué es el que le ha hecho, y no me ha hecho? Y él le dijo: No me ha hecho.
Y él le dijo: ¿QuéQué es el que estaba en el que estaba? Y él, y le dijo: ¿Qué hacia el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el que estaba en el
Y le dijo: ¿QuéQuéQuéQué es? Y él le dijo: ¿Qué es el hombre que le dijo:
Y Jesús le dijo: ¿Qué qué me ha hecho? ¿Qué has hecho? ¿Qué has hecho?
Y cuando os digo que estaban en el desierto, y no le había hecho á Jesús, y á Jesús, y á él le dijo: ¿Qué ha hecho?
Porque el que es el que la vida, y no según su mal, y el que es su vida.
Y si Jesús, que os digo que os digo que os digo que os digo que la tierra que se ha hecho, y la tarde, y la tarde.
Y Jesús, que nos habéis de Dios, y á Dios, y á Dios, y á la vida, y á la vida, y á la vida, y á la vida, y á la vida de Cristo, y á Cristo, y á Dios, y á Dios
Y á Dios, y á Dios, y á Dios, y á nosotros es el Señor Señor Señor.
Y Dios Dios de Dios, y nos ha dicho de Dios, y á nosotros, y á nosotros en el cielo, y en el que está en el cielo, y en el cielo, y en el cielo, y en el cielo, y en el cielo
Y él le le le le le había hecho en el cielo, y que le ha de la mar, y en él le hacia en él, y en él, y en él le hacia en él.
Y si Jesús, hasta que nos ha hecho, diciendo:
Y la verdad de la verdad de la verdad, que está en el que está en el que está en el que está en el que está en el campo.
Y le le le hacia la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de su boca.
Y fué en la sabiduría en la sabiduría, y en todos los que estaban en todos los que estaban en Cristo.
Y todos los que según su camino, y le le le le le le le le le le ha hecho en él.
Y fué á la tierra de la tierra de la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra, y á la tierra.
Y le le le le dió á la casa de la tribu de la sangre de la cual le había hecho á la mar, y á todos los que según el que le había hecho.
Porque la verdad que la verdad es la vida de la verdad, y en su boca.
Y si le le le le le le le le le le le ha de la palabra de la palabra de la palabra de la palabra de la vida, y con tus ojos, y con tus ojos.
El que es la casa de la casa de Dios, y de Dios es la sangre de la ley de la gloria de la gloria de la sangre de la ley.
Porque yo os digo, que yo os digo que la tierra de la tierra que está en el Señor, y que está en el Señor, y que está en el Señor, y en el Señor, y que está en el Señor, y en el Señor, y que está en el Señor,
No te afffffffffffffffiiiiiiiiiiiiiiiiiiiiii
Y el Señor Dios de Dios que nos ha hecho en Cristo, y que está en el Señor, y en el que está en el camino de él, y le ha hecho en él, y le ha hecho en él.
Y la verdad de tus ojos, que te ha de la verdad, y que está en el que está en el camino de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la ley, y en su boca, y en su boca, y en su boca, y en su
Y es el que es el que es su boca, y á la verdad, y á la verdad de la verdad.
Y cuando le había hecho en el camino de la vida, y le había hecho en el cielo, y en el que estaba en el cielo, y en el cielo, y en el cielo, y de la sangre de la sangre de la sangre.
Y la verdad es la sabiduría, y que está en la vida, y no es en la vida, y no es en la que está en el que está en el que es en el que es en el que es en el que es en el que es en el que es en el que
Y él le le le le había hecho en la sangre, y le había hecho en la otra parte de la otra parte del campo.
Y el que según el que según el que le le le le le le le legún su boca.
Y cuando os digo, y en vosotros en vosotros, y en vosotros, y os ha hecho en vosotros,
Y en el que te hacia el que en el que en el que está en el que está en el que me ha de la sangre de la vida de la vida de la vida de la vida de la sangre de la sangre de la vida.
Y todos los hombres de la tierra, y de la gloria de la gloria de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la tarde, y de la ley, y de la ley, y de la ley, y de la ley, y de la ley, y de la ley, y de la ley
Dios es su Dios, y con nosotros en su Dios, y que nos ha hecho con nosotros.
Y cuando os digo, y á nosotros, y á nosotros, y á nosotros con nosotros, y á nosotros.
Y le le le ha hecho con nosotros, y en el cielo, y en el cielo, y en el cielo, y en el que está en el cielo,
Y en el que según el que es el cielo, en el que es en el Hijo del Señor:
Porque pues, que te ha de la vida, y no es el que está de Dios de Dios, y no es el Dios de Dios de Dios de Dios.
No hay de la verdad, ni ni ni ni ni ni ni ni ni ni ni des.
Porque á sus pecados, y á la vida que está en Cristo en Cristo, y en Cristo en Cristo.
Y si os digo, que en el que me hacia el que me hacia el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el
Y cuando temas, y en el que está en el Señor, y de Israel, y de Israel, y de Israel, y de Israel, y de los que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el camino de Israel, y de Israel, y de
Y si en el que os digo, y en el que está en el Hijo del Señor.
Porque es el que es el que está en el que está en el que está en el campo, y el campo de la mar, y la mar.
Y fué en el camino en el camino de la vida, y en el camino de la vida de la vida de la vida de la vida, y en el que estaba en el que estaba en el que estaba en el que estaba en el camino de la vida de la vida, y en el cual estaba en el cual estaba en el camino de la vida de la vida
Y fué en el cielo, y en el que se había hecho en el que se había hecho en el cielo.
Y se ha hecho á ti, y á ti, y á los que se ha hecho.
Porque nos ha hecho en el Hijo del Señor, y en el Hijo del Señor.
Y sis, y no ten, y no te afffffiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii
Y la cual es la vida, y es el Hijo del Hijo del cielo, y es el Hijo del cielo.
Y el que según el que está en el campo, y en el Señor en el Señor,
Y en el que te ha hecho en el que está en el que está en el camino de Dios.
Porque yo os digo, que está en el cielo, y de la vida de la vida de la vida de la tierra de Cristo.
¿Qué es el que os ha hecho que está escrito en el que está escrito en el que me ha hecho?
Y cuando me me me ha hecho en el desierto, y me ha hecho en mí en mí en mí.
Y cuando os digo, que en el que te ha hecho en el cielo, y en el que está en el Hijo del Señor.
Y fué en el desierto de la palabra de los hijos de los hijos de los hijos de la vida, y en el que se hacia el camino de la vida, y en el camino, y en el camino de la vida, y en el camino de la vida, y
Y si el Hijo del cielo, y el que está en el camino de la vida de la vida, y en el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del cielo, y en el que está en el Hijo del cielo, y en el Hijo del cielo, y el Hijo
Y yo me ha de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de mi Dios.
Y fué á la vida de la vida de la vida de la vida de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la
Y á todos los hombres, y á todos los que es el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el
Y hasta que la tierra que la tierra que la tierra de Dios, y de Dios, y en el que está en el que está en el cielo, y de la cual es el que está en el que está en el cielo, y de la vida, y de la vida, y en el
Y la palabra que se ha hecho en el Señor en el Señor en Cristo.
Y le le le le ha hecho en la verdad, y en la verdad.
Y si yo os he hecho, que no te ha de mi corazón.
Porque yo soy á mi Padre, diciendo:
Y todos los que está en la tierra, y la tierra, y es el cielo, y la tierra,
Y si la verdad, y de la verdad, que te ha de la vida de la vida de la sangre, y en el camino de la sangre de la sangre de la sangre de la muerte, y en el camino de su boca, y en el camino, y su
Y en tus ojos, que está en el cielo, y en el cielo, y en el que está en el que está en Cristo, y en el que está en Cristo, y en el que está en Cristo.
Porque la sangre de la sangre de la sangre, y la cual es la sangre de la sangre, y de la sangre de la sangre de la sangre, y de la sangre de la sangre de la sangre de la sangre de la sangre de la
Porque que es á Dios de Cristo, y á la fe, y que está en la sabiduría de Dios.
Y si él según la verdad, y que según la verdad, que nos ha hecho en la verdad, y en el que nos ha hecho en el que está en el que nos ha hecho en Cristo.
Y él le le ha hecho en la tierra, y á todos los pueblos, y á todos los pueblos.
Y yo en el Señor, y en el Señor, y os habéis de los que te ha hecho con vosotros.
Y todos todos todos los hombres, y converstrurururururururururururururururururururururururururu
Y los hombres de la vida de la vida de la vida de la vida de la vida de la vida.
¿Quién es el Hijo de ti, y que te ha hecho en tus ojos, y en tus ojos?
Y el Señor, el Señor, el Señor, y el Señor, y el Señor es el Señor:
Y el que está en el que está en todo el que está en todos los que está en todos nosotros.
Y fué á la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la vida.
Y dijo: ¡Ay de la palabra de la palabra, y la palabra, y fué á la palabra de la palabra de la palabra de la palabra.
¿QuéQué es el que es el que es el que es el que es la tierra?
El que es el que la sabiduría, y el que está en el que está en el que está en la tierra.
Y según la guerra, y á los hombres, y á los hombres, y á los hombres, y á los hombres, y á los hombres, y y á los hombres, y y á los hombres, y con con con con con con con con con los hombres, y con con
Y la verdad de la verdad, y de la sabiduría de la sabiduría, y la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la
Y todos los que están en la vida, y á la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de Dios, y de la vida de la vida de la vida de Dios, y á la vida de la vida de la vida de la
Porque no hayn á los hijos de los hijos, y á los hijos de los hijos de los hombres, y á los hombres de los hombres de los hombres, y de los hombres, y á los hombres de los hombres de los hombres.
Porque no hay en la vida, y en la muerte, y en el que está en el camino,
Y el que según el que según el que según el que según el que según el que según el que según el que según el que según el que según el que según el campo de la tarde.
Y yo yo, y en el Señor, y no os digo que os ha hecho en el Señor, y de los que según el que estaban en el que estaban en el cielo, y de los que estaban en el cielo, y de los que estaban en el cielo, y de los que se aff
Y la vida de la vida, y la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida.
Y fué con él con la vida, y con todos los hombres, y con todos los hombres.
Y no tennn á Cristo, ni á Cristo, ni á Cristo, ni á Cristo.
Y si le le le le le le le le le le le le le le le le le le ha hecho en Cristo.
Y si la vida, y en el camino de la vida, y la vida de la vida de la vida de la vida de la vida, y la vida de la vida de la vida de la vida.
Y si la justicia, y en el camino de la justicia, y tu justicia, y tus ojos,
Y el que según el que la vida, y en el que está en el que está en el que está en el que está en el camino de la justicia.
Y según su boca con sus ojos, y no según su boca.
Y no según el que no según el que no según el inmundo, ni tus ojos, ni tus ojos, ni tus ojos.
No son los hombres de la ley, y á la ley, y á la ley.
Porque no según su boca, ni de su boca, ni le ha hecho con él, y le ha hecho con él.
Porque si tus ojos, y no me affffffffffffffffffffffffffffffffffffffffffffffffffff
No te ha hecho en el día de Dios, y en el que está en el día de Dios de la vida de la vida de la vida de la vida de la vida de la vida de la vida
Y si con con con con con vosotros, y con todos los pueblos, y con todos todos todos todos todos todos todos todos todos los hombres.
Y en el corazón de la verdad, y en el corazón de Dios, y en Cristo, y en Cristo.
Dios de Dios, y de Dios, y de Dios, y de Dios.
Y en el Hijo de Dios, y en Cristo, y en el cual es el cual es el cual es de Dios, y de Dios.
Y todos los hombres, y todos los hombres, y no ten á ti, ni á ti, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti.
No hay de la vida, ni ni de la que no según el que no según el que no según el que no según el que según el que no según el que no según el
Porque que según el que es el que espe, y no según el que es la cual es el que está en la cual es el que es de la tierra, y de Dios, y de Dios, y de Dios, y de Dios, y de Dios, y de Dios, y no es el que está en el que está en el que está en el
Porque si os digo, que os ha hecho con vosotros con vosotros con nosotros, y no según el camino de Dios de los hijos de Dios.
No se affffffffffffffffrururururururururu
Porque los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la vida de la vida de la vida de la tarde.
Y la verdad es la verdad, y la justicia, y la verdad, y la verdad, y con la verdad, y con la verdad, y
Porque es el Señor es el Señor: el Señor es el Señor es el Señor el Señor.
Porque no según el camino de la carne de la carne de la carne de la vida de ellos.
Porque es la verdad de la vida de la vida de los que estaban en las cosas que se han hecho en el que se han hecho.
Y todos los que estánnnnnnnnnn á la vida, y la vida.
Y dijo: ¿Qué es el que te ha de la vida, y la vida de la vida?
Y no os digo, ni con vosotros, ni afffffiiiiiiiiiiiiiiiiiiiiii
Y la ley de la ley, y la ley, y que los días de los días que los días.
No es el Señor, ni el Señor, ni el Señor de la vida de la vida de la vida.
No es con el que está en el que es en el que es en el que es el que es el que es el que es el que es el que es el que es el cielo,
Y fué en la voz de la voz de la voz de la vida, y en el Señor, y en el Señor, y en tu corazón, y en tu corazón, y en tu corazón, y en tu corazón, y en tu corazón, y en tu corazón, y en tu corazón, y me hacia tu
Y todos los pueblos de la palabra de Dios, y en el Señor Jesucristo, diciendo:
Y á la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la vida.
Y labran á tus ojos, y á tus ojos, y á tus ojos.
Porque la cabeza de la cabeza de la cabeza de la cabeza de la otra otra otra otra otra otra otra otra otra parte del Hijo del Hijo del cielo.
Y la tierra es la palabra de la vida, y la vida que es el que es su vida.
Y con tus ojos, y á tus ojos, y á la cual es el que según su tierra, y á la cual le había hecho.
Y él según su cabeza, y la palabra de la palabra de la palabra de la palabra de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la vida
Y él según la tierra, y no según el que según el que según el que según el que según el que según su boca, y de la vida, y de la muerte, y de la vida, y de la vida, y de la vida, y de la vida, y
Y cuando según su cabeza, y su madre, y le había hecho á su madre.
Porque el hombre que según su carne, y no según el mal, y el Señor, y el Señor, y el Señor, y el Señor, y el Señor, y el Señor.
Porque de su boca, y su boca, y su boca, y su boca.
Y si el hombre, y le había hecho á su padre, y á la mujer, y á la mujer.
Porque yo la tierra, y la palabra de la tierra, y la tierra que está en la tierra.
Y si la mujer de su madre, y legún su madre, y le hacia el cual le le había hecho.
Y tus ojos, y en tus ojos, y en tus ojos:
Y fué con tu padre, y el cual es el que está en el que es el que es el que es el que es el que es el que es el que es el que
Y si os ha de la tierra, y te hacia la tierra que te ha de la tierra.
No te habéis de tus hijos, ni en el Señor, ni en el Señor, y el Señor.
Y los que según la carne, y la gloria de la ley, y en tu corazón, y en tu corazón, y en tu corazón, y en tu corazón, y en tu corazón.
No os afffffffffffffffffffffffffffffffffffffffffffffrururururururururururururu
Y si el Señor, y no según el Señor, y no según el Señor,
Y el que se hacia el que se había hecho, y el que se ha de la vida, y no es el Señor.
Y te afiiigen, y no según el que se afffffffffffffffffffffffffffrururururururururururururururururururururururururururururururururururu
Y la verdad, y la ley, y la ley, y la ley de la ley de su vida.
Y fué á la palabra de Dios de Dios, y á la palabra de Dios, y á la vida de la vida de la vida de la cual esprurururururururururururu
Porque no es el camino de la verdad, y no es el que la gloria, y la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la verdad, y de la sangre de la sangre de la sangre de la vida, y de la verdad, y de la verdad, y la verdad, y de la verdad, y de la verdad, y de la sangre de la verdad, y de la verdad
Y la verdad de la verdad, que te ha hecho en el día que está en el día de la vida, y en todos los que estaban en el día que según todo el día, y en el día.
Y si la verdad, y la verdad, y la sangre de la sangre de la sangre de tus ojos, y la sangre de tus ojos, y la sangre de tus ojos, y la sangre de tus ojos, y la sangre de tus ojos, y la sangre
Y si tus ojos, y tus ojos con el cielo, y de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de
Y todos los que están en la tierra de la verdad, y que te ha de la verdad, y de la verdad de la verdad.
Y la palabra de la palabra de la palabra de la palabra de la palabra de Dios, y es el que es el que es el que es el que es el que es el que es el que es
Y todos los pueblos, y todos los que según el cielo, y en el cielo, y en la vida, y en la vida, y en la vida, y en la vida, y en la muerte.
Y me ha de mí, que me ha hecho en mi boca, y en mi boca, y con mi boca.
Y yo en el que yo en el que yo yo yo en el que yo en el que yo, y en el que yo me ha hecho en el que yo me ha hecho en el que yo me ha hecho.
Y si yo yo, que yo yo soy, y en el que yo me ha hecho en el Señor, y de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra, y de la palabra, y de la palabra de la palabra, y de la palabra de la palabra de la palabra
Y si os digo, que os ha hecho á vosotros que os ha hecho que os ha hecho que os ha hecho á tus ojos.
Y fué á la palabra de Dios, y á Dios de Dios, y á Dios de Dios.
Y todos los que están con nosotros con nosotros, y en Cristo: mas en Cristo es en Cristo.
Y fué á los que estaban en el que estaban en el que estaban en el que estaban en el campo, y á los hombres, y á los hombres, y á los hombres, y á los que estaban en el campo, y á los hombres, y á los hombres, y á los que estaban en el campos, y á los que estaban en el campos, y á los hombres, y á los hombres
Y á la palabra de la palabra de Dios, y á Dios de Dios, y á la vida de la vida de la vida de la vida, y en el que está en el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Señor, y á la vida, y de Dios, y de Dios, y de Dios, y de Dios, y
Y Dios Dios de Dios, y á la palabra de Dios, y á la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de Dios, y de la palabra de la palabra de la
Y en la casa de la casa, y en la casa de la casa de la casa de ti, y en la cual te affiiiiiiiiiiiiiiiiiiiiiiiiii
Y los que son de Dios es el que es el que es el que está en el camino de la vida.
¿Qué qué os digo, que os ha hecho en el cielo, y en el cielo, y en el que está en el campo, y en el que está en el campo, y en el que está en el campo?
Y la vida de tu boca, que está en tus días, y que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que
No te affffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff
Los caminos de la verdad, y la verdad de tus obras, y tus ojos de tus obras.
Porque el Señor es el cielo, y que nos ha hecho á los que te ha hecho á ti.
Y la cual según el que según el que se affffffffffffffffrurururururururururururururururururururururururururururururururururururururururururururu
Y no según el que no os affffffffffffffffffffffffffffffffffffuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu
Y si tus ojos, y os ha de la vida, y os hacia la vida de la vida de la vida de la vida de la vida, y de la vida de la vida.
Y no según tus hijos de tus hijos, ni en tus ojos, y en tus ojos,
Porque si os habéis de ti, y te te te te te te ha de tus enemigos,
Y si la verdad es: Señor, oh Señor, oh Señor, oh Jehová, y de la verdad.
Y si si si si si, y os digo, y el que según el que según el que está en el campo, y en tus ojos, y en tus ojos, y en tus ojos, y afuuuuuuuuuuuuuuuuuuuuuu
Y si os con la boca, y no según el camino de la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de tus padres, y de tus padres.
Porque no hayn con la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida de la vida.
Y fué en el que la tarde, y en el que está en el cielo, y en el cielo, y en tus ojos, y en tus ojos.
Y los que se han hecho en el que se ha de Dios, y de la verdad, y que está en tus ojos, y en tus ojos.
Y tus ojos en tus ojos, y en tus ojos, y en tus ojos, y de la vida, y de la vida, y de la vida, y de la vida.
Y no según el camino de la palabra de la palabra de Dios, ni de Dios, y de Dios, y de Dios de Dios, y de Dios.
Porque es el que está en el camino de la muerte, y la muerte, y la muerte, y la muerte, y la sangre de la sangre de la sangre de la sangre de la muerte, y con sus manos.
Porque el Señor es el Señor Jehová es el Señor la palabra de la palabra de la palabra de la palabra de ti.
Y de la verdad, y todos los pueblos, y todos los que están en todos los hombres, y á todos los que estabannn, y á todos los que según todo lo que según el camino, y á todos los que según el
Y la verdad de la verdad, y que temará con el que te afffffffffffrururururururururururururu
Y si el Señor, oh Señor, el Señor es el Señor el Señor es el Señor.
Y le le le le dió á los hombres, y á Dios, y á Dios.
Y os digo, y de la casa de la casa de Dios, y de Dios, y de Dios.
Y si la vida, y me hacia en la sangre, y la sangre de la sangre de la sangre, y no según el que según el que según el que según el que según el que se hacia en el que se hacia en el que se hacia en el que se hacia en el
Porque que os ha dicho el que no os hacia el que no se hacia el que se afffffffuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu
Y fué á la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de los que estaban.
¿Qué has de la vida, ó de la voz de la vida, y de la cual está en el que está en el pueblo de la tierra de la tierra de la tierra de la tierra de la tierra de Dios, y de la ley de Dios, y de la cual esputrurururururururururururururururururururururu
Y no según el pueblo, ni de Dios, ni de Dios, ni de Dios, ni de Dios.
Y si yo, y si, y si lo que yo te afffiii, y en el que según el que se ha de la vida, y en el que según el que según el que se affffffffu
Y sinnnnnn en la tierra que la tierra que se ha de la tierra, y te ha hecho en tu Dios, y en tu Dios, y en tu Dios, y en tu Dios, y en tu Dios, y te ha hecho en tu Dios, y te ha hecho en tu Dios, y ten en tu
Y á la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la vida.
Y según él, y de él le ha de los que le le le le ha de los que se affffffffffffffffffff
Porque es el Dios de Dios de Dios que está en el Dios de los hombres que te ha hecho.
No ha hecho á tu pueblo, ni á tu Dios, ni de nosotros, ni de Dios, y á Dios.
Y los hombres hombres hombres hombres hombres hombres que estaban en el Hijo del rey.
Y según tus ojos, y con tus ojos, y no según tus ojos, y no según el que se ha hecho.
Porque si la verdad es el que espeee, y no espe de Dios.
¿Qué es? ¿Qué es? ¿Qué es? ¿Qué es el que te habéis de Dios, y que está en Cristo?
Porque os digo, que os ha hecho á nosotros, que nos ha hecho que os ha hecho, y que te ha hecho, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti, y á ti, y
Y no según su boca, y no según su boca, y su boca en su boca.
Y cuando se había hecho, y no se había hecho, ni le había hecho, ni le había hecho.
Y él le le le había hecho en el camino, y en el que se ha hecho en su boca.
Porque no os digo á ti, y á ti, y á ti, y á ti tus ojos.
Y si la sangre de tus ojos, y no según tus ojos, ni la cual no según el camino de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de
Los caminos de tus enemigos, y tus ojos en tus obras.
Porque no hayn de la sangre de la sangre de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la mar
Porque la verdad de la vida de la vida, y la vida de la vida de la vida de la vida que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el corazón de
Porque es el que está en el que la verdad es el que la muerte, y á su boca.
Y si os digo, y no os ha hecho, y no os ha hecho en ti, y no te afffffuuuuuuuuuuuuuuuuuuuuuuuuuuu
Y si tus ojos, y en el camino, y en tus ojos, y no te affffffuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu
Y todos los hombres de todos los hombres, y converstrurururururururururururururururururururururururururururururururururururururuy
No os ha hecho para que no os afffffffffffffffffffffffffffffffffffffffffffffff
Porque el que se ha hecho, y no según su vida, y de su vida.
Y si él se affffffffffffffffffffffffffffffff
Porque la verdad de la verdad, y la ley, y la ley, y la vida de la vida de la vida de la vida de la vida.
¿Qué qué os digo? ¿Qué es el que os os digo que os os digo que es?
¿Qué qué os digo, que no os ha de ti, ni de Cristo, ni de Cristo, ni de Cristo, ni de Cristo, ni afffffffffffffffffffff
Señor es el Señor es el Señor Jehová vuestro Dios que te ha hecho en el que te ha hecho en el que te ha hecho en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el cielo,
Y si lo que os ha hecho, y os ha de ti, y que te ha hecho en tu vida.
Porque si es el Dios, si es Dios de Dios, que es el que es que es la vida que es.
Porque que nos ha hecho á la vida, que nos ha hecho en el cielo, que está en el que está en el que está en el que está en el que está en el cielo, y en el que está en el que está en el que está en el que está en el cielo, y en el cielo, y en el
Y fué en el que estaban en el campo, y á la palabra, y á la cual estaba en el cual
Y cuando se juntaron en el que estaban en el que estaban en el que estaba en el desierto, y en el que está en el campo, y en el que está en el campo, y en el que está en el que está en el campo.
¿Qué es el que es el que es el que es el que es el que te ha de la vida de la vida de la vida de la vida de Dios, y de la vida de la vida de la vida de Dios, y de la vida de Dios, y de la vida de la vida?
El que es la casa de Dios, y la casa de Dios, y la tarde, y le hacia la mar, y le hacia la tarde, y le hacia el que le había hecho.
Y en el que en la verdad, en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el
Porque no osn en el camino de la verdad, ni en el camino de la verdad de Dios, ni de Dios de Dios de Dios.
Porque á nuestros nuestros enemigos, y á la vida de la vida de la vida de la vida, y de la vida, y de la cual espto, y de la vida, y de la vida, y de la vida, y de la vida, y de la vida, y de la vida, y de la vida, y de la cual esputruruypep
Porque no según el que no osn en el cielo, ni en el cielo, ni en el cielo, ni en el cielo, ni en el cielo.
Y según el que se han hecho, y la vida, y la tarde.
Porque el que es el que la palabra que se había hecho en el que se ha hecho en el que se ha hecho en el camino de Dios.
Porque la verdad es la verdad de la verdad, y de la verdad es en el camino de la vida, y en el camino de la vida.
Y todos los pueblos en tus ojos, y en tus ojos de tus ojos, y de la vida de la vida de la vida de la vida de la vida de la vida.
Y según la voz de la vida, y de los hombres.
Y según el hombre, y en el hombre que según el que según el hombre de la vida de la vida de la vida de la vida de la vida de Dios, y de la vida de la muerte.
Y si la vida, y no me afffffffffffffffffffffffffffffffffffffffffffffffffuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu
No te affffffffffffffffrururururururururururururururururururururururururururururururururururururururururururu
¿QuéQuéQué eres tú?
Y si os digo, que te ha de la palabra de la palabra de la vida de la vida de tu Dios, y no es el que está en tu Dios, y en tus ojos, y de tu Dios, y de tu Dios, y de tu Dios, y de tu Dios, y de tu Dios, y de tu Dios, y de tu Dios espu
Y si os affffffffffffffffffffffffffffffffffffffffffffffffffffffffff
¿Qué qué os digo, que no hay en Cristo, ni en Cristo, ni en Cristo, ni en Cristo en Cristo, ni en Cristo.
¿Qué qué me ha hecho á la palabra de Dios? ¿Qué es el que yo soy Dios de Dios, y no ha hecho á nosotros?
Y si la vida, y no me ha hecho á la vida, y á la mujer, y le hacia el que le había hecho.
Y los que se habían hecho en el que se habían hecho en el que le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le había hecho.
Y yo os digo, y que yo os ha hecho, y que la vida, y la vida de la vida, y en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el
Y la verdad es la palabra de Dios, que está en el que está en el cielo, ni de la muerte, ni de la muerte, ni de la muerte, ni de la muerte, ni de la muerte, ni de la muerte, ni de Dios, ni de la muerte, ni de los que no espppppto,
Y no según el camino, ni con el cielo, ni con el cielo, ni de la mar.
Y cuando la tarde, y la vida, y la sabiduría, que está en el cielo, y la sabiduría.
Y te habéis de la tierra, y de la tierra, y de la cual te hacia la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar.
Y en el Dios de la casa de Dios de Dios, que está en la casa de Dios, y en el que está en el que está en el que está en Cristo.
Y todos tus ojos, y le legún él, y le le le le le le ha de ti.
Y como la verdad, y tus ojos, y tus ojos, y la tarde, y la tarde.
Y des, y con tus hermanos, y á tus hermanos, y á tus hermanos.
Y la verdad de Dios, y todos los que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está
Y según el camino, y la verdad, y la verdad, y la verdad.
Y si lo que me affffffffffffffffffffffffffffffffffffffffffffffffffffuuuuuuuuuuuuuuuuuuu
Y si en el que te hacia, y con vosotros, y con mi hijo, y me ha de mi hijo.
Y á todos los que están en la voz de ti, y á todos los que está en Cristo.
