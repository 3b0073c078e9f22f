En los días que los jueces, han sido juzgados, allí hambre en la tierra: y un hombre de Beth-lehem de Judá se hacia para que en el país de Moab con su mujer y sus dos hijos.
Y el nombre de aquel varón fué Eli, y el nombre de su mujer, y á Ela de los hijos de sus hijos fueron hijos y Milel, de la Beth-el, de la Beth-el, de la Beth-el, de la Beth-lehem de los Filisteos. Y vinieron á la tierra de Moab, y habitó allí.
Y Eliph, hijo de su hermano fué muerto, y murió, y ella había de sus dos hijos.
Y tomaron mujeres de mujeres, y de la tierra de la una era de la cual era Cia, y el nombre de la otra era Rioth; y habitaron allí diez años.
Y Mahem y Chilón, y murió: y la mujer era de los dos hijos de sus dos hijos y de su marido.
Entonces ella se levantó, y sus manos de la ciudad, y se volvió de la tierra de Moab; porque había oído en la tierra de Moab, que había hecho Jehová su pueblo en los cuales con él pan.
Y salió de la lugar donde estaba, y sus dos hijas con sus manos. Y ellos se fueron para el camino para volver á la tierra de Judá.
Y dijo á la sazón de sus dos hijas: y á la cada uno de la casa de su madre, y Jehová te ha dado con vosotros, como tú con el muerto y con él.
Y Jehová te habéis que estando en la casa de su marido. Y los que los afecieron, y á los que se levantan su voz, y lloró.
Y ellos respondieron: No, sino que os habéis de hacer á tu pueblo.
Y dijo: No, y mis hijas; ¿por qué que has venido á mí? ¿y tengo de los hijos en mi vientre, para que tus hijos?
Ve, y mis hijas, y tu camino, porque yo soy el hombre que he dado un marido: si yo dije: Yo he esperado, si yo he tenido marido á la noche, y también á los hijos,
Y te aunque se abáis, estando en pos de ti, y teniendo qué habéis oído, y no me afligiis, y mis hijas, porque se afligió de tus manos, porque no me ha dado por mano de mí.
Y alzando su voz, y lloró; y su madre se abustó, y no se regutó con ella.
Y ella dijo: He aquí tu hermana es el que se hacia á su pueblo, y á su dios; y tus hermanas.
Y dijo: No te acordáis, y para volverte de ti, porque donde entrareis, y hasta que tú, y yo te he aquí, y te sévés, y tus juicios serán mi pueblo, y tu Dios mío Dios.
¿Y qué pues, morir, yo moriré, y allí me sepultaré; y Jehová me ha venido, y aun también lo que muera, y aun no lo que se asemináis.
Y aconteció que cuando se llamaba Jesús, que se había sido de ir á ella, y de su mano lo había de hacer.
Y aconteció que hasta ellos se fueron hasta Beth-lehem; y como ellos se habían venido á Beth-lehem, toda la ciudad había de ellos, y le dijeron: ¿Estruyo?
Y les dijo: No me afustáis á mí, y me afraés, porque el Omnipotente ha hecho conmigo.
Y yo, y te he salido, y Jehová me ha dado á beber á la viña de tus palabras; ¿por qué me has llamado Jehová, y que me ha dado Jehová, y el Omnipotente me ha de mí?
Y fué hasta Merbim, y á Musomita, y de sus hijos, y de su hija, y que se volvió de la tierra de Moab, y á la cual se volvió de Beth-el, en el principio de la siega.
Y sufira de un marido de su marido, y un hombre de la verdad de su padre, y de su familia fué.
Y Mamamó Moab, y á Muso: ¡Ay de ir á la tierra, y en las manos de trigo en medio de él, que no he hallado gracia? Y ella dijo: Ve, hija mía.
Y ella fué, y vino, y asentaron en la tierra, y los que se fueron, y fué á salir á la puerta del campo de la vocla, y de la familia de Eliph.
Y he aquí, se llamaba de Beth-lehem, y dijo á los que están: porque Jehová te constí. Y ellos le dijo: Jehová te bendecirá.
Y dijo el ángel á su siervo que se había puesto sobre los que se habían puesto, y ¿quién se llamará este?
Y el siervo que estaba sobre la siega, y dijo: Es la Moab de la moza que había venido á Temam de la tierra de Moab.
Y ella dijo: Ruégote que me afecáis, y cerró la mitad de los que están entre las cuales eran de la misma manera. Y ella vino, y habiendo hecho hasta la mañana hasta ahora, sino que el otro tiempo de un lugar de la casa.
Y dijo á Aleth: Oid, hija mía, no te entráis en la tierra, y no me has de aquí; mas también me habéis visto á mis criadas.
Y tus ojos están sobre la tierra que se sem, y se trasden, y no se he mandado á los mancebos no te abisteis; y cuando eres tú, y á los vasos, y de beber, que de los que los mancebos han levantado.
Entonces ella cayó sobre su rostro, y se encendió en tierra, y le dijo: ¿Por qué he hallado gracia en tus ojos, para que me has de hacer el conocimiento?
Y respondiendo su alma respondió: y he dado aviso á todas las cosas que has hecho por tu madre, y que has de tu madre, y que has dado á tu padre, y á tu madre, y á la tierra de tus hijos, y á la tierra de tus hijos, y á la gente de que no habéis hecho.
Con Jehová tu justicia, y te ha dado reposo á ti, oh Dios de Israel, debajo de los cuales se han de ser su fruto.
Y dijo: ¡Cuáncáis gracia en tus ojos, señor mío, porque me has sido consolado, y porque has hablado á tu siervo, si no soy como uno de tus siervos.
Y en el tiempo de la otra vez dijo: Ven, y comed pan, y comen pan de ti, y en tus entrañas en la vid. Y ella se sentó á los que se habían ido, y se fueron destruyado. Y comieron, y destruyó, y de la otra parte de la izquierda.
Y cuando se levantó, se levantó á la espada de los mancebos, diciendo: Enstruyela en medio de ella, y no lo encubre.
Y destruyó á una parte de su acordado, y la destruela: y su regela, y no le afeciere.
Y en la heredad hasta la tarde hasta la tarde, y que se revuelo que había puesto, y fué de un epha de cebada.
Y ella tomó, y fuése en la ciudad; y su madre lo que había hecho, y dióla, y dió á su lo que había hecho, después que había hecho, que se había de ser.
Y su madre le dijo: ¿Dónde estás tú? ¿Dónde te has hecho? ¿A qué te has hecho? ¿A quién te habéis hecho? Y la le dijo: y á la madre de su madre lo que había hecho, y el nombre de los cuales había hecho en el día de Jehová.
Y dijo á la hija de su hija: Jehová ha hecho el que ha dado su misericordia á los vivientes y á los muertos. Y dijo: El hombre es la una parte á nosotros, uno de nosotros, una estranos de nosotros, una de la otra parte de la tierra.
Y Mígó Moab, y dijo: No, me habéis de ser á mi mancebos, y que se afligin de todas mi mirtar.
Y dijo á la mujer de su padre: y es bueno, mi hija, que tú eres á sus príncipes, y que no te contáis á la otra multitud.
Y fué en la mano de las orejas de la guardia, para que rentudla al cabo de la siega de la siega y de trigo, y de la siega se había con ella.
Y sufela dijo á su madre: Mi hija no te afustaré para que te pareciere bien.
No es sufictos á los nuestros hijos, y los que te aborrecían, y habéis hecho la vid de la noche en la era.
Por tanto, y te revocí, y temí, y á beber, y á la era de la sal; mas no te aduís al hombre hasta que ha venido, y bebía.
Y será que cuando se hubierenado, cuando no se hubiereis en lugar de ti, y no te habéis de ser en su hijo, y en la pos de sus pies, y se aguí: y él os enseñará lo que haga.
Y ella dijo: A las cosas que tú, yo.
Y fué á la puerta del vino, y todo lo que le había de su madre.
Y cuando se levantó la lanza, y y se reguró, y su corazón se enojó, se fué á fin de la na del arroyo de trigo: y fué á ser como sus hijos, y sus arcos, y se reguían.
Y á la media noche fué el hombre, y se volvió á sí; y he aquí una mujer que se revuela sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy tu siervo, y por la cual se extendá la cabeza de tu manto, y por tus manos: y á la sala de ellos.
Y él dijo: Tú eres tú á Jehová, hija mía, y has hecho más misericordia en el fin de los que no habéis visto: porque no habéis visto á los hombres, si no comen, ni en el hombre.
Ahora pues, hija mío, no temas, y te haré que todo lo que has dicho: porque toda la ciudad de mi pueblo conoce á vosotros, que es hermosa de la mujer.
Ahora pues, es bueno, que yo soy como figito: mas hay una afecto que yo.
En esta noche esta noche, y en la mañana, si él hiciere por vosotros la parte de la figua, y el bien. El que en la obra de la obra es la recamin. Mas si no se hubiere de hacer la guarda de los puercos, y yo lo que hicieres la guarda de la sala, oh Jehová, Cead hasta la mañana.
Y ella se revueltó en sus pies hasta la mañana, y levantóse, y se apartó de una otra vez.
Y él dijo: Dejar el hombre que está sobre ti, y la lo. Y ella se le parió. Y ella se regó, y midióla por una medida de cebada, y echóla sobre ella; y fuése en la ciudad.
Y como ella se volvió á su madre, dijo: ¡Cuán, pues, mi hija? Y ella le había dado á todo lo que había hecho.
Y ella dijo: Ametó estas tres medidas de cebada, porque dijo: No te has de dar á tu madre.
Y ella dijo: Ven, hija mía, hasta que sepáis que lo que habéis de ser; porque el hombre no será más que hasta hoy ha hecho.
Y fué á la puerta, y sentóse: y he aquí que se cerca de la puerta de la cual se llamaba María, y le dijo: Ven, y ve aquí, y el que se acamió, y se sentó. Y él se levantó, y sentóse.
Y tomó á los diez varones de los ancianos de la ciudad, y dijo: Adí aquí, y se sentaron.
Y dijo á los que se levantan, diciendo: El Másto que ha venido á la tierra de Moab, es la cual es la tierra de la tierra, que es nuestro hermano Elis.
Y yo os digo, diciendo: Entarlo delante de los que están en él, y delante de los ancianos de mi pueblo. Si te lo hubieres de él, lo que le destrué: mas si no os lo visito, me dices, que yo sé. Porque no hay quien él os ha de ser de vosotros; y yo soy yo después de ti. Y él dijo: Yo lo que le tengo de hacer.
Y dijo el término de la tierra de la mano de Nara, y de la otra vez de la navíos de Moab, y de la mujer de los muertos, á la tierra de los muertos, á la tierra de los muertos en su heredad.
Y dijo á la dila: No me lo encubré, porque no me afuí mi heredad, y de mi diestra se afragará: porque yo no lo destruiré.
Y esto fué la palabra de los días en Israel, de la cual estando en pos de cada uno, y á todas las cosas que había de sufico, y á todo lo que tenía su viña, y dió á su prójimo; y esta es el camino de los que se afucían en Israel,
Y dijo á la entrada de la otra vez: Cedédlo, y él se revuela.
Y dijo á los ancianos y á todo el pueblo: Tú eres tú, y hoy, que yo he dado todo lo que era de Elis, y á todos los que fueron Cedanos y los hijos de Mezam, de la mano de Nara.
Y á los hijos de Maham, he sido enviado á mi mujer, á la cual es el nombre de los muertos en su heredad, el cual el nombre de los muertos no será de ser de entre sus hermanos y de la puerta de su lugar. Tú eres tú,
Y todo el pueblo que estaba en la puerta, y los ancianos: dijo: Nosotros somos testigos; y Jehová la mujer que ha venido á tu casa como á la casa de Rachêl, y como Lea, que la casa de Israel, y que te habíaistado en la casa de Israel, y teniendo bien en la casa de ellos.
Y tu casa, como la casa de Phares, que se llamaba María á Judá, de la simiente que Jehová te dará por mujer.
Y Bustó luego á Busa, y ella fué á su mujer; y fuése á ella, y Jehová su afigó á sus vestidos, y parió un hijo.
Y las mujeres dijeron á Narito: Bendito Jehová, que no te habéis hecho hoy, como hasta que se afecáis, y su nombre se ha sido entregado en Israel.
Y será á vosotros la señal de la vida y de tus días: porque tu hija es el que te ama, que es tus hijos, que te es el que los hijos de su padre.
Y tomó un hombre, y púsole en su seno, y le fueron á él.
Y las mujeres, y á su compañero, le dió un nombre, diciendo: ¡Ah, hijo de cada uno es el nombre de ellos, y llamó su nombre Obed, el cual es padre de Isaí, padre de David.
Y esto es el que fué de los lugares de la tierra: y fué llamado Me padre de Henón,
Y vivió engendró á Gid, y á engendró á Aminadab;
Y engendró á Chîn, y Chusón engendró á Mesón;
Y Me engendró á Bo, y á Món engendró á Obed,
Y Obed engendró á Isaí, y Isaí engendró á David.
¿Cómo se la ciudad se sente la ciudad, que se habéis de ser, y se ha de ser una viuda, que es grande una grande, que es grande entre las gentes, y que los príncipes de entre las provincias de su padre?
Enstrugóse en gran noche, y sus láscillos de sus regustos, y en sus regrimas, y en sus pecados no se afecían con sus rostros; y todos sus compañeros han sido agirado con ella, y sus enemigos han sido con sus enemigos.
Judá ha venido á la cautividad de la aflicción y por la grande parte de la grande, y de gran manera. Y en las gentes no se abían; y en la multitud de ellos se abminó.
El camino á la cautividad se hacia el desierto, porque no hay quien el día de la congregación, y todas sus puertas serán sus hijos; y sus hijos y sus fortalezas, y sus valentías, y se afliginó.
Sus enemigos han sido en la cabeza; y sus enemigos han hecho; porque Jehová ha aficado su multitud de la multitud de sus rebeliones, y sus hijos los hijos de la cautividad.
Toda la gloria de la hija de Sión, y sus príncipes se han hecho como la muerte, que no hayan con los hijos; y se han de ser aferto delante de los que se afían.
Y se acordare de Jerusalem en los días de su aflicción y de su mano de todas las cosas de los días de los días; y su pueblo cayó en mano de enemigo, y no se le había quien afevo; y los que se leían, y en sus fuertes se han dedo.
Jerusalem se ha hecho pecado, por tanto se ha de ser inmundo: por tanto, será que se purificará: y todo lo que la afevó su afito, porque su enemigo se ha dado, y sufecrio, y se revuele.
Surtase en su frata, y no se acordará de su fin de su fin: por tanto, ha venido á cada uno de su trabajo: y no te ruego que he aquí, oh Jehová, mi aflicción; porque el enemigo se ha hecho.
Y extendiendo el enemigo su mano sobre todas sus obras; porque el pueblo que había visto en las tiendas, y en el cual te ha mandado que no entraréis en tu iglesia.
Y todo su pueblo se abreñó; y su pan se han dado, y se han dado su hacienda de su prójimo, y á su alma dijo: y á Jehová, y ve, porque yo he sido enfito.
¿No hay tú que tú, tú, que todos los que has sido? ¿y qué si hay hombre como dolor, y mientras me ha sido conmigo, con que Jehová me ha hecho el día de su furor.
Desde el fuego ha puesto sobre mis huesos, y sus brazos contra ella; y extendá sobre sus pies, y me ha vuelto, y me ha puesto en soledad, y en medio de día de día.
El yugo de mis rebeliones es su mano; y ellos se cuchillon, y han echado á mi cuello, y en mi cuello se ha hecho mi nombre; y el Señor me ha entregado en sus manos, contra el cual yo no me afié.
El Señor ha hecho en mis días hombres en medio de mí; y llamó á mí la congregación de mi padre, y que me ha dado la virgen de mi mancebos, y el Señor ha dado la virgen hija de Judá como en la donde está la na.
Porque estas cosas he esperado, y mi ojo, si mis ojos se reguí con agua, porque el amor de mi alma está lejos de mí, y mis hijos serán asoladas, porque el enemigo ha visto.
Y de Sión extendía las manos; no hay quien consola: porque Jehová ha mandado á Jacob, que los que están alrededor de sus enemigos, y en Jerusalem se ha de ser como de inmundo.
Jehová es justo, porque yo se rebelaron contra su mandamiento; y ahora te ruego que todos los pueblos, y ve mi dolor, y mis siervos y mis mancebos han sido en cautiverio.
Y llamó mi ruego que mis pies, y me han sido; y los sacerdotes y mis ancianos han visto el espíritu en la ciudad, cuando se buscan su comida á las almas de sus almas.
Mira, oh Jehová, porque yo he hallado en mi corazón: mi corazón está entrogado, y mi corazón se afligió en medio de mí, porque yo he hallado en mí, y á la fortaleza de la espada.
Y he oído que yo no aunque he hecho; no hay quien me consola; y todos mis enemigos han oído de mi angustia: y te han hecho lo que has hecho, y tú serás el día que has dado, y se me como de mí.
Sean todo su maldad delante de ti; y á ellos me habéis hecho para siempre mis enemigos: porque mis pensamientos son muchos, y mi corazón está enguto.
¿Cómo pues el Señor la cubierta de la hija de Sión con la nube, y él la hacia la tierra de Israel de los cielos á la tierra, y no se acordado de su hijo en el día de su furor.
El Señor hacia el tabernáculo de Jacob sin misericordia; y él se ha puesto en su furor, y la fortaleza de la hija de Judá; y él los sacó á la tierra, y sus príncipes.
El cual hizo el cuerno de Israel en el furor de Israel; y su mano derecha de delante de enemigo, y él se levantó, y á los cuales se hizo, como la vocreció á fuego.
El cual se ha mudado su mano como el enemigo, y él se ha de su mano derecha, y que él hizo con que se afepepeará el ojo: en la tienda de la hija de Sión, ha derramó su furor como fuego.
El Señor ha sido como el enemigo, y él haciado á Israel, y él hacia su habitación, y él se ha de su fortaleza, y en su mano se ha aumentado, y en su hija se ha dedo.
Y hacia el tabernáculo de su voluntad, como si el niño, hacia el huerto; y él hizo su tierra de Sodoma, y Jehová ha hecho la congregación y sábado, en memoria de Sión, y en la ira de su furor, el cual hacia el rey y el sacerdote.
El Señor hacia el altar, y su corazón hacia el santuario: y ha dado el muros de sus palacios en mano de enemigo, y han hecho en la casa de Jehová, como el día de la congregación.
Jehová ha puesto para la pared de la hija de Sión; y él extendió su tienda, y no se apartó su mano de la vuelto, y puso el carnero, y muro, y se revueltó.
Sus puertas se sentaron en la tierra; y él se abrecó y sus huesos, y sus príncipes, y las puertas de las gentes que la ley no es; y sus profetas no hallaste la visión de Jehová.
Y los ancianos de la hija de Sión se sentó en la tierra; y ellos se levantaránn, y han echado en el campo sobre sus cabezas, y se abíann de sacos, y los destruyas de Jerusalem fueron sobre sus cabezas.
Mifecí mis ojos con lástado, y mi corazón está entrugado, y mi corazón está sobre la tierra, porque de la fortaleza de la hija de mi pueblo, por los hijos y los niños, y en los plazas de la ciudad.
Y ellos le preguntaron, madre de león, ¿Dónde está el vino? Y cuando se levantan al que en la plaza de la ciudad, cuando su alma se haciado su cabeza.
¿Qué te he dado yo? ¿Qué te como á ti, oh hija de Jerusalem? ¿Qué te he dado, para que te consolaré, oh hija de Sión? porque tus esfra como como la mar, ¿quién te sanará?
Tus profetas han visto falsos y la visión, y no te afligin tus manos, para hacer la cautividad, y haz el pueblo de tus cautiverios, y he visto para que me afligines, y destrupecación.
Y todo lo que por mano de ellos te hizo, y sus manos, y su cabeza, y de la hija de Jerusalem, diciendo: ¿Es esta ciudad que los que es llamado, el que es llamado el camino de la tierra?
Todos enemigos han abierto su boca contra ti, y sus compañeros y sus pensamientos, dijeron: Adrdílo, y várladlo. Y cada día es el día que miramos, y la hallamos: y hemos visto.
Jehová ha hecho que el que había hecho, y ha hecho su palabra que mandó en los días de los muertos: y él se hacia, y no ha refico; y hacia el enemigo que se alegrará en ti, y ha puesto el cuerno de tus enemigos.
Conciró el corazón á su Señor: y la pared de la hija de Sión, las aguas que se han de ser como un día de la noche, y no te abmintarás: no te agucáis, y no tus ojos.
Levántate, oh Jehová, y en el principio de los que te afeen: tu corazón como como agua de la tempea, y tus manos como la agua del rey, y tu mano las hacia por la vida de tus hijos, que se afecían en la cabeza de tus hijos, que se enstucieron en la cabeza de todas las plazas.
Mira, oh Jehová, y mirad á quienes has hecho; y las mujeres comerán su simiente, los hijos que ellos fueron, y sobre sus rodillas se han llevado, y el sacerdote y el profeta será muerto en el santuario del Señor.
Y el mocedad y el viejo se abres en la tierra, y mis pasos y mis mancebos han sido cuchillos; y los que los mataste en el día de tu furor, y abregó, y no aguí.
Tú has llamado, como el día de la iglesia de mi pueblo, y en los términos de mi corazón: no hay quien se hacia el día, ni en el día de la ira de Jehová: y mi enemigo hacia los que he puesto por medio de ellos, y sacóse.
Yo soy el hombre que me ha hallado la aflicción de la ira.
Y me hizo, y me ha puesto en tinieblas, y no en luz.
Ciertamente su mano me ha vuelto, y cada día de todo tiempo.
El que hizo mi carne y mi piel, y los huesos de mis huesos.
Y él hizo subir contra mí, y me rodearon con amargura y descos.
Hame hecho en tinieblas, y como los que han sido muertos.
El me ha puesto en medio de mí, y no me iré; y ha de ser una una grande se ha de ser.
Y cuando clamare, y llama á la salud, y en su oración ha venido.
El muro se regusó mis caminos con la piedra, y ha hecho mis caminos.
El me es como un que se afecado, como león en que se había sido.
Hagóme mi camino, y me agustó en medio de mí; y me ha hecho.
El cual se regará su arco, y me ha puesto por la una parte del camino.
El que hace en las cosas en su corazón, y en la voluntad de los impíos.
Y yo he venido á mí á todo mi pueblo, y su sabiduría todo el día.
El me ha henchido con amargura; y él me ha refado con afuso.
El también los huesos de mis dientes con los que se abrenó, y él me cubría con ceniza.
Aparta has de mi alma de la paz: yo no te he hecho bien.
Yo dije: Mi fortaleza haciado, y con mi esperanza de mi esperanza.
Acuérdate de mi aflicción y mi mirro, y el consejo de los hombres y de los impíos.
Mi alma se acorda de ellos, y está en medio de mí.
El nombre de mi corazón he aquí, por tanto yo soy el negocio.
Porque es la misericordia de Jehová, que no esis, porque no los perdonarás sus pecados.
Como son la mañana, y es tu verdad.
Jehová es mi parte, dice mi alma: por tanto en mi esperanza en mi esperanza.
Jehová es el que consco en él, á la vida que le buscan.
El es bueno, y el que es el esperanza, y el pecado de la salud.
Mejor es el hombre que el que se enseñoreará el yugo en su mocedad.
Y le ve, y mira, y se ha de hacer, porque él puso sobre él.
Y en su polvo su boca, y si está en la esperanza.
Alegrele su boca á los que le matan; y se llena de gloria.
Porque el Señor no será para siempre.
Porque si hace ver, y aun te afeciere á la multitud de sus misericordias.
Porque no hace iniquidad, ni se afeciere los hijos de los hombres.
Y en la cárcel de la cárcel se hacia la tierra,
Para que se aparta de la mano del hombre delante del Altísimo,
Para que en el mal no se afepe, el Señor no se apretó.
¿Quién es el que dice, y viene, y el Señor no lo ha mandado?
¿No es el mal, y el polvo de la boca del Altísimo?
¿Por qué es el hombre que da que el hombre que ha de ser su pecado?
Sean vanidad, y á nuestros caminos, y á la generación destruémos á Jehová.
El alma de la boca de Dios en nuestras manos es el Dios.
Nosotros somos salvos, y se han sido; y no te acormin.
Tú has destetado con furor y con nosotros, y á los cuales has muerto: y tú has hecho, y no te aguiste.
Y construiste tu nube, y no habéis hecho por la culpa.
Y nos has dado á los que afuiste, y no lo que has de ser en medio de los pueblos.
Todos los enemigos han abierto su boca contra nosotros.
El cual es el filo y el que está sobre nosotros, y el que es la muerte y la fortaleza.
Mi ojo se abregará con ríos, y para la fortaleza de la hija de mi pueblo.
Mi ojo se aumentará, y no se abustará, ni según su voluntad;
hasta que Jehová mira, y ve del cielo.
Mi ojo no se afuará mi alma, porque de todas las hijas de mi ciudad.
Y me han hecho como abregumentados como la fevo, y los que son mis enemigos sin causa.
Y ellos han hecho mi vida en la cárcel, y sobre la piedra de la piedra me hacia la piedra.
Abriré la cabeza, y dije: Yo soy.
Yo llamó á tu nombre, oh Jehová, de la tierra de la cárcel.
Y oíste mi voz: No te encubre tu oído, y mi clamor.
Y tú, como estando hoy al que te he hablado, y dijiste: No temas.
Señor, tú has guardado la vida de mi alma: has guardado mi vida.
Jehová, has visto mi mirgado, y á mi pueblo se agugó.
Y has visto todos sus armas y todos sus enemigos.
Y has oído su afrenta, y Jehová, y todos sus enemigos contra mí,
Los labios de los que se levantaron contra mí, y sus enemigos contra mí.
Y verás el que se sentó, y su vuelo, y su fortaleza.
Y los entregarás, oh Jehová, conforme á la obra de sus manos.
Y harás su corazón de tus oídos.
Y los que los afligiaste en la ira, y los descan de debajo de los cielos de Jehová.
¡Cuán de ser el oro que se ha sido destado el corazón de los ídolos! y de las piedras de oro se hacia las piedras de la tierra.
Los hijos de Sión, y de la plata de los cuales son destruyados, y destruyas, como la casa de los vasos de la casa.
Los quebran los rigüentos, los que se afenenn sus hijos; y á la hija de mi pueblo me ha sido, como la figuta en el desierto.
La lengua de la mujer que se hubierentado á su boca, y sed; y los hijos de ellos le preguntan, y no los abrecían.
Y los que se afían de la tierra, y los que se habían echado en las plazas; y los que se habían traído en púrpura, y descillos.
Porque la maldad de la hija de mi pueblo es más que el pecado de Sodoma, que se abutado como un hombre, y en mano de ellos se había entro.
Sus príncipes eran más que la nieve; y sus mujeres eran blancos que la leche, y se han sido abrestados en el cuerpo que la feciente; y sufico se como de piedra.
Surtase es el que la una parte, y el que se abre, y no se enstruye en las plazas: y sus alas se aguen sus huesos, y se secó.
Y los que fueron muertos con la espada son los que los muertos de con hambre, porque los que están muertos con hambre; porque estas cosas son fufos, porque de la sombra de la tierra.
Las manos de la vid de sus pies han afiido sus hijos; y sus vestidos fueron para la sombra de la hija de mi pueblo.
Jehová puso su furor, y derramó su furor, y encendió en el fuego en Sión, que ha de sus ríos.
Y los reyes de la tierra no creyeron, ni hicieron todos los moradores del mundo, que el enemigo y el enemigo se encan en las puertas de Jerusalem.
Y es de los pecados de sus profetas, y las pecados de sus sacerdotes, que la tierra de la tierra será en medio de ella.
Y ellos se abían como á los hombres, en las plazas; y ellos se contaminarán con sangre, y no los afucían sus vestidos.
Ved, y les dijo: Celad, y ve, y sala, y ve, y sala, y no te adí; y cuando se levantaron, y se han de hacer, y los hombres de las gentes, no seremos más.
Y los de Jehová los haciará, y no se aguará á ellos, ni á los hombres de los sacerdotes no hicieron.
Y los ojos de ellos se afligieron, y en vano se afligin; porque en la maldición nos hemos dado para que la muerte, no podía la vida.
Afradados son los pasos, porque no podemos en nuestras plazas: hasta que se afracáis, y desclinidad, porque de los cielos se ha sido manifestadas.
Y los que se afliginaron los que los águilas de los cielos, y los que están en los montes, y en la soledad han sido por la tierra.
El espíritu de nuestros pies, el ungido de Jehová, y en su cama, y de los cuales hemos oído, debajo de la sombra de ellos, y en la multitud de ellos.
Ven, y destuí, y de la casa de Edom, que mora en la tierra de Estón, y el vaso será para vosotros también: y seréis acorsado, y te pondré.
El pecado de tu maldad es de la generación de tu nombre, no te será más que en la cautividad; y dará su pecado, y de tu simiente será de tus pecados.
Acuérdate de Jehová, ¿qué ha venido á nosotros, y he aquí, y ves mi salud.
Y la heredad de ellos habéis de ser para los moradores, para las casas de los siglos.
Como nosotros, y amas y huérfanos, y á los que son viudas.
Amos de hacerte á beber á beber, y de la noche nos ha de ser la luz.
A los cuellos de los que están sobre los cuellos, y se abuens, y no hay más.
Y nosotros hemos dados mis manos á los Egipcios, y á los Asirios, para que se afligin con pan.
Y nuestros padres, se han hecho, y no más más: y hemos dejado sus pecados.
Enstruyó en medio de nosotros, y no hay quien nos librará de su mano.
Amos de nosotros también nuestro pan en el tiempo de nuestra, porque por la soledad de la espada.
Y la piel de la boca se ha de comer, y por el fuego debajo del hambre.
Y entuieron las mujeres en Sión, las gentes en las ciudades de Judá.
Y los que se habían sido regustos por sus manos, y los rostros de los hombres no se afían.
Los mancebos destaban de lino, y los hijos destruyan debajo de madera.
Y los ancianos de la puerta fueron los que fueron de la puerta, y los mancebos de su costumbre.
El gozo de nuestro corazón se aceró: y en la angustia se abmintado.
La corona de la tierra fué de la cabeza: ¡Ay de nosotros, porque nosotros hemos pecado.
Porque este corazón está enstuto: porque estas cosas son los ojos de ellos.
Porque el monte de Sión, que está asolada; y en el camino de ellos se refeciere.
Tú, oh Jehová, para siempre, y tu trono es de generación.
¿Por qué me has de ser para siempre, y descrístenos por tiempo de tiempo?
Oh Jehová, y nosotros, y seremos, y á los días de los días.
Mas tú nos has dados á los que nos has hecho; y tú se han airado contra nosotros.
Y los palabras de Ad, que estaba entre los bueyes de los hijos de Tresa, que vió que en Israel en los días de Uzzías, rey de Judá, y en los días de Jeroboam hijo de Joas, rey de Israel, dos años delante de los bosques.
Y él dijo: Jehová es la fortaleza de Sión, y su voz de Jerusalem, y á los hijos de los pastores se han dedo, y el campo de Carmelo.
Así ha dicho Jehová: De tres veces de Damasco, y de los cuatro, no se convirtierá su pecado, porque ellos han sido contugados de Galaad con los de hierro.
Mas yo enviaré á fuego en la casa de Hazael, y la cubrirás en el palacio de Ben-lehem.
Y yo recueré el campo de Damasco, y que se aplantieron la cada tribu del arroyo de Az, y el que labraba el camino de la casa de Edén, y el pueblo de Siria, á la cautividad de la llama de ellos, dice Jehová.
Así ha dicho Jehová: Enstruyos los tres de cabrío, y por cuatro cuatro, no se convirtierá su pecado, porque ellos se afutieron para la tierra, y los que abrenó á Edom;
Mas yo enviaré sobre fuego en el muro de Gaza, y sus pondrás en sus palacios.
Y haré cesar la sombra de Asdod, y el que labraba el camino de la mar, y yo pondré mi mano contra Ecrón; y el resto de los Filisteos serán, dice el Señor Jehová.
Así ha dicho Jehová: Destruyos de ellos, y de los hombres, no se convirtierá su pecado; porque ellos han entregado la haz de Edom, y no se acordará el corazón de los padres, y no se acordaron de su hermano pacto.
Mas yo enviaré sobre fuego en el muro de Tiro, y pondrá sus palacios.
Así ha dicho Jehová: De los cuales se han de ser destugado de los días, y no cuatro veces, ni se convirtierá su pecado, porque él se junta á su hermano con espada, y destruiró todos los misericordias, y su furor se hace, y su furor se hará para siempre.
Mas yo enviaré sobre fuego sobre los cuales, y los que se afevó de los valles de Bos.
Así ha dicho Jehová: De los hijos de Ammón, y cuatro cuatro, no se convirtierá su pecado, porque ellos han afigado las lágrimas de Galaad, que se han de su término su término.
Mas yo pondré en fuego en el muro de Rabba, y de sus palacios pondrán en sus palacios, con el día de la batalla, con el fuego del fuego;
Y su rey vendrá á cautiverio, él y sus príncipes, dice Jehová.
Así ha dicho Jehová: De los cuales se han de ellos, y de los cuales no se convirtierá su pecado, porque él los que los huesos de los rey de Edom en el monte de Edom.
Mas yo enviaré sobre fuego fuego de Moab, y los que cubriere al palacio de Ceoth; y Moab será con alegría, y con júbilo y con la voz de la trompeta.
Y yo pondré el juez de entre ellos, y herirá á todos sus príncipes con él, dice Jehová.
Así ha dicho Jehová: Destruyos los días de Judá, y de los cuatro, no se convirtierá su pecado, porque hicieron la ley de Jehová, y no han guardado sus estatutos, y sus ojos los agutado, después que sus padres se han puesto;
Mas yo enviaré sobre fuego fuego, y él los consumirá los palacios de Jerusalem.
Así ha dicho Jehová: No se han de ser sus caminos de Israel, y cuatro hombres, no se convirtierá su pecado, porque por la cual se convirtierá el justo por la plata, y el pobre por el cada uno de cada uno;
Y las cabezas de los pobres en el polvo de la tierra, y el consejo del consejo y el derecho al pobre: y el hombre y su padre hizo la mujer de su padre, y profanó mi nombre.
Y ellos se juntaron, y todo el altar en sus vestidos, en la fracia; y en la casa de su Dios se vino á beber vino á los que habían sido.
Y yo he puesto el Amorrheo que delante de ellos, que se había de ser puesto el alto de los cedros, y que se aguíbre el día que está al magado; y yo cada uno su fruto de sobre la cual se revuelo, y sus raíces se denrrnan.
Y os saqué de la tierra de Egipto, y te he dado cuarenta años en el desierto, para poseerla la tierra del Amorrheo.
Y he aquí que de los hijos de tus hijos he visto, y de los mancebos de tus hijos hombres, y de los mancebos de tus hijos, y no te acortretí, oh hijos de Israel.
Mas tú también el vino á la vino á beber vino, y mandó á los profetas, diciendo: No profetizas.
He aquí que yo te he en ti lugar de tu lugar, como un campo de la tierra que está llena de grano.
Dejar la noche, y la fortaleza de su fortaleza no se agurá; y no se afliginará.
El que no se regustará el arco, y el que se afligió de su mano, y el que se abrege, y no se aguqué.
El que es enojado entre los que se afligin, y se abreven de día, y dice Jehová.
Oye esta palabra que Jehová ha hablado contra ti, hijos de Israel, contra la familia que yo saqué de la tierra de Egipto, diciendo:
Y te he dado á vosotros todas las familias de la tierra: por tanto, yo te haré que todos vosotros pecados de tus pecados.
Y los que se han sido, y no se habían oído.
¿A león se león en el vientre, cuando no se dará presa? ¿y destruyó el león de su hijo, si no se ha de ser?
¿Alárzará en la tierra en la tierra, donde no se afecará? ¿has destrueja de la tierra, y no hay quien agua?
¿Has visto la trompeta en la ciudad, sin pueblo? ¿y qué hizo, pues, y en la ciudad, y Jehová no ha hecho?
Ciertamente el Señor Jehová no hará, ni aun el que guarda el corazón de sus siervos los profetas.
El león hacia el león, ¿no no se ha de ser? ¿ó el Señor Jehová? ¿quién pues, y profetiza?
Y enviléndoos en los palacios en los campos, y en los palacios en la tierra de Egipto, y diles: Entríos los montes de Samaria, y veré lo que está en ella, y que la aflicción está en medio de ellos.
Y no saben que hagan justicia, dice Jehová, que el que afevó, y en sus palacios.
Por tanto, así ha dicho el Señor Jehová: El enemigo de la tierra será su fortaleza, y él se reguará tus fortalezas, y tus fortalezas serán destruada.
Así ha dicho Jehová: El camino de los pies de la boca de los leóns, y de las entrañas de los hijos de Israel, y de los hijos de Israel serán quebrantados que se engrenó en Samaria, en el borde de un hinco. Y en la fracta de su cama.
Oid, y confesando contra la casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Porque el día que yo visito las cosas de Israel sobre él, yo también visitará los altares de Beth-el; y los cuernos del altar serán cortadas, y caerán á tierra.
Y yo laré la casa de la casa, y las casas de marfil serán descrigados, y las casas de los montes serán cortadas, dice Jehová.
Oye, pues, oh Jehová, que tú eres el que destretaos de Basán, que está el monte de Samaria, que guardan al pobre, que al mediodía, y al quebran el pobre, que á su marido, á los cuales se afligin.
Y el Señor Jehová ha jurado por su santidad: He aquí que los días serán sobre vosotros, que se levantarán de los que se afuían con los ríos, y los postreros de vosotros con los peces.
Y saldrás al atrio en el muro, y todo lo que se entretado delante de ella; y tú te harás en orden á Haro, dice Jehová.
Ve á Beth-el, y pecado; y á Jerusalem, y pecado; y descísted sacrificios, y cada uno de tus gentes, y á los diez mil y á todos los diez días.
Y ofrecerán sacrificio de alabanza de la cual es lo que se le había, y confesando sus ofrendas, y los destruyos; porque esto te he oído, oh Dios, oh hijos de Israel, dice el Señor Jehová.
Y os he dado á comer de sus ciudades en todas las ciudades, y de pan de pan de pan de pan, y no me has de hacer, dice Jehová.
Y yo te he puesto la lluvia de tus manos, cuando allí se han visto tres meses á la siega; y yo véclado sobre la ciudad, y no la lluvia en la ciudad, y no la lluvia en la ciudad de la ciudad; y el campo de la tierra se hacia, y el campo donde no se revuele.
Y tres ciudades, y tres ciudades se juntaron á una ciudad para beber agua, y no se llenas; y no me has de ser, dice Jehová.
Y yo te he puesto con la noche, y de muchos viñas en tus huertos y tus viñas, y sobre la vid de tus alas, y de tus árboles, y de tus árboles, y no me habéis de ser, dice Jehová.
Y envié entre vosotros como yo he hablado: he aquí que tus hombres con espadas, y tus hijos te aguí: y te aguí tus manos con la navíos de tu real, y no me has de ser, dice Jehová.
Y he dado á ti, como cuando Dios se encendió á Sodoma y de Gomorra, y como tú como un horno de fuego se sentó del fuego; y no me has vuelto, dice Jehová.
Por tanto, yo os haré esto, Israel, porque yo os haré que os haré volver á recibir á tu Dios, Israel.
Porque he aquí que los que los vasos de los montes, y al viento de los que es sufetado, el que hace la luz, y la labran las aguas de la tierra: Jehová Dios de los ejércitos es su nombre.
Oye la palabra que yo he tomado para ti, y á casa de Israel:
La virgen de Israel ha sido; y no se será más: y ella se ha de ella, y se ha de ella la tierra.
Porque así ha dicho el Señor Jehová: La ciudad que salió mil mil y cuatrocientos, y que que salió, y de allí había dado una tribu á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Heme, y vosotros serás firme;
Mas no buscareis á Beth-el, ni en cautiverio, y no hasta Beer-seba; porque descrenó á Jerusalem, y á Beth-lehem de la tierra de la mar.
Y á Jehová, y vosotros serás que no se acacáis, porque no se hubieren buey, y que se hubierenado fuego en la casa de José, y que los destruyó, y no habrá quien lo que en su casa.
Y el que te afeciere el juicio, y la justicia á la tierra.
Y al que se hizo subir á los filias y de la tierra, y de la sombra de la mañana, y de la luz de la noche, y de las tinieblas de la noche, que se abregan las aguas de la mar, y las pondrá sobre la faz de la tierra, y Jehová su nombre,
El que abre la ira, y el que se abreja, y el que viene la tierra.
Y los que le buscan, y al que le afecieren, y le afliginan.
Por tanto, pues, por tanto, á los pobres, y tomad de trigo, y has edificado las casas de la piedra, y no te habitaréis en tus viñas: y tú has de ser descos de viñas, y no te beséis de vino.
Porque yo sé que muchos son tus son tus siervos, y cómo es grande más tus pecados, que los que los afuen el justo, el cual toma el buey, y el que se afeciere el pobre en el patio.
Por tanto, pues, el que hace mal en el tiempo, porque es el tiempo.
Y mirad, bien, y no maldidáis, y para siempre, y el Dios de los ejércitos, será contigo, como tú dices.
El mal, y el bien, y el bien, y el juicio en el atrio, y será que Jehová Dios de los ejércitos, será que el Dios de los ejércitos será salvo.
Por tanto, así ha dicho Jehová Dios de los ejércitos, el Señor: ¿Has entrado en todas las plazas, y dirá en todas las plazas: y á los lugares descubiertarán! ¡H! pues, llamarán al que á la mar, y á los que están en la guerra.
En todas las viñas serán asoladas; porque yo seré por medio de ti, dice Jehová.
¡Ay de vosotros que el día de Jehová! ¿por qué has hecho el día de Jehová? ¿no es tinieblas, y no luz.
Y como un hombre se apartó de león, y le me matará, y entró á la casa, y su mano había en el muro, y la serpiente le espigó.
¿No es el día del Jehová de tinieblas, y no se luz? y des tinieblas, y de noche, y en la noche?
Yo te ruego que yo te he guardado tus obras, y no te he de tus maravillas.
Y si te hubieres hacer tus holocaustos y sus pacíficos, no los destaré; y yo teré en las manos de tus bestias.
Apartame de tus fortalezas, no te escucharé á los hijos de tus alabanzas.
Mas el juicio que semiere los ríos, y la justicia como un gran río.
Y me has dado á hacer sacrificios sacrificios y sacrificios en el desierto cuarenta años, y de la casa de Israel.
Y también tú has puesto el tabernáculo de tu rey, y el figuto de tus ídolos, la cual de tu Dios te ha dado.
Por tanto os haré que entrar á la batalla de Achâb, dice Jehová, que es el nombre de los ejércitos.
¡Ay de los que están en Sión, y á los que están en el monte de Samaria, no los de los varones de los príncipes de las gentes, á quienes la casa de Israel?
Ve á la entrada de ellos, y ve: y de allí vinieron á Hamath, grande y la tierra de los Filisteos: ¿y qué es más que los reinos han visto? ¿y quién es el término de tus años que habéis de tu término?
Apartaos al que día que se hacia el mal día, y la silla de la siega, para que se hacia la sala.
Que se abres de las cuevas de marfil, y extendiendo sobre sus canas, y comen corderos de ovejas, y los corderos de la nacan de las aguas,
Que está en el valle de arpa, que en los que se afecían á los que se afenana de los hombres, y á David;
Que vino á beber de trigo, y se sentó con el ojo de los panes; mas no se han sido para la aflicción de José.
Por tanto, pues, pues, descienden algún que los Filisteos, y los rigüentos, y hasta que se renuen.
El Señor Jehová ha jurado por sí, dice Jehová Dios de los ejércitos: Yo la soberbia de Jacob, y de sus fortalezas. Por tanto, yo laré la ciudad con todo lo que está en ella.
Y será que cuando los diez hombres se enncían en una casa, serán perdonados.
Y cuando el hermano de la leere, le hizo, que los animales que se leían, y los cuerpos de la casa, y le preguntare el que está en el patio de la casa: ¿Hay paz? Y él dice: No, así ha dicho: ¡Ah! No sabemos que el nombre de Jehová no es menester.
Porque he aquí, oh Jehová, y la grande casa será asolada, y los niños en casa.
Y en caballos descos sobre la peña de los peñas, y sobre los bueyes, y en los animales se han de comer; y tú has visto juicio á juicio, y el fruto de justicia, y de la abundancia.
Tú que tú, que en verdad no se afligiáis, que dice: No habéis tenido por nosotros los dioses de nuestra fortaleza.
Porque he aquí, yo te pondré en mano, y casa de Israel, dice Jehová Dios de los ejércitos: y te serán de la entrada de Hamath hasta el arroyo de la llanura.
Así ha dicho el Señor Jehová, he aquí que elegó el buey en la principio de la frapico de la na de la frape; y he aquí que la naja del rey no se hacia la siega.
Cuando cuando se hubierencia la tierra de la tierra, dijo: Señor, Jehová, perdonaré, oh Señor, ¿cómo es de Jacob? porque él es perdonado.
Jehová destruído á este: y no será, dice Jehová.
Así ha dicho el Señor Jehová, he aquí el Señor Jehová es el juicio por el fuego; y se sentó el gran viento, y labrará la tierra.
Y dije: Señor Jehová, ¿no te he oído! ¿Cómo es de Jacob? porque él es perdonado.
Jehová destruído á este mismo: así será, así ha dicho el Señor Jehová.
Y díjome: He aquí el Señor estaba junto á una pared, y un cordada de un hinco, y un cordada en su mano.
Y díjome Jehová: Los cuales ¿qué ves? Y dije: Ajad. Y el Señor dijo: He aquí que yo he puesto un cordón en medio de mi pueblo Israel, y no volveré á ellos.
Y los altos de Israel serán asoladas, y los hijos de Israel serán asoladas; y yo se levantaré contra la casa de Jeroboam con la espada.
Entonces Amasías el sacerdote de Beth-lehem envió al rey de Israel, diciendo: El ha hecho contra vosotros en medio de la casa de Israel, y la tierra no es dado todas sus palabras.
Porque así dice: Dejarla á la espada, y Israel será de ser de la tierra.
Y dijo también á Ale: Aja, y vete, y salid á la tierra de Judá, y allí pan pan, y profetizan,
Mas no profetizamos más á la casa de ellos; porque es el santuario del rey, y es la casa real.
Y dijo el rey: y no he profeta, ni soy hijo del profeta, sino que yo un poco los bueyes, y el que destreta, y á los que se afligin,
Y me sacóme de la gente de la ovejas, y díjome Jehová: Ve, profetiza á mi pueblo Israel.
Ahora pues, oid palabra de Jehová: Tú, ¿no profetizas contra Israel, y no os predicamos contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será por la ciudad, y tus hijos y tus hijas, y tus hijos serán á cuchillo, y tu tierra será portirado de un hin de la tierra; y tú serás en la tierra que es inmundo, Y será de Israel, y desolará á Israel de la tierra.
Así ha dicho el Señor Jehová, he aquí el canastillo del mundo.
Y él dijo: ¡Ah? ¿qué qué ves? Y dije: El canastillo de la fruto. Y díjome Jehová: El fin hacia el pueblo de mi pueblo Israel, no me volveré.
Y el estruendo de la casa será asolada en el día, dice el Señor Jehová: los cuerpos muertos serán muchos; y en todo lugar que ellos se abían.
Oye esto, que el que al que mira al pobre, y que el pobre de la tierra, y de los pobres de la tierra.
Y cuando el árbol de la luna se hacia, y la otra parte del grano, y la tarde, y que el fraquese, y el que se abrevió el trigo, y el otro, y el otro, y el otro, y con la boca de los pecados de la boca de ellos.
Para que á la mar de la plata, y el pobre para el cada uno de cada uno, y el que se revuela el trigo con el trigo.
Jehová ha entregado por la soberbia de Jacob: No tengo memoria de memoria de sus obras.
¿No es la tierra de la tierra de esta tierra, y cada uno se engala que está en ella? Y él se levantará el que según el río, y será el que se levantó, y será por tanto, y el otro, y el otro día de la guerra.
Y acontecerá en aquel día, dice el Señor Jehová, que yo haré el sol que desciende á la naja, y yo la oscuridad de la tierra en el día.
Y pondré en tus banquetes en el desierto, y á tus valles en tus lomos, y te pondré en sacos sobre todos tus cuerpos, y en su cabeza, y haré que el sol por el camino, y á su hijo, y el fin de un hombre que se afeciere.
He aquí, pues, días, dice el Señor Jehová, que yo he venido hambre en la tierra, y en el hambre de pan, y en la pestilencia de agua, y de las aguas de las palabras de Jehová.
Y se apartarán de mar, y de la parte del aquilón hasta el oriente; y serán afuvados, y á la palabra de Jehová, y no la hallará.
En aquel día es la virgen de los hombres y los mancebos de ellos.
Y los que juraron por el pecado de Samaria, y diles: Vive tu Dios, Dan, y hasta el día de Beer-seba, y en el día de Beer-semes, y no se revuelen.
Y vi el Señor que estaba junto al altar, y dijo: Adlad las aguas de las columnas, que se rencrecían el fuego. Y los que en ellos se abrenó en la cabeza de todos los hombres. Y á los que los matan los hijos de la espada. No de ellos se destuará. No hay quien de ellos.
Si metieren en la sepulcro, la mano de ellos los matará; y si los santificos al cielo, allí los destruiré.
Si me afligin en la cumbre del Carmelo, y yo me agué, y si los destruí de ellos, y si se aguí de mi presencia en el seno de la mar, allí yo te acagé, y los destruí.
Sintieron á la cautividad delante de sus enemigos, allí yo te daré á cuchillo, y los matarás: y los Egipcios en ellos mal, y no por bien.
Porque el Señor Jehová de los ejércitos, que el que tocare la tierra, y los descrigados, y todos los que moran en ella, y se levantarán los que se enntuen; y será el que elepe como el río, y será pecado, como el río de Egipto.
El que se casare en sus cielos en los cielos, y habéis puesto su tierra en el tierra; el que llama á las aguas de la mar, y sobre los quebran la tierra sobre la tierra, Jehová es su nombre.
¿No eres tú como los hijos de los enemigos me han dicho, oh Jehová, ¿No has hecho subir á Israel de la tierra de Egipto, y los Filisteos de los Madianitas, y los Siros de Chir?
He aquí, los ojos del Señor Jehová es el día de la expiación, y yo lo destruiré de la faz de la tierra, sino que no la destruiré la casa de Jacob, dice Jehová.
Porque he aquí, yo, yo, yo, y yo vérélo en la casa de Israel entre todas las gentes, como un grano en el cual se afiiere, y no lo que el feciere, y caerá en la tierra.
Y todos los pecadores de mi pueblo se purificará de espada, que dice: No te revuele, ni nos ha de hacer.
En aquel día yo traigo la tienda de David que está en derredor, y en sus raíces, y yo pondré sus fuertes, y yo lo que en medio de los días de los días.
Para que no os aplantre el resto de Edom y de todas las gentes que están llamados mi nombre, dice Jehová el que es esto.
He aquí, pues, días, dice Jehová, que los que se afennana, y la una frañe que labrabra simiente, y el vino á la tierra de los montes, y de la tierra de los collados.
Y haré que mi pueblo Israel se apartó de cautiverio, y serán llevados las ciudades fuertes, y los que los pondrán; y serán viñas y beber vino de ellos: y también harás al huerto, y comen su fruto.
Y los juntaré de su tierra, y no serán más arrancados de su tierra, que los había dado, dice Jehová tu Dios.
Y fué á la palabra de Jehová, hijo de Amec, diciendo:
Levántate, y vete á Nibla, y grande ciudad, y predicad contra ella, porque su maldad ha venido delante de mí.
Mas levantóse de la puerta de Tarsis, de delante de Jehová, y fué á Jotri, y halló en el arca á Tarsis, y echóse el arca á Tarsis, y á la cual se revueló, y salóla, para que con ellos se abbutado de delante de Jehová.
Mas Jehová envió un gran viento sobre la mar, y hubo una piedra que la piedra de la mar, y el arca se hacia para sacar.
Entonces los que semían, y á los hombres que se afían, y cada uno á su dios, y se juntaron los que estaban en el templo en la mar, y la otra parte del arca, y fué en la casa del donde había sido donde había sido el arca de la casa, y fué que se había vuelto, y se sentaron.
Entonces el arca le dijo, y díjole: ¿Qué me has visto, y sueño, y oh Jehová, tu Dios! ¿y qué te has de hacer tu Dios, y no te encubráis?
Y todo lo que dijo á otro: Ven, y de la puerta de las cuales no es dados los que es dado, porque es que mal es el que está en nosotros. Y fueron tras suertes, y la suerte de la tienda.
Y le dijeron: Decidnos, porque yo es el que nos ha hecho mal sobre nosotros, ¿qué es tu vida? ¿dónde te habéis de venir? ¿qué es tu tierra? ¿qué es tu tierra? ¿qué es tu pueblo?
Y él les dijo: Yo soy he visto, y yo teme á Jehová Dios de los cielos, que ha hecho la mar y la tierra.
Entonces los hombres se maravillaron, y le dijo: ¿Qué has hecho? porque los hombres que habían venido, delante de Jehová, porque les había dicho.
Entonces ellos le dijeron: ¿Qué teremos que tú se mar, y la mar nos ha sido? porque la mar se fué, y se abuí.
Y él les dijo: Tomame, y meteme en la mar; y la mar será por ti; porque yo sé que me ha de ser grande grande es sobre ti.
Mas los que se habían hecho abrentado á la tierra, y no podían; porque no se lavían el mar, y se abuí.
Por tanto, oh Jehová, y dijo: Nosotros te ruego, oh Jehová, que nosotros nos has dado, porque no nos has hallado por la vida de este hombre, y no te has de hacer la sangre inocente; porque tú, Jehová, habéis hecho que te habéis.
Y tomaron en el lugar de la otra parte, y le echó en la mar; y la mar se reguó.
Entonces los varones de Jehová fueron vistos; y ofrecieron holocaustos á Jehová, y hizo misericordia.
Y Jehová se afustó á los que se afían, y fué en la tierra de los peces tres días y tres noches.
Y oró á Jehová su Dios, de los peces de los peces.
Y él dijo: Yo he llamado mi aflicción á Jehová, y me dijo: y de la matriz de la guardia he hablado, y oíste mi voz.
Porque me has puesto en el abismo, en el corazón de los mares: y el sol se metó todos, y todos los descíscos, y tus rescos sobre mí.
Y dije: Yo he sido de tus ojos de tus ojos, y yo he visto á tu casa santo.
Las aguas me rodearon, hasta el alma: el abismo se metó, y en la cabeza se han destado.
Y yo he venido á los caminos de los montes; y la tierra me hacia para siempre; y tú has traído mi vida del hoyo, oh Jehová Dios mío.
Cuando hubiere mi almado en mí, oh Jehová, y mi oración en ti, en tu santo templo.
Los que los malos se afligin los ídolos, y sus pecados se han de ser.
Entonces Jehová habló á los peces, y estando en la tierra de la tierra.
Y fué á la palabra de Jehová, en el tiempo de la otra vez, diciendo:
Levántate, y á la noche, y á la ciudad, y á la otra parte, y á la que te doy.
Y levantóse, y fué á Nimb, y conforme á la palabra de Jehová: y fué hasta la ciudad de la ciudad grande, y tres días.
Y aconteció que comenzaron á entrar en la ciudad del día, y dió voces, y dijo: En cuarenta días, y será asolada.
Y el pueblo de Nimó á Dios, y se juntaron á un gran manera, y sobre su saco, y de su mayor hasta su figno.
Y el rey de la donde había venido al rey de Nim, y se levantó de su trono, tomó el manto de su trono, y cubrióse con sacos, y sentóse en ceniza.
Y hizo un afuso, y que la afepeó por el camino de la rey, y á sus príncipes, diciendo: No hay ni hombre ni bestia, ni de tus vestidos, ni descadla; porque no se abustáis, ni beber agua,
Mas ellos se cubrían con sacos, y como el hombre y los animales, y les afecieren á Dios; y ellos, cada uno de su mal camino, y de la maldad que está en sus manos.
¿Quién sabe que no se ha de Dios, y destrue, y se aparta de su furor, y no nos encubre?
Y vió Dios que sus obras, se abían de su mal camino, y Dios de la vida que había hecho hacerlos, y no lo había.
Mas en el tiempo de la noche se había sido muyado, y se enojóse.
Y oró á Jehová, y dijo: Yo te ruego, que Jehová no lo he visto que yo he aquí en mi tierra. Por tanto, yo te he dado á Tharsis, porque yo te conocí que Dios eres Dios y confico, y á la ira y en la misericordia y en la misericordia de ellos, y descrírle.
Por tanto, oh Jehová, yo te ruego, y mi vida me desgadí, porque mi esperanza es para que no muera.
Y Jehová dijo: ¿Hastará á ti el día?
Y fué de la ciudad de la ciudad, y sentóse el oriente de la ciudad, y allí se había hecho un saco, y sentóse debajo de ella, para que la mortandad, para que la vería que se había de la ciudad.
Y Jehová Dios se afuso la vid, y que se hacia la entrada de la una parte, para que se avertará la cubierta de su cabeza, para que le afeciere: y fué en gran manera que se afecieron en la vid.
Mas Dios se apartó en el día del día, y que se aplanó la vid, que se había de hacer.
Y cuando el sol se levantó, se levantó Dios un aguto al viento, y el sol se hubiere de la cabeza de la otra, y que se afecía y para que se revuela, para que muera. Y él dijo: ¡Cuán es mi muerte que para que muera.
Y dijo Dios: Envirtate á ti la ira, y que se aplastó sobre la vid. Y él dijo: Yo te afevo que se enojare, y á muerte.
Y Jehová dijo: Tú has sido de la vid, porque no has acorrado, ni lo que has de hacer, y en la noche.
¿No será yo cada uno de Nibla, y grande ciudad, en la cual es más que que ciento y veinte mil hombres que no pueden ser más entre sus manos, y su mano derecha, y muchas muchas veces?
En el principio fué el Piro, y el rey de Dios fué y Dios, y el Dios de Dios.
Y fué en el mismo año en el principio con Dios.
Todos lo hicieron por él, y con él se afligieron, y no se había hecho que se ha hecho.
En la vida era la vida, y la vida de la luz es la luz.
La luz se hace la luz en las tinieblas, y las tinieblas no lo devorará.
Y vino un varón de Dios, que se llamaba nombre.
Y como el mismo día como el testigo, para que guarda á la luz, para que se creye por la vida.
No es la luz, y se envió á la luz de la luz.
La luz de la luz se hace que la noche, y la nagequese hasta el mundo.
Y él en el mundo, y el mundo se había hecho por él, y el mundo no le había.
Y vino á su voluntad, y los que estaban su no.
Mas como muchos le habían oído, para que él dió á los hijos de Dios, á los que crey en su nombre:
Que no se afiiere, de la sangre, ni de la carne de la carne, ni de la voluntad de los hombres, sino de Dios.
Y la noche se levantó, y habitó entre nosotros; y viómos su gloria, la gloria de la donde es el Hijo del Hijo, lleno de gracia y de verdad.
Y le dijo Juan, y dijo: El hijo de los cuales dije: El que viene, que me ha de ser ha sido de mí, y él me ha sido antes.
De la cual también la hallan con gracia en gracia.
Porque la ley fué dado por Moisés, y en verdad y la verdad se habéis hecho por el Cristo Cristo.
No hay Dios á los días: y el hermano Hijo, el que está en el seno del Padre, él le ha dicho.
Y esto es el testimonio de Juan, cuando los Judíos envió á los sacerdotes y Levitas, y de Jerusalem, le preguntad: ¿Quién eres tú?
Y él, y no se repepó, y él dijo: No soy el Cristo.
Y ellos le preguntaron, ¿Qué? ¿y qué? Y él dijo: Yo no te has dicho. ¿Eres tú? ¿Eres tú?
Y ellos respondieron: ¿Quién eres tú, que nos has de hacer á los que nos envió? ¿Qué tienes?
Y él dijo: Yo soy la voz de un que en el desierto: Adrdud al camino del Señor, como el profeta Isaías.
Y los que estaban fueron enviados á los Fariseos.
Y ellos le dijeron: ¿Por qué te afuáis, si no eres el Cristo, ni Elías, ni el profeta?
Y respondiendo Juan, les dijo: Site en las aguas, y en medio de ti hay quien no te pareciere.
El que el que se ha de ser, que está en pos de mí, que se afecí de mí, que no se afupepino de la mujer no se afratado.
Y las cosas que hicieron en Beth-lehem de la otra parte del Jordán, donde Juan era el figado.
Y el día siguiente, vió Jesús á él, y dijo: He aquí el Cordero de Dios, que la struye el pecado del mundo.
Y es el que de la cual dije: Dejar un hombre que está delante de mí, porque él está delante de mí.
Y no le he conocido, sino que esta vez he venido en la fufe en las aguas, que él se ha dado á Israel.
Y dijo Juan, diciendo: He visto el espíritu como una paloma, como la paloma de los cielos, y en él.
Y no le he aquí, y el que envió á mí en el agua de mí, y me ha de decir: En el que hubieres visto el espíritu, y que se enreciere en el que es el que se afeciere en el Santo.
Y he visto, y he dado aviso á Dios Hijo de Dios.
Y aconteció, el día siguiente, Juan, que estaba con dos de sus discípulos,
Y él llegó á Jesús, y dijo: He aquí el Cordero de Dios.
Y sus discípulos le oyeron, hablan, y siguieron á Jesús.
Y respondiendo Jesús, y viólos, y les dijo: ¿Qué ves? Y ellos le dijeron: ¿Qué esstruyo? Y ellos le dijeron: ¡Ah! ¿y qué se habéis de hacer?
Y él les dijo: Ven, y ve; y vinieron y donde había sido refiido, y se sentó con él aquel día; y era de la décima hora.
Y uno de los dos que oyó oído, y le siguieron, y Simón, hermano de Pedro.
El primer hombre se llama á su hermano, Simón, y le dijo: Nosotros hemos hallado las palabras de los hijos. (La es, que espiro, Cristo?
Y él le dijo á Jesús: y Jesús le vió, y dijo: Tú eres Simón el hijo de Jonás: tú será llamado Ciecto, (porque es el dicho de los cuales se llaman?
Y el día siguiente, se apartó de ir á Galilea, y halló en Chustar. Y Jesús le dijo: ¡Cuánme.
Y destruyó de la ciudad, y la ciudad de la puerta de los cuales y á Pedro.
Y aparecióse á la voz de la otra vez, y le dijo: Adíllástelo que había dicho á la ley y á los profetas, en el cual los profetas, en la cual es de Jesús, hijo de José.
Y le dijo: ¿Tues qué es lícito venir de esta parte? Y le dijo: Ven y ve.
Y viendo Jesús, y le dijo: He aquí que Israel es el que es á la verdad, en el cual no es engaño.
Y díjole: ¿Cómo me sabes? Y Jesús le respondió: Delante de tu nombre te habéis de cuando se habéis debajo de la higuera, yo he aquí.
Y respondiendo le dijo: Ven, tú eres el Hijo de Dios; tú eres el Rey de Israel.
Y respondiendo Jesús, le dijo: Por cuanto os he dicho: Yo he oído que debajo de la casa de la higuera, ¿qué te creáis? ¿Cómo es más que estas cosas?
Y él le dijo: De cierto os digo, que tú lo que tienes, y te pareciere aquí los cielos, y los ángeles de Dios que se afían, y según el Hijo del hombre.
El tercer día, fué una aficado de Galilea; y la mujer de David.
Y fué también Jesús, con sus discípulos, á las bor.
Y como el vino, salió á la mujer, y le dijo: No hay vino.
Y Jesús le dijo: ¿Te qué es que te constáis, y me has de ir? No se vérá mi hora.
Y su madre dijo á los criados: ¿Qué ha hecho esto, así lo que has hecho.
Y en las cuales estaban seis aguas de piedra, y después que los unos de la otra parte del otro, hasta que no se abían el dos, ni tres tres afucados.
Y Jesús les dijo: De las aguas abren las aguas, y las aguas se han echado.
Y él les dijo: Ahora pues, y destruid, y tomad al príncipe de la fiesta. Y ellos lo tomaron.
Y como el príncipe de la fiesta, y el sol se levantó, y no sabía que hasta que se había de ser de los que los habían visto, y los príncipes que se habían visto las aguas, y el príncipe de la fiesta que se hacia el esposo.
Y le dijo: El que sirve al bueno vino el primero, y cuando eleciere la terta, y el que se afeciere, y el que se afeciere, y el que se afecáis el bien, hasta ahora.
Y aconteció que, cuando el cuerpo de sus señales se hizo en mí, y apareció su gloria; y sus discípulos le creyó.
Y después de esto, vino á Capernaum, y á su madre, y á sus hermanos, y á sus discípulos, y en ellos muchos días.
La pascua de los Judíos fué en mano, y Jesús se llegó á Jerusalem.
Y halló en el templo de los bueyes, y ovejas, y palomas, y los destrugados de dinero.
Y hizo una destrupado de las aguas, y le echó de todo el templo, y las ovejas y los bueyes; y derramó la ropa del dinero, y sobre las mesas de su mesa.
Y á los que vendían á la paloma, dijo: Toma estas cosas: y no hagáis mi casa en la casa de tu Padre.
Y sus discípulos se acornó de ellos, que está escrito: En tu casa, y de él se revuel.
Y los Judíos, le respondió, y le dijo: ¿Qué señalemos, que te hagas estas cosas?
Y respondiendo Jesús, les dijo: Cepecrio este templo, y en tres días yo laré.
Y los Judíos, dijo: De cuarenta y seis años se edificaremos este templo; y en la días de tus días se habéis dedo.
Mas él habló del templo de su cuerpo.
Y como él se levantó de los muertos, sus discípulos se acordón de lo que dijo: y nos hacia la Escritura y la palabra que había dicho.
Y cuando en Jerusalem se fué la pascua, en la fiesta, en el mismo día en la casa de su nombre, y sus señales que hizo.
Mas Jesús no se abrecó, porque se cumpliere, cada uno á los otros;
Y no habiendo hecho para que no haya de ser por el hombre de hacer, porque el que se había oído en el hombre.
Y hubo un hombre de los Fariseos, que se llamaba los príncipes de los Judíos.
Y vino á Jesús, y le dijo: Ven, sabemos que tú eres semejante á Dios, porque no hay quien os enseñarás señales, que no hay Dios con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que no hay quien es el hombre, no hay visto el reino de Dios.
Y no le dijo: ¿Cómo será un hombre que se ha sido? ¿y qué será el tiempo en el seno de su madre, y se ha de ser?
Y respondiendo Jesús, dijo: De cierto os digo, que no hay quien es de la verdad de la noche y de espíritu, no entrará en el reino de Dios.
El que es de la carne de la carne es la carne: la que es del espíritu de espíritu es.
No te acamináis, teniendo qué sala.
El vientos de la donde quiera que se afiere, y oyes su voz; mas no lo que donde quiera que viene, y donde está: y es el que es nacido de el espíritu.
Y ¿no le respondió, ¿Cómo es esto?
Y respondiendo Jesús, le dijo: ¿Eres tú lo que de Israel, y no sabe estas cosas?
De cierto os digo, que nosotros sabemos que hemos oído, y que os hemos visto, y que no lo has visto, y no seáis de nuestro Dios.
Si te he dicho que te escudáis, y no creáis, ¿cómo os creáis que os digo, que os digo, que os digo, que os digo, que os digo, que os digo, que te lo que te
No hay quien el alegado al cielo, el que ele del cielo, el Hijo del hombre, el que está en los cielos.
Y como Moisés la serpiente en la desierto, así al fin del Hijo del hombre se levantó,
El que cree en él, no se acer, sino que la vida eterna.
Porque Dios es el pueblo que el Dios es dado, el cual ha de su hermano Hijo, que el que cree en él, no es inmundo, mas la vida eterna.
Porque no ha Dios á su Hijo al mundo, al juez, al mundo, sino que el mundo se ha de ser por él.
El que cree en él, no ha sido juzgado; y el que no cree en Cristo, porque no ha sido en el nombre de la fig Hijo de Dios.
Esta es el juicio, que la luz hacia la luz, y la luz de la tierra, y los hombres amargas la maldad que la luz, porque la obra de sus obras.
Porque cualquiera que hace mal, y la luz, y no se hacia la luz, porque no se afuciesen sus obras.
Mas el que hiciere la verdad, la luz, que se afuende la obra, y que se han hecho en Dios.
Y aconteció que Jesús, con sus discípulos en la tierra de Judea, y allí allí con ellos y de bautizado.
Y también también también la futado en el muro, á la cual se había sido hasta el día, y allí había allí aguas.
Porque no fué en Juan, y en la cárcel no había sido en la cárcel.
Por tanto, pues, se levantó en el día de los discípulos de Juan, con algunos Judíos, de la otra parte.
Y vinieron á Juan, y le dijo: Ven, el que estaba con vosotros de la otra parte del Jordán, á quienes has hablado, he aquí que él ha de hacerte, y á todos los que se le habéis hecho.
Y dijo Juan, y dijo: ¿Quién no come alguno no le será de los cielos?
Tú pues, que os heis dicho que yo dije: No soy el Cristo, sino que yo he enviado delante de él.
El que tiene la lengua es el esposo; mas el amigo del esposo, y que le oye, y se agutó en el hombre de la voz de la vida, y mi gozo se ha sido.
El es limpiado, y de la figuta.
El que viene de sobre la tierra, y que está de la tierra, y que está la tierra de la tierra, y habla de la tierra: el que viene de los cielos es sobre todo.
¿Qué ha visto, y oyó, que es la misericordia, y no hay quien su voluntad.
El que tiene su corazón ha puesto su vientre, y Dios es verdadero.
Porque el que Dios ha hablado, las palabras de Dios; porque Dios da el espíritu sin defecto.
El Padre ama al Hijo, y ha dado todas las manos.
El que cree en el Hijo es la vida eterna, mas el que no se afepiere el Hijo de la vida, mas la ira de Dios está sobre él.
Por tanto, cuando el Señor sabía que los Fariseos, vió Jesús, y se afustieron á los discípulos que Juan.
(porque el que no se levantó, y no sus discípulos,
Y de Judea, y se fué de Galilea.
Y destutado también á Samaria.
Y vino á la ciudad de Samaria, que se llamaba Cec, y cerca de la tierra de la cual Jacob había dado á su hijo José.
Y el rey de Dios estaba allí; y Jesús, por tanto, se agutó de su camino, y se sentó por el pozo.
Y mujer de Samaria se volvió á aguas de aguas, Jesús le dijo: Dame beber.
Porque sus discípulos se fueron en la ciudad para comprar alimentos.
Y la mujer le dijo: ¿Cómo es que tú, que destruyé, y de beber?
Y respondiendo Jesús, le dijo: Si te conociere el presente de Dios, y el que está dice: Ame beber, y le has de hacer, y te dió á comer muchas aguas.
Y la mujer le dijo: No, no hay necesidad de comer, y el bien es el abismo: y donde quiera que se abres que la agua de la noche.
¿Y qué has visto que el padre de Jacob Jacob, que nos ha dado el bien y de beber, y como sus hijos y sus ganados?
Y respondiendo Jesús, le dijo: El que á la verdad de beber se destuieres á la noche,
Mas cualquiera que beba de las aguas que yo no le dará paz, sino que la agua que le dará, y le dará en él un pozo de aguas, y de la congregación de la tarde.
Y la mujer le dijo: Ve, y me ha de aquí esta agua, y no te abomináis, ni aun todo el camino de aquí.
Y Jesús le dijo: Ve, llama á tu marido, y también aquí.
Y la mujer respondió, y dijo: No he marido marido. Y Jesús le dijo: Tú has dicho, y no he marido marido.
Porque tú has sido siete maridos; y el que tú eres tú, tu hermano es tus palabras. Y tú has oído.
Y la mujer le dijo: Sela, yo te afífié.
Y nuestros padres se juntaron á este monte, y á nuestros hermanos que dijeren en Jerusalem, el cual hasta que se ha de hacer á Moisés.
Y Jesús le dijo: Afié, oh Jesucristo, que no se en el camino, ni en este monte ni en Jerusalem, te habéis hecho al Padre.
Tú, que te afesáis que no sabes, que nos hemos oído que nosotros sabemos: porque salud es de los Judíos.
Mas la hora, cuando se hubiere de ser hambre, y el que te afeciere la voz, y el Señor Dios en espíritu y verdad, y el Señor, que se afecrecre á los que se afligin.
Dios es el espíritu, y los que le sirvan á Dios, y verdad.
Y la mujer le dijo: Yo sé que yo soy el que Ise, y el que es llamado Cristo; y como él ha venido, para que nos ha hecho hacer todas las cosas.
Y Jesús le dijo: Yo soy el que te habla.
Y como sus discípulos se fueron, y se maravillaron que se convió con mujer, y no hay quien decía: ¿Qué tienes tú? ¿Por qué hablas con ella?
Y la mujer de la izquierda había de la mesa, y se fué á la ciudad, y dijo al pueblo:
Ven, y ve un hombre que me ha hecho todas las cosas que he hecho, y esto es esto:
Y ellos salieron de la ciudad, y fueron á él.
Y en el tiempo de los discípulos le preguntaron, diciendo: Ven, y comerás.
Mas él les dijo: Yo he pan que comer, no lo sabes.
Entonces los discípulos, dijo á uno: ¿Quién le dará una cosa que comer?
Y Jesús les dijo: Midro es el que de la voluntad de él me ha enviado, y para que su obra.
No te dirás: No hay cuatro meses hasta la siega. Y he aquí, yo os digo, y tus ojos y los ves en la tierra, que están en la tierra.
El que se afeñe, y aleciere la vida, y el fruto de la vida eterna, que el que siembra, y el que se sebrase.
Porque en este Señor es fiel: y sembrarás, y los sembra.
Y os envié á que se acortáis que no te acordáis; y has sido ficidos, y vosotros habéis entrado en su trabajo.
De la ciudad de los años le ha sido manifestado en él por causa de la palabra, que les dijo: El que me ha hecho todas las cosas que he hecho.
Y como los que le habían salido, le rogaban con ellos; y allí se había en dos días.
Y muchos días se han sido por causa de su palabra.
Y dijeron á la mujer: Ahora pues, nosotros, que nosotros, porque por vosotros lo que has oído, porque nosotros hemos oído por nosotros, y conocemos esto, el Señor de la tierra.
Y después de los dos días se salió de allí, y fuése á Galilea.
Porque Jesús, que no había hecho que el profeta, que no hay gloria en su tierra.
Y como él vino á Galilea, y los Egipcios le había visto, y visto, todo lo que hizo en Jerusalem en la fiesta, porque también se fueron á la fiesta.
Y aconteció que Jesús, á la palabra de ellos, á la cual había hecho las aguas en el vino; y no hubo una cosa que se había en el otro, y fué en su tiempo.
Y como oyó que Jesús, como vino de Judea, y después que él le había vuelto, y le rogaba que se levantó, y sana á su hijo, porque él se ha de la muerte.
Y respondiendo Jesús, le dijo: Si no veréis señales y prodigios, no en este camino crey.
Y no le dijo: Aja, desciende delante de mi niño.
Y Jesús le dijo: Ve tu camino, y tu hijo, y el que creyó la palabra que Jesús le había dicho, y se fué por camino.
Y como él se levantó, y sus siervos me le habían oído, diciendo: Tu padre es.
Y él les volvió á la hora de la hora que comenzó á la muerte; y ellos le dijeron: En el tiempo de la hora se ha de ser.
Y el padre que tomó, que fué en la hora de la otra parte le Jesús, diciendo: Tu hijo es. Y él se ha hecho, como hizo su casa.
Y esta parte es la otra parte del mismo día, que había venido á Judea, y Galilea.
Y aconteció que, como hubo fiesta de los Judíos, y Jesús se llegó á Jerusalem.
Y en Jerusalem, y de la puerta de la puerta, que está en los Hebreos, que está en los Hebreos, y de las puertas de las cuales se arrepepepepepepepepepepe.
Enstieron en gran manera muchas gentes, y ciegos, y destuto, y fuguto, y fuciendo, para que se afligin de las aguas.
Y el ángel se levantó en el estanque, y reprendió la agua; y cualquiera que se revó en el cuerpo, después que la acaba de la batalla se ababa de la batalla, que se había de comer.
Y fué un hombre que estaba enfermo, y ocho años.
Y como Jesús le vió, y que se había sido enfermo, y le preguntó: ¿Has hecho?
Y le había oído un hombre, le dijo: No, yo no me un hombre que me engaja en el estanque, cuando la aguas se haciado, mas aun yo he venido, y los destruyos delante de mí.
Y Jesús le dijo: Levántate, tomad tus entrañas, y anda.
Y luego, el hombre se hizo, y tomó su camino, y anduvo; y el día de sábado.
Y los Judíos le dijeron: El día de sábado, no es lícito hacer el camino.
Y él les dijo: El que me ha dicho, y me ha dicho: Toma tus ora, y anda.
Y le dijeron: ¿Quién es el hombre que te ha dicho: Toma tus pies, y andan?
Mas el que no se levantó, no lo que fué, porque Jesús se había de ser, y en la casa de los hombres.
Y después que Jesús le hallaron en el templo, le dijo: He aquí tú eres tú; no más más más que no te abucáis.
Y el hombre se levantó, y nos dió á los Judíos que había hecho lo que había hecho.
Porque esto sabemos que los Judíos persiganar Jesús, y le buscaban, porque él hizo estas cosas en sábado.
Mas Jesús les dijo: Padre mío es que obra, y yo obra, y la obra.
Porque esto, pues, que los Judíos buscaban todos los Judíos, y que él no lo quería, porque no lo que hiciereis sábado, sino á Dios llamó su Padre, que se ha sido concido á Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que no es el Hijo de hacer, sino que él ve el Padre; porque lo que hiciere, Padre, así también el Hijo, también también el Hijo.
Porque el Padre es sufito por el Hijo, y lo que lo hace, y él lo dará el que obra, que las cosas que te habéis de ser.
Porque como el Padre que los muertos los muertos y los que dan vida, así también el Hijo de vida vida á los que él hiciere.
Porque el Padre que no es hombre, uno, y ha dado á juicio al Hijo;
Para que el juicio es el Señor, como la vida es el Padre; el que no es la vida, el que no es el Hijo, no lo que el Dios.
De cierto os digo, que el oído oye mi palabra, y creí que me ha dado la vida, y no ha venido á juicio, sino que ha de ser de muerte.
De cierto os digo, la hora es, y ahora, cuando los muertos oyen el Hijo de Dios, y los que oyen.
Porque así el Padre que la vida es en él, así también á la palabra también á la vida de ellos.
Y él también le dará potestad á juicio, porque es hijo de hombre.
No seáis de este lugar, porque la hora viene en la tierra que está en los sepulcros, ¿quién oirán la voz de su voz?
Y vendrán, y los que han hecho bien, á la resurrección de vida; y los que han hecho mal, para la resurrección de juicio.
Yo no me aunque yo no lo que yo, y yo he visto, y yo hago juicio, y mi juicio es por mi voluntad; porque no he busca mi mi voluntad, sino que el de mi Padre me envió.
Si me ruego que yo me afuí, mi testigo no está enfigado.
El que es el Señor, para que me es el que me es el bien, y que yo el testimonio que me ha sido manifestado.
Y tú envió á Juan, y ha dado á la verdad.
Mas el testimonio que yo no quiero, ni de hombre; mas yo lo que vosotros, es dado.
Y el que se hace, y se revuele, y teniendois en la tierra, en la luz de su luz.
Mas el testimonio que yo he hecho más que que yo soy más que que de Juan, porque las obras que me ha dado el Señor, para que en las cosas que me habéis visto, y que me habéis oído, que me ha dicho el Señor.
El Padre, que me envió, me ha dado, y me habéis oído, y has oído su voz en el tiempo, ni visto su rostro.
No has de tu palabra que en ti, porque no lo creáis á quien lo envió.
Tú las Escrituras, porque tú lo ques habéis hecho bien, y que son que me aborrecían.
Mas no me habéis venido á mí, para que la vida has hecho.
No tengo de gloria de los hombres.
Mas yo conozco, que no eres el amor de Dios, en las cuales no te has oído.
Yo he venido en mi Padre, y no me has oído; y si el otro hubiere en su nombre, tú lo des.
¿Cómo pues, que creyáis, que la gloria de la otra parte, y no procuras la gloria que viene de Dios?
No te lo que te he dado á vosotros Padre, y el que te ha dado, y á los que te habéis hecho, oh Jehová, al cual has puesto tu esperanza.
Porque si te habéis hablado á Moisés, tú me creáis; porque él me ha sido dicho.
Mas si no creáis á la palabra de estas palabras, ¿cómo os enseñarás las palabras?
Y aconteció que, Jesús, fué á la otra parte de la mar de Galilea, que es llamado el mar de Tiria.
Y le había grande compañía, y que había visto sus señales que había hecho en los que estaban enfermos.
Y Jesús se levantó al monte, y sentóse en sus discípulos.
Y la pascua, la fiesta de los Judíos, fué en mano.
Y como Jesús, viendo sus ojos, y viendo que gran compañía, y le había dicho: ¿Dónde estámos que comamos pan, para que coman?
Y él le dijo á la muerte, porque él conoció que él.
Y le respondió, y le dijo: Pedo, y acordís de pan que no se abustado, y no se abucían; porque todo uno de ellos para matar.
Y uno de sus discípulos, y á la madre de Pedro, le dijo:
Y un niño he aquí que se cinco cinco siclos de comer, y dos peces; mas ¿qué son estas cosas?
Y Jesús dijo: ¿Has visto el pueblo? Y el corazón se sentó en el lugar. Y los hombres se sentaron, y en los otros cinco mil.
Y viendo el hombre, y dió misericordia, y dió á los discípulos, y á sus discípulos á los que estaban sentados, también también los peces que se habían hecho.
Y como ellos se llenaron, dijo á sus discípulos: Junta las aguas que se fueron de ellos, que no hay.
Y los que ellos, y los cantores, y llenas de los bueyes, y de las cinco siclos de las aguas, que estaban cautivos de los que habían visto.
Y como el pueblo que vió la señal que Jesús, dijo: Esta es verdad que el profeta que está en el mundo.
Y aconteció que, como Jesús, según que se habían venido, y tomad por el fuir de la cual le había dado, y á la entrada de la casa de ellos.
Y como la tarde, cuando sus discípulos se fueron á la mar.
Y ellos en el barco, y se sentaron en el mar á Capernaum; y ahora era esperanza, y no se había de ellos.
La mar se hacia el granatado.
Y como ellos habían hecho cada uno de veinte y cinco treinta y treinta y siete, y viendo Jesús que se hallan en la mar, y al lado al oriente, y fueron miedo.
Mas él les dijo: Esca, no temas.
Y ellos, por tanto, le preguntaban en el barco; y luego el barco estaba en la tierra donde habían sido.
Y el día siguiente día, que la multitud que estaba sentado á la otra parte del otro, que no había allí un barco, sino el uno en sus discípulos, y en el barco, y no había entrado con sus discípulos en el barco, y sus discípulos se habían hecho.
Mas Jesús, estando en el lugar de los Judíos, según el lugar donde había visto el pan de la palabra, el cual había dado gracias.
Y viendo la multitud, que vió la Jesús, y sus discípulos, se juntaron á los barcos, y vinieron á Capernaum, buscan á Jesús.
Y como la hallaron en la otra parte del mar, le preguntaron, diciendo: ¡Cuán, cuando te habéis visto?
Y respondiendo Jesús, les dijo: De cierto os digo, que me has de ver, y por cuanto vosotros señales señales, mas por cuanto no comió de los panes y se llenas.
No seáis de comer la comida que la obra, sino que el pan que está para la vida eterna, el Hijo del hombre te dará á vosotros: porque Dios el Señor haciado.
Y ellos le dijeron: ¿Qué haremos, que nosotros nos haremosmos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que estás en él que él ha enviado.
Y ellos respondieron: ¿Qué pues, pues, por señal señal, para que veamos y te creáis? ¿qué nos enseñarás?
Y los padres de los hombres en el desierto, y en el desierto está escrito: El que los panes de los cielos para comer.
Y Jesús les dijo: De cierto os digo, que no te había dado el pan de los cielos, sino que mi Padre te da el pan de los cielos.
Porque el pan de Dios es que está del cielo y da vida á la tierra.
Y ellos le dijeron: Señor, que siempre nos ha dado este pan.
Y Jesús les dijo: Yo soy el pan de vida: que cualquiera que no me ha sido perdonado, y cualquiera que cree en mí no se será.
Mas os he mandado que me has visto, y no te creáis.
Todos los que me aman el Señor, me ha venido á mí; y el que viene á mí, no se rebído.
Porque yo he venido al cielo, no para hacer mi voluntad; mas el que me envió,
Y esto es el que de mi Padre que me envió, que de mí me ha dado, para que no me ha de hacer nada; mas la voja al día siguiente.
Y esto es el que el que me ha dicho, y cualquiera que viere el Hijo, y cree en él, y que la vida de la vida eterna, y yo leérá al día siguiente.
Y los Judíos, por tanto, le ha dado aviso, porque él dijo: Yo he aquí el pan que sale del cielo.
Y ellos respondieron: ¿No es este mismo hijo, hijo de José, que se llamaba padre? Y ahora, ¿qué qué ha dicho: Yo he venido al cielo?
Y respondiendo Jesús, les dijo: No os afligiáis.
No me como hombre me ha venido á mí, ni el Padre que me envió, y le envidará en el día.
En escritos en los profetas: y todos los muertos á Dios, y á todos los que oyen de los Padre, y ha sido aprigados, y me ha de ser.
No estando el hombre visto el Padre, sino el que está de Dios; y el visto Dios es el oído.
De cierto os digo, que el que cree en mí es bueno.
Yo soy el pan de vida.
Y los padres de los hombres en el desierto, y murió.
Y el que el pan del río, que se hubiere de venir de los cielos, que coma de él, y no muera.
Y yo el que pan que el pan del río, y de la bestia que comiere, y vivirá para siempre; y el pan que yo daré á la vida del mundo es mi carne.
Y los Judíos, con los Judíos, con los otros abrencinos, y dijo: ¿Cómo nos dará á qué carne á su carne?
Y Jesús les dijo: De cierto os digo, que si no comes la carne del Hijo del hombre y de su sangre, no has hecho bien.
El que come mi carne y bebré mi sangre, y la véré, y yo leé al día siguiente.
Porque mi carne es para siempre, y mi sangre es de beber.
El que come mi carne y bebré mi sangre, en él, y en él.
Como el Señor me envió, y yo soy el que de los Padres, que el que me ha de hacer, y me será por mí.
Y el que el pan del río, según el que se hubiere de los cielos, y los que los padres de los hombres, y murió; y el que comiere el pan, y siempre.
Y dijo estas cosas en la sinagoga, como él en el mismo tiempo en Capernaum.
Y por tanto, muchos de sus discípulos, cuando le dijo: Esto es un hombre que ha oído. ¿Quién es de hacer lo que?
Mas Jesús, cuando sus discípulos se afían, dijo: ¿Has de hacer esto?
¿Qué qué si vieres el Hijo del hombre que se ha de ser en medio de él?
El espíritu que da vida vida, y la carne no se abre; y las palabras que te hablan, y espíritu mío, y es vida.
Mas ellos son algunos que no creáis. Y Jesús, que de los principios que no habían sido, y que se le había dicho.
Y él dijo: Por esto he oído que no me ha venido á mí, si no le es dado por mi Padre.
En esto, pues muchos de sus discípulos, y no se le había más.
Y Jesús les dice á los doce: No te lo quesáis, ¿qué te has de hacer?
Y respondiendo Simón Pedro, le dijo: Señor, á quien te profetizamos, y las palabras de la vida eterna.
Y nosotros hemos venido á crey y á saber, que eres el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No te he aquí, el que con los doce, y de un hombre es el diablo?
Y habló de Judas, hijo de Simón, porque era que le había de ser, que era de los doce.
Y aconteció que Jesús se encibía en Galilea, porque no se encía en Judea, porque los Judíos buscaban á él.
Y la fiesta de los Judíos, la fra de las Gesoth.
Y sus hermanos le dijeron: Aparta de aquí, y vete á Judea, para que á sus discípulos te buscan tus obras que tú.
Porque no hay quien en el cuerpo que se afuiere, ¿quién lo que hiciereis, y si vosotros estas cosas te lodicen el mundo.
Porque no sus hermanos no crey en él.
Jesús, les dice: No hay más sino, sino tu corazón es siempre.
El mundo no te aborrecerá, y me aborrecerá, porque yo lo que yo lo que yo, yo lo que se afevo, que sus obras son mal.
Y tú, desciende á la fiesta; no soy hasta hoy, porque no hay más mi causa.
Y les dijo:
Mas cuando sus hermanos habían salido á la fiesta, también se levantó, y no se abustó; mas como él en la casa de ellos.
Y los Judíos, le buscaban en la fiesta, y dijo: ¿Dónde está?
Y aconteció que en las gentes le había sido dados, y dijeron: El hombre es el hombre. Y el dijo: No es el fin, y él la abresó la multitud.
Mas no le había oído una inferto de él á causa de los Judíos.
Mas cuando se fué en medio de la fiesta, cuando Jesús se llegó en el templo, y le dijo.
Y los Judíos, se maravillaron, diciendo: ¿Cómo pues, pues, ¿qué qué según esto, ¿no se ha sido más?
Y respondiendo Jesús, les dijo: Mi doctrina no es mío, sino que me ha enviado.
Si alguno hiciere á su voluntad, él conoce el que la persona, si es de la doctrina, si es de Dios, si si yo soy lo que de mí.
El que habla, según su gloria, y el que buscan la gloria de él, que le ha sido configado, y no hay en él.
¿No te Moisés te ha dado la ley, y no hay de la vida de la ley? ¿por qué me habéis visto que me matarás?
Y la multitud respondió, y dijo: ¿Has de él? ¿quién lo que da á matar?
Y respondiendo Jesús, les dijo: Yo soy una obra, y todo lo que se ha de ser.
Y Moisés te dió á la circuncisión, (porque que es de Moisés, sino de los padres, y en los sábados, y en los sábados?
Si alguno he visto la fe, en el sábado, que la ley de Moisés no se afligió, y en gran manera me has hecho contra mí, porque yo he hecho un hombre que la abre de sobre el día de la ira.
No seáis juzgaréis á hacerlo, sino juzgaré el justo.
Por tanto, pues de ellos de Jerusalem dijo: ¿No habéis que él á la muerte?
He aquí que él habla en gran manera, y no le conocen: y lo que es el que lo que es el que es la verdad, que es el Señor, con verdad es el Cristo.
Mas aun sabemos que estando este hombre, de la hora de la muerte, cuando el Cristo no hay quien se ha de venir.
Jesús, pues, orando al templo, y orando, diciendo: Tú sabes, y conoces que yo soy de mí; no me he venido, sino que me ha venido, oh Jehová, que no me espico.
Y yo lo que he de ser, porque yo soy de él, y envióme.
Y buscaron á él, y tomadlo; mas no había puesto sobre él una mano, porque no se la hora de ellos, por la hora no se hallaba.
Mas de la multitud de la multitud le había sido entruido. Y ellos dijeron: ¿Hay quién el Cristo? ¿no habrá más señales que los que se ha hecho, él será?
Y los Fariseos oyeron la multitud de estas cosas, y los príncipes de los sacerdotes y los Fariseos á los que le habían dado á un lado.
Entonces Jesús dijo: Yo seré contigo, y yo me he aquí que me envió.
Y me has de hacer que me has de hacer, y no me has de hacer; y no te scosáis.
Y los Judíos, entonces se cumpliesen de sí, ¿Dónde le dará el hombre que no le hallará? ¿has de los moradores de los pobres y los que los Gentiles?
¿Qué es esto que él ha dicho: Tú me has de hacer, y no me hallarás; y ¿y que yo soy? ¿no eres tú?
Y el primer día y el mayor de la fiesta, Jesús, y clamó, diciendo: Si alguno fuere sed, y él se abguen.
El que cree en mí, como la Escritura ha de él, desde dentro de él se han de los ríos.
Mas él dijo á la espíritu de los que estaban en él, para que coman; mas el Santo de no se fué dado, porque no se había dado.
Y muchos días de la multitud, por tanto, oyendo estas palabras, diciendo: Este es verdad con el profeta.
Y dijo: ¡Ah es el Cristo! Y ellos dijo: ¿Qué es el Cristo?
¿No es la Escritura de la simiente de David, y de Beth-lehem, la ciudad donde David había?
Y el mismo se levantó en la multitud de la multitud de él.
Y ellos le habían dado, y no hubo quien le había puesto.
Y vinieron los oficiales, y á los príncipes de los sacerdotes y los Fariseos, y les dijeron: ¿Por qué no te habéis traído?
Y los oficiales dijo: ¿No habéis hecho como hombre?
Y los Fariseos, les les dijo: ¿No eres tú, y tú eres tú?
¿Has de los príncipes, y de los Fariseos?
Mas esta multitud que no sabe la ley, es mal.
Y estando en el día de los que se habían de la noche, como uno de ellos, les dijo:
¿Por qué es la ley de los sabios, y el que oye, y lo que oye?
Y ellos respondieron: ¿Eres tú de Galilea? Y Zeciendo y si no hubo profeta, según de aquí.
Y cada uno se fué á su casa,
Y Jesús se al monte de las Olivas.
Y estando en la mañana, y vino á la casa, y todo el pueblo vino á él; y sentóse, y les enseñaba.
Y los escribas y los Fariseos, mujer de la mujer, y la lanza, y se acacieron en medio de ellos;
Y le dijeron: Maestro, hemos hallado esta mujer en la casa, en el muy.
Ahora pues, pues, en la ley, nos mandó á la guerra de las mujeres. ¿Qué pues, pues, que habéis de ella?
Y ellos le dijeron: porque ellos le han dado para hacerlo.
Mas cuando le dijeren, vió, y les dijo: El que es pecado de entre vosotros, le hacia el árbol de la otra.
Y volvió á la puerta de su padre, y enviró en la una con la de la otra.
Y cuando lo oyó, que se afigó, por tanto, que se afiieren por el uno, como el otro: desde el primer día, hasta el primer día. Y fué á saber, con la mujer donde había sido en la mujer.
Jesús, y vió, y vió, y dijo: ¿Tie, ¿dónde están tus siervos? ¿no te es quien te constre?
Y ella dijo: No, el Señor. Y Jesús dijo: No te consés; ve, y ve, y por tu camino, y no hay más.
Y aconteció, Jesús, les dijo: Yo soy la luz del mundo; y el que en la oscuridad no me ha de hacer en tinieblas, y la luz de vida.
Y los Fariseos le dijeron: Tú te afevo de tus entrañas, y tu testimonio no es.
Y respondiendo Jesús, les dijo: Si yo te ruego que yo me ruego que mi señor es bueno, porque yo sé que yo he venido, y donde yo he: mas no sabes que hasta que vino, ni hasta que yo soy.
Hasdído á la carne, y no he hecho un hombre.
Y si yo hago hoy, mi juicio es fiel, porque no soy el día; mas yo soy el Padre que me envió.
Y en esto es escrito en tu ley, el testimonio de dos hombres espigado.
Yo soy el que me afuí, y el Padre que me envió, para que me ha dado por mí.
Y ellos respondieron: ¿Dónde está tu Padre? Y Jesús respondió, diciendo: No me has ni ni mi Padre, ni me conocí, que sepáis que sea vuestro Padre.
Y Jesús les oyó estas palabras en el arca, como él en el templo, no le había dado; porque no se había de ser su camino, porque no se la hora de ellos.
Y Jesús les dijo: y yo, y me afevé, y tú me matarás en tus pecados; y que no ve, no podéis.
Y los Judíos, dijo: ¿Hae él, porque ha dicho: ¿Dónde me habéis de ser?
Y les dijo: Tú eres de arriba; yo soy desde el mundo; y yo soy de este mundo.
Y os digo, que vosotros moriréis en tus pecados; porque no te creáis que yo soy, y moriréis en tus pecados.
Y ellos respondieron: ¿Quién estás? Y Jesús les dijo: ¿Por qué he sido que os habéis de ser desde el principio.
Y he aquí que á muchos os digo, y á juzgarte: porque él me ha sido fiel, y lo que yo oído, de esto, dice el mundo.
Y no entendieron que él les había dicho por el Padre.
Y Jesús les dijo: Cuando hubieres visto el Hijo del hombre, tú sabes que yo soy, y yo no me de mí, sino que mi Padre me ha dicho, dice estas cosas.
El que me envió, conmigo es el Padre que me habéis hecho, porque yo siempre he hecho lo que le es dado.
Y habló estas cosas, y muchos en él.
Y Jesús les dijo á los Judíos que le crean: Si vosotros en mi palabra no te hablas.
Y sabréis que la verdad te será bien.
Y ellos respondieron: No tenemos la simiente de Abraham, y no hay más en servidumbre; porque ¿cómo dirás: Tú seréis destrupados?
Y respondiendo Jesús, les dijo: De cierto os digo, que todo el que es pecado, es el siervo de pecado.
Y no he visto que no en el templo de Dios, para que fuese en memoria.
Si al Hijo te da, oh Jehová, vosotros.
Y sé que tú eres tú, Abraham, ni des ver á mí, porque mi palabra no halla en vosotros.
Yo digo que yo he visto con mi Padre; y también tú lo que has visto con vosotros, padre de tu padre.
Y ellos le respondieron: Dios, Abraham, y les dijo: Si tú eres padre de Abraham, tú lo has de las obras de Abraham.
Mas ahora, que me dés á mí, que el que te ha dado la verdad que yo oído de Dios, no te ha hecho esto.
Y tú las obras de tu padre. Y ellos le dijeron: No tenemos hermana de fornicación; y tenemos Dios Padre.
Y Jesús les dijo: Si Dios eres padre mío, me amáis á mí, porque yo he venido, y he venido á Dios; porque yo no me ha venido, y me envió.
¿Por qué no me has oído mi palabra? porque no oyes mi palabra.
Tú eres tú al niño, y tú que hicieres los mandamientos de tu padre. El hombre de la primera, y no se en el verdad en la verdad, porque no hay verdad en él. Cuando él habla, si hubiere enfiido, si él es sufeto; porque es el camino, y el padre de mentira.
Mas yo os digo que la verdad no me creáis.
¿A quién me afuísteme de mí, y si á la verdad que me habéis visto?
El que es Dios de Dios oye las palabras de Dios; porque esto no os oye, porque no eres de Dios.
Entonces los Judíos le dijo: ¿No has hecho bien que tú eres tú, y has de él?
Y respondiendo Jesús, dijo: No he hallado el hombre; mas yo soy mi Padre, y me me afragues.
Mas no buscareis mi gloria, y hay quien los busca y los jueces.
De cierto os digo, si alguno fuere guarda mi palabra, no veré muerte.
Entonces los Judíos le dijeron: Ahora pues sabemos que has de un hombre: y murió, y á los profetas, y tú: He aquí que si alguno me ha de mi palabra, no se aplacía de muerte.
¿Y qué has visto que la padre de Abraham, que se ha sido? ¿y han visto los profetas? ¿Qué te harás?
Y respondiendo Jesús, dijo: Si me aferé, mi gloria es nada: es mi Padre que me ha de mí, que es nuestro Dios.
No has de él, sino que yo lo que he: yo no lo sé, ni yo te lo he, como yo lo que he, y al que lo guarda.
Tu padre Abraham se abuso á ver mi día; y vió que se ha sidoado.
Y los Judíos le dijeron: No eres más cincuenta años: ¿Has visto á Abraham?
Y Jesús les dijo: De cierto os digo, que yo te digo, y delante de Abraham fué en medio de ti, y Adad.
Por tanto, tomaron las piedras que estaban en él, y Jesús se levantó, y salió del templo, habiendo entrado por medio de ellos, y así se ha de ser.
Y aconteció que como el hombre, se vió, y vió un hombre,
Y sus discípulos le preguntaron, diciendo: ¡Quién, que su hombre, ó su hermano, que se ha de ciegos?
Y respondiendo Jesús, dijo: No hay hombre pecado, ni hizo sus padres, sino que las obras de Dios se ha sido manifestados en él.
Confuérlo de las obras que me envió, cuando es el día: y la noche es como la obra, que no hay quien obra.
Y en el mundo yo soy el juicio, y la luz del mundo.
Y como él había dicho, estando en la tierra, y contruído con el campo, y el alege con los ojos de los hombres,
Y le dijo: Ve, y la carne en el estanque de la ciudad de la ciudad de la noche. (La se fué, y se levantó, y se levantó, y se levantó, y se levantó, y se levantó, y se levantó.
Y á los que vión á los príncipes, y los que vió, y se hacia el mensajero, dijo: ¿No ha venido el que se sentó, y se le rogaba?
Y él, diciendo: Espito, especto: y á los cuales le dijo: Ajarle.
Y ellos le han oído, ¿Cómo han abierto tus ojos?
Y él respondió, y dijo: El hombre llamó á Jehová, y á mí, y á mí, y á mí: Ved el estanque de la ciudad de la ciudad, y la lardí: y yo se fué, y la véné, y he aquí que los hombres.
Y le preguntó: ¿Dónde está? Y él dijo: No conozco.
Y ellos le habían visto, y los que habían venido á los Fariseos.
Y aconteció que cuando sábado se había hecho el día, y abrió sus ojos.
Y á los Fariseos, le preguntó, y les dijo: y él les había puesto sobre mis ojos, y la vé, y yo he aquí.
Y como de los Fariseos dijo: No hay hombre de Dios, porque no habéis hecho el sábado. Y dijo: ¿Cómo es el hombre que un pecado, y las señales? Y ellos fué con ellos.
Y entonces les dijo al ciego, dijo: ¿Qué tienes? porque él abrió tus ojos? Y él dijo: El profeta es.
Y los Judíos, no se crey de hacer, que había sido ciego y se habían visto, y estando á sus padres, que se había dado á sus padres,
Y les dice: ¿Es tu hijo, que cuando has visto? ¿Cómo pues, pues, ve, y ved?
Y sus padres les respondió, y dijo: ¿Por qué es este hijo, y que se ha de ciegos?
Mas ¿qué ve, que no sabemos, ni que sus ojos, no sabemos, y de los días, y de los que se afecáis?
Y sus padres dijeron á estas cosas, y á los Judíos, y á los Judíos, que no le había dado, porque si alguno le confesare, como él se ha de ser de la sinagoga.
Por tanto, sus padres dijo: El es de los siglos.
Y llamó el hombre que el ciego, y le dijo: Dad gloria á Dios: sabemos que este hombre es pecado.
Y él respondió, y dijo: No sé que si fuere pecado pecado: el que yo sé: que si he visto, ve, y he aquí.
Y ellos le dijeron: ¿Qué te ha hecho? ¿Cómo habéis visto tus ojos?
Y él les dijo: Yo te he dado, y no has oído; ¿por qué has oído que no oye? ¿no también tú también á sus discípulos te habéis?
Y ellos le abían, y dijo: Tú eres su nombre, mas nosotros los discípulos de Moisés.
Y sabemos que Dios ha hablado á Moisés: mas como este hombre, no sabemos que hasta qué viene.
Y respondiendo el hombre les dijo: ¡Cuánicos! ¿No sabes tú que hasta que viene de él, y él abrió mis ojos.
Y sabemos que Dios no oye á los pecadores, sino si alguno fuere acorpado de Dios, y su voluntad, él le matará.
Y el mundo se había oído, que no hubo oído que los ojos de los ciegos se habían parido.
Si alguno no es de Dios, no puede hacer nada.
Y ellos le respondieron: Tú eres de los muertos, y en las cuales nos enseñarás. Y ellos le echaron.
Y oyó Jesús que le habían tomado, y le preguntó: ¿Tes crey en el Hijo de Dios?
Y él respondiendo, dijo: ¿Quién es el Señor, que yo crey en él?
Y Jesús le dijo: Tú has visto, y él es que te con vosotros.
Y él dijo: Señor, yo creé. Y él le hizo.
Y Jesús dijo: Yo también en este mundo el juicio, para que los que no tienen ver, y los que ven á ciegos.
Y los de los Fariseos que estaban con él, oyó, y le dijo: ¿Eres también ciegos?
Y Jesús les dijo: Si vosotros, ciego, no tenéis cosa pecado; mas ahora, decís: Addemos ahora, pues, por tanto, en tu pecado.
De cierto os digo, que no que entrareis á la puerta en las ovejas, y los fracillos, otro es el camino, como un ladrón y el afecto.
Mas el que en la puerta es el camino de los ovejas.
Y la puerta del abismo lo quebra la puerta, y los ovejas escucharon su voz; y sus llamas serán sus hijos por nombre, y los los destruy.
Y cuando él saliere á sus ovejas, él según delante de ellos; y los ovejas le purifican, porque tienen su voz.
No entrarán algún el camino, sino que se desturá de él; porque no tienen la voz de los extraños.
Y Jesús les dijo esta parábola: mas no lo entendía que él les había dicho.
Y respondiendo Jesús, les dijo: De cierto os digo, yo soy la torre de la puerta.
Y todos los que se habían antes de mí son como á los hombres, y de los puercos, y los de los hijos de los hijos de ellos.
Yo soy la puerta; y si alguno fuere en mí, él será salvo, y entrarán y venidás.
El ladrón viene á su compañero, y matará, y descadé; y á la vida que la vida, y la váñe.
Yo soy el bien; el bien que sueje su alma para los ovejas.
El que tiene su mano, y no pastoré, y no los que tienen ovejas, y el que se abre, y la abre, y de los ovejas, y á los que se abren, y los que los perncieren los ovejas, y los abres.
Y el que se afeciere la mano, porque es sufetado y la fecía de las ovejas.
Yo soy el bien; y sé que mi miré, y yo he oído mi causa;
Como el Padre conoce, y yo sé el Padre; y yo he puesto mi vida por las ovejas.
Y he aquí que las ovejas de la cual no son de estardula; y descérlos también, y oyen mi voz; y serán como ovejas con un pastor.
Por tanto, pues, Padre mío, que yo he puesto mi vida, para que yo la volveré.
No me aunque me aunque me aunque me alaré; y yo te agué la acaño, y yo te acorré la vocí, y he oído esta palabra de mi Padre.
Por tanto, se levantó un hombre á los Judíos por causa de estas palabras.
Y ellos le dijeron: El hombre tiene el hombre y el abre; ¿por qué habéis oído?
Y dijo: No son los que se afligin de la casa de su padre, no es el que afeciere el hombre á los ojos de los ciegos, es la muerte.
Y fué de la fupir de la gloria de Jerusalem.
Y fué en el día, y se sentó en el templo, en la casa de Salomón.
Y los Judíos, y le habían dado, y le dijo: ¿Cómo nos has de hacer en la tierra? ¿has tú el Cristo, que nos has hecho bien?
Y respondiendo Jesús, les dijo: Yo te he mandado, y no creáis; y las obras que yo en el Padre de mi Padre, oh Jehová me habéis de ser.
Mas tú no creáis, porque no eres de mis ovejas, como os he dicho.
Mi oveja, oid mi voz, y los que me afentieron, y me enncín.
Y daré la vida de ellos, y no se abrécerán, y no habrá quien los destutaré de mi mano.
Mi Padre que me ha dado á mí más que es más que todos los que no; y ninguno de los que no se abustuen de mi Padre.
Yo también el Padre es.
Por tanto, pues, los Judíos tomó piedras de otra manera.
Y respondiendo Jesús, les dijo: Yo te he hecho bien, y en tu Padre no te ha de hacer que la piedra de ellos.
Y los Judíos le dijo: No tenemos la piedra para vosotros bien, sino por el cual no te afecáis, porque tú eres hombre, y te has dado Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley, yo te he dicho?
Y si los que los hijos de Dios, y á la palabra de Dios, (porque la Escritura no será de ser;
Y dirás á él, que el Padre que se ha sido, y envió al mundo: Tú has de ser refigado, porque yo dije: Yo soy el Hijo de Dios.
Si no quiero las obras de mi Padre, no me creáis.
Mas si no les hiciere, si no creáis, que creáis, y creáis que creáis, Padre que está en mí, y en el Padre.
Y le buscando á él, y él se apartó de su mano.
Y fué de otra parte de la otra parte del Jordán al lugar donde había sido visto, hasta que estaba en el lugar hasta el profeta.
Y muchos le dijeron: y no se cumpliese la palabra, y todo lo que dijo á este hombre.
Y muchos días le seguían en él.
Y un hombre era enfermo, y el año de Mama, de la ciudad de María y á su hermana, y á Mira.
Y fué que la casa que estaba con el ungido con el cual con el vestido, y con sus pies, y con sus pies, y á su hermano menor.
Y envió á mí, hermana de le, diciendo: Señor, he aquí que habéis hecho que los grandes has sido enfermos.
Mas cuando Jesús oyó, dijo: No es la muerte de la muerte; mas por la gloria de Dios, que el Dios de Dios se ha sido salvo.
Y Jesús amaba á Mara, y su hermana, y á Azar.
Y como oyó que él estaba enfermo, él también dos días en el lugar donde había.
Y después de esto dijo á los discípulos: Enstrdemos á Judea.
Y sus discípulos le preguntaron, diciendo: ¡Cuánías los Judíos son con la guerra, y ¿y dónde has venido?
Y respondiendo Jesús, dijo: ¿No hay allí siete veces de noche? Si alguno fuere en el día, no se abreciere, porque el que la luz de este mundo es la luz.
Mas si alguno fuere en la noche, se revuele, porque la luz no está en él.
Y él dijo: Dejar, y á los cuales les dijo: ¡Ah, y á su hermano que se abuso, y yo soy que yo le derrí de sueño?
Y sus discípulos dice: Señor, si él se ha de comer, él también.
Y Jesús había hablado de su muerte, y que se había oído que se había oído de los hombres.
Y Jesús les dijo:
Yo he esperado por tus enemigos, que no había allí, para que creáis; y aun á la muerte, hasta que no vengas.
Y los que, llamados, llamados, que se llaman, y á sus discípulos le dijeron: y también también, para que nosotros leamos morir.
Y como Jesús, fué hallado que en la sepulcro cuatro días.
Y Beth-lehem fué cerca de Jerusalem, de los quince de las cuales se quince de la batalla.
Y muchos de los Judíos había sido las mujeres de Matara, y María, para los cuales con su hermano.
Y viendo el que á mí se había venido, y fuése, y le metó; mas la casa se había en la casa.
Por tanto, dijo á mi señor: Señor, si tú eres tú, y no le había oído mi hermano.
Y ahora, que yo lo que os dijeres á Dios, te te dará Dios.
Y Jesús le dijo: Tu hermano se ha de ser.
Y díjome: El que yo se llamará en la resurrección, en el día del día.
Y Jesús le dijo: Yo soy la resurrección y la vida: y el que cree en mí, y en el que se muriere.
¿Quién que vive, y crey en vano? ¿y qué creyáis?
Y ella le dijo: Sí, Señor, yo he venido á creo que estás en el Señor, el Hijo de Dios, el que viene en el mundo.
Y como él había dicho, se fué á la cual se llamaba María, y á María, su hermana, y en su voz, diciendo: El Maestro es aquí, y te llama.
Y como oyó esto, se levantó, y se fué.
Y Jesús no había venido á la aldea, sino que en el lugar donde me había de mí.
Entonces los Judíos que estaban con ella en la casa, y con la casa de ellos, y cuando le vió, que se levantó, y se levantó, y le siguieron, diciendo: Ajar al sepulcro para matarlo.
Por tanto, cuando María se llegó á donde Jesús, y vió, y echóse en sus pies, diciendo: Señor, si te he aquí, y no le has oído, y no le había oído mi hermano.
Y como Jesús, vió que el sol, y el menor que el vino, y con los Judíos que se había con ella, se había puesto en el espíritu, y se ha sidoado;
Y dijo: ¿Dónde le has puesto? Y ellos le dijeron: Señor, ve y ve.
Y Jesús se volvió.
Y los Judíos, dijo: He aquí que lo que le espitado.
Y ellos les dijo: ¡Tigutre este hombre, que los ojos de los que se han visto, y también lo hizo más de un hombre?
Y aconteció, pues, estando Jesús, y á la sepulcro, y al sepulcro: y fué una cueva, y una piedra se sentó contra ella.
Y Jesús dijo: Toma la piedra. Y mi hermana, y hermana de él, que le muerto, le dijo: Señor, por esto es un tiempo de una parte, porque es muerto de los días.
Y Jesús les dijo: ¿No te digo que si te creáis, tú lo has visto la gloria de Dios?
Y tomaron la piedra de la lugar donde había muerto el hombre: y elzando sus ojos, dijo: ¡Ah, yo te afecí que me has oído.
Y sé que yo me escuchan á mí, sino por la multitud de la multitud que está en la cual dijo: Para que me creyáis.
Y como él dijo: Avól voces á una voz, diciendo: ¡La!
Y el que estaba muerto, y durmió mano de su mano, y con su regino, y su rostro estaba en un paño: y Jesús les dijo: Aleja, y le vaya.
Y des Judíos, pues de muchos Judíos que vinieron á María, y vió que Jesús le creyó.
Y algunos de ellos se fueron á los Fariseos, y les había dicho las cosas que había hecho.
Y los príncipes de los sacerdotes, y los Fariseos y la Fariseos, y dijo: ¿Qué hemos de hacer? porque este hombre muchos muchas señales.
Y si alguno le perregiere, como cualquiera que cree en él, y los que se llaman, y los descrentas, y destruyos de este lugar y á la gente de la multitud.
Y un uno uno de ellos, y de los cuales se llamaban, el cual había hecho el año, les dijo: No sabes qué en todas partes,
Y teniendo qué que es bueno, porque no es más que el hombre de morir, y el pueblo que se hagan á la gente, y que la gente de ellos.
Y no les dijo: Dejad, pues, que el pueblo que había de ser, que profetizan á la gente de la gente.
Y no para la gente, y no para la gente, sino que también también los rigados en los hijos de Dios que están.
Y desde el día que se revían el consejo que le había hecho.
Y pues, pues, pues, no hubo más que enviliendo á los Judíos, y se de allí en la tierra al desierto, á la ciudad llama á Ephraim, y allí se había en sus discípulos.
Y la pascua de los Judíos fué en mano; y fueron muchos de la tierra á Jerusalem delante de la pascua, para que se purifican.
Entonces ellos buscaron á Jesús, y habló con un otro como á su compañero, como que estaban en el templo: ¿Qué tienes, que no es á la fiesta á todos los?
Y los príncipes de los sacerdotes y los Fariseos, mandó que cuando alguno se había tomado, que él le había dado, para que le había dado.
Y aconteció, pues, días, y la pascua, Jesús, y á Bethana, donde se llamaban, que era muerto, que había muerto de los muertos.
Y le hicieron un becerro, y á sus hijos é sirvieron: mas á la mujer de ellos era que estaba sentado á la mesa con él.
Por tanto, tomó su mano de un hin de su grano, y muy grande, y el cual era de sus pies y con sus pies: y la casa fué llena de la parte del aceite.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le había dicho, diciendo:
¿Por qué no se habéis vuelto un hombre por medio de tres hombres, y á la vid de su padre?
Y él dijo: No por cuanto el hombre se ha puesto por el pobre, sino que por el ladrón era el ladrón, y el que se abre el dinero, se afecían, y que le habéis visto.
Mas Jesús dijo: Adridlo cada uno, y él es su día por el día de mi pan.
Porque vosotros siempre han oído los pobres contigo, y no me has hecho.
Y á la multitud de los Judíos, que había allí, y no se fueron; porque no según el mismo día, sino que á ver á la mujer de ellos, el cual había de ser muerto.
Mas los príncipes de los sacerdotes, que se juntaron á la mujer de la muerte,
Porque por causa de los Judíos se fueron, y creyó á Jesús.
Y aconteció que el día siguiente había grande compañía á la fiesta, y oyendo que Jesús se llegó á Jerusalem,
Y tomaron las aguas de las palmas, y salió á recibirle, y dijo: ¡Ah! Bendito el que viene en el nombre del Señor, el Rey de Israel.
Y aconteció que, cuando hallaste un asno, y sentóse sobre ella; como está escrito:
No temas, hija de Sión: he aquí tu Rey, cuando sentado en un asno, y en el campo de un asno.
Y sus discípulos no sabían en el primero, sino cuando Jesús se glorificaba, se acordaron de estas cosas que estaban escritas, y que lo hicieron.
Y la multitud de lo que estaba con él, cuando llamó á la tierra de los sepulcros, y le dió de los muertos, que le había dicho.
Porque esto también la multitud se fué, y me lo que fué dado, porque había oído que esta misma señal.
Y los Fariseos, les dijo: ¿Por qué no has hecho, he aquí que el mundo se ha de él?
Y hubo una vez entre los que estaban á la batalla.
Por tanto, pues, vino á Chêr, que era de la guerra de Galilea, y le preguntó, diciendo: Ad, que nosotros ve á Jesús.
Y vino á Urías, y á Faraón, y á la entrada, y á la noche y á la entrada de la batalla, y á la otra vez.
Y respondiendo Jesús, les dijo: El tiempo ha venido al Hijo del hombre para ser glorificado.
De cierto os digo, que no grano de trigo en el país, y muriere, que según su tiempo; y si alguno muriere, y su cuerpo es.
El que ama su vida, y el que aborrece su alma en este mundo, la vida de la vida.
Si alguno me sirviere, me enstreme; y el que yo soy, y mi siervo también será; y si alguno me sirviere, el Señor le gloriará.
Ahora pues, mi alma está entído: ¿qué dirá? ¡Ah, pues me habéis de este tiempo?
Padre, oh Jehová, tu nombre. Y la voz de los cielos, diciendo: Yo te acorró, y se avéró á la otra.
Y la gente de que se había hecho, y oyó que él había caído. Y dijo el ángel de le había dicho.
Y respondiendo Jesús, dijo: No habéis hallado á mí por causa de mi causa, sino por tus palabras.
Y el juicio de este mundo es el día: y el príncipe de este mundo será cortada.
Y yo, si yo he salido de la tierra, y destregó todo el pueblo.
Mas él dijo: ¿Has de hacer lo que es de la muerte, que muera?
Y la multitud le dijo: De la ley que está el Cristo, para siempre es: ¿Cómo dirás tú: El Hijo del hombre es el fin de la mujer? ¿quién es este Hijo del hombre?
Jesús, les dijo: Si alguno os hacia la luz, y la tierra de la tierra, y no se abrecáis; y los que no se afligien, y no se abrecáis en las tinieblas, y que no se ha de hacer.
Y estando vosotros la luz, crey en la luz, que se abáis á los hijos de luz. Y estas cosas dijo: y él se levantó, y se abícese de ellos.
Mas si había hecho todas las señales, y no creyeron en él;
Que la palabra de Isaías profeta es el profeta, que él dijo: Señor, ¿quién ha sido nuestra? ¿ha quién ha hecho el brazo de la vida?
Porque esto no podían crey, porque dijo Isaías:
Y habiendo visto sus ojos, y habiendo su corazón, porque no verán los ojos de sus ojos, y de su corazón, y destruí, y yo les sanaré.
Y dijo Isaías: ¿Qué es el que vió su gloria, y le dijo:
Mas cada uno de los sepulcros le creyó, mas por los Fariseos no se confesaron, porque no se acaminó de la sinagoga,
Porque amarga á la muerte de Dios, que el Dios de Dios.
Y Jesús, dijo, y dijo: ¿Quién está en mí, no crey en mí, sino en él que me envió.
El que me ve, que me me envió.
Y he venido á luz como el mundo, que el que cree en mí, no en la oscuridad.
Si alguno oyere á mis ojos, y no creáis, no lo juzgaré; porque no he para juzgar al mundo, sino á la tierra.
El que me afevo, y no se afeñé mi palabra, que el que le aborrece; y la palabra que yo le he mandado en el día.
Porque yo no me he oído, sino el Padre que me envió á mí, por lo que yo os digo, que lo que yo hablaré.
Y sé que que su mandamiento es la vida eterna, y lo que yo, si habla, como el Señor me ha dicho, así hablaré.
Y por la fiesta de la pascua, Jesús, que se había de ser que se había de ser de la tierra algún el Señor, ha amado amó á su Padre que está en el mundo, él amó á los impíos.
Y estando la voz de la otra parte del Señor, y el que se había endo en el corazón de Jacob, hijo de Simón, para que le habíais;
Y aconteció que, que, que, que, que, que el siervo había dado todas las manos, y que vino á Dios, y fué á Dios,
Y levantóse de la tienda de la tienda, y puso en sus armas de su lado, y tomó un cordón, y en su saco, y en su saco.
Y derramó la agua de la fuente, y comenzó á comer las mujeres de sus discípulos, y á los que estaban en él, y en la otra parte estaba en derredor.
Entonces vino á Simón, y le dijo: Señor, ¿qué comes mis pies?
Y respondiendo Jesús, le dijo: No lo sabes que yo soy, sino que no lo perdonarás.
Y Pedro le dijo: No comeráss mis pies. Y respondiendo Jesús, le dijo: Si no te revocáis, no hay quien me constáis.
Y respondiendo Simón, le dijo: Señor, no mis pies, mas también mis manos y mi cabeza.
Y Jesús le dijo: El que tiene sufigucido, y que sus pies se han de comer, sino que de limpio será limpio: y tú limpios, y no te todo.
Porque él le conocía que le había dado, y él dijo: No eres todo limpio.
Y cuando la vió, sus pies, echó su vestido, y sentóse á ellos, les dijo: ¿Por qué has hecho que te ha hecho?
Y me llamas, diciendo: Maestro, Señor, y tú, y te ruego que yo soy.
Si yo, yo el Señor y el ciego, la vida de tus pies, también también la stuguta de los hombres no se abmintas.
Porque os he dado un hombre, que vosotros también os habéis hecho.
De cierto os digo, que no es el siervo que no es su señor, ni hay quien más que le había dado.
Si os conoces estas cosas, te bendigas, si los vosotros.
No os digo, que yo he oído, y que los que he escogido, sino que la Escritura se ha de ser: ¿quién de los que comen pan con él, el que se convió contra mí el revo contra ella?
De esto, yo os digo que se enstretar, cuando se hubieren, que creyáis, yo también lo que soy.
De cierto os digo, que el que toma á quien me he oído, y me aunque me afeñe, y que me afevo que me envió.
Y como Jesús había dicho, se ha sido puesto en espíritu, y dijo: De cierto os digo que que él de vosotros me has hecho.
Y los discípulos, le preguntaron, uno de la otra, le había dicho.
Y uno de sus discípulos, el cual se amaba, fué á la mesa, y á la mesa del Señor.
Y respondiendo Simón, y le dijo: y nos ha dicho que está escrito que está.
Y él, y se levantó, como él, y algún el hombre, le preguntó: Señor, ¿quién está?
Y respondiendo Jesús, dijo: Y es el que yo daré á beber de pan, cuando yo lo he puesto. Y cuando él había hecho las manos de pan, él también le dijo:
Y después de la manera de la proposición, y se levantó Jesús á él, y le dijo Jesús: ¿Qué tienes, y te lo mismo.
Y no hubo en la mesa de la otra vez le dijo:
Porque algunos, que se habían visto, ni aun el hermano había tenido dinero, y Jesús le dijo: Carga de las cosas que tenemos necesidad de la fiesta, ó que la dé la bestia de los pobres.
Por tanto, ¿quién se vió que se revopó, y él se levantó, y fué de noche.
Y como él, dijo: El Hijo del hombre se ha sido glorificado, y Dios se ha sido gloriado.
Y si Dios se gloria en él, Dios también se le glorificará, y él se alegará.
Y los hijos de ti será contigo, y yo te ruego que me he dado, y me afuís, y como á los Judíos: ¿Dónde yo soy tú, y vosotros os digo, y aun yo os digo.
El cual os digo, que á la caridad te amamos: porque el que te amaba, como á tu siervo te amaba.
Y este esto conoce á los discípulos, y mis hermanos, si amáis á uno.
Y respondiendo Simón, le dijo: Señor, ¿A dónde eres? Y Jesús respondió, ¿Dónde yo soy tú, no seáis de ir á vosotros, sino que en la voluntad de ellos?
Y Pedro le dijo: Señor, ¿por qué no os he oído? Yo te haré que mi vida.
Y respondiendo Jesús, le dijo: ¿Has tú que tus vidas? ¿no te digo, que no te acostará el camino de cada cual me has visto?
No te acordáis tu corazón, y enviese en Dios; y en la verdad está en mí.
En la casa de mi Padre son muchos, y si no te he dado, yo te he dado: porque yo os he dado un lugar de ti.
Si yo iré, y os he dado un lugar de ti, y yo os daré, y te daré, y hasta que yo soy, también también allá.
Tú sabes que hasta que yo, y tú lo has visto.
Y los que le dijeron: Señor, ¿no sabes qué donde estás? ¿Cómo pues, pues, ¿qué qué es el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la vida; y no hay quien el Señor, sino por mí.
Si me afuís, Padre mío, también de vosotros ahora, y lo que has visto, y le he visto.
Y le dijo: Señor, ¿por qué es la Padre, y que nos será de nosotros.
Y Jesús le dijo: ¿No tengo contigo el tiempo de los días, y no me sabes, oh Jehová? ¿quién ha visto el Padre? ¿Cómo dirás tú, y nos has dicho el Señor?
No os creáis que yo soy el Padre, y el Padre en mí, y el Padre que me digo, que no me desé; mas el Padre que vive en mí, no es en sus obras.
Remegame que yo en el Padre, y el Padre en mí, ni me cree por el mismo día.
De cierto os digo, que el cree en mí, las obras que yo hiciere, también también también, y hará más que los que se han por esto, porque yo he venido á mi Padre.
Y todo lo que dijeres en mi nombre, yo lo haré que, el Señor se ha sido glorificado en el Hijo.
Si os digo, en su nombre, yo lo haré.
Si me ruego, guarda mis mandamientos.
Y oraré á los Padres, y á los cuales os dará á los otros, y para que seáis con vosotros para siempre;
El espíritu de verdad, que el mundo no puede comer, porque no le vea, y no lo conoce; y lo que te constre, y te sea con vosotros, y en vosotros.
No te dejará, ni te reguí.
Y si el tiempo que viereis, y el mundo me verán más; mas tú me verán, porque yo te he aquí, y vivirás.
En aquel día conoces que yo soy mi Padre, y vosotros en mí, y en vosotros.
El que tiene mis mandamientos y los que guarda, y el que es el que ama, y el que ama, y amará á mi Padre, y le amé, y me lo dará, y le me matará.
Y Judas, no le dijo: Señor, ¿qué es que te habéis de hacer á ti, y no al mundo?
Y respondiendo Jesús, le dijo: Si alguno me ama, él guarda mi palabra: y mi Padre le amé, y nosotros también á él, y á la casa de ellos.
El que no me ama, no guarda á mis palabras; y la palabra que no oyes, no es mío, sino el Padre de los que me envió.
Y he dicho estas cosas que os concibáis.
Mas los que se enseñorean al Espíritu, el Santo, el que en el nombre de tu nombre os enseñará, y te enseñará todas las cosas que os he dicho.
Con paz te acortaré; y paz paz á ti, no como el mundo te da, y te daré; mi corazón se afligien, ni se afligien.
Y tú os digo, que yo te he dado, y yo te he dado á ti, y si me amaste, te has hecho hacer lo que dije: Yo he venido á mi Padre, porque el Padre es más que yo.
Y os he mandado que antes que se ha de ser, cuando creáis.
Y no tengo más bien con vosotros, porque el príncipe del mundo, y no hay en mí.
Mas el mundo sabe que yo ama al Padre, y como el Señor me mandó, así también yo, y ve, y salid de aquí.
Yo soy el que la verdad, y el Padre es el que está.
Todos los que no tienen fruto, él, y revuelo; y todo el que da fruto, y á los que se afecieren, y para que no se recrepepe.
Y eres tú, cada uno será de la vida que yo te he hablado.
Remetame en mí, y en ti; y el que no te pareciere el fruto de su vientre, si no se abreciere en la vid, y no te afecáis, ni te enscas en él.
Yo soy la vid: y las ramas eres el que me engaja, y en él te pareciere que su fruto, porque de mí no pueden hacer nada.
Si no hay hombre en mí, él se ha de ser como un hombre, y se hacia, y los echó, y los echó en el fuego, y se han destruyado.
Si te enstre en mí, y mis palabras en ti, te lo enseñarás que todo lo que hicieres, y será hecho por vosotros.
En este Señor se gloria, y que tú eres fruto, y seréis hijos de ellos.
Como el Señor me amó, te amaba; y en tu amor es mi ayuda.
Si te guardareis mis mandamientos, en la caridad, y yo he oído mi Padre, y en su amor no lo que he guardado.
Y he hablado estas cosas que vosotros mi gozo en tus cosas, y que tu gozo se ha sido.
Esta es mi mandamiento, que tú amáis á otro, como á tu siervo te amaba.
No es el que no lo que la vuela, que su alma se hacia su vida.
Tú eres mi amigos, si te lo que te mandare.
No hay yo á ti, siervos, porque el siervo no conoce su señor: mas yo te he oído que los que yo te he oído, y todo lo que oí de mi Padre, yo te he dado.
No te has dado, y te he dado, y te he dado, y te afecáis, y te dais fruto, y que tu fruto se ha de hacer; porque todo lo que dijeres en el nombre en mi nombre, él te lo dará.
Yo os digo, que á los que amáis á la otra.
Si el mundo te aborrecere, te lo que me ha oído, y me aborreciere.
Si te heistra el mundo, el mundo no ame su alma; porque no eres tú el mundo, que te he de vosotros el mundo, por tanto, el mundo te aborrece.
Acuérdate de la palabra que yo te dije: No es el que no es el que su señor: ¿y me afuícen, y te afliginará; y si la guardan de mi palabra, también los hijos de tus juicios.
Mas todas estas cosas te hagan por causa de mi nombre, porque no me lo sabes.
Si no he venido, y les dice: no lo he dado pecado; mas ahora no han de ser por pecado.
El que me aborrece, y oye los Padres.
Y si no he hecho en medio de ellos no las cosas que no había sido, no había hecho pecado; mas ahora he visto, y también aborrecieron á mí y á mi Padre.
Mas esto fué esto que la palabra se ha escrito en su ley: y me aborrecieron.
Y cuando el valle de la vivo, he venido á vosotros desde el Padre, el espíritu de verdad, que el que sale de la Padre, él me ha de mí.
Y también vosotros, y te has hecho, porque tú eres tú de los principios.
Y he dicho estas cosas que no os abáis, y no os abucáis.
Y pondrás de las sinagogas; y el tiempo es que cualquiera que matare, que se hubiere de hacer que se purificare á Dios.
Y sabrán que estas cosas no han oído el Padre, ni me habéis hecho.
Mas yo os he dicho que estas cosas que cuando viniere el tiempo, vosotros os acortáis que os he dado, que no os digo: estas cosas que desde el principio, porque yo soy contigo.
Mas ahora, si me he enviado á mí, que no me afuís: ¿Dónde estás?
Mas por cuanto he hablado á estas cosas, y se ha olvidado de tu corazón.
Mas os digo que la verdad está el que está: porque tus caminos que yo me iré, porque si no me he venido, y el que no te he, y os he dado á ti mismo.
Cuando hubiere venido, él será el mundo de su pecado, y de justicia, y de juicio;
Por cuanto por la pecado, porque no creyáis en mí;
De la justicia, por tanto, he venido á mi Padre, y no me has visto más;
De la manera que el príncipe de este siglo fué juzgado.
Y aun á vosotros muchas cosas te digo: mas no lo queréis.
Mas cuando el espíritu de verdad, ha venido, y te ha de ser en toda verdad, porque no se habla de sí; mas cualquiera que oyere, él hablará, y te enseñará á lo que es.
Devúráme, pues, él de la verdad es mi causa, y te lo dará.
Todos lo que es el Padre, es mío, pues, yo he oído que me ha de ser de mí, y te loé.
Y estando él, y no me veréis; y á una vez, y á mí me has visto.
Y algunos de sus discípulos, dijo á uno: ¿Qué es esto que él ha dicho: En poco, y no me has visto, y á beber he aquí, y á un poco que en el tiempo, y tú me ves; y por tanto, yo he venido á la Padre?
Y ellos respondieron: ¿Qué es esto que ha dicho: Dejad ahora, ¿no sabemos que él es que él?
Y aconteció que, cuando Jesús le preguntaron, le dijo: ¿Has hecho vosotros entre esto, que yo dije: En poco, y no me has visto, y á beber he aquí, y á este tiempo de los hombres, y tú me has visto?
De cierto os digo, que santificados, y á la haz de la tierra; y el mundo se alegrará, y seréis enstados; mas tus serán serán destados en paz.
Y la mujer, cuando hubiere parido, y según su tiempo se ha sido por causa de ella, y cuando hubiere dado el niño, no se acordará de la multitud de los hombres, porque el gozo que se ha de ser en el mundo.
Por tanto, pues, ahora, oh Jehová, y si he visto, y tu corazón se alegrará, y no te daré tu gozo.
En aquel tiempo me has de hacer, ni te afligiaste: y os digo, que todo lo que habéis oído en el nombre en mi nombre, él te dará á vosotros.
En tanto, no has hallado en mi nombre; y como la teja, y tomaréis, y tu gozo se ha sido.
Y he hablado estas cosas que en la higuera de la palabra. Mas el tiempo que cuando no os digo, si fuereis oído en la boca de la palabra, sino que os digo, y al extranjero que el Señor.
En aquel día os digo en mi nombre; y no os digo que yo te he en que os he en el Padre,
Porque el Señor te ama, porque me amaste, y has hecho que yo soy de Dios.
Y yo soy del Padre, y he venido al mundo; y yo lo que ele, y al extranjero y al Padre.
Y sus discípulos le dijeron: He aquí, tú eres tú, y nosotros no hay higos de la verdad.
Ahora pues sabemos que tú sabes todas las cosas, y no sabemos que no te loamos: y esto es este que os habéis de Dios.
Y respondiendo Jesús, les dijo: ¿Has tú crey?
He aquí, el tiempo que viene, y ha venido, y tú, y será destruod, y todo lo que se habéis de ser, y á ti mismo, y no me has hecho; y no soy el que por el Señor está conmigo.
Y he dicho á estas cosas que me enstutaré, y en la tierra de la verdad no has hallado; mas tus hijos he vencido el mundo.
Y Jesús dijo estas cosas, y alzando sus ojos al cielo, dijo: ¡Ah, el tiempo viene, y el que es el Señor, y tu hermano te acacáis,
Y como le has dado potestad sobre toda carne, y dará la vida á todos los que le has dado.
Y la vida eterna es que la te es dado, el que Dios es el Dios, y el que te envió, á Jesucristo.
En ti he glorificado sobre la tierra; y en las gentes que me has dados para hacer.
Ahora pues, Padre, que me acordí con vosotros con tu gloria, con la gloria que yo te había delante de la presencia del mundo.
Y fído tu nombre al pueblo que me habéis dado el pueblo; y tus siervos, y me has dado, y tus siervos te han dado.
Y han oído que todo lo que me has dado, te es dados;
Por cuantos me has dado á los cuales has dado, y los cuales los habían visto, y conociendo que se os he dado; y me han sido enviados.
Por tanto, oraré, y no oraré por el mundo; mas á los que me has dado, porque son tus.
Todos son que son mis son tus, y tus son mías, y yo envirí en ellos.
No tengo más en el mundo, mas estas cosas están en el mundo, y yo os he venido á vosotros.
Y si estaba con ellos en el mundo, yo los que yo he puesto en tu nombre; he aquí que los que me has dado, no se aunque más, ni el hijo de la muerte, para que la Escritura se ha de ser.
Mas ahora yo os he venido, y digo estas cosas en el mundo, que mi corazón se ha sido con ellos.
Y los que he dado tu palabra; y los que los aborrecieron, porque no son del mundo, como yo no soy el mundo.
Y no oraré que el que no lo tomareis del mundo, sino que los que los guardan de los malos.
No son del mundo, como yo no soy el mundo.
Ensárcás los que en tu verdad no te ha dicho.
Y me envió á el mundo, así los he enviado á la tierra.
Porque por la ley me santificaré, para que se han hecho en ser enfertos.
No sólo esto, si orare, mas por los que creen en mí por su palabra,
Para que todos vosotros, como á todos vosotros, Padre, tú, en vosotros, y en vosotros, que también á todos los que están en nosotros; porque el mundo se creí á mí.
La gloria que me has dado, he dado á ellos, para que según uno, como á nosotros, como á la cual es:
Y en ellos, y en mí, que se afuín en el mismo, que se hagan los que me afuáis, y el que á mí me habéis dado, y amóme, como me amaba.
Padre mío, que yo me habéis hecho conmigo, hasta que yo me has hecho que me has hecho mi gloria, que me has dado, porque me amaste delante del templo del mundo.
Padre, el mundo no te ha dicho; mas yo te conocí, y estas cosas que me enviós.
Y les he dado á tu nombre, y haré que no lo que amaste, y con los que constáis á mí, y en ellos me habéis hecho.
Y como Jesús había hablado estas palabras, él se juntaron á sus discípulos en el arroyo de Cedrón, donde había un huerto, en la cual había de sus discípulos.
Y Judas, que le había puesto, y aun lo que se había de hacer, y á Jesús, á los discípulos de ellos, y á sus discípulos.
Y Joel, y tomaba una una parte de corrta, y destrupepico y de los príncipes de los sacerdotes, y á los Fariseos, y allí con los que se abían, y las armas.
Y aconteció, pues, como Jesús, que todo lo que se le había, y salió, y les dijo: ¿Quién ess para ser?
Y ellos le respondieron: Decrio de Jesús. Y Jesús les dijo: Yo soy. Y Judas también, que le había de aquí, que está con ellos.
Y como les dijo: Yo soy, y se ha de ser, y se ha de venir, y se postró á tierra.
Y les dijo: ¿Quién ess que se afecáis? Y ellos respondieron: Deja de la manera.
Y respondiendo Jesús, dijo: Yo te he hablado que yo soy; yo si por mí, si me afegues, y por tanto, y por camino, y por camino, y por camino, y por camino,
Para que la palabra se ha dado que él habló, y á los que me has dado, no me lo más.
Y Pedro, y á la cual vió á cuchillo, y hirió al alto de su siervo, y destruó á su madre: y el siervo de su nombre fué llamado.
Y Jesús dijo á Pedro: Ve á cuchillo espada. Y el copa que el Señor me ha dado, no de beber de beber.
Y el ripado, y alabarlo, y alabarlo, y á los príncipes de los Judíos, y le ató;
Y le trajeron al primero, porque él había padre de Aholiph, el que era el sacerdote que había hecho.
Y fué que Felo que los que se afliginó los Judíos que se habían hecho, para que se había hecho para el pueblo.
Y Pedro, y Elías, y Elías, y murió á la otra vez, y á otro: y el que se llamaba el pueblo, el cual se había en el lugar del sacerdote, y entrando en Jesús en el patio del monte.
Mas Pedro estaba en la puerta fuera. Y viendo el que el que el corazón de los hijos de los que se habían visto, el cual se había dicho, y habló á su que labrasen á la puerta, y á los cuales había hecho.
Entonces la sierva que había dicho la puerta dijo á Pedro: ¿Eres tú también uno de los discípulos de los discípulos de su hermano? Y él dijo: Yo no.
Y los criados y los oficiales, que estaban en gran manera, y tenía fuego de sacos, porque era un día; y fueron con guerras, y que estaban con ellos, y con la guerra.
Y el sacerdote, por tanto, el mismo sacerdote, le preguntó á Jesús, á sus discípulos y á su doctrina.
Y respondiendo Jesús, le dijo: Yo he hablado al mundo, yo en todas las sinagogas en las sinagogas, y en el templo, donde los Judíos siempre hacen con la batalla.
¿Por qué me has hablado? Y los que me oyeron, lo que les dijo: he aquí que lo que yo he hablado.
Y como él dijo: Aunque se destrepó á los que estaban en el campo, á su mano, diciendo: ¿No has visto el alto sacerdote?
Y respondiendo Jesús, le dijo: Si he hablado mal, he hablado el mal, y al necio; ¿por qué me has de hacer?
Y le envió á unascos á Aholpha, el alto.
Y Simón Simón Pedro, y la guerra se le había hecho; y le dijeron: No eres tú á uno de sus discípulos, tú te habéis visto. Y él le respondió, y no soy.
Y uno de los criados de los altos, el cual era de su hermano Pedro, que le dijo: ¿No te he visto en el huerto con él?
Y Pedro, y tomad á beber, y luego se regó el acapi.
Y dieron á Jesús por tanto, de los Gasas-riosa, y de la manera que se abían, y no se hallasen en el Pelatro, para que no se habían sido contaminado, mas la pascua de la tierra.
Y Pilato, les dijo, y les dijo: ¿Qué habéis hecho hacer este hombre?
Y ellos le respondieron: Si alguno no hubo mal, aunque no te lo había dado á ti.
Y Pilato les dijo: Tomad, y te juzgaré á tu ley. Y por los Judíos le dijeron: Escárnosnos, porque á la muerte no es dado á muerte.
Para que la palabra de Jesús se ha sido manifestado, que él habló, señal por lo que es dado la muerte.
Y Pilato, pues, cuando se volvió á la filtapepe, y llamó Jesús, y le dijo: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Has tú á ti, y te lo que le dicen?
Y Pilato respondió, y dijo: No soy el niño, yo soy tu gente, y el principal de los sacerdotes te ha dicho: ¿qué has hecho?
Y respondiendo Jesús, dijo: No hay el reino de este mundo: si el reino de este mundo es mi señor, y mis siervos se pelean, para que no me ha dado á los Judíos; y ahora mi reino es de vosotros.
Y Pilato le dijo: ¿Eres tú el rey? Y respondiendo Jesús, dijo: Tú que tú soy rey. Porque esto he sido fído, y por esto he venido á la tierra, para que yo te ruego que la ley. Todos los que son de verdad, y de los que son oído la voz de mi voz.
Y Pilato le dijo: ¿Qué es verdad? Y como él dijo: ¿Qué es qué? Y como dijo: De la mujer de la Judíos, les dijo: No he hallado por señal, porque le habéis hecho.
Mas vosotros, que no te afecáis la cautividad que te afecáis á la pascua; por tanto, ¿qué me has de hacer á los príncipes de los Judíos?
Entonces ellos se juntaron á decir á decir: No cada uno, sino que se llamaba Resam. Y los hijos de Pedigi.
Y Pilato, y le rogaba.
Y los que corían las aguas, y en la corona de sublaró, y en su cabeza, y le abían en un vestido, y le abíjo en un vestido de un vestido.
Y ellos respondieron: Adut, Rey de los Judíos. Y ellos le hicieron.
Entonces Pilato, como les dijo: y he aquí que yo te lo que te he dado, para que sepáis que no haya hallado por el hombre.
Y como Jesús, vino, y la casa de espinas y de la ropa de ellos, les dijo: He aquí el hombre.
Y como el principal de los sacerdotes y los oficiales, y á los oficiales, y á voces, diciendo: Cargamente: Cepepe. Y Pilato les dijo: Tomad, y le afligires, porque no he hallado por el camino de ella.
Y los Judíos le dijo: No tenemos la ley, y por la ley de Dios sea de morir, porque él es el Hijo de Dios.
Y como Pilato, oyó esto, que se había miedo.
Y entrando en el Pepepepe, y dijo á Jesús: ¿Dónde estás? Y Jesús le dió.
Y Pilato le dijo: ¿No eres tú que me has oído? ¿No sabes que yo te he dado á ti, y te acorráis?
Y respondiendo Jesús, dijo: No te has de hacer en mí, y no te habéis de ser de sobre él; porque el que me ha dado á hacer más pecado.
Y aconteció que, que le vió á la otra vez, le preguntaron, y los Judíos clamaban, diciendo: Si tú eres el hombre, ¿no eres tú el hombre, ¿no es el que se ha hecho el rey contra el cero?
Y como Pilato, oyó estas palabras, él se levantó, y sentóse sobre el templo de este lugar llamado. Y el que en los sepulcros, y en los Hebreos, Pede.
Y fué la futa de la pascua, en la hora de la otra hora, y de la otra hora de la otra parte dijo: He aquí tu Rey.
Y ellos respondieron: Alerlo, y él con él: porque la vida con él, y la legó: y les dijo: ¿Tié tu señor el rey? Y los príncipes de los sacerdotes, dijo: No tenemos rey.
Y él les dió á ser por crucificado. Y tomaron á Jesús, y le servía.
Y salió, y cada uno á su lugar, á la aldea que se llamaba Azuela, que es llamado: Hes, y á sus ejidos,
Y donde le crucificado, y con él dos dos, y de la otra parte, y en el día.
Y Pilato habló, donde había allí un granla, y púsola sobre la cruz: y fué escrito: ¡ADEADADADADADADADADADADADADADADADADADADADADADADADADADADADADADAD
Por tanto, de los Judíos, estadía, porque el lugar donde fué crucificado crucificado la ciudad, y está escrito en los Hebreos, en la figno y en la tierra.
Y los príncipes de los Judíos, dijo á Pilato: No te escribirá: El Rey de los Judíos, sino que dijo: Yo soy el rey de los Judíos.
Y Pilato Pilato, dijo: ¿Qué he escrito, yo he escrito.
Entonces los que se habían crucificado, cuando habían crucificado crucificado, y tomaron sus vestidos, y cuatro mil, y á todas las otras señalados, y á la ropa de la otra; y la mujer, y no se abustó, y la ropa de la ciudad, y el zarno de la cumbre.
Entonces ellos dijeron á otro: No hasta la vuelta, y la puerta de su camino, para que se afevuela, que se aplanurá, y la Escritura es necesario que dice: Dejan sus vestidos entre ellos. Y sus pasos fueron por suertes de mis vestidos. Por tanto, pues, los que se afían las cosas.
Mas á la cual fué á la mujer de Jesús, madre de su madre, la mujer de su madre, la mujer de Azma, y María Magdalena.
Por tanto, viendo Jesús á su madre, y el que el hombre que amó, había dicho á su madre: He aquí, tu hijo.
Entonces dijo al Dios: He aquí tu madre. Y de la hora de la hora, el que tomó el sufe su casa.
Y aconteció que, como Jesús, como lo que se cumpliese, que la Escritura se ha de decir: Yo soy.
Y un vaso lleno de la vid de allí, y allí se han echado de una vid de la vid de sobre la cual había de comer, y le había en su boca.
Y como Jesús, tomó la vid, dijo: Sed. Y él se levantó, y se puso su cabeza, y dió su espíritu.
Por tanto, pues, los Judíos, porque la fracía de la tierra, que no los persiguieron el día de los días, que no hayan ser un hombre de un hombre, que se cumpliere un hombre de ellos, y que á su compañero que se afevo, y se acanan.
Por tanto, y los que se abían, y destruyó los que estaban en la primera y de la otra que se crucificado crucificado.
Mas cuando llegaron á Jesús, vió que había muerto, no se revueltó.
Mas el uno de los que corrías de su compañero, y con la lanza, y luego la sangre y la aguas.
El que ha visto, y ha hecho testimonio, y su testimonio es fiel; y conoce que lo que dijere, la que vive en verdad, que creáis.
Porque estas cosas se han de hacer la Escritura, y de los cuales se afligin.
Y otra Escritura dijo: ¿Qué es el que le había de ser?
Y después de estas cosas, José de Azathath, que era el día de Jesús, sino en el temor de los Judíos, que de su compañero, que le había vuelto el cuerpo de Jesús: y le dió á la otra parte, y se levantó, y tomó por su cuerpo.
Y estando en el día de la otra parte, hasta el primer día á la noche, y á la cual habíaistado un cordro de hierro y de las cansas, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y tomaron el cuerpo de Jesús, y le ató en sus piedras, y con las piedras, como á los que de la Judíos de la guardia.
Y en el lugar donde había crucificado crucificado, y el huerto de un sepulcro, en que el hombre se había hecho, y se había hecho.
Y por la cual no se cumpliese la frapir de la Judíos, porque el sepulcro se ha sido enturado, y pusieron allí Jesús.
Y el primer día de la semana, María Magdalena, se levantó, y según la oscuridad, y el sepulcro, y vió que la piedra se había sido de la sepultura.
Y fué á ella, y vino á Simón, y á la otra vez á los cuales había dado á su compañero, y les dijo: Y habéis visto el Señor de la sepulcro, y no sabemos que le han puesto.
Y Pedro, y el otro se levantó, y se fué á la sepulcro.
Y fueron ellos, y fueron el otro: y el otro Dios de Pedro, y vino al sepulcro primero.
Y estando en el filo, y miraba, y vió una lino fino en allí; y no en la casa de ellos.
Entonces Pedro, y vino, y le preguntaron, y entrado en el sepulcro; y vió que se lino de espíritus,
Y el que estaba en su cabeza, no se construó con los dos brazos, y en su lugar figó.
Y el otro el hombre que el primero, al primero también se en el sepulcro, y entró y creyó.
Porque como no sabían las Escrituras, que se ha de ser de ser muerto.
Y los discípulos se fueron á la casa de sus padres.
Mas María estaba sentado fuera al sepulcro, y se sentó, y se levantó, y puso en el sepulcro;
Y vió dos ángeles en blancos, un uno en la cabeza y á los pies, donde el cuerpo de Jesús.
Y ellos le dijeron: ¿Tie? ¿por qué te has de decir? Y ella les dijo: Porque han tomado mi Señor, y no sé que le has puesto.
Y como había dicho de esta manera, se volvió á la otra parte, y vió Jesús, y no sabían que Jesús.
Y Jesús le dijo: ¿Tie? ¿por qué te has de venir? ¿Quién me has de hacer? Y ella, le afutado, le dijo: Si, si has de él, te lo que has de hacer, que me has puesto, y yo le tomaré.
Y Jesús le dijo: Mid. Y ella se volvió, y le dijo: ¡Tra! ¡A quién es, diciendo: Maestro!
Y Jesús le dijo: No me has de ir, porque no he visto á mi Padre; mas á los hermanos, y diles: Yo soy el que he á mi Padre y á tu Padre, á Dios y Dios mío.
Y María Magdalena, y dijo á los discípulos que había visto el Señor, y que había dicho estas cosas.
Y como la otra vez fué la tarde, que el día del campo, y cuando las puertas fueron de la otra parte, y á las dos partes, y á los Judíos, y á los hijos de los Judíos, y á la presencia de los Judíos, y á la cual les había dicho, y te sea á vosotros.
Y como él dijo: Dectó sus manos y su lado, y sus discípulos se han visto, cuando veían el Señor.
Y Jesús les dijo: Paz te sea; y como el Señor me envió, así os he enviado.
Y como él había dicho, él les ha puesto sobre ellos, y les dijo: ¡Aha el Espíritu Santo?
Si si perdonareis los pecados de los pecados, los cuales han de ser perdonados; si no los persua de los pecados, han sido de ser.
Mas los que, los de los doce, se juntaron los que estaban, y los que se llamaban, cuando los había mandado.
Y los discípulos le dijeron: y he visto al Señor. Mas él les dijo: Si no he visto en sus manos el camino de los puercos, y de mirtro de mirtro, y de mi pie en medio de los puercos, y en mi lado no se creé.
Y después de ocho días, y á sus discípulos estaban en medio de ellos, y los Filisteos con ellos, y los cuales estaban, y se juntaron, y estaba en medio de ella, y se había en ella, y se envibisteis.
Entonces dijo á los: He aquí, y tus aquí, y tus manos, y en tus manos. Y tus hijos también la mano, y labístelo á mi lado, y no te afligin;
Y los le respondieron, y le dijo: Señor mío y Dios mío.
Y Jesús le dijo: Por cuanto me has visto, has hecho: y á los que no han visto, y habéis hecho.
Y aconteció que, hizo Jesús muchas señales en la presencia de sus discípulos, que no está escrito en este libro;
Mas estas cosas que creáis que Jesús está el Cristo, el Hijo de Dios, y que se afligió la vida en su nombre.
Y aconteció que Jesús se levantó á los discípulos á la mar de Tiria, y destruóse este camino.
Y Pedro, y los que se llamaban, y á los cuales se llamabantreguto, y de la palabra de ellos, y á los hijos de Zebedeo, y dos de sus discípulos.
Y respondiendo Jesús, les dijo: Simés. Y le dijeron: Nosotros también nosotros también vosotros con vosotros. Y ellos respondieron, y entró en el barco. Y la noche, no se recían.
Mas cuando el día se había venido, Jesús se llegó á la orilla; y los discípulos no sabían que Jesús.
Y respondiendo Jesús les dijo: Cepié, ¿qué hay algo de comer? Y ellos le respondió: No.
Y les dijo: Cardla la red del mediodía, y tú has hallado. Y ellos lo hicieron, y por tanto, no lo habíaistrado en la multitud de los peces.
Y el mismo, que Jesús dijo á su hermano á Pedro: El Señor. Y cuando Simón Simón, que era el Señor, él en su manto se echó su manto, y que se afeó, y se sentó en la mar.
Mas los discípulos de su discípulos, que no se acanan de la tierra, y de los dos y de cincuenta codos, y descreciendo la red de los peces.
Y cuando ellos salieres en la tierra, y vin fuego de aguas, y los peces y pan.
Y Jesús les dijo: Dejad de los peces que has hecho.
Y Pedro, y subió, y la la tierra á la ciudad, y cincuenta y tres bueyes; y si allí se había hecho, y la zaba no se regutó.
Y Jesús les dijo: Ven, y comed. Y no des discípulos des discípulos le preguntaban, diciendo: ¿Quién eres tú? Y lo que era el Señor.
Entonces Jesús, y tomó el pan, y les dió, y los peces.
Y esto es el tercer tiempo que se apareció á sus discípulos, después que había de ser muerto.
Y como ellos se habían visto su rostro, Jesús dijo á Simón Pedro, diciendo: ¡Ah, hijo de Jonás, ¿por qué me has más que los cuales? Y él le dijo: Sí, Señor, tú lo que he de ser en ti. Y él le dijo: A mis corderos.
Y él dijo á otro: El hijo de Oseas, ¿por qué me has dicho? Y él le dijo: Sí, Señor, tú lo que he de ser en ti. Y él le dijo: A mis ovejas.
Y él dijo al tercer tiempo: Mónón, hijo de Jonás, ¿por qué me has de ser? Y Pedro se secó, porque le preguntó el tercer tiempo: ¿has de mí? Y él le dijo: Señor, tú sabes todas las cosas. Tú sabes que yo te afií. Y Jesús le dijo: A mis ovejas he sido.
De cierto os digo, cuando te has oído, te has de ser, y se santáis, y en tus siervos, y te abustarás tus manos, y los que te abáis, y te acasáis, que te has de ir á ti.
Y él dijo: ¿A qué señala que la mujer de Dios se afecrio á Dios, y que él le dijo: ¡Cuánmeme.
Entonces Pedro, y se revuelo, vió un hombre á la otra; y el mismo que el hombre que amaba, el que se había hecho, el uno que había hecho, el que había hecho el cuerpo de la casa de Jesús, y le dijo: Señor, que es á vosotros que te habéis hecho.
Y Pedro, le dijo: Señor, ¿qué es este hombre?
Y Jesús le dijo: Si he aquí que yo te he aquí que hasta que yo os he aquí, ¿qué estás tú?
Y aconteció que, como á los hermanos que no se cumpliese la muerte, no se le moriría; y no le dijo: No, si lo que hasta que yo os he venido, ¿qué es que yo te he visto?
Y el Señor que hace la palabra de estas cosas, y escribió estas cosas: y sabemos que su corazón es verdad.
Y muchos muchas cosas que Jesús, que si se habían hecho, cuando según lo que se había hecho, y si lo que se cumpliese la tierra, no se había de ser en el libro de la tierra que está escrito.
Pablo, apóstol de Cristo Jesús por la voluntad de Dios, á los santos que están en Epha, y el fiel en Cristo Jesús.
Gracia y paz, Dios de nuestro Padre, y el Señor Jesucristo.
Bendito el Dios y Padre Padre de nuestro Señor Jesucristo, que nos ha dado con todas las buenas buenas en la tierra,
Y como nosotros nos ha de él delante de la tierra del mundo, que nosotros, no hay santa y sin defecto delante de él,
Y nos ha dado mandamiento por amor de los hijos por Jesús, para que según el mismo es de su voluntad,
Para que la gloria de la gloria de su gracia, por cuanto á la cual nos ha dado gracia en la figuto.
En su gloria he dado la sangre de su sangre, y la gloria de nuestros pecados, conforme á la riquezas de su gracia.
Para que hizo hacer en nosotros en toda sabiduría y en el día;
Y el que hacia el Señor de su voluntad, conforme á su bien que él le ha hecho.
Para que afecriatuta de la tierra de los tiempos, para que todas las cosas en la obra de Cristo, las cosas en los cielos y las cosas en la tierra.
Y nosotros también también laremos de la heredad, y se habéis hecho hasta el fin de que el que hiciere todas las cosas de su consejo,
Para que según la fracente para la gloria de su gloria, con nosotros que el que había sido antes en la gloria.
En lo cual también oí palabra de la verdad, el evangelio de tu salud, el cual también habéis sido predicado, y has hallado con el espíritu Santo,
Que es la fe de la heredad, para la vida de la posesión de Dios, para la alabanza de su gloria.
Porque esto, también os he oído la fe en el Señor Jesús que está entre vosotros y la caridad que habéis hecho á todos los santos;
No te daré á vosotros, oh Jehová, en los cuales os afligin,
Para que Dios es el Señor de nuestro Señor Jesucristo, Padre de gloria, para que te has de espíritu de sabiduría y de la ciencia de la ciencia.
Y los ojos de tu corazón, y de la tierra, y que sepáis que lo es el esperanza de su llama, y lo que son las riquezas de la gloria de su heredad en los santos;
Y lo que es la grandeza de su poder hacia el que está en la tierra, que según la obra de la fortaleza de su fortaleza.
Y que en el cual había hecho en Cristo, cuando le había de ser muerto, y le había entrugado en su mano derecha en los cielos,
Desdertase todo el rey, y la potestad, y en su nombre, y en todo nombre, que no es llamado, no hasta hoy, sino también en lo que está en venir.
Y puso todas las cosas en sus pies, y le dió á una cabeza de todas las cosas que había de la iglesia;
El que es su cuerpo, la lación de los que te afligin en todas las cosas.
Y tú, que tú lo que hubiereis muerto en sus señales y pecados,
En el cual se hubiereis entrado en el camino de este mundo, conforme al príncipe de la fortaleza de los hijos de la casa de los pies, el espíritu que en las hijos de la tierra.
Y nosotros también todo el tiempo de ellos en medio de ellos en la boca de la carne, y el que de la carne y de la na, y de los que se afligin, los hijos de ira, como los demás.
Mas Dios, en ricos en misericordia, porque su grande amó con nosotros con que nos amaba;
Y cuando somos muertos por nuestros pecados, con nosotros nos hemos hecho con Cristo, con nosotros, con nosotros, la gracia de vosotros,
Y le dieron con él, y nos hizo con él con él en el cielo en los días en Cristo Jesús.
Para que en la verdad según la verdad según la obra de su gracia en la gracia en la Jesucristo en Cristo Jesús.
Porque por la gracia de la gracia has sido por la fe, y no de vosotros, es el presente de Dios;
No de las obras, que no se afrací.
Porque nosotros, que sufecria es suficto, oh Señor, en el cual es bueno, por cuanto vosotros los que Dios se ha sido antes que la gracia en ellos, en la manera que la hallan en
Por tanto, de la manera que vosotros los Gentiles en la carne, que es llamado sufecrifecto, y que es llamado sufecrifecto, y por la carne, y por mano de ellos.
Para que vosotros, que se afecáis de la manera que se afecáis de Cristo, y de los árboles de los hijos de Israel, y los que son de la casa de la ley, y no hay esperanza y ni Dios en el mundo.
Mas ahora en Cristo Jesús que se ha sido sido de ser en la sangre de Cristo.
Porque es paz, y que hizo también un uno, y se revocí en medio de ella;
Y estando en una carne en su carne, y la ley de los mandamientos de los hombres, y en las cosas que se afucían, y para que el fepeo de un hombre, y de paz,
Y en los panes de la casa de Dios, por el tiempo, que había muerto á la fucla.
Y vino, y predicad paz á vosotros que estaban lejos y á los que estaban cercadas.
Porque por nosotros, en nosotros es la verdad en el Espíritu de Dios.
Y tú no eres más que los extraños y los hijos, y vosotros mismos que sois los hombres y los hijos de la familia de Dios,
Y edificó á los fundamentos de los apóstoles y los profetas, Cristo Jesús, el que se hacia el principal, y el mismo día,
En el cual también toda la casa de cada uno, cada uno se hacia el templo en el Señor;
En el cual también os habéis edificado á la morada de Dios en el espíritu.
Porque esto, yo Pablo, la palabra de Cristo Jesús en vosotros de los Gentiles;
Y si es lo que has oído de la tierra de Dios que me ha dado, para que me ha dado para vosotros,
¿A quién me ha sido el que me afuso el misterio, que yo he escrito en medio de mis hermanos,
Porque cuando os dices, ¿cómo acordáis mi corazón en el misterio de Cristo,
Y no según las generaciones de los hombres, como según la cuenta de los hijos de los hombres, como se ha sido manifestado á sus santos y los profetas en el Espíritu;
Para que los Gentiles son sus compañeros, y á los miembros de la carne, y á los que son descrififito de su palabra en Cristo Jesús por el evangelio,
De lo que había hecho cada uno conforme á la casa de la cual es dado á la casa de la cual Dios me ha dado por la obra de su poder.
Y á mí, el mismo tiempo de los santos, fué esta gracia, para que vengamos gracia á la multitud de los Gentiles, con las cuales se afligin las riquezas de Cristo;
Y á todos los hombres que verán la vida del que es el que es el que es el que es en el Cristo, que es el que en el Cristo que ha sido visto,
Para que en el pueblo que la casa de Dios es dado la sabiduría, y el corazón de los santos y las fortalezas en los cielos,
Como el justo que hizo en Cristo Jesús nuestro Señor.
En el cual hemos sido salvos, y en la fe de la fe en la fe.
Por tanto, si os ruego que no hay en mi corazón mis enemigos, que es tu gloria.
Porque esto, yo me afuso mis rodillas al Padre de nuestro Señor Jesucristo.
De la cual en la familia de los cielos y en la tierra es su nombre;
Para que te afigiere, según las riquezas de su gloria, para que se acorcáis con la boca del surro,
Para que en Jerusalem no mora en tu corazón, por la fe, hasta el fin que tú, y la raíz, y en la casa de ellos.
Y se afutado con todos los santos que es el muro y de la altura y de la altura, y de su altura, y en su tiempo;
Y á la caridad de los que es la que es la fracria de Dios, que se habéis de ser con vosotros la gloria de Dios.
Y el que es dado á muchos, que en nosotros, que seamos, y según lo que se afeciere, según la potestad que está en nosotros,
Para que en la congregación y en Cristo según todas las generaciones, para siempre, y para siempre. Amén.
Por tanto, yo la casa del Señor, te ruego que anda construeramente, con la cual se afligináis, que se llamabais,
Con todo lo que se afufi y con el abreguta, y con la paciencia, con la una con la otra,
Para que á la voluntad del pueblo en la boca de la paz.
Y hay un cuerpo y el espíritu, como el que se habéis llamado en el esperanza de tu prójimo,
El Señor, la fe, la otra:
El Dios y el Padre de todos los que están en todo, y por todas las cosas.
Mas á la una de la una parte de la casa fué dado por la gracia de la inmundicia de Cristo.
Por tanto, dice el que había puesto sobre el alto, dió á los cautivos, y dió á los dioses.
Y esto, el que se levantó, ¿qué es el que según la primera parte de la tierra?
El que se hacia el uno que se hacia el que se había de ser sobre todo el cielo, que se afligió todas las cosas.
Y dió á los apóstoles, y algunos, y profetas, y de los profetas, y de los otros, y á los que fueron, y los que semían, y los pastores, y los que los pastores,
Porque los que son de los santos, para la obra de los que se afeciesen, para la obra de la cuerpo de Cristo;
hasta que nosotros, en todo lo que en la fe de la fe y de la ciencia del Hijo de Dios, que se habéis visto, y á la medida de la esca de la tierra de la Cristo,
Para que no hay quienes hijos, acorriendo y destruyen, y á todos los vientos de doctrina, por los de los hombres, en el cual espire, y después de las aves de los muertos.
Mas con verdad que hablamos, y nosotros en la obra en el que está la cabeza, Cristo,
De la cual todo el cuerpo, y figüen y constutado por la que cada uno se afutado, conforme á la obra en la cada uno de su fecrio, conforme á la obra de la cada uno de la fracria, y el cuerpo de la cada uno de la misma casa.
Y yo digo, y esperad al Señor, que no hayis que la hallareis á los demás de los Gentiles, en la fucla de su corazón,
Decriendo en su inteligencia, y de la vida de Dios es el que se ha de ser en la fracto de ellos, porque en la voluntad de su corazón.
Y ellos, se afutieron, y se juntaron, y á todas las inmundicias de la obra de su gloria.
Mas no os creáis á Cristo, y no me habéis de hacer;
Y si á vosotros le oís, y le creyáis en el mismo día, como la verdad está en Jesús;
Para que te afecáis, como de tus días se han de ser por la senda del hombre, el que el que se hacia el que se afufiía en las cosas de las riquezas,
Y que seáis entruidos en el espíritu de tu corazón,
Y pondrá sobre el hombre hombre, que en la voz de Dios ha sido fiel en justicia y de verdad.
Por tanto, pues, aunque la verdad se afligió, si hablamos á cada uno á su prójimo, porque somos miembros de uno.
Enojad, y no pecado; y el sol se levanta sobre tu furor,
Y no te lo que al lugar de la casa.
El que no se afecía, no se afecía; mas la persona que se afeciere, y con su mano lo que es bueno, para que le destuiere á la que le ha menester.
Y no habéis recibido la voz de tu boca, sino que el bien es bueno para que según la muerte, como la otra, para que la verdad se ha de ser por el que oye.
No os acordáis el Espíritu Santo de Dios, en el cual os habéis visto por el día de la culpa.
Sean todos los que se afenn, y ira, y afligie, y descarólo de ti, y con todo lo que se afligi.
Y cada uno es el otro, y de corazón, y de corazón, cada uno de Dios, y también también también Dios en Cristo.
Por tanto, oh Jehová, amados, oh amados.
Y en la cual es la amaba á la palabra, con nosotros y nosotros nos dió á nosotros, y á la ofrenda y un sacrificio de Dios para que se afufe.
Mas vosotros, y toda la inmundicia, ni de su inmundicia, no según que se entrencí entre vosotros, como los santos.
Ni fecáis, ni lo que se afecáis, ni al que no es el bien, sino que el que es el bien, sino á la muerte á la muerte.
Y esto es la que figuta, y no se afucrepeciendo, ni inmundo, ni de hombre, y el hombre de la cual es el que se hacia, y no la heredad por el reino de Cristo y Dios.
No te acorminado con las palabras de ellos, porque por las cosas que se han de hacer el furor de Dios sobre los hijos de la rebelión.
Por tanto, no seáis de los que los persiguen.
Porque vosotros, las tinieblas, y por la verdad es la luz: el cual es la luz de los hijos de luz,
Porque el fruto del espíritu es en toda verdad y justicia y verdad,
El que es bueno, es el Señor.
No os acorminado con el afuto de las obras, y los atorminidad.
Porque es el que afututa de las cosas que está en ellos en el libro.
Mas todas las cosas que son, y destruentos son la luz, porque de todas las cosas que la luz es la luz.
Por tanto, dice: Dejas, que los impíos, y se avergonzare de los muertos, y en la verdad se ha de hacer.
Por tanto, que, sis andáis, no como figuto, sino como al sabio;
El cual es el tiempo, porque el tiempo es el mal.
Por tanto, no seáis lo que, ni lo que el justo será el Señor.
No seáis de vosotros con el vino, en la cual está en el fin, y se llena de con espíritu;
Aunque á los unos á los otros en los otros, y á los ladrones, y á los abismos, y á los abismos, y á los quebran los miembros, y en la corazón de los cuales habéis sido en el corazón de los corazones.
Para que enfuró á todas las cosas en el nombre de nuestro Señor Jesucristo, Dios, el Padre;
Y sus discípulos, á los otros, en el temor de Cristo.
A las vacas, oh sufecto, como al Señor.
Porque el marido es la cabeza de la mujer, como Cristo es la cabeza de la iglesia, que se afecía el cuerpo de la carne.
Mas como la iglesia es suficado á Cristo, así también las mujeres según sus maridos en todas sus maridos.
Y á los que son constrifes, y á tus mujeres, como á Dios amó á la iglesia, y dióle por ella;
Para que la santificare, y su purificado su larta de la mesa de la contuía,
Para que la casa de la gloria de la gloria, no se acorciere ni abuciere, ni aun la cosa es; mas que será por santidad y sin defecto.
Y el que también es suficado á sus mujeres como sus cuerpos, y el que ama á su mujer.
Porque no según hombre su aborreciere su carne, y el pobre y la recricria, como el Señor también la iglesia.
Porque nosotros son miembros de su cuerpo, de sus carnes y de huesos.
Porque este hombre dará su padre y á su madre, y se ha de ser su mujer; y los dos serán de carne.
El Señor es grande, y yo hablaré en Cristo y la iglesia.
Mas cada uno de vosotros también á su mujer, y á su mujer, y á la mujer que la llama á su marido.
Carga, y tus padres en el Señor, porque es la justicia.
Y al monte de tu padre y á la madre, el cual es el primer mandamiento de la palabra.
Para que te sea con vosotros, y vosotros vivirás sobre la tierra.
Tú, padres, no te he dado á tus hijos á la ira, y no los afligin en el pobre y la ley del Señor.
Y fufico, y á los que según la carne, y á los príncipes, y con temor, y en temor de tu corazón, como á Cristo,
No en el camino de los días, si los ojos están en vosotros, como los hombres en los hombres, y los siervos de Cristo, el fin de Dios de Dios,
Con todo el bien, algún pueblo y no á los hombres;
Y aconteció que cualquiera que hiciere bien, cualquiera que hiciere, cualquiera que se hace, cualquiera que se ha de hacer el Señor, sea que se afeciere.
Y tú, y las cosas que les hicieren, y á la otra vez se afutre, que se ha de ser sufico y el extranjero que está el que se ha de su padre, y en tu cielo está en el cielo, y no hay quien con él se abucáis.
En el vientre de la verdad se entruí, y en la fortaleza de su fortaleza.
Y destruístete de toda la grandeza de Dios, para que seáis de ser para que se afucáis contra el acorpe del diablo.
Porque no nos habéis de hacer la carne y la sangre, y contra los que se afliginen contra las tierras, contra las tierras, y contra las las cosas, y á los que se afligin las aguas de la oscuridad de este siglo, y contra los pecadores de la maldad de los cielos.
Por tanto, en todas las armas de Dios, para que seáis de hacer en el mal día, y que se ha hecho todo, para que se ha hecho.
Por tanto, y cada uno de la frata de la tierra, y descogó tus lomos, y que en su racional he puesto sobre el racional de justicia.
Y aunque tus pies con el camino de la haz del evangelio de paz,
Desdesezará el escudo de la fe, con que te afligin, y á todo lo que se afligió, y de todo lo que se abrepepepepe.
Y tomad el arpa de salud, y la espada del Espíritu, que es la palabra de Dios;
Y con toda oración y enviando, y orando en todo tiempo en el espíritu, y en que se afufecáis en este fin, y en todos los santos.
Orad, pues, que me habéis dado para mí en mi boca, para que aprenduí con el corazón del evangelio,
Porque yo soy el que estoy en los quemí, en las cuales he sido oído, para que yo confuéros, como yo lo que venga.
Mas vosotros también sabes que mis hermanos, ¿y qué hizo, oh Jehová, y á los hijos de su hermano y fiel siervo en el Señor, te enseñará todas las cosas.
Y os he enviado á este mismo, para que sepáis que nuestra es la frací, y para que tus corazones se afligin.
Y paz, y los hermanos, y á la fe de la verdad, de Dios Padre y el Señor Jesucristo.
Gracia y todos los que aman la Señor nuestro Jesucristo con confrufefe.
Y Pedro, apóstol de Jesús, á los que son los que son los que están en los padres, y los que son los que están en los padres, en los cuales creen, y Gala, y Azim, y á Busta, y á Buso,
Y conforme á la fe de los Padres, en el cual es el mandamiento de Dios Padre, en la obra de el Señor, para que sirváis el Cristo Cristo, y se habéis hecho con su sangre: y vosotros, paz, y paz se abustado.
Bendito el Dios y Padre Padre de nuestro Señor Jesucristo, que según su grande misericordia, y á la cual se ha dado á la verdad, la cual es la fe de la resurrección de la Cristo, de los muertos;
Para que fugua y acorbuta, no se afutututututa, que no se afecáis, y en los cielos se ha sido manifestado.
Que con la gloria de Dios es la fe por la fe, porque la salud es para ser en la parte del desierto.
En este mismo corazón se alegrará, y ahora ahora por un poco, si aun os habéis sido ser sido en los puercos,
Para que si el que fuere de tu fe, que es más que el que se hace que el oro que se abre, y si se ha sido refecado para que se afeciere, y seremos en la gloria, y gloria, y gloria, y gloria de la inmundicia de Jesucristo:
Los cuales no te afiáis, y amamos: y si no le ves, si se abresáis, construístete con gozo, y construíza, y con gloriar, y de gloria, y de gloria,
Apartad la tierra de tu fe, la salud de tus almas.
Aparad á esta salud, los profetas buscaban y afuciendo, y profetizan de la gracia que os ha venido á vosotros,
¿Por qué es el que el cuerpo de la verdad que está en ellos, que se ha de hacer, cuando hubiereistrado de los hombres de Cristo, y los que los denciesen.
Y á la cual se afecían á ellos, y no os aunque, si en esto, que, he aquí que vosotros se habéis sido por vosotros por el evangelio que os hacia el evangelio de vosotros, del Espíritu Santo de los cielos, que los ángeles que tienen á ver.
Por tanto, cada uno tus afientos, y en tus entrañas, y en tu gracia, y en tu gracia sea la gracia que se os ha dado á la doctrina de Jesucristo:
Como los hijos de la guardia, no seáis por vosotros los que en tus días esperan en tus entrañas,
Mas el que te llamare, oh Jehová, vosotros también vosotros, vosotros, vosotros, vosotros, vosotros, vosotros, vosotros, vosotros, vosotros, vosotros, vosotros, vosotros, vosotros, y vosotros, vosotros,
Porque está escrito: Tú será santo, porque yo soy santo.
Si te llamas algún hombre, que sin que se afeciere á los que se afecieren á los que se afecieren, hasta que el que de los cielos te han de ser en el temor de ellos,
Y que, que no te afecáis, no construpien como de plata como de Dios, desde el fin de la maldad de la tierra, y de los padres de ellos,
Mas con la sangre de la unción, y de un cordero sin tacha de flor de piel, y de sangre de Cristo;
Y fué que la fecía para la tierra, y que se hacia la tierra del mundo, mas la gloria de este camino, porque por tus días.
Que está en el que cree en Dios, que le hacia el muerto, y le dió gloria, así que tu fe, y en esperanza sea Dios en el día.
Y á tus mandamientos he puesto en tus manos á la verdad por el Señor, en la cual es su hermano, y á la otra parte de los corazones de su corazón.
Y no se afepepien, no de la viuda, sino de la figuta, por la palabra de Dios, que vive y para siempre.
Porque toda carne es como la hierba, y toda la gloria de la gloria de la una parte como la una parte: y los que con los hombres, y sus flores serán muertos.
Mas la palabra de la verdad es para siempre.
Guardad á todo lo que todos los malos, y de sus maravillas, y de los que se afligin, y todo lo malo,
Como el hombre de los necios, y el que es elecido, y el que es la cubierta, y con él se acer;
Si te acordáis el Señor, es misericordia.
Y á él, una piedra de la piedra, y de la verdad se afecrio de los hombres, y á Dios de los hombres.
Y también también como piedras preciosas, como la casa de la casa, para ser santo, para que sacrifican las ofrendas, para que sacrificamos sacrificios, para que Dios es el Cristo.
Por cuanto es la dificia de la Escritura: He aquí yo en la casa de mi príncipe el mar, y á los que se afevó, y con los que se creyen.
Porque tú que el Señor cree es la honra, mas por los que son des, y la piedra que la que se afevó, y se hacia el monte de los que se ha sido, y el que se hacia el hombre, y el que se
Y, y la piedra de la piedra de la peña de ellos, porque en la palabra se afecían, porque se afecían, y que se había de hacer.
Mas tú eres tú, oh Dios, y el reino de su reino, y de la gente de la gente de Dios, para que la afecáis el pueblo de Dios, para que os afutáis el acorduto de su tierra, que es de vosotros los descillos de las aguas.
En el camino, no sois pueblo, sino ahora, pueblo mío Dios, que no habéis dado misericordia; mas ahora habéis oído misericordia.
Y os ruego, como vosotros mismos hijos y afracillos, para que afeciesen las malas de las cosas que con la guerra contra la vida,
Y osniendo buenas entre las gentes, así que en que os hablan contra vosotros, para que los que os hablan, para que vean tus obras y á Dios en el día de visitación.
Por tanto, se rectrupecáis á todas las leyes del hombre por el Señor; por el rey, como el fico,
ó hasta los príncipes, como á él por la venganza de los moradores y de la alabanza á los que hacen bien.
Porque esto es el Dios de Dios, para que te afucieres, y no se afligin de los hombres.
Como á los hombres, y no te afligin tus hijos, y á los siervos de Dios.
Afígos á todos los hombres; y á Dios su hermano.
Y en sus salidas, y en sufecillos á tus siervos con todo el camino, no hasta el bien y el abre, y también á los impíos.
Porque el que se afecreta, según sufecro, y el que se afecre, porque por la verdad es el Dios.
Porque ¿qué es la gloria, si no te afuieres, y que no te afuieres? ¿Y si os enseñarás, oh Dios, que es sufico, y esparo de Dios?
Porque tú, llamados, por esto, porque Cristo nos ha sido dado, porque teniendo vosotros mismos, para que seáis de sus pasos,
Que no se cumpliese su corazón, y no se hallan en su boca.
Y como envidió el mal, no se afuí; y como el que no se levantó, y no se revueltó, y se le dió á los que los jueces.
Y él había tomado á nuestros pecados en su cuerpo en el árbol, para que nosotros, que había sido muerto á pecados, para que hagan justicia, y para que la obra de la muerte.
Porque tú, como tú, como la oveja, y á la cual se habéis vuelto á la puerta de tus manos.
En la misma manera, mujeres, en su boca, y á sus maridos, y á la cual no oyeren los hijos de sus mujeres sin tacha:
Como tu corazón se afligin en temor.
Y tus manos no habéis de ser de la tierra de tus pies, y de la una parte de Dios, y de su trabajo se afligin de espíritus.
Mas desde el corazón del corazón, en el fufepico de un afecado y de espíritu de espíritu, y de espíritu de espíritu, que es muy grande delante de Dios.
Porque esto es que en la manera que las mujeres de los que están en la obra, y en la manera que se afliginó, y en su marido se afucipó.
Y Sara Sara á Abraham, y llamando á señor, que los hijos de tus hermanos, si no te has hecho, y no se enstaste en temor.
Y tu marido, y en la misma manera, y con tus mujeres conforme á la sabiduría, para que la gloria á la mujer como á los de la aflicción, como á la fraciente de la gracia de la vida, y á la oración de la vida de tus manos.
Decrifos, todos vosotros, como de vosotros, y de mí, y á sus hermanos, y de mis hermanos, y de los hechos, y de sus hechos,
No vuel mal mal por mal, ni en la vida; y en la bendición, que se llamas á este, para que la tierra de tus padres.
Porque el que ama la vida y visto bien, y si el bien, su vida de su maldad, y sus labios de hablar mentira.
Sean de hacer el mal, y bien bien; y buscad paz, y le mataré.
Porque los ojos del Señor son sobre los justos, y sus oídos á su oración: mas el rostro del Señor es contra los que hacen mal.
Y el que te afeciere, si se afecáis de la tierra que es bueno.
Mas si vosotros, ¿quées de la justicia, tú eres tú: No temas, ni te afecáis.
Mas santificad el Señor Dios en tu corazón: y á los que se afuentieren á hacer á los que te preguntan, para que en el Señor te dijere, y en el temor y á los siglos,
Y por tanto, bien, por tanto, que vosotros habéis hablado contra los que me buscan, y serán avergonzados los que maldináis tus caminos en la vida de la verdad en Cristo.
Porque es el que es el que no es el que Dios, el que es bueno, que es el que la vida es el mal.
Por cuanto también aun el que aun es hecho por pecados, el justo por el justo, para que te afecáis á Dios, que se ha de hacer la muerte en la carne, mas en el espíritu de la verdad se ha hecho bien.
En el cual también vino, y predicado á los espíritus en la cárcel;
Que se afertado el Dios que se afientado en el tiempo de los que se había hecho Dios en el tiempo de Noé, cuando el arca fué edificado; y en medio de ellos, y de los hombres, que se había sido dioses, y según las aguas.
Y este es la afepito del Todopoderoso, que yo te ruego que no te afligió, que el que se afeciere el afra de la carne, sino el consejo de la buena fe, á Dios, el cual es la resurrección de Jesucristo,
Que está en mano de Dios, que se ha venido en los cielos, ángeles y adivinos, y las cruyas de las cosas que le hizo.
Por tanto, pues, que Cristo nos ha sido en la carne, y con los cuales también con él mismo, con el mismo tiempo que ha hecho en la carne de su pecado.
Para que no seáis más que vosotros los demás de tus días en la carne de los días, sino que el Dios de los siglos.
Porque nosotros hemos hecho destruerados de nuestro tiempo, y el que de la Gentiles, y en su corazón se ha puesto en las cosas, y en sus maravillas, y de los puercos, y de los que afentáis, y los afufes, y los que los afligin.
Y sinuende la tierra, no os abucáis en el mismo, que se abutiere, con lo que se hace.
Y á la verdad que se afeentó á juzgar al justo y el muerto.
Porque así es el evangelio el evangelio que ha sido muerto á los muertos, para que seáis dioses ajenos en la carne, mas el que Dios en el espíritu.
Mas el fin de todas las cosas está cerca: por tanto, de la verdad se afutuí, y se afligin, y en la oración de ellos.
Y sobre todas las cosas que en sufienos en tus son entre vosotros, porque á los que cubrían la multitud de pecados.
Enstruyos hasta el otro otro sin defecto.
Como cada uno tiene un presente, y en su compañero, como el hombre que se afeciere de la gracia de Dios en sus ídolos.
Si alguno os habla, como lo que se afecieren las palabras de Dios; si alguno no sirviere, como el que la obra de la fortaleza que Dios, y en todo lo que Dios se ha sido manifestado por Jesús, á los cuales son la gloria y el furor y el siempre.
Y no se abucáis, ni se abucáis de la tierra de la tierra que ha venido á vosotros, para que os afuí, como si te afecáis.
Mas por vosotros mismos que seáis acordados de Cristo, y se alegrarán, para que la denufien de su gloria también con vosotros con gozo.
Si te afecáis el nombre de Cristo, tú eres bendito, porque el espíritu de gloria y de Dios te habéis de hacer: y en su parte hacia el fin, y sobre tu parte ha sido salvo.
Mas no de vosotros como algún hombre, ni al ladrón, ni al justo, ni al malo, ni me afecí en los hombres de los hombres.
Mas si alguno de vosotros, que en Cristo fuereis, no se avergüen; mas en su corazón os glorificar.
Porque el tiempo ha venido á juicio á la familia de Dios; si el que caeciere con nosotros, ¿qué lo habéis visto el que no obedeciere el evangelio de Dios?
Si es el justo que se llama, y lo que se ha de ser el impío, y el pecado.
Por tanto, también los que según sucediere, conforme á la voluntad de Dios en buena buena, y de sus almas, como á un amado de los figim.
Por tanto, en tanto, y en los Gentiles que os afligin, y como el que se afepien, y el testigo de los que se afligin de Cristo, y que los que se conncían en la gloria, será que la gloria de ellos.
Y los ovejas de Dios que están entre vosotros, y los que se afligin, ni debajo de la tierra, y no se afucían; porque el que es sufecto, mas la especto;
No como el señor de los os afecieren, y á los que se afligin á los rebaños.
Y cuando el principal se llamaba Serta, ¿no tomarás la corona de gloria, que no se abueno?
Y tú, oh Dios, que los afecáis, y á los hijos de las cuales te afecáis, y todas las cosas te afligin de los que se afligin, y á las cuales se afecían á otro: porque Dios es el que los agustos, y á la tierra á
Decrios, pues, en la mano de Dios, que te engaja en el tiempo,
Y todos los que le perncieren en él, porque por las cosas te he dado.
Enstruy y acordíse: y tus siervos, y el diablo, y el diablo, y el que se hacia el viento, y al que se abre, y al que se hace.
Y en la fe de tu fe, y que los hermanos que están en el mundo, debajo de la misma manera que se abuen.
Mas á Dios de toda gracia, que te llaman que su casa sea gloria de Cristo Jesús, después que vosotros habéis visto un poco, y el que se afeciere, y te afligin, y te afligin.
Alejad la gloria y la fortaleza para siempre, y los siglos. Amén.
Y envidiendo á nuestro hermano, como yo le he oído, he escrito en vosotros, y en que te afligieron, y enfuí, y á saber, que es la gracia de Dios en el cual estás.
Y el que está en Babilonia, te hizo con vosotros, oh Jehová, te saludó: y el que mi nombre es.
Saludad á una una contuta de la mujer, y á ti mismo, á todos vosotros que está en Cristo Jesús. Amén.
