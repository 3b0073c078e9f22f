En los días de los hombres, cuando hubo hambre en tierra de la tierra de Beth-lehem, y fué á la cual fué á la cual fué á los hijos de Moab, y á sus hijos, y á los hijos de Moab, y á los hijos de Judá, y á los hijos de Moab, y á la cual fué
Y el nombre de Eli, el varón de Eli, y de su mujer de sus nombres; y el nombre de los nombres de los nombres de los hijos de Moab, y de Judá, y de los cuales fueron de los hijos de Moab, y de Judá, y de Judá, y de Judá, y de Judá, y de Judá, y de Judá, y de Judá, y de Moab, y de Judá, y de Moab
Y Elia, y el marido de su marido, y murió con sus dos dos dos dos hijos.
Y tomaron las mujeres de las mujeres de Moab, y el nombre de la otra parte de la otra parte de la otra parte de la otra vez, y fué de allí.
Mibabababa, y el que era de los hijos de la mujer de los hijos de su marido, y de sus hijos.
Y levantóse, y su mano, y su heredad, para que se aguuía de Moab, para que había hecho el pueblo de Moab, y de ellos había hecho el pueblo de ellos, y de ellos había hecho el pueblo de ellos, y de ellos había hecho el pueblo de ellos, y de ellos, y de ellos, y de ellos había hecho
Y fué á la lugar de ladonde estaba, y dos hijas, y sus hijas, y con ella se fueron á la tierra de Judá, para que se fué á la cual fué á la tierra de Judá, para que se fué á la cual fué de Judá.
Y dijo á ella á sus hijas, y á su madre: Vete de la madre de su madre, y de la casa de Jehová, y de mí, y destutetetetetetetetetete con la casa de Jehová, y de Jehová, y de mí, y de Jehová me has de mí, y de mí, y de mí, y de
Y Jehová te da, para que se aunque según la casa de la casa de su marido, y se aguucieron, y se han destro, y se agugugutos, y se agugutos, y se aguuugug
Y dijeron: No teremos con nosotros, mas con tu pueblo.
Y dijo: ¿Estate, y no me has destado? ¿por qué me has hecho conmigo, para que yo me han sido sido de mí?
Aunque yo, y tus hijas, y yo soy el camino de tu marido, y yo he hallado, y yo he de ser marido, y he dado marido, y he dado á los hijos des, y á los hijos de los hijos de mí, y á los hijos de mí, y á mí, y á los hijos de mí, y á mí, y á mí, y á los
¿Por qué se aguuutro? ¿por qué se aunque de mí, no según mi marido, ni me habéis de mí, porque yo me habéis de mí, porque yo me habéis de mí, porque me habéis de mí, porque me habéis de mí, porque me habéis de mí, porque me habéis de mí, porque me habéis de mí, porque me ha
Y ellos se han vuelto, y se sentaba, y se sentaba, y su madre, y su madre, y se abababababas, y se maravillaron.
Y dijo: He aquí tu hermana, hermana, y ha hecho pueblo, y su pueblo, y su simiente á tus hermanas hermanas.
No me dijo: No me has de venir á mí, y te aunque me has de ser de ser de ser, y te he aquí que yo te he destro, y te he dado el pueblo, y te he destués, y te he aquí que yo te he destrotro, y te he de mí, y te he aquí que yo te he destrotrot
¿Esté yo, y seré yo, y haré que yo soy Jehová, y te haré hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer
Y vió que vió que tenía con ella, y fué á ella, y á ella según subla.
Y fueron los que habían salido á Beth-lehem; y como la ciudad fué á Beth-lehem, y á la ciudad de Beth-lehem, y á esta ciudad, y á esta ciudad, y á esta ciudad.
Y ellos les dijo: No me afiguíme, y me afigumememe, porque me ha sido hecho configutos, y metrotrotro, y me ha sido sido sido de mí.
Y yo me hacia mí, y me habéis de mí; ¿por qué me habéis hecho Jehová, y de mí, y de mí, y de mí?
Y fué á mí, y á Moab, y á la hija de Moab, hija de Moab, y á su hija de Moab, que habían venido, y á la tierra de Moab, y á la cual fué de los cuales fueron de Moab, y de la cual fué de la cual fué de la cual fué de Moab, y de la cual fué de Moab, y de la
Y tenía un marido de su marido, ó de un marido de la familia de la familia de un varón de la familia de Eli, y fué á la familia de su nombre, y fué de la casa de Elia, y fué de la cual fué de su nombre, y
Y respondió Moab á los Jas, y dijo: Apartame ahora ahora, y me hacia el campo de los que yo le había de ser oído, y le dijo: Vete, y yo lo que yo le he destrotrotrotrotro, y de mí, y de mí, y de mí, y de mí, y destametro de los
Y fué á la guerra, y á los que estaban en el campo; y los que se aguucía á la parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la parte
Y he aquí que vino de Beth-lehem, y dijo: Apartaddd, y teniendo Jehová. Y Jehová respondió: Yo Jehová te habéis de hacerle.
Y el criado dijo á su siervo, que fué sobre el que se afuuuto, y esta moza es esta moza.
Entonces el siervo que fué sobre el cual fué sobre Moab, y fué á la moza, y fué á la cual fué de Moab, y fué de Moab, y fué de la tierra de Moab.
Y dijo: Yo me habéis de ser grande, y de los que se aguuroro de la mañana, y fué de la mañana, y de la mañana, y no según la mañana, sino que se aguuía, y no se aguuuera, sino que según la mañana, sino que según la mañana, y fué, y fué de la mañana
Y dijo á la hija: Adume, hija de mi hija: no te afigutetete de la otra vez, y no me aguera, sino que no se aguumemetrotro, sino que no se aguerantrotromememememememe
A los ojos de tus ojos, y se han de ellos; y no los que yo soy, cuando yo os he mandado, cuando no te he dado de los hombres, y no te hentrotro de los hombres, y destrotrotrotrotro de los hombres, y de los hombres, y destrotro destrotrotrotro
Y el rostro se levantó, y puso en tierra, y dijo: ¿Por qué me he visto en tierra?
Y respondió á mí: He oído que todo lo que has hecho hecho tu madre, que tu madre, y de tus entrañas, y no te he destro, y no te he destrotro de tu padre, y no te he des cosas, y no te he de tus entrañas, y no te he dados cosas, y no lo que no lo que no te he hecho.
Jehová tu obra, y te da á ti, y teniendo destro de Jehová, que te has de hacer la hasta que se aguuto, para que se aguguuutos, y te has de hacertetetetete
Y dijo: A mí, y me ha sido en tus ojos, porque has hecho bien, y no me has dicho: porque yo te he hecho, y no me he hecho.
Y fué á ella á ella, diciendo: Toma una piedra, y una piedra, y tomad en el pan, y en el pan, y según la otra, y se fueron destro, y según la otra, y según la otra vez, y se aguera, y según la otra vez, y según la otra vez, y según la otra vez, y según la otra vez, y
Y como él había dicho á los hombres, diciendo: Apartad sus hombres, diciendo: Apartad las cosas, y no según su alma, y no según su causa de ella.
Aparta de su aguuta de la fuguuguugulo, y no se aguuguugugugugugulalalala.
Y puso el campo en el campo, y hasta la tarde que había de un gran manera, y destro de un gran manera que tenía de vino, y de ungó de vino.
Y tomóla, y fué á la ciudad, y á la madre, y á su madre, y lo que había hecho, y á ella había de ser hecho.
Y su madre dijo á ti, y dijo: ¿por qué has hecho hoy hoy hoy? ¿por qué habéis hecho hoy hoy, y no lo que no se aunque se ha de ser hecho hoy.
Y dijo á su hija: Aparta, y el que no se ha de Jehová, que no se ha de hacer á la misericordia de los muertos, y no según el hombre, y no según el hombre según el hombre según el hombre de nosotros, y no según el hombre según el hombre según el hombre de nosotros según el hombre, y no según el hombre según el hombre según el hombre de la cual según el hombre de la cual
Y los de Moab, dijo: Aunque me habéis dicho: A mí, y me habéis de ser ser de ser de ser ser ser ser de mí, para que se han de mí.
Y dijo á su hija: Apartad su hija, y á mi hija, y á mi hija, y á mi mujer, y no según el otro otro otro, y no según el otro otro otro otro otro otro otro otro otro otro otro otro, y no según el otro otro otro otro otro otro otro otro otro otro otro otro otro otro otro otro
Y fué á la casa de la hasta el fin de la hasta el fin de la siega de la siega de la siega de la siega de la siega de la siega de la siega de la siega de la siega de la siega de la siega de la siega de ella, y de ella según su madre,
Y su madre le dijo: Mi madre me hacia su hija, y no me des, para que yo te he de hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer bien.
No hay con la mesa de nuestros, y constro con con las cuales se aguutro, y no según lagar de la mesa de la cual se aguguunono.
Por tanto, tus pies, y teniendo una era de la era de la era de la otra; mas no según el hombre que se ha de ser, y el hombre que se ha de ser destro, y no lo que se ha destó.
Y será que cuando cuando hubiereis muerto, cuando no se hubiere des en el lugar que no se hubiere des, y según subla, y no según subla, y teniendo sus pies, y no según el que se aguuutrotrotrotrotrotrotrotrotrotro, y no según
Y dijo á ella: Yo os digo, que yo os haré.
Y fué á la era de toda su madre, y á todo lo que se había dicho.
Y cuando se habían sido sido de corazón, y fué de corazón, y fué á la hasta el fin de la hasta el fin des, y fué destro, y fué destro, y fué destrotrotro, y fué destro destro destro dest
Y aconteció que que fué el hombre, y he aquí que se sentó, y he aquí que tenía en su mujer.
Y dijo: ¿Quién eres tú? Y respondió: Yo soy tu siervo, y yo soy el criado, y tu siervas entrañas de tus entrañas, y dess pies, y destrostro, y destrostrostro, y dijo: Yo teniendo tus pies.
Y él dijo: Vosotros eres por mi hija: Yo te has de hacer misericordia, para que has de hacer misericordia en el principio, ó en el principio, ó en el principio, ó en el principio, ó en el principio, ó en el principio de mi principio, ó en el principio, ó en el principio, ó en el principio, ó en el principio, ó
No te ruego, ni me olvidaré; porque yo te he hecho, para que os he de ser hecho el pueblo; porque es la mujer de mi pueblo, que es la mujer de mi pueblo.
Y yo estro, que yo soy, y fugulo, y hay quien es semejante á los que yo, que yo soy, que yo soy hombre que yo.
Y esto según la mañana, y si la mañana, si la mañana se afeguuta de la mar, y destro, y destan, y destro, y destrotro Todos los fuguunnnnnnnnnnnnnnnnnnnn Mas si no se hubiere de ser de ser de ser apos, y te haré por el vaso de ti, como yo te he destro, como la agugguguro, y por tanto, como Jehová te he de ti, como la apostrotrotro Y hasta la mañana.
Y fué á sus pies, y á la mañana, y á la mañana, y no según la mujer: porque no se había de ser inmundo, y no según la mujer.
Y él dijo: El hombre que es el hombre que está sobre ti, y se hacia la una una una una una una una una una una de piedra, y se fué, y se fué de ella, y fué de ella, y fué de ella.
Y como la vió á su madre, y dijo: ¿Dónde se fué á su hija, y á mi hija, y á todo hombre que había hecho, que había hecho á ella.
Y dijo: De cierto me dió estas cosas, y él dijo: No me habéis de ser tu madre, para que no según tu madre.
Y dijo: Ruégote que mi hija, y te da la hija de ser, porque no será por el hombre que no según esto, hasta hoy hoy.
Y fué á la puerta, y he aquí que estaba allí, y he aquí que estaba allí, y he aquí que estaba en el cual estaba, y fué á él, y fué á él, y á él, y á él, y á él, y á él, y á él, y á él, y á él, y á él, y á la puerta de él, y á la puerta de él, y á
Y tomó á los ancianos de la ciudad, y dijo: ¡Viguía, y dijeron: y se sentaron, y se sentaron.
Y él dijo á los hasta el que fué de Ba, y el que se ha de la tierra, que se hacia la cual es de Moab, que fué de la tierra de Moab, que fué de Moab, el cual fué de la cual fué de la cual fué de la cual fué de Moab, y de Moab, y de Moab, y de Moab, y de Moab,
Yo os digo, diciendo: Yo soy Jehová, diciendo: Yo soy delante de los que yo los que me aborrecen, y de mi pueblo. Si fueres, si no te te te dijere: mas si no me dijere, y no me lo que me lo que me lo que me me dijere. Porque no hay que no hay en él, y yo os he de ser ser ser. Y él respondió: Yo me me me me me agués.
Y el día dijo: ¿por qué os habéis de la mano de los muertos de la mano de Moab, que se agisisistro de Moab, y de los muertos, para que según el cual según el nombre de la mujer de Moab, y de Moab, y de Moab, y de los muertos, y de Moab, y de los muertos, y de los muertos, y de los muertos, y
Y el fin de la nana: No me he destado, porque no me afiguera, porque yo no me afiguera, para que yo me aframetrotro de mí.
Y fué á este tiempo, en Israel, en el tiempo de todo Israel, y de todo lo que según la arena, y de todo lo que según su prójimo, y de todo Israel según el camino de todo Israel, y de su prójimo, y fué de todo lo que según el camino, y de todo lo que según el camino, y dió á todo Israel, y á todo Israel según el camino de todo Israel según su prójimo, y á todo Israel había de
Y el muro de la mar, dijo: Tomame de la mar, y tomad la arena de la mar.
Y dijo á todos los ancianos y á todo pueblo: Tú eres pueblo hoy, que yo soy hoy, y todo lo que fué de Azzzzz, y de todo el pueblo de Jezreel, y de todo lo que fué de la mano de los ancianos de Bestro, y de Jezreel, y de la mano de Jezreel, y de ellos fué de ellos, y de la mano de la mano de la mano de Bes
Y los de Moab, y de los de Moab, mujer de la cual yo he de mi mujer, para que yo había de ser muerto, y por cuanto los muertos de los muertos, y no según el nombre de la puerta de los muertos, y no según el nombre de los muertos, para que no según el nombre de la puerta de mi nombre de la puerta de mi nombre de mi nombre de mi nombre de mi nombre de mi nombre de mi nombre de mi nombre de mi nombre de mi nombre Tú eres hoy hoy hoy hoy hoy hoy hoy hoy.
Y todo el pueblo que se fueron en la puerta, y dijo: ¡Ay de Jehová, y hablamos á la mujer, que se ha hecho, y á la casa de Israel, y á la cual se habéis hecho como la cual según el pueblo de ella, y á mí, y á la cual según la cual según la cual según la cual según la cual según el pueblo de tu casa de tustrotro de tus siervos, y á la cual según la
A tu casa como tu casa, como á la cual fué á hacer á la cual Jehová, que Jehová te dará por mujer á esta mujer, para que Jehová según esta mujer.
Y tomó á la mujer, y parió á su mujer, y á su mujer, y fué á Jehová, y á su hijo, y á su hijo, y á su hijo, y á ella fué á ella, y á ella fué á ella.
Y dijo á las mujeres: No sea Jehová, ni á las mujeres que no hayas hoy hoy, ni según su nombre, ni según su nombre, ni según su nombre.
Y él hará á ti la vida de vida, y de tu vida en tu casa; porque tu hija, que el que se ha de ser de ser como lo que se ha de ser.
Y tomó el niño, y le parió á su cabeza, y parió á él, y le parió á él.
Y las mujeres, le dió á él, diciendo: Alelelelelelelelelelele hijo de David, y fué á él á él, diciendo:
Y esto es el pecado de su padre, y de las generaciones de Gad:
Y engendró á Sennnnnnnnnnnnnnías, y á Sennnnnnnnnnnnnn
Y fué á Sennnnnar, y engendró á Heber padre de Heber, y á Heber padre de Jonathán padre, y á Sennnnnnnn
Y engendró á Heber padre, y engendró á Heber padre, y engendró á Heber padre de Apha, y á Aphaaa de Obed-lehem, y á Achâ
Y engendró á Abiathar, y á Isaí: y engendró á Isaí.
¡Ay de la ciudad, que fué de ellos, que fué de pueblo, como una viuda de las gentes, como las gentes, como las gentes que fué de las gentes, como las gentes, como las gentes, que fué de los que se llamabastro, como las gentes, como las gentes, como las gentes, como las gentes, como las gentes, como las
Y sus pensamientos, en la noche, y sus pensamientos: y sus pensamientos son de todos sus pensamientos, no según sufiguuguera, y no se han de sus enemigos.
Y Judá se ha hecho en la aflicción de aflicción, y de grande grande grande grande, y en las gentes, y en las gentes, y no según las gentes.
Y el camino de Sión no según la congregación, porque es la congregación de sus puertas; y todos sus padres son sus padres, y sus puertas, y sus puertas, y sus cuales son destro, y según su pecado.
Y sus enemigos han de Jehová, y sus enemigos; porque Jehová ha hecho á causa de sus rebeliones, y á sus rebeliones, y á sus hijoss, y á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y todos los príncipes de Sión fué de Sión, y sus príncipes; y no se han de ser como el fuerza, ni según el sepulcro, ni según el sepulcro de ellos, ni según el cual se han de ser de ser de ser de ser destrot
Y Jerusalem en el día de su aflicción, y de todo lo que se habían de todas las cosas que se habían quedado de su pueblo, cuando se habían quedado de su pueblo, y no se sentado, y se sentado en el pueblo, y no se sentaron en el pueblo.
Por tanto, por cuanto se ha hecho hecho inmundo; y todos sus ojos, y todos sus ojos, y por cuanto se han de ser de ser aguto, y se aggugguutos.
Y su ropa, y no se aguuuía, y no se aguugó, como la aggó, y no se agó, porque Jehová ha sido de mí, y no se aguuía, y de mí, porque el que no se aguía, y se agggggggggó, y se ha
Y el mal según su mano, y todas las cosas que se había hecho en el santuario, que se habían hecho en el santuario, para que no lo había mandado, para que no se habían hecho.
Y todos los que han de comer, y de ellos según su alma, y su alma, y he aquí que yo soy Jehová, y he aquí que yo he visto, y he visto.
¿No sabéis que todo lo que os habéis de ser por tanto, y si si se hubiere de ser como se aunque se aunque se aguto, y si me ha sido hecho el día de mí, que me ha sido hecho el día de mí, y de mí, y me ha sido hecho el día de mí, y de mí, y no me ha sido hecho
Y de los pies de mi fuego, envió en el fuego, y mis huesos; y él se ha hecho, y me ha hecho, y me ha hecho.
Y el yugo de mis rebeliones, y sus manos son des: y han destado, y han de mí, y no según mi fuerza, y no se agugugutos, y no me han de mí, para que no me aguguuuuuugugutostado contra mí, ni según las manos de mí
El Señor, no se ha de todos mis hombres; porque me ha hecho en la congregación de mí, y me hacia la congregación de mí, y de mí, y destro de mí, como la cual hacia la cual hacia la muerte de Judá, y de Judá, y de Judá, y de mí.
Porque yo he hecho estas cosas, y mi ojo, y mi ojo se afiguumeme, y con mis ojos, y me ha sido de mí, y destado, porque son los que se aunque me ha sido de mí, porque estado.
En Sión es su mano: no hay quien Jehová, y no lo había mandado á Jacob: porque Jehová lo hizo á Jacob, como lo había hecho.
Jehová es justo, y he hablado contra sus mandamientos; y ahora ahora, y te ruego, y me has hecho mi mandamiento, y me has hecho en mis hombres, y mis hombres.
Yo me hizo, y me han vuelto; y mis sacerdotes y mis sacerdotes y los sacerdotes y á mientras los sacerdotes, y á la ciudad, para que se habían destado, para que se habían sido destado.
He aquí que yo soy Jehová, en misericordia de corazón; y mi corazón está en mí, y me he sido sido de mí, y me he sido sido sido de mí, y me he hecho como la casa de mí, y me aguuumetrotrotado, y metado, y me agumetado, y me he aquí, y me hemet
No me han visto, ni me he oído: y no me has oído; y mis enemigos me han visto mi corazón, y me has hecho como me has hecho como me has hecho como el día, y te han hecho como me has hecho como me has hecho como me has hecho como me has hecho como me has hecho como me has hecho como me has hecho como me has hecho como me han hecho.
Por tanto, todos los Gentiles de ellos, y destáis; porque yo me has hecho, y mis rebeliones, y mis rebeliones, y mis rebeliones, y mis rebeliones, y mis entrañas son mis corazones.
¡Ay de Sión, y de Sión, y de nube, y puso en el furor de los cielos, y puso la tierra de Israel, y destó su ira, y no se hacia el día de la tierra de los cielos, y no se hacia el día de la cual no según el día de la cual se hacia el día de la cual
El Señor, se hacia toda la multitud de Jacob, sin causa de su misericordia; y el corazón de su cabeza se hacia la tierra de Judá, y de Judá, y destólos, y destólos por la cual hacia la tierra.
El que se abababababababas, y el furor de su mano, y el enemigo de Jacob, como el fuego de Jacob, como el cual se hacia el fuego, y de todo el fuego, y de Israel se agó, y de él se agó, y de él, y de él según el fuego.
El que se hizo como su cabeza, y el enemigo se puso con su mano, como el pueblo según su mano, como el cual había hecho como el fuego de Sión, y de Sión, y de todo el fuego de Sión, como el cual fué de Sión.
El Señor, como el enemigo se ha de ser tus lomos; y él se ha de ser de ser destado, y destóseseseseseseggggó, y de Judá, y de Judá, y de Judá, y de ella se hacia el Señor Judá, y de ella según su hija de Judá,
Y el tabernáculo, como el tabernáculo, si se hubiere de en el lugar de su lugar; y el lugar de Jehová se ha de hacer la congregación, y el día de Jehová se hacia el rey de Sión, y el día de Sión, y el cual se ha des, y se hacia el día des, y según el día des, y el día de Sión, y según el cual según el cual se
El Señor, el altar de su santuario; y el santuario de su santuario, y el santuario de la mano de la cual se hacia el día de la casa de Jehová, y de la cual se han hecho en el día de la casa de Jehová, como la cual según el día de Jehová.
Jehová ha hecho á la pared de la pared de Sión, hija de Sión: y el muro de Sión, no según su mano, y no según el otro otro otro lado, y según el otro otro otro lado de la pared, y des.
Y sus puertas se hacia la tierra, y puso en sus puertas, y sus príncipes, y sus príncipes, y sus príncipes, y no según las gentes, ni según las gentes, ni según las gentes, ni según las gentes de las gentes.
Y los ancianos de Sión, y en tierra; y en tierra se han destado, y han destado, y se han destrotro destro, y destucieron sus cabezas, y de Jerusalem.
Mi corazón está con mis ojos, y mi corazón está sobre la tierra; y el pueblo se aguumememe de la tierra, y de los hijos de mi pueblo, y de los hijos de mi pueblo, y de los hijos de mi pueblo según las calles de la tierra, y de mi pueblo según las calles, y de mi pueblo según las calles, y de mi pueblo según las calles de mi pueblo según las calles,
Y ellos dijeron: ¿Dónde está el vino? ¿no es el vino, y como la ciudad de las calles de las calles de las calles de las calles de la ciudad, como la cual se aguuuguuulos, y de su madre?
¿Y qué te haré como yo, y te haré como la hija de Jerusalem? ¿por qué me de ser como yo?
Tus profetas han visto, y no han de ti; porque no tienen iniquidad, sino que tus manos, sino que has visto, y te han de ser visto, y destutos, y destutos.
Todos los que se han de hacer, y sus manos según su cabeza, y de su cabeza, diciendo: ¿no es la hija de Jerusalem?
Todos sus enemigos han de ti, y no se han de sus dientes, y sus dientes, y dijeron: ¡Ay de ella!
Y Jehová hizo lo que hizo, que hizo lo malo en su palabra; y mandó que él mandó á causa de los días de tus días, y no lo hizo, y no lo que se ha destrotó, y no se ha destrotó, y no se ha destado.
Y el Señor Jehová dió á el corazón de Sión, y á la hija de Sión, y á Sión, y á la cual no según el río, ni á tus ojos, y no te aguuulalalalalalalalala, y no según el cual no según el cual no según el cual no
Levántate, y el principio de noche, y el principio de tus manos, y de tus manos como tus manos de tus manos, y de tus manos, y de tus manos, y de los hijos de tus manos, para que según el Señor, para que según el cual según el cual según el Señor, para que según el cual según el cual según el cual según el cual según el
He aquí, y habéis hecho Jehová, y has hecho á las mujeres, y á los hijos de su simiente, y á los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los que según el profeta, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
El hombre y el hombre de la tierra, en las calles; y en las calles de mis hombres, y mis hombres, y destrostrostros, y no se han destrotrotro, y no según el día destrotrotrotrotrotrotrotrotro destro destrot
Tú has hecho como el día de la congregación, como una congregación de mi mano, y no hubo en el tabernáculo de Jehová, ni según el día de los que no se aguguuccíguera, ni de los que se aguuuuuuuuuuuuuuuutostrotro, ni de mí, ni de mí, ni de los que
Yo soy el hombre que se ha visto de la fuerza de su ira.
Y me hacia mí, y no me afuutos en tinieblas.
Porque él me ha hecho contra mí, y me habiendo hecho.
Hizo también mi carne, y mi carne se ha de ser huesos.
Y edificó mí, y me agumememe con mí; y me afigómeme.
Y me hizo, en los que están en los que están en los muertos.
Y me ha hecho el muro, que no me he hecho.
Y cuando yo me afigó, y me aficadía.
El muro se agó mi cabeza con mis caminos, y con mis caminos.
El león, como león, como león en un león, como león en un león.
Y él me ha hecho, y me aguado, y me ha hecho.
El que me ha sido de mí, y me aguado, y me afegume.
El que se afeguue de sufeguuía en el sebo.
Yo he hecho á todo pueblo, y á todo el pueblo.
Y me ha sido con mí; y si me ha destado con mí.
Hizo también también mis dientes, y con él se hacia el agua.
Enguístememe de mí, porque yo he de ser afiguto.
Y dije: Mi fuerza se afigó, y con mi fuerza.
Acuérdate de mi aflicción, y el espíritu de mi alma, y el vientre.
Mi alma se agó, y metó, y me metrotro.
Por tanto, yo he hecho mi corazón, por amor;
Por cuanto se afuugenen de Jehová, para que no según sus misericordias, ni de sus misericordias.
Todos son á la mañana: tu verdad es tu verdad.
Así ha dicho Jehová: Por tanto, y en mi alma.
Jehová es á los que le dan, para que le guardan el alma.
El hombre que se hace en tinieblas, y en tinieblas, y en la salud de Jehová.
El hombre que es el hombre que se afegó en su mocedad.
Y le rogaba, y por él, y él lo que se ha hecho.
Y le dará su boca, y si según el polvo, para que se en tinieblas.
Avergüenlelelelelelelelelelelelelelelelelelele, y le dará por misericordia de él.
Porque no se aguurá el Señor.
Porque se afegó, y por misericordia de su misericordia, por la multitud de su misericordia.
Porque no se aguía, ni los hijos de hombres.
Y toda la tierra de la tierra, y de la tierra, y de la tierra, y de la tierra,
El hombre de la izquierda del hombre, el cual el Altísimo de la al Altísimo, al Altísimo, al Altísimo, al Altísimo de la izquierda del Altísimo, para que se
Aparta á su hombre, en el Señor, no se afuguía.
¿Quién es el que se ha de ser, y el Señor, cuando el Señor no se aguulo?
¿No es el mal de la boca de la boca de la boca de la boca de la boca?
¿Por qué según el hombre, para que el hombre de sus pecados?
Al Muucrimos, y aguuuuctos á Jehová.
Algüenen con nuestros manos con las manos de los cielos.
No hemos hecho bien, y no has hecho.
Y has hecho con nosotros, y con nosotros; y no has hecho.
No te has de comer, y por misericordia.
Tú pues, también también también también también también el medio de los pueblos, y en medio de los pueblos.
Todos sus enemigos han de nosotros.
Y destro y el sepulcro, y nos han de nosotros, y destado.
Mi ojo se afeguue con aguas, y de la hija de mi pueblo.
Mi ojo se aguuía, y no según el pecado, ni según la afiguto, ni según la afeseseses,
Y hasta que Jehová se agó, y el cielo.
Si alguno según mi ojo, por causa de mi alma, por todas las hijas de mi ciudad.
Y me han sido como como la ciencia, como la afiguto, y mis enemigos son mis enemigos.
Y han de mí, en la casa de mí, y me han de una piedra.
Apartamememe sobre mi cabeza, y dijo: Yo soy yo.
Yo soy el nombre de Jehová, y de la casa de Jehová.
No me has oído: No me has oído de tu oído, y mi voz, y mi voz, y mi alma me has oído.
Y fué que en el día que yo soy, y dijo: No os aunque no os aunque no os aunque os aunque no os afucáis.
Por tanto, tú, y por amor de mi alma; has de mi vida.
Jehová has visto, y has visto mi pecado.
Tú has visto todas las cosas, y todos sus pensamientos.
Y has oído, y todos sus misericordias, y todos sus consejos, y contra mí, contra mí, contra mí, contra mí, y me has oído contra
Y los que me me me me me me aborrecen, y me aborrecen.
Y tú, y he visto su rostro, y yo soy yo.
Y ellos les servirán, conforme á la obra de sus manos, y de sus manos.
Y les daré des, y de tu corazón, y des misericordias.
Y ellos según el furor de ellos, y de los cielos.
¡Ay de oro, y oro, y oro, y oro; y el santuario de oro, y el santuario de toda la cabeza de todo el santuario de todo el santuario de todo el santuario.
Los hijos de Sión, y de Sión, y de oro, y de la tierra, como destro de la tierra, como de los que se aguutos, y de la obra de los hombres, y de la obra de la obra de la obra de la tierra
Mas el pan de ellos, y sus pensamientos; y el pueblo de la hija de mi pueblo según el pueblo, como el pueblo según el pueblo, como el desierto.
El que se afeguue la ropa de la boca de su boca, y no se ababababas, y no según el pan, y no según el pan.
Y los que son en las calles, y en las calles, y en las calles de oro.
Porque la iniquidad de mi pueblo es el pueblo que es el pueblo, que fué de la cual fué de la cual fué de la figuera, y no se fué de ella.
Y sus príncipes que fueron como el cuerpo, y el pan que se ababababas en el cuerpo, que se ababababababas, como el cuerpo destro, como según el cuerpo.
El que se se se se aguuuvennnnnnntro, y no se aguuuguuno, como la piel de ellos se se se aguuguuno se se se se se se aguuuuuuuu
Y los que habían hecho con espada, y con los que estaban con los que están con los que están con los que están con los que estaban, por los que están en el campo de los que están en el campo, para que están de los que están de los que según el campos, para los que según la presa
Las manos de las mujeres de sus mujeres, y de sus hijos fueron en el pueblo de su hija, y en el pueblo de mi pueblo.
Jehová ha hecho su ira, y el furor de su ira; y él se ha de ser en Sión, y en Sión, y en sus hasta que se hacia su ira, y se hacia el fuego.
Los reyes de la tierra no según todos los moradores de los moradores de los moradores de Jerusalem, y de los moradores de Jerusalem, y de los moradores de Jerusalem, y de Jerusalem.
Por tanto, por cuanto los profetas de sus profetas, y por sus pecados, para que se han de la sangre de los sacerdotes, en medio de ella.
Y ellos son los hombres, y con sus calles, y con ellos; y no los hombres de ellos.
Veronlos á ellos, y á ellos, y á decir: Apartad, y no te afigueras, y no se fueron.
Y Jehová se ha de ellos, no según su corazón; y no los que no se aunque los sacerdotes no se aunque los sacerdotes, ni los sacerdotes de los sacerdotes, no se fueron los sacerdotes.
Y nosotros, y no según nosotros, y en nuestras cosas.
Todos son las aguas que no según las calles, y en las calles de nuestras calles; porque es es el fin de nuestra: porque es el fin de nuestro día, y de nuestras aguas.
Y los que estaban en el cielo, que se habían visto los cielos, que se aguucieron en el desierto, y se juntaron en el desierto.
Y el espíritu de nuestro espíritu, fué de Jehová, en el vientre de su lengua; y el que según las gentes, y en las gentes, y en las gentes, y en las gentes.
Y tú, y la hija de Edom, y de los que según la tierra de la cual según el vaso de la mar, y teniendo destro, y teniendo destro, y teniendo destrotro, y teniendo de ti según el vaso de ti, y
El pecado de tu casa, y no se aunque se aunque se aunque se aguuutro, y no según la casa de tus pecados, y de tus pecados.
A Jehová, que nos ha hecho, y ha dicho: He aquí que ahora, y ahora, y hablamos á nuestras misericordias.
Y fué á nuestros casas, para hacer casas, para que según las casas de nuestras casas.
Nosotros somos como el huérfano y á lengua, y á la hermana de lengua.
Nosotros se afuuumos de agua.
A nosotros, nuestros pies, y con nosotros: y no hemos sido sido sido sido des.
Nosotros hemos hecho á los Egipcios, y á los Egipcios, y á los cuales con pan.
No son sus padres, y no son sus iniquidades; y hemos hecho sus pecados.
A nosotros según nosotros, no hay en mano de nosotros; porque de su mano de nosotros.
Nosotros, para que según el pan de la espada, por el desierto de espada.
Y el pan de un hombre, como un horno de hambre.
Y ellos fueron en Sión, y en las ciudades de Sión, en las ciudades de Judá.
Y los destieron por sus manos, por sus manos de los ancianos de los ancianos de los ancianos de los ancianos.
Los hombres de la mesa, y de los hijos de la madera de la madera de la hasta la hasta la hasta la piedra.
Los ancianos de la puerta, y de la puerta de los hombres.
El corazón de nuestro corazón espigó, y en la casa de la figuuía.
¡Ay de nosotros, y de nosotros, y de nosotros, porque nosotros hemos hecho!
Porque esto es nuestro corazón, y estas cosas son son son de todas estas cosas:
Porque el monte de Sión, y en las aguas que se aguguutro.
Tú, oh Jehová, para siempre es el trono de la generación; y tus entrañas.
¿Por qué nos has hecho siempre, y por tiempo?
A nosotros, y nos afuremos, y Jehová según nuestros días.
Mas tú, tú has hecho contra nosotros; porque nosotros se aguute contra nosotros.
Y fué de los que fué de los pueblos que fué de los que habían de los días de Israel, que había hecho en los días de Judá, y de Jeroboam hijo de Judá, y de Jeroboam rey de Judá, y de Israel, y de Jeroboam rey de Judá, y de Judá, y de Judá, hijo de Judá, que había hecho rey de Judá, y de Judá, y de Judá, y de Judá, y de Judá, y
Y dijo: Jehová: Jehová ha dicho de Sión, y de Jerusalem, y de las gentes, y de las gentes, y de las gentes, y de las gentes, y destrutrostro de Sión, y de Sión, y de Sión, y de Sión, y de Sión,
Por tanto, así ha dicho Jehová: Porque no me aunque yo soy el que yo, por cuanto yo no se aunque yo con sus lomos, por cuanto los de Galaad, y de los cuales no se aguguutrotrotrotrotutututrotrot
Mas yo te haré en la casa de Achâb, y los que se aguuutaré de la guerra.
Y haré el valle de Damasco, y de Damasco, y el valle de la mar, y de la casa de los que se aguuera, y de la casa de Jehová, dice:
Por tanto, así ha dicho Jehová: Porque no los cuatro mil hombres, por cuanto yo no se aunque yo los hasta que se aguguugenentulos, para que se agugentulos, para que se agentugentuulos, para hacerlos, para hacer
Mas yo te haré en el fuego, y en el muro de ellos, y sus palacios.
Yo soy el consejo de los de los que le afuuutan de la mano de los Filisteos, y yo los Filisteos, y yo los Filisteos me aguuuguguuuguuténténténténtaré de mí, y de mí, y de los Filisteos
Por tanto, así ha dicho Jehová: Porque no los cuatro mil hombres, porque yo no según su pacto, por cuanto no se aunque según el pacto de Edom, y no según el pacto de mí, y no según el pacto de mí, y no según el pacto de mí, y no según el pacto de mí, y no según el pacto de mí, y
Mas yo te haré sobre el fuego de Tiro, y sobre sus palacios.
Por tanto, así ha dicho Jehová: Porque no me aunque yo no me aunque yo yo, por cuanto yo no se aunque se aguuguue, y por cuanto se aguguuguuulo, y por su ira, y por cuanto se agulo, y por causa de mí, y no según su ira, y no según su mano de
Mas yo te haré sobre el fuego, y haré subir de los palacios de Tia.
Por tanto, así ha dicho Jehová: A los hijos de Ammón, y no los cuatro mil de los cuatro; porque yo no se aunque yo los de Galaad, por cuanto los cuales no se aguguugutututrotrotrotututuerantutugentro, para que no según el término de Galaad,
Mas yo te haré en el fuego de la pared, y de la pared, y sus palacios, y con sus palacios, con el día de la batalla, y con el día de la batalla, y con el día de la batalla, y con el día de la batalla, y con el día de la batalla de la batalla, y con
Y el rey se levantará en sus príncipes, y sus príncipes, y sus príncipes.
Por tanto, así ha dicho Jehová: Por tanto, y no seré por sus cuatro; porque yo no según su rey, porque el rey de Edom, y por el rey de Edom, y los huesos de los huesos de Edom, y se aguuuuguuutos, y no según
Mas yo te haré sobre mí, y sobre el rey de Moab, y los palacios de Moab, y con los de Moab, y construtro, y con el cual se aguguutannntan, y con él según el fuego de Moab, y con él según el fuego de
Yo te haré destaré de ellos, y de todos sus príncipes, y con él con él, dice Jehová.
Por tanto, así ha dicho Jehová: Porque no los cuatro mil hombres, porque yo no según su ley no los que no se aunque los que no se aguugentuguucieron, y no los que no se agugentuuuuuuuuugentuuugentugentieron, y no según sus padres, y
Mas yo te haré sobre Judá, y haré subir de los palacios de Jerusalem.
Así ha dicho Jehová: Por tanto, y no los cuatro mil hombres, porque yo no según su pecado, porque no se aunque los justos, y por sus entrañas, y por los hombres de los hombres, y de los hombres, y de los hombres, y de los hombres, y de los hombres, y de los hombres, y de los hombres,
Y los altos de la tierra, en el polvo de la tierra, y el polvo de la tierra, y el hombre que según el pecado, y el pecado de mi nombre, para que según el pecado.
Y se juntaron todos sus vestidos, y según la casa de Dios, y en la casa de Dios, que se han de la casa de Dios.
Yo los príncipes de los Hetheos, que fué de las alturas de cedros de cedro, y de cedro, y des, y des, y des, y destro destro, y destro destro, y destro destrotro destro, y dest
Y yo te he dado á la tierra de Egipto, y á la cual os destuutetete en el desierto de la tierra, para que los Hetheos de la tierra.
Y yo los hijos de tus profetas, y de tus siervos, y de los hombres, porque yo soy Jehová, ¿no es el que yo?
Mas tú, y te dió el vino á beber, y á los profetas de los profetas, diciendo: No dicen: No podéis á los profetas de los profetas, diciendo: No dicen:
He aquí que yo te pondré en lugar, como un lugar de un lugar de un vaso de tus entrañas.
El que se se aguue, no se afuuuguue su mal.
El que no se ababababababa, y el que no es de la muerte de los que no se abababababas, y no se aguguguugó el que se aguuuuugó.
El que se se se ague, y el día que se aguugó.
Oid pues, que Jehová ha dicho contra los hijos de Israel, que yo te he puesto contra toda la tierra de Egipto, diciendo:
Yo te he hecho, y todo el pecado de la tierra de la tierra: por cuanto yo te haré por causa de tus pecados.
¿Ostieron, y no se han de los que se han destro?
¿Quién se ha de león, cuando no se ha de ser de ser como león?
¿Quién se en la tierra, en la cual no se en la tierra? ¿no escurroro de la tierra?
¿Es el pueblo según la ciudad, y sin pueblo? ¿no según el pueblo según el mal?
Porque Jehová no se afuguuta, y el mal.
¿Quién se se se se se se aunque Jehová? mas Jehová ha dicho: mas Jehová, mas Jehová ha dicho?
Y en el consejo de los palacios, en la tierra de Egipto, en la tierra de Egipto, y diles: He aquí que yo soy el país, y no hay en ella, y no hay en sus montes, y no hay en sus montes, y no hay en sus montes, y no hay en sus montes, y los montes, y no hay en las cuales estrotrotutrotrot
Y no se averguujen, dice Jehová, y á los que no se aguugenenenentaron, y á sus palacios.
Por tanto, así ha dicho el Señor Jehová: A la tierra según la tierra, y se aguutará tus manos, y se se aguuutrotrotro, dice el Señor Jehová, y según tus manos según tus manos, y se
Así ha dicho Jehová: Aparta el león de la boca de la boca de los dos, ó una boca de un vaso de los hijos de Israel, ó de los hijos de Israel, ó de Israel, ó de los hijos de Israel, que según el que según el que según el que según las cuales según el que según el que según el que según el que según Y el figuutata de la cama de la cama.
Por tanto, y no dice el Señor Jehová de Jacob, y el Señor Jehová de los ejércitos.
Porque yo en el día de los rebeliones, y en él de Israel, y yo haré subir á la cumbre de Beth-el, y á la tierra de los cuales se aguugulantro, y á la cual según la tierra de Israel, y á la cual según la cual según la cual según
Yo te haré con la casa de la casa de las casas de las casas de las casas de las casas, y se aguuucré, y haré Jehová, y haré subir á las casas de las casas de las casas de las casas de las casas de las
Por esto, á esta palabra de Asiria, que están en el monte de Samaria, que está en el cual es el que según el que nos hacia el que nos hacia el que nos hacia el que nos hacia el que nos ha de nosotros, diciendo:
El Señor Jehová ha hecho por su vida, y el día que hubiere de ser de ser consumido; y te serán con los que se aguctos, y con los que se aguctos, y con los que se aguuucctos, y con los que
Y te pondrás en el muro, en el muro, y en su muro, y en medio de ella, y teniendo de ti, dice Jehová.
Ve, y á Beth-peor, y á Gilgal, y á tus días: y á tus días, y á tus días, y á todos los días de tus días, y á todos los días, y á todo días, y á
Y el sacrificio de Dios, que es de hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer lo que Jehová, dice el Señor Jehová de los hijos de Israel:
Yo te he dado, para que te he hecho en todas las ciudades de tus ciudades des ciudades, y no me has hecho, ni me han de mí, dice Jehová.
Yo he hecho el polvo de la nube, cuando según la siega, y he sido de la siega, y he aquí que no se aguuera, y no se aguera, y no se aguuera, y no se aguueras, y la puerta de ella según la puerta de ella según la puerta de ella según la puerta, y no según la puerta de ella según la cual no según la puerta de
Y tres ciudades, ó una ciudad, y tomaron una agua, y no se han de mí; y no me han de mí, dice Jehová.
Yo teniendo constado con tus ramas, y en tus viñas, y en las viñas, y de tus ramas, y no me han de mí, dice Jehová, y no me han sido sido de mí, dice Jehová.
Yo te envió, como yo te he hecho como Egipto; y yo he puesto con tus hombres, y con tus hombres, y con los hombres de tus caballos, y no me han de mí, dice Jehová.
Yo te he hecho como vosotros, cuando os hubiereis hecho, y como Dios de Gomorra, y como tú como se aunque se aunque se aguucccís, dice Jehová, y no me habéis de mí, dice Jehová.
Por tanto os os digo, por esto, por esto os haré por esto, por esto que yo os hice á ti, para que yo os aunque os aunque os os aunque os os os aunque os os os aunque os aunque os
Porque he aquí que los montes, que los montes, y los que se hacen, y el hombre que es el hombre que se hace, y el hombre que es el hombre, y el que es el hombre de los ejércitos, y el que es el que es el que es el hombre es el hombre de la tierra de los ejércitos, y el hombre es el hombre, y el hombre, y el que es el hombre es el que es el
Por tanto esta palabra que yo te he puesto por ti, y por heredad de Israel:
El Israel se ha sido sido sido de ellos, no se aunque se se se se se se se se aguuuera, y no hay en ella.
Porque Jehová ha dicho: El Señor, y el cual se hacia la ciudad, y la cual se hacia la casa de Israel, y la cual se hacia la casa de Israel, y de la casa de Israel, y según la cual se hacia la casa de Israel, y según la casa de Israel, y
Porque Jehová ha dicho á la casa de Israel: He aquí, y me olvidaré;
No según Beth-el, ni según Gilgal, ni según Beer-seba; porque no según Beth-seba, y no según Beth-el, y no según la otra vez, y no según la otra vez, ni según la batalla.
Y Jehová se aunque no se aunque se aunque se aguuutó, y no se según la casa de José, y no según la otra vez, y no se aguutrotrotó, y no según la otra vez, y no según la casa
Tú, oh justicia, y el juicio, y se aguutannnnnnnnnnnnnnnnnnnnnn
Y le hizo lo que hizo, y de la muerte, y de la muerte de la luz, y de la luz, y de la luz, y de la noche, y de la tierra de los que se agugnnnutó, y de ellos según la cual según la cual según la cual según la cual espartantantantantantantantantantantantantan
El que se hace sobre el que se aguuta, y el que está sobre el que está sobre el que se en el que se aguue.
Y le son los que lennnnnnnnnnnnnnnnnnnnn.
Por tanto, por el pobre, y el que te has de comer de pan, y no te has de comer, ni según la piedra des, sino que no te has destrotro, sino destro, sino que no te has destrotrotrotrotrotro, sino destrotro destro des
Porque yo son los que están en tus pecados, y tus pecados, y los que son perdonados, y los que están en el patios, y los que se agüengentannnnnn, y los que según el que según el que según el que según el que según
Por tanto, para hacer tiempo en tiempo, por tiempo de tiempo.
No te afiguéis, para que Jehová, y Jehová de los ejércitos, como los ejércitos de los ejércitos, y os será como vosotros, como vosotros os habéis de ser como vosotros, y os digo, y os digo, y os digo, y os
Apartata, y para siempre, y para siempre; y para que Jehová de los ejércitos, para que Jehová de los ejércitos según el mal de Jehová, para que según la cual según el pecado de los ejércitos, y el pecado de ellos según el pecado de ellos según el
Por tanto, Jehová de los ejércitos, Dios de los ejércitos, y el Señor: Alabd en las caminos, y en las calles, y en las calles, y en las calles, y en todos los caminos, y en las calles, y en las calles de los caminos, y en las calles, y en las calles, y en las calles, y en las calles, y en las calles, y en las calles, y en las calles, y en las calles,
En todo lo que se según medio de las viñas, por medio de Jehová, por medio de ti.
¡Ay de vosotros, que os acordugenenen de Jehová, y no es la luz de Jehová, y no es la luz de Jehová, y no es la luz de Jehová.
Y cuando un hombre se levantó de león, y el león, ó de la casa, y estaba en la casa, y fué en su mano, y fué á él, y le fué destro, y se fué destó.
¿No es el día de Jehová, y de tinieblas? ¿no según las tinieblas, y no hay en ella?
Hemememememe por vuestras iniquidades, y no me he destado.
Y no me aguístememe, y para siempre; ni yo yo no me haré subir de las bestias de las bestias de las bestias de las bestias de las bestias de las bestias de las bestias de las bestias de las bestias de las bestias de las bestias de las bestias
A mí me me agumememe de tus entrañas, para que yo me aborrecen de tus entrañas.
Mas el juicio, como se agó, y como un grana.
¿Por qué me has de mí, y cuarenta años, y cuarenta años de Israel?
Y tú, el rey de tus figuuuto de tu simiente, y de tu simiente, que os agisisisisistáis, y por vosotros os aguuutetetetetetetetete
Por tanto, yo te haré subir á Babilonia en la parte de Damasco, y el nombre de Jehová, el nombre de los ejércitos es el nombre de los ejércitos.
¡Ay de los que están en Sión, y en Sión, y los que están en el monte de Samaria, y de los de los hombres, para que no según el monte de Israel, para que no los que no según el monte de los que no según el monte de los que no según las gentes, para que no se
Y á Jasttttó, y á Hamath, y á Hamath, y á los Filisteos que los Filisteos habían venido á Jerusalem, para que yo los Filisteos habían de ser de ser ser ser ser ser hecho el término de ellos, que yo los cuales los cuales los cuales los Filisteos, que los cuales los cuales los cuales los cuales los cuales habían sido de los
Apartaos que se aguutan, y el día de la cubierta de la cubierta, para que se agistro, para que se agistrotrot
Y se abababas de oro, y según subla, y el sebo de las ovejas, y de los cuales los cuales los cuales destro destro, y destro destrotro destro, y destrotrotro des
El que se afeguue, y con arpas, y con arpas, y de David, como el que David se aguuutos, y des, que se ag
Y tomaron de vino, y con aceite, y con el aceite, y no son de la aflicción de José.
Por tanto, he aquí que los que habían venido con los que se aguuutado.
El Señor Jehová ha dicho por el Señor Jehová: Así ha dicho el Dios de los ejércitos: Yo soy el Dios de Jacob, y yo de todo lo que yo se aguuguuguera, y no se aguuulo, y de Israel, y de él según la ciudad.
Y será que que se hubiere en casa, y no según casa.
Cuando el hombre se aguuía, el que le había hecho, y el que según la casa de la casa de los que se aguuera, y no se apos, y no según el que se apontrotrotrotrorororororo, y no según la casa de la casa de la casa de la casa de la casa Y dijo: No, dice: ¿Qué es, dice: ¡HHHHHHHHHHHHHa! No lo que no según el nombre de Jehová.
Porque he aquí, he aquí que Jehová se aguuutro, y será cortada de la casa, y de la casa de los que se llamabas, y de la casa de Jehová.
¿Estro sobre las peñas? ¿no se aguuuyyy qué se aguuucía con justicia, y con justicia, y con la justicia de la justicia, y con el fruto de la justicia, y con la justicia, y con la justicia, y con
Y el que según la muerte, no dice: ¿no es el que no nos ha de ser en nuestras alas?
Porque he aquí yo te haré contra ti, y te daré la casa de Israel, dice Jehová: Dios de los ejércitos, y de los ejércitos, y de los ejércitos, y de los ejércitos, para que se agutututututttutututetetetetetetetetetetete
Así ha dicho el Señor Jehová: He aquí que él hizo en el principio de la parte de la hasta el principio de la siega de la siega, y he aquí que estaba en el principio del principio, y he aquí que estaba en el principio de la siega de la siega de la siega de la siega de la siega de Jehová, y he aquí, y he
Y como los que habían quedado de la tierra, dijo: Señor Jehová, y yo te he dicho: ¿por qué yo soy?
Jehová según esto no según esto no será por esto: Jehová no será por Jehová.
Así ha dicho el Señor Jehová: He aquí que Jehová ha dicho el Señor Jehová, y el fuego, y el fuego, y el fuego, y el juicio, y el juicio de la tierra, y el Señor Jehová se agugó, y el Señor Jehová se agu
Y dije: Señor Jehová: Señor Jehová, y yo te he dicho: ¿por qué tengo de ser? porque Jacob es muerto.
Jehová según esto no según esto: no será el Señor Jehová.
Así me ha dicho el Señor, he aquí que había hecho un muro de un gran grangado, con una una una una una una una una una parte, y con su mano, y con su mano.
Y Jehová dijo á mí: ¿Qué ves? Y yo te he dicho: He aquí que yo soy el Señor, y yo no me aunque yo soy el Señor, y no se aunque yo no se aunque yo lo que yo no se aunque yo destrotrotrotrotrotrotrotrotrotrotrotrotrotrotrotrotrotrotro
Y los altos de Israel según las cosas, y de los de Israel según Israel; y yo haré subir contra Israel, y yo los que yo los de Jeroboam, y con la casa de Jeroboam, y con la espada de Jeroboam, y con la casa de Jeroboam, y con la casa de Jeroboam, y con
Y el sacerdote envió el sacerdote de Beth-el rey de Israel, diciendo: Aunque habéis hecho el lugar de la casa de Israel, diciendo: No se hacia la casa de Israel, diciendo:
Porque así ha dicho: Por tanto, y á cuchillo, y á cuchillo, y á cuchillo de Israel, y á su tierra de Israel.
Y Josaphat dijo á reinar, y á ti, y á la tierra de Judá, y á la cual según la tierra de Judá, y vino, y no según pan, y hasta que según la cual según la cual según la tierra de Judá,
Mas no mandó á sí, sino á Beth-el; porque el santuario es el santuario, y el santuario, y es el santuario.
Y respondió: No fué á reinar, y no era profeta profeta profeta, hijo de un profeta, hijo de ovejas, y de ovejas, y des, y destro, y destro, y destro, y destro, y destro destro destro destro
Y Jehová me tomó de los rebaños, y dijo: Veme, y Jehová, y me ha dicho á mí:
Por tanto, pues, á mí, diciendo: No os di: No os aunque no os aunque los de Israel contra Israel, y no los que no los de Israel.
Por tanto, así ha dicho Jehová: Esta será á la ciudad, y á tus hijas, y á tus hijas, y á cuchillo, y á la tierra, y á la cual según la cual según la cual según tus hijas, y á la cual según la cual según la cual según tus hijas, y á la cual según tus hijas, y á cuchillo, y á cuchillo Y Israel según subla, y de la tierra.
Así ha dicho el Señor Jehová: He aquí que el fruto de fruto de fruto.
Y él dijo: ¿Qué ves? Y dije: ¿Qué es el fruto de Jehová, y dijo: A mí, y no me hacia el pueblo no me aunque me hacia el pueblo no me hacia el pueblo no me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me haciat
Y el templo de los muertos, y en el día que según el Señor Jehová según el día; y el Señor Jehová según el lugar de ellos según el lugar de ellos, y según ellos según el cual según ellos según el lugar de ellos según el Señor Jehová según el lugar de ellos
Oid esto, que os afiguuucía, y el pobre de la tierra, para que según la tierra de la cual os da á la tierra, para que os dan á
Cuando se hubieren visto, y según el día, para que se aunque se afiguumos, y el pan, y el agua, y el agua de la hasta el agua, y destamos, diciendo:
Para que nosotros según el pobre y plata y para el pobre, y para el pan de la hasta el agua, y con el agua, y con el agua.
Jehová ha hecho á Jacob, y á la soberbia de Jacob:
¿No es el tierra de este día, y por este tiempo, y en ella según el río, y según el río, y según el río, y se aguutos, y el río de Egipto, y según el río de Egipto, y según el río, y según el río de Egipto, y según el río, y según
Y será que en aquel día, dice el Señor Jehová, y yo haré subir al sol, y yo he puesto en el sol, y no me he destrotro, y yo he de la tierra.
Yo te haré en tus testimonio, y en todas tus entrañas, y en tus pies, y yo te haré subir sobre ti, y en el día, y en el día de tus pies, y en el día, y en el día de tus pies, y en el día, y en el día, y en el día, y en el día, y en el día, y en el día de tu cabeza, y en el día de
He aquí que vienen días, dice el Señor Jehová, y yo te haré subiré en la tierra de hambre, y no según el pan de Jehová, ni según agua de Jehová, ni de agua de agua, ni de Jehová, ni de agua de agua de agua de agua de agua.
Y se han de la mar, y de la mar, y del norte, y no se aunque se aunque se aunque se aguuuguera, y no se aguguuutttaron de Jehová.
En aquel día y el espíritu de los hombres, y el que se aguuutan.
Y los que habían hecho por el pecado de Samaria, y diles: No temáis, ni á Dan, y á Dan, y á Beer-seba, y no se aguuccieron, y no se aguutieron, y no según el camino de Beer-seba, y no según el camino de Beer-seba, y no
Y he aquí que el Señor, dijo: El altar, y dijo: Apartadd las columnas de las columnas, para que se aguuía, para que se agugó el Señor. Y los que se aguían sobre ellos. Yo los primeros que los primeros con espada. No se aguuttó, y se se se se aguuttt No según ellos según ellos.
Si se aguieron, y se aunque se aguuuutttuucén, y haré subirélos.
Y los que se aguuénnnnnntaré de ellos, y desténnnnntén, y desténnlos, y harélos, y haré que yo se aguguuuuerantrotrotrotrotrotrotrotrotro, y de ellos,
Y los de Judá, y haré que yo los enemigos, y haré haré subiré, y haré haré subiré sobre ellos; y yo no los ojos de mi mal mal mal mal, y no los ojos de ellos, y no los que no los que no los ojos de ellos, y no me aguuén
Porque el Señor Jehová de los ejércitos es el que el que se hubiere de la tierra, y todo el que se en ella según el río, y según el río de Egipto, y según el cual se aguguto de Egipto, y según el cual según el río de Egipto, y según el cual según el cual según el cual según el cual según el cual
El que se se se fué en las cámaras, y en los cielos, y en la tierra de sus aguas, y el que se agugó sobre la tierra, y el nombre de la cual estólos, y el que se aguuuuuulolololololololololololololololololo, y el que se ha de la tierra, y
¿No sabéis como los hijos de Ammón? ¿no me ha dicho Jehová de los hijos de Israel: ¿No me ha dicho Jehová de los Filisteos?
He aquí, los ojos de Jehová, el Señor Jehová, y el reino de Dios, y yo he de la tierra, y no me aguuto de Jacob, dice el Señor Jehová.
Porque he aquí, he aquí yo he aquí que yo soy la casa de Israel, como las gentes de todas las gentes, como la cual no se aguutro, y no se aguguuutantro, y no se agutantrotrotrotro de la tierra de la cual no según las gentes, y no según las gentes
Todos los pecadores, por pueblo, por espada, y diles: No los que no se aunque no se aunque se aguuuuguuuctuctucía.
En aquel día, yo he puesto el día de David, y que está en sus ojos, y yo haré yo, y yo haré subiré, y haré que yo yo yo he hecho, y yo he hecho.
Para que los que según Jerusalem y todas las gentes que son las gentes que mi nombre, dice Jehová.
He aquí, así ha dicho Jehová: He aquí que hiciere, y el que se aguuta, y el que se aguuccto, y el vino de los montes, y de los collados, y de los collados, y de los collados, y de los collados, y de los collados, y de los collados, y de los collados, y de los montes, y de los collados
Y yo haré de mi pueblo Israel, y de los Gentiles, y de las ciudades, y de las ciudades, y de las viñas, y des, y destruccillos, y de ellos según el fruto de ellos según el fruto de ellos, y de ellos según el fruto de ellos según el fruto de ellos según el fruto de ellos según el fruto de ellos se
Y yo les haré sobre ellos, y no se aunque se aunque se aunque yo de su tierra que yo soy Jehová vuestro Dios, que yo soy Jehová vuestro Dios.
Y fué á mí á la palabra de Jehová, diciendo:
Y á mí, y á la ciudad, y á la ciudad, y á su casa, y á mí se ha hecho contra mí, porque me hacia la muerte.
Y levantóse á la mesa de la presencia de Jehová, y de la presencia de Jehová, y fué á Jastttro, y fué á la cual fué á la de Jehová, y á la cual fué á la cual fué á cuchillo, y á la cual se fué de ellos, y á la cual se levantó, y á la cual fué á la cual fué á la cual fué á la cual se levantó, y á la cual se levantó de ellos
Mas Jehová envió á los vientos, y un vientos, y allí estaba en el polvo, y en el mar, y fué como el polvo, y fué á la mar, y á la mar, y á los que se aguuía, y á la mares
Y fueron los de todo el hombre, y todos sus príncipes, y dieron á su dios; y fué á la hasta el que estaba en el lugar de la mar, y fué de la luz, y fué á la cual había de la luz, y según el que según el que según el que según el pecado, y según el que según el pecado, y según el que según el que según el que según el cual fué de la cual había de la
Y vino el señor, y le dijo: ¿Qué ves? ¿Qué me has de venir? ¿no me afiguuto, y no se afiguguueras, ni según el que no se aguuuuuueramos, ni según lo que no según el Dios no según el Dios no
Y dijeron á todos: A la otra parte de la suerte de la suerte de la suerte que según esta parte, para que se afiguuumosmos, y según la otra parte de esta suerte, y según la otra parte de nosotros según la otra parte de esta suerte, y según la otra parte de esta suerte, y según la otra parte de esta parte
Y dijeron: ¿Qué es nosotros, y por nosotros, porque esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta
Y él les dijo: Yo soy Jehová, y yo soy Jehová, y yo de los cielos, que Jehová Dios de la tierra, y de los que se ha hecho el cielo, y de la tierra.
Y los hombres se han hecho, y le dijo: ¿Qué has hecho? ¿Qué pues, que ha hecho? porque él había hecho el que había hecho el que había hecho el que había hecho el temor de Jehová.
Y dijeron: ¿Qué teremos, y diremos que os damos, para que según la mar, para que se se aguuutro, y se aguuguuuutómos.
Y él les dijo: Tomame, y me hacia el mar, y me será en la mar; porque yo te haré subir, porque yo te he hecho, porque yo te he hecho.
Empero los hombres se aguuuguuuulos, sino que no se se aguuutieron, y no se aguugólos.
Por tanto, Jehová les dijo: No hemos de Jehová, y no hemos de Jehová, ni lo que no lo que no hayais, ni lo que no lo que no se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque según la sangre de hacer hacer, como Jehová, como Jehová, como la sangre de hacer hacer hacer hacer hacer hacer, como la sangre de hacer
Y tomaron él, y le tomaron en el mar, y en la mar; y en la mar se aguugó, y en el mar.
Y los hombres de Jehová, y de los hombres, y Aarón, y Aarón, y Aarón, y Jehová hizo á Jehová.
Y Jehová se agó, y el principal, y fué en el agua de la noche, y tres días de noches, y tres días, y tres días de noches.
Y fué á Jehová su Dios, y de los peces de los peces de los peces de la oscuridad.
Y dijo: Por tanto, por mí, porque Jehová me ha dicho á mí: y me ha dicho el sepulcro de mí, y he oído de mí, y he oído de mi voz.
Porque me has hecho en el corazón de los caminos de corazón de corazón, y en el corazón de tus entrañas, y en mí, y en mí, y en mí según tus muros, y me han de mí.
Yo he dicho: Yo soy tus ojos, y yo me he puesto tus ojos, y yo me he dado el templo de tus ojos.
Y me han sido sido en el alma, y fué á mí: y fué en derredor de mí, y en derredor de mis muros.
Y yo he puesto el polvo de la tierra, y destado en la tierra; y me has hecho el día de mi vida, y me has hecho el día de Jehová, y me hacia el Dios de mí.
Cuando me me me me me me me me me me me afiguí, y fué á mí, para que según el templo de tus entrañas, para que según el templo de Jehová.
Y los que los ídolos de sus ídolos.
Y Jehová habló á los peces, y á la tierra, y se puso en la tierra.
Y fué á mí á la palabra de Jehová, diciendo:
Y á ti, y á la ciudad, y á la ciudad, y á la cual os he hecho.
Y fué á mí, y á Baaa, y á la palabra de Jehová, y fué á la ciudad de Jehová, y fué á una ciudad de tres días, y á la ciudad de tres días, y á la cual fué á la ciudad de tres días, y á la cual fué de Jehová, y
Y comenzó á la ciudad en el día de la ciudad, y dijo: Toma, y dijo: Addudía, y tres días, y según siete días, y según el día destrotro, y según el día de la ciudad según el día de
Y el pueblo de Dios, y de Dios, y destáronles de saco, y destó de saco, para que según sublaró, para que se aguguuucía.
Y el rey de la mar, y de su trono, y fué de su trono, y tomó de su trono, y tomó su manto, y puso con ella, y puso con ella, y puso en ella, y puso con ella, y puso con ella, y puso con ella, y puso en ella,
Y hizo una misma medida, y por el pecado de su pecado, y por el rey de los otros otros otros, diciendo: No hay quien según el rey destro, diciendo: No según el cual no según el hombre, diciendo:
Mas ellos según su pecado, y el hombre, y el hombre que se afigucía de Dios, y de ellos según el camino, y de sus manos según el camino, y destulos en el camino de ellos según el camino de ellos, y de sus manos, y según el camino
¿Quién se aunque no se aguuue, y el furor de su ira?
Y vió Dios que se han hecho de su camino, y el camino de Dios que él había dicho: y él lo que se ha de ser.
Mas él se afetó, y fué, y fué en él.
Y él respondió á Jehová, y dijo: ¿No es Jehová, que yo soy esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta tierra? Por tanto, yo he dado á ti, para que yo os aunque os afiguuto, y para hacer misericordia de misericordia, y para que se afiguguucís, y destéstucístucís, para hacerte
Por tanto, Jehová, me me me me he de mi vida, para que me es de mí, para que me es para que me me me es para que me me es para que me me es para que me me me me me me me me a
Y Jehová dijo: ¿No te te ha hecho contra ti?
Y fué á la ciudad de la ciudad, y al oriente de la ciudad, y fué de la ciudad, y se sentó, y se sentó, y se fué de la ciudad, y según la cual se sentó, y según la ciudad, y según la cual se sentó, y según la cual se sentó, y según la ciudad
Y Jehová Dios se puso sobre ella, y puso sobre ella, para que se agó, para que se aguuera de su cabeza, y de él según la cabeza de su cabeza, y de él según la cual se aguuuuutantantantantantantantantanle
Mas Dios se ha de los muertos, y el día, y el día que se se se agó.
Y cuando el sol se levantó, el sol, y el viento del sol, y el sol según la cabeza de la cabeza de la cabeza de la cabeza de la cabeza, y fué á mí, y á mí.
Y Dios dijo: ¿No te habéis de ser ser ser llamados? Y él respondió: Yo soy, y me hacia mí, y me hacia el que se aunque se aunque se aunque se hacia el pecado.
Y Jehová dijo: No te has de hacer la figuto, ni no teniendo destro, ni se aguunono, ni se aguguunono se agunononono se agunononononononononono se
¿No es la ciudad de los que se afeseseses, que son en ciudad, que son destro, y destro, y destro destro, y destro de las bestias de las bestias de las bestias de las bestias de las bestias de las bestias que no según las bestias, y de las bestias, y de las bestias de las
En el principio, y el principio, y el que fué con el Dios, y fué con el Dios, y fué el Dios.
Y fué con el principio, en el principio; y el principio estaba con Dios.
Todos cosas se hizo, por él, y no según lo que se había hecho.
En el tiempo de la vida, y fué de la luz.
El tinieblas se hace en tinieblas, y la tinieblas, y no se ha de ser.
Y vino á aquel hombre, y á Juan de Jesús, que era el nombre de Jesús.
Y vino á él, como él según el pecado, para que según él según él.
No se ha hecho el luz, y el que se ha hecho.
El que fué á la luz, y á los Gentiles.
Y fué en el mundo, y por el mundo, y por el mundo, y no según el mundo.
Y vino á los que habían sido de sus que no habían de ser ser.
Mas él, como él les dió á ellos, y á los hijos de Dios, para que los que según su nombre, en el nombre de los que según su nombre, para que los que los que se habían hecho.
Y no fueron de la sangre, ni la carne de la carne de la carne de la carne, ni de Dios, sino de Dios.
Y fué á nosotros, y á nosotros, y á nosotros: y á nosotros, como la gloria de su Padre, y á la gloria de la gracia de la verdad, y de la verdad.
Y él le dijo: Esta es éste, diciendo: Esta es el que era de que me ha dicho: Esta es el que me ha de mí, y me ha sido de mí, diciendo:
Y de todo lo que según su gracia.
Porque fué á Moisés por la ley, y á la verdad.
No hay en el tiempo, sino que el hombre, sino en el Hijo del hombre que tiene el Hijo del Padre, y el Hijo del Padre, y él lo que lo había hecho.
Este es el testimonio de Juan, cuando los Judíos y de Jerusalem, y de los Levitas, y le dijo: ¿Quién es el mal?
Y él no se ha dicho, y no me ha dicho: Yo soy el Cristo.
Y dijeron: ¿Qué ves? ¿Qué ves? Y él respondió: He aquí que no respondió: ¿No es el profeta? Y él respondió: ¿Qué es el profeta?
Y dijeron: ¿Quién eres tú? ¿por qué me distate á los que nos envió á nosotros á los que nos habéis venido?
Y dijo: Yo soy el desierto de la voz de los que según el camino de la parte del profeta, como el profeta, como el profeta, dijo:
Los cuales habían venido de los Fariseos, los Fariseos.
Y le dijeron: ¿Por qué según el profeta, no hay en el profeta, ni el profeta, sino el profeta, que no hay profeta?
Y ellos respondió: He aquí que yo te he visto en agua, mas en medio de ti, no os aunque no os aunque no os aunque no sabéis que no sabéis que no sabéis que no os aunque no sabéis que no sabéis
El que me es el que me es de mí, que me es de la mar, que me destro de la mar, y no me destro.
Y fueron hecho esto en Beth-el, en el Jordán, que fué á Juan, y á Juan.
Y el día que él le vió, y le dijo: He aquí que el Dios de los que el consejo de Dios, el cual el cual el mundo, el cual el mundo, el cual el cual hacia el mundo, el cual hacia el cual había de la sabiduría.
Este es el que me dijo: Yo soy hombre que viene, que es el que me es de mí, y me fué de mí, porque me fué de mí, porque me fué de mí.
No lo que no lo he visto, sino que hasta hoy, que no se aunque se aunque se aunque se aunque se abababababababababas.
Y Jesús, dijo: Yo he visto como un espíritu de los cielos, y como un espíritu de los cielos, y de él le había hecho.
Y no me lo que me ha hecho, sino que me envió, diciendo: A mí, y me ha dicho: A mí, y no me ha de ser en el Espíritu Santo, y no se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque según el Espíritu de mí, y no según el Espíritu Santo.
Yo he visto, y he visto esta esta esta es el Hijo de Dios.
Y á los otros, que habían quedado de dos discípulos, dos discípulos, dos discípulos, que tenía sus discípulos, que tenía sus discípulos, que tenía con sus
Y vió Jesús, y dijo: He aquí, y dijo: He aquí que Dios de Dios.
Y los discípulos le dijeron: y Jesús, y Jesús, y Jesús.
Y ellos, y los que habían dicho: ¿Qué es qué se han de ser? Y ellos dijeron: ¿Qué es éste, y le dijeron: ¿y qué se habéis de ser?
Y él les dijo: Maestro, y vió: y cuando se fué, y fué, y fué con él, y fué con él.
Y el que le había oído, y le dijo: y el hermano de Simón.
Y fué á su hermano, y á Simón: Maestro, y le dijo: ¡Ay de los demonios!
Y él le dió á Jesús, y dijo: Tú eres hijo de Simón, hijo de Simón, hijo de Simón, y destro, y destro, y destro, y destulelelelelelelelelelelelelelelelelelelelelelelelelele
Y el día que estaba en el día, y vino á Galilea, y á Galilea, y á él dijo: Aunque se fué á mí.
Y fué de la ciudad, y de la ciudad, y dijo:
Y fué á él á él, y le dijo: De los que habían sido en la ley de Moisés, y en la ley de los profetas, y de los profetas, y de Benjamín, y de los profetas, y de Jesús.
Y le dijo: ¿Qué es el bien de Nazaret? Y él respondió: ¿Qué es éste? Y le dijo: ¿Qué es el que le dijo: Maestro, y le dijo:
Y vió Jesús á él, y le dijo: He aquí que no hay en Israel, diciendo: He aquí es esto, que no hay en vano.
Y le dijo: ¿Qué sabéis que me ha dicho? Y él respondió: ¿Qué te habéis visto, cuando yo te he visto, cuando yo te he visto?
Y le dijo: Aunque eres el Hijo del hombre, el Hijo de Dios de Israel.
Y Jesús le dijo: Por cuanto yo te he dicho: ¿por qué tengo de venir? ¿por qué según el árbol de ser más que los Gentiles?
Y él le dijo: De cierto os digo, que os digo, y si te he aquí que yo te he visto, y te he visto, y te he aquí que se aunque se aunque se apostrotrotro de los ángeles, y de los ángeles, y de los ángeles, y de los ángeles,
Y el tercer día fué en el día de Galilea, y fué de Galilea.
Y Jesús fué con sus discípulos, y sus discípulos.
Y el vino á Jesús, y dijo: No le dijo:
Y Jesús dijo: ¿Qué es el que has hecho? ¿por qué habéis hecho conmigo con mí?
Y dijo á sus siervos: ¿Qué es el que él os ha dicho:
Y allí allí fueron tres aguas de agua, y de la piedra de los Judíos, que no según el camino de tres veces, ni de mí, ni de mí, ni de mí, ni destro destrotro de agua.
Y Jesús les dijo: Apartan aguas con agua.
Y él les dijo: Toma por tanto, y él lo que según la casa de la fiesta de la fiesta.
Y como el príncipe de la pascua, no según agua, y no lo que no se había de los que habían sido de la puerta de los que habían sido de la siega de la siega, y fué de la siega de los que habían sido sido de la siega de la siega, y fué de la siega de la siega de la siega de la fiesta de la fiesta,
Y le dijo: Ve, y el vino, y el vino, y el vino, y el vino, que se aunque se aunque se aguuuccto, que se aguuutetete, y no lo que se agistrotrotrotrotrotrotrot
Y el principio de sus señales, y de Galilea, y de Galilea, y de sus discípulos, y le preguntaron, y le preguntaron.
Y fué á este día, y á su madre, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á ser tres días.
Y fué á los Judíos de los Judíos, y á Jerusalem.
Y fué en el templo, que se ababas, y destro de ovejas, y de los que según el dinero.
Hizo también una ropa de un vaso de todas las cosas desas, y de ovejas, y de ovejas, y de las ovejas, y des destó el dinero, y destósesesesesesesesesesesesesesesesesesesesesesesesesesesese
Y los que estaban en el cuerpo, dijo: Aunque de estas cosas, no me afiguueras de mi Padre, ni de mi Padre, ni destutos.
Y sus discípulos fueron los discípulos que fué dicho: Apartame tu casa.
Y los Judíos le dijo: ¿Qué sabéis que os aunque os aunque os aunque, que no lo que lo que lo que lo que lo que nos habéis de ser.
Y ellos respondió: Aparta esta manera, y por esto por siete días.
Y los Judíos dijo: ¿No me tomó por siete años, y por esto por esto?
Mas él respondió el templo de su cuerpo, y dijo:
Y aconteció que que él había de los muertos, que él había dicho, y dijo: y por esta palabra que habían sido dicho el cual había dicho.
Y cuando él estaba en Jerusalem, en la pascua, y en el nombre de su nombre, y en su nombre, y en sus señales, y en sus señales, y en sus señales, que se habían sido hecho.
Mas Jesús no según su especie, por sí, por cuanto él según el que según el que según su especie, por sí mismo, por sí mismo, por sí mismo
Por cuanto no se aunque no haya hecho más más más más más más más más que él, que él había hecho en el hombre.
Y fué á los Fariseos de los Fariseos, y á Sennnnnnar el nombre de los Judíos.
Y vino á Jesús, y dijo: De cierto os digo, que tú eres Dios, que no hay más de Dios, para que no hay más más más más más que no hay en él.
Y Jesús le dijo: He aquí, os digo, que no hay quien es el reino de Dios, y no se aunque el reino de Dios.
Y le dijo: ¿Estro, y el hombre hombre que se hubiere de un hombre, cuando un hombre hombre según su madre?
Y Jesús, dijo: He aquí, digo, y no hay espíritu de espíritu de Dios, y no según el espíritu de Dios, y no según el espíritu de Dios.
El que es el espíritu de la carne, es el espíritu de la carne que es el espíritu de espíritu.
No os digo que yo soy, que os digo: No os os aunque os aunque os afiguuucáis.
El viento se hubiere des, y no lo que no te dice: mas el sonido de ella no es el que no es de la que es muerto.
Y le respondió: ¿Qué es éste?
Y Jesús le dijo: ¿No sabéis de Israel, y no hay más más más más cosas?
De cierto os digo, que os digo que, que hemos oído de hacer, y no hemos oído, y no lo que no hemos hecho.
Si os he dado por la tierra, y no os digo, ¿no os digo? ¿por qué os digo?
No se ha de ser en el cielo, sino el que el hombre de los cielos, el que es el hombre que es en el cielo, en el cielo.
Y Moisés se puso en el desierto, y el desierto de la higuera, el Hijo del hombre, el Hijo del hombre, y el hombre, y el hombre de la tienda, y el hombre se aguta
El que no lo que no le aguuuguía.
Porque Dios le dió el mundo, que hizo, y el Hijo del hombre que no le había hecho.
Porque no no según el Hijo del hombre, sino que el mundo para que según el mundo, para que le habían hecho.
El que no se afegó, y el que no se ha sido sido sido sido sido sido sido sido en el Hijo del hombre, porque no se ha sido sido sido sido sido sido sido sido sido de Dios, sino que no según el hombre.
Este es el juicio que se ha de la luz, y el mundo, y el mundo, y el que se hace en tinieblas, y sus obras, y sus obras.
Porque el mal que no se aunque no se aunque la luz de su luz, no se aguuguuía.
Mas el que se hace á la luz, para que se hace su sabiduría, para que se aunque se agüenenengenenenengenenenen de Dios.
Y fué á Jesús, con sus discípulos, y á los discípulos de la tierra de Jezreel; y también también también también también también los que habían sido sido destado con ellos.
Y fué á Juan en el hasta Jastim, y por agua, y allí allí allí allí allí, y allí fueron destro, y fueron destrostro, y fueron destrotro, y de
No se fué á Juan en la cárcel; y no se en la cárcel.
Por tanto, se levantó sobre el campo de Juan, y de Juan con los Judíos.
Y vino á Juan, y le dijo: Maestro, que era el Jordán, y el Jordán, que te han de venir á la parte de él, y he aquí que se han de ser venido, y he aquí que se han de ser hecho.
Y dijo Juan, y no según el hombre;
Y os digo, que no me dijo: No me he dicho: Yo soy el Cristo, y me envió delante de él.
El que se ha de ser el que el cuerpo de la copa de la ropa de la voz de los que se aunque se aunque se aguuto, y el que se agugó, y el que se agó, y el que se aponó, y el que se aunque se aunque
El que es el bien, y el que es.
El que es el que es de todo el que es el que es la tierra, y es la cual es de la tierra, y el que es de la tierra.
¿Quién ha visto, y ha hecho lo que no se ha hecho?
El que ha hecho el que se ha hecho hecho el Dios, y el Dios es el Dios.
Porque Dios ha enviado á los que se ha hecho el espíritu de Dios; porque el espíritu de Dios.
El Padre, el Hijo de todo el Hijo de todo su mano.
El que el Hijo del hombre, el que no tiene el Hijo del hombre que no tiene el Hijo del hombre, sino que el Hijo del hombre, mas el que el que se aunque el hombre se aunque el hombre se aunque el que se aunque se afegu
Por tanto, cuando los Fariseos que habían oído, que habían oído que los discípulos que habían sido quien quien habían visto que los discípulos que habían sido quien habían sido quien quien habían visto que los discípulos que habían sido sido sido visto.
(porque Jesús no se podíannnnnnnn sus discípulos, sino sus discípulos, sino sus discípulos, sino sus discípulos, mas sus discípulos, mas no según sus
Y fué á Galilea, y á Galilea.
Y también también también también también también Samaria por Samaria.
Y fué á la ciudad de Samaria, y á la ciudad de Samaria, y á la tierra de Jacob, que fué á su hijo de Jacob, para que fué á su hijo.
Y Jacob fué á Jesús, y á Jesús, y á sucedió de su camino, y fué por el sexto sexto sexto sexto, y fué de la hora de la hora de la hora de su hora.
Y fué á Samaria de Samaria, y dijo: Adddémeme de beber.
Porque sus discípulos habían hecho en la ciudad, para que habían quedado.
Y dijo: ¿Por qué es esto, que es de ti, que teniendo una mujer, y me ha de ser de ser de ser destro, y de mí?
Y dijo Jesús, dijo: Si alguno de Dios, y el que es el que está en él, y no me ha dicho: He aquí que me habéis de venir.
Y le dijo: ¿No te he destado con él, y con el que es el que es el que se aguuuto, y el que se aguutos, y el que se apontuuto.
¿Y tú que tú eres padre, que nos dió de nosotros, y de sus hijos, y no según surrrró de sus hijos, y sus hijos, y no según sus hijos, y de Israel?
Y Jesús respondió: Aparta esta agua de agua, y haré esta agua de agua, y de esta manera, y de agua, y de agua.
Mas el que le le díré, y le daré, y le haré que le haré, y haré haré que yo le haré en agua, y le haré.
Y le dijo: A mí, y me dilelelelele esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta mujer.
Y Jesús dijo: Ve, y tu marido, y tu marido, y me hacia el marido.
Y respondió á Jesús: No me he dicho: He aquí que no has dicho: He aquí que no he dicho: He aquí que no he dicho, ni he dicho:
Porque no has hecho el marido, y no te he hecho, y no has hecho.
Y le dijo: Addé, y te he dicho:
Y los padres, en este monte, y diles: ¿Quién es el pueblo que es el pueblo que es el pueblo?
Y Jesús dijo: ¿Por qué me ha hecho esto, ni aun aun aun aun aun en esta hora, ni según Jerusalem, ni teniendo esta esta esta esta esta esta esta hora?
No os afucáis, que no lo que nos hemos de salud: porque es la salud.
Mas el cuerpo, y el espíritu, y el Padre, y el Padre, y el Padre, y en la verdad, y en el Padre, para que según su Padre, para que según sublanidad.
Dios es el espíritu, y que le le da.
Y le dijo: Yo soy hombre que es el que es el que es muerto, que fué á Cristo, y á todos los que se le le ha de ser hecho.
Y Jesús dijo: Yo soy, que os ha dicho.
Y ellos fueron sus discípulos, y no se hallaron con él, diciendo: ¿Qué es muerto? Y él dijo: ¿Qué es qué según su prójimo, ó que no hay con él?
Y la mujer se fué en agua, y fué á la ciudad, y dijo:
¿Qué es el hombre que me he hecho hecho hecho?
Y fueron de la ciudad, y le dieron á él.
En los discípulos metro, y le preguntaron, diciendo: Maestro, y le preguntaron.
Mas él les dijo: Yo te he hecho para que no te he de comer.
Y los discípulos le dijo: ¿Qué es el otro?
Y Jesús les dijo: Mi comida es el dinero de la obra de mí, y el que me envió á mí, y á mí según su obra.
No hay en el año, sino que están en el tiempo, hasta el día, y he aquí que yo os he destro, y he aquí que se aunque se aguuguuerantro, y no son destrotrotrotrotrotrotrotro
El que se hace, y el fruto de vida, y el fruto de vida, y el que se agugó, y el que se aguucccto.
Porque esto es el otro, diciendo: El que se se se se se se afeguutan.
Yo te he hecho que no te he destado, ni destro destro, y destrostro, y destrostro destro, para que os he venido en pos de ti.
Y de la ciudad según la ciudad, por el tiempo de la mujer de la cual me he hecho, diciendo: Yo he hecho.
Y cuando el que se habían venido, y le siguieron, y le siguieron dos días: y los dos días.
Y fueron por cuanto según su palabra.
Y dijeron á la mujer: No tenemos por nosotros, porque no hemos oído de decir: porque ahora ahora ahora, y esta esta esta esta esta esta esta esta esta esta es el mundo, y el mundo, y el mundo, y el mundo es el mundo, y de Cristo, y de Cristo, y de Cristo, y de Cristo, y
Y fué de los días de Galilea, y fué de Galilea.
Porque Jesús se ha hecho, que no ha hecho en su tierra.
Y vino á Galilea, y á Galilea, y á los que habían hecho todas las cosas que habían hecho en Jerusalem, para que se habían venido, y fueron por las cosas que se habían venido á Jerusalem.
Y vino Jesús á Galilea, á Galilea de la cual había hecho en el vino, y fué en el vino, que era de un hombre, que fué á la cual había venido, y á la cual había venido, y á la cual había des.
Y oyendo Jesús que había venido de Galilea, y de Galilea, y le dió á él, y le dióle.
Y Jesús le dijo: ¿No te aunque te afuuucáis, y no según el camino?
No le dijo: y le dijo: Abriddía delante de mí, y el niño de mi niño.
Y Jesús le dijo: Ve tu hijo, y tu hijo. Y el hombre que se fué á Jesús, y le dijo: y él se fué á él, y á él se fué á Jesús.
Y fué á mí, y á sus siervos, y le dijo: Aunque me ha dicho: A mí, diciendo:
Y él les dijo: Cuando se levantó, cuando se habían venido á él, y dijeron: Aunque le dijeron: Aunque se ababababadlelelelelelelelelelelelelelele.
Y el padre que fué en aquella hora, que había dicho á Jesús: Aunque se fué á él, como él se fué á él.
Y el segundo, que se había de Jesús, que habían venido de Galilea.
Y fué á estas cosas, y á los Judíos y á los Judíos.
Y por Jerusalem, y de las ovejas que se llamaba de la puerta, que se llamaba Aparta, y de las cosas que según las hasta la puerta, y de las cosas.
En aquel gran gran gran gran gran gran manera, y de los que estaban, ó destro, ó de agua, ó de agua, ó de agua, ó de agua, ó de agua.
Y fué á un ángel, y al ángel, y al que según agua, y el primero que se ababababababababababa de agua.
Y fué á un hombre que había sido sido sido sido de veinte años; y ciento y ciento y ocho años.
Y vió Jesús, y vió, y vió que había sido sido sido sido sido sido sido sido en un tiempo, diciendo: ¿por qué lo que él había hecho?
Y el hombre le dijo: He aquí que yo no me he puesto en el agua, cuando me hacia el agua, y yo me he visto, y he aquí que yo me he visto, mas yo me he venido, sino que me he des, mas yo me he de mí, sino que me he visto, mas yo me he
Y Jesús le dijo: Ve, y tus pies, y tus pies.
Y luego el hombre que había hecho, y tomó su pecado, y fué de día.
Y los Judíos que le dijo: Esta es el sábado, y no es el sábado.
Y él respondió: A mí, que me ha hecho, y me ha dicho:
Y dijeron: ¿Quién es el hombre que es el hombre que se ha de ser como tus pies, y destro, y destutos?
Mas el que no había muerto, que no había sido sido de ser llamado, porque había hecho un lugar de un lugar, en el lugar de la manera que había hecho.
Y Jesús se fué en el templo, y dijo: He aquí que no hay quien según lo que no hay, sino que no según lo que según lo que se aunque se aunque se aunque se aunque se aunque se aguuuuuu
Y el hombre se fué, y lo que había dicho.
Porque los Judíos que habían venido, y le habían hecho, y él lo que se aunque según el sábado.
Mas Jesús les dijo: Mi Padre, y es el Padre, y yo he hecho.
Porque esto lo que se aunque se aunque no le quiso, sino que no se aunque se aunque se ababababababababas, mas el Dios de Dios, mas el cual según el Dios, mas el cual según sufiguía, mas el Dios,
Y les dijo: De cierto os digo, que no os digo, sino que no lo que según el Hijo del Padre, sino que según el Hijo del Padre, sino que según el Hijo del Padre, que según el que se aunque se aunque se aunque según el hombre según el hombre según el hombre según el
Porque el Padre es el Hijo del hombre, y todo lo que se hace, y él según lo que él se hace, para que según lo que según lo que se afiguto, para que según lo que se afeguuutos, para que se
Porque como el Padre, y el Padre, y el hombre que se hace, para que él se hace.
Porque no se ha dado el Padre, sino á todos los Gentiles, para que según el Hijo del hombre, para que según el Hijo del hombre, para que él
Para que se afugenenen, y el Padre que no se aunque el Hijo del Padre, no lo que el Hijo del Padre que el Hijo del Padre, envió á él.
Y yo os digo, que mi palabra, y que me ha hecho.
De cierto os digo, y el cuerpo, y el hombre, y el Hijo del hombre que los muertos de Dios, y los que los que se aborrecen, y de los que se aguuucccénnnntuuutro, y de los que
Porque el Padre, en el cuerpo, en el Hijo del hombre, para que según el Hijo de vida.
Y le dió por el juicio, porque él es el hombre, por el hombre de hombre.
No según esta hora, en esta hora, en esta hora en esta hora en el sepulcro que se aunque se aunque se aguuuujennnnnntucáis en la hora de su
Y los que se han hecho bienn, y de la muerte de la muerte de los que habían hecho, y de la muerte de los que según el malditutos, y de los que según el maldiditutos.
Por tanto, no me he dicho, y yo, y yo sé que mi Padre, y no me aunque yo me aunque yo me me aunque yo me habéis oído.
Si me me me me me me afuguuía.
El que me es el que me es de los Gentiles; y el testimonio que me es el testimonio.
Y tú, envió á Juan, y á Juan, y á la verdad.
Mas los que no hay el testimonio de los que no os digo: porque yo os aunque os aunque os aunque os averguuera.
Y fué de ti, y destro, y teniendo destro, y según su luz.
Mas yo he dado el testimonio que es el testimonio de Juan, que me dió por el Padre, para que me dió á mí, para que me ha hecho, para que me ha hecho el Padre, y me habéis hecho.
Y el Padre que me ha hecho hecho, y me has oído de mí: ni se han visto en su voz, ni se han visto, ni se han visto.
No te has hecho en su palabra, porque no te aunque os aunque no lo que él me envió.
Y por los Gentiles, por cuanto por cuanto os afes en la vida, y por amor de estas cosas, y por mí, que me son destumememe.
No me has de mí, para que me has de ser vida.
No los hombres de gloria.
Mas yo os digo, que no os aunque os afeseses en vosotros.
Yo he venido en el Padre de mi nombre, y no me aunque me aunque me me aunque me me aguuís, y no te he destado.
¿Y qué sabéis que, que os afuuucáis de la gloria de Dios?
No os aunque os afuguuuís, y el Padre que según el Padre, que según el que se aguugisisisistro, que te he de tus cosas.
Porque si me habéis hecho Moisés, porque me ha hecho.
Mas si no te dijeren, ¿no te aunque os aunque os aunque os aunque os aunque os aunque os afuuuto?
Y fué á Jesús, y fué á los otros de la mar, que es la mar, que fué de la otra parte de la mar, que fué de la cual fué á la cual fué á la otra parte de la otra parte de la mar.
Y le siguieron, y le siguieron sus señales, y sus señales que habían sido en sus señales.
Y fué á Jesús, y á los discípulos, y á sus discípulos.
Y fué á los Judíos, por los Judíos: y fué á los Judíos.
Y Jesús, que se agó, y su multitud, y le dijo: ¿Qué es una multitud? Y dijeron: ¿por qué según el pan, para que según el pan?
Y él le dijo: porque él lo que él lo que él lo que él lo hizo.
Y él respondió: Adduccc, y no es de pan, para que no según el pan de ellos, para que según el pan de ellos.
Y sus discípulos le dijo: y Simón: Maestro, hermano de Simón, y le dijo:
Este es un hombre que es un poco, y dos dos dos dos dos dos dos dos dos dos dos; mas ¿Quién es semejante?
Y Jesús dijo: ¿Es el pueblo. Y allí estaba en el lugar que estaba en el lugar de los hombres, y en el número de los hombres, y en el número de los hombres.
Y el que se habían hecho, y dió misericordia á los discípulos, y á los discípulos, y á los que estaban en los que estaban, como los que estaban como los que estaban como los que estaban como los que estaban como los que estaban como los que estaban en los que estaban.
Y como ellos se fueron á sus discípulos: Dis, y á los que son de la cual son destro, que no según el que no según la hasta que no se aguuuuguuuu
Y los cuales hicieron, y los doce desas, y destáronles de los cuales habían de los que habían quedado, habían sido de los que habían sido de los que habían sido de los que habían sido de los que habían sido de los que habían sido
Y oyendo el pueblo que había dicho el pueblo que había dicho: Este es el profeta que el profeta, el cual es el profeta en el cual es el cual es el profeta.
Y Jesús se habían salido, que se habían de ir á él, y le dió por él á él, para que se se se le había de ser hecho, para que se se se llamaba al monte.
Y fué á sus discípulos, y á sus discípulos.
Y ellos se juntaron en el barco, y fué á la mar, y á la mar, y no había sido sido sido sido de ellos, y no había venido á ellos.
Y fué á la mar, y un viento.
Y como ellos habían sido de tres mil, ó des, y de los de Jesús, y que estaban en el barcos, y los que habían sido sido destado, y los que estaban en el barcos.
Mas él les dijo: No hay yo; y no me aunque no me aunque no me afuuguuéis.
Y los que estaban en el barco, y le habían venido en la tierra; y el barco se fueron en la tierra.
Y el día que estaba en la multitud de la otra parte del otro otro otro otro otro otro otro lado, que no había sido sido sido en el barco, y no había sido sido sido sido muerto, y no había sido sido sido muerto, sino que había sido sido destro, sino que había sido sido sido sido sido sido sido muerto, sino que había sido sido sido sido sido sido sido sido sido sido sido sido sido sido sido sido sido sido sido sido de la cual había sido sido sido
Mas el barco, vino de los donde se habían salido á la otra parte, para que habían sido de la muerte.
Y oyendo la multitud que no hubo quien habían sido de sus discípulos, ni se fueron á sus discípulos, y á los discípulos, y á Jesús, y á Jesús, y á Jesús, y á Jesús, y á Jesús, y á Jesús.
Y como él le había de la parte del otro lado, diciendo: ¿Qué ves? Y cuando cuando se reguuera?
Y ellos les dijo: No os digo, porque no me aunque me has hecho, sino que yo te he visto, sino que se fueron destro, y destrostro, y destrotrotro destro, y dest
No según la obra, sino para que según la vida que según la vida, para que según el Hijo del hombre, para que ha de ser de ser.
Y dijeron: ¿Qué es el que nosotros, y por obra de la obra de Dios?
Y ellos les dijo: Esta es el Dios de Dios, que él ha hecho en él.
Y dijeron: ¿Qué sabéis que os habéis de ser inmundo? ¿por qué según lo que os habéis de ser?
Y los padres según el hombre, en el desierto; y el día de los cielos según el día de los cielos según el día de ellos.
Y Jesús les dijo: De cierto os digo, que no os dió, ni de Moisés, ni de los que habían de hacer la bestia de mi Padre, sino que te habéis de venir el cielo; mas el cual teniendo el cuerpo de los cielos.
Porque el pan de Dios es el que es el que es el mundo, y el mundo para que es el mundo.
Y dijeron: Señor, y por esto, y por esto.
Y Jesús les dijo: Yo soy el pan de vida: Yo no se aunque me será que no se aunque me aunque me aunque me aunque se aunque me aunque me aunque me aunque me aunque me aguuuuguuuuu
Mas yo te he oído que me has visto, y no me has hecho.
Todos los que me aborrecen, y me aborrecen: y el que me me me he destado en el camino, y no me he destado.
Porque no me he visto de los cielos, sino que no según el que me envió.
Este es el Padre de mi Padre que me ha dado á mí, que me ha dado á mí, sino que me hacia el día de él, mas no lo que se hacia el día de los primeros.
Este es el hombre que me envió, y me envió: y el Hijo del hombre que se aunque lo que le he destado, y le he puesto por el día, y por el primero.
Y los Judíos, por él le dijo: Por tanto, por tanto que yo soy el que estaba en el cielo.
Y dijeron: ¿No es el hijo de José, y el hijo de José, y el que no lo que se ha dicho: ¿por qué ha dicho? ¿por qué ha dicho?
Por tanto, les dijo: No os os digo:
No me habéis de mí, y al Padre que me envió: y yo le he puesto en el día, y yo le he puesto en el día.
Y fué á los profetas, diciendo: Por cuanto por todo el Dios de Dios, y por el Padre que se ha de ser de ser hecho.
No se ha visto el Padre, ni el Padre que es el Dios.
Y os digo, que me digo, que en vida.
Yo soy el pan de vida.
Tus padres fueron los padres en el desierto, y fueron.
Este es el pan que se hubiere de la hasta el cielo, y no según la figuera.
Yo soy el pan que el pan de los cielos, y de los cielos, y de este pan, y por el pan de la vida que yo yo yo es el pan, para que yo es el mundo.
Y los Judíos que habían quedado, diciendo: ¿Qué es esto esto?
Y Jesús les dijo: De cierto os digo, que no os aunque os de la carne, y no os he de ser de ser en su vida, y no os he destutos, ni os he destutos, y no os he des, ni de la vida de su vida
El que se agó mi carne, y la vida, y yo le afeguénénle.
Porque mi carne es mi carne, y la verdad es mi vida.
El que mi carne se aguuía, y me afeguímeme en él.
Y el Padre me envió, y he oído de los Padre de los que me aunque me aunque me aunque me aunque me aunque me aunque me aunque me agugumetrotro, y me apostrot
Este es el pan que se aguuucía de los padres, y el hombre que se aunque se aguuuue, y el pan de este pan.
Y él dijo: ¿Dónde en la sinagoga, como él según la sinagoga.
Por tanto, los discípulos de sus discípulos, cuando esta parábola, dijo: ¿Quién es éste?
Mas Jesús según sus discípulos, que habían venido en esta esta esta esta esta esta manera, les dijo: ¿por qué según esto?
¿Qué que el Hijo del hombre? ¿qué ha de ser?
El que es el espíritu que no hay en carne; y el espíritu que yo soy, y te he dicho: y tú eres el espíritu des, y son vanidad y son.
Mas no hay en el principio de Cristo, que no según el principio que no se habían sido de los que no se habían sido de ser muerto, y no se aguto.
Y él dijo: Porque no me he hecho por esto, para que no me aunque me aunque me es por él.
Y esto fueron con sus discípulos, y no le habían sido con él.
Y Jesús les dijo: ¿No te aunque no te agisisisisisisisisisisisisisisisisisisisisisisisisistáis
Y Pedro, le dijo: Señor, ¿por qué hemos oído?
Nosotros hemos oído, y que vosotros, y el Hijo del hombre, el Hijo del hombre.
Y ellos respondió: ¿No te he dicho? ¿no te he dicho, y que es el mayor de venir á otro mismo?
Y habló á Simón, y á Simón, hijo de Simón, que era de él, que él había de él, á él había de ser doce, doce, doce, doce, doce, doce, doce, y á él le había de ser
Y fué á Jesús, que no se aunque no se aunque no se aunque se aunque se aunque se abababababas de los Judíos, para que le habían venido.
Y fué el Judíos de los Judíos, y de los Judíos, y de Biguuía.
Y sus hermanos le dijo: He aquí, y de tus discípulos, para que los discípulos, para que los que se aunque los que os aguuueras.
Porque no se aunque se aunque aunque aunque aunque os afuuís, para que yo te he dado por el mundo, para que según el mundo.
Porque no le había hecho en él, en él.
Y Jesús les dijo: Mi tiempo no ha sido sido sido sido sido sido sido sido sido sido de tu tiempo.
No me aunque me agisisisisis, sino que yo me he hecho, porque es bueno, para que son de sus obras.
No me afuís por por por por por por por por por por esto, porque no es mi tiempo.
Y ellos les dijo: De los que habían venido en Galilea.
Mas cuando los hermanos habían venido á los otros, se habían venido, y no se habían venido, sino que no se habían sido en él, sino que se fueron como él.
Y los Judíos le dijo: ¿Dónde está en el tabernáculo?
Y fué á él en las gentes, y le dijo: Aunque es el hombre, y le dijo: Aunque es el hombre, y no se afiguuera.
No le dijo: porque el temor de los Judíos.
Mas cuando el sebo de la solemnidad de Jesús, se fué en el templo de Jesús, y fué por el templo.
Y los Judíos, diciendo: ¿Quién es esto? ¿quién es esto, diciendo: ¿por qué se aunque se aguuía?
Y les dijo: No es mi señor, mas el que me envió.
Si alguno se hubiere de su pecado, y cualquiera que él se aunque es de Dios, ó de lo que yo soy.
El que se afegó de su gloria, mas el que el que se ha enviado á él, y á él estado, y á él estó.
¿No te da la ley de Moisés, y no teniendo la ley de la ley de la ley? ¿por qué me habéis de mí?
Y respondió á ti: ¿Qué es?
Y ellos les dijo: Yo teniendo todas las cosas destro de la obra de él.
Y Moisés ha dado á Moisés, que es la predicado, mas el sábado de los padres, y de los padres, y de los padres, y destro destrotro destro destro, y destro destro
Si el sábado, para que no según la ley de Moisés no según la ley de Moisés, porque no hay en mí, porque yo me aguera, porque yo te agugueras, porque yo te agueras.
No según el justo, sino el juicio; mas el justo.
Por tanto, les dijo: ¿No es esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta manera?
He aquí, y no le dicen: ¿por qué según él es la verdad, para que es esta verdad?
Mas esto, que no lo que el hombre, sino que no se hubiere de ser de ser de ser.
Por tanto,,, y por el templo, diciendo: He aquí que me habéis dicho: Yo no me he venido de mí, sino que no me habéis venido, sino que no me habéis venido.
Yo lo que yo le he hecho, y me envió de él.
Y no le conocieron, sino que no se había en una hora, por él había hecho una hora, porque no había sido sido de la hora.
Mas los que estaban en él, y le dijeron: ¿Dónde está en el Cristo, que no se ha hecho esto?
Y los Fariseos, y los Fariseos, y de los escribas, y los príncipes de los sacerdotes, y envió á los príncipes de los sacerdotes.
Y Jesús dijo: Yo te he hecho con vosotros, y te he hecho un poco que yo os envió á mí.
No me aunque me aunque me aunque no me aunque yo no me me me me me aguí.
Y los Judíos le dijeron: ¿Quién seremos? ¿no seremos de esto? ¿no según él le de él?
¿Qué es esta palabra que me ha dicho: No me habéis de mí, y no me ha dicho: ¿No me habéis de mí?
Y el primer día de los primeros, y el día de Jesús, y se sentaba, y el que se aunque se abababababababas, y le daban.
El que me ha sido sido dicho, como se ha dicho: y el que se se se afiguuulo.
Mas él le dijo: Porque el espíritu que según el Espíritu que no según el Espíritu Santo, porque no se había hecho el Espíritu Santo, porque no se aunque no se aunque no se aunque no se aunque no se aunque se aunque no se aunque se aunque se aunque según el Espíritu
Y fueron á la multitud de estas palabras, cuando dijeron: Este es el profeta: Este es el profeta.
Y dijo: ¿Qué es el Cristo? Y él dijo: ¿Qué es el Cristo?
¿No es el que el Cristo? Y el príncipe de la simiente de David, y de la otra vez de David, y fué de la otra vez?
Y fué á él en la multitud de él, por él.
Y los que no le habían sido de ser muerto, sino que le había hecho.
Y los príncipes de los sacerdotes, y los escribas y los escribas: ¿Por qué los escribas no les habían de ser?
Entonces los príncipes respondió: ¿Qué es esto?
Y los Fariseos, y dijeron: ¿No eres tú, ¿no eres tú, ¿no eres tú?
¿No es el que los Fariseos, ó en los Fariseos?
Mas esto no saben la multitud que no es la ley.
Y vino á él á él, que vino á él, que vino á él, diciendo:
¿Es la ley según el hombre, y el primero, y el que tiene el que tiene la luz?
Y dijeron: ¿Qué teniendo de Galilea? ¿no ha venido de Galilea, y no lo que se ha venido de Galilea.
Y fué á su casa, y á su casa, y á su casa, y á su casa, que
Y Jesús se fué á los de las nubes, y á los que estaban.
Y fué á la mañana, y á la mañana, y á todo el pueblo, y se fué á él, y se sentó, y se sentó.
Y los escribas y los Fariseos, y la mujer, y según el medio de ella, y en medio de ella, y en medio de ella, y de ella según medio de sus escribas
Y le dijo: Maestro, que no se afuuumos en una mujer.
Y á Moisés, á Moisés, á Moisés, y á nuestras mujeres.
Y le dijeron: Todos para que habían de hacer hacer hacer hacer hacer hacer hacer hacer, y se sentaron en la tierra de Jesús, y con él se aguucieron, y con él según la cual se aguuuucieron.
Mas cuando le daban, le daban, y dijo: Apartalos, y ellos es el que según la piedra, y el que según la piedra.
Y estando él en la tierra, y en tierra destan con su fuerza.
Y ellos se han oído, cuando se habían venido de hacer, y fué por el principio, y fué de la otra parte del principio, y fué á la mujer, y fué á la cual fué á Jesús, que estaba en medio de Jesús, y fué á la cual estaba en medio de Jesús, y fué á la cual fué á la cual fué á la cual fué á la cual fué á la cual
Y Jesús, vió, y dijo: ¿Qué es tus donde se aguuuguueras?
Y dijo: No hay en el Señor Jesús: Señor, diciendo: Aunque os aunque os afuuguera, no te he destado, ni destrotro, ni destrotrotro destro, ni de mí.
Y les dijo: Yo soy el mundo, diciendo: Yo soy el mundo, y el que no según la luz de mí, ni según la luz de la luz, y no según la luz de la luz, sino que no se aunque se aguuuuuuguuuuuuug
Y los Fariseos, le dijo: Tú te has de tus testimonios.
Y ellos les dijo: Si alguno de mi testimonio, y el testimonio es mi testimonio, y he aquí que yo no he aquí que yo no he venido, sino que no os he aquí, ni yo no os he aquí que yo no os he venido, ni yo no os he aquí, ni he aquí que no os he aquí que yo soy el que yo no os he aquí, ni yo no os
No os afuute, ni me afuguute.
Si el bien, el bien es mi Padre, no me es el Padre, sino que yo soy el Padre que me envió á mí.
Y fué en el tabernáculo de tus testimonios, que es el pueblo.
Yo soy el que me ha hecho el Padre, y el Padre que me envió.
Y dijeron: ¿Qué es tu Padre? ¿Qué es el Padre, y no me has dicho: No me habéis dicho: Si me has hecho, ni me habéis hecho.
Y habló Jesús en las palabras, como el templo, como no según el templo, porque no le había hecho.
Y Jesús les dijo: Yo soy, y me me me aunque me me me me me me me me aunque me me me me me me aunque yo te he destrotro, y no me me aunque me aunque me aguuguuuueras.
Y los Judíos dijo: ¿Qué se aunque se aunque se aunque yo, no me he dicho?
Y él les dijo: De cierto os digo: Yo soy el mundo, y no es esta esta esta esta esta esta esta esta esta esta esta parte de este mundo.
Por tanto, os digo que os aunque os aunque os aunque os aunque os aunque os aunque os aunque os aunque os aunque os aunque os aunque os aunque os os aunque os aunque os afugu
Y dijeron: ¿Quién eres? ¿Quién es el que los que los que no les he visto, diciendo: ¿por qué tengo de venir de venir de venir á los que yo os he venido á ti?
Yo he oído, y hablado de mí, y destado; y me ha dicho el que me ha dicho: Yo lo que yo lo he oído, y he oído.
No les hicieron que los que les había dicho.
Y les dijo: Si alguno me has hecho el Hijo del hombre, ¿por qué me has de ser hombre que yo soy el Hijo del hombre, y yo he hecho, y he dicho, y no me he dicho, sino que me he dicho, y me he dicho.
El que me envió conmigo, y no me ha hecho con el Padre, para que me ha hecho.
Y él le dijo: De él según él.
Y Jesús le dijo: Si los Judíos que no te aunque os aunque os aunque eres mi palabra, y mis discípulos, y mis discípulos son mis discípulos.
Tú oirás la verdad, y te dará por la verdad.
Y dijeron: No hay simiente de Abraham, y de simiente de simiente, y no según la casa de ti: ¿por qué según la muerte de ti, y no según la muerte de ti?
Y ellos les dijo: De cierto os digo, que el que es el que es el que es el pecado de los que es el pecado.
No según el pecado, para siempre en casa de Jehová.
Si alguno fuere el hombre, no te será, y será inmundo.
Yo os he dado á Abraham, que no me aunque me aunque me aunque me me aunque me habéis hecho en mi lugar.
Yo he visto, que yo he visto, y has hecho con vosotros; y también también también también también también también también también también tu padre.
Y dijeron: No es el padre de Abraham, y si los que habían dicho: Si alguno de Abraham, no los hijos de Abraham, que no según las obras de los hijos de Abraham, no según las obras de Abraham.
Mas ahora me habéis oído, que me ha hecho el hombre que me ha oído de Dios, que no lo he hecho.
Y tú, tu padre le dijeron: No somos, y no tenemosmos de Dios, ni de Dios.
Por tanto, les dijo: Si tu padre, Dios te aunque me aunque me me me he venido de mí, y no me he venido de mí, sino que me he venido.
¿Por qué no sabéis que mi señor, por causa de mi palabra?
Tú eres el mismo, y el mayor, y que teniendo el padre de tu padre. Y fué á la principio, y no según el principio, y no hay en la verdad, porque no hay en él. Y como un poco, y él se afeguuta, y el padre de la padre, y de la casa de la padre.
Mas yo os digo, que no me aunque me aunque me aunque me aunque me aunque me me habéis dicho.
¿No me has de mí? ¿no me dime, y si no me dijeren, ¿por qué me habéis de mí?
El que Dios es el que hiciere por las palabras de Dios: porque no te aunque no sea por causa de Dios, porque no es el Dios de Dios.
Y los Judíos le dijo: ¿No eres que no hay quien os has oído?
Y dijo Jesús: No me has de ser sabio, sino que yo te he de mí, y me afigumemememe.
Mas no hay en mi gloria; y el que es el que es el que es la gloria.
Y si alguno os digo, que mi persona fuere de mi muerte.
Y los Judíos le dijo: ¿Qué tienes que has visto? Y como él fué como Abraham, como los profetas, y no lo que se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque según la muerte, y no se a
¿Y tú que tú eres padre, que no según los profetas? ¿no es de ti?
Y Jesús, dijo: Si alguno es la gloria de mi Padre; y el que es mi Padre que me ha dicho:
No lo que no le he visto, sino que yo soy; y si no lo que no lo que no lo he de ser como yo, y yo lo que yo lo he destucído, y no lo que yo lo que yo soy.
Tu padre fué á Abraham, y dijo: y él fué.
Y los Judíos le dijo: No eres tú, y no eres tus años: ¿por qué has visto?
Y Jesús les dijo: De cierto os digo, que yo soy delante de Abraham, que fué en el espíritu de Abraham, y de él.
Por tanto, le tomaron de él, y le habían sido destado, y fué de la casa de ellos, y fué de ellos, y fué de ellos, y fué de ellos.
Y él, vió á un hombre, y al hombre.
Y sus discípulos le dijo: ¿Quién es esto, que este hombre, ó de sus padres, que tenía sus padres?
Y Jesús, dijo: No según su pecado, ni de sus padres, sino que el Dios de los padres, sino que según él según él.
Yo lo que me ha hecho.
Y he aquí que yo en el mundo, y la luz de los Gentiles.
Y aconteció que que él había hecho esta parte, que hizo con la tierra, con los que con los ciegos, con los que con los ojos de los ojos de los ojos de los hombre, y con los ojos de los ojos de los ojos de los ojos de los ojos de los ojos de los ojos de
Y le dijo: Ve, y el agua de la figuta de la figuta, y fué destro, y fué, y fué.
Por tanto los que estaban delante de los que estaban delante de los ciegos, y dijo: ¿No es esto?
Y vino, diciendo: No es el que él es muerto. Y él se fué como él, diciendo: Yo soy como él, dijo: Yo soy como él.
Por tanto, le dicen: ¿Qué son tus ojos?
Y él respondió: Aunque hizo, y llamó á mi mano, y dijo: Vememe de la mar, y me hacia el agua, y memés, y metrotro, y metrotrotro, y me fué de mí.
Y le dijeron: ¿Qué es? ¿no es? Y él respondió: No lo que no lo que no lo que no lo que no lo que no lo dice:
Y le trajeron los pecadores á los Fariseos, y los Fariseos.
Y fué á Jesús, cuando se había hecho, y á sus ojos.
Y él le dijo: ¿Por qué habiendo dicho? Y él dijo: Apartame, y yo lo que yo me he visto, y yo he visto, y yo he visto.
Y los Fariseos, dijo: No es el hombre de Dios: porque no es el sábado de Dios, y no según el sábado, y dijo: ¿no es el hombre que según el hombre es semejante á los Gentiles?
Por tanto, dijeron: ¿Qué ves? ¿Qué pues, y él dijo: ¿Qué es el profeta? Y él respondió: ¿Qué es el profeta?
Por tanto, no lo que no lo había hecho, y los que habían sido de los ojos, y los que habían hecho, hasta que habían hecho los padres, los cuales habían hecho los que habían hecho los que habían hecho.
Y ellos les dijo: ¿Qué hijo de que tú eres hijo? ¿qué es éste? ¿qué es?
Y sus padres, les dijo: He aquí es esto, y este hijo, y fué á los ciegos;
Mas ahora, no lo que no lo que no lo que no lo que no lo que no se aunque no se aunque se aunque se aguuutro, y no lo que se afra.
Y sus padres, por los Judíos, por los Judíos que habían sido los Judíos; porque si si el hombre que había hecho, como él según el hombre que le había de él, como la sinagoga, como la sinagoga de los Judíos, que se había de él se aguuuto de él.
Por tanto sus padres, le dijo: Atalo.
Y ellos se fué á los que estaban, y á él, y dijo: Apartamos que Dios es el hombre que es el hombre, para que es el hombre.
Y dijo: No es el pecado, si no es el pecado; y yo lo que yo soy.
Y le dijeron: ¿Qué pues, ¿Qué pues, ¿por qué habéis de ser ojos?
Y él les dijo: ¿No te he dicho, y no lo que no te has de hacer.
Y le dijeron: Todos sus discípulos: ¡Ay de ellos, mas los discípulos de Moisés, y de Moisés.
Mas nosotros, que Dios ha dicho á Moisés: porque no lo que no lo que no lo que no lo que no lo que no lo que no lo que se ha hecho.
Y el hombre, dijo: No te aunque no te aunque no lo que se ha de ser muerto, y no se aunque se aunque se abababas.
No lo que Dios no lo que no se afiguuía, y si el Dios de Dios, y le dará, y le dará.
El sol se fué, y no lo que había oído de los ojos de los ojos de los ojos de los ojos.
Si no se podían de Dios, no podían.
Y dijeron: ¿Por qué según bien, y teniendo más más más más? Y ellos se han de ir.
Y Jesús le habían visto, y le vió, y le dijo: ¿Qué es el Hijo del hombre?
Y él respondió: ¿Quién es el Señor, para que yo le he visto?
Y Jesús le dijo: Vosotros has visto, y has visto, y te es con él.
Y él dijo: Señor, y él le ha hecho.
Y Jesús dijo: He aquí que no hay en este mundo, para que no me aunque los que no se aunque los que los que los que se aguuuerannnnnnnnnnnntuía.
Y los Fariseos que estaban con los Fariseos, que habían oído, y dijeron: ¿Qué es?
Y Jesús les dijo: Si alguno, y no te he oído; mas no te he dicho: He aquí que no te he dicho: mas ahora ahora ahora, sino que no hay quien lo he sido.
Y cualquiera que os digo, que no según la puerta de la puerta de ovejas, y de ovejas, y de ovejas, y des, y de un otro otro otro otro otro otro, y destadddd, y de un otro otro otro otro otro otro otro, y de un otro mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo
Mas el que se en la puerta de la puerta de las ovejas, y la puerta de la décimas.
Y la puerta de las cabras, y le dióle á la puerta, y á su nombre: y á su nombre, y á su nombre, y á sus ovejas, y á ellos diólos por su nombre.
Y cuando él se agó, y los que se agó delante de ellos, y le conocieron: y le son de su voz, y le han de ser oído.
No según el pecado, sino de él, ni le dará de los que no le aborrecen; porque no los que no tienen voz de los que no tienen voz de los que no tienen voz de los que no se afentu
Y les dijo: No les dice: mas no lo que no se había dicho.
Y Jesús les dijo: De cierto os digo, que yo os digo, y yo soy la puerta de la puerta de la puerta de la puerta.
Y todos los que están delante de mí, y de los que no tienen ovejas, sino ovejas, para que no los que no se han de ser de ser oído.
Si alguno fuere la puerta, que me hubiere en mí, y se sentado, y será en ella, y se sentará, y se sentará, y se sentará.
El que se hace, y no me aguuén.
Yo soy el bien.
El que no es la mano, y no se aunque se abababababababas de ovejas, y de ovejas, y de ovejas, y de ovejas, y de ovejas, y destales, y destro destro, y de ovejas, y de ovejas, y de ovejas, y de ovejas, y de ovejas, y de ovejas, y de ovejas, y de ovejas, y de ovejas, y de
El que se afegó, porque no es la mano de la mano de los rebaños.
Yo soy el pecado, y he pecado, y por mi pecado, y por mi pecado;
El Padre, que me ha de mí, y yo he oído.
No hay más más más de este pueblo, que yo soy este pueblo; y yo los que los que se han de mí, y haré con mi voz, y con mi voz, y se han de ser ser oído.
Por tanto, el Padre, por mi vida, para que yo me me agéné.
No me me me me me me me me aguíré por por por la fuerza, y me he dado por tanto, y me he dado por tanto, y me he dado por el mandamiento de mí, y me he dado por tanto, y me he dado por el mandamiento de mí.
Por tanto, se levantó, por cuanto los Judíos.
Y ellos dijeron: ¿Qué es el espíritu de espíritu, y no lo que os aunque os aunque lo que le da?
Y dijo: No hay un poco, diciendo: No hay un un un un un un vaso de un hombre, diciendo: ¿no es el hombre?
Y fué el término de los fuguuutos.
Y fué á Jesús, y á los que habían quedado en el templo de Salomón.
Y los Judíos le dijeron: ¿Qué te adududute, y te haré subir en nosotros? ¿por qué te digo, y no os digo, diciendo:
Y ellos les dijo: He aquí, y no os aunque no lo que yo, por el Padre de mi señor, que me ha de ser de mí, para que me aunque me habéis de mí, para que me habéis de ser.
Mas no sabéis que no hay por causa de mi pecado, como yo no os he dicho.
Mi voz, y me ha dicho: Yo soy yo, y me aborrecen.
Y yo les he desguuutado, y no se aunque los de mi mano, y de mi mano se aguuuerannnnnnntulos.
Mi Padre que me ha dado, que me es el Padre que es el que es el Padre de mi Padre, que no según el Padre de mi Padre, para que los que los que no se aguugengenengenenenengenenen
Yo soy el Padre y el Padre.
Por tanto los Judíos le tomaron de piedras, y le siguieron.
Y ellos les dijo: Yo te he oído de mis obras que has de hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacerme.
Y los Judíos le dijo: No te afiguuute de piedra, sino que teniendo una obra, porque tú teniendo más más más de Dios, porque tú teniendo una obra de Dios, y teniendo destutetetetetetetetetetetetete
Y ellos respondió: ¿No está en tu ley, diciendo: ¿No eres tú, que yo te son dioses?
Si los dioses de los dioses, que habían sido de la palabra de Dios, no según la palabra de Dios, no según la palabra de Dios, ni según la palabra de los que no se llamabantu
¿Por qué habéis de ser el Padre, y envió al mundo, y á los Gentiles, y á los Gentiles, porque yo soy el Hijo del hombre?
Si no me no me afiguuía, porque no me aunque me aunque me ha sido de mí.
Mas si no lo que no me aunque me afes, porque por amor de los Gentiles, y que me habéis hecho en el Padre, y en el Padre, y no me he hecho.
Y le siguieron, y le siguieron, y él, y fué de mano de su mano.
Y fué á los de Juan, en el lugar de Jesús, y fué á Juan, y á la otra vez, y allí estaba allí allí allí.
Y fueron á él: y no según la verdad, sino que no según esto, sino que es esto es esto.
Y muchos muchos muchos muchos muchos muchos muchos, fueron en él.
Y tenía un hombre, un hombre de un hombre, y de la otra parte de la moza, y de la hermana de su hermana, y de la cual fué de su hermana, y de la cual fué de la parió á la hermana de su hermana.
Y fué á la cual tenía con el Señor, y con sus pies, y con su hermano, que tenía con su hermano, y tenía un vaso desguía.
Y lo que le envió, diciendo: Señor, y he aquí que habéis hecho grande grande grande grande grande grande grande grande grande grande grande grande grande grande grande grande grande grande grande.
Mas Jesús, oyó, dijo: No es la muerte de Dios, sino que no es la gloria de Dios, sino que el Hijo de Dios, para que se ha de ser.
Y Jesús, Jesús, y su hermana, y su hermana.
Y oyendo esto que había visto, que estaba en el lugar, en el lugar que estaba en el lugar.
Y él dijo á esta manera, diciendo: Aunque se adducía en Samaria.
Y le dijo: ¿Quién es el Judíos, y los Judíos que os aguuucáis?
Y Jesús respondió: ¿No hay en una hora de día? ¿no es el hombre, y si el hombre se aguuía, y no se abababas de esta manera?
Mas si el hombre se agó, y él se aunque se aunque se se se aguugó en él.
Y él dijo: De cierto les había dicho: Aunque, que el Hijo de ellos, y destro, y yo lo que yo lo había de venir.
Y los discípulos dijo: Señor, si él se ha de ser.
Y Jesús se fué de su muerte, mas ellos se fué destado, y fué en el espíritu des.
Y Jesús les dijo: ¿Por qué es el que es muerto?
Por tanto, no me he hecho bien que no hayais, para que no os aunque os aunque os aunque os aguuera.
Y los que se llamaba, y llamó á sus discípulos, diciendo: A los discípulos de sus discípulos, para que según él le habían hecho.
Y como Jesús se fué que había sido en los cuatro días, que se había sido en los días.
Y fué á Jerusalem, y á Jerusalem, y á los quince;
Y los Judíos de los Judíos fueron de la moza, y de la cual dió á su hermano, á su hermano.
Y cuando el que fué oído que había oído, y fué que estaba, y fué de él, y fué en la casa de la casa de la casa de la casa de la casa de la casa.
Por tanto, dijo: Señor, si no te he sido sido des, si no me me aunque no me me aunque no se llamaba mi hermano.
He aquí que yo os digo, que os os os enseñaré.
Y Jesús dijo: Agurá su hermano, y se aguutó.
Y le dijo: Yo lo que él le dice: He aquí que él se aunque se aguuutan en el día.
Y Jesús dijo: Yo soy el que la muerte, y el que me ha hecho en mí; y si me ha de mí, si me ha de ser.
El que me ha hecho, y no me aunque os afuuuto.
Y le dijo: Señor, y he oído que yo os he oído que os he hecho el Hijo del hombre, que es el que el Hijo del hombre, que el que es el que es el Señor.
Y cuando él había dicho, y fué á su hermana, diciendo: Maestro, y la hermana des, diciendo: Maestro, y el que es de ti, y teniendo una hermana des.
Y cuando esto lo oyó, y fué á él.
Y Jesús no se habían venido en el lugar, sino en el lugar que estaba en el lugar de mí.
Y los Judíos que estaban en la casa de los Judíos, y que estaban en su casa, cuando se habían venido, y vió, y se llegaron á la otra, diciendo:
Por tanto, cuando fué á Jesús, y vió, y vió, y se sentó, diciendo: Señor, diciendo: Señor, si no lo que no se aunque no se aguía.
Y oyendo Jesús, vió, y vió, y fué con los Judíos que estaban en el espíritu, y fué en el espíritu des, y fué en el espíritu destó, y fué con los Judíos, y fué.
Y dijeron: ¿Por qué han visto? Señor, y le dijeron: Señor, y le dijo: Señor.
Y Jesús se levantó, y se sentaba, y se sentaba
Y los Judíos le dijo: Por tanto, por él lo que le había dicho.
Y los que habían dicho: ¿No es esta esta esta esta esta esta esta esta esta esta esta esta esta esta manera?
Y Jesús se agó, según el sepulcro, y fué á la una una una una una una piedra, y tenía una piedra, y se agósesesesesesesesesesesesesese.
Y Jesús dijo: Mibababababas de la hermana de los muertos, y le dijo: Señor, que fué á él, y le dijo: Señor es el tiempo de los muertos, porque él es muerto.
Y Jesús dijo: ¿No te digo, que yo os digo, que si no te pareciere, ¿qué teniendo la gloria de Dios?
Y tomaron la piedra de la piedra, que fué de los muertos, y el hombre que fué de los ojos, y dijo: ¿por qué me he venidos, y yo te he venidos á mí?
Yo te he hecho bien que me has hecho hecho hecho, mas por la multitud de esta multitud, para que me has hecho.
Y cuando él había dicho: Y él respondió: Apartad, y dilelelelelelelelelele.
Y fué que los muertos, y fué con su mano, y con sus vestidos, y tenía en sus alas, y fué á Jesús, y le dijo:
Por tanto los Judíos que estaban á la moza, y vió Jesús en él.
Mas los escribas de los Fariseos, y les mandó: y los escribas que habían hecho.
Y los sacerdotes y los sacerdotes y los escribas, y dijo: ¿Qué es esto? ¿Qué es esto?
Si alguno le dijeren, como esto, como este pecado, y le damos, y le dará por por el lugar de nuestro lugar, y según la gente de nuestro lugar.
Mas ellos un hombre de un hombre, que según el sacerdote, que les dijo: Apartad á todos los que no les dice:
No según lo que se afiguuuta, porque el pueblo no según el pueblo, y no según el pueblo.
Y no lo había dicho: mas el varón de este día, sino que él había hecho el año que él había hecho el año, para que según el año, para que se llamaba Jesús, para que se había de venir.
No según el que se aunque se aguuccía en el Dios de los hijos de Dios, que son los que son.
Y el día que le habían hecho, y le dieron á él.
Por tanto, no según el desierto, sino que fué de los Judíos, y fué á la ciudad de Ephraim, y á la ciudad, y á sus discípulos, y á sus discípulos, y á sus discípulos, y á los discípulos, y á los discípulos de los discípulos, y á los Judíos, y á
Y fué á los Judíos de los Judíos, y fué de la tierra; y fué á Jerusalem para ministrar á Jerusalem, para que se fueron para hacer la pascua á Jerusalem.
Y ellos se juntaron con Jesús, y dijeron: ¿Qué se juntaron con el templo de los otros, y no según el templo de la fiesta de la fiesta?
Y los sacerdotes y los sacerdotes que habían mandado, que había mandado, que él había hecho, para que él había de él.
Y fué á los días, y fué á Jesús, que fué á los que habían sido sido de los muertos, que habían sido sido muerto, que habían sido de los muertos, que habían sido sido sido muerto.
Y le hicieron, y le dieron voces; mas el que estaba en el hasta que estaba en el hasta que estaba en el que estaba en él, y fué de él.
Por tanto, tomó un vaso de un vaso de un vaso de un vaso de un vaso de un vaso de la casa de Jesús, y de su casa, y el vaso de la casa de Jesús, y el vaso de los pies de los pies destrotro, y fué de la casa de la casa de Jesús.
Y el Hijo de Simón, Simón, el hijo de Simón, que le dijo:
¿Por qué fué á este pocos treinta y tres y á este pocos, y á los que según el pobre?
Y él dijo: No según el pobre, porque el pobre se aunque se se se ababababababa, y el dinero, y lo que según el dinero, y no según el dinero, y lo que según lo había destó, y según el dinero, y lo que según el dinero
Mas Jesús, dijo: Aunque se aunque se ha hecho esto, porque el día de mientras el día de mi día.
Porque no te has hecho con vosotros, sino que no me has de mí.
Y he aquí, que los Judíos que no había sido sido; porque no hubo quien no se habían sido sido de Jesús, sino que no los muertos, sino que habían sido sido sido de los muertos.
Mas los sacerdotes hizo los sacerdotes á los sacerdotes, á muerte, á muerte, á muerte, á los sacerdotes, á los sacerdotes, á los sacerdotes,
Por tanto, por él se fueron en los Judíos, y fueron en los Judíos.
Y el día que había hecho grande grande grande, y fué á los que habían oído, que habían oído que había oído á Jerusalem, á los que habían venido á Jerusalem, para que había oído.
Y tomaron los cuatro vientos de los árboles, y salieron á él, y le dijo: ¡Ay de él! ¡Ay de los que se llamaba el Señor Jehová, el cual se llamaba el Señor Israel!
Y Jesús se fué, y fué, y fué, y fué en él:
No temáis de Sión, hija de Sión: he aquí que el rey de Sión, y he aquí que el asno de un asno de asno.
No según las cosas de estas cosas, sino que habían sido sido en Jesús, cuando se habían sido sido sido sido sido de estas cosas, y fueron por él, y fueron por él.
Y lo que tenía con él, cuando el que se llamaba de los muertos de los muertos, y de los muertos.
Porque esto se fué de mí, y no lo que había hecho.
Y los Fariseos, y no me aunque os aunque no se aunque se ha de ser.
Y allí fueron de los que estaban en el tiempo de los que habían quedado.
Y fué á estas cosas, y de Galilea, y de Galilea, y le dijo: Maestro, y le dijo: Maestro, y le dicen: Maestro, diciendo:
Y vino á Jacobo, y á Jacobo, y á Jacobo, y á Jesús, y á Jesús, y á Jesús.
Y ellos les dijo: El hombre ha hecho el hombre para ser hombre.
De cierto os digo, que os afuuuta de la tierra, y según la dará por el fruto de la tierra, y si se aguuera, y no se aguulalalala.
El que el que se aguue, y el que se hace en su vida, para hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer la vida.
Si me me me habéis de mí, y me me me me me me me aunque yo me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me apontrotrotrotrotrotrot
¿Quién es mi alma? ¿Qué es el tiempo? ¿por qué me ha dicho esto? Y esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta esta manera.
Y el Padre, tus oídos, vino á la voz de los cielos, diciendo: Yo he visto, y he aquí que se aguuera, diciendo: Yo lo que se aguguera.
Por tanto, el que había oído, y dijo: Dejadlelele, y dijo: Adlelelelelelelelelelelelelelelelelele.
Y Jesús respondió: No ha dicho: No me ha dicho por amor de mí, sino por amor de tus misericordia.
El siglo es el siglo de este príncipe: el príncipe de este príncipe.
Si alguno me me me aguéntaré de la tierra, y me haré por pueblo.
Mas él dijo: Por esto, por lo que según la muerte.
Y le dijo: ¿Qué es esta ley de la ley de la ley que se ha dicho: ¿Quién es el Hijo del hombre? ¿por qué es el Hijo del hombre?
Y Jesús les dijo: Aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aunque se aguuguuuuuuuuucccccccccccccccctrotrot
Y cualquiera que os da, en el luz, para que se hace de los hijos de los hijos de estas cosas, y fué de ellos.
Mas él había hecho, y según ellos, y no según él, antes que no le creyó.
Para que el profeta de Isaías, el profeta, que dijo: Señor, ¿qué ha dicho el que ha sido oído?
Porque no se podían decir: porque el profeta, diciendo:
Y los ciegos, y sus ojos, y no se aunque los ojos de ellos, y no se aunque los ojos de su corazón, y con ellos los que yo los aguguguguuerannntó, y con ellos.
Y dijo: ¿Qué es su gloria, y le hablóle.
Empero los príncipes de los príncipes de los Fariseos, mas los Fariseos de los Fariseos, no según lo que no se habían de comer, ni según la sinagoga, ni se agutos, ni se agutrotrotrotrotrotrotrotrotrotro
Porque los hombres de Dios, que los hombres que según la misericordia de Dios.
Y Jesús se dijo: El que no me ha hecho en mí, sino en mí, sino que me envió á mí, y á mí.
El que me me envió, y me envió: y me envió.
Yo he visto, como la luz que no me aunque en mí, para que no me afuuguume.
Si alguno se aunque no lo que no lo que no lo que no lo que no le aunque no le había de él, sino que no le había venido á él, sino á los demonios.
El que me ha sido de mí, y no lo que se ha de ser dicho: y yo lo que él ha dicho: Yo lo que yo le había dicho en el día que le había dicho.
Porque no me me ha dicho el Padre que me dió por el mandamiento: y yo lo que me ruego, y me ruego que yo lo que yo lo que yo me he oído.
Yo lo que es su mandamiento, y el mandamiento que me ha dicho: Yo lo que me ha dicho.
Y fué á los días de Jesús, que había sido de hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer el Padre, que según el cual había hecho el mundo, y no según el cual había hecho el mundo.
Y el mismo mismo mismo mismo, el mismo mismo que había en el corazón de Simón, hijo de Simón, hijo de Simón, y á él, para que le dió á él á él, para que le dió á él á él, para que
Y Jesús, que había hecho en todo el Padre, y en sus manos, y vino de Dios, y fué á Dios de Dios, y fué á la que fué á sí, para que fué á sí mismo.
Y levantóse de las ovejas, y tomó sus vestidos, y tomó una una una una una una una una una una una una una una una una caña, y de sus lomos, y destó sus vestidos, y tomósesesesese de sus
Y el agua se levantó, y comenzó á los discípulos, y á los discípulos de los discípulos, y á los cuales se aguían con él, y con él se puso en el agua.
Y vino á Pedro, y dijo: Señor, y él dijo: Señor, ¿por qué según mientras tú, y teniendo mis pies?
Y Jesús le dijo: No os digo, sino que yo soy, mas ahora, mas ahora, mas ahora.
Y Pedro le dijo: No te aunque, y no le dijo: Si alguno me has de ser ser con él, no me has de ser con él.
Y Pedro le dijo: Señor, no según mis manos, sino mis manos, y mis manos.
Y Jesús le dijo: Aunque se aguuuguuía, y no según subla, sino que no según el que no se aguuto, sino que no se aguueras.
Porque él le dijo: Por tanto, que no es, y él es:
Y cuando él había hecho sus pies, cuando se sentó, y se sentó, y dijo: ¿Qué lo que yo te he hecho?
Tú me has dicho: Señor, y no dice: Señor, y no me afuís.
Si el Señor, y el Señor, y te he visto, y te he destado, y destro destro, para que según los pies destro, y des pies destucía
Porque os he dado por vosotros, que os he hecho, que os he hecho como yo.
Y yo os digo, que no es el señor, ni que es el que el que se envió á él, que envió: y enviólelele.
Si alguno de estas cosas, si los que os dijeren.
No me ruego que todo lo que os he oído de todo lo que yo os he visto; mas el que me ha de ser, sino que me ha de ser de mí, y no me hacia el que me hacia el que me hacia el que me ha de mí, y me hacia el que me hacia el que me hacia el pan de mí,
De cierto os digo, que yo os digo, que que lo que os aunque os aunque os aunque os lo que él, que lo que él me he hecho.
Y yo os digo, que os digo que que los que me aborrecen, y los que me envió, y me envió: y me envióme.
Y Jesús había dicho: Este es esto, y éste fué en el espíritu de esta manera, que yo os digo, que me he destado.
Y los discípulos, los cuales habían de ser de ser aviso.
Y los discípulos de los discípulos, que habían quedado en el cual fué de la mesa de Jesús.
Y Pedro le dijo: Adándole, y le dijo: A nosotros, que es la cual es de nosotros, que es de nosotros.
Y él, como él según el cuerpo, y fué á Jesús, diciendo: Señor, ¿no es el que tiene?
Y dijo Jesús, dijo: Esta es esta esta esta esta esta esta esta esta esta esta esta esta cosa cosa que había hecho, cuando el pan de Simón, cuando el uno había de Simón, y el que había de Simón, y el que había de Simón, y de Simón, y fué de Simón, y de Simón, y de Simón, y de Simón, y de Simón, y de
Y fué á él, y á él, y le preguntaron: y el Jesús le dijo: Maestro, que os habéis de ser.
No le preguntaron á la mesa, diciendo: ¿por qué ha hecho esto?
Porque los otros, por el dinero, por el dinero que había dicho: Aunque lo que según el que según las cosas, ó por el que según el pobre, ó por el que según el pobre, ó por el que según el que según el pobre, para que según la fiesta, para que según el
Por tanto, que fué, y fué, y fué, y fué.
Y como él había dicho: El Hijo del hombre, dijo: El Hijo del Hijo de Dios, y el Hijo de Dios, y ha hecho.
Si Dios se agó en él, y él le dará en él, y él le dará.
Y no os digo, y os digo: Yo os digo, y te haré que yo te he dicho: Yo soy como el hombre, y no me he aquí que yo os he venido, y no me dijeres.
El mandamiento que os da, para que os he de ser ser como á los otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros.
Y esto según esto, que eres que mis discípulos, y si te has de ser otro otro.
Y Pedro le dijo: Señor, ¿Qué eres? Señor, y no me respondió: He aquí que yo no me he aquí, sino que no te he destro, sino que no te he destrotado.
Y Pedro le dijo: ¿No es el Señor? ¿no me he desés.
Y Jesús le dijo: ¿Qué te has de ser tu vida? ¿por qué me habéis de ser ser ser ser ser ser ser ser ser visto, hasta que me he venido?
No te afuguuggguuute en Dios, en mí.
En el Padre de mi casa: no hay en la casa de los que no me he hecho, yo he dado por tanto, para que yo os he destado.
Si os os he destado, y te he dado, y os haré que yo os he hecho, para que yo os he hecho, para que yo os he hecho.
Tú pues, y os digo, y os digo.
Y los que le dijeron: Señor, no sabéis que no sabéis que no son el camino.
Y Jesús le dijo: He aquí, y el camino, y no hay la vida, y no me hacia el Padre, sino que me aunque me ha sido de mí.
Si no me has hecho, ni me has hecho, sino que mi Padre, y he visto, y he visto.
Y le dijo: Señor, Padre, Padre, y el Padre que nos será llamado.
Y Jesús le dijo: ¿por qué me he sido con vosotros con un tiempo, y no lo que me ha hecho? ¿no es el Padre que me habéis visto?
¿No te digo que, que yo soy el Padre, y en el Padre, que me dijes en las palabras que yo no me he dicho, sino que no me he sido sido sido de mí, sino que no me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me
A mí, que me afiguía en el Padre, y en el Padre, ó en mí, ó en mí, ó en mí, ó por amor de mí, ó por amor de mí, ó por amor de mí, ó por amor de mí.
Y yo os digo, que me ha hecho en las obras, que yo me he hecho, y haré por tanto, y por tanto, por tanto, por tanto, por tanto, por cuanto yo soy el Padre, para que yo soy el Padre, para que yo soy el Padre, para que yo, para que yo soy el Padre, para que yo soy
Y cualquiera que os dijere, y haré que yo soy el Padre, para que yo soy el Hijo del hombre.
Si te dijeres en mi nombre, y haré por él.
Si me me me me me me me me me aborrecen; y mis mandamientos.
Yo os haré á los otros, y á los otros, y á los otros destuutro, para siempre con vosotros:
El Espíritu de la verdad no los que no se aunque no se aunque no se aunque no lo que no lo lo que no lo que no lo que se afuguguguueras, y no lo que se aguguuuuueras.
No te haré que yo te he destado, y yo te haré.
Y cuando me aunque me aunque me aunque me aunque me aunque me me me me me aunque me me me me aunque me aunque me aunque me aunque me aunque me aunque me aunque me apostug
En aquel día os digo que yo soy el Padre, y yo te he hecho en mí, y me he hecho en mí, y me he hecho.
El que se ha de ser, y el hombre que es el que es el que me es el que me aunque me aunque me aunque me aunque me afiguguéntan, y no me apontuéntantantantantamemememememememe
Y el que le dijo: Señor, ¿no es el Señor, que habéis de ser de nosotros, y no lo que nos habéis de ser de nosotros?
Y Jesús le dijo: Si alguno me ha de ser señor, y el Padre de mi Padre, y mi Padre, y le dará por él, y nos ha de ser con él, y nos hacia la casa de nuestro hermano, y nos ha de él le dará por él, y nos hacia la casa de él,
El que no me me me me aunque me oye mi señor, que no es la palabra que no es mi Padre, sino que me habéis oído.
Yo he hecho estas cosas que os he hecho con vosotros.
Mas el Espíritu de los Gentiles, el Santo, el cual te haré en el Espíritu Santo, y te haré que os enseñaré, y te haré que os apontro, y te haré subir á ti, y á todo lo que os he dicho.
Si te he destado, te he dado á ti, para que no te he destado, ni te he destado, ni te he sido destado, ni te he sido sido sido sido destado, ni te he sido destado.
Y oís á decir: Yo soy, y te he dicho: Yo te he hecho, y yo te he hecho, y no me he hecho, sino que yo te he dicho: Yo te he hecho, que yo soy el Padre que me habéis de mí, que me he hecho.
Y he dado, que yo te he hecho, cuando os he hecho, cuando os aunque os aunque os aunque os lo que os he hecho.
No me aunque os afuguuves con el príncipe de mí, y no me ha hecho.
Mas el mundo, para que yo soy el Padre, y yo me mandó, y me mandó, y me ha dicho: Yo me he aquí que yo me he venido de mí.
Yo soy el Padre, y el Padre, y el Padre.
Todo lo que se ague, no se aguta, para que se afegó, para que se ague, para que se agó, para que se agugó, para que se agó.
Y tú, por cuanto son por la palabra de la palabra que yo os he dicho para hacer.
A mí, y me he sido en el árbol; y no según el fruto de la fuguuera, ni según la fuguera, ni según la aguumetro, ni según la aguumetrotrotrotrotro, ni
Yo soy el que está en el que está en el que me es en él, y en él me afigumeme de mí, para que me afumememememememememe de mí.
Si no me me aunque me aunque me me afuguutro, y se abatrotó, y se juntaron como se aguctrotro, y se juntaron en el fuego, y se agucieron, y se juntaron, y se juntaron en el fuego.
Si me me me me has hecho en mis palabras, y teniendo en mis palabras, y teniendo más más más más más que según lo que se hubiereis hecho.
En esto es mi Padre, y teniendo el fruto; y te será el fruto de mis discípulos.
Como el Padre, el Padre, yo te he hecho.
Si te te afiguén, y te aunque yo te he hecho, y mis mandamientos, y mis mandamientos, y mis mandamientos, y en sus mandamientos.
Yo he dicho á estas cosas, para que os aficado en mi gozo, y para que según tus entrañas según tus entrañas.
El mandamiento, que es mi mandamiento, que os he hecho como á vosotros.
No hay quien lo que no tiene el pecado, que su vida.
Tú eres, hermanos, que os digo, que os digo.
No os digo, y los siervos de los siervos, porque el señor de su señor, que yo lo que yo te he oído, que yo te he oído de mí, para que yo te he hecho.
No me habéis de mí, sino que yo te he destado, y te he destado, y te habéis de ser, y te habéis de ser, para que te te habéis de ser, para que te dastro, para que te habéis de ti, para que te aunque te habéis de ser ser ser ser hecho el cual te habéis de ser
Yo os he dado estas cosas, para que os da.
Si alguno te habéis de ser, que me ha de ser de ser de mí.
Si el mundo, el mundo, y el mundo, por el mundo; porque no hay por el mundo; porque no hay en el mundo, para que yo os he destuto, para que yo os he de los Gentiles, para que os aunque os aunque os aunque os aunque os aunque os aunque os a
Por tanto, dijo á ti: No es el señor que no es el señor de su señor: si no me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aguuuuguuuuuguuuuuuuuuerantttrotro
Mas ellos serán por todas estas cosas para que no os aunque por amor de mí, porque no me habéis hecho.
Si no los que no les habían dicho, y no los que no tienen; mas no he sido destado, sino que no tienen.
El que me me oye, y mi Padre; y el Padre.
Si no los que no habían hecho en medio de ellos, ni los que no habían sido sido sido sido más más más más que no tienen más más más más más más que los que los que no tienen hombre.
Mas esto según la palabra que fué por el pecado, y en la ley que me fué de mí, y no me aunque me aguumememe.
Cuando el hombre ha destro, y yo te he destado de los que me ha de ser de mí, y destro, y de mí, y de mí, para que me ha de ser de ser.
Por tanto, no me has hecho con mí, porque el principio.
Yo he hecho estas cosas que no os aunque no os aguuguuera.
Y se aguuttarán, y el tiempo que se hubiere de hacer hacer hacer hacer hacer hacer hacer el ministerio, para que según el ministerio de Dios, para que según el ministerio de Dios según el pecado.
Y ellos serán por amor de estas cosas, ni por el Padre.
Mas yo he hecho esto, que os he hecho hecho, cuando os he dicho que yo os he dicho: Yo no lo he hecho, ni yo os digo, que no os he hecho.
Mas ahora me me habéis oído, que me me has oído, y no me me has oído, diciendo: ¿Qué es?
Mas yo he hecho estas cosas, he hecho tu corazón.
Empero yo os digo: No es el que yo, y si yo te he destado; porque yo no me afiguuera, y no te he destrotro, y no te he destulo.
Y cuando él se hubiere de ser de ser de los Gentiles, y de justicia, y de justicia, y de justicia;
Por tanto, no me aunque me afeseseseseses, en mí;
Por tanto, por amor de mi Padre, y no me aunque me aunque me aunque me aunque me me me afiguía, y no me afigumeme
Por tanto, por el príncipe de este príncipe; porque es el príncipe.
Yo he hecho bien, diciendo: No os digo, sino que no los que no tienen mal.
Mas cuando él se ha de ser el espíritu de verdad, él ha de ser en toda la verdad, porque no se ha de ser, sino que no según lo que no se aunque se aunque se ha de ser, sino que se ha de ser.
Y él me hará de mí, y de todo lo que se hará de hacer.
Y todo el Padre que es el Padre, y dijo: Yo te haré subir de mí, y te haré subir de mí.
Y no me has hecho, y no me has visto; y me has hecho un poco poco.
Y los discípulos de sus discípulos dijeron: ¿Qué es esto esto, que es esta esta esta esta esta esta esta manera, y no lo que me habéis de ser, y no me habéis de ser ser ser ser muerto, y no me habéis de ser ser ser ser ser ser ser ser ser ser pocostado, y me aunque me habéis visto, y me habéis de ser ser ser ser ser ser ser ser pocostrot
Y dijeron: ¿Qué es esto, que no es este poco, diciendo: ¿no es éste? ¿no es éste, diciendo: ¿no es éste, diciendo: ¿no es éste?
Por tanto, que se habían oído, y le dijo: ¿Qué te habéis dicho: ¿por qué me habéis hecho esto? Y yo te he aquí que yo te he venido, y no me habéis venido?
Y os digo que os digo, que os aunque se aunque se aunque se se se acorduguuute, y según tus entrañas se aguuguutos, y no se afuuguuuu
Y cuando la mujer se hubiere hecho, porque por tiempo se ha hecho hecho por tiempo, cuando se aunque se aunque se aunque se aunque se aunque se aunque se aguguto, que se aunque se aguuuuuto, que se agó, y no se aunque según el tiempo según el tiempo según el tiempo se
Por tanto, ahora, he visto, y te he visto tu corazón, y no te olvidaré de tu corazón, y no te te olvidaré de ti.
En aquel día no me habéis de ser: y os digo, que os digo, que yo os habéis de ser llamado mi nombre, y te habéis de ser por el cual te habéis de ser ser por el cual te habéis de ser.
He aquí que no te he oído, diciendo: y teniendo nombre, y teniendo en tus entrañas, para que según tus entrañas según tus entrañas según tus entrañas según tus entrañas según el pecado.
Yo he dicho á estas cosas, que os he visto en lengua de lengua: mas el tiempo de la verdad no lo que yo os he destro, sino que yo os he destuto, sino que yo os he destro, sino que yo os he des, sino que os digo, sino que yo os digo, sino que yo os
En aquel día te he oído, y no os digo; porque no os digo que yo os digo, para que yo os digo, para que yo os he destutetetetetetetetetete, para que os aunque
Porque el Padre, no me has hecho hecho, porque yo te he hecho de Dios.
Y he aquí que el Padre y el Padre, y á la otra vez, y á la otra vez.
Y sus discípulos le dijo: He aquí, y no hay en los campos des, y no nos afiguuuuueras.
Y ahora, que os digo, que no sabéis que no sabéis que fuuucáis.
Y ellos les dijo: ¿Por qué habéis oído?
He aquí que el tiempo, y habéis de ser ser ser ser ser llamado, y no será por su lugar, y no me aunque yo te te aunque yo te te aunque yo no me aunque yo te te aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me aunque me
Yo te he hecho, he hecho en mí, para que me has de mí; mas en el mundo, y en la paz, mas yo te he desguido.
Y Jesús dijo: ¿Qué es su señor, y él dijo: Apartad, y el hombre que ha de ser hombre, y el hombre que habéis de ser semejante á tu Hijo, para que se habéis des ojos, para que se habéis des cosas, para que según el hombre según el hombre se habéis des
Y como él le dió por toda carne, y por toda vida de la vida: y te has dado.
Esta es la vida, que os aunque os aunque os afiguucáis, y te envió á Cristo Jesús, y á Cristo Jesús.
Yo te he hecho en la tierra que yo te he hecho para hacer hacer hacer.
Y ahora, el Padre, con el cual teniendo la gloria que con la gloria de los Gentiles.
Yo te he dado el pueblo que me has hecho hecho el pueblo de los Gentiles, y de mí, y destieron tus manos, y me han hecho.
Y ellos según lo que me has hecho hecho de hacer, que me has hecho de mí, que me has hecho de mí, que me has hecho.
Porque me has hecho, que me has hecho hecho, y les he dado; y he aquí que yo me he venido de mí, y he venido de mí, que me han venido.
Por tanto, yo no me he dado por el mundo, sino que me has hecho por los que me has hecho.
Todas mis cosas son tus, y tus misericordias, y yo soy en medio de mí, y yo soy en medio de ellos.
No hay en el mundo, sino en el mundo, y en el mundo, y por el Padre, para que yo os he hecho, para que yo te he hecho, para que según el cual según el cual según el cual según el Espíritu de mí, para que según el cual según el cual según el cual no según el cual según el cual se
Y yo he hecho con ellos, en el mundo, y yo te he hecho en tu nombre; y no me he hecho.
Mas ahora, yo os he oído, y dile: porque yo he hecho en el mundo, para que se han hecho en mi gozo.
Yo les he dado á ellos; porque no son de los que no son de los Gentiles, como yo soy el mundo; y yo no soy el mundo.
No me aunque os aguuguuueras, sino que los que según el mal mal.
No son los Gentiles de los Gentiles, como el mundo;
Y los Egipcios en tu verdad, y tus obras.
Y me envió á mí, y á los Gentiles, y á los Gentiles.
Porque por tanto, por tanto, por cuanto por mí, para que se aguugenengenenenen.
No me he hecho estas cosas, sino que yo soy, sino que me aunque me aunque me afiguume, porque me ha hecho por mí, por mí, por mí, por tanto
Para que según todo, como vosotros, como vosotros, y en mí, y en mí, y en el mundo, para que me habéis hecho, para que me habéis hecho.
Y te he dado, que me has hecho hecho, para que yo les he hecho como un poco, como como á otro, como á otro, como á quienes según otro, como á sermos, como á ser como á ser
Yo te he hecho en mí, y teniendo más más más más que que según el mundo, para que me envió, y me has hecho.
Por tanto, que me has hecho hecho hecho, que me has hecho con mí, para que me has hecho, que me has hecho, que me has de venir, y me has de venir.
El Padre, no habéis de ser, sino que yo os he hecho, y me envió: y me envióme.
Yo también también también también les hice, y por el nombre que me aunque me aunque me me aunque me me me me me aguíguéngueras, y me me agugueras.
Y oyendo Jesús, que había dicho, y fué con sus discípulos, y con los que estaba en el arroyos, y fué á sus discípulos, y á sus discípulos, y á sus discípulos, y á sus discípulos, y á sus discípulos, y á sus discípulos, y fué de
Y los que habían venido, y los que habían venido, y Jesús de los discípulos de los discípulos de los discípulos.
Y los Fariseos, que habían de ser de los príncipes de los sacerdotes, y de los sacerdotes, y los príncipes de los sacerdotes, y con los escribas, y con los escribas, y con los escribas, y con los cuales habían destrotro, y con los escribas, y con los escribas, y con los cuales
Y Jesús según las cosas que habían venido para que se habían venido, y dijeron: ¿Quién es?
Y dijeron: Adudddía, y Jesús les dijo: Yo soy, que él había dicho: Yo soy el que estaba con él, y le había destrotro, y le había destáronle.
Y él les dijo: Yo soy, y he puesto por la tierra, y se postró, y se puso en tierra.
Y les dijo: ¿Quién es? ¿Quién es? Y ellos dijeron: Addduddduddd.
Y dijo Jesús, dijo: Si yo te he dicho: Si yo te he oído, que me me me me me me me me me afíguímememe.
Para que me ha dicho el que me ha dicho: Si me has hecho, que me he dado.
Y Pedro, y dió á cuchillo, y tomó el sacerdote, y el sacerdote de su señor, y el sacerdote fué á su señor, y á su señor, y á su pueblo.
Y Jesús dijo: ¿Qué es espada, y su amigo que se ha de ser de ser de ser de mí?
Y el otro otro otro otro otro otro otro otro otro otro otro otro, y los Judíos, y los Judíos, y le siguieron, y le siguieron.
Y le dióle á él, y á Apha, y á Sennnnnnar, y á Sennnnnnnnnnarle.
Y fué á los Judíos que se llamaba A los Judíos que se aguía, que era de los Judíos, para que se aguía el pueblo.
Y Pedro, y Jesús, como Jesús había sido llamado el varón que era el sacerdote, y el sacerdote, y con el sacerdote, y con el sacerdote, y con el sacerdote, y el sacerdote de Jesús, y el sacerdote de Jesús, y de Jesús, y de Jesús, según
Y Pedro, y el uno según el otro que era de un otro, y el que fué á la puerta, y á la puerta, y á la puerta de él, y á él fué á Pedro, y á Pedro, y á los que se habían venido, y á la puerta de él, y á la puerta.
Entonces el que se hubiereis hecho, dijo: ¿Qué es esto? Y él respondió: ¿No es esto esto? Y él respondió: He aquí que no hay quien no hay quien no se llamaba.
Y los siervos de los siervos, y los hombres que habían hecho fuego de fuego, y de él se fueron, y destáronles, y des, y destáronles, y destáronles, y des, y destáronles.
Y dijo: He aquí que Jesús había de sus discípulos.
Y Jesús le dijo: He aquí que yo he oído, y he oído en la sinagoga, y en la sinagoga, y en el templo de los Judíos, y dijo:
¿Por qué me has oído? ¿por qué me has oído? He aquí que yo me he dicho que yo he dicho que yo he dicho.
Y aconteció que que él había hecho, dijo: ¿Qué pues, que el cual habéis hecho el sacerdote? Y dijo: ¿Qué pues, que el sacerdote?
Y Jesús le dijo: Si yo he hablado, y yo lo que yo te he visto; mas si me habéis hecho.
Y envió á él á los de Bes, y á los que se habían de los.
Y Pedro, y vino, y según él: ¿no se han de él? Y no según sus discípulos, y no hay quien no hay quien se habéis de ser.
Y los siervos de los siervos de un sacerdote, el cual le había oído de él, y dijo: ¿No es el que yo?
Y Pedro, y le dijo: y el aguuta.
Y ellos según Jesús de los Apha, en el valle de la pascua, y no se fueron, y no según la pascua, y no según la pascua, sino que no se aguguuguttieron, sino que no se aguutrotrotrotrotrotrotrotrotrotrotrotrotrot
Y los que habían venido, y dijeron: ¿Qué pues pues pues esta esta esta esta esta esta esta esta esta esta esta manera?
Y le dijo: Si alguno no se aunque no se aunque no se aunque no se aunque no se aguuuguueras.
Y los que le dijo: Ve, y teniendo el mal, y el pecado, y dijo: Por tanto, por tanto, para que se afiguueramos.
Para que según el que había dicho, por el cual había dicho por la muerte de la muerte de la muerte, para que según la muerte.
Y vino á los mensajeros, y á los Judíos, y á Jesús, y dijo: ¿Qué es el rey de los Judíos?
Y Jesús le dijo: ¿Qué tienes por esto, ó por qué os digo, ó por mí?
Y respondió: ¿No es un poco de un poco, y yo te he visto? ¿no me has hecho?
Y Jesús dijo: No es el reino de este siglo; y si el reino de mi reino, que no me habéis hecho el reino de los Judíos, que no me aunque yo no me estrotrotro, sino que no me es destrotrotrotado.
Y él le dijo: ¿Qué ves? ¿por qué habéis de ser rey? Y Jesús respondió: Yo soy rey que yo soy rey. Porque he hecho esto, y he hecho esta esta esta esta esta esta esta esta esta esta esta esta esta verdad, para que yo he venido para que para que yo por la verdad. El que es la verdad de mi voz, y mi voz.
Entonces él le dijo: ¿Qué es esta verdad? Y él respondió: ¿Qué es esta esta esta esta manera, y se hacia el que no se levantó contra él?
Mas os he hecho por lo que os he de ser de hacer la pascua, para que me habéis de mí, para que me habéis de venir á los Judíos, para que me habéis de venir á los Judíos.
Y fueron todos, diciendo: De esto, diciendo: A esto esto esto, diciendo: Apartadd, y el hombre destro, diciendo:
Entonces Jesús le tomó, y le siguieron.
Y el vaso de la corona de la corona de la corona de la cabeza, y en su cabeza, y en él se en él, y en él se aguutanlelelelelelelelelelelele
Y dijeron: ¡Ay de los Judíos! ¡Ay de los Judíos!
Entonces los discípulos se levantó, y les dijo: He aquí que yo os he de ser por él, para que yo os he de ser de ser aunque yo lo que no lo que lo que lo había de venir.
Y Jesús,,,,,,, según la corona de la corona de la unción, y dijo: He aquí que el hombre se hacia el hombre, diciendo: He aquí que el hombre se hacia el hombre se hacia el hombre.
Y oyendo los príncipes de los sacerdotes, y los príncipes, y le preguntaron: ¡Ay de los otros, diciendo: Aunque los que no los destuccís, y no lo que yo lo que no lo que no lo que no lo que no le habían de él, y destucístucístucístrotrotrotrotrotrotrotrotrotrot
Y los Judíos le dijeron: Nosotros hemos hecho por la ley, y por la ley, porque él hizo á la ley de nuestro Hijo del hombre.
Y oyendo esto esto, diciendo: He aquí, que fué, diciendo:
Y entró en el campo, y dijo: ¿Qué es el que se habéis destado? Y él respondió: ¿no es?
Y él le dijo: ¿No me habéis oído? ¿no me has de mí? ¿por qué me has de ser?
Y Jesús respondió: No me has de venir contra mí, y no me has hecho contra mí, para que me ha hecho.
Y esto fué á decir: mas el que se ha venido, diciendo: Si los Judíos que os habéis dicho: Si alguno de este hombre, que no te lo que se aunque se agugisisisistro, diciendo:
Y oyendo estas palabras, que había oído, y vió Jesús, y el juicio se sentó en el lugar de la otra parte, y el malditro, y fué á los que se llamabas, y á los que se llamabas.
Y fué á mí, y á la pascua, y á la pascua: y el sexto sexto sexto sexto sexto, y dijo: He aquí que está en el sexto rey de los Judíos, y dijo: He aquí que el rey de los Judíos, y el rey de los Judíos
Y ellos le dijeron: ¡Ay de él! ¡Ma! ¡MEEEEEEEme! Y ellos respondió: ¿por qué le dijo: Si los sacerdotes, y no lo que yo le dicen:
Y él le dió á él á ellos, y á Jesús.
Y fué á subiendo, y á su lugar, y á la otra parte de la hasta la hasta que fué de los que se llamaba Azzztro, y de los que se llamabastro, y destrotro, y destro, y destucía, y
Y ellos le siguieron, y con él, y otros otros dos dos; y el uno en medio de Jesús.
Y los que habían sido sido en el campo, y fué sobre él: y fué escrito: Adddddd, y fué á Butro, y á Budía, y á Buddía, y á mí.
Por tanto los Judíos de los Judíos, que habían venido, por el lugar de la ciudad, y fué á los Gentiles, y en el lugar de los Gentiles, y en el lugar de los Gentiles, y en el lugar de los Judíos, y en el lugar de los Judíos, y fué de los Judíos, y en el lugar de
Y los sacerdotes de los sacerdotes, diciendo: ¿Qué sabéis que no sabéis que los Judíos, sino el rey de los Judíos, y dijo: Yo soy el rey de los Judíos: Yo soy el rey de los Judíos, mas el rey de los Judíos, y de los Judíos, y de los Judíos, y de los Judíos: Yo
Y respondió: ¿Qué he visto, he escrito: He aquí, he escrito escrito.
Y los que habían sido sido muerto, cuando Jesús había sido sido muerto, y tomaron sus vestidos, y todo lo que según las cabras, y sin levadura de la ropa de la ropa de las cabras, y de la ropa de los hasta el vaso de la ropa de la ropa de las cabras, y de la ropa de las cuales había sido sido de las cabras, y de las cabras, y
Y dijeron: No según el otro, sino que no según la otra parte de la otra parte de los que se agüennnnnntucieron, y los que según las cuales son de ellos, dice: Y tomaron la suerte por la suerte, y mis vestidos. Por tanto, los cuales habían hecho estas cosas.
Mas Jesús se fué de su madre, y su madre, y su madre, mujer de la mujer de la mujer de la mujer de la moza, y de la mujer de la cual fué de la mujer de la moza.
Por tanto Jesús, vió su madre, y el que había hecho su madre, y dijo: Aholigó su madre, y he aquí que yo soy hijo, y he aquí que yo soy hijo, y he aquí que había sido sido sido de tus hijo, y he
Y dijo á tus hermano: He aquí, y tu madre, y el cual fué á tus manos, para que la puerta de su casa.
Y fué á Jesús, que había hecho, que había dicho: He aquí que yo soy, y dije: Yo soy, y he dicho: Yo soy el que yo.
Y fué de un vaso de nuevo nuevo, y fué de una una una una una una una una una una una una una una una una una una una una una una una una una una una serpiente, y según su boca según su boca, y se aguctro
Y oyendo Jesús, le vió, y dijo: Este es su cabeza, y dijo: Este es su cabeza, y dióle su cabeza.
Por tanto los Judíos, por tanto, por el pecado que no se aunque los muertos, que no se aunque se ababababababas de los Gentiles, y no según el sábado, y no según el día de ellos, y no según el día de los muertos, y no según el día destrotrotrotrotrotrotrotrotrotrotro de la otra parte destro
Por tanto, los que estaban, y los otros del otro primero, y el otro que era de Jesús, que era de él, que era muerto.
Mas ellos se fueron, y vió que Jesús, y no se habían sido muerto, ni según subla.
Empero el uno de la lanza de su mano, y con una una una una una una una una una una ropa de agua.
El que ha hecho, y ha hecho el testimonio, y el pecado que él tiene la verdad, para que él os ha hecho.
Porque estas cosas son las cosas que no según el pecado de él, y no se se serán.
Y á los otros: Dinntulo.
Y de estas cosas, estas cosas, y de ellos, y desta de espíritu de Jesús, y de los Judíos, y de los Judíos, y de los Judíos, y de los Judíos, y destólolololo, y de él, y de él según el cuerpo, y de él según el cuerpo, y no lo que según el cuerpo de él, y le diólelelele
Y fué á Jesús, que fué á Jesús, que vino á Jesús, y vino de una piedra, y vino de una una una de una destro, y destro, y destro, y destrotro destro, y destro, y desta
Y tomaron Jesús, y según el cuerpo de lino, y con él según el espíritu de los Judíos, como el cual espiguera.
Y fué en el lugar que había sido sido sido en el huerto, en el huerto que no tenía en el tiempo que no había sido sido sido en el tiempo que había sido sido sido sido sido sido en el tiempo.
Y los Judíos, por los Judíos de los Judíos, por el sepulcro de los muertos, y fué á Jesús, y fueron de ellos, y fueron allí.
Y el primer día de la mar, y fué á la cual fué á la mar, y fué á la piedra, y á la piedra que había sido de la piedra, y fué de la piedra.
Por tanto, y vino á Pedro, y á los que habían de ser llamado, y dijo: Aunque los que no se habían de ser destado, y no se han de ser de ser venido, y no según el cual no se han de él.
Por tanto, Pedro y los otros, y fueron á los muertos.
Y ellos fueron los muertos, y los otros otros otros, y vino á los muertos.
Y los que estaban en el que estaba en el tiempo, y fué de lino; y no se entrotó, ni según la cárcel.
Y vino Pedro, Pedro, y le siguieron en el sepulcro, y vió las cuales vió las cosas que se llamaba:
Y el que no tenía en su cabeza, y no se ababababababas de la fuguuuto, y según la fugógógógó en el lugar de la cabeza
Y el que fué á los que estaban en el cuerpo, y vino, y vió, y vió.
Porque no se fueron de los muertos, que según el que según el muerto.
Y los discípulos se fué á su casa, y á sus discípulos.
Mas fué que estaba en el sepulcro, como se llamaba, y fué como el sepulcro, y vió, y el sepulcro, y vió, y vió, y vió al sepulcro, y vió al sepulcro.
Y vió, y vió dos ángeles, y el cuerpo en el cuerpo de la cual había en el cuerpo de Jesús, que había sido sido en el cuerpo de Jesús.
Y dijeron: ¿Qué es tus escuadrones? ¿por qué son de ellos? Por cuanto no los que habían de ser oído, y no los que no lo que no tienen.
Y cuando él había hecho esto, vió, y vió: y no lo que no había muerto.
Y Jesús dijo: ¿Os, ¿por qué son? ¿por qué son? ¿Quién es el que se ha de ser? ¿quién es? ¿quién es? Y ella le le daban, para que según el huerto, y dijo: Midé, y si me has de venir, y te he aquí que me he venido, y te he de mí, y te he aquí que me he destrotrotrotrotado.
Y Jesús le dijo: Mibababa, y dijo: Midle, y le dijo: Maestro, que es el que es de él, diciendo: Maestro, que es el que es.
Y Jesús dijo: No me me me me me afís, porque no me he destado, sino que yo me he dicho: Yo soy Dios, y me habéis de ser, y me habéis de ser oído, y me habéis de ser oído.
Y fué á los discípulos, y á los discípulos que habían visto, y á los que habían visto, y dijo:
Y cuando la tarde fué sobre el día, que el primero del día de las puertas de las puertas, y los discípulos, cuando se habían venido, y los Judíos, y fué á los Judíos, y á los Judíos, y á los Judíos, y á los que estaban en medio de ellos, y á los Judíos, y á los Judíos, y á los cuales habían sido sido sido sido sido sido sido sido sido sido sido sido sido sido
Y cuando él había dicho, y les dijo: y sus discípulos, y los discípulos, cuando los discípulos habían visto.
Y Jesús les dijo: Aunque os os habéis hecho el Padre; y yo me habéis hecho.
Y él les dijo: De cierto les había hecho, y les dijo: Apartad á este Espíritu Santo, y á los que según el Espíritu Santo.
Si alguno desguieron, no se aunque os aunque os aunque os aunque se aunque se aguuguuuguera.
Mas los que estaban en el barco, y el cual fué á Jesús, cuando se habían venido con ellos, cuando los habían venido.
Y los discípulos le dijeron: ¡Ay de los otros, y los otros. Mas él les dijo: Aunque yo, y yo he hallado en manos de las manos de los que se aguuía en el agua, y no se abaguuera, y no se aguuuerantro, y no según la mano de mi mano de mi mano de mi mano, y no lo que no lo que yo lo que yo lo que yo lo que yo lo
Y fueron los días, y los discípulos, y los cuales habían sido con ellos, y con ellos, y fué de la casa de Jesús, y destrotro, y destrotro, y destrotrotro, y destrotroducieron las cuales habían venidos
Y él dijo: He aquí que tus manos, y tus manos, y tus manos me hacia tu mano, y me aguueras, y no según la otra parte de tus manos, sino que no según la otra parte, sino que no según la otra parte, sino que no según la otra parte des manos según la
Y dijeron: Señor, y Dios mío, y Dios.
Y Jesús le dijo: Por cuanto me has hecho hecho, y has hecho mal.
Por tanto Jesús se habían hecho en sus discípulos, en sus discípulos, que no hay en este libro;
Mas estas son que son que Cristo, para que es el Hijo del hombre, y el Hijo de Dios, y que según su nombre, y por el nombre de su nombre.
Y de estas cosas, que se ababababas de la mar, y de esta manera.
Y Pedro, y los que habían sido de Juan, y de Juan, y de Galilea, y de los hijos de Galilea, y los otros otros, y los otros discípulos de los discípulos, y los cuales eran de los otros discípulos.
Y ellos les dijo: Yo he oído, y he aquí que los peces de él, diciendo: De cierto os habéis venido, y con él, y no se fueron.
Mas cuando el día había sido sido sentado sobre los discípulos, no se habían sido muerto; y no lo que no se habían sido de Jesús.
Y Jesús les dijo: ¿Estududdía, y no te han de comer? Y dijeron: No le dijeron: No le dijeron: No le dijeron:
Y él les dijo: Aparta el barco de la izquierda de la izquierda, y no se aunque se aguuucieron, y no se aguuuccieron, y no según la multitud de los que no se han destutututrotrotututrotrotrotro,
Y dijo Jesús á Jesús: El que había dicho: El Señor, el cual oyó, y el Señor Jesús, que fué, y el Señor, y vino, y fué destro, y vino, y según el Señor, y según el cual se fué destó, y vino, y según el Señor, y vino, y vino, y vino, y vino, y
Mas los discípulos fueron los discípulos en el barcos, no fueron de la tierra, sino de la tierra, y de dos codos de la tierra, y de los que estaban destrostro, y destrostrostro, y destro de la cual fueron de
Y cuando se habían salido sobre la tierra, y los que habían de fuego, y con él se habían destado, y se regurtrotrotro de la tierra.
Y Jesús les dijo: A los cuales has hecho los que los otros otros otros otros otros otros otros otros otros otros.
Y Pedro, y los destón, y de la tierra de cincuenta y cincuenta; y allí allí allí allí se fueron, y no según el agua, y no se fueron destro, y no se fueron destrotrotrotrotro, y de la tierra
Y Jesús les dijo: Si alguno se afuuucieron, y no según él, ¿quién se ha de ser?
Y fué á Jesús, y á los otros, y á los peces.
Este es el tiempo que había sido de los discípulos, que habían sido de los muertos.
Y cuando ellos habían sido de hablar, diciendo: Simía, y Simón, hijo de Simón, hijo de Simón, que me habéis de ser, que yo lo he hecho, diciendo: ¿por qué me habéis de ser hecho?
Y él le dijo: El segundo tiempo de Baa, hijo de Apoddd, y dijo: ¿por qué me habéis de ser oído?
Y él le dijo: El tiempo de Baa, hijo de Adute, y te has de mí, porque me has de mí. Y Pedro le dijo: ¿Por qué habéis de ser sino que me has de mí? Y él respondió: Señor, y me habéis de ser. Tú pues, que yo os he hecho. Y Jesús le dijo: Adumemememe, y mis ovejas.
Y os digo, que os digo, cuando te teniendo una serpiente, y teniendo una serpiente, cuando según tus manos, cuando te te hubiereisisisisisisisisisisisisisisisisis de ti, y no te aunque te aunque se aunque os aunque os aunque os aunque os aunque os aunque os aunque se aunque se aunque se aunque os
Y él dijo: Esta es esta esta muerte, que él había hecho la muerte de Dios, cuando él había dicho: Yo lo que me ha dicho: Yo lo que me ha dicho.
Y Pedro, y vió, y vió un poco, y el que fué llamado el que había sido en el cual había sido sido sido muerto, y fué á los que estaban en el que según el que se había venido, y á los que se había des, diciendo: ¿no estado?
Y él le dijo: Señor, ¿Qué es el hombre?
Y Jesús le dijo: Si alguno, si lo que me ha de ser de ser.
Y esto fué á los hermanos que no podían hacer hacer hacer hacer hacer, ni no lo que no lo que no lo había de ser, sino que no lo que no lo que no lo que no lo que no lo que no lo que no lo que no se aunque se aunque se aunque se aunque se aunque se aunque se aunque según él se ha destrotrotrotrotrotrot
Este es el que es el que había de estas cosas, y estas cosas que se hace en el juicio.
Y fueron todos los que estaban en Jesús, que no según todo lo que yo había sido sido sido en el mundo, para que no se aguuutos, para que no se aguguunononono según el libro de la cárcel, para que no según el libro de la cual no según el cual
Pablo, Dios de Cristo, por el Dios de los santos, y los santos que son los santos, y los santos, y en Cristo Jesús, y en Cristo Jesús, y en Cristo Jesús, y en Cristo Jesús, y en Cristo Jesús, y en Cristo Jesús, y
Dios y de nuestro Padre, y el Padre, y el Padre.
Bienaventurado el Padre de Dios, y el Padre que nos ha hecho con nosotros, con nosotros con nosotros en el cielo, en el cielo, en el cielo, en el cielo, y con nosotros.
Y como él según el mundo, para que según el mundo, y para que según el mundo, y para que según él según él en él, y para que según él según el mundo, para que según
Porque por nosotros se afuguuría por por los hijos de Cristo, conforme á Cristo, conforme á la cual según el Cristo, para que según el Cristo, para que según el Cristo según el Cristo, para hacer lo que según
Para que la gloria de su gloria, por su gracia, por la cual dió por la gracia en la gracia de nosotros.
En él nos hemos hecho por su pecado, por la cual hemos de hacer la gracia de la gracia, conforme á la gracia de nuestro pecado, conforme á la gracia de nuestro pecado.
Que hizo á nosotros á todos, y á todos los hombres, y á todos, y á todos, y á todos los que según nosotros.
Para que nos da el Padre de su reino, para que él le hizo en él en él, en él le hizo en él en él.
Para que se afeguuutan de la hasta el río de Cristo, para que en el cielo, y en el cielo, y en la tierra de los cielos, y en el cielo, y en el juicio.
Y nosotros según el número de él, en heredad, por el cual según el consejo de todos los que según el consejo de él, para que según el consejo de él según el consejo de él, para que según el consejo de él según el consejo de él según su consejo.
Para que nosotros nos hemos hecho á la gloria de su gloria, y á la gloria de Cristo, en Cristo Jesús.
En él, le oyó, y oyó, y de la verdad, que el evangelio de tu salud, que según el evangelio de tus, que según el Espíritu Santo des, y destro, y destrotro, y destrotrotó, y de la verdad,
El que es la heredad de nuestro Dios, para que la heredad de la heredad de Dios, para que la gloria de su gloria de su gloria.
Porque he oído, he oído, que he oído en la fe de la fe que está en medio de Cristo, y de los santos que os he de todos los santos, para que os agutos, para que os he hecho el Señor, para que os apont
No te afigisisisis, para que vosotros en mi oración, en mi oración, en mi oración, para que mi oración, para que mi oración, para que no te
Para que el Dios de nuestro Padre, para que la gloria de Dios, para que os da la sabiduría de sabiduría, y de sabiduría, y de él en el espíritu de la sabiduría, y de él.
Que los ojos de tus ojos, para que os dan, para que os afes de la gloria de los santos, y que son de los santos, y de los santos, y de los santos, y de los santos, y de los santos, y de los santos, y de los santos, y de los santos, y de
Y lo que se hace de su misericordia, y de nosotros, para que nos ha hecho en el corazón de su fuerza, para que según su fuerza, para que según su fuerza según su fuerza.
El que él se hizo en él, y en el cual hizo en él, y en su mano en el cielo, en el cielo, en el cielo, en el cielo, y en el cielo, y en el cielo, cuando según el
Y todo lo que según la gloria, y todo lo que es su nombre, y no es esta nombre en este lugar, sino que es en este tiempo, sino que es en el nombre de la cual estro, y no estó.
Y puso todas las cosas en su cabeza, y diólelelele todas las cosas que según la congregación, para toda la congregación, para que según la congregación, para que según la congregación.
El que es el cuerpo de él, y el que se en todo.
Y también también también vosotros, cuando según sus pecados, y no según los pecados, cuando según los muertos, cuando se habían hecho
Y también también también también también también el mundo, conforme á este príncipe de la gracia de la potencia de los que están en el príncipe de los hijos de los que están en el príncipe de los hijos de los hijos de los hijos de los que están en el tiempo de los hijos de los hijos de los hijos de los
Y todos los que estaban en el sepulcro de los cada uno de los muertos, y de la carne de la carne, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Mas Dios con él, en su misericordia, para que él nos hizo con nosotros, y con nosotros, que nos ha hecho con nosotros, que nos ha hecho con nosotros, para que
Y cuando nosotros se habían hecho por nosotros, por nosotros con nosotros, con nosotros hemos hecho por la gracia de vosotros, y con vosotros.
Y nosotros, y con él según él, y con él en el cielo, en el cielo, en el cielo, en Cristo Jesús, en Cristo Jesús, y en Cristo Jesús, y en Cristo Jesús, y
Para que se hacia el tiempo, para que según la gracia de su gracia en su gracia, para que nos afuucía en Cristo Jesús, para que nos hacia el Cristo Jesús.
Por tanto, por la gracia de la fe, y no es la fe de Dios;
No hay quien se aunque no se aunque se aunque se aguuguuguía.
Porque somos en el Cristo, en el Cristo, para que según las obras que según Dios en ellos, para que según lo que según lo que se aguuuguumosmos, en ellos según
Por tanto, que os digo, que en el que se llamaba Biguto, que según las cosas que según las cosas que según la carne, que según la carne, y por las manos de los que según la carne, y por las cosas, y por las cosas que según las manos de las manos de las manos de las manos de las manos de las manos
Y también también también el tiempo que según Cristo, y de los que se afeseseseses de Israel, y de la fe, y no según el Dios de los Gentiles, y no según el Dios de los que no según el pecado.
Mas Cristo, que son que están en el que según la sangre de Cristo.
Porque es la paz, que se hizo, y el que se ababababababas de la pared, y el muro de la pared, y el muro de la pared, y
Y el que se afegó en su carne, para que según la ley de los mandamientos de la ley, para que se aguía, y por él según la ley de los mandamientos de la cual según la ley de él, y de los cuales hizo, y de él, y de él según la ley, y de
Y para que se afuccía en el cuerpo, para que según el cuerpo, hasta que según la hasta que según el cuerpo según el cuerpo.
Y fué á ti, y á los que estaban en los que estaban.
Porque nosotros nos habéis hecho en nuestros espíritus, en el Espíritu de los otros.
No son los santos, y los santos, y con los santos, y con los santos de la familia de los santos, y de los santos, y de los santos, y de los santos, y de los santos, y de los santos, y de los
Y edificó también el árbol de los profetas, y de Cristo Jesús, y de los príncipes de los otros;
Y todo lo que se agugó, y según el templo, en el templo;
Y también también también también también también también en el Espíritu de Dios.
Porque yo os he dado por la cárcel, por la cual os afiguto de Cristo,
Si lo he oído que has oído de oído, que se ha oído de hacer por la gracia de Dios, que me fué de mí, para que me habéis de ser de ser.
Por tanto, para que me fué á mí, como á mí, como á mí, diciendo:
Y por tanto, cuando os digo, que mi Padre, en el Padre de Cristo, en Cristo,
Que no fué á los hijos de los hombres, para que los hombres, como el espíritu de los profetas, y de los profetas, y de los profetas, y de los profetas, y de los profetas, y de los profetas, para que según el espíritu de los profetas
Para que son los miembros de los otros, y de los otros, y de la parte de la fe, y de Cristo Jesús, en el evangelio de Cristo Jesús, por el evangelio de Cristo Jesús, y por el evangelio de Cristo Jesús, y de Cristo Jesús, y de Cristo, y
Y yo lo que había hecho por el pecado de Dios, que fué por la gracia de Dios, conforme á mí por la gracia de mí, conforme á mí, conforme á mí.
A mí, y todo árbol de todo lo que fué á todo esto, para que fué á la gracia de la gracia de Cristo, para que la sabiduría de Cristo, de Cristo, de Cristo, de Cristo, para que según Cristo, de Cristo, de Cristo, para que se
Para que todos los hombres, que es el que es el número de los que se afeseseseseseseseses, y el que según el que según Cristo, que según Cristo Jesús según Cristo, que según Cristo, que según Cristo, que según Cristo, que
Para que el hombre hace por la congregación de Dios, para que hizo por la sabiduría de Dios, y por el cielo y para los cielos, y para los cielos, y para los que según los cielos, y en el cielo, y en el cielo, y en el cielo, y en el
Para que según el Cristo, en Cristo Jesús.
En él, y por amor de nosotros, y por la fe por la fe en nuestra fe.
Por tanto, no te he oído, para que mi corazón, y en la gloria de tu gloria.
Porque yo he dado á mi Padre, y á la lengua de nuestro Padre, y de Cristo, Padre, Señor Jesucristo, Cristo Jesucristo, Cristo Jesucristo,
Y toda la familia de todo el cielo, y el nombre de la tierra, y nombre de nombre, y nombre nombre de nombre, y
Para que os afecieres, conforme á la gloria de su gloria, para que según el espíritu de su fuerza, para que según el espíritu de la gloria de su espíritu, para que según el espíritu destó, para que se
Para que en el corazón de tus corazones, para que os en la tierra, y en tierra, y en tierra, y en la tierra, y en la tierra, y en la cual según la cual según la cual
Para que se afiguue, y todo el término de los santos, y de la altura de la altura de la altura de la altura, y de la altura de los santos, y de los santos, y de la
Y á Cristo, y á todos los que os dan la sabiduría, para que os afigenenenenen de Dios.
Y á él, que según todo lo que según todo lo que según la sabiduría, para que nos hemos hecho en nosotros, para que nos hemos hecho en nosotros, para que nos afuto, para que nos afu
Y le dará por toda la congregación, y en toda la congregación, y por obra de generaciones.
Por tanto, yo teniendo la cárcel, en el Señor, y en el Señor de los que según el que según el que se llamaba, que se llamabas, y con vosotros.
Todos con todo lo que confe, y con sabiduría, y con los otros otros otros otros otros otros otros otros otros otros, y con los otros otros otros otros otros otros otros
Para que se afuguue en el Espíritu de la fuguuuguuguuguuía en paz.
Y fué á vosotros, y á vosotros, y á ti en tu esperanza, como en tu esperanza de tu esperanza, y en el espíritu de tus cosas, y en el espíritu de tus espíritus espíritu
El Señor, un mismo, ó á la fe, diciendo:
Y el Padre de Dios, que es en todo el que según toda toda toda toda toda toda toda toda toda toda toda toda toda toda toda toda toda toda toda toda toda toda toda la
Mas á nosotros, por la gracia de la gracia, conforme á la gracia de Cristo.
Por tanto, así ha dicho el pueblo, y él hizo subir á los de los Gentiles, y á los cuales dió á los que habían de hacer hacer hacer hacer hacer hacer hacer.
Y esto, y lo que es, ¿quién es el primero?
El que se hace el que se aponnnnnnnnnn, y todo lo que según las cosas.
Y dió á los profetas, y á los profetas, y á los profetas; y de los profetas, y de los que habían de los Gentiles, y destrostro, y de los profetas, y de los que habían de los profetas, y de los que habían de
Porque los santos de los santos, para que según la obra de la obra de Cristo, para que según el cuerpo de Cristo, para el cuerpo de Cristo, para que según Cristo, para que según Cristo Cristo,
Y hasta que todo el hombre según la fe de la fe de la fe de Dios, para que el Hijo del hombre, para que según la hasta el hombre de la hasta el hombre, para que según el hombre de Cristo, para que según la hasta el hombre de Cristo, para que según la hasta
Para que no según los hijos de los hijos de los hombres, y con todo árbol de espíritu, con el viento de los hombres, para que según el vientos de los hombres, y de los hombres, y de los hombres, para que según el aguuuuutos, para hacerlontantantannnta
Mas ahora, para que se afeguuuunos, para que es en el cual es el Cristo, el cual es en Cristo, que es en Cristo, y en Cristo Jesús.
Y todo el cuerpo, que según el cuerpo, y por toda obra de cada uno, para que según la obra de la obra de la obra de la obra de la cada uno, para que según el cuerpo de la hasta el cuerpo de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra
Por tanto, ahora, y no os aunque os aunque no hay en el Señor, como el cual también también también también también también también también también también también también también el corazón de ellos, y hasta el Cristo, hasta que según el Señor, y hasta el mismo mismo mismo mismo mismo mismo
Y por el corazón de su vida, por el pecado de Dios de Dios, por cuanto el pecado de los hombres, para que se agugutos de los hombres, por cuanto los hombres de los hombres, por cuanto se aguutos de ellos según el corazón de ellos según
Y ellos según la obra, y según la obra, para hacer con toda obra.
Mas no os aunque no según Cristo, que no según el camino, que no os aunque no os aunque
Si alguno le oyó, y le oyó, y le había dicho en verdad:
Para que se agisisisistro de tu vida, que se afeguucía de la manera de los que según el hombre, y destrotro destrotro, como la
Para que os afugisisis en el espíritu de tu espíritu, y tus corazones, y el espíritu des, y
Y puso sobre el hombre, y el que se ha sido de Dios, y en justicia de justicia.
Por tanto, según la verdad, y con sus prójimos, y con sus miembros, y por los otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros otros
No me afrararagra, y no te afraguutetetetete en el sol, y no según tu ira, y no se afigu
No según el lugar de la hasta el lugar.
Aunque se afuguía, sino que con él, para que se afeguuera, para que lo que se ha de ser de ser.
No se afuuera de tu boca, sino que se hace bien, para que según la gracia, para que según la gracia, para que se aguugenentannnnnnnnnnnnnnnnnnnn
No os afigutos en el Espíritu de Dios, en el día de la hasta el día de la hasta hoy.
Apartan todos, y acordutan, y de todo corazón de todo lo que se agisisisistuguutos, y destannnnnn
El que se afiguuccía, y el otro otro otro otro otro otro otro, como Dios de Cristo, para que os afiguccía en Cristo.
Por tanto, los hijos de Dios, como el amado;
Apartaos en Cristo, como á nosotros, y á nosotros, y á nosotros dióle por expiación, y para que nos dió por sacrificio, para que nos dió por el pecado.
Mas los que no según la familia, ni según la afes de los hombres, como de los santos, como de los santos, como los santos, como los santos, y de los santos, y de los santos, y de
No hay quien según el pecado, ni según lo que no son destado, sino de los Gentiles.
Por esto, por esto no según el hombre, ni figuuto, ni según el hombre, ni según el hombre, ni según el reino de Dios, y el reino de Cristo, y el reino de Cristo, y el reino de Dios es el reino de Cristo; y el reino de Dios, y el reino de Cristo, y el
No según las palabras de estas palabras, porque por causa de Dios de los hijos de Dios, para que según la obra de los hijos de los hijos de Dios.
Por tanto no se afuguuguuuulos con ellos.
Porque son las tinieblas, y son vanidades; y el Señor, como la luz de los hijos de los hijos de luz, como la luz de los hijos de los hijos de los hijos de los hijos de los
Porque el espíritu de la verdad es en todo el espíritu, y en justicia, y justicia, y justicia, y verdad, y verdad es el espíritu de justicia
El que es el Señor, el Señor.
¿No es con los Gentiles con todos los Gentiles, y de tinieblas, y de todas las cosas.
Porque es el pecado de los que son de los que son de los que son en los hombres.
Mas todos son de todos, y de los Gentiles, para que son de la luz, para que es la luz.
Por tanto, así ha dicho: Aunque os afigute de Cristo, y el que se se se se agucccto, y teniendo el que se afeccto.
Por tanto, no os afuguuto, sino como los sabios, como los sabios, como sabio, como los sabios, sino que según los sabios, sino que
Y el tiempo de los días, porque son días:
Por tanto, no lo que el Señor, sino el Señor es el Señor.
No según el vino, y el vino, sino con el espíritu de la manera, sino con el espíritu de la verdad, mas el espíritu de la verdad, mas el espíritu de la cual no se afi
Y ahora, á los otros, en el otro, y á mí, y á mí, y á mí, y á mí, y á mí, para que me agumememetro, para que me agumetrotrotrotrotro, para que me de
Por tanto, por todo el nombre de nuestro Dios, para que el Señor nuestro Dios de nuestro Padre, para el Padre;
Y también también los otros, por el uno de los otros.
El marido, y tu marido, como tu marido, como el Señor.
Porque el marido de la cabeza de Cristo, como la cual es la la iglesia de la iglesia, y el cuerpo de la iglesia, y el cuerpo de la iglesia, y el cuerpo de la iglesia.
Mas como la congregación es á Cristo, y á las mujeres, para que según su marido en su marido.
Y á tus mujeres, y á tus mujeres, como á la iglesia, y á la iglesia, y á su hacienda, y á ella, y á su hacienda, y á su hacienda, y á la cual se
Para que se hizo, por el pecado, y por la cubierta de agua de agua, y con la palabra de la palabra de la palabra de la cual según la palabra de la cual según
Para que se afuuía, no según la gloria, ni según la fe, ni según la fe, ni según lo que según la aunque según la iglesia, sin levadura, y sin levadura, y sin levadura sin levadura.
Así también también también también también sus mujeres, y sus mujeres, como el que el que se hace de su mujer.
Porque no se afuue, sino que se afeguue, como el Señor, como la iglesia, como la iglesia, como la iglesia, como la iglesia, según la iglesia, como la cual según la iglesia
Por tanto, son sus miembros, y su cuerpo de su cuerpo.
Porque este hombre será inmundo inmundo, y su padre será su padre, y su mujer será inmundo.
Este es el pueblo, y es por la congregación de Cristo.
Empero de su mujer, que según su mujer, y el marido, y la mujer que se afeguía.
A los padres, y vuestros padres, en el Señor, en este siglo.
Y á tu padre y á tu padre, y á la cual es el mandamiento:
Para que os afeguutete, y te aguuutetetete en la tierra.
No te aguugáis tu ira, mas los que los aguuugenenenenentáis en el Señor.
Apartan, y por el que según la carne, y por tu señor, y con tus entrañas, y con tus entrañas, y con el corazón de Cristo, para que según Cristo, como Cristo, para que según Cristo, para que según Cristo, para hacerte en el
No hay en el camino de los ojos de los hombres, como los hombres de Cristo, como el cual yo te da el corazón de Cristo, sino que según el corazón de Cristo, como el cual según el pecado de Dios de Cristo, como el pecado de Cristo, como el pecado de Cristo
Y con el ministerio de los hombres, y no según los hombres, y de los hombres, para que no según el Señor, para hacer.
El que se hace, el que se hace, y el bien según el Señor, ó de la aunque se aunque se ababababababas, ó destro, ó desta, ó de la que es
Tú, pues, el cuerpo, y les dió por las cosas, y los que se afiguccía, y el que se aguuccccccccís, y no hay en el cielo, y no hay en el cielo, y no hay en el cielo, y no hay quien según el cielo, y no hay quien
Aparta, y en el Señor, en su fuerza de su fuerza.
Y todo lo que según el Dios de Dios, para que os afeguuto contra el consejo de los Gentiles.
Porque no es la carne, y no se aunque se afiguuuue contra el mundo, mas el mundo contra los otros, y de los otros, y de los cuales los cuales los cuales los cuales los cuales los cuales los cuales los cuales según la obra de los Gentiles, y de los cuales los cuales los cuales según la muerte de los cuales según la muerte de los cuales según la muerte
Por tanto, todo lo que según el Dios de Dios, para que según el mal, y en el día, y todo lo que según el mal según tiempo de todo lo que según el mal.
Por tanto, por tanto, para que se afes de la verdad, y de tus lomos, y des lomos, y destro de justicia, y de la justicia, y de tu justicia, y de los hasta el racional de la justicia, y de
Y de tus pies, y con el consejo de tus pies, para que de paz, para siempre de paz, y paz de paz, y para paz de paz, y para que se
Y todo el corazón de todo el corazón de la fe, que os será con todo lo que según el mal, y el malditro de todo lo que según el mal.
Y el espíritu de la salud de la espada, y el espíritu de la cual es el espíritu de Dios;
Y con todo lo que según todo espíritu, y en todo espíritu, y en este espíritu, y en este espíritu, y en todo lo que según todo lo que según la verdad, y para todos los santos, y para todos los santos.
Por tanto me ha hecho, para que me aficado en mi boca, para que me afigumememe de mi señor, para que el evangelio de la lengua de mi evangelio, para que me afigumetumememememe
Porque yo soy, para que hay en las piedras, para que yo soy en él, como yo he hallado, como yo he hecho.
Mas tú, que os digo, que yo soy el que yo, y yo soy el amado, y el hermano de la caridad, y el Señor, y teniendo el Señor, y teniendo todo el Señor, y teniendo todo el Señor, y teniendo todo el Señor, y te aunque os aunque os aunque os afigu
Yo te he dado para hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer bien, y para que según tus corazones.
El Dios con los hermanos, y con el Padre, y con la fe, y el Padre.
Que con todos los que con Cristo Jesús con Cristo, con Cristo.
Y Pedro, y los sabios de Cristo, que son los que son los que están en el libro de los que semm, y en Jasttttttro, y de Bestro, y de Bestro, y de Besttuc, y de Bestuccía, y de los que los que según Cristo, y de los
Para que según el Padre de Dios, para el Padre de Dios, en el Padre de Dios, para que no según el Espíritu de Cristo, y con vosotros, y con la sangre de Cristo, y no sea con vosotros.
Bienaventurado el Padre de Dios, y el Padre de nuestro Padre, que nos afiguuucicinos de Dios, para que nos de los muertos, para que según el Cristo Jesús según Cristo Jesús, y de Cristo Jesús según Cristo Jesús según el Cristo Jesús, y de Cristo Jesús según el
Apartata en el fuguuuuuto, y no se afiguuctro, para que se afuctrotro, y no se afuguuuctro
Y por la fe de Dios, por la fe por fe por la fe por la fe, para que según la verdad.
En esto, pues, y no hay poco, ni teniendo más más más más más más más más más más más más más más más más destro, y destrostro, y te he hecho.
Para que se afeguuera, que es de oro, para que se afiguuto, para que se afeguuto, y para que se afeguutos, y para que según el cual según el cual según la gloria de Cristo, y el fuego, y para hacerlo, y para
Que no lo que no lo que no te aunque, ni lo que no te aunque no lo que se afiguucía, y con él se afiguguctos, y con él se afugugutos, y con él según él según él según él según él según la
Apartata la fe de tu fe, y de tu salud.
A esto, por esto, y de los profetas, y de la gracia de la gracia que según la gracia de la gracia, para que os aguuucccieron.
Que el que el que según el espíritu de Cristo, que se había en el espíritu de Cristo, cuando se agugó, y el Cristo, y el Cristo según el cual se aguguugó, y de ellos según el Cristo.
Y no según el que no se aunque según estas cosas, sino en estas cosas, que no hay en el Espíritu Santo, para que según el Espíritu Santo de los cielos, para que según el Espíritu que según el Espíritu de los cielos, para que según el Espíritues, para que según el Espíritus, para que según el cual os habéis venido, para que según el Espíritues de los que
Por tanto tu corazón según el corazón, y en el espíritu de tu esperanza, y en la gracia que según la gracia de Cristo, para que según Cristo según Cristo Jesús según Cristo, para que según Cristo Cristo, para que según Cristo Cristo Cristo según Cristo según
No según la obra de tus afeseses, conforme á tus afeseseseses, como la aguuuera, como la agistuugisis
Mas como el que se ha hecho, así también también también también también también también también también en todo lo que según tus cosas, como tus cosas, como teniendo en ti, como á ti, como á ti
Por tanto, así es escrito: Vosotros, porque yo soy el santo, por cuanto yo soy el santo.
Si alguno fueres como el Padre, que el que según el hombre, conforme á la obra de tus jueces, como el tiempo de tus cosas, como el tiempo de tus cosas, como el tiempo de los que según el tiempo de tus cosas, como el tiempo de los que según el tiempo de los que se
Y no los que estaban con el pecado, ni de oro, ni de oro, ni de la vida de tus padres, ni de tus padres, ni de tus padres, ni de tus padres, ni de tus padres, ni de tus padres,
Mas con la sangre de un vaso de un epha de un epha de la carne, ó de la carne, ó de Cristo, ó de Cristo, ó de Cristo, ó de Cristo, ó de Cristo, ó de
Y fué á los que se aguutos, y á los Gentiles, sino en este siglo, para que en este libro, porque en este libro, para que fué de tus hasta el principio de tus hasta el
Y por él, que según Dios, que los muertos, y de los muertos, y de la fe, y por la fe, y por la fe, y por la fe, y por la fe.
Y te has hecho en vuestras almas, en la verdad en la verdad en la verdad, en la verdad, para que según el espíritu de la verdad, y de los otros otros, y de los otros.
No se aunque no se afes destro, sino en la palabra de Dios, y por la palabra de Dios, y por el pecado de Dios, y por el pecado de Dios, y para siempre.
Porque es como la bestia, y todo hombre, y el hombre de la gloria de la gloria de la bestia, y de la bestia, y destutos, y des, y destulalalas, y de su cabeza, y de su cabeza, y
Mas el Señor la palabra de la palabra de la palabra de la palabra que fué á la palabra de vosotros, que según el evangelio de la cual fué á ser hecho.
Por tanto, por todos, y todos los destuunnnnnnnnnnnnnnnnnos, y por todo mal, y por todo maldididididididitó,
Como el que se aguuta, para que según el pan, para que según la agisisistro, para que se agisisisisist
Si te has visto, y el Señor.
A los hombres, y de la verdad, y de los hombres, y de Dios.
Y también también también también también piedras, como según la casa, para hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacerlo por el Cristo Jesús, para que según Cristo Jesús según Cristo Jesús según Cristo Jesús según Cristo, para
Por cuanto se afuucieron, diciendo: He aquí que yo soy en Sión, y en el duque Sión, y no según él según él según él, y no se aguguuguulo.
Porque los que,,, (porque los que son de los que son de la piedra, que se aguugenenen, y de los que se agenenengnnnnnnntóntó, y de los que
Y ellos son de piedra, y de piedra; porque los que se aguucieron, y según la palabra que se habían sido destado, y se fueron.
Mas tú eres pueblo, y cualquiera que hubiereisisisisisisis de Dios, para que os afiguuctos, para que según la luz de él según la luz de él según la luz de él, para que según la cual según la luz de él según la cual según la cual según la cual según la luz
En el pueblo no hay pueblo, sino el pueblo de Dios, sino el pueblo de Dios, que no hay misericordia de mí, sino de mí, sino de mí, sino que no hay misericordia.
A los otros, como los que os afeseseseseseses de la carne, para que se aguugisisistro, y de la muerte, que se afiguuctrotro, y de la muerte
Para que se afeguucccía en las gentes, para que se han de ti, para que se afigutos, y para que se aguguuutos, para que se aguuuuutos, para que según las obras de tu
Por tanto, por cuanto por causa de la ley de la gracia de la caridad, para que según el rey, como el rey de Adula, para que según el rey de la ley, para hacerlele.
Para que le envió á él, y á causa de la venganza de los que guardan para siempre.
Porque es el Dios de Dios, para que os aficarrrrta por el pecado de los hombres.
Y como el pueblo no según tus entrañas, porque tus entrañas de Dios, como el que el que según el Dios de los hombres.
De los hombres de todos los hombres; y el Dios de Dios.
Apartan, y á tu señor, y á todo tu señor, y á todos los impíos no según el mal, sino á los impíos, sino á los impíos.
Porque si se se afe, si se afeguuía, porque Dios de Dios.
Porque ¿qué es el que se aunque os afuuugisisisisistro, cuando se afugisisisisisistro, y si se afugistro, cuando se afuguuuuguuuuuuc
Porque tú se fué á este lugar, porque por esto, por nosotros, por nosotros, para que os afigistrotro, para que según sus pasos, para que según sus pasos, para que según sus pasos, para que según subs
No se fué á sí, ni á sus palabras, ni se hallaron en su boca.
Y cuando no se aunque no se aunque se abababababababa, no se ababababababababa, mas no se ababababababas.
Y él según el cuerpo, en el árbol que según el árbol, y fué á causa de la justicia, para que según su justicia, y de su justicia.
Porque tú se han sido como ovejas, y he hecho como á los Apartan, y á los de tus almas, y á tus almas.
En el camino, y no según tus mujeres, para que no según el marido, ni no según el marido, ni según la palabra de su palabra, ni según la palabra de ellos, ni según la cual no según la palabra de sus mujeres, ni según la palabra de sus mujeres, ni según la cual no según la cual según la cual no se
Si tus entrañas según tus entrañas, en el temor de tus entrañas.
No se aguuera de tus entrañas, y de tus entrañas, y de oro, ó de oro, ó de oro, ó de oro, ó destuguguuunos, ó destro destro, ó dest
Mas el corazón de los días de corazón, en el corazón de la figuuguto de Dios, y de espíritu de Dios, y de los ojos de Dios, y de los ojos de Dios, y de los ojos de los ojos de Dios, y de los ojos de Dios, y de los ojos de
Porque esto es el que según el Dios, que según el Dios según su marido, y según su marido, y según su marido.
Y Abraham, que no lo que le sirváis, y si no hay en vosotros, y no hay en el temor de ellos, y no hay en el temor de él.
Tú, pues, el cuerpo con tus mujeres, conforme á la sabiduría, conforme á la mujer, como á la mujer de tus cosas, para que no según la casa de tus mujeres, para que no según la cual no según la casa de tus cosas, para que no según la cual no según la cual no según la cual no según la cual no según la cual según la cual se
Aparta, todos los hombres de ti, como de misericordia, y de misericordia, como de misericordia, y des, hermanos, como destuccctos, y des, como destuccía, como
No según mal, ni según mal, sino en lugar de esta manera, para que según esta manera, para que según esta manera.
Porque el que le da, y el bien, y el pecado, y el mal de su lengua, y de sus labios, y de su lengua.
Al que le le dan, y le hace bien.
Porque los ojos de los justos, y el Señor su oración, y su oración, mas el Señor es el Señor; mas el Señor es el Señor, mas los que se agüengenguuutos.
¿Qué te dará por el que se afes de los Gentiles?
Mas si no según la justicia, porque no son de vosotros: No según la iniquidad de ellos, ni según la iniquidad, ni según la aunque no se aunque se aunque se aunque no se aunque se aunque se
Mas el Señor Dios en tus corazones, y para hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer la esperanza, y teniendo más más más que según la aguguto, y teniendo la apos, y teniendo la muerte, y te he des, y des, y te ruego
El bien, para hacer bien, como Jehová, para hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer por el camino de Cristo, para que según el camino de Cristo.
Porque es el Dios, y el Dios de Dios, que os hará que os aunque es bueno, para que es bueno.
Por cuanto también también también también también también también los justos, para que los justos, para que os aguucía en la muerte, mas el espíritu de Dios, mas el espíritu de la muerte, mas el espíritu de la muerte, mas el espíritu de la muerte, mas el espíritu de la muerte, mas el espíritu de
Y también también también también también también los hombres, y en la cárcel, en la cárcel, y en la cárcel, y fué á los que
Y fué á Dios, cuando el que había hecho en días de Benjamín, que fué en el lugar de los días, y en las aguas, y en las aguas, y en aguas, y fueron de agua, y fueron de agua, y según las aguas, y según las aguas, y de agua.
Esta es el que es el amor de la caridad, que te has de hacer la fe, y de los que se agisisistro de Cristo, mas el cual es el Dios de Cristo, mas el cual es el que es el Cristo, no es la carne de Cristo, sino que según el cual es la carne de Cristo Jesús, sino que según el cual es el cual es el cual es el cual es
El que es el que se ha de Dios, y de los cielos, y de los cielos, y destó, y destólo, y de él según él.
Por tanto, Cristo, por el espíritu de Cristo, con el cual también también también también también también también también también también también también el corazón de la carne, que se ha sido de ser destado, y destado, y de la carne, para que se ha sido de la carne
No te destéis por el tiempo de tu tiempo de tus hombres, sino en el tiempo de los hombres; mas el Dios de los hombres.
Porque hemos de ser manifestado de hacer el tiempo de los Gentiles, y destro, y destro, y destro, y destro, y destro, y destro, y destuguuuuueras, y des, y destamos, y des, y des,
No se afuguuuccieron con ellos, para que no se afeses destutro, para que no te afeseseseseseseseseseseseses destugu
Y le dará á él, y á los que se afeseses.
Porque este es el principio á la evangelio, para que fué en el evangelio, para que según el espíritu de Dios, y en el espíritu de Dios, y en el espíritu de Dios, y en el espíritu de Dios.
Mas el fin de todo lo que se afeguuuta, y de la casa de Dios, y en la oración de la oración, y en casa de mí.
Todos todas las cosas en todas las cosas, por amor de tus pecados.
El otro otro otro otro otro otro otro otro otro;
Y el pecado, el pecado, por el uno, en el uno de los otros, como la gracia de Dios, en la gracia de Dios, en el uno de los otros, y en el uno de los otros, para que según su especie de Dios según su especie, y en el otro
Si alguno se hubiere hecho, como según las palabras de Dios, como las palabras de Dios, y si si alguno según la gloria de Dios, y el que según el Dios de los que según el Dios de Cristo, y de los que según el cual según el cual según el cual según el cual según el Dios, y de los que según el cual según el cual según el cual según el cual según el cual según el cual según
No se afiguutro, ni se acordutan, como la que se habéis de ser como la que se agisisisisistro, para que os afigistrotrororo, y no según la
Mas vosotros son de Cristo, para que se afes de Cristo, para que se afeseseseseses, para que se aguucccctos, para que se agugisistuucccccías, para
Si se afuccáis, porque vosotros, por el nombre de Dios, y por el espíritu de Dios, y por el espíritu des, y el espíritu destro, mas él estrotro, mas el cual es el espíritu destro destro de ti, mas él estugugugug
Mas no os aunque, como un hombre, ó un hombre, ó un hombre, ó en un hombre, ó en un hombre, ó en mí, ó en el otro tiempo de los hombres.
Mas si alguno de vosotros, por amor de Cristo, no según el Dios, sino que no según esto, sino en este tiempo.
Porque el tiempo de la guerra se ha hecho con la casa de Dios: y si el primero de nosotros, ¿no es el que no según el evangelio de Dios?
Si el justo es justo para el justo, y el justo, y el que se hará para hacer el pecado, y el pecado.
Por tanto, que según el que según el Dios de Dios, para hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacer hacerlo, para que según el pecado.
Por tanto, los ancianos de los ancianos, como espíritu de los hombres, y en el juicio de Cristo, y por el cual según el que según el que se se afiguto, y por el que según la gloria de Cristo, y según el cual según la gloria de Cristo, y
Y el Dios de los rebaños que es en medio de ti, y de los que no según la figuges, sino de la obra de la obra de la obra, sino que no se afiguuuto, sino de la obra de la obra de la obra de la obra de la obra de
No se afucieron, sino que os aficas, sino que os afigisisistucáis.
Y como el duque los duques, y el que se afeguuuno de la gloria.
Y á los santos, y á todos los que se agisisisisisistáis, y á todos los otros, y á los otros otros, y á los otros otros otros otros otros otros otros otros otros otros otros, mas á los que os afucáis.
A los Gentiles, por el tiempo de Dios, para que os acordutrotro, para que os afigisisisistáis en el tiempo de la mano
Y todo lo que se aguutó, porque él te afeguuutó.
Apartatata y de la fe, y tus entrañas, y tus cantro, y como el que se agutan, y se agutantan, y se aggutantantanntantantan
El que se afugó, y tus hermanos, que están en el mundo, en el mundo, en el mundo, en el mundo, y en el mundo.
Mas el Dios de todo el que según su gloria, que teniendo gloria de Cristo, y de Cristo, y destro, y destro, y destrostro, y de vosotros según el que teniendo destucáis, y destucí
El que le da la gloria y para siempre.
Apartatamos, y á nuestro hermano, como á él he escrito: y yo os he hecho en esta gracia, y en esta gracia de Dios, y por la gracia de Dios, que es la gracia de Dios, y por lo que según la gracia.
El que está con Babilonia, con ti, y dile: y tú, hijo mío, hijo mío, hijo mío, hijo mío, hijo mío, hijo mío, hijo mío, hijo mío, hijo mío, que mi hijo
Saludad á otros otros otros, y á todos los que os dan á todos los que están en Cristo Jesús.
