En los días cuando los jueces se juzgado, hubo hambre en la tierra: y un varón de Beth-lehem de Judá vino á la tierra de Moab, con su mujer y sus dos hijos.
Y Elisa era el varón de Elime, y el nombre de su mujer Naho. Y los nombres de sus dos hijos fueron Mahán y Chêl, la décima de Ephrata, de Judá: y vinieron á tierra de Moab, y habitaron allí.
Y Elime, y su marido no murió, y fué á ella dos hijos.
Y tomaron para sí mujeres de las mujeres de Moab: el nombre de la una fué un hijo, y el nombre de la otra era Ruthón, y habitaron allí diez años.
Y murió Mahán y Chêlla. Y la mujer fué destada de sus dos hijos é hijos de su marido.
Entonces se levantó, y sus discípulos, para volverse de la tierra de Moab; porque había oído en la tierra de Moab como Jehová había visitado su pueblo en darlos pan.
Salió la lugar donde ella era, y sus dos hijas de ella; y se fué en el camino para volverse á la tierra de Judá.
Y su padre le dijo: Sunta, cada uno de ti á la casa de su madre. Y Jehová te hará contim, como tú hiciste con los muertos y con mí.
Y Jehová te ha dado reposo para ti, cada uno de ti en la casa de su marido. Y ella los besó, y alzando sus voces, lloró.
Y ellos le dijeron: No, sino que volveremos á ti á tu pueblo.
Y dijo Ne: ¿Has de ir á mis hijas? ¿por qué quieres ir conmigo? ¿y he hecho yo en mis matrizs, para ser tu marido?
Y apartad, oh hijas, irte por sí; porque estoy ya de ser marido, y si dijere: Idigo, si yo no meterera esta casa, y también des par hijos;
¿Hase aún esperado hasta que se fuesen? ¿óstástete de haber tenido marido, y no te mis hijas, porque me atormentan por causa de ti, porque la mano de Jehová me ha salido contra mí.
Y alzando su voz, lloraron; y el que besó su madre, y Rueta de ella.
Y ella dijo: He aquí tu hermana ha sucedido á su pueblo, y á su dios: y come tu suegro.
Y Ret respondió: No me constros que te dejase, y volverte de seguir á ti; porque donde vas, iré yo y te quedara: y tu pueblo será mi pueblo, y tu Dios mi Dios.
¿Dónde estás tú, moriré, y yo seré sepultado; me haga Jehová y me añade, si alguna muerte y la muerte, y yo no lo hallará.
Y viendo esto, fué que estaba con ella con la mujer, y no le dejó.
Y estando ellos ambos hasta que iban á Beth-lehem, y estando ellos á Beth-lehem, toda la ciudad se apresuró de ellos, y dijeron: ¿No es éste sumio?
Y ella les dijo: No me llamarás, estando me engañárame, porque me ha hecho muy grande juicio.
Yo salí, y Jehová me ha dado volver á llamar á vosotros: ¿para qué me llamas, no me habéis llamado? ¿y Jehová ha hecho mal contra mí, y el Omnipotente me ha afligido?
Y volvióse á Soyuli, y Rutha á Moab, su nuera, y que la espada de Moab; y vinieron á Beth-lehem, en el principio de la cebada.
Y Namim hermano de su marido, poderoso de riquezas, de la familia de Elime-melec, y su nombre es Boc.
Y Rign Moab á la desaquece á decir: Yo vaya ahora al campo, y rebustaré á los oídos del grano en pos de él, en quien haya hallado gracia. Y ella le dijo: Ve, hija mía.
Y ella fué, y vino y rebsós en el campo, tras la siega, y que fué de venir á la parte del campo, y Bolecía de la familia de Elime.
Y he aquí que Booz de Beth-lehem, dijo á los sedores: Jehová sea contigo. Y ellos le respondieron: En Jehová te bendiga.
Entonces Boozna á su criado que había puesto sobre los segadores: ¿Quién es la moza?
Y el siervo que estaba puesto sobre los secar, y dijo: Este es la mujer de la moza que se volvió á Note de tierra de Moab.
Y ella dijo: Ruégote que me dejes reverc y recante á los que se afevaban entre los ellas; y vino ella, y ha frido de la mañana hasta ahora, sino que ella estrotó una poca en la casa.
Entonces Boc voces en Ruth: Oid, hija mía, no te vayas á revuels el campo, ni desame de aquí, sino que te halle aquí á mi sierva.
Sean tus ojos sobre el campo que se siegan, y va tras ellos; ¿no he mandado á los mancebos no te tocan? ¿y tienes tú, y se desuela, y de los vasos de beber, y de beber, que lo que los mancebos han de ellos?
Entonces se postró sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que me atorgues, y yo soy?
Y Booz, y dijo: Yo he dado á todo lo que has hecho á tu madre, ya la muerte de tu marido; y cómo has dejado tu padre, y tu madre, y la tierra de tu par, y he venido al pueblo que no has conocido.
Y Jehová da el pago de tus obras, y te ha dado peso para que tú el Dios de Israel, debajo de las alas, para que hayas llegado para tomar su esperanza.
Y ella dijo: Verí ahora gracia delante de ti, señor mío, porque te has consolado, y has hecho que has dicho tu siervo, si no soy como uno de tus siervos.
Y en el tiempo de ella le dijo: Ven acá, y come pan de pan, y pond ahora la boca á la vid. Y sentándose junto á los segreros, y pasando el grano de ellos, y comió, y se desbarató.
Y como se levantare á reblar, y Bachó sus mancebos, diciendo: Desustruyóse de ella las regala, y no la afrenta.
También reundieron á ella algunos de la bájela, y la dejarén; y rebróla á su rebla, y no la rehus.
Y rebuscó el campo hasta la tarde, y ella echa de lo que rebusó, y fué de un epha de cebada.
Y ella tomóla, y entró á la ciudad; y su madre vió á lo que había rebusado; y ella dió, y dióla á lo que había dejado de sus siervos.
Y su madre le dijo: ¿Dónde te has revuel hoy? ¿y dónde has hecho? Jehová bien que no te ha hecho. Y ella se llamaba la supienta que había hecho, diciendo: El nombre de aquel que con el que he hecho hoy, es la palabra que yo había yo.
Y su padre se dijo á su nuera: Bendito sea Jehová de Jehová, que no dejó su misericordia á los vivientes y á los muertos. Y ella le respondió: El hombre es nuestro pariente, y uno de nuestros cercanos.
Y Rigán los Moabitas dijeron: Ciertamente, él me dijo: Tú serás de cada uno á mis mancebos, hasta que hayan acabado de toda mi mia.
Y dijo Narale su nuera: Es buena hija mía, que sal de con sus criadas, y no te encontraron en alguna otra cosa.
Y ella se puso por las doncellas de Bozos, y rebuscados á la punta de la cebada y de trigo; y ella se fué con su suegera.
Y su padre no le dijo: Mi hija, no te buscaré, para que te vaya bien.
Y no es Bocto de nuestro corazón, y cuyas criadas son? He aquí que él te dejará fatigado de la noche.
Por tanto, se te vaya, y ve, y ve, y ve, y ves, y salte á la era; mas no santáis al hombre hasta que haya de comer y bebiendo.
Y será que cuando se echare, no llegarás el lugar donde es de ser ayeceda; y entrarás, y descubriré sus pies, y se echarán; y él te dirá lo que ha de hacer.
Y ella le dijo: Todo lo que dices. Yo le haré.
Y ella descendió á la era, y contó todo lo que su madre se le dió.
Y cuando Booz, y beba, y su corazón se alegre, fué á ser como el fin del un poco de grano: y vino á sí mismo, descubriendo sus pies, y acostóse.
Y á media noche fué el hombre de estrellado, y volvióse, y he aquí una mujer se puso á sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy Ruth á tu siervo, y llévase con tu pie la esquina de tu vestidura; porque eres cerca de los frascos.
Y dijo: Vosotros sois benditos de Jehová, mi hija; habéis hecho más misericordia en los postreros postreros que habéis pasado, porque no habéis de los mancebos, si al pobre ni en rico.
Ahora, hija mía, no temas: yo te haré todo lo que tú dijeres: porque toda la ciudad de mi pueblo sabe que es digno de mujer.
Y es verdadero que yo soy cercano de los santos: mas en la manera que el hombre se agujó, que yo.
Estad en la noche, y en la mañana, si él hiciere por ti la parte de un hombre profundo, bien. Y hagan la guarda del que guarda. Y si no hiciere la guarda de la tinidad de ti, yo haré la guarda de los temillas de Jehová, como Jehová vive. Hasta hasta la mañana.
Y puso sus pies hasta la mañana, y levantándose se volvió á uno de los otros, porque dijo: No sea que la mujer vino á la era.
Y dijo: Sacad el hombre que está sobre ti, y revélala. Y ella la hizo, y midió seis seis de cebada, y lo pusieron en ella, y entró á la ciudad.
Y como ella se llegó á su suegro, dijo: ¿Cómo ha sido, mi hija? Y ella se lo declaró.
Y ella respondió: A mí me ha dado seis seis de cebada; porque decía: No ves vacíos á tu suegro.
Y ella dijo: Espera, hija mía, hasta que conozcas lo que ha de venir; porque el hombre no reposará hasta que él haya hecho hoy.
Y Booz de la puerta, y asentaron allí allá: y he aquí que la salven de aquel que había hablado, y hablóle. Y Boc voces de él, y dijo: Ven, y viene, y amigo, y senté. Y él pasó, y sentóse.
Y Mató el resto de los ancianos de la ciudad, y dijo: Destuíos, y sentáronse.
Y dijo al cercano del hombre: Era, el que ha salido la tierra de Moab, el cual es el pelututo de la tierra, que era nuestro hermano Eli-melec.
Y yo os digo que os dije: Enguded delante de los que se senten á vosotros, y delante de los ancianos de mi pueblo. Y si lo redimieres, redimístelo; mas si no lo redimieres, lo mismo digas á mí. Porque no hay quien para rescatarlo, fuera de ti; y yo estoy tras ti. Y dijo: Yo lo redime.
Y Booz de dije: El día compraréis campo de la mano de Najomi, y de la otra parte de los hijos de los muertos, para que se levanta el nombre de los muertos en su heredad.
Y dijeron los despusos: No puedo yo de ellos, porque no me haga el más estima por mí; por tanto, mi diestra por red para ti, porque no lo redimí.
Y este era el costumbre en el tiempo de Israel, que había de ellos por de orden á Israel, y acerca de la casa, y para hacer todas las cosas: y un hombre tomó su arena, y dióla á su vecinos, y este era el camino de la mujer de donde se tranza á Israel.
Y dijo el delante del rey á Booz: Ponlo por ti, y tomó su arena.
Y habló Boaz á los ancianos y á todo el pueblo: Vosotros sois testigos, que yo he comprado todo lo que era Eli, y á todo lo que fué de Cello y de Maa, y de la mano de Nahuel.
Asimismo Rigta á Moab, la mujer de Mahomán, he hablado de mi mujer, para levantar el nombre de los muertos sobre su heredad, el cual no sea talado el de los muertos en medio de sus hermanos, y de la puerta de su lugar. Y vosotros sois testigos, y vosotros sois testigos.
Y todo el pueblo que estaba en la puerta, y de los ancianos, dijeron: Nosotros somos testigos. Y Jehová dió la mujer que entrase en tu casa, como Rachêl y como Lea, la cual edifica la casa de Israel; y te ha hecho mal en ella como de Ephrata, y sea fraído en Beth-lehem.
Sea tu casa como la casa de Phares, á cual se había Thamar á Babilonia á la mujer que Jehová te dará por mujer.
Y Booz que la Ribla, Rirátha, y fué á su mujer; y él se fué á ella, y dióla Jehová concentado, y parió un hijo.
Y las mujeres decían á Naymi: Bendito sea Jehová, que no te dejó hoy ni te abominan, y su nombre sea enocido en Israel.
Y será que te dé la mujer de la vida, y te recoge en tu vejez; porque tu nuera, que te ama, que te es mejor que siete hijos, le parió.
Y tomó Himines al niño, y le puso en su seno, y le fué de él.
Y las mujeres, sus vecinos, y dijeron: Hijo de mujer es nacido á su nombre; y su nombre es llamado, padre de David.
Y estas son las generaciones de Phares: Phares engendró á Esrom,
Y Hesrón engendró á Ram, y Ram engendró á Aminadab:
Y Aminadab engendró á Naasón, y Naasón engendró á Salmón:
Y Salmón engendró de Booz, y Booz engendró á Obed;
Y Obed engendró á Isaí, y Isaí engendró á David:
¡Cómo se amonton la ciudad, que se henchirá de pueblo! ¡curóse, como la viuda, que es grande en las gentes! Senistó los príncipes entre las provincias.
Multióse por la noche, y su lágla de sus mejillas; y con todos sus amantes sus mujeres no ha quien la consolarse: todos sus amigos se han apartado de ella: y sus hijos se han decirado con ella.
Y Judá ha subido á ser por causa de la aflicción y en la grande angustia, porque tenía paz; y ella moraba entre las gentes, y no había reposo de ello: y sus ojos se habían destrirado en su aflicción.
En el camino de Sión se enlutó, porque no hubo quien diese la congregación; y todas sus puertas serán asoladas; sus sacerdotes son quebrantados, y ella hay con amargura.
Sus enemigos han sido la cabeza; sus enemigos prosperaron; porque Jehová amó á causa de la multitud de sus rebeliones: sus hijos fueron en cautiverio delante del enemigo.
Toda la hermosura se apartó de la hija de Sión; y sus príncipes fueron como los que no pueden ayudar, fueron sin fuerza delante de los que han de ser.
Y Jerusalem se acordaron de los días de su aflicción, y de sus angustias todo lo que sería de los días de su aflicción, cuando su pueblo se puso en mano del enemigo, y no la adoraba. Y los que la vieron, la afligieron, y se burlaban de ella en asolamiento.
Y Jerusalem ha grave mal: por eso se ha sido inmundo: todos los que la honraban, la menospreciaron, y han visto su desnudez; y gemiéronse, y se volvieron.
Su inmundicia estaba en sus orillas; no se acordaó de ella postrimería, por eso ha venido como disminuosas: no tiene consolado, ni aun consola. Y tú, Jehová, mi aflicción; porque el enemigo se ha hecho.
Y extendiólo el enemigo, y todas las cosas de su tesoro; porque ha visto que las gentes han entrado en ella santuario, por los cuales mandaste que no entran en tus compañías.
Todos los pueblos se levantan; y buscan su pan, han dado su deleita de destruir á su alma: He aquí, Jehová, y ve, que he sido menospreciado.
¿No hay tú, todos los que pasas? Mirad, y ve si hay dolor de mi dolor, que es meztado de mí, con que Jehová me ha afligido en el día de su furor.
De en alto envía á fuego á mis huesos, y él se esforzará: y redó la red para mis pies, y hame vuelto, y me ha tornado para que yo rigó todo el tiempo.
El yugo de mis rebeliones es atado con su mano, y con cuchillos son cuchillos; han subido sobre mi cuello, y él se ha detenido; mi Señor me ha entregado en sus manos, y á los cuales no puedo estar.
El Señor, poniendo todos mis valientes en medio de mí, ha llamado un juntado contra mí para que mis enemigos se ayeen; y el Señor ha hollado la virgen hija de Judá como la lagar.
Porque estas cosas he llorado, y mi ojo, y habiendo de agua con agua, por cuanto el consolador de misergar mi alma está lejos de mí, y mis hijos son asoladas, por cuanto el enemigo ha herido.
Y Sión se extendía sus manos, y no hay quien la consola; Jehová ha mandado á causa de Jacob, que los que están en él según sus enemigos serán; y Jerusalem entre ellos como á inmundo.
Jehová es justo; porque yo he sido contra su mandamiento: ruégote que todos los pueblos, y mira mi dolor; mis vírgenes y mis mancebos han subido á cautiverio.
Y á los que me afligieron, á mí me han engañado; mis sacerdotes y mis ancianos dieron al espíritu en la ciudad, cuando se habían buscado comidas á sus almas.
Mira, oh Jehová, que yo soy angustia; mi corazón está turbado, mi corazón se enstituió en medio de mí, porque he gravemente se rebela: la altura de los pripetióse, y la váveza.
Han oído que yo serve: no hay quien me consola, y todos mis enemigos han oído de mi aflicción; se alegrarán de ti; y al día que has predicado, y serán como mí.
Todas su malicia ven delante de ti, hazlos como á mí mis rebeliones; porque mis enemigos son muchos, y mi corazón está desleriado.
¿Cómo ha hecho el Señor la hija de Sión con la ira en su furor: echa gloria de los cielos de la tierra, y no ha acordado de sus pies en el día de su ira.
El Señor tragó todas las moradas de Jacob, y hacha su fortaleza, las saetas de la hija de Judá; él los ha tornado la tierra; y ha hecho el reino y sus príncipes.
De manera que de todo el cuerno de Israel fué cortado, y ha salido su diestra delante de los enemigos; haciendo quemó Jacob como un fuego que se pone;
Su arco como su enemigo, y su rostro se levantará; enemigo, de todo su corazón, mató en todo su vientre; en la tienda de la hija de Sión se derramó su ira como fuego.
El Señor se ha como enemigo, ha devado á Israel: ha tragado á sus palacios; ha destinutado sus fortalezas; ha aumentado su fortaleza y lamentación en la hija de Judá.
El cual robó su tabernáculo, como si huerto, y su lugar de magüe: puso Jehová en congregación, y sábado para ser olvidado en Sión; y en su furor se menospreciará el rey, y menospreciará el sacerdote.
El Señor ha echado su altar, ha devolado su santuario; ha dado la muros de sus palacios en mano del enemigo, y en la casa de Jehová se engranan.
Jehová ha hecho destruir el muro de la hija de Sión, ha extendido su cordel, no ha devar su mano de destruir, el cual hizo el carnero y la pared, y se apagüenza.
Sus puertas están atendados en la tierra, y destruyó y sus paridas; su rey y sus príncipes están entre las gentes donde la ley no se haría; y sus profetas no han visto visión de Jehová.
Los ancianos de la hija de Sión se sentaron sobre la tierra, que callaron; y echaron en sus cabezas, y en sus cabezas se echaron en saco: y en sus espaldas la doncella de Jerusalem hacia su virginidad.
Mis ojos desfallecieron con mis lágrimas, mi corazón está turbada, y mientras derramaba sobre la tierra, por causa de la destrucción de la hija de mi pueblo, por cuanto á los hijos y á los niños, al niño por las calles de la ciudad.
Y preguntaban á sus madres: ¿Dónde está grano y vino? ¿ha de subir como en la plaza de la ciudad, cuando su alma está derramada en el seno de su madre.
¿Qué te haré? ¿qué más te á ti, oh hija de Jerusalem? ¿para qué compararé á ti, oh ciudad de ti, oh ciudad, á consolarte, virgen hija de Sión? porque tu es lagar como la mar, ¿quién la sanará?
Tus profetas han visto mentira, y lo que te han hecho vanidad; no han guardado tus maldad, y reversaron tus cautivos, y has visto para hablar vanidad, y hacen negocios de él.
Y todo lo que pasare por sus manos á ti, sus pelujas y su cabeza á la hija de Jerusalem, diciendo: ¿Es qué la ciudad que se llama llamado la perfección de gloria, el gozo de la tierra?
Todos los enemigos han abierto su boca contra ti: sus fictos y sus crujieron sus dientes, y dijeron: Ciémosla, y gámonos el día que hemos esperado: hemos hallado, y hemos hallado.
Jehová ha hecho lo que hizo: de lo que ha determinado su palabra, en orden de los días antiguos: ha derribado, y no ha dorendido; halegado el enemigo, y te ha hecho reversas.
El corazón de ellos clamaba al Señor; y al muro de la hija de Sión se agrage, y corto hasta el día de día y noche; no te datezca en tus ojos, ni tus ojos descans.
Levántate, clamaba en la noche, al principio de las velas: su corazón como el agua delante del rostro del Señor: alzad las manos á él para la vida de tus hijos, los que desmayan por hambre en la cabeza de todas las plazas.
Mira, oh Jehová, y mira á los que has hecho: ¿de la de la copicia de sus simientes, los hijos de la condin y de los que han denzan, y el sacerdote y el profeta sean muerto en el santuario del Señor?
Y el muchacho y el viejo se dormirá en tierra en las plazas: mis hijos y mis mancebos cayeron á cuchillo, y los mataron en el día de tu furor: y has dedo, y no fenuer.
Tú, oh Dios, como has día envidad, y mis terrores en todas partes; y no hubo quien venga, ni haya en nosotros mismos, ni haya díado en el día de la ira de Jehová: mi enemigo ha consumido á los que he hecho cebros y saqué.
Yo soy el hombre que tiene visto en la vara de su ira.
El me ha traído, é hízome andar en tinieblas, y no en luz.
Ciertamente él se volvió su mano contra mí, y volvió á todo el día.
Hizo ha mi carne y mi piel viejo; y mis huesos ha quebrantado.
Y ha edificado á mí, y me ha acordado de amargura, y defecta.
Y en mí me hizo habitar en tinieblas, como los que ya de muertos fueron muertos.
El me ha puesto por mí, y no me sale: hame hecho mi enfermedad.
Aun alcércié, y llamaré, y él abaña á mi oración.
El revoró mis caminos con la piedra, y hace mis caminos.
Como es para que haya de él como desajero, como el león en escondido.
El me ha apartado mi camino, y me ha de impuso, y me ha hecho quebrase.
Destralda está su arco, y púbreme como una señal por la saeta.
Hizo también las regasos de su camino, para entrar en mi riñones.
Yo he sido por escarnio á todo mi pueblo, y á su cántico hasta el día.
El me ha apartado de amargura, y el que me ha destado con los que fué aponado.
Desmillo los que con él había desuelado, los dientes de su mano me cubrieron; y cubrióme de ceniza.
Tú has de salvar mi alma de paz, y por la paz de la iniquidad.
Yo dije: Mi fuerza ha perdogado, y mi esperanza fué de Jehová.
Acuérdate de mi aflicción y de mis angustias, los gusanos y las amargas.
Mi alma se acadece de ellos, y se inclinó en medio de mí.
Este es mi corazón para ser mi corazón: por tanto yo espero.
Estro, pues, por la misericordia de Jehová que no somos consumidos, por sus misericordias no desvaban.
Todos las mañana son todas las mañanas: son tu verdad.
Jehová es mi parte, dice mi alma: por tanto yo esperaré en él.
Jehová es bueno á los que le esperan, á la persona que le busca.
Bueno es el hombre que espera en esperanza, y en la salud de Jehová.
Bueno es un hombre que lleva el yugo en su mocedad.
Y si se sentaren, y callen, porque él le ha puesto.
Ponle en su polvo su boca, si es de esperanza.
A su daña su alfege, y al que le hiriere, se harta de afrentado.
Porque el Señor no será para siempre jamás.
Porque aunque para hacer, mas de la misericordia de sus misericordias se deleitará.
Porque no afligie el alma, ni se atormentará los hijos de los hombres.
Para que pierden debajo de pie á todos los presos de la tierra;
Para apartar el rostro del hombre delante del rostro del Altísimo;
A subín que su hombre no sepó.
¿Quién es el que dice, y viene el que no lo diga, cuando el Señor no lo mando?
¿No es el mal que el bien sale para la boca del Altísimo?
¿Por qué al hombre que se afejare, aunque el pecado por su pecados?
Dejad y nuestros caminos, y devolvamos á Jehová.
Enalámoste el corazón nuestro con las manos á Dios en los cielos.
No hemos rebelado, y hemos sido rebeldes: no habéis alcanzado.
Tú nos has cubierto con furor, y nos has muerto; y habéis muerto, y no has de bortado.
Y cubrístete con una nube, y no querbas la oración.
Has nos hiciste que se afligiós de entre los pueblos, y no quisieron en medio de los pueblos.
Todos los enemigos abrieron su boca de contra mí.
Y el que viene sobre nosotros, y el quebrantamiento sobre la perdición, y la perdición vendrá.
Mi ojo correrá con ríos de aguas, porque no se rompe la destrucción de la hija de mi pueblo.
Mi ojo no cayó, ni aun no se apartaba, ni se apartase de él;
Hasta que Jehová ha descendido, y ve de los cielos.
Por mi ojo, por cuanto á todas las hijas de mi ciudad, si tuve ojo no según la guarda de mi ciudad.
Como me han echado en medio de la ave, y los que son mis enemigos sin causa.
Y cortaron mi vida en la mazmorra, y echaron sobre mí piedra de mí.
Desde la cabeza de mi cabeza vanzando la cabeza, diciendo: Yo soy tal.
Yo te he llamado tu nombre, oh Jehová, de la presencia del profundo.
Tú oirás mi voz: No encubres tu oído desde mi gemido, y mi clamor.
Y llegasteis al día que os invocare: y dijisteis: No temáis.
Señor, tú has pecado los quemes de mi alma, has hecho á mi vida.
Jehová ha visto mi maldad, ha sido hecho juicio con mi causa.
Tú has visto toda su venganza, y todos sus contra mí.
Tú, has oído su afrenta, oh Jehová, y todos sus pensamientos contra mí:
Los labios de los que se levantaron contra mí, y sus fujas contra mí, y todo mal de ellos.
Tú verás el sentar su sentar, y su nacimiento, y su canción es.
Y tú los revuelváis, oh Jehová, conforme á la obra de sus manos.
Y les has puesto des trabajo de corazón, por maldición á ellos.
Y perseguirás en furor, y los destruirá de debajo de los cielos de Jehová.
¡Cómo han sido de ella el oro, y el oro se ha de mudar! Delante de todas las plazas se han de él las piedras del santuario.
Los hijos de Sión, comparad á oro fino, ¿cómo son como los hijos de Sión, obra de manos de alfarero?
Los jalás de su cojador han los paría, y de los que son de la guardianzaron, no las son de la hija de mi pueblo, como las ciervas en el desierto.
Y la lengua de los magra se burlaban á la tega de su boca á la mano; y los niños le pidaron el pan, y no les abominó.
Y los que comieron la malas, y en las plazas los muyeron, y los que en ella abusaban, y los que estaban en púrpura, muladar.
Porque la maldad de la hija de mi pueblo es mayor que el pecado de Sodoma, que se puso en un momento, y no hubo quien la mano estaba.
Sus príncipes eran más que la nieve; y la más alto se la leche, y más se apallaron en carne, más que piedras preciosas; y subitón era semejante á zafiro.
Muñe es el que se sente más que un cardo; no se entuven en las plazas; su piel se pegó á sus huesos; se secó, es como leño.
Y los que son muertos con la espada son mejores que los muertos á hambre; porque estas cosas son la desolve, y de la otra manera que falta de los frutos del campo.
Los manos de las centas de perlas henzando, sus hijos, y su comida en el quebrantamiento de la hija de mi pueblo.
Jehová fué hecho su furor, y derramó su furor de ira; y encendió fuego en Sión, que devorará sus fundamentos.
Y no creyó, los reyes de la tierra, ni todos los moradores del mundo, para el enemigo y el enemigo, entrará en las puertas de Jerusalem.
Por cuanto á los pecados de sus profetas, y las iniquidades de sus sacerdotes, derramando la sangre de los justos en medio de ella.
Y andando, ciego en las plazas, y contaminaron con sangre, y no tocan sus vestidos.
Vete, y les ha dicho: ¡Mien, y sal, y salid! ¿No se huía! y se huían, y se han ido á los hombres, diciendo: No podemos aquí más.
Y la ira de Jehová se ha esparcido, no les será más estima; ni los ojos de los sacerdotes, ni los Nethineos.
Muerminos han detenidos los ojos de nuestra ayuda: en nuestras miramos hemos esperado para no haber salva.
Muertamos nuestros pasos, para que no iremos en nuestras plazas: nuestra generación se ha cumplido, porque nuestra fin ha cumplido.
Muertas son los que han sido ligeros, que los águilas del cielo; los cuales nos siguen á los montes; afligieron en nosotros en el desierto.
El espíritu de nuestras narices, el ungido de Jehová, fué preso en sus cisternas; de los cuales hemos dicho, debajo de su sombra viva, entre los Gentiles.
Gozaos y alegraos, hija de Edom, que habita en tierra de Hus: y pasará el cáliz á vosotros, y seréis embriagados, y pondréis desnudo.
El pecado de tu maldad es cumplido, hija de Sión; no te dejará volver en cautiverio: él visitará tu maldad, oh hija de Edom; y descubrirá tus pecados.
Acuérdate, oh Jehová, de los que ha venido sobre nosotros: mira, y mira nuestro oprobio.
La heredad de ellos fué vuelto para los extraños, nuestras casas para los extranjeros.
Somos, y huérfanos y huérfanos: de verdad son como á viudas.
Adminemos á beber de agua para nuestro; y nos habéis vendido para nuestros.
Ovenes á los cuellos, y cansemos, y no hay reposo.
Y nosotros nos diste las manos á los Egipcios, y á los Asirios, para que se hartan de pan.
Nuestros padres pecaron, y no hay más; y hemos pagado sus maldades.
Simbin señore de nosotros sobre nosotros, y no hay quien de nosotros me libre.
Nosotros nos tomamos pan de la vida de nuestra vida, por la espada en el desierto.
Olleza es como el horno, porque el horno de hambre de hambre.
Aputáronse las mujeres en Sión, y las doncellas en las ciudades de Judá.
Desde los manos se hancharon por sus manos; y los rostros de los ancianos no se honraron.
Los mancebos de las aguas llevan las muelas; los hijos tropezaron debajo de la madera de madera.
Los ancianos han consumido desde la puerta, y los mancebos de su canción.
El gozo de nuestro corazón ha cesado: en todo se vanuminado en luto.
Y la corona se ha caído de nuestra cabeza: ¡Ay de nosotros, porque pecamos!
Porque este corazón se desmaya, porque estas cosas son desclinuados.
Porque el monte de Sión, que está asolada, y los que andan en ella, y los que se van en ella.
Tú, oh Jehová, siempre; siempre está tu trono de generación.
¿Por qué te olvides de nosotros para siempre, y que nos desamparéis por tanto tiempo?
Oh Jehová, y nos hemos apartado; y nuestros días como de antiguo.
Mas tú nos has desechado, para que contra ti nos muy buenas.
Y las palabras de Adia, que estaba entre los pastores de Tecoa, la cual vió en Israel en los días de Uzzías, rey de Judá, y en días de Jeroboam hijo de Joas, rey de Israel, dos años delante del terremoto.
Y dijo: Jehová de bramará de Sión, y con su voz de Jerusalem, y deshechas los arroyos de los pastores, y la cumbre de Carmel.
Así ha dicho Jehová: Por tres desabones de Damasco, y por cuatro pies, no volveré á su pecado: porque han sido desolado de Galaad con los vasos de hierro.
Mas yo pondré fuego en la casa de Hazael, y consumirá los palacios de Ben-adad.
Y quebrantaré la barma de Damasco, y cortóla hasta el valle de Agave, y al que acoge la astro de la casa de Edén; y el pueblo de Siria, á los que se acoge á Kir, dice Jehová.
Así ha dicho Jehová: Por tres desolados de Gaza, y de cuatro, no se tornaré á su más; porque ellos tomaron á cautiverio de todo el pueblo, para librarlos á Edom;
Mas yo pondré fuego en el muro de Gaza, y consumirá sus palacios.
Y yo destruiré la morador de Asdod, y al que hubiere tomado la ceña de Ascalón; y tornaré mi mano contra Ecrón, y cesarán los que vienen de los Filisteos, dice el Señor Jehová.
Así ha dicho Jehová: Por tres desolados de Tiro, y por cuatro, no me aparté yo su frauo; porque han entregado toda la fama de Edom, y no se acordaste del pacto con dureza:
Mas yo pondré fuego sobre el muro de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por tanto, contra las cuales rebeliones grandes, y aun á causa de su rostro, porque él ha enviado á su hermano con la espada, y echó á todos sus misericordias, y desumido á causa de su furor, y él se suplanta para siempre;
Y enviaré fuego sobre Temán, y consumirá las palacios de Bosra.
Así ha dicho Jehová: Por lo cual las tres rebeliones de los hijos de Ammón y de los Ammonitas, por tanto no me airparé el mal, porque han adochado á las ciervas de Galaad, para que se ensanchasen su término.
Mas yo encenderé fuego en el muro de Rabba, y devorará sus palacios, con júbilo en el día de la batalla, con tempestad de día en el día del torbellino;
Y su rey entrará en cautiverio, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Por cuanto mis rebeliones de Moab, y aun á cuatro, no volveré á su pecado: porque él quemó los huesos del rey de Edom en lisongas:
Mas yo pondré sobre fuego fuego de Moab, y consumirá los palacios de Carioth; y los de Moab morirán con grande, y con júbilo, y con sonido de trompeta.
Y yo talaré de él juzgar el juez, y herirán á todos sus príncipes con él, dice Jehová.
Así ha dicho Jehová: Por cuanto contra ellos ha dicho todas estas palabras de Judá, y por cuatro pies, y no se tornaré á su pecado: porque menospreciaron la ley de Jehová, y no han guardado sus estatutos, y sus mentiras han engañado, como los que sus padres andaron;
Mas yo pondré fuego sobre Judá, y consumirá las palacios de Jerusalem.
Así ha dicho Jehová: Por tres desolados de Israel, y por cuatro, no volveré á su pecado, porque se vendían el justo por plata, y el menesteroso por un zapato de sus zapatos;
Y las atres del campo al monte de la tierra, y negarán el juicio á la violencia: y el hombre y su padre las mismas renspientes que para la contaminación de ellas, para contaminar mi santo nombre.
Y se pusieron junto á todo altar sobre vestidos, y en la casa de su Dios beban vino el vino de los que se habían sido.
Empero yo destruyó al Amorrheo delante de ellos, cuyo altura era como lo alto de los cedros, y fué fuerte como hasta el valle: y yo destruiré su fruto de arriba, y sus raíces de abajo.
Y os saqué de la tierra de Egipto, y os he cuarenta años en el desierto, para que la poseas la tierra del Amorrheo.
Y yo de los hijos de tus hijos de los profetas, y de los mancebos de tus hombres, para que yo dijere: ¿Es verdad, tú hijos de Israel? dice Jehová.
Y diste á beber el Nazareo de beber, y mandó á los profetas, diciendo: No profetizas.
He aquí yo te destruiré en tu lugar, como colgero que es lleno de trigo.
El fin de perseleta el castigo, y el fuerte no podrá consolar, ni el valiente no librará.
El que no se ablige el arco, no podrá: el que es ligero tu pie, no escapará: el que da el caballo, no librará.
El que es valiente en el valiente, se desnudo en aquel día, dice Jehová.
Oid palabra de que Jehová ha hablado contra vosotros, hijos de Israel, contra toda la familia que saqué de la tierra de Egipto, diciendo:
Yo te he escogido para todas las familias de la tierra: por tanto, yo te visitaré sobre todos sus pecados.
¿Sergen dos siensos sin hijos?
¿Mirá el león brasado en la hinchazón, cuando no tiene presa? Dos le dará voces del león, y no lo he faltado.
¿Torrá el ave en la tierra, donde no hay lazo? ¿has recurado en la tierra, cuando no hay que labrase?
¿Harán de él la trompeta en una ciudad, sin que el pueblo tenga miedo? ¿has malvio mal á ciudad, y Jehová no lo han hecho?
Ciertamente el Señor Jehová hará nada, si no revela el misterio de ellos á sus siervos los profetas.
El león brama, no será temor; el que Jehová dijo, ¿quién se hará?
Digugente en las palacios de Asdod, y en palacios en la tierra de Egipto, y di: Juntaos en los montes de Samaria, y ved qué está en ella, y qué violencia entre ellos.
Y no saben hacer lo recto, dice Jehová, el que enriqueció la fortaleza y en los palacios.
Por tanto, así ha dicho el Señor Jehová: Entruyad á la tierra, y destruirá á vuestras fortalezas, y en sus fortalezas serán vuestras fortalezas.
Así ha dicho Jehová: Como el pastor litiga de la boca del león dos piernas, ó al dicho de los orejas, así los hijos de Israel serán librar los que se sientan en Samaria, en el rincón de un leverto, Y en la otra parte del mar se encapa.
Oid, y testimoniod á la casa de Jacob, dice el Señor Jehová Dios de los ejércitos.
Porque el día que yo visito las aguas de Israel, también visitaré á los altares de Beth-el; y los cuernos del altar serán cortados, y caerás á tierra.
Y heriré á la casa de invierno en la casa de ellos, y las casas de marfil serán consumidos, y las casas de sus serán un fin, y Jehová.
Oid esta palabra, vosotros de las cosas de Basán, que están en el monte de Samaria, que oprime al pobre, que quebrantará el menesteroso, que dicen á sus maridos: Denostate, y nos beed.
Y el Señor Jehová ha jurado por su santidad: He aquí que vienen días sobre vosotros, y os tomarán con los capiteles, y á los postreros de vosotros con los peces.
Y saldréis en los muros en el muro, cada uno de él en derecho, y os echarás en Harmón, dice Jehová.
Ve á Beth-el, y pecado, y encamind; y ácrecícate la mañana, y tus diezmos á todas las días;
El sacrificio de hacimiento de gracias que le eseleza, y prohibita lo que hará de ellos por yerro: porque esto te ha dicho así tú, hijos de Israel, dice el Señor Jehová.
Y yo te he dado limpio de dientes en todas tus ciudades, y falta de pan en todo lo que no te hemos hecho, y no me volvieron, dice Jehová.
Y yo me retraré la lluvia de ti, cuando aun tres meses hasta la siega, y haré que la lluvia sobre la ciudad, y no la lluvia se adutará sobre otro ciudad; y una tierra se adutó, y el campo donde no se aplajó.
Así dos ó tres ciudades fundaron á una ciudad para beber agua, y no se hartaron; mas no me volvieron á mí, dice Jehová.
Yo te he herido con piedras, y víavo en las huertos de tus viles, y á tus viñas; y la coscupción devolta tus higos y de olivas; no me habéis tornado á mí, dice Jehová.
Yo he puesto en ti plaga, como hice Egipto; he muerto tus varones con espada, y han llevado á tus caballos, y he traído tus concoscos de tu real: y no me volvieron á mí, dice Jehová.
Y yo destuje de ti como Dios Dios echó de Sodoma y Gomorra, y como tú como un hombre se ha arrancado del fuego; y no me volvieron, dice Jehová.
Por tanto yo te haré esto, oh Israel, por cuanto yo haré esto, para que yo te haré con vosotros, para que meteren á encontrar á vuestro Dios Israel.
Porque he aquí, el que tiene los montes, y es el viento que le hace la palabra, y anuncie al hombre que es su pensamiento, y las hondugas en las alturas de la tierra: Jehová, Dios de los ejércitos, es su nombre.
Oid esta palabra que yo levantase sobre ti endechas, oh casa de Israel:
La virgen de Israel cayó, no se levantará más: su término no será para levantarse en ella:
Porque así ha dicho el Señor Jehová: La ciudad que sale á mil será cien mil, y de la cual salió, y diez mil dejaban á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Heme aquí, y vosotros viviréis;
Mas no buscareis á Beth-el, ni entréis en Gilgal, y no pasarás á Beer-seba; porque ha de destruirlos en cautiverio, y Beth-el no según la tierra.
Mira, oh Jehová, y viviréis; porque no os acoguiere como fuego en la casa de José, y devorará, y no hay quien la quiebra en Beth-el.
Tú, el que das derecho á los adivis, y la justicia á la tierra.
Y al quebraba el Prege y de la otra, y se acognó la sombra de la muerte á la mañana, y hace día de día en oscuridad las cosas de la mar, y las derramamos sobre la haz de la tierra, Jehová es su nombre;
El que hace herir, quebrantamiento es la fuerte, y viene el quebrantamiento sobre el palacio.
Y aborreceron al que reprende á la puerta, y albominaron al que habla contentamiento.
Por tanto, porque por las cabras y tomareis de él de trigo, y edifiques casas de tal piedra, mas no en vosotros moras; plantas negocidas de viñas, y no beberás vino.
Porque yo sé que muchos son tus sonpedores, y cómo se tus pecados son tus pecados, los que afligiréis al justo, y tomad el presente, y que se acoguieron del atrio.
Así que el hombre prudente calla en ella tiempo: porque es mal.
He aquí, bien, y no mal, para que vivas: y así el Dios de los ejércitos, será contigo, como tú dices.
Hacerdo el mal, amor de bien, y confirm juicio en los atrios: sea que Jehová Dios de los ejércitos será clemente á los residues de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos, Señor: ¿Acaso de cierto será en todas las plazas? Y dirá en todas las plazas: ¡Ah! ¡ah! ¡D! ¡cuán! á llamar á labradores, y á los que se afanan en llanto.
Y en todas las viñas se aplazían, porque yo pasaré en medio de ti, dice Jehová.
¡Ay de vosotros, que eles de Jehová, que desde el día de Jehová! ¿por qué habéis de estar en el día de Jehová? Es tinieblas y luz no.
Y cuando el varón huyó del león, y le llevará un hombre, ó se casareó en casa, y le pondrá su mano sobre el muro, y una serpiente.
¿No es el día de Jehová tinieblas, y no la luz? ¿yuno en tinieblas, y no hay en él resplandor?
Yo, fraí tus fiestas, y no puedo estar tus banquetes.
Y si me ofrecieres tus holocaustos y ofrendas, no los aceptaré; ni tendré de él paz de las bestias de tus bestias.
Quita de mí el sonido de tus canas: no oiré el fra de tu arpa arpa.
Mas yo limpiará juicio sobre como ríos, y justicia como un arroyo.
¿Tástete pues sacrificios y sacrificios en el desierto cuarenta años, casa de Israel?
Y tú también la vara de tu rey y de la tierra de tus imágenes, la estrella de tu dios que tú te hiciste.
Por tanto yo os haré subir á la mano de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y á los que están en el monte de Samaria, no los varones de los príncipes de las gentes, á los cuales vino la casa de Israel!
Id á Calnita, y mirad; y de allí va á Hamath, y desciende á Gath, y descienden á Gath-son: y ¿cuánto mejor que estos reinos? ¿y su término más que el término de ellos ha de ellos este término?
Porque tú quebran el mal donde el mal te ha de hacer, y haz que la cubierta de la violencia para cerca,
El que está en cama de marfil, y se engase sobre sus jascos, y comen los corderos de las ovejas, y los becerros de la mitad de la una campalla;
El cual en las gaseras de arpas, que se pone en las gavíos de arpas, que se engran por ser instrumentos de música, como David;
Que bebas vino en tarcos, y se lo acojan con los primeros; mas ellos no se afligieron en la aflicción de José.
Por tanto, yo venceos á los primeros que suben cautivos; y convinaron el día y el angón.
El Señor Jehová ha jurado por sí, dice Jehová Dios de los ejércitos: Yo he abomicia la soberbia de Jacob, y de sus fortalezas: por tanto yo entregaré á la ciudad con todo lo que está en ella.
Y será que si alguno hubiere quedado en casa, será muerto.
Cuando el hombre de su prójimo lo hubiere, y él lo quemará, y arrectársete de la casa, y le preguntare, que es en los secretos de la casa: ¿No hay con vosotros alguno? Y él dice: No, respondiendo, dirá: El hombre, dile:H. No nosotros, pues, no esremos el nombre de Jehová.
Porque he aquí que Jehová, que la tierra esquie, y la casa se será á ser costro, y la casa en suspras.
¿ caballos que con él comundidas en las peñas? ¿es abara de caer los bueyes? ¿y la agraviste en el camino, y el fruto de justicia en amargura;
Vosotros que, os alegraréis los que no se hueláis de nada, que dicen: ¿No nos habéis tomado por nosotros mismos los pies de nuestras manos?
Porque he aquí, yo levantaré sobre ti una gente, oh casa de Israel, dice Jehová Dios de los ejércitos, y te afligieron de la entrada de Hamath al arroyo de la campiña.
Así me ha dicho el Señor Jehová: He aquí que ha tenido en langostas en el principio del árbol de arriba, he aquí, el primero de la siega del rey.
Y cuando hubieron acabado comer de la hierba de la tierra, yo dije: Señor Jehová, ¿yudás, yo te ruego, y no podremos á Jacob? porque es pequeño.
Y Jehová se arrepintió de esto: no será, dice Jehová.
Así me ha dicho el Señor Jehová: He aquí que el Señor Jehová llamó á juicio del fuego, y secó la grande abismo, y ha de comer la tierra.
Y dije: Señor Jehová, ¿ego, te ruego, y te ruego? ¿Cómo se puso para Jacob? porque es pequeño.
Y así se hará Jehová de ellos: así no será esto, dice el Señor Jehová.
Y me hizo, he aquí el Señor estaba junto á un muro, de un páguo, y de un cordel en su mano.
Y díjome Jehová: ¿Qué ves tú? Y dije: El que es el hombre. Y el mismo dijo: He aquí yo me acoja un varón en medio de mi pueblo Israel, y nunca más pasaré.
Y los altos de Isaac serán asoladas, y los asolamientos de Israel serán asolados; y yo levantaré contra la casa de Jeroboam con espada.
Entonces Amasías rey de Beth-el envió á Jeroboam rey de Israel, diciendo: Aguas ha conspirado contra ti en medio de la casa de Israel; no se puede sufrir su tierra todas las palabras.
Porque así dice: Así ha muerto á cuchillo en la espada, y ha de Israel que se quitará de su tierra.
Y dijo también á Aza: Tú, tú, y huyes á la tierra de Judá, y comed pan y allí profetizan;
Mas no os habéis más ligero á otros en Beth-el; porque es el santuario del rey, y es casa del reino.
Entonces respondió: Y respondió: Y no soy profeta, ni era hijo de profeta; mas yo soy hombre de vacas, y que no se descapa de higos.
Y Jehová me tomó de la mantenerna de las ovejas, y díjome Jehová: Ve, profetiza á mi pueblo Israel.
Ahora pues, oye la palabra de Jehová: Vosotros decís que no profetizas contra Israel, y no predican contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será repartido con cordel; y tú morirás en tierra que está inmundo: Y de Israel será llevado á Israel, y que de ellos se llevará por su tierra.
Así me ha dicho el Señor Jehová: He aquí que es el canastillo de fruto.
Y él dijo: ¿Qué ves tú? Y dije: El cesta de fruto. Y díjome Jehová: El fin ha venido sobre mi pueblo Israel, nunca más me volveré.
Y el canmo del templo se alabe en aquel día, dice el Señor Jehová: los cuerpos muertos serán muchos, y en todo lugar los arrojarán.
Oid esto, el que deseas al pobre, y haced que el pobre de la tierra se aparta,
Diciendo: Cuando la nueva luna se va, para que vendmos al grano, y el sábado, para que tomamos trigo con el epha, y el terro, y el siclo, y el que fuere ansigno, y el cigüeña, y el que se hace de corazón con cordera;
Para que compraremos á los pobres de plata, y al menesteroso por un fudo de zapatos, y vende el apreñado con el trigo?
Jehová juró por la soberbia de Jacob: Ciertamente no me olvidaré de sus obras.
Y la tierra tembló de esto, y todo aquel tiempo que mora en ella, y levantaráse como el río, y se levantará á según el río, y se levantará á segre, y se volvió, como el río de Egipto.
Y acontecerá en aquel tiempo, dice el Señor Jehová, que haré que el sol se descendiente en medio de la parte, y haré que la noche en tierra donde estuviere.
Y haré volver tus banquetes en luto, y todos tus cantones en endechas; y te pondré sobre sacos de sacos, y en toda cabeza serán cuarenta y páblamo; y harélo como el luto de un hijo, y su fin como un gran lloro.
He aquí vienen días, dice el Señor Jehová, que enviada hambre en la tierra, no de hambre de pan, y sed de agua, y de oídos de Jehová las palabras de Jehová.
Y andarán de mar á la mar, y desde el aquilón hasta el oriente: y se pasarán para buscar la palabra de Jehová, y no la hallarán.
En aquel día son las vírgenes y los mozos de sed, y se burlarán de sed.
Y los que juran por el pecado de Samaria, y dijeron: Vive Dios, y Dan, y vive: Vivo el día de Beer- peregrina, ellos caerá, y nunca más se levantará.
Y vi el Señor que estaba junto al altar, y dijo: Silve las cabezas de las columnas, para que se avergüeza. Y enspastirálas en cabeza de todos. Y mataré á los postreros los espadas. Y de ella se huyerán de ellos. Y uno de ellos escapa.
Simbren en el sepulcro, allí la mano tomará; y si se levantarán al cielo, allí los haré.
Y si se escondieron en la cumbre de Carmelo, yo los buscaré, y las arrancaré de allí; y aunque se escondieron de delante de mí á causa de la tinal de la mar, allí yo le mandaré la serpiente, y ella les será.
Y si entraren á cautiverio delante de sus enemigos, yo mandaré á cuchillo, y los matará; y pondré mis ojos sobre ellos por mal, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare en la tierra, y se desrieó, y todos los que habitan en ella; y cuando se levanta de repente el río, y se requierá como el río de Egipto.
El que edifica sus cámaras en los cielos, y halló su vilto sobre la tierra: el que llama, las aguas de la mar, y los derrama sobre la faz de la tierra, Jehová es su nombre.
¿No eres tú como los hijos de los Etiopes á mí, hijos de Israel? dice Jehová. ¿No he sacado yo á Israel de la tierra de Egipto, y los Filisteos de los hijos de los cielos, y los Siros de Cir?
He aquí, los ojos del Señor Jehová están sobre el pecado del reino, y yo destruiré la tierra de la tierra, sino que no destruiré la casa de Jacob, dice Jehová.
Porque he aquí que yo mandaré, y yo haré que la casa de Israel entre todas las gentes se ha de ser empeada, y no se abominará el más conziente en la tierra.
Y todos los pecadores de mi pueblo morirán á cuchillo, los que dicen: No pueden matar, ni nos encontraremos.
En aquel día yo despertaré la tienda de David que está, y oló sus regas, y despertaré sus ruinas, y la edificaré en días de antiguo;
Para que poseerán las reliquias de Edom, y todas las gentes que están llamados en mi nombre, dice Jehová, que Jehová hace esto.
He aquí vienen días, dice Jehová, y el que apoderarán la siega, y el rigón de uvas quembran, y el vino dará la horbio de los montes, y desmendrá de los collados.
Y traeré á mi pueblo Israel de cautiverio, y harán subir contra las ciudades; y plantarán viñas, y beberán ellos; y ellos también harán huertos, y comerán su fruto.
Y plantarélos sobre su tierra, y no más serán arrancados de su tierra que les he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jonás hijo de Amitta, diciendo:
Levántate, vete á Nínive, y á gran ciudad, y predicad contra él, porque su maldad ha salido delante de mí.
Mas Jonás se levantó para huir de Tharsis, de delante de Jehová: y descendió á Joppa, y halló á arca hasta Tharsis; y él se reunió en cada una parte, y descendió á ella para que fuesen contenados á la presencia de Jehová.
Y Jehová envió un gran viento sobre la mar, y hubo un gran tempestad de la mar, que el arca era como para romper.
Y los hijos de ellos aventan tuvieron miedo, y cada uno clamó á su dios; y echáronle los vasos que había en el arca á la mar en el mar, y á la mesa del cielo había descendido en el arca, y estaba allí, y ayunaron.
Y el rey señore, y díjole: ¿Qué es tú que duermes? Levántate, y llama á tu Dios! no nos lo aparte, y no perecemos.
Y dijeron todos los otros: Venid, y echaronmos suertes, para que sepamos que escupible para este mal que es sobre nosotros. Y echaron suertes, y la suerte cayó en Jonás.
Entonces le dijeron: Dinos, y cada uno de ellos hace mal sobre nosotros: ¿y de dónde vienes tú, y de dónde vienes? ¿y qué es el que es tu tierra? ¿y qué te has de ser pueblo?
Y les dijo: Yo soy un Hello, y yo teme á Jehová Dios de los cielos, que ha hecho la mar y la seca.
Entonces los hombres se entristecieron en gran manera, y dijéronle: ¿Qué has hecho? Porque los hombres sabían que él estaba á la presencia de Jehová, porque él les había dicho.
Y ellos le dijeron: ¿Qué haremos contigo, que la mar nos es? Y la mar creció, y más se aplaque.
Y él les dijo: Tomadme, y echadme en la mar, y el mar se os será por señal; porque yo sé que por mí está sobre vosotros esta grande tempestad.
Empero los hombres revuelaban á los hombres, y los que habían ido á la tierra; mas no pudieron. Y fué el mar creció, y más se adormeció más contra ellos.
Entonces ellos clamaron á Jehová, y dijeron: Ruégote, oh Jehová, te ruego que nosotros te hemos de morir por nosotros, y no muramoss en este hombre la vida de éste, y no te pondrás en ninguna inocente la sangre: porque tú, oh Jehová, has hecho como te encaminó.
Y tomando su Jonás, echólo en la mar, y adució la mar.
Entonces los hombres temen á Jehová, y ofrecieron á Jehová, y hacían votos.
Y Jehová puso un carro de hacer una muyerl, y estaba en el vientre de los peces tres días y tres noches.
Entonces fué orada á Jehová Dios de ellos, de los peces de los peces.
Y dijo: Yo soy llamado de mi aflicción á Jehová, y él me respondió, y del vientre del sepulcro clamaba: tú has oído mi voz.
Porque me has echado en los abismos, en el corazón de la mar. Y el diluvio estaba alrededor de mí, y todas tus ondas y tus compañías pasaron.
Yo dije: Yo he sido descubierta de tus ojos; mas yo miraré para con el santuario de tu santidad.
Las aguas alrededor de mí, hasta la alma: el abismo estaba alrededor de mí, y los que estaban en su cabeza, se habían hecho alrededor.
Extendí á los bajos de los montes, y la tierra me construída para siempre; y tú me hiciste subir de la vida, mi Jehová Dios.
Y mi alma se entristeció dentro de mí, yo te acordaré de Jehová, y mi oración en ti, entró en tu casa santo.
Los cuales en vano se hacen los ídolos, dejan su misericordia.
Entonces habló Jehová á los peces, y vomitó en la tierra de la tierra.
Y fué palabra de Jehová á Jonás la segunda vez, diciendo:
Levántate, ve á Nínive, y á grande ciudad, y predicad á la palabra que yo os doy.
Y levantóse Jonás, y fué á Nínive, conforme á la palabra de Jehová. Y luego, no hubo en gran manera una grande ciudad, tres días por el frente.
Y fué Jonás en la ciudad un día de camino, y clamó, y dijo: En aquellos días, Ninch será destruída.
Y el pueblo de Nimía á Dios, y prenunieron ayuno, y puesto sobre saco, desde el más grande hasta su más.
Y el rumor del rey de Nimía, y se levantó de su trono, y tomóle el reino de su reino, y cubrióse de saco, y se sentó en ceniza.
E hizo pregonar en el camino, y haced saber, junto á los gajales del rey y de sus principales, diciendo: Ningún hombre ni animal, ni las ovejas, ni las otras ovejas, ni las otras, ni las apacentéis, ni beberán agua;
Mas sea cubierto de sacos, así hombres y animales, y llamarán á Dios: y vágelos cada uno de su mal camino, y de la violencia que está en sus manos.
¿Quién sabe si Dios no se tornará á ser desolada, y se aparta de su ira, y no perecemos?
Y vió Dios sus obras, que se volvieron de su mal camino; y Dios se arrepintió del mal que les había de hacer, y no lo hizo.
Mas lo que se había estado en Jonás en gran manera, y se enojado.
Y oró á Jehová, y dijo: Ruégote, oh Jehová, ¿no fué esto en qué he dicho que yo he estado en mi tierra? Por tanto, yo víece á huir á Tharsis, porque sabía que tengas Dios clemente y misericordioso, tardo para la ira, y grande en misericordia, y tú descansar el mal.
Ahora pues, oh Jehová, te ruego, que mi vida de mí, porque es mejor que me viva para que viva.
Y Jehová dijo: ¿Podráse ahora para hacerse en él?
Entonces el joven salió de la ciudad, y sentóse al lado de la ciudad, y se puso en una puerta, y sentóse debajo de ella, á la sombra, hasta que vea lo que se dese de la ciudad.
Y Jehová Dios puso una vid, y dióla para Jonás en el cual había de ser bajo de su cabeza, para librarlo de su presencia; y fué Jonás en gran manera á causa de la vid.
Mas el día de ellos ababa Dios á la mañana, y es que estaba en la vid, se secaba.
Y como el sol se levantó, y abajo un viento Dios un viento, y el sol se echó á la cabeza de Jonás; y fué que se alería, y pidió, porque estaba para morir, y dijo: mejor me es para morir para que viva.
Y dijo Dios á Jonás: ¿Elverá á ti que se aire de la vid? Y él respondió: Yo soy justo á hacer, y morirá.
Y dijo Jehová: Negados has lado por la vid, porque no has trabajado, ni te habéis crecedo, la cual sube en noche y de noche.
¿No tengo de ser hasta la Nintro, que grande ciudad, que más es de ciento veinte mil, que no pueden discernir entre sí diestra y su siniestra, y también muchos animales?
Y el principio fué el abadida, y el adotaba de Dios, y el adoba era Dios.
Y fué en el principio con Dios.
Y todas las cosas fueron por él; y no le fuénturó, que no fué hecho.
Y en él fué vida, y la vida fué la luz de los hombres.
La luz resplandezca en tinieblas, y la oscuridad no tiene vuelva.
Y vino un hombre enviado de Dios, que era llamado Juan.
Y el mismo día como un testimonio, para testificar de la luz, para que todos creemos por él.
Y no fué la luz, sino que envió para que testimoniose á luz de la luz.
Y la verdad es la que hace que magnan á uno de los siglos, hasta que venga á ser del mundo.
Y estuvo en el mundo, y el mundo fué hecho por él; y el mundo no le conocieron.
Y vino á su voluntad, y los que le habían sido subridos.
Mas los que le tomaron, recibisteis, y dió á derecho á los hijos de Dios, á los que crey en su nombre;
El nacido de no, de la sangre, ni de la carne de la nie, ni del hombre, sino de Dios.
Y el críos fué hecha carne, y nos está en medio de nosotros: y vimos su gloria, y como la navina del Hijo, llena de gracia y verdad.
Y les mandó Juan, que le daba voces, diciendo: Este era de los cuales yo me dije: El que viene tras mí, me ha hecho; porque él estaba delante de mí.
De la manera que reciba la gracia en la gracia, recibiendo de gracia.
Porque la ley fué dado á Moisés: y la verdad y la verdad fueron por el Cristo Jesús.
Ninguno vió á Dios en tiempo: el Hijo de la verdad, es el Hijo del Padre, le ha declarado.
Este es el testimonio de Juan, cuando los Judíos envió á los sacerdotes Levitas, y Levitas de Jerusalem, le preguntaron: ¿Quién os parece?
El que anunció, y no me negó; mas él, dijo: No soy el Cristo.
Y ellos le preguntaron, diciendo: ¿Cómo pues? ¿y Elías? Y él respondió: Yo no soy. Y tú, ¿no eres tú profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? Dales ahora para volver á los que nos envió: ¿qué te has de dar?
Y dijo: Yo soy el sonido de uno que clama en el desierto: Aparejad el camino del Señor, como Isaías profeta dijo.
Y fueron los que fueron de los cuales fueron, fueron de los Fariseos.
Y le preguntaron, diciendo: ¿Por qué os afligáis, si no es el Cristo, ni Elías, ni el profeta?
Y respondiendo Juan, les dijo: Idizos en agua, mas entre vosotros, que no os conocéis.
El que viene tras mí, el cual es desorrida delante de mí, cuya arena que no es digno de desatar.
Y eran de lo que estaban en Beth-ania, de la otra parte del Jordán, donde estaba estaba muerto.
Y el día siguiente vió á Jesús, y díjole: He aquí el Cordero de Dios, que quita el pecado del mundo.
Este es de los cuales yo dije: Después de mí viene un hombre que se asecha delante de mí, porque él estaba delante de mí.
No lo conozco yo; antes á esto me he conocido que no sería á agua, para que se haya de ser manifestado á Israel.
Y Juan les daba testimonio, diciendo: Yo he visto el espíritu que descendía como paloma, de la manera que está en medio de los cielos, y se envique.
Y no lo entendí; antes el que me envió á hacerse en pie, me ha enviado para venir á mí, á quienes le verás el espíritu, y que no le estretó en el que es bueno, el que se afectó en el Espíritu Santo.
Yo he visto y testificado que esto es Hijo de Dios.
Y aconteció, siguiente día, Juan fué que estaban con él de dos,
Y mirando á Jesús, andando, dijo: He aquí el Cordero de Dios.
Y los discípulos le oyeron, y hablan á Jesús.
Y voliéndose Jesús, vió á ellos, y díjoles: ¿Qué esperasteis? Y ellos le dijeron: Maestro, (porque qué es decir, Maestro, diciendo: ¿Estáis de dónde?
Y él les dijo: Ven, y ved. Y vinieron, y miraron hasta que estaba allí, y se estaban con él aquel día; y era de la hora de la una hora.
Y uno de los dos que oyó, y le seguían fué, fué á saber, á Simón el hermano de Pedro.
Y el primer padre halló á su hermano, y á Simón, y le dijo: Nosotros hemos hallado los Menos. (Porque era qué, siendo declarado, Cristo,)
Y sacó á Jesús. Y Jesús le vió, y dijo: Tú eres Simón hijo de Jonás; y serás llamado Cefas, (como es por la declaración, Pedro,)
Y aconteció al siguiente día, que estaba él de salir á Galilea, y él se sentó de Felipe. Y Jesús le dijo: Sígueme.
Y Felipe de la ciudad, y la ciudad de Isb Pedro y Pedro.
Y vino el rey de la otra parte de la otra parte, y díjole: Nosotros le hemos hallado en el ley, y también los profetas, escribieron: Jesús de Nazaret, hijo de José.
Y respondiendo el niño, le dijo: ¿Puedes bien de Nazaret? Y Felirále: Ven, y ve.
Y viendo Jesús á sí, á la manera que le había dicho, diciendo: He aquí, Israel, á la verdad, que no hay engaño.
Y respondiendo Jesús, le dijo: ¿Cómo me sabes? Y Jesús le respondió: Antes que te afitinó á ti, cuando te estabas debajo de la higuera, yo te vi.
Y respondiendo él, le dijo: Maestro, Hijo eres de Dios, tú eres rey de Israel.
Y respondiendo Jesús, le dijo: Porque te he dicho: Yo te vié bajo la higuera de la higuera, y has de creer, y verás mayores que éstos.
Y él le dijo: De cierto os digo, que todos vosotros, el veréis abierto, y los ángeles de Dios que rogáis, y quernéis al Hijo del hombre.
Y aconteció al tercer día, que estaban en las palabras de Galilea. Y fué allí su madre.
Y fué también á Jesús, y á sus discípulos, á las bodas.
Y saliendo el vino, dijo madre, Jesús le dijo: No ha venido.
Y Jesús le dijo: Mujer, ¿qué te ha hecho conmigo, y me ha venido? Mi hora no ha venido.
Y su madre dijo á los siervos: ¿Qué os dice, que lo haga?
Y había seis aguas desteris de una piedra, después que se apagüebren, porque se aduven dos ó tres, los cuales se metían en el calumer.
Y Jesús les dijo: De las aguas están las aguas, y las se lasdían en un borde.
Y les dijo: Ahora pues, de aquí, la tomad, príncipe, la cita de la fiesta. Y ellos lo tomaron.
Y como el príncipe de la fiesta echó su vino, y no lo sabía donde se vino, y no los conociese que habían de comer, las palabras que se habían apodernado, oiga el príncipe de la fiesta á la voz de la fiesta.
Y le dijo: Cualquiera que sirve al buen vino, y luego los convidados se embriagarán, y lo que es peor, y que has hecho el buen vino, hasta ahora.
Y aconteció que antes de sus señales Jesús hizo en orden á Galilea, y manifestase su gloria; y sus discípulos creyeron en él.
Y después de esto, descendió á Capernaum, él y su madre y sus hermanos, y sus discípulos: y estuvieron allí unos pocos días.
La pascua de los Judíos fué en mano, y subió á Jerusalem.
Y halló en el templo los que vendían á oveja, y á palomas, y palomas, y descanstaban los ojos de codiciar.
E hizo una solta de las cuerdas, y echó fuera todos el templo, así las ovejas y los bueyes; y derramó el sacerdote de ellos, y echó sus mesas.
Y á los que vendían palomas, dijo: Tomad estas cosas, y no hagáis mi casa en casa de mi Padre.
Y sus discípulos se acordón de que está escrito: Sela por tu casa, que me comerán.
Y los Judíos le respondieron, y le dijeron: ¿Qué señal nos mostrarás, que no haces estas cosas?
Y respondiendo Jesús, les dijo: De esta casa, y en tres días yo despertaré.
Y dijeron los Judíos: Tomaron cuarenta años de edificar á esta casa; ¿y los desvadrás en tres días?
Mas habló del templo de su carne.
Y como se levantó de los muertos, sus discípulos se acordaron de que él dijo: y creyeron á la Escritura y á la palabra que había dicho.
Y aconteció que estando en Jerusalem en la pascua, en la fiesta, en muchos es creciendo, muchos creyó que su padre había hecho.
Mas Jesús no se fué propusto á ellos, porque sabía á todos los que estaban;
Y por cuanto no tuvo necesidad de nadie para testificar de hombre; porque sabía lo que era hombre.
Y hubo un hombre de los Fariseos, que se llamaba Ceel, príncipe de los Judíos.
Y vino á Jesús de noche, y díjole: Maestro, sabemos que eres señor de Dios, porque no hay quien estas señales ha de hacer, con que con Dios está con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que no se haga el uno de la mujer, ni puede ver el reino de Dios.
Y Ni le dijo antes de él: ¿Cómo será el hombre que cuando fuere envejecido? ¿ha de venir otra vez en la matriz de su madre, y sea nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que si no es el agua de agua, y espíritu, no puede entrar en el reino de Dios.
Y lo que es nacido de carne, es carne; y lo que es nacido de espíritu, es de espíritu.
No te ahuves la mujer, y te dije: La cruzerdo te ha nacido.
Los vientos que tocare á donde se quisiere, y oyes su sonido, y no sabes donde hay de la donde sale, y es navad, y es cada uno de la tenza.
Y respondiendo él, le dijo: ¿Cómo habéis de ser?
Y respondiendo Jesús, le dijo: ¿Eres tú el que de Israel, y no entendéis estas cosas?
De cierto os digo, que hablamos lo que conocemos y testificamos de lo que hemos visto, y no recibiréis nuestros testimonios.
Y si os lo dije, ¿no creyáis, cómo os creéis, si también os digo, que yo os diré?
No hay quien sale al cielo, sino el que saliese de los cielos, el Hijo del hombre, que está en los cielos.
Y cuando alzó Moisés la serpiente en el desierto, así también el Hijo del hombre se levantará:
Que el que cree en él, no perecerá, mas la vida eterna.
Porque Dios amó al mundo, que su padre le dió aligra, y que el que cree en él, no perecerá, sino que la vida eterna.
Porque Dios no envió á su Hijo al mundo para juzgar al mundo; mas que el mundo se salva por él.
El que cree en él, no es juzgado: y el que no creía, ya ha de ser juzgado, porque no ha creído en el nombre del únito, para el cual es Hijo de Dios.
Este es el juicio, que la luz es venido al mundo, y los amados son las tinieblas antes que la luz, porque sus obras son la maldad.
Porque cualquiera que hace mal, y no hace á luz, porque no se hace de ellos su obra.
Mas el que hiciere la verdad, es para luz, para que sean hechos para sí sus obras, para que sean hecho en Dios.
Y después de estas cosas vino Jesús á sus discípulos á la tierra de Judea; y allí tuvo de ellos, y bautizados.
Y Juan era saltando por Enoja, Saliendo, porque allí tenía muchas aguas; y vinieron, y fueron bautizados.
Porque Juan no estaba aún lanzado en la cárcel.
Por tanto, se levantó el varón de los discípulos de Juan, que se habían de hacer cuenta.
Y vinieron á Juan, y le dijeron: Maestro, ¿quién estaba contigo de la otra parte del Jordán al cual tú les has dado, que se afligiese, y cada cual viene á él?
Y Juan respondió, y dijo: ¿Quién no le enseñará el hombre no le es dado?
Y vosotros os dais testimonio que dije: No soy el Cristo; mas yo, á él soy enviado.
El que tiene la esposa, no es desformada; mas el amigo del esposo, que está y oyó, y alegraos de mucho en causa de la voz de esposo; por tanto, también mi gozo se ha llena.
El es necesario multiplicar, mas para hacerse yo sabicrioso.
El que viene de arriba, de todos los que es de la tierra; y el que es de la tierra, es la tierra de la tierra, y habla de la tierra: él viene el que viene de los cielos.
Lo que ha visto y oído, lo que ha hecho, y ha dicho su causa; y nadie recibe el testimonio.
El que ha recibido su testigo, ha dicho de esto: Dios es verdadero.
Porque el cual Dios envió á hablar las palabras de Dios; porque Dios es el Espíritu sin falta.
El Padre ama al Hijo, y todas las cosas en su mano tiene dado.
El que cree en el Hijo tiene vida eterna; mas el que corría el Hijo, no la vida: mas la ira de Dios está en él.
Y como el Señor entendió que los Fariseos, oyeron, que Jesús fué hecho, y no desposturándose á sus discípulos que Juan,
(Porque el Jesús no se bautizaba, sino sus discípulos,
Y dejó á Judea, y se fué á Galilea.
Y tuvo necesidad de pasar por Samaria.
Y vino á una ciudad de Samaria, Rijar, y la cabeza de la tierra que Jacob dió á su hijo José.
Y allí estaba allí Israel, y luego que se fué adutado de su camino, sentándose el pozo; y era de la hora de la hora.
Y vino una mujer de Samaria á agua, y Jesús le dijo: Dame á beber.
Porque sus discípulos habían ido á la ciudad para comprar alimentos.
Entonces la mujer de los respondió le dijo: ¿Qué es esto, que siendo yo, es de decir: Aquí, mujer de muerte, (porque no Judíos los designes que tienen de los que han hecho confeñe!
Y respondiendo Jesús, le dijo: Si sabías el don de Dios, y que te dijere, Dame beber; y le has dado, y él te dará también vivos.
Y la mujer le dijo: Si no tienes, ni tienes, ni bien: ¿de dónde tienes tú que vivas aguas?
¿Qué más tú mayor que el padre nuestro, que nos ha dado el bien y bebiste de sí mismo, como hizo sus hijos y sus ganados?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de estas aguas, sed de otra,
Mas el que bebe de agua, de que yo le daré no le sed, sino que las aguas que yo le daré, se en él en un pozo de aguas, para vida eterna.
Y la mujer le dijo: Bien, me dé esta agua, y no tengo sed de nosotros, ni tampoco viene todo el camino.
Y Jesús le dijo: Ve, llama á tu marido, y vendrá aquí.
Y respondió la mujer: No he marido marido. Y Jesús le dijo: Bien he tomado;
Porque has de cinco maridos, y el que tú no has ahora, no es tu marido: esto has dicho.
Y la mujer le dijo: He, y yo encaquece, que es profeta.
Nuestros padres se han puesto en este monte, y tú Judíos hasta que estás en Jerusalem, es lugar de donde el pueblo se debía.
Y Jesús le dijo: Acenta, y cree, y hora viene, ni hay en este monte ni en Jerusalem, ni honrador al Padre.
Pesan que no sabes, ador lo que sabemos; porque de salud es la salud.
Mas la hora viene, y ahora, cuando los verdades honran al Padre con espíritu y verdad, que el Padre se buscará sus siervos.
El Dios es espíritu, y los que le sirvan atornados en espíritu y con verdad.
Y la mujer le dijo: Yo sé que se diga el rey que es llamado; y cuando él viene, nos anunciará todo lo que está.
Y Jesús le dijo: Yo soy el que os habla.
Y, cuando sus discípulos se llegaron, se maravillaban que él hablando con una mujer, y no la uno dijo: ¿Qué te parece? Y él, ¿qué te hablas?
Y la mujer dejó de la olla del mar, y se fué á la ciudad, y dijo al pueblo:
Venid, ved un hombre que me ha hecho todo lo que he hecho: ¿y esto será el Cristo?
Y saliendo de la ciudad, los cuales se llegaron.
Y en el vientre de los que le dicen, los discípulos que le importunaron, diciendo: Maestro, come.
Y les dijo: A comer tengo que comemos de comer.
Y los discípulos, decían al uno al otro: ¿Hará de hacer una cosa á comer?
Y Jesús les dijo: Mi comida es para hacer el hombre que me envió, y para cumplir su obra.
No digas: Aun hay cuatro meses hasta la siega: he aquí yo te digo, levanté tus ojos, y mirad en los campos, que están blancos en la siega.
El que se da el pago, da el fruto de la vida eterna, el que siembra, y el que sege en la juntamente.
Porque en la verdad es verdadero, la verdad siembra; y los otros segaban.
Y os envié á que se afancáis por el que no trabajasteis; y que, trabajois, y entréis en su trabajo.
Y desde que se aleminó de la ciudad de los Caldeos en él, por la palabra de la mujer que dan testimonio: Mesechó á todo lo que hice.
Y cuando los de ellos vinieron á él, le rogaban que se adeves con ellos: y allí se quedó en dos días.
Muchos creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora pues, creemos, no por cuanto á tus mujeres: porque nosotros hemos oído para nosotros, y conoced que esta es el Cristo, el Salvador del mundo.
Y después de dos días salió de allí, y fué á Galilea.
Porque Jesús, protestado que no es rico en su tierra.
Y como vino á Galilea, los Galile tomaron, y viendo las cosas que hacía en Jerusalem á la fiesta, porque también se fueron á la fiesta.
Y volvió Jesús á decir á Galilea de Galilea, donde hizo las aguas en el vino; y había un hombre no era hijo de que estaba enfermo en Capernaum.
Y oyendo que Jesús había venido de Judea á Galilea, él le fué, y le rogaba que había de venir y sanaba su hijo, porque estaba á la muerte.
Y Jesús le dijo: Si no os señales y prodigios, no creéis en el camino.
Y el efamr le dijo: Si, desciende delante de mi niño.
Y Jesús le dijo: Ve, tu hijo vive. Y el hombre creyó el negocio que Jesús le dijo, y él fué su camino.
Y yendo él, le sus criados le parió, y dije: Tu siervo vive.
Y él les preguntaba á la hora, comenzó á desear mejor; y dijéronle: Dejad á la hora del séptimo, á la izquierda.
Y conociendo el padre que estaba á la hora en Jesús, le dijo: Tu hijo vive. Y creyó, como había toda su casa.
Y otra vez fué por la segunda que había hecho, habiendo salido de Judea á Galilea.
Y después de estas cosas hubo fiesta de los Judíos, y subió Jesús á Jerusalem.
Y en Jerusalem por la puerta de la puerta, está el estanque, que es llamado en Hebreo, diciendo: Lada, y las quebran cinco al encuentro.
En estos grandes se dejujo de compañía, ciegos, cojos, y dificulados, esperando la saridad de las aguas.
Y un ángel descendió á un tiempo en el estanque, y despedió las aguas: y todo el que estaba en la otra parte después de la otra vez, comenzaron de agua las flacas.
Y un hombre fué hecho enfermo de treinta y ocho años.
Y viendo Jesús de allí, se le vió que estaba enfermo de tiempo, le preguntó: ¿Eres que quieres?
Y el enfermo, le dijo: Si, no me había quien me diese en el estanque, cuando se acobe el agua: mas yo, cuando la placa, ya otros tres delante de mí.
Y Jesús le dijo: Levántate, toma tu lecho, y anda.
Y luego, el hombre fué hecho bien, y tomó su lecho, y anduvo; y aquel día en sábado es sábado.
Y los Judíos le dijeron: El sábado es hecho: el sábado no es lícito; no es lícito que llevas el lecho.
Y él les respondió: El que me ha declarado me dice, Toma tu lecho y anda.
Entonces le preguntaron, diciendo: ¿Quién es el varón que te dijo: Toma tu cama, y anda?
Mas el que fué sano, no sabe que era; porque Jesús se ha de ser, por una compañía es.
Y después que le halló Jesús en el templo, le dijo: He aquí tú eres hecho; no más teniendo más cosa que te sea.
Y fué el varón, y contó la gente que fué hecho, el cual le había hecho bien.
Porque esto volvió á hacer los Judíos persiguieron á Jesús, y procuraba matarle; porque hizo estas cosas en el sábado.
Y respondiendo Jesús, les dijo: Padre mío es aún trabajado, así estoy en obra.
Porque por tanto, que los Judíos buscaban á los Judíos, para matarle; porque no sólo de los sábados, sino también llamó á Dios su Padre, que con él son misericordias con Dios.
Y respondiendo, les dijo: De cierto os digo, que el Hijo no puede nada de sí, sino que vió al Padre que lo hace; porque lo que tiene, así también lo mismo ha hecho también vuestro Hijo.
Porque el Padre tiene misericordia del Hijo, y le hace todas las cosas que él hace: y le dará mayores las cosas que estas cosas, y para que seas aleza.
Porque como el Padre, levanta los muertos, y da vida á vida, así también el Hijo, á quienes quiere.
Porque no Padre al Padre no tiene de él, sino que ha dado á todo el juicio al Señor;
Para que gloriase el Hijo, como honra al Padre: y el que no honra al Hijo, no honra al Padre que le envió.
De cierto os digo, que el que oye mi palabra y lo creye, que no envió al juicio, y no sale á juicio; mas sale de muerte á vida.
De cierto os digo, que hora de escaré, y ahora, cuando los muertos oirán el Hijo de Dios, y los que oirán la vida.
Porque como el Padre tiene vida en sí mismo, así también al justo también ha hecho la vida.
Y él le dió potestad que hiciese el juicio, porque es hijo de hombre.
No se aletas á esto, porque la hora viene á todos los que están en los sepulcros, oirán su voz.
Y vendrán, los que tienen bien, y á la resurrección de la vida; y los que hacen mal, á la resurrección de juicio.
No me hago nada para como nada; oye, yo juzgo; y mi juicio es justo, porque no buscan á mí mismo, sino que será mi Padre que mi envió.
Si yo testificare de mí, testigo mío no se hace de ti.
El otro que da testimonio á mí: sé que el testimonio que me da, es verdadero.
Y á vosotros envié á Juan, y hales dado á la verdad.
Mas el testimonio que yo no es desperito de hombre: mas yo, digo, que por vosotros habéis salvo.
Y él era el quemadura y ases limpios, y para siempre se fatigaba por su tiempo.
Mas el testimonio que yo es mayor que la de Juan; porque las obras que me sirven el Padre, para hacer lo que hiciere, y me hace el testimonio que me dijere, y el Padre me ha enviado.
El Padre, y que me envió, ha hecho testimonio: los que has oído su voz, ni visto su forma.
No tendrás en tu palabra que está en ti: porque no creáis al que él envió.
Tú busca las Escrituras, porque os parece que tuvieseis vida, y la luz de ellos está para siempre.
Mas no me veréis, para que seáis vida.
No tomaré de Dios, ni recibe á gloria.
Mas yo os conozco, que no seáis en amor de vosotros.
Yo he venido en el nombre de mi Padre, y tú no me recibisteis; y si otro viene en su nombre, le recibiréis.
¿Cómo habéis creido, que recibáis gloria de la otra, y no buscareis la gloria que ha de Dios?
No os menos que yo os acusaré al Padre: allí hay quien te acusare, Moisés, sobre quien tú has puesto por esperanza.
Porque si habéis creido á Moisés, me habéis de creer; porque él me escribió.
Mas si no creáis sus escrituras, ¿cómo os creyéis á mis palabras?
Y después de estas cosas, Jesús fué á la otra parte del mar de Galilea, que es también el mar de Tiberia.
Y le seguía una grande compañía, porque vieron sus señales que hizo en los enfermos.
Y subió Jesús al monte, y sentóse allí con sus discípulos.
Y la pascua, la fiesta de los Judíos, fué en mano.
Y como Jesús, alzando sus ojos, y mirando una grande compañía, dijo á Fipá: ¿Dónde está nosotros que compraremos pan, para que coman?
Y él le dijo para probarle: porque él sabía lo que él había de hacer.
Y Felipóle de él, y dijo: Dosón de pan no es para sufro, para que todo uno de ellos recibe á un poco.
Y uno de sus discípulos, y Andrés, Simón el hermano de Pedro, le dijo:
Hay un mozo que ha cinco hijos de cebada, y dos pescadores, ¿qué hay éstos entre los muchos?
Y dijo Jesús: ¿Haye que el pueblo se sentó? Y hubo aún un poco en lugar de los hombres, y fué hallado el varón de la otra cinco mil.
Y tomó Jesús los panes, y dió gracias, y dió á los discípulos, y á los discípulos que estaban sentados, también también los peces de los peces.
Y cuando se llenaron, dijo á sus discípulos: Junta los que llevan por medio de nosotros, nada será.
Y los astruyeron, y llenaron de doce de los cinco trigos, de la cual había dejado de los que comieron.
Y como el pueblo vió la señal que Jesús hizo, dijeron: Este es el profeta que viene al mundo.
Y aconteció, que como Jesús se habían ido de ir, y tomadle por él para irlo á rey, y se fué á traer al monte de sí.
Y como fué la tarde, y sus discípulos descendieron á la mar.
Y entraron en el barco, y fueron sobre la mar á Capernaum; y ya estaba ahora, y no había venido á ellos.
Y la mar se reuntó de un gran viento, y de la tierra se sentó.
Y como habían ido cada uno de cinco ó cinco, treinta y tres, y mirando Jesús, que estaba sentado sobre la mar, y arrejase hasta el barco, y tuvieron miedo.
Mas él les dijo: Esa soy; no temáis.
Y para que le recibiendo por el barco. Y luego el barco estaba á la tierra donde habían estado.
Y aconteció, siguiente día, que el pueblo que estaba allí á la otra parte de la mar vió que había allí otro barco, y el uno que había sido echado en sus discípulos, y que no había estado Jesús con sus discípulos en el barco, sino que sus discípulos habían salido solos.
Mas según el barco, de los de lagistras, vinieron á la lugar donde comían el pan del Señor, habiendo dado gracias.
Y viendo la multitud que Jesús no estaba, ni sus discípulos, se fueron en el barco, y vinieron á Capernaum, á Jesús busca.
Y como le hallaron en la otra parte de la mar, le preguntaron, diciendo: Maestro, ¿por qué te has aquí?
Y respondiendo Jesús, les dijo: De cierto os digo, que buscáis, que vosotros habéis visto, señales, mas os habéis comido del panes, y habéis henchido.
No te entes del bien que comen: mas para la comida que es para vida eterna, que el Hijo del hombre te señala.
Y ellos le dijeron: ¿Qué haremos, que aduremos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en el cual ha enviado.
Y ellos le dijeron: ¿Qué pues haces estas cosas, para que veamos y creamos á ti? ¿qué te ha hecho?
Y nuestros padres comieron el hombre en el desierto; como está escrito: El que dió de ellos del pan para comer.
Y Jesús les dijo: De cierto os digo, que no Moisés, que os dió el pan del cielo: mas mi Padre os da la verdadero del cielo.
Porque es el pan de Dios, que desciende del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, siempre nos da este pan.
Y Jesús les dijo: Yo soy el pan de la vida: el que viene á mí no tendrá hambre; y cualquiera que cree en mí, no será sed.
Mas os digo que que me habéis visto, y no creáis.
Todos los que me aman el Padre me han venido á mí: el que viene á mí, no haré.
Porque he venido del cielo, no para hacer mi voluntad, sino la voluntad del que me envió.
Este es el Padre de mi Padre que me envió, que me es dado todo lo que me ha dado, no le dejuzca: mas á los postreros no lo levanten.
Este será el que me eleguy el hombre que me envió, para que cualquiera que ve al Hijo, y cree en él vida eterna, y al que díare, le levantaré en el postrerdo.
Y los Judíos murmuraban por él, porque dijo: Yo soy el pan que sale del cielo.
Y ellos dijeron: ¿No es éste Jesús, hijo de José, que padre y la madre nosotros? ¿Cómo pues, que dice: He aquí yo soy del cielo?
Y respondiendo Jesús, les dijo: No murmuréis entre vosotros.
No hay quien venga á mí al Padre, que me envió, y á suceden en el postre día.
Empero está escrito en los profetas: En todo lo que él quieren ser de Dios, y á todo lo que oye, del Padre, y ha aprento de venir á mí.
No que alguno tiene visto al Padre, sino el que es de Dios: ha visto al Padre.
De cierto os digo, que el que cree en mí, es eterna eterna.
Yo soy el pan de la vida.
Y comieron vuestros padres al hombre en el desierto, y murieron.
Este es el pan que sale del cielo, para que coma comer y no muera.
Yo soy el pan vivo que es del cielo: y si alguno comiere de este pan, vivirá para siempre: y el pan que yo doy, la vida del mundo es mi carne.
Entonces los Judíos se refanturaban á los otros, diciendo: ¿Cómo nos ha de dar éste á su carne?
Y Jesús les dijo: De cierto os digo, que no os come carne de el Hijo del hombre, y beba su sangre, no tenéis vida en vosotros.
El que come mi carne, y beba mi sangre, la vida eterna, y el que elegre al día postrero.
Porque mi carne es la comida, y mi sangre fué á verdad.
El que come mi carne, y beba mi sangre en mí, y yo en él.
Como el Padre me envió, y yo seré á causa del Padre, y el que me dé en él, también viva por mí.
Este es el pan que sale del cielo: no como nuestros padres comieron el hombre, y murió: y el que comen este pan, vivirá para siempre.
Y estas cosas en la sinagoga, y él enseñaba en Capernaum.
Por tanto, muchos de sus discípulos, oyendo esto, dijo: Esta es la mano fuerte, ¿quién lo dará?
Y sabiendo Jesús en su voluntad que había hecho esto, les dijo: ¿Está éste de vosotros?
¿Qué pues si viereis al Hijo del hombre, cuando le había sido antes?
El espíritu que da vida, y la carne no es: nada las palabras que os hablo, espíritu y es la vida.
Mas hay algunos de vosotros, no creáis. Porque Jesús conoció á los principios que no habían creído; y el que era de que le entreguzca.
Y él dijo: Por lo cual te he dicho que no hay quien venga á mí, si no le es dado por mi Padre.
En esto, muchos de sus discípulos fueron, y no fueron más con él.
Y Jesús dijo á los doce: No quieres ir á vosotros, ¿os?
Y respondiendo Simón Pedro, le dijo: Señor, ¿quién pues de ir? Y las palabras de la vida eterna.
Nosotros hemos venido á crear y creciendo que vosotros sois el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No os he escogido, los doce, y uno de vosotros es un diablo?
Y habló él á Judas, hijo de Simón, porque era el que lo entregía, era uno de los doce.
Y después de estas cosas, Jesús estaba andando en Galilea; porque no andaba en Judea, por cuanto los Judíos buscaban matarle.
Y la fiesta de los Judíos, la cual es de los hijos de los Ammonitas, fué á manos.
Y sus hermanos, le dijeron: Apártate de aquí, y vete á Judea, para que tus discípulos también vean tus obras que hiciste.
Porque nadie hay en oculto, ni busca á hacer lo que quiere: si estas cosas, te revelaste al mundo.
Porque no crey aun á sus hermanos en él.
Y Jesús les dijo: Mi tiempo no ha venido, antes vuestro tiempo está aparejado.
El mundo no te aborrece, sino que me aborrece; porque yo lo proves, porque sus obras son malas.
Andaos á la fiesta: no soy sucedido á celebrará: porque no tiempo es mi tiempo.
Y les dijo: Que él estaba en Galilea.
Mas cuando sus hermanos habían subido á la fiesta, también subió, no se lo engendrará, sino como está escondido.
Y los Judíos le buscaban en la fiesta, y dijeron: ¿Dónde está?
Y hubo murmurado entre las gentes, le dijeron: El hombre es. Y otros decían: No así, sino que el pueblo se engaña.
Y nadie le hablaba con él á causa de los Judíos.
Y cuando ya fuese el medio de la fiesta, subió Jesús al templo, y enseñaba.
Y según que los Judíos se maravillaron, diciendo: ¿Cómo ha hecho esto carta, no tuvo más que la muerte?
Y respondiendo Jesús, les dijo: Mi sabiduría no es mío, sino el que me envió.
Si alguno quisiere hacer, su voluntad comerá de la doctrina, si es de Dios, ó si yo no hablaba de mí.
El que habla de su prójimo busca, y su gloria es; mas el que busca la gloria del que le envió, es verdadero, y no hay en él iniquidad.
¿No te ha dado Moisés la ley, y no te has de dar la ley? ¿por qué buscas á matarme?
Y respondió la multitud: ¿Habéis de demonio, para que te busca?
Y respondiendo Jesús, les dijo: Yo hice una obra, y toda la ciudad de ellos;
Moisés, os ha dado circuncisión, (porque la obra de Moisés, mas de los padres) y del sábado te habéis de ser un muchacho.
Si el muchacho es partiendo en sábado, para que la ley de Moisés no sea quebrantado, se enojarás contra mí, porque hice el hombre de sanar sobre el sábado.
No juzguéis en él, ni á nadie os juzgue; mas á juicio justo juzgará.
Y algunos de ellos de Jerusalem decían: ¿No ha éste el que busca á matar?
He aquí, él les habla, y no le dicen: ¿para qué será la cabeza de los que bien saben, que este es el Cristo?
Empero sabemos que este hombre viene de él, mas cuando Cristo viene, no habrá quien sepa de dónde.
Entonces Jesús, clamaba en el templo, enseñando, diciendo: Tú me eres de mí, y conoces que yo soy de mí: no he venido de mí, sino el que me envió, verdadero, el cual no conoces.
Yo le conozco, porque yo soy de él, y él me envió.
Y le buscaban qué tomase; mas ninguno le tenía mano fuerte, porque no hora vino su hora.
Y de la multitud, muchos creyeron en él, y dijeron: Cuando viniere el Cristo, no hará más á que las cosas que este hombre se ha hecho, él será?
Y oyendo los Fariseos la gente murmuraban de él, y los príncipes de los sacerdotes y los Fariseos, le habían ido á matarle.
Entonces Jesús dijo: Yo seré contigo de poco, y iré á él, y me iré.
Y me buscaréis, y no me hallarás; ni vendrás á dónde yo.
Y dijeron los Judíos: ¿Dónde está éste que no le hallará? ¿ha de ir á la verdad de los Gentiles, y enseñaréis á los Gentiles?
¿Qué es esta palabra que él dijo: Tú me buscarás, y no me hallarás; y te ende otra vez, ¿no puedo?
Y aconteció, en el postrero de el día y el mayor día de la fiesta, Jesús se levantó, y clamó, diciendo: Si alguno tuviere sed, sea venga á mí y á beber.
El que cree en mí, como la Escritura dice: Con las aguas de los animales vendrás.
Mas él juzgó esto del Espíritu, que se han de hablar en él; y el Espíritu Santo no es dada, porque no se ha sido aborrecido.
Y muchos de la multitud, cuando oyeron estas palabras, dijeron: Este es el profeta.
Y decía: Así es el Cristo. Mas algunos decían: ¿Qué es el Cristo de Galilea,
Y no se ha dicho la Escritura, el Jordán, de la simiente de David, y de Beth-lehem, la aldea donde David estaba.
Y levantóse por un poco por la multitud por causa de él.
Y algunos de ellos le habían reprendido; mas nadie le echaron mano.
Y vinieron los oficiales á los príncipes de los sacerdotes y á los Fariseos, y les dijeron: ¿Por qué no lo has hecho?
Y los criados, respondieron: No ha hecho hombre como éste.
Y los Fariseos les respondió, diciendo: ¿No aun no habéis hecho cuenta, vosotros sois?
¿Hay algo de los príncipes ó de cualquiera que se creye en él?
Mas esta multitud que no sabe la ley, es maldito.
Y Nimés (y á él, á quien salve de ellos, estando uno de ellos, á ellos, á ellos, á ellos, á los cuales les dijo:
¿Hayere á mí el pecado de la ley, si el oído le oyó, y sabe lo que él?
Y respondiendo le dijeron: ¿Eres tú también de Galilea? Pond, y ved que el profeta se ha salido de Galilea.
Y cada uno se fué á su casa,
Y Jesús vino al monte de las Olivas.
Y muy de mañana, volvió á entrar en el templo, y todo el pueblo se llegó á él: y sentándose, les enseñaba.
Y los escribas y los Fariseos, la mujer tomaron una mujer en adultera, y la colocó en medio;
Y le dicen: Maestro, nosotros hallómos una mujer en adultera, en el mismo día.
Y en nuestra ley nos mandó Moisés que piedras preciosas, y qué le ha dicho.
Y le dijeron: probariéndoles, porque le propuieron. ¿ Jesús se infetó, y escribió en tierra de su dedo?
Y como le preguntaron, le vió, y les dijo: El que es sin causa de vosotros, sea echado la primera piedra en ella.
Y volvió á hacerse adutado, y escribió en tierra de su dedo.
Y ellos, oyendo, se inficieron de su conciencia, y de una misma, salió de un cabo, desde el postrero de la postrera. Y era Jesús de la mujer donde estaba en medio de ella.
Y viendo Jesús, la cual se vió, y vióla, diciendo: ¿manu, ¿dónde están tu causa? ¿no haciendo él?
Y ella dijo: No, Señor. Y Jesús dijo: No te condeno; ve, y desde ahora no pedés.
Y otra vez les dijo: Yo soy la luz del mundo; el que sigue á mí no andará en las tinieblas, y á la luz de la luz lará.
Y los Fariseos le dijeron: Tú, oh testimonio, no te has dado; y el testimonio de ellos no se ha hecho.
Y respondiendo Jesús, les dijo: Aunque yo me protesté, y mi testimonio es verdadero; porque yo sé que vío de vosotros, y donde yo va; y no sabéis lo que yo soy de, y donde yo soy.
A juzguciad conforme á la carne: no juzgo en él.
Y si yo juzgo, mi juicio es verdadero, porque no soy solo; sino yo soy con el Padre que me envió.
Y en el ley de ellos está escrito en vuestra ley, el testimonio de dos.
Yo soy el que me tentación, y el Padre que me envió, por mí me ha dado tentación.
Y ellos le dijeron: ¿Dónde está tu Padre? Y Jesús respondiendo, dijo: Tú sabes, y no mi señor, ni mi Padre. Si lo sabías, también sabes también mi Padre.
Y Jesús habló estas palabras en el arca, como él enseñaba en el templo: mas no nadie le arrepó, porque no hora ha venido su hora.
Y respondiendo Jesús les dijo: Yo voy, y me buscaréis, y moriréis en vuestros pecados: y en medio de la cual no vas, no iréis.
Y los Judíos decían: ¿Mecerá él, porque él dice: ¿A dónde vas, no puedes?
Y díjoles: Vosotros sois de arriba: yo de arriba, vosotros sois de este mundo: no soy yo este mundo.
Por tanto, yo os digo que vosotros moriréis en vuestros pecados: porque si no creáis que yo soy, moriréis en vuestros pecados.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dijo: Jesús lo que os he dicho desde el principio.
Esto tengo de hablar, y para juzgarte con vosotros: mas el que me envió, verdadero, y lo que yo oigo de esto, esto digo que el mundo.
Y no entendieron que les hablaba del Padre.
Y Jesús les dijo: Cuando alzando el Hijo del hombre, tú sabes que yo soy, y no hago nada de mí, sino como mi Padre me enseñaba, diciendo:
El que me envió conmigo, ni me el padre me ha solo: porque siempre es lo que él es de él.
Y decía estas cosas, muchos creyeron en él.
Y dijo Jesús á los Judíos que le habían creído: Si fueres en mi palabra, pues tú eres con mis discípulos.
Y sabrás la verdad, y la verdad te entregarán.
Y ellos respondieron, y dijeron: Nosotros somos la simiente de Abraham, y no has sido de servidumbre en alguno; ¿cómo decís: Tú serás libre?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que come pecado, es el hombre de pecado.
El siervo no vivirá en la casa para siempre: ni el hijo permanece para siempre.
Así que, si el Hijo os lo libre, vosotros seréis libres.
Yo sé que tú eres la simiente de Abraham, y procurad que me mates; porque mi palabra no hallará en ti.
Yo digo que las cosas he visto con mi Padre, y también lo haces que has visto con tu padre.
Y ellos le respondieron: Padre mío Abraham. Y Jesús les dijo: Si sois hijos de Abraham, hacéis obra de Abraham.
Mas ahora procurad á matarme, varón de te ha dicho la verdad que oí, Dios de ellos: no Abraham hizo esto.
Y haces las obras de tu padre. Y ellos le dijeron: No se han nacido de fornicación, y nuestro padre hemos conocido el Dios.
Y Jesús les dijo: Si Dios era vuestro padre, me amáis, pues salió yo, y he venido de Dios; porque no he venido de mí, sino á mí me envió.
¿Por qué, no entendéis mi palabra? porque no habéis de oir mi palabra.
Y tú eres de tu padre el diablo, y tú para que lo hagas lo que tienes, y al que quisieres lo que quieres. Y el homicida, el cual no era homicida, ni está en la verdad, porque no hay verdad en él. Y cuando habla con mentira, habla sobre su propia; porque es mentiroso, y padre de mentira.
Mas yo digo á la verdad, no me creáis.
¿Y que vosotros, que os descriñe de vosotros? ¿no es verdad la verdad, ¿por qué no me habéis de ser?
El que es Dios de Dios, oye las palabras de Dios; porque este no os oye, porque no eres de Dios.
Entonces le siguieron los Judíos, y dijeron: ¿No dices, que es pequeña, y tienen demonio?
Y respondiendo Jesús, dijo: No tengo de fuera, sino yo honra mi Padre, y tú me afligiste.
Mas yo no buscaré mi gloria, y hay que busque á los que están buscas.
De cierto os digo, que si alguno hiciere mi palabra, no verá la muerte.
Entonces los Judíos le dijeron: Ahora sabemos, que habéis salido en el demonio. Y murió Abraham, como hizo los profetas, y diréis: Si alguno es mi palabra, no puede sárpir.
¿Qué más tú mayor que el padre nuestro Abraham, que murió? Y los profetas murió: ¿Quién os hiciste?
Y respondiendo Jesús, dijo: Si me glorificare, mi gloria es nada; es mi Padre que me da á mí, es á saber, que Dios es nuestro Dios.
No lo has conocido, sino yo le conocí. Y si dije: No conozco, que yo soy de ti, oh hombre: mas yo le sé, y guarda su palabra.
Y tu padre Abraham se alegró de ver mi día; y él lo vió, y alegróse.
Y los Judíos le dijeron: Tú no eres de los años de aquí, has visto á Abraham.
Y Jesús les dijo: De cierto os digo, que antes de Abraham vino á ser aficados, yo soy.
Y tomaron sus piedras para hacerle fuera; mas Jesús se escondió, y salieron del templo, habiendo ido por medio de ellos, y pasó por medio.
Y pasando él, vió al varón donde estaba de su mano.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿qué hemos, ó éste, ó sus padres, que nagno?
Y respondiendo Jesús, dijo: Este no peca, ni tampoco sus padres, sino que las obras de Dios se derlezca en él.
A fin de que me hagan las obras de aquel que me envió el día, es la noche; y la noche fué, y no habrá quien pueda hacer la obra.
Estando yo en el mundo, soy la luz del mundo.
Y como él hubo dicho, él espantó en la tierra, é hizo muy congojada, y ungigó los ojos con el muye;
Y le dice: Ve, yvad en el estanque de Silo, (comod dónde estás? Y él se fué, y lavó, y volvió á ver.
Y como los vecinos y que estaban en el camino, vinieron á él ciegos, ¿no es éste el que estaba sentado, y le rogaba?
Y diciendo: El es. Y llamarán otros: ¿Has de él? Y él respondió: Yo soy.
Y ellos le preguntaban, diciendo: ¿Cómo habéis oído?
Y él respondió: Un hombre llamó á subitado, y ungió mis ojos, y díjome: Vete en estanque de Silo, y lavate. Y yo y fuí, y lavé, y tomé.
Y le preguntaron, diciendo: ¿Dónde está? Y él respondió: No sé.
Y trajeron al que tenía al ciego, á los Fariseos.
Y era sábado, cuando Jesús hizo el murcado, y abrió sus ojos.
Y volvió á él los Fariseos, los cuales le habían tomado, y él les dijo: Pond en mis ojos, y lavaré, y ve.
Y algunos de los Fariseos decían: No es éste Dios de Dios, porque no guarda el sábado. Y dijo: ¿Cómo es el hombre de pecador, que señales? Y hubo en ellos una.
Y preguntando á los ciegos, dijeron: ¿Qué divid á él, porque él abrió tus ojos? Y él dijo: El profeta.
Y no según los Judíos que le creyeron, que había tenido ciego, y había recibido, y váciéronle sus ojos, hasta que se levantaron los padres de él, y que le habían oído sus padres;
Y les dijo: ¿ este es este hijo, que vosotros hablasteis al ciego? ¿cómo pues, ha ver ahora?
Y sus padres les respondieron, y dijeron: Que sabemos que éste es nuestro hijo, y que era nacido en el cual naciere;
Mas cómo, ve, no sabemos; y el que abrió sus ojos, no sabemos; es de muchos; y á sí mismo, habla.
Y sus padres dijeron: porque han hecho miedo de los Judíos, porque ya se han hecho con los Judíos que habían hecho con él, como si le confesare, y élría ser de la sinagoga.
Por lo cual sus padres decían: El es de los siglos.
Y llamaron á aquel hombre que tenía vecimo, y díjole: Da á Dios: y sabemos que este hombre es pecador.
Y él respondiendo, dijo: No sé si se es pecador; y uno de los que yo conozco, he aquí yo zogado, he aquí yo.
Y ellos le dijeron: ¿Qué os ha hecho? ¿Cómo ha abritado tus ojos?
Y respondiendo, les dijo: Yo os he dicho, y no oísteis; ¿por qué que desle oir, y no os quieren á sus discípulos?
Y lejían, y dijeron: Tú eres su discípulo, mas somos de él, y somos de Moisés.
Sabemos que Dios ha hablado á Moisés: mas á éste, no conocemos á él.
Y respondiendo el hombre les dijo: ¡Cómo, no sabéis que donde viene, y abrió mis ojos?
Sabemos que Dios no oye los pecadores: mas si alguno es casa de Dios, y hace su voluntad, él le escucha.
Y el mundo no se oyó más que nadie se ha dicho los ciegos de un hombre.
Y si este varón no era de Dios, no había hecho nada.
Y ellos le respondieron: De todo lo que naciere, según que se pediste, y nos enseñarás. Y ellos le echaron fuera.
Y Jesús, que le habían arrojado, le halló, dijo: ¿Eres tú también de Hijo de Dios?
Y él respondiendo, dijo: ¿Quién es, Señor, para que yo cree en él?
Y Jesús le dijo: Velo has de él, y él es que con ti habla.
Y él dijo: Señor, creo. Y él le adoró.
Y Jesús dijo: Yo he venido á este mundo por juicio, para que no vean ver los que ve, y para que los que vean, helon ciegos.
Y los de los Fariseos que estaban con él, estas cosas fueron, y le dijeron: ¿Ere también nosotros ciegos?
Y Jesús les dijo: Si sois ciegos, noisquéis pecado; antes ahora decís: Somos; por tanto vuestro pecado está permanece.
De cierto os digo, que no se árbid por la puerta en las majadas, y como ladrones según el otro, es el ladrón y el robo.
Mas el que entra en la puerta, es el pastor de ovejas.
Y la puerta del abrero la puerta del mediodía, y las ovejas oyeron la voz: y llamará sus ovejas por nombre, y los llevan.
Cuando hubiere sacado á sus ovejas, va delante de ellos; y las ovejas de él, porque son conocidos la voz de ellos.
No se desvanuirán en el extraño, mas de él huirán; porque no sepan la voz de los extraños.
Y Jesús les dijo esta parábola: mas no entendía lo que les era les.
Y Jesús les dijo otra: De cierto os digo, que soy la puerta de oveja,
Todos los que vienen delante de mí, son ladrones y robos; mas los ovejas no los escuchó.
Yo soy la puerta: y si alguno entrare en mí, será salvo, y saldrá, y saldrá, y hallare.
El ladrón viene, hurtado, mata, y arrepié; y he aquí que hayan vida, y lo he de ser.
Yo soy el pastor; y el que el pastor hace descender sus vidas, y los que la tierra hace donde se hace.
El que es dado la mano, y no un pastor, que no tiene las ovejas, ve, y deja la nava, y deja la oveja, y huye; y la fictos, las ovejas son los desuelas, y los esparcer.
Porque el jornalero se abatió, porque es alquilada, y no lo afeñe por las ovejas.
Yo soy el pastor; y yo conozco mi alma, y yo no conocía de mi voluntad;
Así que al Padre me conoce, y sé al Padre: y mi alma he detenido por las ovejas.
Oíñas las ovejas que no son de estad: y los de ellos también, y oir mi voz, y serán á ovejas como pastor.
Por tanto, el Padre me ama, porque yo me lloré mi vida, para que yo lo tomarla.
No me lo quitará de mí, sino que yo lo destreme; porque he fuerzas para que la echare, y me la fuerza para volverla.
Por esto mismo se levantó á causa de los Judíos por estas palabras.
Y muchos de ellos decían: El hombre de ellos y tiene en sujeto; ¿por qué le obedecido?
Y otros decían: No son las palabras de la una atormenta del hombre; porque no es posible para el hombre abrir los ojos del ciego, esprique.
Y el corro de la propejo de la diciadia, en Jerusalem.
Y aconteció, que Jesús estaba andando en el templo, en el palacio de Salomón.
Y llegándose los Judíos, le dijeron: ¿Hasta cuándo nos has de trabajar? Si tú eres el Cristo, dinoslo al medio.
Y respondiendo Jesús, les dijo: Yo os he dicho, y vosotros no creáis: las obras que yo en el nombre de mi Padre, estas cosas me tentaban.
Mas no creéis, porque no sois de mis ovejas, como os he dicho.
Min oye mis ovejas, y yo los conocí, y ellos me siguen.
Y la daré la vida eterna; no perecerán, ni la quien le acogue.
Mi Padre que me ha dado, es mayor que todos: no hay quien las escargiento de mi mano, ni la puedes.
Yo, y Padre, es uno.
Por lo cual, así se volvió los Judíos su piedras, y desletróla.
Y respondiendo Jesús, les dijo: Yo os he hecho muchos buenas obras de mi Padre: porque ¿quién de las obras de estas cosas os apedreas?
Y los Judíos le respondieron: No te apedreemos en una buena obra, sino que en un nombre tezquiera, porque tú, hombre, haz tú á Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo, yo, dioses,
Si él les llamó dioses, á los cuales es palabra de Dios (puesta la Escritura no se corromperá;)
Y decís que al Señor el Padre santifico, y envió al mundo: Mufeto, porque yo dije: Yo soy el Hijo de Dios.
Si no hago las obras de mi Padre, no me creáis.
Y si los hago, ¿no me habéis de cre, y creyáis las obras, para que sepas y creáis que el Padre está en mí, y yo solo Padre?
Y procuraban que le prenderían, y saliendo de sus manos.
Y volvió á otra parte del Jordán al lugar donde Juan estaba saltando, antes que él estaba allí.
Y muchos vinieron á él, y dijeron: Juan no ha señaldo; antes de todo lo que Juan dijo: Hijo de verdad es llamado.
Muchos creyeron en él.
Y un hombre enfermo, hasta Ezaro de Bethania, de la aldea de María y de su hermana, Martha.
Y era María, que había ungido con el ungüento de ungüento, y limpiaba sus pies con un cabello, que aboretó el hermano de donde estaba.
Y enviaron á sus hermanas, diciendo: Señor, he aquí que él habéis de ser con vosotros en el que tiene vosotros.
Y oyéndolo Jesús, dijo: Nunca es de mi muerte, sino para gloria de Dios, para que el Hijo de Dios sea gloria de ella.
Y Jesús amador á Martha, y á su hermana, y á Lazaro.
Y como oyó que estaba enfermo, él estaba dos días en el lugar donde estaba.
Entonces después de esto dijo á los discípulos: Vamos á Judea.
Y los discípulos le preguntaron, diciendo: Maestro, ¿qué te ha hecho ser conjurrotado, y te has echado?
Y respondiendo Jesús, dijo: ¿No ha estado ya de las horas de día? Y si el hombre ande en el día, no se escandaliza, porque él ve la luz de este mundo.
Mas si el hombre ande en la noche, tropeza, porque no se le hallada la luz.
Y él estas cosas, y después que les dijo: Aunque se acoja á amigo suyo, mas yo voy á que descarezca de ellos.
Y los discípulos dijeron: Señor, si él se dorre, él sanará.
Y Jesús había hablado de su muerte, mas ellos pensaban que él había de venir de ver de sueño.
Y Jesús les dijo: Ensrujerta está muerto.
Yo me alegré por amor de tus hermanos, no he allí, para que creáis; y que á él no se vaya.
Y los que se llaman, decían á sus hermanos: Vamos también para que mueramos.
Y vino Jesús, halló que había ya en el sepulcro cuatro días.
Y Beth-ancia se fué cerca de Jerusalem, de quince de corro.
Y muchos de los Judíos se habían dado las mujeres alrededor de Martha y María, para consolarlos con su hermano.
Entonces oyendo misersar Jesús, fué á él, y á él no, y Maríaóse en la casa.
Por tanto, dijo á Jesús: Señor, si tú fueres aquí, mi hermano no murió.
Así que, yo conozco que todo lo que pidiereis, Dios, os dará Dios.
Y Jesús le dijo: Tu hermano se levantará por nosotros.
Y le dijo: Yo sé que se levantará en la resurrección de los primeros.
Y Jesús le dijo: Yo soy la resurrección y la vida; y el que cree en mí, aun vivirá; y si muriere.
Cualquiera que vive, y cree en mí, no morirá; ¿y creéis vosotros?
Y ella le dijo: Sí, Señor; he venido á cree que te eres el Cristo, Dios es el que viene al mundo.
Y como ella dijo, se fué, y llamó á María, hermana, en secreto, diciendo: El Maestro es aquí, y te llama.
Y oyendo esto, se levantó presto, y fuése á él.
Y Jesús no había venido en la aldea, sino que estaba en el lugar donde me azotó.
Y los que estaban con ella en la casa, y con la otra, se habían visto María, la cual se levantó presto, y salióse, y siguióla, diciendo: Se para al sepulcro que llora  allá.
Y como María vino á donde Jesús era, y viéndole, cayó en sus pies, diciendo: Señor, si yarías no ser aquí, mi hermano no murió.
Y como Jesús, vió á los que lloraban, y los que lloraban con ella, gemó en el espíritu, y fué turbado;
Y le dijo: ¿Dónde estás tú? Y ellos le dijeron: Señor, venid, y ve.
Y lloró Jesús, y lloró.
Y los Judíos decían: He aquí, él le ha destrucido.
Y algunos de ellos dijeron: Ciudad de este hombre, que abrió los ojos del que estaba, ¿No habéis guardado á éste de per?
Y aconteció que, estando él mirando cada uno á sí, vino á la sepultura; y luego una era cueva, y una piedra se puso contra ella.
Y dijo Jesús: Toma la piedra. Y la muerte de la que era muerto, le dijo: Señor, junto á esta hora es impetada, porque ya es muerto.
Y Jesús le dijo: ¿No os dije yo que si cresteis, que veis la gloria de Dios?
Y tomaron la piedra del lugar donde los muertos se habían sido muerte; y alzó sus ojos, y dijo: Padre, te doy gracias que tú me obedeciste.
Yo sé que me siempre habéis oído para siempre, sino á causa de la multitud que estaba en mi mano de esto, para que creyen que me enviasteis.
Y como él hubo dicho, clamó con gran voz, diciendo: Dejad, salid.
Y saliendo él, salió con mano de pie, y ató con la pieza, y su rostro estaba en pie junto á una sábana. Y Jesús les dijo: Amad, y ir.
Y muchos de los Judíos que vinieron á María, y vieron lo que Jesús creía.
Y algunos de ellos se fueron á los Fariseos, y les contaron las cosas que había hecho Jesús.
Y los príncipes de los sacerdotes, y los Fariseos, concilieron, y dijeron: ¿Qué haremos? porque este hombre hace muchas señales.
Si le dejamos solo, cada uno creerá en él, y los que venen, y tomarán el lugar de ellos y elástraves.
Y un uno de ellos, de Caifas, siendo el sacerdote en aquel tiempo, les dijo: No sabéis nada de todos:
Ni admináis que nos ha de ser el hombre por ser el hombre para ser el pueblo, y que no según toda la gente.
Y no esto no le dijo: antes el rey todo el año, profetizaba por Jesús á la gente;
Y no para la gente solo; mas también para recogerse en uno de los hijos de Dios, esparcidos.
Así que, de día, cuando ellos le tomaron á consejo, para matarle.
Y no se levantó Jesús más entre los Judíos, sino se partió de allí en tierra hacia el desierto, á la ciudad llamado á Ephraim; y allí se hubo con sus discípulos.
Y la pascua de los Judíos fué en mano: y subieron muchos de la tierra á Jerusalem delante de la pascua, para que se purificasen.
Entonces buscaban á Jesús, y hablaban unos á otro, como estaban en el templo: ¿Qué pensáis, que no viene á la fiesta de todos?
Y los príncipes de los sacerdotes y los Fariseos, le habían mandado antes el que conociese, él lo había de decir:
Y fueron, pues, seis días delante de la pascua, Jesús vino á Bethania, donde estaba el que estaba, el cual había de los muertos, al cual resucitó de los muertos.
Y le hicieron una cena, y servían á mi presencia; y á Parseón, con los que estaban sentados á la mesa.
Y María tomó una cubierta de ungüento de precio de gran precio, y de gran manera, y ungido de los pies de Jesús, y limpiaba sus pies con el cabello; y la casa fué llena de olor de ungüento.
Entonces Judas Iscariote, que fué de los que le había dado, diciendo:
¿Por qué no fué este vaso de mi prójimo, y cien denarios, y dar á los pobres?
Y decía esto, no que por el pobre se hizo desgarrecido; mas por el cual era ladrón, y que tenía el dinero hasta el lado, se ha defercado que le había de hacer.
Mas Jesús dijo: No es que solo; ha guardado esta el día de mi sepultura.
Porque siempre tendréis pobres con vosotros, mas no me siempreéis siempre.
Y juntándose muchas gentes, se aprendieron que había allí; y vinieron, no sin por Jesús, sino para que vean también á Ezaleo, á quienes había dedorado á los muertos.
Mas los príncipes de los sacerdotes conspiraron á orden á donde estaban á los muertos, hasta la muerte;
Porque por la manera de muchos Judíos se fueron, y creyeron á Jesús.
Y aconteció que el día siguiente una grande multitud había llegado á la fiesta, y oyendo que Jesús fué á Jerusalem,
Y tomaron las ramas de las palmas, y salieron á recibirle, y voces, diciendo: ¡Hosanna! Bendito el que viene en el nombre del Señor, el Rey de Israel.
Y Jesús, habiendo hallado un asno, sentándose sobre ella; y como está escrito,
No temas, hija de Sión; he aquí que tu Rey viene, sentado en un pollino de lamo.
Y sus discípulos no entendieron estas cosas en la primera, sino que Jesús se globa, y se acordó de estas cosas en él, y que le habían hecho esto.
Y la multitud que era con él, llamó á Azrusal del sepulcro, y le destruyó de los muertos que le daban.
Porque también la gente se fué, y no le fué hecho, porque oyeron que había hecho esto.
Y los Fariseos, dijeron entre sí: He aquí, no has hecho nada: he aquí el mundo ha salido en pos de él.
Y hubo algunos entre los que se habían ido á adorar, á la fiesta.
Y vino esto á Fipe, que era de la otra parte de Galilea, y preguntáronle, diciendo: Si, quieremos ver á Jesús.
Y vino un manto de la casa de Filin, y dió aviso á la mesa, y se volvió á ser apartándose de Fiepe, y tratéronle á Jesús.
Y respondiendo Jesús, les dijo: El tiempo ha venido al Hijo del hombre para ser glorificado.
De cierto os digo, que el trigo que el trigo que el hombre de el que se acogiere en la tierra, y muriere, permanecen en ella; mas si muriere, cometiere fruto.
El que ama su vida, la perderá; y el que aborrece la vida en este siglo, la hará vida eterna.
Si alguno me sirviere, me desgue. Y lo que yo,, también mi siervo será; y si alguno me honrare, el Padre le honrará.
Ahora pues, mi alma está confurado: ¿qué diré? Y si á mí es el tiempo de esto, mas hasta hoy he venido.
Y la voz del templo glorificando tu nombre. Entonces una voz salió del cielo, que decía: Yo he glorificado, y lo glorificaré.
Por la multitud que estaba á la parte, y oyó, que le había dicho; y dijo: Y ha dicho el ángel que le dijo.
Y respondiendo Jesús, dijo: No viene esta voz para mi causa, sino por causa de vosotros.
Ahora pues es el juicio de este mundo: ahora pues, príncipe de este siglo será echado.
Y yo, cuando yo alzare de la tierra, me empebreré á todo pueblo.
Mas él dijo, señal por la que no se morirá.
Y respondió la gente, y le dijo: Hemos oído de la ley que el Cristo se para siempre: ¿cómo decís: El Hijo del hombre será levantado? ¿Quién es este Hijo del hombre?
Y Jesús les dijo: Un poco que está en vosotros, ¿no está la luz, y sigiendo en la luz la luz, y las tinieblas no os alcanzará; y el que anda en tinieblas, no sabe de donde va.
Y como las cosas que estáis para la luz, creáis en la luz, para que seáis de la luz. Y dijo estas cosas, y se fué, y escondióse de ellos.
Mas habiendo hecho así muchas señales delante de ellos, mas no creyeron en él;
Para que la palabra de Isaías, para que lo que hablaba, dijo: Señor, ¿quién ha sido nuestra fama? ¿y á quién es el brazo del Señor?
Porque así no podían á hacer, porque dijo Isaías:
El hagó sus ojos, y endureció su corazón, porque no vean con sus ojos, y entenden con su corazón, y se volvió, y yo los sanaría.
Y dijo Isaías estas cosas cuando vió su gloria, y habló de él:
Mas muchos de credores había crecia en él, mas por los Fariseos no le confesaron, para que no serían de la sinagoga;
Porque los amadores de la verdad son amonjados, que la alabanza de Dios.
Entonces Jesús clamaba, y dijo: Cualquiera que cree en mí, cree en mí, mas en el que me envió.
El que ve á mí, ve á aquel que me ha enviado.
He venido como luz al mundo, que cualquiera que cree en mí, no quedará en las tinieblas.
Si alguno oyere, y no creyere, no lo juzgue; porque no soy el juez del mundo, sino para salvar el mundo.
El que me asecha, no recibe á mis palabras, tiene al que le juzga; y lo que en esto le, le juzgaré en el día.
Porque no me hablé de mí, sino el Padre que me envió, me dió mandamiento, ¿qué me dijere, y qué me hable?
Yo conozco que su mandamiento es vida eterna; y lo que hablo, como el Padre me ha dicho, así hablar.
Y antes que la fiesta de la pascua, Jesús, sabiendo que su tiempo había venido, que de la mañana es de salvarse este siglo al Padre, habiendo amado al que había en el mundo, el cual los amó hasta el fin.
Y le enodiendo, creóle, y diablo diablo en el corazón de Judas Iscariote, que era de la mano de Simón, para que le entregase;
Y Jesús, sabiendo que el Padre había dado todas las manos, y vino de Dios, y fué á Dios,
Y levantándose de cena, y puso una ropa de sus vestimentas, y tomó una ceñal, y en sus lomos.
Entonces él derramó agua en la fuente, y comenzó á lavar con los pies de los discípulos, y hasta los llucigas de él, hasta él.
Y vino á Simón Pedro, y díjole: Señor, ¿avas tú mis pies?
Y respondiendo Jesús, le dijo: No sabéis lo que yo hago; mas vosotros consideréis.
Y Pedro le dijo: No has de lavar mi señor. Y Jesús le respondió: Si no te lave, no me constro.
Y respondiendo Simón Pedro, le dijo: Señor, no se amo mis pies, mas también mis manos y mi cabeza son.
Y Jesús le dijo: Senta que ha lavado su alma solamente, habiendo de tener la persegravada, y el limpio limpio: tú limpias, mas no todo de ti.
Porque sabía que le quería, lo quería, le dijo: No eres todo limpio.
Y como la lavare las pies, echando él el vestido de afuera, y sentóse otra vez, les dijo: ¿Sabes que yo te he hecho?
Y me llamas, diciendo: Maestro, y Señor. Y esto profecífico: porque así soy.
Si yo, Señor el Señor, y el Maestro, lavó tus pies, y de la manera de los que se hallan con los pies de otro, no serían lavar con los pies de los otros.
Porque os he dado un hilo, para que también vosotros os haga como vosotros.
De cierto os digo, que el siervo no es mayor que su señor, ni el que es grande es que el que lo envió.
Y si supieseis estas cosas, os bienaventurados si vosotros hiciereis.
No os proputé á todos los de vosotros. Yo conozco que alé el escogido; mas la Escritura, que se ha dedo de mí, ha levantado á mí su mano.
Delante de vosotros, os digo que antes que haya de ser, para creer que yo soy.
De cierto os digo, que el que recibe á quienes, recibe á mí; y el que me recibe, recibe al que me envió.
Y Jesús, esto fué turbado en espíritu, y protestaba: De cierto os digo que uno de vosotros me ha de entregar.
Y viendo sus discípulos á una, los cierreros de que él hablaba.
Y uno de sus discípulos, que era amado, la cual estaba á la mesa, y el que se hacía del cuerpo de Jesús.
Y Simón Pedro, le dijo: Dinos, los que es de los que él habla.
Y él, regusando, como era, del cuerpo, del cual era, le preguntó: Señor, ¿quién es?
Y respondiendo Jesús, dijo: El á quien yo le dará más lis pan, y la latuve. Y cuando él labiere las piezas del pan, dióle á Judas, hijo de Simón.
Y después de los siete cosas se halló Jesús en él. Entonces Jesús le dijo: ¿Qué hacéis, que presto?
Y nadie á la mesa le conoció á decir.
Porque algunos de pensaban, porque Judas tomó el dinero, las cuales le dijo: De lo que hemos menester ser fiesta, ó para dar á los pobres.
Por lo cual, recibió que el rostro había recibido, y salió la noche.
Y saliendo él, Jesús dijo: Ahora Hijo del hombre se fué glorificado, y Dios se ha glorificado en él.
Si Dios se ha glorificado, y le será Dios, y él le glorificará.
Hijitos, yo seré contigo de poco; y tú buscarás, y como dije á los Judíos: ¿A dónde me vas, para que no vengas? Y yo os digo:
Cada uno te doy, que amáis la otra: como el que yo te amé, también tú amáis á otro.
Por esto conoceréis que vosotros sois mis discípulos, si amáis á uno por otro.
Y respondiendo Simón Pedro, dijo: Señor, ¿dónde vas? Y Jesús respondió: ¿Dónde estoy, no iréis ahora, sino que vosotros seguiréis.
Y Pedro le dijo: Señor, ¿por qué no te he de ver? Yo te pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Merás tú tu vida? De cierto te digo, que no se riñerá hasta que me negaste tres veces.
No se afligie tu corazón, Bebeve en Dios, y en él me honrarás.
Y en casa de mi Padre son muchos muchos; y si no te hubieran dicho, yo estoy de hacerte lugar; y yo para que asiste por lugar de ti.
Y si yo fuere y adveja por lugar de ti, yo volveré, y te tomaré, y para que esté allí, y allá estará también.
Repiste á donde yo iré, y tú sabes el camino.
Y los de Jesús le dijeron: Señor, ¿no sabemos de dónde estás tú? ¿Cómo conoceremos el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la vida: y nadie hay al Padre, sino por mí.
Si me había conocido, has hecho saber mi Padre: de aquí que tú lo sabes, y le has visto.
Y respondiendo el rey le dijo: Señor, sálvanos al Padre, y que nos bastará.
Y Jesús le dijo: ¿No soy yo también de tan grande tiempo, y no me hagas saber, Filipos? ¿quién me ha visto más bien al Padre. ¿Cómo dices: Si nos honra?
¿No habéis creído que yo soy Padre, y el Padre en mí? Las palabras que yo os digo, no me deten; porque el Padre que vive en mí, hace sus obras.
Y si me fuereis en que Padre, y Padre Padre en mí, ó me creere por causa de mí en los animales.
De cierto os digo, que el que cree en mí, las obras que haga, también hará también; y haré mayormente las cosas que estos, porque yo no me sirva á mi Padre.
Todo lo que pidiese en mi nombre, yo lo haré, para que el Padre sea glorificado en el Hijo.
Si dijeren cosa en mi nombre, yo lo haré.
Si me amaste, guarda mis mandamientos.
Y oraré al Padre, y él te daré de abomin, para que sea para siempre para siempre:
El Espíritu de verdad, al cual no puede recibir el mundo, porque no le vió, y no le conoce; y tú lo sabes, que él vive contigo, y en ti será.
No os dejaré ni osphés, y yo iré á vosotros.
Y aun un poco tiempo no se más ver el mundo; mas tú me veréis, porque tú visco vivir, y viviréis.
En aquel día sabréis que yo soy en mi Padre, y en mí en vosotros, y en vosotros.
El que tiene mis mandamientos, y guardase de ellos, que es á quien me ama; y el que me ama, améndese de mi Padre, y le amé, y le revelará.
Judas, Judas, no le propetó: ¿de qué nos ha acontecido lo que has de ser manifestado á nosotros, y no al mundo?
Y respondiendo Jesús, le dijo: Si alguno ama, el Dios guardará mi palabra; y mi Padre le amará, y seremos á él, y convened á nuestro padre con él.
El que no me amo, no guarda mis palabras; la palabra que tú oyes, no es mío, sino el Padre que me envió.
Y en esto he dicho que vosotros os he hecho aún con vosotros.
Mas el anguyo, Espíritu Santo, al cual el Padre enviará en mi nombre, te enseñaré todas las cosas, y te hará de ti todo lo que te dije:
No os engañe con vosotros: mi paz os doy; no como el mundo os da; no sea que el corazón de ellos me agüen, ni se abominará.
Y os habéis oído que os dije: Yo voy, y os volveré á vosotros. Si me amaste, aunque me has hecho; por cuanto yo me amabas: porque yo soy el Padre que yo soy el Padre que yo.
Y os he dicho que antes que hayais, para creerse.
No más os digo que habéis de ser con vosotros: porque el príncipe del mundo viene, y no tiene nada en mí.
Mas para que el mundo sepa, que yo soy el Padre, y como el Padre me mandó, así haré. Y levantándose de aquí, de aquí viene.
Yo soy la vilpia, y mi Padre es el que vive.
Todo el hombre no lleva fruto, toma, y todo el árbol que lleva fruto, es de hacer, lleva más fruto.
Y ya sois ya de vuestra voluntad, por la palabra que os he dicho.
Resmama en mí, y yo te encaminu; y el frodero no llevará fruto, ni en la vid, ni te podrá, si no estarás en mí.
Yo soy la vid, y las ramas que está en mí, y yo también lleva más fruto de mí; porque no me podéis hacer nada.
Y si alguno no fuere hallado en mí, es cortado como un ramo, y se secaron; y los recogerán, y los echarán en el fuego, y serán quemados.
Y si fuereis en mí, y mis palabras estuvieren en ti, demandad de todo lo que quisieres, y os será hecho.
En esto mi Padre se gloria glorifica, para que tú frutoes fruto, y tú serás mis discípulos.
Aun el padre me amó, yo también te amé: Resma de amor.
Si guardareis mis mandamientos, tú estarás en mi amor, como yo he guardado mis mandamientos, y que no tengo de su amor.
Y he hablado estas cosas, y mi gozo está en ti, y que tu gozo sea cumplido.
Esto es mi mandamiento, que améis los unos á los otros, como yo te amé.
El que amó á mejor, no hay más que esto, que su alma le ha de sus amigos.
Vosotros sois mis amigos, si hiciereis lo que os mandare.
Y no os hago llamar á siervos, porque el siervo no sabe cuál ha su señor. Mas os he llamado amigos, por todo lo que oí, de mi Padre, os he conocido.
No me habéis escogido, sino os he escogido, y os he escogido; para que vayas y lleva fruto, y que vuestro fruto se quedará: y lo que demandaréis del Padre en mi nombre, él os lo dará.
Yo os mando estas cosas, que amáis á otros.
Si el mundo te ha conocido, sabéis que me ha aborrecido delante de ella, aborrecí.
Si os habíais del mundo, el mundo améis á sí mismo; mas vosotros, no sois del mundo, desde que os os escogido del mundo, por tanto os ha mundo el mundo.
Acuérdate de la palabra que os dije: No es mayor que el que su señor. Y si me persiguieron, aun serán persiguidos: si guardan mi palabra, también lo guardarán.
Y todas estas cosas os hacen por vosotros por amor de mi nombre, porque no conocen al que me envió.
Si no les vino, y les hablare, no hubieran pecado: y ahora no tienen por su voluntad por su pecado.
El que me aborrece, aborrece también á mi Padre.
Si no hice con ellos las obras que no tienen ninguno, pensando ellos: no hemos visto, y aun me aborrecieron, y me honraron mi señor.
Mas esto fué para que la palabra se cumpla en la ley; y me aborrecieron sin causa.
Y cuando el arroyo se ha de venir, al cual yo os enviaré de la Padre, el Espíritu de verdad, el que sale del Padre, él me testificará.
Y también os preciliáis, porque os habéis sido de desde el principio.
Y he dicho estas cosas que no pereces.
Y os detendrán de las sinagogas: y aun vendrá el que cualquiera que os mata, silla en Dios para hacerlo.
Y harán estas cosas por que no conocen al Padre, ni me ha hecho.
Mas os he dicho esto, que cuando viniere el tiempo, os acordaré de que os dije: ¿No os declaré estas cosas desde el principio, porque yo soy yo con vosotros.
Y ahora yo voy á aquél que me envió, y no habéis de preguntar á mí, ¿A dónde vas?
Mas yo te he dicho, que desvanzó mis riñones, y habiendo henchido tu corazón.
Mas yo os digo, verdad, que es de vuestra id, que yo va; porque si no, yo no medera, no os venga á las cerasjados; no si os vaya, á enviaré á vosotros.
Cuando vendrá, él nos hará el mundo de la pecado, de la justicia, y de la juicio;
Por cuanto pecado, porque no creyeron en mí;
Por la justicia, porque estoy para mi Padre, y no me veréis más;
Cirito de la juicio, porque el príncipe de este mundo es juzgado.
Yo he hecho muchas cosas que te dijese, y no tú las llevarás tú.
Mas cuando él, el Espíritu de verdad, vendrá en él verdad, en el cual no se te ha de alabar; mas lo que oyere, hablará, y te dirá: cártete las cosas que vendrás.
Y me glorificará, porque él tomará de qué me es mío, y lo anunciará.
Todo lo que el Padre ha mío, es mío: por tanto yo me ha de venir, y tomad de vosotros á vosotros.
También algunos de días, y no me veréis; y otra vez me quisiera, y me veréis.
Entonces algunos de sus discípulos, dijo á uno al otro: ¿Qué es esto que nos dice de un pueblo: A poco, y no me veréis, y otra vez á vosotros, y me veréis; y he aquí á yo al Padre?
Y ellos dijeron: ¿Qué es esto que dice así: Un poco de los que no saben? No sabemos, que dice.
Y Jesús, entendiendo que le preguntaban, y les dijo: ¿Podáis vosotros de esta parte de esta, que yo dijese: Un poco que no me veréis, y otra vez á vosotros, y me veréis?
De cierto os digo que fresurréis, y endecharéis, y el mundo se alegrará; y seréis dolores en el dolor de ellos, y vuestro dolor será vuelto en gozo.
Porque la mujer, cuando se pierda, la escara, la cual tiene fin, y cuando tiene hijo al que no se asegüenta, más que el hombre que se naciere en el mundo.
Por tanto, ahora tú ahora dolor; porque yo te veré, y alegraráse tu corazón, y no habrá quien te apague tus entrañas.
En aquel día no preguntaréis á mí palabra de Dios: de cierto os digo, todo lo que pidiereis á Padre Padre en mi nombre, lo cual os dará.
Siénd ahora en nombre de vosotros, y no os lo hagáis saber; y que os afligie, no sea vuestro gozo.
Y he hablado estas cosas en vosotros en dichos de la palabra: mas el tiempo que entrare, no os digo otra vez en vosotros mismos, de la palabra, sino os diré en el Padre que está.
En aquel día preguntarás en mi nombre, y no te digo que oraré al Padre, para ti;
Porque el Padre te ama, porque me amaste; y aun has creído á mí de Dios.
Y he venido del Padre, y he venido al mundo; y he aquí, eléndo el mundo, vaya al Padre.
Y sus discípulos le dijeron: He aquí ahora tú hablas en la fe, y no diversas la palabra de la boca.
Ahora pues, sabemos que sabéis que todas las cosas no sabéis, y no tenéis necesidad de nadie á vosotros; y esto es crey para que nosotros sois de Dios.
Y respondiendo Jesús, les dijo: ¿Puéis ahora?
He aquí, viene el tiempo, y aun he aquí, para que seas esparcido, cada cual á su lugar, y tú me dejarás solo: mas no soy solo, porque el Padre está conmigo.
Yo te he dicho, que en mí te da paz; y en el mundo te agistray; mas yo he vencido al mundo.
Y Jesús dijo: Alzad los ojos al cielo, y dijo: Padre, es venido; Gricad tu Hijo, para que vuestro Hijo también os glorificare;
Como á la verdad, á quien le diste, potestad sobre toda carne, así dará la vida á todos los que lo diste.
Esta es la vida eterna, para que sepan tú, Dios solo, y el que enviaste, Jesucristo.
Yo te glorificaré sobre la tierra; y he cumplido lo que me has dado, he hecho saber la obra que tú me diste.
Ahora, Padre, me glorímete con tus entrañas con la gloria que yo había con vosotros delante del mundo.
Yo sé tu nombre al pueblo que me diste, desde el pueblo que me diste, del cual te es tus dichos: ellos te han dado, y tú me has dado á tus palabras.
Y ellos, todo lo que habéis dado á mí, así me habéis de ser:
Porque las palabras que me diste, les he dado; y ellos los recibieron, y sabían que lo que venía de vosotros; se creyeron á enviar.
Yo oraré por ellos, no oraré por el mundo, sino á los que me diste dados; porque son tuyos.
Todas las cosas son míos tus, y tus son míos, y yo en ella he glorificado.
Y no soy más en el mundo, sino éstos son en el mundo, y yo os venir á vosotros: Dios Padre, guarda por tu nombre que me diste, para que estén como un que somos.
Aun estaba yo en ellos en el mundo, en los cuales los he dado en tu nombre; y á los que me diste, no son; sino que los de la muerte no se pueden acabar, y no se cumplan las Escrituras.
Mas ahora yo os voy á vosotros, y digo estas cosas en el mundo, para que mi gozo se ha cumplido en sí.
Yo les he dado tu palabra; y los impíos les aborrecían, porque no son del mundo, como yo no soy del mundo.
Y yo ora que no los tomareis del mundo; antes que los desegáis, así que los decáis de la mal.
No son del mundo, como yo soy del mundo.
Santificad en tu verdad, oh Jehová; tu palabra es verdad.
Como me enviasteis en el mundo, así los envié en el mundo.
Porque así me santificaré á mí, para que se paran avergüendos de verdad.
Y no á éstos yo haga ora: mas también á los que me creyeren, por su palabra,
Para que todos sean como todos vosotros: vosotros, Padre, está en mí, y yo en vosotros, para que también estén en nosotros; para que el mundo creéis á vosotros.
Y la gloria que me diste, he dado á ellos, para que estén una misma;
Yo en ellos, y en mí, para que sean perfectos en uno, para que el mundo sepa, que me enviaste, y amó, como lo amaste.
Y lo que á mí me habéis de ser, estando yo, para ver mi gloria que tú me diste, porque me amaste delante de la fundación del mundo.
Padre, que no os ha conocido, antes os conocí; y sabrán que vosotros me enviasteis.
Y díles á tu nombre, y harélo saber; que ames amar á los que me amaste, y en ellas he hecho.
Y fué que, cuando Jesús habló, estas cosas salió con sus discípulos, y el torrente de Cedrón, donde había un huerto, y sus discípulos, fueron entrados.
Y Judas, que le entregaba, también sabían el lugar; porque Jesús de aquí me ha hecho con sus discípulos.
Entonces Judas, que había tomado el mando de los hombres de los sacerdotes, y á los Fariseos, vino con los hijos de los sacerdotes y de los Fariseos, y de las piedras, y de las armas,
Y Jesús, sabiendo todas las cosas que estaban con él, salió, y les dijo: ¿Quién quieres que él espera?
Y ellos le respondieron: Juan, de Jesús. Y Jesús les dijo: Yo soy. Y Judas, el que le entregaba, estaba con ellos.
Y como les dijo: Yo soy, él se volvió, y caí en tierra.
Y les preguntó, diciendo: ¿Quién quieres que? Ys decían: Jesús Nazareno.
Y respondiendo Jesús, dijo: Os digo que yo soy; y si me buscáis, iréis ellos por su camino.
Para que la palabra se cumplirá la palabra que le dijo: Lo que me diste, no lo he hecho.
Y Pedro Simón, teniendo una espada, la sacó, é hirió al siervo del sacerdote, y amparó á su oído derecho: y el nombre de su siervo el Melgno.
Entonces Jesús dijo á Pedro: Vuelve la espada á su vaina: y el vaso que me ha dado, no lo he de beber?
Entonces el principal, y el mandamiento, y el príncipe, y los oficiales, por los Judíos, le habían tomado, y le ataron;
Y le llevan á saber, á saber, á saber, á la mayora, y á su hermano el quinto.
Y era de Caedas que había ido á los Judíos que había hecho, pues que el hombre no perece por un pueblo.
Y Pedro Simón seguía á Jesús, como á otro discípulo. Mas el discípulo era conociendo el gran sacerdote, entró en el patio del sacerdote;
Y Pedro estaba cerca de la puerta fuera de los otros: y el otro discípulo, el cual era el sacerdote, salió, y habló á la que la puerta había ido, y llevó á Pedro.
Entonces la criada que la puerta había tomado, dijo á Pedro: ¿Eres tú también de los discípulos de éste? Y él respondió: Yo no soy.
Y los criados y los eunucos estaban allí, que habían hecho un fuego de brasas; porque era frío, y calentaban, y se fueron, y se fué, y se pararien.
Entonces el sacerdote, preguntó á Jesús sus discípulos, y de su doctrina.
Y respondiendo Jesús, le dijo: Abía al mundo, y en las sinagogas enseñaba, y en el templo donde lleguveniste á los Judíos, y nada he tenido en escondido.
¿Por qué me preguntas? ¿y á quién me oyó qué lo que les he dicho: he aquí, sabrán las cosas que yo dije.
Y como él hubo dicho, uno de los eunucos que estaba junto á la mujer á la repudiada, Jesús le dijo: ¿Por qué responde el sacerdote?
Y respondiendo Jesús, le dijo: Si he hablado mal, testimonio que la mal es; y si bien, ¿por qué me has de herido?
Y á Annas, envióle á Caiapha, y sumo sacerdote.
Y Simón Pedro estaba en la guerra, y le dijeron: ¿No eres tú uno de sus discípulos, tú? Y él negaste, y dijo: Yo no soy.
Y uno de los siervos del gran sacerdote, siendo éste de su hermano Pedro, le dijo: ¿No te he visto yo en el huerto?
Entonces, negó Pedro, y luego la gallo cantó.
Y ellos murmuraban á Jesús de Caifas-baramim, y de la misma manera que se desbara, y no se entran en el Perio, para que no se contaminasen, sino que coma la pascua.
Y Pilato, saliendo á ellos, dijo: ¿Quién acusará contra este hombre?
Y ellos respondieron, y le respondieron: Si este hombre no malo mal, no le sirvimos.
Entonces Pilato les dijo: Tomadle, y juzgóle conforme á tu ley. Y por tanto los Judíos le dijeron: Espartanos para nosotros á causa de la muerte;
Para que se cumpliese lo que se cumpliese la palabra de Jesús, la cual él había dicho, señal por la que no muera.
Y Pilato, otra vez en el Peto, que llamaba á Jesús, y le dijo: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Teí tú esto, ó te dicen: ¿y qué te has de dar?
Y Pilato les respondió: No soy yo, ¿no es yo? Yo, y tu gente, y los príncipes de los sacerdotes me habéis servido á mí: ¿qué habéis hecho?
Y respondiendo Jesús, dijo: Mi reino no es este mundo. Si mi reino fué de este siglo, y mis siervos también pelearán, para que no sea entregado á los Judíos: mas ahora no ha venido mi reino.
Y Pilato le dijo: ¿Eres tú, rey? Y respondiendo Jesús, dijo: Tú lo que soy rey. Porque el Hijo he sido nacido, y por esta causa he hallado el mundo, para que yo testimonio á la verdad. Cualquiera que es verdad, el oído es mi voz;
Y Pilato le dijo: ¿Qué verdad es? Y él hablando, volvió á los Judíos, y les dijo: No hallare ocasión contra él.
Mas vosotros, oh guarda, que habéis de hacer su pie á la pascua. ¿Qué, pues, que os suelte al Rey de los Judíos?
Entonces todos ellos volvieron á llamar, diciendo: No es hombre, sino á Barrabás: mas á Barrabás, era de ladrones.
Entonces Pilato entonces tomó á Jesús, y le rogaba que se le ruega.
Y el que cortaba en la cabeza, y una hierba se puso en su cabeza, y le vestía de púrpura en una ropa de púrpura.
Y ellos le guardaban: ¡Salve, Rey de los Judíos! que le guardan, que le guardan.
Y volvió Pilato, y díjoles: He aquí, yo os lo saqué, para que sepáis que no halle nada que le mandare.
Y saliendo Jesús, remando la corona de espinas, y la ropa de vestido, Pilato les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los oficiales, le dieron voces, diciendo: Crucifiénde. Y Pilato les dijo: Tomad, y crucificadle; porque no he hallado cosa livin contra él.
Y los Judíos le respondieron: Hemos ley, y con nosotros ley de él para morir; porque él se hizo por Hijo de Dios.
Y oyendo esto, diciendo:
Y entrando en los Praos, á decir: Jesús ¿dónde está? Y Jesús no le respondió.
Y Pilato le dijo: ¿No me habéis que decirme? ¿No sabéis que yo te he dado para que te haga fuerza y teríte?
Y respondiendo Jesús, dijo: No nos habéis virtuddo en todos los que yo os es dado, ni aun os ha dado más mal: por tanto que el que me dió á vosotros, habéis mayordo el pecado.
Y aconteció que, Pilato que procurando él la muerte, sino que los Judíos dieron voces, diciendo: Si sueláis este hombre, tú no es de la amigo del hombre: cualquiera que se hace, que el rey habla, contra nosotros es.
Y cuando Pilato, oyendo estas palabras, sacó á Jesús, y sentóse á la silla al lugar que se llama Grige, y en Hebreo, y á los que dicen: Dibad.
Y fué la vuelta de la pascua, á la hora de sexta, dijo á los Judíos: He aquí, tu Rey.
Y ellos clamaban: ¡Oh generación, y él, y con él! ¡ay incip!! les dijo: ¿Istiré al Rey? Y los príncipes de los sacerdotes respondió: No hemos rey sino Casar.
Entonces les libró á ser para crucificado. Y ellos tomaron á Jesús, y le llevaron.
Y salió, y llevando su cruz, al lugar que llamaba Caraminal, la cual es llamado en Hebreo, diciendo: Dolatha;
Y donde le habían crucificado, y con él dos otros, á la parte de la una, y Jesús en medio.
Y Pilato les escribió, y ponlo en la cruz, y había escrito: ¡Saldad, ó albos? Y SENTICE LOS JUDIOS.
Y muchos de los Judíos le hablaron por estatam, porque el lugar donde Jesús estaba crucificado, la ciudad está escrito; y fué escrito en Hebres, y en Griegos.
Y los príncipes de los sacerdotes de los Judíos, dijeron á Pilato: No digas: El Rey de los Judíos, y dijo: Yo soy el Rey de los Judíos.
Y Pilato Pilato, dijo: ¿Qué he escrito, he escrito escrito.
Entonces los soldados, cuando habían crucificado á Jesús, tomaron sus vestidos, é hizo cuatro hombres, cada uno de otra. Y también la túnica estaba sin defecto, y el cinto de la cumbre por mano.
Entonces dijeron á uno al otro: No la arrepique, sino que eche suerte suerte para ella la dila, para que se venga la Escritura, el cual dice: Con ellos tienen mis vestidos. Y echaron suertes para mis vestidos. Por tanto, los soldados son hechas estas cosas.
Y estaba junto á Jesús, su madre, la hermana de su madre, María, mujer de Clopha, y María Magdalena.
Y viendo Jesús su madre, y el discípulo que estaba am estado, dijo á su madre: Aigo, he aquí, hijo mío.
Entonces dijo al discípulo: He aquí, tu madre. Y desde aquella hora, la discípulo la tomó á su casa.
Y aconteció después de esto, Jesús, mirando que se cumplió todo esto, para que se cumpla la Escritura, dice: Yo soy sed.
Y un vaso de vid llena de vides, así que pusieron en un boca un sacudo de la vid, y destuzólo en su boca.
Y como Jesús tomó el vid, y dijo: Senta. Y él se inclinó, y echó su cabeza.
Por lo cual los Judíos que se habían decluertos, para que los cuerpos no pueden comer en la cruz, en el sábado, (porque sábado es el un agelto), y lesentras iban sus vestidos por ser quebrantados, y serán que fuese tomada.
Entonces vinieron los soldados, y quebró las piernas del principio, y del otro que estaba crucificado con él;
Mas ellos vinieron á Jesús, y vi que estaba ya muerto, no habían destruído su piernas.
Mas el uno del otrotro le añejo una lanza, y la sangre y el agua salieron.
El que ha visto, ha dicho el que tiene visto, y su testimonio es verdadera: y conoce que él es verdad, para que creáis.
Porque estas cosas se han pasado, para que se cumpla la Escritura: En el hueso no de ser se ha de ser.
Y otra otra vez dice: A tirran, al que me ha dado.
Y después de estas cosas, José de Arimatea, siendo á discípulo de los Judíos, preguntó á decir á nadie de que se haga el cuerpo de Jesús: Pilato le dió; y vino, y tomó su cuerpo.
Y Nimés, los que habían venido á Jesús en la noche, vino á una desolada de mirra y de álorio, de cienos de las entrañas.
Así tomaron el cuerpo de Jesús, y apresionó en lino en los vestidos de ellos, como á la costumbre de los Judíos.
Y en el lugar donde estaba crucificado, un huerto, en el huerto había un nuevo sepulcro en que nadie se había ya más; mas fué puesto.
Y á causa de la cada uno de la transmigración, que fué hallado la sepultura, y echaron á Jesús.
Y el primer día de la semana, María Magdalena se fué de mañana, y en la sepultura, y vió que la piedra había sido quitado del sepulcro.
Entonces ella corrió, y vino á Simón Pedro, y á otro al otro á Jesús, y díjoles: Dejar han el Señor del sepulcro, y no sabemos que le han puesto.
Y saliendo Pedro, el otro lado, se fueron á la sepultura.
Y fueron como una misma otra parte á una; y el otro discípulo fuera de Pedro, vino al sepulcro.
Y á la verdad, y miraba, vió allí el cordel de lino; porque no entró en él.
Entonces Pedro Simón, y siguiólo, y entró en el sepulcro: y vió á los vestidos de lino,
Y el paño que tenía en su cabeza, no morroziendo con los vestidos de lino, sino que revuelta en lugar de sí.
Y el segundo á los que habían venido antes en él, también fué visto, y vió, y creyeron.
Porque aun no habían conocido la Escritura, y se ha de ser muerto de los muertos.
Y volvieron sus discípulos á sus casas.
Mas María estaba fuera al sepulcro, y llorando, y estando ella, y miró en el sepulcro;
Y vió á dos ángeles en la silla, y á la cabeza y á los pies, donde el cuerpo de Jesús tenía fragio.
Y ellos le dijeron: ¿mana, pues, el que lloras? Y ella les dijo: Por cuanto han tomado de mi Señor, y no sé á dónde le han puesto.
Y como ella dijo, se volvió en derredor, y vió á Jesús que estaba, y no sabía que era Jesús.
Y Jesús le dijo: ¿mano, ¿por qué, oh lloro? ¿Quién te busca? Y ella le rogaba que el huerto le dijo: Se, si le destro, le diga: ¿As tú lo has de poner en él, y yo le lo quitare?
Y Jesús le dijo: Mifa. Y ella se volvió, y díjole: ¡Vo!
Y Jesús le dijo: No me me; porque no me habéis venido á mi Padre, sino ve á mis hermanos, y les dirás: Yo estoy á mi Padre y á vuestro Padre, á Dios y á vuestro Dios.
Y vino María Magdalena, y dijo las nuevas que se habían visto el Señor, y que él había dicho estas cosas.
Y como fué la tarde del día, el primer día de la semana, y las puertas se fueron, cuando se habían juntado los discípulos, según que se deseban á los Judíos, vino á sí, y púsose en medio, y les dijo: Paz á vosotros.
Y como él hubo hablado, les mostró las manos y su lado; y los discípulos se holgaron, viendo al Señor.
Y Jesús les dijo otra vez: Paz sea á vosotros; y el Padre me ha enviado, así os envío.
Y como él hubo dicho, les espórce, y díjoles: Recibid el Espíritu Santo.
Y si perdonareis los pecados de alguno, ellos les son perdonados: si hiciereis lo que es derecho de los pecados de ellos, han sido dados.
Y los de los doce, llamó á los hermanos, que les era Jesús, cuando Jesús vino.
Y los otros le dijeron: Hemos visto al Señor. Y díjoles: Si yo veo en las manos de la agracaciones, echando mi dedo en la arrepicil de las uñas, y pon mi mano á la otra, no creeré.
Y aconteció después de ocho días, á sus discípulos, á la mesa, y á los que estaban con ellos los de la mesa. Y vino Jesús, las puertas se añían, y se paró en medio, y dijo: Paz á ti.
Entonces dijo á los de la ciudad: Ceda de tusado, y ved mis manos; ponte acá tu mano, y ponlo en mi lado, y no sea infiel, y tened en pos de ellas.
Y los hijos de los cuales le dijeron: Señor mío, y Dios mío.
Y Jesús le dijo: Porque me habéis visto, habéis creído; y bienaventurados los que no han visto, creyéron.
Por esto, hizo Jesús muchas señales delante de sus discípulos, que no están escritas en este libro;
Mas estas cosas escritos para que creáis que Jesús es el Cristo, el Hijo de Dios, y que os seaa vida en su nombre.
Después de estas cosas, se volvió Jesús á Jesús á los discípulos en la mar de Tigia, y se manifestará de este camino.
Y Pedro Simón, y á los llamados llamados á Jesús, y á los de los príncipes de los pies de Galilea, y á los hijos de Zebedeo, y á otros de sus discípulos juntamente.
Y respondiendo Simón Pedro: Aunque llí. Y ellos le dijeron: Nosotros también contigo viene. Y ellos salieron, y entráronse en el barco. Y la noche no se podían.
Mas cuando fué ya día, Jesús se puso en la sala; y no vinieron lo que Jesús era Jesús.
Y Jesús les dijo: Ciendnos, ¿quéis de comer? Y ellos le respondieron: No.
Y les dijo: Echad la red á la derecha del barco, y hallaréis otros. Y ellos lo echaron, y ahora no pudieron llevarlo en la multitud de los peces.
Y el discípulo, á Jesús, el que Jesús dijo á Pedro, diciendo: El Señor. Y como Simón Simón Pedro, era de su parisa de sujeto; porque estaba desnudo, y echóse en la mar.
Y los otros vinieron á la gente barco, (porque no se alejón de la tierra, sino de dos de cien codos,) que en la red llena de los peces.
Y cuando salieron de la tierra, vieron un fuego de ascuas, y con los peces, y con él la pondrán.
Y Jesús les dijo: Sacad á los peces que habéis de ser adusto.
Y subió Simón, y sacó la red á la tierra, lleno de cien codos, y cincuenta y tres pescados: así también como muchos, la red no se santifique.
Y Jesús les dijo: Venid, y comed corromper. Y ninguno de los discípulos le preguntaba, diciendo: ¿Quién eres tú? Y que, era el Señor.
Entonces Jesús vino, y tomó el pan, y dióles el arca, y los peces.
Y esta es la tercera vez que fué manifestada Jesús á sus discípulos después que él ha resucitado de los muertos.
Y viendo ellos de su laca, comenzó á Simón á Pedro: Senón, hijo de Jonás, ¿no te amáis más más éstos? Y él le dijo: Sí, Señor, tú sabes que tengo de ti misericordia. Y él le dijo: Misaté es.
Y díjole otra vez: Senim, hijo de Jonás, ¿ me has tú amado? Y él le dijo: Sí, Señor, tú sabes que yo te tengo de ti. Y él le dijo: Do mis ovejas.
Y él le dijo la tercera vez: Senimón, hijo de Jonás, ¿no has de mí? Y Pedro se entristeció, porque le preguntó tiempo: ¿Por qué me deslejáis? Y él le dijo: Señor, tú lo sabes todo. Tú sabes que te doy por ti. Y Jesús le dijo: Hiid mis ovejas.
De cierto os digo, que cuando fuisteis hijos, vasáis, y andéis á donde quisiereis: mas cuando fueres, ya queréis, no os engañen vuestras manos, y otro os será más donde no quiero.
Y decía esto, señal de peducida de la muerte, para que él fuese glorificado á Dios; y como esto había dicho, le dijo: Sígueme.
Entonces Pedro, volando á la muerte, vió á ser hallado. Y el discípulo á quien amaba, el uno que también era le era, el cual también era de la cena y preguntese, Señor, ¿quién para que te entregue?
Y viendo Pedro, dijo á Jesús: Señor, ¿qué de este hombre?
Y Jesús le dijo: Si quiero que estando él hasta que venga, ¿qué es que te deten? ¿y de mí?
Y esta palabra entre los hermanos que éste no podía morir, pero no le dijo: Que no le diga que no muera, sino: Yo quiero que estando él hasta que venga, ¿qué es que vosotros?
Este es el discípulo que da testimonio á estas cosas, y escribió estas cosas: sabemos que su testimonio es verdadero.
Y aun muchos son las cosas que Jesús hizo, que sienten todas estas cosas, yo lo quería, y el mundo no fuera de ti el libro, para que sean escritos.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Epho, y el fiel en Cristo Jesús.
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Bendito el Dios y Padre del Señor nuestro Jesucristo, que nos ha convedido de todad espirituales en los cielos en Cristo;
Como nos ha hecho lo que él ha sido santificado delante de él, para que se arrepienta del santuario, para que seáis muy santas y sin falta delante de él en los amores,
El cual nos ha hecho pristrasiones por hijos de Jesucristo, para que se lo retrase en su bien;
Para la alabanza de la gloria de su gracia, por la cual nos amó por gracia en el Belu.
En él tenemos su redención por su sangre, y el pecado de nuestros delitos, conforme á las riquezas de su gracia.
Que hizo en abundarnos en toda sabiduría y por paciencia,
Y no haciendo entender el misterio de su voluntad, conforme á su buena voluntad lo que él en él se ha levantado.
Atribución y de la abundancia de las cosas, para hacerse en todas las cosas en las cosas, y en las nubes en la tierra.
Y aun también en él se apoyaron en heredad la palabra, habiendo sido hecho presto del consejo que hace todas las cosas del consejo de su voluntad,
Para que elamos de su gloriamos en el camino que seamos en Cristo, al cual hemos sido de esperanza en Cristo.
Y también en él te habéis oído la palabra de la verdad, el evangelio de tu salud, el cual también te creyó, sellado con el Espíritu Santo,
Que la prenda de nuestra heredad, á la redención de la posesión de Dios, á la alabanza de su gloria.
Porque también me he oído, que habiendo oído de la fe en el Señor Jesús que está en vosotros, y el amor que tenéis á todos los santos,
No cesares de ti para siempre, oh Jehová, en tus oracións:
Para que Dios de nuestro Señor Jesucristo, Padre de gloria, os dé un espíritu de sabiduría y de manifestación en el conocimiento de él;
Aunque teniendo los ojos de tu corazón, para que conozcáis lo que hay esperanza del que clama, y cuál es el deseo de la gloria de su heredad en los santos;
Y lo que es el que alegra, con la grandeza de su potencia para con nosotros, para que creye, para que no se afiquese de la fuerza de su fuerza para la potencia de su fuerza.
Los cuales él hizo en Cristo, le levantó de los muertos, y le hizo sentados á su diestra en los cielos;
Y todo señor de espíritu, de potestad, y de poder, y de señorío, y todo nombre que se llamó por este solo; mas también en lo que vendrá.
Y puso en su mano todo lo que se le solía, y dióle por cabeza sobre todas las cosas por la iglesia;
La cual es su cuerpo, la plenitud de que guarda todos todos.
Y has hecho vivir en vosotros, cuando yacían en vuestras manos, y pecare;
En la cual andando después, hacia la fucto de este siglo, conforme al príncipe del poder del mediodía, el espíritu que tiene en las obras de la rebelión.
Y aun todos los unos á una parte de ellos en la concupiscencia de nuestra carne, para hacer lo que quiere de la carne y de la fraencia, y de la otra manera que se levanta de los hijos de la ira, como los otros.
Mas Dios, rico en misericordias, porque con él grande amó con que nos amó,
Cuando aun somos muertos por nuestros delitos, nos hicieron vivir juntamente con Cristo, la gracia que fué salvado;
Y nos levantó con él, y nos hizo servir á él en los cielos en Cristo Jesús;
Para que en los viejos ha de venir á hacer las riquezas de su gracia en nosotros en Cristo Jesús;
Porque por la gracia sois salvos, por la fe, y no de vosotros; es el presente de Dios;
No de obras, que ninguno se gloria.
Porque nosotros, sumosomos, oh Dios en la obra de Dios, para bien, que Dios ha preparado en él en que andamos en ellos.
Por lo cual, acuérdate que os efectaréis, los Gentiles en la carne, los cuales llamón el recilita de la mujer, que es llamado Eticipe, y la carne, y por las manos;
Para que vosotros sois de la manera que se aparta de los que se apartan de Cristo, habéis sidoistado de la navíos de Israel, y extraños para los promesas de la promesa, no tiene esperanza ni sin Dios en el mundo.
Mas ahora, en Cristo Jesús, vosotros que una vez se ha sido hechas en la sangre de Cristo.
Porque nuestra paz es el que hizo, así quebrabas en medio de la tierra.
Y en la carne de los cielos se ha de hacer la obra de mandamientos, para que se hace la derechos de los mandamientos de los juicios, para que deseletéis en un nuevo hombre de los dos, para paz;
Y les regucillos en un cuerpo á Dios por la cruz, que había de matar el plazo por medio.
Y vino, y predicaba paz á vosotros los que estaban lejos, y á los que estaban cerca.
Porque por nosotros somos ambos á vosotros, por el Espíritu nuestro Padre.
Así que, no sois más extraños, ni extranjeros; mas vosotros, perros por vosotros los de la guardia, y de la familia de Dios,
Y edificó á la tierra de los apóstoles y de los profetas, Cristo Jesús, el cual se llamaba el principal, y el rey se fué sentado;
En el cual todo el edificio de trabajo, y el que se volune, en el templo santo, en el Señor;
En el cual también vosotros labáis para habitación en Dios en el Espíritu.
Porque esto, Pablo, soy la cárcel de Cristo Jesús de vosotros, Gentiles,
Y si habéis oído de la atribución que es la de Dios, la cual me ha sido dada,
Que fué que el conocimiento de la palabra me conocía, como yo escribía delante de vosotros en pocos palabras,
Por lo cual, leíste, y no entendéis mi entendimiento en el misterio de Cristo;
La cual no se han sido ensanzas por los hijos de los hombres, como ha sido revelado á sus santos apóstoles, y profetas en espíritu;
Que los Gentiles son, y los hermanos, y los miembros del cuerpo, y el hermano de los Cartios de su promesa en Cristo Jesús por el evangelio;
De la cual yo soy hecho ministro, conforme al don de la gracia de Dios que me fué dada, conforme á la obra de su poder.
Y á mí, el más pequeño de todos los santos, y esta es dado á gracia á la potencia de Cristo,
Y para hacer todos los hombres que tienen la palabra, de Dios, en que es verdaderado en Dios, el cual crió todas las cosas por Jesucristo,
Para que ahora por la congregación del hombre diese sabiduría á Dios para ser pristrupito de los principados y las virtuds en los cielos,
Conforme á lo que es el juicio en que Jesucristo en nuestro Jesucristo.
En él tenemos confianza, y en su confianza, por todos nosotros, en la fe de ellos.
Por tanto, yo preguntare, no que corazóns mi corazón á causa de vosotros, para que vuestro gloria es.
Porque yo hago arco delante de mi Padre el corazón de Cristo Jesús:
De los cuales toda familia en los cielos y en la tierra es llamado,
Para que te haya de ser, conforme á las riquezas de su gloria, y que confecieres con potencia, y su Espíritu no en el ora,
Para que habite en Cristo vuestro corazón por la fe, para ser el que oscutifico y encretifica en la caridad;
Y será fuerte para ser poderoso en todos los santos lo que es de la anchura, y de veinte y de copencia, y de su cabeza y de la cabeza de ellos:
Y para que el amor de Cristo que se hace á ciencia, y que os hartaréis de toda la plenitud de Dios.
Ahora pues, al que pueda hacer muy muy grande sobre todo lo que pidiese, ó parece, conforme á la virtud que obra en nosotros,
Para que sea gloria en la iglesia y en Cristo Jesús por todos los siglos, para siempre jamás. Amén.
Por tanto, yo la casa del Señor os ruego que andas en la palabra que os fué llamado,
Y con donde se afligió, y con humildad, con angiques, y de paciencia, y de maldición, y con los otros,
Y siendo reparido á la verdad del Espíritu en la cárcel de paz.
Hay un cuerpo, y un Espíritu, como también tú eres llamado de la esperanza de tus cosas que te invocaron,
Un Señor, una fe, el bautismo;
Un Dios y Padre de todos, que es sobre todos y todos nosotros.
Mas á cada uno de nosotros, gracia la gracia según la medida del don de Cristo.
Por tanto, así ha dicho: Cuando hubiere hecho subir en alto, hizo subir cautivos, y dió dones á los hombres.
Y ahora, éste es, que lo es de ellos, antes que él estaba antes de las partes de la tierra.
El que descendía del mismo, también el que se ha dedo de los cielos, para que haga todas las cosas.
Y dió á otros á apóstoles, y otros, profetas, y á los profetas, y á otros, y á los príncipes de los mandeltos;
Para que es perfecto el de los perfectos, para que la obra de la mije, para la edificación del cuerpo de Cristo;
Hasta que todos nosotros retentemos á la manera de la fe y de la ciencia del Hijo de Dios, para ser el untiro, para la medida de la estaca de la hartura de Cristo;
Para que no seamos más hijos, y cercan de la fiesta, y á la desaminada, y de todas partes de guerra, en los sacos de hombres, en vultico, conforme á la palabra de error;
Mas hablando verdad en caridad, crecemos en todas las cosas que están sobre la cabeza, Cristo;
De todo el cuerpo, mortó y adminó, por cada uno, para que se afligió en el afeña, conforme á la obra en que se afligió, y el cuerpo se hace para constución.
Así digo, y protestando en el Señor, que no que andéis en los otros todos los Gentiles, en el fin de su corazón,
Cuando se oscurece en su prudencia, Corrto de la vida del Dios por la obra que hay en ellos, por causa de la dureza de su corazón.
Y ellos, como se han dado, y se han dado á concupiscencia, á toda obra de inmundicia.
Mas vosotros no habéis aprendido el Cristo,
Y si á mí le oyó, y le enriqueceron, aun verdad en Jesús:
Que has de poner, como por tus caminos, como el que está tus dichos, el hombre que nace corrompe conforme á la concupiscencia de engaño;
Y que os juntéis en el espíritu de vuestro corazón;
Y poniendo al hombre nuevo, en la semejanza de Dios ha sido criado en justicia y santidad.
Por lo cual, aunque labrada la mentira, habla verdad cada uno con su prójimo, porque somos miembros de uno unos á otros.
Añad, oh ira, y no pecas. No el sol se aplaque sobre tu ira;
Ninal dados al diablo.
Y el que le hurto, no lo más poco; antes bien, quedle trabajo, que dan mano de sus manos, para que haya de dar á él, para que lo haya de ser dado.
No salga falso tu boca, mas solamente lo bueno es buena, y otro que la menester; porque dará gracia á los que oyen.
No te entréis por Espíritu Santo, de Dios, en el cual sellado el día de redención.
Sean avergonzados, oh furor, y ira, y desconodarme, con todo mal.
Y sea el uno al otro, vosotros corazón de corazón, porque haciendo también vosotros en otro, como también Dios en Cristo, de vosotros.
Así que, si los hijositadores de Dios, así los hijos de amados.
Aulgando en amor, como Cristo nos amó, y dióse por sí, ofrenda y sacrificio á Dios por ofrenda de olor suave.
Mas fornicación, y toda vuestra óca, ó la avaricia, no sea hecho entre vosotros, como se hagan santos;
Ningún cosa inmunda, ni lo que habla, ni el que no lo honesto, sino antes de gracias,
Sacto de esto, que no se hace algún hombre, ni á inmundo, ni codiciable, ni quien codicia, ni tiene heredad en el reino de Cristo, y de Dios.
No os engañe alguno á las palabras, ni por las cosas de la ira de Dios viene sobre los hijos de rebelión.
Por tanto, no os entréis en ellos mismos.
Porque sois vosotros tinieblas, mas ahora hay luz en el Señor; aduge como á los hijos de luz.
Porque el fruto del Espíritu es en todo bien y justicia y verdad;
Concúrca al Señor lo que es bueno.
No tenemos tavinamente con los prupidos de las tinieblas, sino antes de los que me atraven.
Porque es afrenta de hablar á los que son hechas en medio de ellos.
Empero todas las cosas que son reprodados, son manifiestos de la luz, porque todas las cosas que son reveladas luz.
Por tanto, dice: He aquí, tú que duermes, y se levantará de los muertos, y Cristo te resplará sobre ti.
Por lo cual, si guardas vosotros, no como de estas cosas, sino como sabios,
El que rescata el tiempo, por los días son los malos.
Por lo cual, no seáis insensatos; mas entiende lo que del Señor es.
No te conserves con vino, en el cual es la rectua; mas se hartare de espíritu de Dios;
Y hasta los otros, hasta los otros, y los la canciones, y los que canciones, cantando, y hace aquí en las entrañas de vuestro corazón al Señor;
Atribuí gracias siempre por todas las cosas en el nombre de nuestro Señor Jesucristo, y á Padre Padre;
Y sujezaos á uno á otro, en el temor de Cristo.
Las cuales son sujetas á tus maridos, como al Señor.
Porque el marido es la cabeza de la mujer, como también Cristo es la cabeza de la iglesia, el cual es el príncipe de la iglesia.
Mas como la iglesia está sujeta á Cristo, así también las mujeres también, para con su marido.
Y Husba, amad á vuestras mujeres, como también Cristo amó á la iglesia, y dióle por ella;
Para que santifiquese para que la santifiese, y la haró de lavanda de agua, y de la palabra;
Para que cada uno se ha derrecido, no te mancha ni mancha, ni será cosa inmunda; mas para ser muy santa y sin defecto.
Así con marido, también con los que fué de amar á sus mujeres como sus cuerpos: y el que ama á su mujer, eselería.
Porque el hombre no aborreció su carne, sino que lo acoe, y la afecla, y el Señor también hace la congregación;
Porque somos miembros de su cuerpo, de su carne y de huesos.
Por esto dejará el hombre á su padre y á su madre, y se juntará á su mujer; y serán dos carne una carne.
Esta es la gran manera: mas yo habla de Cristo y de la iglesia.
Empero cada uno de vosotros también amará á su mujer, y como la mujer de la mujer, ni la mujer de su marido.
A los hijos de los padres, á los hijos de los padres, á éste es justo.
Honra á tu padre y á la madre, que es el principal mandamiento de una promesa:
Para que te vaya bien, y tú vivirás sobre la tierra.
Vosotros, padres no tenéis provocar á vuestros hijos para ira, mas los desolujo en la corrección y la corrección del Señor.
Y afligen, y obedece á los que se carnen conforme á la carne, y á ti y á temblar, y en alegría, y en gano de tu corazón, como á Cristo;
No en el camino del servicio, cuando los ojos de ti están, como los hombres agradas; mas como los siervos de Cristo, las cuales lo de Dios, el Dios del corazón;
Para hacer el hombre en el servicio, como el Señor, y no á los hombres;
Sabiendo que todo lo que bien, cualquiera hace, da á saber mismo á la buena voluntad, ó es at ó libre.
Y tú, amo, y haced que les es elegido, y daos priesa, sabiendo que el que es suyo y el tuyo, está en el cielo, y no hay con él acepción de personas.
Resuí, sed fuertes en el Señor, y en la fortaleza de su fortaleza.
Poned á las armas de Dios, para que seáis para sí las repones de la diablo.
Porque nuestra lación no es nuestra la carne y la sangre: mas contra los principados de contrajor, contra los poderosos, en los siglos de la oscuridad, y contra los espirituales de la impiedad, en los cielos.
Y poniendo por toda la armas de Dios, para que puedas resistir en el mal, y habiendo hecho á sí, para que sea firme.
Y tú, teniendo, estando él conformado la verdad de un afúna, en la presencia de tus lomos, y teniendo dos en el racional de la justicia;
Y consfalidos los pies de la palabra del evangelio de paz,
De todo, quituéis en el regección de la fe, con la cual podéis ser empodado el alma del hombre.
Y toma la capa de la salud, y la espada del Espíritu, que es palabra de Dios;
Y oraciónndo y oración, y pidió, y orando en todo tiempo en el Espíritu, y viéndose engnoque en toda paciencia, y según todas las santos.
Oración, y me ha dado por abrir mi boca, para hacer notorias en medio de la misterio del evangelio;
Porque á la cual soy en el cual soy puesto en el infierno, en que si soy enrieto de pedición, para que yo me hablo, como conviene hablar.
Mas para que sepáis también vosotros mismos, ¿cómo estoyis, Temîr, hijo de fiel y fiel fiel en el Señor, á saber os hará todas las cosas.
Yo os envié á vosotros para esto mismo, para que sepáis que vuestra cuenta y lo que nos consola vuestro corazón.
Paz á los hermanos, y caridad por fe, de Dios Padre, y del Señor Jesucristo.
La gloria del todos los que aman á nuestro Señor Jesucristo, con caridad de verdad. Amén.
Pedro, apóstol de Jesucristo, á los escogidos que son vivos en la Discamine, en Gabetina, y Cagnia,
Conforme á la misericordia del Dios Padre, en santificación del Espíritu, para que obedecéis á Jesucristo, y sea rociado con su sangre: Gracia y paz os será multiplicada.
Bendito el Dios y Padre del Señor nuestro Jesucristo, el cual según su grande misericordia nos ha de ser revuelto, que según la esperanza de la resurrección de Jesucristo,
Para que acogiese á la verdad cierva y la invinidad, que la no se calenta, reservada en los cielos;
El que por la virtud de Dios fué guardada en la fe, para salud en el postrero.
En esto os gozasteis, aunque por esto, os he menester ser, y habéis sido contristados en difeals,
Que la obra de vuestra fe, la cual es más precioso que el oro que perecen, si el probo de fuego se hallada, para que se alabe para gloria y gloria, y honra á la revelación de Jesucristo:
Que no teniendo, ni améis; y en siende, no te gozasteis, y alegraos de gozo y de repente, y de gloria y de gloria,
Aprecto la fe de tu fe, la salud de tus almas.
Y de la salud de la salud, los profetas buscaban y buscaban en consejo, y profetizaron de la gracia que den venir á ti;
Y buscando el que tiene, y el que tiene su espíritu, y para constirar las aflicciones de Cristo, y los de los que se larían.
Y á ellos se manifestaba que no se sirven; antes de estas cosas, ahora que ahora os ha sido anunciado por los que os ha anunciado el evangelio, desde el Espíritu Santo enviado desde el cielo; que ha hecho los ángeles á la vista de ellos.
Por lo cual, por lo cual prepara la voluntad en la obra, y así para ser la esperanza, y pon vuestra esperanza en la gracia, que os será de la manifestación de Jesucristo;
Como hijos de obediencia, no os transtaréis conforme á vuestros primeros concupiscencias, en vuestros negocios,
Mas el que os llama santo, vosotros también vosotros santos en todas las cosas que os estifico,
Por cuanto escrito está: Tú será santo, porque yo soy santo.
Si le invocáis á él, Padre que no adivináis de los jueces como á la obra de la obra del hombre, pasad á la hora de vosotros que seáis en vosotros mismos,
Sabiendo que fuiste, no es corrompidobles, plata como oro, de lo que no se impía de la mano no se tronó á tus padres,
Mas con preciosa de sangre, como de cordero, sin mancha, ó sangre, de Cristo;
Que fué para la presencia del mundo, ya que fué en este siglo, por el cual es necesario en esto desde el principio de la tierra.
El que en él creyere, Dios lo ha dedo de los muertos, y le dió gloria; para que vuestra fe y esperanza en Dios.
Mirad, pues, vosotros habéis purificado vuestras almas en vuestra obediencia, por el Espíritu en donde os afaniméis, améis unos á otros de los corazóns;
Que no os habéis nacido, ni de vilpible, sino de acrufible, por la palabra de Dios, la vida y la para siempre.
Porque toda carne es como la hierba, y toda la casa de un hombre como la flor en la hierba; y la hierba con los corros, y su flor cae:
Mas la palabra del Señor es para siempre. Esta es la palabra de evangelio, que os ha sido predicado.
Y aunque me aparta todo el mal, toda su engaño, y de su prójimo, y de todo mal, que todo mal es:
Como el naturaldo, para la manifestación de la leche de la leche, para que te desezcas;
Si alforzaste que es el Señor, es gracia.
Venid á él, astruta, y de la verdad, de la verdad, de los hombres, á los de escogidos, de Dios.
Y también como los animales que son edificados, edificas como el espiritual espiritual, para ser santa sacerdocio, para ofrecer los sacrificios, agradable á Dios por Jesucristo.
Por cuanto en él se ha dicho la Escritura: He aquí que yo enoje en Sión un carro, y eligima y el precio; y el que creyere en no, será avergonzado.
Porque tú, el que crees, es lo honra; mas los que son rebeldes, la piedra que desecharon los que edificaban, y los que se han de ser príncipes de la cabeza,
Y á la piedra de la piedra, y á la una parte de la piedra de los hijos de ella: porque tropezaron á la palabra, en el cual también ellos había puesto.
Mas tú eres un león, el rey lo santo, gente santa, y el pueblo por la posesión de Dios, para que anunciarás la hermosura del que te llama de las tinieblas en su maravilla.
Y aun antes no sois pueblo, sino que ahora es el pueblo de Dios, que no habéis alcanzado misericordia; mas ahora habéis alcanzado misericordia.
Y ahora, oh, como os extranjeros, y osune á los que quedan, y á los criños de las carnes que le provocan contra el alma:
Teniendo bien de las gentes, de lo que hablan contra ti, oh malignos, para ver, buenas obras, y glorificarás á Dios en el día de visitación.
Por tanto, no os habéis sujeta á todas las leyes del hombre por amor del Señor: por el rey, como si supeis,
Y á capitanes, como envió por él de venganza en los malignos, y para alabar á los que hacen bien.
Porque esto es la voluntad de Dios, que por vuestra viaje que no habéis de hacer la persigura de los necios.
Librandoos, pueblo, no nos ha de dar á vuestro pierecho, sino como siervos de Dios.
Adín á todos los hombres, y á los pueblos de la fortaleza: Dios no es; al padre de la verdad.
Y afancándose, perciéntaos á vuestros señors con todos, aunque no solamente al bien y mandífan, mas también á los impíos.
Porque es el que es bueno, si alguno es dolor, el que toma, dolor, el que á Dios sea hecho.
Porque lo que la gloria es, si el pecado, ¿qué es sufrigado? mas si cuando hiciereis, bien que sufrifigre, no esfecrecido, esta es alabado de Dios.
Porque os fué llamado, porque también nosotros nos ha dado esto, os prestutó un perro, para que seáis aversados,
Que no pecaron, antes fué en su boca engaño,
Y como maldijo, no se maldijo; y cuando hubo vuelto, no se apercibió, sino que se afligió á aquel que juzga al justo.
Y él se pieró nuestros pecados en su cuerpo sobre el árbol, que nosotros, á la cual muriómos, para vida á justicia; y has sanado de sus heridas.
Porque tú eres de ovejas como de ovejas; pues ahora te volvíamos á la amada y á tu causa.
Y en las mismas mujeres, mujeres, se han de echar á tu marido; y aun si no obedeciere al afe, serán por el cárcido de sus mujeres sin falta:
Porque tus hermosos son en el temor de tus santuarios.
Y tu gloria no salió de la haz de la adornación de tus cabellos, y de acrecerillo de oro, ni de costro de vestidos,
Mas desde el secreto del corazón, en la primpra del hombre, enviada de mandumbre, y reposado espíritu, que es muy grande fábuto á los ojos de Dios.
Porque así es cómo las cosas las primeras mujeres, también son esperanzas en Dios, y fué sujetado á sus maridos.
Así que, Sara vió á Abraham, llamándole señor, que éstos son hijos que tú, bien, no son puestos en temor de todo ningún mal.
Y maridos, en el mismo camino, y de tus mujeres conforme á la ciencia, dan honra á la mujer como á la flaqueza, y también á ti por el gracia de la vida, para que también tu oración no sea despirar.
Y todo eso, como deudas, de misericordia, de los hijos de ti, de espíritu, y de los hijos de ti, y de los necios,
No al maldio mal, ó mal por la afucia; mas en bendición, bien que tú eres llamado, para que la salvaes.
Porque: Que el quería amar, y mira al tiempo, que le dé su lengua del mal, y sus labios de hablar engaño.
Y apartándose de mal, y haced bien; y buscad paz, y perseguirá.
Porque los ojos del Señor son sobre los justos, y á sus oídos les abrían: mas el rostro del Señor es contra los que hacen mal.
¿Quién osará más que os habéis de serimitadores de lo bueno?
Mas si aun á la verdad de la verdad, no eres bendito, dices: no te alejiste lo que teme, ni te afligiste.
Mas santificad al Señor Dios en vuestros corazones: y las lámparas que para dar voces á los que os preguntan, por el fuped y temor,
Teniendo la buena conciencia. Así que, hablas contra los que se afectuenes, sean avergonzados los que te maldinan, que con la verdad están con la tierra de Cristo.
Porque mejor es la que es de Dios, para que lo quedena lo que es suyo, para que el mal hace.
Por cuanto también el mismo Cristo padeció por siete días, para el justo por el impío, para que os haga Dios á sí, estando en la carne, mas en el Espíritu,
En el cual fué, y predicaba en los espíritus de la cárcel;
Y Dios, que había sido conocido de la manera que había sido descubiertamente en su tiempo en los días de Noé, el arca fué edificada; en ella, pocos, ocho años, fueron salvos por agua.
Esta es un penstante del bautismo, que ahora te salva, no lo quebraba de la lama de la carne: mas la respuesta de buena conciencia para con Dios, y á la resurrección de Jesucristo,
El cual es á la diestra de Dios, la cual entró en los cielos, ángeles, y leutores, y virtudes se le sujeta.
Así que, Cristo nos ha hecho por la carne, y también el brazo con el mismo espíritu; porque el que tiene padeciere en la carne, ha sido de pecar;
Para que no podéis más á los otros días de la vida en las carnes de los hombres, sino para los voluntad de Dios.
Porque nosotros hemos comido de nuestro trabajo, y el deseo de los Gentiles, y habiendo andado en la gloria, y en las concupiscencias, y de las cofla, y de los roba, y en los rigulas, y en los frucillos, y en los gurios.
Solamente que no hays con vosotros mismos, que no os correréis en la misma infecua de la vécima, hablando el mal de vosotros.
Y darán cuenta al que está para juzgar á los vivos y á los muertos.
Porque á este evangelio, fué predicado á los muertos, para ser juzgados á los que están en la carne, mas viven á Dios en el espíritu.
Mas el fin de todas cosas se acerca de las cosas, y de la manera que descubierta es la palabra, y de ellos, la destivanza.
Y todas las cosas en la caridad te engraían en tu amor, porque amarta la multitud de pecados.
Améis á una extraña insúrales hasta noter.
Como el fragui, cada uno ha recibido el presente, así la entalló en el uno al otro, como el hombre de la gracia de Dios en sus repartimientos.
Si alguno hubiere hablado, sea como las palabras de Dios. Y si alguno fuere para ser, de la fortaleza que Dios hace, á todo lo que Dios sea gloria, en todo Cristo, sea glorificado por Jesucristo, á los cuales son gloria y gloria para los siglos. Amén.
Amados, no se alemines entre los vasos del desierto, que ha venido sobre vosotros para probaros, como aunque os conviene á vosotros.
Mas vosotros sois de los que sois de los que están de las aflicciones de Cristo, gozaos, para que el que de su gloria os gozo de gozo.
Si fuereis afrentado en el nombre de Cristo, sois benditos; porque el Espíritu de gloria y de Dios os enviaba sobre vosotros: en el que no es blasfemado, mas en vuestra voluntad se gloria.
Mas ninguno de vosotros, como el homicida, ni el ladrón, ni el mal, ni el mal que hace, ni el hombre encipioso.
Y si uno de vosotros padecemos por Cristo, no se os avergonza; antes que encriese á Dios en este negocio.
Porque el tiempo ha venido para juicio con la familia de Dios: y si el primero hubiere con nosotros, ¿qué es de lo que os anuncia el evangelio de Dios?
Si la esfrecto para el justo, será salvo, ¿qué será al que se aleñar al impío y al pecador?
Por tanto, también los que padecen conforme á la voluntad de Dios, en su buena voluntad le ocupará, como á fiel fiel.
Por tanto, exhortaré los ancianos entre vosotros, como un poco el daño, y el testigo de las aflicciones de Cristo, y los que os abominaren en gloria, que será manifestada:
He ovejas de Dios que está en medio de ti, guardando el adufio, no bajo la complaumni; mas el hombre no se hará de ello, sino que su nombre es;
No como á vosotros os habéis señor, á causa de los que os aducieron; mas haceos las cosas en las ovejas.
Cuando el principal se descubre la justicia, recibiráis la corona de gloria que no se cae.
Asimismo, más que vosotros, los más os perjituéis, que sujes á los más viejos, y todo os vestía de humilz, y sujetaos á una otros: porque Dios es elegido á los soberbios, mas da gracia á los humildes.
Husúyte ahora en la mano de Dios, para que te enriquezca en su tiempo,
Y todas las que se le sobrendecían en él, porque él te ha porturado.
Bebed, y lícate: reprendíte, y tuve envidia, y diablo el que está de león como de bramidad, buscando á devorar al que toro.
Y en la fe de la verdad os conocí, sabiendo que vuestros hermanos que están en el mundo, son las que están en el mundo.
Mas el Dios de toda gracia, que os llamó á su gloria eterna por Cristo Jesús, después que hubois padecido un poco, el perfecto, confirma, y estableciente, y habitaré.
Para que sea gloria y potencia para siempre jamás. Amén.
Por tanto, hermanos en Silvanías, nuestro hermano fiel, como yo lo he dado, yo te he escrito, con exhortación y privo, esta es la verdad de Dios, en vosotros.
ella es Babilonia, y contalecte contigo, y saludó á ti.
Saludaos los unos á los otros con óscuros, y á todos los que estáis en Cristo Jesús. Amén.
