Y aconteció que, cuando los jueces habían juzgado, hubo hambre en la tierra: y un varón de Beth-lehem de Judá entró á morar en la tierra de Moab con su mujer y sus dos hijos.
Y el nombre del hombre era Elimelec, y el nombre de su mujer Najom: y los nombres de sus dos hijos eran sus dos hijos, Mulón y Chilón-lehem de Judá, vinieron á tierra de Moab, y habitaron allí.
Y Elimelec, y Najomí el marido de su marido, la cual fué dejada con sus dos hijos.
Y tomaron mujeres de las mujeres de Moab, y el nombre de la una, y el nombre del otro, y el otro, de la otra Ruth, y habitaron allí diez años.
Y Malón y Chilón murió, y la mujer era de sus dos hijos y de su marido.
Entonces ella se levantó con sus hijas, para que se vuelva de la tierra de Moab; porque ella había oído en la tierra de Moab, cómo Jehová había visitado á su pueblo que les había dado pan.
Y salió del lugar donde estaba, y sus dos hijas con ella; y fueron por el camino á la tierra de Judá.
Y dijo á su suegro: Id, volveos cada uno de vosotros á la casa de su madre: Jehová hará con vosotros, como habéis hecho con los muertos y con mí.
Y Jehová te dé reposo para que halles reposo, cada uno de ti en la casa de su marido. Y ella los besó, y alzaron la voz, y lloró.
Y ellos le dijeron: No, antes volveremos á tu pueblo.
Y Najo respondió: Ve, hijas míos; ¿por qué quieres que vayas conmigo? ¿y aun hijos en mi vientre, para que sean tus maridos?
Vuelve, oh doncellas, vete; porque yo soy viejo, y si dijere á su marido: y si he de decir: Yo espero, si he de ser marido á la noche, y también también llevará hijos,
¿Has tú esperar hasta que se han fornicado? ¿has afligido de tus maridos? No, pues, mis hijas, porque la mano de Jehová se ha salido contra mí.
Y alzaron la voz de ellos, y volvieron á llorar, y besó su suegra, y quedóse con ella.
Y ella dijo: He aquí tu hermana se ha vuelto á su pueblo y á su dios, y á su dios: seguid tu hermana.
Y Ruth dijo: No me constriñes, y vuélvase de en pos de ti; porque donde quiera que fueres, yo iré; y mi pueblo, y tu Dios será mi Dios.
Y donde moriréis, moriré, y allí me sepultaré; y haga Jehová me haga así, y también me añada cosa, si fuere de muerte, y me fuere.
Y viendo Najo, que estaba determinado ir á ir con ella, despedazóla.
Y yendo ellos hasta Beth-lehem de Beth-lehem. Y como llegaron á Beth-lehem, toda la ciudad les fué destruída, y dijeron: ¿Es esta su nombre?
Y ella les dijo: No me llamas á Najo: llamadme, porque el Omnipotente ha hecho muy amargamente.
Y salí, y Jehová me ha traído otra vez vacío: ¿por qué me llamas, porque Jehová me ha testificado contra mí, y el Omnipotente me ha afligido?
Y volvióse Najoth, y Ruth de Moab, y su nuera, con su nuera, el cual se volvió de la tierra de Moab; y vinieron á Beth-lehem de la siega de la siega.
Y tuvo á su hermano hermano hermano de su marido, poderoso de riquezas, de la familia de Elimelech, y su nombre Booz.
Y dijo á los Moabitas: Ruégote que me dejes ir al campo, y rebuscos entre los oídos del grano, después que yo hallare gracia. Y ella respondió: Ve, hija mía.
Y ella fué, y rebuscó en el campo después de los segales, y vinieron á la parte del campo, y á Booz, la familia de Elira, la familia de Elira.
Y he aquí Booz vino de Beth-lehem, y dijo á los segadores: Jehová sea contigo. Y ellos le respondieron: Jehová te bendiga.
Entonces Booz dijo á su siervo que estaba sobre los segadores: ¿Quién es éste?
Y el criado que se puso sobre los segadores, dijeron: Moab es el que volvió á Najoth de la tierra de Moab.
Y ella dijo: Yo te ruego que me rebsolves, y recoge en medio de las migajas: y vino, y aun ha permanecí desde la mañana hasta ahora otros, excepto á la casa.
Entonces Booz dijo á Ruth: Oid, hija mía; no vas á rebuscos en otro campo, y no vas acá, sino que está á mis criadas.
Sean tus ojos sobre el campo que segan, y tras ellos; ¿No te mandé á los mancebos no tocar? Cuando estáis sed, id á los vasos, y bebieres de lo que tienen.
Y ella cayó sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que tomes la ciencia de mí, que yo soy extranjero?
Y respondióla Booz, y dijo á todo lo que has hecho á tu madre, desde que la muerte de tu marido, y cómo has dejado á tu padre, y á la tierra de tu madre, y á la tierra de tu pueblo, y á la tierra de tu pueblo que tú no has conocido antes.
Y Jehová da el pago á tu obra, y te sea dado el pago de Jehová Dios de Israel, debajo de cuyas alas han venido á esperar.
Y ella dijo: Guárdame gracia en tus ojos, señor mío, porque me has consolado, y que has hablado con tu siervo, aunque soy como uno de tus siervos.
Y junto á Booz le dijo: Ven, y comed pan, y comed tu boca en la vid. Y ella se sentó junto á los segadores, y pasaron su grano, y habiendo comido, y habiendo comido de ella.
Y luego que ella se levantó en rebuscos, mandó á Booz á sus criados, diciendo: Júntase en medio de las ciervas, y no la afrenta.
Y desmenuzóla también de la bestia, y la dejarán; rebuscémonos, y no la reprende.
Así rebuscó en el campo hasta la tarde; y extendiendo lo que había rebuscado, y fué como un epha de cebada.
Y ella la tomó, y subió á la ciudad; y la suegó, y tomóla, y dióla á ella lo que había quedado.
Y su madre le dijo: ¿Dónde has rebustado hoy? ¿de dónde has hecho? Bendito el que no te has hecho. Y ella la dió suegra con la suegra con el cual había hecho, diciendo: El nombre de aquel hombre con quien yo he hecho hoy.
Y dijo á su nuera: Bendito sea bendito por Jehová, que no haya dejado su misericordia á los vivos y á los muertos. Y él le dijo: El hombre es de nuestro paso á nosotros, uno de los que están cercanos.
Y dijo á los de Moab: Sí, él me ha dicho: Estáte tú á mis criados, hasta que acabaron toda mi mi mies.
Y dijo á Nachâth su nuera: Bueno es mi hija, que saldrás con sus criadas, y no te encontraren en alguna otro campo.
Y ella se quedó sobre las criadas de Booz, y rebuscando hasta el cabo de la siega de la siega, y ella habitó con su su su suegra.
Y su su madre le dijo: Mi hija no buscaré de ti, para que te sea bien.
¿No es Booz nuestro, con cuyas criadas te eran? He aquí que él será aventador de cebada sobre la era.
Tú pues, ungístete, vestate, vestate, ves, ves á la era; mas no hagas notorio al hombre hasta que haya acabado de comer y bebiendo.
Y será que, cuando durmiere, no te pondrás el lugar donde estuviere echado, y entrarás en su descubrir sus pies, y dormirás: y él te hará lo que haga.
Y ella le dijo: Todo lo que dijeres, haré.
Y descendió á la era, é hizo todo lo que su madre le dió.
Y viendo Booz, y embriagó su corazón, y se volvió á dormir en el fin del trigo: y ella vino, y descubrió sus pies, y acostóse.
Y aconteció á la media noche, que el varón se revuelta, y se volvió, y he aquí una mujer que se puso á sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy Ruth tu sierva, y cerró la esquina de tu sierva; porque tú estás cerca de la recama.
Y él dijo: Benditos tú de Jehová, mi hija; has hecho misericordia en el fin de la postrera que al principio, porque no has hecho andar los mancebos, ni enriquecer.
Ahora pues, hija mía, no temas: te haré á ti todo lo que dijeres: porque toda la ciudad de mi pueblo sabe que eres mujer digno.
Y ahora es lo que estoy cerca de la ciervas: mas hay ciervas más que yo.
Estad esta noche, y por la mañana, si él hiciere por vosotros la parte de un carbulo, bien. Y haga lo que guardase la guarda de Hemán. Mas si no hiciere la guarda de la guarda de vosotros, yo haré la guarda de la acorneta de vosotros, como Jehová vive. Desde la mañana hasta la mañana.
Y echóse á sus pies hasta la mañana, y levantóse delante del uno para conocer otro: porque dijo: No sea conocido que la mujer vino á la era.
Y él dijo: Trae el hombre que está sobre ti, y tómala. Y ella la tomó, y midió los seis medidas de cebada, y púsola sobre ella; y entró á la ciudad.
Y como ella vino á su madre, dijo: ¿Cómo fué, hija mía? Y ella respondió todas las cosas que el hombre había hecho por ella.
Y ella dijo: El me dió estos seis medidas de cebada, porque dijo: No vayas vacíos á tu madre.
Y ella dijo: Esperad, hija mía, hasta que sepáis lo que ha de acontecer: porque el hombre no reposará hoy.
Y Booz subió á la puerta, y sentóse allí: y he aquí los cercanos de aquel que habló por Booz, diciendo: Ven acá, amigo, y sentándose. Y él se sentó, y sentóse.
Y tomando á los diez hombres de la ciudad, dijo: Salid acá, y se sentaron.
Y dijo á los cimitas:Nemi, que ha salido atrás de la tierra de Moab, vende la vuelta de la tierra que fué nuestro hermano Elira.
Y dije que os digo, diciendo: Acuértalo delante de los que están aquí, y delante de los ancianos de mi pueblo. Y si lo redimieres, redimirás; mas si no lo redimieres, me dijeres, para que conozcas. Porque no hay quien lo redime; y yo soy después de ti. Y él dijo: Yo lo redimiré.
Y Booz dijo: En el día que compras el campo de la mano de Najomí, vende también de Ruth de Moab, mujer de los muertos, para levantar el nombre de los muertos en su heredad.
Y cercaron la cencemidad dijo: No lo redimiré, porque no sea el fin de mi heredad: toma mi diestra para ti, porque no la podrá redimir.
Y esto era el pecho que antes de Israel, de redimir y de liviano, para confirmar todas las cosas: el hombre tomó su arena, y dióla á su prójimo; y esto era el camino delicada en Israel.
Entonces los acercillos dijeron á Booz: A Buctala para ti, tomó su arena.
Y Booz dijo á los ancianos, y á todo el pueblo: Vosotros sois testigos, que yo he comprado todo lo que era de Elidán, y todo lo que fué Chililisa, y Mua, de mano de Najo.
También á Ruth de Moab, la mujer de Maha, yo he venido á ser mi mujer, para levantar el nombre de los muertos en su heredad, para que el nombre de los muertos no sea cortada de entre sus hermanos y de la puerta de su lugar. Vosotros sois testigos.
Y todo el pueblo que estaba á la puerta, y los ancianos dijeron: Nosotros somos testigos: haga Jehová la mujer que ha venido en tu casa como Rachêl, y como la casa de Israel, que edificó la casa de Israel; y vosotros habéis estado en Ephrata, y en Beth-lehem.
Sea tu casa como la casa de Phares, que Thamar parió á Judá, de la simiente que Jehová te dará por esta mujer.
Y Booz tomó á Ruth y parió á su mujer; y él entró á ella, y Jehová la conjuró, y parió un hijo.
Y las mujeres dijeron á Najojo: Bendito sea Jehová, que no te ha quedado hoy sin cercano: sea su nombre nombre nombre en Israel.
Y te será devolvada de vida, y te sustente en tu vejez; porque tu nuera te ama, que te ama, mejor te es que siete hijos, le parió.
Y tomando el niño, le puso en su seno, y le engendró á él.
Y las mujeres, sus vecinos, le dieron nombre, diciendo: Este hijo es nacido á Najo; y llamaron su nombre Obed; el cual es padre de Isaí, padre de David.
Y estas son las generaciones de Phares: Phares engendró á Hesrón:
Y Hesrón engendró á Ram, y Aram engendró á Aminadab:
Y Aminadab engendró á Naasón, y Naassón engendró á Salmón:
Y Salmón engendró á Booz, y Booz engendró á Obed:
Y Obed engendró á Isaí, y Isaí engendró á David.
¡Cómo se sentó la ciudad con diligencia, que estaba lleno de pueblo! y fué viuda como una mujer viuda, que estaba en las provincias, que fué príncipes entre las provincias, fueron siervos.
llorará con amargura de noche, y sus lágrimas sobre sus mejillas: en todos sus amantes no hay quien la consola: todos sus amigos se rebelaron contra ella, y fueron en sus enemigos.
Y partió Judá en cautiverio á causa de la aflicción, y á causa de muchas angustias; y ella en las gentes buscó, y no tuvo reposo; y le alcanzó toda su angustia.
El camino de Sión se lamentaba, porque ninguno viene con la congregación: todas sus puertas fueron asoladas: sus sacerdotes son quebrantados, y sus vírgenes se afligieron en amarguras.
Sus enemigos han sido por cabeza, y sus enemigos prosperarán; porque Jehová le afligió por la multitud de sus rebeliones: sus hijos han entrado en cautiverio delante del enemigo.
Todo se apartó de la hija de Sión, y sus príncipes fueron como quien no hallase: antes se fueron sin fuerza delante de los que persiguen.
Acordóse de Jerusalem en los días de su aflicción, y de sus deleites todo lo que tenía desde los días antiguos; cuando la gente cayó en mano del enemigo, y no habrá ayudado; y verán sus enemigos.
Jerusalem gravemente pecó, y fué inmundo; y todos los que la honraban, porque la vieron su desnudez, y gimieron, y se rebocieron atrás.
Y su inmundicia fué en sus fajas, y no se acordó de ella su cabo: por tanto ha descendido, como cuadronestiones; no ha consolado á Jehová mi aflicción; porque el enemigo se ha engrandecido.
Y el enemigo extendió su mano sobre todas sus cosas deleites; porque ha visto que las gentes han entrado en su santuario, á los cuales mandaste que no entrasen en tu congregación.
Y todo su pueblo gimen pan, y buscan el pan de sus suaves cosas para comidas de su alma: Mira, oh Jehová, y ve, porque yo soy menospreciado.
¿No te es nada, todos los que pasan? He aquí, y ve que si hay dolor como mi dolor, que es traído sobre mí, con que Jehová me afligió en el día de su furor.
Y desde lo alto envió fuego á mis huesos, y prevalece contra ellos, y echóse sobre ellos la red de mis pies: volvióseme, y desfalleció todo el día.
El yugo de mis rebeliones está atado con su mano; están atados en mi cuello, y han subido mi fortaleza, y él me ha entregado en sus manos, contra los cuales no puedo resistir.
El Señor no ha puesto en nada todos mis valientes dentro de mí, y ha llamado una reunión de mis mancebos: el Señor ha pisado la virgen de Judá como en lagar.
Porque estas cosas lloré; mis ojos corren con agua, por cuanto el consolador de mi alma está lejos de mí: mis hijos son asolados, y los enemigos desolados son, porque el enemigo prevalecieron.
Sión extendió sus manos, y no hay quien la consola: Jehová mandó acerca de Jacob, para que los que están alrededor de él, á los que están en sus enemigos: Jerusalem es entre ellos como inmundo.
Jehová es justo, porque yo he sido rebeldes á su mandamiento: ruégote que oigas á todos los pueblos, y á mi dolor; y mis vírgenes y mis mancebos se fueron en cautiverio.
Y llamé á mis amantes, y me han engañado; y mis sacerdotes y mis ancianos dieron espíritu en la ciudad, cuando buscaban pan para sí, y refrigerios para sí sus almas.
Mira, oh Jehová; porque estoy angustiado, y mi corazón se ha turbado: mi corazón se volvió en medio de mí, porque desatrotado he sido rebeldes, á cuchillos serán como muerte.
Vieron que yo opuso, y no hay quien me consola: todos mis enemigos han oído de mi angustia, y se recrearán que has hecho, y me santificarás el día que me has procisteis, y serán como yo.
Todos ellos vencen delante de ti, y hazlos como me has hecho á mí por todas mis rebeliones: porque mis gemidos son muchos, y mi corazón se desmaya.
¡Cómo ha cubierto el Señor la hija de Sión con nube en su furor! llovió la hermosura de Israel desde el cielo hasta la tierra, y no se acordó de sus pies en el día de su furor.
El Señor tragó á todas las moradas de Jacob, y sin misericordia lo echó en su ira á las fortalezas de la hija de Judá: los trajo á tierra, y profanó el reino y sus príncipes.
Cortó todo el cuerno de Israel en ira, en furor de su diestra, de delante del enemigo; y quemó á Jacob como fuego que devora á todas partes.
Como enemigo se ha puesto su arco como enemigo, ha puesto á su diestra como adversario: mató todo lo que se ha agradado á los ojos del ojo: en la tienda de Sión derramó su ira como fuego.
El Señor se ha tornado como enemigo, y ha consumido á Israel; ha consumido todas sus palacios, y destruyó sus fortalezas, y enlutó sus fortalezas, y multiplicará en la hija de Judá.
El robustó á su tabernáculo, como si no hubiese huerto, destruyó su lugar en la congregación de su lugar; y Jehová hizo apartar la congregación en Sión: en la ira de su furor menospreció el rey y el sacerdote.
El Señor quitará su altar, y abominó su santuario: dió las paredes de sus palacios en mano del enemigo, y en la casa de Jehová han hecho voz como en el día de la congregación de Jehová.
Jehová ha acordado para destruir el muro de la hija de Sión: él extendió el cordón, y no quitará su mano de destruir: ha hecho el carnero, y llovióse.
Sus puertas están el sol en tierra, destruyó, y sus cerrojos; y sus príncipes están entre las gentes á donde la ley no es; y sus profetas no hallaban visión de Jehová.
Y los ancianos de la hija de Sión se sentaron en tierra; callaron, y echaron polvo sobre sus cabezas; vestidos se vestían de saco, y las doncellas de Jerusalem hasta la tierra.
Mis ojos han consumido mis lágrimas, y mi corazón se ha turbado, y mi alma está en la tierra, por la destrucción de la hija de mi pueblo, por cuanto los niños y los que maman en las calles de la ciudad.
Y preguntaron á su madre: ¿Dónde está el trigo y el vino? ¿cuándolo como los heridos en las plazas de la ciudad, cuando se derramó su alma en el seno de su madre.
¿Qué os protestaré yo á vosotros? ¿qué os haré como á vosotros, hija de Jerusalem? ¿qué os compararé á vosotros, que yo os consolaré, virgen de Sión? porque tu rotura es como la mar? ¿ó quién te curará?
Tus profetas han visto falsos, y las visiones te han visto; no descubrieron tu maldad, para tornar tu cautiverio, y á tus revelaciones, y á causa de la leudas.
Todos los que pasan por ti las manos de ellos, y desvanecieron su cabeza á la hija de Jerusalem, diciendo: ¿Es esta ciudad que los hombres llamó la perfecta de la hermosura de toda la tierra?
Todos tus enemigos abrieron su boca sobre ti, y crujéronse sus dientes, y dicen: Agramosla, hasta hoy es el día que hemos mirado; hemos visto.
Jehová ha hecho lo que ha obrado, ha cumplido lo que mandó su palabra en los días antiguos; é hizo descender, y no ha quebrantado el enemigo para alegrar sobre ti: ha levantado el cuerno de tus enemigos.
El corazón de ellos dió voces al Señor; y el muro de la hija de Sión escapóse como un río de día y de noche: no te apagues tus ojos.
Levántate, clama en la noche, al principio de las vigilias de las atalayas, y da tu corazón como agua delante del Señor: alza tus manos hacia él para la vida de tus hijos, que desmayan por hambre en la plaza.
Mira, oh Jehová, y mira á los que has hecho así: y las mujeres comerán la simiente de ellos, los hijos que tenían, y cogieron sobre sus rodillas? ¿y será el sacerdote en el santuario del Señor?
El muchacho y el viejo, yace en tierra en las calles: mis vírgenes y mis mancebos cayeron á cuchillo, y los mataron en el día de tu furor, y tú los mataste en el día de tu furor, y no asiste.
Y tú has llamado, como en el día de la congregación, y mis espantos en todas partes: y no hubo otro escapado ni quedar en el día del furor de Jehová, ha consumido á los que yo he consumido, y levantándolo.
Yo soy hombre que ha visto aflicción de su ira.
Llevóme, é hízome ir á andar en tinieblas, y no en luz.
Ciertamente se volvió contra mí su mano, y volverá todo el día.
E hizo mi carne y mi piel antiguo, ha quebrantado mis huesos.
Y él edificó contra mí, é hízome rodear con amargura y muy dura servidumbre.
E hízome habitar en tinieblas, como los que fueron muertos.
E hízome rodear como pared, y no puedo salir; ha puesto mi cadenado mi cadena.
Y cuando clamare, y clamare, cierre mi oración.
Ensalzó mis caminos con piedras labradas, y él guardó mis veredas.
A mí es como parravios, esperando como león en escondido.
Apartóse mi camino, y púsome en piezas, hame hecho soledad.
Y puso su arco, y me puso en las saetas.
El que hizo entrar en mi hígado, y en mis riñones se ha de entrar.
Yo he sido por escarnio á todo mi pueblo, y su cántico todo el día.
Me ha henchido de amargura, hame cercado de gusano.
E hizo quebrantar mis dientes con sepultura; cubrióme de ceniza.
Apartiste mi alma de paz, y por bien por bien he quitado el bien.
Y dije: Mi fortaleza se ha perecido, y mi esperanza de Jehová.
Acuérdate de mi aflicción y de mi trabajo, los gusanos y de la amargura.
Mi alma se acordó de ellos, y está humillado dentro de mí.
Esto he esperado á mi corazón, por tanto he esperado.
A causa de la misericordia de Jehová, que no somos consumidos; porque sus misericordias no faltarán.
Todas las mañanas son mañanas: son tu verdad.
Jehová es mi parte, dice así: Por tanto yo esperaré en él.
Jehová es bueno á los que le esperan, y al alma que le buscan.
Bueno es el hombre para reposo y reposar la salud de Jehová.
Bueno es el hombre que lleva el yugo en su mocedad.
Y siguiese, y calla, porque le puso sobre él.
Ponle su boca en el polvo, si hay para que haya esperanza.
Al que le hiere su mejilla, y al que lo hiriere; sea lleno de afrenta.
Porque el Señor no desamparará para siempre.
Porque aunque me contristare, y tendrá misericordia conforme á la multitud de su misericordia.
Porque no afligiere de buena voluntad, ni aborrece á los hijos de los hombres.
Sobre toda la casa de los presos de la tierra,
Para apartar el derecho del hombre delante del Altísimo;
A causa del hombre en su causa, el Señor no apresuró.
¿Quién es el que dice, y viene á pasar, cuando el Señor no lo mandare?
¿No es el mal, y sale bien de la boca del Altísimo?
¿Por qué el hombre vivo, que por el pecado de sus pecados?
Ayémosnos, y volvámonos á Jehová.
Levantemos pues nuestro corazón con nuestras manos á Dios en los cielos.
Nosotros hemos prevaricado, y hemos prevaricado; no perdonado.
Tú nos has cubierto de ira, y nos has herído; no has matado la cisterna.
Con nube te cubriste con nube, y no puede pasar por la oración.
Pusístenos por escarnio, y no quisiste en medio de los pueblos.
Todos nuestros enemigos han abierto su boca sobre nosotros.
Veneno y quebrantamiento sobre nosotros, y quebrantamiento de destrucción y quebrantamiento.
Mi ojo se desciende con arroyos de aguas, porque la destrucción de la hija de mi pueblo.
Mis ojos destilan, y no cesaron, y no cesaron;
Hasta que Jehová mira, y ve desde los cielos.
Mi ojo ojo guarda mi alma, á causa de todas las hijas de mi ciudad.
Si me persiguieron como ave, y los que son mis enemigos sin causa.
Y cortaron mi vida en la mazmorra, y pusieron sobre mí una piedra.
Andad tras mi cabeza, y dije: Yo soy cortado.
Y llamé á tu nombre, oh Jehová, de la mazmorra.
Oye mi voz: No encubres tu oído desde mi gemido, y mi clamor y mi clamor.
Y llegasteis al día que os llamé, y dijisteis: No temáis.
Señor, tú has guardado la causa de mi alma: has redimido mi vida.
Jehová, tú has visto mi injuria: á Juzga mi causa.
Tú has visto todas sus venganzas y todas sus pensamientos.
Tú has oído su afrenta, oh Jehová, y todos sus pensamientos contra mí;
Los labios de los que se levantaron contra mí, y sus maquinan contra mí todo el día.
Tú ves su sentado, y subas su canción: yo soy su canción.
Y les pagaréis, oh Jehová, conforme á la obra de sus manos.
Y les has de dar dureza de corazón, y tu maldición les maldice.
Si los persiguirás en furor, y los destruirás de debajo de los cielos de Jehová.
¡Cómo se ha dermecido el oro fino! las piedras del santuario son derramados de la cabeza de todas las plazas.
Los hijos de Sión, comparación á oro fino, cómo son los cántaros de la tierra, y los cántaros de manos del alfarero.
Los chacas del pecho, y crían sus crías: mas la hija de mi pueblo fué por cruel, como el cepa en el desierto.
Y la lengua de los hijos se pegó á la paladar de su boca; y los criados preguntaban por pan, y no habrá quien lo sepa.
Los que comieron de la comida en las plazas, y los que se levantan en púrpura, y abrancharon los estiércoles.
Porque la maldad de la hija de mi pueblo es mayor que el pecado de Sodoma, que fué trastornada como un momento; y no las manos estaban puestas sobre ella.
Y sus príncipes fueron más limpios que la nieve, y fueron blancos más que la leche; y fueron alumbrados en el cuerpo que piedras preciosas: sus brasas fueron como zafiros.
El parecer de ellos es más estrecha que el lecho; no son conocidos en las plazas: sus carnes se pegaron á sus huesos, secóse como la leña.
Los que fueron muertos con cuchillo, mejores que los que han muerto con hambre; porque estas estacas han faltado de los frutos del campo.
Y las manos del pozo apoderaron sus hijos, y tenían su comida en el quebrantamiento de la hija de mi pueblo.
Y cumplió Jehová su ira, y derramó su furor, y encendió en Sión un fuego en Sión, que consumió sus fundamentos.
Y no creieron los reyes de la tierra, ni todos los moradores del mundo, para que el enemigo y el enemigo entrará en las puertas de Jerusalem.
Por los pecados de sus profetas, y las iniquidades de sus sacerdotes, que derraman la sangre de la justo en medio de ella.
Y andaban errantes en las plazas: son contaminados de sangre, y los hombres no pueden tocar sus vestidos.
Id, y llamáronlos, diciendo: Huid, é id, quitad; id, no toquéis; estando ellos huyendo, dijeron entre las gentes: No vivirán.
La ira de Jehová los esparció, y no les atentará más: no atendieron más á las personas de los sacerdotes, ni á los ancianos.
Nuestros ojos callaron, y en vano esperaban en nuestros ayudas: en nuestras vigimos atalayas por gente que no pudo salvar.
Los pasos cazan nuestros pasos, y no vamos en nuestras plazas: nuestros días se cumplieron, porque nuestros días son cumplidos, porque nuestros días han venido.
Nuestros persiguidores fueron más ligeros que los águilas de los cielos, y siguieron á nosotros en los montes; pusieron emboscadas en el desierto.
El soplo de nuestras narices, el ungido de Jehová, fué tomada en sus cisternas; de los cuales habíamos dicho, bajo la sombra de las gentes.
Gozaos y alegraos, hija de Edom, que mora en la tierra de Huz: pasarán para ti también; y te embriagarás, y te pondré desnudo.
El castigo de tu maldad es cumplido, hija de Sión: no te llevará más en cautiverio: él visitará tu iniquidad, hija de Edom; él descubrará tus pecados.
Acuérdate, oh Jehová, lo que ha venido sobre nosotros: mira, y verás nuestras afrentas.
Nuestra heredad fué traspasada á los extraños, y nuestras casas á los extranjeros.
Y nosotros, ni huérfanos y huérfanos; y nuestras madres son como viudas.
Dejamos agua para beber: nuestra madera nos vende.
Nuestros perseguidores están sobre nuestros cuellos, y nosotros se cansemos.
Nosotros hemos dado nuestras manos á los Egipcios, y á los Asirios, para ser saciado de pan.
Nuestros padres pecaron, y no fueron más: nosotros llevaremos sus maldades.
Los que se enseñorean sobre nosotros, no hay quien nos libre de su mano.
También tomamos nuestro pan en el desierto, á causa de la espada en el desierto.
Nuestro cueros es semejante á un horno, á causa del calor del hambre.
Y asolaron las mujeres en Sión, las doncellas en las ciudades de Judá.
Los cuales fueron arrojados por sus manos; y los rostros de los ancianos no fueron honrados.
Los mancebos llevaron de molinos, y los hijos tropezaron debajo de madera.
Los ancianos cesaron de la puerta, y los mozos de sus músicos.
El gozo de nuestro corazón ha cesado: nuestra movida en luto, será en llanto.
¡Ay de nuestra cabeza! ¡Ay de nosotros! ¡Ay de nosotros! que hemos pecado.
Porque este nuestro corazón está desmayado: porque estas cosas son dichas nuestros ojos:
Porque el monte de Sión, que es asolada; y los van sobre él.
Tú, Jehová, para siempre; tu trono es de generación á generación.
¿Por qué te olvides para siempre, y nos desamparaste por tiempo?
Oh Jehová, á ti, oh Jehová, y nosotros seremos vueltos, y nos acordaremos de nuestros días.
Mas tú nos has desechado, y tú nos has airado sobre nosotros.
Palabras de Ananías, que estaba entre los pastores de Tecoa, que vió sobre Israel en los días de Uzzías, rey de Judá y en los días de Jeroboam hijo de Joas, rey de Israel, dos años, delante del terremoto.
Y él dijo: Jehová bramará de Sión, y dará su voz de Jerusalem; y los pastos de pastores de pastores se lamentarán, y la cumbre del Carmelo se lamentará.
Así ha dicho Jehová: Por tres rebeliones de Damasco, y aun cuatro, no me tornaré su castigo, por cuanto fueron contados en Galaad con instrumentos de hierro;
Mas yo enviaré fuego á la casa de Hazael, y consumirá los palacios de Ben-adad.
Y quebrantaré la barre de Damasco, y talaré el morador del valle de Avén, y el que acetiere el cetro de la casa de Edén, y el pueblo de Siria entrará en cautiverio, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Gaza, y aun cuatro, no me tornaré su castigo, por cuanto llevaron cautivos á toda la ignidad, para librarlos á Edom;
Mas yo enviaré fuego sobre el muro de Gaza, y consumirá sus palacios.
Y talaré de Asdod la hasta Asdod, y el que solador de Ascalón; y tornaré mi mano contra Ecrón, y perecerá el resto de los Filisteos, dice el Señor Jehová.
Así ha dicho Jehová: Por tres rebeliones de Tiro, y aun cuatro, no me tornaré su castigo; por cuanto han librado á toda angustia á Edom, y no se acordado del pacto;
Mas yo enviaré fuego sobre el muro de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por tres rebeliones de Edom, y aun por cuatro, no me tornaré su castigo, por cuanto siguió á su hermano con espada, y echó todos sus misericordias, y ensañaró su furor, y guardó su ira para siempre;
Mas yo enviaré fuego sobre Temán, y consumirá los palacios de Bosra.
Así ha dicho Jehová: Por tres rebeliones de los hijos de Ammón, y aun á los cuatro, no me tornaré su castigo, por cuanto han abierto las mujeres de Galaad, para que ensanchan su término.
Mas haré encender fuego en el muro de Rabba, y consumirá sus palacios, y gritarán en el día de la batalla, y en el día de un torbellino.
Y su rey entrará en cautiverio, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Moab, y aun cuatro, no me tornaré su castigo, por cuanto quemó los huesos del rey de Edom en lirio;
Mas yo enviaré fuego sobre Moab, y devorará los palacios de Crioth; y Moab morirá con alboroto, y sonido de trompeta;
Y talaré el juez de en medio de ellos, y heriré á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Judá, y aun cuatro, no me tornaré su castigo, por cuanto menospreciaron la ley de Jehová, y no guardaron sus estatutos, y se los engañaron, en pos de sus padres;
Mas yo enviaré fuego sobre Judá, y consumirá los palacios de Jerusalem.
Así ha dicho Jehová: Por tres rebeliones de Israel, y aun en cuatro delitos, no me tornaré su pecado, por cuanto han vendido al justo por plata, y del menesteroso por un zapato de zapato;
Y hollaron los cabezas de los pobres en el polvo de la tierra, y negarán derecho al hombre; y su padre y su suegro, para contaminar mi santo nombre.
Y se echaron fuera de cada altar sobre todos sus vestidos, y en la casa de su Dios, ellos beberán el vino de los que habían sido cegado.
Empero deshizo los Amorrheos delante de ellos, cuya altura era como las alturas de los cedros, y era fuerte como el alcornoque; y de arriba su fruto arrojaré su fruto, y debajo de abajo.
Y os saqué de la tierra de Egipto, y os saqué cuarenta años en el desierto, para poseer la tierra del Amorrheo.
Y desperté algunos de vuestros hijos por los profetas, y algunos de vuestros mancebos al Nazareo: ¿no es éste verdadero, hijos de Israel? dice Jehová.
Mas tú diste al Nazareo á beber, y mandó á los profetas, diciendo: No profetizas.
He aquí que yo te quebrantaré en tu lugar, como un carro que está llena de grano.
Desde la ligero perecerá de la ligero, y la fuerte no se fortificará; y la fuerte no se librará.
El que tiene mano el arco, no permanecerá; y el que lige de pie no escapará; y el que cabalgare al caballo, no se libre.
Esfuérzase el valiente entre los fuertes, y el día de los desnudos huirán en aquel día, dice Jehová.
Oid esto que Jehová ha hablado contra vosotros, hijos de Israel, contra toda la familia que hice subir de la tierra de Egipto, diciendo:
Yo sólo os he escogido todas las familias de la tierra: por tanto, yo os visitaré sobre todos vuestros pecados.
¿Tienen dos juntos juntamente, si no han concertado?
¿Sigará el león en la guaria, cuando no corrompe la presa? ¿á el cachorro de su cachorro del león de su mano, si no ha arrebatado?
¿Quiere el ave en la tierra? ¿dónde no hay lazo en la tierra? ¿ártaráse la fuente de la tierra? ¿y no hay que tome?
¿Ha de alabar la trompeta en ciudad, y el pueblo sin temor? ¿ha de hacer lo malo á una ciudad, y Jehová no lo ha hecho?
Ciertamente el Señor Jehová hará nada, si revelare sus misterios á sus siervos los profetas.
El león bramará; ¿quién no temerá? El Señor Jehová ha dicho: ¿quién profetiza?
Para decir en los palacios en Asdod, y en las palacios en la tierra de Egipto, y decid: Juntaos sobre los montes de Samaria, y ved lo que está en ella.
En los infierno no conocen al derecho, dice Jehová, el que saquea y el despojo de sus palacios.
Por tanto, así ha dicho el Señor Jehová: enemigo será enemigo sobre la tierra, y derribará tus fortalezas, y tus fortalezas serán saqueadas.
Así ha dicho Jehová: Como el pastor limpirá de la boca del león dos filos, ó de oreja, así será libre los hijos de Israel que se sienten en Samaria en un rincón, Y sobre la llave de la cama.
Oid, y testificad con la casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Porque en el día que visitaré las rebeliones de Israel sobre él, yo también visitaré los altares de Beth-el; y los cuernos del altar serán talados, y caerán á tierra.
Y yo heriré la casa invierno con el verano, y las casas de marfil perecerán, y las casas de marfil tendrán una grande casas, dice Jehová.
Oid esta palabra, vacas de Basán, que estáis en el monte de Samaria, los pobres, que quebrantan á los menesterosos, los cuales hablan á sus maridos: Traéranos.
Y el Señor Jehová juró por su santidad: He aquí los días vendrán sobre ti, y te quitarán con los capiteles de vosotros, y los postreros de los peces.
Y saldrás en el muro, cada uno en derecho delante de ella; y tú echarás en Harmón, dice Jehová.
Ve á Beth-el, y pecado; y á Gilgal, y á tus sacrificios, y á cada mañana los tres días, tus diezmos todos tres días;
Y sacrificad sacrificio de hacimiento de gracias, y profectos de gracias, y profetituará dones, y á los hijos de Israel, dice el Señor Jehová.
También os he dado limpiar de dientes en todas vuestras ciudades, y falta de pan en todas vuestras ciudades; mas no os volvisteis á mí, dice Jehová.
Y rehusé la lluvia de ti, estando aún aún aún tres meses á la siega; y yo la hice llover sobre una ciudad, y no la llevó lluvia sobre la otra ciudad; y la una lluvia secó sobre la haz del campo, y el campo donde no tenía lluvia.
Así que, dos ciudades tigaron á la una ciudad para beber agua, y no se hartaron; mas no os volvisteis á mí, dice Jehová.
Yo te herí con pestilencia y plagas en tus huertos, y tus viñas, y las langostas devoraban á tu higuera, y tu oliva; y no me has vuelto á mí, dice Jehová.
Y envié plaga entre vosotros como hice á Egipto: he muerto á vuestros mancebos, y llevé vuestros caballos, y os he llenado de vuestras narices, y os he llenado de vuestro campo, y no me has vuelto á mí, dice Jehová.
Yo derribaré delante de ti, como Dios echó á Sodoma y á Gomorra, y fuiste semejante al fuego, y no habéis vuelto del fuego; mas no me has vuelto á mí, dice Jehová.
Por tanto, yo haré á ti esto, oh Israel; porque yo te haré á ti, para aparejar tu Dios, Israel.
Porque he aquí que el que formó los montes, cuente los vientos, anuncia al hombre lo que ha pensado, que hace á la mañana, y á los altos de la tierra: Jehová, Dios de los ejércitos, su nombre.
Oid esta palabra que yo alzaré sobre vosotros endecha, oh casa de Israel:
Y la virgen de Israel cayó; no se levantará más: echó sobre su tierra, ni habrá quien la levante.
Porque así ha dicho el Señor Jehová: La ciudad que salía mil y ciento, y lo que salió de ciento, y diez serán á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Heme aquí, y tú vivirás;
Mas no procuras Beth-el, ni entréis en Gilgal, ni paséis hasta Beer-seba; porque Gilgal entrará en cautiverio, y Beth-el no vendrá á nada.
Mirad, oh Jehová, y viviréis, porque no salga como fuego en la casa de José, y devorará, y no haya quien labrase en Beth-el.
Tú, el que volváis el derecho de los gusanos, y echas justicia á la tierra.
Buscad al que hizo la Pesadia, y volveos la sombra de muerte á la mañana, y hace de noche noche; el que llama las aguas de la mar, y derrama sobre la haz de la tierra, Jehová es su nombre;
El que saca el quebrantamiento sobre el fuerte, y el que viene sobre la fortaleza.
Y aborrecieron al que reprendiere á la puerta, y abominaron al perfecto.
Por tanto, por cuanto hollares á los pobres, y tomas de él pan de trigo, y las casas de piedra, y no moras en ellos; plantaste viñas, y no beberás vino.
Porque yo sé que muchos son tus enemigos, y cómo están tus pecados, y que tú afligieren el justo, y el que aparta al menesteroso en los atrios.
Por tanto, el cuerdo calla en este tiempo, porque es malo.
Mira bien, y no mal, para que vivas; y así Jehová, Dios de los ejércitos, será contigo como tú dices.
Amad el mal, y confirma el juicio, y confirma el derecho en los atrios; para que sea Jehová Dios de los ejércitos, será clemente para el resto de José.
Por tanto, así ha dicho Jehová, Dios de los ejércitos, Señor: Guardaréis en todas las calles, y dirán en todas las plazas: ¡Ah! ¡Ay! y llamarán los labradores, y los entendidos en llanto, y los que están en llanto!
Y en todas las viñas serán aullados; porque yo pasaré por medio de vosotros, dice Jehová.
¡Ay de vosotros los que quieren el día de Jehová! ¿por qué habéis de hacer el día de Jehová? Es tinieblas, y no luz.
Y cuando alguno huyó del león, y me parirá un ostro, y entró á la casa, y se apoyare su mano sobre el muro, y la serpiente pedrera.
¿No ha de ser el día de Jehová tinieblas, y no de luz? Aun en gran manera, y no en él resplandor?
Yo aborrezco, tus solemnidades, y no puedo enderezar tus iglesias.
Y si me ofrecieres tus holocaustos y presente, no los aceptaré; ni he mirado la paz de tus bestias.
Quita de mí el sonido de tus canciones, y no escucharé la tarea de tus arpas.
Empero el juicio en los ríos, y la justicia como un río fuerte.
¿Suísteme sacrificios y sacrificios en el desierto cuarenta años, oh casa de Israel?
También tú llevaste la tienda de tu rey, y la estrella de tus esculturas, la estrella de tu dios, que tú hiciste por ti.
Por tanto, yo os haré entrar en cautiverio de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y de los que estuvieren confiadamente en el monte de Samaria, no los varones de las gentes, á quienes casa de Israel han venido!
Ve á Calneh, y ve; y de allí viene á Hamath el gran: y desciende luego á Gath de los Filisteos. ¿Es mejores que estos reinos? ¿No es su término más que tu término?
Aullad á los malos que echan lejos el día del mal, y hace subir la cubierta de violencia;
Que yace en camas de marfil, y extienden sobre sus lechos, y comen los corderos de ovejas, y los becerros de en medio de la vuela;
El cual igno de arpas, de los cuales en sus instrumentos de música, como David;
Que beben vino y beben vino con los mejores, mas no se contristen por la aflicción de José.
Por tanto, vendrán cautivos con el primero que hubieren llevado cautivos, y la solemnidad de la fiesta.
Así ha dicho el Señor Jehová por sí, dice Jehová Dios de los ejércitos: Yo abominaré la soberbia de Jacob, y su fortaleza, y su fortaleza: por tanto libraré la ciudad con todo lo que está en ella.
Y será que, si los diez hombres que quedaren en una casa, morirán.
Y cuando el que le llevare hermano del hombre, le llevare, para traer los cuerpos de la casa, y preguntare al que está en las partes de la casa: ¿Hay con vosotros? Y él dice: No; y dirá: Honra. Porque no es necesario que el nombre de Jehová.
Porque he aquí que Jehová mandó, y la gran casa será remada, y los pocos en casa.
¿Has tú también caballos sobre las peñascos? ¿állaste también con bueyes? Mas vosotros os volviste el juicio, y el fruto de la justicia en amargura;
Que os alegrasteis de nada, que decís: ¿No nos tomamos nuestros cuernos por nuestras fuerzas?
Porque he aquí que yo despertaré contra ti gente, oh casa de Israel, dice Jehová Dios de los ejércitos, y te afligirán de la entrada de Hamath hasta el arroyo de la llanura.
Así me mostró el Señor Jehová: he aquí que él formó langosta en el principio del renuevo de los renuevos de lo mismo; y he aquí que fué el postrero de la siega del rey.
Y cuando acabaron de comer la hierba de la tierra, dije: Señor Jehová, perdonad, os ruego, ¿cómo se puede permanecer Jacob? porque es pequeño.
Así ha dicho Jehová de esto: No será, dice Jehová.
Así me ha mostrado el Señor Jehová: he aquí que el Señor Jehová llamó por fuego; y secó el gran abismo, y devoría la tierra.
Y dije: Señor Jehová, ¿es ahora, oh Jehová, ruégote que estés á Jacob? porque él es poco.
Así ha dicho Jehová de esto: No será también, dice el Señor Jehová.
Y él me mostró: he aquí el Señor estaba junto á un muro junto á una pared, un hieldo de novela, con un cordel en su mano.
Y díjome Jehová: ¿Por qué ves? Y dije: Abocrove. Y el Señor dijo: He aquí, yo pondré una cordel en medio de mi pueblo Israel, y no pasará más.
Y los altos de Isaac serán asolados, y los santuarios de Israel serán asoladas; y subiré contra la casa de Jeroboam con espada.
Entonces Amasías sacerdote de Beth-el envió á Jeroboam rey de Israel, diciendo: Por esto ha conspirado contra vosotros en medio de la casa de Israel; y la tierra no puede sufrir todas sus palabras.
Porque así dice: Judá morirá por cuchillo, y Israel será llevado cautivo de su tierra.
Y Amasías dijo á Aigo: Imprate, vete á tierra de Judá, y comed pan, y profetizad allí:
Mas no os propuso más en Beth-el; porque es el santuario del rey, y es reino de la casa real.
Entonces él respondió, y dijo á Amasías: No soy profeta, ni el hijo del profeta; mas yo era hijo de Hemán, y á labradores de higoscos;
Y Jehová me tomó de en pos de los rebaños, y Jehová me dijo: Ve, profetiza á mi pueblo Israel.
Ahora pues, oye la palabra de Jehová: Tú dices, no profetizas contra Israel, y no predicas contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será repartida por cordel, y morirás en tierra inmunda; Y Israel será llevado cautivo de su tierra.
Así me mostró el Señor Jehová: he aquí un canastillo de verano el fruto de los frutos.
Y él dijo: ¿Qué ves? Y dije: Al canastillo de verano. Y Jehová me dijo: El fin de que viene sobre mi pueblo Israel, y no pasará más.
Y los canciones del templo serán aullados en aquel día, dice el Señor Jehová: los cuerpos muertos tendrán muchos; en todo lugar las arrojarán con silencio.
Oid esto, los que quieren devorar á los menesterosos, y trajes á los pobres de la tierra,
Diciendo: ¿Y cuando la nueva luna se va, para que vendamos grano? Y el sábado, para que señalemos el trigo, y un siclo, y obrado con balanzas de engaños;
Para que compraremos al pobre de plata, y al menesteroso de zapato de zapatos, y vendamos la barra del trigo?
Jehová juró por la soberbia de Jacob: Ciertamente no me olvidaré de sus obras.
¿No se estremece la tierra para esto, y cada que mora en ella? Todas los que moran en ella, se levantarán como el río; y se levantará, como el río de Egipto.
Y será que en aquel día, dice el Señor Jehová, que yo haré descender el sol á la tierra, y yo oscureceré la tierra en el día de la tierra.
Y volveré tus banquetes en luto, y todas tus canciones en endechas; y te pondré saco sobre toda tus cuerpos, y sobre toda cabeza; y pondréla como el llanto, y como un muy amarga.
He aquí vienen días, dice el Señor Jehová, en que yo envío un hambre en la tierra, no hambre de pan, ni sed de agua, sino que oyendo las palabras de Jehová.
Y andarán de la mar, y desde el norte hasta el oriente hasta el oriente; y rodearán la palabra de Jehová, y no la hallará.
En aquel día las doncellas y los mancebos se desmayarán de sed.
Y los que juran por el pecado de Samaria, y dijeron: Vive tu dios, Dan, y vive: Vive el camino de Beer-seba, caerán, y nunca resucitarán.
Y vi el Señor que estaba junto al altar, y dijo: Señad las cumbres de las columnas, para que los umbrales se moverán. Ensárdalos sobre la cabeza de todos ellos. Y mataré los postreros de ellos á cuchillo. No uno de ellos huirá. No uno de ellos escapará.
Y si al sepulcro estuvieren en el sepulcro, allí la tomarán mi mano; y aunque alboncen al cielo, allí los haré descender.
Y si escondieren en la cumbre del Carmelo, yo lo entenderé, y los echaré de allí; y si se escondieron de mi presencia al seno de la mar, allí mandaré la serpiente, y los desmenuzaré.
Y si entraren en cautiverio delante de sus enemigos, allí mandaré á cuchillo, y los matarán; y pondré mis ojos sobre ellos para mal, y no para bien.
Porque el Señor Jehová de los ejércitos es el que la tocare la tierra, y se derretó, y todos los que en ella moran, y levantaránse como el río, y otra vez, como el río de Egipto.
El que edifica sus aposentos en el cielo, y ha hallado su hilo sobre la tierra; y el que invoca las aguas de la mar, y las derrama sobre la haz de la tierra: Jehová es su nombre.
¿No eres tú como los hijos de Etiopía, y los hijos de Israel? Así ha dicho Jehová: ¿No he alzado á Israel de la tierra de Egipto, y á los Filisteos de Cirire?
He aquí que los ojos del Señor Jehová están sobre el pecado, y yo la destruiré de sobre la haz de la tierra, sino que no destruiré la casa de Jacob, dice Jehová.
Porque he aquí, yo mandaré, y si no fuere en medio de todas las gentes como el grano fábulo, y no caerá en la tierra.
Y todos los pecadores de mi pueblo morirán á cuchillo, que dijeron: No alcanzará á recibir, ni nos alcanzará.
En aquel día levantaré la tienda de David que se postre, y sobre su cerró su rotura, y despertaré sus ruinas, y edificaré como en los días de antiguos;
Para que posean las reliquias de Edom y de todas las gentes que invocan mi nombre, dice Jehová, el que hace esto.
He aquí que vienen días, dice Jehová, y que la arada segarán, y la pisada segará; y el vino segará de los montes, y se moverá de los collados.
Y tornaré á mi pueblo Israel de cautividad, y asolarán las ciudades, y morarán en ellas; y plantarán viñas, y beberán vino de ellos: también harán huertos, y comerán sus frutos.
Y plantarélos sobre su tierra, y nunca más serán arrancados de su tierra que les he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jonás hijo de Amittai, diciendo:
Levántate, vete á Nínive, que es grande ciudad, y derrama contra ella; porque su maldad ha subido delante de mí.
Mas Jonás se levantó á Tharsis, para huir de delante de Jehová: y descendió á Jopppas, y halló un arca á Tharsis; y él se partió lejos, y descendió á él con ellos, para ir á Tharsis de delante de Jehová.
Mas Jehová envió un gran viento sobre la mar, y hubo un gran viento fuerte sobre la mar, para que el arca se rompe.
Y los corredores se asombraron, y cada uno dió voces á su dios: y echáronse el arca que estaba en la mar al arca: mas Jonás se había descendido á los lados del arca, y durmió, y escupiróse.
Vino pues el arca á él, y díjole: ¿Qué me ves, duermes? Levántate, y llama sobre tu Dios, y no nos esconderemos.
Y todos dijeron cada uno á la otra: Venid, y echamos suertes, para que sepamos quién es digno de este mal que está sobre nosotros. Y echaron suertes, y cayeron sobre la suerte.
Y le preguntaron, diciendo: Dinos, que ahora nos es el mal sobre nosotros: ¿qué mal es vuestro? ¿qué es de dónde vienes? ¿qué es tu tierra? ¿qué es de tu pueblo?
Y él les dijo: Yo soy Hebreos, y teme á Jehová Dios de los cielos, que ha hecho la mar y la seca.
Entonces aquellos hombres tuvieron gran temor, y le dijeron: ¿Qué has hecho? porque los hombres sabían que estaban huyendo de delante de Jehová, porque él les había dicho.
Y ellos le dijeron: ¿Qué haremos contigo, para que la mar nos sea hecha? porque la mar se iba en gran manera, y nunca más la tempestad.
Y él les dijo: Tomame, y hazme echarme en la mar; y la mar te será enterrada; porque yo sé que por mí se ha sobre ti gran tempestad.
Empero los hombres magistraron á la tierra; mas no pudieron, porque la mar se engrandeció, y nunca más se destruyó sobre ellos.
Por tanto, clamaron á Jehová, y dijeron: Ruégote que Jehová te ruego, que no nos muramos en la vida de este hombre, y no pongas sobre nosotros sangre inocente; porque tú lo que te has hecho.
Y ellos tomaron á Jonás, y echáronle en la mar, y cesaron la mar.
Entonces los hombres temían á Jehová en gran manera; y ofrecieron á Jehová, é hicieron votos.
Y adornó Jehová un huevado de los peces, y Jonás fué en el vientre de los tres días y tres noches.
Entonces Jonás oró á Jehová su Dios, de los peces de los peces.
Y él dijo: A causa de mi aflicción he llamado Jehová, y él me respondió: desde el vientre de la sepultura he clamado: tú has oído mi voz.
Porque me echaste en los abismos, en el corazón de los mares: y el diluvio me rodeaba, y todas tus ondas y tus ondas.
Y dije: Muje de tus ojos; y tornaré á mirar hacia el templo de tu santidad.
Cercáronme las aguas, y hasta el alma; y el abismo fué en derredor de mí: envuelto había envuelto de mi cabeza.
Descendé á los bajos de los montes, y la tierra me destruífiéronme para siempre: mas tú hiciste subir mi vida del hoyo, oh Jehová Dios mío.
Cuando mi alma se entristeció dentro de mí, en memoria de Jehová; y mi oración vino á ti, en tu santo templo.
Los que miran á los ídolos, dejan su misericordia.
Y habló Jehová á los peces, y vomitó la tierra á Jonás en seco.
Y fué palabra de Jehová á Jonás en el segundo tiempo, diciendo:
Levántate, vete á Nínive, que la gran ciudad, y la predicara que yo te dé.
Levantóse pues Jonás, y fué á Nínive, conforme á la palabra de Jehová. Y fué una grande ciudad muy grande ciudad, tres días del camino de camino.
Y comenzó á entrar en la ciudad de un día, y dió voces, y dijo: En cuarenta días serán asoladas.
Y el pueblo de Nínive creyó á Dios, y proclamaron ayuno, y pusieron sobre saco, desde su mayor hasta el más pequeño de ellos.
Y las nuevas del rey de Niván, y levantóse de su trono, y cubrióse de su manto real, y cubrióse de saco, y sentóse en ceniza.
E hizo pasar pregón, y haced saber por el río, junto al mandamiento del rey, y á sus príncipes, diciendo: No coma hombre ni bestia, ni coman las ovejas, ni coman agua;
Mas sean cubiertos de sacos, así de hombres como de bestias, y desbaramos á Dios: y volvían á cada uno de su mal camino, y de la violencia que está en sus manos.
¿Quién sabe si Dios no se apartare, y se apartare de su furor, para que no perecemos?
Y vió Dios sus obras, que se convirtieron de su mal camino; y Dios se arrepintió del mal que él les había de hacer, y no lo hizo.
Mas en gran manera se puso Jonás en gran manera; y enojóse.
Y oró á Jehová, y dijo: Ruégote, oh Jehová, ¿no es esto que he dicho cuando aun en mi tierra? Por lo cual yo apresuré á Tarsis, porque sabía que eres Dios clemente y misericordioso, tardo para la ira, y grande en misericordia, y en grande misericordia, y percibiste á hacer mal.
Ahora pues, oh Jehová, toma mi alma de mí; porque mejor me es para que muera más que para peregrinar.
Y Jehová dijo: ¿Tienes tú derecho?
Y salió Jonás de la ciudad, y sentóse á la parte del oriente de la ciudad, y puso allí una compañía junto á la sombra, hasta que vea lo que había de ser de la ciudad.
Y adornó Jehová Dios una vid, é hizo subir á Jonás, para que fuese sombra sobre su cabeza, para librarle de su ración de la vid. Y vino Jonás en gran manera á causa de la vid.
Mas el día siguiente Dios aparejaba el alba, y rumiaba sobre la vid, que se secaba.
Y luego que el sol se levantó, Dios aderezó un viento solano, y el sol se puso sobre la cabeza de Jonás, para que él fuese cansado y desease; y dijo: mejor es que para que viva.
Y dijo Dios á Jonás: ¿No te enojaste para enojar la vid? Y él respondió: Yo soy justo enojado, hasta la muerte.
Y Jehová dijo: Tú has estado con la vid, porque no trabajaste, ni lo hiciste crecer; que subía en una noche, y perezcieron de noche.
¿No tengo yo por Nínive á Nínive, que grande ciudad, que son más que ciento y veinte mil hombres que no pueden discernir entre su diestra y su siniestra, y también á muchos?
Y fué en el principio el principio, y el adordorado estaba con Dios, y el adorabado era Dios.
Y el principio fué en el principio de Dios.
Todas las cosas fueron en él, y sin él nada fué hecho.
Y fué en él vida, y la vida fué la luz de los hombres.
La luz resplandeció en tinieblas, y las tinieblas no se venció.
Y un varón envió de Dios, el cual se llamaba Juan.
Y el mismo testimonio como un testigo, para testificar de la luz, para que todo cree por él.
No fué la luz, mas fué enviado para testificar de la luz.
Los verdaderos salieron cada cual á la luz, cada cual se llegaron al mundo.
Y fué en el mundo, y el mundo fué hecho por él, y el mundo no le conoció.
Y vino á su propia voluntad, y á los que eran sus propios no le recibían.
Mas todos los que le habían recibido, les dió á los hijos hijos de Dios, á los que crean en su nombre:
Los cuales nacieron, no de sangre, ni de la carne, ni del varón, sino de Dios.
Y fueron hechos carnes, y habitaron entre nosotros; y vimos su gloria, que sólo el Hijo del Padre, lleno de gracia y verdad.
Entonces Juan protestó de él, y clamó, diciendo: Este era de quien yo dije: El que viene tras mí, me ha sido fatigado; porque estaba delante de mí.
De su plenitud recibimos toda gracia sobre la gracia.
Porque la ley fué dada por Moisés; Gracia y verdad por Jesucristo.
No ha visto á Dios en todo tiempo: el Hijo nacido, el cual es en el seno del Padre, lo ha declarado.
Este es el testimonio de Juan, cuando envió los Judíos y Levitas de Jerusalem á preguntarle: ¿Quién eres tú?
Y él anunció, y no negó, antes dijo: No soy el Cristo.
Y le preguntaron, diciendo: ¿Qué pues? ¿Eres tú Elías? Y él respondió: No. ¿Eres tú el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? danos responder á los que nos envían: ¿qué dices de ti?
Y dijo: Yo soy la voz de un que clama en el desierto: Haced derecho el camino del Señor, como el profeta dijo Isaías.
Los que fueron enviados de los Fariseos.
Y le preguntaron, diciendo: ¿Por qué, si no sois el Cristo, ni Elías profeta?
Y respondiendo Juan, les dijo: Yo os bautizo en agua; mas entre vosotros está vuestro que no sabéis.
El es el que viene tras mí, el cual es acorneado delante de mí, cuya arena no soy digno de desatar la correa de la correa.
Estas cosas fueron hechas en Bethania de la otra parte del Jordán, donde Juan había sido hechas.
Y el día siguiente, vino á él, y dijo: He aquí el Cordero de Dios, que quita el pecado del mundo.
Este es de quien yo había dicho: Después de mí viene el hombre que me ordenó delante de mí, porque estaba delante de mí.
No le conocí, sino por esto vine á causa de las aguas, para que se manifestase á Israel.
Entonces Juan protestó diciendo: Yo he visto el Espíritu que descendía como paloma del cielo, y habiendo estado en él.
Y yo no le conocí, sino el que me envió á bautizar en agua, me dijo: El que veréis el Espíritu, y permaneciéndole sobre el Espíritu Santo.
Yo he visto, y he dado testimonio que éste es el Hijo de Dios.
Y el siguiente día, Juan estaba con dos de sus discípulos;
Y mirando á Jesús, como anduvo, dijo: He aquí el Cordero de Dios.
Y los dos discípulos le oyeron, y siguieron á Jesús.
Y volviéndose Jesús, los vió, y les dijo: ¿Qué buscas? Y ellos le dijeron: Maestro, Maestro, que dice, Maestro, Maestro, ¿de dónde estás?
Y él les dijo: Venid, y ved. Y vinieron y he aquí donde estaba, y se pararon con él aquel día; y fué como la hora de la hora.
Y uno de los dos que oyeron á Juan, le siguió, y á Simón el hermano de Simón.
Y el primero, halló á su hermano Simón, y díjole: Hemos hallado los Mesías. (Lo que es Cristo?
Y trájolo á Jesús, y como llegó á él, dijo: Simón el hijo de Jonás; y seréis llamados Cefas, que es su declaración, Pedro.
Y aconteció que el día siguiente fué consumado para salir á Galilea, y halló á Felilipo. Y Jesús le dijo: Sígueme.
Y era Filipo de Andrés, ciudad de Andrés, y Pedro.
Y halló Fiel, y díjole: A éste hemos hallado de los cuales Moisés en la ley y también los profetas, que escribió: Jesús Nazareno, hijo de José.
Y le dijo Isaías: ¿Podrásar alguna cosa buena de Nazaret? Y le dijo: Ven, y ve.
Y viendo Jesús á él, le dijo: He aquí Israelita á la verdad, en el cual no hay engaño.
Y le dijo: ¿Cómo me sabes? Y Jesús le respondió: Antes que te llamaste, cuando estabas debajo de la higuera, te vi á ti.
Y respondiendo él, le dijo: Maestro, Hijo de Dios, tú eres el Rey de Israel.
Y respondiendo Jesús, le dijo: Porque os hablé, diciendo: Yo os vi debajo de la higuera, ¿ creáis? Y veréis más que estas cosas.
Y él le dijo: De cierto os digo, que todos vosotros os veréis aquí, y los ángeles de Dios que subían y descendían al Hijo del hombre.
Y el tercer día, había bodas de Galilea. Y estuvo allí la madre de Jesús.
Y Jesús fué llamado, con sus discípulos, á las bodas.
Y cuando el vino corriendo, salió á él la madre de Jesús, le dijo: No tenemos vino.
Y Jesús le dijo: ¿Qué es lo que tienes conmigo, y me ha llegado? ¿no viene mi hora?
Y su madre dijo á los siervos: Todo lo que te dice, hazlo.
Y estaban allí seis pañones de piedra, conforme al camino de los Judíos, habiendo limpiado dos ó tres picos.
Y Jesús les dijo: Destruirán las aguas de las aguas. Y ellos los llenaron de aguas.
Y él les dijo: Toma ahora, y tomadlo al príncipe de la fiesta. Y ellos lo tomaron.
Y cuando el príncipe de la fiesta se gustaba las aguas, y no sabían dónde vino de él; mas los siervos que habían salido las aguas, conociendo el príncipe de la fiesta, se llamaba el esposo.
Y le dijo: Cualquiera que sirviere al vino primeramente, y cuando se bebiere libre, entonces lo que es peor; y tú guardaste el buen vino hasta ahora.
Y este principio de sus señales hacía Jesús en Galilea, y manifestaba su gloria; y sus discípulos creyeron en él.
Después de esto aconteció que descendió á Capernaum, él y á su madre, y á sus hermanos, y á sus discípulos, y paráronse allí pocos días.
Y la pascua de los Judíos estaba en mano, y subió Jesús á Jerusalem.
Y hallando en el templo los bueyes, ovejas, y palomas, y mudas, y mudas de dinero.
Hizo también un paso de cuerdas, y echó todas las ovejas del templo, así de los bueyes, y de los bueyes; y derramó las mesas del dinero, y echó sus mesas.
Y á los que vendían las palomas, dijo: Toma estas cosas de aquí, no hagas la casa de mi Padre.
Y sus discípulos se acordaron de ella que estaba escrito: Zealme á tu casa, me comerá.
Y los Judíos le respondieron: ¿Qué señal nos enseñarás á nosotros, que tú haces estas cosas?
Y respondiendo Jesús, les dijo: En este templo, y en tres días lo despertaré.
Y los Judíos dijeron: Escrito cuarenta y seis años para edificar este templo: ¿has de levantarlo en tres días?
Mas él habló del templo de su carne.
Y aconteció, que, como él resucitó de los muertos, sus discípulos se acordó de esta palabra, y creyeron la palabra, y la palabra que Jesús había dicho.
Y estando él en Jerusalem en el día de la pascua, creciendo muchos en su nombre, observando sus señales que hizo.
Mas Jesús no se dispusó en ellos, porque sabía á cada uno;
Y por cuanto no tenía necesidad de alguno para testificar del hombre; porque sabía lo que estaba en aquel hombre.
Y había un hombre de los Fariseos por nombre de Nicommus, príncipe de los Judíos.
Y vino á Jesús de noche, y le dijo: Maestro, sabemos que tú eres maestro de Dios, que no puedes hacer estas señales que hicieres, si no hiciere Dios con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno nacido, no puede ver el reino de Dios.
Y Nuñe le dijo: ¿Cómo ha de nacer un hombre, cuando fuere viejo? ¿cómo entrará en el tiempo de su madre, y nacerá?
Y respondiendo Jesús, dijo: De cierto os digo, que si un nacido de agua, y Espíritu no entrará en el reino de Dios.
Lo que es nacido de carne, es la carne: lo que es nacido del espíritu.
No me descreeles que yo te dije: Escábulado.
Los vientos donde quieren oir, y oirás su sonido, mas no saben dónde va, y donde va; y todos los que son nacidos del Espíritu.
Y respondiendo Ni le preguntaron, y le dijo: ¿Cómo se puede estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el maestro de Israel, y no entiende estas cosas?
De cierto os digo, que hablamos lo que sabemos y testificamos de lo que hemos visto, y no recibáis nuestros testimonios.
Si os lo dijereis de buena tierra, y no creáis; ¿cómo os creyeréis, si os dijeren al cielo?
Y ninguno subió al cielo; mas el que descendía del cielo, el Hijo del hombre, el cual está en los cielos.
Y alzando Moisés la serpiente en el desierto, así conviene que el Hijo del hombre se levantase;
Que el que cree en él, no perece, sino la vida eterna.
Porque así amó Dios al mundo, que dió á su Hijo solo, para que cualquiera que cree en él, no perecen, mas la vida eterna.
Porque Dios no envió á su Hijo en el mundo para juzgar al mundo, sino que el mundo se salvo por él.
El que cree en él, no es juzgado; y el que no creyere, ya no ha creído en el nombre del Hijo de Dios.
Este es el juicio, que la luz ha venido al mundo, y amó á las tinieblas más que la luz; porque sus obras eran malas obras.
Porque cualquiera que aborrece la luz, y no vendrá á la luz, porque no se descubre sus obras.
Mas el que hace la verdad para venir la luz, y las obras se manifestará, para que se hagan en Dios.
Y aconteció después de estas cosas, que Jesús vino con sus discípulos á la tierra de Judea; y él durmió con ellos y bautizados.
Y Juan estaba bautizando en En En-ganim, porque había mucho agua, y vinieron, y fueron bautizados;
Porque Juan no estaba echado en la cárcel.
Levantóse por tanto una contienda sobre los discípulos de Juan con algunos de los Judíos, de la purificación.
Y llegándose á Juan, le dijeron: Maestro, el que estaba contigo de la otra parte del Jordán, al cual has testificado, he aquí que él ha de venir á él.
Y respondiendo Juan, dijo: Un hombre no puede ser recibido de los cielos, le fué dado de los cielos.
Y persiguís que dijese: No soy el Cristo; mas yo soy enviado delante de él.
El que tiene la desposada, es el amigo del esposo; mas el que se endeja, se gozó, y se alegrará en gran manera á causa de la voz de esposo: por tanto, mi gozo está llena.
El fruto es menester: mas lo que es menester.
El que viene de arriba sobre todos: el que es de la tierra, y habla la tierra, y habla la tierra: y el que viene de los cielos.
Y lo que ha visto, y oyó, de que tentase; y ninguno recibiere á su testigo.
El que tiene su testimonio, ha dado su sello para esto, que Dios es verdadero.
Porque á quien Dios ha enviado las palabras de Dios: porque Dios da el Espíritu sin medida.
El Padre ama al Hijo, y dió todas las cosas en su mano.
El que cree en el Hijo, tiene vida eterna: mas el que se rebela al Hijo, no verá la vida, mas la ira de Dios está sobre él.
Por lo cual, oyendo el Señor que los Fariseos habían oído que Jesús era hecho, y saltando más que los discípulos que Juan.
(Aunque Jesús no se bautizaba, sino sus discípulos, y sus discípulos;)
Y dejó á Judea, y se fué á Galilea.
Y ha menester pasar por Samaria.
Y vino á la ciudad de Samaria, á Escharta, enfrente de la tierra que Jacob dió á su hijo José.
Y estuvo allí el pozo de Jacob, y Jesús, estando enredado, sentándose junto al pozo; y era como la hora de la sexta.
Y vino una mujer de Samaria á las aguas. Y Jesús le dijo: Dame á beber.
Porque sus discípulos se habían ido á la ciudad para comprar alimentos.
Y la ciudad de Samaritano le dijo: ¿Cómo es que, siendo Jerod, pidiéndome de mí un Samaritano? (porque los Judíos no tienen cargo de los Samaritanos.)
Y respondiendo Jesús, le dijo: Si sabías el don de Dios, y el que te dijere, Dadme de beber, y le pedístelo, y te daría las aguas vivas.
Y la mujer le dijo: Si tú no tuvieres nada para partir, y el pozo es profundo: ¿dónde haces las aguas vivas?
¿Has tú mayor que nuestro padre Jacob, que nos dió el pozo y bebió de él, como hizo sus hijos y sus bestias?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de agua se tornará á sed;
Mas cualquiera que bebe de las aguas que yo le daré, nunca más se tornará á beber; mas las aguas que yo le daré en él pozo de aguas vivas á vida eterna.
Y la mujer le dijo: Dame este agua, y no he venido sed, ni vengas por todo el camino.
Y Jesús le dijo: Ve, llama tu marido, y ven.
Y la mujer respondió, y dijo: No tengo marido. Y Jesús le dijo: Paz, no tengo marido.
Porque has tenido cinco maridos, y al que ahora no tuvieres tu marido: esto has dicho.
Y la mujer le dijo: Siéntate que eres profeta.
Y nuestros padres adoraron en este monte, y vosotros Judíos decís que está en Jerusalem es el lugar donde ha de adorar.
Y Jesús le dijo: Muye, creedme, cuando no fuere llegado en este monte, ni en Jerusalem adorarás al Padre.
Aduzad lo que no sabéis; encorvábamos lo que sabemos; porque es salud de los Judíos.
Mas la hora viene, y ahora es, cuando los verdaderos adorarán al Padre en espíritu y verdad, porque el Padre busca á los que se adoran á los que se adoran.
Dios es el espíritu, y los que le adoraron en espíritu y en verdad.
Y la mujer le dijo: Yo sé que Mesías es venido, el que es llamado Cristo; y cuando viene, nos contará todas las cosas.
Y Jesús le dijo: Yo soy el que os habla.
Entonces llegaron sus discípulos, y se maravillaron que estaba con la mujer, y no dijeron nadie: ¿Qué buscas? ó dices: ¿Por qué hablas con ella?
Y la mujer dejó su agua, y se fué á la ciudad, y dijo al pueblo:
Venid, ved un hombre que me ha hecho saber todo lo que he hecho. ¿Podrás esto el Cristo?
Y saliendo de la ciudad, vinieron á él.
Y aconteció que, los discípulos le importununaban, diciéndole: Maestro, come.
Y él les dijo: Yo tengo comida para comer, que no sé como.
Entonces los discípulos dijeron el uno al otro: ¿Tiene alguno que le diese de comer?
Y Jesús les dijo: Mi comida es para hacer la comida del que me envió, y cumplirá su obra.
¿No decís: Aun hay cuatro meses hasta que la siega? He aquí que yo os digo, levanto vuestros ojos y miran los campos, que ya están blancos.
El que sega, recibe el salario, y recoge el fruto á la vida eterna, para que el que sembra, y el que sege, se huelgue.
Porque en esto es verdad, diciendo: Verdades, y otro sega.
Y os envié á que segáis lo que no trabajasteis; y vosotros habéis trabajado, y habéis entrado en su trabajo.
Desde aquella ciudad de los Samaritanos creyeron en él á causa de la palabra de la mujer, el cual protestó á mí todo lo que hice.
Y como los Samaritanos vinieron á él, le rogaron que se quede con ellos, y durmió allí dos días.
Y muchos creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora bien creemos, no por la de tu hablar; porque nosotros hemos oído, y sabemos que esta es el Cristo, el Salvador del mundo.
Y pasados los dos días, salió de allí, y se fué á Galilea.
Porque Jesús se protestó que profeta no tiene honra en su tierra.
Y viniendo á Galilea, le recibieron los Galileos, habiendo visto todas las cosas que hizo en Jerusalem en la fiesta; porque también ellos fueron á la fiesta.
Y volviendo Jesús á Galilea de Galilea, donde había hecho el agua en el vino, y no había quien le viniese en Capernaum.
Y como oyó que Jesús había salido de Judea á Galilea, vino á él, y le rogaba que descendiese, y sanaba á su hijo, porque estaba á la muerte.
Y Jesús le dijo: Si veis señales y prodigios, no creáis en camino.
Y el día que le dijo: Siéntate delante de mi mozo morirá.
Y Jesús le dijo: Ve, tu hijo vive. Y el hombre creyó la palabra que Jesús le había dicho, y él se fué.
Y aconteció que como él descendió, y sus siervos le dieron aviso, diciendo: Tu niño vive.
Entonces él les consultó de la hora cuando comenzó á tomar, mejor le dijeron: Verdader al séptimo día, las horas le dejaron.
Y conociendo el padre que estaba en aquella hora, Jesús le dijo: Tu hijo vive. Y creyó, como hizo toda su casa.
Y esta es la segunda señal que Jesús hizo, habiendo salido de Judea á Galilea.
Y aconteció después de estas cosas, que fué fiesta de los Judíos, y subió Jesús á Jerusalem.
Y en Jerusalem está á la puerta de las ovejas, que está llamado en Hebreo, y en Hebreas, teniendo cinco entradas.
En estas grandes compañías echó la multitud de los enfermos, y cojos, ó paralíticos, esperando en las aguas.
Porque un ángel descendió en el estanque, y se levantó las aguas; y cualquiera que lambía en el principio de las aguas, fué sanado de todas las plagas de cualquiera enfermedad que tenía.
Y había un hombre que había enfermo para treinta y ocho años.
Y como Jesús lo vió de allí, conociendo que había enfermo, le preguntó diciendo: ¿Quieres que fuese bien?
Y el enfermo le respondió, y dijo: Si no tengo quien me ponte en el estanque, cuando se alba el agua, antes que yo llove los pasos delante de mí.
Y Jesús le dijo: Levántate, toma tu lecho, y anda.
Y luego el hombre fué hecho bien, y tomando su lecho y anduvo: y aquel día fué sábado.
Y los Judíos le dijeron: El que era sano, el sábado; no os es lícito llevar el lecho.
Y él respondiendo, les dijo: El que me hizo bien, me dijo: Toma tu lecho, y anda.
Y le dijeron: ¿Quién es el hombre que te dice: Toma tu lecho, y anda?
Mas el que estaba curado, no sabía que era; porque Jesús se había apartado, una compañía en el lugar.
Y después que, Jesús le halló en el templo, y le dijo: He aquí tú has hecho bien; y no hay más, que nada te acontezca.
Y el hombre se fué, y contó á los Judíos que era Jesús, el cual le había hecho bien.
Por lo cual, á los Judíos persiguieron á Jesús, y procuró matarle, porque él hizo estas cosas en sábado.
Y respondiendo Jesús, les dijo: Padre mío es trabajada, así estoy bajo la obra.
Por lo cual, por eso los Judíos buscaban á él todos los Judíos, para que no pasase el sábado, sino también llamó Dios á su Padre, trayendo en igualmente á Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo hiciere nada de sí, sino lo que ve al Padre: porque todo lo que hace, también el Hijo también hace también.
Porque el Padre tiene afecto al Hijo, y le mostrará todas las cosas que él quiere, y le mostrarás mayores que estas cosas, para que remeros.
Porque como el Padre, levanta á los muertos, y dales vida, así también el Hijo á los que quieren.
Porque el Padre no juzga á nadie, sino que ha dado á todo negocio al Hijo;
Para que toda honra al Hijo, así como al Padre: y el que no honra al Hijo, no honra al Padre que le envió.
De cierto os digo, que el que oye mi palabra, y cree al que me envió la vida eterna, y no entrará en juicio, sino que pasó de muerte.
De cierto os digo, que la hora viene, y ahora será cuando los muertos oirán el Hijo de Dios; y los que oyen la voz de Dios, vivirán.
Porque como el Padre tiene vida en sí, así dió al Hijo también á sí mismo.
Y le dió potestad en el juicio, porque es hijo del hombre.
Y no aviséis en esta hora, porque á la hora de todos los que están en los sepulcros, oirán su voz.
Y saldrán, y los que han hecho bien, á la resurrección de vida; y los que han hecho mal, á la resurrección de juicio.
No podré yo hacer nada: como yo oiré, yo juzgaré; y mi juicio es justo, porque no buscaré mi voluntad, sino que el juicio de mi Padre que me envió.
Si yo testificare de mí, testigo mío no es detenido.
El otro es el que da testimonio de mí: sé que el testimonio me tenta.
Y enviaste á Juan, y dió testimonio á la verdad.
Mas el testimonio que yo no es del hombre: mas esto digo, para que sean salvos.
Y era el fuego encendido, y pábulo, y habéis de alegrar por estando en su luz.
Mas el testimonio que yo tengo mayor que Juan, que las obras de Juan; porque las obras que el Padre me ha dado para cumplir en lo que yo hago, testificará de mí para que el Padre me ha enviado.
El Padre que me envió, el cual me ha dado testimonio de mí: no habéis oído su voz en alguna vez, ni habéis visto su forma.
No tienes su palabra en ti, porque no creáis al que envió.
La Escritura escudriñad las Escrituras, porque os parecen en vosotros la vida eterna; y estas cosas son testimonios que testimonion de mí.
Y no vendrás á mí, para que seas la vida.
No recibo la gloria de los hombres.
Mas yo os conozco, que no tenéis amor de Dios en vosotros.
Yo he venido en el nombre de mi Padre, y tú no me recibas; y si otro viniere en su nombre, lo recibiréis.
¿Cómo creerás, que recibáis la gloria del uno, y no buscas la gloria que viene desde el Dios solamente?
No penséis que yo os acusaré al Padre: hay quien os acusare, á Moisés, á los cuales pusiste tu esperanza.
Porque si creisteis á Moisés, á mí creáis; porque me escribió de mí.
Mas si no creáis su escritura, ¿cómo creeréis á mis palabras?
Y aconteció después de estas cosas, que Jesús se fué á la otra parte de la mar de Galilea, que también es llamado el mar Bermejo.
Y le siguió una grande multitud, porque vieron sus señales que había hecho sobre los enfermos.
Y subió Jesús al monte, y estuvo allí con sus discípulos.
Y la pascua, la fiesta de los Judíos, estaba en mano.
Y alzando Jesús sus ojos, viendo que gran compañía venía á él, dijo á Felilipo: ¿Dónde están nosotros para comprar pan, para que estas cosas coman?
Y él le dijo esto: porque sabía lo que él había de hacer.
Y respondiendo Felipe, le dijo: Cilimprate cien denarios, para que cada uno de ellos recibe á un poco.
Y uno de sus discípulos se fué á Andrés, y á Pedro hermano de Pedro, le dijo:
Hay un mozo que tiene cinco panes y dos peces, y dos peces: ¿qué hay entre muchos?
Y Jesús dijo: ¿Ha estado el pueblo? Y ahora la hierba que está en el lugar que está sentado. Y los hombres se sentaron, en número de cinco mil.
Y tomando Jesús los panes, habiendo dado gracias á sus discípulos, repartiendo los discípulos á los que estaban sentados, también también de los peces como desearon.
Y como se hartaron, dijo á sus discípulos: Junta los pedazos que quedaren, no se pueden más.
Y juntáronlos, y llenaron doce cestas de los cinco panes de cebada, que habían quedado de los que habían comido.
Y como el pueblo vió á la señal que Jesús había hecho, dijeron: Verdaderamente es el profeta que viene en el mundo.
Mas Jesús, como entendieron que se habían de venir, y tomadle por rey, y volviéndose á un monte junto á sí.
Y como fué la tarde, descendieron sus discípulos á la mar.
Y entrando en el barco, pasaron á la mar en Capernaum; y era ahora, y no había venido á ellos.
Y la mar fué agotada con grande viento, que soplaba.
Y aconteció que, como ellos ordenaban de veinticinco y cinco en la mar, vieron á Jesús que andaba sobre la mar, y acercaban al barco; y tuvieron miedo.
Mas él les dijo: Es; no temáis.
Y ellos, cuando le recibiesen en el barco; y luego el barco estaba á la tierra donde iban.
Y el siguiente día, la multitud que estaba á la otra parte de la mar, viendo que no había otro barco, sino en sus discípulos que estaban embardados, y que Jesús no había entrado en sus discípulos, sino sus discípulos se fueron solos.
Mas los barcos se llegaron de Tiria, al lugar donde comían el pan del Señor, después que le habían dado gracias.
Y como la multitud vió que Jesús no había estado, ni sus discípulos, andaban en los barcos, y vinieron á Capernaum, buscan á Jesús.
Y como le hallaron de la otra parte de la mar, le preguntaron, diciendo: Maestro, ¿cuándo has aquí?
Y respondiendo Jesús, les dijo: De cierto os digo, que vosotros me buscasteis, no por cuanto visteis señales, sino que comisteis de los panes, y se hartaron.
No para la comida que perezcáis para la comida que perece: mas para la vida eterna, que el Hijo del hombre os dará; porque Dios el Padre os ha sellado.
Y ellos le dijeron: ¿Qué haremos, para que trabajamos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en el cual ha enviado.
Y ellos le dijeron: ¿Qué pues haremos por señal, para que veamos y creamos? ¿qué obras?
Y nuestros padres comieron en el desierto: como está escrito: El pan de los cielos les dió pan del cielo para comer.
Y Jesús les dijo: De cierto os digo, que no era Moisés que os dió pan del cielo, sino mi Padre os da el pan del cielo, y mi Padre os da el pan del cielo.
Porque el pan de Dios es lo que desciende del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, siempre nos da este pan.
Y Jesús les dijo: Yo soy el pan de la vida: cualquiera que viene á mí, no tendrá hambre, y cualquiera que cree en mí, no será sed.
Mas os lo he dicho que me habéis visto, y aun no creáis.
Todos los que el Padre me da, vendrán á mí; y el que viene á mí, no echaré fuera.
Porque yo he descendido del cielo, no para hacer mi voluntad, sino el que me envió.
Y esto será la voluntad de mi Padre que me envió, para que no me diese nada; mas despertará al postrero.
Y esto será el que me envió, para que cualquiera que viere al Hijo, y creyere en él la vida eterna; y yo le despertaré al postrero del día.
Y los Judíos murmuraban acerca de él, por cuanto dijo: Yo soy el pan que descendía del cielo.
Y ellos dijeron: ¿No es éste Jesús, hijo de José, cuyo padre y madre lo conocemos? ¿cómo pues dirá: Yo he descendido del cielo?
Y respondiendo Jesús, les dijo: No murmuréis entre vosotros.
Ninguno entrará á mí al Padre que me envió al Padre que me envió; y yo le despertaré en el postrero.
Y está escrito en los profetas: Todos serán enseñados por Dios: por tanto, todos los que oyen del Padre, y aprendieron á mí.
No que alguno ha visto al Padre, sino el que es de Dios: ha visto al Padre.
De cierto os digo, que el que cree en mí, la vida eterna.
Yo soy el pan de la vida.
Y comieron vuestros padres en el desierto, y murieron.
Este es el pan que desciende del cielo, para que alguno coma de él, y no muera.
Yo soy el pan que desciende del cielo; y si alguno come de este pan, vivirá para siempre; y el pan que yo daré para vida del mundo, mi carne es mi carne.
Los Judíos pues fueron con el otro, diciendo: ¿Cómo nos dará esta carne á comer su carne?
Y Jesús les dijo: De cierto os digo, que si no comereis la carne del Hijo del hombre y de beber su sangre, no tenéis vida en vosotros.
El que comiere mi carne y bebe mi sangre, y le despertaré al postrero.
Porque mi carne es comida á la verdad, y mi sangre es beber.
El que comiere mi carne y bebe mi sangre en mí, y yo en él.
Como me envió el Padre que me envió, y viviré por el Padre, así el que está en mí, vivirá también á causa de mí.
Este es el pan que desciende del cielo, no como nuestros padres comían el hombre, y murió: y el que comiere este pan para siempre.
Y dijo estas cosas en la sinagoga, como enseñaba en Capernaum.
Y muchos de sus discípulos, oyendo esto, dijeron: Este es duro, diciendo: ¿quién lo escucha?
Mas Jesús, conociendo en sí mismo que sus discípulos murmuraban de esta manera, les dijo: ¿Es esto esto que tropezáis?
Entonces, si viereis al Hijo del hombre que sube á donde estaba antes.
El espíritu que da vida, y el que da vida; nada aprovecha las palabras que yo te hablaré, y vida son vida.
Mas hay algunos de vosotros los que no crean. Mas Jesús sabía desde el principio, que no creyeron, y los que le entregaron.
Y él dijo: Por esto te he dicho que ninguno pueda venir á mí, si no le fuere dado por mi Padre.
Y aconteció en esto, que muchos de sus discípulos se fueron, y no fueron más con él.
Y Jesús dijo á los doce: ¿No quieres que vayas, te haga?
Y respondiendo Simón Pedro, le dijo: Señor, ¿de quién vaya? ¿has tú las palabras de la vida eterna.
Y nosotros hemos venido á creer, y sabemos que el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No os escogí, doce, y uno de vosotros es el diablo?
Y él habló de Judas, hijo de Simón: porque era el que le entreguía, uno de los doce.
Y después de estas cosas, Jesús andaba en Galilea, porque no quiso andar en Judea, porque los Judíos le buscaban.
Y la fiesta de los Judíos, el menor de Bohor, estaba en manos.
Y sus hermanos le dijeron: Apártate de aquí, y vete á Judea, para que también tus discípulos vean tus obras que tú hacen.
Porque nadie hace cosa oculta en oculto, para ser abiertos; y si hicieres estas cosas, revelarás al mundo.
Porque sus hermanos no creyeron en él.
Y Jesús les dijo: Mi tiempo no ha venido, sino que tu tiempo siempre está aparejado.
El mundo no te aborrece, sino que me aborrece, porque yo le testifiqué, porque sus obras son malas obras.
Desciendes á la fiesta; no estoy aún enviada á esta fiesta, porque no se cumple mi tiempo.
Y habiendo dicho estas cosas, se quedó en Galilea.
Mas cuando sus hermanos subieron á la fiesta, él también subió, y no se mostró; mas como estaba en escondido.
Y los Judíos le buscaron en la fiesta, y dijeron: ¿Dónde está él?
Y hubo muchas murmuraciones sobre las gentes acerca de él. Y dijo: El hombre es bueno. Y otra parte dijo: No, sino que el pueblo engaña.
Empero nadie hablaba bien de él por temor de los Judíos.
Mas cuando ya fuese el medio de la fiesta, Jesús subió al templo, y enseñaba.
Por tanto, los Judíos se maravillaron, diciendo: ¿Cómo conoce este hombre, que no teniendo qué leuda?
Y respondiendo Jesús, les dijo: No es mi doctrina; mas su que me envió.
Si alguno quisiere hacer su voluntad, él conocerá de la doctrina, si es de Dios, ó si fuere hablado de mí.
El que habla de él, busca su gloria: mas el que busca la gloria del que le ha enviado verdadero, y no injusticia en él.
¿No te ha dado Moisés la ley, y no te guarda la ley? ¿Por qué me buscas para matarme?
Y la multitud respondió, y dijo: ¿Quién busca para matarte?
Y respondiendo Jesús, les dijo: Yo hice una obra, y todos vosotros toda respallería.
Y Moisés os ha dado la circuncisión, (no es de Moisés, sino de los padres,) y en el sábado de vosotros.
Si el mozo recibiere la circuncisión en sábado, para que la ley de Moisés no sea quebrada, te enojaste contra mí; porque yo he hecho sañardo del sábado.
No juzguéis conforme al parecer, sino juzgad justicia.
Y algunos de ellos decían: ¿No es éste el que buscaban para matar?
He aquí que él habla grandeza, y nada le dicen: ¿Supiarás que esta verdad es el Cristo?
Con todo eso, sabemos que este hombre viene, mas cuando viniere el Cristo, no habrá quien venga de dónde.
Entonces Jesús, clamando en el templo, enseñando y diciendo: Tú me conoces, y sabes dónde soy; no he venido de mí, sino el que me envió verdadero, el que no conocisteis.
Yo le conozco, porque soy de él, y me envió.
Y buscaban para tomarle; mas nadie puso mano sobre él, porque su hora no había llegado.
Mas la multitud de la multitud creyó en él muchos, y dijeron: Cuando el Cristo viniere, ¿no hará más que esto que el hombre ha hecho, él se hará?
Y los Fariseos oyeron la multitud de todas estas cosas, y los príncipes de los sacerdotes y los Fariseos enviaron á él.
Entonces Jesús dijo: Yo seré contigo poco de aquí, yo iré al que me envió.
No me buscarás, y no me hallarás; donde yo soy.
Por tanto, los Judíos decían entre sí: ¿De dónde varemos, para que no le hallemos? ¿se deshacer á los Disegas entre los Griegos?
¿Qué palabra es esto que me dice: Si me buscarás, y no me hallarás; y de dónde soy, ¿no puedo?
Y el postrero de los primeros y el mayor de la fiesta, Jesús se levantó, y clamó: Si alguno tuviere sed, venga á mí y beba.
El que cree en mí, como la Escritura ha dicho de dentro de él, correrá ríos de aguas vivas.
Y él dijo de este Espíritu, que los que estaban en él para recibir; porque el Espíritu Santo no fué aún dada, porque no fué glorificado á Jesús.
Y muchos de la multitud, oyendo estas palabras, dijeron: Verdaderamente es el profeta.
Y otra parte dijo: Este es el Cristo. Y otros dijeron: ¿Qué ha salido el Cristo de Galilea?
¿No ha dicho la Escritura que el Cristo viene de la simiente de David, y de Beth-lehem, donde estaba David?
Y levantóse una huesa en la multitud de él.
Y algunos de ellos le habían atribuído; mas nadie le echa mano.
Entonces los oficiales vinieron á los príncipes de los sacerdotes y de los Fariseos, y les dijeron: ¿Por qué no lo presentasteis?
Y los oficiales respondieron, y dijeron: No aquel hombre habló como este hombre.
Y respondiendo los Fariseos, les dijeron: ¿No también vosotros invistáis?
¿Libraron todos los príncipes ó alguno de los Fariseos en él?
Empero esta multitud no sabe la ley, maldice.
Y Nimmud, (hesa de noche, uno de ellos les dijo:)
¿Ojalza nuestro juez al hombre, si no lo oyere el primero, y sabe qué le hizo?
Y ellos le respondieron: ¿Eres tú también de Galilea? Poned, y ved que el profeta no se ha levantado de Galilea.
Y cada uno fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y de mañana vino á él muy de mañana, y vino á él todo el pueblo, y todo el pueblo, á él se sentó, y los enseñaba.
Y los escribas y los Fariseos trajeron una mujer en adulterio: y la pusieron en medio de ella,
Y ellos le contaron, diciendo: Maestro, hallamos esta mujer en gran manera.
Y en nuestra ley nos mandó Moisés que nos diese tales mujeres: ¿qué dirás de ella?
Y ellos le dicen esto, para acusarle de acusarle. Mas Jesús se arrepintieron en la tierra con su dedo.
Mas ellos, cuando le preguntaban, le vieron, y les dijo: El que tiene sin pecado en medio de ti, démosle la piedra de ella.
Y volvió á echar otra vez, y escribió en tierra con su dedo.
Y oyendo esto, estando reconciliando por su conciencia, salió uno de un principio, desde el viejo, hasta el postrero; y hasta el postrero fué solo con la mujer donde estaba, en medio.
Y levantándose Jesús, vióla, y dijo: ¿Dónde están tus acusados? ¿no te acusaron?
Y ella dijo: No uno, Señor. Y Jesús dijo: Ni yo te condeno; ve, ved ahora más del pecado.
Y otra vez, Jesús les habló, diciendo: Yo soy la luz del mundo; y el que me sigue, no andará en las tinieblas, sino la luz de la vida.
Y los Fariseos le dijeron: Tú das testimonio de ti: tu testimonio no es propuso.
Y respondiendo Jesús, les dijo: Si me declarare el testimonio, mi testimonio es verdadero; porque yo sé donde he venido, y donde quiera que he venido; mas no sé dónde he venido, ó voy.
Juzcáis conforme á la carne: no juzguo ninguno.
Y si yo hiciere juicio, mi juicio es verdadero; porque no soy solo, sino yo con el Padre que me envió.
También está escrito en tu ley, que el testimonio de dos pueblos es delicada.
Yo soy el que da testimonio de mí, y el Padre que me envió por probarme.
Y ellos le dijeron: ¿Dónde está tu Padre? Y respondiendo Jesús, dijo: Tú no me sabes, ni mi Padre: si me conociste, también mi Padre.
Y habló Jesús estas palabras en el arca, como enseñaba en el templo: mas nadie le dió, porque su hora no había llegado.
Y Jesús les dijo: Yo voy á ir, y tú me buscarás, y morirás en tus pecados: y donde quiera que fueres, no puedo ir.
Y los Judíos decían: ¿Quiere matar á sí, porque dice: ¿Dónde estoy yo, no puedo ir?
Y él les dijo: Vosotros sois debajo de abajo: yo soy de arriba: de este siglo no soy de este mundo.
Por tanto os he dicho que en vuestros pecados moriréis; porque si creáis que yo soy, morirás en vuestros pecados.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dijo: Jesús lo que he sido dicho desde el principio.
Y tengo muchas cosas que hablar y juzgaré acerca de vosotros. Mas el que me envió verdadero, y lo que oí de él, esto digo al mundo.
Y no entendieron que les habló acerca del Padre.
Y respondiendo Jesús, les dijo: Cuando al Hijo del hombre alzareis, conoceréis que yo soy, y no me hagas nada, sino como mi Padre me enseña.
Y el que me envió conmigo; y el Padre no me ha dejado, porque para siempre haré lo que le agradan.
Y hablando estas cosas, creyó en él muchas cosas.
Entonces Jesús dijo á los Judíos que le habían creído: Si permanecieres en mi palabra, vosotros sois mis discípulos.
Y sabréis la verdad, y la verdad os hará libre.
Y ellos le respondieron: Nosotros somos simiente de Abraham, y no hemos estado en servidumbre: ¿cómo decís: Es libre?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que hace pecado.
El siervo siervo no vive en la casa para siempre: y el hijo permanece para siempre.
Así que, si el Hijo os libre, seréis libres.
Yo sé que eres de Abraham, y tú me buscas para matarme, porque no halla mi palabra en ti.
Digo lo que he visto con mi Padre; y tú también haces las cosas que has visto con tu padre.
Y ellos le respondieron: Nuestro padre es Abraham. Y Jesús les dijo: Si sois los hijos de Abraham, haced las obras de Abraham.
Mas ahora procuras matarme, varón que te ha dicho la verdad que yo había oído de Dios: y Abraham no ha hecho esto.
Y vosotros hacéis las obras de vuestro padre. Y ellos le dijeron: No somos nacidos de fornicación; tenemos un Padre, Dios.
Y Jesús les dijo: Si Dios fuese tu padre, me amabas á mí; porque salí, y he venido de Dios: porque no he venido de mí, sino me envió.
¿Por qué no entendéis mi palabra? Porque no puedes oir mi palabra.
Y tú eres de tu padre el diablo, y quieres hacer lo que quisieres de tu padre. Y era homicida del principio, y no está en la verdad; porque no hay verdad en él. Y hablando él, habla en su opinión: porque él es mentiroso, y el padre de mentira.
Mas por cuanto yo digo á la verdad, no me creáis.
¿Acaso de vosotros me habéis de pecado? Si declaro la verdad, ¿por qué no me habéis creído?
El que es de Dios, oye las palabras de Dios: porque esto no oyes, porque tú no eres de Dios.
Entonces los Judíos le respondieron: No dimos bien que tú eres de Samaritano, y tienen un demonio?
Y respondiendo Jesús, dijo: No tengo un demonio, sino que yo honra mi Padre y me deshonras.
Mas yo no procuraré mi gloria; y hay quien busca y juzga.
De cierto os digo, que si guarda mi palabra, no vea la muerte.
Entonces los Judíos le dijeron: Ahora sabemos que tienes en el demonio que has muerto: y murió Abraham, como lo hizo los profetas; y dijisteis: Si guarda mi palabra, no gustará la muerte.
¿Has tú mayor que nuestro padre Abraham murió? Los profetas murió: ¿quién te haga?
Y respondiendo Jesús, dijo: Si me glorificare, mi gloria es nada: mi Padre que me gloriese, de los cuales decís que él es nuestro Dios.
No lo has conocido, mas yo lo sé; y si dijere: No lo sé, yo seré como tú, mentiroso. Mas yo lo sé, y guarda su palabra.
Y holgóse tu padre Abraham para ver mi día; y viólo, y se alegró.
Y los Judíos le dijeron: No sois cincuenta años; ¿y vosotros habéis visto Abraham?
Y Jesús les dijo: De cierto os digo, que antes que Abraham entró en juicio, yo soy Aquí.
Por tanto, tomando piedras para echarle; mas Jesús se escondió, y salió del templo, habiendo salido por medio de ellos, y pasó por medio de ellos.
Y pasando, vió al hombre ciego de parir.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿quién es éste, ó sus padres, que naciere?
Y respondiendo Jesús, dijo: Este no ha pecado, ni sus padres, sino que las obras de Dios se manifestasen en él.
Empero la obra del que me envió hasta el día de la noche: y la noche vendrá, cuando nadie puede obrar.
Aun estoy en el mundo, yo la luz del mundo.
Y habiendo dicho esto, haciendo murendido en tierra, hizo muriendo con la vuelva, ungó los ojos del ciego con los manderos;
Y le dijo: Ve, y lava en el estanque de Silo, (porque este es pultro), y se lavó, y luego se lavó, y vuelto.
Y los vecinos, y los que veían que estaban ciegos delante, decían: ¿No es éste el que estaba sentado, y se rogó?
Y otra parte fué, diciendo: Es. Y otros, diciendo: Los que le miran. Y él dijo: Yo soy.
Y ellos le dicen: ¿Cómo fueron abiertos tus ojos?
Y él respondiendo, dijo: Un varón llamó á Jesús, ungó mis ojos, y díjome: Vete al estanque de Silo, y lava. Y fuí, y lavé.
Y le preguntaron, diciendo: ¿Dónde está? Y él respondió: No sé.
Y le trajeron los Fariseos á los Fariseos.
Y aconteció que, cuando Jesús hizo el sábado, y abrió sus ojos.
Y otra vez, le preguntaron los Fariseos, cómo había recibido á sus ojos, y les dijo: Acérdle á mis ojos, y lavé.
Y algunos de los Fariseos decían: No es este hombre de Dios, porque no guarda el sábado. Y otra parte dijo: ¿Cómo ha de ser pecador un hombre pecador? Y había allí entre ellos.
Entonces preguntaron al ciego, diciendo: ¿Qué disteis de él, porque abrió vuestros ojos? Y él dijo: Es profeta.
Así que, los Judíos no creyeron acerca de él, que había sido ciego y cojo, hasta que los padres habían recibido á sus ojos,
Y les preguntó: ¿Es este tu hijo, que habéis engendrado? ¿cómo pues verás ahora?
Y sus padres les respondieron: Nosotros sabemos que éste es nuestro hijo, y que era ciego;
Mas como él ve, no sabemos; y el que abrió sus ojos, no sabemos; él es de la vejez; como él se dice.
Y sus padres dijeron estas cosas, porque habían temido á los Judíos; porque los Judíos habían concertado que si alguno le confesare como Cristo, fuera de la sinagoga.
Por tanto, sus padres dijeron: El mundo es de la vejez.
Y llamaron al hombre que era ciego, segunda vez, y le dijo: Dad gloria á Dios: sabemos que este hombre es pecador.
Y él respondiendo, dijo: No sé, si fuere pecado pecado, lo sé: que aunque soy ciego, miraré.
Y ellos le dijeron: ¿Qué te ha hecho? ¿cómo abrió tus ojos?
Y respondiendo él, les dijo: Yo os lo he dicho, y no habéis oído; ¿por qué quieres oir? ¿no habéis de ser querido á sus discípulos, ¿no quieres?
Y le injuriaron, y dijeron: Tú eres su discípulo, mas nosotros somos sus discípulos de Moisés.
Y sabemos que Dios ha hablado á Moisés; mas como á este hombre, no sabemos dónde viene.
Y respondiendo el hombre, les dijo: ¡Cómo no sabéis dónde viene, y abrió mis ojos.
Y sabemos que Dios no obedece á los pecadores, sino si alguno se adorare de Dios, y le obedeciere á él.
Y el mundo comenzó en no fué oído que alguno abriere los ojos de un ciego.
Y si este hombre no era de Dios, pudo hacer nada.
Y ellos le respondieron: Seistaos en pecados, y nos enseñasteis? Y echáronle.
Y oyendo Jesús que le habían arrojado, le hallaron, diciendo: ¿Te creáis en el Hijo de Dios?
Y respondiendo él, dijo: ¿Quién es, Señor, para que creye en él?
Y Jesús le dijo: Tú lo has visto, y el que habla contigo.
Y él dijo: Señor, creo. Y le adoró.
Y Jesús dijo: Yo he venido en este mundo para juicio, para que los que no vean; y que los que ven, sean ciegos.
Y los de los Fariseos que estaban con él, oyeron estas cosas, y le dijeron: ¿Eremos también los ciegos?
Y Jesús les dijo: Si sois ciegos, no pequéis; sino ahora decís: Hemos aquí, ya está vuestro pecado.
De cierto os digo, que un ladrón no entra á la puerta en las ovejas, y el agua, y el albobo, y el ladrón es ladrón, y robador.
Mas el que entrare por la puerta, es el pastor de las ovejas.
Y á la puerta baja baja de la puerta, y á la oveja obedece á su voz; y llama á sus ovejas, y los lleva.
Y cuando sacare su oveja, va delante de ellos; y los ovejas le siguieron, porque ellos conocen su voz.
No seguirán al extranjero, mas huirá de él; porque no conocen la voz de los extraños.
Y Jesús les habló esta parábola, mas no entendieron lo que les había de contar.
Y Jesús les dijo: De cierto os digo, que yo soy la puerta de las ovejas.
Todos los que venían delante de mí, son ministros y robos; mas las ovejas no les escucharon.
Yo soy la puerta; y si alguno entrare por mí, será salvo, y entrará, y hallará.
El ladrón viene para hurtar, matad, y matad: y he venido á la vida, y la tendrá mucho.
Yo soy el pastor, y el pastoreó su vida por las ovejas.
El que aborrece la mano, y no pastoreará; el que no tiene las ovejas, ve el rocío que viene, las ovejas, y huyan; y los rocíos, y esparcarán las ovejas, y los derrama.
El sueldo se afligió, porque es jornalero, y no tiene cuidado de las ovejas.
Yo soy el pastor, y sé á mi propio, y yo soy conocido por mi propia.
Como el Padre me conoce, y yo sé al Padre. Yo he puesto mi vida para las ovejas.
Y he otras ovejas que no son de esta majada; y yo también los haré oir mi voz, y serán apacentados en un rebaño.
Por tanto, el Padre me ama, porque yo he puesto mi vida, para tomarla.
No lo quitas de mí, sino que yo lo ponga por mí; y yo he poder para echarlo, y yo lo he tomado: y he recibido este mandamiento de mi Padre.
Por tanto, una vez se levantó entre los Judíos á causa de estas palabras.
Y muchos de ellos dijeron: El demonio ha conocido en el demonio, ¿por qué le has oído?
Y otra parte dijo: Estos no son los que han de endemoniado; ¿no es posible para abrir los ojos del ciego, es?
Y fué la láma de la solamo en Jerusalem.
Y invierno fué formado, y Jesús andando en el templo de Salomón.
Y vinieron los Judíos alrededor de él, y le dijeron: ¿Hasta cuándo nos has de tener en miserias? Si sois el Cristo, nos declarámosnos claramente.
Y respondiendo Jesús, les dijo: Yo os hablé, y no creáis; las obras que hago en el nombre de mi Padre, éstos testifican de mí.
Mas vosotros no creáis, porque no sois de mis ovejas, como os lo he dicho.
Oye mi voz, y séles las he entendido, y me siguen.
La vida eterna les daré; no perecerán, y ninguno los desarraigará de mi mano.
Y mi Padre que les ha dado á mí, es mayor que todos: ninguno hay que los echare de la mano de mi Padre.
Yo y el Padre es uno.
Por lo cual los Judíos tornaron á apedrearle á apedrearle.
Y respondiendo Jesús, les dijo: Yo os he mostrado muchas buenas obras de mi Padre; porque lo que de todas las obras que me apedreáis?
Y respondiendo los Judíos, le dijeron: No te apedreas para bien, sino para el que blasfemares, porque eres hombre, para que te haga Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo te dije, dioses?
Y si los llamó á dioses, á los cuales vino la palabra de Dios, y la Escritura no se des;
Tú dices de aquel que el Padre santificó, y envió en el mundo: Hiphec, porque dije: Yo soy el Hijo de Dios?
Si no hiciereis las obras de mi Padre, no me creáis.
Mas si lo hiciereis, no me creáis, creáis las obras, para que conozcáis, y creáis que el Padre está en mí, y yo en el Padre.
Y procuraban prenderle, y él salía de sus manos.
Y volvió á salir de la otra parte del Jordán al lugar donde Juan había sido calzado, y quedó allí.
Y llegándose muchos á él, dijeron: Juan no ha hecho señal, sino todo lo que Juan dijo de verdad.
Y muchos creyeron allí en él.
Y un hombre estaba enfermo, y Lázaro de Bethania, de la aldea de María, hermana de su hermana, y Marthara.
Y era que María el que se había ungido al Señor con ungüento, y lisonjeó sus pies con su hermano, el cual estaba enfermo.
Y los hermanas le enviaron á él, diciendo: Señor, he aquí que él tienes gran centel.
Y oyendo Jesús, dijo: Esta enfermedad no es á muerte; mas á la gloria de Dios, para que el Hijo de Dios sea glorificado.
Mas Jesús amó á Martha, y á su hermana, y á Lasázar.
Por tanto, como oyó que estaba enfermo, quedóse dos días en el lugar donde estaba.
Y después de esto dijo á los discípulos: Vamos á Judea.
Y sus discípulos le preguntaron, diciendo: Maestro, los Judíos que están de apedrearte. ¿Podéis aún allá?
Y respondiendo Jesús, dijo: ¿No hay doce horas de día? Si el hombre anda en el día, no tropezará, porque vió la luz de este mundo.
Mas si el hombre anda en la noche, tropezará, porque la luz no está en él.
Y él dijo estas cosas, y después que les dijo: Nuestra amigo ha caído caído, mas yo vengo de sueño para que lo despertare de sueño.
Entonces los discípulos dijeron: Señor, si él ha caído, él sanará.
Y Jesús había dicho de su muerte: mas ellos pensaban que había tenido reposo en sueño.
Entonces Jesús les dijo: Que los santos es muerto.
Alégrense por vosotros por vosotros, que no había yo de ser, para que creáis; mas lo que creyáis.
Y los que eran llamados, profectos, dijeron á sus discípulos: Vamos también, para que muramos con él.
Y viniendo Jesús, halló que había estado en el sepulcro cuatro días.
Y Bethania fué cerca de Jerusalem, como quince siclos.
Y muchos de los Judíos se habían juntado las mujeres alrededor de Martha y María, para consolarlos de su hermano.
Y oyendo esto que Jesús venía, se fué, y encontróse, y durmió; mas María estaba en casa.
Por tanto, Martha dijo á Jesús: Señor, si habéis estado aquí, mi hermano no murió.
Así que, yo sé que todo lo que pidáis de Dios, Dios os dará.
Y Jesús le dijo: Tu hermano resucitará.
Y respondióle Marth: Yo sé que se levantará en la resurrección al postrero.
Y Jesús le dijo: Yo soy la resurrección, y la vida: el que cree en mí, aun morirá.
¿Quién vivirá, y cree en mí, no morirá: ¿y creyáis esto?
Y ella le dijo: Sí, Señor; vengo á crearos que sois el Cristo, Hijo de Dios, el Hijo de Dios, el que viene en el mundo.
Y cuando ella había dicho, se fué y llamó María su hermana, diciendo: El Maestro, está aquí, y te llama.
Y oyendo esto esto, se levantó presto, y se fué á él.
Y no había aún entrado en la aldea, sino en el lugar donde me fué el lugar donde metha.
Entonces los Judíos que estaban con ella en la casa, y se habían consolado, viendo María, que se levantó presto, y se le siguieron, diciendo: Es el sepulcro hasta llorar allí.
Por tanto, como María vino á donde Jesús le vió, echóse á sus pies, diciendo: Señor, si fueres aquí, mi hermano no murió.
Y viendo Jesús su lloro, y los Judíos que venían con ella, gemió en espíritu, y fué turbado;
Y dijo: ¿De dónde le has puesto? Y ellos le dijeron: Señor, ven, y ve.
Y respondiendo Jesús.
Y los Judíos decían: He aquí que mucho adelviado le había.
Y algunos de ellos decían: Aullad, ¿no es éste, que abrió los ojos del que estaba ciego, y aun guardasteis este hombre?
Y Jesús, gimiendo en sí mismo, vino al sepulcro: y tenía una cueva, y una piedra se puso contra ella.
Y Jesús dijo: Quitad la piedra. Y Marta, hermana de aquel que fué muerto, le dijo: Señor, por este tiempo hay bárpto, porque fué muerto cuatro días.
Y Jesús le dijo: ¿No te digo que si creyeses, ves la gloria de Dios?
Y ellos tomaron la piedra del lugar donde el muerto estaba echado; y alzando sus ojos, dijo: Ama, yo te confesé que me obedeces.
Yo sé que siempre me oyes; mas á causa de la multitud de la multitud estaba en derredor de mí, para que creáis á mí.
Y como él había dicho, clamó con gran voz: Para que salves.
Y el que fué muerto, fué atado, y ató á pie de pie, y su rostro estaba envuelto alrededor de un paño. Y Jesús les dijo: Dejadle, y vaya.
Y muchos de los Judíos que habían venido á María, vió lo que Jesús le creyó.
Mas algunos de ellos fueron á los Fariseos, y les contaron las cosas que Jesús había hecho.
Y juntáronse los príncipes de los sacerdotes y los Fariseos con compañía, y dijeron: ¿Qué haremos? porque este hombre hace muchas señales.
Si lo dejaremos solo como este, cualquiera que cree en él, y la Rompolación vendrá, y quitaré nuestra gente.
Mas un varón de ellos, que Caifás, un gran sacerdote que les dijo: No sabéis nada en todo;
Ni habéis tenido en poco que alguno muera por el pueblo, y que toda la gente no perezcáis.
Mas él no dijo esto: mas sumo sacerdote, profetizando que Jesús sería por la gente,
Y no por la gente solamente, sino que también se junte en uno á los hijos de Dios, que son esparcidos.
Y desde aquel día, habido consejo para matarle á muerte.
Mas Jesús no anduvo más bajo de los Judíos, sino que se fué de allí á la tierra al desierto, á Ephraim, ciudad llamó á Ephraim; y durmió allí con sus discípulos.
Y la pascua de los Judíos estaba en mano; y subieron muchos de la tierra á Jerusalem delante de la pascua, para purificarse.
Y buscaban á Jesús, y hablaban los unos con los otros, como estaban en el templo: ¿Qué pensáis, que no llegase á la fiesta?
Y los príncipes de los sacerdotes y los Fariseos habían mandado que si alguno había de ser declarado, para prenderle.
Entonces, seis días antes que la pascua venía Jesús á Bethania, donde había sido muertos, al cual había resucitado de los muertos.
Y pusiéronlo allí una cena, y mientras servían: y éste era el que estaba sentado á la mesa con él.
Tomó pues María una fuente de ungüento de ungüento limpio, muy preciosa, y ungió los pies de Jesús, y limpia sus pies de cabellos; y la casa se hinchió del ungüento de ungüento.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregue, dijo:
¿Por qué no se vende este ungüento por trescientos denarios, y dió al pobre?
Y dijo esto, no por cuanto tuvo carro al pobre, sino que era ladrón, y habiendo llevado el dinero, habiendo llevado el dinero, hurtado lo que fué puesto en ella.
Y Jesús dijo: Dejadla; y ella ha guardado este día de mi sepultura.
Porque siempre tendréis los pobres con vosotros; mas no siempre me tendréis.
Y aconteció que una grande multitud de los Judíos aprendieron que había allí; y no vinieron, por amor de Jesús, sino que vean La que había resucitado de los muertos.
Mas los príncipes de los sacerdotes conspiraron á La muerte, y también
Porque á causa de él muchos Judíos se fué, y creyó en Jesús á Jesús.
Y el día siguiente vino grande multitud á la solemnidad: y como oyeron que Jesús vino á Jerusalem,
Y tomaron las ramas de las palmas, y salieron á recibirle, y clamaron: ¡Hosanna! Bendito el que viene en el nombre del Señor, el Rey de Israel.
Y Jesús, teniendo un asno sentándose sobre él, se sentó: como está escrito:
No temas, hija de Sión: he aquí tu rey viene, sentado sobre el asno de un asno.
Y sus discípulos no entendieron estas cosas, antes que Jesús fué glorificado, después que Jesús fué glorificado, se acordaron de él estas cosas, y que le habían hecho estas cosas.
Por tanto, la multitud que estaba con él, llamando Lázaro del sepulcro, y le levantó de los muertos.
Por lo cual también fué la multitud, y me fué, porque oyeron que él había hecho esta señal.
Entonces los Fariseos dijeron entre sí: He aquí que nada sabes; he aquí que el mundo se ha ido en pos de él.
Y había algunos Griegos entre los que habían subido á adorar en la fiesta.
Vino pues estos á Felilipo, que se Bethsaida de Galilea, y le preguntaron, diciendo: Simón, queremos ver á Jesús.
Y vino á Andrés, y á Andrés, y á Andrés, y vinieron á Jesús.
Y respondiendo Jesús, les dijo: El tiempo es venido para ser glorificado al Hijo del hombre.
De cierto os digo, que si no grano de trigo cae en la tierra, y muriere solo: y si muriere sin fruto.
El que ama su vida, la perderá; y el que aborrece su vida en este mundo, la guardará para vida eterna.
Y si alguno me sirviere, en pos de mí; y donde estuviere, allí será mi siervo; y si alguno me sirviere, el Padre le honrará.
Ahora pues, mi alma está turbada; ¿qué diré: Padre, sálvame de esta vez? Mas vine á esto.
Padre glorificado á tu nombre. Entonces salió una voz del cielo, diciendo: Yo lo he glorificado, y glorificaré.
Y oyendo la multitud que estaba junto á él, dijo que había tronado. Y otra parte dijo: Al ángel le ha hablado.
Y respondiendo Jesús, dijo: Esta voz no ha venido por amor de mí, sino por amor de ti.
Y ahora es el juicio de este siglo: el príncipe de este mundo será echado.
Y si yo soy alzado de la tierra, me soltará todo el pueblo.
Y él dijo esto, señalando de lo que ha de morir.
Y respondiendo la multitud, le dijo: Nosotros hemos oído de la ley que Cristo permanece para siempre: ¿cómo decís: El Hijo del hombre es menester que éste es el Hijo del hombre?
Y respondiendo Jesús, les dijo: Bien que la luz está con vosotros; y anda en la luz, que no os alcanzará; y el que anda en las tinieblas no sabe, donde no sabe.
Estando la luz creación, creáis en la luz, para que seáis hijos de luz. Y dijo estas cosas, y él se escondí de ellos.
Mas aunque había hecho así muchas señales delante de ellos, aun no creyeron en él;
Para que se cumpliese la palabra de Isaías profeta, para que él habló: Señor, ¿quién ha creído á nuestro anuncio? ¿y á quién ha sido manifestado el brazo del Señor?
Por lo cual no creyeron, porque dijo Isaías:
El ciego echó sus ojos, y endureció su corazón, porque no vean con sus ojos, y entendiera con su corazón, y se convierta, y yo los sanaría.
Y dijo Isaías estas cosas, cuando vió su gloria, y habló de él.
Empero muchos de los príncipes le creyeron en él; mas á causa de los Fariseos no la confesaron, para que no fuese echado de la sinagoga;
Porque amaron más que los hombres amaron más que la alabanza de Dios.
Entonces Jesús exclamó, y dijo: Cualquiera que cree en mí, no cree en mí, sino en el que me envió.
El que me ve, ve al que me envió.
Como la luz he venido en el mundo, para que el que cree en mí, no quedará en las tinieblas.
Y si alguno oyere á mis palabras, y no creyere, no lo tengo de juzgar: porque no he venido á juzgar al mundo, sino á salvar al mundo.
El que á mí desecha, y no recibiere mi palabra, el que le juzga. La palabra que yo le dijere, en el postrero.
Porque no hablé de mí, sino el Padre que me envió un mandamiento, lo que yo dije, y qué tengo de hablar.
Yo sé que su mandamiento es eterna; y lo que yo hablo, así como el Padre me ha dicho, así me hablé.
Y antes de la fiesta de la pascua, Jesús, sabiendo que su tiempo había de apartarse de este mundo hasta el Padre, amando á su voluntad que estaba en el mundo, amólos hasta el fin.
Y aconteció que una cena, que el diablo estaba en el corazón de Judas Iscariote, hijo de Simón, para entregarle;
Mas Jesús, sabiendo que el Padre había dado todas las cosas en sus manos, y que vino de Dios, y iba á ir á Dios;
Y levantándose de cena, puso fuera sus vestidos, y tomó un abreñado, y envojado alrededor de sus lomos.
Y derramó agua á la fuente, y comenzó á lavar los pies de los pies, y los limpiaban con el rocío en derredor.
Entonces vino á Pedro, y le dijo: Señor, ¿por qué lavas mis pies?
Y respondiendo Jesús, le dijo: No sabéis lo que yo hago ahora, sino entended.
Entonces Pedro le dijo: Nunca se lavarás mis pies. Y respondiendo Jesús, le dijo: Si no te lave, no me laves conmigo.
Y respondiendo Simón Pedro, le dijo: Señor, no sólo mis pies, sino también mis manos y mi cabeza.
Y Jesús le dijo: Así también el que hubiere tomado, tiene necesidad de lavar sus pies, y es limpio; mas tú eres limpio, mas no todos vosotros.
Porque conoció al que le entregue, dijo: No sois limpios.
Y luego que hubo lavado sus pies, puso su vestido sobre sí, y sentándose, les dijo: ¿Sabes lo que te he hecho?
Júrame, diciendo: Maestro, Señor, y diciésate; porque así soy.
Y si yo, el Señor, y el Maestro, laviere tus pies, también la lavares los pies de los otros.
Porque os he dado por ejemplo, para que así como yo os he hecho.
De cierto os digo, siervo no mayor que su señor, ni uno es el que envió mayor que el que le envió.
Y si lo sabes, bienaventurados estas cosas, vosotros los hiciereis.
No hablo de todos vosotros; sé al que yo escogí; mas la Escritura sea cumplido, para que se cumpla el pan con mí.
Desde ahora de ahora os digo, que cuando hubiere de acontecer, para que creáis, creyeréis que yo soy.
De cierto os digo, que el que recibiere, recibe á mí, y recibe; y el que me recibe, recibe al que me envió.
Y como Jesús había dicho, fué turbado en espíritu, y protestado diciendo: De cierto os digo que uno de vosotros me ha de entregar.
Y sus discípulos miró los unos á los otros, los cuales había hablado.
Y uno de sus discípulos, al cual Jesús amó, á la mesa, á la mesa, y á la pecho.
Y Simón Pedro, le siguió, y díjole: Di á nosotros que es de aquel que habla.
Y volviéndose, como era, preguntóle, diciendo: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Es á quien yo daré esta pie del pan, cuando lo he mojado. Y así que tenía la leguilla de pan, él lo dió á Judas, hijo de Simón.
Y después de la boca del pan, entró Satanás en él; y Jesús le dijo: ¿Qué haces, presto.
Y nadie conoció de la mesa á la mesa, por qué le dijo.
Porque algunos pensaban, porque el dinero tenía en zor, para que Jesús le dijo: A lo que tenemos necesidad de la fiesta, ó para dar de dar á los pobres.
Y habiendo recibido que habíamos recibido un bocado, salió luego; y era aquella noche.
Y saliendo él, dijo Jesús: Ahora ha sido glorificado el Hijo del hombre, y Dios ha sido glorificado.
Y si Dios fué glorificado en él, Dios le glorificará en sí, y le glorificará luego.
Hijitos, yo seré con vosotros un poco; y vosotros me buscaréis, y como dije á los Judíos: ¿Dónde estoy yo, no puedo ir, y os digo ahora.
Os doy un mandamiento nuevo, que amáis los unos á los otros: solamente os amé, también amaste el uno al otro.
En esto conoceréis que sois mis discípulos, si amáis los unos á los otros.
Y respondiendo Simón Pedro, le dijo: Señor, ¿de dónde vas? Y respondiendo Jesús, le dijo: ¿De dónde vas, sino que después irás después.
Entonces Pedro le dijo: Señor, ¿por qué no puedo yo ahora? Yo pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Quieres á mí tu vida? De cierto te digo, que el gallo no se cantará hasta que me negares tres veces.
No sea tu corazón angustiado, y confraés en Dios: tú también me confligues.
En la casa de mi Padre son muchos en casa de mi Padre: y si no fuere así, yo te lo he dicho: Yo voy á ti lugar para ti.
Y si yo fuere, y disponé lugar para ti, vendré, y me recibieres á mí; porque allí estarás allá.
Tú sabes donde iré, y tú conoces el camino.
Y los que le dijeron: Señor, ¿no sabemos dónde vamos? ¿cómo conocemos el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la vida; y ninguno viene al Padre, sino por mí.
Y si me hubierais conocido, también vosotros hubierais conocido mi Padre: de ahora le conoceréis, y le habéis visto.
Y Felí le dijo: Señor, déjanos al Padre, y que nos bastará á nosotros.
Y Jesús le dijo: ¿No he sido contigo el tiempo de tiempo, y tú no me sabes, Felipe? El que me ha visto al Padre: ¿cómo dicen tú: Ruégote que el Padre?
¿No creáis que soy en el Padre, y el Padre en mí? Las palabras que yo os digo, que yo no hablé de mí: mas el Padre que vive en mí, hace sus obras.
Sálveme que estoy en el Padre, y el Padre en mí; ó el que me creyere por las obras.
De cierto os digo, que el que cree en mí, las obras que hago, hará también; y hará multiplicar más que estas cosas, por cuanto á mi Padre.
Y lo que dijeres en mi nombre, lo haré, para que el Padre sea glorificado en el Hijo.
Y si dijereis algo en mi nombre, yo lo haré.
Si me ames, guardas mis mandamientos.
Y oraré al Padre, y él te daré á otro que está con vosotros: para que él sea con vosotros para siempre:
El Espíritu de verdad, al cual el mundo no puede recibir, porque no le verá, y no le conoce; y tú le conoces, porque vive contigo, y será en ti.
No te dejaré, niphán; iré á ti.
Empero á poco tiempo, y el mundo me verá más; mas tú me veréis; porque viviréis, también viviréis.
En aquel día sabréis que yo soy en mi Padre, y vosotros en mí, y yo en vosotros.
El que tiene mis mandamientos, y guardólos, que es el que me ama; y el que me ama, será amado de mi Padre, y yo le amaré, y me revelaré.
Y respondiendo Judas Iscariote, le dijo: Señor, ¿qué ha acontecido lo que ha acontecido de revelarnos, y no al mundo?
Y respondiendo Jesús, le dijo: Si alguno me ama, él guardará mi palabra; y mi Padre lo amará, y nosotros le haremos en casa con él.
El que no me ama, no guardó mis palabras: la palabra que no oye, no es mío, sino el Padre que me envió.
Y estas cosas os he dicho que aun con vosotros viven.
Mas el Espíritu Santo, el cual el Padre que enviará mi nombre, te enseñaré todas las cosas, y te acordaré de ti todo lo que yo te dijere.
Paz tengo de dejar contigo; mi paz te daré; no te daré el mundo, ni se alegre tu corazón, ni se asombre tu corazón, ni tenga temor.
Oísteis cómo os he dicho: Yo voy á vosotros, y volveré á vosotros. Si me amonestaste, porque me gozaste, porque dije: Yo soy el Padre mayor que yo.
Y ahora os lo he dicho antes que cuando le hubiere de acontecer, para creer.
No hablaré más con vosotros; porque el príncipe del mundo viene, y no me tiene nada en mí.
Mas para que conozcan el mundo que yo amo al Padre, y como el Padre me mandó, así lo hago. Levántate, sal de aquí.
Yo soy la vid, y mi Padre es el labradores.
Todo ramo en mí, que no lleva fruto, córtase; todo árbol que lleva fruto, lleva fruto, para que lleva fruto.
Y ya estáis limpios á causa de la palabra que os he dicho.
Recome en mí, y yo en ti: como el renuevo no puede sufrir el fruto en la vid, y no puedes quedar en mí la vid.
Yo soy la vid, y vosotros sois las ramas; y el que mora en mí, y en él os llevaré mucho fruto, porque no puedeis nada.
Y si el hombre no se quedare en mí, es lanzado como un ramo y se seca, y los recogen en el fuego, y fueren quemados.
Y si perseverareis en mí, y permanecieres en vosotros mis palabras, preguntaréis todo lo que quisiereis, y os será hecho.
En esto se ha glorificado mi Padre es glorificado; y así seréis mis discípulos.
Como el Padre me amó, yo también te amé: Remate en mi amor.
Y si guardares mis mandamientos, estarás en mi amor, como he guardado los mandamientos de mi Padre, y perseveran en su amor.
Y estas cosas os he hablado, para que estén en vosotros mi gozo, y para que vuestro gozo sea lleno.
Este es mi mandamiento, que amáis los unos á los otros, como yo os he amado.
Grande no tiene más el amor que éste, que el que pone su vida por sus amigos.
Vosotros sois mis amigos, si hiciereis todo lo que os mandare.
No os llamé más siervos, porque el siervo no sabe lo que su señor hace: mas os llamé, y todo lo que oí de mi Padre, os he conocido.
No me has escogido, sino que te he escogido y te señalado, para que vayas y llevas fruto, y llevas tu fruto, para que todo lo que pidieres del Padre en mi nombre, él te lo dará.
Yo os mando estas cosas, para que améis los unos á los otros.
Si el mundo te aborrecere, tú sabes que me aborrecía delante de ti, aborrecí.
Si erais del mundo, el mundo quiso amar á su voluntad: mas por cuanto no sois del mundo, desde que yo os he elegido del mundo, por tanto, el mundo os aborrece.
Acuérdate de la palabra que yo te dije: No es mayor que su señor; y si me persiguieren, también te persigan: si guardaren mi palabra, también ellos guardarán.
Y harán todas estas cosas por mi nombre, por amor de mi nombre, por cuanto no conocieron al que me envió.
Si no hubiese yo venido, y les hablé, no hubieran pecado; mas ahora no han procedido por su pecado.
El que me aborrece, aborrece á mi Padre.
Y si no se hubiera hecho entre ellos las obras que ninguno había hecho, no hubieran pecado: mas ahora han visto y aborrecido á mí y á mi Padre.
Empero esto se cumplió la palabra que fué escrito en la ley de ellos, que me aborrecía sin causa.
Cuando hubiere venido á vosotros el que os envío, á vosotros del Padre, el Espíritu de verdad, el Espíritu de la verdad, saldrá del Padre, y él me testificará de mí.
Y tú también das testimonios, porque me has estado desde el principio.
Y estas cosas os he dicho, que no os hagan tropezar.
Y te pondrán de las sinagogas, y el tiempo de la venida que cualquiera que te dijere, que ofreciere en el ministerio de Dios.
Y harán estas cosas, por cuanto no han conocido al Padre, ni me conocieron.
Mas yo os he dicho estas cosas, que cuando viniere el tiempo, os acordéis de ellos, para que no os lo dije: desde el principio, porque yo era contigo.
Mas ahora yo voy al que me envió, y ninguno de vosotros me pregunta: ¿De dónde vas?
Mas por cuanto os he dicho estas cosas, y tristeza ha henchido tu corazón.
Empero os digo la verdad: es vuestra avanza, que vaya; porque si no me apartare, que no venga á vosotros. Mas si yo, yo lo enviaré á vosotros.
Y cuando viniere, castigará el mundo, de justicia, y de justicia, y de juicio;
Por el pecado, porque no creyeron en mí;
A causa de la justicia, porque andaré á mi Padre, y no me veréis más;
Como el juicio, por el príncipe de este siglo fué juzgado.
También tengo muchas cosas á vosotros, y no los podréis volver ahora.
Con todo eso, cuando él viniere el Espíritu de verdad, él os guía en toda verdad, porque no se diga de sí: mas todo lo que oyere, os dará saber lo que ha de venir.
El me glorificará, porque él tomará de lo que es mío, y os lo denunciará.
Todas las cosas que el Padre es mío; por tanto yo dije que tome de mí, y os lo denunciaré.
Y á poco tiempo, y no me veréis; y á poco me veréis.
Y algunos de sus discípulos dijeron el uno al otro: ¿Qué es esto que nos dice: Un poco, y no me veréis, y os verás, y no me veréis; y yo iré al Padre?
Y ellos dijeron: ¿Qué es esto que dice: Un poco tiene? No sabemos qué dice.
Entonces Jesús, entendiendo que le preguntasen, les dijo: ¿Sigáis entre vosotros, que dijeses: Un poco, y no me veréis, y os vendrá á mí, y á poca gente?
De cierto os digo que lloraréis, y lloraréis; mas el mundo se alegrará, seréis angustiados, mas vuestro dolor será vuestra tristeza en gozo.
Y la mujer, cuando parió parió un dolor, porque su tiempo vino: mas cuando hubiere librado el niño, no se acordó de angustia, porque el gozo que es nacido en el mundo.
Por tanto, ahora tendrás dolor; mas yo te veré, y tu corazón se alegrará, y no habrá quien te acordare de ti.
En aquel día me preguntarás, y no me preguntarás: de cierto te digo, que todo lo que pidieses del Padre en mi nombre, él te lo dará.
Hasta que ahora no pediste en mi nombre, como loco, y recibiréis, para que vuestro gozo sea lleno.
Yo pues he hablado estas cosas en forma de hablas: mas el tiempo de la venida, cuando yo no te hablare más en higos de diversaciones, sino os digo al Padre.
En aquel día preguntarás en mi nombre, y yo no te digo que oraré al Padre por vosotros;
Porque el Padre se amas, porque me amaste, y creíste que fuí de Dios.
Y vine del Padre, y he venido al mundo; y otra vez dejaré al mundo, y iré al Padre.
Y sus discípulos le dijeron: He aquí, ahora habéis hablado bien, y no higos de higos.
Mas nosotros sabemos que todo lo sabéis, y no tenemos necesidad de nadie por ninguno de vosotros. En esto creemos que habéis venido de Dios.
Y respondiendo Jesús, les dijo: ¿Te creáis ahora?
He aquí que el tiempo es venida, y ahora ha venido, para que seáis esparcidos, cada uno á su lugar, y me dejarás solo; mas yo no solo, porque el Padre está conmigo.
Y os he dicho estas cosas, para que en mí tenga paz: en el mundo tenéis temor; mas yo he vencido el mundo.
Entonces Jesús dijo estas cosas, alzando sus ojos al cielo, dijo: Padre, el tiempo es venido; y el fin de vuestra Hijo también os glorifique también vuestro Hijo, para que también os glorieseis;
Como le diste potestad sobre toda carne, así dará vida eterna á todos los que le diste.
Y esta es la vida eterna, para que te sepan, solamente al Dios verdadero, y al que enviaste, á Jesucristo.
Yo te glorí en la tierra, y cumplí la obra que me diste.
Ahora pues, Padre, glorifiérmeme con la gloria que yo te había traído delante del mundo.
Yo he revelado tu nombre al pueblo que me has dado del mundo, y fueron tus, y les has dado á mí, y me has guardado; y han guardado tu palabra.
Ahora pues, todo lo que me has dado todo lo que me diste,
Porque las palabras que me has dado, les he dado; y las recibieron, y sabían que había venido de ti: creísteme que me enviaste.
Oro por ellos; no oraré por el mundo, sino por los que me diste, porque son tuyos.
Todas las cosas que son tuyas, y tus míos son mías, y yo me glorificaré en ellos.
No soy más en el mundo; mas éstos están en el mundo, y yo vengo á vosotros. Padre, guardad por vuestro nombre que me diste, para que seamos uno como nosotros.
Aun estaba con ellos en el mundo, yo los guardé en tu nombre; y guardé á los que me has dado; no hay hijo de perdición, para que se cumpla la Escritura.
Mas ahora yo vengo á vosotros, y digo que estas cosas en el mundo, para que tengan mi gozo en sí.
Y les he dado tu palabra; y el mundo los aborrecía, porque no son del mundo, como yo no soy del mundo.
No oraré que los tomares del mundo, sino que los guardes del mal.
No son del mundo, como yo no soy del mundo.
Santificalos en tu verdad: tu palabra es verdad.
Como me enviasteis al mundo, así los he enviado al mundo.
Por amor de ellos me santificaré, para que ellos también sean santificados en verdad.
Y no sólo esto oraré; mas los que me creen en su palabra,
Para que todos sean un mismo; como tú, Padre, en mí, y en ti, para que también estén un mismo en nosotros; para que el mundo creáis á mí.
La gloria que me has dado, yo les he dado, para que sean un mismo, como nosotros somos un mismo;
Yo en ellos, y vosotros en mí, para que sean perfectos en un mismo mundo, para que el mundo entiendas que me enviares, y los amonestaste; como tú me amaste.
Padre, que también me diste, á los que me diste por donde yo soy, para que vea mi gloria que me has dado, porque me amaste delante del mundo.
Padre Padre, no te ha conocido el mundo, sino que te conocí, y conocí que tú me enviaste.
Y les he conocido tu nombre, y lo haré saber; porque el amor con que me amaste en ellos, y yo les seré en ellos.
Y como Jesús habló estas palabras, salió con sus discípulos en el torrente de Cedrón, donde había un huerto, en el cual él y sus discípulos.
Y Judas, el que le entregaba, conociendo también el lugar; porque Jesús de mí se encontró allí con sus discípulos.
Entonces Judas, teniendo algo de soldados, y oficiales de los príncipes de los sacerdotes y de los Fariseos, vinieron allí con crillas, y armas.
Mas Jesús, conociendo todas las cosas que le habían de acontecer, salió, y les dijo: ¿Quién eres tú?
Y ellos le respondieron: Juan Nazareno. Y Jesús les dijo: Yo soy. Y también Judas, el que le entregaba, estaba con ellos.
Y luego que les dijo: Yo soy; mas él se volvió, y cayó á tierra.
Y otra vez les dijo: ¿Quién buscas? Y ellos dijeron: Jesús Nazareno.
Y respondiendo Jesús, dijo: Os he dicho que yo soy; y si me buscáis, dejad ir á sí estos su camino.
Para que se cumpliese lo que había dicho: A los que me has dado, no tengo.
Y Simón Pedro, teniendo cuchillo, sacóla al su siervo, y cortó la oreja derecha del sacerdote, y cortó la oreja derecha; y el nombre de la sierva Malchîn.
Entonces Jesús dijo á Pedro: Vuelve la espada á su vaina: y la copa que el Padre me ha dado, ¿no lo beberé?
Entonces manda al cada uno sumo, y al prendero, y á los gobernadores de los Judíos le prendieron,
Y llevólo á Anás primero, porque era el padre de Casas, el cual era sumo sacerdote aquel año.
Y era Caifás, que juzgaba á los Judíos que era impedito, que ninguno perezca por el pueblo.
Y siguió Simón Pedro, como hizo al discípulo. Y el discípulo discípulo era notorio al sumo sacerdote, y entró con Jesús en el patio del pontífice;
Y Pedro estaba á la puerta fuera, y el otro discípulo, el cual era conocido al sumo sacerdote, salió, y habló á la puerta que guardaba la puerta, y trajo á Pedro.
Entonces la criada que guardaba la puerta á Pedro, dijo á Pedro: ¿Eres tú también de los discípulos de este hombre? Y él respondió: No soy.
Y los criados y los oficiales estaban allí, que tenían fuego de ascuas; porque era frío, y calentándose. Y Pedro estaba con ellos, que estaban con ellos, y se calentaba.
Entonces el sumo sacerdote, preguntó á Jesús á sus discípulos y á su doctrina.
Y respondiendo Jesús, le dijo: Abre el mundo, en sinagogas y en las sinagogas y en el templo, donde los Judíos testifican de mí.
¿Por qué me preguntas, y como los que me oyeron lo que les había dicho: y he aquí lo que yo había dicho.
Y cuando él había dicho, uno de los eunucos que estaban junto á la honda, Jesús con su mano, diciendo: ¿No respondes al gran sacerdote como él?
Y respondiendo Jesús, le dijo: Si he hablado mal, haz lo malo; mas si bien, ¿por qué me hieras?
Y envíale á Casas, al sumo sacerdote.
Y estando Simón Pedro, se sentaba, y le dijeron: Así que, ¿No eres también uno de sus discípulos? Y él respondió: Yo no soy.
Y uno de los siervos del sumo sacerdote, siendo un hermano de su oído, le dijo: ¿No habéis visto en el huerto?
Entonces Pedro negó otra vez, y luego se cantó el gallo.
Y trajeron á Jesús de Casia, á Prahito; y fué de mañana, y no entráronse en la Prahita, para que no sea contaminada, sino que coman la pascua.
Entonces Pilato salió á ellos, y les dijo: ¿Qué causa de vosotros tratáis contra este hombre?
Y ellos le respondieron: Si este hombre no sería mal, nosotros no le hubiera entregado.
Y Pilato les dijo: Tomadle, y hacedlo conforme á tu ley. Y los Judíos le dijeron: Escripto para que muera alguno,
Para que se cumpliese la palabra de Jesús, se cumpliese lo que había dicho, señaló de su muerte.
Y otra vez Pilato entró otra vez á Pratian, y llamó á Jesús, y le dijo: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Pensáis esto, ó lo que me dijeren de mí?
Y Pilato respondió, y dijo: ¿No soy yo? Tu gente y los príncipes de los sacerdotes te entreguen; ¿qué has hecho?
Y respondiendo Jesús, dijo: No es el reino de este mundo; y si mi reino era de este mundo, entonces mis siervos peleó, para que no sea librado á los Judíos: mas ahora mi reino no está aquí.
Y Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Tú decís que soy rey. Porque esto he nacido, y para esto pensado entrar en el mundo, para que testifiqué á la verdad. Cualquiera que fuere de la verdad, obedece á mi voz.
Y Pilato le dijo: ¿Qué verdad es verdad? Y luego que él había dicho, volvió á los Judíos, y les dijo: No he hallado culpado contra él.
Mas vosotros habéis de dar la pascua á vosotros: por tanto, ¿por qué quieres que os suelte al rey de los Judíos?
Entonces todos volvieron á dar voces, diciendo: No este hombre, sino que Bebasabba. Y Barrabás estaba en robo.
Entonces Pilato, tomando á Jesús, le rogó.
Y los soldados se venden espinas en una corona, y pusieron sobre su cabeza, y trájole de púrpura.
Y ellos guardaban diciendo: ¡Salve, Rey de los Judíos! Y ellos le guardaron.
Y saliendo Pilato, les dijo: He aquí que yo os lo saqué, para que sepáis que no he hallado culpado contra él.
Y saliendo Jesús, tomando la corona de espinas y de púrpura, les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los oficiales lo vieron, dieron voces, diciendo: Crucifícate. Y Pilato les dijo: Tomadle, y crucificadle, porque no he hallado culpado contra él.
Y respondiendo los Judíos, le dijeron: Nosotros tenemos ley, y de nuestra ley, deblá morir, porque se ha hecho Hijo de Dios.
Y oyendo Pilato esta palabra, tuvo temor.
Y entrando en el Pratumbreo, dijo á Jesús: ¿Dónde estás de vosotros? Mas Jesús no le dió respuesta.
Y Pilato le dijo: ¿No me dices á mí? ¿No sabías que yo te he enseñado, y te tienen potestad de crucificar?
Y respondiendo Jesús, dijo: No tendrás poder sobre mí, si no te fuere dado desde arriba: por lo cual el que me entregó mayormente.
En esto Pilato buscaba que le solía, mas los Judíos daban voces, diciendo: Si éste salieres á este hombre, ¿no eres el amigo de un amigo, y todo aquel que maldije contra el rey, habla contra Casar.
Y oyendo Pilato estas palabras, sacó á Jesús, y se sentó en el lugar vulgo, diciendo: Celmenta, y en Hebreatabba.
Y era la víspera de la Pascua de la pascua, como la hora de la sexta; y dijo á los Judíos: He aquí tu Rey.
Y ellos clamaban, diciendo: Aguad con él; haz que líbrale. Y Pilato les dijo: ¿Suciré á tu Rey? Y los príncipes de los sacerdotes respondieron: No tenemos rey.
Entonces le entregó para que fuese crucificado; y tomaron á Jesús, y le llevaron.
Y saliendo él, llevando su cruz, llamó el lugar del Platero de Escrec, que es llamado en Hebrea,
Los cuales le crucificaron, y con él otros dos, así de la una parte, y de otra Jesús en medio.
Y Pilato escribió también una estaca, y púsola sobre la cruz. Y estaba escrito: Jesús, JESUS ZESUS, LACIOS JUDIOS.
Por lo cual muchos de los Judíos leyó esto: porque el lugar donde Jesús fué crucificado, y estaba escrito en la ciudad, y en Laigna, y en Laodicea.
Y los príncipes de los Judíos decían á Pilato: No escribiréis: El Rey de los Judíos, sino que dijo: Yo soy el Rey de los Judíos.
Y respondiendo Pilato, dijo: ¿Qué he escrito, he escrito.
Entonces los soldados, cuando hubieron crucificado, tomaron sus vestidos, y las cuatro partes de ellas, y las cuatro partes vendían á cada uno una ropa, y la ropa no era de un cinto, por el cinto.
Entonces dijeron los unos á los otros: No lo rompemos, sino que echa suertes para ararla, para que se cumplan las Escrituras, para que se cumplan mis vestidos. Y echaron suertes para mis vestidos. Por lo cual los soldados hicieron estas cosas.
Y estando junto á la cruz de Jesús su madre, y la hermana de su madre María, mujer de Clophael, y María Magdalena.
Y viendo Jesús su madre, el discípulo que había amado allí, dijo á su madre: Amanmanda, he aquí tu hijo.
Y dijo al discípulo: He aquí tu madre. Y desde aquella hora fué la discípulo, la discípulo tomó á su casa.
Y aconteció después de esto, que Jesús, viendo todas las cosas, para que se cumpliese la Escritura, dijo: Yo soy sed.
Y un vaso lleno de vid se puso allí, y pusiéronse en medio de la vid un par par par de la vid, y en su boca lo hacía.
Y luego que Jesús había recibido la vid, dijo: Es acabado. Y él se inclinó su cabeza, y dió su espíritu.
Por lo cual los Judíos, porque la vulgo de la preparación, para que los cuerpos de los cuerpos no queden en sábado, (porque el sábado es semejante á Pilato,) y que se desmenuzó, y se quitasen.
Por lo cual vinieron los soldados, y rompieron las piernas del primero, y del otro que estaba crucificado con él;
Mas ellos como llegaron á Jesús, vió que ya estaba muerto, no romperon sus piernas.
Mas uno de los soldados de los soldados su lado con una lanza, y salió luego la sangre.
El que ha visto, dió testimonio, y su testimonio es verdadero: y sabe que lo denuncia verdad, para que creáis.
Porque estas cosas ha acontecido la Escritura, para que se cumplan: hueso de él no será quebrantado.
Y otra vez, dice otra Escritura: Y mirán al que habían de ir.
Y después de estas cosas, José de Arimatea, un discípulo discípulo de Jesús, mas á temor de los Judíos, preguntó de Pilato que quitase el cuerpo de Jesús. Y él le dió priesa, y tomó su cuerpo.
Y Ni Ninmud, que llegaron al primero de la noche, vino también un lodo de mirra, y un hilo de mirra y de la Roca.
Y tomaron el cuerpo de Jesús, y atóla en sábanas con los aromas, como pecho de los Judíos es sepultar.
Y en el lugar donde fué crucificado, había un huerto; y en el huerto había un sepulcro nuevo en el cual ninguno había sido puesto.
Entonces á causa de los Judíos de la preparación, (porque los sepulcros se llegaban á la mano) echaron allí á Jesús.
Y el primer día de la semana, se fué María Magdalena, y estando ya noche, estando aún en tinieblas, y vió que la piedra había sido quitado del sepulcro.
Entonces ella corrió, y vino á Pedro, y á los otros discípulos que Jesús amaba, y díjoles: Quitado han el Señor del sepulcro, y no sabemos dónde le han puesto.
Entonces Pedro y el otro discípulo salió al discípulo, y fueron hacia el sepulcro.
Y juntos á una parte; y el otro discípulo salió á Pedro, y vinieron al sepulcro primero.
Y mirando, vió las sábanas, y vió las sábanas de allí; mas no entró en él.
Y vino Simón Pedro, y en pos de él, y entrando en el sepulcro; y vió las sábanas,
Y el paño que había sido en su cabeza, no echado en un paño de lino, sino revuelto en lugar de suyo.
Entonces el otro discípulo que había venido al sepulcro, entró también en el sepulcro, y vió á creído.
Porque no sabían la Escritura, para que resucite de los muertos.
Y los discípulos tornaron á sus casas.
Y María estaba fuera al sepulcro, y lloraba; y como ella lloraba, y miraba al sepulcro,
Y vió ella dos ángeles que estaban sentados en la cabeza, uno sentado á la cabeza, y una á los pies, donde había el cuerpo de Jesús.
Y le preguntaron, diciendo: ¿Por qué eres el lloro? Y ella les dijo: Por cuanto han quitado mi Señor, y no sé dónde le han guardado.
Y como ella había dicho, se volvió y vió á Jesús, y no sabía que era Jesús.
Y Jesús le dijo: ¿Por qué eres el lloro? ¿Quién eres tú esperado? Y ella, pensando que fueses el huerto, le dijo: Si lo hubieres llevado, decidme á donde le has puesto, y yo lo quitaré.
Y Jesús le dijo: Señor mío. Y ella se volvió, y le dijo: Maestro, que es decir: Maestro.
Y Jesús le dijo: No me discuras; porque yo no he subido á mi Padre, sino que ve á mis hermanos y diles: Yo estoy á mi Padre, y á mi Padre, á mi Dios y á tu Dios.
Y vino María Magdalena, y contó á los discípulos que había visto al Señor, y que le había dicho estas cosas.
Por tanto, cuando fué tarde el día de la semana, el primer día de la semana, y cuando las puertas se habían juntado á los discípulos, porque el temor de los Judíos, vino Jesús, y púsose en medio, y les dijo: Paz á vosotros.
Y aconteció que, como él les dijo, les mostró sus manos y sus discípulos: y los discípulos se holgaron cuando vieron al Señor.
Y Jesús les dijo: Paz á vosotros; y como el Padre me envió, así os envío.
Y aconteció que, como él les dijo: El espíritu del Espíritu Santo, el Espíritu Santo.
Y si perdonareis los pecados de alguno, les es perdonado; y si diereis los pecados de alguno, han sido estimado.
Mas los demas, uno de los doce, instruyeron, no era con ellos cuando venía Jesús.
Y los otra vez le dijeron: Hemos visto al Señor. Y él les dijo: Si no veis en sus manos, poniendo en las uñas, poniendo mi dedo en la clavos, y puso mi mano en su lado, no creré.
Y aconteció después de ocho días, después que sus discípulos estaban con ellos, y los demas fueron con ellos; y Jesús vino, y se paró en medio, y dijo: Paz á ti.
Entonces dijo á los demas: Da acá tu dedo, y mira mis manos; y cada uno puso por tu mano, y ponlo en mi lado, y no seáis fieles.
Y los que le respondieron: Señor mío, y mi Dios.
Y Jesús le dijo: Por cuanto me habéis visto, creisteis; y bienaventurados los que no han visto, y han creído.
E hizo Jesús muchas señales delante de sus discípulos, que no está escrito en este libro:
Y estas cosas estáis escritos que creáis á Jesús, el Hijo de Dios, y el Hijo de Dios, y que os dé vida en su nombre.
Y aconteció después de estas cosas, que Jesús se manifestaba á los discípulos en la mar de Tirisa; y él mismo se manifestaba.
Y llamando Simón Pedro, le inscristieron en Galilea, y á los hijos de Zebedeo, y á otros dos de sus discípulos juntamente.
Y respondiendo Simón Pedro, les dijo: Yo voy á entrar. Y ellos le contaron: También nosotros viene. Y ellos salieron, y entraron en el barco; y no tomaron nada.
Mas como el día que ya ya vino, Jesús se paró sobre la cada uno; mas los discípulos no sabían que era Jesús.
Y respondiendo Jesús, les dijo: ¿Habéis de comer algo? Y ellos le respondieron: No.
Y él les dijo: Echad la red á la derecha del barco, y hallaréis. Y ellos lo echaron fuera, y no pudieron tomarla en la multitud de los peces.
El discípulo pues, al cual Jesús amaba á Pedro: El Señor es. Y oyendo Simón Pedro que era el Señor, llólele su coraza, (porque estaba desnudo), y echóse en la mar.
Mas los unos á los otros vinieron en el barco, porque no estaban lejos de la tierra, sino dos codos de longitud, y de dos codos de peces.
Y saliendo ellos sobre la tierra, vieron fuego de ascuas, y asentaron el pan sobre ella.
Y Jesús les dijo: Saca fuera algunos de los peces que habéis tomado.
Y subió Simón Pedro, y sacó la red á tierra, llena de ciento y cincuenta y tres pescadores; y aunque había muchos, la red no se rompida.
Y Jesús les dijo: Venid, y comed. Y los discípulos preguntaban á preguntar de él: ¿Quién eres tú? Y sabiendo que el Señor era.
Entonces Jesús vino, y tomó el pan, y diólo á ellos, y también los peces.
Y este es el tercer tiempo que Jesús se ha manifestado á sus discípulos, después que había resucitado de los muertos.
Y como hubieron comido de ellos su natural, Jesús dijo á Simón: Simón, hijo de Jonás, ¿no me amaste más que estas cosas? Y él le dijo: Sí, Señor, tú sabes que te he entendido. Y él le dijo: Amó mis corderos.
Y él le dijo una segunda vez: Simim, hijo de Jonás, ¿has tú amado? Y él le respondió: Sí, Señor, tú sabes que en tus ovejas te he conocido. Y él le dijo: Dos ovejas.
Y él le dijo al tercer tiempo: ¿Simón, hijo de Jonás, tenazas en mí? Entonces Pedro se entristeció, porque le preguntó al tercer tiempo: ¿Túrate á mí? Y él le dijo: Señor, tú sabes todo. Y sabéis que yo tengo en vosotros mis entrañas. Y Jesús le dijo: Bien, mis ovejas.
De cierto os digo, que cuando fuisteis muchachos, vististe, y andaba donde quisieres; mas cuando estuvieres ya viejo, extendieres tus manos, y otro te llevaréis, y donde no quisieres ir.
Y dijo esto, señalando de lo que quiso muerte, glorificando á Dios: y cuando él había dicho, le dijo: Sígueme.
Entonces Pedro, volviéndose alrededor, vió discípulo que sigue. Y éste era el discípulo al cual amó á Jesús, el que tenía también al pecho de la cena, y dijo: Señor, ¿quién que te entregue?
Y viéndole Pedro, le dijo á Jesús: Señor, ¿qué es éste?
Y Jesús le dijo: Si quiere que os quede, hasta que llegue á vosotros, ¿qué es lo que á vosotros?
Por tanto, dijé entre los hermanos que este discípulo no podía morir. Y Jesús no le dijo quería que no muera, sino que si se quedare, hasta que llegue á ti, ¿qué te es?
Este es el discípulo que tenta á estas cosas, escribió estas cosas; y sabemos que su testigo es verdadero.
También hay muchas cosas que Jesús hizo, que si sería todo escrito, yo que aun lo sucedía que el mundo no hubiera lugar por los libros que están escritos.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Efeso, y en Cristo Jesús:
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Bendito el Dios y Padre del Señor nuestro Jesucristo, que nos ha bendecido con todas las bendiciones en los cielos,
Como nos eligó antes de él delante del mundo, para que hayamos de ser santa y sin defecto delante de él en amor;
Teniendo pues por nosotros propicio á los hijos por Jesucristo, conforme á la buena voluntad de su deseo,
Para alabar la alabanza de su gracia, por la cual nos ha dado gracia en Belombre.
En él tenemos redención por su sangre, la remisión de nuestros delitos, conforme á la riqueza de su gracia;
La cual abundó para con nosotros en toda sabiduría y potencia,
Para hacer notorias el misterio de su voluntad, conforme á su buena voluntad que ha formado en él.
Para hacer memoria de la abundancia de los tiempos, y de todas las cosas en Cristo, en los cielos y de las cosas en la tierra, en él.
Y aun con él estaban en herencia, teniendo en él según el intento del que hace todo el consejo de su consejo,
Al fin de que seamos á la alabanza de su gloria, el cual esperamos en Cristo.
Y en él también habiendo oído la palabra de la verdad, el evangelio de tu salud, al cual también creyendo, habiendo sido sellado con el Espíritu Santo,
Que es prenda de nuestra heredad, á la redención de la redención de Dios, para alabar la alabanza de su gloria.
Por lo cual también yo también oí de la fe en el Señor Jesús que está en medio de vosotros, y el amor que tenéis con todos los santos;
No cesares para alabarte, oh hombres de vosotros en mis oraciones;
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria, para que os dé espíritu de sabiduría y de revelación en la ciencia de él;
Teniendo los ojos de vuestros corazones, para que sepáis lo que es la esperanza de su vocación, y lo que son las riquezas de la gloria de su heredad en los santos;
Y cuál es la grandeza de su poder para con nosotros el que cree, conforme á la obra de la fuerza de su fortaleza.
La cual hizo en Cristo, cuando le levantó de los muertos, é hizo sentarle á su diestra en los cielos,
Cuanto sobre todo el señorío, y potestad, y señorío, y todo nombre que es llamado, no solamente en este siglo, sino también en lo que es de venir.
Y puso todas las cosas en sujetos debajo de sus pies, y le dió por cabeza sobre toda la congregación;
La cual es su cuerpo, y la plenitud del que hinchió todo.
Y habéis sido reservado cuando fuisteis muertos en prevalejados, y en pecados;
En la cual habéis andado conforme al camino de este mundo, según el príncipe del poder de un aire, el espíritu de los hijos de rebelión.
Y también todos vivimos entre ellos en las concupiscencias de nuestra carne, haced el deseo de la carne y de los riñones, y de los hijos de ira, como los demás.
Mas Dios, rico en misericordia, porque su mucha amor con que nos amó;
Cuando somos muertos por nuestros delitos, nos dieron vida en Cristo; también os habéis sido salvos;
Y nos levantó con él, y nos hizo sentar con él en los cielos, en los lugares donde Jesucristo;
Para que en los siglos venidera las riquezas de su gracia para con nosotros en Cristo Jesús;
Porque por la gracia de vosotros fuisteis salvos, y no de vosotros; el don de Dios es don de Dios;
No de las obras, para que nadie se gloría.
Porque su comunión, criado en Cristo Jesús por buenas obras, que Dios hizo andar delante de ellos.
Por tanto, acordaos de que os llamáis los Gentiles en la carne, los cuales sois llamados entre las cuales se llaman: La carne, por mano;
En aquel tiempo os apartasteis de Cristo, del lo profano de los hijos de Israel, y de los extraños de la promesa, no osniendo esperanza ni Dios en el mundo.
Mas ahora en Cristo Jesús, los que estáis lejos en la sangre de Cristo.
Porque él es nuestra paz, el cual hizo ambos, y derribó el muro de en medio de nazareato;
Y teniendo en su carne las cavernas, hasta que la ley de los mandamientos miran por obra, por juicios de los mandamientos, para que se haga lo nuevo en un mismo hombre de dos, de paz;
Y acordándolos á ambos en un cuerpo á Dios por la cruz, habiendo muerto los agumentos hasta que labranza.
Y vino, y predicaba la paz á vosotros los lejos y á los que estaban lejos.
Porque por él tenemos nosotros semejantes á nosotros mismos en un Espíritu al Padre.
Así que, no sois vosotros extraños y extranjeros; mas vosotros sois compañeros de los santos y de la casa de Dios;
Y habiendo edificado los fundamentos de los apóstoles, y de los profetas, Jesucristo, siendo el principal de los esquinas;
En el cual todo el edificio, en el cual en el templo se ofrece, en el Señor.
En el cual también tú eres edificada para morada de Dios en el Espíritu de Dios.
Por lo cual yo Pablo, yo Pablo, la preso de Jesucristo por vosotros de los Gentiles;
Y si lo habéis oído de la carta de la gracia de Dios que me ha sido dada en vosotros,
Para que por el misterio me conociese, como escribí en pocos palabras,
Por la cual, cuando leeis, ¿curréis entendimiento en el misterio de Cristo?
Que en otras generaciones no fué conocido á los hijos de los hombres, como ahora ha sido manifestado á sus santos profetas, y profetas en Espíritu;
Que los Gentiles son compañeros del cuerpo, y los miembros del cuerpo, y compañeros de su promesa en Cristo Jesús, por el evangelio;
De la manera que había sido hecho ministros de la gracia de Dios que me fué dado conforme á la obra de su poder.
Y á mí, muy pequeño de todos los santos, fué gracia á predicar á los Gentiles, á los cuales predicasen las riquezas de Cristo;
Y para hacer entender todos los hombres lo que es el misterio del misterio, que es escondido en Dios, el cual crió todas las cosas por Cristo Jesús;
Para hacer que por la iglesia el hombre contención de la sabiduría de Dios, para ser notorias los frutos, y las virtudes en el cielo;
Conforme á los siglos que hizo en Cristo Jesús nuestro Señor.
Y en él tenemos confianza, y confiando en nuestra fe.
Por tanto, os digo que no se afligie en mis angustias; porque tú eres tu gloria.
Por lo cual, yo me arco á las rodillas del Padre nuestro Señor Jesucristo,
De quienes en los cielos y en la tierra es llamado su nombre,
Que teniendo él según las riquezas de su gloria, para que seas esforzado con poder de su espíritu en el interior;
Para que habite en vuestro corazón por la fe, hasta el fin que vosotros habéis entrado, y segó en amor,
Para que se fortifique con todos los santos lo que es de la anchura y de la altura, y de la altura y de la altura,
Y á saber el amor de Cristo, que améis ciencia, para que seáis llenos de toda la plenitud de Dios.
Y al que puede hacer más abundantemente sobre todo lo que pedimos, ó pensaremos conforme á la virtud que en nosotros hace,
A él sea gloria en la congregación y en Cristo Jesús en generación de siglos, para siempre jamás. Amén.
Por tanto, yo el preso en el Señor, te ruego que andas tratando con que vosotros estabais llamado,
Y con toda humildad y humildad, tolerando con los unos con los otros en amor;
Que guarda la limpieza del Espíritu en la casa del Espíritu, en la paz de la paz.
Hay un cuerpo y un mismo Espíritu, como también vosotros ha sido llamados en una esperanza de vuestra vocación;
Un Señor, fe, un bautismo;
El Dios y Padre de todos los que tienen sobre todos, y por todos los que están sobre nosotros y en todos.
Mas cada uno de nosotros fué dada la gracia por la medida del don de Cristo.
Por tanto, dice: Cuando subió él alto, y trasportó los cautivos, y dió dones á pueblo.
Ahora pues, subiese, ¿qué es lo que también resucitó á los más bajos de la tierra?
Y el que descendía, es el que también subía sobre todos los cielos, para henchir todas las cosas.
Y dió á algunos apóstoles, y á otros profetas, y á otros, y á otros, los cuales se apoyaban; y á algunos de los pastores, y á los doctores;
Porque el perfecto de los santos, para trabajar la obra de la verdad, para edificar el edificio del cuerpo de Cristo;
Hasta que en todo atención á la bondad de la fe y de la ciencia del Hijo de Dios, que seamos hombre lleno, para medir la medida de la estatura de la abundancia de Cristo;
Para que no seamos más hijos, hasta que vayan por todos vientos de toda doctrina, de hombres, con astucia, en artífices de los hombres;
Mas hablando verdad en amor, para crecer en todas las cosas en el que está la cabeza, Cristo;
De los cuales todo el cuerpo, estando presos y cuchillo por todas las cosas que se juntan, conforme á la medida de cada uno en la medida de su carne, hace el cuerpo para edificar el cuerpo de suyo.
Por tanto, digo, y testimonio en el Señor, que nunca más andas como los otros de los Gentiles andan, en la hasta que andéis,
Enscuróse en sus entendimientos, oh vida del Dios de la vida de Dios, por el trabajo que está en ellos, por la endurecimiento de su corazón.
Y han venido á llamarse, y se han levantado á concupiscencia, para toda inmundicia deuda.
Mas vosotros no habéis aprendido á Cristo,
Y si lo oyeres, y le enseñabais en él, como la verdad está en Jesús.
Para que quiséis, como por vuestro camino habéis pasado, el viejo que crece en pos de las concupiscencias de los engaños;
Y que renocáis en el espíritu de vuestra mente,
Y puso en el nuevo hombre, que en la semejanza de Dios fué criado en justicia y santidad de verdad.
Quitad pues mentira, hablad verdad cada uno con su compañero: porque somos miembros de los unos á los otros.
Conojate, y no pequés. No pongas el sol sobre tu ira.
Y no daréis lugar al diablo.
Y el que hurta, no hurta; antes bien le dé trabajos, que hagan de sus manos buenas, para que haya menester dar de dar al que tiene necesidad.
No digan palabra de tu boca, sino solamente lo que es bueno para otros, para que haya menester; para que la gracia sea hecha, para que la gracia oiga.
No afligéis el Espíritu Santo de Dios, en el cual sellasteis por el día del redención.
Confecense toda amargura, oh ira, y defiéntanse de ti, y de todo odio.
Y sed cada uno según su corazón, teniendo cada uno el otro, como también Dios en Cristo, por vosotros también vosotros.
Así que, oh amados de Dios, como hijos de amados.
Séctaos en amor, como también Cristo nos amó, y se dió por nosotros ofrenda, y sacrificio de Dios por el olor suave.
Mas fornicación, y toda avaricia, y toda avaricia, no sea que entre vosotros mismos según los santos;
Ni inmundicia, ni inmundicias, vanas, que no son del bien, sino mejores.
Y sabed esto por causa del hombre, que no fornicaron, ni hombre inmundo, ni codiciable, que es idólatra, en el reino de Cristo, y Dios.
No engañe ninguno á vosotros vacíos; porque de estas cosas viene la ira de Dios sobre los hijos de rebelión.
Así que, no seáis participantes de ellos.
Porque vosotros sois tinieblas, mas ahora estáis luz en el Señor; y andad como los hijos de luz,
Porque el fruto del Espíritu es en todo bien y justicia,
Porque haciendo bien al Señor.
Ninguna comunión con los infieles de las tinieblas, mas antes los reprende.
Porque es confusión de las cosas que han sido hecho en secretos.
Mas todas las cosas, cuando reprendieren, son manifiestos por la luz, porque todo lo que se descubre.
Por tanto, él dice: Despiertaos, que duermes, y os levantaréis de los muertos, y Cristo os alumbrará sobre vosotros.
Guardaos pues, mirad cómo andáis, no como los sabios, sino como sabio;
Para rescatar el tiempo, porque los días son malos.
Así que, no seáis insensatos; mas lo que del Señor es.
No te destuéis de vino, en la cual es infecto; antes seáis llenos del Espíritu;
A los unos á los otros que hablan, profetisa, y espirituales; y prometaban á mí con alegría en tu corazón al Señor:
Para gracias á todas las cosas en el nombre de nuestro Señor Jesucristo, hasta el Padre;
Procurando vosotros los unos á los otros en el temor de Cristo.
Casos, sujetas á vuestros maridos, como al Señor.
Porque el marido es la cabeza de la mujer, como también Cristo es la cabeza de la iglesia, siendo el perfecto de la carne.
Mas como la iglesia se sujeta á Cristo, así también las mujeres sean á sus maridos en todo.
Y Husban, amad á vuestras mujeres, como también Cristo amó á la iglesia, y dióla por ella.
Para santificarla, habiendo limpiado de ella lava de las aguas con la palabra;
Para que se presentere con la iglesia deseable, no teniendo manchada ó manchada, sino que sea santificado y sin defecto.
Así también el marido debebe de comer á sus mujeres como sus cuerpos: el que ama su mujer, ama á sí mismo.
Porque el hombre no aborrece su carne: mas los mancos y las ciervas, como también el Señor hace la iglesia;
Porque nosotros somos miembros de su vientre, de su carne y de huesos.
Por esto dejará el hombre y su madre, y se juntará á su mujer; y serán dos en una carne.
Este misterio es el misterio, mas yo hablo acerca de Cristo y de la iglesia.
Mas cada uno de vosotros también améis á su mujer por sí mismo, y vea la mujer que mira á su marido.
Hijos, obedeced á vuestros padres en el Señor: porque éste es justo.
Honra á tu padre y á la madre, que es el primero con promesa.
Para que sea bien contigo, y vivas sobre la tierra.
Y vosotros, padres, no provocasteis á ira á vuestros hijos, sino á la corrección y la enseñanza del Señor.
Siervos, seréis obedecidos á los que según la carne son vuestros señores, con temor y temblor, como á Cristo;
No en el camino del servicio cuando estuvieren sobre vosotros, como los hombres agradadores, sino ministros de Cristo, haciendo el corazón de Dios;
Y hacer servicio en el Señor, y no á los hombres;
Sabiendo que cualquiera que hiciere cualquiera cosa buena, recibirá también el bien del Señor, si fuere ligado ó libre.
Y tú señor, pon las mismas cosas en ellas, y dañador, sabiendo que el que es ambos está en el cielo, y tuve en el cielo, y no hay acepción de personas.
Sina, y fortaleza en el Señor, y en la fortaleza de su fortaleza.
Pon sobre todas las armas de Dios, para que puedas estar contra los adivinos.
Porque nuestra carne no es contra la carne y sangre; mas sobre los principados, contra las virtudes del mundo, contra los magistrados de las tinieblas de este siglo, y sobre los espirituales.
Por tanto, pongas sobre todas las armas de Dios, para que puedas resistir el mal en el día malo, y teniendo todo.
Ponte pues, teniendo el cinto de la verdad un cinto de la verdad, y poniendo en el racional de justicia,
Y teniendo el cargo del evangelio de paz, de paz;
Y sobre todo, tomando el escudo de la fe, con que podrás alcanzar á todo el fuego de la cepa.
Toma la salvación de salud, y la espada del Espíritu, que es palabra de Dios;
Y con toda oración y oraciones, orando en todo tiempo en el Espíritu, y apresurándose hasta hoy en toda paciencia, y oraciones por todos los santos.
Orad por mí, para que me sea dado testimonio en abrir mi boca, para hacer notoria en el misterio del evangelio;
Por lo cual yo soy bálsamo en cadenas, para que hable en ella confianza, como conviene hablar.
Y para que también sepas mi cuerpo, cómo hago, que yo hago, amado, hermano amado y fiel, en el Señor, os hará saber todas las cosas.
Y yo le envié por este mismo siglo, para que sepas nuestros aprensiones y consoladores.
Paz á los hermanos, y améis á la fe, de Dios Padre y del Señor Jesucristo.
Gracia sea con todos los que aman al Señor nuestro Jesucristo en Crupción. Amén.
Entonces Pedro, apóstol de Jesucristo, á los escogidos de los extranjeros que peregrinan en los Distos, Galat, y á Galatia, y á Capia, y á Bacia, y á Bacia;
Conforme al dicho de Dios Padre, en santificación del Espíritu, para que obedecéis á Jesucristo, y rogáis á Cristo Jesús, y rogáis por su sangre: Gracia y paz os sea multiplicada.
Bendito el Dios y Padre del Señor nuestro Jesucristo, que según su misericordia nos hizo engendrar, que nos diese esperar la resurrección de Cristo Jesús de los muertos;
Para hacer cesar la heredad de los cielos y desfallecida la heredad que no se cae, te reservó para ti el cielo;
Que con potencia de Dios son guardadas por la fe, para ser manifestada la salud en los postreros.
En esto te alegrarás, aunque sea ahora poco tiempo, si habéis sido contristados, habéis sido contristados en diversoso;
Para que el juicio de vuestra fe, que es más preciosa que el oro que perece, aunque sea probado por fuego, sea hallado de alabanza, y gloria, y de la manifestación de Jesucristo;
El cual no teniendo saber, amas en él; aunque ahora no le ves, teniendo gran temor, con alegría que se goza de júbilo y de gloria;
Que tomando la fe de vuestra fe, la salvación de vuestras almas.
De esta salud buscaban los profetas, y buscaban diligentemente; profetizaron de la gracia que había de venir á vosotros,
El que escudriña, ó cuál sea el Espíritu de Cristo que había en ellos, hasta que haya padecido la padecición de Cristo, y los desolver.
Y á ellos se lo manifestó que no se habían servido, sino en estas cosas, que ahora haya sido blasfemado á vosotros por los que os predican el evangelio, por el Espíritu Santo, que ha enviado á los ángeles que quieren ver.
Pon por tanto, por obra tus riñones, y pon tu esperanza en la gracia que te sean traídos á la palabra de Jesucristo;
Como los hijos de la obediencia, no oscurdieron conforme á vuestras concupiscencias, como en vuestras concupiscencias,
Mas el que os llamó, santo es, vosotros también seréis santos en toda vuestra voluntad;
Porque está escrito: Vosotros seréis santos, porque yo soy santo.
Y si llamáis como al Padre, que sin respeto á los jueces según la obra de cada uno, pasa el tiempo de tus extranjeros como hombres vivos;
Sabiendo que sois rescatados, no corrompidos cosas semejantes á plata, ni oro, ni del camino de la vida de vuestros padres,
Antes con sangre preciosa, como de cordero sin defecto, ó manchada, sangre de Cristo;
El cual estaba á la verdad antes que el fundamento del mundo, mas fué manifestado en este postrero,
El cual se cree en Dios, el que le levantó de los muertos, y le dió gloria, para que tu fe sea en Dios.
Y habiendo limpiado vuestras almas en vuestra obediencia para la verdad por el Espíritu en el Espíritu, amándoos los unos á los otros del corazón;
Y teniendo otra vez, no corrompido simiente; mas de incorrupción, por la palabra de Dios, que permanece para siempre.
Porque toda carne es como la hierba, y toda la gloria del hombre como flor de la hierba, y sus flores.
Mas la palabra del Señor es para siempre. Esta es la palabra del evangelio que os fué predicado.
Quitad, pues, toda maldad, todo engaño, y toda engaño, y descansas, y de todo mal hablar;
Como el muy nuevo, porque el espiritual la leche, para que se haga crecer con él;
A la verdad has gustado que el Señor es clemente.
Venid á él, una piedra viviente, y desecharon de los hombres; mas elegido á Dios, preciosa.
Y como las piedras se levantan como la casa espiritual, para ser sacerdocio santo, para ofrecer víctimas, agradable á Dios por Jesucristo.
Porque en Escritura se ha detener en la Escritura: He aquí que yo pongo en Sión el duque esquina, y el que creyere en él, no será avergonzado.
Porque tú, los que creen, es la honra: mas los que son rebeldes: la piedra que desecharon los edificadores, ha venido á ser cabeza de esquina;
Y los tropiezos y piedra de piedra debilitados. Porque ellos tropezaron en la palabra, siendo rebelde, á los cuales también fueron puestos.
Mas tú eres elegida, del sacerdocio, gente santa, gente santa, pueblo para posesión de Dios, para que profetivas del que te invocare de las tinieblas, y maravilla de su luz.
En el día pasado, no fuiste pueblo: mas ahora el pueblo de Dios, que no tenía misericordia, sino ahora habéis alcanzado misericordia.
Amados, te ruegos, te ruegos como peregrinos y puercos de carne que se sientan contra el alma,
Teniendo bien entre las gentes, y en lo que hablan contra vosotros los malignos, para que vean vuestras obras, y glorifiquen á Dios en el día del visitación.
Por tanto, orad á cada uno de los hombres por causa del Señor: si al rey, como se acercare,
Y á los gobernadores, como enviaron por él venganza de los malignos, y alabanza á los que hacen bien.
Porque este es el Dios de Dios, para que te haga callar la vanidad de los hombres insensatos.
Hijitos del pueblo, no nos ha fatigado por el seno de la impiedad; mas como siervo de Dios.
Honra á todos los hombres, y al hermano menor: teme á Dios.
Siervos, se sujetan á vuestros señores con todos, no sólo al bueno y mansedifica; mas aun á los impíos.
Porque á la verdad es alabado el dolor, por la conciencia de la conciencia para con Dios.
Porque ¿qué es la gloria, si pecares, persiguiste? Mas si hicieres bien, perfueramente, perseguieres sufrido, esta es alabado con Dios.
Porque vosotros sois llamados á esto, por cuanto también Cristo padeciese por nosotros, teniendois rotura, para que sigáis sus pasos;
Que no fué pecado, ni fué hallado engaño en su boca.
Y maldiciendo, no maldijo: y cuando sufrió, no lo amó, antes hizo al que juzgaba á los justos.
Y él le parió nuestros pecados en su cuerpo en el árbol, que hemos muerto á pecados, para vivir la justicia; y habéis curado de sus heridas.
Porque vosotros andéis como ovejas de ovejas: mas ahora os habéis tornado á Sepher y de vuestras almas.
En el mismo camino, mujeres sujetas á vuestros maridos, para que si no obedecieren á la palabra, á fin de que no obedecen á la palabra de sus mujeres sin palabra;
Porque tuve cuidado de temor en temor.
Y tu hermosura no ha salido de la atavío de tus cabellos, y de los atavíos de oro, ni ponlas de vestidos,
Antes del corazón escondedero del corazón, en los crucificamentos de la mansedumbre y quieta, que es muy buen ánimo en ojos de Dios.
Porque así está en el santuario de las mujeres santas que esperan en Dios, estando en sí, sujetando á sus maridos.
Y obedeciendo á Abraham, llamando al señor, los hijos que ahora sois, si bien no habéis puesto en temor de temor.
Y tú, marido, en el mismo camino, vive con tus mujeres conforme á ciencia, á la mujer estima como á los flacos, como también también se junta con la gracia de la vida, para que no se atribulare.
Limpiad, pues, todos vosotros todos vosotros, misericordias, misericordias, oh hermanos, de corazón, de modestos,
Y no pagando mal por mal ó injuria; sino que en lugar entiendes, sabiendo que tú eres llamados á esta bendición, para que posees la bendición.
Porque el que ama la vida, y viere bien los días, y guarde su lengua de mal y sus labios de hablar engaño.
Aparta de mal y haga bien; y busque paz, y lo persigue.
Porque los ojos del Señor están sobre los justos, y sus oídos abiertos á la oración; mas el rostro del Señor es contra los que hacen mal.
¿Y quién os hará mal, si seáis imitadores de lo que es bueno?
Mas si aun á la justicia padeces por causa de la justicia, tú eres bienaventurado; no temas, ni te turbarás.
Mas santificad el Señor Dios en vuestros corazones: los fines de los que os preguntan á todos los que os preguntaren, á causa de la esperanza que está en vosotros, con humildad y temor;
Teniendo la buena conciencia, pues, habéis hablado contra los malignos, sean avergonzados los que maldicen tu camino de vida en Cristo.
Porque mejor es, si es la voluntad de Dios, que habéis padecido lo que haciendo mal.
Porque también Cristo padeció por pecados una vez, y al justo por los injustos, para que os traiga á Dios para muerte en la carne, mas habiendo hecho vida en el Espíritu;
En el cual también entró, y predicaba á los espíritus en la cárcel;
Que antes que estaban en rebeldes á Dios, esperando en los días de Noé, el arca se edificaba; en pocos, que era ocho almas, fueron salvos por agua.
Este es el necio del bautismo de la cárcel, que ahora os salvará: la fábula de la carne, mas la respuesta de la buena conciencia para con Dios;
Que está á la mano derecha de Dios, teniendo andar en los cielos, ángeles y sabios y potencias, para sujetarle.
Así que, siendo Cristo Cristo padecido por nosotros en la carne, vosotros también vosotros con la misma mente; porque el que padeció en la carne, ha cesado de pecado;
Que nunca más vivirás más para el resto de tu tiempo en la carne para las concupiscencias de los hombres, sino para la voluntad de Dios.
Porque de este tiempo hemos gastado de nuestra tiempo, haciendo el deseo de los Gentiles, y habiendo andado en inmundicia, y en concupiscencias, ó eningerios, y abominables, y abominables.
Dícense esto ajena que no corres con ellos en el mismo camino de vosotros, hablando el mal de vosotros.
Y darán cuenta al que está aparejado para juzgar á los vivos y á los muertos.
Por lo cual el evangelio fué predicado hasta los muertos, para que sean juzgados como en la carne, mas viven á Dios en espíritu.
Mas el fin de todas las cosas está cerca: por tanto, por la igura y por la oración y por la oración.
Y sobre todas las cosas estén en vuestro amor, porque la caridad cubre la multitud de los pecados.
Amigos á los unos sin los otros sin defecto;
Y cada uno recibió en don, haciendo don á su compañero, como á los hombres de la gracia de Dios en sus diversas figuras.
Y si alguno hablare, sea semejante á las palabras de Dios: y si alguno sirviere, sea como la fuerza de la fortaleza que Dios da en todas las cosas, para glorificar á Jesucristo por Cristo, al cual es la gloria y la gloria de los siglos. Amén.
Amado, no se maravilléis de fuego fuego ardiendo, para probaros que ha venido sobre vosotros para probaros, como si ha acontecido extraña.
Mas á causa de vosotros sois compañeros de Cristo, que os alegran, gozaos, para que de la revelación de su gloria os gozaréis con gozo.
Y si te injuriares del nombre de Cristo, bendito eres, porque el espíritu de gloria y de Dios reposó sobre ti: sobre su parte será blasfemado, y sobre tu parte será glorificado.
Mas ninguno de vosotros pasáis como homicida, ó ladrón, ó ladrón, ó me haga mal por el otro, ó por el negocio de los hombres.
Mas si alguno de vosotros padecireis por Cristo, no se avergonzará; antes le glorifique á Dios en este negocio.
Porque el tiempo del juicio vendrá á hacer comir con la familia de Dios: si comenzare primero con nosotros, ¿qué vendrá á los que no obedecen al evangelio de Dios?
Y si endureciere el justo para ser salvo, ¿qué será el impío y el pecador?
Así que, también los que padecen conforme á la voluntad de Dios, haciendo bien en buena voluntad, como á Criador.
Por tanto yo exhorto á los ancianos en medio de vosotros, como un osadero, y un testimonio de los padecidos de Cristo, y el que también participare de la gloria que ha de ser manifestado:
pastoreando el rebaño de Dios que está en medio de ti, para no poner por obra alguna, mas no por avaricia, sino por ganar á su avaricia, mas de buena gana;
No como el señor de los que te mandaron, sino que profectéis á las ovejas.
Cuando se descubriere el principal de la medida, recibirás la corona de gloria que no se cae.
Asimismo vosotros, más poderosos, sujetas á los mayores; y todos vosotros os vestíos de humildad, y os sujetos á otro: porque Dios es el soberbio, mas da gracia á los humildes.
Temed, pues, bajo la mano de Dios, para que os ensalza en tiempo;
Y echando sobre él todos tus negocios, porque él mira por ti.
Así exhorta, y apoderezas; pon tu adversario, el diablo, anda como león en derredor del león, que busca á los que devoran.
Y con él estaban firmes en tu fe, sabiendo que tus hermanos que están en el mundo, son bajos de la misma manera.
Mas el Dios de toda gracia, que os llamó á su gloria eterna por Jesucristo, después que hayas padecido un poco, firme, y confirma, y cumplirte.
Y para él sea gloria y la fortaleza de los siglos de los siglos. Amén.
Por Silvanamente, nuestro hermano fiel, como yo le consideré, os he escrito para que esta gracia es la gracia de Dios en que estáis firmes.
Y el que está en Babilonia, os elegó con vosotros, os saluda. Así que, mi hijo.
Saludad los unos á los otros con ósculo de amor. Paz sea á todos vosotros los que están en Cristo Jesús. Amén.
