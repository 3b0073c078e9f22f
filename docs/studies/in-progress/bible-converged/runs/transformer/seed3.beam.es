En los días que juzgaron los jueces, hubo hambre en la tierra: y un hombre de Beth-lehem de Judá fué á vivir en la tierra de Moab con su mujer y sus dos hijos.
Y el nombre del hombre era Elimelec, y el nombre de su mujer Nahahi; y los nombres de sus dos hijos eran Mulla, y Chêl-lehem de Judá: y vinieron á la tierra de Moab, y habitaron allí.
Y murió Eliúra, el marido de su marido, y murió; y dejóla con sus dos hijos.
Y tomaron por mujeres de los Moabitas, y el nombre de la una, y el nombre de la otra era Ruth, y el nombre de la otra. Y habitaron allí diez años.
Y murió Malla, y Chilion-gil, y murió la mujer de sus dos hijos y de su marido.
Entonces ella se levantó con sus hijas, para volverse de la tierra de Moab; porque ella había oído en la tierra de Moab, cómo Jehová había visitado su pueblo en darle pan.
Y salió de aquel lugar donde estaba, y sus dos hijas con ella; y ellos se fueron á la tierra de Judá.
Y le dijo Nada dos hijas: Id, y volveos cada uno de vosotros á la casa de su madre: Jehová hará con vosotros como vosotros, como habéis hecho con los muertos y conmigo.
Y Jehová te mojará para hallar reposo, cada uno de ti en la casa de su marido. Y ella besó, y lloró su voz, y lloró.
Y ellos le dijeron: No; mas nosotros volveremos á tu pueblo.
Y dijo Nahú, dijo: Id, hijas mía; ¿por qué quieres que vayas conmigo? ¿hablo yo en mi vientre, para que sean vuestros maridos?
Id, oh doncellas, andad; porque yo soy ya ya ya viejo; y si dijeren: Si he esperado un marido esta noche, y también llevaré á hijos;
¿Has esperar hasta que se hayan de tener? ¿pondrás tú también de tenido marido? No teniendo hijas de mis hijas, porque por amor de Jehová se había salido contra mí.
Y alzando la voz de ellos, lloraron; y después que besó su madre, y lloró con ella.
Y ella dijo: He aquí tu hermana ha declinado á su pueblo, y á su dios, y á su dios te llamarás.
Y dijo: No me importéis, y volveréis de en pos de vosotros; porque á donde vayais, y yo iré, y á dónde os quedaré: y vuestro pueblo será mi Dios, y vuestro Dios.
Y donde moriré, y allí seré sepultado; y Jehová me hará así, y así me añada, y también la muerte, si á vosotros hay alguna cosa.
Y viendo Nahú que estaba acordado de ir con ella, dejóla de dejarla.
Y yendo ellos ambos á Beth-lehem, hasta que viniendo ellos á Beth-lehem, toda la ciudad fué acostada, y dijeron: ¿Es este este este tu nombre?
Y ella les dijo: No me llamas: llamadme, porque el Todopoderoso ha hecho muy amargamente conmigo.
Y salí, y Jehová me ha traído vacío para vacío: ¿por qué me llamas por no, porque Jehová ha testificado contra mí, y el Omnipotente me ha afligido?
Y volvióse Naho, y Ruth á los Moabitas, y á su nuera, y á su nuera, los cuales volvieron de la tierra de Moab: y vinieron hasta Beth-lehem, al principio de la siega de cebada.
Y Nahín de su marido de su marido, fuerte, poderoso de riquezas, de la familia de Elimelech, y su nombre Booz.
Y dijo Ruth á los Moab: Vamos ahora á la heredad, y rebuscáis el campo, y rebuscarán entre las espigas después de él. Y ella dijo: Ve, hija mío.
Y ella fué, y vino, y rebuscó en el campo según los segas; y viniendo á la parte del campo, Bosoz de la familia de Elimelech, la familia de Elira.
Y he aquí, saliendo de Beth-lehem, dijo á los segadores: Jehová sea contigo. Y ellos le respondieron: Jehová te bendiga.
Entonces Booz dijo á su criado que estaba sobre los siegas: ¿Quién es la moza?
Y el siervo que estaba puesto sobre los segadores, dijo: Este es Moabita, el cual volvió á Najo de la tierra de Moab.
Y ella dijo: Yo te ruego que me rebuscos, y sege tras los segadores de ella; y vino ella, y ha quedado hasta la mañana, hasta que descansó un poco en casa.
Entonces Booz dijo á Ruth: Oid, hija mío, y no entréis en el campo, ni os entréis aquí, sino que estaos á mis criadas.
Sean tus ojos sobre el campo que se siegan, y van tras ellos: ¿No he mandado yo á los mancebos no te tocarán? Cuando tú sediento, ve á los vasos, y beber de lo que los jóvenes se devan.
Y ella cayó sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que me tomes ciencia de mí, porque soy extranjero?
Y Booz de ella respondió: Yo he sido dicho de todo lo que has hecho á tu madre, y cómo habéis dejado tu padre, y cómo habéis dejado tu madre, y la tierra de tu nacimiento, y habéis venido á pueblo que no habían conocido antes de ti.
Y Jehová el pago á tu obra, y harto sea dado para ti de Jehová el Dios de Israel, debajo de sus alas han venido á esperar.
Y ella dijo: Halle ahora gracia en tus ojos, señor mío, por cuanto me consolaste, y por cuanto has hablado con tu siervo, aunque yo no soy como uno de tus siervos.
Y aconteció que al presente le dijo: Ven acá, y come de pan, y come tu bocado en la vid. Y ella se sentó junto á los segas, y comieron su grano, y se hartaron, y quedóse de ella.
Y como ella se levantó, mandó á Bob á sus mancebos, diciendo: Buscase entre los gavios, y no la afrenta de ella.
Alboroba á algunos que se apartan de ella, y dejadla; rebuscéisla, y no la reprendáis.
Así rebuscó ella en el campo hasta la tarde; y extendió lo que había rebuscado, y fué como un epha de cebada.
Y la tomó, y fué á la ciudad; y la nunca vió su suegro lo que había rebuscado; y sacóla, y dióla á ella la que dejó.
Y la madre de ellos le dijo: ¿Dónde estás hoy? ¿De dónde has hecho? Bendito el que no te ha engendrado. Y ella dijo á suegra con la que había hecho? Y ella dijo: El hombre con quien yo vuelto es hoy.
Y dijo á su nuera: Bendito sea varón de Jehová, que no dejó su misericordia á los vivientes, y á los muertos. Y el nombre le dijo: El varón es nuestro pariente para con nosotros uno de nuestros cercanos.
Y dijo Ruth á los Moabitas: Sí, él me dijo: Dejaréis ir á mis mancebos hasta que acabaron toda mi mi mi mi mi mies.
Y Najuró á Ruth su nuera: Buena es mi hija, que salisteis con sus criadas, y no os encontraron en el otro campo.
Y paróse á las criadas de las criadas, á Bob, hasta el rebusco de trigo y de siega; y ella habitó con su madre.
Y su madre dijo á suegra: Mi hija no te buscaré para ti, para que te vaya bien?
Y ahora ¿no es nuestra Binma, y cuyos criadas? He aquí, él será castigada hasta la era.
Lavad, y ungete, y ve, y desciende al la era; mas no te haga saber al hombre hasta que haya acabado de comer y bebiendo.
Y será que cuando durmiere, no te pondrás lugar en el lugar donde está echado: entonces irás sus pies, y yacerás; y él te dirá.
Y ella le dijo: Todo lo que dijeres, haré.
Y descendió á la era, y hizo todas las cosas que su madre le dijo.
Y aconteció que, como se comiere y bebía, y se alegrará su corazón, y descendió á dormir en el cabo de un montón de grano: y ella descubrió sus pies, y echóse.
Y á la media noche fué estrellada, y se apartó; y he aquí una mujer echó á sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy Ruth tu siervo; por esta causa la esquina de tu sierva sobre tu siervo, porque tú estás cerca de ti.
Y él dijo: Benditos de Jehová, hija mío: has hecho misericordia en el cabo de la postrera que al principio, porque no has andado en pos de los mancebos, ni rico, ni rico.
Ahora pues, hija mío, no temas: yo haré á ti todo lo que dijeres: porque toda la ciudad de mi pueblo sabe que eres de mujer.
Y ahora es verdadero que yo estoy delante de sí mismo: mas hay cerca de ti más cercano que yo.
Estaos de esta noche, y de mañana, si él hiciere por vosotros la parte de un hacha. hagan los órdenes de Hemán. Mas si no hiciere la guarda de un pesegente, yo hago lo que se guarda de ti, como Jehová vive. Desde la mañana hasta la mañana.
Y echóse á sus pies hasta la mañana, y levantóse después de discernir el uno á los otros: porque dijo: No sea que la mujer vino á la era.
Y él dijo: Trae al hombre que está sobre ti, y tómalo. Y ella calló, y midió seis medidas de cebada, y púsolo sobre ella; y él entró en la ciudad.
Y como ella vino á su madre, dijo: ¿Cómo fué, hija mío? Y ella le dijo todo lo que el hombre le había hecho.
Y ella respondió: Estas seis medidas de cebadas; porque él dijo: No vayas vacío tu madre.
Y ella dijo: Esperad, oh hija, hasta que conozcáis lo que vendrá; porque el hombre no reposará hasta hoy.
Y subiendo á la puerta, se sentó allí, y he aquí que los cercanos de Booz, que se llamaba Booz, y llegó á él: Ven, amigo, y se sentó. Y él se puso, y sentóse.
Y Booz tomó diez varones de la ciudad, y dijo: Estad aquí, y se sentaron.
Y dijo á los cercanos: Ethán, que ha venido de la tierra de Moab, que vende la tierra de Moab, la cual era nuestro hermano de Eli, la cual era nuestro hermano.
Y dije á vosotros, diciendo: Dejad delante de los que están aquí, y delante de los ancianos de mi pueblo. Si lo redimieres, redimieres; mas si no lo redimieres, dirásme, para que yo sepa. Porque no hay quien lo redime; y yo soy después de ti. Y él dijo: Yo lo redimí.
Entonces Booz dijo: El día comprares el campo de la mano de Nahahi, tú lo compraréis de los Moabitas, mujer de los muertos, para que levante el nombre de los muertos sobre su heredad.
Y los cercanos dijeron: No lo redimí para mí, porque no tengo fin de tomar mi heredad; toma mi derecho para ti mismo; porque no lo redimí.
Y esto era la costumbre de los primeros en Israel, acerca de redimiendo y descos, para confirmar todas las cosas: y tomó un hombre la arena, y dióla á su prójimo; y fué el camino de la hacienda de Israel en Israel.
Entonces se acercaron á Hemán, Booz á Booz, y tomóla por ti la arena.
Y Booz dijo á los ancianos y á todo el pueblo: Vosotros sois testigos hoy, que he comprado todo lo que era de Eliath, y todo lo que fué Chilion-lan, y de la mano de Najoth.
Asimismo Rutha, mujer de los Moabitas, mujer de Mulada, he aquí para levantar mi mujer, para levantar el nombre de los muertos sobre su heredad, para que el nombre de los muertos no sea cortado de entre sus hermanos, y de la puerta de su lugar. Vosotros sois testigos hoy.
Y todo el pueblo que estaba á la puerta, y los ancianos dijeron: Nosotros somos testigos: Jehová haga también la mujer que ha entrado en tu casa como Rachêl y como Lea, la cual edificó la casa de Israel; y vosotros comisteis en Ephrata, y en Ephrata, y en Beth-lehem.
Sea tu casa como la casa de Phares, que Thamar parió á Judá, de la simiente que Jehová te dará por mano de esta mujer.
Entonces Booz tomó á Ruth, y ella engendró á su mujer, y entró á ella, y Jehová la amó, y parió un hijo.
Y las mujeres dijeron á Nahín: Bendito sea Jehová, que no te ha quedado hoy de zarcillos: sea su nombre en Israel.
Y os será por pago de vida, y os sustentad en vuestros días; porque vuestros yernos, que os ama, que os ama, que mejor os ha dado por siete hijos, que le pariere.
Y tomó á su hijo el niño, y púsolo en su seno, y engendró á él.
Y las mujeres y sus vecinos, le dieron nombre, diciendo: Hijo es nacido á Nahahi; y llamó su nombre Obed: el padre de Isaí, padre de David.
Y estas son las generaciones de Phares: Phares engendró á Hesrón:
Y Hesrón engendró á Ram, y Ram engendró á Aminadab;
Y Aminadab engendró á Naasón, y Naasón engendró á Salmón;
Y Salmón engendró á Booz, y Booz engendró á Obed:
Y Obed engendró á Isaí, y á Isaí engendró á David.
¡Cómo se sentó la ciudad alegre, que fué llena de pueblo! ¡Salvó como una viuda, que fué grande entre las gentes, cuyos príncipes están entre las provincias entre las provincias!
Allí llora amargamente en la noche: sus mejillas sobre sus mejillas; en todos sus amantes se consoladores no hay quien la cons: todos sus amigos se levantaron contra ella, y serán sus enemigos.
Y Judá entró en cautiverio á causa de la aflicción y á causa de la grana: mora entre las gentes, y no la hallará. Todos sus trabajos le alcanzaron en su angustia.
El camino de Sión se enlutó, porque no viene á la solemnidad de la congregación: todas sus puertas están asoladas: sus sacerdotes afligidos son sus vírgenes, y se afligieron en amargura.
Sus enemigos han sido cabeza, y sus enemigos: porque Jehová ha afligido para la multitud de sus rebeliones: sus hijos descendieron á cautiverio delante del enemigo.
Toda majestad de Sión se apartó de la hija de Sión: sus príncipes fueron como amados que no hallaban pasto, y no han entrado delante de los persigadores.
Acordábase Jerusalem en los días de su aflicción, y de sus dueños todo lo que era de los días del tiempo, cuando su pueblo calentaba en mano del enemigo, y no se ayudó; y se burlaron de sus enemigos, y se burlaron de sus asolamientos.
Jerusalem ha pecado grave; por lo cual ha sido inmundo: y todos los que la aborrecieron, porque la han visto su desnudez, y sus gemidos se apartan.
Sus faldas fué en sus orillas, no se acordaron de su postrimería: por lo que ha descendido á logado, no ha consolado. Mira, oh Jehová, amargura mía; porque el enemigo se engrandeció.
Y extendió su mano sobre todas sus cosas deleites: porque ha visto que las gentes han entrado en su santuario, por el cual mandaste que no entrar en tu congregación.
Y todo su pueblo gime, y buscaban pan; y han dado su alma deleites á su alma: He aquí, oh Jehová, y mira, porque yo he menospreciado.
¿No sois vosotros todos los que pasan? Mirad, y ved si hay dolor como mi dolor, con que mi dolor me afligieron, con que Jehová me afligió en el día de su furor.
Desde lo alto ha enviado á mis huesos, y prevalece contra ellos: cómpióse una red para mis pies; él me ha vuelto, hame desolado, y debilitado todo el día.
La yugo de mis rebeliones está atada con su mano, tendréis ligados; han subido sobre mi cuello, hame faltado mi fortaleza; y el Señor me ha entregado en sus manos, contra los cuales yo no podrá resistir.
El Señor ha puesto por nada mis valientes en medio de mí: ha llamado solemnidad contra mí los mancebos: el Señor pisó la virgen hija de Judá, como pisada en el lagar.
Porque estas cosas lloré; mis ojos corren con agua, porque el consola mi alma se alejó de mí, mi alma está lejos de mí: mis hijos han sido asoladas, porque el enemigo ha prevalecido.
Sión extendió sus manos, y no hay quien lo consola: Jehová ha mandado acerca de Jacob, para que los que están alrededor de él, para que los que están alrededor de ellos.
Jehová es justo: porque contra su mandamiento he rebelado: oye ahora todos los pueblos, y mira mis dolores, y mis mancebos se fueron en cautiverio.
Y llamé á mis amantes, y me han engañado: y mis sacerdotes y mis ancianos dieron el espíritu en la ciudad, estando ellos para comer por comida á sus almas.
Mira, Jehová; porque estoy en angustia: mi corazón se turbará de mí, y mi corazón se en medio de mí; porque he sido rebelde, y el cuchillo se ha rebelado, y el cuchillo es como la muerte.
Oído han que su gemido, y no hay quien me consola: todos mis enemigos han oído de mi mal; se alegrarán, y te alegrarán, y el día que has anunciado, y serán como me has preminado.
Dejad toda su maldad delante de ti: hacedlos como me hicisteis por todas mis rebeliones: porque mis gemidos son muchos, y mi corazón se desmayan.
¡Cómo ha cubierto la hija de Sión con nube en su furor, y ha echado la hermosura de Israel desde el cielo hasta la tierra, y no ha acordado de sus pies el estrado de su furor!
El Señor tragó á todas las moradas de Jacob, sin compasión de su ira, é hizo caer en su furor á las fortalezas de la hija de Judá; y él los ha profanado al reino, y á sus príncipes.
Cortó de todo el cuerno de Israel en ira, y voló su diestra de delante del enemigo, y quemó á Jacob como fuego que consume á Jacob en derredor.
Estreme su arco como enemigo; ha estado con su diestra como un adversario de enemigo, mató todo lo que fué en el ojo de la hija de Sión: en la tienda de la hija de Sión derramada como fuego.
El Señor se ha hecho como enemigo, tragó á Israel: tragó todos sus palacios, destruyó sus fortalezas; y multiplicó sus fortalezas, y endechará en la hija de Judá.
Cortó con su tabernáculo, como si huerto era el huerto: ha talado su lugar, ha hecho Jehová solemnidad y sábado, para que se olvidó de Sión; y furor de su ira menospreció, y menospreció el rey y el sacerdote.
El Señor destó su altar, y abominó su santuario, y dió las paredes de sus palacios en mano del enemigo; hicieron ruido en la casa de Jehová, como en el día de la congregación.
Destruyó Jehová al muro de la hija de Sión, y extendió el cordel, y no apartó su mano destruyó: hizo el carnero, y endecharon.
Sus puertas tienen el sol en la tierra, y destruyó sus cerrojos: sus príncipes son entre las gentes á donde no es la ley: y sus profetas no hallará visión de Jehová.
Y los ancianos de la hija de Sión se sentaron sobre la tierra; callaron, y echaron polvo sobre sus cabezas; vestidos de sacos se vestirán de sacos. Y las doncellas de Jerusalem derribaron sus cabezas á tierra.
Mis ojos desfallecieron con lágrimas, y mi corazón se turbará sobre la tierra, por causa de la destrucción de la hija de mi pueblo; porque los hijos y los niños y los que maman en las calles de la ciudad.
Y preguntaron á sus madres: ¿Dónde está el grano y el vino? cuando los heridos en las plazas de la ciudad, cuando se derraman su alma en el seno de su madre.
¿Qué pues te testificaré de ti? ¿y qué te daré, hija de Jerusalem? ¿qué te compararé á ti, oh virgen hija de Sión? porque tu nariz como la mar.
Tus profetas han visto vanidad, y visiones para ti: no han descubierto tu maldad, sino para tornar tu cautiverio, y has visto vanidad.
Y todo lo que pasaban sus manos, y sus galetes en la hija de Jerusalem, diciendo: ¿No es ésta la ciudad que los hombres llamaron la hermosura de toda la tierra, y el gozo de toda la tierra?
Todos tus enemigos han abierto su boca sobre ti, y contra sus dientes y crujían sus dientes: dijémosla hemos transgado, y reviémoslo en este día: hemos hallado.
Jehová ha hecho lo que ha hecho, cumplió su palabra que mandó en los días de los días antiguos; él echó, y no ha revuelto; é hizo que se alegrará el enemigo sobre ti, y ensalzado el cuerno de tus enemigos.
Y clamaba el corazón de ellos al Señor; y de la pared de la hija de Sión, lágrimas como un río de día y de noche; no te descanses tus ojos.
Levántate, clama en la noche, al principio de las vigilias: derrama tu corazón como agua delante del Señor; alza tus manos hacia él para la vida de tus hijos, que desmayan por hambre de todas las plazas.
Mirad, Jehová, y ved al cual habéis hecho así: ¿La simiente comerá las mujeres, los hijos que asolaron, y ahuelan sobre sus rodillas? ¿han de ser muerto el sacerdote, y el profeta del Señor?
Y la mocedad y el viejo dormirá sobre la tierra en las plazas: han caído mis doncellas y mis mancebos han caído á cuchillo; y tú los mataste en el día de tu furor, y no has matado.
Habéis llamado, como en el día de la solemnidad, mi terrores, á todos lados; no escapó ni quien quedó en el día del furor de Jehová: mi enemigo ha consumido á los que yo afligieron, y llevé.
Yo soy el hombre que ha visto aflicción de su furor.
Y llevóme, é hízome andar en tinieblas, y no en luz.
Ciertamente él volverá su mano contra mí, y volverá á todo el día.
Hizo también mi carne y mi piel, quebra mis huesos.
Y edificó contra mí, y extendióme con amargura, y endurecióme con amargura.
Hame habitar en tinieblas, como los que fueron muertos.
Quitóme de tal manera, y no salí; afligió mis cadenados.
Y cuando clamare, y llamé, cerró á mi oración.
El muro desmenuzó mis caminos con piedra, y mis veredas es molido.
Quiero está como parra echado en mentira, como león escondido.
El se apartó de mi camino, y melló en piezas, y me ha asolado.
El se doblaba su arco, y ponme en saeta de ella.
El que hizo errar á mis riñones, para entrar en mis riñones.
Yo me he sido por escarnio á todo mi pueblo, y su canción todos los días.
El me ha henchido de amargura, y me ha hurtado con gusano.
Derramó además mis dientes con los sepulcros, y cubrióme de ceniza.
Apartaste mi alma de paz, y desaté bien bien.
Y dije: Mi fortaleza se perdió, y mi esperanza está de Jehová.
Acuérdate de mi aflicción y de mi trabajo, el gusano y la amargura.
Mi alma se acordó de ellos, y está inclinada en mí.
Estando á mi corazón, espero; porque espero.
A causa de las misericordias de Jehová no somos consumidos, porque sus misericordias no se han acabado.
Todos ellos son de mañana, y Grande es tu verdad.
Jehová es mi porción, dice mi alma: por tanto esperaré en él.
Jehová es bueno á los que le esperan, y al alma que le buscan.
Bueno es que el hombre espera y reposar, y esperar la salud de Jehová.
Bueno es el hombre que lleva el yugo en su mocedad.
Y siéntate, calle, porque él lo puso sobre él.
Y pondrán su boca en el polvo, y si hay esperanza para que haya esperanza.
Díganle su mejilla al que lo hiriere, y sea lleno de afrenta.
Porque el Señor no echará para siempre.
Porque aunque me contriste, aun se compadecerá conforme á la multitud de sus misericordias.
Porque no afligiese de su voluntad, ni contristó á los hijos de los hombres.
Tornará á todos los presos de la tierra;
Para apartar el derecho del hombre delante del Altísimo;
Aparta al hombre en su causa, el Señor no aproba.
¿Quién es el que dice, y viene á pasar, cuando el Señor no lo mandó?
¿No es malo y bueno fuera de la boca del Altísimo?
¿Por qué al hombre viviente? ¿y por el castigo del pecado de sus pecados?
Procuramos, y vueltos nuestros caminos, y volvían á Jehová.
Levantémonos de nuestro corazón con nuestras manos á Dios en los cielos.
Hemos traspasado, y has rebelado; no has perdonado.
A nosotros cubrístenos de ira, y nos has muerto; no has muerto, ni has fornicado.
A ti cubriste de nube, y no pasará por la oración.
Pusístenos por medio de los pueblos.
Todos nuestros enemigos han abierto su boca sobre nosotros.
Temblad, y el hoyo ha venido sobre nosotros, línea y quebrantamiento.
Mis ojos descendieron con arroyos de agua, porque el quebrantamiento de la hija de mi pueblo.
Mis ojos descanden, y no cesarán, ni en ningún presente;
Hasta que Jehová miró, y vió desde los cielos.
Mi ojo guarda mi alma, á causa de todas las hijas de mi ciudad.
Hanme persiguido como ave, y los que están mis enemigos sin causa.
Derramaron mi vida en la mazmorra, y pusieron sobre mí una piedra.
Destruyéndome sobre mi cabeza, dije: Yo soy cortado.
Y sobre tu nombre llamé, oh Jehová, de la cárcel.
Oíste mi voz: No encubras tu oído desde mi gemido, y mi clamor.
Y llegasteis en el día que os llamé, y dijisteis: No temáis.
Señor, tú has abominado la causa de mi alma: has redimido mi vida.
Oh Jehová, has visto mi injuria; juzga mi causa.
Vosotros habéis visto todas sus venganzas, y todos sus pensamientos contra mí.
Tú has oído su oprobio, oh Jehová, y todos sus pensamientos contra mí;
Los labios de los que se levantaron contra mí, y contra mí pensaron el día de ellos.
Ves tú sus sentados y subas; yo soy su canción.
Daráslos, oh Jehová, conforme á la obra de sus manos.
Y les daréis dureza de corazón, para que les maldijeres.
Y los perseguiréis en ira, y los destruirás de debajo de los cielos de Jehová.
¿Cómo se ha tornado el oro puro, y ha mudado el oro puro? Y las piedras del santuario fueron derramadas por cabeza de todas las plazas.
Los hijos de Sión, compararon de oro, que son deshacedores como de cántaros de manos del alfarero, obra de manos del alfarero.
Así que, los chacales de ellos, amasan sus hijos: mas la hija de mi pueblo fué cruel, como el buho en el desierto.
Y la lengua de los hijos se pegaban á la boca del techo de su boca; y los hijos pidían pan por pan, y no hubo quien los apague.
Y los que comieron son asolados en las plazas; y los que llevaban en las calles, abrazaron los estiércoles.
Porque la maldad de la hija de mi pueblo es mayor que el pecado de Sodoma, la cual fué derribada como en un momento; no las manos sobre ella.
Y sus príncipes fueron más limpios que la nieve; y fueron más blancos que la leche que la leche; y fueron más de piedras preciosas que rubis.
Su parecer es más negro que un brasero; no son conocidos en las calles; su piel se pegó á sus huesos, y se secase como la madera.
Los que son muertos con cuchillo, son mejores que los que son muertos con hambre; porque estas esta estacantan, por falta de los frutos del campo.
Y las manos del pozo apoderezaron sus hijos, y su comida fueron en el quebrantamiento de la hija de mi pueblo.
Jehová ha cumplido su furor; extendió su ira, y encendióse fuego en Sión, el cual consumió sus fundamentos.
Y no creyeron los reyes de la tierra, ni todos los moradores del mundo, para que venga el enemigo y el enemigo á las puertas de Jerusalem.
A causa de los pecados de sus profetas, y de los pecados de sus sacerdotes, que derramaron la sangre de los justos en medio de ella.
Como ciegos andan en las plazas; con sangres se contaminaron, y no toman sus vestidos.
Apartaos. Y ellos les dieron voces: ¡Sanván! huid, salid, y no tocansando; y cuando huían, dijeron entre las gentes: No pueden vivir aquí.
Derramólos el furor de Jehová, y no atendrá más á ellos: ni miraron al hombre de los sacerdotes, ni á los ancianos.
Nuestros ojos aun se desfallecieron en vanos, esperando en nuestra salud, en gente que no podía salvar.
Abominaron nuestros pasos, porque no podemos andar en nuestras plazas; y nuestro fin se cumplieron nuestros días; porque nuestro fin es venido.
Y nuestros persiguidores eran más ligeros que las águilas de los cielos, acamparonnos sobre los montes; pusieron emboscadas por nosotros en el desierto.
Y el espíritu de nuestras narices fué ungido de Jehová, fué preso en sus hoyos; de los cuales dijeron, debajo de sus sombras viviremos entre las gentes.
Alégrate y alegraos, hija de Edom, que habita en la tierra de Hus; y pasarás por ti el cáliz, y tú serás embriagado, y te pondrás desnudo.
El castigo de tu maldad es cumplido, hija de Sión, y no te llevará más cautivos: él visitará tu maldad, hija de Edom; él descubrirá tus pecados.
Acuérdate, oh Jehová, lo que ha venido sobre nosotros: he aquí, y mira nuestra afrenta.
Nuestra heredad se ha apartado para los extraños, nuestras casas para los extranjeros.
Oyo ó huérfanos somos: de madres son como viudas.
Nosotros pagamos agua para beber, y nuestra leña se nos vende.
Nuestros perseguidores están sobre nuestros cuellos: cansados somos, y no tenemos reposo.
Nosotros hemos dado nuestras manos á los Egipcios, y á los Asirios, para hartar de pan.
Nuestros padres pecaron, y no somos: hemos llevado sus pecados.
Si nos señoree, no hay quien nos libre de su mano.
Y tomamos nuestro pan en el desierto nuestra vida, por la espada en el desierto.
Nuestra piel es semejante á un horno, á causa del horno de hambre.
Apartaron las mujeres en Sión, las doncellas en las ciudades de Judá.
Los consejos fueron humillados de sus manos; y los ancianos de los ancianos no fueron honrados.
Los mozos llevan molinos, y los hijos de dentro de troncos de madera.
Los ancianos cesaron de la puerta, y los mancebos de ellos se tañían.
El gozo de nuestro corazón ha cesado, y nuestra baila en luto.
¡Ay de nuestra cabeza! ¡Ay de nosotros, porque hemos pecado!
Porque esto es nuestro corazón debilitado; porque estas cosas son tus ojos:
Porque el monte de Sión, que es asolada; y los zores andan sobre él.
Oh Jehová, permaneces para siempre; tu trono es de generación á generación.
¿Por qué te olvides de nosotros para siempre, y nos desamparaste por el tiempo?
Oh Jehová, sálvanos, y seremos apartados: hasta nuestros días como de días.
Mas tú desechaste, tú nos has desechado; ensañástete muy en gran manera.
Y las palabras de Azor, que estaban entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá y en los días de Jeroboam hijo de Joas, rey de Israel, dos años delante del terremoto.
Y él dijo: Jehová bramará de Sión, y dará su voz de Jerusalem; y los ejidos de los pastores se enlutarán, y la cumbre del Carmelo.
Así ha dicho Jehová: Tres rebeliones de Damasco, y aun á cuatro, yo no tornaré su castigo, por cuanto han deshonrado á Galaad con armas de hierro:
Mas yo enviaré fuego á la casa de Hazael, y consumirá los palacios de Ben-adad.
Y quebrantaré la barra de Damasco, y talaré el morador del valle de Aván, y al que sostiene el cetro de la casa de Edén, y el pueblo de Siria entrará en cautiverio, dice Jehová.
Así ha dicho Jehová: Sietes de Gaza, y aun á cuatro; porque á causa de ella no tornaré su castigo, por cuanto habían llevado cautivos á Edom, para entregarlos á Edom;
Mas yo enviaré fuego en el muro de Gaza, y consumirá sus palacios.
Y talaré el morador de Asdod, y al que trabaje el cetro de Ascalón, y con mi mano con Ecrón; y el resto de los Filisteos perecerá, dice el Señor Jehová.
Así ha dicho Jehová: tres rebeliones de Tiro, y aun á cuatro, y á causa de ella no tornaré su castigo; porque han entregado toda la enfermedad de Edom, y no se acordaron del pacto.
Mas yo enviaré fuego en el muro de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Sietes de Edom, y aun á causa de cuatro, yo no tornaré el castigo de ellos, por cuanto él siguió su hermano á cuchillo y á toda misericordia, y su furor se enojaba para siempre;
Mas yo enviaré fuego en Temán, y consumirá los palacios de Bosra.
Así ha dicho Jehová: tres rebeliones de los hijos de Ammón, y aun á cuatro; porque á causa de ella no tornaré su castigo, por cuanto han abrido sobre las mujeres de Galaad, para que echen su término.
Y haré encender fuego en el muro de Rabba, y consumirá sus palacios, con júbilo en el día de la batalla, y con tempestad en el día de la batalla:
Y el rey de ellos entrará en cautiverio, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Tres rebeliones de Moab, y aun á cuatro desconociré su castigo, por cuanto quemó los huesos del rey de Edom enmeros;
Mas yo enviaré fuego sobre Moab, y consumirá los palacios de Crioth; y Moab morirá con júbilo, y con voz de trompeta;
Y cortaré al juez de entre ellos, y mataré á todos sus príncipes con él, dice Jehová.
Así ha dicho Jehová: Sietes de Judá, y aun á cuatro, yo no tornaré su castigo, por cuanto desecharon la ley de Jehová, y no guardaron sus estatutos, y sus mentiras, conforme á sus padres que fueron en pos de sus padres;
Mas yo enviaré fuego sobre Judá, y consumirá los palacios de Jerusalem.
Así ha dicho Jehová: Si tres rebeliones de Israel, y aun á cuatro, no tornaré su castigo, por cuanto han vendido al justo para plata, y al menesteroso de zapato;
Y hollarán las cabezas de los pobres en el polvo de la tierra, y negarán el derecho: y un hombre y su padre uso, para contaminar mi santo nombre.
Y se echaron fuera de todo altar en prenda, y en la casa de su Dios beberán el vino de los que fueron hechos.
Mas yo voqué al Amorrheo delante de ellos, cuyo altura era como lo alto de los cedros, y fué fuerte como el alcornoque; y destruyó su fruto de arriba, y sus raíces de arriba.
Y os saqué de la tierra de Egipto, y os he llevado cuarenta años en el desierto, para poseer la tierra del Amorrheo.
Y levanté á algunos de vuestros hijos por profetas, y algunos de vuestros mancebos para Nazareos; ¿no es esto verdadero, hijos de Israel? dice Jehová.
Mas tú has dado á beber vino á beber el vino, y mandó á los profetas, diciendo: No digáis.
He aquí que yo vuelvo en tu lugar, como un carco de grano llena de grano.
Cortaráse de los ligeros, y el fuerte no se esforzará: el fuerte no se librará.
No permanecerá el arco, ni el que empobrece de pie no escapará: el que montañará al caballo, no se librará.
El que es valiente entre los fuertes de aquel día, caerá desnudo en aquel día, dice Jehová.
Oid esta palabra que Jehová ha hablado contra vosotros, hijos de Israel, contra toda la familia que saqué de la tierra de Egipto, diciendo:
Yo solo te he escogido de todas las familias de la tierra: por tanto yo te visitaré sobre todos tus pecados.
¿Tienen dos, si no se concertan con él?
¿Amará león en la guarida, cuando no tiene presa? ¿mu león clamará de su cabeza, si no alcanzare?
¿Destará ave sobre la tierra, donde no hay lazo para él? ¿sechad el lazo de la tierra, cuando no hay para arrebatar?
¿Tiene la trompeta en una ciudad, sin temor el pueblo? ¿pendrá el mal á una ciudad, y Jehová no lo hizo?
Ciertamente el Señor Jehová hará nada, si no revelaese á sus siervos los profetas.
El león bramó: ¿quién no temerá? El Señor Jehová ha dicho: ¿quién lo profetizará?
Aglad en los palacios de Asdod, y en los palacios en la tierra de Egipto, y di: Juntaos en los montes de Samaria, y ved qué está en ella, y qué hay en ella la opresión.
Y en medio de ellos no conocen á la diestra, dice Jehová, el cual saqueador y en sus palacios.
Por tanto, así ha dicho el Señor Jehová: Con angustiará sobre la tierra, y destruirá tus fortalezas, y tus fortalezas serán saqueados.
Así ha dicho Jehová: Como el pastoreará de la boca de los dos leoncillos, ó lo postrero de la oreja, así librarán los hijos de Israel que se sienten en Samaria, hasta el rincón de dos esquinas; Y sobre las pallas de la cama.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová de los ejércitos.
Porque en el día que yo visito las rebeliones de Israel sobre él, yo también visitaré los altares de Beth-el; y los cuernos del altar serán talados, y caerán á tierra.
Y heriré la casa con el verano, y las casas de marfil perecerán, y las casas de marfil serán los granados, dice Jehová.
Oid esto, ovejas de Basán, que están en el monte de Samaria, los cuales oprimen los pobres, los que quebrantan á los menesterosos: Traenos.
Y el Señor Jehová juró por su santidad: He aquí que los días vendrán sobre ti que te tomarán, y el postrero de los peces.
Y saldrás en el muro, cada uno en derecho de su rostro; y te echarás en Harmón, dice Jehová.
Ve á Beth-el, y pecado: á Gilgal, y el pecado: trae tus sacrificios todos tres días cada mañana, todos tres días;
Y ofreciendo sacrificio de hacimiento de gracias, y publicará dones y dones de ellos; porque esto te agrada, hijos de Israel, dice el Señor Jehová.
Yo también te he dado por limpio de dientes en todas tus ciudades, y falta de pan en cada rocío; y no me has tornado, dice Jehová.
Y reñí las lluvias de ti, cuando aun tres meses hubieran oscurecido á la siega; y haré llover sobre una ciudad, y no la hizo llover sobre la ciudad, y la lluvia se ha secado sobre la haz del campo, y la tierra donde no se seca.
Así que, dos ciudades aturaron á una ciudad para beber agua, y no se hartaron; mas no me volvisteis, dice Jehová.
Y te herí con bálsamo, y azonanas en tu huertos, y tus viñas, y tus viñas, y tu olivas; y no me has vuelto á mí, dice Jehová.
Yo he enviado como plaga de Egipto, y he muerto á cuchillo tus mancebos, y á tus caballos; y henché tus caballos, y he henchido de tu campo, y no me has vuelto á mí, dice Jehová.
Destruyéndote algunos de vosotros, como Dios echó á Sodoma y á Gomorra, y á Gomorra, y á Gomorra, como un palo arrancasteis del fuego, y no me volvisteis á mí, dice Jehová.
Por tanto yo haré esto, oh Israel; porque yo haré contigo esto, para que prevenieres á recibir á tu Dios Israel.
Porque he aquí, el que forma los montes, crío el viento, publica al hombre lo que sucede, que hace las tinieblas y á los altos de la tierra: Jehová Dios de los ejércitos es su nombre.
Oid esta palabra que tomé para endechas sobre vosotros, oh casa de Israel:
La virgen de Israel cayó, y no se levantará más: sobre su tierra será desamparada; no hay quien la levante.
Porque así ha dicho el Señor Jehová: La ciudad que salió mil ciento y cien, y lo que salieron á la casa de Israel diez, á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Buscame, y vivirás;
Mas no buscas á Beth-el, ni entras en Gilgal, ni pasarás á Beer-seba; porque Gilgal entrará en cautiverio, y á Beth-el, y no entrarán nada.
Buscad á Jehová, y viviréis como fuego en la casa de José, y devoraréis, y no habrá quien la tiña en Beth-el.
Los que volviste al gusano, y echas justicia á la tierra.
Buscad al que hizo las Plégias, y volved la sombra de muerte á la mañana, y hará el día de la noche; el cual llama á las aguas de la mar, y los derrama sobre la haz de la tierra, Jehová su nombre es su nombre;
El que trae quebrantamiento sobre el fuerte, y quebrantamiento viene sobre la fortaleza.
Los cuales aborrecen al que reprende á la puerta, y abominaban al perfecto.
Por tanto, por cuanto holláis en los pobres, y tomaos de él gavios de trigo, y las casas de la piedra, y no morasteis en ella; plantasteis viñas, y no beberéis vino á beber vino.
Porque yo sé que muchos se persiguen, y cómo tus pecados son tus pecados, que afligiste al justo, y que tome presente, y al menesteroso en los atrios.
Por tanto, el hombre prudente calla en el tiempo: porque el tiempo es malo.
Buscad el bien, y no mal, para que vivas; y así Jehová Dios de los ejércitos será contigo, como tú dices.
El maldice, bien, y confirma el derecho en los atrios: porque Jehová Dios de los ejércitos será clemente para el resto de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos, así ha dicho el Señor: Estad en todos los caminos, y dirán en todas las plazas: ¡Ay! ¡Ah! ¡Ay! llamarán los labradores, y los que adoran en llanto.
En todas las viñas habrán aullado; porque yo pasaré por medio de ti, dice Jehová.
¡Ay de vosotros los que quieren el día de Jehová! ¿por qué habéis de acabar el día de Jehová? es tinieblas, y no la luz.
Y el hombre huyó de un león, y fuése á él, y entró en casa, y le puso en la pared, y le puso una serpiente.
¿No será el día de Jehová las tinieblas, y no la luz? Ciertamente la oscuridad, y no resplandor en ella?
Aborrecí yo vuestras solemnidades, y no puedo firme vuestras solemnidades.
Y aunque me ofrezcas tus holocaustos y presente, no los aceptaré; ni miraré las paces de tus bestias.
Aparta de mí el sonido de tus canciones; no oiré al salterios de tus arpas.
Mas revuelve sobre los ríos, y como un río de justicia.
¿No me has tú traer sacrificios y pacíficos en el desierto cuarenta años, casa de Israel?
Y tú hiciste la tienda de tu rey, y la estrella de tus esculturas, y la estrella de tu dios que tú te has hecho.
Por tanto, yo os haré entrar en cautiverio de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y á los que están confiados en el monte de Samaria, no de los varones de las gentes, á quien vienen la casa de Israel!
Id á Calneh, y ved allí: y desde allí desciende á Hamath el gran término hasta Gath de los Filisteos. ¿Es mejor que estos reinos? ¿Es mayor que tu término?
¡Ay de ti los que pasan el mal del mal, y hace venir la sombra de violencia,
Que están echados sobre las camas de marfil, y extendiéronse sobre sus lechos, y comeréis los corderos de las ovejas, y los becerros de en medio de la galladura;
Que en el ministerio de arpas, de salterios, que en instrumentos de música, como David.
Que bebían vino en tazones, y ungáronse con los primeros frutos, mas no se entristecieron por la aflicción de José.
Por lo cual vendrán cautivos con los primeros que vayan cautivos; y la fiesta y el al fin de que vaya.
Así ha dicho el Señor Jehová de los ejércitos, Dios de los ejércitos: Abominaré la soberbia de Jacob, y de sus fortalezas: por tanto yo entregaré la ciudad con todo lo que está en ella.
Y será que, si diez hombres estuvieren en una casa, morirán.
Y cuando el hombre lo pone, ¿quién lo sacará, y los cuerpos de la casa, y pregunta al que está en las partes de la casa de dentro, diciendo: ¿Hay aún contigo? Y él dice: No, entonces dirá: Honra. Y no queremos impuciones del nombre de Jehová.
Porque he aquí que Jehová manda, y la grande casa será apedreada, y los pocos, y los niños en casa donde están.
¿Harán caballos de peñascos? ¿ha quien arar con bueyes? Mas tú voláste juicio en amargura, y el fruto de justicia en amargura,
Los que os gozón en una cosa de nada, los que dicen: ¿No tenemos nosotros tomados por nuestros cuernos?
Porque he aquí que yo levanto contra ti gente, oh casa de Israel, dice Jehová Dios de los ejércitos, y te afligirán desde la entrada de Hamath hasta el arroyo de la llanura.
Así me mostró el Señor Jehová: He aquí que él formó langosta en el principio de la postrera de la postrera crecerá; y he aquí que el cabo de la siega del rey.
Y cuando hubieron acabado de comer la hierba de la tierra, dije: Señor Jehová, os ruego, os ruego: ¿cómo pues os podremos estar? porque es pequeño.
Jehová se arrepintió de esto; no será, dice Jehová.
Así me mostró el Señor Jehová: He aquí que el Señor Jehová llamó á juicio por fuego; y secóse el gran abismo, y hubieran consumido la tierra.
Entonces dije: Señor Jehová, ¿y qué te acuerdes, oh Jacob? ¿cómo se podían estar? porque es pequeño.
Y Jehová se arrepintió de esto; y aun no será, dice el Señor Jehová.
Así me mostró, y he aquí el Señor estaba junto á un muro de engnes, y en su mano un cordel, y en su mano un cordel en su mano.
Y díjome Jehová: ¿Qué ves tú? Y dije: Tuvocadero. Y el Señor dijo: He aquí que yo puse un cordel en medio de mi pueblo Israel; y no volveré más á ellos más por ellos.
Y los altos de Isaac serán asolados, y los altos de Israel serán asolados; y yo seré contra la casa de Jeroboam con espada.
Entonces Amasías sacerdote de Beth-el envió á Jeroboam rey de Israel, diciendo: Salomón ha conspirado contra ti en medio de la casa de Israel; y la tierra no podrá sufrir todas sus palabras.
Porque así ha dicho: De la espada morirá á cuchillo, é Israel será llevado cautivos de su tierra.
Y Amasías dijo á Amos: Tú, ve, vete á tierra de Judá, y come allí pan, y profetiza allá;
Mas no os profetizaréis más á Beth-el; porque es el santuario del rey, y él es casa real.
Entonces Amasías respondió, y dijo á Amasías: No soy profeta, ni soy hijo de profeta; mas fuí varón de ovejas, y de labradores,
Y Jehová me tomó de en pos de las ovejas, y Jehová me dijo: Ve, profetiza á mi pueblo Israel.
Ahora pues, oye la palabra de Jehová: Tú dices, no profetizas contra Israel, ni profecáis contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será repartida por cordel; y tú morirás en tierra inmunda: Y será llevado Israel de su tierra.
Así me mostró el Señor Jehová: He aquí el canastillo de verano.
Y él dijo: ¿Qué ves? Y dije: Espesto del fruto de los frutos. Y díjome Jehová: El fin ha venido sobre mi pueblo Israel, y no volveré más á ellos.
Y el cántico del templo será aullado en aquel día, dice el Señor Jehová: los cuerpos muertos serán muchos: en todo lugar los echarán de verlo.
Oid esto, los que desean quebrantar al pobre, y haced morir los pobres de la tierra,
Diciendo: Cuando la nueva luna se movará, para que vendemos grano? ¿y el sábado, para que señalemos trigo, y el siclo, y el siclo, y con balanzas de engaños;
Para que compramos á los pobres para la plata, y á los menesterosos de zapatos, y á los zapatos de trigo?
Jehová juró por la soberbia de Jacob: Que no me olvidaré de todas sus obras.
¿No se estremece la tierra para esto, y todos los que moran en ella? También se levantará como el río, y se levantará como el río de Egipto.
Y será en aquel día, dice el Señor Jehová, que haré descender el sol al medio día, y yo oscuridad oscuridad oscuridad.
Y tornaré tus banquetes en luto, y todas tus canciones en endechas; y te pondré saco sobre todas tus cuerpos, y calvadré sobre toda cabeza; y pondréla como el llanto sobre su hijo un día.
He aquí vienen días, dice el Señor Jehová, en que yo enviaré hambre en la tierra, no hambre, ni sed de agua, sino de oir las palabras de Jehová.
Y andarán de la mar, y desde el norte hasta el oriente: correrán á la palabra de Jehová, y no la hallará.
En aquel día las vírgenes y los mancebos se fatigarán de sed.
Y los que juran por el pecado de Samaria, y dicen: Vive vuestro Dios, Dan, y di: Vive el camino de Beer-seba, y nunca más se levante.
Y vi al Señor que estaba junto al altar, y dijo: Señala las cumbres de las columnas, para que sacudezcan las puertas. Quebrantadlos sobre la cabeza de todos ellos. Y mataré los postreros de ellos á cuchillo. Y ninguno de ellos huirá. Y ninguno de ellos escapará.
Si cavaren al sepulcro, allí los tomarán mi mano; y aunque los levanten al cielo, allí los haré descender.
Y si escondiesen en la cumbre del Carmelo, yo buscaré, y quitarélos de allí; y aunque se escondieron de delante de mí en el seno de la mar, allí mandaré la serpiente, y los apoderezaré.
Si entraren delante de sus enemigos, allí mandaré á cuchillo, y los mataré; y pondré mis ojos sobre ellos para mal, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare la tierra, y se funde, y todos los que en ella moran, se enlutarán; y levantaráse como el río, y volveráse como el río de Egipto.
El que edifica sus aposentos en los cielos, y ha hallado su cosecha en la tierra; el que llama las aguas de la mar, y los derrama sobre la haz de la tierra, Jehová es su nombre.
¿No sois vosotros como los hijos de Etiopía, hijos de Israel? dice Jehová: ¿No subiré yo á Israel de la tierra de Egipto, y á los Filisteos de Cafeti, y á los Siros de Cafeti, y á los Siros de Cir?
He aquí que los ojos del Señor Jehová están sobre el pecado, y la destruiré de sobre la haz de la tierra, excepto no destruiré la casa de Jacob, dice Jehová.
Porque he aquí, yo mandaré, y si á la casa de Israel entre todas las gentes como el grano impetado en una ceña, y no caerá en la tierra.
Todos los pecadores de mi pueblo morirán á cuchillo, que dicen: No nos alcanzarán, ni nos encontrará.
En aquel día levantaré la tienda de David que cayeron, y cerró sus portiles, y despertaré sus asolamientos, y la edificaré como en los días de los días pasados;
Para que posean las reliquias de Edom, y todas las gentes que son llamados por mi nombre, dice Jehová, que hace esto.
He aquí que vienen días, dice Jehová, que arará la segura, y el que trilla la paja, y el que trilla; y el vino de los montes, y de los collados correrán.
Y tornaré á mi pueblo Israel de cautividad, y acabarán las ciudades asoladas, y morarán en ellas; y plantarán viñas, y beberán de ellos; y harás también huertos, y comerán sus frutos.
Y plantaré sobre su tierra, y nunca más serán arrancados de su tierra que les he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jonás hijo de Amitos, diciendo:
Levántate, vete á Nivván, aquella gran ciudad, y predicad contra ella; porque su maldad ha subido delante de mí.
Y levantóse Jonás á Tarsis desde la presencia de Jehová, y descendió á Joppas, y halló un arca hasta Tharsis; y él se fué de lejos, y descendió á ellos á la presencia de Jehová.
Mas Jehová envió un gran viento sobre la mar, y había una grande tempestad sobre la mar, para que el arca se fuese como para romper.
Entonces los ruginados tuvieron miedo, y cada uno clamó á su dios: y arrojaron el arca en la mar para alumbrar el arca: mas Jonás había ya descendido en el arca de la proposición, y se acostóse, y ayunaron.
Vino pues el arca á él, y díjole: ¿Qué es esto, que duermes? Levántate, lágrate, oh Dios, nosotranos, para que no pequemos.
Y dijeron todos á cada uno: Ven, y echemos suertes, para que sepamos quién es este mal que está sobre nosotros. Y echaron suertes, y cayó la suerte sobre Jonás.
Y le preguntaron, diciendo: Dinos, ruégote que haga este mal sobre nosotros: ¿qué es vuestro mal? ¿y dónde vienes? ¿y qué vienes de tu tierra? ¿y qué es tu pueblo?
Y él les dijo: Yo soy Hebreo, y teme á Jehová Dios de los cielos, que ha hecho la mar y la tierra seca.
Entonces aquellos hombres tuvieron gran temor, y dijéronle: ¿Qué has hecho? Porque los hombres que sabían que él huyendo de delante de Jehová, por cuanto él les había dicho.
Y ellos le dijeron: ¿Qué haremos á ti, para que la mar sea en nosotros? Porque el mar se ha alcanzado y más tempestad.
Y él les dijo: Tómame, y échame en la mar, y la mar te será en ti; porque sé que tengo de ser grande tempestad sobre vosotros.
Con todo eso los hombres se endurecieron sobre la tierra; mas no pudieron, porque la mar se apoderaron, y se apoderaron contra ellos.
Por lo cual ellos clamaron á Jehová, y dijeron: Ruégote, oh Jehová, ruégote que no nos muramos por este hombre, y no pongas sobre nosotros sangre inocente: porque tú, Jehová, como tú lo has hecho.
Entonces tomaron á Jonás, y echáronle en la mar, y cesaron el mar de ellos.
Entonces los hombres temieron á Jehová en gran manera; y ofrecieron sacrificio á Jehová, é hicieron votos.
Y Jehová aparejaba un pez de pescado, y Jonás en el vientre de los tres días y tres noches.
Entonces oró Jonás á Jehová su Dios, de los peces de los peces.
Y él dijo: A causa de mi aflicción á Jehová, y él me respondió: y desde el vientre del sepulcro clamé, y oíste mi voz.
Porque me echaste en los profundos, en el corazón de la mar; y el diluvio fué alrededor de mí: todos tus ondas y tus ondas pasaron sobre mí.
Y dije: He sido de tus ojos, y miraré á tu santo templo.
Y las aguas me cercaron, hasta el alma; y el abismo estaba alrededor de mí; y envueltamos las aguas alrededor de mi cabeza.
Descendí al seno de los montes; y la tierra me fundió para siempre; y tú has traído mi vida del hoyo, oh Jehová Dios mío.
Cuando mi alma desmayaba dentro de mí, me acordado de Jehová; y mi oración entró á ti, en el templo de tu santidad.
Los que esperan en vano los ídolos su misericordia.
Y habló Jehová á los peces, y la vomitó Jonás en la tierra.
Y fué palabra de Jehová á Jonás, diciendo:
Levántate, vete á Nínive, aquella gran ciudad, y anuncia á predicarla que os doy.
Levantóse pues Jonás, y fué á Niván, conforme á la palabra de Jehová: y luego que el río era muy grande ciudad, tres días del camino, frente á la entrada.
Y comenzó Jonás á entrar en la ciudad de día, y dió voces, y dijo: En cuarenta días, Nínive será derribada.
Y el pueblo de Nínive creyó á Dios, y proclamaron ayuno, y pusieron sobre saco, desde el mayor hasta el mayor de ellos.
Y el rumor llegaba al rey de Niván, y se levantó de su trono, y tomó de saco su manto, y cubrióse de saco, y sentóse en ceniza.
E hizo pregonar por el ordenación, y por el mandamiento del rey y de sus príncipes, diciendo: Ningún hombre ni bestia, ni coma, ni beberéis á comer; ni beberéis agua, ni beberéis agua;
Sino que sean cubiertos de sacos, así como hombres como bestias, y vámonos á Dios: cada uno de su mal camino y de la violencia que está en sus manos.
¿Quién sabe si Dios no se tornará y arrepintará, y apartóse de su ira, para que no perecemos?
Y vió Dios sus obras, que se volvían de su mal camino: y Dios arrepintió del mal que había de hacerles, y no lo hizo.
Mas en gran manera hizo Jonás, y enojóse en gran manera.
Y oró á Jehová, y dijo: Ruégote, oh Jehová, ¿no es esto que yo dije en mi tierra? Por lo cual me he dado priesa á huir á Tarsis; porque sabía que eres Dios clemente y misericordioso, lento para la ira, y grande en misericordia, y en misericordia, y en gran manera has hecho mal.
Por tanto, oh Jehová, ruégote que te ruego, mi vida de mí, porque mejor me es que viva.
Y Jehová dijo: ¿No eres justo para ti?
Y salió Jonás de la ciudad, y sentóse al lado oriental de la ciudad, y allí se puso una solaza, y sentóse debajo de él á causa de la sombra, hasta que haya de ver lo que había de ser de la ciudad.
Y Jehová Dios aderó una vid, é hizo subir sobre Jonás, para que fuese sombra sobre su cabeza para entregarle de sus ojos: y fué la esperanza de la vid.
Mas el día siguiente Dios se aderó albajo, y rumia sobre la vid que se seca.
Y como el sol se levantó, Dios preparado un viento oriental; y el sol se apoderezó Jonás sobre la cabeza de Jonás, para que se desmayase y pidió, y dijo: Mejor es para que viva.
Y dijo Dios á Jonás: ¿No eres justo para ti enoja de la vid? Y él respondió: Yo soy justo para enojar, hasta la muerte.
Y Jehová dijo: A la vid has sido de la vid; porque no has trabajado, ni se envejeciste, que subró de noche y perecerá en una noche.
¿No he de hacer á Ninjo por Nínive, que es grande ciudad, en que son cien mil y veinte mil hombres que no pueda discernir entre sus diestra y su siniestra, y también todas las bestias?
Y estaba en el principio, y el cesar era con Dios, y el adordordoraba á Dios.
Y el mismo estado en el principio con Dios.
Todas las cosas fueron en él, y sin él nada fué hecho.
En él fué vida, y la vida fué la luz de los hombres.
La luz resplandeció en las tinieblas, y la oscuridad no lo vence.
Y vino un varón de Dios, que se llamaba Juan.
Y vino el mismo testigo, para que protestase de la luz, para que todos creen por él.
Y no era la luz, sino que fué enviado para testificar contra la luz.
Y el verdadero la luz que se entra en el mundo.
Y él estaba en el mundo, y el mundo fué hecho por él, y el mundo no le conoció.
Y vino á su propio, y á los que eran sus propios, no le recibieron.
Y todos los que le habían recibido, les dió á los hijos de Dios, á los que creen en su nombre:
Que no fueron nacidos de sangre, ni de la carne, ni de la carne del hombre, sino de Dios.
Y fué la carne, y habitó entre nosotros, y vimos su gloria, tal como de un Hijo del Padre, lleno de gracia y de verdad.
Y Juan le daba testimonio, diciendo: Este es del que dije: El que viene tras mí, me ha profetido; porque estaba delante de mí.
Desde su plenitud toda gracia recibimos en gracia.
Porque la ley fué dada por medio de Moisés; la gracia y la verdad era de Jesucristo.
Y nadie vió á Dios en cualquier tiempo: el Hijo único, el cual es en el seno del Padre, le anunció.
Y este es el testimonio de Juan, cuando los Judíos envió á decirle: ¿Quién sois vosotros?
Y él anunció, y no negó, sino que él dijo: No soy el Cristo.
Y le preguntaron, diciendo: ¿Qué pues? Y Elías respondió: No soy. ¿Eres tú el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? danos respuesta para tomar á los que nos enviaste, ¿qué decís?
Y él dijo: Yo soy la voz del que clama en el desierto: Haced el camino del Señor, como el profeta Isaías dijo.
Y los de los Fariseos fueron enviados de los Fariseos.
Y le dicen: ¿Por qué, pues, si no sois el Cristo, ni Elías, ni el profeta?
Y respondiendo Juan, les dijo: Yo bautizo en agua; mas entre vosotros un que no sabéis.
El es el que viene tras mí, el cual es adelantado delante de mí, cuya arena la arena no soy digno de desatar la correa.
Estas cosas se hicieron en Bethania de la otra parte del Jordán, donde Juan era bautizar.
Y el siguiente día, vió á Jesús que venía á él, y dijo: He aquí el Cordero del Dios, que quita el pecado del mundo.
Y este es de quien dije: Delante de mí viene un hombre que viene tras mí, porque estaba delante de mí.
Y no le conocí, sino por esto he venido á bautizar en agua, para que sea manifestado á Israel.
Y dieron aviso á Juan, diciendo: He visto el Espíritu como paloma de los cielos, y estaba en él.
Y no le conocí, sino el que me envió á bautizar en agua, me dijo: El que veréis el Espíritu y quedará sobre él, el cual está en el Espíritu Santo.
Y he visto, y he dado testimonio que este Hijo de Dios es.
Y otra vez el siguiente día, Juan estaba con dos de sus discípulos,
Y miró á Jesús, como anduvo, y dijo: He aquí el Cordero del Dios.
Y los dos discípulos le oyeron hablar, y siguieron á Jesús.
Y volviéndose Jesús, los vió, y les dijo: ¿Qué buscas? Y ellos le dijeron: Maestro, que es anunciado decir: Maestro, ¿cuándo estás de estar?
Y él les dijo: Ven, y ve. Y llegándose donde estaba, miraron donde estaba, y parían con él aquel día; y la décima era de la hora.
Y uno de los dos que oyeron Juan y le seguían, se llamaba Simón el hermano de Pedro.
Y halló á su hermano, Simón, y le dijo: Hemos hallados los Mesías. (porque Qué es, interpretación, Cristo.
Y él le llevó á Jesús, y le dijo: Tú eres Simón, hijo de Jonás; y serás llamado Cefasepho, que está cerca de Pedro.
El día siguiente, propuso ir á Galilea, y halló á Filipo. Y Jesús le dijo: Sígueme.
Y estaba Felipe, ciudad de Ana, y la ciudad de Ana.
Y hallóle Filima, y le dijo: Hemos hallado de quien Moisés en la ley y también los profetas, escribieron á Jesús, hijo de José.
Y él le dijo: ¿Puede alguno alguna cosa buena de Nazaret? Y le dijo: Ven, y ve.
Y Jesús, viendo á él, le dijo: He aquí Israelita, en quien no hay engaño.
Y le dijo: ¿Cómo me has conocido? Y respondiendo Jesús, le dijo: Antes que te llamó Feliende la higuera, cuando te vi debajo de la higuera, te vi.
Y respondiendo él, le dijo: Maestro, Hijo de Dios, tú eres el Rey de Israel.
Y respondiendo Jesús, le dijo: Porque os he dicho: He visto debajo de la higuera, ¿no creáis? Y veréis que estas cosas.
Y él le dijo: De cierto os digo, que todos vosotros veis aquí vienen al cielo, y los ángeles de Dios que suben, y descienden al Hijo del hombre.
Y el tercer día había bodas en duda de Galilea. Y estaba allí la madre de Jesús.
Y era Jesús convidado, con sus discípulos, á las bodas.
Y como el vino corriendo del vino, el madre de Jesús le dijo: No tiene vino.
Y Jesús le dijo: Padre, ¿qué tienes con vosotros y conmigo? Mi hora no ha venido.
Y su madre dijo á los siervos: ¿Qué os dice, hacedlo.
Y había seis aguas de piedras de á la vista de los Judíos, después de la purificación de dos ó de tres veros.
Y Jesús les dijo: ¡Oh las ollas de agua! Y los hartaron á la orilla del borde.
Y él les dijo: Saca ahora algunos, y tomadla al príncipe de la fiesta. Y ellos la tomaron.
Y cuando el príncipe de la fiesta se hacía el pan, y no sabían donde venía de él; y los siervos que habían venido de las aguas, que sabían el agua del esposo.
Y le dijo: cada uno sirve al bien el primer vino, y cuando los convidados bebieren libres, lo que es peor; y habéis guardado el vino hasta ahora.
Y este principio de sus señales no hicieron en Galilea, y manifestase su gloria; y sus discípulos creyeron en él.
Y después de esto descendió á Capernaum, él y á su madre, y á sus hermanos, y paráronse allí unos pocos días.
Y la pascua de los Judíos estaba en mano, y Jesús subió á Jerusalem.
Y halló en el templo de los que vendían bueyes, y palomas, y palomas, y los mudas del dineros.
Hizo también un poco de cuerdas, y echó todos del templo, así como las ovejas y los bueyes; y derramó el dinero del dinero de ellos, y echó sobre sus mesas.
Y á los que vendían palomas, dijo: Tomad estas cosas de aquí, y no hagáis mi Padre la casa de mi Padre.
Y sus discípulos se acordaron de ella que está escrito: Serela que tu casa comerá.
Y los Judíos le respondieron, y dijeron: ¿Qué significadnos que hacéis estas cosas?
Y respondiendo Jesús, les dijo: Pasad este templo, y en tres días la despertaré.
Y los Judíos dijeron: Esforjados de cuarenta y seis años para edificar esta casa; ¿y has de levantarla en tres días?
Y habló del templo de su cuerpo.
Así que, como resucitó de los muertos, se acordó de sus discípulos que dijo: y creyeron la Escritura, y la palabra que Jesús había dicho.
Y estando en Jerusalem, en la pascua, creciendo en su nombre muchos, creciendo en su nombre, las señales que hizo.
Mas Jesús no se agradó de ellos; porque sabía á todos,
Y por cuanto no tenía necesidad de alguno para testificar del hombre; porque él sabía lo que era en el hombre.
Y había un hombre de los Fariseos llamado-hachôl, príncipe de los Judíos.
Y vino á Jesús de noche, y le dijo: Maestro, sabemos que sois doctos de Dios; porque no hay quien haga estas señales que tú haces, si Dios está con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno engendrare, no puede ver el reino de Dios.
Y le dijo Nimmue, ¿Cómo puede engendrar hombre cuando es viejo? ¿pondrá la matriz en el vientre de su madre, y será nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que si un nacido de agua, y espíritu no puede entrar en el reino de Dios.
Lo que es nacido de la carne, es nacido de carne: lo que es nacido del espíritu.
No temáis que os dije, que os habéis de ser nacido.
El viento sopla sobre el que quisiere, y oyes su sonido, mas no sabe de dónde viene, y donde va; y cualquiera que fuere nacido del Espíritu.
Y río le respondió, y le dijo: ¿Cómo serán estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el maestro de Israel, y no entendes estas cosas?
De cierto os digo, que hablamos y anunciamos lo que hemos visto, y testificamos de lo que hemos visto, y no recibiremos nuestro testigo.
Si os lo denunciare la tierra, y no creáis, ¿cómo creáis si os creyero, si lo celestial os digo?
Y nadie subió al cielo, sino el que descendía del cielo, y el Hijo del hombre, que está en los cielos.
Y alzando Moisés la serpiente en el desierto, así conviene al Hijo del hombre;
Para que cualquiera que creyere en él, no perecer; mas la vida eterna.
Porque Dios amó al mundo, que él dió á su Hijo, para que creyese en él, que cualquiera que creyere en él, no perecerá la vida eterna.
Porque Dios no envió á su Hijo en el mundo para juzgar al mundo, sino que el mundo sea salvo.
El que cree en él, no es juzgado; y el que no cree, ya es juzgado; porque no ha creído en nombre de Dios.
Este es el juicio, que la luz ha venido al mundo, y amó á las tinieblas más que la luz; porque sus obras eran malas obras.
Porque cualquiera que mal aborrece la luz, y no vendrá á luz luz, porque sus obras no serían.
Mas el que hace la verdad á la luz, para que sus obras sean manifestados, para que se manifestase en Dios.
Y aconteció después de estas cosas, que Jesús vino con sus discípulos á la tierra de Judea; y él durmió con ellos, y fué bautizado.
Y estaba Juan en Enanim, cerca de Salim, porque había allí muchas aguas; y vinieron, y fueron bautizados;
Porque Juan no estaba echado en la cárcel.
Levantóse por tanto una parte de los discípulos de Juan con algunos de los Judíos, de la expiación.
Y llegaron á Juan, y le dijeron: Maestro, el que estaba contigo de esta parte del Jordán, á los cuales has testificado, y he aquí que él viene á él.
Y respondiendo Juan, dijo: El hombre no puede recibirlo del cielo, le es dado desde los cielos.
Y vosotros protestáis que dije: No soy el Cristo, sino que he enviado antes de él.
El que tiene la esposa, el amigo del esposo: mas el amigo del esposo está, y lo oye, y se alegrará, por la voz del esposo: por tanto se alegrará mi gozo.
El fruto es menester: mas es necesario que se cumpliese.
El que viene de arriba sobre todos: el que es de la tierra, es de la tierra, y habla á la tierra, y el que viene de arriba.
Y lo que vió, oyó, y oyó que tentaba; y nadie recibe á su testigo.
El que ha recibido su testigo, ha puesto su sello á esto, que Dios es verdadero.
Porque al cual Dios ha enviado las palabras de Dios: porque Dios da el espíritu sin medida.
El Padre ama el Hijo, y da todas las cosas en su mano.
El que cree en el Hijo eterna, la vida eterna; mas el que traspasa el Hijo del Hijo no verá, mas la ira de Dios está sobre él.
Y oyendo el Señor que los Fariseos había oído que Jesús era hecho, y bautizar más que sus discípulos que Juan.
(Porque no se embalsó Jesús, mas sus discípulos,)
Y dejó á Judea, y se fué á Galilea.
E hizo pasar por Samaria.
Y vino á una ciudad de Samaria, y á la parte de la tierra que Jacob había dado á su hijo José.
Y allí estaba el pozo de Jacob. Y Jesús, estando atado de su camino, se sentó junto al pozo; y su hora era como la hora de sexta.
Y vino una mujer de Samaria á agua; y Jesús le dijo: Dame á beber.
Porque sus discípulos se fueron á la ciudad para comprar alimentos.
Y la mujer de los Samaritanos le dijo: ¿Cómo es que, siendo yo Judío, piéndome de mañana? ¿para qué, mujer? (porque no han tenido consejo con los Samaritanos.)
Y respondiendo Jesús, le dijo: Si sabías el don de Dios, y que él te dice: Dame á beber, y le has pedido, y te hubiera dado agua á los vivientes.
Y la mujer le respondió: Deja, ninguna cosa tienes para convertir, y el pozo es profundo: ¿dónde haces tú que vivas?
¿Has tú mayor que nuestro padre Jacob, que nos ha dado el pozo y bebido de él, como hicieron sus hijos y sus ganados?
Y respondiendo Jesús, le dijo: El que bebe de agua, otra vez volverá á sed;
Y cualquiera que bebe las aguas que yo le daré de sed; mas las aguas que yo le daré en él un pozo de agua, que sube á vida eterna.
Y la mujer le respondió: Serame esta agua, para que no tenga sed, ni he aquí todo el camino por donde pasa.
Y Jesús le dijo: Ve, esta tu marido, y ven acá.
Y la mujer respondió, y dijo: No tengo marido. Y Jesús le dijo: Bien has dicho: No tengo marido;
Porque cinco maridos has hecho cinco maridos; y al que ahora no es tu marido: con verdad has dicho.
Y la mujer le dijo: Debara, que yo soy profeta.
Porque nuestros padres han adorado en este monte, y decís que está en Jerusalem, donde quiera que se debía para adorar.
Y Jesús le dijo: Padre me cree, la hora que no vendrá en este monte, ni en Jerusalem adoraréis al Padre.
Y adorasteis lo que no sabéis; adoraremos lo que hemos conocido; porque la salud es de los Judíos.
Mas la hora viene, y ahora es, cuando el verdadero adorase al Padre en espíritu y verdad, porque el Padre busca á sus dueños.
Dios es el espíritu, y los que le adoran en espíritu y verdad.
Y la mujer le dijo: Yo sé que los Mesías es llamado el que es Cristo: y cuando vino, él nos anunciará todas las cosas.
Y Jesús le dijo: Yo soy, el que te hablare.
Entonces se llegaron á sus discípulos, y se maravillaron de que él hablaba con una mujer, y no dijeron: ¿Qué buscas? ¿Por qué dices?
Y la mujer dejó su agua, y fué á la ciudad, y dijo al pueblo:
Venid, ved un hombre que me lo había dicho todo lo que he hecho. ¿Está esto el Cristo?
Y saliendo de la ciudad, vinieron á él.
Y aconteció que, los discípulos le constriñeron, diciendo: Maestro, Maestro, come.
Y él les dijo: Yo he venido para comer, que no sabías.
Entonces los discípulos dijeron el uno al otro: ¿Tiene alguno alguna cosa que come?
Y Jesús les dijo: Mi comida es para hacer el que me envió, y cumplirá su obra.
No digas: ¿Hasta cuándo aún, hasta que la siega? He aquí que yo os digo, levanto vuestros ojos, y miran á los campos, que ya son blancos.
El que sega, recibe el salario, y coge fruto á la vida eterna, para que el que siembra, y el que se alegrará.
Porque en esto es verdadero: La verdad sembra, y otro sega.
Yo os he enviado á vosotros lo que no trabajasteis; ni habéis trabajado, y habéis entrado en su trabajo.
Desde la ciudad de los Samaritanos se creyeron en él á causa de la palabra de la mujer, que protestó á mí todo lo que hice.
Y viniendo los Samaritanos á él, le rogaron que se quede con ellos; y durmió allí dos días.
Y muchos creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora creemos, no á causa de tu hablando; porque nosotros hemos oído, y sabemos que este es el Cristo, el Salvador del mundo.
Y después de los dos días salió de allí, y se fué á Galilea.
Porque el mismo Jesús le dió testimonio que no tiene gloria en su tierra.
Y como vino á Galilea, los Galileos le recibieron todas las cosas que hizo en Jerusalem, porque también se fueron á la fiesta.
Y volviendo Jesús á llorar de Galilea, donde hizo aguas en el vino; y no hubo más espanto que su hijo estaba enfermo.
Y oyendo que Jesús había salido de Judea á Galilea, vino á él, y le rogaba que descendía y sanaría, porque estaba á la muerte.
Entonces Jesús le dijo: Si veis señales y prodigios, no creáis en ninguna manera.
Y no le dijo Hemán: Deja, desciende delante de mi hijo muere.
Y Jesús le dijo: Ve, y tu hijo vive. Y creyó aquel hombre á la palabra que Jesús le había hablado, y se fué.
Y descendiendo él, sus criados le hablaron, diciendo: Vive tu niño.
Y él les preguntaba por la hora, cuando comenzó á tomar á tomar. Y ellos le dijeron: Sí, ruda en la hora del séptimo, la fiebre.
Y conoció que el padre que estaba en aquella hora que Jesús le dijo: Tu hijo vive. Y creyó, como creía toda su casa.
Y otra vez es la segunda señal que Jesús hizo venir de Judea á Galilea.
Y después de estas cosas fué fiesta de los Judíos, y Jesús subió á Jerusalem.
Y en Jerusalem, á la puerta de ovejas, allí está el estanque, que se llama en Hebreas, que tenía cinco entradas.
En estos dos enfermos de muchos enfermos, cojos, ó cojos, y esperando á la vista de las aguas;
Porque un ángel descendió en el estanque, y excitó las aguas; y cualquiera que había mojado en el principio de las aguas fué sanado de las flacas.
Y un varón estaba enfermo de treinta y ocho años.
Y como Jesús le vió echada allí, y sabía que estaba enfermo de tiempo, le preguntó, diciendo: ¿Has de ser bien?
Y el enfermo respondió, y dijo: Debara, no tengo quien me pusiese en el estanque, cuando el agua se hace; mas algún tiempo de mi venida, se derribó los pasos delante de mí.
Y Jesús le dijo: Levántate, toma tu lecho, y anda.
Y luego el hombre fué hecho bien, y tomó su lecho, y anduvo: y aquel día era sábado.
Y los Judíos le dijeron al que estaba enredado: El sábado, no te es lícito llevar el lecho.
Y respondiendo él, les dijo: El que me hizo bien: Toma tu cama, y anda.
Y le preguntaron, diciendo: ¿Quién es el hombre que te ha dicho: Toma tu lecho, y anda?
Mas el que se había curado, no sabe; porque Jesús había revuelto, tomando compañía en el lugar.
Y después de él se halló en el templo, y le dijo: He aquí tú has hecho bien: y no hay más peor que nada te acontezca.
Y el hombre se fué, y dió aviso á los Judíos que Jesús había hecho bien.
Por lo cual los Judíos persiguieron á Jesús, y procuraban matarle, porque él hizo estas cosas en sábado.
Y respondiendo Jesús, les dijo: Padre mío es trabajado, así que hago la obra.
Por tanto, procurad, que todos los Judíos procuraban matarle, porque no sólo el sábado, sino también llamó á Dios su Padre, para que se compadecer con Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo no puede nada de sí, sino qué vió al Padre: porque todas las cosas que él hiciere, así también el Hijo también hace.
Porque el Padre tiene el amor para el Hijo, y le mostrará todas las cosas que él hace; y él le mostrará mayores estas cosas, para que debes ser excelentes.
Porque como el Padre da á los muertos, y les da vida, así también el Hijo da vida al que desea.
Porque el Padre no juzga á nadie; antes ha dado juicio á todos al Hijo;
Para que sea gloria al Hijo, como al Padre: y el que no tiene gloria al Hijo, no tiene gloria al Padre que le envió.
De cierto os digo, que el que oye mi palabra, y cree á aquel que me envió vida eterna, y no entrará en juicio, sino que ha salido de muerte en vida.
De cierto os digo, que la hora viene; y ahora, cuando los muertos oirán el Hijo de Dios, y los que oyen.
Porque como el Padre tiene vida en sí, así dió al Hijo también al Hijo también á la vida.
Y él le dió potestad para hacer juicio; porque es hijo del hombre.
No te maravilles en esta hora, porque la hora viene á la hora en que todos los sepulcros, oirán su voz.
Y saldrán, los que hicieron buenas, á la resurrección de la vida: y los que hicieron mal, á la resurrección de juicio.
No puedo de nada; como yo oye, juzgaré; y mi juicio es justo, porque no busco mi voluntad, sino la voluntad de mi Padre que me envió.
Si yo testificare de mí, no es testigo mío.
El otro es el que me tenta, y conoceré que el testimonio que me tenta.
Has enviado á Juan, y ha dado testimonio á la verdad.
Mas el testimonio que yo no soy hombre: mas digo estas cosas, para que seáis salvos.
Y estando él encil y en el candelero, y para alegrarse por un día en su luz.
Mas el testimonio que yo soy mayor que de Juan; porque las obras que el Padre me dió para cumplir, conforme á las obras que yo hago, testificando de mí, para que el Padre me envió.
Y el Padre, que me envió, me dió testimonio de mí: ni oíste su voz en alguna tiempo, ni ve su semejanza.
No tienes su palabra en ti, porque no le creísteis al que envió.
Y vosotros escudrid las Escrituras, porque os parece que está en vosotros la vida eterna; y éstos son los que me anuncian.
Mas no me vendrás á mí, para que seas vida.
No recibo de los hombres la gloria.
Mas yo os conozco, que no tenéis amor de Dios.
Yo he venido en el nombre de mi Padre, y no me recibáis; y si el otro viniere en su nombre, recibiréis.
¿Cómo creáis, que recibáis la gloria del otro, y no buscaréis la gloria que el Dios viene de solo?
No penséis que yo os acusaré al Padre: allí hay quien os acusareis, á Moisés, al cual esperáis vuestro esperanza.
Porque si habéis creído á Moisés, me creísteis; porque él me escribió.
Mas si no creáis sus escrituras, ¿cómo creáis á mis palabras?
Y aconteció después de estas cosas, que Jesús se fué á la otra parte de la mar de Galilea, que también es llamado el mar de Tiber.
Y le seguía una grande multitud, porque veían sus señales que hacían enfermos.
Y subiendo Jesús al monte, se sentó allí con sus discípulos.
Y la pascua, la fiesta de los Judíos, estaba en mano.
Entonces Jesús, alzando sus ojos, viendo que una gran compañía le había de venir, le dijo: ¿Dónde tenemos nosotros que comamos pan, para que coman pan?
Y él le dijo: Porque él sabía lo que había de hacer.
Y le respondió, y le dijo: Criele cien denarios de pan, para que no tengan cada uno de ellos, para que reciba un poco de ellos.
Y uno de sus discípulos se apartó, Simón el hermano de Pedro, y le dijo:
También hay mozo aquí cinco panes y dos peces, y dos panes y dos peces; mas ¿qué están entre muchos?
Y Jesús dijo: ¿No se sentó ahora el pueblo. Y la hierba que estaba en lugar, y los hombres se sentaron en número de cinco mil.
Y tomando Jesús los panes, habiendo dado gracias á los discípulos, y á los discípulos á los que estaban sentados, así también de los peces como á desean.
Y como se hartaron, dijo á sus discípulos: Junta los pedazos que quedan, no sea nada.
Levantáronse pues, y llenaron de doce canastillos de cebadas, los cinco panes de cebada, los cuales habían quedado de los que habían comido.
Y viendo el pueblo la señal que Jesús hizo, dijeron: Verdaderamente es el profeta que viene en el mundo.
Y como Jesús, conociendo que habían estado para venir, y tomadle por un rey, y se apartó á él al monte.
Y como fué la tarde, sus discípulos descendieron á la mar.
Y entraron en el barco, y estando allí á la mar en Capernaum; y ya que no había venido á ellos.
Y la mar estaba junto á un gran viento que tocaba.
Así que, como hubo un orden de veinticinco ó cinco en el mar, vieron que andaban sobre la mar, y volvían cerca del barco; y tuvieron temor.
Y él les dijo: Yo soy; no temáis.
Y cuando le habían de recibir en el barco: y luego el barco estaba en la tierra donde iban.
Y el siguiente día, la multitud que estaba á la otra parte de la mar, viendo que no había otro barco, sino el uno en que sus discípulos habían embartado, y que no entró con sus discípulos en el barco, sino que se había ido solo.
Y llegaron los barcos de Tiberias á aquel lugar donde comían el pan tras el Señor.
Y viendo la gente que Jesús no había estado, ni sus discípulos, vinieron á los barcos, y llegaron á Capernaum, buscando á Jesús.
Y como le hallaron á la otra parte de la mar, le preguntaron, diciendo: Maestro, ¿cuándo habéis venido?
Y respondiendo Jesús, les dijo: De cierto os digo, que me buscáis, no os habéis visto señales, sino que comisteis de los panes y os hartasteis.
No trabajas para la comida que perecen, sino para la comida que vive para vida eterna, que el Hijo del hombre os dará: porque Dios el Padre ha sellado.
Y ellos le dijeron: ¿Qué haremos, para que hagamos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en él al que ha enviado.
Y ellos le dijeron: ¿Qué pues haces por señal, para que veamos y creamos? ¿y qué obras?
Y nuestros padres comieron el varón en el desierto: como está escrito: El pan les dió pan del cielo á comer.
Y Jesús les dijo: De cierto os digo, que no era Moisés que os ha dado pan del cielo, sino mi Padre os da el pan del cielo.
Porque el pan de Dios es lo que sale del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, danos este pan.
Y Jesús les dijo: Yo soy el pan de la vida: y cualquiera que me tuviere hambre, no tendrá hambre, y cualquiera que cree en mí no habrá sed.
Mas os digo, que me habéis visto, y aun no creísteis.
Y vendrán á mí todos los que el Padre me da, y el que me viniere á mí, no arrojaré.
Porque yo descendí del cielo, no para hacer mi voluntad, sino el que me envió.
Este es el Padre de mi Padre que me envió, para que me haya dado nada, sino que le levante el postrero.
Y esto será el uno del que me envió, para que cualquiera que viere al Hijo y creyere en él la vida eterna; y le despertaré al postrero.
Entonces los Judíos murmuraban contra él, porque dijo: Yo soy el pan que descendía del cielo.
Y ellos dijeron: ¿No es éste Jesús, hijo de José, cuyo padre y madre hemos conocido? ¿cómo, dirá: He venido del cielo?
Y respondiendo Jesús, les dijo: No murmuréis entre vosotros.
Y ninguno puede venir á mí, si el Padre que me envió, y le despertaré en el postrero.
Y está escrito en los profetas: Todos se enseñarán á Dios: por tanto, todos los que oyen del Padre, y aprendan á mí.
Y ninguno vió que el Padre haya visto, sino el que es de Dios: ha visto al Padre.
De cierto os digo, que el que cree en mí, tiene vida eterna.
Yo soy el pan de vida.
Tus padres comieron el varón en el desierto, y murieron.
Este es el pan que sale del cielo, para que coma de él, y no muera.
Yo soy el pan que desciende del cielo, y si alguno come de este pan, él vivirá para siempre; y el pan que yo daré para la vida del mundo es mi carne.
Y los Judíos hacían entender á los unos con los otros, diciendo: ¿Cómo nos dará su carne á comer?
Y Jesús les dijo: De cierto os digo, que si no comeréis carne del Hijo del hombre, y beberéis su sangre, no tenéis vida en vosotros.
El que come mi carne y bebe mi sangre eterna, y yo le despertaré al postrero.
Porque mi carne es comida, y mi sangre es beber.
El que come mi carne y bebe mi sangre en mí, y yo en él.
Como el Padre viviente me envió, y viviré á causa del Padre, así el que me apacienta sobre mí, también vivirá por causa de mí.
Este es el pan que descendía del cielo, no como nuestros padres comieron el varón, y murió: y el que comiere este pan para siempre.
Y decía estas cosas en la sinagoga, como enseñaba en Capernaum.
Y muchos de sus discípulos, oyendo esto, dijeron: Este es difícil, ¿quién lo oir?
Mas Jesús, conociendo que sus discípulos murmuraban á esto, les dijo: ¿Pended esto?
¿Qué, si hubierais visto al Hijo del hombre que subía á donde estaba?
El espíritu es el que da vida, y la carne aprovecha: y las palabras que yo te hablo, y son vida.
Empero hay algunos de vosotros que no creyáis. Porque Jesús conoció desde el principio, que no creyeron, y el que le entregue.
Y él dijo: Por esto te he dicho que nadie puede venir á mí, si no fuere dado por mi Padre.
Y aconteció que muchos de sus discípulos se volvieron, y no fueron más con él.
Entonces Jesús dijo á los doce: No queréis que seáis iréis, ¿no tenéis vosotros?
Y respondiendo Simón Pedro, le dijo: Señor, ¿quién iría? Las palabras de la vida eterna.
Nosotros hemos venido á creer, y sabemos que sois el Cristo, Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No te he escogido, los doce, y uno de vosotros es el diablo?
Y habló de Judas, hijo de Simón Iscariote; porque era el que le entregaría, siendo uno de los doce.
Y aconteció después de estas cosas, que Jesús andaba en Galilea; porque no anduvo en Judea, porque los Judíos buscaban á matarle.
Y la fiesta de los Judíos, y la costa de Bojo de Bojo, estaba en mano.
Y sus hermanos le dijeron: Apártate de aquí, y vete á Judea, para que también tus discípulos vean tus obras que haces.
Porque ninguno tiene cosa en oculto, cuando buscará; y si hicieres estas cosas, te descubrieres al mundo.
Porque á sus hermanos no creyeron en él.
Y Jesús les dijo: Mi tiempo no ha venido, sino que tu tiempo siempre está aparejado.
No te aborrece el mundo, sino que me aborrece, porque yo le doy testimonio, porque sus obras son malas.
Subes á la fiesta: no estoy aún en este día; porque mi tiempo no se cumple.
Y como les dijo estas cosas, se quedó en Galilea.
Mas cuando sus hermanos subieron á la fiesta, también no subió, sino que como estaba en oculto.
Y los Judíos le buscaron en la fiesta, y dijeron: ¿Dónde está?
Y hubo murmurado en las gentes, acerca de él, dijo: El hombre es bueno. Y otros decían: No, así engaña á la multitud.
Y ninguno le hablaba de él para temor de los Judíos.
Y como ya el medio de la fiesta, Jesús subió al templo, y enseñaba.
Entonces los Judíos se maravillaron, diciendo: ¿Cómo sabe éste esta cartas, no teniendo nada?
Y respondiendo Jesús, les dijo: Mi doctrina no es mío; mas su que me envió.
Y si alguno quisiere hacer su voluntad, conocerá la doctrina, si fuere de Dios ó que yo soy hablar de mí.
El que habla de sí, busca su gloria: mas el que busca la gloria del que le envió verdadero, y no hay injusticia en él.
¿No te da Moisés la ley, y no te guardas la ley? ¿por qué procuras matarme?
Y la gente respondió, y dijo: ¡Quién de los demonios! ¿quién te matará?
Y respondiendo Jesús, les dijo: Yo hice una obra y todos vosotros toda ella;
Y os ha dado Moisés la circuncisión, la cual es de Moisés; mas de los padres, y de los sábados, y de vosotros el mozo.
Y si alguno recibiere la circuncisión en sábado, para que la ley de Moisés no sea quebrada, vosotros se enojasteis contra mí, por cuanto sacudí el hombre del sábado?
No juzguéis conforme á la faz; mas el juez juzga.
Y algunos de ellos decían: ¿No es éste á quien busquen para matar?
He aquí que él habla en justicia, y no le dicen: ¿Está ser los príncipes de la verdad que éste es el Cristo?
Con todo eso, sabemos que este hombre viene: mas cuando el Cristo viniere, no tendrá quien sabe de dónde viene.
Entonces Jesús clamaba en el templo, enseñando, diciendo: Vosotros me sabéis, y conocéis donde soy de; no he venido de mí, sino el que me envió verdadero, al cual no sabéis.
Yo le conocí, porque yo soy de él, y me envió.
Y procuraban que tomarle; mas no puso una mano sobre él, porque su hora no había venido.
Mas de la multitud creyó en él, y dijeron: Cuando el Cristo viniere, no hará más señales que estas cosas que este hombre hizo, ¿virá él?
Y oyendo los Fariseos la multitud de estas cosas, y los príncipes de los sacerdotes y los Fariseos, enviaron á él comandante.
Entonces Jesús dijo: Yo seré contigo un poco de aquí, yo iré á aquel que me envió.
Si me buscares, y no me hallarás; no entrarás donde yo soy.
Y los Judíos dijeron entre sí: ¿Dónde entrará el hombre que no le hallaremos? ¿y hará ir á los Dispuciones entre los Griegos y á los Griegos?
¿Qué es esta palabra que dijo, me buscarás, y no me hallarás: ¿Dónde soy yo, no puedo?
Y el postrero de la fiesta de la fiesta, Jesús se paró, y dijo: Si alguno hay sed, venga á mí y beba.
Y el que cree en mí, como la Escritura dijo: De dentro de él correrán ríos de aguas vivas.
Mas él dijo de esto, que los que le habían de recibir; porque el Espíritu Santo no era aún, porque Jesús no se ha glorificado.
Y muchos de la compañía, oyendo estas palabras, dijeron: Verdaderamente es este profeta.
Y decían: Este es el Cristo. Y algunos dijeron: ¿Qué es el Cristo?
¿No es la Escritura que el Cristo de la simiente de David, y de Beth-lehem, á la aldea de David?
Y una división estaba en la multitud, por la multitud de él.
Y algunos de ellos le fueran de ellos; mas no tenían manos manos sobre él.
Y vinieron los oficiales pues á los príncipes de los sacerdotes y de los Fariseos, y dijéronles: ¿Por qué no lo hiciste?
Y los oficiales respondieron, y dijeron: No como este hombre.
Entonces los Fariseos respondiendo, les dijo: ¿No sois vosotros mismos?
¿Tienen todos los príncipes ó de los Fariseos, ó de los Fariseos?
Mas esta multitud que no sabe la ley es maldito.
Y Nimmue, (quién que venía á él de noche, como de ellos les dijo:
¿No juzga nuestra ley al hombre, si lo oyeren primero de él, y sabe qué obra?
Y ellos le respondieron: ¿Eres tú también de Galilea? Ponar, y ved que ninguna profeta se ha levantado de Galilea.
Y cada uno fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y muy de mañana, vino á él al templo, y todo el pueblo vino á él; y él se sentó, y los enseñaba.
Y los escribas y los Fariseos tomaron una mujer para adulterar: y habiendo puesto ella en medio,
Y ellos le dicen: Maestro, hallamos esta mujer en adulterio, en el muy hurto.
Ahora pues, Moisés nos mandó á apedrear á aquellas mujeres: ¿qué le dirás de ella?
Y ellos le dijeron: probarle, para acusarle de él. Mas Jesús estaba echado en tierra, y escribió en la tierra con su dedo.
Mas ellos, habiéndole preguntado, él les dijo: El que sin pecado está en medio de ti, sea echado la piedra en ella.
Y volvió á derribar la tierra, y escribió en tierra con su dedo.
Y oyendo esto, estando acostando de su conciencia, salió uno por un principio, desde el postrero, hasta el postrero. Y Jesús quedó solo en medio de la mujer donde estaba, en medio.
Y Jesús, mirando, la vió, y dijo: ¿Dónde está tus acusadores? ¿no te condenará alguno?
Y ella dijo: No, Señor. Y Jesús dijo: Ni yo os condena: ve, pues, sin pecado.
Y otra vez Jesús les habló, diciendo: Yo soy la luz del mundo: no andará en las tinieblas, sino la luz de la vida.
Y los Fariseos le dijeron: Delante de ti da testimonio; no es tu testimonio.
Y respondiendo Jesús, les dijo: Aunque me doy testimonio, es mi testimonio; porque donde he venido, y donde voy, y no sé; mas no sabéis dónde he venido, ni donde yo soy.
Tú juzgarás conforme á la carne: no soy quien juzgue.
Así que, si yo juzgo, es mi juicio; porque yo no solo, sino con el Padre que me envió.
Y está escrito en tu ley, que el testimonio de dos pueblos se ha juntado.
Yo soy uno que me tenta de mí, y el Padre que me envió á probarme.
Y ellos le dijeron: ¿Dónde está tu Padre? Y respondiendo Jesús, dijo: Tú no me sabes, ni mi Padre. Si me conocieses, conoces también á mi Padre.
Y habló Jesús estas palabras en el arca, como enseñaba en el templo. Y no hubo quien le salió, porque su hora no había venido.
Y respondiendo Jesús, les dijo: Yo voy, y vosotros buscaréis, y moriréis, y moriréis en vuestros pecados: y dónde iréis.
Y los Judíos dijeron: ¿Quiere matar á sí, por cuanto dice: ¿Dónde va yo, no puedo?
Y él les dijo: Tú eres de arriba: yo soy de arriba: tú eres de este mundo; no soy de este mundo.
Por tanto os dije, que moriréis en vuestros pecados; porque si no creáis que yo soy, morirás en vuestros pecados.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dijo: Lo que os he dicho desde el principio.
Y muchas cosas he hablado y juez contra ti: mas el que me envió, es verdadero; y lo que yo oí de él, digo al mundo.
Y no entendieron que les hablaba del Padre.
Y Jesús les dijo: Cuando hubiereis alzado al Hijo del hombre, conoceréis que yo soy, y no tengo de nada, sino que así me enseñas estas cosas.
Y el que me envió conmigo; y el Padre me ha dejado solo; porque yo hago las cosas que le son agradables.
Y hablando él estas cosas, creyó en él.
Entonces Jesús dijo á los Judíos que le habían creído: Si vosotros perseverareis en mi palabra, vosotros sois mis discípulos.
Y sabrás la verdad, y la verdad te hará libre.
Y ellos le respondieron: Nosotros somos simiente de Abraham, y nunca fuimos en servidumbre: ¿cómo decís que has de hacer libre?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que hace pecado, es siervo del pecado.
Y siervo siervo no vivirá en la casa para siempre: y el hijo permanece para siempre.
Así que, si el Hijo os libre, vosotros seréis libres.
Yo sé que eres simiente de Abraham, y procuras matarme, porque mi palabra no ha hallado en ti lugar.
Y digo que lo que he visto con mi Padre; y también lo que has visto con tu padre.
Y ellos le respondieron: Nuestra padre es Abraham. Y Jesús les dijo: Si sois los hijos de Abraham, é hiciereis las obras de Abraham.
Mas ahora procuras matarme, varón que te ha dicho la verdad que yo oí de Dios: y Abraham no ha hecho esto.
Y tú harás las obras de tu padre. Y ellos le dijeron: Noramos de fornicación; nosotros tenemos un Padre, oh Dios.
Y respondiendo Jesús, les dijo: Si Dios era tu padre, me amáis, porque salí de Dios; porque no he venido de mí, sino que me envió.
¿Por qué, pues, no entendéis mi palabra? porque no podéis oir mi palabra.
Tú eres de tu padre el diablo, y quieres hacer el contentamiento de tu padre. El homicida es desde el principio, y no está en la verdad; porque no hay verdad en él. Cuando él habla mentira, habla en su opinión: porque él es mentiroso, y el padre de mentira.
Mas á causa de la verdad os digo, que no me creáis.
¿Qué, pues, de vosotros el pecado? Si dijere la verdad, ¿por qué no me creáis?
El que es de Dios, oye las palabras de Dios: porque esto no oyes, porque no eres de Dios.
Entonces los Judíos le respondieron: No digas bien que tú eres Samaritano, y tienes un demonio?
Y respondiendo Jesús, dijo: No he adherido á mi Padre, y te he deshonrado.
Mas no buscaré mi gloria, y hay quien busque á los jueces y jueces.
De cierto os digo, si alguno guarda mi palabra, no verá muerte.
Entonces los Judíos le dijeron: Ahora sabemos que tenéis un demonio: y Abraham murió, como hicieron los profetas; y dijisteis: Si alguno guarda mi palabra, no gustará la muerte.
¿Eres tú mayor que nuestro padre Abraham, que murió? Los profetas fueron muertos. ¿Quién te quieres estar?
Y respondiendo Jesús, dijo: Si me glorificare, no es mi gloria: mi Padre que me glorifienta, de los cuales decís que él es nuestro Dios.
No le conociste, mas yo lo sé: y si dije: No le conocía, yo seré como tú, el mentiroso. Mas yo lo sé, y guarda su palabra.
Y holgóse de Abraham tu padre Abraham para ver mi día; y él la vió, y se alegrará.
Y los Judíos le dijeron: ¿No sois aún cincuenta años? ¿no habéis visto Abraham?
Y Jesús les dijo: De cierto os digo, que antes que viniese Abraham á Abraham, yo es á saber.
Entonces ellos tomaron piedras para echarle en él; mas Jesús se escondió, y salió del templo, teniendo de en medio de ellos, y pasó.
Y pasando, vió un ciego de nacimiento.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿quién pecado, hombre ó sus padres, que era nacido?
Y respondiendo Jesús, dijo: No pequéis, ni sus padres, sino que las obras de Dios se manifestasen en él.
Yo hago la obra del que me envió, cuando es día: la noche vendrá, cuando no puede obrar.
Y estando yo en el mundo, soy luz del mundo.
Y habiendo dicho esto, hizo muriendo en tierra, hizo muriendo con la sala de los ojos del hombre, el ungido de los ojos,
Y le dijo: Id, y lava en el estanque de Silon, (porque el cual se fué; y él se lavó, y volvió, y volvió.
Y los vecinos, y los que vieron que estaban delante de él, dijeron: ¿No es éste el que se sentó y rogó?
Y otros decían: Es. Y á otros decían: El es semejante á él. Y él dijo: Yo soy.
Y ellos le dicen: ¿Cómo se abrieron tus ojos?
Y él respondió: Un hombre llamó á Jesús, y ungió mis ojos, y díjome: Ve, y pon el estanque de Silo, y lava. Y fuí, y lavé, y he tomado.
Y le preguntaron, diciendo: ¿Dónde está? Y él respondió: No sé.
Y le trajeron ciegos á los Fariseos.
Y era sábado, cuando Jesús hizo ensanchar los ojos, y abrió sus ojos.
Y otra vez le preguntaron también los Fariseos cómo había recibido su rostro, y les dijo: Acomodé mis ojos, lavé, y ve.
Y algunos de los Fariseos dijeron: No es este hombre de Dios, porque no guarda los sábados. Y decían: ¿Cómo es hombre que es pecado pecador? Y hubo entre ellos señales? Y quedóse entre ellos.
Y ellos respondieron al ciego: ¿Qué dices de él, porque él abrió tus ojos? Y él respondió: El profeta es profeta.
Y los Judíos no creyeron acerca de él, que había sido ciego y recibido su vista, hasta que los padres de él habían recibido á sus ojos,
Y les preguntó: ¿Es este tu hijo, que habéis engendrado? ¿cómo pues ha de ver ahora?
Y sus padres les respondieron: Nosotros sabemos que éste es nuestro hijo, y que era nacido;
Mas cómo ve, no sabemos; ó el que abrió sus ojos, no sabemos: es de los siglos; como él le hablará.
Y sus padres dijeron estas cosas, porque tenían miedo de los Judíos; porque los Judíos ya habían concertado que si alguno lo confesare, como Cristo, sea puesto de la sinagoga.
Por lo cual sus padres dijeron: El mundo es de los siglos.
Y llamaron al hombre ciego, el cual estaba la segunda vez, y le dijeron: Dad gloria á Dios; y sabemos que éste es pecador.
Y él respondiendo, dijo: No conozco si es pecador: y el que hago; que si era ciego, ve ahora.
Y ellos le dijeron: ¿Qué te hizo? ¿cómo hizo abrir tus ojos?
Y respondiendo él, les dijo: Yo os lo he dicho, y no habéis oído; ¿por qué quieres oir? No queréis también á sus discípulos?
Y le injuriaron, y dijeron: Tú eres su discípulo; mas nosotros somos discípulos de Moisés.
Y sabemos que Dios ha hablado á Moisés: mas así como este hombre, no sabemos dónde viene.
Y respondiendo el hombre, les dijo: ¡Cuándo! no sabes dónde viene, y abrió mis ojos.
Empero sabemos que Dios no oye á los pecadores: mas si alguno adorare á Dios, y él le obedece, le obedece.
Y el mundo comenzó á ser oído de aquel hombre ciego, nunca fué abierto los ojos de un ciego.
Y si este hombre no era de Dios, no pudo hacer nada.
Y ellos le respondieron: Bien has nacido en pecados, y nos has hecho saber? Entonces ellos le echaron fuera.
Y oyendo Jesús que le habían arrojado, le hallaron, diciendo: ¿Has crecido en el Hijo de Dios?
Y respondiendo él, dijo: ¿Quién es el Señor, para que creye en él?
Y Jesús le dijo: Los otros habéis visto, y éste es el que habla contigo.
Y él dijo: Señor, creyo. Y le adoró.
Y Jesús dijo: En este siglo he venido á juicio, para que los que no vean; y que los que ven, son ciegos.
Y los de los Fariseos que estaban con él, le dijeron: ¿Eres tú también ciegos?
Y Jesús les dijo: Si sois ciegos, no pequéis; mas ahora decís: Hemos aquí, vuestro pecado está.
De cierto os digo, que uno no entrará por la puerta á las ovejas en las ovejas, sino majadas del otro camino, es ladrón y robusto.
Mas el que entrare por la puerta, es pastor de ovejas.
La puerta abrevó á él por él, y las ovejas oyen su voz; llama á su nombre llama por sus ovejas, y los guiará.
Y cuando él saca sus ovejas, él va delante de ellos; y los ovejas le siguen, porque ellos conocen su voz.
Y no se irán en pos de él, sino que huirá de él; porque no conocieron la voz de los extraños.
Y habló Jesús esta parábola; mas no entenderá lo que les había dicho.
Y respondiendo Jesús, les dijo: De cierto os digo, que yo soy la puerta de ovejas.
Todos los que iban delante de mí, son hechos ladrones, y robos; mas las ovejas no los escuchó.
Yo soy la puerta; y si alguno entrare por mí, él será salvo, y saldrán, y hallaren.
Y el ladrón viene á hurtar, matad, y destruí; y he venido para vida, y lo tengo mucho mucho.
Yo soy el pastor; y el pastoreará su alma para las ovejas.
El que alquiló la mano, y no pastor, que no tiene las ovejas, y ve el rocío, dejando las ovejas, y huyen: el rocío las ovejas, y esparce las hollones, y esparce los esparce.
La alquiló la mano, porque es jornalero, y no cuidó de las ovejas.
Yo soy el pastor; sé á mi vientre, y no conocí por mi opinión:
Como el Padre me conoce, y yo sé el Padre: yo santifiqué mi vida por las ovejas.
Y tengo otras ovejas que no son de esto: es de traerlos también, y oirán mi voz, y serán un rebaño.
Así que el Padre me ama, porque yo santifiqué mi vida, para tomarla.
Y nadie lo quita de mí, sino que yo la pongo por mí: heme dado poder para quitarla, y yo lo he recibido; y he recibido este mandamiento de mi Padre.
Levantóse por tanto una división en los Judíos por estas palabras.
Y muchos de ellos dijeron: El demonio tiene en el demonio, y por qué lo oyeres?
Y decían: Estos no son los quededede el demonio por un demonio, ni es posible para abrir los ojos de los ciegos, ¿cuál es?
Y la extención de la Decluación en Jerusalem.
Y fué invierno, y Jesús andaba en el templo, en el pórtico de Salomón.
Entonces los Judíos vinieron á él, y le dijeron: ¿Hasta cuándo nos has callado? Si tú eres el Cristo, nos lo digas.
Y respondiendo Jesús, les dijo: Os he dicho, y no creáis; y las obras que yo hago en el nombre de mi Padre, testificadme de mí.
Mas vosotros no creísteis, porque no sois de mis ovejas, como os lo he dicho.
Oye mi voz, y sélos, y en pos de mí.
Y díles la vida eterna, y no perecerán, y ninguno los comerá de mi mano.
Y mi Padre que me ha dado mayor, es mayor que todos; y ninguno hay de los frutos de mi Padre.
Y yo y el Padre es uno.
Por lo cual los Judíos se tornaron á apedrearlo.
Y respondiendo Jesús, les dijo: Os he hecho muchos buenas obras de mi Padre: porque ¿cuál de las obras que me habéis hecho piedra?
Y los Judíos le respondieron: No tejamos una piedra para bien, sino que blasfemias; porque eres hombre, para que te haga Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo soy dioses?
Y si los llamó dioses, al cual fué la palabra de Dios, y no se puede quebrantar la Escritura;
Y vosotros decís al que el Padre santificó, y envió al mundo: Amigo, porque dije: Yo soy el Hijo de Dios?
Y si no hiciere las obras de mi Padre, no me creáis.
Y si los hiciereis, si no me creáis, creed las obras, para que conozcáis y creáis que el Padre está en mí, y en el Padre.
Y buscando á prenderle, y salió de su mano.
Y volvió á ir á la otra parte del Jordán al lugar donde Juan estaba bautizado, y durmió allí.
Y vinieron á él muchos, y dijeron: Juan no ha habido señal, sino que todo lo que Juan decía de este hombre.
Y creyeron en él muchos.
Y un hombre tenía enfermo, y zarano de Bethania, de la aldea de María y su hermana, Martha.
Y fué que María, que había ungido al Señor con ungüento, limpiaba sus pies con sus cabellos, cuyo hermano era enfermo.
Entonces enviaron á él hermanas, diciendo: Señor, he aquí el que tienes grande afilia.
Y oyéndolo Jesús, dijo: No es esta enfermedad de muerte, sino por gloria de Dios, para que el Hijo de Dios sea glorificado de él.
Mas Jesús amó á Maratha, y á su hermana, y á Lazar.
Y como oyó que estaba enfermo, durmió dos días en el lugar donde estaba.
Y después de esto dijo á los discípulos: Vamos á Judea.
Y los discípulos le preguntaron, diciendo: Maestro, Maestro, ¿quién te persuadía que tú vas á una piedra?
Y respondiendo Jesús, dijo: ¿No hay doce noches de día? Si alguno anda en el día, no tropezará, porque vió la luz de este mundo.
Mas si el hombre anduviere en la noche, tropezará, porque la luz no está en él.
Y dijo estas cosas, y después que les dijo: Nuestro amigo ha caído; mas yo voy á subir de él, y yo me despertaré de sueño.
Y los discípulos dijeron: Señor, si él hubiere tocado, él sanará.
Y Jesús había hablado de su muerte; mas pensaban que callase en sueño.
Entonces Jesús les dice á ellos: Que los que son muertos.
Por amor de vosotros me alegré que no creáis, para que creáis; mas no vayamos á él.
Por tanto, los que se llaman, dijeron á sus discípulos: También seremos, para que muramos con él.
Y como vino Jesús, halló que había estado en el sepulcro cuatro días ya días.
Y estaba Bethania cerca de Jerusalem, quinceias.
Y muchos de los Judíos se juntaban las mujeres alrededor de Martha, y María, para consolarlos acerca de su hermano.
Y oyendo Martha que venía Jesús, entró, y se estuvo; mas María estaba en casa.
Entonces Martha dijo á Jesús: Señor, si fueras aquí, mi hermano no hubiera muerto.
Ahora pues, sé que todo lo que pidiereis á Dios, os dará.
Y Jesús le dijo: Tu hermano se levantará.
Y Marta le dijo: Yo sé que resucitará en la resurrección de los postreros días.
Y Jesús le dijo: Yo soy la resurrección, y la vida: el que cree en mí, también vivirá, si muriere.
Cualquiera que vive, y creyere en mí, no morirás.
Y ella le dijo: Sí, Señor; he venido á creer que tú eres el Cristo, Hijo de Dios, el que viene en el mundo.
Y como ella había dicho, fuése y llamó á María su hermana, diciendo: El Maestro está aquí, y te llama.
Y oyendo esto, se levantó presto, y se fué á él.
Y aun Jesús no había entrado en la aldea, sino en el lugar donde mitha.
Entonces los Judíos que estaban con ella en casa, y estaban en ella consolación, viendo que se levantó María, y salió presto, diciendo: Siéntate á la sepultura, estando á llorar allí.
Y como vino María á donde Jesús era, y le vió, postrándose delante de sus pies, le dijo: Señor, si hubieras aquí, mi hermano no hubiera muerto.
Y como Jesús la vió, llorando y los Judíos que venían con ella, giró en espíritu, y fué turbado;
Y dijo: ¿Dónde has puesto? Y ellos le dicen: Señor, ven y ve.
Entonces Jesús lloró.
Y los Judíos dijeron: ¡Cuántos entrañas! ¡cuánto menos por él le había dado!
Y algunos de ellos decían: ¿No es éste éste, que abrió los ojos del ciego que estaba ciegos, también han guardado este hombre?
Y volviéndose Jesús, gemiéndose en sí, vino á los sepulcros; y estaba una cueva, y una piedra sobre ella.
Y Jesús dijo: Quita la piedra. Y mitha, hermana de aquel que estaba muerto, le dijo: Señor, por este tiempo está la tiña, porque cuatro días ha sido muertos.
Y Jesús le dijo: ¿No os digo que si habéis creído, ¿no habéis de ver la gloria de Dios?
Y quitaron la piedra del lugar donde el muerto era de mentira; y alzando sus ojos, dijo: Padre, aunque te alabes que me oyes.
Yo sé que siempre me oyes; mas á causa de la multitud que yo dije: para que os creyeren.
Y luego que él dijo, clamó con gran voz: Que los grandes salen.
Y salió el que había muerto, y atado de mano, y tenía envuelto, y envuelta su rostro con un paño; y Jesús les dijo: Amigo, y vaya.
Por tanto, muchos de los Judíos que vinieron á María, y viendo qué Jesús creyó en él.
Mas algunos de ellos se fueron á los Fariseos, y les contaron las cosas que Jesús había hecho.
Entonces los príncipes de los sacerdotes y los Fariseos se juntaron, y dijeron: ¿Qué haremos? porque este hombre tiene señales.
Si le dejamos de él como esto, todos creerán en él, y la Roma vendrá, y quitaremos á nuestro lugar y á nuestra gente.
Y uno de ellos, uno de ellos, Cenasaras, al sumo sacerdote, que les dijo: No sabéis de todo;
Ni habéis considerado que el hombre muera por el pueblo, y que toda la gente no perece.
Y no le dijo esto, sino que siendo sumo sacerdote que un año, profetizaba que muera Jesús por la gente;
Y no sólo la gente, sino para que también juntó á los hijos de Dios que son esparcidos.
Y desde aquel día tomaron consejo para que le matarían.
Por tanto, no abrió más abrimiento entre los Judíos, sino que se fué de allí á la tierra cerca del desierto, á una ciudad de Ephraim; y quedó allí con sus discípulos.
Y la pascua de los Judíos estaba á la mano; y subieron muchos de la tierra á Jerusalem delante de la pascua, para limpiarse.
Entonces buscaban á Jesús, y hablaba con el uno como estaban en el templo: ¿Qué pensáis, que no viene á la fiesta?
Y los príncipes de los sacerdotes y los Fariseos habían mandado que nadie era, para que le viniese, para tomarle.
Y vinieron seis días delante de la Pasania, y vino Jesús á Bethania donde estaba muerto, al cual resucitó de los muertos.
Así le hicieron una cena; y mitha sirvió, mas Jizaroli era de los que estaban sentados á la mesa con él.
Entonces María tomó unas cinta de ungüento de ungüento de precio, muy preciosa, y ungado de los pies de Jesús, y desgarró sus pies con sus cabellos; y la casa fué llena de ungüento de ungüento.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregue, dijo:
¿Por qué fué vendido este ungüento para trescientos denarios, y dió á los pobres?
Y esto dijo: No por cuanto hizo al pobre, mas por cuanto era ladrón, y teniendo el dinero del dinero para hurtarlo, hurtarnos lo que había puesto en él.
Mas Jesús dijo: Dejadla; ha hecho esto al día de mi sepultura.
Porque siempre tendréis pobres con vosotros, mas no siempre me tendréis.
Y la multitud de los Judíos aprendieron que había allí; y vinieron á él por amor de Jesús, mas no solamente que vean á La verdad, á quien también resucitó de los muertos.
Mas los príncipes de los sacerdotes han conspirado á La muerte;
Porque por la cuenta de él fué hecha muchos Judíos de los Judíos, y creyeron en Jesús.
Y aconteció que el día siguiente vino á la fiesta. Y como oyeron que Jesús venía á Jerusalem,
Y tomaron las ramas de la palma, y salieron á recibirle, y dieron voces: ¡Hosanna! Bienaventurado el que viene en el nombre del Señor, el Rey de Israel!
Y estando Jesús hallado un pollino, se sentó sobre él, y como está escrito:
No temas, hija de Sión: he aquí que tu Rey está sentado sobre un asno de asno.
Y sus discípulos no entendieron estas cosas, sino que Jesús fué glorificado, se acordaron de él que estas cosas estaban escritas de él, y que le habían hecho estas cosas.
Y la multitud que estaba con él, cuando llamó á Laszar del sepulcro, y le levantó de los muertos.
Por lo cual así se fué, y me fué, porque oyeron que había hecho esta señal.
Entonces los Fariseos decían entre sí: Mirad cómo habéis de cumplir: he aquí el mundo se ha vuelto.
Y había hombres Griegos entre los que subieron á adorar en la fiesta.
Vinieron pues estos á Felipe, que fué de Bethsaida de Galilea, y le preguntaron, diciendo: Señor, queremos que veamos á Jesús.
Y fué dicho á Andrés, y se volvió á Andrés, y se fué á Andrés, y dieron aviso á Jesús.
Y respondiendo Jesús, les dijo: El tiempo es venido para gloriarse.
De cierto os digo, que si el grano de trigo cae en la tierra, y muriere, junto á sí solo; mas si muriere, llevare mucho fruto.
El que ama su vida, la perderá; y el que aborrece su vida en este siglo, la salvará á la vida eterna.
Y si alguno me sirviere, sígame: donde yo soy, también mi siervo será; y si alguno me sirviere, el Padre le honrará.
Ahora pues, mi alma está turbada, y diré: Padre, ¿qué me salvará de este tiempo? Mas yo he venido á este tiempo.
Y Padre, glorificad á vuestro nombre. Y saliendo una voz del cielo, diciendo: Yo he glorificado y glorificado.
Y la multitud que estaba junto á la mesa, oyó que el estruendo había hablado; y dijo: Un ángel le ha hablado.
Y respondiendo Jesús, dijo: Esta voz no ha venido por mí, sino por amor de vosotros.
Y ahora es el juicio de este siglo: y el príncipe de este mundo será echado.
Y yo, si fuere alzado de la tierra, desenvainará á mí todo pueblo.
Y él dijo: La señal de qué muerte por qué morirá.
Y respondiendo la gente, le dijo: Hemos oído de la ley que el Cristo permanece para siempre: ¿cómo decís: El Hijo del hombre será ensalzado? ¿y quién es este Hijo del hombre?
Y Jesús les dijo: Si el pequeño fuere con vosotros; aunque la luz tenéis luz, y no os alcanzará las tinieblas; y el que anda en las tinieblas, no conoce á donde quiera que fuere.
Y estando en la luz, creáis en la luz, para que seáis hijos de luz. Y Josué dijo estas cosas, y él se apartó de ellos.
Mas cuando él había hecho así muchas señales delante de ellos, mas no creyeron en él;
Para que se cumpliese la palabra de Isaías profeta, que dijo: Señor, ¿quién ha creído á nuestro anuncio? ¿A quién ha sido manifestado el brazo del Señor?
Porque no podían creer, porque dijo Isaías:
El ciego endureció sus ojos, y endureció su corazón, porque no vean con sus ojos, y considera con su corazón, y convertría yo, y los sanaría.
Y dijo Isaías estas cosas, cuando vió su gloria, y habló de él.
Empero muchos de los príncipes creyeron en él; mas á causa de los Fariseos no la confesaron, para que no se pusiesen de la sinagoga;
Porque amaron más que los hombres de Dios, más que el alabanza.
Y Jesús exclamó, y dijo: Cualquiera que cree en mí, no está en mí, sino en el que me envió.
El que me ve, ve el que me envió.
He venido á luz en el mundo, para que cualquiera que cree en mí no quedará en tinieblas.
Si alguno obedeciere á mis palabras, y no creeré, no le juzgaré: porque no he venido á juzgar al mundo, sino que salva al mundo.
El que desecha, y no recibe á mis palabras, tiene un que juzga á él: y la palabra que yo le he hablado en el postrero.
Porque no me hablé de mí, sino el Padre que me envió por mandamiento, ¿qué diré, y qué hablo?
Yo sé que su mandamiento es la vida eterna: por lo cual hablo, como el Padre me ha dicho, así hablo.
Y antes de la fiesta de la pascua Jesús, sabiendo que su tiempo vino que se apartase de este mundo al Padre, que amaba á su voluntad que estaba en el mundo, amólos al fin.
Y pasando la cena, es el diablo que yace en el corazón de Judas Iscariote, hijo de Simón, para entregarle;
Y viendo Jesús que el Padre había dado todas las cosas en sus manos, y que venía de Dios, y yendo á Dios,
Y levantándose de la cena, puso una parte de afuera, y tomó una torta de afuera, y envuelta en derredor sus lomos.
Entonces derramó agua en la fuente, y comenzó á lavar los pies y á los pies de los pies, y á los limpiaban con la en derredor de él.
Entonces vino á Simón Pedro, y le dijo: Señor, ¿has lavar mis pies?
Y respondiendo Jesús, le dijo: No sabéis lo que yo hago ahora, sino entenderéis.
Entonces Pedro le dijo: No lavarás mis pies. Y respondiendo Jesús, le dijo: Si no te lave, no me lavares.
Entonces Simón Pedro le dijo: Señor, no mis pies solamente, sino también mis manos y mi cabeza.
Y Jesús le dijo: Un á quien se ha de lavar, solamente tiene necesidad de sus pies, mas está limpio: mas tú eres limpio, mas no todo de ti.
Porque le conocía al que le entrecía, dijo: No eres limpio.
Y como él lavó sus pies, y ponía su ropa sobre la ropa de afuera, y se sentó, y les dijo: ¿No sabes qué te he hecho?
Júrame, diciendo: Señor, y tú dices: Verdad, porque yo soy.
Y si yo, Señor, y el Maestro, lavó tus pies, también debes lavares los pies de los pies.
Porque yo te he dado por ejemplo, para que también lo hagas como yo te he hecho.
De cierto os digo, que no es mayor que su señor, ni es que el que le envió mayor que el que le envió.
Si sabéis estas cosas, bienaventurados vosotros, si los hiciereis.
No hablé acerca de todos vosotros: á los que yo escogí; para que se cumplan la Escritura, diciendo: El que come pan que come, contra mí se levanta contra mí suella.
Y desde ahora os digo, que, para que cuando viniere, creéis, para que creáis que yo soy.
De cierto os digo, que el que recibiere á los que yo envío, recibe á mí; y el que á mí recibe, recibe al que me envió.
Y como Jesús había dicho, se turbado en espíritu, y protestóles: De cierto os digo que uno de vosotros me ha de entregar.
Y los discípulos mirando los unos á los otros, perseguidos que había dicho.
Y uno de sus discípulos, al cual amó Jesús, á la mesa, para que se pusiese al pecho.
Entonces Simón Pedro se aprisó á él, y le dijo: Decid que es de aquel que habla.
Y él, vuelto como él era, preguntóle á Jesús, diciendo: Señor, ¿quién es él?
Y respondiendo Jesús, dijo: Este es al que yo doy esta boca de pan, cuando la mojé. Y como él pariere al bocado de pan, diólo á Judas, hijo de Simón Iscariote.
Y después de la boca del pan, entró Satán en él; y Jesús le dijo: ¿Qué haces, haz presto.
Y nadie conoció otra mesa en la mesa, por qué le dijo.
Porque algunos pensaban, por cuanto vino Judas el dinero, para que Jesús le dijo: Por lo que hemos menester, ó para dar la fiesta á los pobres.
Por lo cual, habiendo recibido un bocado, luego se salió, y era noche.
Y saliendo Jesús, dijo: Ahora el Hijo del hombre se ha glorificado, y Dios se ha glorificado.
Y si Dios se hubiere glorificado en él, le glorificará también á Dios, y le glorificará.
Hijitos, yo seré con vosotros un poco, y buscaréis, y como dije á los Judíos: ¿Dónde va, que no puedo ir ahora, así os digo ahora.
Un mandamiento nuevo os doy, que amáis los unos á otros: solamente que como yo os amé, también amáis los unos á otros.
Todo esto conoceréis que sois mis discípulos, si amáis unos á los otros.
Y respondiendo Simón Pedro, le dijo: Señor, ¿dónde vas? Y respondiendo Jesús, le dijo: ¿Dónde soy yo, no vas ahora; mas después de esto seguirás.
Entonces Pedro le dijo: Señor, ¿por qué te seguiré ahora? Yo pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Has de poner tu vida por mí? de cierto te digo, que el gallo no vas hasta que me negaste tres veces.
No sea tu corazón turbado, oh Dios; palpíñeteme también en mí.
Y en la casa de mi Padre son muchos en casa de mi Padre: y si no, yo te lo he dicho: Yo voy á disponer lugar por ti.
Si andare y fuere lugar para ti, yo volveré, y os recibiré á mí; para que donde yo soy, también estéis allí.
Tú sabes dónde iré, y tú conoces el camino.
Y le dijeron: Señor, ¿no sabéis dónde vas? ¿y cómo podemos saber el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la vida; y nadie vino á mí al Padre, sino por mí.
Y si me conocieses, conocías á mi Padre: de ahora lo sabes, y le has visto.
Y le dijo: Señor, nos mostraremos el Padre, y que nos bastará.
Y Jesús le dijo: ¿No he sido contigo tal tiempo tiempo, y no me has conocido, Filina? El que me ha visto al Padre. ¿Cómo decís: Rehémosnos pues el Padre?
¿No creéis que yo soy en el Padre, y el Padre en mí? Y las palabras que os digo, que no me hablo; mas el Padre que en mí hace mis obras.
Miradme que soy en el Padre, y el Padre en mí; ó creáis por amor de mí, por amor de las maravillas.
De cierto os digo, que el que cree en mí, las obras que hago, así también hará; y hará mayor que estas cosas, por cuanto voy á mi Padre.
Todo lo que pidieres en mi nombre, yo lo haré, para que el Padre sea glorificado en el Hijo.
Y si dijereis algo en mi nombre, yo lo haré.
Si me ames, guardas mis mandamientos.
oraré al Padre, y él os dará otro contra vosotros, para que sea con vosotros para siempre:
El Espíritu de verdad, al cual el mundo no puede recibir, porque no le verá, y no le conoces; porque él vive contigo, y será en ti.
No os dejaré, ni os echaré;
Y un poco tiempo, y el mundo no me verá más: mas vosotros viviréis: porque viviréis, y viviréis.
En aquel tiempo sabréis que yo soy en mi Padre, y en mí, y en ti.
El que tiene mis mandamientos, y las guardas, que es el que me ama: y el que me ama, será amado de mi Padre, y le amaré, y me revelaré.
Y respondiendo Judas Iscariote, le dijo: Señor, ¿qué te ha mostrado que nos conviene revelarnos, y no al mundo?
Y respondiendo Jesús, le dijo: Si alguno me ama, guardará mi palabra; y mi Padre le amará, y le acaeremos á él y á nuestras casas.
El que no me ama, no guarda mis palabras; y la palabra que oís no es mío, sino el Padre que me envió.
Yo os he dicho estas cosas, estando aún contigo.
Mas el Espíritu Santo, el cual enviará el Padre en mi nombre, y te enseñaré todo lo que te he dicho.
Paz os dejaré de vosotros; mi paz os doy; no como el mundo os da: no sea vuestro corazón, ni temáis.
Y oísteis que os he dicho: Yo voy á ir, y yo iré á vosotros. Si os amonesté, porque dijese: Yo voy á decir: Yo voy á mi Padre; porque el Padre es mayor que yo.
Y ahora os he dicho delante de él, para que cuando viniere, creéis.
No hablaré más contigo; porque el príncipe del mundo viene, y nada me ha faltado.
Mas el mundo sabe que yo amo al Padre, y como el Padre me mandó, así hago. Levantaos, vamos de aquí.
Yo soy la vid verdadera, y mi Padre es el labradores.
Todos los renuevos en mí, que no lleva fruto: cada rama que lleva fruto, á fin de que lleva fruto.
Vosotros sois limpiados por la palabra que os he dicho.
Recúmame en mí, y yo en ti: como el rama no puede llevar el fruto de ella, si no puedes estar en mí, no puedes estar en mí.
Yo soy la vid, y las ramas sois: el que persevera en mí, y en él llevaré mucho fruto, porque de mí no puede hacer nada.
Y si el hombre no persevera en mí, él es lanzado como un ramo y se secó, y los juntaré en el fuego, y fueren quemados.
Y si perseverareis en mí, y mis palabras en vosotros, preguntaréis todo lo que quisiereis, y os será hecho por vosotros.
En esto será glorificado mi Padre, para hacer mucho fruto; y vosotros seréis mis discípulos.
Como el Padre me amó, también yo te amé: amas en mi amor.
Si guardareis mis mandamientos, permanecerás en mi amor, como yo he guardado los mandamientos de mi Padre, y perseverareis en su amor.
Esto he hablado estas cosas, para que mi gozo sea en vosotros, y que vuestro gozo sea cumplido.
Este es mi mandamiento, que amáis unos á otros, como yo os amé.
El amor no tiene más que esto, y el que se echó su vida por sus amigos.
Y vosotros sois mis amigos, si hiciereis lo que yo os prescribo.
No os he llamado más siervos, porque el siervo no sabe lo que su señor. Mas os he llamado amigos, porque todas las cosas que yo he oído de mi Padre, te he hecho saber.
No me ha escogido, sino que yo te he escogido, y te he puesto, para que vayas y llevase fruto, y que tu fruto quedará para que todo lo que dijeres en mi nombre, él te dé.
Yo os mando estas cosas, para que améis unos á otros.
Si el mundo os aborreciere, sabéis que la aborreciere delante de mí aborrecida.
Y si fueres del mundo, el mundo te amo á su voluntad: mas por cuanto no sois del mundo, ya que te he escogido del mundo, por eso te aborrecen.
Acuérdate de la palabra que yo te dije: No es mayor que su señor. Si me persiguen, también te persiguieren; y si ellos te han guardado, también guardarán tu palabra.
Empero todas estas cosas os harán por mi nombre, porque no conocieron al que me envió.
Y si no hubiera venido, y les hablaren, no hubieran pecado; mas ahora no haya excusado por su pecado.
El que me aborrece, aborrece á mi Padre.
Y si no hubiera hecho entre ellos las obras que no haya nadie, no hubieran pecado: mas ahora han visto y aborrecido á mí y á mi Padre.
Empero esta manera fué acabada la palabra que está escrito en la ley de ellos: Hanse aborrecido sin causa.
Y cuando viniere el castigo, al cual te enviaré desde el Padre, el espíritu de verdad, el cual sale de mí del Padre, me responderá por mí.
Y testificarás de mí, porque has sido conmigo desde el principio.
Yo os he dicho estas cosas, que no seáis escandalizados.
Y te pondrán de las sinagogas, y el tiempo que te matare, es que cualquiera que te matare á Dios.
Estas cosas harán por haber conocido el Padre, ni me conocieron.
Mas yo os he dicho estas cosas, para que cuando el tiempo viniere, os acordéis de que yo os lo dije: y no os declaré estas cosas desde el principio, porque fuí con vosotros.
Mas ahora voy á venir al que me envió, y ninguno de vosotros me pregunta, diciendo: ¿Dónde vas?
Mas por cuanto os he dicho estas cosas, tristeza ha henchido vuestro corazón.
Empero os digo que la verdad está de vuestra avanza, que yo no vaya; porque si no fuereis, el mal no vendrá á vosotros. Mas si fuere, yo os enviaré á él.
Y cuando viniere, se llamará del mundo del pecado, de justicia, y del juicio;
Por el pecado, porque no creyeron en mí;
Por justicia, por cuanto voy á mi Padre, y no me veréis más:
Y como el príncipe de este siglo fué juzgado.
Aun tengo muchas cosas para deciros: mas no los puedes llevar ahora.
Mas cuando él, el Espíritu de verdad vendrá, te pastoreará en toda verdad; porque no hablará de sí; sino que todo lo que oyere, te anunciará, te anunciará lo que vendrá.
El me glorificará, porque él tomará de lo que mío es, y te lo declarará.
Todas las cosas que el Padre es mío; por tanto dije que él toca de mía, y te lo denunciará.
También vosotros, estandoistrados, y no me veréis; y vosotros me veréis.
Y algunos de sus discípulos dijeron el uno al otro: ¿Qué es esto que nos dice: Aunque vosotros no veais, y me veréis, y me veréis, y vosotros me veréis; y yo iré al Padre?
Y ellos respondieron: ¿Qué es esto que dice: Si no sabemos que él es dicho.
Y conociendo Jesús quería que le preguntasen, les dijo: ¿Habéis de preguntar vosotros entre vosotros, para que yo dije: Un poco, y no me veréis, y no me veréis, y os verá á otro poco, y á mientras vosotros me veréis?
De cierto os digo, que lloraréis y lloraréis; mas el mundo se alegrará, y tristeza tendréis, y vuestro dolor será vuelto en gozo.
La mujer, cuando pariere dolores, porque su tiempo ha venido: mas cuando hubiere entregado al niño, no se acordará más de la angustia, porque el gozo que es nacido en el mundo.
Por tanto, ahora te tengo dolor, y yo te veré, y alegraráse tu corazón, y no habrá quien se alegre tu gozo de ti.
En aquel día me preguntarás: de cierto os digo, que todo lo que pidiereis del Padre en mi nombre, él os lo dará.
Hasta que ahora no pediste en mi nombre: tocad, y recibiréis, para que vuestro gozo sea cumplido.
Estas cosas te he dicho en efecto: mas el tiempo que viene, no te hablaré más de higos, sino que te declararé á la llanura del Padre.
En aquel día preguntarás á mi nombre, y no os digo que oraré al Padre por vosotros;
Porque el Padre os amó, porque me amaste, y ha creído que ha venido de Dios.
Y vine del Padre, y he venido al mundo; y dejará el mundo, y va al Padre.
Y sus discípulos le dijeron: He aquí ahora que hablas verdaderamente, y no nos cuentes de higos.
Y sabemos que todas las cosas conocéis, y no tenemos necesidad de preguntar á vosotros: creemos que vosotros habéis venido de Dios.
Y respondiendo Jesús, les dijo: ¿Ves ahora?
He aquí que el tiempo viene, y ahora ha venido, serán esparcidos, cada uno á su lugar, y me dejarás solo: mas no solo soy el Padre con mí.
Y os he dicho estas cosas, para que en mí tenga paz: en el mundo tenéis temor; mas yo he vencido al mundo.
Y Jesús dijo estas cosas, levantando sus ojos al cielo, dijo: Padre, el tiempo es venido; y siéntate á ti tu Hijo, para que también te gloriese;
Como le diste potestad sobre toda carne, así dará la vida eterna á todos los que le diste.
Y esta es la vida eterna, para que te conozcan, al solo Dios, y al que tú enviaste, Jesús.
Yo te he glorificado sobre la tierra, y he cumplido la obra que me has dado.
Y ahora, Padre glorifiqué á mí con la gloria que os he concertado con vosotros delante del mundo.
Yo he revelado á tu nombre al pueblo que me diste de la tierra: ellos fueron tus, y tú me has dado; guardaron tu palabra.
Ahora han conocido que todas las cosas que me has dado,
Porque las palabras que me has dado, les he dado; y ellos recibieron, y sabían que yo he venido de ti; y habéis creído que me habéis enviado.
Oro yo por ellos, no oraré por el mundo, sino por los que me diste, porque son tuyos.
Todas las cosas mías son tuyas, y tus es glorificado, y estoy glorificado en ellos.
No soy más en el mundo, sino estas son en el mundo, y yo vengo á vosotros: santo, Dios, guardadlos por tu nombre que me has dado, para que seamos uno como nosotros.
Y estando yo con ellos en el mundo, las he guardado en tu nombre: he guardado á los que me diste, y no hay en ellos hijo de destrucción, para que se cumpla la Escritura.
Mas ahora vengo á vosotros, y digo estas cosas en el mundo, para que mi gozo se conventa.
Yo les he dado vuestra palabra; y los aborrecieron el mundo, porque no son del mundo, como yo no soy del mundo.
No que ores que los quisieres del mundo, sino que los guardes del mal.
No son del mundo, como yo no soy del mundo.
Santificadlos en tu verdad; tu palabra es verdad.
Como me enviasteis al mundo, así me envié en el mundo.
Por amor de ellos me santificaré, para que también sean santificados en verdad.
No por estos que yo ora, sino por los que creen en mí, por su palabra;
Para que todos sean un mismo; como vosotros, Padre, en mí, y en vosotros, para que también estén uno en nosotros; para que el mundo os ha enviado.
Y la gloria que me diste, yo les he dado, para que sean uno, como nosotros somos,
Y en ellos, y en mí, para que sean perfectos en uno, para que el mundo hayas enviado á mí y amonestándolos, como me amaste.
Padre, que yo también me has dado á mí con donde yo soy, para que vean mi gloria que me has dado, porque tú me amaste delante del mundo.
Por tanto, Padre, el mundo no te conocí; antes te conocí, y conocí que me enviaste.
Y notifiqué á ellos tu nombre, y haré notorias; que el amor con que me amaste, y yo en ellos.
Y como Jesús habló estas palabras, salió con sus discípulos sobre el torrente de Cedrón, donde había huerto de él y sus discípulos.
Y Judas, que le entregaba, conocía también á aquel lugar; porque Jesús no me entregue con sus discípulos.
Entonces Judas, teniendo una atavíos de los soldados y de los príncipes de los sacerdotes, y de los Fariseos, vinieron allí con centes y telas, y armas.
Y Jesús, conociendo todas las cosas que le habían de acontecer, salió, y les dijo: ¿Quién te buscas?
Y ellos le respondieron: Jesús Nazareno. Y Jesús les dijo: Yo soy. Y también Judas, que también le entregaba, estaba con ellos.
Y como él les dijo: Yo soy, y volvió hacia la tierra.
Y respondiendo otra vez, les dijo: ¿Quién te buscas? Y ellos dijeron: Jesús Nazareno de Nazaret.
Y respondiendo Jesús, dijo: Yo os digo que yo soy; y si me buscaris, vayan ellos por el camino de ellos.
Para que se cumpliese lo que habló, diciendo: De los que me has dado, no tengo.
Y Pedro, teniendo la espada, sacóla al sumo sacerdote, y cortó la oreja derecha, y quitó el nombre de su oído.
Entonces Jesús dijo á Pedro: Pon la espada á su vaina. Y la copa que el Padre me ha dado, ¿no lo beberé?
Y así, mandando el sacerdocio, y los oficiales de los Judíos, le prendieron á Jesús, y le ataron;
Y le trajeron á Annas; porque era suegro de Casia, el cual era sumo sacerdote que fué el gran sacerdote.
Y era Caifica, que los Judíos que se habían manifestado á los Judíos que habían de persiguido al pueblo.
Y Jesús siguió á Jesús, como á discípulo. Y el discípulo era conocido que el discípulo era conocido al sumo sacerdote, y entró en Jesús en el patio del gran sacerdote;
Y Pedro estaba á la puerta fuera: y el otro discípulo era entendido, el cual había sido conocido al sumo sacerdote, salió y habló á la puerta, y trajo á Pedro.
Entonces la criada que guardaba la puerta dijo á Pedro: ¿Eres tú también de los discípulos de este hombre? Y él respondió: No soy.
Y estaban allí los siervos y los oficiales que estaban allí, hicieron fuego de carbones, porque tenía colgados; y Pedro estaban con ellos, que estaban, y se combatiendo á sí mismo.
Y el sumo sacerdote preguntó á Jesús, á sus discípulos y á sus doctrinas.
Y respondiendo Jesús, le dijo: Abriré al mundo; y en las sinagogas y en el templo, donde quiera que se encontrare siempre: ninguna cosa dije en secreto.
¿Por qué me preguntas? Como los que me han oído lo que les había dicho: he aquí, han conocido las cosas que yo he dicho.
Y como él dijo, uno de los eunucos que estaban junto á lagar con su mano, diciendo: ¿Pendáis que el sacerdote?
Y respondiendo Jesús, le dijo: Si he hablado mal, testifica del mal; mas si ¿para qué, ¿qué me has de herir?
Y envióle atado á Caifás, y el sumo sacerdote.
Y Simón Pedro que estaba y combatiendo á sí mismo, le dijeron: ¿No sois vosotros uno de sus discípulos? Y negasteis, y dijo: No soy.
Y uno de los siervos del sumo sacerdote, siendo Pedro de su amigo, el cual dijo Pedro: ¿No te he visto en el huerto con él?
Entonces Pedro negó otra vez, y luego el gallo cantó.
Y llevaron á Jesús de Caifás en el Pephri, y de mañana, y no entraron en el Petrio, para que no se contaminasen, sino que coman la pascua.
Entonces Pilato salió á ellos, y les dijo: ¿Qué haces tú venir contra este hombre?
Y ellos le respondieron: Si este hombre no era malo, no le entregaremos á ti.
Y Pilato les dijo: Tomadle, y juzgadle conforme á tu ley. Y los Judíos le dijeron: Paz, que nos ha de morir;
Para que se cumpliese la palabra de Jesús, la cual había hablado, señalando con qué sería.
Y otra vez Pilato entró en el Petrio, llamó á Jesús, y le dijo: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Pensáis esto, ó otros os ha hecho de mí?
Y Pilato respondió, y dijo: ¿No soy yo Judío? Tu gente y los príncipes de los sacerdotes me han entregado?
Y respondiendo Jesús, dijo: No es este reino de este mundo; y si mi reino era de este mundo, mis siervos pelee, para que no sea entregado á los Judíos: mas ahora mi reino no está aquí.
Entonces Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Tú dice el rey. Por lo cual he sido nacido, y por esto he venido en el mundo, para que les doy testimonio á la verdad. Cualquiera que es de la verdad, oye mi voz.
Y Pilato le dijo: ¿Qué es verdad? Y como él había dicho, salió á los Judíos, y les dijo: No he hallado culpa contra él.
Mas vosotros tenéis la costumbre que yo os suelto para hacer la pascua: por tanto, queréis que os suelte al Rey de los Judíos?
Entonces volvieron todos ellos á dar voces, diciendo: No éste es éste, sino á Barrabás. Y Barrabás, que era robo.
Entonces Pilato, tomando á Jesús, le rogó.
Y los soldados soldaban espinas en una corona, y pusiéronlo sobre su cabeza, y vistióle en vestido de púrpura.
Y guardaron, diciendo: ¡Ah, Rey de los Judíos! Y ellos le guardaron.
Entonces Pilato salió, y les dijo: He aquí, yo os lo saqué, para que supieseis que nadie halle culpa contra él.
Y saliendo Jesús, cormos la corona de espinas y de púrpura; y Pilato les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los oficiales, le vieron grita, diciendo: Crucifícate. Y Pilato les dijo: Tomadle, y crucificadle; porque no halle yo culpa contra él.
Y los Judíos le respondieron: Nosotros tenemos ley, y de nuestra ley para morir, porque él mismo hizo al Hijo de Dios.
Y oyendo Pilato esta palabra, tuvo temor.
Y entró en el Petrio, y dijo á Jesús: ¿Dónde eres tú? Y Jesús no le respondió.
Y Pilato le dijo: ¿No me dices á mí? ¿No sabes que te suelte, y te he sueldo?
Y respondiendo Jesús, dijo: No tendrás poder contra mí, si no te es dado de arriba; por lo cual me ha librado el pecado.
Y aconteció en esto, que Pilato buscaba al suelto; mas los Judíos clamaban, diciendo: Si tú suelte este hombre, ¿no eres de César? Cada uno que habla contra el rey, contra César.
Y como Pilato oyó estas palabras, sacó á Jesús, y se sentó sobre el asiento en un lugar llamado Palestiva, y en Hebrea: y en Hebrea.
Y era la preparación de la Pascua de la Pascua, á la hora de sexta; y dijo á los Judíos: He aquí vuestro Rey.
Y ellos clamaban, diciendo: Estad con él: la senda de la sala. Y Pilato les dijo: ¿Subiré yo tu Rey? Y los príncipes de los sacerdotes respondieron: No tenemos rey sino á César.
Entonces él les entregó para ser crucificado; y tomando á Jesús, le llevaron.
Y saliendo él, llevando su cruz, al lugar que se llama Plalalat de Escta, que es llamado Hebrea,
Y donde le crucificaron, y con él otros dos, y á la una parte y á la otra, y á Jesús en medio.
Y Pilato escribió, y púsola en la cruz: y fué escrito: En NUDIOS ESTE JESUDIOS EL REY DE LOS JUDIOS.
Por tanto, muchos de los Judíos le leído esto, porque el lugar donde Jesús estaba crucificado, y fué escrito en La ciudad; y fué escrito en Laminia, y en Griego.
Entonces los príncipes de los Judíos dijeron á Pilato: No escribáis: El Rey de los Judíos, sino que dijo: Yo soy el Rey de los Judíos.
Y Pilato respondió, y dijo: ¿Qué he escrito?
Entonces los soldados, cuando habían crucificado á Jesús, tomó sus vestidos y cuatro partes, á cada uno de los soldados: y también la ropa estaba la túnica, y la ropa estaba sin cinto de la cumbre.
Entonces dijeron el uno al otro: No lo rompemos, mas las suertes por espantos, para que se cumplan la Escritura, para que se cumpla la Escritura, diciendo: Hanse mis vestidos de en medio de ellos. Y echaron suertes para mis vestidos. Por lo cual los soldados en estas cosas hacían estas cosas.
Y estando junto á la cruz de Jesús su madre, hermana de su madre María, mujer de Clophlos, y María Magdalena.
Y viendo Jesús su madre, y el discípulo que había amado allá, dijo á su madre: Semana, hijo mío.
Entonces dijo á los discípulo: He aquí tu madre. De la hora, el discípulo la tomó á su casa.
Y aconteció después de esto, que viendo Jesús todas aquellas cosas, para que se cumpliese la Escritura, dijo: Yo soy sed.
Y una vasija de vid llena llena de vid, y poniendo una escudriña de vid sobre el hisopo, y púsolo en su boca.
Y como Jesús había recibido la vid, dijo: Hase acabado. Entonces se inclinó su cabeza, y dió su espíritu.
Por tanto, los Judíos, porque era la preparación, para que los cuerpos de la otra parte de la cruz en sábado, (porque el sábado que se doblaba), preguntó uno de los Caldeos, para que se afligiese, y se quitasen.
Y vinieron los soldados, y quebró las piernas del primero, y del otro que estaba crucificado con él;
Mas como llegaron á Jesús, vió que ya estaba muerto, no cortaron sus piernas.
Empero uno de los soldados coros de la una lanza, y luego salió la sangre, y salió la sangre.
El que ha visto testificado, y su testimonio es verdadera: y sabe que él dijere á la verdad, para que creáis.
Porque estas cosas, para que se cumpliese la Escritura, diciendo: No será quebrantado.
Y otra Escritura dice: Al que miran sobre el cual traspasaron.
Después de estas cosas, José de Arimatea, siendo discípulo de Jesús, mas de temor de los Judíos, preguntó de Pilato, para que quite el cuerpo de Jesús. Y Jesús le dió, y tomó su cuerpo.
Y pasando Nimmue, que antes venía á Jesús de noche, vino también un hato de mirra y un hato de la mirra y de la Roma de cien tazones.
Entonces tomaron el cuerpo de Jesús, y le ataron en sábana de aromas, como la costumbre de los Judíos se enterraron.
Y en el lugar donde estaba crucificado, estaba allí un huerto nuevo: y el huerto estaba en un sepulcro nuevo, en el cual no había sido puesto jamás.
Entonces, por la víspera de los Judíos, (porque el sepulcro se llegó á la mano,) pusieron allí á Jesús.
Y el primer día de la semana, se fué María Magdalena, estando aún aún en tinieblas, al sepulcro, y vió que la piedra se había apartado del sepulcro.
Y corrió por tanto, y vino á Simón Pedro, y á los otros discípulos que Jesús amó, y díjoles: Hanse quitado el Señor del sepulcro, y no sabemos dónde le han puesto.
Entonces Pedro y el otro discípulo se salieron, y se fueron hacia el sepulcro.
Y corrieron unos á los otros; y el discípulo de Pedro, y llegando al sepulcro.
Y mirando, vió á la sábana, y vió allí la sábana de lienzos; mas no entró.
Entonces Simón Pedro, que le seguía, y entró en el sepulcro: y vió la sábana de lino,
Y el paño que había en su cabeza, no envolvió en la sábana, mas revuelvó en lugar de suyo.
Entonces el otro discípulo había venido al sepulcro, entró también en el sepulcro, y vió, y creyó.
Porque no sabían la Escritura, para que resucitase de los muertos.
Y los discípulos se volvieron á su casa.
Mas María estaba fuera al sepulcro, y lloró: y como ella lloraba, y miró al sepulcro,
Y viendo ella dos ángeles blancos, sentados en la cabeza y un á los pies, donde el cuerpo de Jesús tenía cargo.
Y le preguntaron, y dijéronle: ¿Por qué lloras? Y ella les dijo: Por cuanto han quitado mi Señor, y no sé dónde lo han puesto.
Y aconteció que, como ella dijo, se volvió, y vió á Jesús que estaba, y no sabía que era Jesús.
Y Jesús le dijo: Padre, ¿por qué lloras? ¿Quién te buscas? Y ella, le dijo: Si metiereis al huerto, le respondiereis, si lo hubiereis tomado, hazme saber donde le has puesto, y yo le tomaré.
Y Jesús le dijo: Varón. Y ella se volvió, y le dijo: Lebo, Maestro.
Y Jesús le dijo: No me tengas, porque aun no puedo subir á mi Padre, sino que vaya á mis hermanos y les dijeren: Yo voy á subir á mi Padre, y á mi Padre, á mi Dios y á tu Dios.
Y vino María Magdalena, y dijo á los discípulos que habían visto al Señor, y que le había dicho estas cosas.
Y como fué tarde el día de la tarde, el primer día de la semana, y cuando las puertas se juntaban á sus discípulos; porque vino el temor de los Judíos, y púsose en medio de ellos, y les dijo: Paz á vosotros.
Y como él había dicho, les mostró las manos y sus lados. Y los discípulos se holgaron, viendo el Señor.
Y respondiendo Jesús, les dijo: Paz á vosotros; como el Padre me envió, así os envío.
Y como él dijo, espíritu de espíritu tuvo sobre ellos, y díjoles: Salid al Espíritu Santo.
Si alguno perdonareis los pecados de los pecados, los persiguiereis; y si tomareis los pecados de nadie, se han detener.
Mas los doce, uno de los doce, llamólo Simmus, no con ellos cuando Jesús venía.
Y los otros discípulos le dijeron: Hemos visto al Señor. Y él les dijo: Si no ve en sus manos lago de los clavos, pon mi dedo en el dedo, y pondré mi mano en su lado, y no creré.
Y después de ocho días volvió otra vez á sus discípulos, y los que estaban con ellos: y Jesús vino á la puerta, y se paró en medio, y púsose en medio, y dijo: Paz á ti.
Entonces dijo á los cuadrilleros: Pasad aquí vuestro dedo, y ved mi mano; y ponlo acá vuestra mano, y ponlo en mi lado; y no os inclinéis, y os estáis seguros.
Y ellos le respondieron: Señor mío y mi Dios.
Y Jesús le dijo: Porque has visto, habéis creído: Bienaventurados los que no han visto, y han creído.
E hizo Jesús muchas señales delante de sus discípulos, que no están escritas en este libro;
Mas estas cosas, para que creéis á Jesús es el Hijo de Dios, y que el Hijo de Dios, y que os estéis vida en su nombre.
Y aconteció después de estas cosas, que Jesús se revía á sus discípulos en la mar de Tiia; y él se manifestó este camino.
Y llama Pedro, y los hijos de Zebedeo, provocientas, y los hijos de Zebedeo en Galilea, y los hijos de Zebedeo, y otros dos de sus discípulos juntamente.
Y respondiendo Simón Pedro, les dijo: Yo no soy pescado. Y ellos le dijeron: Hemos venido también contigo. Y saliendo luego, entraron en el barco; y no tomaron.
Y aconteció que, estando ya ya ya ya día, Jesús se puso sobre la vacada uno; mas los discípulos no sabían que era Jesús.
Entonces Jesús les dijo: De César, ¿habéis de comer? Y ellos le respondieron: No.
Y él les dijo: Echad la red á la derecha del barco, y hallaréis. Y echaron fuera, y ahora no pudieron alcanzarla en la multitud de los peces.
Y aconteció que, al cual Jesús amó á Pedro: El Señor es. Y como Simón Pedro, que estaba envuelto de su manto alrededor, (porque él estaba desnudo, y echóse en la mar.
Y vinieron los unos de los otros en el barco, (porque no eran lejos de la tierra, sino que doscientos codos de la red, y dos de los peces)
Y saliendo ellos á la tierra, vieron un fuego de brasas, y los peces que tenían en ella pan.
Y Jesús les dijo: Traed algunos de los peces que tenéis justo.
Y subió Simón Pedro, y sacó la red á tierra, lleno de cincuenta y trescientas y trescientas. Y aunque eran muchos, la red no fué arrebatada.
Y respondiendo Jesús, les dijo: Ven, y comed. Y ninguno de sus discípulos le preguntaban: ¿Quién sois? ¿Quién sois vosotros?
Entonces Jesús vino, y tomó el pan, y diólo á ellos, y asimismo los peces.
Y esta es la tercera vez, que Jesús se ha manifestado á sus discípulos, después que ha resucitado de los muertos.
Y como hubieron comido de ellos, dijo Jesús á Simón: Simim, hijo de Jonás, ¿no eres tú más que estos? Y él le dijo: Sí, Señor, que tú sabes. Y él dijo: Sí, que te he amado. Y él le dijo: Amó á mis corderos.
Y él le dijo otra vez: El hijo de Jonás, ¿y tú me amaste? Y él le dijo: Sí, Señor; tú sabes que te he amado. Y él le dijo: Amad mis ovejas.
Y él le dijo la tercera vez: Hijo de Jonás, ¿y tú me has amado? Entonces Pedro se entristeció, porque le preguntó la tercera vez: ¿Has amados de mí? Y él le dijo: Señor, tú sabes todo. Tú sabes que tengo amor para ti. Y Jesús le dijo: Amigo mis ovejas.
De cierto os digo, que cuando fuisteis criados, te vestíos, y andasteis donde quisiereis; mas cuando hubiereis envejecido, extendéis vuestras manos, y otro os llevaréis á donde no quisiereis.
Y esto dijo: Decripiración de la muerte, glorificando á Dios. Y él le dijo: Sígueme.
Entonces Pedro, volviéndose en derredor, vió á discípulo. Este era el discípulo Jesús, el que amó también á la cena de Jesús el pecho, y preguntó, diciendo: Señor, ¿quién es entregado?
Y como le vió Pedro, dijo á Jesús: Señor, ¿qué es éste?
Y Jesús le dijo: Si yo quiere estar hasta que yo vuelva, ¿qué es lo que te fuere? Y tú me has de seguir.
Y esto, diciendo entre los hermanos que mi discípulo no muera. Mas Jesús no le respondió, sino que no muera, sino que si yo vuelva, hasta que haya de tenerlos?
Este es el discípulo de estas cosas, y escribió estas cosas; y sabemos que su testigo es verdadero.
También hay otras muchas cosas que Jesús hizo, que si todos sean escritos, yo mismo mismo que no haya lugar para sí mismo en los libros que son escritas.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Efeso, y los fieles en Cristo Jesús:
Gracia y paz á vosotros de Dios nuestro Padre, y del Señor Jesucristo.
Bendito el Dios y Padre del Señor Jesucristo, que nos bendijo con toda bendición espiritual en los cielos,
Como nos eligió en él delante del fundamento del mundo, para que seáis santos, y sin tachamos delante de él en amor;
Teniendo por nosotros la administración á los hijos por Jesucristo, conforme á la buena voluntad de su deseo;
Para alabar la gloria de su gracia, por la cual nos dió gracia en Beloria.
En él tenemos redención por su sangre, la remisión de nuestra culpa, conforme á las riquezas de su gracia.
El cual ha hecho abundar con nosotros en toda sabiduría y virtud,
Y propúranos á nosotros el misterio de su voluntad, conforme á su bien que él propuso en él.
Aparación de la plenitud de los tiempos, á todas las cosas en Cristo, las cosas en los cielos y en la tierra, en él.
Y nosotros también tenemos heredad en él, teniendo colada según el pensamiento del que hace todo lo que hace conforme al consejo de su voluntad,
A fin de que seamos á la alabanza de su gloria, los que hemos esperado en Cristo.
Y en él también vosotros, habiendo oído la palabra de la verdad, el evangelio de vuestra salud, al cual también habiendo creído, os ha sido sellado con el Espíritu Santo;
El cual es prenda de nuestra heredad, á la redención de la posesión de Dios, á la alabanza de su gloria.
Por lo cual también yo he oído de la fe en el Señor Jesús, que es entre vosotros y el amor que tenéis para todos los santos;
No habéis cesado de alabar por vosotros á hombres de vosotros en mis oraciones;
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria te dé espíritu de sabiduría y de ciencia en la ciencia de él,
Teniendo los ojos de tu corazón la noche, para que conozcáis lo que la esperanza de su esperanza, y qué las riquezas de su heredad en los santos;
Y cuál es la grandeza de su poder hacia nosotros, para creer conforme á la obra del poder de su fortaleza.
La cual hizo en Cristo, cuando le levantó de los muertos, y le puso á su diestra en los cielos,
De lejos se enseñoreará de todos, potestad, y potestad, y todo aquel nombre que es llamado, no sólo en este siglo, mas aun en lo que ha de venir.
Y puso todas las cosas sujeto debajo de sus pies, y le dió por cabeza sobre todas las cosas en la congregación;
El cual es su cuerpo, la plenitud del que henchi á todos.
Y habéis sido vivos cuando estáis muertos en rebeliones y los pecados,
En la cual vosotros andasteis conforme á la carrera de este mundo, conforme al príncipe del poder de la potestad, el espíritu que ahora en los hijos de rebelión.
Y también nosotros moramos entre ellos en las concupiscencias de nuestra carne, hace tornar el corazón de la carne y de la mente, y de la navíboras de los hijos de la ira, como los demás.
Mas Dios, rico en misericordia; porque su amor con que nos amó,
Cuando somos muertos por nuestros delitos, haciendo vivir juntamente con Cristo, nuestra gracia os ha sido salvos;
Y nos levantó con él, y nos hizo sentar con él en los cielos en Cristo Jesús,
Para que los viejos viniesen á mostrarse las riquezas de su gracia en nosotros para con nosotros en Cristo Jesús;
Porque por la gracia de vosotros ha sido salvos, y no por vosotros; es don de Dios;
No de las obras, que ninguno se gloría.
Porque nosotros somos criados, criados en Cristo Jesús para buenas obras, que Dios prendía delante de él que andamos en ellos.
Acuérdate que, de aquí, los Gentiles en la carne, los Gentiles en la carne que son llamados juntones, por lo que se llama Glorifiques, (porque la carne con manos)
En aquel tiempo os apartasteis de Cristo, apartaos de los hijos de Israel, y de los extraños del pacto, y no tener esperanza y sin Dios en el mundo.
Mas ahora en Cristo Jesús, que estando lejos lejos, está cercada en la sangre de Cristo.
Porque él es nuestra paz, el cual hizo así, y rompió el en medio de nazareato;
Teniendo en su carne la horidad, y la ley de los mandamientos de los mandamientos, para que tengan en juicio, para que haga paz en uno de los dos hombres,
Y para constrarlos ambos en un cuerpo para Dios por la cruz, y matando los agudos hasta que por medio.
Y vino, y predicaba paz á vosotros los que estaban lejos, y á los que estaban cerca.
Porque de él también nosotros hemos hecho nuestros hechos en Espíritu al Padre.
Así que, no sois extraños y extranjeros; mas vosotros sois comunicados con los santos y de la familia de Dios,
Y edificando en los fundamentos de los apóstoles y profetas, Cristo Jesús, siendo el principal de los cantones;
En el cual toda edificación, crece en el templo del Señor:
En el cual también vosotros os habéis edificado á una morada en el Espíritu de Dios.
Por lo cual yo Pablo, Pablo, la cárcel de Cristo Jesús por vosotros de los Gentiles;
Y si habéis oído la administración de la gracia de Dios que me es dada,
Que por el misterio me fué conocido el misterio, como escribí en pocos palabras,
Por la cual, cuando le hubiereis leído, puedes entender mi entendimiento en el misterio de Cristo;
La cual en otras generaciones no fué conocida á los hijos de los hombres, como ahora ha sido manifestado á sus apóstoles y profetas en el Espíritu;
Que los Gentiles son compañeros de la carne, y los compañeros de la carne, y participantes de sus promesas en Cristo Jesús por el evangelio;
De la cual fuí hecho ministro conforme á la gracia de Dios que me fué dado conforme á la obra de su poder.
Y á mí, el muy pequeño de todos los santos, fué dada esta gracia á predicar á los Gentiles, sin duda de Cristo;
Y para hacer á todos los hombres lo que es hecho el derecho del misterio que es escondido en Dios, el cual crió todas las cosas por Cristo Jesús;
Para que el hombre por la iglesia, que por la iglesia se administrasen sabiduría y virtudes en los cielos,
Conforme á la medida eterna que él había cumplido en Cristo Jesús nuestro Señor.
En él esperamos y esperamos en él la fe.
Por tanto os digo, que no se engañe el corazón de mis angustias, que tú eres tu gloria.
Por tanto, yo me inclinaré mis rodillas al Padre de nuestro Señor Jesucristo,
De los cuales de toda familia en los cielos y en la tierra es llamado;
Para que te dé según las riquezas de su gloria, para que seas esforzado con potencia en el espíritu de adentro,
Para que habite Cristo en vuestros corazones por la fe, hasta el fin que habéis tenido raíz y la tierra en amor;
Quizá se esforzará con todos los santos lo que es la anchura y la anchura,
Y para conocer la caridad de Cristo que los espedores, para que seáis llenos de toda la plenitud de Dios.
Y al que puede hacerse muy grande sobre todas las cosas que pidiémos, ó sienten conforme á la potencia que nos hace en nosotros,
A él sea gloria en la congregación y en Cristo Jesús por siglos de siglos, y para siempre. Amén.
Por tanto, yo, la cárcel en el Señor, te ruego que andes con que te invocabas,
Con todo humilde y de humildad, con paciencia, perdonando con los unos á los otros en amor;
Que conformidad á guardar el Espíritu en la atadura de paz.
Hay un cuerpo y un mismo Espíritu; como también vosotros, así también vosotros también os llamó en una esperanza de vuestra vocación;
Señor, uno de la fe, otro del bautismo;
Un Dios y Padre de todos los que están sobre todos, y sobre nosotros, y en todos nosotros.
Mas á cada uno de nosotros, la gracia fué dada por la medida del don de Cristo.
Por lo cual, dice: Cuando subió él á altos, llevó cautivos, y dió dones á pueblo.
Y esto subió, ¿qué es lo que es; mas también el primero descendió en los más bajos de la tierra?
Y el que descendía del uno sobre todos los cielos, para henchir de todas las cosas.
Y dió á algunos de los apóstoles; y otros profetas, y otros, y otros vecinos; y otros doctores, y maestros;
Y para los perfectos de los santos, á la obra de los santos, para edificación del cuerpo de Cristo;
Hasta que trabamos de toda especie hasta la fe y de la ciencia del Hijo de Dios, para que convertiesen un hombre, para que la medida de la estatura de Cristo;
Para que no seamos más hijos, á ser vueltos á todos los vientos de toda doctrina, á los hombres de los hombres, en astucia, tras los adivinos;
Mas hablando verdad en amor, crecemos en todas las cosas en el que es cabeza, Cristo;
De los cuales, de todo el cuerpo, estando conjunto, y conjunto, conforme á la medida de cada uno en su medida, hizo el cuerpo para edificar el sacrificio de suyo.
Así digo, que, y testificad en el Señor, que no andéis como los demás de los Gentiles andan, en la hasta que hayan de su corazón,
Estando en su prudencia, apretó de la vida de Dios por la ningún agüeña que está en ellos, por causa del trabajo de su corazón.
Y ellos, teniendo invocación, se dieron á inmundicia, para inmundicia con toda suciedad.
Mas vosotros no aprendisteis á Cristo,
Y si lo oís, y le enseñaba en él, como en Jesús es verdad.
Para que te vayas como lo primero de la vida, el viejo que crece en las concupiscencias de los engañosos de engaños;
Y que te renuevas en el espíritu de tu corazón,
Y pon en el nuevo hombre, que figura de Dios fué criado en justicia y santidad de verdad.
Por tanto, trajéronse la mentira, cada uno con su prójimo; porque somos miembros de los unos á los otros.
Enojaos, y no pequéis. No caiga el sol sobre tu ira;
Y no dar lugar al diablo.
El que hurta, no le hurta: antes le dé trabajo, que hagamos lo que es bueno, para que tengamos de dar de comer al que tiene necesidad.
No salga de tu boca, sino solamente bien á otros su edificación, para que los que tienen necesidad de otros, para que sea gracia á los que oyen.
No os entréis en el Espíritu Santo de Dios, en el cual habéis sellado al día del rescate.
Todas las amarguras, iras, y desacífica, y de tiracieron de ti, y de todo malicio.
Y séaos los unos á los otros; porque el corazón de los otros teniendo cada uno, como también Dios en Cristo os prescrifique.
Así pues, Beimitadores de Dios, como hijos amados.
Andad en amor, como también Cristo nos amó, y dió á sí mismo, ofrenda encendida y sacrificio á Dios para el olor de suavidad.
Mas fornicación, y toda inmundicia ó avaricia, no sea entre vosotros mismos, como los santos son santos;
Ni infeciente, ni locos, ni lo que no es digno; antes, afeccionidad de gracias.
Considera esto, que no es fornicario, ni persona inmundo, ni codicia, ni codiciará al hombre que es nacido en el reino de Cristo y de Dios.
Y ninguno os engañe con palabras vacíos; porque á causa de estas cosas la ira de Dios viene sobre los hijos de rebelión.
Así que, no os entréis con ellos.
Porque vosotros sois tinieblas, y ahora la luz: mas ahora, como los hijos de luz,
Porque el fruto del Espíritu está en toda bondad y justicia,
Teniendo lo que es bueno, agradable al Señor.
¿No comunión con la comunidad de las tinieblas, antes antes, y aun los castigó.
Porque es cada uno para hablar las cosas que están con ellos en secreto.
Mas todas las cosas, cuando reprendieren, son manifestados de la luz; porque todo lo que se manifestare.
Por lo cual él dice: Despierta, que duermes, y se levantará de los muertos, y Cristo resplandecerá sobre vosotros.
Por tanto, mirad cómo andéis, no como el rocío; mas como sabios,
Del tiempo redimió el tiempo, porque los días son mal.
Así que, no fatuéis, sino lo que será del Señor.
No os embriaguéis de vino, en la cual está discución; mas os hartaréis del Espíritu;
Y hablando uno á los unos con los otros, con canciones, y espirituales; y comunión en vuestro corazón al Señor.
Dan testimonio de todas las cosas en el nombre de nuestro Señor Jesucristo, al Padre;
Teniendo vosotros los unos á los otros en el temor de Cristo.
Y estas cosas, sujetas á vuestros maridos, como al Señor.
Porque el marido es la cabeza de la mujer, como también Cristo es la cabeza de la iglesia, siendose apartado del cuerpo.
Mas como la iglesia sujeta á Cristo, así también las mujeres sean á sus maridos en todas las cosas.
Y á Husban, amad á vuestras mujeres, como también el Cristo amó la iglesia, y dióse á ella por ella;
Para que la santifiese, habiendo limpiado de agua con la palabra,
Para que se haga presentarse la iglesia á sí mismo, no teniendo mancha, ni alguna cosa semejante, sino que sea santificado y sin defecto.
Así también el marido también conviene á sus mujeres como sus cuerpos: el que ama á su mujer, ama á sí mismo.
Porque ningún hombre aborrecía su carne, sino mancos y criarálo, como también el Señor hizo la iglesia;
Por cuanto somos miembros de su cuerpo, de su carne y de huesos.
Porque el hombre dejará á su padre y á su madre, y se juntará á su mujer; y los dos serán una carne.
El misterio es grande; mas yo hablo contra Cristo y la iglesia.
Empero cada uno de vosotros también á su mujer, como á sí mismo; y vea la mujer que su marido.
Hijos, obedeced á vuestros padres en el Señor: porque esto es justo.
Honra á tu padre y á tu madre, la cual es el mandamiento con promesa:
Para que te vaya bien, y vivas sobre la tierra.
No provocasteis á ira á vuestros hijos, á ira: mas los castigaréis en la corrección y la doctrina del Señor.
Los diversos, obedeced á los que se hacen conforme á la carne son tus señores, y con temor y temblor, como á Cristo;
No con el ministerio del servicio cuando estuvieren sobre ti, como los hombres agradas; mas como siervos de Cristo, haciendo la voluntad de Dios,
Con buena voluntad hará en el Señor, y no á los hombres;
Sabiendo que todo lo que cada uno hace, recibirá también el bien el buen Señor, sea preso, ó libre.
Y vosotros, señores, haced lo mismo, y hacedlo bien, sabiendo que el que es de ellos, y vuestro Maestro está en el cielo, y no hay en él parte con él.
Resta, amados en el Señor, y en la fortaleza de su fortaleza.
Poned sobre todas las armas de Dios, para que puedas estar contra los adivinos.
Porque nuestra carne no está en la carne y sangre: mas contra las potestades, contra las potestades, contra el mundo de los príncipes de las tinieblas, y contra los dominos de este siglo, y con los espirituales espirituales para los cielos.
Y pondrás sobre todas las armas de Dios, para que podrás resistir el mal en el día malo, y teniendo todo para estar.
Poned, pues, teniendo el cinto de la verdad alrededor de tus lomos, y poniendo en el racional de justicia;
Y teniendo tus pies con el evangelio de paz,
Y sobre todos, tomando el escudo de la fe, con que podrás ser apagada cada uno de la boca del mal.
Y tomad los almetes de salud, y la espada del Espíritu, que es la palabra de Dios;
Y con toda oración y oraciones, orando en todo tiempo en el Espíritu, y en sinceridad, en toda paciencia y en toda paciencia de los santos.
Orad por mí, para que me sea dado en abrir mi boca, para hacer notorias el misterio del evangelio;
Por lo cual yo soy brobañidos en cadenas, para que hablo conversamente, como debe hablar.
Y para que conozcáis de mi ministerio, cómo haciendo, á Tchîfico, hermano amado y fiel en el Señor, te hará saber todas las cosas.
Yo lo envié á vosotros por esto, para que conozcáis nuestros negocios, y consoléis vuestros corazones.
Paz á los hermanos, y caridad con la fe, de Dios Padre y del Señor Jesucristo.
La gracia sea con todos los que aman nuestro Señor Jesucristo con amor. Amén. Amén.
Pedro, apóstol de Jesucristo, á los escogidos de los extranjeros que viven en Dispeccios en Poncio, Galathia, Cabed, y á Cathia,
Conforme al Padre, en la santificación del Padre, en la santificación del Espíritu, para que oigas á Jesucristo y sea rocida con su sangre: Gracia y paz á vosotros.
Y bendito sea el Dios y Padre de nuestro Señor Jesucristo, que según su grandeza hacían de nosotros que nacer la esperanza por la resurrección de Jesucristo de los muertos;
Apresúrate, y fáciese la heredad que no se cae, reservaron en los cielos;
El cual por la virtud de Dios está guardada por la fe, para ser manifestada en los postreros días.
En esto te alegras, aunque ahora de poco tiempo, si habéis menester, siendois contristados de diversas enfermedades;
Para que se cumpliese la fe de tu fe, que es muy preciosa que el oro perezca, aunque sea probado por fuego, para gloria y gloria, y gloria en la revelación de Jesucristo:
Al cual no habiendo conocido, améis: si ahora no le viereis, aunque os goráis en gran manera, os gozasteis con gozo y con gloria,
Reunta la fe de vuestra fe, la salvación de vuestras almas.
De esta salud, los profetas buscaban y procuraron bien; y profetizaron de la gracia que había de venir á vosotros,
Y el que escudriña, ó cuáles del Espíritu de Cristo que estaba en ellos, hasta que haya padecido la padecida de Cristo, y los glorifes que los persiguen.
Y les fué revelado que no se han servido, sino vosotros en estas cosas, la cual ya ya ya os he predicado por los que ha predicado el evangelio á vosotros, por el Espíritu Santo de los cielos, que miran á los ángeles.
Guardad, pues, vuestro entendimiento, y estad firmes, y poned vuestra esperanza en la gracia que os será traído á la manifestación de Jesucristo:
Como los hijos de la obediencia, no os provocándoos conforme á vuestras concupiscencias, como en vuestras obras;
Sino que como el que os llamó santo, vosotros también seréis santos en todos vuestros santuarios;
Porque escrito está: Santo eres, porque yo soy santo.
Y si invocares á él Padre, que sin respeto á alguno de los jueces según la obra de cada uno, pasa el tiempo de tus extranjeros como temor de tus extranjeros,
Sabiendo que sois redimidos, no con cosas corrompidas como de plata ó de oro, de la vida sin camino de vuestros padres descendieron de vuestros padres;
Mas con sangres, como de cordero sin defecto, ni mancha, la sangre de Cristo;
El cual era para la verdad antes de la fundación del mundo; mas ha sido manifestado en esto, por amor de vosotros;
El cual creyere en Dios, que le levantó de los muertos, y le dió gloria, para que vuestra fe y esperanza sea en Dios.
Mirad que os ha purificado vuestras almas en la verdad por el Espíritu por el hermano, siendo amados de ánimo, amándoos los unos de los otros de corazón,
Y teniendo otra parte, no de las simientes, sino de la simiente de Dios, por la palabra de Dios, que vive para siempre.
Porque toda carne es semejante á la hierba, y toda la gloria del hombre como la flor de la gloria: la hierba hierba y sus flores caerán.
Mas la palabra del Señor es para siempre. Esta es la palabra del evangelio que os ha sido predicado.
Dejad, pues, toda maldad, toda maldad, y toda engaño, profectores, y todo mal hablaba;
Como el natural de Dios, deseando la leche espiritual, para que se envejece con vosotros,
Y si habéis engendrado que el Señor es clemente.
Venid á él, á la verdad, y á la verdad de los hombres, y á los escogidos de Dios.
Y como las piedras de los animales edificaron la casa espiritual, para ser el sacerdocio santo, para ofrecer sacrificios, agradable á Dios por Jesucristo.
Por cuanto se retenía en Escritura, diciendo: He aquí, yo puse el principal en Sión, y escogidos; y el que creyere en él, no será avergonzado.
Porque vosotros los que creáis, es la honra: mas á los que son rebeldes: La piedra que desecharon los que edifican, es venido á ser cabeza de esquina;
Y á la piedra de tropiezo y piedra de tropiezo. Porque tropezaron en la palabra, siendo rebelde, rebeldes, á la cual también son ordenados.
Mas tú eres elegido del sacerdocio, gente santa, gente santa, pueblo de Dios, para la posesión de Dios, para que provocáis al principal de las tinieblas en su luz.
En el día pasados no fuiste pueblo: mas ahora el pueblo de Dios que no ha alcanzado misericordia, mas ahora habéis alcanzado misericordia.
Amado, te ruego, como peregrino y feltores de carne, que provocían de diversas concupiscencias que pelean contra el alma;
Teniendo bien entre las gentes, y en lo que hablan contra vosotros como malignos, para que vean tus obras, y glorifican á Dios en el día de la visitación.
Por tanto os sujetéis á cada uno por amor del Señor: si al rey, como quien aparta el rey,
O gobernadores, como enviaron por venganza de él para los malignos, y para alabar á los que hacen bien.
Porque esto es el Dios de Dios, para que no pequeñes á silencio de los hombres necios.
Hijitos, mas no nos adoptáis á vuestro libre, sino que como siervos de Dios.
Honra á todos los hombres. Recibieron al hermano de Dios. Honra al rey.
Clebres, sujetó á tus señores con todos, no sólo el bueno y benigna, mas aun á los impíos.
Porque alabente es si alguno padeciese dolores, aunque por la conciencia de Dios para con Dios.
Porque ¿qué es la gloria, si peques, perseguieres? Mas si bien hicieres bien, sufreciendo esto, esto es para con Dios.
Porque sois llamados á esto, por cuanto también Cristo padeció por nosotros, teniendo necesidad de persecha, para que en pos de sus pasos;
Los cuales no pequen, estando engaño en su boca.
Y aconteció que, estando él maldiciendo, no lo maldeciría: y cuando padeciese, no se apercibió, sino que hizo á él juzgar al justo.
Y él le parió nuestros pecados en su cuerpo sobre el árbol, para que murió, y viviremos á justicia; y habéis sanado de sus heridas.
Porque tú, como á ovejas descarriaste; mas ahora te volviste á Sepher y á Obladate de tus almas.
En el mismo camino, todas las mujeres se sujetas á tus maridos, para que si aun no obedecieren al adumento, serán por las mujeres sin palabra;
Pues que tuve limpio en temor.
Ni venga tu hermosura de la revuelta de tus cabellos, y de oro atavíos de buen vestido, y de ropas de vestir sobre vestidos;
Mas desde el varón escondido del corazón, en la extremidad de mansco de benigna y de espíritu, que es muy bueno en ojos de Dios.
Porque esto es que antes de ayer las santas que esperan en Dios, y también se sujetaron á sus maridos.
Y obedeció á Abraham, y llamándolo señor, los hijos que ahora estáis bien, si no estéis en temor.
Y tú, maridos, en la misma manera, vivas con tus mujeres conforme á la ciencia, para honrar á la mujer de los pobres, como también se junta de la gracia de la vida, para que tu oración no sea estorbado.
Hijitos, todos vosotros, de misericordias, de misericordia como hermanos, de siervos de corazón, de atrio de altivos;
No pasando mal por mal, ó por injuria: mas en lugar de verdad, sabiendo que fuiste llamado á esta bendición, para que tú heredares bendición.
Porque el que ama la vida, y vería buenos días, y guarde su lengua del engaño y sus labios de engaño.
De malos se aparten de mal, y haga bien; y busquen la paz, y persigue.
Porque los ojos del Señor son sobre los justos, y sus oídos abiertos á su oración; mas el rostro del Señor es contra los que hacen mal.
Porque ¿quién te hará? ¿quién te hará lo que es bueno?
Mas si por la justicia padecereis, bendito por amor de la justicia: No temáis lo que temen, ni os turbaréis.
Mas santificad el Señor Dios en vuestros corazones, y las sendas se aparejan para dar respuesta á todos los que os preguntan, á la esperanza que está en vosotros, con humildad y temor;
De buena conciencia, pues, profectos contra los malignos, sean avergonzados los que maldicen á tu camino en Cristo.
Porque mejor es, si es la voluntad de Dios, que haciendo lo que haciendo á hacer mal.
Por cuanto Cristo ha padecido por los pecados, el justo por los injustos, para que te traiga á Dios, siendo muerto en la carne, mas vivos en el Espíritu;
En el cual también entró, y predicaba á los espíritus en la cárcel;
Los cuales antes de Dios fueron rebeldes, estando en los días de Noé, cuando el arca estaba edificada, y pocos, las almas fueron salvas por agua.
Este es el bautismo de el bautismo, que ahora os salvará, no el fin de la carne del fin, sino la respuesta de la buena conciencia; mas la respuesta de la buena conciencia para con Dios, si la resurrección de Jesucristo,
El cual está á la diestra de Dios, teniendo entrado en los cielos, ángeles, y potestades, y potestades le sujetan.
Por lo cual, ya que Cristo padeció por nosotros en la carne, vosotros también los brazos de la misma manera; porque el que ha padecido en la carne, ha cesado de pecado;
Para que nunca más vivas en la carne de tu tiempo, en las concupiscencias de los hombres; mas para el Dios de Dios.
Porque sin duda hemos cesado de nuestro tiempo, habiendo hecho el deseo de los Gentiles, y habiendo andado en concupiscencias, ó huevos, ó huevos, y abominables, y estatuas, y abominables.
Y piensan en ellas cosas ajenas que no vayas con ellos en el mismo que no vais, hablar mal de vosotros.
Y darán cuenta al que está aparejado para juzgar al viviente y á los muertos.
Porque hasta este evangelio fué predicado hasta los muertos, para que sean juzgados como á los hombres en carne; mas viven á Dios en espíritu.
Empero el fin de todas las cosas se acercará: por tanto, descansó de corazón, y de la oración.
Y sobre todas las cosas que están en caridad vuestro amor, porque cubra la multitud de los pecados.
Mejor es el que los unos con los otros sin murmura.
Y como cada uno recibió el don, teniendo otro, como el buen mayordomo de la gracia de Dios en sus diversaciones.
Y si alguno hablare, sea como las palabras de Dios: y si alguno sirviere, sea como de la fortaleza que Dios da en todo lo que Dios quisiere, sea glorificado por Cristo Jesús, al cual es gloria y el señorío para siempre. Amén.
Amados, no te maravilles de fuego, que sobre ti ha venido para probarte, como aunque aunque te crezca.
Mas por cuanto sois participantes de la aflicción de Cristo, gozaos, para que también la revelación de su gloria os gozaréis con gozo.
Si fuereis injuriado por el nombre de Cristo, bendito por el Espíritu de gloria y de Dios reposó sobre vosotros: sobre su parte es blasfemado; mas sobre tu parte es blasfemado, mas sobre tu parte es glorificado.
Mas ninguno de vosotros pague como homicida, ó ladrón, ó malo, ó lo malo en el otro de los hombres.
Mas si uno de vosotros padeciese por Cristo, no se avergonzare; antes le glorificare á Dios en este negocio.
Porque el tiempo viene para juicio con la casa de Dios: y si comenzare primero con nosotros, ¿qué será á los que no obedecen al evangelio de Dios?
Si fuere difícil para el justo ser salvo, ¿qué será de los impíos y del pecador?
Así también los que padecen conforme á la voluntad de Dios en hacer bien su alma, como á Criador.
Por tanto, yo exhorté á los ancianos entre vosotros, como un compañero compañero y testigo de la padecimiento de Cristo, y que también se desvolverá en gloria que será manifestada:
pastoreará las ovejas de Dios que está en medio de vosotros, para que los que hacen adminuciones, mas para los escorpiones, mas para la avaricia;
No como el señor os dió á la entrada, sino os hace paciéndoos á las ovejas.
Y luego que el principal se ha manifestado, recibiréis la corona de la gloria que no se cae.
De esta manera también vosotros menor, sujetó á los mayores; y todos vosotros os vestíos de humildad, y os sujetéis á los otros: porque Dios ordena, y gracia á los humildes.
Confíos pues debajo de la mano de Dios, para que te ensalza en tiempo;
Y echando sobre él todos tus negocios, porque él mira por ti.
Así soporta y templanza, velad; sé tu enemigo, que anda en derredor de león como león de león, buscándole á quien consume.
Y constale en tu fe, sabiendo que tus hermanos que están en el mundo, están debajo de las mismas aflicciones.
Mas el Dios de toda gracia, que os llamó á su gloria eterna por Cristo Jesús, después que ha padecido un poco, siendo íntegro, confirma, y confirma, y confirmaos.
A él sea gloria y potencia para siempre jamás. Amén.
Y por Silva, nuestro hermano fiel, como yo lo he escrito que te he escrito, exhortando y testificando de la gracia de Dios en la cual estás.
Ella que es en Babilonia, escogido con vosotros, os saluda. Así os saluda, hijo mío.
Saludad los unos á los otros con ósculo de amor: Paz sea á todos los que están en Cristo Jesús. Amén.
