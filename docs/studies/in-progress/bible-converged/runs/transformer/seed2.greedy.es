Y aconteció que, cuando los juecesren los jueces, hubo hambre en la tierra: y un varón de Beth-lehem de Judá entró á morar en la tierra de Moab con su mujer y sus dos hijos.
Y el nombre del hombre fué Elimelec, y el nombre de su mujer Najom: y los nombres de sus dos hijos fueron mis dos hijos, Mulón y Chiln-lehem de Judá, vinieron á tierra de Moab y habitaron allí.
Y Elimelec, y Najomí, y murió; y fué dejada con sus dos hijos.
Y tomaron para sí mujeres de Moab, y el nombre de la una, y el nombre de la otra, Rispa, y el nombre del otro Ruth, y habitaron allí diez años.
Y Maha y Chilón murió, y la mujer fué deshizo de sus dos hijos y de su marido.
Y levantóse ella con sus hijas, para que se convirtiese de tierra de Moab; porque había oído en la tierra de Moab, cómo Jehová había visitado su pueblo en que les había dado pan.
Y salió del lugar donde estaba, y sus dos hijas con ella; y fueron por el camino á la tierra de Judá.
Y Najo le dijo: Ve, y vuelve cada uno á la casa de su madre: Jehová, haz contigo como tú con el muerto, y con mí has hecho conmigo como muertos y con mí.
Y Jehová te sustente, para que halles reposo, cada uno de ti en la casa de su marido. Y ella las besó, y alzaron la voz, y lloró.
Y ellos le dijeron: No, antes volveremos á tu pueblo.
Y Najo respondió: Ve, hijas míos; ¿por qué quieres que vayas conmigo? ¿y aun hijos en mi vientre, para que sean tus maridos?
Volveos, hijas, id, pasad vuestro camino; porque yo soy viejo, y si dijere: Heme aquí, si tengo de decir: He aquí, yo también yo he de ser marido, y también llevará hijos;
¿Y vosotros esperando en poco tiempo? ¿habéis recostado de vosotros á maridos? No, hijas, porque me afligieron en amor de Jehová, por amor de mí ha salido la mano de Jehová contra mí.
Y alzando ellos la voz de ellos, lloraron; y sima su su su su suegó, mas Ruth estaba con ella.
Y ella dijo: He aquí tu hermana se ha vuelto á su pueblo y á su dios, y á su hermana: segui tu hermana escapó.
Y dijo: No me constuéis á mí, y no os volvéis de seguir á vosotros, porque yo iré, y yo iré; y donde os quedare, yo seré mi pueblo, y vuestro Dios.
Y donde moriréis, moriré, y allí seré sepultado: y haga Jehová me haga así, y también si algo, si fuere necesario que mueras.
Y viendo que se había determinado ir con ella, dejó irse detenerla.
Y yendo ellos hasta Beth-lehem, vinieron á Beth-lehem. Y como llegaron á Beth-lehem, toda la ciudad les fué ciertada, y dijeron: ¿Es este nombre?
Y ella les dijo: No me llamas á Najo: llamadme, porque el Omnipotente ha hecho muy amargamente.
Y salí, y Jehová me ha traído otra vez vacía: ¿por qué me llamas, pues que Jehová me ha testificado contra mí, y el Omnipotente me ha afligido?
Y volvió á Najoth, y tomó los Moabitas su nuera, y su nuera, con ella, que se volvieron de la tierra de Moab; y vinieron á Beth-lehem de la siega de la siega.
Y tuvo Najoch hermano de su marido, valiente de riquezas, y de la familia de Elimelech, y su nombre Booz.
Y dijo á los Moabitas: Yo ve, y va á la heredad, y rebuscos en los oídos de aquel grano, después que yo hallare gracia. Y ella dijo: Ve, hija mía.
Y ella fué, y rebuscó en el campo después que segan los segrimas; y ella se dió á la parte del campo, que era de Elira, la familia de Elira.
Y he aquí Booz vino de Beth-lehem, y dijo á los segadores: Jehová sea contigo. Y ellos le respondieron: Jehová te bendiga.
Entonces Booz dijo á su criado que se sega los segadores: ¿Quién es éste?
Y el criado que estaba sobre los segadores, dijeron: Moab es el que volvió á Najoth de la tierra de Moab.
Y ella dijo: Ruégote que me rebuscáis, y regagagase tras los segunes en medio de la mañana, y ésta ha quedado hasta ahora un poco en casa.
Entonces Booz dijo á Ruth: Oid, hija mía, no vas á rebuscos en otro campo, ni me de aquí adelante adelante adelante adelante mi sierva.
Sean tus ojos sobre el campo que segan, y tras ellos según ellas: ¿No te mandé á los mancebos no tocar? Cuando estáis sed, y bebieres de los hombres, y bebieren de las cabras.
Y ella cayó sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que tomes la ciencia de mí, que yo soy extranjero?
Y respondiendo Booz, le dijo: Yo soy dicho todo lo que has hecho por tu madre, y cómo has dejado la muerte de tu marido, y cómo has dejado tu madre, y la tierra de tu madre, y ha venido á un pueblo que tú no has conocido antes de ser antes.
Y Jehová paga tus obras, y tendrás galardón llena de Jehová, Dios de Israel, debajo de cuyas alas han venido para esperar.
Y ella dijo: Halle gracia en tus ojos, señor mío, porque me consolaste, y has hablado con tu siervo, aunque no soy como uno de tus siervos.
Y en el tiempo de Booz le dijo: Ven, y comed pan, y mojad tu boca en la vid. Y ella se sentó junto á los segadores, y pasaron su grano, y habiendo comido, y habiendo comido de él, y ha quedado de él.
Y luego que ella se levantó en rebusc, mandó á sus criados, diciendo: Probsúslase en medio de las ciervas, y no la afrenta.
Y sacó de ella alguna al pulsa, y la dejará; rebuscémonos, y no la reprendiere.
Así rebusó en el campo hasta la tarde; y extendiendo lo que había rebuscado, y fué como un epha de cebada.
Y ella la tomó, y subió á la ciudad; y la suegó, y tomó á ella lo que había dejado; y dióla, y dióla á ella lo que había quedado.
Y su madre le dijo: ¿Dónde has rebustado hoy? ¿dónde has hecho? Bendito el que no te has hecho. Y ella la dió suegra con la que había hecho, el varón que yo edifiqué hoy con el cual yo he hecho, hasta hoy.
Y su nuera dijo á su nuera: Bendito sea Jehová, que no dejó su misericordia con los vivos y con los muertos. Y él le dijo: El hombre es de nuestra fábuta de nosotros, uno de nuestros víos.
Y dijo á los Moabitas: Y él me dijo: Mi cobertura me di: Estás á mis criados, hasta que acabaron toda mi mi mi mi mies.
Y dijo á Naguth su nuera: Bueno es mi hija, que sales con su criada, y no te encontraren en alguna heredad.
Y ella se quedó sobre la criada de Booz, y rebuscóse hasta el cabo de cebada y de la siega de la mies; y ella habitó con su su su suegra.
Y su su madre le dijo: Mi hija no buscaré de ti, para que te vaya bien contigo?
¿No es Booz nuestra, con cuyas criadas? He aquí que él te hará venta que se desmenuosos á la noche.
Por tanto, ungúbrete, vestístete, vestate, ves á la era; mas no te hagas notorio al hombre hasta que haya acabado de comer y bebiendo.
Y será que cuando durmiere, no te pondrás el lugar donde está echado, y entrarás su descubrir, y dormirás su acostarte: y él te hará lo que haga.
Y ella le dijo: Todo lo que dijeres: haré.
Y descendió á la era, y hizo todo lo que su madre le dió.
Y como Booz se acabó, y se alegró su corazón, y se volvió á dormir, y descendió á dormir en el cabo del montón de trigo; y ella vino, descubriendo sus pies, y echóse.
Y aconteció á la media noche, que el varón se revuelta, y se volvió, y he aquí una mujer que se puso á sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy Rutha tu siervo; por tanto, cerró la esquina de tu sierva, porque eres acercado.
Y él dijo: Benditos tú de Jehová, mi hija; has hecho misericordia en el postrer que al principio, porque no has hecho andar los criados, si no fueres rico ni rico.
Ahora pues, hija mía, no temas: te haré á ti todo lo que dijeres: porque toda la ciudad de mi pueblo sabe que eres mujer digno de ser de ser viluí.
Y ahora es lo que estoy cerca de locomúsicos: mas hay cierta más que yo.
Estad esta noche, y de mañana, si él hiciere por vosotros la parte de un par dekro, buenas. Y hagan las necesen de Hemán. Mas si no hiciere la guarda de la guarda de vosotros, yo haré la guarda de la aducta, como Jehová os ha quedado. Hijitos hasta la mañana.
Y ella se echó á sus pies hasta la mañana, y levantóse delante de uno para conocer otro: porque dijo: No sea conocido que la mujer vino á la era.
Y dijo: Trae el hombre que está sobre ti, y la tira. Y ella la ella la revuelta, y midióla sobre ella, y púsose en la ciudad.
Y como ella llegó á su suegra, dijo: ¿Cómo fué, hija mía? Y ella respondió todo lo que el hombre le había hecho.
Y ella dijo: El me dió estos seis medidas de cebada, porque dijo: No vas vacíos á tu madre.
Y ella dijo: Esperad, hija mía, hasta que sepáis lo que ha de acontecer: porque el hombre no reposará hoy.
Y subiendo Booz á la puerta, sentóse allí; y he aquí que los cenes de aquel que hablaban por Booz, y dijo: Ven acá, amigo, y sentándose. Y él se sentó, y sentóse.
Y tomando á los diez hombres de la ciudad, dijo: Salid acá, y sentáronse.
Y dijo á los cines: Naboth deNa, que ha salido atrás de la tierra de Moab, vende la vuelta de la tierra que nuestro hermano era Elira.
Y dije á vosotros, diciendo: Arrepentíos delante de los que están aquí, y delante de los ancianos de mi pueblo. Si lo redimieres, redimirás; mas si no lo redimieres, me lo denunciares, para que yo sepa. Porque ninguno hay para redimir sobre ti, y yo seré después de ti. Y él dijo: Yo lo redimiré.
Y Booz dijo: En el día que compras el campo de mano de Najom, defuéldala también de Ruth-rith de Moab, mujer de los muertos, para levantar el nombre de la muerto sobre su heredad.
Y cercaron la cencidad dijo: No me reducida, porque no sea que vuela mi heredad; toma mi diestra de mi rescate, porque no lo podrá librar.
Y esto era el pecho que antes de Israel, de redimir y deligiendo de livinio, para confirmar todas las cosas: el hombre tomó su arena, y dióla á su prójimo, y fué el camino delizazazal por Israel.
Entonces el cierne dijo á Hemán: Aozéla por ti, y tomó su arena.
Y Booz dijo á los ancianos y á todo el pueblo: Vosotros sois testigos, que yo compraré todo lo que era Elimelech, y todo lo que fué Chililnes, y Mua, de mano de Najo.
Y á Rutha de Moab, mujer de Maha, he aquí he devuelto para que sea mi mujer, levantase el nombre de los muertos en su heredad, para que no se haga talar de entre sus hermanos y de la puerta de su lugar. Vosotros sois testigos.
Y todo el pueblo que estaba á la puerta, y los ancianos dijeron: Nosotros somos testigos: haga Jehová la mujer que ha venido en tu casa como Rachêl y como á Lea, que edificó la casa de Israel; y vosotros como á Ephrata, y como á la casa de Israel, y como á Beth-lehem.
Sea tu casa como la casa de Phares, que Thamar parió á Judá, de la simiente que Jehová te dará por esta mujer.
Y Booz tomó á Ruth y ella engendró á ella, y él se fué á ella, y Jehová la concebró, y parió un hijo.
Y las mujeres dijeron á Najojo: Bendito sea Jehová, que no te ha dejado hoy sin cercano: sea su nombre nombre nombre en Israel.
Y os será devolvada de vida, y os sustente en vuestro vejez; porque vuestra hija es la fácil, que os ama, mejor que siete hijos, le es engendrado.
Y tomando á Najo, le puso en su seno, y le engendró á él.
Y las mujeres, sus vecinos, le dieron nombre, diciendo: Un hijo nacerá á Najo; y llamaron su nombre Obed, padre de David.
Y estas son las generaciones de Phares: Phares engendró á Hesrom:
Y Hesrón engendró á Ram, y Aram engendró á Aminadab:
Y Aminadab engendró á Naasón, y Naassón engendró á Salmón:
Y Salmón engendró á Booz, y Booz engendró á Obed:
Y Obed engendró á Isaí, y Isaí engendró á David.
¡Cómo se ha sentado la ciudad con donde se ha llenado! y ha hecho una viuda, que fué grande entre las gentes; y ella que fué príncipes entre las provincias, se ha sido siervo.
llorará con amargura de noche, y sus lágrimas sobre sus mejillas: en todos sus amantes no hay quien la consola, todos sus amigos se rebelaron contra ella; y fueron en sus enemigos.
Y Judá se ha ido á cautiverio por la aflicción y por la grande: y ella ha estado entre las gentes, y no hallase nada: y después la alcanzó, alcanzó su angustia.
Y camino á Sión, porque no vino á la congregación de ellos: todas sus puertas fueron asoladas, sus sacerdotes gemieron sus almas, y ella se afligió con amarguras.
Sus enemigos han sido por cabeza, y sus enemigos prosperarán; porque Jehová le afligió por la multitud de sus rebeliones, fueron en cautividad delante del enemigo.
Y toda la hija de Sión se apartó de Sión: sus príncipes fueron como quien no hallase deherido; antes fueron sin fuerza delante de los que siguen.
Y acordaos de Jerusalem en los días de su aflicción, y de sus deleites todo lo que de los días antiguos fueron desde el tiempo antiguos; cuando la postró en mano del enemigo, y no habrá ayudado; y verán sus enemigos.
Jerusalem pecó gravemente, y fué inmundo; y todos los que la honraron, porque la vieron su desnudez, y gimieron, y se rebocaron atrás.
Y su inmundicia fué en sus fajas, y no se acordó de ella su cabo: por tanto ha descendido, como por medida de mentira; no ha consolado á Jehová, mi aflicción se ha engrandecido.
Y el enemigo extendió su mano sobre todas sus cosas deleites; porque vió que las gentes han entrado en su santuario, á los cuales mandé que no entrasen en tu congregación.
Y todo su pueblo, y buscan pan; y dieron de comer su comida de sus suaves cosas para comidas. Mira, oh Jehová, y ve, porque yo soy menospreciado.
¿No te es cosa que pasas? Mira, y ve, y mira, si hay dolor como mi dolor, que está sobre mí, con que me ha traído Jehová en el día de su furor.
Y desde lo alto envió fuego á mis huesos, y prevalece contra ellos: redució sobre mis pies, y volvióseme, y fué deshechado en mi vida, y desfallecí todo el día.
Las malas rebeliones están atadas de su mano, están atados en mi cuello, y han subido mi fortaleza, y él me ha entregado en sus manos, contra los cuales no puedo resistir.
El Señor no puso nada en mí todo mi vigor; y ha llamado grande congregación contra mí para derribar mis mancebos: el Señor ha pisado la virgen de Judá, como en lagar.
Porque estas cosas lloré, mis ojos cortaron con agua, porque la consolación de mi alma está lejos de mí: mis hijos son asolados, y mis hijos fueron asolados, porque el enemigo pregojado.
Sión extendió sus manos, y no hay quien la consola: Jehová mandó acerca de Jacob, para que los que están alrededor de él, sean en medio de ellos todos sus enemigos: Jerusalem es entre ellos como inmundo.
Jehová es justo, porque yo he sido rebeldes á su mandamiento: ruégote que todos vosotros oigas, y veis mi dolor: mis vírgenes y mis mancebos se fueron en cautiverio.
Y llamé á mis amantes, y me han engañado; y mis sacerdotes y mis ancianos dieron espíritu en la ciudad, estando procurando pan para sí, y para sígüel por sus almas.
Mira, oh Jehová, porque estoy angustiado: mi corazón se confurburó en medio de mí, porque yo me huí, y deshizo de dolor, y deshizora á cuchillo, como la muerte.
Oído han que yo guí: no hay quien me consola: todos mis enemigos han oído de mi angustia, y se recrearán que has hecho, y me has proclinado como tú.
Vengad de delante de ti toda su maldad; hazlos como me has hecho á mí por todas mis rebeliones; porque muchos son muchos, y mi corazón se desmaya.
¡Cómo ha cubierto el Señor la hija de Sión con nube en su furor! llovió la hermosura de Israel desde el cielo hasta la tierra, y no se acordó de sus pies en el día de su furor.
El Señor tragó todas las moradas de Jacob, y sin misericordia lo ha arrojado en su ira á las fortalezas de la hija de Judá: los ha quebrantado en tierra, y ha profanado el reino y sus príncipes.
Cortó todo el cuerno de Israel en ira, en furor de su diestra, de delante del enemigo; y quemó á Jacob como fuego que devora á todas partes.
Como enemigo se ha puesto su arco como enemigo, y paró en su diestra como adversario: mató todo lo que en ella era desorable al ojo, en la tienda de Sión derramó su ira como fuego.
El Señor se ha tornado como enemigo; ha consumido á Israel, y ha consumido todas sus palacios; destruyó sus fortalezas, y ha multiplicado sus fortalezas, y ha multiplicado en la hija de Judá.
El violento se ha apartado de su tabernáculo, como si no hubiese huerto: ha hecho así derramado Jehová constinar la congregación, ha sido olvidado de su furor, menospreciado el rey y el sacerdote.
El Señor ha echado su altar, y ha abominado su santuario: ha dado las paredes de sus palacios en mano del enemigo, y han puesto en la casa de Jehová, como en el día de un avistado.
Jehová ha removido para destruir el muro de la hija de Sión: extendió el cordón, y no quitará su mano de destruir: ha hecho el carnero, y huelto.
Sus puertas están el sol en tierra, destruyó y quebróla, y sus cerrojos: y sus príncipes entre las gentes á donde no es; y no la halle visión de Jehová.
Y los ancianos de la hija de Sión se sentaron en tierra, callaron: y pusieron polvo sobre sus cabezas, vestidos se vestían de saco; las doncellas de Jerusalem se postraron sobre sus cabezas á tierra.
Mis ojos se han engastado, y mi corazón se ha turbado; mi corazón se ha turbado en tierra, por la destrucción de la hija de mi pueblo, por cuanto los niños y los niños, y los que maman en las plazas de la ciudad.
Y preguntaron á su madre: ¿Dónde está el trigo y el vino? ¿cuándolo como los heridos de la ciudad, cuando se derramó su alma en el seno de su madre.
¿Qué os protestaré á vosotros? ¿qué os haré como á vosotros, hija de Jerusalem? ¿qué os compararé á vosotros, que yo os consolaré, virgen de Sión? porque vuestros portiles como la mar? ¿ó quién os curará?
Vuestras profetas han visto falsos, y las visiones te han abierto; no han descubrido tu pecado, sino que habéis visto vano, y las revelaciones de la leuda.
Todo lo que pasan por ti, y ellos compañeron sus manos, y quiebran su cabeza á la hija de Jerusalem, diciendo: ¿Es esta ciudad que los hombres llamados de hermosura, la gloria de toda la tierra?
Todos tus enemigos abrieron la boca de ellos, y sus crujiles, y dicen: Agramos su riñera; despididíase este día, y hemos hallado; hemos visto.
Jehová ha hecho lo que ha determinado: ha cumplido lo que mandó en los días antiguos, ha echado en los días antiguos, y no ha quebrantado el enemigo para alegrarse sobre ti: ha ensalzado el enemigo de tus enemigos.
El corazón de ellos clamó al Señor: y la pared de la hija de Sión escapóse como un río de día y de noche: no te apagues tus ojos.
Levántate, clama en la noche, al principio de la vigilia de las atalayas: libra tu corazón como agua delante del Señor, alza tus manos para con él la vida de tus hijos, que desmayan por hambre en la cabeza de todas las plazas.
Mira, oh Jehová, y mira á los que has hecho así: ¿será las mujeres de ellas la simiente de ellos, los hijos que tenían, y se ciñeron sobre sus rodillas? ¿y habrá de ser muerto al santuario del Señor?
Y el muchacho y el viejo viejo, yace en tierra; mis calles y mis vírgenes cayeron á cuchillo, y á los mancebos los mataron en el día de tu furor, y tú los mataste, y no la alfuiste.
Y tú has llamado, como el día de un concibido, mi terrores en todo lo que se quedó, ni quedó en el día del furor de Jehová, y mis enemigos consumió á los que yo he consumido.
Yo soy hombre que ha visto aflicción de su ira.
Y llevóme, é hízome ir en tinieblas, y no en luz.
Ciertamente se volvió contra mí su mano, y volverá todo el día.
Hizo también mi carne y mi piel, ha quebrantado mis huesos.
Y él me edificó, y me ha cercado, y hacia mí con amargura y con amargura.
Hame hecho habitar en tinieblas, como los que han sido muertos muertos.
E hízome rodear como pared, y no puedo salir; ha puesto mi cadenado de pesar mi cadena.
Y cuando clamare, y clamare, cerrará mi oración.
Ensalzó mis caminos con piedra, y ensurróse mis veredas.
Como paría en una osjada, como león esperando en escondido.
Y apartó mi camino, y me ha quebrantado mi camino, y me ha hecho asolado.
El ha puesto su arco, y me ha puesto en las saetas.
El que hizo entrar en mi hígado, en mi hígado á los riñones.
Yo he sido por escarnio á todo mi pueblo, y su canción todo el día.
De amargura me ha henchido de agujero, de gusano me ha des.
Que quebrantará mis dientes con sepulcro, y cubrióme de ceniza.
Apartiste mi alma de paz, y por bien por bien he quitado.
Y dije: Mi fortaleza se ha perecido, y mi esperanza de Jehová.
Acuérdate de mi aflicción y de mi trabajo, y deseche la amargura de los gusanos.
Mi alma se acordó de ellos, y está humillado dentro de mí.
Esto tengo por tanto que me aseñez; por tanto espero.
Por la misericordia de Jehová es consumbres que no se condena, porque sus misericordias no se han acabado.
Sentad son todas las mañanas: una grande es tu verdad.
Así ha dicho Jehová, mi parte, dice Jehová: Por tanto, en él esperaré.
Jehová es bueno á los que le esperan, y al alma que le buscan.
Bueno es el hombre para que tenga la esperanza, y reposa en la salud de Jehová.
Bueno es el hombre que lleva el yugo en su mocedad.
Y siguiere, calla, porque le puso sobre él.
Ponle en el polvo, si fuere en el polvo, para que haya esperanza.
Al que le hiere su mejilla, y al que lo hiriere, sea lleno de afrenta.
Porque el Señor no echará para siempre para siempre.
Porque aunque él hiciere mal, y tendrá misericordia conforme á la multitud de su misericordia.
Porque no afligiere de buena voluntad, ni aflige á los hijos de los hombres.
A los pies de todos los presos de la tierra,
Para apartar el derecho del hombre delante del Altísimo;
A causa del hombre en su causa, el Señor no apresuró.
¿Quién es el que dice, y viene á pasar, cuando el Señor no lo mandare?
¿No es el mal, y el bien del Altísimo?
¿Por qué el hombre vivo, queja el hombre por el pecado de sus pecados?
Ayémosnos, y volvámonos á Jehová.
Alénzamos nuestro corazón con nuestras manos á Dios en los cielos.
Nosotros hemos prevaricado, y hemos prevaricado; no perdonado.
Tú nos has cubierto de ira, y nos has herir: no has muerto, ni has fornicado.
Tú te cubriste con nube, y no hay oración por él.
Tú nos has hecho pasar por medio de los pueblos, y no has de dejar en medio de los pueblos.
Todos nuestros enemigos abrieron su boca sobre nosotros.
Tra y la cisterna sobre nosotros, y quebrantamiento de destrucción.
Mi ojo se desciende con arroyos de aguas, porque la destrucción de la hija de mi pueblo.
Mis ojos destilan, y no cesan, ni se derraman por orden;
Hasta que Jehová mira, y ve desde los cielos.
Mis ojos ojo ojo ojoes de mi alma, por todas las hijas de mi ciudad.
Si me persiguieron á mí como ave, y á los que son mis enemigos sin causa.
Y han cortado mi alma en la mazmorra, y han echado sobre mí una piedra.
Apartad luego mi cabeza, y dije: Yo soy cortado.
Y llamé á tu nombre, oh Jehová, desde el baja de la mazmorra.
Oíste mi voz: No escondas de mi gemido, y mi clamor y mi clamor.
Y llegasteis al día que os llamé, y dijisteis: No temáis.
Señor, tú has guardado la causa de mi alma: has redimido mi vida.
Jehová, has visto mi injuria: Juzgad mi causa.
Tú has visto todas sus venganzas y todas sus declinaciones.
Tú has oído su afrenta, oh Jehová, y todos sus pensamientos contra mí;
Los labios de los que se levantaron contra mí, y sus maquinan contra mí todo el día.
Verás su sentida, y subas su canción; yo soy su canción.
Y les pagaréis, oh Jehová, conforme á la obra de sus manos.
Y les has de ponerdad duro corazón, y tu maldición les maldije.
Persutarás en furor, y los destruirás de debajo de los cielos de Jehová.
¡Cuán de oro fino se ha de mudar el oro! Las piedras de oro fino, las piedras del santuario son derramados á la cabeza de toda plaza.
Los hijos de Sión, comparación á oro fino, ¡cómo amontonan como los cántaros de manos del alfarero, obra de manos del alfarero!
Los chacas de ellos, y crían sus crías: mas la hija de mi pueblo fué por cruel, como el gavino en el desierto.
Y la lengua del hijo se pegó á la paladar de su boca á la sed: y los hijos preguntaban por pan, y no habrá quien lo apague.
Los que comieron de la comida, en las calles; y los que se habían levantado en púrpura, y en ingenes.
Porque la maldad de la hija de mi pueblo es mayor que el pecado de Sodoma, que fué trastornada como un momento; y no las manos estaban puestas sobre ella.
Sus principales eran limpios que la nieve; y fueron blancos más que leche; y fueron prevenidos en el cuerpo que piedras preciosas; sus brasas fueron como zafiros.
El parecer de ellos es más que el ruega; no son conocidos en las plazas: sus carnes se pegaron á sus huesos, se secaron como la leña.
Los que fueron muertos con cuchillo, mejores que los que son muertos con hambre; porque éstos son riños, porque falta de los frutos del campo.
Y las manos del pozo afufe han apoderado sus hijos, y tenían comida en la perdición de la hija de mi pueblo.
Jehová ha cumplido su ira, derramó su furor; encendió en Sión fuego, el cual encendió sus fundamentos.
Y no creieron los reyes de la tierra, ni todos los moradores del mundo, para que el enemigo y el enemigo entrará en las puertas de Jerusalem.
Por los pecados de sus profetas, y las iniquidades de sus sacerdotes, que derramaron la sangre de la justicia en medio de ella.
Y andaban errantes en las plazas, y contaminan con sangre, y los hombres no tocan sus vestidos.
Descienta, clamaban. ¡Salván! ¡Salván, quita! id, no tocasáis, y se fueron, y se dijeron entre las gentes: No vivirán más.
Y la ira de Jehová los esparció, y no les atentará más: no atendieron más á los hombres de los sacerdotes, ni á los ancianos.
Nuestros ojos desbañían, en vanos esperaban en nuestra ayuda: en nuestras vigimos atalayas á gente que no podía salvar.
Avergüenzan nuestros pasos, y no vamos en nuestras plazas: nuestro fin está cerca: nuestros días se cumplieron, porque nuestros días son cumplidos.
Nuestros persiguidores fueron más ligeros más ligeros que los águilas: siguieron á nosotros en los montes, y pusieron emboscadas en el desierto.
Y el soplo de nuestras narices, el ungido de Jehová, fué tomada en sus cisternas; de los cuales habíamos dicho, bajo la sombra de las gentes.
Gozaos y alegraos, hija de Edom, que mora en la tierra de Huz: pasarán también vosotros, y te embriagarás, y te pondré desnudo.
El castigo de tu maldad es cumplido, hija de Sión: no te llevará más en cautiverio: él visitará tu maldad, hija de Edom, y descubrirá tus pecados.
Acuérdate, oh Jehová, ¿qué ha venido sobre nosotros, y mira nuestros oprobios.
nuestra heredad fué traspasada á los extraños, y nuestras casas á los extranjeros.
Oísemos y huérfanos; y nuestro madre son viudas.
Dejamos agua para beber; nuestro madera nos vende.
Nuestros persiguidores están sobre nuestra cerviz, y nosotros no nos fatigamos.
Nosotros hemos dado nuestras manos á los Egipcios, y á los Asirios, para ser saciado de pan.
Nuestros padres pecaron, y no fueron más: nosotros llevaremos sus maldades.
Poned descasos los que nos enseñorean sobre nosotros, y no hay quien nos libre de su mano.
Tenemos nuestro pan en el desierto, á causa de la espada en el desierto.
Nuestro cuero es semejante á un horno, á causa del calor del hambre.
Y avisaron las mujeres en Sión, las doncellas en las ciudades de Judá.
Los cuales fueron echados de sus manos, y los rostros de los ancianos no fueron honrados.
Los mancebos llevaron de molinos, y los hijos de madera se de piedra.
Los ancianos cesaron de la puerta, y los mancebos de sus zapatos.
El gozo de nuestro corazón se ha acabado: nuestros magnífitos se ha tornado en luto.
El corona de nuestra cabeza. ¡Ay de nosotros! ¡Ay de nosotros! porque pecamos!
Porque este nuestro corazón está enfermado; pues estas cosas son dichas:
Porque el monte de Sión que es asolada; y los van sobre él.
Tú, Jehová, para siempre; tu trono es de generación á generación.
¿Por qué te olvides para siempre, y nos desamparaste por tiempo?
Oh Jehová, y te ruego, y te haremos volver; y rentásemos nuestros días como de antiguo.
Mas tú nos has desechado, y tú nos has airado sobre nosotros.
Palabras de Ananías, que estaba entre los pastores de Tecoa, que vió sobre Israel en los días de Uzzías, rey de Judá y en los días de Jeroboam hijo de Joas, rey de Israel, dos años de los Amorrheos, rey de Israel.
Y él dijo: Jehová bramará de Sión, y dará su voz de Jerusalem; y los ejidos de los pastores de los pastores se lamentarán, y la cumbre del Carmelo se lamentará.
Así ha dicho Jehová: Por tres rebeliones de Damasco, y aun cuatro, no me tornaré su castigo, por cuanto han sido destrugados con los instrumentos de hierro;
Mas yo enviaré fuego á la casa de Hazael, y consumirá los palacios de Ben-adad.
Y quebrantaré la barra de Damasco, y talaré la morador del valle de Avén, y el que reta el cetro de la casa de Edén, y el pueblo de Siria entrará en cautiverio, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Gaza, y aun cuatro, no me tornaré su castigo, por cuanto llevaron cautivos á toda la ignidad, para librarlos á Edom;
Mas yo enviaré fuego sobre el muro de Gaza, y consumirá sus palacios.
Y talaré de Asdod, y el que sola legislare, y mi mano tornaré contra Ecrón; y los residuos de los Filisteos perecerán, dice el Señor Jehová.
Así ha dicho Jehová: Por tres rebeliones de Tiro, y aun cuatro, no me tornaré su castigo; porque habían librado toda su aflinidad á Edom, y no se acordaron del pacto;
Mas yo enviaré fuego sobre el muro de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por tres rebeliones de Edom, y aun cuatro, no me tornaré su castigo, por cuanto fué tras su hermano con espada, y echó todos sus misericordias, y destruyó su ira, y guardó su furor para siempre;
Y enviaré fuego sobre Temán, y devorará las casas de Bosra.
Así ha dicho Jehová: Por tres rebeliones de los hijos de Ammón, y aun á los cuatro, por cuanto han abierto su pecado, por cuanto han abierto las mujeres de Galaad, para que ensanchan su término.
Mas haré encender fuego en el muro de Rabba, y consumirá sus palacios, con júbilos en el día de la batalla, con tempestad de torbellino:
Y su rey entrará en cautiverio, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Moab, y aun cuatro, no me tornaré su castigo, por cuanto quemó los huesos del rey de Edom en lirio;
Mas yo enviaré fuego sobre Moab, y devorará las casas de Cementos de Crioth; y Moab morirá con grande júbilo, y con sonido de trompeta;
Y talaré el juez de en medio de ellos, y heriré á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Judá, y aun cuatro, no me tornaré su castigo, por cuanto desecharon la ley de Jehová, y no guardaron sus estatutos, y se los engañaron, en pos de sus padres;
Mas yo enviaré fuego sobre Judá, y consumirá los palacios de Jerusalem.
Así ha dicho Jehová: Por tres rebeliones de Israel, y aun cuatro, no me tornaré su castigo, por cuanto han vendido al justo por plata, y menesteroso por un zapato de zapato de zapatos;
Y hollarán los príncipes del pobre en el polvo de la tierra, y negarán derecho al hombre: y un hombre y su padre logüendo, para contaminar mi santo nombre.
Y se echaron fuera de todo altar sobre todos vestidos, y en la casa de su Dios, y bebieron vino del vino de los que habían sido fuído.
Empero deshizo los Amorrheos delante de ellos, cuyo altura era como las alturas de los cedros, y era fuerte como el alcornoque; mas yo derribaré su fruto desde arriba, y sus raíces se debajo de abajo.
Y os saqué de la tierra de Egipto, y os hice venir cuarenta años en el desierto, para poseer la tierra del Amorrheo.
Y desperté algunos de vuestros hijos por los profetas, y algunos de vuestros mancebos mancebos mancebos mancebos; ¿no es verdad verdad, hijos de Israel? dice Jehová.
Mas tú diste al Nazareo á beber, y mandó á los profetas, diciendo: No profetizas.
He aquí que yo os quebrantaré en tu lugar, como un carro que está llena de grano.
Desde la ligero perecerá de la ligero: no fortificará su fortaleza, ni se librará el valiente.
No se pondrá el arco al arco, ni será ligero la ligera de pie; y el que cabalgare al caballo no se libre.
Esfuérzate el valiente entre los fuertes, y el que está en aquel día, dice Jehová.
Oid esto que Jehová ha hablado contra vosotros, hijos de Israel, contra toda la familia que hice subir de la tierra de Egipto, diciendo:
Yo sólo os he escogido todas las familias de la tierra: por tanto, yo os visitaré sobre todos vuestros pecados.
¿Tienen dos juntos juntamente, si no han concertado?
¿Sigará león en la guarida, cuando no corrompe? ¿áálle al cachorro de su cachorro, si no se ha arrebatado?
¿Acaso de ave en tierra? ¿dónde no hay lazo para él? ¿arde la tierra? ¿ens la fuente de la tierra, que no hay apoderezado?
¿Ha de alabar la trompeta en ciudad, y el pueblo no temer al pueblo? ¿ha de hacer mal á una ciudad, y Jehová no lo ha hecho?
Ciertamente el Señor Jehová hará nada, si no revelare sus siervos á sus siervos los profetas.
El león ruge el león, ¿quién no temerá? El Señor Jehová ha hablado. ¿Quién profetiza?
Para decir en los palacios en Asdod, y en las palacios en la tierra de Egipto, y decid: Juntaos sobre los montes de Samaria, y ved lo que está en ella, y la opresión de ellos.
En la prevaricación no conocieron á hacer, dice Jehová, el que robó y el despojo de sus palacios.
Por tanto, así ha dicho el Señor Jehová: enemigo sobre la tierra se enseñoreará, y en tus fortalezas serán saqueadas, y tu fortalezas fortalezas.
Así ha dicho Jehová: Como el pastor lista de la boca del león, ó el aguijado de oreja, así será librada los hijos de Israel que se sienten en Samaria, y en el rincón de un lecho, Y sobre la llave de un lecho en cama.
Oid, y testificad con la casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Porque en el día que visitaré las rebeliones de Israel sobre él, yo también visitaré los altares de Beth-el; y los cuernos del altar serán talados, y caerán á tierra.
Y yo heriré la casa invierno con la vaca, y las casas de marfil perecerán, y las casas de marfil tendrán la grande casas, dice Jehová.
Oid esta palabra, vacas de Basán, que estáis en el monte de Samaria, que habéis de afligir los pobres, que quebranta á los menesterosos, que lo denunciaremos.
Y el Señor Jehová juró por su santidad: He aquí que vienen días sobre ti, los tiempos te quitarán con los capiteles de vosotros, y los postreros de los peces.
Y saldrás en el muro, cada uno delante de ella; y tú echarás en Harmón, dice Jehová.
Ve á Beth-el, y pecado; y á Gilgal, y más pequé: trae tus sacrificios todas tres días, y tus diezmos cada tres días;
Y sacrificad sacrificio de hacimiento de gracias, y profectos de gracias, y profetituará dones y brasas de ellos; porque así os agradare á vosotros, dice el Señor Jehová.
Y aun os he dado limpio de dientes en todas vuestras ciudades, y falta de pan en todo lo que se vuelva; mas no me has vuelto, dice Jehová.
Y rehusé la lluvia de ti, cuando aun había tres meses á la siega; y yo la hice llover sobre una ciudad, y no la llevó lluvia sobre la otra ciudad; y la cual la lluvia se puso, y la tierra donde no tenía lluvia.
Así que, dos ciudades ni ni calderos de la ciudad para beber agua, y no se hartaron; mas no os volvisteis á mí, dice Jehová.
Yo te herí con mortandad y plagas en tus huertos, y tus viñas, y tus viñas, y la langosta de devoraron tu higuera, y tu oliva; y no me has vuelto á mí, dice Jehová.
Y envié yo plaga entre vosotros como hice Egipto: he muerto á vuestros mancebos, y llevé vuestros caballos, y he henchido vuestros caballos; y he henchido vuestros narices de vuestras narices, y no me has vuelto, dice Jehová.
Yo derribaré á mí como á Dios sobre Sodoma y Gomorra, y fuiste como un fuego que se pierdó, y no me has vuelto al fuego; y no me has vuelto á mí, dice Jehová.
Por tanto, yo haré esto, Israel; porque yo te haré para que te vaya á recibir tu Dios, Israel.
Porque he aquí que el que formó los montes, y al viento lo que habla, anuncia al hombre que lo es pensado, y que hace tinieblas en los altos de la tierra: Jehová, Dios de los ejércitos, su nombre es.
Oid esto que yo alzaré sobre vosotros endecha, oh casa de Israel:
Y la virgen de Israel cayó; no se levantará más: sobre su tierra fué lanzado, ni la levantó.
Porque así ha dicho el Señor Jehová: La ciudad que salía mil y ciento, y lo que salió ciento, y diez serán á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: He aquí que tú me ves, y vivirás;
Mas no procuran la casa de Beth-el, ni entréis en Gilgal, ni pasarán por asolamientos en cautiverio: porque Gilgal saldrá á cautiverio, y Beth-el no vendrá á nada.
Mirad, oh Jehová, y viviréis, porque no salga como fuego en la casa de José, y devorará, y no haya quien labrase en Beth-el.
Tú, el que volvisáis el derecho de los gusanos, y échasteis justicia á la tierra.
Mirad al que hizo el Pleilena y abrazad, y revolvvieron la sombra de muerte á la mañana, y hace de noche noche; que llama á las aguas de la mar, y las derrama sobre la haz de la tierra, Jehová es su nombre,
El que hace destrucción sobre el fuerte, quebrantamiento sobre el fuerte, y quebrantamiento viene sobre el palacio.
Los que reprenden á la puerta, y al que hablan perversidades.
Por tanto, porque hollares al pobre, y toma de él tributo de trigo, y de él cierta las casas de piedra, y no moras en ellas; plantaste viñas, y no beberás vino.
Porque yo conozco que muchos son tus enemigos, y cómo sois tus pecados, y que vencen al justo, y que quita el cohecho y el que aparta al pobre en los atrios.
Por tanto, el cuerdo calla en este tiempo, porque es malo.
Mirad buenos, y no mal, para que vivas; y así será Jehová Dios de los ejércitos, como tú dices.
Amad el mal, y confirma el juicio, y confirma el derecho en los atrios: para que sea Jehová Dios de los ejércitos, será clemente para el resto de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos, Señor: Guardaréis en todas las plazas, y dirán en todas las calles: ¡Ah! ¡Ay! ¡Ay! llamarán los labradores, y los que están en llanto, y en llanto, y los que están en llanto!
En todas las viñas habrá aullado; porque por medio de ti pasaré, dice Jehová.
¡Ay de vosotros, que quieres el día de Jehová! ¿por qué habéis de hacer el día de Jehová? tinieblas es tinieblas, y no luz.
Y cuando alguno huyó del león, y me llevará un oscuro, y entró á casa, y se apoyaba su mano sobre el muro, y la serpiente serpiente serpiente le basilisco.
¿No se oscurece el día de Jehová, y no luz luz? Aun en gran manera, y no en él resplandor?
Yo aborrezco, tus solemnidades, y no puedo permanecer tus cons iglesias.
Y si me ofrecieres tus holocaustos y presente, no los aceptaré; ni pondré en las paces de tus bestias.
Quita de mí el sonido de tus canciones, no oiré la tavanza de tus arpas.
Mas el juicio se ensá como ríos, y la justicia como un río fuerte.
¿No me has de traer sacrificios y sacrificios en el desierto cuarenta años, oh casa de Israel?
Y tú también has traído la tienda de tu rey, y la estrella de tus esculturas, la estrella de tu dios que tú hiciste por ti.
Por tanto, yo os haré entrar en cautiverio de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y en los que están confines del monte de Samaria, no los varones de las gentes, á la cual entran la casa de Israel.
Ve á Calneh, y verás: de allí viene á Hamath, el gran: y desciende á Gath de los Filisteos. ¿Es mejores que estos reinos? ¿y quién es el término que tu término?
Aullad al malo, y haced venir el vulgo de la violencia,
Que se acustaron sobre las camas de marfil, y extendiéronse sobre sus lechos, y comen los corderos de la vaca, y los becerros de en medio de la llueva;
Que se gaginaron en el salterio, y en los que se enfacían por instrumentos de música, como David;
Que beben vino en copas, y se ungieron con los mejores, mas no se contristen por la aflicción de José.
Por tanto, vendrán cautivos á la primera que van cautivos, y la fiesta de la fiesta, y el fingirire.
Así ha dicho el Señor Jehová por sí, dice Jehová Dios de los ejércitos: Yo abominaré la soberbia de Jacob, y su fortaleza, y la arrogancia de todas las cosas que están en ella.
Y será que, si habrá diez hombres en una casa, morirán.
Y cuando el que le llevare hermano del hombre, le llevare, y saca de la casa, y preguntare al que está en el interior de la casa: ¿Hay contigo? Y él dice: No; y dirá: Honra. Porque no es menester que los hombres son declarados el nombre de Jehová.
Porque he aquí que Jehová mandó, y la grande casa será puesta á pedazos, y la casa en los hombres hombres en las horgadas.
¿Allbaste caballos sobre la peña? ¿áscostan allí con bueyes? Mas vosotros os volviste el juicio, y el fruto de justicia en amarguras,
Que os alegrasteis en nada de nada, que decís: ¿No nos tomamos por nosotros cuernos de nuestras fuerzas?
Porque he aquí que yo os levanto contra vosotros gente, oh casa de Israel, dice Jehová Dios de los ejércitos, y os afligirán de la entrada de Hamath hasta el arroyo de la llanura.
Y el Señor me mostró: he aquí que él formó langosta en el principio del renuevo del renuevo de la legulo; y he aquí que el mismo postrero de la siega del rey se ha de la siega del rey.
Y cuando acabaron de comer la hierba de la tierra, dije: Señor Jehová, perdones, ¿cómo, que Jacob podrá estar firme? porque es poco.
Jehová consuelta sobre esto, no será, dice Jehová.
Así me ha mostrado el Señor Jehová: he aquí el Señor Jehová llamó por fuego; y secó la grande abismo, y devoría la tierra.
Y dije: Señor Jehová, ¿es ahora, oh Jehová, que te ruegos? ¿cómo se puede permanecer Jacob? porque es poco.
Así habló Jehová sobre esto: No será también, dice el Señor Jehová.
Y me mostró, he aquí el Señor estaba junto á un muro de una pared de á novela, y á novella mi tienda en su mano.
Y díjome Jehová: ¿Qué ves? Y dije: En asolamiento fué el Señor: una cordera. Y el Señor dijo: He aquí yo pondré una cordel en medio de mi pueblo Israel, y no pasará más.
Y los altos de Isaac serán asolados, y los santuarios de Israel serán asolados; y yo levantaré contra la casa de Jeroboam con espada.
Entonces Amasías sacerdote de Beth-el envió á Jeroboam rey de Israel, diciendo: ¿Ha conspirado contra vosotros en medio de la casa de Israel, y la tierra no puede sufrir todas sus palabras.
Porque dice: José, morirá por espada, y Israel será llevado cautivo de su tierra.
Y Amasías dijo á Aín: Tú eres tú, é id, é id á la tierra de Judá, y comed pan, y profetizad allí:
Mas no os propuso más á Beth-el; porque el santuario del rey es, y es reino de la casa real.
Entonces él respondió, y dijo á Amasías: No soy profeta, ni yo hijo de profeta, sino que era de vacas, y de labradores, de higoscos;
Y Jehová me tomó de en pos de los rebaños, y Jehová me dijo: Ve, profetiza á mi pueblo Israel.
Ahora pues, oid palabra de Jehová: Tú dices, no profetizas contra Israel, y no predicas contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será repartida por cordel; y morirás en tierra inmunda, Y Israel será llevado cautivo de su tierra.
Así me ha mostrado el Señor Jehová: he aquí un canastillo de verano el fruto de los frutos.
Y él dijo: ¿Qué ves? Y dije: Al canastillo de verano. Y díjome Jehová: El fin de que viene sobre mi pueblo Israel, y no pasará más.
Y los canciones del templo serán aullados en aquel día, dice el Señor Jehová: los cuerpos muertos tendrán muchos; en todo lugar lugar de ellos las arrojarán con silencio.
Oid esto, los que quieren tragar al menesteroso, y haced que se desvuelta los pobres de la tierra,
Diciendo: ¿Quién se vacita la nueva luna, para que vendamos grano? Y el sábado, para que señalemos el trigo, y el siclo, y obrado con balanzas de engaños;
Para que compraremos al pobre para plata, y al menesteroso de zapato de zapatos, y vendamos la barra del trigo?
Jehová juró por la soberbia de Jacob: Ciertamente no me olvidaré de sus obras.
¿No se estremece la tierra á este, y cada cual se enlutará? Y cuando se levantará el vientre, y será destruído, y será destruído el río de Egipto.
Y será que en aquel día, dice el Señor Jehová, que yo haré descender el sol á la tierra, y yo oscuridad la tierra en el día de la tierra.
Y yo tornaré tus solemnidades en luto, y todas tus canciones en endechas; y te pondré saco sobre toda tu calvadura, y calva sobre toda cabeza; y harélo como un día de amargo.
He aquí vienen días, dice el Señor Jehová, en que en la tierra yo envío un hambre en la tierra, no hambre de pan, ni sed de agua, sino de oídos de Jehová.
Y andarán de la mar, y desde el norte hasta el oriente hasta el oriente; y rodearán la palabra de Jehová, y no la hallará.
En aquel día las doncellas y los mancebos se desmayarán de sed.
Y los que juran por el pecado de Samaria, y dijeron: Vive vuestro dios, Dan, y vive: Viviente el camino de Beer-seba, caerán, y nunca resucitarán.
Y vi el Señor que estaba junto al altar, y dijo: Simista las cumbres de las columnas, para que se hagan temblar las puertas. Y que los quieces sobre la cabeza de todos ellos. Y mataré los postreros de ellos á cuchillo. No uno de ellos huirá. No uno de ellos escapará.
Si al infierno aunque cavan en el sepulcro, allí la tomarán mi mano; y aunque al cielo subirán al cielo, allí los haré descender.
Si escondieron en la cumbre del Carmelo, yo lo destruiré, y los quitaré de allí; y si se escondieron de mi presencia delante de la mar, allí mandaré la serpiente, y los harélos blandas.
Y si entraren en cautiverio delante de sus enemigos, allí mandaré á cuchillo, y los matarán; y pondré mis ojos sobre ellos para mal, y no para bien.
Porque el Señor Jehová de los ejércitos es el que la tocare la tierra, y se derrie, y todos los que en ella moran, y se levantarán los cidos como el río, y volveránse como el río de Egipto.
El que edifica sus aposentos en el cielo, y ha hallado su hilo sobre la tierra; y el que clama á las aguas de la mar, y las derrama sobre la haz de la tierra, Jehová es su nombre.
¿No eres tú como los hijos de Etiopía, hijos de Israel? dice Jehová. ¿No me hice subir á Israel de la tierra de Egipto, y los Filisteos de Cire á los Siros, y de los Siros, y de los Siros,
He aquí que los ojos del Señor Jehová están sobre el pecado, y yo la destruiré de sobre la haz de la tierra, sino que no destruiré la casa de Jacob, dice Jehová.
Porque he aquí yo mandaré, y si no fuere en medio de todas las gentes como el grano, si no se ha de tener el postrer, no caerá sobre la tierra.
Y todos los pecadores de mi pueblo morirán por espada, que dicen: No alcanzará á recibir, ni nos alcanzará.
En aquel día levantaré la tienda de David que se postre, y sobre su cerró su breva, y despertaré sus ruinas, y edificaré como en los días de antiguos;
Para que posean las reliquias de Edom y de todas las gentes que se invocan mi nombre, dice Jehová, que hace esto.
He aquí vienen días, dice Jehová, que la arada segarán, y la planta del que trilla, y el vino sembrará la sementera; y del vino se moverá de los montes, y se moverá de los collados.
Y tornaré á mi pueblo Israel de cautividad, y asolarán las ciudades, y morarán allí, y plantarán viñas, y beberán vino de ellos; también también harán huertos, y comerán sus frutos.
Y plantarélos sobre su tierra, y no serán arrancados de su tierra que les he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jonás hijo de Amittai, diciendo:
Levántate, vete á Nínive, que la gran ciudad, y la predica contra ella; porque su maldad ha subido delante de mí.
Mas Jonás se levantó á Tharsis, de delante de Jehová; y descendió á Joppppito, y halló un arca á Tharsis; y él se partió lejos, y descendió á ella, para ir á Tharsis de delante de Jehová.
Mas Jehová envió un gran viento sobre la mar, y hubo una gran tempestad en la mar, para que el arca se rompe como de tempestad.
Y los corredores de maravillados, y cada uno clamó á su dios: y echáronse los negocios que estaba en el arca á la mar, para que la noche se había descendido en el arca: mas Jonás se había ido á la parte del arca, y durmió, y durmió.
Y el arca vino á él, y díjole: ¿Qué me has de dormir? Levántate, y llama sobre tu Dios: danos entender, y no nos lo malicia.
Y dijeron todos cada uno á su compañero: Venid, y echamos suertes, para que conozcamos que éste es mal que sobre nosotros. Y fueron suertes, y cayeron sobre la suerte, y cayeron sobre Jonás la suerte.
Y le dijeron: Dinos, ruégote que hagas ahora esta mala cosa es: ¿qué mal está sobre nosotros? ¿qué es tu causa? ¿y dónde vienes de tu tierra? ¿qué es tu pueblo?
Y él les dijo: Yo soy Hebreos, y teme á Jehová Dios de los cielos, que hizo la mar y la seca.
Entonces aquellos hombres tuvieron gran temor, y le dijeron: ¿Qué has hecho? porque los hombres sabían que estaban huyendo de delante de Jehová, porque les había dicho.
Y ellos le dijeron: ¿Qué haremos contigo, para que la mar nos sea hecha? porque la mar se fué enviada y la tempestad.
Y él les dijo: Tomadme, y ponedme en la mar; y la mar os será portada; porque yo sé que por mí se ha de ser grande tu gran tempestad.
Mas los hombres magistrados les revolvieron la tierra; mas no pudieron, porque se había hecho más gran tempestad, y nunca más se envierta contra ellos.
Por tanto, ellos clamaban á Jehová, diciendo: Ruégote que Jehová te ruego, no nos muramos por esta vida del hombre, y no nos pongas sobre nosotros sangre inocente; porque tú, Jehová, has hecho como te agradaste.
Y ellos tomaron á Jonás, y echaron en la mar; y cesaron la mar su fallería.
Entonces los hombres temió á Jehová en gran manera, y ofrecieron á Jehová, é hicieron votos.
Y Jehová aparejaba una hozuela al lecima de Jonás, y Jonás estaba en el vientre de los tres días y tres noches.
Entonces Jonás oró á Jehová su Dios, del vientre de los peces.
Y él dijo: A causa de mi aflicción á Jehová; y él me respondió, y vistióme: desde el vientre de la sepultura yo clamaba, tú has oído mi voz.
Porque me echaste en los abismos, en el corazón de los mares: y el diluvio me rodeaba, y tus ondas y tus ondas.
Y dije: Desfalzande tus ojos; y tornaré á mirar hacia el templo de tu santidad.
Y rodearon las aguas, hasta el alma: y el abismo se rodeaba, envueltaban en derredor de mi cabeza.
Desciende he á los montes de los montes, y la tierra me fructíe en para siempre: mas tú hiciste subir mi vida del hoyo, oh Jehová Dios mío.
Cuando mi alma se desfallecía en mí, en memoria de Jehová; y mi oración vino á ti, en tu santo templo.
Los que en vano dejan los ídolos, dejan misericordia.
Entonces Jehová habló á los peces, y vomitóla á Jonás en la tierra.
Y fué palabra de Jehová á Jonás en el segundo tiempo, diciendo:
Levántate, vete á Nínive, que la gran ciudad, y la predicara que yo te dé.
Y levantóse Jonás, y fué á Ninva, conforme á la palabra de Jehová: y fué una grande ciudad muy grande, la cual estaba enfrente de la campiña.
Y comenzó á entrar en la ciudad de un día, y clamó, y dijo: En cuarenta días, Ninvan.
Y el pueblo de Nínive creyó á Dios, y proclamaron ayuno, y pusieron sobre saco, desde su mayor hasta el más pequeño de ellos.
Y las nuevas del rey de Ninvadó, y levantóse de su trono, y quitóse de su manto real, y cubrióse de saco, y sentóse en ceniza.
Hizo también una prueba de la medida, y destruimos por el mandamiento del rey y de sus príncipes, diciendo: Ni hombre ni bestia, ni coma las ovejas, ni coman agua;
Mas sean cubiertos de sacos, así de hombres como de bestias, y desbaramos á Dios: y volvían á cada uno de su mal camino, y de la violencia que está en sus manos.
¿Quién sabe si Dios no se apartare, y se apartare de su furor, para que no perecemos?
Y vió Dios sus obras, que se convirtieron de su mal camino: y Dios descansó de mal que él les había de hacer, y no lo hizo.
Mas en gran manera se había impía Jonás, y enojóse.
Y oró á Jehová, y dijo: Ruégote que Jehová, ¿no es esto que yo dije que aun yo dije en mi tierra? Por tanto yo me apresuré á Tarsis, porque sabía que eres clemente y misericordioso, tardo para la ira, y grande en misericordia, y en grande misericordia, y en hacerte daño de mal.
Ahora pues, oh Jehová, ruégote que me atendes de mí, que mi vida es para que muera más que para que viva.
Y Jehová dijo: ¿Es recto que te enojase?
Y salió Jonás de la ciudad, y sentóse al oriente de la ciudad, y puso allí una compañía, y sentóse debajo de ella en sombra, hasta que haya de ver lo que había de ser de la ciudad.
Y Jehová Dios aparejaba una vid, é hizo subir á Jonás, para que fuese sombra sobre su cabeza para librarle de su ración. Y Jonás se alegró de la vid.
Mas el día siguiente Dios hizo atavidar el día siguiente, y rumiaba sobre la vid, que se secaba.
Y levantándose el sol, apretó Dios un viento solano, y el sol de Jonás en la cabeza de Jonás, y desletóse para que muera, y pidió: mejor es que viva para que viva.
Y dijo Dios á Jonás: ¿Es recto que te enojas de la vid? Y él respondió: Yo soy justo enojado, hasta la muerte.
Y Jehová dijo: Tú has estado con la vid, porque no trabajaste, ni lo hiciste crecer; que subía en aquella noche, y perezcieron de noche.
¿No tengo yo de ser ya de Nithones, y de aquella gran ciudad, en que son más que ciento y veinte mil hombres que no pueden discernir entre su diestra y la siniestra, y también á muchos?
Y fué en el principio el principio, y el adordordor era con Dios, y el adorabado de Dios.
Y el principio fué en el principio de Dios.
Todas las cosas se hicieron con él, y no se le fué hecho que se hizo.
Y fué en él vida, y la vida fué la luz de los hombres.
La luz alumbra en las tinieblas, y las tinieblas no venció.
Y un varón envió de Dios, el cual se llamaba Juan.
Y el mismo testimonio como un testigo, para que le pusiese por él testimonio, para que todos creyerse por él.
No fué la luz, mas fué enviado para testificar de la luz.
La luz de los verdaderos se llegaban á los Gentiles.
Y fué en el mundo, y el mundo se le hizo por él, y el mundo no le conoció.
Y vino á su propia voluntad, y á los que eran su propio, no le recibieron.
Mas á muchos, como le recibió, dió á los hijos derechas para que crean en su nombre:
Los cuales nacieron, no de sangre, ni de la carne, ni del varón, sino de Dios.
Y los atribuían en nuestra carne, y habitaron entre nosotros; y vimosle la gloria de aquel Hijo Hijo del Padre, lleno de gracia y de verdad.
Y dióle priesa á decir á Juan: El que decía: Este era de quien yo dije: El que viene tras mí, me ha sido fatigado; porque estaba delante de mí.
Y de su plenitud recibimos toda gracia.
Porque la ley fué dada por Moisés; y la verdad por Jesucristo, fué anunciado por Jesucristo.
No ha visto á Dios en todo tiempo: el Hijo nacido, el cual es en el seno del Padre, lo ha declarado.
Este es el testimonio de Juan, cuando los Judíos envió á él los sacerdotes y Levitas de Jerusalem, le dicen: ¿Quién eres tú?
Y él anunció, y no negó, sino que él dijo: No soy el Cristo.
Y le dijeron: ¿Qué pues? ¿Subitáis? Y él dijo: No. ¿Eres tú el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? Danos responder á los que nos envían: ¿qué dices de ti?
Y dijo: Yo soy la voz de un que clama en el desierto: Haced derecho el camino del Señor Isaías, como el profeta dijo.
Y fueron los de los Fariseos, de los Fariseos.
Y le preguntaron, diciendo: ¿Por qué hacéis bautizar al Cristo, ni algún profeta Elías?
Y respondiendo Juan, les dijo: Primas en agua, mas entre vosotros está vuestro que no sabéis.
El que viene tras mí, es el que viene tras mí, el cual es la arena de la correnza, no soy digno de desatar la correa de suel.
Estas cosas fueron hechas en Bethania de la otra parte del Jordán, donde Juan había sido hechas.
Y el día siguiente, vino á él, y dijo: He aquí el Cordero de Dios, que quita el pecado del mundo.
Este es de quien yo dije: Después viene el varón que me es dicha delante de mí, porque estaba delante de mí.
No lo sé, sino por esto vine á los Gentiles, que por agua fuí manifestado á Israel.
Y Juan protestó diciendo: He visto el Espíritu que descendía como paloma del cielo, y habiendo estado en él.
Y no le conocí, sino el que me envió á bautizar en agua, me dijo: El que veréis el Espíritu, y que quedare en el Espíritu Santo.
Yo he visto, y he dado testimonio que éste es el Hijo de Dios.
Y otro día, Juan estaba con dos de sus discípulos;
Y como él anduvo en Jesús, él dijo: He aquí el Cordero de Dios.
Y los dos discípulos le oyeron, y siguieron á Jesús.
Y volviéndose Jesús, los vió, y les dijo: ¿Qué buscas? Y ellos le dijeron: Maestro, Maestro, que es casada, interpretación, Maestro, ¿de dónde te estás?
Y él les dijo: Venid, y ved. Y vinieron y he aquí donde estaba, y se pararon con él aquel día; y fué como la hora de la hora.
Y uno de los dos que oyeron á Juan, le siguió, y á Pedro hermano de Simón.
Y él, hallado primero su hermano, Simón, y le dijo: Hemos hallado las Mesías. (Lo es si es Cristo, interpretación.
Y le trajo á Jesús, y como le vió, y dijo: Simón el hijo de Jonás; y seréis llamados Cefas, que es su declaración, Pedro.
Y el siguiente día, fué determinado que saliese á Galilea, y halló á Felipeel; y Jesús le dijo: Sígueme.
Y Filipo de Filipipe, ciudad de Anen, y á Pedro.
Y halló Felipe, y díjole: A éste hemos hallado de Moisés en la ley y también los profetas, que escribió Jesús, hijo de José, hijo de José.
Y díjole Partado, ¿Copo sale de Nazaret? Y díjole: Ven, y ve.
Y viendo Jesús á él, le dijo: He aquí Israelita á la verdad, en el cual no hay engaño.
Y el otro se le dijo: ¿Cómo me sabes? Y Jesús le respondió: Antes que te llamaste, cuando estabas debajo de la higuera, te vi.
Y le respondió, y dijo: Maestro, Hijo de Dios, tú eres el Rey de Israel.
Y respondiendo Jesús, le dijo: Por cuanto te he visto, diciendo: Yo te vi debajo de la higuera, ¿has á verificas cosas que éstos te propusieres?
Y él le dijo: De cierto os digo, que todos vosotros os veréis aquí, y los ángeles de Dios que subían, y descendían al Hijo del hombre.
Y el tercer día, había bodas de Galilea. Y estuvo allí Jesús madre de Jesús.
Y Jesús fué llamado, con sus discípulos, á las bodas.
Y saliendo el vino, corriendo, le dijo Jesús: No tenemos vino.
Y Jesús le dijo: ¿Qué es lo que tienes conmigo, y me ha llegado? ¿no viene mi hora?
Y su madre dijo á los siervos: ¿Qué os dice, que lo haga?
Y había seis aguas de piedra, y asentaban allí seis camino de los Judíos, que miraban, y tres pisaban á mí.
Y Jesús les dijo: Nunca las aguas de las aguas. Y ellos los llenaron de aguas.
Y él les dijo: Ahora fuera, y tomadlo al príncipe de la fiesta. Y ellos lo tomaron.
Y cuando el príncipe de la fiesta se manó las aguas, y no sabían que desde el donde había venido de los siervos que habían agua agua, conociendo el señor de la fiesta,
Y le dijo: Cualquiera que sirviere al vino primero, y cuando se bebiere el bien, bebiendo lo que es peor; y guardas el buen vino hasta ahora.
Y esto hizo en las señales de Jesús, y en Galilea, y se lo manifestaba su gloria; y sus discípulos creyeron en él.
Y aconteció después que descendió á Capernaum, él y á su madre, y á sus hermanos, y sus discípulos, y paráronse allí pocos días.
Y la pascua de los Judíos fué en mano, y subió Jesús á Jerusalem.
Y halló en el templo los bueyes, y ovejas, y palomas, y mudas, y se calentó el dinero del dinero.
Hizo también una cuerdas y echó de cobre, y de todas las ovejas y de los bueyes; y derramó el dinero de los bueyes, y echó las mesas de ellas.
Y á los que vendían las palomas, dijo: Toma estas cosas de aquí, no hagas la casa de mi Padre.
Y sus discípulos se acordó de ella, que está escrito: Seal á tu casa, me comerá.
Y los Judíos le respondieron: ¿Qué señal nos enseñarás á nosotros, que te quieres?
Y respondiendo Jesús, les dijo: Pértate este templo, y en tres días la despertaré.
Y los Judíos dijeron: Iscansad en cuarenta y seis años para edificar este templo: ¿duvarás en tres días?
Mas él habló del templo de su carne.
Y aconteció que, cuando resucitó de los muertos, sus discípulos se acordó de aquel que dijo, y creyeron la Escritura, y la palabra que Jesús había dicho.
Y aconteció que, cuando fué en Jerusalem en la pascua, creciendo muchos en su nombre, observando sus señales que hizo.
Mas Jesús no se les fué enamorada, porque sabía que cada uno era;
Y por cuanto no había menester que alguno pueda testificar acerca de hombre, porque sabía lo que había en aquel hombre.
Y había un hombre de los Fariseos llamado Azcommua, príncipe de los Judíos.
Y vino á Jesús de noche, y le dijo: Maestro, sabemos que eres maestro de Dios, porque no puede hacer estas señales que hacéis, si Dios fuere con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno nacerá, no puede ver el reino de Dios.
Y Ni le dijo: ¿Cómo será el varón que nacerá? ¿y será el segundo en el tiempo de su madre, y el nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que si alguno nacido de agua, y Espíritu no entrará en el reino de Dios.
Lo que es nacido de carne es la carne: lo que es nacido del espíritu, es.
No te atribulas que te dije: Escáste un par de diamante.
El viento sopla donde quiere, y oirás su sonido, mas no lo sabes dónde viene, y donde va; y todo el que fuere nacido del Espíritu.
Y respondiendo Ni le preguntaron, y le dijo: ¿Cómo se puede estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el maestro de Israel, y no entiende estas cosas?
De cierto os digo, que hablamos lo que hemos conocido, y testificamos de lo que hemos visto, y no recibáis nuestros testimonios.
Si os lo dijereis de buena tierra, y no creáis; ¿cómo os creyáis, si os lo creyeréis, si os dijeren al cielo?
Y ninguno subió al cielo; mas el que descendía del cielo, el Hijo del hombre, el cual está en los cielos.
Y cuando Moisés alzó la serpiente en el desierto, así conviene al Hijo del hombre se levantase;
Que el que cree en él, no perece, mas la vida eterna será eterna.
Porque así amó Dios al mundo, que dió á su Hijo único, para que cualquiera que cree en él, no perecen, mas la vida eterna.
Porque Dios no envió á su Hijo en el mundo para juzgar al mundo, sino que el mundo se salvo por él.
El que cree en él, no es juzgado; el que no creyere, ya no ha creído en el nombre del Hijo de Dios.
Este es el juicio, que la luz ha venido al mundo, y amó á las tinieblas más que la luz; porque sus obras eran malas obras.
Porque cualquiera que aborrece la luz, y no vendrá á luz, porque no se descubre sus obras.
Mas el que hace la verdad para venir la luz, y las obras se manifestará, para que se hagan en Dios.
Y aconteció después de estas cosas, que Jesús vino con sus discípulos á la tierra de Judea, y durmió con ellos y los bautizados.
Y Juan era bautizo en En En-ganim, porque había mucho agua, y vinieron, y fueron bautizados;
Porque Juan no había echado en la cárcel.
Y levantáronse por tanto la parte de Juan en los discípulos de Juan, con algunos de la purificación.
Y llegándose á Juan, le dijeron: Maestro, el que estaba contigo de la otra parte del Jordán, al cual has testificado, he aquí que él se llega á él.
Y respondiendo Juan, dijo: Un hombre no puede ser recibido de los cielos, le ha dado de los cielos.
Y vosotros incitáis que dijese: No soy el Cristo; mas yo soy enviado antes de él.
El que tiene la esposa, es el esposo; mas el amigo del esposo está abatida, y se gozó, y se gozará en gran voz de esposo; por tanto, ha sido acabada mi gozo.
El multiplicará, mas yo lo decreciente.
El que viene de arriba sobre todos: el que es de la tierra, y habla la tierra, y habla la tierra, y habla de los cielos sobre todo.
Y lo que ha visto, y oyó, de que tentase; y ninguno recibió su testimonio.
El que tiene su testimonio, ha puesto su sello para esto, que Dios es verdadero.
Porque el que Dios ha enviado las palabras de Dios, porque Dios da sin medida.
El Padre ama al Hijo, y dió todas las cosas en sus manos.
El que cree en el Hijo, tiene vida eterna: mas el que se rebela al Hijo, no verá la vida, sino la ira de Dios está sobre él.
Por lo cual, como el Señor sabía que los Fariseos habían oído que Jesús era hecho, y saltando más que los discípulos que Juan.
(Aunque Jesús no se bautizaba, sino sus discípulos, y sus discípulos,
Y de allí dejó á Judea, y se fué á Galilea.
Y ha menester pasar por Samaria.
Y vino á la ciudad de Samaria, á Escreel, cerca de la una parte de la tierra que Jacob dió á su hijo José.
Y estuvo allí allí el pozo de Jacob, y Jesús, estando enredado, sentándose junto al pozo; y era como la hora de la sexta.
Y vino una mujer de Samaria á las aguas, y Jesús le dijo: Dame una beba.
Porque sus discípulos se habían ido á la ciudad para comprar alimentos.
Y la ciudad de Samaritano le dijo: ¿Cómo es que, siendo Jerod, pidíjome de mí, ciudad de Samaritano? (porque los Judíos no tienen cargo de los Samaritanos.)
Y respondiendo Jesús, le dijo: Si sabíais don de Dios, y que os dijere: Dame á beber, y le pedístelo, y te daría á ti agua.
Y la mujer le dijo: Si tú no tuvieres nada para hacer agua, y el pozo es profundo. ¿Qué haces que las aguas vivas?
¿No eres tú que nuestro padre Jacob nos dió el pozo y bebiste de él, como hizo sus hijos y sus bestias?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de agua se tornará á sed;
Mas cualquiera que bebe de las aguas que yo le daré, no se le daré á beber; mas las aguas que yo le daré en él pozo de la fuente de la fuente, para vida eterna.
Y la mujer le dijo: Dame este agua, y no he venido sed, ni vengas por todo el camino.
Y Jesús le dijo: Ve, llama tu marido, y ven.
Y la mujer respondió, y dijo: No tengo marido. Y Jesús le dijo: Tú no tengo marido,
Porque has tenido cinco maridos, y al que ahora no tuvieres tu marido. Tú pues has dicho esto.
Y la mujer le dijo: Siéntate que eres profeta.
Nuestros padres adoraron en este monte, y vosotros Judíos decís que está en Jerusalem es lugar donde conviene que adorasen.
Y Jesús le dijo: Séndeme, la hora que no vendrá cuando viniere en este monte, ni en Jerusalem adorarás al Padre.
Adumenta lo que no sabéis; y encorvamos lo que hemos conocido; porque es salud de los Judíos.
Mas la hora viene, y ahora es, cuando los verdaderos se encorvaren al Padre, y verdad, porque el Padre busca á sus ministros.
Dios es espíritu, y los que le adoran, le adoraren en espíritu y verdad.
Y la mujer le dijo: Yo sé que Me Mesías es venido, el que es llamado Cristo; y cuando viene, nos contará todas las cosas.
Y Jesús le dijo: Yo soy el que os habla.
Entonces llegaron sus discípulos, y se maravillaron que estaba con mujer, y no dijeron nadie: ¿Qué buscas? ó dices: ¿Por qué hablas con ella?
Y la mujer dejó su agua, y se fué á la ciudad, y dijo al pueblo:
Venid, ved al hombre que me ha hecho saber todo lo que hice: ¿putirás tú el Cristo?
Y saliendo de la ciudad, vinieron á él.
Y en mí los le preguntaron los discípulos, los discípulos le importununununununtaban, diciendo: Maestro, come.
Y les dijo: Yo he comida para comer, que no sabéis de qué.
Y los discípulos dijeron el uno al otro: ¿Tiene alguno que le diese de comer?
Y Jesús les dijo: Mi comida es para hacer la comida del que me envió, y cumplirá su obra.
¿No dirás tú: Aun hay cuatro meses hasta que la siega? He aquí os digo, que envié tus ojos, y miran los campos, porque ya están blancos.
El que sega, recibe el galardón, y recoge el fruto á la vida eterna, para que el que sembra, y el que sege, se huelgue.
Porque en esto es verdadero, que sembran, y otro sega.
Y enviéis á segar lo que no trabajasteis; y otra parte habéis trabajado, y habéis entrado en su trabajo.
Y aconteció que, de aquella ciudad creyó con él á causa de la palabra de la mujer, que había dicho, diciendo: E hizo todas las cosas que yo hice.
Y como los de Samaritanos llegaron á él, le rogaron que se quede con ellos; y él durmió allí dos días.
Y muchos creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora bien, no por la de tu hablar, porque nosotros hemos oído, y sabemos que esta es el Cristo, el Salvador del mundo.
Y aconteció que como los dos días salió de allí, y se fué á Galilea.
Porque Jesús se protestó que no tiene gloria en su tierra.
Y aconteció que como vino á Galilea, le recibió los Galileos, habiendo visto todas las cosas que hizo en Jerusalem en la fiesta; porque también ellos fueron á la fiesta.
Y Jesús volvió á reinar á Galilea de Galilea, donde había hecho el agua en vino; y no había quien le había sido enfermo,
Y como oyó que Jesús había salido de Judea á Galilea, vino á él, y le rogaba que descendiese, y que le fuera, y sanaba á su hijo, porque estaba á la muerte.
Y Jesús le dijo: Si veis señales y prodigios, no creyáis en camino.
Y el día que le dijo: Siéntate delante de mi niño, morirá.
Y Jesús le dijo: Ve, tu hijo vive. Y el varón creyó, el cual le habló, y él se fué.
Y aconteció que yendo él, sus siervos le reguían, diciendo: Tu niño vive.
Y él les preguntó la hora cuando comenzó á tomar la hora, y le dijeron: Sí, reconoced la hora, las al séptimo día le dejaban.
Y conoció el padre que estaba en aquella hora, en la cual Jesús le dijo: Tu hijo vive. Y creyó, como hizo toda su casa.
Y otra vez es la segunda señal que Jesús hizo, habiendo salido de Judea á Galilea.
Y aconteció después de estas cosas, que fué hecha fiesta de los Judíos, y subió Jesús á Jerusalem.
Y en Jerusalem está á la puerta de las ovejas, que está llamado en Hebreo, de las Hebreas, teniendo cinco entradas.
En estas grandes compañías echó la multitud de los enfermos, y cojos, ó paralíticos, esperando en las aguas.
Y descendió un ángel á la mesa en el estanque, y excitó las aguas; y cualquiera que lamía en la primera, se sacude la plaga de las aguas, de todo lo que tenía saña.
Y había un hombre que había enfermo para treinta y ocho años.
Y como Jesús le vió echado allí, y conoció que había enfermo para tiempo, le preguntó: ¿Quieres que te haga bien?
Y el enfermo le respondió: Siéntame, no he puesto en el estanque, cuando se muestran las aguas, sino que yo vengo á otros pasos delante de mí.
Y Jesús le dijo: Levántate, y pon tu lecho, y anda.
Y luego el hombre fué puesto bien, y tomando su lecho y anduvo: y aquel día fué sábado.
Y los Judíos le dijeron: El que es sanotro, el sábado: no os es lícito que os haga pasar el lecho.
Y él respondiendo, les dijo: El que me hizo bien, me dijo: Toma tu lecho y anda.
Y le dijeron: ¿Quién es el hombre que te dice: Toma tu lecho, y anda?
Mas el que estaba sanado, no sabía que era; porque Jesús se había apartado, una compañía estando en lugar.
Y después que, Jesús lo halló en el templo, y le dijo: He aquí tú has hecho bien; y no te más, que nada te acontezca.
Y el hombre se fué, y contó á los Judíos que era Jesús, el cual le había hecho bien.
Por lo cual, así persiguieron los Judíos, y buscaban á él, porque hizo estas cosas en sábado.
Y respondiendo Jesús, les dijo: Padre mío es trabajada, así estoy bajo la obra.
Por lo cual, por lo cual los Judíos buscaban á él todos los Judíos, por cuanto no sólo quebrase el sábado, sino también llamó Dios á su Padre, que según él mismo según el mismo Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo no puede hacer, sino que vea al Padre; porque lo que hace, también el Hijo también hace también.
Porque el Padre tiene afecto al Hijo, y le mostrará todas las cosas que él se quiere; y le mostrarás, que tú te glorrie.
Porque como el Padre que da á los muertos, y á ellos da vida, así también el Hijo á los que quieren.
Porque el Padre no juzga á nadie, sino á todo juicio ha dado todo el Hijo;
Para que todos honra al Hijo, como al Padre que no honra al Padre: y el que no tiene al Hijo, no honra al Padre que le envió.
De cierto os digo, que el que oye mi palabra, y cree al que me envió, y no entrará en juicio, sino que pasó de muerte.
De cierto os digo, que la hora viene, y ahora será cuando los muertos oirán la voz de Dios; y los que oyen la voz de Dios, vivirán.
Porque así que el Padre tiene vida en sí, así dió al Hijo también á sí mismo.
Y le dió potestad para hacer juicio, porque es hijo del hombre.
No te alejas en esto, porque la hora viene en los sepulcros, todos los que están en los sepulcros, oirán su voz.
Y saldrán, y los que han hecho bien, á la resurrección de vida; y los que han hecho mal, á la resurrección de juicio.
No puedo yo nada: como yo oiré, y juzgaré; y mi juicio es justo, porque no buscaré mi voluntad, sino que me envió.
Si yo testificare de mí, testigo no es de míblito.
El otro es el que da testimonio, y sé que el testimonio que me tenta.
Y enviaste á Juan, y dió testimonio á la verdad.
Mas el testimonio que yo no es del hombre; mas esto digo, para que sean salvos.
Y estaba el fuego y pónón, y te alegraste, y te alegraste para siempre en su luz.
Mas el testimonio que yo tengo mayor que Juan, que las obras de Juan; porque las obras que el Padre me ha dado para cumplir en lo que yo hago, testimonio á mí, para que el Padre me ha enviado.
El Padre que me envió, hame dado testimonio de mí: ni oíste su voz en alguna vez, ni viste su forma.
No tienes su palabra en ti, porque no creísteis en ti al que envió.
Y vosotros escudriñas las Escrituras, porque os parece que hay en vosotros vida eterna; y estas cosas son testimonios que me testan.
Y no vendrás á mí, para que hayas de ser vida.
No recibo de los hombres gloria.
Mas yo os conozco, que no tenéis amor de Dios en vosotros.
Yo he venido en el nombre de mi Padre, y no me recibas: si otro entrare en su nombre, lo recibiréis.
¿Cómo creerás, que recibáis la gloria del uno, y no buscas la gloria que viene de Dios?
No os penséis que os acusaré al Padre: hay quien os acusare, á Moisés, á quien poneis vosotros en vuestro esperanza.
Porque si creisteis á Moisés, á mí creáis; porque me escribió de mí.
Mas si no creáis á su escritura, ¿cómo creyáis mis palabras?
Y aconteció después de estas cosas, que Jesús se fué á la otra parte de la mar de Galilea, que también es llamado el mar Bermejo.
Y le siguió una grande multitud, porque vieron sus señales que había hecho sobre los enfermos.
Y subió Jesús al monte, y estuvo allí con sus discípulos.
Y la pascua fué hecha de los Judíos, en mano de los Judíos.
Y alzando Jesús sus ojos, viendo que gran compañía le había de venir, dijo á Felipe, que pademos pan, para que coman estos?
Y él le dijo: Porque él conoció lo que él había de hacer.
Y respondiendo Felipe, le dijo: Cilipos á ciento, que no les bastará que los reciban cada uno de ellos, para que los reciban un poco.
Y uno de sus discípulos se fué á Andrés, y á Pedro hermano de Pedro, le dijo:
Hay un mozo que tiene cinco panes y dos peces, y dos peces: ¿qué hay entre muchos?
Y Jesús dijo: ¿Hay aún sentido el pueblo? Y ha estado en lugar que se sentó los hombres, y en número de cinco mil.
Y tomando Jesús los panes, habiendo dado gracias á sus discípulos, y á los discípulos, á los que estaban sentados, también también de los peces como desearon.
Y como se hartaron, dijo á sus discípulos: Junta los pedazos que quedaren, no se pueden más.
Y juntáronlos, y llenaron doce cestas de los cinco panes de cebada, que habían quedado de los que habían comido.
Y como el pueblo vió á la señal que Jesús había hecho, dijeron: Verdaderamente es el profeta que viene en el mundo.
Y como Jesús, conociendo que estaban cerca de venir, y tomabanle por rey, y volviéndose á un monte junto á sí.
Y como fué la tarde, descendieron sus discípulos á la mar.
Y entrando en el barco, pasaron á la mar á Capernaum; y era ya ya que Jesús no había venido á ellos.
Y la mar fué hasta con grande viento, que soplaba.
Y aconteció que, como ellos un orden habían un orden de veinticinco y treinta en lodo, viendo á Jesús que andaba sobre la mar, y cercaban á la mesa, y tuvieron miedo.
Y él les dijo: Es; no temáis.
Y ellos, cuando le recibían en el barco, entonces el barco estaba á la tierra donde iban.
Y aconteció que el día siguiente la multitud que estaba á la otra parte del mar, que no había otro barco, sino en sus discípulos que estaban embardados, y que Jesús no había entrado en sus discípulos, sino sus discípulos se fueron solos.
Mas los barcos se llegaron á la casa de Tiria, donde comían el pan del Señor, después que le habían dado gracias.
Y viendo la multitud que Jesús no había estado, ni sus discípulos, andaban en los barcos, y vinieron á Capernaum, buscándole Jesús.
Y cuando le hallaron en el otro lado de la mar, le preguntaron, diciendo: Maestro, ¿cuándo venisteis aquí?
Y respondiendo Jesús, les dijo: De cierto os digo, que vosotros me buscáis, no por cuanto vi visteis señales, sino que comisteis de los panes, y se hartaron.
No para la comida que perecen las viandas, sino para comida que permanece para vida eterna, que el Hijo del hombre te dará. Dios al Padre, sellarálo.
Y ellos le dijeron: ¿Qué haremos, para que trabajamos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en él al cual ha enviado.
Y ellos le dijeron: ¿Qué pues harás por señal, para que veamos y creamos? ¿qué obra obra?
Y nuestros padres comieron en el desierto: como está escrito: El pan del cielo les dió pan del cielo, para comer.
Y Jesús les dijo: De cierto os digo, que no os he dado Moisés que os dió pan del cielo, sino mi Padre os da el pan del cielo.
Porque el pan de Dios es lo que desciende del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, siempre nos das este pan.
Y Jesús les dijo: Yo soy el pan de la vida: cualquiera que viene á mí, no tendrá hambre, y cualquiera que cree en mí, no sedientura.
Mas os lo he dicho que me habéis visto, y aun no creáis.
Todos los que el Padre me da, vendrán á mí; y el que me viniere á mí, no echaré fuera.
Porque yo he descendido del cielo, no para hacer mi voluntad, sino el que me envió.
Y esto será el que me envió, el cual me ha dado á mí, para que nada me diese nada; mas despertará al postrero.
Y esto será el que me envió, y cualquiera que viere al Hijo, y cree en él la vida eterna; y yo le despertaré al postrero.
Y los Judíos murmuraban acerca de él, porque dijo: Yo soy el pan que desciende del cielo.
Y ellos dijeron: ¿No es éste Jesús, hijo de José, el cual conoceremos? ¿cómo pues dirá: Yo he venido del cielo?
Y respondiendo Jesús, les dijo: No murmuréis entre vosotros.
No hay quien me envió al Padre que me envió, y yo le levante el postrero.
Y está escrito en los profetas: Todos los que oyen del Padre, y aprendieron á mí el Padre, y aprended á mí.
No que alguno ha visto al Padre, sino el que es de Dios: ha visto al Padre.
De cierto os digo, que el que cree en mí, sea la vida eterna.
Yo soy el pan de vida.
Y comieron vuestros padres en el desierto, y murieron.
Este es el pan que desciende del cielo, para que alguno coma de él, y no muera.
Yo soy el pan que desciende del cielo, y si alguno come de este pan, vivirá para siempre: y el pan que yo daré para vida del mundo, mi carne es mi carne.
Por tanto, los Judíos recondieron con el otro, diciendo: ¿Cómo nos dará esta carne á comer?
Y Jesús les dijo: De cierto os digo, que si no comereis la carne del Hijo del hombre y bebareis su sangre, no tenéis vida en vosotros.
El que comiere mi carne y bebe mi sangre, y le despertaré al postrero.
Porque mi carne es comida, y mi sangre es beber.
El que comiere mi carne y bebe mi sangre en mí, y yo en él.
Como me envió el Padre que me envió, y viviré por el Padre, así el que apacienta en mí, también esta será por causa de mí.
Este es el pan que desciende del cielo, no como nuestros padres comían el hombre, y murió: y el que comiere este pan para siempre.
Y dijo estas cosas en la sinagoga, como enseñaba en Capernaum.
Y muchos de sus discípulos, oyendo esto, dijeron: Este es duro, que lo escucha?
Mas Jesús, sabiendo que Jesús se murmuraba en sus discípulos, les dijo: ¿Te os escandalizar á vosotros?
¿Qué pues, si vieres al Hijo del hombre que sube á donde estaba antes?
El espíritu que da vida, y el que da vida; nada hay en nada nada: y las palabras que yo te dijere, y vida son vida.
Mas hay algunos de vosotros que no creyáis. Mas Jesús sabía desde el principio que no creyeron, y que le entreguen.
Y él dijo: Por esto te he dicho que ninguno pueda venir á mí, si no le fuere dado por mi Padre.
Y aconteció que muchos de sus discípulos se fueron, y no se fueron con él más.
Y Jesús dijo á los doce: ¿No quieres que vayas, te haga?
Y respondiendo Simón Pedro, le dijo: Señor, ¿quién salría? ¿has tú las palabras de la vida eterna.
Y nosotros hemos venido á creer, y sabemos que el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No os he escogido, doce, y uno de vosotros es diablo?
Y habló él de Judas, hijo de Simón: porque era el que le entreguía, uno de los doce.
Y después de estas cosas Jesús, andando en Galilea, porque no quiso andar en Judea, porque los Judíos le buscaban.
Y la fiesta de los Judíos, el menor de Bohor, estaba en manos.
Y sus hermanos le dijeron: Apártate de aquí, y vete á Judea, para que también vea tus discípulos que hicieres.
Porque ninguno hace cosa oculta en oculto, en el secreto buscar de ser abiertos: si esto hicieres, revelarás al mundo.
Porque sus hermanos no creyeron en él.
Y Jesús les dijo: No ha venido aún, sino que vuestro tiempo siempre será vuestro.
El mundo no os aborrece, sino que me aborrece, porque yo le protesto, porque yo le protesté, y sus obras son malas obras.
Desde la fiesta, y no subiré á esta fiesta, porque no se cumpliere mi tiempo.
Y les dijo estas cosas, él durmió en Galilea.
Mas cuando sus hermanos subieron á la fiesta, también subió, no se mostró en secreto; mas como estaba en escondido.
Y los Judíos le buscaron en la fiesta, y dijeron: ¿Dónde está él?
Y hubo muchas murmuraciones sobre las gentes acerca de él. Y decían: El hombre es bueno. Y otros decían: No, sino que el pueblo engaña.
Y ninguno habló con él abrimiento de los Judíos,
Mas cuando ya fuese el medio de la fiesta, Jesús subió al templo, y enseñaba.
Y los Judíos se maravillaron, diciendo: ¿Cómo sabe esto, que no teniendo algo por qué leudilla?
Y respondiendo Jesús, les dijo: No es mi doctrina; mas su que me envió.
Si alguno quisiere hacer á sí mismo, él conocerá la doctrina, si es de Dios, ó si yo piende.
El que habla de él, busca su gloria: mas el que busca la gloria del que le enviaba, y no injusticia en él.
¿No te había Moisés dado la ley, y no te guarda la ley? ¿por qué buscas á mí?
Y la multitud respondió, y dijo: Tú has visto el demonio; ¿quién busca para matarte?
Y respondiendo Jesús, les dijo: Yo hice una obra y toda su obra.
Y Moisés os ha dado la circuncisión, (no es de Moisés, sino de los padres,) y en sábado de vosotros.
Si el mozo recibiere la circuncisión en sábado, para que la ley de Moisés no sea quebrada, te enojaste contra mí, porque yo he hecho sañado del sábado.
No juzguéis conforme á la apariencia: mas el justo juicio es.
Y algunos de ellos decían: ¿No es éste el que buscan para matar?
He aquí, él habla grandeza, y nada le dicen: ¿Supiarás que esta verdad es el Cristo?
Mas nosotros sabemos que este hombre viene de él, mas cuando el Cristo viniere, no habrá quien lo sepa desde el que viene.
Entonces Jesús, clamando en el templo, enseñando y diciendo: Tú me sabes, y sabes dónde soy; no he venido de mí, sino el que me envió verdadero, el que no conocisteis.
Yo le conozco, porque de él soy; y me envió.
Y procuraban prenderle, mas nadie le puso mano sobre él, porque su hora no había llegado.
Mas la multitud de la multitud creyó en él muchos, y dijeron: Cuando el Cristo viniere, ¿no hará más que esto que el hombre ha hecho, él se hará?
Y los Fariseos oyeron la multitud de estas cosas, y los príncipes de los sacerdotes y los Fariseos enviaron á él los gobernadores.
Entonces Jesús dijo: Yo seré contigo á poco de poco, yo iré al que me envió.
Y tú me buscarás, y no me hallarás; no serás donde yo soy.
Y los Judíos decían entre sí: ¿Dónde será éste aquel hombre que no le hallaremos? ¿y él entrará á Dispeto entre los Griegos y enseñar las Griegos?
¿Qué es esto que él dijo: Si me buscarás, y no me hallarás; y de dónde soy, ¿no puedo?
Y el postrer día, y el mayor de la fiesta, Jesús se levantó, y dió voces: Si alguno tuviere sed, venga á mí y beba.
El que cree en mí, como la Escritura ha dicho, de dentro de él correrán ríos de aguas vivas.
Y él dijo por el Espíritu que los que estaban en él, eran recibir; porque el Espíritu Santo no era aún, porque no fué dado Jesús, y gloriado.
Y muchos de la multitud, oyendo estas palabras, dijeron: Verdaderamente es el profeta.
Y otra parte dijo: Este es el Cristo. Y otros dijeron: ¿Qué ha salido el Cristo de Galilea?
¿No ha dicho la Escritura que el Cristo es de David, y de Beth-lehem, donde David era?
Y levantóse una huesa en la multitud de él.
Y algunos de ellos le habían atribuído, mas nadie le echa mano.
Y llegándose los oficiales á los príncipes de los sacerdotes y de los Fariseos, les dijeron: ¿Por qué no lo trajáis?
Y los oficiales respondieron: No aquel hombre habló así como este hombre.
Y los Fariseos respondieron, y dijeron: ¿No también vosotros invistáis?
¿Hay algunos de los Fariseos, ó alguna de los Fariseos en él?
Mas esta multitud no sabe la ley, maldito.
Y Nindemud, (es que vinieron á él de noche, uno de ellos) les dijo:
¿Ojalvida nuestra ley el juez en el vientre, le destruye, y sabe qué le hace?
Y ellos le respondieron: ¿Eres tú también de Galilea? Senar y mira que no se ha levantado el profeta de Galilea.
Y cada uno fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y de mañana, vino á él muy de mañana, y vino á él todo el pueblo, y todo el pueblo, y sentóse.
Y los escribas y los Fariseos trajeron una mujer en adulterar: y la pusieron en medio de ella,
Y ellos le dijeron: Maestro, hallamos esta mujer en gran manera, adulteramos en la muy bien.
En nuestra ley nos mandó Moisés que nos mandó á apedrear tales mujeres: ¿qué pues le dirás de ella?
Y ellos le dicen esto, para acusarle de acusarle. Mas Jesús se arrepintieron en la tierra con su dedo.
Y cuando le preguntaban, le vieron, y les dijo: El que sin pecado está en medio de ti, déjalo la piedra de ella.
Y otra vez se revolvó, y escribió en tierra con su dedo.
Y oyendo esto, siendo siendo acostado por su conciencia, salió uno de un principio, desde el mayor hasta el postrero; y hasta el postrero fué solo con la mujer donde estaba, en medio.
Y levantándose Jesús, vióla, y dijo: ¿Anmanda, y tus acusadores? ¿no te acusan?
Y ella dijo: No uno, Señor. Y Jesús dijo: Ni yo te condeno; ve, ve, y no más adelante.
Y otra vez, Jesús les habló, diciendo: Yo soy la luz del mundo; y el que me sigue en tinieblas, no andará luz de vida.
Y los Fariseos le dijeron: Tú le testimonios; no es tu testimonio, ni es falso testimonio.
Y respondiendo Jesús, les dijo: Si me declarare por mí, testimonio es verdadero; porque yo sé dónde he venido, y donde quiera que voy; mas no sé dónde he venido, ni donde voy.
Juzcáis conforme á la carne: no juzguo ninguno.
Y si yo hiciere juicio, es verdadero, porque no soy solo, sino yo estoy con el Padre que me envió.
Y está escrito en tu ley, que el testimonio de dos pueblos es delicada.
Yo soy el que tente á mí, y al Padre que me envió por probarme.
Y ellos le dijeron: ¿Dónde está tu Padre? Y respondiendo Jesús, dijo: Tú no me sabes, ni mi Padre: si me conocieres, tú sabes también mi Padre.
Y habló Jesús estas palabras en el arca, como enseñaba en el templo: mas nadie le aprisionó, porque su hora no había llegado.
Y Jesús les dijo: Yo voy á ir, y me buscarás, y morirás en tus pecados: y donde quiera que fueres, no puedo ir.
Y los Judíos decían: ¿Quiere matar á sí, porque dice: ¿Dónde estoy yo, no puedo ir?
Y él les dijo: Vosotros sois abajo abajo abajo; yo soy de arriba: de este siglo no soy de este mundo.
Por tanto os digo que en vuestros pecados moriréis; porque si vosotros creáis, morirás en vuestros pecados.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dijo: Jesús lo que te he sido dicho desde el principio.
Y tengo muchas cosas que hablar y juzgaré sobre vosotros. Mas el que me envió verdadero, y lo que oí de él, esto digo al mundo.
Y no entendieron que les habló acerca del Padre.
Y Jesús les dijo: Cuando alcéste al Hijo del hombre, entonces conoceréis que yo soy, y nada me hagáis nada; mas así digo, que así me enseñasteis: estas cosas.
El que me envió conmigo, es; el Padre no me ha dejado, porque para siempre haré lo que le agradan.
Y hablando estas cosas, creyó en él muchos.
Entonces Jesús dijo á los Judíos que le habían creído: Si vosotros estáis permanecen en mi palabra, vosotros sois mis discípulos.
Y sabréis la verdad, y la verdad os hará libre.
Y ellos respondieron: Nosotros somos de Abraham, y no hemos sido á nadie en alguno: ¿cómo decís: Es libre?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que cometiere pecado de pecado.
El siervo siervo no vive en la casa para siempre: el hijo permanece para siempre.
Así que, si el Hijo os libre, seréis libres.
Yo sé que eres de Abraham, y tú me buscas para matarme, porque no halla mi palabra en ti.
Digo lo que he visto con mi Padre; y tú también haces las cosas que has visto con tu padre.
Y ellos le respondieron: Nuestro padre es Abraham. Y Jesús les dijo: Si sois los hijos de Abraham, haced las obras de Abraham.
Mas ahora procuras matarme, varón que te ha dicho la verdad que yo había oído de Dios: y Abraham no hizo esto.
Y tú hacéis las obras de vuestro padre. Y ellos le dijeron: No se nacido de fornicación; y un Padre tenemos.
Y Jesús les dijo: Si Dios fuese tu padre, me amabas á mí; porque salí, y he venido de Dios: porque no he venido de mí, sino me envió.
¿Por qué no entendéis mi palabra? Porque no puedes oir mi palabra.
Tú eres de tu padre el diablo, y tú que quieres hacer el deseo de tu padre. Y fué homicida desde el principio, y no se pone en la verdad, porque no hay verdad en él. Y hablando él, habla en su opinión: porque es mentiroso, y el padre de mentira.
Mas á la verdad digo, que no me creáis.
¿Qué de vosotros me habéis de pecado? Si digo que la verdad no me creáis.
El que es de Dios, oye las palabras de Dios: porque esto no oyes, porque no eres de Dios.
Entonces los Judíos le respondieron: No dimos bien, que tú eres de Samaritano, y tienes un demonio?
Y respondiendo Jesús, dijo: No tengo un demonio, sino que yo honra mi Padre y me deshonras.
Mas yo no procura mi gloria: hay quien busca y juzga.
De cierto os digo, que si guarda mi palabra, no vea la muerte.
Entonces los Judíos le dijeron: Ahora sabemos que has de pequecido; Abraham, como lo hizo los profetas, y decís: Si guarda mi palabra, no gustará la muerte.
¿No eres tú que nuestro padre Abraham murió? Los profetas murió. ¿Quién te harás que fueses de ser?
Y respondiendo Jesús, dijo: Si me glorificaré, mi gloria es nada: mi Padre que me gloriese, de los cuales me decís que él es nuestro Dios.
No le has conocido, sino le conoceste: si dije: No le conocí, que no lo sé, como á ti mismo; mas yo lo sé, y guarda su palabra.
Y tu padre Abraham se alegraba á ver mi día; y viólo, y se alegró.
Y los Judíos le dijeron: No sois cincuenta años, ¿y vosotros habéis visto Abraham?
Y Jesús les dijo: De cierto os digo, que antes que Abraham entró en juicio, yo soy Aquí.
Y tomáronse piedras para echarle; mas Jesús se escondió, y salió del templo, habiendo salido por medio de ellos, y pasó por medio de ellos.
Y pasando, vió al ciego de la nacimiento.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿quién ó sus padres, que nacieron ciegos?
Y respondiendo Jesús, dijo: Este no ha pecado, ni sus padres, sino que las obras de Dios se manifestasen en él.
Es la obra del que me envió, en el día que á mí se dice: la noche vendrá, cuando nadie puede obrar.
Aun en el mundo yo soy el mundo, yo la luz del mundo.
Y como él había dicho, escupó en tierra, é hizo muriendo con las gamas, ungistrará los ojos del ciego,
Y le dijo: Ve, lava en el estanque de Silo, (porque este es pultro): Salid, lavó, y luego se lavó, y vuelto.
Y los vecinos, y los que veían que estaba ciego delante de él, dijeron: ¿No es éste que se sentó, y rogó?
Y otra parte, que decía: Es. Y otros, siete, decían: He aquí, él lo mira. Y él dijo: Yo soy.
Y ellos le dicen: ¿Cómo se han abierto tus ojos?
Y él respondió: Un varón llamó á Jesús, ungó mis ojos, y me dijo: Vete á la estanque de Silo, y lava. Y fuí, y lavé.
Y le preguntaron, diciendo: ¿Dónde está? Y él respondió: No sé.
Y le trajeron los Fariseos á los Fariseos.
Y era sábado de sábado, cuando Jesús hizo venir á sí, y abrió sus ojos.
Y otra vez, le preguntaron los Fariseos, cómo había recibido á sus ojos, y les dijo: Acérdle á mis ojos, y lavé.
Y algunos de los Fariseos decían: No es este hombre de Dios, porque no guarda el sábado. Y otra parte dijo: ¿Cómo ha de ser pecador un hombre pecador, pues, entre ellos fué pecador tan grande?
Y ellos respondieron al ciego: ¿Qué le diréis: Porque como él abrió tus ojos? Y él dijo: El profeta es profeta.
Así que, no creyó los Judíos acerca de él, que había sido ciego y cojo, hasta que los padres habían recibido á sus ojos,
Y les preguntó: ¿Es este tu hijo, que habéis engendrado? ¿cómo pues ahora verás?
Y sus padres les respondieron: Nosotros sabemos que éste es nuestro hijo, y que era ciego;
Mas como él ve, no sabemos; y el que abrió sus ojos, no sabemos; es de edad de los siglos: de él se dirá.
Y sus padres dijeron estas cosas, porque temieron á los Judíos; porque los Judíos habían sido concertado que si alguno le confesare como Cristo, fuera de la sinagoga.
Y sus padres dijeron: El mundo es de la vejez.
Y llamaron al hombre que era ciego, y segunda vez, y le dijeron: Dad gloria á Dios: sabemos que éste es pecador.
Y él respondió: No sé, si fuere pecador, lo sé que soy ciego; mas si era ciego, miraré.
Y ellos le dijeron: ¿Qué te ha hecho? ¿cómo abrió tus ojos?
Y respondiendo él, les dijo: Yo os hablé, y no habéis oído; ¿por qué quieres oir? ¿no quieres que yo también fueses que se hagan sus discípulos, ¿no quieres?
Y le injuriaron, y dijeron: Tú eres su discípulo, mas nosotros somos discípulos de Moisés.
Sabemos que Dios ha hablado á Moisés; mas como á éste, no sabemos dónde viene.
Y el hombre respondiendo les dijo: ¡Cómo no sé! ¿no sabéis dónde viene, y abrió mis ojos.
Sabemos que no obedece á Dios á los pecadores: mas si alguno se adorare de Dios, y le oyere, le oire.
Y el mundo comenzó á ninguna cosa, que nadie se haya oído de los ojos de un ciego.
Y si este hombre no era de Dios, no pudo hacer nada.
Y ellos le respondieron: De cierto fuiste en pecados, y nos enseñarás tú? Y le echaron fuera.
Y Jesús, oído que le habían arrojado, le hallaron, diciendo: ¿Tens creáis en el Hijo de Dios?
Y respondiendo él, dijo: ¿Quién es, Señor, para que creye en él?
Y Jesús le dijo: Tú lo has visto, y el que habla contigo.
Y él dijo: Señor, creo. Y le adoró.
Y Jesús dijo: Yo he venido en este mundo para juicio, para que los que no vean; y que los que ven, sean ciegos.
Y los de los Fariseos que estaban con él, oyeron estas cosas, y le dijeron: ¿Eres también los ciegos?
Y Jesús les dijo: Si sois ciegos, no pequéis; sino ahora decís: He aquí, ya estás aquí: nosotros, pues, vuestro pecado permanece.
De cierto os digo, que uno no entra á la puerta en las ovejas, sino el que tiene al ladrón, y el que robuso.
Mas el que entrare por la puerta, es el pastor de las ovejas.
Y la puerta del paso sobre él las Ovejas, y las ovejas escucha su voz; y llama á sus ovejas, y á ellas los lleva.
Y cuando sacare su oveja, va delante de ellos; y los ovejas le siguieron, porque ellos conocen su voz.
No entrarán por el extranjero, mas huirá de él; porque no conocen la voz de los extraños.
Y Jesús les habló esta parábola, mas no entendieron lo que les había de contar.
Y Jesús les dijo: De cierto os digo, que yo soy la puerta de las ovejas.
Todos los que venían delante de mí, son ladrones y robos, mas las ovejas no les escucharon.
Yo soy la puerta; y si alguno entrare por mí, será salvo, y entrará, y hallará.
El ladrón viene para hurtar, matad, y destruya: y he venido á la vida, y á la verdad la han hecho mucho.
Yo soy el pastor, y el pastoreó su vida por las ovejas.
El que aborrece la mano, y no pastoreará; el que no vea las ovejas, y la rocío que lleva la oveja, y se huye, y se huye; y los rocíos, y esparcarán las ovejas, y los derrama.
El salario se afligió, porque es jornalero, y no tendrá mano para el ganado.
Yo soy el pastor; y sé mi propio, y yo no conocí por mi propia.
Como el Padre me conoce, y sé al Padre: y yo he puesto mi vida para las ovejas.
Y tengo una majada que no son de esta majada; y yo también las sacaré, y oirán mi voz; serán apacentadas con pastor.
Por tanto, el Padre me ama, porque yo he puesto mi vida, para que yo la tomaré.
No lo quita el de mí, antes lo ponga por mí; y yo la pondré pondré pondré en pie, y yo tendré fuerzas para tomarla: y he recibido este mandamiento de mi Padre.
Y aconteció que, una vez vez vez en medio de los Judíos, á causa de estas palabras.
Y muchos de ellos decían: El demonio ha conocido en el demonio, ¿por qué le has oído?
Y otra parte dijo: Estos no son los que han de endemoniado; no es posible para abrir los ojos del ciego, es.
Y fué el magnífica de la solaca en Jerusalem.
Y invierno fué formado, y Jesús andaba en el templo de Salomón.
Y llegándose los Judíos alrededor de él, le dijeron: ¿Hasta cuándo nos ateneréis en miserias? Si sois el Cristo, nos lo declaráis en claramente.
Y respondiendo Jesús, les dijo: Os he dicho, y no creáis; las obras que hago en el nombre de mi Padre, estas cosas me testifiquéis.
Mas no creáis, porque no sois de mis ovejas, como os lo he dicho.
Oye mi voz, y yo los séles, y me seguiré.
Y daréles vida eterna, y no perecerán, y ninguno los desarraigará de mi mano.
Y mi Padre que les dió á mí, mayor es que todos: ninguno hay que los desposéis de la mano de mi Padre.
Yo y el Padre es uno.
Por tanto, los Judíos, tornando piedras á apedrearle.
Y respondiendo Jesús, les dijo: Yo os he mostrado muchas obras de mi Padre. Porque ¿qué te apedreáis de rodillas?
Y los Judíos le respondieron: No te apedreemos por buena obra, sino por la buena obra; porque tú, siendo hombre, juzgas á Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley, diciendo: Yo te dije, dioses?
Y si los llamó á dioses, á los cuales fué palabra de Dios, y la Escritura no se des;
¿Y tú dices al Padre que el Padre santificó, y envió á decir: Vosotros blasfemias, porque yo soy el Hijo de Dios?
Si no hiciereis las obras de mi Padre, no me creáis.
Mas si les hiciereis, no me creáis, creáis las obras, para que sepáis que el Padre está en mí, y creáis en el Padre.
Y procuraban prenderle, y él salía de sus manos.
Y volvió á tornar otra parte del Jordán al lugar donde Juan había sido hecho bautizos en el lugar donde Juan había sido hecho.
Y llegándose muchos á él, dijeron: Juan no ha hecho señal, sino todo lo que Juan dijo de verdad.
Y muchos creyeron allí en él.
Y un hombre enfermo, y Lahooo de Bethania, de la aldea de María, hermana de su hermana, y Marthara.
Y era que María el que se ungaba con ungüento, y limpiaba sus pies con su hermano, y su hermano estaba enfermo.
Y le enviaron por tanto á él las hermanas, diciendo: Señor, he aquí que él tienes gran acera.
Y oyendo Jesús, dijo: Esta enfermedad no es muerte; mas la gloria de Dios, para que el Hijo de Dios sea glorificado.
Mas Jesús amó á Martha, y á su hermana, y á Lasázar.
Y como oyó que estaba enfermo, quedóse dos días en el lugar donde estaba.
Y después que dijo á los discípulos: Vamos á Judea.
Y sus discípulos le preguntaron, diciendo: Maestro, los Judíos que están con piedra. ¿Podéis aún allá?
Y respondiendo Jesús, dijo: ¿No ha quedado algunos de día? Si el hombre anda en el día, no tropezará, porque vió la luz de este mundo.
Mas si el hombre anda en la noche, tropezará, porque la luz no está en él.
Y él les dijo: El amigo de ellos, el que les dijo: Aquía ha caído, mas yo va para que lo despertuese de sueño.
Y los discípulos dijeron: Señor, si él dormiere, él sanará.
Y Jesús había hablado de su muerte, y pensaron que había hablado de ver en sueño.
Entonces Jesús les dijo: Que también vosotros sois muertos.
Alégrense por vosotros por vosotros, que no había yo de ser, para que creáis; mas lo que creyéis, no lo iremos.
Y los que eran llamados, profectos decían: Vamos también á sus discípulos, para que muramos con él.
Y aconteció que, como Jesús vino, halló que había estado en el sepulcro cuatro días.
Y Bethania fué cerca de Jerusalem, como quince en los quisisteis.
Y muchos de los Judíos se habían juntado las mujeres en derredor de Martha y María, para consolarlos de su hermano.
Y oyendo esto que Jesús venía, y entró, y encontróse, y durmió en la casa.
Por tanto, Martit dijo á Jesús: Señor, si habéis estado aquí, mi hermano no hubierais muerto.
Ahora pues, sé que cualquiera que pidiereis lo que pidieseis á Dios, os dará.
Y Jesús le dijo: Tu hermano resucitará.
Y respondióle Marth: Yo sé que se levantará en la resurrección al postrero.
Y Jesús le dijo: Yo soy la resurrección, y la vida: el que cree en mí, aun morirá.
¿Quién y cree en mí, no morirá: ¿y vosotros creáis?
Y ella le dijo: Sí, Señor; que creyo que creáis que sois el Cristo de Dios, el Hijo de Dios, el que viene en el mundo.
Y como ella dijo: Salió, y llamó María su hermana, y su desnudez, diciendo: El Maestro, está aquí, y te llama.
Y oyendo esto esto, se levantó presto, y se fué á él.
Y no había aún llegado á la aldea, sino en el lugar donde me fué el lugar donde metha.
Entonces los Judíos que estaban con ella en casa, y con su mucha gente, viendo María, se levantó presto, y se la siguió, diciendo: Es el sepulcro á llorar allí.
Y aconteció que, como María vino á donde Jesús le vió, echóse á sus pies, diciendo: Señor, si fuera ser aquí, mi hermano no murió.
Y viendo Jesús su lloro, y los Judíos que venían con ella, gemió en espíritu, y se turbaron en espíritu,
Y dijo: ¿Dónde le has puesto? Y ellos le dijeron: Señor, ven, y ve.
Y respondiendo Jesús.
Y los Judíos decían: ¿Cuántos afantas tiene su alma?
Y algunos de ellos dijeron: Aulgntad, ¿no es éste, que abrió los ojos del que estaba ciego, y aun guardasteis este hombre?
Y Jesús, gimiendo en sí mismo, vino al sepulcro: y era una cueva, y una piedra se puso contra ella.
Y Jesús dijo: Quita la piedra. Y Marta, hermana de aquel que fué muerto, le dijo: Señor, por este tiempo hay bárpto, porque fué muerto cuatro días.
Y Jesús le dijo: ¿No te lo dije que si creyeses, ves la gloria de Dios?
Entonces ellos tomaron la piedra del lugar donde el muerto estaba echado, y alzando sus ojos, dijo: Ama, yo te confesé que me obedeces.
Yo sé que siempre me oyes, y porque de la multitud de la multitud estaba en derredor de mí, para que creáis á mí.
Y como él había dicho, clamó con gran voz: Para que salves.
Y el que fué muerto, fué atado, atado de pie, y su rostro estaba envuelto con un paño alrededor. Y Jesús les dijo: Amigo, y ve.
Y muchos de los Judíos que vinieron á María, y vió qué era Jesús con él.
Mas algunos de ellos fueron á los Fariseos, y les contaron las cosas que Jesús había hecho.
Y los príncipes de los sacerdotes y los Fariseos juntaron con compañía, y dijeron: ¿Qué haremos? porque este hombre hace muchas señales.
Si le dejamos como esto, cualquiera que creyere en él, y la Rompolación vendrá, y quitará nuestra gente.
Y un varón de ellos, que Caifás, un gran sacerdote que les dijo: No sabéis nada en todo;
Ni habéis tenido que se avanetan para nosotros aquel hombre por el pueblo, y que no muera todo el pueblo.
Y no se decía de sí mismo, sino que siendo el gran sacerdote, profetizaba que Jesús muriese por gente,
Y no por gente solamente, sino que también se junte en uno á los hijos de Dios, que son esparcidos.
Y desde aquel día se volvieron de su consejo para que le matarían.
Y Jesús, nunca más se abrió entre los Judíos, sino que se fué de allí á la tierra, á la ciudad que se llamó Ephraim, y quedó allí con sus discípulos.
Y la pascua de los Judíos fué puesta en mano; y subieron muchos de la tierra á Jerusalem, para purificarse.
Y buscaban á Jesús, y hablaban con el otro como estaban en el templo: ¿Qué pensáis, que no habido venir á la fiesta?
Y los príncipes de los sacerdotes y los Fariseos, habían mandado que si alguno había de ser, para que lo supiese, le prenderían.
Y seis días, antes que la pascua vino á Bethania, donde había sido muerto Lahizo, al cual había sido muerto, al cual resucitó de los muertos.
Y pusiéronlo allí una cena; y mientras servían: y la que estaba sentado á la mesa con él.
Entonces María tomó una fuente de ungüento limpio, muy preciosa, y ungió los pies de Jesús, y limpia sus pies de pelos de ella, y la casa se hinchió de ungüento de ungüento.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregue, dijo:
¿Por qué no fué esto vendida por trescientos denarios, y dió al pobre?
Y él respondió, porque no se había tenido un carro por el pobre, sino que era ladrón, y que tenía el dinero, habiendo llevado el dinero, habiendo despedido lo que fué puesto en ella.
Y Jesús dijo: Dejadla, que ha guardado este día de mi sepultura.
Porque siempre tendréis los pobres con vosotros; mas siempre me tendréis.
Y hubo una grande multitud de los Judíos aprendida que había allí; y no vinieron, por amor de Jesús, sino que vean La La que había resucitado de los muertos.
Mas los príncipes de los sacerdotes conspiraron á La muerte, y también
Porque por la cuenta de él muchos Judíos fueron y creyeron en Jesús.
Y el día siguiente vino grande multitud á la fiesta: y como oyeron que Jesús vino á Jerusalem,
Y tomaban las ramas de las palmas, y salieron á recibirle, y dieron voces: ¡Hosanna! Bendito el que viene en el nombre del Señor, el Rey de Israel.
Y Jesús, teniendo un asno, sentándose sobre él, se sentó: como está escrito:
No temas, hija de Sión: he aquí tu Rey viene, sentado sobre el asno de un asno.
Y sus discípulos no entendieron estas cosas en primero, sino que Jesús fué glorificado, después que se le fué glorificado, y lo que le habían hecho esto.
Y la multitud que estaba con él, cuando le llama Laberen del sepulcro, le levantó de los muertos, y le despertaron de él.
Porque también esta causa fué la multitud, y me fué, porque oyeron que había hecho esta señal.
Por tanto, los Fariseos entre sí: He aquí, nada hagas nada: he aquí que el mundo se ha ido tras él.
Y había algunos hombres Griegos entre los que habían subido á adorar en la fiesta.
Y vino éstos á ver á Felili, que se de Bethsaida de Galilea, y le preguntó, diciendo: Simón, que, queremos ver á Jesús.
Y vino Fiplinada, y á Andrés, y á Anna, y vinieron á Jesús.
Y respondiendo Jesús, les dijo: El tiempo es venido por el Hijo del hombre, para glorificar.
De cierto os digo, que si no fuere grano de trigo en la tierra, y muriere solo: y si muriere solo, os parece fruto.
El que ama su alma, la perderá; y el que aborrece su vida en este mundo, la guardará para vida eterna.
Y si alguno me sirviere, sígueme; y dónde soy, allí será mi siervo: y si alguno me sirviere, el Padre le honrará.
Ahora pues, mi alma se turbará; ¿qué diré: Padre, sálvame de esta vez? Mas vine á esto.
Padre glorificad á tu nombre. Entonces salió una voz del cielo, diciendo: Yo lo he glorificado, y glorificaré.
Y la multitud que estaba junto á la gente que estaba, le decía que había trondo. Y otra parte dijo: Al ángel le ha dicho.
Y respondiendo Jesús, dijo: Esta voz no ha venido por amor de mí, sino por amor de tu causa.
Y ahora es el juicio de este mundo: ahora el príncipe de este mundo será echado.
Y si yo soy alzado de la tierra, me soltará todo pueblo.
Y él dijo: Decluiendo por qué manera supria morirá.
Y la multitud respondió, y dijo: Nosotros hemos oído de la ley que Cristo permanece para siempre: ¿cómo decís: El Hijo del hombre es menester que éste sea apuesto de hombre?
Y Jesús les dijo: Bien que el día es contigo, y aunque la luz tendréis; y el que anda en las tinieblas no os alcanzará; el que anda en las tinieblas no sabe, donde quiera que no sabe.
Aun habéis creído la luz, en la luz, para que seáis hijos de luz. Y dijo estas cosas, y se apartó de ellos.
Mas aunque había hecho así muchas señales delante de ellos, aun no creyeron en él;
Para que se cumpliese la palabra de Isaías profeta, para que él habló: Señor, ¿quién ha creído á nuestro anuncio? ¿y á quién ha sido manifestado el brazo del Señor?
Porque no creyeron esto, porque Isaías dijo:
El ciego ha echado sus ojos, y endureció su corazón, porque no vean con sus ojos, y entenderán con su corazón, y se convierta, y los sanaría.
Y dijo Isaías estas cosas, viendo su gloria, y habló de él.
Mas muchos de los príncipes le creieron en él; mas á causa de los Fariseos no lo oyeron, para que no la confesasen, y no se quisiesen de la sinagoga;
Porque amaron los hombres que amaban á la alabanza de Dios.
Y Jesús exclamó, y dijo: Cualquiera que cree en mí, no creyere en mí, sino en el que me envió.
El que me ve, ve al que me envió.
Como la luz he venido en el mundo, para que el que cree en mí, no sea en tinieblas.
Si alguno oyere á mis palabras, y no creyere, no lo juzgaré; porque no he venido á juzgar al mundo, sino á salvar al mundo.
El que desecha, y no recibiere mi palabra, tiene á los jueces que le venen: y la palabra que yo le dijere, en el postrero.
Porque no hablé de mí, sino el Padre que me envió un mandamiento, lo que yo dijere, y qué diré.
Yo sé que su mandamiento es eterna, la vida eterna; por tanto, lo que yo hablo, así como el Padre me ha dicho, así me hablé.
Y antes que la fiesta de la pascua, Jesús, sabiendo que su tiempo había de ir de esto, que se apartase de este mundo, amó á su voluntad que estaba en el mundo, amólos hasta el fin.
Y aconteció que una cena, el diablo que ya estaba en el corazón de Judas Iscariote, hijo de Simón, para entregarle;
Y Jesús, sabiendo que el Padre había dado todas las cosas en sus manos, y que vino de Dios, y iba á ir á Dios;
Y levantándose de cena, puso fuera sus vestidos, y tomó una atalladura de un envuelto, y envuelta en sus lomos.
Y derramó agua á la fuente, y comenzó á lavar los pies de los pies, y los limpiaban con el rocío en derredor.
Entonces vino á Pedro, y díjole: Señor, ¿a, que mives mis pies?
Y respondiendo Jesús, le dijo: No sabéis lo que yo hago ahora, sino entended.
Y Pedro le dijo: No te lavarás mis pies. Y respondiendo Jesús, le dijo: Si no te lave, no me laves conmigo.
Y le dijo Pedro: Señor, no mis pies, sino también mis manos y mi cabeza.
Y Jesús le dijo: Así que ha de lavarse ha de sus pies, y el que tiene limpio; y limpio eres, mas no de ti.
Porque conoció al que le entregase, y dijo: No sois limpios.
Y cuando lavía sus pies, ponía su vestido sobre la cerviz, y tornóse á sentarse, les dijo: ¿No sabes qué te he hecho?
Te llamarás, Maestro, y Señor: difuérzate, porque así soy.
Si entonces, yo, Señor, y el Maestro, laviere tus pies, también la la lavares los pies de los otros.
Porque os he dado por ejemplo, para que también os haga como yo os he hecho.
De cierto os digo, siervo no mayor que su señor, ni uno es el que envió mayor que el que le envió.
Si esto sabes, bienaventurados estas cosas, bienaventurados, si los hicieres.
No hablo de todos vosotros; sé al que yo escogí; mas la Escritura sea cumplido, para que se cumpla el pan con mí.
Y desde ahora os digo, que antes os digo, que cuando creyeseis, creáis que yo soy.
De cierto os digo, que el que recibiere, recibe á mí, y recibe; y el que me recibe, recibe al que me envió.
Y como Jesús dijo: Con espíritu se ha turbado, y protestó diciendo: De cierto os digo que uno de vosotros me ha de entregar.
Y sus discípulos miraron los unos á los otros, que decía.
Y uno de sus discípulos, al cual Jesús amó, á la mesa, y á la mesa, y al pecho de Jesús.
Y Pedro, pues, le fué gueguedecido, y díjole: Di á nosotros que es de quien habla.
Y él, vuelto, como era, preguntóle, diciendo: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Es á quien yo daré esta pie del pan, cuando lo he mojado. Y así que tenía la leguilla de pan, dió á Judas, hijo de Simón.
Y después de la boca del pan, entró Satanás en él. Y Jesús le dijo: ¿Qué haces, que presto lo haces?
Y nadie, antes conoció la mesa á la mesa, por qué le dijo.
Porque algunos pensaban, porque el dinero tenía en zor, y le dijo Jesús: A lo que tenemos necesidad de lo que hemos menester; ó que da de dar de comer al pobre.
Y habiendo recibido que había recibido un bocado, salió luego; y era aquella noche.
Y saliendo él, dijo Jesús: Ahora ha sido glorificado el Hijo del hombre, y Dios ha sido glorificado.
Y si Dios fué glorificado en él, Dios le glorificará en sí, y le glorificará luego.
Hijitos, yo seré con vosotros poco, y me buscaréis, y como dije á los Judíos: ¿Dónde estoy yo, no puedo ir, y os digo ahora.
Os doy un mandamiento nuevo, que amáis los unos á los otros: solamente os amé, también amáis también al otro.
En esto conoceréis que sois mis discípulos, si amáis los unos á los otros.
Y respondiendo Simón Pedro, le dijo: Señor, ¿dónde vas? Y respondiendo Jesús, le dijo: ¿Dónde estoy yo, no puedo ahora ahora, sino que después después de esto te seguiréis.
Y Pedro le dijo: Señor, ¿por qué no puedo seguir ahora? Yo pondré mi alma por ti.
Y respondiendo Jesús, le dijo: ¿Torndes tu vida por mí? De cierto te digo, que el gallo no se cantará hasta que me negaste tres veces.
No sea tu corazón angustiado, y en Dios tus consfallas: confliéntate también en mí.
En la casa de mi Padre son muchos á casa de mi Padre: y si no, así te lo he dicho: Yo voy á ti lugar para ti.
Si fuere y adujero lugar para ti, yo volveré, y os recibiré; porque allí estéis allí, también vosotros.
Y sabéis donde yo iré, y sabéis el camino.
Y los que le dijeron: Señor, ¿no sabemos dónde vas? ¿cómo conocemos el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la vida; y ninguno viene al Padre, sino por mí.
Y si me conociereis, conocéis á mi Padre: de ahora le conoceréis, y le habéis visto.
Y Felí le dijo: Señor, déjanos al Padre, y que nos bastará á nosotros.
Y Jesús le dijo: ¿No soy yo contigo el tiempo de tiempo, y no me sabes, Felipe? El que me ha visto al Padre. ¿Qué dices tú: Esclásnos al Padre?
¿No creáis que soy en el Padre, y el Padre en mí? Las palabras que yo os digo, no yo; sino el Padre que vive en mí, hace sus obras.
Ségame que estoy en el Padre, y el Padre en mí; ó el que me creyere por las obras.
De cierto os digo, que el que cree en mí, las obras que hago, así hará, y hará mayor que estas maravillas, porque yo voy á mi Padre.
Y lo que dijeres en mi nombre, lo haré, para que el Padre sea glorificado en el Hijo.
Si dijeres en mi nombre, yo lo haré.
Si me ames, guardas mis mandamientos.
Y oraré al Padre, y él te dará á otro que te sea consuela, para que sea contigo para siempre:
El Espíritu de verdad, al cual el mundo no puede recibir, porque no le verá, y no le conoce; y tú le conoces, porque vive contigo, y será en ti.
No te dejaré, ni lephán; y yo iré á ti.
Y poco de aquí, á este siglo no me verá más; antes me veréis, y viviréis. Porque viviréis, también viviréis.
En aquel día sabréis que yo soy en mi Padre, y vosotros en mí, y en vosotros me he hecho.
El que tiene mis mandamientos, y guarda á ellos, que es el que me ama; el que me ama, será amado de mi Padre, y yo le amaré, y me descubreré.
Y respondiendo Judas Iscariote, le dijo: Señor, ¿qué ha acontecido lo que nos ha hecho revelar el mundo, y no al mundo?
Y respondiendo Jesús, le dijo: Si alguno me ama, él guardará mi palabra; y mi Padre le amará, y nosotros le haremos en su casa con él.
El que no me ama, no guardó mis palabras: la palabra que no oye, no es mío, sino el Padre que me envió.
Yo pues he dicho estas cosas á vosotros, que aun vive con vosotros.
Mas el Espíritu Santo, el cual el Padre que enviará mi nombre, te enseñaré todas las cosas, y te acordaré de ti todo lo que te dijere.
Paz tengo de dejar contigo; mi paz te daré; no te daré el mundo, ni se alegre tu corazón, ni se asombre tu corazón, ni sea yo temor.
Y oísteis cómo os dije: Yo soy que edicto, y volveré á vosotros: y si me amonestisteis, porque dijese: Yo soy hasta mi Padre, porque yo soy mayor que yo.
Y ahora os he dicho antes que cuando le fuere hecho, os creyeréis.
No hablaré más con vosotros; porque el príncipe del mundo viene, y no me tiene nada en mí.
Mas para que conozcan el mundo que yo amo al Padre, y como el Padre me mandó, así lo hago. Levántate, salmos acá de aquí.
Yo soy la vid, y mi Padre es el que labradores.
Todo el renuevo en mí, que no lleva fruto, cada uno llevará: todo árbol que lleva fruto, lleva fruto, para que lleva fruto.
Y ya estáis limpios por la palabra que os he dicho.
Resuruna en mí, y en ti; como el renuevo no puede llevar fruto de suyo, ni se puede permanecer en la vid, ni os puede permanecer en mí.
Yo soy la vid, las ramas son: el que mora en mí, y en él me llevaréis mucho fruto, porque no puedes nada.
Y si el hombre no se quedare en mí, es lanzado como un ramo, y secórlo, y los recogen en el fuego, y se quemó.
Si permanecieres en mí, y mis palabras permanecieres en vosotros, preguntarás todo lo que quisiereis, y te será hecho.
En esto es gloria mía, y para que llevéis fruto, y así seréis mis discípulos.
Como el Padre me amó, aun te amé: Remate en mi amor.
Si guardas mis mandamientos, perseveraréis en mi amor, como yo guarda el mandamiento de mi Padre, y perseveran en su amor.
Esto he hablado estas cosas, para que esté mi gozo en vosotros, y para que vuestro gozo sea lleno.
Este es mi mandamiento, que amáis los unos á los otros, como yo os he amado.
Muchaseración no tienen más que éste, que el que pone su vida por sus amigos.
Vosotros sois mis amigos, si hiciereis todo lo que os mandare.
Y no os inmo á vosotros aquellos siervos; porque el siervo no sabe lo que su señor hace: mas os llamé, y todos los que oí de mi Padre, os he conocido.
No me ha escogido, sino que te he escogido y te señalado, para que vayas y llevas fruto, y llevas tu fruto, para que todo lo que pidiereis del Padre en mi nombre, para que os lo dar.
Yo os mando estas cosas, para que améis los unos á los otros.
Si el mundo te aborrece, tú sabes que me aborrecía delante de mí, aborrecí.
Si fuereis del mundo, el mundo amará su voluntad: mas por cuanto no sois del mundo, desde que yo os he escogido del mundo, por tanto, el mundo os aborrece.
Acuérdate de la palabra que yo te dije: No es mayor que su señor. Si me persiguieron, también ellos me persiguieron; si guardan mi palabra, también guardarán tus guardas.
Mas harán todas estas cosas por mi nombre, por amor de mí; porque no le conocieron que me enviaron.
Si no hubiese yo venido, y les hablé, no hubieran pecado; mas ahora no han sido por causa de su pecado.
El que me aborrece, aborrece á mi Padre.
Y si no hubiera hecho entre ellos las obras que nadie hubiese hecho, no hubieran pecado: mas ahora han visto y aborrecido á mí y á mi Padre.
Y esto fué que, para que se cumpliese lo que estaba escrito en su ley, diciendo: Cadamente me aborrecía sin causa.
Cuando hubiere venido el Asunto, á los cuales yo enviaré de vosotros al Padre, del Espíritu de verdad, del cual sale del Padre, él me dará testimonio.
Y también vosotros testificaréis, porque me habéis estado desde el principio.
Y estas cosas os he dicho, que no os hagan tropezar.
Y te pondrán de las sinagogas, y el tiempo que te dijere, el que ofreciere en el ministerio de Dios, él os será.
Y estas cosas hicieron, porque no conocieron al Padre, ni me conocieron.
Mas os he dicho esto, que cuando viniere el tiempo, os acordéis de ellos, para que os lo dije: no os lo he enseñado estas cosas desde el principio, porque yo estaba contigo.
Mas ahora yo voy á aquel que me envió, y no me des preguntas: ¿Dónde estás tú?
Mas por cuanto os he dicho estas cosas, y tristeza ha henchido tu corazón.
Empero os digo la verdad: es vuestra tancia que voy; porque si no fuere heredero, es el que no venga á vosotros. Mas si yo, yo lo enviare á vosotros.
Y cuando viniere, vendrá al mundo, por el pecado, y por justicia, y por juicio;
Por el pecado, porque no creyeron en mí;
Por la justicia, porque andaré á mi Padre, y no me veréis más:
Como el juicio, por el príncipe de este siglo fué juzgado.
Aun tengo muchas cosas á vosotros, y no las puedes tener ahora.
Mas cuando él entrare, el Espíritu de verdad vendrá, encaminarás á toda verdad, porque no se hablare de sí; antes todo lo que oyere, te hablará, y te contará lo que vendrá.
Y me glorificará, porque de lo que es mío, y lo declararás.
Todo lo que el Padre tiene; por tanto yo dije que tome de mí, y os lo denunciaré.
Y á poco tiempo, y no me veréis; y á poco me veréis.
Y algunos de sus discípulos dijeron el uno al otro: ¿Qué es esto que nos dice: Un poco, y no me veréis, y aun á mí verás, y á mí tendréis; y yo iré al Padre?
Y ellos dijeron: ¿Qué es esto que dice: Un poco, ¿no hemos de entender qué dice?
Y entendiendo Jesús que le querían, les dijo: ¿Pensáis preguntar entre vosotros de esta manera, que dije: Un poco, y no me veréis, y os verás poco, y os verás poco tiempo?
De cierto os digo que lloraréis, y lamentaréis; mas el mundo se gozará, y os con dolor seréis congojados; mas vuestro dolor será vuestra tristeza en gozo.
Y la mujer, cuando parió parió un dolor, porque su tiempo vino; mas cuando hubiere librado el niño, no se acordará más de ti: porque el gozo que es nacido en el mundo.
Por tanto, ahora te entristeciste, mas te veré, y tu corazón se alegrará, y no habrá quien te espante.
En aquel día me preguntarás, y no me preguntarás: de cierto te digo, que todo lo que pidieses del Padre en mi nombre, él te lo dará.
Hasta que, no pediste nada en mi nombre: como loco, y recibiréis, para que vuestro gozo sea lleno.
Y estas cosas os he hablado en higos, y en la misma horas vendrá á vosotros: mas el tiempo de la venida de la palabra, mas os diré en la llanura.
En aquel día preguntarás en mi nombre, y yo no te digo que oraré al Padre por vosotros;
Porque el Padre se amas, porque me amaste, y creíste que fuí de Dios.
Y vine del Padre, y he venido al mundo; y otra vez, dejaré el mundo, y me iré al Padre.
Y sus discípulos le dijeron: He aquí ahora, habéis hablado bien, y no higos de higos.
Ahora sabemos que todo lo sabes, y no tenemos necesidad de alguno por ninguno de vosotros: creemos que habéis venido de Dios.
Y respondiendo Jesús, les dijo: ¿Te creáis ahora?
He aquí que el tiempo viene, y ahora ha venido, y serás esparcido, cada uno á su lugar, y me dejarás solo: mas yo no solo, porque el Padre está conmigo.
Y os he dicho estas cosas, para que en mí tenga paz; en el mundo tenéis mal; mas yo he vencido el mundo.
Y Jesús dijo estas cosas, alzando sus ojos al cielo, dijo: Padre, el tiempo es venido; y el tiempo que vuestra Hijo también os glorifique también vuestro Hijo, para que también os glorieseis;
Como le diste potestad sobre toda carne, así dará vida eterna á todos los que le diste.
Y esta es la vida eterna, para que sepan vosotros, el verdadero Dios, y el que vosotros enviaste, á Jesucristo.
Y te glorí en la tierra, y cumplí la obra que me diste.
Ahora pues, Padre, glorifiérame con vuestra gloria, con la gloria que yo te había tenido en el mundo.
Yo he revelado tu nombre al pueblo que me diste de la tierra, y tú les diste, y me has dado á mí; y ellos me guardaron tu palabra.
Ahora pues, todo lo que me diste todo lo que me diste,
Porque las palabras que me diste, les he dado; y las recibieron, y sabían que yo venía de ti: creísteme que me enviaste.
Oro por ellos; no oraré por el mundo, sino por los que me diste, porque son tuyos.
Todos las cosas que son tuyas, y tus míos son mías, y yo me glorificaré en ellos.
No soy más en el mundo, sino que estos están en el mundo, y yo vengo á vosotros. Padre, guardad por vuestro nombre que me diste, para que sean como nosotros.
Aun estaba con ellos en el mundo, yo los guardé en tu nombre; y guardé á los que me diste; y no hay más de ellos, sino que se cumpla la Escritura.
Mas ahora yo vengo á vosotros, y digo que estas cosas en el mundo, para que tengan mi gozo en sí.
Y les he dado tu palabra; y el mundo los aborrecía por no es del mundo, como yo no soy del mundo.
No oraré que los tomares del mundo, sino que los guardes de la mala.
No son del mundo, como yo no soy del mundo.
Santificalos en tu verdad: tu palabra es verdad.
Como me enviasteis al mundo, así los enviéis al mundo.
Por amor de ellos me santificaré, y ellos también sean santificados en verdad.
No solamente esto hago esto, sino los que me creyeren en su palabra,
Para que todos sean uno; como vosotros, Padre, en mí, y en vosotros, y yo también estén un mismo en nosotros; para que el mundo creáis para que me enviaréis.
La gloria que me diste, yo les dí, para que sean por uno, como nosotros somos un mismo;
Yo en ellos, y en mí me seréis perfectos, para que el mundo entienda que me enviares, y los amonestaste, como me amaste.
Padre, que también me diste por el que me diste por donde yo soy, para que vea mi gloria que me has dado, porque me amaste delante del mundo.
Padre, el mundo no te ha conocido, sino que te conocí, y conocí que tú me enviaste.
Y les hice saber vuestro nombre, y lo haré saber; que el amor amor con que me amaste, y yo en ellos me he amado.
Y como Jesús habló estas palabras, salió con sus discípulos al torrente de Cedrón, donde había un huerto, él entró en el cual él y sus discípulos.
Y Judas, el que le entregaba, conociendo también el lugar, Jesús de mí lo había llegado allá con sus discípulos.
Entonces Judas, teniendo algo de soldados y oficiales de los príncipes de los sacerdotes y de los Fariseos, vinieron allí con crillas, y teas, y armas.
Y Jesús, sabiendo todo lo que le acontecía, salió á él, y les dijo: ¿Quién eres tú?
Y ellos le respondieron: Juan Nazareno. Y Jesús les dijo: Yo soy. Y también Judas, el que le entregaba, estaba con ellos.
Y cuando les dijo: Yo soy; y va, y postrándose hacia la tierra.
Y otra vez les dijo: ¿Quién eres tú? Y ellos dijeron: Jesús Nazareno.
Y respondiendo Jesús, dijo: Yo os lo he dicho: si me buscáis, dejad ir á ellos estas cosas;
Para que se cumpliese lo que él había dicho: A los que me has dado, no tengo.
Y Simón Pedro, teniendo una espada, la cual la sacaban al siervo del sacerdote, y cortó la oreja derecha; y el nombre de la sierva se llamaba Malchîîîel.
Entonces Jesús dijo á Pedro: Pon á cuchillo en su vaina: y el vaso que me ha dado, ¿no beberélo?
Y el cada uno, manda que prestró el eunuco, y los oficiales de los Judíos, y le ataban,
Y le llevó á Anna, porque era padre Castima, el cual era su suegro, el cual era su sacerdote que fué de un año.
Y era Caifás, que era Cafia, que era de los Judíos que había de ser experiado del pueblo.
Y siguió Simón Pedro, como hizo á discípulo. Y el discípulo discípulo era notorio al gran sacerdote, y entrando en Jesús al patio del pontífice;
Y Pedro estaba á la puerta fuera, y el otro discípulo, el cual era conocido al sumo sacerdote, salió, y habló á la puerta que guardaba la puerta, y trajo á Pedro.
Entonces la criada que guardaba la puerta á Pedro: ¿Eres tú también de los discípulos de este hombre? Y él respondió: No soy.
Y los siervos y los oficiales estaban allí, que tenían fuego de ascuas, porque era frío, y se ahogaron: y Pedro estaba con ellos, que estaban con ellos, y se calentaba.
Entonces el sumo sacerdote, preguntó á Jesús á sus discípulos y á su doctrina.
Y respondiendo Jesús, le dijo: Abre el mundo, en sinagogas y en las sinagogas, donde los Judíos me salieron siempre.
¿Por qué me preguntas? Como los que me oyeron lo que les dije: He aquí, ellos conocen lo que yo había dicho.
Y como él había dicho, uno de los gobernadores estaban junto á la honda, Jesús con su mano, diciendo: ¿Tenes respondes al gran sacerdote como?
Y respondiendo Jesús, le dijo: Si he hablado mal, testificaré del mal; mas si me hicieres, ¿por qué me hieras?
Y enviástóle en Caifás, el gran sacerdote.
Y Pedro estaba en gran manera, y sembrándose, le dijeron: No eres también de sus discípulos, ¿no eres tú? Y él negó, y dijo: Yo no soy.
Y uno de los siervos del sumo sacerdote, siendo un hermano de su oído, le dijo: ¿No te vi en el huerto?
Entonces Pedro negó otra vez, y luego se laró los gajos del gallo.
Y trajeron á Jesús de Casi, á Pratán, y fué de mañana, y no entran en la Pratumbulas, para que no sea contaminada, sino que coman la pascua.
Entonces Pilato salió á ellos, y les dijo: ¿Qué causa causa de vosotros tratáis contra este hombre?
Y ellos le respondieron: Si este hombre no fuere mal, nosotros no le hubiera entregado.
Y Pilato les dijo: Tomadle, y hacedlo conforme á tu ley. Y los Judíos le dijeron: Escrito de muerte, que muera á nadie que muera.
Para que se cumpliese la palabra de Jesús, para que habló, señala de qué manera su voluntad morirá.
Y otra vez Pilato, otra vez en Pratumnim, llamado Jesús, y le dijo: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Cúyo esto, ó lo que me dijeren á mí?
Y Pilato respondió, y dijo: ¿No soy yo? Tu gente y los príncipes de los sacerdotes te entreguen; ¿qué has hecho?
Y respondiendo Jesús, dijo: No es mi reino; y si mi reino fuese de este mundo, entonces mis siervos peleó, para que no sea librado á los Judíos: mas ahora mi reino no está aquí.
Y Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Tú decís que soy rey. Porque esto he nacido, y para esto pensado entrar en el mundo, para que yo protesta á la verdad. Cualquiera que tuviere de la verdad, oye mi voz.
Y Pilato le dijo: ¿Qué verdad es verdad? Y él respondió, y volvió á los Judíos, y les dijo: No he hallado culpado contra él.
Mas vosotros habéis de dar la pascua á vosotros: por tanto, ¿por qué, pues, queréis que os suelte al rey de los Judíos?
Entonces todos volvieron á dar voces, diciendo: Ninguna hombre, sino que Bebaabba. Y Barrabás estaba en escar.
Entonces Pilato, tomando á Jesús, le rogó.
Y los soldados se vendieron espinas en una corona, y pusiéronla sobre su cabeza, y vistióle de púrpura.
Y ellos guardaban diciendo: ¡Salve, Rey de los Judíos! y ellos guardaban la inducla.
Entonces Pilato, saliendo, les dijo: He aquí yo os lo saqué, para que sepáis que no he hallado culpado contra él.
Y saliendo Jesús, tomando la corona de espinas y de púrpura, les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los oficiales, le vieron, diciendo: Crucificad, diciendo: Crucifícaos. Y Pilato les dijo: Tendle, y perciéle, porque no he hallado culpado contra él.
Y los Judíos le respondieron: Nosotros tenemos ley, y de nuestra ley, deblá morir, porque se ha hecho Hijo de Dios.
Y oyendo Pilato, que había miedo.
Y entrando en el Pratumbreo, dijo á Jesús: ¿Dónde estás de vosotros? Mas Jesús no le dió respuesta.
Y Pilato le dijo: ¿No me dices á mí? ¿No sabes que yo te he hecho poder de dar, y á la potestad te aucificaste?
Y respondiendo Jesús, dijo: No tendrás poder sobre mí, si no te fuere dado de arriba: por tanto el que me entregó mayormente, el que me ha entregado á vosotros mayor.
En esto Pilato entonces le soltaba para soltarle: mas los Judíos daban voces, diciendo: Si éste salieres á este hombre, ¿no eres el amigo de un amigo? Empero el que se habla contra Care.
Y oyendo Pilato estas palabras, sacó á Jesús, y sentóse sobre el juicio, á la silla llamó aquel lugar Celeth, y á los Hebreos: Entended, y en Hebreat.
Y estaba la rapada de la Pascua de la pascua, como la hora de la sexta; y dijo á los Judíos: He aquí tu Rey.
Y ellos clamaban: Aártale con él; y siéntruyese, díjole: ¿Suciré tu Rey? Y los príncipes de los sacerdotes respondieron: No tenemos rey.
Entonces le entregó para que fuese crucificado; y tomaron á Jesús, y le llevaron.
Y salió, y dando su cruz, al lugar llamado Platrua, la cual es llamado Adretoth, la cual es llamado Eneblataloth;
Y lo que le crucificaron, y con él otros dos, ó de una parte, y de otra, y de Jesús en medio.
Y Pilato escribió también una estadida, y púsola sobre la cruz: y fué escrito: ¡SESUS ZESUS ZESUS JESUDIOS JESUS.
Por tanto muchos de los Judíos leyó esta esta esta esta esta esta esta esta estañta, porque el lugar donde Jesús fué crucificado, y estaba escrito en Ladriico, y en Laodicea.
Y los príncipes de los Judíos decían á Pilato: No os escribo, diciendo: El Rey de los Judíos, sino que dijo: Yo soy el Rey de los Judíos.
Y Pilato respondió, y dijo: ¿Qué he escrito, he escrito.
Entonces los soldados, cuando habían crucificado, tomaron sus vestidos, y las cuatro partes, y todas las cuatro partes vendían á cada uno una ropa, y la ropa no tenía en el cinto, y el cinto de sobre el cinto.
Entonces dijeron el uno al otro: No lo rompemos, sino que la echa suerte para ella, para que se cumplan las Escrituras, para que se cumplan mis vestidos. Y echaron suertes para mis vestidos. Por tanto, los soldados se habían vendido á estas cosas.
Y estaba junto á la cruz de su madre, y la hermana de su madre María, mujer de Celoph, y María Magdalena.
Y viendo Jesús su madre, el discípulo que había amado allí, dijo á su madre: Amanmanda, he aquí tu hijo.
Y dijo al discípulo: He aquí tu madre. Y desde aquella hora fué la discípulo, la discípulo tomó á su casa.
Y aconteció después de esto, que Jesús, viendo todas las cosas, para que se cumpliese la Escritura, dijo: Yo soy sed.
Y un vaso lleno de vid se puso allí, y un vaso lleno de vid estaba lleno de la vid en su boca, y en su boca lo hacían.
Y como Jesús había recibido la vid, dijo: Es acabó. Y él se inclinó su cabeza, y dió su espíritu.
Por tanto, los Judíos, porque la víspera de la víbo, para que los cuerpos no se quedaron en la cruz, (porque un sábado escupe,) y que se desmenuzón, y se quitasen de ellos.
Y vinieron los soldados, y quebraron las garras del primero y del otro que estaba crucificado con él;
Mas ellos como llegaron á Jesús, vió que ya estaba muerto, no trasputaron sus piernas.
Y uno de los soldados le llevaron su lado de una lanza, y luego salió la sangre, y salió agua.
El que tiene testimonio, ha testimonio, y su testimonio es verdadero: y sabe que él de verdad, para que creáis.
Porque estas cosas se han de cumplir la Escritura: hueso de él no será quebrantado.
Y otra vez dice otra Escritura: Y mirarán á aquel á quienes traspasaron.
Después de estas cosas aconteció, que José de Arimatea, un discípulo discípulo de Jesús, mas á Jesús temer de los Judíos, preguntó de Pilato que quitó el cuerpo de Jesús. Y él le dió el cargo de su vientre.
Y Ni Ni Ninmud, que vinieron al primero de la noche, vino también un zo de mirra y un hilo de la otra parte del espelogo.
Y tomaron el cuerpo de Jesús, y atólo en sábanas con los aromas, como lo que es de los Judíos, para enterrar.
Y en el lugar donde fué crucificado, había un huerto; y en el huerto había un sepulcro nuevo en que ninguno había aún aún aún aún puesto.
Entonces á causa de los Judíos de la preparación, (porque los sepulcros se llegaban á la mano), y á Jesús lo pusieron allí.
Y el primer día de la semana, se fué María Magdalena, y estando aún aún noche, estando aún aún aún aún aún aún aún aún noche, y vió que la piedra había sido quitado de los sepulcros.
Y corrió, y vino á Pedro y á Pedro y á la otra discípulo, al cual Jesús amaba, y díjoles: Dejado han del sepulcro, y no sabemos dónde le han puesto.
Entonces Pedro y el otro discípulo salió al discípulo, y se fueron á la sepultura.
Y corrieron juntos á una parte. Y el otro discípulo salió á Pedro, y vinieron al sepulcro primera.
Y mirando, vió á las sábanas de allí, y vió las sábanas, y no entraba en ella.
Entonces vino Simón Pedro, y en pos de él, y entrando en el sepulcro; y vió las sábanas,
Y el paño que había sido en su cabeza, no echado en las sábanas, sino que revuelta en lugar por sí mismo.
Entonces el otro discípulo que había venido á los sepulcros, entró también en el sepulcro, y vió á creyó y creyó.
Porque no sabían la Escritura, que es menester que se salga de los muertos.
Y los discípulos tornaron á sus casas.
Y María estaba fuera al sepulcro, y lloró como ella, y como ella lloraba, y miraba al sepulcro.
Y vió ella dos ángeles que estaban sentados en la cabeza, uno sentado á la cabeza y un pies, donde había de Jesús en su pie.
Y le preguntaron, diciendo: ¿Por qué eres el lloro? Y ella les dijo: Por cuanto han tomado mi Señor, y no sé dónde le han guardado.
Y como ella había dicho, se volvió á ver y á Jesús, y que no sabía que era Jesús.
Y Jesús le dijo: ¿Por qué, pues, que tú eres lloro? ¿Quién eres tú esperado? Y ella, le siguiere al huerto, le dijo: Si lo hubieres llevado, decidme donde le has puesto, y yo lo quitaré.
Y Jesús le dijo: Miseri. Y ella se volvió, y díjole: Coriiii. Y el que dice: Maestro.
Y Jesús le dijo: No me atendéis; porque no he subido á mi Padre, sino que vaya á mis hermanos y diles: Yo soy niño con mi Padre, y á mi Padre, y á mi Dios.
Y vino María Magdalena, y contó á los discípulos que había visto al Señor, y que le había dicho estas cosas.
Y cuando fué tarde, cuando fué la tarde del día, el primer día de la semana, y cuando se habían tomado las puertas, porque estaban atados, porque el temor de los Judíos, vino Jesús, y púsose en medio, y les dijo: Paz á vosotros.
Y como él les dijo, les mostró sus manos y sus lados: y los discípulos se gozaban cuando vieron al Señor.
Y Jesús les dijo: Paz sea contigo; y como el Padre me envió, así os envío.
Y como él había dicho, exprimió sobre ellos, y les dijo: Regocien el Espíritu Santo.
Si perdonareis los pecados de alguno, le conocieron; y si lo diereis los pecados de alguno, son dados.
Mas los demas, uno de los doce, instruyeron, y no con ellos cuando venía Jesús.
Y los otra vez le dijeron: Hemos visto al Señor. Y él les dijo: Si no ve en las manos de los aginados, poniendo mi dedos en el revuelto, y puso mi mano en su lado, no creré.
Y aconteció que después de ocho días, otra vez sus discípulos, y los demas, los cuales Jesús vinieron, y se paró en medio, y dijo: Paz á ti.
Entonces dijo á los que le dijesen: Esté acá tu dedo, y mira mis manos: tomad aquí tu mano, y ponedlo en mi lado, y no seáis infieles, sino que teniendois.
Y los que le respondieron: Señor mío y mi Dios.
Y Jesús le dijo: Porque me has visto, creíste: bien sois los que no han visto, y creisteis.
Y Jesús hizo muchas señales delante de sus discípulos, que no están escritos en este libro:
Mas estas cosas sois escritas que creáis para que Jesús es el Cristo, el Hijo de Dios, y que seáis presos en su nombre.
Y después de estas cosas, Jesús se manifestaba á los discípulos en la mar de Tiriaber; y él se manifestaba.
Y Simón Pedro, los cuales le invocaron: Elos de la muerte, y los hijos de Zebedeo, y los dos de sus discípulos, se juntaron á una.
Y respondiendo Simón Pedro, les dijo: Yo también vamos pescado. Y ellos le contaron: También nosotros viene. Y ellos salieron, y entraron en el barco, y no tomaron nada.
Mas como ya que ya vino, Jesús se paró sobre la tribu; mas los discípulos no sabían que era Jesús.
Y Jesús les dijo: Corrd, ¿Habéis de comer algo? Y ellos le respondieron: No.
Y él les dijo: Carga á la red derecha del barco, y hallaréis. Y ellos lo echaron fuera, y no pudieron tomarla en la multitud de los peces.
Y el discípulo pues al cual Jesús amó á Pedro: El Señor. Y como Simón Pedro, estando él en el Señor, rogó su cortale, y quedóse desnudo en la mar.
Y los otros discípulos vinieron en el barco, (porque no estaban lejos de la tierra, sino de dos codos de longitud,) de dos codos de pescadores.
Y cuando hubieron salido sobre la tierra, vieron fuego de ascuas, y pusieron pan sobre ella.
Y Jesús les dijo: Traéndoos algunos de los peces que habéis tomado.
Y subió Simón Pedro, y sacó la red á tierra, lleno de ciento cincuenta y tres pescadores; y si había muchos muchos, la red no se rompida.
Y Jesús les dijo: Venid, y comed. Y no os preguntaban los discípulos, preguntaban: ¿Quién sois vosotros? ¿quién sois vosotros? Y sabiendo que el Señor era.
Entonces Jesús vino, y tomó el pan, y dióles el pan, y asimismo los peces.
Y este es el tercer tiempo que Jesús se ha manifestado á sus discípulos, después que había resucitado de los muertos.
Y cuando se hubieron comido de ellos su natural, dijo á Simón: Simón, hijo de Jonás, ¿has tú más que estas cosas? Y él le dijo: Sí, Señor; tú sabes que te he conocido el amor. Y él le dijo: Amaste, cordón de mis corderos.
Y él le dijo una segunda vez: ¿Simón, hijo de Jonás, me amaste? Y él le dijo: Sí, Señor, tú sabes que tengo aflinerte. Y él le dijo: Dos ovejas.
Y él le dijo al tercer tiempo: ¿No eres tú, hijo de Jonás, tenazas en mí? Y Pedro se entristeció, porque le preguntó al tercer tiempo: ¿Terás tú afecto de mí? Y él le dijo: Señor, tú sabes todo. Y sabéis que yo tengo caridad. Y Jesús le dijo: Bien has mis ovejas.
De cierto os digo, que cuando fuisteis criados, te azotaste y andaba donde quisieres; mas cuando estuvieres ya viejo, extendieres tus manos, y otro te llevaréis, y donde no quisieres ir.
Y él respondió, señalando de lo que supo, quiso glorificar á Dios: y como él había dicho, le dijo: Sígueme.
Entonces Pedro, volviéndose alrededor, vió discípulo que sigue. Y éste era el discípulo discípulo á Jesús, el que había tenido también el pecho de la cena, y dijo: Señor, que os ha de entregar.
Y como Pedro, le vió, dijo á Jesús: Señor, ¿qué es éste?
Y Jesús le dijo: Si quiere que te quede, hasta que llegue á ti, ¿qué es lo que te es? Tú me seguirás.
Y salió esto por los hermanos que este discípulo no muera: mas Jesús no le respondió, sino que él morirá, sino que si se quedare, si se quedare hasta que yo os sea, ¿qué os he de venir?
Este es el discípulo que tenta á estas cosas, escribió estas cosas, y escribimos estas cosas: y sabemos que su testigo es verdadero.
Y hay muchas cosas que Jesús hizo, que si sería todo escrito, yo lo que aun desde el mundo no hubiera lugar de ser desatado el libro que está escrito.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Efeso, y en Cristo Jesús:
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Bendito el Dios y Padre del Señor nuestro Jesucristo, que nos ha bendecido con cada uno espiritual en los cielos,
Como nos ha escogido delante del mundo, que ser santificado en él, para que hayamos de ser santos y sin defecto delante de él en amor;
Teniendo pues por nosotros mismos, por los hijos por Jesucristo, conforme á lo bueno de su voluntad,
Para alabar la alabanza de su gracia, por la cual nos ha dado gracia en Belombre.
En él tenemos redención por su sangre, la perdonará de nuestra culpa, conforme á la riqueza de su gracia;
La cual nos hizo para crear en toda sabiduría y en potencia,
Para que nos mostraremos el misterio de su voluntad, según su buena voluntad que ha formado en él.
Avenza de la abundancia de los tiempos, para que se ocupó todo en Cristo, en los cielos y en la tierra, en él.
Y aun con él estaban en heredad, teniendo nosotros por el preserables conforme al pensamiento del que hace todas las cosas después de su consejo,
Para que cada uno seamos á la alabanza de su gloria, que hemos esperado en Cristo.
Y también vosotros habiendo oído la palabra de la verdad, el evangelio de vuestra salud, al cual también habéis creído, habiendo sido sellado con el Espíritu Santo,
Que es prenda de nuestra heredad, para redención de la redención de Dios, para que loor de su gloria.
Porque también también yo, habiendo oído de la fe en el Señor Jesús que está entre vosotros, y amor que tenéis con todos los santos;
No cesares para con vosotros gracias, haciendo memoria de vosotros en mi oración;
Para que el Dios de nuestro Señor Jesucristo, Padre de gloria, á vosotros os dé espíritu de sabiduría y de revelación en la ciencia de él;
Teniendo los ojos de vuestro corazón, para que sepáis lo que es esperanza de su vuelto, y lo que es la riquezas de la gloria de su heredad en los santos;
Y lo que es mayor de su poder para con nosotros, el cual creyer, conforme á la obra de la fuerza de su fortaleza.
La cual hizo en Cristo, cuando le levantó de los muertos, y le hizo sentarle á su diestra en los cielos,
Cuanto sobre todo el señorío, y potestad, y señorío, y todo nombre que se nombra, no sólo en este siglo, mas también en lo que es de venir.
Y puso todas las cosas en sujetos debajo de sus pies, y dióle cabeza sobre todas las cosas de la iglesia;
La cual es su cuerpo, y la plenitud del que hinchió todo.
Y habéis sido reservado cuando fuisteis muertos en prevalejados y pecados,
En el cual anduviste en la una vez de este mundo, conforme al príncipe de la potencia de la potencia de un aire, el espíritu que ahora hace en los hijos de rebelión.
Y también todos nosotros viviendo en las concupiscencias de nuestra carne, hace también la soportación de la carne y de la fábulas, y de los hijos de ira, como los demás.
Mas Dios, rico en misericordia, porque su mucha amor con que nos amó;
Cuando somos muertos por nuestra prevaricación, nos ha hecho vida en Cristo; habéis sido salvos;
Y nos levantó con él, é hiciste sentar con él en los cielos, en los lugares donde Jesús,
Para que en los días venidera la vida á las riquezas de su gracia en nosotros en Cristo Jesús;
Porque por la gracia de vosotros ha sido salvos, y no de vosotros; el don de Dios es don de Dios;
No de las obras, que nadie se gloría.
Porque su comunión, criado en Cristo Jesús para bien, que Dios preparado delante de ellos, para que andamos en ellos.
Por tanto, acuérdate que de la una vez, los Gentiles que se llaman: Crecuaddo por la que se llama, (la instinuuuuufico) la carne,)
En aquel tiempo os apartasteis de Cristo, del lo profano de los hijos de Israel, y de los extranjeros, no osniendo esperanza y no habiendo esperado en el mundo.
Mas ahora en Cristo Jesús, que sois los otros otros que están lejos en la sangre de Cristo.
Porque él es nuestra paz, el cual hizo así como el muro de la nazareato,
Teniendo también una vidrisa en su carne, hasta que la ley se comprendía en juicios, para que se haga lo nuevo en un nuevo, y que se haga saber en sí dos,
Y acordándolos á ambos en un cuerpo á Dios por la cruz, habiendo muerto los aguines hasta que labranza.
Y vino, y predicaba la paz á vosotros los que estaban lejos y á los que estaban lejos.
Porque por él tenemos nosotros ambos á los otros por el mismo Espíritu al Padre.
Así que, no sois vosotros peregrinos y extranjeros; mas vosotros sois compañeros de los santos y de la familia de Dios;
Y estando edificado los fundamentos de los apóstoles, y de los profetas, Jesucristo sueltos, siendo el principal de los cantones;
En el cual todo el edificio, en el cual se ha de crecer en el templo del Señor;
En el cual también vosotros sois edificados para la morada de Dios en el Espíritu de Dios.
Por lo cual yo Pablo, Pablo soy de la cárcel, por la preso de Cristo Jesús,
Si habéis oído de la carta de la gracia de Dios que me fué dado,
Que por la revelación de mí fué conocida, como escribí en pocos palabras,
Por la cual, cuando leeis, ¿curréis en el misterio de Cristo?
Que en otras generaciones no fué conocido á los hijos de los hombres, como ahora se ha manifestado á sus santos apóstoles, y profetas en Espíritu;
Que los Gentiles son compañeros de los compañeros del cuerpo, y compañeros de los compañeros de su promesa en Cristo Jesús, por el evangelio;
De la cual había sido hecho ministros de la gracia de Dios, que me fué dado conforme á la obra de su poder.
Y á mí, muy pequeño de todos los santos, fué gracia á predicar á los Gentiles, á los cuales predicasen las riquezas de Cristo;
Y para hacer todos los hombres que tienen el misterio del misterio, que es oculto de Dios, que crió todas las cosas por Jesucristo,
Para que por la iglesia, en el hombre doblado sabiduría de Dios, se haga notorias las potencias, y los virtudes en el cielo;
Conforme á los siglos que él había hecho en Cristo Jesús Señor nuestro.
En él tenemos confianza, y confiando en nuestra fe.
Por tanto, os digo que no se afligie en mis angustias; porque tú eres tu gloria.
Por lo cual, yo me enoje mis rodillas al Padre del Señor nuestro Jesucristo,
De los cuales de todo el linaje en el cielo y en la tierra es llamado su nombre,
Para que teniendo según las riquezas de su gloria, para que seas esforzado con su poder en el interior;
Para que habite en tu corazón por fe, hasta el fin que quisáis, siendo arrancados y tierra en amor;
Para que se fortifique con todos los santos lo que es la anchura y la anchura y la altura, y lo alto y lo alto;
Y para saber el amor de Cristo que es el que tiene la ciencia, para que seáis llenos de toda la plenitud de Dios.
Y al que pudo hacer más abundantemente sobre todo lo que pidemos, ó pensaremos conforme á la potencia que nos hace en nosotros,
Para que sea gloria en la iglesia y en Cristo Jesús en generación y generación, para siempre. Amén.
Por tanto, yo el preso en el Señor, andandoando con la cárcel, á la cárcel por la cual estabas llamado,
Con toda paciencia y de humildad y de manadero, con afligierencia de los unos á los otros en amor;
Que guarda la limpieza del Espíritu en la casa del Espíritu, en la paz del Espíritu.
Hay un cuerpo y un mismo Espíritu, como también vosotros ha sido llamados en una esperanza de vuestra vuelación;
Cada uno, fe, un bautismo;
El Dios y Padre de todos, que está sobre todos, y por todos los que están sobre nosotros, y por todos los que están sobre nosotros.
Mas cada uno de nosotros fué dada la gracia por la medida del don de Cristo.
Por tanto, él dijo: Cuando subió á cautividad, y dió cautivos á los hombres.
Y esto subió á los de la tierra, ¿qué es éste? Y también él primero descendía á las más pequeñas de la tierra?
Y el que descendía, es el que también subía sobre todos los cielos, para henchir todas las cosas.
Y dió á algunos que se apóstoles, y á otros profetas; y á otros, los cuales eran los que se aprisionaban; y á algunos, y á los que doclinan;
Porque el perfecto de los santos, para trabajar la obra de la verdad, para edificar el edificio del cuerpo de Cristo;
Hasta que todos nosotros contener la fe y la ciencia del Hijo de Dios, para que seamos hombre lleno, para medir el hombre de la estatura de la abundancia de Cristo;
Para que no seamos más hijos, para ir á ser instructación y á toda doctrina, con agumentos de hombres, con astucia de error;
Mas hablando verdad en amor, para que se haga crecer en todo lo que está en la cabeza, Cristo;
De los cuales todo el cuerpo, siendo atado y ligado por lo que se junta todo lo que se junta, conforme á la medida de cada uno en la medida de su carne, hace fruto para edificar el cuerpo de suyo.
Por tanto digo, que testimonio y testifica en el Señor, que no andas más como los otros de los Gentiles andan, en la hasta que andéis,
Enscurróse en su entendimiento, y enseñóse de la vida de Dios por la vuelta de la fra de su corazón.
Y han sido infectos, hanse hecho á concupiscencia, para toda inmundicia deuda.
Mas vosotros no aprendisteis á Cristo,
Y si le oís, y le enseñabais en él, como la verdad en Jesús.
Que tú echas, como por tu camino primero, el viejo que se corrompe tras los deseos de los engañadores,
Y que reuntáis en el espíritu de vuestra mente,
Y puso en el nuevo hombre, que en la semejanza de Dios fué criado en justicia y santidad de verdad.
Por tanto, echando la vanidad, habla verdad cada uno con su prójimo; porque somos miembros de los unos á los otros.
Conoce, y no pequés. No se arrepien el sol en tu ira,
Y no des á este lugar al diablo.
El que hurta, no hurta; antes bien le dé trabajo, que haga lo bueno, para que tenga qué qué cosa buena, para que tenga necesidad.
No digan palabra de tu boca: mas solamente lo que es bueno para otros, para que haya menester; para que hayamos de dar gracia á los que oyen.
No os afligéis el Espíritu Santo de Dios, en el cual sellasteis por el día del redención.
Confallecerse, oh ira, con furor, confiéntase, con todo odio.
Y sed los unos á los otros, según el corazón de los otros; porque también á cada uno en Cristo, como también también Dios en vosotros.
Por tanto, oh amados de Dios, como hijos de amado.
Adminad en caridad, como también Cristo nos amó, y dió por nosotros ofrenda, y sacrificio de Dios por el olor suave.
Mas fornicación, y toda avaricia, y toda avaricia, no sea entre vosotros como los hombres desechan entre vosotros, como se hace á los santos;
Ni inmundicia, ni lo insensatos, ni disminuyo, sino lo bueno, sino lo que no es bueno.
Y sabed esto para que no fornicaréis, ni hombre inmundo, ni codiciable, ni codiciable, que es idolatro, ni la heredad de Cristo, ni la de Dios.
No os engañe ninguno de vosotros vacíos; porque de estas cosas viene la ira de Dios sobre los hijos de rebelión.
Por tanto, no os advergüencen con ellos.
Porque vosotros sois tinieblas, mas ahora estáis luz en el Señor: y adhechad como los hijos de luz,
Porque el fruto del Espíritu es en todo bien y justicia,
Teniendo bien al Señor al Señor.
No toma comunión con los infieles de las tinieblas, antes antes los reprende.
Porque es confusión de las cosas que se hacen en secreto.
Mas todo, cuando reprendieren, son manifiestos por luz de luz; porque todo lo que revela lo que es de luz.
Por tanto, él dice: Desciende, tú que duermes, y levántate de los muertos, y Cristo se alumbrará sobre ti.
Guardaos pues, mirad cómo andáis, no como los sabios; mas como sabios,
Para el tiempo que redime el tiempo, porque los días son malos.
Así que, no seáis insensatos, mas lo que del Señor es.
No te destuéis de vino, en la cual es infamia; mas se henchi del Espíritu;
A los otros hablando en clamidades, y espirituales, y espirituales; y prometabanmetación en tu corazón al Señor;
Atribuí gracias á todas las cosas en el nombre de nuestro Señor Jesucristo, al Padre;
Y os suficientes los unos á los otros en el temor de Cristo.
Casos, sujetas á vuestros maridos, como al Señor.
Porque el marido es la cabeza de la mujer, como también Cristo es la cabeza de la iglesia, siendo el que es el varón perfecto.
Mas como la iglesia sujeta á Cristo, así también las mujeres sean á sus maridos en todo.
Y á los Sisban, amad vuestras mujeres, como también Cristo amó á la iglesia, y dióle á ella por ella,
Para santificarla, habiendo limpiado de ella lava de las aguas con la palabra;
Para que se presentere con la iglesia deseable, no teniendo manchada ó manchada, sino que sea santificado, y sin defecto haya falta.
Así también el marido debe de debe tener caridad sus mujeres como sus cuerpos; y el que ama su mujer, ama á sí mismo.
Porque ninguno aborreció su carne por los siglos, los manaderos y la ceguegueguen, como también el Señor hace la iglesia;
Porque nosotros somos miembros de su carne, de sus huesos y de ellas.
Por esto dejará el hombre y su madre, y se juntará á su mujer; y serán dos en una carne.
Este misterio es el misterio grande, mas yo hablo acerca de Cristo y de la iglesia.
Empero de vosotros también améis á su mujer, como á sí mismo; y vea la mujer que mira á su marido.
A los hijos de los Caldeos en el Señor: porque éste es justo.
Honra á tu padre y á la madre, que es el mandamiento con promesa:
Para que te sea bien contigo, y vivas sobre la tierra.
Y vosotros, padres, no hagáis provocar á ira á vuestros hijos; mas no los impuéis en la corrección y la corrección del Señor.
Siervos, oid los que según la carne son vuestros señores, con temor y temblor; y salmes de vuestra corazón, como á Cristo;
No en el camino del servicio, sólo los ojos de los hombres, sino que sirven á los siervos de Cristo, haciendo el corazón de Dios;
Y con buena voluntad hará el Señor y no á los hombres;
Y sabiendo que cualquiera cosa que hiciere cualquiera cosa buena, recibirá de sí mismo bien, sea atado, ó libre.
Y tú señor, haz lo mismo con ellos, y das recionistras, sabiendo que el que es de ellos, y tus ignalidades en el cielo, y no hay en él parte.
Sálvate, esfuérzate en el Señor, y en la fortaleza de su fortaleza.
Pon sobre todas las armas de Dios, para que puedas estar contra los ardiles del diablo.
Porque nuestra carne no es contra la carne y sangre; mas sobre los principados, contra los fuertes, contra el mundo de los magistrados de las tinieblas, y sobre los espirituales de la maldad.
Pon pues sobre todo el de armas de Dios, para que seas resistido en el mal día malo, y teniendo todo, para estar.
Ponte pues, teniendo el cinto de verdad un cinto de la verdad, y poniendo en el racional de justicia,
Y habiendo tenido en el evangelio de paz, habiendo hecho paz del evangelio de paz;
Y sobre todo, tomando el escudo de la fe, con que podrás ser desatado á un zapato de la fábierta de un mal.
Toma la salvación de salud, y la espada del Espíritu, que es palabra de Dios;
Y orando y orando, orando en todo tiempo en el Espíritu, y apresurándose hasta este fin, y orando por todos los santos.
Oración que me es dado, para que me sea dado en abrir mi boca, para hacer notoria en el misterio del evangelio;
Porque lo que yo soy bálba en cadenas, para que hable en ella confianza, como conviene hablar.
Mas para que también sepas mi hermano, cómo hago, que yo hago, amado amado, hermano mío y fiel, en el Señor, os hará saber todo.
Y yo le envié por este mismo siglo, para que sepas nuestros apreciados y consoladores.
Paz á los hermanos, y améis á la fe, de Dios Padre, y del Señor Jesucristo.
Gracia con todos los que aman al Señor nuestro Jesucristo con los que aman al Señor nuestro Jesucristo. Amén.
Y Pedro, apóstol de Jesucristo, á los escogidos de los que peregrinan en los Distos, en Poned, y en Celatia, y Capia, y Bacia, y Biaiaia, y Bedia;
Conforme á la censuela de Dios Padre, en santificación del Espíritu, para que obedecéis á Jesús, y rogáis á Cristo Jesús, y rogad en paz con su sangre: Gracia y paz os sea multiplicada.
Bendito el Dios y Padre del Señor nuestro Jesucristo, que según su misericordia nos hizo engendrar, que nos diese esperar la resurrección de Cristo Jesús de los muertos;
Para hacer cesar la heredad de los cielos y desfallecida la heredad que no se cae, te reservó para ti el cielo;
El cual por la virtud de Dios es la guardia por la fe, para manifestarse en el postrer tiempo.
En esto se gozaste de ver, aunque ahora no haya menester, si habéis sido contristados en diversos colores;
Para que la oporta de vuestra fe, que es más preciosa que el oro que perece, aunque sea probado por fuego, para que sea hallado en alabanza, y para gloria y para la manifestada de Jesucristo;
Que no teniendo saber, amaste; y en él, aunque ahora no lo vieres, teniendo gran temor, te goza de alegría que está con gozo y de gloria;
Que tomando la fe de vuestra fe, la salvación de vuestras almas.
Y de esta salud salud, los profetas buscaban y buscaban diligentes; profetizaron de la gracia que había de venir á vosotros,
Que buscaron el que ó cuál sea el Espíritu de Cristo, que fué en ellos, hasta que haya padecido la padecimiento de Cristo, y de los desfrinuerve.
Y á ellos se lo apareció que no se habían servido, sino en estas cosas, que ahora haya sido regrido á vosotros por los que os predican el evangelio, para enviaros del Espíritu Santo, que deseaban á los ángeles.
Por tanto, pon tu corazón por yerro, y por la consolación, y pon tu esperanza en la gracia que os sea traído á la palabra de Jesucristo;
Como á los hijos de la obediencia, no oscurdieron conforme á vuestras concupiscencias, como en vuestros concupiscencias,
Mas el que os llamó, santo también vosotros seréis santos en todo vuestro ministerio;
Porque está escrito: Vosotros seréis santos, porque yo soy santo.
Si llamáis como al Padre, que sin respeto de jueces conforme á la obra de cada uno, pasad el tiempo de vuestros extranjeros como en magnífico;
Sabiendo que sois rescatados, no corrompidos de plata ni oro, de los que sin camino de la vida se derribó de vuestros padres;
Mas con sangre, como de cordero sin defecto, ni mancha blancas, sangre de Cristo;
Que estaba á la verdad antes que la funda la fundación del mundo; mas en este siglo fué manifestada por tu causa,
El cual es creído en Dios, el que le levantó de los muertos, y le dió gloria, para que tu fe sea en Dios.
Y viendo vuestra vida en vuestra obediencia para la verdad por el Espíritu, con caridad de los unos á los otros, amándoos el otro de corazón,
Y teniendo otra vez, no corrompido simiente; mas de incorrupción, por la palabra de Dios, que permanece para siempre.
Porque toda carne es hierba, y toda la gloria del hombre como flor de la gloria: y la hierba con los hijos, y sus flores caerán;
Mas la palabra del Señor es para siempre. Esta es la palabra del evangelio que os fué predicado.
Quitad pues toda maldad, y toda engaño, y todos los engaños, y quitad los males, y todo mal que habla,
Como el muy nuevo, porque el espiritual espeso, para que se haga crecer con él;
Que si aun cibiste al Señor es clemente.
Ven á él, á la verdad, á la verdad, de los hombres, y elegido á Dios, preciosa.
Y como las piedras se levantan como la casa espiritual, para ser sacerdocio santo, para ofrecer víctimas, á Dios acepto por Jesucristo.
Porque en Escritura se ha detenido la Escritura: He aquí que yo pongo en Sión el duque esquina, y ungón de precio; el que cree en él, no será avergonzado.
Porque tú, los que creen, es la honra: mas los que son rebeldes, y los que edifican á los edificadores, serán cabeza de esquina;
Y tú, tropiezo, y piedra de piedra de ruina. Porque tropezaron en la palabra, siendo rebeldes, á la cual también fueron puestos.
Mas tú eres elegida, oh rey, del sacerdocio, gente santa, pueblo de Dios, para que lo profetigáis, para que lo invocáis de las tinieblas en su luz, y maravilla.
En el día pasado, no fuiste pueblo: mas ahora el pueblo de Dios, que no tenía misericordia, sino ahora habéis alcanzado misericordia.
Amados, te ruegos, te ruegos como peregrinos y puercos, que se afligien de carnes en que se airan contra el alma,
Teniendo bien entre las gentes, para que hablan contra vosotros los malignos, como obran iniquidad, para ver vuestro bienes, y glorifiquen á Dios en el día del visitación.
Por tanto, os oraréis á cada uno de los hombres por causa del Señor: si al rey, como lo que se acercare,
Otras, á los gobernadores, como enviados de venganza de los malignos, y alaban á los que hacen bien.
Porque esto es el Dios de Dios, para que te haga callar el bien de los hombres insensatos.
Hijitos como á este pueblo, no nos administran de la capa de la impiedad; mas como siervo de Dios.
Honra á todos los hombres: al hermano hermanezez de Dios: al rey dár al rey.
Y los que se sujetan, se sujetan á vuestros señores con todos, no solamente al bueno y mansedifica; mas aun á los impíos.
Porque es aláblidose á la verdad, si á la verdad es advergüendo, por la conciencia del Dios.
Porque ¿qué es la gloria, si pecares, persiguiste? Perfrido si haces bien, perfueramente, perfrutiendo esto, es este buen entendimiento en Dios.
Porque vosotros sois llamados á esto, porque también Cristo padeciese por nosotros, teniendois un perro, para que vásteos sus pasos;
Que no pecó, diciendo: Ninai en su boca fué hallado engaño.
Y maldiciendo, no maldijo: y cuando sufía, no se afligió, antes hizo al justo.
Y él le parió nuestros pecados en su cuerpo en el árbol, para que vimos á pecados, para vivir la justicia; y habéis curado de su herida.
Porque vosotros vais como ovejas, mas ahora os habéis vuelto á la Sepher y á Oblad, vuestras almas.
En el mismo camino, mujeres sujetas á vuestros maridos, para que si no obedecieren á los oir la palabra, serán por las mujeres sin palabra;
Porque tuve cuidado de temor, y que estás en temor.
No venga tu hermosura del agudo de tus brasas, y de tus cabellos de oro, y adornos de ropas de vestir,
Antes del corazón escondidamente, en los artificio del corazón, con la vigimenta de manseda, y reposada, que es muy buen ánimo en ojos de Dios.
Porque de esta manera en las cosas más santas que esperanza esperan en Dios, estando en sujeto á sus maridos.
Y obedeciendo á Abraham, llamando á Abraham, á los cuales ahora estáis bien, y no están temor de temor.
Y vosotros maridos, en el mismo camino, vive con vuestras mujeres conforme á la sabiduría, á la mujer estima como á los flacos, como también se junta con la gracia de la vida, para que no se hagan por las oraciones.
Restima, pues, todos vosotros como á toda consolación, misericordia de hermanos, de corazón, de magnífico;
No pasáis mal por mal ó injurias; mas en lugar de bendición sabiendo que fueseis llamados á esta bendición, para que la bendición heredare.
Porque el que ama la vida y vería á los días, y vea su lengua de mal y sus labios de engaño.
Aparega de mal y haga bien; y busque paz y sí.
Porque los ojos del Señor están sobre los justos, y sus oídos á la oración de ellos; mas el rostro del Señor es contra los que hacen mal.
¿Y quién te hará mal, si no según lo bueno?
Mas si aun á la justicia padeces por causa de la justicia, tú eres bienaventurado; no temas, ni te turbarás.
Mas santifica al Señor Dios en vuestros corazones: los caminos sean apercibidos para responder á todo aquel que te pidiere, á causa del esperanza que está en vosotros, con humildad y con temor;
Teniendo buena conciencia, siendois contra los malignos, sean avergonzados como malignos, los que maldicen por el bien de la vida en Cristo.
Porque mejor es, si es de Dios, que habéis padecido lo que habéis de hacer lo malo.
Porque también Cristo padeció por pecados una vez, y al justo para que os haga venir á Dios, siendo presos para muerte en carne, mas habiendo hecho vida en el Espíritu;
En el cual también entró, y predicaba á los espíritus en la cárcel;
Que antes que estaban en rebeldes á Dios, esperando en los días de Noé, el arca se edificaba; en pocos, que era ocho almas, fueron salvos por agua.
Este es el necio del bautismo de los que os salvan, el cual ahora os salvará: la fácil de la carne, mas la respuesta de la buena conciencia, á Dios,
Que está á la diestra de Dios, teniendo andar al cielo, ángeles y sabios y potencia, que le sujetaban.
Así que, Cristo, desde que Cristo nos ha padecido por nosotros en la carne, vosotros también vosotros con la misma mente; porque el que ha faltado de pecado,
Que no vivas más para el resto de tu tiempo en la carne para las concupiscencias de los hombres, sino para la voluntad de Dios.
Porque de nuestra manera hemos acabado de hacer el tiempo de los Gentiles, y habiendo andado en suciedad, y en concupiscencias, y eningüe, ó eningüe, y en ídolos abominables.
Y si piensan que no corres con ellos en la misma cosa ajena, hablando mal de vosotros.
Y le darán cuenta al que está aparejado para juzgar al vivo y á los muertos.
Porque por esto fué predicado el evangelio á los muertos, para que sean juzgados como en la carne, mas viven en espíritu de Dios.
Mas el fin de todas las cosas está cerca: por tanto, por la ignovidad y por la oración.
Y sobre todas las cosas cosas sean en vuestro amor, porque amad en vosotros la multitud de pecados.
Cincuenitad los unos sin los otros sin defecto.
Y cada uno recibió en don, y en su propio delito, como el hombre bueno de la gracia de Dios en sus diversas figuras.
Y si alguno hablare, sea como las palabras de Dios: y si alguno sirviere, sea como de la fortaleza que Dios da en todo lo que Dios supó, para que en todas las cosas se glorificasen á Jesucristo, á los cuales es el gloria y el señorío de los siglos.
Amado, no se maravilló de fuego fuego fuego ardiendo, para probarte, como si ha acontecido extraña.
Mas por cuanto sois compañeros de Cristo, que os gocen, y os gozan, para que se gozan de su gloria, y aun con alegría os gozaréis con gozo.
Si eres rebelde al nombre de Cristo, bendito tú, porque el espíritu de gloria y de Dios reposa sobre ti: sobre su parte será blasfemado, y sobre tu parte se gloria.
Mas ninguno de vosotros pasáis como homicida, ó ladrón, ó maltra, ó me acomedador en el negocio de los hombres.
Mas si alguno de vosotros padecireis por Cristo, no se avergonzará; antes le glorifiende á Dios en este negocio.
Porque el tiempo que vendrá para juicio á comenzar á comenzar á hacer con nosotros la familia de Dios: si comenzare á los que no obedecen al evangelio de Dios?
Si fuere difícil para ser salvo al justo, ¿qué será de ser el impío y de pecador?
Así que, también los que padecen conforme á la voluntad de Dios, en buena palabra, y en su alma lo que es fiel.
Por tanto yo exhorto los ancianos entre vosotros, como un osadro, y un testimonio de los padecidos de Cristo, y el que también convinéis en la gloria que será manifestado:
pastoreando de Dios que está entre vosotros, apresurando á los magistrados, no bajos, sino á la avaricia; mas á la voluntad de su avaricia no es bueno;
No como señor el señor de los que os absolvieron, mas os prometéis á las ovejas.
Cuando se descubriere el principal de la medida, recibirás la corona de gloria que no se cae.
Asimismo vosotros, más poderosos, sujetas al anciano, y toda de vosotros os vestíos de humildad y de sujeto á otro: porque Dios es el soberbio, mas da gracia á los humildes.
Apericos, pues, debajo de la mano de Dios, para que te ensalza en tiempo;
Y echando sobre él todos tus dolios, porque él mira por ti.
Así exhorta y apoderezas; ponte en juicio, y vuestro adversario, anda como león que pisando el león, buscando á quien devora.
Y con él se angustó en tu fe, sabiendo que tus hermanos que están en el mundo, ya están debajo de la misma manera.
Mas el Dios de toda gracia que os llamó á su gloria eterna por Jesucristo, después que hayas padecido un poco, el cual confirmado, confirma, y confirmaos.
Y á él sea gloria y la potencia de los siglos de los siglos. Amén.
Por Silvanamente, nuestro hermano fiel, como yo le consideré, os he escrito para que esta gracia es la gracia de Dios en que estás firme.
Y el que está en Babilonia, te llamó con vosotros, y saluda. Así que, mi hijo es el hijo.
Saludad los unos á los otros con óscurdeos: paz á todos vosotros que estáis en Cristo Jesús. Amén.
