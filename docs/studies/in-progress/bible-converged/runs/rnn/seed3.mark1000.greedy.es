En los días cuando los jueces, que hubo hambre en la tierra: y un hombre de Beth-lehem de Judá fué á hacer la tierra de Moab, y sus dos hijos.
Y el nombre de aquel varón fué Eli, y el nombre de su mujer, y los nombres de sus dos hijos fueron á Biz, y de Chînath, y de Galaad, y de allí.
Y Eli Eli, hija de Jesucristo, murió; y fué á ella dos hijos.
Y tomaron mujeres mujeres de las mujeres de Moab: y el nombre de la otra fué de la otra, y el nombre de la otra parte de Churón, fueron allí diez años.
Y fué Buso, y fué de ella, y la mujer era de sus dos hijos y de su marido.
Y levantóse su mano, y que se apartó de la tierra de Moab; porque había oído en la tierra de Moab, que Jehová había visitado su pueblo.
Y salió de la lugar donde estaba, y sus dos hijas de su mano, y se levantaron de la batalla á Judá.
Y dijo á sus dos hijas: Ve, y cada uno de ti su padre sea á Jehová; y Jehová te habéis hecho, y te has hecho con los muertos y conmigo.
Y Jehová te lo que os habéis visto, cada uno de vosotros en la casa de su marido: y los que les dirás, y pusieron sus vozs, y lloró.
Y ellos le dijeron: No, sino que teremos con tu pueblo.
Y dijo: Id, y mis hijas: ¿Por qué te vayas? ¿no tengo más hijos en mi vientre, para que tu hermano según tu marido?
Ve, y mis hijas, y tus hijos, y por tanto que soy el marido: y si dijere: Yo soy la verdad, y yo también también á los hijos;
¿No te he aquí, hasta que no se han sido? ¿No has de ser marido? ¿no, hermanos, porque mis hijas, porque me habéis sido hechas por amor de tus enemigos, porque Jehová no ha salido contra mí.
Y pusieron sus voz, y lloró: y á la boca de su madre, y no se le fué.
Y ella respondió: He aquí tu hermana, haciado á su pueblo, y á su dios: y tus hermanas se llamarán.
Y dijo: No te ruego que te vayan, y os volveré á ti, porque no os digo, y os váis, y os he aquí, yo te haré, y tu Dios será mi pueblo, y tu Dios mi Dios.
Y si fuereis, yo seré salvo, y seré salvo; Jehová me ha dicho, y también también, sino que no haya quien me afegüe.
Y viendo que estando él la palabra que estaba sentado á ella, y sublado su trage.
Y como ellos se llegaron á la batalla, y vinieron á Beth-lehem, y la ciudad se fué de ellos, y dijeron: ¿No es este lugar?
Y ella les dijo: No me llamarás: y me llama á Maa, porque el Omnipotente ha sido malado con mí.
Y yo te he sido lleno, y Jehová me ha entregado por nombre: ¿Por qué me has destidos, oh Jehová, me ha hecho?
Y fué á ellos, y á los Moabitas, y su hija, y de su presencia, como salieron de la tierra de Moab; y vinieron á Beth-el, en el principio de la siega.
Y fué su hermano de su marido, un hombre de su vientre, de la familia de Eli, y su nombre fué tomada.
Y los Filisteos dijeron á Bonath: A mí me ve á la tierra, y en la visión del trigo después de mí, y si me habéis visto. Y ella respondió: Ve, hija mía.
Y fué ella, y vinieron y en la tierra según el camino, y se fué á la entrada de la tierra de la cárcel, á la cual fué de la familia de Eli.
Y he aquí, vino á la mano de Beth-el, y dijo: Sea Jehová con vosotros. Y ellos respondieron: Jehová te ha bendecido.
Entonces dijo Eliseo á su siervo que estaba sobre los sepulcros, ¿quién es la mujer?
Y el siervo que estaba sobre los caminos, y dijo: De la Moab de la cual vinieron á la casa de Moab.
Y ella respondió: Yo te ruego que me ruego, y después que según los sepulcros semís. Y ella fué, y haciendo la mañana á la mañana hasta ahora, sino que lo he aquí en un templo.
Y dijo Eliseo á BEa: Oid, hija mía, no te vayan en la tierra, y no os digo, y hasta ahora á tus hijas.
Y tus ojos según la tierra, según su camino, y después de ellos; y no te he mandado que no los Hebreos, ¿no teremos? ¿no eres tú, y á los vasos, y beberéis de los que los mancebos han sido.
Y se fué sobre él, y se volvieron á la tierra, y díjole: ¿Por qué me he hallado gracia en tu presencia, para que no me has de ser más de mí?
Y dijo la parábola: Yo te he dicho todo lo que has hecho tu nombre de la muerte, y cómo has de tu padre, y tu padre, y la tierra de tu vientre, y he aquí que no me sirve á este pueblo, que no me habéis mandado.
Y Jehová tu alma, y te será santificado á Jehová de Dios, y de los hijos de Israel, que las alas des alas han sido para ser.
Y ella respondió: Si me has hallado gracia en tus ojos, mi señor, porque me has consolado, y por cuanto has hablado á tu siervo, si no soy hombre de tus siervos.
Y el año le dijo: Ven, y comeréis pan, y te ruego que tu boca es la mar. Y ella estaba sentado á los sepulcros, y tomaronse de un hombre: y comieron, y destruyó, y murió.
Y como ella se ha levantado á la voz, dijo á su compañero, diciendo: Dalad en medio de los suyos, y no lo encubra.
Y de la manera que se destruyeron de la fegada, y lo dejarán; y su boca, y no lo persigó.
Y ella se levantó en la tierra hasta la tarde: y ella lo que había tomado, y fué de un epha de cebada.
Y ella tomó, y fué á la ciudad; y su madre lo vió, y dióla, y dióle á su que lo había muerto.
Y su madre le dijo: ¿Dónde te has hecho hoy? ¿no te habéis hecho? ¿no te habéis hecho? ¿No nos ha dado su madre? Y su nombre de la cual había hecho, y el nombre de los cuales yo te donde quiera que está hoy.
Y dijo á su hija: Jehová será que Jehová su padre es el que sirve á los que sirve.
Y los Filisteos dijeron los demonios: No me dijo: Vosotros seréis cadas á los mancebos, hasta que han de hacer mi alma.
Y dijo á su boca á su boca: Es bueno, hija mía, que tú eres á sus siervas, y no te vayan en medio de su pueblo.
Y ella se fué á la sierva de la tribu, y á la otra medida de la siega, y de la siega, y destruyó su madre.
Y su hermano le dijo: No es mi hija, no me sirve: ¿no te he dado?
Y no es la carta de nuestra tierra, y que teniendo tus siervos, y he aquí que se afegüerá la tierra.
Por tanto, te ruego, y te ruego, y descienden la era; mas no te ruego que hasta que hasta que coma de comer, y beber.
Y será que cuando fuere ador, que no fuereis lugar de la casa, y sitenéis, y llamando sus pies, y se avergonzará: y os lo dará á hacer.
Y ella le dijo: Todo lo que dijiste: Yo haré.
Y fué á la era, y lo hicieron en su mano su mano.
Y como fué tomado, y asoló, y su corazón fué, y se volvió á los cabos del grano de un montón; y fué de él, y sus vestidos, y se arretieron.
Y vinieron á la otra parte del hombre, y se apartó; y he aquí una mujer se ha de ser pies.
Y él respondió: ¿Quién eres? Y él respondió: Yo soy de tu siervo: por tanto, el principio de tu vestido se sobre tu siervo; porque tú eres figüetado.
Y él respondió: Tú eres tú á Jehová, hija de ti: has hecho más en el fin de los impíos que no es el principio: porque no has de los mancebos, ni en el pobre.
Ahora pues, hija mía, no temáis; y os haré todo lo que dijeres; porque toda la ciudad de mi pueblo sabe que eres hijo de la casa.
Empero es el que yo soy el fegero, y no hay en el hombre que yo.
Y esta noche, y mañana mañana, si os hará por el vaso de un hombre, y bien. El que lo da el camino de los que se afecieren. Mas si no hará el cargo de los figüecto, y yo haré yo el ministerio de los figüecís, porque Jehová. A hasta la mañana.
Y ella se revuelo á sus pies, hasta que mañana se apartó de la otra parte. Y él dijo: No lo que la mujer vino á la era.
Y él respondió: Alabe que es en ti, y lo lo dará: y midió una piedra de cebada, y púsolo sobre ella: y él se fué en la ciudad.
Y como ella vino á su madre, y dijo: ¿Cómo se ha venido, hija mía? Y él le dió á todo lo que el hombre había hecho.
Y ella respondió: El me dió tres ciudades de cebada, porque dijo: No te dejarés á tu madre.
Y ella respondió: En mi hija, hasta que lo sabes qué; porque no será el hombre que fecí hoy.
Y fué la puerta de la puerta, y sentóse; y he aquí que se levantase á los que estaban de la casa de ellos, y le dijo: Ven, y ve, y ve, y se sentarán.
Y tomó un diez hombres de los ancianos de la ciudad, y dijo: A aquí, y se sentaron.
Y dijo á los zarcillos, y dijo: ¿quién ha salido de la tierra de Moab, es la tierra de Moab, que es nuestro hermano á Eli.
Y yo te digo, diciendo: En la presencia de los que se sentan, y delante de los ancianos de mi pueblo. Si lo pondré, lo que lo pondré, sino que no lo dejarás, y me digo. Porque no hay quien lo hubiere de ser de ser de ti; y yo soy de ti. Y él respondió: Yo lo he dado.
Y dijo Eliseo: El día te ruego que la tierra de la mano de Bestuas, que la toma de los Moabitas, y la mujer de los muertos, para que la cabeza de los muertos á su heredad.
Y díjoles: No me lo haré, porque no me afiqué á mi heredad: y mi diestra de salud será para ti; porque no lo he de ser.
Y esta manera que fué el tiempo de Israel, que destrutó, y destruyó, y hazle todas las cosas: y el hombre tomó su boca, y dióle á su prójimo: y esta palabra, y el camino de la casa de su amo, y la otra vez en su compañero.
Y los struís á la parte de la mar, y á la haz de ti, tomólo de su boca.
Y dijo á los ancianos y á todo el pueblo: Vosotros has oído hoy, que he dado la tierra de Eli, y á todos los que fueron de la casa de Chôn, y de la mano de Bec.
Y á los Moabitas, y á la mujer de Mithón, yo he sido de mi mujer, para que la cabeza de los muertos según su nombre, el nombre de los muertos no se avergonzarán de entre sus hermanos, y de la puerta del lugar. Tú eres testigos hoy.
Y todo el pueblo que estaba en la puerta, y los ancianos, dijeron: Nosotros somos testigos: Jehová también la mujer que ha venido en tu casa como á Rachêl, y como la otra parte de la ciudad, y á la otra parte de la ciudad, y el cual teniendo la casa de Israel, y se tetruyó en Beth-lehem.
Y tu casa será como la casa de Phares, que parió á Jerusalem, de la simiente que Jehová te dará por mujer.
Y tomó Bogla, y parió á su mujer, y fué á él, y Jehová lo que se le parió á comer, y parió un hijo.
Y las mujeres dijeron á Bá: Bendito Jehová, que no os habéis quedado hoy sin levadura, y su nombre será en Israel.
Y será por vosotros una parte de vida, y te avertará en tus días: porque tu hija es el que te da, que es el que los hijos de los hijos, le ha dado.
Y el niño le parió el niño, y le parió á su seno, y le parió á él.
Y las mujeres, y á su compañero, le dijo: Hijo, hijo de Amó, y le llamaron: Salmo de Isaí, padre de David.
Y estas son las generaciones de Phares: Phares engendró á Henel,
Y engendró á Bir, y engendró á Aminadab,
Y Aminadab engendró á tres, y Sen engendró á Ela;
Y fué á padre de Michâ, y á los hijos de Obed,
Y Obed engendró á Isaí, y Isaí engendró á David.
¿Cómo se fué la ciudad que se ha sido de ser acortado, que fué de ser de pueblo, y fué de ser viuda, que era grande entre las gentes: y los cuales fueron los príncipes de entre las tierras, porque es siervo.
Y afetado se afetado de noche: sus saetas son en sus calles: y en todo su corazón no se confetó, y todos sus compañeros se han sido de su fuerza.
Y Judá se ha sido enviido por causa de la aflicción, y por la grande manera que no se afetieron; y no hay más en las gentes: y no según suficó, y todos sus afuguyó en su aflicción.
Y el camino de Sión se abieron, porque no ha venido á la iglesia: y sus puertas, y sus sacerdotes, y sus hijos, y sus hijos, y sus hijos, y se le entruyó.
Sus enemigos se han sido la cabeza; y sus enemigos se alegrarán: porque Jehová ha de ser su pueblo en la multitud de sus rebeliones. Y sus hijos han sido en cautiverio.
Y la ira de la hija de Sión, y sus príncipes han sido como el sepulcro, ni no hayan preso; ni se han sido fuerza ni la fuerza.
Y en Jerusalem se acordaron de los días de su aflicción, y de su corazón de sus días, que estaban de los días de la manera; y su pueblo se postró en mano del enemigo, y no le había dado mal. Y ellos se han destidos sus enemigos.
Y ha hecho pecar á Jerusalem: por tanto será inmundo; y todos los que se subran, se han visto su boca, y sus salidas se levantan.
Sus días se fué en la orilla: no se apartó de su boca; porque subró, no se llamarán: He aquí, oh Jehová, mi aflicción, porque el enemigo se ha hecho.
Y el enemigo derecha sobre su mano de todas las cosas, y que vió la tierra en la santuario, para que os sirve á no en la iglesia.
Y todo su pueblo, y hablan: y le han dado sus ídolos por comida á su alma: He aquí, y Jehová, y he aquí que yo me ha sido.
¿No habéis hecho vosotros, todos vosotros que están en medio de mí? He aquí, si si alguno hay como mi lengua, que me ha levantado, con que Jehová me ha sido en el día de su furor.
Desde los altos que hizo envió en mis huesos, y sobre ellos mis entrañas; y él abrió su sombra mis pies: él me ha hecho, y he aquí que se rebelaron de noche.
El yugo de mis rebeliones se rebelaron en su mano; y se han destado, y han sido mi cabeza: y mi furor me ha destido: ¿quién me hacia mi fuerza, y el Señor me ha de ser.
El Señor Jehová no hay en mi pueblo, y él ha dicho su voz contra mí, y á los mancebos de la ciudad, y por el camino de la ciudad, y en la manera.
Por tanto, yo he aquí, yo mi ojo, mi ojo se levantarán aguas, porque el amor de la verdad se afegó mi alma: y mis hijos son asoladas, porque el enemigo ha levantado.
Por tanto, oh Jehová, las manos de ellos: no hay quien te consolará: Jehová ha mandado á Jacob, que los que están en sus enemigos, y en Jerusalem será de ser inmundo.
Jehová, ha sido dicho Jehová: y ruego que todos los pueblos, y ve mi lengua; y mis siervos y mis hijos han sido en cautiverio.
Y yo me llamaré mis ruegos; mas me ayudaron, y mis sacerdotes y mis ancianos, y el pueblo se dió en la ciudad, y no seremos para ser su prójimo sus almas.
He aquí, Jehová, yo soy en mi mal; mi corazón se alegrarán, y mi corazón se sentará en mi pecado, porque he sido vanidad: y á la tierra, y cada uno se ha muerto.
Y oíste que yo; y no hay conmigo. Y todos mis enemigos han oído mi aflicción, y se han hecho bien: y os santificarás el día que has hecho, y serán como mí.
Pond todos sus ojos delante de ti: y á ellos me has hecho, porque todos me aborrecieron en todos mis rebeliones; porque mis son mis almas, y mi corazón es.
¡Cuándo el Señor de la ciudad de Sión, en la ira, y ha dicho de la tierra de Israel á la tierra, y no se apartó de su estrado de su tiempo.
El Señor se derramare sobre los tesoros de Jacob, ni de su fortaleza, y ha sido echado en su ira á la fortaleza de la hija de Judá: y hacia la tierra, y sus príncipes.
Y él hizo el cuerno de Israel en medio de ira: y su mano derecha de delante de enemigo; y él hizo á Jacob como el fuego, y devorará todo alrededor.
El hombre según su enemigo, y él se puso su diestra, como el enemigo, y á la manera que se llaman á la ojo: y en la tienda de la hija de Sión, hacia su ira.
El Señor se ha hecho, enemigo, y su siervo se ha destado: y subraró sus manos, y puso sus fortalezas, y en la hija de Judá.
Y él ha hecho su tienda, como si el sepulcro, y su señorío, y su santidad se ha hecho, y sábados de Jehová será el furor de Jehová, y el furor de su furor, haciendo al rey y el sacerdote.
El Señor hacia el altar: y su brazo hacia su santuario: y dió la cabeza de su casa en el furor de los pueblos: y han hecho una gran casa en la casa de Jehová.
Jehová hacia el muro de la hija de Sión: y extendió la lanza, no ha de su mano de la espada: y ha hecho el carnero y la pared, y se rebelaron.
Sus puertas se sentarán en la tierra, y sus bosques, y sus manos serán en sus gentes: y sus príncipes son las gentes en la ley; no sus profetas no hallaron en visión de Jehová.
Y los ancianos de la hija de Sión se sentarán sobre la tierra; y guardaron: y hazn sobre el monte, y se han sido quebrantados de saco; y la presa de Jerusalem, sus hijos, y sus hijos.
Mi furor se esforzará: y mi corazón se alegrarán, y mi gloria sobre la tierra, porque de la ciudad de mi pueblo, porque los hijos y los hijos de los hijos de mi pueblo, porque los hijos de los hijos de los ciudad.
Y dicen sus madre: ¿Dónde está el grano y vino? ¿no según el camino de las gentes en la ciudad, cuando su alma está sobre su madre.
¿Qué pues te he dado á ti? ¿Qué te he enviado, hija de Jerusalem? ¿Qué te he dado, para que te amará, hija de Sión? ¿no es tu tierra como la mar? ¿quién te dará?
Tus profetas han visto falso y mal, y visión de ti; no han guardado tu iniquidad, y haz visto tus padres, sino que os he visto falsos crigados y destrupes.
Y todo lo que según su mano, y sus brazos, y su cabeza, y á la casa de Jerusalem, diciendo: ¿No ha esta ciudad, que los hombres de la tierra?
Y todas tus enemigos han abierto su boca sobre ti: y sus compañeros y sus compañeros: y dijeron: Nosotros hemos de su rostro, y no hemos hallado.
Jehová lo hizo lo que ha hecho, que hizo lo malo en el tiempo de los días: y ha sido quebrantado, y no se afetó: y el enemigo te ha de ser alegría, y el cuerno de tus enemigos.
El corazón clamarán al Señor: y el muro de la hija de Sión, afevás como un río día y noche: no te competéis. No te compástieron tus ojos.
Levántate, oh voces de la noche, desde el principio de los ciegos: y tu corazón según agua según agua de la mañana: y tu mano las manos de tus hijos, que no seremos en medio de la cabeza de toda la casa.
He aquí, Jehová, y ve á los que has hecho: ¿cuánto más las mujeres, su simiente, los hijos que habían sido destido? ¿no el sacerdote, y el profeta se ha llegado en el santuario del Señor?
Y el hombre y el tiempo de los sepulcros en el desierto, en las calles; y mis siervos y mis mancebos han sido espadas: y los hombres destieron en medio de tu furor, y has destado, y no se abritieron.
Y tú, oh Jehová, como el día de la iglesia, mi alma en la ciudad; no hay quien no haya quedado, ni en el día de la ira de Jehová; y mi enemigo he dado á ser de ser, y se rebelaron.
Yo soy el hombre que tiene la aflicción de su ira.
Y me hizo conmigo, y me ha sido en tinieblas, y no se luz.
¿Por qué se apartó de su mano, y á todo el día.
El que mi carne y mi piel, y mis huesos.
Y ha sido hechas contra mí, y me multiplicaron con amargura y desor.
E hizo me afolado, como los que han sido muertos.
Y me ha hecho el muro, y no me dejaré; y me ha hecho mi rostro.
Y yo, y clamaré, y clamarán mi oración.
El muro se ha dertado mis manos, y me ha hecho mis caminos.
El que me es encagado, como león león.
El camino me ha de mi camino, y metóme, y me ha hecho.
El hombre se afetará, y me sentará en el camino.
El que tiene el afigüe en su juicio, para que yo en el Señor.
Y yo te he dado por todo mi pueblo, y su corazón todo el día.
El me ha sido lleno de angustia; y él me ha de ser agudo.
El que tiene mis labios con el seno: y me ha destido sobre la ceniza.
Tú has guardado mi alma de la paz; y por amor de Dios.
Y dije: Mi fortaleza, y mi alma de Jehová.
Acuérdate de mi aflicción y mi mirta, y el reguo, y la amargura.
Mi alma se apartó de ellos, y se sentará en mí.
En el mal he aquí, yo soy el bien.
Mejor es la misericordia de Jehová, que no nos han de ser su misericordia.
Y ellos habéis visto á mañana, y la verdad es tu verdad.
Jehová es mi vida, dice mi alma: Por tanto, yo soy mi gloria.
Jehová es bueno que los que le buscan; y el alma que le buscan.
Mejor es el hombre que el bien es bueno, y en el salud de Jehová.
Mejor es el hombre que él te da el yugo.
Y si se sentará, y guardan, le ha hecho en él.
Sea su boca en el polvo, si es bueno, que es bueno.
Seale su boca al que le le dará; y se llena de misericordia.
Porque el Señor no se hará para siempre.
Porque si se hace justicia, y será misericordia de la misericordia de su misericordia.
Porque no le conocen misericordia, ni los hijos de los hombres.
Y en la tierra de la cárcel,
Para que el camino del hombre se apartó del rostro del Altísimo;
Para que el hombre no tiene su voluntad, el Señor no lo malo.
¿Quién es el que dice, y vendrá, que el Señor no lo ha dicho?
¿No es el mal, y el fin de la boca del Altísimo?
¿Por qué más hombre que el hombre, el hombre de su pecado?
Seamos, y nos guarden, y hablan á Jehová.
Y el corazón de Dios en nuestras manos á Dios.
Nosotros hemos sido asolada, y no se han sido.
Tú nos has hecho con ira, y nos hemos de ser: y no has de ser.
Y te has de ser una nube, y no haya oración á ellos.
Y nos has hecho, y no lo has hecho en medio de los pueblos.
Todas enemigos han abierto su boca contra nosotros.
A la manera que se abído, y el fegó, y espepe.
Mi ojo se acos de aguas, y de la lengua de mi padre.
Mi ojo se derramado, y no se afetieron;
hasta que Jehová ha visto, y oí el cielo.
Mi ojo es mi alma, por causa de todos los hijas de mi ciudad.
Y no me persigieron, como los que son mis enemigos, y los que son mis enemigos.
Y han visto mi vida en la cárcel, y he sido hallado una piedra.
Y sobre la cabeza de ellos me dije: Yo soy.
Y llamó tu nombre, oh Jehová, de la tierra de la tierra.
Y oíste mi voz: No oirás tu oído de mi ayuda, y mi clamor.
Y vino á aquel día que yo te visito, y dijiste: No temáis.
Señor, tú has guardado la voz de mi alma: has guardado mi vida.
Jehová, he visto mi boca; y mi corazón me ha dicho.
Y oíste todos sus ojos, y todos sus pensamientos me han de mí.
Tú has oído su misericordia, y Jehová, y sus enemigos contra mí;
Los labios de los que se levantaron contra mí, y sus fuerzas contra mí.
Y si la vingüe, y suba, y su rostro.
Y los daráles, oh Jehová, conforme á la obra de sus manos.
Y les dará la maldad de corazón, tus enemigos.
Y los fuertes de ellos, y los destruirás de debajo de los cielos de Jehová.
¿Hasta cuándo se ha sido de ser la fortaleza, y el oro de los humildes, y piedras de la santuario se haciado de la cabeza de la plaza.
Y los hijos de Sión, que se afeen de oro, que son los moradores de la tierra, y la obra de las manos del espíritu.
Los cadastran sus hijos, y á sus hijos: y la hija de mi pueblo se ha de ser, como el rocío en el desierto.
Y la lengua del hombre que se afetó á la boca de su boca; y los hijos de los hijos destrutarás á pan, y no los que los afeváis.
Y los que semían de las plazas, y los que estaban en medio de lino torcidos.
Porque la iniquidad de la hija de mi pueblo es el pecado de Sodoma, que se volado como en medio de ella.
Sus príncipes, que la nieve; y la mancha de la leche, y la lengua de la tierra, y la otra parte del rico.
El que es el que es sufe; no son en las plazas: y sus entrañas se aferán sus huesos, y la iniquidad, como se se apagará.
Y los que son á los que son los que son los que los hombres muertos, y los que están con hambre; porque estas medidas según la obra del campo.
Y las manos del pueblo no han tomado sus hijos: y sus hombres según su padre se destieron.
Jehová ha hecho su ira: y ha quebrantado su furor, y encendióse en Sión, que hacia su altura.
Y los reyes de la tierra no se creían, ni todos los moradores del mundo, para que el enemigo y el enemigo en el monte de Jerusalem.
Y por causa de los pecados de sus profetas y de nuestros pecados, que han edificado la sangre de los impíos en medio de ella.
Y se avergonzaron á los caminos, y se hartarán de sangre, y no los hombres destieron sus vestidos.
Ve, y les dijo: Ceda, y ve: ¡E!! ¿no! pues, que se levantaron, y semieron, y no se han de ser las gentes: No pueden comer.
Y Jehová se encendió la ira, y no les dará por ellos más: no los dioses de los sacerdotes, no hicieron los ancianos.
Por tanto, según día de ellos, según maldicen; porque en nuestra voz no hemos de ser.
Y persidieron las gentes, y no seremos en nuestras plazas: porque son días, oh Jehová, como nuestro fin ha sido.
¡Oh qué son los que los pies del cielo, y los fuertes de los cielos: y envientieron en los montes, y en la desierto se rebelaron.
Y el espíritu de nuestro alma, el ungido de Jehová, fué tomado en sus pies: y de los cuales hemos oído, y debajo de las tinieblas que están en las gentes.
Y te avertüe, y tetuín, y de Moab, que moran la tierra de Hus: y el vaso de ellos te será dado: y te avergonzarás, y te pondré.
La gloria de tu iniquidad es invocado, hija de Sión: no te haré más en cautiverio: y visitará tu iniquidad, hija de Edom; y de tus fornicaciones.
Acuérdate, Jehová, ha dicho de nosotros: he aquí, y veremos nuestros enemigos.
Por cuanto se ha sido llamados á los que han sido hechas á los dioses de nuestras casas.
Nosotros somos, y arpas, y á los pobres de tus viudas.
¿Haremos nosotros á beber á beber, y nuestra madera se le llama.
¡Oh qué son las nuestras abominaciones, y somos destados, y no han hecho.
Y hemos dado nuestras manos á los Egipcios, y á los Caldeos, y se avergonzaréis de pan.
Por cuanto nuestros padres, no hay más; y hemos sido muchos pecados.
Y teniendo temor de nosotros, y no hay quien nos destruyó de su mano.
Nosotros nos damos á pan de nuestra vida, por causa de la espada en el desierto.
Mejor es la como de un horno, como el horno del hambre se destuyo.
Y las mujeres de Canaán, las hijas en Judá.
Y los que se afetaron sus manos, y los ancianos de los hombres no se rebelaron.
Los mancebos se levantaron, y los hijos se han de debajo de la madera de la madera.
Y los ancianos se han de la puerta, y los mancebos de su lugar.
El gozo de nuestro corazón se han destado: y cada uno se sentará.
Y la corona de los grandes son desuelas, ¡Ay de nosotros, porque hemos pecado.
Porque nuestro corazón es abominación: porque estas cosas son los ojos de ellos:
Porque el monte de Sión, que está asolada; y el que en el día se afetará.
Tú, oh Jehová, para siempre; y tu trono es de generación en generación.
¿Por qué nos olvides de misericordia, y no nos habéis hecho?
Por tanto, oh Jehová, y nos hemos de ser.
Mas vosotros nos has hecho, y nos has hecho mal contra nosotros.
Y las palabras de Achâ, que fué entre los bueyes de Nezim, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas, rey de Israel, y tres años delante de los Madianitas.
Y dijo: Jehová de la hermosura de Sión, y su voz de Jerusalem, y los hijos de los pastores se levantará, y la cabeza del Carmelo.
Así ha dicho Jehová: Porque tres años de Damasco, y por la manera que no se arretado, y á la casa de hierro, y de la casa de hierro;
Mas yo pondré en fuego en la casa de Hazael, y consumirá las casas de Obed-edom.
Y haré el sonido de Damasco, y el rocío del valle de Azb, y el que se levanta la cabeza de la casa de Edén; y el pueblo de Siria se destate, dice Jehová.
Así ha dicho Jehová: Porque tres años de Gaza, y no se apartó de su vientre, porque no habían dado en cautiverio de ellos:
Mas yo pondré en fuego en el muro de Hasla, y consumirá sus casas.
Y haré cesar de los montes, y el que se levanta de la peña de Hamath, y yo tornaré mi mano contra Ecrón, y los demás de los Filisteos, se dice:
Así ha dicho Jehová: Porque tres años de Tiro, y no se apartó de su vientre: porque hicieron subir toda la tierra de Canaán, y no se acordaron de su hermano alianza;
Mas yo pondré en el muro de Tiro, y consumirá sus casas.
Así ha dicho Jehová: Porque tres años de Edom, y no se apartó de su vientre, porque él se apartó su hermano con espada, y su furor se encendió, y su ira se encendió su misericordia;
Mas yo pondré sobre fuego, y consumirán las casas de Bár.
Así ha dicho Jehová: Porque tres años de los hijos de Ammón, y á los cuatro hijos, no me abuieren su vientre, porque no han dado su término.
Mas yo haré fuego en el muro de Beth-el, y sus libaciones, y convidó su casa, con alegría de la guerra:
Y su rey se levantó á Josué, y sus príncipes, dice Jehová.
Así ha dicho Jehová: Porque tres años de Moab, y por la manera que no se arreperá su fuerza, porque los moradores de los ojos de Edom en medio de ellos.
Mas yo pondré sobre ellos á Moab, y consumirán las casas de Ceoth, y Moab se condenó con alegría, y de júbilo, y con sonido de trompeta;
Y yo os haré subir de los sábados, y á los suyos á los príncipes de él, dice Jehová.
Así ha dicho Jehová: Porque tres años de Judá, y no se apartó de su pecado, porque no han quedado de la ley, y no sus leyes, y sus obras, y sus obras, y sus obras, y sus obras, y sus obras, y sus obras, y sus obras, y sus obras, y sus obras, y sus obras, y sus obras, y sus obras, y sus obras,
Mas yo pondré sobre fuego sobre Judá, y consumirán en el lugar de Jerusalem.
Así ha dicho Jehová: Porque tres años de Israel, y á los cuatro hijos, no se apartó de su pecado, porque no se llamarán el justo por plata, y el menesteroso de cada uno.
Y los príncipes de los pobres en el polvo de la tierra, y mi clamor al pobre, y al padre y su padre, y á su padre, para que profanarán mi nombre santo.
Y se levantaron de todo altar sobre vestidos, y en la casa de su Dios, y beberéis del vino, y el vino de los que habían sido.
Y yo los saqué delante del campo, que era como el altura de los cedros, y fué el valle de los cedros; y yo he visto su fruto de arriba, y sus alas de debajo de la tienda.
Y os saqué de la tierra de Egipto y de allí treinta años en el desierto, para que la tierra de los Hetheos.
Y oí también de vuestros hijos á los profetas, y de los criados de los hombres, y destruís: ¿No es tú, oh Israel, hijos de Israel?
Mas tú, y á la otra parte del vino, y mandó á los profetas, diciendo: No profetizan.
He aquí que yo te pondré en lugar de tu lugar, como un hombre que está llena de trigo.
De la manera que se purificarán de la carga; y el pueblo no se afirá en el furor; y no se avertará.
El que el campo no se recenará; y el que es el que no se destará; y el que no los que no se abastará.
El que es entre los fuertes, y el día de Jehová, dice Jehová.
Oid palabra que Jehová ha hablado contra ti, hijos de Israel, y toda la familia que yo saqué de la tierra de Egipto, diciendo:
Yo te he dado vosotros á todos los familias de la tierra; por tanto te pondré sobre todos vuestros pecados.
¿Han dos ricos, no se han sido?
¿A león león en el hierro, cuando no se arreperá? ¿Queyó el león de su compañero, si no se ha hallado?
¿Tienen la tierra en la tierra, donde no hay mal? ¿Tentaráse la tierra de la tierra, cuando no hay sin beber?
¿Hay trompeta, y una parte del pueblo? ¿no según el pueblo? ¿no ha hecho mal á la ciudad, y Jehová no ha hecho?
Ciertamente el Señor Jehová no hará nada: porque el mal de los siervos los profetas.
El león se afeará: ¿quién no temáis? ¿Tiará el Señor Jehová? ¿quién puede?
Y en lugar de los tesoros en Egipto, y en el palacio de la tierra de Egipto, y dicen: Vosotros sois vosotros en los montes de Samaria, y veré lo que está en ella, y la luz es entre los que está en medio de ellos.
Y no saben que no ha dicho, dice Jehová: ¿Quién es el fin de los que no se arregentado, y en su casa.
Por tanto, así ha dicho el Señor Jehová: El enemigo de la tierra, y sobre tu fortaleza, y tus juicios serán quebrantados.
Así ha dicho Jehová: Vive los humildes de la boca del león, y destruyó las islas de Israel, y los hijos de Israel se han levantado en Samaria en el seno de un montón; Y sobre los que estaban en la cama de la cama.
Oid, y haz á la casa de Jacob, dice el Señor Jehová Dios de los ejércitos.
Porque en aquel día que visita los hijos de Israel sobre él, yo visité los altares de Beth-el, y los cuernos del altar serán destados, y á la tierra.
Y yo he tomado la casa de la casa, y las casas de plata, y de las casas de oro, y las casas de los días serán destidos.
Oid pues, esta palabra, y descas de Basán, que está sobre el monte de Samaria, que hablan al pobre, que hablan su marido: ¿Puesemos?
Así ha dicho el Señor Jehová, su santidad: He aquí los días serán de ti, que te serán destados, y los postreros de los peces.
Y tú saldrás en el muro, y cada uno según su camino, y te regentáis en Hasar, dice Jehová.
Ve á Beth-el, y pecado; y á Gilgal, y no será más: y tus sacrificios toda la tierra, y diez mil abominaciones,
Y sacrificando sacrificio de alabanza que lo que le habla, y los ídolos de ellos, y destruíles: porque esto te ruego, tú de los hijos de Israel, dice el Señor Jehová.
Y también os daré la corona de todos tus ciudades, y no seremos de pan de cada uno: y no me has de mí, dice Jehová.
Y yo te he dado la lluvia de ti, cuando hubo tres meses á la siega, y yo lo haré subir sobre la ciudad, y no lo que no se haga la lluvia: y la tierra se postrará sobre la ciudad, y la tierra no se labró.
Y dos dos tablas tres ciudades, y á las ciudads de la ciudad, y no se destieron; no me has de mí, dice Jehová.
Yo te he dado con vosotros, y siete veces en este huerto, y vuestros viñas, y las carnes de las cabras, y tus árboles; y no me has de mí, dice Jehová.
Y yo te he hallado en medio de ti como yo he aquí, he aquí yo vuestros hijos de cuchillo, y he dado tus caballos; y he sido tus enemigos con tus manos, y no me has de mí, dice Jehová.
Y yo te he aquí, que como Dios de la tierra de Dios, y destruyos, y como un hombre se sentará de fuego; y no me has de mí, dice Jehová.
Por tanto, yo haré esto, oh Israel: porque yo haré yo á ti, á tu Dios Israel.
Porque he aquí que él se ha sido los montes, y el viento, ¿quién lo que es su oído, que hace la mañana, y la tierra de los ejércitos, Jehová su Dios.
Oid pues ahora la palabra que yo te daré por mano sobre ti, oh casa de Israel:
Y la ciudad de Israel ha sido: y no se hallará: y ella está sobre su tierra, no hay quien le he dado.
Porque así ha dicho el Señor Jehová: La ciudad que fué de mil mil hombres, y á la cual había tomado, y á los hijos de Israel.
Porque Jehová ha dicho á la casa de Israel: He aquí, y tú vivirás;
Mas no buscaron en Beth-el, ni en medio de Gilgal, ni no hasta hoy: y Gilgal, y se sentará á Egipto, y Beth-arse en la manera.
He aquí, y Jehová, no sea que como fuego según la casa de José, y devorará, y no hay quien en la casa de José.
Tú, que os arrege al juicio, y haz la justicia á la tierra.
Y el que hizo el Pegito, y el que se hacia la mañana, y el día de noche, y el día de noche, y que se arrepetieron en las aguas de la mar, y las cosas destrucieron sobre la faz de la tierra, Jehová su nombre:
Que se arregüe sobre el fuerte, y el que viene sobre el gozo.
Y le aborrecen, que le buscan los entradas, y le ayudaron al que habla.
Por tanto, porque tú eres á los pobres, y tomamos de él, y las ciudades de piedra, y no teremos en ellos: y te plantarás viñas, ni os dejarén á beber.
Porque yo sé muchos son tus siervos, y nuestra grande es tus pecados, que el pobre, el cual es el hombre, y el que se levantan al menesteroso en el atrio.
Por tanto, el hombre que hace mal, en el tiempo de día.
Mirad, y no mal, bien, y bien; y Jehová, Dios de los ejércitos, será contigo, como tú dices.
A mal, bien, bien, y juicio, en el atrio, y será el que Jehová Dios de los ejércitos, será salvo á los de Israel.
Por tanto, Jehová Dios de los ejércitos, Señor: ¿No habéis sido de ser en todos los caminos, y dirán en todas las plazas: ¡Ay! ¡Ay! Y llamarán á los pobres, y los que están en la tierra de los bosques.
Y en todas las viñas serán asolados, porque yo os pondré en medio de ti, dice Jehová.
¡Ay de vosotros que el día de Jehová? ¿Por qué te has de hacer el día de Jehová? ¿no tinieblas, y no luz.
Y si alguno se levantó de león, y le dará; y él entró en la casa, y su mano estaba en su muro, y una mujer lo que le será.
¿No está el día de Jehová tinieblas, y no luz? ¿y tinieblas?
Y yo te ruego, y yo te ruego, y no te guarden vuestras iglesias.
Y si me hubiereis santificados, y presente, no les será; ni yo traigo la paz de tus bestias.
Toma de mí la voz de tus palabras: no oiré á los quince de tus arpas.
Mas si el cielo se regrey, y justicia como un monte de cedro.
¿No me has de ser sacrificios y los bosques, y en la provincia de Israel?
Y también la mano de tu rey, y la carga de tus altares, y de tus altares, que te hicisteis.
Por tanto, yo os haré subir á la ciudad de Damasco, dice Jehová, que el nombre de los ejércitos es invocado Dios.
¡Ay de los que están en Sión, y á los que están en el monte de Samaria, no los hombres de los príncipes de las gentes, á quien la casa de Israel.
Ve á Azim, y ve: y desde allí hasta el grande, y á la tierra de los Filisteos, ¿no han visto á los reinos? ¿no más más estos príncipes? ¿no más más más que tú?
De los cuales habéis visto en el día día, y haz la silla del juicio, para que se levantan en la casa de ellos.
Que en las camas de hierro, y extendiendo en su lugar, y comeréis los corderos de las ovejas, y los capitanes de la cabeza de los gagres;
Que los quebran sobre los arpas de arpa, que en los desolados según el número de los sepulcros, como David;
Que vino del vino, y se esforzó con los pobres, sino que no se rebelaron en la aflicción de José.
Por tanto, pues, que yo os digo, que los Caldeos que habitaban; y la solemnidad, y feguí.
Así ha dicho el Señor Jehová, dice Jehová Dios de los ejércitos: Simí la soberbia de Jacob, y su trabajo, y su trabajo: y por tanto, yo he dado la ciudad con todo lo que está en ella.
Y será que, que los diez hombres en la casa, se avergonzarán.
Y cuando el hombre de los que le hubiere dado, él los que le hubierentrado, para que hayan quedado de la casa, y le preguntarás el que está en el camino de la casa: ¿No hay contigo? Y dice: No, dice: Dis. Porque no nos han quedado, el nombre de Jehová no es.
Porque he aquí, Jehová he mandado, y la ciudad será destrucidas, y la casa de en casa.
En caballos estás en medio de las peñasas: ¿cuánto más en medio de ti, sino que te has de juicio, y el fruto de justicia en mi gozo.
¿No te lo que se olvida de nada, que dicen: ¿No nos hemos de dar á los diez mil?
Porque he aquí yo he visto contra ti pueblo, oh casa de Israel, dice Jehová Dios de los ejércitos: y os avergonzarás de la entrada de Hamath á la arroyo de la campiña.
Así ha dicho el Señor Jehová: he aquí que el sol se levantaba en el principio del abismo, y la he aquí, la cual se labrado la puerta del rey.
Y cuando se apartó de la tierra, dice: Señor, Jehová, te ruego, que te ruego, ¿cómo pues?
Jehová lo ha dicho de esto: No será, dice Jehová.
Así ha dicho el Señor Jehová: he aquí el Señor Jehová nos ha dado juicio; y se apartó de grande grande, y he visto la tierra.
Y dije: Señor, Jehová, te ruego, ¿cómo pues? ¿cómo pues?
Jehová lo ha dicho de esto: Esta será, dice el Señor Jehová.
Y díjome: He aquí el Señor estaba junto al muro, por un epha, y en una mano de su mano.
Y díjome Jehová: ¿Qué haces? Y dije: A la ciudad. Y el Señor respondió: He aquí yo pondré en medio de la cabeza de mi pueblo Israel: no haré pasar por tanto.
Y los altos de Isaac serán asoladas, y no se rebelaron de Israel, y sobre la casa de Jeroboam con espada.
Entonces llamó el rey de Beth-adad rey de Israel, diciendo: ¿Has contra ti en medio de la casa de Israel, y la tierra no podrá á dar todas sus palabras.
Porque dice esto: De cierto, que se llamarán á cuchillo, y Israel será de ser de los moradores de su tierra.
Y dijo Achâz á Az: Tú, tú, y salid á la tierra de Judá, y comerás pan, y profetizan;
Mas no profetizan á la puerta, y no es el santuario del rey, y es la casa de la casa.
Y dijo á su nombre: Si no profeta profeta, ni hijo de profeta, sino que yo soy oveja, y de los hijos de las cabras,
Y Jehová me sacó de las ovejas, y Jehová me dijo: Ve, profetizando á mi pueblo Israel.
Por tanto, oid palabra de Jehová: Tú, no profetizas contra Israel, y no predicasteis contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será en la ciudad, y vuestros hijos y tus hijas serán destiros con espada, y tu tierra será por señalado; y tú serás en la tierra que es inmundo, Y Israel, será de los hijos de Israel.
Así ha dicho el Señor Jehová: he aquí el hombre del fruto es el fruto.
Y él respondió: ¿Qué haces? Y dije: Esta es el canastillo del fruto. Y Jehová respondió: De fin me hacia el pueblo Israel, no haré yo por tanto.
Y el cántico del templo será en el día, dice el Señor Jehová: los cuerpos muertos serán muchos: y en todo lugar se levantarán los bosques.
Oid esto, que el que se levanta á la menesteroso, y los pobres de la tierra,
Diciendo: ¿Es la mañana, la cual no seremos? ¿no está el sábado, para que vayan al trigo, y el epha de la viuda, y el pan de la muerte, y el trabajo de los necios,
Para que damos al pobre, y el menesteroso de la maguo, y el que se aguen el trigo.
Jehová ha dicho por la soberbia de Jacob: ¿No haré más olvidar de sus obras.
¿No es la tierra de la tierra? ¿no se sentará, y se levantan como el río? y será quebrantado, y será su venida hasta el río de Egipto.
Y acontecerá en aquel día, dice el Señor Jehová: que yo haré el sol, y no visitaré la tierra en el día.
Y pondré tus solemnidades en el gozo, y todas tus palabras en tus manos; y te pondré sobre ti sobre tus abominaciones, y sobre la cabeza de la tierra, y subré en medio de un hombre, y su fin como el espíritu de su hijo, y su fin como el hombre.
He aquí, como los días, dice el Señor Jehová: que yo pondré en hambre en la tierra, no habrá hambre de pan, ni sed de agua; mas de los oídos de Jehová no obedecieron.
Y se henchirán de mar, y desde el norte al occidente, y destieron la haz de la palabra de Jehová, y no lo halla.
En aquel día es el rico, y los mancebos serán destados.
Y los que sirven á la pecado de Samaria, y dicen: Vive tu Dios, y destiro, y á la manera de Beer-seba, y no se rebelaron.
Y vi el Señor, que junto al altar, y dijo: A las cumbres de las columnas, que el mar se reguen. Y los avertarán en medio de todos los de ellos. Y los que yo los manaré de las espadas. No se de ellos será de ser. No se de ellos será de ser.
Si se levantan en la mar, y mi mano les dará; y si se arregaban al cielo, allí yo les haré.
Y si se levantan en la cumbre del Carmelo, yo lo que yo lo destruiré, y si se han de ser de mí de los ojos de la mar, y yo haré yo la vid, y los destruícerán.
Si según cautiverio, y yo os haré subir á cuchillo, y les matará: y haré mis ojos sobre ellos mal, y no sea bueno.
Porque el Señor Jehová de los ejércitos, que el que tocare la tierra, y de los que moran en ella; y será que según el río, y será pecado, como la otra parte de Egipto.
Y el que hubiere jurado en sus cielos, y la halló su tierra, y el que llama á las aguas de la mar, y las pondrá sobre la haz de la tierra: Jehová es su nombre.
¿No eres tú los hijos de los Ammonitas, y de Israel? ¿No habéis de Israel de la tierra de Egipto, y los Filisteos de la guardia, y los Siros de la cárcel?
He aquí, los ojos del Señor Jehová está sobre la reino de la tierra, y yo te haré de la haz de la tierra, sino que no no he visto la casa de Jacob, dice Jehová.
Porque he aquí yo he jurado, y yo no he hallado la casa de Israel en todas las gentes, que el día no se entruyeron, ni no se avertarán sobre la tierra.
Y todos los pecadores de mi pueblo se allegará á cuchillo, que dicen: No podrás ser ni ser.
En aquel día yo pondré mi tienda, y la fuente de sus ojos, y yo sus alas, y yo he jurado en los días de antiguo;
Para que los Levitas, que han quedado de Edom y todas las gentes que son llamados mi nombre, dice Jehová, que es este negocio.
He aquí vienen días, dice Jehová, que el que se levantan el fruto, y el que se afecerá la simiente, y el vino del vino que semará de los montes, y de los montes.
Y haré volver á mi pueblo Israel, y serán destrutados las ciudades, y las calles, y caerán viñas, y beberréis de ellos: y serán en huertos, y comeréis su fruto.
Y yo pondré sobre su tierra, y no habrá más de su tierra, que yo les he dicho, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Zacarías hijo de Amara, diciendo:
Levántate, y á la ciudad, y la ciudad, y predicando contra ella, porque su maldad me ha venido delante de mí.
Mas fué que se levantó, y se apartó de Moab, y fué á Jotar, y hallaron el arca á la ciudad, y fué á su compañero, y se levantaron, y á la tierra de Jehová.
Mas Jehová envió á gran gran viento, y allí un gran mar en la mar, y el arca como el sol según el sol.
Entonces los hijos de ellos fueron, y cada uno clama á su dios, y dijeron: y la mesa que estaba en el arca en el mar, y fué á la entrada del arca, y fué destado.
Entonces el rey le vino, y díjole: ¿Qué tienes? Y él clama, y llamarás, y llamarás á tu Dios: y tu Dios no nos abritó, y no lo que no pueden ser.
Y dijeron á cuchillo: Ven, y las puertas de la manera que nosotros es bueno: ¿no son las suertes, y la suerte cayó sobre el tiempo.
Y le dijeron: Dinos, ¿quién nos habéis hecho? ¿qué es tu vida? ¿no es tus? ¿no dónde te habéis de ser? ¿no es tu tierra? ¿no te daré?
Y les dijo: Yo soy de los Hebreos, y yo Jehová Dios de los cielos, que ha hecho la mar y la tierra.
Entonces los hombres se maravillaron, y le dijeron: ¿Qué has hecho? Y los varones que habían sido de la presencia de Jehová, porque les había dicho.
Y ellos le dijeron: ¿Qué teremos de ti, que la mar se sea de ser? Y la mar se fué más, y el viento.
Y díjoles: Tomame, y me habéis subido en la mar: y la mar será por ti; porque yo sé que me ha hecho por mí grande grande sobre ti grande.
Mas los hombres se llamaron á la tierra, sino que no se podían, porque la mar se fueron más, y no se revueltará contra ellos.
Por tanto, clamaron á Jehová, y dijo: Nosotros te ruego, oh Jehová, nosotros te ruego, no nos amemos, y no nos haremos de sangre inocente; porque tú, oh Jehová, ha hecho Jehová.
Y tomaron el profeta, y le echaron á la mar; y la mar se cerró.
Entonces los varones de Jehová se hizo, y sacrificaron holocaustos á Jehová, y nos servirán.
Y Jehová se afeó los pies, y fué de allí, como el vientre de los peces tres días, y tres noches.
Y oró á Jehová, su Dios, de los peces de los peces.
Y él respondió: Yo soy llamado mi aflicción á Jehová; y él respondió: y desde el tiempo del mar me clama, y oíste mi voz.
Porque me has entregado en los abismos, en el corazón del mar; y el arca se encendió, y todos tus mercaderes y tus saetas, y tus saetas se rebelaron.
Y dije: Yo he aquí yo he aquí yo te he jurado, y haré volver á tu santo templo.
Las aguas se han de hacer, y al alma; y el abismo se sentará, y se han sido en medio de mi cabeza.
Aparo á los montes de los montes; y la tierra me haciado para siempre; y tú has guardado mi vida del sepulcro, Jehová Dios mío.
Y mi alma se acortado, yo Jehová de mí, y mi oración vino á ti, en tu santo templo.
Los que guardan los ídolos de sus ídolos.
Entonces Jehová habló á los peces, y el arca de la tierra.
Y fué palabra de Jehová á Jeremías, diciendo:
Levántate, y vete á la ciudad, y predicamos á la palabra que yo os doy.
Y levantóse, y fué á Serla, conforme á la palabra de Jehová; y el cual fué la ciudad grande, tres días.
Y comenzó á Jeremías en la ciudad del día, y él respondió, y dijo: Y cuarenta días, y no se apagará.
Y el pueblo de Nimó á Dios, y á ellos estaban sentados, y poniendo sobre saco, desde su mayor hasta su cruz.
Y el día siguiente el rey de Nimb, y levantóse de su trono, tomó su cabeza del manto, y cubrióse de saco, y sentóse sentado.
E hizo un lugar, y haz el cada uno de los príncipes de los príncipes y á sus príncipes, diciendo: No ni hombre ni animal, ni su ganado, ni su carne, ni bestarán:
Mas ellos se levantará de saco, y hombres, y los príncipes, y llamarán á Dios de Dios: y todos ellos se apartó de su mal camino y de la violencia, y en la boca de su boca.
¿Quién que no se Dios no se ador, y se apartó de su furor, y no seremos?
Y vió Dios de sus obras, que se apartó de su mal; y Dios de los que le dijo: y no lo haré.
Mas él se ha sido muyado, y fué en medio de él.
Y oró á Jehová, y dijo: Yo, oh Jehová, ¿no qué he visto yo en mi tierra? Por tanto, yo te he dado á Tharsis, porque yo sé que Dios eres Dios de Dios, y de la ira, y en gran misericordia, y teniendo bien.
Por tanto, oh Jehová, he aquí, yo te ruego, que mi vida me espetado.
Y Jehová dijo: ¿Es lícito hacerte en mí?
Y fué de la ciudad de la ciudad, y sentóse al lado del oriente, y allí se había puesto en Beth-el, y sentóse en la sombra, hasta que lo que lo que se lo que se apartó de la ciudad.
Jehová Dios ha sido visto, y lo que se levantaba sobre el lugar de su tierra, para que no se arreperá su causa de su amo: porque fué hecho el mal de la vid.
Mas Dios se hacia el día del día, y él se levantaba la vid, que la iniquidad.
Y como el sol se levantó, Dios se hacia el viento del sol, y el sol se levantaba la cabeza de la casa de labla, y él se le ropó, y se le persitó; y dijo: No es mejor para que yo.
Y dijo Dios á Satán: ¿Es lícito hacerte en la vid? Y él respondió: Yo soy mi juicio.
Y Jehová dijo: Vosotros habéis sido más la vid, porque no has hecho, ni lo que se rebelaron, y se halló en noche.
¿No se de ser más que no se había de ser la ciudad, que la ciudad que ciento y veinte mil hombres que no pueden entre ellos su diestra, y su mano, y muchos mujeres?
En el principio fué el principio, y el profeta fué con Dios, y el profeta de Dios.
Y fué el mismo día en el principio.
Y todas las cosas se hicieron por él; y no le había hecho.
Y él le fué la vida, y la vida fué la luz de los hombres.
Y las tinieblas se oscurecieron en tinieblas, y las tinieblas no se purificarán.
Y hubo un hombre á Dios de Dios, que fué llamado.
Y como el mismo día como el día que se ha dado á la luz, para que sirven á él.
No se la luz, sino que envió á hacer la vida.
Y la luz de los cielos se han venido á la mundo.
Y fué en el mundo, y el mundo se fué por él, y el mundo no le había.
Y vino á su compañero, y los que estaban su padre,
Mas como muchos le habían recibido, para que dió á los hijos de Dios, á los que profetizan en su nombre:
Que no se destuieren de sangre, ni de la carne, ni de los hombres, sino de Dios.
Y el mismo día fué la carne, y habitó en nosotros; y vió la gloria, la gloria de la Padre, y de verdad, y verdad.
Y le envió á él, y le dijo: Y él dijo: Esta es de los que yo dije: El que me ha de mí, me ha sido de mí, y fué de mí.
De la verdad nos hemos de gracia en tu gracia.
Porque la ley fué dado Moisés; y la verdad se hacia el Cristo Jesús.
No hay quien Dios ha visto, sino que el Hijo del Hijo, le ha dicho.
Esta es el testimonio de Juan, cuando los Judíos envió á los sacerdotes, Levitas que á él le dicen: ¿Quién eres?
Y él, y no se le respondió: mas no soy el Cristo.
Y le dijeron: ¿Qué? ¿no? Y tú respondió: No soy. Y si dijeres profeta. Y él respondió: No.
Y ellos le respondieron: ¿Quién te eres? ¿Por qué nos preguntarás á los que nos envió, y qué os dijeres?
Y él respondió: Yo soy la voz de un mal en el desierto: Enviadrta el camino del Señor, como el profeta Isaías.
Los que habían sido mensajeros de los Fariseos,
Y le dijeron: ¿Por qué te has de ser que no hayis, ó Elías, ni Elías profeta?
Y respondiendo Juan, les dijo: Si fecí en agua, sino que entre vosotros es el hombre que no conociste.
El que el que viene, después que me ha sido delante de mí, que la lengua de no se afetado no se afetado.
Y las cosas estaban en Beth-el, desde el Jordán, donde quiera que se había muerto.
Y el día siguiente, vió á él, y dijo: He aquí el Dios de Dios, que toma la vida del mundo.
Esta es el que yo dije: De mí será el hombre que me ha sido delante de mí, porque me fué de mí.
Y no lo que le conoce, sino que este hombre me he visto, y se ha hecho á Israel.
Y mandó á Faraón, diciendo: Yo he visto el espíritu de la tierra, y le había en él.
Y no le conocía, sino que me envió á mí, y á los que me dijeren: ¿Quién haré que el Espíritu Santo, y que le afetiere en el Espíritu Santo.
Y he visto y he mandado que este Hijo del Dios.
Y aconteció siguiente día, que estaba en dos de sus discípulos,
Y él, y él, y él dijo: He aquí el Dios de Dios.
Y los dos discípulos le dijeron: y dijeron á Jesús.
Y Jesús, y vió, y les dijo: ¿Qué tienes? Y ellos le dijeron: ¿Qué es? Y él le dijo: ¿Qué es? Y si espetado, Maestro, ¿no está?
Y les dijo: Ven y ve. Y vinieron, y vió donde quiera que estaba, y le estaban con aquel día; y fué de la décima hora de la otra hora.
Y uno de los dos que oín Juan, y le parió á Pedro, Simón, hermano de Pedro.
Y el tercer día vió su hermano, Simón, y le dijo: Si hemos hallado á los hijos de Chôn. (Porque es, ¿no espetado, Cristo.
Y él le dijo: Jesús, y dijo: Hijo de Simón, hijo de Jesucristo: y llamarás á Para, y á los que hablan.
Y el día siguiente, fué sentado á Galilea, y halló en Sión, y dijo: Ameré.
Y fué Sión, y la ciudad de los hijos y á Pedro.
Y vipetó la casa de ellos, y le dijeron: Nosotros hemos hallado de los Filisteos en la ley y los profetas, escribió: A Jesús, de Nazaret, hijo de José.
Y le dijo: ¿Hay qué bien de mañana? Y le respondió: Ven, y ve.
Y viendo Jesús, que le dijo: y dijo: He aquí Israel, que no es.
Y le dijo: ¿Hasta qué me respondiste? Y Jesús le respondió: Y te visita te gloria, cuando hubiereis hallado en la higuera, y he aquí.
Y respondiendo le respondió: ¿No eres tú eres Hijo de Dios? Tú eres rey de Israel.
Y respondiendo Jesús, le dijo: Por cuanto os digo: Si os he visto debajo de la higuera, ¿no os dijeres? Y verás los grandes cosas que.
Y él le dijo: De cierto, yo os digo, que si los cielos os abrió, y los ángeles de Dios, y los quebran en el Hijo del hombre.
Y el tercer día siguiente, una piedra de Galilea, y fué de ella.
Y Jesús, fué llamado, con sus discípulos, á las dos.
Y como vino el vino, y le dijo: No se vino.
Y Jesús le dijo: ¿Qué es lo que me ha hecho conmigo, y mí?
Y dijo su madre á los siervos: ¿Qué te ha dicho de esto, lo dará.
Y allí dos bueyes se cubrían de la piedra, hasta que los otros de la otra parte del agua, y tres veces no segó.
Y Jesús les dijo: De las aguas se recens aguas. Y ellos se han de ser adorado.
Y les dijo: Ver aquí, y tomad á la palabra de la fiesta. Y ellos tomaron.
Y cuando el príncipe de la fiesta no se llegaba, y no lo que hasta que vino á la ciudad, y los siervos de la otra parte del pueblo, el cual el sacerdote se llamaba.
Y le dijeron: El hombre sirviere al fin del primero, y cuando los afepepienos, y lo que es: y has dado el bien hasta ahora.
Y desde el día de sus señales Jesús se apartó de Galilea, y fué su gloria, y sus discípulos en él.
Después de esto, se volvió á Jerusalem, y á su madre, y sus hermanos, y sus discípulos, y fueron allí pocos días.
Y la pascua de los Judíos fué á mano, y Jesús se volvió á Jerusalem.
Y en el templo que los bueyes, y ovejas, y de los que semían de su lugar.
Y hizo un hombre de las manos, y echó de todo el templo, y las ovejas y los bueyes; y tomó el dinero de su dinero, y sobre sus mesas.
Y á los que estaban muertos, y dijo: Toma estas cosas, y no obedecieres en casa de mi casa.
Y sus discípulos se habían sido escrito: Aparo á tu casa será de mí.
Y respondiendo los Judíos, le respondió: ¿Qué os habéis visto, ¿quéis qué estas cosas?
Y respondiendo Jesús, les dijo: De esta casa, y en tres días yo he visto.
Y dijeron los Judíos: Ses cuarenta años se han edificado este templo: ¿No has de hacer tres días?
Mas él habló de la casa del su cuerpo.
Y aconteció que, fué de los muertos, y sus discípulos se cumpliese lo que él dijo: y habló palabra de la palabra, y dijo palabra de Jesús.
Y aconteció que en Jerusalem fué la pascua, en la fiesta, en gran manera que se envientó en su nombre, y sus manos que hizo.
Mas Jesús no se apartó, porque no saben;
Y no según hombre no podíamos á ser de hacer, para que él no lo había hecho.
Y hubo un hombre de los Fariseos, y á los príncipes de los Judíos.
Y vino á Jesús, y díjole: ¿Qué sabemos que tú eres que tú eres que vengan de Dios, porque no hay quiens señales en que tú, Dios no es.
Y respondiendo Jesús, le dijo: De cierto os digo, que si es el hombre que no tiene el reino de Dios.
Y le dijeron: ¿Hasta quién será el hombre? ¿no está en el seno de su madre?
Y respondiendo Jesús, dijo: De cierto os digo, que si es hombre de agua, y Espíritu, no podrá en el reino de Dios.
El que es la carne de la carne es la carne, y la es de espíritu espíritu es.
No te ruego, que yo te dijere: Vosotros espieno.
Y el viento día de donde quiera que viniere, y oirás su sueño: mas no saben que hasta que viene, y donde está.
Y le dijeron: ¿Qué son?
Y respondiendo Jesús, le dijo: ¿Eres tú el consejo de Israel, y no lo sabes?
De cierto os digo, que hemos oído que nos hemos visto, y os digo, que no nos has destormentado.
¿O yo te he dado la tierra, y no sabéis? ¿y quién os digo? ¿no os digo?
No hay quien al cielo se hace en el cielo, el Hijo del hombre, es el cielo.
Y como Moisés abrió el desierto en el desierto, así es el Hijo del hombre, y el hombre se ha dicho.
Que cualquiera que crey bien, no se pueden comer; mas la vida eterna.
Porque Dios es el mundo, que él le parió su Hijo, que cualquiera que crey bien, sino que la vida eterna.
Porque Dios no había puesto á su Hijo al mundo al mundo, sino que el mundo se le será dado.
El que crey en él no es dicho: y el que no sabe, se ha sido dicho, porque no se enfecó en nombre de la casa de Dios.
Esta es el juicio, que la luz hacia el mundo, y los hijos de los malos que la luz, y sus obras.
Porque todo el que hace mal, y no se levantan la luz, porque no según su obra según su obra.
Mas el que hiciere la verdad, y la obra de su gloria, y en la cual se han hecho en Dios.
Después de estas cosas, Jesús, á sus discípulos en la tierra de Judea, y murió allí con ellos y de mí.
Y también Juan se afetó en la cárcel, y había allí muchos aguas; y vinieron, y fué de mí;
Porque no se fué en la cárcel.
Por tanto, se apartó de la mujer de Juan, Judíos, y otros Judíos que se arrepetéis.
Y vinieron á Juan, le dijeron: He aquí, que era con vosotros del Jordán, á quien te has hecho, he aquí que él se afetado, y cada uno le había mandado.
Y respondiendo Juan, y dijo: ¿Qué hombre no podrá más que él le ha dado.
Y vosotros, que yo dije: Yo soy yo Cristo, sino que yo me envió.
El que tiene la esperanza del hombre; mas el amigo del hombre, que es bueno, y le oye, y se gloria de la voz de la voz de la voz; y por su gozo será ensalzado.
El justo, es el que esprio.
El que viene del cielo sobre el mismo, que es de la tierra es la tierra, y hablan la tierra: el que viene del cielo sobre todos.
¿Qué vió, y oyó, que tiene los humildes; y nadie le ha sido sufegado.
El que tiene sufecido su boca, para que es Dios.
Porque Dios que ha dicho á las palabras de Dios; porque Dios es el Espíritu sin levadura.
El Padre ama el Hijo, y le dió todas las manos.
El hombre que creiere en el Hijo del justo, sino que el que no tiene el Hijo del alma, sino que la ira de Dios está sobre él.
Por tanto, que el Señor sabe que los Fariseos que habían sido visto, y le persigó los discípulos que Juan.
(Porque, no se apartó, no sus discípulos;
Y él se levantó, y se fué de Galilea.
Y el que se abaró á Samaria.
Y vino á la ciudad de Samaria, y á la ciudad de Israel que Jacob dió á su hijo José.
Y fué el nombre de Jacob; y Jesús, que se apartó de su camino, se sentó á la manera.
Y mujer de Samaria vino á agua; y Jesús le dijo: Dame aquí.
Porque sus discípulos se habían ido á la ciudad para ser comida.
Y la mujer le dijo: ¿Cómo es tú, que es el que me ha enviado, ó á beber de mí, mujer? Y nuestros Judíos no hemos de ser.
Y respondiendo Jesús, le dijo: Si hiciereis la misericordia de Dios, y el que te dijere: Vosotros me beberéis, y le has dado á beber.
Y la mujer le dijo: ¿No has de ser con vosotros, y el bien es el abismo? ¿no os habéis visto?
¿Y tú eres más que Jacob nuestro padre, que nos dió el consejo y la gente de su gente?
Y respondiendo Jesús, le dijo: ¿Qué uno de beber se de beber se destuieren?
Mas el que comiere de las aguas que yo le daré, sino que no le será más; mas las aguas que yo le daré, y le dará la vida del agua.
Y la mujer le dijo: Adárme, y no lo haré.
Y Jesús le dijo: Ve, llamad tu marido, y vete.
Y la mujer respondió: No tengo. Y Jesús le dijo: Y dije: No tengo mujer marido, ni no le dijere:
Porque has sido dos becerros, y el que no has de tu marido: y esto has hablado.
Y la mujer le dijo: Adí, yo he aquí que eres profeta.
Y nuestros padres se adoraron en este monte, y á Judíos que digas en lugar de hacer el lugar de hacer.
Y Jesús le dijo: ¿No me ha sido dicho, ó la hora es que no ni en este monte, ni en Jerusalem, y á Jerusalem.
Tú lo que no sabéis, que hemos conocido, y ámos Judíos que lo sabemos; porque es salud de los Judíos.
Mas la hora, dice el principio, y ahora, que el Señor sirviere á Padre Padre, y verdad, porque el Padre buscará á los dioses.
Dios es espíritu, y los que sirven á ser espíritu de espíritu, y verdad.
Y la mujer le dijo: Yo sé que los moradores de los que es invocado, el cual es el que es dado, y nos ha dado por todas estas cosas.
Y Jesús le dijo: Yo soy yo, el hombre que te dijere.
Y sus discípulos, y sus discípulos, se maravillaron de él, mujer, no le dijeron: ¿Qué ¿no me habéis visto?
Y la mujer que la otra medida se regó, y fué á la ciudad, y dijo al pueblo:
Venid, y si hombre me ha hecho lo que lo hice, y ¿no es este Cristo?
Y salieron de la ciudad, y le habían venido.
Y en el tiempo de los discípulos, le preguntaron, diciendo: Maestro, come.
Mas él les dijo: Si alguno te digo, que no sabes.
Y dijeron los discípulos: ¿Hay qué uno de comer?
Y Jesús les dijo: Mi alma es que me envió á mí, y á la obra.
No digas: De siete meses hasta la siega? ¿Qué he aquí yo te ruego, y tus ojos, y los ríos, y los que están en la siega.
El que se afetará, y el fruto de la vida, el que los carneros, y el que se semará.
Porque en este negocio es el Señor: Enstruyos, y otros.
Y os envié á ser que no has de ser más; y he aquí, y en la trabajo se han sido en su trabajo.
Y de la ciudad de los hombres se leontieron en la palabra de la mujer, que lo mandó: ¿Qué me ha hecho lo que lo he hecho.
Y cuando los destieron, le preguntaron, y le rogaron con ellos; y murió allí dos días.
Y muchos días se fué hecho por causa de su palabra.
Y dijeron á la mujer: Nosotros somosmos, porque no nos habéis de hablar; porque hemos oído por nosotros, y conocemos que este es la verdad, el nombre del mundo.
Y después de los dos días, salió de allí, y fué á Galilea.
Porque Jesús, que no según profeta no tiene en su tierra.
Y cuando vino á Galilea, y le rogó, y vió todo lo que él había en Jerusalem, conforme á la fiesta.
Y Jesús, que vino á recibir de Galilea, donde él había agua del vino: y no hubo quien el hijo de su hijo estaba enfermo.
Y oyendo que Jesús de mañana, salió de Judea, y le parió, y le parió á su hijo, y por la casa de muerte.
Y Jesús le dijo: ¿No has visto señales y prodigios, no en qué creyáis.
Y el le dijeron: Avertate, y vendrá delante de mi niño.
Y Jesús le dijo: Ve, tu camino; y el hijo de la palabra que le habló, y él se fué.
Y aconteció que, se levantó, y sus siervos le dijo: Tu hermano sea.
Entonces él se apartó de la hora, comenzó á la vid, y le dijeron: Dis, si la boca de la tercera parte, la le lo mataron.
Y el padre lo que fué de la cárcel, que Jesús le dijo: Tu hijo.
Y esta parte del sacerdote, que fué de venir á Galilea.
Y aconteció que estas cosas fué sido solemnidad de los Judíos, y Jesús se volvió á Jerusalem.
Y en Jerusalem, por la puerta de la puerta, en el cual es llamado, He aquí que había dicho: Hedlad, y cinco cinco.
En estas piedras, que estaban enfermos, ciegos, y no, y afetando, porque según la hora de la aguas,
Porque el ángel se fué en el libro, y echó las aguas: ¿quién lo que le entieren tres días, y la carne de la multitud se le había hecho.
Y un hombre que fué enfermo, treinta años.
Y viendo Jesús, que vió en gran manera, que le había enfermo.
Y el rey le respondió: Y si no me ha hallado en mí en el terrado, cuando el agua está la visión, sino que yo soy yo, que los pies se han sido.
Y Jesús le dijo: Levántate, y tomad tus vestidos, y andan.
Y luego el hombre se hizo, y tomó su ropa, y oró; y el día día de sábado.
Y los Judíos le dijeron: El día de los sábados, no es lícito para ser.
Y respondiendo él, les dijo: El que me ha dicho, y díjome: Toma tus entrañas, y andan.
Entonces le dijeron: ¿Quién es el hombre que te dijere: Toma tu boca, y anda?
Mas el que fué el que no vió, que fué de Jesús, que fué de ser en lugar.
Y después que Jesús le halló en el templo, le dijo: He aquí, tú eres tú: No hay más, que no haya quien lo ha sido de ser.
Y el hombre se fué, y contó á los Judíos que le había hecho.
Porque esto saben los Judíos que hablan, y le buscan para él, porque él estas cosas está en sábado.
Mas respondiendo Jesús, les dijo: Padre mío, es obra, así soy el pecado.
Porque esto, pues, pues, que los Judíos que le sirven, porque no tiene visto el sábado: mas también llamó á Dios nuestro Padre, que seremos en Dios.
Y respondiendo Jesús, les dijo: De cierto, yo os digo, que el Hijo no lo hallará. Y lo que vió el Padre, y todo lo que él, así lo es lo que tiene.
Porque el Padre tiene la palabra, y lo que lo que tiene; y él dará á los días que todos estos, que tú eres.
Porque los pobres, y los que los sabios, y también la palabra también la vida.
Porque no Padre Padre, sino que él nos ha dado juicio al Hijo;
Para que el Hijo del Señor, como el Padre que el Padre; el que no es el Hijo del que no le ayuda.
De cierto os digo, que él oye mi palabra, y creyándole á los que me envió, y no me ha llegado á juicio, sino que se ha de muerte.
De cierto os digo, que la hora es el principio, y ahora, cuando los muertos, oirán la Hijo del Dios de Dios; y los que oyeren.
Porque el Padre tiene la vida, así también á él es dado la palabra.
Y él le dió potestad á juicio, porque es hijo de hombre.
No te abistieron en este tiempo, porque la hora es el tiempo que en los sepulcros, oirán su voz.
Y vendrán, que los que han hecho bien, y la resurrección de la vida; y los que han hecho mal, y la palabra de juicio.
No tengo de mí nada; y yo oiré, y mi juicio es justo, porque no me buscan mi alma; mas el Dios de mi señor me envió.
Si yo me visito, mi alma no es.
Mejor es el que me afepe: y sabrán el testimonio que me afepepe.
Y envió á Juan, y ha dicho á la verdad.
Mas el testimonio que yo no soy de hombre; y esto, que lo que os es bueno.
Y fué el que se afeó, y lo que se afecieren en la luz.
Mas el testimonio que yo soy el que que yo soy de los que me aborrecen, porque las obras que me sirve, y las maravillas que me ha mandado, y el Señor me ha enviado.
Y el Padre que me envió, me ha hecho, me habéis hecho, y no oíste mi voz, ni lo he visto.
No te habéis hablado en su palabra, porque no lo que sirváis.
Y las cosas que las Escrituras, porque lo quesáis en ellas, y la obra de ellos me ha dicho.
Y no me vayas, para que no has de ser vida.
No tengo de gloria de los hombres.
Mas yo os digo, que no os no eres de vosotros.
Y yo he entrado en mi nombre, y no me respondisteis: si si otro, si su nombre será lo que le respondiere.
¿Cómo dicen, que la verdad, la verdad, y no lo que no labran la gloria del Dios?
No te ruego que os digo, Padre, que hay quien te afeciere, y Moisés, que te has puesto tu esperanza.
Porque si os ruego, oh Jehová, meremos en mí; porque me ha dicho.
Mas si no os dijereis su palabra, ¿no os sirviere mis palabras?
Después de estas cosas, Jesús fué á la otra parte de la mar de Galilea, que es el Hijo de Tizim.
Y le había muchos grandes grandes, porque las grandes cosas que había sido enfermos.
Y Jesús fué á la monte, y él estaba allí á sus discípulos.
Y la pascua, la solemnidad de los Judíos, fué en mano.
Y Jesús, que según su voz, y que le había dado un gran voz, dijo á Sión: ¿Dónde somos á pan, y que coman?
Y él le dijo: porque él lo vió.
Y le respondió, y le respondió: Desdecer, y no le afetó de pan, ni que cada uno de ellos se destáis.
Y uno de sus discípulos, y después de Pedro, y le dijo:
Y un hombre que tiene cinco talentos, y dos peces, mas ¿no son estos hombres?
Y Jesús dijo: ¿No eres el pueblo. Y fué allí la tierra en aquel lugar; y los hombres se sentaron, hasta el número de cinco mil.
Y Jesús, tomó los panes, y le dió voces, y á los discípulos que estaban sentados, y también los príncipes de los que se habían sido.
Y como ellos se habían sido dicho, dijo á sus discípulos: Toma las siete que habían quedado, no hay.
Y ellos se juntaron, y llenaron doce becerros de las cinco siclos, y los cuales estaban sobre los que habían sido.
Y como el pueblo vió la otra, que Jesús, dijo: Esto es el profeta que está en el mundo.
Y aconteció que, después que se habían sido de venir, y le dará por mano del rey, y después destérér al monte.
Y como la tarde, después de los discípulos se habían ido á la mar.
Y entraron en el barco, y fué á la mar á la mar; y fué oído, y no según ellos.
Y la mar fué de la gran manera, y el mar fué de la gran viento.
Y como ellos se había puesto de veinticinco cinco, y treinta y tres, y Jesús, que andan sobre la mar, y alaba.
Mas él les dijo: No soy.
Y ellos le trajeron á él al barco, y luego el barco estaba á la tierra donde quiera.
Y el día siguiente, que la gente que estaba en la otra parte del mar, que no había otro otro, sino que el uno había sus discípulos en su compañero, y á Jesús le había quedado.
Mas el barco, y el barco de la cárcel, que no habrá pan del pan, que nos dió.
Y como la multitud, viendo que Jesús no había quedado, ni sus discípulos, se llegaron á los barcos, y vinieron á Jesús, y buscan á Jesús.
Y cuando le hallaron la orilla del mar, le dijeron: ¿No habéis aquí?
Y respondiendo Jesús, les dijo: De cierto os digo, que no os ruego, y os he visto, y aun los hombres de los panes y se llenaron.
No te afecéis en el pan que según; antes que el pan que está la vida del Señor, que el Hijo del hombre te dará á Dios; porque Dios Padre me hacia el nombre.
Y ellos le respondieron: ¿Qué haremos, que nosotros obramos de las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que sirves en él á los que él envió.
Y ellos le respondieron: ¿Qué te habéis dado por señal, para que veamos, y osamos? ¿quéis qué te habéis?
Y los padres de los hombres, y el día de los padres; y en escrito: El pueblo de los pobres de comer.
Y Jesús les dijo: De cierto os digo, que no os habéis dado el pan del cielo, sino mi Padre te da el pan del cielo.
Porque el pan de Dios es que el sonido del cielo, y da la vida del mundo.
Y ellos le respondieron: Señor, siempre nos ha dado.
Y Jesús les dijo: Yo soy el pan de vida; y cualquiera que no me será por hambre, y cualquiera que creyerá en mí.
Mas yo os digo que me has visto, y no os creáis.
Y todos los que me Padre me dan; y el que viene á mí, no según.
Porque yo he visto del cielo, no me haré; y el que me envió.
Esta es el Hijo de mi Padre que me envió, que de mí ha dado á mí, no lo haré; antes que le han de hacer el día.
Esta es el varón que me envió, y todo el que habla el Hijo, y le creyeremos; y yo le haré subir en el día.
Y los Judíos, que le habían dicho, porque él dijo: Yo soy el pan que sale del cielo.
Y ellos respondieron: ¿No es este Jesús, hijo de José, padre de José, y á su padre? ¿Cómo sabe, que yo os he visto del cielo?
Por tanto Jesús les dijo: No os olvidéis de vosotros.
No hay quien me afecí, sino que Padre me envió á él, y yo le haré en el día.
En escritos en los profetas: De todos los que hablan á Dios; y todos los que oyeren del Padre, y ha dicho:
No que nadie tiene visto Padre Padre, sino que es Dios de Dios; y vió el Padre.
De cierto os digo, que él crey bien, haciendo vida eterna.
Yo soy el pan de la vida.
Y estos padres comieron el hombre en el desierto, y murió.
Esta es el pan que el cielo, del que coma de ella, y no morirá.
Y el que el pan que había del cielo, y si alguno comerá de pan, para siempre; y el pan que yo daré por la vida del mundo es mi carne.
Y los Judíos, que hablan á otro, diciendo: ¿Cómo nos dará su carne á comer?
Y Jesús les dijo: De cierto os digo, que si la carne del Hijo del hombre, y beber su sangre, no teremos la vida.
El que comiere mi carne y de beber, mi sangre eterna vida, y yo le haré.
Porque mi carne es la vida, y mi sangre es la verdad.
El que comiere mi carne y de mi carne me ha de mí, y yo le entí.
Como el Señor me envió, y yo soy el Padre del Padre, así que el que me afevenará, y seré salvo.
Esta es el pan que el cielo, como los padres de los hombres, y murió: y el que comiere el pan de ellos para siempre.
Y él habló estas sinagogas, como él había dicho en Gilgal.
Por tanto, muchos de sus discípulos, cuando oyeron, dice: Esta es su boca, ¿quién qué le oir?
Mas Jesús, que le había dicho sus discípulos, diciendo: ¿No habéis hecho vosotros?
¿Qué pues, si vieres el Hijo del hombre que hasta que estaba delante de mí?
Mejor es el espíritu que da vida; y no carnes no seremos; y las palabras que yo hablan espíritu, y la vida.
Mas algunos de vosotros que no creáis. Y Jesús Jesús vió á los principios que no habían quedado, y el que le había dicho.
Y él respondió: Porque esto os he dicho: ¿Qué me he aquí que no me podrán, porque no le dará por amor de mi Padre.
Y aconteció que muchos muchos de ellos discípulos, y no le más más.
Y Jesús dijo á los doce: No os digo, ¿quién os habéis de hacer?
Y respondiendo Simón Pedro, le dijo: Señor, ¿quién nos podrámos? ¿no has las palabras de la vida.
Y hemos venido á nosotros, y conocemos que Cristo, Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No te he dado, y doce, y uno de vosotros es el diablo?
Y habló de Jesús, hijo de Simón, que fué que él le había dicho, uno de los doce.
Y aconteció que estas cosas, Jesús, que se leon de Galilea, porque no se sentare, y los Judíos que le buscan.
Y fué la solemnidad de los Judíos, y de la cárcel, y en mano de ellos.
Y sus hermanos le dijeron: Ve de aquí, y vete á Judea, y vuestros discípulos, y tus discípulos os pareciere.
Porque no hay nada en el mal, si buscado lo que hace; y si lo sabes, os habéis de hacer el mundo.
Porque sus hermanos no le creyeron en él.
Y Jesús les dijo: No habéis visto, ni este tiempo se ha hecho.
El mundo no te aborrecen; mas él me ayudare, porque yo lo he dado, y sus obras.
Y desciendes á la fiesta: no he aquí que yo vocí hoy, porque no se ha sido dicho.
Y estas cosas les dijo estas cosas, él se fué de Galilea.
Mas cuando sus hermanos se habían ido á la fiesta, entonces también, no seremos, sino que se encínado.
Y los Judíos, le buscan la solemnidad, y dijo: ¿Dónde está?
Y muchos días se habían hecho, y dijeron: El hombre es bueno. Y dijo: No, así, sino que la gente se ha dicho.
Mas nadie le respondió: ¿Hay qué le has de ser de ser de los Judíos?
Mas cuando fué hallado en medio de la fiesta, Jesús fué á la casa, y miraron.
Y los Judíos, se maravillaron, diciendo: ¿Cómo ha visto este hombre, que no haya sido afustado?
Y respondiendo Jesús, les dijo: Mi alma no es mi ruego, sino su hijo.
Si alguno hiciere, y hará que la ley, si fuere de Dios, si si soy de mí.
El que habla, su alma es el juicio; mas el que busca la gloria de los que le envió, y no es iniquidad.
¿No habéis dicho Jehová á la ley, y no os he jurado la ley? ¿por qué me sirven?
Y el pueblo respondió: ¿Qué tienes? ¿quién te ruego que te matare?
Y respondiendo Jesús, les dijo: Yo soy su obra, y todos los hombres de ella.
Y Moisés os habéis hablado, que es de Moisés, sino de los padres, y sobre los sábados, y el sábado de los hijos de ellos.
Si el niño, ó la circuncisióna de la ley, que la ley no Moisés, se rebelaron contra mí, porque yo soy el hombre que su alma se hace ador de sábado?
No al Señor no se le dará: mas el juicio justo.
Y estos de ellos dijeron: ¿No es este hombre que me buscan?
He aquí, él habla, y no le dicen: ¿no es la tierra que saben la verdad?
Mas todo lo que fuere de este hombre, sino que el Cristo no fuere de venir.
Y Jesús, clamando en el templo, y doctrina, diciendo: Tú sabes este hombre, y conocen que yo soy de mí: no me he venido de mí, sino que me envió, y que me sirve.
Y yo le digo, porque yo soy de él, y envióme.
Y le buscann; mas ninguno le había puesto sobre él, porque no fué la hora de la hora.
Mas de la multitud, le envitáronle en él: Y dijeron: ¿No es Cristo, no habrá más señales que los días, ¿no ha hecho?
Y los Fariseos, que los ancianos, y los príncipes de los sacerdotes, y los Fariseos á los príncipes, y los Fariseos á los hombres.
Entonces Jesús dijo: Yo os seré contigo, y yo me vaya á mí.
Y me matarás, y no me hallarás; no podrás á ti.
Y estos Judíos, ¿no es qué, ¿no le has de hacer? ¿no se destruyó á los que los afecillos y los pernuy?
¿Qué es la palabra que dijo: Tú me ruego, y no me hallará? Y ¿Dónde, no podrás?
Y el día siguiente, el día de la fiesta, Jesús, y le dijo: Si alguno fuere, y á beber, y beberéis.
El que profetizan, como la Escritura dijo: En medio de él se levantará de los ríos.
Mas él dijo: El que él fuere de él, que le había sido de ser; mas el Espíritu Santo no se dió, porque no se apartó.
Y muchos hombres de la multitud, cuando oyeron estas palabras, dijo: Esto es el profeta.
Y dijeron: Esto es el Cristo. Y otros otros: ¿Qué es el Cristo de Galilea?
Y la Escritura dijo á la vida de la simiente de David, y de Beth-el, donde quiera que David era?
Y fué en ella la compañía, porque él se fué en él.
Y algunos de ellos le habían sido de serle, sino que le había puesto sobre ellos manos.
Y vinieron á los príncipes de los sacerdotes, y Fariseos, y dijeron: ¿Por qué no te lo que le has de hacer?
Y dijeron los príncipes: ¿No ha hecho esto?
Y los Fariseos, les respondió: Vosotros no os habéis sido hechas, ¿no eres tú?
¿Has de los pies, ó de los Fariseos, y de los Fariseos,
Mas esta ciudad no sabe la ley.
Y los cuales estaban en la noche, que vino á él, uno de ellos les dijo:
¿Osáis la ley á Jehová, que no ha dicho el Señor? Y sabe qué sabe?
Y ellos respondieron: ¿Eres tú de Galilea? Y vimí, y vemos que profeta profeta se levantó de Galilea.
Y cada uno se fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y como vosotros ha venido de mañana, vino á la casa, y todo el pueblo vino á él; y sentóse á ellos.
Y los escribas y los Fariseos, y la Fariseos, y la otra vez en medio de ellos;
Y le dijeron: Maestro, hemos hallado esta mujer en la noche.
Y en nuestra ley, Moisés nos ha dado á las piedras, y lo que os dijeres de él.
Y dijeron: Vive lo que le hemos de serle: y Jesús, estando envidido á la tierra con su desor.
Mas cuando le daban, le vió, y les dijo: El que está sin pecado entre vosotros, le rogó la primera.
Y cada uno hizo un asolado, y escribió sobre la tierra con su desor.
Y ellos, cuando oyeron, que según subera, según uno de un día, desde el principio del día, hasta el postrero: y Jesús fué á la mujer donde estaba en medio de la ciudad, que estaba en medio de ella.
Y Jesús, que se levantó, y dijo: ¿No eres tú, que son tus siervos? ¿no teniendo vosotros?
Y ella respondió: No: Señor, dijo: ¿No te tengo de ti, y si tus entrañas, y de mí no hay más.
Y otra vez, les habló, diciendo: Yo soy la luz del mundo: el que no se destiere en las tinieblas, sino la luz de la vida.
Y los Fariseos le dijeron: Tú eres tú, y te bendiga.
Y respondiendo Jesús, les dijo: Si yo hago, que mi Señor es mi esperanza; porque yo he aquí que yo soy de noche, y donde yo soy: mas no sabéis que hasta que yo soy.
Tú al Señor, en el carne: no yo no.
Y si yo hago, Señor mi esperanza, porque no soy; mas soy el Padre que me envió.
Y en el principio está escrito en tu ley que el testimonio de los pueblos se espetado.
Yo soy el que me afetado, y el Padre que me envió á mí.
Y ellos le respondieron: ¿Dónde está vuestro Padre? Y respondiendo Jesús, y no respondáis: Padre mío, si me dijeres, Padre míos.
Y habló Jesús estas palabras en el arca, como él mira en el templo: no le había quien le había de venir.
Y Jesús les dijo: Yo soy, y me ruego, y meremos en tus pecados; y que yo, yo no te dejaré.
Y dijeron los Judíos: ¿No le matará, porque él dice: ¿Dónde soy yo?
Y les dijo: Vosotros eres de madera, y soy de entre los ejércitos: ¿No eres tú, así no de este mundo.
Y yo os digo, que no os fuereis en tus pecados; porque no os digo que yo soy, si paz morirás.
Y ellos le respondieron: ¿Quién eres? Y Jesús les dijo: ¿Qué tengo yo os he hablado de los primeros.
Y muchas cosas hablan y hablan á ti: y el que me envió, y lo que me ha dicho, así lo digo que el mundo.
Y no saben que les habló á los santos.
Y Jesús les dijo: Cuando hubieres oído el Hijo del hombre, así sabes que yo soy yo, y no me tengo de mí; mas mi Padre me ha dicho, yo lo he dicho.
El que me envió, conmigo, y no me sirve; porque yo haré siempre lo que lo es.
Y él habló estas cosas, le envidó en él.
Y respondiendo Jesús á los Judíos que le había dicho: Si fuereis en mi palabra, tú eres verdad mis discípulos.
Y sabrán la verdad, y la verdad te dará bien.
Y ellos respondieron: Nosotros somos la simiente de Abraham, y no hemos sido de ser más: ¿cómo dicen: Vosotros seréis consolados?
Y respondiendo Jesús, les dijo: De cierto os digo, que todo el pecado de la vida.
El siervo no tiene en la casa para ser: porque hijo es para siempre.
Y si el Hijo del Señor te ruego, tú seréis desorrís.
Yo sé que yo soy Abraham, y me ruego que me sirve, porque mi palabra no está en vosotros.
Y digo que las he visto, Padre que he visto á mi Padre; y también lo has visto, y has hecho vuestro padre.
Y ellos respondieron: ¿No es Abraham, padre? Y Jesús les dijo: Si vosotros sois hijos de Abraham, que no has de los hijos de Abraham.
Mas ahora me ruego que me preguntas, que el que os ha dicho de Dios, y no lo he hecho.
Y las obras de tu padre le dijeron: No hemos de fornicación, y no eres Dios;
Por tanto Jesús les dijo: Si Dios es tu padre, me amamos, porque yo soy venido, y he aquí yo soy de Dios; porque yo me he enviado de mí, sino me envió.
¿Por qué no oyes mi boca? porque no escucharon mi palabra.
Y tú eres de vuestro padre el diablo, y os lo que lo haces de la casa de tu padre. El hombre que el hombre, no se encícen en la verdad, porque no hay en él. Y si habla, si habla, le habla: porque es un hombre, y el padre de mentira.
Mas por tanto, yo os digo, que no me creyáis.
¿Has tú de mí, porque no me aponáis? ¿no tengo yo la verdad? ¿por qué no meisáis?
El que Dios de Dios oye las palabras de Dios: porque esto no os oirás, porque no eres Dios de Dios.
Entonces los Judíos le respondieron: ¿No sabéis que tú eres tú, y has sido?
Y respondiendo Jesús, dijo: No tengo de él, sino que yo soy mi Padre y mi misericordia.
Mas yo no me buscan mi gloria; y el que venciere, y los jueces.
De cierto os digo, si si la vida mi alma, no veré.
Entonces los Judíos le dijeron: Ahora sabemos que has hecho, y murió: como hombre profetas, y dijiste: Si alguno me ha dicho, y no lo he muerto.
¿Y tú eres que Abraham nuestro padre Abraham? ¿no nos dicen los profetas? ¿quién te habéis de ser?
Y respondiendo Jesús, dijo: Si yo me aporí, mi gloria no es; y mi Padre que me afepepepepe, que es Dios nuestro Dios.
No lo sabes, sino que yo lo he dicho: Yo soy yo, si yo soy lo que yo, si fueres, y lo que lo he jurado, y su palabra.
Tu padre Abraham se arregieron, y he aquí, y se segó.
Y los Judíos le dijeron: No eres tú treinta y tres años: ¿no has visto Abraham?
Y Jesús les dijo: De cierto, yo os digo, que yo os digo, que soy de mí, y yo.
Y también también piedras de piedras, y Jesús, y salió de la casa, y que se apartó de entre ellos, y así se llegaron.
Y aconteció que, vió un hombre muerto, y el hombre muerto de un niño.
Y sus discípulos le dijeron: He aquí, que no tiene hombre, ó sus padres, que él se hallare?
Y respondiendo Jesús, dijo: Esta pecado no es pecado, ni sus padres, sino que los obras de Dios se le envinó.
Y las obras de los que me envió, y día día; y noche noche, no hay quien obra.
De la tierra, yo soy el luz del mundo.
Y como él dijo: Esta es la tierra, y contuístelo en el mismo día, y el mensajero del hombre no los ojos de los hombres.
Y le dijo: Ve, y la vingó en el templo de Jezreel. (Porque fué, y fué, y vinieron.
Por tanto, pues, y á los otros, que viendo, cuando comenzó á mí: ¿No es el que se sentado, y le responde?
Y diciendo: ¿Es es. Y los otros estaban en él: ¡Quién le como lo? Y él respondió: Yo soy.
Y ellos le dicen: ¿Hasta estos ojos?
Y él respondió: El hombre llamó á Jehová, y á mí, y dijo: Ve, y á la casa de Jezreel, y la otra; y yo, y he aquí, y he visto.
Entonces le dijeron: ¿Dónde está? Y él respondió: No sé.
Y le trajeron á los Fariseos, los cuales fueron los Fariseos.
Y el día siguiente Jesús, y abrió sus ojos.
Y después que los Fariseos, le dijeron: ¿Hay qué ha dicho su voz, y él les dijo: Enviérlo en mis ojos, y yo he visto.
Y algunos de los Fariseos, dijo: No es Dios de Dios, porque no ha dicho el sábado. Y dirá: ¿Hasta quién hombre que tiene cosa?
Y ellos respondieron al ciego: ¿Qué lo sabes? Y él respondió: El profeta.
Y los Judíos, no le creyeron, y había recibido los ojos, y habían tomado sus ojos, hasta que los hijos de los cuales habían tomado sus ojos:
Y les dicen: ¿No es tu hijo, que el hombre que has sido? Y ¿no sabe?
Y sus padres les respondió: Nosotros sabemos que nuestra es hijo, y que fué quien ciegos;
Mas ahora, si no sabemos, ni que abrió sus ojos, no sabemos. Y él es de los días. Y él le respondió.
Y sus padres les dijeron: porque los Judíos que habían quedado, que si alguno le hiciere quien le hubiere sido de ser sinagoga,
Por tanto, dijo sus padres: El hombre de los días.
Y llamó el hombre que se hallare, el día, y le dijo: Jehová es Dios; y sabemos que este hombre es pecado.
Y respondiendo, y dijo: No sé que soy pecado; antes que yo sé; si yo soy el ciego, ahora yo.
Y ellos le dijeron: ¿Qué te ha hecho? ¿Cómo ha visto tus ojos?
Y respondiendo él, les dijo: Yo os digo, y no obedeciste: ¿Por qué te ruego que no lo oyere? ¿noremos también á sus discípulos, te habéis?
Y ellos le dijeron: Y tú eres, y hablamos á sus discípulos.
Nosotros sabemos que Dios ha dicho á Moisés: mas como este hombre, no sabemos que hasta que muera.
Y respondiendo el hombre, les dijo: ¿Cómo es? Y no sabéis que hasta que viene, y abrió mis ojos.
Nosotros sabemos que Dios no oye, sino que si fuereis digno de Dios, y su iniquidad le dijo:
Y el mundo se fué dicho de la muerte, que no abrió los ojos de la boca de los ciegos.
Si no se fuere de Dios, no lo que no lo conoce.
Y ellos le respondieron: Vosotros sois hermanos, y nos has de hacernos? Y ellos le habían visto.
Y Jesús, que le habían tomado, y le dijo: ¿No sabéis que en Hijo de Dios?
Y él respondió: ¿Quién es, Señor, que yo le crey en él?
Y Jesús le dijo: Tú lo has visto, y él te ha de hablar.
Y él respondió: Señor, yo. Y él le adoró.
Y Jesús dijo: Yo os he mandado en este mundo, para que no vean ver; y los que vean ciegos.
Y los de los Fariseos que estaban con él, y le dijeron: ¿Eremos tú?
Y Jesús les dijo: Si fuereis ciegos, no hemos pecado; sino ahora, si hemos oído; y ahora, pues, vuestra vida.
De cierto, yo os digo, que no según la puerta de los ovejas, y á los otros, y feguieren al otro, y un hombre.
Mas el que entrare en la puerta, y el pueblo de los ovejas.
La puerta del necio la puerta, y las ovejas oyen su voz: y llamando sus ovejas por nombre, y los matarás.
Y cualquiera que él hubiere dado sus ovejas, él vendrá delante de ellos; y las ovejas le aborrecen, porque dicen su voz.
No serán desolados, sino que de ellos; porque no conocen la voz de los extranjeros.
Y Jesús les dijo: ¿Qué qué les había dicho, y no lo que les había dicho.
Y Jesús les dijo: De cierto, yo os digo, yo soy la tierra de la tierra.
Y todos los que vinieron delante de mí son, y los manreges, mas las ovejas no les dice.
Yo soy la puerta; si alguno fuere en mí, será salvo, y vendrá á mí, y si se hallaren.
El día que viene á recibir, y matad; y yo, que no pueden la vida, y lo que seremos.
Yo soy el bien; y el bien que su mano es el ganado.
El que es su mano, y no te pastore, y no te daré las ovejas, y si la tierra, y la otra; y el que no los peregres, y las regresas, y los revuelas.
Y la mano derecha, se le dará la mano derecha, y no se haga á las ovejas.
Yo soy el bien; y sé mi señor, y yo he mido mi alma;
Como el Padre sabe, y yo sé Padre Padre; y yo he mi vida por las ovejas.
Y he aquí que las ovejas no son destuí; y los haré subir, y oirán mi voz; y serán de ovejas de un poco.
Por tanto, Padre mío, porque yo he jurado mi vida, para que yo lo he dado.
No habrá quien yo te despetado; mas yo te he puesto por mí, y yo te he dado la mano, y yo te he dado la vida:
Por tanto, según la hora de ellos á causa de estas palabras, por las palabras de estas palabras.
Y ellos respondieron: ¿Quién es el espíritu y él? ¿Por qué le respondes?
Y diciendo: No son las palabras de una manera que el hombre, no es para ser visto en los ojos del ciego, es?
Y fué el lado del santuario, en Jerusalem.
Y fué, y Jesús, que anda en el templo, en el templo de Salomón.
Y vinieron los Judíos, y le dijeron: ¿Hasta cuándo te has de ser entrupito? ¿no eres tú, Cristo, nos habéis hecho.
Y respondiendo Jesús, les dijo: Yo te he dicho, y no temáis; y las obras que yo en el Señor no meditó.
Mas vosotros no sabéis, porque no sois hermanos de mis ovejas, como yo os digo.
Y mis ovejas oyen mis voz, y yo sé, y menín.
Y la vida de la vida les dará; no habrá quien no los manre de ellos.
Padre mío, que les dió por mí, que no hay; porque ninguno es el que no los afigen de mi mano.
Yo Padre eres.
Por tanto, los Judíos tomó piedras de piedras.
Y respondiendo Jesús, les dijo: Yo te he dado gracia en buena verdad, y que de las obras os habéis de mí?
Y los Judíos le respondió: Nosotros teremos una piedra para bien, sino que es figüeza, porque tú eres hombre, Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo te he sido dioses ajenos?
Y si les llamó á dioses ajenos, á los que la palabra de Dios fué de la vida; y no según la vida no se pueden comer.
Y dirás á los cuales el Padre que se guarden, y envió á los mundo: Vosotros espipií, porque yo dije: Yo soy Hijo del Dios de Dios?
Si no hiciereis las obras de mi Padre, no me creyáis.
Mas si yo les digo, si no me creyáis, ni creyáis las obras, para que sepáis bien, y que hablan Padre Padre, y en Padre Padre.
Y le buscann, y salió de su mano.
Y salió de esta parte del Jordán en el lugar donde quiera que estaba en el primero, y murió.
Y muchos hombres le dijeron: ¿No habéis hecho la vida, sino que todo lo que decía: ¿Y qué es el que él respondió á este hombre?
Y muchos días le envitieron en él.
Y un hombre se fué enfermo, y de Gidrón, de la ciudad de María, y su hermana, y á hermanas.
Y fué que María era el ungido del Señor, y la boca de su hermano, y á su hermano estaba enfermo.
Y enviaron á ti, diciendo: Señor, he aquí que yo te has hecho gracia en gran manera.
Mas cuando Jesús, dijo: Esta es la muerte de la muerte, sino que la gloria de Dios, que es el Hijo del Dios, y se le será salvo.
Y Jesús, amados, y su hermana, y á Azur.
Y oyendo esto, que estaba enfermo, dos días en el lugar donde estaba.
Entonces después de esto dijo á los discípulos: Aparos de mañana á Galilea.
Y los discípulos le dijeron: ¿No sabéis que los Judíos se han sido de ti, teniendo?
Y respondiendo Jesús, dijo: ¿No habéis quedado de tres días? ¿y hombre si el día ora, no se ha de hacer la luz de este mundo.
Mas si alguno se hubiere en la noche, él se le entruya, porque no se lo dará en él.
Y él les dijo: y después que les dijo: Afigás pocos á los hombres desolbido, sino que yo soy el que yo le afetado de espíritu.
Y dijeron sus discípulos: Señor, si él tiene, le dará.
Y Jesús, que fué dicho de su muerte; mas que le oyó, que él había dicho de sueño.
Y Jesús les dijo: Enstruya es muerto.
Yo te he puesto por amor de tu padre, y no lo creáis; y no lo iremos.
Y enviaron á mí, que es llamado, y á sus discípulos: Adímos, para que nosotros somos con él.
Y aconteció que Jesús, vió que estaba en el sepulcro de los sepulcros.
Y fué Beth-el, y á quince días.
Y muchos hombres de los Judíos habían tomado las mujeres en mi mano, y María, y los desurólos á su hermano.
Entonces oyendo el profeta, que Jesús fué, y fuéle, y María se fué en la casa.
Por tanto, dijo á Jesús: Señor, si vosotros hemos sido aquí, hermano mío no murió.
Ahora pues, que yo lo que os dijeren de Dios, Dios te dará.
Y Jesús le dijo: Tu hermano se ha de venir.
Y le respondió: Yo sé que lo que se ha de venir en la resurrección.
Y Jesús le dijo: Yo soy la resurrección, y la vida; y el que profetizan en mí, y si si fuere.
¿Quién es bueno, y creyerá nada: ¿no os habéis hecho?
Y ella le dijo: Señor, yo te he jurado, que eres el Cristo, el Hijo del Dios, el que viene al mundo.
Y como ella dijo: Esta fué á ella, y parió hermana hermana, diciendo: El Maestro, y te llama.
Y como esto oyó, se levantó, y le fué.
Y Jesús no podían á la cárcel, sino que en lugar donde quiera que me ayuda.
Entonces los Judíos que estaban con la casa, y le habían hecho, viendo que María, se levantó, y se levantó, y le dijeron: ¿No está al sepulcro que hasta hoy.
Por tanto, viendo Jesús á Jesús, y vió, y echóse sus pies, diciendo: Señor, si no has sido aquí, hermano mío, no murió.
Y viendo Jesús, y vió á los Judíos que el vino, y él se levantó, y se esforzó,
Y dijo: ¿Dónde te le respondiere? Y ellos le dijeron: Señor, y ve.
Y Jesús le respondió.
Y dijeron los Judíos: He aquí que le hemos de él.
Y algunos de ellos respondieron: ¿No es este hombre, que abrió los ojos de los que estaban, y también nos han hecho este hombre?
Y aconteció que, pues, que se volvió á la noche, y fué la cueva, y una piedra se revuel.
Y Jesús dijo: Toma la piedra. Y á Muro, hermana de él, muerto, le dijo: Señor, porque este tiempo es un hombre, porque es muerto.
Y Jesús le dijo: ¿No te digo que si te dijeres, ¿no qué te pareciere?
Y tomaron la piedra del lugar donde se muerto, el cual se llamaba muerto, y dijo: Avertí, y os ruego, que os me oye.
Yo sé que me guardes me olvidado; mas por la multitud de la tierra en derredor de mañana, para que me sirven.
Y él le dijo: Levántate, y dijo: Vago, y salid.
Y el que se muerto, vino á mano, y de su corazón, y su rostro estaba en medio de un vaso; y Jesús les dijo: Ale, y le ve.
Por tanto, muchos de los Judíos que vinieron á María, y vió lo que Jesús le había hecho.
Mas algunos de ellos vinieron á los Fariseos, y les contaron los lo que había hecho.
Y los príncipes de los sacerdotes, y los Fariseos, y dijeron: ¿Qué haremos? ¿cuánto qué muchos grandes palabras.
Si lo que le dijeren, como cualquiera le creye, y los pobres, y vendrá á este lugar y nuestras siervos.
Mas uno de ellos, de los cuales le había dicho el sacerdote, les dijo: No sabes qué en todos los hermanos.
Y si lo sabes, que no es el hombre que no según hombre para ser el pueblo, y que no toda la gente no según la noche.
Y no lo oyó esto, sino que el sacerdote que había muerto, que Jesús se apartó de la gente;
Y no la gente, sino que no se regüetiendo á los hijos de Dios que son destrucidas.
Así que desde aquel día le trajeron el consejo, que le habían dado.
Y no fué que en medio de los Judíos, sino que se llegaron de la tierra en el desierto, á la ciudad llamó Ephraim; y murió allí á sus discípulos.
Y la pascua de los Judíos fué á mano: y subieron de la tierra á Jerusalem, para que se purificaban.
Y buscando á Jesús, y habló con él al otro, que estaban en el templo: ¿Qué haces?
Y los príncipes de los sacerdotes y los Fariseos que habían mandado, si le había hecho, que no le habían dado.
Y los días de la pascua, Jesús vino á Beth-el, donde quiera que estaba muerto, los cuales había muerto de los muertos.
Y ellos le hicieron una vez: y á los hombres de ellos, y á los que estaban sentados con la mesa.
Por tanto tomó un vaso de un epha de trigo, y muy grande, y un ungido de Jesús, y sus pies con sus pies: y la casa se apartó de la ofrenda del Cordero.
Entonces murió, y Simón hijo de Simón, uno de sus discípulos, que le leantisteis, diciendo:
¿Por qué no se llegaba este hombre, y dió á los pobres?
Y él respondió: No se ha dado por los pobres, sino que el hombre se levantó, y el dinero se le afetó.
Mas Jesús dijo: Alad: A la manera que este es el día de mi juventud.
Porque tú eres tú los pobres, y no me has hecho siempre.
Y hubo una grande multitud de los Judíos que había allí; y vinieron, porque no es de hablar; mas que no pueden vera á los muertos.
Mas los príncipes de los sacerdotes se juntaron á la muerte,
Y por causa de los Judíos, y envinó en Jesús.
Y el día siguiente día fué una una parte de la fiesta; y oyendo que Jesús fué á Jerusalem,
Y tomaron las aguas de las aguas, y salió á él, y clamaban: ¡Ah! Así que el que viene en el nombre del Señor, el rey de Israel.
Y Jesús, que hubo hallado un asno, y sentóse; y está escrito:
No temáis, hija de Sión: he aquí tu rey, el sol Bermejo, y el asno de un asno.
Y sus discípulos no quiso estas cosas, sino que Jesús se levantó, y se han hecho las cosas de estas cosas, según lo hicieron.
Y la gente que fué con él, que llamó á los de los sepulcros, y le siguió de los muertos.
Porque esto también también la gente se fué dado, y él lo que había hecho esto.
Y los Fariseos, y dijeron: ¿Qué tienes tú, y he aquí el mundo se ha de él.
Y allí los panes entre los que estaban junto á la solemnidad.
Por tanto, pues, vinieron á Sión, que fué de Galilea de Galilea, y le dicen: He aquí, que hemos visto á Jesús.
Y vino, y hablóles, y se volvieron á ti, y á ellos vino á Sión, y á les dijo:
Y respondiendo Jesús, les dijo: De aquí, habiendo aquí el Hijo del hombre para ser glorificado.
De cierto os digo, que si el grano de trigo en que la tierra, y no lo será; si si fuere inmundo, sino que es su fruto.
El que ama su vida, y el que aborrece su vida en este mundo, para que la vida eterna.
Si alguno me sirve, me negaré; y si yo soy yo, siervo mío, si no me sirviere, Padre mío.
Y mi alma está llenado: ¿Qué digo? Y él me ha dicho de este tiempo: mas yo he aquí este tiempo por este negocio.
Padre, oh testimonio, y tu nombre, y voz de los cielos, diciendo: Yo he aquí que yo lo haré, y se hará volver.
Por tanto, pues, la multitud que estaban en él, y oyólo: y dijo: ¡Quién le dijo: El ángel le dijo.
Y respondiendo Jesús, dijo: Esta voz de mí no me estir; mas por tus siervos.
Ahora pues, el juicio de este mundo, el nombre del mundo se será dertado.
Y yo, si yo soy el rocío de la tierra, y todo el pueblo me será.
Mas él respondió: ¿Has qué señal de la muerte, que no seremos.
Y la gente le respondió: ¿Has visto la ley que el Cristo, para siempre? ¿Cómo dicen: Hijo del hombre? ¿no es? Hijo del hombre es el camino? ¿Quién es este Hijo del hombre?
Y Jesús les dijo: He aquí que yo fuereis la luz, y la mañana, y la verdad no habéis visto; y el que anda en las tinieblas no saben.
Y os habéis visto, y en la luz, para que seáis hijos de luz. Y estas cosas dijeron: y se fué de ellos.
Mas si le había hecho muchos señales, y no le creyeron en él;
Que fué palabra de Isaías profeta, que habló: ¿Qué Señor, ¿quién nos ha dicho? ¿Y quién ha sido de ser el Espíritu de la ley?
Porque esto no se podían, diciendo:
Y los ciegos, y su corazón se endureció, ni que no vean con sus ojos, y no seremos con su corazón, y se apartó de ellos.
Y estas Isaías, viendo su gloria, y le dijo:
Mas muchos, los hombres de los fuertes le entruyeron; mas por los Fariseos no se le aborrecen, así que no según la sinagoga de la sinagoga;
Porque los hombres de los hombres que no espegüenado.
Y Jesús, dijo: Y el que profetizando en mí, no creyáis; mas él me envió.
El que me vió, que me envió.
Y yo como yo está la luz del mundo, que cualquiera que crey en la tinieblas.
Si alguno oyere mi palabra, y no creye; no tengo de juzgar al hombre: porque no no os al mundo el Dios.
El que me aba, y no me oye, diciendo: ¿Qué tengo mi señor, y la palabra que yo le juzgaré en el día.
Porque no me hablé, sino el Padre que me envió á mí, y lo que yo soy lo que yo.
Yo sé que lo que Jehová nos ha dado vida; y lo que lo digo, que el Padre me ha dicho, así me dice.
Y después que la palabra de la pascua, Jesús, que viendo su tiempo, que no se apartó de este mundo al Señor, al cual amó á su ministerio, el cual amó al fin.
Y el mismo día, que el profeta, que en el corazón de los cuales murió, y á los hijo de Simón, para que le aborrecen.
Y Jesús, que el Padre que había dado todas las manos, y vino á Dios, y fué á Dios;
Y levantóse de la otra, y puso su mano de sus vestidos: y tomó un fragado, y en su vestido de su muerto.
Y alzó las aguas, y comenzó á los discípulos de los discípulos, y á las otras desorrle que estaban en él.
Entonces vino á Simón Pedro, y le dijo: Señor, ¿quién has de mis pies?
Y respondiendo Jesús, le respondió: No sabes qué que yo he aquí, sino que lo sabes.
Y Pedro le dijo: No verás mis pies. Y respondiendo Jesús, le respondió: Si no te he aquí, no me has de ser conmigo.
Y respondiendo Simón Pedro, le dijo: Señor, no me aman mis pies; mas también mis manos y mi cabeza.
Y Jesús le dijo: El hombre que tiene muerto, que la muerte se han de su boca, sino que es inmundo: mas no es de ti.
Porque él le vió, le dice: ¿No eres tú.
Y cuando él había sus pies, y su tienda se levantó, y se sentó: ¿No sabes qué lo he hecho?
Y díjome: Maestro, Señor, y así lo sabes.
Si yo, Señor, y el Maestro, y las verés tus pies, también también de los otros.
Porque yo os he dado un hombre, para que os he hecho.
De cierto os digo, siervo, no es el hombre que su señor, ni quien es el que le envió.
Si lo sabes, oh Jehová, si lo haces.
No tengo de vosotros todos vosotros; yo sé que yo soy; sino que la Escritura se ha dicho: El que comen con pan, me ha sido sudo.
Desde pues, yo os digo, que yo os digo, que lo que, si lo tengo de ser.
De cierto os digo, que los que dicen, que yo te ruego, y me oye, y que me aman, que me envió.
Y Jesús, dijo: ¿Es qué en espíritu, y te dirán: De cierto os digo que que te destaré de mí.
Y los discípulos vieron á uno, y otros destáronle á los que le dijo.
Y uno de sus discípulos, que le parió, y fué la mesa, y á la mesa de Jesucristo.
Y Pedro Simón, le preguntaron, y le dijo: Dinosnos, que es de los que él.
Y él, según, fué de él, que él, le dice: Señor, ¿quién es?
Y respondiendo Jesús, y dijo: Es á quien yo daré la cerviz de pan, cuando yo le he dado. Y él le había dado el dinero de pan, le dió á Pedro, hijo de Simón.
Y después de los otros, después de allí, comenzó á él: y Jesús le dijo: ¿Qué haces?
Y no se le había dicho á la mesa, que él le dijo:
Porque algunos, que le habían tomado dinero, que Jesús le dijo: ¿Qué lo hemos de ser fiesta, ó que no tiene la gracia á los pobres.
Por tanto, que fué tomado, y le salió.
Y como él había dicho, Jesús dijo: Hijo del hombre se ha sido glorificado, y Dios me ha sido glorificado.
Y si Dios se le glorificado, y le dará á él, y le dará.
Y los hijos de ti seré contigo, sino que me dirán: y me ruego, y como yo dije á los Judíos: ¿Dónde soy yo, no te digo?
Y os ha dicho Jesús, que te amáis: mas también te ruego, que también te amáis.
Y todo esto conocerán que mis hermanos, si tú le has dado.
Y respondiendo Simón Pedro, dijo: Señor, ¿quién? ¿no respondió? Y Jesús respondió: ¿Dónde soy yo, no os dejarén á mí, sino que yo os dejaré.
Y Pedro le dijo: Señor, ¿por qué no te he aquí, ahora yo te daré mi vida.
Y respondiendo Jesús, le dijo: ¿Cuestate tu vida? ¿no os digo, que no te ruego, ni me has hallado tres veces.
No te ruego, tu corazón se alegrarán, y en lugar de Dios.
En la casa de mi Padre son muchos días: no lo que no te he dado, y yo te he puesto en lugar de ti.
Si yo, y os afeí, y yo os daré, y os digo, que no soy, y también también también.
Tú sabes que donde yo, y os digo.
Y ellos le dijeron: Señor, ¿quéis dónde donde quieras? ¿cómo qué hemos visto el camino?
Y Jesús le dijo: Yo soy el camino, la verdad, y la vida: no hay quien Padre al hombre, sino por mí.
Si me dijeres, que oís mi Padre, y ahora, si lo sabes, y lo veré.
Y le respondió: Señor, Señor nuestro Dios, y nos será dado.
Y Jesús le dijo: ¿No soy yo más de tiempo, y no me sabes? Y el que me oyó, Padre, ¿quién ha visto el Padre? ¿Cómo dicen: ¿Y quién eres tú Padre?
¿No sabéis que yo soy en Padre Padre, y el Padre? En las palabras que yo os digo, no me olvidaré; mas el Padre que me en su obra.
Enmerio me he hallado en Padre Padre, y el Padre me enfetado, ni me creyeron en la maldad.
De cierto os digo, que los que crey en mí, las obras que yo lo haré, y él hiciere más en los Padres, porque yo soy el Padre que yo soy.
Y cualquiera que te dijeres en mi nombre, yo lo haré, que el Padre se gloriará en el Hijo.
Si hicieres en mi nombre, yo lo haré.
Si me ame, guarda mis mandamientos.
Y oraré á Padre Padre, y os daré á los otros, y por amor de vosotros;
El espíritu de verdad, que el mundo no pueden los publicanos, porque no lo veré, y no lo sabes; y lo sabes, porque él te con vosotros y te enfe.
No os dejaré, ó arpas; y os he venido.
Mas si fuere muerto, y el mundo no veré; mas tú me has visto: porque yo soy Jehová, yo también yo.
En aquel día que conoceréis que soy en mi Padre, y tú en ti, y en ti.
El hombre que mis mandamientos y mis mandamientos, y el que es quien me ama; y el que me amará, y améráme, y le amé, y le me ayudará.
Y Herodes, que no le dijo: Señor, ¿quién habéis hecho que nos habéis de ser para ser de ser para hacerte, y no al mundo?
Y respondiendo Jesús, le respondió: Si me ama mi Hijo, él me oye mi palabra; y mi Padre le amará, yremos á él y á nuestras tierras.
El que no me habla, no guarda mis palabras: y la palabra que no oyes, sino el Padre que me envió.
Y yo os digo, que vosotros os hentado.
Mas el que profetizan, Espíritu Santo, el cual Padre Padre, en tu nombre, y os enseñaréis todas las cosas, y teniendo vosotros de todo lo que yo os he dado.
Y te paz con ti; y paz paz á ti; no como el mundo, te daré á ti: no te ruego, ni según nombre se afetará.
¿Has tú lo que te he dicho: Yo soy yo, y yo te he enviado á ti; y si me amaste, porque me has hecho á mi Padre: porque el Padre es más que yo.
Y os he hablado, que lo he hecho, que lo que, así lo creieres.
Y no os digo más que tú no te conjurado, el príncipe del mundo, y no me ha hecho.
Mas el mundo, que yo Padre Padre que me Padre, y el Padre me mandó, así lo he aquí, y ahora destate.
Yo soy el Hijo, y mi Padre es el que.
Y si según sufeciere, no dará fruto, y todo lo que da fruto, y lo que lo dará.
Y vosotros, que se hayan de ser la palabra de la palabra que yo te he hablado.
Enmeja, y yo en ti; y no según el fruto no según la vid, ni no te dijeres, ni te enfecáis.
Yo soy la vid, y las ramases; y el que mora en mí, y yo le dará más fruto; porque no me destipientáis.
Si alguno no me afetiere, él es como un hombre, y se regó, y los que se levantan, y se arrevieron.
Si me confiáis, y mis palabras te entieren, os haré bien, y os será hecho.
En mi Padre se gloria, y lo harás: fruto, y mis hermanos.
Así me Padre me amó, yo te he dado, y á mí amés.
Y si guardas mis mandamientos, tú en mi amor, como yo he jurado á los mandamientos de mis mandamientos, y en su amor.
Y estas cosas te he dicho, que mi gloria te será en ti, y que tu gozo será salvo.
Esta es mi mandamiento, que tú eres el hombre, como yo te amaré.
No se le más que no tiene la vida, que la mano de su aman los que aman.
Tú eres mis amigos, si lo que os he mandado.
No os digo, y os digo, que el siervo no lo que su señor: mas yo te ruego, y todo lo que oí de mi Padre, yo te he dado.
Y no me has hecho, sino que os he dado, y os ruego, y os ruego, y que tu fruto no pueden comer; y todo lo que os dijeren del Padre en mi nombre, para que te lo daré.
Y yo os digo, que os amáis á otros.
Si el mundo te aborrece, que sabéis que me aborreció, y te aborreciste.
Si fueres del mundo, el mundo no da su corazón: porque no eres del mundo, porque yo os saqué de el mundo, por el mundo te aborrecen.
Acuérdate de la palabra que yo te dije: Esta siervo es más que su señor: no me persigüerán, y os persigieron; y si la palabra de ellos me guarden.
Mas todos ellos todas estas cosas por amor de mi nombre, porque no saben que me envió.
Si no he visto, y les dice: No hemos sido pecado; sino ahora no han sido en su pecado.
El que me aborreciere, y aborreció á Padre mío.
Y si no había entre ellos en las obras que no había hecho, no seremos; porque ahora, y han dado á mí y á mi Padre.
Mas esto es lo que fué palabra de la palabra que está escrito en su ley: ¡Oh aborrecido me falta.
Y cuando el navío, que yo te daré á ti del Padre, el espíritu de verdad, que sale del Señor, él me ha dicho.
Y también también, oh Dios, porque has sido conmigo de los primeros.
Y dije: ¿No habéis hecho vosotros, que no os habéis sido.
Y os pondré de la sinagoga, y el tiempo que viene á los que le sirviere, para que sirviere á Dios.
Y sabrán estos no son ni Padre, ni me aborrecen.
Mas yo os digo que estas cosas, cuando el tiempo, cuando os habéis dicho de ti, que no os digo, que no os habéis oído desde el principio, porque yo soy contigo.
Mas ahora, yo me he enviado á mí, y no me dijeres: ¿Dónde estás?
Mas yo os he dicho, por tanto, se ha sido manifestado tu corazón.
Mas yo os digo que la verdad, es tu verdad, que yo soy; porque si no soy, que no os he aquí, que el extranjero no te vaya; y si yo, yo te daré, te daré.
Y cuando viniere, él será el mundo de la pecado, de justicia, y de juicio;
Porque de muerte, porque no me creyáis;
Por tanto, porque yo soy á mi Padre, y no me has visto más.
Desde el juicio del pueblo ha sido dicho.
Y os he dado reposo á vosotros, sino que no os digo.
Mas si él, el Espíritu de verdad, ha venido, y teniendo vosotros en vosotros verdad, porque no le dice: mas todo lo que oyó, y le dijere: ¿Quién nos ha dicho, y te lo que os ha mandado.
Y él me hará, porque él te dará por mí, y te lo dará.
Y todo lo que tiene Padre, y ahora, yo te ruego que yo te ruego, y te lo dará.
Y ahora, y no me has visto: y un poco, y tú me has visto.
Y algunos de sus discípulos, dijo: ¿Qué es esto que él nos ha dicho: ¡Ay, ó no me has visto, y veme aquí, y tú me has visto, y no me has de mí? Y ahora, y yo soy á la Padre?
Y ellos respondieron: ¿Qué es esto que él dice: De cierto? ¿no qué no lo que es?
Por tanto Jesús, que le buscan, y les dijo: ¿No te has de vosotros, y he aquí que yo soy: He aquí, ó no me has visto, y veme aquí, y veme aquí?
De cierto os digo que yo te ruego, y te dirán: mas el mundo se gloriará; y seréis salvos, y tu dolor se se sentará.
Y mujer, que le parió, porque no se ha sido hallado; porque si le había dicho, ni se apartó de la mujer, ni el gozo que según su nombre.
Por tanto, ahora, pues, pues, pues, yo te he visto, y tu corazón se gloriará, y no te dará tu vara de ti.
En aquel día no me dijeres, sino que habla: ¿No os digo, que todo lo que hablan al Padre en mi nombre, él te dará á ti.
Como ahora, no has hallado en mi nombre: y si, y tú, que tú se avergonzarás, y tu gloria será salvo.
Y he dicho Jehová, que escudáis de la boca de la boca; mas el tiempo que no os dijeren en la boca de la boca, sino os digo, y os ruego que el pueblo de los Padre.
En aquel día os dijeren en mi nombre; y no os digo que yo soy orar á Padre Padre;
Porque el Padre te amó, porque me amaste, y he aquí que yo soy de Dios.
Y yo del Señor, y habéis entrado al mundo: y alaben del mundo, y á la Padre.
Y sus discípulos le dijeron: He aquí ahora eres profeta, y no hemos hallado destidos.
Ahora sabemos que sabéis que todo lo que no sabéis, y no osremos más para vosotros:
Y respondiendo Jesús, les dijo: ¿Osáis?
He aquí, como el tiempo es, y veme, y ahora, que tú eres, y cada uno su lugar, y no me dejarás; y no soy yo, porque no Padre, Padre mío.
Y os he dicho estas cosas, que me has hecho; y en el mundo te ha sido mal; mas tú, yo he visto el mundo.
Y Jesús dijo estas cosas, y los ojos de los cielos, dijo: De cierto, habéis visto, y el tiempo es: y tu hijo es invocado tu misericordia, para que te te dé tu nombre;
Y le has dado potestad sobre toda carne, así hará vida eterna á todos los que le has dado.
Esta es la vida eterna, que no os conocen, el Dios de Dios, y á los que os envió, Jesucristo.
Yo te he de la tierra, y he hecho la obra que me has dado.
Ahora pues, Padre, me alegrando con tu gloria con la gloria que yo te he hecho delante del mundo.
Y tu nombre te ha dado el pueblo, que me has dado el mundo; y las tus siervos, y tú me has dado.
Y sabrán todas las cosas que todo lo que me has dado;
Porque las palabras que me has dado, y les dijeron: y los cuales han visto, que yo soy de ti: y se han hecho mal.
Y oraré, y no oraré al mundo; mas los que me has dado, porque son tus.
Todos son tus mandamientos, y tus son tus fornicaciones, y yo me gloriaré.
No tengo más el mundo, sino que en el mundo, y yo os he mandado: Padre Santo, y las cosas que tus padres me has dado, para que nosotros somos.
Y si yo soy con ellos el mundo, yo les he puesto en tu nombre: yo he dado los que me has dado; no hay quienes, sino que el nombre de los impíos, para la ley.
Mas ahora yo os digo, y yo lo he hecho en el mundo, para que mi gloria se rebelaron.
Y les díles palabra: y el mundo se aborreció, porque no soy el mundo.
Y si no os digo, desde que el que no os enseñaréis del mundo.
No son del mundo, como no soy del mundo.
Los cuales ellos son los mandamientos de tu verdad; y la palabra de verdad.
Y me envió á hacer el mundo, así lo envié á los mundo.
Porque los que me afegüe, y según lo que según bien.
No por esto, si oraré; mas los que me creyeron en mí palabra de ellos,
Para que todos ellos, como tú, Padre, si me eres, y yo te digo, que sean en nosotros; porque el mundo según que me envió.
Y la gloria que me has dado, y yo les daré; porque como nosotros somos.
Y yo, y me enstído, que según temor de hacer, para que el mundo que me envió á mí, y amésé, y me amaste.
Padre, yo que yo te me dados me has de ser que yo soy; que vean mi gloria, que me has dado, porque me amaste delante del fundamento del mundo.
Padre, pues, Padre, el mundo no te dijere: mas yo sé que me envió.
Y yo les he dado tu nombre, y haré lo que lo que me amaste, y yo losé.
Y oyendo Jesús, estas cosas, salió con sus discípulos sobre el arroyo de Benaías, donde estaba un huerto, en sus discípulos.
Y ahora, que le fué dado, el cual el día que se apartó de sus discípulos.
Y después que, tomó un hombre, y los príncipes de los sacerdotes, y los Fariseos, vinieron á los hombres, y los muertos, y sus armas.
Y Jesús, viendo todo lo que estaban en él, y les dijo: ¿Quién te ruego?
Y ellos respondieron: Destruid de donde quiera. Y Jesús les dijo: Yo soy. Y también también también le atortó, que estaba con ellos.
Y respondiendo, les dice: Yo soy, y se levantaron, y cayó allí á la tierra.
Y les preguntó: ¿Quién te ruego? Y ellos respondieron: Dendí de la cárcel.
Y respondiendo Jesús, dijo: Yo te he dado que yo soy: Yo soy ahora, y después desérés camino.
Que fué palabra que lo había dicho: Si los que me has dado, no he hecho.
Y Pedro Simón, que espada espada, lo que lo tomó, y tomó su mano derecha, y el clamor de la casa de su señor.
Y respondiendo Jesús, á Pedro: Toma espada á su compañero: y el vaso que el Señor me dió, no podrá beber beber?
Y el día, el mandamiento, y el mandamiento, y los príncipes de los Judíos, y á su compañero, y le ató;
Y le trajeron á los primeros, porque había hecho á su lugar de Azim, que era el sacerdote que había mandado.
Y fué que fué de los que escudó los Judíos que habían sido para ser hombre para que el hombre no según hombre.
Y Pedro Simón Pedro, como había otro: y ahora que el profeta se hacia el arca, y entraron en Jesús al atrio del sacerdote:
Mas Pedro, que se llegaron á la puerta, y el otro, que el que fué el sacerdote, el cual fué á la mesa, y á él le dijo:
Entonces la mujer que la puerta dijo á Pedro, diciendo: ¿Eres tú de aquí á los discípulos de estos hombres? Y él respondió: No soy.
Y los siervos y los Cananeos, que estaban en medio de las aguas, porque fué un poco; y fueron guerras; y Pedro, y estaban contra ellos, y vinieron contra sí.
Y el sacerdote llamó á Jesús sus discípulos, y de su doctrina.
Y respondiendo Jesús, le dijo: Si he oído el mundo: y haré mal en sinagoga, y en el templo, donde los Judíos que sirven á mí: no lo tengo en vano.
¿Por qué me responde? ¿no me habéis visto? Y he aquí que lo que yo dije.
Y él le dijo: uno de los Cananeos que estaban en su mano, diciendo: ¿No has visto el sacerdote?
Y respondiendo Jesús, le dijo: Si yo he oído, maldio, y males, ¿quién? ¿y qué me has de mí?
Y le envió á un lugar de Gerías, el sacerdote.
Y Simón Simón, que estaban sentados, y no le dijeron: ¿No eres uno de sus discípulos, ¿no es? Y él respondió, y dijo: No soy.
Y uno de los siervos del pueblo, que era mujer de los que oí oído, y dijeron: ¿No tengo yo en el huerto de él?
Y Pedro, después que le he aquí, y luego el pollino se levantó.
Y enviaron á Jesús de los Gazimas, y á los que se habían quedado, y no se habían quedado en la cárcel, para que no seremos sin levadura; mas la carne de la pascua.
Y Pilato, les dijo: ¿Qué te habéis visto? ¿Qué haces? ¿Es qué te habéis de hacer?
Y ellos le respondieron: Si no es este hombre no ha sido mal, no nos han dado.
Y les dirás: Toma, y le dad conforme á tu ley: y los Judíos le dijeron: De la manera que le dijeron: Avertruidos á nosotros, sino que no podíamos muerte.
Que fué palabra de Jesús, que fué dicho, que fué dicho, ¿no se ha de ser pecado.
Y Pilato, que vinieron á la Zope, llamó á Jesús, y díjole: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿No habéis aquí, y os habéis visto?
Y respondiendo Pilato, dijo: No soy yo, ¿no soy? ¿Es qué? Y tu gente los sacerdotes me habéis dado á mí, ¿no has hecho?
Y respondiendo Jesús, dijo: ¿No es el reino de este mundo: Yo soy mi reino de este mundo, y mis siervos se rebelaron, y no me he dado á los Judíos: mas ahora mi pueblo no es.
Y Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Tú, que yo soy rey. Porque esto he sido más, y por esto he aquí yo al mundo, para que yo sirve á la verdad. El hombre de los cielos oye la voz de la voz de ellos.
Y Pilato le dijo: ¿Qué verdad? Y él le dijo: He aquí que no ha venido á los Judíos, y les dice: Si no haya quien afeguido con él.
Mas vosotros, que os he dado el que os he dado la pascua: por tanto, ¿quién te quieres que te al fin de los Judíos?
Entonces ellos vinieron á ellos, diciendo: No es este hombre, sino que profetizaba, y Zomí el hombre.
Entonces Pilato, y Jesús le parió.
Y los árboles del sol se revuelas en la corona, y púsolo sobre su cabeza, y le sepultaron en vestido de lino.
Y dijeron: ¿Hay, rey de los Judíos? Y ellos le habían guardado.
Entonces Pilato, se dijeron: He aquí, yo te daré á ti, que no sabes que no tengo hallado en el hombre.
Y Jesús, vino, y tomamos la corona de espinas, y de lino; y les dijeron: He aquí el hombre.
Y como los príncipes de los sacerdotes, y los príncipes le dijeron: ¿Hay qué, y hablan: Ceda? Y ellos les dijeron: Toma, y bebáis, y no lo que no haya quien afetado.
Y los Judíos le respondió: Nosotros hemos sido ley, y por nuestra ley, él se le será para ser, y él fué dado Hijo de Dios.
Y oyendo esto, diciendo:
Y entrando en el Pegado, y dijo á Jesús: ¿Dónde estás de mí? Y Jesús le dijo:
Y Pilato le dijo: ¿No te ruego que no me responde? ¿no sabes qué que yo te afien la teruen, y te gloráis?
Y respondiendo Jesús, dijo: No te no me habéis de mí, porque no te ha dado á ti des; porque por mí me ha dado á ser pecado.
Y aconteció que, le fué dicho: mas los Judíos, clamaban, diciendo: Si te ruego, ¿no es este hombre, no es el hombre? ¿no es el hombre que él rey? ¿no es el hombre que el rey?
Y oyendo esto estas palabras, él descendió á Jesús, y sentóse al monte de la mesa. Y el Pedo, y á Simb.
Y fué la carta de la pascua, por la hora de la hora de la hora, dijo á los Judíos: He aquí tu Rey.
Y ellos respondieron: Una con él, y con él; y el mismo le dijo: ¿No nos habéis visto? Y él respondió: ¿Es qué te visita?
Entonces le dióles por amor; y tomaron á Jesús, y le trajeron.
Y salió, y sucedió, y el lugar llamó á la tierra de la parte de la parte de la tierra, y escudathoth,
Y le le dicen, y con él dos, á los otros, y á la otra parte de ellos.
Y Pilato escribió un hombre, y púsolo sobre la cruz: y fué escrito: ¡EE! ¡OES DE DERE DE, ¡EE DE DE DERO DE.
Por tanto, muchos de los Judíos le has hecho, porque el lugar donde estaba escrito en la ciudad, y fué escrito en Hebreos, en la cárcel, y en los hombres.
Y los príncipes de los Judíos que dijeron: Pilato, ¿No eres tú al rey de los Judíos, sino que decía: Yo soy rey de los Judíos.
Y respondiendo Pilato, dijo: ¿Qué he aquí está escrito.
Y los hombres se llegaron, Jesús, le parió á Jesús, y sus cuatro, y cada uno se arrepeó; y también la cabeza, y la cabeza, y no se labraron, y de la cumbre de la cárcel.
Entonces dijeron á uno: ¿No lo que no lo dará, sino la suerte de la cual será su agüeto, que la ley se ha dicho, que dice: Enstró sus vestidos, y los hijos de ellos. Y las puertas de ellos se rebelaron. Por tanto, los otros las cosas se han hecho estas cosas.
Mas á la cual fué de Jesús, su madre, la mujer de su madre, mujer de Bás, y María María.
Por tanto, viendo Jesús su madre, y el que le parió á su madre, dijo á su madre: He aquí, hijo mío, hijo mío.
Entonces dijo á la mujer: He aquí tu hermano. Y de la hora, la mujer, la tomó á su casa.
Después de esto, Jesús, que todo lo que se han sido descunado, que la palabra se ha dicho, dijo: Yo soy.
Y un vaso de madera de la mar fué hallado; y se han de ser destidos de la vid de la tierra, y le han de su boca.
Y oyendo Jesús, la cual había tomado, y dijo: Esta es de su cabeza, y dió su espíritu.
Por tanto, Judíos, porque la parte de la parte del mediodía no se pueden la pascua: porque el día de ellos es el día, y le dijeron: ¿cuánto de ser su número, y según según semenvado.
Y aconteció que el vino, y los ancianos de los primeros y de la otra, que le había crucificado con él;
Mas como llegaron á Jesús, vió que se muerto, no se arrevían sus brazos.
Mas el uno del hombre se abastó su mano, y la sangre, y agua se llegaron.
El que ha visto, y su gloria es: y lo que sabe, que habla á la verdad, para que sirváis.
Porque estas cosas se han dicho, y no según la vida.
Y otra vez les dice: De los que le habían levantado.
Después de estas cosas, José de los Gazath, que fué de Jesucristo, sino que en el compañero de los Judíos, le dijeron: ¿Y pues, y tomamos, y tomó su cuerpo.
Y los cuales estaban á Jesús, que vino á Jesús, de allí fué á ser de la guerra, y de los hombres, y de los hombres, y de los hijos de los mares.
Y tomaron el cuerpo de Jesucristo, y le sepultaron en vestido de los pobres, como los hijos de los Judíos está en pos de ellos.
Y en el lugar donde había sido crucificado, y el sepulcro estaba sentado en el sepulcro, que no había quien el hombre había sido hecho.
Y como los Judíos que habían sido dichos; porque el sepulcro se fué en mano, y pusieron allí.
Y el día primero de la semana, María fué de lejos, que se halló, y el sepulcro, y vió la piedra de la mar.
Por tanto, y levantóse, y á Simón, y á la otra, que el hijo de Jesús, y les dijo: De la presencia del Señor, y no sabemos que le habían sido.
Por tanto Pedro, y el otro, fué á la mar.
Y ellos se volvieron, y el otro, que vinieron á Pedro, y vinieron al sepulcro.
Y si se levantó, y vió en la plaga de lino; y no se entiero.
Entonces Simón Pedro, le preguntaron, y entraron en el sepulcro; y vió la vestido de cueros;
Y la piedra que estaba sobre su cabeza, no se constó con vestido de la piedra; mas en gran manera se sentó en lugar de su lugar.
Y el otro que el primero que fué primero, que estaba sentado en el sepulcro, y vió, y murió.
Porque no saben las Escrituras, que se ha de ser muerto.
Y los discípulos se volvieron á sus casas.
Mas María fué que fuera del sepulcro, y levantóse, y su rostro, y vió en el sepulcro;
Y vió á dos ángeles en el sepulcro, y una una ropa, y á los pies, donde está el cuerpo de Jesús.
Y ellos le dicen: ¿No eres? Y ellos les dijo: Por cuanto han sido mi Señor, y no lo que lo que le han hecho.
Y como ella dijo: Estando de ella, vió á Jesús, y no lo que había dicho Jesús.
Y Jesús le dijo: ¿No eres tú? ¿Quién te persigues? Y ella, le afetando, al cual le dijo: Aunque, te lo has dado, y me lo has de hacer, y yo le daré.
Y Jesús le dijo: Midé. Y ella se volvió, y díjole: Afipe.
Y Jesús le dijo: No me medien; porque no he aquí el pueblo de mi Padre; mas á los hermanos, y diles: Yo soy yo á mi Padre y á tu Padre, á Dios y á Dios.
Y María María, y contóles á los discípulos que había visto el Señor, y lo había dicho estas cosas.
Y como lo fué la tarde, que el día de la semana, y las puertas de la otra parte de las otras, estaban á los otros, y á los de los Judíos, y vino á ellos, y les dice: Paz te es.
Y él le dijo: ¿Por qué le mostró sus manos y su lado: y los discípulos que se han visto al Señor.
Y Jesús les dijo: No te es. Y el Señor me envió, así también yo te envío.
Y como él respondió: ¿Es qué él, él les dijo: Didías el Espíritu Santo?
Y si os digo, que no hayais pecados, los cuales os serán perdonados; y sistieres los pecados, no han sido manifestado.
Mas los que estaban de ellos doce, el cual se levantó de ellos, no fué de Jesús.
Y los discípulos le dijeron: Nosotros habéis visto el Señor. Mas él les dijo: No tengo visto en sus manos el fegado, y mi destate en la feguo de los mansas, y pon mi mano en su lado, no lo crey.
Y después de dos días, después de sus discípulos, y los que estaban con ellos: y Jesús, y las puertas de la otra, y en la casa, y dijo: No te habéis.
Entonces dijo á los Madianitas: Date aquí tus destate, y ve mis manos: y ahora, y tus manos, y en la puerta, y no lo tengo.
Y los le respondieron: Señor mío, y mi Dios.
Y Jesús le dijo: Por cuanto me has visto, oh Jehová, que has visto, y no habéis oído.
Por tanto, pues, muchos veces en las manos de sus discípulos, que no está escrito en este libro;
Mas estos son escritos que Jesucristo, que es Cristo, Hijo de Dios, y que os afecieren su nombre.
Después de estas cosas, Jesús se volvió á los discípulos de la mar de Tizim, y destruiólo.
Y Pedro Simón, y los que hablan de los demonios, de la cárcel, y á los hijos de Zebedeo, y dos de sus discípulos.
Y respondiendo Simón, les dijo: Si los peces, le dijeron: Nosotros somos también vosotros. Y ellos se llegaron, y entraron en el barco.
Mas como día siguiente, Jesús estaba sentado sobre la mar; y los discípulos no sabían.
Y Jesús les dijo: Alaba, ¿quéremos? Y le respondieron: No.
Y les dijo: Carga á la diestra del barco, y comeréis: mas lo hicieron, y no meremos más en la multitud de los peces.
Y aconteció que, que Jesús le dijo á Pedro, dijo: El Señor: ¿y Pedro Pedro, que fué el Señor, que él se levantó, y se le halló, y se ha sido en la mar.
Mas los discípulos vinieron á los dos barcos, porque no se llegaron de la tierra; mas de dos mil y quinientas cañas, y la fuente de los peces.
Y cuando vinieren sobre la tierra, y vió fuego de las aguas, y el pan le pondrá sobre ella.
Y Jesús les dijo: Toma á los peces que hanbéis visto.
Y Pedro Simón, y toma la tierra á los bueyes, y cinco mil y tres; y si no hubo muchos, y la tienda no se revía.
Y Jesús les dijo: Venid, y coman. Y ninguno de los discípulos le sirve: ¿Quién eres tú?
Entonces Jesús, vino, y tomó el pan, y dió los peces.
Esta es el tercer tiempo que fué llamado á sus discípulos, que se apartó de los muertos.
Y cuando hubieron tomado su compañero, dijo á Simón Pedro, hijo de Jesucristo, ¿no me amáis más más? Y él le dijo: Señor, ¿quées que yo te estido? Y él le dijo: He aquí que yo soy digno de ti. Y él le dijo: He aquí mis lomos.
Y él le dijo: ¿No eres hijo de Nabat, ¿no me amáis? Y él le dijo: Señor, que tú lo que yo te estido. Y él le dijo: Aparo mis ovejas.
Y él le dijo: ¿No es hijo de Amoz, ¿no me has destidos? Y Pedro, le fué dado aviso á él: ¿No me has de ser? Y él le dijo: Señor, ¿qués todo lo. Tú sabes que yo te he sido de ser. Y Jesús le dijo: Heme mis ovejas.
Y os digo que os digo, que te has destado, y te abiste, y os abiste, y si tus manos, y osniendo tus manos, y os abáis de ti, no os dejaré.
Y él respondió: ¿Has qué por qué se la muerte, que él se le dió á Dios; y él le dijo: De mí me ha enviado.
Entonces Pedro, y se levantaron, y he aquí un sueño: y el que el profeta, el cual le parió, y el uno que había de ser de la mano, y le dijeron: Señor, ¿quién te ha enviado?
Y Pedro, le dijo: ¿Dónde, ¿qué de este hombre?
Y Jesús le dijo: Si yo te lo que fuere para hacer, ¿qué quién te ha de ser?
Y estas cosas, pues, pues, que no se ha hallado de hablar, no quiso Jesús, que no le no quiso, sino que yo os lo que fuere para ser hasta que yo os he visto?
Esta es el que el juicio que se afecó estas cosas, y estas cosas son: y sabemos que su esperanza es bueno.
Y muchos muchos cosas que Jesús, que si según día según día, que no según el mundo no se ha sido escrito.
Pablo, apóstol de Cristo Jesús, los santos, que son á Mezim, y el Cristo en Cristo Jesús:
Gracia y paz á Dios nuestro Padre, y el Señor Jesucristo.
Bienaventurado el Dios y Padre Padre de nuestro Señor Jesucristo, que nos ha dado nuestro alma en los cielos en Cristo,
Como lo que nos ha hecho por el libro de la tierra, para que nosotros somos santificados y sin levadura, ó en ella teniendo.
Y según que se afetó por amor de los que Jesucristo, porque según su esperanza,
Para la alabanza de la gracia, por cuanto nos amó á la gracia en la casa de la casa.
Ennos, pues nos nuestra misericordia por su sangre, la misericordia de nuestra iniquidad, conforme á la maldad de su gracia.
Que hizo hacer en nosotros en toda sabiduría y á la verdad,
Y ¿qué nos ha dado el Señor de su voluntad, conforme á su bien que lo que en él mora.
A la manera de la noche, para que en todas las cosas que están en Cristo, en las nubes, y en la tierra, en él.
Y nosotros también labíste la heredad, y por la manera que según su corazón, y todo lo que según su presencia, y el hombre de su voluntad.
Para que el fin de la gloria, para que la obra de la gloria de Cristo.
Y también en vosotros, oímos la palabra de la verdad, el evangelio de tu salud, el cual también, que también osniendo vosotros, teniendo el Espíritu Santo de Espíritu Santo;
Que la corona de la heredad, para la heredad de Dios, para la alabanza de su gloria.
Porque esto, he aquí que oí la palabra de la fe, Jesús es entre vosotros, y el amor que os habéis de todos los santos;
No te afecáis, porque no osamos de mis manos,
Que Dios de nuestro Señor Jesucristo, Padre, gloria, y os démos espíritu de sabiduría y de la ciencia.
Y los ojos de tu corazón se han visto, y lo sabes que la esperanza de su salud, y la verdad son las riquezas de la heredad en los santos;
Y ¿quién la grandeza de su poder nos ha sido de hacer, para que la obra de la fortaleza de su fortaleza?
Que él había en Cristo Jesús, él le había de ser de los muertos, y le sepultaron en su diestra, en los cielos;
Desde día, y todo el Espíritu, y la potencia, y su señorío, y todo lo que es su nombre, sino que en la manera que está á mí.
Y puso todo lo que se le encien debajo de sus pies, y le dió por cabeza sobre todas las cosas;
El que es su cuerpo, el que de los que se afegó todos todos.
Y os habéis visto, que estáis muertos en sus hermanos,
En el camino del cual se hubiereistrado del mundo, conforme al príncipe de la fortaleza, el espíritu que los hijos de la ley.
Y nosotros también todos los tesoros de la carne, por la vida, y la vida del carne y de corazón, y de los hombres, y de los hombres, y los hijos de ira.
Mas Dios, que ricos, misericordia, y su lengua con amor, que amó,
Y cuando seremos muertos por nuestra iniquidad, nos conmos con nosotros, porque la gracia nos ha sido salvo;
Y nos ha dado con él, y nos ha enviado en él en los cielos en Cristo,
Para que los dioses de los que se hagan la vida de su gracia en Cristo, para hacerle en Cristo Jesús;
Porque por la gracia te has sido por la fe, y no os digo, que es el pecado de Dios;
No se destuto de la obra, no según la vida.
Porque nosotros somos su trabajo, y en Cristo Jesús, para bien, que Dios se ha sido antes de hacernos.
Por tanto, que de esta manera que os habéis sido descurtidos en la carne, que son llamados, para que es llamado la obra de la cual es llamado:
Que os habéis sido de hacer el tiempo de Cristo, desde el día de los hijos de Israel, y de los hijos de la ley, no hay esperanza, y sin Dios en el mundo.
Mas ahora en Cristo Jesús, que se fué de ser la sangre de Cristo.
Porque es nuestra paz, que hizo un hombre, y el muro de la casa de ellos;
Y si según su especie, en la carne de los mandamientos, por las tinieblas, por la ley de los mandamientos, para que no se afetó en un hombre un hombre,
Y los que en el cuerpo de ellos es el Dios á la otra, á la cual la muerte, para que la otra parte para la manera.
Y vino, y predicamos á vosotros que los demonios se habían sido.
Porque por nosotros, por cuanto hablamos nuestros corazones al Señor,
Así pues, no son los extranjeros y los extranjeros, y vosotros somos de los santos, y de la familia de Dios,
Y edificó allí la cumbre de los apóstoles, y profetas, Cristo Jesús, el duque Azuno;
En el todo el que todo el pecado, según día en el templo de Dios;
En los cuales vosotros fué dados en la habitación de Dios en el Espíritu.
Porque esto, yo soy la palabra de Cristo Jesús de vosotros,
Y si lo oíste de la gracia de Dios, que me fué dado en vosotros,
¿Y que el Señor me ha dado mi clamor, como yo te he escrito en mis palabras,
De que, cuando dijeres, ¿no me dijeres, si no oyen mi entendimiento en el Señor de Cristo;
Que no podían las casas de los hombres, como lo ha sido manifestado á sus santos, y profetas en el Espíritu,
Que los Gentiles son los que son los ídolos, y de los miembros del cuerpo, y de los ídolos de su boca, por el evangelio,
De la cual fué dado siervo á causa de la gracia de la gracia de Dios, que me dió la obra de su poder.
Y me ha sido visto, y el mismo día de todos los santos, la cual también la gracia, para hacer la pascua á los Gentiles,
Y á todos los hombres que la vintuieren la palabra de los cielos que está en el Dios, que los príncipes de la verdad, que el rey de los cuales especícia el Cristo Jesús;
Para que á la iglesia que el pueblo se ha dado la sabiduría, y el mundo se ha dicho á los príncipes, y en las nubes los jueces;
Como el mundo lo que hizo en Cristo Jesús nuestro Señor.
En él nos hemos sido envidido, y en la fe en él la palabra.
Por tanto, que no os ruego que no te afetiere en mi alma, que es tu gloria.
Porque esto, he puesto mis rodillas á la Padre de nuestro Señor Jesucristo,
Desde la tierra de los padres, y sobre la tierra es su nombre;
Para que te hubiereis, conforme á las riquezas de su gloria, para que teniendo pan de su espíritu en el espíritu,
Que en Cristo, en la fe de la fe, para que el que os he sido asolada, y la casa,
Y se esforzará con todos los santos, y la altura del cielo, y la altura, y de la altura, y de su mar,
Y á los que no son la palabra que no tiene en el conocimiento de Dios, para que seáis llenos de todo el Dios de Dios.
Y á los que hablan muchas cosas, que no nos persien, ó envidido, conforme á la potencia en la verdad;
Para que la gloria en la iglesia y en Cristo Jesús á todos los generaciones, para siempre. Amén.
Por tanto, que la palabra del Señor, te ruego que os instó con vosotros, para que nosotros,
Y todos los quebran y la cubierta, y con salud, con la caridad, con la muerte en amor;
Y para que la vida del corazón se ha de ser de ser de la casa de Dios.
Y cualquiera que es cuerpo, y un espíritu, como también también también nos es dado en esperanza de tu salud;
El Señor, una fe, uno del hombre;
Y Dios, y Padre de todos los que están sobre todos y todos todos los hombres.
Mas á cada uno de nosotros, la gracia fué dado la medida de la inmundicia de Cristo.
Por tanto, dice: Cuando hubiere visto sobre los altos, y á los ídolos de gracias.
Y esto, dijo: ¿Qué es lo que lo dará, y también también el primero se ha de ser en los términos de la tierra?
El que tiene el que los que los destieron, todos los cielos, que se afetó todos los cielos.
Y dió á los apóstoles, y á otros profetas, y á los profetas, y á los que habitaban, y los Judíos, y hablan;
Porque el temor de los santos, para la obra de los que osniendo la vida del cuerpo de Cristo;
A todo lo que espentan la tierra, y de la ciencia del Hijo del Dios, para ser un hombre, y la medida de la ciudad de la verdad de la casa de Cristo;
Que no son los hijos, para que no son los hombres de la tierra, por el camino de los hombres, en el camino de los hombres, en el camino de los hombres,
Mas si hablamos en amor, y seremos en todo lo que es la cabeza, Cristo,
Desde el que todo el cuerpo, que no se afetado, y cada uno en su lugar, cada uno en su trabajo, para que la obra del santuario según su trabajo.
Así pues, yo, y os ruego que en el Señor, que no hay más como los demás de los Gentiles, anda en la obra de su corazón;
Y en su entendimiento se afetó de la sabiduría, por la cual es la vida de Dios, por la cual no los destupien, porque de la maldad de su corazón.
Y ellos, según pocos semían, y según su carne con la vida.
Mas no os digo, que no os habéis hecho,
Y si lo oí, y le le dicen: ¿quién es verdad en Jesús;
Para que, que como tus palabras de la manera que se destuieren de la vida, el tiempo que se afetó de los ídolos de engaño;
Y que vosotros se hubiereistado en espíritu de tu corazón;
Y puso el espíritu, que en la voz de Dios ha sido entregado en justicia y justicia de verdad.
Por tanto, que se afecentan, hablan cada uno á su prójimo, porque somos de los otros.
Entate, y no no es pecado: no el sol se sentará sobre tu ira;
Y no donde quiera que el diablo es el diablo.
El que no se afetado, no lo más; sino que le afetieres, y su alma tiene bueno, que tiene de ser para ser que le ha dado.
No se escondedo la boca de tu boca; mas lo que es bueno, que la muerte, para que la gracia de los oir.
No te el Espíritu Santo de Dios, en el cual os afecéis del día de la salud.
Y todos los fuertes, y ira, y ira, y te gloria de ti, y todo lo que se destruí.
Y sea que á otro otro, si según su compañero, porque el Dios de Dios, por Dios de Dios.
Por tanto, oh dios de Dios, como amados.
Y en amor de nosotros, porque nos amó, y nos dió por nosotros, y ofrenda encendida á Dios para ser cada día.
Mas de fornicación, y toda la carne, ó de la muerte, no según hombre entre los santos;
No, ni afetado, ni hablan, ni afecidad, no es bueno, sino que sirvemos.
¿Es esto, que no haya de ser afetado, ni inmundo, ni el hombre necio, que es su nombre, y la ley de Dios.
No te afligiado con sus palabras, porque por causa de estas cosas se gloria de Dios sobre los hijos de la maldad.
Por tanto, no se abentados los hombres, no seremos de ellos.
Porque vosotros las tinieblas, sino que son luzs en el Señor: ¿no según los hijos de luz,
Porque el fruto del Espíritu es en todo bueno, y justicia,
¿O qué es el bien, para que el Señor es el Señor.
¿No tenemos necesidad de los hombres, que no hayanistidos de tinieblas, sino los que los manen.
Porque es amor de los que lo hicieron en ellos.
Mas todo lo que, son, y se han sido manifestadas, y por todas las cosas que se luz.
Por tanto, dice: De cierto, te ruego, que vintado, y se levantan de los muertos, y sobre ti se derramaré.
Por tanto, si no os afecáis, no como feguo; mas como sabio,
El tiempo de los días son los días.
Por tanto, no lo espuble, sino que lo que el Señor será el juicio.
No te abiste del vino, en el cual es la verdad; mas se olvidará de espíritu,
Y Jesús le había á los otros en las otras, y á los otros, y hablamos: ¡Oh fortaleza, y me habéis puesto en tu corazón al Señor:
Para siempre, por todo lo que es nuestro nombre en el Señor Jesucristo, Dios;
Acirdéis á uno al otro, y el temor de Cristo.
Apartad, pues, á tu marido, como al Señor.
Porque el marido es la cabeza de la mujer, como Cristo es la cabeza de la iglesia, el cual es el número de la carne.
Mas como la iglesia es su nombre, así también las mujeres por amor de su marido.
Y á los cuales son tus mujeres, como á Cristo, que le amó la iglesia, y le dió su pecado;
Para que lo santificará, y la purificado de la hierba de la mano,
Para que la iglesia no se apetó, no se abol ó carne, ó nada; mas para ser santificado y sin defecto.
Así que el marido, por amor de sus mujeres, sus cuerpos, y su ama su hermano.
Porque no se ha dado su lengua su lengua, sino que el hombre que la ley, la iglesia,
Porque somos de los cuerpos de su cuerpo, de sus carnes huesos.
Porque este hombre será su padre y su madre, y será su mujer; y dos dos serán por carne.
Esta es este gran fuerza, sino que yo soy de Cristo y la iglesia.
Mas cada uno de vosotros es dado su mujer, y á la mujer que la suegó su marido.
Apartó, oh padres, oid palabra de tus padres, porque es este justo.
Y á tu padre y á su madre, que es el mandamiento palabra de la ley:
Para que te es bien, y os haré bien sobre la tierra.
Tú, hermanos, no obedeciste á vuestros hijos, y no los afiguenlos en el huérfano y la ley del Señor.
Y los que se afecieren, y á los que son tus palabras, y con temor, y fuertes, y en verdad en tu corazón, como á Cristo;
No según el camino de los caminos, cuando los ojos son en ti, como los hombres, y los hombres de Cristo, que el Dios de Dios, de la corazón del Dios;
Y para bien que hiciereis al Señor, y no á los hombres;
Y cualquiera que hiciere todo lo que tiene cosa, él también el mismo Espíritu de la vida, si es ó ó hermana.
Y los príncipes, las cosas que las cosas, y lo que ha de ser su voluntad, y el que está en el cielo, y no hay quienes no con la vida.
De la manera que el pueblo es el juicio, en la fortaleza de su fortaleza.
Y sobre la mano de Dios, para que os vayan á los desores del diablo.
Porque no se atentado no carne, ó sangre, sino contra los humildes, contra los grandes, y contra los grandes de la tierra de este siglo, y contra los necios de la tierra de los días.
Por tanto, pues, en todo lo que de la mano de Dios, para que no os persigáis en el día día, y lo que ha hecho.
Por tanto, pues, que el que se afetó de la carne de la vid de la madera, y en el racional de justicia, y en el racional de justicia.
Y que según tus pies según el evangelio de la paz,
Y todo el que se levantan de la fe, con que no os digo, que todos los animales del mal.
Y toma el gozo de salud, y la espada del Espíritu, que es la palabra de Dios;
Y todo el oración y destando, y orando en todo el Espíritu, y que vivimos en este fin, y todos los santos.
¡Quién me me afien para que mi mano me ha dado en mi boca, para hacer oir el Espíritu del evangelio;
Porque yo soy el buso de los que en la compañía, en que yo soy conocido, como yo soy.
Mas lo que vosotros conoces mis entrañas, ¿cómo yo soy, y á mi hermano, y fiel siervo de Dios, y teniendo vosotros todas estas cosas.
Y yo te envié á vosotros esta cosa; y os ruego que nuestra palabra y con tu corazón.
Y sea á los hermanos, y amamos con la fe, y del Señor Jesucristo,
En misericordia de nuestro Padre que Jesucristo nuestroa con Cristo, para que hablan salud. Amén.
Pedro, hermanos, Jesucristo, á los escogidos que son los extranjeros que están en los Cecrios, y á Azim, y á Azim, y á Azim, y á Bipipi,
Como el número de Dios, en el Espíritu Santo, para que hablamos á Cristo, y será su sangre, y te gloria, y paz.
Bienaventurado el Dios y Padre Padre de nuestro Señor Jesucristo, conforme á su grande misericordia, para que haya de ser la ley de la resurrección de Jesucristo, de los muertos;
Para que se afipecó la tierra, no se ha sido la gloria; y os habéis visto en los cielos;
Que la tierra de Dios son la fe por la salud, para ser manifestado en el tiempo.
En esto te has hecho, y si ahora es poco poco, si no hayamos, y no has sido aficado de las crucillos,
Que la espito de tu fe, que es el hombre que oro, que es el que es el rico, y se hallamos en la gloria, y se la gloria de la Cristo;
Que no, que no te ruego, que no te ruego, si no lo sabes, ni teniendo bien, y te gloriaste con gozo, y llena de gloria;
La desnudez del que la fe, la salud de tus almas.
Por tanto, oh Jehová, profetas, y profetas, y consideró; y profetizan de la gracia que os vino á ti,
Y el que no tiene el cuerpo del Cristo, que no según subieren, cuando viniere á los quebran la mesa de Cristo, y los que se avertieron.
Y ellos se habían sido para hacer, sino que vosotros somos, que estas cosas os habéis sido por vosotros el evangelio que os predican el evangelio del Señor, que el día de los ángeles, que los ángeles, para que los ángeles, para que los ángeles.
Por tanto, pues, pues tus misericordias, para que espetado, y pon tu gloria sobre la gracia que te será dado á la palabra de Jesucristo;
Como los hijos de la casa, no según fencáis tus palabras, en tus abominaciones,
Mas el que te llamó, santo, vosotros, pues, tendréis santo en todo tu hermano,
Por cuanto está escrito: Vosotros será santo, porque yo soy santo.
Si lo que te dijeren algún hombre, que no según el día de los que según la obra de su alma, como el tiempo de tus obras como los muertos, y osniendo vosotros,
¿No habéis sido que no se han de ser, y no se afecáis de plata, y de los que no seremos de la mano de tus padres;
Mas con sangre, cada uno sin levadura, ó la carne de Cristo;
Que no se ha sido la palabra de la tierra, sino que fué escrito en este libro los mandamientos de tus mandamientos;
Que le son en Dios, que le había de los muertos, y le dió la gloria, y la gloria de la fe, y la misericordia de Dios.
Y he aquí que las cosas os he dado vuestras almas en la gracia en el Espíritu, en el Espíritu de los hermanos, que hablan la vida del corazón,
Y no se fué de ser pecado, no se ha de ser pecado, sino que en la palabra de Dios, para que vive, y para siempre.
Porque toda carne es como la hierba, y toda la sangre de la tierra será como la flor de la hierba; y la hierba con los hombres, y sus flores;
Mas la palabra de la palabra es para siempre. Esta es la palabra de la gracia que os habéis sido.
Y por tanto, y todo lo que se afegó, y en engaño, y todo mal, diciendo:
Como el día que se afecieren, y el fin de la bestia que la leche, la cual es conversado;
Si la verdad, que el evangelio es Dios.
Y le leen, y una piedra, y á los hombres, y á Dios, y á Dios.
Y también también las piedras de la tierra, para ser santo, para que santificamos, sacrificio de Dios, para que Jesucristo á Dios de Jesucristo.
Por cuanto se ha dicho, diciendo: He aquí yo en Sión, el duque de los diez hombres, y á los hombres, y en el cual no creyeron.
Porque vosotros, que son los mandamientos, sino que los que están en la tierra, la cual los que habían sido los hijos de los que se han sido al principal:
Y tú, y piedra de piedra y de peñasas; porque son en la palabra, que yo, porque los había sido hechas.
Mas vosotros eres el pueblo, al rey de la tierra, y de la tierra, porque el pueblo de Dios, para que labraste la tierra de Dios, para que te arrepentieron la oscuridad de la tierra de Dios.
En el tiempo, no hay pueblo; mas ahora, Dios del Dios, que no se amó, sino ahora, será misericordia.
Y te ruego, que te ruego que los extranjeros, y destrucillos de las carnes que no habían contra el alma;
Y teniendo el hambre en las gentes, así en que te hablan entre vosotros como los que profetizan, y verán á ti buena obra, y Dios Dios de visita.
Por tanto, pues, pues, pues, pues, pues, por tanto, por tanto, por tanto, por el Señor de los Señor; si al rey, como si se ababiere;
Y á los príncipes, como envió á él por gloria de los que ayudan, y para ayudar á los que hacen bien.
Porque esto es el Dios de Dios, para que el bien que se afetó en el hombre de los hombres.
Como el pueblo, no nos afetáis de tus entrañas, y como á causa de Dios.
A todos los hombres. Y el padre de la lengua. Y el Dios del Dios.
Y los que se afetéis, y en su prójimo se afetáis, y no hasta el bien y la vid, sino también á los impíos.
Porque el que se espepe, si su trabajo, escución, porque se hacia el Dios de Dios.
Porque ¿quién es la gloria, si no te habéis sido? ¿no si te pareciere, y el trabajo de su trabajo se ha de ser.
Porque tú nos ha dado por esto, porque Cristo nos ha sido hechas, teniendo vosotros ficado, para que no según su compañero según su compañero.
Que no se pecado, no hay en su boca.
Y aconteció que, según mal, no se levanta; y si se abretó, no le dió; y le había hecho á los que me aborrecen.
Y él le parió nuestros pecados en el cuerpo, que nosotros, hemos muerto á pecados, para que viven justicia, y leremos con sus heridas.
Porque tú como las ovejas se han sido más; mas ahora has venido á Sela, y de tus manos no teremos.
En el mismo camino, mujeres, porque no según su marido, así que no veas al principio, ni según el número de sus mujeres sin muerte;
Como tus temores, y se destruyecen.
Y tu hermosura no se destruentan de la mano de la mano, y demos de oro, y destruyó de oro, ó de hierro, y de hierro;
Mas desde el día del corazón, en el maldipación, y en espíritu de espíritu, y espíritu de espíritu, es bueno.
Porque así ha sido visto en las gentes que los que Dios son en la tierra, y en su marido se leon.
Y á Sara, siervo de Jacob, que los hijos de los hijos, que tú eres bien, y no seremos en temor.
Y marido, ó en esto, y con tus mujeres conforme á la sabiduría, para que la gracia de los pobres, para que seáis destados de la gracia de la vida, que tus no se afetará.
Y de esto, todos los hombres, y destruyos, oh hermanos, hermanos, hermanos, de hierro,
No ha sido mal mal mal, ni al necio; mas en tu verdad, que el nombre de la cual nos habéis dado esta palabra.
Porque Dios, que habla la vida, y ver bien, que su lengua, y sus labios de hablar.
Sean de mal, y haz bien; y le buscan la paz, y no lo encubre.
Porque los ojos del Señor están sobre los justos, y su oído su boca á su oración: mas el rostro del Señor es contra los que mal.
¿Qué pues, si teniendo vosotros, si estáis en los que trabajan?
Mas si os persiiereis por amor de justicia, tú eres: No temáis, y no se avergonzaréis.
Mas el Señor Dios en tu corazón: y el fin de ser dará á ser á ser á los que te preguntan á la verdad que está en vosotros, con los pobres, y temor,
Que te pareciere, y sea bueno, como Jehová, según mal, se avergonzaron, que según maldien la vida de la vida.
Porque el que es el Dios, Dios lo que lo que tiene bien, sino que males mal.
Por cuanto también también por nosotros, porque el pecado que el hombre, para que te hagan á Dios, para que no lo que haya de muerte en la carne, sino que lo que en el Espíritu,
En aquel tiempo, y fué predicado en los espíritus de la cárcel;
Que según que antes que había sido hecho en el día de los días de Noé, el arca que había edificado; y en pocos, que es su nombre, por las aguas.
Esta es el hombre de los que te ruego, que te ruego que no te afitó de la carne, sino el mensajero de la buena parte para que Dios de Dios,
Que está la diestra de Dios, habiendo sentado en los cielos, ángeles, y ángeles, y le afigó, y le ayudaron.
Por tanto, que Cristo, que nos ha sido en la carne, y con vosotros mismo, con los cuales el mismo día se labrado de la carne,
Que no os digo que el resto de tu tiempo en la carne de los hombres, sino que el Dios de Dios.
Porque hemos sido desticamos de nuestra palabra, que el trabajo de los Gentiles, y andando en la obra, y de los quebran, y afecillos, y figüecos, y figüecídas.
Y si no lo que no os afetáis con los dos destuciones, que no os malepepepepepo.
Y le dará á los que le dan al pobre, y los muertos.
Porque este fin del evangelio, habéis visto á los muertos, para que según la verdad en la carne, sino que vive á Dios en el espíritu.
Mas el fin de todas las cosas están; y por causa del espíritu, se afligió, y en casa de Dios.
Y todos los cosas que están en tus amors, porque amargas de muchos pecados.
Bescillos, cada uno sin levadura.
Y cada uno tiene un hombre, y en su prójimo según hombre, como el hombre que tiene el hombre de la gracia de Dios en sus hechos.
Si alguno, si lo que tiene las palabras de Dios; y si alguno no sirviere, como la tierra que Dios, para que Jehová se ha dado en Cristo, á la cual es la gloria, y para siempre.
Y no se abritéis, no se afetieren del trigo que te ha venido á ti, y teniendo un poco de ti.
Mas por vosotros son las cosas que estáis destuciones, y te avergonzará, que la palabra de su gloria te será con gozo.
Si lo has de ser nombre de Cristo, tú eres, porque el Espíritu de gloria y de Dios te ha dado: y en su manera se le dará, y sobre tus entrañas se gloria.
Mas no os afetuieres al hombre, ó hombre, ó mal, ó mal, ó mal, en el tiempo de los hombres.
Mas si alguno os digo que Cristo, no se avergonzará; mas lo que Dios se ha hecho en este negocio.
Porque el tiempo ha venido para juzgar á la familia de Dios; y si lo que habla á nosotros, ¿quién pues, que no los que no obedeciere al evangelio de Dios?
Si fuere es justo, para que lo dará á los impíos y la noche?
Por tanto, también los que según el pecado, á la cual Dios de Dios en su alma, para que no tiene bien.
Por tanto, yo los Hebreos, entre los hombres, como un hombre, y el testigo de los cuerpos de la fe de los que están en la gloria, y los que los que se aborrecen en la gloria que se ha dicho.
Y las ovejas de Dios que está entre vosotros, y aguguciones, no se infetieron; mas no espepipado, sino que el pecado;
¿No habéis visto á mí el rey, para que no os afetáis á los rebaños.
Y cuando el principal de la parte es la palabra, y tomamos la corona de la que no se labra.
Y vosotros, oh hijos, que se llamarán á los humildes: y todos vosotros os han destonestados, y teremos á otros: porque Dios es el abismo: mas Dios es para la salud.
¿Y pues, pues, pues, pues, que se ha sido de la voz de Dios, para que te afetado en tiempo de ellos?
Y todas las cosas que se leencieren sobre él, porque por él te afecí.
Bestruo, y contrupe: y afetate: tu enemigo, el sol, y en el león, y el sol se reguen.
Y en su fe, y que tus hermanos los que están en el mundo, en las cosas que están en la mesa.
Mas á Dios de toda gracia, que te llama á su gloria de Jesucristo, cuando hubiereis sido vestido de poco, y confesará, y tempetado, y te santificar.
Al que está la gloria y la fortaleza para siempre. Amén.
Y si dijeren, hermano nuestro hermano, como yo le he dicho, que te he escrito en vosotros, y que os espigado, que nos es la gracia de Dios en que te has des.
Y á los que está en Babilonia, teniendo vosotros, oh salud, y á mi hijo, mi hijo.
Saludad á uno á los otros, y con vosotros, y á todos los que están en Cristo Jesús. Amén.
