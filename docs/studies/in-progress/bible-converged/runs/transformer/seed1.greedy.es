En los días que juzgó los jueces, allí estaba hambre en la tierra; y fué un hombre de Beth-lehem de Judá, á vivir en la tierra de Moab con su mujer y sus dos hijos.
Y el nombre del hombre era Elimelec, y el nombre de su mujer, y los nombres de sus dos hijos fueron Malón y Chêdor de Ephrata, de Beth-lehem de Judá; y vinieron á tierra de Moab y habitaron allí.
Y murió Eli-melec, marido de Namiel, y murió con sus dos hijos.
Y tomaron para sí mujeres de las mujeres de Moab, y el nombre de la una era Opma, y el nombre de la otra Ruth; y habitaron allí diez años.
Y murió Ma y Chilón, y murió la mujer de sus dos hijos y de su marido.
Entonces ella se levantó con sus hijas, para volver de la tierra de Moab; porque había oído en la tierra de Moab, cómo había visitado á su pueblo en darlos pan.
Y salió ella del lugar donde estaba, y sus dos hijas con ella; y anduvieron en el camino de la tierra de Judá.
Y díjole Namín á sus dos hijas: Ve, y vuélvete cada uno de la casa de su madre: Jehová haga contigo contigo, como hiciste con los muertos y con los muertos.
Y Jehová te mirará, y cada uno de ti en la casa de su marido. Y ella los besó, y alzando la voz lloró.
Y ellos le dijeron: No, sino volveremos con vosotros á tu pueblo.
Y dijo Namín: Ve, mis hijas. ¿Por qué quieres ir conmigo? ¿Hes aun hijos en mi vientre, para que sean tu maridos?
Ve, y vuelve mis hijas, y vete; porque yo soy viejo, y si he de decir: Yo te esperanza, si aun he de ser marido á la noche, y también que no he parido hijos,
¿Y qué pues esperaron hasta que se hayan criado? ¿has desfraguar de maridos? No, mis hijas, porque me apoderezezó por causa de la mano de Jehová.
Y alzando la voz de ellos lloró; y almuda su madre, y despeñaron con ella.
Y ella dijo: He aquí tu hermana se volvió á su pueblo, y á su dios: segui tu hermana, y ve.
Y dijo: No me constitues, ni te apartes de ti, porque donde vayas, y yo iré; y donde te quedares, tu pueblo será mi Dios, y tu Dios mío.
Y lo que de mur morirás, y allí me sepultaré: Jehová me haga así, y también lo más de muerte, y también lo que tú y me has de morir.
Y viendo Namminó que estaba determinado hacerse ir con ella, dejóla de ella.
Así fueron ambos hasta Beth-lehem; y cuando llegaron á Beth-lehem, todo el ciudad fué con ellos, y dijeron: ¿Es éste Namith?
Y ella les dijo: No me llamas, y á Maravénme Mara, porque el Omnipotente ha hecho muy amargamente.
Y salí, y Jehová me llevó otra vez vacío: ¿por qué me llamas á Najo, pues que Jehová ha testificado contra mí, y el Omnipotente ha afligido?
Y volvióse Najom, y Ruth- Moab, y su nuera, con su nuera, y su nuera de tierra de Moab; y vinieron á Beth-lehem de la siega.
Y su hermano tenía á su hermano una hermana de su marido, varón de ministro, de Elira, y su nombre Booz.
Y dijo Ruth Moab á Noo: Vamos ahora al campo, y rebuscos entre los oídos de aquel grano después de él, que halle gracia en sus ojos. Y ella dijo á ella: Ve, hija mía.
Y ella fué, y vino, y rebuscaron en el campo después que segase; y fué á la parte del campo de Booz, que era de la familia de Elimelec, la familia de Elimelec.
Y he aquí vino á Beth-lehem, y dijo á los segadores: Jehová sea contigo. Y ellos le respondieron: Bendice Jehová.
Entonces Booz dijo á su criado que se pusiese sobre los segadores: ¿Quién es éste?
Y el criado que estaba en el segolado, respondió Moab: Es la moza que volvió á Namministra de la tierra de Moab.
Y ella dijo: Ruégote que me quiebre, y recoge las segas entre los que se riquen, y aun hasta la mañana, excepto que ya ya es poco en casa.
Entonces Booz dijo á Ruth: Oye, hija mía, y no vas á rebuscos en otro campo, y no vayas de aquí á mis criadas.
Sean tus ojos sobre el campo que segarán, y vayan tras ellos: ¿No mandé yo á los mancebos no os tocase? Cuando seremos sed, y bebas del que se cipieren los mancebos.
Entonces ella se postró sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que me tomes conocimiento de mí, pues que soy extranjero?
Y Booz respondió, y dijo: Yo he sido dicho á tu madre, que no he dejado la muerte de tu marido, y cómo has dejado tu madre, y la tierra de tu natural, y la tierra de tu nacimiento, y has venido á pueblo que no hayas conocido antes de ti.
Y Jehová tu Dios te dé la obra, y el galardón te sea dada de Jehová Dios de Israel, debajo de sus alas, que has venido á poner por acogimiento.
Y ella dijo: Halle ahora gracia en tus ojos, señor mío, porque me has consolado, y por cuanto has hablado con tu siervo, aunque no soy como de tus siervos.
Y aconteció que al presente le dijo: Ven acá, y come del pan, y moja tu boca en la vid. Y sentóse junto á los segadores, y van á la mesa, y comieron, y se hartaron, y sobraba, y de ella de ella.
Y cuando ella se alzaba, mandó que dijesen á sus mancebos, diciendo: rebuscos, y no la afrenta de ella.
Afligió también de ella una gla, y dejadla, y no la sche.
Así hizo rebusco en el campo hasta la tarde; y batiendo lo que había rebuscado, y fué como de un epha de cebada.
Y ella la tomó, y entró á la ciudad; y la madre vió lo que había rebusco, y dióle á ella lo que había dejado.
Y suegóse su suegro: ¿Dónde has rebusco hoy? Bendito el que no te ha hecho. Y ella dijo su madre con al que había hecho, dijo su yerno: La ciudad ha hecho hoy con el nombre de la cual yo ediculla.
Y díjole Namín: Bendito sea bendito por Jehová, que no dejó su misericordia con el muerto y á los muertos. Y ella le dijo: La cada uno es cercano, de nuestros cada uno se acerca de nuestros vellos.
Y respondió Ruth Moab, y díjome: Sí, él me dijo: Dejad á mis mancebos hasta acabar toda mi mies.
Y Najo dijo á Ruth su nuera: bueno es, hija mía, que salís con sus criadas, y no te encontraren en alguna heredad.
Y ella se paró á las criadas de Bosoz, hasta el fin de la siega de la siega de la cebada y de la siega; y habitó con su sue.
Y suegrió á su madre: No buscaré á ti, porque no te buscaré bien?
Y no es Booz de nuestros Grisosman, y con cuyas criadas? He aquí que él habrá de ser aventajado en la era.
Y tú lavate, y ceñe, y desciende, y desciende á la era; mas no te declares al hombre hasta que haya cumplido, y bebiendo.
Y será que, cuando durmiere, no llegarás el lugar donde está echado; y entonces saldrás en sus pies, y dormirá, y te lo dará.
Y ella le dijo: Todo lo que dijeres, haré.
Y descendió ella á la era, y hizo todo lo que la madre de suegó.
Y fué que, y bebiendo, se alegró, y se alegren de corazón, y descendió á ser del montón de grano: y vino, descubriendo sus pies, y echóse.
Y aconteció á la media noche, que se revolvía, y se volvió á su compañero; y he aquí una mujer que estaba durmiendo en sus pies.
Y él dijo: ¿Quién eres? Y ella respondió: Yo soy Ruth. Por tanto, estad la esquina de tu sierva; porque tú estás cerca de ti.
Y él dijo: Bendito seas tú por Jehová, mi hija; has hecho más misericordia en el fin, que desde el principio, porque no has andado á los mancebos, ó rico.
Ahora pues, hija mío, no temas; haré á ti todo lo que dijeres: porque toda la ciudad de mi pueblo sabe que eres digno.
Y ahora es lo que soy cerca de la fábíntisa; mas hay quien se acercase de mi vidente.
Estad en esta noche, y en la mañana, si él os hubiere de hacer parte de la perfección. Y le hagan los magnios de la guarda. Mas si no hiciere la guarda del apartamiento de ti, yo haré la guarda de la guarda de ti, vive Jehová. Hija hasta la mañana.
Y echóse á sus pies hasta la mañana, y levantóse delante de la una de la otra; porque dijo: No sepa lo que la mujer vino á la era.
Y él dijo: Trae al hombre que está sobre ti, y tómala. Y él le tomó seis medidas de cebada, y púsolo sobre ella; y entró á la ciudad.
Y cuando ella vino á su madre, dijo: ¿Cómo fué, hija mía? Y ella dijo: ¿De qué se había hecho el hombre con ella.
Y ella dijo: Tragame estas medidas de cebada, porque dijo: No vayas á tu madre.
Y ella dijo: Espera, hija mía, hasta que conozcas lo que ha de venir; porque el hombre no reposará hoy.
Y Booz subió á la puerta, y sentóse allí: y he aquí que el toc de la ciudad llegó á Booz, diciendo: Pasaos acá, amigo, y sentándose. Y él vino, y sentóse.
Y Booz tomó diez hombres de la ciudad, y dijo: Descentate aquí, y se sentaron, y se sentaron.
Y dijo á los magneos: Nephtalí, que ha vuelto de la tierra de Moab, vende es la movida de la tierra que nuestro hermano era Elimelec.
Y dije que os dijese: En pos de los que se sientan aquí, y delante de los ancianos de mi pueblo. Si lo redimieres, redimieres: mas si no lo redimieres, me lo sabes. Porque no hay quien lo rescatase, y yo tras ti. Y él dijo: Yo lo redimir.
Entonces Booz dijo: Tú compras el día del campo de la mano de Najo, tú la comprestrás también de Ruth Moab, mujer de los muertos, para levantar el nombre de los muertos sobre su heredad.
Y como se acercare la rodilla dijo: No puedo, porque no me alabe mi heredad: toma mi redención por ti; porque yo no lo redime.
Y esto era la costumbre en Israel de Israel, redimiendo y redimiendo de todo lo que fué quitado, y descansando á su arena, y dióla á su prójimo; y este camino era el delizano, trayendo en Israel.
Y como se acercó los cineos á Booz, diciendo: Buscad por ti, y quitó su arena.
Y Booz dijo á los ancianos y á todo el pueblo: Tú eres hoy, que compraba todo lo que era de Eli-melec, y todo lo que era Chilón de Maloa, y de mano de Najo.
Y á los Moabitas, mujer de Malón, mujer de Malón, ven, mujer de venta, para levantar el nombre de los muertos en su heredad, para que no sea cortado el nombre de entre sus hermanos y la puerta de su lugar. Vosotros sois testigos hoy.
Y todo el pueblo que estaba en la puerta, y dijeron: Nosotros somos testigos, y hagamos morir á tu casa como Rachêl y á Lea, que edificó la casa de Israel como á Lea, y tú hiciste contigo alianza en Ephrata, y en Ephrata, y en Beth-lehem.
Sea tu casa como la casa de Phares, la cual también parió á Judá, de la simiente que Jehová te dará por esta mujer.
Y Booz tomó Ruth, y ella se volvió á su mujer, y entró á ella, y Jehová le parió un hijo.
Y las mujeres dijeron á Namminó: Bendito sea Jehová, que no te ha quedado hoy antes, y su nombre sea nombrado en Israel.
Y él os será por despojo de vida, y por la retenida de la vejez; porque tu nuera, que amas, que tú tienes que tú siete hijos, le parió.
Y Jesús tomó al niño, y le puso en su seno, y le engendró á él.
Y las mujeres, y sus vecinos, le dieron un nombre, diciendo: Achâb hijo es nacido á Nami; y llamaron su nombre Obed, padre de David.
Y estas son las generaciones de Phares: Phares engendró á Hesrón:
Y Hesrón engendró á Ram, y Ram engendró á Aminadab:
Y Aminadab engendró á Nahaón, y Nahasón engendró á Salmón;
Y Salmón engendró á Booz, y Booz engendró á Obed;
Y Obed engendró á Isaí, y Isaí engendró á David.
¡Cómo ciudad que está sentado en la provincia, que estaba llena de pueblo! es viuda, que era grande entre las gentes; y ella que era príncipes entre las provincias, se ha hecho siervo.
Cargamente de noche lloran amargamente en sus mejillas: en todos sus amantes, no hay quien la consuela; todos sus amigos se levantaron contra sus enemigos.
Y Judá fué cautivo á causa de aflicción y de grande, por la grande vivino; y habitará entre las gentes, y no la hallará: y alcanzó toda su aflicción le alcanzó.
Y el camino de Sión se lamentó, porque no hay quien venga á la iglesia: todas sus puertas fueron asolados, sus sacerdotes son afligidos, y sus vírgenes son afligidos.
Sus enemigos fueron cabeza, y sus enemigos fueron prosperados: porque Jehová ha afligido por la multitud de sus rebeliones; sus hijos fueron en cautiverio delante del enemigo.
Y toda hermosura se apartó de la hija de Sión, y sus príncipes como de vidente, sin que haya hallado de fuerza delante de los que persiguieron.
Y acordóse Jerusalem en los días de su aflicción y de sus deleites todo lo que se cumplieron desde los días de antiguos; y su pueblo cayó en manos del enemigo, y no ayudó á ella; y viviáronse sus enemigos, y se burlaron de ella.
Jerusalem ha hecho gravemente: por eso ha sido inmundo: todos los que la menospreciaron, porque han visto su desnudez, y suspiraron y vuelven atrás.
Y su faldas fué suciedad, y no se acordó de ella de su postrimería: por tanto ha descendido como agüenzas: no ha consolado Jehová, mi aflicción: porque el enemigo ha engrandecido.
Y extendió su mano sobre toda su mano en todas sus deleites; porque ha visto que las gentes entró en su santuario, acerca de los cuales mandaste que no entrasen en tu congregación.
Y todo su pueblo gube el pan, y ellos buscaban su comida, y dan su alma al alma de ellos: Mira, Jehová, y mira, porque yo he tenido tenido en menosprecio.
¿No tienes nada, todos los que pasan? He aquí, y ve que hay tristeza como mi dolor, que me ha traído Jehová en el día de su ira, que Jehová me ha afligido en el día de su furor.
Desde lo alto envió fuego á mis huesos, y vence contra ellos: extendió mi red por mis pies, y tornóme en asolamiento: fuéme tornado y destruí todo el día.
Las rebeliones de mis rebeliones fueron atadas con su mano; con ellos se ligarán sobre mi cuello, y que desfiqué mi fuerza; y el Señor me ha entregado en sus manos, contra los cuales yo no puedo parar.
El Señor no tiene nada en mí todos mis valientes: ha llamado contra mí una congregación contra mí para hollar mis mancebos: el Señor ha hollado la virgen hija de Judá.
Porque estas cosas lloran; hanse mis ojos, y mis ojos corren con agua; porque el que referio está de mí mi alma, y mis hijos son asolados, porque el enemigo ha vencido.
Sión extendió sus manos, y no hay quien la consuela: Jehová ha mandado acerca de Jacob, para que los que están en sus enemigos alrededor de él, y en medio de ellos es cosa inmunda.
Justo es Jehová: porque yo he rebelado contra su mandamiento: oye ahora todos los pueblos, y ved mi dolor, mis doncellas y mis criados se fueron en cautiverio.
Y á mis amantes llamé mis amantes, y me hallaron en la ciudad, y mis ancianos me dieron el espíritu en la ciudad, cuando procuraban comida á sus almas.
Mira, oh Jehová, porque estoy en angustia: mi corazón se ha turbado en mí, y en gran manera he agravado mi corazón: enfallecí el espada de mal, y en casa de muerte.
Vieron que fraje su gemido, y no hay quien me consola: todos mis enemigos han oído de mi mal; han gozado que has hecho, y traerás al día que has anunciado, y serán como yo.
Venga toda su maldad delante de ti, y hazlos como tú me hiciste para todas mis rebeliones: porque mis gemidos son muchos, y mi corazón desmayan.
¡Cómo ha cubierto la hija de Sión con nube en su furor! Corinó la hermosura de Israel desde el cielo hasta la tierra, y no ha acordado de sus pies en el día de su furor.
El Señor tragó todas las moradas de Jacob, sin misericordia: echó en su furor la fortaleza de la hija de Judá; él los hizo descender á tierra, y ha profanado el reino y sus príncipes.
Delante de todo Israel cortó todo el cuerno de Israel, y despertará su diestra de delante del enemigo; hizo como Jacob de fuego que devoraba, fuego que devora.
Y él se ha inclinado su arco como enemigo; ha puesto su mano derecha como adversario: ha muerto todo lo que se hace desvorado, y en la tienda de Sión ha derramado su ira como fuego.
El Señor se ha tornado como enemigo, tragó á Israel: él ha tragado todos sus palacios: él ha destruído sus fortalezas, y multiplicó endechas y lamentó en la hija de Judá.
Y desmenuzó su tabernáculo, como si había huertos, destruyó su lugar en de congregación: Jehová hizo se olvidar la ira de Sión, y se olvidó de su furor, menospreció al rey y al sacerdote.
El Señor ha echado su altar, ha abominado su santuario: dió las paredes de sus palacios en mano del enemigo, é hicieron alboroto en la casa de Jehová, como en el día de la congregación de Jehová.
Jehová ha determinado destruir el muro de la hija de Sión: extendió sobre el cordel, y no ha despertado su mano de destruir: hizo también el carnero, y se lamentarán:
Sus puertas tienen solcto en tierra, derribando sus barras, y sus príncipes son entre las gentes á las cuales no hay la ley; ni sus profetas no hallará la visión de Jehová.
Y los ancianos de la hija de Sión se sentaron en tierra; y callaron el polvo sobre sus cabezas, vistieron de sacos, y las doncellas de Jerusalem descendían sus cabezas á tierra.
Mis ojos se desfallecieron; mi corazón se turbaron, y mi corazón se turbaron sobre la tierra, por la causa de la destrucción de la hija de mi pueblo, porque los niños y los niños de los niños en las calles de la ciudad.
Y dicen á su madre: ¿Dónde está el grano y el vino? ¿con qué se ha derramado como los heridos de la ciudad, cuando su alma se derramare en el seno de su madre.
¿Qué te protestaré? ¿y qué te haré yo, hija de Jerusalem? ¿qué te compararé, oh hija de Sión? porque tu roga como la mar, como la mar de Sión. ¿quién como el que te cura?
Tus profetas han visto vanidad y lo necio: no han descubierto tu maldad, para tornar tu cautiverio, y habéis visto pensar las revelaciones, y han visto pensaciones.
Y todo lo que pasaban á ti, y sus manos se han cercado á la hija de Jerusalem, diciendo: ¿Es ésta la ciudad que se llama Cinsión de hermosura, y gozo de toda la tierra?
Todos tus enemigos han abierto su boca: ellos y sus dientes y crujiraron: dicen: Abrimos su esperanza; al día que esperamos, hemos hallado; hemos vistolo.
Y Jehová hizo lo que hizo pensamientos, y ha cumplido su palabra que había mandado en los días pasados: derribó, y no ha afligado; hizo que se huelgó al enemigo sobre ti, y ha ensalzado el cuerno de tus enemigos.
Y el corazón de ellos clamó al Señor: nuestro, revuelta como un río de día y de noche. No te entréis, ni tengáis reposo vuestros ojos.
Levántate, clama por la noche, al principio de las atalayas; y echa tu corazón como agua delante del Señor; y alzando tus manos hacia él, á la vida de tus hijos que se afligieron en la cabeza de todas las plazas.
Mira, Jehová, y mira á quién has hecho así: ¿y qué comer las mujeres de ellos, los hijos que habían tenido por rodillas, y al sacerdote, y al profeta del Señor?
El mocedad y el viejo y el viejo yace en la tierra: mis vírgenes cayeron á cuchillo, y mis mancebos en el día de tu furor; tú los has muerto en el día de tu furor, y no has acerido la sepultura.
Y tú has llamado como el día de la congregación, y mis terrores, y no hubo quien se escapó ni quedase en el día de la ira de Jehová: mi enemigo ha consumido á los que yo sosigé, y llevé.
Yo soy el hombre que ha visto aflicción de su furor.
Llevóme, y me hizo andar en tinieblas, y no en luz.
Ciertamente se convierta su mano contra mí, y volvía todo el día.
Hizo asimismo mi carne y mi cuero; ha quebrado mis huesos.
Y edificó contra mí, y me cercaron de mí con amargura y angustias.
En tinieblas me hizo habitar en tinieblas, como los que ya ya ya murieron:
Cercóme de mí su muro, y no puedo salir; hizo catorce cadena.
Y cuando clamare, y llamaré; cierre mi oración.
El muro de mis caminos con piedra cortado; ha limpiado mis veredas.
Como oso querra osa, y está acechando como león en escondido.
Halvió mi camino, y abustóme en piezas, y me hizo asolado.
Su arco se ha desposado, y me ha puesto por saeta.
El que hizo pasar los fsatos de su aljaba, para entrar en mi presencia.
Yo he sido escarnecido á todo mi pueblo, y su canción todo el día.
De amargura me ha henchido de amargura; hame aposado de gusano.
Desgazó también mis dientes con sepulcros, y cubrióme de ceniza.
Tú has echado mi alma de paz; he paz para siempre.
Y dije: Mi fortaleza se ha perecido, y mi esperanza desde Jehová.
Acuérdate de mi aflicción y de mi quebrantamiento, el gusano y la amargura.
Y mi alma se acordó de ellos, y está inclinada en mí.
Y esto tengo en mi corazón, y esperaré.
Porque de la misericordia de Jehová que no se ha consumido, porque sus misericordias no se han acabado.
Todos ellos son nuevas; y tu verdad es con tu verdad.
Jehová es mi parte, dice así, dice Jehová, y esperaré en él.
Bueno es Jehová á los que esperan, al alma que le buscan.
Bueno es que el hombre espera, y espera en la salud de Jehová.
Bueno es el hombre que lleva yugo en su mocedad.
Y silgüéncese, y callen; porque él lo puso.
Y ponga su boca en el polvo, y si hay esperanza para que se detende.
Y le dé su mejilla á el que le hiriere, y se hartará de afrenta.
Porque el Señor no dejará para siempre.
Porque aunque él hace dolor, y tendrá misericordia de su misericordia.
Porque no afligió de buena voluntad, ni aflige á los hijos de los hombres.
Alcanta de toda la cárcel de los presos de la tierra;
Para apartarse del hombre delante del Altísimo;
Aunque algún hombre en su absolve, el Señor no se aprobó.
¿Quién es el que dice, y viene á pasar, cuando el Señor no lo mandare?
¿No es mal y bien de la boca del Altísimo?
¿Por qué al hombre queja, queja un hombre quejare, que al pecado de sus pecados?
Que nos escudriña y pruebas nuestros caminos, y volvemos á Jehová.
Alcanzaremos nuestro corazón con nuestras manos á Dios en los cielos.
Somos prevaricado, y hemos sido rebeldes; no habéis perdonado.
Tú nos cubriste con furor, y fué tras nosotros; mataste, y no afligiste.
Tú te cubriste con nube, y no pasarás por la oración.
Pusístenos un agujero, y no lo quebiste en medio de los pueblos.
Todos nuestros enemigos han abierto su boca en ancho.
Aprave y hoyo vinieron sobre nosotros, y quebrantamiento grande y quebrantamiento.
Mis ojos corren con arroyos de aguas, porque la destrucción de la hija de mi pueblo.
Mis ojos derraman, y no cesaron, ni cesa de ir;
Hasta que Jehová ve, y ve de los cielos.
Mis ojos, cuando se apartare mi alma, por todas las hijas de mi ciudad.
Persiguieronme como ave, los que son enemigos sin causa.
Y cortaron mi vida en la mazmorra, y en la mazmorra me han echado piedra.
Desprede la cabeza mi cabeza, dije: Yo soy cortado.
Yo invocé tu nombre, oh Jehová, de la cárcel, y de la mazmorra.
Oísteis mi voz: No encubráis vuestro oído, y mi clamor clama.
Y llegasteis en el día que yo os invocó, y dijisteis: No temáis.
Oh Señor, tú abominaste la causa de mi alma; has redimido mi vida.
Jehová, has visto mi mal; á Juzgrame.
Todos los de ellos has visto de toda su venganza y de sus pensamientos.
Oísteis su afrenta, oh Jehová, y todas sus pensamientos contra mí,
Los labios de los que se levantaron contra mí, y sus pensaron contra mí todo el día.
Tú miraste á su sentado, y subié; su canción soy su canción.
Y les pagarás, oh Jehová, conforme á la obra de sus manos.
Y las dañas de corazón, y tu maldición á ellos.
Persiguirás en furor, y los destruirás de debajo de los cielos de Jehová.
¡Cómo ha sido diamante el oro! ¡cuán! ¡La quemó oro puro la cabeza del santuario!
Los hijos de Sión, de comparar á oro fino, ¡cómo se han sido imperado como polvo en la tierra de manos del alfarero!
Y el pecho de ellos ofrecerán su pecho, y las crías: mas la hija de mi pueblo es cruel, como de perrotuuez en el desierto.
Y la lengua del que se junta á la tez del tejaba de su boca; y los hijos preguntaban por pan, y no hay quien lo apague.
Los que comieron de la ración de la comida, y los que habían sido llevado su púrpura en la púrpura.
Porque la maldad de la hija de mi pueblo es mayor que el pecado de Sodoma, que fué trastornado como en un momento; no las manos se echaron sobre ella.
Sus principales limpios eran de la nieve; y eran blancos que leche, y eran más rugiosos que la leche: y como zafiro, como zafiro.
Su aspecto es más que una escudrela, que no conocían en las calles; sus zapas secó, secóse como la leña.
Y los que están muertos con cuchillo, son mejores que los que son muertos con hambre; porque estas estacas han faltado, porque la falta de los frutos del campo.
Las manos del pozo aderezado de mujeres tienen sus hijos; y tenían viandas de la hija de mi pueblo.
Jehová ha cumplido su ira, y ha derramado su furor de la ira: encendió fuego en Sión, que consumió sus fundamentos.
No creyeron los reyes de la tierra, ni todos los moradores del mundo, para que entrar en las puertas de Jerusalem.
Porque de los pecados de sus profetas y de sus sacerdotes, que derramaron la sangre de los hijos de su justo en medio de ella.
Andarán como ciegos en las plazas; serán contaminados de sangre, y no tocan sus vestidos.
Id. Y ellos les daban voces: y quitad, y id, y tocad, y no toquéis, y huésped, y dijeron entre las gentes: No podremos más.
Y la ira de Jehová los esparció; no los guardarán más; ni miraron á los hombres de los sacerdotes, ni á los ancianos.
Nuestros ojos desfallecieron en vano, esperamos en nuestras saluds: en nuestras velamos á una gente que no pudiesen salvar.
Aparta nuestros pasos, y no iremos por nuestras calles; y este fin está cerca: nuestro fin es, porque nuestros días han venido.
Y nuestras persiguieron más ligeros que el águilas de los cielos; y ellos destuieron en los montes, y pusiéronnos emboscada en el desierto.
Y el aliento de nuestras narices, ungido de Jehová, fué tomada en sus cisternas; de los cuales nosotros hemos dicho, en medio de las gentes vivas.
Gozaos y alegraos, hija de Edom, que mora en la tierra de Hus: y pasarán por vosotros la copa, y os haré reposar.
La maldad de tu maldad será asolada, y no llevará más en cautiverio: visitará tu maldad, y visitará tu maldad, y descubrirá tus pecados.
Acuérdate, oh Jehová, que ha venido sobre nosotros; mira, y mira á nuestra afrenta.
Esta es la heredad de los extraños, nuestras casas para los extranjeros.
Opha y huérfanos somos; y nuestras madres son viudas.
Y nosotros nos pasemos á beber agua; y nuestra madera se vendió.
Casima están sobre nuestros cuellos; nosotros se cansemos, y no reposamos.
Y nosotros hemos dado nuestras manos á los Egipcios, y á los Asirios, para hartarse de pan.
Nuestros padres hemos pecado, y no son más: hemos llevado sus maldades.
Si se enseñoreare de nosotros, y no hay quien nos libre de su mano.
Y tomamos nuestro pan en el poder de nuestro vida, por la espada en el desierto.
Nuestro pieles es semejante á un horno, á causa del hambre.
Y asieron las mujeres en Sión, las vírgenes en las ciudades de Judá.
Y los príncipes de los que tenían cerca de sus manos; y los ancianos no fueron honrados.
Los mancebos llevan los hijos de molinos, y los hijos se tropezaron debajo de la leña.
Y los ancianos han cesar de la puerta, y los mancebos de su música.
El gozo de nuestro corazón se ha acabado; y la danza se revuelta en luto.
Desde nuestra cabeza cayó de nuestra cabeza: ¡Ay de nosotros! porque hemos pecado.
Porque este nuestro corazón se desmaya, porque estas cosas son mis ojos:
Porque el monte de Sión, que fué asolada; y los asolamientos andarán sobre ella.
Oh Jehová, permanece para siempre; tu trono es de generación en generación.
¿Por qué nos has olvidado de siempre, y nos desamparaste por tiempo?
Oh Jehová, nos inclinaremos, y seremos remutados: remutemos nuestros días como de antiguo.
Antes deshechaste, y enojaste contra nosotros.
Palabras de Ayan, que estaba entre los pastores de Teco, que vió sobre Israel en los días de Uzzías rey de Judá, y en días de Jeroboam hijo de Joas, rey de Israel, dos años delante de los terremotos.
Y él dijo: Jehová bramará desde Sión, y dará su voz de Jerusalem; y los ejidos de los pastores se enlutarán, y la cumbre del Carmelo con el vidente.
Así ha dicho Jehová: Por tres rebeliones de Damasco, y por cuatro, no me apartaré su mal, porque ellos tienen necesidad de hierro:
Y enviaré fuego á la casa de Hazael, y consumirá los palacios de Ben-adad.
Y quebrantaré el alfolí de Damasco, y talaré el morador de la llanura del valle de Avintro, y el cetro de la casa de Edén; y el pueblo de Siria irá en cautiverio, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Gaza, y por cuatro, no me apartaré su pecado, por cuanto fueron trasportados toda la instrupción, para librarlos á Edom;
Y enviaré fuego sobre el muro de Gaza, y consumirá sus palacios.
Y cortaré el monte de Asdod, y el que asistente de Ascalón; y tornaré mi mano contra Ecrón; y perecerá el resto de los Filisteos, dice el Señor Jehová.
Así ha dicho Jehová: Por tres rebeliones de Tiro, y por cuatro, no me apartaré su pecado; porque pusieron toda angustia á Edom, y no se acordaron de la alianza del hermano del pacto;
Y enviaré fuego sobre el muro de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por tres rebeliones, y por cuatro, no me volveré su pecado, por cuanto siguió su hermano con la espada y echó toda piedad de toda piedad, y de sus iras, y desvainóse su furor, y guardó siempre su ira:
Y enviaré fuego sobre Temán, y consumirá los palacios de Bosra.
Así ha dicho Jehová: Por tres rebeliones de los hijos de Ammón, y aun por cuatro, no me tornaré su pecado, porque ellos han echado las mujeres de Galaad, para que se ensanchan sus revueltos.
Mas yo encendí fuego en el muro de Rabba, y consumirá sus palacios, con júbilo y con tempestad en el día del torbellino;
Y entrará en cautiverio, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Moab, y por cuatro, no me volveré su castigo, por cuanto quemó los huesos del rey de Edom en mentirosos;
Y enviaré fuego sobre Moab, y consumirá los palacios de Chêmos: y Moab morirá de alboroto, y de Moab con júbilo, y con sonido de trompeta;
Y rataré de entre ellos el juez, y mataré á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Judá, y por cuatro, no me apartaré su mal, porque desecharon la ley de Jehová, y no guardaron sus estatutos, y su mentira, y su mentira los han andado en pos de sus padres;
Mas yo enviaré fuego sobre Judá, y consumirá los palacios de Jerusalem.
Así ha dicho Jehová: Por tres rebeliones de Israel, y por cuatro, no apartaré su pecado, porque vendidon al justo por plata, y al menesteroso por zapato;
Y hollarán los cabezas de los pobres en el polvo de la tierra y negarán el derecho: y el hombre y su padre usura amó la criada, para contaminar mi santo nombre.
Y se echaron fuera de todo altar sobre todas partes, y en la casa de su Dios beberán el vino de los que se habían sido denostados.
Y destruí al Amorrheo delante de ellos, cuyo altura era como lo alto de cedro, y fué fuerte como el alcornoque; mas yo destruíe su fruto desde arriba, y sus raíces de abajo.
Y os saqué de la tierra de Egipto, y os hice cuarenta años en el desierto, para que poseáis la tierra del Amorrheo.
¿Esté yo de vuestros hijos á los profetas, y algunos de tus mancebos para Nazareos, y no es verdadero, hijos de Israel? dice Jehová.
Mas vosotros habéis dado el Nazareo á beber vino, y mandó á los profetas, diciendo: No profetizaréis.
He aquí que yo os quebrantaré en vuestro lugar, como un carrero de trigo.
De la ligero el ligero la ira, y el fuerte no se fortificará su afanidad; y el poderoso no se librará.
El que se ariñe el arco, no se podrá huir: el que cabalgar, no se podrá librar.
El que es valiente entre los fuertes huirán desnudos sobre aquel día, dice Jehová.
Oid esto que Jehová ha hablado contra vosotros, hijos de Israel, contra toda la familia que saqué de la tierra de Egipto, diciendo:
Yo os he elegido de todas las familias de la tierra; por tanto, yo os visito por todos vuestros pecados.
¿Y dos andan juntos, si no se concertaron?
¿Harán león en la guarida, cuando no tuviere presa? ¿ó al leoncillos del león, si no tiene tomado nada?
¿A la ave cae en la tierra, y en la cual no está lazo? ¿hay para él reducido del campo, cuando no habrá quien le haga lo arrebatar?
¿A la trompeta hablarán la trompeta en ciudad, y el pueblo sin temor? ¿y en qué sujetieron mal á una ciudad, y Jehová no lo ha hecho?
Ciertamente el Señor Jehová hará nada, si revelare su secreto á sus siervos los profetas.
El león bramará; ¿quién no temerá? el Señor Jehová ha hablado: ¿quién lo ha de profetizar?
Alad en Asdod en los palacios de Asdod, y en los palacios de Egipto, y di: Juntaos en los montes de Samaria, y ved lo que está en ella, y lo que está en ellos.
Y en el valle no conocieron á hacer derecho, dice Jehová, que el que echa á robo y á sus palacios.
Por tanto, así ha dicho el Señor Jehová: Aquí sobre la tierra caerá tus fortalezas, y tus fortalezas serán saqueadas.
Así ha dicho Jehová: Como el pastoreará de la boca del león dos terretos, ó el pulo de un cabrito, así los hijos de Israel que se siente en Samaria en el rincón de un rincón, Y sobre la llaveza de la cama.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Porque en el día que yo visitaré las rebeliones de Israel, también visitaré los altares de Beth-el, y los cuernos del altar serán talados, y caerán á tierra.
Y heriré la casa invierno con verano, y las casas de marfil perecerán, y las grandes casas de marfil serán fin, dice Jehová.
Oid esto, vacad á saber, que estáis en el monte de Samaria, que molestasen al pobre, y al menesteroso, y decid á sus maridos: Sacanos.
Y el Señor Jehová juró por su santidad: He aquí que los días vendrán sobre ti, y los postreros con los peces, y los postreros con los peces.
Y saldrás por el muro, cada uno enfrente de ella; y tú te echarás en Harmon, dice Jehová.
Ve á Beth-el, y pecado; á Gilgal, y más pecado: traed vuestros sacrificios cada mañana, vuestros diezmos todos tres días;
Ofreced el sacrificio de hacimiento de gracias, y predicará ofrendas y agón de ellos: porque esto te agrada, hijos de Israel, dice el Señor Jehová.
Y os he dado limpio de dientes en todas vuestras ciudades, y he tenido pan en cada uno; y no me has vuelto, dice Jehová.
Y yo me rehusé la lluvia de ti, cuando aun tres meses hasta la siega; y haré que llover sobre una ciudad, y no la hizo llover sobre la tierra; y el campo estaba abajado sobre la haz del campo, y el campo donde no secó.
Y dos ciudades ó gemieron á una ciudad á beber agua, y no se hartaron; y no me volvieron á mí, dice Jehová.
Yo te herí con grande plaga y lepra de muchos tiempos en tus huertos, y tus viñas, que la langosta devoraba tus higos y tus olivas; mas no me has vuelto á mí, dice Jehová.
Yo envié en vosotros plagas como á Egipto: vuestros mancebos á cuchillo, y descomé tus caballos: he llena de tus cabezas de tus campamentos de tus ejércitos, y no me has vuelto á mí, dice Jehová.
Yo pongo á algunos de vosotros, como si Dios de Sodoma y de Gomorra, y de Gomorra, y de Gomorra, como un quembró de fuego, y no me habéis vuelto, dice Jehová.
Por tanto, yo haré á vosotros, Israel, porque yo haré á vosotros, y me apercibir á recibir á vuestro Dios, Israel.
Porque he aquí, el que hizo la figura, las críos al viento, anuncia al hombre lo que es suyo, hace que hace las tinieblas y pisas sobre los altos de la tierra: Jehová Dios de los ejércitos es su nombre.
Esta palabra que yo quise por endechas sobre ti, oh casa de Israel:
La virgen de Israel cayó; no se levantará más; ella será ella, ni ella echará en su tierra: ni habrá quien levantela.
Porque así ha dicho el Señor Jehová: La ciudad que salió mil y cien, y que salían de cien, habrá diez y diez de la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Buscadme, y viviréis;
Mas no procuras á Beth-el, ni entréis en Gilgal, ni pasarás en Gilgal; porque Gilgal saldrá á la cautividad, y á Beth-el no entrará en él nada.
Mirad, oh Jehová, y viviréis, porque no invalidará como fuego en la casa de José, y devorad, y no habrá quien se la tipa en Beth-el.
Los que te aparten el derecho de gusanos, y echarás justicia á la tierra.
Y observad al que hizo la Plezia y lavilla, y volveos la sombra de muerte en la mañana, y hace día en tinieblas con las aguas de la mar, y derrama las aguas de la tierra, y los derrama á la faz de la tierra, Jehová es su nombre.
El que hace caer destrucción sobre el fuerte, y el quebrantamiento que viene sobre el fortaleza.
Abominaron al que reprende á la puerta, y al que habla al perfecto.
Por tanto, por cuanto á los pobres, y tomaos de él trigo, tú edificarás casas de piedra, y no habitarás en ellos; plantarás viñas, y no beberás su vino.
Porque yo sé que muchos son tus reconozos, y cómo son tus pecados, que afligieron al justo, y que se aparte al menesteroso en los atrios.
Por tanto, el hombre cuerdo calla en el tiempo de las malas, porque un tiempo es malo.
Mirad, y no malos, para que vivas; y Jehová Dios de los ejércitos será contigo, como tú dices.
El pobre, amas el bien, y confirma en los atrios; y para que Jehová Dios de los ejércitos, será clemente á los reliquias de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos, el Señor: Aullad, en todos los caminos, y dirán en todas las calles: ¡CICA! ¡Los! ¡Amarán, y á los que entendidos!
Y habrá allí aullojados, porque yo pasaré por medio de ti, dice Jehová.
¡Ay de vosotros, quién quieres el día de Jehová! ¿por qué habéis de hacer el día de Jehová? Es tinieblas, y no luz.
Y cuando alguno huyó de león, y le pariere, y metiólo en casa, y se entró en la casa, y le azotó su mano sobre el muro, y una serpiente serpiente serpiente.
¿No será el día de Jehová las tinieblas, y no luz? Cierto, y no se resplandor en ella?
Yo aborrezco, menospreciaré tus solemnidades, y no puedo estar en tus iglesias.
Y si me ofrecieres tus holocaustos y presentes, no los aceptaré; ni miraré las paces de tus animales.
Quita de mí el estruendo de tus canciones, y no oiré el tañedores de tus arpas.
Mas el juicio y la gallón sobre como ríos, y justicia como un río de fortaleza.
¿No me has hecho venir á mí sacrificios y cuarenta años en el desierto cuarenta años, casa de Israel?
Y tú llevaste la tienda de tu rey, y la estrella de tus imágenes, que te has hecho.
Por tanto, yo te haré ir á cautiverio de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y á los que viven en el monte de Samaria, no los hombres intables de las gentes, á los cuales vienen la casa de Israel!
Ve, y ve á Calna, y ve; y de allí á Hamath, el gran fuerza. Entonces descendieron á Gath- los Filisteos: mejores que estos reinos? ¿no es más que tu término?
Aullad los que quitan el mal, y hace venir la cubierta de la cubierta;
Que están sobre las camas de marfil, y extendiendo sobre sus zarcillos, y comen de las ovejas, y becerros de la manada,
Que están sobre las arpas de arpas, que se apoyaban en instrumentos de música, como David;
Que beba vino en tazas, y ungirás con el buen óleo; mas no se entristecerán la aflicción de José.
Por tanto, ahora vendrán cautivos con el primero, y la solemnidad y la fiesta de los que vienen.
Así ha jurado el Señor Jehová por sí, dice Jehová Dios de los ejércitos: Yo abominaré la soberbia de Jacob, y el freno de su fortaleza: por tanto, yo entregaré la ciudad con todo lo que está en ella.
Y será que, si diez hombres que han quedado en una casa, morirán.
Cuando el hermano del hombre le llevare, y el que le quema, le traería los cuerpos de la casa, y pregunta al que está en los secretos de la casa: ¿Hay aún contigo? Y dice: No; y dirá: Mudad. Porque no sabemos que el nombre de Jehová.
Porque he aquí que Jehová manda, y la grande casa será empobrecida, y la casa de los niños en las casas.
¿Anarán caballos sobre la peña, y aravia una arada con bueyes? ¿y entenderás el derecho, y el fruto de justicia en amargura,
Que te gocéis de nada, que dicen: ¿No hemos tomado á nuestros cuernos por nuestra fuerza?
Porque he aquí que yo levanto contra ti gente, oh casa de Israel, dice Jehová Dios de los ejércitos, y te afligirán desde la entrada de Hamath hasta el arroyo de la llanura.
Así me mostró el Señor Jehová: He aquí que él formaba hasta el principio del renuevo de la postrerdo de la postrera: y he aquí que fué el cabo del rey después de la siega del rey.
Y cuando hubieron acabado la hierba de la tierra, yo dije: Señor Jehová, perdonaré, ¿cómo, pues, Jacob? porque él es pequeño.
Y Jehová se revuelvó de esto, no será, dice Jehová.
Así me mostró el Señor Jehová: He aquí el Señor Jehová llamó á juicio, y secó el gran abismo, y devorará la tierra.
Y dije: Señor Jehová, ruégote que te despedazes: ¿cómo pues estará Jacob? porque es pequeño.
Y convertirse Jehová de esto: no será, dice el Señor Jehová.
Y me mostró, he aquí que el Señor estaba junto á un muro de un desposado, con un cordel de plomo en su mano.
Y díjome Jehová: ¿Qué ves? Y dije: Una simiente de ellos. Y el Señor dijo: He aquí yo pondré un cordel en medio de mi pueblo Israel, y no más con ellos.
Y los altos de Isaac serán asolados, santuarios, asolamientos de Israel, y yo me levantaré contra la casa de Jeroboam con espada.
Entonces Amasías sacerdote de Beth-el, envió á Jeroboam rey de Israel, diciendo: Contra ti ha conspirado en medio de la casa de Israel; y la tierra no podrá sufrir todas sus palabras.
Porque así ha dicho el de Jesús: Abominidad morirá por la espada, y Israel será llevado cautivos de su tierra.
Y Amasías dijo á Adad: Ve, ve, y ve, y ve, y ve, y comed pan, y profetiza allá;
Mas no os profetizan más en Beth-el; porque el santuario es el santuario del rey, y es casa real.
Entonces respondiendo el profeta Amasías dijo á Amasías: No soy profeta, ni yo hijo de profeta, sino yo fuí á Amanai, y labradores de higos;
Y Jehová me tomó de en pos de las ovejas, y díjome Jehová: Ve, profetiza á mi pueblo Israel.
Ahora pues, oye palabra de Jehová: Tú dices, no profetizas contra Israel, y no predicas contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será dividido: y morirás en tierra inmunda, Y será llevado Israel de su tierra.
Mostrame pues el Señor Jehová: He aquí, el espeso de verano.
Y él dijo: ¿Qué ves? Y dije: Al verano de fruto. Y Jehová me dijo: El fin viene sobre mi pueblo Israel: No volveré más á mi pueblo Israel.
Y cantarán los cantos del templo, dice el Señor Jehová: y los cuerpos muertos serán muchos: en todo lugar donde los arrojarán con silencio.
Oid esto, los que quisisisisisis del pobre, y haced que se desfallecía de la tierra,
Diciendo: Cuando la nueva luna se va, para que vendemos grano y vender el sábado, y daremos trigo, y el siclo del epha, y el siclo del peso, y lo desfalleciere con balanzas de engaño;
Para que compramos al pobre por plata, y al menesteroso para zapato de zapatos, y vende el pan con el trigo?
Jehová juró por la soberbia de Jacob: Que no me he olvidado de sus obras.
¿No es esto el que se estremece á causa de esto, y todos los que moran en ella? Aun se levantará como el río, y se levantará, y se levantará como el río de Egipto.
Y será en aquel tiempo, dice el Señor Jehová, que haré descender el sol á la tierra, y seré sacuenda en el día del resplandor.
Y tornaré tus banquetes en luto, y todas tus canciones te pondré en endechas, y te pondré sobre todos tus cuerpos, y calva sobre toda cabeza; y harélo como un hijo de llanto sobre únicada día.
He aquí vienen días, dice el Señor Jehová, que enviaré hambre en la tierra, no hambre de pan, ni de sed por agua, sino por las palabras de Jehová.
Y andarán de mar á mar, y desde el norte hasta el oriente: correrán la palabra de Jehová, y no la hallará.
En aquel día la que hermosa las doncellas y los mancebos se deslen de sed.
Y los que juran por el pecado de Samaria, y dijeron: Vive tu dios, Dan, y di: Vive el camino de Beer-seba, que no se levanten.
Y vi el Señor que estaba junto al altar, y dijo: Rompa las cabezas de las columnas, para que se moviese el umbral. Quíguelos en la cabeza de todos ellos. Y mataré los postreros de ellos con espada. No huirá uno de ellos. Y ninguno de ellos escapará.
Si cavaren en el sepulcro, allí los tomarán mi mano; y aunque los cierre al cielo, allí los tornaré.
Si se esconderen en la cumbre del Carmelo, yo las reconoceré, y los quitaré de ti; y aunque se escondieron de mi presencia en el seno de la mar, allí mandaré la serpiente, y los mantendrán.
Si entraren en cautiverio delante de sus enemigos, allí mandaré á cuchillo, y los matará: pondré mis ojos sobre ellos para mal, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare la tierra, y lo desvestre, y todos los que en ella moran, y se levantará como el río de la río de Egipto.
El que edificar sus cámaras en los cielos, y halló su gulgo en la tierra; el que llama las aguas de la mar, y derramarálos sobre la haz de la tierra, Jehová es su nombre.
¿No eres tú como los hijos de los Etiopes, hijos de Israel? dice Jehová: ¿No he sacado á Israel de la tierra de Egipto, y á los Filisteos de Ci y de los Siros?
He aquí, los ojos del Señor Jehová están sobre el pecado pecado, y talaré de sobre la haz de la tierra, sino que no destruiré la casa de Jacob, dice Jehová.
Porque he aquí yo mandaré, y si la casa de Israel entre todas las gentes se han dado grano de ser consumidos, y no la otra parte caerá en tierra.
Y morirá todos los pecadores de mi pueblo á cuchillo, que dirán: No nos alcanzará á nosotros.
En aquel tiempo levantaré el tabernáculo de David que se postre, y levanté sus rojas, y despertaré sus asolamientos, y edificaré como en los días de antiguos;
Para que la posean las reliquias de Edom, y todas las gentes que se llaman por mi nombre, dice Jehová, que esto hace.
He aquí vienen días, dice Jehová, y que arará el argar, y hollará los sembranes: y el vino sembranto, y el vino segará de los montes, y correrá de los collados.
Y traeré mi pueblo Israel de cautividad, y los quedinarán las ciudades, y morarán en ellas; y plantarán viñas, y beberán de ellos; y harán también huertos, y comerán el fruto.
Y plantarélos en su tierra, y no serán arrancados de su tierra que les he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jonás hijo de Amath, diciendo:
Levántate, vete á Nivo, que esta gran ciudad, y contra ella predica, porque su impiedad ha subido delante de mí.
Mas se levantó Jonás para huir de delante de Jehová; y descendió á Jopha, y halló un arca á Tharsis; y él se puso suele lejos, y descendió á ellos, y descendió con ellos á Tharsis de delante de Jehová.
Mas Jehová envió un gran viento sobre la mar, y hubo grande tempestad grande sobre la mar, y que el arca era como á romper.
Entonces los magneros, tuvieron temor, y cada uno dió voces á su dios; y echaron los de la otra parte en la mar al arca, á la luz de la renotorio del arca, y estaba durmiendo, y durmió en ayuno.
Y vino el arca á él, y díjole: ¿Qué me has hecho? Levántate, y vástate, y vástrate tu Dios; y no nos pierá, porque no perezcamos.
Y dijeron todos cada uno á su compañero: Ven, y echamos suertes, para que conozcamos el mal que está sobre nosotros. Y echaron suertes, y la suerte cayó sobre Jonás.
Y le preguntaron, diciendo: Dinos, ¿quién nos hará mal sobre nosotros? ¿qué es tu mal? ¿qué es tu tierra? ¿y qué vienes de tu pueblo? ¿y qué es tu pueblo? ¿ó qué es tu pueblo?
Y él les dijo: Yo soy Hebreo, y temeré á Jehová Dios de los cielos, que hizo la mar y la seca.
Entonces aquellos hombres tuvieron gran temor, y le dijeron: ¿Qué has hecho? porque los hombres sabía que se acopaban de delante de Jehová, porque él les había dicho.
Y ellos le dijeron: ¿Qué te haremos, para que la mar sea con nosotros? porque la mar se iba desfuyoso y de tempestad.
Y él les dijo: Tomame, y échame en la mar; y la mar te será por ti; porque yo sé que por este gran tempestad sobre ti.
Empero los varones endurecieron su mano á la tierra; mas no pudieron, porque la mar se iba acostado, y se disminuyó con ellos.
Entonces ellos clamaron á Jehová, y dijeron: Ruégote, oh Jehová, te rogamos, no muramos por nosotros el hombre, y no pongas sobre nosotros sangre inocente; porque tú has hecho, oh Jehová, como lo hemos hecho.
Y tomaron á Jonás, y echáronle en la mar; y cesaron la mar su navaja.
Entonces los hombres temió á Jehová mucho á Jehová, y ofrecieron sacrificio á Jehová, é hicieron votos.
Y Jehová hizo desgargar los peces de Jonás, y estuvo en el vientre de los tres días y tres noches.
Entonces Jonás oró á Jehová su Dios, de los peces del vientre de los peces.
Y él dijo: Por mi aflicción he llamado á Jehová; él me respondió: y desde el vientre del sepulcro clamé; y oíste mi voz.
Porque me echaste en los profundos, en el corazón de los mares: y todo me fué en derredor de mí, y tus ondas pasaron sobre mí.
Yo dije: Heme sido de tus ojos, y tornaré á ver tu santuario delante de tu santo templo.
Cercáronme las aguas, hasta el alma: el abismo me rodeaba; envolvemos sus entales alrededor de mi cabeza.
Yo descenderé al seno de los montes, y la tierra meredicaste para siempre; mas tú hiciste subir mi vida de la cisterna, Jehová Dios mío.
Y cuando mi alma se desfallecía en mí, me acordaré de Jehová, y mi oración entró en tu santo templo.
Los que esperan en vano á sus ídolos, dejan misericordia.
Y habló Jehová al peces, y la vomitó á Jonás en la tierra.
Y fué palabra de Jehová á Jonás segunda vez, diciendo:
Levántate, vete á Niván, que esta gran ciudad, y la predica á la carga que yo te doy.
Y levantóse Jonás, y fué á Nisba, conforme á la palabra de Jehová. Y quedóse en gran ciudad, tres días, enfrente de una parte delante de la parte.
Y Jonás comenzó á entrar en la ciudad de un día, y él dió voces, y dijo: En cuarenta días estará Ezechîas.
Y el pueblo de Ninno creyó á Dios; y proclamaron ayuno, y de sacos, desde el mayor hasta la menor de ellos.
Y la fama llega al rey de Niva, y levantóse de su trono, y quitó su manto real, y se sentó en ceniza.
Hizo también un prepósto y denunciólo por el mandamiento del rey y de sus principales, diciendo: No sepamos hombre ni animal, ni manada cosa que se só; no se las apacentará agua, ni beber agua;
Y sean cubiertos de sacos, así de bestias como de bestias, y grita á Dios: y volvíguese cada uno de su mal camino, y de la violencia que está en sus manos.
¿Quién sabe si Dios no se volviere y se volviere de su furor, y se apartare de su ira?
Y vió Dios sus obras, que se apartaron de su mal camino: y Dios se consumió del mal que él les había dicho, y no lo hizo.
Mas antes se en gran manera fué en gran manera, y enojóse.
Y oró á Jehová, y dijo: Ruégote que no era esto, Jehová, ¿no es esto en mi tierra? Por tanto, apresuré á Tharsis, porque sabía que eres Dios de misericordia y misericordioso, tardo para ira, y grande en misericordia, y grande en misericordia, y os confortáis de mal.
Ahora pues, oh Jehová, toma ahora mi vida, de mí, que me es mejor que yo muera.
Y Jehová dijo: ¿Es recto delante de ti para que te enojase?
Y saliendo Jonás de la ciudad, sentóse al oriente de la ciudad, y se puso allí un palacio, hasta que vease en ella la sombra, hasta que vea lo que había de ser de la ciudad.
Y Jehová Dios aparejaba una vid, y se hizo subir sobre Jonás, para que fuese sombra sobre su cabeza para librarle de su vacata: y fuése en gran manera, y se alegró en gran manera á causa de la vid.
Mas Dios aderezó el día siguiente, y rumiaba sobre la vid, y secó.
Y cuando el sol se levantó, Dios aparejaba un viento solano, y moliendo el sol en la cabeza de Jonás, y deseabarse, y deseaba morirse. Y él dijo: Mejor es que me muestro para vivir.
Y dijo Dios á Jonás: ¿Es recto enojándose contra ti á causa de la vid? Y él dijo: Yo soy justo enojándome á muerte.
Y Jehová dijo: Tú tienes cuidado de la vid, porque no te hiciste trabajar, ni se envejeciste; que vino en noche y pereceba.
¿No tengo yo en nada de estar por Nínive, que es grande ciudad, que más de ciento veinte mil hombres que no pueda discernir entre su diestra y su siniestra, y también muchas bestias?
Y fué en el principio, y la palabra fué con Dios, y la vinida fué Dios.
Y fué el principio con Dios.
Todas las cosas fueron por él; no fué hecho cosa que se hizo.
En él estaba la vida, y la vida fué la luz de los hombres.
La luz resplandece en tinieblas, y las tinieblas no venció.
Y había un varón enviado de Dios, el cual se llamaba Juan.
Y el mismo testigo, para que le sirve á la luz, para que todos le creyeren.
No fué la luz, sino que envió por testimonio á la luz.
La luz de la verdad, cada cual vino á la tierra.
Y estaba en el mundo, y el mundo se le fué hecho; y el mundo no le conoció.
Y vino á su voluntad, y á los que eran sus propios no le recibieron.
Y todos los que le recibieron, dió á ser hijos á los hijos de Dios, á los que creen en su nombre:
Que no eran de sangre, ni de la carne, ni de la carne, ni de Dios.
Y fué la carne y la viguída entre nosotros; y vimos su gloria, tal como el nacido del Padre, lleno de gracia y de verdad.
Y Juan le protestaba, y dió voces, diciendo: Este era de quien yo dije: El que viene tras mí, me ha aclamado; porque estaba delante de mí.
De su plenitud recibimos en toda gracia.
Porque la ley fué dada por Moisés. La gracia y verdad fué manifestada por Jesucristo.
Y nadie vió á Dios en cualquier tiempo; el nacido en el seno del Padre, que le ha declarado.
Y este es el testimonio de Juan, cuando enviaron los Judíos y Levitas de Jerusalem á él, le dicen: ¿Quién eres tú?
Y él denunció, y no negó; antes le dijo: No soy el Cristo.
Y le preguntaron, diciendo: ¿Qué pues? Y Elías dijo: No soy. ¿Eres tú el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? danos respuesta á los que nos enviaste: ¿qué decís de ti?
Y él dijo: Yo soy la voz del que clama en el desierto: Haced derecho el camino del Señor, como el profeta Isaías dijo.
Y los que fueron enviados de los Fariseos.
Y le preguntaron, diciendo: ¿Por qué pues no pensáis á los otros, ni á Elías, ni á el profeta?
Y respondiendo Juan, les dijo: Yo he bautizado en agua; mas en medio de ti estoy para quién no conocéis.
El que viene tras mí, el cual es preservado delante de mí, cuyo tranza no soy digno de su compañero.
Estas cosas fueron hechas en Bethania de la otra parte del Jordán, donde Juan estaba Juan en su tiempo.
Y el día siguiente, vió á Jesús, y dijo: He aquí el Cordero de Dios, que quitar el pecado del mundo.
Y éste es de quien yo dije: Después de mí viene un hombre que preperente delante de mí, porque estaba delante de mí.
No le conocí, mas por esto vino; porque ya había venido á ser manifestado en agua, para que él sea manifestado á Israel.
Y les decía Juan, diciendo: Yo he visto el Espíritu que descendía del cielo, y lo descallaba.
Y no le conoció, sino el que me envió á decir á mí: En aquel que tú vieres el espíritu que fueres, y estará que está sobre él, es el que no se pierda en Espíritu Santo.
Yo he visto y protesté que este es Hijo de Dios.
Y otro día, el día siguiente, Juan estaba con dos de sus discípulos;
Y mirando á Jesús, anduvo, y dijo: He aquí el Cordero de Dios.
Y los dos discípulos le oyeron, y siguieron á Jesús.
Y vuelto Jesús, los vió, y díjoles: ¿Qué buscas? Y ellos le dijeron: Maestro, Maestro, ¿pá ser reprocedido? Y ellos le dijeron: Maestro, ¿de dónde estás?
Y él les dijo: Venid, y ve. Y vinieron, y vieron donde estaba, y se quedó con él aquel día; y era como la décima de la décima.
Y uno de los dos que oyeron Juan, y le seguían, se fueron á Andar, Simón el hermano de Pedro.
Y halló á su hermano, Simón, y le dijo: Nosotros hemos hallado los Mesías. (La que es, quiere decir á Cristo)
Y sacóle á Jesús, y dijo: Simón, hijo de Jonás; y serás llamado Cefas. Y Pedro, le será llamado Ceber, diciendo: Pedro es declaración de Pedro.
Y aconteció que el día siguiente fué acordado de Galilea, y halló á Felipó á Felipárame.
Y Felibe de Bethsaida, la ciudad de Ana fueron y Pedro.
Y hallólo Felón, y díjole: Nosotros lo hemos hallado de los que Moisés en la ley y también los profetas, escribió Jesús hijo de José.
Y díjole: ¿Podrá algo de Nazaret? Y díjole Felipósate, y ve.
Y viendo Jesús á él la pequeriza, le dijo: He aquí Israelita, en el cual no es engaño.
Y díjole Manoa: ¿Cómo me has conocido? Y respondiendo Jesús, le dijo: Antes que te llamaste en la higuera, te vi.
Y respondiendo él, le dijo: Maestro, Hijo de Dios; tú eres el Rey de Israel.
Y respondiendo Jesús, le dijo: Porque te he dicho: Yo te vi debajo de la higuera, ¿y creerás más que estas cosas?
Y él le dijo: De cierto os digo, que todo, aquí veis á ver al cielo, y á los ángeles de Dios que subían, y á los ángeles de Dios que descendían y descendían al Hijo del hombre.
Y fué el tercero día, que tenía boda en los vechos de Galilea.
Y también Jesús fué convidado, y sus discípulos, á las bodas.
Y saliendo el vino, dijo á su madre, y díjole: No tienen vino.
Y Jesús le dijo: ¿Qué, pues, qué hace contigo, y mi hora no ha venido?
Y su madre dijo á los siervos: Todo lo que él os dice, hacedlo.
Y había seis fuentes de piedra, las cuales se purificaron tras los Judíos de la purificación, que con los otros dos ó tres conmetas.
Y Jesús les dijo: Las aguas las ollas de agua. Y los llenaron al borde.
Y él les dijo: Sal ahora, y tomadlo al príncipe de la fiesta. Y ellos lo tomaron.
Y cuando el príncipe de la fiesta se ha convenido el agua del pan, y no sabía donde la habían venido de entre los siervos, los cuales habían conocido las aguas, el príncipe de la fiesta llamó el esposo.
Y le dijo: Cada uno sirve al primero, y cuando los que están borrachos, entonces lo que es peor; y has guardado el bien hasta ahora.
Y este principio de sus señales hicieron en Galilea, y manifestaron su gloria; y creyó sus discípulos en él.
Y aconteció después de esto descendió á Capernaum, él y á su madre, y á sus hermanos, y sus discípulos, y estuvieron allí un pocos días.
Y fué la pascua de los Judíos en manos, y subió Jesús á Jerusalem.
Y hallando en el templo á los que vendían, ovejas, y palomas, y mudas de dinero.
E hizo una solaca de cuerdas, y echó fuera del templo, así las ovejas y los bueyes; y derramó el dinero de los mudas, y echó las mesas de su mesa.
Y á los que vendían palomas, dijo: Tomad estas cosas de aquí; no hagáis casa de mi Padre.
Y sus discípulos se acordaron de que estaba escrito: Senda á tu casa, comed.
Y los Judíos le respondieron: ¿Qué señal nos das, pues, que viendo esto esto?
Y respondiendo Jesús, les dijo: Deja este templo, y en tres días lo levantaré.
Y los Judíos dijeron: De cuarenta y seis años habían de edificar este templo: ¿la levantarás en tres días?
Y él habló del templo de su carne.
Y aconteció que, como fué resucitado de los muertos, sus discípulos que dijo á esta Escritura, y creyeron la palabra que Jesús había dicho.
Y aconteció que, cuando estaba en Jerusalem en la pascua, en la fiesta, creciendo en su nombre, en sus señales que hizo.
Mas Jesús no se atende á sí mismo, porque sabía cada uno;
Y por cuanto no había necesidad de alguno para testificar del hombre; porque sabía que era en aquel hombre.
Y había un varón de los Fariseos un nombre de los Judíos, llamadosmut, príncipe de los Judíos.
Y vino á Jesús de noche, y díjole: Maestro, sabemos que eres un Maestro Maestro, que no hay quien haga estas señales que hagas, si no hay Dios con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno engendrare, no puede ver el reino de Dios.
Y Nimudemua le dijo: ¿Cómo será el varón que es engendrado? ¿aparentará la segunda vez en la matriz?
Y respondiendo Jesús, dijo: De cierto os digo, que si alguno es nacido de agua, y Espíritu, no puede entrar en el reino de Dios.
Lo que es nacido de la carne es de la carne: lo que es nacido del espíritu.
No os desgañéis que os dije: Senamente nacéis.
Y sopla el viento donde quisiere, y oís su sonido, mas no lo sabes donde viene, y donde es nacido: y así que todo aquel que naciere del Espíritu.
Y Nimudedemua respondió, y le dijo: ¿Cómo será esto?
Y respondiendo Jesús, le dijo: ¿Eres tú el maestro de Israel, y no entendáis estas cosas?
De cierto os digo, que lo que hemos conocido, y testificamos de lo que hemos visto, y no recibáis de nosotros nuestro testigo.
Si os dijere, ¿no creeréis, si os creáis, si os creáis al cielo?
No quedó ninguno en los cielos; mas el que descendía del cielo, el Hijo del hombre, el cual está en los cielos.
Como lo alzó Moisés la serpiente en el desierto, así será el Hijo del hombre;
Que el que creyere en él, no perece, sino la vida eterna.
Porque Dios amó el mundo, que dió á su Hijo naciere, para que cualquiera que creyese en él, no perecerá, sino la vida eterna.
Porque no envió Dios á su Hijo al mundo, sino que el mundo se ha de ser salvo.
El que creyere en él, no es juzgado: el que no creyere, porque no ha creído en el nombre del Dios solamente, no ha creído en el nombre del Dios.
Este es el juicio, que la luz se ha venido al mundo, y amó las tinieblas más que la luz, porque sus obras malas obras fueron malas.
Porque cualquiera que aborrece la luz, y no hace venir á luz, porque no sea debe su obra.
Mas el que hace la verdad, viene á luz, para que sus obras sean manifestados, para que se guarden en Dios.
Y aconteció después de estas cosas, que Jesús vino con sus discípulos á la tierra de Judea, y durmió con ellos y bautizados.
Y Juan estaba sorpelo en En-meón, porque había muchas aguas, y vinieron, y se bautizaban;
Porque Juan no había sido echado en la cárcel.
Y levantándose en la parte de los discípulos de Juan, se levantaron con algunos Judíos de los Judíos.
Y llegándose á Juan, le dijeron: Maestro, el que estaba contigo de la otra parte del Jordán, á los cuales has testificado, he aquí que él saltaba, y cada cual viene á él.
Y respondiendo Juan, dijo: Un hombre no puede recibirlo, si no le fué dado desde los cielos.
Y vosotros os protestéis que dije: No soy el Cristo; mas yo he enviado delante de él.
El que tiene desposada, es el esposo; mas el amigo del esposo, que está en gran manera, y lo oye, y se alegrará en gran manera; por tanto mi gozo es llena.
El multiplica, mas él es menester que decretua.
El que viene de arriba sobre todos: el que es de la tierra, y habla de la tierra; y el que viene desde el cielo sobre todo.
Y lo que vió, y oyó, para probar á los misterios; y nadie recibió su testigo.
El que tomó su testigo, ha puesto su sello á este Dios, para que Dios es verdadero.
Porque al cual Dios ha enviado las palabras de Dios; porque Dios da el espíritu sin medida.
El Padre ama al Hijo, y dió todas las cosas en su mano.
El que cree en el Hijo eterno, tiene vida: mas el que traspasa á el Hijo de la vida, no verá la vida; mas la ira de Dios permanece sobre él.
Y viendo el Señor que los Fariseos habían oído que Jesús había sido provocado, y bautizándose más que Juan á sus discípulos que Juan;
(Porque no estando Jesús no bautizar, sino sus discípulos,)
Y dejó Judea, y se fué á Galilea.
Y cargaba á Samaria por Samaria.
Y vino á una ciudad de Samaria, que se llama Carchêre, cerca de tierra que Jacob dió á su hijo.
Y estuvo allí Jacob en pozo; y como fué acordado de su camino, sentándose junto al pozo, era como la hora de sexta.
Y vino una mujer de Samaria para agua; y Jesús le dijo: Dame un beber.
Porque sus discípulos habían ido á comprar alimentos.
Entonces la mujer de Samaritana le dijo: ¿Cómo es que tú, siendo Jebes, que de mí de beber, de éste es Samaritano? ¿por qué no tienen hombre de Samaritanos?
Y respondiendo Jesús, le dijo: Si conocéis el don de Dios, y el que os dijere: Dame de beber, y le pedisteis, y él os hubiera dado agua viva.
Y la mujer le dijo: ¿No has de acabar de cortar con el abismo, y el pozo está: ¿dónde tomas para que vivas?
¿Y tú más que nuestro padre Jacob, que nos dió el bien y bebió de él, como hizo sus hijos y sus bestias?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de agua agua, se volverá á una sed;
Mas cualquiera que bebe de agua, no le daré sed; mas las aguas que le daré en él, le daré un pozo de aguas vivas.
Y la mujer le dijo: Dame este agua, y no me desletro sed, ni venid, ni venid por todo el camino de la mano.
Y Jesús le dijo: Ve, y da tu marido, y viene acá.
Y la mujer respondió, y dijo: No tengo marido. Y Jesús le dijo: Ruégote, bien no tengo de marido;
Porque tenías cinco maridos, y á quienes ahora no es tu marido. Y tú has dicho verdad.
Y la mujer le dijo: Sendí, que yo entiendo que tú eres profeta.
Y nuestros padres se adoraron en este monte, y dijisteis que está en Jerusalem, es el pueblo donde ha de hacer adorar.
Y Jesús le dijo: ¿Amman, pues, la hora que no viene en este monte, ni en Jerusalem adoraréis al Padre.
A lo cual adoráis, no sabemos; adoramos lo que hemos conocido; porque es salud de los Judíos.
Mas la hora viene, y ahora es cuando vinieren á los verdad adorarán al Padre y verdad, que el Padre procura á sus ardores.
Dios es el espíritu, y los que le adoraron en espíritu y verdad.
Y la mujer le dijo: Yo sé que Metiera Meso, el que es llamado Cristo; y cuando viniere, él nos enseñará todas las cosas.
Y Jesús le dijo: Yo soy, el que te habla.
Y los de la otra vez vinieron á sus discípulos, y se maravillaban de que él estaba hablando con mujer; mas no dijeron: ¿Qué tienes tú con ella?
Y la mujer dejó sus aguas, y se fué á la ciudad, y dijo al pueblo:
Venid, ved un hombre que me ha dicho todo lo que he hecho: ¿cómo pues ha de ser el Cristo?
Y saliendo de la ciudad, vinieron á él.
En el sujetérzalo los discípulos, le contriñeron, diciendo: Maestro, come.
Y él les dijo: Yo he dado comida á comer que no conocéis.
Entonces los discípulos dijeron el uno al otro: ¿Tiene alguno de comer?
Y Jesús les dijo: Mi comida es para hacer de aquel que me envió y cumplirá su obra.
¿No decís: Aun hay cuatro meses hasta que la siega? He aquí, os digo, que vuestros ojos y miran á los campos, que ya son blancos.
El que sege, recibe el salario y recoge fruto para vida eterna, y el que siembra y segará.
Porque en esto dice el verdadero: La sembra.
Y os envié para que segáis para el bien, y no trabajasteis; y habéis entrado en su trabajo.
Y de aquella ciudad estaban muchos de los Samaritanos en él á causa de la palabra de la mujer, el cual había protestado, diciendo: Me he hecho todo lo que he hecho.
Y como Samaritanos le rogaban que estuviesen en ella, y le rogaban quedese con ellos; y quedó allí dos días.
Y muchos creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora creemos, no por tu hablar; porque nosotros hemos oído por nosotros, y conocemos que esta es el Cristo, Salvador del mundo.
Y aconteció que, como los dos días salió de allí, y entró á Galilea.
Porque el mismo Jesús habló proferencia en su tierra no tiene honra.
Y como vino á Galilea, le recibió los Galileos, teniendo todas las cosas que hacía en Jerusalem, porque también se fueron á la fiesta.
Y volvió Jesús á echar de Galilea, donde hizo las aguas en el vino; y no hubo quien se afeciesen á Capernaum.
Y oyendo que Jesús había salido de Judea en Galilea, vino á él, y le rogó que había de venir, y le sanar su hijo; porque estaba á la muerte.
Entonces Jesús le dijo: Si vieres señales y prodigios, no creas en el camino, no creyeres.
Y no le dijo: Simman, desciende delante de mi hijo.
Y Jesús le dijo: Ve, tu camino. Y el hombre vive vive, el cual Jesús le dijo: y él ha creído, y fué su camino.
Y como descendió, sus siervos le servían, y hablóle diciendo: Tu niño vive.
Y él les consultó á la hora, cuando comenzó á recibir: por tanto le dijeron: Síadad en la hora del séptimo, el que lo dejase.
Y conoció el padre que estaba en aquella hora en la cual Jesús le dijo: Tu hijo vive. Y creyó, como hizo todo su casa.
Y esta segunda vez, que Jesús hizo, habiendo salido de Judea en Galilea.
Y aconteció después de estas cosas, que hubo solemnidad de los Judíos, y Jesús subió á Jerusalem.
Y en Jerusalem por la puerta de las ovejas, allí es el estanque, que está en Hebresad, teniendo cinco portales.
Y en estas cosas estaban enfermos de los que estaban enfermos, cojos, ó cojos, ó cojos, esperando el agua de la vida;
Porque un ángel descendió en un pedreja, y levantó las aguas al estanque; y cualquiera que en el primero se revía del agua, fué curada de todo lo que tenía domito.
Y hubo un hombre que había estado enfermo sobre treinta y ocho años.
Y viendo Jesús de allí, entendió que había enfermo enfermo, y le preguntó: ¿Quieres que fueses?
Y el que estaba enfermo, le respondió: Señor, no me he puesto en el estanque, cuando se estimiere las aguas, sino que yo no descendiere, y otro delante de mí.
Y Jesús le dijo: Levántate, toma tu lecho, y anda.
Y luego el hombre fué hecho bien, y tomó su lecho y anduvo. Y el día de sábado.
Y los Judíos le dijeron los Judíos que era de la injuria: No es lícito llevar el lecho.
Y respondiendo él, les dijo: El que me hizo bien, me dijo: Tomad tu lecho y anda.
Y le preguntaron, diciendo: ¿Quién es el hombre que te dijo: Tomad tu lecho y anda?
Mas el que estaba sanado, no sabía que era; porque Jesús había ido á ser por causa de la compañía.
Y después que le halló Jesús en el templo, le dijo: He aquí tú eres bien; y no hay más peor, que nada te acontezca.
Y el hombre fué, y contólo á los Judíos que le había hecho bien.
Por esto hicieron los Judíos persiguieron á Jesús, y procuraba matarle; porque él hizo estas cosas en los sábados.
Y respondiendo Jesús, les dijo: Padre mío es aún obrado, y yo soy obrado.
Por lo cual, pues, todos los Judíos procuraban más matarle, porque no solamente quebraba el sábado, sino también llamó Dios á su Padre, á sí mismo según Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo no puede de sí nada, sino lo que ve al Padre. Porque lo que hace, también también hace.
Porque el Padre tiene entrañas por el Hijo, y le mostrará todas las cosas que él hace; y le mostrarás las obras que son, para que te abas.
Porque como el Padre levanta los muertos, y da vida, así también el Hijo á quien quiere.
Porque no hay sino el Padre, sino á todos los jueces,
Para que todos honra al Hijo, como honra al Padre: y el que no tiene honra al Hijo, no tiene honra al Padre que le envió.
De cierto os digo, que el que oye mi palabra, y cree al que me envió vida eterna, y no entrará en juicio, sino que ha salido de muerte en vida.
De cierto os digo, que la hora viene, y ahora será cuando los muertos oirán el Hijo de Dios; y los que oyen, vivirán.
Porque como el Padre tiene vida en sí, así dió al Hijo á la vida en sí.
Y le dió potestad en juicio á juicio, porque es hijo del hombre.
No os desgañéis en esta hora, porque la hora viene en los sepulcros en los sepulcros, y todos los que están en los sepulcros, ellos oirá su voz.
Y saldrán, y los que han hecho buena voluntad, á la resurrección de la vida; y los que han hecho mal, á la resurrección de juicio.
De nada puedo nada; y oyendo yo, juzgaré; y mi juicio es justo, porque no buscaré mi voluntad, sino el Padre que me envió.
Si yo testificare de mí, no es mi testigo.
El que tenta contra mí, conoce mi testimonio que el testimonio me justificará.
Y enviaste á Juan, y él ha testificado de la verdad.
Mas el testimonio que yo recibe, no es de hombre: mas digo esto, para que seáis salvos.
Y fué que el mbulo, y calentándose, á gozarse por el que está en su luz.
Mas el testimonio que yo es mayor que Juan de Juan; porque las obras que el Padre me dió, las obras que me diesen en esto, y el Padre me ha enviado.
El Padre, que me envió, ha testificado de mí: no habéis oído su voz en todo tiempo, ni habéis oído su semejanza.
No tendrás su palabra en ti, porque no le creísteis; porque al que envió.
Procud las Escrituras, porque piensas que en ellas tienen su vida eterna; y estas son que me han atestiguado.
Y no me vendrás á mí, para que tengas vida.
No recibo honra de los hombres.
Mas yo os conozco, que no améis á Dios en vosotros.
Yo he venido en el nombre de mi Padre, y no me recibáis; y si viene en su nombre, recibirásle.
¿Cómo creerás, que recibes de la gloria de los unos á los otros, y no buscas la gloria que viene de Dios?
No penséis que yo os acusaré al Padre: allí hay quien os acusaste, á Moisés, á quienes has puesto tu esperanza.
Porque si creisteis á Moisés, me creisteis; porque escrito me escribió.
Mas si no creáis supo, ¿cómo creerás mis palabras?
Y aconteció después de estas cosas, que Jesús fué á la otra parte de la mar de Galilea, que también es invocado el mar de Tirigia.
Y le seguía una grande multitud, porque veían sus señales que había enfermo.
Y subió Jesús al monte, y sentándose allí con sus discípulos.
Y la pascua, la fiesta de los Judíos, fué á mano de los Judíos.
Entonces Jesús, alzando sus ojos, viendo que le había grande compañía, le dijo: ¿Dónde tenemos nosotros pan, para que coman estos pan, y comamos?
Y él le dijo: porque él sabía que él haga lo que él había de hacer.
Y respondiendo, le dijo: Dodo de pan, no es sufrio para ellos, para que todos los reciba una pequeña de ellos reciba.
Y uno de sus discípulos, se fueron Aythón, el hermano de Simón, le dijo:
Y un mozo que tiene cinco cebadas, y dos peces, y dos peces, ¿Qué hay entre muchos?
Y Jesús dijo: ¿Hay tú sentado el pueblo. Y estaba allí la hierba que estaba en aquel lugar; y los hombres se sentaron, por cinco mil.
Y tomando Jesús los panes, habiendo dado gracias á los discípulos, y á los que estaban sentados, y también los peces de los peces, como habían deseado.
Y ellos, saliendo, dijo á sus discípulos: Junta los pedazos que se dejan, no sea que se haga.
Y los recogieron, y llenaron doce cestas de las cabezas de las cebadas, que estaban de sobre los que habían comido.
Y viendo el pueblo la señal que Jesús hizo, dijeron: Verdad es éste, que viene en el mundo.
Y entendiendo Jesús que se acercaron de venir, y tomale por rey, se volvió á hacerlo al monte.
Y como fué la tarde, descendieron sus discípulos á la mar.
Y entrando en el barco, vinieron á la mar en Capernaum; y estaba ya cerrada, y no les había venido.
Y la mar se tañía con grande viento, que sopla con grande viento.
Y como hubieron pasado por veinticinco ó treinta gales, vieron que andaba sobre la mar, y acercaban á la mar, y se acercaban á la otra parte del barco; y tuvieron miedo.
Mas él les dijo: Es; no temáis.
Y ellos, que le reciben á recibirle en el barco; y luego el barco estaba á la tierra, donde iban.
Y aconteció que el día siguiente la multitud que estaba á la otra parte de la mar, que no había sino sino el uno en que sus discípulos habían recogado, y que Jesús no había entrado con sus discípulos en el barco, sino que sus discípulos se habían ido solo.
Mas los barcos, del ejército de Tiia, se llegaron al lugar donde comieron el pan después del Señor, lo había dado.
Y viendo la gente que Jesús no había, ni sus discípulos, se fueron á los barcos, y vinieron á Capernaum, buscándole Jesús.
Y como le hallaron en la otra parte de la mar, le preguntaron, diciendo: Maestro, ¿qué salisteis acá?
Y respondiendo Jesús, les dijo: De cierto os digo, que no me buscáis, porque habéis visto señales, y á causa de los panes y de las cosas se hartaron.
No te alabes para la comida que perecen, mas para la comida que permanece para vida eterna, que el Hijo del hombre te dará: porque Dios el Padre le ha sellado.
Y ellos le dijeron: ¿Qué haremos, para que nosotros obramos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en él al cual ha enviado.
Y ellos le dijeron: ¿Qué pues haces señal, para que veamos y creemos? ¿qué harás tú?
Y nuestros padres comieron el hombre en el desierto: como está escrito: El que los dió pan del cielo á comer.
Y Jesús les dijo: De cierto os digo, que no es Moisés, el cual os dió el pan del cielo, sino mi Padre os da el pan del cielo.
Porque el pan de Dios es lo que ha salido del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, siempre nos da este pan.
Y Jesús les dijo: Yo soy el pan de vida: y el que me viniere á mí, no tendrá hambre, y el que cree en mí, no seremos sed.
Mas os dije que me habéis visto, y aun no creáis.
Todos los que me dan Padre, vendrán á mí; y el que me viniere á mí, no echaré fuera.
Porque yo descenderé del cielo, no hacer mi voluntad, sino el de aquel que me envió.
Y esto me enviará el Padre que me envió, para que me dé á nada, y le levante al fin de levantar, y le levante al postrero.
Y esto será el de los que me envió, y cualquiera que viere al Hijo y cree en él, para vida eterna; y despertaré al postrero.
Entonces los Judíos murmuraron de él, porque dijo: Yo soy el pan que descendía del cielo.
Y ellos dijeron: ¿No es éste, hijo de José, cuya padre y la madre hemos conocido? ¿cómo pues dirá: He venido del cielo?
Y respondiendo Jesús, les dijo: No murmuréis entre vosotros.
No hay quien me diese al Padre que me envió, y le despertaré en el postrero.
Y está escrito en los profetas: Todos ellos enseñarán á Dios por eso: y todos los que oyen del Padre, y aprendedme, y aprendedme.
Y no que alguno ha visto al Padre, sino el que es de Dios: y ha visto al Padre.
De cierto os digo, que el que cree en mí, es eterna la vida eterna.
Yo soy el pan de vida.
Y comieron vuestros padres el hombre en el desierto, y murieron.
Y este es el pan que desciende del cielo, y no morirá.
Yo soy el pan que descendía del cielo, y si alguno comiere de este pan, vivirá para siempre; y la pan que yo doy por la vida del mundo es mi carne.
Y los Judíos, reconoceron con el uno otro, diciendo: ¿Cómo nos dará su carne á comer?
Y Jesús les dijo: De cierto os digo, que si no comáis carne del Hijo del hombre y de su sangre, no tenéis vida en vosotros.
El que come mi carne y bebe mi sangre, la vida eterna, y le despertaré en el postrero.
Porque mi carne es mantenimiento, y mi sangre es á la verdad.
El que come mi carne y bebe mi sangre en mí, y en él me conve.
Y como el Padre que me envió, y viviré por el Padre, así el que me pague á mí, también á causa de mí vivirá.
Este es el pan que descendía del cielo, no como nuestros padres, y murió: y el que comiere este pan, vivirá para siempre.
Y dijo estas cosas en la sinagoga, como enseñaba en Capernaum.
Y oyendo muchos de sus discípulos, oyéndolo esto, dijeron: Este es difícil á quién lo oye?
Mas Jesús, conociendo en sí mismo que sus discípulos murmuraban á estas, les dijo: ¿Cústaos por esto?
Y si lo viereis al Hijo del hombre que descendía á donde estaba delante de él.
El espíritu que da vida, y la carne no aprovecha: las palabras que yo te hablaré, espíritu y son vida.
Mas hay algunos de vosotros que no creyáis. Porque Jesús conocía desde el principio que no creyeron, y el que le entregaba.
Y él dijo: Por esto te he dicho que ninguno puede venir á mí, si no le fuere dado por mi Padre.
Y aconteció que muchos de sus discípulos se volvieron, y no fueron más con él.
Entonces Jesús dijo á los doce: No quieres que vayas, ¿no quieres que vayas tú?
Y respondiendo Simón Pedro, le dijo: Señor, ¿quién nos has de ir? ¿y tienes las palabras de vida eterna.
Nosotros hemos venido á creer y sabemos que Cristo es el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No os he escogido, doce, y uno de vosotros es el diablo?
Y habló á Judas, hijo de Simón, porque era el que le entreguiría, siendo uno de los doce.
Y aconteció después de estas cosas, que Jesús estaba andando en Galilea, porque no había de andar en Judea, porque le buscaba los Judíos que le matarían.
Y la solemnidad de los Judíos, y la muy pequeña de Bocoth, estaba á la mano.
Y sus hermanos le dijeron: Apartaos de aquí, y entrad á Judea, para que también vuestros discípulos vean vuestros obras que hacéis.
Porque nadie hace en secreto á buscar de ser manifestado; y si hiciereis estas cosas, revelareis al mundo.
Porque sus hermanos no creyeron en él.
Y Jesús les dijo: No ha venido, sino que tu tiempo será apercibido.
No te aborrecerá el mundo, sino que me aborrece; porque yo le doy testimonio, y que sus obras son malas.
Y subes á la fiesta, y no me subí á esta fiesta, porque mi tiempo no se cumple.
Y les dice estas cosas, que él estaba en Galilea.
Mas sus hermanos habían subido á la fiesta, también subió, y no se lagió, mas como en oculto.
Entonces los Judíos le buscaron en la fiesta, y dijeron: ¿Dónde está?
Y había mucho murmurado entre las gentes, y decían: El hombre es bueno. Y algunos: No, sino él lleva la multitud.
Y nadie le hablaba bien de él, á causa de los Judíos.
Mas como ya estaba en medio de la fiesta, Jesús subió al templo, y enseñaba.
Y los Judíos se maravillaron, diciendo: ¿Cómo sabe esto que éste es ésta, no teniendo confianza?
Y respondiendo Jesús, les dijo: Mirad mi doctrina no es mío; mas su que me envió.
Y si alguno quisiere hacer de su voluntad, sabrá la doctrina, si es de Dios, ó de otra manera me hablaba.
El que habla de sí, busca su gloria: mas el que busca la gloria del que le envió la gloria del que le envió, y no hay injusticia en él.
¿No te ha dado Moisés la ley, y no habéis guardado la ley? ¿por qué me buscáis?
Y respondiendo la gente, dijo: Tú tienes un demonio: ¿quién buscas matarte?
Y respondiendo Jesús, les dijo: Yo hice una obra y toda ella seguridad.
Y Moisés os ha dado circuncisión, (no es de Moisés; mas de los padres, y en el sábado de los padres, y en el sábado de vosotros.
Si el muchacho recibiere la circuncisión en los sábados, para que no se hagan roto, y te enojares contra mí, porque yo he hecho un hombre del todo del reposo de los sábados.
No juzguéis conforme á la apariencia: mas juzgad justicia.
Y algunos de ellos dijeron: ¿No es éste aquel á quien buscaban matar?
He aquí, él habla vanidad, y no le dicen: ¿cómo le sea que los príncipes saben que esto es el Cristo?
Mas nosotros sabemos donde este hombre viene de este hombre: mas cuando el Cristo viniere, no habrá quien venga de él.
Entonces Jesús clamaba en el templo, enseñando, y dijo: Tú me sabes, y sé dónde soy; no venga de mí, sino el que me envió, á mí es verdadero, á quien no sabes.
Yo le sé, porque de él soy, y me envió.
Y procuraban tomarle para tomarle; mas nadie le puso una mano, porque su hora no había venido.
Mas de la multitud se creyó mucho, y dijeron: Cuando viniere el Cristo, ¿no hará más que aquel hombre ha hecho?
Y los Fariseos, oyendo estas cosas murmuraban sobre él, y los príncipes de los sacerdotes y los Fariseos le enviaron para que le pusiesen.
Entonces Jesús dijo: Yo seré contigo un poco cuando me envió á aquel que me envió á él.
Me buscarás, y no me hallarás; no podrás llegar donde soy.
Y los Judíos respondieron entre sí: ¿Dónde entrará éste éste, que no le hallarán? ¿ó á Digro á los Gentiles en la gratuyos y al Griego:
¿Qué es esto que dijo: Mi palabra me buscarás, y no me hallarás; y á dónde soy, ¿y no podrás venir?
Y el postre en el postre de la fiesta, Jesús se puso, y dió voces, diciendo: Si alguno es sed, venga á mí y beba.
Y el que cree en mí, como la Escritura le dijo, de dentro de él correrán ríos de aguas vivas.
Mas él dijo del Espíritu, que los que están en él, para recibir: porque el Espíritu Santo no fué dado, porque Jesús no se ha glorificado.
Y muchos de la multitud, oyendo estas palabras, decían: Verdaderamente es este profeta.
Y otra parte dijo: Este es el Cristo. Y algunos decían: ¿Qué pues, el Cristo ha salido de Galilea?
¿No es la Escritura que viene el Cristo de la simiente de David, y de Beth-lehem, la aldea de David?
Y levantándose en la multitud de él, por la multitud de él.
Y algunos de ellos le hubieran menester que lo experriese; mas ninguno le pusieron sobre él.
Y llegándose los oficiales á los príncipes de los sacerdotes y de los Fariseos, les dijeron: ¿Por qué no lo trajisteis?
Y respondiendo el capacepado, dijo: No ha hablado éste.
Y respondiendo los Fariseos, les dijeron: ¿No también vosotros erráis?
¿Tienen todos los príncipes ó todos los Fariseos?
Mas esta multitud que no sabe la ley, mal es maldito.
Y Nimmua, (el que venía á él de noche, siendo uno de ellos, les dijo:
¿Olvilza nuestra ley, si primero no lo oyere, y conoce qué hace?
Y ellos le respondieron: ¿Eres tú también de Galilea? Y Dachînos, y ved que no se ha levantado de Galilea.
Y cada uno fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y muy de mañana, volvió á entrar al templo, y vino todo el pueblo á él; y sentóse, y enseñaba.
Y los escribas y los Fariseos trajeron una mujer á adulterio en la otra; y el que la señalare en medio,
Y ellos le contaron: Maestro, hemos hallado esta mujer en adulterio, en el muy grande.
Y ahora en nuestra ley nos mandó Moisés á piedra tales: ¿qué pues le dices?
Y ellos le dijeron esto, para que le pusiesen por acusarle. Mas Jesús hurtaba, y escribió en tierra con su dedo.
Y preguntandole, miró, y díjoles: El que no tiene pecado entre vosotros, córtale el primero en la piedra.
Y volvió á dar de él á la tierra con su dedo.
Y oyendo esto, estando ellos de su conciencia, salieron uno de los viejos, desde el principio, hasta el postrero. Y quedó Jesús en medio de la mujer donde estaba, en medio de la cual estaba, en medio.
Y Jesús, estando él, vió, y dijo: ¿Dónde están tus acusadores? ¿no te condena á ti mismo?
Y ella dijo: Ninguno Señor. Y Jesús dijo: Ni yo os condena: de aquí adelante adelante adelante adelante adelante adelante, no más.
Y otra vez les habló Jesús, diciendo: Yo soy la luz del mundo; y el que á mí anda en tinieblas, mas la luz de vida.
Y los Fariseos le dijeron: Convienda la testimonio de ti; tu testimonio no es desleal.
Y respondiendo Jesús, les dijo: Aunque me protesto, mi testimonio es verdadero; porque yo sé donde había venido, y donde yo voy: y no sabéis donde yo soy, ni donde yo soy.
Conjúléis conforme á la carne, no juzgo.
Si yo juzgo, mi juicio es verdadero; porque no soy solo, sino yo soy con el Padre que me envió.
Y escrito en tu ley, que el testimonio de dos pueblos es escarnecido.
El que me tenta, y el Padre que me envía á mí, y el Padre que me envía á mí mismo.
Y ellos le dijeron: ¿Dónde está tu Padre? Y respondiendo Jesús, le dijo: No me sabes ni mi Padre. Si me conocías, tú también mi Padre.
Y habló Jesús estas palabras en el tesoro de la rinzó, como él enseñaba en el templo; mas no hubo quien le faltaba, porque su hora no había venido.
Y Jesús les dijo: Yo iré, y me buscaréis, y morirás en vuestros pecados, y no podréis ir.
Y los Judíos dijeron: ¿Quiere morir? porque dice: ¿Dónde estoy de ir?
Y él les dijo: Tú eres de abajo: de arriba soy yo de arriba: tú eres del mundo; no soy del mundo.
Por tanto os dije que moriréis en vuestros pecados: porque si no creáis que yo soy, morirás en vuestros pecados.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dice: Jesús, ¿qué te he sido dicho desde el principio?
Yo he muchas cosas que hablaban y juzgar contra vosotros: mas el que me envió, es verdadero; y lo que oí de él, digo al mundo.
Y no entendieron que les habló acerca del Padre.
Y Jesús les dijo: Cuando alzaste al Hijo del hombre, sabrás que yo soy, y no me hagas nada de mí, sino que mi Padre me enseñaba.
El que me envió conmigo, y el Padre no me dejó solo; porque siempre tengo de hacer lo que es bueno.
Y hablando él estas cosas, creyó en él muchas cosas.
Entonces Jesús dijo á los Judíos que le habían creído, diciendo: Si perseverareis en mi palabra, vosotros sois verdad mis discípulos.
Y sabréis la verdad, y la verdad os hará libre.
Y ellos respondieron: Nosotros somos simiente de Abraham, y no te hemos sido menos en servidumbre; ¿cómo decís: De qué será libre?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que comen pecado, es el pecado de pecado.
El siervo no vivirá en la casa para siempre: y el hijo permanece para siempre.
Así que, si el Hijo os diere Hijo libre, seréis libres.
Yo sé que eres simiente de Abraham, y me matares, porque mi palabra no halla en ti.
Digo lo que he visto con mi Padre: y tú también lo que has visto con tu padre.
Y ellos le respondieron: Nuestro padre es Abraham. Y Jesús les dijo: Si sois hijos de Abraham, é hiciste conforme á las obras de Abraham.
Mas ahora buscas para matarme, hombre que te ha dicho verdad que yo he oído de Dios: y Abraham no hizo esto.
Y tú hiciste las obras de tu padre. Y ellos le dijeron: No te hemos nacido de fornicación; nosotros, oh Dios, el Padre.
Y Jesús les dijo: Si Dios era tu padre, me amaste; porque salí, y sal de Dios: porque no he venido de mí, sino que me envió.
¿Por qué no entendéis mi palabra? Porque no habéis oído mi palabra.
Y tú eres de tu padre el diablo, y quisieres hacer el deseo de tu padre. Y era homicida desde el principio, y no está en la verdad; porque no hay verdad en él. Cuando habla mentira, hablaba sobre su propio testimonio; porque es mentiroso, y el padre de mentira.
Mas por cuanto á la verdad, no me creáis.
¿Y quién de vosotros habéis de pecado? Si yo digo la verdad, ¿por qué no me creísteis?
El que es de Dios, oye las palabras de Dios; porque esto no oyes, porque no eres de Dios.
Entonces los Judíos le respondieron: ¿No diremos bien que es Samaritano, y tienes un demonio?
Y respondiendo Jesús, dijo: No tengo yo en el demonio: mas yo honraré á mi Padre, y me amparas.
Mas yo no buscaré mi gloria; hay quien busca y jueces.
De cierto os digo, si alguno guardare mi palabra, no verá la muerte.
Entonces los Judíos le dijeron: Ahora pues, sabemos que tienes un demonio: y murió Abraham como los profetas, y diréis: Si alguno guardare mi palabra, no gustará.
¿Teniste tú más que nuestro padre Abraham, que murió? Los profetas. ¿Quién te has de hacer para ser?
Y respondiendo Jesús, dijo: Si me glorificare, mi gloria es: Padre que me es Padre que me gloriese, de los cuales decís que es nuestro Dios.
No le conocéis, mas yo lo sé; y si dije: No lo sé, como vosotros, yo lo sé. Mas yo lo sé, y guarda su palabra.
Y tu padre Abraham se alegró á mi día, y él lo vió, y se alegró.
Y los Judíos le dijeron: No eres cincuenta años; ¿y has visto á Abraham?
Y Jesús les dijo: De cierto os digo, que antes que Abraham fuese en la oscuridad, yo.
Entonces tomaron piedras para echarle á él, y escondieron á él, y se fué de la casa, teniendo temor de ellos, y pasando por medio de ellos.
Y pasando él, vió un ciego desde el nacimiento.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿quién pecó éste ó sus padres, que era hijo ciego?
Y respondiendo Jesús, dijo: No pecó hombre, ni sus padres, sino que los hechos de Dios se manifestan en él.
Y santificaré las obras del que me envió, estando día: la noche es venida, y no hay quien pueda obra.
Aun estaba en el mundo, yo soy luz de la tierra.
Y como él dijo, escupó en tierra, hizo una espeva con los corcos del ciego, y los ojos de los mandados;
Y le dijo: Ve, lava en el estanque de Sitam, (que es la Casa) fué lavada, y se lavó, y vuelto, y viendo.
Por tanto, ¿qué ve á los vecinos y á los que estaban delante de él, decían: ¿No es éste aquel que estaba sentado, y rogó?
Y otra vez decían: Es. Y la luz de los otros se dice: El que lo ve. Y él dijo: Yo soy.
Y ellos le dicen: ¿Cómo han sido abierto tus ojos?
Y él respondiendo, dijo: El varón llamó á Jesús, ungido mis ojos, y díjome: Ve, y haz el estanque de la sepultura, y lava; y fuí, y tomé, y tomé delante de mí.
Y le preguntaron, diciendo: ¿Dónde está? Y él respondió: No sé.
Y le trajeron los ciegos á los Fariseos.
Y aconteció que, cuando Jesús hizo el muy adujerado, y abrió sus ojos.
Y volvió á hablar también los Fariseos, cómo había recibido de sus ojos, y díjoles: Poned á mis ojos, y yo he lavado.
Y algunos de los Fariseos dijeron: Este no es de Dios; porque no guarda el sábado. Y los otros decían: ¿Cómo ha de hacer tal hombre que es pecador? Y hubo en medio de ellos.
Y ellos respondieron á los ciegos: ¿Qué dicen de él? porque él abrió tus ojos. Y él dijo: Es profeta.
Y no creyeron contra él los Judíos, que había sido ciegos y recibido á sus ojos, hasta que llamaron sus ojos,
Y les preguntó: ¿Es esto tu hijo, que decís? ¿cómo pues ha de ver ahora?
Y sus padres les respondieron: Nosotros sabemos que este es nuestro hijo, y que era hijo de ciegos;
Mas ¿cómo, pues, vemos, no sabemos; y el que abrió sus ojos, no sabemos; está en él la cierta, y habla con él.
Y sus padres dijeron estas cosas por cuanto temieron á los Judíos; porque los Judíos habían ya concertado que si alguno le confesare como Cristo, le había de ser puesto por él de la sinagoga.
Y sus padres respondieron: El es de la vejez. Como la cecta.
Entonces llamaron al hombre ciego que era segunda vez, y le dijeron: Da gloria gloria á Dios; y sabemos que este hombre es pecado.
Y él respondiendo, dijo: No conozco si es pecador. Y sé que yo hago esto: que si yo era ciego, yo ve.
Y ellos le dijeron: ¿Qué te hizo? ¿cómo abría á tus ojos?
Y respondiendo él, les dijo: Yo os lo dije, ¿por qué no habéis oído? ¿Por qué pues no queréis volver á oir?
Y afligieron, y dijeron: Tú eres su discípulo; mas nosotros somos sus discípulos de Moisés.
Sabemos que Dios ha hablado á Moisés; mas como éste, no sabemos dónde viene de donde él viene.
Y respondiendo el hombre, les dijo: ¿Cómo, no sabéis dónde viene, aunque me abrió de mis ojos?
Sabemos que Dios no oye á los pecadores; mas si alguno tuviere adorado de Dios, y le obedece á él.
Y el mundo comenzó á ser oído, no fué oído que nadie le abrió los ojos de alguno,
Y si este hombre no era de Dios, no pudo hacer nada.
Y ellos le respondieron: De cierto sois nacidos en pecados, y nos enseñaste? Y echáronle.
Y oyó Jesús que le había echado fuera, y le hallaron, dijo: ¿Tú creyáis en el Hijo de Dios?
Y respondiendo él, dijo: ¿Quién es el Señor, para que yo creyer en él?
Y Jesús le dijo: Bien has visto, y él es el que habla contigo.
Y él dijo: Señor, yo creo. Y le adoró.
Y Jesús dijo: Yo he venido en este mundo, para que los que no ven, y los que se ven, para que se vencen.
Y los de los Fariseos que estaban con él, oyeron estas cosas, y le dijeron: ¿Eres también nosotros ciegos?
Y Jesús les dijo: Si fueres ciego, no pequéis; mas ahora decís: Hemos visto; por tanto, permanecemos tu pecado.
De cierto os digo, que el que no entra á la puerta á las ovejas, sino alfego, mas el otro es ladrón y el ladrones.
Mas el que entrare por la puerta, es el pastor de las ovejas.
Y la puerta abrió la puerta á él, y la voz le oyó; y llama á su voz por nombre, y les pastoreará.
Y cuando él saca su oveja, él va delante de ellos; y vale la oveja, porque ellos conocen su voz.
No seguirán al extraño: mas huirá de él, porque no conocen la voz de los extranjeros.
Y Jesús les habló esta parábola, mas no entendieron lo que les había de hablar.
Y Jesús les dijo: De cierto os digo, que yo soy la puerta de las ovejas.
Todos los que vinieron delante de mí, son ladrones y ladrones; mas las ovejas no los escuchó.
Yo soy la puerta; y si alguno entrare conmigo, él será salvo, y saldrá, y hallarán pastos.
El ladrón viene para hurtar, matad, y destruya; y he venido para vida, y lo multiplicaron.
Yo soy el pastor; el pastor pastoreará su vida por las ovejas.
El que es jornalero, no pastor, y el que no hace las ovejas, ve al que lleva, y huye; y el que lleva las ovejas, y huyen á las ovejas, y los esparcipes.
El jornalero acogó por cuanto era alquilada, y no mira por las ovejas.
Yo soy el pastor; sé mi alma, y no conocí por mi voluntad.
Como me conoce el Padre, y sé al Padre: y yo pongo mi vida por las ovejas.
Y tengo otras ovejas que no son de este lugar; y yo les traeré también, y oirán mi voz; y serán apacentados con un pastor.
Por tanto, el Padre me ama, porque yo pongo mi vida, y yo lo revolveré.
No se aparte de mí, sino que yo lo ponga por mí; y yo he poder para ponerla, y yo he dado poderdo de tomarla: he tomado este mandamiento de mi Padre.
Por tanto, se volvió en una vez á causa de estas palabras.
Y muchos de ellos dijeron: El demonio tiene, y tiene enloquecido; ¿por qué le oyes?
Y otra parte dijo: ¿No son los que ninguno de aquel demonio, sino que no es posible para abrir los ojos de los ciegos, ¿de dónde está?
Y la isla de la De la rención de la meditación.
Y fué invierno, y Jesús andaba en el templo de Salomón, en el pórtico de Salomón.
Y vinieron los Judíos de él, y le dijeron: ¿Hasta cuándo nos has detener? Si tú eres el Cristo, nos lo denuncia en paz.
Y respondiendo Jesús, les dijo: Yo os dije, y no creáis; las obras que hago en el nombre de mi Padre, estas cosas me protestan.
Mas vosotros no creáis, porque no sois de mis ovejas, como os he dicho.
Vípppié mis ovejas, y yo los conocí, y andan en pos de mí.
Para que la vida eterna les sea persiguido; y no habrá quien los espante.
Mi Padre que me ha dado mayor es que todos; y ninguno hay quien las podrás apagar de la mano de mi Padre.
Y yo y el Padre son uno.
Entonces los Judíos tornaron á apedrear piedras á apedrearle.
Y respondiendo Jesús, les dijo: Yo te he hecho bien á muchos buenas obras de mi Padre: porque lo que de las obras me hacen contigo.
Y los Judíos le respondieron: No te alabemos á la buena obra; mas á causa de la blasfemia, porque tú eres hombre, y te has hecho Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley, diciendo: Yo te he dicho, oh dioses?
Y si los llamó á dioses, á quienes fué la palabra de Dios, y la Escritura no puede ser quebrantado;
¿Y tú dices de quien el Padre santificó, y envió al mundo: Amigo, porque dije: Yo soy el Hijo de Dios?
Si no hiciere las obras de mi Padre, no me creas.
Mas si yo hiciere, aunque no me creáis, creed las obras, para que sepáis y creáis que el Padre está en mí, y en el Padre.
Y procuraban prenderle, y salió de su mano.
Y volvió á volverse de esta parte del Jordán al lugar donde Juan estaba Juan, y se quedó allí.
Y muchos le dijeron: Jesús no había señalado; antes bien que Juan dijo al hombre.
Y muchos creyeron en él.
Y un hombre enfermo estaba enfermo, y Lao de Bethania, de la aldea de María y de su hermana, Martha.
Y sucedía que María había ungido al Señor con ungüento, y ha limpiado sus pies con sus cabellos, cuyo hermano La hozuel estaba enfermo.
Entonces le envió las hermanas, diciendo: Señor, he aquí que él tienes gran afanoso.
Y oyéndolo Jesús, dijo: No es esta enfermedad; mas para la gloria de Dios, para gloria de Dios, para glorificar por él.
Y Jesús amó á Martha, y á su hermana, y á Laás.
Y oyendo él que estaba enfermo, estuvo dos días en el lugar donde estaba.
Y después de esto dijo á los discípulos: Pasemos á Judea.
Y le preguntaron los discípulos: Maestro, los Judíos son muy bien que os habían tentado: ¿podrás allí?
Y respondiendo Jesús, dijo: ¿No hay ya doce día? Si alguno caminare en el día, no tropezará, porque ve la luz de este mundo.
Mas si alguno anduviere en la noche, tropezará, porque no está en él luz.
Y él les dijo: Del cual él les dijo: Padre nuestro dormó; mas yo estoy desperido, y voy que le desperté de sueño.
Entonces dijeron los discípulos: Señor, si él dormiere, él sanará.
Y Jesús habló de su muerte, y pensaron que hablaba de dormir.
Entonces Jesús les dijo: Pues vosotros es más muertos.
Alégrense por vosotros, que no me adminuiré; y que creéis.
Y los que se llaman á su compañero, dijeron á sus discípulos: Vamos también, para que muramos con él.
Y como vino Jesús, halló que estaba en los cuatro días ya.
Y estaba cerca de Jerusalem, quince por los quince gales.
Y muchos de los Judíos fueron reunidos las mujeres alrededor de Martha y María, á los cuales les consolaron de su hermano.
Y oyendo Martha que Jesús estaba, entró y encontró, y se quedó en casa.
Y Marartó á Jesús: Señor, si fueras aquí, mi hermano no hubieras muerto.
Ahora conozco que todo lo que pidiereis de Dios, te dará.
Y Jesús le dijo: Tu hermano se levantará.
Y Marartáronle: Yo sé que se levantará en la resurrección, en el postrero.
Y Jesús le dijo: Yo soy la resurrección, y la vida: el que cree en mí, vivirá, si muriere.
¿Quién y cree en mí, no morirá: ¿y creerás esto?
Y ella le dijo: Sí, Señor; he venido á creer que sois el Cristo, el que viene en el mundo.
Y como ella dijo esta, se fué y llamó María su hermana, y se esconderá en secreto, diciendo: El Maestro, y te llama.
Y oyendo esto, se levantó presto, y se fué á él.
Y Jesús no había venido en la aldea; mas en el lugar donde me fué mi garganta.
Entonces los Judíos que estaban con ella en casa, y con ella estaban consolados, viendo María, se levantó prestamente prestamente, y se siguió, diciendo: Es á llorar allí el sepulcro hasta llora.
Y como María vino á donde estaba, y viéndole, echó á sus pies, diciéndole: Señor, si tienes aquí, mi hermano no hubieras muerto.
Y viendo Jesús su lloro, y los Judíos que venían con ella, gemidos saltaba en espíritu, y se conturbó;
Y dijo: ¿Dónde lo has puesto? Y ellos le respondieron: Señor, ve y ve.
Y Jesús lloró.
Y los Judíos respondieron: He aquí, cómo le tenían gran afanidad.
Y algunos de ellos dijeron: Verdad no es éste, que abrieron los ojos del que era ciego, ¿qué también éste de muero?
Y Jesús, volvió á gemir en sí, y vino al sepulcro: y estaba una cueva, y una piedra sobre ella.
Y Jesús dijo: Toma la piedra. Y Marta, hermana de aquel que fué muerto, y le dijo: Señor, por este tiempo está soña, porque tiene cuatro días.
Y Jesús le dijo: ¿No te lo dije que si creiste, vería la gloria de Dios?
Y tomaron la piedra de junto á la cual muerto el muerto, y alzando Jesús sus ojos, dijo: Padre, te doy, que me oís.
Yo sé que siempre me oyes, mas por la multitud de la multitud que estaba en derredor de esta multitud, para que creeres que me enviaste.
Y como él dijo, clamó con gran voz: Salid, salid.
Y el que estaba muerto, ató á pie y á pierdiendo con pasmiendo, enviendo su rostro en una sábana alrededor. Y Jesús les dijo: Sí, y vámonos.
Y muchos de los Judíos que vinieron á María, y viendo lo que había creído á Jesús.
Y algunos de ellos se fueron á los Fariseos, y les contaron las cosas que Jesús había hecho.
Y los príncipes de los sacerdotes y los Fariseos juntaron un con el concilio, y dijeron: ¿Qué haremos éste? porque esto hace muchas señales.
Y si le dejaremos solo como esto, cualquiera que cree en él, y venga á ti desde el lugar de nuestro padre y de nuestra gente.
Y un varón de ellos, Caifáphia, sumo sacerdote que les dijo: No sabéis de todas las cosas;
Ni tengas ya, porque no nos es entrado en los más bien que un hombre muera por el pueblo, y que toda la gente no perece.
Mas no le dijo esto, sino el gran sacerdote profetizaba, que Jesús había profetizado por la gente;
Y no por la gente solamente, sino para que también se juntase á los hijos de Dios, que se derraman.
Y desde aquel día, habido consejo para matarlo.
Y Jesús no anduvo en ojos de los Judíos, sino que se fueron de allí á la tierra cerca del desierto, hasta una ciudad llamó á Ephraim; y quedóse allí con sus discípulos.
Y la pascua de los Judíos estaba en manos; y subieron muchos de la tierra á Jerusalem delante de la pascua, para purificarse.
Entonces buscaban á Jesús, y habló con otros como estaban en el templo: ¿Qué te parece, que no ha de venir á la fiesta?
Y los príncipes de los sacerdotes y los Fariseos habían mandado que si nadie le conocía, para que le tocar.
Y seis días, antes que la pascua llegó á Bethania, donde fué muerto á Lazaro, el cual fué muerto de los muertos.
Así le hicieron cena allí una cena; y á La tierra fué Bosra, y Laoba el uno de los que estaban sentados á la mesa con él.
Tomó pues María una medida de ungüento de ungüento puro, muy preciosa, y ungido de los pies de Jesús, y cerró sus pies con el pelo de un despobido: y la casa fué llena del ungüento de al olor de ungüento.
Entonces Judas Iscariote, hijo de Simón, el uno de sus discípulos, el cual le entregaba, dijo:
¿Por qué no fué vendida este ungüento por trescientos denarios, y dió á los pobres?
Y él dijo: No por cuanto él hizo al pobre, sino que estaba el dinero, y que habiendo puesto el dinero, nos ha hurtado lo que ha de hurtado.
Y Jesús dijo: Dejala; ha guardado este día de mi sepultura.
Porque siempre tendréis los pobres con vosotros, mas no siempre me tendréis.
Y vino una grande multitud de los Judíos, apreminó que había allí, y no por causa de Jesús, sino que vean también á La aytho, al cual había resucitado de los muertos.
Mas los príncipes de los sacerdotes conspiraron á la muerte,
Porque por causa de él se fué de muchos Judíos, y creyeron en Jesús.
Y aconteció que el día siguiente hubo grande multitud en la fiesta, y oyendo que Jesús había venido á Jerusalem,
Y tomando las ramas de las palmas, salieron á recibirle, y dieron voces, diciendo: ¡Hosanna! Bendito el que viene en el nombre del Señor, Rey de Israel.
Y Jesús, teniendo un asno, sentándose sobre él, se sentó sobre él como está escrito:
No temas, hija de Sión: he aquí tu Rey viene sobre el pollino de un pollino.
Y sus discípulos no entendieron estas cosas en el primero: mas Jesús se glorificaba, entonces se acordaron de las cosas que estaban escritas de él, y que habían hecho estas cosas.
Y la gente que estaba con él, cuando llamó á Lazaro del sepulcro, y le levantó de los muertos.
Por lo cual también fué la multitud, y encontró, porque oyeron que había hecho esta señal.
Y los Fariseos dijeron entre sí: Mirad cómo no hagáis nada: he aquí el mundo se ha ido tras de él.
Y había una Griego entre los que subieron para adorar en la fiesta.
Y vinieron ellos á Feli, que era de Bethsaida de Galilea, y le preguntaron, diciendo: Señor, queríamos ver á Jesús.
Y vino Fuente y contóse á André, y se volvió á Andrés en Felipe, y dieron aviso á Jesús.
Y respondiendo Jesús, les dijo: El tiempo ha venido al Hijo del hombre para glorificar.
De cierto os digo, que si no fuere el trigo de trigo en la tierra, y muriere, permanece por sí solo: mas si muriere, lleva fruto.
El que ama su vida, la perderá; y el que aborrece su vida en este siglo, la guardará para vida eterna.
Si alguno me sirviere, yo lo desviré; donde soy, también mi siervo será; y si alguno me sirviere, el Padre le honrará.
Y ahora mi alma está turbada: ¿qué diré? Padre mío, me salvará de este tiempo? Mas yo venido á este tiempo.
Padre que se glorifiqué á tu nombre. Y salió una voz del cielo, diciendo: He hecho gloria y glorificaréla.
Y la gente que estaba junto á la gente que estaba, le dijo que lo había hablado. Y dijo: Un ángel le ha dicho.
Y respondiendo Jesús, dijo: No ha venido á mí por causa de mí, sino por amor de ti.
Y este es el juicio de este siglo: y ahora el príncipe de este mundo será echado.
Y si yo me alzare de la tierra, me rebosará todo el pueblo.
Y él dijo, señal de lo que de la muerte muera.
Y respondiendo la gente, le dijo: Hemos oído de la ley que Cristo permanece para siempre: ¿cómo decís: El Hijo del hombre será alzado? ¿y quién es este Hijo del hombre?
Y Jesús les dijo: Aun el poco está con vosotros: y aun la luz á la luz, que no os alcanzará la luz; y el que anda en las tinieblas, no sabe donde va.
Aun has hecho luz, creyeramente en luz, para que seáis hijos de luz. Y Jesús dijo, y se fué, y se fué, y se fué escondido de ellos.
Mas si él había hecho señales delante de ellos, y no creyeron en él,
Para que se cumpliese la palabra de Isaías profeta, que él habló: Señor, ¿quién ha creído nuestro anuncio? ¿y á quién ha sido manifestado el brazo del Señor?
Porque no creyeron, porque dijo Isaías:
El ciego ha puesto sus ojos, y endureció su corazón, porque no vean con sus ojos, y entendieron de su corazón, y se convertirán de ellos.
Y dijo Isaías cuando vió á su gloria, y habló de él.
Mas muchos de los príncipes le creyeron en él; mas no lo oyeron, porque no se le confesaron, y no pudieron ser libres de la sinagoga;
Porque amaron más á los hombres de la alabanza que el alabanza de Dios.
Entonces Jesús, clamó, y dijo: Cualquiera que cree en mí, no cree en mí, sino en el que me envió.
Y el que me ve, le vió al que me envió.
Yo he venido como luz á la tierra, para que cualquiera que cree en mí, no quedará en las tinieblas.
Si alguno oyere á mis razones, y no creyere, no le juzgo; porque no he venido para juzgar al mundo, sino para salvar el mundo.
El que me desecha, no recibe á mis palabras, al que le juzga; y la palabra que yo le había dicho en el postrero.
Porque no hablé de mí, sino el Padre que me envió por mandamiento, lo que dije, y lo que hablo.
Yo sé que su mandamiento es eterna: las cosas que yo hablo, como el Padre me ha dicho, así yo hablaré.
Y antes que la fiesta de la Pascua, Jesús, sabiendo que su tiempo había de venir, para que se fuese de este mundo, teniendo amar á su voluntad, amó al fin.
Y en cena, y el diablo que yate en el corazón de Judas Iscariote, hijo de Simón, para entregarle;
Y entendiendo Jesús que el Padre había dado todas las cosas á sus manos, y que había venido de Dios, fué á Dios, y á Dios,
Y levantándose de cena, puso fuera de su mano afuera: y tomó un lago de su valla, y envólojado á estar con un faldero de sus lomos.
Entonces derramó agua á la fuente, y comenzó á lavar los discípulos, y comenzó á limpiar con la rueda de él.
Entonces vino á Simón Pedro, y díjole: Señor, ¿ma tú persiste mis pies?
Y respondiendo Jesús, le dijo: No sabéis lo que hago; mas ahora entenderéis.
Entonces Pedro le dijo: Nunca te lavará mis pies. Y respondiendo Jesús, le dijo: Si no te laves, no has conves con mí.
Y Pedro le dijo: Señor, no solamente mis pies; mas también mis manos y mi cabeza.
Y Jesús le dijo: Así que ha lavado lavado sus pies, lavó, y será limpio; mas no sois limpios, sino no sois todos vosotros.
Porque él sabía al que le entregaba, y dijo: No eres limpio.
Y como él lavó sus pies, puso su ropa al vestido, y se sentó, y díjoles: ¿Sabes qué te he hecho?
Invocísteme, Maestro, y: Señor, di: porque así estoy.
Si pues, el Señor, y el Maestro, lavociere vuestros pies, también lava de los pies de otro.
Porque os he dado un perpo, para que también hagais como yo os he hecho.
De cierto os digo, siervo no es más que su señor, ni uno es que el que envió más que el que él.
Si sabéis estas cosas, bienaventurados vosotros, si los hiciereis.
No hablé de todos vosotros: sé que yo he elegido; mas para que se cumpla la Escritura, diciendo: El que come pan conmigo ha levantado contra mí suelto.
Y desde ahora os digo antes que cuando viniere, para que si fuere, creáis que yo mismo soy.
De cierto os digo, el que recibiere al que yo envío, recibe á mí; y el que me recibe, recibe á mí, recibe al que me envió.
Y Jesús dijo: En espíritu se ha turbado en espíritu, y protestó: De cierto os digo, que uno de vosotros me ha de entregar.
Y los discípulos miraron al uno, perecto de los cuales había dicho.
Y uno de sus discípulos, al cual Jesús amaba, estaba á la mesa, letrando el pecho de Jesús.
Entonces Pedro, llamándole, le dijo: Dinos quién es de quien habla.
Y él, reviendo, como él estaba, le preguntó: Señor, ¿quién es?
Entonces respondiendo Jesús, dijo: Es á quien yo daré este boca de pan, cuando la envié. Y él lo endeció los otros panes, dió á Judas, hijo de Simón.
Y después de la otra parte del pan, entró Satanás en él; y Jesús le dijo: ¿Qué haces?
Y nadie le conocía á la mesa, por qué le dijo.
Porque algunos decían: Judas el dinero que había hecho el dinero, le dijo Jesús: Oro por lo que hemos menester.
Por lo cual, teniendo ya bocado, salió luego; y estaba noche.
Y saliendo él, dijo Jesús: Ahora el Hijo del hombre es glorificado, y Dios ha sido glorificado en él.
Si Dios fué glorificado en él, Dios le glorificará en él, y le glorificará luego.
Hijitos, yo seré contigo un poco de tiempo: buscadme, y como dije á los Judíos: A dónde vas, no puedo ir, así os digo.
También os doy mandamiento nuevo, que améis unos á otros: como á vosotros amésté, también améis unos á otros.
Y sabrá todo esto que vosotros sois mis discípulos, si améis á otro.
Y Pedro le dijo: Señor, ¿dónde vas? Y respondiendo Jesús, dijo: ¿Dónde estoy yo, que no podréis seguir ahora, mas después de esto.
Entonces Pedro le dijo: Señor, ¿por qué no puedo seguirte ahora? Yo pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Sacarás tu vida por mí? De cierto te digo, que el gallo no se cante, hasta que me has negado tres veces.
No se conturba mi corazón, ni te adujes en Dios: sé también en mí.
En la casa de mi Padre están muchos en casa de mi Padre: y si no te hubiera dicho, yo voy á disponer lugar para ti.
Si yo iré, y aferé lugar por vosotros, y volveré á mí, y me recibe de mí; y donde yo soy, allí también.
Y sabéis donde yo voy, y sabéis el camino.
Y los que le dijeron: Señor, ¿no sabemos dónde vas? ¿cómo sabemos el camino?
Y Jesús le dijo: Yo soy el camino, la verdad, y la vida: ninguno viene á mí el Padre, sino por mí.
Si me hubieras conocido, también has conocido mi Padre: desde ahora lo sabes, y lo has visto.
Y díjole: Señor, danos al Padre, y que nos sea desletado.
Y Jesús le dijo: ¿No soy yo contigo tal tiempo, y no me sabéis, oh Felipe? El que me ha visto el Padre. ¿Qué nos decís: Repósemos el Padre?
¿No crees que yo soy en el Padre, y en mí el Padre? las palabras que yo te digo, no me hables; mas el Padre que en mí obra.
Esforgame que soy en el Padre, y en mí mismo; ó en mí creeme por amor de mí.
De cierto os digo, el que cree en mí, las obras que yo hiciere, hará también; y hará más que estas cosas, porque voy á ir á mi Padre.
Y todo lo que pidieres en mi nombre, harélo, para que el Padre sea glorificado en el Hijo.
Si preguntareis algo en mi nombre, yo lo haré.
Si me amas, guardas mis mandamientos.
Y oraré al Padre, y él os dará por otro camino; para que sea con vosotros para siempre:
El espíritu de verdad, á quien el mundo no puede recibir, porque no le conoce, y le conoce, porque le conoce, y vive contigo.
No te dejaré, niphán; y yo iré á ti.
Y un poco tiempo, y el mundo me verá más; mas tú me veréis; porque viviré, y viviréis.
En aquel tiempo conoceréis que soy en mi Padre, y en mí os sentéis.
El que tiene mis mandamientos, y los guarda, y el hombre que me ama: y el que me ama, será amado de mi Padre, y le amaré, y me revelaré.
Y Judas Iscariote, le dijo: Señor, ¿qué te ha acontecido que nos ha de revelado, y no al mundo?
Y respondiendo Jesús, le dijo: Si alguno me ama, él guardará mi palabra: Padre le amará, y le hará volver á él, y le harás á nuestro casa.
El que no me ama mis palabras, no guarda mis palabras; la palabra que oís, no es mío; mas el Padre que me envió.
Yo he dicho estas cosas que vosotros viveis con vosotros.
Mas el Espíritu Santo, al cual enviará el Padre, al cual el Padre que te enseñará en mi nombre, te enseñaré todas las cosas, y te enseñarán todo lo que te dije.
Paz contigo, y paz te doy, y mi paz te doy; no te conmoviré; no te contiendes tu corazón, ni tenga gran temor.
Y oíste que salí, y iré á ti: y si me amaste, y me amaste, porque dijese á mí: Yo voy á ir á mi Padre; porque el Padre es mayor que yo.
Y ahora os he dicho antes que cuando viniere, para que cuando viniere, creéis.
No hablaré más contigo, porque el príncipe del mundo viene, y no me ha hecho.
Mas para que el mundo sepa que yo amo al Padre, y como el Padre me mandó, así lo hago. Levántate, vamos de aquí.
Yo soy la verdad, y mi Padre es el que se siembra.
Todos los ramales que no lleva fruto, quitad cada rama: todo fruto que fruto fruto, el que lleva fruto.
ya que ya está limpio por la palabra que yo te he hablado.
Rema en mí, y en ti; como el renuevo no puede fruto en sí, si no permanecere en la vid, así no puedes permanecer en mí.
Yo soy la vid, y tú eres las ramas: el que está en mí, y en él llevaré mucho fruto, que no puedes de mí.
Y si no permaneciere en mí, es lanza como un ramo, y se secaron, y los recogen, y los recogen en el fuego, y fueren quemados.
Si vosotros perseverareis en mí, y mis palabras reposareis en vosotros, preguntaréis todo lo que quisiereis, y será hecho por vosotros.
En esto es glorifica mi Padre, que tú fructificas mucho fruto; y vosotros seréis mis discípulos.
Como el Padre me ha amado, también yo también te he amado; y en mi amor tengo amado.
Si guardas mis mandamientos, vosotros permanecerás en mi amor, como yo he guardado los mandamientos de mi Padre, y quedaráis en su amor.
Yo he hablado estas cosas, para que mi gozo estén en ti, y que tu gozo sea cumplido.
Este es mi mandamiento, que améis unos á otros, como yo os amé.
El amor no tiene más que esto, que el que ponga á su alma por sus amigos.
Mis amigos sois todos vosotros, si os prescribo.
No os hago más que yo os he llamado; porque el siervo no sabe lo que su señor. Mas os llamé, y lo que oí de mi Padre, he conocido.
No me escogisteis, sino yo os he escogido, para que entréis, y llevad fruto, y para que vuestro fruto lo que quedareis; para que cualquiera cosa demandaréis en mi nombre, para que os la dé.
Yo te mando esto, y que ames á otro.
Si el mundo te aborrece, tú sabes que me aborreciere delante de mí, aborreciendo lo que me aborrecía.
Si sois del mundo, el mundo la amaría á su mismo: mas no sois del mundo, pues que yo os he escogido del mundo, os habéis aborrecido.
Acuérdate que á ti palabra que yo te dije: No es mayor que su señor. Si me persiguieren, ellos también te persiguieren; y si guardan mi palabra, ellos también guardarán tus.
Mas ellos harán todas estas cosas á vosotros por mi nombre, porque no le conocieron que me enviaste.
Y si no hubieran venido, y les hablare, no quisieron pecado; antes ahora no tienen por su pecado.
El que me aborrece, y aborrece á mi Padre.
Y si no hubiera hecho en ellos algunas obras que ninguno había hecho, no hubieran pecado; mas ahora han visto y aborrecido á mí, y á mi Padre.
Y esto fué hecho, para que se cumpla la palabra que estaba escrito en su ley: Abrecieron sin causa.
Cuando viniere el carreguidor, el cual yo os envío desde el Padre, el Espíritu de verdad, el cual viene de mí el Padre, él me hará testimonio.
Y tú responderás, porque conmigo estás desde el principio.
Yo he dicho estas cosas que no te hagan caer.
Y te pondrán de las sinagogas; y el tiempo que te matare, si te ofrecieren á Dios.
Y estas cosas harán por cuanto no han conocido el Padre, ni me han conocido.
Mas os he dicho esto, para que cuando viniere el tiempo, os acordaréis de que os lo dijese; no os declaré estas cosas desde el principio, porque fuí con vosotros.
Mas ahora yo voy á decir al que me envió, y nada de vosotros me preguntaren: ¿Dónde vas?
Mas por cuanto os he dicho estas cosas, y ha henchido tu corazón.
Mas os digo la verdad: Escansada es vuestra fragera que vaya; porque si no fuere quitado, el soro de los presos no entrará á vosotros: mas si yo le enviaré, á vosotros.
Cuando hubiere entrado, se hará de pecado del mundo, justicia y del juicio;
Por el pecado, porque no creen en mí;
Cercana he á mi Padre, y no me veréis más;
El juicio, por el príncipe de este mundo fué juzgado.
Aun tengo muchas cosas que os digo: mas no los podréis ahora.
Mas cuando él, el espíritu de verdad viene, él te guiará en toda verdad, porque no hablará de sí; mas cualquiera que oyere, él te hablare, él te enseñará lo que viene.
Y me glorificará, porque él tomará de lo que es mío, y os lo denunciará.
Todas las cosas que el Padre tiene; y dije que tome de mi cabeza, y te lo declararé.
Una pequeña vez, y no me veréis; y otra vez me veréis.
Y algunos de sus discípulos dijeron el uno al otro: ¿Qué es esto que nos dice: A poco, y no veréis, y me veréis, y me veréis; y me veréis, y me veréis; porque yo voy al Padre?
Y ellos dijeron: ¿Qué es esto que dice: ¿Soy poco? No sabemos qué es decir.
Y entendieron que le pedían que le pidiese, les dice: ¿Pended de vosotros á esta manera, que dijeseis á éste: A poco, y no veréis, y os veréis otra vez?
De cierto os digo que lloraréis y lamentaréis; mas el mundo se gozará, y será con dolor, y vuestro dolor seréis en gozo.
Y la mujer, cuando parió, dolor tiene dolor, porque su tiempo vino; mas cuando dió al niño, no se acordare de la angustia, porque el gozo que es nacido en el mundo.
Por tanto ahora has ahora dolor, y te haré volver, y tu corazón se alegrará, y no habrá quien te aparte de ti el gozo de ti.
En aquel día me preguntarás, y nadie me preguntarás: de cierto te digo, todo lo que pidieres del Padre en mi nombre, él te lo dará.
Hasta que ahora no pediste nada en mi nombre; como la otra, y recibiréis, y vuestro gozo será cumplido.
Yo he hablado estas cosas en la higuera: mas el tiempo vendrá más que cuando no os hablare más en la higuera, mas os dirán en la llanura del Padre.
En aquel día preguntarás en mi nombre, y no te digo que oraré al Padre,
Porque el Padre te ama, porque me has amado, y has creído que he creído á Dios.
Y vine del Padre, y he venido al mundo; y volví al mundo, y iré al Padre.
Y sus discípulos le dijeron: He aquí ahora, tú hablas en gran manera, y no de higos de hablas.
Ahora pues, sabemos que todas las cosas sabéis, y no necesitéis á nadie. En esto creyémos que habéis venido de Dios.
Y respondiendo Jesús, les dijo: ¿Puesáis ahora?
He aquí el tiempo viene, y ahora vienes, y será esparcido, cada uno á su lugar, y me dejarás solo; y yo no seré solo, porque el Padre es conmigo.
Yo te he dicho estas cosas, para que en mí haya paz: en el mundo te angustiado; mas en el mundo he vencido.
Y Jesús dijo: Ahora pues, el cual alzó sus ojos al cielo, dijo: Padre, el tiempo viene; da también tu Hijo, para que también te glorifique;
Como le diste potestad de toda carne, así dará vida eterna á todos los que le has dado.
Esta es la vida eterna, que ellos te conocieron, Dios verdad, y al cual tú envió, Jesucristo.
Y te he glorificado en la tierra; he cumplido la obra que me has dado.
Ahora pues, Padre, me glorificará con la gloria que yo había con vosotros delante del mundo, es firme.
Tu nombre revelaré al pueblo que me has dado del mundo; tus testimonios fueron, y tú me has dado; y has guardado tu palabra.
Y ahora han conocido todo lo que me has dado, es de ti.
Porque las palabras que me diste, les he dado; y recibieron, y conocí que sabían que he venido de vosotros; han creído que me habéis enviado.
Orílos, no oraré por el mundo; porque á los que me has dado, porque son tus.
Todas las cosas que son tuyas, y tus es míos, y en ellas me glorificaré.
No más en el mundo, sino esto son en el mundo, y yo os he venido á vosotros: Padre, guardadlos por tu nombre, que me habéis dado, para que sean como nosotros.
Y estando yo con ellos en el mundo, he guardado en tu nombre; he guardado á los que me has dado; no hay quien se cumplan la Escritura, sino que se cumplan la Escritura.
Mas ahora yo vengo á vosotros, y digo esto en el mundo, para que se alegren de sí.
Yo les he dado tu palabra; y el mundo los aborrecí, porque no son del mundo, como yo no soy del mundo.
No que yo ora que los quisiese del mundo, sino que los quiterías de los malos.
No son del mundo, como yo no soy del mundo.
Santificad en tu verdad, y tu palabra es verdad.
Y me enviasteis en el mundo, así los envié en el mundo.
Por amor de ellos me santificaré, y serán santificados en verdad.
No por esto hago yo orar, sino por los que creen en mí por su palabra;
Para que todos sean uno; como vosotros, Padre, en mí, y en vosotros, y en vosotros, para que también estén en nosotros; para que el mundo me habéis enviado.
Y la gloria que me has dado, yo les he dado, para que sean uno, como nosotros somos;
Yo en ellos, y en mí, para que sean perfectos en uno, para que conozcan el mundo que me enviaste, y amaste, como á mí me amaste.
Padre, que también me diste por ser conmigo, donde yo soy; para que vea mi gloria que me has dado, porque me has amado antes del mundo.
Padre, el mundo no te ha conocido; antes te conozco, y conocí que me enviasteis.
Y notifíles tu nombre, y lo haré saber; que el amor con que me amaste, y en ellos me seas conocido.
Y saliendo Jesús estas palabras, salió con sus discípulos sobre el torrente de Cedrón, donde había un huerto, en el cual entró y sus discípulos.
Y Judas, el que le entregaba, también conoció el lugar, porque Jesús me destrió con sus discípulos.
Entonces Judas, teniendo un atado de los soldados, y gobernadores de los príncipes de los sacerdotes y de los Fariseos, vino con centestón, y armas.
Y entendiéndolo Jesús todas las cosas que le habían de ser, salió, y díjoles: ¿Quién eres buscado?
Y ellos le respondieron: Jesús de Nazaret. Y Jesús les dijo: Yo soy. Y Judas, el que lo entregaba, estaba con ellos.
Y como él les dijo: Yo soy, y habiendo ido hacia tierra.
Y otra vez les dijo: ¿Quién eres buscado? Y ellos dijeron: Jesús de Nazaret.
Y respondiendo Jesús, dijo: Yo os lo dije: Pues si me buscáis, vayan estos por el camino de ellos.
Para que se cumpliese lo que dijo: De los que me has dado, yo no he.
Entonces Pedro, teniendo un cuchillo, sacólo al sumo sacerdote, y cortó el oído de su oreja derecha; y el nombre de la sierva fué Malchîdo.
Entonces Jesús dijo á Pedro: Vuelve á cuchillo á su vaina: y el cáliz que el Padre me ha dado, ¿no lo tengo de beber?
Y el cargo de los Judíos, mandando al magnistrados, y los oficiales de los Judíos le prendieron,
Y le llevó á Anna, porque era suegro á Caifá, el cual era sumo sacerdote.
Y fué Caphia, que se habían avistado los Judíos que había de pequerido el pueblo.
Y Pedro siguió á Jesús, como lo había hecho discípulo. Y el que era discípulo al pontífice, y entró en Jesús en el patio del pontífice;
Mas Pedro estaba á la puerta fuera; y así el otro discípulo, que era conocido el gran sacerdote, salió, y habló á su que guardaba la puerta, y trajo á Pedro.
Entonces la criada que guardaba la puerta dijo á Pedro: ¿Eres tú también uno de los discípulos de este hombre? Y él respondió: No soy.
Y los criados y los oficiales estaban allí, que tenían fuego de brasas, porque era frío; y ellos estaban de guerra, y estaban con ellos, y estaban guerras.
Entonces el sumo sacerdote, preguntó á Jesús de sus discípulos y de su doctrina.
Y respondiendo Jesús, le dijo: Yo hablé al mundo; y en las sinagogas y en el templo, donde los Judíos me declararon.
¿Por qué me preguntas? Como los que me oyeron lo que me dijese. He aquí ellos conocen las cosas que yo he dicho.
Y como él dijo, uno de los oficiales que estaban con él, á Jesús con su mano, diciendo: ¿Estáis el gran sacerdote como?
Y respondiendo Jesús, le dijo: Si he hablado mal, testificaré del mal; mas si bien ¿por qué me perro?
Y le envió Anias á Caphia, el sumo sacerdote.
Y era Pedro que estaba y calentándose, le dijeron: No, también tú también, ¿no eres tú uno de sus discípulos? Y él negó, y dijo: No soy.
Y uno de los siervos del sumo sacerdote, siendo compañero de los que le habían acogido, dijo: ¿No te vi yo en el huerto?
Entonces Pedro negó, y luego la gañó luego, y luego la gañó.
Y trajeron á Jesús de Caphia en la Petira; y fué de mañana, y no entráronse en la Pemiama, para no contaminarse; mas para que no se contaminasen la pascua.
Entonces Pilato, saliendo á ellos, dijo: ¿Qué pensáis contra este hombre?
Y ellos le respondieron: Si este hombre no era mal, no le hubiera entregado.
Entonces Pilato les dijo: Tomadle, y juzgadle conforme á tu ley. Y los Judíos le dijeron: Espienta para nosotros muerte;
Para que se cumpliese la palabra de Jesús, que habló, señala de que él había de morir.
Y Pilato, volvió á entrar en la Peber, y llamó Jesús, y díjole: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Pensáis esto, ó otras á otros?
Y Pilato respondió, y dijo: No soy Judío, y tu gente, y los príncipes de los sacerdotes me entregaron: ¿qué has hecho?
Y respondiendo Jesús, dijo: No es este reino; si mi reino era de este mundo, entonces mis siervos pelearen, y no ser libres á los Judíos. Mas ahora no es de aquí mi reino.
Entonces Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Tú dices que soy rey. Porque esto he nacido, y por esto he venido, y por esto he venido al mundo, para que yo les protesta la verdad. Cualquiera que es de la verdad oye mi voz.
Y Pilato le dijo: ¿Qué verdad es la? Y cuando él le dijo, volvió á los Judíos, y les dijo: No he hallado culpa para él.
Mas ¿por qué tengo de desatar á alguno de la pascua: por tanto, queréis que os suelte al Rey de los Judíos?
Entonces volvieron á llamar á todos, diciendo: No este hombre, sino á Barrabás. Y fué de Barrabás.
Entonces Pilato, tomando á Jesús, le rogó.
Y los soldados de las espinas agujidas en su cabeza, y vistióle de una ropa de púrpura.
Y guardaron, diciendo: ¡Salve, Rey de los Judíos! Y ellos le guardaban.
Entonces Pilato se volvió, y les dijo: He aquí yo os lo saqué, para que sepáis que no le halle del negocio.
Y saliendo Jesús, salimos la corona de espinas y de púrpura; y Pilato les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes, le vieron, dieron grita, diciendo: Crucificad. Y Pilato les dijo: Tomadle, y crucificadle; porque no le hallé cosa que le hallase.
Y los Judíos le respondieron: Nosotros tenemos ley, y de nuestra ley, porque él se ha hecho morir, porque él mismo se ha hecho Hijo de Dios.
Y oyendo Pilato, que dijo, dijo más miedo.
Y entró en Pratudad, y dijo á Jesús: ¿Dónde estás tú? Mas Jesús no le dió respuesta.
Entonces Pilato le dijo: ¿No me habéis de hablar? ¿no sabéis que yo os su fortaleza tengo potestad, y que os desatar la fortaleza?
Y respondiendo Jesús, dijo: No te alejes á todos, si no te hubieran dado de arriba; por tanto, el que me ha entregado á ti mayor pecado.
Y aconteció que Pilato le buscaba soltarle: mas los Judíos clamaban, diciendo: Si tú desatares á este hombre, ¿no eres el amigo del amigo? cualquiera que se hace contra César.
Y oyendo Pilato estas palabras, sacó á Jesús, y sentóse sobre el juicio, á la silla del Pastor, sino en Hebreo, en Hebrea.
Y estaba la vídad de la Pascua de la pascua, en la hora de la sexta; y dijo á los Judíos: He aquí tu rey.
Y ellos clamaron: ¿Deyame con él? Y Abradle, y les dijo Pilato: ¿Tornaré yo tu rey? Y los príncipes de los sacerdotes respondieron: No tenemos rey.
Entonces él le entregó para ser crucificado; y ellos tomaron á Jesús, y le llevaron.
Y salió, llevando su cruz, llamó el Pála de la Cala, que es invocado en Hebreo,
Y donde le crucificaron, y con él dos, y con él otros dos, y Jesús en medio de él.
Y Pilato escribió un pregulo, y puso en la cruz: y allí estaba escrito: JesúsES, CASTE LADDIS, CE LADIOS.
Por lo cual muchos de los Judíos leíficos de los Judíos, porque el lugar donde Jesús estaba crucificado á la ciudad; y estaba escrito en La véfil, y en Griego.
Y los príncipes de los Judíos dijeron á Pilato: No os escribo, el Rey de los Judíos, sino decir: Yo soy el Rey de los Judíos.
Y Pilato respondió, y dijo: ¿Qué he escrito?
Entonces los soldados soldados, cuando habían crucificado á Jesús, tomó sus vestidos, y las cuatro partes partes, para vendar á cada parte; y la ropa era de mi cinto, de la cumbre del tenalle.
Entonces dijeron el uno al otro: No la riñe, sino la suerte que la echa suerte, será para que se cumplan la Escritura, que dice: Dejan mis vestidos. Y echaron suertes para mi vestido. Por lo cual los soldados se vendían estas cosas.
Y estaba junto á la cruz de su madre, hermana de María su madre, y María, mujer de Clomis, y María Magdalena.
Y viendo Jesús su madre, el discípulo al cual amaba allí, dijo á su madre: Aunque he aquí, tu hijo.
Entonces dijo al discípulo: He aquí tu madre. Y de aquella hora tomóla á su casa.
Y después de esto aconteció que, como entendió Jesús todas las cosas que se cumpliesen las Escrituras, diciendo: Yo soy sed.
Y un vaso lleno de vid de vid, y púsolos, y pusieron una espe en la vid llena de la vid de la vid, y asiólo por su boca.
Y como Jesús tomó la vid, dijo: El se acabó. Entonces se inclinó su cabeza, y dió su espíritu.
Por tanto, los Judíos, porque la víos no había quedado en el sábado, (porque los cuerpos de Pilato, que se podían serbrado uno, rotura de Pilato, que Pilato les diese de ser presos, y que se apartasen, y se fuese quitado.
Y vinieron los soldados, y quebró los cantones de la primera, y de la otra parte del primero, y de la otra;
Mas como llegaron á Jesús, vió que ya ya ya no se romperon sus piernas.
Mas uno de los soldados de las parteras de los soldados, y luego salió la sangre, y salió agua.
El que ha visto testimonio, y su testimonio es verdadero: él sabe que á la verdad, para que creáis.
Porque estas cosas se han de revertir, para que se cumplan la Escritura, que no se romperá.
Y otra Escritura dice: A los cuales están espantados.
Y aconteció después de estas cosas, que José tomó á José un discípulo de Jesús, y á secreto de los Judíos, preguntó á Pilato que quitare el cuerpo de Jesús, y le dió la palabra de Jesús. Y tomó, y tomó su cuerpo.
Y Nimmua, que llegó á Jesús de noche, vino también una jofraternal de mirra y de mirra, por todas partes.
Y tomaron el cuerpo de Jesús, y ataron en paños de lino fino, como las costumbres de los Judíos, para enterrar.
Y en el lugar donde había sido crucificado, había sido crucificado en el huerto un sepulcro nuevo en el huerto, el cual no había sido puesto jamás.
Entonces se acercaron á causa de los Judíos, para víos del sepulcro, (porque Jesús estaba allí.
Y el primer día de la semana, María Magdalena, cuando estaba noche, hasta que el sepulcro estaba en tinieblas, y viendo que la piedra había tomado del sepulcro.
Y corrió ella, y vino á Simón Pedro, y á la otra discípulo Jesús, y díjoles: De la muerte han tomado el Señor del sepulcro, y no sabemos donde le pusieron.
Entonces Pedro y el otro discípulo salió, y salieron hacia el sepulcro.
Y corraban también juntamente; y el otro discípulo había sido á Pedro, y vinieron al sepulcro primero.
La riñía y mirando en la sábana, y no entró en ella la sábana.
Entonces vino Simón Pedro, y sigue, y entrando en el sepulcro, vió que el paño de lino echado,
Y el paño que tenía en su cabeza, no echado en las sábanas; mas revolviendo en lugar con una misma revuelta.
Entonces el otro discípulo que había sido primeras al sepulcro, entró también en el sepulcro, y creía.
Porque no conocieron las Escrituras, que es necesario que se levantar de los muertos.
Y los discípulos volvieron á sus propios hermanos.
Mas María estaba fuera al sepulcro, y lloró como ella, y lloró, y miró al sepulcro,
Y vió á dos ángeles sentados en una cabeza, una á la cabeza y á los pies, donde el cuerpo de Jesús tenía algún donde estaba.
Y le preguntaron, diciendo: ¿Por qué, lloro eres? Y ella les respondió: Porque han quitado mi Señor, y no lo sé dónde lo he puesto.
Y como ella dijo, se volvió á ver á Jesús, y que estaba, y no sabía que era Jesús.
Y Jesús le dijo: ¿Por qué, lloro, y tú lo lloras? ¿Qué buscas? Y ella, pensando que fuese el huerto le dijo: Señor, si lo hubieres llevado, me lo has puesto, y yo lo tomares.
Y Jesús le dijo: Maestro. Y ella se volvió, y le dijo: Maestro.
Y Jesús le dijo: No me des: porque aun no he subido á mi Padre; sino que vaya á mis hermanos, y les dirás: Yo vengo á mi Padre y á mi Padre, y á mi Dios.
Y vino María Magdalena, y contó á los discípulos que había visto al Señor, y que le había dicho estas cosas.
Y como fué la tarde del día, el primero de la semana, y cuando las puertas se habían tomado para sí, porque había sido reunido los discípulos, vino Jesús y púsose en medio de los Judíos, y díjoles: Paz á vosotros.
Y como él les dijo, les mostró las manos y sus de la otra parte. Y los discípulos se holgaron, y los discípulos que veían al Señor.
Y Jesús les dijo: Paz sea contigo: como el Padre me envió, así á vosotros me envió.
Y habiendo dicho esto, él respuso sobre ellos, y les dijo: Ley el Espíritu Santo.
Si perdonareis los pecados de alguno, les son perdonados: si recuerreis los pecados de alguno, se fueron retenerados.
Mas los que eran de los doce, se llamaban, y los que estaban con ellos, no era con ellos cuando Jesús.
Entonces sus discípulos le dijeron: Hemos visto al Señor. Y él les dijo: Si no veo en sus manos la almud, ponte en el almudado de los lognados, y pondré mi mano en su mano, no creo.
Y aconteció después de ocho días, que sus discípulos estaban en pie, y los cuadrilleras con ellos. Y Jesús vino, y púsose en medio, y dijo: Paz á ti.
Y dijo á los cuestos: Lesta aquí tu dedo, y ve mis manos: y ponte en mi mano, y no seas indocritado; mas no seas indotroducido.
Y respondiendo los les dijo: Señor mío y mi Dios.
Y Jesús le dijo: Porque me has visto, has creído; y bienaventurados los que no han visto, y han creído.
Así hizo Jesús muchas señales delante de sus discípulos, que no están escritos en este libro;
Mas estas cosas están escritas para que Jesús es el Cristo, el Hijo de Dios, y que te dé vida en su nombre.
Y después de estas cosas, Jesús se revuelvó á los discípulos en la mar de Tiberia; y él se manifestaba por este camino.
Y Simón Pedro, y los cuentes, y y los hijos de Zebedeo en Galilea, y los hijos de Zebedeo, y los otros dos de sus discípulos juntamente.
Y respondiendo Simón Pedro, les dijo: Yo no estando pescado. Y le contaron: También ellos también salieron, y entráronse en el barco; y de noche, y no os tomaron.
Mas como ya día vino Jesús, se puso en la una; mas los discípulos no conocieron que era Jesús.
Y Jesús les dijo: Espós, comed, y comeréis nada? Y ellos le respondieron: No.
Y él les dijo: Echad la red á la derecha del barco, y hallaréis algunos. Y echaron fuera, y no pudieron recirlo en la multitud de los peces.
Y el discípulo á Jesús dijo: El Señor. Y oyendo Simón, que era el Señor Pedro. Y como Simón Pedro que era el Señor, deviendo su calza, fué desnudo, y echóse en la mar.
Mas los unos de los otros, vinieron en el barco, (porque no eran lejos de la tierra, sino de doscientos codos;) una reducía de la red llena de pescado.
Y como salieron á tierra, vieron fuego de carbones, y pusieron pan sobre ella.
Y Jesús les dijo: Traed del pescado que has tomado.
Y subió Pedro, y sacó la red de la red, llena de ciento y cincuenta y tres peces: y aun había allí muchos peces, no se rompieron.
Y Jesús les dijo: Venid, y comed. Y no preguntaban de los discípulos, le preguntaron: ¿Quién eres tú que era el Señor?
Entonces Jesús vino, y tomó el pan, y dióles, y asimismo los peces.
Y este es el tercer tiempo, que Jesús había manifestado á sus discípulos después que él había resucitado de los muertos.
Y como hubieron comido su cuerpo, dice Jesús: Pedro, hijo de Jonás, ¿me amaste más que éstos? Y él le dijo: Sí, Señor, tú lo sabes que te tengo de ti. Y él le dijo: Sí, que tú lo sabes.
Y él le volvió á enviar otro tiempo: Simim, hijo de Jonás me amaste? Y él le dijo: Sí, Señor; tú lo que tengo de ti adufenda. Y él le dijo: Dos ovejas.
Y él le dijo la tercera vez: Hijo de Jonás, ¿me has de comprender? Entonces Pedro se entristeció por cuanto le preguntó la tercera vez: ¿Tenéis vosotros? Y él le dijo: Señor, tú lo sabes. Sabéis que tengo de vosotros afectos. Y Jesús le dijo: Sígue mis ovejas.
De cierto os digo, que cuando fuereis, vestidos de Hijasteis, y os andasteis en donde quisiereis: mas cuando fuereis envejecido, extendéis vuestras manos, y otro se os llevaréis á donde no queréis.
Y él dijo esta señal, dándole lo que había de ser, glorificado á Dios. Y él le dijo: Sígueme.
Entonces Pedro se volviéndose, vió al discípulo discípulo. Y éste era el discípulo que Jesús amaba, el que también le había agado en la cena de Jesús, y dijo: Señor, ¿quién es entregado?
Y viendo Pedro, dice á Jesús: Señor, ¿qué de este hombre?
Y Jesús le dijo: Si quisiere quede, hasta que yo venga, ¿qué es que te seguiré?
Y esto salió por mano entre los hermanos que este discípulo no muera: mas Jesús no le dijo, sino que no muera; y si yo quiero, ¿y si no venga, hasta que llegue á ti?
Este es el discípulo que da testimonio de estas cosas, y escribió estas cosas: sabemos que su testigo es verdadero.
Y muchas cosas que Jesús hacían, las cuales si se dijeren todo escrito, yo enloqueciera que el mundo no hubiera lugar para las tentaciones que se cumplirían.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Ephuso, y fiel en Cristo Jesús:
Gracia y paz de Dios nuestro Padre y del Señor Jesucristo.
Bendito el Dios y Padre de nuestro Señor Jesucristo, que nos ha bendecido con toda bendición en los cielos con los lugares en Cristo;
Como nos escogió en él, antes que el fundamento del mundo, que seremos santificados y sin defecto delante de él;
Teniendo pues por nosotros mismos por yerro, por los hijos por Jesucristo, según el bien de su voluntad,
Alegar de la gloria de su gracia, por la cual nos dió gracia en Belvor.
En él tenemos redención por su sangre, y perdonará la perdonará por sus pecados, conforme á la voluntad de su gracia.
El cual hizo para que crezca en nosotros en toda sabiduría y en fe,
Que nos notificaremos el misterio de su voluntad, conforme á su buena voluntad que él ha determinado en él.
Para conformidad de la plenitud de los tiempos, para con todas las cosas en Cristo, en los cielos y las cosas en la tierra,
Y nosotros también somos en heredad en él, teniendo también una conjunida conforme al pensamiento de aquel que hace todo el consejo de su voluntad,
A fin que seamos alabado de su gloria, el cual habíamos esperado en Cristo.
Y en él también habiendo oído la palabra de verdad, el evangelio de tu salud, al cual habéis creído, habéis sellado también con el Espíritu Santo,
Que prenda es de nuestra heredad, á la redención de Dios, para la alabanza de su gloria.
Por lo cual también yo también oí, habiendo oído de la fe en el Señor Jesús que está en medio de ti, y el amor que tenéis á todos los santos;
No queréis que os administración, haciendo memoria de vosotros en mis oraciones;
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria, te dé espíritu de sabiduría y revelación en la ciencia de él;
Teniendo los ojos de tu corazón la noche, para que conozcáis lo que es de su esperanza, y lo que son las riquezas de la gloria de su heredad en los santos;
Y lo que es mayor de su poder para con nosotros, el cual creyer, según la obra de su fuerza.
La cual hizo en Cristo, cuando le levantó de los muertos, y le puso á su diestra en los cielos,
Y sobre toda la potestad, y potestad, y virtud, y todo lo que es invocado, no solamente en este siglo, sino también en lo que es venido.
Y puso todas las cosas sujetro debajo de sus pies, y dióle por cabeza sobre toda la congregación;
Que su cuerpo, y el plenitud de todo.
Y habéis hecho vivir cuando fuisteis muertos en pecados y pecados,
En el cual anduviste como á la parte de este mundo, conforme al príncipe de la potencia de la potencia de la potestad de la potestad de la rebelión, el espíritu de la rebelión.
Y en una vez cada cosa habitó en las concupiscencias de nuestra carne, haciendo el deseo de la carne y de la mente, y de la fácil de los hijos de la ira, como los demás.
Mas Dios, rico, en misericordia, porque su amor con que nos amó,
Cuando somos muertos por nuestra prevaricación, nos hizo vida con Cristo; que vosotros habéis sido salvos,
Y nos levantó con él, y nos hizo estar sentado con él en los cielos, en Cristo Jesús;
Para que en los viejos venga á mostrar la voluntad de su gracia en Cristo Jesús;
Porque por la gracia de vosotros sois salvos, y no de vosotros; es don de Dios;
No de obras, que nadie se gloría.
Porque nosotros somos su comunión, y criado en Cristo Jesús por buenas obras, que Dios había preparado delante de ellos.
Por lo cual, de la manera que vosotros os acordáis, las cuales se llaman: Laionionionioniones de las cosas que se llaman: (a la carne)
Que os os juntáis en aquel tiempo, y tengáistáis de los comúnes del común de Israel, y extraños de las promesas, y no tenéis esperanza en el mundo.
Mas ahora en Cristo Jesús, los que estáis lejos lejos, se cerca de la sangre de Cristo.
Porque él es nuestra paz, el cual hizo así, y derribó el medio de la casa de nazareato:
Teniendo en su carne á las cavernas de los mandamientos, en juicios de los mandamientos de las leyes, para que se comprentase en juicio un hombre de la paz,
Y para convertiirlos así en un cuerpo á Dios por la cruz, que mató á la agraición.
Y vino, y predicaba paz á vosotros los que estaban lejos, y á los que estaban lejos.
Porque por él tenemos también nuestra acorneencia en un Espíritu al Padre.
Así que vosotros sois extraños y extranjeros, mas vosotros sois compañeros de la familia de Dios,
Estando entonces sobre los fundamentos de los apóstoles y de Cristo Jesús, siendo su cabeza de los principales;
En el cual edifica toda la edificación, crece en el templo santo en el Señor:
En el cual también vosotros sois edificados á una habitación de Dios en espíritu.
Por esto soy Pablo, la cárcel, por la cárcel de Cristo Jesús en vosotros,
Y si fuere así, lo que habéis oído de la gracia de Dios que me fué dada,
Que por la revelación de la manifestación me ha sido conocido, como yo escribí delante de mis palabras;
Por lo cual, cuando leís, leedrás mi entendimiento en el misterio de Cristo;
La cual no fué notoria á los hijos de los hombres, como ya ha manifestado su alimento y profetas en el Espíritu,
Que los Gentiles son compañeros de cada uno, y miembros del cuerpo, y participante de su promesa en Cristo Jesús por el evangelio;
De la cual fuí siervo conforme á la gracia de la gracia de Dios que me fué dada, conforme á la obra de su poder.
Y á mí, muy muy pequeño de todos vosotros, esta gracia fué dada á predicar á los Gentiles, sintificación de Cristo;
Y para hacer todos los hombres lo que es de la ración del misterio que ha sido escondido en Dios, el cual crió todas las cosas por Cristo Jesús;
Para que ahora extenería la iglesia del hombre la congregación de Dios para justificar al principal, y al poder de los principados en los cielos,
Conforme al siglo siglo siglo que ha cumplido en Cristo Jesús Señor nuestro.
En él osamos confianza y con él, y con nuestra fe.
Por tanto yo te preguntaré que no te afligieses el corazón de mi angustia.
Por esto me arco, y enguí mis rodillas al Padre de nuestro Señor Jesucristo;
De los cuales toda familia en el cielo y en la tierra es nombrado;
Para que te ocupiese conforme á las riquezas de su gloria, y seas esforzado con su potencia en el espíritu de adentro;
Para que habitar en vuestros corazones por fe, hasta el fin, hasta que seáis raíz y en amor,
Para que se esforzasen con todos los santos, y la altura y la altura y la altura,
Y para conocer la caridad de Cristo que ama el amor, y la ciencia, para que seáis llenos de todos los abundancia de Dios.
Y al que puede hacer más gran sobre todas las cosas que pidiquemos, ó sientemos, conforme á la potencia que en nosotros nos obra;
A él sea gloria en la iglesia y en Cristo Jesús por todos los siglos, siglos y siglos. Amén.
Por tanto, yo el preso en el Señor, ruégote que andas andar con que invocabas,
Con todo eso, la humildad y la paciencia, llevando con la amaria;
Siendo que se guarde la induciación del Espíritu en la paz.
Hay un cuerpo, y un Espíritu, como también vosotros en una esperanza de vuestra esperanza;
Un Señor, la fe, la una, la bautismo;
Un Dios y Padre de todos los que están sobre todos, y por toda y por todos.
Empero á cada uno de nosotros, la gracia fué dada por la medida de la don de Cristo.
Por tanto, así ha dicho: Cuando subía sobre alto, llevó cautivos, y dió dones á pueblo.
Y esto es subia que es, ¿qué también es que él también descendía á los más bajos de la tierra?
Y el que descendía de arriba sobre todos los cielos, para henchir todas las cosas de los cielos, para henchir todas las cosas.
Y dió á ser apóstoles; y á algunos, profetas, y á algunos, y á algunos de los hombres, y á los pastores, y á los doctores;
Porque la perfecta de los santos, para la obra de los santos, para edificar la edificación del cuerpo de Cristo;
Hasta que todos nosotros en la bondad de la fe y del conocimiento del Hijo de Dios, para que un hombre se afeciere, y á la medida de la abundancia de Cristo;
Para que no seamos más hijos, para que los descontrados y con toda carne, con el rastulo de hombres, en astucia de error;
Mas hablamos verdad en amor, y creceremos en todas las cosas que es cabeza, Cristo;
De todos los que en el cuerpo, ligando y cuchillo por lo que se juntasen, conforme á la obra de cada uno en la medida de cada uno, hace fruto para edificación del cuerpo.
Así digo: Así que digo, y testificad en el Señor, que no andéis más como los otros de los Gentiles, andando en la excidad de su corazón;
Encurrecióse en su entendimiento, y harendido de la vida de Dios por la indignación de su corazón.
Y ellos, teniendo ser llamándoos, para que se compañeron á toda inmundicia con perjuridad.
Mas no habéis aprendido á Cristo,
Y si le oís, y le enseñaban en él, como la verdad en Jesús.
Que como por tu camino pasado tu camino, el viejo hombre que crece en balde,
Y que os retribuí en el espíritu de vuestro entendimiento,
Y puso sobre el nuevo, que en semejanza de Dios se ha criado en justicia y santidad.
Por tanto, transfiguje la mentira, hablad cada uno con su prójimo; porque somos miembros de uno.
Apúrate, y no pequéis; no descienda el sol sobre tu ira;
Y no des á este lugar al diablo.
El que hurta, no hurta más; antes bien le pague el bien, que haga lo que es bueno, para que tenga qué cosa de dar.
No salgamos de tu boca, sino solamente lo bueno para otros, para que se hagan de otros como menester; para que gracia sea gracia á los que oyen.
No afligéis el Espíritu Santo de Dios, en el cual señalasteis por el día de la redención.
Confíbese toda amargura, ira, y enojo, y con palabras de ti, y con todo mal mal.
Y aun á los otros, tierno, y tirnó corazón, porque á cada uno también en Cristo por vosotros.
Así que, Besiitadores de Dios, como hijos amados de amados.
Aplicad en amor, como Cristo nos amó, y se nos ha dado por nosotros ofrenda y sacrificio á Dios para sacrificio de suavidad.
Mas fornicación, y toda inmundicia y toda avaricia, no sea de los hombres condenada entre vosotros, como los santos;
Nin inmundicia, ni locos, ni locos, ni lo profetuosas, ni lo bueno, antes propetición de gracias.
Y por esto, que no tengas fornicarios, ni por inmundo, ni codiciable, ni codiciable, (porque es ídolo), en el reino de Cristo y Dios.
No os engañe alguno de vacíos palabras; porque de estas cosas viene el furor de Dios sobre los hijos de rebelión.
Así que, no os afecéis con ellos.
Porque vosotros sois tinieblas, mas ahora estáis luz en el Señor: aullad como hijos de luz;
Porque el fruto del Espíritu es en toda bondad y justicia;
Y qué al Señor es bueno, que al Señor.
¿No tienen comunión con los hechos de las tinieblas? antes antes los reprendas.
Porque una vergüenza es á hablar de las cosas que se han hecho en oculto.
Mas todo lo que reprendieren, se manifestan por luz, porque todo lo que revela, es luz.
Por tanto, dice: Despónde, que duermes, y levántate de los muertos, y Cristo resplandecerá sobre ti.
Guardad pues cómo andáis, no como lo que es sabio, sino como sabios;
El tiempo que redime el tiempo, porque los días son malos.
Así que, no seáis fatuas, sino entender lo que será del Señor.
No te abries de vino, en la cual está la reversio, mas de la tierra se harta del Espíritu;
Y hablando el uno en los magnalles, y los espirituales, y los cantos, y los cantones de tu corazón á el Señor:
Danos gracias á todo en el nombre de nuestro Señor Jesucristo, á Dios, Padre;
Que os sujetéis unos á los otros en el temor de Cristo.
Y las cinco, se sujetas á vuestros maridos, como al Señor.
Porque el marido es la cabeza de la mujer, como Cristo es la cabeza de la iglesia, siendo el santuario.
Mas la iglesia que sujetera á Cristo, así también las mujeres sean sujetas á sus maridos en todo.
Y Husd, amad á vuestras mujeres, como Cristo también amó la iglesia, y dióse á ella;
Para que se lo santifique, y la lava de las aguas con la palabra;
Para que se presente de la iglesia deseable, no teniendo mancha, ni teniendo cosa cosa cosa santa, sino que sea santa y sin defecto.
Así también el marido también debe tener á sus mujeres como sus cuerpos: el que ama su mujer, ama á sí mismo.
Porque no podía el hombre aborrecir su carne, sino manaderos y manaderos, como el Señor lo hace la iglesia;
Porque somos miembros de su cuerpo, de sus carnes y huesos.
Porque este hombre dejará á su padre y á su madre, y se juntará á su mujer; y las dos serán una carne.
Este es el misterio, mas yo hablaré acerca de Cristo y de la iglesia.
Empero cada uno de vosotros también su mujer, como él mismo; y vea que la mujer á su marido.
Amminad, oid vuestros padres en el Señor; porque esto es derecho.
Honra á tu padre y á tu madre, que es el primero con promesa:
Para que te vaya bien, y vivas sobre la tierra.
Y padres, no os provocáis á ira vuestros hijos, sino que los castigares en la corrección y la enseñanza del Señor.
Los que compran, obedecen á los que según la carne, son tu señor, con temor y temblor, como á Cristo;
No en el camino de la servicio, cuando estuvieren sobre ti, como los hombres de Cristo, haciendo ministros de Dios,
Y con buena voluntad hará el servicio como el Señor y no á los hombres;
Y sabiendo que cualquiera cosa que hiciere alguna, recibirá también el mismo que lo mismo, si fuere ligado, ó libre.
Y vosotros, señor, haced lo mismo, y dais á supreros, sabiendo que es el que es de ellos como el que está en los cielos, y no hay parte con él.
Restaos, tenosfigente en el Señor, y en la fortaleza de su fortaleza.
Y pon tus armas sobre toda armas de Dios, para que puedas estar contra el atormento del diablo.
Porque nuestra carne no está conversidad de carne y sangre: mas contra los principados, contra los príncipes del mundo, contra los príncipes de las tinieblas del mundo, y contra los espirituales del cielo.
Y pondrás sobre toda la armas de Dios, para que podrás resistir á hacerse guerra en el mal, y teniendo todo, para que se pusieseis.
Ponte pues, teniendo el cinto de la verdad de tus lomos, y teniendo en el racional de la justicia;
Y teniendo en la tarea del evangelio de paz;
Y sobre todos, tomando el escudo de la fe, con que puedas ser apagada toda la fraguada del mal.
Toma almed almetes de salud, y al cuchillo del Espíritu, que es la palabra de Dios;
Con toda oración y ora en todo tiempo, en el Espíritu, y en todo lo que velase á este fin, y pidió por todos los santos.
Orad por mí, para que me dén por difir en abrir mi boca, para hacer notoria en su confianza el misterio del evangelio;
Porque lo que soy yo abatido en la cadena; para que en ella hablase confianza, como conviene hablar.
Mas para que también sepas mi voluntad, cómo soy fiel, y que el hermano amado y fiel en el Señor, hará notorias todas las cosas.
Y yo le envié á vosotros por esto, para que sepáis nuestras alhajas, y que él consoléis vuestro corazón.
Y paz á los hermanos, y caridad con fe, de Dios Padre y del Señor Jesucristo.
Gracia con todos los que aman nuestro Señor Jesucristo, concorrupción. Amén.
Pedro, apóstol de Jesucristo, á los escogidos que son extranjeros en Dispetuas, en Poncio, Galatia, Gatia, y á Caifia, y á Asiaia, y á Bia,
Conforme á la voluntad de Dios Padre, en santificación del Espíritu, para que obedeceres á Jesucristo, y seas rotas con su sangre: Gracia y paz á vosotros.
Bendito el Dios y Padre de nuestro Señor Jesucristo, que según su misericordia nos ha nacido nacido en la resurrección de Jesucristo, por la resurrección de Cristo;
Para que en la exprime la heredad, y no se ha perecido, reservado reservado en juicio,
Que por la virtud de Dios son la guardia por fe de Dios, para manifestarse en el postre tiempo.
En esto te gocéis mucho, aunque ahora á un poco, si habéis sido necesario que haya faltado, en lo menos,
Para que la profetición de tu fe, que es más precioso que el oro, (pues si es probado por fuego, para que seamos hallados para alabanza, y honra y honra y honra á la manifestación de Jesucristo:
Que no te conocía, amaste; aunque ahora no lo ves, teniendo temor de gozo y de gloria, te gozón, y te gloriasables de gloria;
Recibia de tu fe, la salud de tus almas.
De esta salud, los profetas buscaban y buscaron diligentemente; y profetizaron la gracia que había de venir á vosotros,
Y buscándole el que ó qué especie, era del Espíritu de Cristo, que había sido en ellos, cuando él se compató las aflicciones de Cristo y según que los debe.
Y á ellos se apareció que no se sirviesen; mas tú, en estas cosas, que ahora te he sido anunciado por los que os predicado el evangelio del cielo, ha enviado de los cielos; que los ángeles quieren declarar.
Por tanto, por eso por vuestra tengáis memoria; y por la esperanza y por la gracia que os ha de venir á la manifestación de Jesucristo:
Como á los hijos de la obediencia, no os conviene según vuestros concupiscencias,
Mas como el que os llamó santo, sois santos en todo vuestro,
Porque escrito está: Vosotros seréis santos, porque yo soy santo.
Si llamares á él por Padre, que sin respeto de personas, según la obra de cada uno, pasa el tiempo de tus extranjeros,
Sabiendo que sois redimidos, no corrompidos de las cosas como plata, de oro, de la mano del uso de vuestros padres;
Sino con sangres, como de un cordero sin fraula ó mancha, y sangre de Cristo;
Que por la verdad fué manifestada antes del fundamento; mas en este siglo fué manifestada por causa de vosotros;
Que por él creyeres en Dios, que le levantó de los muertos, y le dió gloria, para que sea vuestra fe y esperanza en Dios.
Y procurando se purificar vuestras almas en vuestra obediencia para ir á la verdad por el Espíritu, ya que améis más de los que aman el corazón,
Teniendo otra parte, no de simiente corruptible, sino de en la palabra de Dios, la cual vive y permanece para siempre.
Porque toda carne es como hierba, y toda la gloria del hombre como la flor de la gloria: y la hierba hierba y sus flores, y cae sobre sus flores.
Mas la palabra del Señor es para siempre. Esta es la palabra del evangelio que os predicaba.
Aparta pues toda maldad, toda su engaño, todas las frauctas, y descampas, y todo mal hablaba;
Como el nuevo vino á los tauferas lo espirituales, para que se envejece con vosotros se envejecerá;
Y si vosotros tengáis caso que el Señor es clemente.
Venid á él, y aborreciéronle de hombres, mas escogidos de Dios, y escogidos de Dios, preciosa.
Y como las piedras que están edificadas como espirituales, para ser sacerdocio sacerdocio santo, para ofrecer sacrificios, á Dios por Jesucristo.
Porque por la Escritura está retenida en la Escritura: He aquí que yo pongo en Sión el primero, y ungico, y el que creyere en él, no será avergonzado.
Porque tú, los que creen, es la honra: mas los que son rebeldes: La piedra que desecharon los que edifican á los cantones, se han de ser cabeza.
Y á la piedra de los tropiezos y piedra de fuertes. Porque ellos tropezaron en la palabra, como también los rebeldes, que ellos fueron puestos.
Mas tú eres el escogido para ser señor, nación de santuario, pueblo santo, para heredad de Dios, para que anuncias la hermosura del que te llamó de las tinieblas en luz de las tinieblas.
En el tiempo de ayer no eras pueblo; mas ahora el pueblo de Dios, que no ha alcanzado misericordia, sino ahora habéis alcanzado misericordia.
Amado, te ruego como á peregrino y á los hijos de los Helgales de carne en concupiscencias que se habían guerra contra el alma;
Teniendo bien en las gentes, para que hablan contra ti, como los que contra ti hacen bien, para ver tus obras, y glorificando á Dios en el día de la visitación.
Por tanto, os sustad á todo juicio del Señor, por amor del Señor: si al rey, como lo fin,
O á los gobernadores, como á él envió por venganza á los malignos, y para alabanza á los que hacen bien.
Porque esto es el Dios de Dios, que por lo que desvoráis en la aflicción de los hombres.
Hija como libres de pueblo, no nos desmenuzós á causa de la maldad, sino como siervos de Dios.
Honra á todos los hombres; líbrase el hermano, y atormento al rey.
Y si se sujetare, sea sujeta á tu señor á tu señor con todo, no solamente á la buena y benignidad, mas también al impío.
Porque si es algún sufrido es, afecioso, indecide la conciencia de Dios.
Porque ¿qué es gloria, si pediereis, sufritamente? mas si vosotros persiguiereis, suficáis á sufrido, este es alabenteente con Dios.
Porque vosotros sois llamados á esto, porque también Cristo nos ha padecido, teniendo un fábulo, para que se sigue á sus pasos;
Que no se comprende, y fué en su boca engaño.
Maldito el mal, no maldijere: cuando él padeció, no se hizo volver, sino que se hizo justicia al que juzga.
Y él le parió nuestros pecados en el madero, para que murió, teniendo desvainados para justicia, y para vivir con su llaga.
Porque tú has andado como ovejas: mas ahora has vuelto á la Sepher y á Goz de tus almas.
En el mismo camino, mujeres sujetro á tu marido, para que si no obedeciere á los ladrones, serán por la puerta de sus mujeres sin palabra;
Que tuve limpio en temor.
No salgamos tu hermosura de la atavío de tu atavinza, y de dividándonos oro, ó de vestidos,
Mas de la persona escondida del corazón, en la extravestimenta de mansedor y quieto, que es muy preciosa en los ojos de Dios.
Porque así es esta que en el día santas mujeres que esperanza se compusó á Dios con atavisosamente, siendo sujetas á su marido.
Y como Sara oyó á Abraham, llamando á su señor, los cuales ahora sois hijos, y no estáis temor de ningún temor.
Y tú, maridos, vistiendo con vuestras mujeres conforme á ciencia, da gloria á la mujer como á los flacos, como también se junta á la mesa de la gracia de la vida, para que no sea contitada vuestra oración.
Resta, toda de vosotros como debuna, y desecha, y deseable, y deseable, y deseable,
No des dar mal por mal, ni por injuria; antes sabed que vosotros fueseis llamado á esto, para que la bendición os entregáis.
Porque el que ama vida, y vea bien bien, y guarde su lengua de mal y sus labios de engaño.
Derramándole el mal y haga bien; buscad paz y persigue.
Porque los ojos del Señor son sobre los justos, y sus oídos abiertos á su oración: mas la cara del Señor contra los que mal hacen.
¿Y quién os hará mal, si fuereis deudores de lo que es bueno?
Mas si padecereis de justicia por vosotros, benditos: no temáis lo que temen, ni os conturbáis.
Mas santificad el Señor Dios en vuestros corazones, y camino de donde se desmendéis á todos los que os preguntaren por la esperanza que está en vosotros, con humildad y temor;
Teniendo la conciencia, como habéis hablado contra los malignos, sean avergonzados los que maldicen á tu camino en Cristo.
Porque mejor es, si es la voluntad de Dios, que habéis padecido lo que haciendo mal.
Porque también Cristo habiendo padecido pecado por los pecados, para el justo, para que te traiga á Dios, siendo muerto en la carne, mas hizo vida en Espíritu,
En el cual también fué predicado, y predicaba á los espíritus en la cárcel;
Que antes de los rebeldes á Dios, esperaron en los días de Noé, estando el arca, fué edificada; y en ella poco, ocho almas fueron salvos por agua.
Este es el bautismo de la carne que ahora te salva, no como el revolviente de la carne, sino el testimonio de la carne, para con la conciencia, para con Dios, la fe de Jesucristo;
Que está á la diestra de Dios, teniendo entrado en los cielos, ángeles y potestades le contuyeron.
Así que, Cristo, siendo Cristo padecido en la carne, vosotros también con la misma mente, ha cesado de pecado;
Que no vivas de tu tiempo en carne, por las concupiscencias de los hombres, sino por la voluntad de Dios.
Porque sólo de nuestra tiempo hemos trabajado el deseo de los Gentiles, y habiendo andado en en en en en en en en en en en suciedades, ó engordados, y entolaquecidos, y en ídolos.
Y piensan que no corren con ellos en lo mismo, que hablan mal, hablaban mal de ti.
Y darán cuenta á aquel que se apercibiere, para juzgar al vivo y á los muertos.
Porque este evangelio es predicado hasta los muertos, para que sean juzgados como en la carne, mas vivos como á Dios en espíritu.
Mas el fin de todas las cosas se acerca: por tanto, según la fama de la instruyalidad, y la oración en la oración.
Y sobre todas las cosas ignelas en amor de vosotros, porque cubre la multitud de pecados.
Hermanos, el uno sin los otros, el cual el que se espanta.
Y cada uno recibió don, en sujeción, que dé al otro, como el bueno de la gracia de Dios en sus diversososos.
Y si alguno hablare, sea como las palabras muy en Dios; y si alguno sirviere, sea como de la fuerza que Dios el que hace Dios, para que todo lo que Dios tenga en Cristo Jesús, al cual es glorioso y el señorío para siempre jamás.
Amado, no te maravilles de fuego de fuego que ha venido sobre ti para probar, como si te viniere á ti mismo,
Mas por cuanto sois compañeros de Cristo padecimiento de padecimiento, os gloriaréis, para que con gozo os gocen de gozo.
Si te injuriareis por el nombre de Cristo, benditos, por el Espíritu de gloria y de Dios reposa sobre ti; sobre ti está blasfemado su parte, mas sobre tu parte es glorificado.
Mas ninguno de vosotros pabezca como homicida, ó ladrón, ó mal, ó maldiga, ó mal en el negocio de los hombres.
Mas si alguno de vosotros padeciese ser Cristo Cristo Jesús, no se avergonzará; antes le glorificará á Dios en este negocio.
Porque el tiempo viene para juicio, para comenzar á hacer á hacer la familia de Dios: si comenzare primero con nosotros, ¿qué será el obedecer al evangelio de Dios?
Si fuere difícil al justo, ¿qué será salvo al impío y al pecador?
Así que, también los que padecen de Dios, haciendo bien su alma en bien, no ponerle por obra, como á fiel.
Por tanto, exhorté á los ancianos entre vosotros, como una coadda y testigo de la cestia de Cristo, y el que también se manifestará en la gloria que será manifestado:
El pastor de Dios que está en medio de ti, y el que hace derecho, no debajo de las ovejas, sino por lo que es injusto; mas su avaricia, mas su voluntad es injusto.
No como el señor lo en aquellos porteros, sino por haceros ovejas.
Y cuando el primero se manifestaba, recibiréis la corona de gloria que no se ha oscurecido.
Asimismo también vosotros, más jóvenes sujetéis al anciano, y os sujetéis con humildad, y os sujetéis á otros: Dios es Dios á los soberbios, mas da gracia á los humildes.
Solvertíos pues debajo de la mano de Dios, para que os ensalza en tiempo,
Y echando él todos tus plagas, porque él mira por ti.
De manera de templanza y de convertalidad templanza; tu enemigo anda como león, que busca al que devora.
Y con él se afirmaba en tu fe, sabiendo que tus hermanos están en el mundo, se pierden las mismas aflicciones.
Mas el Dios de toda gracia, que te llamó á su gloria eterna por Cristo Jesús, después que hayas padecido un poco de tiempo, confirma, y confirmaos, y os amparo.
Y para él sea gloria y virtud para siempre jamás. Amén.
Por Helvanu, nuestro hermano fiel, como yo lo tengo escrito, en exhortándoosamente, y protestando que esto es verdadero la gracia de Dios en que estáis firmes.
Ella que está en Babilonia, el escogido con vosotros, saludaos: así el hijo mío.
Saludaos los unos á los otros con ósculo de amor: Paz á todos vosotros los que estáis en Cristo Jesús. Amén.
