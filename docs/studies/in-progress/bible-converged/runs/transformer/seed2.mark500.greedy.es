En los días de los Caldeos, como hambre, en la tierra de Judá, hasta Beer-seba, hasta Beer-seba, y de Judá, y de los hijos de Moab.
Y el nombre de Eli era el nombre de Adad, su mujer de su mujer, y sus nombres fueron dos hijos de Seir, y sus nombres, y los hijos de Moab, y los de Moab.
Y Eli Eli, Eli murió, y murió dos hijos, y murió dos hijos.
Y tomaron mujeres de las mujeres de Moab, y de los cuales era de la otra parte del nombre, y de la otra vez, y de los cuales eran de veinte años.
Y murió Mirir, y murió las dos hijos de la mujer, y la mujer de los hijos de la mujer de su marido.
Y tomó ella ella ella ella con sus hijas, para que se había hecho en la tierra de Moab, y de Moab había hecho con el pueblo de Moab.
Y salió de la mitad de la ciudad, y su heredad con dos hijas, con sus hijas, y con ella según la tierra de Judá.
Y ella dijo á sus hijas á dos hijas, y á la casa de Jehová, y á su madre: No te has de ser con vosotros, y te has de ser con los muertos.
Y Jehová te habéis que te habéis de la casa de la casa de la casa de la casa de ellos, y se levantó, y los que se levantó, y se levantó, y se levantó, y se levantó.
Y ellos dijeron: No nos preguntamos con tu pueblo, sino con tu pueblo.
Y dijo: Did á mi hijas: ¿Por qué me has de ser con mi marido, y yo te he sido con mi marido?
Y volvés mis hijas, porque yo soy yo; si yo soy yo, si yo he hablado, yo he hablado, y si he hablado, y si he hablado, y si he hablado, y si he hablado, y he aquí, y he aquí, y yo he dado á los hijos, y á mis hijos, y á mis hijos, y á los hijos, y á los hijos,
¿No te aunque te aunque se aunque se aunque destruen de mis hijas, ¿y qué me ha de mí?
Y pusieron sus voz, y se levantó, y se levantó, y se sentaron con su madre, y con ella con ella.
Y ella dijo: He aquí tu hermana, tu hermana, y se ha dado á ella, y á tu hermana.
Y dijo: No me has dado á mí, para que te aunque os os os os daré, y os daré contigo, y te daré, y te daré, y te daré mi pueblo.
Y os os haré, y os haré que en ti, y si me aunque yo teniendo lo que me aunque teniendo de ser de ser.
Y viendo que vió que vió que ella, se levantó con ella, y se levantó de ella.
Y vinieron á ellos, vinieron á Beth-seba, vinieron á Beth-seba, y vinieron á la ciudad, y les había hecho esto, y les dijo: ¿Qué es esto?
Y les dijo: No me me ruego me ruego que me ha sido sido sido de mí, y de los siglos.
Y yo te saqué de mí, y me ha dado Jehová, ¿por qué me ha de ser como el Omnipotente, y contra mí, y contra mí me ha de mí?
Y volvió á Ped, y á Moab, hija de Moab, hija de Moab, y á la tierra de Moab, que se levantó en Jerusalem, y los que se levantó en la mi señor.
Y había hecho un marido de su marido, y llamó á la familia de la familia de la familia de los Adad, y su nombre era de Peded.
Y dijo á Moab á Moab: A A A A Adé á mí, y á los que yo le había venido á los oídos de los ojos de mi hija. Y ella dijo: Volved á mi hija.
Y tomó, y tomóla, y asentaron en el campo, y se sentó á la otra parte del campo, para que estaba en el campo de la familia de la familia de la familia de la familia de los Caldeos.
Y he aquí que vino de Beth-seba, y dijeron á los que le dijeron: Jehová te has dicho: Jehová te has dicho.
Y dijo á su siervo, el cual era sobre los que estaban sentados, dijo: ¿Quién es esto?
Y el que se levantó sobre los que estaban sentados sobre la tierra de Moab, y dijo: A A A Moab, que fué de Moab.
Y ella respondió: Aunque me fué de la casa de los que habían venido de la casa de la mañana, y vino á la mañana, y á la mañana, hasta que hasta que hasta la mañana.
Y dijo á decir: A A A A A mi hija, no me entréis en mi hija, ni á otro otro á mi señor, sino á mirdé á mirta.
Tus ojos han sido sobre el campo, y no según ellas, y no lo que os mandó, y os mandó á los hombres que te habían venido, y no te aunque te he dados á los hombres que están en los hombres.
Y se levantó, y se levantó sobre la tierra, y le dijo: ¿Por qué me he hallado en ti, y yo he hallado en ti, y yo soy hombre, y yo, y yo te he hallado?
Y respondió él, dijo: Yo te he dado á todo lo que has hecho, y te has hecho, y te has hecho, y te has hecho, y no te has hecho, y no te has hecho, y no lo que habéis de venir.
Jehová tu Dios, y te ha dado á ti, y á Jehová Dios de Israel, que has destado de las alas que te has des.
Y ella respondió: Ruégote me ha sido entregado en tus ojos, porque tú has hablado, y me has dicho: porque yo he hablado.
Y ella ella ella le dijo: He aquí, y con pan, y con pan, y con pan, y se levantan, y semándole, y semáronse, y ella semáronse, y ella se habían de ella.
Y como como se levantó á su cama, diciendo: En sus hijos de ellos según su compañero, no se aunque no se aunque no se aunque no se aunque no se aunque semía.
Y en la cumbre de ella según la carne de la vid, y no se aunque no se aunque no se aunque no se aunque no se abbla.
Y murió ella en el campo, hasta que la tarde, y se había de comer, y de hasta el año de un epha de harina.
Y tomó ella ella, y tomólala, y tomólalalalala, y murió, y murió, y tomóse á su madre, y tomóse á su madre.
Y ella ella le dijo: ¿Por qué has hecho esto? ¿y qué has hecho hoy, y no habéis hecho esto, ni le había hecho, que yo te había hecho, y no había hecho en aquel tiempo.
Y ella le dijo á su hija: Aunque Jehová no quiso quiso quiso quiso hacer á Jehová, que no le había hecho, y le dijo: No nos ha de ser aunque nos ha de ser aunque nos ha de ser.
Y dijo á Moab: A Moab me dijo: A mí me has dicho: No me has de comer, para que se han de comer.
Y dijo á su hija á su hija: A A mi hija, hija de mi hija, y de su hija, y no te entréis con hasta que no temáis.
Y murió ella á la cumbre de la cumbre de mi cabeza, y de la mi cabeza, y de la viña de la madre, y con ella se levantó con ella.
Y ella le dijo: ¿Es su madre? ¿No me será contigo, y no te daré contigo, para que no te daré contigo?
¿No es nuestra nuestra nuestra palabra de nuestro vientre, con que con los que están con los que están en ti, y he aquí, y he aquí que se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque
Por tanto, tú, y tomad, y tomad á la era de la era de la era, hasta que hasta que hasta que hasta el hombre, y teniendo hasta que ha de venir.
Y será que que cuando viniere, no será que la tierra, que no se hubiere de de ser de ser en su lugar, y será que os dijeres.
Y ella ella le dijo: Todo lo que os digo que yo os daré.
Y fué á la era á la era de la hija que su madre le había hecho, y dióla.
Y como el corazón había sido, y su corazón se levantó, y se levantó á la cumbre del fin, y se levantase de sus pies, y de sus pies, y se levantaron, y se levantan sus pies.
Y puso la puerta, y murió á la mujer, y he aquí una mujer, y he aquí un mujer, y he aquí que tenía pies.
Y él dijo: ¿Qué eres tú? Y él respondió: Yo soy tu siervo, y tu siervo, oh tu siervo, y tu siervo eres tú.
Y él dijo: Tú eres tú, oh Jehová, hija de mi misericordia, porque no hay quienes, ni en el principio de los hombres, ni de los hombres, ni aun aun aun aun aun aun aun aun los hombres.
Ahora pues, mío, no temas, y á toda ciudad, para que os digo, ¿qué tú tú tú tú eres tú?
Y he aquí yo soy yo, que yo en las personas, no hay quienes, que yo en las personas que yo soy.
Y te daré esta noche, y si si la mañana te dais, si la décimas de la mañana, y de la mañana. Aparparparta el consejo de las aves del ministerio. Mas si no se apartare de la parte del hambre, yo os haré como yo os haré, como yo os haré como Jehová te daré como tú. Y hasta la mañana hasta la mañana hasta la mañana hasta la mañana.
Y tomó á la mañana, hasta que se levantó, se levantó de la mujer, no se levantó, dijo: No se fué á la mujer.
Y él dijo: El hombre que está sobre ti, y la tomóla, y la viña de ella, y tomólalala, y tomólalalalala en la ciudad.
Y como como la madre se levantó, dijo: ¿No es mi hija de mi hija? Y ella le había hecho, y ella le había hecho.
Y ella respondió: A mí me dió cinco cinco codos de mi madre: No temas, ni según tu madre.
Y ella ella dijo: ¿Qué es mi hija de mi hija, que no lo que no se ha de hacer esto, hasta que no haya hecho esto.
Y vinieron á la puerta, y cayó allí allí allí allí allí allí allí, y he aquí que estaba junto á él, y dijo: Salle. Y él se levantó, y dijo: Salle.
Y tomó los de los ancianos de la ciudad, y dijo: Sald, y dijeron: He aquí, y vinieron á los Siros, y vinieron á los Siros.
Y él dijo á la cumbre del arroyo, Di: A A A A A A A A A A A A Adaddad de Moab, que está en la tierra de Seir.
Y os digo que diciendo: He aquí, diciendo: He aquí que los que están delante de los ancianos de los ancianos de mi pueblo. Si os haré, si no os dijere: mas si no me dijeres, si me digo, yo me digo que yo hago. Porque no hay quien hay quien os he dado, y yo os he dado. Y él dijo: Yo daré.
Y dijo: El día dijo: En el día de la mano de la mano de la mano de Moab, y de la mujer de Moab, mujer de Moab, mujer de Moab.
Y los asentaron en ella: No me me aunque yo yo os daré por heredad, porque no me daré por heredad.
Y aconteció que que esto fué en este tiempo, en cuanto según Israel, y defiiiiiiiirá á todo lo que había hecho, y dió á su mujer.
Y los asentaron á la cumbre, dijeron: A ti temé, y teniendo su mujer.
Y dijeron á todos los ancianos: En todo el pueblo que yo os he dado hoy, y he dado á todo lo que estaba en mano de Adad, y de la mano de la mano de la mano de Adad.
Y de Moab, de Moab, mujer de Moab, mujer de mi mujer, he aquí que yo he venido á mi nombre, y á la mujer de su nombre no según su nombre, y no según su nombre no según su nombre no según su nombre no según su nombre no según su nombre no según su nombre no según la puerta no según la puerta. Enstiososososos, oh Jehová.
Y todo el pueblo que estaban en la puerta, y dijeron: ¡Quién son los ancianos: Jehová que nos ha sido hecho, como la casa de Israel, y que está en la casa de la casa de Israel!
En tu casa se levantó tu casa, y parió á la simiente de Judá, á la simiente de Jehová.
Y tomó tomó tomó á su mujer, y murió á su mujer, y murió á Jehová, y á su hijo, y parió á su hijo.
Y dijeron á las mujeres, dijeron: No hay en ti, que no se ha hecho hoy en su nombre.
Y será que á ti, y á la vida de tu hija, y de tu hija, para que teniendo de tu hija, que te ha dado á los hijos que le dió á él.
Y tomó la lanza, y tomóla, y tomólo en su seno, y tomólo.
Y sus mujeres, le dió á su nombre: El hijo es el hijo de Adad, hijo de Isaí, y llamó á Jacob.
Y esto es la familia de la familia de la generación de la familia de Dan, y engendró á Azz,
Y engendró á Sem, y engendró á Sem, y engendró á Sadoc, y á Sadoc, y á Sadoc,
Y engendró á Sem, y engendró á Jechôs engendró á Jestías,
Y engendró á la engendró á la padre de la engendró á Adad engendró á Esaú:
Y engendró á Esaú, y engendró á Isaí, y engendró á David.
¡Ay de la ciudad, que era de la ciudad, como como una viuda, como como como de las gentes que se había hecho, que era siervo de las gentes que se ha sido venido á los príncipes de las gentes?
Y sus enemigos están en la noche, y en todas las aguas, y en todas sus fornicaciones, no se aunque no se aunque se han de sus enemigos.
Judá se en paz en Jerusalem, y de hambre de madera de madera de hambre, de gentes no se aunque no se aunque no se aunque no se aunque se aunque no se aunque se aunque se aunque se aunque se aunque se aunque no se aunque no se aunque se aunque se aunque no se aunque no se aunque se
Y el camino de Sión, porque no según la congregación de la congregación, y todas las puertas de las puertas, y sus sacerdotes, y sus sacerdotes son en ella.
Y sus enemigos han sido consumidos los enemigos: porque Jehová ha sido sido entregado en la multitud de los hijos de los hijos de Ammón.
Y todos los príncipes de Sión se rebelaron de Sión; y no se han sido destado, ni se han destado.
Y de Jerusalem en los días de su voz, y todas las cosas que habían sido de todas las cosas que habían sido en mano de los días, y no se habían sido en ella.
Por cuanto se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se abbbbbbbbbbó.
Y fué en ella, y no según su copa no se aunque no se aunque se aunque se aunque se aunque no se ha de hacer, dice Jehová.
Y el enemigo se levantó sobre todas las cosas que se levantó sobre las gentes, que se habían visto en la congregación, y no lo mandó, que los había mandado.
Todos sus habitaciones, y sus maravillas, para que se han de comer, y mi alma, y yo he aquí yo soy Jehová.
¿No te tengáis que tú, que tú te he aquí, si yo te he aquí, si mi furor está en mi ira, como Jehová me ha hecho en su ira.
Y envió los huesos sobre los huesos, y envió á mi fuego, y contra mí, y se levantó contra mí, y mi red, y he aquí me ha puesto en todo aquel día.
Y el yugo de mis enemigos son sus manos: y se han destado sobre mi mano, y no se han de mi fortaleza; y no me aunque yo no me aunque yo no me aunque yo contra mí no me aunque no me aunque no me aunque no me aunque no me aunque yo, ni se aunque no me aunque no me aunque no me aunque
Y el Señor no me ha sido hecho todos mis hombres, y me dió á mí en la congregación de mi hija, como á mi hija de Judá, como el Señor de Judá.
Porque he sido sido sido sido sido sido mi ojo, mi ojo me aunque mi alma está con agua, y mi alma está en mi alma: porque mi alma está mi enemigo.
Y en Sión se levantó de sus manos, no según su mano, para que Jehová le mandó á Jacob, como á los que se habían hecho, como de sus enemigos.
Jehová es justo: porque yo soy yo contra ti: tú eres tú, y mi señor, y mi señor, y mi señor, y mi señor me has venido.
Y llamó á mí mientras me vieron, mas mis ancianos, y mis ancianos, y mis ancianos, y se habían hecho, y se habían hecho, y según su comida.
He aquí yo soy Jehová: mi corazón está en mi corazón: mi corazón me aunque yo me he puesto en ella, y yo he hallado, como yo soy como espada.
Y he oído que he oído que yo soy yo: todos mis enemigos han sido sido sido conmigo, y mis enemigos serán consumidos, y mis enemigos serán como yo te he puestos.
En todas sus obras, y todas sus obras, como me han hecho para ti, porque mis rebeliones, y mis rebeliones, y mis rebeliones son mis ojos.
¡Ay de la hija de Sión, hija de Sión! ¡Ay de Israel! ¡Ay de Israel! porque de su furor, y de su ira!
El Señor se levantó el Señor toda la casa de Jacob, no se levanta en la hija de Judá, y su hija de Judá, y su hija de Judá, y su reino.
Y puso todos los ojos de Israel en el furor de Israel, y de su diestra se levantó, y de su diestra, como el enemigo que se levantó, y se levantó sobre toda la mano de su mano.
Y será como como su enemigo como un enemigo como un enemigo, como como como como la diestra que se levantó, y se levantó á toda su hija de Sión, y de Sión.
El Señor como el Señor como el enemigo, hizo Israel, y toda su casa, y toda su hija, y su hija, y su hija se levantó, y su hija.
Y él se levantó, como el tabernáculo, como si no se levantó, y su lugar en su lugar, y en el sábado, y en el día de su ira, y en el sacerdote.
El Señor, el altar de su santuario, y el santuario se levantó en el templo de manos de la casa de Jehová, y en manos de Jehová.
Jehová ha hecho Jehová á la pared de Sión, hija de Sión, hija de Sión, no se levantó de su mano, y no se levantó, y se levantó de la pared, y no se levantó, y se levantó á la pared.
Y sus puertas, en la tierra, y su gente se levantó, y sus príncipes, y sus príncipes, y no se en ella; no se ha de hacer.
Y los ancianos de Sión, oh Sión, y sobre la tierra, y los cuales han sido en sus cabezas, y sus cabezas.
Mi corazón se han sido con corazón: mi corazón está sobre la tierra, y mi hija de mi padre, porque la hija de mi pueblo, y de mi pueblo, y de los hijos de mi pueblo.
Y ellos se maravillaron su madre, ¿y quién se levantan, como como la ciudad de la ciudad, como la ciudad de su alma, cuando se levantó en su madre.
¿Qué os haré contigo? ¿qué os haré contigo como de Jerusalem, hija de Jerusalem, hija de Jerusalem, ó de Sión, para que yo te daré á ti?
Tus profetas han visto, y no se han sido de tus lomos, ni tus manos, mas no han visto, sino que has visto, y no se han visto.
Todos todas las manos de sus manos, y sus manos según la cabeza de la hija de Jerusalem, diciendo: ¿No está escrito en Jerusalem?
Todos tus enemigos se han sido contra ti; y sus lomos, y dijeron: No hemos visto, y ellos se han visto, y nos hemos visto.
Y Jehová hizo lo recto en los días que se ha mandado, que mandó á la palabra de los días de los días, y no ha hecho, y no ha sido quien quien te ha de ser consumido.
El Señor, el Señor, el Señor de Sión, hija de Sión, hija de Sión, y no te aunque no te aunque no te aunque no te aunque no te aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no
Levántate, oh noche, en la noche, en el principio de la noche, y tu corazón se levantan delante de él, para que le hacia el Señor, para que se hacia el Señor de la vida de la vida.
He aquí, Jehová, tú, tú que te habéis hecho, para que los hijos de la simiente que se habían hecho, y sus vestidos, y su santuario, y su hijo, y el Señor hacia el Señor, el Señor, el Señor Jehová, el Señor, y el Señor, el Señor, el Señor, y el Señor, y el Señor, el Señor, y el Señor, y el
Y el corazón de la tierra, y en la tierra, y mi furor se rebelaron, y mi ira y mi ira te han hecho, y no se han hecho en el día de tu ira.
Y habló á la congregación, como un día de mi congregación, y mi gloria no según la otra vez, ni mi ira no me he puesto en el día de los que se han hecho, y no me he puesto.
Yo he visto el hombre que yo he visto á la ira de su ira.
Y me ha dado á mí, y no me aunque no me aunque no me en tinieblas.
Ciertamente me aunque me aunque me dió á mí, y á toda su mano.
Hizo asimismo mi carne, y mi carne, y mi carne se ha de mis huesos.
Y puso contra mí, y me ha de ser de ser de ser destado.
Y me hizo en tinieblas, como en los que han sido sido sido sido muertos.
Y me ha de mí, que yo me aunque no se aunque se se aunque se se aunque se aunque se aunque se aunque se aunque se aunque me aunque me aunque
Cuando yo he visto, yo misericordia, y mi oración me aunque mi oración me afiiiiiié.
Y puso mi muro, y mi espada con mi espada, y se encendió mi rostro.
Como me es como un hombre como un león, como león en un león.
Y se levantó mi camino, y me ha hecho mí, y me hizo en las ovejas.
Y será su arco, y me aunque me aunque me aunque me adía.
El que se aunque se levantan á su presencia, en mi hígado.
Y yo envío á mi pueblo, y á todas mis misericordias.
Y me aunque me aunque me aunque me aunque me aunque me afiiiiiiiiiiiiirá.
Y también también mis huesos se levantan, y me ha de venir.
En mi alma te he sido de paz, porque yo te daré.
Y dije: Mi fortaleza se ha de la fortaleza, de mi esperanza.
Por mi esperanza, y mi angustia, y minnnntuta, y la soberbia.
Mi alma se aunque me aunque me aunque me aunque me ase.
Y dije á mi esperanza, mi esperanza me he sido mi esperanza.
Porque es la misericordia de Jehová, porque no seamos á su misericordia, porque no seamos.
Y ellos son tu mañana; y tus votos es tus entrañas.
Así ha dicho Jehová mi alma: Por cuanto yo me daré en él.
Jehová es bueno para que los que le temen á los que le temen.
El hombre que es bueno, y el hombre que está en la salud de Jehová.
Porque es bueno para bien que el hombre en su prójimo, y su espada.
Y aunque se levantó, y se levantó, porque él le diólo.
Y en su boca se levantó en su polvo, si hay hay esperanza.
A él le dió á su rostro á él, y le rogaban.
Porque el Señor no no será el Señor.
Porque si se aunque se aunque se aunque se apartare de su misericordia.
Porque no según la palabra de los hijos de los hijos de los hijos de los hombres.
Y sobre toda la cárcel, y todas las almas de la tierra,
Para que cada uno de la derecha del hombre,
Para que cada uno á su pecado, no quiso ir á la verdad.
¿Quién es el que es el que lo que se ha de ser?
¿No es el mal de los cielos, y de la boca de la boca de la boca de la boca de la boca de la boca de la boca?
¿Por qué, pues, para que el hombre de su prójimo?
Y nos afiiirá, y nos dió á Jehová.
A nuestros cielos se levantan con nuestros padres, para que Dios en los cielos.
Apartamos, y no han sido dichos.
Y nos has de nosotros, y nos habéis hecho, y no se han destado.
Y te has de comer con nube, y no según la oración de la oración.
Y nos has hecho nosotros, y de en medio de los pueblos, y en medio de los pueblos de los pueblos.
Todos nuestros enemigos han sido contra nosotros, y contra nosotros nos han hecho contra nosotros.
Apartatamos, y nos han sido sobre nosotros, y destado.
Mi ojo se levantan, y con agua de agua, hija de mi pueblo.
El ojo se levanta, y no se levantan, ni en la palabra de la palabra,
Y á Jehová, y á los cielos, y á los cielos.
Aparparta mi ojo, y mi alma de mi alma, por cuanto de todas las hijas de mi alma.
Los enemigos me han sido como como como como de mis enemigos, no son mis enemigos.
Y han sido en mi vida, y en la piedra de una piedra, y sobre mí.
Y pondré mi cabeza sobre mi cabeza, y dije: Yo soy yo.
Y llamó á tu nombre, oh Jehová, y á la cumbre de la cárcel.
Y oís mi voz: No temas, mi oído, y mi rostro me afiiiiiiiiié.
Y vino á la manera que yo llamó á la palabra: No temas, no temas.
Así que tú has hablado, oh mi alma, tú has sido sido mi alma.
Jehová has visto, oh mi clamor, mi rostro me ha sido hecho mi rostro.
Y volviste á todas sus habitaciones, y contra mí contra mí.
Y oíste sus angustias, y todas sus angustias, y contra mí,
Y los labios de mí me levantó contra mí, y contra mí su día.
Y volvés sus tiendas, y yo yo he visto su clamor.
Y los matarás á Jehová, conforme á sus manos.
Y harás á ellos de corazón de tu corazón, para que los oir tu corazón.
Y harás en ellos, y los cielos se rebelaron de los cielos.
¡Ay de oro! ¡Ay de oro! ¡Ay de oro! ¡Ay de la cabeza de la cabeza de la cabeza!
Los hijos de Sión, oh Sión, oh oro, y de oro, como la tierra de la tierra, como la obra de la tierra.
Y los hijos de ellos según sus hijos, y los hijos de mi pueblo, como la hija de mi pueblo, como el desierto semmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmieron los
Y la lengua de la lengua de la lengua, para que la boca de su boca, no le dió pan, ni la gente de pan, ni ni ni de pan.
Los que están en las calles, y los que se habían hecho, y los que se habían hecho en ella.
Porque la iniquidad de mi pueblo es el pueblo que es la hija de la cual era de los caballos, como un poco de manos.
Y los que se levantan la nieve, y la carne que se se aunque se se aunque se aunque se aunque semía, como la nieve.
Su piel es que es que no se aunque no se aunque las calles, y no se aunque se aunque se aunque se aunque se aunque se aunque se aunque semmmía como la madera.
Los que se habían sido con cuchillo, que se habían sido con hambre, para que se habían sido de beber, para que se aunque según el campo de la presa.
Y los hijos de las mujeres de sus mujeres, sus hijos, y sus hijos, y de la hija de mi pueblo.
Jehová hizo su ira á su ira; y su furor se levantó, y se encendió en su furor, y su ira.
No según la tierra de la tierra, ni de los moradores de los moradores de los moradores de Jerusalem, y en las puertas de Jerusalem.
Porque es la palabra de los profetas, y los profetas de la sangre de la sangre de la sangre de la sangre de Egipto.
Y se aunque se levantan en las calles, y con sus hijos, no según sus hermanos, ni se aunque no se aunque no se aunque no se aunque no se aunque se aunque se a
Velos, ellos les dijo: ¡Veded, y no se aunque no se aunque no se aunque no se aunque los hombres, no se han de venir.
Y Jehová les será como ira de ellos, no según la ira de los sacerdotes, ni los sacerdotes no pudieron pudieron, ni los sacerdotes, ni los sacerdotes no se habían de los sacerdotes.
Aunque nuestros ojos se han sido hallado en nuestros ojos, porque no nos hemos hecho, ni aun aun no seamos.
Y nuestros pies, que no nos hemos sido en nuestras calles, porque nuestros días son nuestros días; porque nuestros días son nuestros días.
Apartan, que se aunque los cielos se han de los cielos, y en los montes, y en los montes.
Y el consejo de nuestras cosas, Jehová era de sus manos, en que nos había sido de la sombra de la sombra de las gentes.
Y tú, oh oh Edom, hija de Edom, que según la tierra de la viña, y de la viña te daré, y te daré.
El necio es tu iniquidad, oh Sión, hija de Sión; no te dejarás en ti, ni en tu hija de Edom.
Oh Jehová, que nos ha sido hecho, y ahora nos ruego, y ahora nos ruego.
Y fué á nuestras casas, y á nuestros padres, para que nuestros padres se han venido á nuestros padres.
Y nosotros somos de la madre, y de la viuda, como como la viuda.
Porque nosotros nos hemos sido agua para beber, y nos nos nos nos nos de nosotros.
Apartan los que están sobre nuestros lomos, y no nos aunque no se aunque no se aunque no se aunque no se atores.
Y nos hemos dado á nuestras manos, y á los reinos de los Asirios, y con pan.
No tienen heredad, y no tienen necesidad; y no hemos sido sido sido sido sido sido de sus abominaciones.
A nosotros nos ha sido de nosotros, no nos de mano de mano de sus manos.
Y nos hemos de pan en nuestra gente de nuestras espada, por cuanto en el desierto de la espada.
Escur como hierro como hierro, porque el hambre de hambre de hambre.
Y pusieron las mujeres de las mujeres, en las ciudades de Judá, en las ciudades de Judá.
Y los ancianos de sus manos se habían traído sus manos, y no se han de los ancianos de honra.
Los hijos de la vid, y la vid de madera de madera de madera de madera de madera de madera de madera de madera de madera de madera.
Y los ancianos de la puerta, y los hijos de la puerta de los hombres.
El corazón de nuestra corazón está escrito: ¡Ay de los que se rebelaron en ti.
¡Ay de nuestra cabeza! ¡Ay de nosotros, porque nos hemos pecado!
Porque nuestra corazón está escrito: porque nuestras ojos son nuestras ojos, y nuestras ojos son nuestras ojos.
Porque el monte de Sión, que está en Sión, y en ella en ella.
Jehová te habéis de ti, y tus generación.
¿Por qué nos has de nosotros, y de ser tiempo?
Oh Jehová, te ruego, y nos has hecho, como de nuestros días.
Mas tú nos has hecho nosotros, oh Jehová, y contra nosotros nos has hecho contra nosotros.
Y las palabras de los que habían sido de las ovejas que habían sido de las ovejas que había hecho en los días de Israel, y vió á los días de Judá, y vió los días de Israel.
Y él dijo: Jehová ha sido de Sión, y de Jerusalem según la voz de Jerusalem, y de los pastores de los pastores de los pastores de los pastores de los pastores.
Así dice Jehová: No se han sido de madera de madera de madera de madera de madera de Galaad, porque no se han de madera de Galaad;
Mas yo haré en el fuego en la casa de Basán, y la casa de Samaria.
Y pondré sobre el valle de Damasco, y la casa de la casa de la casa de la casa de Siria, y el cual le será en el pueblo, dice Jehová.
Así ha dicho Jehová: A A A A A A A los cuatro cuatro animales, no se rebelaron, porque se rebelaron, para que se rebelaron, y se rebelaron á todo Israel,
Mas yo haré sobre el fuego sobre el muro de la pared, y sus palacios.
Y haré que hambre de los que se levantan de él, y de la mano de mi mano, y haré subir contra los Filisteos, dice el Señor Jehová.
Así dice Jehová: No según las ovejas de Tiro, porque no según su pecado, ni según su pecado no según el pecado, y no según el lugar de Israel, y no según el negocio no según el hermano de Israel.
Mas yo haré sobre el fuego sobre los muro de Tiro, y sus palacios.
Así dice Jehová: No según las ovejas de Israel, ni su hermano no según su hermano, ni su hermano, y no según su espada, y su furor, y su ira, y su ira, y su ira, y su ira, y su ira, y su ira, y no se encendióse;
Mas yo haré sobre fuego sobre el fuego, y la mitad de la familia de la mitad de la mitad de la casa de Az.
Así ha dicho Jehová: Por cuanto los hijos de Ammón, no según sus cuatro ovejas, ni se han sido de las mujeres, porque no han sido sido de las mujeres.
Mas yo pondré en el fuego en el muro de la pared, y su muro, y su muro con ella, y con el polvo de la batalla;
Y sus príncipes, y sus príncipes, dice Jehová, y sus príncipes, dice Jehová.
Así ha dicho Jehová: Por cuanto los cuatro huesos de Moab, no según su pecado, porque no según el rey de Israel, por cuanto se encendió en el rey de Moab,
Mas yo haré sobre Moab sobre Moab, y los palacios de Moab, y de Moab, y de Moab, y con Moab, y con grande voz de Moab, y con grande voz de Moab;
Y pondré sobre ellos, y haré subir de todos sus príncipes, y con toda su presencia.
Así ha dicho Jehová: No serán dos padres, porque no según sus alas, ni no se han de hacer, porque no se han de sus padres, y no se han de sus padres, y no se han de sus padres, y sus padres, y sus padres, y no se han hecho sus padres, y sus padres, y no se han hecho sus padres, y no se han hecho sus padres, y no se han hecho sus padres
Mas yo haré sobre Judá, y haré subir sobre las puertas de Jerusalem.
Así dice Jehová: No según dos ovejas, ni sus cuatro huesos, ni no se rebelaron, porque no se han de los impíos, y no se han destado;
Y los que habitaban en las cabezas de la tierra, y el juicio de su padre, y el hombre que se ha de ser para hacer, y el nombre de mi nombre.
Y pusieron sobre toda la casa, y en la casa de Dios, en la casa de Dios de los que habían sido de ellos.
Y yo los que habitaban en el cielo, como el que era de cedro, y el cabo de la vid, y el fruto de su fruto, y el fruto de su fruto.
Y os saqué de la tierra de Egipto, y de Egipto, y en la tierra de la tierra de la tierra.
Y yo tus hijos de tus hijos, y tus hijos de Israel, ¿y qué te he hecho esto? ¿No te he hablado Jehová.
Y os dió la vino á la vino á la vino, diciendo: No temas, y no temas,
He aquí yo te daré en tu lugar, como un lugar de tus hasta que está en ti.
Y los rectos de la soberbia de la soberbia no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque se aunque.
El que no se aunque no se aunque se aunque se aunque no se aunque el que no se aunque no se aunque no se aunque se aunque no se aunque no se aunque no se aunque no semmmmmía.
El que es entre las islas, el día que se aunque Jehová se rebelaron.
Oid esto, que Jehová ha dicho á ti, oh Israel, que yo contra toda la tierra de Egipto, diciendo:
Yo os he dado á todos los padres de la tierra de tus padres, para que yo te daré.
¿No han sido dos dos dos, y no se han sido como dos?
¿Quién es el león en el abismo, cuando no se levantó de la presa? ¿quién le de su cabeza?
¿No está en la tierra en la tierra, y no hay en él, ni según la tierra? ¿y qué no hay quien le de la tierra?
¿No es el hambre en la ciudad, y no según la ciudad? ¿y qué ha hecho lo que Jehová, y no se ha hecho?
Ciertamente el Señor Jehová no se apartare, ni sus siervos, ni sus siervos.
El león león no se levantará el Señor Jehová: ¿quién ha hablado Jehová?
En el racional en los palacios, en la tierra de Egipto, y en la tierra de Egipto, y dijeron: En el desierto de Samaria, y no se ha de la vida, y no es en los montes.
No sabían que no sabían á la diestra, dice Jehová, y no según su casa, y en sus palacios.
Por tanto, así ha dicho el Señor Jehová: En la tierra será tu fortaleza, y tus fortalezas, y tus fortalezas.
Así dice Jehová: El pastor, ó de la boca de la boca de los dos hijos de Israel, ó de los hijos de Israel, que se enseñoreará de los hijos de Israel, y de Israel será en el que en Samaria. Y sobre el polvo, y sobre las cámaras de la cama de la cama.
Oh Dios, y contra Jacob, dice el Señor Jehová de los ejércitos, el Señor Dios de los ejércitos.
Porque en el día que yo hago las obras de Israel, yo le daré por los cuernos de la multitud de Ephraim, y de los cuernos de los cuernos de la tierra.
Y yo os daré la casa de la casa de la casa de la casa de la casa de Jehová, y en las casas de la casa de Jehová.
Ahora pues, tú, oh Basán, que está sobre el monte de Samaria, el cual está en el monte de Samaria, y el que nos dijere: El que nos dijere: A los menesterosos.
Y el Señor Jehová ha sido hecho su tiempo, y la cautividad que se pondrán en los términos de los términos de los términos de los montes, y de los de los de los de los de los de los de los de los de los de los otros.
Y harás en el muro, y en derredor de la pared, y en ella según sus tiendas, dice Jehová.
Ve, y á Beth-seba, y á Ephraim, y á los cuales cuales tus padres, y á tus días, y á todos los días de la mañana.
Y ofrecerás para sacrificio de gracias, para que según lo que de los hijos de Israel, y desáis, dice el Señor Jehová.
Y os he dado á ti, y á todas vuestras ciudades, y á tus ciudades, y á ti te has de comer, dice Jehová.
Y he aquí, que yo te he sido de la lluvia, cuando la fe de la fe, y yo he puesto en la ciudad, no según la ciudad, y no se sentó en la ciudad.
Y dos ciudades, dos ciudades, cada ciudad no se maravillaron, ni se han de beber, dice Jehová.
Yo te he puesto con hambre, y muchos veces en tus vacas, y tus viñas, y tus viñas, y tus lomos, dice Jehová: no me habéis venido á mí.
Y envió á mí como hambre de Egipto, yo soy como los muertos, y tu espada, y tu espada, y yo te he puesto con caballos, dice Jehová.
Yo te he dados, como como Dios de Jerusalem, como de Jerusalem, y de guerra, y de fuego, y de fuego no me habéis de ser como como yo te he hablado.
Por esto os haré esto, para que os haré esto, por esto os daré á ti, para que tú os daré á Dios.
Porque he aquí, he aquí que el viento que se aunque el viento, para que el hombre es el que está en la mañana, y el que está sobre los ejércitos es el nombre de Jehová.
Ahora pues, para que yo te daré á la casa de Israel, oh casa de Israel,
Y la serpiente de Israel se levantó, y no se sentará, ni se sentará en ella; no se levantó, ni se levantó.
Porque el Señor Jehová dijo: De la ciudad que se ha de ser mil y cinco mil y cinco mil y cinco mil y cinco mil y de la casa de Israel.
Porque Jehová ha dicho á la casa de Israel: He aquí me tú tú, y tú me acordarás,
No según Beth-seba, ni en Beth-seba, ni hasta Beer-seba, ni hasta Beer-seba, ni según ella no será.
Y Jehová te será contigo, y no te dejará como fuego en la casa de José, y no según la casa de José, ni ni ni según ella.
El que se aunque se adieren la justicia, y la tierra se levantan á la tierra.
Y el que hizo subir á la sombra de la sombra de la sombra de la sombra de la sombra de la sombra de la sombra de la nube, y la mañana está en la tierra de la tarde, y la noche, y la tierra de Jehová está sobre los que está en la tierra, y sobre los que está sobre los que está en la tierra de la nube está sobre ellos, y la noche, y la nube está en la nube está sobre la nube está sobre los que está sobre los que
El que que se levanta sobre el consejo, el que está sobre el consejo.
Y los que le temen en la puerta, y los que le temen.
Por tanto, pues, por cuanto tú te aunque te has de comer de pan, no te has de comer, sino en ella no te has de comer.
Porque yo he sido muchos muchos muchos muchos muchos, y tus pecados, y tus pecados, que tú eres tú, y el que te aunque te abres.
Por tanto, por tanto, en tiempo es bueno, porque es tiempo.
Y no os aunque no os mal, para que Jehová Dios de los ejércitos, y de los ejércitos, y tú eres tú.
Y el mal que esperan en juicio, y en el atrio de Jehová, para que Dios de los ejércitos será de los ejércitos.
Por tanto, Jehová Dios de los ejércitos, el Señor de los ejércitos, dice: En todo el derecho se aunque se han sido en todos los que están en los que están en los que están en los que están en los que están en los que están en los que están en los que están en los que están en los que están en los que están en los que están en los que están en los que están en los que están en los que están en los que están en los
En todo lo que habrá hambre, será en medio de medio de ti, dice Jehová.
¡Ay de ti, que tú eres el día de Jehová! ¿y quién es el día de tinieblas, y no es la luz de tinieblas?
Y si el hombre me vió un león, y me despedía, ó en la casa, y salióse en su casa, y le diólo.
¿No es el día de Jehová, y no se en tinieblas, y no hay en tinieblas?
Yo soy tus habitaciones, y tus habitaciones, y no me de las iglesias.
Y si me aunque me aunque no me aunque yo os daré, ni les haré subiré de vuestras ofrendas, ni os daré.
Aparme de mí me aunque yo te ruego, no me acordaré á tus entrañas.
Mas el juicio como luz como luz, y los ríos como la justicia.
¿No me has de paces, y en el desierto de Israel, y de la casa de Israel?
Y pondrás la tienda de tus puertas, y tus habitaciones, para que te hicistes de tus habitaciones, para que os hiciste.
Por tanto os haré que os haré en Jerusalem, dice Jehová de la ciudad, el cual Dios de los ejércitos.
¡Ay de los que están en Sión, y en el monte de los que habitaban en las gentes, no según la casa de Israel!
Y á Ad, y á la gente de Jerusalem, hasta el río de la gran gran gran gran gran manera que yo he venido á los reinos de los reinos, que yo he venido á sus reinos.
Y en el día que te aunque te aunque se adieren la cubierta de la casa de la cárcel,
El que se levantó sobre sus vestidos, y sus cabezas, y sus corderos, y el desierto de los corderos, y de los corderos, y de las ovejas de las ovejas,
El que se levanta sobre el arpa de arpa, el cual se levantan de los que se rebelaron, y de David como de la plata, y de David.
El que se aunque se aunque se aunque se aunque se aunque se aunque no se aunque los de la aflicción de José.
Por tanto, ahora ahora, que se levantan, que se aunque los reinos de la fiesta.
Así ha dicho el Señor Jehová de los ejércitos, dice el Dios de los ejércitos: Yo soy Dios de Jacob, y de Jacob, y yo haré con toda la ciudad.
Y será que que que que en la casa, y los cuales serán de la casa.
Cuando el hombre de la viuda, le dió á él, que le había hecho, y le de la casa de los que le le le dió á la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la Y dirá: No temas: ¡Siirá! No nos hemos de los hombres, oh Jehová, y de la nombre de la presencia de Jehová.
Porque he aquí, Jehová ha dicho el templo, y la casa de la casa de la casa, y de los otros otros, y en los cuales según la casa.
¿Quién se levanta sobre los caballos, y de hambre? ¿y qué te has de comer, y con los bueyes, y en el fruto de justicia, y en justicia, y en justicia,
¿No te habéis de ser como de los cuernos que dicen: ¿No nos hemos de nuestras ovejas?
Porque he aquí yo envío contra ti, y te daré la casa de Israel, dice Jehová Dios de los ejércitos: En el valle de los ejércitos.
Y Jehová me he aquí, he aquí yo he aquí en la cueva del principio, y en la cueva del principio, y he aquí que estaba, y he aquí que estaba en la cabeza del rey.
Y como como de la tierra de la tierra, dijo: Señor Jehová, ¿qué os he de ti? ¿qué yo teniendo tú, oh Dios.
Y Jehová le será de esto, no será dicho: No será dicho Jehová.
Y Jehová me he aquí yo he aquí, he aquí que Jehová llamó á fuego, y á la tierra, y se levantan, y la tierra se rebelaron.
Y dije: Señor Jehová, Señor Jehová, yo te ruego, ¿qué te has de ser semejante á Jacob? porque es semejante.
Y Jehová ha sido hecho esto, no será dicho el Señor Jehová: el Señor Jehová no será el Señor.
Y he aquí me he aquí, he aquí un muro, como un muro, con un muro con su mano, y con su mano.
Y Jehová dijo á mí: ¿Qué os digo que yo te he visto? Y él respondió: He aquí yo te daré en medio de mi pueblo, no me he hallado en medio de mi pueblo.
Y los altos de Isaac serán consumidos, y los de Israel serán consumidos de Israel: y pondré sobre la casa de Israel.
Y envió Roboam rey Roboam á Beth-seba, rey de Israel, diciendo: A Babilonia habéis hecho en medio de la casa de Israel.
Porque así dirás: Envid á cuchillo, y á cuchillo, y á cuchillo, y á su tierra será perdonado.
Y Josaphat dijo á decir: Ad, teniendo en la tierra de Judá, y allí allí allí allí allí allí allí allí allí allí,
No temas, sino que el rey, es el rey de Beth-seba, y el santuario es la casa de la casa de la casa de la casa.
Y respondió José José: No se levantó, ni el profeta, hijo de Sarvia, hijo de Adad, sino que era de los caballos, y de la ropa de la otra;
Y tomómeme de mí de ovejas, y dijo: He aquí me dijo: Oid mi pueblo Israel mi pueblo Israel.
Ahora pues, ahora, no oyes: No temas, ni contra Israel, no hagáis contra la casa de Isaac, y no según la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer tu ciudad será tus hijas, y tus hijas, y tus hijas, y te daré á cuchillo, y á la tierra, y será que está en la tierra, y será inmundo, y será inmundo, y será inmundo, y será inmundo, y será inmundo, y será inmundo: Y Israel será Israel, y será de su tierra.
Y Jehová me he aquí yo he aquí, he aquí un fruto de la higuera.
Y él dijo: ¿Qué os digo que yo te he visto, el fruto de la higuera de Jehová me dijo: No me ha dicho: No me haré que no me aunque no me aunque yo no me haré, ni me me me aunque no me aunque no me haré, ni me haré, ni me aunque no me haré, ni me haré que me haré que me haré, ni
Y el templo de los cielos será en el día que en el día de los muertos, dice el Señor Jehová: en todo árbol se serán con ellos.
Oh esto, que os ruego que el que se levantan á la tierra de la tierra, y á la tierra de los pobres,
Y cuando el sol se dijere: ¿qué tenemos el sábado, para que nos hemos de comer, para que nosotros nos aunque el aceite de un epha de un epha, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite, y con aceite,
Para que nosotros nos hemos visto, y la plata, y de los cabellos de trigo, y de trigo, y de vino con el vino con el vino con el trigo.
Y Jehová ha sido hecho la soberbia de Jacob, no me de sus obras.
¿No es la tierra de esta tierra, y de la cual se levantará en ella, y será como la que se levantan, y será como el río de Egipto, y será como el río de Egipto.
Y será que que en aquel día, dice el Señor Jehová, que yo os haré subir á la tierra, y no haré subir en la tierra.
Y pondré tus fiestas en tus pueblos, y en tus pueblos, y te daré sobre ti, y te daré como en todas sus manos, y yo te daré como como como un día.
He aquí que yo dice el Señor Jehová, yo os haré hambre en hambre, en la tierra de hambre, no os daré pan de pan, ni de agua.
Y se aunque se aunque se levantan del oriente, y no se aunque se aunque se aunque la palabra de Jehová no se aunque no se aunque no se aunque no se aunque no se aunque se aunque no semla.
En aquel día, el día, y los mozos se levantarán de la tierra.
Y los que habían venido á la palabra de Samaria, y diles: En tus padres no según el camino de Beer-seba, y no se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque no se aunque los que se aunque los que se aunque se aunque se a
Y miré el Señor, el altar, y dijo: No la cumbre del altar, las columnas de las columnas, para que las columnas. Aparpartalos en todas las manos de toda la cabeza de toda la cabeza de toda la cabeza de toda la cabeza de toda cabeza Y yo los escribas de ellos, los cuales los de espada con espada. No se dejarán de ellos. No serán de ellos.
Si se aunque se aunque se aunque se aunque los que se rebelaron, y los que yo los haré subir, y yo los haré subir á los que yo los hasta los que yo los hasta ellos.
Y si se aunque se aunque yo en la cumbre de la cumbre de la cumbre, y de la bestia será como la serpiente de mirrrrrído, y harélo.
Y si los enemigos de sus enemigos, yo haré subir á cuchillo, y harélos en ella, y haré subiré sobre ellos, y no según bien.
Porque el Señor Jehová de los ejércitos, que se hubiere de la tierra, y toda la tierra que se levantan, y la verá, y la plaga de Egipto será como el que está como el río de Egipto.
El que es la cueva de sus cámaras, y el cielo, y el que se levantó sobre la tierra, y el que está en la tierra de la mar, y la tierra de su nombre.
¿No me de los hijos de Israel? ¿No me ha dicho Jehová de Israel: ¿No me ha dicho Jehová de los Filisteos? ¿No me sacó de la tierra de Egipto, y de los Filisteos, y de los Filisteos, y de los Filisteos, y de los Filisteos, y no me saqué de los Filisteos, y de los Filisteos, y de los Filisteos, y de los Filisteos, y de los Filisteos
He aquí que los ojos de Jehová son sobre los pecados de la tierra, y yo haré la tierra de Jacob, no haré la tierra de Jacob, dice Jehová.
Porque he aquí yo yo traigo, y yo os haré en la casa de Israel, como en todas las gentes, como en las gentes no según la tierra.
Todos los pecadores de mi pueblo, que los que se rebelaron, no dijeron: No nos ha de nosotros.
En aquel día yo extenderé la tienda de David, y que se levantó de la tienda, y yo haré subir á la soberbia de los días de la sepultura, y yo soy como en los días de los días de los días de la misma manera que yo soy como el tiempo de la misma manera que yo como el día de la misma manera que yo como el
Para que que para que las gentes son las gentes, y mi nombre no según esto, dice Jehová.
He aquí los días, dice Jehová: Así ha sido hambre, y el que se se levantan, y la bestia que se aunque la bestia se levantan de la bestia, y la hasta los montes, y la bestia se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque
Y pondré mi pueblo mi pueblo, y haré subir de las ciudades, y de las ciudades, y de las ciudades de las ciudades, y de ellos serán de ellos.
Y pondré sobre ellos, y no se han de ellos, y no según la tierra de ellos, dice Jehová tu Dios.
Y fué á la palabra de Jehová, diciendo:
Y á encontrartete, y á la ciudad que se levantó contra mí, y contra mí, y se ha de hacer.
Y subió á la mitad de la palabra de Jehová, y fué á la palabra de Jehová, y á la guerra, y á la cual estaba en ella, y á la palabra de Jehová, y á la palabra de Jehová.
Y Jehová envió á la mar, y un viento estaba sobre la mar, y como como como un viento, como como como como la mar.
Y los que habían venido á los que estaban en todo varón, y los cuales habían venido á la luz, y se habían venido á la luz del arca, y el arca del arca, y el arca del arca.
Y vino al arca, y le dijo: ¿Qué me has de ti? ¿Qué me has de ti, oh Dios, y no nos aunque no nos aunque no nos aunque no nos aunque no nos aunque nos aunque no nos ha de ser.
Y dijeron á todos los unos á otros: ¡Ay de la suerte de la suerte de nosotros, que nos hemos sido en esto, y nos ha sido de la otra parte del mal.
Y le dijeron: ¿Por qué nos ha sido hecho esto? ¿y quién nos ha hecho esto? ¿y quién es de ti? ¿y quién es tú?
Y les dijo: Yo soy Dios, y yo soy Jehová Dios de los cielos, que yo Jehová Dios de la tierra, y el cielo y el cielo.
Y los hombres de los hombres, y le dijeron: ¿Qué tienes tú tú que habéis hecho lo que había hecho Jehová de los hombres de delante de ellos.
Y ellos le dijeron: ¿Qué nos harás que nos habéis de la mar, para que nos ha de venir, y se ha de la mar, y se ha de la mar.
Y les dijo: Tomadme, y me aunque me aunque me he puesto en la mar; porque yo te he dado, porque yo soy como como grande es grande.
Y los hombres de ellos según la tierra, no se habían hecho la mar, ni se habían hecho, ni según la mar.
Por tanto, Jehová respondieron á Jehová: Maestro, oh Jehová, no nos hemos destado, porque no nos has hecho, porque nos has hecho, y no te has hecho.
Y tomaron él, y tomaron la mar, y la mar se levantó, y la mar.
Y los hombres de Jehová, y ofrecieron holocaustos á Jehová, y á los mandamientos de Jehová.
Y Jehová hizo subir á la sombra de la otra parte, y fué de la noche, y de la noche.
Y fué á Jehová su Dios, que fué de la parte de la parte de la parte de la otra parte de la otra.
Y él dijo: Yo soy yo á mi voz de Jehová, dijo: Yo te ruego me ha dicho: tú me oís mi voz.
Porque tú me has puesto en el polvo, en el corazón de los ríos, y el diluvio se levantó sobre toda tus aguas.
Y dije: Yo he sido sido sido de tus ojos, yo seré tus ojos.
Y sobre mí me han sido de las aguas, y el polvo se han sido de mí, y se han sido de mi cabeza.
Y yo miré á los montes de la tierra, y me has hecho en la tierra; porque has hecho mi vida, oh Jehová, y mi Dios.
Cuando me aunque me aunque me aunque yo te saqué en ti, y mi templo, en tu templo.
Los que se aunque sus ídolos, sus ídolos.
Y habló Jehová á los árboles á la tierra, y la cual fué la tierra.
Y fué á la palabra de Jehová, diciendo:
Y á encontrartete, y á la ciudad que está á la ciudad, y á la ciudad que te he dado.
Y vino vino, y vino á Ammm, conforme á la palabra de Jehová, y fué hallado en gran manera.
Y comenzó á la ciudad á la ciudad de la ciudad, y dijo: Sal, y dijo: En cuarenta días y cuarenta días.
Y el pueblo de Dios de Beth-seba, y destaron sobre sus vestidos, y de subiendo, para que se aunque según sucedía.
Y el rey de la guardia, y el rey de Ala, tomó su trono, y tomóse su trono, y tomóse en ella, y tomóse en ella.
Y hizo lo malo, y de Beth-seba, hasta el rey de los Asirios, y de su pan, y no según su pan, ni ni según ella, ni aun no según ella, ni aun no se aunque no se aunque no se aunque no se aunque no se aunque no según el vino, ni según el vino, ni se aunque no se aunque
Mas ellos se aunque se aunque se aunque se aunque el mal de Dios se aunque se aunque el mal de su camino, y su camino está en sus manos.
¿Quién es Dios que no será que, y no según su furor, para que no nos aunque no nos aunque no nos aunque no seremos?
Y vió Dios Dios Dios que ellos, los que habían hecho el mal de Dios, no le había hecho, y no quiso ir, y no quiso quiso lo había hecho.
Mas en ella se levantó, y fué hallado hallado en gran manera, y se encendióse en Jerusalem.
Y él dijo á Jehová: ¿No me dijo: ¿No me he hecho esto? ¿y yo en mi tierra? Por tanto, yo te he puesto á la ira, que yo soy Dios, y en verdad, y en ti teniendo misericordia de ti, y de misericordia.
Por tanto, oh Jehová, oh Jehová, yo te he dado á mi vida, para que me es para que me ha hecho.
Y Jehová dijo: ¿No habéis de ti?
Y salió la ciudad de la ciudad, y la parte del oriente, y la ciudad de la ciudad, y la hora de la ciudad, y de la ciudad que le había sido de ver la ciudad.
Jehová Dios hizo lo recto, y se levantó á la entrada de la cárcel, para que se levantó de su cabeza, y de su cabeza.
Mas Dios Dios Dios el otro, el día que se levantó, y el día que se levantó, y la vid.
Y como el sol, el sol, el viento de Dios, y el sol se levantó, y la cabeza de la cabeza, y el sol que se había hecho.
Y dijo Dios á Dios: ¿No habéis de la sombra de la vid, y dijo: Yo soy á la muerte.
Y Jehová dijo: No han sido sido sido sido de la vid, ni ni se han de la noche, ni se levantó en ella, ni en la noche.
¿No me me tengo de las piedras, que según la ciudad de la ciudad, y de los cuales no hay quienes, y de sus mil hombres, y sus manos, y no según sus manos, y sus manos?
En el principio era el principio, y el principio de Dios, y el Dios de Dios, y el Dios de Dios.
Y el principio era el principio de Dios.
Y todas las cosas que le habían hecho, no había hecho lo que había hecho.
En la vida, y la vida era la luz de la luz de los hombres.
El luz en tinieblas, y la luz, y la tinieblas no se levantan.
Y vino un hombre de Dios envió á Juan, el cual era Dios de Juan.
Y como como como como como como el pecado que según la luz de él, para que le había hecho.
No envió la luz, sino que había venido á la luz de la luz.
El abismo que se levantan la luz de la luz, y el mundo estaba en el mundo.
Y fué en el mundo, y fué hecho el mundo, y no le había hecho.
Y vino á los que estaban á los que habían hecho, no le rogaba.
Mas como muchos muchos muchos muchos muchos muchos muchos, le dió á Dios á los hijos de Dios, á los que habían hecho en su nombre.
Y no según la sangre de sangre, ni la carne de la carne de Dios, ni de Dios de Dios.
Y el consejo se fueron de nosotros, y de su gloria: como el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Padre, y de verdad.
Y vió él á Juan, diciendo: El que era de la que me dijo: El que me ha de mí, que me ha de mí.
En toda su palabra, y todas las cosas que nos hemos sido sido de la gracia.
Porque la ley fué dado á Moisés, y á la verdad había hecho la verdad.
No visto el tiempo que Dios ha visto, el Hijo del hombre que está en el Hijo del Padre, el cual le dió á él.
Y aconteció que el testimonio de Juan, los sacerdotes, envió á Jerusalem, y á los Levitas, y le preguntaron, ¿Qué tienes tú?
Y no quiso, y no quiso, sino que no quiso, sino el Cristo no quiso.
Y le dijeron: ¿Qué tienes? Y él le dijo: No temas, dijo: No temas, el profeta, dijo: ¿No os respondió: No te respondió: No le respondió: No le respondió: ¿Qué tienes?
Y ellos le dijeron: ¿Quién nos has de nosotros? ¿qué nos ha dado aviso á los que nos envió á nosotros.
Y él dijo: Yo he hallado en el desierto de la voz de los términos de la voz de Isaías: El Señor no se ha dicho el Señor.
Los cuales fueron los Fariseos de los Fariseos, los Fariseos de los Fariseos.
Y le preguntaron, le dijeron: ¿Por qué qué le preguntaron, si el profeta no habéis visto el profeta, ni el profeta?
Y respondiendo Jesús, les dijo: Si en agua en agua, no os hagas que no os hagas de la verdad.
El que me es la otra vez, que me es de la cárcel, que no me aunque no me aunque no me aunque no me aunque no me aunque no me aunque no me aunque.
Y las cosas que habían hecho en Beth-seba, la parte del Jordán.
Y el día que vió Jesús Jesús, le dijo: He aquí, Dios de Dios, el que Dios Dios Dios Dios de la palabra del mundo.
Y dijo: Este me dije: El hombre que me ha de ser delante de mí, que me fué delante de mí.
No me hago esto, sino que yo le he dado por agua, sino que en agua, y en las aguas.
Y vió Juan, diciendo: Yo he visto como el cielo, y la cual se levantó, y la cual se levantó, y se levantó, y se levantó.
No me aunque le había venido, sino que me envió á mí, le dijo: Aunque me preguntaré, y me ha de ver el espíritu que no se ha de ver, y no se ha de ver en el espíritu.
Y he visto que yo he visto, el Hijo del Dios de Dios.
Y hasta el día, el día de Juan, y sus discípulos de sus discípulos,
Y vió Jesús, como Jesús Jesús le dijo: He aquí el Omnipotente de Dios de Dios.
Y los discípulos le vieron, y le dijeron:
Y Jesús, vieron, y dijeron: ¿Qué tienes? Y ellos dijeron: ¿Qué tienes? Y ellos le dijeron: ¿Qué es que tú eres tú?
Y les dijo: Y ellos les vieron, y vieron, y vieron que él, y se habían hecho, y se habían de la hora de la hora de la hora.
Y de los dos que estaban de Juan, y de Juan, y Juan Juan Juan Juan, y Juan Juan Juan.
Y el primero se levantó, dijo á Simón, y le dijeron: A A A A A A A A A A A A Aunque se aunque el Cristo espipipiipipipipipó.
Y él le dió á Jesús, le dijo: Ananías, hijo de Simón, hijo de Simón, hijo de Ananías, y á Pedro, y á Pedro será llamado:
Y el día que estaba en Galilea, vino á Galilea, y le dijo: A A A A A A A A A Adad, le rogaba.
Y A A A Adías, y á Pedro, Pedro Pedro Pedro Pedro, y Pedro Pedro Pedro.
Y murió Adándole, y le dijeron: Maestro, que Moisés había hallado en Moisés, y en la ley de Moisés, y de los profetas de José.
Y le dijo: ¿Qué es bueno? Y él le dijo: ¿Qué le respondió: A A A A A A Adddé á Addddle.
Y vió Jesús Jesús, le dijo: He aquí, él no se ha sido sido sido de Israel.
Y él le dijo: ¿Por qué me respondió: Maestro, él le dijo: Si te ruego que tú te he visto, cuando te he visto, cuando te he visto.
Y él respondió: Maestro, tú eres el Hijo de Dios, Dios de Israel.
Y respondiendo Jesús, le dijo: Por lo que yo os he visto, que la higuera de la higuera que no te preguntaré.
Y él le dijo: De cierto os digo que todo lo que os digo, y si tú te preguntaré, y á Dios de los cielos, y de los cielos.
Y el tercer día estaba allí en la parte de Galilea, la madre de Galilea.
Y Jesús era con sus discípulos, sus discípulos, con sus discípulos.
Y como vino vino á Jesús, le dijo: No le han sido sido de vino.
Y Jesús le dijo: ¿Qué es que me de ser con que me has de venir con la hora de mi hora no me ha de ser?
Y su madre dijo á la madre dijo: ¿Qué tienes tú tú tú, que lo lo lo lo que le temen.
Y tres veces se se levantó de agua, y de la piedra de los Judíos, ni de los otros otros otros otros otros, ni de los dos.
Y Jesús les dijo: A la agua agua de agua, y con agua agua.
Y les dijo: Y les dijo: Toma hasta la fiesta de la fiesta de la fiesta de la congregación.
Y como el príncipe de la fiesta de la nube, no según la otra vez, y no sabían la declaración del rey, que había de venir del rey.
Y le dijo: De cierto le dió la vino á la bestia, y al otro otro otro otro: y hasta que hasta que hasta que hasta que hasta que hasta que hasta ahora, y le has sido sido.
Y aconteció que que que en Jesús Jesús Jesús Jesús había sido sido en Galilea, y le preguntaron, y le rogaba.
Y después de esto, se levantó, y llamó á sus hermanos, y sus hermanos, y sus hermanos, y sus hermanos, y sus hermanos.
Y fué la pascua de los Judíos, y Jesús fué á Jerusalem.
Y fué hallado en el templo, y los cuales se levantan, y los cuales se levantan, y el dinero de su dinero.
Hizo asimismo un becerro de las ovejas, y los cuales se levantó de los bueyes, y de ovejas, y desta, y de los bueyes, y destaron, y de sus vestidos.
Y los que dijeron: He aquí, él dijeron: No temas, ni de mi casa, ni de mi Padre.
Y sus discípulos se fueron escritos: A A tu casa me alará tu casa.
Y respondiendo él, dijo: ¿Qué nos habéis de nosotros?
Y respondiendo Jesús, les dijo: En este templo, y en siete días.
Y los Judíos dijeron: ¿Por qué se levantó, y tomas tú tú tú tú tú tú en siete días?
Y habló á la templo de su templo.
Y como él se levantó de los muertos, que estaban de la palabra que estaban, y dijeron: y la palabra que Jesús había hecho.
Y cuando estaba en Jerusalem en Jerusalem, en la pascua, se levantó en sus señales, y su nombre se levantó, y no se levantó.
Y Jesús no no quiso ir á la guerra, porque no quiso quiso hacer,
Y por cuanto no hizo lo que no quiso hacer, porque no había hecho, ni lo que había hecho.
Y un hombre de los Fariseos, los Fariseos, el príncipe de los Judíos, el príncipe de los Judíos.
Y vino á Jesús, y le dijo: De cierto os hemos de ser ser de Dios, que no hay de verdad, no hay contigo.
Y respondiendo Jesús, le dijo: No os digo, ni aun aun aun aun aun aun aun el reino de Dios.
¿No le dijo: ¿No le dijo: ¿No se ha de ser? ¿quién es el segundo segundo segundo segundo segundo segundo segundo segundo segundo segundo segundo, y ¿y quién es su hija?
Y respondiendo Jesús, dijo: No os digo, ni aun aun aun aun el espíritu de Dios, no se en en el reino de Dios.
Y la carne de la carne de la carne es el espíritu de la carne del espíritu.
No os digo que que que os dije: No os os os os hagas, ni de ser ser.
Y el viento se levantan, y no oir la tierra, sino que no se apartare de la donde quiera que es el espíritu de la donde está el espíritu de la declaración.
Y le respondió: ¿Por qué le respondió: ¿No podrá estas cosas?
Y respondiendo Jesús, le dijo: ¿No de Israel, no sabéis qué qué qué qué qué no lo que no le de estas cosas?
Y os digo que que, os hemos oído, que nosotros hemos visto, y no hemos visto, y no hemos visto, y no hemos visto.
Si os digo, y no os digo, y si no os digo, si os digo, si os digo, si os digo, si os digo, ¿qué os digo?
No según el cielo, sino que el cielo, sino el Hijo del Dios de los cielos, el Hijo del Dios.
Y Moisés llamó Moisés á la serpiente, el Hijo del hombre, el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo,
Que cualquiera que tiene en él, no se aunque no se aunque no se afiiien.
Porque Dios Dios Dios Dios Dios, que dió á su Hijo, que no quiso, sino que no le temen.
Porque no quiso Dios á su hermano, sino á la tierra, sino que el mundo según la verdad.
El que tiene en él no hay en él; no hay quien no hay en el nombre de Dios, no hay en el Hijo del Hijo del Hijo del Dios.
Y aconteció que el juicio es el juicio que está en tinieblas, y los hombres que se habían sido en los cielos, y los que estaban en los obras.
Porque todos los que no se apartare la luz, y no según la luz, ni según la luz no según su esperanza.
Mas el que que tiene verdad, para que se ha sido de la luz, para que han sido en las obras.
Y después de Jesús, vinieron á Jesús, y fué sepultado con ellos en la tierra de Judea, y con ellos.
Y fué á Juan, y á Juan en las aguas, y en las aguas, y se habían sido de agua, y se habían sido de agua.
Porque no se aunque no se en la cárcel.
Por tanto, como él se levantó sobre Juan, de Juan, de los Judíos, de los Judíos.
Y vinieron á Juan, y dijeron: El que le había estado con él, que habéis de la parte del Jordán, y he aquí que él le habéis visto, y he aquí, y le dióle.
Y respondiendo Pedro, dijo: No según la cosa de Juan no le de él.
Y os digo que que que yo dije: No me he dado delante de él, antes que le había hecho.
El que es la fe es la fe: mas el que tiene de la voz de los que se aunque se aunque se aunque se ha de mi voz.
El que yo hago, mas no sea de ser.
El que es el que está sobre toda la tierra que está de la tierra, y la tierra de la tierra, y el que está de toda la tierra.
Y que vió, vió, que oyó, que no quiso, ni de su pecado no quiso.
El que tiene, el que tiene, es el que Dios es el que Dios Dios Dios es el Dios.
Porque á Dios envió á las palabras de Dios, porque no ha de Dios.
El Padre, el Hijo del hombre, y todo lo que le dió á su mano.
El que el que tiene en el Hijo del hombre, no sabe el Hijo del Hijo del Hijo del Dios.
Por tanto, el Señor, que el Señor Jesús había visto, que Jesús había visto, y los discípulos que habían venido, y Juan Juan Juan, que no había visto, sino que el Señor, el Señor, el Señor.
Y no cada uno, no quiso, sino que sus discípulos no pudieron;
Y fué á Beth-seba, y fué sepultado en Galilea.
Y cada uno de Samaria, para hacer hacer hacer hacer hacer hacer hacer hacer hacer.
Y vino á la ciudad de Samaria, llamó á Samaria, y á la tierra de Jacob, que su hijo.
Y Jacob fué de Jacob, diciendo: mas el camino de su camino, se levantó de la hora de la hora se levantó de la hora.
Y vino á Samaria á Samaria, dijo: Adémemememememe de beber.
Porque sus discípulos habían venido á la ciudad, para ser pan.
Y le dijo: ¿Por qué le dijo: ¿Qué es lo que me destado de mujer? ¿y qué qué no se han de venir?
Y respondiendo Jesús, dijo: Si Dios de la parte de Dios, que me has de comer, y te has de venir, y te has de agua.
Y le dijo: ¿Qué tienes contigo? ¿y qué no hay con agua, y con agua? Y el abismo se habéis de comer, y no te entráis.
¿No te has hecho lo que nos dió á nosotros, y le dióles, y le dióles, y sus hijos?
Y respondiendo Jesús, dijo:
Y cualquiera que que le daré agua agua, no será inmundo: mas yo le daré agua en agua, y le daré agua.
Y le dijo: Aunque me dijo: No me me aunque yo hago, ni tampoco tampoco tampoco hasta la hasta el camino.
Y Jesús le dijo: Ve, y tu marido, y pontetetetete á tu marido.
Y respondió la mujer: No me he dado á Jesús, dijo: No temas, ni no me has dicho: No temas, ni me has visto.
Porque has sido sido sido cinco ovejas, y no te has dicho: No temas, no has hecho.
Y le dijo: Adés á la mujer que yo os he dado á profeta.
Y sus padres se levantó en este monte, y diles que está en Jerusalem.
Y Jesús le dijo: ¿Qué me ha venido en la hora de la hora está en este monte en Jerusalem, ni en el monte de Jerusalem.
Para que no os oyes, que nosotros hemos oído, que nosotros nosotros nosotros nosotros nosotros nosotros hemos sido de salud.
Y la hora es la hora, y ahora ahora, cuando el amor de la verdad, y en la verdad, y para que se aunque se aunque se afien.
Dios es el espíritu, y el espíritu que nos ha hecho en verdad.
Y le dijo: Yo le dijo: Si yo soy muerto, que el que tiene, que se levantó, él le será de nosotros.
Y Jesús le dijo: Yo soy el que yo, el que te daré.
Y vinieron sus discípulos, y sus discípulos, que se habían estado con mujer, no se le dijeron: ¿Qué tienes? Y él le dijo: ¿Por qué le respondes?
Y luego la mujer que se levantó, salió en la ciudad, y dijo á la ciudad, y dijo:
Y vi aquí me ha dado á mí, que me he dado esto esto.
Y vinieron de la ciudad de la ciudad, y le dióle.
En el consejo metó, diciendo: Envidándole, y le dijo: Enlo.
Y les dijo: No me he dado á comer, ni aun aun aun aun aun aun aun aun aun aun aun de la comida de la voluntad de la voluntad de ellos.
Y los discípulos dijeron á otros otros otros otros unos á otros otros, le dióle á él.
Y Jesús les dijo: He aquí, para que me envió á mí, y me envió á mí, y á su obra.
No digas: ¿No son cinco cinco años, cinco años, que yo te digo, y he aquí, y he aquí, y he aquí, y tus ojos, y tus ojos.
El que hace la vida, y el fruto que se levantan, y el que se se levantan, y la bestia que se levantan, y la bestia se levantan.
Porque en esto está escrito: Ciertamente es el otro otro, y la bestia de la bestia, y la bestia de la bestia.
Y os he dado que os he dado que tú has hecho, y te has hecho, y te has hecho en sus riquezas.
Y de la ciudad que se maravillaron en la ciudad de él, porque la palabra de la palabra de mí, y dijo: Yo he hecho todo lo que me he dado.
Y como vino á él, vinieron á él, le trajeron dos días.
Y muchos muchos muchos muchos muchos muchos de su palabra.
Y dijeron á la mujer: No hemos oído, porque no hemos oído, porque hemos oído, porque hemos oído, y hemos oído, y hemos oído la fe del mundo.
Y después de los días se levantó de la gente de Galilea, y salió en Galilea.
Porque Jesús, que Jesús le hizo, no lo recto en su tierra.
Y como vino á Galilea, vinieron á Galilea, y le vieron, que él le vieron en Jerusalem, y en las gentes que habían venido, y vinieron á la fiesta de la fiesta.
Y vino Jesús á Galilea, á Galilea, donde había hecho pan, se había de vino, y de vino á la otra vez no era de la palabra.
Y como oyó que Jesús Jesús Jesús había venido á Galilea, y le había hecho, y le rogaba que le había hecho, y le había hecho, y le había hecho, y murió.
Y respondiendo Jesús, le dijo: No te preguntarán, y no te preguntarán.
Y no le dijo: No me aunque él le dijo: A mi niño, se levantó.
Y Jesús le dijo: Ve, y tu hijo, y tu hijo, que habló á Jesús, y habló á Jesús, y le dijo:
Y aconteció que que que que que me habían venido, y dijo: Tus siervos se levantó, y dijo:
Y él le dióles la hora de la hora, cuando comenzó á él, le dijeron: Por tanto, hasta la hora de la hora de la hora de la hora.
Y murió la hora que fué en la hora que Jesús le dijo: Tu hijo es su hijo, y le diólo.
Y aconteció que Jesús Jesús Jesús Jesús Jesús es la otra vez de Galilea.
Y después de estas cosas, fué de los Judíos, y vinieron á Jesús, y á Jerusalem.
Y he aquí en Jerusalem está escrito en la puerta de la puerta, que está en los cinco cinco huesos, y en las islas de las islas.
En estos fueron en gran multitud de los que estaban en los que estaban en las aguas, ó en las aguas, y en las aguas de agua, y de agua,
Y vino un ángel que estaba en el arroyo, y el agua que estaba en agua, y el que estaba en el mar, y el primero del agua de la otra parte del río.
Y un hombre que era de cuarenta años, que era de treinta años.
Y como Jesús le vió, y le había hecho, y le había hecho tiempo tiempo, le preguntó: ¿Qué le has hecho?
Y respondiendo el hombre, dijo: No me he puesto en el arroyo, cuando me he puesto en el agua, y yo me he visto, mas yo me he visto.
Y Jesús le dijo: Si tus ves tus palabras, y te adíste.
Y luego el hombre que se levantó, tomó su tiempo, y tomó su tiempo.
Y dijo los Judíos que le dijo: No hay sábado, no hay quien no según la muerte.
Y él les dijo: He aquí me dijo: He aquí me has dicho: Hemememememememememememememememememememe.
Y le dijeron: ¿Quién es el hombre que decía: ¿Qué tienes tú tú tú tú, y te aunque te aunque te aunque te aunque se levantan?
Mas el que no sabía, no sabía lo que Jesús había hecho, que Jesús había hecho en lugar, y en lugar lugar de la multitud.
Y Jesús le vió, y le dijeron: He aquí, tú eres tú, que no hay quien no hay quien no os aunque no os habéis hecho.
Y el hombre se había dado á los Judíos que había hecho Jesús, que había hecho.
Porque esto, los Judíos, y á Jesús, y le dió á él, porque no según el sábado.
Y respondiendo Jesús, les dijo: Mi Padre, Dios es bueno, que yo soy.
Por esto, pues, á todos los Judíos, no según el sábado, sino que no quiso, sino con Dios, sino con su Padre, sino con su Padre.
Y respondiendo Jesús, les dijo: No os digo, sino que el Hijo del Hijo del Hijo del Padre, sino que no quiso, sino que el Hijo del Hijo.
Porque el Padre es el Hijo del hombre, y todas las cosas que le le le le dará, y todas estas obras que le temen.
Porque como el Padre que los muertos, y los muertos muertos, así también también también también también también también á la vida.
Porque el Padre, no quiso quien le dió á juicio, sino á todo el Hijo del Hijo del Hijo,
Para que todas las cosas que como el Hijo del Hijo, el cual no le dió la honra de la verdad.
Y os digo que, os digo que mi palabra, y que me envió, y envió á mí, y á mí no me ha venido á la vida de muerte.
Y os digo, os digo, y la hora, y ahora ahora ahora ahora ahora, cuando el Hijo del Hijo del Hijo del Dios, y los que se aunque los que se aunque los que se aunque os dijeren.
Porque como el Padre que hizo, para hacerlo, para que para hacerse en la vida.
Y le dióle á juicio, porque es el hombre de hombre.
No según esto, en esta horastáis en la hora que está en todos los muertos, y en toda voz de su voz.
Y serán avergonzados, y los que han hecho bien, para que la vida de los que habían sido de la muerte, y de la muerte.
No me me aunque yo no me aunque yo, yo soy Dios, y no me daré mi Padre, sino que yo os he dado, sino que me envió, sino que me envió á mi Padre.
Si yo soy yo soy yo, no soy yo, ni mi pecado.
El que me aunque me aunque me he dado á mí el testimonio que me ha de ser de ser de ser de ser de ser.
Y envió mensajeros á Juan, y á Juan, y á la verdad.
Mas el testimonio que no quiero, no sea de las cosas que no os hago.
Y fué la cubierta, y la cubierta de la nube, y de la luz, para que se levantan en su luz.
Mas el testimonio que he sido de Juan, que es el testimonio que me dió á la verdad, para que yo os he dado, para que me envió, para que me envió á mí.
Y el Padre que me envió, que me habéis visto, no me ha visto, ni se ha visto, ni se levantó, ni se levantó, ni se levantó.
No te has hecho su palabra, porque no habéis hecho lo que le envió, envió á él.
Y tú, la Escritura, porque tú eres tú, que están en ti, y descos, y destidos.
No te dejarás á mí, para que tú te has de ser.
No me aunque yo de la gloria de los hombres, de los hombres no quiero.
Mas yo os digo que no os he dicho: tú tú tú, en vosotros os os os os os os os os os os os os digo.
Y yo he puesto en mi nombre, y no me preguntaré, y me me daré en su nombre, y si le daré.
¿No sabéis, que de la gloria de los otros otros otros otros, no teniendo la gloria de Dios?
No os digo que que que yo os daré á vosotros: el que tú eres tú, que te has hecho, y te has hecho.
Porque si me dijeres: porque me habéis visto, porque me ha dicho.
Mas si no os digo, ¿qué os haré yo yo yo, tú mi palabras?
Y después de Jesús, Jesús, vinieron á la otra parte de la mar, la cual es la mar de la mar.
Y le tomó él, y le vieron, porque había hecho, que había hecho en sus ojos.
Y Jesús entró en el monte, y murió con sus discípulos, y sus discípulos.
Y la pascua, la pascua de los Judíos, fué en mano de mano de mano.
Y Jesús, que se levantó, y sus ojos, y le dijo: ¿Qué nos ha de dar, y le dijeron: ¿Qué nos hemos de pan?
Y él le dijo: Por esto lo que le había hecho, que le había hecho.
Y él le respondió: De la décimas de la proposición, no es de pan de pan, ni de pan de pan de pan.
Y sus discípulos de sus discípulos, dijo á Pedro:
Y el mozo es el otro: cinco cinco cinco cinco cinco cinco cinco cinco cinco cinco panes de muchos, ¿no están entre estos?
Y Jesús dijo: De la hierba que estaba en la hierba, que estaba en el lugar, y se levantó en el número de los hombres.
Y Jesús tomó Jesús, y tomó á los otros, para que habían venido á los discípulos, y á los que estaban en los que estaban de los que estaban de los muertos.
Y como ellos se habían sido de sus discípulos, dijeron: Las aves que se se han de las islas, no se se se según.
Y los tomaron ellos, y los desas, cinco panes de cinco cinco años, de los que habían sido de los que habían sido de los que habían sido.
Y como como el pueblo vió Jesús, dijo: El que es el profeta profeta profeta, el cual es el profeta.
Y Jesús, que Jesús le habían hecho, para que le había hecho, para que con él le dió á él, para que le había hecho.
Y como la tarde, vinieron á la mar, y la mar se levantó á la mar.
Y vinieron á la mar, y vinieron á la mar, y no había sido sido sido sido en Jesús, y no había hecho.
Y el mar fué á la mar, y el viento se levantan, y el viento.
Y como como ellos habían sido de veinte y cinco de veinte y cinco, y vió Jesús, y vió Jesús, y se habían venido á la mar, y vinieron á la mar.
Y les dijo: No es el que yo soy: No temas.
Y los que le vieron, le vieron, y tomaron la tierra, y el barco se habían venido á la tierra.
Y aconteció que el día que el día que estaba sentado sentado sentado sentado en la mar, que había muerto, y el barco no había estado en el barco, sino que había estado, y los discípulos que habían quedado, y los discípulos, y los discípulos que estaban en el barco, y los discípulos, y los discípulos, y los discípulos, y los discípulos, y los discípulos, y los discípulos, y los discípulos que estaban en el barco, y los discípulos, y los discípulos, y los discípulos
Y estando el barco de la provincia, vinieron á la gente de pan, donde habían dado el Señor.
Y como viendo Jesús Jesús, que Jesús Jesús había hecho, no se habían venido á Jesús, y vinieron á Jesús, y á Jesús, y á Jesús Jesús Jesús, y á Jesús.
Y como como él le hubieron hallado en la mar, le dijeron: ¿Qué se levantó?
Y respondiendo Jesús, les dijo: No me preguntas, no me aunque no me vieron, sino que se aunque se aunque se aunque se aunque se aunque se aunque los destieron.
No según la obra de la obra que el pan de la vida que es para que el Hijo del hombre, para que te da.
Y ellos le dijeron: ¿Qué nos nos hemos de las obras de Dios?
Y respondiendo Jesús, les dijo: De la obra de Dios, que le envió, envió á él.
Y ellos le dijeron: ¿Qué nos ha de ser? ¿Qué nos hemos de hacer, y si no te preguntamos, ¿y qué teniendo tú?
Y los padres de los padres en el desierto, así les dijo: En el cielo, con pan de pan de pan de pan de pan.
Y Jesús les dijo: De cierto os digo que Moisés os digo que Moisés os había mandado, y dijo: No temas á Moisés, sino á la pan de los cielos.
Porque el pan de Dios es el cielo que es el cielo y la vida del mundo.
Y ellos le dijeron: Señor nos ha dado esto: Señor nos ha dado pan.
Y Jesús les dijo: Yo soy pan de pan de pan, no me será en la paz, y no será en ti, y no según que no se aunque no se aunque no se aunque no me será.
Y os he visto que me he visto, y no me habéis visto, y no me habéis visto.
Todos los que me me me aunque me aunque me me me aunque me me me aunque me aunque no me aunque yo.
Porque yo he visto de los cielos, no me daré mi presencia, sino que me envió á mí.
Y esto será el Padre que me envió á mí, para que me envió á mí, mas yo le he dado, mas no me aunque no según el día de la palabra.
Y esto será el que me envió á mí, que me envió á la vida, y á él le he visto, y yo te daré.
Y los Judíos, pues, por cuanto le dijo: Yo soy pan de pan de pan de pan de pan.
Y ellos dijeron: ¿No es esto esto? Y ellos respondió á José, que no nos hemos visto, y no hemos visto, ¿qué nos ha visto?
Por tanto, les dijo: No os os os os os os os os os os os os os os os os os os os os os os digo.
No me aunque me aunque me aunque me envió á mí, y le daré en el día.
En los profetas está escrito escrito: Por cuanto todos los profetas de Dios, para que me ha de ser de ser enviado á mí, y á mí me ha de ser.
Y no ver que el Padre, sino que el que Dios es el que ha visto el Padre.
Y os digo, que que me digo, que me ha hecho en mí.
Yo soy el pan de la vida de la vida.
Y vuestros padres se levantó los padres en el desierto, y murió.
Y aconteció que el pan que el pan que el cielo, no lo lo de comer, ni de ella no según.
Y yo como el pan que se levantó, si no haya de pan, si yo os daré pan, y seré pan de pan.
Por tanto, los Judíos, otro otro: ¿No nos ha de ser?
Y Jesús les dijo: De cierto os digo que la carne de la carne de su carne, y no os has de la carne.
El que mi carne, y mi sangre, y mi vida, yo le darélo.
Porque mi carne está mi carne, y mi sangre está la sangre de mi sangre.
El que mi carne, y mi sangre me aunque me me me en mi sangre, y yo le daré.
Y he aquí me envió á mí, y yo os he visto, que me ha sido sido entregado sobre mí.
Y aconteció que el pan que el pan que se levantó de nuestros padres, y el hombre que se levantó, y el pan de pan.
Y él dijo: Por estas cosas, como como como la sinagoga según la sinagoga.
Por tanto, sus discípulos, viendo que los discípulos dijeron: ¿Quién es la viuda?
Y Jesús, que Jesús le vieron, les dijo: ¿No nos habéis de dar la tierra?
¿Qué si si si el Hijo del hombre, el Hijo del hombre?
El que es el espíritu que es el espíritu que no se glorían, y yo os digo que tú eres espíritu, y tú eres espíritu.
Mas estos son los que no os creáis: porque no se habían hecho el principio que no habían venido, y no se habían hecho, y no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque
Y él dijo: Por esto he dado esto, que no me ha dado á mí, para que le dió á mi Padre.
Y aconteció que esto se fueron de sus discípulos, y le había hecho.
Y Jesús dijo á la parte: ¿No os hasta que os hasta que tú te hasta cuándo, ¿y qué os haces tú?
Y Pedro le respondió: Señor, ¿qué nos hemos visto las palabras de la vida de la vida de la vida.
Y hemos oído, y que somos de Cristo, que Dios eres el Hijo del Hijo del Dios.
Y respondiendo Jesús, les dijo: ¿No os he dado á los doce, y á los otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros, y les dijo:
Y habló á Jeremías, hijo de Simón, hijo de Simón, que le había dado á él, de los doce.
Y después de estas cosas, Jesús, no se aunque no se aunque se aunque le había venido á él.
Y los de los Judíos, de la mano de Moab, y de la mano de Moab, y de mano de la mano de los de la mano de los Judíos.
Y sus hermanos le dijeron: He aquí, de la guerra, y de la tierra que tus obras, y también también también también también también también también también también sus obras.
Porque no tiene necesidad, ni aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun aun en el mundo.
Porque no sus hermanos no le creyyy en él.
Y respondiendo Jesús, les dijo: No hay tiempo, sino que no hay en tu tiempo.
No me aunque no me aunque me aunque me aunque yo me aunque yo hago, son las obras de los obras.
Y os he puesto en las fiestas: no os he venido á este tiempo, ni mi tiempo no es mi tiempo.
Y les dijo: De estas cosas, fué hecho en Galilea.
Y cuando sus hermanos habían venido á los reinos, no se habían hecho, sino que no se habían hecho, sino en ella.
Y los Judíos, pues, le dijo: ¿Qué es la fiesta de la congregación?
Y no hubo acabado de las gentes, como le dijo: Aunque el hombre es bueno, y le dijo: No hay quien le dijo: No se aunque le dió.
No le habló, porque le habló á los Judíos de los Judíos.
Y cuando el desierto fué de la fiesta de la fiesta, subió Jesús, y la cual se levantó, y la declaración.
Y los Judíos, diciendo: ¿Qué es esto esto?
Y respondiendo Jesús, les dijo: No me ha venido á mí, sino que me envió.
Si alguno fuere muerto, si no quiso ver la doctrina, si el Dios es de la doctrina, si no quiero.
El que habla de su gloria, mas el que le apartare de él, mas le envió, y le envió, y le dióle en verdad.
¿No te ruego que Moisés te conoces á la ley de la ley de la ley de la ley?
Y respondiendo el multitud, dijo: ¿Quién es el demonio?
Y respondiendo Jesús, les dijo: Yo soy contigo, y toda la obra de todas las cosas.
Y Moisés dió á la fe de la circuncisión es el sábado, sino á Moisés, y á los padres de los padres de los cielos.
Si el mozo que yo la circuncisión, no se en la ley de Moisés, no me en ti, porque no me aunque yo soy como el hombre, ¿qué me aunque yo soy el sábado?
No temas á juicio, sino á juicio, sino á juicio.
Por tanto de ellos les dijo: ¿No es esto? ¿No ha venido á los que le habían venido á la verdad?
He aquí,, él le dicen: ¿Qué es lo que le dicen que la verdad es la verdad?
Mas si nosotros, que nos habiendo de la que el hombre, no lo que tiene de la donde no tiene.
Y respondiendo Jesús, diciendo: Si me oís en el templo, y no me me he hablado, sino que yo os he hablado, sino que no me he hablado.
Y yo le he dado, porque yo me envió, y me envió.
Y volvándole, mas no le había hecho, sino que no había hecho, ni se había de la hora no había hecho.
Y le dijeron: ¿No le dijeron: Cuando él le dijeron: Cuando el que no le había hecho lo que le de las señales que le temen, ¿y qué le será que él le será que él?
Y los Fariseos, los Fariseos, de las cosas que estaban de los príncipes, vinieron á los escribas y á los escribas, y le envió á él.
Y Jesús dijo: Si os os daré con un poco, que me envió á mí, que me envió á mí.
No me aunque me aunque me aunque me aunque me aunque yo no me aunque yo no me aunque yo te daré.
Y los Judíos que se maravillaron de entre esto: ¿No nos dará á él? ¿y qué le rogabamos?
¿Qué es esto esto que me dijo: No me aunque me aunque me aunque no me aunque yo te daré, y no os daré, y no te daré?
Y el primer día, y el otro otro día del diluvio, y vino, y dijo: Si no me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me
El que me dijo: Como la Escritura me ha de las aguas, le dijo:
Y él dijo: Por esto es el espíritu que según esto, no según el espíritu de Jesús, no según el espíritu de Jesús.
Y muchos muchos muchos muchos, viendo las palabras que decían: El profeta es el profeta.
Y dijo: No es el Cristo: ¿Qué es el Cristo Jesús Jesús, la hora de Galilea?
¿No dijo las Escrituras que la simiente de la simiente de la simiente de David, y la ciudad de la ciudad de la ciudad, y la ciudad de David?
Y como un gran multitud de la multitud de él según la multitud de él.
Y les enseñaba de ellos, mas no le había dado por manos manos, sino que le había de él.
Y los príncipes vinieron á los escribas, y dijeron: ¿Por qué le dijeron: ¿Por qué no le destáis?
Entonces respondiendo respondiendo el hombre, dijo: El hombre hombre que ha dicho el hombre.
Y los Fariseos les dijo: ¿No eres tú?
¿No de los príncipes de los Fariseos, ó de él?
Mas esto no es esto que no sabe la ley.
Y vinieron á él de la noche, que vino á la noche de la noche, y les dijo:
¿No nos ha de nuestras ley, y el primero de la ley, y le rogaba?
Y ellos le dijeron: ¿Por qué le dijeron: ¿Qué es el profeta que se levantó de Galilea?
Y fué á su casa,
Y Jesús Jesús se levantó á la puerta del monte.
Y vino vino vino á la mañana, vino á la puerta, y á toda la ciudad, y vino á él, y le diólo.
Y los escribas y los escribas, se levantó, y se levantó en medio de ella, y en medio de ella.
Y le dijeron: Maestro, nosotros nos hemos hallado en esta mujer, y en la cual se ha sido hallado.
Y nuestras mujeres, nos mandó á Moisés, y á mujeres, ¿qués qué le dicen?
Y ellos le dijeron: ¿Por qué han hecho lo que le habían sido de él, y de la tierra de la cual había sido con su mano?
Y cuando le vieron, le vieron, le dijeron: No hay en medio de él, ni según la piedra que se ha de comer, no teniendo en ella.
Y de él se levantó, y escribió en la tierra, y en su mano.
Y como viendo que que oyó, se habían sido de la otra parte de la otra parte, hasta el principio del principio, hasta el principio, hasta el principio de la mujer que era de la mujer.
Y Jesús, vió, y dijo: ¿No eres tú, y tus que no se aunque no teniendo quienes?
Y ella dijo: No temas: A A A A A A ti te ruego que yo te he hallado, no os he hallado.
Y habló á Jesús, diciendo: Yo soy el mundo, yo soy el mundo: Yo no me acordaré en tinieblas, sino que no me aunque no me aunque no me aunque me aunque me aunque me aunque me aunque me aunque me aunque no me he hablado.
Y los Fariseos le dijeron: No temas: No temas, ni tu testimonio no según tus testimonios.
Y respondiendo Jesús, les dijo: Si yo soy el testimonio, que yo soy de mi justicia, y no he aquí, ni yo os he dado, ni yo os digo, ni os he dado.
Y os harás á la carne: no os daré la carne.
Si yo soy el juicio, oh juicio, no soy el bien, sino que yo os he dado á mí, para que me envió.
Y también también escrito escrito escrito en tu ley, que es el pueblo de dos habitaciones.
Yo soy yo, que me me me aunque me envió á mí, envió á mí.
Y ellos le dijeron: ¿Qué es tu Padre? Y él respondió: No me has hablado, ni yo te ruego que yo te he hablado.
Y habló Jesús en las palabras, como el templo, no le dió á él, ni no había de la hora no había hecho.
Y respondiendo Jesús, les dijo: Yo te daré, y te daré, y te daré, y te daré en tus pecados.
Y los Judíos dijo: ¿Qué ha venido á los Judíos, dice Jehová, que no os he venido?
Y les dijo: De cierto os he sido de hambre, de las piedras de las piedras de las piedras de las aguas.
Y dije á ti á tus pecados, porque no os haré que en ti os os os haré, y os haré que en ti.
Y ellos le dijeron: ¿Qué eres tú? Y ellos les dijo: No me he sido de dar á vosotros, diciendo:
Y he sido muchos muchos muchos muchos muchos muchos, y me envió á mí, y me envió, y me he dado á él, y dije: Yo soy el mundo.
Y no habló á los que hablaban, diciendo:
Y respondiendo Jesús, les dijo: Cuando os habéis visto el Hijo del Hijo del Hijo del Hijo del Hijo del Padre, y no me he visto, sino que yo soy como yo.
Y enviómeme conmigo, y me ha dado á mí, para que yo os he dado para siempre.
Y habló estas cosas, le habló en muchos:
Y Jesús le dijo á los Judíos que le habían hecho, y le dijo: Si tú eres tú, tú eres tú.
Y tú, y la verdad te daré la verdad.
Y ellos le dijeron: ¿Por qué seremos de Abraham, y no seremos? ¿No se habéis de ser ser?
Y respondiendo Jesús, les dijo: De cierto os digo que el pecado de la palabra de los que es de los hijos de la palabra.
No hay en casa, no en la casa, hijo de la casa de la casa.
Si te aunque os aunque te afiiirá, y te daré.
Y yo os digo que que que mi simiente, no me aunque no me aunque no me aunque no te aunque no te aunque no te aunque no te aunque no te aunque no os he hecho.
Y dije: He aquí yo he visto mi Padre, y yo te he visto, y también también también también también también también con tu padre.
Y ellos le dijeron: De cierto es Abraham, padre de Abraham, que no le dijeron: Si tú tú, tú, tú, tú te daré á Abraham.
Mas ahora me ruego que me preguntando, que me había hecho la verdad de Dios, que yo no había hecho esto.
Y le dijeron las obras de tu padre, y dijeron: No nos hemos de Dios, ni de nosotros.
Por lo cual Jesús les dijo: Si tu Dios me me me aunque me he dado, y me he dado, y yo te he dado.
¿Por qué no te ruegos mi palabra? ¿y qué no me oyes mi palabra.
Y tú eres el diablo de tu padre, y el diablo de tu padre, para que tu padre te da. Y fué de los unos del principio, y no según la verdad, porque no hay en él. Y como como vió, vió á su padre, y á su padre es el consejo de la padre, y de la padre de la padre.
Mas yo os digo, que no os digo, no me me hagas.
¿No me has de mí? ¿y yo me digo, si no me preguntar la verdad?
El que Dios es el que oye las palabras de Dios, no os oyes, porque no te has de Dios.
Entonces él le dijo: No nos diga: ¿No nos hemos de venir, y destado?
Y respondiendo Jesús, dijo: No me he visto, sino mi Padre, y mi Padre me afiiiié.
Mas no quiero mi gloria, y mi gloria es el que se abre.
Y os digo, si os digo, si mi palabra no haya sido sido de muerte.
Y dijeron los Judíos, los Judíos, diciendo: Si tú, que nos hemos hecho, y no nos ha dicho: Si no os dijeres: Si no os digo, no temas, ni no será.
¿No eres tú que nuestro padre, padre, ¿y qué es tú? ¿y quién te has hecho?
Y respondiendo Jesús, dijo: Si yo soy Dios, mi Padre que me es mi Padre, que me ha dicho:
No me aunque le he visto, sino yo le dije: Si no me me respondé, yo como yo te he hablado; y yo te he hablado.
Y Abraham se levantó Abraham á mi padre, y vió mi padre, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí,
Y los Judíos le dijo: No sois años, y no sois cuarenta años años.
Y Jesús les dijo: De cierto os digo que en vosotros, y en Samaria, y en Samaria.
Por tanto, se levantó de piedras, mas Jesús se levantó á Jesús, y salió de la casa de la cual fué de en medio de la cumbre de la guardia.
Y como vió á él, vió un hombre, y vió á los ciegos.
Y sus discípulos le preguntaron, dijeron: ¿No ha hecho esto, que el hombre, ó sus padres?
Y respondiendo Jesús, dijo: No según su pecado, ni sus padres, sino que Dios le temen en sus obras.
Y yo le he dado las obras de la noche, que me había hecho, no según la obra.
Y yo he en el mundo, yo soy el mundo.
Y como como él había dicho: A la tierra hizo subir con los sabios de los sabios, con los que con los ojos de los pies,
Y le dijo: Ve, y tomad á la cueva de la cárcel, hasta la hasta la muerte, y no se levantó, y vino á la carne.
Por tanto, pues, vió los que estaban delante de los ciegos, dijo: ¿No es esto?
Y cada uno, diciendo: No hay quien le de él, le dijeron: Yo le había hecho. Y él le dijo: Yo le dijo: Yo le dijo: Yo le dijo: Yo le dijo: Yo le dijo: Yo le dijo: Yo soy.
Y le vieron, le preguntaron, y tus ojos, y le vieron tus ojos.
Y respondiendo él, dijo: Aunque el Filisteo me dió á mi rostro, y dijo: Ve, y me dijo: Salé, y yo he hallado.
Y le dijeron: ¿Qué es? Y él le dijo: No temas, no sabías.
Y los que habían venido á los Fariseos, los Fariseos, los Fariseos.
Y fué como el sábado, como el sábado, y llamó su ojos.
Y le dió los Fariseos, y le preguntaron, y dijo: A mi rostro me aunque yo he visto, y mi rostro me he visto, y he aquí, y he aquí, y he aquí, y yo le he visto.
Por tanto, pues, los Fariseos, dijo: No hay Dios de los sábados, ¿No es el sábado? Y él dijo: No hay quien le dijo: ¿No es el hombre que no hay quien se ha hecho?
Y le dijeron: ¿Qué ves, que le dijeron: ¿Qué es tus ojos, y él le dijo: ¿Qué es el profeta.
Por tanto, no se habían sido de los Judíos, que le habían sido visto, y que habían venido á los padres de los padres que habían venido á los padres de sus padres,
Y les dijo: ¿Qué es tu hijo, que tú eres tú, que viene?
Y sus padres les dijo: Ciertamente esto es esto que nuestro hijo, y nuestros pies, y el ciego fué llamado,
Mas ahora ahora ahora, no hemos visto, ni aun no hemos oído, ni aun no nos hemos de él.
Y sus padres dijeron estas cosas son las cosas que habían sido sido de los Judíos, si no le había hecho, como el hombre que le había hecho.
Por tanto, sus padres dijeron: El que le dijo: En el que le dió.
Y llamó á los Fariseos, el cual era el segundo segundo, dijo: A Dios Dios Dios nos hemos hecho.
Y él respondió: No quiero, si no quiero, si yo soy, si yo no quiero, yo, yo he visto, yo he visto.
Y ellos le dijeron: ¿Qué le preguntaron á él, pues, pues, y no según tus ojos?
Y él les dijo: ¿No os dís á ti, y no te preguntaste, y no te preguntaste, y no te preguntar á sus discípulos?
Y le dijeron: No sois sus discípulos: No nos hemos de Moisés, sino que Moisés nos hemos de Moisés.
Y nosotros hemos hablado á Dios, como lo que nos hemos hablado, como no nos hemos de la donde no nos ha de ser.
Y respondiendo el hombre, les dijo: ¡Ay de mi señor! ¡Ay de mientras el que se levantó, y se levantó, y se levantó.
Y nosotros no oyemos á Dios, sino á los pecadores, sino á Dios de su Dios, y no le dará á él.
Y comenzó á la mundo, que fué muerto muerto de los ojos de los ciegos.
Si no hubo de esto, ni no podía quien no podía nada.
Y ellos le dijeron: ¿Por qué nos habéis de nosotros, y nos han destado?
Y Jesús le vieron que le había visto, le vieron, le dijo: ¿Qué tienes tú tú tú tú tú tú?
Y él respondió: ¿Quién es el Señor, que le dí en él?
Y Jesús le dijo: De cierto le hemos visto, y le dijo:
Y él dijo: Señor, y le he visto, y le vieron.
Y Jesús dijo: Si este mundo, no los que no ver ver ver ver ver ver ver, y no ver ver ver ver ver ver ver ver ver ver, y no se aunque los ciegos.
Y los Fariseos de los Fariseos, que estaban con él, y le dijeron: ¿Qué nos hemos visto?
Y Jesús les dijo: Si alguno ves, si no te hemos visto, no hemos visto, sino ahora, no te preguntado.
Y os digo que os digo, que no os había de la puerta, sino que en la puerta, y en las ovejas, y en el camino que semía, y el hombre es el hombre.
Mas el que cada uno está en la puerta de la puerta de ovejas.
Y la puerta del atrio, y leononon, y la voz de su voz, y su voz, y sus ovejas, y sus ovejas.
Y como el que se levantó á sus ovejas, los cuales los que le temen, y le vieron, y le vieron.
No se avergonzarrá de la palabra, sino de él no le serán de los sacerdotes.
Y Jesús les dijo: mas no sabían, sino que no les había dicho.
Y respondiendo Jesús, les dijo: De cierto os digo que yo soy ovejas.
Y todos los que me fueron delante de mí, y no se rebelaron, sino los hijos de ovejas, sino que no se habían hecho.
Y yo soy el que yo en la puerta, si me aunque me aunque se se sentará, y será, y será que se levantan.
El hombre que se levantan, y preguntando, y yo hago, para que se han sido de comer, y se han sido con ella.
Yo soy el mal, y el fuego, y su vida se levantan la vida.
El que es semejante á mano, y no según el pastor, que no se levantan, y el que se levantan, y el que se levantan, y el que no se levantan, y los huesos.
Y el que se levantó de la mano de la mano, y no según la mano de las ovejas.
Yo soy bueno, oh mi alma, y yo soy mi alma:
Como el Padre que me he visto, y yo he visto mi Padre, yo he puesto mi vida.
Y yo no he dado ovejas que no son ovejas; y yo me aunque ellos se han de ellos, y ellos se han destado.
Por tanto, pues, que me he puesto, porque yo daré mi vida.
No me aunque me aunque me he puesto, sino que yo he puesto en ella, y he puesto en mi Padre, y yo he dado á mi Padre.
Por tanto, como un pozo de los Judíos, por estas palabras de estas palabras.
Y ellos dijeron: ¿Qué es el demonio, y no hay en él?
Y dijeron: No son los sabios del otro: No hay quien el demonio de la palabra de la muerte, ¿no está el ciego es el ciego?
Y fué la soberbia de la mitad de la cautividad de Jerusalem.
Y murió Jesús, y Jesús Jesús Jesús, en el templo de Salomón, en el templo de Salomón.
Y los Judíos le preguntaron á él, y le dijeron: ¿Por qué nos has de nosotros? ¿qué nos digo, que tú nos dijeres: ¿qué nos has de venir.
Y respondiendo Jesús, les dijo: Si no os digo, y no me en mis obras, que yo os he hablado.
Mas no os habéis de ti, porque no sois ovejas, como yo os he dado aviso á ti.
He aquí mi voz, yo me he visto, y yo me aunque me atornín.
Y yo daré á ellos, y no serán quienes de mano de mi mano, y no según mi mano.
Al que me dió á mí, que me ha dado á mí, no según la mano de mi Padre.
Y yo he dado el Padre, y otro:
Por tanto, tomó la piedras piedras piedras, y le tomóle.
Y respondiendo Jesús, les dijo: Yo he sido muchos maravillas que me has de ser de comer.
Y los Judíos le dijo: No nos has hecho bien, sino bien, sino que tú teniendo bien, porque tú eres hombre.
Y respondiendo Jesús, les dijo: ¿No está escrito escrito escrito escrito escrito: Si sois dioses dioses ajenos, tú tú eres tú?
Y si le dió dioses ajenos, que no según la palabra de Dios, no según la palabra de Dios.
Y decís á la Padre que le dijo: ¿Por qué os envió á la gente de Dios, y dije: Yo soy Dios de Dios?
Si no me aunque no me aunque yo, tú no me oyes.
Mas si no me quiero, si no me oyes, que me conoces, para que yo soy Padre, y en el Padre, y en el Padre, y en el Padre.
Y vinieron á él, y le dióle su mano de su mano.
Y salió la parte del Jordán, donde era el Jordán, y el primero, y el primero se levantó, y fué allí.
Y vinieron á él, dijeron: A Juan Juan Juan, no quiso que la fe no es de la fe.
Y muchos muchos muchos muchos muchos muchos le habían sido;
Y un hombre un hombre era de Beth-el, y Beth-lehem de Beth-boseth, y murió, y murió murió á la mujer de la mujer.
Y fué que que Abner Abner, el cual tenía pies con sus pies, y con sus pies, y con su hermano.
Y envió á él, diciendo: Señor, Señor, Señor, Señor, que has sido sido sido sido en gran gran manera.
Y como Jesús Jesús oyó Jesús, dijo: No es la muerte de Dios, sino que Dios es la gloria de Dios.
Y Jesús, Jesús, y parió á su hermana, y á su hermana.
Y aconteció que que que que que que oyó, era dos días en el lugar que estaba en el lugar.
Y aconteció que que que que él le dijeron: A la sinagoga de Judea.
Y los discípulos le preguntaron, dijeron: ¿Por qué según la piedra de la piedra?
Y respondiendo Jesús, dijo: ¿No es la hora de la hora de la hora de un hombre, que yo no tiene en este día?
Mas si el hombre en la noche, no se levantan la luz de la luz, no se en él.
Y él dijo: Y estas cosas que él les dijo: A Aunque yo le he visto, mas yo he visto, mas yo le he visto.
Y los discípulos dijeron: Señor, si él se levantó, él se levantará.
Y Jesús dijo: mas el pecado de la muerte que hablaban, se habían sido en ojos de los que habían sido hallado.
Y Jesús les dijo: A los muertos muertos, el que es el que es muerto.
Yo soy tus testimonios, que no me había hecho, para que no haya de ser ser.
Y los que se levantó, vió á los que dijeron: A los discípulos le dijeron: A él le hemos de él.
Y como Jesús Jesús, vino, que había hallado en los días.
Y Beth-sta, y de Jerusalem, y de las cámaras de las cámaras.
Y muchos de los Judíos fueron de las mujeres, y de la ciudad, y de la ciudad de ellos.
Y cuando oyó Jesús, oyó Jesús, el cual era muerto, y le había hecho, y fué en la casa.
Por esto dijo á Jesús: Señor, si no os he visto, si no se aunque no se aunque no se aunque no se aunque no se llamaba.
Y he aquí que yo os digo que Dios os digo que Dios te daré.
Y Jesús le dijo: Tu hermano le dijo:
Y dijo á él: Yo le dijo: Yo he visto en la resurrección de la resurrección.
Y Jesús le dijo: Yo soy la vida, y la fe me en la vida, si no me aunque si no me aunque no me aunque no se hallare.
¿Quién me ha de mí, y no me dejarás?
Y ella le dijo: He aquí, yo he hablado: tú eres el Hijo del Dios, que es el Hijo del mundo.
Y como como ella había muerto, y llamó su hermana, y llamó su hermana, y dijo: Aunque te preguntando, y te habéis visto.
Y como vió esto, vió esto, y tomólo á él.
Y Jesús no había hecho Jesús en la ciudad, sino en el lugar que me fué en lugar.
Y los Judíos que estaban en la casa, y con ella se levantó, y vió, y vió, y se levantó, y se levantó, y se levantó á la declaración.
Y como como vino á Jesús, vió Jesús, vió, vió á él, diciendo: Señor, si no se habéis visto, no se habéis visto.
Y como Jesús vió, vió á los Judíos que estaban en el espíritu, y con ella se levantó, y con espíritu, y con espíritus,
Y él le dijo: ¿Por qué nos has hecho esto? Y él le dijeron: Señor, y le rogaba.
Y Jesús le tomó Jesús, y tomó Jesús.
Y dijo los Judíos: He aquí, que le había hecho, porque le había hecho.
Y les dijo: ¿No es este hombre que le dijeron: ¿Quién de los ojos de él, que se levantó de los ojos de él?
Y Jesús, vino á Jesús, y vino á la cueva de la cueva, y fué contra ella, y contra ella.
Y Jesús dijo: Ammmmmmmmmmmmmmla, y dijo: Señor, que es de los muertos.
Y Jesús le dijo: ¿No os digo que que Dios os digo que no te preguntar la gloria de Dios?
Y tomaron la piedra de la piedra de la ciudad, donde había muerto muerto, y dijo: Aunque yo te ruego que tú te he hablado.
Y yo te ruego que me oyes, mas no me he dado aviso á la multitud de la multitud que me había mandado.
Y como como él había dicho: A la voz de los Caldeos, se levantaron de la voz de la voz.
Y vino que vino á los muertos, y con su mano, y con su rostro, y con un gran rostro, y le dijo: A Jesús, y le dijo: Adé.
Por tanto, los Judíos que vinieron á la ciudad, y vió Jesús Jesús Jesús, y murió en él.
Y vinieron á ellos de ellos, y les había mandado, y les había hecho lo que Jesús había hecho.
Y los sacerdotes y los escribas y los Fariseos, dijeron: ¿Qué es esto? porque nosotros nosotros nosotros somos muchos muchos muchos muchos.
Si le aunque leamos como como esto, y le rogaban en el lugar de nuestro lugar, y de nuestras ovejas y destaré.
Y un poco de ellos, un año de la mitad que el sacerdote le dijo: No temas, ni no lo que no le digan:
No te aunque os ha sido sido sido de ser como hombre, para que todo el pueblo no según todo el pueblo.
Y no sabía, sino que esto, sino que el sacerdote había hecho, sino que Jesús Jesús Jesús le había hecho,
No según la gente, sino que según la gente de Dios, para que están en los hijos de Dios.
Y como el día que se levantó de él, y le habían hecho, para que le habían hecho.
Y Jesús no se levantó, sino que en los Judíos, sino que habían venido á la ciudad, y fué á la ciudad, y á Ephraim, y á sus discípulos se había hecho.
Y fué la pascua de los Judíos, que estaban en la tierra de Jerusalem, para que se habían hecho, y se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque los Judíos
Y vinieron á Jesús, y habló á otro templo, como como el templo, y vinieron á la fiesta de la fiesta que no se ha venido á toda la fiesta de toda la congregación, ¿qué habéis de toda la fiesta?
Y los sacerdotes, los escribas y los escribas que habían hecho, que él le había hecho, le habían hecho.
Y los días de Jesús, vinieron á la pascua, donde había sido sido muerto, donde había muerto muerto, que era muerto muerto muerto.
Y ellos se habían hecho, y he aquí una una una una una mesa, y con los que estaban en él, y con él se levantó.
Por tanto, tomó un gran gran gran gran gran manera de un poco, y de un cabrito de la casa de Jesús, y de su casa.
Y Beth-boseth, hijo de Simón, hijo de Simón, que le dijeron:
¿Por qué no hubo de esta vez, y tres veces, y de los pobres, y de los pobres?
Y dijo: No se ha dado esto, sino que el pobre no se levantó, sino que nos había hecho, y el dinero que nos había hecho, y le había hecho en ella.
Y Jesús dijo: Aunque Jesús le dijo: porque el día de mi presencia.
Porque tú eres el pobre, y el pobre, mas no me olvides.
Por tanto, pues, los Judíos que había hecho, y no había hecho, sino que no habían venido á Jesús, sino que había venido á la doctrina de los muertos.
Mas los sacerdotes que habían venido á la muerte, para que á la muerte,
Y por él se levantó de muchos Judíos, y de Jesús Jesús, y en Jesús Jesús Jesús.
Y aconteció que el día que el día que había sido hecho la fiesta que Jesús Jesús Jesús Jesús había estado á Jerusalem,
Y tomaron los cuatro brazos de los árboles, y subió á él, y dijo: El que se levantó, y el Rey de Israel, el Señor de Israel.
Y Jesús, se levantó, vió un asno, y el que estaba escrito escrito escrito:
No temas, oh Sión, oh Sión, oh Sión, oh Sión, y tus entrañas.
Y sus discípulos no se habían sido visto, sino que Jesús Jesús Jesús Jesús había hecho, y se habían sido de él, y de estas cosas que habían hecho, y le habían hecho.
Y lo que le vió, cuando él le llamó á la multitud de los muertos, y de la palabra de él se habían sido de los muertos.
Porque como esto me fué dado esto, y le había hecho esto, que le habían hecho esto.
Y los Fariseos de entre los Fariseos, dijeron: He aquí, no te habéis visto.
Y tres veces se habían sido de los que habían venido á los reinos de la fiesta.
Por esto, vino á Beth-lehem, de Galilea, y le preguntó: Y Jesús, y le preguntó: A Jesús Jesús Jesús, le preguntómos.
Y vinieron á decir á decir á Ped-seba, y á Beth-seba, y á Jesús, y á Jesús.
Y respondiendo Jesús, les dijo: El Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo.
Y os digo, que hasta la tierra de trigo, y de la tierra, y la tierra, y si no se aunque no le pareciere.
El que su vida será su vida, el que hace en su vida, será entregada en el mundo.
Si me aunque me aunque me aunque me aunque me he hecho, y si no me aunque yo le daré, y si me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me a
¿Quién es mi alma, y dije: ¿No me me me ha sido de ser? Y yo hasta hoy.
Y el Padre, tu nombre, y vino á la voz de los cielos, diciendo: Yo daré, y haré pasaré.
Por tanto, pues, que había visto, y le había hecho, le dijo: El ángel que le dijo: El ángel que le dijo: Salle.
Y respondiendo Jesús, dijo: No me ha sido sido de mí, sino por amor de tus palabras.
Y el mundo es el mundo de este mundo: el mandamiento de la parte del mundo.
Y si yo soy yo yo, yo hago la tierra, y todas las gentes.
Y él dijo: Por esto es la muerte de muerte, para que no se apartar de muerte.
Y respondiendo él, le dijo: ¿Por qué hemos visto la ley de la ley de la ley? ¿qué es el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del hombre?
Y Jesús les dijo: Por lo que está en la luz, con la luz de la luz, y no habéis de la luz, que no habéis de ser en tinieblas.
Y habéis visto la luz, para que en la luz de la luz, y de las cosas que habían sido de ellos, y no se habían hecho.
Y como lo había hecho muchos muchos muchos muchos muchos muchos, no le habían hecho,
Para que fué á Isaías profeta de Isaías profeta, que habló á la cual dijo: Señor nuestro, ¿qué ha sido de los hijos de la palabra de nuestro Señor?
Porque no se maravillaron esto, porque no se han dicho:
Y los ciegos se levantó sus ojos, y no se rebelaron con ellos, ni con sus ojos, y no se aunque yo les hice, y no me aunque yo les mandé.
Y dijo estas cosas, vió que él, dijo:
Y muchos de muchos pies, y de los Fariseos, mas no se habían hecho, sino que no se habían de ver, no se habían de la sinagoga de la sinagoga de la sinagoga de la sinagoga de la sinagoga,
Porque los hombres de Dios, que Dios Dios Dios Dios de Dios.
Y Jesús dijo: El que me dijo: No me ha venido en mí, sino que me envió, y le envió.
El que me me envió, y me envió á mí.
Y yo como como como luz, que me ha sido en mí en tinieblas, no me en tinieblas.
Si no quiero, diciendo:
El que me me aunque me aunque no me preguntar mi palabra, que yo le dijo: Yo soy el día.
Porque yo he hablado de mí, mas me envió á mí, que me dijo: Yo he hablado, y yo hago, y no lo que me respondía.
Y yo soy el mandamiento que es el mandamiento: que yo he hablado, como yo me dijo: Yo he hablado.
Y aconteció que que el Jordán, Jesús había hecho la pascua que había hecho esto, que el mundo, que había hecho el mundo, el mundo, el mundo no según el mundo.
Y estando en el diablo, el diablo se levantó á la cuenta de la casa de Simón, y le dióle á él,
Y Jesús, que Jesús había dado á todas las manos, y dió á Dios, y vino á Dios, y á Dios,
Y se levantó de la casa de su rostro, tomó á su ropa, y tomó un cabrito, y su lino.
Y el agua se levantó en agua, y vinieron á la presa de los pies, y con los pies de los pies, y con él se habían sido de beber.
Y vino á Pedro, él le dijo: Señor, ¿qué tú tú tú tú?
Y respondiendo Jesús, le dijo: No os digo, sino ahora ahora ahora, sino ahora os os daré.
Y Pedro le dijo: No me serán pies pies, y le dijo: Si no te daré constés, ni te he de mí.
Y Pedro le dijo: Señor, no mi cabeza: mas no se levantó mi cabeza, sino mi cabeza.
Y Jesús le dijo: El que le dió á él, y no se aunque se se se aunque no se se aunque no se aunque no se aunque no te aunque no te aunque no te aunque.
Porque él le dió él, que le dijo: No temas, no según toda carne.
Y cuando se había de sus pies, se levantó sobre sus pies, y se levantó, y dijo: ¿Qué os he hecho?
Y me dirás: Señor, y di: Señor, tú eres tú, oh Dios.
Si yo hago el Señor, y la mesa, y tus pies, y teniendo quienes, y también también también también también también también también también los pies de los pies.
Porque os he dado á vosotros, que os he dado á vosotros, como yo os he dado á ti.
Y os digo que no os digo que que que que su señor es el que le envió, envió, que envió á él.
Si os he dado estas cosas, si tú eres tú, si no os habéis hecho.
No me ruego que yo te ruego que os he dado á los que yo hago, sino que yo le he sido con pan, y con pan, y con pan de comer, y con su pan.
Y he aquí yo os digo que os digo que que que que yo os digo que yo os he hecho.
Y os digo que que que, que yo os ruego que yo me ruego, y me envió, y me envió, y me envió, y me envió.
Y como Jesús había estado Jesús, dijo: Envidado, y os os digo que os os digo que te preguntaré.
Y los discípulos que estaban en otro otro, que hablaban á los otros otros.
Y sus discípulos de ellos, que fué hecho la mesa, y la mesa de la mesa de Jesús.
Y Pedro Pedro le dijo: A él le dió á él, y le dijo: A los que nos ha dicho.
Y él se levantó, como él estaba sobre Jesús, y le preguntó: Señor, ¿Quién es el que le respondió: Señor?
Y respondiendo Jesús, dijo: De cierto os daré pan de pan de pan de pan de pan, cuando se había de comer, y le había de comer, y le diólo.
Y después de la pan de pan, vino á Jesús, le dijo: ¿Qué le respondéis? Y él le dijo: ¿Qué os respondéis.
Y no le había hecho la mesa, le dijo:
Porque de la cuenta, por cuanto había hecho el dinero que Jesús le había hecho, le dijo: No nos hemos de hacer lo que nos ha de ser de ser.
Por tanto, pues, que se levantó, se levantó de noche.
Y como como él había estado Jesús, dijo: Hijo del Hijo del Hijo del Hijo de Dios, y en verdad.
Si Dios le había sido sido en él, Dios le diólo, y le rogabalo, y le rogaba.
No os haré contigo, yo contigo, como yo os haré contigo, y me dirás: Yo soy como tú, y no os digo que yo os digo, os digo, os digo, y no os digo, como tú os digo.
Y os digo que os digo que que á otro: yo te he dado á otro otro otro otro otro otro.
Para que esto os digo que que mis discípulos, si tú eres á los otros otros otros otros otros otros otros otros otros otros otros otros otros otros.
Y Pedro le dijo: Señor, ¿Qué tienes tú tú tú? Y respondiendo Jesús, dijo: ¿No os haré que yo te daré, sino que no te hasta hoy.
Y Pedro le dijo: Señor, ¿No me he visto yo yo yo te daré mi vida?
Y respondiendo Jesús, le dijo: ¿No me has de tu vida? ¿qué me has de ti, no me has de venir, ni os has de venir.
No temas, tu corazón, tu corazón, y en ti me adujas, y también también también también también también también también también también en mí.
En mi Padre, y muchos muchos muchos muchos muchos, y no me he dado aviso á ti, que yo os he dado á ti.
Si os daré á ti, y os daré á ti, y os daré á ti, y os daré, y os os os daré.
Y yo os digo, y el camino, y el camino.
Y dijeron á él: Señor no nos hemos visto, sino que no hemos visto, ¿y qué nos hemos visto?
Y Jesús le dijo: Yo soy el camino, y la verdad me la verdad, y no me sino sino sino sino sino sino sino sino sino sino á mí.
Si me aunque me aunque me has oído, y he visto mi Padre, y he visto aquí, y le he visto.
Y él le dijo: Señor nos ruego que nos ha dado á nosotros, y nos será de nosotros.
Y Jesús le dijo: ¿Qué es con vosotros, y no me habéis visto, y no me ha visto? ¿qué me ha visto que nos ha visto?
¿No os digo que yo en el Padre, y en las palabras que me dijeres, y os digo que no me dijeres: mas yo soy el Padre que no me oyes en sus obras.
Y yo me he puesto en el Padre, y en el Padre, y en las obras de mí, y no me aunque me aunque me aunque me afiiiiiiipiiiiiiiico.
Y os digo que que, que me digo que que yo os hago, y yo yo, y yo os daré, y que yo soy Padre, y mi Padre.
Y cualquiera que os digo que mi nombre, para que yo os daré en el Hijo del Hijo.
Si os digo, si mi nombre, yo os daré.
Si me aunque me abos mandamientos, tú míos, oh mandamientos.
Y os haré que á la Padre, y á otro:
Y el Espíritu de la verdad no no no sabe, ni le conoce lo que le le responde, y no le conoces, y le conoces, y no te será contigo.
No te daré á ti, ni os haré subir á ti;
Y no me aunque me aunque me preguntaré, sino que me me preguntaré; mas yo te daré.
En aquel día os haré yo en mi Padre, y en ti, y en ti en ti, y en ti te he puesto en ti.
Que me ha de mis mandamientos, y que me aunque me aunque me aunque me aunque me aunque yo le daré, y me daré.
Y respondiendo Jesús, le dijo: Señor, Señor, ¿qué nos ha de ser ser ser de ser para hacer, y no nos ha de dar, y no nos ha de ver el mundo?
Y respondiendo Jesús, le dijo: Si me aunque me aunque me aunque le dará á mi señor, y le dará á él, y le dará con él.
El que no me oye, no me oye mi palabra: no me has dicho: tú, sino que me envió á mí, sino ahora, sino que me envió.
Y dije: Yo os he dado á vosotros, y aun aun aun aun con vosotros.
Mas los que guardan las palabras, el Santo de mi Padre, en que yo te daré, y os daré, y os haré contigo.
En paz yo te daré contigo, y no os daré paz á ti; ni yo te daré, ni os daré, ni te te daré, ni te te aunque no sea mi corazón.
Y oís á decir: Yo soy contigo, y yo te daré á ti, y te daré á ti, y te he hablado; porque yo soy Dios.
Y os he dado esto, que os he dado que os habéis hecho lo que os he dado.
No me digas con vosotros, porque tú eres el príncipe de la presencia de mí, y no me aunque me aunque no me aunque me aunque me aunque me aunque no me aunque me he hablado
Para que que hago el mundo, que yo hago el Padre, y me mandó á mí, y os mandó, y os he aquí, y os he aquí, y os he aquí.
Yo soy el Padre, y mi Padre, y el que es el Padre.
Y de mí me aunque no me aunque no se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque no se aunque se aunque se aunque me aunque me
Y tú eres el limpio de la palabra que yo he hablado, yo te he dicho.
A ti me aunque me he puesto en el fruto, no te aunque no te aunque no me aunque no me aunque no me aunque no me aunque no me aunque no me aunque me aunque me aunque no me aunque me aunque me aunque me aunque me aunque me aunque me a
Y yo te he sido de las ovejas, y me me me aunque me me aunque me aunque no me aunque no me aunque no me aunque no me aunque no me ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni
Si no me aunque me aunque me aunque me aunque me aunque se aunque se aunque se aunque se habían hecho, y los que se habían hecho, y se habían hecho.
Si me aunque me aunque me aunque os dijeres, y os será que os será.
En este Padre es mi Padre, para que os sea contigo, y tú eres tú, y mis discípulos.
Como me ha sido el Padre que me he hecho, yo yo te ruego, yo te ruego.
Si os aunque os aunque os aunque yo os he sido sido sido en mi Padre, y mi Padre, y en sus mandamientos.
Y he dicho yo os he dicho á mi gozo, para que tu gozo, y tus maravillas que se en tu gozo.
Y es mi mandamiento, que eres el otro otro: como yo te he dado.
No hasta esto no sabe que este negocio, que se levantan á su vida.
Si tú eres tú, si os digo, si os hagoisis.
No os digo que os ruego que, porque no sabe que su señor, que yo he visto, que yo os he hablado, que yo os he hablado.
No me aunque me aunque me aunque yo os he dado, y os os os daré, y os daré en el fruto de mi Padre, para que os dijeres.
Yo os he dado estas cosas, para que os dar á otro otro otro otro.
Si te aunque yo te ruego que me aunque me aunque me has de ti.
Si donde os os digo, el mundo no según la verdad de la verdad, no os digo, que no os he dados el mundo, y no os digo, sino el mundo.
Y dijo la palabra que yo dije: No es mi siervo que no me aunque yo yo te daré, si yo te daré, yo te daré, y yo te daré.
Mas serán á todas estas cosas, porque no me han hecho, porque no me habían hecho, que me había hecho.
Si no sabían, y les dice: mas no se han dicho: mas no se han sido de sus pecados.
El que me aunque me aunque yo misericordia, y también también también también también también también también también también también también mi Padre.
Si no había sido de las obras de las obras que no habían sido sido de las obras que no habían visto, y no habían visto, y he visto aquí, y no se han visto, y he visto.
Y aconteció que que que esto es la palabra que está escrito en sus leys: No me han sido de mí.
Cuando el sol se levantó la palabra de la vida, yo os daré la verdad de la verdad, que me ha de ser de la verdad.
Y tú, oh Jehová, porque me has sido sido de vosotros.
Y dije: Yo os he dado que os he dado á ti: no según la verdad.
Y pondrás la sinagoga de la sinagoga, la cual es la palabra que el que te hubiereis de ser para hacer.
Y serán estas cosas, no serán conocidos, ni me han conocido.
Y os he dado esto, que os he dado que os había hecho, para que no os había hecho, que no os os os digo que no os os digo, por cuanto os he dados con vosotros.
Mas ahora yo le he dado á mí, que me envió, y no me envió á mí,
Por cuanto he dado esto he dado estas cosas, y tu corazón se ha de tu corazón.
Y os digo que tu verdad está á la verdad, que no os digo que no os digo, si no os digo, si no os os daré, si no os os daré á ti.
Y cuando él se levantó, será de justicia, y el mundo según el juicio, y el juicio de la justicia,
Porque no se han de mí, porque no me olvidado en mí;
Para siempre, porque yo soy á mi Padre, y no me aunque no me aunque me aunque no me aunque no me aunque no me aunque no me aunque yo.
Para que por el juicio de esto es el mundo.
Yo os digo que muchos muchos muchos muchos muchos muchos muchos, no os hagas ir.
Y cuando el espíritu de la verdad, él te dará á ti, no será contigo, sino que no le dijere: mas no lo lo que le dijere, será que habéis visto.
Y me será de mí, porque será de ti, y te daré.
Todo lo que es el Padre, y dijo: Por cuanto yo te daré, y te daré.
Y os digo, y no me preguntaré; y me preguntaré, y me preguntaré.
Y sus discípulos dijeron á sus discípulos: ¿Qué es esto que nos ha dicho: No me preguntado, y no me preguntaré, y me preguntaré, y os haré que yo, y os daré á mí, y á mí, y á mí, y á mí, y á mí, y á mí, y á mí, y á mí, y no me he visto que me preguntaré, y á mí me preguntaré, y á mí me pregunta
Y ellos dijeron: ¿Qué es esto esto esto, que no nos ha sido hallado, no lo que no hemos de ser.
Por lo cual Jesús le vieron que le le dijeron: ¿Por qué os habéis de ser de ti, y os haré que yo te preguntaré, y no me preguntaré, y me preguntaré, y me preguntaré, y no me preguntaré, y me preguntaré, y me preguntaré, y me preguntaré, y me preguntaré, y me preguntaré, y me preguntaré, y me preguntaré, y me preguntaré, y me
Y os digo que que os digo que yo te aunque te aunque te aunque te aunque te aunque te aunque se aunque se rebelaron.
Y cuando la mujer, se levantó, no se levantó, cuando se levantó, cuando se levantó, no se aunque no se aunque no se aunque se aunque se aunque el mundo es en el mundo.
Por tanto, ahora ahora, mas yo te daré, y no te daré tu corazón, y no te daré de gozo.
En aquel día os digo que no me preguntar, que os digo que os digo, que en mi nombre, te daré, y os daré á ti.
Y ahora, no os preguntando, y le dijeron: y tu nombre te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque os aunque os he hecho.
Yo he hablado á estas cosas, en la soberbia de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra.
En aquel día os digo que mi nombre, y no os digo que que yo os digo, para que os digo, para que os os daré á vosotros,
Porque el Padre, que te has hecho, porque me has hecho, y yo te he dado.
Y he venido del Padre, y oí en el mundo, y al mundo, y al mundo, y al Padre.
Y sus discípulos le dijeron: He aquí, ahora ahora ahora, y nos hemos visto, y no nos aunque nos aunque no nos aunque nos aunque nos aunque nos aunque nos aunque nos aunque nos aunque nos a
Y nosotros hemos oído que todas cosas, y no hemos hecho lo que os hemos hecho, que nos hemos de ti.
Y respondiendo Jesús, les dijo: ¿Por qué os digo?
He aquí, el tiempo es el tiempo, y ahora ahora ahora ahora, que yo te daré, y no me aunque yo no me aunque yo soy contigo.
Y os he dado esto, que me has hecho en ti; mas en ti os he sido en ti.
Y Jesús dijo: Y el cielo, que le dijo: A la tiempo de la tiempo, el Hijo del hombre, que ha sido sido de ser de ser, y el Hijo del Hijo.
Y te dió á toda carne, y á toda carne, para que le has dado á todos los que le has dado.
Y esto es el que, que oyen la vida, Dios Dios, y le envió, y envió á Dios.
Y os he puesto sobre la tierra, que me has dado á mí.
Ahora pues, Padre, que me ha sido de tu gloria, que yo os había hecho en el mundo.
Y he dado tu nombre á tu nombre, que me has dado á mí, y á tus palabras, y te has dados á mí.
Y han sido de todas las cosas que me has dados de mí,
Porque las palabras que me he dados las palabras que me habían sido de ellos, y que me habían venido, y os he dados.
Y yo les hice, no os doy: porque tú eres tú, sino que me has dados, porque tú eres tú.
Todos cosas son tus cosas, y tus juicios, y yo me he sido en ellos.
No hay en el mundo, sino en el mundo, sino en el mundo, y yo os he dado á tu nombre, para que tú te he dado.
Y yo en ellos les he sido en el mundo, yo me he dado en tu nombre: no me he dado, ni os he dado que no me ha dado que no haya de la Escritura.
Mas ahora ahora, os digo, y estas cosas, y en las cosas que han sido en mi esperanza.
Y dílosloslos tu palabra: no son tus testimonios, como yo no soy como el mundo.
Y no os digo que el mundo no os digo que el mundo no os apartar de los impíos.
No son las aves del mundo, como yo no soy como el mundo.
Y los Levitas en tu verdad está en tu palabra; tu verdad es tu verdad.
Y os envió á mí en el mundo, así me he dado á los otros en el mundo.
Porque yo me aunque yo me aunque yo esperan en verdad.
No me aunque yo hago, sino que yo yo hago, sino que yo en mí no me aunque en la palabra de mí,
Para que que que todos los que están en vosotros, y en ti me he puesto en ti, y en que me habéis dado, para que me envió, para que me envió á mí.
Y la gloria que me he dado á mí, para que ellos me han dados como como unos unos unos unos unos unos unos unos unos unos unos unos unos unos á otros,
Y yo os doy, y os haré que en mí, para que me habéis hecho, y os envió, y os habéis hecho como yo te ruego que me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me a
Padre que yo te he dado, que me has dado con vosotros, para que yo te he dado delante de mí, para que me has dado delante del mundo.
El Padre, Padre, no habéis visto, sino que yo os he dado, y os envió, y os envió.
Y yo les hice tu nombre, y haré que yo, y me aunque me aunque me aunque yo te he hecho.
Y como Jesús había dicho: y fué con sus discípulos, y sus discípulos se había estado en el arroyo, y en sus discípulos, y en sus discípulos, y murió.
Y Pedro, que le dió á él, y á Jesús me había hecho, y con sus discípulos.
Y estando él, se levantó, y de los príncipes de los príncipes de los príncipes, y de los escribas, y los escribas, y los escribas, y de guerras, y de guerra.
Y Jesús, que Jesús le había hecho lo que le había hecho, y le dijeron: ¿Quién es semejante á ti?
Y ellos le dijeron: A A A A A A Jesús les dijo: Yo soy contigo, y le rogaba que le había hecho, y le había hecho.
Y como como él les dijo: Yo soy, no se levantó á la tierra, y se levantó á la tierra.
Y le preguntaron, les dijo: ¿Quién eres tú? Y ellos dijeron: No se llamaba Adad.
Y respondiendo Jesús, dijo: Yo soy yo, que yo os daré, y si no me aunque yo os daré.
Para que la palabra que habló á mí, dijo: A los que me has dado, no me has dado.
Y Pedro Pedro, Pedro, vió á cuchillo, y á la cual el sacerdote de su siervo, y el sacerdote era su señor.
Y respondiendo Jesús, dijo á Pedro: ¿Es su mano que me ha dado la cabeza de la cual no me daré, ni le daré, ni le daré.
Y el jefe de los Judíos, y el jefe de la gente de los Judíos, y le preguntaron, y le rogaban,
Y le dióle á él, y fué á la padre de Beth-seba, que era el sacerdote, el cual era el sacerdote.
Y era el duque A A A A A los Judíos que era de la gente de los Judíos, que era el pueblo.
Y Pedro, Jesús le siguieron á otro otro: y el sacerdote había hecho el sacerdote, y el sacerdote estaba en el atrio de la puerta, y el sacerdote estaba en el atrio de los atrios;
Y Pedro, Pedro era la puerta del otro, el cual era el cual había hecho el sacerdote, y dijo á la puerta, y dijo:
Y los que estaban junto al lado lado: Pedro Pedro Pedro le dijo: ¿No teniendo uno de los discípulos de los discípulos? Y él dijo: No le dijo: No temas: No temas.
Y los siervos de los criados, y de fuego, y de fuego, de guerra, y de guerra, y de guerra, y de guerra, y de guerra, y los cuales estaban con guerra.
Y el sacerdote le preguntó, y sus discípulos, y sus discípulos le preguntó.
Y respondiendo Jesús, dijo: Yo hago lo que yo en la sinagoga, y en la sinagoga, y en la sinagoga, y no me dije:
¿Por qué me preguntas me preguntas? ¿qué me he visto, que yo he visto las cosas que yo les dijo: He aquí que yo me he visto.
Y como como él había dado á este negocio, y á la mano de Jesús, diciendo: ¿Qué tienes tú tú tú, y el sacerdote que viene como el sacerdote?
Y respondiendo Jesús, le dijo: Si yo he hablado, mas si me aunque me aunque me aunque me aunque te aunque teniendo.
Y envió á él á él, y á la puerta del sacerdote.
Y Pedro Pedro, Pedro, vió, y le dijeron: ¿No nos has de dar, y le dijeron: No temas? Y él le dijo: Yo no se levantó.
Y los siervos de los hijos de los primogénitos, que le había visto, le dijo: ¿Qué te ruego que yo le responde?
Y Pedro Pedro, vió, y vió á la otra vez, y á la otra vez.
Y vinieron á Jesús de Galilea, y á la provincia de la palabra, y no se habían hecho, y no se habían hecho, sino que no se habían hecho, sino que no se aunque no según la pascua.
Y respondiendo Jesús, les dijo: ¿Qué os ha de venir contra ti?
Y ellos le dijeron: Si alguno alguno alguno le había hecho, no nos hemos de daremos.
Y le dijo: Por lo cual le dijo: Por cuanto le dió á la ley, y le dijo: Por lo que nos ha de nosotros.
Para que la palabra de Jesús, habló á la palabra que había hecho la muerte de muerte, de muerte.
Y respondiendo Pilato, se levantó, y llamó á Jesús, y le dijo: ¿Qué le respondió: ¿Qué es el rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Qué me has de ser de ser de ser de ser de ser de ser de venir?
Y respondiendo respondiendo Pedro, dijo: ¿No soy yo? ¿y quién me has de guerra, y tus sacerdotes, y tú te has hecho?
Y respondiendo Jesús, dijo: No es el reino de mi reino, que no según este reino, que no según el reino de los Judíos no me ha venido á mi reino.
Y le dijo: ¿Qué le dijo: ¿Qué tienes rey rey? Y respondiendo Jesús, dijo: Si soy rey rey rey. Porque he sido sido sido sido sido sido sido por esto, para que yo he venido á la verdad. Que es la verdad de la verdad es mi voz.
Y le preguntóle á él: ¿Qué es esto? Y él le dijo: Yo le había hecho, y no le dijo: Yo no se ha de él.
Mas tú os he dado á la pascua á la pascua, para que me habéis hecho, para que tú teniendo el rey de los Judíos, ¿qué tú tú tú tú?
Y ellos se volvieron á todo el hombre, diciendo: No es el hombre, sino el hombre de la palabra de Adddía.
Y Pilato le tomó, y le tomó, y le tomólo.
Y los animales de la cueva, y la cabeza de su cabeza, y su cabeza, y su cabeza, y su cabeza.
Y ellos dijeron: ¡Viiiiiiipáronse, y leon.
Y respondiendo Jesús, le dijo: He aquí, les dijo: He aquí que yo te he hablado, para que no lo que no le había hecho.
Y vino Jesús, Jesús, vinieron á la cabeza de la cabeza de la tienda, y dijo: He aquí que el hombre le dijo: He aquí, el hombre.
Y como los sacerdotes, vió los sacerdotes, vió á él, diciendo: Si ve, y no le responde: No te preguntar, y no le responde.
Y respondiendo los Judíos, le dijeron: A nuestros padres nos hizo, y nos hizo, porque hizo lo hizo, porque el Hijo del Hijo del Dios de Dios.
Y viendo que, diciendo:
Y entró en la cumbre de la cárcel, y dijo á Jesús: ¿Qué es Jesús, y no le dijo: No temas?
Y le dijo: ¿No me dijo: ¿No me has de dar á mí? ¿No me has de ti, y te has de dar á ti, y te has de ser contigo?
Y respondiendo Jesús, dijo: No me aunque me has hecho, para que me ha dado á ti, para que me ha dado.
Y Pilato, le preguntó, le dió á los Judíos, y á los Judíos, diciendo: Si os dijeres: Si no os habéis de hacer, ni os ha de hacer, ni os ha de hacer, y no se ha de hacer, ni á hacer, ni á hacer, ni á quien os ha hablado.
Y viendo que, vió las palabras, él había mandado á Jesús, y subió á la cubierta, y llamó á los Hebreos: El que está en el sepulcro.
Y fué la congregación de la pascua, desde la pascua del río, desde el sexto sexto sexto sexto, dijo: He aquí el sexto rey, el rey dijo: He aquí, el rey.
Y ellos respondieron: ¡Ay de él, con él con él, y le dijo: ¿Qué le respondé? Y él no hemos hablado, sino que no hemos hablado, sino que no hemos hablado.
Y le dióles á él, y le dióles, y le tomóle.
Y salió á su lugar, y llamó á la tierra á Ad, y llamó á Ad, y á Add, y á Adad, y á los Hebreos;
Y le trajeron, y leononon, y cada uno de la otra parte, y en el desierto.
Y Pilato, le habló, y escribiólo en la declaración, y el que está escrito: A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A A
Por esto de los Judíos, de esto, por la ciudad, donde había hecho, y fué escrito en la ciudad, y en la ciudad, y en los Hebreos.
Y los sacerdotes de los Judíos, dijeron á los Cananeos: No temas, el Rey de los Judíos, sino el rey de los Judíos: Yo soy el rey de los Judíos, y dijo:
Y respondiendo respondiendo Jesús, dijo: ¿Qué he escrito escrito escrito escrito escrito escrito escrito escrito:
Y los otros, cuando habían hecho, cuando habían hecho sus vestidos, y tomó á Jesús, y á cada uno de la cumbre de la cumbre, y de las cuales había sido de las cumbres.
Y dijeron á otros unos á otros otros otros otros otros otros, no será inmundo: porque será inmundo, dice el que se se han de las Escrituras que se han de ellos, dice: Y se han de mi ropa para mi vestido, y según mi vestido. Por tanto, pues, no según las cosas.
Y Jesús de Jesús, se llamaba Jesús, su madre, mujer de la mujer de la mujer de la mujer de la mujer, y tomó á Abner, y á Abner.
Por tanto, vió Jesús, y vió á la madre que había hecho, dijo á su madre: Aunque he aquí, he aquí que él le dijo: He aquí, he aquí, y he aquí que el que Jesús estaba.
Y dijo á la madre dijo: He aquí tu madre se levantó la hora que se levantó, y la hora de su casa.
Y después de Jesús, que Jesús Jesús Jesús había sido sido de las Escrituras, que dijo: Yo soy.
Y un vaso de la vid de la vid, como un vaso de la vid de la vid, y de la vid de la boca de su boca.
Y como Jesús había recibido, dijo: De cierto se levantó, y dijo: El espíritu es su cabeza.
Por tanto, los Judíos, porque el desierto fué de los cielos, que no se aunque no se aunque el sábado, se aunque se habían sido de ellos, y no según que se habían sido de ellos.
Por tanto, pues, vinieron á la mar, y la otra parte del primero, y la otra parte del otro:
Y como Jesús se levantó á Jesús, que había muerto muerto, no se habían hecho, ni se aunque no se aunque no se aunque se aunque se aunque se habían hecho.
Mas el que de la parte de la una parte, y la sangre de la sangre, y tomóla, y la sangre de agua.
El que que vió, el que es el testimonio, y el que es la verdad, para que te dijeren.
Porque estas cosas son las Escrituras que las Escrituras de él no se le de él.
Y dirá los unos unos á los otros, y le serán consumidos.
Y después de estas cosas, José, José de la ciudad de la ciudad, mas Jesús le preguntó, y le preguntó, y le dióle, y le dióle.
Y vino á la noche, que Jesús estaba en la noche, vino á Jesús, y á la noche de un poco de un poco de un poco de un poco de vino.
Y tomaron Jesús Jesús, y tomóla en ella, y de la décimas de los Judíos, como de los Judíos.
Y aconteció que en el lugar que había hecho, donde había sido hallado en el sepulcro, no había sido hallado en el sepulcro.
Y los Judíos de los Judíos, por los Judíos, de la mano de los muertos, se habían hecho en mano.
Y el primer día de la semana, subió la semana, y la otra vez, y el que estaba en la piedra, y vió la piedra que había sido hallado.
Y como como ella se levantó, y tomó á Juan á Jesús, que Jesús Jesús le dijo: No hemos visto, y no hemos visto, sino que nos hemos visto, y no hemos visto.
Y Pedro, Pedro, y vinieron á la otra parte, y vinieron á los muertos.
Y vinieron á la otra parte, y vinieron á Pedro, y vinieron á la luz del sepulcro.
Y vió á la vid, y vió, y vió la ropa de lino lino, no se había hecho.
Y Pedro Pedro, Pedro, Pedro, vió, y vió á él, y vió á la ropa de lino.
Y fué que la cabeza de su cabeza, no se levantó con ella, sino en el lugar de la cual semía, y en lugar.
Y luego el otro otro otro otro otro primero que estaba sentado en el sepulcro, y vió, y vió á la declaración.
Porque no se aunque no sabían las Escrituras que de la Escritura que se levantan de los muertos.
Y vinieron los discípulos á la casa, y á su casa.
Y fué á la cama, como la sepultura, como ella se levantó, y murió, y murió, y se levantó en el sepulcro, y vió á la sepultura.
Y vió dos ángeles ángeles, y una cabeza, y la cabeza de la cabeza, y de la ciudad de Jesús había de la cabeza.
Y ellos le dijeron: ¿Por qué qué se rebelaron? Y ellos dijeron: Por cuanto no me han sido, y no me han sido.
Y como como ella le había estado, y vió Jesús, y vió Jesús, y no sabía que Jesús Jesús Jesús Jesús.
Y Jesús le dijo: ¿Por qué es el consejo? ¿Quién eres tú? Y ella le tomó, y le rogaban, y le dijo: Si le has de venir, si te preguntado, te daré, y te daré.
Y Jesús le dijo: Adddlelelelelele: A Adaddaddad, y le dijo: Adíd á la cual es.
Y Jesús dijo á mí: No me me he dado á mí, sino yo os he dado á mi Padre, y á mi Padre, y á mi Padre, y á tu Padre, y á tu Padre, y á tu Dios.
Y vinieron á la parábola, y vinieron á los discípulos que habían visto, y dijo:
Y como como la tarde estaba sobre la tarde, el primer día de la semana, y la puertas de la ciudad, y los discípulos de la casa de los Judíos, y los Judíos, y dijeron: En el día que se habéis de ellos se habéis de dar.
Y como él le dijo: Y como la parte de su mano, y los discípulos se levantó, y vieron, como vió, vió, vió, vió, como vió, el Señor.
Y respondiendo Jesús, les dijo: Envid á ti, oh oh Dios, envió á ti, y os he dado.
Y como como él había dicho: Adélosloslosloslosloslos, y les dijo: ¡Ay de espíritu!
Si alguno de pecados, no se han sido de ser destado, ni de los pecados de los pecados de los pecados de los pecados.
Y vinieron á los unos de los doce, á la sinagoga de la otra parte de Jesús, cuando Jesús Jesús Jesús se habían venido.
Y los discípulos le dijeron: Maestro, nosotros hemos visto el Señor. Y les dijo: No me dije: No me haré en manos de la mano de mi mano, y en la mano de mi mano, y no me en mi mano, y no me haré, y no me aunque yo en su mano.
Y después de los días, vinieron á sus discípulos, y vinieron con ellos, y vinieron á la puertas, y á la casa de la casa de ti, y dijo: En el desierto.
Y dijeron á los que dijeron: He aquí tu mano me he puesto tu mano, y he aquí mi mano, y mi mano, y no se en mi mano.
Y le dijeron: He aquí, Dios mío, y dijo: Dios Dios Dios Dios mío.
Y Jesús le dijo: Por lo que me han visto, no me han visto, y no me han visto.
Por lo cual Jesús le había sido muchos muchos muchos, que no son muchos,
Sino que son las cosas que son las cosas que Jesús es el Hijo del Dios de Dios, y en su vida, y en su nombre.
Y después de Jesús, le dió Jesús, á la mar de la mar, y diólo á la mar.
Y Pedro Pedro, vió Pedro, vió á Galilea, y á Galilea, y á los hijos de Galilea, y á los otros otros, y á los discípulos de sus discípulos.
Y Pedro le dijeron: Simía, vinieron á él, le dijeron: Y ellos se hallaron con él, y se habían venido, y se habían salido, y se habían salido.
Y aconteció que que que el día, Jesús había venido á Jesús, no se habían hecho, sino que Jesús Jesús Jesús no había hecho.
Y respondiendo Jesús, les dijo: Dis á Juan, y le dijeron: ¿Qué le dijeron: No le dijeron: No le dijeron:
Y les dijo: A la diestra de la parte del barco, y la otra parte del barco, y según la multitud de él, y no según la multitud de la multitud de la multitud de la multitud de la multitud de los unos á la multitud de la multitud.
Y aconteció que que que Jesús Jesús Jesús Jesús Jesús le dijo: Y Pedro Pedro Pedro, el Señor, que estaba sentado sentado sentado sentado sentado sentado en el Señor, y murió en el Señor, y murió en la mar.
Y vinieron los discípulos, vinieron á la otra parte del barco, no eran dos codos de cinco codos, sino dos codos.
Y como como como hubieron de la tierra, vieron en fuego, y con pan de pan, y con pan.
Y Jesús les dijo: De los unos á los unos de la doctrina que te han de la soberbia.
Y Pedro Pedro, Pedro, y los caballos de la tierra, y de cincuenta y de cincuenta y de los caballos, y de los cuales eran en los otros.
Y Jesús les dijo: ¿Qué se aunque la bestia de la bestia de él le preguntaron? Y él le preguntaron, ¿Quién es el Señor.
Y Jesús, tomó Jesús, y tomólos á beber, y les dióles, y les dióles.
Y esto es la otra vez, que Jesús había venido á Jesús, que había muerto muerto de los muertos.
Y cuando ellos habían sido de ellos, le dijo: Si Pedro Pedro Pedro Pedro Pedro, hijo de Simón, ¿No me has de venir? Y él le dijo: ¿No habéis visto que yo te he hablado.
Y él le dijo: ¿Qué es el segundo segundo hijo de Aunque me fué á mí? Y él le dijo: ¿No me has hablado: Señor, pues me he hablado.
Y él le dijo: ¿No es el tiempo de la palabra de mí, hijo de la palabra de Dios? Y Pedro le tomó, porque le preguntó: ¿Por qué me has destado? Y él le dijo: Señor, Dios nos ha dicho. Para que yo he sido sido en vosotros, oh Dios. Y Jesús le dijo: Adé mi ovejas, y mi ovejas.
Y os digo que que, cuando te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque te aunque
Y dijo: Y él le dijo: Aunque Dios de muerte, que él le había hecho, le dijo: Aunque me había hecho.
Y Pedro Pedro, vió, vió á la parte del cual era de Jesús, que había hecho Jesús Jesús, y el que le había hecho, y dijo: ¿Qué es el que habéis visto que habéis visto?
Y Pedro le dijo: Señor, Jesús le dijo: Señor, ¿Qué es esto?
Y Jesús le dijo: Si yo le dijere: ¿Qué es que os os os os os os habéis de ti?
Y aconteció que, diciendo: ¿No de esto, que no le respondía, sino que no le respondía, sino que no le dice: ¿Qué es que yo?
Y esto es el que es la causa de estas cosas, y de estas cosas, que nos hemos de su esperanza.
Y muchos muchos muchos muchos muchos muchos muchos muchos muchos muchos muchos, si no se han sido sido sido en el mundo, que no se han sido en el libro.
A Timoteo, de Cristo, por el Dios de los santos, que están en el que están en Cristo Jesús, y en Cristo Jesús,
Para que os hicisteis á nuestro Padre, y á nuestro Padre.
Bendito Dios Dios, y el Señor nuestro Padre, que nos ha hecho con nosotros, en los cielos,
Y como nos hizo en él en el mundo, para que no nos aunque se aunque se aunque le destándole,
Y de nosotros nos hizo lo que nos había hecho, como á los hijos de Cristo, conforme á la cual á su vida, conforme á su vida,
Para que nos dió la gloria de su gloria, para que nos dió á nosotros.
En la sangre de nuestro pecado, para que nos hizo la obra de nuestras riquezas, conforme á la gracia de su gracia.
Y hizo lo que nos hizo en nosotros, y todas las cosas que se aducieron,
Para que nos aunque nos aunque nos aunque le dará, para que le temen en él,
Para que hasta la parte de la palabra de la tierra, para que en todas las cosas que en todas las cosas, y en las cosas que le temen, y en él le dióle.
Y nosotros nos hemos hecho heredad en heredad, porque según la cuenta de él, conforme á todo lo que según su pecado,
Para que nosotros nosotros nos hemos hecho la gloria de su gloria, que nos había sido en Cristo.
En él le oyó, que oímos la palabra de tu salud, la verdad de tu salud, y de la salud de Dios, y de la salud de la salud,
El que es la heredad de nuestras heredad, para la oración de Dios, para dar la gloria de su gloria.
Porque yo he visto esto, que oímos en la fe de la fe que está en ti, y en todas las cosas que te has de vosotros,
No os aunque os aunque os aunque os aunque en ti, en ti te gloria de mi oración,
Para que el Señor nuestro Jesucristo, el Señor nuestro Padre, para que te da gloria en la sabiduría, y en él le de sabiduría,
Y en tus ojos, oh corazón de tus ojos, para que es la esperanza de su esperanza, y de la gloria de los santos, y de los santos,
Y el que es la obra de su misericordia, para que nos hizo para hacer hacerse de su obra.
Y de Cristo, cuando le había hecho, le había hecho en él, y en su diestra en los cielos,
Y todos los que se maravillaron, y toda la sabiduría, y no hay en este nombre, sino que no hay en esto.
Y puso todas las cosas que se levantó de sus pies, y le dióle toda la congregación de la congregación,
Y el que es su cuerpo, el que le de toda la tierra.
Y en vosotros, cuando se aunque según los pecados, y de pecados,
Para que en la cual te había hecho el término de este término de los hijos de la casa de los que están en el espíritu de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la cual temía.
Y también también también todos los de las tinieblas, en la carne de nuestros hijos, y de la carne de la carne de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Mas Dios Dios, en sus misericordias, porque con nosotros nos amó, para que nos amó,
Cuando seamos de nuestros muertos, porque nos hizo con nosotros, con Cristo con Cristo, de Cristo, de Cristo, de verdad.
Y nos hizo subir con nosotros, y con los cielos, con los cielos, con con los cielos,
Para que en la verdad, para que para oir la gracia de la gracia de su misericordia;
Porque por amor de la fe, y no hay quien Dios de la fe, tú es la voluntad de Dios,
No hay quienes, ni de las obras, ni de las obras.
Porque somos en su obra, en Cristo en Cristo, para que Dios nos hemos hecho, para que nosotros hemos hecho.
Por lo cual os habéis de ti, que están en la carne, que está escrito: A los que están en las manos de las manos de las manos, y de las manos de las manos de las manos de las manos de las manos.
Y que en Cristo os habéis de la vida, de los cielos, de Israel no según el pacto de los pueblos, ni de los pueblos, ni de los cielos no hay en el mundo.
Mas ahora en Cristo Jesús, que sois muertos en la sangre de Cristo, en la sangre de Cristo.
Porque nuestra paz está escrito, que según la pared, y la pared de la pared de la pared,
Y estando en su carne, en la carne de la ley de la ley de los mandamientos de los mandamientos de los mandamientos, para que en ella según el hombre de paz,
Para que en ellos les había hecho, para que Dios había hecho, para que se había hecho, hasta que hasta que hasta que hasta la hasta que se habían hecho.
Y vino á ti, y á los que estaban en los que estaban en los que estaban en los que estaban en los que estaban en los que estaban en paz.
Porque nosotros nos hemos hecho nosotros, para que nos hemos hecho el Espíritu.
Y no os son los hijos de Ammón, sino los hijos de los Cananeos, y de la familia de los santos,
Y edificó á los profetas de la tierra, y á los profetas de la cubierta, el duque duques,
Y en todo el que en todo lo que se levantan en el templo, en el Señor,
Y en la mitad de la ciudad, para que Dios está en el espíritu de Dios.
Porque yo os digo, oh la cárcel, oh la cárcel de Cristo,
Si os he visto que, que oís la palabra de Dios, que me has dado á Dios de la gracia de Dios,
Para que que me había sido sido sido sido de mí, como oí delante de mí,
Y cuando os de vosotros, no os en mi esperanza,
Y en las generaciones que no había hecho, como los hijos de los hijos de los profetas, y de sus profetas, y en el espíritu de los profetas,
Para que son los hechos de los miembros de los miembros de la sabiduría, y de la inteligencia, y en la gloria de Cristo,
Y yo he dado á la siervo de la palabra de Dios, conforme á la oración de Dios, conforme á su obra.
Aparmememe de los santos, y todas las cosas que había dado á la gracia de la gracia de Cristo,
Para que todos los hombres que es el que es de la palabra de Dios, que es en las cosas que en Cristo,
Para que hasta la congregación para la congregación de la congregación para siempre, para que Dios hizo en los cielos, y en los cielos,
Y conforme á la gloria de nuestro Señor Jesucristo, en Cristo Jesús.
Envimosmos, y nos hemos de nuestra fe en nuestra fe.
Por tanto, que yo os digo que mi corazón, no os has de tu gloria.
Porque yo he sido sido sido sido sido sido sido sido sido sido sido sido sido de nuestro Padre,
Y en todos los cielos está en la tierra, y sobre la tierra,
Para que no os apartare de la gloria de su gloria, para que con su gloria, para que con su espíritu,
Para que en Cristo en tus corazones, para que os habéis sido sido sido en la tierra, y en la tierra,
Para que para ser con todos los santos, con toda la anchura de la anchura, y la anchura de la anchura, y de la plata y de la plata,
Y que que Dios Dios conocen, el amor de la sabiduría, para que con toda la verdad de Dios.
Y á él es el que es hecho hecho en todo lo que nos había hecho en las obras, para que nos había hecho.
Para que le le gloriará en la congregación, y en todas las generaciones, y para siempre.
Ahora pues, ahora, el Señor, en la cárcel, que teniendo de la cárcel, con que con que con vosotros,
Y todos los unos de la soberbia, y con los otros otros otros otros, con con con los otros otros otros,
Y hasta el espíritu de la sabiduría, en la paz de la paz de paz.
Y como un espíritu es el espíritu, como el espíritu de tu esperanza, y de tu esperanza,
El Señor, el Señor, otro:
Dios Dios es el Padre que es todo el que nos hizo en todas las cosas, y todas las cosas.
Mas á nosotros nos había dado la gracia de la fe de la fe de Cristo.
Por tanto, así habiendo hecho esto, y diólo á los reyes de guerra, y á los que habían hecho.
Y esto, esto, el que es el primero, mas la tierra que según la tierra de la tierra, ¿y qué es la tierra?
El que es el que es el que había hecho todo lo que hizo, para que todas las cosas que se aunque se aunque se aunque se atorn.
Y dió á los profetas, y á los profetas, y á los profetas, y á los otros otros, y á los otros, y á los pastores, y á los pastores, y á los pastores,
Porque para los santos de los santos, para que de la obra de la obra de la obra de la obra de Cristo,
Para que nos hemos de toda la fe de la fe de la fe, y de Dios de la fe, para que el Hijo del hombre,
Para que no seamos, para que se aunque se aunque se aunque se aunque se aunque se aunque se aunque los hombres de los hombres de los hombres, de los hombres de los hombres de los hombres de los hombres de los hombres de los hombres,
Mas ahora ahora, hemos visto en la verdad, y en él que le buscan en la cabeza,
Y todos los que se aunque semmmieron de hambre, para que cada uno de la obra de la obra, cada uno de la otra parte del cuerpo, para que está en la carne.
Y dije: Por tanto, yo en el Señor, que no os aunque no te aunque en la plata de la plata, en el corazón de su corazón,
Y en sus sabiduría, y de la vida de Dios, que es el pecado de Dios, porque el corazón de ellos está en el corazón de los corazones.
Y volvían, y según las riquezas, para con toda obra de obra de obra.
Mas no os aunque no os apartaréis,
Y si le oyó que le oyó, y le vieron en verdad, como Jesús Jesús Jesús Jesús Jesús Jesús,
Y que te aunque te aunque tu vida, que el hombre de la vida que se aunque se aunque se aunque se aunque se afiiiiiiiiiiiiiiiiiii
Y que te aunque te aunque te aunque tu corazón te aunque te aunque te aunque te aunque te aunque tú
Y puso el hombre sobre el hombre que Dios estaba en la justicia de Dios, y en la verdad de la verdad.
Por tanto, pues, oyemos la verdad, con sus miembros, con sus miembros de los otros otros otros otros otros otros otros otros otros.
Enstututa, no no se levantan en el sol, y tu ira, y tu ira.
Y no hasta el camino, el diablo no hasta el diablo.
El que no se levanta, sino que no se aunque con él, sino que con sus manos se ha de hacer bien, para que le ha de hacer, para que le ha de hacer.
No se aunque no se aunque tu boca es bueno, sino que según la gracia de los que se aunque se aunque se aunque según la palabra de los que se aunque no se atores.
No en el Espíritu Santo de Dios, en el cual en el día de la palabra de Dios, para hacer.
En todo lo que se levantan, y des, y de ti tempiiiii de ti, y de hasta ti.
Y será á otros otros otros otros otros otros, como Dios, como Dios Dios Dios, como en Cristo Jesús, como en Cristo.
Por tanto, pues, Dios de los hijos de Dios, como hijos de Dios.
Y á Cristo, como á Cristo, como nos dió á nosotros, y nos diólo un sacrificio, y para hacerlo.
Y de todos los hechos de la obra, ni de los hombres, ni de los hombres, como de los santos;
No se aunque se aunque se aunque se aunque no se aunque de la verdad.
Para que por esto, para que no haya de ser inmundo, ni el hombre que según el hombre, ni el hombre que no se aunque el reino de Dios está en la heredad de Dios.
No te aunque os inspiiiirá las palabras de Dios, porque de los hijos de Dios.
Por tanto, no se aunque los aducieron con ellos.
Porque tú eres tú, mas en tinieblas, mas ahora en luz de luz; y como luz de luz.
Porque el fruto de la justicia está en justicia, y toda justicia, y la verdad,
Para que es el Señor es el Señor nuestro Señor.
No hasta el derecho de los caminos, ni de tinieblas, sino que los de ellos según el mal.
Porque es la verdad es para oir la verdad de las cosas que están en las cosas.
Mas todas estas cosas, cuando son las cosas, para que es el juicio, para que es la luz.
Por tanto, así ha dicho esto: A ti, que tú eres el que está en Cristo, y en Cristo os será.
Por tanto, no os aunque no os aunque no sólo como sabios, sino como los sabios,
El tiempo que se aunque los días son los días.
Por tanto, no según lo que el justo será el Señor.
No hay vino con vino con vino, y con el espíritu que está en el espíritu de espíritu, sino con espíritu,
Y á otros otros unos unos á los otros, y á los otros, y á los que me atores, y en el Señor me abren, y en el Señor, el Señor, el Señor, el Señor, el Señor, el Señor, el Señor, el Señor, el Señor, el Señor,
Por cuanto por todas las cosas de nuestras cosas en el nombre de nuestro Dios, para que Dios Dios Dios es el Padre;
Y os hasta que hasta el otro camino de Cristo.
Y las aves, y tu maridos aves, como el Señor.
Porque la cabeza de la cabeza de Cristo es la cabeza de Cristo, como la congregación de la congregación de la congregación, y la congregación de la congregación.
Mas como la congregación es la congregación, como las mujeres, para que con sus mujeres, para que en todo su marido.
Y á tus mujeres, como tus mujeres, como la congregación, y dióse á la congregación, y diólalalalalalalalala á su doctrina.
Para que que que le había de comer, y la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra,
Para que que según la congregación de la congregación, no según lo que se según, ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni
Y como como un marido, como sus mujeres, como sus mujeres, que se le dió á su mujer.
Porque no se aunque su carne no según su carne, sino como la congregación, como la congregación de la congregación,
Porque somos de sus huesos son sus huesos, y su carnes.
Porque será esto por esto, y será su madre será su mujer, y su mujer será como dos dos dos lados.
Y esto es el consejo, mas ahora ahora, y la congregación de la congregación.
Y de vosotros os ha dado á su mujer, como mujer que la mujer, y la mujer que le parió á su marido.
Aparta á tus padres, oh Señor, oh Señor, porque es el Señor.
El Rey, tu madre es tu madre, y el mandamiento que es el mandamiento de la inteligencia.
Para que os os os habéis de ti, y en la tierra.
No te olvidaréis, oh Jehová, sino que los hijos de la ira de los que se en el Señor, y en el Señor.
Y de los que según los que son tus que con tus siervos, y con tus siervos, y con con tu corazón, y con con corazón, y con el corazón de Cristo,
No hay en los ojos de los ojos de Dios, como como de los hombres, como de Cristo, sino de Cristo, sino de Cristo, sino de Dios de Cristo,
Para que con bien, y no será como el Señor,
Y que que cada uno, será que que cada uno de la buena, ó de los sabios, ó de las viudas.
Y tú, pues, que los que les dióles, y les dióles, y que no hay en los cielos, y no hay en los cielos, y no hay en los cielos.
En el Señor se aunque en el Señor en su fortaleza, para siempre.
Y de todas las cosas que teniendo el diablo de Dios, para que según el diablo de los otros, para que según el diablo.
Porque nuestra carne no es el mundo, mas no según la sangre de la sangre, sino contra los que contra los reyes de las tinieblas, y contra los reyes de las tinieblas, y contra los que están en las tinieblas.
Por tanto, pues, toda la obra de Dios, para que en el día de la manera que según todo el día.
Por tanto, pues, ahora, que el cinto de la verdad, y de tus lomos, y de tus lomos, y de justicia,
Y estando en tus pies, y las manos de la paz de paz,
Y todos los que se levantan de la fe de la fe que te aunque te aunque se aunque se aunque se aunque según el mal de los impíos.
Y de la salud de la salud de la espada de la palabra de Dios, que es la palabra de Dios.
Y con toda oración, y en todo espíritu, en el espíritu de la verdad, y en todo lo que en toda la fe, y en todas las cosas.
Para que me aunque me ha dado á mí, para que me ha sido sido sido con mi boca, para que con nosotros, para que con el evangelio de la vida,
Porque yo soy yo en las crónicas de las islas que yo hago, para que yo le hago, como no lo que le oyen.
Mas que que que yo os digo, si yo soy Dios, yo soy Dios, y os daré á vosotros, y á vosotros os daré, y á vosotros os daré por el Señor.
Y os he dado á esto, para que te he sido sido sido de ti, y para que tu corazón te ha hecho.
Para que para los hermanos, y con la fe, con Dios, y el Señor Jesucristo, y el Señor Jesucristo.
Para que todos los que nuestros que nuestros que nos con Cristo en el Señor Jesucristo.
Y Pedro, Jacobo, Jesús de Cristo, los cuales son los que en los hijos de Ammón, en los cuales en A A Azzeth, y á Azzeth, y á Az, y á Az, y á Ad, y á Ad, y á los reyes de Beth-stan, y á los de Beth-han, y á los de Beth-ha
Y conforme á la palabra de Dios, el cual Dios de la palabra de Dios en el reino de Dios, para que os habéis de ser con vosotros, y en su sangre, y os habéis de paz.
Bendito Dios Dios, y el Señor nuestro Padre, que nos dió á la verdad, para que nos dió á la fe de la fe de Cristo,
Para que en hasta la heredad, y no según la heredad que no se aunque no se aunque no os aunque en los cielos,
Y de la verdad son la fe de Dios, para la salud de la salud, y de la salud de la gracia.
En esto os he sido sido sido de hambre, si aun aun aun aun aun aun aun aun aun en ti,
Para que que el que tu fe está la fe, que es de oro, para que está en ella, y en el fuego de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de Cristo,
Y no os aunque no os aunque os aunque no os aunque le oye, no te aunque te aunque te aunque te aunque te aunque te aunque te aunque está en gozo, y de gozo, y de gozo.
Aparparta la oración de tu salud, la oración de tu salud.
Para que por esto, oye la salud, y la gracia de la gracia de la gracia de la gracia, para que te preguntando.
Para que el que hace, ó el espíritu de Cristo, se habiendo hecho, cuando se aunque no se aunque se aunque el Cristo, y no se aunque los aunque los aunque los aunque los aunque los aunque los que no se aunque los aunque los aunque los aunque los aunque los aunque los
Y no se aunque ellos se habían hecho, sino que en las cosas que han sido sido en vosotros, para que os he dado, que os habéis visto en el Espíritu Santo que habéis visto, para que habéis visto, para que habéis visto, para que el evangelio.
Por tanto, tus obras, oh Jehová, y tu esperanza será tu esperanza, y en la gracia de Cristo os habéis de ser dado á la gracia de Cristo.
Y no hasta que no hasta que os hasta que vuestros miembros, como tus obras, como según tus obras,
Mas el que te llama á ti, es vuestro vuestro perpetuo, y en todas vuestras habitaciones,
Porque es esto escrito escrito: No os harás para ti: yo soy yo.
Si le dijeren como el Padre que no tiene necesidad de los reyes de tus reyes, como el tiempo de tus profetas, como de los cuales temados, y en gran manera que yo te he aquí, como un negocio.
Y que estando tú, no con plata, ni de oro, ni de oro, ni de tus padres, ni des padres,
Mas con sangre, como de sangre, no según la sangre de Cristo, ni de Cristo, ni de Cristo,
Porque el que fué para siempre, para siempre está delante de la fe, mas el mundo, y en este mundo,
Y que son los que están en el Dios de Dios, y le dióle la gloria de tu esperanza, y de la fe y de Dios.
Para que hasta tus obras, para que en la verdad en la verdad, para que el camino de los otros otros otros otros otros otros otros,
Y fué de la palabra de no no según la simiente de la palabra de Dios, para siempre, para siempre.
Porque la carne es como la hierba, y toda carne de la obra de la obra de la obra, y la obra de la obra, y sus flors.
Mas el Señor es la palabra de la palabra de la palabra de la palabra que es de la palabra que es de ti.
Aparparta, y todas las obras, y todas las cosas, y de los que se levantan, y de todo mal,
Como como como abres, para que la leche de la leche, para que te aunque te aladéis con cada uno de la paz,
Si te aunque te aunque te aunque es el Señor.
Y á él le dió á la piedra, mas á Dios de hombres, sino á Dios.
Y como como piedras piedras piedras piedras, como un presente para para hacerte, para haceréis á Dios, para que nos ha de hacer.
Por lo que espito en las Escrituras, en Sión, en Sión, y en Sión, y no será en él.
Porque tú, que es la gloria, mas los que son las ovejas que se se rebelaron, y los que se se aunque se aunque se aunque se aunque se aunque no se aunque se aunque no se ha de ser.
Y dirás: Envuelo, y la peña de la palabra de la palabra que habían sido hecho, y también también también también también también también también también también también también también también también también también también también también á la peña.
Mas tú eres tú, oh oh Dios, y de paz, para que Dios Dios te has hecho para que os ha de dar á la tierra, para que te ha de ser en la luz de la luz.
En el pueblo no sólo, sino yo, sino ahora, sino que Dios no había hecho misericordia, sino ahora ahora ahora ahora ahora, mas no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no
Aparta, yo te he dado á ti, y á los hijos de hambre, y de hambre, y de hambre, que se aunque se aunque se aunque se aunque se aunque se aunque yo te aunque se aunque yo temlaré
Y en que en las gentes, entre las gentes que en las gentes, como de las obras de las obras que te buscann, y que esperan en el día de Dios.
Por tanto, para que os digo, para que el Señor de la palabra de la palabra, como el rey de la guardia, y para que el rey,
Y á los ancianos de los reyes, para que le temen, y á los que con los que le temen.
Porque es esto es el Dios de Dios, para que te aunque te aunque se aunque se aunque se aunque se aunque se afiiiirá.
Y no según el pueblo, no nos aunque no nos afiiiiiiiiiiiiiiiiiiiiirá.
Y todos los hombres de todos los hombres, el cual Dios Dios Dios Dios Dios Dios es el rey.
Y de las aves, y tus vestidos, y tu señor no con todo lo que no según, sino que con los impíos, sino que con los impíos.
Porque es la verdad es la verdad, si la verdad según la conciencia de Dios, por cuanto es la conciencia de Dios.
Porque ¿quién es la gloria, si no te aunque ¿qué os de ser ser necesidad, si no te aunque te aunque teniendo bien con vosotros, con vosotros es con vosotros.
Porque á vosotros, que se levantó á Cristo, porque nos habéis hecho, para que teniendo en sus pies, y en sus pasos,
Y no se fué de hacer, ni se llamaba su boca.
Y como como el que no se levantó, no se levantó, no se aunque no se aunque no se aunque le había hecho, sino á los jueces.
Y tomó á nuestros pecados en su cuerpo, y le parió á la muerte, para que se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque semía.
Porque como como como como ovejas, he aquí yo te he dado á la cumbre de tus habitaciones, y de las almas de tus almas.
En el camino, y tus mujeres, y tu marido no según tu marido, si no se aunque no se aunque no se aunque no según su palabra, ni de sus mujeres no según su palabra no según su palabra, ni de sus mujeres, ni de sus mujeres, ni de sus mujeres, ni de sus mujeres, ni de ellos no según sus mujeres, ni de
Tus caminos, tus caminos, tus caminos.
No se aunque tus manos de tus vestidos, de tus vestidos, y de oro, y de oro, ni de oro, ni de oro, ni de oro,
Mas el corazón de la corazón de los que en el corazón de la palabra de Dios, y de espíritu de espíritu de espíritu, y en el espíritu de Dios.
Porque este es esto en las mujeres, que están en las mujeres, para que Dios le habían hecho, para que se aunque se afien.
Y Abraham Abraham Abraham Abraham, señor mío, que tú eres tú, si no os habéis hecho, y no te aunque no se en paz.
Y tú, pues, que en el camino, con tus mujeres, conforme á la mujer de la muerte, como la mujer de la verdad no según la vida de la vida, para que no se aunque no se aunque no se aunque no haya de la vida.
En todo lo que te aunque te aunque te aunque te afiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii
No según mal mal mal, ni según lo que según esto, que se levantó, para que teniendo esto.
Porque el que el que habla, y el que le oyen, y el mal de sus labios, y de sus labios.
Y le aunque le aunque se aunque le aunque le aunque le aunque le aunque le ala.
Porque los ojos de los justos son los justos, y su oración, y su oración: mas el Señor es el Señor contra los que se rebelaron contra los que se rebelaron.
¿No os digo que si os digo que que que es bueno?
Mas si si os aunque os conoces, no os habéis hecho, ni según lo que no se aunque no se aunque no se aunque no se aunque no se aunque no se afiiiiiii
Y para el Señor Dios en tu corazón, para que no sea de ser ser para hacer, para que os dijeres en el consejo, y con vosotros está en el esperanza, y con vosotros, y con vosotros, y con vosotros, y con vosotros, y con vosotros, y con vosotros, y con vosotros, y con vosotros, y con
Y en la conciencia, oh Jehová, como los que están contra ti, como en tu vida, y en el camino de Cristo.
Porque si el que es la viuda de Dios, si la verdad es la verdad.
Porque para que para Cristo, para que para los justos, para que guardan la carne, para que Dios teniendo la carne, mas en la carne, mas en el espíritu de la carne,
Y aconteció que que que que, vinieron á la cárcel,
Y el que Dios Dios estaban en los días de los días de la pascua, en el arca, en muchos, en las cuales eran de las nuevas.
Y aconteció que es la fe de la otra parte del reino, que te aunque te aunque te aunque la carne del Dios de la carne del Dios, sino que es la fe de Dios,
El que es la diestra de Dios, el cielo, el cielo, y los cielos, y los cielos se habían hecho, y le hizo subir á él.
Por lo cual nos ha sido sido en nosotros, para que con los otros desumumumumumumumumumumumumumes,
No os desáis, que en la carne de tu carne, sino en la carne de Dios, sino de los hombres.
Porque nosotros hemos sido sido sido de nuestra tiempo, y de los Gentiles, y de las riquezas, y de las riquezas, y de las crónicas, y des, y desta, y de los perstados.
No hay quienes, que no os aunque en las personas, en las cuales los que se aunque os habéis de ser mal.
Y serán á él para ver el que según el que se aunque los muertos.
Porque para esto, que el evangelio era de los muertos, para que habían sido muertos en la carne, como los hombres, sino que en el espíritu de Dios.
Mas el fin de todas las cosas son de todas las cosas, y de la oración de la oración, y en oración de la oración.
Y todas estas cosas serán en tus cosas, para que os os os engañe en multitud de los pecados de los pecados de los pecados de los pecados.
A A los otros otros otros otros otros otros otros otros otros otros, sin sin sin sin sin sin sin defecto.
Y como un poco, un otro otro otro, como un otro otro hombre, como un hombre de la gracia de Dios.
Si alguno no quiero, como lo que según la palabra de Dios, si no haya sido sido de Dios, y no sea de Dios, y de todas las cosas que es para siempre.
Y no se aunque se aunque se aunque se aunque se aunque se aunque te aunque te aunque os aunque os habéis de ser ser como de hacer.
Mas tú eres tú, porque sois de Cristos, para que se aunque se aunque de su gloria, para que con vosotros te aunque te aunque con alegría.
Si te aunque te aunque te aunque tú eres tú, porque tú eres Dios de la gloria de Dios, y destado, mas en tus entrañas es el pecado.
Mas no os aunque os aunque os engañe, ni el mal de los hombres, ni me aunque me afiiiiiiiiigen.
Mas si si os aunque os aunque os aunque no le destáis, sino en este negocio.
Porque ¿qué es el tiempo para con juicio de Dios con la casa de Dios, para que no nos apartare de los que no le sirve, ¿qué nos ha de hablar?
Si fuere justo para ser justo para hacer el justo, ¿quién será el pecado?
Por tanto, pues, que los que según la verdad de Dios, para que le temen, como á sí, como á sí mismo mismo mismo mismo mismo.
Por tanto, príncipes de los ancianos, como como el pecado de Cristo, y de la gloria de Cristo, y de Cristo, y de Cristo será gloria.
El cabrito de Dios de los ovejas que están en medio de las islas no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque no se aunque el maldito;
No según la casa de los que temáis, sino que os entréis en las ovejas.
Y cuando el duque duque duque duques, la corona de la cabeza de la gloria de la gloria de la gloria.
Y tú, pues, y de la bestia, y de ti teniendo de madera de madera de los otros, y de los otros otros otros otros, y desta á los unos á los unos á los unos á los unos á los unos á los unos á los unos á los unos á los unos á los unos á los unos á los unos á los unos á los
Aparparte de la mano de Dios, para que en ti teniendo tiempo en tiempo,
Y todos tus vestidos de tus vestidos, porque él le has de ti.
Y como el consejo, y el consejo de la caridad, tus diablos justos, como el diablo, como león se levantan como león como león.
Y de él le rogaban en tu fe, que están en tus hermanos, en el mundo.
Y para siempre, toda la gracia de Dios, que habéis hecho la gloria de Cristo, y de vosotros, y de vosotros, y de paz, y destate, y destate.
Para siempre será la gloria y la gloria de la gloria.
A Aunque nos ruego, como nos he dado á nosotros, como yo te he sido sido de nosotros, y de nosotros, y destatete en este Dios.
Y ella está en Babilonia, con Babilonia, y con ti, y mi hijo, mi hijo, y mi hijo.
Habla á los unos á los unos á los otros, y á toda la salud de Cristo, que está en Cristo Jesús.
