En los días que juzgaban los jueces, hubo hambre en la tierra: y un hombre de Beth-lehem de Judá iba á vivir en la tierra de Moab, y á sus dos hijos.
Y llamó el nombre del varón Eli-melec, y el nombre de su mujer Naham. Y los nombres de sus dos hijos eran Maah y Chîtica, de Hamath de Beth-lehem; y vinieron á la tierra de Moab, y habitaron allí.
Y Eli-melecía, el nombre de su hermano, murió: y ella fué dejado con sus dos hijos.
Y tomaron mujeres de las mujeres de Moab, y el nombre de la una Otra, y el nombre de la otra era Ruth; y habitaron allí diez años.
Y murió Mahlan, y Chuso murió: y la mujer era de los hijos de sus dos hijos y de su marido.
Entonces ella se levantó con sus suegros, para tornar de la tierra de Moab; porque había oído en la tierra de Moab, cómo había visitado su pueblo en dar pan.
Y salió fuera del lugar donde estaba, y sus dos hijas con sus ojos, y se fueron por el camino para volver á la tierra de Judá.
Y díjole una mujer á sus dos hijas: Ve, cada uno de ti á la casa de su madre: Jehová te hará contigo, como tú has hecho con los muertos y conmigo.
Y Jehová os ha hallado descanso, cada uno de vosotros en casa de su marido. Y ella les besó, y alzaron su voz, y lloró.
Y ellos respondieron: No, sino convertremos con vosotros á vuestro pueblo.
Y díjole Dios: Ve, y mis hijas: ¿por qué quieres que vayan conmigo? Dos hijos en mi vientre, para que sean tus maridos.
Ve, y mis hijas, irte á tu camino; porque yo soy muy poco, y si dijere: Si esperaré, si yo haya tenido un marido á la noche, y también también llevarán los hijos:
¿No te abustarán hasta que se hayan de haber?
Y alzando su voz lloraba; y luego que besó bemiendo su corazón, y ponlo con ella.
Y ella dijo: He aquí tu hermana se ha vuelto atrás á su pueblo y á su dios; y tomando tu hermana.
Y él le dijo: No me has de dejarte, y volverte de en pos de ti; porque donde vayas, yo iré; y donde quiera que fueres, yo estarás; y tu pueblo será mi pueblo, y tu Dios mi Dios.
¿Y dónde morirás, yo moriré, y allí me enterraré; y Jehová me haga así, y así también más, sino que si no te aprovechará?
Y viendo esto que había sido determinado con ella, la cual cesó de ir con ella.
Y yendo ellos, hasta que vinieron á Beth-lehem; y como llegaron á Beth-lehem, toda la ciudad les fué entucido, y dijeron: ¿Es este Cristo?
Y ella les dijo: No me llamas donde no me llaman; porque el Omnipotente lo hizo conmigo muy grande.
Y salí, y Jehová me ha vuelto á vacíos: ¿Por qué me llamas á mí, que Jehová ha testificado contra mí, y el Omnipotente me ha afligido?
Y volvió á ellos una vez, y Ruthonita, y su nuera, con ella, los cuales volvieron de la tierra de Moab; y vinieron á Beth-lehem en el principio de la siega de cebada.
El cual tenía un hermano de su marido, un valiente de riquezas, de la familia de Eli-melech, y su nombre fué Bo.
Y á los hijos de Moab se dijeron á Najo: Yo iré ahora á la heredad, y rebusco entre los oídos del trigo en pos de él, en que haya hallado gracia. Y ella le dijo: Ve, hija mía.
Y fué, y fué, y revocaron en el campo, segaban; y vino á entrar por la parte del campo de la otra parte de la familia de Eli-melech.
Y he aquí, Bodía de Beth-lehem, y dijo á los que se apartaban: Jehová sea contigo. Y ellos le respondieron: Jehová te bendiga.
Y dijo Bo á su criado que estaba sobre los que segenta: ¿Quién es esto la moza?
Y el criado que estaba sobre los que segaban, y dijo: Este es la soberbia de la que se volvió á Nabas de tierra de Moab.
Y ella dijo: Yo te ruego que me rebuscáis, y revolvé á los que se vaguen á los que se vayan entre los que están.
Y dijo Busth-meth: Oid, hija mía, no entréis en el campo, y no entréis de aquí, sino que estéis aquí á mis criadas.
Sean tus ojos sobre el campo que siegan, y anda en pos de ellos. ¿No mandaré yo á los mozos que no te toca? ¿y tú tuvieres, y vete á los vasos,
Entonces ella cayó en su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que desconvete el conocimiento de mí, que yo soy extranjero?
Y respondiendo yo, le dijo: Yo he dicho á todas las cosas que has hecho por tu madre, y cómo has dejado á tu padre y á tu madre, y la tierra de tu nacimiento, y han venido al pueblo que no conociste.
Engregate Jehová tu orden, y te llenará de ti el Dios de Israel, debajo de cuyas alas te han venido.
Y ella dijo: Hallé gracia en tus ojos, señor mío, por cuanto me has consolado, y por cuanto has dicho á tu siervo, si no soy como uno de tus siervos.
Y díjole Boleo: Ven acá, y comed de pan, y pon tu bocado en la vid. Y estaba sentado junto á los desgares, y ellos pasaban.
Y aconteció que como hubo levantado á rebustar, Botó á sus mancebos, diciendo: Procurí aun entre los cuestas, y no la afrentan.
Y sacólos de la lladillas, y la dejarán, y rebuscíbese, y no lo reprendió.
Y revolvó el campo hasta la tarde; y ella había muerto, y era de un epha de cebada.
Y tomóla, y entróse en la ciudad; y su suegro se vió lo que había removido; y dióla, y dióla á lo que ella había quedado.
Y su suegro le dijo: ¿Dónde estás hoy? ¿qué te has hecho? Bienaventurados el que no te ha hecho. Y dió aviso á su madre con la que había hecho, diciendo: El nombre del hombre con que yo edifiqué la palabra.
Y díjole Naalle á su nuera: Bendito sea bendito de Jehová, que no ha dejado su misericordia á los vivos y á los muertos. Y no le dijo: Hijo de nuestro cercano es á nosotros, uno de nuestros cercanos.
Y dijeron á los Moabitas Moab: Sí, él me ha dicho: Estáte cerca de mis mancebos, hasta que acabaron de toda mi siega.
Y dijo el nombre de Ruth su nuera: Yo es bueno, hija mía, que tú vayas á sus criadas, y no te salieron á ti en el otro.
Y quedóse lejos á las criadas de Bod, para rebuscos de la siega de cebada y de trigo: y ella habitó con su madre.
Y díjole la magncia.
¿No es Bágüentos, y tus criadas?
Por tanto la lavasiste, y ungiste, y salid, y desciende á la era; mas no te mostraréis hasta el hombre hasta que hubo acabado de comer y bebiendo.
Y será que, cuando estuviere acretado, no llegarás á aquel lugar donde está echado: y entrarás, y descubrir sus pies, y te acostarán, y te dirán lo que hiciere.
Y ella le dijo: Todo lo que dijeres.
Y descendió á la era, é hizo todo lo que su madre le había dicho.
Y aconteció que como una mujer comía y bebó, y su corazón estaba alegre, y descendió á acostado al cabo del montón de la grano: y quedóse, y descubrió sus pies, y acostóse.
Y aconteció que á la media noche, el hombre era asada, y se volase; y he aquí una mujer que estaba en sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy Ruer tu siervo; por tanto, junto á tu siervo una vez.
Y dijo: Bendito seas tú de Jehová, oh hija; y has hecho misericordia en el fin más que en el principio; porque no diste á los hombres, ni pobre ni rico.
Ahora pues, hija mía, no temas; y yo os haré todo lo que decís: porque toda la ciudad de mi pueblo sabe, que es digno de mujer.
Empero es verdadero, que yo soy cercana: mas hay quienes escansos que yo.
Vete de esta noche, y en la mañana, si te hará por la parte del ceponza. Hacencer la guarda de la guardia. Mas si no hiciere la guarda de la tez de ti, yo te daré la obra de recamones, como Jehová vive. Ata mañana hasta la mañana.
Y echóse á sus pies hasta la mañana, y se levantó delante de la sabiduría.
Y él dijo: Traed el hombre que está sobre ti, y la déla. Y midióse las medidas de cebada, y púsola sobre ella; y entróse en la ciudad.
Y como ella vino á su suegro, dijo: ¿Por qué, hija mía? Y dió aviso á ella todo lo que el hombre había hecho.
Y ella dijo: De mí dió una medidas de cebada; porque dijo: No magáis á vuestro suegro.
Y ella dijo: Espera, hija mía, hasta que sepas lo que ha de ser; porque el hombre no reposará hasta hoy.
Y subió Bod á la puerta, y sentóse allí: y he aquí la cerca de la otra parte de la fama que decía, y díjole: Ven y acá, amigo, y sented. Y él vino, y sentóse.
Y tomaron otros diez hombres de los ancianos de la ciudad, y dijo: Sed aquí, y sentáronse.
Y dijo á los cercados, diciendo: Hicemi, que ha salido de la tierra de Moab, la cual vendió la vacada de tierra, que era nuestro hermano Eliú.
Y yo os digo, diciendo: Enviadla delante de los que están sentados, y delante de los ancianos de mi pueblo. Si le redimieres, lo redimieres; mas si no lo redimieres, dirás, para que yo sé. Porque no hay quien lo redimió de ti, y yo en pos de ti. Y dijo: Yo lo redimiré.
Y Batha dijo: El día comprarás el campo de la mano de Najomi, la cual es necesario que deshizo á los de Moab, mujer de los muertos, para levantarse el nombre de los muertos sobre su heredad.
Los cercanos dijeron: No me lo redimió; porque no me airé mi heredad: Toma mi derecho de redención por ti; porque no lo redimí.
Esta fué la costumbre del primer día en Israel, de redimir, y de gorón, para confirmar todas las cosas: un hombre tomó su arena, y dióla á su prójimo: y este fué el camino de los males de Israel.
Y llegóse cerca de la una parte de la mujer, diciendo: Sállatate, y tomó su arena.
Y dijo Buso á los ancianos y á todo el pueblo: Vosotros sois testigos hoy, que yo he dado todo lo que era de Samelec, y de todo lo que era de Cigi y de los hijos de los hijos de Najo.
También dispuso los Moabitas Moab, mujer de Mahón, que he venido á ser mujer de los muertos por su heredad, para que el nombre de los muertos no sea cortada de entre sus hermanos y de la puerta de su lugar. Y vosotros sois testigos hoy.
Y todo el pueblo que estaba á la puerta, y los ancianos, dijeron: Nosotros somos testigos. Jehová haga la mujer que viene en tu casa como á Lea, la cual edificó la casa de Israel: y tú has hecho colgado en Ephrata, y sea en Beth-lehem.
Y sea tu casa como la casa de Phares, el cual Thamar parió á Judá, de la simiente que Jehová te dará por mujer.
Y Bo Bóth y parió á su mujer; y él entró á ella, y Jehová con la soberbia de ella concebado, y parió un hijo.
Y las mujeres dijeron á Najole: Bendito sea Jehová, que no os ha quedado hoy sin temor, y sea llamado su nombre en Israel.
Y él os hará volver la vida de la vida, y el oser en la vejez; porque vuestro nuera que os ama, que es mejor que vosotros siete hijos, le ha de ser.
Y tomando el niño, le puso en su seno, y le parió á él.
Y las mujeres y sus vecinos, dieronle un nombre, diciendo: Hijo de su hermano es nacido en nombre. Y llamaron su nombre Buso, padre de David.
Y estas son las generaciones de Phares: Phares fué padre de Hesrón:
Y engendró á Aram, y Ram engendró á Aminadab:
Y Aminadab engendró á Naassón, y Naasón engendró á Salmón,
Y Salmón engendró á Booz, y Booz engendró á Obed:
Y Obed engendró á Isaí, y Isaí engendró á David.
¿Cómo fué la ciudad sentado en la ciudad, que fué lleno de pueblo? Y fué ella como una viuda, que era grande entre las gentes; y la que tenía los príncipes entre las provincias,
En su noche llorará amargas: sus lásgas está en sus mejillas: en todos sus amantes no tiene la consola.
Y Judá se fué en cautiverio á causa de angustia, y por muchos poderosos; y mora entre las gentes, y no hallará reposo; y toda ella persigiidad le alcanzó en su angustia.
Los caminos de Sión endechas, porque no viene á la congregación: todas sus puertas fueron asolados, y sus hijos abominaron, y sus entrañas son humillados, y ella está en amargura.
Sus enemigos han venido á la cabeza, y sus enemigos prosperaron; porque Jehová lo afligió por la multitud de sus rebeliones: sus hijos descendieron á causa del enemigo.
Toda la grandeza se apartó de la hija de Sión, y sus príncipes serán semejantes á causa de que no hayan pasto, ni han fuerza delante de los que siguen.
Y Jerusalem se acordó de los días de su aflicción y de sus muchas cosas, que eran de los días antiguos, cuando su pueblo cayó en mano del enemigo, y no hay quien la ayudara; y los hijos de la vieron, fueron burlados de sus asolamientos.
Jerusalem ha hecho pecado: por ella se ha hecho inmundo: todos los que la honraron, y han visto su desnudez; y todos los que se alejón, y se apartaron.
Su inmundicia estaba en sus orillas, y no se acordaba de su postrimería: por tanto ella se hizo, no tiene consolador: He aquí, Jehová, mi aflicción; porque el enemigo ha engrandecido.
Y el adversario le extendió su mano sobre todas sus bienes; porque ha visto que las gentes han entrado en su santuario, acerca de los cuales mandaste que no entrasen en tu congregación.
Todos su pueblo gime; buscarán pan, y sus deleites para sus almas.
¿No hay vosotros vosotros todos los que pasas? He aquí, y mirad si hay dolor como mi dolor, la cual me ha puesto en el día de la ira de su furor.
En el alto envió fuego á mis huesos, y él prestruye: sobre él parece que reden mis pies, y me ha vuelto; y me ha hecho asolado, y de todos los días me ha hecho.
Y el yugo de mis rebeliones está ligado por mano de ellos, y serán ligados juntamente; sobre su cuello se ha de levantar; y el Señor me ha entregado en sus manos, contra el cual no puedo hacer.
El Señor no tiene nada de todos mis valientes dentro de mí, que ha hecho pecar á mí para quebrantar á mis mancebos: el Señor viene la virgen hija de Judá, como en el lagar.
Porque estas cosas lloraré, y mi ojo que se huerá con agua, por cuanto el consolación de mi pueblo está lejos de mí; y mis hijos están asoladas, porque el enemigo ha vencido.
Sión llama sus manos, y no hay quien la consola. Y mandó Jehová á Jacob, que los que están alrededor de él serán sus enemigos. Jerusalem está entre ellos como cosa inmunda.
Jehová es justo; porque yo he rebelado contra su mandamiento: ruégote que oyes todos los pueblos, y mira mi pueblo; y mis vírgenes y mis mancebos han venido en cautiverio.
Y yo llamé á mis amantes, mas me han engañado, y mis sacerdotes y mis ancianos se dieron al espíritu en la ciudad, y buscaron su comida para siempre.
Mira, oh Jehová; porque estoy en angustia, y mi corazón se turbaba, y mi corazón se ha en medio de mí; porque he sido muy grande, y á tirón.
Vieron, que yo abominado, no hay quien me consola. Todos mis enemigos han oído de mis angustias, y con todo lo que han hecho, oh Jehová: el día que has anunciado, y serán semejantes á mí.
Searemos delante de ti su maldad, y digas á mí por todas mis rebeliones: porque mis enemigos son muchos, y mi corazón se desmaya.
¡Ay del Señor!
El Señor se tragó á todas las moradas de Jacob; y ha echado en sus iras á las fortalezas de la hija de Judá; y metiólos hasta la tierra, ha profanado el reino y sus príncipes.
Destruyó todo el cuerno de Israel en furor de su furor; habiendo pagado su diestra delante de los enemigos; é hizo quemar á Jacob como un fuego que está alrededor.
Como él enemigo, como el enemigo, ha puesto en su diestra como á angustia: habiendo muerto á todo lo que había suave al ojo: en la tienda de la hija de Sión ha derramado su ira.
El Señor es como á enemigo, ha tragado á Israel: tragó contra sus palacios, y ha quebrantado sus fortalezas; y multiplicó sus fortalezas, y ha endechado en la hija de Judá.
Y quitado de su tabernáculo, como si un huerto, destruyó á su lugar de la congregación: Jehová hizo pasar la congregación y sábado, para que se olvide en Sión: y con furor de su ira ha hecho el rey y el sacerdote.
El Señor echó de su altar, y abominó su santuario: ha dado las muros de sus palacios en mano del enemigo, y en la casa de Jehová hicieron el muro de la casa de Jehová.
Jehová ha entendido para destruir el muro de la hija de Sión: extendió él á cordel, y no apartóse de su mano; y ha hecho el carnero en el muro, y regóse el arco.
Sus puertas se oscurecieron en tierra, é hizo pedazos y quebrado sus cerrojos: su rey y sus príncipes entre las gentes donde la ley no está; y sus padres no hallaron visiones de Jehová.
Y los ancianos de la hija de Sión se sentarán sobre la tierra, y callaron, y pusieron fuego sobre sus cabezas, y se han apartado de sacos; y las doncellas de Jerusalem ha caído sus cabezas á tierra.
Mis ojos están congrimas, y mi corazón se turbará, y mi fama se derramaba sobre la tierra, por la causa de la destrucción de la hija de mi pueblo, porque los hijos y los niños en la calles de la ciudad.
Y dicen á sus madres: ¿Dónde está el trigo y el vino? Y cuando se envejecieren los heridos en las calles de la ciudad, cuando su alma está derramada en el seno de su madre.
¿Qué pues yo te protestaré? ¿y qué te daré á ti, oh hija de Jerusalem? ¿y de quién te compararé, oh hija de Sión? porque tu maldición es como la mar, ¿quién te curará?
Tus profetas han visto falsos, y insensatos en tus profetas: no han ensuciado tu maldad, para tornar tus cautivos; mas has visto para hablar mentiras, y haz de hablar.
Todo lo que pasarían sus manos á ti, y sus salidas y su cabeza á la hija de Jerusalem, diciendo: ¿Es esta ciudad que llaman la gloria de la gloria, y el gozo de toda la tierra?
Todos tus enemigos han abierto su boca de ti: sus escudos y sus crujitos, dicen: Cesendela ahora, el día que esperamos, y la hallamos.
Jehová ha hecho lo que desoró, y cumplió su palabra que él había mandado en los días antiguos; y echó, y no afligió; haciendo tornar el enemigo para ti, y ha ensalzado el cuerno de tus enemigos.
Y el corazón de ellos clamaba al Señor; y el muro de la hija de Sión, granzón como un río de noche y de noche: no te entrojas en tus ojos.
Levántate, clamad en la noche, al principio de las velaes: Pobre tu corazón como agua delante del rostro del Señor: alzad vuestras manos para él, por la vida de tus hijos, que descanzan por hambre en la cabeza de todas las plazas.
Mira, oh Jehová, y mira á los que has hecho así. ¿Osó las mujeres su simiente, los hijos de ellos, y colgaron sobre sus rodillas? ¿ó el sacerdote, y el profeta sea muerto en el santuario del Señor?
El muchacho y el viejo los mentiras en la tierra en las calles, y mis vírgenes y mis mancebos cayeron á cuchillo: los mataste en el día de tu furor, y lo has matado, y no acogaban.
Tú, oh llamados, como el día de la congregación, mi terror en todo tiempo: no quedó hombre que ni escapacerá en el día de la ira de Jehová: mi enemigo ha consumido á los que yo he hecho, y se levante.
Yo soy el hombre que ha visto por aflicción de su ira.
Y guióme, é hízome andar en tinieblas, y no en luz.
Ciertamente él volverá á mí su mano, y volverá todo el día.
El ha hecho mi carne y mi piel viejo, ha quebrantado mis huesos.
Habó contra mí, y me rodearon con amargura y duramiento.
E hizo habitar en tinieblas, como los que han sido muertos.
E hízome revuelto, para que no puedo salir; y ha sido mi cajado.
Si yo clamare, y llamaré á mi oración.
El muro haciadaron mis caminos, y hizo mis veredas.
Y á mí como un goceno, como un león en la plaza.
Apartió mi camino, y me ha desperido, y me ha hecho asolado.
El se esforzará, y me puso en una ley.
El que hace en su corazón las inscillos de su junco.
Por mí me fué por escarnio á todo mi pueblo, y con todo el día de ellos mi espíritu.
El me ha henchido de amargura; hame cercado de gusanos.
El que quebranta á mis dientes con el sepulcro, cubrióme á ceniza.
Apartaste mi alma de la paz; porque he dado el bien.
Y dije: Mi fuerza fué herido, con mi esperanza de Jehová.
Acuérdate de mi aflicción y mi mierto, los gusanos y los amarguras.
Mi alma se acordará de ellos, y se encorvó dentro de mí.
Por tanto mi gloria he esperado: por tanto he esperado.
Por la misericordia de la misericordia de Jehová, que no hayamos consumidos; por cuanto sus misericordias no tienen.
Todas ellos son nueva mañana, y la verdad es tu verdad.
Jehová es mi parte, dice mi alma: por tanto esperaré en él.
Jehová es bueno á los que esperan, y al alma que le busca.
Bueno es el que espera, y espera en la salud de Jehová.
Bueno es el hombre que lleva el yugo en su juventud.
Y siéntate, y redene, porque él lo puso sobre él.
Y pondrá su boca en el polvo, si fuere para esperanza.
Les dará su mejilla al que le hiriere; y se llena de afrenta.
Porque el Señor no derribará para siempre.
Porque aunque él hace tristeza, y tendrá misericordia de su misericordia.
Porque él no lo afetará, ni adorase á los hijos de los hombres.
Para debajo de pie á la casa de todos los presos.
Para apartar al derecho del hombre delante del Altísimo,
Para que en su causa el hombre no hace aprorar el hombre.
¿Quién es el que dice, y salió, y el Señor no lo mandare?
No hay mal, y el Señor sale de la boca del Altísimo.
¿Por qué ha de ser castigado el hombre, que el hombre por la maldad de sus pecados?
Confecíos, y confirmemos á nuestros caminos, y vuelvan á Jehová.
Y levantamos nuestro corazón con nuestros manos á Dios en los cielos.
Hemos prevaricado, y hemos rebelado: no perdonaste.
Tú nos cubriste con furor, y construístenos: has muerto, y no has afrido.
Tú te cubriste con nube, para que no vea la oración.
Pusístenos, oh Dios, y en medio de los pueblos.
Todas nuestros enemigos han abierto su boca sobre nosotros.
También viene el mal sobre nosotros, y quebrantamiento y quebrantamiento.
Y mis ojos corren con arroyos de aguas, por la destrucción de la hija de mi pueblo.
Mis ojos derraman, y no cesarán, sin mano;
Hasta que Jehová miró, y ve del cielo.
Mis ojos hacia mi alma, y por todas las hijas de mi ciudad.
Como me persiguieron como la ave, y los que están mis enemigos sin causa.
Habitaron mi vida en la mazmorra, y sobre mí echaste una piedra.
Cuanto sobre mi cabeza, y dije: Yo soy talado.
Llamé á tu nombre, oh Jehová, de la sepultura.
Tú oíste mi voz: No escondas tu oído de mi gemido, y mi clamor.
Y juncáis en el día que yo os he llamado: y dijisteis: No temáis.
Señor, tú juzgaste la obra de mi alma: redimiste mi vida.
Jehová, has visto mi maldad, y reguid mi causa.
Y vosotros habéis visto toda su venganza, y toda su consejo contra mí.
Tú has oído su afrenta, oh Jehová, y todas sus pensamientos contra mí;
Los labios de los que se levantaron contra mí, y sus maquinaciones contra mí todo el día.
Tú has visto que se sientan á su morada, y en su nacimiento.
Y pagarás ellos á Jehová, conforme á la obra de sus manos.
Y les dasturidad de corazón, tus maldicións.
Los perseguirás en furor, y los destruirás de debajo de los cielos de Jehová.
¡Cuán hermoso se ha hecho el oro! ¡Cuán mudaron oro el oro! Y las piedras del santuario son derramadas en la cabeza de todas las plazas.
Los hijos de Sión, de comparación de oro fino, que son llamados á los cántaros de la guardia, obra de las manos del alfarero.
Los chacales han de sus lomos, y sus crías los hijos de mi pueblo; y la hija de mi pueblo será como cruel, como los hipócritas en el desierto.
Y la lengua del que se junta, se alaba de su boca á sed: y los hijos preguntan á pan, y no les bastarás.
Los que comieron pan de vanidad, en las plazas; y los que fueron traídos de púrpura, y estiércoles.
Porque la maldad de la hija de mi pueblo es mayor que el pecado de Sodoma, la cual como en un momento se envuelve.
Sus príncipes eran limpios que la nieve, fueron más blancos que la leche; y más pequeños en el cuerpo que era de hermosos; y su aspecto era como zafiro.
Su apariencia es negro más que la cola; no han conocido en las plazas: su piel está pegado á sus huesos: se seca, y es semejante á madera.
Los que han muerto con la espada, son mejores que los que han muerto con hambre; porque estas cosas pasadas, y la falta de los frutos del campo.
Los manos de las riñeras parieron á sus hijos: son su comida en el quebrantamiento de la hija de mi pueblo.
Jehová ha cumplido su furor, y derramó su furor de la ira, hizo fuego en Sión, que consumió sus fundamentos.
Los reyes de la tierra no creyeron, ni hicieron todos los moradores del mundo, para que venga el enemigo y el enemigo en las puertas de Jerusalem.
A causa de los pecados de sus profetas, y las iniquidades de sus sacerdotes, que derramaron la sangre de los justos en medio de ella.
Y andarán como ciegos en las plazas; y contaminarán con sangre, y no tocarán sus vestidos.
Salid. Y ellos les daban: Hasta. Salid, salid, y no tocas; antes que se huían, y dijeron entre las gentes: No pueden vivir.
Y la ira de Jehová se apartó de ellos, no lesará por ellos: ni aun á los hombres de los sacerdotes no son á los ancianos.
Nuestros ojos pensaron, esperaron en vano para nuestro socorro; y en nuestros enseñadores hemos esperado por la gente que no podía salvar.
Tomaron nuestros pasos, y no podemos en nuestras plazas, y nuestros días se cumplidos, porque nuestro fin ha venido.
Porque persiguieron los que los águilas de los cielos: persignadieron sobre los montes, y puestos en la soledad en el desierto.
Y el soplo de nuestras narices, el ungido de Jehová, fué preso en sus cisternas; de la cual hemos dicho, y debajo de su sombra viviremos entre las gentes.
Alegraos y alegraos, hija de Edom, que habita en la tierra de Hus; y el cáliz pasará por ti, y seréis embriagados, y harás dormir.
En el pecado de tu maldad está escrito, hija de Sión; no más te llevará en cautividad, y visitará tu maldad, oh hija de Edom, y descubrir vuestros pecados.
Acuérdate de Jehová, lo que ha venido sobre nosotros: mirad, y ved nuestra afrenta.
Nuestro heredad ha sido contra los extraños, y nuestras casas para los extranjeros.
Esfejaos y huérfanos; y sus hermanos son como viudas.
Dos pagas para beber agua, y nuestra madera es para nosotros.
Y persiguen á nuestros cuellos; nosotros cansados, y no tienen reposo.
Y tomamos nuestras manos á los Egipcios, y á los Asirios, para que se hartará de pan.
Y nuestros padres pecaron, y nunca más: hemos tomado sus pecados.
No se enseñorearán de nosotros, y no hay quien libre de sus manos.
Y tomamos nuestro pan en la tierra de nuestra vida, á causa de la espada en el desierto.
Nuestros pieles, es semejante á un horno; porque en el fuego se hace de hambre.
Aparta las mujeres en Sión, las doncellas en las ciudades de Judá.
Los veces se levantan por sus manos, y los rostros de los ancianos no honraron.
Los mancebos caían fuera; y los hijos tropezaron debajo de madera de madera.
Los ancianos cesaron de la puerta, y los mancebos de sus instrumentos.
El gozo de nuestro corazón ha cesado, y cada uno se torne en llanto.
Y la corona de nuestra cabeza. ¡Ay de nosotros, porque pecamos!
Porque este corazón se desmaya; porque estas cosas son tus ojos:
Porque el monte de Sión, asolada es; y el que anda en ella anda.
Tú, Jehová, permaneces para siempre: tu trono de generación en generación.
¿Por qué te olvidaste de nosotros para siempre, y no nos desamparaste de tiempo?
Hazte ahora, oh Jehová, y te haremos; y nuestros días como de antiguo.
Mas tú nos has desechado, y nos has airado contra nosotros.
Palabras de Adad, que fué entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas, rey de Israel, dos años delante del terremoto.
Y dijo: Jehová bramará de Sión, y su voz de Jerusalem; y los hijos de los pastores se lamentarán, y la cumbre del Carmelo.
Así ha dicho Jehová: Por tres años de Damasco, y por cuatro, no volveré á su pecado: por cuanto no han cercado á Galaad con los instrumentos de hierro.
Mas yo enviaré fuego en la casa de Hazael, y consumirá sus palacios de Ben-adad.
Y quebrantaré el al Damasco de Damasco, y talaré el morador del valle de Avin, y el que regece la vara de la casa de Edén; y el pueblo de Siria entrará en cautiverio, dice Jehová.
Así ha dicho Jehová: Por tres años de Gaza, y por cuatro, no volveré á su pecado, por cuanto se han llevado cautivos á Edom;
Mas enviaré fuego en el muro de Gaza, y consumirá sus palacios.
Y destruiré la morador de Asdod, y el que reguiere la vara de Ascalón; y tornaré mi mano sobre Ecrón, y el resto de los Filisteos perecerán, dice el Señor Jehová.
Así ha dicho Jehová: Por tres años de Tiro, y por cuatro, no volveré á su pecado: porque ellos había librado toda la cerviz á Edom, y no se acordaron de mi pacto.
Mas yo enviaré fuego en la pared de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por tres años de Edom, y por cuatro, no volveré á su pecado, por cuanto él siguió á su hermano con la espada, y echóse toda misericordia, y su furor se ha de continuo, y él hizo su enojo para siempre.
Mas yo enviaré fuego en Temán, y consumirá las palacios de Bosra.
Así ha dicho Jehová: Por tres años de los hijos de Ammón, y por cuatro, no volveré á su pecado: porque han abierto sobre las suertes de las mujeres de Galaad.
Mas yo encendiere fuego en el muro de Rabba, y consumirá sus palacios, con júbilo en el día de la batalla, con el torbellino de la tempestad:
Y su rey entrará en cautiverio, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Por tres años de Moab, y por cuatro, no volveré á su pecado: porque hizo fuego los huesos del rey de Edom.
Mas yo enviaré fuego á Moab, y consumirá las palacios de Cerioth; y Moab morirá de alboroto, con júbilo, y con sonido de trompeta.
Y talaré el juez de en medio de ellos, y herirá á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Por tres años de Judá, y por cuatro, no volveré á su pecado: porque ellos desecharon á la ley de Jehová, y no guardaron sus estatutos, y sus mentiras les ha dejado, conforme á sus padres;
Mas yo enviaré fuego sobre Judá, y consumirá las palacios de Jerusalem.
Así ha dicho Jehová: Por tres años de Israel, y por cuatro, no volveré á su pecado: por cuanto fueron vendidos al justo para la plata, y para los menesterosos de zapatos.
En la tierra de la tierra, y el negumentado derecho á los humildes: y el hombre y su padre te amó la primera, para profanar mi santo nombre.
Y se sentaron de todo altar sobre vestidos, y en la casa de su Dios bebían el vino de los que habían sido.
Conojé pues ahora los Amorrheos delante de ellos, cuya altura era como la altura de los cedros, y fué fuerte como el alcornoque; y desde su fruto destruyó la fruto de arriba, y sus raíces abajo de abajo.
Y os saqué de la tierra de Egipto, y os hizo pasar cuarenta años en el desierto, para poseer la tierra del Amorrheo.
Y levantéme de vuestros hijos por los profetas, y algunos de vuestros mancebos, ¿no es éste verdadero, hijos de Israel? dice Jehová.
Mas á beber vino á beber, y mandó á decir á los profetas, diciendo: No os profetiza.
He aquí, yo te engojado en tu lugar, como un cinto que se llena de grano.
El tal perecerá de los ligeros; y el fuerte no será su fortaleza, y el fuerte no será libre.
El que echa el arco en medio de ti, el que es el que estuye de pie; no el que da el caballo, no lo librará.
Y el que es valiente entre los valientes, de tal manera desnudo, dice Jehová.
Oid esta palabra que Jehová ha hablado contra vosotros, hijos de Israel, contra toda la familia que saqué de la tierra de Egipto, diciendo:
Yo te he escogido por todas las familias de la tierra: por tanto te visitaré por todos tus pecados.
¿Tienen dos caminos, si no se convertaron?
¿Spirá el león en la hermosura, cuando no haya presa? Y el león de su semulla, ¿quién lo arrebatará?
¿Aldrá la ave en la tierra? ¿No está el lazo de él? ¿ha el lazo de la tierra, si no hay para quitar la presa?
¿Tienen la trompeta en una ciudad, sin que el pueblo teme? ¿has de hacer mal en ciudad, y Jehová no lo hizo?
Ciertamente el Señor Jehová hará nada, si él descubriere su secreto á sus siervos los profetas.
El león bramó: ¿quién teme? El Señor Jehová ha dicho: ¿y quién podrá?
Y envíos en el palacio de Asdod, y en el palacio de la tierra de Egipto, y decid: Juntaos en los montes de Samaria, y ved lo que hay en ella, y qué hacia la violencia.
En ninguna manera que no sabían derecho, dice Jehová, que al niño y en sus palacios, en sus palacios.
Por tanto, así ha dicho el Señor Jehová: Juminaré la tierra, y derribará tu fortaleza, y tus fortalezas serán quebrantados.
Así ha dicho Jehová: Como el pastore de la boca del león dos piernas, ó alevo de oreja, así será los hijos de Israel, que se sientan en Samaria sobre la esquina de un rollo; Y sobre los retosos de la cama.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Y en el día que visitar las rebeliones de Israel sobre él, yo visito los altares de Beth-el; y los cuernos del altar serán cortados, y caerán á tierra.
Y heriré la casa de invierno en la casa de la casa, y las casas de marfil perecerán, y las casas tienen fins, dice Jehová.
Oidle esta palabra, cinco vacas de Basán, que están sobre el monte de Samaria, los pobres de los pobres, que dan al menesteroso, que dirán á sus maridos:
Así ha dicho el Señor Jehová por su santidad: He aquí, vendrán los días sobre ti, y te rogaren con los capiteles, y los postreros de los peces.
Y saldréis en los muros en el muro, cada uno derecho delante de ella; y os echaréis en Harmón, dice Jehová.
Ve á Beth-el, y al pecado; y á Gilgal, y al pecado; y á tu mañana sacrificios tus diez días,
Y ofrecerá sacrificio de hacimiento de hacimiento de hacimiento de hacimiento de Dios, que se leuda, y profiérátelos, y los desolverá: porque esto te ha de matar, hijos de Israel, dice el Señor Jehová.
Yo también te he dado limpiar de todos tus ciudades, y falta de pan en todo lo mismo; mas no me habéis vuelto, dice Jehová.
También yo llovié las lluvias de ti, cuando hubo tres días á la siega, y haré llover sobre una ciudad, y no la lluvia volvía sobre la ciudad: y la tierra estaba lluvia, y el campo donde no seca.
Y las dos tres ó tres ciudades cada uno á beber de agua, y no se hartaron; mas no me habéis vuelto, dice Jehová.
Yo te heriré en la huerto de la tierra, y como las viñas, y tus viñas, y las langostas devoraron tus higueras y tus olivas; mas no me habéis vuelto, dice Jehová.
Yo he puesto en medio de ti semejante á Egipto; he muerto á tus mozos con espada, y han llevado tus caballos: y he henchido tus narices con la mano de tu campo, y no me volvieron á mí, dice Jehová.
Y yo os echaré de vosotros, como cuando Dios edificó á Sodoma y á Gomorra, y vosotros como la cimo que ha arrancado del fuego; mas vosotros no habéis vuelto á mí, dice Jehová.
Por tanto yo te haré esto, oh Israel; porque yo haré esto, y apresúrate á recibir tu Dios, oh Israel.
Porque he aquí, que formó los montes, y espuez del viento, y anuncia al hombre lo que es suyo, que hace las tinieblas de la tierra: Jehová el Dios de los ejércitos, es su nombre.
Oid esta palabra que yo alzaré sobre vosotros, oh casa de Israel:
Y la virgen de Israel cayó; y no se levantare; y ella echó sobre su tierra, y no habrá quien lo levante.
Porque así ha dicho el Señor Jehová: La ciudad que sale por mil siclos, y quedarán de cien años á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Heme aquí, y viviréis;
Mas no busquen á Beth-el, ni entréis en Gilgal, ni pasaréis á Beer-seba; porque en Gilgal entrará en cautiverio, y á Beth-el vino á Beth-el.
Mira, oh Jehová, y viviréis, porque no haga pasar el fuego en la casa de José, y devorará, y no habrá quien la tiña en la casa de José.
El que apartare á los gusanos, y extró la justicia á la tierra.
Mira, el que hizo la Plaia y sacua, y se descubre la sombra de la muerte á la mañana, y hace el día de noche, y llama á las aguas de la mar, y derrama sobre la haz de la tierra, Jehová es su nombre;
El que saca el quebrantamiento sobre el fuerte, y viene quebrantamiento sobre la fortaleza.
Alaben al que reprende á la puerta, y albominaron á los que hablan iniquidad.
Por lo cual, holláis á los pobres, y tomadnos de él de trigo, habéis edificado las casas de la piedra, mas no morarás en ellos; plantas viñas y viñas, mas no beberéis su vino.
Porque sé que muchos son tus dichos, y cómo grandes son tus pecados, los que atormentáis el justo, que toma cohecho, y que se apartan al menesteroso en los atrios.
Por tanto, el hombre prudente callar en gran tiempo: porque es tiempo malo.
Mira, bien, y no malo, para que vivas: y así Jehová el Dios de los ejércitos será contigo, como tú dices.
El malo, amó el bien, y confirma el juicio en los atrios: porque Jehová el Dios de los ejércitos será clemente á las reliquias de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos: El Señor, en todos los caminos de los caminos, y en todas las plazas dirán: ¡Ay! ¡Oh! ¡ llamarán á labradores, y á los que están en endechas!
Y en todas las viñas aullarán: porque pasaré por medio de ti, dice Jehová.
¡Ay de vosotros que el día de Jehová! ¿por qué hacéis vosotros el día de Jehová? tinieblas es, y no luz.
Y cuando el hombre huyó de un león, y parámelo; ó entró en casa, y pió su mano sobre el muro, y serpiente muró.
¿No está el día de Jehová, y no luz luz? ¿y en tinieblas, y no hay en él resplandor?
Yo aborrezco, y hablaré tus solemnidades, y no puedo tus iglesias.
Y si me ofreciereis holocaustos y presentes, no los aceptaré; y yo hago las paces de vuestras grosuras.
Quitadme de la voz de tus canciones, no escucharé hasta la canción de tus arpas.
Mas el juicio caeja sobre los ríos, y justicia como un río.
¿Y me has traído para mí sacrificios y sacrificio en el desierto cuarenta años, casa de Israel?
También labarás la tienda de tu rey, y la de tus imágenes, y la tierra de tu dios, que tú hicisteis.
Por tanto os haré pasar á la otra parte de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y á los que están en el monte de Samaria, hombres de los principales de las gentes, á la casa de Israel!
Salid á Calnim, y ved: de allí va á Hamath, y desciende á Gath de los Filisteos. ¿Soy mejor más que estos reinos? ¿Es su término más que vuestro término?
A causa de vosotros que destruyáis el mal, y hacéis la silla de la maldad,
Los cuales dormirán en camas de marfil, y extendiéronse sobre sus coyes, y comeréis los corderos de las ovejas, y los becerros de en medio de la manada;
Quemaduras en salterios de arpa, los cuales se afliginó á los instrumentos de música, como David;
Los cuales bebas en vasos, y ungáronse con los mejores aceite; mas ellos no contristaron á la aflicción de José.
Por tanto, llevan los cautivos á los primeros que descienden: la fiesta y el fin se hará.
Así ha dicho el Señor Jehová por sí, dice Jehová, Dios de los ejércitos: Yo avergüe la soberbia de Jacob, y de sus palacios; y por la ciudad de todas las cosas entregaré la ciudad.
Y acontecerá que si diez hombres quedaren en una casa, morirán.
Y lo que el hermano del hombre le dé, y el que le quemará, para traer los cuerpos de la casa, y pregunta al que está en los lados de la casa: ¿No hay contigo? Y él dice: No; y dirá: Aleluya. Porque no sabemos el nombre de Jehová.
Porque he aquí que Jehová les mandare, y la casa de ellos será agustados, y la casa de ensechas.
¿Andrá los caballos sobre las peñascos? ¿ha de comer con los bueyes? mas tú volviste mi honra, y el fruto de justicia en amargura;
Los que se alegran en nada de las cosas, que dicen: ¿No nos tomamos también los miembros por nuestras fuerzas?
Porque he aquí que yo levantaré contra ti gente, oh casa de Israel, dice Jehová el Dios de los ejércitos, y te asombrarán de la entrada de Hamath hasta el arroyo de la llanura.
Así ha dicho el Señor Jehová: He aquí que él hizo formar langostas en el principio de la asta de la postrera; y he aquí la postrimería de la siega del rey.
Y cuando acabaron de comer la hierba de la tierra, entonces dije: Señor Jehová, perdona, te ruego, te ruego que descriques á Jacob.
Así ha dicho Jehová sobre esto: No será, dice Jehová.
Así ha dicho el Señor Jehová: He aquí que el Señor Jehová se ha salvado por fuego, y secóse el grande abismo, y consumió la tierra.
Entonces dije: Señor Jehová, el que te ruego, te ruego, que descía á Jacob, porque es pequeño.
Así ha dicho Jehová sobre esto: esto no será, dice el Señor Jehová.
E hízome así: he aquí el Señor estaba junto al muro de un cordón, y un cordón en su mano.
Y díjome Jehová: ¿Qué ves? Y dije: Unad.
Y los altos de Isaac serán asolados, y los negociantes de Israel serán asoladas; y levantaré sobre la casa de Jeroboam con cuchillo.
Entonces Amasías el sacerdote de Beth-el envió á Jeroboam rey de Israel, diciendo: Hoy ha conspirado contra ti en medio de la casa de Israel. La tierra no puede llevar todas sus palabras.
Porque dijo: Esparó á cuchillo, y Israel será llevado de sus tierras.
Y Amasías dijo á Asmón: Tú, ve, y huir á la tierra de Judá, y come pan, y profetizan allí.
Y no os profetizaréis más alguna en Beth-el; porque es el santuario del rey, y es casa del templo.
Y respondiendo Jesús, dijo á Amasías: No soy profeta, ni fuí hijo de profeta, sino que era de vacas y de labradores de los pastores de ellos.
Y Jehová me tomó de las ovejas, y díjome Jehová: Ve, profetiza á mi pueblo Israel.
Ahora pues, oid la palabra de Jehová: Tú, que no profetizas contra Israel, y no predicas contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será repartida de cordón; y tú morirás en una tierra que es inmundo; Y de Israel será llevado de sus tierras.
Así ha dicho el Señor Jehová: He aquí que el canastillo de la fruto es el fin.
Y dijo: ¿Qué ves? Y dije: Un canastillo de fruto. Y Jehová me dijo: El fin ha venido sobre mi pueblo Israel, no volveré más á ellos.
Y los cánticos del templo será quebrantado en aquel día, dice el Señor Jehová: Los cuerpos serán de muchos; y en todo lugar los arrojarán.
Oid esto, que persiguáis al menesteroso, y haced cesar el pobre de la tierra,
Diciendo: Cuando la nueva luna se ha ido, para que podemos vender el trigo: y el sábado, que podemos regregados el trigo, y el siclo, y el siclo, y hagan mentira con balanzas de engaño;
Para que compraremos á los pobres por plata, y para los menesterosos de zapatos, y vendré la barriza con el trigo?
Jehová juró por la soberbia de Jacob: Que no me olvidaré de sus obras.
¿Estó la tierra por esto, y todos los enlutados que moran en ella? Pues que levantará el vientre como el río, y se levantará contra ti, y como el río de Egipto.
Y será en aquel día, dice el Señor Jehová, que haré subir el sol, y haré oir la tierra en el día.
Y tornaré tus banquetes en luto, y todos tus cánticos en endechas: y yo te pondré en sacos de todos tus plagas, y en toda la cabeza; y harélo como un luto por un únito, y su fin como un muymuo.
He aquí que vienen días, dice el Señor Jehová, que yo enviaré el hambre en la tierra, ni el hambre de pan, ni una sed de agua, sino de oir las palabras de Jehová.
Y rodearán de mar á mar, y desde el norte hasta el oriente; y harán correr á la palabra de Jehová, y no la hallará.
En aquel día son las vírgenes de la virgen, y los mancebos serán de sed.
Y los que juran por el pecado de Samaria, y dirán: Vive tu dios, Dan, y vive, y todo el camino de Beer-seba, que caerá, y no se levanten.
Y vi al Señor el que estaba junto al altar, y díjole: Poned las cabezas de las columnas, para que se caecen los umbrales. Y envíelos en medio de ellos á la cabeza de todos. Yo mataré al principio de ellos á cuchillo. Ninguno de ellos huirá. Ninguno de ellos escapará.
Si ellos han cavado en el sepulcro, allí mi mano los tomará; y acojanse al cielo, allí los haré descender.
Y si escondeses en la cumbre del Carmelo, yo callaré, y quitaré de allí; y si serán escondidos de mis ojos en el seno de la mar, allí enviaré la serpiente, y los matará.
Si ellos entraren á cautividad delante de sus enemigos, allí mandaré á cuchillo, y los matará: y pondré mis ojos en ellos, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare la tierra, y se destruye, y todos los que moran en ella, enlutarán; y levantará el vientre como el río, y será vuelto á la otra parte del río de Egipto.
El que edificare sus cámaras en los cielos, y halló su tierra sobre la tierra: el que llama para las aguas de la mar, y derrama sobre la faz de la tierra, Jehová es su nombre.
¿No eres como los hijos de Etiopía á mí, hijos de Israel? dice Jehová. ¿No hice subir á Israel de la tierra de Egipto, y los Filisteos, y los Siros de ellos?
He aquí, los ojos del Señor Jehová está sobre el pecado de la tierra, y la destruiré de sobre la haz de la tierra: mas no destruiré la casa de Jacob, dice Jehová.
Porque he aquí, yo les mandaré, y haré que la casa de Israel en medio de todas las gentes, donde hay en el trigo, en medio de la tierra, hasta el medio de la tierra.
Todos los pecadores de mi pueblo morirá á cuchillo, los cuales dicen: No nos alcanzará, ni nos encontraremos.
En el día arrancaré la tienda de David, que está puesta sobre sus renuevos, y despertaré sus ruinas, y la edificaré como en los días antiguos;
Para que poseerán el resto de Edom, y todas las gentes que invocan mi nombre, dice Jehová.
He aquí que vienen días, dice Jehová, que arará el agragador, y el que tomiere al que siembra la simiente, y el vino de los montes.
Y tornaré á mi pueblo Israel de cautividad, y poseerán las ciudades fuertes, y morarán en ellos; y plantarán viñas, y beberán de ellos; y ellos harán huertos, y comeréis su fruto.
Y los plantaré sobre su tierra, y nunca más será arrancado de su tierra que les he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jonás hijo de Amabad, diciendo:
Levántate, vete á Nínea, y á la ciudad grande, y predicad contra ella: porque su maldad ha subido delante de mí.
Y Jonás se levantó de huir á Tharsis, delante de Jehová; y descendió á Joppa, y halló un arca á Tharsis, y él se ha de acostado, y descendió en ella á Tharsis de delante de Jehová.
Empero Jehová envió un gran viento sobre la mar, y fué hecho una grande tempestad de la mar, que el arca era como la rompe.
Entonces tuvieron temor de terror, y cada uno dió voces á su dios: y echaron fuera el arca que estaba en el arca á la mar.
Vino pues el rey á él, y díjole: ¿Qué tienes tú, que duerme? Levántate, llamados en tu Dios; y no tu Dios no nos ha perrotado.
Y dijeron todos á cada otro: Venid, y echamos suertes para que sepamos el mal que está sobre nosotros. Y ellos echaron suertes, y la suerte se fué sobre Jonás.
Entonces le preguntaron, diciendo: Dinos, porque teniendo este mal sobre nosotros. ¿Qué es tu parte? ¿y de dónde vienes? ¿y qué tus tierras?
Y les dijo: Yo soy Hebreos, y yo temeré á Jehová Dios de los cielos, que hizo la mar y la tierra.
Entonces los hombres se espantaron mucho, y díjole: ¿Qué has hecho? Y los hombres sabían que huía de delante de Jehová, porque les había dicho.
Y ellos le dijeron: ¿Qué te haremos, que la mar sea con nosotros? porque la mar fué el mayor.
Y él les dijo: Quitadme, échadme en la mar, y la mar será por vosotros: porque yo sé que por mí os es grande tempestad.
Empero aquellos hombres ordenaron á darlos á la tierra; mas ellos no podían, porque la mar se aplaneció, y sobre ellos serían.
Por tanto, clamaron á Jehová, y dijeron: Mirad ahora, oh Jehová, nosotros te ruego que nos matemos á la vida de este hombre, y no pongas sobre nosotros la sangre inocente: porque tú, Jehová, has hecho conforme á ti.
Y tomieron, y echáronle en la mar; y la mar cesaron su camino.
Entonces los hombres temían á Jehová; y ofrecieron á Jehová sacrificio, é hizo reverencia.
Y apareció Jehová un pezuelo que se arrepió á Jonás, y reinó en el vientre de los peces tres días y tres noches.
También oró á Jehová su Dios, de los peces de los peces.
Y él dijo: Yo te llamé á mi aflicción á Jehová; y él me respondió, y desde el vientre del sepulcro yo clamaré: oíste mi voz.
Porque me has echado en los abismos, en el corazón de la mar; y el diluvio estaba en derredor de mí; todas tus ondas y tus recapas pasaron.
Y dije: Os he sido divertado de tus ojos; mas yo haré volver al templo de tu santidad.
Las aguas me cercaron, hasta la alma: y el abismo estaba alrededor de mí, y en su cabeza nos rodearon.
A los bajos de los montes descendieron á la tierra; y la tierra me alaba para siempre; mas tú sacaste mi vida del hoyo, Jehová mi Dios.
Cuando mi alma se de dentro de mí, se acordar de Jehová: mi oración entró en ti, en el templo de tu santidad.
Los cuales buscan las vanidades, dejan su misericordia.
Entonces habló Jehová á los peces, y vomitó á Jonás en la tierra seca.
Y fué palabra de Jehová á la segunda vez, diciendo:
Levántate, vete á Nínea, y á la ciudad grande, y á predicar la palabra que yo te doy.
Y levantóse Jonás, y fué á Nínive, conforme á la palabra de Jehová. Y cada uno estaba una grande ciudad, y tres días.
Y comenzó á entrar en la ciudad un camino de un camino, y dió voces, y dijo: En cuarenta días, Nindirá.
Y creyó el pueblo de Ninis á Dios; y anunciaron un saco ayuno, de su mayor hasta el más pequeño.
Y el rumoró al rey de Ninza, y se levantó de su trono, tomó su manto delante de saco, y se sentó en ceniza.
E hizo pasar una suerte, y haced oir por Nínive por el mandamiento del rey y de sus nobles, diciendo: No sea hombre ni bestia, ni sus ovejas, ni el ganado, ni el agua, ni á beber ni á beber:
Mas sean cubiertos de sacos de hombres, hombres como de animales, y púrame á Dios: y cada uno de su mal camino, y de la violencia que está en sus manos.
¿Quién sabe que Dios no se volverá, y se levantará, y se apartará de su furor, para que no perecemos?
Y vió Dios sus obras, que se apartaron de su mal camino; y Dios de los maldijo que les había hecho, y no lo hizo.
Mas en lo mismo tiempo le fué muy triste, y enojado.
Y oró á Jehová, y dijo: Ruégote, oh Jehová, ¿no es esto lo que yo había dicho en mi tierra? Por lo cual me apretó á huir á Tarsis; porque sabía que eres bueno de Dios y misericordioso, tardo para la ira, y grande en misericordia, y has de hacer mal.
Por tanto, ahora, Jehová, toma ahora mi vida, que es mejor para mí para que viva.
Y Jehová dijo: ¿Acaso os ha enojado?
Y salióse de la ciudad, y sentó á la parte del oriente de la ciudad, y se había puesto una piedra, y sentó debajo de ella debajo de la sombra, hasta que vease lo que era de la ciudad.
Y Jehová Dios vino una vid, y lo hizo subir sobre Jonás, para que fuese como sombra sobre su cabeza para librarlo de su consejo. Y fué muy grande temor de la vid.
Mas Dios aderezó el día siguiente el día siguiente, y rumia, la cual está en la vid que se seca.
Y luego que el sol se levantó Dios, aderezó un viento solano, y el soltero de la cabeza de Jonás, para que se destriñió, y se quebrase para que muera. Y él dijo: Mejor es para mí que morir.
Y dijo Dios á Jonás: ¿No es justo ensañar la vid? Y él respondió: Yo soy justo enojado á la muerte.
Y dijo Jehová: Tú lo has dado por la vid; porque no has trabajado, ni lo quebraste; que subió en noche, y perdiques en noche.
¿No me aulgaré yo á Nínive, ciudad grande, que es más de ciento veinte mil hombres que no hay diferencia entre sus manos, y su siniestra, y muchos animales?
En el principio fué el oir, y la palabra de Dios, y la palabra de Dios.
El mismo día fué en el principio con Dios.
Todas las cosas habían hecho por él, y con él no se había hecho.
Y él le fué vida, y la vida fué luz de hombres.
La luz resplandecerá en las tinieblas, y las tinieblas no la vencerán.
Y vino un varón enviado de Dios, cuyo nombre era Juan.
Y como el mismo vino por testimonio, para testimonio de la luz, para que creyerle por él.
Y no fué la luz; mas fué enviado para dar testimonio á luz.
Y la verdad de la luz de la verdad, que vino á la tierra de los cielos.
Y estaba en el mundo, y el mundo fué hecho por él, y el mundo no le conoció.
Y vino á sus propios, y los suyos, no le recibían.
Mas todos los que le recibían, les dió á los hijos de Dios, y á los que creen en su nombre.
Los nacidos, no de sangre, ni de la carne, sino de los hombres, sino de Dios.
Y la palabra de haber sido carne, y habitó en nosotros; y vimos su gloria, semejante á gloria como el Hijo del Padre, lleno de gracia y de verdad.
Y Juan protestaba de él, y dió voces, diciendo: Este es el que decía yo: El que viene después de mí, me ha despedido, porque él estaba delante de mí.
Y de su abundancia todos hemos recibido gracia.
Porque la ley fué dada por Moisés. La gracia y la verdad fué hecha por Jesucristo.
Ninguno que vió á Dios á tiempo: el Hijo de la verdad, el cual es en el seno del Padre que le había mostrado.
Este es el testimonio de Juan, cuando los Judíos enviaron á los sacerdotes y Levitas que le dicen: ¿Quién sois vosotros?
El denunció, y no negó; mas él, dijo: No soy el Cristo.
Y ellos le dijeron: ¿Qué pues? ¿Eres tú Elías? Y él respondió: Yo soy. Y ¿qué eres el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? Dand respuesta de los que nos han enviado. ¿Qué dices de ti?
Y dijo: Yo soy la voz de uno clama en el desierto: Apareja el camino del Señor, como el profeta dijo.
Y fueron los que habían sido enviados de los Fariseos.
Y le preguntaron, diciendo: ¿Qué pensáis, si no sois el Cristo, ni Elías, ni el profeta?
Y respondiendo Juan, les respondía: Verdade en agua, mas en medio de vosotros hay quienes no sabías.
El que viene á mí, el que está delante de mí, que la vuelta de mí, no es digno de desatarla.
Estos fueron hechas en Beth-jas de la otra parte del Jordán, donde Juan estaba.
Y viendo el siguiente día, vino á él Jesús, y dijo: He aquí el Cordero de Dios, que toma el pecado del mundo.
Este es el que yo dije: Deme viene tras mí un hombre que se haya delante de mí, porque estaba delante de mí.
Y no le conocía, sino que á mí pensaba en el agua, para que sea manifestado á Israel.
Y Juan protestaba, diciendo: Yo he visto el espíritu como la paloma de los cielos, y quedó en él.
Y no le conocía, sino el que me envió á angustiarse, diciendo: En el que vieres el espíritu, y reposará sobre él el que está en el Espíritu Santo.
Y he visto y protesté que este es el Hijo de Dios.
Y otro día, el cual Juan estaba con dos de sus discípulos,
Y miró á Jesús, y dijo: He aquí el Cordero de Dios.
Y los dos discípulos le oyeron, y siguieron á Jesús.
Y volviéndose Jesús, les vió, y les dice: ¿Qué buscas? Y ellos le dijeron: Maestro, que es que decir, Maestro, diciendo: ¿Eres salís?
Y él les dijo: Ven, y ve. Y vinieron, y vieron donde estaba cercada, y ellos estaban con él aquel día; y como la décima hora era de la hora.
Y uno de los dos que oían á Juan, y le siguieron á sí, y á hermano de Pedro.
Y fué hallado la mujer á su hermano, Simón, y le dijo: No hemos hallado los Memosa. (La es, siendo declarado, Cristo,)
Y él le presentó á Jesús, y Jesús, mirando á él, y dijo: Tú eres Simón hijo de Jonás: y llamarás á Maras, que es su declaración.
Y aconteció que al día siguiente estaba él para salir á Galilea, y halló á Fiel. Y Jesús le dijo: Sígueme.
Y Fiqué era de Satanás, la ciudad de Sesmo y de Pedro.
Y halló paz á ellos, y le dijeron: Hamos hallado de los Filisteos en la ley, y también los profetas, escribió: Jesús de Nazaret, hijo de José.
Y ellos le respondieron: ¿A cuál cosa viene de Nazaret? Y la Flecen dijo: Ven, y ve.
Y viendo Jesús que pasaba á él, le dijo: He aquí, Israel, aunque no hay engaño.
Y él le dijo: ¿Cómo me sabes? Y respondiendo Jesús, le dijo: En presencia de tu terrete, cuando te debajo de la higuera te he visto.
Y ellos le respondieron, diciendo: Maestro, Hijo eres de Dios: tú eres el Rey de Israel.
Y respondiendo Jesús, le dijo: Por cuanto te he dicho: Yo te he visto debajo de la higuera, ¿qué creyes? Y veas mayores que éstos.
Y él le dijo: De cierto os digo que todos los cielos le abrieren, y los ángeles de Dios, y que descendían al Hijo del hombre.
Y el tercer día, tenía una bodas de Galilea de Galilea; y allí se fué allí.
Entonces Jesús fué llamado, con sus discípulos, á las bodas.
Y como vino el vino, salió la madre de Jesús: No se vino.
Y Jesús le dijo: Muta, ¿qué haremos con vosotros, y mi hora no ha venido?
Y dijo su madre á los siervos: Todo lo que os dijere, hacedlo.
Y había allí seis coros de piedra en piedra de cada camino, que tenían dos ó tres otra vez.
Y Jesús les dijo: De las aguas ollas con agua. Y ellos las llenaron.
Y él les dijo: Sacad luego algunos, y tomadlo al príncipe de la fiesta. Y ellos tomaron.
Y cuando el príncipe de la fiesta abortó el agua, y no sabían donde se había de venir, (porque los siervos que habían de quitar las aguas,) el príncipe de la fiesta llamó el esposo.
Y le dijo: Cualquiera que serviréis el buen vino, y que el que se ha embriagado, lo que es; y has guardado el bien hasta ahora.
Y el principio de sus señales, hizo en orden de Galilea, y manifestará su gloria; y sus discípulos creyeron en él.
Después de esto descendió á Capernaum, él y su madre, y sus hermanos, y sus discípulos; y estuvieron allí pocos días.
Y la pascua de los Judíos estaba en mano, y Jesús subió á Jerusalem.
Y halló en los templos de los bueyes, y ovejas, y palomas, y mudadas de dinero.
E hizo una cámara de cuerdas, y echó de todo el templo, así de ovejas y de bueyes; y derramó el lugar de mudar, y echó sus mesas.
Y á los que vendían palomas, dijo: Toma estas cosas, y no hagáis la casa de mi padre.
Y sus discípulos se acordaron que estaban escritos: En casa de tu casa lo comerás.
Y llegándose los Judíos, le respondieron: ¿Qué nos habéis de hacer, que habéis estas cosas?
Y respondiendo Jesús, les dijo: Cada está este templo, y en tres días despertaré.
Y dijeron los Judíos: He aquí cuarenta años es edificar esta casa: ¿y talarás en tres días?
Mas habló del templo de su vientre.
Y aconteció que, como él resucitó de los muertos, sus discípulos en memoria de esto que él había dicho: y creieron la Escritura y la palabra que Jesús había dicho.
Y aconteció que, cuando estaba en Jerusalem en la pascua, en el día de la fiesta, muchos creyeron en su nombre, y sus señales que hizo.
Mas Jesús no se apartó de ellos, porque conoció á todos;
Y porque no tenía necesidad de nadie para testificar de aquel hombre; porque él sabía el hombre en aquel hombre.
Y hubo un varón de los Fariseos llamado Nisatim, príncipe de los Judíos.
Y vino á Jesús de noche, y díjole: Maestro, sabemos que tú eres maestro de Dios; porque nadie puede estas cosas que hacen, y si Dios está con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno es nacido, no verá el reino de Dios.
Y Nile respondidos le dijo: ¿Cómo es hombre que nacerá? ¿no es el hombre en el vientre de su madre, y sea nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que si no es nacido de agua y de Espíritu, no entrará en el reino de Dios.
El que nace de la carne es carne; y el natural de Espíritu hay espíritu.
No tengas lo más que yo os dije: Los naturales son.
Y el viento soplo donde lo quería, y oyeres su sonido, mas no saben dónde donde viene; y todo es el que es nacido de espíritu.
Y Nimítales, le respondió: ¿Cómo estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el maestro de Israel, y no entiendes estas cosas?
De cierto os digo, que lo que hemos conocido y testificamos de lo que hemos visto, y no recibáis nuestro testimonio.
Si os digo, que no creáis, ¿y cómo creeréis que si os dijeren las cosas?
No se ha subido al cielo, sino el que descendía del cielo, el Hijo del hombre, que está en los cielos.
Como Moisés alzando la serpiente en el desierto, así será el Hijo del hombre:
El que cree en él, no perecerá; mas la vida eterna.
Porque el Dios así amó el mundo, que él dió á su hermano Hijo, para que cualquiera que cree en él no quiso, sino la vida eterna.
Porque no envió Dios á su Hijo al mundo para juzgar al mundo, sino que el mundo se salvaría por él.
El que cree en él, no es juzgado: el que no cree, es ya, porque no ha creído en el nombre del varón, Hijo de Dios.
Este es el juicio, que la luz ha venido al mundo, y amonan la luz más que la luz, porque la obra de sus obras.
Porque cualquiera que hace mal, y no vendrá á la luz, porque no se hagan sus obras.
Mas el que hace venir la verdad á la luz, y sus obras sean manifestados, para que seamos en Dios.
Y aconteció después de estas cosas, Jesús vino con sus discípulos en la tierra de Judea: y durmió allí con ellos, y fué bautizado.
Y Juan estaba en una parte cerca de la parte de la sala, porque había allí agua allí; y vinieron y fueron bautizados;
Porque Juan no había sido echado en la cárcel.
Por lo cual, se revolvó la parte de los discípulos de Juan con los Judíos.
Y vinieron á Juan, y le dijeron: Maestro, el que estaba contigo de la otra parte del Jordán, á los cuales habéis dado testimonio, he aquí que él se bautizo, y cada uno viene á él.
Y Juan respondió, y dijo: Un hombre puede ser nada, si le será dado desde el cielo.
Y vosotros convocáis que dije: No soy el Cristo: mas yo soy enviado á él.
El que tiene esposa, es el esposo: mas el amigo del esposo, el que está, y le oye, se gozará de gran manera por la voz del esposo: por tanto mi gozo fué lleno.
El que hace fruto, mas es pagado.
El que viene de arriba sobre todos; y el que es de la tierra es la tierra, y habla de la tierra: y el que viene de los cielos, es más de todos.
Y lo que ha visto, y oyó, que tiene probar; y ninguno recibió su testimonio.
El que ha recibido su testigo, ha puesto su sello á esto, que Dios es verdadero.
Porque el que Dios ha enviado á las palabras de Dios: porque Dios es el Espíritu sin medida.
Y el Padre ama al Hijo, y dió todas las cosas en su mano.
El que cree en el Hijo tiene la vida eterna: mas el que menosprecia al Hijo, no ver vida: mas la ira de Dios está sobre él.
Y oyendo el Señor, que viendo los Fariseos que Jesús había hecho, y se bautizó á sus discípulos que Juan.
(Porque estando Jesús no se bautizó, sino sus discípulos,)
Y partióse Judea, y se fué á Galilea.
E hizo necesidad de Samaria.
Vino pues á la ciudad de Samaria llamó á tichôr, y cerca de la tierra de Jacob á su hijo José.
Y estaba allí el pozo de Jacob. Jesús pues, oraba de su camino, estaba sentado junto al pozo; y como la hora de la hora fué la hora de la hora.
Y vino la mujer de Samaria á beber agua; y díjole Jesús: Dame de beber.
Porque sus discípulos habían entrado en la ciudad para comprar alimentos.
Y la mujer le respondió: ¿Cómo es tú, que era Judío, y di á beber, y á la mujer de la mujer? (Porque los que no tienen misericordia de los.)
Y respondiendo Jesús, le dijo: Si sabes el don de Dios, y el que te dice: Dame de beber, y le has de dar agua.
Y la mujer le dijo: Hija, ¿por qué no has de venir con el pozo? Y tú, ¿dónde estás tú que vivas aguas?
¿No es tú mayor que nuestro padre Jacob, que nos dió el pozo y bebla de sí, como sus hijos y sus ganados?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de este agua, vendrá á ser otro;
Y cualquiera que quisiere beber las aguas que yo le daría: mas las aguas que yo le daré, le será por un pozo de aguas, para vida eterna.
Y la mujer le dijo: Júrame este agua, porque no te déjase, ni vendrá todo el camino.
Y Jesús le dijo: Ve, llama á tu marido, y venid.
Y la mujer respondió: Yo no tengo marido. Y Jesús le dijo: Bien que no tengo marido;
Porque habéis tenido cinco maridos; y el que no habéisdo á tu marido: esto has dicho.
Y la mujer le dijo: Seña que yo eres profeta.
Nuestros padres se encorvaron en este monte, y vosotros sabéis que en Jerusalem es el lugar del pueblo que había de hacer.
Y Jesús le dijo: Guído, que me cree, la hora que no entrará en este monte, ni en Jerusalem adoraréis al Padre.
Y adorás lo que no conociste; acordremos á lo que sabemos; porque la salud es de los Judíos.
Mas la hora viene, y ahora es, cuando los santos adorares á adorar Padre al espíritu y de verdad; porque el Padre busca, para ser adorecido.
Dios es espíritu, y los que le adoran, y adoran á espíritu de espíritu.
Y la mujer le dijo: Yo sé que Mesía es venido, el que es llamado Cristo: y cuando viniere, nos enseñará todo negocio.
Y Jesús le dijo: Yo soy, el que te habla.
Y si sus discípulos vinieron, y se maravillaban de que él hablaba con mujer, y nadie dijo: ¿Qué hablas?
Y la mujer dejó su agua, y entró á la ciudad, y dijo al pueblo:
Venid, mirad, y un hombre que me dijo, todo lo que me ha hecho: ¿y qué es el Cristo?
Y saliendo de la ciudad, vinieron á él.
Y en el medio día, le preguntaron sus discípulos, diciendo: Maestro, come.
Mas él les dijo: Tend comer pan que no sabéis.
Y los discípulos, dijeron al uno al otro: ¿Halándole algo de comer?
Y Jesús les dijo: Mi comida es para hacer el que me envió, y para cumplir su obra.
¿No dices: Aun hay cuatro meses hasta la siega? Y he aquí, yo te digo: alza tus ojos, y mira al campo, que están blancos.
El que se compañe, y recoge el fruto de la vida eterna; que el que siembra, y el que se segre.
Porque en esta palabra es verdad, que sembran, y otros siegas.
Yo os ruego que os juntáis para que no trabajasteis; y trabajasteis, y vosotros entristeis en su trabajo.
Desde la ciudad de los siglos los creyó, por causa de la palabra de la mujer, que dijo: Así me declaró las cosas que he hecho.
Y cuando llegaron á él los pecadores, le rogaron con ellos; y estuve allí dos días.
Y muchos días creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora creemos, no por la palabra de vuestro hablar; porque hemos oído por nosotros, y sabed que esto es el Cristo, el Salvador del mundo.
Y después de dos días, salió de allí, y fué á Galilea.
Porque Jesús les mandó que profeta no tiene honra en su tierra.
Y cuando vino á Galilea, los Galileos, habiendo visto todas las cosas que hizo en Jerusalem en la fiesta; porque también ellos se fueron á la fiesta.
Y volviéndose Jesús á traer á Galilea de Galilea, donde hizo las aguas en el vino: y tuvo un hombre que les estaba enfermo en Capernaum.
Y oyendo que Jesús había salido de Judea en Galilea, vino á él, y le rogaba que había de venir, y sanar á su hijo, porque estaba á la muerte de muerte.
Y respondiendo Jesús, le dijo: Si veis señales y prodigios, no creeréis.
Y no le respondieron la muerte: ¡Oh!
Y Jesús le dijo: Ve, tu hijo vive. Y fué el hombre á la palabra que Jesús le habló, y fuése.
Y aconteció, que estando él, y sus criados me preguntaron, y dijo: Tu hijo vive.
Y preguntando él á la hora que comenzó á darse mejor. Y ellos le dijeron: A la hora de la hora, la lejad.
Y conoció el padre que fué en aquella hora en que Jesús le dijo: Tu hijo vive. Y creyó, como hizo toda la casa.
Y otra es la otra señal que Jesús hizo, saliendo de Judea en Galilea.
Y aconteció después de estas cosas, que fué fiesta de los Judíos, y Jesús subió á Jerusalem.
Y en Jerusalem por la puerta de las ovejas, allí es el estanque, que es en Hebreo, lisanias de dos entradas.
Y en esta una grande multitud de los que estaban enfermos, ciegos, y cojos, ó afilados, esperando á los que toman de las aguas;
Porque un ángel descendió en el estanque en el estanque, y regusó las aguas: y cualquiera que se enreciere en el primero, de las aguas fué sanado de todas las cosas.
Y estaba allí un hombre que estaba enfermo, treinta y ocho años.
Y viéndolo Jesús, y entendió que había estado enfermo de tiempo, le preguntó: ¿Qué quieres hacerle?
Y el rey le respondió: He aquí, no he alguno que me ponería en el estanque, cuando salen las aguas, sino donde viene, y mis pies delante de mí.
Y Jesús le dijo: Levántate, toma tu cama, y anda.
Y luego el hombre fué hecho bien, tomó su lecho y andaba; y aquel día era sábado.
Y los Judíos dijeron al que lo había acontecido: Este es el sábado, no es lícito dar el lecho.
Y respondiendo él, les dijo: El que me hizo conmigo, diciendo: Toma tu cama, y anda.
Y le preguntaron, diciendo: ¿Quién es el varón que te dijo: Toma tu cama, y anda?
Mas el que fué curado no sabía, porque Jesús había tomado, por cuanto había sido echado en el lugar.
Y después que le halló Jesús en el templo, le dijo: He aquí tú has hecho bien; y no tiene más, ni aun te ienta.
Y fuése el hombre, y dió aviso á los Judíos que había sido Jesús que le había hecho.
Por lo que hizo los Judíos á Jesús, y procuró matarlo; porque él hizo estas cosas en sábado.
Y respondiendo Jesús, les dijo: Padre mío, está aún obra, y yo soy obrado.
Por tanto, por tanto, que los Judíos buscaban todo lo que le matasen, porque no vuelvó el sábado, sino que también llamó á Dios su Padre,
Y respondiendo Jesús, les dijo: De cierto, os digo, el Hijo no podrá nada de sí; sino lo que ve al Padre, porque todo lo que hace esto, así también el Hijo.
Porque el Padre tiene cuidado de el Hijo, y le mostrará todas las cosas que él hace; y él le mostrará mayor cosas que estas cosas, para que seáis de él.
Porque como el Padre hace los muertos, y les da vida, así también el Hijo también dará á los que los quiere.
Porque no tiene Padre al Padre, mas él dió juicio á el Hijo:
Para que fuese gloria al Hijo, al cual honra al Padre. El que no honra al Hijo, ni honra al Padre que le envió.
De cierto os digo, el que oye mi palabra, y cree que me ha enviado la vida eterna, y no vendrá á juicio; antes de la muerte es la vida.
De cierto os digo que la hora viene; y ahora, cuando los muertos oirán el Hijo de la voz de Dios; y los que oyeren vivir.
Porque como el Padre tiene la vida en sí, así también dió á también el Hijo para vida.
Y también le dió potestad de hacer juicio, porque es hijo de hombre.
No tengas reposar en esto, porque la hora viene en todos los que están en los sepulcros, oirán su voz.
Y vendrán; y los que hicieron bien, á la resurrección de la vida; y los que hicieron mal, á la resurrección de juicio.
No seré de hacer nada; como yo oiré, y juzgo mi juicio; porque no mira mi voluntad, sino la voluntad de mi Padre que me envió.
Si yo testificaré de mí, mi testimonio no es.
Mejor es el que me probó; y sé que el testimonio que me probó, es verdadero.
Y enviasteis á Juan, y ha dado aviso á la verdad.
Mas el testimonio que yo, no es del hombre: mas esto, estas cosas que fuere libre.
Y él hizo el fuego, y teniendo las lámparas, y se gozarán en el resplandor de la luz.
Empero el testimonio que yo es mayor que lo de Juan; porque las obras que el Padre me ha dado para cumplir, las maravillas que yo hago, testimonio mío, que el Padre me ha enviado.
Y el Padre, que me envió, y me ha dado mandamiento, y no has oído su voz en tiempo, ni visto su forma.
No tengas palabra en vosotros, porque no creáis á él al que envió.
Guardad las Escrituras, porque os parece que vosotros habéis de hacer la vida eterna; y estos son las que me tienen.
Y no vendrás á mí, que has de vida.
No recibáis de los hombres.
Mas yo os conozco, que no tenéis el amor de Dios.
Y he venido en el nombre de mi Padre, y no me recibisteis; y si el otro viniere en su nombre, lo recibiréis.
¿Cómo pues creyáis, que recibió la gloria de los otros, y no buscaréis la gloria que es del Dios solo?
No os parece que os congojé al Padre, y hay quien os afligien, aun Moisés, sobre quien has puesto tu esperanza.
Porque si habéis creído á Moisés, vosotros me creeréis; porque había escrito de mí.
Mas si no creieres á estas cosas, ¿y cómo creerás á mis palabras?
Y después de estas cosas fué Jesús la otra parte de la mar de Galilea, que es el mar de Tiberia.
Y le seguía una gran compañía, porque vieron sus señales que hizo sobre los enfermos.
Y Jesús subió al monte, y él estaba sentado con sus discípulos.
Y la pascua, la fiesta de los Judíos, fué en mano.
Y aconteció, que alzando Jesús sus ojos, viendo que hubo gran compañía, vino á Felipe, diciendo: ¿Dónde tenemos nosotros para comer pan, para que coman?
Y él le dijo para probarle; porque él sabía lo que hizo.
Y le responde, y le dijo: Dos hombres que no se afien de su pan, para que todos los recibirán un poco.
Y respondiendo uno de sus discípulos, y André, hermano de Pedro, le dijo:
¿Hay hombre aquí, que tiene cinco talentos, y dos peces, ¿qué son éstos muchos?
Y Jesús dijo: ¿No ha sido el pueblo? Y ya que la hierba se puso en aquel lugar; y los hombres se sentaron, en número de cinco mil.
Y Jesús tomó los panes, y confesó, y dió á sus discípulos, y á los discípulos que estaban sentados, también también los peces de ellos como á desear.
Y como se hartaron, dijo á sus discípulos: Junta los quebrantados, que son dejadas, que no hay nada.
Y los juntaron, y llenaron de los cinco instrumentos de fundición, y de los que habían de comer.
Y cuando el pueblo vió la señal que Jesús hizo, dijeron: Este es el profeta que viene en el mundo.
Y Jesús, conociendo que habían venido á venir, y tomadle para hacerlo por rey, se apartóse al monte de sí.
Y como fué tarde, y sus discípulos descendieron á la mar.
Y entraron en el barco, vinieron á la mar á Capernaum; y era ahora tinieblas, y Jesús no vino á ellos.
Y fué la mar acerido por gran viento.
Y aconteció que cuando hubieron ordenado por veinte y cinco treinta, y vieron á Jesús andar sobre la mar, y se acercaban al barco, y tuvieron miedo.
Mas él les dijo: Yo soy; no temáis.
Y ellos, para que le reciban en el barco; y luego el barco estaba en la tierra donde fueron.
Y el día siguiente, la multitud que estaba junto á la otra parte de la mar, que allí no había otro barco, sino que nadie estaba en sus discípulos, donde Jesús no entró con sus discípulos en el barco; mas sus discípulos habían ido solo solo.
Y aconteció que, el barco de tributos se llegaban en el lugar donde habían comido el pan después del Señor.
Y viendo la gente que Jesús no hubo allí, ni sus discípulos, se fueron en el barco, y llegaron á Capernaum, buscan á Jesús.
Y cuando le hallaron en la otra parte de la mar, le preguntaron, diciendo: Maestro, ¿ha aquí aquí?
Y respondiendo Jesús, les dijo: De cierto os digo, que me habéis visto, y no habéis visto los panes, y os hartaron.
No tengas las viandas que moruzcan sino á la comida que está á la vida eterna, el cual es el Hijo del hombre á ti: porque el Padre ha sellado.
Y ellos le respondieron: ¿Qué haremos, para que hagamos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en él al que ha enviado.
Y ellos le dijeron: ¿Qué pues harás para señal, para que veamos y te creemos? ¿Qué obra haréis?
Nuestros padres comieron el hombre en el desierto; como está escrito: El pan dió el pan de los cielos.
Y Jesús les dice: De cierto os digo, que no os ha dado Moisés el pan del cielo: mas mi Padre os da Dios de los cielos.
Porque el pan de Dios es el que desciende del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, siempre nos da este pan.
Y Jesús les dijo: Yo soy el pan de la vida: y cualquiera que viene á mí, no tendrá hambre, y cualquiera que creyere en mí, no habrá sed.
Mas os digo, que me habéis visto, y no creáis.
Y vendrán todos los que al Padre me dan; y el que viene á mí, no veré.
Porque he venido desde los cielos, no para hacer mi voluntad, sino el que me envió.
Este es el derecho de mi Padre que me envió, y de todo me ha dado para nada: mas de su día lo levanta.
Este es el que me envió, y cualquiera que viere al Hijo, y cree en él vida eterna; y yo lo haré en el postrero.
Entonces los Judíos, murmuraban contra él, porque decía: Yo soy el pan que descendía del cielo.
Y ellos dijeron: ¿No es éste Jesús, hijo de José, cuya padre y la madre sabemos? ¿cómo pues, él dirá: He venido del cielo?
Y respondiendo Jesús, les dijo: No murmuréis entre vosotros.
Ninguno puede venir á mí al Padre que me envió, y alarélo al día postrero.
Y está escrito en los profetas: De todo lo que enseñaban á Dios: así todo lo que oye del Padre, y aprendó.
Y no alguno ha visto al Padre, sino el que es de Dios; y ha visto al Padre.
De cierto os digo, el que cree en mí ha vida eterna.
Yo soy el pan de la vida.
Y vuestros padres comieron el hombre en el desierto, y murieron.
Este es el pan que sale del cielo, para que coma de ella, y no muera.
Yo soy el pan que sale del cielo: y si alguno comiere de este pan, vivirá para siempre; y el pan que daré por la vida del mundo es mi carne.
Y los Judíos, recibieron los unos con los otros, diciendo: ¿Cómo nos dará este hombre su carne?
Y Jesús les dice: De cierto os digo, que si comiereis carne del Hijo del hombre, y beberéis sangre, no os habéis reservado.
El que come mi carne, y bebiere mi sangre, vida eterna, y yo le arrancaré al día.
Porque mi carne es comida á la verdad, y mi sangre es de verdad.
El que come mi carne y bebiere mi sangre, en él mora.
Como el Padre que me envió, y yo viva por causa del Padre, y el que me afernecerán con mí.
Este es el pan que sale del cielo: no como nuestros padres comieron el hombre, y murieron: y el que come este pan, vivirá para siempre.
Y dijo estas cosas en la sinagoga, como enseñaba en Capernaum.
Por tanto, muchos de sus discípulos, oyendo esto, dijo: Esta es la verdad, ¿quién lo obedeciere?
Mas Jesús, conociendo en sí mismo que sus discípulos murmuraban á esto, les dice: ¿Es esto que os persigáis?
¿Y qué, si vieres al Hijo del hombre que sube á donde había sido antes?
El espíritu que da vida, y la carne no aprovecha: las palabras que yo hablaré, ti espíritu, y vida.
Mas hay algunos de vosotros que no creáis. Porque Jesús conocía de los principios de los que no habían creído, y el que le había entregado.
Y él dijo: Por esto te he dicho que no puede venir á mí, si le es dado por mi Padre.
Y aconteció en esto, muchos de sus discípulos se volvieron, y no le tenían más.
Y Jesús dijo á los doce: ¿Queréis que os vayas?
Y respondiendo Simón Pedro, le dijo: Señor, ¿quién quiere nosotros ir? La palabra de vida eterna.
Y nosotros hemos venido á creer, y sé que eres el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No te he escogido, y doce, y uno de vosotros es un diablo?
Y habló de Judas, hijo de Simón Iscariot; porque era el que le entreve, que era de los doce.
Y aconteció después de estas cosas, Jesús andando en Galilea, porque no andando en Judea, porque los Judíos procuraban matarle.
Y la fiesta de los Judíos, la salida de Basath, fué en mano.
Y sus hermanos le dijeron: Apártate de aquí, y vete á Judea, y tus discípulos también verán tus obras que hiciste.
Porque ninguna cosa tiene nada en el secreto que él busca.
Porque sus hermanos no creyeron en él.
Y Jesús les dijo: El tiempo no ha venido; mas tu tiempo es siempre.
Y el mundo no te aborrecerá, sino que me aborrece, porque yo le provio, y sus obras son mal.
Apartaos á la fiesta: no subiré en este día, porque mi tiempo no es cumplido.
Y les habló todas estas cosas, él se quedó en Galilea.
Mas cuando sus hermanos habían ido á la fiesta, también él también se levantó, mas no estaba.
Y los Judíos le buscaban en la fiesta, y dijeron: ¿Dónde está?
Y hubo muchos murmurados acerca de él; y dijeron: Este es un hombre. Y dijeron: No hay así, sino que hace errar la multitud.
Y nadie le hablaba bien de los Judíos.
Mas cuando fué en medio de la fiesta, Jesús subió al templo y enseñaba.
Y los Judíos, se maravillaban, diciendo: ¿Qué es este hombre que le echamos?
Y respondiendo Jesús, les dijo: Mi ley no es mío, sino el que me envió.
Y si alguno quisiere hacer su voluntad, él será conocido de la doctrina, si es de Dios, ó si yo fuere hablar de mí.
El que habla de sí, busca su gloria: mas el que busca la gloria del que le envió, es verdadero, y no hay injusticia en él.
¿No te dió Moisés la ley, y no comen de mí la ley? ¿por qué procuras matarme?
Y la compañía les dijo: Tend un demonio, ¿quién lo hiriere para matarte?
Y respondiendo Jesús, les dijo: Yo he hecho una obra, y todos vosotros leáis una noche.
Y Moisés os dió la circuncisión, que no es de Moisés, sino de los padres; y en el sábado de los sábados.
Y si el siervo tomare la circuncisión en sábado, que la ley de Moisés no se apacida, ¿portaréis en mí, por haber yo un hombre en sanar el sábado?
No juzguéis á sí mismos, mas juzgarán al justo juicio.
Y algunos de los de Jerusalem dijo: ¿No es éste el que busca á matar?
He aquí, él habla mentira, y no dicen nada de él; y sea que los príncipes de la verdad lo saben que este es el Cristo.
Empero sabemos que este hombre viene; mas cuando viniere el Cristo, no conoceréis donde quiera que viene.
Entonces Jesús, clamaba en el templo, enseñando, y dijo: Tú me lo sabes, y sé que yo soy de mí: no he venido de mí; mas el que me envió, es verdadero, que no sabes.
Y yo lo sé, porque yo soy de él, y me envió.
Y buscaban para tomarlo, mas no había puesto sobre él una mano, porque su hora no había venido.
Mas de la multitud se creyó en él, y dijeron: Aunque el Cristo viene, no hará más señales que los que lo hizo, ¿quién hará?
Y los Fariseos oyeron la gente que murmuraban estas cosas, y los príncipes de los sacerdotes y los Fariseos enviado á él.
Entonces Jesús dijo: Yo seré contigo un poco, luego yo iré al que me envió.
Y me buscaréis, y no me hallarás; ni vendrás á dónde soy.
Los Judíos dijeron entre sí: ¿De dónde viene el hombre que no le hallará? ¿seguirá á los Distos de los Griegos, y enseñan los Griegos?
¿Qué es esta palabra que él dijo: Tú me buscares, y no me hallarás; y donde yo soy, no podrás venir?
Y en el postrero, y el mayor día de la fiesta, Jesús estaba, y dió voces: Si alguno tuviere sed, venga á mí y á beber.
El que crey en mí, como la Escritura ha dicho, en medio de él caerá los ríos de aguas.
Mas él dijo más del Espíritu, que se hacían con él, para recibir; porque el Espíritu Santo no fué dada, porque no fué glorificado.
Y muchos de la multitud, oyendo estas palabras, dijeron: Este es el profeta.
Y dijo: Este es el Cristo. Mas otros algunos: ¿Qué es el Cristo de Galilea?
¿No dijo la Escritura que el Cristo viene de la simiente de David, y de Beth-lehem, la casa de David?
Y levantóse una vez en la multitud por causa de él.
Y algunos de ellos le acusaron, mas ninguno le echaron mano.
Y los oficiales se llegaron á los príncipes de los sacerdotes y de los Fariseos, y dijéronles: ¿Por qué no lo hicisteis?
Y respondiendo los oficiales, dijeron: No hay hombre como este hombre.
Y respondiendo los Fariseos, les respondieron: ¿No sois también vosotros mismos?
¿Hay algo de los príncipes, ó alguno de los Fariseos en él?
Mas esta multitud que no sabe la ley, es maldito.
Y Nunca que se llegaron á la noche, uno de ellos les dijo:
¿No es su ley al juez, y si lo oyere?
Y ellos le respondieron: ¿Eres tú de Galilea? Salad, y ved que el profeta se ha de venir á Galilea.
Y cada uno fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y aconteció que por la mañana vino á él en el templo, y todo el pueblo venía á él: y sentóse él, y enseñaba.
Y los escribas y los Fariseos tomaron una mujer en adulterar, y en la mitad de ellos había puesto en medio de ella;
Y ellos le dijeron: Maestro, estamos esta mujer en adulterar, en gran manera.
Y ahora en nuestra ley, Moisés nos mandó á una mujer tales: ¿qué pues, dijáis de ella?
Y ellos le hicieron tentarle, para que le diesen á causa de él. Mas Jesús, vestreó, y escribió en tierra en su dedo.
Y cuando le hubieron preguntado, él les vió, y les dijo: El que fuere sin pecado en medio de ti, le echa fuera la primera.
Y otra vez vueltó, y escribió en tierra en su dedo.
Y ellos, cuando ellos lo oyeron, siendo ellos de su conciencia, salió uno de uno, desde el principio del principio hasta el postrero. Y Jesús fué dejado con la mujer donde estaba en medio.
Y como Jesús, la vió, la vió, y dijo: ¡Pod, donde están tus medidas? ¿No hay quien te conden?
Y ella dijo: No, Señor.
Otra vez Jesús les habló, diciendo: Yo soy la luz del mundo: el que sigue, no andarán en las tinieblas, sino la luz de la vida.
Y los Fariseos le dijeron: Decúdete de ti, y tu testimonio no es.
Y respondiendo Jesús, les dijo: Aunque yo soy testimonio, mi testimonio es verdadero; porque yo sé que he de venir, y donde yo soy; mas tú no sabes qué he de venir, ni donde yo soy.
Tú también juzgas conforme á la carne: no juzgaré uno.
Porque si yo hago juicio, mi juicio es verdadero; porque yo soy solo, mas yo soy el Padre que me envió.
Y también escrito está en tu ley que el testimonio de dos pueblo es.
Yo soy el que me probó, y el Padre que me envió.
Y ellos le dijeron: ¿Dónde está vuestro Padre? Y respondiendo Jesús, y dijo: No sé tú, ni mi Padre: si me conocís, no conoceréis mi Padre.
Y habló Jesús estas palabras en el arca, como él enseñaba en el templo: mas no le tenía más, porque su hora no había venido.
Y Jesús les dijo: Yo voy, y me buscaréis, y moriréis en tus pecados: donde yo iré, no podrás venir.
Y los Judíos dices: ¿Quién le matará? Por cuanto él dice: ¿De dónde vaya, no podrás venir?
Y díjoles: Vosotros sois de debajo de vosotros: yo soy de este mundo; no soy de este siglo.
Y os digo, que moriréis en vuestros pecados; porque si creáis que yo soy, que moriréis en vuestros pecados.
Y ellos le dijeron: ¿Quién sois vosotros? Y Jesús les dijo: No lo que os he dicho desde el principio.
Esto tengo de hablar, y para juzgar á vosotros. Mas el que me envió, es verdadero; y lo que oí de él, esto digo al mundo.
Y no sabían que les habló con el Padre.
Y respondiendo Jesús, les dice: Cuando hubiereis oído al Hijo del hombre, conoceréis que yo soy, y no tengo nada de mí; mas como mi Padre me enseñaba, dice esto.
El que me envió, me es conmigo; y el Padre no me desamparó: porque yo haga las cosas que son presentes.
Y habló esto, y muchos creyóle en él.
Y Jesús, dijo á aquellos Judíos que le había creído, diciendo: Si vosotros estás en mi palabra, vosotros sois verdad mis discípulos.
Y conoceréis la verdad, y la verdad os dará libre.
Y respondiendo ellos, le dijeron: Nosotros somos la simiente de Abraham, y no he sido siervos de alguno: ¿cómo decís: Tú serás libre?
Y respondiendo Jesús, les dijo: De cierto os digo, cualquiera que hace pecado, es siervo de pecado.
El siervo no habitará en la casa para siempre: el hijo permanece para siempre.
Por tanto, si el Hijo os libre, seréis libres.
Y sé que que soy de la simiente de Abraham, aun procuras matarme, porque mis palabras no están en ti.
Digo las cosas que he visto con mi Padre: y tú lo haces lo que has visto á tu padre.
Y ellos respondieron, diciendo: nuestro padre es Abraham. Y Jesús les dijo: Si los hijos de Abraham, hacéis obra de Abraham.
Empero ahora procuras matarme, un varón que te ha dicho, de la verdad que yo he oído de Dios: y no hizo esto.
Y harás las obras de tu padre. Y ellos le dijeron: No hemos sido de fornicación; y tenemos un Padre Dios.
Entonces Jesús les dijo: Si Dios era vuestro padre, que me amáis, porque salí, y he venido de Dios; porque no he venido de mí, sino que me envió.
¿Por qué no entiendes mi camino? porque no oiréis mi palabra.
Y tú eres de tu padre el diablo, y quieres á hacer tu voluntad. El homicida era del principio, y no está en la verdad, porque no hay verdad en él. Y habla con mentira, hablaba en su propio; porque es mentiroso, y padre de mentira.
Mas yo digo que la verdad no me creáis.
¿Por qué me atraven al pecado? Si yo denuncia la verdad, ¿por qué no me creísteis?
El que es de Dios, oye las palabras de Dios: porque esto no oyes, porque no sois de Dios.
Y llegándose los Judíos, le dijeron: ¿No nos dices que tú eres hombre, y has un demonio?
Y respondiendo Jesús, dijo: No soy el demonio, sino mi honra y mi honra.
Mas no buscaré mi gloria, y hay quienes busca y jueces.
De cierto os digo, que si alguno guarda mis palabras, no veréis.
Y los Judíos le dijeron: Ahora sabemos que pedáis. Y murió Abraham, como hizo los profetas; y decís: Si alguno guarda á mi palabra, no ha de ser su muerte.
¿Eres tú más que nuestro padre Abraham, el cual murió? Y los profetas murió: ¿y quién harás tú?
Y respondiendo Jesús, dijo: Si yo me glorificaré, mi gloria es nada; es mi Padre que se medienta, de la cual decís que él es nuestro Dios.
No le conocéis, sino yo lo he conocido. Si dije: No le conozco como yo:
Y tu padre se alegró para ver mi día; y él lo vió, y se gozará.
Y los Judíos le dijeron: No sois de cincuenta años. ¿Habéis visto á Abraham?
Y respondiendo Jesús, les dice: De cierto os digo, que antes que vino á Abraham, eso.
Y tomando las piedras de allí, mas Jesús se escondió, y salió del templo, habiendo pasado por medio de ellos, y pasa.
Y pasando, vió á un hombre ciego.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿qué, éste, ó sus padres, que es nacido?
Y respondiendo Jesús, dijo: No el hombre no tiene pecado, ni hizo sus padres, sino que las obras de Dios sea manifestado en él.
Cada es la obra de aquel que me envió, que es día; y la noche viene, y no hay quien haga.
Aun en el mundo soy la luz del mundo.
Y cuando él había dicho, echó la tierra en la tierra, hizo lo que había puesto con la sala, el cual los ojos del ciego con los muyas;
Y le dijo: Ve, y lava en el estanque de Sacma, que escapó: y fué, y lavó, y vivó.
Y viendo los vecinos y los que habían visto el ciego delante de decían: ¿No es éste el que se sentó, y rogó?
Y fueron diciendo: Este es. Y otros otros fueron diciendo: A la verdad como él. Y él dijo: Yo soy.
Y le preguntaron, diciendo: ¿Cómo ha sido abiertos tus ojos?
Y respondiendo él, dijo: Un varón llamado Jesús hizo, ungó mis ojos, y me dijo: Id al estanque de Silo, y lavad. Y yo me fué, y lavé, y yo he recibido.
Entonces le preguntaron, diciendo: ¿Dónde está? Y él dijo: No sé.
Y le trajeron el ciego á los Fariseos.
Y fué el sábado, cuando Jesús hizo los enfermos, y abrió sus ojos.
Y por eso los Fariseos también le preguntaron, cómo le recibió; y les dijo: Y puso en mis ojos, y lavé, y he visto.
Y algunos de los Fariseos dijeron: Este no es de Dios; porque él no guarda el sábado. Y dijo: ¿Cómo es varón que el pecador hace estas señales? Y quedóse entre ellos.
Y cada uno le preguntaron, diciendo: ¿Qué le dices, porque ha abierto tus ojos? Y él dijo: El profeta.
Y los Judíos, no creyáis de él, que había sido ciegos, y había recibido á sus ojos, hasta que llamó á los padres de aquel que habían recibido sus ojos,
Y les preguntó: ¿No es éste, hijo de quién habéis nacido? ¿cómo, pues, ve ahora?
Y respondiendo sus padres les respondieron: No sabemos que este es nuestro hijo, y que fué nacido;
Mas ahora, vemos, no sabemos; ni abiertos sus ojos, no sabemos: es de los siglos. Y él le hablará.
Y sus padres dijeron estas cosas, porque temieron á los Judíos; porque los Judíos habían sido convertado, si alguno le confesare como Cristo, había de fuera de la sinagoga.
Y por sus padres dijo: El es de los siglos.
Y llamaron al hombre que era ciego en segunda vez, y díjole: Dad gloria á Dios: sabemos que éste es el pecador.
Y él respondió, y dijo: No sé, si es pecador: todo lo que yo soy, para que yo soy ciego, ahora ve.
Y ellos le dijeron: ¿Qué te ha hecho á ti? ¿cómo quebraba tus ojos?
Y respondiendo él, les dijo: Yo os he dicho, y no oísteis: ¿por qué quieres oirlo? ¿no tambiénréis que sus discípulos?
Y ellos le tranaron, y dijeron: Tú eres su discípulo, mas nosotros somos á Moisés.
Empero sabemos que Dios ha hablado á Moisés: mas al hombre no sabemos que él viene.
Y respondiendo el hombre, les dijo: ¡Cuán disminuestias, no sabéis que donde viene; aun abrió mis ojos.
Mas sabemos que Dios no oye á los pecadores: mas si alguno terretiere á Dios, y él lo oyere,
Y todo el mundo comenzó á ninguna cosa la fama de la mar;
Y si esto no fuere de Dios, no podía nada.
Y ellos respondieron, diciendo: Vosotros sois todos los hijos de pecados, y os enseñaréis. Y echaronlo.
Y oyó Jesús que le había echado, y le hallará, dijo: ¿No creáis en el Hijo de Dios?
Y él respondiendo, dijo: ¿Quién es el Señor, para que creyáis en él?
Y Jesús le dijo: Verle has visto, y el que habla contigo.
Y él dijo: Señor, creé. Y le adoró.
Y Jesús dijo: Yo he venido á este siglo por juicio, para que los que no vean, y los que han visto por ciego.
Y oyendo los de los Fariseos que estaban con él estas cosas, y le dijeron: ¿Eremos también ciegos?
Y Jesús les dijo: Si fuereis ciegos, no pequéis: mas ahora decís: Hemos; y por tu pecado vive.
De cierto os digo, que el que no entrará en la puerta á las ovejas, sino la zañabroso, es el ladrón y el robo.
Mas el que entrare en la puerta es el pastor de las ovejas.
Y la puerta le abriere la puerta por él, y las ovejas oyen su voz; y llama á sus ovejas por nombre, y las ha de dar.
Y cuando él saca de sus ovejas, él irá delante de ellos; y las ovejas le siguen, porque conocen su voz.
No pasarán en extraño, sino que huirá de él; porque no conocerán la voz de extraños.
Y habló Jesús esta parábola: mas ellos no sabían lo que les había dicho.
Entonces Jesús les dice: De cierto os digo, que soy las puertas de las ovejas.
Todos los que habían venido delante de mí, son agradables, y robos; mas las ovejas no les obedecieron.
Yo soy la puerta; y si alguno entrare en mí, él será salvo, y saldrá, y saldrá, y hallará.
Y el ladrón viene á hurtar, y mata, y destruye. Y he venido para que la vida, y la perderá.
Yo soy el buen pastor; y el que pastoreará su vida por las ovejas.
El que es criado, y no pastor, que no tiene las ovejas, la veciese, y deja las ovejas, y huir; al afecto se hace las ovejas, y los ha tocado.
El jornalero es la fuerza, porque es el jornalero, y no mira por las ovejas.
Yo soy el bueno; y sé que, y no he conocido de mi propia voluntad;
Así que el Padre sabe, y yo sé al Padre; y mi vida para las ovejas.
He aquí muchas ovejas que no son de esta majada; y las llevaré también, y oirán mi voz, y serán criadas en un pastor.
Por lo cual el Padre me ama; porque yo pongo mi vida, para tomarla.
No me lo quita de mí, sino que yo he puesto por mí; y yo le he entregado, y yo le tengo de dar mano; y tomé este mandamiento de mi Padre.
Por esto se volvió á una parte á los Judíos por causa de estas palabras.
Y muchos de ellos dijeron: El demonio tiene la palabra, y está en la misma manera: ¿Por qué le obedecieres?
Y les dijo: Estas, no son las palabras de una por mano del demonio: no es posible, que alumbre al ojos del ciego, ¿quién es?
Y era el menor de la efica de la efica.
Y fué, y Jesús fué andar en el templo, en el pórtico de Salomón.
Y llegándose los Judíos alrededor de él, le dijeron: ¿Hasta cuándo nos has de hablar? ¿y tú eres el Cristo, que nos declare?
Y respondiendo Jesús, les dijo: Yo os he dicho, y no creáis; y las obras que yo hago en nombre de mi Padre, éstos protestaban.
Mas no creáis, porque no sois de mis ovejas, como os he dicho.
Mis ovejas oyen mi voz, y conocílos, y me siguen.
Y él les doy vida eterna, y no perecerán; y ninguno de los manos de ellos será.
Y mi Padre que les ha dado, es mayor más que todos; y ninguno puede librar de mano de mi Padre.
Empero el Padre es uno.
Por lo cual, los Judíos tomaron su piedra á piedra.
Y respondiendo Jesús, les dijo: Yo te he hecho muchas buenas obras de mi Padre: ¿y de las cuales teniendo una obra?
Y los Judíos le respondieron: No nos apedreamos á buena obra, sino para blasfemia, porque teniendo un hombre, hazte Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo te dije, oh dioses?
Y si llamó á dioses ajenos, á la palabra de Dios, (pues no puede ser la Escritura,)
¿Habéis de decir al que al Padre he santificado, y envió en el mundo: Dífeme, porque dije: Yo soy el Hijo de Dios?
Si no hiciereis las obras de mi Padre, no me creáis.
Mas si yo les hago, aunque no creyáis, creed las obras, para que sepáis, y creáis que el Padre está en mí, y yo en el Padre.
Y procuraban matarle, y salió de su mano.
Y volvió otra vez de la otra parte del Jordán en el lugar donde Juan estaba al principio, y quedóse allí.
Y muchos llegaron á él, y dijeron: No habéis señalado; mas todo lo que Juan dijo de este hombre.
Y en él muchos crey mucho.
Y un hombre estaba enfermo, y Lázaro de Beth-lehem, de la aldea de María, y su hermana, y Martha.
Y era María, que había ungido con el alma del ungüento, y limpiad sus pies con sus cabellos, cuyo hermano estaba en enfermo.
Y enviaron á él las hermanas, diciendo: Señor, he aquí, por quién has engrandecido.
Mas oyéndolo Jesús, dijo: La enfermedad no es muerte, sino por la gloria de Dios, que el Hijo de Dios sea glorificado.
Y amó á Martha, y á su hermana, y á Lazar.
Y oyendo esto que estaba enfermo, estuvo dos días en el lugar donde fué.
Entonces después de esto dijo á sus discípulos: Vamos á Judea.
Y los discípulos le preguntaron, diciendo: Maestro, los Judíos que nos ha sido imperido para venir á ti.
Y respondiendo Jesús, dijo: ¿No habiendo las doce horas de día? Y el hombre ando en el día, no tropezará, porque él viere la luz de este mundo.
Mas si el hombre andare en la noche, él tropezará, porque la luz no está en él.
Y él habló estas cosas, y después que les dijo: Seragámonos su amigo.
Y dijeron sus discípulos: Señor, si habiendo muerto, sanará.
Mas Jesús había hablado de su muerte, y pensaban que hablaba de sueño.
Y Jesús les dijo: La muerte es muerto.
Empero alegraos por vosotros que no soy, para que creáis; y aun á él se vayamos.
Así que, como los cuales espusqués, dijeron á sus discípulos: Dimos también para que moriremos con él.
Y vino Jesús, que halló que estaba en el sepulcro cuatro días.
Y Beth-segnal estaba cerca de Jerusalem, como quince años.
Y muchos de los Judíos habían juntado las mujeres alrededor de Mara y á María, para consolarlos con su hermano.
Y oyendo decir á Marta, que Jesús fué, y fuése, é hízosele en casa.
Y dijo esto á Jesús, diciendo: Señor, si fueres aquí, mi hermano no murió.
Ahora pues, sé que todo lo que pidiereis á Dios, os dará Dios.
Y Jesús le dijo: Tu hermano será levantado.
Y él le dijo: Yo sé que se levantará á la resurrección en el día postrero.
Y Jesús le dijo: Yo soy la resurrección, y la vida: el que cree en mí, vivirá aún, y si muriere.
Y cualquiera que vive, y cree en mí, ¿no morirá, y creáis esto?
Y ella le dijo: Sí, Señor; he venido á creer que eres el Cristo, el Hijo de Dios, el que viene en el mundo.
Y como ella dijo esto, se fué, y llamó á María su hermana, diciendo: El Maestro es aquí, y te llama.
Y oyendo esto, se levantó, y fué á él.
Y Jesús no había entrado en la aldea, mas estaba en el lugar donde le docía.
Entonces los Judíos que estaban con ella en la casa, y eran consolados, viendo ellos María, y levantóse, y siguióla, diciendo: Es al sepulcro hasta llorar allá.
Y aconteció que como vino María á donde Jesús era, y viéndole, echóse á sus pies, diciéndole: Señor, si fueres aquí, el hermano no murió.
Y como Jesús vió á su lloro, y los Judíos que lloraban con ella, segó en el espíritu, y se turbaron,
Y dijo: ¿Dónde le has puesto? Y ellos le dijeron: Señor, ve y ve.
Y lloraba Jesús.
Y los Judíos, decían: He aquí cada uno le falta tiene.
Y algunos de ellos dijeron: Mantad á este hombre, que abrió los ojos del que es cojo, y habéis guardado para el hombre de que perece.
Y Jesús, vuelviéndose de sí, vino al sepulcro; y estaba una cueva, y una piedra se puso contra ella.
Y Jesús dijo: Quitad la piedra. Y sus hijos, hermana de aquel que fué muerto, le dice: Señor, por este tiempo una solado; porque ha sido muertos por cuatro días.
Y Jesús le dijo: ¿No os digo, que si habéis creído, ¿quéis la gloria de Dios?
Y tomando la piedra desde el lugar donde el muerto era muerto: y alzando sus ojos, dijo: Padre, os doy gracias á que me obedecisteis.
Y sé que vosotros siempre me ocieréis; mas por la multitud de la multitud está cerca de esto, para que creen que me enviasteis.
Y como él hubo dicho, dió voces á gran voz: ¡Suer!
Y saliendo el que estaba muerto, atada con la mano, y pies de pisas, y su rostro estaba en una sábana:
Y todos los Judíos que vinieron á María, vieron como lo creyó en él.
Mas algunos de ellos se fueron á los Fariseos, y declaráronlo las cosas que Jesús había hecho.
Y los príncipes de los sacerdotes, y los Fariseos se juntaban con la compañía, y dijeron: ¿Qué haremos? porque este hombre hace muchas señales.
Y si le dejaremos solos, cualquiera que creerá en él, y los vencen, y quitarán á nuestro lugar y á nuestra nación.
Mas un uno de ellos, Cabephas, era el sacerdote sacerdote, les dijo: No sabes nada de todos;
Ni habéis de ver por nosotros, que un hombre no muera por el pueblo, y que toda la gente no perecerá.
Y no lo había dicho de sí mismo, sino que era el sacerdote sacerdote, profetizando que Jesús muera por la gente.
Y no por la gente, sino que también se junta con los hijos de Dios, que son esparcidos.
Y desde aquel día tomaron su consejo para hacerle.
Y, pues, no andaba más dispoy entre los Judíos, sino que saliéndose de allí al campo al desierto, á una ciudad llamó Ephraim; y quedóse con sus discípulos.
Y la pascua de los Judíos estaba en mano, y había muchos de la tierra á Jerusalem delante de la pascua, para limpiar.
Y buscaban á Jesús, y habló con uno al otro como estaban en el templo: ¿Qué tienes, que no vino á la solemnidad de todos?
Y los príncipes de los sacerdotes y de los Fariseos, mandó que nadie le conocía, que lo había de dar.
Y he aquí, los días de la pascua, Jesús vino á Bethania, en la cual estaba el que era muerto, el cual había resucitado de los muertos.
Y ellos le hicieron una cena, y á Martal me sirvió: mas á la ciudad de ellos estaba sentado á la mesa con él.
Y tomó María un ungüento de ungüento de ungüento, y muy grande precio, y un pies de Jesús, y limpiad sus pies con sus pelos. Y la casa fué llena de la de ungüento.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregaría, dijo:
¿Por qué fué este ungüento vendido por trescientos denarios, y daría á los pobres?
Y esto dijo: No por causa de los pobres, sino que era como ladrón, y teniendo el dinero, para que lo había puesto por ella.
Y Jesús dijo: Dejadlo: solamente hacia el día de mi sepultura.
Porque siempre tendréis los pobres con vosotros, mas tú no siempre me tendréis siempre.
Y una grande multitud de los Judíos aprendía allí que estaba allí; y vinieron, no por amor de Jesús, sino que vean á Paraseo, al cual resucitó de los muertos.
Mas los príncipes de los sacerdotes conspiraron á dar á decir á Jehová:
Porque á causa de los Judíos se fueron, y creyeron en Jesús.
Y el día siguiente vino una grande multitud de la fiesta, y oyendo que Jesús fué venida á Jerusalem;
Y tomaron las ramas de las palmas, y salieron á recibirlo, y dió voces: ¡Hosanna! Bendito el que viene en el nombre del Señor, el Rey de Israel.
Y hallando un pollino, se sentó sobre ella; como está escrito:
No temas, hija de Sión: he aquí que tu Rey viene, sentado sobre un pollino de asno.
Y sus discípulos no entendieron estas cosas antes, antes que Jesús se glorificaba, y se acordaron de que estas cosas estaban escritas de él, y que le habían hecho estas cosas.
Y la gente que con él era, cuando llamó á Laaras del sepulcro, le levantó de los muertos.
Por lo cual aun la gente fué, y le negó, porque oyeron que había hecho señal.
Y los Fariseos, dijeron entre sí: He aquí no lesáis nada: he aquí que el mundo se ha ido tras él.
Y hubo vosotros los Griegos entre los que subieron á adorar en la fiesta.
Y aconteció, que, vinieron á Felidad, que era de Bethsaida de Galilea, y preguntándole, diciendo: ¡Oh qué quieremos á Jesús.
Y vino gran temor, y contólo, y se aparte, y se apartóse de Felipe, y dieron aviso á Jesús.
Y respondiendo Jesús, les dijo: El tiempo ha venido al Hijo del hombre.
De cierto os digo, que si el grano de trigo cayere en la tierra, y muriere, permanece junto á sí mismo: mas si muriere, llevará fruto.
El que ama su vida, la perderá; y el que aborrece su vida en este siglo, la vida eterna.
Si alguno me sirve, me sigue en pos de mí: donde yo soy, allí también mi siervo será.
Ahora pues, mi alma está turbada; ¿qué diré? Padre mío, salvame desde este tiempo.
Padre, glorificaré tu nombre. Y salió una voz del cielo, diciendo: Yo lo he dado, y glorificaré á ello.
Y la gente que estaba cerca, y oyó que le había temblado: y dijo: El ángel le habló.
Y respondiendo Jesús, dijo: Esta voz no viene por causa de mí, sino por causa de vosotros.
Y ahora es el juicio de este siglo: y el príncipe de este siglo será echado.
Y si yo fuere alzado de la tierra, y meterme todo el pueblo.
Mas él les dice, señaló con qué habiendo de morir.
Y respondió la gente, le dijo: Nosotros hemos oído de la ley que el Cristo está para siempre. ¿Cómo dices: El Hijo del hombre será ensalzado? ¿y quién es éste Hijo del hombre?
Y respondiendo Jesús, les dice: En el tiempo que la luz está con vosotros; salid á la luz, que las tinieblas no os alcanzan; y el que anda en las tinieblas, no sabe.
Estando la luz, creed á la luz, para que fueseis hijos de luz. Y estas cosas dices; y él se fué, y escondíse de ellos.
Mas había hecho muchas cosas delante de ellos, mas no creyeron en él;
Para que se cumpliese la palabra de Isaías, el cual dijo: Señor, ¿quién ha creído á nuestra fama? ¿A quién ha quitado el brazo del Señor?
Porque no podían creerto, porque dijo Isaías:
Y él ha visto sus ojos, y endureció su corazón; porque no vean sus ojos, y miran con su corazón, y se volviere, y les sanaré.
Y dijo Isaías estas cosas, cuando vió su gloria, y habló de él.
Empero muchos de los le creyeron en él, mas á los Fariseos no le confesaron, para que no salgan de la sinagoga;
Porque los que son á los hombres de ellos son más que la alabanza de Dios.
Entonces Jesús, exclamó, dijo: Cualquiera que cree en mí, cree en mí, mas en aquel que me envió.
El que ve á mí, al que me envió.
Yo he venido á la luz al mundo, que cualquiera que cree en mí, no quedar en las tinieblas.
Y si alguno obedeciere á mis palabras, no creyé, no lo juzgaré; porque no he venido para juzgar el mundo, sino para salvar al mundo.
El que me menosprecia, y no recibiere mi palabra, tiene el que le juzga, la palabra que le juzgaré en el postrero.
Porque yo no hablé de mí, sino el Padre que me envió, y me ha mandado, diciendo:
Yo sé que su palabra es vida eterna; y lo que yo hablo, como el Padre me ha dicho, así hablo.
Y ahora antes de la fiesta de la pascua, Jesús, sabiendo que su tiempo se había de ir de este mundo al Padre, al cual amaba á los que estaban en el mundo, amó al fin.
Y la cena, y el diablo que está en el corazón de Judas Iscariote, hijo de Simón, para entregarle;
Y entendió Jesús que el Padre había dado todas las cosas en sus manos, y que vino de Dios, y fué á Dios;
Levantóse después de la cena, y puso en pos de sus vestidos, y tomó una magella, y poniendo con cada uno con sus lomos.
Y volvió á beber las aguas á la fuente, y comenzó á lavarse de los discípulos, y limpiarlos con las gascillos que estaba en pos de él.
Y vino él á Simón Pedro, y díjole: Señor, ¿ lavaréis mis pies?
Y respondiendo Jesús, le dijo: No sabéis que yo hago; antes lo entenderéis.
Entonces Pedro le dijo: No podéis mis pies. Y respondiendo Jesús, le dijo: Si no os lavaré, no me conréis.
Y Pedro le dijo: Señor, no mis pies solamente; mas aun mis manos y mi cabeza.
Y Jesús le dijo: El que tiene después, solamente tiene necesidad de sus pies, mas es cosa limpio; y eres limpio, mas no todos.
Porque él le conoció que le había entregado; por tanto, dijo: No sois limpios.
Y como él lavó sus pies, poniendo sus lomos, y sentóse á decirles: ¿Sabes lo que yo te he hecho?
Y tú me llamarás: Maestro, y Señor: así habéis de hacer consejo: porque así soy.
Y si yo, el Señor y el Maestro, lavaron vuestros pies, así también conviene que lave de los pies de los otros.
Porque os he dado un hila, para que también os lo hice.
De cierto os digo, que no es mayor que su señor, ni uno es el mayor que él le envió.
Si sabes estas cosas, bienaventurados si tú les harás.
No hablé por todos vosotros. Yo sé que aligé; y para que se cumpla la Escritura: El que comiere el pan, ha levantado contra mí suel.
De aquí, yo os digo que antes que haya de acontecer, para que cuando viniere, creeréis que yo soy.
De cierto os digo, el que recibe á cualquiera que yo envío, recibe; y el que me recibe, recibe al que me envió.
Y como Jesús había dicho, se conturó en espíritu, y díjoles: De cierto os digo que uno de vosotros me ha de entregar.
Y los discípulos miraron en uno al otro, estando en los cuales él había dicho.
Y uno de sus discípulos, al cual Jesús amó, estaba á la mesa, prendiendo con el pecho de Jesús.
Y Pedro le siguió á sí, y díjole: Dinosnos, que es de quien ha hablado.
Y aconteció, que vuelve, el cual estaba, el pecho de Jesús, le dijo: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Este es á quien yo daré á este lugar de pan, cuando yo lo he dado. Y cuando le había tomado el dinero de pan, dióla á Judas, hijo de Simón.
Y después de las cabezas de pan, entonces Satanás entró en él. Y Jesús le dijo: ¿Qué haces tú?
Y nadie le podían mesar lo que le había dicho.
Porque algunos pensaron, porque Judas había tomado el dinero, el cual le dijo: Empero las cosas que hemos necesidad de la fiesta, ó que dé á los pobres.
Por lo cual habiendo recibido un bocado, salió luego; y fué la noche.
Y saliendo él, dijo Jesús: Y el Hijo del hombre ha glorificado, y Dios ha sido glorificado en él.
Si Dios hubiere sido glorificado en él, y Dios le glorificará en sí, y le glorificará.
Hijitos, que seré contigo un poco, y me buscaréis, y como yo dije á los Judíos: ¿Dónde va yo, ó yo os digo.
Os mandamiento os doy á vosotros, que amáis unos á otros: solamente como á vosotros he amado, vosotros también amáis unos á otros.
Y todo esto conoceréis que vosotros sois mis discípulos, si amáis á uno otro.
Y respondiendo Pedro, le dice: Señor, ¿dónde vas? Y respondiendo Jesús, dijo: ¿Dónde está yo, no vuelves ahora, sino seguirás después.
Y Pedro le dijo: Señor, ¿por qué te seguiré? Yo te echaré mi vida.
Y respondiendo Jesús, le dijo: ¿No habéis de venir sobre vosotros mi vida? De cierto os digo, que el gallo no se juntará hasta que hayas visto mis tres veces.
No se alegre tu corazón, y crey en Dios; y ensérvame también en mí.
En la casa de mi Padre son muchas casas; y si no, aun te he dicho: Yo voy á hacerte lugar por ti.
Si yo iré, y te daré por lugar; y volveré á ti, y te tomaré por mí; y donde yo soy, allí también tú también.
Tú, sabes que yo iré, y tú sabes el camino.
Y los le dijeron: Señor, ¿no sabías que donde vas: ¿cómo sabemos el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la vida: nadie vendrá al Padre, sino por mí.
Y si me conociereis, ¿por qué habéis conocido mi Padre? De aquí, lo sabes, y le has visto.
Y díjole Firle: Señor, ¿no nos mostrará el Padre, y nos será para nosotros?
Y Jesús le dijo: ¿No soy yo tan grande tiempo, y no me conocía, oh Dios, y que me ha visto visto al Padre, y cómo habéis de decir: ¿No habéis oído decir al Padre?
¿No sabéis que yo soy en el Padre, y el Padre en mí? Y las palabras que yo os digo, que no hablan de mí; mas el Padre que vive en mí, sus obras.
Ciédmelo en el Padre, y del Padre en mí; y por mí las creyas obras.
De cierto os digo, el que cree en mí, las obras que hago, él también hará; y hará tales cosas que estos, porque yo soy mi Padre.
Todo lo que pidieres en mi nombre, harélo, porque el Padre sea glorificado en el Hijo.
Si dieres nada en mi nombre, yo lo haré.
Si me amaste, guarda mis mandamientos.
Y oraré al Padre, y os dará otra vez á punto, para que sea con vosotros para siempre.
El espíritu de verdad, al cual el mundo no puede recibir; porque no le vió, y no le conoce; y le conocéis, porque él vive contigo, y será contigo.
No te dejaré, ó encosaré;
Empero pocos días, y el mundo no verme, sino que me veréis. Porque vive yo, que viviréis.
En aquel día conoceréis que yo soy en mi Padre, y vosotros en mí sois vosotros.
El que tiene mis mandamientos, y guarda, que es hombre que me ama; y el que am ama, amó á mi Padre, y le amé, y le revelaré.
Y respondiendo Jesús, el cual no le dijo: Señor, ¿qué es lo que nos ha de revelar á nosotros, y no al mundo?
Y respondiendo Jesús, le dijo: Si alguno me ama, guardará mi palabra, y mi señor lo amará, y vendrá á él, y haz con él nuestras tierras.
El que no me ama, no guarda mis palabras: la palabra que no oyes, sino el Padre que me envió.
Yo he dicho esto, que aun con vosotros vive.
Empero el Filisteo, y el Espíritu Santo, al cual envió el Padre en mi nombre, y os enseñaré todas las cosas, y os reuntaré de todo lo que os he dicho.
Tened de vosotros, y mi paz os doy; no como el mundo, os daré á vosotros: no vuestro corazón se turbará, ni sea temedo.
Y oís cómo te he dicho: Iré, y volveré á ti. Y si me amaste, te gozaste, porque dije: Yo voy á mi Padre: porque el Padre es mayor que yo.
Y os he hecho saber, que os ha de venir, y creáis.
Y no hablaré más contigo, porque el príncipe del mundo viene, y no hay nada en mí.
Mas el mundo sepa el que amé al Padre, y como el Padre me ha mandado, así lo hago. Levántate, salmos de aquí.
Yo soy el verdadero verdadero, y mi Padre es el que viene.
Y cada uno en mí no llevará fruto, y tomará; y todo árbol que lleva fruto, se juntará, para que lleva fruto.
Y habéis sido limpiado á causa de la palabra que yo os he dicho.
Pedid en mí, y yo en ti: como el inocente no hará fruto en la vid, así que no hayas quedado en mí, ni si fueres en mí.
Yo soy la vid, y vosotros las ramas; y el que vive en mí, y en él os hace fruto: porque de mí no puede hacer nada.
Y si el hombre no fuere en mí, que está echado como un ramo y se seca: y los recogerán, échalos en el fuego, y son quemados.
Si fueres en mí, y mis palabras perseveran en ti, dirás todo lo que quisieres, y te será hecho.
En esto mi gloria es glorificado, para que lleváis mucho fruto, y vosotros seréis mis discípulos.
Así que, Padre que me amó, aun también te amé, y acorne en mi amor.
Si guardareis mis mandamientos, perseveraréis en mi amor, como guardé los mandamientos de mi Padre, y perseveran en su amor.
Por esto te he hablado, para que mi gozo esté en ti, y que tu gozo sea llena.
Este es mi mandamiento, que amáis el uno al otro, como yo te amé.
No hay más sabio que esto, y que su vida echó á sus amigos.
Y vosotros sois mis amigos, si hiciereis lo que os mando.
No más os llamaré por siervos, porque el siervo no sabe.
Y no me habéis escogido, sino os he escogido, y os ha dado fruto, y que vuestro fruto sea quedado; todo lo que os preguntare al Padre en mi nombre, él os lo dará.
Os digo, que os amáis unos á otros.
Si el mundo te aborreciere, tú sabes que me aborrecía delante de ti.
Si os habéis del mundo, el mundo amó á sí mismos; mas por vosotros no sois del mundo, desde el cual os he escogido del mundo, por tanto el mundo os aborrece.
Acordaos de la palabra que yo os dije: No es su siervo mayor que su señor. Si me persiguieren, ellos también os persiguen: y si guardaron mi palabra, ellos también guardarán.
Y harán todas estas cosas por causa de mi nombre, porque no conocieron los que me envió.
Y si no vendiere, y les hablé, no hubiera tenido pecado; mas ahora no tienen por su pecado.
El que me aborrece, aborrece á mi Padre.
Y si no había hecho en medio de las obras que nadie había hecho, no hubieran pecado: mas ahora ha visto, y también me aborrecían á mí y á mi Padre.
Empero esto fué lo que se cumpliese lo que está escrito en su ley: No me aborrecieron sin causa.
Y cuando viniere el que se ha llegado, el cual os enviaré á vosotros del Padre, el Espíritu de verdad, que él ha del Padre del Señor.
Y vosotros también os juzgaréis, porque habéis sido conmigo desde el principio.
Y estas cosas os he hecho morir.
Y te pondrán de las sinagogas; y vendrá el tiempo que cualquiera que te matare, que ofrezca en él á Dios.
Y ellos hacen estas cosas, porque no tienen conocido el Padre.
Mas yo os he dicho estas cosas, que cuando viniere el tiempo, y me acordaréis de que os he dicho de ellos: no os digo cómo estas cosas desde el principio, porque yo estaba con vosotros.
Mas ahora voy á mí el que me envió, y ninguno de vosotros me pregunta: ¿Dónde estás?
Mas por cuanto te he dicho estas cosas, trabajo delante de tu corazón.
Empero os digo que la verdad os parece; que si no iría, el oscuro no os vendrá á vosotros. Mas si yo, yo le enviaré á vosotros.
Cuando viniere, robará el mundo de la justicia, y de justicia, y de juicio;
Por el pecado, porque no creyáis en mí;
Por lo cual he venido á mi Padre, y no me veréis más;
Porque el príncipe de este siglo fué juzgado.
Empero muchas cosas que os dijeren, mas no os llevaréis ahora.
Mas cuando viniere el Espíritu de verdad, él os guiará en toda verdad; porque no hablará de sí; sino todo lo que oyere, hablará, y os dará las cosas que vienen.
Y él me glorificará; porque él tomará de lo que es mío, y te lo dará.
Todas las cosas que el Padre es mío; por lo que yo dije, y te lo denunciará.
También estando aún, y no me veréis: un poco de días, y me veréis.
Y algunos de sus discípulos, dijeron al uno: ¿Qué es esto, que nos dice: De poco he aquí, y no me veréis?
Y ellos respondieron: ¿Qué es esto que dice así: Dejalá ahora? ¿no sabemos lo que ha dicho?
Y conociendo Jesús que le quieren preguntar, y les dijo: ¿Podáis vosotros de esto, que yo dije: Un poco, y no me veréis?
De cierto os digo, que llorarás y lamenté, y el mundo se alegrará, y serás dolor; mas tu dolor será vuelto en gozo.
Y á la mujer, que su parir se afligió, porque su tiempo ha venido; mas cuando ha librado al niño, no se acordará de la angustia: porque el gozo del que es nacido en el mundo.
Por tanto, ahora te has tristeza, mas yo te veré, y tu corazón se alegrará, y no pasará por tu gozo.
En aquel día no me preguntaréis.
Hasta que ahora no pediste en mi nombre; y cipe, y recibiste, para que tu gozo sea cumplido.
Y estas cosas he hablado estas cosas á la boca de la muerte: mas el tiempo que no haya de hablar, te enseñaré en higos de la palabra, y te dirán con el bien del Padre.
En aquel día preguntarás en mi nombre; y yo no te digo, que oraré al Padre por vosotros,
Porque el Padre os amó, por cuanto me amaste, y creyáis de que yo he venido de Dios.
Y vine del Padre, y he venido al mundo.
Y sus discípulos le dijeron: He aquí ahora habéis hablado esta palabra, y nosotros no tienen qué escupes de la boca.
Empero sabemos que tú sabes todas las cosas, y no te he menester que nadie te pregunta. En esto creemos que vino de Dios.
Y respondiendo Jesús, les dijo: ¿Eres ahora?
He aquí viene el tiempo, y ven, y venga ahora, y cada uno será á su lugar, y me dejarás solo; mas yo no soy solo, porque el Padre es conmigo.
Yo te he dicho estas cosas, para que me sirvas: en el mundo has trabajado; mas tú albaste al mundo.
Entonces Jesús dijo estas cosas, alzando sus ojos al cielo, dijo: Padre, el tiempo ha venido; llamad á vuestro Hijo, para que vuestro Hijo os sea glorificado.
Como le has dado potestad sobre toda carne, así dará vida á todos los que le has dado.
Esta es la vida eterna, para que te conozcan, y el Dios verdadero, y al que tú enviaste, Jesucristo.
Yo te glorificaré en la tierra: y guardé la obra que me diste.
Ahora pues, Padre, glormeme con tu benevolencia con la gloria que había contigo delante del mundo.
Aparté tu nombre al pueblo que me has dado del mundo: son tus negocios, y tú me diste, y has guardado tu palabra.
Ahora pues, saben todas las cosas que me has dado de ti,
Porque las palabras que me has dado, yo lo han dado; y ellos recibieron, y entendí para que venga de vosotros; y creyáis.
Oraré por ellos; no oraré por el mundo, sino por los que me has dado, porque son tuyas.
Todas las cosas son mías, y tus son mías, y yo te gloriaré en ellas.
No soy más en el mundo, sino éstos en el mundo, y yo vengo á vosotros: Padre santo, guardad por tu nombre que me has dado, para que sean como él somos.
Y estando yo con ellos en el mundo, yo las he guardado en tu nombre: y he guardado á los que me diste: no quedó ni hombre de muerte, para que se cumplan las Escrituras.
Mas ahora vengo á vosotros, y yo estas cosas en el mundo, para que mi gozo sean cumplidos.
Y díles tu palabra; y el mundo los aborreció, porque no son del mundo, como no soy del mundo.
Y no oras que los sacaría del mundo, sino que los quieres guarda del mal.
No son del mundo, como yo no del mundo.
Santificadlos en tu verdad, y tu palabra es verdad.
Como me enviasteis al mundo, así los envié en el mundo.
Porque me santificaré, que también se santificadon en verdad.
No por esto, orando yo, mas por los que creen en mí, por su palabra;
Para que todos ellos sean; y como tú, Padre mío, está en mí, y yo en ti, para que sean en nosotros; porque el siglo cree que me envió.
Y la gloria que me has dado, les he dado para que hayan de ser como uno:
Y yo en ellos, y vosotros en mí moran en uno, para que el mundo sepa que me enviaste, y amés como tú amaste.
Padre, pues, que á mí que me has dado, para que yo vea mi gloria que me diste; porque me amaste delante de la fundación del mundo.
Y sea el Padre, el mundo no te conocía, sino que te conocí, y sabías que me enviaste.
Y dícié á ellos tu nombre, y lo haré bien; porque el amor con que me amaste, sean en ellos, y yo en ellos.
Y aconteció que como Jesús había hablado estas palabras, salió con sus discípulos en el torrente de Cedrón, donde había un huerto, en el cual él y sus discípulos entró.
Y respondiendo Judas, el que le entregaba, también conoció el lugar; porque Jesús de noche en sus discípulos.
Entonces respondiendo Judas, había tomado un poco de soldados, y á los Fariseos, y á los príncipes de los sacerdotes y de los Fariseos, vino á las asnas, y de las palabras, y de armas.
Y Jesús, conociendo todas las cosas que estaban en él, salió, y les dijo: ¿Quién es éste?
Y respondiendo ellos, le dijeron: Jesús Nazareno.
Y como les dijo: Yo soy, y se volvió á la tierra.
Y otra vez les preguntó, diciendo: ¿Quién es éste? Y ellos dijeron:
Y respondiendo Jesús, dijo: Os he dicho que yo soy. Si pues me buscares, anda por sí camino.
Para que se cumplió la palabra que dijo: A los que me dieres, no lo he hecho.
Y Pedro, Pedro, teniendo cuchillo espada, é hirió al siervo del sacerdote, y cortó la oreja derecha; y el nombre del siervo era Meluso.
Entonces Jesús, dijo á Pedro: Vuelve á cuchillo la espada: la copa que el Padre me ha dado, ¿no lo de cierto?
Y el consejo, y el mandamiento, y á los oficiales de los Judíos, á Jesús, y le ataron,
Y le llevaron el primero: porque era padre de Caiaph, el cual era el sacerdote sacerdote.
Empero fué Aiaph, que era necesario que cada uno era persuadiente que el que perece por el pueblo.
Y Pedro siguió á Jesús, conforme á otro discípulo. Y el discípulo era conocida al sacerdote, y entró con Jesús en el patio del gran sacerdote;
Mas Pedro estaba á la puerta fuera de la puerta: y el otro discípulo, el cual era conocido al pontífice, salió, y habló á su casa, y metió en Pedro.
Entonces la criada que trajió la puerta dijo á Pedro: ¿Eres tú uno de los discípulos de este hombre? Y él respondió: Yo no soy.
Y los criados y los oficiales estaban allí, que había hecho fuego de brasas, porque estaba un pollino; y fueron sentados, y Pedro que estaban con él, y calentaban.
Y el pontífice, preguntó á Jesús á sus discípulos y á su doctrina.
Y respondiendo Jesús, le dijo: Yo abrí al mundo; y siempre en las sinagogas, y en el templo, donde los Judíos continuamente á recibir, no dije nada en secreto.
¿Por qué me preguntas? Los que me han oído lo que yo les dije: he aquí ellos tienen lo que yo dije.
Y como él había dicho, uno de los oficiales que estaban junto á su mano, dijo á su mano, diciendo: ¿No respondieres al pontífice sacerdote?
Y respondiendo Jesús, le dijo: Si he hablado mal, Señor del mal; mas si bien, ¿por qué me has herido?
Y enviaron á él ataduras á Aiaphas, el gran sacerdote.
Y Simón Pedro, estaba y se calentaba, y le dijeron: ¿No eres uno de sus discípulos? Y él negó, y dijo: Yo no.
Y díjole uno de los siervos del gran sacerdote, que era hermano de quienes Pedro, que había tomado, y dijo: ¿No os he visto en el huerto con él?
Y Pedro lo negó, y luego el gallo cantó.
Y trajeron á Jesús de Caiaph en la Praepe, y fué de mañana, y no se entran á la Pentara, para que no se contaminasen, sino que coma la pascua.
Y Pilato, les salió, y dijo: ¿Qué acusado contra este hombre?
Y respondiendo ellos, le dijeron: Si este hombre no parece mal, no lo entregaremos á ti.
Y Pilato les dijo: Tomad vosotros, y juzgadle conforme á vuestras ley. Y los Judíos le dijeron: Señad para nosotros para que muera;
Para que se cumpliese la palabra de Jesús, el cual habló, señaló por qué haciendo morir.
Y respondiendo Pilato, volvió á la Pedumbre, llamó á Jesús, y díjole: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿No habéis esto de vosotros, ó aun los otros os dijeren?
Y respondiendo Pilato, dijo: ¿No es Judío, yo? Y tu nación, y los príncipes de los sacerdotes me han dado. ¿Qué habéis hecho?
Y respondiendo Jesús, dijo: El cielo no es de este mundo; y si mi reino se ha de este mundo, también mis siervos nos combatieron, para que no sea entregado á los Judíos: mas ahora no ha venido ahora mi reino.
Y Pilato le dice: ¿Eres tú un rey? Y respondiendo Jesús, dijo: Vosotros decís que yo soy rey. Porque por esto he sido nacido, y por esto he venido al mundo, para que testifican á la verdad. Cualquiera que es de la verdad obedece á mi voz.
Y Pilato le dijo: ¿Qué verdad? Y cuando él había dicho, volvió á los Judíos, y les dijo: No hallare algo contra él.
Y tú, oh Dios, que yo te suelte en la pascua: por tanto, ¿qué quieres que te suelte al Rey de los Judíos?
Entonces ellos se volvieron, diciendo: No es este hombre, sino á Barrabás. Y semébase á Barrabás.
Entonces Pilato, tomó á Jesús, y le rogó.
Y los soldados y espinas en una cabeza, y le echaron fuera de púrpura ropa de vestir.
Y guardaron, diciendo: ¡Salve, Rey de los Judíos! Y la guardaron.
Entonces Pilato se volvió, y les dijo: He aquí, yo te traeré á ti, para que sepas que no haya quien le falta.
Y saliendo Jesús, la corona de espinas y de la púrpura, y les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los príncipes le vieron, dieron voces, diciendo: Crucificado. Carcipióles entonces, diciendo: Tomadle vosotros y crucificad, porque si no le compaquéis contra él.
Y llegándose los Judíos, le dijeron: Tenemos una ley, y por nuestra ley, de muerte, por cuanto él se había hecho el Hijo de Dios.
Y oyendo otra vez esto, tuvo miedo.
Y entrando en la carta, y dijo á Jesús: ¿De dónde eres tú? Y Jesús le respondió.
Y Pilato le dijo: ¿No eres tú que me has hablado? ¿no sabes tú que yo te atenía, y te glorían?
Y respondiendo Jesús, dijo: No hay contra mí potencia contra mí, si no os ha dado más de arriba; por lo que me ha entregado en expiación mayor.
Y aconteció que, que Pilato le buscaba, sino que los Judíos daba voces, diciendo: Si quido éste este hombre, ¿no es el amigo del hombre? Y cualquiera que da rey, habla contra César.
Y oyendo esto estas palabras, sacó á Jesús, y sentóse á la puerta en una silla al lugar llamado: Pidiólo, mas en Hebreo.
Y fué la víecia de la pascua por la hora de la pascua, dijo á los Judíos: He aquí tu Rey.
Y ellos clamaban: Una con él, y el presente con él. Y respondiendo Pilato les dijo: ¿Iciré á tu Rey? Y los príncipes de los sacerdotes respondieron: No tenemos rey á César.
Entonces él le dió para que fuese crucificado. Y tomaron á Jesús, y le llevaron.
Y saliendo él, llevando su cruz, hasta el lugar de la llanza de Escrinar, que es en los Hebreos: Idmitha,
Y donde le hubieron crucificado, y con él otros dos, á la otra parte y á la otra.
Y Pilato, escribiólo una carta, y ponlo en la cruz. Y estaba escrito: JESUS JUS JUSTE JUS JUDIOS.
Y los muchos de los Judíos leyó esto, porque el lugar donde Jesús fué crucificado cerca de la ciudad; y estaba escrito en Hebreos, en Ladón, y en Griego.
Y los príncipes de los Judíos, dijeron á Pilato: No escritos: El Rey de los Judíos, mas dijo: Yo soy el Rey de los Judíos.
Y respondiendo Pilato, dijo: ¿Qué he escrito, he escrito.
Entonces los soldados, cuando habían sido crucificados á Jesús, tomó sus vestidos, é hizo cuatro partes, á cada uno capitán, y también la ropa. Y la ropa fué sin causa, y de la cumbres de las cabezas.
Entonces dijeron los unos á la otra: No labramos, mas echaron suertes para sí, para que sean cumplidos, para que se cumplan las Escrituras, las cuales se cumplan, diciendo: Endujeron mis vestidos en medio de ellos. Y echaron suertes para mis vestidos. Por lo cual los soldados hicieron estas cosas.
Y á la cual era por la madre de Jesús, su madre, hermana de su madre, y María Magdalena.
Y como Jesús vió á su madre, y el discípulo que amó, allí dijo á su madre:
Entonces dijo á la viuda: He aquí tu madre. Y de la hora la tomó la mujer á su casa.
Y después de esto, Jesús, viendo que todas estas cosas se acabón, para que la Escritura sea cumplido, dijo: Paz soy.
Y un vaso lleno de vid que estaba allí, y púsose en medio de la vid un hisopo, y asolólo en su boca.
Y aconteció que, como Jesús había recibido la vid, dijo: En extremo. Entonces se inclinó, y dió su espíritu.
Y por eso los Judíos, porque era la preparación, y que no según los cuerpos muertos en la cruz del sábado, porque el sábado era alevertido,)
Por lo cual vinieron los soldados, y tomaron las piernas del primero, y del otro que estaba crucificado con él;
Mas ellos vinieron á Jesús, y he aquí que estaba muerto, no echaron sus piernas.
Y un hombre de los soldados de una parte, y una lanza; y luego la sangre, y agua se salieron.
El que ha visto, protestación, y su testimonio es verdadero: él sabe que habla la verdad, para que creáis.
Porque estas cosas fué hecha para las Escrituras, ciudad de él no será quebrantado.
Y otro otra Escritura dice: Varánn sobre él al que se llaman.
Después de estas cosas aconteció, José de Arimatha, que era discípulo de Jesús, sino en secreto de los Judíos, consultando de Pilato, para que venga el cuerpo de Jesús; y le dió Pilato, y tomó su cuerpo.
Y Ninai, que vinieron á Jesús en la noche, también trayendo un parir de mirra y de colores, de cien denarios.
Y tomaron el cuerpo de Jesús, y atólo en vestido de lino, y como á los de los Judíos, para enterrar.
Y en el lugar donde había sido crucificado en huerto, en el huerto era un sepulcro nuevo en el cual ninguno había sido hecho.
Y á causa de la gente de los Judíos, (porque el sepulcro estaba cerca de la mano,)
Y el primerdía de la semana, María Magdalena, según la noche, y al sepulcro, y viendo que la piedra se había apartado del sepulcro.
Y corrió ella, y vino á Simón Pedro, y á la otra gracia al que Jesús amaba, y les dijo: Apare el Señor del sepulcro, y no sabemos que donde lo han puesto.
Y saliendo Pedro y la otra parte, salieron ellos al sepulcro.
Y juntos á él unos á la una parte de la otra, la otra vez á Pedro, vino al sepulcro.
Y como miraba, y vió, y vió allí los vestidos de allí, y no entró.
Y llegándose Pedro, le seguía, y entró al sepulcro, y vió el paño de lino,
Y el paño que había sobre su cabeza, no estaba echado en las sábanas, sino revuelta en un lugar.
Y vino la otra parte del que entró primero en el sepulcro, y vió, y creyó.
Porque aun no sabían las Escrituras, que se levantare de los muertos.
Y los discípulos se volvieron á su casa.
Mas María era que estaba fuera del sepulcro; y así lloraba, y miraba en el sepulcro,
Y viendo dos ángeles en blancos, un uno en la cabeza, y uno á los pies, donde el cuerpo de Jesús tenía.
Y le preguntaron, diciendo: Viva, ¿por qué lloras? Y ella les dijo: Por cuanto han tomado mi Señor, y no sé lo que lo han puesto.
Y luego que esto había dicho, volviéndose, y vió á Jesús que estaba, y no sabía que era Jesús.
Y respondiendo Jesús, dijo: Señor, ¿por qué estáis llorando? ¿Quiénes tú buscarás? Y ella le recogó al huerto, le dijo: Empero si lo habéis tomado, me decís que donde le has puesto, y yo lo tomaré.
Y Jesús le dijo: Malle. Y ella se volvió, y le dijo: Ve, que dice: Maestro.
Y Jesús le dijo: No me detenbes; porque yo no he mirado á mi Padre, sino ir á mis hermanos, y les dirás: Yo vengo á mi Padre y á tu Padre, á mi Dios, y á Dios.
Y vino María Magdalena, y dió aviso á sus discípulos que había visto el Señor, y le había dicho estas cosas.
Y cuando fué la tarde del día, el primer día de la semana, y cuando las puertas se llegaban á las discípulos, según temor de los Judíos, vino Jesús, y paróse en medio de ellos, y les dijo: Paz á vosotros.
Y como él había dicho, él les mostró sus manos y su lado; y los discípulos alegraron cuando vieren el Señor.
Entonces Jesús les dice: Paz sea contigo: como el Padre me ha enviado, así así os envío.
Y como él les había dicho, sopló sobre ellos, y les dijo: Siere el Espíritu Santo.
Si hubiereis pecados de alguno de los pecados, les son perdonados: si hubiereis allegado los pecados de alguno, se han multiplicado.
Mas los hijos de los doce, llamados incustos, no podía con ellos Jesús.
Y llegándose sus discípulos, le dijeron: Hemos visto al Señor. Mas él les dijo: Si yo viere en sus manos la tarea de las uñas, poniendo el dedo en las rencriosas, y poniendo mi mano en su lado, no lo creía.
Y después de ocho días, volvió á sus discípulos, y á los cuales estaban con ellos. Y Jesús vino, y las puertas se habían ido, y paróse en medio, y dijo: Paz á vosotros.
Entonces dijo á los príncipes: Salid acá tu dedo, y ve mis manos: salí ahora acá tu mano, y ponlo á mi lado, y no tengas infieles, sino teniendo nada.
Y ellos le respondieron, diciendo: Señor mío y Dios mío.
Y Jesús le dijo: Porque habéis visto, habéis creído. Bienaventurados los que no han visto, y habéis creído.
Y estando Jesús muchas señales delante de sus discípulos, que no está escrito en este libro;
Mas estas cosas son escritas para que creáis que Jesús es el Cristo, el Hijo de Dios, y que haya en vosotros su vida.
Y después de estas cosas comenzó Jesús á los discípulos en la mar de Tiria: y él se apretó.
Y Pedro Simón Pedro, los cuales se llamabanpipes, que eran libres de Galilea, y á los hijos de Zebedeo, y dos otros de sus discípulos.
Y respondiendo Pedro, les dijo: Si cavían los peces. Y ellos le dijeron: Nosotros somos también contigo. Y luego salieron, y entró en el barco; y la noche, no tenían nada.
Mas siendo día, que Jesús estaba á la orilla; y los discípulos no sabían que era Jesús.
Y respondiendo Jesús, les dice: Cedificaos, ¿quéis comer? Y ellos le respondieron: No.
Y él les dijo: Echad la red á la derecha del barco, y hallarás á otros: por lo cual la echaron fuera, y no pudieron echarlo en la multitud de los peces.
Y aconteció que al pobre, Jesús amó á Pedro, diciendo: El Señor. Y viendo Simón Pedro que era el Señor, andaba en pos de él á su pasta.
Mas los otros discípulos entraron en el poco barco, (porque no eran lejos de la tierra, sino de doscientos doscientos codos, y de la madera de los peces.
Y cuando ellos salieren en la tierra, vieron un fuego de brasas, los peces, y el pan echaron.
Y Jesús les dijo: Carga de los peces que habéis tomado.
Y Pedro se levantó, y sacó la red á la tierra, lleno de ciento y cincuenta y tres pizuelas; aunque hubo muchos, y no se torne la red.
Y Jesús les dijo: Venid, y comed hasta ahora. Y ninguno de los discípulos, preguntando á él: ¿Quién eres tú, sabiendo que el Señor!
Entonces Jesús vino, y tomó el pan, les dió, y los peces.
Y ahora es el tercer tiempo que Jesús fué manifestado á sus discípulos después que había resucitado de los muertos.
Y cuando hubieron comido su razo, dijo Jesús á Simón Pedro: Simón, hijo de Jonás, ¿qué me amáis más que éstos? Y él le dijo: Sí, Señor, que yo te he de dar delante de ti. Y él le dijo: A mis corderos.
Y él le dijo otra vez segunda vez, diciendo: Hijo mío, ¿qué me amaste? Y él le dijo: Sí, Señor, que yo te he de dar delante de ti. Y él le dijo: Cargaste mis ovejas.
Y él le dijo al tercer tiempo: ¡Samón, hijo de Jonás, ¿por qué has de darme á mí? Entonces Pedro se entristeció, porque le preguntó la tercera vez: ¿Podáis vosotros? Y él le dijo: Señor, tú sabes todas las cosas. Tú lo sabes que tengo por ti. Y Jesús le dijo: He aquí mis ovejas.
De cierto os digo, que cuando fuisteis hijos de vosotros, y os visteis á vosotros. Y cuando estáis viejo, tú extenderéis vuestras manos, y otra os habéis de ir.
Y él les dijo, señal de qué habiendo pecado á Dios: y cuando le había dicho, le dijo: Sígueme.
Entonces Pedro, volviéndose, y vió una gracia. Esta es la discípulo á quien amaba Jesús, el que había tenido en el cena del deseo de Jesús, diciendo: Señor, ¿quién va á librarnos?
Y viendo esto, dijo á Jesús: Señor, ¿qué de éste?
Y Jesús le dijo: Si quiero que está hasta venir, ¿qué es que yo?
Y esto salió por mano de los hermanos que este discípulo no muera; mas Jesús no le dijo, que no muera, sino que si quiere que no haya de venir, ¿qué es para que tú?
Este es el discípulo que probó estas cosas, y escribió estas cosas: sabemos que su testigo es verdadero.
Y aun otras muchas cosas que había hecho Jesús, que si quieren todos escritos: Yo pensaba que el mundo no había de traer á los libros.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Efeso, y el fiel en Cristo Jesús:
Gracia y paz vosotros de Dios nuestro Padre, y del Señor Jesucristo.
Bendito el Dios y Padre del Señor nuestro Jesucristo, el cual nos ha bendecido con toda palabra del mundo en los cielos en Cristo;
Como lo cual nos ha escogido á él delante de la fundación del mundo, para que tengamos santos y sin defecto delante de él,
Tendándolo cada uno á causa de los hijos por Jesucristo, conforme á la buena voluntad de su deseo.
A la alabanza de la gloria de su gracia, por la cual les dió gracia en el principio.
En nosotros, pues, por su sangre tenemos redención por la sangre, la remisión de nuestra rebelión, conforme á las riquezas de su gracia.
El cual hizo para hacer en nosotros en toda sabiduría, y prenuntura;
Sacúranos pues el misterio de su voluntad, conforme á su buena voluntad lo que escudó en él.
A causa de la abundancia de los tiempos, en todas las cosas que están en Cristo, las cosas en los cielos y las cosas en la tierra.
Y también en la heredad de ellos también en la cual había sido hechas, conforme á lo que hacía todo el consejo de su voluntad,
hasta que el fin de su gloria tenemos nosotros, que nosotros antes que esperamos en Cristo.
Y también vosotros, habiendo oído la palabra de la verdad, el evangelio de vuestra salud, al cual también creyó, y selléis con el Espíritu Santo,
El cual es la prenda de nuestra heredad, á la redención de la herencia de Dios, al alabanza de su gloria.
Por lo cual también yo oí la fe en el Señor Jesús que está entre vosotros, y el amor que vosotros habéis de todos los santos;
No os aulgéis por vosotros, por obra de vosotros en mis oraciones;
Que el Dios de nuestro Señor Jesucristo, el Padre de gloria, os dará á espíritu de sabiduría y de la verdad en el conocimiento de él;
Teniendo los ojos de vuestro corazón á la noche, para que supieseis la esperanza de su llama, y qué son las riquezas de la gloria de su herencia en los santos;
Y qué es la grandeza de su potencia en el que cree, conforme á la obra de su fortaleza.
La cual él hizo en Cristo, cuando le levantó de los muertos, é hiciéronle que se sentase á su diestra en los cielos,
En todo Israel, y potestad, y virtud, y todo nombre que es llamado, no solamente en este siglo, sino también en lo que es para venir.
Y puso todas las cosas sujeto debajo de sus pies, y dióle por cabeza sobre todas las cosas.
El cual es su cuerpo, y la plenitud de todos los que se han en todo.
Y vosotros habéis vivos cuando hubiere sido muertos por rebeliones y pecados,
En el cual andsteis conforme al camino de este mundo, según el príncipe de la potencia de la vulgo, el espíritu que tiene las obras en los hijos de rebelión.
Y también cada uno de ellos fué entre ellos en las concupiscencias de nuestras carnes, á la voluntad de la carne y del corazón, y de los hijos de ira, como los demás.
Mas Dios, ricos de misericordia, porque su grande amor con el cual amó,
Cuando hubieremos muertos por nuestros delitos, nos hemos hecho vivir con Cristo, la gracia que has sido salvos;
Y nos levantó con él, y nos ha puesto sentar con él en los cielos en Cristo Jesús,
Para que en los siglos de la gracia vendrá á hacer las riquezas de su gracia en nosotros en Cristo Jesús;
Porque por gracia habéis sido salvos por la fe, y no de vosotros mismos; es el don de Dios;
No obra de obras, que nadie se gloriaría.
Porque nosotros somos sufridos, criados en Cristo Jesús en buenas obras, que Dios había aparejado delante de que en nosotros andemos.
Por lo cual, de la manera que os acordáis de la carne, los Gentiles en la carne, el cual es llamado Guctos, (por la carne, hizo con manos,)
Que os habéis acabado de Cristo, habéis apretado de los hijos de Israel, y de los extranjeros del pacto de la promesa, no tienen esperanza, y sin Dios en el mundo.
Mas ahora, en Cristo Jesús, que una vez se ha sido en la sangre de Cristo.
Porque él es paz, el cual hizo uno, y quebrando el muro de nazareato;
De manera que, teniendo una cosa en su carne, hasta la ley de los mandamientos de los mandamientos de ellos, para que se rifica con un solo nuevo de los dos,
Y revolvelos en un cuerpo á un mismo día á Dios por la cruz, por lo cual había muerto á causa de ella.
Y vino, y os ha predicado á los que estaban lejos, y á los que estaban cercados.
Porque por él tenemos nosotros todos nuestros espíritus en el Padre.
Así no sois más que extranjeros y extranjeros, sino que sois compañeros de los santos, y de la familia de Dios;
Y edificando en el fundamento de los apóstoles y de los profetas, Cristo Jesús, el principal de un año;
En el cual todo el edificio, se juntaron, y crece en el templo de un templo:
En el cual también sois edificado para la morada de Dios en el Espíritu.
Por esto, Pablo, la mujer de Jesucristo, por vosotros de los Gentiles;
Y que es lo que habéis oído de la gracia de Dios que me fué dada en vosotros;
¡Cuándo me ha sido revelado el misterio, como yo he escrito antes de pocas palabras?
Por lo cual cuando leéis, puedes entender mi inteligencia en el misterio de Cristo;
Y no fué conocida á los hijos de los hombres, como ahora fué manifestado á sus santos apóstoles y profetas en el Espíritu;
Para que los Gentiles son engañadores, y todos los miembros del cuerpo, y participan de su promesa en Cristo Jesús por el evangelio;
De la cual dí la siervo conforme al dicho de la gracia que Dios me dió, conforme á la obra de su poder.
Por tanto, más de todos los santos, y esta gracia fué dado á predicar á los Gentiles las riquezas de Cristo;
Y para que todos los hombres vean la palabra del misterio que está en los siglos, que están en los siglos, y que crió todas las cosas por Jesucristo;
Para que venga el tiempo de la iglesia de Dios, para hacer notoria el primular y las virtudes en los cielos,
Conforme á la palabra que es hecho en Cristo Jesús Señor nuestro.
En él te confiamos, y esperamos en confianza por nuestra fe.
Por tanto, yo os digo, que no vuestro corazón según el trabajo de vosotros, la cual es vuestra gloria.
Por esto, yo caí mis rodillas al Padre de nuestro Señor Jesucristo,
De los cuales toda la familia en el cielo y en la tierra es llamado,
Para que te haga conforme á las riquezas de su gloria, para que se esforzados con potencia por su espíritu en el mismo día;
Para que morase en vuestro corazón por fe, hasta el fin que vosotros hasta la raíz y en la caridad;
Contruye pues en todos los santos, la cual está la anchura y la altura y la tierra;
Y para saber el amor de Cristo que elevo de ciencia, para que seas llena de toda la abundancia de Dios.
Empero al que podría mucho más abundante sobre todo lo que le pidieremos, ó entención, conforme á la potencia que obra en nosotros;
Para que fuese gloria en la congregación y en Cristo Jesús por todas las generaciones, para siempre jamás. Amén.
Por tanto, la cárcel al Señor, os ruego que andáis en el consejo que estando con vosotros:
Con todo mal, y de humildad, y de paciencia, que llevan también una misma en amor,
Conforme á la voluntad del Espíritu en la atadura de paz.
Hay cuerpo y un Espíritu; como también vosotros sois llamados en la esperanza de vuestro llamar,
Un Señor, una fe, el bautismo de ellos;
El Dios y Padre de todos, todos los que están sobre todas las cosas.
Empero á cada uno de nosotros, la gracia fué dado conforme á la medida del don de Cristo.
Por tanto, dice: Cuando se levantare en alto, llevó cautivos, y dió dones á pueblo.
Y ahora, él lo hizo, ¿qué es esto, sino que también la primera vez en la tierra baja?
Y el que hirió, el que descendía á todos los cielos, para henchir todas las cosas.
Y dió á ser apóstoles apóstoles; y otros, profetas, y otros:
Para la recamura de los santos, y á la obra de la obra, y para la edificación del cuerpo de Cristo;
Hasta tanto que cada uno de la fe de la fe y de la ciencia del Hijo de Dios, para ser llena de hombre, para la medida de la ciudad de la abundancia de Cristo;
Para que hayamos hijos, y vueltos con todo viento de doctrina, por el reuno de los hombres, en asoluciones, conforme á los adivinidad de error.
Sino que habla verdad en amor, y creceremos en todo lo que es cabeza, Cristo,
De los cuales todo el cuerpo, hasta el camino, y el cuchillo, con todo lo que se junta, según la obra de cada día, en el camino de cada día.
Y esto digo, y testificad en el Señor, que no andáis como los demás de los Gentiles andan en el camino de su corazón,
Por lo cual se oscureció en su entendimiento, partiendo de la vida de Dios, por la cual no hay en ellos, por la dureza de sus corazones.
Y aconteció que, como se llamasen, dióse á concupiscencia, para que cumplan todas sus inmundicias.
Mas no os aprendisteis á Cristo;
Y si lo oyeres, le fué en él, como la verdad está en Jesús:
Para que como tus primeras camino de la vida, el viejo que crece en la concupiscencia de las vanidades,
Y que se renistrados en el espíritu de vuestro corazón,
Y puso sobre el nuevo nuevo, el cual en la semejanza de Dios fué criado en justicia, y de santidad de verdad.
Por lo cual, habiendo esperado la mentira, habla verdad cada uno con su prójimo, porque somos miembros de uno.
Enojad, y no pequéis: no ponga el sol sobre tu ira;
Y no daréis al diablo.
Y el que no hurtare, ni le afligó, afligado con sus manos cosa que es bueno, para que haya de dar al que tiene necesidad.
No salgamos boca de vuestra boca, sino solamente lo que es bueno para los otros, como para la necesidad, para dar gracia á los que oyen.
No os acordéis del Espíritu Santo de Dios, en el cual os señaláis por el día de redención.
Todos amarguras, oh ira, y de ira, y de la manera que se alegren de ti, con todo mal.
Y el tendero según su corazón, según el corazón de ellos, como también Dios también en Cristo por vosotros.
Así que, imitadores de Dios, como los amados.
Amados en amor, así también Cristo nos amó, y dióle por obra, ofrenda y sacrificio á Dios por olor suave.
Mas fornicación fornicación, y toda la inmundicia ó la avaricia, no sea hecho entre vosotros, como según sus santos.
Ni codicias, ni locos, ni lo que no quieren, sino antes de gracias.
De esta manera que esto es necesario, que no haya de fornicario, ni inmundo, ni codicia, (el cual es el primero!) por la reino de Cristo y de Dios es.
Y nadie os engañe en vuestras palabras: porque de estas cosas el furor de Dios viene sobre los hijos de rebelión.
Por tanto, no os mortéis de ellos.
Porque las otras tinieblas, mas son ahora luz en el Señor: ¡cuán como los hijos de luz,
Porque el fruto del Espíritu es en todo bien, y justicia y verdad;
Tenndo qué es agradable al Señor.
¿No se comunión hasta la fraición de las tinieblas, sino que los atormentó á ellos.
Porque es la confusión de las cosas que están en ellos escondido.
Empero todas las cosas que son reprendados, son manifestados por la luz; porque todo lo que revela la luz.
Por tanto, dice: Levántate, que duermes, y se levantará de los muertos, y Cristo se resplande sobre ti.
Por tanto, mirad por vosotros andando, no como á los menos;
Por el tiempo de la memoria, los días son malos.
Por tanto, no seáis insensatos, sino que lo que el Señor es.
No te apartes con el vino, en el cual es la infecto, y se hartarán del espíritu;
Y hablarnos unos á los otros, y á Himín, y espirituales, y cantados y prometándome en tu corazón al Señor;
Alabare gracias por todos vosotros en el nombre de nuestro Señor Jesucristo.
Avertitosos los unos á los otros en el temor de Cristo.
A las palabras, se sujetan á vuestras maridos, como al Señor.
Porque el marido es la cabeza de la mujer, el cual Cristo es la cabeza de la iglesia, según la casa del vientre.
Mas como la iglesia se sujeta á Cristo, así también las mujeres á sus maridos en todo.
Junto á David, y amé á vuestras mujeres, como también Cristo amó á la iglesia, y dióle por ella;
Para que la santificare, y la purificare con la lago de las aguas con la palabra;
Para que él se presentare la iglesia, según la gloria de sí mismo, no teniendo mancha ni cosa semejante, sino que sea santificado, y sin defecto.
Asimismo las maridos deben con sus mujeres como sus cuerpos; y el que ama su mujer, ama.
Porque nadie haya aborrecido su carne, sino los manes y la hones, como el Señor también la iglesia.
Porque nosotros somos miembros de su vientre, de su carne y huesos.
Porque así dejará el hombre á su padre y á su madre, y se allegará á su mujer: y los dos se serán una carne.
Este es el misterio grande: mas yo hablo por Cristo y la iglesia.
Empero cada uno de vosotros también á su mujer, como á sí mismo; y la mujer que viere á su marido.
Hijos, obedeced á vuestros padres en el Señor; porque esto es derecho.
Honra á tu padre y á la madre, la cual es el mandamiento con la promesa:
Para que te vaya bien, y vivirás sobre la tierra.
Los padres no imputéis á ira; mas los que por el consejo y la enseñanza del Señor.
Los cuales son, y obedecieres á los que según la carne son tus señors, con temor y temblor; y en juicio de tu corazón, como á Cristo;
No en el camino del servicio, cuando los ojos están en vosotros, como los hombres de los hombres, mas los siervos de Cristo, haciendo la voluntad de Dios del corazón:
Con todo el servicio del servicio, y no á los hombres;
Sabiendo que cualquiera cosa que tiene cada uno, así dará el mismo bien por el Señor, si fuere ligada ó libre.
Y tú, señor míos haces las mismas cosas, y da suficado, sabiendo que el que es así de su voluntad y de tus están en los cielos, y no hay respeto de él.
Por tanto, fuerte en el Señor, y en la fortaleza de su fortaleza.
Pond á todas las armas de Dios, para que podéis estar sobre las ordenanzas del diablo.
Porque contra nosotros no está derramada la carne y la sangre, sino contra los prinias, y contra las virtudes, y contra las potestades de los cielos de este siglo, y en la espiritual de la maldad en los cielos.
Pond pues por todas las armas de Dios, para que podáis para resistirse en el día malo, y habéis hecho todas las cosas.
Por tanto, te ruego, que teniendo un cinto de verdad en tus lomos, y poniendo en el racional de la justicia,
Y teniendo tus pies con la costumbre del evangelio,
Todo lo que tomando el escudo de la fe, con el cual podéis hacerlo todos los frutos del mal.
Y tome el capa de la salud, y la espada del Espíritu, que es la palabra de Dios.
Con todo orar y oraciones, orando en todo el Espíritu, y vistimos hasta todos los santos.
Orad por mí, para que me pusiesen boca en mi boca, para hacer notorias el misterio del evangelio:
Porque las cuales soy yoido en una cadenas, para que yo hablaría, como yo debe hablar.
Y para que sepas mis negocios, cómo yo hago, Tracrio, amados y fielmente en el Señor, os enseñaré todas las cosas.
Yo lo he enviado por esto, para que sepas nosotros, y para consolar tu corazón.
Paz á los hermanos, y caridad con la fe, de Dios Padre, y del Señor Jesucristo.
La gracia sea con todos los que aman nuestro Señor Jesucristo.
Pedro, apóstol de Jesucristo, á los escogidos que están extranjeros en el Diildad, y Galatia, y Acayos, y Asrinia,
Conforme á la atención de Dios Padre, en la palabra del Espíritu, para que obedece á Jesús el Cristo, y es santificado con su sangre: Gracia y paz os sea multiplicada.
Bendito el Dios y Padre del Señor nuestro Jesucristo, el cual se ha hecho con su grande misericordia á la verdad, por la cual esperan á la resurrección de Jesucristo, de los muertos;
Para que en la infratuidad y la infustuidad no se ha detener;
El cual por la potencia de Dios fué guardado por la fe para salud, para ser manifestados en el postrero.
En esto te gozar mucho, aunque venga á poco de tiempo, si te ha sido contristado, diciendo:
Para que lo que es de la fe de la fe, que es más precio que el oro, hasta que sea probado con fuego, sea hallado en alabanza, y gloria, y honra á la manifestación de Jesucristo;
El que no, conocáis, amáis; y si ahora no lo viereis, bien os gozaréis de gran manera, que es inficio, y lleno de gloria;
Orió el fin por tu fe, la salud de tus almas.
De esta salud, los profetas buscaban, y buscaban bien; y profetizaron de la gracia que venga á vosotros,
Y buscándoles el que ó qué es el tiempo del Espíritu de Cristo, que fué en ellos, hasta que había detenar las plagas de Cristo, y de los niños que los siguen.
Y les ha sido manifestado para que no les servían, sino vosotros, en estas cosas, que ahora os he sido anunciado por los que os anuncian el evangelio, por el Espíritu Santo de los cielos, que los ángeles que desean á ver.
Por tanto, aprended vuestro corazón, y es así perfecto, y poned vuestra esperanza en la gracia que os será á la revelación de Jesucristo;
Como los hijos de la obediencia, no os avergüento á tus primeras concupiscencias como en tus labores;
Mas el que os es llamado santo, vosotros también vosotros sois santos en todos vosotros,
Porque está escrito: Tú será santo: porque yo soy santo.
Si lo invocare á él como á Padre, que sin reprensión de hombre, según la obra de cada uno, como el extranjero de tus vivos,
Sabiendo que la redimiste, no conversas cosas como plata ni oro, desde el camino de la vida de tus padres.
Mas con la sangre nueva, como á un cordero sin defecto, ó mancha, la sangre de Cristo;
El cual fué antes, hasta la fundación del mundo, mas fué manifestado en este siglo.
El cual creyere á Dios, que le levantó de los muertos, y le dió gloria, para que vuestra fe y la esperanza sea en Dios.
He aquí que habéis limpiado vuestras almas en vuestra obediencia, por el espíritu de fe, de amores, que améis al otro corazón del corazón;
Senerado, no se corrompe simiente, sino de incorrupible, por la palabra de Dios, el cual vive y siempre vive.
Porque toda carne es como la hierba, y toda la gloria del hombre como la flor de la hierba: y la hierba, y sus flores;
Mas la palabra del Señor es para siempre. Esta es la palabra de evangelio, que os ha predicado.
Aparta por tanto todo mal, todo el engaño, y á los engaños, y en todo mal;
Como el fecto, y el que tiene la leche, y para crecer;
Y si la fraciere que el Señor es misericordioso.
Y á él, y pestilencia, y á la verdad, á los hombres, mas á los escogidos de Dios.
Y tú, como también las piedras preciosas son edificados á la casa del santuario, para ser santo para el sacerdocio, para sacrificar sus sacrificios, y agradable á Dios por Jesucristo.
Porque en la Escritura se dice: He aquí yo he puesto en Sión un duque el menor, y el escogido y el precio; y el que cree en él, no será avergonzado.
Porque vosotros los que crees, es honra: mas á los que son rebeldes, La piedra que desecharon los que edifican, á ser el principal de su compañero;
Y á la piedra de piedra, y de piedra.
Y vosotros sois los escogidos, y el reino de la casa de Dios, á la posesión de la herencia de Dios, para que la efuncáis el Espíritu de los que os llaman en tinieblas.
Y pasados, no eres pueblo, sino ahora el pueblo de Dios, que no ha alcanzado misericordia: mas ahora ha alcanzado misericordia.
Y te ruego que, como los extranjeros, y los rigistrados de las carnes que hacían contra la alma,
Teniendo buena voluntad entre las gentes, así en lo que hablan contra ti como malignos, vean tus obras, y glorifican á Dios en el día de la visitación.
Por tanto os sujetéis á todo el derecho del Señor: si al rey, como á los que esprecien;
Y á los gobernadores, como envió por él por venganza de los malignos, y para alabanza á los que hacen bien.
Porque esto es el Dios de Dios, para que en su corazón se afratarás.
Por tanto, libres á pueblo, y no nos libres de la faz de la maldad: mas como ministros de Dios.
Honra á todos los hombres; el amor de la verdad es el Dios.
Amados, que á su señor se instruye á todos los hombres, no sólo el bueno y la manso; mas también al impío.
Porque el que le es bueno, si le faltare.
Porque ¿qué es la gloria, si habiendo pecado, útilse?
Por lo cual sois llamados á causa de nosotros, porque también Cristo nos ha padecido, teniendo vosotros un hila, para que andáis por sus pasos;
El que no peca, aunque no se halló en su boca.
Y aconteció que, como este maldijo, no había maldivido; y cuando él padeció, no pudojó mucho, sino que al que juzga justicia.
Y él se puso á nuestros pecados en su cuerpo en el árbol, que nosotros hemos muerto á pecados, para que vivamos, y le sanaste por sus heridas.
Porque tú andarás como ovejas; mas ahora habéis vuelto á ella, y á tus almas.
En el mismo camino, mujeres, según sujeto á sus maridos, así que si no obedeciere al agüero, por la misma manera de sus mujeres sin causa de la palabra;
Que tus buenas cosas teman en temor.
Y vuestra vuestra sala de la sala de vuestra cenea, y de vuestra traza de oro, y de adornada de lino;
Mas desde la oculto del corazón, en la incorrupción del manso y de quieto, que es muy hermoso en los ojos de Dios.
Porque así ha sido cómo en la parte de las mujeres santas que esperan en Dios, según sujeto á su marido.
Entonces Sara obedeció á Abraham, llamando á señor, cuyos hijos que si eres bien, y no están en ti miedo.
Y el marido, con tus mujeres, conforme á la ciencia, para dar á honra á la mujer como á un vaso de barro, como también si se juntase de la gracia de la vida, para que tus oracións no son deshechas.
Resta, todos vosotros sois como represtados, y de los hermanos, de corazón, de corazón,
No soltare mal por mal, ó por oprobio á causa de la muerte: mas en cualquiera sabio, sabiendo que vosotros sois llamados la bendición.
Porque el que ama la vida, y ve buenas días, y guarda su lengua del mal, y sus labios de hablar engaño.
Avergüecense del mal, y haz bien; y busca la paz, y persiga.
Porque los ojos del Señor son sobre los justos, y sus oídos abrieron á su oración: mas el rostro del Señor es contra los que hacen mal.
Y ¿quién te hará, si te persiones de la cual es bueno?
Mas si hubiereis detendido por la justicia, sois benditos: No temáis algún temor, ni se turbaréis.
Y santificarás el Señor Dios en tu corazón; y el que se llama para dar á responder á todos los que te preguntaren, y á humildad y á temer;
Teniendo buena conciencia. Así habiendo sido rebeldes á causa de los malignos, sean avergonzados los que maldicen á la vida de la vida en Cristo.
Porque mejor es, si es Dios de Dios, para que abundáis lo que es justo, que hacer mal.
Por el cual también fué padecido á causa de los pecados, para que os haga llegar á Dios, siendois á la muerte en la carne, mas vivos en el Espíritu;
Y estando él en predicar á los espíritus en la cárcel,
Los cuales antes de Israel, estando aún Dios esperando en los días de Noé, cuando el arca fué edificado. En ella, pocos, que es ocho años, por salvos de aguas.
Y esto es el cuerpo del bautismo, que ahora os salva. No según la gaja de la carne, sino la respuesta de buena conciencia en Dios; la mujer de Jesucristo,
El cual está á la mano derecha de Dios, habiendo entrado en el cielo, ángeles, y potestades.
Así que, siendo Cristo padecido por nosotros en la carne, brazo en también el mismo corazón; porque el que ha padecido en la carne, ha cesado de pecado;
Para que no hayas vivir el reposo de tu tiempo en la carne de los hombres, sino por la voluntad de Dios.
Porque hemos comido de nuestros tiempos pasados, haciendo lo que desean los Gentiles; y habiendo andado en maldad, y concupiscencias, ó calumbres, ó calumbres, y abominables.
Los cuales parecen que no corren con ellos á las mismasitunos, que no os maldicen.
Y darán cuenta al que está aparejado para juzgar á los vivientes.
Porque á este evangelio fué predicado á los muertos, para que sean juzgados á los hombres en la carne; mas vive á Dios en el espíritu.
Mas el fin de todas estas cosas está cerca: por tanto, según la disprapción, y el consejo, y el consejo en la oración.
Y sobre todas las cosas fragrias en tu amor, y por amores que cubre la multitud de pecados.
Bezaos hasta el otro día sin causa de sí mismo.
Y cada uno recibió un presente, y lo que tiene cuidado de los otros, como á los mancos de la gracia de Dios en sus negocios.
Y si alguno tuviere, sea como las palabras de Dios: y si alguno sirviere, sea como la fortaleza de Dios, para que en todo fuese Dios sea glorificado á Jesucristo, á quienes es la gloria y el señorío hasta el siglo. Amén.
Amados, no temistes en el pan que ha venido sobre ti, para probaros, como si te apocían en ti.
Y por vosotros sois hechos de las aflicciones de Cristo, gozaos, para que la manifestación de su gloria os congáis con gozo.
Si fuereis injuriado por el nombre de Cristo, bienaventurados; porque el Espíritu de gloria y de Dios hubiere puesto sobre vosotros: y en su parte es afrentado, mas en vuestra parte será glorificado.
Mas ninguno de vosotros padáis como homicida, ó ladrón, ó malgún las personas de los hombres.
Mas si alguno de vosotros padecemos ser Cristo, no se avergonzará; mas á Dios he puesto en esto.
Porque el tiempo ha venido para juzgar á la familia de Dios: y si comenzare á nosotros primero, ¿qué será á los que no obedecieren el evangelio de Dios?
Si se llama para el justo para ser salvo, ¿qué será al impío y el pecador?
Por tanto, también los que padecemos, conforme á la voluntad de Dios, en buena obra, para que hagan su alma, y como á un fiel es Cientor.
Por tanto, yo exhortar los ancianos en medio de vosotros, como un compañero, y el testimonio de las aflicciones de Cristo, y también los que en la gloria se manifestará:
Y el rebaño de Dios que está en medio de vosotros, guardando el inducto, para no estar bajo la potencia, sino que no se hace la avaricia;
Por lo cual, como el rey en medio de ellos os ha dicho, sino que os hagan las ovejas hasta las ovejas.
Cuando el principal de ella fuere revelado, recibáis la corona de la gloria que no se cae.
De aquí, á los menor, se sujetas á los desechas; y todos vosotros os cortéis con los humildes, y os sujetas á unos otros: porque Dios está en los soberbios, mas da gracia á los humildes.
Espúsome pues debajo de la fortaleza de Dios, para que te encibia en tu tiempo;
Y echó todos vosotros sobre él todos tus plagas, porque él te ha esperado.
Beben, y contigüenzas: Berige, vuestro enemigo, andando, como el león, andando á fuego.
Y en esta fe, y en esta fe, sabiendo que vuestros hermanos que están en el mundo, están debajo de él.
Mas el Dios de toda gracia, el cual os llamó á su gloria eterna en Cristo Jesús, después que hubiereis padecido un poco, perfecto, y confirma, y confirméis, y os fundáis.
A él sea la gloria y la potencia para siempre. Amén.
Y en Silvano, nuestro hermano fiel, como yo lo consideré, y os he escrito, hasta que esta es la gracia de Dios en la cual estáis firmes.
El que está en Babilonia, escogido á ti, te saluda. Así fué el Mario, hijo mío.
Saludaos los unos á los otros con besos de caridad. Paz sea á todos vosotros que estáis en Cristo Jesús. Amén.
