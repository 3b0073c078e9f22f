En los días que juzgó los jueces, allí hubo hambre en la tierra: y fué un hombre de Beth-lehem de Judá á vivir en la tierra de Moab con su mujer, y sus dos hijos.
Y el nombre del hombre era Eli-melec, y el nombre de su mujer, y los nombres de sus dos hijos fueron Malón y Chêdor de Ephrata, de Beth-lehem de Judá; y vinieron á tierra de Moab, y habitaron allí.
Y murió Eli-melec, marido de Namiel, y murió con sus dos hijos.
Y tomaron para sí mujeres de las mujeres de Moab; y el nombre de la una era Opha, y el nombre de la otra Ruth; y habitaron allí diez años.
Y murió Ma y Chilón, y murió la mujer de sus dos hijos y de su marido.
Y levantóse ella con sus hijas, para volverse de la tierra de Moab; porque había oído en la tierra de Moab, cómo había visitado á su pueblo en darlos pan.
Y salió ella del lugar donde estaba, y sus dos hijas con ella; y anduvieron en el camino de la tierra de Judá.
Y Jesús le dijo las dos hijas: Ve, y vuélvete cada uno de la casa de su madre, y haga Jehová contigo contigo, como has hecho con muerto y con los muertos.
Dícete Jehová para que halles reposo, cada uno de ti en casa de su marido. Entonces ella los besó, y lloraron su voz, y lloró.
Y ellos le dijeron: No; antes volveremos á tu pueblo.
Y Jesús dijo: Ve, y mis hijas; ¿por qué quieres que vayas conmigo? ¿ens los hijos en mi vientre, para que sean tu maridos?
Ve, y vuelve mis hijas, y vete; porque yo soy viejo, y si he de decir: Yo espero, si aun á un marido que tengo de alabar, y también á hijos;
¿Y en qué esperaron hasta que hayas trabajado? ¿has doblado de su marido? No, ni mis hijas, porque me contristó por causa de tu mano, porque la mano de Jehová ha salido contra mí.
Y alzando la voz de ellos lloró; y besóla su madre, y lloró con ella.
Y ella dijo: He aquí tu hermana se volvió á su pueblo, y á su dios: seguid tu hermana.
Y dijo: No me conjuéis, ni os volveréis de en pos de vosotros, porque donde vais, yo iré; y á donde os detendré, y os queréis vuestro pueblo, y vuestro Dios.
¿Dónde morirás, y allí moriré, y seré sepultado: así me haga Jehová, y así me añada, si algo de muerte, y tú me has de muerte.
Y viendo Namminó que se acabó de ir con ella, dejóla de dejarla.
Así fueron ambos, hasta que vinieron á Beth-lehem; y como llegaron á Beth-lehem, toda la ciudad fué con ellos, y dijeron: ¿No es éste Namith?
Y ella les dijo: No me llamáis, dadme á Mara, porque el Omnipotente ha hecho muy amargamente.
Y salí, y Jehová me llevó otra vez vacío: ¿por qué me llamas, pues que Jehová ha testificado contra mí, y el Todopoderoso me ha afligido?
Entonces Abraham se volvió, y Ruth Moab, y su nuera, y su nuera, con su nuera de tierra de Moab; y vinieron á Bethlehem en el principio de la siega de la cebada.
Y tenía su hermano hermano hermano hermano de su marido, fuerte, de la familia de Eliam, y su nombre Booz.
Y dijo Ruth Moab los Moabitas á Naham: Vamos ahora al campo, y rebuscos de espigas después de él, á cuyos ojos he hallado gracia. Y ella respondió: Ve, hija mía.
Y ella fué, y vino y rebuscados en los campos segaron, y vino á la parte del campo, de Booz, que era de la familia de Elimelech.
Y he aquí, vino de Beth-lehem, y dijo á los segadores: Jehová sea contigo. Y ellos le respondieron: Bendice Jehová.
Entonces Booz dijo á su criado que se pusiese sobre los segadores: ¿Quién es éste?
Y el criado que estaba puesto sobre los segadores, dijo: Es la moza Moab que volvió á Namminis, de la tierra de Moab.
Y ella dijo: Yo te ruego que me recogiese, y recoge las segas en medio de la mañana: y vino, y aun hasta la mañana, excepto que ya es poco en la casa.
Entonces Booz dijo á Ruth: Oye, hija mía; no vas á rebuscos en el campo, y no vayas de aquí á mis criadas.
Sea tus ojos sobre el campo que sembran, y vayan tras ellos: ¿No he mandado á los mozos que no te tocan? Y cuando tuvieres sed, y bebas de lo que han de llevar.
Entonces ella se postró sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que yo soy hombre extranjero?
Y Booz respondió, y dijo: Yo he dicho todo lo que has hecho por tu madre, desde la muerte de tu marido, y cómo has dejado tu madre, y la tierra de tu natural, y la tierra de tu nacimiento, y has venido al pueblo que no habéis conocido antes.
Díce Jehová tu obra, y se te dé merced de Jehová Dios de Israel, debajo de sus alas, que has venido á esperar.
Y ella dijo: Halle ahora gracia en tus ojos, señor mío, por cuanto me has consolado, y por cuanto has dicho á tu siervo, aunque no soy como uno de tus siervos.
Y aconteció que al presente le dijo: Ven acá, y come del pan, y mojad en la vid tu boca. Y sentóse junto á los segadores, y pasaron, y comieron, y se hartaron, y se hartaron, y sobraba de ella.
Y cuando ella hubiere resucitado para rebuscos, mandó que dijesen á sus mancebos, diciendo: rebuscos, y no la afrenta de ella.
Extendió también para ella desde el greio, y dejadla, y no la rebuscáis.
Y ella rebuscó en el campo hasta la tarde, y batió lo que había rebuscado, y fué como de un epha de cebada.
Y ella la tomó, y entró á la ciudad; y la madre vió lo que había rebusco, y dióla á ella lo que había dejado después de ella.
Y suegra le dijo: ¿Dónde has rebusco hoy? Bendito el que no habéis obrado. Y ella dijo su madre con el yerno del hombre que había hecho hoy, el nombre de la cual he hecho hoy con el nombre del hombre que yo edifico.
Y Jesús dijo á su nuera: Bendito sea bendito por Jehová, que no dejó su misericordia con el muerto, y á los muertos. Y ella le dijo: El varón está cercano á nosotros, cercano de nuestro pariente.
Y díjoles Ruthamitas: Sí, él me dijo: Dejad á mis mancebos hasta acabar toda mi mi mies.
Y Jesús dijo á Ruth su nuera: bueno es, hija mía, que salisteis con sus criadas, y no os encontraron en ningún otro campo.
Y ella se quedó delante de las criadas de Booz, hasta el fin de la siega de cebada y de la siega; y ella habitó con su madre.
Y su madre le dijo: Mi hija no buscaré á ti, para que te vaya bien?
Mas ¿no es Booz, con cuyas criadas te fueron? He aquí que él será aventador de cebada en la era.
Tú pues, ungístete, tómate, y desciende, y desciende á la era; mas no te declares al hombre hasta que haya comido y bebido.
Y será que, cuando se acostare, no llegarás el lugar donde está: entonces saldrás, y descubrirás sus pies, y dormirá; y él te dirá.
Y ella le dijo: Todo lo que dijeres, haré.
Y descendió ella á la era, é hizo todas las cosas que su madre le dijo.
Y fué que, y bebía, y se alegró su corazón, y descendió á dormir al cabo del montón de grano; y vino, descubriendo sus pies, y echóse.
Y aconteció á la media noche, que se revolvía, y se revía; y he aquí una mujer que estaba sentado á sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy Ruth; por tanto, junto á tu siervo, porque tú estás cerca de ti.
Y él dijo: Bendito seas tú por Jehová, mi hija; has hecho más misericordia en el fin, que desde el principio, porque no has andado á los mancebos, ó rico.
Ahora pues, hija mío, no temas: haré todo lo que decís: porque toda la ciudad de mi pueblo sabe que tú eres digno de mujer.
Y ahora es lo que yo soy cercano; mas hay que se acercase.
Estad en esta noche, y en la mañana, si él os apercibiere por la parte de la perfección. Y le hagan los magnios de la guarda. Mas si no hiciere la guarda del apartamiento de ti, yo haré la guarda de la guarda de ti, vive Jehová. Hija hasta la mañana.
Y echóse á sus pies hasta la mañana, y levantóse delante de los unos á los otros; porque dijo: No sepas que la mujer vino á la era.
Y él dijo: Trae el hombre que está sobre ti, y tómala. Y él le tomó seis medidas de cebada, y púsola sobre ella; y él entró á la ciudad.
Y como ella vino á su madre, ella dijo: ¿Cómo fué, hija mía? Y ella respondió todo lo que el hombre le había hecho.
Y ella respondió: Seme estas medidas de cebada; porque dijo: No vayas á tu madre.
Y ella dijo: Espera, hija mía, hasta que conozcas lo que ha de venir; porque el hombre no reposará hoy.
Y Booz subió á la puerta, y se sentó allí: y he aquí que el llegó á Booz que hablaba por la puerta. Y él le dijo: Pasa, amigo, y sentándose. Y él vino, y sentóse.
Y Booz tomó diez hombres de la ciudad, y dijo: Siéntaos aquí, y se sentaban.
Y dijo á los magneos: Nephtalí, que ha salido atrás de la tierra de Moab, vende es la movida de la tierra que nuestro hermano era Elimelec.
Y dije á vosotros, diciendo: En pos de los que se sientan aquí, y delante de los ancianos de mi pueblo. Y si lo redimieres, redimieres: mas si no lo redimieres, me lo sabes. Porque no hay quien lo rescatase, y yo en pos de ti. Y él dijo: Yo la redimiré.
Y Booz dijo: El día compras del campo de la mano de Najo, tú la comprarás de Ruth Moab, la mujer de los muertos, para levantar el nombre de los muertos sobre su heredad.
Y acercándose, dijo: No puedo me redimir por mí, porque no me abominaré mi heredad: toma mi redención por ti, porque yo no lo tengo de redimir.
Y estas cosas fueron primeras en Israel acerca de redimiendo y de dichas, para confirmar todas las cosas: un hombre quitó su arena, y dióla á su prójimo; y esto era el camino de la sórcas en Israel.
Y como se llegaron á Booz, dijo á Booz, púzgadla; y quitó su arena.
Y Booz dijo á los ancianos y á todo el pueblo: Tú eres hoy, que he comprado todo lo que era de Eli-melec, y todo lo que estaba Chilón, y de Malón, y de la mano de Najo.
Y á los Moabitas, mujer de Malón, mujer de Malón, ven, mujer mía, para levantar el nombre de los muertos en su heredad, para que no sea cortado el nombre de entre sus hermanos y la puerta de su lugar. Vosotros sois testigos hoy.
Y todo el pueblo que estaba en la puerta, y dijeron: Nosotros somos testigos, y hagamos morir á tu casa como Rachêl y á Lea, que edificó la casa de Israel como á Rachêl, la cual edificó la casa de Israel; y tú hicisteis mal en Ephrata, y en Beth-lehem.
Sea tu casa como la casa de Phares, la cual también parió á Judá, de la simiente que Jehová te dará por esta mujer.
Y Booz tomó Ruth, y ella se volvió á su mujer; y él entró á ella, y Jehová le parió un hijo.
Y las mujeres dijeron á Nammis: Bendito sea Jehová, que no te ha dejado hoy antes, y su nombre sea nombrado en Israel.
Y él te será por despojo de vida, y te guardarás en tu vejez; porque tu nuera, que te ama, que mejor te ha parecido siete hijos, le ha parecido.
Y Jesús tomó al niño, y le puso en su seno, y le engendró á él.
Y las mujeres, y sus vecinos, le dieron un nombre, diciendo: Dormi; y llamaron su nombre Obed, padre de David.
Y estas son las generaciones de Phares: Phares engendró á Hesrón:
Y Hesrón engendró á Ram, y Ram engendró á Aminadab:
Y Aminadab engendró á Naasón, y Nahasón engendró á Salmón;
Y Salmón engendró á Booz, y Booz engendró á Obed;
Y Obed engendró á Isaí, y Isaí engendró á David.
¡Cómo ciudad que estaba sentado en la provincia, que estaba llena de pueblo! es viuda como una viuda, que era entre las gentes; y el cual era príncipes entre las provincias, fué siervo.
Y lloran amargamente en la noche; sus mejillas sobre sus mejillas: en todos sus amantes no hay quien la consuela; todos sus amigos se levantaron contra sus enemigos.
Y Judá fué cautivo á causa de aflicción y de grande, á causa de grande tribulación; y habitará entre las gentes, y no la hallará: y alcanzó toda su angustia, y alcanzó en ella.
Y el camino de Sión se enlutó, porque no hay quien venga á la iglesia: todas sus puertas fueron asoladas, y sus sacerdotes son afligidos, y sus vírgenes en amarguras.
Sus enemigos han sido cabeza, y sus enemigos han prosperado; porque Jehová ha afligido por la multitud de sus rebeliones: sus hijos han entrado en cautiverio delante del enemigo.
Y toda majestad de Sión se apartó de la hija de Sión, y sus príncipes como si no hallaban pasto, fueron sin fuerza delante de los perseguidores.
Acordábase de Jerusalem en los días de su aflicción y de ella, de todas sus deleites que eran de los días antiguos; cuando su pueblo cayó en manos del enemigo, y no ayudó á ella; y viviéronse sus enemigos, se burlaron de ella.
Con todo eso Jerusalem ha pecado: por eso se ha de ser inmundo: y todos los que la menospreciaron, por cuanto han visto su desnudez, y sus gemidos se tornarán hacia atrás.
Y su faldas estaba en sus orillas, no se acordó de su postrimería; por lo cual descendió como absuela: no ha consolado Jehová, mi aflicción; porque el enemigo se ha engrandecido.
Y el enemigo extendió su mano sobre todas sus deleites; porque ha visto que las gentes se han entrado en su santuario, acerca de los cuales mandaste que no entrasen en tu congregación.
Y todo su pueblopieron pan, y buscando pan de deleites á su alma: Mira, oh Jehová, y mira, porque yo soy menospreciado.
¿No hay nada para ti, todos los que pasan? He aquí, y mira si hay dolor como mi dolor, que está sobre mí en el día de su ira que Jehová me afligió en el día de su furor.
Desde lo alto ha enviado fuego á mis huesos, y vence contra ellos; extendió mi red por mis pies, é hízome tornar en soledad, y me hizo desolar, y destruí todo el día.
Las rebeliones de mis rebeliones fueron atadas con su mano, y conjuráronse sobre mi cuello, y desfallecieron mi fuerza: el Señor me ha entregado en sus manos, contra los cuales yo no puedo permanecer.
El Señor no tiene nada de todos mis valientes dentro de mí: ha llamado una congregación contra mí para quebrantar á mis mozos: el Señor pisó la virgen hija de Judá como lagar.
Porque estas cosas lloran; hanse mis ojos, y mis ojos corren con agua; porque la consolación de mi alma está lejos de mí, y mis hijos son asolados, porque el enemigo ha vencido.
Sión extendió sus manos, y no hay quien la consuela: Jehová ha mandado acerca de Jacob, para que los que están alrededor de él en sus enemigos. Jerusalem está entre ellos como cosa inmunda.
Justo es Jehová: porque yo he rebelado contra su mandamiento: oid todos los pueblos, y ved mi dolor, y mis doncellas se fueron en cautiverio.
Y llamé á mis amantes, y me engañeron: y mis sacerdotes y mis ancianos dieron el espíritu en la ciudad, cuando procuraban comida á sus almas.
Mira, oh Jehová; porque estoy en angustia: mi corazón se ha turbado en medio de mí, y has agravado mi corazón en medio de mí, porque me he agravado la espada: en casa está la muerte, como la muerte.
Y oyeron que supiré, y no hay quien me consola; y todos mis enemigos han oído de mi mal; se gozarán de ello, y traerás al día que has anunciado, y serán semejantes á mí.
Venga toda su maldad delante de ti, y hazlos como tú me has hecho por todas mis rebeliones: porque mis gemidos son muchos, y mi corazón se desmayan.
¡Cómo ha cubierto la hija de Sión con nube en su furor, y ha echado la hermosura de Israel desde el cielo hasta la tierra, y no ha acordado de sus pies en el día de su furor!
El Señor tragó todas las moradas de Jacob, sin misericordia: echóse en su furor las fortalezas de la hija de Judá; él los hizo descender á tierra, y ha profanado el reino y sus príncipes.
Delante de todo Israel cortó todo el cuerno de Israel, y sacó su mano derecha de delante del enemigo, y quemó á Jacob como fuego que devora.
Y encontró su arco como enemigo, y estuvo con su diestra como adversario; mató á todas las cosas que fueron agradables al ojo. En la tienda de la hija de Sión derramó su ira como fuego.
Y el Señor se ha tornado como enemigo, tragó á Israel, tragó todas sus palacios: él ha destruído sus fortalezas, y multiplicó en la hija de Judá.
Y desmenuzó su tabernáculo, como si había huertos, destruyó su lugar á la de su congregación: y Jehová hizo se olvidar en Sión, y en la ira de su furor menospreció, menospreció al rey y al sacerdote.
El Señor echó su altar, y abominó su santuario: dió las paredes de sus palacios en mano del enemigo, é hicieron alboroto en la casa de Jehová, como en el día de la congregación de Jehová.
Jehová ha determinado destruir el muro de la hija de Sión, y extendió el cordel, y no ha despertado su mano de destruir: hizo también el carnero, é intruyó: destruyó juntamente.
Sus puertas tienen solcto en tierra, y destruyó sus barras; y su rey y sus príncipes entre las gentes á donde no está la ley; y sus profetas no hallaron visión de Jehová.
Y los ancianos de la hija de Sión se sentaron sobre la tierra; y callaron el polvo sobre sus cabezas, vestidos de sacos, vestidos de sacos, y las doncellas de Jerusalem descendían sus cabezas á tierra.
Mis ojos hanse acabado de lágrimas, y mi corazón se ha turbado en la tierra, á causa de la destrucción de la hija de mi pueblo, por cuanto los hijos y los mamantes en las calles de la ciudad.
Y preguntan á sus madres: ¿Dónde está el grano y el vino? Y cuando ellos se echan en las calles de la ciudad, cuando su alma derramare en el seno de su madre.
¿Qué te protestaré? ¿y qué te haré yo, hija de Jerusalem? ¿qué te compararé á ti, oh virgen hija de Sión? porque tu rotura es como la mar. ¿quién como el mar? ¿quién podrás sanar?
Tus profetas han visto vanidad y necios; no han descubierto tu maldad, para tornar tus cautivos, y habéis visto vanas revelaciones, y habéis visto la revelación.
Y todas las cosas que pasaban en ti, y ellos suen, y suejan su cabeza á la hija de Jerusalem, diciendo: ¿No es esta ciudad que los hombres llamó la hermosura de toda la tierra?
Todos tus enemigos han abierto su boca: ellos y crujido sus dientes, y crujieron sus dientes, y dicen: Cervamente es el día que hemos mirado; hemoslo hemos visto.
Y Jehová ha hecho lo que él hizo, y ha cumplido su palabra que había mandado en los días antiguos: derribó, y no ha afligado; hizo que se huelgó al enemigo sobre ti, y ha ensalzado el cuerno de tus enemigos.
Y el corazón de ellos dió voces al Señor, y al muro de la hija de Sión esparcida como un río de día y de noche; no te entréis tus ojos.
Levántate, clama por la noche, al principio de las vigilias; pon tu corazón como agua delante del Señor: alza tus manos á él para la vida de tus hijos, que se afligieron en la cabeza de todas las calles.
Mira, oh Jehová, y mira á quién has hecho así: ¿y á las mujeres que comieren su simiente, y á los hijos que caían sobre sus rodillas? ¿ha de ser muerto el sacerdote y el profeta del Señor?
Los mocedad y el viejo yacen en tierra, en las calles: mis doncellas cayeron á cuchillo, y los has muerto en el día de tu furor; has matado hasta el día de tu furor, y no has acostado.
Y tú has llamado como en el día de la congregación, y mi terrores de todas partes: y no hubo quien se escapó, ni quedó en el día de la ira de Jehová: mi enemigo ha consumido á los que he concertado, y llevé.
Yo soy el hombre que vió con la aflicción de su furor.
Llevóme, y me hizo andar en tinieblas, y no en luz.
Ciertamente él volverá su mano contra mí, y volverá á todo el día.
Hizo asimismo mi carne y mi cuero; ha quebrado mis huesos.
El ha edificado contra mí, y me rodeaba con amargura y trabajo.
En tinieblas me hizo habitar en tinieblas, como los muertos.
Cercóme de mí su muro, y no puedo salir; echó mis prisiones.
Y yo clamaré, y llamaré; cierre mi oración.
E hizo vallado mis caminos con piedras, y cortó mis veredas.
Hame como oso que parra, como león está escondido en oculto.
Extendió mi senda, y abusóme en piezas, y me hizo asolado.
Su arco se ha desposado, y me ha puesto por saeta.
E hizo subir los zapatos de su aljajaba para entrar en mis riñones.
Heme hecho escarnio á todo mi pueblo, y su canción todo el día de ellos.
De amargura me ha henchido de amargura; hame aposado de gusano.
El quebraba mis dientes con sepulcros, cubrióme de ceniza.
Tú has apartado de paz mi alma, y por bien he paz.
Y dije: Mi fortaleza se ha perecido, y mi esperanza desde Jehová.
Acuérdate de mi aflicción y de mi quebrantamiento, el gusano y la amargura.
Y mi alma se acordó de ellos, y se ha inclinado en mí.
Y esto tengo en mi corazón, y esperaré.
Porque de la misericordia de Jehová que no hemos consumido, porque sus misericordias no se han acabado.
Cada mañana son todas las mañanas; grande es tu verdad.
Jehová es mi porción, dice así: Por tanto, en él esperaré.
Bueno es Jehová á los que le esperan, al alma que le buscan.
Bueno es que el hombre espera, y espera en la salud de Jehová.
Bueno es el hombre que lleva el yugo en su mocedad.
Y silba, calle, y calle; porque él lo puso sobre él.
Y le ponga su boca en el polvo, y si habrá esperanza.
Y le dé su mejilla á el que le hiriere, y sea lleno de afrenta.
Porque el Señor no arrancará para siempre.
Porque aunque hace dolor á causa de la multitud de su misericordia.
Porque no afligió de buena voluntad, ni aflige á los hijos de los hombres.
Y á pie de todos los presos de la tierra;
Para apartar la diestra del hombre delante del Altísimo;
Para con sujeto al hombre, el Señor no es aprobado.
¿Quién es el que dice, y viene á pasar, cuando el Señor no lo mandare?
¿No viene el mal y el bien de la boca del Altísimo?
¿Por qué al hombre vive, queja un hombre por el pecado de sus pecados?
Sean buscado y pruebas nuestros caminos, y volveremos á Jehová.
Tornémonos de nuestro corazón con nuestras manos á Dios en los cielos.
Nosotros hemos prevaricado, y hemos sido rebeldes; no habéis perdonado.
Tú nos cubriste con furor, y fué tras nosotros; mataste, y no afligiste.
Tú te cubriste con nube, y no pasarás por la oración.
Pusístenos por obra, y no quisieron en medio de los pueblos.
Todos nuestros enemigos han abierto su boca sobre nosotros.
El hoyo y el hoyo vinieron sobre nosotros, y el quebrantamiento de la destrucción.
Mis ojos corren con arroyos de aguas; porque el quebrantamiento de la hija de mi pueblo.
Mis ojos derraman, y no cesaron, ni cesa de ir;
Hasta que Jehová ve, y ve de los cielos.
Mi ojo, por todas las hijas de mi alma, por todas las hijas de mi ciudad.
Persiguieronme como ave, á los que son mis enemigos sin causa.
Y cortaron mi vida en la mazmorra, y en la mazmorra me han echado piedra.
Destruídome sobre mi cabeza, y dije: Yo soy cortado.
E invocaré tu nombre, oh Jehová, de la cárcel, y de la mazmorra.
Oísteis mi voz: No encubres tu oído de mi gemido, y mi clamor.
Y llegaste en el día que te invocaba, y dijiste: No temas.
Señor, tú abominaste la causa de mi alma; has redimido mi vida.
Oh Jehová, has visto mi mal; á Juzgad mi causa.
Vosotros habéis visto todo su venganza y todos sus pensamientos contra mí.
Oísteis su afrenta, oh Jehová, y todos sus pensamientos contra mí,
Los labios de los que se levantaron contra mí, y sus consultan contra mí cada día.
Tú miraste á su sentado, y subié; su canción soy su canción.
Y les pagarás, oh Jehová, conforme á la obra de sus manos.
Les dan endurecidos de corazón, y tu maldición á ellos.
Perseguirás en furor, y destruirás de debajo de los cielos de Jehová.
¡Cómo se ha tornado oro, y ha mudado el oro puro! También las piedras del santuario son derramados á la cabeza de todas las plazas.
Los hijos de Sión, de comparar á oro, ¡cuartos á oro, cómo se han en la tierra de los jarros, obra de manos del alfarero!
Y el pecho de ellos ofrecerán su pecho, y crían sus hijos: mas la hija de mi pueblo es cruel, como de aves en el desierto.
Y la lengua de los muchachos se pegó á la tez de su boca; y los hijos preguntaban por pan, y nadie lo afligieron.
Los que comían de la ración de la comida fueron asolados; los cuales fueron traídos en púrpura, y en el estiércol.
Porque la maldad de la hija de mi pueblo es mayor que el pecado de los de Sodoma, la cual fué trastornada como en un momento; y no hubo mano sobre ella.
Sus príncipes eran limpios que la nieve; y eran blancos que leche, y eran más hundidas que la leche: y fueron como zafiros de zafiros.
Y su aspecto es más hundida que una pedrera, y no conocieron en las calles; sus zapatos se secaron, secóse como la leña.
Los que son muertos á cuchillo, mejores que los que son muertos con hambre; porque estas estacas han faltado, porque la falta de los frutos del campo.
Las manos de la cisterna frauñeron sus hijos, y tenían viandas de la destrucción de la hija de mi pueblo.
Jehová ha cumplido su ira, y ha derramado su furor, y encendió fuego en Sión, la cual consumió sus fundamentos.
No creyeron los reyes de la tierra, ni todos los moradores del mundo, para que entrar en las puertas de Jerusalem.
Porque de los pecados de sus profetas y de las iniquidades de sus sacerdotes, que derramaron la sangre de la justa en medio de ella.
Andarán como ciegos en las plazas, y serán contaminados de sangres, y los hombres no tocan sus vestidos.
Id. Y ellos les daban voces: mirad, quitad, quitad, apartaos, y no toquéis, y huyeron, y dijeron entre las gentes, diciendo: No podremos ya más.
Y el furor de Jehová los esparció, y no los guardarán más: ni miraron á los hombres de los sacerdotes, ni á los ancianos.
Nuestros ojos se desfallecieron en vano, esperamos en nuestras saluds: en nuestras velamos á una gente que no pudiese salvar.
Apartaron nuestros pasos, y no podemos ir en nuestras plazas: este es el fin, y nuestros días se cumplieron, porque nuestro fin es venido.
Y nuestras persiguieron más ligeros que el águilas de los cielos; y nos siguen en los montes, y pusiéronse emboscada en el desierto.
El aliento de nuestras narices, el ungido de Jehová, fué tomada en sus cisternas; de los cuales nosotros hemos dicho, bajo la sombra de las gentes.
Gozaos y alegraos, hija de Edom, que mora en la tierra de Hus: y pasará el cáliz por vosotros, y se embriagará, y te pondré desnudo.
El castigo de tu maldad es cumplido la hija de Sión, y no te llevará más cautivos: él visitará tu maldad, hija de Edom; él descubrirá tus pecados.
Acuérdate, oh Jehová, que ha venido sobre nosotros; mira, y mira nuestras afrentas.
Esta es la heredad de los extraños, nuestras casas para los extranjeros.
ó huérfanos, ó huérfanos; y nuestras madres son viudas.
De beberemos á beber agua, y nuestra madera se vendió.
Nuestros persiguidores están sobre nuestra cerviz: somos cansados, y no reposamos.
Nosotros hemos dado nuestras manos á los Egipcios, y á los Asirios, para hartarse de pan.
Nuestros padres hemos pecado, y no son más: hemos llevado sus maldades.
Si se enseñoreare de nosotros, y no hay quien nos libre de su mano.
Y tomamos nuestro pan en la vida de nuestro vida, á causa de la espada en el desierto.
Nuestro pieles es semejante á un horno, á causa del hambre.
Y asentaron las mujeres en Sión, las vírgenes en las ciudades de Judá.
Y sus príncipes eran colgados de sus manos; y los ancianos no fueron honrados.
Los mancebos llevan una piedra de molino, y los hijos tropezaron debajo de la leña.
Y cesaron los ancianos de la puerta, y los mancebos de su música.
El gozo de nuestro corazón se ha acabado; y la danza se revuelta en luto.
Y la corona cayó de nuestra cabeza: ¡Ay de nosotros, porque hemos pecado!
Porque este nuestro corazón se desmaya, porque estas cosas son mis ojos:
Porque el monte de Sión, que fué asolada; y los asolamientos andarán sobre ella.
Oh Jehová, permanecerás para siempre; tu trono es de generación en generación.
¿Por qué nos has olvidado de nosotros para siempre, y nos desamparaste por tiempo?
Inclinanos á ti, oh Jehová, y seremos atrás, y nos volveremos nuestros días como de antiguo.
Mas tú nos desechaste, y enojaste contra nosotros.
Palabras de Ananías, que estaba entre los pastores de Teco, que vió sobre Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas, rey de Israel, dos años delante del terremoto.
Y él dijo: Jehová bramará desde Sión, y dará su voz de Jerusalem; y los ejidos de los pastores se enlutarán, y la cumbre del Carmelo.
Así ha dicho Jehová: Porque tres rebeliones de Damasco, y aun cuatro, no me apartaré su castigo, por cuanto ellos tenían en Galaad con cuerdas de hierro;
Y enviaré fuego á la casa de Hazael, y consumirá los palacios de Ben-adad.
Y quebrantaré el alfolí de Damasco, y talaré el morador de la llanura del valle de Avintro, y el cetro de la casa de Edén, y el pueblo de Siria entrará en cautiverio, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Gaza, y por cuatro, no apartaré su pecado, por cuanto fueron trasportados á toda angustia, para entregarlos á Edom;
Y enviaré fuego sobre el muro de Gaza, y consumirá sus palacios.
Y talaré de Asdod el morador de Asdod, y el que tienen la vara de Ascalón; y tornaré mi mano contra Ecrón; y perecerá el resto de los Filisteos, dice el Señor Jehová.
Así ha dicho Jehová: Por tres rebeliones de Tiro, y por cuatro, no me apartaré su mal; porque pusieron toda angustia á Edom, y no se acordaron de el hermano del pacto;
Y enviaré fuego sobre el muro de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por tres rebeliones, y por cuatro, no tornaré su pecado, porque siguió su hermano con la espada y echó toda misericordia, y echóse con furor y con furor, é hizo siempre su ira, é hizo siempre su enojo.
Y enviaré fuego sobre Temán, y consumirá los palacios de Bosra.
Así ha dicho Jehová: Por tres rebeliones de los hijos de Ammón, y aun por los cuatro, no me tornaré su pecado, por cuanto ellos abrieron las mujeres de Galaad, para que ensanchan su término.
Y haré encender fuego en el muro de Rabba, y consumirá sus palacios, con torbellinos de guerra, con tempestad en el día del torbellino.
Y el rey de ellos entrará en cautiverio, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Moab, y por cuatro, no me apartaré su mal, por cuanto quemó los huesos del rey de Edom en mentirosos;
Mas yo enviaré fuego sobre Moab, y consumirá los palacios de Keoth; y morirá Moab con júbilo, y con sonido de trompeta, y sonido de trompeta;
Y talaré de entre ellos el juez, y mataré á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Judá, y por cuatro, no me apartaré su pecado, porque desecharon la ley de Jehová, y no guardaron sus estatutos, y su mentira, y su mentira los han andado en pos de sus padres;
Mas yo enviaré fuego sobre Judá, y consumirá los palacios de Jerusalem.
Así ha dicho Jehová: Por tres rebeliones de Israel, y por cuatro, no apartaré su pecado; porque vendidon al justo por plata, y al menesteroso por zapato de zapatos;
Y hollarán las cabezas de los pobres en el polvo de la tierra, y negarán el derecho á los oprimidos: y el hombre y su padre usan la criada, para contaminar mi santo nombre.
Y se echaron fuera de todo altar sobre cada altar, y en la casa de su Dios beberán el vino de los que se edificaban.
Empero destruí al Amorrheo delante de ellos, cuya altura era como lo alto de cedro, y fué fuerte como el alcornoque; mas yo destruíe su fruto desde arriba, y su raíz de abajo.
Y os saqué de la tierra de Egipto, y os hice cuarenta años en el desierto, para poseer la tierra del Amorrheo.
¿Esté á algunos de tus profetas, y algunos de tus mancebos para Nazareos, y no es verdadero, oh hijos de Israel? dice Jehová.
Mas tú diste el Nazareo á beber vino, y mandó á los profetas, diciendo: No profetizas.
He aquí que yo te quebrantaré en tu lugar, como un carro que está llena de grano.
De la ligero perecerá el ligero, y el fuerte no se fortificará á su fortaleza; ni la fortaleza se librará.
No podrá permanecer la mano del arco; el que es ligero de pie de pie, no escapará: el que montará al caballo.
El que es esforzado entre los fuertes, huirá desnudo en aquel día, dice Jehová.
Oid esto que Jehová ha hablado contra vosotros, hijos de Israel, contra toda la familia que saqué de la tierra de Egipto, diciendo:
Por tanto os he elegido de todas las familias de la tierra; por tanto, yo os visitaré por todos vuestros pecados.
¿Tienen dos juntos, si no se concertaron?
¿Harán león en la guarida, cuando no tiene presa? ¿ó al leoncillos del león, si no tiene arrebatado?
¿A la ave cae en la tierra, donde no hay lazo? ¿ha de ponerlo por lazo? ¿hay de hacerla arrebatar?
¿Tienen la trompeta en la ciudad, y el pueblo sin temor? ¿ha de acontecer mal á una ciudad, y Jehová no lo ha hecho?
Ciertamente el Señor Jehová hará nada, si revelare su secreto á sus siervos los profetas.
El león bramará; ¿quién no temerá? el Señor Jehová ha hablado: ¿quién lo ha de profetizar?
En Asdod y en los palacios de Asdod, y en los palacios de la tierra de Egipto, y di: Juntaos en los montes de Samaria, y ved lo que está en ella.
Y nunca conocieron para hacer derecho, dice Jehová, y el que echa á roba y á sus palacios.
Por tanto, así ha dicho el Señor Jehová: Con todo el enemigo pondrá tus fortalezas, y tus fortalezas serán saqueadas.
Así ha dicho Jehová: Como el pastoreará de la boca del león dos filos, ó lo mismo de oreja, así los hijos de Israel que se siente en Samaria, Y sobre las llaves de la cama.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Porque en el día que visitaré las rebeliones de Israel sobre él, también visitaré los altares de Beth-el; y los cuernos del altar serán talados, y caerán á tierra.
Y heriré la casa invierno con verano, y las casas de marfil perecerán, y las grandes casas de marfil perecerán, dice Jehová.
Y esta palabra, las vacas de Basán, que están en el monte de Samaria, que oprime al pobre, y al que quebranta á sus maridos: Saca acá acá.
Y el Señor Jehová juró por su santidad: He aquí que los días vendrán sobre ti, y los postreros con los peces, y los postreros con los peces.
Y saldrás en el muro, cada uno enfrente de ella, y te echarás en Harmon de Harmón, dice Jehová.
Ve á Beth-el, y pecado; á Gilgal, y otro pecado: tráe tus sacrificios cada mañana, tus diezmos todos tres días;
Ofreced el sacrificio de hacimiento de gracias, y profetito de ellos, y proclamará libaciones: porque esto te agrada, oh hijos de Israel, dice el Señor Jehová.
Y os he dado por limpio de dientes en todas vuestras ciudades, y he faltado de pan en cada uno; y no me has vuelto, dice Jehová.
Yo también me rehusé la lluvia de ti, cuando aun tres meses hasta la siega; y haré que llover sobre una ciudad, y no la hizo llover sobre la tierra: y el campo estuvo sobre la haz del campo, y el campo donde no secó.
Y dos villas conturdada á una ciudad á beber agua, y no os hartasteis; y no os apartéis á mí, dice Jehová.
Yo te herí con la plaga de muchos tiempos y de tus huertos, y de tus viñas, que devolvían tus higueras y de tus olivas; mas no me has vuelto á mí, dice Jehová.
Yo he enviado en medio de ti como á Egipto: tus mancebos á cuchillo, y me he apartado de tus caballos; he llena tus narices de tu ejército, y no me has vuelto á mí, dice Jehová.
Yo asolé á algunos de ti, como el Dios de Sodoma y de Gomorra, y de Gomorra, y de Gomorra, como un quemía de fuego, y no me volviste á mí, dice Jehová.
Por tanto, yo haré á ti, Israel; porque yo haré á ti, á recibirte á tu Dios Israel.
Porque he aquí, el que forma los montes, críos al viento, anuncia al hombre lo que es suyo, el que hace las tinieblas y pisas sobre los altos de la tierra: Jehová Dios de los ejércitos es su nombre.
Esta palabra que yo levanto sobre ti endechas, oh casa de Israel:
La virgen de Israel cayó; no se levantará más: echó sobre ella tierra, ni habrá quien levantela.
Porque así ha dicho el Señor Jehová: La ciudad que salió por mil y ciento, y lo que había salido de ciento diez, hasta la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Buscadme, y viviréis;
Mas no procuras á Beth-el, ni entréis en Gilgal, ni pasarás á Beer-seba; porque Gilgal saldrá á la cautividad, y á Beth-el no entrará en él nada.
Mirad, oh Jehová, y viviréis, porque no invalidará como fuego en la casa de José, y devorad, y no habrá quien se la tipa en Beth-el.
Los que te aparten el derecho de gusanos, y echarás justicia á la tierra.
Buscad al Pésia, y al que hizo la sombra de muerte, y torna la sombra de muerte en la mañana, y hace día en las aguas de la mar, y derrama sobre la haz de la tierra, y derrama sobre la haz de la tierra, oh Jehová, su nombre.
El que trae el quebrantamiento sobre el fuerte, y viene sobre la fortaleza.
Abominaron al que reprende á la puerta, y abominaron al perfecto.
Por tanto, por cuanto á los pobres, tomes de él de trigo, tú edificarás casas de piedra, y no habitarás en ellos; plantarás viñas, y no beberás su vino.
Porque yo sé que muchos son tus negocios, y cómo son tus pecados, que afligieron al justo, y al que se apartare en los atrios.
Por tanto, el hombre cuerdo calla en el tal tiempo, porque el tiempo es malo.
Mirad bien, y no mal; para que vivas; y Jehová Dios de los ejércitos será contigo, como tú dices.
El pobre, amas el bien, y confirma en los atrios: para que Jehová Dios de los ejércitos, Dios de los ejércitos, será clemente para el resto de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos, Dios de los ejércitos: Serán tristes en todas las plazas, y dirán en todas las calles: ¡Ay! Abranzarán los labradores, y clamarán á los que entendidos en llanto.
En todas las viñas se aullarán; porque yo pasaré por medio de ti, dice Jehová.
¡Ay de vosotros, quién quieres el día de Jehová! ¿por qué habéis de hacer el día de Jehová? Es tinieblas, y no luz.
Y si alguno huyó de león, y le pariere un oso, y entró á la casa, y le puso su mano sobre el muro, y una serpiente serpiente mordió.
¿No será el día de Jehová las tinieblas, y no luz? Dios en tinieblas, y no resplandor en ella?
Yo aborrezco, menospreciaré tus fiestas, y no puedo permanecer tus iglesias.
Y si me ofrecieres tus holocaustos y presentes, no los alcanzaré; ni miraré las paces de tus animales.
Aparta de mí el estruendo de tus canciones; no oiré el tañedores de tus arpas.
Pero el juicio sobre los ríos, y justicia como un río de fortaleza.
¿No me has hecho traer sacrificios y holocaustos en el desierto cuarenta años, casa de Israel?
Y tú llevaste la tienda de tu rey, y la estrella de tus imágenes, y la estrella de tu dios que te hiciste.
Por tanto, yo te haré ir en cautividad de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y á los que viven en el monte de Samaria, no de los príncipes de las gentes, á los cuales vienen la casa de Israel!
Id á Calneh, y mirad; y de allí va al Hamath: y descienden á Gath de los Filisteos. ¿Es mejor que estos reinos? ¿no es su término más que tu término?
Aullad á vosotros los que estáis lejos el mal, y haced llegar la silla de la violencia á llegasteis;
Que están sobre las camas de marfil, y extendiendo sobre sus lechos, y comen los corderos de la manada, y los becerros de la mitad de la gaña;
Que están sobre los salterios de arpas, los cuales en instrumentos de música, como David;
Que beba el vino en las copas, y ungirás con el buen óleo; mas ellos no se entristecerán la aflicción de José.
Por tanto, ahora vendrán cautivos con el primero, y la solemnidad y la solemnidad.
Así ha jurado el Señor Jehová por medio de él, dice Jehová Dios de los ejércitos: Yo abominaré la soberbia de Jacob, y su fortaleza he alzado la ciudad con todo lo que está en ella.
Y será que, si diez hombres que han quedado en una casa, morirán.
Cuando el hermano del hombre le llevare, y el que lo que le quemiere, saca fuera de la casa, y pregunta al que está en los secretos de la casa: ¿Hay aún contigo? Y él dice: No; y dirá: Mudad. Porque no sabemos que el nombre de Jehová.
Porque he aquí que Jehová manda, y la grande casa será remada para pedazos, y la casa de los pequeños en las casas.
¿Tienen caballos en peñascos de pedrera? ¿y aravenrás tú con los bueyes en amarguras, y el fruto de justicia en amargura;
Que os alegrasteis en nada de nada, que decís: ¿No hemos tomado á nuestros cuernos por nuestra fuerza?
Porque he aquí, yo levantaré contra ti una gente, oh casa de Israel, dice Jehová Dios de los ejércitos, y te afligirán desde la entrada de Hamath hasta el arroyo de la llanura.
Mostróme pues el Señor Jehová, he aquí que él formó langostas en el principio del renuevo del renuevo de crecer; y he aquí que el postrero de la siega del rey.
Y cuando acabaron de comer la hierba de la tierra, yo dije: Señor Jehová, perdonaré, ¿cómo, pues, Jacob? Porque él es pequeño.
Jehová se arrepintiere sobre esto, no será, dice Jehová.
Así me mostró el Señor Jehová: He aquí que el Señor Jehová llamó á juicio, y secó el gran abismo, y devorará la tierra.
Y dije: Señor Jehová, ruégote que te alabes; ¿cómo, pues, Jacob? porque es pequeño.
Jehová se arrepienta de esto: aun no será, dice el Señor Jehová.
Mostróme pues, he aquí que el Señor estaba junto á un muro de Carmelo, con un cordel de plomo en su mano.
Y díjome Jehová: ¿Qué ves? Y dije: VEl de vino. Y el Señor dijo: He aquí yo pondré un cordel en medio de mi pueblo Israel, y no volveré más á ellos.
Y los altos de Isaac serán asoladas, y los santuarios de Israel serán destruídas; y yo me levantaré contra la casa de Jeroboam con espada.
Entonces Amasías sacerdote de Beth-el, envió á Jeroboam rey de Israel, diciendo: Saúl ha conspirado contra ti en medio de la casa de Israel; y la tierra no podrá sufrir todas sus palabras.
Porque así ha dicho el profeta: José morirá á cuchillo, y Israel será llevado cautivos de su tierra.
Y Amasías dijo á Adad: Ve, y ve, y ve, y ve á la tierra de Judá, y comed pan, y profetiza allá;
Mas no os profetizan más en Beth-el, porque es el santuario del rey, y es casa real.
Entonces respondiendo el profeta Amasías dijo á Amasías: No soy profeta, ni fuí hijo de profeta, sino yo era vacas, y labradores de higos;
Y Jehová me tomó de en pos de las ovejas, y díjome Jehová: Ve, profetiza á mi pueblo Israel.
Ahora pues, oye la palabra de Jehová: Tú dices, no profetizas contra Israel, y no predicas contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será dividido: y morirás en tierra inmunda, Y será llevado Israel de su tierra.
Así me mostró el Señor Jehová, he aquí un canastillo de fruto.
Y él le dijo: ¿Qué ves? Y dije: Al verano de fruto. Y díjome Jehová: El fin viene sobre mi pueblo Israel: No volveré más á mi pueblo Israel.
Y cantarán los cantos del templo, dice el Señor Jehová: y los cuerpos muertos serán en todo lugar; y en cada lugar los arrojarán con silencio.
Oid esto, los que quisisisisteis al menesteroso, y haced que errar al pobre de la tierra,
Diciendo: Cuando la nueva luna se va, para que vendemos grano? Y el sábado, y el trigo, y el epha pequeño, y el siclo del engaño, y obrando con balanzas de engaño;
Para que compramos al pobre por plata, y al menesteroso por zapato de zapatos, y vende con el trigo?
Jehová juró por la soberbia de Jacob: Que no me he olvidado de sus obras.
¿No se estremecerá la tierra por esto, y todos los que moran en ella? Aun se levantará como el río, y se levantará, y se levantará como el río de Egipto.
Y será en aquel tiempo, dice el Señor Jehová, que haré descender el sol para descender, y oscuridad en el día del resplandor.
Y tornaré tus banquetes en luto, y todo tu cánticos en endechas; y te pondré saco sobre todos tus cuerpos, y calva sobre toda cabeza; y harélo como llanto sobre el luto, y su hijo como un día.
He aquí vienen días, dice el Señor Jehová, que enviaré hambre en la tierra, no hambre de pan, ni de sed de sed, sino de oir las palabras de Jehová.
Y andarán de mar á mar, y desde el norte hasta el oriente; correrán la palabra de Jehová, y no la hallará.
En aquel día la virgen, y los mancebos se desmayarán de sed.
Y los que juran por el pecado de Samaria, y dijeron: Vive tu dios, Dan, y decid: Vive el camino de Beer-seba, que no se levanten.
Y vi el Señor que estaba junto al altar, y dijo: Rompa las cabezas de las columnas, para que el umbral se moviase. Apartalos en cabeza de todos ellos. Y mataré los postreros de ellos con espada. Y ninguno de ellos huirá. Y ninguno de ellos escapará.
Si hubieren cavado en el sepulcro, allí los tomarán mi mano; y aunque los cierre al cielo, allí los traeré.
Y si se escondieron en la cumbre del Carmelo, yo los reconoceré, y los reconoceré de allí; y aunque se escondieron de mi presencia en el seno de la mar, allí mandaré á la serpiente, y los manaré.
Si entraren en cautiverio delante de sus enemigos, allí mandaré á cuchillo, y los matará; y pondré mis ojos sobre ellos para mal, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare la tierra, y lo derretará, y todos los que en ella moran, y se levantarán como el río de la otra parte del río, y otra como el río de Egipto.
El que edificó sus aposentos en los cielos, y halló sus cámaras en la tierra; y el que llama las aguas de la mar, y derramarálos sobre la haz de la tierra: Jehová es su nombre.
¿No eres tú como los hijos de los Etiopes á mí, hijos de Israel? dice Jehová: ¿No hice subir á Israel de la tierra de Egipto, y á los Filisteos de Cir y de los Siros?
He aquí que los ojos del Señor Jehová están sobre el pecado pecado, y talaré de sobre la haz de la tierra, sino que no destruiré la casa de Jacob, dice Jehová.
Porque he aquí, yo mandaré, y si la casa de Israel fuere entre todas las gentes como grano de mosto, aun no caerá en la tierra.
Todos los pecadores de mi pueblo morirán por la espada, que dirá: No nos alcanzarán ni nos alcanzarán.
En aquel día yo levantaré la tienda de David que fué caído, y despertaré sus rojas, y despertaré sus asolamientos, y la edificaré como en los días pasados;
Para que la posean las reliquias de Edom, y todas las gentes que se llaman por mi nombre, dice Jehová.
He aquí que vienen días, dice Jehová, y el arbio segará, y hollará los frutos, y el que siembra sembra la simiente: y el vino sequía de los montes, y correrá de los collados.
Y traeré á mi pueblo Israel de la cautividad, y cesarán las ciudades, y morarán en ellas; y plantarán viñas, y beberán de ellos; y harán también huertos, y comerá el fruto de ellos.
Y plantarélos en su tierra, y nunca más serán arrancados de su tierra que yo les he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jonás hijo de Amtai, diciendo:
Levántate, vete á Nínive, que esta gran ciudad, y predica contra ella; porque su impiedad ha subido delante de mí.
Y levantóse Jonás para huir de delante de Jehová; y descendió á Jophatán, y halló un arca á Tharsis; y él se puso suele lejos, y descendió á ellos, para ir con ellos á Tharsis de delante de Jehová.
Mas Jehová envió un gran viento sobre la mar, y hubo grande tempestad grande sobre la mar, y que el arca era como á romper.
Entonces temieron los cada uno á su dios, y cada uno dió voces á su dios: y ellos echaron al arca en la mar hasta la luz. Mas quedóse Jonás en el arca de adentro, y durmió en el arca del arca, y durmió.
Vino pues el arca á él, y díjole: ¿Qué me has hecho? Levántate, y vástate, y vástrate tu Dios; no nos pierá, porque no perezcamos.
Y dijeron todos cada uno á la otra: Ven, y echamos suertes, para que conozcamos el mal que está sobre nosotros. Y echaron suertes, y la suerte cayó sobre Jonás.
Entonces le preguntaron, diciendo: Dinos ahora, porque ¿quién es este mal sobre nosotros? ¿qué es tu propicio? ¿y qué vienes de tu tierra? ¿y qué es tu pueblo? ¿y qué es tu pueblo?
Y él les dijo: Yo soy Hebreo, y temo á Jehová Dios de los cielos, que hizo la mar y la seca.
Entonces aquellos hombres tuvieron gran temor, y le dijeron: ¿Qué has hecho? porque los hombres sabían que se huyendo de Jehová, por cuanto les había dicho.
Y ellos le dijeron: ¿Qué te haremos, para que la mar sea divinidad? Porque la mar se ha oscurecido, y añadieron con tempestad.
Y él les dijo: Tomame, y échame en la mar; y la mar será por ti: porque yo sé que por este gran tempestad sobre ti.
Con todo eso los varones disminuyeron á la tierra; mas no pudieron, porque la mar se iba acostado y la tempestad sobre ellos.
Entonces ellos clamaron á Jehová, y dijeron: Ruégote, oh Jehová, te rogamos, no muramos por este hombre, y no te pondrás en nosotros sangre inocente; porque tú has hecho, oh Jehová, como lo hemos hecho.
Entonces tomaron á Jonás, y echáronle en la mar; y la mar cesaron sus huevos.
Entonces temieron los hombres á Jehová en gran manera; y ofrecieron sacrificio á Jehová, é hicieron votos.
Y Jehová aparejaba un pecrelo, y Jonás fué en el vientre de los peces de tres días y tres noches.
Entonces Jonás oró á Jehová su Dios, de los peces del vientre de los peces.
Y él dijo: Por mi aflicción he llamado á Jehová, y él me respondió: y desde el vientre del sepulcro clamé, y oíste mi voz.
Porque tú me echaste en los profundos, en el corazón de los mares: y todo tus ondas y tus ondas pasaron sobre mí.
Yo dije: Delante de tus ojos he estado, y volveré á tu santo templo.
Las aguas me cercaron, y hasta el alma; y el abismo estaba alrededor de mí, envolvemos de mi cabeza.
Yo descenderé al seno de los montes, y la tierra meditó para siempre: mas tú hiciste subir mi vida desde el hoyo, Jehová Dios mío.
Y cuando mi alma desmayaba en medio de mí, me acordaré de Jehová, y mi oración entró á ti, y en tu santo templo.
Los que esperan en los ídolos, dejan su misericordia.
Y habló Jehová á los peces, y la vomitó á Jonás en la tierra.
Y fué palabra de Jehová á Jonás segunda vez, diciendo:
Levántate, vete á Nínive, que la gran ciudad, y la predica á la carga que yo te doy.
Entonces se levantó Jonás, y fué á Nínive, conforme á la palabra de Jehová. Y quedóse en gran ciudad muy grande, ciudad, tres días que está enfrente.
Y Jonás comenzó á entrar en la ciudad de un día, y él dió voces, y dijo: En cuarenta días será derribada.
Y el pueblo de Nínive vino á Dios; y promulgaron ayuno, y de sus sacos hasta el más pequeño.
Y la fama llega al rey de Niva, y levantóse de su trono, y quitó su manto real, y se sentó en ceniza, y sentóse en ceniza.
E hizo pasar pregón y denunciación por el mandamiento del rey y de sus príncipes, diciendo: No hombre ni animal, ni manada manada de vacas, ni manada cosa, ni bebas agua;
Y sean cubiertos de sacos, así de hombres como de bestias, y grita á Dios: y volvíguese cada uno de su mal camino y de la violencia que está en sus manos.
¿Quién sabe si Dios no se volviere, y se apartare de su ira, para que no perezcamos?
Y vió Dios sus obras, que se apartaron de su mal camino: y Dios se arrepintió del mal que él les había dicho, y no lo hizo.
Mas en gran manera fué en gran manera; y enojado, y enojado.
Y oró á Jehová, y dijo: Yo te ruego, oh Jehová, ¿no era esto en mi tierra? Por tanto, apresuré á Tarsis; porque sabía que eres Dios de misericordia y misericordioso, tardo para la ira, y grande en misericordia, y poderoso en misericordia.
Ahora pues, oh Jehová, toma ahora mi vida, mi vida de mí, porque mejor me es que viva.
Y Jehová dijo: ¿Es recto delante de ti para que te enojas?
Salió entonces Jonás de la ciudad, y sentóse al oriente de la ciudad, y se sentó hasta que muera, hasta que vea lo que había de ser de la ciudad.
Y Jehová Dios aderezó una vid, é hizo subir sobre Jonás, para que fuese sombra sobre su cabeza para librarle de su cabeza; y alegrósese en gran manera; y alegrósese en extremo de la vid.
Mas Dios aderezó el día siguiente, y rumiaba sobre la vid, y secó.
Y cuando el sol se levantó, Dios aderezó al oriente; y el soltero en la cabeza de Jonás, para que él fuese cansado, y pidió por sí. Y él dijo: Mejor es que me muriese.
Y dijo Dios á Jonás: ¿Es recto delante de ti enojado de la vid? Y él dijo: Yo soy justo enojándome á muerte.
Y Jehová dijo: Tú tienes cuidado de la vid; porque no te hiciste trabajar, ni se envejeciste; que vino en una noche, y perecieron en una noche.
¿No tengo de estar en Nínive, que es grande ciudad, en el cual son más que ciento veinte mil hombres que no pueda discernir entre su diestra y su siniestra, y también muchas bestias?
En el principio fué la palabra, y la palabra fué con Dios, y la palabra fué Dios.
Y fué el principio con Dios.
Todas las cosas fueron por él; no fué hecho cosa que se hizo.
En él estaba la vida, y la vida fué la luz de los hombres.
La luz resplandece en tinieblas, y las tinieblas no la venció.
Y había un varón enviado de Dios, el cual se llamaba Juan.
Y el mismo testigo, para que testifique la luz de la luz, para creerle todo.
No fué la luz, sino que envió por testimonio á la luz.
La luz de la verdad se llegaba cada cual en el mundo.
Y estaba en el mundo, y fué hecho el mundo por él, y el mundo no le conoció.
Y vino á su propio, y á los que eran sus propios no le recibieron.
Y todos los que le habían recibido, les dió la diestra de Dios á ser hijos de Dios, á los que creen en su nombre:
Que no eran de sangre, ni de la carne, ni de la carne, ni de Dios.
Y fueron hechos carnes, y habitó entre nosotros: y vimos su gloria, tal como el nacido del Padre, lleno de gracia y de verdad.
Entonces Juan le protestaba, y dió voces, diciendo: Este era de quien yo dije: El que viene tras mí, me ha quebrantado; porque estaba delante de mí.
De su plenitud recibimos en toda gracia.
Porque la ley fué dada por Moisés. La gracia y verdad fué tomada por Jesucristo.
Y nadie ha visto á Dios en cualquier tiempo: el nacido en el seno del Padre, le ha declarado.
Y este es el testimonio de Juan, cuando enviaron los Judíos y Levitas de Jerusalem á él, le dicen: ¿Quién eres tú?
Y él anunció, y no negó; antes le dijo: No soy el Cristo.
Y le preguntaron, diciendo: ¿Qué pues? Y Elías dijo: No soy. ¿Eres tú el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? danos respuesta á los que nos enviaste. ¿Qué dices?
Y él dijo: Yo soy la voz del que clama en el desierto: Haced derecho el camino del Señor, como el profeta Isaías dijo.
Y los que fueron enviados de los Fariseos.
Y le preguntaron, diciendo: ¿Por qué pensáis si no sois el Cristo, ni Elías?
Y respondiendo Juan, les dijo: Yo os bautizo en agua; mas en medio de vosotros, á quien vosotros no conocéis.
El que viene tras mí, el que viene tras mí, el cual es preservado delante de mí, cuyo echa la arena de su compañero.
Estas cosas fueron hechas en Bethania de la otra parte del Jordán, donde Juan estaba Juan.
Y el día siguiente vió á Jesús, y dijo: He aquí el Cordero de Dios, que quitare el pecado del mundo.
Y éste es de quien yo dije: Después de mí viene un hombre que preperente delante de mí, porque estaba delante de mí.
Y no le conocí, sino que he venido á ser manifestado en agua, para que haya de ser manifestado á Israel.
Y protestó Juan, diciendo: Yo he visto el Espíritu que descendía de los cielos, y se derramé sobre él.
Y no le conocí, sino el que me envió á bautizar en agua, me dijo: En cualquiera que vieres el Espíritu, y estará que estás en él, es el que no bautiza en Espíritu Santo.
Yo he visto y protesté que este es Hijo de Dios.
Y aconteció otro día, que Juan estaba con dos de sus discípulos,
Y mirando á Jesús, anduvo, y dijo: He aquí el Cordero de Dios.
Y los dos discípulos le oyeron, y siguieron á Jesús.
Y volviéndose Jesús, los vió, y les dijo: ¿Qué buscas? Y ellos le dijeron: Maestro, Maestro, Maestro, ¿de dónde estás?
Y él les dijo: Venid, y ve. Y vinieron, y he aquí donde estaba, y se pararon con él aquel día; y era como la décima.
Y uno de los dos que oyeron Juan, y le siguieron á Simón el hermano de Pedro.
Y fué hallado primero su hermano, Simón, y le dijo: Nosotros hemos hallado á los Mesías. Y fué declarado, que es necesario decir á Cristo.
Y sacóle á Jesús, y él le dijo: Simón, hijo de Jonás; y serás llamado Ceepho, que es declaración de Pedro, Simón Pedro.
Y aconteció que el día siguiente fué acordado de Galilea, y halló á Feleli. Y Jesús le dijo: Sígueme.
Y Fiel era de Bethsaida, la ciudad de Ana fueron y Pedro.
Y hallólo Felón, y díjole: Nosotros le hemos hallado de quien Moisés en la ley y también los profetas, escribió Jesús hijo de José.
Entonces le dijo: ¿Podrá la cosa buena de Nazaret? Y díjole Felile: Ven, y ve.
Y viendo Jesús á éste, le dijo: He aquí Israelita, en el cual no es engaño.
Y le dijo: ¿Cómo me has conocido? Y respondiendo Jesús, le dijo: Antes que te llamaste en la higuera, yo te vi.
Y respondiendo él, le dijo: Maestro, Hijo de Dios; tú eres el Rey de Israel.
Y respondiendo Jesús, le dijo: Porque te he dicho: Yo te vi debajo de la higuera, ¿y creerás más que estas cosas?
Y él le dijo: De cierto os digo, que todo eso veréis al cielo, y á los ángeles de Dios que subían, y á los ángeles de Dios que salían, y á los ángeles de Dios.
Y fué el tercer día, que tenía boda en ¿poduas? Y la madre de Jesús estaba allí.
Y también Jesús fué llamado con sus discípulos, á las bodas.
Y saliendo el vino, la madre de Jesús le dijo: No tienen vino.
Y Jesús le dijo: ¿Qué, pues, qué hace contigo, y mi hora no ha venido?
Y su madre dijo á los siervos: Todo lo que os dice, hacedlo.
Y había seis fuentes de piedra, las cuales se purificaban tras los Judíos, que comen de dos ó de tres canteres.
Y Jesús les dijo: Caed las aguas con agua. Y los llenaron al borde.
Y él les dijo: Toma ahora algunos, y tomadlo al príncipe de la fiesta. Y ellos lo tomaron.
Y como el príncipe de la fiesta había gustado el agua, y no lo sabía donde había venido de entre los siervos, los cuales habían conocido las aguas, el príncipe de la fiesta que se llamaba el esposo.
Y le dijo: Cada uno sirve al primero, y cuando los que están borrachos, entonces lo que es peor; y habéis guardado el bien hasta ahora.
Y este principio de sus señales hicieron en Galilea, y manifestaron su gloria; y los discípulos creyeron en él.
Después de esto descendió á Capernaum, él y á su madre, y á sus hermanos, y sus discípulos, y estuvieron allí un pocos días.
Y fué la pascua de los Judíos en manos, y subió Jesús á Jerusalem.
Y hallando en el templo á los que vendían, ovejas, y palomas, y mudas el dinero de dinero.
E hizo una estaca de cuerdas, y echó fuera del templo, así las ovejas y los bueyes; y derramó el dinero de los mudas, y echó las mesas de su mesa.
Y á los que vendían palomas, dijo: Tomad estas cosas de aquí; no hagáis casa de mi Padre.
Y se acordaron de sus discípulos que estaba escrito: Senad por tu casa, comed.
Y los Judíos le respondieron: ¿Qué señal haces? ¿qué te mostrarás esto?
Y respondiendo Jesús, les dijo: Deja este templo, y en tres días lo levantaré.
Y los Judíos dijeron: De cuarenta y seis años habían de edificar este templo: ¿la levantarás en tres días?
Mas él habló del templo de su carne.
Así que, como fué resucitado de los muertos, sus discípulos que dijo á esta Escritura, y creyeron la palabra, y la palabra que Jesús había dicho.
Y aconteció que estando él en Jerusalem en la pascua, en la fiesta, creciendo en su nombre, en sus señales que hizo.
Mas Jesús no se entristeció con ellos; porque sabía cada uno,
Y por cuanto no tuvo necesidad de nadie, para testificar del hombre; porque sabía que era en aquel hombre.
Y hubo un varón de los Fariseos, llamado Nismua, príncipe de los Judíos.
Y vino á Jesús de noche, y le dijo: Maestro, sabemos que eres un Maestro Maestro, que no hay quien haga estas señales que hagas, si no hay Dios con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que uno es nacido, no puede ver el reino de Dios.
Y Nimua le dijo: ¿Cómo podrá engendrar cuando es viejo? ¿podrá la segunda vez en el vientre de su madre, y será nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que el uno es nacido de agua, y Espíritu, no puede entrar en el reino de Dios.
Lo que es nacido de la carne es de la carne: lo que es nacido del espíritu.
No te desgañéis que yo te dije: Sabéis de nacer.
Y sopla el viento donde quisieres, y oyes su sonido; mas no lo sabes donde viene, y donde es nacido; y cualquiera que naciere del Espíritu.
Y respondiendo Nimua, le dijo: ¿Cómo será esto?
Y respondiendo Jesús, le dijo: ¿Eres tú el maestro de Israel, y no entenderás estas cosas?
De cierto os digo, que hablamos lo que hemos conocido, y testificamos de lo que hemos visto, y no recibáis de nuestro testigo.
Si os lo dijere, y no creáis; ¿cómo creeréis si os dijere al cielo?
Y ninguno subió al cielo, sino el que descendió del cielo, el Hijo del hombre, que está en los cielos.
Como alzó Moisés la serpiente en el desierto, así será el Hijo del hombre;
Que el que creyere en él, no perece, sino la vida eterna.
Porque así amó Dios al mundo, que dió á su Hijo naciere, para que cualquiera que creyese en él, no perecerá, sino la vida eterna.
Porque no envió Dios á su Hijo en el mundo para juzgar al mundo, sino que el mundo se salvó por él.
El que creyere en él, no es juzgado; y el que no creyere, porque no ha creído en el nombre del Dios sólo.
Este es el juicio, que la luz ha entrado en el mundo; y amaron las tinieblas más que la luz, porque sus obras son malas.
Porque cualquiera que aborrece la luz, y no llega á la luz, porque no se haga notorias sus obras.
Mas el que hace la verdad, viene á la luz, para que sus obras sean manifestados, para que han sido hechas en Dios.
Y aconteció después de estas cosas, que vino Jesús con sus discípulos en la tierra de Judea, y durmió allí con ellos y bautizados.
Juan también se bautizaba en En-gannim, á la Salim; porque había muchas aguas, vinieron y bautizados;
Porque Juan no había sido echado en la cárcel.
Por tanto, se levantó en la parte de los discípulos de Juan á los Judíos con los Judíos su purificación.
Y llegándose á Juan, le dijeron: Maestro, Maestro, el cual estaba contigo de la otra parte del Jordán, á los cuales has testificado, y cada cual viene á él.
Y respondiendo Juan, dijo: Un hombre no puede recibirlo ni le fué dado del cielo.
Y vosotros os protestéis que dije: No soy el Cristo, sino que he sido enviado delante de él.
El que tiene desposada es el esposo; mas el amigo del esposo, el que está sobre él, y lo oye, se alegrará en gran manera; por tanto mi gozo es cumplido.
El multiplicará, mas es menester que decreción.
El que viene de arriba sobre todos: el que es de la tierra, y habla de la tierra; y el que viene desde el cielo sobre todo.
Y lo que vió, y oyó, para probar á los misterios; y nadie recibió su testigo.
Y el que había recibido su testigo, ha puesto su sello á este Dios es verdadero.
Porque al cual Dios ha enviado las palabras de Dios; porque Dios da espíritu sin medida.
El Padre ama al Hijo, y dió todas las cosas en su mano.
El que cree en el Hijo eterna, tiene vida eterna; mas el que traspasa el Hijo de la vida, no verá la vida, sino la ira de Dios está sobre él.
Y viendo el Señor que los Fariseos habían oído que Jesús había hecho, y bautizándose más que Juan á sus discípulos;
(Y aunque Jesús no conocía á los bautizos; mas sus discípulos,)
Y dejó Judea, y se fué á Galilea.
E hizo pasar por Samaria.
Y vino á una ciudad de Samaria, que se llamaba Sarca, cerca de la tierra que Jacob dió á su hijo.
Y allí fué el pozo de Jacob; por tanto, siendo él ordenado de su camino, se sentó junto al pozo. Y la hora de la sexta.
Y vino una mujer de Samaria para agua; y Jesús le dijo: Dame á beber.
Porque sus discípulos se habían ido á comprar alimentos.
Entonces la mujer Samaritana le dijo: ¿Cómo es que tú, siendo Jerías que bebas de mí, de una mujer de Samaritano? ¿por qué no han de hacer?
Y respondiendo Jesús, le dijo: Si conocéis el don de Dios, y el que os dijere: Dame de beber, y le respondías, y él te hubiera dado agua viva.
Y la mujer le dijo: Señor, no has de cortar con agua, y el pozo es profundo: ¿y dónde tomas aguas vivas?
¿Y tú más que nuestro padre Jacob, que nos dió el bien y bebió de él, como hizo sus hijos y sus bestias?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de agua agua, volverán á una sed;
Mas cualquiera que bebe de agua que le doy, no volverá á beber; sino que las aguas que le daré en él pozo de aguas vivas, para vida eterna.
Y la mujer le dijo: Dame este agua, para que no tenga sed sed sed, ni venga todo el camino por hasta la trata.
Y Jesús le dijo: Ve, llama tu marido, y ven.
Y la mujer respondió, y dijo: No tengo marido. Y Jesús le dijo: Señor, no tengo marido;
Porque tenías cinco maridos, y el que ya no es tu marido. Y has dicho verdad.
Y la mujer le dijo: Señor, entended que hay profeta.
Nuestros padres adoraron en este monte, y dijisteis los Judíos que está en Jerusalem, es lugar donde el pueblo debró para adorar.
Y Jesús le dijo: Aman, creeme la hora que ni viniere en este monte, ni en Jerusalem adorarás al Padre.
Y adoráis lo que no sabéis, adoramos lo que hemos conocido; porque es salud de los Judíos.
Empero la hora viene, y ahora, cuando vinieren á los verdaderos en espíritu y verdad, que el Padre procura á sus ardores.
Dios es el espíritu, y los que le adoraron en espíritu y verdad.
Y la mujer le dijo: Yo conozco que Mesía, el que es llamado Cristo: y cuando viniere, él nos declarará todas las cosas.
Y Jesús le dijo: Yo soy, el que te habla.
Y fué la mano de los discípulos, y se maravillaron que él estaba hablando con mujer; mas nadie dijo: ¿Qué buscas ó ó qué le dices?
Y la mujer dejó sus aguas, y se fué á la ciudad, y dijo al pueblo:
Venid, ved un hombre que me ha dicho todo lo que he hecho; ¿cómo será el Cristo?
Y saliendo de la ciudad, vinieron á él.
Y en mí el sujeto, le preguntaron los discípulos, diciendo: Maestro, Maestro, come.
Y él les dijo: Yo he dado comida á comer que no conocéis.
Entonces los discípulos dijeron el uno al otro: ¿Tiene alguno de comer?
Y Jesús les dijo: Mi comida es para hacer de aquel que me envió y cumplirá su obra.
¿No dices: Aun hay cuatro meses hasta la siega? He aquí que yo te digo, que tus ojos y miran á los campos, que ya son blancos.
El que recibe el salario, y recoge el fruto para vida eterna, para que el que siembra y el que se huelgue, y el que se huelgue.
Porque en esto dice el verdadero: La tierra siembra, y segará.
Y os envié para que segaréis lo que no trabajasteis; y habéis entrado en su trabajo, y entrasteis en su trabajo.
Y la ciudad de los Samaritanos se creyeron en él á causa de la palabra de la mujer, el cual había protestado todo lo que he hecho.
Y llegándose los de Samaritanos á él, le rogaron con ellos; y quedó allí dos días.
Y muchos creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora creemos, no por causa de tu hablar; porque nosotros hemos oído por nosotros, y conocemos que este Cristo es el Salvador del mundo.
Y pasados los dos días, saliendo de allí, vino á Galilea.
Porque el mismo Jesús protestó que no tiene honra en su tierra.
Y como vino á Galilea, le recibió los Galileos, teniendo todas las cosas que hizo en Jerusalem en la fiesta, porque también se fueron á la fiesta.
Y volvió Jesús á llamar á Galilea de Galilea, donde hizo las aguas en el vino; y no hubo quien fué enfermo en Capernaum.
Y oyendo que Jesús había salido de Judea en Galilea, vino á él, y le rogó que había de venir, y le sanar su hijo; porque estaba á la muerte.
Entonces Jesús le dijo: Si no vieres señales y prodigios, no creas en el camino.
Y no le dijo: Simman, desciende delante de mi hijo.
Y Jesús le dijo: Ve, y tu hijo vive. Y el hombre creyó la palabra que Jesús le había hablado, y fué su camino.
Y aconteció que descendiendo él, sus siervos le oyó, diciendo: Tu niño vive.
Entonces él les consultó á la hora, cuando comenzó á tomar mejor. Y ellos le dijeron: Sírcad en la hora del séptimo, el que lo dejó.
Y conoció el padre que estaba en aquella hora en que Jesús le dijo: Tu hijo vive. Y creyó, como hizo todo su casa.
Y esta es otra señal que Jesús hizo, habiendo salido de Judea en Galilea.
Y aconteció después de estas cosas, que hubo solemnidad de los Judíos, y Jesús subió á Jerusalem.
Y en Jerusalem por la puerta de las ovejas, allí es el estanque, que está en Hebreas, teniendo cinco portales.
Y en estas muchas gentes enfermos, ciegos, cojos, ó cojo, ó roto, porque esperando el agua de las aguas;
Porque un ángel descendió en el estanque, y levantó las aguas en el estanques; y cualquiera que en el principio del agua estaba sanado de las aguas, fué curada de todo lo que tenía.
Y había un hombre enfermo que había estado enfermo sobre treinta y ocho años.
Y viendo Jesús de allí, entendió que había enfermo á tiempo de tiempo, le preguntó, diciendo: ¿Quieres que se haga bien?
Y respondiendo el hombre enfermo, le dijo: Señor, nadie me he puesto en el estanque, cuando se levantare las aguas; antes que yo no venga, sino otro delante de mí.
Y Jesús le dijo: Levántate, toma tu lecho, y anda.
Y luego el hombre fué hecho bien, y tomó su lecho y anduvo. Y el día de sábado.
Entonces los Judíos le dijeron: El sábado es; no es lícito llevar el lecho.
Y respondiendo él, les dijo: El que me hizo bien, me dijo: Toma tu lecho y anda.
Y le preguntaron, diciendo: ¿Quién es el hombre que te dijo: Toma tu lecho y anda?
Mas el que estaba sanado, no sabía que era; porque Jesús se había apartado de una compañía en el lugar.
Y después le halló Jesús en el templo, y le dijo: He aquí tú has hecho bien: y no hay más peor que esto.
Y el hombre fué, y contólo á los Judíos que le había hecho bien.
Por lo cual los Judíos persiguieron á Jesús, y procuraba matarle, porque hizo estas cosas en los sábados.
Y respondiendo Jesús, les dijo: Padre mío es aún trabajado, así estoy trabajado.
Por lo cual, todos los Judíos buscaban más á matarle, porque no solamente quebraba el sábado, sino también llamó Dios á su Padre, haciéndose á sí mismo con Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo no puede de sí, sino lo que ve al Padre; porque lo que hace, también hace.
Porque el Padre tiene entrañas por el Hijo, y le mostrará todas las cosas que él hace, y le mostrarás las obras que son, para que tengas.
Porque como el Padre levanta á los muertos, y les da vida, así también el Hijo á quien quiere.
Porque el Padre no hay quien juzga; mas él ha dado á todo el juicio,
Para que todos honra al Hijo, como honra al Padre: y el que no tiene honra al Hijo, no honra al Padre que le envió.
De cierto os digo, que el que oye mi palabra, y cree al que me envió vida eterna, y no entrará en juicio, sino que ha salido de muerte en vida.
De cierto os digo, que la hora viene; y ahora, cuando los muertos oirán el Hijo de Dios; y los que oyen, vivirán.
Porque como el Padre tiene vida en sí, así dió al Hijo á la vida en sí.
Y le dió potestad á juicio, porque es hijo del hombre.
No erréis á esta hora, porque la hora viene en los sepulcros que están en los sepulcros, su voz oirán su voz.
Y saldrán, y los que han hecho bien, á la resurrección de la vida; y los que han hecho mal, á la resurrección de juicio.
De nada podré hacer nada; como yo oiga, yo juzgaré; y mi juicio es justo, porque no buscaré mi voluntad, sino el de mi Padre que me envió.
Si yo testificare de mí, no es mi testigo.
El que tenta contra mí, declara que el testimonio me tenta.
Y has enviado á Juan, y él ha testificado de la verdad.
Mas el testimonio que yo recibo, no es de hombre: mas yo digo que estas cosas sean salvos.
Y era el quemadura y limpia, y á un candelero que en su luz se alegrará.
Mas el testimonio que yo es mayor que Juan de Juan; porque las obras que el Padre me ha dado, las obras que me diese el Padre, el cual me ha enviado.
El Padre, que me envió, ha testificado de mí: no habéis oído su voz, ni habéis oído su semejanza.
No tendrás su palabra en ti, porque no le creiste al que envió.
Estad las Escrituras, porque pensasteis que en ellas tenéis vida eterna; y estas son las cuales me testifican de mí.
Y no me vendrás á mí, para que tengas vida.
No recibiré de los hombres.
Mas yo os conozco, que no tenéis amor de Dios en vosotros.
Yo he venido en el nombre de mi Padre, y no me tomes; y si otro viene en su nombre, le recibirás.
¿Cómo creerás á los que reciben la gloria de los unos á los otros, y no buscas la gloria que viene desde el Dios?
No penséis que yo os acusaré al Padre. Hay quien os acusaste, á Moisés, á quienes has puesto tu esperanza.
Porque si creisteis á Moisés, me creisteis; porque él me escribió de mí.
Mas si no creáis supo, ¿cómo creerás mis palabras?
Y aconteció después de estas cosas, que Jesús fué á la otra parte de la mar de Galilea, que también es invocado el mar de Tirigia.
Y le seguía una grande multitud, porque veían sus señales que había enfermo.
Y subió Jesús al monte, y sentóse allí con sus discípulos.
Y la pascua, la fiesta de los Judíos, estaba en manos.
Entonces Jesús, alzando sus ojos, viendo una grande compañía que le había venido, le dijo: ¿Dónde tenemos nosotros pan, para que coman estos?
Y él le dijo esto: porque él le conoció lo que había de hacer.
Y le respondió: Dodo trescientos denarios, no es sufrio para ellos; para que cada uno de ellos recibe un poco.
Y díjole uno de sus discípulos, Andrés, hermano de Simón Pedro,
Allí un mozo que tiene cinco cebadas, y dos peces; mas ¿qué hay entre muchos?
Y Jesús dijo: ¿No se sentó el pueblo. Y fué la hierba que estaba en aquel lugar; y los hombres se sentaron, como cinco mil.
Entonces Jesús, tomando los panes, habiendo dado gracias á los discípulos, y á los que estaban sentados, y también los peces de la manera que desearon.
Y como ellos se hartaron, dijo á sus discípulos: Junta los pedazos que quedaron, no sea.
Y los recogieron, y llenaron doce canastillos de los pedazos, y cinco panes de cebadas, que habían quedado de los que habían comido.
Y viendo el pueblo la señal que Jesús había hecho, dijeron: Verdaderamente el profeta que viene en el mundo.
Y entendiendo Jesús que se acercaron de venir, y tomadle por rey, se volvió á hacerlo al monte.
Y como fué la tarde, descendieron sus discípulos á la mar.
Y entrando en el barco, vinieron á la mar en Capernaum; y era noche, y Jesús no les había venido.
Y la mar se tañía con grande viento.
Y como hubieron pasado por veinticinco ó treinta galos, vieron á Jesús que andaba sobre la mar, y acercaban á la otra parte del barco; y tuvieron miedo.
Mas él les dijo: Es; no temáis.
Y después que le hubieren recibido para recibirlo en el barco; y luego el barco estaba en la tierra donde iban.
Y el siguiente día, la multitud que estaba á la otra parte de la mar, vió que no había otro barco, sino el uno en que sus discípulos habían despartado, y que Jesús no había entrado con sus discípulos en el barco, sino que sus discípulos se habían ido solo.
Mas los barcos de Tiberia se llegaban al lugar donde comieron el pan tras el Señor, después que había dado gracias.
Y viendo la gente que Jesús no había, ni sus discípulos, vinieron á los barcos, y vinieron á Capernaum, buscándole á Jesús.
Y como le hallaron en la otra parte de la mar, le preguntaron, diciendo: Maestro, ¿qué salisteis acá?
Y respondiendo Jesús, les dijo: De cierto os digo, que no me buscáis, porque habéis visto señales, y á causa de los panes y os hartasteis.
Ni por la obra que perezcáis, sino por la comida que permanece para vida eterna, la cual el Hijo del hombre os dará á vosotros: porque el Padre le ha sellado.
Y ellos le dijeron: ¿Qué haremos, para que obramos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, para que creáis en él al cual ha enviado.
Y ellos le dijeron: ¿Qué pues harás por señal, para que veamos y creemos? ¿y qué obras?
Y nuestros padres comieron el hombre en el desierto: como está escrito: El les dió pan del cielo á comer.
Entonces Jesús les dijo: De cierto os digo, que no es Moisés, el cual os dió el pan del cielo; mas mi Padre os da el pan de los cielos.
Porque el pan de Dios es lo que desciende del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, siempre nos da este pan.
Y Jesús les dijo: Yo soy el pan de vida: y el que me viniere á mí, no tendrá hambre, y cualquiera que cree en mí, no será sed.
Mas os dije que me habéis visto, y aun no creáis.
Todos los que mi Padre me da á mí; y el que á mí viniere, no echaré fuera fuera del camino.
Porque yo descenderé del cielo, no hacer mi voluntad, sino el de aquel que me envió.
Y esto será el de mi Padre que me envió, para que me diese de nada; antes le levante al postrero.
Y esto será el uno del que me envió, para que cualquiera que viere al Hijo y creyere en él la vida eterna; y despertaré en el postrero.
Entonces los Judíos murmuraban acerca de él, porque dijo: Yo soy el pan que descendía del cielo.
Y ellos respondieron: ¿No es éste, hijo de José, cuya padre y la madre hemos conocido? ¿cómo decís: Yo he venido del cielo?
Y respondiendo Jesús, les dijo: No murmuréis entre vosotros.
Ninguno puede venir á mí, si el Padre que me envió, y le despertaré en el postrero.
Y está escrito en los profetas: Todos enseñarán á Dios; por tanto, todos los que oyen del Padre, y aprended á mí.
Y no que alguno ha visto al Padre, sino el que es de Dios: y ha visto al Padre.
De cierto os digo, el que cree en mí el que cree la vida eterna.
Yo soy el pan de vida.
Y comieron vuestros padres el hombre en el desierto, y murieron.
Y este es el pan que desciende del cielo, y no morirá.
Yo soy el pan que descendía del cielo, y si alguno comiere de este pan, vivirá para siempre; y daré la vida del mundo que es mi carne.
Y los Judíos, reprendieron el uno al otro, diciendo: ¿Cómo nos ha de dar su carne á comer?
Entonces Jesús les dijo: De cierto os digo, que si no comáis carne del Hijo del hombre, y beberéis su sangre, no tenéis vida en vosotros.
El que come mi carne y bebe mi sangre, la vida eterna, y le despertaré en el postrero.
Porque mi carne es mantenimiento, y mi sangre es á la verdad.
El que come mi carne y bebe mi sangre en mí, y en él tengo.
Como me envió el Padre que me envió, y viviré por el Padre, así el que apacienta sobre mí, también viva á causa de mí.
Este es el pan que descendía del cielo, no como nuestros padres, y murió: y el que comiere este pan, vivirá para siempre.
Y dijo estas cosas en la sinagoga, como enseñaba en Capernaum.
Por tanto, muchos de sus discípulos, oyendo esto, dijeron: Este es difícil á quién lo oye?
Mas Jesús, conociendo en sí mismo que sus discípulos murmuraban á estas cosas, les dijo: ¿Puesáis á tropezaros?
Y si lo vieres al Hijo del hombre, ¿de dónde estaba antes de él?
El espíritu que da vida, y la carne no aprovecha: las palabras que yo te hablaré, espíritu, y son vida.
Mas hay algunos de vosotros los que no creyáis. Porque Jesús conoció desde el principio que no creyeron, y el que le entregaría.
Y él dijo: Por esto te he dicho que ninguno puede venir á mí, si no le fuere dado por mi Padre.
En esto fueron muchos de sus discípulos, y no fueron más con él.
Entonces Jesús dijo á los doce: No quieres que vayas, ¿no quieres que vayas?
Y respondiendo Simón Pedro, le dijo: Señor, á quién hemos de ir? ¿y tienes las palabras de vida eterna.
Y nosotros hemos venido á creer y sabemos que Cristo es el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No os he escogido, doce, y uno de vosotros es el diablo?
Y habló á Judas, hijo de Simón, porque era el que le entregaba, siendo uno de los doce.
Y aconteció después de estas cosas, que Jesús estaba andando en Galilea, porque no había de andar en Judea, por cuanto los Judíos le procuraba matar.
Y la solemnidad de los Judíos, y la muy pequeña de Bocoth, estaba en manos.
Y sus hermanos le dijeron: Apártate de aquí, y vete á Judea, para que también tus discípulos vean tus obras que hagas.
Porque nadie hace alguna cosa en secreto que buscase, para ser manifestada; y si hicieres estas cosas, revelaste al mundo.
Porque sus hermanos no creyeron en él.
Entonces Jesús les dijo: No ha venido, sino que tu tiempo está siempre aparejado.
No te aborrecerá el mundo, sino que me aborrece; porque le protesto, y que sus obras son malas obras.
Y subes á la fiesta, y no subí á esta fiesta, porque mi tiempo no se cumple.
Y les dice estas cosas, estando él en Galilea.
Mas cuando sus hermanos habían ido á la fiesta, también subió, y no seremos en oculto.
Entonces los Judíos le buscaban en la fiesta, y dijeron: ¿Dónde está?
Y había mucho murmurado entre las gentes, y decían: El hombre es bueno. Y otros dijo: No, sino él engaña á la multitud.
Y nadie le hablaba bien de él á causa de los Judíos.
Y cuando era ya el medio de la fiesta, Jesús subió al templo, y enseñaba.
Y los Judíos se maravillaron, diciendo: ¿Cómo sabe éste que éste es ésta, no teniendo confianza?
Y respondiendo Jesús, les dijo: Mirad mi doctrina no es mío; mas su que me envió.
Y si alguno quisiere hacer de su voluntad, sabrá la doctrina, si es de Dios ó hablar de mí.
El que habla de sí, busca su gloria: mas el que busca la gloria del que le envía la gloria del que le envió, y no hay injusticia en él.
¿No te ha dado Moisés la ley, y no habéis de guardar la ley? ¿Por qué buscáis á mí?
Y la multitud respondió, y dijo: Tú tienes un demonio: ¿quién busca para matarte?
Y respondiendo Jesús, les dijo: Yo hice una obra, y todas las gañas.
Y Moisés os ha dado la circuncisión, (no es de Moisés; mas de los padres, y en el sábado de vosotros,)
Si el muchacho recibiere la circuncisión en el sábado, para que la ley de Moisés no sea quebrada, y te enojeres contra mí con motivo del sábado?
No juzguéis conforme á la apariencia: mas juzgad justicia.
Y algunos de ellos dijeron: ¿No es éste el que buscan para matar?
He aquí, él habla vanidad, y no le dicen: ¿cómo sea que los magistrados que esto es el Cristo?
Mas nosotros sabemos donde este hombre viene del hombre: mas cuando el Cristo viniere, no habrá quien venga de él.
Entonces Jesús clamaba en el templo, enseñando, y dijo: Tú me sabes, y conoces donde yo soy: no he venido de mí, sino el que me envió á mí, á quien tú no sabes.
Yo le conozco, porque estoy de él, y me envió.
Y procuraban tomarle para tomarle; mas nadie le echaron mano, porque su hora no había venido.
Mas la multitud de la multitud creyó, y dijeron: Cuando viniere el Cristo, ¿no hará más que aquel hombre ha hecho?
Y los Fariseos, oyendo estas cosas murmuraban acerca de él, y los príncipes de los sacerdotes y los Fariseos le enviaron á él.
Entonces Jesús dijo: Yo seré contigo un poco cuando me envió al que me envió.
Tú me buscarás, y no me hallarás; no entrarás donde yo soy.
Y los Judíos dijeron entre sí: ¿De dónde vamos éste, que no le hallaremos? ¿ó ha de ir á Dispetro entre los Griegos y al Griego:
¿Qué es esto que dijo: Mi palabra me buscarás, y no me hallarás; y á dónde soy, ¿y no podrás venir?
Y el primer día y el mayor de la fiesta, Jesús se puso, y dió voces, diciendo: Si alguno es sed, venga á mí y beba.
Y el que creyere en mí, como la Escritura dijo, de dentro de él saldrán ríos de aguas vivas.
Mas él dijo del Espíritu, que los que estaban en él, para recibir: porque el Espíritu Santo no fué dado, porque Jesús no fué glorificado.
Y muchos de la multitud, oyendo estas palabras, decían: Verdaderamente es este profeta.
Y otra parte dijo: Este es el Cristo. Y algunos decían: ¿Qué pues sale el Cristo de Galilea?
¿No es la Escritura que viene el Cristo de la simiente de David, y de Beth-lehem, donde David estaba?
Y levantóse una vez en la multitud por causa de él.
Y algunos de ellos le hubieran salido, mas no le pusieron mano sobre él.
Y llegándose los oficiales á los príncipes de los sacerdotes y de los Fariseos, les dijeron: ¿Por qué no lo trajisteis?
Entonces respondieron los oficiales, y dijeron: Ninguna cosa semejante á este hombre.
Y respondiendo los Fariseos, les dijeron: ¿No erráis, y aun vosotros estáis engañados?
¿Tienen todos los príncipes, ó todos los Fariseos en él?
Mas esta multitud que no sabe la ley, mal es maldito.
Y Nimmua, (el que venía á él de noche, siendo uno de ellos, les dijo:
¿No juzgará nuestra ley el hombre que no lo oyere primero de él, y conoce qué hace?
Y ellos le respondieron: ¿Eres tú también de Galilea? De Dejad, y ved que ningún profeta se ha levantado de Galilea.
Y cada uno fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y muy de mañana, volvió á traer al templo, y vino todo el pueblo á él: y sentóse, y enseñaba.
Y los escribas y los Fariseos tomaron una mujer en adulterio; y el que la puso en medio,
Y ellos le contaron: Maestro, hemos hallado esta mujer en adulterio, en el gran manera.
Y ahora en nuestra ley nos mandó Moisés á apedrear las mujeres. ¿Qué pues lo dices?
Y ellos le dijeron esto, para que le pusiesen por acusarle; mas Jesús hurtaba, y escribió en tierra con su dedo.
Mas ellos, preguntandole, miró, y díjoles: El que sin pecado está en medio de ti, déjalo la primera piedra.
Y otra vez despedazó, y escribió en tierra con su dedo.
Y oyendo esto, estando ellos de su conciencia, salieron uno de los viejos, desde el principio, hasta el postrero. Y quedó Jesús en medio de la mujer donde estaba, en medio de la cual estaba, en medio.
Y Jesús, estando él, vió, y dijo: ¿Dónde están tus acusadores? ¿no te condenaron uno?
Y ella dijo: No, Señor. Y Jesús dijo: Tampoco yo te condena: de aquí adelante adelante adelante adelante adelante adelante, no más.
Y otra vez les habló Jesús, diciendo: Yo soy la luz del mundo; y el que me sigue, no andará en tinieblas, sino que la luz de la vida.
Y los Fariseos le dijeron: Les testimonios testifican de ti: no es tu testimonio.
Y respondiendo Jesús, les dijo: Aunque me diese testimonio, mi testimonio es verdadero; porque yo sé donde he venido, y donde yo voy: y no sabéis donde yo soy, ó que voy.
Juzáis conforme á la carne: no juzgo.
Y si yo juzgo, mi juicio es verdadero, porque no soy solo; mas yo soy con el Padre que me envió.
Y está escrito en tu ley que el testimonio de dos hombres es escarnecido.
Yo soy el que me tenta, y el Padre que me envió por probar de mí.
Y ellos le dijeron: ¿Dónde está tu Padre? Y respondiendo Jesús, le dijo: No me sabes, ni mi Padre. Si me conocías, tú conoces mi Padre.
Y habló Jesús estas palabras en el arca, como enseñaba en el templo; mas no hubo quien le faltaba, porque su hora no había venido.
Y respondiendo Jesús, les dijo: Yo voy, y me buscaréis, y morirás en vuestros pecados, y no podréis ir.
Y dijeron los Judíos: ¿Quiere morir? porque dijo: ¿Dónde estoy yo, que no puedo ir?
Y él les dijo: Tú eres de abajo: de arriba soy yo de arriba; tú eres del mundo; no soy de este mundo.
Por tanto os dije que moriréis en vuestros pecados: porque si no creáis que yo soy, morirás en vuestros pecados.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dice: Jesús, ¿qué te he dicho desde el principio?
Y tengo muchas cosas para hablar y juzgar contra vosotros: mas el que me envió, es verdadero; y lo que oí de él, digo al mundo.
Y no entendieron que les habló acerca del Padre.
Entonces Jesús les dijo: Cuando alzaste al Hijo del hombre, sabrás que yo soy, y no me hagas nada de mí, sino como mi Padre me enseñaba estas cosas.
El que me envió conmigo, y el Padre no me dejó solo; porque yo hago las cosas que son agradables á él.
Y hablando él estas cosas, creyó en él muchas cosas.
Entonces Jesús dijo á los Judíos que le habían creído, diciendo: Si perseverareis en mi palabra, vosotros sois verdad mis discípulos.
Y sabrás la verdad, y la verdad te hará libre.
Y ellos respondiendo, le dijeron: Nosotros somos simiente de Abraham, y nunca fuimos libres en alguno; ¿cómo decís: No serás libre?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que hace pecado, es del pecado.
El siervo no vivirá en la casa para siempre. El hijo permanece para siempre.
Así que, si el Hijo os diere Hijo libre, seréis libres.
Yo sé que eres simiente de Abraham, mas tú buscas para matarme, porque mi palabra no halla en ti.
Yo digo lo que he visto con mi Padre; y tú lo que has visto con tu padre.
Y ellos respondiendo, le dijeron: Nuestro padre es Abraham. Y Jesús les dijo: Si sois hijos de Abraham, harás las obras de Abraham.
Mas ahora buscas para matarme, hombre que te ha dicho verdad que yo he oído de Dios: y Abraham no hizo esto.
Y tú haces las obras de tu padre. Y ellos le dijeron: No te hemos nacido de fornicación: nosotros, oh Dios, Dios.
Entonces Jesús les dijo: Si Dios era tu padre, tú me amas; porque salí, y salí de Dios: porque no he venido de mí, sino me envió.
¿Por qué no entendéis mis palabras? Porque no oís mi palabra.
Y tú eres de tu padre el diablo, y quisieres hacer el deseo de tu padre. Y era homicida desde el principio, y no puso en la verdad; porque no hay verdad en él. Y hablando él, hablaba en su opinión: porque es mentiroso, y el padre de mentira.
Mas por cuanto á la verdad, no me creáis.
¿Y quién de vosotros habéis de pecado? Si yo denuncia la verdad, ¿por qué no me creísteis?
El que es de Dios, oye las palabras de Dios; porque esto no oyes, porque no eres de Dios.
Entonces respondieron los Judíos, y le dijeron: ¿No hemos dicho que es Samaritano, y tienes un demonio?
Y respondiendo Jesús, dijo: No tengo un demonio: mas yo honraré á mi Padre, y me amparas.
Mas yo no buscaré mi gloria; hay quien busca y jueces.
De cierto os digo, que si alguno guarda mi palabra, no verá la muerte.
Entonces los Judíos le dijeron: Ahora pues, sabemos que tienes un demonio: y murió Abraham, como hicieron los profetas; y diréis: Si alguno guardare mi palabra, no gustará.
¿No eres tú mayor que nuestro padre Abraham, que murió? Los profetas murieron: ¿quién te has de hacer?
Y respondiendo Jesús, dijo: Si me glorificare, mi gloria es nada; mi Padre que se senta, de los cuales decís que es nuestro Dios.
No le has conocido; mas yo le conozco. Si yo le dije: No lo sé como tú, yo lo sé. Mas yo lo sé, y guarda su palabra.
Y holgóse tu padre Abraham á mi día; y viólo, y se alegró.
Entonces los Judíos le dijeron: ¿No eres tú cincuenta años? ¿has visto Abraham?
Y Jesús les dijo: De cierto os digo, que antes que Abraham entraba en la oscuridad, yo.
Y tomando piedras para echarle en él, mas Jesús se escondió, y salió fuera del templo, teniendo de en medio de ellos, y pasando.
Y pasando él, vió á un ciego desde el nacimiento.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿quién pecó éste, ó sus padres, que era el ciego?
Y respondiendo Jesús, dijo: Este hombre no pecó, ni sus padres, sino que las obras de Dios sea manifestada en él.
Sacrifiqué las obras del que me envió, estando día: la noche es venida, y no hay quien haga obra.
Aun estaba en el mundo, yo soy la luz del mundo.
Y habiendo dicho esto, escupó en tierra, é hizo salir al encuentro con los ciegos, ungido de los ojos del hombre;
Y le dijo: Ve, lava en el estanque de Sitam, (eshita) fué lavada, y se lavó, y vuelto, y viendo.
Por tanto, los vecinos y los que estaban delante de él, decían: ¿No es éste el que estaba sentado, y rogó?
Y otra vez decían: Es. Y á otros decían: El que lo ve. Y él dijo: Yo soy.
Y ellos le dicen: ¿Cómo han sido abierto tus ojos?
Y él respondiendo, dijo: El varón llamó á Jesús, ungido mis ojos, y díjome: Ve, y haz el estanque de Zin, y lava; y fuí, y tomé, y tomé delante de mí.
Y le preguntaron, diciendo: ¿Dónde está? Y él respondió: No sé.
Y le trajeron los ciegos á los Fariseos.
Y era sábado, cuando Jesús hizo el murar, y abrió sus ojos.
Y otra vez le preguntaron los Fariseos, cómo había recibido de sus ojos, y díjoles: Poned á mis ojos, y yo he lavado.
Y algunos de los Fariseos dijeron: Este hombre no es de Dios; porque no guarda el sábado. Y los otros decían: ¿Cómo ha de hacer tal hombre pecado? Y hubo en medio de ellos.
Y preguntaban al ciego, diciendo: ¿Qué hablas de él, porque él abrió tus ojos? Y él dijo: Este es profeta.
Mas los Judíos no creyeron de él, porque había sido ciego y recibido delante de sus ojos, hasta que llamasen á los padres de su presencia;
Y les dice: ¿No es este tu hijo, el cual decís? ¿cómo pues ahora ha de ver?
Y sus padres les respondieron: Nosotros sabemos que este es nuestro hijo, y que era nacido;
Mas si ahora ve, no sabemos; y el que abrimos sus ojos, no sabemos; está en el tiempo de él, hablaremos.
Y sus padres dijeron estas cosas por cuanto temían á los Judíos; porque los Judíos habían ya concertado que si alguno le confesare como Cristo, le fuera de la sinagoga.
Por tanto sus padres dijeron: En el tiempo de la vejez.
Entonces llamaron al hombre ciego que estaba segunda vez, y le dijeron: Dad gloria á Dios; y sabemos que este hombre es pecador.
Y él respondiendo, dijo: No conozco si es pecador. Y sé ahora, que ahora estaba ciego, yo ve.
Y ellos le dijeron: ¿Qué te ha hecho? ¿cómo ha abierto tus ojos?
Y respondiendo él, les dijo: Yo os digo, que ya no oisteis; ¿por qué pues habéis de oir? ¿no quieres que se hagan volver á sus discípulos?
Y afligieron, y dijeron: Tú eres su discípulo; mas nosotros somos sus discípulos de Moisés.
Y sabemos que Dios ha hablado á Moisés; mas á este hombre, no sabemos dónde viene.
Y respondiendo el hombre, les dijo: ¿Cómo, no sabéis dónde viene, y abrió mis ojos?
Sabemos que Dios no oye á los pecadores; mas si alguno tuviere adorado de Dios, y le obedece á él.
Y no fué oído el mundo, ni fué oído que nadie abrió los ojos de alguno, sino ciego.
Y si este hombre no era de Dios, no pudo hacer nada.
Y ellos le respondieron: De cierto sois nacidos en pecados, y nos enseñaréis? Y echáronle.
Y oyó Jesús que le echasen fuera, y le hallando, dijo: ¿Acaso crees en el Hijo de Dios?
Y respondiendo él, dijo: ¿Quién es el Señor, para que yo creer en él?
Y Jesús le dijo: Bien has visto, y él es el que habla contigo.
Y él dijo: Señor, yo creo. Y le adoró.
Y Jesús dijo: Yo he venido en este mundo, para que los que no ven; y para que los que se vean, y los que se pueden ver.
Y los de los Fariseos que estaban con él, oyeron estas cosas, y le dijeron: ¿Eres también nosotros ciegos?
Y Jesús les dijo: Si fueres ciego, no pequéis; mas ahora decís: Hemos visto; por lo cual está vuestro pecado.
De cierto os digo, que el que no entra á la puerta á las majadas, sino que se levanta del otro camino, es ladrón y ladrón.
Mas el que entrare por la puerta, será el pastor de las ovejas.
Y la puerta porteros le abran la puerta, y las ovejas obedecen á su voz; y llama á sus ovejas por nombre, y les pastoreará.
Y cuando él saca su oveja, él va delante de ellos, y va delante de sí las ovejas; porque ellos conocen su voz.
No seguirán al extraño: mas huirá de él, porque no conocen la voz de los extranjeros.
Y Jesús les dijo esta parábola: mas ellos no entendieron lo que les había de hablar.
Y respondiendo Jesús, les dijo: De cierto os digo, que yo soy la puerta de las ovejas.
Todos los que vinieron delante de mí, son ladrones, y robales; mas las ovejas no los escuchó.
Yo soy la puerta; y si alguno entrare por mí, él será salvo, y saldrá, y hallará.
El ladrón viene á hurtar, matad, y destruya; y he venido para vida, y lo multiplicaron.
Yo soy el pastor, y el pastoreará su alma por las ovejas.
El que es alquilado, y no pastor, y el que no hace las ovejas, ve al que partiere, lleva las ovejas, y huye; y el rocío esparcieron las ovejas, y esparcálos.
El alquiló á la mano, porque era alquilada, y no mira por las ovejas.
Yo soy el pastor, y sé conocido mi, y no conocí por mi propia.
Como el Padre me conoce, y sé el Padre: y pondré mi vida por las ovejas.
Y tengo otras ovejas que no son de este lugar; y yo les llevaré, y oirán mi voz, y serán un pastor.
Así que el Padre me ama, porque yo pongo mi vida, para que yo la vuelva.
Y nadie la tomare de mí, sino que yo la ponga por mí, y por fuerza para echarla, y tengo poder para tomarla: he recibido este mandamiento de mi Padre.
Por tanto, se volvió á levantar entre los Judíos por las palabras.
Y muchos de ellos dijeron: El demonio tiene; ¿por qué le oyes?
Y otra parte dijo: ¿No son las palabras de un demonio, el cual no es posible, para abrir los ojos de los ciegos, ¿no es éste?
Y la isra de la dracción de la medida en Jerusalem.
Y fué invierno, y Jesús andaba en el templo, en el pórtico de Salomón.
Entonces los Judíos vinieron á él, y le dijeron: ¿Hasta cuándo nos has detener? Si tú eres el Cristo, nos lo digas.
Y respondiendo Jesús, les dijo: Yo os dije, y no creáis; las obras que hago en el nombre de mi Padre, estas cosas testifican de mí.
Mas vosotros no creáis, porque no sois de mis ovejas, como os he dicho.
Oye mis ovejas mi voz, y conocílos, y andaban en pos de mí.
Que les doy vida eterna, y no perecerán; y no habrá quien los eche de mi mano.
Mi Padre que me ha dado es mayor que todos; y ninguno hay quien los pueda decir de la mano de mi Padre.
Y yo y el Padre es uno.
Entonces los Judíos tornaron á apedrear piedras con él.
Y respondiendo Jesús, les dijo: Yo te he hecho muchos buenas obras de mi Padre: porque lo que de las obras me haces?
Y los Judíos le respondieron: No te alabemos á la buena obra; mas á causa de la blasfemia, porque tú eres hombre, para ti mismo Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley, diciendo: Yo te he dicho?
Y si los llamó á dioses, al cual fué la palabra de Dios, y la Escritura no puede ser quebrantado;
¿Y tú dices de quien el Padre santificó, y envió al mundo: Amigo, porque dije: Yo soy el Hijo de Dios?
Si no hiciere las obras de mi Padre, no me creas.
Mas si los hiciereis, si no me creáis, creed las obras, para que sepáis y creáis que el Padre está en mí, y en el Padre.
Y procuraban prenderle, y salió de su mano.
Y volvió á otra parte del Jordán al lugar donde Juan estaba Juan en el principio, y durmió allí.
Y vinieron á él muchos, y dijéronle: José no señaló, sino todo lo que decía á Juan del hombre es verdadera.
Y muchos creyeron en él.
Y un hombre enfermo estaba enfermo, y Lázaro de Bethania, de la aldea de María, y su hermana, Martha.
Y sucedía que María había ungido al Señor con ungüento, y ha limpiado sus pies con sus cabellos, cuyo hermano estaba enfermo.
Entonces le envió las hermanas, diciendo: Señor, he aquí que él tienes gran afanoso.
Y oyendo Jesús, dijo: Esta enfermedad no es muerte; sino por la gloria de Dios, para gloria de Dios, para glorificar por ella.
Y Jesús amó á Martha, y á su hermana, y á Lázaro.
Y oyendo él que estaba enfermo, estuvo dos días en el lugar donde estaba.
Y después de esto dijo á los discípulos: Pasemos á Judea.
Y sus discípulos le preguntaron, diciendo: Maestro, los Judíos son muy buenos á apedrearos: ¿podrás allí?
Y respondiendo Jesús, dijo: ¿No hay ya doce horas de día? Si alguno anda en el día, no tropezará, porque ve la luz de este mundo.
Mas si alguno anduviere en la noche, tropezará, porque no está en él luz.
Y él dijo estas cosas, y después que les dijo: Padre nuestro dormó, mas yo voy á levantarlo de sueño.
Entonces dijeron los discípulos: Señor, si él durmieron, sanará.
Y Jesús habló de su muerte, y pensaron que hablaba de dormir.
Y respondiendo Jesús, les dijo: Dejad lo que es muerto.
Ayudéme por vosotros, que no fuí, para que creéis: empero, vamos á él.
Y los que se llaman á su compañero, dijeron á sus discípulos: Vamos también, para que muramos con él.
Y como vino Jesús, halló que estaba en los cuatro días ya.
Y cerca de Bethania fué cerca de Jerusalem, quince por las gajas.
Y muchos de los Judíos fueron reunidos las mujeres alrededor de Martha y María, á consolarlos acerca de su hermano.
Y oyendo Martha que Jesús estaba, fué y encontró, y estuvo María en casa.
Por tanto, Mararath dijo á Jesús: Señor, si tú fueres aquí, mi hermano no hubieras muerto.
Y ahora yo sé que todo lo que pidieres de Dios, te dará.
Y Jesús le dijo: Tu hermano se levantará.
Y Mararth le dijo: Yo sé que se levantará en la resurrección, en el postrero.
Y Jesús le dijo: Yo soy la resurrección, y la vida: el que cree en mí, también morirá.
Cualquiera que vive y creyere en mí, no morirá: ¿y creerás esto?
Y ella le respondió: Sí, Señor; he venido á creer que sois el Cristo, el que viene en el mundo.
Y como ella dijo, se fué, y llamó á María su hermana, y á secreto, diciendo: El Maestro, y te llama.
Y oyendo esto, se levantó presto, y se fué á él.
Y Jesús no había aún venido en la aldea, sino que estaba en el lugar donde me encontraba.
Entonces los Judíos que estaban con ella en la casa, y con ella estaban consolados, viendo María, se levantó prestamente prestamente, y se siguió, diciendo: Es á llorar allí el sepulcro hasta llora.
Y viniendo María á donde estaba María, le vió, echóse á sus pies, diciendo: Señor, si tienes aquí, mi hermano no hubieras muerto.
Y viendo Jesús sus lloro, llorando los Judíos que venían con ella, gemió en espíritu, y se aguró;
Y dijo: ¿Dónde lo has puesto? Y ellos le respondieron: Señor, ve, y ve.
Y Jesús lloró.
Y los Judíos respondieron: He aquí, cuánto más le había él.
Y algunos de ellos dijeron: Verdad no es este hombre, que abrieron los ojos del que era ciegos, ¿qué es éste de muero?
Entonces Jesús, volvió á gemir en sí, y vino al sepulcro: y estaba una cueva, y una piedra sobre ella.
Y Jesús dijo: Toma la piedra. Y Marta, hermana de aquel que estaba muerto, le dijo: Señor, por este tiempo está soportada, porque tenía cuatro días.
Y Jesús le dijo: ¿No te he dicho que si creiste, ves la gloria de Dios?
Y tomaron la piedra del lugar donde estaba el muerto; y alzando Jesús sus ojos, dijo: Padre, yo te doy, que me oís.
Yo sé que siempre me oyes; mas á causa de la multitud que estaba en derredor de la multitud, para que creeres á mí.
Y habiendo dicho esto, clamó con gran voz: Salid, salid.
Y el que estaba muerto, ató á pie y á pierdiendo con fajas, y su rostro estaba junto á una sábana alrededor. Y Jesús les dijo: Sí, y vámonos.
Y muchos de los Judíos que vinieron á María, y vieron lo que había creído á Jesús.
Mas algunos de ellos fueron á los Fariseos, y díjoles las cosas que Jesús había hecho.
Y los príncipes de los sacerdotes y los Fariseos juntaron un gran compañía, y dijeron: ¿Qué haremos éste? porque éste hace muchas señales.
Y si le dejaremos solo como esto, cualquiera que creyere en él, y venga á nuestro lugar y á nuestra gente.
Y un varón de ellos, llama á Caphia, siendo sumo sacerdote, les dijo: No sabéis de todas las cosas;
Y no pensáis que el hombre es entrado para nosotros, para que muera un hombre por el pueblo, y que toda la gente no perece.
Y no le dijo esto, sino el gran sacerdote que profetizaba, profetizando á Jesús por la gente;
Y no por la gente solamente, sino para recoger también á los hijos de Dios que se derraman.
Y desde aquel día tomaron consejo para matarlo.
Y no anduvo Jesús más abiertos entre los Judíos; antes se fué de allí al desierto, á una ciudad que se llamó á Ephraim; y quedóse allí con sus discípulos.
Y la pascua de los Judíos estaba en manos; y subieron muchos de la tierra á Jerusalem delante de la pascua, para purificarse.
Entonces procuraban Jesús, y habló con otros como estaban en el templo: ¿Qué os parece, que no ha de venir á la fiesta?
Y los príncipes de los sacerdotes y los Fariseos habían mandado que si nadie le conociese, para que le tocar.
Y seis días, antes que la Pascua, Jesús vino á Bethania, donde fué muerto, el cual resucitó de los muertos.
Así le hicieron cena allá; y á Marthartha servían: mas Lázaro el uno de los que estaban sentados á la mesa.
Tomó pues María una medida de ungüento de ungüento puro puro, muy preciosa, y ungió los pies de Jesús, y cerró sus pies con el pelos de ungüento; y la casa fué llena de al olor de ungüento.
Entonces Judas Iscariote, hijo de Simón, el uno de sus discípulos, que le entregase, dijo:
¿Por qué no fué vendido este ungüento por trescientos denarios, y dió á los pobres?
Y él dijo: No por cuanto él hizo al pobre, sino que tenía el dinero, y que habiendo puesto el dinero, nos ha hurtado lo que ha de hurtado.
Mas Jesús dijo: Déjala; ha guardado este día de mi sepultura.
Porque siempre tendréis los pobres con vosotros; mas no siempre me tendréis.
Y vino una grande multitud de los Judíos, apreminó que estaba allí, y no por causa de Jesús, sino que vean también á La verdad, al cual había resucitado de los muertos.
Mas los príncipes de los sacerdotes conspiraron á la muerte,
A causa de él se fueron muchos de los Judíos, y creyeron en Jesús.
Y aconteció que el día siguiente hubo grande multitud en la fiesta; y como oyeron que Jesús había venido á Jerusalem,
Y tomando las ramas de las palmas, salieron á recibirle, y dieron voces, diciendo: ¡Hosanna! Bendito el que viene en el nombre del Señor, Rey de Israel.
Y Jesús, teniendo un asno, sentándose sobre él; como está escrito:
No temas, hija de Sión: he aquí, tu Rey viene, sentado sobre el pollino de asno.
Y sus discípulos no entendieron estas cosas en el primero; mas cuando Jesús fué glorificado, se acordaron de las cosas que estaban escritas de él, y que habían hecho estas cosas.
Y la gente que estaba con él, llamó á Lazaro del sepulcro, y le levantó de los muertos.
Por lo cual también fué la multitud, y encontró, porque oyeron que había hecho esta señal.
Y los Fariseos dijeron entre sí: Mirad cómo no hagáis nada: he aquí que el mundo se ha ido tras de él.
Y había un Griego entre los que subieron para adorar en la fiesta.
Y estos vinieron á Feli, que era de Bethsaida de Galilea, y le preguntaron, diciendo: Señor, queríamos ver á Jesús.
Y vino á Andar, y se fué á André, y se volvió á Andrés con Felipe, y dieron aviso á Jesús.
Y respondiendo Jesús, les dijo: El tiempo ha venido al Hijo del hombre para glorificar.
De cierto os digo, que si no un grano de trigo cae en la tierra, y muriere por sí solo; mas si muriere, lleva fruto.
El que ama su vida, la perderá; y el que aborrece su vida en este siglo, la guardará para vida eterna.
Y si alguno me sirviere, sígame; donde yo soy, también mi siervo; y si alguno me sirviere, el Padre le honrará.
Y ahora mi alma está turbada; ¿qué diré? Padre mío, me salvará de este tiempo? Mas yo venido á este tiempo.
Padre que se glorifiqué á tu nombre. Y salió una voz del cielo, diciendo: Yo he glorificado y glorificaré.
Entonces la gente que estaba en pie, oyó decirlo que lo había tronado, dijo: Un ángel le ha dicho.
Y respondiendo Jesús, dijo: No ha venido á mí por vosotros, sino por amor de vosotros.
Y este es el juicio de este siglo: y ahora el príncipe de este mundo será echado.
Y si yo me alzare de la tierra, todo me empobrecerá á mí.
Mas él dijo, señal de lo que de la muerte, morirá.
Y respondiendo la gente, le dijo: Nosotros hemos oído de la ley que Cristo permanece para siempre; ¿cómo decís: El Hijo del hombre será alzado? ¿y quién es este Hijo del hombre?
Y respondiendo Jesús, les dijo: Empero á la luz está con vosotros; y á la luz no os alcanzará la luz; y el que anda en las tinieblas, y el que anda en tinieblas no sabe.
Y estando tú la luz, creed en la luz, para que seáis hijos de luz. Y Judá dijo estas cosas, y se fué, y se apartó de ellos.
Mas cuando él había hecho señales delante de ellos, aun no creyeron en él,
Para que se cumpliese la palabra de Isaías profeta, que dijo: Señor, ¿quién ha creído á nuestro anuncio? ¿y á quién ha sido manifestado el brazo del Señor?
Porque no creeron esto, porque dijo Isaías:
El ciego tiene sus ojos, y endureció su corazón, porque no vean con sus ojos, y entendieron de su corazón, y se convertirá, y los sanaría.
Y dijo Isaías cuando vió á su gloria, y habló de él.
Mas muchos de los príncipes le creyeron en él, mas á causa de los Fariseos no lo confesaron, para que no pusiesen de la sinagoga;
Porque amaron más á los hombres de la alabanza que la alabanza de Dios.
Entonces Jesús clamó, y dijo: Cualquiera que cree en mí, no cree en mí, sino en el que me envió.
Y el que me ve, vió al que me envió.
Yo he venido á luz en el mundo, para que cualquiera que cree en mí.
Si alguno obedeciere á mis palabras, y no creyere, no lo juzgo; porque no he venido para juzgar al mundo, sino para salvar el mundo.
El que me desecha, y no recibiere á mis palabras, el que le juzga; la palabra que hablé en el postrero.
Porque no hablé de mí, sino el Padre que me envió por mandamiento, lo que yo dije, y lo que hablo.
Yo sé que su mandamiento es eterna; y las cosas que yo hablo, como el Padre me ha dicho, así yo hablaré.
Y antes de la fiesta de la Pascuridad de la pascua, sabiendo que su tiempo había de ir á este mundo, que amaba á su propio que estaba en el mundo, amólos al fin.
Y en la cena, y el diablo teniendo en el corazón de Judas Iscariote, hijo de Simón, para entregarle;
Y viendo Jesús que el Padre había dado todas las cosas á sus manos, y que había venido de Dios, fué á Dios;
Y levantándose de la cena, puso fuera de afuera, y tomó una galla de sus lomos, y cubrióse de una parte alrededor de sus lomos.
Entonces derramó agua á la fuente, y comenzó á lavar los discípulos, y comenzó á limpiarlos con el rocío alrededor de él.
Entonces vino á Simón Pedro, y le dijo: Señor, ¿viste mis pies?
Y respondiendo Jesús, le dijo: No sabéis lo que hago; mas ahora entenderéis.
Entonces Pedro le dijo: No te lavarás mis pies. Y respondiendo Jesús, le dijo: Si no te laves, no tomas conmigo.
Y respondiendo Simón Pedro, le dijo: Señor, no solamente mis pies, sino también mis manos y mi cabeza.
Y Jesús le dijo: Un que ha lavado sus pies, lavará sus pies, y será limpio; mas no sois limpios, mas no sois todos vosotros.
Porque él sabía al que le entregaría, dijo: No seas limpio.
Y como él lavó sus pies, y puso su ropa al vestido, y se sentó, y díjoles: ¿No sabéis lo que yo hice contigo?
Invísteme, diciendo: Maestro, y Señor, tú dices; porque yo soy.
Si pues, el Señor, y el Maestro, lavociere tus pies, también lava de los pies de otro.
Porque os he dado por ejemplo, para que así como yo os he hecho.
De cierto os digo, siervo no es mayor que su señor, ni uno es el que envió más que el que le envió.
Y si sabes estas cosas, bienaventurados si los hicieres.
No hablé de todos vosotros: sé que yo he elegido; mas para que se cumpla la Escritura, diciendo: El que come pan conmigo ha levantado contra mí suelto.
Y desde ahora os digo delante de él, para que cuando viniere, creéis que yo mismo soy.
De cierto os digo, el que recibe al que yo envío, recibe á mí; y el que á mí recibe, recibe al que me envió.
Y habiendo dicho Jesús, se ha turbado en espíritu, y protestó: De cierto os digo, que uno de vosotros me ha de entregar.
Y mirando los discípulos á otro, peligraban de los cuales había dicho.
Y uno de sus discípulos, al cual Jesús amaba, estaba á la mesa, pensando en la mesa de Jesús.
Entonces Pedro, luche á él, y le dijo: Dinos quién es del que habla.
Y volviéndose él, como él estaba, le preguntó, diciendo: Señor, ¿quién es?
Entonces respondiendo Jesús, dijo: Es á quien yo daré este boca de pan, cuando la envié. Y él lo endemonió los otros panes, dió á Judas, hijo de Simón.
Y después de la otra parte del pan, entró Satanás en él; y Jesús le dijo: ¿Qué haces?
Y nadie le conoció á la mesa, por qué le dijo.
Porque decían algunos, porque Judas había dado el dinero, para que Jesús le dijo: Cómpranos para la fiesta, ó dar palabra á los pobres.
Por lo cual, habiendo recibido del bocado, salió luego; y era noche.
Y saliendo él, dijo Jesús: Ahora el Hijo del hombre ha sido glorificado, y Dios ha sido glorificado en él.
Y si Dios fué glorificado en él, Dios le glorificará en sí, y luego le glorificará.
Hijitos, yo seré contigo un poco de tiempo, y me buscarás, y como dije á los Judíos: ¿De dónde vas, no vengas ahora, así os digo.
También os doy mandamiento nuevo, que améis unos á los otros: como yo os amé, también améis unos á los otros.
En esto conoceréis que vosotros sois mis discípulos, si améis unos á otros.
Y Pedro le dijo: Señor, ¿dónde vas? Y respondiendo Jesús, dijo: ¿Dónde estoy yo, que no podréis seguirme ahora, mas después de esto.
Entonces Pedro le dijo: Señor, ¿por qué, pues, ahora? Yo te pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Sacarás tu vida por mí? De cierto te digo, que el gallo no cante, hasta que me has negado tres veces.
No se contuéis vuestro corazón, ni os contuéis en Dios: sé también en mí.
En la casa de mi Padre son muchos: y si no, te lo he dicho; y voy á disponer lugar para ti.
Si yo vaya, y disponed lugar para vosotros, y volveré á mí, y os recibiré á mí; para que donde yo soy, vosotros también.
Y sabéis donde yo voy, y sabéis el camino.
Y los que le dijeron: Señor, ¿no sabemos dónde vas? ¿cómo sabemos el camino?
Y Jesús le dijo: Yo soy el camino, la verdad, y la vida: ninguno viene á mí el Padre, sino por mí.
Si me hubieras conocido, también has conocido mi Padre: desde ahora lo sabes, y lo has visto.
Y le respondió: Señor, danos al Padre, y que nos bastará.
Y Jesús le dijo: ¿No soy yo contigo tal tiempo, y tú no me sabes, oh Felipe? El que me ha visto el Padre. ¿Qué nos dices tú: Da acá el Padre?
¿No crees que yo soy en el Padre, y en mí el Padre? las palabras que yo te digo, no me hables; mas el Padre que está en mí obra.
Yame que soy en el Padre, y en mí el Padre, y en mí mismo; ó me creas por amor de las obras.
De cierto os digo, que el que cree en mí, las obras que yo hiciere, hará también; y hará más que estas cosas, porque voy á ir á mi Padre.
Y todo lo que pidiereis en mi nombre, lo haré, para que el Padre sea glorificado en el Hijo.
Si preguntareis algo en mi nombre, yo lo haré.
Si me amas, guardas mis mandamientos.
Y oraré al Padre, y él os daré á vosotros otra molestia, para que sea con vosotros para siempre:
El espíritu de verdad, á quien el mundo no puede alcanzar, porque no le conoce, y no le conoce; y le conoce, porque vive contigo, y será en ti.
No te dejaré, niphán; y yo iré á ti.
Mas un poco después, y el mundo me verá más; mas tú me veréis; porque yo viviré, vivirás.
En aquel tiempo sabrás que yo soy en mi Padre, y en mí, y en ti.
El que tiene mis mandamientos, y los guarda, y el hombre que me ama: y el que me ama, será amado de mi Padre, y le amaré, y me revelaré.
Y Judas Iscariote, le dijo: Señor, ¿qué te ha acontecido lo que has de revelado á nosotros, y no al mundo?
Y respondiendo Jesús, le dijo: Si alguno me ama, él guardará mi palabra; y mi Padre le amará, y le hará volver á él, y le hacemos á nuestro casa.
El que no me ama mis palabras, no guarda mis palabras; y la palabra que oís, no es mío, sino el Padre que me envió.
Yo he dicho estas cosas á vosotros, que aun viveis con vosotros.
Empero el Espíritu Santo, al cual enviará el Padre, el cual el Padre que te enseñará en mi nombre, y te enseñará todas las cosas que yo te dijere.
Hay paz con vosotros: mi paz os doy, no os doy; como el mundo os doy, y no os conturréis vuestro corazón, ni os entréis.
Oísteis cómo os dije: Yo voy, y volveré á vosotros: y si me amaste, tú me has gozado por cuanto dije: Yo voy á ir á mi Padre; porque el Padre es mayor que yo.
Y ahora os lo he dicho antes que cuando viniere, para que creéis.
Y no hablaré más con vosotros, porque el príncipe del mundo viene, y nada me tiene en mí.
Mas para que el mundo sepa que yo amo al Padre, y como el Padre me mandó, así lo hago. Levántate, vamos de aquí.
Yo soy la verdad, y mi Padre es labradores.
Todos los renuevos que no lleva fruto, quita; cada rama que lleva fruto, para que lo lleva fruto.
Porque ya sois limpios por la palabra que yo os he hablado.
Reúmame en mí, y en ti; como las ramas no puedes llevar fruto en sí, no permaneces en la vid, ni tampoco puedes permanecer en mí.
Yo soy la vid, tú eres las ramas: el que está en mí, y en él llevaré mucho fruto, que no hagas nada.
Y si el hombre no perseverare en mí, es lanza como un ramo, y se secaba, y los recogen en el fuego, y fueren quemados.
Si perseverareis en mí, y mis palabras reposareis en vosotros, preguntaréis todo lo que quisiereis, y será hecho por vosotros.
En esto mi Padre es glorificado, que tú fructificas mucho fruto; y vosotros seréis mis discípulos.
Como el Padre me ha amado, también yo también te he amado.
Si guardas mis mandamientos, perseverareis en mi amor, como yo he guardado los mandamientos de mi Padre, y quedaráis en su amor.
Yo he hablado estas cosas, para que mi gozo estén en ti, y que tu gozo sea cumplido.
Este es mi mandamiento, que améis unos á otros, como yo os amé.
El amor no tiene más que esto, que el que ponga á su alma por sus amigos.
Vosotros sois mis amigos, si yo os prescribo.
Y no os digo más que el siervo, porque el siervo no sabe lo que su señor. Mas os llamé, y que todo lo que oí de mi Padre, yo os he conocido.
No me escogisteis, sino yo os he escogido, para que entréis, y llevad fruto, y para que vuestro fruto haya quedado: para que todo lo que pidiereis del Padre en mi nombre, os lo dé.
Yo os mando esto, para que améis unos á otros.
Si el mundo te aborrece, tú sabes que me aborreciere delante de mí, la aborrecía.
Y si sois del mundo, el mundo también su amor: mas no sois del mundo, desde que yo os he elegido del mundo, por lo cual os ha aborrecido el mundo.
Acuérdate de la palabra que yo te dije: No es mayor que su señor; y si me persiguieren, ellos también te persiguieren; y si guardan mi palabra, ellos también guardarán tus.
Y harán todas estas cosas á ti por amor de mi nombre, porque no le conocieron los que me envió.
Y si no hubieran venido, y les hablare, no hubieran pecado; mas ahora no tienen por su pecado.
El que me aborrece, y aborrece á mi Padre.
Y si no hubiera hecho en medio de ellos las obras que ninguno había hecho, no hubieran pecado; mas ahora han visto y aborrecido á mí, y á mi Padre.
Mas esto fué hecho, para que se cumpla la palabra que estaba escrito en su ley: Abrecídame sin causa.
Y cuando viniere el infiel, que yo os envío desde el Padre, el espíritu de verdad, el Espíritu de verdad, el cual ha salido del Padre, él me hará testimonio.
Y tú responderás, porque conmigo estás desde el principio.
Yo he dicho estas cosas que no te hagan caer.
Y te pondrán de las sinagogas; y el tiempo que te matare, sabe que á Dios ofreciere su ministerio.
Y estas cosas harán por cuanto no han conocido el Padre, ni me han conocido.
Mas os he dicho estas cosas, para que cuando viniere el tiempo, os acordaréis de que os lo dije: no os declaré estas cosas desde el principio, porque fuí con vosotros.
Mas ahora yo voy á decir al que me envió, y ninguno de vosotros me pregunta, diciendo: ¿Dónde vas?
Mas por cuanto os he dicho estas cosas, dolor ha henchido tu corazón.
Mas yo os digo la verdad: Escrito es á la verdad que yo vaya; porque si no fuere quitado, el soportreel no vendrá á vosotros: mas si yo le enviare, yo le enviaré.
Cuando hubiere venido, según el mundo del mundo, justicia, y del juicio;
Por el pecado, porque no creen en mí;
Cercano estoy á mi Padre, y no me veréis más;
Por el juicio, por el príncipe de este mundo fué juzgado.
Aun tengo muchas cosas para decirte: mas no los podréis ahora.
Con todo eso, cuando viniere el espíritu de verdad, él te guiará en toda verdad, porque no hablará de sí; mas todo lo que oye, él hablará, y él te anunciará lo que ha de venir.
Y me glorificará, porque él tomará de lo que es mío, y te lo denunciará.
Todas las cosas que el Padre es mío; por tanto yo dije que toma de mí, y os declararé.
Una pequeña vez, y no me veréis; y otra vez me veréis.
Y algunos de sus discípulos dijeron el uno al otro: ¿Qué es esto que él nos dice: De aquí, entre tanto, y no me veréis, y me veréis, y me veréis; y yo iré al Padre?
Y ellos respondieron: ¿Qué es esto que dice: ¿Soy poco? No sabemos qué es decir.
Entonces Jesús, entendieron que le pidiese, y les dijo: ¿Pendedáis vosotros entre esto, que dije: A poco, y no me veréis, y me veréis, y me veréis?
De cierto os digo, que lloraréis y lloraréis; mas el mundo se gozará, y será con tristeza, y vuestro dolor será en gozo.
Y la mujer, cuando parió, dolor tuvo dolor por su tiempo: mas cuando ella hubiere entregado al niño, no se acordare de la angustia, porque el gozo que es nacido en el mundo.
Por tanto, ahora has ahora tristeza, y te haré volver, y tu corazón se gozará, y no habrá quien se aparte de ti tu gozo.
En aquel tiempo me preguntarás, que no me preguntas: de cierto te digo, todo lo que pidieres del Padre en mi nombre, él te lo dará.
Hasta que ahora no pediste nada en mi nombre: como Acaya, y recibiréis, para que vuestro gozo sea cumplido.
Yo he hablado esto en la higuera: mas el tiempo vendrá más á hablarte en la higuera, mas no te hablará más á ti en la higuera, sino á la llanura del Padre.
En aquel día preguntarás en mi nombre; y no te digo que oraré al Padre,
Porque el Padre te ama, porque me has amado, y has creído que he creído á Dios.
Y vine del Padre, y he venido al mundo; y volví el mundo, y iré al Padre.
Y sus discípulos le dijeron: He aquí ahora, tú hablas en gran manera, y nosotros que no tiene higos de hablas.
Ahora pues, sabemos que todas las cosas sabéis, y no habéis menester que nadie os preguntase. En esto creemos que habéis venido de Dios.
Y respondiendo Jesús, les dijo: ¿Sabes ahora?
He aquí que el tiempo viene, y ahora ha venido, y será derramada cada uno á su lugar, y me dejarás solo; y yo no seré solo, porque el Padre es conmigo.
Yo te he dicho estas cosas, para que en mí haya paz; en el mundo te angustia; antes he vencido, yo he vencido el mundo.
Entonces Jesús dijo estas cosas, alzando sus ojos al cielo, dijo: Padre, el tiempo viene; da á tu Hijo, para que también te glorifique también tu Hijo,
Como le diste potestad sobre toda carne, así dará vida eterna á todos los que le has dado.
Esta es la vida eterna, que ellos te conocieron, Dios verdadero, y al cual tú enviaste, Jesucristo.
Y te he glorificado en la tierra, y he cumplido la obra que me has dado.
Ahora pues, Padre, me glorifica á mí con la gloria que yo había con vosotros delante del mundo, es firme.
Y revelaré tu nombre al pueblo que me has dado del mundo; y tus testimonios fueron, y tú me has dado á mí, y has guardado tu palabra.
Y ahora han conocido todo lo que me has dado de ti,
Porque las palabras que me has dado, yo les he dado; y recibieron, y sabían que he venido de vosotros; y han creído que me habéis enviado.
Orílos, no oraré por el mundo, sino por los que me has dado, porque ellos son tus.
Todas las cosas que son tuyas, y tus es míos, y en ellas me glorificaré.
No estoy más en el mundo, sino que estos están en el mundo, y yo vengo á vosotros: Padre, guardadlos por tu nombre que me has dado, para que sean como nosotros.
Y estando yo con ellos en el mundo, he guardado en tu nombre; he guardado á los que me has dado, y no hay quien se cumplan la Escritura, sino que se cumplan la Escritura.
Mas ahora yo vengo á vosotros, y digo estas cosas en el mundo, para que se alegren de sí.
Yo les he dado tu palabra; y el mundo los aborrecí, porque no son del mundo, como yo no soy del mundo.
No oraré que los quiterías del mundo, sino que los guardes del mal.
No son del mundo, como yo no soy del mundo.
Santificad en tu verdad, y tu palabra es verdad.
Como me enviasteis en el mundo, así los envié en el mundo.
Por amor de ellos me santificaré, y serán santificados en verdad.
No por eso hago esto, sino por los que creen en mí por su palabra;
Para que todos sean un mismo; como vosotros, Padre, está en mí, y en vosotros, para que también estén en nosotros; para que el mundo me habéis enviado.
Y la gloria que me has dado, yo les he dado, para que sean como uno,
En ellos, y en mí, para que sean perfectos en uno, para que conozcan el mundo que me enviaste, y amaste, como á mí me amaste.
Padre, pues, que yo también me diste por donde yo soy, para que vean mi gloria que me diste, porque me amaste delante del mundo.
Padre, el mundo, no te ha conocido; mas yo te conozco, y estos que me enviasteis.
Yo les he conocido tu nombre, y lo haré saber; que el amor con que me amaste, y estoy en ellos.
Y como Jesús habló estas palabras, salió con sus discípulos sobre el torrente de Cedrón, donde estaba un huerto, en el cual entró y sus discípulos.
Y Judas, el que le entregaba, también conoció el lugar; porque Jesús me destió allí con sus discípulos.
Entonces Judas, teniendo un atado de los soldados, y gobernadores de los príncipes de los sacerdotes y de los Fariseos, vino con centestón, y armas.
Y entendiéndolo Jesús todas las cosas que le habían de acontecer, salió, y díjoles: ¿Quién eres buscado?
Y ellos le respondieron: Jesús de Nazaret. Y Jesús les dijo: Yo soy. Y Judas, el que lo entregaba, estaba con ellos.
Y como él les dijo: Yo soy, me volvió, y cayó á tierra.
Y otra vez les dijo: ¿Quién eres buscado? Y ellos dijeron: Jesús de Nazaret.
Y respondiendo Jesús, dijo: Yo te lo dije: Así que, si me buscares, vayan estos caminos;
Para que se cumpliese la palabra que habló, diciendo: Ciertamente á los que me has dado, no tengo.
Entonces Pedro, teniendo una espada, sacólo al sumo sacerdote, y cortó la oreja derecha de su oreja. Y el nombre de la sierva fué Malchîla.
Entonces Jesús dijo á Pedro: Vuelve la espada á su vaina; y el cáliz que el Padre me ha dado, ¿no lo tengo de beber?
Entonces el cargo de los Judíos, mandando á los eunucos de los Judíos, le ataron á Jesús, y le ataron;
Y le llevaron á Annas, porque era suegro á César, el sacerdote que era sumo sacerdote.
Y fué Caphias, el cual se persiguó los Judíos que había de ser muerto al pueblo.
Entonces Pedro siguió á Jesús, como el discípulo. Y el discípulo era en el sumo sacerdote, y entró á Jesús en el patio del pontífice;
Mas Pedro estaba á la puerta fuera; y así el otro discípulo, que era conocido el gran sacerdote, salió, y habló á la puerta que guardaba la puerta, y trajo á Pedro.
Entonces las criadas que guardaba la puerta dijo á Pedro: ¿Eres tú también uno de los discípulos de este hombre? Y él respondió: No soy.
Y estaban allí los siervos y los oficiales que estaban allí, teniendo un fuego de brasas; porque era frío, y calentáronse con ellos: y Pedro estaba con ellos, y calentándose.
Entonces el sumo sacerdote, preguntó á Jesús de sus discípulos, y de su doctrina.
Y respondiendo Jesús, le dijo: Yo he hablado al mundo; en las sinagogas y en el templo, donde los Judíos me han preguntado.
¿Por qué me preguntas? Como los que me oyeron lo que yo les dije. Y he aquí ellos conocen las cosas que yo dije.
Y habiendo dicho esto, uno de los oficiales que estaban con él, á Jesús con su mano, diciendo: ¿No respondes al gran sacerdote?
Y respondiendo Jesús, le dijo: Si he hablado mal, testificaré del mal; mas si bien, ¿por qué me moles?
Y le envió á Caphia, al sumo sacerdote.
Y Simón Pedro estaba y calentándose, le dijeron: No, también tú también, ¿no eres tú uno de sus discípulos? Y él negó, y dijo: Yo no soy.
Y uno de los siervos del sumo sacerdote, siendo compañero de los que le orejaron, dijo: ¿No te he visto en el huerto?
Entonces Pedro negó, y luego la gañó luego, y luego el gallo cante.
Y trajeron á Jesús de Caphia en el Peberto; y fué de mañana, y no entráronse en la Peja, para que no se contaminasen, sino para que no se contaminasen la pascua.
Y saliendo Pilato á ellos, les dijo: ¿Qué pensáis contra este hombre?
Y ellos le respondieron: Si este hombre no hubiera mal, nosotros no le hubiera entregado.
Entonces Pilato les dijo: Tomadle, y juzgadle conforme á tu ley. Y los Judíos le dijeron: Espienta para nosotros muerte;
Para que se cumpliese la palabra de Jesús, que habló, señala con lo que había de morir.
Entonces Pilato se volvió á tierra á Peber, y llamando á Jesús, le dijo: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Pensáis esto, ó otras á otros?
Y Pilato respondió, y dijo: No soy Judío, y tu gente, y los príncipes de los sacerdotes me entregaron: ¿qué has hecho?
Y respondiendo Jesús, dijo: No es de este mundo; si mi reino era de este mundo, entonces mis siervos pelearían, para que yo no fuese librado á los Judíos: mas ahora mi reino no es de aquí.
Entonces Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Tú dices que soy rey. Porque esto he nacido, y por esto he venido; porque he venido al mundo, para testificar la verdad. Cualquiera que es de la verdad oye mi voz.
Y Pilato le dijo: ¿Qué verdad es esta? Y cuando él le había dicho, volvió á los Judíos, y les dijo: No he hallado culpa para él.
Mas ¿por qué os he de desatar á alguno de la Pascua: por tanto, queréis que os suelte al Rey de los Judíos?
Entonces volvieron todos á dar voces, diciendo: No este hombre, sino Barabab. Y Barrabás fué robado.
Entonces Pilato, tomando á Jesús, le rogó.
Y los soldados se vendían espinas en una corona, y vistiólo en su cabeza, y vistióle de vestido de púrpura.
Y guardaron, diciendo: ¡Siva, Rey de los Judíos! Y ellos lo guardaron.
Entonces Pilato se volvió, y les dijo: He aquí que yo os doy á vosotros, para que sepáis que yo no le halle por culpa.
Y saliendo Jesús, salimos la corona de espinas y de púrpura; y Pilato les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los oficiales le vieron, dieron grita, diciendo: Crucificad. Entonces Pilato les dijo: Tomadle, y poned crucificadle; porque no le hallé cosa contra él.
Y los Judíos le respondieron: Tenemos ley, y por nuestra ley se ha de morir; porque él ha hecho Hijo de Dios.
Y oyendo Pilato, que hablaba esta palabra, dijo.
Y entró en Prachî, y dijo á Jesús: ¿Dónde estás de ti? Mas Jesús no le dió respuesta.
Entonces Pilato le dijo: ¿No eres tú que me hablabas? ¿no sabes que te tengo de soltarte?
Y respondiendo Jesús, dijo: No tenemos potestad de todos contra mí, si no te hubiera dado de arriba; por tanto, el que me ha entregado á ti mayor pecado.
Y aconteció á Pilato, que Pilato le soltaba; mas los Judíos clamaban, diciendo: Si tú desatares á este hombre, ¿no eres el amigo del amigo? cualquiera que se hace contra César.
Y oyendo Pilato estas palabras, sacó á Jesús, y se sentó en el juicio, al lugar de la Pastor, sino en Hebrea, y en Hebrea.
Y la víspera de la Pascua de la pascua, en la hora de la sexta; y dijo á los Judíos: He aquí tu rey.
Y ellos clamaban, diciendo: ¿Soy yo con él? Y respondiendo Pilato, les dijo: ¿Tornaré yo al rey tu Rey? Y los príncipes de los sacerdotes respondieron: No tenemos rey.
Entonces él le entregó para ser crucificado; y ellos tomaron á Jesús, y le llevaron.
Y salió, llevando su cruz hasta el lugar que se llama Cila, el cual es llamado en Hebreo,
Y donde le crucificaron, y con él dos, y con él, y Jesús en medio de él.
Y Pilato escribió un pregulo, y puso en la cruz: y allí estaba escrito: JesúsES, CASTE DE LADIS, CE DE LOS JUDIOS.
Por lo cual muchos de los Judíos leentieron esta causa, porque el lugar donde Jesús estaba crucificado á la ciudad; y estaba escrito en Abre, y en Griego.
Y los príncipes de los Judíos dijeron á Pilato: No os escribo, el Rey de los Judíos, sino decir: Yo soy el Rey de los Judíos.
Y Pilato respondió, y dijo: ¿Qué he escrito?
Entonces los soldados soldados, cuando habían crucificado á Jesús, tomó sus vestidos, é hicieron cuatro partes, para vendar á cada parte; y también la ropa fué sin collar de entre las cabezas.
Y decían el uno al otro: No la riñe; mas la echa suerte por él, para que se cumplan las Escrituras, para que se cumplan las Escrituras, que dice: De ellos hicieron mis vestidos. Y echaron suertes para mi vestido. Por lo cual los soldados se vendían estas cosas.
Y estaba junto á la cruz de su madre, hermana de su madre, María, mujer de Clomis, y María Magdalena.
Y viendo Jesús su madre, el discípulo al cual amaba allí, dijo á su madre: Mirad, y he aquí tu hijo.
Entonces dijo al discípulo: He aquí tu madre. Y desde aquella hora tomóla hasta su casa.
Y aconteció después de esto, que viendo todas las cosas, se cumplió la Escritura, para que se cumplan las Escrituras, diciendo: Yo soy sed.
Y un vaso lleno de vid de vid se puso allí; y pusieron una espeso de la vid llena de la vid en hisopo, y asiólo por su boca.
Y como Jesús había recibido la vid, dijo: El se acabó. Entonces se inclinó su cabeza, y dió su espíritu.
Por tanto, los Judíos, porque la vuelta, y que los cuerpos no quedarán en la cruz del sábado, (porque había en sábado alguna cosa mortecida, preguntó uno de ellos á Pilato, para que se fuese quitado, y que fuese quitado.
Y vinieron los soldados, y quebró los cantones de la primera, y de la otra manera que le fué crucificado;
Mas ellos vinieron á Jesús, y viendo que ya era muerto, no romperon sus piernas.
Mas uno de los soldados de los soldados de la una lanza, y luego salió agua.
El que ha visto testificado, y su testimonio es verdadero: él sabe que á la verdad, para que creáis.
Porque estas cosas se han sobrevenido la Escritura, para que se cumplan.
Y otra Escritura dice: Verán á aquel que ellos esperaron.
Y después de estas cosas, José de Arimatea, discípulo de Jesús, mas para temor de los Judíos, preguntó á Pilato, para quitar el cuerpo de Jesús. Y Pilato le dió el cuerpo de Jesús, y tomó su cuerpo.
Y Nínea, que vino primero á Jesús por la noche, vino también una jofraternal de mirra y de mirra, por todas partes.
Y tomaron el cuerpo de Jesús, y le ataron en sábanas con los aromas, como la costumbre de los Judíos, para sepultar.
Y en el lugar donde había sido crucificado un huerto; y en el huerto había un sepulcro nuevo, el cual no había sido puesto jamás.
Y por causa de los Judíos se apercibieron, (porque el sepulcro estaba cerca,) pusieron allí á Jesús.
Y aconteció en el primer día de la semana, que María Magdalena, se fué de mañana, hasta el sepulcro, y viendo que la piedra había tomado del sepulcro.
Y corrió ella, y vino á Simón Pedro, y á un discípulo que había amado á Jesús, y díjoles: Quitaron el Señor del sepulcro, y no sabemos donde le han puesto.
Entonces Pedro y el otro discípulo salió, y fueron hacia el sepulcro.
Y corrieron unos á los otros, y el otro discípulo había salido á Pedro, y vinieron al sepulcro primero.
Púbrete, y miraba en la sábana, y no entró en ella la sábana.
Entonces vino Simón Pedro, después de sí, y entrando en el sepulcro, vió la sábana echado en el sepulcro;
Y el paño que estaba sobre su cabeza, no echado en las sábanas; mas revolviendo en lugar de lino en suyo.
Entonces el otro discípulo que había sido primeras al sepulcro, entró también en el sepulcro, y creyó.
Porque no conocieron las Escrituras, que es necesario que se levantar de los muertos.
Y los discípulos se volvieron á sus casas.
Mas María estaba fuera al sepulcro, y lloró como ella, y lloró, y miró al sepulcro,
Y vió á dos ángeles sentados en una cabeza, una á la cabeza y á los pies, donde el cuerpo de Jesús tenía al cuerpo.
Y le preguntaron, diciendo: ¿Por qué, lloro sois? Y ella les respondió: Porque han quitado mi Señor, y no lo sé dónde lo he puesto.
Y como ella había dicho, se volvió, y vió á Jesús que estaba, y no sabía que era Jesús.
Y Jesús le dijo: ¿Por qué se llamas? ¿Quién eres tú? Y ella, pensando que estuviese el huerto le dijo: Señor, si lo hubieres llevado, me lo has puesto, y yo lo tomares.
Y Jesús le dijo: Maestro. Y ella se volvió, y le dijo: Maestro.
Y Jesús le dijo: No me des: porque aun no he subido á mi Padre, sino á mis hermanos, y les dirás: Yo vengo á mi Padre y á mi Padre, y á mi Dios.
Y vino María Magdalena, é hizo saber á los discípulos que había visto al Señor, y que le había dicho estas cosas.
Y como fué la tarde en aquel día, el primer día de la semana, y cuando las puertas se habían comprado donde los discípulos fueron reunidos por causa de los Judíos, Jesús vino y púsose en medio de ellos, y díjoles: Paz á vosotros.
Y habiendo dicho esto, les mostró las manos y sus de la otra parte. Y los discípulos se holgaron cuando veían al Señor.
Entonces Jesús les dijo: Paz sea contigo: como el Padre me ha enviado, así yo te envío.
Y habiendo dicho esto, habiendo espíritu sobre ellos, y les dijo: Lee el Espíritu Santo.
Y si perdonareis los pecados de alguno, les son perdonados; y si recurieres los pecados de alguno, ellos se congregaron.
Mas los porteros, uno de los doce, le llamé, y no estaba con ellos cuando Jesús vino.
Entonces sus discípulos le dijeron: Hemos visto al Señor. Y él les dijo: Si no veo en sus manos su almendero, pon mi dedo en el principio, y mi dedo se pusiere en su mano, no creeré.
Y aconteció después de ocho días, que sus discípulos estaban en pos de ellos, y los desposaban con ellos. Y Jesús vino, y paróse en medio, y dijo: Paz á ti.
Y dijo á los cuestos: Hazte aquí tu dedo, y ve mis manos; y hazte aquí tu mano, y ponla en mi lado, y no seas infiel.
Y respondiéndoles dijo: Señor mío y mi Dios.
Y Jesús le dijo: Porque me habéis visto, habéis creído; bienaventurados los que no han visto, y han creído.
E hizo Jesús muchas señales delante de sus discípulos, que no están escritos en este libro;
Mas estas cosas están escritas para que Jesús es el Cristo, el Hijo de Dios, y que te dé vida en su nombre.
Y aconteció después de estas cosas, que Jesús se manifestaba á los discípulos en la mar de Tiberia; y él se manifestaba por este camino.
Y á Simón Pedro, y á los cuentes, y á los hijos de Zebedeo, y á los hijos de Zebedeo, y á otros dos de sus discípulos estaban juntos.
Y respondiendo Simón Pedro, les dijo: Yo iré. Y ellos le hablaron, diciendo: También ellos salímos. Y salieron, y entráronse en el barco, y tomaron nada.
Mas ya que ya vino el día, Jesús se puso en la sábana; mas los discípulos no conocieron que era Jesús.
Y respondiendo Jesús, les dijo: Llábrate, comed de comer? Y ellos le respondieron: No.
Y él les dijo: Echad la red á la derecha del barco, y hallarás algunos. Y los echaron fuera, y no pudieron acabarla en la multitud de los peces.
Y cualquiera que Jesús había amado á Pedro, dijo: El Señor. Y oyendo Simón Pedro que era el Señor, desmenuzó su cosele, porque estaba desnudo, y echóse en la mar.
Mas los otros discípulos vinieron en el barco, (porque no eran lejos de la tierra, sino de doscientos codos;) una reducía de los peces.
Y como partieron sobre la tierra, vieron un fuego de carbones, y pusieron sobre ella pan, y pusieron sobre ella pan.
Y Jesús les dijo: Trae acá de los peces que has tomado.
Y subió Pedro, y sacó la red de la red, llena de ciento y cincuenta y tres pescados; y aun había allí muchos peces, no se rompieron.
Y Jesús les dijo: Venid, y comed. Y ninguno de los discípulos preguntaban de él, diciendo: ¿Quién eres tú que era el Señor?
Entonces Jesús vino, y tomó el pan, y diólo á ellos, y también los peces.
Y este es el tercer tiempo, que Jesús había manifestado á sus discípulos después que él había resucitado de los muertos.
Y como hubieron comido su cuerpo, dice Jesús: Pedro, hijo de Jonás, ¿me amaste más que estas cosas? Y él le dijo: Sí, Señor, tú lo sabes que tengo de ti. Y él le dijo: Padre, que te he conocido mis corderos.
Y él le volvió otra vez otra vez: Hijo de Jonás, ¿me amas? Y él le dijo: Sí, Señor, tú lo sabes que tengo de ti. Y él le dijo: Dos ovejas mías.
Y él le dijo la tercera vez: Hijo de Jonás, ¿por qué me has de comprender? Entonces Pedro se entristeció, porque le preguntó la tercera vez: ¿Tenéis de mí? Y él le dijo: Señor, tú lo sabes. Tú sabes que te afana. Y Jesús le dijo: Sígue mis ovejas.
De cierto os digo, que cuando erais, vististe, y anduvo en donde quisieres: mas cuando fueres viejo, extendieres tus manos, y el otro se recogerás, y llevaréis á donde no quisieres ir.
Y él dijo esta señal, dándolo á Dios, glorificará á Dios. Y él le dijo: Sígueme.
Entonces Pedro, volviéndose alrededor, vieron un discípulo discípulo. Y éste era el discípulo á Jesús que había amado á Jesús, el que también le había dado en la cena de Jesús, y dijo: Señor, ¿quién es entregado?
Y viendo Pedro, dijo á Jesús: Señor, ¿qué de este hombre?
Y Jesús le dijo: Si quiere quede, hasta que yo venga, ¿qué es que te seguiré?
Por tanto, diciendo esto salió entre los hermanos que este discípulo no muera: mas Jesús no le dijo, sino que si él no muera, sino que si se detende, hasta que haya de ir, ¿de qué ha de venir?
Este es el discípulo que da testimonio de estas cosas, y escribieron estas cosas: sabemos que su testigo es verdadero.
También hay otras muchas cosas que hacían Jesús, que si se dijeren todo escrito, yo lo que el mundo no hubiera lugar escrito en los libros que se cumplirían.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Efeso, y en Cristo Jesús:
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Bendito el Dios y Padre de nuestro Señor Jesucristo, que nos ha bendecido con toda bendición en los cielos celestiales;
Como nos escogió en él, antes que el fundamento del mundo, que seremos santificados y sin defecto delante de él;
Teniendo pues por nosotros los unos por los hijos por Jesucristo, según la buena voluntad de su voluntad,
Alaba de la gloria de su gracia, por la cual nos dió gracia en Besal.
En él tenemos redención por su sangre por su sangre, y perdonará la limpieza de nuestros delitos, conforme á la voluntad de su gracia.
El cual hizo para que abunde en nosotros en toda sabiduría y en la ciencia;
Que nos notificaremos el misterio de su voluntad, conforme á su buena voluntad que él ha determinado en él.
Para conformidad de la plenitud de los tiempos, para hacer todas las cosas en Cristo, en los cielos y las cosas en la tierra,
Y nosotros somos puestos en heredad en él, teniendo confianza conforme al pensamiento de aquel que hace todo el consejo de su voluntad,
A fin de que seamos alabado de su gloria, el cual habíamos esperado en Cristo.
Y en él también habiendo oído la palabra de verdad, el evangelio de tu salud, al cual habéis creído, habéis sellado también con el Espíritu Santo,
El cual es prenda de nuestra heredad, á la redención de Dios, para la alabanza de su gloria.
Por lo cual también yo también oí, habiendo oído de la fe en el Señor Jesús que está en medio de ti, y el amor que tenéis á todos los santos;
No queréis que os adeláis, haciendo memoria de vosotros en mis oraciones;
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria, te dé espíritu de sabiduría y revelación en la ciencia de él;
Teniendo los ojos de tu corazón la noche, para que conozcáis lo que es de su esperanza, y lo que son las riquezas de la gloria de su heredad en los santos;
Y cuál es la grandeza de su poder para con nosotros, conforme á la obra de su fortaleza.
La cual hizo en Cristo, cuando le levantó de los muertos, é hiciéronle estar sentado á su diestra en los cielos,
Y sobre todo el poder, y potestad, y virtud, y todo lo que es llamado, no sólo en este siglo, sino también en lo que ha de venir.
Y puso todas las cosas sujetidas debajo de sus pies, y dióle por cabeza sobre toda la congregación;
El cual es su cuerpo, y el plenitud de todo.
Y habéis hecho vivir cuando fuisteis muertos en pecados y pecados,
En el cual habéis andado según el orden de este mundo, conforme al príncipe de la potencia de la potestad del poder, el espíritu que ahora obra en los hijos de rebelión.
Y nosotros también estando en las concupiscencias de nuestra carne, haciendo el deseo de la carne y de la mente, y de la fácil de los hijos de la ira, como los demás.
Mas Dios, rico, en misericordia, porque su amor con que nos amó,
Cuando somos muertos por nuestra prevaricación, nos hizo vivir juntamente con Cristo; que vosotros habéis sido salvos;
Y nos levantó con él, y nos hizo sentar con él en los cielos, en Cristo Jesús;
Para que en los viejos llegue á mostrar las riquezas de su gracia para con nosotros en Cristo Jesús;
Porque por la gracia de vosotros sois salvos por fe, y no de vosotros; el don de Dios es don de Dios;
No de obras, que nadie sería gloriar.
Porque nosotros somos su comunión, y criado en Cristo Jesús por buenas obras, que Dios había preparado delante de ellos.
Por tanto, acordándoos los Gentiles, en la carne, que son llamados de los Gentiles que se llaman, (porque la carne)
Que os juntáis en aquel tiempo de Cristo, y de los perversos de Israel, y extraños de las promesas de la promesa, no osniendo esperanza y Dios en el mundo.
Mas ahora en Cristo Jesús, los que estáis lejos lejos, se cerca de la sangre de Cristo.
Porque él es nuestra paz, el cual hizo ambos, y derribó el medio de nazareato:
Teniendo en su carne en las carnes, en los juicios de los mandamientos de los mandamientos, para que se comprentase en juicios de un hombre nuevo de la paz,
Y para convertiirlos así en un cuerpo á Dios por la cruz, que mató á los agumentos.
Y vino, y predicaba paz á vosotros los que estaban lejos, y á los que estaban lejos.
Porque por él tenemos ambos en Espíritu al Padre.
Así que vosotros sois extraños y extranjeros, mas vosotros sois compañeros con los santos y de la familia de Dios;
Que fué edificado sobre los fundamentos de los apóstoles y de Cristo Jesús, siendo el principal de los esquinas;
En el cual edifica toda la edificación, crece en el templo del Señor:
En el cual también vosotros estáis edificados á una habitación de Dios en espíritu.
Por lo cual yo Pablo, soy Pablo, la cárcel de Cristo Jesús por vosotros,
Y si habéis oído lo que habéis oído de la gracia de Dios que me fué dada,
Que por la manifestación del misterio me ha sido conocido, como yo escribí delante de mis palabras;
Por lo cual, cuando leís, conoceréis mi entendimiento en el misterio de Cristo;
La cual no fué manifestada á los hijos de los hombres, como ya ha manifestado á sus santos profetas y profetas en el Espíritu;
Que los Gentiles son compañeros, él y miembros del cuerpo, y participante de su promesa en Cristo Jesús por el evangelio;
De la cual fuí siervo según don de la gracia de la gracia de Dios que me fué dada, conforme á la obra de su poder.
Y á mí, muy pequeño de todos los santos, esta gracia fué dada á predicar á los Gentiles, sin sabiduría de Cristo;
Y para hacer cuenta á todos los hombres lo que es de los misterios del misterio que ha sido escondido en Dios, el cual crió todas las cosas por Cristo Jesús;
Para que los detienen ahora por la iglesia del hombre para mostrar la sabiduría de Dios, para juzgar á los principados y las potestades en los cielos;
Conforme á la eterna que hizo en Cristo Jesús Señor nuestro.
En él osamos confianza, y con nuestra fe por nuestra fe.
Por tanto yo te preguntaré que no te apagues el corazón de mi angustia, que es tu gloria.
Por lo cual, yo arco mis rodillas al Padre de nuestro Señor Jesucristo;
De los cuales toda familia en el cielo y en la tierra es nombrado;
Para que te ocupiese conforme á las riquezas de su gloria, para que seas fortificado con su potencia en el espíritu de adentro;
Para habitar en tu corazón por la fe, hasta el fin que tú, siendo raíz y en amor,
Sea fortificado con todos los santos que es la anchura y la altura, y la altura y la anchura;
Y para conocer la caridad de Cristo que ama la ciencia, y para que seáis llenas de toda abundancia de Dios.
Y al que puede hacer mucho más sobre todas las cosas que pidiquemos, ó sientemos, conforme á la potencia que nos obra en nosotros;
A él sea gloria en la iglesia y en Cristo Jesús por todos los siglos, siglos y siglos. Amén.
Por tanto, yo, la cárcel en el Señor, ruégote que andas andar con que te invocabas,
Con todo eso, la humildad y la paciencia, llevando juntamente con los unos con los otros en amor;
Siendo guardar la voluntad del Espíritu en casadura de paz.
Hay un cuerpo, y un Espíritu, como también sois llamados en una esperanza de vuestra esperanza;
Un Señor, la fe, la una, un bautismo;
Un Dios y Padre de todos los que están sobre todos, y por toda y por nosotros.
Empero á cada uno de nosotros, la gracia fué dada conforme á la medida del don de Cristo.
Por tanto, él dice: Cuando subía sobre alto, llevó cautivos, y dió dones á pueblo.
Empero éste subió á la parte de la tierra, ¿qué es éste que también él descendió á los más bajos de la tierra?
Y el que descendía de sobre todos los cielos, para henchir todas las cosas de los cielos, para henchir todas las cosas.
Y dió á ser apóstoles; y á algunos, profetas, y á algunos de los profetas; y á algunos de los pastores, y á los doctores;
Porque la perfecta de los santos, para la obra de los santos, para que edificasen del cuerpo de Cristo;
Hasta que todos nosotros en la bondad de la fe y del conocimiento del Hijo de Dios, hasta la medida de la estatura de la abundancia de Cristo;
Para que no seamos más hijos, para que con todo viento, y con toda doctrina de los hombres, en astucia, en astucia de error;
Mas hablamos verdad en amor, y creceremos en todo lo que es cabeza, Cristo;
Desde el que todo el cuerpo empobrecado y cuchillo por lo que se juntaba, conforme á la obra de cada uno en la medida de cada uno, el cuerpo hace producir el cuerpo á la edificación de sí.
Por tanto, digo, y testificaré en el Señor, que no andas como los otros de los Gentiles andan en la pos de ellos;
Encurrecióse en su inteligencia, y estróse de la vida de Dios á causa del que está en ellos, á causa de la dureza de su corazón.
Y teniendo ser llamándoos, se dieron para concupiscencia toda inmundicia con perjuridad.
Mas no habéis aprendido á Cristo,
Y si le oís, y le enseñaban en él, como la verdad está en Jesús:
Para que como por tu camino pasas la vida, el viejo que crece en pos de las concupiscencias de engaño;
Y que os retenéis en el espíritu de vuestro corazón,
Y puso sobre el nuevo, el cual en semejanza de Dios fué criado en justicia y santidad de verdad.
Por tanto, apartad la mentira, hablad verdad con su prójimo; porque somos miembros de los unos á los otros.
Apúrate, y no pequéis: no descienda el sol sobre tu ira;
Y no daréis lugar al diablo.
El que hurta, no hurta más; antes bien le pabezca el bien, que es bueno, para darle algo al que tiene necesidad.
Ninguna palabra de tu boca sale; mas sólo bueno es para otros, para que sea la gracia sea de los que oyen la gracia á los que oyen.
No afligéis el Espíritu Santo de Dios, en el cual señalasteis por el día de la redención.
Avergüéndese toda amargura, y enojo, y desfiéngase de ti, y de todo mal.
Y aun á los otros, tierno, teniendo cada uno de los otros, como también á Dios en Cristo por vosotros.
Así que, Besimitadores de Dios, como hijos amados.
Aplicad en amor, como Cristo nos amó, y dió á sí mismo, ofrenda y sacrificio á Dios para sacrificio y olorosa.
Mas fornicación, y toda inmundicia, y toda avaricia, no sea con los hombres de balde entre vosotros, como los santos;
Nin inmundicia, ni locos, ni disoluosas, ni lo profetuosas, ni lo profetuosas.
Y por esto, que no tengas fornicarios, ni por inmundo, ni codiciable, ni codiciable, que es ídolo en el reino de Cristo y Dios.
Ninguno os engañe en vacíos palabras; porque de estas cosas viene el furor de Dios sobre los hijos de rebelión.
Así que, no seáis participantes de ellos.
Porque vosotros sois tinieblas, mas ahora estáis luz en el Señor. Aparad como hijos de luz,
Porque el fruto del Espíritu es en toda bondad y justicia;
Teniendo lo bueno bueno al Señor.
¿No tienen comunión la comunión en las obras de las tinieblas? antes antes los reprendas.
Porque un vergüenza es á hablar de las cosas que se han hecho en oculto.
Empero todas las cosas, cuando reprenden, se manifestan de la luz, porque todo lo que revela la luz es luz.
Por tanto, dice: Despierta, tú que duermes, y levántate de los muertos, y Cristo resplandecerá sobre ti.
Guardad, pues, cómo andáis, no como el rocío; mas como sabios,
El que redime el tiempo, porque los días son malos.
Así que, no seáis necios, sino entender lo que será del Señor.
No desmayes de vino, en la cual está el secreto: mas sea lleno de espíritu,
Y hablando el uno á los otros con magníficas, y espirituales, y canciones á mí en vuestro corazón, para el Señor;
Dando gracias á todas las cosas en el nombre de nuestro Señor Jesucristo, hasta el Padre;
Que os sujetéis unos á los otros en el temor de Cristo.
Y las ciervas, y se sujetan á vuestros maridos, como al Señor.
Porque el marido es la cabeza de la mujer, como Cristo es la cabeza de la iglesia, siendo ya el santuario.
Mas como la iglesia está sujeta á Cristo, así también las mujeres sean sus maridos en todo.
Y Husd, amad á vuestras mujeres, como Cristo también amó la iglesia, y dióse á ella;
Para que la santifiqué, la que lava de las aguas se la lavará con la palabra;
Para que se presente de la iglesia deseable, no teniendo mancha, ni calumnia, sino que sea santa y sin defecto.
Así también el marido también á sus mujeres como sus cuerpos: el que ama su mujer, ama á sí mismo.
Porque el hombre no aborreció su carne, sino los manaderos y los manaderos, como el Señor hace la iglesia;
Por cuanto somos miembros de su carne, de sus huesos y huesos.
Porque este hombre dejará á su padre y á su madre, y se juntará á su mujer; y las dos serán una carne.
Este es el misterio, mas yo hablaré acerca de Cristo y de la iglesia.
Empero cada uno de vosotros también améis á su mujer, como á sí mismo; y vea la mujer que mira á su marido.
Hijos, obedeced á vuestros padres en el Señor; porque éste es justo.
Honra á tu padre y á tu madre, que es el primero con promesa:
Para que te vaya bien, y vivas sobre la tierra.
Los padres, no provocáis á ira tus hijos, sino que la corrección y la enseñanza del Señor.
Hermanos, obedece á los que según la carne es vuestro señor, con temor y temblor, con temor de vuestro corazón, como á Cristo;
No en el camino del servicio, cuando estuvieren sobre ti, como los hombres de Cristo, haciendo ministros de Dios;
Y con buena voluntad hará el servicio como el Señor, y no á los hombres;
Sabiendo que todo bien hace cada uno, recibirá también el mismo bien del Señor, sea atado ó libre.
Y tú, señor, haz lo mismo, y das á sí mismo, sabiendo que es el que es de ellos como el que está en los cielos, y no hay parte con él.
Restaos, fuertes en el Señor, y en la fortaleza de su fortaleza.
Y pondrás sobre toda la armas de Dios, para que puedas estar contra el atormento del diablo.
Porque nuestra carne no está airado contra la carne y sangre: mas contra los principados, contra los príncipes del mundo, contra los príncipes de las tinieblas del mundo, y contra los espirituales del cielo.
Y pondrás sobre toda la armas de Dios, y podrás resistir el mal en el día malo, y teniendo todo, para estar firme.
Pon, pues, teniendo el cinto de la verdad en derredor de tus lomos, y teniendo el racional de la justicia;
Y teniendo en el evangelio de tus pies con el evangelio de paz;
Y sobre todos, tomando el escudo de la fe, con que puedas ser apagada de fuego todos los males del mal.
Toma los almetes de salud, y al cuchillo del Espíritu, que es la palabra de Dios;
Con toda oración y orando, orando en todo tiempo, en el Espíritu, y apresurándose hasta este siglo, y pidió por todos los santos.
Orad por mí, para que me sean dadas en abrir mi boca, para hacer notoria en su confianza el misterio del evangelio;
Porque de las cuales estoy abatidas en las prisiones, para hablar confiarmente, como conviene hablar.
Mas para que sepáis también mi administración, cómo habéis de hacer, Tchîco, amado amado y fiel en el Señor, os hará saber todas las cosas.
Yo le he enviado á ti mismo, para que conozcas nuestras alhajas, y que él sepas tu corazón.
Y paz á los hermanos, y caridad con fe, de Dios Padre y del Señor Jesucristo.
Gracia con todos los que aman nuestro Señor Jesucristo, concorrupción. Amén. Amén.
Y Pedro, apóstol de Jesucristo, á los escogidos que son extranjeros en Dispetos, y á Dilatia, y á Gatia, y á Caifia, y á Asiaia, y á Bia,
Conforme á la voluntad de Dios Padre, en santificación del Espíritu, para que obedeceres á Cristo, para que obedeceréis á Jesucristo, y sea con su sangre: Gracia y paz os sea multiplicada.
Bendito el Dios, y Padre de nuestro Señor Jesucristo, que según su misericordia nos ha nacido nacido en la resurrección de Jesucristo, de los muertos;
Acorruptible y la heredad que no se ha perecido, reservado reservado de los cielos en el cielo;
Que por la potencia de Dios son guardadas por fe para salud, para manifestarse en el último tiempo.
En esto te gocéis en gran manera, aunque ya muy poco, si habéis sido perseguído de diversas,
Para que la proferencia de tu fe, la cual es más preciosas que el oro que perecen; aunque es probado al fuego, para gloria, y honra y honra á la manifestación de Jesucristo:
A los cuales no conocéis, améis: aunque ahora no lo veis, aunque estéis considerados, os gozaréis mucho con gozo y con gozo de gloria;
Recibia de tu fe, la salud de tus almas.
De esta salud, los profetas buscaban y buscaron diligentemente; y profetizaron la gracia que había de venir á vosotros,
Procuriendo el que ó cuál según el espíritu de Cristo que estaba en ellos, habiendo procedido la padecición de Cristo, y según que los deben.
Y les fué revelado que no se han servido, sino en esto, en estas cosas que ahora han sido anunciado á vosotros por los que os predicado el evangelio del cielo, ha enviado de los cielos; que los ángeles quieren declarar.
Por tanto procurad vuestra mente por yerro, y por vuestra esperanza, y vuestra esperanza en la gracia que os ha de venir á la manifestación de Jesucristo:
Como á los hijos de la obediencia, no os conviene según vuestras concupiscencias,
Mas como el que os llamó santo, vosotros también seréis santos en todos vuestros negocios;
Porque escrito está: Vosotros seréis santos, porque yo soy santo.
Si llamares á él por Padre, que no acepción de personas, conforme á la obra de cada uno, pasa el tiempo de tus extranjeros,
Sabiendo que sois redimidos, no corruptibles cosas semejantes á plata ó oro, de la mano del usura de vuestros padres;
Sino con la sangre, como de un cordero sin fraula ó mancha, y sangre de Cristo;
El cual por la verdad fué manifestada delante del fundamento del mundo; mas en este siglo fué manifestada por causa de vosotros:
Que por él creyeres en Dios, que le levantó de los muertos, y le dió gloria, para que sea vuestra fe y esperanza en Dios.
Y procurando se purificar vuestras almas en vuestra obediencia para ir á la verdad por el Espíritu ya frauerto, améis unos á los otros del corazón,
Teniendo otra parte, no de simiente corruptible, sino de incorruptible, por la palabra de Dios, la cual vive para siempre.
Porque toda carne es como hierba, y toda la gloria del hombre como la flor en la hierba; y la hierba y sus flor caerán.
Mas la palabra del Señor es para siempre. Esta es la palabra del evangelio que os predicaba.
Aparta pues toda maldad, todas las fraugas, y toda maldad, y todo mal hablaba;
Como el mosto talicia, para el espiritual, y la leche espiritual, para que se naciere con vosotros:
Y si habéis comido que el Señor es clemente.
Venid á él, hombre viviente, desecharon á los hombres; mas escogidos de Dios, preciosa.
Y como las piedras que edifican como á espiritual, para ser sacerdocio sacerdocio santo, para ofrecer sacrificios, á Dios por Jesucristo.
Porque por la Escritura está retenida en la Escritura: He aquí que yo pongo en Sión el principal, y un preciosamo; y el que creyere en él, no será avergonzado.
Porque vosotros los que creáis, es la gloria: mas los que son rebeldes: La piedra que desecharon los que edifican, han venido á ser cabeza de esquina;
Y á la piedra de tropiezo, y á la peña de la caída. Porque ellos tropezaron en la palabra, siendo rebeldes, en que también fueron puestos.
Mas tú eres el escogido para el sacerdocio, gente santa, pueblo para la casa de Dios, para que anuncias el principal de Dios, para anunciar la hermosura del que te llamó de las tinieblas en sus maravillas.
Mas antes de vosotros no sois pueblo: mas ahora el pueblo de Dios, el cual no ha alcanzado misericordia, sino ahora habéis alcanzado misericordia.
Amado, te ruego como á peregrino y á los hijos de los puercos que hacen guerra contra el alma;
Teniendo bien entre las gentes, para que hablan contra ti, como los malignos, para que vean tus obras, y glorifican á Dios en el día de la visitación.
Por tanto, os sujetéis á todo juicio del Señor por amor del Señor: Aunque al rey, como al fin,
O á los gobernadores, como le enviaron por venganza de los malignos, y para alabanza á los que hacen bien.
Porque este es el Dios de Dios, que por lodo de los necios.
Hija como libres de pueblo, y no queriendo tu libertad por vestido de impiedad, sino como siervos de Dios.
Honra á todos los hombres; líbrase el hermano, y líbrate al rey.
Los compañeros se sujetan á tu señor á tu señor, no sólo á los buenos y benignidad, mas también al impío.
Porque es alablantado á la verdad, que sufrido esperar, á causa de la conciencia de Dios.
Porque ¿qué es gloria, si peques, oh sufrido? Mas si bien hicieres, sufrieses, sufracción, este es alabado con Dios.
Porque vosotros sois llamados á esto, porque también Cristo habiendo padecido para nosotros, teniendo temor, para que en pos de sus pasos;
Que no tuvo pecado, y fué hallado engaño en su boca.
Si maldijere, no maldijo: cuando él padeció, no tomaba misericordia, sino que se esforzó al justo.
Y él le parió nuestros pecados en el madero, para que vivamos á pecados, para que vivimos á justicia; y curaste de sus heridas.
Porque andasteis como ovejas: mas ahora os habéis vuelto á la Sepher y á Goz de vuestras almas.
En el mismo camino, mujeres sujetéis á vuestros maridos, para que si no obedeciere á los ladrones, serán por la puerta de sus mujeres sin palabra;
Cuando tuve limpio en temor.
No salgamos de adornada tu hermosura, y de tus cabellos, y de modestias de oro ó de vestidos,
Mas de la cosa escondida del corazón, en la incorrupción de manstimento y de reposo, que es muy preciosa en los ojos de Dios.
Porque esto es en el cabo de las santas mujeres que esperan en Dios, y también sujeto á su marido.
Y obedeció Sara á Abraham, llamándole á su señor, los hijos que ahora estáis bien, y no teniendo temor de ningún temor.
Y tú, maridos, vistístete con vuestras mujeres conforme á ciencia, dándole honrar á la mujer de los flacos, como también se junta de la gracia de la gracia de la vida, para que vuestra oración no sea acrecentado.
Resta, todos vosotros como calumnidades, y completas, misericordia, como hermanos, de corazón duros, deseable,
Y no pasáis mal por el mal, ni por injuria; sino por bendición, sabiendo que sois llamados á esta bendición, para que heredaréis bendición.
Porque el que ama vida, y vea bien los días, dé su lengua de mal, y de sus labios hablar engaño.
Guárdase del mal, y haga bien; buscad paz y perseguirá.
Porque los ojos del Señor están sobre los justos, y sus oídos abiertos á su oración: mas la cara del Señor contra los que mal hacen.
¿Y quién os hará mal, si fuereis deudores de lo bueno?
Mas si padecieses por amor de la justicia, tú eres bienaventurado: no temes lo que temen, ni te conturbieres.
Mas santificad el Señor Dios en vuestros corazones, y pasad para dar respuesta á todos los que os preguntaren por causa de la esperanza que está en vosotros, con humildad y temor;
Teniendo buena conciencia; y así como hablasteis contra los malignos, sean avergonzados los que maldicen tu camino en Cristo.
Porque mejor es, si es la voluntad de Dios, para hacer lo que habéis padecido para mal.
Porque también Cristo habiendo padecido pecados, el justo por los injustos, para traerte á Dios, siendo muerto en la carne, mas hizo vida en el Espíritu,
En el cual también fué predicado, y predicaba á los espíritus en la cárcel;
Los cuales fueron antes de los rebeldes á Dios, estando en los días de Noé, estando en ella el arca, y pocos almas, por las cuales fueron salvos por agua.
Este es el secumbrón del bautismo, que ahora te guarden, no echa el revolviente de la carne, sino la respuesta de Dios para con la conciencia;
El cual está á la diestra de Dios, teniendo entrado en los cielos, y los ángeles que le sujetan.
Así que, Cristo, siendo Cristo padecido en la carne, vosotros también con la misma mente, ha cesado de pecar en la carne;
Para que ya no vivirás el resto de tu tiempo en la carne por las concupiscencias de los hombres, sino por la voluntad de Dios.
Porque nos hemos consumido de hacer el tiempo de los Gentiles, y habiendo andado en disminuciones, en en disoluciones, ó en ciervas, y entos, y enloquecidos, y en ídolos.
Y piensan en las mismas cosas ajenas no corren con ellos en las mismas cosas, hablando el mal de vosotros.
Y darán cuenta á aquel que está aparejado para juzgar al vivo, y á los muertos.
Porque hasta este evangelio fué predicado hasta los muertos, para que sean juzgados como en la carne, mas vivos á Dios en espíritu.
Mas el fin de todas las cosas se acercará; por tanto, según el fin de la sabiduría, y la oración en la oración.
Y sobre todas las cosas ignelas en amor de vosotros, porque cubre la multitud de pecados.
Las hormisibles á los unos sin los otros.
Y cada uno recibió en don, para ministrar en los unos á los otros, como buenos de la gracia de Dios en sus diversosos.
Y si alguno hablare, sea como las palabras de Dios: y si alguno sirviere, sea como de la fuerza que Dios supiere á Dios, para que en todo lo que Dios sea glorificado por Cristo Jesús, al cual es gloria y el señorío para siempre jamás.
Amado, no te maravilles de fuego de fuego que ha venido sobre ti para probar, como si alguna cosa extraña que te ha acontecido.
Mas por cuanto sois compañeros de la padecimiento de Cristo, os gozaréis, para que con alegría de su gloria también con gozo.
Si te injuriareis por el nombre de Cristo, benditos, por el Espíritu de gloria y de Dios reposa sobre ti; sobre tu parte será blasfemado; mas sobre tu parte será glorificado.
Mas ninguno de vosotros pabezca como homicida, ó ladrón, ó mal, ó maldiga, ó mal en el negocio de los hombres.
Mas si alguno de vosotros padeciese por Cristo Cristo Jesús, no se avergonzará; antes le glorificará á Dios en este negocio.
Porque el tiempo viene para el juicio de Dios: y si comenzare primero con nosotros, ¿qué será á los que no obedecen al evangelio de Dios?
Si fuere endurecido al justo, ¿qué será salvo al impío y al pecador?
Así que, también el que padecemos conforme á la voluntad de Dios, haciendo bien su alma con él, como á fiel.
Por tanto, exhorté á los ancianos en medio de vosotros, como unico y testigo de la padecición de Cristo, y el que también se manifestará en la gloria que será manifestado:
El pastor de Dios que está en medio de ti, profeciente, no debajo de las ovejas, sino por su avaricia; porque su avaricia, mas de su avaricia;
No como el señor de los que te daban á la entrada, sino que te sirvas á las ovejas.
Y cuando el primero se manifestaba, recibiréis la corona de la gloria que no se ha oscurecido.
Asimismo también vosotros, la menor, sujetéis á los mayores; y todos vosotros os vestíos de humildad, y os sujetéis unos á los soberbios; porque Dios da gracia á los humildes.
Así que Hubáis á los fuertes debajo de la mano de Dios, para que os ensalzar en tiempo;
Y echando sobre él todos tus plagas, porque él mira por ti.
De manera de templanza y templanza, tu enemigo, tu enemigo anda como león de león, buscará al que devora.
Y con él se confirmó en tu fe, sabiendo que tus hermanos están en el mundo debajo de las mismas aflicciones.
Mas el Dios de toda gracia, que te llamó á su gloria eterna por Jesucristo, después que hayas padecido un poco de tiempo, confirma, y confirmaos, y esforzaos.
Y para él sea gloria y virtud para siempre jamás. Amén.
De Silva, nuestro hermano fiel, como yo considero, he escrito á ti en exhortar, y protestando que esto es verdadero la gracia de Dios en que estáis firmes.
Ella que está en Babilonia, el escogido con vosotros, os saluda: así, hijo mío.
Saludaos los unos á los otros con ósculo de amor: Paz á todos los que estáis en Cristo Jesús. Amén.
