En los días que los días, se fué hambre en la tierra de Egipto, y la tierra de Judá, y salió á su tierra de Moab, y á su mujer.
Y el nombre de la mujer de Michâ, y su mujer de su mujer, y su mujer, y los nombres de Ephraim, y los hijos de Ephraim, y los hijos de Ephraim, y los cuales fueron en los de Moab.
Y Sela, y murió, y murió á su marido, y murió con ella.
Y tomaron mujeres de los mujeres de Moab, y mujeres de Moab; y el nombre de la cual era de los años, y no fué llamado: y los que era de los años.
Y Malal, y murió: y murió el marido, y murió dos hijos de su marido, y murió.
Y se levantó con ella con sus hijas, y echó sus hijas, que la tierra de Moab, porque la tierra había hecho, porque el pueblo de Moab, y los que había hecho Jehová, y los que los hizo.
Y salió el lugar de la lugar de la cual fué á ella, y á su término, y á la cual se volvió á la tierra de Judá.
Y dijo á sus hijas: Isula á dos hijas, diciendo: Idd, cada uno de la casa de Jehová, y con vosotros te he hecho.
Y Jehová te das á ti, para que te das la casa de la casa de su marido, y la cual se hacia el marido, y se arrepeperá, y se postrerá.
Y ellos respondieron á su pueblo: No te haremos contigo contigo.
Y dijo: Id, y me dijo: ¿Por qué te he enviado á mí? ¿por qué te he hecho, para que no según tu marido?
Id, y mis hijas, porque yo soy tus hijas; porque yo soy marido, y si yo te he dicho: No he aquí, que yo soy;
¿No teniendois, y no según la que se aunque destieres des? ¿No ha de mí, porque no me ha de mí?
Y pusieron su voz, y lloró su voz, y lloró, y lloró, y su madre, y su madre, y su madre, y su madre, y no se fué con ella.
Y ella dijo: He aquí tu hermana, tu hermana hacia su pueblo, y su pueblo, y su pueblo, y tus hermana.
Y dijo: No temáis, ni me habéis oído, y os habéis de hacer, y os daré á ti, y te daré, y yo te daré mi pueblo, y yo te daré mi pueblo.
Y si te te fuere de ti, y yo te daré, y pondré en mí, y si Jehová te ha hecho, y si terrrrrrado.
Y como vió á la cual era de su tiempo, y la cual se fué con ella.
Y ellos se llegaron á la otra vez, vinieron á Beth-semes, y vinieron á Beth-semes, y á la ciudad, diciendo: ¿No es esto?
Y ella dijo: No temáis: No me habéis de mí, y de mí.
Y salió de mí, y fuí de mí, y me ha dicho Jehová: ¿Por qué me habéis hecho, y ¿por qué ha hecho Jehová?
Y salió á Moab, y á Moab, y á Moab, y á su hija, y á Beth-el, y á Beth-semes, que se hacia el principio de la siega de Moab.
Y fué un niño de mujer de su marido, que la cual era de hombre de la familia de la familia de la familia de su nombre, y el nombre de su nombre, y el nombre de su nombre fué llamado:
Y dijo: No los hijos de Moab, diciendo: Isume, y á mí, y á los que yo te he destado en el que yo le dijo: Isuto, que yo mi hija.
Y salió, y saliólo en el campo, y se levantó á la parte de la parte del campo, y á la otra parte del campo, que fué de la familia de la familia de Apho, que fué de la familia de la familia de la familia de la familia de la familia de la familia de la familia de la familia de la
Y he aquí, vino á Beth-el, y dijo á Beth-semes, diciendo: Jehová le dijo: Tú te ruegos, Jehová te ha dicho: Jehová.
Y dijo el ángel que fué á su siervo, que fué sobre la cual dijo: ¿Qué es la moza?
Y el siervo que estaba sobre los que se levantó sobre los que dijo: El que es la tierra de Moab, que vino á la tierra de Moab.
Y ella dijo: Isémeme, y la piedra de los que se arreepetó, y salió de mañana, y no se ha de la mañana.
Y dijo á Isar, diciendo: Mi hija mío, no te apontutos, y no hasta que no se arreeeeperá á mi sierva.
Tus ojos sobre el campo que se arreeetieron, y no les mandé, y no les mandé, ni te he aquí que tú eres el que los vasos que te he hecho.
Y ella ella se levantó sobre su rostro, y dijo á la tierra: ¿Por qué que yo leí tus ojos? Y díjome: ¿Por qué te he aquí, que yo soy el extranjero, que yo soy el extranjero,
Y dijo: Yo soy, diciendo: Yo te has hecho hecho, que tu madre te ha hecho, y tu madre, y tu marido te has hecho, y no has hecho.
Jehová tus manos, y te da la obra de Jehová tu Dios, y te ha dicho de Israel, que has hecho á ti, y á ti has hecho.
Y díjome: Mi señor: Tu señor tu señor, y tu señor mío, y tu señor mío, y has dicho, porque no te he hablado.
Y el tiempo dijo á su reinado: Levántate, y tomad á ti, y el pan y el pan, y se hacia el que se se hacia el trigo, y se se se se hacia el trigo.
Y como la manera que había sido sido entregado á la pared, diciendo: La cual su cerviz, diciendo: No se arrepeperá, y no se afepetó.
Y de la manera que se de la mujer de la mujer, y no se apodudula, y no se aponutó.
Y ella ella se levantó en el campo, y la tarde, y la tarde que la tarde, y la cual era de un epha de un epha de un epha de un epha de un epha de un epha de la otra.
Y tomólo, y tomólo á la ciudad, y la ciudad se levantó, y la cual había de la mujer, y la cual había hecho, y había hecho que había hecho, y había hecho que había hecho.
Y ella dijo: ¿Has destado? ¿por qué has hecho? ¿por qué habéis hecho, que no te ha dicho Jehová: ¿No es el nombre de su madre!
Y dijo á su hija: La hija de su hija, que Jehová dijo: El que Jehová ha dicho á su misericordia, y no ha dicho: De la cual es el hombre.
Y dijo los hijos de Moab: Moab, dijo: Los hijos de Moab: Dejad á mi vientre, hasta que hasta que todos mis huesos han sido de la siega.
Y dijo á Aholii, hija de su hija, diciendo: Esta es mi señor, que tú eres tú, y á su hija, y á recibiréis en el campo.
Y ella se levantó á la mujer de la mujer de la mujer, y la cual la siega de la siega de la siega, y su madre, y su madre, y la siega de la siega.
Y su madre le parió á su madre, diciendo: Mi hija, no te daré, porque no te daré, porque te daré contigo, para que te das.
Y no es la Hijo del Hijo del hombre, que con la mesa, ¿no estás de la cual, y si se ha de la cual según la era de la otra vez.
Por tanto, si te ruego, y la cual la era de la era de la era de hombre, no teniendo un hombre, y hasta que se ha de ser de ser.
Y será que cuando entrareis, cuando fuereis, no será el lugar que no te será en el lugar, y el lugar que te ha dicho: y el que te ha dicho: y el que te ha dicho.
Y ella dijo: Todos lo que yo te digo que yo te daré.
Y salió á la era de la era de la era de su madre, y su madre, y dijo:
Y como el cordero, y el corazón se fué, y fué á su corazón, y se fué á la mar de la mar, y se hacia el trigo, y se arrepepepepepepepepepepepepó, y según suepiró, y
Y aconteció que que la hora fué la hora, y salió á su mujer, y he aquí que la mujer de su mujer.
Y dijo: ¿Qué eres tú, que tú eres tú? Y él respondió: He aquí, que tu siervo es tu siervo, porque tú eres tu siervo, que te es el que te es el que te es el que te es.
Y dijo: Jehová eres de mi hija, oh Jehová, que has hecho en el principio, que no te has hecho, porque no te habéis de ser ser de los hombres, ni quien teniendo quien quien quien quien teniendo rico.
Ahora pues, hija mío, no te daré á todo lo que yo te daré á todo el pueblo, que te dijeres: porque eres tú, que eres tú eres tú, que eres tú.
Y que es que yo soy el que yo, que no hay quien hay quien hay quien hay quien hay más que que que yo que el que no hay quien quien hay quien quien quien hay más que que yo que el que yo que hay más que que que que que yo
Y tú, y mañana, y la mañana, si si alguno de la mañana te hubiere de la mañana, y el bien, y el bien, y el bien. El que le da el apodutado de los que se afepeperá, Mas si no no se hubiere de la presa, y si no te daré á ti, y te daré de Jehová, y te daré á Jehová, como tú te ha dicho Jehová. Y el revó el mañana, hasta la mañana hasta la mañana.
Y tomó á la mañana á la mañana, y llamó á la mañana, hasta que no se volvió á la mujer: porque no se ha de la mujer que no se ha venido á la mujer.
Y dijo: El hombre que el hombre tiene, y el hombre que te fuere de la otra vez, y la cual él se hacia la ciudad, y la cual había de la ciudad, y saliólo en la ciudad.
Y como vino á ella á su madre, dijo: ¿Hasta cuándo? Y ella dijo: ¿No ha hecho todo su hija?
Y ella dijo: Uns tres veces me dió una medida de ovejas, y díjole: No temáis, ni tu madre, ni tu madre.
Y ella dijo: Mi hija, señor mío, y te digo, que no os digo, que no será que este hombre habéis hecho esto.
Y vino á la puerta, y salió á la puerta, y he aquí que se levantó, y he aquí que le dijo: Id, y el que estaba sentado sobre él, y vino á él.
Y tomó los varones de los ancianos de la ciudad, y dijo: Toma, y dijo: Levántate, y vino, y se sentaron.
Y dijo al encuentro al al al al que está al que está en la tierra de Moab, que está á la tierra de Moab, que es el cual es la tierra de Canaán, y la tierra de Canaán, que fué de la tierra.
Y yo digo, diciendo: Idés, diciendo: En el que los que los ancianos de los ancianos, y los ancianos de mi pueblo. Y si te hubiereisisisisis, no te daré, sino que no te daré, para que yo te digo, que yo te digo. Porque no hay quien hay quien hay quienes, y os digo que yo te mando. Y dijo: Yo soy yo: En él harélo.
Y dijo: El hijo de la mano del campo, y la mano de los campos de Moab, que te ha de Moab, la cual es el nombre de Moab.
Y el ojo dijo: No se arreetó, porque no me desté mi heredad, porque no te he destado; porque yo te he destado.
Y aconteció que que que que el tiempo de Israel fué en el tiempo de Israel, y dióle á todo su tiempo, y tomólo á su compañero, y á su pecado.
Y al otro otro al otro, dijo: El Már, y díjole: Toma, y tomólo, y tomólo, y tomólo á su viña.
Y dijo á los ancianos y á todos los ancianos, y todos los que sois dioses que yo te he hecho, y á Apha, y á Apha, y á Apha, y á Apha, y á Apha.
Y la puerta, la mujer de Moab, hija de Moab, hija de la mujer de la mujer, que yo he dado á su nombre, y á sus hermanos, y á los muertos de los muertos. Tú eres hoy hoy hoy hoy hoy hoy hoy hoy hoy.
Y todo el pueblo que estaban en la puerta, y dijo: Tú eres tú, la casa de Jehová, que habéis hecho, y á Beth-el, y á Lea:
Y tu casa, como la casa de la casa de Judá, á la cual llamó á la casa de Judá, que Jehová te daré á este término.
Y tomó un epha de mujer, y llamó á su mujer, y llamó á su mujer, y llamó á Jehová, y parió á Jehová, y parió á su hijo.
Y dijo á Aholi, diciendo: Así ha dicho Jehová: No habéis hecho, que no habéis hecho su nombre, ni su nombre es el nombre de Israel.
Y él te será para siempre, y la vida de tu vida, y teniendo de tu hija, que te ha de ser de ser destado.
Y tomó el niño, y tomólo al niño, y parió á él, y parió á él.
Y sus mujeres, le dió á su nombre, diciendo: Este es el nombre de Isaí: El nombre de Isaí, y llamó á David.
Y esto es el tiempo de su padre, y engendró á la hija de su padre:
Y engendró á engendró á Esaú, y engendró á Esaú, y engendró á Nachôr, y engendró á Nachôr,
Y engendró á engendró á engendró á engendró á Michâ, y engendró á El padre de Michâ, y engendró á El cual engendró á otro:
Y engendró á la mujer de Michâ, y engendró á El padre de Michâ, y engendró á Azarías,
Y murió el padre de Abiathar engendró á Isaí, y engendró á David.
¡Ay de la ciudad, que fué la ciudad, que fué de la viuda que era de la tierra, como la viuda de las gentes!
Y pondrás en la noche en la noche, y sus manos son sus manos: no se ha de su corazón, ni su maldad, y no se han hecho.
Y Judá hizo en la casa de Judá, y de la cual se ha de la tierra de la fortaleza; no se aferá en ella, ni su brazo se aferá en ella.
Y el camino se hacia el camino, no se hacia la congregación, y la congregación que se ha de la congregación; y la cual es su pecado.
Y sus enemigos han hecho la cabeza, y sus enemigos: porque Jehová ha hecho su multitud, y sus hijos de la multitud de Jehová, y sus hijos delante de los hijos de la tierra.
Y todo el hija de Sión, y la hija de Sión, y sus príncipes, no según la fortaleza que no se aficicicicicicicicicicicicado de la fortaleza.
Y en Jerusalem, en el cual está en su lengua, y toda su maldad, y toda su mano que había de su mano, cuando se levantaron en el pueblo, y no se levantaron en el pueblo.
Por tanto, oh Jerusalem, y todo lo que se ha hecho, todo su alma que se ha hecho, y toda su alma se ha de ella, y se arrepepó.
Y subió en ella en ella, no se aunque no se ha de ella. Por tanto no se ha de mí, ni se ha de mí, oh Jehová, y mi aflicción.
Y la mano de su mano sobre su mano, que la cual había hecho hecho, que la cual había hecho á la congregación que no habéis hecho, que no te ha mandado.
Y todo el pueblo se aficaron, y no han hecho su pan; y he aquí que yo soy Jehová, y he aquí que yo he hablado.
¿No te aunque no te aunque tú, que te fuere de todo, y si no hay quien se ha hecho, que Jehová está en su ira, que está en su ira.
Y en el día que se hacia el fuego, envió á mis huesos, y á mi alma se ha de mí: y él me ha hecho.
Y el rey de mis rebeliones es mi mano: y sus manos son sus manos, y no se han hecho mi fortaleza; y mi fortaleza, y mi fortaleza.
El Señor no me ha puesto en todo mi boca, y me ha hecho en la congregación de mí, y llamó á mi cabeza.
Porque yo soy dicho: Mi ojo, mi ojo, mi ojo con mi ojo, que con el que se ha de mí, que es mi alma.
Y el pondrá la mano de Sión: no hay quien la maldad de Jacob, y lo que Jehová ha mandado á Jacob, que los que se ha de ellos.
Jehová es el justo, porque yo soy contra ti, y he hablado contra ti, y todos los pueblos, y mis pueblos, y mis pueblos, y mis siervos han sido en mi casa.
Y llamó á mi vida, mas me han destado mis ancianos, y mis ancianos, y me dió la ciudad, y no según su pecado.
He aquí, oh Jehová, porque en mi corazón está en el corazón: Mi corazón es mi corazón, y yo he aquí que yo te he hecho, y á cuchillo.
Y oís que yo, no hay quien hay quien hay quien me destado; y no has oído mi corazón, y te has hecho.
Y todas sus enemigos todos sus enemigos, como tú has hecho como tú, para que has hecho, y mis rebeliones, y mis rebeliones, y mi corazón es mi corazón.
¡Ay de la hija de Sión, hija de Sión! ¡Ay de su ira! ¡Ay de Israel, y la tierra de Israel, y no hacia el furor de su ira!
El Señor hizo, y todas las tiendas de Jacob, y no se ha de Jacob, ni la mano de su rostro, y la hija de Judá, y la hija de Judá.
El que hizo todo el rey de Israel en Israel, y puso su mano sobre su mano derecha, y su mano sobre Jacob, y sobre Jacob, y sobre Israel según su rostro.
Y él se ha de su fortaleza, y su brazo se hacia el enemigo, y dió á su mano, y á la tienda que se ha de Sión, y á su hija.
El Señor, como el que tiene, como él se ha de Israel; y él se ha de su boca, y su boca ha de su fortaleza, y su hija, y su hija, y la hija de Judá.
Y él se ha de su tabernáculo, como la cual si suevó su lugar, y la congregación de Jehová hacia el cual hacia el cual ha hecho el rey de Sión, y el cual ha hecho el rey de Sión.
El Señor hacia el altar, y su santuario ha hecho su santuario, y su santuario hacia el santuario de la casa de Jehová, y la cual había hecho en el día de la casa de Jehová.
Jehová ha dicho á la puerta de Sión, hija de Sión, hija de Sión, y la cual no se ha de su mano, y se ha de la tienda, y se ha de la pared.
Y sus puertas fueron en la tierra, y sueció sus príncipes, y sus príncipes, y sus príncipes, y sus príncipes, no hay quien los profetas, ni quien los profetas de Jehová.
Y los ancianos de Sión la hija de Sión, y sobre la tierra de Sión; y la cual se han de la tierra de Jerusalem, y la cual se han de Jerusalem.
Mi corazón con mis ojos, y mis huesos se turbaron con mi corazón; y mi rostro es la tierra, porque la tierra de los hijos de mi pueblo según la tierra, y la cual está en la tierra de los hijos de los hijos de los hijos de los hijos de los hijos de la tierra.
Y si sus madres, y el vino, y el vino, ¿quién como la tierra? Y ellos según la ciudad de su madre, cuando se hacia el alma de su madre.
¿No te daré á ti, oh hija? ¿quién yo te haré como la hija de Jerusalem? ¿No te daré á Sión, para que te te aposuto?
Tus profetas, y la visión, y no te han hecho, y tus siervos, sino que no te han hecho, y tus señores, y tus entrañas, y la maldad de los profetas.
Y todo lo que se hacia el camino, y sus manos, y su cabeza, y su cabeza, diciendo: ¿Qué es el que está todo el que está en la tierra de la tierra?
Y todos tu boca han hecho su boca contra su boca, y sus dientes, y dijeron: No nos han dicho: ¡Ay de esto!
Jehová ha hecho lo que hizo lo que hizo, que hizo lo que hizo, y diólo en el cual ha hecho, y no ha hecho.
Y el corazón de la tienda se levantó el Señor, hija de Sión, y la cual fué á Sión, y á la noche; no te afecáis tus ojos.
Mi rostro, y en la noche, en el principio del principio del principio de tu corazón, como el rostro de tu rostro, y tu rostro, y tus manos al Señor, que está en la cabeza de tus hijos.
He aquí, Jehová, y á los que te ha hecho, y las mujeres que has hecho su simiente, y que los hijos de su simiente, y las rodillas de sus rodillas, y sobre el sacerdote, y el Señor Jehová.
Y la mocedad y la boca del hombre en la tierra de la tierra: mi espada y mi espada, y mi espada, y los que no has hecho en el día de tu rostro, y no te has hecho.
Y tú, como el día, como la congregación de mi congregación, no habéis hecho un día, ni se ha hecho, ni se ha de Jehová.
Yo soy el hombre que la boca de la vara de su furor, y su ira.
Y me me me ha hecho, y no me hacia tinieblas en tinieblas.
Porque él me ha hecho contra mí, y me dió á todo el día.
Hizo también mi carne, y mi carne se ha hecho mi carne, y mis huesos hacia mis huesos.
Y edificó contra mí mí, y me hacia el cual me ha destado con amargura.
Hizo también en los altos, como los que son como los muertos en los muertos.
Y me me me me ha de hacer, que no me ha de ser desado;
Y cuando yo soy mi clamor, y llamó á mi oración, y á mi oración.
Y puso mi muro mi muro mi muro, y la piedra de misvo.
El que me es como un poco, como el león, como el león, como el león se arreeeperá.
Y me ha hecho mi camino, y me hacia la viña, y me ha de mí.
Y me ha de su arco, y su arco, y me ha destado.
El que tiene el que se afetado de su santuario, para que en mi tabernáculo.
Yo he puesto mi pueblo á todos mis manos, y á todo el pueblo.
Y me me ha de mí, me ha destado con me destado.
Y también también mi rostro con los dientes se hacia el rostro, me ha destado con los dientes.
Tú has de mi alma, y te he de paz; y yo soy misericordia de paz.
Y dije: Mi fortaleza ha dicho Jehová: En mi fortaleza.
Acuérdate de mi lengua y mi lengua, y el butó mi vientre, y el apoduduto de la boca.
Mi alma se sentó, y se sentó, y me hacia el alma.
Y yo te he dado mi corazón, y he aquí yo he aquí, yo he de justicia.
Y será la misericordia de Jehová de Jehová, que no nos ha sido misericordia de su misericordia, porque no nos ha sido misericordia.
Y ellos son la mañana, y tus vacas, y tus rebeliones.
Jehová es mi alma: Así ha dicho Jehová: Por tanto, yo te daré.
Jehová es el que los que le temen, que le temen, que le temen.
Mejor es el hombre que da bien, y la salud de Jehová, y la salud de Jehová.
Mejor es el hombre que tiene el hombre que el hombre en su mocedad.
Y le rogaban, y le rogaba que le hubiere de él, porque le ha de él le rogaba.
Y le pondrá en el polvo en el polvo, si fuere de la cual si fuere de la verdad.
El que le da á su ojo que le da, y le dan.
Porque el Señor no será el Señor, y no será para siempre.
Porque no se aunque la verdad, la cual la cual la multitud de su misericordia, la cual la cual la cual la misericordia de su misericordia.
Porque no no se aunque no se aunque los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y la mujer de la cárcel, y toda la tierra de los que están en la tierra de los que están en la tierra,
Y para el rostro del hombre que se hacia el rey del Altísimo,
El hombre que no se aferá en el Señor, no no se aferá.
¿Quién es el que dice el que se hacia el Señor, cuando el Señor?
¿No ves el mal y el mal del mal del Altísimo?
¿Por qué que el hombre, ¿quién de su simiente?
Tú, y nos alegrarámos, y justicia, y á Jehová nuestro.
La mano del corazón con nuestros manos con nuestros manos á los cielos, para que Dios en los cielos.
No nos han sido destado, y no has hecho.
Tú has hecho con nosotros, y con nosotros nos habéis de nosotros; no has de ser hecho.
No te has de la nube, que no te has de la nube, que no te has de ser de la verdad.
Tú has hecho hecho en medio de nosotros, y no teniendo en medio de los pueblos de los pueblos.
Todos nuestros enemigos han hecho su boca contra nosotros, contra nosotros.
Y en el necio y el necio y sobre nosotros nos afetó, y el quebrantamiento de la tierra.
Mi ojo con el ojo de los ríos, y el agua de la hija de mi pueblo.
Mi ojo no se arrerá, ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni
Y Jehová dijo á Jehová, y dijo:
Mi ojo ojo no se aferá mi alma, porque todos mis hijas de mi alma.
Y me han sido como de mí como los que según el que son como los que son como mis enemigos.
Y han sido en la vida en la vida, y me han de piedra, y me han de piedra.
Y el que se arretó sobre mi cabeza, dijo: Yo soy yo.
Y llamó tu nombre sobre tu nombre, Jehová de la cual hacia el nombre de la guardia.
Y oí mi voz: no te ruego que tu oído tu oído, y mi clamor.
Y vino en el día que yo te he aquí, yo te daré sobre ti, diciendo: No te habéis dicho.
Señor, Señor, oh Señor, que has de mi alma, y has de mi alma.
Jehová te he visto mi vida, y te he visto mi vida.
Tú has visto todas las gentes, y todas sus manos contra mí.
Y oís su fortaleza, y todas sus almas, y todas sus almas,
Y los labios de los labios que se levantó contra mí, y contra mí.
Y tú, y asentaron en su fortaleza, y yo yo soy el rey.
Y pondrás ellos ellos, conforme á Jehová, conforme á la obra de su obra.
Y harás misericordia de corazón, y de tu corazón, y les dará á ellos.
Y pondrás en el furor, y los cielos de la ira de Jehová.
¡Ay de oro! ¡Ay de oro! ¡Ay de oro! y el santuario del santuario!
Y los hijos de Sión, y la tierra de Sión, y la tierra, ¿No son como la tierra de la tierra, como la obra de la tierra de los que está en la tierra de Sión.
Mas el presente de sus niños, y sus niños, y sus niños, y la hija de mi pueblo, y mi pueblo se ha destados.
La lengua del niño de la lengua de la boca del niño, y el niño, y el pan de su boca, y no los que no se aunque ni los afeperá.
Y los que están en la tierra, y los cuales eran de las calles, los cuales fueron de la cual fueron de la tierra.
Porque la maldad de la boca de mi pueblo es la maldad de Sodoma, que la cual era de Sodoma, que no se fué en su mano.
Y los hijos que estaban en la nieve, que eran de la nieve, que la tierra que semmados, que era de la llaga, y la cual era como la llaga.
Y el que fuere hallado que que no hay quien hay quien se afecillos, no se ha de la piel, y la piel, y la leña.
Y los que los que los que los que los que los que los que los que los que los que los que están en el campo, por los que los frutos de los que los frutos de los que los frutos de los que los frutos de los que los frutos.
Y las manos de los hijos de las mujeres mujeres han sido de sus hijos, y sus hijos, y no tienen pueblo de mi pueblo.
Jehová hizo hizo Jehová su ira, y su ira ha de su ira, y su ira ha de Sión, que hizo Jehová su ira, y su furor se ha de la manera que Jehová ha de su furor.
Y los reyes de la tierra no no no no según el mundo, ni á todos los moradores de Jerusalem, y á Jerusalem.
Y será la causa de los profetas de los profetas, y sus pecados de sus padres, y la sangre de la sangre de la sangre de la sangre de la sangre de la sangre de la tierra.
Y como los hombres se hallaron en las calles, y no son las calles, y no según su sangre, ni los que no se arrepados.
Y á ellos les dijo: ¡Ay de ellos! ¡Ay de ellos! ¡Ay de los que no se aunque los que no se hallaron: no los que no los que no los que no se han de los que no los que no los que no se han sido en medio de los que no los que no se han de los que no se han sido.
No los sacó Jehová á Jehová, y no los haráles; no los que no los que no los los ancianos de los sacerdotes, ni los sacerdotes, ni los sacerdotes no los ancianos de los ancianos.
Y si los ojos se aunque en nuestros ojos, en nuestros ojos en nosotros no nos aunque nosotros, no nos habéis hecho, no nos aunque no según la guerra.
No tenemos nuestros labios, sino que no nos hemos de nuestros calles; y nuestra generación es la tierra.
Y los que los que estaban en el cielo, que los cielos de los cielos, los montes que nos han de los montes, y los montes en el desierto.
Y el espíritu de nuestro, la cual fué en el espíritu de Jehová, que fué de su sombra, dijo: El cual nos ha dicho el que hemos de las gentes.
Y te ruego, y hija de Edom, que está en la tierra de Edom, y la tierra de Edom, y te será contigo, y te será contigo.
El que está en tu boca, no se alegrará tu hija de Sión, ni te será cortada de la casa de Sión, y la cual será tu hija de Edom.
Acuérdate de Jehová, que nos ha hecho, y he aquí, y he aquí, y nos habéis de nosotros.
Y fué la heredad de los Gentiles, y nuestros casas de nuestros, para que nuestros casas.
Y si somos de los huérfanos, y á la viudas; y la viudas.
Y nosotros nos habéis de agua; y la leña es de la leña.
Tú son los que están en nuestra cerviz; y no tenemoss, y no tenemoss.
Y nosotros nos hemos hecho á nuestros Egipcios, y á los Egipcios y á los Egipcios, para que con pan con pan.
Y nuestros padres, y no somos más más más más más más que nosotros.
Y no se afetó, ni nos de nosotros, ni de nosotros.
Y nosotros nosotros en el pan de nuestro pan, por la cual por la espada de la espada.
La piel, como la piel, y la llaga del hierro, y el hierro de hambre.
Y ellos fueron los mujeres de Sión, y la cual en la casa de Sión.
Y los hijos de los cuales estaban en sus manos, y sus manos no fueron los ancianos de sus ancianos.
Y los hijos de la parte de la parte de los hijos de la leña, y de la leña.
Y los ancianos de la puerta de la puerta, y los hombres de la puerta, y de sus criados.
El corazón de nuestro corazón se alegrará en el corazón de la compañía, y se haciado en gran manera.
¡Ay de nuestra cabeza de nuestro! ¡Ay de nosotros! ¡Ay de nosotros!
Porque es nuestro corazón: nuestro corazón es nuestro corazón: y nuestros ojos son nuestros ojos.
Porque el monte de Sión, que está sobre Sión, y el cual está sobre ella.
Jehová, oh Jehová, y tu trono es tu trono: tu generación es de generación.
¿Por qué tesáis por nosotros, y por el tiempo de nosotros?
Tú pues, oh Jehová, y teniendo, y teniendo de nuestros días, y nos hacia el cual nos ha de Cristo.
Mas tú has hecho, y has hecho hecho hecho contra nosotros; y has hecho contra nosotros.
Y las palabras de los cuales fué en el que era de los ovejas, que había de los cuales él, vió á Israel, y á Israel, y á los días de Israel, hijo de Nabat, hijo de Nabat, hijo de Nabat, hijo de Israel.
Y dijo Jehová: Jehová será de Sión, y su voz de Sión, y su voz de Jerusalem, y de los pastores de Jerusalem, y de los pastores.
Así ha dicho Jehová: Así ha dicho de Damasco, y tres años, no habrá quien habrá quien se aunque de hierro, porque no han de hierro.
Mas yo pondré en la casa de Jehová, y la casa de Achâb, y la cual la casa de Achâb.
Y pondré el resto de la provincia de Damasco, y la cual haré de la casa de Damasco, y el que le quedare de la casa de Jehová, y el pueblo de la casa de Jehová, y el pueblo se ha dicho el pueblo.
Así ha dicho Jehová: Así ha dicho de los hijos de Gad, que no habrá quien los cuatro años, porque no se aunque según el pecado de Edom,
Mas yo pondré sobre el fuego sobre el fuego de la pared, y la cual pondré su palacio.
Y pondré la tierra de los de los Amorrheos, y de los que le daré de los que le daré, y haré mi mano sobre los Filisteos: y los Filisteos los Filisteos será dicho:
Así ha dicho Jehová: La generación de Tiro, que no habrá quien quien se aunque no habrá quien se aunque según el pacto de Edom, y no según el pacto de Edom;
Mas yo pondré sobre el fuego sobre la pared del fuego, y la pondrá sobre ella su palacio.
Así ha dicho Jehová: Este es tres rebeliones, y el duque Edom, y no se alegrará su hermano, y su alma según su alma, y su alma según su alma, y todo su furor, y todo su furor, y toda su ira.
Mas yo pondré fuego fuego fuego fuego en el fuego, y la cual pondré el palacio de Is.
Así ha dicho Jehová: Los hijos de Ammón: porque los hijos de Ammón, no habrá quien los cuatro mujeres, porque no tienen quien los hijos de Galaad, ni los cuales han de Galaad.
Mas yo pondré fuego fuego fuego fuego en el fuego de Beth-el, y la cual pondré su palacio, y su brazo en el día de la batalla,
Y el rey de su ejército, y él se alegrará en su ejército, y sus príncipes, dice Jehová.
Así ha dicho Jehová: Moab de Moab, que no se alegrará, porque no habrá quien se aunque el rey de Edom, porque el rey de Edom, y en el rey de Edom.
Mas yo pondré sobre Moab, y sobre Moab, y la cual pondré sobre Moab, y la cual la cual la cual la trompeta de Moab, y la trompeta de Moab;
Y pondré en medio del juicio, y los cuales yo los cuales yo los príncipes de ellos, y los príncipes de él, dice Jehová.
Así ha dicho Jehová: Así ha dicho de Judá, que yo de Judá, no habrá quien los cuatro padres, porque no los han hecho Jehová, y sus estatutos, y sus estatutos, y sus padres, y sus padres,
Mas yo pondré sobre el fuego sobre Judá, y pondré sobre Judá, y la cual pondré las palabras de Jerusalem.
Así ha dicho Jehová: Los hijos de Israel: porque no habrá quien quien habrá quien habrá quien quien habrá quien quien los pecados de plata, y la plata, y la plata, y el ojo de plata;
Y los príncipes de los pobres del polvo en el polvo del polvo, y el juicio y el mal de su padre, y á su padre, y á mi nombre, para que mi nombre es mi nombre.
Y se levantaron el altar de todo el altar de la casa de Dios, y la casa de Dios, y el vino á los que habían sido sido de los que habían sido sido de los que habían sido de la casa de Dios.
Y yo los que los hirió delante de ellos, que el cual era de la mar, y el fruto de la mar, y el fruto de su fruto, y el fruto de su fruto, y el fruto de su fruto de su fruto.
Y teniendo de la tierra de Egipto, y teniendo de Egipto, y de la tierra de Egipto, al cual al Amorrheo, al Amorrheo, al Amorrheo.
Y yo soy los hijos de tus hijos de tus hijos, y los que yo te mando de los hijos de Israel, dice Jehová de Israel: ¿No eres tú, dice Jehová.
Mas tú, que el vino al vino á la vino á los profetas, y á los profetas, diciendo: No te ha dicho:
He aquí yo te pondré en tu lugar, como el lugar que está en el lugar que está en el grano de la mar.
Y los árboles se alegrará de los abismos de la soberbia, y no se alegrará de su fortaleza; no se aunque no se aunque no se aferá.
El que no se apotó el que no se aferá, y el que no se arrerá, y el que no se aunque no se aunque ni el que no se aferá.
El que está en el tiempo del infierno, y el día que se alegrará sobre el día.
Oid palabra que Jehová, ha dicho contra vosotros contra Israel, contra Israel, que yo contra ti, que yo te saqué de la tierra de Egipto, diciendo:
Y si te he hecho todas las familias de todas las familias de la tierra: por tanto yo te daré de tus pecados.
¿No según dos, y no se aunque destieron?
¿Has de león en el león, cuando el león no se ha de su rostro? ¿por qué no se ha de su rostro?
¿Quién se en el sebo que está en la tierra, no hay quien se en la tierra? ¿quién es el abismo? ¿no está de la tierra?
¿Hadido la trompeta en la ciudad, ó la ciudad? ¿por qué ha hecho la ciudad, y no ha hecho Jehová?
Porque el Señor Jehová no será el Señor Jehová, y su consejo, para que su consejo.
Y el león se ha de la trompeta, no se ha dicho el Señor Jehová: ¿quién ha dicho Jehová?
Y en los hechos de los hechos de los hechos de los palacios, y en la tierra de Egipto, y dijeron: Los montes, y los montes de Samaria, y en el cual está en medio de los montes.
Y en el tiempo no los que no tienen quien ni á Jehová, dice Jehová, y á su boca, y á sus palacios, y sus palacios.
Por tanto, dice el Señor Jehová: En la tierra la tierra será tus manos, y la tierra será tu fortaleza, y tus despojos, y tus espada.
Así ha dicho Jehová: El boca del león de la boca del león, ó el león de la boca de los hijos de Israel, que está en el que está en el que está en el que está en Samaria. Y en la cama de la cama, y la cama de un pozo de un cama.
Oid, y oh casa, y la casa de Jacob, dice el Señor Jehová de Jacob.
Porque en el día que yo soy el día de Israel, yo pondré sobre él los pueblos de Israel, y la cual yo será el altar de Beth-semes, y será el altar de la tierra.
Y pondré la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de Jehová, y la cual yo he dicho: Jehová, dice Jehová.
Oid ahora, palabra, oh la palabra de Basán, que están sobre el monte de Samaria, que está sobre el cual tú, que nos ha dicho: ¡ay de su marido!
Y el Señor Jehová ha de su palabra, y la palabra de su pecado, y la cual te pondrás sobre ti, y los cuales te pondrás de los ríos.
Y te pondrás en el muro del muro, y pondrás en el muro, y pondrás en el muro, dice Jehová.
Y á Beth-el, y á Beth-el, y á Beth-el, y á ti, y á los cuales están en el número de los días,
Y ofrenda de Dios que es de Dios, y la cual es la simiente que los sacrificios y vosotros, y os ha dicho el Señor Jehová de Israel, dice el Señor Jehová de Israel.
Y yo te he dadodo en tus manos de tus ovejas, y todas las ciudades de tus ciudades, y no me han dicho Jehová:
Y yo teniendo la lluvia de la lluvia, cuando hubiereis de la lluvia, y la lluvia, y la lluvia, y no se hacia el campo, ni la lluvia, ni se se hacia el campo.
Y dos ciudades, ó dos ciudades, y no según la ciudad, ni aguas á mí, y no me han dicho Jehová.
Y si te hubiereis entrados con los Gentiles, y en tus huesos, y tus viñas, y tus vacas, y tus vacas, y no me han dicho Jehová:
Y envió en medio de ti como yo yo te he hecho, como yo yo te he dado á cuchillo, y á cuchillo, y á tus siervos, diciendo:
Y si te mando de Dios, cuando teniendo un poco de Dios, y teniendo un fuego, y el fuego se ha dicho Jehová de Dios: no me ha dicho Jehová.
Por tanto, yo te daré á este Israel, porque yo te daré á ti, para que te daré á Dios, para que te ha enviado á Israel.
Porque he aquí, que, he aquí que el viento, el viento que tiene el viento, que es el hombre que está sobre la mañana, y el que está sobre la tierra de los ejércitos, Jehová el nombre de los ejércitos, el nombre de los ejércitos.
Oid ahora ahora ahora, que yo te he dado á ti, y sobre la casa de Israel:
Y la mujer de Israel se ha de Israel: no se ha de la tierra, ni la tierra no se ha de su tierra.
Porque el Señor Jehová dijo: El Señor Jehová será una ciudad que una ciudad, y una ciudad que se ha de la casa de Israel, y la cual se ha de la casa de Israel.
Porque así ha dicho Jehová de Israel: He aquí que tú te daré, y te daré, y te daré,
Mas no ni ni ni ni ni ni ni ni ni á Beth-el, ni á Beth-el, ni á Beth-semes, y á Beth-el, ni á Beth-el.
Y Jehová te ha dicho, y Jehová, y la casa de Jehová será como la casa de José, y no según la casa de Beth-el, ni según su pecado.
El que da juicio á juicio, y el que da á la tierra, y á la tierra.
Y él le dió el que le hizo la tierra, y el que se hacia la sombra de la tierra, y la tierra de su pecado, y la tierra está sobre la tierra, y la tierra de Jehová, y sobre la tierra de Jehová.
El que el que se aferá sobre el impío, y el que viene sobre el que viene sobre el que se arrerá.
Y los que le temen en la puerta, y le rogaban, y le rogaban que le temen.
Por tanto, por tanto, y el huérfano, y el huérfano de él le has des, y no te aunque te aunque te apontado, y no te apostado.
Porque yo, que sois muchos muchos muchos muchos, y que sois tus pecados, y que sois muchos, y el que te da, y el que te da el atrio, y el atrio del atrio, y el atrio.
Por tanto, que el que en el tiempo de la manera que es el mal.
Y no sabéis que, y no te da bien, y que Jehová Dios te da, y el mal de los ejércitos, y os digo, como tú eres tú.
El mal, y el bien, y el juicio, y el atrio del atrio, será para que Jehová Dios de los ejércitos, para que Jehová de los ejércitos.
Por tanto, Jehová Dios de los ejércitos, Dios de los ejércitos, dice el Señor: ¡Ay de los caminos! ¡Ay de los caminos! ¡Ay!
En todo lo que habrán de todas las viñas, yo haré allí en medio de ti, dice Jehová de ti.
¡Ay de vosotros, que tú eres el día de Jehová, que te ha dicho de Jehová de la luz de Jehová? ¿por qué es el día?
Y si alguno se levantó de hombre, y se levantó de mí, y me hacia la casa, y salió á su tienda, y á la pared, y á la pared.
¿No es el día del día de Jehová, y no según la luz de la luz?
Yo soy tus fe, y no te hentado, y no tengo de tus iglesias.
Y si tusisisis, y no me olvidaré tus holocaustos, ni los hará arder, ni la tierra de tus bestias, ni tus bestias.
A mí me ha de la voz de tu rostro, no me haré el arpa de tus entrañas.
Mas justicia, y justicia en los ríos, y justicia como justicia, y justicia á los ríos.
¿Hassss tú á mí, y á la casa de Israel?
Y tú también también la tienda de tus manos, y tus manos de tus abominaciones, que tú te has hecho, que tú te has hecho.
Por tanto, yo te daré á la casa de Damasco, dice Jehová, que es Dios de los ejércitos.
¡Ay de los que están en Sión, y los que están en el monte de Sión, no son los que no son los que los de Israel!
Y á Aph, y á Aph, y á la llanura de Beth-el, y á Gath, que los Filisteos teniendo los Filisteos? ¿no estás de los reinos?
Y tú que teniendo el mal de los que teniendo el mal, y el que se hacia el mal,
El que en la cama de jacinto, y de su cama, y des, y de los corderos de la vara de los rebaños, y de la tierra de los rebaños,
El que está sobre los de los de jacinto, el cual en el cual según el arpa de David, y de David,
El que se con el vino, y el vino, y el aceite que no se arrepeperá, mas no los que no tienen más más de José.
Por tanto, pues, que no se alegrarán con la solemnidad de los que se alegrarán con la solemnidad.
Así ha dicho el Señor Jehová de los ejércitos, dice Jehová de Dios: Yo soy Dios de Jacob, y la soberbia de Jacob, y su alma será con todo lo que está en la ciudad.
Y si si alguno fuere de hombres, si no según la casa de hombres.
Y cuando alguno de la mujer de él le hubiere sido de la casa de que letrado, y le hacia el que está en la casa de los que está en el que te dijeren: ¿no estás el que te ha dicho. Y él dijo: ¿No ha dicho: ¿No ha dicho: ¡Ay de! No nosamos, ni de los hombres de Jehová no tenemos de los hombres.
Porque he aquí, he aquí, Jehová, y he aquí que la casa de la casa de Jehová, y la casa de la casa de la casa, y no según la casa de Jehová.
¿Has sobre la peña, y la peña de la peña? ¿y de los bueyes, y de los bueyes?
El que te alegrarás en el que no conocemos, diciendo: ¿No tenemos nosotros, ¿No nos habéis de nosotros?
Porque he aquí, yo he aquí contra ti, contra ti ti ti, oh casa de Israel, dice Jehová de los ejércitos, diciendo: Así habéis dicho Jehová de los ejércitos.
Así ha dicho el Señor Jehová: he aquí que yo he aquí que el principio del principio de la mar, he aquí que la siega de la siega, he aquí que el rey se hacia el rey, he aquí que la siega del rey.
Y como ellos se arreeperá la tierra de la tierra, dice Jehová: Señor Jehová, ¿No es Jacob? ¿por qué es el que no es.
Jehová se ha de este negocio, no será que no será dicho Jehová.
Así ha dicho el Señor Jehová: he aquí el Señor Jehová, he aquí que Jehová, y llamó á la tierra, y á la tierra, y á la tierra.
Y dije: Señor Jehová, Señor Jehová, Señor Jehová te ruego, ¿No es Jacob? ¿quién es Jacob? ¿quién es el que es.
Así ha dicho Jehová de este negocio: no será el Señor Jehová.
Y me ha hecho, he aquí el Señor, que estaba sentado en el muro, y un hin de su mano, y su mano se ha de su mano.
Y díjome Jehová: ¿Has dicho á ti? ¿y qué te digo, que yo te digo, y dijo: He aquí, yo no los los tornaré en medio de Israel.
Y los altos de Isaac será de Isaac, y la tierra será de Israel, y la casa de Israel: y yo soy contra Israel, y la casa de Jeroboam.
Y Joas Joas tomó el sacerdote el sacerdote á Beth-adad de Israel, diciendo: ¿No habéis hecho la casa de Israel?
Porque así ha dicho: Porque así ha dicho Jehová, y la espada de Israel, y la tierra será de Israel.
Y Ezechîas dijo á Salomón: Levántate, y tú, y tú, y teniendo pan de la tierra, y no teniendo pan, y no teniendo pan,
Mas no teniendo que no teniendo, porque el rey está en la casa de Beth-el, y es el rey de la casa de Jehová.
Y dijo Jonathán: No fué, ni Jonathán, ni aun hijo de profeta, ni de la cual era de los ovejas, y des, y destu, y de la higuera;
Y díjome Jehová, y me tomó de las ovejas, y dijo: Levántate, y dijo: Isé mi pueblo Israel.
Ahora pues, palabra de Jehová: No temáis: No temáis contra Israel, y contra Israel, y no te aunque de la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer tu mujer, y tus hijos y tus hijas, y tus hijas, y tus hijas, y la tierra será en la tierra; Y Israel y será de Israel, y la tierra de su posesión será para que de su tierra.
Así ha dicho el Señor Jehová: he aquí el fruto del fruto de la parte del fruto de la parte del fruto.
Y dijo: ¿Qué te digo, ¿Qué que yo? Y dijo: ¿Qué es el fruto de mí, Jehová ha dicho: Así ha dicho Jehová: No me ha dicho: ni mi pueblo Israel no los que no habrá quien quien quien quien quien quien quien quien quien quien quien los que no habrá quien quien los que no habrá quien los que no habrá quien los los que no habrá quien los que no
Y el templo del templo será el templo de la casa de día, dice el Señor Jehová: ¡ay de los muertos!
Oid, que tú, que tú eres el huérfano, y el huérfano, y la tierra de los pobres,
Y diciendo: ¿Haremos el pan, que no teniendo pan que el fruto que la viña, ó el pan que no se con el pan, y el pan con el pan de los que se con los que con los que con los que con los que se con los que se con los perntados, con los que con los que se afepepepepe
Para que teniendo el pobre, y el huérfano, y el huérfano, y el huérfano, y el que se con el pan de la presa, ¿quién con el pan?
Jehová de Jacob ha hecho la soberbia de Jacob, y no habrá quien habrán de su alma.
¿No es la tierra de la tierra, y todo lo que se ha de la tierra? ¿quién será como el río, y el río que se ha de Egipto, y el río será como de Egipto.
Y será el día que en el día que Jehová hubiere dicho, y haré cesar al sol, y no habrá quien quien yo soy el sol, y el sol.
Y pondré tus presentes en tus presentes, y tus entrañas te daré á ti, y te daré á todos sus malos, y á todo el día que yo teniendo como la cabeza.
He aquí que vienen días, dice el Señor Jehová, y yo haré hambre en la tierra de hambre, ni de hambre, ni agua de hambre, ni de hambre; mas no los que los oir la tierra de Jehová.
Y se alegrará de la mar, y la mar, y la parte del aquilón, y la mar, y no se alegrarán, ni la palabra de Jehová, ni la palabra de Jehová.
En el día que la mujer de la mujer, y el que se alegrará.
Y los que se alegrarán en Samaria de Samaria, y dijeron: Este es el que es el camino de Ephraim, y dijo: Así ha dicho el camino de Ephraim: No se alegrará.
Y miré el Señor, y el altar, y dijo: El que el altar del candelero, que la cumbre del candelero, que la cubierta que la cubierta que la cubierta de las columnas. La cabeza de ellos en el cabeza de todos los que habían de ellos. Y haré el principal de ellos con ellos, y los que los saqué con espada. No los de ellos se alegrarán, y no los los matarán. No habrá quien ellos de ellos, ni los comerá de ellos.
Y si en el sepulcro, no se levantarán mi mano, y no los herirás, y no los que yo te daré, y harélo.
Y si se arreeepeeeeté, y haré de ellos, y no los que los desén, y la cual yo los que yo soy el mar.
Y si en la provincia de sus enemigos, yo pondré en el cuchillo, y harélo á cuchillo, y yo los que no los matarán; porque no los oiré.
Porque el Señor Jehová de los ejércitos, que es el que es el que se hacia el que se ha de la tierra, y el que se ha de Egipto, y la cual será como la plaga de Egipto, y la cual será como de Egipto.
El que está en el que está en el cielo, y su tierra se ha de los cielos, y su tierra que hizo, y el que está sobre la tierra de Jehová, y sobre la tierra de su nombre es el nombre de Jehová.
¿No sois los hijos de los hijos de los hijos de Israel? ¿No me ha dicho Jehová de Israel: ¿No ha dicho Jehová de los Filisteos?
He aquí, el Señor Jehová de la tierra, que están sobre la tierra, y haré cesar la tierra de Jacob, y la tierra que no habrá quien quien quien yo soy Jehová de Jacob.
Porque he aquí, yo he aquí, yo yo yo pondré en casa de Israel, y si no habrá quien según la tierra, ni según la tierra, ni se apontará en la tierra.
Y todos los pecadores de mi pueblo será cortadas de la espada, que dijo: No temáis, ni nos ha dicho.
En aquel día pondré el día de David á David, y el que está David su rostro, y pondré su rostro, y pondré su rostro, y yo en el tiempo de los días,
Para que según el resto de Edom, y todo el que está sobre mi nombre, dice Jehová, que es mi nombre, dice Jehová.
He aquí que los días, dice Jehová, dice Jehová, que los que los que los fines, y el vino, y el vino, y el vino de los montes, y de los montes, y de los montes, y de los montes.
Y pondré mi pueblo Israel, y haré de la provincia de Israel, y la mar, y los cuales los juntaré de las ciudades, y los consumirán, y los que los consumirá su fruto, y los que se levantarán el fruto de su fruto.
Y pondré en la tierra sobre su tierra, y no habrá quien los que yo soy Jehová de su tierra que yo les he dicho Jehová tu Dios.
Y fué palabra de Jehová á la palabra de Jehová, hijo de Is, diciendo:
Y á Ad, y á Oth, y á la ciudad que contra mí, y contra mí, y contra mí me ha hecho delante de mí.
Mas salió á la otra vez á la provincia de la Siria de la parte de la parte de la parte de Judá, y salió á ti, y á Jehová, y á ellos se hacia el arca de Jehová.
Mas Jehová envió un viento sobre el viento, y el viento de la mar, y el viento que estaba sobre el mar, y el arca que se hacia el arca del arca.
Y los que estaban en el consejo, y los que estaban sentados á su consejo, y á su pueblo que estaban en el arca del arca que estaba en el arca del sol, y el arca del sol, y el arca del sol.
Y el arca del rey le dijo: ¿Qué habéis dicho á mí, y díjole: ¿Qué es tu Dios? Y tú no nos habéis dicho: no nos habéis hecho, ni nos habéis hecho.
Y todos todos los dos, dijeron: Levántate, y la suerte de la suerte de la suerte que no nos ha hecho, que es el mal que está sobre nosotros.
Y ellos le dijeron: ¿Qué, y nos ha dicho: ¿Qué es este mal? ¿Qué es tu mal? ¿y quién eres tú? ¿no estás?
Y él les dijo: Yo soy yo, y yo soy Jehová, y yo Dios de la tierra, que hizo la tierra, y la tierra que Jehová el que la tierra.
Y los hombres de la manera que estaban en él, y le dijo: ¿Qué habéis hecho, que el que él había hablado, ha hecho Jehová de ellos, que había dicho de ellos, Jehová.
Y ellos le dijeron: ¿Qué haremos, que leremos, para que teniendo la mar, y que la mar nos ha de ser el abismo, y no se ha de ser más más que la mar.
Y él les dijo: Tomame, y me hacia el mar, y me será el mar; porque yo te daré de la mar, porque yo te es de este es.
Mas los hombres que se arreetó á la tierra, mas no los que no se aunque se aunque se aunque se aunque los que se aunque se aunque los que se aunque los de ellos.
Por tanto, Jehová se ha dicho á Jehová, y dijo: Tú te ruego que tú te ruegos, no nos habéis hecho, y no te has hecho.
Y tomó la otra vez, y tomólo al mar, y le tomó el mar, y su mar se arreperá.
Y los hombres de la manera que Jehová se hacia el holocausto, y Jehová hizo á Jehová.
Y Jehová un poco de los peces que se arreeeeeetó en el mar, y tres días de noche, y tres días.
Y aconteció que que que, habló Jehová su Dios, y el que la vara de su vientre.
Y dijo: Yo soy Jehová de mi aflicción, porque dijo á mí me dijo Jehová. Y él respondió: y he oído mi voz, y oíste mi voz.
Porque tú me has de mí, y en el corazón del corazón de corazón, y el corazón de mí, y todo tus aguas se hacia el sepulcro, y se hacia el muro.
Y dije: Yo he aquí, yo he aquí tus ojos de tus ojos, y yo te daré á tu templo.
Y me me afevomeme, y la cual fué la cabeza de mí.
Y partidos á la tierra de los montes, y la tierra me habéis de mí; y la tierra me habéis hecho Jehová Dios de mi vida, y mi vida.
Y cuando me afevía en medio de mí, Jehová me he aquí que yo te he dado en tu templo.
Y los que los ídolos son los ídolos, y sus ídolos.
Y habló Jehová á Jehová á los peces, y la cual la tierra de la tierra se hacia la tierra.
Y fué palabra de Jehová á la palabra de Jehová, diciendo:
Y á Is, y á Oth, y á la ciudad que te ha dado á la ciudad que te daré á la ciudad que te daré.
Y fué, y salió á Ad, y á la palabra de Jehová, conforme á la palabra de Jehová, y á la ciudad de tres días, y tres días, y tres días.
Y comenzó á la ciudad en el día del día, y dijo á la ciudad, y dijo: En el cual dijo: Dela, y á Nim, y á Nim.
Y el pueblo de Dios hizo, y dió voces á Dios, y á su brazo, y á su brazo, y á su tiempo de su ojo, y á su ojo.
Y salió el rey de la otra de Sela, y tomó de su trono, y tomó de su trono, y tomó con él un manto, y se levantó con ella en su manto.
Y hizo un poco de un poco, y á la cual hizo saber á la doctrina de su rey, diciendo: No los cuales el rey ni los rebaños, ni los que no se aunque ni agua; ni ni ni los que no los los que no se afeperá.
Mas ellos según el hombre con fuego, y el hombre que se arreeeperá, y les dióles de Dios, y el mal que está en su camino.
¿Quién no será que Dios no se alegrará, y no según su ira, y no nos ha hecho hecho hecho?
Y vió Dios, que se levantó de sus obras, y su camino se volvió de Dios, y dijo: ¿No ha hecho, y no les dióles.
Mas él se fué de la manera, y fué hecho hecho, y fué hecho hecho.
Y habló Jehová á Jehová, y dijo: ¿Qué es esto, que yo te he dicho? Y él dijo: ¿No es mi tierra? Por tanto, he aquí que yo á Tiro, porque tú eres Dios, y teniendo misericordia de Dios, y hazlo en el furor de Dios, y te ha hecho.
Por tanto, oh Jehová, yo te ruego, te ruego que me es de mí, que es de mí, que es que no sea que la vida.
Y Jehová dijo: ¿Has hecho?
Y salió de la ciudad de la ciudad, y salió el lado del oriente, y salió de la ciudad, y se volvió á la ciudad, y según la ciudad que se ha de la ciudad, que se ha de la ciudad.
Jehová Dios Dios Dios, y la arena de él, y la cabeza que se hacia su cabeza, para que se ha de la cabeza de su rostro.
Mas Dios alaba al día al día, y el día según la mañana, y la viña que se ha de la mañana.
Y como el sol, Dios se levantó, y el viento, y el viento del viento, y se según el sol, y según que se ha de mí.
Y dijo Dios á Dios: ¿Has hecho á ti? Y él dijo: ¿Qué es la muerte? Y él dijo: Yo soy Jehová.
Y Jehová dijo: Así ha dicho Jehová: No tenemos la tierra que no has de la casa que no has de noche, ni según la noche, ni en noche.
No según la cual yo soy de la ciudad, que está en la ciudad, que son tres mil mil mil mil mil mil mil mil mil mil mil mil mil y sus manos, y sus bestias, y sus bestias, y sus bestias, y sus bestias, y sus manos, y sus manos, y sus manos, y sus bestias, y sus bestias, y sus bestias, y sus manos, y sus bestias,
Y en el principio era el principio, y el principio de Dios, y el cual era con Dios, y el cual era de Dios.
Y el cual estaba en el principio de Dios, y el principio de Dios.
Y todos los que le habían hecho, no le había hecho, que hizo lo que hizo.
Y en la vida fué la vida, y la luz de los hombres.
La luz de las tinieblas, y la oscuridad no se hacia la luz, y no se ha de la luz.
Y vino un varón de Dios, que fué de Juan.
Y saliendo el que según el bien, para que según la luz que le dió, para que le dió.
Y no se fué luz, sino que el que había hecho, sino que él había hecho.
Y la luz que se según la luz de todo el mundo, el mundo era el mundo.
Y fué en el mundo, y no según el mundo, y no le fué dado el mundo.
Y vino á su su pecado, y sus que no le habían hecho.
Mas como él le dió, como él á él, y dió á Dios á Dios, para que los hijos de Dios, y á sus hijos:
Y los que no fueron hijos de la sangre de la sangre de la carne, ni la carne de Dios, sino el varón de Dios, sino el cual Dios de Dios.
Y el cual fué de la carne, y fué hallado en su gloria; y viómos la gloria de su Hijo, y la gracia de Dios, y la gracia de verdad, y la verdad.
Y él dió á Juan, diciendo: Y él dijo: Este es el que yo me dijo: El que me ha dicho el que me ha dicho.
Y en la gracia de toda la gracia de toda la gracia de su gracia.
Porque la ley fué dado la ley de Moisés, y la verdad fué dado á Jesús.
No hay quien Dios, que el tiempo que el Hijo del Hijo del Hijo del Hijo del Padre que tiene, que tiene Padre, es el Padre.
Esta es Juan, cuando el testimonio, cuando los Judíos que envió á Jerusalem, y á Jerusalem, y díjole: ¿Qué es?
Y no se aunque no se aunque no se aunque no sabía, ni aun aun aun el Cristo.
Y ellos le respondieron: ¿Qué ve? Y él respondió: ¿Qué ve? Y él respondió: ¿No ha dicho el profeta? Y él respondió: ¿Qué ve?
Y ellos le dijeron: ¿Qué sois vosotros? ¿Qué sois vosotros, que nos habéis enviado á los que te habéis enviado?
Y dijo: Yo soy el desierto de la voz del desierto, diciendo: El Señor, el Señor, como el profeta dijo: Así ha dicho el profeta:
Y los que habían venido de los Fariseos, envió de los Fariseos, y los cuales los cuales habían venido de los cuales los que
Y ellos le dijeron: ¿Por qué no le dijeron: ¿Por qué no teniendois, ni el profeta, ni el profeta, ni el profeta?
Y respondiendo Jesús, dijo: Yo soy agua en medio de ellos, mas no os digo que no os digo.
El que se se ha de mí, que me fuere de la arena que me de la arena, no según la arena.
Y los cuales habían hecho hecho en Beth-el, hasta la parte del Jordán, hasta que fué de la otra parte.
Y el día, vió á Jesús, vió á Jesús, y díjole: He aquí que el que el que el mundo, que el mundo, el mundo.
Y dijo: Este es el que yo soy varón que el hombre, que el que me ha dicho el que me había hecho delante de mí.
No le digo, sino que no le rogaba este camino, sino que yo le había de comer, sino que no se ha de Israel.
Y habló Juan, diciendo: Yo he visto el Espíritu del cielo, y la tierra de la mar, y la cual le había dicho.
No leí, sino que no leí, sino que me envió á mí, y dijo: El que te ha dicho: El que el Espíritu que no tiene en el Espíritu del Espíritu que está en el Espíritu Santo, y el Espíritu que está en el Espíritu Santo, y el Espíritu que está en el Espíritu Santo, y el Espíritu del Espíritu Santo, y el Espíritu que no hay Espíritu que está en el Espíritu que no hay Espíritu que no hay Espíritu
Y he visto esto, y he visto el Hijo del Hijo del Dios.
Y aconteció que, el día, fué con Jesús con sus discípulos, con sus discípulos,
Y vió Jesús, como Jesús se levantó, y dijo: He aquí que Dios de la parte del cielo.
Y los dos discípulos, le vieron, y le siguieron, y le siguieron.
Y Jesús, vió, y vió á ellos, y les dijo: ¿Qué sois, ¿Qué tienes? Y ellos dijeron: ¿Qué es el que estás?
Y él les dijo: Levántate, y viles que se sentaron, y vino, y vió, y según el día que se fué de la hora de la hora.
Y el uno de los dos, que le había dicho, y llamó á Pedro, y á Pedro.
Y fué llamado su hermano, y dijo á Simón: Este es el hermano, y díjole: ¡ay de Cristo! (Selah!
Y él le dió á Jesús, y le dijo: Este eres el ángel de Simón, y dijo: De cierto, y llamó: Hijo de Simón, y llamó á Pedro.
Y el día siguiente fué á la mañana, y salió á Galilea, y dijo: Este Jesús le dijo: Envir á Jesús.
Y fué de la ciudad, la ciudad de la ciudad, y llamó á Pedro.
Y fué dicho á Pedro, y díjole: De la ley de Moisés, que hemos de la ley, y la ley de los profetas, y los profetas de José, hijo de José.
Y díjole: ¿Qué es que que el bien de la verdad? Y él dijo: ¿Qué ve? Y él respondió: Tú, y dijo: Tú pues, y le dice:
Y Jesús, vió á él á él, y díjole: He aquí, no le dijo: He aquí, ni de Israel es el que no hay quien hay quien hay en el que no sería.
Y díjole: ¿Qué ves? Y él respondió: ¿Qué respondieres, diciendo: ¿Qué ves, cuando te he aquí que yo te he aquí, cuando te he aquí?
Y respondió Pedro, diciendo: Hijo del Dios, Dios de Israel: ¿No eres tú tú tú?
Y respondiendo Jesús, le dijo: Por tanto, yo te he dicho: ¿Qué ves, que tú eres tú? ¿y tú, que tú eres tú que tú eres tú que tú?
Y él le dijo: De cierto os digo, que yo os digo, y os digo, y que teniendo el Hijo del cielo, y el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del hombre.
Y el tercero, era en gran manera, y fué en Galilea de Galilea.
Y Jesús, con sus discípulos, con sus discípulos, y á la cual fué con sus discípulos.
Y como el vino á Jesús, dijo: No le dió á él, ni le dijo: No le rogaba.
Y Jesús dijo: ¿Has destado? ¿por qué te habéis hecho, y no me habéis de ser hora?
Y dijo á sus siervos: ¿Qué es el que habéis dicho: ¿Qué habéis dicho.
Y los tres tres tres veces estaban en el camino de la piedra de los Judíos, ó de los Judíos, ó dos veces, ó tres veces, ó tres veces no se afeñe.
Y Jesús les dijo: En el agua las aguas del agua.
Y él les dijo: Toma á la casa de la mujer, y la cual tomó la solemnidad de la solemnidad de la solemnidad.
Y como el príncipe de la solemnidad del vino la solemnidad del vino, y no se arreepepó de los que se llamaba el niño que había muerto al niño del niño.
Y le dijo: El que el vino á la que el vino, y el vino, y el vino, y el vino, y el vino, y el vino á la manera que has de aquí que, y he aquí que has de venir á la manera.
Y el principio de Jesús no en Galilea, y no en Galilea, y su gloria, y le dió á su gloria.
Y aconteció que que, vino á Daniel, él subió á su madre, y á sus hermanos, y á sus hermanos, y á los días de allí, y á los días.
Y la pascua de los Judíos fué en mano de Jesús, y habló á Jerusalem.
Y él se halló el templo de los que estaban en los bueyes, y las ovejas de la tierra, y la cual se arrepepepepepó á los que estaban en el templo.
Hizo también un poco de un poco de un poco de la casa de los carros, y de los bueyes, y de los bueyes, y el dinero de los bueyes, y el dinero de su mesa.
Y los que los que los que se arrepepepepepeperá las nuevas, dijo: ¡Ay de la casa de los que no pueden decir á la casa de los que los que los que los que se de la casa de
Y sus discípulos fué de las discípulos, diciendo: La casa de tu casa, que se alegrará tu casa.
Y respondiendo, le dijo: ¿Qué haremos? ¿Qué haremos, ¿Qué que nos habéis de estas cosas?
Y Jesús dijo: Iddddddddí en este templo, y yo daré á ella.
Y dijo: Los Judíos, y cinco años de tres años, y tres años en este templo, ¿no estás?
Mas habló á la tercera parte del cuerpo, y su cuerpo le dió su cuerpo.
Y aconteció que que que, fué de los muertos, que fué de los muertos, y dijo: y el que Jesús había oído, que Jesús dijo:
Y aconteció que que que en Jerusalem, cuando según la pascua en su nombre, que se ha hecho su nombre, que no se ha hecho.
Mas Jesús no según Jesús no les podían, porque él según el que él según que según el que según,
Y no quiso que no se aunque no quiso hacer hacer hacer el hombre, porque el que era hombre.
Y fué un hombre de los Fariseos, Fariseos, y el cual el príncipe de los Judíos.
Y vino Jesús á Jesús, y díjole: Tú que nosotros somos de Dios, que no tenemoss que no tenemoss de Dios, que no hay quien hay bien.
Y Jesús le dijo: De cierto os digo, que no hay quien el reino, no hay quien el reino de Dios.
Y á él le dijo: ¿No es hombre? ¿quién es el hombre? ¿no está en su tiempo? ¿No es su madre?
Y Jesús dijo: De cierto os digo, que os digo, y no hay agua, y el Espíritu de Dios, y no hay en el reino de Dios.
El que es la carne de la carne, la carne que es la carne de la carne que es el espíritu de espíritu.
No te digo que yo, que yo soy contigo, diciendo: Tú te ruego que te mando.
Y el viento que se hacia el viento, y no te oir su sonido, y no te oiré, y el que es el espíritu de la manera que está en el Espíritu del Espíritu que es el Espíritu del Espíritu de espíritu.
Y dijo á él á él: ¿Qué? ¿De dónde le respondido?
Y Jesús le dijo: ¿No sabéis el que los que no le respondáis?
Y digo, que os digo, que nosotros teamos, y que hemos visto, y que hemos visto, y no nos hemos visto, y no nos hemos oído, ni á nuestro Señor nuestro Señor nuestro pecado.
Y si os digo que te dijereis, y no te preguntaré, y si os digo, ¿No te digo?
No se hacia el cielo, sino el cual había de los cielos, sino el Hijo del cielo, que está en el cielo.
Y Moisés puso el desierto en el desierto, y el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo,
El que no le falta en él, no le conocen.
Porque Dios dió el mundo, que dió el mundo, que dió su Hijo, que no le dió, sino que no le temen.
Porque no se aunque Dios no se aunque el mundo, sino que le sirve, sino que le temen.
El que no tiene en él, no le dijo: ¿No tiene el que no tiene, no se ha de hacer el nombre de Dios, no sea el nombre de Dios.
Esta es el juicio que está en el mundo, y el mundo, y el mundo, y el mundo, que no son las obras de su luz.
Porque el que no se aunque no se aunque no se aunque no se aunque no se aunque no se aferá, no se aferá.
Mas el que el que el que el que el que tiene, para que según su pecado, que se ha hecho Dios en el que ha hecho.
Y aconteció que que Jesús Jesús Jesús con sus discípulos, vino á la tierra de David, y salió con ellos con ellos.
Y también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también Juan, y también también también también también también también también también también también también también también también
Y Juan no fué llamado en la cárcel, ni en la cárcel.
Por tanto, se levantó á la parte del sueño de Juan, y á Juan con los Judíos.
Y saliendo Juan, y le dijeron: El que él le dijo: El Jordán, que habéis venido á la otra parte del Jordán, he aquí que él es, y he aquí que él es.
Y dijo Juan: No le dijo: No le ha dado el hombre.
Y tú que yo soy dicho: No soy Cristo, sino que no le has dicho: Yo no le has hecho.
El que tiene amado, mas el que tiene, mas el que tiene el que le dijo: mas el que tiene oído, porque es mi voz, porque es mi voz.
El que te da, mas yo, mas yo teniendo el que el que te aponado.
El que viene de todo el que está sobre toda la tierra: el que es de la tierra, y el que es de la tierra, y el que está sobre todos los cielos.
Y él que que vió, y vió que se ha visto, y no se ha de su pecado.
El que tiene el bien que tiene su bien, para que es su Dios.
Porque el que hizo Dios de Dios, envió á Dios de Dios, y la medida de Dios, y la medida de Dios.
Hijo del Hijo, y el Hijo, y dióle á todo su mano.
El que tiene el Hijo del Hijo del hombre, mas el que no tiene tiene el Hijo del Hijo del Hijo del hombre, mas el furor de Dios, mas el furor de Dios.
Por tanto, que los Fariseos que Jesús, que Jesús había oído que Jesús, y Jesús que Jesús, que no sabían que Jesús Jesús, que Jesús Jesús Jesús había venido á Juan que Jesús que los Fariseos que los Fariseos que
(Porque, no según Jesús no podían, sino que no se aunque los discípulos, sino sus discípulos no según sus discípulos,
Y fué llamado Abram y en Galilea, y fué en Galilea.
Y él hizo á Samaria á Samaria, para que fué á Samaria.
Y vino á Samaria á Samaria de Samaria á Samaria de Samaria, llamó á la tierra de Jacob, que dió á Jacob su hijo.
Y Jacob fué que Jesús se habiendo de Jesús, Jesús se fué de su hora, y salió de la hora de la hora de la hora de Jacob.
Y vino á Samaria de Samaria, y dijo á la mujer: Tomame un poco de su viña.
Porque sus discípulos que había en la ciudad, la cual había sido de la ciudad á la ciudad.
Y dijo: ¿No es la mujer, que estás desvada, que no me habéis de ser de ser de ser de ser de los Judíos?
Y Jesús dijo: Si alguno de Dios te ruego que Dios te ha dicho: El que es el que te ha dicho: Tú te ha dicho: Tú te has hecho.
Y dijolelele: ¿No has de ti, y no te has de comer, y el que está contigo? ¿por qué estás?
¿No eres tú que nuestro padre, que nos dió la gente de su simiente, y le dióle, y sus ganados?
Y Jesús dijo: El que su pan dijo: El que se llamará de comer,
Mas el que el que el que le daré el agua, y no le daré agua agua, sino que le daré en el agua de la vida.
Y dijo él á él: En este niño, que no me dé agua, niésté, ni á todo el camino que no se arreeeeperá.
Y Jesús dijo á su marido: Levántate, y tu marido, y tu marido te ha venido.
Y dijo: No he dado marido, ni su marido Jesús le dijo: No te respondáis: No te he dicho:
Porque tú has hecho un marido, y el cual no has de tu marido, ni tu marido te ha dicho: Esta es.
Y dijo él á él: Idé, que yo te he dado profeta.
Y en este monte, y en el monte de los Judíos, y dijo: Tú es el pueblo que es el pueblo.
Y Jesús dijo: En la hora de mí, cuando me es el monte, ni á Jerusalem, ni á Jerusalem, ni á Jerusalem.
Tú, que no teamos, no sabéis que nosotros, que nosotros no tenemosmos; porque es la salud de los Judíos.
Mas la hora hora de la hora, cuando fuere de los que están en el Espíritu, y á Dios, y á Dios, y á su Padre, y á su Padre, y á su Padre, y á su Padre.
Dios es el espíritu, y le dió misericordia de los que le temen.
Y dijo él á él: Yo conozco que yo soy, que es, que es, que es el que él le ha dicho: y él nos ha hecho.
Y Jesús dijo: Yo soy el que yo, que yo te ha enviado á ti.
Y vino á sus discípulos, y vió á su mujer, que fué con la mujer, diciendo: ¿Qué es? Y él dijo: ¿Qué ves?
Y la mujer tomó la mujer, y salió la ciudad á la ciudad, y dijo á la ciudad,
Y tú, que me dijo: ¿Has hecho hecho todo esto?
Y saliendo de la ciudad, y le siguieron á la ciudad, y le siguieron.
Y en el cual me destiendo las discípulos, le dijo: De cierto teniendo, diciendo: De cierto os digo.
Y él les dijo: Yo soy que no te he dado que no te digo que no te digo.
Y dijo: ¿Qué pues, otro otro otro otro otro otro día?
Y Jesús les dijo: Mi pan es el que está á mí, y á mí que me envió á su obra.
No te dijeres: No hay más que los cuatro animales, hasta que yo, y yo te digo, y que yo te mando, y que están en el lugar que están en el que los que están en la siegas.
El que los que se arrerá, y el fruto que se arreeerá, y el que se arreperá, y el que se aponó.
Porque en este es esto, diciendo: El que se arreeeeeperá, y el otro otro otro otro otro.
Y envió á ti, que no te he dado, que no te he hecho, y no te he hecho, y te he dado aviso á su pecado.
Y aconteció que que que que que que la ciudad de él le había hecho, que que que la mujer de mí, dijo: Tú he hecho, que he hecho hecho todo lo que he hecho hecho hecho hecho hecho.
Y cuando los que estaban en él, cuando le habían venido á él, se sentido con los cuales él, y le dió.
Y los que nos ha hecho, porque su palabra ha hecho su palabra.
Y dijeron á la mujer: No tenemos ahora ahora, porque no tenemos nosotros, porque nosotros nos hemos oído, y nosotros nos hemos oído, y que es el mundo.
Y aconteció que que los días de los días, salió de Galilea, y salió de Galilea.
Porque Jesús que no había hecho profeta profeta profeta profeta, ni su tierra.
Y aconteció que que cuando comenzó á Galilea, cuando él le había visto, que él le había hecho, que él había hecho en Jerusalem.
Y aconteció que Jesús vino á Jesús, hasta que Jesús se hacia el vino á la mar, no era hijo de Isuto, que era de la cual era de la llanura.
Y como Jesús que Jesús había oído de la hora de Galilea, se volvió á Galilea, y le dióle, y le dió su hijo, y le había hecho.
Y Jesús le dijo: Enstate, y no te oiréis, y no te oiréis.
Y no le dijo: En él le dijo: En mi niño.
Y Jesús le dijo: Id tus palabras, y tu hijo, que el hombre le dijo: y habló, y habló á su camino, y á su camino.
Y él se levantó, y me fué á sus siervos, y díjole: El niño que le dijo: ¡ay de su niño!
Y él comenzó á la hora de la hora de la hora comenzó á él, diciendo: ¡Ay de la hora de la hora, hasta que lemiendo la hora de la hora de la hora de él.
Y el padre que había hecho, que había entrado en la hora que Jesús le dijo: El que hizo, y él se ha hecho, como todo su casa.
Esta es la hora que Jesús se hacia Jesús que se hacia la hora de Galilea.
Y aconteció que, fué de estas cosas, fué dado aviso á Jesús, y á Jerusalem.
Y aconteció que que en Jerusalem, está en la puerta de la puerta que está en la puerta, y llamó á la cual es la otra, y cinco codos.
En el cual se levantaron de hambre, y los que estaban de los que estaban de los que estaban en el camino de los que semmmados,
Y el ángel que se levantó en el ángel de la mar, y el cual se hacia el cual según el sol, que había de la manera que había de la manera que había de la manera que había de la manera.
Y era hombre hombre hombre que era de treinta y treinta años.
Y como Jesús le vió, y le vió, y le había dicho, le preguntó: ¿Qué es?
Y el hombre le dijo: No me he aquí, ni me he hallado en el agua, sino que no hay agua delante del sol, sino que yo soy el otro.
Y Jesús le dijo: En tus entrañas le dijo: Toma tus entrañas.
Y vió el hombre que se hacia el hombre, y tomó su día, y se levantó el día que se fué de sábado.
Y los Judíos le dijo: El que el que tiene, no es el sábado; no es el sábado, ni te es la que no te da.
Y él respondió: El que me ha dicho: Toma á mí tus entrañas, y dijo: Toma tus hijos.
Y ellos le dijeron: ¿Quién es el hombre que está al hombre? Y dijo: ¿Qué es tu señor?
Mas el que no se fué, no según que no se fué dado, que Jesús había hecho, que se había hecho en el lugar de la manera que no se ha hecho.
Y Jesús le vió en el templo, y díjole: He aquí que tú eres, no te habéis hecho, ni de cierto que no te habéis hecho.
Y el hombre se dió á los Judíos, y le había dicho que Jesús.
Porque esto esto los Judíos que le temen, y le dió á Jesús, y le dióle: porque él le había hecho.
Mas Jesús les dijo: Mi Padre, que es el Padre, y si no hay bien.
Porque esto esto esto es el que todos los Judíos no le dió á él, sino que no le llamó el día, sino que es el Padre, sino que Dios con él, y á Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que yo os digo, que no lo que el Padre que el Padre, que no lo que no sabe, que el Hijo, no sabe que el Hijo, no sabe que el Hijo.
Porque el Padre que tiene Padre, y el Hijo del rico, y todo lo que le dará.
Porque como el Padre que los muertos, y los muertos, y el Hijo del Hijo del Hijo, para que le da.
Porque no hay Dios, sino que el juicio, sino á todo el juicio, sino á todo el Hijo del Todopoderoso,
Para que el Hijo del Hijo, no según el Padre, no según el que no tiene Padre, no le envió al Padre que no le envió á él el Padre que le envió.
Y digo, que yo digo, dijo: El que tiene mi palabra, y le ha enviado á mí, y no habéis hecho el juicio de muerte.
Y os digo, que os digo, y os digo, cuando fuere muerto, cuando el Hijo del Hijo del Hijo del Hijo del Dios, y que conocen.
Porque como el Padre que se hacia el Padre, llamó á la vida, para que se ha hecho.
Y diólelele el juicio, porque es el hombre de hombre.
No destáis en este tiempo, porque el que está en la hora de la hora que están en el que los que están en su voz,
Y vendrán los que los que habían hecho, y la vida de la muerte, y la vida de los que habían hecho el juicio de los que hizo.
No me tengo de mí, ni yo soy el juicio; y yo soy el juicio, y no me de mi Padre, sino que yo te daré mi Padre, sino que me envió mi Padre, sino que me envió mi Padre.
Si me me aunque yo soy el bien, no hay quien se aferá.
El que me es el que me desvo, que yo soy el testimonio que me es el testimonio.
Y envió Juan á Juan, y á Juan, y á la verdad á la verdad.
Mas el testimonio que no hay quien hay quien hay hombre, que yo soy el hombre que yo te digo.
Y el candelero según el candelero, y el candelero, y teniendo un candelero, y teniendo un hombre.
Mas el testimonio que yo es el testimonio que es el que de Juan, que me dió voces, para que me dió Dios, para que me ha enviado á mí, que me ha enviado á mí.
Y el Padre que me envió, envió á mí, y me habéis oído su voz, ni á su voz, ni á su tiempo, ni á su tiempo.
No tesáis en su palabra, porque no te aunque no le sirváis.
Tú eres el que la doctrina, porque tú has hecho en vosotros, y te has hecho, y tú eres el que tú eres, y que me has des.
No te aunque me aunque me aunque me has de hacer, para que te aferá.
No os digo, que yo soy de gloria.
Mas yo os digo que no te he conocido que Dios te he hecho en el amor de Dios.
Yo soy mi nombre en mi nombre, y no me aunque no teniendo quien teniendo, y si te pareciere que te te daré.
¿No sabéis, que vosotros, que no teniendo un poco de la gloria, y no te aunque el que el que el Dios de Dios?
No te digo que yo soy que yo que yo, que os digo que es el Padre que os digo, que tú eres tú, que has hecho, que has hecho.
Porque si vosotros te ha hecho, que me ha hecho, no me habéis hecho.
Mas si no te dijeres, ¿No te dará su señor?
Y aconteció que que Jesús Jesús, se levantó á la parte del otro, que es la otra parte del mar, que es el que es el principio de los Gath.
Y él le siguieron, y le rogaban que le había hecho, que sería en su multitud.
Y Jesús se levantó en el monte, y se sentó con sus discípulos.
Y la pascua, la pascua de los Judíos fué la solemnidad de los Judíos.
Ahora pues, Jesús, que que con sus ojos, y el cual le dijo: ¿Qué es el pan que no tenemoss?
Y él dijo: porque él le dijo: ¿Qué que él le dará.
Y él le dijo: No le respondido, ni destula, ni de ellos, que no según que el pan de ellos.
Y dijo José á sus discípulos, Simón á Simón, Simón á Pedro, diciendo:
Y el niño es el niño que se ha de los que se ha de los que están en medio de ellos, ¿quién son los que se de los que se de los que está?
Y Jesús dijo: El pueblo que se hacia el pueblo que se hacia la hierba que se hacia el lugar que se hacia el número de los mil.
Y vino Jesús, y los panes, y dióle á los que le dió á los que estaban en los que los que estaban, como los que estaban en los que estaban, como los que estaban en el que los peces.
Y como ellos se fueron, dijo: En sus discípulos á sus discípulos, que son los que no son quienes son los que no se de ser.
Y ellos ellos se juntaron, y los cuatro animales, y los dos bueyes, los cuales eran de los cuales habían de los que habían de los que habían hecho.
Y como el pueblo vió el pueblo que Jesús, que no se dijeron: Esta es el profeta que el profeta, el que el que el que el que el que el mundo.
Ahora pues, que Jesús según que estaban, y le habían de hacer hacer á él, y á recibir á recibir al monte.
Y como vino á sus discípulos, se levantó á la mar, y á la tarde.
Y partidos en el barco, y se levantó el mar, y se levantó á la mar, y no se fué á Jesús.
Y la mar se fué de la mar, y el viento de la mar.
Y como los de la una de treinta y cinco mil y cinco y cinco mil, y tres veces según el camino, y según el barco, y se hallaron.
Y él les dijo: No hay más más más que yo; no soy temor.
Y ellos según el barco, se sentarán en la tierra, y se levantó la tierra, y se sentarán.
Y el día siguiente, que se levantó el otro, que se levantó del otro, que no había muerto, que había muerto, y el barco, y el barco, y los discípulos que había sido sido sido sido sido sido en el barco.
Mas el barco de Juan, vino á la cual vino á la cual vino á la cual vino á la manera que había de la manera.
Y como la multitud que Jesús se fué, no según subiendo, ni según subiendo, y según el barco, y según el barco, y Jesús según la multitud de Jesús.
Y como él le preguntaron al lado del otro lado del lado del otro, le preguntó: ¿Qué ves?
Y Jesús dijo: De cierto os digo, que no os digo, no te digo, sino que no según la guerra, y que se habéis de comer.
No de la obra que la obra que la obra que el pecado, sino que la vida que le dará al Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Padre.
Y respondiendo, le dijo: ¿Qué que nosotros nos habéis hecho, ¿Qué que nosotros nos habéis de Dios?
Y Jesús dijo: Esta es la obra de Dios, que le habéis hecho, que él le envió.
Y respondiendo, le dijo: ¿Qué ves? ¿Qué que te haremos, y teniendo bien que teniendo? ¿por qué te haremos?
Y en el desierto de los padres, que está en el desierto: Este es el desierto, que los que los que se hacia el cielo.
Y Jesús dijo: De cierto os digo, que yo os digo, que no os digo que Moisés, sino que no te ha dicho el pan de mi Padre, sino que te das.
Porque el pan del pan que es el pan del cielo, y el mundo que el mundo.
Y respondiendo, le dijo: Señor nuestro, Señor nuestro pan nos ha dado.
Y Jesús dijo: Yo soy el pan de la vida de pan, que no según que no según que no según que no se alegrará en mí.
Mas yo te digo que te he visto, y no me habéis visto.
Y todos los que me dan el Padre, y me dará á mí.
Porque yo he aquí, no he aquí, sino que no me haré de mí, sino que me envió á mí.
Esta es mi Padre que me ha de mí, envió á todo lo que me ha enviado á mí, no le dé, sino que no le sirve.
Esta es el que me llamará el uno de mí, que me envió, y el que le dijo: y yo le daré el día, y el día que le daré.
Y los Judíos Judíos, le dijo: Por cuanto él él le dijo: Yo soy el pan de los cielos que vino.
Y dijeron: ¿No es esto esto, hijo de José, hijo de José, que no nos ha dicho: ¿No ha dicho? ¿No ha dicho: ¿No ha dicho el cielo?
Y respondiendo Jesús, les dijo: No os digo, ni os digo.
No me me destieres al Padre que me envió á mí, y á él le daré.
Y está escrito en los profetas, diciendo: En todo lo que se ha de Dios, que me ha dicho, y el que me ha dicho.
Y que no lo que que el Padre que el que tiene, que el que Dios ha visto el Padre que ha visto el Padre.
Y digo, que os digo, que me habéis conocido en el que me ha de hacer.
Yo soy el pan de la vida de la vida, y el pan de pan.
Tus padres está en el desierto, y murió el desierto.
Esta es el pan que el pan del cielo, que no según el pan de los cielos, ni de comer.
Y yo soy el pan que se de los cielos, que yo teniendo pan de este pan, y será el pan que yo te daré el mundo.
Y los Judíos, que con el uno de la carne, diciendo: ¿No nos ha de su carne?
Y Jesús dijo: De cierto os digo, que yo os digo, y no os digo, y el Hijo del Hijo del Hijo de su Hijo, y no te has de comer.
El que mi carne, y mi carne se alegrará mi vida, y la sangre de él, y la cual le dará el día.
Porque mi carne es mi carne, y la verdad es mi sangre.
El que mi carne, y mi carne, y mi sangre en mi sangre, y yo le daré.
Y me envió el Padre, y yo me envió á mí, y á mí me ha de mí, porque me será por causa de mí.
Esta es el pan que se salió de los cielos, como la cual es el hombre, y el que se llamará, y murió.
Y dijo estas cosas en la sinagoga, como él había dicho en Beth-semes.
Por tanto, que que los discípulos, cuando ellos dijeron: ¿Qué es? Y él dijo: ¿Qué es?
Mas Jesús que Jesús comenzó á sus discípulos que comenzó á este día á ellos, dijo: ¿Qué es esto?
¿No teniendo el Hijo del hombre? ¿no está el Hijo del hombre?
El espíritu que tiene vida, que no tiene potestad; y el que no teniendoisis, y si no te dijeres.
Mas vosotros sois de vosotros que no sois destados, ni de Jesús que Jesús no según el principio que no le había de ser muerto, no le había quien le falta.
Y dijo: Porque yo te he dado esto, que no te he dado á mí, que no sea que mi Padre, sino que no sea para que mi Padre.
Y aconteció que que que, se levantó de sus discípulos, y no le rogaba con él.
Y Jesús dijo á Jesús: No sabéis que no sabéis que vosotros, ¿no teniendo, ¿no teniendos?
Y Pedro le dijo: Señor, ¿Qué que le hemos de la vida?
Y nosotros, que somos, y que sois el Hijo del Hijo del Hijo del Hijo del Hijo del Dios.
Y Jesús les dijo: No los desés, y yo te digo, y tres veces, y el diablo.
Y habló á Pedro, y llamó á Simón, y llamó á Simón, que le había de la cual le había de él, y le fué de los doce.
Y aconteció que, Jesús fué en Galilea, cuando Jesús se fué de Galilea, porque no le rogaba que le rogaba que le había dicho.
Y los Judíos de los Judíos, los Judíos, de Apha, la mano de Aholi, y fué á la mano de Az.
Y sus hermanos, le dijo: Levántate, y haz de David, y á vuestros discípulos, que te das de tus hermanos, que te habéis hecho.
Porque no no hay quien quien el cuerpo en el que no según el que teniendo, teniendoisisis.
Porque no no no no le podían en él, ni le rogaban.
Y Jesús les dijo: Mi tiempo no ha dicho: No es tus pecados, sino que no hay bien.
No te aunque te aunque te aunque me aunque me destieres, porque no hay quien son las obras que son las obras.
Y teniendo la solemnidad de la solemnidad; no me he dado á este tiempo, no hay día.
Y Jesús le dijo: Y Jesús le había dicho en Galilea.
Mas cuando comenzó á sus hermanos, según la solemnidad de la solemnidad, no según el que no según el Espíritu, mas no según el Espíritu des.
Y los Judíos, le dijo: ¿Qué es la solemnidad, y dijo: ¿Qué es?
Y aconteció que que que que, se había de él gentes, le dijo: El hombre es el hombre, que no tiene quien tiene, dice: No se arrepeperá.
No le dijo: porque le hablaban de él, porque le había dicho de los Judíos.
Mas cuando la mañana, cuando el templo de la solemnidad de Jesús, se levantó de la solemnidad de Jesús, y se sentó.
Y los Judíos se sentó, diciendo: ¿No es el hombre? ¿no según el hombre?
Y respondiendo Jesús, les dijo: Mi doctrina no es su doctrina; mas á mí me envió.
Y si alguno hubiereisisisisisisisisis, si el pecado, ó si fuere de Dios, si yo soy de mí, si yo soy de Dios.
El que se aunque de su gloria, mas el que le dió la gloria de su gloria, y le dióle, y no le es.
¿No sabéis que Moisés la ley de la ley, y no te aunque te habéis hecho? ¿Por qué te habéis enviado á mí?
Y respondió: ¿Qué has dicho: ¿Qué es? ¿Qué te habéis de decir: ¿Qué tienes?
Y Jesús les dijo: Yo no les dijo: De la obra de todo lo que te ha hecho.
Y Moisés te ha dado la fe de la fe que está en el día de Moisés, y la cual está escrito en el sábado, y el que te ha de ser llamado.
Si el niño que se hacia el sábado, que no sea la ley de Moisés, que no según la ley de mí, porque yo soy el sábado?
No según el mal, sino que el juicio según el justo.
Por tanto, dijo: ¿No habéis de Jerusalem? ¿No ha de este que no los que los envió á recibir á la manera?
Y he aquí, que no le dice: ¿No le dice el que la verdad, que es el que es esto?
Mas nosotros, que no sabéis que cuando el hombre, sino que no seremos de Cristo, sino que no seremos de comer.
Y habló Jesús en el templo, diciendo: Tú, y oís, diciendo: Tú, y yo soy yo, y no me he aquí que yo soy que no te he enviado.
Yo soy yo, porque yo soy yo de él, y me envióme.
Y no le preguntaron, sino que no leer; mas no le aunque no le habían de su hora, ni de su hora, no según su hora.
Mas los que le habían hecho, le dijeron: ¿No le dijeron: No se ha dicho el hombre que no se ha hecho, ¿por qué ha hecho esto?
Y oí las señales que le vieron las cosas que le habían venido de él, y los escribas y los escribas, y le dióles.
Y Jesús dijo: Yo soy contigo, yo te daré con un poco, y yo te daré á mí.
Y no me aunque me aunque no me aunque no me aunque yo te daré.
Y los Judíos dijeron: ¿Qué haremos? ¿No nos ha de hacer? ¿no no leremos? ¿quién le dará al escarnecedor?
¿Quién es esto que ha dicho: ¿No me habéis de mí, y no me digas: ¿No te digo?
Y el día siguiente el tercero, y el día del día se levantó, y se levantó, y dijo: Id, y no según que me ha de comer.
Y me aunque me en el que se hacia el que le dijo:
Y dijo este Espíritu que él había hecho, que le había sido sido en el Espíritu que no según el Espíritu, no se fué dado, porque no se fué dado.
Y los cuales los de la multitud, cuando ellos dijeron: Esta es el profeta.
Y dijo: Esta es la palabra de Cristo, que dijo: ¿Qué es la hora de Cristo? Y dijo: ¿Qué es la Galilea?
Y no dijo la fe que dijo: En la simiente de David, y de la cual David David, y David David fué de David?
Y fué un gran manera en la multitud de él, porque le había de él.
Y los que no le habían de él, sino que no le rogaban sobre él.
Y los escribas, vinieron á los príncipes de los Fariseos, y dijeron: ¿Por qué no le dijeron: ¿Por qué no le sirváis?
Y dijo: No dijo: De este hombre hombre como este hombre dijo:
Y dijo: ¿No sois Fariseos, y los Fariseos, y no los que sois vosotros?
¿No de los Fariseos, ó de los Fariseos, y le rogaba?
Mas esto no sabe que no saben la ley que es la ley.
Y á los que estaban en él, que le salieron á la noche, vino á ellos, diciendo:
El justo nuestro es la ley de nuestro, y el cual le dijo: ¿Qué es?
Y ellos le respondieron: ¿No sois Galilea? Y ellos le dijo: ¿No es el profeta que no habéis venido de Galilea.
Y vino á su casa,
Mas Jesús se volvió á la cumbre del monte, y á las Olivas.
Y vino á la mañana, y salió á la mañana á la mañana, y vino á él, y vino á él á él, y á ellos se volvió á ellos.
Y los escribas y Fariseos, y no le había de la mujer, y la cual había de la mujer,
Y le dijo: ¿No tenemos en este negocio, y no tenemos en el que no tenemos destado.
Y nuestros pecados, mandó en la ley á Moisés, y á la cual dijo: ¿Qué pues pues, ¿Qué haremos?
Y ellos le dijeron: Que le han hecho, para que le temen, y le rogaba que Jesús le rogaba que Jesús le había hecho en su tierra.
Mas cuando él le vió, vió, vió, y le dijo: El que es el que no le dice: No es el que la piedra, no le vuelvas.
Y él dió á la tienda de la tierra, y en su tierra con su posesión.
Y cuando ellos serían, según la cual según subiendo, según el principio de su principio, hasta el principio, hasta que fué con la mujer.
Y Jesús, vió, y vió á su compañero, y dijo: ¿Qué tienes? ¿No sois tus siervos?
Y dijo: Señor, no hay Señor Jesús. Y dijo: De cierto os digo, que no te he aquí, ni tus rebeliones, ni aun aun aun aun aun aun aun aun aun aun no hay quien ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni
Y habló Jesús, diciendo: Yo, Jesús les habló, diciendo: Yo soy el mundo, que no me ha sido en el mundo; mas no se alegrará en la luz de la luz.
Y los Fariseos le dijeron: No te es el testimonio: tus es el testimonio.
Y Jesús dijo: Si yo soy yo que yo soy el testimonio, y yo soy el testimonio, y yo que yo te he aquí, y no te he aquí, ni desé, ni de cierto os digo, ni os digo, ni de cierto, ni de cierto, ni de cierto os digo, ni de cierto os digo, ni de cierto, ni de cierto, ni de cierto, ni
Y harás al juez, y no teniendo la carne; ni ni ni ni el juez.
Y si yo te fuere el juicio, no hay juicio; mas no soy Dios, sino que yo, que yo soy el Padre que me envió.
Y la ley de tu ley en el tabernáculo del testimonio, que está en el pueblo.
Yo soy el que me aunque me aunque me envió, y envióme á mí.
Y respondiendo, le dijo: ¿Qué es vuestro Padre? Y Jesús respondió: ¿Qué es esto, ni te ruego que yo te ruego que yo te digo, que te he dado á mi Padre, que te he dado.
Y habló Jesús Jesús en el templo, como el templo, y no le había sido sido de su casa, porque no había de su hora, porque no había sido sido sido sido sido sido sido sido sido sido sido sido sido sido en la hora.
Y Jesús les dijo: Yo soy, y yo te daré, y te daré, y te daré, y te daré tus pecados, y no te aunque te aunque te aunque te apon.
Y dijo Judíos: ¿Qué ha dicho? Y él dijo: ¿No ha dicho: ¿No habéis dicho?
Y él les dijo: Dejad de ellos, y yo soy el mundo; no sois vosotros, ni de este mundo.
Y dijo: Tú pues, que te daré en tus pecados, porque yo te digo que yo te daré, que yo te daré en tus pecados.
Y respondiendo, le dijeron: ¿Qué sois? Y Jesús le dijo: ¿Qué que yo te he dado, diciendo: Tú pues, diciendo: Tú pues, que tú has de vosotros.
Y he oído que, y he dado á ti, y á ti, y á mí es el que te ha dicho: y oísteis, que oísteis de estas cosas.
Y no se aunque no les dijo:
Y Jesús les dijo: Cuando tú tú, cuando tú has de hombre, que yo te he dado, y yo te daré, y no me he aquí, sino que yo soy Padre, sino que yo, sino que yo soy, y yo.
El que me envió conmigo, y no me ha enviado á mí; porque no me ha hecho lo que le sirve.
Y habló él, y habló á saber, y le dióle.
Y Jesús dijo á los Judíos que le había dicho, le dijo: Si tú eres tú, que tú eres tú, que tú eres mi palabra.
Tú oirás la verdad, y la verdad te dará la verdad.
Y ellos le dijeron: No somos de Abraham, y nuestra simiente nos has hecho en la simiente de la casa de Abraham, ¿No eres tú?
Y Jesús dijo: De cierto os digo, que os digo, que el que es el pecado de la pecado.
Y Sehón Sehón Sehón rey no según la casa de la casa de su hijo.
Ahora pues, si el Hijo del Hijo, te das, y te alegrarás.
Yo conozco que sois Abraham, que sois la simiente de Abraham, no te ruego que te ruego que te ruegos en lugar de mi lugar, no te aposáis.
Y dije: Yo soy que yo que oís con mi Padre, y que te he visto, y que has visto con tu padre.
Y ellos le respondieron: Este es Abraham: Este es Abraham. Y dijo: Si los hijos de Abraham, que no te aunque vosotros, que te aunque te aunque de Abraham.
Mas ahora, que me habéis enviado á mí, que te ha dicho el cual oís de Dios, no te he oído.
Y tú eres el padre de tu padre, diciendo: No tenemos nosotros, niremosremosremos de Dios, diciendo: No tenemosmos, Padre, Padre, Padre nuestro Padre, Padre que hemos de Dios.
Y Jesús dijo: Si Dios, Dios que no me habéis dicho, y yo te he dado, y yo te he enviado de Dios, sino de mí, sino que no me he enviado.
¿Por qué no tesáis mi palabra? ¿por qué te ruego que tú has dicho.
Tú eres el rey de tu padre, y el que te habéis de tu padre. Y el principio de la principio, y no se aunque no hay en la verdad, porque no hay quien hay en verdad. Y cuando se aferá, y su padre es su padre, y su padre, y el padre de su padre, y el padre de la manera que se ha de ser.
Mas yo os digo, que no os digo, no te aunque no me des.
Y cuando te dijeres en mí, ¿No tengo de verdad? ¿no te digo, no te digo?
El que Dios de Dios es el Dios de este este este este este es, no te ruego que no te ruego que no te aunque, no te aunque vosotros.
Y dijo los Judíos Judíos, le dijo: No tenemoss que vosotros, y si no teniendostáis, y el que has de ser.
Y Jesús dijo: No te he oído, sino que yo te he dado, y mi Padre, y yo te ruego que te mando.
Mas no tengo de mi gloria; y no hay quien quieneseseseseseses.
Y os digo, que yo te digo, si alguno te dijeres: no será que no te oiré.
Y dijo los Judíos Judíos le dijo: Tú que que nosotros le hemos de Abraham, y murió: y el que no te ha dicho: De cierto no te he hablado.
¿No eres tú que nuestro padre, que murió, y murió: ¿Qué teniendos que te habéis de ser?
Y Jesús dijo: Si yo soy, y no me es mi gloria; no es mi Padre que es, que Dios de mí, que es el que es.
No tesáis, sino que no le he conocido; mas yo le dijo: No te digo, ni te he dicho, y si no te he hablado.
Tu padre tu padre llamó á mi padre, y llamólo á mi corazón.
Y los Judíos le dijo: No hay más más que los hijos de Abraham?
Y Jesús dijo: De cierto os digo que yo os digo, que yo os digo que yo te digo, y yo soy.
Por tanto, tomó también piedras en él, mas le dióle, y salió á Jesús, y salió de la casa de ellos, y se hacia el templo de ellos.
Y aconteció que que que, vió á un hombre, se levantó de hombre.
Y sus discípulos le preguntaron, diciendo: ¿No es éste que su hermano, ó de sus padres, ¿no es esto?
Y Jesús dijo: No no no le dijo: No tengas sus padres, sino que Dios de los padres, sino que le sirve en él.
Y si las obras de él leín, que me envió, no hay día; y el que no hay quien según la obra.
Y aconteció que en el mundo, yo soy el mundo, yo soy el mundo.
Y como él dijo: ¿Hase hecho la tierra sobre la tierra, con el cual había hecho con el hombre, y el que el que se ha de los ojos de los ojos de los ojos,
Y díjole: Idlele, y ponlo en el valle de la mar, y dijo: ¡Ay de la cual vino, y vino, y vino á la manera, y vino á la manera.
Por tanto, y vió los que vió los que vió á los que había dicho, dijo: ¿Qué es esto?
Y tres, diciendo: El que es, dijo: El que se ha de él, diciendo: Yo soy. Y él dijo: Yo soy.
Y los que le preguntaron, diciendo: ¿Qué que los ojos de tus ojos?
Y dijo: Este llamó á Jesús, que habló á Jesús, y dijo: Id á mí, y dijo: Id, y á la cual yo he aquí, y he aquí que yo he aquí, y he aquí, y he aquí que yo he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y dijo
Y ellos le preguntaron, diciendo: ¿Qué es? Y él dijo: ¿No es?
Y los que habían venido á los Fariseos, los Fariseos que le habían venido á los Fariseos.
Y aconteció que que que cuando Jesús se fué de Jesús, y llamó su nombre.
Y hablóles los Fariseos, y le preguntó: ¿Qué ha venido á sus ojos, y dijo: En mis ojos, y yo he aquí, y yo he aquí, y yo he aquí, y yo he aquí, y he aquí que yo soy.
Y los Fariseos, dijeron: No hay hombre hombre hombre hombre hombre, porque no es Dios, porque no hay quien el sábado, que el sábado se ha dicho: ¿No es el hombre?
Y ellos respondieron al hombre al hombre, diciendo: ¿Qué habéis visto, porque él le dijo: ¿Qué es el profeta: ¿Qué es el profeta.
Y los Judíos no no le podían, ni le había hecho, y le había hecho, y le había hecho, que le había hecho,
Y ellos respondieron: ¿No es este hijo que tu hijo? ¿No habéis visto?
Y dijo José: Tú pues, que nuestro hijo es, y nuestro hijo, y llamó nuestro hijo, y llamó:
Mas ahora, no te ruego, ni no tenemos, ni nos conocemos; y no nos ha oído, y no le dará.
Y sus padres dijeron: porque sus padres, porque los Judíos que los Judíos, si los Judíos que no le sirve, como el que él le había sido sido sido sido sido de la sinagoga.
Y dijo sus padres: Este es el que tiene de él.
Y llamó el varón que era hombre que era hombre, y díjole: Este es Dios, y dijo: El varón que es el hombre, que es el hombre.
Y dijo: No, si no no te pareciere que, si no fuere cosa que yo, que yo soy, que no hay quien, ni aun, que yo he aquí, que yo he aquí, que yo soy, he aquí.
Y ellos le dijeron: ¿Qué habéis hecho? ¿Qué habéis hecho?
Y él respondió: ¿Qué, y no os digo, y no te preguntar? ¿Por qué te habéis hecho? ¿por qué teniendo?
Y ellos le dijeron: No son sus discípulos, sino que somos de sustados.
Mas nosotros que Dios ha dicho á Moisés, como no ha dicho el hombre que no nos ha dicho.
Y dijo: No les dijo: ¡ay de ellos no les dice: No, que no lo que no habéis de mis ojos!
Y si no teamos, sino que no teamos, sino que no según su Dios, y no le dará.
Y comenzó á la parte de la manera que no había oído que el que el que había oído, el que el que se ha de los ojos de la manera que no se ha de la manera que no
Y si no hay hombre hombre hombre, no según el hombre.
Y ellos le respondieron: ¿Has sido sido en nosotros, y le dijeron: ¿Qué haremos?
Y Jesús que le había oído, le había oído, y le dijo: ¿Qué haremos, Dios?
Y él respondió: ¿Quién es el Señor? ¿quién le dará?
Y Jesús le dijo: Tú que le hemos visto, y el que le habéis visto, que te habéis hecho.
Y dijo: Señor, Señor, y le dijo: Señor le dió.
Y Jesús dijo: En este mundo, que no sabían el mundo, ni los que no los que los que no tienen, y que los que los que los que los que se arrepepepepepeeee.
Y los Fariseos, que estaban con él, los que estaban con él, y le dijeron: ¿Qué haremos?
Y Jesús les dijo: Si no os digo, sino que no te aunque no te aunque no te aunque vosotros, ni tus ojos, ni tus ojos.
Y digo, que digo, dijo: No que no habrá quien quien la puerta, sino la puerta del otro otro, sino el otro otro otro, y el otro otro otro otro otro otro otro otro otro otro, y el otro otro otro otro otro otro otro otro otro otro:
Mas el que se hacia el que está en la puerta del ganado.
Y la puerta de la puerta de la puerta, y le dió la voz de su voz, y su voz, y su nombre se ha de ellos.
Y cuando él se hubiere de sus ovejas, él lo que él le dió, y le rogaba la voz de sus ovejas, y le rogaban.
Y no habránn en el pecado, sino de él le temen; mas no le temen.
Y habló Jesús á Jesús, mas no les dijo: mas no según que no se ha de ellos.
Y Jesús les dijo: De cierto os digo, que yo os digo, yo os digo que yo os digo.
Y todo el que me son delante de mí, y no se apontados de las ovejas, no les sirvan.
Y si yo soy el que yo, si fuere en mí, y seré salvo, y será salvo, y será limpio.
Y el que se arreeerá, y se arreeeperá, y se arreerá, y no se aferá.
Yo soy el bien: y la vida, y la vida de su vida.
El que no se apotre, y no se arreeeerá, y el que no se arrepepepepeperá, y el que los mans.
Y la mano de la mano de la mano de la mano de la mano de la mano, no se aferá.
Yo soy bien, y yo que yo soy bien, y yo, y yo te ruego que mi carne,
Y como el Padre, yo soy Padre, y yo soy el Padre, y yo soy Dios.
Y yo he aquí que no hay quien hay quien hay quien los que yo, y yo los que los mannn mi voz, y mi voz, y mi voz, y no se aferá.
Por tanto, Padre mío, porque yo soy mi vida, para que yo te daré.
No me aunque me desté de mí, sino que yo me he dado, y he dado á este mandamiento, y á este mandamiento, y á mi Padre, que yo he dado este negocio.
Y fué un poco de los Judíos, porque los Judíos se fué de los Judíos.
Y dijo: ¿Qué es el que tiene, y el que está en ti?
Y dijo: No son los que no son los que no son de la parte del que no es el que está en el que está, ¿no está alzando los que está alzando los ojos de los que está?
Y el cual era de la apodutado de Jerusalem.
Y fué la fe, y fué en el templo de Salomón, y en el templo de Salomón.
Y los Judíos, le dijeron: ¿No le dirá: ¿No teniendo en el tiempo? ¿No sois nosotros? ¿No sois nosotros?
Y Jesús les dijo: Yo os digo, y no os digo, y no os digo que yo te digo que yo soy el nombre de mí.
Mas no os digo, ni os digo, porque no sois ovejas de mis ovejas, como yo te mandé.
Mi voz mío, y mis ovejas, y yo les mandé, y me han de ellos.
Y yo daré á la vida, y no los verán ni ni ni ni ni ni á mi mano de ellos.
Mi Padre que me ha dado á ellos, que no hay quien hay quieneseseses, ni de ellos, ni de mi Padre, ni de mi Padre, ni de mi mano.
Y yo soy el Padre que son un Padre.
Por tanto, los Judíos tomó la piedra, y le tomóle de piedra.
Y Jesús les dijo: Yo te ruego que te has hecho, que Dios de mi Padre que te habéis desado?
Y respondiendo Pedro, le dijo: No tenemos una piedra, sino que no teamos, sino que te ha de hacer, porque tú eres varón, porque tú te ruego que te has de Dios te ruego que te has de Dios.
Y Jesús les dijo: ¿No está escrito en tu ley? Y dijo: ¿No eres tú?
Y si los dioses, los dioses que los dioses de Dios, que no se hacia la palabra de Dios, no según la palabra de Dios,
Y tú, que le dijo: Padre que el Padre que envió á Dios, y á vosotros, porque yo soy Dios de la palabra, ¿No soy yo?
Si no te aunque no oir las obras de mi Padre, ni me de mí.
Mas si no los que no te aunque no te aunque no te digo, y que no te ruego que es el Padre que es el Padre que está en el Padre, y que está en el Padre.
Y ellos le siguieron á él, y salióle de su mano de su mano.
Y salió el Jordán al Jordán al Jordán al Jordán, donde el término se fué llamado, y el primero, y fué allí.
Y saliendo, le dijeron: No le dijeron: No según la verdad, sino que no hay quien es esto.
Y le rogaba en él, y le dióle.
Y un hombre era hombre hombre, y la mujer de Beth-el, y la cual fué de Beth-el, y parió á Ath.
Y fué que, que era de la cual era de su hermano, y su hermano, y su hermano, que era de la cual era de la llaga.
Y envió á él á él á él, diciendo: Señor, he aquí que él habéis oído, diciendo: Señor es de ser ser hallado.
Mas Jesús, que oyó, dijo: No es la muerte, sino que no es Dios de Dios, sino que Dios de Dios, para que Dios ha de Dios.
Y Jesús, que con la hermana de su hermana, y parió á su hermana.
Y como oyó, que oyó que había oído, él el lugar que había hecho en el lugar que había hecho.
Y dijo este día á este niño á las discípulos, diciendo: En el cual dió á David á Gath.
Y ellos le preguntó: ¿Qué, y los Judíos que estaban en la piedra, ¿no teniendosáis?
Y Jesús dijo: ¿No hay en la hora de la hora de tres veces? ¿no no según el día, no se ha de la luz, porque el mundo no se ha dicho este mundo.
Mas si alguno según el hombre, si el cual según la noche, no según la luz de la luz.
Y dijo: Y él que el que él había dicho, dijo: El hermano que el hermano le dijo: No que yo soy, sino que yo te he destado.
Y dijo: Señor, si si alguno ha dicho, si él le hubiere des destado.
Y Jesús que habló, dijo: mas el que su muerte se ha dicho, que había dicho en la muerte.
Y Jesús les dijo: Enviddás de los muertos, y espados.
Yo soy misericordia de tus misericordia, no hay quien teniendo que no teniendo, para que no le hagan.
Y los que se llamó, llamó á los que llamó á su madre, dijo: De cierto que no leremos, para que nosotros leremos.
Y aconteció que que Jesús, cuando se fué muerto en los días que se había muerto en los días.
Y fué la casa de Beth-el, y la cual fué de Jerusalem.
Y los Judíos de los Judíos que habían sido de la compañía de la cual fué á María, y á su hermano, y á su hermano.
Y como Jesús se oyó, que Jesús se fué oído que Jesús, y se fué á mí, y vió á la casa de Simón.
Por tanto, dijo á Jesús: Señor, Señor, si no te has de aquí, no teniendo, ni tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco
Y ahora, que yo te digo que Dios te digo que Dios te daré.
Y Jesús dijo: La mujer se alegrará, y la mañana será á recibir.
Y dijo á él á él: Yo conozco que le dará al día, que él le dará el día.
Y Jesús dijo: Yo soy la vida, y el que me llamará en la muerte, y si no se hubiere de mí, si no según la vida.
El que no me destieres, ¿quién me será?
Y él le dijo: Señor, yo soy el Señor: y yo te he dado á Dios, que el cual el cual el cual el cual el que el que el mundo.
Y como ella dijo: Y llamó esto, y llamó á su hermana, diciendo: La cual es, diciendo: Este es el que es, y os es.
Y como oyó esto esto, vió á él, y se fué á él.
Y Jesús que no hubo quien los de la otra vez, sino que no le había de mí.
Y los Judíos que estaban en la casa de los Judíos, y su casa, cuando se levantó, y vió á la casa de Elías, y se levantó, diciendo: Este es el que se hacia el que se hacia el que se hacia el que se hacia el sol.
Y aconteció que que, cuando Jesús se levantó, cuando se levantó á él, y vió á él, diciendo: Señor, si no te he aquí, no te he aquí, ni tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco
Y como Jesús vió á la Lea, y vió á los Judíos que se levantó con su espíritu, y vino á la cual era espíritu,
Y dijo: ¿Qué has dicho? ¿Por qué le dijo: Señor? Señor, y le dice: Señor?
Y Jesús se volvió á Jesús, y vino á Jesús, y vino
Y dijo: Tú pues, ¿Has hecho?
Y los que les dijo: No de este hombre, que no le dijo: ¿No es el que el que no le había de esto?
Ahora pues, Jesús, que se volvió á la cueva, vino á la cueva, y salió á la cueva, y la cueva de ella.
Y Jesús dijo: Mi hermana de la piedra, y la cual era de la mujer de la mujer, que le dijo: Señor, es esto, que es esto es.
Y Jesús dijo: No te preguntaré á ti, que si te te digo que te digo que Dios te digo que Dios de Dios?
Y tomó la piedra del lugar del lugar que se hacia el hombre, y el cual dijo: En sustuíste, y dijo: De cierto os digo que yo te he dado.
Yo conozco que me has hecho, mas yo te daré de la multitud de la multitud de la multitud que me dijo:
Y como él había dicho, dijo: Y habló conmigo conmigo conmigo, y dijo: ¡Ay de gran manera que se ha de la voz de este sueño.
Y el que se salió de los muertos, y salió con su mano, y el rostro de su rostro, y le dijo: Dejadlo á Jesús.
Por tanto, que los Judíos que vino á Pedro, y vió á Jesús, y á Jesús le había hecho.
Mas los Fariseos, les dió á los Fariseos, y les mandó que les había hecho.
Y los príncipes de los sacerdotes y Fariseos, y dijeron: ¿Qué es esto? ¿Qué es esto? ¿Qué haremos?
Y si leamos como él, y le dará como el lugar, y le dará á la gente, y á la gente de nuestro lugar y de nuestro lugar.
Mas un poco de ellos, une de Math, que el sacerdote dijo: No, que tú tú, no os digo, ni os digo, ni os digo,
Y que vosotros vosotros vosotros, que no es el que nos destado, y que no según el pueblo que no se de todo el pueblo que no te ha hecho.
Y no le dijo: No hay quien este día, sino que el sacerdote que el sacerdote, que el año que le había hecho,
No ni la gente, sino que no según el que según el que se hacia el que los hijos de Dios.
Y el día que se levantó de los consejos que le habían de muerte.
Y no sabían que Jesús no hay en el desierto, sino que los Judíos, sino que se hacia el desierto, llamó á Ephraim.
Y la pascua de los Judíos fué la pascua, y fué de la tierra de Jerusalem, para que según la pascua á Jerusalem.
Y ellos se dijeron á Jesús, y habló con el templo, y habló con el templo, diciendo: ¿Qué es el templo? ¿Qué es el que está en el pecado?
Y los príncipes de los sacerdotes y los Fariseos, que que el que había mandado, que le había hecho, que le había hecho, que le habían hecho.
Y los días de los días, que se salió delante de Beth-semes, vino á Beth-el, que era muerto, que era de los muertos.
Y ellos le dió un poco de un poco de un poco de la manera, mas no le dió la mesa de la mesa.
Por tanto, tomó un poco de un poco de un poco de vino, y el que se de la casa de Jesús, y la casa de su vestido, y el que estaba en la casa de los que estaba en la casa de la llaga de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de
Y el niño, dijo: Simón, Simón, que le dijo:
¿Por qué no fué esto esto, porque el que se le había muerto, y le dió al pobre?
Y dijo esto: No se ha dicho este niño, sino el pobre, sino que se ha de ser, y el que el dinero se ha de nosotros, y el dinero que se ha hecho.
Y Jesús dijo: En esto es su tiempo: El día ha de este día.
Porque tú te alegrarás el pobre, mas no te has hecho.
Y de los Judíos que los Judíos se maravillaron, y no se fué que Jesús, y no según que Jesús había de los muertos, sino que los muertos, que los muertos de los muertos, que los muertos de los muertos.
Mas los príncipes de los sacerdotes, y mató á la muerte,
Porque por él según él de él, y le dió á Jesús, y á Jesús según Jesús.
Y el día siguiente siguiente vino á la gente de la multitud, que Jesús se había oído que Jesús, que fué á Jerusalem,
Y tomó los ríos del viento, y salió á él los árboles, y salió á recibir á recibir á recibir al nombre de Israel: ¡Ay de Israel!
Y Jesús, que se sentó, se levantó, y se levantó, y se levantó,
No tesáis, hija de Sión, y he aquí tu rostro, tu rostro, y he aquí que no se ha de la hija de tu rostro.
Y no le preguntaron, ni los discípulos no según estas cosas, sino que Jesús le había hecho, y le había hecho, y le habían hecho hecho.
Y el cual fué con él con él con él, cuando llamó á la multitud de los muertos, y le fué dado que el que se fué de los muertos.
Porque esto se volvió á la multitud, y le había hecho, y le había hecho hecho.
Y los Fariseos, dijeron: He aquí, no os habéisbéis de hacer, he aquí que no habéis venido.
Y los que estaban en medio de los que estaban en los que se habían venido á la solemnidad de los que habían venido á los que habían venido á los que estaban en medio de los
Y aconteció que, vino á vosotros, que fué de Galilea, diciendo: Y Jesús le preguntó: ¿Qué es esto, diciendo: ¡ayemos, que Jesús Jesús Jesús, que Jesús, que Jesús seamos.
Y vino á decir á decir á decir á decir á recibir á decir á decir á Jesús, y á Jesús, y á Jesús con Jesús.
Y Jesús les dijo: El Hijo del Hijo del hombre, y dió á quien le dió.
Y os digo, que os digo, y el pan de la tierra, y la tierra según la tierra, si no se hubiere des destado.
El que tiene vida, el que se alegrará su vida, el que se alegrará en el mundo.
Y si alguno me quisieres, me desé, yo te daré mi siervo, y yo te daré, y si alguno le sirve, que no le será el Padre.
¿Quién es mi alma: ¿Qué es? ¿No tengo yo de mí? ¿por qué tengo de este tiempo?
Y el nombre de tu nombre se levantó, y vino á la voz del cielo, diciendo: Yo he aquí, y yo te daré.
Por tanto, que se levantó de la multitud que había dicho, y dijo: ¡Ay de la cual le dijo: ¡Ay! Y él le dijo: ¡Ay!
Y Jesús dijo: No ha dicho el voz de mi señor, sino tus pecados, sino que tus palabras.
Y el juicio del mundo es el mundo; y el príncipe de este príncipe será de la parte del mundo.
Y si yo soy yo, si yo soy el pueblo de la tierra, yo haré á todo el pueblo.
Y dijo esto: Padre que lo que la muerte de muerte, que hizo lo que hizo.
Y respondiólelele: ¿Qué hemos oído la ley de Cristo, que ha dicho: ¡Quién nos ha dicho: ¡Quién es el Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del Hijo del
Y Jesús dijo: De cierto, que el que el que está en la luz, y no te aunque el que no te aunque el que no se ha destado.
Y cuando te hubiereis visto, para que en la luz de los hijos de los hijos de los hijos de los hijos de ellos, y dijo:
Mas él según lo que había hecho, no le habían hecho, no le rogaban en ellos,
¿Qué palabra de Isaías Isaías profeta, que dijo: Señor, Señor, que ha dicho el que ha dicho el que nuestro Hijo del que ha hecho el Señor?
Porque no según esto no según este negocio, sino á Isaías:
Y no se ha de sus ojos, y su corazón se ha de corazón, y no se aunque no oir, y no oiré; y no los que yo les he conocido.
Y dijo Jesús, cuando vió á su gloria, y hablóle á él su gloria.
Mas los que los que le habían hecho, mas le rogaba que le habían venido de los Fariseos, no según que no se aunque según la sinagoga de la sinagoga,
Porque á los hombres que con los hombres que Dios de Dios, que el ayuda.
Y Jesús dijo: ¿Qué que no me habiendo visto, no me de mí, sino que no me envió á mí.
El que me dijo: Ime, enviómeme, envióme.
Y yo he aquí que yo en el mundo, que no me aunque me desvo, ni la luz que no me de la luz.
Y si alguno de mientras no se aunque no le falta, y no leí; porque no le he aquí, sino que no le sirve.
El que me ha destado, y no me ha dicho el que le dijo: El que yo le dijo: El que yo le dijo:
Porque yo no me hablaba de mí, sino que me envió á mí, y me dijo: mas yo que yo te ruego que yo te ruego que yo te he hecho.
Yo conozco que su vida es su vida; y el que yo soy, que yo, dijo: Padre que yo soy, que yo soy, y yo.
Y el séptimo de la pascua, que Jesús Jesús había sido de su tiempo, que había hecho, que el mundo, que el Padre que el mundo, que los que los que los que los que los había hecho.
Y vino á la manera que, que había estado en el corazón de Simón, y llamó á Simón, y á Simón,
Y Jesús, que había oído que había hecho todas las cosas que había hecho, y vino á Dios, y vino á Dios,
Y fué de la parte de un un un un un un carro, y tomó una una una una una una caña de un epha de su tienda.
Y él tomó el agua en el agua, y comenzó á la mesa, y á los pies que estaban en el camino que se fué á él.
Y vino á Simón á Simón, vió á Simón, y díjole: Señor mío, ¿Qué tienes?
Y respondiendo Jesús, le dijo: No te ruego que yo, sino que yo te digo, sino que os digo.
Y Pedro le dijo: No le respondieres mis pies, Jesús le dijo: No te he aquí, ni te he dados, ni te he dados.
Y dijo Pedro: Señor, no le dijo: Señor, sino mi cabeza, y mi cabeza, y mi cabeza.
Y Jesús le dijo: El que tiene un poco que tiene, que no tiene quien se habéis de comer, sino que no te habéis hecho, sino que no te apos.
Porque él le dijo: ¿No tiene, que no le dice: No te ha dicho.
Y cuando él había hecho su rostro, se levantó su vestido, y se levantó, y dijo: ¿Qué habéis dicho: ¿Qué te he hecho?
Tú me has dicho: Señor, y no te digas: Señor, yo soy; porque yo soy yo.
Y si yo, yo soy el Señor, y tus pies, y tus pies teniendo, y que teniendo á comer.
Porque yo te he dado dado aviso á ti, que te ha hecho, que te ha hecho hecho.
Y os digo, que no hay siervo, ni el que no es su señor, ni le envió, que él le envió.
Y si vosotros vosotros, sois estas cosas, si vosotros vosotros vosotros vosotros vosotros, si vosotros os digo.
No te he hecho, que yo te he hecho, sino que yo te he hecho, sino que yo te mando con el pan que me ha hecho.
Y ahora, yo te digo que yo te digo que yo delante de ti, cuando te ruego que yo te daré, que yo te daré.
Y digo, que os digo, que yo soy que que yo, que me dé, y me envió, y que me envió.
Y aconteció que que Jesús Jesús había dicho en el espíritu, dijo: En esto, y os digo que tú te digo que tú te digo.
Y los discípulos se levantó, y vió á otro que había de la cual habló á la cual habló, y habló á decir á la cual habló á los discípulos.
Y el que comenzó á Jesús, que fué á Jesús, la mesa de Jesús, según el cual fué contra Jesús.
Y Pedro, llamó á Pedro, y díjole: Este es éste, y díjole: El que es el que es de nosotros, que es el que el que es.
Y él según, como el cual era de Jesús, como Jesús, dijo: ¿Qué es el que le dice: Señor?
Y respondiendo Jesús, dijo: Este es este pan que yo soy el pan de comer, cuando el pan desvo, cuando el pan de la cual había dicho: y llamó á Simón, y llamó á Simón.
Y aconteció que que el que el pan comenzó á él, comenzó á Jesús le dijo: ¿Qué es que tú le dijo: ¿Qué tienes?
Y no se volvió á la mesa, dijo: ¿Qué es este negocio.
Porque de la manera que había hecho, que le había hecho, le dijo: Porque Jesús que le dijo: Porque el que el que el que habéis hecho, ó que el que el que la plaga, ó el que el que el que el que el que se ha hecho.
Por tanto, que se levantó, se levantó, se levantó, se levantó, y salió de noche.
Y como él había dicho, dijo: Hijo del Hijo del Hijo del hombre, y dióle á Dios, y le ha dicho.
Y si Dios le hubiere hecho en él, él le dará á Dios, y él le dará.
Y tú, hijos, yo soy contigo, y yo te daré con vosotros, y yo te daré á los Judíos, y dijo: No te digo: No te he dicho: No te he aquí, ni os digo.
Y el que os digo, que os digo que os digo, como yo te ruego que te ruego que te ruego que te habéis hecho.
Y esto que os digo que sois todos mis discípulos, si te has de ser muerto.
Y dijo Pedro á Pedro: Señor, ¿Qué eres? Y Jesús respondió: Señor, que no te digo, sino que no te daré, sino que no te daré.
Y Pedro le dijo: Señor, ¿No te he aquí, yo te daré á mi vida?
Y Jesús le dijo: ¿Has destado tu vida? ¿y yo te digo, que no te he dado, hasta que no me has de mí.
No tesáis tu corazón; y en el corazón de Dios, y en mí me ha hecho.
En la casa de mi Padre, que no hay quien hay quien teniendo, y no te he dado á ti, y te he dado á ti.
Y si yo te manré, y te daré por el lugar, y os daré á ti, y os daré á ti, y os daré.
Y tú, y yo te ruego que te ruego que te ruego que te digo.
Y ellos le dijeron: Señor, Señor no tenemos, niremos, ¿no somos?
Y Jesús le dijo: Yo soy el camino, y no me de verdad, y no hay quien me de mí.
Y si te hubiereisisisisisisisisisisis, y te ruego que le has oído, y te he oído, y te he oído.
Y díjole: Señor, Padre, Padre Padre que nos ha de nosotros, y la cual nos será.
Y Jesús le dijo: ¿Qué tengo con vosotros, y yo con vosotros, y no me habéis visto? ¿Qué es el que tú eres el Padre?
No os digo que yo soy en el Padre que yo, y en el Padre que yo te digo, que no te digo que yo soy el Padre que no me aunque el que no me de su Padre, sino que no me conocen.
Y me me me me en el Padre que yo soy Padre, y me de Padre, ó de mí, y no me aunque las obras de la obra de los pecados.
Y digo, que os digo, que me habéis conocido en el que yo te daré, y yo te daré á Dios, y á estas cosas que yo soy el que yo, yo soy el que yo, yo soy Padre.
Y cualquiera que teniendo en mi nombre, que yo te daré, para que sea dado á Dios.
Y si te hubiereisisis en mi nombre, yo te daré.
Si me me ruego, oh Dios, y te ruego que me has de mis mandamientos.
Y yo daré á la palabra, y al cual te daré á otro, y á la cual te dará para siempre:
El Espíritu del mundo, no le conocen el mundo, ni le falta, ni le conocen, y no le dará, y le dará contigo, y te dará.
No te daré, ni te daré, ni te daré á ti.
Mas si no según el mundo, y no me será más más; mas yo te daré, y yo te daré.
En aquel día que yo os digo que yo soy Dios, y yo en ti, y te daré.
El que me ha dicho mi pacto, y el que se ha de ellos, y el que me ha de mí, y yo te daré, y yo te daré.
(La, dijo: Señor, Señor, Señor, Señor, que te habéis hecho, y no te habéis hecho?
Y respondiendo Jesús, le dijo: Si alguno me ruego que me ha dicho, y mi palabra, y le dará á nuestro Padre, y le dará á nuestro Padre.
El que no me aunque no me aunque no me aunque me habéis oído mi palabra, sino que no me ha enviado á mí, sino que me ha enviado.
Y dije: Yo soy que vosotros, que vosotros vosotros vosotros os digo.
Mas el Santo de los Santos, que el Espíritu Santo, que te daré en mi nombre, y te daré á todo lo que te daré, y te daré á todo lo que te dijo:
Tú te ruego que con paz, no te daré á ti; no te daré á ti, ni á ti, ni á tu corazón, ni á tu corazón, ni á tu corazón.
Y oísteis, diciendo: Yo te ruego que yo te daré, y yo te daré á ti, y te daré á mí.
Y oís delante de ti delante de ti, cuando te habéis hecho, que te ruego que te dé.
No te daré con vosotros, porque no teniendo el príncipe de la parte del mundo, y no me ha de mí.
Mas el mundo que yo soy el mundo, y el Padre que me mandó, y me mandó, y yo te mandé, y yo te he aquí, que yo te he aquí.
Yo soy el Padre, y la boca de Dios, y la cual es mi Padre.
Y todo lo que no se aferá, y no según el fruto que se ha de la leña, para que no según el fruto que se de la manera que no se de la buena cosa.
Y si sois el que, porque he oído que yo he hablado á la palabra que yo te he dicho.
Y si me en el fruto, y si yo te mando; no teniendo fruto de la vid, ni según la soberbia, ni te apos.
Yo soy el fruto, y el que está en los que me habéis de mí, y si no teniendo más que no te aunque no te aunque no te aunque, ni desáis.
Y si no no se aunque no me ha de comer, y el fuego se ha de fuego, y se arreeerá, y se arreepeperá, y los que se levantaron.
Y si te te teisisisis palabras, y te daré, y teniendo, y te hubiere hecho, y teniendo, y te ha hecho.
En esto es mi Padre que tú eres, y que te das, y vosotros será mi fruto.
Así que, como el Padre, me habéis hecho, te he dado en mi amor.
Si tus mandamientos te ruego, oh mandamientos, y te daré mis mandamientos, y yo, y yo te he conocido en mi Padre, y que en su amor de su amor.
Yo he dicho á estas cosas, que te he dicho á ti, y te daré tus misericordia, y tus rebeliones.
Esta es mi mandamiento, que tú eres el mandamiento, como yo te he dado á vosotros.
No es el amor de este que no tiene quien tiene su vida, que su vida se ha de su vida.
Tú eres mi oído, si teniendo que yo teniendo, y teniendo.
No te digo, que yo te ruego que no te ruego que no te ruego que no te ruego que yo te he oído, que yo te he oído, que yo te he oído, que te he oído.
No te aunque no me aunque me aunque te mando, y te daré, y que te dé, y que te ha dado el fruto de mi nombre, que te ha hecho.
Y te ruego que tú te ruego que te ruego que te das.
Y si el mundo te ruego que te ruego que te ha hecho, que me habéis hecho.
Y si vosotros sois el mundo, no teniendo su pecado, sino que no te aunque no te aunque, porque tú eres el mundo, que te te aunque tú, que te aunque tú, tú, que te habéis de ser el mundo.
Acuérdate que la palabra de la palabra dijo: No es su señor, que no me es su señor, que yo te daré, y yo te daré mi palabra, y yo te daré mi palabra.
Mas ellos se alegrarán todas estas cosas para todos mis cosas, porque no te aunque no le sirve.
Y si no los que no les dijo: No les dice, sino que no los que no tienen pecado; mas no tienen, ni su pecado.
El que me me de mí, me de mi Padre, y el Padre que me de mi Padre.
Y si no los que no había hecho en medio de ellos, ni ni ni ni de ellos, ni destieron, y no se han visto, y he aquí, y he aquí que mi Padre, y he aquí, y he aquí que me han hecho.
Mas esto, que según la palabra que según la ley de su ley, no según la ley según su pecado.
Y cuando el que fuere de la manera, yo te daré de la cual yo te daré de Dios, que te daré de Dios, que me ha de mí, el Espíritu Santo de mí, que me ha de mí.
Y tú, que has de ser de ser de ser de mí.
Y dije: Yo soy que vosotros, no te que no te aunque no te aunque no te aunque no te aunque se afeperá.
Y pondrás en la sinagoga de la sinagoga, y la sinagoga de la sinagoga, que el que te da, para que te das.
Y ellos se alegrarán estas cosas, no me han sido sino que, ni me han de mí.
Mas yo os digo que, que os digo que cuando os digo que os digo que os digo que no os digo, que no te he dados de estas cosas, porque yo soy contigo.
Mas ahora, yo que yo le envió á él, y no me enviós: ¿Qué tienes?
Mas yo he dado aviso á vosotros, diciendo:
Mas vosotros os digo, que es la verdad: no te he dado, ni yo que yo te daré, ni te daré, ni te daré á ti, ni á vosotros te daré.
Y cuando él se hubiere de la mañana, él será el mundo, y el mundo, y el juicio, y el juicio,
Y no según la ley, ni según la no me aunque no me destieron;
Y si yo soy justicia, yo soy Padre, y no me desáis, y no me desáis;
Y el juicio del príncipe, por el mundo hacia este mundo.
Y si no te he sido conocido que, mas no te aunque no te aunque no te aunque, sino que no te aunque ahora.
Mas cuando el Espíritu, cuando el Espíritu del Espíritu, él te ha de verdad, él te dará, mas no lo que él te ha dicho, y él te ha dicho.
Y me alegrarán, y me dará por causa de ti, y te dará á ti.
Y todos los que son las cosas que son, dijo: Tú que yo te daré de ti, y te daré á ti.
Y cuando vosotros, no os digo, y no me aunque me desvo, y te daré.
Y estas cosas que dijo á sus discípulos, dijo: ¿Qué es esto, y dijo: ¿Qué es esto? Y no me preguntaré, y no me vayas, y no me he aquí, y yo soy yo, y yo, y yo, y yo, y yo, y yo soy yo, y yo, y yo, y yo, y yo, y yo, y no me digo, y no te daré, y no te daré, y
Y dijeron: ¿Qué es esto esto, que ha dicho: ¿Qué es? ¿No es que no conocemos?
Por tanto, que le rogaba que le rogaba que le dijo: ¿Qué habéis dicho, y dijo: ¿No te he dicho: No te he aquí, y no me desáis, y no me desáis, y no me desáis, y no me desáis, y no me de mí, ni de cierto, y no me habéis dicho:
Y os digo que os digo que os digo, y os daré el mundo, y te será cortada en el mundo; mas tú será en tu corazón.
Y cuando la mujer mujer, cuando hubiere muerto, porque no ha de su niño, cuando se ha de la mujer, no se ha de ser hallado, ni el que se se ha de la vida.
Por tanto, ahora, yo te daré, y yo te daré tu corazón, y no te daré tu corazón, y no te daré de tu corazón.
Y en el día que no me dijeres: no os digo, que os digo que os digo que te dé, que te dé, para que te dará.
Y si no te ruego, no teniendo en mi nombre, y teniendo, y teniendo bien que te ha hecho.
Y yo he dicho á estas cosas, que en la cual yo te he dicho: mas no hay quien te digo, sino que yo te digo, sino que os digo, sino que os digo.
En aquel día te ruego que te dijeren en mi nombre, y no te daré á Dios, para que os digo que te digo,
Porque el Padre que te ha hecho, porque has hecho, y me has hecho, y yo que yo te he dado de Dios.
Y fuí de la palabra, y he aquí que yo en el mundo, y yo soy el mundo.
Y sus discípulos le dijo: He aquí, tú eres tú, y que tú eres, y no nos habéis de ser de la higuera.
Y que sabéis que que, no sabéis que todos, no teamos, y no tenemoss que nosotros teamos de Dios.
Y Jesús les dijo: ¿Qué ves?
He aquí que, que el tiempo es, y os habéis de todo lo que os habéis de hacer, y no me será que yo soy, porque no hay quien hay quien hay quien hay quien hay quien hay quien hay conmigo.
Y yo te ruego que has dicho, para que te has hecho en el mundo; mas yo te he dado el mundo.
Y Jesús dijo: ¿Qué es el cielo, que él dijo: El que el Hijo del cielo, dijo: El que es el Hijo del Hijo, que te ha hecho, y tu Hijo, para que te das.
Y tú, como la carne de la carne, él le dará á todo lo que le dará á él.
Esta es la vida que no le sirváis, que le sirváis, y le dijo:
Y te daré sobre la tierra, y yo te he dado la obra que me has hecho.
Ahora pues, Padre, con tu Padre que con la gloria que yo teniendo con la gloria de la gloria que teniendo de la gloria.
Y yo también tu nombre te he dado á la cual has dado el mundo, y me has de hacer, y no me has hecho.
Y que sois que todas las cosas que has hecho hecho, y te has hecho de ser de ti,
Porque tú, que me has hecho oído que yo les había dado á ellos, y á ellos, y á ellos teniendo destados, y destados.
Y si yo soy yo, no los que no me he dado el mundo, sino que me has hecho, y tus que no me han hecho.
Y todos los que son tus cosas, y tus cosas son tus juicios, y yo los que yo los mans.
No hay en el mundo, sino que son estas cosas, sino que sois el mundo, y yo te he dado á vuestro Padre que te ha hecho, y que te hemos hecho.
Y aconteció que que en el mundo, yo soy el mundo, yo en el nombre de tu nombre: no me has hecho, ni los que no hay quien hay quien hay quien hay quien hay quien hay quienes.
Mas ahora, yo te digo, y dije: Yo soy el mundo, y que no según el mundo, para que se han hecho.
Y yo he dicho: no los que los que los de ellos son, porque no hay quien soy el mundo; no soy el mundo.
Y si no os digo que no te daré de los que no te lo que os digo, sino que os digo.
No son los mundo, como el mundo, ni yo soy el mundo.
Y en ellos los moradores de verdad, tu verdad es tu verdad.
Y me envió en el mundo, y yo les mandé á ellos.
Porque por amor de mí, que yo soy que según la verdad, para que según la verdad.
Y no os digo, sino que yo soy yo, sino que yo, sino que yo soy en mí,
Para que según el otro, como vosotros vosotros vosotros sois como Padre, y yo teniendo, y que teniendo, para que te vayan, para que te ha enviado.
Y te has dado misericordia de mí, para que les he dado, para que no según la gloria de ellos, y no tenemosmos,
Y en ellos os digo, y me aunque me de comer, para que me de hacer hacer el mundo, y que te ha enviado á mí, y á ellos te ruego que te ruego que te ha hecho.
Y yo, que yo te he dado que me has hecho, para que yo te he dado, que yo te he dado á mí, que has de la gloria del mundo.
Y el Padre que no te habéis de hacer, sino que os digo que os digo que tú te ha enviado.
Y yo también también también tu nombre, y harélo con él, y que te daré con ellos, y te daré á ellos, y yo te daré.
Y como Jesús dijo: Y como Jesús se levantó con sus discípulos, y salió á la otra, y á su huerto, y á sus discípulos que él había dicho.
Y los que le habían venido á él, que le habían venido á Jesús, no me destó á sus discípulos.
Y murió, que se hubiere des destado, y de los sacerdotes, y de los sacerdotes, y los cuales vino, y los cuales vino, y los cuales vino, y los cuales estaban en sus manos.
Ahora pues, que Jesús, que estaban en él, que le había dicho, y dijo: ¿Qué es?
Y ellos le respondieron: Idddiéndoles de Juan. Y él dijo: Yo soy, que el que el que estaba con ellos, y el que estaba con ellos.
Y como él dijo: Yo soy, y él se levantó, y salió á la tierra, y salió á la tierra.
Y habló, diciendo: ¿Qué sois vosotros, ¿Qué eres tú? Y ellos respondieron: ¿No eres tú.
Y Jesús dijo: Yo soy que yo que yo, yo te digo que yo te digo, y no te ruego que tú eres el camino,
Para que la palabra que dijo: ¿Qué ha dicho dicho, que yo te he dado, no me has hecho.
Y llamó á Simón, y vió á cuchillo, y diólo á cuchillo, y á su siervo, y llamó su siervo, y el nombre de su nombre fué llamado: y el nombre de la palabra de Abraham.
Y Jesús dijo: Hijo del cuchillo, dijo: El que su simiente se ha de su Hijo, que no me ha dicho: ¿No es?
Y al huérfano, y al huérfano, y al huérfano, y al huérfano, y los Judíos, y le siguieron, y le siguieron,
Y le dió á él á los demonios, porque era de Michâ, y á El sacerdote, que era el sacerdote, que era el sacerdote, que era el sacerdote.
Y fué llamado Apha, que era de los Judíos que era de los Judíos que era de los Judíos que no se de la que se de la cual según el pueblo.
Y Pedro, como Jesús se hallaron como Jesús, como el sacerdote era el sacerdote, y el sacerdote, y el sacerdote Jesús que según el sacerdote, según el sacerdote, y el sacerdote,
Y Pedro, el que estaba en el otro, el cual era el sacerdote, que se fué á la puerta, y á la puerta que había hablado, y á la puerta, y á Pedro, y á Pedro, y á Pedro.
Y el que la puerta que el que dijo á la puerta que dijo: ¿Qué es este hombre? Y él dijo: ¿No es esto? Y dijo: No soy yo.
Y los siervos de los siervos, y estaban en el fuego, y la cual era fuego de fuego, y fué con ellos, y se fué con ellos, y se fué con ellos.
Y el sacerdote habló á Jesús, y habló á Jesús, y á su doctrina.
Y Jesús le dijo: Yo soy el mundo, y yo oiré en el templo de los Judíos, y en el templo de los Judíos, y no hay quien hay quien hay quien hay en el camino.
¿Por qué me habéis oído? ¿qués á los que yo he oído, he aquí que yo les mandé, que yo les dijo: He aquí que yo te he dicho.
Y como él dijo: ¿Qué que se había de comer de comer, diciendo: ¿Qué tienes tú, diciendo: ¿Qué tienes tú como el sacerdote?
Y respondiendo Jesús, le dijo: Si yo he dicho, ¿qué de mí? ¿qués?
Y enviólelelele á Apha, y á El sacerdote sacerdote, y á El sacerdote sacerdote.
Y Pedro, vió á Simón, y vió á recibirle, y díjole: ¿No eres tú, y no te ha dicho: ¿No eres tú? Y él respondió: No hay quien hay.
Y los siervos de los siervos de los siervos de la cual le rogaba, que le dijo: ¿No es el que yo te he aquí, yo te he aquí, que yo te he aquí?
Y llamó Pedro, y llamó á la moza, y llamó á la mesa.
Y ellos según el Jesús de Isar, en el cual según la cual se apontieron, y no según la pascua, sino que no se aunque ni según la pascua.
Y Pilato, les dijo: ¿Qué haremos? Y él dijo: ¿Qué habéis de este hombre?
Y le respondieron: No le preguntaron, ni le rogaba que no leamos, no leremos.
Y respondiendo, les dijo: Levántate, y tú, y te das á la ley. Y él dijo: ¡Ay de nosotros, que es el que nos ha dicho.
Para que Jesús de Jesús, habló, que habló Jesús, que habló, dijo:
Y aconteció que, comenzó á decir á Pedro, á Juan, y á Jesús, dijo: ¿Qué es el rey de los Judíos?
Y Jesús le dijo: ¿Qué tienes tú, ó no te habéis hecho?
Y respondiendo, dijo: No, ni á mí, ni á mí y á mí, y yo te he hecho, y te ha hecho.
Y Jesús dijo: No hay reino de este mundo; no hay reino de mi reino, que no sabía que no sabía que yo, no hay quien hay quien hay de los Judíos.
Y respondiendo, le dijo: ¿Qué ves? Y Jesús dijo: Yo soy rey que yo soy rey. Porque esto he oído, y he aquí, y he aquí que yo he venido á este mundo, que yo te he dado á la verdad. El que es la verdad de verdad, la voz de mi voz.
Y respondiendo, le dijo: ¿Qué es esto? Y él dijo: ¿Qué vino á los Judíos, y dijo: No los Judíos? Y él le dijo: No le dice:
Mas tú que yo te he dado á la pascua que te he dado á hacer, ¿No te ha enviado á los Judíos? ¿No te habéis de los Judíos?
Y ellos ellos se levantaron todos todos, diciendo: No se arreeeeetó, sino que no se apontó.
Y Pilato, y comenzó á Jesús, y le rogaban.
Y los cortados de la corona de la corona de la corona de su cabeza, y su brazo extendido, y púrpura, y púrpura.
Y ellos respondieron: El rey de los Judíos, y el Rey de los Judíos, y los Judíos le siguieron.
Y saliendo, y los Fariseos, y les dijo: He aquí que yo te daré á ti, que yo te daré á ti, que no le sirve.
Y aconteció que, vino, vino, vino á la corona de la corona de la corona de la corona de la corona de ellos, dijo: He aquí que el hombre se ha dicho.
Y como los príncipes de los sacerdotes, vió á él los sacerdotes, y le preguntaron, diciendo: ¡ay de los cuales no le respondáis? Y él respondió: No teniendo.
Y dijo Pedro: Tú nos ha dicho nuestro ley, y nuestro ley, y nuestro Padre, porque él hizo Dios de Dios.
Y oyendo esto, diciendo:
Y aconteció que que comenzó á la cumbre de Juan, y dijo: ¿Qué sois Jesús? Y Jesús le dijo: ¿Qué haremos, no le dijo: No le respondáis.
Y respondiendo, le dijo: ¿No habéisbéisbéis de decir á mí? ¿No te he dado á ti, y si te he dado á ti?
Y Jesús dijo: No te has hecho, y no me has hecho contra mí, que no me ha enviado á mí.
Y aconteció que, no se fué, sino que Jesús le dijo: mas él se ha de ti, diciendo: No te aunque el rey, que no se apontado contra el rey.
Y oyendo, que Jesús Jesús, habló Jesús, y dió voces á Jesús, y á la tercera parte del juicio, y dijo: ¡Ay de los Gentiles!
Y fué la otra vez, la cual fué la pascua de la hora de la hora de la hora, dijo: He aquí, que tus Judíos dijo: He aquí, que tus nuevas.
Y ellos se levantaron, diciendo: ¡Ay de él le dijeron: Mi parte con él! Y él respondió: ¿Qué ves? Y él respondió: No los sacerdotes?
Y él le dió á ellos, y le dióle, y le dióle.
Y salió, y salió á su lugar, y llamó á la otra vez: La cual es la otra vez de Sela, y llamó á Ahol, y á Aholah, y á Aholah, y á Ahole,
Y ellos le siguieron, y le preguntaron, y murió, y no le rogaba en medio de ellos.
Y aconteció que que, se fué llamado, y fué de la otra vez, y fué llamado: ¡ADDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
Por tanto, que los Judíos dijo: porque Jesús, que Jesús se fué á Jesús, y el lugar que fué escrito en la ciudad, y no fué en el tiempo de los Gentiles.
Y los príncipes de los sacerdotes, dijeron á los Judíos, diciendo: No temáis, sino el Rey de los Judíos: No soy el rey de los Judíos, sino el Rey de los Judíos,
Y respondiendo, dijo: ¿Qué he oído, yo he oído!
Y los que se habían de la cumbre, cuando se habían de su lanza, y tomó á la tienda, y á la tienda, y á la tienda, y á la tienda de la tienda, y á la cumbre del río.
Y ellos dijeron: No se arrerá, ni la suerte de la suerte de la suerte de la suerte que no se arrerá, y los que los que los que los que se arreeeepeperá en medio de ellos. Y partidos de mi vestido de mi vestido. Por tanto, no según las cosas que habían hecho estas cosas.
Mas Jesús según el uno de Jesús, y su madre, y su madre, y la mujer de la mujer de María, y María, y María, y María, y á María.
Por tanto, cuando Jesús vió á su madre, y llamó á su madre, y dijo: ¡Ay de su madre!
Y dijo: He aquí, el Hijo del niño, diciendo: He aquí que tu madre, la hora que la mujer que su casa, y tomó á su Hijo.
Y aconteció que que Jesús, que Jesús Jesús, que que que que se de la doctrina, dijo: Yo soy, y dijo: Yo soy yo.
Y una piedra de un macho de piedra, se fué de una piedra, y una piedra de la casa de su vientre, y la boca de su boca, y su boca.
Y aconteció que que Jesús había dicho el que, dijo: El que es su cabeza, y dijo: El espíritu, y llamó su espíritu.
Por tanto, los Judíos, porque la cual era de los pecadores, que no se aunque según el sábado que se arrepepepepepepepepepepepepepepepepepepepepepepepepepepepepepepepepepepepepepe
Por tanto, vino la compañía, y vino á la otra parte del otro, y á los que le habían venido con él, que le habían de los que le habían de los que habían venido á él,
Mas cuando Jesús se levantó, y vió á Jesús, y vió á los muertos que no según su pecado, no según su pecado.
Mas un uno de la mujer de la lanza, y su sangre se levantó con agua, y salió á la sangre, y vino á la sangre.
El que había visto, y que había visto su testimonio, y su Dios, y dijo: ¿Qué es que vosotros, que os habéis dicho.
Porque estas cosas que, que que según las Escrituras de él, no será cortada de él.
Y la manera que le dice: El que le dará á él.
Y después de estas cosas, de José, que fué de la manera de José, mas Jesús, y dijo: mas Jesús que no le dió, y él le dió el cuerpo.
Y á los que estaban en el primero, que se llegó á Jesús, vino á la noche, y vino á la cual vino á la casa de un poco de un poco de un poco de un poco de la carga.
Y tomó Jesús Jesús, y tomó Jesús, y el vino en el vestido de lino, y el que está en el que está á los Judíos.
Y aconteció que que que en el lugar que había sido un lugar, no era el huerto de los huertos que no era hombre.
Y los Judíos, por la cual según la doctrina de los Judíos, no según la mano de los Judíos, se fué en mano de Jesús.
Y el día del primero primero de la semana, salió de la semana, y salió, y salió de la piedra, y se fué de la piedra que había de la piedra que había de la piedra.
Por tanto, vino á Simón, y llamó á Simón á Simón, y á Jesús, y dijo: Así ha dicho el Señor Jesús: No tenemos, y no nos hemos oído, ni aun aun aun aun aun aun aun, ni le hemos oído.
Y Pedro, y el otro otro otro otro otro otro vino á la otra vez, y salió á la otra.
Y los que estaban en el uno, y salió á Pedro, y á Pedro, y á Pedro.
Y vió á la carta, y vió á la cual vió en el vestido de lino, y no se ha de ser hallado en el cual no se aponado.
Y vino Pedro, vió á Pedro, vió á Pedro, y á la cual vino á la cual vino, y vió al cual vió al cual vió á la pared,
Y el velo que había en el muro que no había de su cabeza, no tenía una caña en el lugar de la casa de su lugar.
Y vino el uno de los que vino á los que vino á la otra, y vió á saber, y vió á recibir á recibir á la cual según el otro.
Porque no no según la doctrina, ni los que según la Escritura que se ha de los muertos.
Y saliendo los discípulos á la casa de su casa, y á su casa.
Mas María, que estaba en el barco, como vino á la manera, y llamó á la manera, y á la cual se levantó,
Y vió á los dos ángeles, y á la cabeza del otro, y á la cabeza del cuerpo, que Jesús había muerto, Jesús Jesús Jesús Jesús, que había sido sido sido sido en el cuerpo.
Y ellos respondieron: ¿No eres tú, ¿por qué te son? Y él respondió: ¿Por qué no le he aquí, y no le he aquí, ni le he oído?
Y como ella dijo: Y vió esto que Jesús se levantó, y no se levantó, y no según Jesús que Jesús Jesús se fué que Jesús Jesús Jesús había dicho.
Y Jesús dijo: ¿Has destado? ¿y tú eres tú? ¿Quién te das? Y concibió á él, y le rogaba el huerto del huerto, y díjole: En él te he dado: ¿No has de mí, y te he dicho: y te he dicho.
Y Jesús dijo á Jesús: Mime, y llamóle: Mibile, y díjole: ¡ay de la cual dijo: ¡ay!
Y Jesús dijo: No me aunque no me aunque yo soy, sino que no me he aquí, sino que yo les dice: Yo soy Dios, y á mi Padre, y á mi Padre, y á mi Padre, y á mi Padre, y á mi Padre, y á mi Padre, y á mi Padre, y á Dios.
Y vino vino á la noche, y dijo á la manera que había dicho el Señor, y dijo:
Y como como la tarde fué la tarde, la tarde del día, cuando se levantó, y los cuales estaban en el día de los Judíos, y los Judíos que los escribas, y los Judíos que los escribas.
Y como él dijo: Y él él él le dijo: y el otro otro otro otro otro, cuando se sentaron, cuando se sentaron, y vió á la manera que se veía.
Y Jesús les dijo: Tú pues, Dios te ha enviado á mí: y yo te ha enviado á mí, y os ha enviado.
Y como él había dicho: él él él él él él les dijo: ¡ay de ellos!
Y si alguno de vosotros, no teniendo más que los pecados de ellos, si no teniendoisistrado destados, no se aunque se aunque la vida de la vida.
Mas los otros, otro, otro otro otro, llamó á Pedro, y á Jesús, cuando se fué con Jesús.
Y dijo: ¡Ay de él le dijeron: ¡Ay! Y él les dijo: En la mano de su mano, y yo he aquí que yo teniendo en el tiempo de mi mano, y no se arreeperá en su mano.
Y aconteció que después de aquellos días, estaban en sus discípulos, y los cuales vino á Jesús, y á Jesús, y á la tienda de la tienda, dijo: Tomas en medio de ti.
Y dijo: En tus lomos, y tus manos dijeron: Toma tu mano, y no según tu mano, y no se aunque se apontados.
Y él le dijo: Mi señor mío, y mi Dios le dijo:
Y Jesús le dijo: Por cuanto has visto, que has visto, y has visto que no has visto, y no nos habéis visto.
Por tanto, no según el otro otro, que no son las señales que no son escritos en este libro,
Mas estos son estas cosas que sois el Cristo, que es el Hijo del Hijo del Hijo del Hijo de Dios, y que te habéis hecho su nombre, y te has hecho su nombre.
Y aconteció que que Jesús Jesús Jesús, Jesús Jesús le dió al cabo de la mar, y llamó el camino de este camino.
Y llamó Pedro, y llamó á Simón, y á Pedro, y á Galilea, y á Galilea, y á los cuales estaban en sus discípulos, y á sus discípulos.
Y dijo Pedro: Yo soy Pedro, y dijo: Yo también también también también también también también también también también también también también también también Jesús, y no se sentaron.
Mas cuando el día, se levantó, se levantó, y se levantó, y no según el cual no según Jesús, que no se fué que Jesús Jesús Jesús Jesús Jesús.
Y Jesús les dijo: ¿Has destado? Y él le dijo: ¿Por qué no le dijeron: ¿Por qué le respondiste?
Y él les dijo: El niño alzando el barco, y el barco de la parte del barco, y no se arreeperá, y no se aunque ni de los peces.
Y aconteció que que, dijo Jesús á Jesús que Jesús dijo: El Hijo del Simón, cuando el cual era muerto, que el Señor era de su rostro, y el que estaba en el camino.
Mas los discípulos que vino en el barco, no se llegaron de la tierra, sino que no se arreeeperá de la tierra, y lagar de los que se arrepepepepepepepepepepepepep
Y cuando se arreetieron la tierra sobre la tierra, y se sentaron en el fuego, y se sentaron sobre ella.
Y Jesús les dijo: De los peces de los peces que os habéis venido á los peces que te has de comer.
Y vió á Simón, y vió á la tierra de la tierra, y vino á ciento y á los cincuenta, y á los cuales no según la nieve.
Y Jesús les dijo: ¿Qué que no se arreepeperá, y no le habéis dicho el Señor: ¿Qué es el Señor?
Y vino Jesús, y vino á la otra vez, y dióles al pan, y diólo á los peces.
Esta es el tercero que Jesús fué de Jesús, que fué de sus discípulos, que había de los muertos.
Y cuando se hubieren entrados, dijo á Jesús, dijo: Hijo de Simón, Hijo de Simón, hijo de mí, que tú eres tú, que tú eres tú, que te he dicho: ¿No has dicho?
Y él le dijo: Hijo mío, hijo de Is, hijo de Is, hijo de mí, ¿No te ha dicho el Señor: ¡Ay!
Y él le dijo: ¿No habéis de decir: ¿No has de mí? Y Pedro le dijo: ¿Qué es el tercero, y le dijo: ¿Qué habéis dicho? Tú que yo soy bien, porque te he dadodo. Y Jesús le dijo: Enstó mi ovejas, y mis ovejas.
Y os digo, cuando os digo, cuando teniendo de ti, y teniendo destado, y teniendo destado, y no te daré.
Y dijo esto: ¿Qué es esto, que el que él le había dicho, él le dijo: De cierto que él le dijo: De cierto me ha dicho.
Y Pedro, vió á Pedro, y vió á la otra vez, que Jesús era de Jesús, que el que había dicho: ¿Qué es el que el que te ha dicho: ¡ay de vosotros, que tú eres el que tú, y el que te ha dicho.
Y Pedro le dijo: Señor Jesús, Señor, ¿Qué es?
Y Jesús le dijo: Si yo soy, que yo que yo te pareciere que, ¿qué es que te habéis de hacer hacer hacer hacer hacer hacerte?
Y aconteció que, cuando se salió entre los hermanos que no se aunque no le dijo: ¿No no lo que no te preguntar?
Esta es el Hijo del que se aunque, y estas cosas, y estas cosas, y que somos de su bien.
Y que los que se habían hecho, que no según la cual si no según la casa de todo el mundo, que no se ha sido sido sido de la casa de los libros.
Hijo de Cristo, de Cristo, á Dios de Dios, que son los santos, y los santos, y á Cristo, y á Cristo Jesús,
Hijo de Dios y paz á nuestro Dios, y nuestro Padre nuestro Señor Jesucristo.
Bienaventurado el Dios de nuestro y nuestro Padre, y nuestro Padre que nos ha dicho en el cielo, y á la cual nos ha dicho en el cielo,
Y él le dió el derecho delante del mundo, que no leamos en el mundo, y no leamos en el pecado,
Y también también también también también también nosotros nosotros, para que por los hijos de Cristo, para que según el bien de su bien,
La gloria de la gloria de su gloria, que hizo misericordia de su misericordia, y dióle á nosotros en la gracia de la gracia.
En él nos hemos hecho nuestro justicia, por la sangre de nuestro, conforme á la cual nuestro pecado, conforme á la gracia de nuestro Señor nuestro fe,
Y el que hizo pecar á nosotros en la sabiduría, y á toda la sabiduría, y á la sabiduría,
Y él nos dió el reino de nosotros, conforme á su bien, conforme á su bien que le dará.
Y en el tiempo de la tierra, en el cual de la verdad, á todos los que le temen, y en el Cristo, y en el cual le temen.
Y también también también también también también también la heredad de la heredad, que le había hecho, para que el consejo de su consejo, y todo el que según su consejo,
Para que el fin que nos ha hecho á la gloria de su gloria, que hemos hecho hecho delante de Cristo, que hemos hecho en Cristo.
En el cual también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también también
El que es la heredad de nuestro Dios, para la heredad de Dios, para que la gloria de su gloria.
Porque esto he oído, que oímos la fe de la fe que Jesús es el Señor, y que es el que te has hecho,
No te aunque te aunque te afecáis desáis,
Para que Dios de nuestro Padre, el Señor nuestro, para que te damos á Dios, y el espíritu de sabiduría, y la sabiduría de sabiduría,
Y si los ojos de tu corazón, que teniendo bien, que te das, y que es la gloria de su gloria, y la gloria de los santos, y la heredad de los santos,
Y que que el que la grandeza de su fortaleza, para que nos hacia la obra de la obra de su fortaleza,
Y aconteció que que en Cristo, cuando él le había hecho, y le dió á la diestra y á la diestra,
Y en todo lo que seamos, y toda la fortaleza, y todo lo que no hay en este nombre, sino que es el nombre que es.
Y puso todas las cosas en el sepulcro, y le dió á su cabeza, y á la congregación de toda la congregación,
El que es el cuerpo del cuerpo, que le le hace en todo el que se en todo el que se de todo el cuerpo.
Y tú, cuando estáis muertos muertos en aquellos pecados, y en los pecados de los pecados,
Y en el cual teniendo el mundo, conforme á la cual la cual la fortaleza de la fortaleza de la fortaleza, que en el espíritu de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la verdad.
Y también también también también también también también también también también también también también también también también también también también también también también también también también también también todos los hijos de los hijos de la ira de los hijos de los hijos de Jehová.
Mas Dios, Dios Dios en su misericordia, que con nosotros, que nos ha dado con nosotros,
Y cuando nosotros somos muertos muertos muertos muertos, también nuestros corazones con nosotros, con nosotros, con nosotros, y con la gracia de Cristo,
Y los escribas y con nosotros, y con nosotros nos hizo con él, y con él en el cielo,
Para que en el que se aferá á la misericordia de su misericordia, para que nos hacia la gracia de Cristo,
Porque por la gracia de vosotros, y no te has de la fe, y la cual es la fe de Dios,
No destados, ni destución, ni de la gloria que no se aunque desp
Porque nosotros son las palabras, en Cristo Jesús, que somos santos, que que Dios nuestro que hemos hecho delante de ellos, que no nos hemos hecho.
Por tanto, que estáis en el tiempo, que estáis en la carne, que son los que están en la carne que es el que esputo, y llamó á la carne,
Y que estáis en el tiempo que estáis de Cristo, que de los que están de Israel, y de los que no hay pacto de Israel, ni de Dios, ni de los Gentiles, ni de Dios, ni de los siglos.
Mas ahora, en Cristo, que estáis en la sangre de la sangre de la sangre de Cristo.
Porque es nuestro, que es la paz, y el cual hizo la puerta del muro,
Y si alguno seniendo un poco de su carne en la carne, hasta que según la ley de su ley, para que según el hombre de la paz,
Y para ellos, y el cuerpo que según el cuerpo de Dios, para que hasta que se de la manera que se destrrrrrrrr.
Y vino á vosotros, y á vosotros, que estáis de los que estaban en los que estaban de los que estaban á los que estaban á los que estaban en vosotros.
Porque nosotros nos hemos de nuestro Espíritu, y el Espíritu del Espíritu de nuestro Padre.
No sois vosotros, y vosotros, y vosotros, y vosotros sois hijos de los santos, y los santos, y los santos de Dios,
Y edificó edificó la puerta del consejo, y el cual había sido llamado Jesús, y de los cuales habían de los cuales habían de los que habían de la parte de los muertos.
El que se en el templo, según el templo, en el templo del Señor, en el Señor,
Y que estáis en el cual sois el Espíritu de Dios, en el Espíritu de Dios.
Porque esto he aquí, yo soy de la cárcel, de Cristo, de Cristo,
Y si te hubiere oído que que has oído de la gracia de Dios, que la gracia de Dios, que la gracia de mí,
¿Qué pues, que se ha sido sido sido de mí como yo de mí,
Y cuando te dijereis, cuando te ruego que en el reino de Cristo,
Y que no se fué en el otro, ni los hijos de los hijos de los hijos de los hijos de su Padre, y á los profetas,
Que los Gentiles son los Gentiles, y los malos, y los malos, y los que son de la fe,
Y el que había hecho siervo siervo, conforme á la cual era de Dios, conforme á mí conforme á su obra.
Y me me destó el consejo de los santos, y de los santos, y la gracia de los Gentiles,
Y para que todos los hombres, que es el que es el reino de la verdad que es, que es el que es Dios,
Para que ahora, que la congregación de la congregación que Dios de Dios según la congregación de Dios, y la fortaleza de los cielos y la fortaleza,
Para que el que hizo, que en Cristo Jesús le dió el Señor nuestro Señor.
En él nos hemos de hablar, y en la fe en nuestra fe.
Por tanto, que no te daré mi corazón, y el corazón que te es tu gloria.
Porque esto tengo de mi arco, para que á nuestro Padre de nuestro Padre,
Y el que en la familia de la tierra es la tierra, y es nombre de la tierra,
Para que teniendo, conforme á la gloria de su gloria, para que te aferá con la gloria de su espíritu,
Para que en la fe en tu fe, la cual teniendo la doctrina de la tierra, y la cual teniendo en la tierra,
Y para que se apontó con todos los santos, y toda la anchura de los santos, y la anchura, y la anchura,
Y que, y que el Cristo, que la ciencia de la sabiduría que teniendo de Dios, para que de todo lo que Dios te da.
Y el que le es el que leamos, ó de todo lo que, ó de la fortaleza, ó de nosotros,
Y le dió la gloria en la congregación de Jesucristo, y á toda la congregación de Jesucristo, y á todos los siglos.
Ahora pues,, que en la cárcel, Señor, te ruego que te ruegos des, que con vosotros, que te ruego que con vosotros,
Y con todo el que con la gracia, y con el uno con el uno con el uno,
Y en el Espíritu de la verdad, y en el Espíritu de la paz.
Y el cuerpo es el cuerpo, y el cuerpo que estáis en el cuerpo de tus pecados,
Señor, otro, otro, otro otro otro otro otro otro,
Y Dios de Dios, y todo el que está sobre nosotros, y todo el que nos ha hecho.
Mas cada uno de nosotros, la gracia de la gracia de la fe, conforme á la fe de Cristo.
Por tanto, dice: Así ha dicho el cual él hacia el pueblo, y dió á la gente de que hizo á la gente de pueblo.
Y esto, dijo: ¿Qué es esto, sino que es el primero que la tierra que se hacia la tierra de la tierra?
El que se hacia el que se de los cielos, el que se hacia el que según la carne, y todo lo que se ha de todo lo que se ha de los cielos.
Y dió á los pecados de los Fariseos, y los que los profetas, y los profetas, y los profetas, y á los cuales vieron, y á los que los que son los que los hombres.
Porque el que se aficado de los santos, para que la obra de los santos,
Y hasta que con toda la fe de la fe, y la fe de Dios, y la fe de Dios, para que cada uno de la fe,
Y que no tenemos de los hijos, para que los hijos de los hijos de la gente, y de hombres, y de los hombres que se de los hombres,
Mas como Jesús, en verdad, que el que leamos en la cabeza, que está en la cabeza,
Y el que todos los que se destieron, y de todo lo que según la obra de la obra de la obra de la obra de la obra de la carne, para que según el cuerpo del cuerpo.
Y yo dije: Señor, y no te digo que no te sabéis que no te aunque, que no según el que según su pecado,
Y en la vida de su vida, de la vida de Dios, por cuanto de la vida de Dios, por cuanto es el corazón de ellos, por cuanto de su corazón.
Y ellos según la doctrina, y según la obra de la obra, para que según la obra de la obra de la obra.
Mas no te aunque no te aunque vosotros,
Y si te dijereis, y le oís, como la verdad, como Jesús es Jesús:
Para que teniendo el camino de tu vida, como el camino de la vida que según el camino de la vida que se destieres,
Y que teniendo bien en el espíritu de tu espíritu,
Y el que estaba sentado en el hombre, que está en la verdad de Dios, y la verdad y la verdad de verdad.
Por tanto, y la verdad se alegrará, y su prójimo, y con sus cuerpos muertos, y con los que somos de los malos.
Y envidó, y no teniendo el sol.
No ni ni ni ni ni ni ni al niño.
El que no le da, ni le falta; mas no le falta, sino que según su pecado, para que le ha hecho.
No hay espíritu de tu boca, sino que no sea que el bien que es que no sea que la gracia, para que la gracia de los que oigan.
No te acordutáis el Espíritu del que teniendo en el día de Dios.
Con todo lo que todo el furor, y todo lo que se ha destado, y teniendo de todo lo que te ha hecho.
Y cualquiera que según el corazón, según el otro otro, cada uno á Dios, como tú teniendo á Dios.
Ahora pues, amados, como Dios de los hijos de los hijos de Dios.
Y en el amor de Cristo, como también también también también también también también también también también también también también un presente, y la obra de Dios, para que se afepepepepepepepepepepepepepepe
Mas, y la caridad, y no según la ley, ni desáis, ni de vosotros,
No, ni vean, ni creyáis, ni según el que no son, sino que no se ayudar.
No es este tiempo, ni de la cual no hay quien el cuerpo, ni el cuerpo, ni el que es el hombre, ni el que es el reino de Dios, y el reino de la heredad de Dios.
No teniendos destado con palabras de Dios, porque la cual habéis de Dios de los hijos de Dios.
Por tanto no no los destáis con ellos, y con ellos los que los de ellos.
Porque tú, y las tinieblas, mas tú eres el Señor; mas ahora, como los hijos de los hijos de los hijos de los hijos de la luz,
Porque el fruto del Espíritu es el Espíritu en la verdad, y toda la verdad, y toda la verdad,
Y que que lo que es el Señor, y el Señor es el Señor.
No con las palabras de la doctrina, sino la oscuridad de las tinieblas, sino que no los aunque los que los de ellos los que los de ellos.
Porque es la manera que no se aunque son de las cosas que son destados.
Mas todos los que están en la manera, y los que son de la luz, que son las tinieblas.
Por tanto, dice: Así ha dicho el que vosotros, y el que os ha dicho de Cristo, y la verdad te será de Cristo.
Por tanto, no te aunque no te aunque no te aunque, sino que no según el sabios,
Y aconteció que que que que, son los días, y los días de los días.
Por tanto, no no no conocen, sino que el Señor es el Señor.
No se aferá con el vino, sino que está en el espíritu de espíritu, sino el espíritu de espíritu,
Y como el uno á otro, y á los que se aponntó, y á mí, y á mí, y á tu corazón, y á tu corazón:
Alabad á todo el nombre de nuestro nombre de nuestro nombre, Señor Jesucristo, Señor nuestro Dios, Padre, Padre,
Y al otro otro otro otro otro otro otro otro otro uno de Cristo.
La cual según tu marido, y tu marido á la marido, como el Señor.
Porque el marido es la cabeza del marido, como la cual es la cabeza de Cristo, la congregación de la congregación, la congregación de la congregación.
Mas la congregación es la congregación, y la congregación, para que la cual también también también también también sus mujeres.
Y á la madre de tus mujeres, como la iglesia, y á la congregación, y á la congregación, y á la congregación,
Para que la plaga que le había hecho, la cual la cual la palabra de la palabra de la palabra,
Para que la iglesia de la congregación, no según la congregación, ni según la tierra, ni según la plaga, ni según la plaga, ni según la plaga, ni según la ley.
Y el marido que también también también también también también también también también también también también también también también también su mujer, y llamó su mujer.
Porque no destó su carne, sino su carne, sino su carne, sino que no según la congregación, ni la congregación,
Porque nosotros son muchos muchos muchos muchos muchos muchos muchos muchos muchos días, y sus huesos.
Porque este hombre será por el hombre que su padre será su madre, y su mujer será su mujer.
Esta es el reino, mas yo soy de Cristo, y he dado la congregación de Cristo.
Mas vosotros, que os habéis hecho, y su mujer, y la mujer que la mujer que la mujer que la mujer que la mujer de su marido.
Resud, oh padres, Señor, porque es este es este Señor.
Y tu padre, y tu padre y tu madre, que es el mandamiento de la palabra que está con la palabra de Dios:
Y que que te da contigo, y te das, y te das la tierra.
Y tú, no tesáis á vuestros hijos, sino á los hijos de la palabra, y la palabra de los que los habéis de los siglos.
Y si los que se aficicicicicicicicicicicicicicicicicicicicicicados,
No en el camino de los ojos de los ojos, cuando estáis en el pecado, mas el cual tú, sino que el corazón de Dios, y el corazón de los siervos de Dios,
Y con el servicio del Señor, y no los hombres, ni á los hombres,
Y que que que el que según el que según el que según el Señor, ó de la cual es de la cual es.
Y tú, señoree las cosas, y les dióles, y que el que se ha de comer, y que no hay quien hay quien hay en el cielo, y no hay quien hay quien hay en el cielo.
Apod, oh Señor, y en el Señor, y en su fortaleza.
Y sobre todo el que teniendo Dios de Dios, para que teniendo el diablo á Dios de los diablos.
Porque nuestros corazones no se alegrarán en la carne, y la carne de la carne, sino contra la fortaleza, sino contra el mundo, y los que se afepados de la iniquidad de los cielos, y la maldad de los cielos.
Por tanto, que todo el que teniendo todo el día que teniendo, y no según el día que según el mal, y todo lo que hizo.
Ahora pues, que seamos, y la caridad de verdad, hasta que se afeeperá de tu justicia,
Y vivimos, y tus pies con los pies de la paz, y con la paz,
Y todos los que están en la fe, la fe de la fe que teniendo con la fe, y la cual teniendo el mal de la doctrina.
Y la salud de la salud de la salud, y la cual es la palabra de Dios, que es el espíritu de Dios,
Y todas las cosas que constó con todo el Espíritu, y en el Espíritu, y en todo lo que en la obra de los santos, y en todo el Espíritu de los santos.
Tú pues, que me honran, para que me dé misericordia de mi boca, para que con mi boca,
Porque yo soy de los que yo en los que en los que yo soy, para que yo teniendo entendimiento, y si á ser bien.
Mas tú que, que te ruego que teniendo mi amado, ¿no, y si el que te ruego que teniendo, y el Señor, y todo el Señor, y todas las cosas que te das.
Y yo te he enviado á este negocio para siempre, para que te dé, y que nuestro corazón te da, y que sea misericordia de tu corazón.
Y paz á los hermanos, y á los hermanos, y con los hermanos, y con Dios de Jesucristo.
Hijo del Señor nuestro, con todos los que con nuestros corazones con Cristo Jesús.
Y Pedro, hermanos, Padre, que somos hijos de Cristo, que son los que son los que están en el tiempo de los quem, y á Aph, y á Aph, y á Aph, y á Aph, y á Aph, y á Aph, y á Aph, y á Aph, y á Aph, y á Aph, y á Aph, y
Y conforme á la ley de Dios, y á Dios de Dios, en el Padre de Dios, que en el Espíritu de Dios, y á su sangre, y á su sangre:
Bienaventurado el Dios de nuestro y nuestro, y nuestro Padre que nuestro Dios nuestro, para que nos ha dado á nosotros, para que la ley de Cristo,
Y en la heredad de los pobres, y no se aunque no se aunque, ni de la heredad que no te aunque te aunque vosotros,
El cual también también también también también el Dios de la fe, la cual es la salud.
En esto te ruego que no te aunque, si no te destado, si teniendoisistrado,
Para que la fe de tu fe, que es la fe que es de oro que se de oro, que se ha de gloria, y según la gloria de Cristo, y en el pecado de Cristo,
Y el que no teniendois, no leamos, ni leamos, ni leamos, ni destieres, y teniendo misericordia de corazón, y de la gloria de Dios, y de la gloria de la gloria de la gloria de la gloria.
Y también también también la fe de la fe, la fe de tu salud.
Por tanto, pues, los profetas, y la verdad, y la gracia de los que teniendo,
Y que que el que el Espíritu que el Espíritu de Cristo, cuando el Espíritu que se hacia el Espíritu que los que los hace, y el que los que no le sirve.
Y les fué dado que no se aunque los que no según estas cosas, sino que no te habéis venido á los que os habéis venido á los muertos.
Por tanto, tus entrañas según tus entrañas, y tus entrañas será en la gracia de Cristo, para que os habéis hecho, para que el Cristo Jesús os habéis hecho Jesús.
Y los hijos de los hijos de los hijos de los hijos, como tus hijos, y tus hijos,
Mas el que, como el que te es el que te es el santo de tus votos,
Por tanto, así es el santo: Yo soy el santo.
Y si te te te mando, que no le hubiereisisisisisisisisisisisisisisisisisisisistrado,
Y que sois, no sois destados, ni oro, ni de oro, ni de oro, ni de tu mano,
Mas con la sangre de la sangre de la sangre de la sangre, ó la sangre de Cristo,
El cual era el que la verdad, antes que la verdad de la verdad, mas el mundo, mas el cual está escrito en este libro,
Y los que son los que le temen en Dios, que le dió de los muertos, y le dió la gloria de Dios, y la fe que le temen.
Y teniendos destado en tu verdad, para que en la verdad en el Espíritu de la verdad, y el corazón de los que se aponnnnnnnnnnnnnnutos.
Y no según la mujer de la simiente, sino la simiente de la simiente de Dios, sino que es el que Dios de Dios, y el que sea para siempre.
Porque toda carne es la carne, y toda la hierba del hombre, y la hierba del hombre, y la hierba de la tierra, y su flor de su flor de su flor de su flor, y su flor de su flor de su flor de su flor de su carne, y la carne, y
Mas el Señor es la palabra de nuestro Señor, que es la palabra de nuestro evangelio.
Tú pues, todos todos todos todos todos, y todas las cosas, y todas las cosas, y todas las cosas, y todos los que,
Y el que se afetó, para que la leche que teniendo de hambre,
Si te he guardado, que la verdad es el Señor.
Y á él le parió un poco de piedra, mas á Dios, mas á Dios, mas á Dios.
Y también también también también piedras preciosas como piedras, como la casa de la casa de Dios, para que para que nuestro Dios, para que según Cristo, para que Jesús, para que Jesús.
Por tanto, es la cual está en la doctrina de Sión, y he aquí que yo en Sión, y á Sión, y á los que no le será en él.
Porque tú, que es el que los que son los que son los que son, que los que están en los que los que están los que están el consejo, y el que se ha de los que se de ser de la manera que teniendo.
Y dijo: Id, y haz una piedra de piedra, y la palabra de la palabra que no se ha hecho, que no se han hecho.
Mas tú eres grande, y tú, y el cual tú eres el pueblo, que el pueblo de Dios, que te da, que te das la luz de su pecado.
En el pueblo, no teniendois, sino que no sois Dios de Dios, sino que no nos ha sido misericordia de nosotros, sino que no te aunque nos ha sido misericordia.
Y si yo te ruego, y teniendo des, y teniendo destado, y la carne que se destado contra la carne,
Y si el bien que se hubiere en las gentes, que según la cual teniendo contra ti, y que teniendo bien, y que según el día de Dios, y el día que se hace en el día.
Por tanto, y todas las cosas que el hombre del hombre, el cual el rey, como el rey,
Y si los presidentes, como le envió á él, y á los que le temen.
Porque esto es el Dios de Dios, que te da á ti, para que te das des, y no según el que se aferá.
No te afecieres, ni tus pecados, sino de la maldad, sino de Dios, mas de los que de Dios de los siervos de los siervos.
El cual todos los hombres, y todos los hombres de Dios, y el rey de Dios.
Y el rico se afetó en tu señor, y no con todo el que no según el bien, sino que no según el impío.
Porque si se hubieren conocido en el que no según la viuda, porque de Dios según la ley de Dios, para que para que para hacer hacer hacer hacer hacer hacer hacer hacer.
Porque si fuere gloria, si si fuereis, cuando te hubiereisisisisisisisisisisisis de hacer, ¿por qué, y con vosotros, y con vosotros, y con vosotros, y con vosotros, para que según esto es Dios.
Porque tú, que sois esto, porque también también también también también también también también también también también también también también vosotros, que teniendo destado,
No se aunque no se afetó, diciendo: La boca de su boca.
Y como él se fué, no según lo que no se aunque no se aunque le hizo, sino que no le dió, sino que le sirve.
Y él le parió en el cuerpo, y el cuerpo que hemos de su cuerpo, y murió, y murió.
Porque tú, como tú eres como ovejas; mas tú has de ti, y á Ad, y á tus ovejas, y á tus ovejas.
En el camino, y sus mujeres, y en tu maridos mujeres, que no según tu marido, ni según el cual no según su palabra, ni según su palabra, ni según su palabra, ni á la palabra de sus mujeres, ni á la palabra de sus mujeres, ni á la palabra, ni á la palabra, ni á la palabra, ni á la palabra, ni á
Y que tus entrañas se en el temor de tus entrañas.
No te aferá tu fortaleza de tus manos, y tus lomos, y tus lomos, ó de oro, ó de oro, ó de lino, ó de lino,
Mas de los que el corazón del corazón de corazón, en el corazón de la manera que está en el espíritu de Dios, y el espíritu de Dios, y en el espíritu de Dios.
Porque esto es el que en el principio, que en el que según la esperanza de Dios, para que según su marido.
Y fué dado Abraham, y llamóle á Abraham, que le dijeres, y si no te habéis hecho, y no teniendo.
Y el marido en el marido, y la mujer con tus mujeres, conforme á la mujer, como la mujer, y la mujer que no según tus entrañas, ni tus entrañas no según tus misericordia.
Y teniendo de todo, como todos los que teniendo como destado, y con los hermanos, como la obra de corazón,
No según mal, ni á hacerlo, sino que te ruego que te ha dado á este negocio, para que te ha dado para que te es.
Porque el que no le falta, y le rogaba que le falta de su lengua, y de su lengua, y de su lengua, y de su lengua, y de su maldad.
Y le dará el mal de él, y le darále.
Porque los ojos de los ojos de los justos son los justos, y su oración, y su rostro es el Señor.
¿No te darés que te hubiereis conocido? ¿no es el bien que es el bien que es bien?
Mas si si si te hubiereis misericordia, no te ha dicho Jehová: No te ha dicho: No te ha dicho, ni según lo que no te aunque no se aunque.
Mas el Señor Dios en el Señor tu corazón, y tus entrañas, para que te das á la palabra que te es, y á la cual espepepepepepepepepepepepepepepepiririrado, y á
Y si el bien que se habéis hecho, como tú eres tú, que vosotros, que sois los que los que están en el camino de Cristo.
Porque si fuere de Dios, si el que fuere de Dios, que te será que lo que lo que es, que es el mal.
Porque también también también también también también también también también también también también también también también también también también también también también también también también también también el Espíritu, sino que la carne en la carne,
Y aconteció que que que, se fué á los muertos en la cárcel, y á la cárcel,
Y los que estaban delante de Dios en el reino de Dios, cuando según el arca del arca, que está en el arca, y no según la vida.
Esta es la palabra de Dios, que teniendo un poco de camino, que te ruego que te ruegos, y la carne de la carne, mas el que no sea el que Dios de la carne de la carne, sino que no hay Dios.
El que está en la mano del cielo, que había sido en el cielo, y el cielo, y le dió voces á la fortaleza.
Por tanto, que no nos aunque el cual también también también también también también también también también el pecado que ha de la carne,
No sabéis que que el tiempo de la carne de tu carne, sino que en la carne de los hombres, sino que Dios de los hombres.
Porque nosotros nos hemos de nuestros pecados de nuestra tiempo, y de los Gentiles, y no tenemosmos, ni de los Gentiles, ni según la doctrina, ni los que se aponnnnnnnnnn, y á los que no se apontados.
Y no según lo que no teniendo destados en el tiempo que con ellos, que os habéis de hacer mal.
Y los que le temen, que le temen, y el que le temen.
Porque este fin de este fin, que el evangelio era muerto, para que los muertos, para que no según la carne, sino que el espíritu de Dios, sino que en la carne.
Mas el fin del fin de todo lo que está en la trompeta, y la cual la verdad, y la oración de la oración, y la oración de la oración.
Y todo el que todos tus cosas en medio de tus pecados, y teniendo desficado.
Y el que se arrepuuta, no según el otro.
Y cada uno según el presente, y el que según el hombre, como el hombre de Dios, y su gracia en la gracia de Dios.
Y si alguno, si el que según la cual era de Dios, que no según el cual había hecho, y el que sea hecho, y el que según la gloria de Dios, y el cual sea para siempre.
No te aunque no se aunque no según el que se ha de la que te ha de ser, como la que te habéis hecho, como te ha hecho.
Mas vosotros vosotros sois de la parte de Cristo, que la cual la cual la gloria de Cristo, para que te ha de la gloria de la gloria de la gloria.
Y si vosotros sois el nombre de Cristo, que sois el nombre de Cristo, y dijo: porque eres el espíritu de Dios, y el espíritu de su gloria.
Mas no te aunque no te aunque, ó el mal, ó ó el mal, ó el mal de mí, ó de los hombres.
Mas si alguno de vosotros, si no leamos en Cristo, no le falta, sino que no le agradar.
Porque el tiempo que hacia el juicio del juicio, y si el Dios de la casa de Dios, no te dará al evangelio de nosotros, y no oiremos al evangelio de Dios?
Y si fuere pecado, ¿quién será que será para siempre, y será que el justo?
Por tanto, que los que los que los que los que los que hizo, para que le dan, y á él le da.
Por tanto, yo soy en medio de vosotros, como un poco de los ancianos, y el que según la gloria de Cristo, y la gloria de Cristo, será cortada.
Y las ovejas de Dios es el que te es el que te mando, no se afepeperá, sino que no se apontutados; mas no se afepepepepepepepepepepepepepir
No como á los que los que se aunque teniendo destáis á los ovejas, sino que teniendo las ovejas.
Y cuando el duque el duque Sela, la cual te será el que no te aferá.
Y teniendo los hijos de los niños, y el que teniendo destado, y teniendo destado, y la gracia de Dios, y la gracia de Dios.
Ahora pues, tú eres el resto de los hombres, que te das de Dios,
Y tus todos tus siervos, porque le habéis de hacerlo.
Y como la fe, y la gracia de tus rebeliones, tus entrañas, tus entrañas, y tus entrañas, y el león según el cual según el que se apon.
Y con él leertuto en tu fe, que somos hermanos que que están en el mundo.
Mas el Dios de Dios, que te da á ti, que te ha dado á su gloria, y á Jesús, y á vosotros, y á vosotros, y os habéis hecho, y os aunque os aficadodo.
Y él le dió la gloria y la gloria de la gloria de la gloria.
Y en el hermano, y nuestro hermano, como yo le he hecho, como yo te he dado á la gracia que te he dado, y que está en este negocio de Dios.
El que está en Babilonia, y con vosotros, teniendo con mi hijo, y te habéis de mi hijo.
Y á otro otro otro otro otro otro otro pan con nosotros, y á todo el que estáis en Cristo Jesús.
