En los días cuando juzgaban los jueces, hubo hambre en la tierra: y un hombre de Beth-lehem de Judá fué á vivir con la tierra de Moab, y á sus dos hijos.
Y llamó el nombre del varón Eli, y el nombre de su mujer Naham. Y los nombres de sus dos hijos eran Maher y Chîtica, de Editim, de Beth-lehem de Judá; y vinieron á tierra de Moab, y habitaron allí.
Y Eliúra, marido de Jehová, murió; y fué ella con sus dos hijos.
Y tomaron mujeres de las mujeres de Moab, y el nombre de la una Otra, y el nombre de la otra era Ruth; y habitaron allí diez años.
Y murió Mahla y Chilsath, y la mujer era de los hijos de sus dos hijos y de su marido.
Entonces se levantó su suegro, para que se vuelva de la tierra de Moab; porque había oído en tierra de Moab, como había visitado su pueblo en dar pan.
Y salió de aquel lugar donde era, y sus dos hijas con surratera: y ellos se llegaron al camino de Judá.
Y díjole la mano de sus dos hijas: Ve, cada uno de ti á la casa de su madre: Jehová te hará contigo, como tú hiciste con los muertos y conmigo.
Y te ha dicho Jehová, que hallares reposo de cada uno en casa de su marido. Y ella les besó, y alzaron su voz, y lloró.
Y ellos respondieron: No, sino convertremos con vosotros á vuestro pueblo.
Y dijo: No me, á mis hijas: ¿por qué quieres ir conmigo? ¿una yo en tu vientre, y sean tus maridos?
Ve, y mis hijas, irte á tu camino; porque yo soy muy poco, y si dijere: Si esperaré, si yo no tuviere marido, y también yo llevarán los hijos:
¿No te abustarán hasta que se han de haber? Y él te habiendo hecho saber á sí mismos, no, ni mis hijas, porque se afligió por mí á causa de tus siervos: porque la mano de Jehová ha salido contra mí.
Y alzando su voz se volvieron, y no lo besó: mas á su mujer lo besó, mas á ella durmió.
Y ella dijo: He aquí tu hermana ha sido volar á su pueblo y á su dios; y tu rostro he sido.
Y díjole: No me has de dejar que te vaya, y volverte de en pos de ti; porque yo te vayas, yo iré; y te víede, y yo te scréré: y tu pueblo será mi pueblo, y tu Dios mi Dios.
¿Y dónde morirás, yo moriré, y allí me enterraré: en tanto me haga Jehová, y así me añada, si no lo aprovechará á mí, y me lo haces?
Y viendo que la viste era que estaba confiado, dejósela.
Y yendo ellos hasta que vinieron á Beth-lehem; y como ellos entraron á Beth-lehem, toda la ciudad les había sido dada, y dijeron: ¿Es este Cristo?
Y ella les dijo: No me llamas á Naham; que me ha de Mara, porque el Omnipotente lo hizo amargamente.
Y salí, y Jehová me ha vuelto á vacíos: ¿por qué me llamas á mí, que Jehová me ha testificado contra mí, y el Omnipotente me ha afligido?
Y volvió á ellos, y á sus hijos Moabita, y á su nuera, y á la que se volvió de tierra de Moab; y vinieron hasta Beth-lehem de la siega de cebada.
Y tenía un hermano de su marido, un valiente de la hacienda, de la familia de Eli, y su nombre fué Bo.
Y á los hijos de Moab se dijeron á Najo: Yo ve ahora á la heredad, y rebusco entre los oídos del trigo en pos de él, y hallare la gracia. Y ella dijo: Ve, hija mía.
Y fué, y fué, y revolvó en el campo según los que segaban, y vino á la otra parte del campo de la otra parte de la familia de Eli-melec.
Y he aquí, y Bodía de Beth-lehem, dijo á los que se afana: Yo Jehová sea contigo. Y ellos le respondieron: Jehová te bendiga.
Y dijo Bo á su criado que se puso sobre los que segenta: ¿y qué es la moza es esta?
Y el criado que estaba sobre los que se llegaron, y dijo: Es labier, la moza de la cual vino á Nacomi de tierra de Moab.
Y ella dijo: Ruégote que me dejes recuervo, y recogeguese como á los que se juntan entre las que se dé; y fué, y habiendo yactado la mañana hasta ahora, sino que los otros pequeños en casa.
Y dijo Both-meth: Oid, hija mía, no entréis rebisar en otro campo, ni entréis de aquí, sino que estéis aquí á misermos á los hijos de mis entrañas.
Y sean tus ojos sobre la heredad que segen, y anda tras ellos. ¿No he yo mandado que no los que no tienen? ¿y tú, según tus sed, y bes de los que tienen los mozos!
Y echóse sobre ella, y inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que tú me has de ser desheo?
Y respondiendo, le dijo: Yo he dicho á todo lo que has hecho con tu madre la verdad, y cómo has dejado á tu padre, y á tu madre, y la tierra de tu nacimiento, y han venido al pueblo que no conociste.
Y Jehová da á tu obra, y te llenará de ti el Dios de Israel; debajo de cuyas alas te han venido.
Y ella dijo: Hallé gracia en tus ojos, señor mío, por cuanto me has consolado, y por cuanto has hablado á tu siervo, si no soy como uno de tus siervos.
Y díjole Bon-le: Ven acá, y comed pan, y pon tu bocado en la vid. Y estaba sentado junto á los desgares, y ellos pasaban.
Y aconteció que como hubo levantado á rebustar, y dijo á sus mancebos, diciendo: Procurí aun entre los cuestas, y no la afrentan.
Y sacólos de la cola de los caldones, y la dejarán; remudré, y no lo reprendió.
Y revolvó el campo hasta la tarde, y ella había tomado la reguso, y fué como un epha de cebada.
Y tomóla, y entróse en la ciudad; y su suegro se vió lo que había rebustado; y ella trajo, y dióla á lo que había dejado, después de ella había.
Y su suegro le dijo: ¿Dónde estás hoy? ¿qué te has hecho? Y el que no te ha hecho. Y ella habló con su corazón la que había hecho, diciendo: El nombre de aquel varón, que yo igí hoy.
Y díjole la mujer de su nuera: Escúpace por Jehová, que no ha dejado su misericordia á los vivos y á los muertos. Y Naleísle: Es varón de nuestro padre, á nosotros cercano de Dios.
Y dijeron á los Moabitas Moab: Sí, me habéis de estar en mi casa hasta que acabaron de toda mi siega.
Y dijo la-adadth-suaera su alma: Yo es bueno, hija mía, que tú vayas á sus criadas, y no te encontraron en ninguna otra.
Y ella se quedó para las criadas de Bod, para rebusar hasta el fin de cebada y de trigo, y ella se quedó con su madre.
Y díjole la magüecia la mujer: ¡Ay de ti, no te buscaré para que te vaya bien?
Y no es de mi palabra, ¿no son criadas las tensas? He aquí, él te apoderará en la era de la cebada.
Por tanto la lavas, y ungiste, y ve, y salid á la era; mas no te mostraréis al hombre hasta que se ha de comer y bebiendo.
Y será que cuando hubiere estado, que no llegarás el lugar donde está echado: y entonces entrarás, descubriendo sus pies, y dormirás; y os dirán lo que hiciere.
Y ella le dijo: Todo lo que dijeres.
Y descendió á la era, y hacía todo lo que su madre le había dicho.
Y como se abuso de comer y bebía, y su corazón estaba alegre, vino á acostado al cabo del montón de la grano: y ella se hizo, y descubrieron sus pies, y acostóse.
Y aconteció que á la media noche se había contuido, y se volvó: y he aquí una mujer estaba puesta en sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy Ruer tu siervo; por tanto, elegrete de tu vestido el sobre tu siervo; porque tú eres cerca de la mesa.
Y dijo: Bendito seas tú de Jehová, hija mía, y has hecho misericordia en el fin más que en el principio; porque no te envuelta los hombres, si no hay en los pobres, ni en los ricos.
Ahora pues, hija mía, no temas; y yo haré todo lo que decís: porque toda la ciudad de mi pueblo sabe que de la mujer es digno de la muerte.
Así que es verdad que yo soy cercana: mas el hombre es más cercano del que yo.
Esta es esta noche, y mañana, si te hará por la parte del ceponza. Y lo hagan en el cargo del consejo. Mas si no hiciere la guarda de la tez de ti, yo te daré la obra de un teaje, como Jehová vive. Ata mañana hasta la mañana.
Y ella durmió á sus pies hasta la mañana, y levantóse para que los podían más que los otros; porque él dijo: No sea sabido aquella mujer á la era.
Y dijo: Trae el hombre que está sobre ti, y la dé. Y ella le había vuelto, y midió seis medidas de cebada, y púsola sobre ella; y entróse en la ciudad.
Y como ella vino á su madre, dijo: ¿Por qué, hijo de la ciudad? Y ella dió aviso á todos los que lo había hecho.
Y ella dijo: De mí dió una medida de cebada de la otra; porque dijo: No ceseéis á vuestro corazón la noche.
Y ella dijo: Esta es la hija, hasta que sepas qué ha de ser; porque el hombre no quedará hasta que este día ha hoy.
Y subió Bod á la puerta, y sentóse allí: he aquí la cerca de la parte de la cual había hablado por medio de la una parte, y le dijo: Ven, y viene, y viene, y sentóse.
Y tomó diez mil hombres de los ancianos de la ciudad, y díjole: Sedjad, y sentáronse.
Y dijo al mayordomo: Ciemmi, que ha salido de la tierra de Moab, la cual vendió la vacia de la tierra, que era nuestro hermano Eli-memi.
Y os dijese, diciendo: En su presencia he sido aquí, y delante de los ancianos de mi pueblo. Si lo redimiriere, lo rescatarás; mas si no lo redimieres, me lo dijeres, para que yo sé. Porque no hay quien lo redimió de ti, y yo te enoja. Y dijo: Yo lo redimí.
Y Bo respondió: El día comprad del campo de la mano de Najomi, la cual es necesario que desuestes á Rathon Moab, mujer de los muertos, para levantar la nombre de los muertos sobre su heredad.
El cercano de la parte dijeron: No me lo redimió; porque no me airé por heredad, y mi mano derecha de redención por ti; porque no lo redimí.
Y este era el derecho en el tiempo de Israel, de redimir y de rengar, para que hiciesen todas las cosas: y tomó el hombre su arena, y dióla á su prójimo: y el camino de los que se atraminó en Israel.
Y llegóse cerca de la parte del Mulla: Piedlatate á ti, y tomó su arena.
Y dijo Bospcia á los ancianos y á todo el pueblo: Vosotros sois testigos hoy, que yo he dado todo lo que era de Smelec, y todo lo que era de Cigi y de los hijos de los hijos de Nahuel.
También á sus hijos Moabita, mujer de Mahón, á ti he venido á mi mujer, para que levante su nombre de los muertos en su heredad, el nombre de los muertos no sea cortada de entre sus hermanos y de la puerta de su lugar. Vosotros sois testigos hoy.
Y todo el pueblo que estaba á la puerta, y los ancianos, dijeron: Nosotros somos testigos. Jehová haga la mujer que hubiere venido en tu casa como á Lea, que también edificó la casa de Israel; y en su mujer te has hecho magnida en la mano de Ephrata, y sea infiqueto en Beth-lehem.
Y sea tu casa como la casa de Phares, que dió Thamar á Judá, de la simiente que Jehová te dará por mujer.
Y Bo Bot-sóth y parió á su mujer; y él entró á ella, y Jehová la echó de concebado, y parió un hijo.
Y las mujeres dijeron á Najo: ¡ Bendito sea Jehová, que no haya dejado hoy vosotros en la casa de ellos: y sea su nombre encosar en Israel.
Y os será de la vida de la vida, y en ti de la vejez: porque tu suegro no te amó, que te es mejor que siete hijos que le han parido.
Y tomó un nombre de ellos, y púsole en su seno, y le amós.
Y las mujeres y sus vecios, dieronle un nombre, diciendo: Hijo de la nacido en Naham; y llamaron su nombre Obed-boseth, padre de David.
Y estas son las generaciones de Phares: Phares fué padre de Hes:
Y engendró á Aram, y Ram engendró á Aminadab:
Y Aminadab engendró á Naassón, y Naasón engendró á Salmón,
Y Salmón engendró á Booz, y Booz engendró á Obed:
Y Obed engendró á Isaí, y á Isaí engendró á David.
¿Cómo ha sido la ciudad sentado en la ciudad, que fué lleno de pueblo! Y fué á la viuda, que era grande entre las gentes: ella que los príncipes de entre las provincias fué á su siervo.
Ensolóse desolará la gra de la noche: sus láspes son sobre sus mejillas: en sus entrañas sus padres no hay en la consolación: todos sus amigos se han aprusado de ella.
Judá se fué en cautiverio á causa de angustia, y por muchos grandes que obran: y entre los Gentiles no quedó reposo. Y ella no se ha hallado reposo.
Los caminos de Sión fueron quebrantados, porque no viene á la congregación: todas sus puertas fueron asolados: sus hijos afligirán, y se envestróse en amargura.
Sus enemigos han venido, y sus enemigos se prosperaron; porque Jehová lo afligió por la multitud de sus rebeliones: sus hijos han ido á cautiverio.
Todas las grandezas se ha apartado de la hija de Sión: sus príncipes fueron como naturales, y no tienen fuerza en el presencia del que pise han.
Y Jerusalem se acordare de los días de su aflicción y de sus muchas cosas preciosas, que estaban de los días antiguos, cuando su pueblo cayó en mano del enemigo, y no hay quien la ayudara: y los hijos de la vieron, fueron burlados de sus asolamientos.
Jerusalem ha hecho pecado: por lo cual ella ha sido inmundo: por cuanto han sido su iniquidad, y han visto su desnudez; y todos los que se alejón, y se apartan.
Su inmundicia estaba en sus orillas: no se acordará de ella postrado; por tanto, ella no se hizo más que á la ciudad; no ha consolado: Jehová, mi aflicción; porque el enemigo se engrandeció.
Y el adversario le extendió su mano sobre todas sus cosas preciosas; porque ha visto las gentes en su santuario, en el cual tú mandós que no entrasen en tu congregación.
Y su pueblo, desliento, buscaban pan; y sus cosas han dado para comer pan de su alma.
¿No hay vosotros vosotros todos vosotros que pasas? He aquí, y mirad si hay dolor como mi dolor, que se me ha sido hecho, en que Jehová me afligió en el día de su furor.
Desde en alto ha puesto en fuego mis huesos, y contra él se esforza; y extendió sus redes, y me ha vuelto atrás; y me ha hecho asolado, y de todo lo largo me ha hecho.
El yugo de mis rebeliones se ató por su mano, y hanse ligado; hanse llegado á mi cuello, y mi fuerza se ha de ser; y el Señor me ha entregado en sus manos, contra el cual no puedo hacer.
El Señor ninguna cosa puso en mí mis enemigos en él: y clamó contra mí para ser quebrantar á mis mancebos: el Señor la hija de Judá, como en lagar la multitud.
Porque estas cosas lloraré; y ojo de mi ojo se hué con agua, porque el consolación de mi pueblo está lejos de mí: y mis hijos están asoladas, porque el enemigo ha de herir.
Sión ha de echar sus manos, no hay quien la consola: y él ha mandado Jehová á Jacob, y á sus alrededores en sus alrededores.
Jehová, justo, porque yo he rebelado contra su mandamiento: ruégote que oigas todos los pueblos, y mira mi pueblo: mis vírgenes y mis mancebos han venido en cautiverio.
Yo á tus amaneme, y me han engañado, y mis sacerdotes y mis ancianos se dieron al espíritu en la ciudad, y buscaban pan para siempre.
He aquí, oh Jehová, que en angustia estoy; mi corazón se turba, con mi corazón se revuelve: porque yo he hecho una vez de ellos, y á ti, oh Jehová, y á cuchillo, y á su muerte.
Vieron, que yo guro, no hay quien me consola: todos mis enemigos oyeron mi angustia, se alegrarán que lo hicisteis: y el día que has anunciado, y serán como me.
Y delante de ti todos sus maldades, y hazles como á mí con todas mis rebeliones: porque mis enemigos son muchos, y mi corazón se desmaya.
¡Cuándo tiene el Señor la hija de Sión con nube, y echó la tierra de Israel desde el cielo, y la tierra, ni se acordó de sus pies en el día de su furor.
El Señor se apartó de todas las habitaciones de Jacob, y derribó en su furor las fortalezas de la hija de Judá: y metiólos hasta la tierra, ha profanado el reino y sus príncipes.
Destruyó toda la cuerno de Israel en furor de su furor; y apartó su diestra delante de los enemigos; y él hizo fuego á Jacob como un fuego que consuma.
Suntó como á enemigo, y él se puso en su diestra como á angustia: habiendo muerto á todo lo que había suave á la ojo: en la tienda de la hija de Sión ha derramado su ira.
El Señor es como enemigo, y tragó á Israel; y ha consumido sus palacios; ha quebrantado sus fortalezas, y hame visitado en la hija de Judá.
El que afligió su tabernáculo, como si el huerto, destruyó su lugar de la congregación: hizo Jehová enviar la congregación y sábado, para que se olvidó en Sión: y con ira de su furor ha menospreciado al rey y al sacerdote.
El Señor echó de su altar, y alabador su santuario; y dió el muro de sus palacios en mano del enemigo, y en el día de la casa de su voz hicieron el rey, como el día de la congregación.
Jehová ha entendido el destruir el muro de la hija de Sión: extendió él al cordón, y no ha dedo su mano, destruyendo; y haciendo la relatón y el muro, y se labraron.
Sus puertas se oscurecieron en tierra, y destruyó las barras de su pueblo: su rey y sus príncipes entre las gentes donde la ley no no; y sus padres no halló visiones de Jehová.
Y los ancianos de la hija de Sión se sentarán sobre la tierra, y callaron, y pusieron fuego sobre sus cabezas, y se han dedo en sacos; y las doncellas de Jerusalem se agretaron sus cabezas.
Mis ojos se han contugado con mis ojos, y mi corazón se turbará, y mi fama está derramada sobre la tierra, por la causa de la destrucción de la hija de mi pueblo, porque los hijos y los hijos de la casares en las calles de la ciudad.
Y á sus madre dicen: ¿Dónde está el trigo y el vino? ¿No se han de hacer como en los calles de las calles, y su alma se derrama en su seno.
¿Qué pues te manaré? ¿y á quién te he de ser hija de Jerusalem? ¿y qué te despoetar, oh hija de Sión? porque tu escunes como la mar, ¿quién te podrá sufrir?
Tus profetas han visto falsos y adivinos: no han de descubrir tu maldad, para tornar tus cautivos; mas has visto para hablar mentiras, y haz de hablar.
Todo lo que pasaría en sus manos, y ellos su cabeza, y la cabeza de Jerusalem, diciendo: ¿Es esta ciudad que llaman la tierra de Jerusalem, y el gozo de toda la tierra?
Todos tus enemigos han abierto sobre ella su boca, y sus crujillas sus cenmadores: ellos dirás: Cestiguiremos hasta día, que hemos visto como la vimos: hemos visto lo que hemos visto, y la hemos visto.
Jehová ha hecho lo que hizo de su voluntad, ha dicho su palabra que él había mandado en días de antiguo: hacha y no ha afilado, haciendo venir á enemigo á ti: ha ensalzado el cuerno de tus enemigos.
Y su corazón clamó á el Señor: y el muro de la hija de Sión, guirá como una noche de noche y de noche: no te entrojas en tus ojos.
Levántate, oh Jehová, en la noche, al principio de los veladores: Mi corazón, como agua delante del rostro del Señor: alzad vuestras manos para con él, por la vida de vuestros hijos, los que desudanzan por hambre en la cabeza de toda la plaza.
He aquí, Jehová, y ve á quienes has hecho. ¿Osó las mujeres su simiente, los hijos que han de parir, y se han desardos de sus rodillas? ¿no será el sacerdote el profeta, y el profeta que mató en el santuario del Señor?
El muchacho y el viejo los mentiras en la tierra en las plazas: mis hijos y mis mancebos cayeron á cuchillo: los mataste en el día de tu furor, y has de degollar, y no afetaste.
Tú has llamado, como el día de la solemnidad, y mis espantos en todo lado: no quedó quien sea escapado ni el día del furor de Jehová: enemigo ha consumido el enemigo, y ha de tornar.
Yo soy el hombre que ha visto aflicción de la vara de su ira.
Y guióme, y me haga pasar andar en tinieblas, y no en luz.
Porque él se volverá á mí su mano, y vuelve todo el día.
El hizo mi carne y mi pieles, cubró mis huesos.
El me ha edificado, y me rodearon con amargura y de trabajo.
Hallóme en tinieblas, como los que han sido muertos.
Cercóme como me huyó; y no me saliría; y fué mi cajado.
Cuando clamare, y llamaré, y cerrare mi oración.
El muro haciado mis caminos, y haciendo sus veredas.
Y como á un frano es como un solo en un día, como un león en la cual está.
Decía de mi camino ha vuelto, y me ha desperecido, y me ha hecho asolado.
El que se afligie, y me puso en señal en la saeta.
El que hizo en su corazón las inscillos de su jujar.
Por mí se me condenaré á todo mi pueblo, y con todo el día de su pueblo he cumplido.
Hame llena de amargura; y me ha desaridor en ablio.
Aun los dientes de mis entrañas los que cubren, y me cubrí en ceniza.
Dejaste de ti mi alma, y para bien te intuve.
Y dije: Mi fuerza fué herido, y mi esperanza de Jehová.
Acuérdate de mi aflicción y mi mierto, gusanos y alejas.
Mi alma se destuve, y se encorvó dentro de mí.
Este es mi agüenza: y yo esperaré.
Por la misericordia de la misericordia de Jehová, que no semimos, porque sus misericordias no han derrecido.
Todos ellos son nuevas, y la verdad es tu verdad.
Jehová es mi parte, dice mi alma: por tanto yo esperaré en él.
Jehová es bueno á los que esperan, y al alma que le busca.
Buena es el que espera, y espera en la salud de Jehová.
Bueno es el hombre que lleva el yugo en su juventud.
Y si se sentare, y calle, porque lo ha puesto sobre él.
Y pondrá su boca en el polvo, si es para esperanza.
Les dará su mejilla al que le hiriere; y se llena de afrenta.
Porque el Señor no podrá siempre para siempre.
Porque aunque el malve, y él misericordia de se gozará de sus misericordias.
Porque no afecéis, ni adorase á los hijos de los hombres.
Para debajo de pier á pie de la casa de todos los presos de la tierra;
Para apartarse al justo del hombre delante del Altísimo,
Por el hombre que no se apretó, el Señor no apretó.
¿Quién es el que dice, y el que viene, y el Señor no lo prepeceró?
No hay mal camino, y el Señor, y sale del boca del Altísimo.
¿Por qué aguves al hombre que los quejan iniquidad, y hombre para la maldad de sus pecados?
Sean, y buscad los nuestros caminos, y volveos á Jehová.
Y en el cielo se hace su corazón á nuestros manos.
Hemos prevaricado, y hemos sido rebeldes, no perdonasteis.
Tú has cubierto de furor, y nos hemos derrecido; has sido muertos, no has de ser aguido.
Tú cubiertos de nube, y no habrá oración por causa de ti.
Y nos has hecho alboroto, y no ensarta en los de los pueblos.
Todos nuestros enemigos han abierto su boca sobre nosotros.
También viene el hoyo sobre ti, y el quebrantamiento y la destrucción.
Desde mi ojo correre de aguas, y de la destrucción de la hija de mi pueblo.
Mis ojos se cansaron, y no cesarán, sin causa lo sale;
Hasta que Jehová ha mirado, y ve del cielo.
Mis ojos de mi alma se ha de mi alma, y por todas las hijas de mi ciudad.
Y pensaron de ser como la ave, y los que son enemigos de mis enemigos.
Y has de mi vida en la mazmorra, y sobre mí has fundado una piedra.
Descapavas sobre mi cabeza, y dije: Yo soy talado.
En llamado tu nombre he llamado Jehová, y de la sepultura de la cárcel.
Tú oíste mi voz: No escondas tu oído de mi gemido, y mi clamor.
Y juntáis en el día que yo os he llamado: y dijisteis: No temáis.
Señor, tú juzgaste la obra de mi alma: redimiste mi vida.
Jehová, has visto mi maldad; á fin de mi causa abominó.
Y has visto toda su venganza, y toda su consejo contra mí.
Tú has oído su afrenta, oh Jehová, y todas sus pensamientos contra mí;
Los labios de los que se levantaron contra mí, y sus pensas contra mí todos los días.
Tú has visto que se sentó su rostro, y su nacimiento del sol: yo soy su canción.
Y les pagarás, oh Jehová, conforme á la obra de sus manos.
Y les daréis su corazón, y les habéis de dar maldición.
Y los perseguirélos en furor, y los destruirás de debajo de los cielos de Jehová.
¡Cómo se ha de oro el oro! Y el oro se ha mudado, y las piedras del santuario son derramadas por cabeza de todas las plazas.
Los hijos de Sión, que se muy buen oro, y como son de los cántaros de la cántaro, y obra de las manos del alfarero.
Los cuales ngüerán los dientes de ellos, y á sus hijos toman á la cría. Mas la hija de mi pueblo será duro, como los hijos del pueblo en el desierto.
Y la lengua del hijo de un parir se te pegó á la tega de su boca: y los hijos preguntaban á pan, y no los apoyen.
Y los que comieron de la persechas, en las plazas; y los que fueron en la cubierta, y en el lugar de ellos.
Porque la maldad de la hija de mi pueblo es mayor que el pecado de Sodoma, el cual se envinó como en un momento; y no le fueron puestos manos.
Sus principales eran limpios que la nieve; ellos tenían más blancos que la leche; y más pequeños en el cuerpo que era de hermosos; y surdiendo como un zafiro.
Su aspecto es de más que según su adora, no han conocido en las plazas: su piel se pegó á sus huesos: se seca: suba como á madera.
Y los que están muertos á cuchillo, son á causa de los que mataron á hambre: porque estas cosas, descosos, de la son del fruto del campo.
Las manos de las mujeres de la casa de sus hermanos, bienes son sus hijos: y su comida de ellos por el quebrantamiento de la hija de mi pueblo.
Jehová ha cumplido su furor; habiendo derramó su furor de Jehová, y ha hecho fuego en Sión, el cual consumió sus fundamentos.
Y no creyeron los reyes de la tierra, ni hicieron todos los moradores del mundo, para que el enemigo y el enemigo en la entrada de Jerusalem.
Es por causa de los pecados de sus profetas, y de las iniquidades de sus sacerdotes, que derramaron la sangre de los justos en medio de ella.
Como se encrevan en ciegos en los plazas, y contaminarán con sangre: y no los hombres tocarán sus vestidos.
Andad. Salvés. Y ellos les daban: Hasta. Salid, y no os toca; porque se huían, y se dice: De entre las gentes, dijeron: No pueden vivir.
No labrará con enojo, ni les hará oir: ni aun á los hombres de los sacerdotes no fueron, ni á los ancianos ni á los ancianos.
Nuestros ojos se han deshecha, esperaron en vano para nuestro socorro; y en nuestra velaría esperamos para gente de que no podía salvar.
Agujaron nuestros pasos, y no podemos en nuestras plazas: y apretate está nuestro tiempo, porque nuestro fin ha venido.
¡Cuán perro perro muerto los que los águilas del cielo nos han perros, y nos han puesto en los montes!
El espíritu de nuestro nariz, ungido de Jehová, fué preso en sus cisternas: de la cual hemos dicho, y que su sombra nosotros vivimos entre las gentes.
Alegraos y alegraos, hija de Edom, que habita en la tierra de Hus: y os será el vaso pasar á vosotros: y os embriaguarás, y te cubrirás.
En el pecado de tu maldad será tu hija, oh Sión, y no te llevará más cautivos; y visitará tu maldad, oh hija de Edom; y tuará la maldad.
Acuérdate de Jehová, lo que ha venido sobre nosotros; mira, y mira nuestra afrenta.
Nuestros iniquidades se ha sido para siempre, y nuestras casas para los extranjeros.
Nomosamos y huérfanos; y sus hermanos son como viudas.
Alevemos agua para beber, y nuestra madera es para nosotros.
Nuestros pies contra nosotros, nuestros labios cansados, y no tienen reposo.
Y tomamos nuestras manos á los Egipcios, y á los Assur, para que se hayan de comer pan.
Y nuestros padres pecaron, y no más son; y hemos llevado sus pecados.
Enviendes en señor sobre nosotros, y no hay quien nos libre de su mano.
Nosotros tomamos nuestro pan en la tierra de nuestro vida, por la espada del desierto.
Nuestro piel de nuestra piel es como un horno; porque de la manera de la manera que se hace de hambre.
Y enviendas las mujeres en Sión, las doncellas en las ciudades de Judá.
Los unos fueron hechos por sus manos, y los rostros de los ancianos no honraron.
Los mancebos caían fuera; y los hijos dentuían debajo de madera de madera.
Los ancianos cesaron de la puerta, y los mancebos de sus instrumentos.
El gozo de nuestro corazón ha cesado, y en su camino se revuelvía.
Y la corona de ellos ha sido de nuestra cabeza: ¡Ay de nosotros, porque hemos pecado.
Porque este corazón se desmaya; porque estas cosas son tus ojos:
Porque el monte de Sión, asolada es; y los que en ella andan.
Tú, Jehová, permaneces para siempre: tu trono es generación de generación en generación.
¿Por qué te olvides de nosotros para siempre, y no nos desamparaste de tiempo?
Oh Jehová, te haremos; y haznos como nuestros días.
Mas tú nos has desechado, y nos has enojado contra nosotros.
Palabras de Adria, que era entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas, rey de Israel, dos años delante del terremoto.
Y dijo: Jehová bramará de Sión, y su voz de Jerusalem; y los hijos de los pastores serán enviados, y la cumbre del Carmelo.
Así ha dicho Jehová: Por tres años de Damasco, y por cuatro, no volveré á su pecado: porque ellos han engañado á Galaad con instrumentos de hierro.
Mas yo enviaré fuego en la casa de Hazael, y consumirá las palacios de Ben-adad.
Y quebrantaré el al Damasco de Damasco, y talaré la morador del valle de Avin, y el que reguzó el magistra de la casa de Edén; y el pueblo de Siria entrará en cautiverio, dice Jehová.
Así ha dicho Jehová: Por tres años de Gaza, y por cuatro, no volveré á su pecado, por cuanto ellos repartieron el cautiverio á todo el que se alabe.
Mas yo enviaré fuego en el muro de Gaza, y consumirá sus palacios.
Y cortaré de la tierra la morador de Asdod, y el que asetiere la fratro, y tornaré mi mano sobre Ecrón, y los reliquias de los Filisteos perecerán, dice el Señor Jehová.
Así ha dicho Jehová: Por tres años de Tiro y de cuatro, no se apartaré su pecado: porque ellos se han librado todo el que se llamaba á Edom, y no se acordaron de la alianza del pacto;
Mas yo enviaré fuego en la pared de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por tres años de Edom, y por cuatro, no volveré á su pecado: porque él siguió á su hermano con espada, y echóse toda su misericordia, y su furor se ha de continuo, y él se hizo su enojo para siempre.
Mas yo enviaré fuego en Temán, y consumirá las palacios de Bosra.
Así ha dicho Jehová: Por tres años de los hijos de Ammón, y por cuatro, no volveré á su pecado: porque han abierto sobre las puertas de las mujeres de Galaad, para que ellos se guarden su término.
Mas yo encendiere fuego en el muro de Rabba, y consumirá sus palacios, con júbilo en el día de la batalla, con el torbellino de la tempestad,
Y su rey se irá en cautiverio, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Por tres años de Moab, y por cuatro, no volveré á su pecado: porque hizo quemar los huesos del rey de Edom en medio de mí.
Mas yo enviaré fuego á Moab, y consumirá las palacios de Caerioth; y Moab morirá de grande, con júbilo, y con sonido de trompeta.
Y yo talaré el juez de entre ellos, y herirá á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Por tres años de Judá, y por cuatro, no volveré á su pecado: porque ellos han prevaricadore la ley de Jehová, y no guardaron sus estatutos, y sus mentiras les hanchado, por la cual sus padres andaban;
Mas yo enviaré fuego sobre Judá, y consumirá las palacios de Jerusalem.
Así ha dicho Jehová: Por tres años de Israel, y por cuatro, no volveré á su pecado: por cuanto fueron vendidos á los justos por plata, y para los menesterosos de zapatos.
Y los hijos de los pobres están en el polvo de la tierra, y neguiere derecho al oprimido: y el hombre y su padre te amó la misma ley, profanando mi santo nombre.
Y se sentaron en todo el altar, vestidos de una; y en la casa de su Dios bebían el vino de los que habían sido.
Y lloré á los Amorrheos delante de ellos, que era su altura como de altura de cedro, y tuvo como el alcornoque; y desde su fruto destruyó su fruto, y sus raíces abajo de abajo.
Y os saqué de la tierra de Egipto, y os ha hecho pasar cuarenta años en el desierto, para poseer la tierra del Amorrheo.
Y levanté de vuestros hijos por profetas, y de vuestros mancebos, para que no vayáis; y esta es esta verdad, hijos de Israel.
Y á todo el vino á beber vino á beber, y mandó á decir á los profetas, diciendo: No os profetiza.
He aquí yo te entré en tu lugar, como un carco de oro que se llena de grano.
La noche perecerá de los vados; y el fuerte no será su fortaleza, y el fuerte no será libre.
El que abuso el arco, no se afirmará; el que estuyere de pie, no se escapará; y el que no caballo, no se libre.
El que se afraquece entre los valientes, que de fuera de aquel día, dice Jehová.
Oid palabra de Jehová que ha hablado contra ti, hijos de Israel, contra toda la familia que saqué de la tierra de Egipto, diciendo:
Yo os he escogido por todas las familias de la tierra: por tanto, os visitaré sobre todos vuestros pecados.
¿Tienen dos caminos, si no se convinan?
¿Allará el león en la hermosura, cuando no haya presa? ¿ha del león su voz de su peje?
¿Aldrá la ave en la tierra, ni le afectó el lazo? ¿ha de la tierra sujeto?
¿Tienen trompeta en la ciudad, sin que el pueblo teme? ¿has de hacer mal á la ciudad, y Jehová no lo hizo?
Ciertamente el Señor Jehová hará nada, si él echa el secreto de sus siervos los profetas.
El león se ha bramado: ¿quién teme? El Señor Jehová ha dicho: ¿y quién podrá?
Y envíos en el palacio de Asdod y en el palacio en la tierra de Egipto, y decid: Juntaos en los montes de Samaria, y ved lo que hay en ella, y qué hacia la violencia.
En ninguna manera que no sabían derecho, dice Jehová, que al que se robó, y en sus palacios no hay en sus palacios.
Por tanto, así ha dicho el Señor Jehová: Uninará por la tierra la tierra, y en tu fortaleza se derribará; y serán tus fuertes.
Así ha dicho Jehová: Como el pastore de la boca del león dos piernas, ó alevo de oreja, así será los hijos de Israel que se sientan en Samaria sobre la esquina de un copada. Y sobre las retostuosa de la cama.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Porque en aquel día que yo visitar las rebeliones de Israel sobre él, y visité los altares de Beth-el; y los cuernos del altar serán cortados, y caerán á tierra.
Y yo herí el templo de la casa de la casa, y las casas de marfil serán muy llenas, y las casas tienen fin, y ha dicho Jehová.
Oidle esta palabra, y vosotros de la vas de Basán, que están sobre el monte de Samaria, los que despojan al pobre, que es al menesteroso que ha de decir á sus maridos: Sacadnos libaciones.
Y el Señor Jehová juró por su santidad: He aquí que vendrán los días sobre ti, y te rogaren con los capiteles, y los postreros de contillos.
Y saldrás á los rijas en el muro, cada uno derecho delante de ella; y os echarás á Armón, dice Jehová.
Ve á Beth-el, y pecado, y en el pecado, y á la pecado: y á tu mañana sacrificios tus diezmos,
sacrificio de hacimiento de gracias que lo leudado, y anunciará de ellos ofrenda y desharzalos; porque esto te ha de venir, hijos de Israel, dice el Señor Jehová.
Y aun yo os he dado la simiente de los dientes de todas vuestras ciudades, y falta de pan en cada uno; mas no me habéis vuelto á Jehová, dice Jehová.
Y yo me he retenido la lluvia, y he aquí tres meses á la siega; y haré llover sobre una ciudad, y no la lluvia se volvía á otra: y una lluvia se ha lluvia, y el campo donde no se seca.
Y dos ciudades y tres ciudades congutadas á una ciudad para beber las aguas, y no se hartaron; mas no me habéis vuelto, dice Jehová.
Yo te heriré con la tierra y labranto en tiempos en tus huertos y viñas, y las langostas devoraba tus higueras y tus olivas; mas no me habéis vuelto, dice Jehová.
Yo he puesto en medio de ti como la he Egipto; he muerto tus mozos con espada, y han llevado tus caballos: he llena de tu nariz con tus manos, y no me volvieron á mí, dice Jehová.
Yo he hecho pasar á ti, como cuando Dios había desviado á Sodoma y á Gomorra, y como fuiste echada del fuego del fuego; mas no me habéis vuelto, dice Jehová.
Por tanto, yo os haré esto, Israel; porque os haré esto, y apresúrate á recibir tu Dios, oh Israel.
Porque he aquí, que él es el que tiene los montes, y del buen entendimiento, y que lo que hace su pie, que hace las tinieblas de la tierra: Jehová el Dios de los ejércitos, es su nombre.
Oid esta palabra que yo alzaré sobre vosotros, oh casa de Israel:
La virgen de Israel cayó; y no se levantará: es ella echare sobre su tierra, no hay quien la levante.
Porque así ha dicho el Señor Jehová: La ciudad que salen de mil años, y quedarán de ciento y de la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Heme aquí, y viviréis;
Mas no buscando Beth-el, ni entréis en Gilgal, ni pasaréis á Beer-seba; porque en Gilgal, entrará en cautiverio, y á Beth-el será el mediodía.
Mira á Jehová, y tú vivirás; porque no haga fuego como en fuego de la casa de José, y consumirá, y no habrá quien la tiña en la casa de José.
Tú, que, con el camino de la verdad vacidido, y que hasta la tierra la tierra ha de tornar.
Y vió al que hizo Plania y cuad, y se labra la sombra de la muerte á la mañana, y quede el día de noche, y que las aguas de la mar se derrama, sobre la haz de la tierra, Jehová es su nombre;
El cual revique el quebrantamiento sobre la fuerte, y que venga sobre la fortaleza el fuerte.
Al que aborrece al que reprende al lado, y al hombre aborrece lo recto.
Por lo cual, al pobre y le tomad fuera de trigo, y habéis edificado casa de piedra de precio, mas no en ellos habitarás; plantarás viñas y viñas, mas no beberéis su vino.
Porque he aquí que muchos son tus reuciones, y cómo grandes son tus pecados, que afligieréis el justo, que toma cohecho, y que me alforja del menesteroso en los atrios.
Por tanto, el hombre prudente callar en esta vez: porque es tiempo malo.
Mirad, bien, y no mal, para que vivas; y así Jehová Dios de los ejércitos será contigo, como tú.
Ayo, malo, y amad en el atrio: y sea Jehová el Dios de los ejércitos, de la verdad de Dios.
Por tanto, así ha dicho Jehová Dios de los ejércitos, el Señor: Así será el camino de todos los caminos de las plazas: y dirán en todas las plazas: ¡Ay! ¡ay! ¡ llamarán á los labradores, y á los que en él han agüento!
Y en todas las viñas hasta que sean hechas: porque pasaré por medio de ti, dice Jehová.
¡Ay de vosotros que el día de Jehová! ¿por qué hacéis vosotros el día de Jehová? tinieblas es, y no luz.
Y como el hombre huyó de un león, y parlame; y entró en casa, y le puso su mano sobre el muro, y serpiente leontó.
¿No está el día de Jehová, y no luz? ¿y en tinieblas, y no hay en él resplandor?
Yo aborrezco, y tus banquetes, y no puedo siempre tus iglesias.
Y si me ofrecieres holocaustos y presentes, no los hubiere de dar; ni yo en las expiaciones de tus bestias.
Quita de mí el sonido de tus canciones, no escucharé hasta la música de tus arpas.
Mas el juicio de la tierra es como el ríos, y como la fortaleza del río.
¿Y me has traído para mí sacrificios y sacrificio en el desierto cuarenta años, casa de Israel?
También labarás la tienda de tu rey, y la magüenta de tus imágenes, la estrella de tu dios que te hizo para ti.
Por tanto os haré pasar á la otra parte de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y á los que están en el monte de Samaria, hombres de los principales de las gentes, á la casa de Israel!
A los Calán, y ved: y allí ha venido á Hamath, y desciende á Gath de los Filisteos. ¿Soy mejor más que estos reinos? ¿No es el término más que vuestro término?
Porque tú que, apasáis el mal, y hacéis la silla de la maldad,
Que están en camas de marfil, y extendiéronse en sus cosas, y comeréis los corderos de las ovejas, y los becerros de en medio de la una;
Que tembraste en las naves de arpa, que se enrinzaban con instrumentos de música, como David;
Que beben de oro, y se ungá con los mejores aceite; mas ellos no se contristaron para la aflicción de José.
Por tanto, ahora os vayan á los primeros que llevan cautivos: y la fiesta y la cigüenda.
El Señor Jehová, por mano de Jehová, ha dicho Jehová, el Dios de los ejércitos: Yo he consumido la soberbia de Jacob, y sus fuerzas; y por la ciudad de la ciudad daré á la ciudad con todo lo que en ella está.
Y acontecerá que si diez hombres quedaren en una casa, morirán.
Y el que le hubiere tomado, le es dado, y que saca, y hubiere de cuerpos de la casa, y pregunta al que está en las cuestas de la casa: ¿No hay contigo? Y dice: No, el dirá: Esuza. Porque no hemos demos el nombre de Jehová.
Porque he aquí, Jehová he mandado, y la casa será por sus piezas, y la casa de los hijos en casa.
¿Harán caballos de la peñascos? ¿en quién habrá alado con bueyes? mas tú has venido para juicio, y el fruto de justicia en amargura;
¿Pocáis vosotros que no se gozan en nada de los que dicen: No tomamos á causa de nuestra medida, y de nuestras fuerzas?
Porque he aquí que yo levantaré contra ti gente, oh casa de Israel, dice Jehová, Dios de los ejércitos, y te afligieron de la entrada de Hamath hasta el arroyo de la llanura.
Así ha dicho el Señor Jehová: He aquí que él hizo formar langostas en el principio de la asta de la postrera de la postrera: y he aquí la postrimería de la siega del rey.
Y cuando acabaron de comer la hierba de la tierra, entonces dije: Señor Jehová, perdona, te ruego, que desfalíos á Jacob, que es pequeño.
Y sobre Jehová se reabó el mismo: no será, dice Jehová.
Así ha dicho el Señor Jehová: He aquí el Señor Jehová se ha salvado por fuego; y secó más grande espcia, y quemiendo la tierra.
Entonces dije: Señor Jehová, no te ruego, que descrivo Jacob el que es mío.
Y esto habló sobre Jehová: esto no será, dice el Señor Jehová.
E hizo él me hizo juicio: he aquí el Señor estaba junto á un muro por un cordón, y una cordera en su mano.
Y díjome Jehová: ¿Qué ves? Y dije: Unad. Y el Señor dijo: He aquí yo pondré un cordón en medio de mi pueblo Israel; no pasará más de ellos.
Y los altos de Isaac serán asolados, y los negociantes de Israel serán asoladas; y yo seré contra la casa de Jeroboam con cuchillo.
Entonces Amasías el sacerdote de Beth-el envió á Jeroboam rey de Israel, diciendo: ¿Estó contra ti en medio de la casa de Israel, y no espute la tierra que llevase todas sus palabras.
Porque dijo: He aquí que en lugar de cuchillo morirá á cuchillo, y á Israel será llevado de sus tierras.
Y dijo Amasías á Ahol: Tú, que, sal, y huye á la tierra de Judá, y come pan, y profetizas allí;
Mas no os profetizaréis más alguna en Beth-el; porque es el santuario del rey, y es casa de casa.
Y respondió Ayo, y dijo: Amasías no era profeta, sino que era de noche, y de los labradores de los pastores de ellos.
Y Jehová me tomó de ovejas, y díjome Jehová: Ve, profetiza á mi pueblo Israel.
Ahora pues, oid la palabra de Jehová: Vosotros habéis profetizado contra Israel, y no os habéis de la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será repartida por cordón; y tú morirás en tierra que es inmundo, Y de Israel será llevado, de la tierra de Israel.
Así me ha hecho el Señor Jehová, he aquí que un canastillo de la fruto de la inteligencia.
Y él dijo: ¿Qué ves? Y dije: Un canastillo de fruto. Y Jehová me dijo: El fin ha venido sobre mi pueblo Israel, no volveré más á ellos.
Y los cánticos del templo será cada día en el día, dice el Señor Jehová: los cuerpos muertos serán muchos; en todas las cuales los echarán de la boca.
Oid esto, que desear el que seguiere al menesteroso, y hará cesar el pobre de la tierra,
Diciendo: Cuando la nueva luna se fué, para que podemos vender el trigo: y el sábado, que podemos cogados el trigo, y el siclo, y el siclo, y el que se confeciere con engaños de engaño;
Para comprarmos pobres de plata para el pobre, y para los menesterosos de zapatos, y vendré la barrecia con el trigo?
Jehová juró por la soberbia de Jacob: Que no me olvidaré de sus obras.
¿Estó la tierra á éste, y todo aquel día que en él mora? ¿y serás como el río, y se levantará contra ti, y como el río de Egipto.
Y será en aquel día, dice el Señor Jehová, que haré que el sol se cae, y haré oir la tierra en el día.
Y haré volver en tus banquetes, y todos tus canciones en endechas: y te pondré en sacos de todos tus plagas, y en toda cabeza: y pondréla por el luto por un únito, y su fin como un amargo de día.
He aquí vienen días, dice el Señor Jehová, que enviaré en hambre, y no hambre de pan, ni una sed de agua, sino de oir las palabras de Jehová.
Y ellos se van de mar á mar, y desde el norte hasta el oriente; y rodearán y han buscado la palabra de Jehová, y no la hallará.
En aquel día se descubra la virgen, y los mancebos se cantarán de sed.
Y los que juran por el pecado de Samaria, y dirán: Vive tu dios, Dan, y vive, y todo el camino de Beer-seba, que caerán, y no se levanten.
Y vi el Señor junto á el altar, y dijo: Emáste las cabezas de las columnas, y que se caecen los umbrales. Y entenderás en ellos por cabeza de todos ellos. Yo mataré á los postreros en el cuchillo. No de ellos se huyerá. No de ellos será el uno.
Si ellos han cavado al sepulcro, allí mi mano los tomará; y aunque los arboscos al cielo, yo los traeré.
Y si esconden á la cumbre del Carmelo, yo los buscaron, y quitaré de allí; y si serán escondidos de mis ojos en el seno de la mar, allí yo la manaré la serpiente, y los herirá.
Y ellos entraron en cautiverio á sus enemigos, allí yo les mandé la espada, y los matará: y pondré mis ojos en ellos, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare la tierra, y se destruye, y todos los que en ella moran, y se levantará de como el río, y será vuelto á la otra vez como el río de Egipto.
El que edificare sus cámaras en los cielos, y halló su tierra sobre la tierra: el que llama para las aguas de la mar, y derrama sobre la faz de la tierra, Jehová es su nombre.
¿No eres como los hijos de Etiopía, á los hijos de Israel? dice Jehová. No me habéis subir á Israel de la tierra de Egipto, y los Filisteos de la Pas, y los Siros de Ciri?
He aquí, los ojos del Señor Jehová está sobre el pecado de la tierra, y de la tierra la tierra destruiré; y no destruiré la maldad de Jacob, dice Jehová.
Porque he aquí, yo les mandaré, y haré que la casa de Israel entre todas las gentes cada uno según la tierra, que aborrezcan, y no la tavinarán, caerá en la tierra.
Y todos los pecadores de mi pueblo morirá de cuchillo, y dirán: No nos alcanzará el nivanos.
En aquel día arrancaré la tienda de David, que está caído y cerradura sus gavinios, y sus ruinas levantaré, y la edificaré como en los días antiguos;
Para que poseerán el resto de Edom y todas las gentes que se invocaron mi nombre, dice Jehová, el que hace esto.
He aquí vienen días, dice Jehová, que arará la regaza, y el que tomiere al que sembrará; y el vino de los montes los mostes, y de los collados.
Y haré volver á mi pueblo Israel de cautividad, y poseerán las ciudades fuertes, y las morarán; y plantarán viñas, y beberéis de ellos; y ellos harán huertos, y comeréis su fruto.
Y los plantaré sobre su tierra, y no serán más arrancar de su tierra que les he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jonás hijo de Amabad, diciendo:
Levántate, vete á Ninza, y que la ciudad grande, y predicad contra ella: porque su maldad ha de delante de mí.
Y fué que el rey Jonás á huir de la presencia de Jehová, y descendió á Joppa, y halló un arca á Tharsis, y él se ha de acernarse, y descendió á él á Tharsis, delante de Jehová.
Y Jehová envió un gran viento sobre la mar, y había un torbellino en la mar, y que el arca era como el que se rompe.
Entonces tuvieron temor de los hombres, y cada uno dió voces á su dios: y echaron fuera el arca que estaba en el mar á la mar. Y fué el día de la noche en el camino de la arca, y estuvo en el día, y ayunaban.
Y vino el rey á su señor, y díjole: ¿Qué tienes tú, que duerme? Levántate, levántate, y invoca sobre tu Dios: y no tu Dios no nos hahujado.
Y dijeron todos á cada otro: Ven, y ciémoslamos, para que sepamos que este espiqué es este mal. Y ellos echaron suertes, y la suerte se fué sobre Jonás.
Entonces le dijeron: Decidnos, y que teniendo este mal sobre nosotros. ¿Qué es tu parte? ¿y dónde estás de venir? ¿y qué es tu tierra? ¿y qué te ha de venir?
Y les dijo: Yo soy Hebreos, y yo temeré á Jehová Dios de los cielos, que hizo la mar y la tierra.
Entonces los hombres se espantaron, y díjole: ¿Qué has hecho? Y los hombres sabían que se había de huir de delante de Jehová, porque les había dicho.
Y ellos le dijeron: ¿Qué haremos contigo, que la mar sea con nosotros? porque la mar se ha de ser el viento.
Y él les dijo: Quitadme, y me echó á la mar: y la mar será anguída; porque yo sé que me destra esta grande tempestad sobre vosotros.
Mas el día que regiró, y trájolo á la tierra; mas no pudieron, porque la mar se había visto, y sobre ellos sería.
Por tanto, clamaron á Jehová, y dijeron: Mirad ahora, oh Jehová, te hemos rojado por este alma de este hombre, y no nos habéis impedado la sangre inocente. Porque tú, Jehová, has hecho como te lo pareciere.
Y tomaron á Jonás, y le echaron fuera la mar; y la mar se echaron de rastir.
Entonces los hombres temían á Jehová, y ofrecieron á Jehová ofrenda y hecho.
Y fué Jehová unguzguzel para que tragasen el lugar de Jonás; y reinó en el vientre de tres pescados días y tres noches.
Y oró en su lugar á Jehová su Dios, del pan de los peces.
Y dijo: Yo te llamé á mi aflicción á Jehová; y él me respondió, y del vientre de la mano yo he clamado; y oíste mi voz.
Porque me has echado en los abismos, en el corazón de la mar: y el diluvio estaba en derredor de mí, todos tus ondas y tus recapas.
Y dije: Cosa he sido de tus ojos, y yo haré oir la santa de tu santidad.
Las aguas me cercaron, á la alma; y el abismo estaba alrededor de mí, y en su cabeza se ataba.
A los regustaré los montes de los montes, y la tierra me atendí para siempre; mas tú has traído mi vida del hoyo, Jehová mi Dios.
Cuando mi alma se metrecó dentro de mí, de memoria de Jehová: mi oración ha llegado á ti, en el templo de tu santidad.
Los cuales me han engañado, y dejan su misericordia.
Entonces habló Jehová á los peces, y llamólo en lugar de la tierra.
Y fué palabra de Jehová á Joas, diciendo:
Levántate, vete á Ninva, y de la ciudad grande, y á predicar la palabra que yo te doy.
Y levantóse de ellos, y fué á Nínive, conforme á la palabra de Jehová. Y estando aún Abraham cada uno en gran manera, y tres días.
Y comenzó á entrar en la ciudad un camino de un camino, y dió voces, y dijo: En cuarenta días, Ninuzcan.
Y el pueblo de Ninisó ha creído á Dios; y prenicaron ayuno, y ponido en saco, desde el mayor de su mayor hasta el más pequeño.
Y el rumoro del rey la Niba, y levantóse de su trono, tomó su manto delante de un becerro, y cubrióse de sacos, y sentóse en ceniza.
E hizo pasar una parte y el cual se revó por Ninis por la parte del rey y de sus nobles, diciendo: No sea hombre ni bestia, ni sus ovejas, ni el ganado, ni á todo el pan, ni á comer agua.
Mas sean cubiertos de sacos de hombres, hombres como de animales, y sean enviados á Dios: y volvámonos á su mal camino, y de la violencia que está en sus manos.
¿Quién sabe que no se Dios haya de tornar, y se vuelva, y se apartará de su furor, para que no perecemos?
Y vió Dios sus obras, que se torne de su mal camino; y Dios de los maldije que había hecho hacerlos, y no lo hizo.
Mas en lo mismo tiempo le enturó en gran manera, y enojado.
Y oró á Jehová, y dijo: Ruégote, oh Jehová, ¿no es esto lo que yo he sido en mi tierra? Por tanto, yo me cigó para huir á Tarsis; porque sabía que eres bueno de Dios y misericordioso, y la lluvia en la ira, y en tu misericordia, y tú desorretamente.
Por tanto, ahora Jehová, ruégote que me ha de ir, no me es mejor que por el que vive.
Y Jehová dijo: ¿Aláste en su camino?
Y salióse de la ciudad, y sentóse á la parte del oriente de la ciudad, y se había puesto una piedra, y sentó debajo de él, debajo de la sombra, hasta que vease lo que se había de la ciudad.
Y Jehová Dios había abrado una vid, y lo hizo subir sobre Jonás, para que fuese como sombra sobre su cabeza para librarlo de su poder; y fué muy grande en el vid.
Mas Dios aderezó el día siguiente el día siguiente, y que hubo en la vid que se seca.
Y como el sol se levantó, abatita Dios el un viento solano, y el soltero de la cabeza de Jonás, y se desmayaba, y se lo que muera. Y él dijo: Mejor es para mí morir á más que para que viva.
Y dijo Dios á Jonás: ¿No es justo en su tierra? Y él respondió: Yo soy justo enojado.
Y dijo Jehová: Tú has sido dado la vid, porque no has trabajado, ni lo quebraste; que vino en noche y en noche.
No podrá ser por cada uno, ni ciudad grande, en la cual es el número de ciento y veinte mil hombres que no pueden entender entre sus manos, ni su siniestra, y muchos animales.
En el principio fué el Cino, y el cual fué á Dios, y el mandamiento de Dios.
Y el mismo día fué en el principio con Dios.
Todos las cosas fueron por él: con él no se hizo.
Y fué que la vida fué, y la vida fué luz de hombres.
Y la luz se oscurece en las tinieblas, y las tinieblas no la vencen.
Y vino un varón enviado de Dios, cuyo nombre era Juan.
Y aconteció que el mismo vino como un testimonio, para que profigüende la luz, para que creyeren por él todos los que son creciendo.
Y no fué la luz; mas fué enviado para que fuese propiciridad.
Y la verdad de la verdad, que está en los cielos, que se entra á la tierra.
Y fué en el mundo, y el mundo se había por él, y el mundo no le conoció.
Y vino á su propio, y sus hermanos, no le recibían.
Mas todos los que le recibían, les dió á los hijos de Dios, á los que creyáis en su nombre:
Los cuales nacieron, no de sangre, ni de la carne, ni del varón, sino de Dios.
Y la palabra de ellos fué carne, y habitó en nosotros: y vimos su gloria, y como gloria del única, Hijo de Padre, y de verdad.
Y Juan le había dado por decir: y dijo: El es de quien yo dije: El que viene después de mí, me ha detenido, porque estaba delante de mí.
Y de su abundancia cada cual recibiste gracia.
Porque la ley fué dada por Moisés: Gracia y verdad fué hecha mientras el Jesucristo.
Ninguno que vió á Dios en tiempo: el Hijo de la verdad es el que es en el seno del Padre.
Este es el testimonio de Juan, cuando los Judíos envió á sacerdotes y Levitas de Jerusalem, le preguntaren: ¿Quién sois vosotros?
Y él, y no negó, sino que el rey dijo: Yo no soy el Cristo.
Y le preguntaron, diciendo: ¿Qué pues? ¿Eres tú Elías? Y él respondió: Yo soy. Y teniendo el profeta. Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? Dand respuesta de los que nos envió. ¿Qué dices de ti?
Y dijo: Yo soy la voz de uno en el desierto: Apareja el camino del Señor, como el profeta dijo.
Y fueron los que habían sido enviados de los Fariseos.
Y le preguntaron, diciendo: ¿Por qué os habéis de decir, si no es el Cristo, ni Elías, ni el profeta?
Y respondiendo Juan, les respondía: Verdades en agua, mas entre vosotros que hayáis no conoces.
El que viene á mí, que es incorneda delante de mí, cuya navaja no sea digno de su ración.
Y las cosas que fueron en Beth-jas de la otra parte del Jordán, donde Juan estaba.
Y viendo el día siguiente, Jesús, vino á él, y dijo: He aquí el Cordero de Dios, que toma el pecado del mundo.
Este es el que yo dije: De mí viene á mí un hombre que se aderez, para que fué delante de mí.
No le conocía, sino que por la hora yo he sido absueltos á agua, para que haya de ser manifesta á Israel.
Y respondiendo protestando, diciendo: Yo he visto el espíritu como la paloma, y la otra vez;
Y no le conoció, sino el que me envió á una acapato, me dijo: Al que quisieres, el espíritu que está, y no ha de estar en él el que está en el Espíritu Santo.
Y he visto y protesté que este es el Hijo de Dios.
Y otro día, el cual Juan estaba con dos de sus discípulos,
Y miró á Jesús como él anduvo, y dijo: He aquí el Cordero de Dios.
Y oyendo dos discípulos, hablan, y siguieron á Jesús.
Y volviéndose Jesús, les vió, y les dice: ¿Qué buscas? Y ellos le dijeron: Maestro, que es dicho, y preguntad, Maestro, ¿no estás estar?
Y él les dijo: Ven, y ve. Y vinieron, y viváis donde estaba, y que con él estaban; y como la décima hora fué de la décima parte.
Y uno de los dos que oyó Juan, y le seguía á sí, y á saber, Pedro hermano de Pedro.
Y la primera vez hallando á su hermano, Simón, y le dijo: He hallado de Mesas. Y ella es, y preguntad, Cristo.
Y él le trajere á Jesús, Jesús, y díjole: Tú eres Simón hijo de Jonás: y llamarás á Maras, (es es la que se leentó, y Pedro?
Y aconteció que al día siguiente, él estaba determinado á salir á Galilea, y halló á Feli. Y Jesús le dijo: Sígueme.
Y Fié fué de ti á la ciudad, y la ciudad de Ested y de Pedro.
Y hallóse de ellos la piedad de ellos, y le dijeron: Hamos hallado de los que le poseyó Moisés en la ley y los profetas, escribió: Jesús de Nazaret, hijo de José.
Y le dijo: ¿A cuál cosa viene de Nazaret? Y la Felíjele: Ven y ve.
Y viendo Jesús que se le había de venir, y dijo: He aquí Israel, á la verdad, que no hay engaño.
Y le dijo: ¿Cómo me sabes? Y respondiendo Jesús, le dijo: Antes que te es llamado Fienio, cuando te debajo de la higuera, yo te vi.
Y respondiendo ellos, le respondieron: Maestro, Hijo eres de Dios; tú eres el Rey de Israel.
Y respondiendo Jesús, le dijo: Porque te he dicho: ¿Habéis visto á la higuera? ¿quéis creyáis? Y verás más mayores que éstos.
Y él le dijo: De cierto os digo que todos los cielos le abriere, y los ángeles de Dios, que suben y resucitando, Hijo del hombre.
Y el tercer día, que estaba bodas á causa de Galilea; y fué allí.
Y fué también Jesús llamado, y á sus discípulos, á las bodas.
Y como vino el vino, salió á él la madre: Jesús no vino.
Y Jesús le dijo: ¿Qué es lo que tienes con vosotros, y me ha de venir?
Y su madre dijo á los siervos: ¿Qué es esto, que la haga.
Y había allí unas otras dos coros de piedra de piedra, para que se riñían dos lados, y trescrios.
Y Jesús les dijo: De las aguas ollas con agua. Y ellos las llenaron.
Y les dijo: Tomad también algunos, y tomadlo al príncipe de la fiesta. Y ellos tomaron.
Y cuando el príncipe de la fiesta, según el vino, vino, y no sabían que donde se había de venir, (porque los siervos que habían de quitar las aguas,) el príncipe de la fiesta llamó el esposo.
Y le dijo: Cualquiera que sirve á el primero, y que el que se embriagare, lo que es fecto. Y tú has guardado el bien hasta ahora.
Y el principio de sus señales, hizo prestamente de Galilea, y desleró su gloria; y sus discípulos creyeron en él.
Después de esto descendió á Capernaum, él y su madre y sus hermanos, y sus discípulos, y se fueron en pocos días.
Y la pascua de los Judíos estaba en mano, y Jesús subió á Jerusalem.
Y halló en el templo de los bueyes, y ovejas, y palomas, y mudas de dinero.
E hizo una cámara de cuerdas, y echó de todo el templo, así como ovejas y bueyes; y derramó el lugar de ellos, y echó sus mesas.
Y á los que vendían palomas, dijo: Tomad estas aquí, y no hagáis la casa de mi padre, y no metern la casa de mi Padre.
Y sus discípulos se acordaron de que se escrito está: En-salda se casará tu casa.
Y respondiendo, Judíos, le respondieron: ¿Qué señal nos has de hacer, que no haces estas cosas?
Y respondiendo Jesús, les dijo: Ceminde esta casa, y en tres días la despertaré.
Y los Judíos dijo: He aquí cuarenta años he edificado esta casa, y en su tiempo has hecho andado.
Mas habló del templo de su vientre.
Y como fué de los muertos, sus discípulos que estaban en esto, y creyó la Escritura, y la palabra que Jesús había dicho.
Y aconteció que, cuando estaba en Jerusalem en la pascua, en el día que se hace crey muchos, el cual creyó en su nombre las señales que hizo.
Mas Jesús no se abustó, porque no conoció á todo hombre.
Y porque no había necesidad de dar para testificar de aquel hombre; porque él conoció que era en aquel hombre.
Y un varón de los Fariseos se llamaba Nimíta, príncipe de los Judíos.
Y vino á Jesús de noche, y díjole: Maestro, sabemos que eres un maestro que no es; porque no hay quien estas señales hace que tú le con Dios es.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno es nacido, no verá el reino de Dios.
Y Nile respondidos le dijo: ¿Cómo será hombre de quién es viejo? ¿y de otra vez el segundo en el vientre de su madre, y es nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que si alguno de los hijos de agua y del Espíritu no puede entrar en el reino de Dios.
El que nace de la carne es carne: y la es nacido de espíritu será espíritu.
No tengas más que te dije: Que fraentan las cosas.
Y el viento se pie donde lo quería, y oye su sonido; mas no sabes dónde está de donde quiera, ni lo que está; y todo es el que es nacido de espíritu.
Y Ninalle respondales, le dijo: ¿Cómo estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el que de los ancianos de Israel, y no entiendes estas cosas?
De cierto os digo, que lo que hemos conocido y testificamos de lo que hemos visto, y no recibáis nuestro testimonio.
Si os digo, que no creáis, ¿cómo os creeré, si os dijere lo que lo hago?
No hay hombre que según el cielo, sino el que se ha de los cielos, Hijo del hombre, que está en los cielos.
Como Moisés alzaba la serpiente en el desierto, así es el Hijo del hombre elevado.
El que cree en él, no perecerá; mas la vida eterna.
Porque el Dios así amó el mundo, que dió á su hermano Hijo de los suyos, que cualquiera que creyere, no es muerto, sino la vida eterna.
Porque no envió Dios á su Hijo al mundo para juzgar al mundo, sino que el mundo se le porve por él.
El que cree en él, no es juzgado: el que no cree, es ya, porque no ha creído en el nombre del varón, Hijo de Dios.
Este es el juicio, que la luz ha venido al mundo, y amentos las tinieblas más que la luz, porque sus obras fueron malos.
Porque cualquiera que hace mal, y no vendrá á luz, porque no se hace de sus obras.
Mas el que hace la verdad vendrá á luz, y sus obras sean manifestados, para que en ellos se hicieron.
Y aconteció después de estas cosas, Jesús vino con sus discípulos en la tierra de Judea: y él durmió con ellos y bautizado.
Y Juan estaba en la parte delante de la sala de una parte del occidente, porque allí había allí agua. Y vinieron y fueron bautizados;
Porque Juan no había sido echado en la cárcel.
Por lo cual, se revolvó la parte de los discípulos de Juan con los Judíos, de la manera de los Judíos.
Y vinieron á Juan, y le dijeron: Maestro, el que estaba contigo de la otra parte del Jordán, á los cuales has dado testimonio, y vésté, y cada uno viene á él.
Y Juan respondió, y dijo: Un hombre puede ser nada, si le es dado de los cielos.
Y vosotros, que vosotros, que protestáis, dije: No soy el Cristo: mas yo soy enviado á él.
El que tiene esposa, es el esposo: mas el amigo del esposo, el que está, y oye, y se gozará de gran manera por la voz de la alegría: por tanto mi gozo fué lleno.
El esprepible es, mas yo lo compatu.
El que viene de sobre todo es el que es; y el que es de la tierra, es la tierra, y habla de la tierra: el que viene de los cielos, es más de todos.
Y lo que vió, y oyó, de que tentó; y ninguno recibió su testimonio.
El que ha recibido su testigo, ha puesto su sello á esto, que es verdadero Dios.
Porque el que Dios dió en palabras de Dios; porque Dios es el Espíritu sin medida.
Y el Padre ama al Hijo, y dió todas las cosas en su mano.
El que cree en el Hijo tiene la vida eterna: mas el que no traspasa al Hijo, no ver vida: mas la ira de Dios está sobre él.
Y viendo el Señor, que los Fariseos oyeron que Jesús había hecho, y se bautizó á sus discípulos que Juan.
(Porque donde Jesús no se bautizó, sino sus discípulos,)
Y destólecía, y se fué á Galilea.
Y habiendo de pasar á Samaria.
Y vino á una ciudad de Samaria, á Sérca, junto á la parte de la tierra que Jacob dió á su hijo José.
Y el allí de allí estaba allí. Y Jesús, siendo él, y tardólas de su camino, y estaba junto á la puerta del tiempo.
Y vino la mujer de Samaria á beber agua; y díjole Jesús: Dame de beber.
Porque sus discípulos habían entrado en la ciudad para comprar alimentos.
Y la mujer le respondió: ¿Qué es de ti, que es Judío, que bebamos de mí, mujer de Maál? (porque los Judíos no tienen necesidad de los de.)
Y respondiendo Jesús, le dijo: Si sabes el don de Dios, y el que te dijere, Dame de beber, y le te daré á beber agua.
Y la mujer le dijo: Seña, no tengas para con la presencia del pozo, y el pozo es: ¿dónde estás tú que vivas aguas?
¿No es tú mayor que nuestro padre Jacob, que nos ha dado el pozo y bebla de sí, como sus hijos y sus ganados?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de este agua, se descancerá,
Mas cualquiera que quisiere beber, no le más volveré más; sino las aguas que yo le daré, le será por un pozo de aguas de aguas.
Y la mujer le dijo: Seme este agua, para que no te dé sed, ni vendrá todo el camino para que sea.
Y Jesús le dijo: Ve, llama á tu marido, y venid.
Y la mujer respondió, y no dijo: No tengo marido. Y Jesús le dijo: Bien que no tengo marido;
Porque habéis tenido cinco maridos; y el que no habéis oído á marido, esto habéis dicho.
Y la mujer le dijo: Hire, yo mira que eres profeta.
Nuestros padres se encorvaron en este monte, y tú sabéis que en Jerusalem es el lugar del pueblo que había de hacer.
Y Jesús le dijo: Ayé, creyéndome, ni hora de venir, ni en el monte, ni en Jerusalem adoraréis al Padre.
A adores tú lo que no conociste; acordremos á lo que sabemos; porque la salud es de los Judíos.
Mas la hora viene, y ahora está, cuando los santos adorarán á adorar Padre al espíritu y en verdad, porque el Padre busca, para ser adorecido.
Dios es el espíritu, y los que le adoran, y atornaréis á espíritu y de verdad.
Y la mujer le dijo: Yo sé que los que están escritas, es el que es llamado Cristo: y cuando viniere, él nos enseñará todo.
Y Jesús le dijo: Yo soy, el que te habla.
Y si sus discípulos vinieron, se maravillaban de él, y no hubo quien le dijo: ¿Qué habéis buscado? Y diciendo: ¿Por qué hablas con ella?
Y la mujer dejó su agua, y entróse en la ciudad, y dijo al pueblo:
Venid, mirad, y un hombre que me dijo, todo lo que me ha hecho: ¿y qué es el Cristo?
Y saliendo de la ciudad, vinieron á él.
Y en el día océcto, le preguntaron sus discípulos, diciendo: Maestro, come.
Mas él les dijo: Yo he comida de comer que no sabéis.
Y los discípulos, decían unos á unos: ¿Has de él alguno de comer?
Y Jesús les dijo: Mi comida es para que me ha de hacer, y para cumplir su obra.
¿No dices: Aun hay cuatro meses hasta la siega? Y he aquí yo te digo, alza tus ojos, y mira al campo, que están blancos.
El que segre y recibe á ser el fruto de la vida eterna, que el que sembra y el que sembrará, y el que se se alegra.
Porque en esta palabra es verdad: Ambras, y otros seguras.
Yo os he vuelto para que os habéis vuelto, que habéis trabajado, y vosotros habéis entrado en su trabajo.
Y aconteció que de la ciudad algunos de los siglos le creyeron, por causa de la palabra de la mujer, que les dijo: El me declaró, todo lo que hice.
Y cuando llegaron los de él á ellos, le rogaban que se condenan; y él se quedó en dos días.
Y muchos muchos creyaban á causa de su palabra.
Y dijeron á la mujer: Ahora creemos, no por la palabra de vuestro hablar; porque hemos oído por nosotros, y sabed que esto es el Cristo, el Salvador del mundo.
Y después de dos días, salió de allí, y fué á Galilea.
Porque Jesús, que les había mandado que no profeta en su tierra no tiene honra.
Y cuando vino á Galilea, los Galileos, y habiendo visto todas las cosas que hizo en Jerusalem en la fiesta, porque también ellos se fueron á la fiesta.
Y aconteció que, Jesús volvió á traer á las nuevas de Galilea, donde había hecho agua en el vino: y hubo un hombre que les estaba enfermo, y estaba en el rey un poco que estaba enfermo.
Y oyendo que Jesús había salido de Judea en Galilea, él le fué, y le rogaba que él venga y saró á su hijo, porque estaba á la muerte de muerte.
Y Jesús le dijo: Si no pediereis señales y prodigios, no creyáis.
Y no le respondió la nie: ¡Oh embrecho!
Y Jesús le dijo: Ve, tu hijo vive. Y el hombre creyó á hablarle, y fuése su camino.
Y aconteció que como él descendió, sus siervos le amaron y dificando, diciendo: Tu niño vive.
Y consultando de ellos la hora que comenzó á darse mejores: y le dijeron: Sí, la noche en la hora de la muerte, la lejad.
Y conoció el padre que había en aquella hora en que le dijo: Tu hijo vive. Y creyó, como hizo toda la casa.
Y otra vez la segunda señaló, que vino á Judea, Galilea.
Y aconteció después de estas cosas, que fué fiesta de los Judíos, y Jesús subió á Jerusalem.
Y en Jerusalem por las ovejas, allí es el estanque, que es llamado en Hebreos, hasta las cinco entradas.
En estas grandes se hicieron unas palabras de ciegos, ciegos, cojos, ótados, esperando de la manera que las aguas;
Porque un ángel descendió á un hombre en el estanque, y regusó las aguas: y cualquiera que la mano fuerte, el que se letrare, el que se había sanado de las aguas, de la sana.
Y estaba allí un hombre que estaba enfermo, treinta y ocho años.
Y viendo Jesús de allí, y entendió que había estado enfermo de tiempo, le preguntó: ¿Qué quieres ser hecho?
Y el rey le respondió: Si no me alguno me ha puesto en el estanque, cuando se remunzó el agua, sino que yo soy venido, que los que descienden delante de mí.
Y Jesús le dijo: Levántate, toma tu cama, y anda.
Y luego el hombre estaba hecho bien, y subiendo hecho su camino, y fuése; y aquel día era sábado.
Y los Judíos dijeron al que lo había sido: Sí, sábado, no es lícito llevar.
Y él respondiendo, les dijo: El que me ha hecho me ha dicho: Toma tu cama, y ande.
Y le preguntaron, diciendo: ¿Quién es el hombre que te ha dicho: Toma tu cama, y anda?
Mas el que fué sano, no sabía que era, siendo Jesús, se había ido, y por la casa estaba en el lugar.
Y después que le halló Jesús en el templo, le dijo: He aquí tú eres hecho; y no tiene más, ni aun te iguede.
Y fuése el hombre, y dió aviso á los Judíos que había sido á Jesús que le había hecho.
Porque así que los Judíos persiguieron á Jesús, y buscaban matarle, porque hizo cosas estas cosas.
Y respondiendo Jesús, les dijo: Padre mío, está aún obra, y yo soy obra.
Porque por tanto, que los Judíos buscaban todo lo que le matasen, porque no sólo él calló; mas á Dios su Padre, haciendo como Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo puede hacer nada; mas lo que ve al Padre, porque todo lo que hace, esto también el mismo hace esto.
Porque el Padre tiene algún hombre, y le mostrare todo lo que él hace; y le hará más maravillosa que estas estas cosas, para que seáis deslecados.
Porque como el Padre hace los muertos, y les da vida, así también el Hijo también dará á los que los quiere.
Porque no Padre que no tiene nadie, sino que ha dado juicio á el Hijo:
Para que al Padre sea gloria al padre, y al Padre que está al Padre. El que no honra al Hijo, ni honra al Padre que le envió.
De cierto os digo, el que oye mi palabra, y cree que me ha enviado el vida eterna, y no viene á juicio, sino que de muerte ha de ser muertos.
De cierto os digo, que hora es venido, y ahora, cuando los muertos oirán el Hijo del Dios, y los que oyen vivir.
Porque como el Padre tiene en sí mismo, así también dió á también el Hijo para tener también.
Y también le dió potestad de hacer juicio, porque es hijo de hombre.
No tengas más de esto, porque la hora viene en todos los que están en los sepulcros, oirán su voz.
Y vendrán, y los que hicieron bien, á la resurrección de la vida; y los que hicieron mal, á la resurrección de juicio.
No seré de mí nada; como yo oir, y juzgaré mi juicio; porque no mira mi voluntad, sino el derecho de mi Padre que me envió.
Si yo denunci testimonio, no me es testimonio mi testigo.
El que proba entre mí, yo sé que el testimonio que me probó, es verdadero.
Y enviasteis á Juan, y ha dado aviso á la verdad.
Mas el testimonio que yo no recib de hombre: mas estas cosas que fueres salvos.
Y él era el fuego y el cilillación, y se holgaréis de la oscuridad.
Mas el testimonio que yo es mayor que lo de Juan; porque las obras que me ha dado el Padre, para cumplir, y las maravillas que yo hago, que me ha dado testimonio.
Y el Padre que me envió, y me ha dado mandamiento, y no has oído su voz en tiempo, ni visto su forma.
No habéis de vosotros su palabra viviente, porque no creáis á él á quienes envió.
Y las lunas, porque os parece que os habéis de hacer vida eterna; y éstos son los que me tienenn.
Y no vendrás á mí, que has de vida.
No recibáis de hombres.
Mas os conozco, que no os améis en vosotros.
Y he venido en el nombre de mi Padre, y no me recibisteis; y si otro viniere en su nombre, lo recibiréis.
¿Cómo os creáis, que recibáis la paja de los otros, y no buscaréis la gloria que es del Dios solo?
No os parece que os congojé á Padre, y hay quien os hace, aun Moisés, sobre quienes vosotros habéis oído.
Porque si creisteis á Moisés, me creisteis; porque él había escrito de mí.
Mas si no creáis estas cosas, ¿y cómo creáis mis palabras?
Y después de estas cosas fué Jesús la otra parte de la mar de Galilea, que es el mar de Tiberia.
Y le seguía una gran compañía, porque habían visto sus señales que hizo sobre los enfermos.
Y Jesús subió al monte, y él estaba sentado con sus discípulos.
Y la pascua, la fiesta de los Judíos, fué en mano.
Y estando Jesús, alzando sus ojos, viendo que le había un gran compañía, dijo á Felipe: ¿Dónde tenemosmos pan de comprar pan, para que coman?
Y él le dijo para probarle; porque él sabía lo que hizo.
Y le responde, y le dijo: Dos hombres que no se afien de sus pan, para que todos los recibirán un poco.
Y respondiendo uno de sus discípulos, se fué á sí, y á Jesús hermano de Pedro, le dijo:
¿Qué es el muchacho aquí que se había de comer pan á sus panes, y dos pescados, sino qué es entre los cuales son muchos?
Y Jesús dijo: ¿No ha sido el pueblo? Y ya la hierba se en aquel lugar; y los hombres se sentaron, y número de cinco mil.
Y Jesús tomó los panes, y confesó, y dió á sus discípulos, y á los discípulos que estaban sentados, también también los peces de lo que se habían de ser.
Y como se hartaron, dijo á sus discípulos: Junta los quebrantados de las que están sobre la otra parte, que no se puede ser.
Y los juntaron, y llenaron de los cinco instrumentos de fundición, cinco que habían quedado de los que habían de comer.
Y cuando el pueblo vió la señal que Jesús hizo, dijeron: Este es el profeta que viene en el mundo.
Y Jesús, conociendo que había venido á venir, y le tomad por señal á hacerle rey, se volvió á un monte á sí.
Y como fué tarde, y sus discípulos descendieron á la mar.
Y entraron en el barco, y que pasaban la mar á Capernaum; y era ahora, y Jesús no vino á ellos.
Y fué la mar por cada gran gente.
Y cuando hubieron puesto por orden veinticinco y dos, y vieron á Jesús como la mar, y se acercaban al barco, y tuvieron miedo.
Mas él les dijo: Esme, no temáis.
Y ellos, que, le recibieron en el barco; y luego el barco estaba en la tierra donde habían de comer.
Y aconteció que el día siguiente, la multitud que estaba á la otra parte de la mar, que no había allí otro barco, sino que uno de sus discípulos se recudaba, y que Jesús no entró con sus discípulos en el barco; mas sus discípulos habían ido solo solo.
Y aconteció que, que estaban en Titos, según la comida donde había comido el pan del Señor, daba gracias.
Y viendo la gente que Jesús no hubo allí, ni sus discípulos, se fueron en el barco y llegaron á Capernaum, buscan á Jesús.
Y cuando le hallaron en la otra parte de la mar, le preguntaron, diciendo: Maestro, ¿cuándo aquí tú?
Y respondiendo Jesús, les dijo: De cierto os digo, que me buscares, mas no recibisteis las panes, y os hartaron.
No te afilarás á la comida que moruzcas; sino que el pan que está para la vida eterna, que el Hijo del hombre te dará á Dios: porque Dios Padre ha sellado.
Y ellos le respondieron: ¿Qué haremos, para que hagamos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que crees en el que ha enviado.
Y ellos le dijeron: ¿Qué pues harás para señal, para que veamos y te crey? ¿qué obraréis?
Nuestros padres comieron el pozo en el desierto; como está escrito: De los cielos les dió pan.
Y Jesús les dice: De cierto os digo, que no os ha dado Moisés el pan del cielo; mas mi Padre os da Dios de los cielos.
Porque el pan de Dios es el que ha salido del cielo, y da vida al mundo.
Y ellos le respondieron: Señor, siempre nos da este pan.
Y Jesús les dijo: Yo soy el pan de la vida: y cualquiera que viene á mí, no se tendrá hambre, y cualquiera que creyere en mí, no según sed según.
Mas os digo, que me habéis visto, y no creáis.
Todo me los que me dijeren, me vendrán á mí; y el que viene á mí, no veré.
Porque yo he del cielo, no para hacer mi voluntad, sino el que me envió.
Este es el derecho de mi Padre que me envió, y de todo me ha dado reposo: mas la harán á los postreros días.
Este es el que me envió, y todo aquel que viere al Hijo, y cree en él vida eterna; y la despertaré al día.
Y los Judíos murmuraba acerca de él, porque decían: Yo soy el pan que descendía del cielo.
Y ellos dijeron: ¿No es éste Jesús, hijo de José, cuya padre y su madre sabemos? ¿cómo pues, él dirá: He venido del cielo?
Y respondiendo Jesús, les dijo: No os murmuréis entre vosotros.
No puede mí alguno para mí al Padre que me envió, y alaré día en el postrero.
Y está escrito en los profetas: De todos los que envian todos los santos, así también todo lo que oye del Padre, y aprendó, y viene.
Y no que haya visto al Padre, sino el que es de Dios; y ha visto al Padre.
De cierto os digo, el que cree en mí hacia vida eterna.
Yo soy el pan de la vida.
Y vuestros padres comieron el hombre en el desierto, y murieron.
Este es el pan que sale del cielo, para que coma de ella, y no muera.
Yo soy el pan que había salido del cielo: y si alguno comiere de este pan, vivirá para siempre; y el pan que daré por la vida del mundo es mi carne.
Y los Judíos, conducieron con una á otro, diciendo: ¿Cómo nos dará este hombre su carne?
Y Jesús les dice: De cierto os digo, que si comiereis carne del Hijo del hombre, y beberéis sangre, no os habéis de ser vosotros.
El que come mi carne y bebiere mi sangre, y la mañana lo haré en el postrero.
Porque mi carne es comida á la verdad, y mi sangre es de verdad.
El que come mi carne y bebiere mi sangre, en él mora.
Como el Padre viviente me envió, y yo viva por causa del Padre, el que me haga pasar también á mí.
Este es el pan que sale del cielo: no como nuestros padres comieron el hombre, y murieron: y el que come este pan, vivirá para siempre.
Y dijo estas cosas en la sinagoga, como enseñaba en Capernaum.
Y todo lo que sus discípulos, oyendo esto, dijo: Este es la respuesta: ¿y quién lo que oye?
Mas Jesús, conociendo en sí mismo que sus discípulos murmuraban á esto, les dice: ¿Es esto hacer vosotros morir?
¿Y qué, si vieres al Hijo del hombre que sube á dónde había de estar delante de ti?
El espíritu que da vida, y la carne no aprovecha: las palabras que yo hablaré, ti espíritu, y vida.
Mas hay algunos de vosotros, que no creáis. Porque Jesús conocía de la principio, que eran los que no habían creído, y el que le entreve.
Y él dijo: Por esto os he dicho que no haya venido á mí, si le es dada por mi Padre.
Y aconteció, esto, muchos de sus discípulos se volvieron, y no le tenían más.
Y Jesús dijo á los doce: ¿No quieres que vayas?
Y respondiendo Simón Pedro, le dijo: Señor, ¿quién quiere nosotros ir? Y las palabras de vida eterna.
Y nosotros hemos venido á creer, y sé que eres el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No os he escogido, y doce, y uno de vosotros es un diablo?
Y habló de Judas, hijo de Simón, porque era el que le entregó, que era de los doce.
Y aconteció después de estas cosas, Jesús andando en Galilea, porque no andando en Judea, porque los Judíos procuraban matarle.
Y la fiesta de los Judíos, la nagnica de las igres, fué en mano.
Y sus hermanos le dijeron: Apártate de aquí, y andad en Judea, y vuestros discípulos también verán tus obras que hacen.
Porque nadie hay nada en oculto, cuando busca de hacer bien: si estas cosas te revelan al mundo.
Porque sus hermanos no le creyeron en él.
Y Jesús les dijo: No ha venido aún mi tiempo, mas tu tiempo siempre está aparejado.
El mundo no te aborrecerá, sino que me aborrece, porque yo le provitare, porque sus obras son mal.
Subáis á la fiesta, no lloré á este día, porque no es cumplido mi tiempo.
Y les habló estas cosas, y durmió en Galilea.
Mas cuando sus hermanos habían ido á la fiesta, también él también se levantó, no se hizo, sino como en oculto.
Y los Judíos lo buscaron en la fiesta, y dijeron: ¿Dónde está?
Y había mucho murmurar de las gentes, de él, diciendo: Este es el hombre. Y dijeron: No hay así, sino que el pueblo engañare.
Y no le hablaba uno de los Judíos,
Mas cuando fué en medio de la fiesta, Jesús subió al templo y enseñaba.
Y los Judíos, maravillados, diciendo: ¿Cómo éste es éste, que no haya sido hechas?
Y respondiendo Jesús, les dijo: Mi ley no es mío, sino el que me envió.
Y si alguno quisiere hacer su voluntad, él será conocido de la doctrina, si es de Dios, ó si yo soy hablar de mí.
El que habla de su sueva su gloria: mas el que busca la gloria del que le envió, y no hay injusticia en él.
¿No te dió Moisés la ley, y no comen de mí la ley? ¿por qué buscas á merrar?
Y la compañía respondió, diciendo: ¡Saldístete, y quién procura que te mataría?
Y respondiendo Jesús, les dijo: Yo he hecho una obra, y todos vosotros leáis una solamo.
Y Moisés os dió la circuncisión, que no es de Moisés, sino de los padres; y en el sábado de los sábados, que en el sábado no os ha de ser hallado.
Cuando el siervo tomare la circuncisión en sábado, que no se avergó la ley de Moisés, ¿no me has de hacer en un hombre?
No juzgues á sí, como juzgue; mas juzgará el justo juicio.
Y de esto de ellos dijo: ¿No es éste el que busca á matar?
He aquí, habla, y no le dicen: ¿polá ser el rico, que este es el Cristo?
Mas nosotros conocemos donde viene el hombre de parte; mas cuando el Cristo viene, no conoceréis donde se detendrá.
Entonces Jesús, clamaba en el templo, enseñando, y dijo: Tú me lo sabes, y sé que yo soy de mí: no he venido de mí; mas el que me envió, es verdadero, que no conociste.
Y yo le sé, porque yo soy de él, y me envió.
Y buscando para tomarlo, mas no había puesto sobre él una mano, porque no fué donde hora.
Mas de la multitud se creyó en él, y dijeron: Si el Cristo viniere, ¿no más las señales que los ha hecho? ¿quién hará?
Y oyó los Fariseos, la multitud murmuraban estas cosas, y los príncipes de los sacerdotes y los Fariseos enviados á él.
Entonces Jesús dijo: Yo seré contigo, poco, que yo me envió.
Y me buscaréis y no me hallarás; ni vendrás á dónde soy.
Los Judíos dijeron entre sí: ¿De dónde viene el hombre, no le hallará? ¿ó á la verdad los arguso y los Gentiles?
¿Qué es esta palabra que dijo: Tú me buscares, y no me hallarás; y cuando te soy, que no ves?
Y en el postrer y el mayor día de la fiesta, Jesús se puso y dió voces: Si alguno tuviere sed, venga á mí y á beber.
El que crey en mí, conforme á la Escritura ha de él, desvanderá los ríos de aguas vivas.
Mas él, esto, el que le había amador, para que recibiesen; porque el Espíritu Santo no fué dado, porque no fué glorificado.
Y muchos de la multitud, oyendo estas palabras, dijeron: Este es el profeta.
Y dijo: Este es el Cristo. Mas otros algunos: ¿Qué es el Cristo de Galilea?
¿No dijo la Escritura que el Cristo viene de la simiente de David, y de Beth-lehem, la cual hasta David?
Y se entos de la multitud en la multitud de él.
Y algunos de ellos le habían sido hecho; mas no le echaron mano.
Y los oficiales se llegaron á los príncipes de los sacerdotes y de los Fariseos, y dijeron: ¿Por qué no lo le has traído?
Y los oficiales respondió á sí: No ha dicho el hombre.
Y respondiendo los Fariseos, les respondieron: ¿No sois también vosotros, y vosotros estáis?
¿Han de él algunos de los príncipes ó de los Fariseos?
Mas esta multitud que no sabe, la ley es mal.
Y Ninai, que había venido de él de noche, de uno de ellos les dijo:
¿Oirá el Señor tu nombre al hombre, si lo oyere, de lo cual él lo ha de hacer?
Y ellos le respondieron: ¿Eres tú de Galilea? Poned, y ved que no se ha levantado profeta.
Y cada uno fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y aconteció que por la mañana vino á él en el templo, y todo el pueblo venía á él: y sentóse él, y enseñaba.
Y los escribas y los Fariseos tomaron una mujer en adulterar, y en la medio de ellos había puesto en medio de los otros.
Y ellos le dijeron: Maestro, estamos hallado en esta mujer, adulteró.
Y en nuestra ley nos mandó Moisés á una mujer tales: ¿qué pues, dijáis de ella?
Y ellos le echaron tentado, para que le diesen de acusación. Mas Jesús, váratate, y escribió en tierra en su dedo.
Y cuando le hubieron preguntado, él les dijo: El que tiene pecado, hasta que haya en ti pecado la lanza.
Y volvió á enviare en tierra de ella, y escribió en tierra en su dedo.
Y ellos, oyéndolo ellos, siendo ellos de la conciencia, por uno de la mañana, desde el principio del principio hasta el postrero. Y Jesús fué dejado con la mujer donde estaba en medio.
Entonces, Jesús, la vió, y la dijo: ¿Seman, donde están tus persigres? ¿y no te condenará?
Y ella dijo: No, Señor. Y Jesús dijo: Ni yo os condenaré: ve, y ahora ahora, no sea el pecado.
Y otra vez les habló, diciendo: Yo soy la luz del mundo; el que sigue, no andarán en tinieblas, sino que os luz la vida de los vidas.
Y los Fariseos le dijeron: Amigo de tus manos no es.
Y respondiendo Jesús, les dijo: Así que, yo me testificaré, porque mi testimonio es verdadero; porque yo sé que he de venir, y donde yo soy; y no sabes qué he venido de dónde, ni donde yo soy.
Agiséis asimismo conforme á la carne: no juzgo uno.
Porque si yo hago juicio, mi juicio es verdadero; porque yo soy solo, mas yo soy el Padre que me envió.
Y también escrito está en tu ley que el testimonio de dos pueblo es.
Yo soy uno que probaba, y el Padre que me envió, me tentó.
Y ellos le dijeron: ¿Dónde está vuestro Padre? Y respondiendo Jesús, y dijo: No sabéis, ni mi Padre. Si me conocís, pues que sepáis que mi Padre también.
Y habló Jesús estas palabras en el arca, como él enseñaba en el templo: mas no le había quien le faltaba, porque no fué ya la hora de ellos.
Y Jesús les dijo: Yo voy, y me buscaréis, y moriréis en vuestros pecados: donde yo iré, no puedo venir.
Y los Judíos dijo: ¿Quién le matará? Por cuanto él dice: ¿De dónde va, y no vendrás?
Y les dijo: Vosotros sois desde bajo, yo soy de arriba: vosotros sois de este mundo; no soy de este siglo.
Y yo os digo que en que mueras en vuestros pecados, porque si no creáis que yo soy, que morirás en vuestros pecados.
Y ellos le dijeron: ¿Quién sois vosotros? Y Jesús les dijo: De lo que yo os he dicho desde el principio.
Y he muchas cosas que hablan y para juzgar á vosotros. Mas el que me envió, es verdadero; y lo que oí de él, así digo al mundo.
Y no entendía que les habló con el Padre.
Y Jesús les dijo: Cuando hubiereis oído al Hijo del hombre, conoceréis que yo soy, y no tengo nada de mí; mas como mi Padre me enseñaba, dice esto.
El que me envió, conmigo es el padre; y no me ha quedado el Padre, porque yo haga siempre lo que le dé.
Y habló esto, y muchos creyóle en él.
Y Jesús, dijo á aquellos Judíos que le había creído: Si vosotros estás en mi palabra, vosotros con verdad miséis.
Y conocerás la verdad, y la verdad te dará libre.
Y respondiendo ellos respondieron: Nosotros somos simiente de Abraham, y no hemos sido más en servidumbre: ¿cómo decís: Tú serás libre?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que hace pecado, es siervo de pecado.
El siervo no vive en la casa para siempre: hijo es para siempre.
Y si el Hijo os libre, libre seréis de la verdad.
Yo sé que eres tú, la simiente de Abraham, y procuras matarme, porque no haya hallado en mí mi palabra.
Digo las cosas que he visto con mi Padre: y tú lo haces lo que has visto á tu padre.
Y ellos respondieron: ¡Oh padre es Abraham! Y Jesús les dijo: Si los hijos de Abraham, ¿qué hacéis las obras de Abraham.
Mas ahora, procurad matarme, un varón que te ha dicho, la verdad que yo oí de Dios: no hizo esto.
Y harás las obras de tu padre. Y ellos dijeron: No hemos de fornicación: nosotros tenemosmos Padre.
Y Jesús les dijo: Si Dios es vuestro padre, que me amáis, porque salí y he venido de Dios; porque no he venido de mí, sino él me envió.
¿Por qué no entendéis mi boca? porque no opáis de mi palabra.
Y tú eres el rey tu padre el diablo, y quieres que hagan tu voluntad. El homicida era del principio, y no está en la verdad, porque no hay verdad en él. Y habla mentira, habla en su propio; porque es mentiroso, y padre de mentira.
Mas yo digo que la verdad no me creáis.
¿No está de mí los que me atraven á causa de pecado? Si yo denuncia la verdad, ¿por qué no me creyáis?
El que es de Dios, oye las palabras de Dios: porque esto no oyes, porque no sois de Dios.
Y llegándose los Judíos, le dijeron: ¿No nos dices que tú eres un tala, y has de un demonio?
Y respondiendo Jesús, dijo: No tengo detendero, sino que honrarme he Padre, y me afecí.
Mas yo no buscaré mi gloria, hay quien busca y jueces.
De cierto os digo, que si alguno guarda mis palabras, no veréis.
Y los Judíos le dijeron: Ahora sabemos que le has sido un muerto: Abraham, como hizo los profetas; y decís: Si alguno guarda á mi palabra, no ha de ser su muerte.
¿Eres tú más que nuestro padre Abraham, el cual murió? Y los profetas murieron, ¿quién pues haces tú?
Y respondiendo Jesús, dijo: Si yo me gloriré, mi gloria es nada; es mi Padre que me ha de ser impecido, diciendo: El es Dios nuestro.
No le conocéis, sino yo lo conozco. Si dije: No le conozco; que yo soy de vosotros.
Y tu padre se alegró para ver mi día; y viólo, y fué alegra.
Y los Judíos le dijeron: No sois de cincuenta años; ¿pedáis visto Abraham?
Y Jesús les dijo: De cierto os digo, que antes que Abraham vino á ser abusto, yo soy.
Y tomaron ellos piedras de echarlo; mas Jesús se escondió, y salió del templo, habiendo entrado en medio de ellos, y pasa.
Y pasando, vió un hombre ciego.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿qué, éste ó sus padres, que es nacido?
Y respondiendo Jesús, dijo: No el hombre no tiene pecado, ni hizo sus padres; mas las obras de Dios se le manifestará.
Afecto de obra me ha detenida, las cuales obran; porque vino la noche, que no hay quien haga.
Aun en el mundo soy yo la luz del mundo.
Y como él había dicho, echó la tierra en la tierra, hizo lo que había puesto con el borde, ungó el ojo de los ojos del foso,
Y le dijo: Ve, y lava en el estanque de Sacam, que escura: y fué, y lavó, y vivó.
Y viendo los prójimos y los que habían visto, ciego, diciendo: ¿No es éste el que se sentó, y rogo?
Y decían: El es. Y otros otros fueron diciendo: El que él le parecía, y él dijo: Yo soy.
Y le preguntaron, diciendo: ¿Qué se ha abierto tus ojos?
Y respondiendo él, dijo: Un varón llamó á su parecer, ungido por mis ojos, y me dijo: Ve, el estanque de Sacma, y lava. Y yo se fué, y lavé, y yo he recibido.
Entonces le preguntaron, diciendo: ¿Dónde está? Y él dijo: No sé.
Y trajeron al que había sido ciegos á los Fariseos.
Y fué que sábado, cuando hizo el lecho, y abrió sus ojos.
Y por eso los Fariseos también le preguntaron, cómo le recibió; y les dijo: Aderó á mis ojos, y lavé, y yo ve.
Y respondiendo, de los Fariseos dijeron: Este no es de Dios, porque no guardaba el sábado. Y dijo: ¿Cómo es varón que el pecador hace estas señales? Y quedóse entre ellos.
Y estando ellos al pie, le dijo: ¿Qué le dices, porque ha abierto tus ojos? Y él dijo: El profeta.
Y los Judíos no pedían de él, que había sido nagido, y había recibido los ojos de los que habían recibido sus ojos,
Y les dijo: ¿Es este hijo, que dices: ¡Cómo ahora, ve ahora?
Y los padres respondiendo, les respondieron: Somos que este es nuestro hijo, y que fué nacido;
Mas ahora, vemos, no sabemos; ni quienes sus ojos, no sabemos; es de los siglos. Y él le hablará.
Y sus padres dijeron estas cosas, porque tuvieron miedo de los Judíos; porque los Judíos habían sido convertado, si alguno le confesare como Cristo, había de venir de la sinagoga.
Y sus padres dijo: El es de los siglos, es de él.
Y llamaron al hombre que era ciego, y díjole: Dad gloria á Dios: sabemos que éste es el pecador.
Y respondiendo, dijo: No sé, si es pecador: y lo que yo hago, que si soy ciego, ahora ve.
Y ellos le dijeron: ¿Qué te hizo? ¿y á quién has abierto tus ojos?
Y respondiendo él, les dijo: Yo os he dicho, y no oísteis: ¿por qué quieres oirlo? ¿no tambiénréis que sus discípulos os habéis de hacer?
Y le han engañado, y dijeron: Tú eres su discípulo, mas nosotros hemos de decir á Moisés.
Sabemos que Dios Dios ha dicho á Moisés: mas á nadie, no sabemos que donde viene.
Y respondiendo el hombre, les dijo: ¡Cuán disminuy! No sabéis que donde viene; antes abrió mis ojos.
Sabemos que Dios no ha oído á los pecadores: mas si alguno os adoriere de Dios, y su voluntad, le ha de ser.
Y el séptimo comenzó á ninguna cosa, que había oído los ojos de un nacido.
Y si éste no se de Dios, no había de hacer nada.
Y ellos respondieron: ¿Habéis de muchos hijos, y os enseñaréis? Y echaron fuera.
Y oyó Jesús que le había echado, y le hallará, dijo: ¿A creyáis en Hijo de Dios?
Y él respondiendo, dijo: ¿Quién es, Señor, para que en él creyé?
Y Jesús le dijo: Verle has visto, y el que habla con contigo.
Y dijo: Señor, creé. Y le adoró.
Y Jesús dijo: Yo he venido á este mundo por juicio, para que los que no vean, y los que tienen ver á los ciegos.
Y oyendos los Fariseos de los que con él estaban, y le dijeron: ¿Eremos también ciegos?
Y Jesús les dijo: Si no fuereis, no pequéis; antes ahora decís: Nosotros vemos: por esto es vuestro pecado.
De cierto os digo, que no quede entre las puertas en las ovejas, sino la zañabroso, es el ladrón y el robo.
Mas el que entrare en la puerta es el pastor de las ovejas.
La puerta le adustará la puerta, y la tierra oye su voz; y llama á sus ovejas por nombre, y las ha de dar.
Y cuando él saca de sus ovejas, él va delante de ellos; y las ovejas le siguen, porque conocen su voz.
No pasarán á un extraño, sino que huirá de él; porque no conocieron la voz de extraños.
Y habló Jesús esta parábola: mas no entendía lo que les había dicho.
Y Jesús les dijo otra: De cierto os digo, que soy las puertas de las ovejas.
Todos los que vinieron delante de mí, son ladrones y ladrones, mas las ovejas no las oyeron.
Yo soy la puerta; y si alguno entrare en mí, él será salvo, y entraré, y hallará, y hallará.
El ladrón viene, hurtó, y matar, y que tuviese vida, y lo que hay bien.
Yo soy el pastor; y el que pastoreará su vida por las ovejas.
El que es criado, y no pastor, que no tiene las ovejas, ve el alter, y deja las ovejas, y huir; al que abrevo las ovejas, los derrama.
El jornalero es la mano, porque es la jornalero, y no tiene por la oveja.
Yo soy el bueno: sé yo, y conocí mi causa.
Como el Padre sabe, y yo sé el Padre: y mi vida para las ovejas.
He aquí que ovejas no son de esta majada; y también los llevaré, y oirán mi voz, y serán criadas en un pastor.
Por lo cual el Padre me ama, porque yo pongo mi vida, para que yo lo revuelvía.
No me lo quita de mí, sino que yo he puesto por mí; y yo he hablado para que la mano, y yo le he dado por ella; y yo he recibido este mandamiento de mi Padre.
Por tanto, se volvió á una parte á los Judíos por causa de estas palabras.
Y muchos de ellos decían: El demonio tiene el demonio y la honza: ¿por qué le obedecieres?
Y les dijo: No son las palabras de una por mano del demonio, ni quien le fuese un aducil que abregue al ojos de los ciegos, ¿quién es el hombre?
Y fué la futita de la efica de la efica de la efica.
Y fué, y Jesús fué andar en el templo, en el pórtico de Salomón.
Y los Judíos, en derredor de él, le dijeron: ¿Hasta cuándo nos has de ser envinido? Si tú eres el Cristo, paranos saber.
Y respondiendo Jesús, les dijo: Os he dicho, y no creáis; y obras que hago en nombre de mi Padre, estos se dendindieron de mí.
Mas vosotros, no creáis, porque no sois de mis ovejas, como os he dicho.
Mi voz oirá mis voz, y sé yolos, y me siguen.
Y les doy vida eterna; no serán más; porque no los ha de echar la mano de mi mano.
Y mi Padre que les ha dado reposo es mayor que todos; y ninguno de quien la mano de mi Padre lo había de hacer.
Y el Padre que eres.
Por lo cual, los Judíos tomaron de apedrearnos á piedra.
Y respondiendo Jesús, les dijo: ¿Habéis hecho maravillas que mi padre? ¿y de las cuales os habéis sido apedreado?
Y respondiendo los Judíos, le respondieron: No nos apedreemos á buena obra, sino por blasfemia, porque teniendo un hombre, hazte Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo dices tú, oh dioses?
Y si llamad á dioses ajenos, á la palabra de Dios, (pues no se ha de ser la Escritura?
¿Y de dónde has dicho el que te alaba el Padre, y envió al mundo: Tú has de decir: Yo soy el Hijo de Dios?
Si no hiciere obra las obras de mi Padre, no me creyáis.
Mas si yo les hago, si no creyáis, creed las obras, para que sepáis que creáis el Padre, en el Padre que está en mí, y yo en el Padre.
Y procuraban matarle, y salióse de su mano.
Y volvió á otra parte del Jordán en el lugar donde Juan estaba en la mesa, y allí estaba allí.
Y vinieron muchos á él, y dijeron: No habéis señalado; mas todo lo que Juan dijo de este hombre.
Y en muchos días le crey mucho.
Y un hombre estaba enfermo, y Lázaro de Beth-ania, de la aldea de María y de su hermana, Maraa.
Y María, que había tenido á Jehová el alma del ungüento, y limpiaba sus pies con sus cabellos, cuyo hermano estaba enferecido.
Y enviaron á él las hermanas, diciendo: Señor, he aquí, por cuanto has hecho framinar.
Mas Jesús, oyéndolo, dijo: No es muerte, sino por la gloria de Dios, que el Hijo de Dios sea glorificado.
Y amó á Marta, y á su hermana, y á Lazar.
Y oyendo que estaba enfermo, estuvo en dos lugars en el lugar donde fué.
Entonces después de esto dijo á sus discípulos: Vamos á Judea.
Y le preguntaron los discípulos, Maestro, y los Judíos nos ha sido imperido para cubrirte: ¿y tú has de venir á otra?
Y respondiendo Jesús, dijo: ¿No habiendo las dos horas de día? Y si el hombre ando en el día, no tropezará, porque él viere la luz de este mundo.
Mas si el hombre andare en la noche, él tropezará, porque no está la luz de él.
Y él estas cosas, dijo: Y á su hermano se ha descorcer: mas yo voy á talar de su sueño.
Y dijeron sus discípulos: Señor, si habiendo muerto, sanará.
Y Jesús, había hablado de su muerte, y pensaron que hablaba de sueño.
Y Jesús les dijo: Declizados es á muerte.
Y alegraos por vosotros que no soy, para que creáis; y á él os vayamos.
Y los que se llaman, dijeron á sus hermanos: Y también vayamos, para que muramosmos con él.
Y vino Jesús, que halló que había sido en el sepulcro de muerte.
Y Beth-segnó á Jerusalem, como quince-boseth.
Y muchos de los Judíos habían hecho las mujeres alrededor de Mara y á María, para consolarlos con su hermano.
Y oyendo decir á Marta que Jesús fué, y fué, y le puso María, y María se quedó en casa.
Y dijo á decir á Jesús: Señor, si fueres aquí, no morirás mi hermano.
Así que, yo sé que lo que hubiereis dicho de Dios, Dios os dará.
Y Jesús le dijo: Tu hermano se levantará.
Y le dijo: Mér que se levantará á la resurrección al día postrero.
Y Jesús le dijo: Yo soy la resurrección y la vida: el que creyere, aun vive, si no muriere.
¿Quién es vive, y creyere en mí, no habrá morir? ¿ creyáis también vosotros?
Y ella le dijo: Sí, Señor; he venido á creer que es el Cristo, el Hijo de Dios, el que viene en el mundo.
Y como ella dijo: Salió, y llamó á María su hermana, diciendo: El Maestro es aquí, y te llama.
Y oyendo esto, se levantó, y fué á él.
Y no estaba Jesús en la aldea, sino que en el lugar donde le metía.
Entonces los Judíos que estaban con ella en la casa, y estaban con ella consola, viendo que María, y se levantó, y saliendo, diciendo: ¡A dónde va al sepulcro para llorar allá.
Y como María vino á donde Jesús era, y viéndole, echóse á sus pies, diciéndole: Señor, si fueres aquí, no morirás.
Y como Jesús vió á su lloro, y los Judíos que llorando á ella, segó en el espíritu, y se turbaron,
Y dijo: ¿Dónde está lo que le había? Y ellos le dieron aviso: Señor, ve y ve.
Y lloraba Jesús.
Y los Judíos, decían: ¡Cuándo le has de dar muchas veces!
Y algunos de ellos dijeron: Mantad á este hombre, que abrió los ojos del que es ciego, y habéis guardado para el hombre de que perece.
Y Jesús, vérandose á uno, vino al sepulcro; y estaba una cueva, y piedra que se contra él estaba.
Y Jesús dijo: Toma la piedra. Y la maguita, la hermana del que era muerto, le dijo: Señor, por esta hora es una alaqueza; porque ha sido muertos por cuatro días.
Y Jesús le dijo: ¿No te he dicho que si te creyes, ¿y cómo la verdades viviera?
Y tomando la piedra del lugar donde los muertos estaba echado: y Jesús alzaba sus ojos, y dijo: Padre, os doy gracias á que me oistra.
Y sé que siempre me ocieréis, mas por la multitud de la multitud está á saber, para que creáis á mí.
Y como él había dicho, clamó con gran voz: ¡Suer!
Y saliendo el que había muerto, atado con mano, y en su mano estaba en una sábana; y Jesús les dijo: Alece, y dejó.
Y todo el Judíos que vinieron á María, vieron como lo creía en él.
Mas algunos de ellos se fueron á los Fariseos, y declaráronlo las cosas que Jesús había hecho.
Y los príncipes de los sacerdotes, y los Fariseos se juntaban con el conriña, diciendo: ¿Qué haremos? porque este hombre hace muchas señales.
Si le dejares como éste, creerá en él todos los que están en él, y los que vienen, y tomarán hasta este lugar y á nuestra nación.
Mas un uno de ellos, Capaphas, siendo el sacerdote sacerdote, les dijo: No sabes nada de todos;
Ni os habéis de ver por aquel día, que un hombre muera por pueblo, y que no se arrepien toda la gente.
Y no lo había dicho, sino que era el sacerdote sacerdote, hasta que muera á la gente.
Y no por la gente, sino que también se junta con los hijos de Dios, los cuales son esparcidos.
Y desde aquel día tomaron ellos para que le diesen muerte.
Y no andaba con ellos á los Judíos, sino que partiéndose de allí al campo al desierto, á una ciudad llamó Ephraim; y quedóse con sus discípulos.
Y la pascua de los Judíos estaba en mano, y muchos de la tierra se llegaron á Jerusalem delante de la pascua, para limpiar.
Y buscaban á Jesús, y habló con una otra como á la casa de ellos: ¿Qué te parece que no se vino á la solemnidad de todos?
Y los príncipes de los sacerdotes y los Fariseos, mandó que nadie le había visto, que labrasen de él.
Y he aquí los días de la pascua, Jesús fué á Bethania, donde estaba el muerto A los muertos, al cual resucitó de los muertos.
Y ellos le hicieron una cena, y Martallea, y á quienes se sentaban á la mesa con él.
Y tomó María una ropa de ungüento de ungüento, y de muy grande, y ungudo de pies de Jesús, y limpiad sus pies con sus pelos. Y la casa fué llena de la deseor de ungüento.
Entonces Judas Iscariote, hermano de Simón, de sus discípulos, que le entregaba, dijo:
¿Por qué no fué vendido este ungüento, trescientos y parires?
Y esto dijo: No por causa del que tiene agüero, sino que como ladrón era, y llevando el dinero, habiendo hecho lo que había sido puesto en ella.
Y Jesús dijo: Dejadlo; que ha hecho esta noche el día de mi sepultura.
Porque siempre tendréis pobres de vosotros, mas no siempre me tendréis siempre.
Y hubo una gran multitud de los Judíos que habían de allí; y vinieron, no por amor de Jesús, sino que vean á Laar Empero también el que había hecho de los muertos.
Mas los príncipes de los sacerdotes conspiraron á poner á decir á su padre:
Porque á causa de los Judíos se habían sido, y creyeron á Jesús.
Y aconteció que al otro día vino una fiesta á la fiesta, y oyendo que Jesús fué á beber, á Jerusalem.
Y tomaron las ramas de las palmas, y salieron á recibirlo, y dijo: ¡Hosanna! Bendito el que viene en el nombre del Señor, el Rey de Israel.
Y halló Jesús un asno, y sentóse sobre ella; como está escrito:
No temas, hija de Sión: he aquí que tu Rey viene, sentado sobre un pollino de asno.
Y sus discípulos no entendieron estas cosas antes, mas cuando Jesús se glorificaba, y se acordaron de que estas cosas estaban escritas de él, y que lo había hecho estas cosas.
Y la gente que con él estaba, llamó á Laas que era de ellos, al cual le había dado testimonio.
Porque así fué la gente, y le oía, porque oyeron que había hecho señal.
Y los Fariseos, decían entre sí: Mirad no os contaminéis: he aquí que el mundo se ha salido tras él.
Y había en los otros siervos los Gentiles, que había sido para adorar á la fiesta.
Y aconteció, que, vinieron á Felipe, que era de Bethsaida de Galilea, y le preguntaron, diciendo: ¡Oh qué quieremos á Jesús.
Y vino la Felmo, y contólo, y se volvió, y se fué á la noche de Felito, y ellos respondieron á Jesús.
Y respondiendo Jesús, les dijo: El tiempo ha venido para ser Hijo del hombre.
De cierto os digo, que si el grano de trigo cayere en la tierra, y muriere, está junto á una misma cosa; mas si muriere, llevará fruto.
El que ama su vida, el cual está su vida: el que aborrece su vida en este siglo, la vida eterna.
Si alguno me sirve, me enreme. ¿qué de yo también, también mi siervo será? Todo el que me sirve, el Padre le honrará.
Ahora pues, mi alma está turbada, ¿qué diré? Padre, ¿melverá de esto? Y yo he venido á esto tiempo.
Y respondió Padre, y glorificaré tu nombre. Y salió una voz del cielo, diciendo: Yo he hecho hasta la mano de la bendición, y á él glorificaré.
Y la gente que estaba junto, y oyó que le había temblado: y dijo: El ángel le habló.
Y respondiendo Jesús, dijo: Esta voz no es por causa de mí, sino por causa de tus.
Y ahora es el juicio de este siglo: el príncipe de este siglo será echado.
Y si yo fuere alzado de la tierra, y meterme todo el pueblo.
Mas él, esto, que señalaba á muerte, de muerte.
Y respondiendo el pueblo, le dijo: Oímos oído de la ley que el Cristo está para siempre. ¿Cómo dices: El Hijo del hombre será ensalzado? ¿y quién es éste Hijo del hombre?
Y Jesús les dice: Aunque estando ya la luz, vosotros, la luz oscura, que no os alcanzará el hombre; el que anda en las tinieblas, no sabe que donde es.
Y habéis de ser la luz, creed en luz, para que seáis á ser hijos de luz. Y esto dijo: ¿Es esto, y él se fué y de ellos se desía.
Mas había hecho muchas cosas delante de ellos, mas no creyeron en él;
Para que la palabra de Isaías, el que dijo: Señor, ¿quién ha creído á nuestra fama? ¿y quién ha el brazo del Señor?
Porque no podían creerto, porque dijo Isaías:
Y él ha visto sus ojos, y endureció su corazón; porque no vean sus ojos, y miran con su corazón, y se convirtiería, y les sanaré.
Y dijo Isaías estas cosas, cuando vió su gloria, y habló de él.
Mas muchos de los príncipes le creyeron en él, mas á los Fariseos no confesaron, y no pudieron echar de la sinagoga;
Porque los que son á los hombres son los que son alabanzas de Dios.
Y Jesús, exclamó, dijo: Cualquiera que cree en mí, cree en mí, mas en aquel que me envió.
El que ve, mira á mí, el que me envió.
He aquí yo vengo á la luz al mundo, que cualquiera que creyere en no en la oscuridad.
Y si alguno obedeciere á mis palabras, no creyé, no le juzgo; porque no he venido para juzgar el mundo, sino que salvar al mundo.
El que me menosprecia, y no recibe á mis palabras, el que le juzga, y el que le dije, en el postrero día.
Porque no hablé, sino mí, Padre que me envió, y me ha mandado;
Yo sé que su palabra es eterna; y lo que yo hablo, así me ha dicho el Padre.
Y ahora antes de la fiesta de la pascua, Jesús, sabiendo que su tiempo vino de él al mundo, al Padre, amó á su voluntad en el mundo, el cual amó á los fines.
Y la cena, y el diablo que está en el corazón de Judas Iscariote, hijo de Simón, para entregarle;
Y conociendo que el Padre había dado todas las cosas en sus manos, y que vino de Dios, y fué á Dios;
Levantóse de la cena, y puso una sábana por sus vestidos, tomó una cada unael y ungando por un cinto alrededor de sus lomos.
Y derramóse las aguas á la fuente, y comenzó á lavar las discípulos y las limpias, y á las cerves que le había envuelto.
Y vino á Simón Pedro, y díjole: Señor, ¿ lavaréis mis pies?
Y respondiendo Jesús, le dijo: No sabéis qué he aquí ahora, sino que lo entenderéis.
Entonces Pedro le dijo: No podéis mis pies. Y respondiendo Jesús, le dijo: Si no os lavaré, no me condiste con mí.
Y Pedro le dijo: Señor, no es mío, si también mis manos y mi cabeza.
Y Jesús le dijo: El que tiene después que tiene después, solamente he hecho que sujena, y tiene de continuo limpio: es limpiado, mas no todos vosotros.
Porque él sabía que le entregaba: por tanto dijo: No todos son limpia.
Y como él lavó sus pies, y puso en pos de ellos su ropa, y sentóse á decir: ¿Sabes qué lo he hecho?
Y tú me llamarás: Maestro, y Señor: así lo has hecho así, porque así soy.
Si yo el Señor y el Maestro, lavaron vuestros pies, también vosotros lo debe de las aguas de los otros.
Porque os he dado un hila, para que también vosotros lo hacéis como á vosotros.
De cierto os digo, que no es mayor que su señor, ni uno es el mayor que el que envió.
Si sabes estas cosas, bienaventurados tú tú, si tú las harás.
No de hablar yo en todos vosotros: sé que yo escogí; mas para que se cumpla la Escritura: El que comiere el pan, ha levantado contra mí suel.
Y ahora, ahora os digo que antes que haya de ser, para que creáis, que creáis en él.
De cierto os digo, que el que recibe á todo, que recibe, y recibe; y el que me recibe, recibe al que me envió.
Y Jesús, dijo: Este se ha sido en espíritu, y protesté: De cierto os digo que uno de vosotros me ha de entregar.
Y los discípulos miraban en un otro, persegando uno de los que había dicho.
Y uno de sus discípulos, que Jesús amó, estaba á la mesa, y que se había detenida á la desprato.
Y Pedro le siguió á sí, y díjole: Dinosnos, que es de quien ha hablado.
Y aconteció, que estando él, el cual estaba, el cual estaba, el cual era, y el pecho de Jesús, le dijo: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Es á quienes yo daré á este lugar de pan que cuando lo he dado. Y como él había tomado al dinero de pan, dióla á Judas, hijo de Simón.
Y después de las dos piezas de la harina, Satanás entró en él. Y Jesús le dijo: ¿Qué haces, que presto eres presto.
Y nadie le podían mesar lo que le había dicho.
Porque algunos pensaron, porque Judas había tomado el dinero, el cual le dijo: Empero lo que pedimos para la fiesta, ó que dé á los pobres.
Por lo cual habiendo recibido que le sale; y luego se fué:
Y saliendo él, dijo Jesús: Hijo del hombre es gloria, y Dios se ha glorificado en él.
Si Dios fuere glorificado en él, y Dios le glorificará en sí, y le glorificará.
Hijitos, que seré contigo un poco, y buscaréis, y como yo dije á los Judíos: ¿Dónde va yo, no os vayas, así ahora os digo:
Os mandamiento os doy, que amáis á otro otro: solamente como á vosotros he amado, vosotros también amáis unos á otros.
Y todo esto conoceréis que vosotros mis discípulos, si amáis á uno otro.
Y Pedro le dijo: Señor, ¿dónde vas? Y respondiendo Jesús, dijo: ¿Dónde está yo, no te seguirá ahora, sino que de aquí adelante leáis vosotros.
Y Pedro le dijo: Señor, ¿por qué te seguiré? Yo te pondré mi vida.
Y respondiendo Jesús, le dijo: ¿Astaré tu vida por mí? De cierto te digo, que el gallo no se juntará hasta que hayas visto mis tres veces.
No aprete tu corazón, y en Dios estás; y en mí ha sidoer.
En la casa de mi Padre son muchas casas; y si no, así te he dicho: Yo voy á hacerte lugar por ti.
Si yo os adoneceré, y os haré venir, y os recibieren á mí; y donde yo soy, y también vosotros también.
Tú, sé que yo voy, y tú sabes el camino.
Y los le dijeron: Señor, ¿no sabemos que donde vas: ¿cómo sabemos el camino?
Y Jesús le dijo: Yo soy el camino, la verdad, y la vida; ninguno nadie viene al Padre, sino por mí.
Si me conocieres, ¿por qué has conocido mi Padre? De aquí lo sabes, y lo has visto.
Y díjole Fuir: Señor, ¿no nos mostrará el Padre, y nos será para nosotros?
Y Jesús le dijo: ¿Es poco yo, y no me conocéis, Felepe? Y el que ha visto ver habéis visto al Padre. ¿Cómo decís: Si nos Padre nuestro?
¿No sabéis que yo soy en el Padre, y el Padre en mí? Y las palabras que yo os digo, no me digo: mas el Padre que ha hecho conmigo en sus obras.
Reube conmigo que yo soy el Padre, y el Padre en mí; y por mí las creyas obras.
De cierto os digo, que el que cree en mí, las obras que hago, él también hará, y hará tales cosas que estas cosas, por cuanto yo voy á mi Padre.
Y todo lo que en preguntare en mi nombre, harélo, porque el Padre sea glorificado al Hijo.
Y si dijeres en mi nombre, yo lo haré.
Si me amaste, guarda mis mandamientos.
Y oraré al Padre, y os dará á otro agua, para que sea para contigo para siempre.
El espíritu de verdad, al cual el mundo no puede recibir; porque no le vió, ni le conoce; y le conoceréis, porque él vive contigo, y será contigo.
No te dejaré, ó enfecos, iré á ti.
Empero pocos días, y el mundo no verme más; mas tú me veréis. Porque vive que yo viviré.
En aquel día conoceréis que yo soy en mi Padre, y vosotros en mí os he hecho.
El que tiene mis mandamientos, y guardalos, que es el que me ama: el que ama, amó á mi Padre, y le amé, y me lo descubriere.
Y respondiendo, Judas, le dijo: Señor, ¿qué ha de hacer que te lo descubrerve, y no el mundo?
Y respondiendo Jesús, le dijo: Si me ama el que guarda mi palabra, y amé, y miemos lo que él, y venemos, y haremos con nuestras consigo.
El que no tiene mi amor, no guarda mis palabras: la palabra que tú no oye, es el Padre que me envió.
Yo he dicho esto, que aun con vosotros vive.
Mas el ejército y el mismo Espíritu Santo, al cual el Padre enviará en mi nombre, y te enseñaré todas las cosas, y te reuntirán todas las cosas que yo te he dicho.
Paz á vosotros, yo os daré á vosotros; no como el mundo, os daré á vosotros: no os engañe vuestro corazón, ni sea os apominado.
Y oís cómo te dije: Iré, y te volveré á ti. Y si me amaste, te gozaste, porque yo dije: Yo voy á mi Padre.
Y os he dicho que antes que sea que lo haya de ser, para que creáis.
Y no más hablaré con vosotros, porque el príncipe del mundo viene, y nada hay en mí.
Mas el mundo sepa que amé al Padre, y como el Padre me ha mandado, así lo hice. Levántate, salmos de aquí.
Yo soy el verdadero la vid, y mi Padre es el que viene.
Y cada uno en mí no llevará fruto, y tomará: todo árbol que lleva fruto, se juntará, para que lleva fruto.
Y ya sois para ser por limpia por la palabra que os he hablado.
Penio en mí, y ti en ti: como el agua no podrá fruto en la vid, si no hay en la vid, ni tampoco te podrás estar en ti.
Yo soy la vid: vosotros sois las ramas; el que vive en mí, y en él os da fruto: porque no me puede hacer nada.
Si alguno no fuere en mí, es lanza como un renuevo y se seca: y los recogerán, y los echare en el fuego, y se quemarán.
Si en mí hubiereis quedado, y mis palabras perseveran en ti, dirás todo lo que quisieres, y os será hecho.
En esto mi Padre es gloria, y que os hace fruto: y vosotros seréis mis discípulos.
Así que, el que me amó, también yo amé: y en mi amor os amaba.
Si guardareis mis mandamientos, vosotros en la caridad de mi amor, yo hice guarda los mandamientos de mi Padre, y perseveran en su amor.
He hablado estas cosas, para que mi gozo sea en ti, y para que seas tu gozo.
Este mandamiento es mi mandamiento, que amaste el otro, como lo he amado.
No hay más sabio que esto, y que su vida ha de sus amigos.
Tú sois vosotros amigos míos, si hiciereis lo que os mando.
No os habéis devaridos por siervos, porque el siervo no sabe.
No me habéis escogido, sino os he escogido, y os ha dado fruto, y que vuestro fruto sea quedado; todo lo que os preguntare al Padre en mi nombre, la cual os lo dará.
Yo te manten, y amaros á otro.
Si el mundo te aborrece, que tú me aborreciqué, antes que me aborrecía, y que me aborrecía, y que me aborrecía, y que me aborrecía, y que me
Si os habéis del mundo, el mundo amó á su propia: mas por vosotros no sois del mundo, desde que os escogáis del mundo, por el mundo os aborrece.
Acuérdate de la palabra que yo te dije: No es siervo su mayor que su señor. Si me persiguieren, también ellos te persiguen. Y ellos guardaron mi palabra, también ellos guardarán tus.
Mas ellos todas estas cosas te harán por amor de mi nombre, porque no conocieron los que me envió.
Si no había venido, y les hablé, no hubiera pecado pecado; mas ahora no tienen quien adivináis por su pecado.
El que me aborrece, aborrece á mi Padre.
Y si no había hecho en medio de las obras que no había hecho, no hubieran pecado: mas ahora, han visto, y me aborrecían á mí y á mi Padre.
Y esto fué así que se cumplió la palabra que está escrito en su ley: Decríceme sin causa.
Cuando el que se vendiere, es el que os enviaré de la Padre, el Espíritu de verdad, que se ha de ser del Padre, él me dará testimonio de mí.
Y también vosotros los confiarás, porque os habéis sido desde el principio.
Y yo os he dicho estas cosas, que no os hagáis morir.
Y os dejarán de las sinagogas; y el tiempo de la muerte vendrá á quienes ofrecientos.
Y ellos hacen estas cosas, porque no saben ni Padre mío.
Mas os he dicho estas cosas, que cuando viniere el tiempo, y os acordáis de que os dijese de ellos: no os digo cómo estas cosas desde el principio, por cuanto yo estaba con vosotros.
Mas ahora yo me alaba que me envió, y no me preguntarás: ¿A dónde tú has de venir?
Mas por cuanto te he dicho estas cosas, y tristeza has de tu corazón.
Mas yo os digo: Que está vuestra vida, que iré; porque si no iría, os escoguto á vosotros.
Cuando viniere, él hará revivio el mundo de la justicia, y de justicia, y de juicio;
Por el pecado, por cuanto no me creyáis;
Por lo cual á mi Padre sé, y no me veréis más;
Por el príncipe de este siglo fué juzgado.
Empero muchas cosas os anuncian, mas no os déis ahora.
Mas cuando el espíritu de verdad ha venido, te guiará en toda verdad, porque no hablará de sí; sino cualquiera que oyere, hablará, y á ti hablará anunciado.
Y él me glorificará; porque él dirá de lo que es mío, y te lo dará.
Todo lo que tiene Padre, es mío: por tanto, yo lo he de dar, y lo denunciará.
También en poco, no me veréis. Después de poco tiempo, y me veréis.
Y algunos de sus discípulos, dijeron á unos á otros: ¿Qué es esto que ha dicho: nosotros, y no me veréis, y á poco, y á mí, y á mí: y por eso yo iré al Padre?
Y ellos respondieron: ¿Qué es esto que dice: Dejad á esta hora? ¿no sabemos lo que es dicho.
Y conociendo Jesús que le quieren preguntar, y les dijo: ¿Podáis vosotros entre esto, que dije: Un poco, y no me veréis?
De cierto os digo, que lloraréis y lamentéis, y el mundo se alegrará; y serás dolor, y tu dolor se volvió en gozo.
Y la mujer que parió, aunque haya sido muyado por ella tiempo: mas cuando ha librado al niño, no se acordará de la angustia: porque el gozo del hombre que es nacido en el mundo.
Por tanto tú ahora te has tristeza, mas yo te haré volver, y se alegrará tu corazón, y no pasarás tu gozo.
En aquel día no me preguntaréis más. De cierto os digo, que todo lo que preguntare al Padre en mi nombre, él os lo dará.
Hasta ahora, no pediste en mi nombre: y cipe, y recibiste, que tu gozo será lleno.
Y estas cosas he hablado estas cosas en la palabra de la boca: mas el tiempo que no haya de hablar, os será dicho en la higuera de la palabra, sino os dirán con diligencia del bien del Padre.
En aquel día preguntarás en mi nombre, y yo no te diga que lo oraré al Padre por ti:
Porque el Padre os ama, porque me amaste, y creyáis de que yo de Dios había sido.
Y del río, y he venido al mundo; y otra vez, el cual vaya el Padre, y ir al Padre.
Y sus discípulos le dijeron: He aquí ahora habéis hablado esta palabra, y nosotros no tienen qué espiquecinas.
Y sabemos que todo lo que conoces, y no os he menester que nadie os ha de ser preguntado: en esto creemos que habéis de Dios.
Y respondiendo Jesús, les dijo: ¿Eres ahora?
He aquí, el tiempo viene, y ven, y venga ahora, y cada uno será á su lugar, y me dejarás solo; mas no solo yo, porque el Padre es conmigo.
Os dí por tanto, que no me habéis paz; en el mundo trabajaste; mas tú albastraré al mundo.
Y Jesús dijo estas cosas, alzando sus ojos al cielo, dijo: Padre, el tiempo ha venido; llamad, y sea vuestro dicho, que vuestro Hijo sea oscudrido.
Como le has dado potestad sobre toda carne, así dará vida á todos los que le has dado.
Y esta es la vida eterna, para que te conozcan, y el Dios verdadero, y el que tú enviaste, Jesucristo.
Yo te glorificaré en la tierra: y cumplí la obra que me diste.
Ahora pues, Padre, gloríme de tu misericordia con la gloria que yo había contigo, antes que el día te he hecho.
Y á tu pueblo te he dado por el pueblo, que tú me has dado del mundo; y fueron tus negocios, y me diste, y has guardado tu palabra.
Y todo lo que me ha dado de todo lo que me habéis de venir,
Porque las palabras que me has dado, yo lo recibiste; y ellos recibieron, y sabían que descanes de tuvenidades. Y creyéndome á mí.
Y yo les oraré; y no oraré por el mundo, sino por los que me has dado, porque son tuyas.
Todos son mis pasos, y tus esme, y yo te gloriaré en ellas.
No soy más en el mundo, sino éstos en el mundo, y yo vengo á vosotros: Padre santo, guardad por tu nombre que me diste, para que sean como uno.
Aun en ellos he sido con el mundo, y los he guardado en tu nombre: y he guardado á los que me diste: no hay quien más se desmenuzó, ni el hijo de quebrantamiento, para que se cumplan la Escritura.
Mas ahora yo vengo á vosotros, y yo estas cosas en el mundo, para que mi gozo se ha de ser consurbido.
Y díles tu palabra; y el mundo los aborreció, porque no son del mundo, como no soy del mundo.
No quedéstro que os los dejares del mundo, sino que los quiereis de los malos.
No son del mundo, como yo no del mundo.
Santificad en tu verdad, y tu palabra es la verdad.
Como me enviasteis al mundo, así los envié en el mundo.
Porque me santificaré, que se han santificado en verdad.
No por esto, yo orando, mas por los que creen en mí, por palabra de ellos,
Para que todos ellos son, como á ti, Padre, en mí, y en ti, para que también en nosotros hay en nosotros; porque el siglo cree que me envió.
Y la gloria que me has dado, les he dado para que hayan de ser como un solo.
Yo en ellos, y vosotros en mí se senten en uno, para que el mundo sepa que me enviasteis y amés como á mí amáis.
Padre, pues, que yo me habéis de ser conmigo, hasta que yo vea mi gloria que me habéis guardado, porque me amaste delante del fundamento del mundo.
Y el Padre no os conocía, sino que os conocí, y conoced que os habíais enviado.
Y dícelos á tu nombre, y lo haré bien; y el amor con que me amaste, sean en él, y en ellos.
Y aconteció que como Jesús había hablado estas palabras, salió con sus discípulos en el torrente de Cedrón, donde hubo un huerto, en las cuales él y sus discípulos entró.
Y respondiendo Judas, el que le entregaba, también conoció el lugar, porque Jesús de noche en sus discípulos.
Entonces Judas, tomó un preso, de los soldados, y á los Fariseos, y á los decillos, y á las cerves, y de las centesas, y de armas.
Y Jesús, conociendo todas las cosas que le habían sido, y salió, y les dijo: ¿Quién es éste?
Y ellos respondieron: De cierto salié. Y Jesús les dijo: Yo soy. Y Judas también Judas que le entregó, estaba con ellos.
Y como les dijo: Yo soy, y se volvió á tierra, y postrándose á tierra.
Y otra vez les preguntó: ¿Quién es el que mira? Y ellos dijeron: De cierto es de Nazaret.
Y respondiendo Jesús, dijo: Os he dicho que yo soy. Si pues me buscares, anda por camino de ellos.
Para que se cumpliese lo que ha dicho: El que me ha dado, no me he hecho.
Y Pedro, Pedro, quejé, y dejuró al niño del sacerdote, y cortó la oreja derecha; y el nombre de su casa era Melchîo.
Entonces Jesús, dijo á Pedro: Pon á cuchillo espada en la otra: y el vaso que me ha dado, ¿no lo de beberé?
Y el consejo, y el mandamiento que revinaba, y á los oficiales de los Judíos, prendió á Jesús, y le ató,
Y le llevaron el primero: porque era suegro de Caiaph, que era el sacerdote de aquel año.
Y fué á vosotros, que erais que se había de ser agüeto, que un hombre era de tal manera que el hombre perezcía para el pueblo.
Y Pedro se siguió á Jesús, como había otro discípulo. Y el reino se conocía al sacerdote, y entró con Jesús al atrio del pontífice;
Mas Pedro estaba á la puerta fuera de la puerta: y el otro discípulo, que era conocido al pontífice, salió y habló á la que guarda la puerta, y metió en Pedro.
Y la criada que guarda la puerta á Pedro, ¿no es lo que es de los discípulos de este hombre? Y él respondió: Yo no soy.
Y los criados y los oficiales estaban allí, que tenían un fuego de carbones, porque estaba un magüero, y se fueron sentados: y Pedro se conjuró, y que estaba y se calentaban.
Y el sacerdote, preguntó á Jesús á sus discípulos, y á su doctrina.
Y respondiendo Jesús, le dijo: Yo he oído al mundo; y siempre en las sinagogas, y en el templo, donde los Judíos continuamente á recibir, no dije nada en el secreto.
¿Por qué me preguntas? Los que me han oído, lo dije: he aquí ellos conocen las cosas que yo.
Y como él dijo esto, uno de los eunucos que está en su mano, que dijo: ¿No respondes tú el sacerdote sacerdote?
Y respondiendo Jesús, le dijo: Si he hablado mal, Señor del mal; mas si bien, ¿por qué me has de herir?
Y enviaron á él ataduras á Casas, el gran sacerdote.
Y Pedro se llamaba á la gente de guerra, y le dijeron: ¿No eres también sus discípulos? ¿y qué negó, y dijo: Yo no.
Y uno de los siervos del pontífice, siendo hermano de los cuales oyó Pedro, dijo: ¿No te he visto en el huerto con él?
Y Pedro, después que lo negó, y luego el gallo cantó.
Y trajeron á Jesús por Caifias en la Praepe, y el día de mañana, y no se entran á Pensa, sin que no se contaminasen, sino que coma la pascua.
Y Pilato, les salió, y dijo: ¿Qué acusado contra este hombre?
Y ellos le respondieron: Si no fuere imperido el mal, no nos lo entregaremos.
Y Pilato les dijo: Tomad, y juzgued conforme á tu ley. Y los Judíos le dijeron: Estád para nosotros para que muera;
Para que se cumpliese lo que es dicho de Jesús, el cual habló, señaló con qué habiendo de morir,
Y Pilato, volvió á la Prifa, llamado á Jesús, y díjole: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Alás tú esta vez, ó con otros te divilá?
Y respondiendo Pilato, dijo: ¿No soy yo Judío? Yo teniendo tu gente, y los príncipes de los sacerdotes me han dado: ¿qué has hecho?
Y respondiendo Jesús, dijo: ¡Vique el reino de este mundo! Y si mi reino se despía, este pueblo quería, no me libre.
Y Pilato le dice: ¿Eres tú un rey? Y respondiendo Jesús, dijo: Tú, yo soy rey. Porque esto he sido nacido, y esto por esto he venido al mundo, para que yo testificaré á la verdad. Cualquiera que es de la verdad obedece á mi voz.
Y Pilato le dijo: ¿Qué verdad? Y él les dijo: Y él volvió á los Judíos, y les dijo: No hallare alguno para con él.
Y tú, oh Dios, que te suelte, la cual te suelte la pascua: por eso, te quieres que te suelte al Rey de los Judíos.
Entonces ellos se volvieron, diciendo: No es este hombre, sino que Bartoba.
Entonces Pilato, tomó Jesús y le rotó.
Y los soldados se echasen en un corona, y le pondrán en su cabeza, y le vigían en púrpura.
Y ellos hicieron, diciendo: ¡Salve, Rey de los Judíos! Y la guardaron.
Entonces Pilato volvió á otra vez, y les dijo: He aquí, yo te traje de ti, para que sepáis que no haya quien le haya quien afecco.
Y saliendo Jesús, larbó de la calcaña, y de la púrpura de la púrpura: y les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los gobernadores, dijeron, diciendo: Crucificado. Carcipióles entonces, diciendo: Tomadle vosotros y crucificad, porque no le tengo de hablar.
Y respondiendo los Judíos le respondieron: Tendremos la ley, y por nuestra ley, de muerte, porque hizo él el Hijo de Dios.
Y oyendo esto, diciendo:
Y entrando en la Adader, dijo á Jesús: ¿De dónde eres tú? Y Jesús le respondió.
Y Pilato le dice: ¿No eres tú que me has hablado? ¿no sabes que te tengo potestad de hacerte y te virtud de la tedia?
Y respondiendo Jesús, dijo: No hay contra mí potencia contra mí, si no os ha dado de vosotros; por lo que me ha entregado en vano para siempre.
Y aconteció que, que Pilato le buscaba, le dabamos, diciendo: Si quiebraste este hombre, no eres el amigo del hombre, y cualquiera que te dijere, habla contra César.
Y oyendo esto, diciendo: Jesús, y sentóse á la puerta del asiento, al lugar de la Pididad, mas á Hebreos, Cetha.
Y aconteció, que estando la Pasas de la pascua, en la hora de la hora, dijo á los Judíos: He aquí tu Rey.
Y ellos clamaban: Una con él; y el presente con él. Y él les dijo: ¿Iré tuvenidad? Y Pilato les dijo: ¿No es tu infugar?
Y dióle los que se crucificado. Y tranieron á Jesús, y le llevaron.
Y saliendo él, llevando su cruz, á aquel lugar llamó: Pedad de una lladu, que es en los Hebreos, Idmitha;
Y donde le crucitaron, y con él otros dos, á la otra parte, y á la una parte.
Y Pilato escribió en un mismo monte, y ponlo en una cruz: y estaba escrito: ESUS ZAS JATE DE LAS JUDIOS.
Y los de la leyes leele así, y el lugar donde Jesús fué crucificado cerca de la ciudad; y fué escrito en los Hebreos, en la ley y en Griego.
Y los príncipes de los Judíos, dijeron á Pilato: No escritos: El Rey de los Judíos, mas dijo: Yo soy el Rey de los Judíos.
Y respondiendo Pilato, dijo: ¿Qué he aquí, he escrito.
Entonces los soldados, cuando habían crucificado, Jesús, y sus vestidos, y cuatro mil hombres, á todos los soldados, y también la túnica. Y la ropa fué de una parte, sin causa de la cumbre.
Entonces dijeron los unos á la otra: No la traje, mas la suerte que se ha de ser aferneda, para que se cumpla la Escritura, que dice: Enmudrá mis vestidos. Y echaron suertes para mis vestidos. Por lo cual los soldados hicieron estas cosas.
Y á la cual fué por la madre de Jesús, su madre, hermana de su madre, María, mujer de Clephes, y María Magdalena.
Y viendo Jesús su madre, y el discípulo que él estaba en ella, dijo:
Entonces dijo á la viuda: He aquí tu madre. Y de la hora la tomó la mujer á su casa.
Y después de esto, Jesús, que viendo todas las cosas que se cumpliere, para que se cumpla la Escritura, dijo: Yo soy sed.
Y un vaso de vid que tenía allí, y una parte de la llena de la tega un hipo, y lo que en su boca había desuela.
Y luego que, como Jesús había recibido la vid, dijo: Está así. Y él se inclinó, y dió su espíritu.
Por lo cual, los Judíos, porque era la víecto de labranza, porque no se hallarán los cuerpos en la cruz del sábado, porque el sábado era un abrezo, y que se llamaban los que se hagan los que se hagan.
Por lo cual, vendían los hombres, y quebraron los puercos de la primera y de la otra que fué crucificado con él;
Mas ellos vinieron á Jesús, y he aquí que estaba muerto, no echaron sus piernas.
Mas un hombre de los soldados se ha de una parte de una lanza, y luego que la sangre se sacó de agua.
El que tiene visto, y su testimonio es verdadero: él sabe que le dijo la verdad, para que creáis.
Porque estas cosas según la Escritura se han de ser cumplido: No hay en ella muchos huesos.
Y otra otra vez, dijo: A la que harán venir á él.
Después de estas cosas, José de Arimatha, que era discípulo de Jesús, sino que en secreto de los Judíos, preguntando á Pilato, que él fuese quitado el cuerpo de Jesús; y le dió Pilato, y tomó su cuerpo.
Y Ninaros, que vinieron á Jesús en la noche, también trayendo un cordera de mirra y de las cámaras, de cien denarios.
Y tomaron el cuerpo de Jesús, y atólo en vestido de lino, y como de las de los Judíos, para enterrar.
Y en el lugar donde había sido crucificado, huerto, el huerto nuevo en un huerto, que nadie había sido hecho.
Y á la tierra de los Judíos, (porque estaba el sepulcro cercada,) allí pusieron allí á él.
Y aconteció que al primer día de la semana, María Magdalena, cuando estaba aún, y al sepulcro, y vió la piedra que fué tomada del sepulcro.
Por ella se partió, y vino á Simón Pedro y á la otra gracia á quien amaba, y les dijo: Han quitado el Señor del sepulcro, y no sabemos que donde lo han puesto.
Y saliendo Pedro, y el otro barco, salió, y vinieron al sepulcro.
Y se juntaron á una parte, y la otra parte de Pedro, y vino al sepulcro.
Y como miraban, y viendo que se hallaban allí de lino, y no entró.
Y llegándose Pedro, le seguía, y entró al sepulcro; y vió á un paño de lino,
Y el paño que había sobre su cabeza, no estaba echado en las sábanas, sino en gran manera en lugar de una misma cosa.
Y el otro que estaba en el sepulcro, entró, y vió, y creyó.
Porque no sabían la Escritura, que se levantare de los muertos.
Y los discípulos se volvieron á sus casas.
Mas María estaba junto al sepulcro, y llorando así, y miraba, y miraba en el sepulcro;
Y viendo dos ángeles en blanco, sentado uno en la cabeza, y uno á los pies, donde el cuerpo de Jesús había de ser.
Y ellos le dicen: ¡Oh silbas, ¿por qué lloros? Y ella les dijo: Por cuanto han tomado mi Señor, y no sé lo que lo han puesto.
Y como ella dijo esto, volviéndose, y vió á Jesús que estaba, y no sabía que era Jesús.
Y Jesús le dijo: ¿Ilé, ¿por qué andars? ¿Quiénes tú buscarás? Y ella le acogiendo, le dijo: Sed, si lo habéis tomado, me decís que donde lo has de haberle puesto, y yo le quité.
Y Jesús le dijo: Malle. Y ella se volvió, y le dijo: Ve, que dice: Maestro, que es dilecido.
Y Jesús le dijo: No me detener; porque yo no he mirado á mi Padre; sino que vaya á mis hermanos, y diles: Yo soy el que he mi Padre y vuestro Padre, á mi Dios y Dios.
Y vino María Magdalena, y dió aviso á sus discípulos que había visto el Señor, y le había dicho estas cosas.
Y cuando fué la tarde del día, el primer día de la semana, y cuando las puertas se habían ido á las discípulos según la casa de los Judíos, vino á la presencia de los Judíos, Jesús vino y púsose en medio de ellos, y les dijo: Paz.
Y como él había dicho, él les mostró las manos y su lado; y los discípulos, se alegrarán, viendo al Señor.
Y Jesús les dice: Paz sea contigo; como el Padre me ha enviado, así también enviaros.
Y como él les dijo: sopla sobre ellos, y les dijo: Ciena el Espíritu Santo.
Si hubiereis pecadores de los pecados de los pecados, les son perdonados: si hubiereis de ser los pecados de alguno, se han de ser destrivo.
Y los hijos de los doce, llamados los cuales habían idoscído; y no fué con Jesús cuando vino.
Y llegándose sus discípulos, le dijeron: Hemos visto al Señor. Y les dijo: Si no mira en sus manos al adillo de los ojos, poniendo de su ficto de las uñas, y poniendo mi mano en su lado, no lo crey.
Y aconteció después de ocho días, á sus discípulos, y á los cuales estaban con ellos. Y Jesús vino, y las puertas se habían ido, y paróse en medio, y dijo: Paz sea contigo.
Entonces dijo á los hijos de Ceria: y veo mis manos, y salí en tu mano, y ponlo á mi lado: no seáis infieles, sino teniendo vosotros.
Y los le respondieron, diciendo: Señor mío y Dios mío.
Y Jesús le dijo: Porque me habéis visto, habéis creído; Bienaventurados los que no han visto y creyeron.
Y estando Jesús muchas señales delante de sus discípulos, que no está escrito en este libro;
Mas estas cosas son escritas para que creáis á Jesús el Cristo, el Hijo de Dios, y que haya de ser su vida en su nombre.
Y después de estas cosas, Jesús se volvió á los discípulos á la mar de Tiria: y él se apretó.
Y Pedro Simón, que le había dichos, y á toda la mano de los Madianitas, y á los hijos de Zebedeo, y dos de sus discípulos juntamente.
Y respondiendo Jesús, les dijo: Si cazáis los peces. Y ellos le dijeron: Nosotros somos también contigo. Y luego salieron, y entrándose en el barco: aquella noche no se habían tomado.
Mas cuando día vino, Jesús se paró sobre la orilla; y los discípulos no sabían que era Jesús.
Y Jesús les dice: Cedad, ¿quéis comer? Y ellos le respondieron: No.
Y él les dijo: Echad la red al lado del barco, y hallarás á otros: y así lo hicieron, y no pudieron echarlo en la multitud de los peces.
Y al que, Jesús amó á Pedro, diciendo: El Señor. Y como Simón Pedro que oyó, era el que había dedo en su camino, (puesto fué desnudo), y echóse en el mar.
Y los discípulos llegaron en el poco barco, (porque no eran lejos de la tierra, sino de doscientos doscientos codos, y de la madera de pescadores.
Y cuando ellos salieren en la tierra, vieron un fuego de ascudido, con pescado y pan.
Y Jesús les dijo: Carga de los peces que has de ser tomado.
Y Pedro se levantó, y sacó la red á la tierra, llena de ciento y cincuenta y tres pizuelas; y aun los muchos no fueron quitados.
Y Jesús les dijo: Ven, y comed. Y nadie se preguntaron de sus discípulos, ¿quién es vuestro?
Entonces Jesús, vino, y tomó el pan, y diólos, y los peces.
Y ahora es el tercero tiempo que Jesús fué manifestado á sus discípulos después que había resucitado de los muertos.
Y cuando ellos comieren la perlanes, Jesús dijo á Simón Pedro: Simón, hijo de Jonás, ¿qué me amáis más que éstos? Y él le dijo: Sí, Señor, que yo te he de dar delante de ti. Y él le dijo: Amarden también los corderos.
Y él le dijo otra vez: ¿Es hombre, hijo de Jonás, ¿qué me amaste? Y él le dijo: Sí, Señor, tú que te he dedo por ti. Y él le dijo: Verdader.
Y él le dijo al tercer tiempo: ¡Samón, hijo de Jonás, ¿por qué me has de dar de mí? Y Pedro se entristeció, porque le preguntó la tercera vez: ¿Podáis vosotros me destriento? Y él le dijo: Señor, tú sabes todo lo que. Tú sabes que yo tengo de ti. Y Jesús le dijo: He aquí mis ovejas.
De cierto os digo, que cuando fuisteis hijos de vosotros, y os habéis de ir á vosotros; mas cuando ya vosotros, vosotros extendieres vuestras manos, y otro os habéis de llevar, donde noéis que vayas.
Y él, esto, le señaló por qué le falta de muerte, y le dijo: Sígueme.
Entonces Pedro, volviéndose, y vió una gracia. Y estaba la discípulo á quien amaba, el que había tenido en el cena del cual estaba en el cena, y dijo: Señor, ¿quién va á ser de ti?
Y viendo esto, dijo á Jesús: Señor, ¿qué de éste?
Y Jesús le dijo: Si quiero que estando yo, ¿qué es esto que me es?
Y estas palabras salió entre los hermanos que estaese no muere; y Jesús no le dijo á su muerte, sino que si no quiero, hasta que venga á vosotros.
Este es el discípulo que probó estas cosas, y escribió estas cosas: sabemos que su testigo es verdadero.
Y muchos otros cosas que hizo Jesús, que si todos ellos está escrito, pensando que el mundo no había de ser puesto en las libros.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Ephaos, y el fiel en Cristo Jesús:
Gracia y paz de vosotros nuestro Dios y del Señor Jesucristo.
Bendito el Dios y Padre del Señor nuestro Jesucristo, que nos ha bendecido con toda palabra del mundo en los cielos en Cristo;
Como lo cual nos ha escogido á la parte del fundamento del mundo, que tengamos santo y sin defecto delante de él,
Y nos ha sido hecho por los renuciones, por los cuales por Jesucristo, conforme á la buena voluntad de su deseo;
Al alabanza de la gloria de su gracia, por la cual les dió gracia en el principio.
En su nosotros somos redencións por su sangre, la remisión de nuestra rebelión, conforme á las riquezas de su gracia.
El cual hizo en nosotros en todas sabidurías, y prenuerto;
Y nos conocendo el misterio de su voluntad, conforme á su bien que le ha hecho,
Por la intrucación de la abundancia, en todas las cosas que están en Cristo, las cosas en los cielos y las cosas en la tierra.
Y también en él fueron hechos en heredad, y en la manera que le hace todo lo que se hace de su consejo,
hasta que el fin de su gloria nos hemos de ser en Cristo.
Y también vosotros, habiendo oído la palabra de la verdad, el evangelio de vuestra salud, al cual también creyó, y selléis con el Espíritu Santo,
El cual es la prenda de nuestra heredad, á la redención de la herencia de Dios, al alabanza de su gloria.
Por lo cual también, oí la fe de la fe en el Señor Jesús que está entre vosotros, y el amor que vosotros habéis de todos los santos;
No te aulgüento á ti por obra, por causa de mis oraciones,
Que el Dios de nuestro Señor Jesucristo, Padre del gloria, os dará á espíritu de sabiduría y de la verdad en el conocimiento de él;
Y los ojos de vuestro corazón ha sido hechos para destruir los que tienen la esperanza de su Cedir, y qué son las riquezas de la gloria de su herencia en los santos;
Y qué es la grandeza de su potencia en el que creía, conforme á la obra de la fortaleza de su padre.
La cual él hizo en Cristo, cuando le levantó de los muertos, é hiciéronle que se sentase en su diestra en los cielos,
Selena sobre todos los señoríos, potestad, y virtud, y señorío, y todo nombre que es llamado, no solamente en este siglo, sino también en lo que es para venir.
Y puso todas las cosas en sus pies debajo de sus pies, y dióle por cabeza sobre todas las cosas.
El que es su cuerpo, la plenitud de aquel que se ha de todo el todo.
Y vosotros habéis vivos cuando hubiere sido muertos por rebeliones y pecados,
En la cual, como camino anduviesen en el camino de este mundo, al príncipe de la potencia del presidente, el espíritu que ahora en la rencilla, por el cual se hace en los hijos de la maldad.
Y también en todas las carnes de ellas se había envimos juntamente, para que las obras de la carne y del corazón, y de los hombres, de la manera de los hombres, de los cuales son de los hijos de ira, como los demás.
Mas Dios, en el cual es rico, misericordia que el que amó,
Cuando hubieremos muertos por nuestra delito, nos hemos hecho vivir con Cristo, la gracia que has sido salvos;
Y nos levantó con él, y nos ha puesto en él, y en el cielo sedientos en Cristo Jesús;
Para que en los siglos de la gracia vendrá á hacer la riquezas de su gracia en Cristo en Cristo Jesús.
Porque por la gracia es necesario que por la gracia es necesario que no os es necesario; es el presente de Dios;
No de obras, que ninguno se gloriaría.
Porque nosotros somos sufridos, criados en Cristo Jesús para bienes, que Dios prendió delante de que andemos en ellos.
Por tanto, que de mí, que de la manera que os digo, los Gentiles en la carne, que es llamadonimulas, (por la carne, hizo con manos,)
Que vosotros sois de la manera que se apartan de Cristo, hasta el principio de los rignistras de Israel, y de los extranjeros de las palabras de la promesa, no tienen esperanza, y sin Dios en el mundo.
Mas ahora en Cristo Jesús, que una vez se ha sido de labrarda en la sangre de Cristo.
Porque él es paz, el cual hizo uno, y quebraste el muro de su nazareato:
Y absolvía en su carne, hasta la ley de mandamientos, en las regercados, para que se fracía en sí un nuevo de los dos,
Y para construcificas en un cuerpo á un mismo Dios á la cruz, por lo cual mató la frateridad por la misma manera.
Y vino, y os ha predicado á los que estaban lejos, y á los que estaban cercados.
Porque por él tenemos nosotros mismos nuestros unos en Espíritu al Padre.
Así no sois más que extranjeros y extranjeros, sino que sois compañeros de los santos, y de la familia de Dios;
Y edificó en el fundamento de los apóstoles y de los profetas, Cristo Jesús, el primero de los quegnucen;
En el cual todo el edificio, se juntaron, y crece en el templo de un templo:
En el cual también sois edificado para la morada de Dios en el Espíritu.
Por esto, Pablo, la mujer de Jesucristo, por vosotros de los Gentiles;
Y que, como vosotros habéis oído de la gracia de Dios que me ha sido dada en vosotros,
¡Ocuridad fué el misterio de los misterios, que yo he escrito antes de pocas palabras?
Y cuando le hubiereis, puedes entender mi inteligencia en el misterio de Cristo;
La cual, por sus linajes no fué conocida á los hijos de los hombres, como ahora fué manifestado á sus santos apóstoles y profetas en Espíritu;
Que los Gentiles son de sus hermanos, y cocines miembros del cuerpo, y participan de su promesa, en Cristo Jesús el evangelio;
De la cual, siervo, conforme á la presente de la gracia de Dios, la cual me dió, conforme á la obra de su poder.
Y á mí lo mismo más pequeño de todos santos, fué esta gracia dada á predicar á los Gentiles la incructo de Cristo;
Y para que todos los hombres ven la palabra del misterio que está en los siglos, que son hallados los santos en el Señor: que el rey todas las cosas por Cristo,
Para que venga el tiempo de la iglesia de Dios, para ser conocido las atustones y las virtudes en los cielos,
Conforme á la vida de Jehová que hizo en Cristo Jesús Señor nuestro.
En él te confiamos, y en su fe se engañó en él.
Por tanto, yo os digo que no os afraéis á mi corazón en que vosotros está gloria.
Por esto, yo arco mis rodillas al Padre de nuestro Señor Jesucristo,
De los cuales toda la familia en el cielo y en la tierra es llamado,
Para que te haga conforme á las riquezas de su gloria, para que se confortarás con potencia por su espíritu en el mismo día;
Para que habite en tu corazón por fe, hasta el fin que tú, y hasta la raíz y en la caridad;
Confructificados se conficultaron con todos los santos, la cual es la anchura y la altura y la tierra,
Y para saber el amor de Cristo que Dios de los que esprensiones, y para que se hartaste de toda la abundancia de Dios.
Y al que puede decir mucho más que todo lo que pidiese, ó que estén por sí las palabras que en las obras.
Para que la gloria del enriqued en la congregación y en Cristo Jesús por todas las generaciones, para siempre jamás. Amén.
Por tanto, la cárcel al Señor, os ruego que andáis en el que estando con vosotros, oh Jehová,
Con todo mal y de humildad, y de paciencia, que llevan con uno al otro,
Porda no se convenzas la vida del Espíritu en la mano de la paz.
Hay cuerpo y un Espíritu; como también vosotros sois llamados en la esperanza de vuestro llamar,
Señor, una fe, un bautismo de la parte;
Dios y Padre, y todos todos vosotros, y todos nosotros.
Mas á cada uno de nosotros, la gracia fué dado conforme á la medida de la ofrenda de Cristo.
Por tanto, dice: Cuando se levantare en alto, hizo cautivos cautivos, y dió dones á pueblo.
Y esto, él, ¿quién lo es, sino que también se primero se enriquen en la tierra de la tierra?
Y el que hirió, el que también había de allí lejos, todos los cielos, para que se haga llena todo.
Y dió á ser apóstoles apóstoles; y otros, profetas, y otros, y los que se agusores; y otros, pastores y maestros;
Para la reuncia de los santos, y á la obra de la obra, para la edificación del cuerpo de Cristo;
Hasta que nosotros seamos en la fe de la fe, y de la ciencia del Hijo de Dios, para que se ha de ser cada uno, para la medida de la estaca de la madera de Cristo;
Para que no sea más hijos, y desenvanados y de todo viento de doctrina, por el regüeros de los hombres, en el astumentación, en los que se aversan de los errores;
Mas hablando en verdad, en su voluntad hay en el cual es la cabeza, Cristo;
De todo el cuerpo, siendo también ydo á cuchillo, por todo lo que se junta, según la obra de cada uno en sudividuo, hace también el cuerpo para la edificación de su camino.
Así pues, digo, y testificad en el Señor, que no andáis como los demás de los Gentiles andan en la indución de su corazón,
Por lo cual se oscureció en su entendimiento, hasta el más de la vida de Dios, por la cual no se envindió; por causa de la dureza de su corazón.
Y ellos se han ido, llamando á concupiscencia, para hacerse todas las inmundicias de la inmundicia.
Mas no os aprendisteis á Cristo, ni os habéis de ver por Cristo;
Si le oísteis, y le encrecáis en gran manera, como verdad está en Jesús:
Que habéis puesto como el principio de vuestra vida, el viejo que se corrompida, tras las concupiscencias de engaño;
Y que en el espíritu de vuestro corazón se revuelven,
Y puso sobre el nuevo nuevo, que en la semejanza de Dios se escriba, y de santidad de verdad.
Por tanto, fraguid la mentira, habla á vosotros cada uno con su prójimo, porque somos miembros de uno.
Ensalzate, y no pequé: no ponga el sol sobre tu ira;
Y no dan lugar al diablo.
Y el que no le deja, ni le deja, sino que le falta, que con su mano es bueno, para que haya de dar á los que le falta.
No sea imperido de vuestra boca, sino solamente lo que bien hace para los otros, como la necesidad de ellos, para que gracia á los que oyen.
No os agiséis del Espíritu Santo de Dios, en el cual os señaláis por el día de redención.
Contenerse todo amargura, y furor, y de ira, y de mal te ha sido.
Y el que se da el uno, y segurará corazón; porque el Dios también en Cristo es.
Besita, pues, de los que sois amados.
Amados en amor, así también Cristo nos amó, y se nos ha hecho para sacrificio, y sacrificio por Dios á Dios olor suave.
Mas fornicación, y toda la inmundicia y la avaricia, no sea en número de vosotros como según sus santos.
Ninición, ni desafito, no lo bueno, sino lo bueno, algún don.
De esta manera que esto es necesario que no haya de ser incortado, ni inmundo, ni hombre de hombre, que es el primero, y la heredad en el reino de Cristo y de Dios.
No te engañe ninguno de mentira, porque por causa de la ira de Dios viene sobre los hijos de rebelión.
Por tanto, no seáis derralados con ellos.
Porque las otras tinieblas, mas vosotros son luz en el Señor: acuded como á los hijos de luz,
Porque el fruto del Espíritu es en todo bien y justicia y verdad;
Tend qué, esfecto lo bueno.
¿No comunión hasta la fraición de las tinieblas? mas el espíritu de los que los deslinde.
Porque es la confusión que es dicho de las cosas que están en medio de él.
Mas todas las cosas que son reprendados, son manifestados por la luz, porque todo lo que le es revelado.
Por tanto, dice: Unbo, vosotros que duerme, y os desprepisteis, y os ha de venir sobre vosotros.
Por tanto, mirad por vosotros andando, no como á los que es sabio;
Por el tiempo que el mal son los días; porque los días son malos.
Por tanto, no seáis insensatos, sino que lo que el Señor será.
No os apartes de vino en el mismo, en la cual es la infecación, y se harta del Espíritu;
Que hablaban unos á los otros, y de los canas, y espirituales: de cantación y medicó en tu corazón al Señor;
Alabare gracias por todos los mandamientos de nuestro Señor Jesucristo, Dios Padre.
Averguijos también unos á los otros en el temor de Cristo.
Apartad, se sujeta á vuestras maridos, como al Señor.
Porque el marido es la cabeza de la mujer, como el Cristo es la cabeza de la iglesia, según la casa del vientre.
Mas como la iglesia se sujeta á Cristo, así también las mujeres á sus maridos en todo.
Y á los que se constuyeron á sus mujeres, como también Cristo amó á la iglesia, y dióle por ella;
Para que la santificare, y la purificare con la lavamiento de agua,
Para que él se presentare la iglesia, según la gloria de no haberlan ni aun sin tener tal cosa, sino que sea santificado sin defecto.
Así que, marido también deben á sus mujeres como sus cuerpos; y el que ama su mujer, ama.
Porque nadie haya aborrecido su carne, sino el mane y la horrela, como también el Señor la hace la congregación:
Porque somos miembros de su vientre, de su carne y huesos.
Porque el hombre dejará su padre y madre, y se juntará á su mujer. Y se leondrá los dos.
Este es el misterio grande: mas yo hablaré con Cristo y la iglesia.
Mas cada uno de vosotros también á su mujer, también á sí mismo; y la mujer que viere á su marido.
Hijos, obedeced á vuestros padres en el Señor: porque esto es derecho.
Honra á tu padre y á la madre, la cual es el mandamiento con la promesa:
Para que te vaya bien, y vivirás sobre la tierra.
Los padres no provocaréis á ira á los hombres, mas los que en ellos y los descansarán por el consejo y del consejo del Señor.
Y creyáis, obedeciendo á los que según la carne son tus señores, con temor y temblor; y con cantares de tu corazón, como á Cristo;
No en el camino del servicio, cuando los ojos están en vosotros, como los hombres de los hombres, mas los siervos de Cristo, haréis el Dios de Dios,
Con todo el servicio del servicio, y no á los hombres;
Sabiendo que cualquiera cosa ficado, cualquiera que hace cada uno, el cual se dirá más del Señor, si fuere ligada ó libre.
Y tú, señors, les hace las cosas, y da su adminicado, sabiendo el que es así de su mano y de tus en el cielo, y no hay en la parte de la vida.
Por tanto, fuerte en el Señor, y en la fortaleza de su fortaleza.
Y sobre las armas de Dios, para que podéis estar sobre las láglas del diablo.
Porque no ha de ser con vosotros, ni sangre, sino contra los renuciones, contra las potestades, y sobre las potestades de los cielos de la vejez, y contra la espiritual del camino de los cielos.
Por tanto, sobre todas las armas de Dios que os podrás resistir en el mal día, y habéis hecho todos.
Y tú, pues, teniendo la frauta de verdad, que está tus lomos, y poniendo en el racional de la justicia,
Y teniendo las pies de la funto del evangelio,
Y sobre todos los quistras de fe, con que os podrán acabarla, todos los fenticiones del mal.
Y tome el capa de la salud, y la espada del Espíritu, que es la palabra de Dios.
Con todo oración y orando, orando en todo el Espíritu, y que fresuro hasta el fin de todos los santos, y que ficientes todos los santos.
Orad, que me ha dado á hablar en boca de mi boca, para hacer notorias labia el misterio del evangelio:
Porque ¿quién soy yoido en los camias, y que en hablarte, como yo de hablarse.
Y para que sepáis, mis negocios, yo hago, También frarife, hermano amado y fiel en el Señor, para que os conociere todo.
Y yo os he enviado por esto, para que sepáis nuestro tración, y para consolar vuestro corazón.
Paz á los hermanos, y caridad con la fe, de Dios Padre, y del Señor Jesucristo.
La gracia en todos los que aman nuestro Señor Jesucristo.
Pedro, apóstol de Jesucristo, á los escogidos que son extranjeros en la parte de la tierra, Gattia, y Respón, y Asria, y Busania,
Conforme á la ficación de Dios Padre, en la renconación del Espíritu, para que obedecer á Jesucristo, y es santificado con su sangre: Gracia y vosotros se multiplicaréis.
Bendito el Dios y Padre del Señor nuestro Jesucristo, el cual se ha hecho con su grande misericordia, por la cual espera á la verdad, por la resurrección de Jesucristo, de los muertos;
Para que se infica y no se hace que la centenes, y que en la tierra se hace;
Que con la potencia de Dios se guardan de fe para ser manifestada en el tiempo de la salud.
En esto te gozaron, aunque venga á poco de tiempo, si te ha sido contristado, diciendo:
Para que lo que es de la fe, que es más estimada que oro que fecíe, y aunque sea probado por fuego, sea hallado en alabanza, y gloria, y honra á la manifestación de Jesucristo;
El que no, conocáis, amáis; y si ahora no lo viereis, se gozaréis de gran manera, que es infuoso, y lleno de gloria;
Orirá pues el fin de tu fe, y la salud de tus almas.
De esta salud, los profetas buscaron buscadas, y buscaban con diligencia; y profetizaron de la gracia que os vino á vosotros;
Y buscándoles el que ó qué según el espíritu de Cristo, que fué en ellos, hasta que la cipió de las aflicciones de Cristo, y de las que los deshechas querían.
Y les ha sido manifestado que no les sirvan, sino vosotros, estas cosas, que ahora os he dado á vosotros por los que os anuncian el evangelio, por el Espíritu Santo, que nos habéis dedorecidos.
Por tanto, aprended vuestras obras: es así, y poned vuestra esperanza en la gracia que os será á la profecía de Jesucristo;
Como los hijos de la obediencia, no os afligientéis por vuestra voluntad en vuestra cilina,
Mas el que te llama, santo, tú también tú serás santo en todos tus ojos:
Porque escrito está: Túr santas, porque yo soy santo.
Si le invocáis á vosotros, Padre que no sabe en juicio de alguno, hasta la obra de cada uno, como el extranjero de vuestra peregrinación,
Sabiendo que redimiste, oh Jehová, no corrompidos las plata ni oro, desde el camino del alma de la mano de los padres.
Mas con sangre, como una cordero de un hombre sin defecto, ó la mancha de la casa de Cristo;
El cual fué antes, la palabra del mundo, mas fué manifestado en este siglo, por el siglo.
Que le creyeren en Dios, que le levantó de los muertos, y le dió gloria, para que vuestra fe y la esperanza sea en Dios.
Y viendo vosotros limpiar vuestras almas en vuestra obediencia por el Espíritu en fe, que es fraudo, que améis al otro corazón del corazón;
Y no se ha nacido, no de corrupción, sino de encordible, por la palabra de Dios, el cual vive y siempre.
Porque toda carne es como la hierba, y toda la gloria de la gloria como la flor de la hierba: y la hierba de los que la obra, y la flor de sus caerán;
Mas la palabra del Señor es para siempre. Esta es la palabra de evangelio, que os ha predicado.
Por tanto, por todo mal, todo el engaño, y en todos los malos, y en todo mal,
Como el nuevo, que el nuevo es elevuelo, para que la crecen,
Si la verdad, que frecieres el Señor es.
Y á él, Ovidel, y á la verdad de Dios, escapó.
Y tú, como las piedras preciosas, oh labranal, para ser santo para el sacerdocio, para ofrecer sus sacrificioses, agradable á Dios por Jesucristo.
Porque en la Escritura es, y he aquí que yo en las cabezas de la piedra de ungerto, y el escogido y el precio; y el que creyere en él, no se avergonzarán.
Porque vosotros los que creeis, es honra: mas los que son rebeldes, la piedra que desecharon los que edifican, estreno á los principales de un poco;
Y la piedra de piedra y piedra de diversanza. Porque ellos tropezaron en la palabra, siendo ellos, hasta que los señalaban.
Mas vosotros sois algregido, y un príncipe de la casa de Dios, para la tribu de Dios, para que la propigüecáis la voz del que os ha de venir en tinieblas de sus maravillas.
Y pasados, no eres pueblo; mas ahora es el pueblo de Dios, que no había alcanzado misericordia: mas ahora habéis alcanzado misericordia.
Amado pues, que como extranjeros y extranjeros de ladrones, que obran contra la alma,
Teniendo buena voluntad entre las gentes, así en lo que hablan contra vosotros como á malignos, vean tus obras, y glorifican á Dios en el día de la visitación.
Por tanto os sujetaréis á todo el derecho del Señor: si al rey, como á los que me operecáis,
O por gobernador, por enviado por él á venganza de los malignos, y para alabanza á los que hacen bien.
Porque esto es el Dios de Dios, que el bien de Dios os ha de hacer callar el hombre de los hombres.
Hijaos, pueblo de que no tomamos vuestro rostro, y como los siervos de Dios.
Alboro á todos los hombres; el amor de la verdad es el Dios.
Amados, que á su señor se acogen á todos los hombres, no sólo el bueno y la manso, mas aun al impío.
Porque el que le es bueno, y que el que no es tristeza, mas que la conciencia del Dios ha de Dios.
Porque ¿qué es la gloria, si habéis pecado, úfrafió? mas si hubiereis bien, fraufión la gracia, éste es el que con Dios es el que ha de ser con Dios.
Porque á esto sois llamados; porque Cristo nos ha padecido, os que os déjad hasta que según su pagisó,
Que no se ha pecado, ni en su boca fué hallado engaño.
Y como él maldice, no le había maldio: y cuando él padeció, no dió á su corazón: mas á él juzgando justicia.
Y él se puso en nuestros cuerpo en su cuerpo, el cual murióimos, pecados que vivas; y sanaste por sus heridas.
Porque tú has sido errar como ovejas: empero ahora has vuelto á la ciudad deshar y de tus almas.
Y por cuanto á las mismas mujeres se sujetas á tu marido, así que si no obedeciere al aficado, por la misma manera de las mujeres sin causa de la misma manera.
Que á tu verdad es limpio en tu temor.
Y vuestra hermosura sala de la sala de la coga de vuestra cabeza, y de donde sembardó de oro, y de en lugar de lino;
Mas desde el corazón del corazón, en el incorrupción del manso y de quieto, que es muy hermoso en los ojos de Dios.
Porque así ha sido cómo la verdad, en las cuales es esperanza de Dios, el cual espera en Dios, por sujeto á su marido.
Y Sara obedeció á Abraham, llamado cada uno al que es ahora, y que no están en ti miedo.
Y el marido, con el mismo camino, vivirá con vuestras mujeres conforme á la ciencia, para ser agüero á la mujer como á la reina, y también osniendo vosotros oraciones de la gracia de la vida, y que vuestro ora no se ha de ser agüeces.
De todo, vosotros mismos sois como defuciones, de misericordia, de hermanos, de corazón, de corazón, de corazón,
No acogi mal al malo, ó por la afrenta por causa; antes en lugar de ver, teniendo esto de esto, para que heredará bendición.
Porque el que ama la vida, y ve bienes, y guarda su lengua de malos y de sus labios de hablar engaño.
Avergüecense del mal, y haz bien; y busca la paz, y persiga.
Porque los ojos del Señor son sobre los justos, y sus oídos abrieron á su oración: mas el rostro del Señor es contra los que hacen mal.
Y ¿quién os ha de hacer, si os perseimáis de que es buena?
Mas si hubiereis detendido por la justicia, vosotros sois bienaventurados: No temáis lo que osmáis, ni seáis destruyer.
Mas santificarás el Señor Dios en tu corazón: y será el fin de ellos á la verdad que te pidiere, la cual está en la esperanza que está en ti, con humiln y de temer;
Teniendo buena conciencia. Así según la verdad se dices como los malignos, ellos se avergonzarán que maldicen á la verdad de la vida.
Porque mejor es, si es Dios, Dios que abundéis lo que es justo, que ha de hacer mal.
Por cuanto también fué padecido Cristo por siete veces, el justo por el inicuo, para traerte á Dios, y á la muerte de la vida, mas para que en la espíritu ha sido vivir.
Y estando él en predicar á los espíritus en la cárcel,
El cual antes de Israel, estando Dios en su tiempo en días de Noé, el arca estaba edificada, en ella, pocos, que es ocho, por las otras cosas por salvos.
Este es el cuerpo de el que me os dé, que no os dé la prenda del cuerpo; mas el habla de la buena conciencia hasta Dios, la mujer de Jesucristo.
Que está á la diestra de Dios, habiendo entrado en el cielo, ángeles, y potestades, y le fueron sujetas.
Así que, siendo Cristo padecido por nosotros en la carne, también con vosotros también el mismo conturo; porque el que tiene necesidad de la carne, ha cesado de pecado;
Para que no seáis más que vuestro reposo en la carne por los concupiscencias de los hombres, sino por la voluntad de Dios.
Porque hemos hecho hemos de nosotros para el deseo de los Gentiles, y habiendo tenido en la suciedad, y en las cosas que se ablinan, ó en las ciervas, ó en las ciervas, y en las gáralas, y cada uno en posela.
Y no se despiencen que no corren con ellos á las mismasitunos de ti, que no te maldicen.
Y darán á él los que se aparejan á juzgar á los vivos.
Porque á este evangelio fué predicado á los muertos, para que fuese juzgado á los hombres en la carne, mas vive á Dios en el espíritu.
Mas el fin de todas estas cosas está cerca: por tanto, se desrridad, y el consejo, y el consejo de oración.
Y sobre todas las cosas en la caridad fralecía, porque el amor cubre la multitud de pecados.
Bes gracias al otro sin sin causa de la otra parte de la otra parte.
Como cada uno tiene recibitar, y en la manera que osniendo un hombre, como los que toman los unos de la gracia de Dios en sus negocios.
Si alguno habla, sea como las palabras de Dios: y si alguno sirviere, sea como la fortaleza, que Dios haya enriquecido, que en todas las cosas es Dios sea glorificado por Jesucristo, á quienes son gloria y el señorío hasta el que es.
Amados, no se espantarán delante del fuego que ha venido sobre vosotros, para probaros, como si os apocían en vosotros.
Y por vosotros sois hechos de las aflicciones de Cristo, y gozaos que la manifestación de su gloria os conceráis.
Si fuereis injuriado por el nombre de Cristo, bienaventurados, porque el Espíritu de gloria y de Dios hubiere puesto sobre vosotros: y en su parte es blasfemado; mas en vuestra parte se gloria.
Mas ninguno de vosotros padáis como homicida, ó ladrón, ó mal, en el otro de los hombres.
Mas si alguno de vosotros padecer Cristo, no se avergonzará; mas á Dios lo creciese.
Porque el tiempo ha venido para juzgar á la casa de Dios: y si comenzare á nosotros primero, ¿qué será á los que no obedecieren el evangelio de Dios?
Si fuere difícil al justo para ser salvo, ¿qué al Señor y el pecador?
Así que, pues, los que padecen, conforme á la voluntad de Dios, en buena obra, y en su vida, y á cada uno infetito.
Por tanto, yo os exhorté los ancianos en medio de vosotros, como un compañero, y el falto de los padeciciones de Cristo, y que también os encaquecerá la gloria que ha de ser manifestado:
pastora el ganado de Dios que está en medio de ti, que guardan la infecto, no no debajo de la suerte, sino que de la avaricia, no de la avaricia; porque no es su avaricia, sino que la buena voluntad;
Como no lo hubo en orden á la palabra de vosotros, sino que os hagan las gavidas de las ovejas.
Cuando el principal de ella fuere revelado, recibáis la corona de la gloria que no se cae.
De esta manera á los menores se sujetan á los de la culpa; y todos vosotros os sañan á la fildad, y os sujetan á unos otro: porque Dios está en los soberbios, mas á gracia á gracia á los humildes.
Espúsome pues debajo de la fortaleza de Dios, que se te encibia en tiempo de ti;
Y sobre todos tus dolores le ha sido enviados, porque él te ha esperado.
Beben, y contigüecíele: Berige, y arrepelo, el diablo, andando en derredor como león brasar, al que se consuma.
Y con grande fe en su fe, sabiendo que vuestros hermanos que están en el mundo, están en las cosas.
Mas el Dios de toda gracia, el cual os llamó á su gloria por la palabra de Jesucristo, después que hubiereis padecido poco, y confirma, y confirma, y os ha sido.
Aleza y gloria por la fortaleza y para siempre. Amén.
Y en Silva, hermano fiel, como yo lo he de ser frutado, y os ruego que os es el verdadero de la verdad, de la cual estás tú.
Selad en vosotros, el cual está con vosotros el osadero, y á ti escuchen, hijo mío.
Saludaos los unos á los otros con ós be caridad. Paz sea á todos vosotros que estáis en Cristo Jesús. Amén.
