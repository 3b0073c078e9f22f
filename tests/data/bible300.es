En el principio crió Dios los cielos y la tierra.
Ahora pues, maldito seas tú de la tierra que abrió su boca para recibir la sangre de tu hermano de tu mano:
Y murió toda carne que se mueve sobre la tierra, así de aves como de ganados, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y todo hombre:
Y dijeron: Vamos, edifiquémonos una ciudad y una torre, cuya cúspide llegue al cielo; y hagámonos un nombre, por si fuéremos esparcidos sobre la faz de toda la tierra.
Sacando solamente lo que comieron los mancebos, y la porción de los varones que fueron conmigo, Aner, Eschôl, y Mamre; los cuales tomarán su parte.
Entonces respondió Jehová: Si hallare en Sodoma cincuenta justos dentro de la ciudad, perdonaré á todo este lugar por amor de ellos.
Y tomó Abraham ovejas y vacas, y dió á Abimelech; é hicieron ambos alianza.
Y yo dije: Quizás la mujer no querrá seguirme.
Y ellos respondieron: Hemos visto que Jehová es contigo; y dijimos: Haya ahora juramento entre nosotros, entre nosotros y ti, y haremos alianza contigo:
Entonces dijo Labán á Jacob: ¿Por ser tú mi hermano, me has de servir de balde? declárame qué será tu salario.
¿Por qué te escondiste para huir, y me hurtaste, y no me diste noticia, para que yo te enviara con alegría y con cantares, con tamborín y vihuela?
Y habitad con nosotros; porque la tierra estará delante de vosotros; morad y negociad en ella, y tomad en ella posesión.
Estos, pues, son los nombres de los duques de Esaú por sus linajes, por sus lugares, y sus nombres: el duque Timna, el duque Alva, el duque Jetheth,
Mas Jehová fué con José, y extendió á él su misericordia, y dióle gracia en ojos del principal de la casa de la cárcel.
José, pues, conoció á sus hermanos; pero ellos no le conocieron.
Y nosotros respondimos: No podemos ir: si nuestro hermano fuere con nosotros, iremos; porque no podemos ver el rostro del varón, no estando con nosotros nuestro hermano el menor.
Entonces compró José toda la tierra de Egipto para Faraón; pues los Egipcios vendieron cada uno sus tierras, porque se agravó el hambre sobre ellos: y la tierra vino á ser de Faraón.
Y José dijo á sus hermanos: Yo me muero; mas Dios ciertamente os visitará, y os hará subir de aquesta tierra á la tierra que juró á Abraham, á Isaac, y á Jacob.
Dijo también Jehová á Moisés en Madián: Ve, y vuélvete á Egipto, porque han muerto todos los que procuraban tu muerte.
Y cumpliéronse siete días después que Jehová hirió el río.
Ninguno vió á su prójimo, ni nadie se levantó de su lugar en tres días; mas todos los hijos de Israel tenían luz en sus habitaciones.
Y habló Jehová á Moisés, diciendo:
Y dijo Moisés á Aarón: Toma un vaso, y pon en él un gomer lleno de maná, y ponlo delante de Jehová, para que sea guardado para vuestros descendientes.
Y dijeron á Moisés: Habla tú con nosotros, que nosotros oiremos; mas no hable Dios con nosotros, porque no muramos.
También la fiesta de la siega, los primeros frutos de tus labores que hubieres sembrado en el campo; y la fiesta de la cosecha á la salida del año, cuando habrás recogido tus labores del campo.
Y harás para el tabernáculo tablas de madera de Sittim, que estén derechas.
Y harás llegar á Aarón y á sus hijos á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y los vestidos del servicio, y las santas vestiduras para Aarón el sacerdote, y las vestiduras de sus hijos, para que ejerzan el sacerdocio;
Porque yo arrojaré las gentes de tu presencia, y ensancharé tu término: y ninguno codiciará tu tierra, cuando tú subieres para ser visto delante de Jehová tu Dios tres veces en el año.
Hizo asimismo la cubierta de oro puro: su longitud de dos codos y medio, y su anchura de codo y medio.
La mesa, todos sus vasos, y el pan de la proposición;
Y si fuere cabra su ofrenda ofrecerála delante de Jehová:
Asimismo esta es la ley de la expiación de la culpa: es cosa muy santa.
Ofreció asimismo el presente, é hinchió de él su mano, y lo hizo quemar sobre el altar, además del holocausto de la mañana.
Y si reconociéndolo el sacerdote, ve que la postilla ha crecido en la piel, el sacerdote lo dará por inmundo: es lepra.
Y al séptimo día volverá el sacerdote, y mirará: y si la plaga hubiere crecido en las paredes de la casa,
A fin de que traigan los hijos de Israel sus sacrificios, los que sacrifican sobre la haz del campo, para que los traigan á Jehová á la puerta del tabernáculo del testimonio al sacerdote, y sacrifiquen ellos sacrificios de paces á Jehová.
Y cualquiera que durmiere con su nuera, ambos han de morir: hicieron confusión; su sangre será sobre ellos.
Y ofreceréis con el pan siete corderos de un año sin defecto, y un becerro de la vacada y dos carneros: serán holocausto á Jehová, con su presente y sus libaciones; ofrenda encendida de suave olor á Jehová.
Entonces saldrá de contigo, él y sus hijos consigo, y volverá á su familia, y á la posesión de sus padres se restituirá.
Y todas las décimas de la tierra, así de la simiente de la tierra como del fruto de los árboles, de Jehová son: es cosa consagrada á Jehová.
Estos son los contados de los hijos de Israel, por las casas de sus padres: todos los contados por ejércitos, por sus escuadrones, seiscientos tres mil quinientos y cincuenta.
Estos fueron los contados de las familias de Coath, todos los que ministran en el tabernáculo del testimonio, los cuales contaron Moisés y Aarón, como lo mandó Jehová por mano de Moisés.
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas se purificaron, y lavaron sus vestidos; y Aarón los ofreció en ofrenda delante de Jehová, é hizo Aarón expiación por ellos para purificarlos.
Y habían quedado en el campo dos varones, llamado el uno Eldad y el otro Medad, sobre los cuales también reposó el espíritu: estaban estos entre los escritos, mas no habían salido al tabernáculo; y profetizaron en el campo.
Conforme al número de los días, de los cuarenta días en que reconocisteis la tierra, llevaréis vuestras iniquidades cuarenta años, un año por cada día; y conoceréis mi castigo.
Los incensarios de estos pecadores contra sus almas: y harán de ellos planchas extendidas para cubrir el altar: por cuanto ofrecieron con ellos delante de Jehová, son santificados; y serán por señal á los hijos de Israel.
Entonces alzó Moisés su mano, é hirió la peña con su vara dos veces: y salieron muchas aguas, y bebió la congregación, y sus bestias.
Y Balac dijo á Balaam: ¿No envié yo á ti á llamarte? ¿por qué no has venido á mí? ¿no puedo yo honrarte?
De Zera, la familia de los Zeraitas; de Saul, la familia de los Saulitas.
Y un macho cabrío en expiación se ofrecerá á Jehová, además del holocausto continuo con su libación.
Y vosotros quedaos fuera del campo siete días: y todos los que hubieren matado persona, y cualquiera que hubiere tocado muerto, os purificaréis al tercero y al séptimo día, vosotros y vuestros cautivos.
Y partidos de Dophca, asentaron en Alús.
Y si con instrumento de palo de mano, de que pueda morir, lo hiriere, y muriere, homicida es; el homicida morirá.
Y también la mano de Jehová fué sobre ellos para destruirlos de en medio del campo, hasta acabarlos.
Aprende pues hoy, y reduce á tu corazón que Jehová él es el Dios arriba en el cielo, y abajo sobre la tierra; no hay otro.
Y Jehová tu Dios echará á estas gentes de delante de ti poco á poco: no las podrás acabar luego, porque las bestias del campo no se aumenten contra ti.
Daré también hierba en tu campo para tus bestias; y comerás, y te hartarás.
Y comerás delante de Jehová tu Dios en el lugar que él escogiere para hacer habitar allí su nombre, el diezmo de tu grano, de tu vino, y de tu aceite, y los primerizos de tus manadas, y de tus ganados, para que aprendas á temer á Jehová tu Dios todos los días.
Mas será, que cualquiera que no oyere mis palabras que él hablare en mi nombre, yo le residenciaré.
Cuando fuere moza virgen desposada con alguno, y alguno la hallare en la ciudad, y se echare con ella;
A Jehová has ensalzado hoy para que te sea por Dios, y para andar en sus caminos, y para guardar sus estatutos y sus mandamientos y sus derechos, y para oir su voz:
Y quedaréis en poca gente, en lugar de haber sido como las estrellas del cielo en multitud; por cuanto no obedeciste á la voz de Jehová tu Dios.
La corrupción no es suya: á sus hijos la mancha de ellos, generación torcida y perversa.
Mi siervo Moisés es muerto: levántate pues ahora, y pasa este Jordán, tú y todo este pueblo, á la tierra que yo les doy á los hijos de Israel.
Y Jehová dijo á Josué: Hoy he quitado de vosotros el oprobio de Egipto: por lo cual el nombre de aquel lugar fué llamado Gilgal, hasta hoy.
Como Moisés, siervo de Jehová, lo había mandado á los hijos de Israel, como está escrito en el libro de la ley de Moisés, un altar de piedras enteras sobre las cuales nadie alzó hierro: y ofrecieron sobre él holocaustos á Jehová, y sacrificaron víctimas pacíficas.
Tomó pues Josué toda aquella tierra, las montañas, y toda la región del mediodía, y toda la tierra de Gosén, y los bajos y los llanos, y la montaña de Israel y sus valles.
Sale luego este término al lado de Ecrón hacia el norte; y rodea el mismo término á Sichêron, y pasa por el monte de Baala, y sale á Jabneel: y sale este término á la mar.
Y Josué les echó las suertes delante de Jehová en Silo; y allí repartió Josué la tierra á los hijos de Israel por sus porciones.
Mas el campo de aquesta ciudad y sus aldeas dieron á Caleb hijo de Jephone, por su posesión.
Y como ellos clamasen á Jehová, él puso oscuridad entre vosotros y los Egipcios, é hizo venir sobre ellos la mar, la cual los cubrió: y vuestros ojos vieron lo que hice en Egipto. Después estuvisteis muchos días en el desierto.
Así los hijos de Israel habitaban entre los Cananeos, Hetheos, Amorrheos, Pherezeos, Heveos, y Jebuseos:
Yo os libré de mano de los Egipcios, y de mano de todos los que os afligieron, á los cuales eché de delante de vosotros, y os dí su tierra;
Y no se acordaron los hijos de Israel de Jehová su Dios, que los había librado de todos sus enemigos alrededor:
Y Jephté tornó á enviar otros embajadores al rey de los Ammonitas,
Después, encendiendo las teas, echó las zorras en los sembrados de los Filisteos, y quemó hacinas y mieses, y viñas y olivares.
Y levantáronse la imagen de Michâs, la cual él había hecho, todo el tiempo que la casa de Dios estuvo en Silo.
Y hallaron de los moradores de Jabes-galaad cuatrocientas doncellas que no habían conocido hombre en ayuntamiento de varón, y trajéronlas al campo en Silo, que es en la tierra de Canaán.
Y mostraréle que yo juzgaré su casa para siempre, por la iniquidad que él sabe; porque sus hijos se han envilecido, y él no los ha estorbado.
Y dijo Samuel todas las palabras de Jehová al pueblo que le había pedido rey.
Y olvidaron á Jehová su Dios, y él los vendió en la mano de Sísara capitán del ejército de Asor, y en la mano de los Filisteos, y en la mano del rey de Moab, los cuales les hicieron guerra.
Porque Cis padre de Saúl, y Ner padre de Abner, fueron hijos de Abiel.
Y fueron oídas las palabras que David había dicho, las cuales como refiriesen delante de Saúl, él lo hizo venir.
Y Jonathán le dijo: Nunca tal te suceda; antes bien, si yo entendiera ser consumada la malicia de mi padre, para venir sobre ti, ¿no había yo de descubrírtelo?
Y subieron los de Ziph á decir á Saúl en Gabaa: ¿No está David escondido en nuestra tierra en las peñas del bosque, en el collado de Hachîla que está á la mano derecha del desierto?
Y dijo David á Abner: ¿No eres varón tú? ¿y quién hay como tú en Israel? ¿por qué pues no has guardado al rey tu señor? que ha entrado uno del pueblo á matar á tu señor el rey.
Los Filisteos pues pelearon con Israel, y los de Israel huyeron delante de los Filisteos, y cayeron muertos en el monte de Gilboa.
Y habló también Abner á los de Benjamín: y fué también Abner á Hebrón á decir á David todo el parecer de los de Israel y de toda la casa de Benjamín.
Además yo fijaré lugar á mi pueblo Israel, yo lo plantaré, para que habite en su lugar, y nunca más sea removido, ni los inicuos le aflijan más, como antes,
¿Quién hirió á Abimelech hijo de Jerobaal? ¿no echó una mujer del muro un pedazo de una rueda de molino, y murió en Thebes? ¿por qué os llegasteis al muro?: entonces tú le dirás: También tu siervo Uría Hetheo es muerto.
Porque de cierto morimos, y somos como aguas derramadas por tierra, que no pueden volver á recogerse: ni Dios quita la vida, sino que arbitra medio para que su desviado no sea de él excluído.
Aconsejo pues que todo Israel se junte á ti, desde Dan hasta Beer-seba, en multitud como la arena que está á la orilla de la mar, y que tú en persona vayas á la batalla.
Y todo el pueblo pasó el Jordán: y luego que el rey hubo también pasado, el rey besó á Barzillai, y bendíjolo; y él se volvió á su casa.
Los consumiré, y los heriré, y no se levantarán; y caerán debajo de mis pies.
Y estando tú aún hablando con el rey, yo entraré tras ti, y acabaré tus razones.
Y aparecióse Jehová á Salomón en Gabaón una noche en sueños, y díjoleDios: Pide lo quequisieres queyo te dé.
Y aparejó las paredes de la casa por de dentro con tablas de cedro, vistiéndola de madera por dentro, desde el solado de la casa hasta las paredes de la techumbre: cubrió también el pavimento con madera de haya.
Desde el día que saqué mi pueblo Israel de Egipto, no he escogido ciudad de todas las tribus de Israel para edificar casa en la cual estuviese mi nombre, aunque escogí á David para que presidiese en mi pueblo Israel.
Y de la madera de brasil hizo el rey balaustres para la casa de Jehová, y para las casas reales, arpas también y salterios para los cantores: nunca vino tanta madera de brasil, ni se ha visto hasta hoy.
Y esto fué ocasión de pecado; porque el pueblo iba á adorar delante del uno, hasta Dan.
Entonces el rey Asa convocó á todo Judá, sin exceptuar ninguno; y quitaron de Rama la piedra y la madera con que Baasa edificaba, y edificó el rey Asa con ello á Gabaa de Benjamín, y á Mizpa.
Entonces Achâb envió á todos los hijos de Israel, y juntó los profetas en el monte de Carmelo.
Y el rey de Israel se fué á su casa triste y enojado, y llegó á Samaria.
Y envió luego á él un capitán de cincuenta con sus cincuenta, el cual subió á él; y he aquí que él estaba sentado en la cumbre del monte. Y él le dijo: Varón de Dios, el rey ha dicho que desciendas.
Entonces dijo él á Giezi: Ciñe tus lomos, y toma mi bordón en tu mano, y ve; y si alguno te encontrare, no lo saludes; y si alguno te saludare, no le respondas: y pondrás mi bordón sobre el rostro del niño.
Y ellos fueron, y siguiéronlos hasta el Jordán: y he aquí, todo el camino estaba lleno de vestidos y enseres que los Siros habían arrojado con la premura. Y volvieron los mensajeros, é hiciéronlo saber al rey.
Llamadme pues luego á todos los profetas de Baal, á todos sus siervos, y á todos sus sacerdotes; que no falte uno, porque tengo un gran sacrifico para Baal; cualquiera que faltare, no vivirá. Esto hacía Jehú con astucia, para destruir á los que honraban á Baal.
Mas no mató á los hijos de los que le mataron, conforme á lo que está escrito en el libro de la ley de Moisés, donde Jehová mandó, diciendo: No matarán á los padres por los hijos, ni á los hijos por los padres: mas cada uno morirá por su pecado.
Y como los hijos de Israel paliasen cosas no rectas contra Jehová su Dios, edificándose altos en todas sus ciudades, desde las torres de las atalayas hasta las ciudades fuertes,
Esta es la palabra que Jehová ha hablado contra él: Hate menospreciado, hate escarnecido la virgen hija de Sión; ha movido su cabeza detrás de ti la hija de Jerusalem.
Además derribó las casas de los sodomitas que estaban en la casa de Jehová, en las cuales tejían las mujeres pabellones para el bosque.
Chûs engendró á Nimrod: éste comenzó á ser poderoso en la tierra.
Y los hijos de Joddai: Regem, Jotham, Gesán, Pelet, Epho, y Saaph.
También Ahí, hijo de Abdiel, hijo de Guni, fué principal en la casa de sus padres.
Y á Chêdemoth con sus ejidos, y á Mephaath con sus ejidos;
E Ibnías hijo de Jeroham, y Ela hijo de Uzzi, hijo de Michri; y Mesullam hijo de Sephatías, hijo de Rehuel, hijo de Ibnías.
Ira Ithreo, Yared Ithreo;
Y díjoles: Vosotros que sois los principales de padres entre los Levitas, santificaos, vosotros y vuestros hermanos, y pasad el arca de Jehová Dios de Israel allugarque le he preparado;
Asimismo hirió David á Adarezer rey de Soba, en Hamath, yendo él á asegurar su dominio al río de Eufrates.
Siendo pues David ya viejo y harto de días, hizo á Salomón su hijo rey sobre Israel.
La vigésimaprima á Othir, con sus hijos y sus hermanos, doce;
He aquí los órdenes de los sacerdotes y de los Levitas, para todo el ministerio de la casa de Dios, serán contigo en toda la obra: asimismo todos los voluntarios é inteligentes para cualquiera especie de industria; y los príncipes, y todo el pueblo para ejecutar todas tus órdenes.
Además hizo diez mesas y púsolas en el templo, cinco á la derecha, y cinco á la izquierda: igualmente hizo cien tazones de oro.
Yo los arrancaré de mi tierra que les he dado; y esta casa que he santificado á mi nombre, yo la echaré de delante de mí, y pondréla por proverbio y fábula en todos los pueblos.
Después de ella tomó á Maachâ hija de Absalom, la cual le parió á Abías, á Athai, Ziza, y Selomith.
Y reinó en su lugar Josaphat su hijo, el cual prevaleció contra Israel.
Y todo Judá y los de Jerusalem, y Josaphat á la cabeza de ellos, volvieron para tornarse á Jerusalem con gozo, porque Jehová les había dado gozo de sus enemigos.
De sus hijos, y de la multiplicación que hizo de las rentas, y de la instauración de la casa de Jehová, he aquí está escrito en la historia del libro de los reyes. Y reinó en su lugar Amasías su hijo.
En el primer año de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y las reparó.
Después de esto Sennachêrib rey de los Asirios, estando él sobre Lachîs y con él toda su potencia, envió sus siervos á Jerusalem, para decir á Ezechîas rey de Judá, y á todos los de Judá que estaban en Jerusalem:
Aprestado así el servicio, los sacerdotes se colocaron en sus puestos, y asimismo los Levitas en sus órdenes, conforme al mandamiento del rey.
Los hijos de Harim, mil diez y siete.
Y también los vasos de oro y de plata de la casa de Dios, que Nabucodonosor sacó del templo que estaba en Jerusalem y los pasó á Babilonia, sean devueltos y vayan al templo que está en Jerusalem, á su lugar, y sean puestos en la casa de Dios.
Porque siervos éramos: mas en nuestra servidumbre no nos desamparó nuestro Dios, antes inclinó sobre nosotros misericordia delante de los reyes de Persia, para que se nos diese vida para alzar la casa de nuestro Dios, y para hacer restaurar sus asolamientos, y para darnos vallado en Judá y en Jerusalem.
Junto á ellos restauró también Repaías hijo de Hur, príncipe de la mitad de la región de Jerusalem.
Estos son los hijos de la provincia que subieron de la cautividad, de la transmigración que hizo pasar Nabucodonosor rey de Babilonia, y que volvieron á Jerusalem y á Judá cada uno á su ciudad;
Y dijeron los Levitas, Jesuá y Cadmiel, Bani, Hosabnías, Serebías, Odaías, Sebanías y Pethaía: Levantaos, bendecid á Jehová vuestro Dios desde el siglo hasta el siglo: y bendigan el nombre tuyo, glorioso y alto sobre toda bendición y alabanza.
Todos los Levitas en la santa ciudad fueron doscientos ochenta y cuatro.
Y reñí con ellos, y maldíjelos, y herí algunos de ellos, y arranquéles los cabellos, y juramentélos, diciendo: No daréis vuestras hijas á sus hijos, y no tomaréis de sus hijas para vuestros hijos, ó para vosotros.
Es cierto que al necio la ira lo mata, y al codicioso consume la envidia.
Porque su esperanza será cortada, y su confianza es casa de araña.
Aquel cuyos pies van á resbalar, es como una lámpara despreciada de aquel que está á sus anchuras.
Todos los días del impío, él es atormentado de dolor, y el número de años es escondido al violento.
Llamé á mi siervo, y no respondió; de mi propia boca le suplicaba.
Las nubes son su escondedero, y no ve; y por el circuito del cielo se pasea.
He aquí que todos vosotros lo habéis visto: ¿por qué pues os desvanecéis con fantasía?
Cuando esperaba yo el bien, entonces vino el mal; y cuando esperaba luz, la oscuridad vino.
Si tuviera cerca de él algún elocuente anunciador muy escogido, que anuncie al hombre su deber;
Las cuales destilan las nubes, goteando en abundancia sobre los hombres.
¿Le intimidarás tú como á alguna langosta? El resoplido de su nariz es formidable:
Pídeme, y te daré por heredad las gentes, y por posesión tuya los términos de la tierra.
Con arrogancia el malo persigue al pobre: serán cogidos en los artificios que han ideado.
Y aparecieron las honduras de las aguas, y descubriéronse los cimientos del mundo, á tu reprensión, oh Jehová, por el soplo del viento de tu nariz.
Mas tú, Jehová, no te alejes; fortaleza mía, apresúrate para mi ayuda.
Voz de Jehová que quebranta los cedros; y quebrantó Jehová los cedros del Líbano.
Los ojos de Jehová están sobre los justos, y atentos sus oídos al clamor de ellos.
No hay sanidad en mi carne á causa de tu ira; ni hay paz en mis huesos á causa de mi pecado.
Has vendido tu pueblo de balde, y no pujaste en sus precios.
Juntadme mis santos; los que hicieron conmigo pacto con sacrificio.
Mis huídas has tú contado: pon mis lágrimas en tu redoma: ¿no están ellas en tu libro?
Que amolaron su lengua como cuchillo, y armaron por su saeta palabra amarga;
He sido extrañado de mis hermanos, y extraño á los hijos de mi madre.
Verdaderamente en vano he limpiado mi corazón, y lavado mis manos en inocencia;
No guardaron el pacto de Dios, ni quisieron andar en su ley:
Y la planta que plantó tu diestra, y el renuevo que para ti corroboraste.
Ama Jehová las puertas de Sión más que todas las moradas de Jacob.
Alégranos conforme á los días que nos afligiste, y los años que vimos mal.
Los montes se derritieron como cera delante de Jehová, delante del Señor de toda la tierra.
El que se cubre de luz como de vestidura, que extiende los cielos como una cortina;
Entonces creyeron á sus palabras, y cantaron su alabanza.
Ciertamente tú, oh Dios, que nos habías desechado; y no salías, oh Dios, con nuestros ejércitos.
Bendecirá á los que temen á Jehová; á chicos y á grandes.
Guíame por la senda de tus mandamientos; porque en ella tengo mi voluntad.
Tu siervo soy yo, dame entendimiento; para que sepa tus testimonios.
Porque no reposará la vara de la impiedad sobre la suerte de los justos; porque no extiendan los justos sus manos á la iniquidad.
Al que hizo las grandes luminarias, porque para siempre es su misericordia;
Saca mi alma de la cárcel para que alabe tu nombre: Me rodearán los justos, porque tú me serás propicio.
Los mancebos y también las doncellas; los viejos y los niños,
Ella es árbol de vida á los que de ella asen: y bienaventurados son los que la mantienen.
Porque el mandamiento es antorcha, y la enseñanza luz; y camino de vida las reprensiones de la enseñanza:
Para llamar á los que pasan por el camino, que van por sus caminos derechos.
La mano de los diligentes se enseñoreará: mas la negligencia será tributaria.
Abominación son á Jehová los pensamientos del malo: mas las expresiones de los limpios son limpias.
El que halló esposa halló el bien, y alcanzó la benevolencia de Jehová.
El hombre impío afirma su rostro: mas el recto ordena sus caminos.
El que dijere al malo, Justo eres, los pueblos lo maldecirán, y le detestarán las naciones:
Porque las riquezas no son para siempre; ¿y será la corona para perpetuas generaciones?
Si caiste, fué porque te enalteciste; y si mal pensaste, pon el dedo sobre la boca.
He entendido que todo lo que Dios hace, eso será perpetuo: sobre aquello no se añadirá, ni de ello se disminuirá; y hácelo Dios, para que delante de él teman los hombres.
El que guarda el mandamiento no experimentará mal; y el tiempo y el juicio conoce el corazón del sabio.
He aquí que tú eres hermoso, amado mío, y suave: nuestro lecho también florido.
Su izquierda esté debajo de mi cabeza, y su derecha me abrace.
Sus puertas se entristecerán y enlutarán, y ella, desamparada, sentaráse en tierra.
Ata el testimonio, sella la ley entre mis discípulos.
Por tanto, se enervarán todas la manos, y desleiráse todo corazón de hombre:
Y serán dejados todos á las aves de los montes, y á las bestias de la tierra; sobre ellos tendrán el verano las aves, é invernarán todas las bestias de la tierra.
Toma arpa, y rodea la ciudad, oh ramera olvidada: haz buena melodía, reitera la canción, porque tornes en memoria.
Luego que comenzare á pasar, él os arrebatará; porque de mañana de mañana pasará, de día y de noche; y será que el espanto solamente haga entender lo oído.
Porque los palacios serán desiertos, la multitud de la ciudad cesará: las torres y fortalezas se tornarán cuevas para siempre, donde huelguen asnos monteses, y ganados hagan majada:
He aquí que tú oiste lo que hicieron los reyes de Asiria á todas las tierras, que las destruyeron; ¿y escaparás tú?
¿Quién despertó del oriente al justo, lo llamó para que le siguiese, entregó delante de él naciones, é hízolo enseñorear de reyes; entrególos á su espada como polvo, y á su arco como hojarascas arrebatadas?
¿Quién formó un dios, ó quién fundó una estatua que para nada es de provecho?
Fuera como la arena tu simiente, y los renuevos de tus entrañas como las pedrezuelas de ella; nunca su nombre fuera cortado, ni raído de mi presencia.
Por tanto yo le daré parte con los grandes, y con los fuertes repartirá despojos; por cuanto derramó su vida hasta la muerte, y fué contado con los perversos, habiendo él llevado el pecado de muchos, y orado por los transgresores.
El prevaricar y mentir contra Jehová, y tornar de en pos de nuestro Dios; el hablar calumnia y rebelión, concebir y proferir de corazón palabras de mentira.
He aquí que escrito está delante de mí; no callaré, antes retornaré, y daré el pago en su seno,
¿Y dónde están tus dioses que hiciste para ti? Levántense, á ver si te podrán librar en el tiempo de tu aflicción: porque según el número de tus ciudades, oh Judá, fueron tus dioses.
Vuestras iniquidades han estorbado estas cosas; y vuestros pecados apartaron de vosotros el bien.
Pasóse la siega, acabóse el verano, y nosotros no hemos sido salvos.
Así dijo Jehová contra todos mis malos vecinos, que tocan la heredad que hice poseer á mi pueblo Israel: He aquí que yo los arrancaré de su tierra, y arrancaré de en medio de ellos la casa de Judá.
Porque mis ojos están sobre todos sus caminos, los cuales no se me ocultaron, ni su maldad se esconde de la presencia de mis ojos.
Y Jeremías les dijo: Diréis así á Sedechîas:
Y darélos por escarnio, por mal á todos los reinos de la tierra: por infamia, y por ejemplo, y por refrán, y por maldición á todos los lugares adonde yo los arrojaré.
Entonces respondió Jeremías profeta á Hananías profeta, delante de los sacerdotes y delante de todo el pueblo que estaba en la casa de Jehová.
¿Hasta cuándo andarás errante, oh hija contumaz? porque Jehová criará una cosa nueva sobre la tierra: una hembra rodeará al varón.
Así ha dicho Jehová Dios de Israel: Ve, y habla á Sedechîas rey de Judá, y dile: Así ha dicho Jehová: He aquí entregaré yo esta ciudad en mano del rey de Babilonia, y la abrasaré con fuego:
¿Y dónde están vuestros profetas que os profetizaban, diciendo: No vendrá el rey de Babilonia contra vosotros, ni contra esta tierra?
Y llamó á Johanán hijo de Carea, y á todos los oficiales de la gente de guerra que con él estaban, y á todo el pueblo desde el menor hasta el mayor;
Tú, siervo mío Jacob, no temas, dice Jehová; porque yo soy contigo: porque haré consumación en todas las gentes á las cuales te habré echado; mas en ti no haré consumación, sino que te castigaré con juicio, y no te talaré del todo.
Y traeré sobre Elam los cuatro vientos de los cuatro puntos del cielo, y aventarélos á todos estos vientos; ni habrá gente adonde no vengan extranjeros de Elam.
¡Cómo fué presa Sesach, y fué tomada la que era alabada por toda la tierra! ¡Cómo fué Babilonia por espanto entre las gentes!
Acaso ellos escuchen; y si no escucharen, (porque son una rebelde familia,) siempre conocerán que hubo profeta entre ellos.
He aquí el día, he aquí que viene: ha salido la mañana; florecido ha la vara, ha reverdecido la soberbia.
Después alzaron los querubines sus alas, y las ruedas en pos de ellos; y la gloria del Dios de Israel estaba sobre ellos encima.
No hubo ojo que se compadeciese de ti, para hacerte algo de esto, teniendo de ti misericordia; sino que fuiste echada sobre la haz del campo, con menosprecio de tu vida, en el día que naciste.
No diere á logro, ni recibiere aumento; de la maldad retrajere su mano, é hiciere juicio de verdad entre hombre y hombre,
Y dirás á la tierra de Israel: Así ha dicho Jehová: He aquí, que yo contra ti, y sacaré mi espada de su vaina, y talaré de ti al justo y al impío.
Estas cosas se harán contigo, porque fornicaste en pos de las gentes, con las cuales te contaminaste en sus ídolos.
De castaños de Basán hicieron tus remos: compañía de Asirios hicieron tus bancos de marfil de las islas de Chittim.
Así ha dicho el Señor Jehová: Destruiré también las imágenes, y haré cesar los ídolos de Memphis; y no habrá más príncipe de la tierra de Egipto, y en la tierra de Egipto pondré temor.
Les dirás así: Así ha dicho el Señor Jehová: Vivo yo, que los que están en aquellos asolamientos caerán á cuchillo, y al que está sobre la haz del campo entregaré á las bestias que lo devoren; y los que están en las fortalezas y en las cuevas, de pestilencia morirán.
Como las ovejas santas, como las ovejas de Jerusalem en sus solemnidades, así las ciudades desiertas serán llenas de rebaños de hombres; y sabrán que yo soy Jehová.
Y la puerta de hacia el oriente tenía tres cámaras de cada parte, todas tres de una medida: también de una medida los portales de cada parte.
Y alzóme el espíritu, y metióme en el atrio de adentro; y he aquí que la gloria de Jehová hinchió la casa.
Mas cuando el príncipe libremente hiciere holocausto ó pacíficos á Jehová, abriránle la puerta que mira al oriente, y hará su holocausto y sus pacíficos, como hace en el día del sábado: después saldrá; y cerrarán la puerta después que saliere.
Y en todo negocio de sabiduría é inteligencia que el rey les demandó, hallólos diez veces mejores que todos los magos y astrólogos que había en todo su reino.
Aquestas las visiones de mi cabeza en mi cama: Parecíame que veía un árbol en medio de la tierra, cuya altura era grande.
La primera era como león, y tenía alas de águila. Yo estaba mirando hasta tanto que sus alas fueron arrancadas, y fué quitada de la tierra; y púsose enhiesta sobre los pies á manera de hombre, y fuéle dado corazón de hombre.
Y díjome: Daniel, no temas: porque desde el primer día que diste tu corazón á entender, y á afligirte en la presencia de tu Dios, fueron oídas tus palabras; y á causa de tus palabras yo soy venido.
Y haré talar sus vides y sus higueras, de que ha dicho: Mi salario me son, que me han dado mis amantes. Y reducirélas á un matorral, y las comerán las bestias del campo.
En los sacrificios de mis dones sacrificaron carne, y comieron: no los quiso Jehová: ahora se acordará de su iniquidad, y visitará su pecado; ellos se tornarán á Egipto.
A los veinticuatro del mes undécimo, que es el mes de Sebath, en el año segundo de Darío, fué palabra de Jehová á Zacarías profeta, hijo de Berechîas, hijo de Iddo, diciendo:
Y aconteció que como él clamó, y no escucharon, así ellos clamaron, y yo no escuché, dice Jehová de los ejércitos;
Y le preguntarán: ¿Qué heridas son éstas en tus manos? Y él responderá: Con ellas fuí herido en casa de mis amigos.
Y Josías engendró á Jechônías y á sus hermanos, en la transmigración de Babilonia.
Bienaventurados sois cuando os vituperaren y os persiguieren, y dijeren de vosotros todo mal por mi causa, mintiendo.
Todo árbol que no lleva buen fruto, córtase y échase en el fuego.
Sanad enfermos, limpiad leprosos, resucitad muertos, echad fuera demonios: de gracia recibisteis, dad de gracia.
Y si Satanás echa fuera á Satanás, contra sí mismo está dividido; ¿cómo, pues, permanecerá su reino?
Y ella, instruída primero de su madre, dijo: Dame aquí en un plato la cabeza de Juan el Bautista.
Entonces él, volviéndose, dijo á Pedro: Quítate de delante de mí, Satanás; me eres escándalo; porque no entiendes lo que es de Dios sino lo que es de los hombres.
Entonces Jesús dijo á sus discípulos: De cierto os digo, que un rico difícilmente entrará en el reino de los cielos.
Y envió sus siervos para que llamasen los llamados á las bodas; mas no quisieron venir.
Y todas estas cosas, principio de dolores.
Y aconteció que, como hubo acabado Jesús todas estas palabras, dijo á sus discípulos:
Y tenían entonces un preso famoso que se llamaba Barrabás.
Y luego los llamó: y dejando á su padre Zebedeo en el barco con los jornaleros, fueron en pos de él.
Y les enseñaba por parábolas muchas cosas, y les decía en su doctrina:
Y les mandó que no llevasen nada para el camino, sino solamente báculo; no alforja, ni pan, ni dinero en la bolsa;
Y les preguntó: ¿Cuántos panes tenéis? Y ellos dijeron: Siete.
Por esto dejará el hombre á su padre y á su madre, y se juntará á su mujer.
Y procuraban prenderle, porque entendían que decía á ellos aquella parábola; mas temían á la multitud; y dejándole, se fueron.
A la verdad el Hijo del hombre va, como está de él escrito; mas ¡ay de aquel hombre por quien el Hijo del hombre es entregado! bueno le fuera á aquel hombre si nunca hubiera nacido.
Y el centurión que estaba delante de él, viendo que había espirado así clamando, dijo: Verdaderamente este hombre era el Hijo de Dios.
Y hablaron por señas á su padre, cómo le quería llamar.
Añadió también esto sobre todo, que encerró á Juan en la cárcel.
Y dejadas todas las cosas, levantándose, le siguió.
Mas los Fariseos y los sabios de la ley, desecharon el consejo de Dios contra sí mismos, no siendo bautizados de él.
Y eran como cinco mil hombres. Entonces dijo á sus discípulos: Hacedlos sentar en ranchos, de cincuenta en cincuenta.
Empero una cosa es necesaria; y María escogió la buena parte, la cual no le será quitada.
Y vosotros semejantes á hombres que esperan cuando su señor ha de volver de las bodas; para que cuando viniere y llamare, luego le abran.
De otra manera, cuando aun el otro está lejos, le ruega por la paz, enviándole embajada.
Porque como el relámpago, relampagueando desde una parte de debajo del cielo, resplandece hasta la otra debajo del cielo, así también será el Hijo del hombre en su día.
Y trajéronlo á Jesús; y habiendo echado sus vestidos sobre el pollino, pusieron á Jesús encima.
Cuando ya brotan, viéndolo, de vosotros mismos entendéis que el verano está ya cerca.
Mas Herodes con su corte le menospreció, y escarneció, vistiéndole de una ropa rica; y volvióle á enviar á Pilato.
Entonces les abrió el sentido, para que entendiesen las Escrituras;
Mas ahora, sin la ley, la justicia de Dios se ha manifestado, testificada por la ley y por los profetas:
Porque el pecado, tomando ocasión, me engañó por el mandamiento, y por él me mató.
Porque el fin de la ley es Cristo, para justicia á todo aquel que cree.
Porque uno cree que se ha de comer de todas cosas: otro que es débil, come legumbres.
¿Está dividido Cristo? ¿Fué crucificado Pablo por vosotros? ¿ó habéis sido bautizados en el nombre de Pablo?
Porque ¿qué me va á mí en juzgar á los que están fuera? ¿No juzgáis vosotros á los que están dentro?
Pues bien que anuncio el evangelio, no tengo por qué gloriarme; porque me es impuesta necesidad; y ¡ay de mí si no anunciare el evangelio!
Porque de la manera que el cuerpo es uno, y tiene muchos miembros, empero todos los miembros del cuerpo, siendo muchos, son un cuerpo, así también Cristo.
Entonces también los que durmieron en Cristo son perdidos.
Porque si yo os contristo, ¿quién será luego el que me alegrará, sino aquel á quien yo contristare?
Y seré á vosotros Padre, y vosotros me seréis á mí hijos é hijas, dice el Señor Todopoderoso.
Lo que hablo, no lo hablo según el Señor, sino como en locura, con esta confianza de gloria.
Para que en el nombre de Jesús se doble toda rodilla de los que están en los cielos, y de los que en la tierra, y de los que debajo de la tierra;
A saber, el misterio que había estado oculto desde los siglos y edades, mas ahora ha sido manifestado á sus santos:
Así como sabéis de qué modo exhortábamos y consolábamos á cada uno de vosotros, como el padre á sus hijos,
Por los reyes y por todos los que están en eminencia, para que vivamos quieta y reposadamente en toda piedad y honestidad.
Oh Timoteo, guarda lo que se te ha encomendado, evitando las profanas pláticas de vanas cosas, y los argumentos de la falsamente llamada ciencia:
Y en el temor de Dios, amor fraternal, y en el amor fraternal caridad.
Os he escrito esto sobre los que os engañan.
Yo he escrito á la iglesia: mas Diótrefes, que ama tener el primado entre ellos, no nos recibe.
Y ninguno podía, ni en el cielo, ni en la tierra, ni debajo de la tierra, abrir el libro, ni mirarlo.
