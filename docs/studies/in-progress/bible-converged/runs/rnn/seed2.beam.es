En los días, cuando los jueces son juzgados, hubo hambre en la tierra; y un hombre de Beth-lehem de Judá, para morar en tierra de Moab, y á su mujer y sus dos hijos.
Y fué el nombre del hombre Eliph, y el nombre de su mujer Naam; y los nombres de sus dos hijos fueron Maale, y Chilías, y de los de Beth-lehem de Judá; y vinieron á la tierra de Moab, y habitaron allí.
Y respondió Eli, el nombre de su hijo murió; y fué dejada con sus dos hijos.
Y tomaron para sí las mujeres de las mujeres de Moab, y el nombre de la una era de Ada, y el nombre de la otra era Ruth; y habitaron allí diez años.
Y murió Maalo, y Chille ambos murió; y la mujer era destrucida de sus dos hijos y de su marido.
Entonces se levantó con sus suegros, para volverse de la tierra de Moab; porque había oído en la tierra de Moab, cómo Jehová había visitado á su pueblo en darle pan.
Y salió del lugar donde estaba, y sus dos hijas que estaban con ella; y fueron para el camino para volver á la tierra de Judá.
Entonces dijo Nañas á sus dos hijas: Id, cada uno de vosotros á la casa de su madre. Así Jehová vuestro misericordia con vosotros, como habéis hecho con los muertos y con mí.
Y Jehová te dé que te hallares, cada uno de su casa en la casa de su marido. Y ella besó, y alzando su voz, lloró.
Y ellos le respondieron: No, sino que te vuelvamos á tu pueblo.
Y dijo Israel: Ve, y mis hijas. ¿Por qué quieres que vas conmigo? ¿no tengo yo en tu vientre, para que sean tu marido?
Ve, oh doncellas, salen tu camino; porque soy digno de tu marido: porque si dijere: Yo espero; si he de dar un marido esta noche, y también te daré hijos,
¿No te has de esperar hasta que se afaner? ¿y por qué te has de dar?
Y alzando sus voces, lloraron, y besó la suegera, mas Riqué con ella.
Y ella dijo: He aquí tu hermana se ha vuelto á su pueblo y á su dios, y tus ojos se han ido.
Y dijo Risth: No me constéis á ti, y á volverte de en pos de ti; porque donde anduvies, yo iré; y te aborre, y yo te daré; y tu pueblo será mi pueblo, y tu Dios Dios.
¿De dónde moriréis, moriré, y seré sepultado? Así me haga Jehová, y así me añada, si cosa es que me es muerte.
Y viendo esto, que había determinado de ir con ella, dejó de ella.
Fueron pues ambos, hasta que viniesen á Beth-lehem; y como habían venido á Beth-lehem, toda la ciudad fué destrucido de ellos, y dijeron: ¿Es este hombre?
Y ella les dijo: No me llamas á Israel; llamame á Mara, porque el Omnipotente había hecho conmigo muy grande.
Y salí, y Jehová me ha tornado otra serpiente: ¿por qué me llamas de Navo, que Jehová ha testificado contra mí, y el Omnipotente me ha salvado?
Y volvióse Israel, y Ruth-benim, de los de su mujer, la cual se volvió de la tierra de Moab; y vinieron á Beth-lehem en el principio de la siega de cebada.
Y Najom, hermano de su marido, varón de riquezas, de la familia de Elimelech, y su nombre Boaz.
Y dijo Ruth-samita, de los hijos de Nabami: ymeja ahora al campo, y rebusc entre los oídos del grano después que le hallaren. Y ella le dijo: Ve, hija mía.
Y ella fué, y vino y rebuscó en el campo en pos de los segadores; y fué á venir á la parte del campo de á Bir, el cual era de la familia de Elimelech.
Y he aquí, Boca vino de Beth-lehem, y dijo á los que segaban: Jehová sea contigo. Y ellos respondieron: Jehová te bendiga.
Entonces dijo Booz á su criado que tenía sobre los segadores: ¿Quién es ésta la moza?
Y el siervo que estaba sobre los segadores, respondió: Es la Moab de la gente de Israel, de la tierra de Moab.
Y ella dijo: Ruégote que me rebuscáis, y coged tras los que se sigeguen entre los sigas. Y ella fué, y ha decretado hasta la mañana hasta ahora, excepto uno de un poco en casa.
Entonces Buso, dijo á Risth: Oye, hija mía, y no segas en otro campo, y no salgas de aquí, sino que estés aquí á mis criadas.
Y vuestros ojos estén en el campo, y siegan, y después de ellos; y yo mandé á los mancebos no te tocantes, cuando estuvieres sed, y ves á los vasos, y bebas de lo que los mancebos han vengado.
Y tornóse sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que me has de ver?
Y respondió Booz, y dijo: Yo he dicho todas las cosas que has hecho á tu madre, que de la muerte de tu marido, y cómo has dejado tu padre y tu madre, y la tierra de tu nacimiento, y has venido á pueblo que no has conocido.
Confesad, pues, Jehová tu obra, y se pagará delante de Jehová el Dios de Israel, debajo de cuyas alas has venido á buscar.
Y ella dijo: Haré gracia en tus ojos, mi señor, porque me has consolado, y por cuanto has dicho á tu siervo, aunque no soy como uno de tus siervos.
Y al tiempo de ellos dijo: Levántate, y comed pan, y pon tu boca á la vinagre. Y ella se sentó junto á los segas, y pasaron de su grano tocas: y comió, y se hartará, y quedóse de él.
Y ella, cuando se levantare rebuscado, mandó llamar á sus mancebos, diciendo: Sea rebustado entre los vecinos, y no la descubráis.
Y aullará la una parte de las llagas, y la poserá; y rebuscose, y no la rencáis.
Y rebustólo en el campo hasta la tarde, y ella hirió donde había rebuscado, y fué de un epha de cebada.
Entonces la tomó, y entróse en la ciudad; y su madre lo vieron lo que había rebuscado; y ella salió, y dióla á lo que había dejado después de ella.
Y su madre le dijo: ¿Dónde estás cerco? ¿y qué has hecho esto? Bendito el que no te estuiere. Y ella dijo á su madre que había hecho, diciendo: El nombre de los que yo he hecho esto, que es el día de hoy.
Y Nañe decía á su nuera: Bendito sea á Jehová, que no dejaba su misericordia á los vivientes y á los muertos. Y respondióle Israel: El hombre es semejante á nosotros, uno de nuestro cercano.
Y á los hijos de Moab dijo: Sí, diciendo: Tú has de venir á mis mozos, hasta que acabaron de toda mi siega.
Y Nabudcamente dijo á Ruth-sam: Este es mi hija, y salid con sus criadas, y que no te encontraren en el otro.
Y ella se fué á las criadas de Boc, y rebuscándose el cabo de la siega de cebada, y de la siega, y habitaron con su madre.
Y su padre le dijo: Mi hija no te mataré, para que sea bien contigo.
Y no se roga de nuestros parientes, y á las que te quieren las criadas, he aquí que él ha de tener la cebada á la muerte.
Por tanto, segará tú, y te vegiste, y atavite, y desciende á la era; mas no te rehusas al hombre hasta que haya de comer y bebiere.
Y será que cuando se echare, que no te pondrá el lugar donde está echado; y entréis, y descubrele, y descubrele sus pies, y os hará saber lo que ha de hacer.
Y ella le dijo: Todo lo que dijeres, yo haré.
Y descendió á la era, é hizo todo lo que le subiere.
Y aconteció que, cuando se Bobre de noche y bebía, y su corazón estaba alegre, vino á dormir en el cabo del montón de grano: y ella vino, y descubrió sus pies, y acostóse.
Y aconteció á la media noche, el hombre se apretó, y se volvieron, y he aquí una mujer que estaba en sus pies.
Y dijo: ¿Quién eres tú? Y ella respondió: Yo soy Ruth tu siervo. Por tanto, extendió la punta de tu manto sobre tu siervo; porque tú eres el cercano.
Y él dijo: Bendito seas tú de Jehová, mi hija; y has hecho más misericordia que el principio de los principios; porque no has dedo á los mancebos, ó pobre ó rico.
Ahora pues, hija mía, no temas: yo te haré todo lo que dijeres: porque toda la ciudad de mi pueblo sabe, que eres digno de mujer.
Y la verdad que yo soy cerca de su pariente: mas el que está cerca del que mora.
Estad la noche de la noche, y en la mañana, si hará pasar por vosotros la parte de la pariente del bien. Y la haga la guarda del cargo. Y si no hiciereis la guarda del aposcos de vosotros, yo pondré la guarda del santuario de vosotros, como Jehová vive. Y desciende á la mañana hasta la mañana.
Y ella se echó de sus pies hasta la mañana, entonces se levantó delante de una manera. Y él dijo: No sea que la mujer ha venido á la era.
Y él dijo: Traedme el hombre que está sobre vosotros, y lo tomad. Y ella lo tomó, y midió seis codos de cebada, y púsolo sobre ella; y entró á la ciudad.
Y ella fué á su suegro, diciendo: ¿Cómo ha de ir á mi hija? Y ella respondió á todo lo que el hombre le había hecho.
Y ella dijo: El me ha dado por seis medidas de cebada; porque dijo: No vay vacío á tu madre.
Y ella dijo: Espera, hija mía, hasta que sepas lo que ha de acontecer: porque el hombre no sabe hasta que haya cumplido este día.
Y subió voces á la puerta, y sentóse allí: y he aquí la baja cerca del cuya presencia habló, diciendo: Pasad acá, amigo, y ponte. Y él pasó, y sentóse.
Y tomó Bod á diez varones de los ancianos de la ciudad, y dijeron: Siéntate aquí, y se sentaron.
Y dijo á los cercanos: Momi, que ha salido de la tierra de Moab, el cual vendió la madera de la tierra, que era nuestro hermano el Eli.
Yo os he dicho, diciendo: Delante de los que están sentados, y delante de los ancianos de mi pueblo. Y si lo redimieres, redimelo; y si no lo redimieres, di á mí, para que sepa. Porque no hay quien lo rescatará acerca de ti; y yo soy después de ti. Y dijo: Yo lo redimirá.
Entonces Booz dijo: En el día que compraste el campo de la mano de Nomí, para comprarla también de Ruth Moabita, mujer de los muertos, para levantar el nombre de los muertos sobre su heredad.
Dicieron las cosas á la vanidad, diciendo: No me lo descubriré, porque no me acostaré mi heredad; y mi diestra de posesión es para ti, para que no lo redimí.
Y esta era la costumbre en el día primero de Israel, y de acerca de lo que estaba, y confirmó todas las cosas: el hombre tomó hasta la arena, y diólo á su prójimo, y así fué el camino de los páblicos en el Israel.
Llegaron luego los decándoses á Boc: Búyalo, y tomó su arena.
Y dijo voces á los ancianos y á todo el pueblo: Vosotros sois testigos, para que yo compraré todo lo que erais de Eli, y á todo lo que fué hijo de Childades, y de mano de Naomi.
Y á Muthar á Moab, la mujer de Mahar, he venido á ser mi mujer, para levantar el nombre de los muertos sobre su heredad, y el nombre de los muertos no será cortado de entre sus hermanos y de la puerta de su lugar. Vosotros sois testigos, hoy.
Y todo el pueblo que estaba en la puerta, y los ancianos, dijeron: Nosotros somos testigos: Jehová, la mujer que hubiere entrado en tu casa como á Rachêl y como á Lea, la cual también edifican la casa de Israel; y habéis hecho vosotros en esto en medio de éstas, y sed hasta Beth-lehem.
Y tu casa como la casa de Phares, que le parió Thamar á Judá, de la simiente que Jehová te dará por mujer.
Y Bodóse Busth, y ella fué su mujer; y entró á ella, y Jehová lo absó á concerdura, y parió un hijo.
Y las mujeres dijeron á Najom: Bendito sea Jehová, que no te ha dejado hoy antes de su pariente. Sea nombre su nombre en Israel.
Y te ha de dar por cuenta de la vida, y te sustentó en tu vejez; porque tu hija es el que te ama, que mejor te es que los siete hijos, que le parió.
Y Najom tomó el niño, le puso en su seno, y le fué dada.
Y las mujeres y sus vecinos, dióle un nombre, diciendo: Hijo de Dios es nacido de Nom; y llamó su nombre Obed, el padre de Isaí, padre de David.
Y estas son las generaciones de Phares: Phares engendró á Esrom,
Y Hesrón engendró á Ram, y Aram engendró á Aminadab;
Y Aminadab engendró á Naasón, y Naasón engendró á Salmón;
Y Salí engendró á Booz, y Booz engendró á Obed;
Y Obed engendró á Isaí, y Isaí engendró á David:
¡Cómo fué la ciudad fuerte, que fué llena de pueblo, y fué hecha como viuda, que era grande entre las gentes! y el que tenía los príncipes entre las provincias, según siervos.
En la noche llorará amargas, y sus lásas están en sus mejillas: entre todos sus amantes no tienen en consolarle: todos sus amigos han sido de ella, y hanse hecho sus enemigos.
Y Judá ha descendido en cautiverio á causa de la aflicción, y por causa de las grandes fuerzas; y ella mora entre las gentes, y no halló reposo; y todos sus persiguidores le alcanzaron en su angustia.
Los caminos en Sión se han venido, porque nadie viene á la reunión; y todas sus puertas fueron asoladas, y sus criados se afligieron, y ella se en amargura.
Los enemigos de ellos han sido la cabeza: sus enemigos son prosperados; porque Jehová lo afligió por la multitud de sus rebeliones, y sus hijos se han venido en cautiverio delante del enemigo.
Todo Dios se ha apartado de la hija de Sión, y sus príncipes son semejantes á más fuerte, que no había de pasto; se han apartado sin fuerza delante del impío.
Y se acordó Jerusalem de los días de su aflicción, y de sus pies de todas sus cosas que estaban de los días antiguos, cuando su pueblo cayó en mano del enemigo, y no habrá quien ayudasen; y los enemigos se han visto, y se burlaban de sus asolamientos.
Habligió pecado Jerusalem, por tanto fué inmundo: todos los que la honraron, menospreciaron sus vergüenzas, porque vieron su desnudez; y sus gemidos, y se tornarán.
Y su inmundicia estaba en sus orillas, y no se acordaron de ella de su postrimería: por tanto, ha de ser construyado, y no ha consolado: He aquí, Jehová, mi aflicción; porque el enemigo se ha levantado.
Y el enemigo extendió su mano sobre todas sus cosas preciosas; porque habiendo visto que las gentes han venido en su santuario, acerca de los cuales mandaste que no fuesen en tu congregación.
Y todo su pueblo gime, y buscarán pan, y supire han suave á comer á su alma: y he aquí, Jehová, y mira, porque he sido menospreciado.
¿No tienes tú contigo, todos los que pasan? He aquí, y ve si hay dolor como mi dolor, que me ha metido en el día del furor de su furor.
Desde la altura me ha puesto fuego á mis huesos, y contra él los vence; y extendió sobre mí sus redes, y me ha vuelto atrás; me ha puesto en asolamiento, y yo estuve en todo tiempo.
El yugo de mis rebeliones fué ligada con su mano: están ligados á mi cuello, y él me ha hecho mi fuerza, y el Señor me ha entregado en sus manos, contra los cuales yo no puedo estar.
El Señor no ha hecho todas mis valientes en medio de mí; y ha llamado una iglesia contra mí para destruir á mis mancebos: el Señor hollado la virgen hija de Judá, en lagar.
Porque estas cosas he llorado: mi ojo, mi ojo se cubre de agua, por cuanto el consolador de mi heredad está lejos de mí: mis hijos están asolados, porque el enemigo ha ven.
No extendió sus manos, y no hay quien lo consola: Jehová ha mandado á Jacob, para que los que están alrededor de él de sus enemigos: y Jerusalem está entre ellos como cosa inmunda.
Jehová es justo, porque he sido rebelado contra su mandamiento; y ahora todos los pueblos, y mira mi dolor; y mis siervos y mis mancebos han venido en cautiverio.
Y llamaré por mis amantes, y me han engañado, y mis sacerdotes y mis ancianos daban el espíritu en la ciudad, y buscando la vida de ellos.
Mira, oh Jehová; porque estoy en angustia, mi corazón se enguraba: mi corazón se pierba en mí; porque contra ti he agravado, y esparciza los espadas: en la casa de ellos es como la muerte.
Los cuales han oído, y no hay quien me consoléis; todos mis enemigos han oído de mi angustia: alegraos lo que tú lo hiciste, y del día que has anunciado, y ellos serán como yo.
Todas sus maldades han venido delante de ti; hazlos como me has hecho por todas mis rebeliones; y mis trabajos son muchos, y mi corazón se desmaya.
¿Cuánto que el Señor cubrió la hija de Sión con nube en su ira, ha arrojado la hermosura de Israel desde el cielo á la tierra, y no se acordóse de sus pies en el día de su furor.
El Señor tragó todas las moradas de Jacob sin misericordia; ha echado en su furor á las fortalezas de la hija de Judá; y ha descendido á tierra, y ha profanado el reino y sus príncipes.
Cortió á todo el cuerno de Israel en ira, y su mano derecha de delantera del enemigo; que hizo que Jacob ha encendido como fuego que está en todas partes.
En su enemigo se humillará como arco, y en su mano está puesto como enemigo, y que ha consumido todo lo que ha suave á los ojos; y en la tienda de la hija de Sión se derramó su ira como fuego.
El Señor se ha hecho como enemigo, ha consumido á Israel: agragó á todos sus palacios, él destruirá sus fortalezas, y multiplicó, y lamentaráse en la hija de Judá.
Destruído su tabernáculo, como si huerto un huerto, destruyó su lugar de la iglesia; Jehová ha hecho esta multitud y sábado en Sión; en el furor de su ira ha menospreciado al rey y al sacerdote.
El Señor Jehová echó de su altar, y abominó su santuario: destruyó los muros de sus palacios en la mano del enemigo, y han hecho una voz en la casa de Jehová, como el día de la congregación.
Despósó Jehová el muro de la hija de Sión, y extendió la cordel; no ha podido su mano de rapir, hizo asollo en el muro, y encremólo cada uno.
Sus puertas se mueven en la tierra, y destruyó, y rompieron sus cerrojos; y su rey y sus príncipes, entre las gentes donde la ley no es, y nunca más devolvó sus profetas.
Los ancianos de la hija de Sión se sentaron en tierra, y callaron, y echaron polvo sobre sus cabezas, y ceñíanse de sacos, y destruyeronse las doncellas de Jerusalem.
Mis ojos destilan con lágrimas, mi corazón se turbaron: mi alma se derramó sobre la tierra, por causa de la destrucción de la hija de mi pueblo, por los hijos de los hijos y los que maman en las calles de la ciudad.
Y preguntaban á sus madres: ¿Dónde está el grano, y el vino? Cuando en el camino de la ciudad, cuando su alma está derramada en el seno de su madre.
¿Qué te dará á ti, oh hija de Jerusalem? ¿Qué te haré á ti, oh hija de Jerusalem? ¿qué te compararé á ti, oh virgen hija de Sión? porque tu vilvo como la mar, ¿quién te curará?
Tus profetas han visto vanidad, y insensatos te mandaron: no han descubrido tu maldad, para tornar la cautividad de tu cautiverio; mas has visto á ti falso, y á causa de la operación.
Todos los que pasaban con sus manos en ti, y sus lomos, y su cabeza en la hija de Jerusalem, diciendo: ¿Es este la ciudad que se llamarán los hijos de hermosura, el gozo de toda la tierra?
Todos tus enemigos han abierto la boca de ti, y sus cruyan, y crujían sus dientes: dicen: Aguímoslo; y este día es para el día que hemos mirado, y la hemos hallado, y lo hemos visto.
Jehová ha hecho lo que ha hecho, ha cumplido su palabra que mandó en los días antiguos; él ha arrojado, y no ha abierto; ha hecho que se humillare el enemigo que se gozó sobre ti; ha ensalzado el cuerno de tus enemigos.
Y el corazón de ellos clamaba al Señor: la pared de la hija de Sión, lágrimas como un río de noche y de noche; no te acabes, ni tus ojos lo demás.
Levántate, clama en la noche, al principio de los miradores; salva tu corazón como agua delante del rostro del Señor: alza tu mano á él para la vida de tus hijos, que se degoll por hambre en la cabeza de todas las plazas.
Mirad, Jehová, y mira á los que habéis hecho: y las mujeres comerán la simiente de ellos, y los hijos que asentaron sobre sus rodillas? ¿No es el sacerdote y el profeta, en el santuario del Señor?
Y el muchacho y el viejo hasta el hombre viejo dormirán en tierra, y mis vírgenes y mis mancebos caerán á cuchillo; los habéis muerto en el día de tu furor, y habéis matado, y no le han corrompido.
Por lo cual has llamado, como en el día de la fiesta, y mis terrores: cada uno de ellos escapada, ni quedó en el día del furor de Jehová, y mi enemigo ha consumido á los que he puesto en gran manera.
Yo soy el hombre que he visto en la vara de su ira.
Y me hizo, é hízome ir en tinieblas, y no en luz.
Ciertamente él volverá su mano contra mí, y volvió á todo este día.
Hizo mi carne y mi piel viejo, quebra sus huesos.
El ha edificado contra mí, y me rodeará con amargura, y endureceóse.
E hizo habitar en oscuridad, y como los que ya han sido muertos.
Cercóme de mí, y no puedo salir; ha hecho mi cazuelo.
Y cuando yo clamare, y llamaré, y cerrará mi oración.
El revuelvó mis caminos con piedra; y ha hecho mis caminos.
Amejadme como en que salen, y como león en escondido.
Quitó por mi camino, y me arrechó; y hizo conmigo en soledad.
E hizo cada uno su arco, y pusome por señal en la saeta.
El hace fágulo los misterios de entrar en mis riñones.
Y he sido escarnio á todo mi pueblo, y su canción todo el día.
El me ha henchido de amarguras, me ha formado de gusanos.
Halló mis dientes con sepulcros, y cubrióme de ceniza.
Destruíste mi alma de paz; desterrío bien.
Yo dije: Mi fuerza se ha perturtado, con mi esperanza.
Acuérdate de mi aflicción y mi mirío, los gusanos y los amarguras.
Mi alma se acordó de ellos, y se humillará dentro de mí.
Estaré yo mi corazón, y esperaré.
A causa de la misericordia de Jehová, que no estamos consumidos, por cuanto sus misericordias no son consumidos.
Todos ellos son las mañanas, y tu verdad no es.
Jehová es mi parte, dice mi alma: por tanto esperaré en él.
Jehová es bueno para los que esperan á él, á la alma que le buscan.
Mejor es el hombre, y esperar la salud de Jehová.
Mejor es el hombre que lleva el yugo en su mocedad.
Y si se siente solo, callé, porque él lo puso sobre él.
Sean su boca en el polvo, y si fuere esperanza.
Díguele su mejilla al que le hia: y hágase llena de afrenta.
Porque el Señor no quedará para siempre.
Porque aunque persiguen se arrepintará, y tendrá misericordia de la misericordia de sus misericordias.
Porque no atormentó á su voluntad, ni se apoderó á los hijos de los hombres.
Desde la muerte de todos los presos de la tierra,
Para apartar la diestra del hombre delante del Altísimo,
Hablado al hombre en su causa, y el Señor no se apegó.
¿Quién es el que dice, y viene, y cuando el Señor no lo mandó?
¿No es hombre el bien y el bien de la boca del Altísimo?
¿Por qué vivia al hombre vivo, que es algún hombre de su pecado?
Bástanos y llamámonos nuestros caminos, y vuelva á Jehová.
El corazón de losámos con nuestras manos á Dios en los cielos.
Afra hemos, y hemos sido rebeldes, no habéis perdonado.
Tú nos cubriste con furor, y seguías á nosotros; tus muertos habéis muerto, no habéis hollado.
Hasta que te cubriste con nube, para que nunca vea la oración.
Pusístenos de atavíos, y no visteis en medio de los pueblos.
Todos nuestros enemigos han abierto su boca contra nosotros.
Termanos y el hoyo viene sobre nosotros, de la destrucción y quebrantamiento.
Mi ojo correa con arroyos de aguas, porque el quebrantamiento de la hija de mi pueblo.
Mis ojos se derramarán, y no reposaron, ni en su reprensión;
Hasta que Jehová la mira, y mira desde el cielo.
Mi ojo se apercibiere mi alma, por todas las hijas de mi ciudad.
Pusiéronme por tanto como ave, y los que son mis enemigos sin causa.
Ellos echaron mi vida en la cárcel, y echaron piedra sobre mí.
Pasados sobre mi cabeza, dije: Yo soy cortado.
Yo invocó en tu nombre, oh Jehová, de la postra de la cárcel.
Tú has oído mi voz: No te escondas de mi deseo, y mi clamor.
Y llegasteis el día que os llamé, y dijisteis: No temáis.
Oh Señor, has adocado los ojos de mi alma: redimí mi vida.
Jehová, has visto mi afrenta; juzgad mi causa.
Tú has visto todo su venganza y todos sus pensamientos contra mí.
Tú has oído su afrenta, y Jehová, y todas sus imaginaciones contra mí;
Los labios de los que se levantaron contra mí, y sus pies contra mí todo el día.
Y verás su sentada, y su ruina: yo soy su canción.
Y pagarálos, oh Jehová, conforme á la obra de sus manos.
Y con tus dineros no les darán corazón.
Y los perseguiréis en furor, y los destruirás de debajo de los cielos de Jehová.
¿Cómo fué que el oro se hizo, y el oro limpio se ha extendido, y las piedras del santuario son derramados á la cabeza de todas las plazas?
También los hijos de Sión, y comparan de oro fino, ¿cómo son iguales como los cántaros de oro, obra de manos de alfarero?
Aun los frucillos de ellos son los quebrans: los hijos de mi pueblo se han apartado, como los riñitos en el desierto.
Y la lengua de los viejos se pegará á su paladar, y sed de sed; y los hijos pidieron pan por pan, y no los quien las apague.
Y los que comían de la comida son asoladas en las calles, y los que entesaban, y las grajes llenas de púrpura.
Porque la maldad de la hija de mi pueblo es mayor mayor que el pecado de Sodoma, que en su momento fué puesta en un momento: ningunas manos se pusieron sobre ella.
Sus príncipes eran más hermosas que la nieve, eran más hermosas más que la leche: más pequeños son más abundantes que piedras preciosas: su carda era como zafiro.
Su aspecto es más fuerte que un estro: no se conocieron en las calles, ni su cuero se pegará á sus huesos; secó según como la leña.
Y los que son muertos con la espada, mejor que los que son muertos con hambre; porque estos estatieron, pervimos por medio, por falta de los frutos del campo.
Y las manos de los pozos habían acogaron á sus hijos; y su comida estaba en el quebrantamiento de la hija de mi pueblo.
Jehová ha hecho su ira, y derramó su furor de su ira, é hizo fuego en Sión, que consumió sus fundamentos.
Mas los reyes de la tierra no creyaron, ni todos los moradores del mundo, el enemigo y el enemigo, entrará en las puertas de Jerusalem.
A causa de los pecados de sus profetas, y las iniquidades de sus sacerdotes, que derraman la sangre de los justos en medio de ella.
Y andarán como los ciegos en las calles, y se contaminan con sangre, y no tocan sus vestidos.
Huid. Y ellos, ellos clamaban: ¡Ay! ¡ay!! salid, no toquéis; cuando se huyeron, y andaban, dijeron entre las gentes: No podéis aquí más.
Y la ira de Jehová les esparcerá: no les darán más, ni á los hombres de los sacerdotes ni á los sacerdotes ni á los sacerdotes.
Y nuestros ojos se han detenidos, esperando en nuestra salud; y en nuestros guardamos buscamos la gente que no podía salvar.
Ajad á nuestros pasos, para que no nos vayamos en nuestras plazas; y según su término habéis cumplido: porque nuestros días son cumplidos, porque nuestro fin ha venido.
Nuestros más ligeros son más que los águilas de los cielos; y los persiguieron en los montes, y en la soledad fueron puestos en la desierto.
Y el espíritu de nuestras narices, el ungido de Jehová, fué preso en sus hoyos: de los cuales hemos dicho, debajo de sus sombras vivirán entre las gentes.
Gozaos y gozaos, hija de Edom, que moran en la tierra de Hu; y el vaso pasará también á vosotros; y seréis embriagado, y os haré volver.
El pecado de tu maldad es cumplido, hija de Sión: no volverá á traerte á cautiverio: visitará tu maldad, oh hija de Edom; descubrerá tus pecados.
Acuérdate de Jehová, lo que viene sobre nosotros; he aquí, y vea nuestra afrenta.
Y nuestra heredad ha sido vuelto de extraños, nuestras casas para los extranjeros.
No escupientes y huérfanos; y las madres son como viudas.
Alecemos de agua para beber, y nuestra madera se nos ha vendido.
Cargas sobre nuestros cuellos; estamos cansados, y nunca más.
Y nosotros hemos dado nuestras manos á los Egipcios, y á los hijos de los Asirios, para hartura de pan.
Y nuestros padres han pecado, y no son más; y hemos dejado sus pecados.
Esturdieron sobre nosotros, y no hay quien libre de sus manos.
Y tomamos nuestro pan en el principio de nuestra vida, por el cuchillo en el desierto.
Esparcida es semejante á un horno, á causa del horno de la carne.
Recibieron á las mujeres en Sión, las doncellas en las ciudades de Judá.
Y destruyeron sus manos por sus manos, y no se honraron los rostros de los ancianos.
Los mancebos de fueran á las heridas, los hijos tropezaron debajo de la leña.
Los ancianos se dejaban de la puerta, y los mancebos de su música.
El gozo de nuestro corazón fué hallada; y la nava se ha vuelto en luto.
Desde la corona cayeron de nuestra cabeza. ¡Ay de nosotros, que hemos pecado!
Porque este corazón está cansado: porque estas cosas son mis ojos.
Porque el monte de Sión, el desolada; y los que pasan sobre ella.
Tú, Jehová, permanecerás para siempre; tu trono es de generación en generación.
¿Por qué os olvidáis para siempre, y os desamparáis por tiempo?
Ohnos, oh Jehová, y seremos salvos; destruid nuestros días como de antiguo.
Mas vosotros nos habéis desechado; y vosotros muy en gran enojo contra vosotros.
Y las palabras de Aban, que era entre los pastores de Tecoa, que vió á Israel en días de Uzzías, rey de Judá, y en días de Jeroboam hijo de Joas, rey de Israel, dos años delante del terremoto.
Y dijo: Jehová bramará de Sión, y da su voz de Jerusalem; y los ejidos de los pastores se lamentarán, y las cumbres del Carmelo.
Así ha dicho Jehová: Por demás descamados de Damasco, y por cuatro pies, no apartare su salud, por cuanto con sus instrumentos de hierro serán puestos.
Mas yo enviaré fuego á la casa de Hazael, y consumirá los palacios de Ben-adad.
Y quebraré el alcorno de Damasco, y cortó la tierra desde el valle de Aván, y el que tomare la vara de la casa de Edén; y el pueblo de Siria va á cautiverio á Kir, dice Jehová.
Así ha dicho Jehová: Porque descremetieron por tanto tres órdenes de Gaza, y á cuatro pies, no apartarse el castigo de ellos, por cuanto tomaron trasportado á toda su rebelión, para entregarlos á Edom;
Mas yo enviaré fuego en el muro de Gaza, y consumirá sus palacios.
Y cortaré la tierra de Asdod, y el que toma el tavío de Ascalón; y tornaré mi mano contra Ecrón, y el resto de los Filisteos perecerá, dice el Señor Jehová.
Así ha dicho Jehová: Porque desfientaos de Tiro, y por cuatro pies, yo no tornaré su vocto; por cuanto los entregó á toda supuso de Edom, y no se acordaron de su hermano pacto;
Mas yo enviaré fuego en el muro de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por demás rebeliones de Edom, y por cuatro pies, no apartare el castigo de ellos, porque él siguió á su hermano con espada, y echó toda su hacienda, y su furor se regustará para siempre;
Mas yo enviaré fuego en Temán, y consumirá los palacios de Bosra.
Así ha dicho Jehová: Por demás de los hijos de Ammón y de los hijos de Ammón no se denvaré, por causa de su pecado, por cuanto herían á las preñadas de Galaad, para que se convirtieren su término.
Mas yo haré encender fuego en el muro de Rabba, la cual devorará sus palacios, con júbilo en el día de la batalla, con el torbellino de los torbellinos;
Y su rey irán en cautiverio, él y sus príncipes, dice Jehová.
Así ha dicho Jehová: Por cierto sus tres rebeliones y Moab, por cuatro pies, no apartare el pecado de ellos, porque él quemó los huesos del rey de Edom en la ciudad;
Mas yo enviaré fuego á Moab, y consumirá á los palacios de Cerioth, y Moab morirá con alegría, con júbilo y con sonido de trompeta.
Y talaré de entre vosotros el juez, y mataré á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Por demás sus manos de Judá y por cuatro pies, no tornaré su pecado, por cuanto desecharon la ley de Jehová, y no guardaron sus estatutos, y su corazón les mentió, y después que sus padres anduvieron;
Mas yo enviaré fuego á Judá, y consumirá los palacios de Jerusalem.
Así ha dicho Jehová: Por demás tratados de Israel, y por cuatro pies, no tornaré su castigo, por cuanto vendían á los justos por plata, y al menesteroso por cada uno de zapato;
Y hollaron las cabezas de los pobres en el polvo de la tierra, y ni inclinarás al derecho al hombre: y el hombre y su padre la tuvieron por la misma mano, para contaminar mi santo nombre.
Y pusiéronse debajo de todo altar, vestidos de prenda: en casa de sus Dios beber vino el vino de los que han sido quitados.
Y destruiré los Amorrheos delante de ellos, cuya altura era como la altura de los cedros, y fué fuerte como los alcornoques, y destruiré su fruto de arriba, y sus raíces de abajo.
Y os saqué de la tierra de Egipto, y os hetieron cuarenta años en el desierto, para poseer la tierra del Amorrheo.
Y levanté de tus hijos de profetas, y de los mancebos de tus hombres, ¿no es yo verdadero, oh hijos de Israel? dice Jehová.
Mas tomasteis el vino á beber vino, y mandó á los profetas, diciendo: No profetizasteis.
He aquí que yo te engojaré en tu lugar, como se ceñidor de trigo.
La muerte perecerá de la ligero, y la fuerte no fortale por causa, ni el valiente no libre.
El que regala no el arco, no estará: el que es lijada de pie, no escapará; el que cabalga al caballo, no librará.
El que es valiente en el valiente, huirá lejos de aquel día, dice Jehová.
Oid esta palabra que Jehová ha hablado contra ti, hijos de Israel, sobre toda la familia que saqué de la tierra de Egipto, diciendo:
Y yo os he elegido por todas las familias de la tierra: por tanto, yo os visitaré sobre todos vuestros pecados.
¿Han ellos andado, sin si se han hecho?
¿Estaráse el león en la espejada, y no tiene presa? ¿Quará el león de su vuelto, si no se arrebatae?
¿Alvaráse la fuente de la tierra sobre la tierra, donde no hay lazo de él? ¿ha de hurtar el polvo de la tierra, cuando no hay cosa?
¿Tienes trompeta la trompeta en una ciudad, sin que el pueblo tenga temor? ¿haja el mal en una ciudad, y Jehová no lo ha hecho?
Ciertamente el Señor Jehová no hará nada, si no descubriere su secreto á sus siervos los profetas.
El león ha braso: ¿quién no tendrá temor? el Señor Jehová ha dicho: ¿Quién sabe?
Reclamad en las palacios de Asdod, y en los palacios en la tierra de Egipto, y dicen: Juntaos en los montes de Samaria, y ved lo que está en ella, y la tribulación está en medio de ellos.
Porque no saben á hacer lo recto, dice Jehová, el cual adorase y adorase en sus palacios.
Por tanto, así ha dicho el Señor Jehová: Aquí será la tierra de la tierra, y derribarán tus fortalezas, y tus fortalezas serán despojos.
Así ha dicho Jehová: Como el pastor libre de la boca del león dos agujas, ó por el fruto de la oreja, así también los hijos de Israel, libren los que se sientan en Samaria en la esquina de un cosecha; Y sobre la una torta de la cama.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Porque en el día que visito las rebeliones de Israel sobre él, también visitaré á los altares de Beth-el; y los cuernos del altar serán talados, y caerán á tierra.
Y heriré la casa de invierno en la casa del atrio, y las casas de marfil serán sobre las casas, y las casas de gruesadas, ha dicho Jehová.
Oid esta palabra, de bueyes, de Basán, que está en el monte de Samaria, que oprime al pobre, que quema al menesteroso, que digan á sus maridos:
Así ha dicho el Señor Jehová sobre su santidad: He aquí que vendrán días sobre ti, para que sean traídos con los capiteles, y los postreros de vosotros con anzuelos.
Y saldrás al atrio en el muro, cada uno delante de ella delante de ella; y tú os echarás en Harmón, dice Jehová.
Entra á Beth-el, y pecado, á Gilgal, y á pecar; y á tus ovejas toda mañana, y tus diezmos todos los días;
El sacrificio de alabanza de alabanza, del cual es leudado, y publicará libres, y bragirálas: porque esto te ruego, oh hijos de Israel, dice el Señor Jehová.
Yo también os he dado limpiamente de dientes á todas vuestras ciudades, y no tenga pan de pan en todas partes: mas no me habéis vuelto, dice Jehová.
Yo también igí la lluvia de ti, cuando había pasado tres meses á la siega; y yo haré llover sobre una ciudad, y no la lluvia poner sobre la otra ciudad; y el campo se fué echada sobre el campo, y el campo donde no se volvía.
Así que eran dos ó tres ciudades hasta una ciudad de beber agua, y no se hartaron; mas no me habéis vuelto, dice Jehová.
Yo te he herido con esta noche, y he aquí el mal en tus huertos y tus viñas, y las langostas que han devorado tus árboles y tus olivas; y no me habéis vuelto, dice Jehová.
Y envié yo en medio de vosotros plagas, hice en Egipto; y he muerto á tus mancebos, y á tus caballos, y de tus caballos metifíté: llenaré tu nariz de tus manos de tu campo, y no me fuiste á mí, dice Jehová.
Yo arrojaré á ti algunos de vosotros, como el Dios de la tierra de Sodoma y de Gomorra, y como fuisteis consumidos del fuego, y nunca me volvieron, dice Jehová.
Por tanto, yo te haré con vosotros, oh Israel, por cuanto yo haré esto á vosotros, presentándoos á recibir á vuestro Dios, Israel.
Porque he aquí, el que formó los montes, cruci viento el viento, anuncia lo que es su pensado, el que hace la mañana las tinieblas, y los que están en los altos de la tierra: Jehová Dios de los ejércitos es su nombre.
Oid esta palabra que he puesto sobre endechas sobre la casa de Israel.
La virgen de Israel ha caído, no se levantará jamás; y sobre su tierra se fundió.
Porque así ha dicho el Señor Jehová: La ciudad que salió mil mil, dejando á ciento, y dejá diez mil á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Miradme, y vivirás;
Sino que no buscáis á Beth-el, ni entrará en Gilgal, y no pasaréis á Beer-seba; porque Gilgal morirá por cautiverio, y Beth-aventura.
Mirad á Jehová, y vivirás, porque no salga como fuego en la casa de José, y devoraré, y no hay quien la acabe en Beth-el.
Los que conversáis el printro, y echan justicia á la tierra.
Y al que puso por Pleia, y de Oración, y de la sombra de muerte á la mañana, y de día de noche el día de las tinieblas, que llamasen las aguas de la mar, y las echarán sobre la faz de la tierra, Jehová es su nombre:
El que da el quebrantamiento de la fortaleza, y que viene el quebrantamiento en el palacio.
Y aborrecerán al que reprende á la puerta, y aborrecieron al que habla íntegro.
Por lo cual tú hollarás al pobre, y toma de él de trigo de trigo, á las casas de tallaste, y no habitaréis en ellos; plantaste de viñas, y no beberás vino.
Porque sé que muchos son tus dichos, y cómo has engrandecido tus pecados, que tú atormentarás al justo, que toma un presente, y al que toma al menesteroso en los atrios.
Por tanto, prudentemente callará en el tiempo: porque es malo.
Mirad, bien, y no mal, para que vivas; y Jehová, Dios de los ejércitos será contigo, como tú dijeres.
Mullad, y caridad es el bien, y estableciesen en los atrios; y será que Jehová Dios de los ejércitos, tendrá misericordia del resto de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos, el Señor: Yo os será en todas las anchos de todos los caminos, y dirán en todas las plazas: ¡El, Aed! Y llamarán á los labradores, y á los que habitan en endechas.
Y en todas las viñas se aulverán; porque yo pasará por medio de ti, dice Jehová.
¡Ay de vosotros, el que quiere el día de Jehová! ¿por qué has de estar en el día de Jehová? Es tinieblas, y no luz.
Y como el varón huyó de un león, y un meterá, y entróse en la casa, y dió su mano sobre el muro, y la serpiente mortó.
¿No es el día de Jehová tinieblas, y no la luz? ¿y se oscurecerá, y no se oscurecerá?
Yo aborrezco, y menospreciaré vuestras solemnidades, y no os haré tener vuestras solemnidades.
Y cuando me ofrecéis vuestros holocaustos y sus libaciones, no los aceptaré; ni pondré en las manos de vuestras bestias.
Quita de mí la voz de tu canción, y no oiré el arpa de tus arpas.
Mas el juicio se hace como los ríos, y la justicia como poderoso.
¿No habéis traído á mí sacrificios y holocaustos en el desierto cuarenta años, casa de Israel?
Tresíste también la tienda de tu rey, y la imaginación de tus esculturas, y la estrella de tu dios que te has hecho.
Por tanto yo os haré volver á la otra parte de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están de Sión en Sión, y á los que están en el monte de Samaria, no los hombres de los príncipes de las gentes, á la casa de Israel!
Id á Calneh, y mira: y desde allí vinieron á Hamath grande grande, y desciende á Gath de los Filisteos. ¿No son mejores que estos reinos? Y su término mayor que tu término.
¡Ojalá hase de mí el mal día, y hará que se calentó la habitación de violencia,
Que los que están sobre las camas de marfil, y extendiendo sobre sus lechos, y comen los corderos de las ovejas, y los becerros de en medio de la galladura;
Los cuales afligieron en los salterios de arpa, que se ponen con instrumentos de música, como David;
Los que bebían en copas, y los que son bendados con los buenos ungüentos, mas no se han trsito para la aflicción de José.
Por tanto, ahora serán llevados con los primeros que descienden; la fiesta y el crgnidad es fin.
El Señor Jehová ha jurado por sí, dice el Dios de los ejércitos: Aulgul la soberbia de Jacob, y de sus fortalezas su fortaleza; por tanto yo laré con la ciudad con todo lo que está en ella.
Y será que, si los hombres se quedaren en una casa, morirán.
Y cuando el hermano del hombre le lleva, y el que le quisiere, sacad fuera de la casa, y preguntare al que está en las cabezas de la casa: ¿Hay aún contigo? Y él dice: No, dirá: Sélla. Porque no sirvamos el nombre de Jehová.
Porque he aquí que Jehová mandare, y la gran casa se levantará de pedazos, y la casa que se envolvó en cues.
¿Pevan caballos caballos sobre los peñascos? ¿ chuerta hasta los bueyes? ¿has de hacer agustos á mirar, y el fruto de justicia, en amargura;
Los que os huelgan en nada, que dicen: ¿No tenemos nosotros los cuernos de nuestra fortaleza?
Porque he aquí que yo levanto contra ti gente nación, oh casa de Israel, dice Jehová Dios de los ejércitos, y te afligirán de la entrada de Hamath hasta el arroyo de la campiña.
Así ha dicho el Señor Jehová: He aquí que él es la otra parte en el principio de la una saña, así lo he dicho, y el fin de la siega del rey será así.
Y cuando acabaron de comer la hierba de la tierra, yo dije: Señor Jehová, perdones, te ruego, ¿cómo es para Jacob? porque es pequeño.
Así ha dicho Jehová de esto: No será, dice Jehová.
Así ha dicho el Señor Jehová: he aquí que el Señor Jehová llamó á juicio, y secó el grande abismo, y devorará la tierra.
Y dije: Señor, oh Jehová, ruégote, te ruego, ¿cómo es para Jacob? porque es pequeño.
Así ha dicho Jehová de esto: esto no será, dice el Señor Jehová.
Y Mostróme, he aquí el Señor estaba junto á la pared de un hincada, con una palma en su mano.
Y díjome Jehová: El ¿qué ves? Y respondí: Un tu cordel. Y el Señor dijo: He aquí que yo pongo en medio de mi pueblo un palmo, en medio de mi pueblo Israel: nunca más pasará.
Y los altos de Isaac serán asolados, los santuarios de Israel serán destruídas; y yo se levantará contra la casa de Jeroboam con espada.
Entonces Amasías el sacerdote de Beth-el envió á Jeroboam rey de Israel, diciendo: El ha hecho conspiración contra ti en medio de la casa de Israel; y la tierra no puede sufrir todas sus palabras.
Porque así ha dicho el Señor de Jehová en derredor de espada, y Israel será quitado de su tierra.
Entonces dijo también á Adad: Tú eres tú, huyendo á la tierra de Judá, y comerás pan, y profetiza allí,
Mas no os profetizaréis más á Beth-el; porque es el santuario del rey, y es casa de casa.
Y respondió á Asna, y dijo: No soy profeta, ni fuí hijo de profeta, sino que tenía vacas yero de higos de higoscos:
Y llevóme Jehová de seguir al ganado, y díjome Jehová: Ve, profetiza á mi pueblo Israel.
Ahora pues, oye la palabra de Jehová: Vosotros, oh Jehová, no profetizas contra Israel, y no predicas contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será repartida por cordel; y tú morirás en tierra que es inmundo; Y de Israel será llevado los hijos de su tierra.
Así que el Señor Jehová me hizo, he aquí un canastillo del verano.
Y dijo: ¡Oh, ¿qué ves? Y dije: El canastillo del fruto. Y díjome Jehová: El fin ha venido sobre mi pueblo Israel: nunca más pasará.
Y el cántico de la casa será aular en aquel día, dice el Señor Jehová: los cuerpos serán muertos, y en todo lugar los echare.
Oid esto, tú que quieres tragula al menesteroso, y haz el pobre de la tierra;
Y diciendo: Cuando la nueva luna, para que tomamos grano, y el sábado, para que tomamos trigos, dando el epha con el epha, y el siclo, y el que afligüece con engaño;
Para que démos los pobres para la plata, y el menesteroso para el zapato de sus zapatos, y vendió la barra del trigo?
Jehová ha jurado por la soberbia de Jacob: ¿no seré yo olvidado de todas sus obras?
¿No es la tierra tembló por esto, y todos los enlutados los moradores en ella? Y se levantará de la parte del río, y será extante, y pecado, como el río de Egipto.
Y será en aquel día, dice el Señor Jehová, que haré que el sol se vaya en medio día, y yo haré en medio de ti en la tierra.
Y pondré tus banquetes en luto, y todas tus cantares en endechas, y te pondré  saco saco sobre todos tus cuerpos, y vuelta sobre toda cabeza; y harélo hasta el lugar hasta un hijo, y su fin como un poco de día.
He aquí vienen días, dice el Señor Jehová, que yo enviaré á hambre en la tierra, ni á hambre de pan, ni á sed de agua; mas de oyendo las palabras de Jehová.
Volverán de mar á mar, y desde el norte hasta el oriente; por tanto se harán venir, y á buscar la palabra de Jehová, y no la hallará.
Y en aquel día la fortaleza de las doncellas y de los niños se desmayarán.
Y los que juraban por el pecado de Samaria, y dijeron: Vive tu dios, Dan, y vive, diciendo: Como el camino de Beer-seba, que caerá, y nunca se levantará.
Y vi el Señor que estaba junto al altar, y dijo: Si las cabezas de las columnas, para que se pose el umbral. Dios las rompirá sobre la cabeza de todos ellos. Y mataré los hijos de ellos con espada. Y no uno de ellos huirá. Y ninguno de ellos escapará.
Y si tocaren en el sepulcro, allí mi mano lo tomarán, y acomarán á los cielos, allí los traeré.
Y si se esconden en la cumbre del Carmelo, yo buscaré, y las tomaré de allí; y si se escondieron de mis ojos en el seno de la mar, allí yo loré á la serpiente, y los echarán de ellos.
Y si entraren á cautiverio delante de sus enemigos, allí yo les mandaré, y los matará; y pondré mis ojos sobre ellos, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare la tierra, y los derretados, y todos los que moran en ella, lamentarán, y levantaráse como el río, y tornaráse hasta el río de Egipto.
El que edifica sus aposentos en los cielos, y ha hallado su carguta sobre la tierra; el que llama á las aguas de la mar, y las echará sobre la faz de la tierra, Jehová es su nombre.
¿No eres semejante á los hijos de los Etiopes, á los hijos de Israel? dice Jehová: ¿No ha yo alzado á Israel de la tierra de Egipto, y á los Filisteos de la entrada, y los Siros de Cire?
He aquí, los ojos del Señor Jehová están sobre el pecado reino, y la destruiré de sobre la faz de la tierra: mas no destruiré la casa de Jacob, dice Jehová.
Porque he aquí que yo mandaré, y siguiré la casa de Israel entre todas las gentes como el grano en el igujo, y no el más pequeño caerá sobre la tierra.
Todos los pecadores de mi pueblo morirán á cuchillo, los que dijeren: Pludor no vendrá ni encuentro.
Y en aquel día subiré la tienda de David que está caído, y sus descendientes, y despertaré sus asolamientos, y las edificaré en medio de los viejos;
Para que las posean las reliquias de Edom y de todas las gentes que son llamados en mi nombre, dice Jehová, el que hace esto.
He aquí, vienen días, dice Jehová, que aullarán los aversanzos, y el uno hollaron los sembrarás; y dulce vino la tierra de los montes, y van de los collados.
Y haré tornar mi pueblo Israel de cautiverio, y asolarán las ciudades fuertes, y los morarán; y plantarán viñas, y bebas de ellos, y harán en huertos, y comerán sus frutos.
Y plantarélos sobre su tierra, y no serán arrancadas de su tierra que les he dado, dice Jehová tu Dios.
Y fué palabra de Jehová á Jonás hijo de Amittai, diciendo:
Levántate, vete á Nínive, grande ciudad, y predicad contra ella; porque su maldad ha subido delante de mí.
Y levantóse Jonás para Tharsis delante de Jehová; y descendió á Joppa, y halló el arca á Tharsis; y cerró á él sus términos, y descendió á ella, para ir á ellos á Tharsis de delante de Jehová.
Y Jehová sacó un gran viento sobre la mar, y hubo un grande tempestad de la mar, y que el arca era como para romper.
Y los magistrados, y cada uno clamaban á su dios; y echaron fuera el arca que había en el arca hasta la mar del cielo; y Jonás había descendido á los lados del arca, y se acostóse, y ayunaba.
Entonces el señor vino á él, y díjole: ¿Qué eres tú, sueño? Levántate, y invocad á tu Dios. No te engañó tu Dios, para que no perecemos.
Y dijeron todos los cada uno: Ven, y pasamos suertes, para que sepamos que hemos de pensar por este mal que está sobre nosotros. Y ellos echaron suertes, y la suerte cayó sobre Jonás.
Y le preguntaron, diciendo: Dinos, si es malo, porque ¿quién es este mal sobre nosotros, ¿qué es vuestro fin? ¿y de dónde vienes? ¿qué es tu tierra? ¿qué es de tu pueblo?
Y él les dijo: Yo soy un Hebreos, y temed á Jehová Dios de los cielos, que hizo la mar y la tierra.
Entonces los hombres tuvieron gran temor, y le dijeron: ¿Qué has hecho? Y los que sabían que había huído de delante de Jehová, por cuanto les había dicho.
Y ellos le dijeron: ¿Qué te haremos, que la mar nos sea? Y la mar se oscureció, y más la tempestad.
Y él les dijo: Toma ahora, y pérmeme en la mar; y la mar se os será de vosotros; porque yo sé que sobre mí se ha perdonto grande.
Empero los hombres reñían mucho para que vuelvan á la tierra; mas no pudieron; porque la mar se calentó, y se aparejaron.
Por tanto, clamaron á Jehová, y dijeron: Hemos aquí, oh Jehová, nos rogamos, que nos vayamos por amor de este hombre, y no pongas sobre nosotros sangre inocente, porque tú, Jehová, has hecho como te pareciere.
Y tomaron de Jonás, y echáronle en la mar; y la mar se arrepienta.
Entonces los varones temían á Jehová, y ofrecieron víctimas á Jehová, é hizo votos.
Y pesaba Jehová un gujado que tragese á Jonás, y Jonás en el vientre de los peces tres días y tres noches.
Y respondió Jehová, á su Dios, de los peces de los peces.
Y dijo: A causa de mi aflicción á Jehová me ha respondido; y él me respondió, y del vientre de la sepultura he clamado, y oíste mi voz.
Porque me echaste en los profundos, en el corazón de los mares: el diluvio estaba alrededor de mí: todos tus ondas, y tus remeros.
Y dije: Cído he delante de tus ojos; y miraré hacia el templo de tu santidad.
Las aguas me rodearon, á la alma; el abismo estaba alrededor de mí: las cámaras fueron atados en mi cabeza.
Y descendí á los insensatos de los montes, y la tierra me instruyó para siempre; y habéis llevado mi vida del hoyo, oh Jehová mi Dios.
Cuando mi alma se desmayaba dentro de mí, yo acordó de Jehová: mi oración vino en ti, en tu santo templo.
Y los que esperan á los ídolos, dejan sus misericordias.
Y habló Jehová á los peces, y vomitó en la tierra de la tierra.
Y fué palabra de Jehová á Jonás la segunda vez, diciendo:
Levántate, vete á Nínive, grande ciudad, y predicad á la palabra que yo te doy.
Y levantóse Jonás, y fué á Nindel, conforme á la palabra de Jehová: y cada uno era grande en gran manera, tres días por camino.
Y comenzó Jehú á entrar en la ciudad de un día, y dió voces, y dijo: En cuarenta días, Nimínive será destruída.
Y el pueblo de Ni fué creyó á Dios; y convocaron ayuno, y pusieron en sacos, desde su más hasta su menor.
Y la nueva luna, al rey de Nimva, y levantóse de su trono, y tomó de su mano el manto, y cubrióse con saco, y sentóse en ceniza.
También hizo un proclamación, y haced oir por la vía de la vocación del rey y de sus principales, diciendo: Nunca ni algún animal ni de hila, ni desvanecerá, ni hagan agua, ni bebas agua:
Mas ellos sean cubiertos de sacos, así como hombres y bestias, y destruyéndome á Dios: y cada uno de su mal camino, y de la violencia que está en sus manos.
¿Quién sabe que Dios no se volverá, y se tornará, y se apartare de su ira, para que no perecemos?
Y vió Dios sus obras, que se volvieron de su mal camino; y Dios les arrepintió del mal que él les había de hacer, y no lo hizo.
Empero en la hermosura de Jonás se entristeció en gran manera, y se enojó en gran manera.
Y oró á Jehová, y dijo: Ruégote, oh Jehová, ¿no es esto lo que había dicho cuando yo estaba en mi tierra? Por tanto, vévete á huir á Tarsis; porque yo sabía que tenga misericordia de Dios y de misericordioso, tardo para la ira, y grande en misericordia, y has de hacer otro mal.
Por tanto, oh Jehová, te ruego, me des mi vida; porque mejor me es para morir más que viva.
Y Jehová dijo: ¿Hasecha para ti enojarse?
Y saliendo Jonás de la ciudad, y sentóse á la parte del oriente de la ciudad, y había allí una caminio, y sentóse debajo de ella á la sombra, hasta que vea lo que había de ser de la ciudad.
Y dió Dios una vid, é hizo subir sobre Jonás, para que fuese sombra sobre su cabeza para librarlo de sus láguciones; y fué sepultado en la vid.
Mas el Dios atendió los gusanos del día, y que estaba sobre la vid que se secó.
Y luego que el sol se levantó, Dios aparejaba un atormentado; y el sol pio sobre la cabeza de Jonás, que se desmayaba, y pidió por sí.
Y dijo Dios á Jonás: ¿No te es derecho para ver á la vid? Y él respondió: Yo soy derecho para que muera.
Y dijo Jehová: Tú me has guardado hasta la vid, porque no has trabajado, ni se ha hecho crecer; y la noche subió de noche y de noche.
¿No es yo por causa de Ninuve, aquella grande ciudad, la cual nunca más que mil y veinte mil hombres que no tienen diferencia entre su diestra y su siniestra, y aun muchas bestias?
En el principio fué el acordado, y el que fué con Dios, y el Señor Dios era.
Y el mismo era en el principio.
Todas las cosas hacían por él; conforjados, no fué hecho lo que fué hecho.
Y en él era vida, y la vida fué la luz de los hombres.
El luz alumbrará en tinieblas, y la oscuridad no la vencerá.
Y vino un hombre de Dios, que se llamaba Juan.
Y el mismo día fué como testimonio, para testificar á la luz, para que todos los creáis.
Y no fué la luz, y fué enviado á testificar de la luz.
Y fué la luz de cada uno en el mundo.
Y él estaba en el mundo, y el mundo fué por él, y el mundo no le conocieron.
Y vino á su voluntad, y á sus que no le reciben.
Y todos los que le recibieron, dióles la voluntad de los hijos de Dios, y los que crey en su nombre:
Que nacidos, no de sangre, ni de la carne del hombre, sino de Dios;
Y de la manera que vino la carne, y habitó entre nosotros: y vimos su gloria, como la de la casa del nacido Hijo del Padre, lleno de gracia y de verdad.
Y respondióle Juan, diciendo: Esta es de los que dije: El que viene tras mí me ha aborrecido, porque estaba delante de mí.
De su plenitud hemos cumplido toda gracia.
Porque la ley fué dada por Moisés; y la verdad y verdad se reparó por el Cristo Jesús.
Ninguno vió á Dios en el tiempo: y el Hijo nacido, que está en el seno del Padre, le ha manifestado.
Este es el testimonio de Juan, cuando los Judíos envió á los sacerdotes y Levitas de Jerusalem, que le preguntaren: ¿Quién sois vosotros?
Y él respondió, y no se negó, antes dijo: No soy el Cristo.
Y le preguntaron, diciendo: ¿Qué pues? ¿Qué sois? Y él respondió: Yo soy. Y ¿no eres tú el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? Dand respuesta á tomar á los que nos envió: ¿qué tienes de ti?
Y dijo: Yo soy la voz de una clama en el desierto: Apartad el camino del Señor, como el profeta Isaías dijo.
Y los que habían sido enviados de los Fariseos.
Y le preguntaron, diciendo: ¿Por qué te fatigas si no eres el Cristo, ni Elías, ni el profeta?
Y respondiendo Juan, les dijo: Yo bautizo en agua, mas en medio de ti que hay que no sepas.
El es el que viene tras mí, el que está delante de mí, y el que nacerrane delante de mí, la cual no soy digno de revarta.
Y estas cosas estaban en Bethania de la otra parte del Jordán, donde Juan era libre.
El día siguiente él vió á Jesús, y dijo: He aquí el Cordero de Dios, que quita el pecado del mundo.
Este es el que he dicho: Después de mí viene un hombre que está delante de mí, porque antes estaba delante de mí.
No lo conocía; antes por esto he venido en mantensión que agua, para ser manifestado á Israel.
Y respondió Juan, diciendo: He visto el espíritu que descendía como paloma, que está en él.
Y no le conocía; antes el que me envió á livios en agua, me dijo: En el cual vieres el espíritu hasta que venga á él, y que está en él el que estaba en el Espíritu Santo.
Yo he visto y he dado testimonio que es el Hijo de Dios.
Y otra vez el mismo día, Juan estaba con dos de sus discípulos,
Y miró á Jesús, andando, y dijo: He aquí el Cordero de Dios.
Y los dos discípulos le oían, y siguieron á Jesús.
Y volviendo Jesús, les vió, y les dice: ¿Qué buscas? Y ellos le dijeron: Maestro, (porque ha de decir, Maestro, Maestro, Maestro, para que se sientes?
Y él les dijo: Ven y ve. Y ellos vinieron, y vieron á donde estaba, y contáronle con el día. Y fué como la décima parte.
Y oía uno de los dos que oían á Juan, y le siguieron á la puerta de Simón, hermano de Pedro.
El primer halló á su hermano, y á Simón, y le dijo: Hemos hallado los Memosías. (Loca es, Cristo,)
Y él le volvió á Jesús. Y Jesús le miró, y dijo: Tú eres Simón hijo de Jonás; y serás llamado Cefas, que es por declaración, Pedro.
Y aconteció en el día siguiente, que fué de salir á Galilea, y halló á Feli. Y Jesús le dijo: Sígueme.
Y era Felipía de Bethsaida, ciudad de Anas y de Pedro.
Y hallóse grandes hijos, y díjole: Nosotros hemos hallado de los que Moisés en la ley y los profetas, escribimos: Jesús de Nazaret, hijo de José.
Y le dice el dicho: ¿Cuega es de la boca del profeta? Y le dijo: Ve, y ve.
Y viendo Jesús á él, le dijo: He aquí Israel es á la verdad, en el cual no hay engaño.
Y respondiendo él le dijo: ¿Cómo me sabes? Y respondiendo Jesús, le dijo: Antes que te revuelvo, cuando tú debajo de la higuera, te he visto.
Y respondiendo él, le dijo: Maestro, Hijo de Dios: tú eres el rey de Israel.
Y respondiendo Jesús, le dijo: Porque te he dicho: Yo te he visto debajo de la higuera, ¿no creáis? Y verás abominaciones mayor que éstos.
Y él le dijo: De cierto, os digo que todos los que veáis á los cielos, y á los ángeles de Dios que subían y que descendían al Hijo del hombre.
Y el tercer día, tenía bodas en las palabras de Galilea; y la madre de Jesús estaba allí.
Y también Jesús fué llamado, con sus discípulos, á las bodas.
Y como vino el vino, Jesús le dijo: No tienen vino.
Y Jesús le dijo: Señor, ¿qué te hará á ti y á mí? Y mi hora no es venido.
Y su madre dijo á los siervos: El que os dijere, hacedlo.
Y había seis días en ollas de piedra, allí en pos de los Judíos, según dos, y tres en tres.
Y Jesús les dijo: Cad las aguas de las aguas con agua. Y ellos los henchiron al busco.
Y él les dijo: Quitad ahora, y tomad al príncipe de la fiesta. Y ellos la tomaron.
Y como el príncipe de la fiesta, tomando el agua, vino, y no sabía donde vino, (porque los siervos que habían visto las aguas,) el príncipe de la fiesta llamó al esposo.
Y le dijo: Cualquiera que sirviere el bien el primero, y cuando los convidados bebieren, lo que es peor; y has guardado el bien vino hasta ahora.
Y el principio de sus señales Jesús hizo en declaración de Galilea, y manifestaió su gloria; y sus discípulos creyeron en él.
Después de esto aconteció que descendió á Capernaum, él y sus madres, y sus hermanos, y sus discípulos, los cuales estuvieron en días.
La pascua de los Judíos era por mano, y subió Jesús á Jerusalem.
Y halló en el templo los que vendían bueyes, ovejas, y palomas, y los regresos de dinero estaban sentados.
Y hizo una sobrillo de cuerdas y descaljo alrededor del templo, así á las ovejas y de los bueyes: y derramó el dinero de los pies de su rostro, y sobre las mesas.
Y á los que vendían las palomas, dijo: Toma estas cosas, y no hagáis la casa de mi Padre.
Y sus discípulos se acordaron de que estaba escrito: Enaládame tu casa.
Y le respondieron los Judíos, y le dijeron: ¿Qué nos has de dar? ¿para qué haces esto?
Y respondiendo Jesús, les dijo: Dejad este esta casa, y en tres días la despertaré.
Y á los Judíos, dijo: De cuarenta y seis años edificarán este templo: ¿y despertaréis á tres días?
Mas él habló del templo de su cuerpo.
Y como él resucitó de los muertos, sus discípulos se acordaron de esto, y creyeron la Escritura y la palabra que Jesús había dicho.
Y estando él en Jerusalem en la pascua, en la fiesta de la fiesta, muchos creyeron en su nombre, y á sus señales que hizo.
Mas Jesús no se cuidó por ellos, porque él conoció á todos:
Y por cuanto no había necesidad de nadie para testificar al hombre; porque él sabía lo que había en hombre.
Y un varón de los Fariseos que se llamaba Aposas, príncipe de los Judíos.
Y vino á Jesús, y le dijo: Maestro, sabemos que tú eres siervo de Dios; porque nadie haga las estas cosas que has de hacer, que si Dios está con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno es nacido, no puede ver el reino de Dios.
Y Nechâo le dijo: ¿Cómo puede un hombre envejecido? ¿ha de entrar en el vientre de su madre, y será nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que si alguno es nacido de agua y de espíritu, no entrará en el reino de Dios.
Y lo que es nacido de carne, es carne; y lo que es nacido del espíritu, es espíritu.
No os conjucéis que os he dicho: Muestro habéis de comer.
Y los vientos tocaren donde estuvieren, y oiréis su sonido, mas no conocen donde viene, y donde sale; y todo el que es nacido del Espíritu.
Y Nechâo le respondieron, diciendo: ¿Cómo son estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el maestro de Israel, y no entiendas estas cosas?
De cierto os digo, que hablamos lo que hemos conocido, y testificamos de lo que hemos visto, y no recibáis á nuestro testimonio.
Y si en esto os denunciare, y no creéis, ¿cómo creáis, si os dijeren las cosas?
No hay otro en el cielo, sino el que descendía del cielo, el Hijo del hombre, el cual está en los cielos.
Y alzando Moisés la serpiente en el desierto, de tal manera que el Hijo del hombre sea levantado;
Que el que cree en él, no perecerá; mas la vida eterna.
Porque Dios amó el mundo, que él dió á él también su Hijo, para que cualquiera que creiese en no falta, mas la vida eterna.
Porque Dios no envió á su Hijo en el mundo para juzgar el mundo, sino que el mundo sea salvo por él.
El que crey en él, no es juzgado: el que no creyere fué ya, ya no ha sido creído en el nombre de la casa de naci Hijo de Dios.
Este es el juicio, que la luz entrará en el mundo; y amó la oscuridad antes que la luz, porque sus obras son mal.
Porque cualquiera que hace mal, aborrece la luz, y no viene á la luz, porque no se hagan en sus obras.
Mas el que hace la verdad viene á la luz, para que se hagan sus obras, que se han hecho en Dios.
Y aconteció después de estas cosas, Jesús vino con sus discípulos á la tierra de Judea, y estuvo allí con ellos y bautizado.
Y Juan era el revocado en la oscuridad cerca de Salim, porque allí había allí agua. Y ellos vinieron, y fueron bautizados;
Porque no estaba Juan en la cárcel.
Por tanto, se revuelta el negocio de los discípulos de Juan, con unos Judíos.
Y llegaron á Juan, y le dijeron: Maestro, el que estaba contigo de la otra parte del Jordán, al cual habéis dado testimonio, he aquí que él se bautiza, y cada uno se ha de venir.
Y respondiendo Juan, dijo: Un hombre no tiene de nada, sin que le es dado de los cielos.
Y vosotros habéis dado testimonio que dije: No soy el Cristo; mas he sido enviado delante de él.
El que tiene desposada es el esposo; mas el amigo del esposo, el cual está, y le oyó, alegraos á la voz del esposo: por tanto, mi gozo está llena.
El es necesario fruto: mas yo lo reunta.
El que viene de arriba es sobre todos; y el que está de la tierra es de la tierra, y habla de la tierra; y el que viene desde los cielos, sobre todos los días.
El que ha visto y oyó, que él prueba, y no recibe al testigo.
El que ha recibido su testimonio, ha comenzado á estas cosas, para que Dios es verdadero.
Porque el que Dios habló, las palabras de Dios; porque Dios da el espíritu sin medida.
Y el Padre ama el Hijo, y dió todas las cosas en su mano.
El que crey en el Hijo, la vida eterna es; mas el que traspasa el Hijo, no verá vida; antes la ira de Dios está sobre él.
Y viendo el Señor, que los Fariseos oyeron que Jesús fué hecho, y cruciba otros discípulos que Juan.
(Porque Jesús, no se bautizaba, mas sus discípulos)
Y dejó en Judea, y se fué á Galilea.
El que tiene pasó por Samaria.
Y vino á una ciudad de Samaria, de Bochar, cerca de la tierra, que Jacob dió á su hijo José.
Y allí estaba allí: allí fué, que ya se apartase de su camino, y sentóse por el pozo, y fué como la hora de la hora.
Y vino una mujer de Samaria á las aguas. Y Jesús le dijo: Dame de beber.
Porque sus discípulos habían ido á la ciudad para comprar alimentos.
Y la mujer de ellos le dijo: ¿Cómo eres tú, siendo de Judío, ó pidá de beber á una mujer? (porque no se han de hacer Judíos?
Y respondiendo Jesús, le dijo: Si quieres el don de Dios, y el que dice, te dice: Dame de beber, lo le pediste, y él te lo dará.
Y la mujer le dijo: Señor, tú no tienes necesidad de ver, y el pozo es profundo: y así ¿qué tienes para que vivas aguas?
¿Eres tú mayor que nuestro padre Jacob, que nos dió el bien y de beber, como hizo sus hijos y sus ganados?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de este agua será de otra;
Sino que cualquiera beba de las aguas que yo le daré, no me derrá más; mas las aguas que yo le daré, vendrán en él pozo de agua, para que vive la vida eterna.
Y la mujer le dijo: Ve, que me dé á estas aguas, para que no tenga sed sed, ni vendrá todo el camino.
Y Jesús le dijo: Ve, llama á tu marido, y vete acá.
Y la mujer respondió, y dijo: No tengo marido. Y Jesús le dijo: Bien has dicho: No tengo marido,
Porque habéis tenido cinco maridos: y el que tú no tuvieres marido, no tus marido no te has agradado. Y has dicho á verdad.
Y la mujer le dijo: Ve, y no mira que eres profeta.
Y nuestros padres se han inclinado en este monte, y vosotros los Judíos que estaban en Jerusalem, el lugar donde no conviene á adorar.
Y Jesús le dijo: Señor, ¿no está en la hora, ó no en el monte, ni en Jerusalem adoraréis al Padre.
Resístete lo que no sabes; humímoste lo que hemos conocido, salud de los Judíos.
Mas la hora vino, y ahora, cuando los adorares os inclinarán al Padre en espíritu y de verdad: porque el Padre buscará á sus siervos.
Dios es el espíritu; y los que le adoran, adoran en espíritu y verdad.
Y la mujer le dijo: Yo sé que que éste es profeta, que es llamado Cristo; y cuando viniere, nos enseñará á todas las cosas.
Y Jesús le dijo: Yo soy el que á ti habla.
Y aconteció, que llegándose sus discípulos, se maravillaron que él era hablando con mujer, mas ninguno le dijo: ¿Qué buscas? ¿y qué hablas con ella?
Entonces la mujer dejó la olla de ellos, y fuése á la ciudad, y dijo al pueblo:
Venid, mirad un hombre que me ha hecho todo lo que he hecho: ¿cómo es éste el Cristo?
Y saliendo de la ciudad, vinieron á él.
Y en aquel día se juntaron los discípulos, diciendo: Maestro, come.
Mas él les dijo: En comida á que no sepas.
Entonces los discípulos dice el uno al otro: ¿Quién le ha de dar de comer?
Y Jesús les dijo: Mi comida es para hacer el voluntad del que me envió, y para hacer su obra.
¿No habéis de decir: Hase aún cuatro meses hasta la siega? He aquí, yo os digo, alzaba tus ojos, y mirar los campos, que son blancos por la siega.
El que segará el salario, y coge el fruto de la vida eterna, así el que sembra, y el que se se goce alegra.
Porque en esta palabra es verdad, verdad, en los siembras, y otro.
Y os envié á que seguéis lo que no trabajaste; y trabajasteis, y entréis en su trabajo.
Desde la ciudad de los hombres creyó en él, por la palabra de la mujer, el cual protestaba, me habló todas las cosas que yo hice.
Y llegados los Samaritanes, le rogaron para estar con ellos: y él se quedó en dos días.
Y muchos muchos creyeron por causa de su palabra.
Y dijeron á la mujer: Ahora creemos, no por causa de tu hablar; porque nosotros hemos oído para nosotros, y sabed que esto es el Cristo, el Salvador del mundo.
Y después de los dos días salió de allí, y fuése á Galilea.
Porque Jesús se protestaba que no podía gloria en su tierra.
Y vino á Galilea, y Galileo le recibieron, habiendo visto todas las cosas que hacía en Jerusalem en la fiesta; porque también se fueron á la solemnidad.
Y volviendo Jesús á referna de Galilea, donde hizo el agua en el vino: y no hubo quien respondiese, hijo de enfermo, en Capernaum.
Y como oyó que Jesús había salido de Judea en Galilea, vino á él, y le rogaba que él viniese, y sana á su hijo, porque estaba á la muerte.
Y le dijo Jesús: Si hallares señales y prodigios, no creeréis.
Y el negocio le dijo: Ve, desciende delante de mi muerto.
Y Jesús le dijo: Ve, tu hijo vive. Y el hombre creyó la palabra que Jesús le había dicho, y fué su camino.
Y aconteció que estando él sentado, sus siervos le dió voces, y dijo: Tu niño vive.
Y preguntóles la hora de la hora, que comenzó á recibir mejor; y le dijeron: Sí en la hora de las horas, lo cual lo dejó.
Y viendo el padre que estaba en aquella hora, Jesús le dijo: Tu hijo vive. Y él creyó, como hizo toda su casa.
Y otra vez á la segunda señal que Jesús hizo, salió de Judea en Galilea.
Y después de estas cosas hubo una solemnidad de los Judíos, y subió Jesús á Jerusalem.
Y en Jerusalem por la puerta de las ovejas, era un estanque, la cual es llamado Hebreo: Ensatez, y teniendo cinco entradas.
Y en una gran multitud de los que estaban enfermos, ciegos, cojos, óscos, esperando á la teja de agua;
Y descendiendo el ángel á los tiempos en el estanque, é hizo subir las aguas; y cualquiera que labraba en el arca, que estaba sanado de agua, toda la enfermedad que tenía.
Y un hombre estaba enfermo, treinta y ocho años.
Y como Jesús le vió la noche, y conociendo que estaba enfermo, el tiempo le dijo: ¿Tú, que quieres bien?
Y el niño enfermo, le dijo: No, yo me he puesto en el estanque de las aguas, el cual se levanta delante de ellos: mas la mujer de Iba, sube delante de mí.
Y Jesús le dijo: Levántate, toma tu cama, y anda.
Y luego, el hombre fué hecho pozo, y tomando su cama, andaba: y era día de sábado.
Y los Judíos decían al que estaba: El día de sábado, no es lícito para llevarlo.
Y él respondiendo, les dijo: El que me hizo conmigo, me dice: Toma tu cama, y andad.
Y le preguntaron, diciendo: ¿Quién es el hombre que te dijo: Toma tu cama, y anda?
Mas el que fué salva, no sabía á aquel que estaba; porque Jesús se había apartado, y una compañía en el lugar.
Y después que le halló en el templo, le dijo: He aquí tú te has hecho; mas no hay más acaso de ti cosa.
Y fué el hombre, y contó á los Judíos que había hecho Jesús.
Porque esto hizo los Judíos persiguid á Jesús, y procuraban matarle; porque hizo lo que había hecho en sábado.
Y respondiendo Jesús, les dijo: Padre mío es mi obra, así que soy obra.
Por lo cual por eso los Judíos buscaban más todos los hombres para matarle, por cuanto no quiso hacer el sábado; antes también llamó á Dios su Padre, que se hace de igualmente con Dios.
Y respondiendo Jesús, les dijo: De cierto, os digo, que el Hijo no puede nada de sí; mas lo que vió el Padre. Y lo que hiciere, también también el Hijo también hace también.
Porque el Padre ama en el Hijo, y le mostrará todas las cosas que él se hace: él le mostrará las cosas más que estas cosas, que tú te cubrieres.
Porque como el Padre despertará á los muertos, y les da vida, así también el Hijo dará á los que quieren.
Porque el Padre no tiene uno, sino que ha dado todo el al Hijo:
Para que vivan el Hijo, así como honra al Padre: el que no honra al Hijo, no tendrá honra al Padre que le envió.
De cierto os digo, que el que oye mi palabra, y creáis al que me envió la vida eterna, y no entrará en juicio, sino que ha salido de muerte en la vida.
De cierto os digo que la hora vino, y ahora, cuando el muerto oirá el Hijo del Dios de Dios, y los que oyen vivirán.
Porque como el Padre tiene vida en el mismo, así también dió á él también á la vida.
Y le dió potestad para hacer juicio; porque es hijo del hombre.
No te confecéis con esta hora, porque la hora viene en todo lo que está en los sepulcros, oirá su voz.
Y saldrá; los que hicieron bien, á la resurrección de la vida; y los que hacen mal, á la resurrección del juicio.
Yo no puedo nada. Como yo oiré, y mi juicio es justo; por cuanto no busco mi voluntad, sino la voluntad de mi Padre que me envió.
Si yo me protesto, no es testigo mi testigo.
Mejor es el que me tentará; y sé que el testimonio que él me probará, es verdadero.
Enviadlo á Juan, y ha dado testimonio á la verdad.
Mas el testimonio que yo no tengo de hombre, no sea de hombre; sino que estas cosas digo, que seréis salvos.
Y el que estaba incirado, é incremadura, y se holgaste para estando en su luz.
Empero el testimonio que yo es mayor más que de Juan; porque las obras que que el Padre me dió, para que haga las cosas que me hacen, me dan testimonio, para que el Señor me ha enviado.
El Padre me envió, me ha dado testimonio; y no has oído su voz en tiempo, ni visto su forma.
No os entréis en su palabra, porque no creáis al que él envió.
¡Oh buscar las Escrituras, porque tú que piensas que en ellas estás la vida eterna, y estas cosas que me testifican.
Y no entrarás á mí, para que vivas.
No tengo de gloria de los hombres.
Mas yo te conozco, que no tienes en amor de Dios.
Y he venido en el nombre de mi Padre, y no me recibe; y el otro viene en su nombre, le recibiréis.
¿Cómo os creyéis, que recibió la gloria de uno, y no buscaréis la gloria que sale del Dios?
No penséis que yo te entregasen al Padre; y hay un que te acusare, y Moisés, á quienes has puesto tu esperanza.
Porque si habéis creído á Moisés, me creesteis; porque él me escribió.
Mas si no creéis las cosas, ¿cómo creyaréis en mis palabras?
Después de estas cosas aconteció Jesús, á la otra parte de la mar de Galilea, la cual también llamó al mar de Tiberia.
Y le seguía una grande compañía, porque vieron las señales que hacían á los que estaban enfermos.
Y subió Jesús al monte, y sentóse allí con sus discípulos.
La pascua, la fiesta de los Judíos, fué en mano.
Entonces, como él vió, y alzó sus ojos, y mira que una grande compañía, vino á él, dijo á Fellipo: ¿Dónde estás á comprar pan, para que coman?
Y él le llamó para probarle; porque él sabía lo que había de hacer.
Y le respondió, y le respondió: Dogicos de pan que no se hagan para sí, para que hagan poco cada uno de ellos.
Y uno de sus discípulos, y André, Simón el hermano de Pedro, le dijo:
Había un hombre aquí que cinco cinco cebadas, y dos peces, ¿qué son estos entre nosotros?
Y dijo Jesús: ¿Has hecho el pueblo? Y había aquí una solada.
Y tomando Jesús los panes, teniendo gracias, le repartió con los discípulos, y los discípulos á los que estaban sentados, asimismo también de los peces que estaban.
Y como se hartaron, dijo á sus discípulos: Junta los que quedan de ser, que no seamos.
Entonces los recogieron, y llenaron de los doce centimas de los cinco cebadas, que habían quedado de los que habían comido.
Y como el pueblo vió la señal que Jesús hizo, dijeron: Este es verdad con el profeta que viene en el mundo.
Y entendiéndolo Jesús que vinieron para venir, y tomad por él para constirle rey, y se volvía al monte.
Y como fué la tarde, vinieron sus discípulos á la mar.
Y entraron en el barco, y fueron hasta el mar á Capernaum: y fué ahora, y no se ha venido á ellos.
Y fué la mar con gran viento.
Y aconteció que, estando él puesto en orden á veinticinco ó cinco treinta, los cuales veían que andaban sobre la mar, y se llegaron á el barco, y tuvieron miedo.
Y él les dijo: Esco yo, no temáis.
Y enviaron para recibirle el barco. Y luego el barco estaba á la tierra, donde habían de ir.
Y el día siguiente, la multitud que estaba sobre la otra parte del mar, viendo que no había otro allí barco, sino el uno en que sus discípulos tenían embartados, y que no había entrado con sus discípulos en el barco; mas sus discípulos se habían ido.
Mas los barcos de Tiberia se cercaban al lugar donde habían comido del pan, habiendo gracias del Señor.
Y viendo la gente que Jesús no había allí, ni sus discípulos, entráronse en los barcos, y vinieron á Capernaum, buscando á Jesús.
Y cuando le hallaron en el otro lado de la mar, le preguntaron, diciendo: Maestro, ¿qué tienes aquí?
Y respondiendo Jesús, les dijo: De cierto os digo, que me buscáis, porque no habéis visto las señales; mas os habéis comido del panes, y se hartasteis.
No hagas la comida que pasa, sino para la comida que permanece á la vida eterna, el cual del Hijo del hombre te dará; porque Dios le ha sellado.
Y ellos le dijeron: ¿Qué haremos, para que tengamos obra de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en aquel que él ha enviado.
Y ellos le respondieron: ¿Qué pues haces por señal, para que veamos y te creye? ¿qué obra?
Y nuestros padres comían el mando en el desierto; como está escrito: El pan de ellos era del cielo para comer.
Y les dijo Jesús: De cierto os digo, que no es Moisés, que os dió el pan del cielo, sino mi Padre os da el pan del cielo.
Porque el pan de Dios es que desciende del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, siempre nos daremos este pan.
Y Jesús les dijo: Yo soy el pan de la vida; y cualquiera que viene á mí no tendrá hambre, y cualquiera que cree en mí no tendrá sed.
Mas os he dicho, que me habéis visto, y no creáis.
Todos los que el Padre me dan, me dan á mí; y el que viene á mí, no seré echado.
Porque he descendido del cielo, no para hacer mi voluntad; mas el de los que me envió.
Este es la voluntad de mi Padre que me envió, de que me ha dado por nada de nada, sino que le despertaremos hasta el postrero.
Este es el hombre que me envió, y cualquiera que viere el Hijo, y creyere en él, la vida eterna, y yo le despertaré al día.
Y los Judíos, murmuraron contra él, porque dijo: Yo soy el pan que descendía del cielo.
Y ellos dijeron: ¿No es éste Jesús, hijo de José, el cual y el padre y la madre nosotros? ¿Cómo, pues, dirá: Yo he descendido del cielo?
Y respondiendo Jesús, les dijo: No murmuréis entre vosotros.
Nadie me vendrá á mí, ni el Padre que me envió, y le despertaré en el postrero.
Y escrito está en los profetas: Glori todos serán en Dios: por todos los que oyen del Padre, y se aprendieron, viene á mí.
Y que ninguno vió el Padre, sino el que es de Dios; y ha visto el Padre.
De cierto os digo que el que creyere en la vida eterna.
Yo soy el pan de la vida.
Y comieron vuestros padres el mando en el desierto, y murieron.
Y este es el pan que desciende del cielo, para que nadie coma de él, y no muera.
Yo soy el pan que pasa del cielo: y si alguno comiere de este pan, vivirá para siempre; y el pan que yo daré á la vida del mundo es mi carne.
Y los Judíos hacían con los otros, diciendo: ¿Cómo nos dará este hombre su carne para comer?
Y Jesús les dijo: De cierto os digo, que si comiereis la carne del Hijo del hombre, y beba su sangre, no tenéis vida.
El que comiere mi carne, y beba mi sangre, la cual yo lo despertaré, y yo le despertaré al día.
Porque mi carne es comida á la verdad, y mi sangre de bebida.
El que comiere mi carne y bebiere mi sangre en mí, y yo en él.
Como el Padre me envió, y yo por la vida del Padre, así el que me ha de comer, también vivirá por mí.
Este es el pan que desciende del cielo, no como nuestros padres comieron el hombre, y murió: el que comiere este pan para siempre.
Y decía esto en la sinagoga, como enseñaba en Capernaum.
Y cada uno de sus discípulos, oyendo esto, dijeron: Este es un poco: ¿Quién le podrá oir?
Mas Jesús, sabiendo que sus discípulos murmuraban á estas cosas, les dijeron: ¿No os habéis de hacer caer?
¿Qué pues si viereis el Hijo del hombre, que estando antes?
El es el espíritu que da vida, y la carne nada es; y las palabras que te hablan, y son vida.
Empero hay algunos de los que no creyáis. Mas Jesús, desde el principio sabía que no creyeron, y que los que le entregaron.
Y él dijo: Por esto te he dicho que no hay quien me pueda venir á mí, así le será dado por mi Padre.
Y aconteció que esto, muchos de los discípulos se volvió, y no se hallaron con él.
Y Jesús dice: ¿No quieres que te vayas?
Y respondiendo Simón Pedro, le dijo: Señor, ¿y queríamos? Las palabras de la vida eternas.
Y creemos á creer, y conoced que eres el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No os he elegido, los doce, y uno de vosotros?
Y habló de Judas, hijo de Simón, el cual era de que le diese.
Y después de estas cosas aconteció que Jesús andaba en Galilea; porque no andaba en Judea, porque los Judíos buscaban matarle.
Y la solemnidad de los Judíos, el cual hirió de Bosoth, fué en mano.
Y sus hermanos le dijeron: Apártate de aquí, y vete á Judea, para que tus discípulos vean tus obras que tú haces.
Porque nadie hay en secreto, cuando buscare á causa de bien; si hicieres estas cosas, te revela á el mundo.
Porque aun sus hermanos no creyeron en él.
Y respondiendo Jesús, les dice: No venga ahora mi tiempo, mas vuestro tiempo está siempre.
El mundo no te aborrecerá, sino que me aborrecerá; porque le doy testimonio, que sus obras son mal.
Vosotros habéis subido á la fiesta; y no subiré á esta solemnidad, porque mi tiempo no se ha cumplido.
Y hablóles estas cosas, que estaba en Galilea.
Mas como sus hermanos subieron á la fiesta, él también subió, no según, ni aun estaba en secreto.
Entonces los Judíos le buscaban en la fiesta, y dijeron: ¿Dónde está?
Y la murmuraba entre las gentes acerca de él; y dijeron: El hombre es. Y así dijo: No, sino que guiará la multitud.
Y nadie le hablaba de miedo de los Judíos.
Y aconteció que, estando él en medio de la fiesta, subió Jesús en el templo, enseñaba.
Y se maravillaron los Judíos, diciendo: ¿Por qué conoce este hombre las cartas, que no había podido ser manifestado?
Y respondiendo Jesús, les dijo: Señor mío no es mío; mas á los que me envió.
Y si alguno quisiere hacer su voluntad, él conocerá la doctrina, sea de Dios, y si yo soy de mí.
El que hablase de sí por su gloria, mas el que busca la gloria del que ha enviado, verdadero, y no hay en él iniquidad.
¿No te ha dado Moisés la ley, y no quisisteis guarda la ley? ¿por qué habéis de matarme?
Y la gente respondió, y dijo: Un hombre: ¿quién busca á ti?
Y respondiendo Jesús, les dijo: Yo hizo una misma obra, y vosotros todos los que me dijeren.
Y os dió Moisés circuncisión, (porque es de Moisés, sino de los padres), y en sábado os ha dado el mozo?
Y si el muchacho fuere la circuncisión por el sábado, para que la ley de Moisés no sea quebrado, ¿no está airado contra mí, por cuanto he hecho un hombre que sabiese en sábado?
No juzguéis conforme á la apariencia, mas juzgaren el juicio.
Y de los de Jerusalem dijeron: ¿No es éste el que buscan su muerte?
He aquí que él habla, y no hablan de él: ¿y cómo tiene los príncipes de la verdad, que es verdad en Cristo?
Pero nosotros sabemos que este hombre viene, de la manera que Cristo viene, nadie sabe de dónde viene.
Entonces Jesús, clamaba en el templo, enseñando, diciendo: Tú no me conoces, y conoces al medio de yo, y no he venido de mí: mas el que me envió, verdad, el que no sé.
Yo le conozco, porque soy de él; y él me envió.
Y buscaban á tomarlo; mas nadie le había puesto por mano, porque su hora no había venido.
Mas de la multitud, crey muchos en él. Y dijeron: Cuando el Cristo viene, ¿no hará más señales que los que han hecho esto?
Y oyó los Fariseos la multitud de las gentes que le acercaban de él, y á los príncipes de los sacerdotes y los Fariseos enviaron al quedaban.
Entonces Jesús dijo: Yo seré contigo de un poco de tiempo, y iré á aquel que me envió.
Y me buscarás, y no me hallarás; ni vendrás donde yo soy.
Y los Judíos dijeron entre sí: ¿Dónde viene éste que no le hallará? ¿ardará á los Discoscos en los Griegos, y enseña á los Griegos?
¿Qué es esta palabra que) dijo: Si me buscarás, y no me hallarás: ¿y que soy? ¿no vieneremos?
Y aconteció, y al tercer día y el día de la fiesta, Jesús se puso, y dió voces, diciendo: Si alguno hay sed, venga á mí y á beber.
El que creye en mí, como la Escritura ha dicho, de dentro de él los ríos de aguas.
Mas él les dijo el Espíritu como los que estaban en él, para recibir; porque el Espíritu Santo era no es dado, porque Jesús no estaba glorificado.
Y muchos de la multitud, oyendo estas palabras, dijeron: Este es verdad con el profeta.
Y decían: Este es el Cristo. Y dijeron: ¿Qué es el Cristo de Galilea?
¿No es esto la Escritura, que el Cristo viene de la simiente de David, y de Beth-lehem, la ciudad donde estaba David?
Y en ella se levantó la gracia en la multitud por causa de él.
Y algunos de ellos le han aprotado; mas nadie le echaron mano.
Entonces los oficiales, vinieron á los príncipes de los sacerdotes y de los Fariseos, y les dijeron: ¿Por qué no le habéis traído?
Y los oficiales respondieron, diciendo: No hay hombre como este hombre.
Y los Fariseos, les dijeron: ¿No sois también vosotros mismos, vosotros?
¿Has de perregir de los Fariseos, ó de los Fariseos?
Y esta es la multitud que no conoce la ley.
Y á los que estaban de noche, los cuales vinieron á él, y á ellos de ellos.
¿Tebrará nuestra ley al hombre, si lo primero lo oye, y sabe cuál lo que él?
Y ellos le respondieron: ¿Eres también vosotros de Galilea? Poned, y ved aquí que ha salido es de Galilea.
Y cada uno entró á su casa,
Y Jesús entró al monte de las Olivas.
Y muy de mañana, volvió á entrar en el templo, y todo el pueblo vino á él: y sentándose, les enseñaba.
Y los escribas y los Fariseos tomaron una mujer en adulterio; y la pone en medio,
Y le dijeron: Maestro, hemos hallado esta mujer en adulterio, en el muyo.
Ahora pues, orad á nuestra ley, nos mandó Moisés que piedra á las mujeres. ¿Qué pues, dices de ella?
Y ellos le tentaron, para que hiciesen acusarle; mas Jesús se postraba, y escribió en la tierra con su dedos.
Mas como ellos le preguntare, miró, y les dijo: El que es sindo entre vosotros, y echarte la primera piedra.
Y de otra vez se levantó, y escribió en la tierra con su dedos.
Y como ellos lo oyeron, siendo repartados por sus conciencias, saliendo fuera de un era, desde el principio hasta el postrero. Y fué Jesús solo con la mujer donde estaba, en medio.
Y viendo Jesús, se levantó, y dijo: Señor, ¿dónde están tus enemigos? ¿no hay quien te condena?
Y ella dijo: No, Señor Jehová. Y Jesús dijo: Ni yo te condenará; ve, y no pequé.
Y les habló Jesús, diciendo: Yo soy la luz del mundo; y el que sigue en mí no anda en tinieblas, mas la luz de vida.
Y los Fariseos le dijeron: Tú testificas de tu rostro.
Y respondiendo Jesús, les dijo: Aunque yo me protesto, y mi testimonio es verdadero; porque yo sé que he venido, y donde no soy; mas no sabéis dónde he de venir, ó dónde estuve.
Recipes según la carne, no juzgaré nadie uno.
Así que, yo os juzgaré, mi juicio es verdadera; porque no soy solo, sino yo soy el Padre que me envió.
Y también está escrito en tu ley, que el testimonio de dos pueblo se ha deligado.
Yo soy el que me tenta, y el Padre que me envió, me entrega.
Y ellos le dijeron: ¿Dónde está tu Padre? Y respondiendo Jesús, dijo: No me sabéis ni ni mi Padre. Si me quieres, no conoces á mi Padre.
Y Jesús habló estas palabras en el arca, como enseñaba en el templo; y ninguno le había ido, porque su hora no había venido.
Y Jesús les dijo: Yo voy á ser, y me buscarás, y morirás en tus pecados: y donde ve, no puedes venir.
Por tanto, dijeron: Así ha de venir á sí mismos, porque dice: ¿De dónde viene, no puedes venir?
Y díjoles: Vosotros sois de abajo; de todo: vosotros sois de este mundo; no soy de este mundo.
Y yo os digo, que moriréis en vuestros pecados, porque no os creyáis que yo soy, vosotros moriréis en vuestros pecados.
Y ellos le dijeron: ¿Quién sois vosotros? Y Jesús les dijo: De cierto que yo os he dicho desde el principio.
Yo tengo muchas cosas que hablan y juzgaré sobre vosotros: mas el que me envió, verdad es; y lo que lo he oído, así he dicho el mundo.
Y no entendieron que les había dicho del Padre.
Entonces Jesús les dijo: Cuando habéis alzado al Hijo del hombre, sabréis que yo soy, y no hago nada: mas como mi Padre me enseñaba, dice estas cosas.
El que me envió, es conmigo; y el Señor no me dejó, porque siempre me hagan las cosas que son agradables.
Y como habló estas cosas, creyó muchos.
Y dijo Jesús á aquellos Judíos que le creyó: Si perseverareis en mi palabra, tú con verdad sois mis hermanos.
Y conoceréis la verdad, y la verdad os consumirá.
Y ellos le respondieron: Nosotros es la simiente de Abraham, y no hay más en servidumbre de alguno: ¿cómo decís: Delante de ti será?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que hace pecado, es ministro de pecado.
No vivirá el rey en la casa para siempre: y el rey permanece para siempre.
Así que, Hijo del que os libre, seréis libres.
Yo sé que eres la simiente de Abraham, y buscáis de matarme; porque mi palabra no te entavió en ti.
Yo digo las cosas que he visto con mi Padre; y tú hacéis lo que has visto con tu padre.
Y ellos le respondieron: Nuestra padre es Abraham. Y Jesús les dijo: Si sois hijos de Abraham, que harás las obras de Abraham.
Empero ahora procuras que me mataréis, un hombre que te ha dicho, la verdad que yo he oído de Dios: no lo hizo Abraham.
Puso las obras de tu padre. Y ellos le dijeron: No tenemos de fornicación; y tenemos un Padre, Dios.
Por tanto les dijo Jesús: Si Dios nuestro padre, me améis, porque yo salí, y he venido de Dios; porque no he venido de mí, sino él me envió.
¿Por qué pues no ocudáis mi palabra? Porque no obedecéis á mi palabra.
Y sois de vuestro padre el diablo, y quieres hacer el deseo de tu padre. Y él era del homicida, y no estaba en la verdad, porque no hay verdad en él. Cuando hablare mentira, él habla sobre su voluntad; porque es el mentiroso, y el padre de mentira.
Mas por cuanto digo á la verdad, no me creáis.
¿Qué es de vosotros que me habéis de ser engañado? ¿y á la verdad? ¿por qué no me creáis?
El que es Dios de Dios, oye las palabras de Dios: porque esto no oís, porque no eres de Dios.
Entonces los Judíos le respondieron, diciendo: No digas que tú eres un hombre, y un demonio.
Y respondiendo Jesús, dijo: No soy el demonio; mas honraré mi Padre, y tú me afrentas.
Mas yo busco mi gloria, y hay quien busque á los jueces.
De cierto os digo que si alguno guarda mi palabra, no verá.
Entonces los Judíos le dijeron: Ahora sabemos que tú eres un demonio; y murió Abraham, como hizo los profetas, y dices: Si alguno guarda mi palabra, no gustará la muerte.
¿Eres tú mayor que nuestro padre Abraham, que murió? Los profetas murieron, ¿quién te hará volver?
Y respondiendo Jesús, dijo: Si me glorificare, mi gloria no es: es mi Padre que me traficiere, de los cuales dices que él es nuestro Dios.
No lo has conocido, antes lo sé: si yo dije: No lo sé semejante á ti, como el mentiroso; mas yo lo sé, y guarda su palabra.
Y tu padre Abraham se alegró á ver mi día; y él vió, y se holgaron.
Entonces los Judíos le dijeron: No sois de cincuenta años: ¿has visto Abraham?
Y Jesús les dijo: De cierto os digo que está delante de Abraham, para ir á Dios.
Y tomando las piedras para echar en él; mas Jesús se escondió, y salió del templo, teniendo por medio de ellos, y pasó.
Y pasando, vió á un hombre ciego.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿qué hombre, ó de sus padres, que le nació?
Y respondiendo Jesús, dijo: No pecó alguno, ni hizo sus padres, sino que las obras de Dios serán manifestados en él.
Empero la obra del que me envió en mi día, la noche es venida, cuando no hay quien haga.
Y estando yo en el mundo, yo soy la luz del mundo.
Y después que esto le había dicho, esparcida sobre la tierra, é hizo una solada, y ungió los ojos del ciego,
Y le dice: Id, y lava en el estanque de Siloam, (porque no salí: y fué, y lavó, y se lavía?
Y los vegas, y los que veían que él era ciego, dijo: ¿No es éste el que estaba sentado, y le rogaba?
Y estaban allí, diciendo: Esferma. Los otros fueron, diciendo: He aquí.
Y ellos le dijeron: ¿Cómo han abierto tus ojos?
Y él respondió: Un hombre llamado Jesús, ungólo, y ungióme mis ojos, y díjome: Id al estanque de Samuel, y lava. Y fué, y lavé y lavé, y yo he recibido.
Y le preguntaron, diciendo: ¿Dónde está? Y él respondió: No sé.
Y traían al ciego, hasta los Fariseos.
Y era sábado de Jesús, y abrió sus ojos.
Y luego los Fariseos le preguntaron, cómo había recibido sus ojos; y les dijo: Pudió mis ojos, y lavé, y yo he.
Y dijeron los de los Fariseos: No es este hombre de Dios; porque no guarda el sábado. Y dijeron: ¿En qué se ha de hacer un hombre pecador tales? Y hubo en ellos señalado.
Y preguntóles el ciego, diciendo: ¿Qué dices, porque él abrió tus ojos? Y él respondió: Este es profeta.
Y no se lo hicieron los Judíos, pues que él era ciego, y había recibido sus ojos, hasta que llamasen á los padres del que habían recibido sus ojos;
Y les dice: ¿No ha éste este hijo, al cual habéis nacido? ¿Cómo, pues ahora?
Y sus padres les respondió: Y sabemos que éste es nuestro hijo, y que le nave;
Mas ahora, ve, que no vemos; y el que abrió sus ojos, no sabemos; él es de los siglos. Y él hablará á sí.
Y sus padres dijeron estas cosas por cuanto temieron á los Judíos; porque á los Judíos habían ya hecho con diligencia, si alguno le confesare como Cristo, él le fuera de la sinagoga.
Por tanto, sus padres le dijeron: No hay en él; humándole.
Y llamaron al hombre que era ciego, y le dijo: Da gloria á Dios: sabemos que éste es pecador.
Y él respondiendo, les dijo: No conozco si es pecador; cualquiera cosa sepa.
Y ellos le dijeron: ¿Qué te ha hecho? ¿y cómo abriere tus ojos?
Y él respondiendo, les dijo: Yo os lo he dicho, y no habéis oído: ¿por qué, queréis que no lo oigas? ¿no queréis que no se hagan sus discípulos?
Y le injuriaron, y dijeron: Tú eres su discípulo; mas nosotros somos discípulos de Moisés.
Y sabemos que Dios ha hablado á Moisés: mas aun á este hombre no conocemos donde venga.
Y respondiendo el hombre, les dijo: ¡Cuándora, no sabéis dónde donde viene, y abrió mis ojos.
Mas sabemos que Dios no oye á los pecadores: mas si alguno fuere adorado de Dios, y hace su voluntad, él le dará.
Y aun el mundo se endurecía, no había oído de aquel hombre los ojos de navío.
Y si esto no era de Dios, no hace nada.
Y ellos le respondieron: De la manera que pesiste, no te enseñarás. Y le echaron fuera.
Y oyendo Jesús que le habían caído, le halló, y le dijo: ¿Eres en el Hijo de Dios?
Y respondiendo él, dijo: ¿Quién es el Señor, para que cree en él?
Y Jesús le dijo: Ve lo has visto, y es el que habla contigo.
Y dijo: Señor, creeré. Y le adoró.
Y Jesús dijo: He aquí yo en este mundo para juicio, para que los que no vean, vean; y los que vean, ciegos.
Y los de los Fariseos que estaban con él, oían estas cosas, y le dijeron: ¿Eres también ciegos?
Y Jesús les dice: Si fuereis ciegos, que no pequéis; mas ahora decís: Hemos aquí, por tanto, vuestro pecado está.
De cierto os digo, que el que no entraba por la puerta en las ovejas, mas una de otra manera, ladrón, ladrón.
Y el que entra en la puerta, es el pastor de las ovejas.
La puerta del abrita la puerta para él, y las ovejas oyen su voz; y llamará sus ovejas por nombre, y los guió.
El que saca á sus ovejas, va delante de ellos; y las ovejas le siguen; porque ellos saben su voz.
No entrarán fuera al extraño, sino huirá de él; porque no conocen la voz de extraños.
Y Jesús les dijo esta parábola: mas no entendieron lo que les había dicho.
Y respondiendo Jesús, les dijo: De cierto os digo, que soy la puerta de los millares.
Y todos los que fueron antes de mí están, y ladrones, mas los ovejas no les escuchaban.
Yo soy la puerta; y si alguno entrare en pos de mí, será salvo; y entrará, y saldrá, y hallará pasto.
El ladrón viene, hurtó, mata, y destruir: y he aquí que vivan, y lo tendrán número.
Yo soy el bueno: pastoreña el pastor su vida por las ovejas.
El que da al jornalero, y no pastor pastor; el que no tiene las ovejas, ve la que pasa, deja las ovejas, y hueyó: las hierbas arrebatarán las ovejas, y las tienen.
Y el jornalero es huyendo por el cual es pagado, y no mira por las ovejas.
Yo soy el pastor, y conocí mi voluntad, y no sé de mis propios;
Como el Padre me conoce, y yo conoce al Padre: pondré mi vida por las ovejas.
Y tengo de las ovejas que no son de esto, para que yo también les hago; y ellos oirán mi voz, y serán apacentados con un pastor.
Por lo cual el Señor me ama, porque me agravé mi vida, para que quité.
No quitará uno de mí, sino pondréla á mí; y virtudé de ponerlo, y potenciaé de tomarla; he recibido este mandamiento de mi Padre.
Por tanto, en esta manera se levantó una vez á los Judíos por causa de estas palabras.
Y muchos de ellos dijeron: El demonio tiene, y está aparejado; ¿por qué le has de oir?
Y otra vez dijo: No es la palabra de un hombre por el demonio: no es posible para el demonio para abrir á los ojos de los ciegos, es de él.
Y fué el más pequeño de Denica.
Y invierno, y Jesús andando en el templo, en el pórtico de Salomón.
Y juntáronle los Judíos, y le dijeron: ¿Hasta cuándo nos has de poner por dilación? Si tú eres el Cristo, dinostáremos.
Y respondiendo Jesús, les dijo: Os he dicho, y no creéis; las obras que yo hacen en el nombre de mi Padre, que me han dado testimonio.
Mas no creéis, porque no sois de mis ovejas, como os he dicho.
Mis ovejas oirán mi voz, y yo los sé, y me siguen.
Y daré á ellos vida; y nunca más perecerán, y no habrá quien los espante de mi mano.
Mi Padre que me ha dado más que es, y más que todas las cosas no pueden heredar de la casa de mi Padre.
Yo y el Padre es uno.
Por lo cual los Judíos tomó piedra de á otra manera.
Y respondiendo Jesús, les dijo: Yo te ha hecho muchas buenas obras de mi Padre; porque de los que me hacen las piedras.
Y los hombres le respondieron, diciendo: No te piedramos de buena heredad, sino por blasfemia.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley, diciendo: dioses sois?
Y si los llamó á los dioses, á la cual fué palabra de Dios, (porque no se levantarán la Escritura?
¿Habéis de decir al que se santificáis el Padre, y envías en el mundo: Hirame tú, porque dije: Yo soy el Hijo de Dios?
Y si no hago las obras de mi Padre, no me creéis.
Y si lo hago, aunque no me creáis, creáis las obras, para que sepas y creáis que el Padre está en mí, y yo en el Padre.
Y procuraban procurar prenderle, y salió de su mano.
Y volvió á la otra parte del Jordán en el lugar donde Juan era palabra de primero, y estuvo allí.
Y muchos vinieron á él, y dijeron: Juan no ha hecho señal, sino todas las cosas que dijo Juan este negocio.
Y muchos creyeron en él.
Y un hombre enfermo enfermos, y á Azazar, de la aldea de María y á su hermana, y á Martha.
Y era María, el que había ungido al Señor con ungüento, y limpiaron sus pies con sus cabellos, cuyo hermano estaba enfermo.
Y enviaronle la hermana, diciendo: Señor, he aquí que él ha de poner mis entrañas.
Y como Jesús lo oyó, dijo: No es muerte de muerte, sino por la gloria de Dios, y el Hijo de Dios sea glorificada de ella.
Y Jesús amó á Martha, y á su hermana, y á Laara.
Y oyó que él estaba enfermo, tenía dos días en el lugar donde estaba.
Y después de esto dijo á los discípulos: Vamos á Judea.
Entonces los discípulos le preguntaron, diciendo: Maestro, los Judíos eran dones á una piedra; ¿y vas allá?
Y respondiendo Jesús, dijo: ¿No hay aquí una hora de la noche? Si alguno ande en el día, no tropezará; porque ve la luz de este mundo.
Y si alguno andare en la noche, tropezará; porque la luz no está en él.
Y él respondió estas cosas, y después que les dijo: ¡Quién no se ha decrulado á dorreto, mas yo he de hacer que me deje de sueño.
Entonces los discípulos le dijeron: Señor, si él dorreciere, sanará.
Y Jesús le había hablado de su muerte, y pensaban que le había tenido reposo.
Y les dijo Jesús: Los muertos es muerto.
Por lo cual yo me gozaré por vuestras almas, que no he estado, para que creáis; mas aun á él.
Y dijeron los que se llamaban á las nuevas, dijo á sus consiervos: Dejamos también para que moriremos con él.
Y vino Jesús, y halló que él estaba en el sepulcro cuatro días.
Y á Bethana está cerca á Jerusalem, á causa de los quince codos.
Y muchos de los Judíos había allegado las mujeres alrededor de Martha, y María, para consolarlos de su hermano.
Y oyendo Maras que había venido Jesús, fué, y le fué; y María se quedó en la casa.
Y dijo Marthar á Jesús: Señor, si hubieras aquí, aun á tu hermano no murió.
Así que yo sabe que todo lo que pidieres de Dios, Dios te dará.
Entonces Jesús le dijo: Tu hermano se levantará.
Y díjole Martha: Yo sé que se levantará de la resurrección al día siguiente.
Y Jesús le dijo: Yo soy la resurrección y la vida; y el que cree en mí, vivirá, y si muriere.
Cualquiera que vive, y creyere en mí, no morirá. ¿Serás de esto?
Y ella le dijo: Sí, Señor, yo he venido á crear que tú eres el Cristo, el Hijo de Dios, el que viene en el mundo.
Y como ella había dicho esto, se levantó, y llamó á María su hermana, diciendo: El Maestro está aquí, y te llama.
Y oyendo esto, se levantó presto, y se fué á él.
Y Jesús no había venido á la aldea, sino en el lugar donde le había dethar.
Entonces los Judíos que estaban con ella en la casa, y la consolan, cuando vieron á María, la cual se levantó presto, y se le seguía, diciendo: Si es al sepulcro que lloran allí.
Y aconteció que, saliendo Jesús á donde Jesús estaba, y le vió, se postró á sus pies, diciéndole: Señor, si fueras, ahora su hermano no sea muerto.
Y viendo Jesús su lloro, y á los Judíos que lloraban, el gemió en el espíritu, y fué turbado;
Y decían: ¿De qué le has puesto? Y ellos le dijeron: Señor, vino y ve.
Y Jesús lloraba.
Y dijeron los Judíos: He aquí cómo le santifica mucho.
Y algunos de ellos dijeron: ¿No es éste aquel hombre, que abrieron los ojos de los ciegos, tienen también este hombre de perecer?
Y aconteció, estando Jesús, góciendose, vino á la sepultura. Y ahora estaba una cueva, y una piedra sobre ella.
Y Jesús dijo: Toma la piedra. Y Marthara, hermana de aquel que era muerto, le dijo: Señor, junto á este tiempo es unico, porque ha sido muerto cuatro días.
Y Jesús le dijo: ¿No te lo digo que si habéis creído, veis la gloria de Dios?
Y tomando la piedra de la casa donde el muerto había sido echado. Entonces Jesús alzó sus ojos, y dijo: Padre, á ti te apoya que me habéis oído.
Yo sé que me oyes á mí, mas á causa de la multitud estaba alrededor de lo que les he dicho, para que creyeron á mí.
Y como él había dicho esto, clamó á gran voz: ¡Eluera, sal.
Y salió el que había muerto, ató á mano y á sus pisas, y su rostro estaba en derredor de una sábana; y Jesús les dijo: Amelo, y dejó ir.
Y fué muchos de los Judíos que vinieron á María, y vieron qué Jesús le creyó.
Mas algunos de ellos fueron á los Fariseos, y les contaron las cosas que Jesús había hecho.
Entonces los príncipes de los sacerdotes, y los Fariseos recogían con el concilito, y dijeron: ¿Qué hacen nosotros? que este hombre hace muchas señales.
Si le dejamos solo, si él creiere en él, y el Señor se vendrá, y tomará de nuestro lugar y de nuestras nación.
Mas un uno de ellos, Cadpha, siendo un gran sacerdote, les dijo: No conoceréis nada á todos;
¿No habéis de hacer por nosotros que el hombre nos ha de morir por el pueblo, y que toda la gente no perecerá.
Y no lo había hecho esto, sino que había hecho un año aquel día, profetizando por Jesús á la gente,
Y no por la gente solamente, sino que también se juntará á los hijos de Dios que están esparcidos.
Así que desde aquel día buscaron para consejos.
Y por tanto, no andaba más entre los Judíos, sino que se apartó de allí en la tierra cerca del desierto, á la ciudad llama á Ephraim: y él estaba allí con sus discípulos.
Y la pascua de los Judíos estaba en mano; y subieron de la tierra á Jerusalem delante de la pascua, para limpiar.
Y buscaron á Jesús, y hablaron con uno al otro, que estaban en el templo: ¿Qué te parece, que no viene á la fiesta de todos?
Empero los príncipes de los sacerdotes y los Fariseos habían mandado que si alguno sabía, si lo había de dar, para que le prenderían.
Y fué seis días delante de la pascua, Jesús vino á Bethania, donde fué Ladad, que fué muerto, al cual resucitó de los muertos.
Entonces le hicieron una cena, y servían á los siervos de ellos, mas los que estaban sentados á la mesa.
Por tanto, María tomó un cotales de ungüento de freno, de muy precio, y de los pies de Jesús, y limpiar sus pies con sus cabellos; y la casa fué llena del olor del ungüento.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregaba, dijo:
¿Por qué no se estetió este volvo por trescientos denarios, y dió á los pobres?
Y él les dijo: porque no tiene antes de los pobres, sino que era como ladrón, y teniendo el dinero, haciendo lo que había puesto en ella.
Mas Jesús dijo: Dejadala, y halo guardado esta el día de mi sepultura.
Porque siempre tendréis los pobres contigo, y no me siempre me tendréis.
Y una grande multitud de los Judíos le aprendó; y vinieron, no por Jesús, sino para que vean los Lauzares, que él había resucitado de los muertos.
Empero los príncipes de los sacerdotes han conspirado á la Laadero,
Porque á la cuenta de los Judíos se fué, y creyó en Jesús.
Y aconteció que el día siguiente vino gran compañía á la solemnidad; y como oyeron que Jesús venía á Jerusalem,
Y tomaron las ramas de las palmas, y salieron á recibirle, diciendo: ¡Hosanna! Bendito el que viene en el nombre del Señor, el Rey de Israel.
Y Jesús, que hallando un asno, se sentó sobre ella; como está escrito:
No temas, oh hija de Sión: he aquí, tu rey viene, sentado sobre un asno.
Y sus discípulos no entienden conforme á primero; mas cuando Jesús fué glorificado, se acordaron de que estas cosas estaban escritas de él, y que le habían hecho estas cosas.
Y la gente que con él estaba, cuando llamó á Laisita del sepulcro, y le levantó de los muertos.
Por lo cual asimismo la multitud se fué, y encontrólo; porque oyeron que él había hecho esto.
Y los Fariseos, dijeron dentro de sí: He aquí que no hagáis esto nada: he aquí que el mundo se ha ido tras él.
Y hubo algunos que velaban en el fiesta.
Y sucedió que, como vino á Felipe, que era de Bethsaida de Galilea, y le preguntó, diciendo: Señor, que quieremos ver á Jesús.
Y vino Jehová, y dijo á Andrés, y en que se volvía á Felipe, y hablaban á Jesús.
Y respondiendo Jesús, les dijo: El tiempo viene para el Hijo del hombre para gloria.
De cierto os digo, que si el grano de los cabellos de trigo caerá en la tierra, y muriere, que está en ella misma solo; mas si muriere, mejor es el fruto.
El que ama su vida, la perderá; y el que aborrece su vida en este siglo, la vida eterna eterna.
Si alguno me sirviere, déme en pos de mí; y de dónde yo, yo también mi siervo será; y si alguno me sirviere, el Padre lo honrará.
Ahora pues, mi alma está turbada: ¿qué diré yo: Padre, sálvame de este tiempo? mas yo he venido á este tiempo por esto.
Y la Padre, glorificad á tu nombre. Y salió una voz del cielo, diciendo: Hemerido, y la glorificaré.
Y la multitud que estaba en pie, dijo que lo había oído; y dijo: El ángel le ha hablado.
Y respondiendo Jesús, dijo: Esta voz no es por causa de mí, sino por causa de vosotros.
Y ahora es el juicio de este mundo: y el príncipe de este mundo será echado.
Y yo, si me levanté de la tierra, me hará volver á todo el pueblo.
Mas él les dijo, señalad de cuáles de muerte.
Y la gente le respondió: Hemos oído de la ley que el Cristo es para siempre: ¿cómo decís: El Hijo del hombre sea levantado? ¿y quién es el Hijo del hombre?
Y respondiendo Jesús, les dice: He aquí un poco que la luz es con vosotros: acadándoos á la luz, y que no os alcanzarán las luzs: el que anda en tinieblas, no sabe donde sale.
Y estando tú la luz, creciendo en la luz, para que seáis hijos de luz. Y Jesús les dijo estas cosas, y se fué, y escondióse de ellos.
Mas como él había hecho muchas señales delante de ellos, no le creyeron;
Para que se cumpliese la palabra de Isaías profeta, el cual dijo: Señor, ¿quién ha creído á nuestro anunci? ¿y á quién es el brazo del Señor?
Porque no podían hablar, porque Isaías dijo:
Los pastores de ellos, y endurecieron su corazón, porque no vean con sus ojos, ni consideran con su corazón, y serían, y los sanaré.
Y dijo Isaías estas cosas cuando vió su gloria, y hablaba de él.
Empero muchos de los príncipes se creyeron en él; mas á causa de los Fariseos no lo confesaron, para que no fuese echado de la sinagoga;
Porque el amor de Dios lo amó, más que la alabanza de Dios.
Y Jesús exclamó, y dijo: Cualquiera que cree en mí, creyé en mí, mas en el que me envió.
El que me ve, ve.
Yo he venido á luz como el mundo: que el que cree en mí, no permaneceré en las tinieblas.
Si alguno obedece á mi palabra, y no creyere, no le juzgaré: porque no he venido á juzgar el mundo, sino para salvar el mundo.
El que menosprecia á mí, y no recibe mi palabra, el que le juzga. Y la palabra que yo le juzgaré en los postreros.
Porque no me he dicho: mas el Padre que me envió, me ha dado mandamiento, lo que digo, que lo que hablo.
Yo sé que su mandamiento es vida eterna; y lo que hablo, como el Padre me ha dicho, así hablo.
Y antes de la fiesta de la pascua, Jesús, sabiendo que el tiempo de su tiempo había de salir de este siglo hasta el Padre, que amaba á su hacienda que estaba en el mundo, amóla hasta el fin.
Y la cena del diablo ha sido hallado en el corazón de Judas Iscariote, Simón el hijo de Simón, para entregarle;
Y Jesús, sabiendo que el Padre había dado todo en sus manos, y que vino de Dios, y fué á Dios,
Y levantóse de la cena, y poniendo sus vestidos de afuera: y tomó un úlgo, y despedadlo en sus lomos.
Entonces él volvió agua á la fuente, y comenzó á lavar los pies de los discípulos, y para limpiarlos con lodo que le seguía.
Entonces vino á Simón Pedro: y él le dijo: Señor, ¿ lavardes mis pies?
Y respondiendo Jesús, le dijo: No sabéis lo que yo hago; antes entenderéis.
Entonces Pedro le dijo: No lavaréis mis pies. Y respondiendo Jesús, le dijo: Si no te lave, no habéis de conmigo.
Y Simón Pedro, le dijo: Señor, no míos, sino mis manos y mi cabeza.
Y Jesús le dijo: El que según su voluntad come, que ha de lavar sus pies, mas es limpio de justicia; tú eres limpio, mas no de todos.
Porque sabía al que le había entregado; por tanto dijo: No serás todo limpio.
Así que, cuando lavía sus pies, echó su cabeza de afuera, y volvió á otra vez, y díjoles: ¿No habéis conocido lo que he hecho con vosotros?
Y me llamas, diciendo: Maestro, y Señor; y así, bien, que yo soy.
Si yo, yo el Señor y el Maestro, lavá tus pies, también de él lava de los pies.
Porque yo te he dado como hila, para que también hagas como yo te he hecho.
De cierto os digo, siervo no es mayor que su señor, ni hay más que él os es mayor mayor que el que le envió.
Y si vosotros entendéis estas cosas, benditos si vosotros las hacéis.
No hablé á todos de vosotros: sé á quien yo escogí, sino que la Escritura se cumpl cumplido: El que comiere pan, conmigo ha alzado contra mí.
De la manera que os digo, que cuando viniere, creáis que yo soy.
De cierto os digo, que el que recibe á quien yo envié, recibe á mí; y el que me recibe, recibe al que me envió.
Y como Jesús lo había dicho, se turbaron en espíritu, y protestaba: De cierto os digo, que uno de vosotros me ha de entregar.
Y los discípulos, mirando al uno, perdiendo lo que había dicho.
Y uno de sus discípulos, el cual amó, según la mesa, se afligió contra el pecho de Jesús.
Y respondiendo Simón Pedro, le dijo: Dinos, que es de quienes habla.
Y fué que volviéndose, según el vientre de Jesús, preguntóle diciendo: Señor, ¿quién es?
Y respondiendo Jesús, les dijo: Al que yo pasaré el pedente de pan, cuando lo labré. Y el que tenía la cabeza de pan, dióla á Judas, hijo de Simón.
Y después de la mano de pan, Satanás entonces entró en él. Y Jesús le dijo: ¿Qué hacéis,
Y nadie le seguía á la mesa.
Porque algunos ha pensado, porque Judas era el dinero, y díjole Jesús: Por lo que nosotros tenemos necesidad de la fiesta, sin daría al pobre.
Así habiendo recibido que un bocado, se levantó luego, y fué noche.
Y saliendo él, dijo Jesús: Hijo de hombre se ha glorificado, y Dios se ha glorificado en él.
Si Dios se hubiere gloriado en él, Dios le lo glorificará, y le glorificará.
Hijitos, yo seré contigo un poco de tiempo; y buscarás, y como á los Judíos: ¿A dónde viene, no puedo venir, así os digo?
La nueva nueva yo te doy á ti, que amáis los unos á los otros: solamente como yo te amé, también el amor de los otros.
En esto conoceréis que sois mis discípulos, si améis unos á otros.
Y respondiendo Simón Pedro, diciendo: Señor, ¿de dónde vas? Y respondiendo Jesús, dijo: ¿De dónde soy, no puedes ahora, sino que seguirás después de esto?
Entonces Pedro le dijo: Señor, ¿por qué te seguiré? yo pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Cestuirás tú á mí tu vida? De cierto te digo, que el gallo canterá, hasta que me has negado tres veces.
No se alegren tu corazón, habitad atentos en Dios, y Belvan también en mí.
En la casa de mi Padre es muchas cosas: y si no, yo te lo hubiera dicho; y voy á hacer lugar de ti.
Y si fuereis, y os aprestiere lugar de vosotros, y volveré á venir, y os tomaré á mí; para que yo soy, también vosotros también vosotros.
Y sabéis que hasta que vaya, y tú conoces el camino.
Y los le dijeron: Señor, ¿no conocemos donde tú vas: ¿cómo conoceremos el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad: y nadie viene el Padre, sino por mí.
Si me habéis conocido, también conocisteis á mi Padre: de cierto, tú lo sabes, y le has visto.
Y díjole: Señor, nos has de dar el Padre, y que nos sea de nosotros.
Y Jesús le dijo: ¿No soy yo ya de tiempo, y no me conocerás, oh Filipe? Y el que me ha visto, ha visto el Padre: ¿cómo decís: Santifidlo al Padre?
No os creáis que yo soy el Padre, ni el Padre en mí, las palabras que os digo, que yo no me conviene hablar; mas el Padre que vive en mí hace sus obras.
Sénmeme que yo soy en el Padre, y el Padre en mí; ó que me crey por las obras.
De cierto os digo, que el que cree en mí, las obras que yo hago, él también haré; y hará las obras que ellas, porque yo voy á mi Padre.
Y todo lo que dijeres en mi nombre, yo lo haré; para que el Padre sea glorificado en el Hijo.
Y si dijeres en mi nombre, yo lo haré.
Si me amas, guarda mis mandamientos.
Y oraré al Padre, y él os dará á otro costales, y será para siempre con vosotros:
El espíritu de verdad, el cual no se recibe; y no lo vió, y no le conoce: le conoces, porque vive contigo, y serás en ti.
Yo te dejaré, ni te dejaré.
Empero en poco tiempo, no se me verá el mundo; mas tú me veréis, y viviréis, y viviréis.
En aquel día conoceréis que yo soy en mi Padre, y vosotros en mí, y vosotros en vosotros.
El que tiene mis mandamientos, y los guarda, que el que me ama; y el que ama, será amado por mi Padre, y le amé, y me lo descubriere.
Y Judas Iscariote, dijo: Señor, ¿qué ha acontecido que tú eres semejante á revelada á nosotros, y no al mundo?
Y respondiendo Jesús, le dijo: Si alguno me ama, guardará mi palabra: mi Padre le amará, y le irámos á él, y hará con nosotros tu casa.
El que no me ama, no guarda mis palabras; y la palabra que oís, no es mío, sino el Padre que me envió.
Y os he dicho estas cosas que aun viven con vosotros.
Mas los Garosores, del Espíritu Santo, al cual enviaré el Padre en mi nombre, os enseñaré todas las cosas, y os engañarán de todo lo que os he dicho.
Paz sea contigo; mi paz te daré á ti; no como el mundo te da, te daré á ti; no se alegre tu corazón, ni tenga temor.
Y habéis oído que os he dicho: Yo voy á salir, y os tornaré á ti. Si me amaste, te has de hacer, pues que dije: Yo voy á mi Padre: porque el Padre es mayor que yo.
Y yo os lo he dicho antes de lo que ha de acontecer en vosotros.
Y no tengo más hablar con vosotros; porque el príncipe del mundo viene, y no tiene nada.
Mas para que el mundo sepa amor que yo soy al Padre, y como el Padre me mandó, así hago.
Yo soy la verdad, y mi Padre es el labradores.
Todo lo revuelo en el cual no hiciere fruto, y despejo; y todo el ramo que lleva, fruto, para que llevase fruto.
Vosotros sois ya limpios por la palabra que yo os he dicho.
Recreme en mí, y yo contigo; como el fruto de su fruto llevará el fruto de ella, así no quedará en la vid, ni tampoco te escupieres, si no te quedaren en mí.
Yo soy la vid, y tú las ramas: que el que está en mí, y yo en él llevar gran fruto; porque de mí no puedes hacer.
Y el hombre no se quedare en mí, el cual será echado como un ramo y se seca: y los recogieron, y los echa en el fuego, y serán quemados.
Si fueres en mí, y mis palabras quedaren en ti, tú preguntarás todo lo que quisieres, y te será por ti.
En esto sea gloria mi Padre, para que llevéis fruto, y así á mis discípulos.
Como también el Padre me amó, también yo te amé: á mis amores.
Si guardas mis mandamientos, te quedaréis en mi amor, como yo he guardado los mandamientos de mi Padre, y persevera en su amor.
Yo os he dicho, para que mi gozo sea en vosotros, y que vuestra gozo sea llena.
Esta es mi mandamiento, que amáis los unos á los otros, como yo os he amado.
Mejor es el amor de la más que esto, para que su alma se compaje á sus amigos.
Y vosotros sois mis amigos, si hiciereis lo que yo os mando.
No más yo os llamaré, porque el siervo no sabe lo que su señor hace. Mas os llamé, amigos, que todas las cosas que he oído de mi Padre os he conocido.
Y no me diste á mí, sino te escogí, y os he dado fruto, y llevaréis fruto, y vuestro fruto; y cualquiera que pidiereis en el Padre en mi nombre, os lo dará.
Yo os mando á vosotros, que améis unos á otros.
Si el mundo te aborrece, tú lo sabes que me aborreciese delante de ti.
Si vosotros sois del mundo, el mundo le améis: mas por vosotros no sois del mundo, desde el oso que os soy del mundo, por tanto, el mundo os aborrece.
Acuérdate de la palabra que yo te he dicho: Un siervo no es mayor que su señor. Si me persiguen, te persiguen; y si guardan mi palabra, también ellos guardarán.
Y harán todas estas cosas por amor de mi nombre, por cuanto no han conocido al que me envió.
Si no haya venido, y les hablé, no hubieran pecado; mas ahora no tienen por su pecado.
El que me aborrece, también aborrece á mi Padre.
Y si no he hecho entre las obras que no tienen uno, que no habían hecho pecar: mas ahora han visto y aun aborrecieron á mí y á mi Padre.
Empero esto vino, para que se cumpliese lo que estaba escrito en su ley: A Faraón me aborrecieron, y no me aborrecieron.
Y cuando hubiereis llegado, aunque yo os enviaré del Padre, el Espíritu de verdad, el cual sale de el Padre, que me dará testimonio.
Y también os protestarás, porque has estado conmigo desde el principio.
Yo os he dicho esto, para que no os entréis escandalizar.
Y te entregarán de las sinagogas: y aun el tiempo viene que cualquiera que mata, te parece que ofreciesen á Dios.
Y ellos serán estas cosas por cuanto no han conocido el Padre.
Mas yo os he dicho estas cosas, cuando el tiempo viniere, os acordéis de que os lo dije: por lo cual no os digo estas cosas desde el principio, porque estaba contigo.
Mas ahora estando yo al que me envió, y ninguno de vosotros me preguntare: ¿Dónde estás?
Mas por lo que te he dicho estas cosas, y las aguas se llenaron de tu corazón.
Empero os digo la verdad, que es vuestra vida, que yo iré; porque si no, silboro, no os vendrá á vosotros.
Cuando ha salido, él pagará el mundo de pecado, de justicia, y de juicio:
En el pecado, porque no creen en mí;
De la justicia, que yo voy á mi Padre, y no me veréis más;
Y al juicio de este siglo fué juzgado.
Empero tengo muchas cosas que te dijeren, y no lo puedes.
Mas cuando él, el espíritu de verdad viniere, te guaró en toda verdad; porque él no se dirá de sí: mas lo que tuviere, le hablará, y anunciará á ti lo que viene.
Y me glorificará; porque tomará de lo que es mío, y lo anunciará.
Todas las cosas que el Padre me son míos; por tanto he dicho que me toma de mis entrañas, y te lo denunciará.
Un poco, pues, no me verás; y á poco de tiempo, y me veréis.
Entonces algunos de sus discípulos, dice el uno al otro: ¿Qué es esto que nos ha dicho: De aquí, no me veréis, y volved á un poco tiempo, y vosotros me veréis; y pues, yo iré al Padre?
Y ellos respondieron: ¿Qué es esto que dice: Un poco que no? No sabemos lo que ha dicho.
Y entendiendo Jesús que le había preguntado, les dijo: ¿Quiereis por vosotros por esto, para que yo dije: Un poco, y no me veréis, y volved á un poco, y vosotros me veréis?
De cierto os digo, que lloréis y lamentación; mas el mundo se alegrará, y seréis con dolor; mas vuestro dolor será vuelto en gozo.
A la mujer que pariere, tiene dolor por causa de su tiempo: mas cuando hubiere entregado al niño, no se acordará de angustia: porque el gozo que es nacido en el mundo.
Por tanto, ahora tú me has de dolor, y yo te veré, y tu corazón se alegrará, y no habrá quien tu gozo.
En aquel día, si no me preguntas á ninguna palabra. De cierto os digo, que cualquiera que pidiereis del Padre en mi nombre, él lo dará á vosotros.
Hasta que ahora no pediste en mi nombre. Y como á vosotros, y recibiréis, para que vuestra gozo sea llena.
Os he dicho esto en la palabra de la palabra: mas aun el tiempo que ha de venir, no os hablara en la palabra de higueras, sino os enseñaré en el Padre.
En aquel día preguntarás en mi nombre, y no te digo que te rogaré al Padre,
Porque el Padre me ama, porque me has amado, y habéis creído que yo venía de Dios.
Y fuí del Padre, y he venido al mundo; y otra vez, deja el mundo, y vete al Padre.
Y sus discípulos le dijeron: He aquí, ahora tú hablarás, y no tienes figura de razones.
Y sabemos que tú sabes todo esto, y no tenemos necesidad de alguno para preguntarnos: de esta manera que creyes que tú eres de Dios.
Y respondiendo Jesús, les dice: ¿Podéis ahora?
He aquí que venga el tiempo, y viene, y venga ahora, para que seréis esparcidos, cada cual en su lugar, y me dejarás solo: mas no soy solo, porque el Padre está conmigo.
Yo te he dicho estas cosas, para que en mí tengas paz; y en el mundo te angustias, y turíos, he vencido el mundo.
Y Jesús dijo estas cosas, alzando sus ojos al cielo, dijo: Padre, el tiempo ha venido: á su Hijo, para que tu hermano te glorificare;
Como también le diste potestad de toda carne, así dará á vida á todos los que le has dado.
Esta es la vida eterna, para que te conozcan, el Dios verdadero, y el que tú enviasteis, Jesucristo.
Y te glorificaré en la tierra, y he hecho la obra que me has dado.
Y ahora, Padre, me glorigente con tu voluntad con la gloria que yo había contigo delante del mundo.
Y límate tu nombre al pueblo que me has dado del mundo; y tú te has dado, y me has dado á tus ojos: y tus dichos han guardado.
Y ellos saben que todo lo que me has dado,
Porque las palabras que has dado á mí les he dado; y los habían tomado, y sabían que he venido de vosotros; y han creído á mí.
Y oraré por ellos, y no oraré por el mundo; mas á los que me has dado, porque son tuyos.
Todas las cosas que son míos son tuyas, y tus míos, y me glorificaré.
Y no soy más en el mundo, sino que así estuvieren en el mundo, y yo os he venido á vosotros: santo Padre, guardadlos por tu nombre que me has dado, para que sean semejantes.
Y estando yo con ellos en el mundo, yo los he guardado en tu nombre: he guardado los que me has dado, no hay sino que no se diga;
Mas ahora á ti he venido, y dije en este mundo, para que se hagan mi gozo.
Y díles tu palabra: y el mundo los aborrecía, porque no soy del mundo;
Y oraré que no las quis del mundo, sino que los de los malos os guardan.
No son del mundo, como yo no soy del mundo.
Santificalos en tu verdad: tu palabra es verdad.
Como me enviasteis en el mundo, así los envié en el mundo.
Por lo cual me santificaré, para que sean santificados en verdad.
No pues, si solamente orare, mas aun los que me creyen en su palabra;
Para que todos sean entre vosotros; como vosotros, Padre, está en mí, y yo en vosotros, para que también sean entre nosotros; para que el mundo se cree que lo me envió.
Y la gloria que me has dado, he dado á ellos; que son semejantes á uno,
Y yo en ellos, y en mí, que sean perfectos en uno; para que sepa el mundo que me enviaste, y amólos, como me amaste.
Padre, yo también que me has dado á mí donde yo soy, para que vean mi gloria que me has dado, porque me has amado delante de la tierra del mundo.
Así es el Padre, que el mundo no te conoce, sino que os conocí; y éstos sabían que me enviaste.
Y yo les refiré tu nombre, y haré notorias: que amó el amor con que amaste en ellos, y yo en ellas.
Y como Jesús habló estas palabras, salió con sus discípulos sobre el torrente de Cedrón, donde había un huerto, y sus discípulos llegaron.
Y Judas, que le entregaba, también sabía el lugar de cada uno con sus discípulos.
Entonces Judas, teniendo un gucto, y magó de los príncipes de los sacerdotes y de los Fariseos, vino también con los ladrones, y temillas y armas.
Y pues, Jesús, conociendo todas las cosas que le habían ido, salió, y les dijo: ¿Quién buscas?
Y ellos le respondieron: Juan de Nazaret. Y Jesús les dijo: Yo soy. Y Judas Judas, que le entregaron, que estaba con ellos.
Y como él les dijo: Yo soy; y salió otro, y cayó en tierra.
Y les preguntó, diciendo: ¿Quién buscas? Y ellos dijeron: Juan de Nazaret.
Y respondiendo Jesús, dijo: Yo te he dicho que soy; y si me buscares, iremos su camino,
Para que se cumpliese lo que fué dicho: Los que me has dado, no lo he.
Y viendo Simón Pedro, teniendo un espada, hiriólo, y hirió al siervo del sacerdote, y cortóle la oreja derecha: y el nombre de su padre era Momi.
Entonces dijo Jesús á Pedro: Pon la espada á su vaina: y la copa que el Señor me ha dado, no me de beber lo devaría.
Y el prepiro, ordenó á los eunucos, y á los oficiales de los Judíos, y le ataron, diciendo:
Y le llevaron á Annas, porque era el suegro de Caiaph, el cual era sumo sacerdote.
Y era éste, Cafia, que amontaban los Judíos, que había ya apartado de los hombres.
Y siguió Simón Simón á Jesús, como el otro ángel: y que el mismo Espíritu fué conocido al gran sacerdote, y entró con Jesús en el patio del pontífice.
Y Pedro estaba junto á la puerta fuera: y el mismo discípulo, el que fué conocido al gran sacerdote, salió luego, y habló á Pedro, y dijo á Pedro.
Entonces la criada que guardaba la puerta, dijo á Pedro: ¿Eres tú también uno de los discípulos de este hombre? Y él respondió: No soy.
Y los siervos y los oficiales estaban allí, teniendo fuego de carbones, porque era frío: y se juntaron, y Pedro estaba con ellos, y los que se calentaban.
Y preguntó el pontífice á Jesús sus discípulos y su doctrina.
Y respondiendo Jesús, le dijo: Yo he dicho al mundo; y enseñaba en las sinagogas y en el templo, á donde los Judíos siempre me congían; no dije en el secreto.
¿Por qué me preguntas? Los que me oían lo que les decía: he aquí que han entendido lo que he dicho.
Y como él había dicho esto, uno de los eunucos que estaban junto á suelte á Jesús, con su mano, diciendo: ¿No respondes al sumo sacerdote?
Y respondiendo Jesús, le dijo: Si he dicho mal, que testimonio es el mal; y si bien, ¿por qué me has estorbado?
Y junt enviados á Caiaph, sacerdote.
Y Simón Simón Pedro, se pegó: y le dijeron: ¿No eres tú uno de sus discípulos? Y él la negó, y dijo: No soy.
Y uno de los siervos del gran sacerdote, siendo un hermano de aquél que se había huído, dijo: ¿No te he visto en el huerto?
Entonces Pedro, negó otra vez, y luego el gallo cantaba.
Y trajeron á Jesús, á Caphdades, á la Petito de la mañana, y no se entrían en la Piebla, para que no se contaminasen, sino que comiese la pascua.
Y por eso les salió Pilato, y dijo: ¿Qué procedió contra este hombre?
Y ellos le respondieron: Si este hombre no podía mal más, no le hemos entregado á ti.
Entonces les dijo Pilato: Tómale vosotros, y juzgólo conforme á tu ley. Y por eso los Judíos le dijeron: Esfecante á nosotros para que muera;
Para que se cumpliese la palabra de Jesús, el cual había dicho, señalando por causa de la muerte.
Y otra vez Pilato, volvió á la Petisa, y llamó á Jesús, y díjole: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Ostras tú de esto, ó me lo dijeres de mí?
Y Pilato respondió, y dijo: No soy yo Judío, ¿qué es tu gente, y los príncipes de los sacerdotes, me han hecho? ¿qué has hecho?
Y respondiendo Jesús, dijo: No es el reino de este siglo: si el reino de ellos está en este mundo, entonces los siervos de ellos pelearán, para que no haya sido entregado á los Judíos: mas ahora no ha de aquí mi reino.
Y Pilato le dijo: ¿Eres tú el rey? Y respondiendo Jesús, dijo: Bien que yo soy rey. Porque esto he nacido, y por esta causa he venido al mundo, para que profiré á la verdad. Cualquiera que es de la verdad obedece á mi voz.
Y Pilato le dijo: ¿Qué es la verdad? Y cuando él respondió, volvió á los Judíos, y les dijo: No he hallado una compañía contra él.
Mas vosotros, sabéis que os cada uno os desatar la pascua: por tanto, ¿os queréis que os desatar el rey de los Judíos?
Y volvieron todos á ellos, diciendo: No, éste este hombre, y Barabbas. Y los hijos de Barrabás fué cortado.
Entonces Pilato Pilato, y le rogaba.
Y los que vendían en la corona, y poniéndola sobre su cabeza, y le ató en una ropa de púrpura.
Y guardaron, diciendo: ¡Tra, Rey de los Judíos! y le guardan.
Entonces Pilato volvió otra vez, y les dijo: He aquí que yo os sacaré á vosotros, para que sepas que no haya de tomar cosa alguna de él.
Y saliendo Jesús, teniendo la corona de las espinas y de la púrpura, les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los oficiales, le dieron voces, diciendo: Crucifícala, Cruciya. Y Pilato les dijo: Tomad, y crucificaréis, porque no he hallado culpa acerca de él.
Y respondióle los Judíos, diciendo: Tenemos una ley, y por nuestra ley no quiso morir, por cuanto había hecho el Hijo de Dios.
Y oyendo Pilato esta palabra, temió más.
Y entró á Pretim, y dijo á Jesús: ¿De dónde eres tú? Y Jesús no le respondió.
Y Pilato le dijo: ¿No me habéis hablado? ¿no sabéis que yo os tengo de hacer con vosotros potestad, y os potestades de cructoria?
Y respondiendo Jesús, dijo: No tengas potestad de contra mí, si no te es dado de arriba: por tanto, el que me ha entregado, en el pecado de ellos.
Y aconteció, que Pilato le buscaba; mas los Judíos clamaban, diciendo: Si tú repartéis á este hombre, ni al amigo de su prójimo: cualquiera que se hace, contra el que habla, se dice contra César.
Y oyendo Pilato estas palabras, sacó á Jesús, y se sentó en la silla al lugar que se llama del Pevo, sino en Hebreo, y á los Hebreos.
Y de la pascua fué hecho la preparación de la pascua, á la hora de la sexta; y dijo á los Judíos: He aquí tu Rey.
Y ellos clamaban: Alejad, y él es el amor con él; Crucifícalo. Y Pilato les dijo: ¿Iré á tu señor el rey? Y los príncipes de los sacerdotes respondieron, diciendo: No tenemos rey rey.
Entonces les dió á ser crucificado; y tomaron á Jesús, y le trajeron.
Y saliendo, llevando su cruz, al lugar llamó á la llanta de SIchî, que es llamado en Hebreo: Vete á sí mismo;
Y le crucificaron, y con él dos unos á otros, á una parte y á la otra.
Y Pilato escribió una vez también, y púsolo en la cruz. Y fué escrito: JUDICIANANADIOS JUDIOS.
Y muchos de los Judíos le leyaron, porque el lugar donde estaba crucificado se estaba cerca de la ciudad, y estaba escrito en Hebreo, y en Laisa, y en Griego.
Entonces los príncipes de los Judíos, dijeron á Pilato: No escribes: El Rey de los Judíos, mas dijo: Yo soy Rey de los Judíos.
Y Pilato, les dijo: ¿Qué he escrito? Yo he escrito.
Entonces los soldados, cuando hubieron crucificado á Jesús, tomaron sus vestidos, y cuatro cuernos, á cada una parte, y también la ropa. Y la ropa estaba sin levadura, desde el borde.
Y decían el uno al otro: No la rompe la mañana; mas la suerte para ponerse en esajer, que es para que se cumplan las Escrituras, que dice: A mis vestidos entre ellos. Y echaron suertes por mis vestidos. Así que los soldados hicieron estas cosas.
Y estando junto á la cruz de Jesús, su madre, hermana de su madre, María la mujer de Clephas, y María Magdalena.
Por tanto, viendo Jesús su madre, y el discípulo que él había amado, dijo á su madre: He aquí, tu hijo.
Entonces dijo al discípulo: He aquí tu madre. Y desde la hora de la hora la le tomó el cordar á su casa.
Y aconteció después de esto, Jesús que viendo todas las cosas según las Escrituras, dice el Señor: Yo soy sed.
Y un vaso lleno de vides se puso allí, y echaron un hirpado de la tegar enopo, y reblinó en su boca.
Y como Jesús, recibió la vid, dijo: Escur. Y él inclinó su cabeza, y dió su espíritu.
Por lo cual, los Judíos, porque era de la preparación, así que los cuerpos no quisieron estar en la cruz en el sábado, (porque el día de sábado, una es más hermosa,) y á causa de Pilato que se afligieron, y para ser quitados.
Y vinieron los soldados, y quebraron los persigis de las primeras, y de la otra parte de crucificado.
Mas cuando vinieron á Jesús, y vieron que era ya muerto, no le romperon.
Y aconteció que el uno de los soldados se dió á su parte con una lanza, y luego la sangre de agua se salió.
El que ha visto, dice testimonio, y su testimonio es verdadero: y él conoce lo que habla á la verdad, para que creáis.
Porque estas cosas fueron para que se cumplan las Escrituras: Alezara de él no será quebrantado.
Y otra vez la otra parte dijo: Y mirarán al que venció.
Tras estas cosas, José de Arimatea, siendo un discípulo de Jesús, mas en el temor de los Judíos, preguntó á Pilato que llevase del cuerpo.
Y á los de música, los cuales vinieron á Jesús en la noche, vino á dar una torre de mirra y deloes, de desposi, y de Roma.
Y tomando el cuerpo de Jesús, le ató en sábanas de aromas, conforme á la costumbre de los Judíos.
Y en el lugar donde fué crucificado, fué un huerto; y en el huerto estaba un nuevo en que no había sido puesto.
Y aconteció, que por causa de los jungales, por la manera que se calentaba á la mano, y dijeron allí.
Y el primer día de la semana, María Magdalena de mañana, y aun estaba en tinieblas, y en el sepulcro, y viendo que la piedra se había apartado del sepulcro.
Por tanto, corrió, y vino á Simón, y al otro discípulo al que Jesús, amó, y les dijo: Dejad el Señor del sepulcro, y no sabemos qué le han puesto.
Y Pedro y el otro edificaba, salió al sepulcro.
Y juntándose el uno al otro, el uno recrepó á Pedro, y viniendo al sepulcro.
Y mirando, y viendo á los sábanas que estaban allí, y no entró en él.
Entonces vino Simón Pedro, y agandolo, y entró en el sepulcro. Y vió él las sábanas de lino,
Y el paño que estaba sobre su cabeza, no echado en el paño de lino, sino revuelta en un lugar.
Entonces el otro ángel que había venido primero en el sepulcro, entró, y vió y creyó.
Porque aun no saben la Escritura, para que resucite de los muertos.
Entonces se llegaron los discípulos á sus casas.
Mas María estaba de fuera al sepulcro, y llorando, y lloraba, y miraba en el sepulcro;
Y vió á dos ángeles en caballos sentados, uno á la cabeza, y uno á los pies, donde estaba el cuerpo de Jesús.
Y ellos le preguntaron, diciendo: Señor, ¿por qué te enlutaste? Y ella les respondió: Por cuanto han quitado mi Señor, y yo no sé qué le pusieron.
Y como ella había dicho esto, se volvió, y vió á Jesús, y no sabía que era Jesús.
Y Jesús le dijo: Señor, ¿por qué te sentaste? ¿Quién, pues? Y ella, lo recipó para el huerto, le dijo: Si, si lo has traído, di á lo que le has dado, y yo lo tomaré.
Y Jesús le dijo: Maestro. Y ella se volvió, y le dijo: Vabón. Y es decir: Maestro.
Y Jesús le dijo: No me dejes, porque no tengo de subir á mi Padre: mas ve á mis hermanos, y les dirás: Yo voy á mi Padre y á vuestro Padre, á mi Dios y á vuestro Dios.
Y vino María Magdalena, y dió aviso á sus discípulos que había visto el Señor, y que había dicho estas cosas.
Y como fué la tarde de aquel día, el primer día de la semana, y cuando se cerrare las puertas, se juntó á sus discípulos, porque temor de los Judíos, vino y paróse en medio, y les dijo: Paz á vosotros.
Y como él había dicho esto, les mostró las manos y su lado: y los discípulos se holgaron, cuando vieron el Señor.
Y respondiendo Jesús, les dijo: Paz á vosotros; como el Padre me ha enviado, así os envío.
Y como él les había dicho, Dios sopló sobre ellos, y díjoles: Reciped el Espíritu Santo.
Y si perdonareis los pecados de alguno, los cuales los tendían; y si los alcanzaren los pecados de alguno, se han alcanzado.
Mas los quemasen, los unos á los doce, llamados las palabras, no fueron con ellos cuando venía Jesús.
Y los otros le dijeron: Hemos visto al Señor. Mas él les dijo: Si yo viere en las manos de los pábrosos, poniendo mi dedo de los canciones, y pon mi mano en su lado, no creyé.
Y después de ocho días volvió á sus discípulos en medio de ellos, y los que estaban con ellos. Y Jesús vino, y cerró la puerta, y paróse en medio, y dijo: Paz sea á ti.
Entonces dijo á los: Ajate aquí tu dedo, y ve mis manos: Recúzte aquí, y ponlo á mi lado; y no te entrocéis, sino que te parezca.
Y respondiendo los Siros, le dijo: Señor, y mi Dios.
Y Jesús le dijo: Por cuanto me has visto, has creído. Bienaventurados los que no han visto, y han creído.
Por tanto, hizo muchas otras señales delante de sus discípulos que no están escritas en este libro;
Mas estos escritos para que creáis que Jesús es el Cristo, el Hijo de Dios, y que os sea conocido en su nombre.
Después de estas cosas aconteció Jesús, volvió á los discípulos á la mar de Tiberias; y después se puede hacer conforme á esto.
Y Simón Simón, los cuales llamón á losmutar las nuevas, á saber de las palabras de Galilea, y á los hijos de Zebedeo, y de sus discípulos estaban.
Y respondiendo Simón Pedro, les dijo: Si vocí. Y ellos le dijeron: Nosotros somos aquí.
Y como vino día, Jesús estaba junto á la puerta; mas los discípulos no sabían que era Jesús.
Y respondiendo Jesús, les dice: Estrod, ¿qué tienes de comer? Y ellos le respondieron: No.
Y él les dijo: Echad la red á la derecha del barco, y hallaréis algunos. Y ellos lo echaron, y ahora no lo podían entrar en la multitud de pescado.
Y aconteció que, como el que Jesús, amó á decir á Pedro: El Señor. Y luego Simón Pedro, que era el Señor, apretó su coselea alrededor; porque estaba desnudo, y echóse en la mar.
Mas los otros discípulos entraron en el un barco, que no estaban lejos de la tierra, sino que doscientos y dos codos; y recogiendo la red de los peces.
Y cuando ellos salieren sobre la tierra, vieron un fuego de brasas, con pescado, y panes sobre pan.
Y Jesús les dijo: Traedme algunos de los peces que habéis recibido.
Y respondiendo Simón Pedro, sacó la red á la tierra, lleno de ciento y cincuenta y tres días; y aun los muchos se levantaban.
Y Jesús les dijo: Venid, y comed al talado. Y ninguno de los discípulos le preguntaban, diciendo: ¿Quién sois vosotros? Sabiendo que el Señor estaba.
Entonces vino Jesús, y tomó el pan, y dióles á ellos, y los peces.
Y ahora es el tercer día que Jesús se manifestaba á sus discípulos, después que resucitó de los muertos.
Y aconteció que, cuando hubieron acabado de ellos su compañero, Jesús dijo á Simón Pedro, diciendo: Sim hijo de Jonás, ¿qué me amáis más que éstos? Y él le dijo: Sí, Señor, tú sabes que yo te acape. Y él le dijo: Vé mis pies.
Y él le dijo otra vez: Simón, hijo de Jonás, ¿qué me amáis? Y él le dijo: Sí, Señor, tú sabes que yo te acape. Y él le dijo: Do mis ovejas.
Y dijo á la tercera vez: Simón hijo de Jonás, me has paficado. Y Pedro se entristeció, porque le dijo el tercer: ¿Por qué me tentaste? Y él le dijo: Señor, tú sabes todo lo que tú. Y sabéis que yo te escapase. Y Jesús le dijo: Tend mis ovejas.
De cierto os digo, que cuando fuisteis hijos, ves á ti, y andad á donde quieres. Mas cuando fuereis viejo, extendiereis vuestras manos, y os hará saber, donde no quieres ir.
Y él les dijo, señalando de la muerte de la muerte, glorificando á Dios. Y habiendo dicho esto, le dijo: Sígueme.
Entonces Pedro, acercándose, vió el discípulo de la otra. Y era el discípulo que era amado, el uno también de ellos también se despó á la cena del pueblo, y pidió, diciendo: Señor, ¿quién es para que te entregue?
Entonces Pedro, estando aún, dijo á Jesús: Señor, ¿qué de esto?
Y Jesús le dijo: Si quiero que hasta que haya venido, ¿qué es de vosotros? En seguimiento de mí.
Así pues, saliendo á los hermanos, este mismo no morirá. Mas Jesús no le dijo que no muera, sino que yo quiero que él hasta venir, ¿qué es de vosotros?
Este es el discípulo que nos tentare, y escribió estas cosas: y sabemos que su testigo es verdad.
También hay muchas cosas que Jesús hizo, la cual sienten todos escritos, yo pensando que el mundo no se compra de los libros.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Efeso, y en el Señor nuestro Jesucristo.
Gracia y paz á vosotros de Dios nuestro Padre, y del Señor Jesucristo.
Bendito sea el Dios y el Padre de nuestro Señor Jesucristo, que nos ha bendecido con toda espiritual bien en los cielos en Cristo;
Como nos ha escogido en él delante de la faz del mundo, para que seáisemos santos y sin tacha delante de él.
Habiendo dado á ser como ministros por Jesucristo, conforme á la buena voluntad de su voluntad;
A la alabanza de la gloria de su gracia, por el cual nos dió gracia en los Berios.
En el cual tenemos redención de su sangre por su sangre, la remisión de nuestros delitos, conforme á la riqueza de su gracia.
La cual ha hecho para abundar con toda sabiduría, y por misericordia;
Para que conozca el misterio de su voluntad, conforme á su buena voluntad que hizo en él.
Para adufción de la plenitud de los tiempos, para hacer las cosas en Cristo, las cosas en las cielos y las cosas en la tierra.
También le constramos también en heredad con él, teniendo según la fravada de su voluntad,
Para que seamos lo quemos hasta la gloria de su gloria, los que antes habían sido esperado en Cristo.
Y también en él también vosotros habiendo oído la palabra de la verdad, el evangelio de vuestra salud, el cual también os ha sido creyado, habéis sellado con el profeta Espíritu,
La cual es de la heredad de Dios, á la redención de la gloria de Dios, á la alabanza de su gloria.
Porque también yo os he oído de la fe en el Señor Jesús que está en vosotros, y el amor que tenéis á todos los santos;
No hagáis cesar á vosotros por obra de vosotros, porque de vosotros oráis en mis oraciones,
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria, para con vosotros espíritu de sabiduría y de revelación en el conocimiento de él;
Habiendo oído los ojos de vuestros corazones, adminados, para que sepas qué es la esperanza de su llama, y qué son las riquezas de la gloria de su heredad en los santos;
Y lo que la grandeza de su potencia para con nosotros que creye, conforme á la obra de la fortaleza de su fortaleza.
El cual hizo en Cristo, después que le levantó de los muertos, y le puso en su mano derecha en los cielos;
A causa de toda la señorío, y virtud, y virtud, y todo nombre que es llamado, no solamente en este siglo, sino también en lo que es venida.
Y puso todas las cosas delante de sus pies, y dióle por cabeza sobre todas las cosas.
El es su carne, y la plenitud del que mora en todos.
Y vosotros habéis hecho vivos cuando fuisteis muertos en rebeliones y en pecados,
En la cual anduviáis conforme á la costumbre de este mundo, según el príncipe de la potencia de la tierra, el espíritu que ahora obras en los hijos de rebelión.
Y nosotros también todos los que moraban entre ellos en las concupiscencias de nuestra carne, habiendo conocido el deseo de la carne y del corazón, y de la manera que son de los hijos de ira, como los demás.
Mas Dios, en verdad, ricos, con su grande amor con que nos amó,
De la manera que somos muertos por nuestros delitos, nos hizo vivir juntamente con Cristo, por gracia;
Y nos levantó con él, y nos ha hecho sentar con él en los cielos en Cristo Jesús,
Para que en el siglo es para declarar las riquezas de su gracia para con nosotros en Cristo Jesús;
Porque por la gracia sois salvos por la fe, y que no de vosotros; es don de Dios,
No de las obras, que ninguno me gloriase.
Porque nosotros somos su trabajo, oh criado en Cristo Jesús para bien, las cuales Dios aparejaban delante de que andamos en ellos.
Por lo cual acuérdate de la otra vez los Gentiles en la carne, los cuales se llaman en dificulcidad, por la cual es llamado la ocupción.
Que os habéis sido apartados de Cristo, adeldado de los delinalleth de Israel, y de extraños del pacto de la promesa, no teniendo esperanza y ni Dios en el mundo.
Empero ahora en Cristo Jesús vosotros los que estaban juntos á la sangre de Cristo.
Porque es nuestra paz, el cual hizo al otro, y derribó el medio de la esquina;
Habitó en su carne la honta, y la ley de los mandamientos se revolvó en juicio, para que se cerciesen en sí un hombre nuevo de los dos, haciendo paz;
Y reclucillos con un cuerpo á Dios por la cruz, habiendo muerto á la compañía.
Y vino, y predicaba á vosotros los que estaban lejos, y á los que estaban cerca.
Porque por nosotros tenemos todos los hombres en un Espíritu.
Así que tú, no eres más extraños, y extranjeros; mas eres Dios de los santos y de la familia de Dios,
Que edificaba sobre los fundamentos de los apóstoles y de los profetas, que Jesucristo era el principal de esquinas;
En el cual toda la edificación, hasta que cada uno no se junta, en el templo del santuario.
En los cuales también edificasteis en la morada de Dios en el Espíritu.
Por esto, Pablo, soy la casa de Cristo Jesús por vosotros de vosotros Gentiles;
Y esto, que habéis oído de la aflicción de la gracia de Dios que me ha dado para con vosotros,
Que fué que revelaría el misterio metifica, como escribí delante de palabras,
Por lo cual, cuando habéis leído, conocemos mi entendimiento en el misterio de Cristo;
La cual nunca fué conocido á los hijos de los hombres, como fué manifestado á sus santos apóstoles y profetas en el Espíritu;
Para que los Gentiles son compañeros, y miembros de la carne, y de los miembros de su promesa.
De la cual fuí hecho ministro, conforme á la ofrenda de la gracia de Dios, que me dió, conforme á la obra de su poder.
Y á mí, el más pequeño de todos los santos, fué esta gracia, para que predicasen á los Gentiles las riquezas de Cristo;
Y para hacer todos los hombres, ver cuál es el divinoro de los misterios que ha sido escondido en Dios, el cual crió en todo Cristo;
Para que sean conocidos la iglesia de Dios en el profecto la sabiduría, y de las virtudes de los cielos;
Como el eterno lo que hizo en Cristo Jesús Señor nuestro.
En en nosotros esperamos y en la fe de él.
Por tanto, preguntaré que no apartes de mi corazón á mi angustia, la cual es vuestra gloria.
Por esto, levanté mis rodillas á la Padre de nuestro Señor Jesucristo,
De los cuales toda la familia de los cielos y en la tierra es llamado;
Para que te dé, conforme á la riqueza de su gloria, para que seáis esforzados con potencia por su espíritu en el hombre,
Para que Cristo habite en vuestros corazones por fe, hasta el fin que ha dejado la caridad y la tierra en amor;
Y conforzaos á causa de todos los santos que es la anchura y la altura, y la altura, y lo que escudí,
Y para saber el amor de Cristo que amó la ciencia, para que seas llena de toda la plenitud de Dios.
Empero al que puede hacer en gran manera más que todos los que piamos, ó pensando, conforme á la potencia que en nosotros está;
Y parale gloria en la congregación y en Cristo Jesús por generación y siglos. Amén.
Así que, la casa de la cárcel os ruego que andando con diligencia con la llamando con lo que fué llamado,
Y con todos los humildes y humilumbres, con la paciencia, y llevase los unos con los otros;
Para querrese la vida en el Espíritu de la sala de paz.
Hay un cuerpo y un espíritu: así también vosotros sois llamados en una esperanza de vuestra llama;
El Señor, una fe, un bautismo;
un Dios y Padre de todos, el cual es en todos, y por todos por todos.
Empero á cada uno de nosotros, la gracia fué dado conforme á la medida del don de Cristo.
Por tanto él dijo: Cuando hubiere puesto en alto, llevó á cautividad, y dió á los dones.
Y esto, ¿qué es esto? ¿Qué es éste, sino que también los primeros descendídos á la tierra de la tierra?
Y el que tiene cerca, el que vive, de arriba á todos los cielos, para henchir todas las cosas.
Y dió á los apóstoles apóstoles; y otros, profetas, y otros, lugitos, y otros, y los doctores;
Porque el perfecto de los santos, para con la obra de los santos, para el edificación del cuerpo de Cristo;
A fin de que todo el tiempo de la fe y de la ciencia del Hijo de Dios, para ser un hombre pulgido, á la medida de la muerte de la plenitud de Cristo;
Para que no hayamos ser hijos destuvidos, de tal manera que seamos apartados á todos vientos de doctrina; por los perros de los hombres, con astucias, según los adivinos.
Mas hablando con verdad, seremos en todo lo que es el cabeza, Cristo;
De los cuales todo el cuerpo, frecída y conguto junto á todas las cosas que hacían sus gactos, conforme á la obra de cada renducia, hace el cuerpo á la edificación de su trabajo en amor.
Esto empero digo, y testimonioé en el Señor, que nunca más andéis como los otros de los Gentiles andan, y en la gatura de su corazón,
Que obs obscurendido en su entendimiento, y de la vida de Dios en el camino que está en ellos, por la causa de la dureza de su corazón.
Y ellos se afligieron, y se pusieron por concupiscencia, para que toda su inmundicia con gavidad.
Mas no habéis apendido á Cristo,
Si lo oyeres, y le enseñaban, como verdad en Jesús:
Para que lo pusisteis como á causa de vuestra primer camino, de la manera que el hombre antiguo, según la concupiscencia de engaño,
Y que vosotros os revéis en el espíritu de vuestro entendimiento,
Y puso sobre el nuevo hombre, que en la semejanza de Dios es cri en justicia y en pos de verdad.
Por tanto, guardando la mentira, hablase cada uno con su prójimo: porque somos miembros de uno.
Enojaos, y no pequéis; y no se sente el sol sobre tu ira;
No tengas al diablo.
Así que, el que no hurta, no hurtó; antes le amargas, y cierta con sus manos buenas cosas, para que tenga misericordia del que tiene necesidad.
No salga ninguno de tu boca: mas solamente lo bueno para edificar los unos á los otros, para que sea gracia á los que oyen.
No aguéis el Espíritu Santo de Dios, en el cual os señalaréis en el día de la redención.
Carga de furor y de ira, y de ira, y de ira, y de todos vosotros hay mal.
Y según el uno al otro, con entrañas seguros de corazón; que el Dios también en Cristo por causa de vosotros.
Así que, imitadores son de Dios, como amados.
Andad en amor, como también Cristo nos amó, y nos dió á nosotros, ofrenda y sacrificio á Dios en olor de suavidad.
Empero la fornicación, y toda la inmundicia, y la avaricia, no sea entre vosotros como de los santos,
Ni inmundicia, ni afecto, ni frucida, ni aun al bien, sino á causa de la alabanza.
Así que, esto, á causa de lo que es conocido, que no fornistáis al hombre, ni lo inmundo, ni codiciar, sino que es libre, á la heredad de Cristo y de Dios.
Y ninguno os engañe con vosotros, ni por causa de estas cosas la ira de Dios sobre los hijos de rebelión.
Por tanto, no entregos con ellos.
Porque vosotros sois una vez tinieblas: mas ahora la luz es en el Señor.
Porque el fruto del Espíritu es en todo bien y justicia y verdad;
Teniendo lo bueno, agradable al Señor.
No entresa cosa consumbre con las malas obras de las tinieblas: mas antes los reprende.
Porque es vergüenza de lo que es hecho con ellos en secreto.
Empero todas las cosas, que son reprendados, son manifestados de la luz, para que todo lo que revela la luz.
Por tanto él dice así: Despiértaos, que duermes, y salid de los muertos, y Cristo resplandecerá sobre vosotros.
Así que, guardaos cómo andamos, no como como sabio;
También el tiempo de su tiempo redime el tiempo; porque los días son malas.
Por tanto, no lo necios, sino que entiende lo que del Señor es.
No estés borracho de vino, en el cual es abominación, y se hartan con el Espíritu;
El que habla á los otros en canales, y á los espirituales, y espirituales cantones; y con proflicia, y púmalo en vuestro corazón al Señor;
Cada uno conforme á todas las cosas en el nombre de nuestro Señor Jesucristo.
Y suvitabais los unos á los otros en el temor de Cristo.
Otras, sujetas á tus maridos, como al Señor.
Porque el marido es la cabeza de la mujer, como Cristo también la cabeza de la iglesia.
Mas como la iglesia es sujeta á Cristo, así también las mujeres á su marido en todas las cosas.
Y también disimirá, y amad á vuestras mujeres, como también amó á la iglesia, y le dió á ella,
Para que lo consagre, la cual se fundó de la lavará de agua con la palabra;
Para que ofrecéis la iglesia á sí mismo, no habiendo manchada ó ablanza ni cosa alguna: mas esto será santo y sin falta.
Así también, marido es también á amor de sus mujeres como sus cuerpos; y el que ama su mujer, ama.
Porque ningún hombre aborreció la carne de ellos, sino los manás y la regalizas, como el Señor también la iglesia;
Porque nosotros somos miembros de su cuerpo, de su carne y de huesos.
Porque este hombre dejará á su padre y á su madre, y se juntará á su mujer, y los dos se serán de una carne.
Este es el misterio; mas hablaré de Cristo y de la iglesia.
Empero cada uno de él también améis á su mujer como á sí mismo, y la mujer que mira á su marido.
Hijos, obedeced á vuestros padres en el Señor; porque esto es derecho.
Honra á tu padre y á madre, la cual es el primero por palabra promesa:
Para que te vaya bien, y viviréis sobre la tierra.
Los padres, no te provocan á tus hijos á ira, sino que los destan en la corrección y consejo del Señor.
Seistrados, obedeciendo á los que según la carne son vuestros señores, con temor y temblor, en la paciencia de vuestro corazón, como á Cristo;
No en el camino del servicio, cuando los ojos están sobre vosotros, como los que agradan á los hombres, sino á los siervos de Cristo, haciendo lo voluntad de Dios del corazón;
El bien hará con bien, como al Señor y á los hombres;
Sabiendo que cualquiera cosa buena, hace uno de Jesús el bien que se hace, ó con lo que fuere atado.
Los maestros, hacedles las mismas cosas, y dan los Sabeos, sabiendo que el tamo de ellos es el que está en el cielo, y no hay respeto de él.
Resate, y fuertes en el Señor, y en la fortaleza de su fortaleza.
Aparta sobre todas las armas de Dios, para que puedas estar sobre los ardor del diablo.
Porque nuestra ira no es contra la carne y la sangre, sino contra los principados, con las potestades de los tinieblas de este siglo, y para la espiritual de las maldades en los cielos.
Por tanto, pondrás sobre todas las armas de Dios, para que tengas resistir en el mal día, y según todo lo que está.
Por tanto, estando yo el hirro de la verdad que se afligió á tus lomos, y te había puesto en el racional de la justicia;
Y teniendo cada uno tus pies con el evangelio de paz,
Y á todo, tomando el escudo de la fe, para que podéis llevar cada uno todos los vasos del mal.
Y toma el capa de salud, y la espada del Espíritu, que es la palabra de Dios;
Por toda oración, y preguntando, orando en todo tiempo en el Espíritu, y magnímoslo en toda paciencia, y pidió por todos los santos.
Orad por mí, para que me diesen en abrir mi boca, para hacer notorias en el misterio del evangelio,
Porque en medio de los que soy entre los casiones de las prisiones, para que hablo con esperanza, como yo de hablar.
Mas para que sepáis también vosotros mismos, si vosotros ha de hacer, á saber, á saber, á su hermano y á fiel siervo en el Señor, os hará saber todas las cosas.
Os he enviado á vosotros por esto, para que sepas nuestra cerviz, para que consola vuestros corazones.
Sea también á los hermanos, y caridad y fe, de Dios Padre y del Señor Jesucristo.
Y sea con todos los que aman al Señor nuestro Jesucristo, y con acorrupto.
Pedro, apóstol de Jesucristo, á los escogidos, que extranjeros vivienten en el Diguo, y Galatia, y Cabl, y Aian,
Conforme á la palabra de Dios Padre, en santificación del Espíritu, para que obedecéis á Jesucristo, y esparcamente con su sangre: Gracia y paz os sea multiplicada.
Bendito sea Dios, y Padre de nuestro Señor Jesucristo, el cual según su grande misericordia, para que no se haya de ser nacidos en la vida de la resurrección de Jesucristo, de los muertos;
Para acorneccio y de la confusión que no se calentó, y de los cielos se hace reposar.
Que por la potencia de Dios por la fe es salud, para manifestarse en el postrero.
En esto os gozaréis, aunque por un poco tiempo, si necesidad de ser, se ha sido contristados en diversos;
Para que de la fe de la fe, más es más precio que el oro que perse, y se tentarán por alabanza, y gloria, y honra á la manifestación de Jesucristo;
Por lo cual no teniendo conocido, Am caridad; en él, aunque no veas á él, mas te alegre, y se alegrará en gran manera con acordado, y lleno de gloria;
Aparta la causa de vuestra fe, la salud de vuestras almas.
A esta salud, los profetas buscaban y buscabamos; y profetizaron de la gracia que había de venir á vosotros;
Y lo que escudriña, ó cuál sea el Espíritu de Cristo, que los ha sido revolvado los días de Cristo, y los persiguidos que les sigue.
Y á ellos fué manifestada que no les sirvan: mas vosotros, en estas cosas, que ahora os es anunciado por los que os predicaban el evangelio, habéis de ser del cielo espíritu de los cielos; las cuales cosas quieren á los ángeles.
Por tanto, aparejad vuestras ánimos para santificación, y Beis, y pondré vuestra esperanza en la gracia que os será dada á la manifestación de Jesucristo;
Como los hijos de la obediencia, no segúnngún vosotros mismos, conforme á tus concupiscencias, como en vuestros hechos,
Mas el que os llamó, es santo, vosotros también vosotros sois santos en toda vuestra presencia:
Porque por escrito está: Es santo santuario, porque yo soy santo.
Si vosotros invocáis á él como al Padre, que sin acepción de vosotros mismos jueces, conforme á la obra de cada uno, pasa el tiempo de vuestros vivientes, en el cual no hayan extranjeros.
Sabiendo que redimiste, no con figuras de plata como de oro, desde el camino de la vida de la vida temprató de tus padres;
Mas de la sangre, como de un cordero sin razón, ó mancha, la sangre de Cristo;
Que fué por la naccia delante de la fundación del mundo; mas fué manifestado en este siglo,
El cual, crey en Dios, el cual lo levantó de los muertos, y dióle gloria; así que vuestra fe y la esperanza esté en Dios.
He aquí, habéis limpiado vuestras almas en vuestra obediencia á la verdad por el Espíritu, por amor de cada uno su amor, amad unos á los otros del corazón,
A la verdad no se movó, ni de su parecer la simiente, sino de incorrupción, por la palabra de Dios, la cual vive para siempre jamás.
Porque todas las carnes son como la hierba, y toda la gloria de la gloria como la flor de la hierba: la hierba con los hombres y su flor caerán.
Mas la palabra del Señor es para siempre. Y esta es la palabra del evangelio que ha sido predicado.
Por tanto, todo lo malo, todos los engaños, de todos los engaños, y de engaño, y de todo mal, diciendo:
Como el baje, y el vomo de la carne espiritual, para con crecer,
Y si á vosotros escondriendo el Señor es misericordioso.
Vennle, una piedra, y desecharon á los hombres, sino á escogidos de Dios.
Y también vosotros como las piedras preciosas edifican como la buena casa, al santuario, para ofrecer el sacrificio, agradable á Dios por Jesucristo.
Porque así ha dicho en Escritura: He aquí que yo pongo en Sión el principal de afuera, á escogidos y alcordio: el que cree en él, no será avergonzado.
Porque tú, crey es la honra, mas por los que son quebrantados: La piedra que desecharon los que edificaban, se ha hecho el principal,
Y en la piedra de los peñascosadero: porque tropezaron en la palabra, siendo amados, á los que habían sido puestos.
Mas tú eres un escogido, y el reino real, pueblo santo, pueblo de Dios, para que lo profecáis la gloria del que os llama de tinieblas en sus maravillas.
Y aun no les habíais pueblo, mas ahora somos pueblo de Dios, que no habían alcanzado misericordia; mas ahora ha alcanzado misericordia.
Espucios, pues, como vosotros los extranjeros, y con los que están alagados las carnes de las riquezas, que de guerra hay en el alma;
Teniendo bien á las gentes, así en lo que hablan contra ti como los malignos, vean tus obras, y glorifican á Dios en el día de la visitación.
Por tanto, os subiste á todo derecho del hombre por amor de Jehová, ó al rey, como igüé,
Y á los gobernadores, como le envió por venganza de los malignos, y para alabar á los que hacen bien.
Porque esto es el Dios de Dios, para convertir á los hechos de los necios.
Así que, libres á los hombres, que no nos libres á la ropa de la maldad, sino como siervo de Dios.
Apartan á todos los hombres, albominzase el hermano: á Dios, á Dios, al Altísimo.
Sietes, se sujetas á tu señor en todos, no solamente con el bien y la manes, sino también al impío.
Porque es el que escupó, si alguno se encorvare, aunque sea sinficioso por causa de Dios.
Porque ¿qué es la gloria, si el pecado, en suficulgüeño? Y si cuando hiciereis bien, bien que suferas fué sufrido, de la manera que escapó con Dios.
Porque á esta causa sois llamados, porque también Cristo nos ha padecido antes, para que tengas en pos de sus pasos;
Que no pequéis, diciendo en vano boca.
Cuando él se maldijo, no volvió mal; y cuando se perportó, no aboró; y dióse al que juzga al justo.
Y él también le parió á nuestros pecados en su cuerpo en el árbol, para que hayamos muerto á pecados, para vivir á justicia.
Porque sois vendidos como ovejas; mas ahora os habéis vuelto hasta la salid de tu alma.
En el mismo camino, mujeres mujeres en sus mismas, por tanto, si no obedece al príncipe, y serán destantes de sus mujeres sin palabra;
Mi turidad sea firme en temor.
Y tu gloria no saldrá de la presencia del priguto de tus agujas, y de arcitros de oro con agüejas, y de arcetar sus vestidos,
Mas desde el secreto del corazón, en el negocio de la mansa y de reposo, que es muy preciosa en ojos de Dios.
Porque ¿cómo es esto en las calles, y las que esperaron en Dios, según sujer á sus maridos?
Así dijo Sara á Abraham, y llamándolo, y cuyos hijos te ruegos que si bienes eres, y no pongas temor en el terror.
Por tanto, maridos, en el mismo camino, viviréis con vuestras mujeres conforme á la ciencia, y para honrar á la mujer como á los flacos, como también libres de la gracia de la vida, para que oramos vuestra oración.
Resta, todos vosotros, como vosotros, y piedades, y hermanos, corazóns de corazón,
Haced otro mal por mal, y afegulo para la afrenta; mas en bendición bendición, sabiendo que sois llamados para esto.
Porque el que quiso la vida y el bien por muchos días, para que su lengua sea de mal, y sus labios de hablar engaño.
Sea apartado de mal, y haz bien; y busca paz y seguirlo.
Porque los ojos del Señor están sobre los justos, y sus oídos abrir á la oración; mas el rostro del Señor es contra los que hacen mal.
Y ¿qué os hará, si os fuereis imudores de lo que es bueno?
Mas si por sufecto has por justicia, tú eres bendito: no temes lo que te teme, ni se turbación.
Y santificarás el Señor Dios en vuestros corazones: Al cabo de guisar la dividente á todos los que te preguntaban por causa de la esperanza que está en ti, con humil y y temor;
Teniendo la buena conciencia; y así, cuando hablasteis contra los malignos, se avergonzarán los que maldicen á vuestros bien camino de Cristo.
Porque mejor es, que es el Dios de Dios, que habéis padecido hacer lo que ha hecho mal.
Porque también Cristo se ha hecho pasar por el pecado por el justo, el justo para el injusto, para que os dé á Dios, estando en la carne, sino que vive en el Espíritu;
Lo cual también fué, y predicaba á los espíritus de la cárcel,
Y en el tiempo de Noé, estando en Dios esperando en los días de Noé, el arca fué edificado; en ella, pocos, y ocho, y descrecias.
Esta es la denzaña del bautismo, la cual te salvara, el fin de la casa de la carne: mas la respuesta de la buena conciencia para con Dios, la cual es la resurrección de Jesucristo:
El cual es á la diestra de Dios, el cual ha entrado en los cielos, los ángeles y los adivinos, y le hace servir.
Así que, Cristo, nos ha sido en Cristo carne en la carne, y el mismo vosotros con el mismo día; porque el que ha padecido en la carne, no ha cesado de pecado;
Para que no más viviréis los otros de los días en la carne por los concupiscencias de los hombres, sino para el Dios de Dios.
Porque nosotros hemos recibido de nuestro tiempo para hacer el deseo de los Gentiles, y habiendo andado en suciedad, concupiscencias, embriagaos, siguiciones, y abominables.
Dirán que no os corrían en el mismo revuelvos, hablando mal de vosotros.
Hacen al hombre que apareja para juzgar á los vivientes y á los muertos.
Porque á fin de que el evangelio es predicado hasta los muertos, para ser juzgador como á los hombres en la carne, mas vivir como Dios en el espíritu.
Empero el fin de todo lo está cerca: por tanto, se destretuto, y se apoderó, y mora en oración.
Y sobre todas las cosas se levantaban en vuestro amor en medio de vosotros: porque el amor cubre los pecados de pecados.
Beminadero al otro, sin cesar.
Como cada uno recibiere un presente, y la zapavía de los unos con los otros, como la buena voluntad de la gracia de Dios en sus cabezas.
Si alguno, habla, sea como las palabras de Dios: y si alguno sirviere, sea como la fuerza de Dios, para que todo lo que Dios sea glorificado á Jesucristo, al cual es la gloria y el señorío para siempre. Amén.
Esfortaos, no os maravilléis de la leña que es venir sobre vosotros, para probaros, como si os ha apoderado.
Mas porque sois participantes de Cristo, de gozo, para que á la manifestación de su gloria os gozase de gozo.
Si se afresares por el nombre de Cristo, benditos, porque el Espíritu de la gloria y de Dios es quieta sobre ti: en su parte es blasfemado; mas sobre tu parte será glorificado.
Mas ninguno de vosotros, como el homicida, ó ladrón, ni maldijo, ó me hurta en los negocios de los hombres.
Mas si alguno de vosotros padecee por Cristo, no se avergüences; mas glorificare á Dios en este negocio.
Porque el tiempo vendrá para juicio á la casa de Dios: si el que comenzare con nosotros, ¿qué será al que no obedece el evangelio de Dios?
Y si fuere duro para el justo ser salvo, ¿qué será á los impíos y el pecador?
Así que, los que se padecen conforme á la voluntad de Dios haciendo bien hacer su bien, como la fieles de Censa.
Por lo cual yo consola los ancianos en medio de vosotros, como un compañero y el testigo de las aflicciones de Cristo, y que también le aponó de la gloria que se manifestará:
apacentar las ovejas de Dios que están en medio de ti, profectos, y no debajo de ti; antes de la misma manera, de la avaricia.
No como señore á los que os enrientan; mas os hace cesar las ovejas.
Y cuando el principal destre Martado es, y tomarás la corona de gloria que no se caegue.
De esta manera recibiréis á los mayores, y se sujetas á los mayores; y todos vosotros os discustáis de humilis, y sujetas á los unos á los otros: porque Dios ha de los soberbios, mas da gracia á los humildes.
Escúrate pues en la mano fuerte de Dios, para que te endezca en su tiempo:
Y echó sobre él todas tus vestidos, porque por causa de ti he hecho.
Beria, y te construte. Esfuértate, y el adversario, el diablo, andará como león de león; busca al que devorará.
De la fe y en tu fe he entendido que tus hermanos están en el mundo, son de lo mismo.
Mas el Dios de toda gracia, el cual te llamó á su gloria eterna en Cristo Jesús, después que habéis padecido un poco de los días, perfectos, confirma, y confirma, y confirme.
Ale sea la gloria y la potencia para siempre. Amén.
Y en Silvan, hermano fiel, como yo lo he conocido, te he escrito á ti, y exhortar, y testimonio que éste es verdadero, gracia de Dios en el cual estarás.
El que está en Babilonia, escogido contigo.
Saludaos los unos á los otros con ó benios de paz. Paz sea á todos los que están en Cristo Jesús. Amén.
