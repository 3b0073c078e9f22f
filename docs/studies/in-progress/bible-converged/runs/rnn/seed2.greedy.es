En los días cuando los jueces pecaron, hubo hambre en la tierra; y un hombre de Beth-lehem de Judá, para morar en tierra de Moab, y á su mujer, y sus dos hijos.
Y el nombre del hombre fué Eli-me, y el nombre de su mujer Naamita; los nombres de sus dos hijos fueron Maalo y Chilías, y de los de Benjamín de Beth-lehem; y vinieron á la tierra de Moab, y habitaron allí.
Y Eliú, y el nombre de su padre murió; y fué dejada con sus dos hijos.
Y tomaron para sí mujeres de mujeres de Moab, y el nombre de la una era de Ad, y el nombre de la otra estaba Ruth; y habitaron allí diez años.
Y murió Maalo, y Chille ambos murió, y la mujer fué destrucida de sus dos hijos y su marido.
Entonces se levantó con sus hijas, y se volvió de la tierra de Moab; porque había oído en la tierra de Moab, cómo Jehová había visitado su pueblo en darle pan.
Y salió del lugar donde estaba, y sus dos hijas que estaban con ella; y fueron para el camino para volver á la tierra de Judá.
Y Nasobsó á sus dos hijas: y ahora, cada uno de vosotros á la casa de su madre: y Jehová os haga bien, como habéis hecho con los muertos y con mí.
Y Jehová te dé que te hallaste, cada uno de la casa de su marido. Y ella les besó, y alzaron la voz, y lloró.
Y ellos le respondieron: No, sino que te vuelvamos á tu pueblo.
Y dijo Israel: Ve, oh mis hijas. ¿Por qué quieres que vas conmigo? ¿no es yo en poco mi hijo, para que sean tu marido?
Ve, oh doncellas, vetes; porque soy muerto, á tu marido: porque si dijere: esperanza tengo, si yo he hecho un marido de noche, y también te daré hijos,
¿No te has de esperar hasta que se afaner? ¿y por qué te has de dar?
Y alzando sus voces, lloraron; y si besó su madre, mas constrecíme.
Y ella dijo: He aquí tus siervos se ha vuelto á su pueblo y á su dios, y tus ojos se han ido.
Y dijo Risth: No me constute, y vuelve de seguirte de ti; porque donde tú vas, yo iré; y te réfate, y la teme, y tu pueblo me será mi pueblo, y tu Dios Dios.
¿Qué moriréis, yo le seré muerto, y yo me será sepultado? Así me haga Jehová, y así me añada, si cosa es que yo es muerte.
Y viendo esto, que estaba en ella para con ella, descrucióla.
Y aconteció que estando ellos hasta que viniesen á Beth-lehem, según que había venido á Beth-lehem, toda la ciudad se les descapó, y dijeron: ¿Es este hombre?
Y ella les dijo: No me llamas á Mimiga, y me llamas á mí, que el Omnipotente ha hecho conmigo muy grande.
Y yo os he lleno, y me ha dado serpientes. Y ¿por qué me llamas de Narem, que Jehová me ha testificado? ¿y ha de mí el Omnipotente me ha hecho?
Y volvióse Nagmin, y Ruth-bath-barag, y su nuera, que ella había salido de la tierra de Moab, y vinieron á Bethlehem, en el principio de la siega de cebada.
Y Nabeth, hermano de su marido, varón de riquezas, de la familia de Eli, y su nombre Bod.
Y dijo Ruth-henes, de Moab, y á Samá, y detenía entre los oídos del grano después que le hallaren. Y ella le dijo: Ve, hija mía.
Y fué, y fué y rebuscado en el campo, después que segaban; y ella vendrá á la parte del campo de á Bod, el cual era de la familia de Elimelech.
Y he aquí, Boca vino de Beth-lehem, y dijo á los que segaban: Jehová sea contigo. Y ellos respondieron: Jehová te bendiga.
Entonces dijo Bodar su siervo á los que estaban sobre los segadores: ¿Quién es ésta la moza?
Y el siervo que estaba sobre los segadores, respondieron: Es la Moab de la gente de Israel, que es vuelto de Nahima de tierra de Moab.
Y ella dijo: Ruégote que me regrezcas, y coged tras los que se sigene entre los pies de ella. Y ella vino, y habiendo aún dedo la mañana hasta ahora, sino que ella dejó un poco en casa.
Entonces Buso, Busth-meth, oid, hija mía; no sáis con rebucto en la tierra, y no des acá de aquí, sino que te guarden aquí á mis criadas.
Y vuestros ojos estén en el campo, y segarán, y después de ellos: y yo no mandé á los mancebos no que tocan: y si sois sed, ide á los vasos, y bebas de lo que los mancebos han vengado.
Y ella postrándose sobre su rostro, inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que me des comprensiera?
Y respondió Booz, y dijo: Yo he dicho todas las cosas que has hecho á tu madre, que de la muerte de tu marido, y cómo has dejado tu padre y tu madre, y la tierra de tu nacimiento, y has venido á pueblo que no has conocido.
Jehová, da el pago de tu obra, y se da el pago de tus ojos de Jehová, Dios de Israel, debajo de cuyas alas te has venido para tomar en esperanza.
Y ella dijo: Hame gracia en tus ojos, mi señor, por cuanto me has consolado, y por cuanto has dicho á tu siervo, aunque no soy como uno de tus siervos.
Y en ella dijo Bode su voz: Ven acá, y comed pan, y pon tu boca á la vid. Y él se sentó junto á los segas, y pasaron de su grano tocas, y comí, y según la de la presa.
Y cuando se levantare contra rebuscto, Bustáronle á sus mancebos, diciendo: Cegre el bañada, y no la afrenta.
Y le quitará el uno de la una medida de la manada, y la deja, y rebuscíbese en ella rebustado.
Y rebuscólo en el campo hasta la tarde, y ella había sacudido que había rebuscado, y fué de un epha de cebada.
Y tomando ella, entróse en la ciudad, y su despobara que había rebuscado, y sacóla, y dió á lo que había quedado de ella.
Y su madre le dijo: ¿Dónde tienes tú? Y el que abustáis hoy. ¿Qué es tú que no has hecho? Y ella dijo á su madre que tenía la palabra, diciendo: El nombre de los cuales yo he hecho este escar.
Y Nasobsó á su nuera: Bendito sea á Jehová, que no dejase su misericordia para los vivientes y de los muertos. Y respondióleo: El hombre es nuestro hermano, como el ciende de nosotros, de los que se acercan á nosotros.
Y dijo á los hijos de Moab: Sí, me dijo: Tú se has de dar á mis mancebos, hasta que acabaron de toda mi siega.
Y Nabudcamente dijo á Ruth-sam: Este es mi hija, y sala con sus criadas, y que no te recibirían en el otro.
Y ella se puso á las criadas de Boc, para rebuscar el término de la siega de cebada, y de la siega de la siega; y ella habitó con su suegera.
Y su hermano le dijo: Mi hija no te mataré, para que sea bien contigo.
Y no se roga de nuestra llama, y las que te despataban, he aquí que él ha de ser subitado la noche en la era.
Por tanto, segará, y te vegí, y veché, y desciende á la era; mas no te ahusas al hombre hasta que haya de comer y bebiere.
Y será que cuando se echare, y no fueres el lugar donde está echado; y entraréis, y descubrele sus pies, y se acostarán: y así os lo hará.
Y ella respondió: Todo lo que dijeres. haré así.
Y descendió á la era, y hizo todo lo que su madre le dijo.
Y aconteció que, como siodecióse, y bebólo, y se maravilló su corazón, al que estaba en el cabo de la caliente, y se fué ella, y descubrió sus pies, y echóse.
Y á la media noche fué aquel varón, la cual se afligió, y se se volvió á una; y he aquí una mujer que estaba en sus pies.
Y dijo: ¿Quién eres tú? Y ella respondió: Yo soy á tu hijo. Y santó la punta de tu manto sobre tu siervo; porque tú eres cerca de la cintura.
Y él dijo: Benditos tú, oh Jehová, mi hija; has hecho más misericordia que el primero que el principio; porque no has dedo á los mancebos, ó pobre ni rico.
Ahora pues, mi hija, no temas, te haré todo lo que has dicho: porque toda la ciudad de mi pueblo sabe, que eres digno de mujer.
Y la verdad que yo soy cerca de la perfección, mas la otra es la cerca de mi presencia.
Estad la noche de la noche, y en la mañana, si te hará por la parte de la extraña, bien. Y la haga la guarda del vuela. Y si no hubiere de hacer el guarda de la vaca en vosotros, yo lo haré por guarda, por cuanto Jehová vive. Y desciende á la mañana hasta la mañana.
Y ella se echó de sus pies hasta la mañana, y levantóse delante de una purave. Y él dijo: No sea que la mujer ha venido á la era.
Y dijo: Trae el hombre que está sobre ti, y lo revuelvó. Y ella lo hizo, y midió de las otras mujeres de cebada, y púsolo sobre ella; y entró á la ciudad.
Y ella fué á su madre. Y ella dijo: ¿Cómo ha de ir á mi hija? Y ella lo declaró á todo lo que el hombre le había hecho.
Y ella dijo: A estos metuya de sangre de cebada, porque dijo: No vay vacío á tu madre.
Y ella dijo: Espera, hija mía, hasta que conozcas lo que ha de ser; porque el hombre no sabe que no haya aquí aún hoy.
Y subió Bod la puerta, y sentóse allí: y he aquí que cercana la baja tras el cual dijo á su palabra. Y dijo: Bodate, y vino á él, y alégóse. Y él pasó, y sentóse.
Y tomando Bod diez varones de los ancianos de la ciudad, dijo: Siéntate aquí, y se sentaron.
Y dijo á los que se acercaron á la baja de la Cebran: Memi, que ha salido de la tierra de Moab, es como la fector de la tierra que era nuestro hermano el Eli.
Y dije: ¿Hay yo de poner delante de los que están sentados, y delante de los ancianos de mi pueblo? Si lo redimieres, redimelo; y si no lo redimieres, me dijeren que no sepa. Porque no hay quien lo rescatará acerca de ti; y yo te seguiré. Y dijo: Yo lo redimirá.
Y dijo Botar Bodar, el día que compraréis el campo de la mano de Naber, para que compraréis también de Ruth- Moabita, de la mujer de los muertos, para que el nombre de los muertos se levante en su heredad.
Dicí el menecto, no lo puedo hablar; porque no me acostaré mi heredad, y mi diestra de posesión de ti será para ti, porque no lo puedo sufrir.
Y esto era el primero en el tiempo de Israel, y de la cual había sidocurcida, y confirmó todas las cosas: el hombre tomó su zapaal, y dióla á su prójimo, y así fué el camino de los páblios en el Israel.
Y cercana la baja á la clavocto, á Bole: Hacedlo por ti, y subado su arena.
Y dijo Bostima á los ancianos y á todo el pueblo: Vosotros sois testigos, para que yo compraré todo lo que erais de Eli, y á todo lo que fué mujer de Chislea y de Maalo, de la mano de Nasa.
Y á Muth-arams, de los hijos de Mahar- Idífé, á levantarme la mujer de los muertos por su heredad, y que el nombre de los muertos no sea cortado de entre sus hermanos y de la puerta de su lugar. Vosotros sois testigos, hoy.
Y todo el pueblo que estaba en la puerta, y los ancianos, dijeron: Nosotros somos testigos. Y Jehová la mujer que entrare en tu casa como un palo, y la Lea, la cual edifica la casa de Israel; y vosotros os ha hecho pasar conforme á la casa de Israel, y será tanmo de Beth-lehem.
Y tu casa como la casa de Phares, que le parió Thamar á Judá, de la simiente que Jehová te dará por mujer.
Y Bod Busta su Rut, y fuéle su mujer; y entró á ella, y Jehová lo abusó á concerdula, y parió un hijo.
Y las mujeres dijeron á Nared: Bendito sea Jehová, que no te ha desamparado hoy como de cerca de su pariente. Y sea su nombre en Israel en Israel.
Y te ha de dar por señal de vida, y te sustentó en tu vejez; porque tu hija es que te ama, que es te que lo mejor le pareciere.
Y Nabsó el niño, y le puso en su seno, y le fué dada.
Y las mujeres de sus vecinos, dióle un nombre, diciendo: Hijo de Dios es nacido de Namima; y llamó su nombre Obed, el padre de Isaí, padre de David.
Y estas son las generaciones de Phares: Phares engendró á Esrom,
Y Esar engendró á Ram, y Aram engendró á Aminadab;
Y Aminadab engendró á Naasón, y Naasón engendró á Salmón;
Y Salmón engendró de Boc, y Booz engendró á Obed;
Y Obed engendró á Isaí, y Isaí engendró á David:
¿Cómo se la ciudad se sentó de que habita, que fué lleno de pueblo, y fué como á viuda, que era grande entre las gentes! que fué señor de los príncipes, en medio de las provincias de siervos.
Engrañó la noche de sus mujeres: con sus mejillas están sus mejillas: de todos sus amantes no tuvieron en ella consolaciones: todos sus amigos que se habían rebelado con ella, ellos serán sus enemigos.
Judá se ha venido en cautividad por aflicción, y por causa de grandes cosas la tierra: y mora entre las gentes, y no halló reposo, y supuso destructión su apretura.
Y las espinas en Sión se han venido, porque nadie viene á la reunión: todas sus puertas fueron desolados: sus sacerdotes, sus criados, y los de su fortaleza se fueron aguisados, y se afrazará con amargura.
Sus enemigos han sido por cabeza, sus enemigos prosperan; porque Jehová ha afligido su multitud de sus rebeliones, y sus hijos se han subido en la presencia del enemigo.
Todo lo que fué apartado de la hija de Sión, sus príncipes son como el parado que no hallaba; no se dejasen antes de los que se persiguen.
Y se acordó de Jerusalem en días de su aflicción, y de sus entrañas de todas sus cosas que están de los días antiguos, cuando su pueblo cayó en mano del enemigo, y no habrá quien ayudasen; y los que los vinan, y se afanuieron, y se burlaban de sus asolamientos.
Habligóse pecado á Jerusalem: por tanto fué inmundo; todos los que la honraron, y sus vines se han desficulla; porque han visto su desnudez: arretrodamente, y se torne.
Su inmundicia fué en sus orillas: no se acordaron de ella de su postrimería, por tanto, fué que se acapase descubiertamente, y no me consola: ni he aquí que Jehová me agustió, porque mi enemigo se ha decrigecido.
Y el enemigo extendió su mano sobre todas sus cosas, y habiendo visto que las gentes han venido en su santuario, acerca de los cuales mandaste que no fuesen en tu congregación.
Todo su pueblo gime, y buscarán pan, y suprio se han detener para el paratir su alma: y he aquí, Jehová, y mira, porque he sido en poco.
¿No te habéis de pasar á vosotros todos los que pasas? Mirad, y mira si hay en dolor á mi dolor, que me estremecí con el día de la ira de su furor.
Dejaba el hombre fuego á mis huesos, y contra él los vence; y sobre mí se ha hecho una red, y ha vuelto me ha vuelto; me ha hecho asolada, y yo en poco de día desgrenez todo el día.
El yugo de mis rebeliones fué atado por su mano, y con cuchillos se han juntado: hanme hecho mis fuerzas, y el Señor me ha entregado en sus manos, y al que no puedo estar.
El Señor no ha hecho nada entre mis valientes: él ha llamado una multitud de las cosas que me ha sido vuelto: y el Señor la mujer de la virgen fué hollado, en la cual la fravía.
Por esto he llorado, y mi ojo se cubre de agua, y por cuanto consola los que con mi causa han destruyado de mí, y mis hijos serán asolados; porque el enemigo ha sido ven.
No extendió sus manos, ni hay en consolar; y Jehová ha mandado á Jacob, para que sean en sus enemigos en derredor;
Jehová es justo, porque yo he sido contra su mandamiento: ruégote que todos vosotros pueblos, y mira mi dolor: y mis siervos y mis mancebos han venido á cautiverio.
Y llamaré por amor de mí, y me engañan á los hombres, y mis sacerdotes, y el espíritu de la ciudad, y buscaron pan por sí conspir á sus almas.
Mira, Jehová; porque estoy en angustia, mi corazón se turbaron: en mi corazón se enviudaron, porque en gran manera se rebeló: hasta la muerte la espada.
Los cuales oyeron, que no me lo maten; y mis enemigos han oído de mi angustia: alegraos lo que lo has hecho; y de día me has anunciado el día que has anunciado, y me serán como demejamiento.
Todas sus maldades han venido delante de ti; hazlos como á mí deslecieron todos mis rebeliones; pues que mis pensamientos mi muchos estidas, y mi corazón se desmaya.
¿Cómo ha venido el Señor cubrido de la hija de Sión con nube en su furor! ¿Dó filvo la hermosura de Israel desde el cielo, y no se acordó de sus pies en el día de su furor.
El Señor se ha hecho todos los vasos de Jacob sin misericordia; ha echado en su furor de fortalezas de la hija de Judá; y ha descendido á tierra, y ha profanado el reino y sus príncipes.
Y de todo lo que hizo engreciar el furor de Israel en el furor, y su mano derecha del enemigo, y que hizo levantar fuego á Jacob, como fuego que se pone en derredor.
Y se postrará su arco como enemigo, y en su mano se puso su alma; y ha consumido á los ojos de su pecado, y de la hija de Sión se derramó su ira.
El Señor se ha hecho como enemigo, ha consumido á Israel: ha tragado á sus enemigos; él ha derribado sus fortalezas; habiendo multiplicado en gran llanto, y lamentaráse en la hija de Judá.
Destrucódo su tabernáculo, como si huerto un huerto; sobre su multitud fué de reposo; Jehová ha hecho en multitud de reposo y sábado en Sión; en el furor de su furor, menosprecia al rey y al sacerdote.
El Señor Jehová echó de su altar, y abominó su santuario; y él los ha echado sus muros en mano del enemigo, y han hecho una voz en la casa de Jehová, como el día de la congregación.
Jehová ha hecho destruir el muro de la hija de Sión, y extendió el cordel; no ha cortado su mano de las destruccións; hizo en el fuclo del muro, y la anchura se agrazó.
Sus puertas se están en la tierra; y él destruyó, y quebra sus barras. Y rey y sus príncipes entre las gentes adonde la ley no es, y nunca más se le respondiese de sus ojos.
Los ancianos de la hija de Sión se sentaron en tierra, y callaron; y echaron sobre el cabeza sobre la cabeza, y se fueron de saco; y los destructos de Jerusalem fueron agustados por tierra.
Mis ojos se congrimieron con lágrimas, mi corazón se turbaron: mi alma se derramó sobre la tierra, por causa de la destrucción de la hija de mi pueblo, por los hijos de los hijos y los hijos de los niños, en las calles de la ciudad.
Y preguntaban á sus madres: ¿Dónde está el grano y el vino? Cuando en el camino de la ciudad, que se derramaron el alma en la madre de la madre de su madre.
¿Qué te dará á ti, oh hija de Jerusalem? ¿qué te compararé á ti, oh terreto, virgen hija de Sión? porque tu escago como la mar, que ¿quién te podrá?
Tus profetas han visto vanidad, y insensatos te mandaron: no han descubrido tu maldad, para tornar tu cautiverio; mas has visto, oh ramera, y causa de la abuta.
Todos los que pasan con trabla por sus manos, y sus cilizas y su cabeza en la hija de Jerusalem, diciendo: ¿Es este la ciudad que se llama de los demás son de hermosura de gozo, y el gozo de toda la tierra?
Todos tus enemigos han abierto su boca, y sus cruyuntos, y crujían sus dientes: dicen: Aguímoslo; hasta hoy es para que hemos visto, y hemos hallado la vista.
Jehová ha hecho lo que ha hecho, ha cumplido su palabra que mandó en los días antiguos; ha derribado, y no ha sido; ha hecho que se humillase en tu alma: en el que tu fortaleza se puso.
Y el corazón de ellos clamó al Señor: la pared de la hija de Sión, lágerá hasta el día de la noche: y no te acabes, ni tus ojos se reposa.
Levántate, clama de noche, al principio de los miradores; salva tu corazón como agua delante del rostro del Señor: alzad tu mano á él para la vida de tus hijos, que se destanza hambre en la cabeza de todas las plazas.
Mirad, Jehová, y mira á los que has hecho. Empero las mujeres comerán la simiente de ellos, y los hijos que tenían en pie de sí, y destruyéronlo á los Levitas, y el profeta que fué muerto en el santuario del Señor.
Y el muchacho y el viejo en el niño mortuió mentira en la tierra, y mis vírgenes y mis mancebos caerán á cuchillo; los habéis muerto en el día de tu furor; hasedero, y no huelta.
Tú has llamado, como en el día de una solemnidad, mis terrores: cada uno de ellos escapada, ni quedó en el día del furor de Jehová: y con su pueblo consumió los que yo hice humillado.
Yo soy el hombre que visto la aflicción por la vara de su ira.
Hame guiado, é hizome ir en tinieblas, y no en luz.
Ciertamente él se volvió su mano contra mí, y volvió á todo aquel día.
El mi carne y mi piel he hecho, ha quebrantado mis huesos.
El me ha edificado, y me ha rodeado con amarguras y persiguosa.
Pusádome en tinieblas, como los que ya han sido muertos.
El me ha puesto por muros, para que no salga; y ha puesto mi cazuelo.
Y cuando clamaré, y llamaré, y cerrará mi oración.
El muro alto en la piedra, y de sus veredas ha desvaneecido.
Amejadme como á la verdad en que se pone, como en el cual está escondido.
Ha vuelto ha de mis caminos, y me ha apartado de pastor; me ha hecho asolada.
El que se supe á su arco, y me ha puesto por señal en la frama.
El hace fágulo los vasos de su fímase en mis riñones.
Y he sido escarnio á todo mi pueblo, y su canción todo el día.
Hame ha henchido de amargura; me ha formado con abreves.
Halló mis dientes con los sepulcros, y me cubrió en ceniza.
Destruiste de mi vida la vida, y por la paz.
Y dije: Mi fortaleza se ha perturado, con mi esperanza de Jehová.
Acuérdate de mi aflicción y de mi aflicción, y el gusano y la amargura.
Mi alma se acaminó de ellos, y se humillaba en medio de mí.
Estatré yo mi corazón, y espero la heme.
Por la misericordia de Jehová, no es consumidor; porque sus misericordias no son descubiertas.
Todos ellos son las mañanas; y tu verdad es tus.
Jehová es mi parte, dice mi alma: por tanto esperaré en él.
Jehová es bueno para los que esperan á él, á la alma que le buscan.
Bueno es el hombre, y esperar la salud de Jehová.
Buena es el hombre que lleva el yugo en su mocedad.
Y si se sienten, se guardan, porque él lo puso sobre él.
Hace su boca en el polvo, y si fuere esperanza para siempre.
Ale da su mano al que lo hiriere: y se llena de afrenta.
Porque el Señor no será para siempre.
Porque aunque persiguen los perseñados, aun á la multitud de sus misericordias le dará.
Porque no afligió á su voluntad, ni abligó á los hijos de los hombres.
Desde la sombra de los cielos, para que se pierdena de la tierra;
Para apartarse del justo al hombre que está delante del Altísimo,
Para que no te abustre un hombre en su causa, el Señor no se apretó.
¿Quién es el que dice, y viene, y cuando el Señor no lo denunciare?
¿No es el mal y el bien, del bien del Altísimo?
¿Por qué ha de ser vivos al hombre que se pierdena al hombre, que es hombre por el pecado de sus pecados?
Seamos y lágramos nuestros caminos, y vuelva á Jehová.
Al que constene el corazón nuestro con nuestros manos á Dios.
Aframos, y hemos sido rebeldes, no os habéis perdonado.
A la manera que nos cubriste con furor, y siguió á nosotros: Los muertos has hecho, no has de decir.
Engabistete has con nube, y no veas por la oración.
Hastetnos hecho frauci y no oletas en medio de los pueblos.
Todos nuestros enemigos han abierto su boca contra nosotros.
Tertimanos y vienen á la destrucción, y la destrucción y quebrantamiento.
Mi ojo se corría con arroyos de aguas, porque el quebrantamiento de la hija de mi pueblo.
Mis ojos se derraman, y no se hallaban, ni en su reversión.
Hasta que Jehová mira á la mira, y ve desde el cielo.
Mi ojo se apercibiere mi alma, por todas las hijas de mi ciudad.
Pusiéronme como á ave como, que son mis enemigos sin causa.
Y harán corr mi alma en la cárcel, y echaron sobre mí piedra.
Aparta sobre mi cabeza, y dije: Yo soy cortado.
Yo invocó tu nombre, oh Jehová, al profundo de la cárcel.
Oíste mi voz: No escondas tu oído de mi gemido, y mi clamor.
Y cercanas al día que os llamó, y dijisteis: No temáis.
Señor, has hecho los causas de mi alma: has redimido mi vida.
Jehová, has visto mi afrenta; juzgad mis causas.
Tú has visto todas las venganzas y todos sus pensamientos contra mí.
Tú has oído su afrenta, y Jehová, y todas sus imaginaciones contra mí;
Los labios de los que se levantaron contra mí, y sus enemigos contra mí todo el día.
Y vis que and sentado su sentada, y su subida, y su canción es.
Y les harás volver, oh Jehová, conforme á la obra de sus manos.
Y con ellos destroirásles de corazón tus maldición.
Y los perseguiréis en furor, y desvanulos de debajo de los cielos de Jehová.
¿Cómo ha hecho el oro de cante? el oro limpio ha destrado; y piedras de la santuario se derramaron sobre la cabeza de todas las plazas.
Los hijos de Sión, comparan hasta el oro de los extraños, cómo se han acombvado como la tierra de los cántaros, obra de las manos del alfarero.
Aun los frucillos de ellos son sus gujas, ellos á los hijos de mi pueblo: la hija de mi pueblo se ha tornado, como lo que me ha vengado el desierto.
La lengua de los que se pegare á su paladar, á sed de sed; y los hijos pidieron pan por pan, y no los quien las hayan de ellos.
Y los que comieron la comida de las calles, y los que corrían en las calles, y los que traían en púrpura, y desmenuyo.
Porque la maldad de la hija de mi pueblo es mayor mayor que el pecado de Sodoma, que en su momento fué asolada; y no hubo mano sobre ella las manos.
Sus príncipes eran más hermosas que la nieve, y la piedra blanco que la leche: más son más abundantes que licien: la cual es como subio como de zafiro.
Su aspecto es más que la estro de ellos, y no conocieron en las calles; su piel se pegó á sus huesos; secó según la tierra.
Y los que son muertos con la espada, mejor que los que son muertos con hambre; porque estos estatieron, pervimos por medio, porque no se pier del fruto del campo.
La mano de los pozos son sus mujeres, y sus hijos tienen la tierra de la cárcel, y su comida de la muerte de la hija de mi pueblo.
Jehová ha hecho su ira, y derramó su furor de su ira, y ha consumido fuego en Sión, que ha consumido sus fundamentos.
Y no han sido crecido los reyes de la tierra, ni todos los moradores del mundo, para que el enemigo y el enemigo había venido en las puertas de Jerusalem.
Por la causa de los pecados de sus profetas, y de las maldades de sus sacerdotes, que han derramado la sangre de la justo en medio de ella.
Y andarán por magian en los en las calles; y contaminan con sangre, y no podrán tocar sus vestidos.
Id, y les engendró á Anda: ¡Ah! ¡ay! ¡ay!! que no se levante, y se vamos, y dijeron entre las gentes: No pueden aquí más acá.
Y los furor de Jehová los esparció; y no les tiene más atendido, ni aun á los sacerdotes de los sacerdotes no se atendieron; ni los hijos de los sacerdotes no fueron con los ancianos.
Y nuestros ojos se han detenidos, y en vano esperaron; porque en nuestros guardamos hemos mirado para que no pueda salvar.
Ajad á nuestros pasos, para que no nos vayamos en nuestras plazas; y según su término ha sido cumplido; porque nuestros días son cumplidos; porque nuestro ha llegado.
Y nuestros persignesos más que los águilas de los cielos: y los persiguieron en los montes, y en la desierto están en emboscadas.
Y el espíritu de nuestras narices, el ungido de Jehová, fué preso en sus hoyos: de los cuales hemos dicho, debajo de sus sombras vivirán entre las gentes.
Gozaos y os gozaréis, hija de Edom, que moran en la tierra de Hu; y el vaso pasará á vosotros, y seréis embriagado, y os haré volver.
El castigo de tu maldad es cumplido, hija de Sión: no volverá á llevarte á cautiverio: visitará tu maldad, oh hija de Edom; descubrerá tus pecados.
Acuérdate, oh Jehová, lo que ha de venir sobre nosotros: he aquí, y vea nuestra afrenta.
Nuestra heredad fué á punto para con extraños, nuestras casas para los extranjeros.
No hay ó aguin y de huérfano; y los que son viudas, son viudas.
Alejamos agua de agua, y nuestra madera se nos ha de hacer.
Cargas de nuestros dolores están; fracáronse, y no he reposo.
Amos de nosotros hemos dado nuestras manos á los Egipcios, y á los Asirios, para que seremos saciados de pan.
Nuestros padres pecón, y no más; y hemos llevado sus pecados.
Su señor se recamin sobre nosotros, y no hay quien libre de su mano.
A nosotros tomamos pan de nuestra vida, por la espada del desierto.
Ola está semejante á un horno, á causa de la horno de fuego.
Acordaron las mujeres en Sión, las doncellas en las ciudades de Judá.
Y destruyeron sus manos por sus manos, y no se honraron los ancianos de los hombres.
Los mancebos de fueran las hollan, los hijos se caendaban debajo de madera de leña.
Los ancianos se dejaron de la puerta, y los mancebos de su música.
El gozo de nuestro corazón fué cesar; y la nacto se volvió con luto.
Vande la corona de nuestra cabeza. ¡Ay de nosotros, que hemos pecado.
Porque este corazón está está cansado; porque estas cosas son ojos de nuestros ojos.
Porque el monte de Sión, el desolada; y los que van sobre ellos andando.
Tú, Jehová, permaneced siempre; tu trono es de generación en generación.
¿Por qué os olvidáis de siempre, y destrodándoos por tanto?
Ohnos, oh Jehová, y te abreves; aunque de nuestros días se han apartado de días.
Mas tú nos has desechado; y tú nos muy airado contra nosotros.
Y las palabras de Aban, que era entre los pastores de Tecoa, que vió á Israel en días de Uzzías, rey de Judá, y en días de Jeroboam hijo de Joas, rey de Israel, dos años delante del terremoto.
Y dijo: Jehová bramará de Sión, y da su voz de Jerusalem; y los ejidos de los pastores se lamentarán, y la cumbre de Carmelo se descamirá.
Así ha dicho Jehová: Por demás descamados de Damasco, y por cuatro pies, no tornaré su pecado; porque se han apartado de Galaad con los instrumentos de hierro;
Mas yo enviaré fuego á la casa de Hazael, y consumirá las casas de Ben-hadad.
Y yo destruiré el yugo de Damasco, y cortaré á la soledad del valle de Apon, y á quien la labrace, y de la casa de Edén: la gente de Siria fué á cautiverio á Kir, dice Jehová.
Así ha dicho Jehová: Por demás sus pecados de ellos y de cuatro pies, no volveré su voluntad, por cuanto tomaron trasportados toda lavala, para entregarlos á Edom;
Mas yo enviaré fuego en el muro de Gaza, y consumirá sus palacios.
Y haré cesar la cende de Asdod, y el que la cegulo y Ascalón, y tornaré mi mano contra Ecrón, y el resto de los Filisteos perecerá, dice el Señor Jehová.
Así ha dicho Jehová: Por cierto sus rebeliones y Tiro, cuatro por no, y no se aparte de su pecado; porque ellos se pusieron á todo supuso á Edom, y no se acordaron de su hermano pacto;
Mas yo enviaré fuego en el muro de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por demás sus rebeliones y Edom, y cuatro pies, no se aparte de su pecado; porque él siguió á su hermano con espada y con toda su misericordia, y su furor se regustará para siempre;
Mas yo enviaré fuego en Temán, y consumirá los palacios de Bosra.
Así ha dicho Jehová: Por demás de los hijos de Ammón y de cuatro hijos yo no tornaré mi pecado, porque han abrído las preñadas de Galaad, para que se acensaron su término.
Mas yo haré encender fuego en el muro de Rabba, y consumirá sus palacios, con júbilo de día de la batalla, con tempestad de torbellino al torbellino del torbellino;
Y su rey irre, y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Por demás sus rebeliones y Moab, y cuatro pies no tornaré atrás su causa, porque quemó los huesos del rey de Edom en la cabeza de los Siros;
Y enviaré sobre Moab fuego, y consumirá los palacios de Caecoth; y Moab será para con alegría, y con júbilo y con sonido de trompeta.
Y yo haré tal en medio de ellos el juez, y mataré á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Por demás sus siervos de Judá y de cuatro, no volveré á su pecado, por cuanto desecharon la ley de Jehová, y no guarda sus sus pecados, y su corazón nos ha robado, y después que los padres anduvieron:
Mas yo enviaré fuego á Judá, y consumirá los palacios de Jerusalem.
Así ha dicho Jehová: Por demás de Israel sus siervos, y por cuatro pies no tornaré su castigo, porque á los que por vendan á los justos por la plata y por el pato de cada uno de su camino.
Y la primera parte del pobre, y el camino de la tierra negarán el derecho: y el hombre y su padre la misma la mismandecía, para contaminar mi santo nombre.
Y pusiéronse tras de todo el altar, vestidos de prenda: en casa de sus Dios bebieron el vino de los que han sido quitados.
Y destruyeron del Amorrheo hasta los altos, que se llamaba como la altura de los cedros, y fué fuerte como los alcornoques; mas yo mortó su fruto de arriba, y sus raíces de abajo.
Y os saqué de la tierra de Egipto, y os hetieron cuarenta años en el desierto, para poseerla la tierra del Amorrheo.
Y yo alzaba de tus hijos por profetas, y de tus varones de esos había sido enviados: ¿no es éste, oh hijos de Israel? dice Jehová.
Mas tú diste á beber vino á beber, y mandó á los profetas, diciendo: No profetizas.
He aquí que yo te rigí en tu lugar, como se ceñirá el carro de la grano.
La muerte perecerá de la ligero, y la fuerte no fortale por su fuerza, y no se librará el valiente.
El que no se pone en arco, no será libre; el que consuele de nove, y no el que tienen por el caballo.
El que en ti hirió, y de fuera se ayecerá, y dice el Señor.
Oid esta palabra que Jehová ha hablado contra ti, hijos de Israel, sobre toda la familia que saqué de la tierra de Egipto, diciendo:
Y yo os he elegido por todas las familias de la tierra: por tanto, yo os visitaré sobre todos vuestros pecados.
¿Sentun ellos según el que se constriñe?
¿Allaráse un león en el perro, cuando no tiene presa? ¿le ha acogido el león de sus aguas, si se ha tomado nada?
¿Alvaráse la avecilla en la tierra sobre la tierra, donde no hay lazo de él? ¿ha de ser la fuente de la tierra, cuando no hay cosa?
¿Hasieron trompeta en una ciudad, sin pueblo el arco? ¿haspuerto mal en la ciudad, no Jehová lo ha hecho?
Ciertamente el Señor Jehová hará nada, si no revela el secreto á sus siervos los profetas.
El león ha braso: ¿quién no temerá? el Señor Jehová ha dicho: ¿quién es? ¿quién es?
Rogadero en los palacios de Asdod, y en los palacios en la tierra de Egipto, y dicen: Entrecéis en los montes de Samaria, y haced saber lo que está en ella, y qué hay en ellos violencia.
En aquellos no conocieron; dice Jehová, que el rey de su presa, y el rey en sus palacios.
Por tanto, así ha dicho el Señor Jehová: Agarrará la tierra, y derribará tu fortaleza, y tus fortalezas serán saqueados.
Así ha dicho Jehová: Como el pastor de la boca del león dos segugo, ó el recimo de la oreja, así será los hijos de Israel: y el que se siente en el campo de un cosecha, Y sobre la otra señal de las camas de una cama.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Porque en el día que yo visito las rebeliones de Israel sobre él, también visitaré á los altares de Beth-el; y los cuernos del altar serán talados, y caerán á tierra.
Y heriré la casa de invierno en la casa del atrio, y las casas de marfil serán destida, y las casas de asolamientos se levantarán, y Jehová.
Oid esta palabra, de vacas, de Basán, que estás al monte de Samaria, que abominó al pobre que da á los menesterosos, que digan á sus maridos:
Y el Señor Jehová juró por su santidad: He aquí que vendrán días sobre ti, que te quitarán los capiteles, y los postreros de vosotros con los anullos.
Y saldrás al atrio en el muro, cada uno delante de ella delante de ella; y tú os echarás en Harmón, dice Jehová.
Entra á Beth-el, y pecado, á Gilgal, y pecado: desvandé tus sacrificios, cada uno de los tres días;
El sacrificio de alabanza de alabanza, de lo que le es bueno, y publicará los pies y los brasdelos; porque esto te ruego, oh hijos de Israel, dice el Señor Jehová.
Y también os he dado por limpia de tus ciudades, y no de pan de cada día; y no me has tornado á mí, dice Jehová.
Yo también me revocré la lluvia de vosotros, cuando aun tres meses se descarse á la siega, y haré que llor una lluvia sobre una ciudad, y no la lluvia poner sobre la ciudad; y el campo se fué echada sobre la ciudad, y el campo donde no se mellase.
Así que, dos ó tres ciudades fraguy á una ciudad para beber agua, y no se hartaron; mas no me has vuelto, dice Jehová.
E hirió yo con la plaga, y la plaga de las aguas en tu huerto, y tus viñas; y las langostas quieras que tus árboles vieron tus árboles y tus olivas; y no me has tornado, dice Jehová.
Yo te he hecho como yo hice á Egipto; he muerto á tus mancebos con la espada, y he llevado tus caballos: he henchido tu nariz de la carta de tu campo, y no me has tornado á mí, dice Jehová.
Y echo de vosotros, como Dios hubo asolada á Sodoma y á Gomorra, y vosotros como vosotros había echado del fuego que había arrancado del fuego; mas no me habéis vuelto, dice Jehová.
Por tanto, yo haré con vosotros, oh Israel, porque yo te haré esto, para que te conciente á recibir á tu Dios Israel.
Porque he aquí, que forma de los montes, cruci viento al viento, anuncia lo que es su pensada, que hace la mañana á la oscuridad, y en los altos de la tierra los que hace: á Jehová Dios de los ejércitos es su nombre.
Oid esta palabra que yo os he de poner por ti, y de la casa de Israel.
La virgen de Israel ha caído, no se levantará jamás; y sobre su tierra se fundió.
Porque así ha dicho el Señor Jehová: La ciudad que salió mil mil, serán cienados, y lo que saliere, y la dejó diez á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: A mí, vosotros, y vivirás;
Mas no buscáis á Beth-el, ni entrará en Gilgal, ni pasa á Beer-seba; porque Gilgal morirán á cautiverio, y Beth-aventura.
Mirad á Jehová, y vivirás, porque no salga como fuego en la casa de José, y devorando, y no hay quien la riñi en Beth-el.
Los que conversáis el prinodado, y echan justicia á la tierra.
Y al que hizo lo Pegia, y difetitamente, y la sombra de la muerte á la mañana, y el día de noche se hace en el día de las aguas, que llaman las aguas de la mar, y las echará sobre la faz de la tierra, Jehová es su nombre:
El que da el quebrantamiento de la fortaleza, y que quebrantamiento es el que está en el palacio.
Y aborreciendo al que me reprendía en la puerta, y abominuándole al que hablan rectas.
Por lo cual tú hollarás al pobre, y toma de él de trigo de trigo, á las casas de talaste las riquezas, y no habitares en ellos; plantaste de viñas y viñas, mas no beberás vino.
Porque sé que muchos son tus sonas, y cómo han engrandecido tus pecados, oh tú que los que abosan el justo, que toma un presente, y que el que toma el pobre en los atrios.
Por tanto, prudentemente en esto tiempo, el tiempo de ella es tal vez.
Mirad, bien, y no mal, para que vivas; y así Jehová Dios de los ejércitos será contigo, como tú dices.
Aparta, mal y bien, y estableciere en juicio los atrios: quizá Jehová Dios de los ejércitos será clemente en lo que yo compadece.
Por tanto, así ha dicho Jehová Dios de los ejércitos, el Señor: El principio será en todas las plazas, y dirán todas las plazas: ¡Hi arrod! ¡La llamarán los que nacen en endechas, y los que habitan en desierto lamentando.
Y en todas viñas en gran manera: en medio de ti he pasado, dice Jehová.
¡Ay de vosotros, que el día de Jehová! ¿por qué has de estar en el día de Jehová? Es tinieblas, y no luz.
Y como el hombre huyó de león, y un meterá, ó entró á la casa, y le acapó en el muro, y una serpiente la cortaba.
¿No es el día de Jehová tinieblas, y no luz? ¿y de tinieblas, y no se endeja?
Apreciaré, oh menospreciadas tus solemnidades, y no he puesto tus fes.
Y si me ofrecéis vuestros holocaustos y holocaustos, no los aceptaré; ni me acordaré de las bestias de vuestras bestias.
Quita de mí la voz de tu canción, y no oiré el frametorio de tus arpas.
Mas el juicio se hace caer como los ríos, y como la muy corto.
¿No habéis traído á mí sacrificios y holocaustos en el desierto cuarenta años, casa de Israel?
Tresé también la tienda de tu rey, y la disminura de tus imágenes, la estrella de tu dios que te hiciste por cuenta.
Por tanto os haré tornar de la otra parte de Damasco, y Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y los que están en el monte de Samaria, no los hombres de los principales de las gentes, á quienes la casa de Israel vendrá!
Id á Calneh, y mira: y desde allí entró á Hamath grande. Y desciende á Gath de los Filisteos. ¿No es mejor que estos reinos? ¿yes de ellos su término que el término?
¡Oh quién os habéis sido lo malo, y haciendo allegar las sillas de violencia,
Que cubre los camas de marfil, y extendí sus coscondados, y comen los corderos de las ovejas, y los becerros de la en medio de la galladura;
Que se abujas de las frañas de arpa, que se ensuelan de los instrumentos de música, como David;
Los que beben vino, y los que son bebenes de los buenos, mas los no se han aprosible para la aflicción de José.
Por tanto, ellos os vendrán cautivos con los primeros que descienden; y la fiesta y el crgnidad se postrará.
El Señor Jehová se ha jurado por tanto, dice el Dios de los ejércitos: Aulgul la soberbia de Jacob, y de sus fortalezas sus fortalezas; por tanto yo laré con la ciudad con todo lo que en ella está.
Y será que, si los hombres se quedaren en una casa, morirá.
Y cuando el leeretre del asno, le hará saber, para que los cuerpos de la casa, y le pidieren de los lados de la casa: ¿Tene ahora contigo? Y dirá: No; entonces dirá: Sésma. Porque no sirvamos el nombre de Jehová.
Porque he aquí que Jehová mandare, y la gran casa será asolada, y la casa en sus vestuinas.
¿Cevaré caballos? ¿la abres de los bueyes? ¿es arallarán los bueyes? ¿has avertarás al agüe, y el fruto de justicia, y amargura de justicia?
Que os humeéis de la cosa que no os huelgue, y que dicen: ¿No tenemos nosotros á los cuernos por nuestras fuerzas?
Porque he aquí que yo levanto contra ti gente nación, oh casa de Israel, dice Jehová Dios de los ejércitos, y te servirán en la entrada de Hamath hasta el arroyo de la campiña.
Así pues, Señor Jehová me ha hecho esto, he aquí que él es formado en el principio de la una de la oliva, y he aquí que el ave del occidente según la siega del rey.
Y cuando acabaron de comer la hierba de la tierra, yo dije: Señor Jehová, ¿no te abomiciré yo? ¿y á éste está) que él es poco?
Y Jehová lo ha dicho con esto: no será, dice Jehová.
Así que el Señor Jehová me mostró esto: he aquí que el Señor Jehová llamó á juicio, y que secó el gran abismo, y devorará la tierra.
Entonces dije: Señor, oh Jehová, ruégote que te airen, ¿cómo es que Jacob? que es mejor.
Y Jehová ha dicho de esto: y así no será, dice el Señor Jehová.
Y me mostró á un tiempo: He aquí el Señor estaba junto á una pared, en una guzuela, con una gulmo de su mano.
Y díjome Jehová: Algún animal ves. Y dije: Uno es. Y el Señor dijo: He aquí que yo pongo en medio de mi pueblo una vez, en medio de mi pueblo Israel; no pasará más.
Y los altos de Isaac serán asolados, los santuarios de Israel serán destruídas; y yo se levantará contra la casa de Jeroboam con espada.
Entonces Amasías el sacerdote de Beth-el envió á Jeroboam rey de Israel, diciendo: El ha hecho conspiración contra ti en medio de la casa de Israel, y no estrola la tierra á todas sus palabras.
Porque así dice: Dejaré á Jehová su espada, y Israel será llevado de su tierra.
Entonces dijo también á Adad: Tú eres, y huyendo á la tierra de Judá, y comed pan, y profetiza allí,
Mas no os profetizaréis más á Beth-el; porque es el santuario del rey, y es casa de casa.
Y respondió á Y á la palabra de Amasías: No soy profeta, ni fuí hijo de profeta, sino que era hombre y vacas, y á labradores de higos de higos,
Y sacóme de la presencia de la gra, y díjome Jehová: Ve, profetiza á mi pueblo Israel.
Ahora pues, oye la palabra de Jehová: Tú, tú no profetizas contra Israel, ni te predicaste en la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será repartida por cordel, y te entajarás en tierra que es inmundo; Y de Israel será llevado de Egipto de su tierra.
Así me dice el Señor Jehová: he aquí un canastillo de las cenctores de la fruto.
Y dijo: ¿Qué ves? Y dije: Un canastillo de la fruto de ellos fruto. Y díjome Jehová: El fin ha venido sobre mi pueblo Israel: nunca más pasará.
Y en el día de la casa se aularán en el día, dice el Señor Jehová: los cuerpos serán muertos, y en todo lugar los echare.
Oid esto, tú que el deseo de vida, y al impío de la tierra:
Y diciendo: Cuando la nueva luna, se volvía para que podemos grano, y el sábado, para que tomamos trigos, dando el epha con el año, y el que esculá con mentira, y se afligüeces con engaño;
Para que démos los pobres para la plata, y el menesteroso para el zapato de sus zapatos, y vendió la barraña del trigo?
Jehová ha jurado por la soberbia de Jacob: ¿no seré yo olvidado de todas sus obras?
¿No se labrará la tierra por esto, y todo aquel tiempo que la tierra está en ella? Y se levantará de la parte del río, y será el hombre de la otra vez, y el otro río de Egipto.
Y será en aquel día, dice el Señor Jehová, que haré que el sol se vaya en medio de la tierra, y en la noche me haré reposar la tierra.
Y tornaré á tus banquetes en luto, y en tus cantares en lugar de endechas, y te pondré en sacos todos tus cuerpos, y en todas las cabezas vuelm; y harélo hasta el lugar hasta un hijo, y su fin como un poco de día.
He aquí vienen días, dice el Señor Jehová, que enviándote un hambre en la tierra, ni un hambre de pan, ni una sed de agua; mas de oyendo las palabras de Jehová.
Y se apartarán de mar mar mar, y desde el norte hasta el oriente: y harán venir, y á causa de la palabra de Jehová la palabra, y no la hallará.
En aquel día las hermosas de las vírgenes es la mujer, y los mancebos se descandas.
Y los que juraban por el pecado de Samaria, y dicen: Como tu dios, Dan, y vive, que es el Beero de Beer-seba; y caerán, y nunca se levantará.
Y vi el Señor que estaba junto al altar, y dijo: Si las cabezas de las columnas, para que se pose el umbral. Hazlos por sobre ellos cabeza de todos los días. Y mataré á los postreros de ellos con cuchillo. Y no uno de ellos huirá. Y ninguno de ellos escapará.
Si las tocaren en el sepulcro, allí mi mano los tomarán; y aunque se alentaré al cielo, allí los traeré.
Y si se esconden en la cumbre del Carmelo, yo buscaré y las tomaré de allí; y si se escondieron de mis ojos en el seno de la mar, allí yo loré á la serpiente, y los echarán de ellos.
Si hubieren llevado cautivos á sus enemigos, yo les haré delante de ellos, y los matará; y pondré mis ojos sobre ellos, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare la tierra, y los desrretados, y todos los que en ella moran, enlutados, y se levantará como el río, y se tornarán hasta el río de Egipto.
El que edifica sus cámaras en los cielos, y ha hallado su carguta sobre la tierra; el que llama á las aguas de la mar, y las derramará sobre la faz de la tierra, Jehová es su nombre.
¿No eres como los hijos de los Etiopes, á los hijos de Israel? dice Jehová: ¿No ha yo subir á Israel de la tierra de Egipto, y á los Filisteos de la entrada de los Siros, y los Siros de Cire?
He aquí, los ojos del Señor Jehová están sobre el reino fuerte, y la destruiré la de sobre la faz de la tierra: mas no destruiré la casa de Jacob, dice Jehová.
Porque he aquí yo yo mandaré, y si la casa de Israel en todas las gentes se han de ser fujado, que no se la hontale la piedra sobre la tierra.
Todos los pecadores de mi pueblo morirán á cuchillo, los que dijeren: No vendrá con nosotros ni nos encontrare.
En aquel día levantaré la tienda de David que está caído, y sus cerrores, y despertaré sus asolamientos, y en la vejez de los cuales yo los haré;
Para que los posean las reliquias de Edom y de todas las gentes que se han sido por mi nombre, dice Jehová, el que hace esto.
He aquí vienen días, dice Jehová, que abre los abremanzas, y el que pisó al que siembra, simiente de los montes, y de los montes se hará tornar.
Y haré tornar mi pueblo Israel de cautiverio, y asolarán las ciudades fuertes, y los morarán; y plantarán viñas, y bebas de ellos, y harán en huertos, y comen sus frutos.
Y plantarélos sobre su tierra, y no serán arrancadas de su tierra que les he dado, dice Jehová tu Dios.
Y fué palabra de Jehová á Jonás hijo de Amittai, diciendo:
Levántate, vete á Nive, y grande ciudad, y predicad sobre ella; porque su maldad ha subido delante de mí.
Y levantóse Jonás para Tharsis delante de Jehová; y descendió á Joppa, y halló el arca á Tharsis; y él se puso hasta tanto su asecha, y descendió á ella, para ir á ellos de Tarsis á la presencia de Jehová.
Y Jehová volvió un gran viento sobre la mar, y hubo un viento grande con grande mar, y el arca fué como para romper.
Y los magistrados, y cada uno clamaban á su dios; y echaron fuera los del templo que estaban en el mar alabando el arca. Y Jonás había descendido en el camino del vientre, y estaba puesto en la tierra, y fué sacuer.
Entonces el señor vino á él, y díjole: ¿Qué te has de dormir? Levántate, y hazte á tu Dios: y no te ha de poner tu Dios, no queremos no.
Y dijeron todos los cada uno: Ven, y ponte las suertes, para que sepamos que hemos de ser cosa descostibles para este mal que está sobre nosotros. Y ellos echaron suertes, y la suerte sobre la Jonás.
Y le preguntaron, diciendo: Dinos, porque ahora ¿quién es este mal sobre nosotros, ¿qué es vuestro invispción? ¿qué habéis de venir? ¿qué es vuestro? ¿qué es vuestro? ¿de qué es el pueblo?
Y él les dijo: Yo soy un Hebreos, y temed á Jehová Dios de los cielos, que ha hecho la mar y la tierra.
Entonces los hombres se entristecieron mucho, y dijéronle: ¿Qué habéis hecho? porque los hombres sabían que había huído de delante de Jehová, por cuanto les había dicho.
Y le dijeron: ¿Qué te haremos, que la mar se nos podrá? Y la mar se oscureció, y el afece.
Y les dijo: Toma ahora, y me echad en la mar; y la mar será desunida; porque yo sé que sobre mí se ha de ti grande grande.
Empero los hombres reñían mucho que les fuesenían la tierra; mas no pudieron; porque la mar se oscureció, y se aparejaron.
Y clamaban á Jehová, y dijeron: Nosotros te ruego, oh Jehová, que nos vayamos, porque no nos desemos por la vida de este hombre, y no pon sobre nosotros sangre inocente, porque tú, Jehová ha hecho así como te ha hecho.
Y tomaron de Jonás, y echáronla en la mar; y la mar cesaron de su jorno.
Entonces los hombres temieron á Jehová, y ofrecieron víctimas á Jehová, é hizo venir.
Y el ungintó Jehová un pezuelo que esvuela, y fué en el vientre de los peces tres días y tres noches.
Y respondió Jehová, á su Dios, de los peces de los peces.
Y dijo: Yo clamaré por mi aflicción á Jehová; y él me respondió: y desde el vientre del sepulcro he clamado, y oíste mi voz.
Porque me echaste en los profundos, en el corazón de los mares: el diluvio estaba alrededor de mí: todos tus ondas y tus remeros fueron pasados.
Yo dije: A tu presencia he sido: mas mi ver la otra hacia el templo de tu santidad.
Las aguas me rodearon, á la alma; el abismo me rodeaba, y las hostruyeron en mi cabeza.
Y descendí á los insensatos de los montes; y la tierra me fué ensorrada para siempre; y tú me has traído mi vida del sepulcro, oh Jehová mi Dios.
Cuando mi alma se desmayaba dentro de mí, yo te acordaré de Jehová: mi oración vino á ti, en tu santo templo.
Y los que esperan á los ídolos, dejan sus misericordias.
Entonces habló Jehová á los pesos, y vomitó en la tierra de la tierra.
Y fué palabra de Jehová á Jonás en el tiempo de la segunda vez, diciendo:
Levántate, vete á Nimbo, grande ciudad, y predicad á la carga que yo te doy.
Y levantóse Jonás, y fué á Nindel, conforme á la palabra de Jehová: y estando en gran manera una ciudad muy grande, tres días por camino.
Y comenzó Jehú á la ciudad de día, el cual dijo, y dijo: En cuarenta días, y Nim será asolada.
Y el pueblo de Nimó creyó á Dios: y convocaron ayuno, y pusieron sacos de su saco, desde su más hasta su menor.
Y el rumor, hasta el rey de Nimuve, y levantóse de su trono, y tomó de su mano el manto de su rostro, y cubrióse con saco, y sentóse en ceniza.
Y él hizo pasar por nombre hasta que fueseis por el vocto del rey y de sus príncipes, diciendo: No nie ni ni bestia, ni rogó, ni tengáis otro, ni se alpenta, ni beber las aguas:
Masvergícense con sacos, hombres como bestias, y ministran á Dios á cada uno; y cada uno de ellos por todo mal camino, y del mal que está en sus manos.
¿Quién sabe que Dios no se volvió, y se converturará, y se apartare de su ira, para que no perecemos?
Y vió Dios sus obras, que se volvieron de su mal camino; y Dios ha arrepintado de aquel mal que les había hecho, y no lo hizo.
Empero en la ciudad se entristeció la muy grave, y se enojó contra mí.
Y oró á Jehová, y dijo: Ruégote que Jehová, ¿por qué ha dicho yo lo que yo he sido en mi tierra? Por tanto, vévete á huir á Tarsis; porque yo sabía que tienes dios de Dios y de misericordioso, tardo para la ira, y grande en misericordia, y has de hacer otro mal.
Por tanto, oh Jehová, ruégote que me des ahora mi vida, porque mejor me es para que muera el que es que viva.
Y Jehová dijo: ¿Hayere para ti mal?
Y salió una de la ciudad, y sentóse al oriente de la ciudad, y allí se puso en el camino, y sentóse debajo de ella á sombra de tiempo, hasta que vea lo que se había de ser de la ciudad.
Y Jehová Dios hizo una vid, y la hizo pasar á Jonás, para que fuese sombra sobre su cabeza para librarlo de sus temumentos: y fué sepultado en la vid.
Mas Dios les dijo el gusano de albaje, y fué que estaba sobre la vid de la vid que se había secado.
Y el sol se levantó, Dios aparejaba un afocto; y el sol se sobre la cabeza de Jonás, que se desmayaba, y pidió por sí.
Y dijo Dios á Jonás: ¿No te es para ser adojado para la vid? Y él dijo: Yo soy derecho para que muera.
Y dijo Jehová: Tú has sido caso de la vid, porque no has trabajado, ni se ha hecho crecer; y la noche subió de noche, y perezcado en una noche.
¿No es yo por causa de Ninuve, que grande ciudad, en más más que ciento y veinte mil hombres que no tienen diferencia entre sus manos y sus manos, y también muchos animales?
En el principio fué el acordado, y el Dios fué contado á Dios, y el Diosdoró á Dios.
Y el mismo era en el principio.
Todos lo que le eran por; y conformándole, no fué que fué hecho.
Y en él era vida, y la vida fué la luz de los hombres.
El luz resplandece en la oscuridad, y no tinieblas la vencía.
Y vino un hombre de Dios, que se llamaba Juan.
Y fué que el mismo día se obsfalido, para testificar á la luz, para que todos los creyes.
Y no fué la luz, y fué enviado á dar la luz de la luz.
La verdad que fué hasta entonces el día de la tierra, fueron dadas á la noche.
Y él estaba en el mundo, y el mundo fué por él, y el mundo no le conocieron.
Y vino á su voluntad, y á los que estaban sus pies.
Y muchos, como le recibieron, para que se dió la diestra de los hijos de Dios, para los que crey en su nombre.
Que nacidos, no de sangre, ni de la carne de la hombre, sino de del hombre, sino de Dios.
Y el profeta se halló, y se enviamos en medio de nosotros: y vimos su gloria, como la vada de Hijo del Padre, lleno de gracia y de verdad.
Y le dijo Juan: y él dijo: Este es el que dije: El que viene tras mí me ha aborrecido, porque él estaba delante de mí.
De su plenitud hemos cumplido toda gracia.
Porque la ley era dado por Moisés: y la verdad y verdad que fué por el Cristo Jesús.
No hay quien Dios á Dios, sino el Hijo nuevo, que está en el seno del Padre, le ha manifestado.
Este es el testimonio de Juan, que como los Judíos envió á los sacerdotes y Levitas de Jerusalem, que le pisáis: ¿Quién sois vosotros?
Y él le respondió, y no se negó, antes le dijo: No soy el Cristo.
Y le preguntaron, diciendo: ¿Qué pues? ¿Por qué? Y tú le dijo: Yo soy. Y ¿no eres tú el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? Dandle luego á venir á los que nos envió: ¿qué decís que te des?
Y dijo: Yo soy la voz de una clama en el desierto: Apartar derecho del Señor Jehová, como el profeta Isaías dijo.
Y los que habían sido enviados de los Fariseos.
Y le preguntaron: ¿Por qué te intimáis, si no eres el Cristo, ni Elías, ni el profeta?
Y respondiendo Juan, les dijo: Yo bautizo en agua, mas entre vosotros que hay que no sepas.
El que viene, me es el que se me sigue; el que se impataba delante de mí, y la naca de la nona soy como la descalza.
Y estas cosas estaban en Bethania de la otra parte del Jordán, donde Juan era el regucto.
Y viendo el día, él vió á Jesús, y dijo: He aquí el Cordero de Dios que quita el pecado del mundo.
Este es el que me dijo: Enviartaráse un hombre que se está delante de mí, porque antes estaba delante de mí.
No lo conocía; antes por esto he venido en mantención en aguas, para que haya de ser manifestado á Israel.
Y Juan respondió testimonio, diciendo: He visto el Espíritu que descendía como paloma, que está en él.
No me lo conocía; antes el que me envió á litneta en agua, me dice: En el que veis el espíritu, y que aborre, que él está en él, el que tiene enriquemiento en Espíritu Santo.
Yo he visto y he dado mandamiento que este Hijo de Dios.
Y otra vez el mismo día, Juan fué con dos de sus discípulos,
Y mirando él á Jesús, andando, dijo: He aquí el Cordero de Dios.
Y los dos discípulos le oían, y siguieron á Jesús.
Y vuelto Jesús, les vió, y les dice: ¿Qué buscas? Y ellos le dijeron: Maestro, (porque está otra, y repúyé, Maestro,)
Y les dijo: Venid y ve. Y ellos vinieron, y vieron á donde estaba, y que estaban con él en aquel día; y fué como la décima de la hora.
Y oyó uno de los dos que oían Juan, y le siguieron á la puerta de Simón, hermano de Pedro.
Y fué que, como él halló á su hermano, á Simón, y díjole: Nosotros hemos hallado los Mesías. Y éste es el que fué interpretado, Cristo.
Y él le volvió á Jesús. Y Jesús le miró, y dijo: Tú eres Simón hijo de Jonás; y serás llamado Ceez, (a es que esatruya, Pedro!
Y aconteció que el día siguiente pasó delante de Galilea, y halló en Felipe. Y Jesús le dijo: Sígueme.
Y era Fipe de la casa, y la ciudad de Essé y Pedro.
Y hallóse grandes hijos, y díjole: Nosotros hemos hallado de los que Moisés en la ley y los profetas, escribieron: Jesús Nazareno, hijo de José.
Y le respondió: ¿A qué viene salido de Nazaret? Y le respondió. Y ven de ver.
Y viendo Jesús á él, le dijo: He aquí, Israel es en verdad, en quien no hay engaño.
Y le dijo: ¿Cómo me has de decir? Y Jesús le respondió: Antes que te afligió, cuando tú estabas debajo de la higuera, he visto que tú eres.
Y respondiendo él, le dijo: Maestro, Hijo de Dios: tú eres el rey de Israel.
Y respondiendo Jesús, le dijo: Porque te he dicho: ¿Qué te has de debajo de la higuera, te has dicho? Y verás abominaciones mayor que éstos.
Y le dijo: De cierto, te digo que todos los que veáis á los cielos, y á los ángeles de Dios que se quen, y que descendían al Hijo del hombre.
Y el tercer día, tenía bodas en la palabra de Galilea. Y la madre de Jesús estaba allí.
Y también Jesús fué llamado, y sus discípulos, á las bodas.
Y como el vino salió, y le dijo: No tienen vino.
Y Jesús le dijo: Señor, ¿qué es que con que tienes con vosotros y me?? Y mi hora no es venido.
Y su madre dijo á los siervos: Todo lo que dice, vosotros lo haced.
Y había seis en calderos de piedra en pos de los Judíos, para que renciesen á dos ó tres pasletes.
Y Jesús les dijo: En las aguas las aguas con las aguas vivas. Y ellos los henchiron de los murillos.
Y les dijo: Tomad, y tomad al príncipe de la fiesta. Y ellos la tomaron.
Y como el príncipe de la fiesta, santifica ahora las aguas, no sabían que hasta que se había de hacer, (porque los siervos que habían apondido las aguas, y el príncipe de la fiesta llamó al esposo.
Y le dijo: Cualquiera que sirve el bien el primero, y cuando la vida le besó, lo que es peor; y has guardado el bien vino hasta ahora.
Y este ¿de dónde de estas señales hizo en modia de Galilea, y de manifestación de gloria: y sus discípulos creyeron en él.
Después de esto aconteció que descendió á Capernaum, él y su madre, y sus hermanos, y sus discípulos, y se hallaron en número de días.
La pascua de los Judíos era por mano, y subió Jesús á Jerusalem.
Y halló en el templo los que vendían bueyes, ovejas, y palomas, y los descrecillos de dinero sentados.
Y hizo una sogasa de cuerdas, y echó de todos los templos, y á las ovejas y de los bueyes, y derramó el dinero de los pies de los dineros, y sobre las mesas de ellos.
Y á los que vendían las palomas, dijo: De estas cosas, de aquí, no hagáis en casa de mi Padre.
Y sus discípulos se acordaron de que estaba escrito: Aperúya para tu casa, que me ha de venir.
Y le respondieron los Judíos, y le dijeron: ¿Qué nos has de dar, que veáis estas cosas?
Y respondiendo Jesús, les dijo: Dejad esta este templo, y en tres días la despertaré.
Y los Judíos dijeron: El rey tenía seis años para edificar esta casa: ¿y tú despertaréis en tres días?
Mas él habló del templo de su cuerpo.
Y como él fué hecho de los muertos, sus discípulos se acordó de lo que les había dicho, y creyeron la Escritura y la palabra que Jesús había dicho.
Y en la ciudad que estaba en Jerusalem, fué en la fiesta á la fiesta, y muchos creyeron en su nombre, y á sus señales que hizo.
Mas Jesús no se les agrada, porque él conoció á todos:
Y por cuanto no había necesidad de hacer para ser lo que podían estar por el hombre; porque él sabía lo que había en hombre.
Y un varón de los Fariseos se puso por Sajallas, príncipe de los Judíos.
Y vino á Jesús, y le dijo: Maestro, sabemos que eres hombre de Dios, porque no haga que haga estas señales que tú le ess semejante á éste.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno fuere nacido, no puede ver el reino de Dios.
Y Nechâo le dijo: ¿Cómo puede un hombre apacina? ¿ha de entrar en el vientre de su madre, y será nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que si alguno es nacido de agua y de espíritu, no entrará en el reino de Dios.
Y lo que es nacido de carne, es la carne: y lo que es nacido del espíritu es espíritu.
No os conclujéis que os he dicho: Decá ser un hombre.
Y el viento se hace donde quiere, y oiréis su sonido, mas no sé dónde hasta el sale, y donde va; y todo el que es nacido del Espíritu.
Y Nuas cosas le respondieron y dijo: ¿Cómo se puede estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el maestro de Israel, y no entendéis estas cosas?
De cierto os digo que lo que sabemos, y testificamos de lo que hemos visto, y no recibáis de nuestro testimonio.
Y si os hablé, ¿no creáis, ¿no creáis, si os dijeren las cosas?
No hay otro en el cielo, sino que el descendiente del cielo, Hijo del hombre, el cual está en los cielos.
Y cuando Moisés alzaba la serpiente en el desierto, así también el Hijo del hombre sea levantado;
Que cualquiera que cree en él, no perecerá; mas la vida eterna.
Porque Dios amó el mundo, que él le dió á su Hijo, para que el que creiese en él no es, mas la vida eterna.
Porque Dios no envió á su Hijo en el mundo para juzgar el mundo; mas el mundo se ha de salvar por él.
El que cree en él, no es juzgado; el que no creyere, ya no ha sido juzgado; porque no ha creído en el nombre de la casa de naci Hijo de Dios.
Este es el juicio, que la luz ha venido al mundo; y amaban á las tinieblas más que la luz, porque sus obras eran malas.
Porque cualquiera que hace mal, aborrece la luz, y no viene á la luz, porque no se hagan en sus obras.
Mas el que hace la verdad viene á la luz, para que se hagan las obras de Dios, para que se hacen en Dios.
Y aconteció después de estas cosas, Jesús vino con sus discípulos á la tierra de Judea; y allí se los convesó, y se bautizan.
Y Juan era el revoco en la oscuridad cercana, porque había allí agua allí; y vinieron y eran bautizados;
Porque no estaba Juan en la cárcel.
Por tanto, se levantó un penato á los Judíos de los hombres, por los Judíos, y de los otros.
Y llegándose á Juan, le dijeron: Maestro, el que estaba contigo, del Jordán, á quien tú has dado testimonio, he aquí que él se ha de dar priesa, y le cada uno de él.
Y Juan respondiendo, dijo: Un hombre no puede nada descubiertamente como el cielo le es dado.
Y vosotros habéis dado testimonio que dije: No soy el Cristo, sino que yo me enviasteis en presencia de él.
El que tiene esposa no es, y el que tiene la esposa, mas el amigo del esposo, y el que tiene, le convecita, y se alegrará en gran manera por la voz de la voz: por tanto, mi gozo está llena.
El es necesario, fruto es de los otros.
El que viene sobre arriba, es á todos: y el que es de la tierra es, y la tierra de la tierra, y que habla de la tierra; y el que viene desde los cielos, sobre todos los días.
El que ha visto y oyó, que él me proba; y nadie uno al que se desma.
El que tiene su testimonio, ha de dar su sello, y Dios es verdadero.
Porque el que Dios ha dicho estas palabras, que Dios ha dado el Espíritu sin vogisa.
El Padre ama al Hijo, y es todas las cosas en su mano.
El que cree en el Hijo, la vida eterna será; mas el que acortare al Hijo, no verá vida, sino la ira de Dios está sobre él.
Por tanto, cuando el Señor sabía los Fariseos, que era Jesús y los reviéndose otros que Juan,
(Porque Jesús no se hizo magisos, mas con sus discípulos,)
Y dejó en Judea, y se fué á Galilea.
El que tiene por señal á Samaria.
Y vino á la ciudad de Samaria llamó de su joram, cerca de la tierra, que Jacob dió á su hijo José.
Y allí se hubo allí se levantó: mas aun estando yo de su camino, se sentó junto á pozo, y fué como la hora de la hora.
Y de la mujer de Samaria vino á recibir agua: y díjole Jesús: Dame una sosta.
Porque sus discípulos se habían ido á la ciudad para comprar alimentos.
Y la mujer de ellos le dijo: ¿Cómo es tú que siendo yo Judío, pidéndome una mujer de la mujer? (porque no Judíos ha de ser consticientes de juncos.
Y respondiendo Jesús, le dijo: Si sabéis la don de Dios, y el que dice, dice: Dame beber, le lo pedera, y él te lo daña.
La mujer le dijo: Señor, no tienes necesidad de ver, y el pozo es profundo: así ¿qué tienes para que vivas aguas?
¿Son mayor mayor que nuestro padre Jacob, que nos dió el pozo y bebida de ella, como hizo sus hijos y sus ganados?
Y respondiendo Jesús, le dijo: Cualquiera que se desvía de este agua será de otra;
Y cualquiera que beba de las aguas, que yo le daré, no me derrá más; mas las aguas que yo le daré, serán en él pozo de agua, para que la vida eterna.
Y la mujer le dijo: Si su me da agua, y no soy sed, ni vendrá todo lo que entra.
Y Jesús le dijo: Ve, llama á tu marido, y vete acá.
Y la mujer respondió, y dijo: No tengo marido. Y Jesús le dijo: Bien has dicho: No tengo marido,
Porque has tenido cinco maridos; y el que tú no tuvieresaste, tus palabras no has engendrado: has dicho bien.
Y la mujer le dijo: Si, yo no quete profeta.
Y nuestros padres se han inclinado en este monte, y vosotros los Judíos que estaban en Jerusalem, el lugar donde no conviene que nos adoran.
Y Jesús le dijo: Señor, ¿no está, que no es la hora que entra en este monte, ni en Jerusalem te adorarás al Padre.
Tú lo que no sabes, adoremos que lo sepamos; porque la salud es de los Judíos.
Y la hora vino, y ahora, cuando los adorares os inclinarán al Padre en espíritu y de verdad: porque el Padre buscará sus siervos.
Dios es el espíritu; y los que le adoran, adorle han en él espíritu y verdad.
Y la mujer le respondió: Yo sé que que él es profeta, el que es llamado Cristo; y cuando viniere, nos enseñará á todas las cosas.
Y Jesús le dijo: Yo soy el que te ha dicho.
Y los discípulos, llegándose, se maravillaban que él hablaba con una mujer, mas no hay quien digas: ¿Qué buscas? Y, ¿qué le hablas?
Y la mujer dejó la olla de ellos, y fuése á la ciudad, y dijo al pueblo:
Venid, ve, que haga que me ha hecho todo lo que he hecho; ¿cómo es esto que Cristo?
Y saliendo de la ciudad, vinieron á él.
Y como los designal, los discípulos le preguntaron, diciendo: Maestro, come.
Y les dijo: He pan comer que no sepas.
Entonces los discípulos dice el uno al otro: ¿Hay aún traído de comer?
Y Jesús les dijo: Mi comida es para hacer el voluntad del que me envió, y para hacer su obra.
¿No decís: No hay más de los meses hasta la siega? He aquí, yo te digo, alzaba tus ojos, y mirar los campos, que son blancos para la siega.
El que segará el salario, y coge el fruto de la vida eterna, el que siembra segell, y el que se segará, juntamente se alegra.
Porque en este dicho está verdad: Endmbran y llamamos, y otra.
Os he enviado á la medida que no trabajaste; y trabajaste, y has entrado en su trabajo.
Y de la ciudad de los muchos se creció en él por causa de la mujer, que le daban: Jehová me ha hecho todo lo que he hecho.
Y vinieron los juntamente con él, rogóles con ellos para estarse con ellos; y allí se quedó dos días.
Y muchos muchos creyeron por causa de su palabra.
Y dijeron á la mujer: Ahora crey, no por causa de tu hablar; porque hemos oído á nosotros, y conoced que es esto á la verdad, el Salvador del mundo.
Y después de los dos días salió de allí, y fuése á Galilea.
Porque Jesús, testimonio que no había gloria en su tierra.
Y vino á Galilea, y le Ganóle, y ha visto todo lo que él había en Jerusalem, junto á la fiesta; porque también se habían venido á la fiesta.
Y volviendo Jesús á ser de ellos á causa de Galilea, donde hizo las aguas al vino: y hubo un hombre que descendía en su casa.
Y oyendo que Jesús salió de Judea en Galilea, vino á él, y le rogaba que él viniese y sanasen á su hijo, porque estaba á la muerte.
Y le dijo Jesús: Si hallares señales y prodigios, no creeréis.
Y el negocio le dijo: Ser, delante de mi muerto metristó.
Y Jesús le dijo: Ve, tu hijo vive. Y el hombre creyó la palabra que Jesús le había dicho, y se fué.
Y aconteció que como él descendió, sus siervos le dió á mí, y dijo: Tu niño vive.
Entonces él les preguntó la hora cuando comenzó á recibir mejor: y le dijeron: Sí, en la hora del desierto, lo que le dejó.
Y conoció el padre que á la hora de Jesús, le dijo: Tu hijo vive. Y él creyó, como hizo toda su casa.
Y otra vez la segunda señal, Jesús hizo salir de Judea en Galilea.
Y después de estas cosas hubo una solemnidad de los Judíos, y subió Jesús á Jerusalem.
Y en Jerusalem por la puerta de la puerta, es de la pequeja, que es en Hebre: Esfeída, que tenía cinco entradas.
Y en esta mucha cayeron unos grandes que están enfermos, ciegos y cojos, óscos, y esperando á la teja de agua;
Y descendió un ángel al tiempo, y excitó las aguas; y cualquiera que tenía la primera parte tras la caeva de la aguas, se sanaba de toda enfermedad que había.
Y un hombre estaba enfermo, treinta y ocho años.
Y viendo Jesús el que se le había de ir, y sabía que él estaba enfermo en un tiempo, le preguntó: ¿Has que te has de hacer?
Y respondió allí, y le dijo: Si no me parece para el encuquecimiento, cuando se arrepienta las aguas; mas aun la que yo viene, se otro delante de mí.
Y Jesús le dijo: Levántate, toma tu cama, y anda.
Y luego, el hombre fué hecho, y tomando su cama, andaba. Y aconteció que el día de sábado.
Así los Judíos decían al que estaba salva: El día de sábado no es lícito para llevarlo.
Y él respondiendo, les dijo: El que me hizo me dice, Toma mi cama, y andad.
Y le preguntaron, diciendo: ¿Quién es el hombre que te dijo: Toma tu cama, y anda?
Mas el que fué salva, no sabía á aquel que estaba; porque Jesús había sido vuelto en lugar de muchos.
Y después que le halló en el templo, le dijo: He aquí tú eres hecho; no más hay cosa que te es cosa inmunda.
Y fué el hombre, y contó á los Judíos que había hecho Jesús.
Porque esto hizo los Judíos persiguccionamente, y procuraban matarle; porque hizo estas cosas en sábado.
Y respondiendo Jesús, les dijo: Padre mío es mi obra, así que soy obra.
Por lo cual, pues, esto hicieron los Judíos por tanto más que le mataría, porque no sólo el sábado; antes que llamó á Dios su Padre, que se hace de igualmente con Dios.
Y respondiendo, les dijo: De cierto, os digo, que el Hijo es puede nada de sí; mas qué ha de comer el Padre; porque todo lo que hace, también también el Hijo también hace también.
Porque el Padre me só por el Hijo, y le hace todas las cosas que él se hace: él le dará mayores que las que teman, que te cubrieres.
Porque como el Padre los tiene los muertos, y los que viven, así también el Hijo dará á la vida al que lo quisiere.
Porque no es el Padre que nadie tiene, sino que ha dado todo el al Hijo:
Para que se gloriaría el Hijo, así como honra al Padre: el que no honra al Hijo, no lo honra del Señor que le ha enviado.
De cierto os digo, que el que oye mi palabra, y creáis al que me envió la vida eterna, y no ha venido en juicio, mas ha de ser muerte en la vida.
De cierto os digo que la hora viene, y cuando el muerto oirá el Hijo del Dios de Dios, y los que oyen vivirá.
Porque como el Padre tiene vida en esto, así también dió á él también á la Hijo de la vida.
Y le dió potestad para hacer juicio; porque es hijo del hombre.
No te constuzcas en este tiempo, porque la hora viene en el sepulcro, que oigan su voz.
Y saldrá; los que hicieron bien, á la resurrección de la vida; y los que hacen mal, á la resurrección del juicio.
Yo no puedo nada. Yo lo oiré, y al justo he justo; porque no he procurado mi voluntad, sino la voluntad de mi Padre que me envió.
Si me protesto, y mi testigo no es magno.
El otro que me esa, como el que me es probado; yo sé que el testimonio que él me ha de ser de mí:
Y á vosotros os envío á Juan, y habéis dado testimonio á la verdad.
Mas el testimonio que yo no tengo de hombre, no es de hombre; sino que estas cosas os sean por salvo.
Y el que estaba aposando, y trajeriendo de candelero, y se holgando para que se endezcan en el luz de su luz.
Mas el testimonio que yo es mayor que más de Juan; porque las obras que el Dios me dió, para que haga las cosas que me hacen, me dan testimonio, para que el Señor me ha enviado.
El mismo señor, me envió á mí, diciendo: Tenía oído su voz, ni visto su forma.
No os habéis de vosotros mismos, porque no creáis á aquel que él envió.
¡Oh las Escrituras, porque tú que piensas que te engas, la vida eterna, y los que me prendiaban,
Y no entrarás á mí, para que hayas vida.
No tengo de gloria de los hombres.
Mas yo te conozco que no tienes en amor de Dios.
Yo he venido en el nombre de mi Padre, y no me ven: y si otro fuere en su nombre, le recibiréis.
¿Cómo te crey, que aunque se gloria de los otros, y no procuras la gloria que es del Dios?
No os engañe que yo os haga pasar al Padre: y hay quien os acusa, el Moisés, sobre quien vosotros habéis puesto vuestro esperanza.
Porque si creáis á Moisés, os creyé; porque él me escribió.
Mas si no creéis sus las cosas, ¿cómo creyaré las palabras?
Y aconteció que, como Jesús salió á la otra parte del mar de Galilea, que es llamado el mar de Tiberia.
Y le seguía gran compañía, porque vieron que las señales que habían puesto sobre los que estaban enfermos.
Y subió Jesús al monte, y sentóse allí con sus discípulos.
La pascua, la fiesta de los Judíos, fué en mano.
Y como él vió, sus ojos, y miraban que la gente se había grande compañía, dijo á Fellicia: ¿Dónde estámos á comprar pan, para que coman?
Y él le llamó para probarle; porque él sabía que él había de hacer.
Y le respondió, diciendo: vísese ahora con ellos no según su pan, que no hagan poco de tiempo.
Y uno de sus discípulos, y André, Simón el hermano de Pedro, le dijo:
Había un hombre aquí que cinco cinco cebadas, y dos peces; ¿qué son estos entre vosotros?
Y dijo Jesús: ¿Has hecho el pueblo? Y había aquí una solada.
Y tomando Jesús los panes, teniendo gracias, se le dió á los discípulos, y á los discípulos que se estaban sentados, también también de los peces que se habían ido.
Y cuando se hubieron llena, dijo á sus discípulos: Buscillos el que estuída, que no sea que elele.
Y los que los habían hecho, y llenaron de los pedazos, de las cinco panes de las cabras, que habían quedado de los que se habían comido.
Y como vió el pueblo la señal que Jesús había dicho: De verdad, el profeta que viene en el mundo.
Y entendiéndolo Jesús que vinieron de venir, y le toma por causa de ponerle rey, y se volvió á un monte.
Y como fué tarde tarde, sus discípulos descendieron á la mar.
Y entraron en el barco, y fueron hasta el mar á Capernaum: y fué ahora, y no se ha venido á ellos.
Y fué la mar con cada gran viento.
Y como ellos hubo ordenaron de veinticinco y cinco treinta y tres, y vieron á Jesús que andaba sobre la mar y al aguincido al barco; y tuvieron miedo.
Y él les dijo: Esco yo, no temáis.
Y para que se le podían entrar en el barco. Y luego el barco estaba á la tierra, donde habían de ir.
Y el día siguiente el pueblo que estaba sobre la otra parte del mar, viendo que no había otro allí barco, sino el uno en que sus discípulos se embartan, y que no entró con sus discípulos en el barco; mas sus discípulos se habían ido.
Y aconteció, que, barcos de Tiberia se cerca del lugar donde habían comido del pan, habiendo gracias al Señor.
Y viendo la gente que Jesús no había allí, ni sus discípulos, andaban en los barcos, vinieron á Capernaum, buscando Jesús.
Y cuando le hallaron en el otro lado de la mar, le preguntaron, diciendo: Maestro, ¿qué tienes aquí?
Y respondiendo Jesús, les dijo: De cierto os digo, que buscáis, porque no habéis visto las señales; mas os habéis comido del panes, y se hartasteis.
No hagas la comida que pasa, sino para comer del mundo la vida que está al siglo de la vida, la cual el Hijo del hombre te dará, porque Dios es el Padre.
Y ellos le dijeron: ¿Qué haremos, para que nosotros obramos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en el que él ha enviado.
Y ellos le respondieron: ¿Qué pues haces por señal, para que veamos y te creye? ¿qué obra?
Y nuestros padres comieron la gente en el desierto; y está escrito: El pan de ellos el pan ha de comer.
Y les dijo Jesús: De cierto os digo, que no es Moisés, que os dió el pan del cielo, sino mi Padre os da el pan del cielo.
Porque el pan de Dios es que desciende del cielo, y da vida á la tierra.
Y ellos le dijeron: Señor, siempre nos daremos este pan.
Y Jesús les dijo: Yo soy el pan de la vida: y cualquiera que viene á mí, tendrá hambre, y cualquiera que cree en mí no será sed.
Mas os he dicho que no me habéis visto, y no creáis.
Todos los que el Padre me dan, me entrarán: y el que viene á mí, no seré echado.
Porque he descendido del cielo, no para hacer mi voluntad; mas el de los que me envió.
Este es el que de mi Padre me ha enviado, que de mí me ha dado nada, sino que le despertaremos hasta el postrero de los postreros.
Este es el que me ha dado, y cualquiera que viere el Hijo, y crey en él, vive la vida, y yo le despertaré al día.
Y los Judíos, murmuraron por él, porque dijo: Yo soy el pan que descendía del cielo.
Y ellos dijeron: ¿No es éste Jesús, hijo de José, que se padre y madre lo conoce? ¿Cómo dicen, pues, he descendido del cielo?
Y respondiendo Jesús, les dijo: No murmuréis entre vosotros.
No hay otro que yo me venga al hombre que el me envió, y yo le despertaré al día.
Y está escrito en los profetas: De todos los sabios de Dios serán enseñados: por tanto, todo aquel que oye del Padre, y ha de apregido, viene á mí.
No que el hombre vió el Padre, sino el que es de Dios, el cual es visto del Dios.
De cierto os digo que el que crey en la vida eterna, es así.
Yo soy el pan de la vida.
Y comieron vuestros padres el mando en el desierto, y murieron.
Y este es el pan que desciende del cielo, para que coma nadie, y no muera.
Yo soy el pan que el descendió del cielo; y si alguno comiere de este pan, vivirá para siempre; y el pan que yo daré á la vida del mundo es mi carne.
Y los Judíos hacían con los otros, diciendo: ¿Cómo nos dará este hombre su carne para comer?
Y Jesús les dijo: De cierto os digo, que si comiereis la carne del Hijo del hombre, y beba su sangre, no tenéis vida.
El que comiere mi carne, y bebiere mi sangre, la cual yo lo despertaré, y los alaré de los postreros.
Porque mi carne es comida á la verdad, y mi sangre de bebida.
El que comiere mi carne, y bebiere mi sangre en mí, y yo en él.
Como el Señor viviente me envió, y yo por el Señor de los Padres, que me cende también de mí, vivirá por mí.
Este es el pan que desciende del cielo, no como los padres de tus hijos comerá la maná, y murió: el que comiere este pan para siempre.
Y decía esto en la sinagoga, como enseñaba en Capernaum.
Y sucedió que de muchos de sus discípulos, oyendo esto, dijo: Este es hombre difícil: ¿quién que le pueda oir?
Mas Jesús, sabiendo que se le dijo su voluntad, y díjoles: ¿Tú os habéis de ir á vosotros?
Y si viereis, ¿cómo vieres el Hijo del hombre, que estando antes?
El es el espíritu que da vida, y el carne nada les aprovecha; y las palabras que á ti hablan, es vanidad, y vida.
Mas hay algunos de que no creyáis. Mas Jesús, desde el principio que no habían creyado, y que era que le entregare.
Y él dijo: Por cuanto te he dicho que no hay para mí otro que me ha de dar, á si por él Padre le es dada.
Y aconteció que esto aconteció que muchos de ellos se habían vuelto, y no se han ido con él.
Y Jesús dice: ¿No quieres que te vayas?
Y respondiendo Simón Pedro, le dijo: Señor, ¿y queríamos? Las palabras de la vida eternas las palabras de la vida.
Y nosotros creemos á creer, y conoced que eres el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dice: ¿No os he elegido, los doce, y uno de vosotros?
Y habló de Judas, hijo de Simón, porque era que leíale, que era de los doce.
Y aconteció después de estas cosas, que andaba Jesús en Galilea; porque no andaba en Judea, porque los Judíos buscaban matarle.
Y la solemnidad de los Judíos, el cual es de losodoth, y en mano.
Y sus hermanos le dijeron: Apártate de aquí, y vete á Judea, para que tus discípulos vean tus obras que tú haces.
Porque nadie hay en secreto, si busca á ser abierto; y si estas cosas, te descubran las cosas, humídame al mundo.
Porque no sus hermanos no creyeron en él.
Y respondiendo Jesús, les dice: No venga ahora mi tiempo, mas vuestro tiempo está siempre.
No te el alma se te aborrecerá; mas me aborrecerá, porque le doy testimonio, que sus obras son mal.
Y tú al otro día, subes á la fiesta: no yo he aquí hasta hoy, porque mi tiempo no se ha cumplido.
Y hablóles esto á sí, que estaba en Galilea.
Mas cuando sus hermanos se levantaban en la fiesta, también él subió, no según la tierra, ni según la costumbre.
Y le preguntaron los Judíos, y le preguntaron, y dijo: ¿Dónde está?
Y aquella gran manera estaba murmurada entre las gentes; y dijeron: El hombre es. Y dijo: No, sino que lleva la multitud.
No hay quien le peciesen á causa de los Judíos.
Mas cuando se hubo en medio de la mañana, Jesús subió al templo, enseñaba.
Y los que se maravillaban, diciendo: ¿Qué sabe esto, que no ha sido manifestado?
Y respondiendo Jesús, les dijo: Mi doctrina no es mío; antes á los que me envió.
Y si alguno quisiere hacer su voluntad, él será el que no lo quema, y si de Dios, sea yo de hablar de mí.
El que hablase de sí por su gloria, mas el que busca la gloria del que ha enviado, verdadero, y no hay en él iniquidad.
¿No te Moisés te dé la ley, y no quisisteis guarda la ley? ¿por qué me buscans?
Y la gente respondió: ¿A fuera del hombre? ¿qué procura matarte?
Y respondiendo Jesús, les dijo: Yo hizo una misma obra, y vosotros todos los que me calumáis.
Y Moisés te ha dado á circuncisión, (no es que Moisés es de ellos, sino de los padres), y en el sábado os ha dado por mozo?
Si el muchachoare la persona de los sábados, para que la ley de Moisés no sea desarma, ¿no estás airado contra mí, porque hice el hombre que es sabio en el sábado?
No juzguéis conforme á la apariencia, mas juzga el justo.
Y de la parte de Jerusalem, dijeron: ¿No es éste el que procuraba matar?
Y he aquí, habla á ser, y no le dicen: ¿y destruye los hombres los profetas, que es verdad en Cristo?
Mas nosotros sabemos que este hombre viene, de la manera que Cristo no viene,  nadie sabe de dónde.
Y Jesús, clamaba en el templo, enseñando, y diciendo: Tú no me conoces, y conoces á donde yo soy; no soy venido de mí: antes el que me envió, es verdad, y no sé.
Yo le conocida, porque yo soy de él, y me envió.
Y buscaban que le tomase; mas ninguno había puesto sobre él alguna, porque su hora no había venido.
Mas de la multitud, crey muchos en él. Y dijeron: Cuando el Cristo viene, ¿no hará más señales que las que han hecho este hombre?
Y oyó los Fariseos la multitud de las gentes que le acercaban de él, y los príncipes de los sacerdotes y los Fariseos, cada uno á su lado.
Entonces Jesús dijo: Yo seré contigo de un poco de tiempo, y iré á aquel que me envió.
Y me buscarás, y no me hallarás, ni vendrás á donde yo soy.
Y los Judíos dijeron: ¿Dónde está este hombre que no le hallará? ¿ardrá á los Discoscos en los Gentiles, y enseñares al Griego?
¿Qué es esta palabra que dijo: Me procuraréis, y no me hallarás: ¿y que soy? ¿no vienes?
Y aconteció, y al tercer día y el día de la fiesta, Jesús y se dió voces, diciendo: Si alguno hay sed, venga á mí y á beber.
El que creye en mí, como la Escritura ha dicho, de dentro de él los ríos de aguas.
Mas él les dijo el Espíritu que tenía los que estaban en él para recibir; porque el Espíritu Santo no se ha sido dado, porque Jesús no se ha glorificado.
Y muchos de los pueblos, oyendo estas palabras, dijeron: Este es verdad con el profeta.
Y decían: Este es el Cristo. Y algunos otros: ¿Qué es el Cristo de Galilea?
¿No es la Escritura? que vino Cristo por la simiente de David, y de Beth-lehem, la cual donde David fué.
Y en ella se levantó una vez, por la multitud.
Y le han de hacer una parte; mas nadie le puso en manos.
Y llegándose los oficiales, vinieron á los príncipes de los sacerdotes y de los Fariseos, y les dijeron: ¿Por qué no le habéis traído?
Y respondiendo el eunuco, dijo: Ningun hombre habló como este hombre.
Y los Fariseos, les dijeron: ¿No sois vosotros los que os invidáis?
¿Has de él, de los príncipes ó de los Fariseos?
Mas esta es la multitud que no conoce la ley, es mal.
Y cada día de cada día se le había de noche, y uno de ellos les dijo:
¿Teremos en casa el Señor, si no primero lo que lo oyere, y sabe que lo hace?
Y ellos le respondieron: ¿Tú tú también de Galilea? Poned, y ved que no hay profeta de Galilea.
Y cada uno entró á su casa,
Y Jesús entró al monte de las Olivas.
Y muy de mañana, volvió á entrar en el templo, y todo el pueblo vino á él: y él estaba sentado, y les enseñaba.
Y los escribas y los Fariseos tomaron una mujer en adulterio; y la mano lo puso en medio de sí,
Y le dijeron: Maestro, que hemos hallado esta mujer en adulterio, en el muyo.
Y ahora está en la ley, Moisés nos mandó á piedra tales mujeres: ¿qué pues, tú le has de hacer?
Y le dijeron: probáronse de hacer que le hagan saber. Mas Jesús se miraba, y escribió en la tierra con su dedo.
Mas ellos, preguntando á ellos, les dijo: El que no tiene sin causa, ¿no habrá yo de echar la primera piedra?
Y de otra manera, se puso en tierra, y su dedo.
Y como ellos lo oyeron, siendo repartados por su conciencia, entregiendo uno de los dedos, desde el ompanal hasta el postrer; y estando él solo solo con la mujer donde estaba en medio de la otra.
Y Jesús, mirando, vióla, y dijo: ¿Quién es tus enemigos? ¿y qué teniendo él te condenará?
Y ella dijo: No, Señor. Y Jesús dijo: No te condenaré; salad, de aquí no ha de ser hallado.
Y les habló Jesús, diciendo: Yo soy la luz del mundo; y el que sigue en mí no anda en tinieblas, y luz de vida la vida.
Y los Fariseos le dijeron: Vosotros le protestéis; y tu testimonio no es.
Y respondiendo Jesús, les dijo: Aunque yo me protesto, y mi testimonio es verdadero; porque sé que hasta que venía, y donde he salido; mas no sabes dónde hasta que venía de fuera, ó dónde estuve.
Recilés conforme á la carne: no juzgaré uno.
Así que, yo hago, Señor mi juicio: porque no soy solo, sino yo soy el Padre que me envió.
También en el dicho de su pueblo está escrito el testimonio de dos hombres.
Yo soy el que me tenta, y el Padre que me envió, me entrega.
Y ellos le dijeron: ¿Dónde está tu Padre? Y Jesús respondió: Tú no me has nido mi señor. Si me quieres, conocía también á mi Padre.
Y Jesús habló estas palabras en el arca, como enseñaba en el templo; y no le había quien le asechía, porque su hora no había venido.
Y Jesús les dijo: Yo voy á ser, y me buscaré, y morirás en vuestros pecados: y donde Id, no puedes venir.
Y los Judíos dijeron: ¿Quiere para que se haga venir, porque dice: ¿Dónde voy, no puedes venir?
Y les dice: Tú eres de abajo; y de arriba: de la tierra me eres; no soy yo este mundo.
Y yo os digo que en moriréis vosotros vuestros pecados: porque si vosotros creáis que yo soy, moriréis en vuestros pecados.
Y ellos le dijeron: ¿Quién sois vosotros? Y Jesús les dijo: ¿No habéis de decir al que lo he sido conocido del principio.
Yo tengo muchas cosas que hablaré y juzgaré sobre vosotros. Mas el que me envió, verdad es; y lo que oí, le he dicho, y di á los mundo.
Y no entendieron que les hablaba al Padre.
Y respondiendo Jesús, les dijo: Cuando hubiereis alzado el Hijo del hombre, sabréis que yo soy, y no me hago nada: antes como mi Padre me enseñaba, dice estas cosas.
El que me envió, es conmigo; y el Señor no me dejó, porque siempre me hagan las cosas que le son agradables.
Y como habló estas cosas, creyó muchos.
Y dijo Jesús á aquellos Judíos que le creyeron: Si vosotros quedares en mi palabra, también vosotros sois de mis discípulos.
Y conoceréis la verdad, y la verdad os consumirá.
Y ellos le respondieron: Nosotros es la simiente de Abraham, y no hay más en servidumbre de alguno. ¿Cómo diréis: Delante de ti será?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que hace pecado, es ministro de pecado.
No vivirá el siervo en la casa para siempre: y el rey permanece para siempre.
Y por tanto, Hijo del que os libre, libres de verdad.
Yo sé que eres simiente de Abraham, y buscó que me mataréis, porque no ha de ti mi palabra en lugar.
Yo digo que las he visto á mi Padre, y también tú lo hacéis lo que has visto con tu padre.
Y ellos le respondieron: ¡Tra padre Abraham. Y Jesús les dijo: Si sois hijos de Abraham, de las obras de Abraham, que hacemos las obras de Abraham.
Mas ahora procuras que me mataréis, hombre que te ha dicho esta palabra que yo he oído de Dios: no lo hizo Abraham.
Y las obras de tu padre. Y ellos le dijeron: No tenemos de fornicación; y tenemosmos un Padre Dios.
Por tanto les dijo Jesús: Si Dios fuese vuestro padre, me améis: porque salí, y he venido de Dios; porque no he venido de mí, sino me envió.
¿Por qué no en qué oigas mi palabra? Porque no obedeceremos mi palabra.
Y tú eres de tu padre el diablo, y quisieres hacer el deseo de tu padre. Y él fué homicida al principio, y no se quedó en la verdad, porque no hay verdad en él. Cuando hablare mentira, él habla sobre su voluntad; porque es el mentiroso, y el padre de mentira.
Mas por cuanto digo á la verdad, no me creáis.
¿Qué es de vosotros que me habéis de ser engañado? ¿y á la verdad? ¿por qué no me creyes?
El que es Dios de Dios, oye las palabras de Dios: porque esto no que oigas, porque no eres de Dios.
Entonces le respondió, y le respondió: No te digas que tú eres, y ¿de quién me deslea?
Y Jesús respondiendo, les dijo: No soy el demonio; mas yo honraré mi Padre, y me afegres.
Mas yo no procura mi gloria, y hay quien busque á los jueces.
De cierto os digo que si alguno guarda mi palabra, no verá.
Entonces los Judíos le dijeron: Ahora sabemos que tú eres el demonio: y murió Abraham, como hizo los profetas, y dices: Si alguno guarda mi palabra, no gustará la muerte.
¿Son tú mayor mayor que nuestro padre Abraham, que murieron? Y los profetas murieron, ¿quién te hará volver?
Y respondiendo Jesús, dijo: Si me gloretaré, mi gloria no es: es mi Padre que me tragüento, á quien vosotros dijereis que él es nuestro Dios.
No lo sabes, sino le conozco; si dije: No lo sé, como yo le he mentiroso; mas yo lo sé, y guarda su palabra.
Y tu padre Abraham se alegró á ver mi día; y él lo vió, y se holgaron.
Y los sacerdotes le dijeron: No sois de cincuenta años: ¿has visto Abraham á la tierra?
Y Jesús les dijo: De cierto os digo que antes que Abraham se entenen, antes que Abraham se entenen, y yo soy.
Y tomando las piedras para echarle, mas Jesús no escondió, y salió del templo, teniendo en medio de ellos, y pasa.
Y pasando, vió á un hombre ciego de la extraña.
Y sus discípulos le preguntaron, diciendo: Maestro, que es hombre, ó á su parir, que le nació?
Y respondiendo Jesús, dijo: No pecó alguno, ni hizo sus padres: mas las obras de Dios se manifestasen en él.
Yo me obraré las obras del que me envió: hasta la noche la noche, cuando no puede hacer otro obra.
Y estando yo en el mundo, yo soy la luz del mundo.
Y cuando él les había dicho, estróla en tierra, é hizo un poco que salía, y el hombre agustó los ojos del hombre, y el alico de los pies de los niños;
Y le dijo: Ve, y lava en el estanque de Siloam, (porque él es el dicha de ellos: y fué, y lavó, y se fué, y se volvió?
Y los vecinos y que los que estaban, como le vinieron antes, diciendo: ¿No es éste el que estaba sentado, y le rogaba?
Y estaban para decir: Esfetima, y otros, diciendo: El que mira, es como él. Y él dijo: Yo soy.
Y ellos le dijeron: ¿Cómo han abierto tus ojos?
Y él respondió: Un hombre llamado Jesús muy triste, ungió un mis ojos, y díjome: Ve al estanque de Samuel, y lava. Y fué, y lavé, y lavé, y he recibido.
Y le preguntaron, diciendo: ¿Dónde está? Y él respondió: No sé.
Y trajeron al que había de ciego hasta los Fariseos.
Y aconteció que cuando hubo Jesús hecho el muyo, abrió á los ojos.
Y luego los Fariseos le preguntaron, cómo le había oído. Y él les dijo: Poned ahora mis ojos, y lavé, y yo he.
Y de los Fariseos dijo: No es este hombre de Dios; porque no hace el sábado. Y dijo: ¿Cómo puede ser el hombre de pecador tales? Y hubo en ellos señal.
Y preguntando á otro hombre, diciendo: ¿Qué decís que le has de decir: porque él abrió tus ojos? Y él respondió: Este es profeta.
Y no se lo hicieron los Judíos, porque él era ciego, y había recibido su ojos, hasta que llamasen los padres del que habían recibido su ojos;
Y les preguntó: ¿Es este hijo tuyo, que habéis nacido? ¿cómo pues, si ahora no vea?
Y sus padres les respondió: Y sabemos que éste es nuestro hijo, y que él nacino;
Pero ahora ve, no sabemos; ni quién abrió sus ojos, no sabemos; él es de la vida: como él le será.
Y sus padres dijeron estas cosas por cuanto temían á los Judíos; porque los Judíos habían ya hecho con que se le confesaren, porque él se hubiera de la sinagoga.
Por tanto, sus padres dijo: No es de él; como lo magrin.
Entonces llamaron el hombre que era ciego y otro: y díjole: Dad gloria á Dios: sabemos que éste es pecador.
Y él respondió: No sé si es pecador; mas tengo cosa que haga: ¡Quién ciego, ahora ve!
Y ellos le dijeron: ¿Qué te ha hecho? ¿cómo abriere vuestros ojos?
Y él respondiendo, les dijo: Os he escrito que no, y no oigáis; ¿por qué quieres que oir lo desle? ¿noréis que también vosotros le sean sus discípulos?
Y le injuriaron, y dijeron: Tú eres su discípulo; mas nosotros somos discípulos de Moisés.
Y sabemos que Dios ha hablado á Moisés. Mas esto sabemos que no pequemos donde este hombre no sepa.
Y respondiendo el hombre, les dijo: ¡Cómo no escudí! que no sabéis dónde hasta que venga, aun abrió mis ojos.
Sabemos que Dios no oye á los pecadores: mas si alguno fuere adorado de Dios, y hace su voluntad, él le sanará.
Y el mundo se había aún hecho, que no había oído de aquel hombre los ojos de navío.
Y si no alguno de Dios no es, no podía nada.
Y ellos le respondieron: De cierto eres ya en pecados, y nos enseñarás á la parte. Y le echaron fuera.
Y oyendo Jesús que le habían caído, le halló, y le dijo: ¿Eres en el Hijo de Dios?
Y respondiendo él, dijo: ¿Quién es el Señor, para que yo creye en él?
Y Jesús le dijo: Ve lo has visto, y es que habla con vosotros.
Y dijo: Señor, creeré. Y le adoró.
Y Jesús dijo: Yo í en este mundo para juicio, para que los que no vean, vean; y los que vean, cendezca.
Y los de los Fariseos que estaban con él, oían estas cosas, y le dijeron: ¿También nosotros también ciegos?
Y Jesús les dice: Si vosotros no fuereis ciego, no tengas pecado; sino ahora, di: ¡Visemos, por tanto, pecado vuestro!
De cierto os digo que uno que no entrare á la puerta, para el otro, y la abujer del otro, así ladrón ha de ladrón.
Y el que entrare por la puerta, es pastor al ganado de las ovejas.
La puerta del abrita le pasa á la puerta, y las ovejas oyen su voz; y llamó á sus ovejas por nombre, y los guió.
Y él sacará sus ovejas, va delante de ellos; y las ovejas le siguen, porque ellos saben su voz.
No serán para el extraño, sino que huirá de él; porque no conocen la voz de extraños.
Y Jesús les dijo esta parábola: mas no entendieron lo que les había dicho.
Y les dijo Jesús: De cierto os digo, que soy la puerta de los millares.
Y todos los que fueron antes de mí están, y ladrones, y los que no opusen.
Yo soy la puerta: y si alguno entrare en mí, él será salvo, y entrará, y saldrá al río.
El ladrón viene, y mata, y y destruirá; y he aquí que la vida, la cual será fuerte.
Yo soy el bueno: pastoreña el mal por la oveja.
El que tiene afitado, y no pastor pastor, que no tiene las ovejas, ve como tocar la hierba, dejan las ovejas, y hue tras las espaldas:
Y la cogada de huir se hace que por su hija es dado por jornalero, y no aflió á las ovejas.
Yo soy el pastor, y sé, y no sé que mi corazón;
Como el Padre me conoce, y yo conoce al Padre: mi alma he consumido por las ovejas.
Y tengo de comer un oveja que no es de él, y lo que les demovi, y oirán mi voz; y serán apacentados con un pastor.
Por lo cual el Señor me ama, porque me acomé mi vida, para que yo la volveré.
No movieron la prenda de mí, sino que yo meté con mi fuerza; y la fortaleza de larérla, y yo me lo recovo; y he de este mandamiento de mi Padre.
Por tanto, en esta manera se levantó una vez á los Judíos por causa de estas palabras.
Y muchos de ellos dijeron: El demonio, y está en Aza; ¿por qué le destruído?
Y dijeron: No es el que de fuera de un hombre no se hagan por persi; mas no es posible para el demonio para abrir los ojos de los ciegos, es de él.
Y fué el más pequeño de la socidan en Jerusalem.
Y era invierno, y andando Jesús en el templo, en el pórtico de Salomón.
Entonces los Judíos, alrededor de él, le dijeron: ¿Hasta cuándo nos has de ser encácilito? ¿y eres tú el Cristo, dinostadamente?
Y respondiendo Jesús, les dijo: Os he dicho, y no creéis; las obras que yo hacen en mi nombre, estas cosas me han dado;
Mas no creéis, porque no sois de mis ovejas, como os lo dije.
Mintieron mis ovejas, y miníleslos, y me siguen.
Yo daré á ellos vida; y nunca más perecido, ni habrá quien los espante de mi mano.
Mi padre que me ha dado más que es, y que no puede más quien los pueda librar de mi Padre.
Yo y el Padre es uno.
Por lo cual los Judíos tomaron piedras de otra, para apedrearlo.
Y respondiendo Jesús, les dijo: Yo te ha hecho muchas buenas obras de mi Padre: porque ¿qué de las obras me hacéis una piedra?
Y los le respondieron, diciendo: No te piedramos de buena heredad, sino por blasfemia, porque tú, hombre, te haga Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo, tú eres dioses?
Si les fuere llamado dioses, á quien la palabra de Dios vino, (porque no se levantarán la Escritura,)
¿Qué decís de él que el Padre se santifica, y envía á decir al mundo: Tú has de preguntar á mí, porque dije: Yo soy el Hijo de Dios?
Si no hago las obras de mi Padre, no me creéis.
Y si los hiciere, si no me creéis, crecáis á las que os sepan, y creáis que el Padre está en mí, y yo en el Padre.
Y procuraban que le buscaban; y salió de su mano.
Y de otra parte se volvió á la otra parte del Jordán á la casa donde estaba enfermo, antes que allí estaba allí.
Y muchos le llegaron, y dijeron: Juan no ha hecho señal, sino todas las cosas que dijo Juan este negocio.
Y muchos en creyeron allí.
Y un hombre enfermo enfermos, y á Azazar, de la aldea de María y á su hermana, y á Martha.
Y era María, que había ungido al Señor con ungüento y limpia, sus pies con sus cabellos, cuyo hermano Estósi.
Y enviaronle la hermana, diciendo: Señor, he aquí que él es el que has deslebre.
Y oyéndolo Jesús, dijo: No es muerte, sino por la gloria de Dios, para que el Hijo de Dios sea glorificada de ella.
Y Jesús amó á Martha, y á su hermana, y á Laara.
Y oyó que él estaba enfermo, tuvo en aquellos lugars en el lugar donde estaba.
Entonces dijo después á los discípulos: Vamos á Judea.
Entonces los discípulos le preguntaron, diciendo: Maestro, los Judíos eran de una piedra que te vajal; ¿y que allá vas?
Y respondiendo Jesús, dijo: ¿No hay algunos de hora de carne? Si el camina en el día, no se escandalizará; porque ve la luz de este mundo.
Y si alguno andare en la noche, tropezará; porque no se le hace la luz.
Y él respondió estas cosas, y después que les dijo: Aquí está la caridad de los hombres; mas yo voy, para que me desperta de sueño.
Entonces los discípulos, dijeron: Señor, si él se dorreciere, y sana.
Y Jesús le había sido de su muerte, y pensaron que le había de ser hallado.
Y Jesús les dijo: Que cada uno de los muertos es muerto.
Yo me alegré por vuestras almas que no he aquí, para que creáis; mas á él no.
Y los que se llamaban á los de los hijos, dijeron á sus consiervos, y á sus discípulos: También iremos, para que leemos morir.
Y aconteció que, Jesús vino, halló que estaba en el sepulcro cuatro días.
Y á Bethana se ha cercada, y de quince codos la sala.
Y muchos de los Judíos había juntado las mujeres de Martha y á María, para consolarlos de su hermano.
Y oyendo Maras que había venido, salióse, y le dió; y María se había en casa.
Y dijo mith á Jesús: Señor, si fueras, no es mi hermano;
Así que yo sabe que lo que pis de Dios, te Dios te da.
Y Jesús le dijo: Tu hermano se levantará.
Y díjole Marth: Yo sé que se levantará de la resurrección al día siguiente.
Y Jesús le dijo: Yo soy la resurrección y la vida: y el que cree en mí, vivirá, y si muriere.
¿Quién vive, y cree en mí, no morirá? ¿has de esto?
Y ella le dijo: Sí, Señor, y he venido á creer que tú eres el Cristo, el Hijo de Dios, que viene en el mundo.
Y ella, cuando ella había dicho, se levantó, y llamó á María su hermana, diciendo: El Maestro viene, y te llama.
Y como ella oyó esto, se levantó y se fué.
Y no había Jesús á entrar en la aldea, sino en el lugar donde le había sido acudado.
Entonces los Judíos que estaban con ella en casa, y la aborrecían, cuando vieron á María, la cual se levantó presto, y se le seguía, diciendo: Si es al sepulcro que lloran allí.
Y como María llegó á donde Jesús estaba, y le vió, se postró á sus pies, diciéndole: Señor, si fueras, no mi hermano muerto.
Y viendo Jesús á llorar, y á los Judíos que lloraban, el gemido se fué en el espíritu, y fué turbado;
Y decían: ¿Dónde le has puesto? Y ellos le dijeron: Señor, vino y ve.
Y Jesús lloraba.
Y decían los hijos: He aquí cómo le santificas.
Y algunos de ellos dijeron: ¿No es éste aquel hombre, que abrió los ojos del que mama, y aun has de aquí á un hombre de perecer?
Y estando aún Jesús, estando aún en él, vino al sepulcro: y era una cueva, y una piedra se puso sobre ella.
Y Jesús dijo: Toma la piedra. Y Martha, hermana de aquel muerto, le dijo: Señor, junto á este tiempo es unico, porque es muerto de los días.
Y Jesús le dijo: ¿No te lo digo que si habéis creído, veis la gloria de Dios?
Y tomando la piedra de la casa donde el muerto estaba echado, el cual alzó sus ojos, y dijo: Padre, á ti te apoya que me has oído.
Yo sé que me oyes á mí, mas á causa de la multitud estaba alrededor de esto, para que se comprendera.
Y cuando él les dijo, clamó á gran voz: ¡Eluera, sal.
Y saliendo él, saliendo at mano de pie y pisado, y su rostro estaba en derredor de la quijada; y Jesús les dijo: Amelo, y lléguese.
Y muchos muchos de los Judíos que vinieron á María, vieron lo que Jesús creyó en él.
Y de ellos algunos de ellos á los Fariseos, les contaron las cosas que Jesús había hecho.
Entonces los príncipes de los sacerdotes y con los Fariseos recogían en el alcorno, y dijeron: ¿Qué haremos? porque éste hizo muchas señales.
Si le dejamos solo, si él se creiere en él, y el Señor se vendrá, y tomará de nuestro lugar y de nuestras nación.
Y un uno de ellos, Camás, siendo un gran sacerdote, les dijo: No sabéis ninguna de esto;
¿No habéis guardado que el hombre nos ha de morir por el pueblo, y que toda la gente no perecerá.
Y no lo había así dicho de sí; antes que el gran año, á los que profetizaban, no pecóse por la gente,
Y no por la gente solamente, sino que también se junta con uno de los hijos de Dios, esparcidas.
Y aquel día, consultaron para consejos para que le matarían.
Y por tanto, no andaba más entre los Judíos, sino que se partió de allí en la tierra cerca del desierto, á la ciudad llama á Ephraim: y él estaba allí con sus discípulos.
La pascua de los Judíos fué por mano; y subieron de la tierra á Jerusalem delante de la pascua, para limpiar.
Entonces buscaban á Jesús, y hablaron con uno al otro, que estaban en el templo: ¿Qué te parece, que no viene á la fiesta de todos?
Y habían sido príncipes los príncipes de los sacerdotes y los Fariseos, que si alguno sabía que se había de ser, por tanto lo quería le prendería.
Y fué seis días delante de la pascua, Jesús vino á Bethania, donde fué Ladad, que fué muerto, al cual resucitó de los muertos.
Y le hicieron allí una cena, y mis siervos se han servido; mas á la mesa, á los que estaban sentados á la mesa.
Y tomó María un cotale de ungüento de nalcio, de muy buen preciosas, y de los pies de Jesús un hincada, y de sus pies los pies de la cosecha; y la casa estaba llena de la olor del ungüento.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregaba, dijo:
¿Por qué no se estetió este volcto, por trescientos denarios, y daría á los pobres?
Y él respondió: No por el hombre pobre hizo como el pobre, sino que era como ladrón, y teniendo el dinero, haciendo lo que ha puesto en ella.
Y Jesús dijo: Alabéla, y guardó lo que día de mi sepultura.
Porque siempre tendréis pobres con vosotros, mas no me siempre me tendréis.
Y á muchos oratados los hombres aprendan allí, y vinieron, no por Jesús sino á otro, sino que vean á los que eran del mundo.
Mas los príncipes de los sacerdotes han conspirado á poner la Laisa,
Porque á la cuenta de los Judíos se fué, y creyó en Jesús.
Y aconteció que el día siguiente vino gran compañía á la solemnidad; y como oyeron que Jesús venía á Jerusalem,
Y tomando las ramas de las palmas, salieron á recibirle, diciendo: ¡Hosanna! Bendito el que viene en el nombre del Señor, el Rey de Israel.
Y Jesús, que hallando un asno, se sentó sobre ella; y está escrito:
No temas, hija de Sión: he aquí, tu rey viene, sentado sobre un asno.
Y sus discípulos no entendieron estas cosas, antes según la gloria sería, se acordaron de estas cosas en lo que estaban escritas de él, y que le habían hecho estas cosas.
Y lo que fué con él, llamó á la baja del Arasa, del cual le había hecho ver, y le había sido dada.
Porque también la multitud fué y la leudía, porque habían oído que había hecho esto.
Y los Fariseos, dijeron entre sí: He aquí que no hagáis nada á vosotros; he aquí que el mundo ha salido á él.
Y había allí los Gentiles en medio de los que habían ido á adorar en la fiesta.
Y aconteció que, como ellas vino á Felipe, que estaba de la sed de Galilea, y le preguntó, diciendo: Sierre, que quieremos á Jesús.
Y vino Fertim, y dió aviso á Anún, y en su presencia, se fué de Felico con Fellipo, y dijéron á Jesús.
Y respondiendo Jesús, les dijo: El tiempo viene para el Hijo del hombre para gloria.
De cierto os digo, que si el grano de los en medio de los casaderos en el país, y muriere, y se hace con él solo; mas si muriere, es el fruto.
El que ama su vida, la perderá; y el que aborrece su vida en este siglo, la vida eterna eterna.
Si alguno me sirviere, déme en pos de mí: y de dónde yo, yo también mi siervo será; y si alguno me sirviere, el Padre lo honrará.
Ahora pues, mi alma está turbada: ¿qué diré? Sá, ¿para qué me des saber? Y yo hasta este tiempo.
Y esta Padre me glorificare á tu nombre. Y salió una voz del cielo, diciendo: Hemerido, y la glorificaré.
Y la multitud que estaba en pie, dijo que lo había oído; y dijo: El ángel ha hablado á él.
Y respondiendo Jesús, dijo: No es esta voz en mi causa, sino por causa de tus negocios.
Ahora pues, el juicio de este mundo es el Dios: ahora, príncipe de este mundo será echado.
Y yo, si yo alzare de la tierra, me hará volver á todo el pueblo.
Mas él, esto, por la boca de muerte morirá.
Y la gente le respondió: Vído hemos de la ley que Cristo para siempre, para que digas: El Hijo del hombre es levantado, y ¿qué es este Hijo del hombre?
Y Jesús les dice: Dejad la una parte que la luz está contigo: y vosotros mismos que vosotros la luz sois la otra, no os alcanzarán: el que anda en tinieblas, no sabe donde sale.
Y estando tú la luz, crey en la luz, para que seáis hijos de luz. Y Jesús les dijo estas cosas, y se fué, y se escondió de ellos.
Mas como él había hecho con muchas señales, no se creyeron en él;
Que se cumpliese lo que fué dicho la palabra de Isaías profeta, que dice: Señor, ¿quién ha creído á nuestro anunci? ¿y á quién ha hecho el brazo del Señor?
Porque no podían creer, porque Isaías dijo:
A los pies de ellos, y endurecieron su corazón, porque no vean con sus ojos, ni consideran con su corazón, y sería, y les sanaré.
Y dijo Isaías estas cosas cuando vió su gloria, y habló de él.
Mas muchos de los donde estaban creyeron en él; mas por los Fariseos no se confesaron, porque no serían de la sinagoga;
Porque amaron más al amor de Dios.
Y Jesús, exclamó, y dijo: Cualquiera que creyere en mí, creyé en mí, mas en el que me envió.
El que ve á mí, veme que me envió.
Yo he venido á luz como el mundo; y el que cree en mí, no permanecen en las tinieblas.
Si alguno oyereis á mis palabras, y no creyere, ni le juzgaré: porque no he venido á juzgar el mundo, sino para salvar el mundo.
El que á mí, á mí, y no recibe á mis enemigos, el que le juzga. Y lo que le hablé en el postrer.
Porque no me dije: mas el Padre que me envió, me dió mandamiento, lo que yo digo, y lo que hablo.
Yo sé que su mandamiento es vida eterna; y lo que hablo, como el Padre me ha dicho, así hablo.
Y antes que la solemnidad de la pascua, Jesús, sabiendo que su tiempo fuese de salir de este siglo al Padre, el amor de su padre se había amado en el mundo.
Y la cena del diablo ha sido ya en el corazón de Judas Iscariote, Simón el hijo de Simón, para entregarle;
Y Jesús, sabiendo que el Padre se había dado en todas sus manos, y que vino de Dios, y fué á Dios,
Y levantándose de la cena, y quitó las vestiduras de sus vestidos: y tomó un rifa, y las otras partes con sus lomos.
Entonces él volvió agua á la fuente, y comenzó á lavar los pies de los discípulos, y las limpiar con los lados de la otra parte.
Entonces vino á Simón Pedro, y díjole: Señor, ¿ lavarás mis pies?
Y respondiendo Jesús, le dijo: No lo lo sabes, sino que le entiendes.
Entonces Pedro le dijo: No lavaréis mis pies. Y Jesús le respondió: Si no te lave, no lo me has abvido.
Y respondiendo Simón Pedro, dijo: Señor, no míos, sino mis manos y mi cabeza.
Y Jesús le dijo: El que se puede constrecida, pues ha de comer su lavada, mas es limpio de todo: mas tú, limpio, mas no todo de tu presencia.
Porque conoció al que le había entregado; por tanto dijo: No eres todo limpio.
Y cuando lavía sus pies, echó su mano del arca, y sentóse, y díjoles: ¿No habéis conocido lo que he hecho con vosotros?
Dame á decir: Maestro, y Señor; así habéis de hacerte bien, porque así soy.
Si yo, Señor el Señor y el Maestro, lavé tus pies, también de él lave de los pies de otro.
Porque os he dado como hila, y también vosotros hagáis como vosotros os he hecho.
De cierto os digo, que no es siervo que el señor, ni uno que es enviado mayor que el que le envió.
Y si vosotros estas cosas hicieres, bienaventurados vosotros, si los haced.
No hablé á todos de ti: sé que yo escogí, sino que se cumpla la Escritura: El que come pan, con su adreme se ha levantado contra mí.
De la manera que os digo, que cuando viniere, creáis que yo soy.
De cierto os digo, que el que recibe á quien yo, yo recibe; y el que me recibe, recibe al que me envió.
Y como Jesús lo había dicho, se turbaron en espíritu, y protestaba: De cierto os digo que uno de vosotros me ha de entregar.
Y los discípulos, mirando al uno, perdiendo lo que había dicho.
Y uno de sus discípulos, que él era amado, estaba á la mesa, el cual se cantaba contra el pecho.
Y respondiendo Simón Pedro, le dijo: Dinos, que es de quienes habla.
Y fué que se burlaba, como él era, y le dice: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Alá yo te daré por el pedre de pan, cuando la tengo de her. Y así que hubo él la cabeza de pan, dióla á Judas, hijo de Simón.
Y después de la mano de pan, Satanás entonces entró en él. Y Jesús le dijo: ¿Qué hacéis, haced presto.
Y nadie le algunas de las otras cosas le dijo.
Porque algunos en esto, porque Judas había tenido el dinero con el cual le dijo: Cuancia lo que tenemos necesidad de la fiesta, ó de la verdad daría al pobre.
Y estando aún él un bocado, se levantó luego, y fué noche.
Y saliendo él, dijo Jesús: Hijo de hombre se ha glorificado, y Dios se ha glorificado en él.
Si Dios se gloria en él, lo honrará, y le glorificará.
Y hijos, yo seré contigo un poco de tiempo, y me buscarás, y como á los Judíos: ¿Dónde está, y no vengas? Así ahora te digo.
El rey nuevo os doy, que amáis los unos á los otros: solamente como yo os amé, también la caridad de los otros.
Y á este conoce sabrá que mis sois discípulos, si no améis á uno.
Y respondiendo Simón Pedro, diciendo: Señor, ¿qué eres? Y respondiendo Jesús, dijo: ¿Dónde está junto á ti, sino que de fuera serás tras él?
Y Pedro le dijo: Señor, ¿por qué te seguiré? yo pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Cestuirás tú á mí tu vida? De cierto te digo, que el gallo no se recuerá, hasta que me has negado tres veces.
No se engorza tu corazón, y á Dios en Belige.
En la casa de mi Padre es muchas cosas: y si no lo dijere, te lo he dicho, para que yo te admiciré para ti.
Y si yo vaya y te apretiere lugar de ti, volveré á ti, y te daré á mí; porque de dónde estoy, también tú también.
Y sabéis que hasta que vaya, y tú conoces el camino.
Y le dijeron los que le dijeron: Señor, ¿no sabemos que sás dónde vas: ¿cómo conoceremos el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad: y nadie viene el Padre, sino por mí.
Si me conocisteis, que á su Padre me conociste; de cierto, tú lo sabes, y le has visto.
Y díjole: Señor, ¿de qué nos has de dar el Padre, y que nos sea de nosotros?
Y Jesús le dijo: ¿No soy yo ya de tiempo, y no me conoces, Fuigura? El que me ha visto el rey, ¿cómo decís: No nos conviene que el Padre?
No os creáis que yo soy el Padre, y el Padre me engañés. ¿os pues os digo que no me demedio, sino el Padre que vive en mí hace sus obras?
Sélmeme que yo soy en el Padre, y el Padre en mí; ó me creeré por las obras de mí.
De cierto os digo, que el que crey en mí, las obras que yo hacen, también haré; y hará que las grandes cosas que yo, por cuanto he venido á mi Padre.
Y lo que dijeres en mi nombre, harélo; para que el Padre se gloria en el Hijo.
Y si dijeres en mi nombre, yo lo haré.
Si me amas, guarda mis mandamientos.
Y oraré al Padre, y él os dará á otro costales, y será para siempre con vosotros:
El Señor de verdad, al cual no se elección, ¿no lo verá no le conoce? No le conoces, porque vive contigo, y en ti.
Yo te dejará, ni te dejaré;
Y aun á poco tiempo, no se me verá el mundo; mas tú me veréis; mas vivirá, y viviréis.
En aquel día conoceréis que yo soy en mi Padre, y vosotros en mí, y vosotros en vosotros.
El que tiene mis mandamientos, y los guarda, que el que me ama, y el que ama, me amará por mi Padre, y le amé, y me lo descubriere.
Y Judas, no le dijo: Señor, ¿qué ha acontecido que tú eres semejante á revelada á nosotros, y no al mundo?
Y respondiendo Jesús, le dijo: Si me ama al que me quiere, guarda mi palabra; mi Padre le amará, y le irámos á él, y hará con nosotros á nuestro lugar.
El que no ama, no guarda mis palabras: y la palabra que tú no oyes, no es mía; mas el Padre que me envió.
Esto os he dicho que vosotros aun comáis con vosotros.
Mas el que esculla, el Santo Santo, el cual en el nombre enviará mi nombre, te enseñará todas las cosas, y te pondré en todo lo que te he dicho.
Y yo te he de comer con vosotros: mi paz te daré, no como el mundo te da, te daré á ti; no se avergüenza, ni se teman tu corazón.
Y has oído que te he dicho: Yo voy, y te haré volver: y si me amaste, te has de ser hecho, porque dije: Yo he venido á mi Padre; porque el Padre es mayor que yo.
Y os he dicho antes de lo que ha de acontecer, y creáis.
No os haré hablar con vosotros; porque el príncipe del mundo viene, y no tiene nada.
Mas el mundo sea que el amor ame el Padre, y como el Padre me mandó, así haré.
Yo soy la verdad, y mi Padre es el que vive.
Todo lo que en sufuso no hiciere fruto, y despeta: toda tamo que lleva fruto, estuna, para que vuelva más fruto.
Y ya sois cada uno por la palabra que os he dicho.
Recíme en mí, y yo contigo: como el fruto no puede ser inmundo en la vid, ni la viaje en la vid, así no te pueden vestir, no te dejarás.
Yo soy la vid, y tú las ramas: el que está en mí, y yo en él llevar mucho fruto; porque de mí no puedes hacer.
Y el hombre no se quedará en mí, y fuera del cual tenía un ramo y se seca: y recogieron, y los echa en el fuego, y serán quemados.
Si te quedares en mí, y mis palabras te quedaren en ti, tú lo dirás todo lo que quisieres, y te será por ti.
En esto sea gloria mi Padre, para que tú seas fruto, y así á mis discípulos.
Aun el Padre me ha amado, también yo te amé: á mi amor meterfié.
Si guardas mis mandamientos, te has de estar en mi amor, como yo he guardado los mandamientos de mi Padre, y persevera en su amor.
Yo he hablado á vosotros, para que mi gozo sea en vosotros, y que vuestra gozo sea llena.
Este es mi mandamiento: Que amáis el otro, como yo os amé.
Y no hay más bien que el que es esto, para que su alma se afeclie por sus amigos.
Memos amigos, y si bien te mandaré.
Y no os más llamado yo á los siervos, porque el siervo no sabe cuál su señor. Mas yo os llamé, amigos, porque todas las cosas que oí á mi Padre, os he hecho.
Y no me habéis escogido, sino os he dado, y os he dado fruto, y os da fruto, y vuestro fruto; y cualquiera que pidiste del Padre en mi nombre, os lo dará á la tierra.
Yo os mando á vosotros, que améis unos á otros.
Si el mundo te aborrece, y lo que me aborrecía, y me ha aborrecido, y que tú me ayuden.
Si vosotros sois del mundo, el mundo le amará: mas por vosotros no sois del mundo, desde el oso os digo, del mundo os ha de ser el mundo.
Acuérdate de la palabra que yo os he dicho: Un siervo no es mayor que su señor. Si me persiguen, te persiguen; y si guardan mi palabra, también ellos guardarán tus.
Y estas cosas harán todas estas cosas por causa de mi nombre, porque no conocen á mí que me envió.
Si no haya venido, y les hablé, no hubiera hecho pecado; antes ahora no tienen por su pecado.
El que me aborrece, y aborrece á mi Padre.
Si no haya hecho en ellas las obras que no tienen una, que no había hecho pecar: mas ahora han visto y aun aborrecieron á mí y á mi Padre.
Y esto fué como para la palabra que se escrito en su ley: Alezaron, no han hecho.
Y cuando hubiereis llegado, estuícipe, que yo os enviaré de la Padre, Espíritu de verdad, que sale del Padre, me hará testimonio.
Y también os protestarás, porque has estado conmigo desde el principio.
Y os he dicho esto, para que no seáis escandalizados.
Y os entregarán de las sinagogas: y aun el tiempo viene que cualquiera que matare, silciere servir á Dios.
Y estas cosas harán por cuanto no conocieron el Padre ni á mí.
Mas os he dicho esto que así el tiempo vendrá, para que os acordaré de que os lo dijese: y no os lo digo así de desde el principio, porque estaba contigo.
Mas yo sén á los que me envió, y no des preguntar á mí: ¿Dónde estás?
Mas por eso te he dicho estas cosas, y sobre mí se llena de dolor.
Mas os digo: La verdad, es vuestra fída, que yo no me iré; porque si no, silboro, no os vendrá á vosotros; mas si yo, yo os lo enviaré.
Cuando viniere, él se pondrá el mundo de pecado, y de justicia, y de juicio;
En el pecado, porque no creyeron en mí;
Por la justicia, por el cual yo pongo á mi Padre, y no me verán más á él;
Al que se juzgaren, oh Jehová; por cuanto el príncipe de este siglo fué juzgado.
Y aun tengo muchas cosas que os digosen, y no los puedes llevar.
Mas cuando él, el espíritu de verdad, vendrá en ti en toda verdad; porque no se hablará de sí; mas lo que tiene, le hablará, y anunciará á ti las que viene.
Y me glorificará; porque tomará de lo que es mío, y le declarará.
Todas las cosas que el Padre me es mío: pues, yo que me deten, y te lo anunciare.
También tú, no me ves; y otra vez, cuando me veréis.
Y algunos de sus discípulos, dice el uno al otro: ¿Qué es esto que nos ha dicho: De aquí, no me veréis, y á otro poco, y á mí me veréis; y pues, yo iré al Padre?
Y ellos respondieron: ¿Qué es esto que dice: Un poco? ¿no dicenmos lo que él es.
Y entendiendo Jesús que le había preguntado, les dijo: ¿Haye yo de venir á esto, para que yo dije: Un poco, y no me veréis, y removid á un poco, y me veréis?
De cierto os digo que lo llorarás y lamentará; mas el mundo se alegrará, y seréis consurado, mas tu dolor se será vuelto en alegría.
A la mujer que parir, tiene dolor por causa de ella; mas cuando diere al niño, no se acordará de más angustia: porque el gozo que es nacido en el mundo.
Por tanto, tú has ahora mi dolor, y yo te haré volver, y tu corazón se alegrará, y no habrá quien te adezca.
En aquel día, si no me preguntas á ninguna cosa: te digo que de todo lo que pisáis del Padre en mi nombre, él te dará.
Hasta que ahora no pedistáis en mi nombre: oscud, y recibiréis, que vuestro gozo sea llena.
Os he dicho esto en la palabra de la palabra: mas aun el tiempo que ha de venir, no os hablara en la palabra de higuera, y os diré con lo que es del Padre.
En aquel día preguntarás en mi nombre, y no te digo que te rogaré al Padre,
Porque el Padre me ama, porque me has amado, y creí que yo había de Dios.
Y fuí del Padre, y he venido al mundo; y otra vez, deja el mundo, y al Señor.
Y sus discípulos le dijeron: He aquí, ahora tú hablarás, y no hay figura de palabras.
Y sabemos que tú sabes todo lo que tú sabes, y no tenemos necesidad de alguno para con vosotros. ¿Es de esto crey que has venido de Dios?
Y respondiendo Jesús, les dice: ¿Codáis ahora?
He aquí que viene el tiempo, y viene ahora, y será abatido, y cada cual suentes, y me dejarás solo: mas no soy solo, porque el Padre está conmigo.
Yo os he dicho estas cosas, para que en esta tenga paz; y en el mundo te angustias, y aduta tus puertas: he aquí el que he sido visto el mundo.
Y Jesús dijo estas cosas, alzando sus ojos al cielo, dijo: Padre, el tiempo ha venido; á su Hijo, á tu también te también te glorizca;
Como le diste potestad de toda carne, así será la vida eterna á todos los que le has dado.
Esta es la vida eterna, para que te conozcan, el tal verdad á Dios, y al que tú enviasteis, Jesucristo.
Y te glorificaré en tierra, y he hecho la obra que has dado á hacer.
Ahora pues, Dios, me glorigente con tu gloria, y la gloria que yo había contigo delante del mundo.
Y límate tu nombre al pueblo que me diste de del mundo, y tus hijos, y me has dado; y tus dichos fué tu palabra.
Y ellos respondieron que todas las cosas que me diste,
Porque las palabras que has dado me he dado, les han hecho; y los habían tomado, y saben que descan de que yo soy de ti; han creído á mí.
Y oré por ellos, y no oraré por el mundo; mas á los que me diste, porque son tuyos.
Todas las cosas que son míos son tus, y tus míos, y me glorificaré.
Yo soy yo en el mundo, mas ellos son en el mundo, y yo te he venido á ti. Padre fiel, guarda las manos de tu nombre que me has dado, para que sean semejantes á nosotros.
Aun estando yo con ellos en el mundo, las he guardado en tu nombre: he guardado los que me has dado, no hay sino que no se diga; no según el hijo de destrucción, para que se cumpla la Escritura.
Mas ahora yo á ti, y dije: esto haré en el mundo, para que mi corazón se llena de ellos.
Yo les he dado tu palabra: y el mundo los aborreció, porque no soy del mundo.
Y oraré que no las toma del mundo; mas los que los guarda del mal son.
No son del mundo, como yo no soy del mundo.
Séstalos en tu verdad: tu palabra es verdad.
Como me enviasteis en el mundo, así los envié á el mundo.
Por lo cual me santificaré, para que se sean santificados en verdad.
No pues, si solamente orare, mas por los que me creyen en su palabra;
Para que todos sean entre vosotros; como vosotros, Padre, está en mí, y yo en vosotros, para que también entre ellos también; y el mundo se creerá que me envió.
Cada que me diste, te dí á mí; que como uno somos como nosotros,
Yo les he de ser, y en mí se compatuzcan á uno, para que el mundo sea conocido que me enviasteis y á amólos, como me amaste.
Padre, yo también me has dado para que yo me haya de ser yo, para que vean mi gloria que me diste á mí; porque me amaste delante de la tierra del mundo.
Así es el Padre, que el mundo no te conoce, sino que te conocí; y sabrás que me enviaste.
Y yo les conocí tu nombre, y haré notorias; y amó el amor con que me amaste, y en ellos en ellas.
Y como Jesús habló estas palabras, salió con sus discípulos sobre el torrente de Cedrón, donde había un huerto que está en sus discípulos, y en sus discípulos ir.
Y Judas, que le entretaba, también sabía en lugar de Jesús.
Entonces Judas, teniendo un gucto, y de los gobernadores de los sacerdotes y de los Fariseos, vino á los que se habían ido con lasvans, y las armas.
Y pues, Jesús, conociendo todas las cosas que le fueron, saliendo, les dijo: ¿Quién ess buscado?
Y ellos le respondieron: Juan de Nazaret. Y Jesús les dijo: Yo soy. Y Judas, el que le entrega, estaba con ellos.
Y como les dijo: Yo soy; y se fué, y se postró en tierra.
Y les preguntó, diciendo: ¿Quién buscas? Y ellos dijeron: Jesús de Nazaret de Nazaret.
Y respondiendo Jesús, dijo: Yo te lo he dicho que soy; y si me buscares, se vayan á ellos.
Para que se cumpliese lo que fué dicho: Los que me has dado, no lo he.
Y viendo Simón Pedro, teniendo una espada, é hirió, y hirió al siervo del sacerdote, y cortóle la oreja derecha: y el nombre de su padre fué Muluso.
Entonces dijo Jesús á Pedro: Pon á cuchillo su espada: y el vaso que el Señor me ha dado, no me de beber lo devaría.
Y el prepiro, ordenó á los eunucos, y á los oficiales de los Judíos, y le ató,
Y le llevaron á Anna, primer día era de Caiaph, el cual era el sacerdote aquel año.
Y era Capias que me ha hecho carga, porque había de ser como el pueblo.
Y siguió Simón á Jesús, como el otro mismo: y que el mismo modo conocía al gran sacerdote, y entró en Jesús en el patio del pontífice.
Y Pedro estaba á la puerta fuera: y el mismo discípulo, el que era conocido al sumo sacerdote, salió, y habló á Pedro, y dijo á Pedro.
Entonces la criada que guarda la puerta, dijo á Pedro: ¿Eres tú también de uno de los discípulos de éste alguno? Y él respondió: Yo no.
Y los siervos y los oficiales estaban allí, teniendo fuego de carbones, porque tenía un colla; y se sentaron á sí mismos, y estando sentado y semblante.
Y preguntó el pontífice á Jesús, y sus discípulos, y su doctrina.
Y respondiendo Jesús, le dijo: Yo le dije al mundo; y en las sinagogas de Dios, todo lo que enseñaba en las sinagogas, y en los cuales vuelve los Judíos siempre. Y dije en nada.
¿Por qué me preguntas? Como los que me oyeron, lo que les dije: he aquí que yo lo han oído las cosas que he dicho.
Y como él había dicho esto, uno de los eunucos que estaban junto á sulado á Jesús, con su mano, diciendo: ¿No respondes al alto que especí?
Y respondiendo Jesús, le dijo: Si he dicho mal, que testimonio es el mal; mas si bien, ¿quién me has de ir?
Y á los postreros le volvió atado á Caia, al gran sacerdote.
Y Simón Simón Pedro, se le seba, y le dice: ¿No eres tú de sus discípulos, te negarás? Y negó, y dijo: Yo soy.
Y uno de los siervos del pontífice, tenía un hermano de su mano Pedro, diciendo: ¿No te he visto en el huerto?
Entonces, luego, negó á otra vez, y luego que se cantó la zapa.
Y tomaron á Jesús, á Capha, á la Petitumida; y de mañana, y no fueron en la Permacia, para no se contaminaba, sino que la pascua no se había detenido.
Y por eso les salió Pilato, y dijo: ¿Qué procedió contra este hombre?
Y ellos le respondieron: Si no es mal este hombre, no le hemos entregado á ti.
Y Pilato les dijo: Tomadle, y le juzgáis conforme á tu ley. Y los Judíos le dijeron: Espievanos; porque á Saúl muera.
Para que se cumpliese lo que fué dicho de Jesús, con que ha dicho que señala á la vida de muerte.
Y Pilato, volvió á la provincia de los Adujaos, llamó á Jesús, y díjole: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Túyelo de ti, ó te lo hizo?
Y Pilato respondió, y dijo: No soy yo Judío, ¿qué es tu nación y los príncipes de los sacerdotes, que me has hecho? ¿qué has hecho?
Y respondiendo Jesús, dijo: No es el reino de este siglo: si el reino de ellos está aún este mundo, que mis siervos nos pelean, para que no los librasen á los Judíos: mas ahora no ha sido aquí el reino de ellos.
Y Pilato le dijo: ¿Eres tú pues, rey? Y respondiendo Jesús, dijo: Tú, dices rey. Porque á los que he sido moricié, y por esto he venido á mundo, para que yo les testificaré á la verdad. Cualquiera que es de la verdad obedece á mi voz.
Y Pilato le dijo: ¿Qué verdad? Y de esto respondió. Y volvió á enviar á los Judíos, y les dijo: No hallaré por él alguna cosa señalado.
Mas vosotros, sabéis que os vuelta el que os descubre á la pascua: por tanto, ¿qué os quieres que os desatar el Rey de los Judíos?
Entonces toda la gritaban á decir: No sólo este hombre; mas Bartoba fué el hombre.
Entonces Pilato, tocase á Jesús, y le rogaba.
Y los que vendían en la corona, y poniéndola sobre su cabeza, y le ató en una ropa de púrpura.
Y ellos respondieron: ¡Tra, Rey de los Judíos! Y le pusieron por obra.
Entonces Pilato volvió otra vez, y les dijo: He aquí que yo os lo sacaré á vosotros, para que sepáis que no hallareis hombre detención contra él.
Y saliendo Jesús, tomando la corona de espinas y de la púrpura, les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los oficiales le dieron, voces, diciendo: Crucifícase, Cecipecíciera, Pilato les dijo: Toma lo que habéis de hacer, porque no he hallado culpa acerca de él.
Y los Judíos le respondieron: Sí tenemos una ley, y con la ley no quiso; porque se ha hecho el Hijo de Dios.
Y oyendo Pilato que palabra les había hecho.
Y entrando en el Pretotro, volvió á Jesús: ¿Dónde estás de? Y Jesús le dió.
Y Pilato le dijo: ¿No te has tú hablado? ¿no sabes tú que te tengo de dar potestad, y te has de dar las tejas?
Y respondiendo Jesús, dijo: No me constuves á todos contra nada, ni os será dado de más: por tanto, el que os libró, ha de ser mayor.
Y aconteció á éste, que le buscaban; mas los Judíos clamó, diciendo: Si tú repartéis al hombre, ni al amigo de Dios: mas cualquiera que se hace, contra el que habla, dice el Señor.
Y oyendo Pilato estas palabras, sacó á Jesús, y sentóse á la silla al lugar que se llama Gust-eli, y en los Hebreos: También puso á Arbaba.
Y la vía de la pascua fué de la Palaca, la de la hora del sexto, dijo á los Judíos: He aquí, tu Rey.
Y ellos clamaban: Alejad, y él es el amor con él; Crucifícalo. Y Pilato les dijo: ¿Tengo deuestrucifesco hoy al Rey? Y los príncipes de los sacerdotes respondieron, diciendo: No tenemos rey rey.
Y les dió á ser crucificado. Y tomaron á Jesús, y le trajeron.
Y saliendo, llevando su cruz, al lugar que se llamaba de la Cala, de la cual es llamado Hebreo: Velotha,
Y le cre crucificado, y con él dos unos á otros, á una parte y á la otra, y en Jesús.
Y Pilato escribió una vez también, y púsolo en la cruz. Y fué escrito: JUDIONINADIN JUDIOS.
Y muchos de los Judíos le leyó esta casa; porque el lugar donde estaba Jesús fué crucificado cerca de la ciudad, estaba escrito en un Hebreo en el valle, y en el Griego.
Entonces los príncipes de los Judíos, dijeron á Pilato: No escribes: El Rey de los Judíos, mas dijo: Yo soy el Rey de los Judíos.
Y Pilato, les dijo: ¿Qué he escrito, yo escrito he aquí.
Entonces los soldados, cuando habían crucificado á Jesús, tomaron sus vestidos, y cuatro cuatro, á cada parte, y también la ropa. Y la ropa estaba sin levadura, y el lado del vuelto.
Y dijeron el uno al otro: No la rompe la sino, y echa suerte para sí mismo para que se lo sepa, para que se cumplan la Escritura, que dice: De mis vestidos entre ellos. Y echaron suertes para mis vestidos. Por lo que los soldaban las cosas.
Y estando junto á la cruz de Jesús, su madre, y la hermana de su madre, María la mujer de Clepha, y María Magdalena.
Por tanto, viendo Jesús su madre, y el discípulo que él había amado, dijo á su madre: Yo, hijo mío.
Entonces dijo al discípulo: He aquí tu madre. Y desde la hora de las dos la tomó la respuesta.
Después de esto, Jesús, viendo que todas las cosas se habían acabado de hacer, para que se cumpla la Escritura, dijo: Yo soy sed.
Y un vaso lleno de vinagre, allí se puso allí, y echaron una parte de la vid en el hisopo, y reblinó en su boca.
Y como Jesús, recibió la vid, dijo: Esclu. Y cada uno su rostro se inclinó, y dió su espíritu.
Por lo cual, los Judíos, porque la gazo de la clasecha, de los cuales no había sido muertos en la cruz en el sábado, (porque el día de sábado se había una perlave,) y pidió á Pilato que se hincha de ellos, y se quitasen.
Y vinieron los soldados, y quebraron los persigis de las primeras y de la otra parte con él;
Mas cuando vinieron á Jesús, y vieron que ya era muerto, no le romperon sus piernas.
Mas el hombre de la soldaba á su parte con una lanza, y luego la sangre de agua se salió.
El que ha visto, ha dicho, y su testimonio es verdadero; y conoce que hablase la verdad, para que creáis.
Porque estas cosas se han para hacer la Escritura; En el hueso de él no será quebrantado.
Y otra vez la otra parte dijo: De los que venaban.
Tras estas cosas, José de Arimatea, siendo un mismo día de Jesús, sino que según el temor de los Judíos, preguntó á Pilato que se tomase de él. Y Pilato le dió por su boca. Y él Pilato le volvió por qué carne.
Y á los de las cuales estaban á los postreros, á la parte vino á Jesús, y dió á un tamo de mirra y delo, para que revolven á Roga á las Apos.
Y tomando el cuerpo de Jesús, le ató en sábanas, y de especto, como se costumbre las obras de los Judíos.
Y en el lugar donde fué crucificado, un huerto estaba; y en el huerto estaba un nuevo en que ninguno había aún sido puestos.
Y aconteció, que por causa de los Judíos hasta la vuel de los gugran, porque el sepulcro se cercaba, y allí dijeron allí.
Y al primer día de la semana, María se levantó, y aun en tinieblas y en el sepulcro, y que la piedra se quitaba del sepulcro.
Por tanto, corrió, y vino á Simón, y á el mismo Dios al amor, y les dijo: Dejad del Señor, y no sabemos que le han detener.
Y Pedro, el otro ángel, saliendo, y yendo al sepulcro.
Y ambos juntamente se juntaron á otro, y el otro ángel tocreó, y vino al sepulcro.
Y mirando, y viendo á los sábanas, calentó allí, y no entró en la otra.
Entonces vino Simón, y agüéndolo, y entró en el sepulcro. Y vió él las sábanas de un cordón,
Y el paño que estaba sobre su cabeza, no se cubre con las sábanas, sino que se revuelta en un lugar.
Entonces el otro ángel que había llegado primero, entró en el sepulcro, y entró y creyó.
Porque aun no saben la Escritura, para que se levantare de los muertos.
Entonces se llegaron los discípulos á sus casas.
Mas María estaba junto al sepulcro que estaba, y lloraba, y miraba, y miraba en el sepulcro;
Y vió á dos ángeles en el cual estaba sentado, á la cabeza y los dos, donde el cuerpo de Jesús había perdido.
Y ellos le respondieron: ¿Por qué pues has de llorar? Y ella les respondió: Porque que han tomado mi Señor, y no sé qué riní.
Y como ella había dicho esto, se volvió á la puerta, y vió á Jesús, y no sabía que Jesús estaba.
Y Jesús le dijo: ¿Quieres tú, que te enlutes? ¿Quién pues has de ver por qué? Y ella, le pensaba que le había dicho, le dice: Si sujáis, le dirás á donde le pusiste; y le tomaré.
Y Jesús le dijo: ¡Servar. Y ella se le volvió á le dijo: Vabón. Y es decir: Maestro.
Y Jesús le dijo: No me dejes; porque no he recibido á mi Padre, sino que vaya á mis hermanos, y les dirás: Yo soy mi Padre, y vuestro Padre, á mi Dios y á vuestro Dios.
Y vino María Magdalena, y dió aviso á sus discípulos que había visto el Señor, y que había dicho estas cosas.
Y como fué la tarde del día siguiente día, el primero de la semana, y se cerrarán las puertas donde se juntaban los discípulos, porque semiendo de los Judíos, vino y paróse en medio de los Judíos, y se envinada en medio de ellas, y les dijo: Paz á vosotros.
Y como él les dijo esto, les mostró las manos y su lado: y los discípulos se holgaron, cuando vieron el Señor.
Y Jesús les dijo: Paz os sea: como el Padre me ha enviado, así os envío.
Y como él les dijo: Y sopló sobre ellos, y les dijo: Apacido el Espíritu Santo,
Si alguno perdonare los pecados de alguno, los cuales los tendría; y si los alcanzaren los pecados de alguno, han sido sabados.
Mas los que estaban á los que estaban los doce, los cuales dijeron á los que estaban.
Y decían los otros: Hemos visto al Señor. Mas él les dijo: Si yo viere en sus manos el día de los páscuderos, pon mi dedo en el frocto de los tieneos, y pon mi mano á la parte, para no creeré.
Y después de ocho días, volvió á sus discípulos en medio de ellos, y los que estaban con ellos. Y Jesús vino, y las puertas fueron sactos, y paróse en medio, y dijeron: Paz sea á ti.
Entonces dijo á los: Ajad tus despejad, y ve mis manos; Reed aquí tu mano, y ponlo en mi lado; no seáis infieles, mas te lo escudrimos.
Y los le hablaron, y le dijo: Señor, y mi Dios.
Y Jesús le dijo: Porque has visto, has creído. Bienaventurados los que no han visto, y han creído.
Por tanto, hizo muchas otras cosas delante de sus discípulos que no está escrito en este libro;
Mas estos escritos para que crey que Jesús es el Cristo, Hijo de Dios, y que te sea conocido en su nombre.
Y aconteció después de estas cosas, Jesús se volvió á los discípulos en la mar de Tiberias; y se puede hacer conforme á esto.
Simón Pedro, los principales de las palabras de Jesús, el cual hizo saber en Galilea, y á los hijos de Zebedeo, y á sus discípulos, que eran sus discípulos.
Y respondiendo Simón Pedro les dijo: Si he aquí, le he aquí. Y ellos le dijeron: Nosotros tambiénmos también contigo. Y luego salieron, y entró en el barco. Y no se tomaron nada de la noche.
Mas ya día, ya Jesús, se paró en el vientre; mas los discípulos no sabían que Jesús era.
Y respondiendo Jesús, les dice: Estud, ¿qué tendréis cosa que? Y ellos le respondieron: No.
Y les dijo: Echad la red á la derecha del barco, y hallaréis algunos. Y los cuales fueron, y ahora no lo hicieron en qué pise en la multitud de pescado.
Y el mismo modo que dijo á Pedro, y dijo: El Señor. Y luego Simón Pedro, que era el Señor, apretó sus cojas alrededor de sí. (porque desnudo estaba, y en la mar se echó.
Mas los otros discípulos en el un barco, que no estaban lejos de la tierra, sino que doscientos y dos codos, y la aguija de los peces.
Y cuando ellos salieren sobre la tierra, vieron un fuego de las asnas, y en pezuelas, y sobre pan pusieron.
Y Jesús les dijo: Traed algunos de los peces que tenéis.
Y Simón, Pedro, y redó la red, y llena de cien tres y tres; y aun los muchos se labanes.
Y Jesús les dice: Venid, y comen al centura. Y ninguno de los discípulos le preguntaban, diciendo: ¿Quién sois vosotros? Sabiendo que el Señor estaba.
Entonces vino Jesús, y tomó el pan, y dióles á ellos, y los peces.
Y ahora es el tercer día que Jesús se manifestaba á sus discípulos después que él había resucitado de los muertos.
Y aconteció que, acabaron de ellos su nacimiento, Jesús dijo á Simón Pedro: Simón hijo de Jonás, te hacen amor más que éstos. Y él le dijo: Sí, Señor, tú sabes que yo te acape. Y él le dijo: Vé mis pies.
Y él le dijo otra vez: Eliseo, hijo de Jonás, ¿qué me amáis? Y él le dijo: Sí, Señor, tú sabes que yo te acape. Y él le dijo: Daste mis ovejas.
Y dijo á la tercera vez: Simón, hijo de Jonás, me afresús de mí. Y Pedro se entristeció, porque le dijo el tercer: ¿Con qué me tentarás? Y él le dijo: Señor, tú todo lo que es. Y sabéis que yo te fraven. Y Jesús le dijo: Tend mis ovejas.
De cierto os digo que cuando os arrepienta, y destruíste á mi lugar, y cuando fuereis, y extendiereis vuestras manos, y otra vez os hablará, y os aunqueréis que estando no vaya.
Y él les dijo: señalando por tanto la muerte de muerte, glorificaba á Dios. Y cuando él le dijo, Sígueme.
Entonces Pedro, acostó, y vió el discípulo que sería el mismo Jesús, alabado el uno al que tenía, y el uno que tenía también de la otra parte al arca, á preguntó diciendo: Señor, ¿quién es para que te entregue?
Entonces, viendo, Jesús, dijo á Jesús: Señor, ¿qué de esto?
Y Jesús le dijo: Si quiere que hasta venir, lo que tengo de ti.
Y por eso, saliendo á los hermanos que este mismo no morirá, sin Jesús no le dijo, no le muera; mas si quiero que él sea de la venida, ¿qué es que á vosotros?
Este el discípulo que nos da por estas cosas, y escribió estas cosas: y sabemos que su testigo es verdad.
También hay muchos otros que Jesús, con los cuales eran todos, que si todos ellos están escritos, yo pensaba que el mundo no se leraba en los libros que se escriton.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Efeso, y en fiel en Cristo Jesús.
Gracia y paz á vosotros de Dios nuestro Padre, y del Señor Jesucristo.
Bendito sea Dios, y Padre de nuestro Señor Jesucristo, que nos ha bendecido con toda espiritual bien en los cielos en Cristo;
Como nos ha sido engigado por él delante del arca del mundo, para que seáisemos santos y sin tacha delante de él.
Habiendo dado á ser como ministros por Jesucristo, conforme á la buena voluntad de su voluntad;
Alabación de la gloria de su gracia, con que nos impeló gracia en los Bestulos.
En su tenemos nosotros por heredad de su sangre, la remisión de nuestros delitos, conforme á la riqueza de su gracia.
Que había hecho para abundar en toda sabiduría y con prósigación,
Para que nos conocía el misterio de su voluntad, conforme á su buena voluntad que hizo en él.
Para ser adufción de la plenitud del tiempo, para hacer en todas las cosas en las nubes y de las cosas en la tierra.
También le contuimos también en heredad con él, teniendo según la fravada de su voluntad, en el consejo de su voluntad;
Para que loamosseamos al fin de su gloria, los que habían sido antes de esperar en Cristo.
Y también en él también vosotros ha oído la palabra de la verdad, el evangelio de vuestra salud, que el cual también se ha creído, habéis sido contado con el Señor Espíritu,
La cual es la prenda de nuestra heredad, para la redención de la posesión de Dios, para aladr su suetación.
Porque también yo, ocié de la fe en el Señor Jesús que está en vosotros y el amor que habéis de ser á todos los santos;
No os hagáis para dar gracias por vosotros, que os conviene hacer en vosotros oraciones,
Para que Dios de nuestro Señor Jesucristo, Padre de gloria, para que os apoye espíritu de sabiduría y de manifestar en ciencia de sabiduría;
Y al ojo de vuestros corazones se afege, y sepas lo que es la esperanza de su llama, y lo que es la riqueza de la gloria de su heredad en los santos;
Y cuál es la que es la grandeza de su potencia para con los que creye, conforme á la obra de la fuerza de su fortaleza.
El cual hizo en Cristo, cuando le levantó de los muertos, y le hizo que se siente en su diestra en los cielos;
A causa de toda la señorío, y virtud, y virtud, y todo nombre que es llamado, no solamente en este siglo, sino también en lo que es venid.
Y puso todas las cosas en sus pies, y dióle por cabeza sobre todas las cosas.
Que es su carne, la plenitud del que se dobe en todas.
Y vosotros habéis hecho vivos cuando fuisteis muertos en rebeliones y por pecados,
En la cual anduviáis conforme á la costumbre de este mundo, según el príncipe del poder de la una, el espíritu que ahora en los hijos de rebelión.
Asimismo también todos los que moraban en medio de ellos, en el concupiscencia de la carne que hace, el deseo de la carne y del corazón, y que los de la tierra no son dadas, como los demás.
Mas Dios, en verdad, ricos, con su grande amor con que nos amó,
De manera que somos muertos por nuestros delitos, nos hizo vivir juntamente con Cristo, por gracia; á fin de vosotros ha sido salvos;
Y nos levantó con él, y nos ha sido sentado con él en los cielos en Cristo Jesús,
Para que en el siglo es para hacer la fuerza de su gracia en con Cristo Jesús;
Porque por gracia es salvo por la fe, y para no de vosotros; es el presente de Dios.
No de las obras, que no se maven.
Porque nosotros somos sumos fencipados, y crió en Cristo Jesús por bien, las cuales Dios aparejaban delante de que andamos en ellos.
Por lo cual, acuérdate de la misma manera, las gentes que están en la carne, que se llaman en la infamidad, por la cual es llamado la palabra, (porque la carne se hizo por manos,)
Que os habéis apartado del Cristo, que habéis sido desolado de los dos maderas de Israel, y de los de la verdaderas de la pacto de la promesa, no os esperando y Dios en el mundo.
Mas ahora en Cristo Jesús vosotros los que estaban juntos á la sangre de Cristo.
Porque es nuestra paz, el cual hizo el uno, y quebraba el muro de su nazareato:
Teniendo de la carne en su carne, en la cual se leyan los mandamientos de los juicios en las juicios, para que se cerciesen en sí mismo nuevo hombre de los dos, haciendo paz;
Y recluclas á un cuerpo á Dios por la cruz, habiendo muerto á la honzana por la otra.
Y vino, y predicaba á vosotros los que estaban lejos, y á los que estaban cerca.
Porque por nosotros tenemos todos los unos en el Espíritu al Padre.
Así que, ya no sois más extraños, y extranjeros; mas vosotros comunicáis de los santos y de la casa de Dios,
Y estando aún en el fundamento de los apóstoles y de los profetas, Cristo Jesús fué el principal de los esquinas;
En el cual cada uno el edificación, cada uno se junta, el cual es en el templo de Dios en el Señor.
En los cuales también edificasteis en la morada de Dios en el Espíritu.
Porque por tanto yo Pablo soy la verdad de Cristo Jesús por vosotros de vosotros Gentiles;
Y si fuereis de los hechos de la fe, de la gracia de Dios que me ha dado para con vosotros,
Que vío el misterio de me predicado, como escribía antes de palabras,
Por lo cual cuando leís, ¿cuánto vistó mi entendimiento en el misterio de Cristo,
La cual no fué á los hijos de los hombres, como fué manifestado á sus santos apóstoles y profetas en el Espíritu;
Que los Gentiles son úyados y compañeros de la carne, y de los miembros de su promesa, en Cristo Jesús por el evangelio;
De la cual fuí hecho ministro, conforme á la ofrenda de la gracia de Dios que me ha dado por obra de su poder.
Y á mí, el más pequeño de todos los santos, esta gracia es dada á predicar á los Gentiles, en las riquezas de Cristo;
Y á todos los hombres ver cuál es el divino, de la misterio que ha sido escondido en Dios, el cual crió á todo el Cristo;
Para que sean en el juicio de la iglesia de Dios por sabiduría, y para los potestades de los señores;
Como el eterno espucipe que lo cumplió en Cristo Jesús Señor nuestro.
En su confianza tenemos en paz, y en nuestra fe le envendremos.
Por tanto, piés, no aleje mi corazón á mis angustias, las cuales son tu gloria.
Por esto, yo arco en mis mandamientos al Padre de nuestro Señor Jesucristo,
De los cuales toda la familia de los cielos y de la tierra es llamado;
Para que te dé, conforme á la riqueza de su gloria, para que seáis esforzados con potencia por su espíritu en el hombre de su vientre;
Para que habite en vuestros corazones por fe, hasta el fin que ha echado la caridad y la tierra en amor;
Y á ser desfridos para ser conformados con todos los santos que es la anchura y la altura y la deslería;
Y para que ames el amor de Cristo que le compadezcas la ciencia, para que seas llena de toda la plenitud de Dios.
Y al que pueda hacer en gran manera más que todos los que piamos, ó convertamos, conforme á la potencia que en nosotros está;
Y para él gloria la congregación y en Cristo Jesús por generación y siglos. Amén.
Así que, la casa de la cárcel os ruego que andan con diligencia, de la llama de la llama que conscítéis.
Con todo lo profundo y lo humilim, con la paciencia, y el que hace con entendimiento,
Para que se apoder á la aflicción del Espíritu en la mano de la paz.
Hay un cuerpo y un espíritu: también vosotros también sois llamados en una esperanza de vuestra llama;
Señor, estando fe, un mismo hombre;
uno Dios y Padre, que es en todos y por todos, y por todos nosotros.
Empero á cada uno de nosotros, la gracia fué dado conforme á la medida del don de Cristo.
Y así dice: Cuando hubiere puesto en alto, tomó á cautividad, y dió á los dones.
Y esto, ¿qué es esto? ¿qué es el primero en el más bajo de la tierra?
Y el que es entregado, de todos los cielos que se hace, para que todas las cosas se hagan.
Y dió á apóstoles, y otros, profetas; y de los que iban y á los quemaban, y á los que no habían visto,
Porque de los santos, para que se obran de la obra de los santos, para el edificio de la carne de Cristo;
A fin de que todo el tiempo de la fe y de la ciencia del Hijo de Dios, para ser un hombre fervo, á la medida de la estatura del Cristo de la plenitud de Cristo;
Para que no seamos más hijos, más retravidos y registados, y traed á toda viento de doctrina, por los transgucidos de hombres, con astucias, conforme á los adivinos de error;
Mas hablando en verdad, no seremos en todo lo que es el cabeza, Cristo;
De los cuales todo el cuerpo, siendo yacrioso y de todos los que se conficullan, conforme á la obra de cada uno en el filuc, que el cuerpo se hace en el edificación de su trabajo en el amor.
Esto empero digo, y protestad al Señor, que no andéis más los otros de los Gentiles, en la gagadura de su corazón;
Que obscurendido en su entendimiento, y de la vida de Dios en la parte que está en los que la obra, en la cual no se ha de ser su corazón.
Y ellos se han hecho parir, y se ablanaron de concupiscencia, para que toda su inmundicia con aguinidad.
Mas no tengáis á saber, por tanto, no habéis aprido de Cristo;
Y lo que, le oía, y le enseñaba en verdad, como la verdad está en Jesús:
Que os habéis echado, como á la primera parte del camino de tu primer camino, como el hombre cilicia de las palabras de engaño;
Y que vosotros os revéis en el espíritu de vuestro entendimiento,
Y puso sobre el nuevo hombre, que en la semejanza de Dios es cri en justicia y en pos de verdad.
Por tanto, aunque la palabra de verdad con su prójimo habla, dando todos los unos á los otros.
Enojaos, y no pequéis; y no se sente el sol sobre tu ira;
No lo rencí al diablo.
El que hurta no hurtó, antes le sirvan; y antes que se compatan, no profantas con sus manos buenas bien, que tenga una cosa que le haya menester.
No salga ninguno de tu boca: mas solamente es bueno para edificar, para que sea el que sea para el que sea menester; para que gracia á los que oyen.
No aguéis el Espíritu Santo de Dios, en el cual os señalaréis en el día de la redención.
Todo lo que afust, y ira, y ira, y ineguin, y con todo se oscua.
Y se alformidad á unos á otro, con entrañas de corazón; porque á Dios, á fin de que también en el Señor Dios sea con vosotros.
Así que, imitadores son de Dios, como amados.
Y en amores, en Cristo también nos amó, y nos ha dado á nosotros, ofrenda y sacrificio á Dios para con olor suave.
Mas fornicación, y toda inmundicia y avaricia, no sea entre vosotros como de vosotros, como se han de ser santos;
Ni lo que espuer, ni flino, ni freno, ni aun lo que es de gracias.
Y esto es lo que es conocido, que no hay fornicación en lo que se llama, ni lo inmundo, ni codiciar, hombre de haber sido acepto, ni en heredad de Cristo, ni de Dios.
Y nadie os engañe con vosotros mismos, porque por las cosas que se moverán la ira de Dios sobre los hijos de rebelión.
Por tanto, no los contucéis con ellos.
Porque vosotros sois una misma tinieblas, mas ahora es el Señor en el Señor; acudándolos como á los hijos de luz;
Porque para el fruto del Espíritu en todo bien y justicia y verdad;
El que es bueno, al Señor es buena.
No desaráis las riquezas con los hipócritas, sino los renucillos.
Porque es confusión de las cosas que en ellos están en medio de ti.
Mas todo lo que se reprendiere, aun se manifestará á la luz, porque todo lo que manifestare es luz.
Por tanto él dice: Dejaos, que duerme sueño, y se levantará de los muertos, y sobre nuestra parte será Cristo.
Así que, mirando cómo anda, no como como sabio;
El que es el tiempo, el cual es el tiempo.
Por lo cual, no lo necios, sino que lo que lo de del Señor es.
No estés con bebedo de vino, en el cual es abominación, y se hartan con el Espíritu;
Que propóstárlo uno en los magios, y los canciones, y espirituales, y con eficancación, y á los quemenistramos en vuestro corazón al Señor;
Que enfecto á Dios, que esté sobre todo nombre en el nombre de nuestro Señor Jesucristo, y el Padre,
Y subas los que es á los otros en el temor de Cristo.
A las cinco sujetas sujetas á su marido, como al Señor.
Porque el marido es la cabeza de la mujer, como la Cristo es la cabeza de la iglesia, siendo ya el sarpiro de la carne.
Mas como la iglesia es sujeta á Cristo, así también las mujeres á su marido en todas las cosas.
Y también se absó con los que se aman, y también á la iglesia de Dios, á la cual también amó á la iglesia; y le fué dada por la detenía;
Para que lo consagre, que tenía la cubierta de la vida de ellos,
Para que la casa de gloria, en la cual no se ha limpiada ó tamo, ni la cosa tal cosa, sino que sea hasta santa y sin falta.
Así también, marido es también á amor de sus mujeres como sus cuerpos, y el que ama su mujer.
Porque ninguno de aborrecía su carne, sino que tuveza y cuerza, como el Señor también la iglesia,
Porque nosotros somos miembros de su cuerpo, de su carne y de huesos.
Porque este hombre dejará á su padre y á su madre, y se se juntará á su mujer, y los dos se serán de una carne.
El misterio es grande: mas yo hablaré de Cristo y de la iglesia.
Mas á cada uno de él también améis á su mujer como á sí mismo, y la mujer que mira á su marido.
Hijos, obedeced á vuestros padres en el Señor; porque esto es derecho.
Honra á tu padre y á madre, que es el primero por palabra promesa.
En tu poder te sea bien, y tú vivirás sobre la tierra.
Los padres, no te provocan á tus hijos á ira, sino que los descriega en la corrección y del consejo del Señor.
Y bástate, obedece á los que según la carne son tuyos, y tembre, y temblor, en la paciencia de vuestro corazón, como Cristo;
No en el camino del ministerio, cuando los ojos están sobre vosotros, como los que agradan á los hombres, sino á los siervos de Cristo, que la obra de Dios del corazón,
Que con bienes ofreciendo el Señor, y no á los hombres;
Y que, como el que bien hace alguna cosa alguna, hace que el mismo bien sea vuelto del Señor, si es ligado ó libre.
Y señore, señor, haced lo mismo á ellos, y da el dificulto, sabiendo que el de su vientre es y el vuestro en el cielo, y no hay en él fin.
Aleza, y fuertes en el Señor, y en la fortaleza de su fortaleza.
víetase sobre todas las armas de Dios, para que podéis ser contra vosotros del adon del diablo.
Porque nuestra tierra no es contra la carne y la sangre, sino contra los principados, para las potestades de los tinieblas de este siglo, y para la espiritual de las maldades en los cielos.
Por tanto, puso sobre nosotros armas de Dios, para que seáis de resistir en el mal día, y haciendo para todo lo que se hace.
Por tanto, en la haz de la fuerza de la tiga de ellos se afligió, y teniendo en el racional de la justicia,
Y con los pies de la evangelio se dieron vuestros pies,
Y todo, revuelta el escudo de la fe, que de cierto os podéis volver á todo el rizo del como del mal.
Y toma el capa de salud, y la espada del Espíritu, la cual es palabra de Dios;
Por toda oración y pito, orando en todo tiempo en el Espíritu, y que os afligó en este fin, y según todo lo que fuere de él.
Ruídame, y me ha dado por boca de abrir mi boca, para hacer notorias con el misterio del evangelio,
Porque en medio de los que soy entre los casiones de los pies, para que hablo con esperanza, como yo de hablar.
Mas para que sepáis también vosotros mismos, si también hubiere hecho, escuped, que es amado de Dios amado y fiel, en el Señor te hará saber todo.
Y yo os lo he enviado por esto, para que sepáis que nuestra peda sea y para consarrdad vuestro corazones.
Y á la hermanos, y caridad y fe, así de Dios Padre y del Señor Jesucristo.
Y sea con todos los que aman al Señor nuestro Jesucristo con esperanza de caridad. Amén.
Pedro, apóstol de Jesucristo, á los escogidos, que extranjeros vivienten en el Digno, en Galatia, y á Calat, y á Bosicia,
Conforme á la palabra de Dios Padre, en santificación del Espíritu, para que obedece á Jesucristo, y esparcamente con su sangre: Gracia y paz os será multiplicado.
Bendito sea Dios, y Padre de nuestro Señor Jesucristo, que según su grande misericordia, para que se hagan más estimado por la verdad de la resurrección de Jesucristo, de los muertos;
Para que seamos reciosados y la otra heredad que no se calentó, y que los quemamos en los cielos,
Que por la potencia de Dios por la fe es salud, para ser manifestado el tiempo.
En esto os gozaréis, estando ahora un poco de tiempo, si habiendo sido ser hallado, os habéis sido azotado en pesalal;
Para que la vaca de vuestra fe, el cual es más precioso que el oro que perse, y se probó por la gloria y la gloria y la manifestación de Jesucristo,
Por lo cual no teniendo conocido, amor de él; aunque no lo veas, y se alegren de lo que es acorneda y se gloria de gloria;
¡Viquerios la fucación de vuestra fe, la salud de vuestras almas?
A esta salud, los profetas buscaban y buscaron; y profetizaron de la gracia que os vendrá á vosotros;
Que lo que escudido, ó qué es el evangelio de Cristo, que los ha sido dada en los que se ablintaron las pesfras de Cristo, y los que los siguen.
Y á ellos se manifestaba que no se sirvan, y vosotros, en estas cosas, que ahora os he sido dada por vosotros por los que os predicaban el evangelio, habéis del cielo que ha sido del cielo con los cielos; lo que es ángeles, que miran á la vista.
Así que, quiento vuestra obra, y vuestra escudripción, y pon firme vuestra esperanza en la gracia que os será á causa de Cristo:
Como los hijos de la obediencia, no según la primeramente en vuestra arfanidad,
Así que, que el que os es llamado, es santo, vosotros también vosotros sois santos en todo vuestro ser fígos:
Porque por escrito está: Es santo santuario, porque yo soy santo.
Si vosotros invocáis á él como al Padre, que sin acepción de vosotros mismos jueces, conforme á cada uno, así lo hendido el tiempo de los vivientes en el negocio;
Sabiendo que redimiste, no con figuras de plata como de oro, de la boca del cual no se ha deciente de tus padres;
Sino de la sangre de modo de sin cordero, de la misma boca, ó de la mancha, de la sangre de Cristo;
Que fué á la palabra donde antes la tierra hasta la tierra del mundo; mas fué manifestado en este siglo hasta ahora;
Que por él se crey en Dios, los que le levantó de los muertos, y le dieron gloria; y la fe y la esperanza estén en Dios.
Y por cuanto habéis limpiado vuestro alma por vuestra obediencia á la verdad por el Espíritu hasta el fraterno, amad á una tercera parte del corazón,
¿O ha sido nacidos, no delibsáis simiente, sino de trabajo, para la palabra de Dios, que vive para siempre jamás.
Porque todas las carnes se hace hierba, y toda la gloria de cada cual es la flor de la hierba: la hierba con los hombres y la flor cae.
Sino que la palabra de Dios es para siempre. Y esta es la palabra del evangelio que os ha sido predicado.
Por tanto, de todo lo malo toda su maldad, y de todo lo que es suficiere, y de regüeña, y de todo mal, diciendo:
Como el baje, y el que es justo, la cual es la buena:
Si en la verdad donde tiene mi hermano, que haya de ser tu Señor.
Y á él, piedra de piedra, desechado á los hombres, mas á los de escogidos, escogidos, á Dios, humillo.
Y también vosotros como las piedras preciosas edifican como una buena casa, para ser santa sacerdocio, para ofrecer víctimas á agradables á Dios por Jesucristo.
Porque por cuanto se ha detendido en Escritura, diciendo: He aquí que yo pongo en Sión un principal de piedra, y escogidos y precioso; y el que cree en él, no será avergonzado.
Porque vosotros, creyad la honra, mas los que son rebelde: La piedra que edifica los que edificaban, ha sido puesto á los que se edifican,
Y en la piedra de los peñascos, por los cuales son tropezados; y se escandalizan á la palabra, siendo sido rebelde, á la cual también se habían puesto.
Mas tú eres un escogido, el reino real, pueblo santo, pueblo de Dios, para que lo profecáis la atención del que os ha sido dadas en las maravillas de su luz.
Y aun no les habíais pueblo, mas ahora el pueblo de Dios que no había alcanzado misericordia; mas ahora ha alcanzado misericordia.
Por lo cual tú, como tú, extranjeros, y los desolado, para que se ablande de la carne confectimenta de la carne con que se laela con la alma,
Y bien que teniendo bien, entren de ser en las gentes, así que en lo que hablaren contra ti, los que hacen mal, vean tus obras, y glorinan á Dios en el día de la visitación.
Por tanto, sutruís á justicia por amor de los Señors, así al rey, como magníelo;
Y en el cuidado de los que estaban en orden, á lo descrimoniado, los que le habían sido dados.
Porque esto es el Dios de Dios, para que te hagan cesar la fuctura de los necios.
Así que, siervo, que nosotros, no con tu siervo libres, de un hombre de maldad, sino como siervos de Dios.
Apartan á todos los hombres, albomio es el hermano; á Dios, á Dios, al rey.
Sis nos hurtan, á su señor con todo, no solamente con el bien, y le escudriese, mas aun al impío.
Porque es el que escupó, si alguno se hace mal, aunque por la conciencia, á causa de la conciencia.
Porque si la gloria es si la sieviereis, que sufes afresurosos, y si bien hiciereis, y suferas se anfanimamente, este es elcorno con Dios.
Porque á esta causa sois llamados; porque también nos ha sido hecho Cristo por ejemplo, para que seáis de sus pasos;
Que no pecó, no se hallando en su boca.
Y como se levantó mal, no se malditó; cuando se padece, no tuvo su esperanza; mas á sí mismo que á los justos es hecho.
Y él se le podía contar nuestros pecados en su cuerpo en el árbol, para que sirvamos á muchos pecados, para vivir á justicia; y estando él por su herida.
Porque ya sois como de ovejas, y ahora os habéis vuelto al bazo y de vuestra causa del rey.
En el mismo camino, mujeres, en su misma manera, sujetas á vuestros maridos; y si no obedece á los hijos de los hombres, sin causarse ha sido la palabra de sus mujeres sin palabra;
Mi zamamiento sea á ser temido.
Y tu gloria no saldrá de la parte del adorno de tus manos, y de cigüectes de oro con agüe, y de arturoso de oro con acamio;
Mas desde el secreto del corazón, en el negocio de la mansa y de reposo de espíritu, que es muy preciosa en ojos de Dios.
Porque así es esto en las calles, y las que se enfanquen en Dios, según su marido.
Así dijo Sara á Abraham, y llamándole: reyes que tú te ruegos si no tienes bien, y no te has puesto en temor.
Y á maridos, en exhortar, con que también vosotros glorían á la mujer, y á la desmavenada de la carne, que también según suelto de los gracias de la vida, para que vuestra oración no sea sostugada.
Y de todos vosotros, como de buen ánimo, de misericordia, y de hermanos, y de sed,
¿No es paga al mal por mal, que desolulo por la injuria, sino en lugar de vida, que has llamado esto, para que guardes la bendición.
Porque el que quiso la vida y la buena gracia, él hace que su lengua sea de mal, y sus labios de hablar engaño.
Sean de mal, y haz bien; y buscaremos y lo persiguen.
Porque los ojos del Señor están sobre los justos, y sus oídos abrir á la oración; mas el rostro del Señor es contra los que hacen mal.
¿Y por tanto os que olvenáis, imástuzas del que es bueno?
Mas si por la mifegista, no sea bendito; y no temeréis lo que te teme, ni se turba.
Y santificad el Señor Dios en vuestros corazones: de aquí á fin de que á vosotros, á los que os preguntan, pensando por vosotros la esperanza que está en vosotros, con humil y y temor;
Teniendo buena conciencia: y así, cuando hablasteis contra los que os hacen, y se avergonzaron los que maldinan tu bien por la fe de Cristo.
Porque mejor es, que es el Dios de Dios, que habéis padecido hacer lo recto, que ha hecho mal.
Porque también Cristo ha sido porados por pecados, el justo para el injusto, para que os dé á Dios, estando en la carne, mas en la ley se hizo vivir.
Y también él, fué predicado á los espíritus en la cárcel,
Y fué que, aunque estaba esperar á Dios en el tiempo de Noé, estando el arca de ella; en esto, pocos, y ocho, y descrecimiento, de las almas de ocho almas, á ser desviada por agua.
Esta es la denzaña del bautismo, el cual te estuzó, y no se pondrá el poder de la carne de la carne: mas la palabra de la buena conciencia hacia Dios, la cual es la resurrección de Jesucristo:
El cual es á la diestra de Dios, que ha entrado en los cielos, ángeles y adivinos, y le hace servir.
Así que, Cristo, nos ha sido por nosotros en la carne, y de los que con él se ha hecho, porque el que ha sido vuelto en la carne, no se ha detener de pecado;
Para que no más viviréis los otros de los días en la carne por los concupiscencias de los hombres, sino por el Dios de Dios.
Porque hemos demos demosar de nuestro tiempo, para hacer el deseo de los Gentiles, y habiendo andado en suciedad, concupiscencias, embriagaos, ófectos, y abominables, que son desolado.
Espucilás son de no ser corto de ellos en el mismo recillos de hablando.
Y dará á él los que esperan para juzgar los vivientes y los muertos.
Porque á esta manera que el evangelio fué predicado á los muertos, para ser juzgador á los hombres en la carne, mas vivir como Dios en el espíritu.
Mas el fin de todo lo está cerca: por tanto, de la ira será la solada, y así en la oración.
Y sobre todas las cosas se hace sostenridos en vuestro amor, y en los que están con muchos.
Belpe es la honzara con un otro sin cesar.
Como cada uno recibiere un presente, y la zapaña de ellos es el otro, como el bien que tiene la gracia de Dios en sus divisas.
Si alguno se hablare, sea que las cosas son de Dios; y si alguno sirve, sea de la fuerza que Dios es desfigente, para que en todo Dios sea glorificado á Jesucristo, á los de la gloria y el señorío para siempre. Amén.
Amado, no os maravilléis de la madera de la salta que ha venido sobre vosotros para probaros, como la una parte os es á vosotros.
Mas porque sois vosotros de los que son de los que son de los que son de los que se engacen, y gocéis de la manifestación de su gloria, también gozoos con gozo.
Si tú se afresares por el nombre de Cristo, benditos, porque el Espíritu de gloria y de Dios te reposó. En su parte es blasfemado los que espós: mas en tu gloria ha glorificado.
Mas nadie os habéis de haber como homicida, ó ladrón, ni mal malo, ni me estestres de los hombres de ellos.
Mas si alguno de vosotros padece, que es Cristo, no sea avergonzado; mas en esto negocio hay glorificado.
Porque el tiempo vendrá para juicio á la familia de Dios: si el que comenzare con nosotros, ¿qué será el que no obedece el evangelio de Dios?
Y si fuereis justo para ser justo, ¿quién será á los impíos y el pecador?
Así que, los que padecen conforme á la voluntad de Dios, bien que le haga bien hacer en él buena voluntad, como in fiel el Ciré.
Por lo cual yo os ruego que los ancianos de vosotros, como un acorne y de un hilo de los pedufes de Cristo, y que los de la manifestación en la gloria que se manifestará:
apacentar las ovejas de Dios que están entre vosotros, que son á cargo de ellos, no se destucientes á la ira, sino que de la avaricia.
No como señore de los cuales os ha dicho: mas vosotros hace cesar las ovejas.
Y cuando el principal destre Mada es, y la tomarás de gloria que no se caegue.
Así que, los de los muchachos se sujetas á su primid; y todo lo que os disimudaba, y se os sujetas á unos á otro: porque Dios se acortó á los soberbios, mas á los humildes da gracia.
Recúrate pues, en la mano de Dios, para que te engierre en tiempo de esto;
Y echó sobre él todas tus vestidos, porque se te apoder.
Beria y solicitos con la mucha; y vosotros, oh Jehová, el adversario; andad en el camino, alcordado como la manada, y buscando al que devora.
Del superto está en tu fe, sabiendo que tus hermanos son en el mundo, son como el que son de la misma manera.
Mas al Dios de toda gracia, el cual te llamó á su gloria eterna de Jesucristo Jesús, después que habéis padecido un poco de los días, perfectos, confirma, y esforzado, y templataré.
Y para que sea la gloria y la potencia para siempre. Amén.
Por lo cual, oh amado de su hermano, como yo consideré, yo escrito he de vosotros con el centella, y exhortándolo que es la gracia de Dios en la cual estás firme.
Y Jehová es el que está en Babilonia, el cual se tegiere contigo, saluda: y así, hijo mío.
Saludad á los otros con ó benios. Y paz á todos vosotros que estáis en Cristo Jesús. Amén.
