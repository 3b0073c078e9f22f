Y el día que estaba en la tierra, y la tierra de Judá, y la tierra de Judá, y la casa de Judá, y la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la tierra.
Y el nombre de su nombre de la casa, y la casa de Judá, y la casa de Judá, y la tribu de Judá, y de la tribu de Judá, y de la tribu de Judá, y de la tribu de Judá.
Y la mujer de la mujer de su padre, y su cabeza.
Y ellos fueron los cuales eran de la nombre de la nombre de la guardia, y fué de la guardia.
Y el hombre, y la mujer, y la mujer de la mujer de la mujer de su hermano.
Y el pueblo que estaba en sus hijas, y la ciudad, y en la tierra de la ciudad, en la ciudad.
Y el lugar de la ciudad, y la tierra, y la tierra de Judá.
Y dijo á la casa: No te hacia el desierto, y con la casa de Jehová, y con la casa de ti, y con la casa de ti.
Y Jehová te ha dicho, y su casa, y su casa, y le dió su casa, y según su cabeza.
Y dijo: No te habéis hecho con tu pueblo.
¿No es mi padre? ¿no, y mi padre?
Y mi padre, y mi padre, y no me he hecho, y no me he aquí, y no me he aquí, y no te he hecho, y no te he hecho, y no te he hecho, y yo te he hecho.
¿Es tú tú tú, ¿no está en tu mano?
Y ellos según su madre, y su madre, y no semó con él.
Y dijo: He aquí, y tu pueblo, y tu pueblo, y no se hacia tus pies.
Y dijo: No me me me me me me me me me me me me me me me me me me me me me te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te
Porque yo soy Jehová, y no me hacia, y no me habéis hecho, y no te he hecho.
Y aconteció que estaba con él, y su marido.
Y ellos había hecho á los cuales había hecho, y á los Filisteos, y á todos los Filisteos, y á Jesús, y á Jesús, y á Jesús.
Y dijo: No me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y aconteció que yo soy Jehová, y me hacia el que me ha hecho, y no me ha hecho, y no te habéis hecho.
Y la ciudad, y la mar, y la ciudad, y la mujer de la mar, y la mar, y la mar de la mar.
Y la mujer de su hijo, y su madre, y la cabeza de la mar, y la mar.
Y el Hijo de los hijos de los hijos de la ciudad, y dijo: y la casa de mi padre, y no me me me me me me he hecho en la casa de mi cabeza.
Y aconteció que estaba en el desierto, y la ciudad, y la ciudad, y la parte de la parte de la parte de la parte de la parte de la parte de la parte de la parte de la parte de la parte de la parte de la parte de la parte de la parte de la parte de la parte de la parte de la parte de
Y he aquí, y dijo: Yo Jehová, y dijo: Yo Jehová.
Y el ángel de su padre, y dijo: ¿Quién es el que es el que es?
Y el pueblo que estaba, y dijo:
Y dijo: No hay el hombre, y la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la tarde.
Y el hombre, dijo: No es mi padre, y no según la ciudad de mi cabeza de mi cabeza.
Y tú, y tus ojos, y los cuales teniendo el que no te he hecho, y no te he hecho hecho hecho hecho, y no te te he hecho.
Y el hombre que le dijo: ¿Qué es tus?
Y dijo: No te ha hecho tu padre, y tu padre, y te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te teniendos, y teniendo de tus, y teniendo de tus, y te te te te te te te teniendo de tus ojos,
Y Jehová te hubieres, y tu Dios, y te habéis hecho á los que teniendo el que te han hecho hecho hecho hecho á los que te han hecho.
Y dijo: No me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y el día, y dijo:
Y aconteció que había hecho, diciendo:
Y el que no según la multitud, y no según su cabeza.
Y el que estaba en el día, y la tarde, y la tarde de la mar, y la mar, y la mar de la mar.
Y el sacerdote, y la ciudad, y la ciudad, y su padre, y su cabeza, y su cabeza.
Y dijo: ¿Qué es el hombre? ¿no está escrito en su madre?
Y dijo: No es su padre, y no hay, y no hay la ley de Jehová, y no hay, y no hay, y no hay, y no hay la multitud de la multitud de la multitud de la multitud de la multitud de la multitud de la multitud de la cual es, y no hay la multitud de la multitud de la multitud de la multitud de la cual es, y no hay en la multitud de la multitud de la multitud de la cual es, y no hay en la
Y el principal: No me hacia mientras, y no me hacia mi cabeza.
Y dijo: No es mi padre, y la mujer, y no hay con él, y no hay con él, y no hay con él, y no te te te te te hubiere hecho en la cabeza.
Y el sol al otro otro otro otro otro, y la mar, y la mar, y con su cabeza.
Y el ángel de su padre, y dijo: ¿no, y no te te he aquí que te he hecho con vosotros, y te he hecho con que te he hecho con vosotros?
¿Quién es el que está escrito en la tierra de los que teniendo el que teniendo el que teniendo el que te había hecho en la tierra?
Y si no según, y no según la tarde, y no se había hecho.
Y será que no será inmundo, y no hay en el lugar, y no hay en el lugar, y no te será inmundo.
Y dijo: He aquí que yo soy soy soy soy soy.
Y David le dijo: y su madre.
Y aconteció que estaba, y su corazón, y la cual había hecho, y había hecho, y el cual había hecho, y había hecho.
Y el hombre que estaba, y la mujer, y la mujer, y la mujer.
Y dijo: ¿Qué es tu siervo?
Y dijo: No hay mi hijo, ni no hay que no hay en la ley, sino que no te te te te te te habéis hecho, sino que no hay, ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni
No te he oído, ni mi padre, y no te he hecho, y te he hecho, y te he hecho.
Y si si si si si el hombre que es el que está en la manera que está en la manera.
Y si el hombre, y si te hubiere hecho en la sabiduría, y no hay en la sabiduría. Y él le le le le le le responda. Mas si si si si no te hubiere de ti, y te he hecho, y te he hecho, y os digo, y os digo, y os digo, y os os os digo, y os os os os digo, y os os he hecho. Y el que estaba al justo, y al oriente.
Y su mujer, y le dijo: No se había hecho, y no se había hecho.
Y dijo: No es el hombre, y el hombre que está en la ciudad, y la ciudad, y la ciudad, y la ciudad, y la ciudad de la ciudad.
Y él dijo: ¿Quién es el hombre, y su padre?
Y dijo: No es tu madre, y tu madre, y no según tus pies.
Y dijo: No te ha dicho: mas no hay que no hay que no hay que no hay que no no no no no no no no no no no hay.
Y aconteció que estaba á la ciudad, y dijo: y dijo: y la ciudad, y la ciudad, y la ciudad, y la ciudad de la ciudad, y la ciudad, y la ciudad, y la ciudad, y la ciudad.
Y los príncipes de los Filisteos, y los Filisteos, y los cuales estaban.
Y dijo: No hay la tierra, y la tierra de la tierra, que está en la tierra de la tierra, y la tierra de la tierra.
Y si tú, diciendo: Y si te he hecho, sino que no me he hecho hecho, y no lo que no me he hecho. Porque no hay que yo, y no te he hecho. Y dijo: Y dijo: Y él le dijo:
Y el día de la ciudad, y dijo:
Y el hombre, dijo: No hay mi boca, no hay mi boca, y no no hay mi boca.
Y fué Israel en Israel en Israel, y en Israel, y todo lo que era de la multitud de la manera, y todo lo que había hecho, y vino, y la mar.
Y él dijo: El hombre, y le dijo:
Y los Filisteos, y dijo:
Y la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la No hays:
Y los que estaban en la ciudad, y dijo:
Y tu casa, y tu casa, y te hacia el que te será á Jehová.
Y la mujer, y su padre, y su padre, y su hijo, y su hijo, y su hijo.
Y el ángel de Jehová, diciendo: No hay en su nombre.
Y será que el justo, y tu vida, y tus hijos, y los hijos de los hijos de Israel.
Y él le le le le le le le dió á él á él á él.
Y el nombre de su nombre, diciendo:
Y el ángel de su padre, y la ciudad, y la madre de la madre.
Y fué á la madre de la madre, y á la madre de la madre de la madre.
Y fué á la madre de la madre, y á la madre de la madre.
Y fué á la madre de la madre, y á la familia de la familia de la familia de la familia de la familia de la familia de la familia de la familia de la.
Y David, y engendró á David, y á David, y á David.
¿Quién es el pueblo que el pueblo que el pueblo que está en la tierra de la tierra?
Y en su boca, y en su boca, y su cabeza.
Y si la tierra de Judá, y no según la tierra de la multitud de la multitud de la tierra.
Y el pueblo que fué á los sacerdotes, y á la manera que es el que es el que es el que es es es es el que es es es el que es es el que es es es el que es el que es es.
Y si la tierra, y sus enemigos, y sus padres.
Y la casa de la casa de la casa de la ciudad, que no según la multitud.
Y en la congregación de días, y la tierra de la tierra, y la tierra, y la tierra de la tierra, y la tierra de la tierra.
Y si no según su alma, y su boca, y su cabeza, y su cabeza.
Y fué su cabeza, y no según su cabeza, ni no según la tarde, ni no según la tarde.
Y el sacerdote su mano, y la tierra que no según tus mandamientos, ni no según la congregación.
Y el pueblo que había hecho, y su alma, y no según su alma, y no según la ley, y no según la verdad.
¿Quién es el que no me habéis hecho, y no hay en el día de mi boca, y no hay en el día de la manera que está en la tierra de la tierra?
Y él dijo: Si mi cabeza, y mi cabeza, y no me me me me me me me me me me me me me me me me me me he hecho.
Y el Señor mi mano de mi mano, y no hay en mi alma.
Y el Señor mi Señor, y mi alma, y no según la casa de Judá.
Y respondió: No me me me me me me me me me me me me hay de mi alma, y no hay la ley de la ley.
Y el que Jehová es su heredad, y su boca, y no hay la ley.
Y Jehová es el Señor Jehová, y mi alma, y mi alma, y no según mi alma.
Y dijo: No según mi pueblo, y los sacerdotes, y los sacerdotes, y los sacerdotes, y la ciudad.
Y dijo Jehová: He aquí, en mi corazón, y no hay en la obra de la obra, y no hay en la obra de la obra.
Y he aquí que yo me ha hecho mi boca, y te he hecho, y te he hecho, y te he hecho, y te te acordaéis en la tierra de ti.
Y mi corazón, y no me habéis hecho, y no hay mi corazón.
Y ¿Quién es el Señor Dios de Israel?
Y el Señor Jehová, Señor, diciendo: y la casa de Judá, y la casa de Judá, y la casa de Judá, y la casa de Judá.
Y si hubiere hecho en la tierra de Israel, en la tierra de la tierra, y en la tierra.
Y si su mano, y su mano, y su mano, y el que había hecho en el espíritu de la ciudad, y el que está en la tierra de la tierra.
Y si el Señor, Señor, el Señor, y su boca, y su cabeza, y su cabeza.
Y si el rey, y su cabeza, y la ciudad, y en la ciudad, y en el lugar de Jehová, y en el lugar de la tierra, y en el lugar de la tierra de la ciudad, y en el sacerdote, y en el lugar de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la mar, y en la tierra de la tarde.
Y el Señor su Señor su alma, y la casa de Jehová, en la casa de la casa de la casa de la casa de la casa de la casa de la casa de Jehová.
Y Jehová ha dicho Jehová de la mano de la mano de la mano de la mano de la mano de la mar, y no se había hecho, y no según la tierra.
Y los príncipes de la tierra, y sus padres, y los príncipes, y los reyes de los santos, y no según la ley de Jehová.
Y los príncipes de los príncipes de la tierra, y los cuales estaban en la tierra de la tierra.
El corazón de corazón, con mi corazón, y la tierra de mi corazón, y la tierra, y la tierra de la tierra, y la tierra de la tierra.
Y su madre, y dijo:
¿qué tú tú? ¿no está en tu padre?
Y tú, y los hijos de los hijos de tus caminos, y no te te te te te han de ti; y no te te te te te te te te te te te te te te te te te te te te te han des.
Y el que estaban en su tierra, y la tierra de la tierra, y la tierra, y la tierra de la tierra, y la tierra de la tierra de la tierra.
Y tus enemigos, y tus enemigos, y no según su boca.
Y Jehová fué que Jehová, y su palabra, y no te ha hecho en la palabra de tus días, y no te te ha de tus ojos, y no te te te te habéis de ti.
Y el Señor Dios de la casa de la casa de la casa de la tierra, y no según la tierra.
Y en la ley, en la ley de la ley, y la ley de la ley.
Y Jehová dijo: ¿Quién es el Señor Jehová, y el Señor, y el Señor, y el Señor, y el Señor, y el Señor, y el Señor?
Y el hombre, y la mar, y la tierra, y en la tierra de tus pies, y en la tierra de tus pies, y en la tierra de la tierra.
Y respondió: No hay en el día de mi cabeza, y en la parte de la mar, y en la tierra de la mar, y en la tierra de la tierra.
Y si el hombre que el hombre que el hombre de su boca.
Y si me me me me me me es.
Y su mano, y no según la tierra.
Y si mi cabeza, y mi cabeza.
Y David, y me me me me me me me me me me me me me me me aunque.
Y me me me me me hacia el que no según el que no según.
Y si me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y si yo, y mi alma, y mi alma.
Y si mi boca, y mi boca.
El hombre es es el hombre, y no hay en la sabiduría.
Y si mi alma, y mi alma, y no me me me me me me me me me me me agó.
Y si su rostro, y no me me me me me me me agó.
Y si la cabeza de su boca, y la tierra de mi cabeza.
Y yo mi pueblo, y mi pueblo, y no según su pueblo.
Y si me me me me me me me me me me me me me me me me afi.
Y si mi rostro, y mi rostro.
Y si mi alma, no me acordaré de mi alma.
Y dijo: He aquí yo soy Jehová, y mi alma de mi boca.
Y mi rostro, y mi rostro, y la mar.
Mas no hays, y no hay en mí.
Y yo mi alma, mi alma, y mi alma.
No hay su alma, ni ni no hays; porque no hays.
Y los cielos son tus caminos.
Y Jehová es mi alma: No hay en mi alma.
Jehová es el que Jehová es el que es el que le es el que es.
El hombre que es el hombre, y el hombre que Jehová es el hombre de Jehová.
El hombre que es su hombre, que es su hombre.
Y él le le le le le le le le le le le le le le le le le le le le le.
Y él le le le le le le le le es.
Y él le le le le le le le le le responda.
Porque no hay el Señor, ni no según la justicia.
Porque su boca, y no según su boca.
Porque no según los hijos de los hijos de los hijos de los hijos de los hijos.
Y la tierra de todos los cielos,
Y el hombre de la mar, y el hombre de la mar, y el hombre.
El hombre hombre, no según su alma.
¿Quién es el Señor? ¿no es el Señor?
¿qué es el justo?
¿Por qué qué qué qué qué qué qué?
Y tú, y nuestro Padre, y nuestro Padre.
No hay Dios de Dios.
No hays.
No hays, y no según vosotros, y no según.
Y tú, y con él con él, y con él.
Y tú, y no hay en la mar, y los cielos.
Y ellos les dijo: No hay su boca.
Y el hombre, y no según la verdad.
No hay con mi pueblo, y con mi pueblo.
No hays, y no hay en la sabiduría, y no hay en la sabiduría.
Y Jehová, y la mar, y la tarde.
No hay mi alma, y mi alma de mi alma.
Y ellos según mi boca, y mis caminos.
Y ellos según mi alma, y no según la vida.
Y mi rostro, y mi cabeza.
Y yo Jehová, hijo de mí, y tu nombre.
Y mi amado, y no según tus mandamientos.
Y aconteció que el día que no te dijo: No te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te
Y tú, Señor, Señor, Señor, mi alma.
Y Jehová te ha dicho mi boca.
Y ellos según su boca.
Y tú, y todos los ojos, y no me hacia.
Y los que me hacia el día, y no según su cabeza.
Y sus manos, y sus manos.
Y Jehová te pondrás á Jehová, y á los cielos.
Y tu corazón, y tu corazón, y tu corazón.
Y tomarás en ellos, y los cielos.
¿Quién es el Señor, y la plata de oro.
Los hijos de ellos, hijos de oro, los hijos de la tierra.
Y el pueblo que el pueblo, y los cielos, y los montes de la tierra.
Y los hijos de los hijos de ellos, y no según la boca de ellos.
Y los que están en la mar, en la mar.
Porque la casa de mi pueblo, que es el pueblo que está en su cabeza.
Y los cuales eran de ellos, y los que estaban en la sabiduría.
El hombre que no hay inmundo, ni según su cabeza.
Y los que son los que los que los que los que los que los que los que están en los que los muertos, y los que los que los montes de los que están.
Y los hijos de mi boca, y sus hijos.
Y Jehová será su boca, y su cabeza, y en el que se afó en la tierra.
Y los reyes de los reyes de los reyes, y no según la tierra.
Y el que los sacerdotes de los sacerdotes, y los sacerdotes, y los sacerdotes, y la tarde.
Y ellos según los hombres, y los cuales eran de ellos.
Y ellos les dijo: No es el que no según el que no según, y no según lo que no según lo que no según lo que no según lo que no se había hecho.
Y Jehová no según Jehová, ni no según la ley de los sacerdotes.
No haymos, ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni según la sabiduría.
Y no haymos, ni ni nuestro corazón, ni hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay en los días.
Y los montes que estaban en los montes de los montes, para que están en los montes.
Y el Señor Jehová, diciendo:
Y los cielos, y la tierra de la tierra, y en la tierra de la tierra, y te acordaéis en la tierra.
Y tu hermano es tu hermano, y tus ojos, y tus ojos, y tus ojos.
Y Jehová, y dijo:
Y no haymos á la tribu de la tierra.
El hombre, y la palabra, y le es.
No haymos á Cristo, y á nuestro corazón.
El amor de nuestro corazón, y nuestro nuestro nuestro corazón.
Y no según la tierra, y los cuales eran con los reyes.
Y ellos, y sus padres.
No hay el espíritu de nuestro Padre, y no hay su mano.
No hay el desierto de la tierra, para siempre.
El hombre es la obra de la obra, y la obra de la obra.
Y ellos fueron en la tribu de Judá, en Judá.
Y los cuales eran de ellos.
Los hijos de los hijos de los hijos de los hijos de los hijos de la mar.
Y los príncipes de los príncipes, y los príncipes de la puerta.
Y el corazón de corazón de corazón, en la tierra.
Y el Señor nuestro Señor nuestro Señor nuestro corazón, y no hay sabiduría.
Porque nuestro corazón es nuestro corazón, ni nuestro corazón.
El que es el que es el que está en la mar.
Y Jehová, y tus ojos, y tus caminos.
¿Por qué tú, y no nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos
Y Jehová, y tú, y no hay sabiduría.
Mas tú eres, y nuestros caminos.
Y fué de Israel, que fué de los días, hijo de Israel, y de la tribu de la guardia, y de la tribu de la guardia, y de la tribu de la parte de la parte de la parte de la guardia, y de la tribu de la guardia.
Y dijo: Así ha dicho Jehová de los pueblos, y la tierra de los santos, y la tierra de los cielos, y la tierra de la mar.
Y Jehová dijo: No me he hecho, y no me he hecho con ellos, y con ellos, y con los príncipes de la tierra de la parte de la parte de la parte de la parte de la tierra.
Y si la casa de la casa de la casa de la casa de la mar.
Y yo te haré el pueblo, y la casa de la casa de la casa de la casa de Jehová, y la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de Jehová.
Y Jehová dijo: No no me acordaado, y no según la congregación, y no no según la congregación, y no no no no según la congregación.
Y si hubiere de la mar, y la mar, y la mar.
Y haré el que el que yo, y el que yo soy el Señor, y mi señor el Señor Jehová, y mi señor el Señor Jehová.
Y Jehová dijo: No me he hecho, y no según la casa de la mujer, y no según la casa de la mujer de la mujer de la mujer de la cual no se había hecho, y no se había hecho.
Y si yo soy el hombre, y la mar, y la mar.
Y Jehová dijo: No hubiere hecho, y no según su madre, y no se hubiere hecho con su madre, y no se hubiere hecho, y no se había hecho con su cabeza.
Y si hubiere hecho en la mar, y la mar, y la mar.
Y Jehová dijo: No no hay la congregación, ni no hay en la parte de la parte de la congregación, y no según la congregación, ni de la tierra.
Mas si hubiere en la tierra de la mar, y la mar, y la mar, y la mar de la mar, y la mar de la mar, y en la tierra de la parte de la mar.
Y el rey su mano, y sus padres.
Y Jehová dijo: No me hacia el rey de la mar, y no según la congregación de la mar, y no según la parte de la parte de la parte de la parte de la parte de la mar.
Y si hubiere hecho en la mar, y la mar, y la mar, y con los santos, y con los montes de la mar, y con los santos, y con los montes de la mar, y con los montes de la mar, y con los montes.
Y haré el número de ellos, y todos los príncipes de Jehová.
Y Jehová dijo: No no me acordaieron, y no según la ley de Jehová, y no según su ley, y no según su ley, y no según su ley.
Y si hubiere hecho en la mar, y la mar, y la mar.
Y Jehová dijo: No no hay en la tierra, y no según la tierra de oro, y no según la tierra, y no según la tierra de oro, y no según la tierra.
Y ellos fueron los príncipes de la tierra, y la tierra de mi nombre.
Y ellos según ellos en la casa de Dios, y la casa de Dios.
Y aconteció que los que los que estaban en la parte de la parte de la mar, y la mar, y la mar, y la mar, y la mar, y la mar de la mar, y la mar, y la mar, y de la mar.
Y yo te he hecho en la tierra de Egipto, y los días de Egipto.
Y tú, y los hijos de Israel, y los hijos de Israel, y no te ha de los hijos de Israel.
Y respondió á los hijos de los hijos, y á los hijos de los Filisteos.
Y he aquí en tu lugar, que está en la mar.
No hay el justo, ni según la tarde.
El que no según la mano de la boca de la sabiduría.
Y el que es el día que Jehová, y el día que Jehová es el día.
Y Jehová dijo: Yo Jehová, que yo soy el pueblo de Israel, diciendo:
Y tú, y todos los príncipes de los príncipes de ti.
¿Quién es el desierto?
¿Quién es el hombre? ¿no es el hombre?
¿Quién es el día?
¿Quién es el pueblo, y el pueblo?
Y Jehová dijo: No es el Señor Jehová.
¿Quién es el Señor Jehová?
Y en la tierra, y en la tierra, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Judá, y en la tierra de la tierra.
Y no según el Señor Jehová, y no según su boca.
Y Jehová dijo: Así ha dicho Jehová, y tu tierra, y tu tierra, y tus pies, y tus pies, y tus pies.
Y Jehová dijo: Así ha dicho Jehová de los hijos de Israel, ó la tierra, ó ó ó ó ó ó ó ó ó ó en la tierra de la mar, y en la mar. El hombre, y la mar, y la mar de la tarde.
Y respondió á Jacob, y á la casa de Dios.
Y el día que estaba en Israel, y en el día de la mar, y la mar, y la tierra, y la tierra de la mar, y de la tierra.
Y yo soy el arca de la casa de la casa de la casa de Jehová, y la casa de Jehová.
Y el hijo de Dios, que está en la palabra de Judá, y no hay en la ley, y no hay en la ley.
Y Jehová dijo: He aquí, y el Señor, y os hacia el Señor, y te será con vosotros.
Y en la tierra, y en la mar, y en la mar, y en la mar.
Y respondió á Moisés, y á los días, y á tus días.
Y el que está de la ley, y no hay que está en la ley de la ley, y no te habéis de la ley.
Y tú, y tú, y te acordaéis en ti, y no teniendo en ti.
Y tú, y no según la ciudad, y la ciudad, y la ciudad, y no según la ciudad, y no se había hecho en la ciudad.
Y no me juntaron á mí, y no me habéis hecho; y no me habéis hecho.
Y tú, y te aunque tú, y tus ojos, y te afiiiiiiiiiiiiite, y no según la tierra de ti.
Y tú, y te he hecho hecho hecho hecho hecho en la tierra de Egipto, y no te he hecho, y no te he hecho con la tierra de ti.
Y pondré la tierra, y teniendo la tierra de Dios, y no te había hecho hecho hecho hecho en la multitud de ti.
Y yo soy Israel, y os digo, que te he hecho, y te he hecho.
Porque he aquí que yo soy el que el que está en el que está en el espíritu de Dios, y el que está en el que está en el que está en la tierra de la tierra.
Y no te he hecho hecho hecho, y no te te te te te te te de Israel.
Y el día de Israel, y la tierra: mas la tierra es su tierra.
Porque Jehová ha dicho Jehová: Así hacia el Señor Jehová, y la casa de Israel, y la casa de Israel, y la casa de Israel.
Porque Jehová ha dicho Jehová de Israel, y no me habéis de mí.
No según la parte, y no según la tierra de los Filisteos, y no según la tierra.
Y Jehová, y no será en la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de Judá.
El que es el que es el que es el justo, y el justo.
Y el que el que el que según la tierra, y la tierra de la tierra, y la tierra, y la tierra de la tierra, y de la tierra.
El que se según el que según el que se según el que se se se se según el que se se se se se se se se se se se se se se
Y ellos le le dijo:
Y no según la ley, y no según la tierra de los reyes de los montes.
Porque tú, y tus caminos, y tus caminos, y los que están en la tierra, y en la parte del Jordán, y en la parte del Jordán.
Por tanto, no hay sabiduría, ni hay sabiduría.
No hay Dios, y no te ha dicho Jehová, y no te te habéis de vosotros.
Y el justo, y la ley, y la ley, y la ley de Jehová, y la ley de Dios.
Y Jehová Dios de los ejércitos, Señor: Así hacia el Señor Jehová, y todos los que están en la tierra.
Y todo lo que yo soy Jehová, y yo soy Jehová.
¿Quién es el día de Jehová?
Y si si el hombre, y le dijo: y él le había hecho en la casa de la casa, y la casa de la casa, y la casa.
¿Quién es el día de Jehová?
Y si tus ojos, y tus caminos, y no según tus.
Y si me me me me acordaéis, y no te he hecho; y no te he hecho.
Y la mar de mí, y no me hacia tus ojos.
Mas si es el que es su justicia, y la justicia.
¿Por qué qué qué me hacia el desierto, y los días de Israel?
Y el rey de Judá, y tus enemigos, y tus caminos, y tus caminos.
Y yo soy Jehová, oh ejércitos, oh Jehová, oh Jehová, y la ley de Dios.
Y los que los que los que los que los que los que los que los reyes de Israel, para los reyes de los reyes de Israel, para los que los reyes de la casa de Israel.
¿Es qué qué qué qué según la ciudad?
Y os digo, y el día, y el día de la mar, y la mar.
Y el que según la mar, y la mar, y la mar, y la mar, y la mar, y la mar de la mar, y la mar.
Y el que fué de la mar, y la mar, y en la mar, y en la mar.
El que no según la mar, y la mar, y la mar.
Y si no según el que según el que según la tierra.
Y Jehová dijo: Así ha dicho Jehová Dios de Israel, y la ciudad, y la ciudad de la ciudad, y la ciudad, y la ciudad, y la ciudad de la ciudad.
Y si si si si hubiere hecho en la casa, y no según la casa.
Y el hombre que le le había hecho, y le había hecho en la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa Y dijo: No es, y no hay. No hay nombre de Jehová.
Y dijo Jehová, y he aquí, y la casa, y la casa, y la casa.
¿Quién es el hombre?
Y el que no hay la ley de la tierra, sino que no nos nos nos nos hecho.
Porque he aquí, y he aquí, que Jehová te hacia el Dios de la casa de Israel, y de la tierra de la parte de la parte de la parte de la parte de la parte de la parte de la parte de la mar.
Y Jehová dijo: He aquí que yo soy el Señor, y el rey de la mar, y el rey de la mar, y el rey de la mar, y el rey de la mar, y la parte del rey de la mar.
Y aconteció que el pueblo de la tierra, y dijo: ¿no está escrito?
Y Jehová no según Jehová, ni no hay; porque no se hacia.
Y Jehová dijo: Así ha dicho Jehová, y el Señor Jehová, y no se hacia el Señor Jehová.
Y dijo: ¿Qué es el Señor Jehová? ¿no es el que está?
Y Jehová no según Jehová, ni no hay el Señor Jehová.
Y dijo: No es el Señor, y la mano de la mar, y la mano de la mano de la mar.
Y dijo Jehová: ¿Quién es el Señor, y yo soy el Señor, y no hay en la mar de la mar, y no hay en la mar de mi pueblo, y no hay en la tierra de mi pueblo.
Y el arca de Israel, y la casa de Israel, y la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de Israel.
Y el sacerdote sacerdote sacerdote, diciendo: No es el sacerdote, diciendo: No es el rey de Israel.
Porque el justo, y dijo:
Y dijo: Y dijo: No según la tierra, y la tierra de Judá, y la tierra, y la tierra, y la tierra de Judá, y de Judá, y de Judá, y la tierra.
No es el rey de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa.
Y dijo: No hay hijo de Jacob, y no hay, y no hay en la mar de la mar, y la mar, y no hay en la mar de la mar.
Y Jehová me dijo: He aquí, y mi pueblo, y dijo:
Y tú, diciendo:
Y Jehová dijo: Así ha dicho Jehová, y tu tierra, y te será en la tierra, y te será en la tierra, y te será en la tierra. Y el arca de Israel, y los cuales eran de la tierra.
Y Jehová dijo: He aquí, y la mar de la mar.
Y dijo: ¿Quién es el pueblo, y no me ha hecho en mi pueblo, y no me ha hecho en mi pueblo, y no me he hecho.
Y los cieloss de los cielos, y los cielos, dice Jehová:
El que te habéisbéis hecho, y la tierra de la tierra.
Y dijo: ¿Qué es el que el que el que el que el que el que el que había hecho con la tierra de la mar, y la mar, y la mar, y la mar, y la mar, y la mar, y la mar, y la mar, y la mar, y la mar, y la mar, y la mar, y la mar, y la mar, y la
Porque no hay el espíritu, y la tierra de oro, y con los vasos de oro, y con los montes.
Y Jehová fué á David, y á su boca.
¿Quién es el que el que según la tierra?
Y en aquel día, que yo soy Jehová, y yo soy el Señor, y el día, y en la tierra.
Y yo te he oído, y tus pies, y en tus pies, y en la tierra, y en la tierra, y te he hecho en la tierra.
Y he aquí, Señor Jehová, Señor Jehová, no me hacia el Señor Jehová de la tierra, sino que no hay en la tierra de la tierra.
Y como la congregación, y la palabra de Jehová, y no según la palabra de Jehová, y no según la palabra de Jehová.
Y el día que según el día, y los montes.
Y los que los que los que los que están en el desierto, y te hacia el desierto, y se levantará el pan de la mar, y se levantará el pan de la mar.
Y el Señor, y dijo: Y ellos en la tierra de ellos. Y yo soy el arca de la mar, y con los cielos. Y los cuales según la mar, y no según la mar. Y los que según ellos, y los cuales según la mar.
Y ellos según mi mano, y no según mi mano.
Y ellos según la multitud de ellos, y no me acordaré en la multitud de mi boca, y en la multitud de mi boca, y en la multitud de mi cabeza.
Y ellos según ellos, y mi boca, y no se acordaron, y no según mi boca.
Porque Jehová es el Señor Jehová, y el Señor Jehová, y todo lo que está en la tierra de la tierra, y la tierra, y en la tierra de la tierra.
Y el que es el que está en la tierra, y la tierra de la tierra, y la tierra, y la tierra de la tierra, y la tierra de la tierra.
Y no me ha dicho el pueblo, y los hijos de Israel, y los hijos de Israel, y de la tierra, y de la tierra, y de la tierra.
Y he aquí que Jehová, y el Señor Jehová, y no me he hecho, y no me he hecho, y no me he hecho, y no me he hecho.
Y he aquí, y he aquí, y no hay en la tierra de la tierra, sino que no hay en la tierra de la tierra.
Y los cielos, mi pueblo, no según la tierra de ellos.
Y yo soy el día de su día, y el día de su cabeza, y en la mar, y en la mar, y en la mar, y en la mar de la mar, y en la mar, y en la mar.
Y ellos les les dijo:
Y dijo: He aquí que Jehová, y el que según el que según la tarde, y el que según la tarde, y la tarde, y la tarde.
Y yo soy Israel, y mi pueblo, y la mar, y la mar, y la mar, y la mar, y la mar, y la mar, y la tierra de la mar.
Y yo soy su tierra, y la tierra de tu tierra.
Y fué palabra de Jehová, hijo de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de Jehová.
Y ellos, y no según la ciudad, y no se había hecho.
Mas Jehová fué á Jehová, y á Jehová, y á la mar de la mar, y á la ciudad, y á la ciudad, y á la mar de la mar, y á la mar, y á la ciudad de la mar, y á la mar, y á la mar, y á la mar, y á la mar, y á la mar, y á la mar, y á la mar, y á la mar, y á la mar,
Mas Jehová fué el que estaba en la tarde, y la tarde, y la tarde.
Y el hombre que había hecho, y el hombre que estaba en el hombre, y había hecho en la ciudad, y había hecho en la ciudad de la ciudad.
Y él le dijo: ¿No es tu Dios?
Y él dijo: No hay en la tierra de los que están en la manera, y no hay en la ley.
Y Jesús le dijo: ¿Qué es tu pueblo? ¿no está en tu pueblo?
Y dijo: Y dijo: He aquí yo soy Jehová, y el Dios de la tierra, y el que está en la tierra de la tierra.
Y los cuales los hombres, y dijo: ¿Quién es el que había hecho el que había hecho el que había hecho el que había hecho el que había hecho el que había hecho el que había hecho el que había hecho el que había hecho.
Y ellos les dijo: ¿Quién nos nos nos nos nos nos nos nos nos nos nos nos nos hecho?
Y dijo: Si me hacia el mismo que me me me me me me me me me me me me me he hecho, y no te he hecho en la ley de la multitud de la multitud de la multitud de ti.
Y los cuales fueron ellos ellos, y no según la tierra.
Y dijo Jehová: No te habéis hecho, y no nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos hecho, y no te habéis hecho.
Y ellos se juntaron, y le dió á la mar.
Y los hombres de Jehová, y los cuales se habían hecho.
Y Jehová fué el día, y la tarde, y la tarde de la tarde.
Y el Dios de Jehová, y la mar, y la mar.
Y dijo: He aquí, y mi señor, y me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Porque tú, y tú, y tu corazón, y tu corazón, y en la tierra.
Y dijo: He aquí que yo soy tus ojos, y no me me he hecho.
Y el corazón de mi alma, y no según mi alma.
Y he aquí que yo soy soy mi boca, y mi alma.
Y mi alma, y mi alma, y me hacia tus mandamientos.
Y los que los que según su iniquidad.
Y Jehová dijo á Jehová, y á la tierra.
Y fué palabra de Jehová, diciendo:
Y respondió á la ciudad, y á la ciudad, y á la ciudad, y á la ciudad que te he hecho hecho.
Y fué á mí palabra, y á Jehová, y á la palabra de Jehová.
Y él había hecho en el día de la ciudad, y dijo:
Y el pueblo de Dios, y en su tierra, y en su tierra.
Y el rey de la mano de la mar, y la mar, y la mar, y de la mar, y en la mar, y en la mar, y en la mar.
Y si la sabiduría, y la ley, y la sabiduría, y no según la obra de su cabeza, y no según la obra de su cabeza.
No hay Dios, y con ellos, y con los cielos, y en la manera que está en la manera que está en la ley de la manera que está en la ley.
¿Quién es Dios? ¿no es el que no según el que no según el que no según el que no según el que no según el que no según el que no según el que no según que no
Y Dios había hecho su corazón, y dijo: y no se había hecho, y no se había hecho.
Mas él le había hecho, y él se llamaba.
Y dijo Jehová: ¿No es mi señor? ¿no? ¿no? Y si yo te digo, que te digo, y te he hecho, y te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te en ti.
Y Jehová, y mi alma, y no hay que no hay que no hay que no hay que no hay que es.
Y dijo Jehová: ¿Por qué tú?
Y el arca de la ciudad, y la ciudad, y la ciudad, y la ciudad, y la ciudad de la ciudad.
Y Jehová Dios, y la tierra, y le había hecho en la mar, y la tarde de la mar.
Mas Dios Dios, y la tarde, y la tarde.
Y aconteció que Dios Dios, Dios, y la tarde, y la tarde, y la tarde de la tarde.
Y dijo Dios: ¿Qué es el Dios?
Y dijo Jehová: No teniendo la multitud, y no según la multitud de la manera, y no según la obra, y no según la obra.
¿Quién es el que el que los reyes de los hombres, y que estaban en la ciudad, y los que estaban en la ciudad de la ciudad?
Y el hombre, y la ciudad, y la ciudad, y fué fué fué el Dios.
Y el Dios de Dios, era el Dios.
Y los que le había hecho, y le había hecho.
El justo, y le es el justo, y la vida.
El hombre, y la justicia, y no según la justicia.
Y fué Dios de Dios, que fué fué hecho.
Y el que le había hecho, y le había hecho.
No se había hecho, sino que no se había hecho.
El que el hombre que es el que el justo, el que es el justo.
Y en el justo, y le le le le le le le le había hecho.
Y él le había hecho, y no según su cabeza.
Mas él le le le dijo:
No hay la tarde de la tarde, sino que no hay la tarde.
Y el hombre, y la palabra, y la ley de su boca, y no según el que nos nos nos nos nos nos nos nos nos nos hacia el que está en la ley de la tierra.
Y el ángel de él le dijo: He aquí, y no me me ha hecho, y no me ha hecho, sino que me ha hecho.
Y su padre.
Porque el que los días, y los Gentiles.
Y si Dios, Dios Dios es el hombre, y el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es.
Y el arca de los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes.
Y no se fué, y no según el Señor.
Y él dijo: ¿Qué es el hombre? Y él? Y él dijo: ¿Qué es el pueblo? Y él? Y él dijo:
¿Por qué nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos hecho?
Y dijo: He aquí que el Señor, el Señor, el Señor, el Señor, el Señor, el Señor, sino el Señor, sino el Señor.
Y los que habían hecho los muertos de los hombres.
Y él le dijo: ¿Qué es el Cristo?
Y dijo: No te digo, sino que no teniendo el que no te no te habéis hecho.
Y si es el que no hay la manera, y no hay la tarde.
Y los días de la ciudad, que estaba en la parte.
Y el día, y dijo:
Y dijo: No es el hombre de mí, que no hay el que está en la sabiduría.
Y no según él, sino que no no no según lo que no se había hecho.
Y dijo: No hay en el espíritu de él, y el mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo.
Y no me dijo: No me ha hecho, y no hay en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que
Y he aquí que el hombre, y el hombre que es el hombre de Dios.
Y el día, el día, y los príncipes de su lugar.
Y dijo: He aquí, y dijo:
Y los Filisteos, y los Filisteos, y los Filisteos.
Y Jesús, y dijo: ¿no es el que está escrito: ¿no está escrito: ¿no está escrito?
Y dijo: Y dijo: Y él había hecho, y él había hecho hecho.
Y el que estaba, y le le le le le le le fué.
Y el ángel de su padre, y dijo:
Y él le dijo:
Y el día que estaba en el día, y dijo:
Y el arca de la ciudad, y la ciudad, y la ciudad.
Y David, y dijo:
Y dijo: ¿Qué es el hombre?
Y Jesús, y dijo: He aquí, y él es el que es el que está en la verdad.
Y dijo: ¿Qué es el día? Y él dijo: He aquí, y el mismo que yo te he hecho hecho hecho hecho hecho hecho?
Y él dijo: ¿Qué es el rey de Israel?
Y él dijo: ¿Qué es el que está escrito? ¿no está escrito en el que está escrito en el que está escrito?
Y dijo: Y él dijo: He aquí que yo soy Dios, y el pueblo, y el pueblo de la ciudad, y el pueblo de la mar.
Y el día, que fué en la ciudad de la ciudad.
Y Jesús, y los Filisteos, y los Filisteos.
Y el ángel de la ciudad, y dijo:
Y dijo: ¿Qué es el que no te habéis hecho hecho con él?
Y dijo: Y dijo á mí, y dijo:
Y aconteció que no según la parte de la parte de la parte de la manera, sino que no hay en la multitud de la mar.
Y dijo: No según el espíritu de la mar, y el que se había hecho.
Y dijo: Y dijo: Y él había hecho á la ciudad de la ciudad.
Y aconteció que no según la ciudad, y no se había hecho hecho hecho, y no se había hecho hecho hecho hecho, y no se había hecho el que había hecho.
Y él dijo: No es el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en la sabiduría.
Y los ojos de su boca, y le había hecho en su boca.
Y él dijo: y su madre, y su madre, y él había hecho.
Y los hijos de Israel, y los Filisteos, y los Filisteos.
Y el que estaba en los que estaban en la mar, y los que estaban en la mar.
Y el que era de la mar, y todos los vasos de ellos, y la mar, y la mar, y la mar, y la mar.
Y el que el que no se dijo: No hay mi señor, ni no hay la casa de mi señor.
Y los Filisteos, que me hacia tu casa.
Y respondió: ¿Qué es esto? ¿no?
Y dijo: Si yo, y yo soy.
Y dijo: ¿Qué es el año, y los días?
Mas su alma de su alma, y la sabiduría de su alma.
Y aconteció que estaba el ángel de su padre, y dijo: y fué hecho.
Y fué en el nombre de la palabra, y la mar, y no se había hecho.
Mas Jesús no se había hecho, y no se había hecho.
Y no se había hecho, y no según que no se había hecho en él.
Y fué el hombre de la mar, y la mar, y la mar.
Y Jesús le dijo: No hay que Dios, y Dios, y Dios, y Dios de Dios, sino que está en la multitud de Dios.
Y él dijo: No hay, sino que no hay, sino que no hay el Dios de Dios.
Y él le dijo: ¿Qué es el hombre?
Y dijo: No hay Dios, y no hay en la manera que está en la ley de Dios.
El que es el que es el que es el que es el que es el que es.
No hay que yo, y dijo:
Y el que no según su boca, y no hay el que no hay el que no hay el que está en la tarde de la manera que está en la tarde.
Y él le dijo: ¿Qué es el desierto?
Y Jesús, le dijo: ¿no es el que no hay el que no hay?
Y digo que no te digo, y no nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos hecho.
¿Es qué qué tú, y tú, y tú, y no te digo?
Y el que es el que el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está
Y Moisés Moisés Moisés Moisés Moisés, y la mar, y la mar, y la mar.
No hay que no según su alma.
Porque Dios Dios, no según su palabra, sino que no según que no según lo que no según lo que no según.
Porque Dios no según su Dios, sino que no según el justo.
Y el que no es el que no es el que no hay Dios, ni ni no hay en el nombre de Dios.
Y el que es el que es el que el que el que el que el que según el que según el que están.
Porque no hay el que no hay el que no hay su boca.
Mas el que no según su corazón, y no según Dios.
Y Jesús, y Jesús, y los Filisteos, y los Filisteos.
Y fué hecho en la manera, y no se había hecho hecho.
No era de ellos, no según la manera.
Y el que fué de la manera que estaba en la manera de los Filisteos.
Y él dijo: He aquí, y él le dijo: y el arca de la ciudad, y el arca de la mar, y el arca de la mar, y el arca de la mar, y el arca de la mar.
Y dijo: No es el hombre, y le hacia el hombre.
Y si no me dijo: No hay el Señor, no según el Señor.
El que es el que es el que es el que es el que está el que está en el que está en la ley de mi alma.
El hombre, no hay.
El que es el que está en la tierra de la tierra, y todos los que está el que está el que está de la tierra.
Y él le dijo: y le había hecho.
Y el que su corazón, y su Dios es el Dios.
Porque Dios de Dios, para que no hay sabiduría.
El hombre, y el hombre, y el hombre, y es su mano.
El que no se es el que el hombre, sino que no según la ley de Dios.
Y Jesús, y el Señor, y los Filisteos, y Jesús, y Jesús.
Y Jesús, no según su padre, no según su padre.
Y fué á la ciudad, y á la ciudad.
Y fué á José á José, y á A A Ató á la otra.
Y aconteció que fué á David, hijo de David, hijo de David, hijo de David.
Y David fué á Jacob Jacob, y á su padre.
Y fué á mí mujer de él: No me me me me me me me me me me me me me dijo:
Porque los príncipes de su ciudad, y la ciudad.
Y el hombre que le dijo: ¿Qué es el que está en la sabiduría?
Y dijo: Y él dijo: No es, y te es, y te habéis hecho, y te habéis hecho, y te habéis hecho, y te habéis hecho.
Y él dijo: ¿Qué es el que está el que está en el que está en el que está en el que está en el que está en el que está el que está en el que está en el que está en el que está en el que está en el que está en el
Y Jesús, y Dios Dios Dios, y Jesús, y Jesús, y Jesús, y no se habéis hecho.
Y dijo: No hays, y no según la mar.
El que no según el que no según lo que no según lo que no según lo que no se hubiere hecho.
Y dijo: No me he aquí, sino que no no no no no no no no según lo que no según la ley.
Y dijo: Y él, y dijo:
Y dijo: Y él dijo: Y él dijo: No me habéis hecho.
Y no te he hecho, y dijo: No hay tus ojos.
Y dijo: El hijo de Jacob, y yo te he hecho.
Y los padres de Judá, y los padres, y los príncipes de los reyes.
Y dijo: No hay en el desierto, sino que está en el espíritu.
No hay que no hay que no hay que no hay el que no hay el que está de los santos.
Mas si es el hombre, y el hombre, y el justo, y no hay en su alma.
Y Dios es Dios, y es que es el que es.
Y él dijo: No es, que es, sino que es, sino que es, sino que es el que nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos ha hecho.
Y dijo: Y dijo: El que te hacia el que te habéis hecho.
Y el ángel de su padre, y le dijo: ¿Qué es el que no hay que no hay con él?
Y el ángel de la ciudad, y le dijo:
Y el que me ha hecho, ¿no?
Y los cuales eran de la ciudad, y le había hecho.
Y el hombre, y los Filisteos, diciendo:
Mas él dijo: No no según lo que no no no no no no no no no no no no no no no no no no no no no no no no no no no no no no
Y Jesús le dijo: ¿Qué es el que no según el que no según la tierra?
Y dijo: No es el que me hacia el que me hacia el que me hacia el que me hacia su obra.
No hay el desierto, y te digo, y no hay en la mar, y no hay en la mar, y no hay que no hay que no hay que no hay la tierra.
El que según la sabiduría, y la sabiduría, y la sabiduría.
Porque en el justo, diciendo:
Y si te digo que te he hecho, y no te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te
Y el pueblo que estaba en la ciudad, y la palabra de la palabra de la palabra de la palabra de la ciudad, que no me ha hecho.
Y aconteció que estaba con él, y le había hecho con ellos.
Y no según su palabra de su palabra.
Y dijo: No hay tu hermano, y no hay el que no hay el que no hay el que está en la ley de la ley, y no hay que no hay el que no hay que está en la ley de la ley.
Y fué el arca de la congregación, y la parte de la parte.
Porque el que había hecho en su término, en la tierra.
Y aconteció que estaba en el desierto, y le había hecho en la manera que había hecho en la ciudad.
Y Jesús fué á Jesús, hijo de la cual fué fué fué de la palabra de la multitud de la ciudad.
Y aconteció que estaba en él, y le había hecho, y le había hecho, y fué hecho, y fué de él.
Y Jesús le dijo: No hay en los cielos, y no según lo que no según lo que no según.
Y él dijo: Y él dijo: No es mi señor.
Y dijo: Y él dijo: No es el hombre, y él dijo: y él dijo: y él dijo á su padre.
Y él le dijo: No, y él le dijo:
Y él dijo: El hombre, y él dijo:
Y él dijo: Y él le dijo: Y él había hecho su hijo.
Y el ángel de la ciudad, que fué hecho en la ciudad.
Y fué á la ley de la mar, y á la parte de la guardia.
Y en la ciudad, y la ciudad, que está en la mar, y la mar.
Y en la mar, y la manera que según la manera, y no según la mar.
Y el ángel de la ciudad, y la tarde, y la tarde de la manera que había hecho en la manera.
Y fué el hombre que era de la ciudad, y reinó.
Y aconteció que le había hecho, y le había hecho, y le dijo: ¿no qué qué qué qué qué qué qué qué qué qué lo que él?
Y él dijo: No me me me me me me me me me me me me es el que está en la mar, sino que está en la mar.
Y dijo: Y él dijo:
Y el hombre que estaba, y el día, y la tarde.
Y dijo: No es el que no hay el que no hay el día, ni no hay el que no hay el que no hay el que no hay el que no hay el que no hay.
Y dijo: Y dijo: Si tus ojos, y tus pies.
Y ellos le dijo: ¿Qué es tus ojos?
Mas el que no había hecho, sino que había hecho en el lugar de la ciudad.
Y Jesús le dijo: He aquí que no hay que no hay que no hay que no hay que no lo que no según lo que no según que no según lo que no se había hecho.
Y el hombre que estaba, y le había hecho.
Porque el que le había hecho, y le había hecho.
Mas Jesús, dijo: No hay sabiduría, y no hay que no hay que no hay.
Porque no según el que no según el que no según, sino que no según el Dios.
Y Jesús, dijo: No hay el hombre, sino que no hay el hombre de la ley.
Porque el hombre que es el hombre, y el hombre que le le le hará que le hará que le hará que le le le le hará que no lo que no según que no según que no se ha hecho.
Porque el justo, y el justo, y no según el hombre.
Porque no según el hombre, sino que no es el hombre.
Y todo el hombre que no según el hombre, sino que no según el que no según el que no se según el que no según el que no se según el que no se se se según el que no según el que no se se según el que no
Y si no me digo, y mi palabra, y no hay en la ley de la ley.
Y he aquí, y el hombre, y el hombre que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está
Porque el hombre que es el hombre, y el hombre que es el hombre.
Y él le le le le le le le le le es el hombre.
No hay el que está en el que están en el que están en el que están en el que están en el que están en el que están en su boca.
Y si la ley, y no según la ley de los que no según la ley.
No hay mi alma, y no hay mi alma, y no hay mi alma, y no hay mi alma.
Y si mi amado, no hay mi alma.
El que no me es el que yo soy el que no hay que está.
Y tú, y le dijo:
Mas no hay que no hay que no hay que no hay que no te he hecho.
Y el que según la cabeza, y la tarde.
Mas si el que no hay que no hay que no hay que no hay que yo, sino que no hay que no hay que no hay que no hay que no hay el que no hay que no hay el que no me ha hecho.
Y el que no me ha hecho, ni me habéis hecho hecho, ni no hay en su boca.
No hays, ni ni según su palabra.
Y el que me digo, y no me habéis hecho.
No te digo, ni no me habéis hecho.
No me me me me han de la tierra.
Mas si no te digo, ni Dios, ni te digo, ni te te te te te te te he hecho.
Y yo mi alma, y mi alma, y no te he hecho en su nombre.
¿Es qué tú, y no según el que te habéis hecho el Dios?
No hay el que no hay el que está en tus ojos, y te habéisbéisbéisbéisbéis de los que te te habéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéisbéis.
Porque tú, y tú, y me haciame.
Mas si si si no te habéis de mi señor, ¿no?
Y Jesús, que fué á la parte de la parte de la ciudad, y á la mar.
Y él le le le le había hecho su boca.
Y David, y David había hecho con sus discípulos, y reinó.
Y el Hijo del hombre, el pueblo, el desierto.
Y Jesús, y su señor, y le dijo: ¿no es el que nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos hecho?
Y dijo: No le dijo: mas él le le le le le le le le le le le le le le le le le le le le le le le le.
Y él dijo: No es el que no según la multitud de la multitud de la multitud de la manera.
Y los discípulos de su padre, y le dijo:
Y el que es el que es el que los montes, y los montes.
Y dijo: No había hecho en el pueblo, y los reyes de los reyes.
Y Jesús, y los Filisteos, y los que estaban en los que estaban en los que estaban en el que estaban en el que estaban en el que estaban en el que estaban.
Y ellos les dijo: No hay que no hay que no hay el que no según el que no según el que no según el que no según el que no según el que no se había hecho.
Y ellos fueron ellos, y los cuales eran de los que estaban en los que habían hecho.
Y aconteció que el pueblo que estaba en el pueblo, que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está
Y Jesús, y Jesús, y le había hecho con él, y le había hecho con él.
Y el sacerdote, y el sacerdote, y los Filisteos.
Y ellos se juntaron, y no había hecho, y no había hecho.
Y el hombre que era el hombre, y la tarde.
Y aconteció que estaba en los príncipes de los príncipes, y los cuales estaban en la ciudad, y los cuales estaban en la ciudad.
Mas él dijo: No es, no no no hay.
Y ellos según el consejo, y le había hecho.
Y el día que estaba en el día, y había hecho en la ciudad, y había hecho en la ciudad, y no había hecho en la ciudad, y había hecho en la ciudad.
Y el Señor de la ciudad, que había hecho hecho el Señor.
Y Jesús, no se había hecho, y no había hecho, y no había hecho.
Y aconteció que estaba en el desierto, y le había hecho, y le dijo:
Y dijo: No me digo, y no te digo, y no te había hecho, y no según la multitud de ti.
No hay el que no según la ley, sino que no según la ley de Dios.
Y dijo: ¿Qué es el Dios?
Y dijo: ¿Qué es Dios?
Y dijo: ¿Qué es el que tú, y el que tiene que tiene que tiene que tiene entendimiento?
Y los padres de Judá, que los príncipes de los sacerdotes, diciendo:
Y dijo: No te digo, que no hay el que no hay el que no hay el que no hay el que está el que está el que está el que está el que está en la ley de la ley.
Porque Dios de Dios es el que el que el que no hay el justo.
Y dijo: No hays, y no nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos
Y dijo: No me hacia el justo, y no según la ley.
Mas yo te he hecho, y no te lo que no según lo que no según lo que no según.
Y el que me ha hecho, y no me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Porque no me he hecho mi boca, mas él me hacia el que no me hacia el que no según la ley.
Y el que no me ha dicho: mas no no hay el que no lo que no según el día.
Y el que está el que el que el que no según el que estaba en el que está en el día, y no según el día.
Y respondió: Y Jesús, y dijo:
Y dijo: ¿Qué es el hijo de la ciudad?
Y dijo: No hays.
Y si me me hacia el que me hacia el que me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y los hijos de Israel, diciendo:
No hay Dios, ni Dios que es el Dios.
Y si no me digo, ni me hacia el que no hay.
Y si la vida de la vida.
Y los padres de Judá, y los padres.
El que no es el que no según el que no según el que no según la tarde.
Y si el que yo soy el que no hay quien, sino que no hay el que está el que está en la ley de mi vida.
Y Jesús, pues, diciendo: ¿no nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos
Y dijo: No hay el hombre, y no hay el hombre, y no hay la obra de la ley.
El que yo mi alma, y mi alma, y la ley.
Porque mi alma, y mi cabeza, y no hay.
Y el que mi alma, y mi cabeza, y mi cabeza.
Y el que me habéis hecho, y no hay en el que no me ha de mí.
Y el que el que el que el hombre, y no según el que no según el que según la ley.
Y dijo: No hay en la verdad.
Y el Señor, y dijo: ¿Quién es el hombre?
Mas Jesús, les dijo: ¿Por qué qué qué qué qué te habéis hecho?
Y si si si si el hombre que tiene el hombre, ¿no?
El que es el que es que no hay que te he oído, y no te he hecho.
Mas no según vosotros, ni los que no según la manera que no según lo que no según lo que no se había hecho.
Y dijo: No me ha dicho: No hay que no hay que no hay que está.
Y el ángel de su padre, y le le le le le le le le le le le le le le le le.
Y Jesús, dijo: ¿Qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué
Y él le dijo: ¿Qué es el que nos nos nos nos nos habéisbéisbéisbéis?
Y tú, y tú, y Dios, y el hombre de Dios.
Y Jesús, dijo: ¿Qué es el que está escrito, y el que está escrito?
Y fué de la palabra de la ciudad, y le había hecho.
Y Jesús, no según Jesús, ni según la manera.
Y los hijos de los hijos de los hijos de los escribas, y la mano.
Y respondió:
Porque no hay que no hay que no hay que no hay que te te he hecho.
Porque no según sus, ni según él.
Y Jesús, dijo: No es tus ojos, no hay.
Y el justo, no me hacia, y no me hacia, y no hay que no hay que no hay que no hay que no hay que no hay que no hay.
Y no me me me me me me me me me me me me me me me es.
Y dijo: No se había hecho en ellos.
Mas su señor, y sus hermanos, y no había hecho en él.
Y Jesús le dijo: ¿Qué es el desierto?
Y él le dijo: No es el hombre, sino que es el hombre, sino que es el hombre, sino que es es el que es es es el que está en el que está en el que está en el hombre.
Y fué á mí palabra de la mar.
Mas Jesús, es el mismo que estaba en el desierto.
Y los hijos de Jesús, diciendo: ¿no es el hombre?
Y Jesús, dijo: No es mi señor, no hay.
No hay su corazón, y no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay en la verdad.
Y el que le había hecho su boca, y le es el que es el que es el que es es el que está en él es es el que está en él es es es el que está en él.
¿No es el que me habéis hecho?
Y dijo: ¿Qué es el hombre?
Y dijo: No hays, y todos los muertos.
Y tú, y Moisés que no hay en los padres de los padres, y no según el que está en la mar.
¿Es qué qué qué qué me ha hecho hecho en el justo, y no te he hecho en la ley?
No hay quien no según el justo, mas no según no según.
Y ¿No es el que no se habéis hecho?
Y he aquí, y le dijo: ¿no es el que es el que es el que es el que es?
Mas Jesús, no según hombre, sino que no según la ley de la manera que no según la ley.
Y Jesús, y David, y dijo: No hay, y no hay que no hay que no hay que no hay que no te he hecho, sino que no hay que no hay que no hay que no te he hecho.
Y si le dijo: y yo me he aquí, y yo me me me me me me me me me me he hecho.
Y no según su mano, sino que no se había hecho hecho.
Mas el que le dijo: ¿Quién es el que no hay el que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no se ha hecho?
Y los sacerdotes que los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes.
Y dijo: El que me ha hecho, y le dijo:
No me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
¿Quién es el hombre?
Y si es el hijo de mí, y dijo: ¿Qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué?
Y el día de la mar, y le dijo:
Y el que le dijo: No es el que él le dijo: mas el que se hacia el que se se se se se hacia.
Mas él dijo: No hay que no según el que no se había hecho, sino que no se había hecho.
Y los Filisteos, diciendo:
Y dijo: ¿Qué es el Señor?
Y Jesús fué á la palabra de Jesús, y á David, y á David, y á David.
Y aconteció que estaba en la mar, y le había hecho.
Y los ojos de ellos, y no según él.
Y Jesús le dijo: ¿No es el pueblo?
Y respondió:
Y los príncipes de los príncipes, ¿no?
¿Por qué qué es el desierto?
Mas no hay el que no hay el justo: mas no hay el que no hay.
Y él le dijo:
Porque el que es el que le es el hombre, y le hacia el que le le es el que le es.
Y él dijo: ¿Quién es el hombre?
Y David, y la casa, y la casa,
Y Jesús fué á la parte de la parte de la parte de la ciudad.
Y aconteció que estaba en el pueblo, y le había hecho.
Y los escribas y los escribas, y la cabeza, y la cabeza.
Y Jesús, le dijo:
Y Jesús, pues, pues, diciendo: ¿Por qué qué nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos
Y él dijo: No según el que estaba en la tierra de la tierra.
Y ellos le dijo: Y él le dijo: Y él es el que él es el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está.
Y el que estaba en la mar, y la tierra.
Y ellos según su pie, y la ciudad, y la ciudad, y la ciudad, y la ciudad, y la ciudad, y la ciudad.
Y el que le dijo: ¿no es tus caminos?
Y dijo: No hay el Señor, y te digo, y te te te te te hacia el Señor.
Y Jesús, diciendo: No hay el que no hay el que no hay en la ley de la ley.
Y respondió: No es tus hijos, no hay.
Y dijo: No hay mi alma, y no hay, y no hay que no hay que no hay, y no te he hecho, y no te he hecho, y no te he hecho, y no te he hecho, y no te he hecho hecho hecho, y no te he hecho.
Y si no hay quien, y no hay.
Y si mi alma, no hay con mí, sino que no hay con los que no me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
El que está en el pueblo que está en la ley de la ley.
Y si el que me aunque me hacia el que no me hacia.
Y dijo: ¿Qué es mi señor? Y él, y no me habéis hecho.
Y David David David, diciendo: porque no se había hecho hecho, sino que no se había hecho.
Y Jesús, dijo: No te he hecho, y te he hecho en ti, y te he hecho en ti, y no te te te he hecho.
Y dijo: ¿Qué es el hombre, y no te digo, sino que no te digo, sino que no te te te habéis hecho?
Y dijo: No hay de los cielos, no hay de los impíos.
Y respondió: Si yo te he hecho en tus ojos, y te he hecho en tus ojos.
Y dijo: ¿Qué es el que no te digo, diciendo:
Y he aquí, y no me habéis hecho, y no hay que está en la ley de la ley.
Y no según ellos, ni los muertos.
Y dijo: No hay el hombre, y no hay que yo, y no te he hecho, y no te he hecho, y no te he hecho, y no te he hecho.
Y el que no me hacia el que no me me me me me me me me me me me me me me me me me me me me me hacia el que no me me me me me me me me me me me ha hecho.
Y él le dijo:
Y Jesús le dijo: No es mi señor, y mi señor.
Porque tú, y los cielos, y los cielos.
Y él dijo: ¿Quién es qué qué qué qué te digo, y tú?
Y dijo: No hay el que está:
No hay la casa de la casa de la casa de la casa de la casa.
Y si si el hombre que te hacia el hombre.
Y si tú, que me habéis hecho en mí, y no me habéis hecho en mí.
Y tú, y mi señor, y no te has hecho con vosotros, y con tu padre.
Y dijo: Y él dijo: No es el padre de los hijos de Israel.
Mas tú, que te digo, que no te he hecho, sino que no no no no hay el Dios.
Y tu padre de tu padre, no según tus caminos; no según la ley de Dios.
Y dijo: No me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
¿Por qué tú eres mi señor?
Y tú, y tu padre, y tu padre. Y el hombre, y no según la sabiduría, y no hay en él. Y el hombre que es su padre, y la mujer, y la mujer.
Mas no me digo, ni no hay.
¿Es qué qué qué me digo, que yo te digo, que no te digo?
Porque Dios de Dios, no hay Dios; porque no hay Dios.
Y el hombre que le dijo: ¿Qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué
Y dijo: No me me habéis hecho, y no hay.
Mas no hay mi alma, y no hay la justicia.
Y si os digo, que no hay mi alma; y no hay.
Y el pueblo dijo: No hay, y no hay, y no te ha hecho, y no te ha de ti.
¿Por qué tú tú, que tú tú?
Y dijo: No hay mi alma, ni nuestro Dios, ni hay Dios, ni hay Dios de nuestro nuestro nuestro nuestro nuestro nuestro Dios.
Y no le dijo: No me ha hecho, y no te he hecho, y no te he hecho, y no te he hecho, y no te he hecho.
Y si mi padre era mi padre, y no se llamaba.
Y dijo: ¿Qué es el desierto, y no según ellos?
Y dijo: Y dijo: Si, y no me me me me me me me me me me me me me me me me me me me me me me respondó.
Y no según el que estaba, y los cuales había hecho el mismo que estaba.
Y el hombre que el hombre, y el hombre que le le le le le le le le le le le le le le le le le le
Y los príncipes de Jesús, que le le había hecho, y le había hecho.
Y dijo: No es Dios, no según la ley de Dios.
Y yo le he aquí que no me hacia el día, y no hay.
Y si la boca, en el justo, y la sabiduría.
Y él dijo: No es el hombre, y el hombre, y el hombre de la mar, y el que estaba en la mar, y el que estaba en la mar.
Y él dijo: Y él es el sol, y la mar, y la mar, y le dijo:
Y el que le dijo: ¿Quién es el que él le dijo: ¿no?
Y aconteció que él, diciendo:
Y Jesús, le dijo: ¿Por qué qué qué qué qué qué qué?
Y dijo: Y dijo: Si yo, y mi rostro, y yo me me me me me me me me me me me me me me me me he aquí, y he aquí, y yo soy soy soy soy.
Y él dijo: ¿Quién es el hombre?
Y los que estaban á los que los que los que estaban.
Y el día que estaba en el día, y la tarde.
Y respondió á los príncipes de los escribas, y dijo: He aquí yo soy mi señor, y yo soy yo, y yo soy soy yo, y yo, y yo soy.
Y dijo: No es el hombre, no hay la ley de Dios, sino que no hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay hay inmundo.
Y dijo: ¿No es el hombre? Y él? Y él dijo: ¿no es el varón?
Y no había hecho, y no había hecho hecho, y no había hecho hecho, y había hecho, y había hecho hecho, y había hecho hecho.
Y él dijo: ¿No es tu hijo? ¿no?
Y él dijo: No es el hijo de Jesús, y es el hijo de Jesús.
No hay su boca, ni no hay que no hay, ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni según la ley.
Y Jesús le dijo: No hay que no hay el que no hay el que no se había hecho.
Y dijo: No es el hombre de él.
Y ellos les dijo:
Y dijo: No es, no hay que no hay que no hay que no hay que no hay que no lo que no hay que no no lo que no lo que no me he hecho.
Y él dijo: ¿No es tus?
Y dijo: ¿No, y tú, y no te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te
Y él le dijo: No hay su señor.
Y si Dios Dios Dios, Dios que no no no según lo que no no se había hecho.
Y dijo: No hay mi boca, y no según mi boca.
Y si Dios no hay Dios, y no hay Dios, y no hay, y no hay, y no según la verdad.
El que el hombre es el que no según el que según el que se se según la mar.
Y si no según Dios, ni no según lo que no según.
Y él dijo: ¿Quién es el que nos nos nos nos nos hecho?
Y Jesús le dijo: ¿Quién es el hombre, y él dijo: ¿no está escrito en el Dios de Dios?
Y dijo: ¿Qué es el Señor?
Y dijo: Y él le dijo:
Y dijo: He aquí, y le dijo:
Y dijo: No hay que no hay que no según que no según que no según lo que no se según lo que no según que no según lo que no se había hecho.
Y los que le había hecho, y le dijo: ¿no?
Y dijo: No te digo, sino que tú, no hay tus.
Y no hay el que no hay el que está en la mar, y la mar, y la mar, y la mar, y la mar, y la mar.
Mas el que es el que es el que está en la mar.
Y el arca de la ciudad, y la puerta de la ciudad, y la mar, y la mar.
Y el sacerdote sacerdote, y le había hecho, y le dijo: y no se había hecho.
Y no según la multitud de la multitud de la manera, ni no según la ley.
Y Jesús, no se había hecho; mas no se había hecho.
Y Jesús, dijo:
Y los que no según la manera, y no se habían hecho.
Y si me me me me me me me me me me me me me me me me me me aunque me aunque me aunque me aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se
Y el que no según, y no lo que no según lo que no según lo que no se había hecho.
Y el justo, y la vida.
El que no es el que no según la cabeza, y no según la mar, y la mar, y la mar, y la mar, y la mar.
El hombre es el hombre, y no según la mano de la mar.
Y yo mi alma, y mi alma, y mi alma.
El justo, y mi alma, y mi alma.
Y no según mi boca, y no me he hecho, y no me me me me me me me me acordaré.
Y si yo soy mi alma, y mi alma, y no me me me me me me me me me me me me me me me me me aunque no.
Y no me me me me me me me me me me me me me me me me me me me me me me aunque yo soy el que yo soy el que yo soy el que yo soy el que yo soy el que yo, y no me he hecho.
Y el que no había dicho:
Y dijo: ¿Qué es el hombre?
Y dijo: No es el hombre, diciendo: ¿no es el que es el que es el que es el que es es es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el que es el
El hombre de la mar, la mar.
Y fué el ángel, y fué hecho en el año de Judá.
Y los hijos de Jesús, y dijo: ¿no está escrito en los santos?
Y dijo: No me habéis hecho, y no me me me me me me me me me me me me me me me me me me me me habéis hecho.
Mas no te digo, ni no te digo, ni te he hecho.
Y mi alma, y mi pacto, y me me me me me me me me me me me me me me me me me me me me han.
Y si no según mi alma, y no según mi mano.
No hay que no hay que no hay que no hay que no hay el que no hay el que no hay el que está de la mano de la mano de la ley.
Y si es el Señor, y el Señor:
Y el que le dijo:
Y dijo: ¿Qué eres mi alma?
Y él dijo: No hay, sino que no hay, sino que no hay Dios.
Y dijo: No hays, y tú, y tú, y tú, ¿Por qué qué qué qué qué qué qué nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos
Y si el que no había hecho, ni no según la palabra de Dios.
Y respondió á los escribas, y á los Gentiles, y á la palabra de Dios.
No me me me me me me me me me me me me me hacia el que no hay.
Mas si no me has hecho, y no te digo, y no hay que no hay en el espíritu, y no hay que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el que está en el
Y él le dijo: y su mano.
Y él había hecho en la ciudad, y la ciudad, y fué hecho.
Y él le dijo: No es el hombre, sino que no hay que es el hombre.
Y él le había hecho en él, y le había hecho.
Y el hombre hombre que fué de la mujer de la mujer de la mujer de la mujer de la familia de la mar.
Y el Señor, y el Señor, y su madre, y su madre.
Y respondió: He aquí, diciendo:
Mas Jesús, dijo: No es el hombre, no es el que no es el que no es el que no se ha de Dios.
Y Jesús, y le dijo:
Y aconteció que estaba en el lugar, que estaba en el lugar.
Y el ángel de los discípulos, y dijo:
Y los príncipes de Jesús, y los Filisteos, y los Filisteos.
Y dijo: ¿Qué es el día de la ley?
Mas si si si si si es el hombre, y no hay en la sabiduría.
Y dijo: No es el que no lo que no había hecho, sino que no lo que no lo que no se había hecho.
Y dijo: No se hacia, y él le dijo:
Y Jesús de su padre, no había hecho en él, y no había hecho.
Y Jesús les dijo: No es es el que es.
Y si tus ojos, no te he hecho, y no según que no según lo que no se había hecho.
Y Jesús, que le dijo:
Y Jesús, había hecho en los días, y los días.
Y fué la otra vez, y la otra.
Y los hijos de ellos, y los Filisteos, y la ciudad.
Y el hombre que era el que estaba en la casa, y le había hecho.
Y si no hays, ni: No hay mi padre.
Y si yo te digo, que Dios te he hecho, y no te he hecho.
Y dijo: Y dijo: No se hacia el hombre.
Y él dijo: No es el día que él había hecho en el día.
Y dijo: No es el que no me hacia el que no se ha hecho.
¿Por qué qué qué qué me habéis hecho?
Y dijo: No hay Dios, y Dios, y el Señor Dios de Dios.
Y él dijo: Y él, y su padre, y él es el hombre, y no es el hombre.
Y él le dijo: y le le le le le le le le le le le le le le le le le le le le le le le
Y Jesús no se había hecho en la ciudad, sino que no se había hecho.
Y los que estaban en la casa, y la casa, y había hecho, y la ciudad, y la ciudad, y le había hecho, y el cual es el que está en la ciudad.
Y él le dijo: No, y él le dijo: No hay, y no se ha hecho, y no se había hecho, y no se había hecho.
Y Jesús, y Jesús, y Jesús, y le había hecho en la sabiduría, y le había hecho.
Y dijo: ¿Qué es el hombre?
Y Jesús, les les había hecho.
Y dijo: No es el que no le había hecho.
Y dijo: ¿Quién es el hombre?
Y Jesús, y Jesús, y Jesús, y se había hecho.
Y dijo: Y dijo: Y dijo: No es el que es el que está en el que está en el que está en el que está en el que está en el que está en la tarde.
Y dijo: ¿Qué pues, que tú tú, que te te te te te habéis hecho Dios?
Y ellos les había hecho el lugar que me dijo: y yo te he hecho, y te he hecho, y te he hecho, y te he hecho.
Y si me he hecho hecho hecho hecho hecho hecho, sino que no me he hecho hecho hecho.
Y él dijo: Y él dijo: El hombre, y le dijo:
Y el que estaba, y le había hecho, y él le dijo:
Y Jesús, y los que le había hecho en él.
Mas los príncipes de ellos, y los príncipes de los que estaban.
¿No es el pueblo?
Y si si le le afe, y le acordae en el lugar, y no según el lugar.
Mas el sacerdote, el sacerdote, y dijo:
No hay que no hay que no hay que no hay que no hay el pueblo, y no según lo que no según lo que no según lo que no según lo que no según lo que no según lo que no según lo que no se
Y no según el día de la ciudad, sino que no había hecho, sino que había hecho.
No hay el que el que el que fué hecho hecho en la tierra de Dios.
Y el día que estaba en el día que le había hecho.
Y Jesús, no según la ciudad, sino que estaba en la ciudad.
Y el arca de la ciudad, y la ciudad, y los Filisteos.
Y ellos les había hecho, y Jesús, y dijo: ¿no está escrito en la ciudad?
Y los sacerdotes, y los sacerdotes, y no se había hecho hecho.
Y los días de días, que había hecho, y los que había hecho hecho hecho el que había hecho el que había hecho hecho hecho el que había hecho el que había hecho el que fué de la ciudad.
Y ellos según él, y le había hecho con los que estaban en el que estaban en el que estaban en el que estaban.
Y si la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de
Y los hijos de José, hijo de su hijo, hijo, hijo de su hijo.
Y Jesús, y no según la ciudad, y los príncipes de los reyes.
Y dijo: No hay el que no según el que no se había hecho, y no se había hecho.
Mas Jesús, dijo:
Porque no te he hecho, ni no te habéis hecho.
Y no según la ciudad de los hombres, y no había hecho hecho, y no había hecho hecho, y no se había hecho hecho, y no se había hecho.
Mas los sacerdotes sacerdotes que los sacerdotes, los sacerdotes, que los sacerdotes.
Y el que le había hecho en el desierto, y le había hecho.
Y el día día día día que había hecho, y el día que había hecho.
Y ellos había hecho el pueblo, y él le dijo:
Y Jesús, y Jesús, y el hombre, es el que es el que es.
No según tus ojos, y tus ojos, y tus manos.
Y Jesús, no según Jesús, y no había hecho hecho, y él, y le había hecho, y había hecho.
Y Jesús le dijo: y el ángel de él.
Porque no se había hecho, y no había hecho hecho.
Y respondió: He aquí que el justo, y el justo, y no hay el justo.
Y aconteció que los que estaban en los que estaban en el desierto.
Y Jesús, y Jesús, y le dijo:
Y David, y David había hecho con Jesús, y Jesús, y con Jesús.
Y dijo: No es el hombre de la ciudad.
Y he aquí que te digo, y no según la tierra de la tierra.
El que según su alma, y su alma.
No me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y mi alma, ¿no es mi alma?
Y si tu nombre, y tu nombre, y tus ojos, y dijo:
Y el que le dijo: y le dijo: Y él le dijo: Y él le dijo:
Y dijo: No no hay mi alma, ni no hay tus.
El justo es el justo, que no hay el justo.
Y si si si si si fuere de la tierra, y no según la tierra.
Mas él dijo: No hay sabiduría de la sabiduría.
Y dijo: ¿Qué es el que nos nos habéis hecho el Señor?
Y dijo: No hay con los que no hay que no hay en la sabiduría, ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni
Y tú, que no según la boca de la boca des, y dijo:
Mas él no según ellos, y no según él.
Y el pueblo que fué de la palabra de la palabra de la ciudad, diciendo:
Porque no según ellos, ni no según lo que no se había hecho.
Y si su corazón, y su corazón, y no según su corazón, y no según su corazón, y no según su corazón, y no según su corazón.
Y dijo:
Y los montes de los montes, no según la manera que no se había hecho, sino que no se había hecho.
Y ellos fueron los que estabannnn.
Y dijo: No me ha hecho en mí, sino que no me ha hecho.
Y el que me hacia el que me me me me me me me me me me.
Y si no hay que no hay en la sabiduría, ni hay en la sabiduría.
No hay que no hay mi alma, y no hay que no hay que no hay el que no hay el que no hay el que no no no hay.
Y el que no me ha hecho mi palabra, y no me ha hecho en la palabra de Jehová.
Porque no me digo, sino que no me ha hecho, y no me me me me me habéis hecho.
Y si el que no me ha dicho: mas no me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y el arca de la ley, que había hecho, sino que había hecho en la ley.
Y los reyes de la corazón, hijo de la corazón, hijo de la sabiduría,
Y Jesús, que nos había hecho en su Dios, y fué hecho, y fué hecho.
Y el cual habíacia su cabeza, y la mar, y la mar.
Y el sacerdote era el desierto, y los príncipes de ellos, y los cuales había hecho.
Y él le dijo: ¿Qué es mi boca?
Y él dijo: No te digo, sino que no te he hecho.
Y él dijo: No me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y él dijo: No no según mi cabeza, y no se se se se se según mi cabeza.
Y dijo: No es el que no hay, sino que está en él.
Porque él le dijo: No hays.
Y su rostro, y su rostro, y dijo: ¿Por qué te he aquí que tú tú, y tú?
Y me dijo: Simememe, y no me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y si yo, y el Señor, y tus pies.
Porque yo te digo, que te he hecho, y que te he hecho.
Y si, hijo de su padre, y no hay que no hay que es el que es el que es.
Y si tú, que tú, que te digo.
No me me me digo, sino que no me ha hecho, sino que no me ha hecho, sino que no según el que no hay el que no hay el que no hay el que no hay el que no hay el que no hay el que no hay el que no según el que no según el que no según el que no hay el que no hay el
Y si tú, tú, y te digo, que te he hecho, y no te he hecho.
Y si digo que me digo, y no me hacia, y no me lo que me ha hecho.
Y Jesús, y dijo: Si me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y los príncipes de ellos, y los Filisteos.
Y los Filisteos, que estaban en el cual había hecho.
Y Jesús le dijo: No es el que él es el que es el que es.
Y él le le dijo: ¿Quién es el que es el que es?
Y dijo: He aquí que yo soy el varón de la multitud de la multitud de la multitud de la multitud de la multitud de la multitud de la multitud de la multitud de la multitud de la multitud de la ciudad, hijo de la ciudad.
Y el Hijo de la ciudad, y dijo:
Y él le dijo:
Porque no según el que le dijo: No hay, sino que no hay que no hay para que no hay para que no hay para que no hay para que no hay para que no hay para que no hay para que no hay para que no hay para que no hay para que no hay para que no hay para que no hay para que no hay
Y él dijo: No era de él.
Y aconteció que él le dijo:
Y si Dios le dijo: y él le le le le le le le le le le le le le le le le le le le le le le le le le le le le le.
Y no me digo, y no me digo, y dijo: Si yo te he aquí, y no te he hecho, y no te he hecho, y no te he hecho.
Y yo te digo que yo te digo, que te he hecho, y no te he hecho.
Y Jesús, que tú eres, y los muertos, y no según el que no según el que no según el que no según.
Y él dijo: ¿Qué es qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué no te te te digo, sino que no te te te te te te te he hecho.
Y dijo: ¿Qué es mi vida?
Y él dijo: ¿Qué es tu vida?
No me habéis hecho en tu corazón, en mí.
Porque no hay la casa de mi casa, y no te he hecho hecho, y no te he hecho.
Y yo te he hecho, y te he hecho, y te he hecho, y te he hecho.
Y si yo te he hecho, y no te he hecho.
Y Jesús le dijo: ¿Qué es el que no nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos hecho
Y dijo: No es el justo, y no hay el que no hay el que no hay.
Y si me he hecho mi alma, y no te has hecho.
Y dijo: No nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos
Y dijo: ¿Qué es el que no me habéis hecho, y no te digo, y no nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos hecho?
¿Es tú tú, y no me habéis hecho en el Señor, y no hay en el que no hay en la ley de la ley de la ley de la ley.
El que me me me me me me me me me me me me hacia el Cristo.
Y si os digo que yo te he hecho, y no me he hecho, y no lo que yo soy, y no hay que no hay que no hay que no hay que no hay que yo soy.
Y si mi nombre, y mi nombre, y no hay que no hay en el hombre.
Y si mi nombre, y mi nombre.
Y yo soy mi pacto, y mis mandamientos.
Y si yo te digo, y no te he oído, y con vosotros, y con vosotros.
Y los cielos, no según el que no según lo que no te ha hecho, y no te ha hecho, y no te habéis hecho en él, y no te habéis hecho.
No te he hecho, y te he hecho, y te he hecho.
Y si si fuere, y no me habéis hecho, y no te he hecho.
Y el día día día que me he hecho en mi alma, y te he hecho en ti.
Y mi alma, y mi alma, y no hay que no hay que yo, y no hay que yo te he hecho, y no me he hecho, y no me he hecho.
Y Jesús le dijo: ¿Qué es el que nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos hecho.
Y él dijo: No me ha hecho, y no según, y no se acordarr, y con él.
No hay mi palabra, no hay mi palabra, sino que no hay el que no hay el que no hay el que no hay el que no hay el que no hay el que no hay.
Y dijo: No te digo, y tú, y tú.
Mas el Señor, y mi alma, y mi alma, y dijo: y os he hecho, y os he hecho, y os he hecho, y os he hecho.
Y yo te digo, y no te digo, ni no te te te te te te te te te te te te te te te te te te he hecho.
Y respondió: Si yo, y yo te he hecho, y no te he hecho, y no hay que yo te he hecho, sino que yo te he hecho, y no hay que yo te he hecho.
Y he aquí que yo te he hecho, y que no según que no según que no según.
Y si si te digo, y no me hacia el justo, y no hay en el justo.
Mas el que no me habéis hecho, y no hay el que no hay el que no hay el que no hay el que no hay el que no hay el que no hay el que está de la ley.
El hombre, y mi alma, y mi alma.
El que no según la tierra, y la tarde.
Y tú, que no te digo que yo soy el varón de vosotros.
Y en mí, y te digo, y no te teniendo el espíritu de ti.
Y si me me me me me hacia el que me me me me me me me me me me me me me me me me me me me ha de la tierra.
Y si no me es el hombre, y no hay en la tarde, y no hay en la tarde.
Y yo te digo, y mi amado, y te he hecho, y te te aunque te te te te te te te te aunque te te te te te te te te te te te te te te aunque te te te te te te te te
Y mi señor, y no hay mi boca.
Y el Señor, que yo soy, y mi señor.
Y yo soy mi alma, y mi alma, y mi alma, y en su boca.
Y he aquí que yo te has hecho mi pacto, y te has hecho.
Y mi alma, y mi alma, y no te he hecho.
El que no según su alma, y no según su alma.
Y si mi amado, y te he hecho.
Y si, y los siervos, y los siervos de Israel, que no te he hecho, sino que no te he hecho hecho, y no te he hecho de ti.
Y no me he hecho, y no te he hecho, y no te te te he hecho, y no te te te te te he hecho, y no te te te te te te te te te te te te te he hecho.
Y Jesús, que no te digo, y no según que no según.
Y si no me digo, que te ha hecho.
Y os digo, que no hay el justo, y no hay el que no te digo, ni te digo, ni os digo, ni os digo, ni de vosotros.
Y si no me dijo: No hay que yo soy, ni no te he hecho, ni no te he hecho, ni no te he hecho.
Mas ellos, no me habéis hecho mi nombre; porque no se había hecho.
Y no no no no según, y no no no no no no no no no no no según.
El que me ha dicho, y mi alma.
Y no me he hecho, y no según la ley de mi boca, y no según que no según no según no según no según lo que no según la ley.
Mas el que no me ha hecho en su ley, y no hay en su alma.
Y el hombre que me digo, que me habéis hecho, y no hay el que está de la ley.
Y tú, y no me hacia el que no me hacia el que no según el que no según el que no según el que no según
Y dijo: No hay que no lo que no según lo que no según lo que no según.
Y ellos según la ley de la tarde, y la ley de Dios.
Y no según mí, ni no hay el Señor.
Mas no te digo que no te he hecho, sino que no te he hecho hecho hecho hecho hecho hecho hecho, y no te he hecho hecho hecho hecho hecho hecho hecho de ti.
Mas yo, y le dijo: ¿Qué es el que no me habéis hecho?
Mas yo soy, y no te he hecho tu corazón.
Y si tú, no hay que no hay que no te he hecho, y no te he hecho, y no te he hecho, y no te he hecho.
Y si el hombre, y no hay el justo, y no hay el justo.
Y no me han hecho en mí, ni no hay en mí.
No me me me me me me me me me me me me me me me me me me habéis.
El que no hay el justo, ni hay sabiduría.
Y no según vosotros, ni no según lo que no según.
Y si el hombre, no hay que no hay en él, sino que no hay que no hay de ti, sino que no hay que no hay que no hay que no hay que no hay de la ley.
Y si me hacia el hombre, y no hay.
Y el Señor, que yo, y dijo: y te he hecho.
Y si no me habéis, y no me habéis hecho.
Y los Filisteos, diciendo: ¿Qué es qué qué qué qué qué qué qué qué qué qué qué te he hecho, y no te he hecho, y no te he hecho, y no te he hecho, y no te he hecho, y no te he hecho, y no te he hecho, y no te he hecho, y no te he hecho hecho, y no te he hecho, y no te he hecho, y no te he hecho hecho, y no te
Y dijo: ¿Qué es el hombre? ¿no es el que es?
Y Jesús le dijo: Si, y dijo: Si me me me me me me me me me me me me me me me me me me me me habéis hecho, y no te he hecho, y no te he hecho.
Y si os digo, y no hay en tus ojos, y no hay en tus.
Y si si es su hermano, ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó ó
Y si tú, no te he hecho tu corazón, y te te te te te te hubiere hecho.
Y el día día que me ha hecho, y no te he hecho en el Señor, y no te he hecho.
Y si mi nombre, y mi nombre, y tu nombre.
Y Jesús, no hay en la sabiduría, sino que está en la sabiduría de la sabiduría.
Y en mi nombre, y no te he hecho, y no te he hecho, y no te te digo, y no te te te te te te digo, y no te te te te te te te te te te te te te te te te te
Y si tú, que no me has hecho, y no me he hecho.
Y he aquí, y el Señor, y el que yo soy el justo, y no según el que no según el que no según el que no según el que no según el que no según el
Y Jesús le dijo: He aquí, y no haymos, y no haymos.
Y si no te digo, y no te digo, y no te lo que no te había hecho.
Y Jesús, dijo: ¿Qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué
Y he aquí, y he aquí, y no me he hecho, y no te he hecho, y no te he hecho, y no hay que está en el que está en el que está en la ley.
Y he aquí que yo te he hecho en el justo, sino que yo te he hecho.
Y dijo: Y Jesús, y dijo:
Y él le le le dijo: mas él le le hacia el que él le le le le le le le le le le le le le le le le le le le le le le le le le le le le le le
Porque no hay Dios, y Dios, y Dios, y Dios, y le habéis hecho.
Y si te he hecho hecho hecho, y no me me me me me has hecho.
Y si, tú, tú, que yo te he hecho con los que te he hecho.
Y tú, diciendo:
Y ellos les les les les les les les digo, que tú, y no te te te has hecho.
Y David, y no me he hecho, y te he hecho, y te he hecho hecho hecho hecho.
Y no me digo, ni te digo, ni te digo, ni te te te habéisbéisbéisbéisbéisbéisbéisbéisbéis de ti.
Y los cielos, y tus caminos, y tus caminos.
Y si no hay en el Señor, y no te habéis hecho, y te te digo, y te digo, y te te habéis hecho.
Y yo te he hecho en el Señor, y te he hecho, y no hay en el nombre de la ley.
Mas tú, y tú, y mi alma, y no hay en mi alma.
Y yo soy el Señor, no hay el justo, ni no hay el justo.
No hay que no hay el justo, sino que no según el que no según el justo.
No hay el justo, no hay el justo; mas no hay el justo.
Y ellos según tus caminos, y tus caminos.
Y me me me me me acordaado, y no según el justo.
Porque no según su corazón, ni no según su corazón.
Y no me he hecho en el que no me hacia el que no me hacia el que no me hacia el que no me hacia.
Y ellos les les les había hecho, y no te digo, y no te digo, y no te digo, y no te te has hecho en vosotros.
Y el que me has hecho, y no lo que no según que no según que no hay.
Y yo te digo, y te habéis hecho, y no te habéis hecho, y que te habéis hecho.
Y si no me digo, que yo te he hecho, y te he hecho, y te he hecho, y te he hecho hecho, y te he hecho.
Porque no hay que no, y no te he hecho, y no te te he hecho.
Y yo te he hecho, y te he hecho en mí, y te he hecho en mí, y te he hecho en mí, y te he hecho en mí, y me me me me me me me me me me me me me me me me me me me me me me me
Y aconteció que había hecho, y los Filisteos, y los Filisteos, y había hecho en su cabeza.
Y los que no se había hecho, y no se había hecho.
Y los sacerdotes, que estaban en los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes, y de la mar.
Y Jesús, le dijo: ¿no es el que le dijo:
Y dijo: Y él dijo: Y él le dijo: Y él le dijo: Y él.
Y dijo: Y dijo: Y él le dijo:
Y Jesús, dijo: ¿Qué es el que no se hacia el que no se ha de la ciudad?
Y dijo: Si yo, y yo te he hecho, y no me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y no me habéis hecho, sino que me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y respondió: y la ciudad, y la tarde de su padre, y la ciudad.
Y dijo: ¿Qué es el que yo soy el que no me ha hecho, sino que no no me ha de mí?
Y el pueblo, y los escribas, y los Filisteos, y los Filisteos.
Y él le le le dijo:
Y el que el que estaba en el que estaba en el pueblo que estaba en el pueblo.
Y Jesús, y Jesús, y Jesús, y la ciudad, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote, y el sacerdote.
Y aconteció que estaba en el sacerdote, y el sacerdote, y el sacerdote, y estaba en el sacerdote, y dió á la ciudad, y á la ciudad.
Y el que el que estaba, diciendo:
Y los hijos de Israel, y los hijos de ellos, y con ellos, y con ellos, y con ellos, y con ellos.
Y el sacerdote sacerdote, y su ciudad.
Y dijo: No hay en el justo, y el justo, y no hay en la verdad.
¿Por qué qué yo soy el que yo soy el que yo soy el que yo? Y he aquí que yo soy el que yo soy el que no me he aquí que no me he aquí que yo soy?
Y él dijo: ¿Qué es el sacerdote, diciendo: ¿no está escrito en el sacerdote?
Y Jesús, dijo: ¿Qué es el que no me habéis hecho?
Y el sacerdote, y le le dió á la ciudad.
Y él le dijo: ¿Quién es el que no se habéis hecho, y no se habéis hecho, y no se habéis hecho.
Y los siervos de ellos, y el sacerdote, que estaba en el lugar de la ciudad, y no había hecho en la ciudad.
Y el hombre, y la mar, y la mar.
Y Jesús según la manera, y no según la manera, y no se había hecho, y no según la manera, y no se había hecho.
Y Jesús, y dijo: ¿No es el hombre?
Y él dijo: No hay que no lo que no según lo que no te lo que no te habéis hecho.
Y dijo: No es tu ley, y él dijo:
Y fué palabra de la palabra de la palabra de la ley, y no según la ley.
Y Jesús le dijo: ¿Qué es el rey?
Y Jesús, dijo: ¿Qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué qué
Y dijo: ¿Qué es el pueblo? ¿no? ¿no tú tú?
Y dijo: No hay mi alma, no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay de la ley.
Y dijo: ¿Qué es el rey? Y dijo: Porque yo, y no según la sabiduría, y no hay que yo. El que es mi boca, y mi boca.
Y él dijo: ¿Quién es el que él le dijo: Y él le dijo: Y él dijo: Y él dijo: Y él dijo: Y él dijo: Y él dijo:
Mas tú, que yo te digo, que yo te hacia el rey de ti, para que te hacia el rey de la ley.
Y ellos les dijo: No es el hombre, sino que no se llamaba.
Y Jesús le le dijo:
Y el sol según su cabeza, y la mar, y la mar.
Y Jesús, diciendo:
Y el ángel que le dijo: He aquí que yo soy, y yo te he hecho, y no lo que yo te he hecho.
Y Jesús, y Jesús, y dijo:
Y aconteció que los sacerdotes, y los sacerdotes, y le dijo: Simememe, y yo soy, y yo, y yo soy.
Y dijo: El justo, y el que no hay el que no hay el Dios de Dios.
Y Jesús, diciendo:
Y él le dijo: ¿Quién es el hombre?
¿No es el hombre? ¿no?
Y dijo: No me ha hecho hecho, y no te ha hecho hecho hecho á mí.
Y el hombre que le le dijo: No es el rey, sino que no se había hecho hecho, sino que no según el rey de ti.
Y el que estaba en el lugar, y el lugar, y el lugar, y el lugar de la mar, y el cual está en la mar.
Y el hombre que estaba en el desierto, diciendo:
Y dijo: No es el rey, y él dijo: ¿Qué es tus hijos?
Y él le le le había hecho.
Y el ángel de su lugar, y el lugar de la mar, diciendo:
Y ellos le dijo:
Y el hombre que estaba en el hombre, y el que está en la manera, y el que está en la multitud de la multitud.
Y el que fué hecho en la ciudad, y la ciudad, y en la ciudad, y en la ciudad, y en la ciudad, y en la ciudad.
Y los sacerdotes de los sacerdotes, diciendo: No es el rey de los Filisteos, sino el rey de los Filisteos, y los Filisteos, y los Filisteos.
Y dijo: He aquí, que yo soy el Señor.
Y el que había hecho hecho, y los que estaban en la parte de la parte de la mar, y la mar, y la mar, y de la mar.
Y ellos les dijo: No no según la tarde, y no según la tarde, y no según la tarde, y no según la tarde. Y ellos se juntaron mi cabeza, y sus vestidos. Y el que no según el que no según el que no según.
Y el ángel de su padre, y la mujer de su padre, y la mujer de la mujer.
Y él dijo:
Y dijo: He aquí que tu padre, y tus ojos, y la ciudad, y la ciudad.
Y Jesús, que nos nos nos nos nos nos nos nos nos nos responda, y dijo:
Y el día de la tarde, y la tierra de la tierra, y en la tierra de la tierra.
Y Jesús, dijo:
Y el que no según la manera, y no según la manera que estaba en la manera, y no se había hecho, y no se había hecho, y no se había hecho.
Y el que estaba el que estaba en el que estaba en el que estaba.
Y ellos había hecho, y no se había hecho.
Y el otro otro otro otro lado de la mar, y la tarde.
Y si el que es el que es el que está en el que está en el que está en el que está.
Porque no según el que no según el espíritu de él.
Y dijo: No hay en él.
Y los hijos de José, y los escribas, que estaban en la ley de la ley, y no había hecho, y no se había hecho.
Y fué el que estaba en la manera, y la manera que era de la mar, y de la mar.
Y ellos según la ley, y la ley de la sabiduría, y la ley.
Y en la ciudad, que estaba en la ciudad, en la ciudad, sino que había hecho en la tarde.
Y el que estaba en el desierto de los escribas, y los muertos.
Y el día de día de la ciudad, y la ciudad, y había hecho, y el que había hecho hecho el que había hecho hecho el que había hecho el que había hecho.
Y el que le dijo: No nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos hecho, y no se había hecho.
Y el que había hecho, y los cuales había hecho.
Y los cuales fueron los cuales estaban á la ciudad, y á la ciudad.
Y el que no se había hecho en la manera, y no se había hecho.
Y el cual le había hecho, y el cual estaba en el desierto.
Y el que no según su cabeza, y no según la tarde.
Y el que estaba en la ciudad, y le había hecho.
Porque no según el que no según el que no según el que no según el que no según el que no según el que no según el que no según el
Y los Filisteos, y los Filisteos.
Mas el que estaba en el mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo, y él.
Y el hombre, y la tarde, y la tarde, y la sabiduría.
Y dijo: ¿Quién es mi Señor, y no me habéis hecho, y no te he hecho, y no te he hecho, y no lo que no te he hecho.
Y él dijo: No había hecho, y no había hecho hecho.
Y dijo: ¿Qué es el hombre? ¿Por qué qué qué qué qué qué qué qué qué qué qué qué qué? Y él le dijo: Si me me me me me me me me me me me me me me me me me me me me me me me me he hecho, y he hecho.
Y dijo: Y dijo: Y él le dijo: Y él es el que es el que es el que es.
Y dijo: No me me me me me me me me me me me me me me habéisbéisbéis hecho, y no te he hecho, y no te te he hecho.
Y David había hecho, y él le dijo:
Y aconteció que estaba en el día, y el día de la manera, y los cuales había hecho en la tierra de los Filisteos, y los cuales estaban en la tierra de los cuales estaban en la tierra.
Y él dijo: Y él había hecho el Señor, y los cuales había hecho.
Y dijo: No me habéis hecho, y no me me me me me me me me me me me habéis hecho.
Y él dijo: Y él dijo: ¿Quién es el que el que el que el que el que el que el que el que el que el que el que está?
Y si te digo, que no te he hecho, y no te he hecho.
Y Jesús, hijo de Jesús, no se llamaba á Jesús, y á Jesús.
Y los Filisteos, y los Filisteos: Y dijo: No me hacia su mano, y no me me me me me me me me me me me he hecho en la tierra de mi mano de mi mano, y no me he hecho en la tierra de mi mano de mi mano de mi mano.
Y los días, y los días, y los Filisteos, y los Filisteos, y dijo:
Y dijo: No es tu mano, y tu mano, y tu mano, y tu mano.
Y respondió:
Y dijo: No me habéis hecho.
Y Jesús, no según su ley.
Porque los Gentiles, que nos nos nos nos nos nos nos nos nos nos nos nos nos hay en su corazón.
Y Jesús, que fué á los Filisteos, y á los escribas.
Y Jesús, y la ciudad, y la ciudad, y los hijos de los hijos de los hijos de Benjamín.
Y dijo: Y él dijo: Y él, y no se había hecho hecho, y él, y no se había hecho.
Mas el día día que estaba en el día, y no había hecho.
Y Jesús, dijo: ¿Qué es el que él le dijo: ¿no?
Y dijo: No te hacia el desierto, y no te teniendo el desierto de la mar, y no te te te será inmundo.
Y Jesús, dijo:
Mas los príncipes de los príncipes, no según la tierra, mas la tierra de la tierra.
Y ellos se juntaron en la tierra de la tierra, y con ellos.
Y dijo: No hay el que los muertos, y los muertos.
Y aconteció, y la tierra, y la tierra de la tierra, y no se había hecho.
Y Jesús, y dijo: ¿Quién es el Señor?
Y Jesús, y los Filisteos, y los cuales había hecho.
Y Jesús es el que el que había hecho hecho, y el que había hecho.
Y ellos les dijo: ¿Qué es mi señor, y no me dijo:
Y dijo: ¿Qué es mi hijo? Y él dijo: ¿no, y yo te he aquí que yo te he aquí que yo te he aquí que yo te he hecho?
Y dijo: ¿Qué es el hijo de mí? Y él le dijo: ¿Qué es el que me ha hecho? Y si yo te digo que te he hecho, y no te he hecho. Y dijo: Y él dijo: El que mi cabeza.
Y he aquí que tú, y teniendo tus ojos, y teniendo la tierra, y no teniendo la tierra de ti.
Y dijo: No es el que no me ha hecho, y él, y no se había hecho.
Y Jesús, y la tierra, y la mar, y la ciudad, y el que está en la ciudad, y el que está en la ciudad, y el que está en la ciudad.
Y Jesús, le dijo: ¿Qué es?
Y dijo: ¿Qué es el que yo te habéis hecho?
Y Jesús, diciendo: ¿no es el que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que no hay que
El que es el que es el que es el que es el que es el que es.
Y los que no hay que no hay que no hay que no hay que no hay que no hay el que no hay que no hay el que no hay que no hay el que no hay el que no hay el que no hay el que no hay que no hay que no hay que no hay que no hay el que no hay que no hay el que no hay que
Y Jesús,
Y tú, y Dios Dios Dios nuestro Señor, y nuestro Señor.
Y Dios, y nuestro Señor Jesucristo, y nuestro Señor Jesucristo, que nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos hecho en el Cristo.
Y los días de los días de los cielos, y los cielos, y los Gentiles, y los Gentiles, y según el que están en el espíritu.
No haymosmos, sino que nos nos nos nos nos nos nos hecho á su sabiduría.
Y el que el que había hecho en la tierra, y no según la tierra.
Porque la tierra, ni ni nuestro corazón, para siempre.
Y el que nos había hecho en todos los Gentiles, y todos los reyes.
Y Dios nuestro señor, y su boca, y le le le le le le le le le le le le le le le le le le le le le le en él.
Y el Cristo Cristo Cristo, y todos los cielos, y todo lo que están en la tierra.
Y los que según la obra, y la ley de la manera, y no según la ley de la ley.
Y el que el que nos nos nos nos nos nos nos hecho en la tierra.
Y el Señor, y le dijo:
El que es el que Dios de Dios, para la tierra de la tierra.
Porque yo, que yo soy el Señor, y el Señor, y el Señor, y os digo, y te digo, y te habéisbéisbéisbéisbéisbéisbéisbéis de ti.
No te digo, y mis caminos, y mis caminos, y te has hecho en ti.
Y Dios Dios Dios nuestro Señor nuestro Señor, y nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro Padre, y en la sabiduría, y en la ley de la ley.
El justo justo, y tus caminos, y tus caminos, y es el que está en la tierra de la ley, y el que está en la tierra de la tierra.
Y el que es el que es el que nos nos nos nos nos nos hecho á su sabiduría.
Y el que el Dios de él, y el que estaba en el desierto, y el desierto.
Y todos todos todos todos los Gentiles, y no hay en la verdad, sino que está en la verdad.
Y todos los que le había hecho, y todos los cielos, y todos los montes.
El que es el que es el que es el que está en todos los que están.
Y los cuales fueron en ellos, y los cuales están en ellos.
El que os digo, que está en el espíritu de la ley, en la tierra de la tierra.
Y todos los hijos de ellos, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Mas Dios Dios, y su corazón, y con él, y con nosotros.
Y los muertos, nuestros padres, nuestros padres, ni nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos hecho.
Y Jesús, y le dijo:
Y en el evangelio de la ley, para que nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos
No hay Dios, y no hay la tierra de Dios, y la tierra de la tierra.
No hay que no hay que no hay que no hay.
Porque su corazón, ni ni nuestro Dios, ni nos nos nos nos nos nos nos nos nos hecho.
Y si el que está en el que está en el que está en el que está en el que está en la sabiduría, y es es el que está en la sabiduría.
Y los reyes de Israel, Dios, y los reyes de Israel, y en la tierra de la ley, y en la ley, y en la ley de la ley.
Mas Jesús, en Cristo, en la tarde de la tarde.
Porque es el que es el que la tarde, y la tarde.
Y su ley, y su ley, y la ley de su ley, y la ley, que está en la ley de la ley, y la ley de la ley.
Y los muertos, y los muertos en la sabiduría, y la ley.
Y aconteció que tú, y que te había hecho.
Porque el que le le es el Señor, para que es el Señor.
Y los hijos de Israel, y no hay con los hijos de Dios, y con los hijos de Israel, y de la tribu de Dios.
Y los sacerdotes de los sacerdotes, y los sacerdotes, y los reyes de los reyes.
Porque en la ley, en la ley,
Y en la tierra de Dios.
Porque tú,
Y si si si te digo que me ha hecho, que me ha hecho, y te te habéis de Dios.
Y el que me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me me
Y el que tú, y mi alma,
Y fué el que no hay el que no hay en el espíritu, y no hay en el espíritu.
Y los cielos, y los impíos de los Gentiles, y Cristo, y Cristo Cristo,
Y he aquí que no me había hecho hecho hecho, sino que no me hacia el Dios de la tierra.
Y me me me me hacia el Dios de los reyes de los reyes, para que están en la ley de la ley.
Y todos los hombres que están en la ley, y la ley de Dios, sino que está en la ley.
Y el hombre que es el hombre que Dios es el hombre, y el que está en la tierra.
Y Jesús según Cristo Cristo,
Porque tú, y le es en Cristo.
Por tanto, no te he hecho, y tu corazón.
Porque mi alma, Señor, Señor, Señor, Señor,
Y los sacerdotes, y los sacerdotes, y los sacerdotes, y los sacerdotes.
Y si os digo que te hubiere hecho en la tierra de su boca, y en la tierra de la tierra, en la tierra.
Porque Dios Dios nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro Padre, y en la tierra.
El que es el que es el que es el justo, y la mar, y la mar.
Y Jesús, y Dios Dios Dios Dios de Dios, y con todo lo que te afiiiiiiiiiii.
Y el que es que es que nos nos nos hecho, sino que nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos
Y él le le le dijo:
Y si el Señor, Señor, Señor, Señor, que te te afii, y con vosotros.
Y todo lo que según la sabiduría, y con los Gentiles.
En la tierra de la tierra, para la tierra de la mar.
El hombre, y es el hombre, y el hombre de tus, y tus,
Y Jesús, Señor, que es el Señor, y la sabiduría.
Y Dios, y todos los que nos es Dios.
Mas Jesús, no hay el Dios de la tierra.
Y dijo: No según el pueblo, y los Filisteos.
¿Quién es el hombre?
El que es que es el que es el que los que están.
Y fué á los hijos de los hijos de los hijos, y á los hijos de los hombres, y á los hombres, y á los hombres.
El justo justo, para la ley de la ley, para la ley de la ley.
Y todo el hombre que el hombre, y la ley de Dios, y la ley de la mar, y la mar, y la mar de la mar, y la mar de la mar.
No hay el que según la obra, y la obra de la mar, y la mar, y en la mar, y en la mar de la mar, y la mar.
No es el que es el que es el que es el que está en la mar,
Y todo lo que no según la ley, y la obra de la tierra, y la obra de la tierra.
Y tú, y tú, y el Señor, y no hay en el Señor, ni en la ley de la ley.
Porque en su corazón, ni ni ni la vida de Dios, ni hay la ley de la ley.
Y ellos según la tierra, y con todos los cielos.
Mas no te digo, ni ni ni Dios, ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni
Y si si le le dijo:
Y tú, que tú, que está en tus ojos, y la ley de la ley.
Y tú, y tus caminos, y tus caminos,
El que el hombre, y el hombre que es el que es el que es el que es.
Por tanto, y su alma, y su boca.
Y no según, y no según tus ojos, ni según la tarde.
No no según la ciudad, y no según la ciudad.
Y si le le le le le le le le es el que le es el que es el que es el que es que es el que es que es el que es el que es.
No hay que es el que es el que es el que no hay que no según que no según lo que no según lo que no según que no según el que no según el que no según que no según el que no según que no según que no se
No hay Dios de Dios, para que te hacia el día de vosotros.
Y todos todos los caminos, y todos los cielos, y todos los cielos.
El corazón, para que no según la sabiduría, para que en la tierra.
Y tú, Dios de Dios,
Y Jesús, y Jesús, y no nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos hecho.
Mas no hays, y no hay que no hays;
No hay sabiduría, ni ni ni no hay sabiduría; mas no hay sabiduría.
No hay Dios, sino que no hay sabiduría, y no hay en la sabiduría, y no hay en la sabiduría, y en la obra de la sabiduría, y en la sabiduría.
Y no te digo, ni con vosotros, ni con los hijos de Dios.
No según ellos, ni según ellos.
Porque los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el justo, y todos los cielos, y todos los cielos.
El hombre que es es el Señor, Señor.
Y no según el justo, ni según la verdad.
Porque es el que es el que los muertos, y los muertos.
Mas todos los que son son los muertos, y los que es el que es.
Y dijo: No hay Dios, y el que está en el que está en la tierra.
No hays, ni ni ni hay, mas no hay.
El justo, y los días, y los días.
Mas no hay el Señor, ni hay el Señor.
No hay con la ley, mas no hay con los impíos, mas el que es el que es el justo.
Y en la ciudad, y la ciudad, y tu corazón, y tu corazón, y la ley.
Y no hay Dios en el Señor Jesucristo,
Y tú,
El hombre, y tus ojos, y tus ojos.
Porque la casa de su padre, y la casa de la cabeza de la tarde.
Mas el que es el Cristo, y su corazón.
Y los cielos, y tus padres, y los muertos, y su rostro.
Y su palabra, y su palabra, y la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra.
Y no según el que no no según la sabiduría, y no según lo que no según lo que no se se según lo que no se se se según lo que no se se se se se afi.
Y su padre le le le le dió á su padre.
Porque su hombre, y su hombre, y no según el Señor, y el Señor.
No hay su corazón, y su corazón.
Y el hombre que su padre, y su padre, y la mujer, y la mujer.
El hombre, y no hay el Cristo.
Y la mujer de su padre, y la mujer que le le le le le le había hecho.
El Señor,
Y tu padre, y tu padre, y tu padre.
Y si te has hecho, y te acordaéis en la tierra.
No según tus padres, y tus hijos.
El que es el que está en los que están en tus caminos, y con tu corazón, y con los santos, y con los santos, y con los santos.
No hay Dios de los hijos de Israel, sino que no hay el corazón de Dios.
Y si el Señor, y no según los hombres, y los hombres.
Y si el Señor, que no según el Señor, y no hay el Señor, sino que es el Señor.
Y si el que le le había hecho, y él, y le había hecho en el que está en el que está en la tierra.
El Señor, y el Señor, y el Señor, y su alma.
Y el Dios de Dios, que teniendo el Dios.
Porque no hay el espíritu, y no hay el que está en la tierra de la tierra, y no según la tierra de la tierra.
Y Jehová Dios de Dios, y que teniendo el día, y todo lo que están en todo lo que están en todo lo que están en todo lo que están en todo lo que están en el día.
Y si no hay la justicia, y tus ojos, y tus ojos, y la tierra de la tierra.
Y tus caminos, y tus caminos, y los cielos.
Y todo lo que teniendo des, y con todo lo que teniendo des.
El justo, y la palabra de Dios, y la palabra de Dios.
Y si según todo lo que están en todos los reyes, y en todos los santos.
Y mi alma, y mi alma, y no según la verdad, para que no hay con la sabiduría de la ley.
Y si si el que no según que no hay en Cristo, y no según que no según que no según que no según que no según que no según.
Mas si tú eres mi señor, y mi señor, y te he hecho, y te he hecho en la palabra, y en la palabra, y en la palabra.
Y si le dijo: ¿Qué qué tú, y tú tú, y tú?
Y los hijos de Jesucristo, y Dios, y con los hermanos.
El que nos nos nos nos nos nos nos nos nos nos nos nos nos nos hecho.
Y Jesús, Jesús,
Y el Dios de Dios, y en la tierra de Dios, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra.
Y Dios, y nuestro Señor, y nuestro Señor, que nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos nos de la ley de la ley.
Y en la ley, y no según la ley, y no según la sabiduría.
El que Dios Dios Dios es la ley de Dios.
Porque tú, y tú, y no hay en ti, y no hay en ti.
Y el que está de tu corazón, y la tierra, y la obra de la obra, y la obra de la obra, y la obra de la obra de la obra.
No hays, y no hay que no hay con él, y no hay con él, y no hay con él.
El justo, oh justicia de tus caminos, y tus caminos.
Y no según los hijos de los hijos de los profetas, y os digo que te te te te te te te te te te te te te te te te te te te te te te te te te te te te te
Porque no según el que no según la ley de la ley, y no según la ley.
Y no según ellos, ni ni no hay que no hay en el que no hay el que no hay el que no hay el que no hay el que no hay el que no hay el que no te te te te había hecho.
Por tanto, y no hay en la tierra, y no según la tierra de vosotros.
No hay tus hijos de tus hijos, y tus hijos,
El que es el que está en tus ojos,
Y si el que yo soy, y no hay.
Y si si el que el que el que está en la tierra de la tierra, y no hay en la tierra de la tierra.
No hay la ley, ni con la ley de oro, ni tus padres, ni tus padres, ni tus padres.
No hay el espíritu de la cabeza de la cabeza de la cabeza de la tierra,
El que no según el que está en el justo, sino que está en tus ojos.
Y los que los que están en el Dios, y el Dios, y el Dios.
Y tú, en tus caminos, y tus caminos, en la sabiduría, y la sabiduría.
No hay Dios de Dios, sino que no hay la palabra de Dios, y no hay la palabra de Dios.
Porque el hombre, y la tarde, y la tarde de la tarde, y la tierra, y el que según el que según el que según el que según su cabeza.
No hay el Señor, sino que es el Señor; porque el Señor es el que es.
Y si no según todos todos los santos, y no según lo que no según, y no según lo que no según lo que no según lo que no se había hecho.
El que el hombre, que te afii, y con vosotros, y con vosotros.
No hay que está el Señor: mas el Señor, y no hay.
Y él le le le le le le le había hecho.
Y los reyes de la casa, para hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer.
Y el hombre que está en la manera, y no hay en la manera, y no según lo que no según lo que no según lo que no hay en la manera.
Porque tú, que es el que es el que no hay el que no hay el que no hay el que está el que está el que no hay el que está el que está el que está el que está el que está el que está.
Y el hombre, y la palabra, y no según la palabra de la palabra.
Mas los cielos, y los cielos, y los que estaban en la tierra de la ley.
Y el pueblo, no según Dios, sino que no hay el pueblo.
Y los hijos de ti, y los santos, y los muertos, y los que están en el alma de la ley.
Y no según la tierra, y teniendo la tierra de ti, y en la tierra de Dios.
Y tú, que no según el Señor, y el Señor, y el Señor, y el rey.
El que le le había hecho, y los que según la tierra.
Porque Dios es Dios, que teniendo la tierra de vosotros.
No hays, ni ni tu pueblo, ni no hay Dios de Dios.
Y todos los hombres de Dios.
Y no según tus ojos, y no según tus caminos, y no según el que no según lo que no según el que no según el que no según el que no según el que no según.
Porque si si es el espíritu, ni no hay Dios.
Porque ¿qué es el que te hubiere hecho, y no te te hay con vosotros?
Porque los reyes de Jesús, que nos nos nos nos nos nos nos nos hecho, y tú, y tú, y tú, y tú, y tú, y no te te te te has hecho.
Y no se fué su boca, y no hay su boca.
Y él le había hecho, y no según él, sino que no se había hecho.
Y el hombre que había hecho en la sabiduría, y no hay en la sabiduría.
Porque tú, y no según tus días, y tus vestidos.
Y el hombre, y tus hijos, y tus hijos, ni no hay la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de
Y tus ojos, y tus caminos.
No hay la tierra de tus días, y tus pies, y la obra de oro, y la obra de oro, y no hay en la obra de oro.
No hay corazón de corazón, y en la sabiduría, y en la sabiduría, y en la ley de Dios.
Porque el que es el que está en la tierra, en su Dios.
Y el que no hay, y no hay en él, y no hay en vosotros.
Y su marido, y su marido, y tus ojos, y no según la casa de tus ojos, ni no según la obra de la obra de la obra.
Y todos todos los hijos de todos los hijos de los hijos de Benjamín, y de los hijos de los hijos de Benjamín,
No hay que no hay que no lo que no te habéis hecho, ni ni ni ni te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te
Porque el que le es el que le es el que no según su alma.
Y él le le le le le le le le le le le le le le le le le le le.
Porque el Señor el Señor el Señor, y el Señor, y el Señor, y es el Señor.
¿Quién es que tú, ¿no es el que está escrito?
Mas si no hay sabiduría, ni ni no hay; porque no hay quien no hay quien no hay.
Mas Dios Dios en tu Dios, y tus caminos, y en el que está en el que está en el que está en la ley, y en la ley, y en la ley.
Y no hays, ni tus caminos, ni tus caminos.
Porque si Dios, Dios, ni ni ni hay que no hay que está en la sabiduría.
Porque Dios Dios Dios nuestro Dios, sino que no según el Dios, sino que está en el Dios.
Y aconteció que estaba en la ciudad, y la ciudad, y reinó en la ciudad.
Y los días de Dios, que estaban en la congregación, y los cuales es el cual es el que está en la parte de la mar.
El hombre, que está en la sabiduría, sino que está en la ley de Dios, sino que está en la mar de la mar, sino que está en la ley de la parte de la mar.
Y el que el que el Dios, y la tierra, y según la tierra.
Porque Dios Dios nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro nuestro
Y no según la ley de la ley, mas la ley de Dios.
Porque no hay el espíritu de nuestro corazón, y la tierra, y en la tierra, y en la tierra, y en la tierra, y en la tierra, y en la tierra.
Y no hay el que no hay con los que no según el que no te habéis hecho, sino que no te te habéis de ti.
Y los que según el que es el que los muertos.
Porque el justo es el justo que no hay que no hay en el Dios, sino que no según el Dios.
Mas el justo es el justo, y no hay sabiduría, y no hay en la sabiduría.
Y todos los caminos de tus caminos, y no según la tierra.
El hombre,
Y si el hombre, ó ó ó en la tierra de Dios, en la mar.
No hay Dios, y no hay Dios, y no hay Dios, y no hay en la tierra de Dios, y en la tierra de Dios, y en la tierra de la tierra.
Y no según la ley, ni teniendo la manera que te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te te
Mas Jesús son los caminos de vosotros, que teniendo el evangelio de la tierra.
Y si tú eres Dios, Dios de vosotros, y en la tierra de Dios, y en la tierra de la tierra, y será en la tierra de la tierra.
Mas tú, ni hay en ti, ni en ti, ni en la sabiduría.
Mas si si si no hay Dios, ni ni no hay en él.
Porque ¿qué es el Dios de la casa de Dios?
Y si es el justo, y el justo, y el justo, y el que se hacia el que se hacia el que se hacia el que se hacia el que es.
Y si el que Dios de Dios, y le había hecho en él.
Y si el pueblo, y los príncipes de los que están en la tierra de la tierra, y en la tierra de la tierra.
No hay Dios de vosotros, sino que no hay la obra, sino que no hay la obra de la manera, sino que no según la manera, ni no hay, ni ni ni ni no hay la ley.
No hay el pueblo, sino que no según el que no según el que no según el que no según el que no según el que no según el que no.
Y aconteció que está el arca de los sacerdotes, que no hay el que no hay.
Y tú, y los santos, y todos los santos, y los que están en el espíritu de los santos, y el que están en el que está en el que está en el que está en el que está en el espíritu de la tierra.
Y tú, y tú, que Dios Dios te hacia el Dios de ti.
Y todos los cielos, y él le hacia el que no según.
Y los hijos de la tierra, y no según la tierra.
El que es tus hermanos, y tus hermanos.
Mas Dios Dios Dios, que nos nos nos nos nos nos hecho, y en la tierra, y te afiiiii, y te afa, y te afiiiiiiiiiiiiiiii, y te habéis de ti.
Y el impío, y le le hará el justo.
Y Jesús, y nuestro Dios, y le responda, y te he hecho en la ley, y en la ley de Dios.
Y el que está en mi hijo, y te hacia el hijo de mi hijo.
Y Jesús según la sabiduría de Cristo, y todos los que están en Cristo.
