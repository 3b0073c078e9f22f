Y aconteció que en los días que juzgaban los jueces, hubo hambre en la tierra, y un hombre de Beth-lehem de Judá, que iba á vivir en la tierra de Moab con su mujer y sus dos hijos.
Y el nombre del hombre era Elimelec, y el nombre de su mujer Nahahi; y los nombres de sus dos hijos eran Mulla, y Chelon-lehem de Judá, y vinieron á tierra de Moab, y habitaron allí.
Y murió Eliúra, y Nachâo, el marido de su marido, y dejóla con sus dos hijos.
Y tomaron mujeres de los Moabitas, y el nombre de la una era de otra, y el nombre de la otra era Ruth, y habitaron allí diez años.
Y murió Malla, y Chilion-gilón, y la mujer deshizo fué de sus dos hijos y de su marido.
Y levantóse ella con sus hijas, para volverse de la tierra de Moab; porque había oído en la tierra de Moab, cómo Jehová había visitado su pueblo en su vogólos.
Y salió de aquel lugar donde estaba, y sus dos hijas con ella; y ellos se fueron á la tierra de Judá.
Y Najéronle dos hijas: Id, y volveos cada uno de vosotros á la casa de su madre: Jehová hará con vosotros como vosotros, como habéis hecho con los muertos y conmigo.
Y Jehová te ansó que halles reposo, cada uno de ti en la casa de su marido. Y ella besó, y lloró.
Y ellos le dijeron: No, sino que nosotros seremos á tu pueblo.
Y Nahúda dijo: Id, hijas mía, y ¿por qué quieres ir conmigo? ¿voo aún hijos en mi vientre, para que sean vuestros maridos?
Ve, y ve, oh doncellas, ve, tu camino; porque yo soy ya ya ya ya viejo: y si dijere, esperanza he de tener marido esta noche, y también llevaré á hijos;
¿Has esperado hasta que se hayan de tener? ¿posarás luego de tenido maridos? No teniendo hijas, porque se han arrepentido de mí, por tu mano de Jehová, ha salido contra mí la mano de Jehová.
Y alzando su voz, lloraron; y después besó su madre lasa, y lloró con ella.
Y ella dijo: He aquí tu hermana ha declinado á su pueblo y á su dios, y á su dios no vale: seguid tu hermana.
Y dijo: No me importéis, y volveréis de seguiros, porque á donde vais, y yo iré; y donde os quedáis, yo os quedaré: vuestro pueblo será mi Dios, y vuestro Dios.
Y donde moriré, y allí me serás sepultado; y Jehová me hará á mí, y también lo que quedare, si la muerte, y vosotros hay algo.
Y viendo Nahú que estaba determinado hacerse ir con ella, dejóla de dejarla.
Y yendo ellos á Beth-lehem, hasta que viniendo ellos á Beth-lehem, toda la ciudad fué acostada, y dijéronle: ¿Es este este este este este tu nombre?
Y ella les dijo: No me llamas: llamadme, porque el Omnipotente lo ha hecho con amargura.
Yo saldré, y Jehová me ha traído vacío para vacío: ¿por qué me llamas por no, porque Jehová ha testificado contra mí, y el Omnipotente me ha afligido?
Y volvióse Nachâ, y Rutha los Moabitas, y su nuera, y sus nueras, los cuales volvieron de la tierra de Moab: y vinieron hasta Beth-lehem, al principio de la siega de la siega de la siega.
Y Nahín de su hermano, varón poderoso de familia, de la familia de Elira, y de su nombre Booz.
Y Rugo á los Moabitas dijeron: Vamos ahora á la heredad, y rebuscáis el campo, y rebuscáis el grano después de él, si he hallado gracia. Y ella dijo: Ve, hija mío.
Y ella fué, y vino, y rebuscó en el campo según los segas; y viniendo á la parte del campo, Bosoz de la familia de Elimelech, la familia de Elira.
Y he aquí, llegóse de Beth-lehem, y dijo á los que se sientan: Jehová sea contigo. Y ellos le respondieron: Jehová te bendiga.
Entonces Booz dijo á su criado que estaba sobre los segas: ¿Quién es ésta?
Y el criado que se apoyaba sobre los segas, dijo: He aquí es la moza que había vuelto de aquella tierra de Moab.
Y ella dijo: Yo te ruego que me rebuscáis entre los segadores, y ha venido hasta la mañana, hasta que ya se ha corrompido, sino que de aquí se echa una poca en casa.
Entonces Booz dijo á Ruth: Oid, hija mío, no entréis en el campo, ni os entréis aquí, sino que estaos á mis criadas.
Sean vuestros ojos sobre el campo que se siegan, y van tras ellos; mas no os mandé á los mancebos, y cuando os faltan, salid á los vasos, y beber de lo que tienen los mancebos.
Y ella cayó sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que me tomes ciencia de mí, porque soy extranjero?
Y Booz de ella, le dijo: Yo he sido dicho de todo lo que has hecho á tu madre, y que has dejado tu madre, y que has dejado tu madre, y la tierra de tus parir, y ha venido á pueblo que no conocisteis antes de ti.
Y Jehová el pago á tu obra, y una recompensa sea dado para ti de Jehová Dios de Israel, debajo de sus alas, que tú has venido á esperar.
Y ella dijo: Hallámosme gracia en tus ojos, señor mío, porque me consolaste, y porque has hablado con tu siervo, aunque no soy como uno de tus siervos.
Y aconteció que al presente le dijo: Ven acá, y come de pan, y come tu bocado en la vid. Y sentándose ella junto á los segadores, y se juntaron, y se hartaron, y se hartaron de ella.
Y como se levantó á rebuscó, mandó á sus mancebos, diciendo: Buscadéis entre las gas, y no la afrenta de ella.
Y descalzo de los colores, y dejadla; rebuscadla, y no la reprendáis.
Así rebuscó ella en el campo hasta la tarde; y tomó lo que tenía rebuscado, y fué como un epha de cebada.
Y la tomó, y entró á la ciudad: y la madre la vió suebida, y sacóla á ella, y dióla á ella la que había dejado.
Y suegra le dijo: ¿Dónde estás hoy? ¿De dónde has hecho? Bendito el que no te ha parecido. Y ella dijo á su madre: La que hizo, el varón es de su madre, con que hoy es hoy.
Y Nadamia dijo á su nuera: Bendito sea varón de Jehová, que no dejó su misericordia á los vivientes y á los muertos. Y su nombre le dijo: El varón es nuestro pa paso, se acerca de nuestros cercanos.
Y Rugo á los Moabitas dijeron: Sí, él me dijo: Estadrás estaos á mis mancebos hasta que acabaron de toda mi mi mi mi mi mies.
Y Najé á Ruth su nuera: Buena es mi hija, que salisteis con sus criadas, y no os encontraron en el otro campo.
Y ella se puso á las criadas de la casada, hasta el rebuscado de cebada y de trigo: y ella habitó con su madre.
Y su madre le dijo: Padre mío, no te buscaré de ti, para que te vaya bien.
Y ahora ¿no es Aoma, y quién te Benoz? He aquí que él era castigado para la noche.
Y te ungebe, y vístete, y desciende al la era; mas no te hagas saber al varón hasta que haya acabado de comer y bebiendo.
Y será que cuando durmiere, no te pondrás lugar en el lugar donde estuviere: entonces irás á sus pies, y te acostarás; y él te dirá.
Y ella le dijo: Todo lo que dijeres, haré.
Y descendió á la era, y hizo todo lo que suecia á su madre.
Y aconteció que, como se comiere y bebía, y se alegró á dormir en el fin de un montón de trigo: y ella se apoderó, y echó sus pies, y echóse.
Y á la media noche fué estrellada, y se volvió; y he aquí una mujer que estaba en sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy Ruth tu siervo, y extiende tu esquina de tu sierva sobre tu siervo; porque tú estás cerca de ti.
Y él dijo: Benditos seáis á Jehová, hija mío: has hecho misericordia en el cabo de la postrera que al principio, porque no has andado tras los mancebos, ni rico.
Ahora pues, hija mío, no temas: yo haré á ti todo lo que dijeres: porque toda la ciudad de mi pueblo sabe que eres de mujer.
Y ahora es verdadero que yo soy Pisma. Mas hay temor que se cercano que yo.
Estaos de noche, y de mañana, si él hiciere por vosotros la parte de un centella. hagan los órdenes de Hemán. Mas si no hiciere lo guarda de un pesegente, yo haré lo que se guarda de ti, como Jehová vive. Desde la mañana hasta la mañana.
Y echóse á sus pies hasta la mañana, y levantóse después de discernir el uno á su compañero; porque dijo: No sea que la mujer vino á la era.
Y él dijo: Trae al hombre que está sobre ti, y tómalo. Y ella calló, y midió seis medidas de cebada, y púsolo sobre ella; y él entró en la ciudad.
Y como ella vino á su madre, dijo: ¿Cómo se fué, hija mío? Y ella le dijo todo lo que el hombre hizo.
Y ella respondió: Seis medida de cebada me dió, diciendo: No vayas vacíos á tu madre.
Y ella dijo: Esperad, hija hasta que conozcáis lo que vendrá; porque el hombre no se hará descansar este día.
Y subiendo á la puerta, se sentó allí, y he aquí que los cerca de Salman-sanan, que se llamaba Booz, Aod, amigo, y se sentó. Y él se puso, y sentóse.
Y Booz tomó diez varones de la ciudad, y dijo: Saúl, y se sentaron.
Y dijo á los cercanos: Salmana, que ha venido de la tierra de Moab, que vende la tierra de Moab, la cual era nuestro hermano de Eli, hermano de su hermano Eli.
Y dije que os digo, diciendo: Con los que están aquí, y delante de los ancianos de mi pueblo. Si lo redimieres, redimieres; mas si no lo redimieres, dirásme, para que yo sepa. Porque no hay quien lo rescatare; y yo soy después de ti. Y él dijo: A ti lo redimir.
Y Booz dijo: El día compraréis la heredad de la mano de Nahobre, lo comprarás de los Moabitas, mujer de los muertos, para que levante el nombre de los muertos sobre su heredad.
Y los cercan de Hemán: No lo redimí, porque no tengo fin mi heredad, no sea que yo pueda redimirme mi heredad, y te lo pagaré.
Y esto era la costumbre que primero en Israel, por lo que había de redimir y de las descans, para confirmar todas las cosas: y tomó un hombre la arena, y dióla á su prójimo; y fué la senda de la hacienda de Israel en Israel.
Y los cercaron á Hemán, Boozcola: Toma luego su arena.
Y Booz dijo á los ancianos y á todo el pueblo: Vosotros sois testigos hoy, que yo comprado todo lo que era de Eliath, y todo lo que fué Chilion-lan, y de la mano de Najoth.
Asimismo Rutha, mujer de los Moabitas, mujer de Mallad, he aquí para que mi mujer sea empobrecado, para levantar el nombre de los muertos sobre su heredad, para que el nombre de los muertos no sea cortado de entre sus hermanos y de la puerta de su lugar. Vosotros sois testigos hoy.
Y todo el pueblo que estaba á la puerta, y los ancianos dijeron: Nosotros somos testigos, Jehová, que ha venido en tu casa como Rachêl y Lea, como la casa de Israel, y la cual edificó la casa de Israel, y vosotros como la viváis en Ephrata, y en Bethlehem-lehem.
Sea tu casa como la casa de Phares, que Thamar parió á Judá, de la simiente que Jehová te dará por mujer á esta mujer.
Y tomó Ruth, y ella engendró á su mujer, y entró á ella, y Jehová lo amó, y parió un hijo.
Y las mujeres dijeron á Nahori: Bendito sea Jehová, que no te ha quedado hoy de magnífico; sea su nombre en Israel.
Y os será por volver una de vida, y os sustentad en vuestros días; porque vuestro yerno, que os ama, que os ama, que mejor os ha dado siete hijos, que le ha parido.
Y tomó á su hijo el niño, y púsolo en su seno, y le engendró á él.
Y las mujeres, le dieron por nombre, diciendo: Hijo es nacido á Nahami; y llamó su nombre Obed: y él es el padre de Isaí.
Estas son las generaciones de Phares: Phares engendró á Esrom, y Phares engendró á Esrom:
Y Hesrón engendró á Ram, y Ram engendró á Aminadab;
Y Aminadab engendró á Naasón, y Naasón engendró á Salmón;
Y Salmón engendró á Booz, y Booz engendró á Obed:
Y Obed engendró á Isaí, y á Isaí engendró á David.
¡Cómo se sentó la ciudad muy grande! ¡Cómo fué hecho una viuda, que fué hecha una viuda, que fué grande entre las gentes! El cual era el príncipes entre las provincias, según siervo!
llorarán amargamente en la noche; sus mejillas sobre sus mejillas; en todos sus amantes se consoladores, y todos sus amigos se rebelaron: se deslearon, y se desleaban.
Y Judá se ha en cautiverio, por causa de la aflicción y por la grande, mora en las gentes; y no la hallará reposo; y le alcanzaren todos sus días.
El camino de Sión se enlutó, porque no viene á la solemnidad de la congregación: todas sus puertas están asoladas: sus sacerdotes afligieron, y se afligieron, y se en amargura de amargura.
Sus enemigos han sido cabeza, y sus enemigos: porque Jehová ha afligido su multitud de sus rebeliones: sus hijos descendieron á cautiverio delante del enemigo.
Toda magnificencia de la hija de Sión: sus príncipes fueron como de boda, que no hallaban pasto; no han ido á los persigadores.
Y te acordaron de Jerusalem en los días de su aflicción y de sus dueños todo suaves, que desde los días de su tiempo se postraron; y no se ayudó á su pueblo, ni á sus enemigos, ni á sus enemigos se vivistaron en sus asolamientos.
Jerusalem ha pecado gravemente, ha hecho ser inmundo: y todos los que la aborrecieron, porque la han visto su desnudez, y sus gemidos se han vuelto.
Sus faldas fué en sus orillas, no se acordaron de ella su postrimería: por lo que ha descendido, como lo descubierta; no ha consolado, oh Jehová, mi aflicción se ha engrandecido.
Y extendió su mano sobre todas sus cosas deleites; porque ha visto que las gentes han entrado en su santuario, por el cual mandaste que no entriesen en tu congregación.
Y todo su pueblo gime, buscaban pan; y dieron sus nuevas para el alma de ellos: He aquí, oh Jehová, y mira, porque yo he menospreciado.
¿No os hagáis, todos los que pasan? He aquí, y si hay dolor como mi dolor, con que mi dolor me ha sido angustiado, con que Jehová me afligió en el día de su furor.
Desde lo alto envió á mis huesos, y prevalece contra ellos: reducijo sobre mis pies, y me ha vuelto; hame desolado, y descaminado todo el día de hoy.
De sus rebeliones está atado de sus manos, y todos ellos ligaron; han subido sobre mi cuello, hasesese consumido mi fuerza; y el Señor me ha entregado en sus manos, contra los cuales yo no podrá resistir.
El Señor ha puesto nada en todos mis valientes, y el que se ha llamado solemnidad contra mí para quebrantar mis mancebos: el Señor ha hollado la virgen hija de Judá, como lagar de la moza.
Porque estas cosas lloré; mis ojos corren con agua, porque el consola mi alma se alejó de mí, y mis hijos se han asolado; y mis hijos han sido asolados, porque el enemigo ha prevalecido.
Sión extendió sus manos, y no hay quien lo consola: y Jehová mandó acerca de Jacob, para que los que están alrededor de él, para que los que están en ellos, sean inmundos como lo inmundo.
Jehová es justo, porque contra su mandamiento: oye ahora todos los pueblos, y mira mis dolores, y mis dolores se fueron en cautiverio.
Y á mis amantes me han engañado; mas ellos me han engañado, y mis sacerdotes y mis ancianos, hicieron el espíritu en la ciudad, cuando se buscaron sus almas.
Mira, oh Jehová; porque estoy en angustia: mi corazón se consurba en mí, porque yo he sido rebelde: y ensañó mi corazón, y espadas destruyo, á cuchillo.
Y oyeron que su gemido no hay quien me consola: todos mis enemigos han oído de mi mal; se gozarán que la has hecho, y te has hecho saber el día que has hecho, y serán como me has prevanado.
Dejad toda su maldad delante de ti: hacedlos como me hicisteis por todas mis rebeliones; porque mis gemidos son muchos, y mi corazón se desmayan.
¡Cómo ha cubierto la hija de Sión con nube en su furor! echó la hermosura de Israel desde el cielo hasta la tierra, y no ha acordado de su ira el estrado de sus pies.
El Señor tragó á todas las moradas de Jacob, sin misericordia de su ira: ha echado en su furor de la hija de Judá; los ha sacado á tierra, y ha profanado el reino, y sus príncipes.
Desde el cuerno de Israel cortó en ira, y voló su diestra de delante del enemigo: quemó á Jacob como fuego fuego que consume, y consumirá todas partes.
Como enemigo se ha enalteció su arco, y ha estado con su diestra como adversario de enemigo; ha matado todo lo que se ha desherido, en la tienda de la hija de Sión, y ha derramado su ira como fuego.
El Señor se ha tornado como enemigo enemigo; tragó á Israel, tragó todos sus palacios; destruyó sus fortalezas, y multiplicó sus fortalezas, y en gran hija de Judá.
El violento desfalleció su tabernáculo, como huerto que se huerto fué deshecho; ha hecho Jehová su lugar en olvido y sábado de fuego en Sión: eno de su furor menospreció, y menospreció el rey y el sacerdote.
El Señor se ha apartado de su altar; y en sus entrañas se ha hecho el Señor: dió los muros de sus palacios en mano del enemigo, y han hecho voz en la casa de Jehová, como en el día de la congregación.
Jehová ha hecho estregado para destruir el muro de la hija de Sión: él extendió el cordel, no apartó su mano destruyó; hizo el carnero y endechar, y endecharon.
Sus puertas tienen al sol, y destruyó sus cerrojos; y sus príncipes son entre las gentes á donde no es la ley: y sus profetas no hallará visión de Jehová.
Y los ancianos de la hija de Sión se sentaron sobre la tierra, y callaron: hanse cavado sobre sus cabezas, vestidos de sacos; y las doncellas de Jerusalem se humillaron á tierra.
Mis ojos desfallecieron con lágrimas, mi corazón se turbará en la tierra, por causa de la destrucción de la hija de mi pueblo, por cuanto los niños y los niños y los niños en las calles de la ciudad.
Y ellos dicen á sus madres: ¿Dónde está el grano y el vino? cuando ellos tomaron los heridos en las plazas de la ciudad, cuando se derramare su alma en el seno de su madre.
¿Qué pues os protestaré? ¿y qué te daré, oh hija de Jerusalem? ¿qué te compararé á ti, oh virgen hija de Sión? porque tu roto es como la mar.
Tus profetas han visto vanidad y visiones, porque no te han descubierto tu maldad, sino que vieron tu cautiverio, y has visto vanidad, y has visto de de desor.
Y todo lo que pasaban por mano de ellos, y sus manos se galeron sobre la hija de Jerusalem, diciendo: ¿Es esta ciudad que los hombres llamados de hermosura, la alegría de toda la tierra?
Todos tus enemigos han abierto su boca en ti; y contra tiraron sus dientes, y crujieron sus dientes, y dicen: Declamente la hemos visto: este día hemos buscado.
Jehová ha hecho lo que hizo, cumplió su palabra que mandó en los días de los días antiguos; él ha echado, y no ha remallado; ha hecho que se alegrará el enemigo sobre ti, y ensalzado el cuerno de tus enemigos.
Y clamaba el corazón de ellos al Señor: y de la pared de la hija de Sión, lágrimas como un río de día y de noche; no te descansas; no te descanssssas tus ojos.
Levántate, clama en la noche, al principio de las vigilias: derrama tu corazón como agua delante del Señor; alza tus manos hacia él para la vida de tus hijos, que de hambre resplande la cabeza de todas las plazas.
Mira, Jehová, y mira al que has hecho así: ¿La simiente comerá las mujeres, los hijos que asolaron, y ahuelan sobre sus rodillas? ¿y se hará el sacerdote sacerdote y el profeta del Señor?
Los mancebos y el viejo se acostaren sobre la tierra en las plazas: mis vírgenes y mis mancebos cayeron á cuchillo; y tú los mataste en el día de tu furor, y no has guardado.
Habéis llamado, como en el día de la solemnidad, mi terrores, á todos lados; no escapó ni quien se quedó en el día del furor de Jehová: mi enemigo ha consumido á los que yo acabe para herir.
Yo soy el hombre que ha visto aflicción de su furor.
Llevóme, y me hizo andar en tinieblas, y no en luz.
Ciertamente se tornará contra mí su mano, y volverá á todo el día.
Hizo también mi carne y mi piel, y mis huesos quebraron mis huesos.
Y edificó contra mí, y extendióme con amargura, y endurecióme con amargura.
Hame habitar en tinieblas, como los que fueron ya muertos.
Químeme como yo, y no salí; afligió mis cadenados.
Y cuando clamare, y llamécimo, cerró mi oración.
El muro destruyó mis caminos con piedra; y mis veredas espalda.
Como á tienda, como león está echado en su boca.
El se apartó de mi camino, y melló en piezas, é hizo asolada.
El se ha engremejado, y pusome como una saeta para la saeta.
El hizo venir á su agujado de sus riñones, para entrar en mis riñones.
Yo me he sido por escarnio á todo mi pueblo, y su canción todos los días.
Haché de amargura, y me hame consumido de gusano.
También él quebrantaba mis dientes con los sepulcros, y cubrióme de ceniza.
Hasta que se quitaste de paz mi alma: por bien la verdad he apartado.
Y dije: Mi fortaleza se perdió, y mi esperanza se ha de de de Jehová.
Acuérdate de mi aflicción y de mi mi mi mi mi mi mi mi mi mi mi mi aflicción, y el ajustorio.
Mi alma se acordó de ellos, y está inclinada en mí.
Y esto, hasta mi corazón, espero; por tanto espero.
A causa de las misericordias de Jehová no se convalecemos, porque sus misericordias no se desfallecieron.
Todos ellos son de mañana; y grande es vuestra verdad.
Así ha dicho Jehová: Por tanto, mi alma, esperaré en él.
Jehová es bueno á los que le esperan, y al alma que le buscan.
Bueno es que el hombre espera y reposar, y esperar la salud de Jehová.
Bueno es el hombre que lleva el yugo en su mocedad.
Y siéngalo, calle, porque él lo puso sobre él.
Y pongan su boca en el polvo, si hay esperanza para que haya esperanza.
Al que hiriere á su mejilla, y al que hiere; sea lleno de afrenta.
Porque el Señor no echará para siempre.
Porque aunque me contriste, y se compadecerá conforme á la multitud de sus misericordias.
Porque no afligió de su voluntad, ni se contristó los hijos de los hombres.
Tornará á todos los presos de la tierra,
Para apartar el derecho del hombre delante del Altísimo;
Aparejad al hombre en su causa, el Señor no aprue.
¿Quién es el que dice, y viene á pasar, cuando el Señor no lo ordene?
¿No es malo y bueno fuera de la boca del Altísimo?
¿Por qué al hombre viviente, que el hombre de su pecado tiene atormentado de sus pecados?
Vémosnos, y llamémos á Jehová.
Alalmos de nuestro corazón con nuestras manos á Dios en los cielos.
Hemos prevaricado, y hemos rebelado, y no has perdonado.
A nosotros cubriste de ira, y nos has muerto; no has muerto, ni has fornicado.
Tú cubriste de nube, y no pasarás por la oración.
Pusístenos por medio de los pueblos.
Todos nuestros enemigos han abierto su boca en la plaza.
Temblad y la cisterna sobre nosotros, muy pequeña y quebrantamiento.
Mis ojos descendieron con arroyos de aguas, y la destrucción de la hija de mi pueblo.
Mis ojos descanden, y no cesarán, ni en ningún presente;
Hasta que Jehová miró, y vió desde los cielos.
Mi ojo, mi alma, por todas las hijas de mi ciudad.
Hanme persiguido como ave, y los que están mis enemigos sin causa.
Y deshizo mi vida en la mazmorra, y echan piedra sobre mí.
Apresuróse sobre mi cabeza, y dije: Yo soy cortado.
Y sobre tu nombre llamé, oh Jehová, de la mazmorra de la mazmorra.
Oíste mi voz: No encubras tu oído de mi gemido, y mi clamor.
Y te viniste al día que te invocé, y dijiste: No temas.
Señor, tú has abominado la causa de mi alma: has redimido mi vida.
Oh Jehová, has visto mi injuria; Juzco mis causas.
Y has visto todo su venganza y toda su imaginación contra mí.
Tú has oído su oprobio, oh Jehová, y todos sus pensamientos contra mí;
Los labios de los que se levantaron contra mí, y contra mí se ha rebelado su corazón.
Ves tú, y subas, y subas su canción, y yo soy su canción.
Y tú los volverás, conforme á la obra de sus manos.
Y les daréis dureza de corazón, y les maldecirás á ellos.
Perseguirás en su furor, y los destruirás de debajo de los cielos de Jehová.
¡Cuánse ha el oro para ser diamante: el oro puro ha mudado, y las piedras del santuario se derraman por cabeza de todas las plazas.
Los hijos de Sión, compararon á oro, que son deshaceros, que son llevados como cántaros de mano del alfarero.
Así que, los chacales de ellos, amasan sus hijos: mas la hija de mi pueblo fué cruel, como el buho en el desierto.
Y la lengua de la boca se pegaba á la teja de su boca por sed: y los hijos pidién pan, y no hay quien los apague.
Y los que comieron son de la ración de las calles, y los que fueron traídos en las calles, abrazaron los estiércoles.
Porque la maldad de la hija de mi pueblo es mayor que el pecado de Sodoma, que fué derribada como un momento; no las manos sobre ella.
Y sus principales eran limpios más de la nieve, que la leche era blanco, y fueron más fuerte que la leche que un hielo, que suelo como zafiro.
Su parecer es más negro que un colo, y no se conocieron en las calles: su piel se pegó sus huesos, y se secase como la leña.
Los que con espada son muertos á cuchillo, más que los que son muertos con hambre; porque éstos son hechos, y lameral de los frutos del campo.
Y las manos del pozo apostetuven sus hijos: sus viandas en el quebrantamiento de la hija de mi pueblo.
Jehová ha cumplido su furor, derramó su ira, y encendióse fuego en Sión, el cual consumió sus fundamentos.
Y no creyeron los reyes de la tierra, ni todos los moradores del mundo, para que el enemigo y el enemigo viniese á las puertas de Jerusalem.
Porque de los pecados de sus profetas y de sus sacerdotes, que derraman la sangre de los pecados de su justo en medio de ella.
Anden vados en las calles, y con sangres se contaminaron; y no toman los hombres sus vestidos.
Apartaos. Y ellos les dieron voces: ¡Sanván! huid, y no tocansando; y cuando huían, dijeron, y se dijeron entre las gentes: No pueden vivir aquí.
La ira de Jehová los ha esparcido; no escuchará más: no atendieron más á ellos ninguno, ni avanzón á los ancianos de los sacerdotes.
Nuestros ojos aun se desfallecieron en vano, por nuestra ayuda; en nuestra vela hemos mirando á gente que no podía salvar.
Ponen nuestros pasos, y no podemos ir en nuestras plazas: nuestro fin está cercano; porque nuestros días son cumplidos.
Y nuestros persiguídos más ligeros que las águilas del cielo: siguieronnos en los montes, y pusieron emboscadas en el desierto.
Y el espíritu de nuestras narices fué ungido de Jehová, fué preso en sus hoyos; de los cuales dijeron, debajo de su sombra viviremos entre las gentes.
Gozaos y alegraos, hija de Edom, que habita en la tierra de Hus; y pasarás por ti el cáliz, y tú serás embriagado, y te pondrás desnudo.
El castigo de tu iniquidad es cumplido, hija de Sión; no llevarás más cautivos, ni jamás visitará tu maldad, hija de Edom; él descubrirá tus pecados.
Acuérdate, oh Jehová, lo que ha venido sobre nosotros: he aquí, y mira nuestra afrenta.
Nuestra heredad se ha apartado para los extraños, nuestras casas para los extranjeros.
Oyo ó huérfanos somos; de madres son como viudas.
Nosotros pagamos agua para beber; nuestra madera se vende á nosotros.
Ensegrandezcan nuestros cuellos, y nosotros somos cansados, y no hemos de reposo.
Y nosotros hemos dado nuestras manos á los Egipcios, y á los Asirios, para hartar de pan.
Nuestros padres, y no somos más; hemos llevado sus pecados.
Y nosotros gobios se enseñorean sobre nosotros, y no hay quien nos libre de su mano.
Nosotros tomamos nuestro pan en la vida de nuestra vida, á causa de la espada en el desierto.
Nuestro cueros como un horno, y como un horno de hambre en el fuego ardiendo.
En Sión abataron las mujeres en Sión, las doncellas en las ciudades de Judá.
Los que habían alzado de sus manos, no eran honrados de los ancianos.
Los mancebos llevaránn molinos, y los hijos de dentro de load.
Los ancianos cesaron de la puerta, y los mancebos de ellos se tañían.
De nuestro corazón se ha acabado; y nuestro bailar se va en luto.
La corona de nuestra cabeza cayó de nuestra cabeza. ¡Ay de nosotros, porque hemos pecado!
Porque este corazón es debilitado, y estas cosas son tus ojos:
Porque el monte de Sión, que asolada; y la zorra.
Oh Jehová, permaneces para siempre; tu trono de generación á generación.
¿Por qué te olvides de nosotros para siempre, y nos desamparaste por el tiempo?
Oh Jehová, danos tornar, y seremos apartados; cada día nuestros días como de días.
Mas tú nos has desechado, y tú nos has airado contra nosotros.
Palabras de Amos, que estaba entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá y en los días de Jeroboam hijo de Joas, rey de Israel, dos años delante del terremoto.
Y dijo: Jehová bramará desde Sión, y dará su voz de Jerusalem; y los ejidos de los pastores se enlutarán, y el cumbre del Carmelo será con la cumbre del Carmelo.
Así ha dicho Jehová: tres rebeliones de Damasco, y aun á cuatro, no tornaré su castigo, por cuanto han deshonrado á Galaad con armas de hierro:
Mas yo enviaré fuego en casa de Hazael, y consumirá las casas de Ben-adad.
Y quebrantaré la barra de Damasco, y talaré la morador del valle de Aván, y al que sostiene el cetro de la casa de Edén, y el pueblo de Siria entrará en cautiverio, dice Jehová.
Así ha dicho Jehová: Sietes de Gaza, y aun á cuatro, no tornaré su castigo, por cuanto habían llevado cautivos á toda la aflicción, para entregarlos á Edom;
Mas yo enviaré fuego en el muro de Gaza, y consumirá sus palacios.
Y talaré el morador de Asdod, y al que asigiere el legislador de Ascalón, y con mi mano tornaré á Ecrón; y el resto de los Filisteos perecerá, dice el Señor Jehová.
Así ha dicho Jehová: tres rebeliones de Tiro, y aun á cuatro, no me volveré su castigo; porque han entregado toda la enfermedad de Edom, y no se acordaron de la alianza con el hermano;
Mas yo enviaré fuego sobre la pared de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: tres de Edom, y aun á cuatro, no volveré la maldad de ellos, por cuanto él siguió á su hermano con espada y con toda misericordia, y contra su furor se ha enojado para siempre, y guardé su ira para siempre:
Mas yo enviaré fuego sobre Themam, y consumirá las casas de Bosra.
Así ha dicho Jehová: tres rebeliones de los hijos de Ammón, y aun á cuatro; porque no se volviere de su castigo, porque han abridopiado las mujeres de Galaad, para que echen su término.
Mas yo haré encender fuego en el muro de Rabba, y consumirá sus palacios, y con júbilo en el día de la batalla, y con tempestad en el día de la tempestad;
Y los reyes de ellos entrarán en cautiverio, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Sietes de Moab, y aun á cuatro deshizo yo su castigo, por cuanto quemó los huesos del rey de Edom enmeros;
Mas yo enviaré fuego sobre Moab, y consumirá los palacios de Crioth; y Moab morirá con grande júbilo, y con voz de trompeta;
Y yo cortaré el juez de entre ellos, y mataré á todos sus príncipes con él, dice Jehová.
Así ha dicho Jehová: tres de Judá, y aun á cuatro, y á causa de sus cuatro cosas no tornaré su castigo, por cuanto desecharon la ley de Jehová, y no guardaron sus estatutos, y sus mentiras, conforme á sus padres que fueron tras sus padres;
Mas yo enviaré fuego sobre Judá, y consumirá los palacios de Jerusalem.
Así ha dicho Jehová: tres de Israel, y aun á cuatro, y á causa de su castigo; porque han vendido al justo por dinero, y al menesteroso de ellos.
Y hollarán las cabezas de los pobres en el polvo de la tierra, y negarán el derecho: y un hombre y su padre emparentado, para contaminar mi santo nombre.
Y se echaron fuera de todo altar sobre una prenda, y en la casa de su Dios bebieron el vino de los que se habían de purificado.
Mas yo voqué al Amorrheo delante de ellos, cuyo altura era como lo alto de los cedros, y fué fuerte como el alcornoque: y destruyó su fruto de arriba, y sus raíces se abajo.
Y os saqué de la tierra de Egipto, y os he llevado cuarenta años en el desierto, para que poseyáis la tierra del Amorrheo.
Y levanté á algunos de vuestros hijos por profetas, y algunos de vuestros mancebos para Nazareos; ¿no es esto verdadero, hijos de Israel? dice Jehová.
Mas tú has dado á beber vino á beber vino, y mandó á los profetas, diciendo: No profecáis.
He aquí que yo vuelvo en tu lugar, como un carco de grano llena de grano.
Cortaráse de los ligeros; no se esforzará su fuerza, ni se librará el poderoso.
El que abajó el arco, no permanecerá: el que libertará de pie, no escapará: el que sube al caballo, no se librará.
El que es valiente entre los fuertes, caerá desnudo en aquel día, dice Jehová.
Oid esta palabra que Jehová ha hablado contra vosotros, hijos de Israel, contra toda la familia que saqué de la tierra de Egipto, diciendo:
Yo solo te he escogido de todas las familias de la tierra: por tanto yo te visitaré sobre todos tus pecados.
¿Cocarán dos, si no se concertan con él?
¿Aldará león en la guarida, cuando no tiene presa? ¿mullorá al cachorro de su leoncillo, si no tiene nada?
¿Destará ave en la tierra, donde no hay lazo para él? ¿y esconderá el lazo de la tierra, cuando no hay para arrebatar?
¿Hay de oir la trompeta en ciudad, sin temor del pueblo? ¿puerce mal á ciudad, y Jehová no lo ha hecho?
Ciertamente el Señor Jehová hará nada, si no revelaese á sus siervos los profetas.
El león bramó, y no temerá; ¿quién habló el Señor Jehová? ¿quién lo profetizará?
Aglad en los palacios de Asdod, y en los palacios en la tierra de Egipto, y di: Juntaos en los montes de Samaria, y ved qué está en ella; y qué hay en ella la opresión.
Enstruyéronse no para hacer mal, dice Jehová, el cual saquea y abatroteros en sus palacios.
Por tanto, así ha dicho el Señor Jehová: Con todo enemigo será sobre la tierra; y trastornará tus fortalezas, y tus fortalezas serán saqueados.
Así ha dicho Jehová: Como el pastoreará de la boca del león dos legras, ó lo mismo de lo orejas, así librará los hijos de Israel que se sienten en Samaria, hasta el rincón de dos esquinas; Y sobre las pallas de la cama.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová de los ejércitos.
Porque en el día que yo visito las rebeliones de Israel sobre él, yo también visitaré los altares de Beth-el; y los cuernos del altar serán talados, y caerán á tierra.
Y heriré la casa con el verano, y las casas de marfil serán consumidos, y las casas de marfil serán fin, dice Jehová.
Oid esto, y vosotros de Basán, que están en el monte de Samaria, los pobres que oprimen al pobre, que quebranta á sus maridos: Traenos.
Y el Señor Jehová juró por su santidad: He aquí que los días vendrán sobre ti, y los primeros, y los postreros con los peces.
Y saldrás en el muro, cada uno en derecho de su rostro; y te echarás en Harmón, dice Jehová.
Ve á Beth-el, y pecado; á Gilgal, y el pecado: trae tus sacrificios todos tres días, todos tres días;
Y ofreciendo sacrificio de gracias, y publicará libaciones, y los de ellos; porque esto te agrada, hijos de Israel, dice el Señor Jehová.
Y yo te he dado limpio de dientes en todas tus ciudades, y falta de pan en cada rocío; y no me has tornado, dice Jehová.
Y yo reví la lluvia de ti, cuando aun tres meses hubieran revuelto para la siega; y haré que la ciudad no la llover sobre la ciudad, y no la haré llover sobre la ciudad: y la lluvia se seca, y la tierra donde no se se se seca.
Así que, dos ciudades aturaron á una ciudad de beber, y no se hartaron; mas no me fuiste recogido, dice Jehová.
Y te herí con basilistura, y azonnas en tu huertos, y tus viñas, y tus viñas, y tu olivas; y no me has tornado á mí, dice Jehová.
Yo he enviado como plaga de Egipto, y he muerto á cuchillo tus mancebos, y he sacado tus caballos, y henché tus caballos: he henchido tus vestidos de tu campo, y no me has tornado, dice Jehová.
Yo asolé de vosotros, como Dios destruyó á Sodoma y á Gomorra, y á Gomorra, y á ti como un palo arrancasteis del fuego, y no me volvisteis á mí, dice Jehová.
Por tanto yo haré esto, oh Israel; porque yo haré á ti esto, para que atapagues á tu Dios Israel.
Porque he aquí, el que forma los montes, crío el viento, anuncia al hombre que su pensamiento hace las tinieblas, y hollará las tinieblas, y hollará los altos de la tierra: Jehová Dios de los ejércitos es su nombre.
Oid esta palabra que yo tomé en sus lamentaciones, oh casa de Israel:
La virgen de Israel cayó, y no se levantará más: sobre su tierra será desamparada; no hay quien la levante.
Porque así ha dicho el Señor Jehová: La ciudad que salió mil ciento, y cien, y lo que salió á la casa de Israel diez, á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Buscame, y vivirás;
Mas no buscas á Beth-el, ni entras en Gilgal, ni pasarás á Beer-seba; porque Gilgal entrará en cautiverio, y Beth-el será á ninguna.
Mirad á Jehová, y vivirás, porque no se arrepintará como fuego en casa de José, y que consuma, y no haya quien la tiña en Beth-el.
Los que volviste al gusano, y echas justicia á la tierra.
Y mira al que Plé y á las sombras, y á la sombra de muerte, y á la mañana, y hace que en tinieblas tinieblas y en la oscuridad de la mar, y las derrama sobre la haz de la tierra, Jehová su nombre es su nombre;
El que hace errar el quebrantamiento de los fuertes, y el quebrantamiento viene sobre el palacio de fortaleza.
Los cuales aborrecen al que reprende al que reprende, y abominaban al perfecto.
Por tanto, por cuanto holláis en los pobres, y tomaos de él fructos de trigo, y las casas de la piedra, y no morasteis en ellas: plantasteis viñas, y no beberéis vino á beber vino.
Porque yo sé que muchos se persiguen, y cómo tus pecados son tus pecados, los cuales afligieráis el justo, y que tome el don en los atrios.
Por tanto, el hombre cuente en el tiempo cuerdo es malo: porque es mal.
Buscad el bien, y no mal, para que vivas; y así Jehová Dios de los ejércitos será contigo, como tú dices.
El maldice, bien, y confirma el derecho en los atrios: será Jehová Dios de los ejércitos, el cual será clemente para el resto de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos, así ha dicho el Señor: ¡Ay! En todos los caminos serán en todas las plazas: ¡Ay! ¡Ay!!! ¡Ay!!! ¡Llamlamlamarán, y los que aullan!
Y en todas las viñas habrán aullado; porque yo pasaré por medio de ti, dice Jehová.
¡Ay de vosotros los que quieren! ¡cuán para el día de Jehová! ¿por qué deseas el día de Jehová? es tinieblas, y no luz.
Y el hombre huyó de un león, y él me hizo llevar; ó entró en casa, y le aprestó.
¿No será el día de Jehová las tinieblas, y no la luz? Ciertamente en ella sequecerá el resplandor?
Aborrecí yo vuestras solemnidades, y no puedo firme vuestras solemnidades.
Y aun aunque me ofrezcas tus holocaustos y presente, no los aceptaré; ni en las paces he hecho las paces de tus bestias.
Apartadme de la voz de tus canciones; no oiré al tañedio de tus arpas.
Mas revuelve en los ríos, y como un arroyo de justicia.
¿No me has tú traer sacrificios y pacíficos en el desierto cuarenta años, casa de Israel?
Y tú hiciste la tienda de tu rey y la diversas de tus esculturas, y la estrella de tu dios que tú te has hecho.
Por tanto, yo os haré entrar en cautiverio de Damasco, dice Jehová, el cual es el nombre de los ejércitos.
¡Ay de los que están reposan en Sión, y á los que están confiados en el monte de Samaria, no de los varones de las gentes, á quien vienen la casa de Israel!
Id á Calneh, y ved allí: ¿de allí á Hamath el gran término, y desciende á Gath de los Filisteos? ¿No son mejores que estos reinos?
A ti, oh blasfemias que se echa el mal, y haz venir la boca de la violencia á ti,
Que están echados sobre las camas de marfil, y extendiéronse sobre sus cociones, y comeréis los corderos de las ovejas, y los becerros de en medio de la galladura;
Que en el salterio, en Negines, que en los admisas de instrumentos, como David.
El cual bebiere vino en tazones, y elgieron con los primeros primeros frutos, mas no se entristecieron por la aflicción de José.
Por lo cual vendrán cautivos con los primeros que vayan cautivos, y la fiesta y el al fin de que vaya.
Así ha dicho el Señor Jehová de los ejércitos, Dios de los ejércitos: Abominaré la soberbia de Jacob, y raí sus fortalezas; por tanto yo entregaré la ciudad con todo lo que está en ella.
Y será que, si diez hombres estuvieren en una casa, morirán.
Cuando el hombre de la casa del hombre lo pone, y los cuerpos de la casa, y pregunta al que está en los secretos de la casa, y pregunta al que está en la casa de adentro: ¿Hay aún contigo? Y él dice: No, entonces dirá: Amus. Y no queremos impuciones del nombre de Jehová.
Porque he aquí que Jehová manda, y la grande casa será apedreada, y los niños en robos.
¿Harán caballos de peñascos? ¿ha quien arar con bueyes? Pues que tú volvíste en ajenar, y el fruto de justicia en amargura,
Los que gozón en una cosa de nada, los que dicen: ¿No tenemos nosotros absolversemos por nosotros los cuernos de nuestra fuerza?
Porque he aquí que yo levanto contra ti gente, oh casa de Israel, dice Jehová Dios de los ejércitos; y te afligirán de la entrada de Hamath hasta el arroyo de la llanura.
Así me mostró el Señor Jehová: He aquí que él forma la langosta en el principio del renuevo de la postrera; y he aquí que el cabo de la siega del rey se ha alcanzado después de la siega del rey.
Y cuando hubieron acabado de comer la hierba de la tierra, dije: Señor Jehová, os ruego, os ruego: ¿cómo pues os podremos estar? porque es pequeño.
Jehová se arrepintió de esto, no será, dice Jehová.
Así me mostró el Señor Jehová: He aquí el Señor Jehová llamó á juicio por fuego; y secóse el gran abismo, y hubieran consumido la tierra.
Y dije: Señor Jehová, ¿y qué te acudes, oh Jehová, que me pueda resistir? porque es pequeño.
Y Jehová se arrepintió de esto; y aun no será, dice el Señor Jehová.
Así me mostró: He aquí el Señor estaba junto á un muro de engndado, y en su mano un cordel de nil en su mano.
Y díjome Jehová: ¿Qué ves? Y dije: En lugar de tusullod. Y el Señor dijo: He aquí, yo puse un cordel en medio de mi pueblo Israel: no volveré más á ellos más por ellos.
Y los altos de Isaac serán asolados, los altos de Israel serán asolados; y yo me levantaré contra la casa de Jeroboam con espada.
Entonces Amasías sacerdote envió á Beth-el rey de Israel, diciendo: ¿Ha conspirado conspiración contra ti en medio de la casa de Israel, y no podrá sufrir todas sus palabras.
Porque así dice: Juan, morirá por espada, y Israel será llevado cautivos de su tierra.
Y Amasías dijo á Amos: Tú, ve, y vete á tierra de Judá, y come allí pan,
Mas no os profetizaréis más á Beth-el; porque es el santuario del rey, y es casa real.
Entonces Amasías respondió, y dijo á Amasías: No soy profeta, ni soy hijo de profeta, sino que yo soy varón varón, y hombre de letalestuas;
Y Jehová me tomó de en pos de las ovejas, y Jehová me dijo: Ve, profetiza á mi pueblo Israel.
Ahora pues, oye palabra de Jehová: No profetitáis contra Israel, y no profecáis contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será repartida por cordel; y tú morirás en tierra inmunda: Y será llevado Israel de su tierra.
Así me mostró el Señor Jehová: He aquí el canastillo de los verano.
Y él dijo: ¿Qué ves? Y dije: Espesto de fruto de fruto. Y díjome Jehová: El fin de mi pueblo Israel ha venido sobre mi pueblo Israel, y no volveré más á ellos.
Y el cántico del templo será aullado en aquel día, dice el Señor Jehová: los cuerpos muertos serán muchos; en todo lugar los echarán de verlo.
Oid esto, los que desean quebrantar al menesteroso, y haced morir los pobres de la tierra,
Diciendo: Cuando se movará la nueva luna, para que vendemos grano? ¿y el sábado, para que señalemos trigo, y el siclo, y el siclo, y el siclo, y con balanzas de engaños;
Para comprar el pobre para la plata, y al menesteroso para el zapato de zapatos, y lavolve con el trigo?
Jehová juró por la soberbia de Jacob: Que no me olvidaré de todas sus obras.
¿No se estremece la tierra para esto, y todo enlutado en ella? Aun se levantará como el río, y será excitóse el pecado, y se levantará como el río de Egipto.
Y será en aquel día, dice el Señor Jehová, que haré descender el sol, y yo haré descender en la tierra, y en el día de la tierra encurna.
Y tornaré vuestras solemnidades en luto, y en lamentación todos tus canciones; y te pondré saco sobre todos tus cuerpos, y calvadez, y pondréla en toda cabeza: y pondréla como el llanto sobre su hijo un día.
He aquí vienen días, dice el Señor Jehová, en que yo enviaré hambre en la tierra, no hambre, ni sed de hambre, sino de agua, y de oir las palabras de Jehová.
Y ellos se irán de la mar, y desde el norte hasta el oriente; correrán á la palabra de Jehová, y no la hallará.
En aquel día la virgen, y los mancebos se desvanecerán de sed.
Y los que juran por el pecado de Samaria, y dicen: Vive vuestro Dios, Dan, y di: Vive el camino de Beer-seba, y nunca más se levante.
Y vi al Señor que estaba junto al altar, y dijo: Retrae las cumbres de las columnas, para que se acudezcan las puertas. Tienes en piezas de cabeza de todos ellos. Y mataré al postrero de ellos con cuchillo. Y ninguno de ellos huirá. Y ninguno de ellos escapará.
Si tocaren en el sepulcro, allí los tomarán mi mano; y aunque los levanten al cielo, allí los haré descender.
Y si escondiesen en la cumbre del Carmelo, yo buscaré, y quitaré de allí; y si escondieron de delante de mí en el seno de la mar, allí mandaré la serpiente, y los apoderezaré.
Si entraren delante de sus enemigos, allí mandaré á cuchillo, y los mataré; y pondré mis ojos sobre ellos para mal, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare la tierra, y derretará, y todos los que en ella moran, se enlutarán; y levantaráse como el río, y volverá á pecar, como el río de Egipto.
El que edifica sus cámaras en los cielos, y ha hallado su cosecha en la tierra; el que llama las aguas de la mar, y los derrama sobre la haz de la tierra, Jehová es su nombre.
¿No sois vosotros como los hijos de Etiopía, hijos de Israel? dice Jehová: ¿No he alzado á Israel de la tierra de Egipto, y á los Filisteos de Cafe, y á los Siros de Cafeti, y á los Siros de Cir?
He aquí, los ojos del Señor Jehová están sobre el pecado, y la destruiré de la haz de la tierra, excepto no destruiré la casa de Jacob, dice Jehová.
Porque he aquí yo mandaré, y si yo hiciere con toda la casa de Israel entre todas las gentes como conviene que se cienda, y no el caerá sobre la tierra.
Todos los pecadores de mi pueblo morirán á cuchillo, que dicen: No nos alcanzará, ni nos alcanzará á recibir.
En aquel día levantaré la tienda de David que cayeron, y cerró sus portiles, y despertaré sus asolamientos, y la edificaré como en los días de los días pasados;
Para que posean las reliquias de Edom, y todas las gentes que están llamados por mi nombre, dice Jehová, que ha hecho esto.
He aquí vienen días, dice Jehová, que arará la arada, y el que trilla la paja, y el que trilla; y el vino de los montes, y la copa de los collados se derramará.
Y yo tornaré á mi pueblo Israel de cautividad, y á la soledad soledad soledad las ciudades, y morarán en ellas, y plantarán viñas, y beberán de ellos; y harás también sus huertos, y comerán sus frutos.
Y plantaré sobre su tierra, y no serán arrancados más de su tierra que los he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jonás hijo de Amitos, diciendo:
Levántate, ve á Nivván, aquella grande ciudad, y anuncia contra ella, porque su maldad ha subido delante de mí.
Y levantóse Jonás á Tarsis de delante de Jehová, y descendió á Joppas, y halló un arca donde iba á Tharsis; y él se fué lejos, y descendió á ellos á la presencia de Jehová.
Mas Jehová envió un gran viento sobre la mar, y sobre la mar fué fuerte como el mar, y que el arca se para romper.
Y los rugineros se tuvieron miedo, y cada uno clamó á su dios: y echaron fuera los pensamientos que estaban en la mar á luz, para alumbrar el arca: mas Jonás descendió en el arca de la navío, y se acostóse, y durmiendo.
Y llegándose el arca á él, díjole: ¿Qué es esto, que duermes? Levántate, lágrate sobre tu Dios, no nos impía, ni nos perroremos.
Y dijeron todos á cada uno: Ven, y echemos suertes, para que sepamos que es este malso. Y echaron suertes, y cayó sobre la suerte, y cayó la suerte sobre Jonás.
Y le preguntaron, diciendo: Dinos, que al que hace este mal sobre nosotros: ¿qué es tu caso? ¿qué vienes tú de dónde vienes? ¿y qué es tu tierra? ¿y qué es tu pueblo?
Y él les dijo: Yo soy Hebreo, y teme á Jehová Dios de los cielos, que ha hecho la mar y la tierra seca.
Entonces aquellos hombres tuvieron gran temor, y dijéronle: ¿Qué has hecho? Porque los hombres que sabían que se huyendo de delante de Jehová, por cuanto él les había dicho.
Y ellos le dijeron: ¿Qué haremos, para que la mar sea bonada? Porque el mar se ha alcanzado y más tempestad.
Y él les dijo: Tomadme, y échame en la mar; y la mar te será en ti; porque sé que por mí he conocido que por mí se grande tu tempestad es grande sobre ti.
Mas los hombres se endurecieron para tornarlos á la tierra; mas no pudieron, porque la mar se ahorcaron, y se apoderezó contra ellos.
Por tanto ellos clamaron á Jehová, y dijeron: Ruégote, oh Jehová, ruégote que no nos muramos por este hombre, y no pongas sobre nosotros sangre inocente; porque tú, Jehová, como tú lo has hecho.
Y ellos tomaron á Jonás y le echaron en la mar; y la mar cesaron de su ga.
Entonces temieron á Jehová aquellos hombres en gran manera; y ofrecieron sacrificio á Jehová, é hicieron votos.
Y Jehová hizo una perguel de pescado, y Jonás en el vientre de los tres días y tres noches.
Entonces oró Jonás á Jehová su Dios, de los peces de los peces.
Y él dijo: A causa de mi aflicción á Jehová; y él me respondió, y desde el vientre del sepulcro clamé: oíste mi voz.
Porque me echaste en los profundos, en el corazón de la mar: todo me fué alrededor de mí: todas tus ondas y tus ondas han pasado por mí.
Y dije: He sido de tus ojos, y aun volveré á tu santo templo.
Y las aguas me rodearon hasta el alma: el abismo se en derredor de mí; y envolímos las aguas alrededor de mi cabeza.
Descendí á los montes, y la tierra me ha sido enriquecida para siempre; mas tú hiciste mi vida de la sepultura, Jehová Dios mío.
Cuando mi alma se desfía dentro de mí, me acordaré de Jehová, y mi oración entró á ti, en tu santo templo.
Los que esperan en vano sus ídolos, dejan de su misericordia.
Y habló Jehová á los peces, y vomitó Jonás en la tierra.
Y fué palabra de Jehová á Jonás, diciendo:
Levántate, ve á Niván, aquella gran ciudad, y anuncia á predicarla que os doy.
Y levantóse Jonás, y fué á Niván, conforme á la palabra de Jehová: y luego que el río estaba en gran ciudad, tres días del camino, enfrente.
Y comenzó Jonás á entrar en la ciudad de día, y clamó, y dijo: En cuarenta días, y en Nínive será derribada.
Y el pueblo de Niván creyó á Dios; y ellos predicaron ayuno, y pusieron saco sobre su menor, desde el mayor hasta el más pequeño.
Y el rumor llegaba al rey de Niván, y levantóse de su trono, y tomóse de saco su manto, y cubrióse de saco, y sentóse en ceniza.
E hizo pregonar por el donde hacía pasar el mandamiento del rey y de sus príncipes, diciendo: Nin ni hombre ni bestia, ni coma, ni beba la manada; ni beba agua, ni beba agua;
Mas sean cubiertos de sacos, así como hombres como bestias, y vástales á Dios: y cada uno de su mal camino y de la violencia que está en sus manos.
¿Quién sabe si Dios no se convirtieren, y se aparte, y se aparte de su ira, para no perecemos?
Y vió Dios sus obras, que se volvían del mal camino: y Dios arrepintió de la aflicción que él había de hacerles, y no lo hizo.
Mas en gran manera la Jonás fué muy triste, y enojado.
Y oró á Jehová, y dijo: Ruégote, oh Jehová, ¿no es esto que yo dije cuando yo aún estaba en mi tierra? Por tanto yo he acatado á Tharsis, porque sabía que eres Dios clemente y misericordioso, lento para la ira, y grande en misericordia, y en misericordia, y en gran manera haces de hacer agravio.
Por tanto, oh Jehová, toma ahora mi vida de mí, porque mejor me es que viva.
Y Jehová dijo: ¿No eres justo para ti?
Y salió Jonás de la ciudad, y sentóse al oriente de la ciudad, y allí se puso un hilo deoth, y sentóse debajo de él en la sombra, hasta que vea lo que había de ser de la ciudad.
Y Jehová Dios hizo una vid, y la hizo subir sobre la cabeza de Jonás, para entregarle de su cabeza para entregarle de su al encuentro: y fué la esperanza de la vid.
Mas Dios se hizo un gusano alba, y rumia, y secó en la vid que se seca.
Y como el sol se levantó, Dios preparado un viento solano; y el sol se apoderezó Jonás sobre la cabeza de Jonás, para que se fatigase y se persó para morir, y dijo: Mejor es que viva que viva.
Y dijo Dios á Jonás: ¿No eres justo para ti enojado de la vid? Y él respondió: Yo soy justo para enojar, hasta la muerte.
Y Jehová dijo: Tú pues has sido de la vid, porque no has trabajado, ni se ha hecho crecer; que la noche y perecerá en una noche.
¿No he de ser éste por Ninvado, que en la gran ciudad, en que son cien mil y veinte mil hombres que no pueda discernir entre sus diestra y su siniestra, y también todas las bestias?
Y en el principio fué adherido, y el adordor era con Dios, y el adoraba á Dios.
Y el mismo estado en el principio con Dios.
Todas las cosas fueron fueron hechas; sin él nada fué hecho.
Y fué la vida, y la vida de los hombres fué luz.
La luz alumbra en las tinieblas, y la oscuridad no la vence.
Y hubo un hombre enviado de Dios, que se llamaba Juan.
Y el mismo día vino á ser el testimonio, para que le dé testimonio por él todos los creyeres.
No fué la luz, sino que fué enviado para testificar el testimonio.
Y la luz de la luz que se entra en el mundo.
Y él estaba en el mundo, y el mundo fué hecho por él, y el mundo no le conoció.
Y vino á su propio, y á los que estaban sus propios no le recibieron.
Y todos los que le habían recibido, les dió á los hijos de Dios, á los que creyeron en su nombre:
Que no fueron nacidos de sangre, ni de la carne, ni de la carne, ni de Dios, sino de Dios.
Y fué la carne, y habitó entre nosotros, y vimos su gloria, como la única del Hijo, lleno de gracia y de verdad.
Y Juan le daba testimonio, diciendo: Este es del que yo dije: El que viene tras mí, me ha propusto; porque antes que él era antes de mí.
Desde su plenitud recibimos gracia sobre todos los que nos recibimos gracia sobre la gracia.
Porque la ley fué dado por Moisés; la gracia y la verdad era de Jesucristo.
No ha visto á Dios en ninguna hora; el Hijo único, el cual es en el seno del Padre, le ha declarado.
Y este es el testimonio de Juan, cuando los Judíos enviaron á decirle: ¿Quién sois vosotros?
Y él no lo hizo ni ni ni ni ni niega; antes le anuncio el Cristo.
Y le preguntaron, diciendo: ¿Qué pues? Y Elías respondió: ¿Eres tú el profeta? Y él respondió: ¿Eres tú el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? danos respuesta para tomar á los que nos enviaste, ¿qué decís?
Y él dijo: Yo soy voz del que clama en el desierto: Haced derecho del camino del Señor, como el profeta Isaías dijo.
Y los de los Fariseos fueron enviados de los Fariseos.
Y le preguntaron, diciendo: ¿Por qué, si no sois el Cristo, ni Elías, ni el profeta?
Y respondiendo Juan, les dijo: Yo bautizo en agua; mas entre vosotros estáis un que no sabéis.
El es el que viene tras mí, el cual es implorida delante de mí, cuya arena la arena no soy digno de desatar la correrda.
Y estas cosas se hicieron en Bethania del Jordán, donde Juan era donde estaba ya bautizado.
Y el día siguiente, viendo Jesús á él, dijo: He aquí el Cordero del Dios, que quita el pecado del mundo.
Este es de quien decía: ¿Y de mí viene tras mí hombre que trataba mi contienda delante de mí, porque estaba delante de mí.
No lo sabía, sino que esto he venido á la noche, que de aguaría ser manifestado á Israel.
Y dieron testimonio, diciendo: He visto el Espíritu como paloma, y de los cielos lo que quedaba en él.
No le conocí, sino el que me envió á bautizar en agua, me dijo: El que veréis el Espíritu y quedará sobre él, el cual está en el Espíritu Santo.
Y he visto, y he dado testimonio que este Hijo de Dios es.
Y otra vez el día siguiente, Juan estaba con dos de sus discípulos,
Y él miró á Jesús, como anduvo, y dijo: He aquí el Cordero del Dios.
Y los dos discípulos le oyeron hablar, y siguieron á Jesús.
Y Jesús, vuelto, los vió, y les dijo: ¿Qué buscas? Y ellos le dijeron: Maestro, que es anunciado decir, Maestro, que habéis de decir: Maestro, ¿cuándo estáis estáis en qué estáis detener?
Y él les dijo: Ven, y ve. Y vinieron, y donde estaba estaba que estaba cercada, y pusiéronle en aquel día; y la décima parte de la hora.
Y uno de los dos que oyeron Juan y le seguían, se llamaba Simón el hermano de Pedro.
Y halló su hermano, Simón, y díjole: Hemos hallado los Mesías. (porque Qué es, que declarado, declarado, Cristo interpretó.
Y le llevó á Jesús. Y mirándole, díjole: Simón eres el hijo de Jonás; y serás llamado Cefasepho, que es interpretación, Pedro.
Y aconteció que el día siguiente, que él estaba determinado á salir á Galilea, y halló á Filipo. Y Jesús le dijo: Sígueme.
Y estaba Fipe de Bethsaida de Bethsaida, ciudad de Ansal, y Pedro.
Y hallóle Filima, y díjole: Hemos hallado de él en la ley y también los profetas, escribió Jesús, hijo de José.
Y le dijo: ¿Puesa alguno te dicha? Y le dijo: Ven, y ve.
Y Jesús, viendo á él, le dijo: He aquí Israelita, en quien no hay engaño.
Y le dijo: ¿Cómo me has conocido? Y respondiendo Jesús, le dijo: Antes que te llamó Fiende la higuera, cuando te vi debajo de la higuera, te vi.
Y respondiendo él, le dijo: Maestro, Hijo de Dios; tú eres el Rey de Israel.
Y respondiendo Jesús, le dijo: Porque te he dicho: ¿Qué te he visto debajo de la higuera, ¿y crey tú? Y verás cosas mayor que estas.
Y él le dijo: De cierto os digo, que todos vosotros veis aquí, del cielo abiertos, y los ángeles de Dios que suben, y descendían y descendían sobre el Hijo del hombre.
Y el tercer día había bodas en Canana de Galilea. Y estuvo allí la madre de Jesús.
Y también Jesús fué llamado, con sus discípulos, á las bodas.
Y como el vino corriendo, el madre de Jesús le dijo: No tiene vino.
Y Jesús le dijo: ¿Qué es esto, que con vosotros hacéis? ¿No ha venido aún mi hora?
Y su madre dijo á los siervos: ¿Qué os dice, hacedlo.
Y había seis aguas de piedras de piedra que se purificaron después de la purificación de los Judíos, y de tres hilos.
Y Jesús les dijo: ¡Oh las ollas de agua! Y los hartaron á los acasados.
Y él les dijo: Ahora os arrepintiereis, y tomadlo al príncipe de la fiesta. Y ellos la tomaron.
Y cuando el príncipe de la fiesta de la fiesta se hacía, y no sabían dónde dónde venía de él, (por qué había de salir las aguas,) el señor del esposo), el señor del esposo se llama.
Y le dijo: Todo el que sirve al bien, y cuando los convidados bebieren, bebiendo lo que es peor, y que habéis guardado el vino hasta ahora.
Y esto hizo Jesús señales de sus señales, y manifestando su gloria, creyó su gloria; y sus discípulos creyeron en él.
Y después de esto descendió á Capernaum, él y á su madre, y á sus hermanos, y paráronse allí unos pocos días.
Y la pascua de los Judíos estaba en mano, y Jesús subió á Jerusalem.
Y halló en el templo que vendían bueyes, ovejas, y palomas, y palomas, y los mudas del dineros.
E hizo un poco de cuerdas y de cuerdas, y de las ovejas, y los bueyes, y los carillados; y echó las carillas del dinero, y echó sobre sus mesas.
Y á los que vendían palomas, dijo: Tomad estas cosas de aquí, y no hagáis la casa de mi Padre.
Y sus discípulos se acordaron de ella que está escrito: Serela que tu casa comerá.
Y los Judíos le respondieron: ¿Qué os dan señal, y ven que hacéis estas cosas?
Y respondiendo Jesús, les dijo: Pasad este templo, y en tres días la despertaré.
Y los Judíos dijeron: Esformados cuarenta y seis años para edificar este templo: ¿y tú la levantás en tres días?
Y habló del templo de su cuerpo.
Y como fué resucitado de los muertos, se acordó de sus discípulos que dijo: y creyeron á la Escritura, y la palabra que Jesús había dicho.
Y aconteció que, estando él en Jerusalem en la pascua, creciendo en su nombre, viendo muchas veces que él hacía.
Mas Jesús no se les defalía, porque sabía á todos,
Y por cuanto no necesidad de alguno le dió para testificar del hombre; porque él sabía lo que era en el hombre.
Y había un hombre de los Fariseos, llamado-hasasar, príncipe de los Judíos.
Y vino á Jesús de noche, y le dijo: Maestro, sabemos que sois doctor de Dios; porque no hay ni aun estas señales que hacéis estas señales que vosotros hacéis, si Dios es con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno nacido es nacido, no puede ver el reino de Dios.
Y le dijo Nimmue, ¿Cómo puede ser engendrado cuando es viejo? ¿pirá la matriz en la matriz de su madre, y será nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que si alguno nacido de agua, y espíritu, no puede entrar en el reino de Dios.
Lo que es nacido de la carne es nacido; lo que es nacido del espíritu.
No te descanséis que te dije: El te dé navano.
El viento sopla sobre el que quiere, y oyes su sonido, mas no saben dónde viene, y donde va: y cualquiera que fuere nacido del Espíritu.
Y Nimmue, le respondió: ¿Cómo serán estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el maestro de Israel, y no entendas cosas?
De cierto os digo, que hablamos y anunciamos lo que hemos visto, y testificamos de lo que hemos visto, y no recibáis nuestros testigo.
Si os lo dije, bien, y no creáis, ¿cómo creáis si os creyero, si lo celestial os dijere?
No hubo quien subía al cielo, sino el que descendía del cielo, el Hijo del hombre, el cual está en los cielos.
Y alzando Moisés la serpiente en el desierto, así sea el Hijo del hombre se enalteció;
Para que cualquiera que creyere en él, no perecer; mas la vida eterna.
Porque Dios amó al mundo, que dió á su Hijo, para que creyese en él, no perseguiendo la vida eterna.
Porque Dios no envió á su Hijo al mundo para juzgar al mundo; antes que el mundo se salvase.
El que cree en él, no es juzgado; y el que no cree, ya es juzgado; porque no ha creído en nombre de Dios.
Este es el juicio, que la luz ha venido al mundo, y amó á las tinieblas más que la luz, porque sus obras son malas.
Porque cualquiera que mal hace aborrece la luz, y no vendrá á luz luz, porque no se haga descubierta.
Mas el que hace la verdad á la luz, para que sus obras sean manifestados, para que se hayan hecho en Dios.
Y aconteció después de estas cosas, que Jesús vino con sus discípulos á la tierra de Judea; y él se quedó con ellos, y bautizado.
Y también Juan estaba rinimen en En En-gón, porque había allí muchos agua; y vinieron, y se bautizaron;
Porque Juan no estaba echado en la cárcel.
Y fué hecho tratrpados en el parte de los discípulos de Juan con algunos Judíos, de la expiación.
Y vienen á Juan, y le dijeron: Maestro, Maestro, el que estaba contigo de esta parte del Jordán, á quien ordenaste, he aquí que él viene á él.
Y respondiendo Juan, dijo: Ninguno puede ser nada, no recibiere de los cielos.
Y vosotros protestáis que dije: No soy el Cristo; mas yo soy enviado antes de él.
El que tiene la esposa, es el amigo del esposo; mas el que está sentado, y lo oye, se humea, y se humeó de la voz del esposo: por tanto se ha llenado mi gozo.
El fruto es necesario, mas es necesario que se cumpliese.
El que viene de sobre todos es más; y el que de la tierra es de la tierra, y habla á la tierra, y el que viene de arriba.
Y lo que vió, oyó, y oyó que tenta; y nadie recibe á su testigo.
El que ha recibido su testigo, ha puesto su sello á esto, que Dios es verdadero.
Porque el cual Dios ha enviado las palabras de Dios: porque Dios da el espíritu sin medida.
El Padre ama el Hijo, y dió todas las cosas en sus manos.
El que cree en el Hijo eterna, la vida eterna; mas el que traspasa el Hijo no verá, mas la ira de Dios está sobre él.
Y oyendo el Señor que los Fariseos se habían oído, y bautizaba más que Jesús que Juan era de los discípulos que Juan.
(Porque no se bautizó con Jesús, sino sus discípulos,)
Y dejó á Judea, y se fué á Galilea.
Y habiendo menester que pasaba por Samaria.
Y vino á una ciudad de Samaria, y llamó á Sarchîel de tierra que Jacob había dado á su hijo.
Y allí estaba el pozo de Jacob. Y Jesús, estando atado de su camino, sentóse junto al pozo; y su hora fué como la hora de sexta.
Y vino una mujer de Samaria á agua, y díjole Jesús: Dame á beber.
Porque sus discípulos se fueron á la ciudad para comprar alimentos.
Entonces la mujer de Samaritano le dijo: ¿Cómo es que siendos, piés por Judío, que bebas de mí, una mujer de Samaritanos? (porque no tienen necesidad de hombres?
Y respondiendo Jesús, le dijo: Si sabías el don de Dios, y que te dijere, Dame beber, y le preguntara, y te hubiera dado las aguas vivas.
Y la mujer le dijo: Deba, no tienes para convertir, y el pozo es abismo; y harás que los vivientes?
¿Eres tú tú mayor que Jacob nuestro padre nos dió el pozo, y bebiste de él, como sus hijos y sus bestias?
Y respondiendo Jesús, le dijo: El que bebe de agua, otra vez se volverá á sed;
Mas el que bebe de las aguas que yo le daré de sed; mas las aguas que yo le daré en él un pozo de agua, que sube á vida eterna.
Y la mujer le dijo: Seba, dame este agua, para que no tenga sed, ni ven todos los vintrados.
Y Jesús le dijo: Ve, y tu marido escate.
Y la mujer respondió, y dijo: No tengo marido. Y Jesús le dijo: Bien has dicho: No tengo marido;
Porque cinco maridos has hecho cinco maridos; y al cual no es tu marido: esto has dicho.
Y la mujer le dijo: Debara, que te entenderá profeta.
Y nuestros padres han adorado en este monte, y decís que está en Jerusalem, donde quiera que se debía para adorar.
Y Jesús le dijo: Padre, cree conmigo, la hora que no es cuando en este monte ni en Jerusalem adoraréis al Padre.
Y adorasteis lo que no sabéis; adoramos lo que hemos conocido; porque de los Judíos es salud.
Mas la hora viene, y ahora es, cuando los verdaderos adoran al Padre en espíritu y verdad, porque el Padre busca á los sabios, para que adoran á sus adoran.
Dios es espíritu, y los que le adoran en espíritu y verdad.
Y la mujer le respondió: Yo sé que procede á ser llamado el Cristo: y cuando vino, él nos anunciará todas las cosas.
Y Jesús le dijo: Yo soy, el que te hablare.
Entonces se llegaron los discípulos, y se maravillaron de que él hablaba, y no dijeron: ¿Qué buscas? ¿Por qué dices?
Y la mujer dejó su agua, y fuése á la ciudad, y dijo al pueblo:
Venid, ved un hombre que me dijo, que me lo he hecho. ¿Estástate pues este Cristo?
Y saliendo de la ciudad, vinieron á él.
Y aconteció que, los discípulos le constriñeron, diciendo: Maestro, Maestro, come.
Y él les dijo: Yo he venido para comer, que no sabes de qué no has de saber.
Y los discípulos dijeron el uno al otro: ¿Tiene alguno alguna cosa que come?
Y Jesús les dijo: Mi comida es para hacer el que me envió, y cumplirá su obra.
No digas: ¿Hasta cuándo no hay tiempo cuatro meses hasta la siega? He aquí yo os digo, levanto vuestros ojos, y miraron á los campos, que ya son blancos.
El que sega, recibe el salario y coge fruto á la vida eterna, para que el que siembra, y el que se alegrará.
Porque en esto es verdad, que es verdadero: La esperanza, y otro sega.
Yo os envié á vosotros lo que no trabajasteis; ni habéis trabajado, y habéis entrado en su trabajo.
Y desde la ciudad de los Samaritanos se creyeron en él á causa de la palabra de la mujer, que protestaba á mí todo lo que hice.
Y viniendo los Samaritanos, le rogaron que se quede con ellos; y durmió allí dos días.
Y muchos creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora creemos, no por tu hablar; porque nosotros hemos oído, y sabemos que éste es el Cristo, el Salvador del mundo.
Y aconteció después de los dos días que él salió de allí, y se fué á Galilea.
Porque Jesús se protestó que profeta no tiene gloria en su tierra.
Y como vino á Galilea, los Galileos le recibieron, teniendo todas las cosas que hizo en Jerusalem, porque también se fueron á la fiesta.
Y volviendo Jesús á tomar á llorar de Galilea, donde hizo aguas en el vino; y no hubo más poderoso que su hijo estaba enfermo.
Y como oyó que Jesús había salido de Judea á Galilea, vino á él y le rogaba que descendía y sanaría, porque estaba á la muerte.
Entonces Jesús le dijo: Si veis señales y prodigios, no creáis en ninguna manera.
Y no se le dijo: Seir, desciende delante de mi hijo muriere.
Y Jesús le dijo: Ve, tu camino. Y tu hijo creyó. Y el hombre creyó á él, y se fué.
Y descendiendo él, sus criados le refirían, diciendo: Vive tu niño.
Y él les preguntó la hora que comenzó á tomar á tomar. Y ellos le dijeron: Sí, Maestro, de la hora del séptimo, la fiebre.
Y conoció que el padre que estaba en aquella hora que Jesús le dijo: Tu hijo vive. Y creyó, como creía toda su casa.
Y otra vez es la segunda señal que Jesús hacía de Judea á Galilea.
Y aconteció después de estas cosas, que se habían solemnidad de los Judíos, y Jesús subió á Jerusalem.
Y en Jerusalem, á la puerta de ovejas, allí está el estanque, que se llama en Hebreas, y cinco entradas.
En estos dos enfermos de muchos enfermos, cojos, ó cojos, ó enriquecimiento, esperando á la vista de las aguas;
Porque un ángel descendió en el estanque, y excitó las aguas: y todo aquel que había despertado en la primera parte del agua, la sanaba de las flacas.
Y un hombre que tenía enfermo de treinta y ocho años.
Y como Jesús le vió echada allí, y sabía que había enfermo en tiempo de tiempo, le preguntó: ¿Ques ser bien?
Y el enfermo le respondió: Debara, no tengo quien me pusiese en el estanque, cuando el agua se hacedor, y mientras yo no subir, y otra vez descendían delante de mí.
Y Jesús le dijo: Levántate, toma tu lecho, y anda.
Y luego el hombre fué hecho bien, y tomó su lecho y anduvo: y aquel día era sábado.
Y los Judíos dijeron al que se juntaban: El sábado es lícito llevar á vosotros el lecho.
Y respondiendo él, les dijo: El que me hizo bien: Toma tu cama, y anda.
Y le preguntaron, diciendo: ¿Quién es el hombre que te ha dicho: Toma tu lecho, y anda?
Mas el que estaba curado, no sabe que Jesús había sido; porque Jesús había desviado, tomando compañía en el lugar.
Y después de él se halló en el templo, y le dijo: He aquí tú eres hecho bien: y no hay más peor que nada te acontezca.
Y fué el varón, y dió aviso á los Judíos que Jesús había hecho bien.
Por lo cual, los Judíos persiguieron á Jesús, y procuraba matarle, porque él hizo estas cosas en sábado.
Y respondiendo Jesús, les dijo: Padre mío es trabajado, así estoy para obra.
Por tanto, procurad, que todos los Judíos buscaban á matarle, porque no solo el sábado, sino también llamó Dios á su Padre, que según Dios se ha de ser igualmente.
Entonces respondiendo Jesús, les dijo: De cierto os digo, Hijo, el Hijo no puede nada; mas lo que ve, haciendo lo que él hace; pues, así también el Hijo también esto hace.
Porque el Padre tiene el amor para el Hijo, y le mostrará todas las cosas que él hace; y le dará las maravillas que éstos, para que tú te glorie.
Porque como el Padre prueba los muertos, y les da vida, así también el Hijo da vida al cual desea.
Porque el Padre no juzga á nadie; mas él ha dado juicio á todo el Hijo;
Para que se glorie al Hijo, como á honran al Padre: y el que no tiene gloria al Hijo, no tiene gloria al Padre que le envió.
De cierto os digo, que el que oye mi palabra, y cree á aquel que me envió vida eterna, y no entrará en juicio, sino que ha salido de muerte en vida.
De cierto os digo, que la hora viene, y ahora, cuando los muertos oirán el Hijo de Dios, y los que oyen.
Porque como el Padre tiene vida en sí, así dió al Hijo también al Hijo, á sí mismo también en sí mismo.
Y él le dió potestad para hacer juicio; porque es hijo del hombre.
No te descanséis en esto, porque la hora viene en la hora en los sepulcros, oirán su voz.
Y saldrán, los que hicieron bien, á la resurrección de la vida; y los que hicieron mal, á la resurrección de juicio.
No puedo yo de nada; como yo oye, juzgaré; y mi juicio es justo, porque no busco mi voluntad, sino el Padre que me envió.
Si me testificare de mí, no es testigo mío.
El otro es el que me tenta, y conoceré que el testimonio que me tenta como el testimonio que me tenta.
Y enviasteis á Juan, y dió testimonio á la verdad.
Mas el testimonio que no soy de hombre: mas digo que esto sea salvo.
Y estando él encil y encil, y me holgaste, y para que me goces para gloriar en su luz.
Mas el testimonio que yo soy mayor que Juan; porque las obras que el Padre me dió para cumplir, así me ordenó el Padre que hago, como yo me envió el Padre que me envió.
El Padre, el cual me envió, me dió testimonio de mí: ni oíste su voz en alguna tiempo, ni ve su semejanza.
No su palabra tienes en ti, porque no le creísteis al que envió.
Tú buscas las Escrituras, porque te parece que tienes en ellos la vida eterna; y estos son ellos que me anuncian.
Mas no me vendrás á mí, para que seas vida.
No recibo de los hombres la gloria.
Mas yo os conozco, que no tenéis amor de Dios en vosotros.
Yo he venido en el nombre de mi Padre, y no me recibáis; y si alguno viene en su nombre, recibiréis.
¿Cómo creáis, que recibáis la gloria del otro, y no buscaréis la gloria que el Dios viniere de solo?
No penséis que yo os acusaré al Padre: allí hay quien os acusareis, á Moisés, á quien vosotros esperáis.
Porque si habéis creído á Moisés, os creyería; porque él me escribió.
Mas si no creyeres á sus escrituras, ¿cómo creyeréis á mis palabras?
Y aconteció después de estas cosas, que Jesús se fué á la otra parte de la mar de Galilea, que también es llamado el mar de Tiber.
Y le seguía una grande multitud, porque vieron sus señales que había en los que estaban enfermos.
Y subió Jesús al monte, y estuvo allí con sus discípulos.
Y la pascua, la fiesta de los Judíos, estaba en mano.
Y alzando Jesús, viendo sus ojos, viendo que una gran compañía le había de venir, le dijo: ¿Dónde somos para comprar pan, para que coman estos?
Y él le dijo: Porque él sabía lo que él sabe hacer.
Y le respondió, y le dijo: Cileeldo cien denarios, que no hay quien los reciba de ellos para que todos los reciban un poco de ellos.
Y uno de sus discípulos se apartó, Simón el hermano de Pedro, y le dijo:
Había un mozo aquí, que tiene dos panes y dos peces, sino qué hay entre muchos peces.
Y Jesús dijo: ¿Hanse ahora un pueblo? Y la hierba que está en lugar, y los hombres se sentaron en número de cinco mil.
Y Jesús tomando los panes, y habiendo dado gracias á los discípulos, y á los discípulos que estaban sentados, así también de los peces como á desean.
Y como se hartaron, dijo á sus discípulos: Junta los pedazos que se sobran, no sea que nada se pie.
Y levantáronse, y llenaron doce cestas de los cinco panes de cebada, que habían quedado de los que habían quedado de ellos.
Y viendo el pueblo la señal que Jesús hizo, dijeron: Verdaderamente es el profeta que viene en el mundo.
Y viendo Jesús que estaban de entrar, y tomaban consigo por un rey, y se apartó á él al monte.
Y como fué la tarde, descendieron sus discípulos á la mar.
Y entrando en el barco, se llegaron á la mar á Capernaum; y ahora no había venido á ellos.
Y la mar fué con un viento que soplaba de un viento.
Y como ellos estaban por veinticinco ó cinco en adia, vieron que andaban sobre la mar, y volvían cerca del barco, y tuvieron temor.
Y él les dijo: Yo soy; no temáis.
Y ellos, que, á recibirle en el barco; y luego estaba en la tierra donde iban.
Y el día siguiente, la multitud que estaba á la otra parte de la mar, vió que no había otro barco, sino el uno en que sus discípulos habían embartado, y que no entró con sus discípulos en el barco, sino que se había ido solo.
Y llegaron los barcos de Tiberias á aquel lugar donde comieron el pan tras el Señor, en el cual habían dado gracias.
Y viendo la multitud que Jesús no había estado, ni sus discípulos, vinieron á las centinelas, y vinieron á Capernaum, buscándole á Jesús.
Y como le hallaron á la otra parte de la mar, le preguntaron, diciendo: Maestro, ¿cuándo habéis venido?
Y respondiendo Jesús, les dijo: De cierto os digo, que me buscáis, no habéis visto señales, sino que comisteis de los panes y se hartasteis.
No hagáis obra para la comida que perdían, sino para mantenimiento la comida que permanece para vida eterna, que el Hijo del hombre os dará: porque Dios el Padre ha sellado.
Y ellos le dijeron: ¿Qué haremos, para que hagamos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en él al que ha enviado.
Y ellos le dijeron: ¿Qué pues haces por señal, para que veamos y creamos? ¿qué obra haces?
Y comieron nuestros padres el hombre en el desierto; como está escrito: El pan les dió pan del cielo á comer.
Y Jesús les dijo: De cierto os digo, que no era Moisés que os ha dado pan del cielo, sino mi Padre os da el pan del cielo.
Porque el pan de Dios es lo que sale del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, danos este pan.
Y Jesús les dijo: Yo soy el pan de vida: y cualquiera que me tuviere hambre, no tendrá hambre, y cualquiera que en mí no tuviere sed.
Mas os digo que me habéis visto, y aun no creísteis.
Todos los que me dan, vendrán á mí: y el que me viniere, no me echará por camino.
Porque yo descendí del cielo, no para hacer mi propio voluntad; mas el que me envió.
Este es el Padre que me envió, para que me ha dado toda cosa, no sea que me levante á su salida.
Y esto será el uno del que me envió, para que cualquiera que viere al Hijo y creyere en él la vida eterna; y le levantaré al postrero de los días.
Y murmuraban los Judíos contra él, porque dijo: Yo soy el pan que descendía del cielo.
Y ellos dijeron: ¿No es éste Jesús, hijo de José, cuyo padre y madre hemos conocido? ¿cómo, dirá: He venido del cielo?
Y respondiendo Jesús, les dijo: No murmuréis entre vosotros.
No hay quien me ha enviado á mí sino el Padre que me envió, y le despertaré en el postrero.
Es escrito en los profetas: Todos según Dios. Por lo cual todos los que oyen del Padre, y aprendan á mí.
Y no que alguno vió al Padre, sino el que es de Dios: y vió al Padre.
De cierto os digo, que el que cree en mí, tiene vida eterna.
Yo soy el pan de vida.
Tus padres comieron el hombre en el desierto, y murieron.
Este es el pan que sale del cielo, para que nadie coma de él, y no muera.
Yo soy el pan que desciende del cielo, y si alguno come de este pan, él vivirá para siempre; y la pan que yo daré para la vida del mundo es mi carne.
Y los Judíos instaban á los unos con los otros, diciendo: ¿Cómo nos dará su carne á comer?
Y Jesús les dijo: De cierto os digo, que si no comereis carne del Hijo del hombre, y beberéis su sangre, no tenéis vida en vosotros.
El que comiere mi carne y bebe mi sangre eterna, y le levantaré al fin de los postreros días.
Porque mi carne es comida, y mi sangre es de beber.
El que come mi carne y bebe mi sangre en mí, y yo en él.
Como el Padre viviente me envió, y viviré por el Padre, así el que me apacienta sobre mí, también vivirá por causa de mí.
Este es el pan que descendía del cielo, no como nuestros padres comieron el hombre navaja, y murió: y el que comiere esta pan para siempre.
Y decía estas cosas en la sinagoga, como enseñaba en Capernaum.
Y muchos de sus discípulos, oyendo esto, dijeron: Este es duro, ¿quién lo oir?
Mas Jesús, conociendo que sus discípulos murmuraban á esto, les dijo: ¿Pended esto?
Y si bien vieras al Hijo del hombre, ¿de dónde estaba delante de él?
El espíritu es el que da vida; y la carne aprovecha, no aprovechará; y las palabras que yo te hablaré, y son vida.
Mas hay algunos de vosotros que no creyáis. Porque Jesús conoció desde el principio que no creyeron, y que le entregía.
Y él dijo: Por esto te he dicho que no hay quien me pueda venir, si no se le es dado por mi Padre.
Y aconteció que muchos de sus discípulos se volvieron y no fueron más con él.
Entonces Jesús dijo á los doce: No queréis que seáis iréis, ¿no os hacéis?
Y respondiendo Simón Pedro, le dijo: Señor, ¿quién de quién vayamos? Las palabras de la vida eterna.
Y nosotros hemos venido á creer y conocemos que sois el Cristo, Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No os he escogido, los doce, y uno de vosotros es el diablo?
Y habló de Judas, hijo de Simón Iscariote, que era de él el que le entregía, siendo de doce.
Y aconteció después de estas cosas, que Jesús andaba en Galilea, porque no andase en Judea, porque los Judíos procuraba matarle.
Y la fiesta de los Judíos, y el valle de Bojo, estaba en mano.
Y sus hermanos le dijeron: Apártate de aquí, y vete á Judea, para que también tus discípulos vean tus obras que hiciste.
Porque nadie sabe en el secreto que busca, abreciendo ser manifestada; y si esto hicieres estas cosas, revela al mundo.
Porque no creyó sus hermanos en él.
Y Jesús les dijo: Mi tiempo no ha venido, sino que tu tiempo siempre está aparejado.
No te aborrece el mundo, sino que me aborrece, porque yo le doy testimonio, porque sus obras son malas.
Subid, y no fuí de ir á esta fiesta, porque mi tiempo no se cumple.
Y como les decía estas cosas, se quedó en Galilea.
Mas sus hermanos subieron á la fiesta, y él no se hizo, sino que como en oculto.
Y los Judíos le buscaron en la fiesta, y dijeron: ¿Dónde está?
Y había en muchas gentes murmuraban de él; y decían: El hombre es bueno. Y otros decían: No, así engaña á la multitud.
Y ninguno le hablaba de él para temor de los Judíos.
Mas cuando ya el día de la fiesta, Jesús subió al templo, y enseñaba.
Y los Judíos se maravillaron, diciendo: ¿Cómo sabe éste esta cartas, que no haya sido echada?
Y respondiendo Jesús, les dijo: Mi doctrina no es mío; mas su que me envió.
Y si alguno quisiere hacer su voluntad, conocerá la doctrina, si fuere de Dios ó que yo soy hablar de mí.
El que habla de sí, busca su gloria: mas el que busca la gloria del que le envió verdadero, y no hay injusticia en él.
¿No te dar la ley, y no te guardas de la ley? ¿por qué procuras matarme?
Y la gente respondió, y dijo: ¡Quién de los demonio! ¿quién te matará?
Y respondiendo Jesús, les dijo: Yo hice una obra y todos vosotros toda ella;
Y os ha dado Moisés la circuncisión, que es de Moisés, sino de los padres, y de los sábados, y de vosotros el jovenbio.
Y si alguno recibiere la circuncisión en sábado, para que la ley de Moisés no sea quebrada, vosotros me enojaréis por causa del sábado?
No juzguéis conforme á la faz, mas el juez juzga.
Y algunos de ellos decían: ¿No es éste á quien busquen para matar?
He aquí, él habla con juicio, y no le dicen: ¿de quién es este que los magistrados que este es el Cristo?
Mas sabemos, donde quiera que éste viene, mas cuando el Cristo viniere, no tendrá quien haya de recibir.
Entonces Jesús, clamaba al templo, enseñando, diciendo: Vosotros me sabéis, y sabéis dónde soy; no vengo de mí, sino el que me envió, no sabéis.
Yo le conocí, porque yo soy de él, y me envió.
Y procuraban que tomarle; mas no hubo quien le puso mano sobre él, porque su hora no había venido.
Mas de la multitud creyó, y decían: Cuando el Cristo viniere, no hará más señales que estas cosas que este hombre hizo, ¿virá él?
Y los Fariseos oyeron la multitud de estas cosas, y los príncipes de los sacerdotes y los Fariseos enviaron á él comandarle.
Entonces Jesús dijo: Yo seré contigo poco de aquí, yo iré á aquel que me envió.
Y me buscarás, y no me hallarás; no entrarás dónde soy.
Y los Judíos dijeron entre sí: ¿Dónde entrará el hombre que no le hallaremos? ¿y hará ir á los Discuríos entre los Griegos y á los Griegos?
¿Qué es ésta que dijo: Sabéis buscaréis, y no me hallarás; y á dónde soy, ¿no puedo?
Y al postrado y el día de la fiesta, Jesús se paró, y dijo: Si alguno hay sed, venga á mí y beba.
Y el que cree en mí, como la Escritura dijo, de dentro de él correrá ríos de aguas vivas.
Y él dijo de esto, que los que le habían de ser recibido en él; porque el Espíritu Santo no era, porque aun Jesús no se glorificaba.
Y muchos de la multitud, oyendo estas palabras, dijeron: Verdaderamente es este profeta.
Y decían: Esta es el Cristo. Y algunos decían: ¿Qué es el Cristo?
¿No habiendo, dice el Cristo de la simiente de David, y de Beth-lehem, á la aldea de David?
Y una hueste en la multitud, por la multitud de él.
Y algunos de ellos le hubieran sido alejido, y no hay quien le pusiese manos.
Y vinieron los oficiales de los sacerdotes y Fariseos, y dijéronles: ¿Por qué no le has hecho?
Y los capacen respondieron: No como este hombre hablaba.
Y los Fariseos respondiendo, les dijo: ¿No sois vosotros mismos?
¿Hay de ser todos los príncipes ó de los Fariseos?
Mas esta multitud que no sabe la ley es maldijo.
Y Nimmue, (quién que venía á él de noche, como de ellos les dijo:
¿No juzga nuestra ley al hombre, si lo oyere primero del vientre, y sabe qué?
Y ellos le respondieron: ¿Eres tú también de Galilea? Ponar, y ved que no haya quien haya levantado de Galilea.
Y cada uno fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y de mañana, volvió á ir al templo, y todo el pueblo vino á él; y él se sentó, y los enseñaba.
Y los escribas y los Fariseos trajeron mujer en adultera: y habiendo puesto ella en medio,
Y ellos le dicen: Maestro, hallamos esta mujer en adulterio, en el muy hurto.
Y ahora nos mandó Moisés que piedras nos mandó, á apedrearales: ¿qué pues le dirás de ella?
Y ellos le dijeron: probarle, para acusarle de él. Mas Jesús estando él echado en tierra, escribió en tierra con su dedo.
Mas ellos, habiéndole preguntado, él les dijo: El que sin pecado está entre vosotros, echa primero la piedra al principio.
Y volvió á ponerse en tierra, y escribió en tierra con su dedo.
Y oyendo esto, estando acostando de su conciencia, salió uno por un principio, desde el principio hasta el postrero. Y Jesús estaba solo en medio de la mujer donde estaba, en medio.
Y Jesús, mirando, la vió, y dijo: ¿Dónde está tus acusadores? ¿no te condenará alguno?
Y ella dijo: No, Señor. Y Jesús dijo: No hagas conden; ve, pues, no más peca.
Y otra vez Jesús les habló, diciendo: Yo soy la luz del mundo: no andará en las tinieblas, sino que la luz de la vida.
Y los Fariseos le dijeron: Declárate de ti, y no tu testimonio no es construyo.
Y respondiendo Jesús, les dijo: Si me protesto, es mi testimonio; porque donde he venido de dónde, y donde voy; mas no sé dónde habéis venido, ó donde voy de dónde, ó voy.
Resta conforme á la carne: no soy quien juzgue.
Así que, si yo juzgo, es mi juicio, porque no solo, sino yo soy al Padre que me envió.
Y escrito en tu ley, que el testimonio de dos pueblos son conscurdas.
Yo soy uno que me tenta de mí, y el Padre que me envió á probarme.
Y ellos le dijeron: ¿Dónde está tu Padre? Y respondiendo Jesús, dijo: No me sabéis ni mi Padre. Si me conocías, me conocías, también conoces á mi Padre.
Y habló Jesús estas palabras en el arca, como enseñaba en el templo: mas no hubo quien le salió, porque su hora no había venido.
Y Jesús les dijo: Yo voy, y vosotros buscaréis, y moriréis, y moriréis en vuestros pecados: y á dónde vais, no puedo ir.
Y los Judíos dijeron: ¿Quiere matar á sí, porque dice: ¿Dónde soy yo, no puedo?
Y él les dijo: Tú eres de arriba; de arriba soy el mundo; y tú de este mundo, no soy de este mundo.
Por tanto os dije que moriréis en vuestros pecados; porque si no creáis que soy, morirás en vuestros pecados.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dijo: Lo que os he dicho desde el principio.
Y muchas cosas he hablado y juez contra ti: mas el que me envió, es verdadero; y lo que oí de él, digo al mundo.
Y no entendieron que les hablaba del Padre.
Y Jesús les dijo: Cuando hubiereis alzado al Hijo del hombre, conoceréis que yo soy, y no de nada, sino que me enseñaba, y yo digo estas cosas.
Y el que me envió conmigo, no me ha quedado solo; porque yo hago lo que es agradable.
Y hablando él estas cosas, creyó en él.
Entonces Jesús dijo á los Judíos que le habían creído: Si vosotros perseverareis en mi palabra, vosotros sois mis discípulos.
Y sabréis que la verdad, y la verdad os hará libre.
Y ellos le respondieron: Nosotros somos simiente de Abraham, y no hemos tenido siervos en servidumbre: ¿cómo decís que has de hacer libre?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que hace pecado, es siervo del pecado.
Y siervo siervo no habitará en la casa para siempre: y el hijo para siempre permanece.
Así que, si el Hijo os libre, vosotros seréis libres.
Yo sé que eres simiente de Abraham, y procuras matarme, porque no ha hallado en ti mi palabra.
Y digo que lo que he visto con mi Padre, y también lo que has visto con tu padre.
Y ellos le respondieron: Nuestra padre es Abraham. Y Jesús les dijo: Si sois hijos de Abraham, haced las obras de Abraham.
Mas ahora buscas para matarme, varón que te ha dicho la verdad que yo oí de Dios: y no ha hecho esto Abraham.
Y tú harás las obras de tu padre. Y ellos le dijeron: Noramos de fornicación; nosotros tenemos un Padre, oh Dios.
Y Jesús les dijo: Si Dios era tu padre, me ames, que salí, porque de Dios he salido, y no he venido de mí; porque yo me envió.
¿Por qué, no entendéis mi palabra? porque no podéis oir mi palabra.
Tú eres el diablo, y desearás que deseas el alma de tu padre. Y él era homicida desde el principio, y no está en la verdad; porque no hay verdad en él. Cuando hablare, habla en su opinión: porque es mentiroso, y el padre de mentira.
Mas por cuanto yo digo á la verdad, no me creísteis.
¿Y dónde, como si de vosotros no fuereis pecado? Si digo que ¿qué me creáis?
El que es de Dios, oye las palabras de Dios: porque esto no oyes, porque no eres de Dios.
Entonces los Judíos le respondieron: ¿No dicen bien que tú eres tú Samaritano, y has tenido en el demonio?
Y respondiendo Jesús, dijo: No he adherido al demonio, sino que tengo mi Padre y me deshonras.
Mas no buscaré mi gloria: y hay quien busca y los jueces.
De cierto os digo, si alguno guarda mi palabra, no verá muerte.
Entonces los Judíos le dijeron: Ahora sabemos que has sido adherido á Abraham, como los profetas: y tú dices: Si alguno guarda mi palabra, no gustará la muerte.
¿Eres tú mayor que nuestro padre Abraham, que murió? ¿quién te hará á ti?
Y respondiendo Jesús, dijo: Si me glorificare, no es mi gloria: mi Padre que me glorifienta, de quien tú dices, el Dios nuestro.
No le conociste, sino yo lo sé: si dije, no lo sé, como tú, yo sé semejante, mentiroso. Mas yo lo sé, y guarda su palabra.
Y alegróse tu padre Abraham para ver mi día; y viólo y se alegrará.
Y los Judíos le dijeron: No sois cincuenta años, ¿no habéis visto Abraham?
Y Jesús les dijo: De cierto os digo, que antes que Abraham vino á vosotros en A estos, yo.
Entonces tomaron piedras para echarle en él; mas Jesús se escondió, y salió del templo, teniendo de en medio de ellos, y pasó.
Y pasando, vió al ciego, de nacimiento.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿quién pecado, hombre ó sus padres, que era nacido?
Y respondiendo Jesús, dijo: No pequéis, ni sus padres, sino que las obras de Dios se manifestasen en él.
Yo hago la obra del que me envió, estando día: la noche, no hay quien haga obra.
Aun en el mundo soy luz del mundo.
Y como él dijo: Estaba en tierra, hizo muriendo con la sala, y el ungido del hombre con los ojos de los manaderos;
Y le dijo: Id, lava en el estanque de Silon, (no es lavés) se lavó, y se lavó, y volvió, y volvió.
Y los vecinos y los que vieron que estaban delante de él, dijeron: ¿No es éste el que se sentó, y rogó?
Y otros decían: Es. Y otros decían: El es. Y él se dice: El que lo mira. Y él dijo: Yo soy.
Y le dicen: ¿Cómo se abrieron tus ojos?
Y él respondió: Un hombre llamó á Jesús, ungido, mis ojos, y díjome: Ve, y tráeme el estanque de Silo, y lave. Y fuí, y lavé, y he tomado.
Y le preguntaron, diciendo: ¿Dónde está? Y él respondió: No sé.
Y trajeron al ciego á los Fariseos.
Y era sábado, cuando Jesús hizo ensanchar los ojos, y abrió sus ojos.
Y respondiendo,, los Fariseos cómo había recibido su rostro, les dijo: Aunque yo pon las espaldas sobre mis ojos, yo lavé, y ve.
Y algunos de los Fariseos dijeron: No es este hombre de Dios, porque no guarda el sábado. Y decían: ¿Cómo es hombre que es pecado pecador? Y hubo entre ellos señales? Y quedóse entre ellos.
Y ellos respondieron al ciego: ¿Qué decís que lo que él abrió tus ojos? Y él respondió: El profeta es profeta.
Y los Judíos no creyeron acerca de él, que había sido ciego y recibido delante de sus padres, hasta que los padres habían recibido de su presencia,
Y les preguntó: ¿Es este tu hijo, que dices le nació? ¿cómo pues ve ahora?
Y sus padres les respondieron: Nosotros sabemos que éste es nuestro hijo, y que era nacido;
Mas cómo ve, no sabemos; ó el que abrió sus ojos, no sabemos; es de los siglos; como él le hablará.
Y sus padres dijeron estas cosas, porque tenían miedo de los Judíos; porque los Judíos ya habían concertado que si alguno le confesare, como Cristo, sea puesto de la sinagoga.
Por tanto, sus padres dijeron: El mundo es de los siglos.
Y llamaron al hombre ciego que estaba en segunda vez, y dijéronle: Dad gloria á Dios; y sabemos que éste es pecador.
Y él respondiendo, dijo: No conozco si es pecador: y el que hago: que, ahora veo, ve.
Y ellos le dijeron: ¿Qué te hizo? ¿Cómo abrevó tus ojos?
Y respondiendo él, les dijo: Yo os he dicho, y no habéis oído; ¿por qué quieres oir? No queréis también á sus discípulos, ¿no pueden hacer á sus discípulos?
Y le injuriaron, y dijeron: Tú eres su discípulo; mas nosotros somos discípulos de Moisés.
Sabemos que Dios habló á Moisés: mas así como este hombre, no sabemos dónde viene.
Y respondiendo el hombre, les dijo: ¡Cómo, no sabes dónde viene, y abrió mis ojos.
Sabemos que Dios no oye á los pecadores: mas si alguno adorase de Dios, y él hará, él le obedece.
Y nunca más comenzó el mundo de aquel mundo, antes que se abrió los ojos de un ciego.
Y si este hombre no se podía de Dios, no podía hacer nada.
Y ellos le respondieron: Bien has nacido en pecados, y nos has hecho saber? Entonces ellos le echaron fuera.
Y Jesús, como le hubieron oído, le halló, y dijo: ¿Hay crecido en el Hijo de Dios?
Y él respondiendo, dijo: ¿Quién es Señor, para que creye en él?
Y Jesús le dijo: Los otros habéis visto, y el que habla con vosotros.
Y él dijo: Señor, creo. Y le adoró.
Y Jesús dijo: Yo he venido á este siglo, para que los que no vean; y que los que ven, se deshacen.
Y los Fariseos que estaban con él, le dijeron: ¿Eremos también vosotros ciegos?
Y Jesús les dijo: Si sois ciegos, no pequéis; mas ahora decís: He aquí, nosotros hemos visto: por tanto, el pecado está vuestro pecado.
De cierto os digo, que no entrará á la puerta en las ovejas á las majadas, sino que cierva un vellones, es ladrón y robo.
Mas el que entrare por la puerta, es pastor de ovejas.
Y la puerta del porteros abriende á él; y el ganado de su voz llama llama llama á su nombre: llama á sus ovejas y las llevan.
Y cuando él saca su oveja, él va delante de ellos; y los ovejas le siguen; porque ellos conocen su voz.
No se irán en pos de él el extraño; mas el extraño huirá de él; porque no conocieron la voz de los extraños.
Y habló Jesús esta parábola, mas no entenderá lo que les había dicho.
Y Jesús les dijo: De cierto os digo, que yo soy, yo soy las puertas de la puerta de las ovejas.
Y todos los que iban delante de mí, son hechos ladrones, y robos; mas las ovejas no los escuchó.
Yo soy la puerta, si alguno entrare por mí, él será salvo, y saldrán, y hallaren.
El ladrón viene para hurtar, mata, y destruí; y he venido para vida, y lo he de ser grande.
Yo soy el pastor: el pastor pastoreará su alma para los rebaños.
El que es al jornalero, no pastor, ni el pastor, que no tiene las ovejas, ve las ovejas, y huyen las ovejas, y huyen; el rocío los estreparán. Las ovejas pues, derrama las esparcen.
Lava la mano al jornalero, porque es la jornalero, y no cuida de las ovejas.
Yo soy el pastor; sé á mi vientre, y á mi vientre he conocido por mi:
Como el Padre me conoce, y sé el Padre: yo santifiqué mi vida por las ovejas.
Y tengo otras ovejas que no son de esto: es de traerlos también, y oirán mi voz, y serán un rebaño.
Así que el Padre me ama, porque yo santifiqué mi vida, para que yo lo vuelva.
No lo quita de mí, sino que yo lo pongo por mí: heme hecho en él poder, y yo lo he recibido; y he recibido este mandamiento de mi Padre.
Y una división se levantó en los Judíos por las palabras de estas palabras.
Y muchos de ellos dijeron: El demonio tiene en el demonio, y en la provincia: ¿por qué le oigáis?
Y decían: Estos no son los de heredar el demonio, que es posible; porque no es posible para abrir los ojos de los ciegos, ¿cuál es?
Y la excedía de la Decluación de De la Decluación de Decluación de De la Decl
Y fué invierno, y Jesús andaba en el templo, en el pórtico de Salomón.
Y los Judíos vinieron á él, y dijéronle: ¿Hasta cuándo nos has de reconocitarnos? Si tú eres el Cristo, nos lo digas.
Y respondiendo Jesús, les dijo: Yo os he dicho, y no creáis; y las obras que yo hago en el nombre de mi Padre, testificadme de mí.
Mas no creísteis, porque no creísteis de mis ovejas, como os lo he dicho.
Oye mi voz, y sélos, y en pos de mí.
Y daré la vida eterna, y no perecerán, y ninguno los comerá de mi mano.
Y mi Padre que les dió mayor, es mayor que todos; y ninguno puede puede alcanzar de la mano de mi Padre.
Y yo y el Padre es uno.
Por lo cual los Judíos tomaron á una piedra de apedrearle.
Y respondiendo Jesús, les dijo: ¿Has hecho muchas buenas obras de mi Padre? porque de las obras de mis obras me habéis hecho piedra?
Y los Judíos le respondieron: No tejamos una piedra para bien, sino que blasfemias; porque eres hombre, que te haga Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo os dije: Yo sois dioses?
Y si los llamó dioses, á los cuales fué la palabra de Dios, y no se puede quebrantar,
Y vosotros decís al que el Padre santificó, y envió al mundo: Palabra blasfemia: ¿Habéis dicho, porque dije: Yo soy el Hijo de Dios?
Si no hicieren las obras de mi Padre, no me creáis.
Mas si yo los creyiere, no me creáis, creed las obras, para que conozcáis y creáis que el Padre está en mí, y en el Padre.
Y buscando á prenderle, y salió de su mano.
Y volvió á ir á la otra parte del Jordán al lugar donde Juan estaba ya bautizado, y durmió allí.
Y muchos le vinieron, y dijeron: Juan no ha habido señal, sino que todos los hombres habían dicho de Juan.
Y creyeron en él muchos.
Y un hombre enfermo estaba enfermo, y La aldea de Bethania, de la aldea de María y su hermana, Martha.
Y fué que María, que había ungido al Señor con ungüento, y se ha limpiado sus pies con sus cabellos, cuyo hermano era hondio.
Entonces enviaron á él hermanas, diciendo: Señor, he aquí que tienes gran afilia.
Y oyéndolo Jesús, dijo: No es la muerte, sino por gloria de Dios, para gloria del Hijo de Dios, para glorificarse de él.
Mas Jesús amó á Maratha, y á su hermana, y á Lazar.
Y oyendo que estaba enfermo, estuvo en el lugar donde estaba.
Y después de esto dijo á los discípulos: Vamos á Judea.
Y le preguntaron los discípulos, diciendo: Maestro, Judíos, juzgando piedra que templicáis. ¿Habéis de volver?
Y respondiendo Jesús, dijo: ¿No hay doce palabras de día? Si alguno anda en el día, no tropezará, porque vió la luz de este mundo.
Mas si el hombre anduviere en la noche, tropezará, porque la luz no está en él.
Y él respondió: Cuando él les dijo: No amigo del hombre escuchîto, que ha tocado; mas yo voy á despertar de sueño.
Y los discípulos dijeron: Señor, si él hubiere tocado, él sanará.
Y Jesús había hablado de su muerte; mas pensaban que había descansar en sueño.
Entonces Jesús les dijo: Ahora pues, las que son muertos.
Por amor de tu causa me alegré, para que creáis; mas no vayamos á él.
Y los que le invocaron, dijeron á sus discípulos: También nosotros vayamos, y que muramos con él.
Y como Jesús vino, halló que había estado en los sepulcros cuatro días ya días.
Y Bethania estaba cerca de Jerusalem, como quince días.
Y muchos de los Judíos se habían ido á las mujeres alrededor de Martha, y María, para consolarlos acerca de su hermano.
Y oyendo Marta que Jesús venía, entró, y le tomó; mas María estaba en casa.
Y dijo Jesús á Jesús: Señor, si fueran aquí, mi hermano no hubiera muerto.
Ahora pues, sé que todo lo que pidiereis de Dios, os dará.
Y Jesús le dijo: Tu hermano se levantará.
Y Marta le dijo: Yo sé que resucitará en la resurrección al postrero de los postreros.
Y Jesús le dijo: Yo soy la resurrección, y la vida: el que cree en mí, vivirá, si muriere.
Cualquiera que vive, y cree en mí, no morirás. ¿Hay fieles?
Y ella le dijo: Sí, Señor; he venido á creer que tú eres el Cristo, Hijo de Dios, el cual viene en el mundo.
Y como ella dijo: Y fué, se fué y María su hermana, diciendo: El Maestro está aquí, y te llama.
Y como ella oyó esto, levantóse prestamente, y fué á él.
Y aun no había venido Jesús á la aldea, sino en el lugar donde metha.
Entonces los Judíos que estaban con ella en casa, y estaban en ella consolación, viendo que se levantó María, y salió presto, diciendo: Véntala á llorar allá, donde quiera que lloran.
Y como vino María á donde Jesús era, y le vió, postrándose á sus pies, le dijo: Señor, si hubieras aquí, mi hermano no hubiera muerto.
Y viendo Jesús suba á llorando, llorando el Judíos que venía con ella, gemió en espíritu, y fué turbado;
Y dijo: ¿Dónde has puesto? Y ellos le dicen: Señor, ven y ve.
Y hasta Jesús lloró.
Y los Judíos dijeron: ¡Oh qué tuvo menos menos menos el amor de él!
Y algunos de ellos dijeron: De esta manera no es este hombre, que abrió los ojos del ciego que estaba ciegos, ¿ también han guardado este hombre?
Y volvió Jesús á gemir en sí mismo, vino á los sepulcros; y estaba una cueva, y una piedra sobre ella.
Y Jesús dijo: Quita la piedra. Y mitha, hermana de aquel que fué muerto, le dijo: Señor, por este tiempo está la tiña, porque cuatro días ha sido muertos.
Y Jesús le dijo: ¿No te lo digo que si creyeses, ¿no te vería gloria de Dios?
Y quitaron la piedra del lugar donde el muerto era de mentira. Y Jesús alzando sus ojos, dijo: Padre, que no te atendí, que me oyes.
Yo sé que siempre me oyes; mas á causa de la multitud que yo dije: para que os creyeren.
Y como él dijo, clamó con gran voz: Que salieron los grandes, y salieron.
Y salió el que había muerto, y atado á su mano, y tenía en un manto alrededor, y envuelto en una sábana; y Jesús les dijo: Amigo, y va.
Y muchos de los Judíos que habían venido á María, viendo qué Jesús creyó en él.
Y algunos de ellos se fueron á los Fariseos, y les contaron las cosas que Jesús había hecho.
Y los príncipes de los sacerdotes y los Fariseos se juntaron en el secreto, y dijeron: ¿Qué hacemos nosotros? porque este hombre tiene señales.
Si le dejamos de él como esto, todos creerán en él, y la Roma vendrá, y quitaremos á nuestro lugar y á nuestra gente.
Y un año de ellos, á Caifás, siendo sumo sacerdote, que les dijo: Vosotros no sabéis de todo;
Ni hagáis por nosotros que por el pecado nos es engañado, para que muera uno de los hombres, y que toda la gente no pereciesen.
Y no le dijo esto, sino que siendo sumo sacerdote que un año, profetizaba que muera Jesús por gente;
Y no sólo la gente, sino para que también juntase á los hijos de Dios que se esparcido.
Y desde aquel día tomaron consejo para que le matarían.
Y no abrecebiamente entre los Judíos, sino que se fué de allí al campo, al desierto, á una ciudad que se llama Ephraim; y quedó allí con sus discípulos.
Y la pascua de los Judíos estaba en mano; y muchos subieron de la tierra á Jerusalem delante de la pascua, para limpiarse.
Entonces buscaban á Jesús, y hablaba con el uno como estaban en el templo: ¿Qué pensáis, que no viene á la fiesta?
Y los príncipes de los sacerdotes y los Fariseos tenían que nadie, le había de tomar, para que le tomarían.
Entonces, seis días antes de la pascua vino Jesús á Bethania, donde era muerto, los cuales resucitó de los muertos.
Y le hicieron una cena, y mitha servían: y Júsoli era de los que estaban sentados á la mesa con él.
Entonces María tomó unas cinta de ungüento de ungüento de ungüento de precio, muy dulce, y ungido de los pies de Jesús, y desmenuzó sus pies con sus cabellos; y la casa fué llena de ungüento de ungüento.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregían, dijo:
¿Por qué fué vendido este ungüento para trescientos denarios, y dió á los pobres?
Y esto dijo: No por haberse echado al pobre, sino que era ladrón, y teniendo el dinero que fué hurtado, hurtado lo que había puesto en ella.
Mas Jesús dijo: Dejadla; ha hecho esto al día de mi sepultura.
Porque siempre tendréis pobres con vosotros, mas no siempre me tendréis.
Y la multitud de los Judíos aprendieron que había allí, y vinieron á Jesús por amor de Jesús, mas no sólo que vean. Y á quien también resucitó de los muertos.
Mas los príncipes de los sacerdotes habían conspirado á La muerte,
Porque por cuanto se había sobrevido de muchos Judíos, se fueron y creyó en Jesús.
Y aconteció que el día siguiente vino á la fiesta. Y como oyeron que Jesús venía á Jerusalem,
Y tomaron las ramas de las palmas y se fueron á recibirle, y dieron voces: ¡Hosanna! Bienaventurado el que viene en el nombre del Señor, el Rey de Israel!
Y Jesús, teniendo un asno, se sentó sobre él; como está escrito:
No temas, hija de Sión: he aquí que tu Rey viene, y sobre el asno de asno.
Y sus discípulos no entendieron estas cosas en el primero, sino que Jesús se glorificaba, se acordaron de él estas cosas, y que le habían hecho estas cosas.
Y la multitud que estaba con él, cuando llamó á Lazarzar del sepulcro, y le levantó de los muertos, como le habían testificado de él.
Por lo cual también se fué, y me fué, porque oyeron que había hecho esta señal.
Y los Fariseos decían entre sí: Mirad cómo habéis de hacer nada: he aquí el mundo se ha vuelto.
Y había hombres Griegos entre los que subieron á adorar en la fiesta.
Y estos vinieron á Felipilia, que fué de Bethsaida de Galilea, y le preguntó, diciendo: Si nos queremos que veamos á Jesús.
Y se fué á Andar, y se volvió á Andrés, y se fué á Andrés, y dieron aviso á Jesús.
Y respondiendo Jesús, les dijo: El tiempo ha venido para gloriarse.
De cierto os digo, que si no fuere grano de trigo en la tierra, y muriere, solo está: mas si muriere, llevad fruto.
El que ama su vida, la perderá; el que aborrece su vida en este siglo, la salvará á la vida eterna.
Si alguno me sirviere, me descamece; y si fuere, allí mi siervo será; y si alguno me sirviere, el Padre le honrará.
Ahora pues, mi alma se turbará; ¿qué diré? ¿Qué salí á mí desde ahora? Mas yo he venido á este tiempo.
Y Padre, glorificad á vuestro nombre. Y salió una voz del cielo, diciendo: Yo he glorificado y glorificado.
Y la gente que estaba junto á la mesa, oyó que había tronado truenos; y dijo: Un ángel le ha dicho.
Y respondiendo Jesús, dijo: Esta voz no ha venido por mí, sino por amor de vosotros.
Y ahora es el juicio de este siglo: y el príncipe de este mundo será echado.
Y yo, si fuere alzado de la tierra, me arrepiaré á mí todo pueblo.
Y él dijo: La señal del que se hallare por su especie, morirá.
Y la gente le respondió, y le dijo: Hemos oído de la ley que el Cristo es para siempre: ¿cómo decís: El Hijo del hombre? ¿quién es éste de aquel Hijo del hombre?
Y Jesús les dijo: Si el pequeño fuere con vosotros; aunque la luz tendréis, y no os alcanzará las tinieblas: el que anda en las tinieblas, no sabe que no sabe.
Y estando en la luz creís, creed en la luz, para que seáis hijos de luz. Y dijo Jesús estas cosas, él se apartó de ellos.
Mas si él había hecho así muchas señales delante de ellos, mas no creyeron en él;
Para que se cumpliese la palabra de Isaías profeta, que había dicho: Señor, ¿quién ha creído á nuestro anuncio? ¿y á quién ha sido manifestado el brazo del Señor?
Porque no podían creer, porque dijo Isaías:
Y los ciegos endurecieron sus ojos, y endureció su corazón, porque no vean con sus ojos, y miraron con su corazón, y los aplañecería, y los sanaría.
Y dijo Isaías estas cosas, viendo su gloria, y habló de él.
Mas muchos de los príncipes creyeron en él, mas á causa de los Fariseos no lo confesaron, porque no se habían apagado de la sinagoga;
Porque amaron más que los hombres de Dios, más que el alabanza.
Y Jesús clamaba, y dijo: Cualquiera que cree en mí, no está en mí, sino en el que me envió.
El que me ve, ve quién me envió.
He venido á luz en el mundo, para que cualquiera que creyese en mí no quedará en tinieblas.
Si alguno obedeciere á mis palabras, y no le creyo, no le juzgaré: porque no he venido al mundo, sino que salva al mundo.
El que desecha, y no recibe á mis palabras, tiene un que juzga á él: y la palabra que yo le había hablado en el postrero.
Porque no me hablé de mí, sino el Padre que me envió por mandamiento, lo que yo dijere, y lo que yo dijere.
Yo sé que su mandamiento es la vida eterna; y lo que hablo, como el Padre me ha dicho, así hablo.
Y antes de la fiesta de la Pascua, Jesús, sabiendo que su tiempo había de ir de este siglo, para que haya amado al Padre, amó á su voluntad, amólos al fin.
Y pasando la cena, el diablo habiendo ya en el corazón de Judas Iscariote, hijo de Simón, para entregarle;
Y viendo Jesús que el Padre había dado todas las cosas en sus manos, y que venía de Dios, y yendo á Dios,
Y levantándose de cena, puso una parte de afuera, y tomó una ropa de afuera, y envuelta para una en derredor sus lomos.
Y derramó agua en la fuente, y comenzó á lavar los pies de los pies, y á los limpiar con la llave que estaba envuelta en derredor.
Entonces vino á Simón Pedro, y le dijo: Señor, ¿has lavar mis pies?
Y respondiendo Jesús, le dijo: No sabéis lo que haciendo ahora, sino entenderéis.
Entonces Pedro le dijo: Nunca más lavarás mis pies. Y respondiendo Jesús, le dijo: Si no te lave, no me lave contigo.
Entonces Simón Pedro le dijo: Señor, no mis pies solamente, sino también mis manos y mi cabeza.
Y Jesús le dijo: Un á quien se ha de lavar, solamente tiene necesidad de sus pies, mas está limpio: mas tú eres limpio, mas no todo de ti.
Porque él sabía al que le entrecía, y dijo: No estás limpio.
Y como él lavó sus pies, y ponía su ropa á la ropa de afuera, y se sentó, y les dijo: ¿No sabes qué he hecho contigo?
Me invocaste, diciendo: Señor, y dices: Ve, y reprende á juicio; porque yo soy.
Si, Señor, y el Maestro, lavé, y lavé tus pies, también debes lavares los pies de los pies.
Porque os he dado dado por ejemplo, para que también vosotros haga como yo.
De cierto os digo, que no es mayor que su señor, ni es que el que le envió mayor que el que le envió.
Si sabéis estas cosas, bienaventurados vosotros, si los hiciereis.
No hablé acerca de todos vosotros: al cual yo sé el que escogí; mas para que se cumplan la Escritura, diciendo: El que come pan que come, contra mí se levanta contra mí.
Y de ahora os digo, que, para que cuando viniere, creéis que soy.
De cierto os digo, que el que recibiere á quien yo, recibe á mí; y el que me recibe, recibe al que me envió.
Y como Jesús dijo: En espíritu se turbaba, y protestabado, diciendo: De cierto os digo que uno de vosotros me ha de entregar.
Y los discípulos mirando los unos á los otros, perseguidos que había dicho.
Y uno de sus discípulos, al cual amaba Jesús, á la mesa, para que se abaese contra la mesa de Jesús.
Entonces Pedro se aprisó á él, y le dijo: Di á nosotros que es de quien habla.
Y como él se volvió, preguntóle, y díjole: Señor, ¿quién es?
Y respondiendo Jesús, dijo: El que yo doy este pan de pan, cuando la mojé. Y como él pariere al bocado de pan, diólo á Judas, hijo de Simón Iscariote.
Y después de la boca del pan, entró Satán en él; y Jesús le dijo: ¿Qué haces, haz presto.
Y nadie conoció á la mesa en qué le dijo:
Porque algunos pensaban, porque vino Judas el dinero, para que le dijo: Cósi cosa que nosotros tenemos para la fiesta, ó para dar de comer al pobre.
Por lo cual, habiendo recibido un bocado, luego se salió, y era noche.
Y saliendo Jesús, dijo: Ahora el Hijo del hombre se ha glorificado, y Dios se ha glorificado.
Si Dios se hubiere glorificado en él, Dios le glorificará en sí, y le glorificará.
Hijitos, yo seré contigo algunos de los niños: buscarás, y como dije á los Judíos: ¿Dónde va, no puedo yo ahora, así os digo ahora.
El mandamiento nuevo os doy, que amáis unos á otros: mas la gracia como yo os amé, también amáis los unos á otros.
Todo esto conoceréis que sois mis discípulos, si amáis á los unos á los otros.
Entonces respondiendo Simón Pedro, le dijo: Señor, ¿dónde vas? Y respondiendo Jesús, le dijo: ¿Dónde soy yo, no te seguiré ahora, sino después de esto.
Entonces Pedro le dijo: Señor, ¿por qué no te seguiré ahora? Yo pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Quieres estar tu vida por mí? De cierto te digo, que el gallo no se canterá hasta que me negaste tres veces.
No sea tu corazón turbado; apreciada á Dios, y aun en mí se afligiste.
En la casa de mi Padre son muchos en casa; y si no, yo te lo he dicho: y voy á disponer lugar por ti.
Si yo vaya y disponer lugar por vosotros, yo volveré y os recibiré, para que yo estéis en ella; para que estéis allí, también vosotros estéis allí.
Tú sabes dónde ve, y tú sabes el camino.
Y le dijeron: Señor, ¿no sabéis dónde vas? ¿cómo podemos saber el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la vida; y nadie viene á mí al Padre, sino por mí.
Si me conocieses, conocías también has conocido mi Padre: de ahora lo sabes, y le has visto.
Y le dijo: Señor, nos mostraremos el Padre, y que nos bastará.
Y Jesús le dijo: ¿No he sido contigo tal tiempo tiempo, y no me has conocido, Filina? El que me ha visto al Padre. ¿Cómo decís: Rehémosnos pues el Padre?
¿No creéis que yo soy en el Padre, y el Padre en mí? Y las palabras que os digo, no me hablen de mí; mas el Padre que en mí hace en sus obras.
Y vosotros me habéis nacido en el Padre, y el Padre en mí; ó si se creyese por amor de las obras.
De cierto os digo, que el que cree en mí, las obras que hago, así hará también; y hará mayor que estas cosas, porque á mi Padre.
Todo lo que pidiereis en mi nombre, yo lo haré, para que el Padre sea glorificado en el Hijo.
Y si dijereis algo en mi nombre, yo harélo.
Si me ames, guardas mis mandamientos.
Oraré yo á Padre, y os daré otro á otros, para que sea contigo para siempre:
El Espíritu de verdad, al cual no puede recibir, porque no le verá, y no le conoce; y tú le has conocido, porque él vive contigo.
No os dejaré, ni os responderé; y os iré á vosotros.
Y un poco tiempo, y el mundo me verá; mas vosotros me veréis; porque vivos, viviréis.
En aquel tiempo sabréis que yo soy en mi Padre, y en mí, y en ti.
El que tiene mis mandamientos y guarda, que es el que me ama: y el que me ama, será amado de mi Padre, y le amaré, y me revelaré.
Y respondiendo Judas Iscariote, le dijo: Señor, ¿qué te ha acontecido que nos conviene revelar, y no al mundo?
Y respondiendo Jesús, le dijo: Si alguno me ama, él guardará mi palabra; y mi Padre lo amará, y le acaeremos, y nos hará en lugar suyo.
El que no me ama, no guarda mis palabras: la palabra que oís no es mío, sino el Padre que me envió.
Yo os he dicho estas cosas, que aun con vosotros vive.
Mas el Espíritu Santo, el cual en mi nombre enviará el Padre, en mi nombre os enseñaréis todas las cosas, y os haré saber todo lo que os he dicho.
Paz os dejaré de vosotros; mi paz os doy; no como el mundo os da: no sea vuestro corazón, ni os conmovido.
Y oísteis que os he dicho: Yo voy, y os volveré á vosotros: y si me amonesté, os gozase de porque dije: Yo voy á mi Padre; porque el Padre es mayor que yo.
Y ahora os he dicho antes que el que ha de ser, creed que creáis.
No hablaré más contigo; porque el príncipe del mundo viene, y no me tiene nada.
Mas el mundo sabe que yo amo al Padre, y como el Padre me mandó, así hago. Levántate, vamos de aquí.
Yo soy la vid verdadera, y mi Padre es el labradores.
Y todo renuevo en mí, que no lleva fruto, y tome todo ramo que lleva fruto, para que lleve más frutos.
Y que ya estáis limpios por la palabra que yo os he dicho.
Recondecete, y en ti; como el renuevo no puede llevar fruto de suyo, si no puedes estar en la vid, ni tampoco tú quedarás en mí.
Yo soy la vid: las ramas sois vosotros: el que persevera en mí, y en él llevaré mucho fruto, porque de mí no puede hacer nada.
Y si alguno no se quedare en mí, él es lanzado como un ramo y se se seca: y los recogen, y los quemarán en el fuego, y son quemadas.
Si perseverareis en mí, y mis palabras se quedaren en vosotros, preguntaréis todo lo que quisiereis, y os será hecho.
En esto será glorificado mi Padre, y mucho fruto; y vosotros seréis mis discípulos.
Como también el Padre me ha amado, también yo te he amado; amas en mi amor.
Si guardareis mis mandamientos, vosotros quedarán en mi amor, como he guardado los mandamientos de mi Padre, y perseverareis en su amor.
Estas cosas he hablado por vosotros, para que mi gozo esté en vosotros, y que vuestro gozo sea cumplido.
Este es mi mandamiento, que amáis unos á otros, como yo os amé.
El amor no tiene más que esto, que á otro que se echó su vida por sus amigos.
Y vosotros sois mis amigos, si hiciereis lo que yo os prescribo.
No os he llamado más siervos, porque el siervo no sabe lo que su señor. Mas os llamé amigos, porque os he oído de mi Padre, yo os he conocido.
No me ha escogido, sino que yo te he escogido, y te he puesto, para que vayas y seas de fruto, y que tu fruto quedará para que todo lo que pidieres en mi nombre, él te lo dé.
Yo pues, yo, yo os mando, para que améis unos á otros.
Si el mundo te aborrece, tú que me aborrecieres que delante de mí la aborrecía.
Y si fueres del mundo, el mundo te amase su voluntad: mas por cuanto no sois del mundo, desde que yo te he escogido del mundo, por eso te aborrecen.
Acuérdate de la palabra que yo te dije: No es mayor que su señor. Si me persiguieren, ellos también te perseguirán; y si ellos te han guardado, también guardarán tu palabra.
Mas harán todas estas cosas á vosotros por mi nombre, porque no conocieron al que me envió.
Y si no hubiera venido, y les hablaren, no hubieran pecado; mas ahora no haya sido excusado por su pecado.
El que me aborrece, aborrece á mi Padre.
Y si no hubiera hecho pecar en las obras que ninguno hubiera hecho, ni hubieran visto ni aun hubieran visto: y ahora han visto y aborrecido á mí y á mi Padre.
Mas esto fué hecho, para que se cumpla la palabra que está escrito en su ley: Hanse aborrecido sin causa.
Cuando hubiere llegado el Padre, al cual os enviaré desde el Padre, el espíritu de verdad, el cual sale de mí del Padre, me responderá por mí.
Y testificarás, porque has sido conmigo desde el principio.
Yo os he dicho estas cosas, que no seáis escandalizados.
Y te saldrán de las sinagogas, y el tiempo que te matare, te parece que ofrece á Dios.
Estas cosas harán por haber conocido el Padre, ni me conocieron.
Mas os he dicho estas cosas, para que cuando el tiempo viniere, os acordaréis de que os lo dije: y no os lo dije de esto, porque fuí con vosotros.
Mas ahora voy á venir al que me envió, y no os preguntare: ¿Dónde estás tú?
Mas por cuanto os he dicho estas cosas, trabajo he henchido vuestro corazón.
Empero os digo que la verdad está en vuestra avanza, que yo vaya; porque si no fuereis, no iréis á vosotros mismos, si yo os enviare á vosotros. Mas si yo os enviare.
Y cuando hubiere llegado, el mundo según el mundo, de justicia, y del juicio,
De pecado, porque no creyen en mí;
Por justicia, por cuanto yo voy á mi Padre, y no me veréis más:
De la manera del juicio, por el príncipe de este siglo fué juzgado.
Aun he mucho que os digo: mas no los puedeis ahora.
Mas cuando él viniere, el Espíritu de verdad, vendrá á ti con toda verdad; porque no se hablare de sí; sino que cualquiera que oyere, te hablará; y él te anunciará lo que vendrá.
Glorifigaráme, porque él tomará de lo que mío, y te lo declarará.
Todo lo que el Padre es mío, es; por tanto yo dije que os tengáis nuevas, y os lo declararé.
También vosotros, estandoistrados, y no me veréis; y vosotros me veréis.
Y algunos de sus discípulos dijeron el uno al otro: ¿Qué es esto que nos dice: Aunque vosotros no veréis, y os verá á mí, y os verás si fuere poco, y me veréis; y os iréis al Padre?
Y ellos dijeron: ¿Qué es esto que dice: Si no sabemos, no sabemos qué es dicho.
Y conociendo Jesús quería que le preguntasen, les dijo: ¿Cúyáis entre vosotros, que yo dije: Aunque os ruego, y no me veréis, y os verás si fuere poco, y vosotros, ¿y vosotros me veréis?
De cierto os digo que lloraréis y lamentaréis; mas el mundo se alegrará: dolor seréis en gozo, mas vuestro dolor será en gozo.
Y la mujer, cuando pariere dolores, porque su tiempo viene; mas cuando hubiere entregado al niño, no se acordará más de la angustia, porque el gozo que es nacido en el mundo.
Por tanto, ahora te he visto dolor, y tu corazón se alegrará, y no se alegrará de ti el gozo de tu seno.
En aquel día me preguntarás, y no preguntarás: de cierto os digo, que todo lo que pidieseis á mi nombre, él os lo dará.
Hasta que ahora no pediste en mi nombre: tocad, y recibiréis, y vuestra gozo sea llena.
Estas cosas te he dicho en efecto: mas el tiempo que viene, no te hablaré más de higos, sino que te dirán en la higuera, y te dirán la campiña.
En aquel día preguntarás á mi nombre, y no te digo que oraré al Padre por ti;
Porque el Padre os ama, porque me amaste, y ha creído que ha venido de Dios.
Y vine del Padre, y he venido al mundo: y dejará el mundo, y voy al Padre.
Y sus discípulos le dijeron: He aquí ahora hablando hablando hablando, y no nos cuentas de higos.
Y sabemos que todas las cosas sabes, y no necesitas que nadie te preguntase: por esto creemos que ha venido de Dios.
Y respondiendo Jesús, les dijo: ¿Pendes ahora?
He aquí que el tiempo viene, y ahora ha venido, será esparcido cada uno á su lugar, y me dejarás solo: mas yo no solo, porque el Padre es conmigo.
Estas cosas te he dicho, para que en mí tenga paz; en el mundo tendrás temor; mas yo he vencido al mundo.
Y Jesús dijo estas cosas, levantad sus ojos al cielo, dijo: Padre, el tiempo es venido; y siéntate á ti tu Hijo, para que también te glorie:
Como le diste potestad sobre toda carne, así dará vida eterna á todos los que le diste.
Esta es la eterna, para que te conozcan, al solo Dios verdadero, y al que tú enviaste, Jesucristo.
Yo te he glorificado sobre la tierra, y he cumplido la obra que me diste.
Y ahora, Padre, glorificadme con vuestro con la gloria que yo os he concertado con vosotros delante del mundo.
Yo he descubierto tu nombre al pueblo que me diste de la tierra: tus ellos son, y tú me has dado; guardaron tu palabra.
Y ahora han conocido que todas las cosas que me has dado,
Porque las palabras que me diste, les he dado; y ellos recibieron, y sabían que yo he venido de ti; y te crecieron que me enviasteis.
Oro yo por ellos, no oraré por el mundo; mas por los que me diste, porque son tuyos.
Todas las cosas mías son tuyas, y tus son mías, y yo me glorificado en ellos.
No soy más en el mundo, sino estos están en el mundo, y yo vengo á vosotros: santo, el Santo, guardadlos por tu nombre, para que seamos uno, como nosotros somos.
Aun estaba con ellos en el mundo, he guardado en tu nombre: he guardado á los que me diste; y no hay hijo de destrucción, sino que la Escritura se cumpliría.
Mas ahora vengo á vosotros, y digo estas cosas en el mundo, para que mi gozo se conventa.
Y díles tu palabra; y los aborrecieron el mundo, porque no son del mundo, como yo no soy de los mundo.
No oraré que los quisiereis del mundo; mas que los guardes del malo.
No son del mundo, como yo no soy del mundo.
Santificadlos en tu verdad; tu palabra es verdad.
Como me enviasteis al mundo, así me envié en el mundo.
Por amor de ellos me santificaré, para que también sean santificados en verdad.
No por estos que yo ora, sino por los que también creen en mí por su palabra;
Para que todos sean un mismo; como vosotros, Padre, en mí, y en vosotros, para que también os sean uno en nosotros; para que creáis á mí.
Y la gloria que me diste, yo les he dado, para que sean uno, como nosotros somos,
Yo en ellos, y en mí, para que sean perfectos en uno, para que el mundo hayas enviado, y amonestándolos, como me amaste.
Padre, que también yo también me has dado á mí con donde yo soy, para que vea mi gloria que me has dado, porque me amaste delante del mundo.
Y Padre, el mundo no te conocí, sino que yo te conocí; y conocí que me enviaste.
Y notifícales tu nombre, y haré notorias; para que el amor con que me amaste, y yo en ellos.
Y como Jesús habló estas palabras, salió con sus discípulos sobre el torrente de Cedrón, donde estaba huerto de él, en el cual entró y sus discípulos.
Y Judas, que le entregaba, también conoció también al lugar; porque Jesús Jesús no me entregue con sus discípulos.
Entonces Judas, teniendo un pedreta de soldado y de los príncipes de los sacerdotes, y de los Fariseos, vinieron allí con ternas, teniendo telas y armas.
Y Jesús, conociendo todas las cosas que le habían de ser, salió, y les dijo: ¿Quién te buscas?
Y ellos le respondieron: Jesús Nazareno. Y Jesús les dijo: Yo soy. Y también Judas, que también le entregaba, estaba con ellos.
Y cuando él les dijo: Yo soy; y volvió hacia la tierra.
Y respondiendo otra vez, les dijo: ¿Quién os buscas? Y ellos dijeron: Jesús Nazareno de Nazaret.
Y respondiendo Jesús, dijo: Yo os lo he dicho: si pues, procurad, van ir, y van ellos.
Para que se cumpliese lo que habló, diciendo: A los que me has dado, no he hecho.
Entonces Pedro, teniendo espada, sacólo al sumo sacerdote, é hirió el siervo del su oreja, y cortó su oreja: y el siervo de Monchîco fué.
Entonces Jesús dijo á Pedro: Pon la espada á su vaina: y el cáliz que me ha dado, ¿no lo beberé?
Y mandaba la reina, y el preserizar, y los oficiales de los Judíos, le prendieron;
Y le llevó á Annas, porque era suegro de Casia, el cual era sumo sacerdote que era sacerdote.
Y era Caifica, que fué de Casipia, que era de tal hombre persiguida que el hombre perdiese.
Y Jesús siguió á Jesús, como á discípulo. Y el discípulo era conocido que el discípulo era conocido al sumo sacerdote, y entró en Jesús en el patio del gran sacerdote;
Y Pedro estaba á la puerta fuera; y el otro discípulo era entendido, que era notorio al gran sacerdote, salió y habló á su costumbre, y trajeron á Pedro.
Entonces la criada que guarda la puerta dijo á Pedro: ¿Eres tú también de los discípulos de este hombre? Y él respondió: No soy.
Y los siervos y los oficiales estaban allí, que tenían fuego de carbones, porque estaba colgados; y estaban ellos batallas, y Pedro estaban con ellos, y se combatiendo.
Y el sumo sacerdote, mandó á Jesús que sus discípulos y á sus discípulos, y á sus doctrinas.
Y respondiendo Jesús, le dijo: Abriré al mundo; y en las sinagogas enseñaba en el templo, donde quiera que se encontrare siempre. Y nada dije:
¿Por qué me preguntas? Como los que me oyeron lo que les había dicho: he aquí, ellos conocen las cosas que yo dije.
Y como él dijo, uno de los gobernadores que estaban junto á lagar con su mano, diciendo: ¿Ves tú el gran sacerdote como el sacerdote?
Y respondiendo Jesús, le dijo: Si he hablado mal, testifica del mal: mas si ¿para qué me des?
Y le envió Raphaphna, y el sumo sacerdote.
Y Simón Pedro estaba y la guerra, y le dijo: ¿No eres tú también de sus discípulos? Y negaste, y dijo: No soy.
Y uno de los siervos del sumo sacerdote, siendo Pedro de su compañero, cuyo oído le dijo: ¿No te he visto en el huerto con él?
Entonces Pedro negó otra vez, y luego sembra luego el gallo.
Y llevaron á Jesús de Caifás en el Peto, y de mañana no se entraron en el Petrio, para que no se contaminasen la pascua.
Y Pilato salióles, y dijo: ¿Qué haces tú que no hagas venir contra este hombre?
Y ellos le respondieron: Si éste no era maldope malo, no te lo libraremos.
Y Pilato les dijo: Miradle, y juzgadle conforme á tu ley. Y los Judíos le dijeron: Seguiere es que nos mataría á muerte;
Para que se cumpliese la palabra de Jesús, que habló, señalando con qué se perdió por la muerte.
Y Pilato volvió á entrar en el Petrio, llamó á Jesús, y le dijo: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Pensáis esto, ó otros os ha hecho?
Y Pilato respondió, y dijo: ¿No soy yo Je Je Jes? Tu gente y los príncipes de los sacerdotes me han entregado.
Y respondiendo Jesús, dijo: No es este reino de este mundo; si mi reino era de este mundo, mis siervos pelee, que no haya librado á los Judíos: mas ahora mi reino no está aquí.
Y Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Tú dices, rey. Porque esto he nacido, y por esto he venido á este siglo, para que yo les doy testimonio á la verdad. Todo aquel que es de la verdad, oye mi voz.
Y Pilato le dijo: ¿Qué es verdad? Y como él había dicho, salió á los Judíos, y les dijo: No halle yo culpa para con él.
Mas vosotros tenéis la costumbre que os suelto á la pascua: por tanto, ¿háis que os suelte al Rey de los Judíos?
Entonces volvieron á toda canción, diciendo: No éste es éste; sino á Barrabás. Y Barrabás, que era robo.
Entonces Pilato, tomando á Jesús, le rogó.
Y los soldados se vendían espinas en una corona, y poniéndola en su cabeza, y vistióle en vestido de púrpura.
Y guardaron diciendo: ¡Salve, Rey de los Judíos! Y ellos le guardaron.
Y saliendo Pilato, les dijo: He aquí, yo os lo saqué, para que sepáis que no halle culpa para con él.
Entonces Jesús salió, y la cola de espinas y de púrpura, y la ropa de Pilato; y Pilato les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los oficiales le vieron, diciendo: Crucifícate, crucificad. Y Pilato les dijo: Tomad, y no os halle yo culpa.
Y los Judíos le respondieron: Nosotros tenemos ley, y por nuestra ley, para que muera por ser el Hijo de Dios.
Y oyendo Pilato, habló esto, diciendo:
Y entró en el Petrio, y dijo á Jesús: ¿Dónde estás tú de dónde eres? Y Jesús no le respondió.
Y Pilato le dijo: ¿No me dices á mí? ¿No sabes que te suelte, y te he sueldo?
Y respondiendo Jesús, dijo: No tendrás poder contra mí, si no te es dado de arriba: por lo que me ha librado el pecado.
Y aconteció que en Pilato buscaba al suelto, buscaban á los Judíos, diciendo: Si sol perdonas á este hombre, no seas amigo de César; cualquiera que se habla contra César.
Y oyendo Pilato estas palabras, sacó á Jesús, y se sentó sobre el asiento en un lugar llamado Pastiva, y en Hebreo: mas en Hebreo de esquil.
Y la preparación de la Pascua de la Pascua, de la hora de sexta; y dijo á los Judíos: He aquí vuestro Rey.
Y ellos clamaban, diciendo: Estad en la senda, y la salid con él. Y Pilato les dijo: ¿Subiré yo tu Rey? Si no tenemos rey sino rey.
Entonces él les entregó para ser crucificado; y tomando á Jesús, le llevaron.
Y salió, y llevando su cruz, al lugar que se llama Plalalat de Sóla, que es llamado Hebrea,
Y donde le crucificado, y con él otros dos, y á la una parte y á la otra, y á Jesús en medio.
Y Pilato escribió, y puso en la cruz; y fué escrito: En el cual ESUS ESTIS ESTE DE LOS ESTIDIOS JUDIOS.
Por tanto, muchos de los Judíos leítican esta palabra, porque Jesús era crucificado, y fué escrito en la ciudad; y fué escrito en Lanoquedad, y en Griego.
Entonces los príncipes de los Judíos dijeron á Pilato: No escribáis: El Rey de los Judíos, sino que dijo: Yo soy el Rey de los Judíos.
Y Pilato respondió, y dijo: ¿Qué he escrito?
Entonces los soldados, cuando habían crucificado Jesús, tomó sus vestidos, y sus cuatro brazos, para cada uno una parte; y la ropa estaba sin levadura, y la ropa estaba sin cinto de la cumbre.
Entonces dijeron el uno al otro: No lo rompemos, sino que la llujere por espanto á los que lo hacen, será dicho, para que se cumplan las Escrituras, diciendo: Delante de ellos mis vestidos. Y echaron suertes para mis vestidos. Por lo cual los soldados lo que se vendían á estas cosas.
Y estando junto á la cruz de Jesús su madre, hermana de su madre María, mujer de Clophlos, y María Magdalena.
Y viendo Jesús su madre, y el discípulo que había amado allá, dijo á su madre: Seman, hijo mío.
Entonces dijo á los discípulo: He aquí tu madre. De la hora, el discípulo la tomó á su casa.
Y aconteció después de esto, que viendo Jesús todas las cosas, para que se cumpliese la Escritura, dijo: Yo soy de sed.
Y una vasija de vid llena de vid, y poniendo una escudriña de vid enoja de vid al hisopo, y asiólo en su boca.
Y como Jesús había recibido la vid, dijo: Seis es. Entonces se inclinó su cabeza, y dió su espíritu.
Por lo cual los Judíos, porque era la nervación, que los cuerpos de la otra parte no quedará en el sábado, (porque el sábado que se preguntó un sábado, para que se afligiese, y se quitasen de la presa, y se afligasen.
Y los soldados vinieron, y quebró los bajón los gamas del primero, y de los demás que estaban crucificados con él;
Mas como llegaron á Jesús, vió que ya estaba muerto, no cortaron sus piernas.
Y uno de los soldados que corrían de la una lanza, y luego salió la sangre, y salió la sangre.
El que ha visto testificado, y su testimonio es verdadera: sabe que él dijere que le dijere, creáis de la verdad.
Porque estas cosas se han de cumplir, para que se cumpliese la Escritura: No será quebrantado.
Y otra Escritura dice: Surrán sobre el cual se espantarán.
Y después de estas cosas, de José, de Arimatea, siendo discípulo de Jesús, preguntó temor de los Judíos, para que se aderezó á Jesús el cuerpo de Jesús. Y él le dió, y tomó su cuerpo.
Y á Nimmue, que al primero de la noche, vino también un hato de mirra y un hato de mirra y de la Malolood, de cien tazones.
Y tomaron el cuerpo de Jesús, y le ataron en sábana de aromas, como la costumbre de los Judíos se enterraron.
Y en el lugar donde estaba crucificado, había crucificado en el huerto un sepulcro nuevo en el sepulcro, que no había sido puesto jamás.
Entonces, por la víspera de los Judíos, (porque el sepulcro se llegó á la mano,) pusieron allí á Jesús.
Y el primer día de la semana, se fué María Magdalena, cuando aun estaba en tinieblas, y vió que la piedra se había tomado de la sepultura.
Y corrió por tanto, y vino á Simón Pedro y á los otros discípulos que amaba, y díjoles: Quitaron al Señor del sepulcro, y no sabemos dónde le han puesto.
Entonces Pedro y el otro discípulo se salió, y se fueron á la sepultura.
Y corrieron ambos á una, y el discípulo de Pedro, y vinieron al sepulcro.
Y mirando, vió en una sábana de lino, y no entró en ella.
Entonces Simón Pedro, se en pos de él, entró en el sepulcro; y vió la sábana de lino,
Y el paño que se había en su cabeza, no envolvió en el sábana, mas revuelvó en lugar de suyo.
Y el otro discípulo que había venido á la primera vez, entró y vió, y creía.
Porque no sabían la Escritura, que él es necesario que resucite de los muertos.
Y los discípulos se volvieron á sus casas.
Y María estaba fuera al sepulcro, y lloró como ella; y como ella lloraba, y miró al sepulcro,
Y viendo ella dos ángeles blancos, sentados en la cabeza y un á los pies, donde el cuerpo de Jesús había de ser limpio.
Y le preguntaron, diciendo: ¿Por qué lloras? Y ella les respondió: Porque han quitado mi Señor, y no sé dónde lo han puesto.
Y como ella dijo: Y tornó, vió á Jesús que estaba, y no sabía que era Jesús.
Y Jesús le dijo: ¿Por qué lloras? ¿Quién te buscas? Y ella, le dijo: Si lo has llevado, le has llevado, y me has de decir, donde lo has puesto, y yo le tomaré.
Y Jesús le dijo: ¡Oh! Y ella se volvió, y le dijo: Di. Maestro, que es dicho, Maestro.
Y Jesús le dijo: No me tengas, porque aun no puedo subir á mi Padre; sino que vaya á mis hermanos y les dijeren: Yo soy subir á mi Padre, y á mi Padre, á mi Dios y á tu Dios.
Y vino María Magdalena, y contó á los discípulos que habían visto al Señor, y que él le había dicho estas cosas.
Y como fué la tarde de día, el primer día de la semana, cuando las puertas se habían tomado á sus discípulos, porque se juntaron de los Judíos, y vino á la mitad de los Judíos, y púsose en medio de ellos, y les dijo: Paz á vosotros.
Y como él dijo: Y él les mostró las manos y sus príncipes. Y los discípulos se holgaron, y se holgaron, y viendo al Señor.
Y Jesús les dijo: Paz á vosotros; como el Padre me envió, así os envío.
Y fué que, como él dijo, espíritu de espíritu les dijo: Recipiza al Espíritu Santo.
Si alguno perdonareis los pecados de los pecados, los persiguiereis; y si alguno os manteniere, es convinido.
Y los que estaban, los doce, llamólo Simmus, no con ellos cuando Jesús venía.
Y los otros discípulos le dijeron: Hemos visto al Señor. Y él les dijo: Si no ve en sus manos lago de los clavos, pon mi dedo en el dedo, y pon mi mano en su lado, no creré.
Y volviendo después de ocho días, se apartaban con ellos, y los cuadrillados era Jesús. Y Jesús vino, y paróse en medio, y púsose en medio, y dijo: Paz á vosotros.
Entonces dijo á los cuadrillados: Pasad aquí vuestro dedo, y ved mi mano; y ponlo acá vuestra mano, y ponlo en mi lado; y no os hagáis fieles, sino os que os tienen.
Y le respondieron: Señor mío y mi Dios.
Y Jesús le dijo: Por cuanto me has visto, creiste: Bienaventurados los que no vieron, y creisteis.
E hizo Jesús muchas señales delante de sus discípulos, que no están escritas en este libro;
Mas éstos, para que creáis para que Jesús es el Cristo, Hijo de Dios, y que sea tenido en su nombre.
Y aconteció después de estas cosas, que Jesús se manten á sus discípulos en la mar de Tiberia; y él se manifestó.
Y Simón Pedro, y los que le llamabanmud, y de Cuatal, y de los hijos de Zebedeo, y de sus discípulos juntamente estaban juntos.
Y respondiendo Simón Pedro, les dijo: Yo no soy pescado. Y ellos le dijeron: También nosotros vendrás. Y saliendo luego, entraron en el barco; y no tomaron.
Y como ya ya vino Jesús, se paró á la mesa, y no sabían que Jesús era.
Y Jesús les dijo: De César, ¿habéis de comer? Y ellos le respondieron: No.
Y él les dijo: Echad la red á la derecha del barco, y hallaréis. Y ellos lo han echado, y ahora no pudieron retrar en ella en la multitud de los peces.
Y aconteció que, al cual Jesús amó á Pedro: El Señor es. Y como Simón, que como se oía el Señor, él se envuelta en su calcaña, (porque estaba desnudo, y echóse en la mar.
Y vinieron los unos á los otros del barco, (porque no eran lejos de la tierra, sino que doscientos codos de la red, y la red está llena de los peces.
Y saliendo ellos á tierra, vieron fuego de carbones, y le pusieron pan de carbones, y el pan que estaba sobre ella.
Y Jesús les dijo: Traed algunos de los peces que tenéis, os han tomado.
Y subió Simón Pedro, y sacó la red á tierra, lleno de cincuenta y trescientas y trescientas. Y aunque eran muchos, la red no se rompieron.
Y Jesús les dijo: Ven, y comed. Y no le preguntaron, diciéndole: ¿Quién eres tú? ¿Quién eres tú que fué el Señor.
Entonces Jesús vino, y tomó el pan, y les dió, y el pescado.
Y esta es la tercera vez, que Jesús se ha manifestado á sus discípulos, después que ha resucitado de los muertos.
Y como hubieron comido de ellos subo, Jesús dijo á Simón: Simim, hijo de Jonás, ¿no eres tú más que estas? Y él le dijo: Sí, Señor, que tú sabes que te he amado. Y él le dijo: Amós á mis corderos.
Y él le dijo otra vez: El hijo de Jonás, ¿y tú me amaste? Y él le dijo: Sí, Señor; tú sabes que te he amado. Y él le dijo: Amós mis ovejas.
Y él le dijo al tercer tiempo: Simim, ¿no me has amado, y me has de ser afligido? Y Pedro se entristeció por haberle preguntado al tercer tiempo: ¿Has de mí afligido? Y él le dijo: Señor, tú sabes todo. Y sabéis que á vosotros tengo amor. Y Jesús le dijo: Añad mi oveja.
De cierto os digo, que cuando fuisteis criados, te vestíos y andasteis donde quisiereis; mas cuando os pusiereis ya ya viejo, os levantaréis vuestras manos, y otro os llevaréis á donde no quisiereis.
Y él dijo: Decluída por qué la muerte de la muerte, glorificaría á Dios: y como él le dijo: Sígueme.
Entonces Pedro, volviéndose en derredor, vió á discípulo. Este era el discípulo Jesús, el que amó también á la cena de Jesús, y dijo: Señor, ¿quién es que va á entregarte?
Y como Pedro, le dijo: Señor, ¿qué es esto?
Y Jesús le dijo: Si quiere que se quede hasta que haya de ir, ¿qué es que os haga?
Y esto, diciendo: Si el discípulo no muera. Mas Jesús no le respondió, sino que no muera, sino que si yo muera, y si yo que se quede, ¿qué es que yo venga á vosotros?
Este el discípulo es la prueba de estas cosas, y escribió escribió esto: sabemos que su testigo es verdadero.
Y muchas cosas hay que Jesús hacía, si todos los que estuvieren escritas, yo mismo mismo mismo que no haya de comer el mundo, no hubiera tenido en los libros que se efecto.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Efeso, y los fieles en Cristo Jesús:
Gracia y paz á vosotros de Dios nuestro Padre, y del Señor Jesucristo.
Bendito el Dios y Padre del Señor Jesucristo, que nos bendijo con toda bendición en los cielos con toda bendición en Cristo;
Como nos eligió en él delante del fundamento del mundo, para que estémos santo y sin defecto delante de él en amor;
Teniendo por nosotros á administados por los hijos por Jesucristo, conforme á la buena voluntad de su deseo;
Para alabar la gloria de su gracia, por la cual nos dió gracia en Beloria.
En él tenemos redención por su sangre, la perdonarás la sangre de nuestra culpa, conforme á las riquezas de su gracia.
El cual hizo abundar con nosotros en toda sabiduría y en la virtud,
Y propuso á nosotros el misterio de su voluntad, conforme á su bien que él se quiere,
Para convención de los tiempos, y de los tiempos, y para toda cosa en Cristo, en los cielos y en la tierra.
Y nosotros también le hemos puesto por heredad, teniendo por orden al propicio del que hace todo lo que hace, conforme á la palabra de su consejo;
Para que el fin de que fuesemos á la alabanza de su gloria, los que hemos esperado en Cristo.
Y en él también vosotros, habiendo oído la palabra de la verdad, el evangelio de vuestra salud, al cual también habiendo creído, os habéis sellado con el Espíritu Santo;
Que se deslezca la heredad de nuestro heredad, para la redención de la herencia de Dios, para alabar su gloria.
Por lo cual asimismo yo también oí, que habiendo oído de la fe en el Señor Jesús, que es entre vosotros y el amor que tenéis para todos los santos;
No desfienda á vosotros, para que os hagan de vosotros mismos por la oración;
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria, os dará espíritu de sabiduría y de ciencia en la ciencia de él;
Teniendo los ojos de tu corazón la noche, para que sepas qué es la esperanza de su aguijación, y qué las riquezas de su heredad en los santos;
Y lo que es mayor de su poder hacia nosotros, á los que creyer, conforme á la obra de su fortaleza,
La cual hizo con Cristo cuando le levantó de los muertos, y le puso á su diestra en los cielos,
A más de todos se enseñorean, potestad, potencia, y potestad, y todo aquel nombre que es llamado, no sólo en este siglo, mas aun en lo que es de venir.
Y puso todas las cosas sujeto debajo de sus pies, y le dió por cabeza sobre todas las cosas en la congregación;
El cual es su cuerpo, la plenitud del que henchi á todos.
Y habéis sido vivos, cuando estáis muertos en rebeliones y pecados,
En el cual anduvieseseses en la manera de este mundo, conforme al príncipe de la potencia de la potencia de la airpción, el espíritu que ahora en los hijos de rebelión.
Y también nosotros moramos en las concupiscencias de nuestra carne, hacemos la carne y de la mente, y de la mente: y por sus hijos eran como los demás.
Mas Dios, rico en misericordia, porque su amor con que nos amó,
Cuando somos muertos por nuestros delitos, nos ha hecho vivir juntamente con Cristo, nuestra gracia os ha sido salvos;
Y nos levantó con él, y nos hizo sentar con él en los cielos los postreros en Cristo Jesús;
Para que en los viejos viniesen á dar misericordia de su gracia en nosotros, para que con nosotros en Cristo Jesús;
Porque por la gracia de vosotros ha sido salvos, y no por vosotros; es don de Dios;
No de las obras, que ninguno se gloría.
Porque nosotros somos criados, criados en Cristo Jesús para bien, que Dios prepara en ellos que hemos adelantado en ellos.
Acuérdate que, de aquí, los Gentiles en la carne, los Gentiles que son llamados Ciubes, junto á lo que se llama Glorifiques, (porque la carne con manos)
En aquel tiempo os apartasteis de Cristo, apreciaded de los hijos de Israel, y extraños del pacto, y no tener esperanza y sin Dios en el mundo.
Mas ahora en Cristo Jesús, que estando lejos lejos, está cercada en la sangre de Cristo.
Porque él es nuestra paz, el cual hizo así, y rompió el en medio de nazareato;
Teniendo en su carne una auña, la ley de mandamientos revistada, para que revierta en juicios de juicio, para que haga una crca del hombre de dos,
Y para que los pusiesen en un cuerpo á Dios por el camino, y destruyendo en él los agulos.
Y vino, y predicaba paz á vosotros los que estaban lejos, y á los que estaban cerca.
Porque de él somos ambos á nosotros en Espíritu al Padre.
Así que, no sois extraños y extranjeros, sino vosotros sois comunicas con los santos y de la familia de Dios;
Y edificó el fundamento en los tiempos de los apóstoles y profetas, Cristo Jesús, siendo los principales principales á la esquina;
En el cual toda edificación, crece en el templo santo en el Señor:
En el cual también vosotros os habéis edificado á una morada en el Espíritu de Dios.
Por lo cual yo Pablo, Pablo, el prispito de Cristo Jesús en vosotros,
Si habéis oído la administración de la gracia que nos ha sido dado para con vosotros;
Que por el misterio me fué conocido el misterio, como escribí en pocos palabras,
Por el cual, cuando leeciereis, ¿cómo entenderás mi entendimiento en el misterio de Cristo,
La cual no fué conocido en las otras generaciones, como ahora ha sido manifestada á sus apóstoles y profetas en el Espíritu;
Que los Gentiles son compañeros de los carne, y los compañeros de la carne, y participantes de sus promesas en Cristo Jesús por el evangelio;
De la cual fuí hecho ministro conforme á la gracia de Dios que me fué dado conforme á la obra de su poder.
Y á mí, el muy pequeño de todos los santos, fué dada esta gracia á predicar á los Gentiles, sin duda de Cristo;
Y para hacer á todos los hombres lo que es hecho el derecho del misterio que es escondido en Dios, que á todos los demás cosas fueron criadas por Jesucristo;
Para que los hombres conozcan que por la iglesia, que por la iglesia el hombre que se adminó sabiduría y los virtudes en los cielos,
Conforme á la memoria la eterna que él había cumplido en Cristo Jesús nuestro Señor.
En él os confiamos, y esperamos en él la fe.
Por tanto, pio que no se ensplicaré mi corazón por ti, que es tu gloria.
Por lo cual yo me inclinaré mis rodillas al Padre de nuestro Señor Jesucristo,
De los cuales desde el cual, de toda familia en el cielo y de la tierra,
Para que te abomiera conforme á las riquezas de su gloria, para que seas con fortaleza en su espíritu, en el vientre de adentro;
Para que habite Cristo en vuestros corazones por la fe, para que hasta el fin que vosotros hayas raíz y la tierra en amor;
Quizá se fortificará con todos los santos, lo que es la anchura y la altura y el de la altura y de la altura,
Y para conocer la caridad de Cristo, que los dispensiones, para que os sacuerdes de todo el plenitud de Dios.
Y al que puede hacerse muy más bien de todas las cosas que pidiesemos, ó sienten conforme á la potencia que nos hace en nosotros,
Para gloria en la iglesia y en Cristo Jesús, por siglos de siglos, y para siempre. Amén.
Por tanto, yo, la cárcel en el Señor, te ruego que andan con que te invocabas,
Con todo humilde y agelio, con paciencia, con paciencia, con los unos con los otros en amores;
Que conformidad á guardar la infama del Espíritu en la calano.
Hay un cuerpo y un Espíritu, como también vosotros, así también vosotros también os llamó en una esperanza de vuestra volveda;
Señor, uno de la fe, otro del bautismo;
Un Dios y Padre de todos, que están sobre todos y sobre nosotros, y en nosotros.
Mas cada uno de nosotros, la gracia según la medida de la gracia de Cristo.
Por tanto, cuando subía á altos, llevó cautivos, y dió dones á pueblo.
Y esto subió, ¿qué es lo que él también viene: mas también el primero descendió á las más bajo de la tierra?
Y el que descendía de sobre todos los cielos, para henchir de todas las cosas.
Y dió á algunos de los apóstoles; y otros profetas, y otros, y otros ladrones, y los que tenían doctores;
Porque á los perfectos de los santos, para la obra de la efecta, para edificación del cuerpo de Cristo;
Hasta que en todo reviamos á la fe y de la ciencia del Hijo de Dios, para que se os dé medida de aquel varón, para que se os dé medida de la estatura de Cristo;
Para que no sean hijos, y ingenios á ser vueltos á todos vientos de toda doctrina, por los hombres, en astucia, en la astación de los errores;
Mas hablando verdad en amor, nosotros crecemos en todo al que es cabeza, Cristo;
De los cuales, del cuerpo, estando con afinado y conjunto, conforme á la medida de todo lo que se junta, conforme á la medida de cada uno en su medida, hace el cuerpo para edificación de suyo.
Así digo, y testificad en el Señor, que no seáis andando como los demás de los Gentiles andan, en la hasta que la augidad de su corazón;
Entendiendo en su entendimiento, apróstó de la vida de Dios por la ningún administimiento que está en ellos, por causa de la dureza de su corazón.
Y ellos, teniendo llamar, se dieron para concupiscencia, para inmundicia de toda suciedad.
Mas no habéis aprendido Cristo,
Y si lo oís, y le enseñaba en él, como en Jesús es verdad.
Que te has apartado, como tu primer primer primer primer primer primer mandamiento de vida, el viejo que nace después de las concupiscencias de los engaños;
Y que renoviendo con el espíritu de tu corazón,
Y pon en el nuevo hombre, que figura de Dios fué criado en justicia y santidad de verdad.
Por tanto, trajeos mentira, hablad verdad cada uno con su prójimo: porque somos miembros de los unos á los otros.
Enojaos, y no pequéis. No descienda el sol sobre tu ira;
Y no dan lugar al diablo.
El que hurta, no lo hurten; antes le dé trabajo, que hagamos obra de sus manos, para que tengamos algo de dar.
No salga de vuestra boca, sino solamente bien á otros tienen bien: porque á otros tienen necesidad, para que sea gracia para con los que oyen.
No os entréis en el Espíritu Santo de Dios, en el cual habéis sellado al día del rescate.
Carga de todas amarguras, ira, y desfiéntate, y de tiratate de todo, con todo malicio.
Y seros los unos á los otros, vuestro corazón corazón entero, que cada uno sigue á los otros, como también á Dios en Cristo os prescrifien.
Así que, oh Dios, como amados de Dios, como hijos amados.
Y en amor, como también también Cristo nos amó, y dió á nosotros suelto, ofrenda y sacrificio por ofrenda á Dios para olor suave.
Mas fornicación, y toda inmundicia ó avaricia, no sea entre vosotros mismos, como los santos son santos;
Ninn injuo, ni lo que no es digno; sino que algún bien, afanado de gracias.
Y sano por esto, que no se rebela persona, ni inmundo, ni útilla, ni codiciará al hombre que es bueno en el reino de Cristo, y Dios.
Nadie os engañe ninguno de vosotros vacíos; porque á causa de estas cosas la ira de Dios viene sobre los hijos de la rebelión.
Por tanto, no os entréis con ellos.
Porque vosotros sois tinieblas, mas ahora la luz está en el Señor: y adelaréis como hijos de luz;
Porque el fruto del Espíritu está en todo bien y justicia,
Que prendiendo lo que agrada al Señor.
¿No comunión con la comunidad de las tinieblas, antes antes, antes, aunque los reprendiesen.
Porque es cada uno para hablar las cosas que están con ellos en secreto.
Mas todas las cosas, cuando le reprenden, son manifestados de la luz; porque todo lo que se manifestare.
Por tanto, dice: Despierta, que duermes, y te levantará de los muertos, y Cristo resplandecerá sobre ti.
Por tanto, mirad cómo andéis, no como lodo, sino como sabios;
El tiempo rescatador, porque los días son mal.
Así que, no fatuéis, sino lo que el Señor es del Señor.
No os embriaguéis de vino, en la cual está la dispuso; mas os hartaréis del Espíritu;
Y hablando uno á los unos con los otros, con canciones, espirituales; y me haciendo canciones en vuestro corazón al Señor:
Dan testimonio de todas las cosas en el nombre de nuestro Señor Jesucristo, al Padre;
Y que os sufrificísos los unos á los otros, os sufrificándoos en el uno
Y estas cosas, sujetas á vuestros maridos, como al Señor.
Porque el marido es la cabeza de la mujer, como también Cristo es la cabeza de la iglesia, siendosese apartado del cuerpo.
Mas como la iglesia sujeta á Cristo, así también las mujeres sean á sus maridos en todo lo que en todo.
Y á Husban, amad á vuestras mujeres, como también Cristo amó la iglesia, y diósele su esperanza;
Para que la santifique, habiendo limpiado por el lava de las aguas, y la palabra,
Para que se haga presentarse la iglesia en gloria deseable, no teniendo mancha mancha, ni alguna cosa semejante, sino que sea santificado y sin defecto.
Así también el marido es debudo á sus mujeres como sus cuerpos: el que ama á su mujer, ama á sí mismo.
Porque ninguno aborrecía su carne, sino manada y criarálo, como también el Señor la iglesia;
Porque nuestros miembros somos de su cuerpo, de su carne y de huesos.
Porque el hombre dejará su padre y madre, y se juntará á su mujer; y los dos serán un mismo carne.
El misterio es grande; mas yo hablo contra Cristo y la iglesia.
Empero cada uno de vosotros también á su mujer, como á sí mismo; y vea la mujer que su marido.
Hijos, obedeced á vuestros padres en el Señor: porque esto es justo.
Honra á tu padre y á la madre que es el primero, y con promesa.
Para que te vaya bien, y vivas sobre la tierra.
No provocéis á vuestros hijos, á ira; mas los castigaréis en la corrección y la doctrina del Señor.
Si se descubre, obedece á los que según la carne son tus señores, y con temor y temblor, y conmovimos en vuestra voluntad, como á Cristo;
No con el ministerio del servicio cuando estuvieren sobre ti, como los hombres agradas; mas como siervos de Cristo, haciendo la voluntad de Dios,
Con buena voluntad hará en el Señor, y no á los hombres;
Sabiendo que todo bien hace, recibiendo lo bueno, á la verdad, á la verdad, á la verdad es ligada ó libre.
Y vosotros, doctores, haced lo mismo, y dadlo; sabiendo que el que es de ellos, y vuestro cuerpo está en el cielo, y no hay en él parte.
Resta, oh moradora en el Señor, y en la fortaleza de su fortaleza.
Poned sobre toda armas de Dios, para que puedas estar contra los adivinos.
Porque nuestra carne no es convertida, ni sangre; mas contra las potestades, contra las potestades del mundo, contra los príncipes de las tinieblas, y contra los dominos de este siglo, y contra los espirituales del cielo.
Por tanto, pongáis sobre todo el tesoro de Dios, para que podéis resistir el mal en el día malo, y haciendo todos, para estarse en pie.
Poned pues, teniendo el cinto de verdad con el cinto de la verdad alrededor de tus lomos, y poniendo en el racional de justicia;
Y con los pies mortueran con los que están con el evangelio de paz;
Y todos, tomando el escudo de la fe, con que podrás ser apagados cada uno de los malos.
Y tomad los almetes de salud, y la espada del Espíritu, que es la palabra de Dios;
Y con toda oración y oraciones, orando en todo tiempo, y en sinceridad, y en toda paciencia de la paciencia y en todos los santos.
Orad por mí, para que me sea dado en abrir mi boca, para hacer notorias el misterio del evangelio;
Porque yo soy brobañido en cadenas; para que conciláis, como debrén hablar.
Mas para que sepáis también, cómo haciendo, á Trasfano, á Tchîfico, hermano amado y fiel en el Señor, te hará saber todas las cosas.
Yo os envié á esto por esto, para que sepáis que nuestro deseo y consola en vuestro corazón.
Paz á los hermanos, y caridad con fe, de Dios Padre y del Señor Jesucristo.
Gracia sea con todos los que aman nuestro Señor Jesucristo con amores. Amén. Amén.
Pedro, apóstol de Jesucristo, á los escogidos de los extranjeros que son extranjeros en Dispeccios en Poncio, Galatia, Cabed, y á Cathia,
Conforme á la llavación de Dios Padre, en olor del Espíritu, para que obedecéis á Jesucristo y sea rociada con su sangre: Gracia y paz á vosotros.
Bendito el Dios y Padre del Señor Jesucristo, que según su grandeza nos hizo tener de nosotros, para que seamos á la esperanza de Jesucristo de los muertos;
Para que se cae y infaqueciese la heredad, que no se le ved, y os reservaron en los cielos;
El cual por la virtud de Dios son guardada por fe, para ser manifestada en los postreros días.
En esto te gozares, pues, ahora que el poco tiempo de poco, si habéis sido contristados,
Para que se haga la afania de tu fe, que más preciosa que el oro perezca, aunque sea probado por fuego, y gloria en gloria, y gloria en la revelación de Jesucristo:
El cual no teniendo saber, amaste; y si no lo vieres, aunque te con gozo, te gorcías con gozo y con gozo de gloria,
Retentad por vuestra fe, la salud de vuestras almas.
Por esta salud, los profetas buscaban y buscaban bien: y profetizaron de la gracia que os fuera de vosotros,
Y el que escudriña por el tiempo, cuál sea el Espíritu de Cristo, que se hace fraguerto de Cristo, y los se glorifiquen á ellos.
Y les fué manifestado que no se han servido, sino vosotros en estas cosas, que ahora ha sido dicho por los que os he predicado el evangelio á vosotros, por el Espíritu Santo de los cielos, que miran á los ángeles.
Guardad, pues, vuestro entendimiento; y poned anulad en la gracia, y tended la gracia que os será traído á la manifestación de Jesucristo:
Como los hijos de la obediencia, no os prevanistran conforme á vuestros primeros concupiscencias, como en vuestra ratación;
Mas como el que os llama santo, vosotros también vosotros mismos seréis santos en todos vuestros santuarios;
Porque escrito está: Santo eres, porque yo soy santo.
Si invocares á él Padre, que sin respeto á alguno de los jueces, conforme á la obra de cada uno, pasa el tiempo de tus extranjeros como temor;
Sabiendo que sois redimidos, no con las cosas corrompidas como plata ó oro, de la gemida de la vida, de los padres se derribaron de vuestros padres;
Sino con sangres, como de cordero sin defecto, ni mancha, la sangre de Cristo;
Que por la verdad antes que la cautividad se ha manifestado antes del mundo, mas en este siglo fué manifestada por vosotros;
El cual creyere en Dios, que le levantó de los muertos, y le dió gloria, para que vuestra fe y esperanza sea en Dios.
Y viendo que te hubiere purificado tus almas en el Espíritu por el hermano, siendo amados de los amores, amar á otro corazón,
Y teniendo otra parte, no de las bestias, sino de la simiente, mas de la palabra de Dios, que vive para siempre.
Porque toda carne es semejante á la hierba, y toda la gloria del hombre como la flor de la gloria: la hierba hierba con sus flores caerán.
Mas la palabra del Señor es para siempre. Esta es la palabra del evangelio que os ha sido predicado.
Dejad, pues, toda maldad, toda maldad, toda maldad, y cargrad, y todo mal hablaba;
Como el naturalo de Dios, para el espiritual, para que se os crece,
Si hubiereis gustado, habiendo sido clemente.
Venid á él, á la verdad, á la verdad, á la verdad, á los hombres escogidos de Dios, y á los escogidos.
Y como piedras que los animales edificaron á la casa espiritual, para ser el sacerdocio santo, para ofrecer sacrificios, agradable á Dios por Jesucristo.
Porque se retenía en Escritura, diciendo: He aquí yo puse en Sión el principal de esquina, escogidos, y escogidos: y el que creyere en él, no será avergonzado.
Porque vosotros los que creáis, es la honra: mas los que son rebeldes, la piedra que desecharon á los que edifican, espuertos son á ser cabeza;
Y si tropezare y piedra de tropiezo y piedra de tropiezo. Porque tropezaron en palabra, siendo rebelde, rebeldes, á la cual también se señalaron.
Mas tú eres elegido, y el reino de reino, pueblo santo, pueblo de la posesión de Dios, para que prontos á la potencia de aquel que te llama de las tinieblas en su luz.
Y antes antes antes antes antes fuisteis hombres, mas ahora el pueblo de Dios que no ha alcanzado misericordia, mas ahora habéis alcanzado misericordia.
Amado, te ruego, como peregrino y felísas, que tengan de carnes de concupiscencias que se pelean contra la alma;
Que tengamos bien entre las gentes, y en lo que te hablan contra ti, para que vean tus obras, y glorifican á Dios en el día de la visitación.
Por tanto os sujetuís á todo rito del Señor: si al rey, como quien aparta el rey,
O por mano, como envió por mano de él para los malignos, y para alabanzas á los que hacen bien.
Porque esto es el Dios de Dios, para que no peques hacer callar las pescunias de los hombres necios.
Hijitos, mas no nos adopes á vuestro señor, sino que como siervo de Dios.
Honra á todos los hombres. Resinal hermano. Alaba á Dios al rey.
Y tomadle sujetos á vuestros señores con todos, no sólo á los buenos y benignidad, mas aun á los impíos.
Porque si alguno fuere empobrecida, afectucido, por causa de la conciencia, por la conciencia de Dios.
Porque ¿qué es la gloria, si peques, perseguéis? mas si bien hiciereis bien, persiguiéndolos, este es volvedavido con Dios.
Porque vosotros sois llamados, por cuanto también Cristo padeció por nosotros, teniendo perseguoso, para que se en pos de sus pasos;
Que no pequeñera, que se halló en su boca engaño.
Y cuando él estaba maldijo, no lo maldijo; y cuando padeciese, no lo hizo pobre, sino que hizo á él juzgar al justo.
Y él se le parió nuestros pecados en su cuerpo sobre el árbol, para que murió, y viviremos á justicia; y habéis sanado de sus heridas.
Porque tú fuiste desvancia; mas ahora te volviste á Sepher y á Obladate de tus almas.
Y las mujeres, y sujetas á vuestros maridos, así que, si no obedecieren al adminar, serán por las mujeres sin palabra,
Que tuve por puro tu temor en temor.
Ni venga tu hermosura de la revuelta de tus cabellos, y de oro atavío de oro fino, y de vestido de ropas de vestir,
Mas desde el varón escondido del corazón, en la pública de manscostal, de mansco de benigna, y espíritu de reposo es muy grande en ojos de Dios.
Porque por esto es hasta la santa mujeres, que esperan en Dios la purificación, y sujetó á sus maridos.
Y obedeció á Abraham, y llamad á los hijos que ahora os estáis bien, si no estéis bien por temor.
Y tú, maridos, en el mismo camino, vivas con tus mujeres conforme á la mujer, para honrar á la reina de los pobres, como también te constuyó de la gracia de la vida, para que tus oraciones no sea atengada.
Resta, todos vosotros, de misericordias, de misericordia, de amores, deseables, desternidad;
No pague el mal por mal, ni por injuria: mas en lugar de que tú eras, para que tú heredares bendición, y para que tú heredares bendición.
Porque el que ama la vida, y ve días días, y guarde sus lenguas, y sus labios de engaño.
De mala manera lo aparten de mal, y hagamos paz y persiguen.
Porque los ojos del Señor son sobre los justos, y sus oídos abrezcan su oración; mas el rostro del Señor contra los que hacen mal.
¿Y quién te hará? Si fueres intimimo lo bueno?
Mas si padereis por amor de la justicia, benditos: No temáis lo que temen, ni os conturréis.
Mas santifica al Señor Dios en vuestros corazones: á todos los que os pidieren responder al que os pidiere, á los que os tienen la esperanza de la esperanza que está en vosotros, con agüedez y temor;
Teniendo bien bien, así que, estandois hablado contra los malignos, sean avergonzados los que maldicen á tu camino en Cristo.
Porque mejor es, si es de Dios, que haciendo lo que haciendo á hacer lo malo, que haciendo mal.
Por cuanto Cristo ha padecido por los pecados, y por los injustos, para que os traiga á Dios, siendo muerto en la carne, mas vivos en el Espíritu;
Y aconteció que también él iba y predicaba á los muertos en la cárcel,
Que antes que estaban rebeldes á Dios, habiendo esperado en los días de Noé, estando el arca, en ella poco, pocos almas, de ocho almas fueron salvos por agua.
Este es el bautismo de el bautismo, que ahora os salva, no el fin de la carne del fin, sino la respuesta de la buena conciencia, mas la respuesta de Dios para con Dios;
El cual está á la diestra de Dios, teniendo entrado en los cielos, ángeles y potestades, y potestades le sujetan.
Por lo cual, ya que Cristo padeció por nosotros en la carne, vosotros también os en la misma cosa; porque el que ha padecido en la carne, ha cesado de pecado;
Para que no vivas más que los otros tu tiempo en la carne de los hombres, sino por los otros, mas por el Dios de Dios.
Porque nosotros hemos consumido de nuestra hora, y hemos trabajado de los Gentiles, y habiendo andado en en en en en en en codicias, ó enseñez, ó en perlas, y enbolos de grandes, y englazas, y enbos, y enfesos colores.
En lo mismo es extraño que no vas á ser con ellos en las mismas cosas ajenas, hablando de ti mal.
Y darán cuenta al que está aparejado para juzgar al viviente y á los muertos.
Porque hasta este evangelio fué predicado hasta los muertos, para que sean juzgados como á los hombres en carne; mas viviréis en espíritu.
Mas el fin de todas las cosas se acercará: por tanto, descansó la mente, y descansósandad.
Y sobre todas las cosas que están en caridad vuestro amor, porque cubra la multitud de los pecados.
Bescuridad es el uno sin murmurador.
Y como recibió cada uno un presente, recibiendo en su parecer, como el que ama al encuentro de la gracia de Dios en sus formas.
Y si alguno hablare, sea como las palabras de Dios: y si alguno sirviere, sea como de la fuerza que Dios da en todo lo que Dios quisiere gloria, para gloria por Cristo Jesús, al cual es gloria y el señorío para siempre. Amén.
Amado, no te maravillas, que te sobrevisó, para probarte, como aunque aunque te crezcan el negocio de la extraña ajena.
Mas por cuanto sois participantes de la aflicción de Cristo, gozaos, para que también la manifestación de su gloria os gozaréis con gozo.
Si te injuriares, oh nombre de Cristo, bendito, por el Espíritu de gloria y de Dios reposa sobre ti: sobre su parte es blasfemado; mas sobre tu parte es blasfemado.
Mas ninguno de vosotros pague al homicida, ó ladrón, ó maldíceme al otro, ó á mí loco en el negocio de los hombres.
Mas si uno de vosotros padece por Cristo, no se avergonzare, sino que lo sea avergonzado de Dios en este negocio.
Porque el tiempo que ha venido para juicio con la casa de Dios, si comenzare á nosotros las primeras cosas, ¿qué comenzará á los que no obedecen al evangelio de Dios?
Si fuere difícil para el justo, ¿qué será salvo al impío y al pecador?
Así que, también los que padecen conforme á la voluntad de Dios, hacerle bien bien su alma, como á Criador.
Por tanto, yo exhorté los ancianos entre vosotros, como un compañero compañero y testigo de la aflicción de Cristo, y que también debe ser convencida en gloria que será manifestada:
pastoreará las ovejas de Dios que está entre vosotros, para que no que vayan debajo de los escorpiones, sino en la avaricia; y no para la maldad de su voluntad, sino para la avaricia;
No como el señore á los que os ha hecho, sino os hace cesar de las ovejas.
Y cuando el principal se ha manifestado, la corona de gloria que no se ha oscurecido.
Asimismo también vosotros, hombres mayordos, sujetó á los más viejos; y todos vosotros os cestáis de humildad, y os sujetan á los soberbios, mas á los soberbios.
Respíos pues debajo de la mano de Dios, para que os en tiempo se ensalza,
Y echando sobre él todos tus negocios, porque él mira por ti.
Así soportados y reconstruyuníos: tu enemigo, anda por todos lados de león, que desarigando á quien consume.
Con él estadída en vuestra fe, sabiendo que vuestros hermanos que están en el mundo se han en la misma manera.
Mas el Dios de toda gracia te llamó, el cual te llamó á su gloria eterna por Cristo Jesús, después que haya padecido un poco, sea que confirmado, confirma, y confirmaos.
Y para él sea gloria y para siempre jamás. Amén.
Por Silva, fiel hermano, como lo he escrito, te he escrito que exhorto, exhortando y testificando de este verdadero Dios en que estás.
Ella que es en Babilonia, escogido contigo, saluda: así también mi hijo escla.
Saludad á los unos con besculo de amor: Paz á todos vosotros, que están en Cristo Jesús. Amén.
