En el principio crió Dios los cielos y la tierra.
Y fué la tarde y la mañana el día tercero.
Y púsolas Dios en la expansión de los cielos, para alumbrar sobre la tierra,
El nombre del uno era Pisón: éste es el que cerca toda la tierra de Havilah, donde hay oro:
Y el nombre del tercer río es Hiddekel: éste es el que va delante de Asiria. Y el cuarto río es el Eufrates.
Mas sabe Dios que el día que comiereis de él, serán abiertos vuestros ojos, y seréis como dioses sabiendo el bien y el mal.
Entonces Jehová Dios dijo á la mujer: ¿Qué es lo que has hecho? Y dijo la mujer: La serpiente me engañó, y comí.
Y Jehová Dios dijo á la serpiente: Por cuanto esto hiciste, maldita serás entre todas las bestias y entre todos los animales del campo; sobre tu pecho andarás, y polvo comerás todos los días de tu vida:
Mas no miró propicio á Caín y á la ofrenda suya. Y ensañóse Caín en gran manera, y decayó su semblante.
Si bien hicieres, ¿no serás ensalzado? y si no hicieres bien, el pecado está á la puerta: con todo esto, á ti será su deseo, y tú te enseñorearás de él.
Y habló Caín á su hermano Abel: y aconteció que estando ellos en el campo, Caín se levantó contra su hermano Abel, y le mató.
Y conoció Caín á su mujer, la cual concibió y parió á Henoch: y edificó una ciudad, y llamó el nombre de la ciudad del nombre de su hijo, Henoch.
Y vivió Mahalaleel sesenta y cinco años, y engendró á Jared.
Y fueron todos los días de Mahalaleel ochocientos noventa y cinco años; y murió.
Y vivió Mathusalam ciento ochenta y siete años, y engendró á Lamech.
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí; porque la tierra está llena de violencia á causa de ellos; y he aquí que yo los destruiré con la tierra.
Una ventana harás al arca, y la acabarás á un codo de elevación por la parte de arriba: y pondrás la puerta del arca á su lado; y le harás piso bajo, segundo y tercero.
Y yo, he aquí que yo traigo un diluvio de aguas sobre la tierra, para destruir toda carne en que haya espíritu de vida debajo del cielo; todo lo que hay en la tierra morirá.
E hízolo así Noé; hizo conforme á todo lo que Dios le mandó.
E hizo Noé conforme á todo lo que le mandó Jehová.
El año seiscientos de la vida de Noé, en el mes segundo, á diecisiete días del mes, aquel día fueron rotas todas las fuentes del grande abismo, y las cataratas de los cielos fueron abiertas;
Y hubo lluvia sobre la tierra cuarenta días y cuarenta noches.
Y acordarme he del pacto mío, que hay entre mí y vosotros y toda alma viviente de toda carne; y no serán más las aguas por diluvio para destruir toda carne.
Dijo, pues, Dios á Noé: Esta será la señal del pacto que he establecido entre mí y toda carne que está sobre la tierra.
Estos tres son los hijos de Noé; y de ellos fué llena toda la tierra.
Y bebió del vino, y se embriagó, y estaba descubierto en medio de su tienda.
Dijo más: Bendito Jehová el Dios de Sem, y séale Canaán siervo.
Y fueron todos los días de Noé novecientos y cincuenta años; y murió.
Y Mizraim engendró á Ludim, y á Anamim, y á Lehabim, y á Naphtuhim,
También le nacieron hijos á Sem, padre de todos los hijos de Heber, y hermano mayor de Japhet.
Y á Ophir, y á Havila, y á Jobad: todos estos fueron hijos de Joctán.
Y descendió Jehová para ver la ciudad y la torre que edificaban los hijos de los hombres.
Ahora pues, descendamos, y confundamos allí sus lenguas, para que ninguno entienda el habla de su compañero.
Y vivió Serug treinta años, y engendró á Nachôr.
Estas son las generaciones de Thare: Thare engendró á Abram, y á Nachôr, y á Harán; y Harán engendró á Lot.
Empero Jehová había dicho á Abram: Vete de tu tierra y de tu parentela, y de la casa de tu padre, á la tierra que te mostraré;
Y tomó Abram á Sarai su mujer, y á Lot hijo de su hermano, y toda su hacienda que habían ganado, y las almas que habían adquirido en Harán, y salieron para ir á tierra de Canaán; y á tierra de Canaán llegaron.
Y pasó Abram por aquella tierra hasta el lugar de Sichêm, hasta el valle de Moreh: y el Cananeo estaba entonces en la tierra.
Mas Jehová hirió á Faraón y á su casa con grandes plagas, por causa de Sarai mujer de Abram.
Y Abram era riquísimo en ganado, en plata y oro.
Porque toda la tierra que ves, la daré á ti y á tu simiente para siempre.
Que éstos hicieron guerra contra Bera, rey de Sodoma, y contra Birsha, rey de Gomorra, y contra Shinab, rey de Adma, y contra Shemeber, rey de Zeboim, y contra el rey de Bela, la cual es Zoar.
Doce años habían servido á Chêdorlaomer, y al décimotercio año se rebelaron.
Y volvieron, y vinieron á Emmisphat, que es Cades, y devastaron todas las haciendas de los Amalecitas, y también al Amorrheo, que habitaba en Hazezón-tamar.
Y salió el rey de Sodoma á recibirlo, cuando volvía de la derrota de Chêdorlaomer y de los reyes que con él estaban, al valle de Shave, que es el valle del Rey.
Y sacóle fuera, y dijo: Mira ahora á los cielos, y cuenta las estrellas, si las puedes contar. Y le dijo: Así será tu simiente.
Dijo, pues, Sarai á Abram: Ya ves que Jehová me ha hecho estéril: ruégote que entres á mi sierva; quizá tendré hijos de ella. Y atendió Abram al dicho de Sarai.
Y respondió Abram á Sarai: He ahí tu sierva en tu mano, haz con ella lo que bien te pareciere. Y como Sarai la afligiese, huyóse de su presencia.
Y hallóla el ángel de Jehová junto á una fuente de agua en el desierto, junto á la fuente que está en el camino del Sur.
Dijo de nuevo Dios á Abraham: Tú empero guardarás mi pacto, tú y tu simiente después de ti por sus generaciones.
Era Abraham de edad de noventa y nueve años cuando circuncidó la carne de su prepucio.
Y alzó sus ojos y miró, y he aquí tres varones que estaban junto á él: y cuando los vió, salió corriendo de la puerta de su tienda á recibirlos, é inclinóse hacia la tierra,
Y los varones se levantaron de allí, y miraron hacia Sodoma: y Abraham iba con ellos acompañándolos.
Porque yo lo he conocido, sé que mandará á sus hijos y á su casa después de sí, que guarden el camino de Jehová, haciendo justicia y juicio, para que haga venir Jehová sobre Abraham lo que ha hablado acerca de él.
Entonces respondió Jehová: Si hallare en Sodoma cincuenta justos dentro de la ciudad, perdonaré á todo este lugar por amor de ellos.
Y dijo: No se enoje ahora mi Señor, si hablare: quizá se hallarán allí treinta. Y respondió: No lo haré si hallare allí treinta.
Y ellos respondieron: Quita allá: y añadieron: Vino éste aquí para habitar como un extraño, ¿y habrá de erigirse en juez? Ahora te haremos más mal que á ellos. Y hacían gran violencia al varón, á Lot, y se acercaron para romper las puertas.
Entonces los varones alargaron la mano, y metieron á Lot en casa con ellos, y cerraron las puertas.
Entonces llovió Jehová sobre Sodoma y sobre Gomorra azufre y fuego de parte de Jehová desde los cielos;
Y dijo Abraham de Sara su mujer: Mi hermana es. Y Abimelech, rey de Gerar, envió y tomó á Sara.
Y circuncidó Abraham á su hijo Isaac de ocho días, como Dios le había mandado.
Y creció el niño, y fué destetado; é hizo Abraham gran banquete el día que fué destetado Isaac.
Y vió Sara al hijo de Agar la Egipcia, el cual había ésta parido á Abraham, que se burlaba.
Y moró Abraham en tierra de los Filisteos muchos días.
Y llamó Abraham el nombre de aquel lugar, Jehová proveerá. Por tanto se dice hoy: En el monte de Jehová será provisto.
Y te juramentaré por Jehová, Dios de los cielos y Dios de la tierra, que no has de tomar mujer para mi hijo de las hijas de los Cananeos, entre los cuales yo habito;
Y yo dije: Quizás la mujer no querrá seguirme.
Entonces él me respondió: Jehová, en cuya presencia he andado, enviará su ángel contigo, y prosperará tu camino; y tomarás mujer para mi hijo de mi linaje y de la casa de mi padre:
La cual le parió á Zimram, y á Joksan, y á Medan, y á Midiam, y á Ishbak, y á Sua.
Y respondióle Jehová: Dos gentes hay en tu seno, y dos pueblos serán divididos desde tus entrañas: y el un pueblo será más fuerte que el otro pueblo, y el mayor servirá al menor.
Y después salió su hermano, trabada su mano al calcañar de Esaú: y fué llamado su nombre Jacob. Y era Isaac de edad de sesenta años cuando ella los parió.
Entonces Jacob dió á Esaú pan y del guisado de las lentejas; y él comió y bebió, y levantóse, y fuése. Así menospreció Esaú la primogenitura.
Y sembró Isaac en aquella tierra, y halló aquel año ciento por uno: y bendíjole Jehová.
Y los siervos de Isaac cavaron en el valle, y hallaron allí un pozo de aguas vivas.
Y de allí subió á Beer-seba.
Y hazme un guisado, como yo gusto, y tráemelo, y comeré; para que te bendiga mi alma antes que muera.
Y Rebeca estaba oyendo, cuando hablaba Isaac á Esaú su hijo: y fuése Esaú al campo para coger la caza que había de traer.
Y mora con él algunos días, hasta que el enojo de tu hermano se mitigue;
Levántate, ve á Padan-aram, á casa de Bethuel, padre de tu madre, y toma allí mujer de las hijas de Labán, hermano de tu madre.
Y si tornare en paz á casa de mi padre, Jehová será mi Dios,
Y así que oyó Labán las nuevas de Jacob, hijo de su hermana, corrió á recibirlo, y abrazólo, y besólo, y trájole á su casa: y él contó á Labán todas estas cosas.
Y concibió otra vez, y parió un hijo, y dijo: Por cuanto oyó Jehová que yo era aborrecida, me ha dado también éste. Y llamó su nombre Simeón.
Y ella dijo: He aquí mi sierva Bilha; entra á ella, y parirá sobre mis rodillas, y yo también tendré hijos de ella.
Y dijo Rachêl: Con luchas de Dios he contendido con mi hermana, y he vencido. Y llamó su nombre Nephtalí.
Y dijo: Señálame tu salario, que yo lo daré.
Y puso las varas que había mondado en las pilas, delante del ganado, en los abrevaderos del agua donde venían á beber las ovejas, las cuales se recalentaban viniendo á beber.
Y él dijo: Alza ahora tus ojos, y verás todos los machos que cubren á las ovejas listados, pintados y abigarrados; porque yo he visto todo lo que Labán te ha hecho.
Y ya que te ibas, porque tenías deseo de la casa de tu padre, ¿por qué me hurtaste mis dioses?
Y tomó Rachêl los ídolos, y púsolos en una albarda de un camello, y sentóse sobre ellos: y tentó Labán toda la tienda, y no los halló.
Nunca te traje lo arrebatado por las fieras; yo pagaba el daño; lo hurtado así de día como de noche, de mi mano lo requerías.
De día me consumía el calor, y de noche la helada, y el sueño se huía de mis ojos.
Y tengo vacas, y asnos, y ovejas, y siervos y siervas; y envío á decirlo á mi señor, por hallar gracia en tus ojos.
Y dijo: Si viniere Esaú á la una cuadrilla y la hiriere, la otra cuadrilla escapará.
Y dijo Jacob: Dios de mi padre Abraham, y Dios de mi padre Isaac, Jehová, que me dijiste: Vuélvete á tu tierra y á tu parentela, y yo te haré bien;
Y levantóse aquella noche, y tomó sus dos mujeres, y sus dos siervas, y sus once hijos, y pasó el vado de Jaboc.
Y quedóse Jacob solo, y luchó con él un varón hasta que rayaba el alba.
Y dijo: Déjame, que raya el alba. Y él dijo: No te dejaré, si no me bendices.
Entonces Jacob le preguntó, y dijo: Declárame ahora tu nombre. Y él respondió: ¿Por qué preguntas por mi nombre? Y bendíjolo allí.
Y Esaú dijo: Dejaré ahora contigo de la gente que viene conmigo. Y él dijo: ¿Para qué esto? halle yo gracia en los ojos de mi señor.
Entonces Hamor y Sichêm su hijo vinieron á la puerta de su ciudad, y hablaron á los varones de su ciudad, diciendo:
Y á Hamor y á Sichêm su hijo los mataron á filo de espada: y tomaron á Dina de casa de Sichêm, y saliéronse.
Y aconteció, que como había trabajo en su parir, díjole la partera: No temas, que también tendrás este hijo.
Y puso Jacob un título sobre su sepultura: este es el título de la sepultura de Rachêl hasta hoy.
Y partió Israel, y tendió su tienda de la otra parte de Migdaleder.
Estos son los linajes de Esaú, padre de Edom, en el monte de Seir.
Y Timna fué concubina de Eliphaz, hijo de Esaú, la cual le parió á Amalec: estos son los hijos de Ada, mujer de Esaú.
Y viendo sus hermanos que su padre lo amaba más que á todos sus hermanos, aborrecíanle, y no le podían hablar pacíficamente.
Y contólo á su padre y á sus hermanos: y su padre le reprendió, y díjole: ¿Qué sueño es este que soñaste? ¿Hemos de venir yo y tu madre, y tus hermanos, á inclinarnos á ti á tierra?
Y dijo Israel á José: Tus hermanos apacientan las ovejas en Sichêm: ven, y te enviaré á ellos. Y él respondió: Heme aquí.
Y sucedió que, cuando llegó José á sus hermanos, ellos hicieron desnudar á José su ropa, la ropa de colores que tenía sobre sí;
Y vióla Judá, y túvola por ramera, porque había ella cubierto su rostro.
Entonces Judá los reconoció, y dijo: Más justa es que yo, por cuanto no la he dado á Sela mi hijo. Y nunca más la conoció.
Así halló José gracia en sus ojos, y servíale; y él le hizo mayordomo de su casa, y entregó en su poder todo lo que tenía.
Entonces Faraón envió y llamó á José; é hiciéronle salir corriendo de la cárcel, y le cortaron el pelo, y mudaron sus vestidos, y vino á Faraón.
Y las vacas flacas y feas devoraban á las siete primeras vacas gruesas:
Las siete vacas hermosas siete años son; y las espigas hermosas son siete años: el sueño es uno mismo.
Y levantarse han tras ellos siete años de hambre; y toda la hartura será olvidada en la tierra de Egipto; y el hambre consumirá la tierra;
Y dijo Faraón á sus siervos: ¿Hemos de hallar otro hombre como éste, en quien haya espíritu de Dios?
Y él juntó todo el mantenimiento de los siete años que fueron en la tierra de Egipto, y guardó mantenimiento en las ciudades, poniendo en cada ciudad el mantenimiento del campo de sus alrededores.
Y nacieron á José dos hijos antes que viniese el primer año del hambre, los cuales le parió Asenath, hija de Potipherah, sacerdote de On.
Y toda la tierra venía á Egipto para comprar de José, porque por toda la tierra había crecido el hambre.
Y nosotros le dijimos: Somos hombres de verdad, nunca fuimos espías:
Y traedme á vuestro hermano el menor, para que yo sepa que no sois espías, sino hombres de verdad: así os daré á vuestro hermano, y negociaréis en la tierra.
Y aconteció que vaciando ellos sus sacos, he aquí que en el saco de cada uno estaba el atado de su dinero: y viendo ellos y su padre los atados de su dinero, tuvieron temor.
Y él dijo: No descenderá mi hijo con vosotros; que su hermano es muerto, y él solo ha quedado: y si le aconteciere algún desastre en el camino por donde vais, haréis descender mis canas con dolor á la sepultura.
Y ellos prepararon el presente entretanto que venía José al medio día, porque habían oído que allí habían de comer pan.
Y sentáronse delante de él, el mayor conforme á su mayoría, y el menor conforme á su menoría; y estaban aquellos hombres atónitos mirándose el uno al otro.
Ellos entonces se dieron prisa, y derribando cada uno su costal en tierra, abrió cada cual el costal suyo.
Mi señor preguntó á sus siervos, diciendo: ¿Tenéis padre ó hermano?
Y tú manda: Haced esto: tomaos de la tierra de Egipto carros para vuestros niños y vuestras mujeres; y tomad á vuestro padre, y venid.
Entonces dijo Israel: Basta; José mi hijo vive todavía: iré, y le veré antes que yo muera.
Y dijo: Yo soy Dios, el Dios de tu padre; no temas de descender á Egipto, porque yo te pondré allí en gran gente.
Sus hijos, y los hijos de sus hijos consigo; sus hijas, y las hijas de sus hijos, y á toda su simiente trajo consigo á Egipto.
Y los hijos de Leví: Gersón, y Coath, y Merari.
Y los hijos de Judá: Er, y Onán, y Sela, y Phares, y Zara: mas Er y Onán, murieron en la tierra de Canaán. Y los hijos de Phares fueron Hezrón y Hamul.
Y envió á Judá delante de sí á José, para que le viniese á ver á Gosén; y llegaron á la tierra de Gosén.
Y los hombres son pastores de ovejas, porque son hombres ganaderos: y han traído sus ovejas y sus vacas, y todo lo que tenían.
Entonces José lo puso por fuero hasta hoy sobre la tierra de Egipto, señalando para Faraón el quinto; excepto sólo la tierra de los sacerdotes, que no fué de Faraón.
Y vivió Jacob en la tierra de Egipto diecisiete años: y fueron los días de Jacob, los años de su vida, ciento cuarenta y siete años.
Y sucedió después de estas cosas el haberse dicho á José: He aquí tu padre está enfermo. Y él tomó consigo sus dos hijos Manasés y Ephraim.
Y respondió José á su padre: Son mis hijos, que Dios me ha dado aquí. Y él dijo: Allégalos ahora á mí, y los bendeciré.
El pan de Aser será grueso, y él dará deleites al rey.
Y como acabó Jacob de dar órdenes á sus hijos, encogió sus pies en la cama, y espiró: y fué reunido con sus padres.
Y cumpliéronle cuarenta días, porque así cumplían los días de los embalsamados, y lloráronlo los Egipcios setenta días.
Y amargaron su vida con dura servidumbre, en hacer barro y ladrillo, y en toda labor del campo, y en todo su servicio, al cual los obligaban con rigorismo.
Y como la abrió, vió al niño; y he aquí que el niño lloraba. Y teniendo compasión de él, dijo: De los niños de los Hebreos es éste.
Y Moisés acordó en morar con aquel varón; y él dió á Moisés á su hija Séphora:
Y aconteció que después de muchos días murió el rey de Egipto, y los hijos de Israel suspiraron á causa de la servidumbre, y clamaron: y subió á Dios el clamor de ellos con motivo de su servidumbre.
Y oyó Dios el gemido de ellos, y acordóse de su pacto con Abraham, Isaac y Jacob.
Y dijo: No te llegues acá: quita tus zapatos de tus pies, porque el lugar en que tú estás, tierra santa es.
Y díjole más Jehová: Mete ahora tu mano en tu seno. Y él metió la mano en su seno; y como la sacó, he aquí que su mano estaba leprosa como la nieve.
Y él hablará por ti al pueblo; y él te será á ti en lugar de boca, y tú serás para él en lugar de Dios.
Entonces Moisés tomó su mujer y sus hijos, y púsolos sobre un asno, y volvióse á tierra de Egipto: tomó también Moisés la vara de Dios en su mano.
Y aconteció en el camino, que en una posada le salió al encuentro Jehová, y quiso matarlo.
Después entraron Moisés y Aarón á Faraón, y le dijeron: Jehová, el Dios de Israel, dice así: Deja ir á mi pueblo á celebrarme fiesta en el desierto.
Y habéis de ponerles la tarea del ladrillo que hacían antes, y no les disminuiréis nada; porque están ociosos, y por eso levantan la voz diciendo: Vamos y sacrificaremos á nuestro Dios.
Y estos son los nombres de los hijos de Leví por sus linajes: Gersón, y Coath, y Merari. Y los años de la vida de Leví fueron ciento treinta y siete años.
Y Amram tomó por mujer á Jochêbed su tía; la cual le parió á Aarón y á Moisés. Y los años de la vida de Amram fueron ciento treinta y siete años.
Tú dirás todas las cosas que yo te mandaré, y Aarón tu hermano hablará á Faraón, para que deje ir de su tierra á los hijos de Israel.
E hizo Moisés y Aarón como Jehová les mandó: hiciéronlo así.
Y era Moisés de edad de ochenta años, y Aarón de edad de ochenta y tres, cuando hablaron á Faraón.
Ve por la mañana á Faraón, he aquí que él sale á las aguas; y tú ponte á la orilla del río delante de él, y toma en tu mano la vara que se volvió culebra,
Y Jehová dijo á Moisés: Levántate de mañana y ponte delante de Faraón, he aquí él sale á las aguas; y dile: Jehová ha dicho así: Deja ir á mi pueblo, para que me sirva.
Camino de tres días iremos por el desierto, y sacrificaremos á Jehová nuestro Dios, como él nos dirá.
Mas Faraón agravó aún esta vez su corazón, y no dejó ir al pueblo.
Y el día siguiente Jehová hizo aquello, y murió todo el ganado de Egipto; mas del ganado de los hijos de Israel no murió uno.
Entonces Faraón envió, y he aquí que del ganado de los hijos de Israel no había muerto uno. Mas el corazón de Faraón se agravó, y no dejó ir al pueblo.
Solamente en la tierra de Gosén, donde los hijos de Israel estaban, no hubo granizo.
Y salido Moisés de con Faraón de la ciudad, extendió sus manos á Jehová, y cesaron los truenos y el granizo; y la lluvia no cayó más sobre la tierra.
Y viendo Faraón que la lluvia había cesado y el granizo y los truenos, perseveró en pecar, y agravó su corazón, él y sus siervos.
Y si aun rehusas dejarlo ir, he aquí que yo traeré mañana langosta en tus términos,
Y subió la langosta sobre toda la tierra de Egipto, y asentóse en todos los términos de Egipto, en gran manera grave: antes de ella no hubo langosta semejante, ni después de ella vendrá otra tal;
Y dijo Moisés: Jehová ha dicho así: A la media noche yo saldré por medio de Egipto,
Tomad también vuestras ovejas y vuestras vacas, como habéis dicho, é idos; y bendecidme también á mí.
Y cocieron tortas sin levadura de la masa que habían sacado de Egipto; porque no había leudado, por cuanto echándolos los Egipcios, no habían podido detenerse, ni aun prepararse comida.
Harás pasar á Jehová todo lo que abriere la matriz, asimismo todo primerizo que abriere la matriz de tus animales: los machos serán de Jehová.
Habla á los hijos de Israel que den la vuelta, y asienten su campo delante de Pihahiroth, entre Migdol y la mar hacia Baalzephón: delante de él asentaréis el campo, junto á la mar.
Y yo endureceré el corazón de Faraón para que los siga; y seré glorificado en Faraón y en todo su ejército; y sabrán los Egipcios que yo soy Jehová. Y ellos lo hicieron así.
Extendiste tu diestra; la tierra los tragó.
Entonces dijo Moisés y Aarón á todos los hijos de Israel: A la tarde sabréis que Jehová os ha sacado de la tierra de Egipto:
Y dijo Moisés: Jehová os dará á la tarde carne para comer, y á la mañana pan en hartura; por cuanto Jehová ha oído vuestras murmuraciones con que habéis murmurado contra él: que nosotros, ¿qué somos? vuestras murmuraciones no son contra nosotros, sino contra Jehová.
Y dijo Moisés á Aarón: Di á toda la congregación de los hijos de Israel: Acercaos á la presencia de Jehová; que él ha oído vuestras murmuraciones.
Y medíanlo por gomer, y no sobraba al que había recogido mucho, ni faltaba al que había recogido poco: cada uno recogió conforme á lo que había de comer.
Y díjoles Moisés: Ninguno deje nada de ello para mañana.
Y ellos lo guardaron hasta la mañana, según que Moisés había mandado, y no se pudrió, ni hubo en él gusano.
Y la casa de Israel lo llamó Maná; y era como simiente de culantro, blanco, y su sabor como de hojuelas con miel.
Y dijo Moisés: Esto es lo que Jehová ha mandado: Henchirás un gomer de él para que se guarde para vuestros descendientes, á fin de que vean el pan que yo os dí á comer en el desierto, cuando yo os saqué de la tierra de Egipto.
Y altercó el pueblo con Moisés, y dijeron: Danos agua que bebamos. Y Moisés les dijo: ¿Por qué altercáis conmigo? ¿por qué tentáis á Jehová?
Y dijo Moisés á Josué: Escógenos varones, y sal, pelea con Amalec: mañana yo estaré sobre la cumbre del collado, y la vara de Dios en mi mano.
Y el otro se llamaba Eliezer, porque dijo, El Dios de mi padre me ayudó, y me libró del cuchillo de Faraón.
Y descendió Moisés del monte al pueblo, y santificó al pueblo; y lavaron sus vestidos.
Y Moisés sacó del real al pueblo á recibir á Dios; y pusiéronse á lo bajo del monte.
Y todo el monte de Sinaí humeaba, porque Jehová había descendido sobre él en fuego: y el humo de él subía como el humo de un horno, y todo el monte se estremeció en gran manera.
Y Jehová dijo á Moisés: Desciende, requiere al pueblo que no traspasen el término por ver á Jehová, porque caerá multitud de ellos.
Y Moisés dijo á Jehová: El pueblo no podrá subir al monte de Sinaí, porque tú nos has requerido diciendo: Señala términos al monte, y santifícalo.
No hagáis conmigo dioses de plata, ni dioses de oro os haréis.
Y cuando alguno vendiere su hija por sierva, no saldrá como suelen salir los siervos.
Mas si la hubiere desposado con su hijo, hará con ella según la costumbre de las hijas.
Además, si alguno se ensoberbeciere contra su prójimo, y lo matare con alevosía, de mi altar lo quitarás para que muera.
Mas si durare por un día ó dos, no será castigado, porque su dinero es.
Pero si el buey era acorneador desde ayer y antes de ayer, y á su dueño le fué hecho requerimiento, y no lo hubiere guardado, y matare hombre ó mujer, el buey será apedreado, y también morirá su dueño.
Haya acorneado hijo, ó haya acorneado hija, conforme á este juicio se hará con él.
Si el sol hubiere sobre él salido, el matador será reo de homicidio: el ladrón habrá de restituir cumplidamente; si no tuviere, será vendido por su hurto.
Cuando rompiere un fuego, y hallare espinas, y fuere quemado montón, ó haza, ó campo, el que encendió el fuego pagará lo quemado.
Sobre todo negocio de fraude, sobre buey, sobre asno, sobre oveja, sobre vestido, sobre toda cosa perdida, cuando uno dijere: Esto es mío, la causa de ambos vendrá delante de los jueces; y el que los jueces condenaren, pagará el doble á su prójimo.
Si alguno hubiere dado á su prójimo asno, ó buey, ú oveja, ó cualquier otro animal á guardar, y se muriere, ó se perniquebrare, ó fuere llevado sin verlo nadie;
Y al extranjero no engañarás, ni angustiarás, porque extranjeros fuisteis vosotros en la tierra de Egipto.
Si dieres á mi pueblo dinero emprestado, al pobre que está contigo, no te portarás con él como logrero, ni le impondrás usura.
Las primicias de los primeros frutos de tu tierra traerás á la casa de Jehová tu Dios. No guisarás el cabrito con la leche de su madre.
No te inclinarás á sus dioses, ni los servirás, ni harás como ellos hacen; antes los destruirás del todo, y quebrantarás enteramente sus estatuas.
Y Moisés escribió todas las palabras de Jehová, y levantándose de mañana edificó un altar al pie del monte, y doce columnas, según las doce tribus de Israel.
Entonces Moisés tomó la sangre, y roció sobre el pueblo, y dijo: He aquí la sangre de la alianza que Jehová ha hecho con vosotros sobre todas estas cosas.
Entonces Jehová dijo á Moisés: Sube á mí al monte, y espera allá, y te daré tablas de piedra, y la ley, y mandamientos que he escrito para enseñarlos.
Y levantóse Moisés, y Josué su ministro; y Moisés subió al monte de Dios.
Entonces Moisés subió al monte, y una nube cubrió el monte.
Harás, pues, un querubín al extremo de un lado, y un querubín al otro extremo del lado opuesto: de la calidad de la cubierta harás los querubines en sus dos extremidades.
Los anillos estarán antes de la moldura, por lugares de las varas, para llevar la mesa.
Habrá una manzana debajo de los dos brazos de lo mismo, otra manzana debajo de los otros dos brazos de lo mismo, y otra manzana debajo de los otros dos brazos de lo mismo, en conformidad á los seis brazos que salen del candelero.
Cinco cortinas estarán juntas la una con la otra, y cinco cortinas unidas la una con la otra.
Harás asimismo cortinas de pelo de cabras para una cubierta sobre el tabernáculo; once cortinas harás.
Y juntarás las cinco cortinas aparte y las otras seis cortinas separadamente; y doblarás la sexta cortina delante de la faz del tabernáculo.
Y harás cincuenta lazadas en la orilla de la una cortina, al borde en la juntura, y cincuenta lazadas en la orilla de la segunda cortina en la otra juntura.
Dos quicios tendrá cada tabla, trabadas la una con la otra; así harás todas las tablas del tabernáculo.
Harás, pues, las tablas del tabernáculo: veinte tablas al lado del mediodía, al austro.
De suerte que serán ocho tablas, con sus basas de plata, diez y seis basas; dos basas debajo de la una tabla, y dos basas debajo de la otra tabla.
Y de la misma manera al lado del aquilón habrá á lo largo cortinas de cien codos de longitud, y sus veinte columnas, con sus veinte basas de metal; los capiteles de sus columnas y sus molduras, de plata.
Y en el ancho del atrio por la parte de levante, al oriente, habrá cincuenta codos.
Y á la puerta del atrio habrá un pabellón de veinte codos, de cárdeno, y púrpura, y carmesí, y lino torcido, de obra de bordador: sus columnas cuatro, con sus cuatro basas.
Y tú mandarás á los hijos de Israel que te traigan aceite puro de olivas, molido, para la luminaria, para hacer arder continuamente las lámparas.
En el tabernáculo del testimonio, afuera del velo que está delante del testimonio, las pondrá en orden Aarón y sus hijos, delante de Jehová desde la tarde hasta la mañana, como estatuto perpetuo de los hijos de Israel por sus generaciones.
Tendrá dos hombreras que se junten á sus dos lados, y se juntará.
Harás pues, engastes de oro,
Y dos cadenillas de oro fino; las cuales harás de hechura de trenza; y fijarás las cadenas de hechura de trenza en los engastes.
Y llevará Aarón los nombres de los hijos de Israel en el racional del juicio sobre su corazón, cuando entrare en el santuario, para memoria delante de Jehová continuamente.
Y abajo en sus orillas harás granadas de jacinto, y púrpura, y carmesí, por sus bordes alrededor; y entre ellas campanillas de oro alrededor:
Y estará sobre Aarón cuando ministrare; y oiráse su sonido cuando él entrare en el santuario delante de Jehová y cuando saliere, porque no muera.
Y para los hijos de Aarón harás túnicas; también les harás cintos, y les formarás chapeos (tiaras) para honra y hermosura.
Y matarás el becerro delante de Jehová á la puerta del tabernáculo del testimonio.
Y tomarás de la sangre del becerro, y pondrás sobre los cuernos del altar con tu dedo, y derramarás toda la demás sangre al pie del altar.
Asimismo tomarás el un carnero, y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero.
Y cuando Aarón encenderá las lámparas al anochecer, quemará el sahumerio: rito perpetuo delante de Jehová por vuestras edades.
No ofreceréis sobre él sahumerio extraño, ni holocausto, ni presente; ni tampoco derramaréis sobre él libación.
Y habló Jehová á Moisés, diciendo:
Y tomarás de los hijos de Israel el dinero de las expiaciones, y lo darás para la obra del tabernáculo del testimonio: y será por memoria á los hijos de Israel delante de Jehová, para expiar vuestras personas.
Harás también una fuente de metal, con su basa de metal, para lavar; y la has de poner entre el tabernáculo del testimonio y el altar; y pondrás en ella agua.
Habló más Jehová á Moisés, diciendo:
Y hablarás á los hijos de Israel, diciendo: Este será mi aceite de la santa unción por vuestras edades.
Y en artificio de piedras para engastarlas, y en artificio de madera; para obrar en toda suerte de labor.
Así que guardaréis el sábado, porque santo es á vosotros: el que lo profanare, de cierto morirá; porque cualquiera que hiciere obra alguna en él, aquella alma será cortada de en medio de sus pueblos.
Presto se han apartado del camino que yo les mandé, y se han hecho un becerro de fundición, y lo han adorado, y han sacrificado á él, y han dicho: Israel, estos son tus dioses, que te sacaron de la tierra de Egipto.
Y los hijos de Leví lo hicieron conforme al dicho de Moisés: y cayeron del pueblo en aquel día como tres mil hombres.
Y él respondió: Si tu rostro no ha de ir conmigo, no nos saques de aquí.
Y respondióle: Yo haré pasar todo mi bien delante de tu rostro, y proclamaré el nombre de Jehová delante de ti; y tendré misericordia del que tendré misericordia, y seré clemente para con el que seré clemente.
Guárdate que no hagas alianza con los moradores de la tierra donde has de entrar, porque no sean por tropezadero en medio de tí:
Para proyectar inventos, para trabajar en oro, y en plata, y en metal,
La longitud de la una cortina era de veintiocho codos, y la anchura de cuatro codos: todas las cortinas tenían una misma medida.
La longitud de cada tabla de diez codos, y de codo y medio la anchura.
Eran, pues, ocho tablas, y sus basas de plata dieciséis; dos basas debajo de cada tabla.
Hizo asimismo el velo de cárdeno, y púrpura, y carmesí, y lino torcido, el cual hizo con querubines de delicada obra.
Hizo también los dos querubines de oro, hízolos labrados á martillo, á los dos cabos de la cubierta:
Hízole también una moldura alrededor, del ancho de una mano, á la cual moldura hizo la cornisa de oro en circunferencia.
También hizo la fuente de metal, con su basa de metal, de los espejos de las que velaban á la puerta del tabernáculo del testimonio.
Y Bezaleel, hijo de Uri, hijo de Hur, de la tribu de Judá, hizo todas las cosas que Jehová mandó á Moisés.
Y las basas del atrio alrededor, y las basas de la puerta del atrio, y todas las estacas del tabernáculo, y todas las estacas del atrio alrededor.
El segundo orden, una esmeralda, un zafiro, y un diamante.
Hicieron además dos anillos de oro, los cuales pusieron en las dos hombreras del ephod, abajo en la parte delantera, delante de su juntura, sobre el cinto del ephod.
Y ataron el racional de sus anillos á los anillos del ephod con un cordón de jacinto, para que estuviese sobre el cinto del mismo ephod, y no se apartase el racional del ephod; como Jehová lo había mandado á Moisés.
Las cortinas del atrio, y sus columnas, y sus basas, y el pabellón para la puerta del atrio, y sus cuerdas, y sus estacas, y todos los vasos del servicio del tabernáculo, del tabernáculo del testimonio;
Y tomarás el aceite de la unción, y ungirás el tabernáculo, y todo lo que está en él; y le santificarás con todos sus vasos, y será santo.
Y metió el arca en el tabernáculo, y puso el velo de la tienda, y cubrió el arca del testimonio; como Jehová había mandado á Moisés.
Y sobre ella puso por orden los panes delante de Jehová, como Jehová había mandado á Moisés.
Y llamó Jehová á Moisés, y habló con él desde el tabernáculo del testimonio, diciendo:
Si su ofrenda fuere holocausto de vacas, macho sin tacha lo ofrecerá: de su voluntad lo ofrecerá á la puerta del tabernáculo del testimonio delante de Jehová.
Entonces degollará el becerro en la presencia de Jehová; y los sacerdotes, hijos de Aarón, ofrecerán la sangre, y la rociarán alrededor sobre el altar, el cual está á la puerta del tabernáculo del testimonio.
Y desollará el holocausto, y lo dividirá en sus piezas.
Y el sacerdote la ofrecerá sobre el altar, y ha de quitarle la cabeza, y hará que arda en el altar; y su sangre será exprimida sobre la pared del altar.
Y la traerá á los sacerdotes, hijos de Aarón; y de ello tomará el sacerdote su puño lleno de su flor de harina y de su aceite, con todo su incienso, y lo hará arder sobre el altar: ofrenda encendida para recuerdo, de olor suave á Jehová.
Mas si tu presente fuere ofrenda de sartén, será de flor de harina sin levadura, amasada con aceite,
Y tomará del becerro para la expiación todo su sebo, el sebo que cubre los intestinos, y todo el sebo que está sobre las entrañas,
Y pondrá su mano sobre la cabeza de la expiación, y la degollará en el lugar del holocausto.
Luego tomará el sacerdote en su dedo de su sangre, y pondrá sobre los cuernos del altar del holocausto, y derramará toda su sangre al pie del altar:
Y le quitará todo su sebo, de la manera que fué quitado el sebo del sacrificio de las paces; y el sacerdote lo hará arder sobre el altar en olor de suavidad á Jehová: así hará el sacerdote expiación por él, y será perdonado.
Y si trajere cordero para su ofrenda por el pecado, hembra sin defecto traerá:
Y pagará aquello de las cosas santas en que hubiere pecado, y añadirá á ello el quinto, y lo dará al sacerdote: y el sacerdote hará expiación por él con el carnero del sacrificio por el pecado, y será perdonado.
Es infracción, y ciertamente delinquió contra Jehová.
Manda á Aarón y á sus hijos diciendo: Esta es la ley del holocausto: (es holocausto, porque se quema sobre el altar toda la noche hasta la mañana, y el fuego del altar arderá en él:)
Y todo presente de sacerdote será enteramente quemado; no se comerá.
Habla á Aarón y á sus hijos, diciendo: Esta es la ley de la expiación: en el lugar donde será degollado el holocausto, será degollada la expiación por el pecado delante de Jehová: es cosa santísima.
Asimismo esta es la ley de la expiación de la culpa: es cosa muy santa.
Y los dos riñones, y el sebo que está sobre ellos, y el que está sobre los ijares; y con los riñones quitará el redaño de sobre el hígado.
Y de toda la ofrenda presentará una parte por ofrenda elevada á Jehová, y será del sacerdote que rociare la sangre de los pacíficos.
Habló aún Jehová á Moisés, diciendo:
Habla á los hijos de Israel, diciendo: El que ofreciere sacrificio de sus paces á Jehová, traerá su ofrenda del sacrificio de sus paces á Jehová;
Y después tomó el sebo, y la cola, y todo el sebo que estaba sobre los intestinos, y el redaño del hígado, y los dos riñones, y el sebo de ellos, y la espaldilla derecha;
Y llevaron lo que mandó Moisés delante del tabernáculo del testimonio, y llegóse toda la congregación, y pusiéronse delante de Jehová.
Luego lavó los intestinos y las piernas, y quemólos sobre el holocausto en el altar.
Después alzó Aarón sus manos hacia el pueblo y bendíjolos: y descendió de hacer la expiación, y el holocausto, y el sacrificio de las paces.
Y los hijos de Aarón, Nadab y Abiú, tomaron cada uno su incensario, y pusieron fuego en ellos, sobre el cual pusieron perfume, y ofrecieron delante de Jehová fuego extraño, que él nunca les mandó.
Y ellos llegaron, y sacáronlos con sus túnicas fuera del campo, como dijo Moisés.
También el puerco, porque tiene pezuñas, y es de pezuñas hendidas, mas no rumia, tendréislo por inmundo.
Todo cuervo según su especie;
El avestruz, y la lechuza, y el laro, y el gavilán según su especie,
Todo reptil alado que anduviere sobre cuatro pies, tendréis en abominación.
Y cualquiera que llevare de sus cuerpos muertos, lavará sus vestidos, y será inmundo hasta la tarde.
Esta es la ley de los animales y de las aves, y de todo ser viviente que se mueve en las aguas, y de todo animal que anda arrastrando sobre la tierra;
Para hacer diferencia entre inmundo y limpio, y entre los animales que se pueden comer y los animales que no se pueden comer.
Y habló Jehová á Moisés y á Aarón, diciendo:
Mas si el sacerdote la mirare, y no pareciere en la mancha pelo blanco, ni estuviere más baja que la tez, sino que está oscura, le encerrará el sacerdote por siete días;
Será quemado el vestido, ó estambre ó trama, de lana ó de lino, ó cualquiera obra de pieles en que hubiere tal plaga; porque lepra roedora es: al fuego será quemada.
Y el que durmiere en aquella casa, lavará sus vestidos; también el que comiere en la casa, lavará sus vestidos.
Hablad á los hijos de Israel, y decidles: Cualquier varón, cuando su simiente manare de su carne, será inmundo.
Toda cama en que se acostare el que tuviere flujo, será inmunda; y toda cosa sobre que se sentare, inmunda será.
Y todo aquel á quien tocare el que tiene flujo, y no lavare con agua sus manos, lavará sus vestidos, y á sí mismo se lavará con agua, y será inmundo hasta la tarde.
Y toda vestimenta, ó toda piel sobre la cual hubiere el derramamiento del semen, lavaráse con agua, y será inmunda hasta la tarde.
Y el octavo día tomará consigo dos tórtolas, ó dos palominos, y los traerá al sacerdote, á la puerta del tabernáculo del testimonio:
Tomará luego de la sangre del becerro, y rociará con su dedo hacia la cubierta al lado oriental: hacia la cubierta esparcirá siete veces de aquella sangre con su dedo.
Cualquier varón de la casa de Israel que degollare buey, ó cordero, ó cabra, en el real, ó fuera del real,
Mis derechos pondréis por obra, y mis estatutos guardaréis, andando en ellos: Yo Jehová vuestro Dios.
(Porque todas estas abominaciones hicieron los hombres de la tierra, que fueron antes de vosotros, y la tierra fué contaminada:)
No andarás chismeando en tus pueblos. No te pondrás contra la sangre de tu prójimo: Yo Jehová.
Mis estatutos guardaréis. A tu animal no harás ayuntar para misturas; tu haza no sembrarás con mistura de semillas, y no te pondrás vestidos con mezcla de diversas cosas.
No contaminarás tu hija haciéndola fornicar: porque no se prostituya la tierra, y se hincha de maldad.
No hagáis agravio en juicio, en medida de tierra, ni en peso, ni en otra medida.
Y yo pondré mi rostro contra el tal varón, y lo cortaré de entre su pueblo; por cuanto dió de su simiente á Moloch, contaminando mi santuario, y amancillando mi santo nombre.
Y la mujer que se allegare á algún animal, para tener ayuntamiento con él, á la mujer y al animal matarás: morirán infaliblemente; será su sangre sobre ellos.
Lo santificarás por tanto, pues el pan de tu Dios ofrece: santo será para ti, porque santo soy yo Jehová vuestro santificador.
Guarden, pues, mi ordenanza, y no lleven pecado por ello, no sea que así mueran cuando la profanaren: Yo Jehová que los santifico.
Y habló Jehová á Moisés, diciendo:
Y sea buey ó carnero, no degollaréis en un día á él y á su hijo.
Y cuando sacrificareis sacrificio de hacimiento de gracias á Jehová, de vuestra voluntad lo sacrificaréis.
Que os saqué de la tierra de Egipto, para ser vuestro Dios: Yo Jehová.
Y habló Jehová á Moisés, diciendo:
Y no comeréis pan, ni grano tostado, ni espiga fresca, hasta este mismo día, hasta que hayáis ofrecido la ofrenda de vuestro Dios; estatuto perpetuo es por vuestras edades en todas vuestras habitaciones.
Y os habéis de contar desde el siguiente día del sábado, desde el día en que ofrecisteis el omer de la ofrenda mecida; siete semanas cumplidas serán:
Y habló Jehová á Moisés, diciendo:
Empero á los diez de este mes séptimo será el día de las expiaciones: tendréis santa convocación, y afligiréis vuestras almas, y ofreceréis ofrenda encendida á Jehová.
Ninguna obra haréis: estatuto perpetuo es por vuestras edades en todas vuestras habitaciones.
El primer día habrá santa convocación: ninguna obra servil haréis.
Siete días ofreceréis ofrenda encendida á Jehová: el octavo día tendréis santa convocación, y ofreceréis ofrenda encendida á Jehová: es fiesta: ninguna obra servil haréis.
Y tomarás flor de harina, y cocerás de ella doce tortas: cada torta será de dos décimas.
Y habló Moisés á los hijos de Israel, y ellos sacaron al blasfemo fuera del real, y apedreáronlo con piedras. Y los hijos de Israel hicieron según que Jehová había mandado á Moisés.
Conforme al número de los años después del jubileo comprarás de tu prójimo; conforme al número de los años de los frutos te venderá él á ti.
Y la tierra dará su fruto, y comeréis hasta hartura, y habitaréis en ella con seguridad.
Entonces contará los años de su venta, y pagará lo que quedare al varón á quien vendió, y volverá á su posesión.
Mas si no alcanzare su mano lo que basta para que vuelva á él, lo que vendió estará en poder del que lo compró hasta el año del jubileo; y al jubileo saldrá, y él volverá á su posesión.
No tomarás usura de él, ni aumento; mas tendrás temor de tu Dios, y tu hermano vivirá contigo.
No te enseñorearás de él con dureza, mas tendrás temor de tu Dios.
Y pondré mi morada en medio de vosotros, y mi alma no os abominará:
Y si con esto no me oyereis, mas procediereis conmigo en oposición,
Y tropezarán los unos en los otros, como si huyeran delante de cuchillo, aunque nadie los persiga; y no podréis resistir delante de vuestros enemigos.
Y yo me acordaré de mi pacto con Jacob, y asimismo de mi pacto con Isaac, y también de mi pacto con Abraham me acordaré; y haré memoria de la tierra.
Y si fuere de cinco años hasta veinte, tu estimación será respecto al varón veinte siclos, y á la hembra diez siclos.
Mas si después del jubileo santificare su tierra, entonces el sacerdote hará la cuenta del dinero conforme á los años que quedaren hasta el año del jubileo, y se rebajará de tu estimación.
Sino que cuando saliere en el jubileo, la tierra será santa á Jehová, como tierra consagrada: la posesión de ella será del sacerdote.
Pero ninguna cosa consagrada, que alguno hubiere santificado á Jehová de todo lo que tuviere, de hombres y animales, y de las tierras de su posesión, no se venderá, ni se redimirá: todo lo consagrado será cosa santísima á Jehová.
De Nephtalí, Ahira hijo de Enán.
Los contados de ellos, de la tribu de Manasés, treinta y dos mil y doscientos.
De los hijos de Benjamín, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Los contados de ellos, de la tribu de Dan, sesenta y dos mil y setecientos.
Los contados de ellos, de la tribu de Aser, cuarenta y un mil y quinientos.
Porque habló Jehová á Moisés, diciendo:
Y los hijos de Israel asentarán sus tiendas cada uno en su escuadrón, y cada uno junto á su bandera, por sus cuadrillas;
Mas los Levitas asentarán las suyas alrededor del tabernáculo del testimonio, y no habrá ira sobre la congregación de los hijos de Israel: y los Levitas tendrán la guarda del tabernáculo del testimonio.
Y la tribu de Benjamín: y el jefe de los hijos de Benjamín, Abidán hijo de Gedeón;
Junto á él acamparán los de la tribu de Aser: y el jefe de los hijos de Aser, Phegiel hijo de Ocrán;
E hicieron los hijos de Israel conforme á todas las cosas que Jehová mandó á Moisés; así asentaron el campo por sus banderas, y así marcharon cada uno por sus familias, según las casas de sus padres.
Y desempeñen su cargo, y el cargo de toda la congregación delante del tabernáculo del testimonio, para servir en el ministerio del tabernáculo;
Y darás los Levitas á Aarón y á sus hijos: le son enteramente dados de entre los hijos de Israel.
Porque mío es todo primogénito; desde el día que yo maté todos los primogénitos en la tierra de Egipto, yo santifiqué á mí todos los primogénitos en Israel, así de hombres como de animales: míos serán: Yo Jehová.
Y las cortinas del atrio, y el pabellón de la puerta del atrio, que está junto al tabernáculo y junto al altar alrededor; asimismo sus cuerdas para todo su servicio.
Y á cargo de ellos estará el arca, y la mesa, y el candelero, y los altares, y los vasos del santuario con que ministran, y el velo, con todo su servicio.
Todos los contados de los Levitas, que Moisés y Aarón conforme á la palabra de Jehová contaron por sus familias, todos los varones de un mes arriba, fueron veinte y dos mil.
Y habló Jehová á Moisés, diciendo:
Tomó, pues, Moisés el dinero del rescate de los que resultaron de más de los redimidos por los Levitas:
Y las cortinas del atrio, y el pabellón de la puerta del atrio, que está cerca del tabernáculo y cerca del altar alrededor, y sus cuerdas, y todos los instrumentos de su servicio, y todo lo que será hecho para ellos: así servirán.
Estos son los contados de las familias de los hijos de Gersón, todos los que ministran en el tabernáculo del testimonio, los cuales contaron Moisés y Aarón por mandato de Jehová.
Además habló Jehová á Moisés, diciendo:
Confesarán su pecado que cometieron, y compensarán su ofensa enteramente, y añadirán su quinto sobre ello, y lo darán á aquel contra quien pecaron.
Y dará á beber á la mujer las aguas amargas que traen maldición; y las aguas que obran maldición entrarán en ella por amargas.
Después tomará el sacerdote de la mano de la mujer el presente de los celos, y mecerálo delante de Jehová, y lo ofrecerá delante del altar:
Todo el tiempo de su nazareato, de todo lo que se hace de vid de vino, desde los granillos hasta el hollejo, no comerá.
Por su padre, ni por su madre, por su hermano, ni por su hermana, no se contaminará con ellos cuando murieren; porque consagración de su Dios tiene sobre su cabeza.
Entonces los príncipes de Israel, las cabezas de las casas de sus padres, los cuales eran los príncipes de las tribus, que estaban sobre los contados, ofrecieron;
Y ofrecieron los príncipes á la dedicación del altar el día que fué ungido, ofrecieron los príncipes su ofrenda delante del altar.
Una cuchara de oro de diez siclos, llena de perfume;
El sexto día, Eliasaph hijo de Dehuel, príncipe de los hijos de Gad:
Un macho cabrío para expiación;
El décimo día, el príncipe de los hijos de Dan, Ahiezer hijo de Ammisaddai:
Una cuchara de oro de diez siclos, llena de perfume;
Un becerro, un carnero, un cordero de un año para holocausto;
El undécimo día, el príncipe de los hijos de Aser, Pagiel hijo de Ocrán:
Cada plato de ciento y treinta siclos, cada jarro de setenta: toda la plata de los vasos, dos mil y cuatrocientos siclos, al siclo del santuario.
Y Aarón lo hizo así; que encendió enfrente del candelero sus lámparas, como Jehová lo mandó á Moisés.
Y así les harás para expiarlos: rocía sobre ellos el agua de la expiación, y haz pasar la navaja sobre toda su carne, y lavarán sus vestidos, y serán expiados.
Y Moisés, y Aarón, y toda la congregación de los hijos de Israel, hicieron de los Levitas conforme á todas las cosas que mandó Jehová á Moisés acerca de los Levitas; así hicieron de ellos los hijos de Israel.
Y habló Jehová á Moisés, diciendo:
El décimocuarto día de este mes, entre las dos tardes, la haréis á su tiempo: conforme á todos sus ritos, y conforme á todas sus leyes la haréis.
E hicieron la pascua en el mes primero, á los catorce días del mes, entre las dos tardes, en el desierto de Sinaí: conforme á todas las cosas que mandó Jehová á Moisés, así hicieron los hijos de Israel.
Mas el que estuviere limpio, y no estuviere de viaje, si dejare de hacer la pascua, la tal persona será cortada de sus pueblos: por cuanto no ofreció á su tiempo la ofrenda de Jehová, el tal hombre llevará su pecado.
Y sobre el ejército de la tribu de los hijos de Gad, Eliasaph hijo de Dehuel.
Y ahora nuestra alma se seca; que nada sino maná ven nuestros ojos.
No puedo yo solo soportar á todo este pueblo, que me es pesado en demasía.
Entonces el pueblo estuvo levantado todo aquel día, y toda la noche, y todo el día siguiente, y recogiéronse codornices: el que menos, recogió diez montones; y las tendieron para sí á lo largo en derredor del campo.
Respondió Jehová á Moisés: Pues si su padre hubiera escupido en su cara, ¿no se avergonzaría por siete días?: sea echada fuera del real por siete días, y después se reunirá.
Así María fué echada del real siete días; y el pueblo no pasó adelante hasta que se le reunió María.
De la tribu de Gad, Geuel hijo de Machî.
Y cuál sea el terreno, si es pingüe ó flaco, si en él hay ó no árboles: y esforzaos, y coged del fruto del país. Y el tiempo era el tiempo de las primeras uvas.
Y llegaron hasta el arroyo de Escol, y de allí cortaron un sarmiento con un racimo de uvas, el cual trajeron dos en un palo, y de las granadas y de los higos.
Entonces Moisés y Aarón cayeron sobre sus rostros delante de toda la multitud de la congregación de los hijos de Israel.
Por tanto, no seáis rebeldes contra Jehová, ni temáis al pueblo de aquesta tierra, porque nuestro pan son: su amparo se ha apartado de ellos, y con nosotros está Jehová: no los temáis.
Y Moisés respondió á Jehová: Oiránlo luego los Egipcios, porque de en medio de ellos sacaste á este pueblo con tu fortaleza:
En este desierto caerán vuestros cuerpos; todos vuestros contados según toda vuestra cuenta, de veinte años arriba, los cuales habéis murmurado contra mí;
Y de vino para la libación ofrecerás la cuarta parte de un hin, además del holocausto ó del sacrificio, por cada un cordero.
Y por cada carnero harás presente de dos décimas de flor de harina, amasada con el tercio de un hin de aceite:
Y cuando ofreciereis novillo en holocausto ó sacrificio, por especial voto, ó de paces á Jehová,
Y de vino para la libación ofrecerás la mitad de un hin, en ofrenda encendida de olor suave á Jehová.
Conforme al número así haréis con cada uno según el número de ellos.
Un mismo estatuto tendréis, vosotros de la congregación y el extranjero que con vosotros mora; estatuto que será perpetuo por vuestras edades: como vosotros, así será el peregrino delante de Jehová.
Y el sacerdote hará expiación por toda la congregación de los hijos de Israel; y les será perdonado, porque yerro es: y ellos traerán sus ofrendas, ofrenda encendida á Jehová, y sus expiaciones delante de Jehová, por sus yerros:
Mas la persona que hiciere algo con altiva mano, así el natural como el extranjero, á Jehová injurió; y la tal persona será cortada de en medio de su pueblo.
Y se juntaron contra Moisés y Aarón, y les dijeron: Básteos, porque toda la congregación, todos ellos son santos, y en medio de ellos está Jehová: ¿por qué, pues, os levantáis vosotros sobre la congregación de Jehová?
Y abrió la tierra su boca, y tragólos á ellos, y á sus casas, y á todos los hombres de Coré, y á toda su hacienda.
Y ellos, con todo lo que tenían, descendieron vivos al abismo, y cubriólos la tierra, y perecieron de en medio de la congregación.
Y todo Israel, los que estaban en derredor de ellos, huyeron al grito de ellos; porque decían: No nos trague también la tierra.
Y vinieron Moisés y Aarón delante del tabernáculo del testimonio.
Y Jehová habló á Moisés, diciendo:
Después se volvió Aarón á Moisés á la puerta del tabernáculo del testimonio, cuando la mortandad había cesado.
Cualquiera que se llegare, el que se acercare al tabernáculo de Jehová morirá: ¿acabaremos de perecer todos?
Porque he aquí yo he tomado á vuestros hermanos los Levitas de entre los hijos de Israel, dados á vosotros en don de Jehová, para que sirvan en el ministerio del tabernáculo del testimonio.
Porque á los Levitas he dado por heredad los diezmos de los hijos de Israel, que ofrecerán á Jehová en ofrenda: por lo cual les he dicho: Entre los hijos de Israel no poseerán heredad.
Y la daréis á Eleazar el sacerdote, y él la sacará fuera del campo, y harála degollar en su presencia.
Y regañó el pueblo con Moisés, y hablaron diciendo: ¡Ojalá que nosotros hubiéramos muerto cuando perecieron nuestros hermanos delante de Jehová!
Y Jehová dijo á Moisés y á Aarón: Por cuanto no creísteis en mí, para santificarme en ojos de los hijos de Israel, por tanto, no meteréis esta congregación en la tierra que les he dado.
Y él respondió: No pasarás. Y salió Edom contra él con mucho pueblo, y mano fuerte.
Partidos de allí, asentaron en la arroyada de Zared.
Pozo, el cual cavaron los señores; caváronlo los príncipes del pueblo, y el legislador, con sus bordones. Y del desierto vinieron á Mathana:
Y vió Balac, hijo de Zippor, todo lo que Israel había hecho al Amorrheo.
Y vino Dios á Balaam, y díjole: ¿Qué varones son estos que están contigo?
Y el ángel de Jehová pasó más allá, y púsose en una angostura, donde no había camino para apartarse ni á diestra ni á siniestra.
Y viendo el asna al ángel de Jehová, echóse debajo de Balaam: y enojóse Balaam, é hirió al asna con el palo.
Entonces Jehová abrió la boca al asna, la cual dijo á Balaam: ¿Qué te he hecho, que me has herido estas tres veces?
Y el ángel de Jehová dijo á Balaam: Ve con esos hombres: empero la palabra que yo te dijere, esa hablarás. Así Balaam fué con los príncipes de Balac.
Y él tomó su parábola, y dijo: De Aram me trajo Balac, rey de Moab, de los montes del oriente: ven, maldíceme á Jacob; y ven, execra á Israel.
He aquí, yo he tomado bendición: y él bendijo, y no podré revocarla.
Entonces tomó su parábola, y dijo: Dijo Balaam hijo de Beor, y dijo el varón de ojos abiertos:
Dios lo sacó de Egipto; tiene fuerzas como de unicornio: comerá á las gentes sus enemigas, y desmenuzará sus huesos, y asaeteará con sus saetas.
Y viendo á Amalec, tomó su parábola, y dijo: Amalec, cabeza de gentes; mas su postrimería perecerá para siempre.
Las cuales llamaron al pueblo á los sacrificios de sus dioses: y el pueblo comió, é inclinóse á sus dioses.
De Ozni, la familia de los Oznitas; de Eri, la familia de los Eritas;
Los hijos de Issachâr por sus familias: de Thola, la familia de los Tholaitas; de Puá la familia de los Puanitas;
Los hijos de Beria: de Heber, la familia de los Heberitas; de Malchîel, la familia de los Malchîelitas.
A los más darás mayor heredad, y á los menos menor; y á cada uno se le dará su heredad conforme á sus contados.
Estas son las familias de los Levitas: la familia de los Libnitas, la familia de los Hebronitas, la familia de los Mahalitas, la familia de los Musitas, la familia de los Coritas. Y Coath engendró á Amram.
Bien dicen las hijas de Salphaad: has de darles posesión de heredad entre los hermanos de su padre; y traspasarás la heredad de su padre á ellas.
Y si no tuviere hermanos, daréis su herencia á los hermanos de su padre.
Y Jehová dijo á Moisés: Sube á este monte Abarim, y verás la tierra que he dado á los hijos de Israel.
Que salga delante de ellos, y que entre delante de ellos, que los saque y los introduzca; porque la congregación de Jehová no sea como ovejas sin pastor.
Manda á los hijos de Israel, y diles: Mi ofrenda, mi pan con mis ofrendas encendidas en olor á mí agradable, guardaréis, ofreciéndomelo á su tiempo.
Y ofrecerás el segundo cordero entre las dos tardes: conforme á la ofrenda de la mañana, y conforme á su libación ofrecerás, ofrenda encendida en olor de suavidad á Jehová.
Mas el día del sábado dos corderos de un año sin defecto, y dos décimas de flor de harina amasada con aceite, por presente, con su libación:
Y el presente de ellos, flor de harina amasada con aceite, tres décimas con cada becerro, dos décimas con cada carnero,
Y con cada uno de los siete corderos, una décima;
También á los quince días del mes séptimo tendréis santa convocación; ninguna obra servil haréis, y celebraréis solemnidad á Jehová por siete días;
Y los presentes de ellos, de flor de harina amasada con aceite, tres décimas con cada uno de los trece becerros, dos décimas con cada uno de los dos carneros,
Y con cada uno de los catorce corderos, una décima;
Y un macho cabrío por expiación: además del holocausto continuo, y su presente y su libación.
Y el quinto día, nueve becerros, dos carneros, catorce corderos de un año sin defecto;
Y Moisés dijo á los hijos de Israel, conforme á todo lo que Jehová le había mandado.
Mas la mujer, cuando hiciere voto á Jehová, y se ligare con obligación en casa de su padre, en su mocedad;
Pero si cuando su marido lo oyó, le vedó, entonces el voto que ella hizo, y lo que pronunció de sus labios con que ligó su alma, será nulo; y Jehová lo perdonará.
Empero si su marido callare á ello de día en día, entonces confirmó todos sus votos, y todas las obligaciones que están sobre ella: confirmólas, por cuanto calló á ello el día que lo oyó.
Haz la venganza de los hijos de Israel sobre los Madianitas; después serás recogido á tus pueblos.
Ciertamente el oro, y la plata, metal, hierro, estaño, y plomo,
Y fué la presa, el resto de la presa que tomaron los hombres de guerra, seiscientas y setenta y cinco mil ovejas,
Y setenta y un mil asnos;
¿Y por qué prevenís el ánimo de los hijos de Israel, para que no pasen á la tierra que les ha dado Jehová?
No volveremos á nuestras casas hasta que los hijos de Israel posean cada uno su heredad.
Y pasareis todos vosotros armados el Jordán delante de Jehová, hasta que haya echado á sus enemigos de delante de sí,
Y sea el país sojuzgado delante de Jehová; luego volveréis, y seréis libres de culpa para con Jehová, y para con Israel; y esta tierra será vuestra en heredad delante de Jehová.
También Jair hijo de Manasés fué y tomó sus aldeas, y púsoles por nombre Havoth-jair.
Y partidos del mar Bermejo, asentaron en el desierto de Sin.
Y partidos de Alús, asentaron en Rephidim, donde el pueblo no tuvo aguas para beber.
Y partidos del desierto de Sinaí, asentaron en Kibroth-hataava.
Y partidos de Libna, asentaron en Rissa.
Y partidos de Oboth, asentaron en Ije-abarim; en el término de Moab.
Y partidos de Almon-diblathaim, asentaron en los montes de Abarim, delante de Nebo.
Será además, que haré á vosotros como yo pensé hacerles á ellos.
Y rodeará este término, desde Asmón hasta el torrente de Egipto, y sus remates serán al occidente.
Y de la tribu de los hijos de Dan, el príncipe Bucci hijo de Jogli.
Os señalaréis ciudades, ciudades de acogimiento tendréis, donde huya el homicida que hiriere á alguno de muerte por yerro.
Entonces la congregación juzgará entre el heridor y el pariente del muerto conforme á estas leyes:
Ni tampoco tomaréis precio del que huyó á su ciudad de refugio, para que vuelva á vivir en su tierra, hasta que muera el sacerdote.
Y llegaron los príncipes de los padres de la familia de Galaad, hijo de Machîr, hijo de Manasés, de las familias de los hijos de José; y hablaron delante de Moisés, y de los príncipes, cabezas de padres de los hijos de Israel,
Y dijeron: Jehová mandó á mi señor que por suerte diese la tierra á los hijos de Israel en posesión: también ha mandado Jehová á mi señor, que dé la posesión de Salphaad nuestro hermano á sus hijas;
Y cuando viniere el jubileo de los hijos de Israel, la heredad de ellas será añadida á la heredad de la tribu de sus maridos; y así la heredad de ellas será quitada de la heredad de la tribu de nuestros padres.
Y partidos de Horeb, anduvimos todo aquel grande y terrible desierto que habéis visto, por el camino del monte del Amorrheo, como Jehová nuestro Dios nos lo mandó; y llegamos hasta Cades-barnea.
Y se encaminaron, y subieron al monte, y llegaron hasta la arroyada de Escol, y reconocieron la tierra.
Y aun con esto no creisteis en Jehová vuestro Dios,
Y también contra mí se airó Jehová por vosotros, diciendo: Tampoco tú entrarás allá:
Josué hijo de Nun, que está delante de ti, él entrará allá: anímale; porque él la hará heredar á Israel.
Y salió el Amorrheo, que habitaba en aquel monte, á vuestro encuentro, y os persiguieron, como hacen las avispas, y os derrotaron en Seir, persiguiéndoos hasta Horma.
Y volvimos, y partímonos al desierto camino del mar Bermejo, como Jehová me había dicho; y rodeamos el monte de Seir por muchos días.
Pues Jehová tu Dios te ha bendecido en toda obra de tus manos: él sabe que andas por este gran desierto: estos cuarenta años Jehová tu Dios fué contigo; y ninguna cosa te ha faltado.
Jehová me habló, diciendo:
Pueblo grande, y numeroso, y alto, como los Anaceos; á los cuales Jehová destruyó de delante de los Ammonitas, quienes les sucedieron, y habitaron en su lugar:
Hoy comenzaré á poner tu miedo y tu espanto sobre los pueblos debajo de todo el cielo; los cuales oirán tu fama, y temblarán, y angustiarse han delante de ti.
Y tomamos entonces todas sus ciudades, y destruimos todas las ciudades, hombres, y mujeres, y niños; no dejamos ninguno:
Y Jehová nuestro Dios entregó también en nuestra mano á Og rey de Basán, y á todo su pueblo, al cual herimos hasta no quedar de él ninguno.
Y á Machîr dí á Galaad.
Sube á la cumbre del Pisga, y alza tus ojos al occidente, y al aquilón, y al mediodía, y al oriente, y ve por tus ojos: porque no pasarás este Jordán.
Vuestros ojos vieron lo que hizo Jehová con motivo de Baal-peor; que á todo hombre que fué en pos de Baal-peor destruyó Jehová tu Dios de en medio de ti.
Y él os anunció su pacto, el cual os mandó poner por obra, las diez palabras; y escribiólas en dos tablas de piedra.
Figura de algún animal que sea en la tierra, figura de ave alguna alada que vuele por el aire,
Y Jehová se enojó contra mí sobre vuestros negocios, y juró que yo no pasaría el Jordán, ni entraría en la buena tierra, que Jehová tu Dios te da por heredad.
Guardaos no os olvidéis del pacto de Jehová vuestro Dios, que él estableció con vosotros, y os hagáis escultura ó imagen de cualquier cosa, que Jehová tu Dios te ha vedado.
Porque Dios misericordioso es Jehová tu Dios; no te dejará, ni te destruirá, ni se olvidará del pacto de tus padres que les juró.
Cara á cara habló Jehová con vosotros en el monte de en medio del fuego,
Yo soy Jehová tu Dios, que te saqué de tierra de Egipto, de casa de siervos.
Honra á tu padre y á tu madre, como Jehová tu Dios te ha mandado, para que sean prolongados tus días, y para que te vaya bien sobre la tierra que Jehová tu Dios te da.
Y tú estáte aquí conmigo, y te diré todos los mandamientos, y estatutos, y derechos, que les has de enseñar, á fin que los pongan ahora por obra en la tierra que yo les doy para poseerla.
Estos pues son los mandamientos, estatutos, y derechos que Jehová vuestro Dios mandó que os enseñase, para que los pongáis por obra en la tierra á la cual pasáis vosotros para poseerla:
Para que temas á Jehová tu Dios, guardando todos sus estatutos y sus mandamientos que yo te mando, tú, y tu hijo, y el hijo de tu hijo, todos los días de tu vida, y que tus días sean prolongados.
Y has de atarlas por señal en tu mano, y estarán por frontales entre tus ojos:
A Jehová tu Dios temerás, y á él servirás, y por su nombre jurarás.
Guardad cuidadosamente los mandamientos de Jehová vuestro Dios, y sus testimonios, y sus estatutos, que te ha mandado.
Y tendremos justicia cuando cuidáremos de poner por obra todos estos mandamientos delante de Jehová nuestro Dios, como él nos ha mandado.
Y será que, por haber oído estos derechos, y guardado y puéstolos por obra, Jehová tu Dios guardará contigo el pacto y la misericordia que juró á tus padres;
Y acordarte has de todo el camino por donde te ha traído Jehová tu Dios estos cuarenta años en el desierto, para afligirte, por probarte, para saber lo que estaba en tu corazón, si habías de guardar ó no sus mandamientos.
Tierra en la cual no comerás el pan con escasez, no te faltará nada en ella; tierra que sus piedras son hierro, y de sus montes cortarás metal.
Guárdate, que no te olvides de Jehová tu Dios, para no observar sus mandamientos, y sus derechos, y sus estatutos, que yo te ordeno hoy:
Y se eleve luego tu corazón, y te olvides de Jehová tu Dios, que te sacó de tierra de Egipto, de casa de siervos;
Que te hizo caminar por un desierto grande y espantoso, de serpientes ardientes, y de escorpiones, y de sed, donde ningún agua había, y él te sacó agua de la roca del pedernal;
En aquel tiempo Jehová me dijo: Lábrate dos tablas de piedra como las primeras, y sube á mí al monte, y hazte un arca de madera:
En aquel tiempo apartó Jehová la tribu de Leví, para que llevase el arca del pacto de Jehová, para que estuviese delante de Jehová para servirle, y para bendecir en su nombre, hasta hoy.
Que guardes los mandamientos de Jehová y sus estatutos, que yo te prescribo hoy, para que hayas bien?
Por tanto, pondréis estas mis palabras en vuestro corazón y en vuestra alma, y las ataréis por señal en vuestra mano, y serán por frontales entre vuestros ojos.
Mas el lugar que Jehová vuestro Dios escogiere de todas vuestras tribus, para poner allí su nombre para su habitación, ése buscaréis, y allá iréis:
Lo mismo que se come el corzo y el ciervo, así las comerás: el inmundo y el limpio comerán también de ellas.
No la comerás: en tierra la derramarás como agua.
Y el tal profeta ó soñador de sueños, ha de ser muerto; por cuanto trató de rebelión contra Jehová vuestro Dios, que te sacó de tierra de Egipto, y te rescató de casa de siervos, y de echarte del camino por el que Jehová tu Dios te mandó que anduvieses: y así quitarás el mal de en medio de ti.
Cuando te incitare tu hermano, hijo de tu madre, ó tu hijo, ó tu hija, ó la mujer de tu seno, ó tu amigo que sea como tu alma, diciendo en secreto: Vamos y sirvamos á dioses ajenos, que ni tú ni tus padres conocisteis,
Indispensablemente diezmarás todo el producto de tu simiente, que rindiere el campo cada un año.
No te parezca duro cuando le enviares libre de ti; que doblado del salario de mozo jornalero te sirvió seis años: y Jehová tu Dios te bendecirá en todo cuanto hicieres.
Tres veces cada un año parecerá todo varón tuyo delante de Jehová tu Dios en el lugar que él escogiere: en la solemnidad de los ázimos, y en la solemnidad de las semanas, y en la solemnidad de las cabañas. Y no parecerá vacío delante de Jehová:
Las primicias de tu grano, de tu vino, y de tu aceite, y las primicias de la lana de tus ovejas le darás:
Perfecto serás con Jehová tu Dios.
Cuando guardases todos estos mandamientos, que yo te prescribo hoy, para ponerlos por obra, que ames á Jehová tu Dios y andes en sus caminos todos los días; entonces añadirás tres ciudades á más de estas tres;
Entonces los ancianos de su ciudad enviarán y lo sacarán de allí, y entregarlo han en mano del pariente del muerto, y morirá.
No le perdonará tu ojo: y quitarás de Israel la sangre inocente, y te irá bien.
Cuando salieres á la guerra contra tus enemigos, y vieres caballos y carros, un pueblo más grande que tú, no tengas temor de ellos, que Jehová tu Dios es contigo, el cual te sacó de tierra de Egipto.
¿Y quién se ha desposado con mujer, y no la ha tomado? Vaya, y vuélvase á su casa, porque quizá no muera en la batalla, y algún otro la tome.
Luego que Jehová tu Dios la entregare en tu mano, herirás á todo varón suyo á filo de espada.
Antes del todo los destruirás: al Hetheo, y al Amorrheo, y al Cananeo, y al Pherezeo, y al Heveo, y al Jebuseo; como Jehová tu Dios te ha mandado:
Y protestarán, y dirán: Nuestras manos no han derramado esta sangre, ni nuestros ojos lo vieron.
Cuando un hombre tuviere dos mujeres, la una amada y la otra aborrecida, y la amada y la aborrecida le parieren hijos, y el hijo primogénito fuere de la aborrecida;
Y dirán á los ancianos de la ciudad: Este nuestro hijo es contumaz y rebelde, no obedece á nuestra voz; es glotón y borracho.
Y dirá el padre de la moza á los ancianos: Yo dí mi hija á este hombre por mujer, y él la aborrece;
Y á la moza no harás nada; no tiene la moza culpa de muerte: porque como cuando alguno se levanta contra su prójimo, y le quita la vida, así es esto:
Cuando tomare alguno mujer nueva, no saldrá á la guerra, ni en ninguna cosa se le ocupará; libre estará en su casa por un año, para alegrar á su mujer que tomó.
Cuando hermanos estuvieren juntos, y muriere alguno de ellos, y no tuviere hijo, la mujer del muerto no se casará fuera con hombre extraño: su cuñado entrará á ella, y la tomará por su mujer, y hará con ella parentesco.
La cortarás entonces la mano, no la perdonará tu ojo.
No tendrás en tu casa epha grande y epha pequeño.
Entonces tomarás de las primicias de todos los frutos de la tierra, que sacares de tu tierra que Jehová tu Dios te da, y lo pondrás en un canastillo, é irás al lugar que Jehová tu Dios escogiere para hacer habitar allí su nombre.
Y ahora, he aquí, he traído las primicias del fruto de la tierra que me diste, oh Jehová. Y lo dejarás delante de Jehová tu Dios, é inclinarte has delante de Jehová tu Dios.
Cuando hubieres acabado de diezmar todo el diezmo de tus frutos en el año tercero, el año del diezmo, darás también al Levita, al extranjero, al huérfano y á la viuda; y comerán en tus villas, y se saciarán.
Y dirás delante de Jehová tu Dios: Yo he sacado lo consagrado de mi casa, y también lo he dado al Levita, y al extranjero, y al huérfano, y á la viuda, conforme á todos tus mandamientos que me ordenaste: no he traspasado tus mandamientos, ni me he olvidado de ellos:
A Jehová has ensalzado hoy para que te sea por Dios, y para andar en sus caminos, y para guardar sus estatutos y sus mandamientos y sus derechos, y para oir su voz:
Y escribirás en ellas todas las palabras de esta ley, cuando hubieres pasado para entrar en la tierra que Jehová tu Dios te da, tierra que fluye leche y miel, como Jehová el Dios de tus padres te ha dicho.
Y sacrificarás pacíficos, y comerás allí; y alegrarte has delante de Jehová tu Dios.
Oirás pues la voz de Jehová tu Dios, y cumplirás sus mandamientos y sus estatutos, que yo te ordeno hoy.
Confirmarte ha Jehová por pueblo suyo santo, como te ha jurado, cuando guardares los mandamientos de Jehová tu Dios, y anduvieres en sus caminos.
Y te hará Jehová sobreabundar en bienes, en el fruto de tu vientre, y en el fruto de tu bestia, y en el fruto de tu tierra, en el país que juró Jehová á tus padres que te había de dar.
Maldito serás tu en la ciudad, y maldito en el campo.
Y Jehová enviará contra ti la maldición, quebranto y asombro en todo cuanto pusieres mano é hicieres, hasta que seas destruído, y perezcas presto á causa de la maldad de tus obras, por las cuales me habrás dejado.
Te desposarás con mujer, y otro varón dormirá con ella; edificarás casa, y no habitarás en ella; plantarás viña, y no la vendimiarás.
Tu buey será matado delante de tus ojos, y tú no comerás de él; tu asno será arrebatado de delante de ti, y no se te volverá; tus ovejas serán dadas á tus enemigos, y no tendrás quien te las rescate.
Y enloquecerás á causa de lo que verás con tus ojos.
La tierna y la delicada entre vosotros, que nunca la planta de su pie probó á sentar sobre la tierra, de ternura y delicadeza, su ojo será maligno para con el marido de su seno, y para con su hijo, y para con su hija,
Asimismo toda enfermedad y toda plaga que no está escrita en el libro de esta ley, Jehová la enviará sobre ti, hasta que tú seas destruído.
Vosotros todos estáis hoy delante de Jehová vuestro Dios; vuestros príncipes de vuestras tribus, vuestros ancianos, y vuestros oficiales, todos los varones de Israel,
Vuestros niños, vuestras mujeres, y tus extranjeros que habitan en medio de tu campo, desde el que corta tu leña hasta el que saca tus aguas:
Sino con los que están aquí presentes hoy con nosotros delante de Jehová nuestro Dios, y con los que no están aquí hoy con nosotros.
Y te convirtieres á Jehová tu Dios, y obedecieres á su voz conforme á todo lo que yo te mando hoy, tú y tus hijos, con todo tu corazón y con toda tu alma,
Jehová también volverá tus cautivos, y tendrá misericordia de ti, y tornará á recogerte de todos los pueblos á los cuales te hubiere esparcido Jehová tu Dios.
Y hacerte ha Jehová tu Dios abundar en toda obra de tus manos, en el fruto de tu vientre, en el fruto de tu bestia, y en el fruto de tu tierra, para bien: porque Jehová volverá á gozarse sobre ti para bien, de la manera que se gozó sobre tus padres;
Porque yo te mando hoy que ames á Jehová tu Dios, que andes en sus caminos, y guardes sus mandamientos y sus estatutos y sus derechos, para que vivas y seas multiplicado, y Jehová tu Dios te bendiga en la tierra á la cual entras para poseerla.
Porque yo le introduciré en la tierra que juré á sus padres, la cual fluye leche y miel; y comerá, y se hartará, y se engordará: y volveránse á dioses ajenos, y les servirán, y me enojarán, é invalidarán mi pacto.
El es la Roca, cuya obra es perfecta, porque todos sus caminos son rectitud: Dios de verdad, y ninguna iniquidad en él: es justo y recto.
Ellos me movieron á celos con lo que no es Dios; hiciéronme ensañar con sus vanidades: yo también los moveré á celos con un pueblo que no es pueblo, con gente insensata los haré ensañar.
Yo allegaré males sobre ellos; emplearé en ellos mis saetas.
Consumidos serán de hambre, y comidos de fiebre ardiente y de amarga pestilencia; diente de bestias enviaré también sobre ellos, con veneno de serpiente de la tierra.
Si no temiese la ira del enemigo, no sea que se envanezcan sus adversarios, no sea que digan: Nuestra mano alta ha hecho todo esto, no Jehová.
Veneno de dragones es su vino, y ponzoña cruel de áspides.
¿No tengo yo esto guardado, sellado en mis tesoros?
Si afilare mi reluciente espada, y mi mano arrebatare el juicio, yo volveré la venganza á mis enemigos, y daré el pago á los que me aborrecen.
Alabad, gentes, á su pueblo, porque él vengará la sangre de sus siervos, y volverá la venganza á sus enemigos, y expiará su tierra, á su pueblo.
Y esta bendición para Judá. Dijo así: Oye, oh Jehová, la voz de Judá, y llévalo á su pueblo; sus manos le basten, y tú seas ayuda contra sus enemigos.
Y á José dijo: Bendita de Jehová su tierra, por los regalos de los cielos, por el rocío, y por el abismo que abajo yace,
Y por los regalados frutos del sol, y por los regalos de las influencias de las lunas,
Llamarán los pueblos al monte; allí sacrificarán sacrificios de justicia: por lo cual chuparán la abundancia de los mares, y los tesoros escondidos de la arena.
De la manera que obedecimos á Moisés en todas las cosas, así te obedeceremos á ti: solamente Jehová tu Dios sea contigo, como fué con Moisés.
Porque hemos oído que Jehová hizo secar las aguas del mar Bermejo delante de vosotros, cuando salisteis de Egipto, y lo que habéis hecho á los dos reyes de los Amorrheos que estaban de la parte allá del Jordán, á Sehón y á Og, á los cuales habéis destruído.
Y si tú denunciares este nuestro negocio, nosotros seremos desobligados de este tu juramento con que nos has juramentado.
Tú, pues, mandarás á los sacerdotes que llevan el arca del pacto, diciendo: Cuando hubiereis entrado hasta el borde del agua del Jordán, pararéis en el Jordán.
Tomad, pues, ahora doce hombres de las tribus de Israel, de cada tribu uno.
Mas los sacerdotes que llevaban el arca del pacto de Jehová, estuvieron en seco, firmes en medio del Jordán, hasta que todo el pueblo hubo acabado de pasar el Jordán; y todo Israel pasó en seco.
Y los sacerdotes que llevaban el arca se pararon en medio del Jordán, hasta tanto que se acabó todo lo que Jehová había mandado á Josué que hablase al pueblo, conforme á todas las cosas que Moisés había á Josué mandado: y el pueblo se dió priesa y pasó.
Y Josué mandó á los sacerdotes, diciendo: Subid del Jordán.
Y el pueblo subió del Jordán el diez del mes primero, y asentaron el campo en Gilgal, al lado oriental de Jericó.
Y cuando hubieron acabado de circuncidar toda la gente, quedáronse en el mismo lugar en el campo, hasta que sanaron.
Y los hijos de Israel asentaron el campo en Gilgal, y celebraron la pascua á los catorce días del mes, por la tarde, en los llanos de Jericó.
Mas Josué dijo á los dos hombres que habían reconocido la tierra: Entrad en casa de la mujer ramera, y haced salir de allá á la mujer, y á todo lo que fuere suyo, como lo jurasteis.
Y Josué dijo: ¡Ah, Señor Jehová! ¿Por qué hiciste pasar á este pueblo el Jordán, para entregarnos en las manos de los Amorrheos, que nos destruyan? ¡Ojalá nos hubiéramos quedado de la otra parte del Jordán!
Porque los Cananeos y todos los moradores de la tierra oirán, y nos cercarán, y raerán nuestro nombre de sobre la tierra: entonces ¿qué harás tú á tu grande nombre?
Y haciendo allegar la tribu de Judá, fué tomada la familia de los de Zera; haciendo luego allegar la familia de los de Zera por los varones, fué tomado Zabdi;
E hizo allegar su casa por los varones, y fué tomado Achân, hijo de Carmi, hijo de Zabdi, hijo de Zera, de la tribu de Judá.
Y Achân respondió á Josué, diciendo: Verdaderamente yo he pecado contra Jehová el Dios de Israel, y he hecho así y así:
Y Jehová dijo á Josué: No temas, ni desmayes; toma contigo toda la gente de guerra, y levántate y sube á Hai. Mira, yo he entregado en tu mano al rey de Hai, y á su pueblo, á su ciudad, y á su tierra.
Entonces Josué y todo Israel, haciéndose vencidos, huyeron delante de ellos por el camino del desierto.
Empero los Israelitas tomaron para sí las bestias y los despojos de la ciudad, conforme á la palabra de Jehová que él había mandado á Josué.
Y todo Israel, y sus ancianos, oficiales, y jueces, estaban de la una y de la otra parte junto al arca, delante de los sacerdotes Levitas que llevan el arca del pacto de Jehová; así extranjeros como naturales, la mitad de ellos estaba hacia el monte de Gerizim, y la otra mitad hacia el monte de Ebal; de la manera que Moisés, siervo de Jehová, lo había mandado antes, para que bendijesen primeramente al pueblo de Israel.
Y aconteció que como oyeronestas cosastodos los reyes que estaban de esta parte del Jordán, así en las montañas como en los llanos, y en toda la costa de la gran mar delante del Líbano, los Hetheos, Amorrheos, Cananeos, Pherezeos, Heveos, y Jebuseos;
Y partiéronse los hijos de Israel, y al tercer día llegaron á sus ciudades: y sus ciudades eran Gabaón, Caphira, Beeroth, y Chiriath-jearim.
Y subió Josué de Gilgal, él y todo el pueblo de guerra con él, y todos los hombres valientes.
E hiciéronlo así, y sacáronle de la cueva aquellos cinco reyes: al rey de Jerusalem, al rey de Hebrón, al rey de Jerimoth, al rey de Lachîs, al rey de Eglón.
Hirió pues Josué toda la región de las montañas, y del mediodía, y de los llanos, y de las cuestas, y á todos sus reyes, sin quedar nada; todo lo que tenía vida mató, al modo que Jehová Dios de Israel lo había mandado.
E hiriólos Josué desde Cades-barnea hasta Gaza, y toda la tierra de Gosén hasta Gabaón.
Y Josué hizo con ellos como Jehová le había mandado: desjarretó sus caballos, y sus carros quemó al fuego.
Y desde la campiña hasta la mar de Cinneroth, al oriente; y hasta la mar de la llanura, el mar Salado, al oriente, por el camino de Beth-jesimoth; y desde el mediodía debajo de las vertientes del Pisga.
El rey de Jerusalem, otro: el rey de Hebrón, otro:
El rey de Tappua, otro: el rey de Hepher, otro:
El rey de Aphec, otro: el rey de Lasarón, otro:
Y la tierra de los Gibleos, y todo el Líbano hacia donde sale el sol, desde Baal-gad á las raíces del monte Hermón, hasta entrar en Hamath;
Y todas las ciudades de la campiña, y todo el reino de Sehón rey de los Amorrheos, que reinó en Hesbón, al cual hirió Moisés, y á los príncipes de Madián, Hevi, Recem, y Sur, y Hur, y Reba, príncipes de Sehón que habitaban en aquella tierra.
Por suertedióselessu heredad, como Jehová lo había mandado por Moisés, que diese á las nueve tribus, y á la media tribu.
Y sube este término por el valle del hijo de Hinnom al lado del Jebuseo al mediodía: esta es Jerusalem. Luego sube este término por la cumbre del monte que está delante del valle de Hinnom hacia el occidente, el cual está al cabo del valle de los gigantes al norte:
Y tomóla Othoniel, hijo de Cenez, hermano de Caleb; y él le dió por mujer á su hija Axa.
Esta pues es la herencia de la tribu de los hijos de Judá por sus familias.
Y Cabón, y Lamas, y Chîtlis,
Ecrón con sus villas y sus aldeas:
Asdod con sus villas y sus aldeas: Gaza con sus villas y sus aldeas hasta el río de Egipto, y la gran mar con sus términos.
E Izreel, Jocdeam, y Zanoa,
Y no echaron al Cananeo que habitaba en Gezer; antes quedó el Cananeo en medio de Ephraim, hasta hoy, y fué tributario.
Mas los hijos de Manasés no pudieron echar á los de aquellas ciudades; antes el Cananeo quiso habitar en la tierra.
Y la dividirán en siete partes: y Judá estará en su término al mediodía, y los de la casa de José estarán en el suyo al norte.
Las ciudades de la tribu de los hijos de Benjamín, por sus familias, fueron Jericó, Beth-hogla, y el valle de Casis,
Gabaón, Rama, Beeroth,
De la suerte de los hijos de Judá fué sacada la heredad de los hijos de Simeón; por cuanto la parte de los hijos de Judá era excesiva para ellos: así que los hijos de Simeón tuvieron su heredad en medio de la de ellos.
Y tornando de Sarid hacia oriente, donde nace el sol al término de Chisiloth-tabor, sale á Dabrath, y sube á Japhia;
Y las ciudades fuertes son Siddim, Ser, y Hamath, Raccath, y Cinneroth,
Y quedará en aquella ciudad hasta que parezca en juicio delante del ayuntamiento, hasta la muerte del gran sacerdote que fuere en aquel tiempo: entonces el homicida tornará y vendrá á su ciudad y á su casa y á la ciudad de donde huyó.
Mas las familias de los hijos de Coath, Levitas, los que quedaban de los hijos de Coath, recibieron por suerte villas de la tribu de Ephraim.
Y á Kibsaim con sus ejidos, y á Beth-oron con sus ejidos: cuatro villas:
Y díjoles: Vosotros habéis guardado todo lo que Moisés siervo de Jehová os mandó, y habéis obedecido á mi voz en todo lo que os he mandado.
Solamente que con diligencia cuidéis de poner por obra el mandamiento y la ley, que Moisés siervo de Jehová os intimó: que améis á Jehová vuestro Dios, y andéis en todos sus caminos; que guardéis sus mandamientos, y os alleguéis á él, y le sirváis de todo vuestro corazón y de toda vuestra alma.
Y bendiciéndolos Josué, los envió: y fuéronse á sus tiendas.
Y vosotros os volvéis hoy de seguir á Jehová; mas será que vosotros os rebelaréis hoy contra Jehová, y mañana se airará él contra toda la congregación de Israel.
El Dios de los dioses, Jehová, el Dios de los dioses, Jehová, él sabe, y sabrá Israel: si por rebelión ó por prevaricación contra Jehová (no nos salves hoy,)
El pueblo entonces dijo á Josué: No, antes á Jehová serviremos.
Y el pueblo respondió á Josué: A Jehová nuestro Dios serviremos, y á su voz obedeceremos.
Y envió Josué al pueblo, cada uno á su heredad.
Y después de estas cosas murió Josué, hijo de Nun, siervo de Jehová, siendo de ciento y diez años.
Y de allí fué á los que habitaban en Debir, que antes se llamaba Chîriath-sepher.
Mas al Jebuseo que habitaba en Jerusalem, no echaron los hijos de Benjamín, y así el Jebuseo habitó con los hijos de Benjamín en Jerusalem hasta hoy.
Y el pueblo había servido á Jehová todo el tiempo de Josué, y todo el tiempo de los ancianos que vivieron largos días después de Josué, los cuales habían visto todas las grandes obras de Jehová, que él había hecho por Israel.
Y el furor de Jehová se encendió contra Israel, el cual los entregó en manos de robadores que los despojaron, y los vendió en manos de sus enemigos de alrededor: y no pudieron parar más delante de sus enemigos.
Y tampoco oyeron á sus jueces, sino que fornicaron tras dioses ajenos, á los cuales adoraron: apartáronse bien presto del camino en que anduvieron sus padres obedeciendo á los mandamientos de Jehová; mas ellos no hicieron así.
Mas en muriendo el juez, ellos se tornaban, y se corrompían más que sus padres, siguiendo dioses ajenos para servirles, é inclinándose delante de ellos; y nada disminuían de sus obras, ni de su duro camino.
Estas, pues, son las gentes que dejó Jehová para probar con ellas á Israel, á todos aquellos que no habían conocido todas las guerras de Canaán;
Y tomaron de sus hijas por mujeres, y dieron sus hijas á los hijos de ellos, y sirvieron á sus dioses.
Después de éste fué Samgar hijo de Anat, el cual hirió seiscientos hombres de los Filisteos con una aguijada de bueyes; y él también salvó á Israel.
Y juntó Barac á Zabulón y á Nephtalí en Cedes, y subió con diez mil hombres á su mando, y Débora subió con él.
Y Sísara se acogió á pie á la tienda de Jael mujer de Heber Cineo; porque había paz entre Jabín rey de Asor y la casa de Heber Cineo.
Y él le dijo: Estáte á la puerta de la tienda, y si alguien viniere, y te preguntare, diciendo: ¿Hay aquí alguno? tú responderás que no.
Así abatió Dios aquel día á Jabín, rey de Canaán, delante de los hijos de Israel.
Y aquel día cantó Débora, con Barac, hijo de Abinoam, diciendo:
En escogiendo nuevos dioses, la guerra estaba á las puertas: ¿se veía escudo ó lanza entre cuarenta mil en Israel?
Galaad se quedó de la otra parte del Jordán: y Dan ¿por qué se estuvo junto á los navíos? Mantúvose Aser á la ribera de la mar, y quedóse en sus puertos.
El pueblo de Zabulón expuso su vida á la muerte, y Nephtalí en las alturas del campo.
Maldecid á Meroz, dijo el ángel de Jehová: maldecid severamente á sus moradores, porque no vinieron en socorro á Jehová, en socorro á Jehová contra los fuertes.
La madre de Sísara se asoma á la ventana, y por entre las celosías á voces dice: ¿Por qué se detiene su carro, que no viene? ¿por qué las ruedas de sus carros se tardan?
Y mirándole Jehová, díjole: Ve con esta tu fortaleza, y salvarás á Israel de la mano de los Madianitas. ¿No te envío yo?
Y Jehová le dijo: Paz á ti; no tengas temor, no morirás.
Y aconteció que la misma noche le dijo Jehová: Toma un toro del hato de tu padre, y otro toro de siete años, y derriba el altar de Baal que tu padre tiene, y corta también el bosque que está junto á él:
Saca fuera tu hijo para que muera, por cuanto ha derribado el altar de Baal y ha cortado el bosque que junto á él estaba.
Entonces Jehová dijo á Gedeón: Con estos trescientos hombres que lamieron el agua os salvaré, y entregaré á los Madianitas en tus manos: y váyase toda la gente cada uno á su lugar.
Y Madián, y Amalec, y todos los orientales, estaban tendidos en el valle como langostas en muchedumbre, y sus camellos eran innumerables, como la arena que está á la ribera de la mar en multitud.
Yo tocaré la bocina y todos los que estarán conmigo; y vosotros tocaréis entonces las bocinas alrededor de todo el campo, y diréis: ¡Por Jehová y Gedeón!
A los cuales él respondió: ¿Qué he hecho yo ahora como vosotros? ¿No es el rebusco de Ephraim mejor que la vendimia de Abiezer?
Y Zeba y Zalmunna estaban en Carcor, y con ellos su ejército de como quince mil hombres, todos los que habían quedado de todo el campo de los orientales: y los muertos habían sido ciento veinte mil hombres que sacaban espada.
Y hablaron por él los hermanos de su madre á oídos de todos los de Sichêm todas estas palabras: y el corazón de ellos se inclinó en favor de Abimelech, porque decían: Nuestro hermano es.
Mas la oliva respondió: ¿Tengo de dejar mi pingüe jugo, con el que por mi causa Dios y los hombres son honrados, por ir á ser grande sobre los árboles?
Y huyó Jotham, y se fugó, y fuése á Beer, y allí se estuvo por causa de Abimelech su hermano.
Y pusiéronle los de Sichêm asechadores en las cumbres de los montes, los cuales salteaban á todos los que pasaban junto á ellos por el camino; de lo que fué dado aviso á Abimelech.
Y Gaal hijo de Ebed vino con sus hermanos, y pasáronse á Sichêm: y los de Sichêm se confiaron en él.
Y Zebul asistente de la ciudad, oyendo las palabras de Gaal hijo de Ebed, encendióse su ira;
Levántate pues ahora de noche, tú y el pueblo que está contigo, y pon emboscada en el campo:
Y como los Israelitas vieron muerto á Abimelech, fuéronse cada uno á su casa.
Tras él se levantó Jair, Galaadita, el cual juzgó á Israel veintidós años.
Y murió Jair, y fué sepultado en Camón.
Y Jehová se airó contra Israel, y vendiólos en mano de los Filisteos, y en mano de los hijos de Ammón:
Los cuales molieron y quebrantaron á los hijos de Israel en aquel tiempo dieciocho años, á todos los hijos de Israel que estaban de la otra parte del Jordán en la tierra del Amorrheo, que es en Galaad.
Jephté entonces dijo á los ancianos de Galaad: Si me volvéis para que pelee contra los hijos de Ammón, y Jehová los entregare delante de mí, ¿seré yo vuestra cabeza?
Y los ancianos de Galaad respondieron á Jephté: Jehová oiga entre nosotros, si no hiciéremos como tú dices.
Poseyeron también todo el término del Amorrheo desde Arnón hasta Jaboc, y desde el desierto hasta el Jordán.
Y el espíritu de Jehová fué sobre Jephté: y pasó por Galaad y Manasés; y de allí pasó á Mizpa de Galaad; y de Mizpa de Galaad pasó á los hijos de Ammón.
Pasó pues Jephté á los hijos de Ammón para pelear contra ellos; y Jehová los entregó en su mano.
El cual tuvo treinta hijos y treinta hijas, las cuales casó fuera, y tomó de fuera treinta hijas para sus hijos: y juzgó á Israel siete años.
Y murió Ibzan, y fué sepultado en Beth-lehem.
Y murió Elón, Zabulonita, y fué sepultado en Ajalón en la tierra de Zabulón.
Después de él juzgó á Israel Abdón hijo de Hillel, Piratonita.
Y los hijos de Israel tornaron á hacer lo malo en los ojos de Jehová; y Jehová los entregó en mano de los Filisteos, por cuarenta años.
Entonces Manoa dijo al ángel de Jehová: Ruégote permitas que te detengamos, y aderezaremos un cabrito que poner delante de ti.
Y la mujer parió un hijo, y llamóle por nombre Samsón. Y el niño creció, y Jehová lo bendijo.
Y el espíritu de Jehová comenzó á manifestarse en él en los campamentos de Dan, entre Sora y Esthaol.
Entonces les dijo: Del comedor salió comida, y del fuerte salió dulzura. Y ellos no pudieron declararle el enigma en tres días.
Y ella lloró delante de él los siete días que ellos tuvieron banquete: mas al séptimo día él se lo declaró, porque le constriñó; y ella lo declaró á los hijos de su pueblo.
E hiriólos pierna y muslo con gran mortandad; y descendió, y fijóse en la cueva de la peña de Etam.
Y acabando de hablar, echó de su mano la quijada, y llamó á aquel lugar Ramath-lehi.
Y fué dicho á los de Gaza: Samsón es venido acá. Y cercáronlo, y pusiéronle espías toda aquella noche á la puerta de la ciudad: y estuvieron callados toda aquella noche, diciendo: Hasta la luz de la mañana; entonces lo mataremos.
Y los príncipes de los Filisteos le trajeron siete mimbres verdes que aun no se habían enjugado, y atóle con ellos.
Y Dalila tomó cuerdas nuevas, y atóle con ellas, y díjole: ¡Samsón, los Filisteos sobre ti! Y los espías estaban en una cámara. Mas él las rompió de sus brazos como un hilo.
Y aconteció que, yéndose alegrando el corazón de ellos, dijeron: Llamad á Samsón, para que divierta delante de nosotros. Y llamaron á Samsón de la cárcel, y hacía de juguete delante de ellos; y pusiéronlo entre las columnas.
Y la casa estaba llena de hombres y mujeres: y todos los príncipes de los Filisteos estaban allí; y en el alto piso había como tres mil hombres y mujeres, que estaban mirando el escarnio de Samsón.
Entonces clamó Samsón á Jehová, y dijo: Señor Jehová, acuérdate ahora de mí, y esfuérzame, te ruego, solamente esta vez, oh Dios, para que de una vez tome venganza de los Filisteos, por mis dos ojos.
Asió luego Samsón las dos columnas del medio sobre las cuales se sustentaba la casa, y estribó en ellas, la una con la mano derecha, y la otra con la izquierda;
Mas volviendo él á su madre los dineros, tomó su madre doscientos siclos de plata, y diólos al fundidor: y él le hizo de ellos una imagen de talla y de fundición, la cual fué puesta en casa de Michâs.
Y como estaban cerca de la casa de Michâs, reconocieron la voz del joven Levita; y llegándose allá, dijéronle: ¿Quién te ha traído por acá? ¿y qué haces aquí? ¿y qué tienes tú por aquí?
Y su concubina adulteró contra él, y fuese de él á casa de su padre, á Beth-lehem de Judá, y estuvo allá por tiempo de cuatro meses.
Y al cuarto día, como se levantaron de mañana, levantóse también el Levita para irse, y el padre de la moza dijo á su yerno: Conforta tu corazón con un bocado de pan, y después os iréis.
Y su señor le respondió: No iremos á ninguna ciudad de extranjeros, que no sea de los hijos de Israel: antes pasaremos hasta Gabaa. Y dijo á su criado:
Pasando pues, caminaron, y púsoseles el sol junto á Gabaa, que era de Benjamín.
Entonces tomando yo mi concubina, cortéla en piezas, y enviélas por todo el término de la posesión de Israel: por cuanto han hecho maldad y crimen en Israel.
Y salieron los hijos de Israel á combatir contra Benjamín; y los varones de Israel ordenaron la batalla contra ellos junto á Gabaa.
Y vinieron contra Gabaa diez mil hombres escogidos de todo Israel, y la batalla comenzó á agravarse: mas ellos no sabían que el mal se acercaba sobre ellos.
Luego, pues, que los de Israel se volvieron en la batalla, los de Benjamín comenzaron á derribar heridos de Israel unos treinta hombres, y ya decían: Ciertamente ellos han caído delante de nosotros, como en la primera batalla.
Así envolvieron á los de Benjamín, y los acosaron y hollaron, desde Menuchâ hasta enfrente de Gabaa hacia donde nace el sol.
Y dijeron: ¿Hay alguno de las tribus de Israel que no haya subido á Jehová en Mizpa? Y hallaron que ninguno de Jabes-galaad había venido al campo á la reunión:
Y el pueblo tuvo dolor á causa de Benjamín, de que Jehová hubiese hecho mella en las tribus de Israel.
Hubo un varón de Ramathaim de Sophim, del monte de Ephraim, que se llamaba Elcana, hijo de Jeroham, hijo de Eliú, hijo de Thohu, hijo de Suph, Ephrateo.
Ella con amargura de alma oró á Jehová, y lloró abundantemente.
E hizo voto, diciendo: Jehová de los ejércitos, si te dignares mirar la aflicción de tu sierva, y te acordares de mí, y no te olvidares de tu sierva, mas dieres á tu sierva un hijo varón, yo lo dedicaré á Jehová todos los días de su vida, y no subirá navaja sobre su cabeza.
Entonces le dijo Eli: ¿Hasta cuándo estarás borracha?; digiere tu vino.
Los arcos de los fuertes fueron quebrados, y los flacos se ciñeron de fortaleza.
Jehová mata, y él da vida: él hace descender al sepulcro, y hace subir.
Y Elcana se volvió á su casa en Ramatha; y el niño ministraba á Jehová delante del sacerdote Eli.
Eli empero era muy viejo, y oyó todo lo que sus hijos hacían á todo Israel, y como dormían con las mujeres que velaban á la puerta del tabernáculo del testimonio.
Jehová pues llamó la tercera vez á Samuel. Y él levantándose vino á Eli, y dijo: Heme aquí; ¿para qué me has llamado? Entonces entendió Eli que Jehová llamaba al joven.
Y por tanto yo he jurado á la casa de Eli, que la iniquidad de la casa de Eli no será expiada jamás, ni con sacrificios ni con presentes.
Y vuelto que hubo el pueblo al campamento, los ancianos de Israel dijeron: ¿Por qué nos ha herido hoy Jehová delante de los Filisteos? Traigamos á nosotros de Silo el arca del pacto de Jehová, para que viniendo entre nosotros nos salve de la mano de nuestros enemigos.
Y el arca de Dios fué tomada, y muertos los dos hijos de Eli, Ophni y Phinees.
Era ya Eli de edad de noventa y ocho años, y sus ojos se habían entenebrecido, de modo que no podía ver.
Y al tiempo que se moría, decíanle las que estaban junto á ella: No tengas temor, porque has parido un hijo. Mas ella no respondió, ni paró mientes.
Y tomaron los Filisteos el arca de Dios, y metiéronla en la casa de Dagón, y pusiéronla junto á Dagón.
Y ratones de oro conforme al número de todas las ciudades de los Filisteos pertenecientes á los cinco príncipes, desde las ciudades fuertes hasta las aldeas sin muro; y hasta la gran piedra sobre la cual pusieron el arca de Jehová, piedra que está en el campo de Josué Beth-semita hasta hoy.
Y saliendo los hijos de Israel de Mizpa, siguieron á los Filisteos, hiriéndolos hasta abajo de Beth-car.
Y fueron restituídas á los hijos de Israel las ciudades que los Filisteos habían tomado á los Israelitas, desde Ecrón hasta Gath, con sus términos: é Israel las libró de mano de los Filisteos. Y hubo paz entre Israel y el Amorrheo.
Y juzgó Samuel á Israel todo el tiempo que vivió.
Tomará también vuestras hijas para que sean perfumadoras, cocineras, y amasadoras.
El diezmará vuestras simientes y vuestras viñas, para dar á sus eunucos y á sus siervos.
Y oyó Samuel todas las palabras del pueblo, y refiriólas en oídos de Jehová.
Y tenía él un hijo que se llamaba Saúl, mancebo y hermoso, que entre los hijos de Israel no había otro más hermoso que él; del hombro arriba sobrepujaba á cualquiera del pueblo.
Hoy, después que te hayas apartado de mí, hallarás dos hombres junto al sepulcro de Rachêl, en el término de Benjamín, en Selsah, los cuales te dirán: Las asnas que habías ido á buscar, se han hallado; tu padre pues ha dejado ya el negocio de las asnas, si bien está angustioso por vosotros, diciendo: ¿Qué haré acerca de mi hijo?
Y el espíritu de Jehová te arrebatará, y profetizarás con ellos, y serás mudado en otro hombre.
Y fué que así como tornó él su hombro para partirse de Samuel, mudóle Dios su corazón; y todas estas señales acaecieron en aquel día.
Y aconteció que, cuando todos los que le conocían de ayer y de antes, vieron como profetizaba con los profetas, el pueblo decía el uno al otro: ¿Qué ha sucedido al hijo de Cis? ¿Saúl también entre los profetas?
Y un tío de Saúl dijo á él y á su criado: ¿Dónde fuisteis? Y él respondió: A buscar las asnas; y como vimos que no parecían, fuimos á Samuel.
Y haciendo allegar Samuel todas las tribus de Israel, fué tomada la tribu de Benjamín.
Entonces corrieron, y tomáronlo de allí, y puesto en medio del pueblo, desde el hombro arriba era más alto que todo el pueblo.
Pero los impíos dijeron: ¿Cómo nos ha de salvar éste? Y tuviéronle en poco, y no le trajeron presente: mas él disimuló.
Entonces los ancianos de Jabes le dijeron: Danos siete días, para que enviemos mensajeros á todos los términos de Israel; y si nadie hubiere que nos defienda, saldremos á ti.
Y tomando un par de bueyes, cortólos en piezas, y enviólas por todos los términos de Israel por mano de mensajeros, diciendo: Cualquiera que no saliere en pos de Saúl y en pos de Samuel, así será hecho á sus bueyes. Y cayó temor de Jehová sobre el pueblo, y salieron como un solo hombre.
El pueblo entonces dijo á Samuel: ¿Quiénes son lo que decían: Reinará Saúl sobre nosotros? Dadnos esos hombres, y los mataremos.
Y ellos clamaron á Jehová, y dijeron: Pecamos, que hemos dejado á Jehová, y hemos servido á los Baales y á Astaroth: líbranos pues ahora de la mano de nuestros enemigos, y te serviremos.
Y Samuel clamó á Jehová; y Jehová dió truenos y aguas en aquel día; y todo el pueblo temió en gran manera á Jehová y á Samuel.
Y salieron del campo de los Filisteos en correría tres escuadrones. El un escuadrón tiró por el camino de Ophra hacia la tierra de Sual.
Mostráronse pues ambos á la guarnición de los Filisteos, y los Filisteos dijeron: He aquí los Hebreos, que salen de las cavernas en que se habían escondido.
Y las centinelas de Saúl vieron desde Gabaa de Benjamín cómo la multitud estaba turbada, é iba de una parte á otra, y era deshecha.
Tornóse por tanto el pueblo al despojo, y tomaron ovejas y vacas y becerros, y matáronlos en tierra, y el pueblo comió con sangre.
Y Saúl dijo: Echad suerte entre mí y Jonathán mi hijo. Y fué tomado Jonathán.
Entonces dijo Samuel á Saúl: Déjame declararte lo que Jehová me ha dicho esta noche. Y él le respondió: Di.
Y dijo Samuel: Siendo tú pequeño en tus ojos ¿no has sido hecho cabeza á las tribus de Israel, y Jehová te ha ungido por rey sobre Israel?
Y envióte Jehová en jornada, y dijo: Ve, y destruye los pecadores de Amalec, y hazles guerra hasta que los acabes.
Mas el pueblo tomó del despojo ovejas y vacas, las primicias del anatema, para sacrificarlas á Jehová tu Dios en Gilgal.
Y también el Vencedor de Israel no mentirá, ni se arrepentirá: porque no es hombre para que se arrepienta.
Y llama á Isaí al sacrificio, y yo te enseñaré lo que has de hacer; y ungirme has al que yo te dijere.
Entonces dijo Samuel á Isaí: ¿Hanse acabado los mozos? Y él respondió: Aun queda el menor, que apacienta las ovejas. Y dijo Samuel á Isaí: Envía por él, porque no nos asentaremos á la mesa hasta que él venga aquí.
Y el espíritu de Jehová se apartó de Saúl, y atormentábale el espíritu malo de parte de Jehová.
Entonces uno de los criados respondió, diciendo: He aquí yo he visto á un hijo de Isaí de Beth-lehem, que sabe tocar, y es valiente y vigoroso, y hombre de guerra, prudente en sus palabras, y hermoso, y Jehová es con él.
Y los Filisteos estaban sobre el un monte de la una parte, é Israel estaba sobre el otro monte de la otra parte, y el valle entre ellos:
Y dijo David á Saúl: No desmaye ninguno á causa de él; tu siervo irá y peleará con este Filisteo.
Tomó su cayado en su mano, y escogióse cinco piedras lisas del arroyo, y púsolas en el saco pastoril y en el zurrón que traía, y con su honda en su mano vase hacia el Filisteo.
Y como el Filisteo miró y vió á David túvole en poco; porque era mancebo, y rubio, y de hermoso parecer.
Tornando luego los hijos de Israel de seguir los Filisteos, despojaron su campamento.
Vive tu alma, oh rey, que no lo sé. Y el rey dijo: Pregunta pues de quién es hijo aquel mancebo.
Y los criados de Saúl le dieron la respuesta diciendo: Tales palabras ha dicho David.
Y el espíritu malo de parte de Jehová fué sobre Saúl: y estando sentado en su casa tenía una lanza á mano, mientras David estaba tañendo con su mano.
Y hecho que fué saber á Saúl, él envió otros mensajeros, los cuales también profetizaron. Y Saúl volvió á enviar por tercera vez mensajeros, y ellos también profetizaron.
Y Jonathán le dijo: Nunca tal te suceda; antes bien, si yo entendiera ser consumada la malicia de mi padre, para venir sobre ti, ¿no había yo de descubrírtelo?
No quitarás perpetuamente tu misericordia de mi casa. Cuando desarraigare Jehová uno por uno los enemigos de David de la tierra, aun á Jonathán quite de su casa, si te faltare.
Y yo tiraré tres saetas hacia aquel lado, como ejercitándome al blanco.
Entonces Saúl se enardeció contra Jonathán, y díjole: Hijo de la perversa y rebelde, ¿no sé yo que tú has elegido al hijo de Isaí para confusión tuya, y para confusión de la vergüenza de tu madre?
Y tornó á gritar Jonathán tras el muchacho: Date priesa, aligera, no te pares. Y el muchacho de Jonathán cogió las saetas, y vínose á su señor.
Y el sacerdote respondió á David, y dijo: No tengo pan común á la mano; solamente tengo pan sagrado: mas lo daré si los criados se han guardado mayormente de mujeres.
Así el sacerdote le dió el pan sagrado, porque allí no había otro pan que los panes de la proposición, los cuales habían sido quitados de delante de Jehová, para que se pusiesen panes calientes el día que los otros fueron quitados.
Mas uno de los hijos de Ahimelech hijo de Ahitob, que se llamaba Abiathar, escapó, y huyóse á David.
Y dieron aviso á David, diciendo: He aquí que los Filisteos combaten á Keila, y roban las eras.
Y aconteció que, huyendo Abiathar hijo de Ahimelech á David á Keila, vino también con él el ephod.
¿Me entregarán los vecinos de Keila en sus manos? ¿descenderá Saúl, como tu siervo tiene oído? Jehová Dios de Israel, ruégote que lo declares á tu siervo. Y Jehová dijo: Sí, descenderá.
Y partióse Saúl con su gente á buscarlo; pero fué dado aviso á David, y descendió á la peña, y quedóse en el desierto de Maón. Lo cual como Saúl oyó, siguió á David al desierto de Maón.
Y como llegó á una majada de ovejas en el camino, donde había una cueva, entró Saúl en ella á cubrir sus pies: y David y los suyos estaban á los lados de la cueva.
Porque ¿quién hallará á su enemigo, y lo dejará ir sano y salvo? Jehová te pague con bien por lo que en este día has hecho conmigo.
Y ahora, como yo entiendo que tú has de reinar, y que el reino de Israel ha de ser en tu mano firme y estable,
Mas aquellos hombres nos han sido muy buenos, y nunca nos han hecho fuerza, ni ninguna cosa nos ha faltado en todo el tiempo que hemos conversado con ellos, mientras hemos estado en el campo.
Y sentándose sobre un asno descendió por una parte secreta del monte, y he aquí David y los suyos que venían frente á ella, y ella les fué al encuentro.
Y como Abigail vió á David, apeóse prestamente del asno, y postrándose delante de David sobre su rostro, inclinóse á tierra;
Porque, vive Jehová Dios de Israel que me ha defendido de hacerte mal, que si no te hubieras dado priesa en venirme al encuentro, de aquí á mañana no le quedara á Nabal meante á la pared.
Y luego que David oyó que Nabal era muerto, dijo: Bendito sea Jehová que juzgó la causa de mi afrenta recibida de la mano de Nabal, y ha preservado del mal á su siervo; y Jehová ha tornado la malicia de Nabal sobre su propia cabeza. Después envió David á hablar á Abigail, para tomarla por su mujer.
Y vinieron los Zipheos á Saúl en Gabaa, diciendo: ¿No está David escondido en el collado de Hachîla delante del desierto?
Saúl entonces se levantó, y descendió al desierto de Ziph, llevando consigo tres mil hombres escogidos de Israel, para buscar á David en el desierto de Ziph.
David pues y Abisai vinieron al pueblo de noche: y he aquí Saúl que estaba tendido durmiendo en la trinchera, y su lanza hincada en tierra á su cabecera; y Abner y el pueblo estaban alrededor de él tendidos.
Y fué el número de los días que David habitó en la tierra de los Filisteos, cuatro meses y algunos días.
Y aconteció que en aquellos días los Filisteos juntaron sus campos para pelear contra Israel. Y dijo Achîs á David: Sabe de cierto que has de salir conmigo á campaña, tú y los tuyos.
Pues como los Filisteos se juntaron, vinieron y asentaron campo en Sunam: y Saúl juntó á todo Israel, y asentaron campo en Gilboa.
¿Por qué me has engañado? que tú eres Saúl. Y el rey le dijo: No temas: ¿qué has visto? Y la mujer respondió á Saúl: He visto dioses que suben de la tierra.
Y á los que estaban en Rachâl, y á los que estaban en las ciudades de Jerameel, y á los que estaban en las ciudades del Cineo;
Entonces dijo Saúl á su escudero: Saca tu espada, y pásame con ella, porque no vengan estos incircuncisos, y me pasen, y me escarnezcan. Mas su escudero no quería, porque tenía gran temor. Entonces tomó Saúl la espada, y echóse sobre ella.
Y pusieron sus armas en el templo de Astaroth, y colgaron su cuerpo en el muro de Beth-san.
Y David le dijo: ¿Qué ha acontecido? ruégote que me lo digas. Y él respondió: El pueblo huyó de la batalla, y también muchos del pueblo cayeron y son muertos: también Saúl y Jonathán su hijo murieron.
Yo entonces púseme sobre él, y matélo, porque sabía que no podía vivir después de su caída: y tomé la corona que tenía en su cabeza, y la ajorca que traía en su brazo, y helas traído acá á mi señor.
Y David le dijo: Tu sangre sea sobre tu cabeza, pues que tu boca atestiguó contra ti, diciendo: Yo maté al ungido de Jehová.
Montes de Gilboa, ni rocío ni lluvia caiga sobre vosotros, ni seáis tierras de ofrendas; porque allí fué desechado el escudo de los valientes, el escudo de Saúl, como si no hubiera sido ungido con aceite.
Angustia tengo por ti, hermano mío Jonathán, que me fuiste muy dulce: más maravilloso me fué tu amor, que el amor de las mujeres.
El cuarto, Adonías hijo de Haggith; el quinto, Saphatías hijo de Abital;
Entonces Is-boseth envió, y quitóla á su marido Paltiel, hijo de Lais.
Súpolo así todo el pueblo, y plugo en sus ojos; porque todo lo que el rey hacía parecía bien en ojos de todo el pueblo.
Que yo ahora aun soy tierno rey ungido; y estos hombres, los hijos de Sarvia, muy duros me son: Jehová dé el pago al que mal hace, conforme á su malicia.
Y tenía el hijo de Saúl dos varones, los cuales eran capitanes de compañía, el nombre de uno era Baana, y el del otro Rechâb, hijos de Rimmón Beerothita, de los hijos de Benjamín: (porque Beeroth era contada con Benjamín;
Y Japhia, y Elisama, y Eliada, y Eliphelet.
Y como los que llevaban el arca de Dios habían andado seis pasos, sacrificaban un buey y un carnero grueso.
Así David y toda la casa de Israel llevaban el arca de Jehová con júbilo y sonido de trompeta.
Todas estas grandezas has obrado por tu palabra y conforme á tu corazón, haciéndolas saber á tu siervo.
Por tanto tú te has engrandecido, Jehová Dios: por cuanto no hay como tú, ni hay Dios fuera de ti, conforme á todo lo que hemos oído con nuestros oídos.
Asimismo de Beta y de Beeroth, ciudades de Hadad-ezer, tomó el rey David gran copia de metal.
Y ganó David fama cuando, volviendo de la rota de los Siros, hirió diez y ocho mil hombres en el valle de la sal.
Y envió el rey David, y tomólo de casa de Machîr hijo de Amiel, de Lodebar.
Los príncipes de los hijos de Ammón dijeron á Hanún su señor: ¿Te parece que por honrar David á tu padre te ha enviado consoladores? ¿no ha enviado David sus siervos á ti por reconocer é inspeccionar la ciudad, para destruirla?
Y acercóse Joab, y el pueblo que con él estaba, para pelear con los Siros; mas ellos huyeron delante de él.
Y como fué dado aviso á David, juntó á todo Israel, y pasando el Jordán vino á Helam: y los Siros se pusieron en orden contra David, y pelearon con él.
Después dijo David á Uría: Desciende á tu casa, y lava tus pies. Y saliendo Uría de casa del rey, vino tras de él comida real.
Y escribió en la carta, diciendo: Poned á Uría delante de la fuerza de la batalla, y desamparadle, para que sea herido y muera.
Entonces envió Joab mensajeros á David, diciendo: Yo he peleado contra Rabba, y he tomado la ciudad de las aguas.
Sacó además el pueblo que estaba en ella, y púsolo debajo de sierras, y de trillos de hierro, y de hachas de hierro; é hízolos pasar por hornos de ladrillos: y lo mismo hizo á todas las ciudades de los hijos de Ammón. Volvióse luego David con todo el pueblo á Jerusalem.
Acostóse pues Amnón, y fingió que estaba enfermo, y vino el rey á visitarle: y dijo Amnón al rey: Yo te ruego que venga mi hermana Thamar, y haga delante de mí dos hojuelas, que coma yo de su mano.
Y fué Thamar á casa de su hermano Amnón, el cual estaba acostado; y tomó harina, y amasó é hizo hojuelas delante de él, y aderezólas.
Porque, ¿dónde iría yo con mi deshonra? Y aun tú serías estimado como uno de los perversos en Israel. Ruégote pues ahora que hables al rey, que no me negará á ti.
Aborrecióla luego Amnón de tan grande aborrecimiento, que el odio con que la aborreció fué mayor que el amor con que la había amado. Y díjole Amnón: Levántate y vete.
Y aconteció pasados dos años, que Absalom tenía esquiladores en Bala-hasor, que está junto á Ephraim; y convidó Absalom á todos los hijos del rey.
Mas Absalom huyó, y fuése á Talmai hijo de Amiud, rey de Gessur. Y David lloraba por su hijo todos los días.
Entonces el rey dijo á la mujer: Vete á tu casa, que yo mandaré acerca de ti.
Entonces la mujer dijo: ¿Por qué pues piensas tú otro tanto contra el pueblo de Dios? que hablando el rey esta palabra, es como culpado, por cuanto el rey no hace volver á su fugitivo.
Pues el rey oirá, para librar á su sierva de mano del hombre que me quiere raer á mí, y á mi hijo juntamente, de la heredad de Dios.
Y Joab se postró en tierra sobre su rostro, é hizo reverencia, y después que bendijo al rey, dijo: Hoy ha entendido tu siervo que he hallado gracia en tus ojos, rey señor mío; pues que ha hecho el rey lo que su siervo ha dicho.
Y levantábase Absalom de mañana, y poníase á un lado del camino de la puerta; y á cualquiera que tenía pleito y venía al rey á juicio, Absalom le llamaba á sí, y decíale: ¿De qué ciudad eres? Y él respondía: Tu siervo es de una de las tribus de Israel.
Entonces Absalom le decía: Mira, tus palabras son buenas y justas: mas no tienes quien te oiga por el rey.
Salió pues el rey con todo el pueblo que le seguía, y paráronse en un lugar distante.
Y si dijere: No me agradas: aquí estoy, haga de mí lo que bien le pareciere.
Dijo aún el rey á Sadoc sacerdote: ¿No eres tú el vidente? Vuélvete en paz á la ciudad; y con vosotros vuestros dos hijos, tu hijo Ahimaas, y Jonathán hijo de Abiathar.
¿No estarán allí contigo Sadoc y Abiathar sacerdotes? Por tanto, todo lo que oyeres en la casa del rey, darás aviso de ello á Sadoc y á Abiathar sacerdotes.
Y Absalom dijo á Husai: ¿Este es tu agradecimiento para con tu amigo? ¿por qué no fuiste con tu amigo?
Esta razón pareció bien á Absalom y á todos los ancianos de Israel.
Entonces Husai dijo á Absalom: El consejo que ha dado esta vez Achitophel no es bueno.
David pues revistó el pueblo que tenía consigo, y puso sobre ellos tribunos y centuriones.
Y el rey dijo: ¿El mozo Absalom tiene paz? Y Ahimaas respondió: Vi yo un grande alboroto cuando envió Joab al siervo del rey y á mí tu siervo; mas no sé qué era.
Y el rey dijo: Pasa, y ponte allí. Y él pasó, y paróse.
Y el rey le dijo: ¿Para qué hablas más palabras? Yo he determinado que tú y Siba partáis las tierras.
Y todos los varones de Judá respondieron á todos los de Israel: Porque el rey es nuestro pariente. Mas ¿por qué os enojáis vosotros de eso? ¿hemos nosotros comido algo del rey? ¿hemos recibido de él algún don?
Y como Amasa no se cuidó de la daga que Joab en la mano tenía, hirióle éste con ella en la quinta costilla, y derramó sus entrañas por tierra, y cayó muerto sin darle segundo golpe. Después Joab y su hermano Abisai fueron en seguimiento de Seba hijo de Bichri.
Y uno de los criados de Joab se paró junto á él, diciendo: Cualquiera que amare á Joab y á David vaya en pos de Joab.
Puso tinieblas alrededor de sí á modo de pabellones; aguas negras y espesas nubes.
Extendió su mano de lo alto, y arrebatóme, y sacóme de copiosas aguas.
Y tú salvas al pueblo humilde; mas tus ojos sobre los altivos, para abatirlos.
Porque tú eres mi lámpara, oh Jehová: Jehová da luz á mis tinieblas.
Y que me saca de entre mis enemigos: tú me sacaste en alto de entre los que se levantaron contra mí: librásteme del varón de iniquidades.
Por tanto yo te confesaré entre las gentes, oh Jehová, y cantaré á tu nombre.
El espíritu de Jehová ha hablado por mí, y su palabra ha sido en mi lengua.
No así mi casa para con Dios: sin embargo él ha hecho conmigo pacto perpetuo, ordenado en todas las cosas, y será guardado; bien que toda esta mi salud, y todo mi deseo no lo haga él florecer todavía.
Y volvió el furor de Jehová á encenderse contra Israel, é incitó á David contra ellos á que dijese: Ve, cuenta á Israel y á Judá.
Y Gad vino á David aquel día, y díjole: Sube, y haz un altar á Jehová en la era de Arauna Jebuseo.
Y subió David, conforme al dicho de Gad, que Jehová le había mandado.
Y mirando Arauna, vió al rey y á sus siervos que pasaban á él. Saliendo entonces Arauna, inclinóse delante del rey hacia tierra.
Entonces el rey David respondió, y dijo: Llamadme á Bath-sheba. Y ella entró á la presencia del rey, y púsose delante del rey.
Ellos entonces se estremecieron, y levantáronse todos los convidados que estaban con Adonía, y fuése cada uno por su camino.
Y llegáronse los días de David para morir, y mandó á Salomón su hijo, diciendo:
Yo voy el camino de toda la tierra: esfuérzate, y sé varón.
Guarda la ordenanza de Jehová tu Dios, andando en sus caminos, y observando sus estatutos y mandamientos, y sus derechos y sus testimonios, de la manera que está escrito en la ley de Moisés, para que seas dichoso en todo lo que hicieres, y en todo aquello á que te tornares;
Empero ahora no lo absolverás: que hombre sabio eres, y sabes cómo te has de haber con él: y harás descender sus canas con sangre á la sepultura.
Y díjole Dios: Porque has demandado esto, y no pediste para ti muchos días, ni pediste para ti riquezas, ni pediste la vida de tus enemigos, mas demandaste para ti inteligencia para oir juicio;
Benaía hijo de Joiada era sobre el ejército; y Sadoc y Abiathar eran los sacerdotes;
El hijo de Decar, en Maccas, y en Saalbim, y en Beth-semes, y en Elón, y en Beth-hanan;
El hijo de Abinadab, en todos los términos de Dor: éste tenía por mujer á Thaphat hija de Salomón;
El hijo de Geber, en Ramoth de Galaad; éste tenía también las ciudades de Jair hijo de Manasés, las cuales estaban en Galaad; tenía también la provincia de Argob, que era en Basán, sesenta grandes ciudades con muro y cerraduras de bronce;
Hiram rey de Tiro envió también sus siervos á Salomón, luego que oyó que lo habían ungido por rey en lugar de su padre: porque Hiram había siempre amado á David.
Tú sabes como mi padre David no pudo edificar casa al nombre de Jehová su Dios, por las guerras que le cercaron, hasta que Jehová pusosus enemigosbajo las plantas de sus pies.
Y envió Hiram á decir á Salomón: He oído lo que me mandaste á decir: yo haré todo lo que te pluguiere acerca de la madera de cedro, y la madera de haya.
Sin los principales oficiales de Salomón que estaban sobre la obra, tres mil y trescientos, los cuales tenían cargo del pueblo que hacía la obra.
Y fué palabra de Jehová á Salomón, diciendo:
Así que, Salomón labró la casa, y acabóla.
Y adornó el oráculo por de dentro en medio de la casa, para poner allí el arca del pacto de Jehová.
Pero las dos puertas eran de madera de haya; y los dos lados de la una puerta eran redondos, y los otros dos lados de la otra puerta también redondos.
También hizo un pórtico de columnas, que tenía de largo cincuenta codos, y treinta codos de ancho; y aqueste pórtico estaba delante de aquellas otras, con sus columnas y maderos correspondientes.
Hizo asimismo un mar de fundición, de diez codos del un lado al otro, perfectamente redondo: su altura era de cinco codos, y ceñíalo alrededor un cordón de treinta codos.
Y sobre aquellas cintas que estaban entre las molduras, figuras de leones, y de bueyes, y de querubines; y sobre las molduras de la basa, así encima como debajo de los leones y de los bueyes, había unas añadiduras de bajo relieve.
Hizo también diez fuentes de bronce: cada fuente contenía cuarenta batos, y cada una era de cuatro codos; y asentó una fuente sobre cada una de las diez basas.
Y cinco candeleros de oro purísimo á la mano derecha, y otros cinco á la izquierda, delante del oráculo; con las flores, y las lámparas, y despabiladeras de oro;
Asimismo los cántaros, vasos, tazas, cucharillas, é incensarios, de oro purísimo; también de oro los quiciales de las puertas de la casa de adentro, del lugar santísimo, y los de las puertas del templo.
Y puesto en pie, bendijo á toda la congregación de Israel, diciendo en voz alta:
Y que estas mis palabras con que he orado delante de Jehová, estén cerca de Jehová nuestro Dios de día y de noche, para que él proteja la causa de su siervo, y de su pueblo Israel, cada cosa en su tiempo;
Y si tú anduvieres delante de mí, como anduvo David tu padre, en integridad de corazón y en equidad, haciendo todas las cosas que yo te he mandado, y guardando mis estatutos y mis derechos,
Y esta es la razón del tributo que el rey Salomón impuso para edificar la casa de Jehová, y su casa, y á Millo, y el muro de Jerusalem, y á Hasor, y Megiddo, y Gezer.
Y vino á Jerusalem con muy grande comitiva, con camellos cargados de especias, y oro en grande abundancia, y piedras preciosas: y como vino á Salomón, propúsole todo lo que en su corazón tenía.
Estaban también doce leones puestos allí sobre las seis gradas, de la una parte y de la otra: en ningún otro reino se había hecho trono semejante.
Gentes de las cuales Jehová había dicho á los hijos de Israel: No entraréis á ellas, ni ellas entrarán á vosotros; porque ciertamente harán inclinar vuestros corazones tras sus dioses. A éstas pues se juntó Salomón con amor.
Y fué Roboam á Sichêm; porque todo Israel había venido á Sichêm para hacerlo rey.
Ahora pues, mi padre os cargó de pesado yugo, mas yo añadiré á vuestro yugo; mi padre os hirió con azotes, mas yo os heriré con escorpiones.
Y dijo Jeroboam en su corazón: Ahora se volverá el reino á la casa de David,
Y el altar se rompió, y derramóse la ceniza del altar, conforme á la señal que el varón de Dios había dado por palabra de Jehová.
Entonces respondiendo el rey, dijo al varón de Dios: Te pido que ruegues á la faz de Jehová tu Dios, y ora por mí, que mi mano me sea restituída. Y el varón de Dios oró á la faz de Jehová, y la mano del rey se le recuperó, y tornóse como antes.
Fuése pues por otro camino, y no volvió por el camino por donde había venido á Beth-el.
Y él dijo á sus hijos: Enalbardadme el asno. Y ellos le enalbardaron el asno, y subió en él.
Y clamó al varón de Dios que había venido de Judá, diciendo: Así dijo Jehová: Por cuanto has sido rebelde al dicho de Jehová, y no guardaste el mandamiento que Jehová tu Dios te había prescrito,
Sino que volviste, y comiste del pan y bebiste del agua en el lugar donde Jehová te había dicho no comieses pan ni bebieses agua, no entrará tu cuerpo en el sepulcro de tus padres.
Y he aquí unos que pasaban, y vieron el cuerpo que estaba echado en el camino, y el león que estaba junto al cuerpo: y vinieron, y dijéronlo en la ciudad donde el viejo profeta habitaba.
Y hubo también sodomitas en la tierra, é hicieron conforme á todas las abominaciones de las gentes que Jehová había echado delante de los hijos de Israel.
Al quinto año del rey Roboam subió Sisac rey de Egipto contra Jerusalem.
Y durmió Roboam con sus padres, y fué sepultado con sus padres en la ciudad de David. El nombre de su madre fué Naama, Ammonita. Y reinó en su lugar Abiam su hijo.
En el año dieciocho del rey Jeroboam hijo de Nabat, Abiam comenzó á reinar sobre Judá.
Y anduvo en todos los pecados de su padre, que había éste hecho antes de él; y no fué su corazón perfecto con Jehová su Dios, como el corazón de David su padre.
Y durmió Asa con sus padres, y fué sepultado con sus padres en la ciudad de David su padre: y reinó en su lugar Josaphat su hijo.
En el tercer año de Asa rey de Judá, comenzó á reinar Baasa hijo de Ahía sobre todo Israel en Thirsa; y reinó veinticuatro años.
Por todos los pecados de Baasa, y los pecados de Ela su hijo, con que ellos pecaron é hicieron pecar á Israel, provocando á enojo á Jehová Dios de Israel con sus vanidades.
Y Omri hizo lo malo á los ojos de Jehová, é hizo peor que todos los que habían sido antes de él:
Pues anduvo en todos los caminos de Jeroboam hijo de Nabat, y en su pecado con que hizo pecar á Israel, provocando á ira á Jehová Dios de Israel con sus ídolos.
Y fué á él palabra de Jehová, diciendo:
Y los cuervos le traían pan y carne por la mañana, y pan y carne á la tarde; y bebía del arroyo.
Y ella respondió: Vive Jehová Dios tuyo, que no tengo pan cocido; que solamente un puñado de harina tengo en la tinaja, y un poco de aceite en una botija: y ahora cogía dos serojas, para entrarme y aderezarlo para mí y para mi hijo, y que lo comamos, y nos muramos.
Y ella dijo á Elías: ¿Qué tengo yo contigo, varón de Dios? ¿has venido á mí para traer en memoria mis iniquidades, y para hacerme morir mi hijo?
Y él le dijo: Dame acá tu hijo. Entonces él lo tomó de su regazo, y llevólo á la cámara donde él estaba, y púsole sobre su cama;
Y Achâb llamó á Abdías su mayordomo, el cual Abdías era en grande manera temeroso de Jehová;
Y díjole Elías: Vive Jehová de los ejércitos, delante del cual estoy, que hoy me mostraré á él.
Y ellos tomaron el buey que les fué dado, y aprestáronlo, é invocaron en el nombre de Baal desde la mañana hasta el medio día, diciendo: ¡Baal, respóndenos! Mas no había voz, ni quien respondiese; entre tanto, ellos andaban saltando cerca del altar que habían hecho.
Y como pasó el medio día, y ellos profetizaran hasta el tiempo del sacrificio del presente, y no había voz, ni quien respondiese ni escuchase;
Y dijo: Henchid cuatro cántaros de agua, y derramadla sobre el holocausto y sobre la leña. Y dijo: Hacedlo otra vez; y otra vez lo hicieron. Dijo aún: Hacedlo la tercera vez; é hiciéronlo la tercera vez.
Y como llegó la hora de ofrecerse el holocausto, llegóse el profeta Elías, y dijo: Jehová Dios de Abraham, de Isaac, y de Israel, sea hoy manifiesto que tú eres Dios en Israel, y que yo soy tu siervo, y que por mandato tuyo he hecho todas estas cosas.
Respóndeme, Jehová, respóndeme; para que conozca este pueblo que tú, oh Jehová, eres el Dios, y que tú volviste atrás el corazón de ellos.
Y Achâb subió á comer y á beber. Y Elías subió á la cumbre del Carmelo; y postrándose en tierra, puso su rostro entre las rodillas.
Y á la séptima vez dijo: Yo veo una pequeña nube como la palma de la mano de un hombre, que sube de la mar. Y él dijo: Ve, y di á Achâb: Unce y desciende, porque la lluvia no te ataje.
Y él se fué por el desierto un día de camino, y vino y sentóse debajo de un enebro; y deseando morirse, dijo: Baste ya, oh Jehová, quita mi alma; que no soy yo mejor que mis padres.
Y él respondió: Sentido he un vivo celo por Jehová Dios de los ejércitos; porque los hijos de Israel han dejado tu alianza, han derribado tus altares, y han muerto á cuchillo tus profetas: y yo solo he quedado, y me buscan para quitarme la vida.
Y á Jehú hijo de Nimsi, ungirás por rey sobre Israel; y á Eliseo hijo de Saphat, de Abelmehula, ungirás para que sea profeta en lugar de ti.
Y el rey de Israel respondió, y dijo: Como tú dices, rey señor mío, yo soy tuyo, y todo lo que tengo.
Encontróse luego con otro hombre, y díjole: Hiéreme ahora. Y el hombre le dió un golpe, é hízole una herida.
Y el profeta se fué, y púsose delante del rey en el camino, y disfrazóse con un velo sobre los ojos.
Y vínose Achâb á su casa triste y enojado, por la palabra que Naboth de Jezreel le había respondido, diciendo: No te daré la heredad de mis padres. Y acostóse en su cama, y volvió su rostro, y no comió pan.
Y él respondió: Porque hablé con Naboth de Jezreel, y díjele que me diera su viña por dinero, ó que, si más quería, le daría otra viña por ella; y él respondió: Yo no te daré mi viña.
Y su mujer Jezabel le dijo: ¿Eres tú ahora rey sobre Israel? Levántate, y come pan, y alégrate: yo te daré la viña de Naboth de Jezreel.
Vinieron entonces dos hombres perversos, y sentáronse delante de él: y aquellos hombres de Belial atestiguaron contra Naboth delante del pueblo, diciendo: Naboth ha blasfemado á Dios y al rey. Y sacáronlo fuera de la ciudad, y apedreáronlo con piedras, y murió.
Levántate, desciende á encontrarte con Achâb rey de Israel, que está en Samaria: he aquí él está en la viña de Naboth, á la cual ha descendido para tomar posesión de ella.
Y yo pondré tu casa como la casa de Jeroboam hijo de Nabat, y como la casa de Baasa hijo de Ahía; por la provocación con que me provocaste á ira, y con que has hecho pecar á Israel.
Y Michêas respondió: Vive Jehová, que lo que Jehová me hablare, eso diré.
Y el rey de Israel dijo á Josaphat: ¿No te lo había yo dicho? Ninguna cosa buena profetizará él acerca de mí, sino solamente mal.
Y Jehová dijo: ¿Quién inducirá á Achâb, para que suba y caiga en Ramoth de Galaad? Y uno decía de una manera; y otro decía de otra.
Y un hombre disparando su arco á la ventura, hirió al rey de Israel por entre las junturas de la armadura; por lo que dijo él á su carretero: Toma la vuelta, y sácame del campo, que estoy herido.
Y respondióle Elías, y dijo: Si yo soy varón de Dios, descienda fuego del cielo, y consúmate con tus cincuenta. Y descendió fuego del cielo, que lo consumió á él y á sus cincuenta.
Y tomando el manto de Elías que se le había caído, hirió las aguas, y dijo: ¿Dónde está Jehová, el Dios de Elías? Y así que hubo del mismo modo herido las aguas, apartáronse á uno y á otro lado, y pasó Eliseo.
Y los hombres de la ciudad dijeron á Eliseo: He aquí el asiento de esta ciudad es bueno, como mi señor ve; mas las aguas son malas, y la tierra enferma.
Entonces Mesa rey de Moab era propietario de ganados, y pagaba al rey de Israel cien mil corderos y cien mil carneros con sus vellones.
Y dijo: ¿Por qué camino iremos? Y él respondió: Por el camino del desierto de Idumea.
Mas cuando llegaron al campo de Israel, levantáronse los Israelitas é hirieron á los de Moab, los cuales huyeron delante de ellos: siguieron empero hiriendo todavía á los de Moab.
Y aconteció que un día vino él por allí, y recogióse en aquella cámara, y durmió en ella.
Ruégote que vayas ahora corriendo á recibirla, y dile: ¿Tienes paz? ¿y tu marido, y tu hijo? Y ella dijo: Paz.
Y ella dijo: ¿Pedí yo hijo á mi señor? ¿No dije yo, que no me burlases?
Y venido Eliseo á la casa, he aquí el niño que estaba tendido muerto sobre su cama.
Y de Siria habían salido cuadrillas, y habían llevado cautiva de la tierra de Israel una muchacha; la cual sirviendo á la mujer de Naamán,
Entonces Eliseo le envió un mensajero, diciendo: Ve, y lávate siete veces en el Jordán, y tu carne se te restaurará, y serás limpio.
Y el rey puso á la puerta á aquel príncipe sobre cuya mano él se apoyaba: y atropellóle el pueblo á la entrada, y murió, conforme á lo que había dicho el varón de Dios, lo que habló cuando el rey descendió á él.
Y perecerá toda la casa de Achâb, y talaré de Achâb todo meante á la pared, así al guardado como al desamparado en Israel.
Y yo pondré la casa de Achâb como la casa de Jeroboam hijo de Nabat, y como la casa de Baasa hijo de Ahía.
Habíase empero vuelto el rey Joram á Jezreel, para curarse de las heridas que los Siros le habían hecho, peleando contra Hazael rey de Siria.) Y Jehú dijo: Si es vuestra voluntad, ninguno escape de la ciudad, para ir á dar las nuevas en Jezreel.
El entonces les escribió la segunda vez, diciendo: Si sois míos, y queréis obedecerme, tomad las cabezas de los varones hijos de vuestro señor, y venid mañana á estas horas á mí á Jezreel. Y los hijos del rey, setenta varones, estaban con los principales de la ciudad, que los criaban.
Entonces él dijo: Prendedlos vivos. Y después que los tomaron vivos, degolláronlos junto al pozo de la casa de esquileo, cuarenta y dos varones, sin dejar ninguno de ellos.
Llamadme pues luego á todos los profetas de Baal, á todos sus siervos, y á todos sus sacerdotes; que no falte uno, porque tengo un gran sacrifico para Baal; cualquiera que faltare, no vivirá. Esto hacía Jehú con astucia, para destruir á los que honraban á Baal.
Entonces dijo al que tenía el cargo de las vestiduras: Saca vestiduras para todos lo siervos de Baal. Y él les sacó vestimentas.
Y sacaron las estatuas de la casa de Baal, y quemáronlas.
Así extinguió Jehú á Baal de Israel.
Y como miró, he aquí el rey que estaba junto á la columna, conforme á la costumbre, y los príncipes y los trompetas junto al rey; y que todo el pueblo del país hacía alegrías, y que tocaban las trompetas. Entonces Athalía, rasgando sus vestidos, clamó á voz en grito: ¡Traición, traición!
Era Joas de siete años cuando comenzó á reinar.
Recíbanlo los sacerdotes, cada uno de sus familiares, y reparen los portillos del templo donde quiera que se hallare abertura.
Lo demás de los hechos de Joachâz, y todo lo que hizo, y sus valentías, ¿no está escrito en el libro de las crónicas de los reyes de Israel?
Y durmió Joas con sus padres, y sentóse Jeroboam sobre su trono: y Joas fué sepultado en Samaria con los reyes de Israel.
Estaba Eliseo enfermo de aquella su enfermedad de que murió. Y descendió á él Joas rey de Israel, y llorando delante de él, dijo: ¡Padre mío, padre mío, carro de Israel y su gente de á caballo!
Entonces el varón de Dios, enojado con él, le dijo: A herir cinco ó seis veces, herirías á Siria, hasta no quedar ninguno: empero ahora tres veces herirás á Siria.
Y volvió Joas hijo de Joachâz, y tomó de mano de Ben-adad hijo de Hazael, las ciudades que él había tomado de mano de Joachâz su padre en guerra. Tres veces lo batió Joas, y restituyó las ciudades á Israel.
En el año segundo de Joas hijo de Joachâz rey de Israel, comenzó á reinar Amasías hijo de Joas rey de Judá.
Este hirió asimismo diez mil Idumeos en el valle de las Salinas, y tomó á Sela por guerra, y llamóla Jocteel, hasta hoy.
Y Joas rey de Israel envió á Amasías rey de Judá esta respuesta: El cardillo que está en el Líbano envió á decir al cedro que está en el Líbano: Da tu hija por mujer á mi hijo. Y pasaron las bestias fieras que están en el Líbano, y hollaron el cardillo.
Entonces todo el pueblo de Judá tomó á Azarías, que era de diez y seis años, é hiciéronlo rey en lugar de Amasías su padre.
Y lo demás de los hechos de Jeroboam, y todas las cosas que hizo, y su valentía, y todas las guerras que hizo, y cómo restituyó á Judá en Israel á Damasco y á Hamath, ¿no está escrito en el libro de las crónicas de los reyes de Israel?
En el año treinta y ocho de Azarías rey de Judá, reinó Zachârías hijo de Jeroboam sobre Israel seis meses.
Cuando comenzó á reinar era de veinticinco años, y reinó dieciséis años en Jerusalem. El nombre de su madre fué Jerusa hija de Sadoc.
Lo demás de los hechos de Jotham, y todas las cosas que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Y durmió Jotham con sus padres, y fué sepultado con sus padres en la ciudad de David su padre: y reinó en su lugar Achâz su hijo.
Asimismo sacrificó, y quemó perfumes en los altos, y sobre los collados, y debajo de todo árbol umbroso.
Y como los hijos de Israel paliasen cosas no rectas contra Jehová su Dios, edificándose altos en todas sus ciudades, desde las torres de las atalayas hasta las ciudades fuertes,
Jehová protestaba entonces contra Israel y contra Judá, por mano de todos los profetas, y de todos los videntes, diciendo: Volveos de vuestros malos caminos, y guardad mis mandamientos y mis ordenanzas, conforme á todas las leyes que yo prescribí á vuestros padres, y que os he enviado por mano de mis siervos los profetas.
Hasta tanto que Jehová quitó á Israel de delante de su rostro, como lo había él dicho por mano de todos los profetas sus siervos: é Israel fué trasportado de su tierra á Asiria, hasta hoy.
Y trajo el rey de Asiria gente de Babilonia, y de Cutha, y de Ava, y de Hamath, y de Sepharvaim, y púsolos en las ciudades de Samaria, en lugar de los hijos de Israel; y poseyeron á Samaria, y habitaron en sus ciudades.
Temían á Jehová, y honraban á sus dioses, según la costumbre de las gentes de donde habían sido trasladados.
Mas temed á Jehová vuestro Dios, y él os librará de mano de todos vuestros enemigos.
Así temieron á Jehová aquellas gentes, y juntamente sirvieron á sus ídolos: y también sus hijos y sus nietos, según que hicieron sus padres, así hacen hasta hoy.
Después el rey de Asiria envió al rey Ezechîas, desde Lachîs contra Jerusalem, á Thartán y á Rabsaris y á Rabsaces, con un grande ejército: y subieron, y vinieron á Jerusalem. Y habiendo subido, vinieron y pararon junto al conducto del estanque de arriba, que es en el camino de la heredad del batanero.
Y díjoles Rabsaces: Decid ahora á Ezechîas: Así dice el gran rey de Asiria: ¿Qué confianza es esta en que tú estás?
¿Acaso alguno de los dioses de las gentes ha librado su tierra de la mano del rey de Asiria?
¿Dónde está el dios de Hamath, y de Arphad? ¿dónde el dios de Sepharvaim, de Hena, y de Hiva? ¿pudieron éstos librar á Samaria de mi mano?
Que le dijesen: Así ha dicho Ezechîas: Este día es día de angustia, y de reprensión, y de blasfemia; porque los hijos han venido hasta la rotura, y la que pare no tiene fuerzas.
Y lo que hubiere escapado, lo que habrá quedado de la casa de Judá, tornará á echar raíz abajo, y hará fruto arriba.
Porque saldrán de Jerusalem reliquias, y los que escaparán, del monte de Sión: el celo de Jehová de los ejércitos hará esto.
Entonces Sennachêrib, rey de Asiria se partió, y se fué y tornó á Nínive, donde se estuvo.
Entonces volvió él su rostro á la pared, y oró á Jehová, y dijo:
Y añadiré á tus días quince años, y te libraré á ti y á esta ciudad de mano del rey de Asiria; y ampararé esta ciudad por amor de mí, y por amor de David mi siervo.
Y respondió Isaías: Esta señal tendrás de Jehová, de que hará Jehová esto que ha dicho: ¿Avanzará la sombra diez grados, ó retrocederá diez grados?
He aquí vienen días, en que todo lo que está en tu casa, y todo lo que tus padres han atesorado hasta hoy, será llevado á Babilonia, sin quedar nada, dijo Jehová.
Y no volveré á hacer que el pie de Israel sea movido de la tierra que dí á sus padres, con tal que guarden y hagan conforme á todas las cosas que yo les he mandado, y conforme á toda la ley que mi siervo Moisés les mandó.
Y extenderé sobre Jerusalem el cordel de Samaria, y el plomo de la casa de Achâb: y yo limpiaré á Jerusalem como se limpia una escudilla, que después que la han limpiado, la vuelven sobre su haz.
Y durmió Manasés con sus padres, y fué sepultado en el huerto de su casa, en el huerto de Uzza; y reinó en su lugar Amón su hijo.
Y que lo pongan en manos de los que hacen la obra, que tienen cargo de la casa de Jehová, y que lo entreguen á los que hacen la obra de la casa de Jehová, para reparar las aberturas de la casa:
Por cuanto me dejaron á mí, y quemaron perfumes á dioses ajenos, provocándome á ira en toda obra de sus manos; y mi furor se ha encendido contra este lugar, y no se apagará.
Entonces el rey envió, y juntaron á él todos los ancianos de Judá y de Jerusalem.
Entonces mandó el rey al sumo sacerdote Hilcías, y á los sacerdotes de segundo orden, y á los guardianes de la puerta, que sacasen del templo de Jehová todos los vasos que habían sido hechos para Baal, y para el bosque, y para toda la milicia del cielo; y quemólos fuera de Jerusalem en el campo de Cedrón, é hizo llevar las cenizas de ellos á Beth-el.
Igualmente el altar que estaba en Beth-el, y el alto que había hecho Jeroboam hijo de Nabat, el que hizo pecar á Israel, aquel altar y el alto destruyó; y quemó el alto, y lo tornó en polvo, y puso fuego al bosque.
Y volvióse Josías, y viendo los sepulcros que estaban allí en el monte, envió y sacó los huesos de los sepulcros, y quemólos sobre el altar para contaminarlo, conforme á la palabra de Jehová que había profetizado el varón de Dios, el cual había anunciado estos negocios.
Lo demás de los hechos de Joacim, y todas las cosas que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Y oyendo todos los príncipes del ejército, ellos y su gente, que el rey de Babilonia había puesto por gobernador á Gedalías, viniéronse á él en Mizpa, es á saber, Ismael hijo de Nathanías, y Johanán hijo de Carea, y Saraía hijo de Tanhumet Netofatita, y Jaazanías hijo de Maachâti, ellos con los suyos.
Los hijos de Javán: Elisa, Tharsis, Chîthim, y Dodanim.
Phetrusim y Casluim: de éstos salieron los Filisteos, y los Caphtoreos.
Al Aradeo, y al Samareo, y al Hamatheo.
Y Cethura, concubina de Abraham, parió á Zimram, Jocsán, Medán, Madián, Isbac, y á Súa.
Azaría fué hijo de Ethán.
De los cuales Sarvia y Abigail fueron hermanas. Los hijos de Sarvia fueron tres: Abisai, Joab, y Asael.
Y muerta Azuba, tomó Caleb por mujer á Ephrata, la cual le parió á Hur.
Y Hur engendró á Uri, y Uri engendró á Bezaleel.
Y los hijos de Jerameel primogénito de Hesrón fueron Ram su primogénito, Buna, Orem, Osem, y Achîa.
Y tuvo Jerameel otra mujer llamada Atara, que fué madre de Onam.
Los hijos de Jada hermano de Simmai: Jether y Jonathán. Y murió Jether sin hijos.
Estos son los hijos de David, que le nacieron en Hebrón: Amnón el primogénito, de Achînoam Jezreelita; el segundo, Daniel, de Abigail de Carmelo;
Los hijos de Nearías fueron estos tres: Elioenai, Ezechîas, y Azricam.
Y estas son las del padre de Etham: Jezreel, Isma, é Ibdas. Y el nombre de su hermana fué Haslelponi.
Y Asur padre de Tecoa tuvo dos mujeres, á saber, Helea, y Naara.
Los hijos de Jaleleel: Zip, Ziphas, Tirias, y Asareel.
Y los hijos de Ezra: Jeter, Mered, Epher, y Jalón: también engendró á Mariam, y Sammai, y á Isba, padre de Esthemoa.
Estos fueron alfareros y se hallaban en medio de plantíos y cercados, los cuales moraron allá con el rey en su obra.
Los hijos de Misma: Hamuel su hijo, Zachûr su hijo, y Simi su hijo.
Joel, y Jehú hijo de Josibias, hijo de Seraíah, hijo de Aziel;
E hirieron á las reliquias que habían quedado de Amalec, y habitaron allí hasta hoy.
Y sus hermanos, según las familias de sus padres, fueron Michâel, Mesullam, Seba, Jorai, Jachân, Zia, y Heber; en todos siete.
Estos fueron los hijos de Abihail hijo de Huri, hijo de Jaroa, hijo de Galaad, hijo de Michâel, hijo de Jesiaí, hijo de Jaddo, hijo de Buz.
Y estas fueron las cabezas de las casas de sus padres: Epher, Isi, y Eliel, Azriel, y Jeremías, y Odavia, y Jadiel, hombres valientes y de esfuerzo, varones de nombre y cabeceras de las casas de sus padres.
Y Azarías engendró á Seraíah, y Seraíah engendró á Josadec.
Y Josadec fué cautivo cuando Jehová trasportó á Judá y á Jerusalem por mano de Nabucodonosor.
Y su hermano Asaph, el cual estaba á su mano derecha: Asaph, hijo de Berachîas, hijo de Sima;
Hijo de Mahali, hijo de Musi, hijo de Merari, hijo de Leví.
A Asán con sus ejidos, y á Beth-semes con sus ejidos:
Y de la tribu de Issachâr, á Cedes con sus ejidos, á Dobrath con sus ejidos,
Y su hija fué Seera, la cual edificó á Beth-oron la baja y la alta, y á Uzzen-seera.
Los hijos de Aser: Imna, Isua, Isui, Bería, y su hermana Sera.
Los hijos de Helem su hermano: Sopha, Imna, Selles, y Amal.
Beser, Hod, Samma, Silsa, Ithrán y Beera.
Y todos estos fueron hijos de Aser, cabezas de familias paternas, escogidos, esforzados, cabezas de príncipes: y contados que fueron por sus linajes entre los de armas tomar, el número de ellos fué veintiséis mil hombres.
Benjamín engendró á Bela su primogénito, Asbel el segundo, Ara el tercero,
Y los hijos de Bela fueron Addar, Gera, Abiud,
Y los hijos de Elphaal: Heber, Misam, y Semeb, (el cual edificó á Ono, y á Loth con sus aldeas,)
Berías también, y Sema, que fueron las cabezas de las familias de los moradores de Ajalón, los cuales echaron á los moradores de Gath;
Michâel, Ispha, y Joa, hijos de Berías;
Jaarsías, Elías, Zichri, hijos de Jeroham.
Estos fueron jefes principales de familias por sus linajes, y habitaron en Jerusalem.
E Ibnías hijo de Jeroham, y Ela hijo de Uzzi, hijo de Michri; y Mesullam hijo de Sephatías, hijo de Rehuel, hijo de Ibnías.
Y de los sacerdotes: Jedaía, Joiarib, Joachîm;
Y los porteros: Sallum, Accub, Talmon, Ahiman, y sus hermanos. Sallum era el jefe.
Y Zacarías hijo de Meselemia era portero de la puerta del tabernáculo del testimonio.
Y sus hermanos que estaban en sus aldeas, venían cada siete días por sus tiempos con ellos.
Porque cuatro principales de los porteros Levitas estaban en el oficio, y tenían cargo de las cámaras, y de los tesoros de la casa de Dios.
Y su hijo primogénito Abdón, luego Sur, Chîs, Baal, Ner, Nadab;
Así murió Saúl por su rebelión con que prevaricó contra Jehová, contra la palabra de Jehová, la cual no guardó; y porque consultó al pythón, preguntándole,
Pusiéronse ellos en medio de la haza, y la defendieron, y vencieron á los Filisteos; y favoreciólos Jehová con grande salvamento.
Esto hizo Benaías hijo de Joiada, y fué nombrado entre los tres valientes.
Samoth de Arori, Helles Pelonita;
Sibbecai Husatita, Ilai Ahohita;
Azmaveth Baharumita, Eliaba Saalbonita;
Ira Ithreo, Yared Ithreo;
Adina hijo de Siza Rubenita, príncipe de los Rubenitas, y con él treinta;
Hanán hijo de Maachâ, y Josaphat Mithnita;
De los hijos de Simeón, valientes y esforzados hombres para la guerra, siete mil y ciento.
Y dijo todo el congreso que se hiciese así, porque la cosa parecía bien á todo el pueblo.
Y subió David con todo Israel á Baala de Chîriath-jearim, que es en Judá, para pasar de allí el arca de Jehová Dios que habita entre los querubines, sobre la cual su nombre es invocado.
Y lleváronse el arca de Dios de la casa de Abinadab en un carro nuevo; y Uzza y su hermano guiaban el carro.
Noga, Nepheg, Japhías,
Juntó también David á los hijos de Aarón y á los Levitas:
Y Chênanías, principal de los Levitas, estaba para la entonación; pues él presidía en el canto, porque era entendido.
Y David iba vestido de lino fino y también todos los Levitas que llevaban el arca, y asimismo los cantores; y Chênanías era maestro de canto entre los cantores. Llevaba también David sobre sí un ephod de lino.
Oh vosotros, simiente de Israel su siervo, hijos de Jacob, sus escogidos.
Cuando erais pocos en número, pocos y peregrinos en ella;
Alégrense los cielos, y gócese la tierra, y digan en las naciones: Reina Jehová.
Por tanto, ahora dirás á mi siervo David: Así dijo Jehová de los ejércitos: Yo te tomé de la majada, de detrás del ganado, para que fueses príncipe sobre mi pueblo Israel;
Yo le seré por padre, y él me será por hijo: y no quitaré de él mi misericordia, como la quité de aquel que fué antes de ti;
¿Y qué gente hay en la tierra como tu pueblo Israel, cuyo Dios fuese y se redimiera un pueblo, para hacerte nombre con grandezas y maravillas, echando las gentes de delante de tu pueblo, que tú rescataste de Egipto?
Ahora pues, Jehová, tú eres el Dios que has hablado de tu siervo este bien;
Y Joab hijo de Sarvia era general del ejército; y Josaphat hijo de Ahilud, canciller;
Y Sadoc hijo de Achîtob, y Abimelec hijo de Abiathar, eran sacerdotes; y Sausa, secretario;
Acercóse luego Joab y el pueblo que tenía consigo, para pelear contra los Siros; mas ellos huyeron delante de él.
Y dijo David á Dios: ¿No soy yo el que hizo contar el pueblo? Yo mismo soy el que pequé, y ciertamente he hecho mal; mas estas ovejas, ¿qué han hecho? Jehová Dios mío, sea ahora tu mano contra mí, y contra la casa de mi padre, y no haya plaga en tu pueblo.
Y juntando á todos los principales de Israel, y á los sacerdotes y Levitas,
Y los hijos de Simi: Jahath, Zinat, Jeus, y Berías. Estos cuatro fueron los hijos de Simi.
Los hijos de Amram: Aarón y Moisés. Y Aarón fué apartado para ser dedicado á las más santas cosas, él y sus hijos para siempre, para que quemasen perfumes delante de Jehová, y le ministrasen, y bendijesen en su nombre, para siempre.
E hijo de Eliezer fué Rehabía el primero. Y Eliezer no tuvo otros hijos; mas los hijos de Rehabía fueron muchos.
Y estaban bajo la mano de los hijos de Aarón, para ministrar en la casa de Jehová, en los atrios y en las cámaras, y en la purificación de toda cosa santificada, y en la demás obra del ministerio de la casa de Dios;
Y la primera suerte salió por Joiarib, la segunda por Jedaía;
La quinta por Malchîas, la sexta por Miamim;
La séptima por Cos, la octava por Abías;
La décimatercia por Uppa, la décimacuarta por Isebeab;
La décimaséptima por Hezir, la décimaoctava por Aphses;
Y de los hijos de Hebrón: Jeria el primero, el segundo Amarías, el tercero Jahaziel, el cuarto Jecamán.
Los hijos de Merari por Jaazia: Benno, y Soam, Zachûr é Ibri.
De Hemán: los hijos de Hemán, Buccia, Mathanía, Uzziel, Sebuel, Jerimoth, Hananías, Hanani, Eliatha, Gidalthi, Romamti-ezer, Josbecasa, Mallothi, Othir, y Mahazioth.
La duodécima á Hasabías, con sus hijos y sus hermanos, doce;
De Hosa, de los hijos de Merari: Simri el principal, (aunque no era el primogénito, mas su padre lo puso para que fuese cabeza;)
De los hijos de Phares fué él jefe de todos los capitanes de las compañías del primer mes.
Este Benaías era valiente entre los treinta y sobre los treinta; y en su división estaba Amisabad su hijo.
El duodécimo para el duodécimo mes era Heldai Nethophathita, de Othniel; y en su división veinte y cuatro mil.
Y Jonathán, tío de David, era consejero, varón prudente y escriba; y Jehiel hijo de Hacmoni estaba con los hijos del rey.
Después de Achitophel era Joiada hijo de Benaías, y Abiathar. Y Joab era el general del ejército del rey.
Y me ha dicho: Salomón tu hijo, él edificará mi casa y mis atrios: porque á éste me he escogido por hijo, y yo le seré á él por padre.
Oro por peso para los candeleros de oro, y para sus candilejas; por peso el oro para cada candelero y sus candilejas: y para los candeleros de plata, plata por peso para el candelero y sus candilejas, conforme al servicio de cada candelero.
Asimismo dió oro por peso para las mesas de la proposición, para cada mesa: del mismo modo plata para las mesas de plata:
He aquí los órdenes de los sacerdotes y de los Levitas, para todo el ministerio de la casa de Dios, serán contigo en toda la obra: asimismo todos los voluntarios é inteligentes para cualquiera especie de industria; y los príncipes, y todo el pueblo para ejecutar todas tus órdenes.
Yo sé, Dios mío, que tú escudriñas los corazones, y que la rectitud te agrada: por eso yo con rectitud de mi corazón voluntariamente te he ofrecido todo esto, y ahora he visto con alegría que tu pueblo, que aquí se ha hallado ahora, ha dado para ti espontáneamente.
Y sacrificaron víctimas á Jehová, y ofrecieron á Jehová holocaustos el día siguiente, mil becerros, mil carneros, mil corderos con sus libaciones, y muchos sacrificios por todo Israel.
Asimismo el altar de bronce que había hecho Bezaleel hijo de Uri hijo de Hur, estaba allí delante del tabernáculo de Jehová, al cual fué á consultar Salomón con aquella junta.
Confírmese pues ahora, oh Jehová Dios, tu palabra dada á David mi padre; porque tú me has puesto por rey sobre un pueblo en muchedumbre como el polvo de la tierra.
Y el peso de los clavos tuvo cincuenta siclos de oro. Cubrió también de oro las salas.
También hizo un mar de fundición, el cual tenía diez codos del un borde al otro, enteramente redondo: su altura era de cinco codos, y una línea de treinta codos lo ceñía alrededor.
Y asentó el mar al lado derecho hacia el oriente, enfrente del mediodía.
Cuatrocientas granadas en las dos redecillas, dos órdenes de granadas en cada redecilla, para que cubriesen las dos bolas de los capiteles que estaban encima de las columnas.
Un mar, y doce bueyes debajo de él;
Asimismo los candeleros y sus candilejas, de oro puro, para que las encendiesen delante del oratorio conforme á la costumbre.
Y las flores, y las lamparillas, y las despabiladeras se hicieron de oro, de oro perfecto;
Y como los sacerdotes salieron del santuario, (porque todos los sacerdotes que se hallaron habían sido santificados, y no guardaban sus veces;
Jehová Dios de Israel, no hay Dios semejante á ti en el cielo ni en la tierra, que guardas el pacto y la misericordia á tus siervos que caminan delante de ti de todo su corazón;
Si tu pueblo Israel cayere delante de los enemigos, por haber prevaricado contra ti, y se convirtieren, y confesaren tu nombre, y rogaren delante de ti en esta casa,
Tú oirás desde los cielos, y perdonarás el pecado de tu pueblo Israel, y los volverás á la tierra que diste á ellos y á sus padres.
Si tu pueblo saliere á la guerra contra sus enemigos por el camino que tú los enviares, y oraren á ti hacia esta ciudad que tú elegiste, hacia la casa que he edificado á tu nombre,
Y los sacerdotes asistían en su ministerio; y los Levitas con los instrumentos de música de Jehová, los cuales había hecho el rey David para confesar á Jehová, que su misericordiaespara siempre; cuando David alababa por mano de ellos. Asimismo los sacerdotes tañían trompetas delante de ellos, y todo Israel estaba en pie.
Y tú, si anduvieres delante de mí, como anduvo David tu padre, é hicieres todas las cosas que yo te he mandado, y guardares mis estatutos y mis derechos,
Yo los arrancaré de mi tierra que les he dado; y esta casa que he santificado á mi nombre, yo la echaré de delante de mí, y pondréla por proverbio y fábula en todos los pueblos.
Después vino Salomón á Amath de Soba, y la tomó.
Mas yo no creía las palabras de ellos, hasta que he venido, y mis ojos han visto: y he aquí que ni aun la mitad de la grandeza de tu sabiduría me había sido dicha; porque tú sobrepujas la fama que yo había oído.
Y durmió Salomón con sus padres, y sepultáronlo en la ciudad de David su padre: y reinó en su lugar Roboam su hijo.
Así ha dicho Jehová: No subáis ni peleéis contra vuestros hermanos; vuélvase cada uno á su casa, porque yo he hecho este negocio. Y ellos oyeron la palabra de Jehová, y tornáronse, y no fueron contra Jeroboam.
Y tomóse Roboam por mujer á Mahalath, hija de Jerimoth hijo de David, y á Abihail, hija de Eliab hijo de Esaí.
¿No echasteis vosotros á los sacerdotes de Jehová, á los hijos de Aarón, y á los Levitas, y os habéis hecho sacerdotes á la manera de los pueblos de otras tierras, para que cualquiera venga á consagrarse con un becerro y siete carneros, y así sea sacerdote de los que no son dioses?
Entonces los de Judá alzaron grita; y así que ellos alzaron grita, Dios desbarató á Jeroboam y á todo Israel delante de Abías y de Judá:
Y nunca más tuvo Jeroboam poderío en los días de Abías: é hirióle Jehová, y murió.
Empero se fortificó Abías; y tomó catorce mujeres, y engendró veintidós hijos, y dieciséis hijas.
Y durmió Abías con sus padres, y fué sepultado en la ciudad de David. Y reinó en su lugar su hijo Asa, en cuyos días tuvo sosiego el país por diez años.
Y Asa, y el pueblo que con él estaba, lo siguió hasta Gerar: y cayeron los Etiopes hasta no quedar en ellos aliento; porque fueron deshechos delante de Jehová y de su ejército. Y les tomaron muy grande despojo.
Asimismo dieron sobre las cabañas de los ganados, y trajeron muchas ovejas y camellos, y volviéronse á Jerusalem.
Mas cuando en su tribulación se convirtieron á Jehová Dios de Israel, y le buscaron, él fué hallado de ellos.
Y entraron en concierto de que buscarían á Jehová el Dios de sus padres, de todo su corazón y de toda su alma;
Y reinó en su lugar Josaphat su hijo, el cual prevaleció contra Israel.
Y puso ejército en todas las ciudades fuertes de Judá, y colocó gente de guarnición, en tierra de Judá, y asimismo en las ciudades de Ephraim que su padre Asa había tomado.
Y este es el número de ellos según las casas de sus padres: en Judá, jefes de los millares: el general Adna, y con él trescientos mil hombres muy esforzados;
Y dijo Achâb rey de Israel á Josaphat rey de Judá: ¿Quieres venir conmigo á Ramoth de Galaad? Y él respondió: Como yo, así también tú; y como tu pueblo, así también mi pueblo: iremos contigo á la guerra.
Además dijo Josaphat al rey de Israel: Ruégote que consultes hoy la palabra de Jehová.
Y Michêas dijo: Si tú volvieres en paz, Jehová no ha hablado por mí. Dijo además: Oidlo, pueblos todos.
Y dijo á los jueces: Mirad lo que hacéis: porque no juzgáis en lugar de hombre, sino en lugar de Jehová, el cual está con vosotros en el negocio del juicio.
Y he aquí Amarías sacerdote será el que os presida en todo negocio de Jehová; y Zebadías hijo de Ismael, príncipe de la casa de Judá, en todos los negocios del rey; también los Levitas serán oficiales en presencia de vosotros. Esforzaos pues, y obrad; que Jehová será con el bueno.
Y dijo: Jehová Dios de nuestros padres, ¿no eres tú Dios en los cielos, y te enseñoreas en todos los reinos de las Gentes? ¿no está en tu mano tal fuerza y potencia, que no hay quien te resista?
Y como comenzaron con clamor y con alabanza, puso Jehová contra los hijos de Ammón, de Moab, y del monte de Seir, las emboscadas de ellos mismos que venían contra Judá, y matáronse los unos á los otros:
Y fué el pavor de Dios sobre todos los reinos de aquella tierra, cuando oyeron que Jehová había peleado contra los enemigos de Israel.
Entonces Eliezer hijo de Dodava de Mareosah, profetizó contra Josaphat, diciendo: Por cuanto has hecho compañía con Ochôzías, Jehová destruirá tus obras. Y los navíos se rompieron, y no pudieron ir á Tharsis.
Con todo eso Edom quedó rebelado, sin estar bajo la mano de Judá hasta hoy. También se rebeló en el mismo tiempo Libna para no estar bajo su mano; por cuanto él había dejado á Jehová el Dios de sus padres.
Cuando Ochôzías comenzó á reinar era de cuarenta y dos años, y reinó un año en Jerusalem. El nombre de su madre fué Athalía, hija de Omri.
Entonces sacaron al hijo del rey, y pusiéronle la corona y el testimonio, é hiciéronle rey; y Joiada y sus hijos le ungieron, diciendo luego: ¡Viva el rey!
Mandó pues el rey que hiciesen un arca, la cual pusieron fuera á la puerta de la casa de Jehová;
Y yéndose de él los Siros, dejáronlo en muchas enfermedades; y conspiraron contra él sus siervos á causa de las sangres de los hijos de Joiada el sacerdote, é hiriéronle en su cama, y murió: y sepultáronle en la ciudad de David, mas no lo sepultaron en los sepulcros de los reyes.
Y luego que fué confirmado en el reino, mató á sus siervos que habían muerto al rey su padre;
Empero los del escuadrón que Amasías había despedido, porque no fuesen con él á la guerra, derramáronse sobre las ciudades de Judá, desde Samaria hasta Beth-oron, é hirieron de ellos tres mil, y tomaron un grande despojo.
Subió pues Joas rey de Israel, y viéronse cara á cara él y Amasías rey de Judá, en Beth-semes, la cual es de Judá.
Y Joas rey de Israel prendió en Beth-semes á Amasías rey de Judá, hijo de Joas hijo de Joachâz, y llevólo á Jerusalem: y derribó el muro de Jerusalem desde la puerta de Ephraim hasta la puerta del ángulo, cuatrocientos codos.
De diez y seis años era Uzzías cuando comenzó á reinar, y cincuenta y dos años reinó en Jerusalem. El nombre de su madrefué Jechôlía, de Jerusalem.
Todo el número de los jefes de familias, valientes y esforzados, era dos mil y seiscientos.
E hizo en Jerusalem máquinas por industria de ingenieros, para que estuviesen en las torres y en los baluartes, para arrojar saetas y grandes piedras, y su fama se extendió lejos, porque se ayudó maravillosamente, hasta hacerse fuerte.
También tuvo él guerra con el rey de los hijos de Ammón, á los cuales venció; y diéronle los hijos de Ammón en aquel año cien talentos de plata, y diez mil coros de trigo, y diez mil de cebada. Esto le dieron los hijos de Ammón, y lo mismo en el segundo año, y en el tercero.
Y levantáronse los varones nombrados, y tomaron los cautivos, y vistieron del despojo á los que de ellos estaban desnudos; vistiéronlos y calzáronlos, y diéronles de comer y de beber, y ungiéronlos, y condujeron en asnos á todos los flacos, y lleváronlos hasta Jericó, ciudad de las palmas, cerca de sus hermanos; y ellos se volvieron á Samaria.
En el primer año de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y las reparó.
Y aun cerraron las puertas del pórtico, y apagaron las lámparas; no quemaron perfume, ni sacrificaron holocausto en el santuario al Dios de Israel.
Y he aquí nuestros padres han caído á cuchillo, nuestros hijos y nuestras hijas y nuestras mujeres son cautivas por esto.
Así pues hubo gran multitud de holocaustos, con sebos de pacíficos, y libaciones de cada holocausto. Y quedó ordenado el servicio de la casa de Jehová.
Ahora pues, no os engañe Ezechîas, ni os persuada tal cosa, ni le creáis; que si ningún dios de todas aquellas naciones y reinos pudo librar su pueblo de mis manos, y de las manos de mis padres, ¿cuánto menos vuestro Dios os podrá librar de mi mano?
Hízose también ciudades, y hatos de ovejas y de vacas en gran copia; porque Dios le había dado mucha hacienda.
Este hizo lo recto en ojos de Jehová, y anduvo en los caminos de David su padre, sin apartarse á la diestra ni á la siniestra.
Y Saphán lo llevó al rey, y contóle el negocio, diciendo: Tus siervos han cumplido todo lo que les fué dado á cargo.
Y luego que el rey oyó las palabras de la ley, rasgó sus vestidos;
Y ella respondió: Jehová el Dios de Israel ha dicho así: Decid al varón que os ha enviado á mí, que así ha dicho Jehová:
Y puso á los sacerdotes en sus empleos, y confirmólos en el ministerio de la casa de Jehová.
Y sus hechos, primeros y postreros, he aquí está escrito en el libro de los reyes de Israel y de Judá.
También llevó Nabucodonosor á Babilonia de los vasos de la casa de Jehová, y púsolos en su templo en Babilonia.
Asimismo todos los vasos de la casa de Dios, grandes y chicos, los tesoros de la casa de Jehová, y los tesoros del rey y de sus príncipes, todo lo llevó á Babilonia.
Los que quedaron del cuchillo, pasáronlos á Babilonia; y fueron siervos de él y de sus hijos, hasta que vino el reino de los Persas;
Los hijos de Elam, mil doscientos cincuenta y cuatro;
Los hijos de Zachâi, setecientos y sesenta;
Los varones de Anathoth, ciento veinte y ocho;
La carta que nos enviasteis claramente fué leída delante de mí.
Y respondiéronnos, diciendo así: Nosotros somos siervos del Dios del cielo y de la tierra, y reedificamos la casa que ya muchos años antes había sido edificada, la cual edificó y fundó el gran rey de Israel.
Mas después que nuestros padres ensañaron al Dios de los cielos, él los entregó en mano de Nabucodonosor rey de Babilonia, Caldeo, el cual destruyó esta casa, é hizo trasportar el pueblo á Babilonia.
Y esta casa fué acabada al tercer día del mes de Adar, que era el sexto año del reinado del rey Darío.
Porque los sacerdotes y los Levitas se habían purificado á una; todos fueron limpios: y sacrificaron la pascua por todos los de la transmigración, y por sus hermanos los sacerdotes, y por sí mismos.
Y á llevar la plata y el oro que el rey y sus consultores voluntariamente ofrecen al Dios de Israel, cuya morada está en Jerusalem;
Y toda la plata y el oro que hallares en toda la provincia de Babilonia, con las ofrendas voluntarias del pueblo y de los sacerdotes, que de su voluntad ofrecieren para la casa de su Dios que está en Jerusalem.
Y á vosotros os hacemos saber, que á todos los sacerdotes y Levitas, cantores, porteros, Nethineos y ministros de la casa de Dios, ninguno pueda imponerles tributo, ó pecho, ó renta.
De los hijos de Elam, Isaía, hijo de Athalías, y con él setenta varones;
Y á Hasabías, y con él á Isaía de los hijos de Merari, á sus hermanos y á sus hijos, veinte;
Y publiqué ayuno allí junto al río de Ahava, para afligirnos delante de nuestro Dios, para solicitar de él camino derecho para nosotros, y para nuestros niños, y para toda nuestra hacienda.
Ayunamos pues, y pedimos á nuestro Dios sobre esto, y él nos fué propicio.
Y dieron los despachos del rey á sus gobernadores y capitanes del otro lado del río, los cuales favorecieron al pueblo y á la casa de Dios.
Jehová, Dios de Israel, tú eres justo: pues que hemos quedado algunos salvos, como este día, henos aquí delante de ti en nuestros delitos; porque no es posible subsistir en tu presencia á causa de esto.
Entonces respondió Sechânías hijo de Jehiel, de los hijos de Elam, y dijo á Esdras: Nosotros hemos prevaricado contra nuestro Dios, pues tomamos mujeres extranjeras de los pueblos de la tierra: mas hay aún esperanza para Israel sobre esto.
Así todos los hombres de Judá y de Benjamín se reunieron en Jerusalem dentro de tres días, á los veinte del mes, el cual era el mes noveno; y sentóse todo el pueblo en la plaza de la casa de Dios, temblando con motivo de aquel negocio, y á causa de las lluvias.
Ahora pues, dad gloria á Jehová Dios de vuestros padres, y haced su voluntad, y apartaos de los pueblos de las tierras, y de las mujeres extranjeras.
Asimismo de Israel: De los hijos de Pharos: Ramía é Izzías, y Malchías, y Miamim, y Eleazar, y Malchías, y Benaías.
Benjamín, Malluch, Semarías.
Palabras de Nehemías, hijo de Hachâlías. Y acaeció en el mes de Chisleu, en el año veinte, estando yo en Susán, capital del reino,
Y díjome el rey: ¿Qué cosa pides? Entonces oré al Dios de los cielos,
Y dije al rey: Si al rey place, y si agrada tu siervo delante de ti, que me envíes á Judá, á la ciudad de los sepulcros de mis padres, y la reedificaré.
Entonces el rey me dijo, (y la reina estaba sentada junto á él): ¿Hasta cuándo será tu viaje, y cuándo volverás? Y plugo al rey enviarme, después que yo le señalé tiempo.
Entonces les declaré cómo la mano de mi Dios era buena sobre mí, y asimismo las palabras del rey, que me había dicho. Y dijeron: Levantémonos, y edifiquemos. Así esforzaron sus manos para bien.
Malchîas hijo de Harim y Hasub hijo de Pahath-moab, restauraron la otra medida, y la torre de los Hornos.
Paal hijo de Uzai, enfrente de la esquina y la torre alta que sale de la casa del rey, que está en el patio de la cárcel. Después de él, Pedaía hijo de Pharos.
Mas acaeció que oyendo Sanballat y Tobías, y los Arabes, y los Ammonitas, y los de Asdod, que los muros de Jerusalem eran reparados, porque ya los portillos comenzaban á cerrarse, encolerizáronse mucho;
Entonces oramos á nuestro Dios, y por causa de ellos pusimos guarda contra ellos de día y de noche.
Mas fué que desde aquel día la mitad de los mancebos trabajaba en la obra, y la otra mitad de ellos tenía lanzas y escudos, y arcos, y corazas; y los príncipes estaban tras toda la casa de Judá.
Porque los que edificaban, cada uno tenía su espada ceñida á sus lomos, y así edificaban: y el que tocaba la trompeta estaba junto á mí.
Nosotros pues trabajábamos en la obra; y la mitad de ellos tenían lanzas desde la subida del alba hasta salir las estrellas.
También dije entonces al pueblo: Cada uno con su criado se quede dentro de Jerusalem, y hágannos de noche centinela, y de día á la obra.
Y enojéme en gran manera cuando oí su clamor y estas palabras.
Entonces envié yo á decirle: No hay tal cosa como dices, sino que de tu corazón tú lo inventas.
Vine luego en secreto á casa de Semaías hijo de Delaías, hijo de Mehetabeel, porque él estaba encerrado; el cual me dijo: Juntémonos en la casa de Dios dentro del templo, y cerremos las puertas del templo, porque vienen para matarte; sí, esta noche vendrán á matarte.
Porque sobornado fué para hacerme temer así, y que pecase, y les sirviera de mal nombre con que fuera yo infamado.
Acabóse pues el muro el veinticinco del mes de Elul, en cincuenta y dos días.
Y díjeles: No se abran las puertas de Jerusalem hasta que caliente el sol: y aun ellos presentes, cierren las puertas, y atrancad. Y señalé guardas de los moradores de Jerusalem, cada cual en su guardia, y cada uno delante de su casa.
Y la ciudad era espaciosa y grande, pero poco pueblo dentro de ella, y no había casas reedificadas.
Los hijos de Lod, de Hadid, y Ono, setecientos veintiuno;
Los hijos de Rehaía, los hijos de Resín, los hijos de Necoda,
Los hijos de Baslith, los hijos de Mehida, los hijos de Harsa,
Y miraste la aflicción de nuestros padres en Egipto, y oíste el clamor de ellos en el mar Bermejo;
Y sobre el monte de Sinaí descendiste, y hablaste con ellos desde el cielo, y dísteles juicios rectos, leyes verdaderas, y estatutos y mandamientos buenos:
Echamos también las suertes, los sacerdotes, los Levitas, y el pueblo, acerca de la ofrenda de la leña, para traerla á la casa de nuestro Dios, según las casas de nuestros padres, en los tiempos determinados cada un año, para quemar sobre el altar de Jehová nuestro Dios, como está escrito en la ley.
Y bendijo el pueblo á todos los varones que voluntariamente se ofrecieron á morar en Jerusalem.
Y estos son los hijos de Benjamín: Salú hijo de Mesullam, hijo de Joed, hijo de Pedaías, hijo de Colaías, hijo de Maaseías, hijo de Ithiel, hijo de Jesaía.
Y tras él, Gabbai, Sallai, novecientos veinte y ocho.
Y sus hermanos, príncipes de familias, doscientos cuarenta y dos: y Amasai hijo de Azarael, hijo de Azai, hijo de Mesillemoth, hijo de Immer,
Y en Hasar-sual, y en Beer-seba, y en sus aldeas;
En Anathoth, Nob, Ananiah;
Miamin, Maadías, Bilga,
Sallum, Amoc, Hilcías, Jedaías. Estos eran los príncipes de los sacerdotes y sus hermanos en los días de Jesuá.
Y en los días de Joiacim los sacerdotes cabezas de familias fueron: de Seraías, Meraías; de Jeremías, Hananías;
Los Levitas en días de Eliasib, de Joiada, y de Johanán y Jaddua, fueron escritos por cabezas de familias; también los sacerdotes, hasta el reinado de Darío el Persa.
Y á la dedicación del muro de Jerusalem buscaron á los Levitas de todos sus lugares, para traerlos á Jerusalem, para hacer la dedicación y la fiesta con alabanzas y con cánticos, con címbalos, salterios y cítaras.
Y en aquel día fueron puestos varones sobre las cámaras de los tesoros, de las ofrendas, de las primicias, y de los diezmos, para juntar en ellas, de los campos de las ciudades, las porciones legales para los sacerdotes y Levitas: porque era grande el gozo de Judá con respecto á los sacerdotes y Levitas que asistían.
Porque desde el tiempo de David y de Asaph, ya de antiguo, había príncipes de cantores, y cántico y alabanza, y acción de gracias á Dios.
Y venido á Jerusalem, entendí el mal que había hecho Eliasib en atención á Tobías, haciendo para él cámara en los patios de la casa de Dios.
Entendí asimismo que las partes de los Levitas no se les habían dado; y que los Levitas y cantores que hacían el servicio se habían huído cada uno á su heredad.
Y todo Judá trajo el diezmo del grano, del vino y del aceite, á los almacenes.
Y dije á los Levitas que se purificasen, y viniesen á guardar las puertas, para santificar el día del sábado. También por esto acuérdate de mí, Dios mío, y perdóname según la muchedumbre de tu misericordia.
Y reñí con ellos, y maldíjelos, y herí algunos de ellos, y arranquéles los cabellos, y juramentélos, diciendo: No daréis vuestras hijas á sus hijos, y no tomaréis de sus hijas para vuestros hijos, ó para vosotros.
E iban sus hijos y hacían banquetes en sus casas, cada uno en su día; y enviaban á llamar sus tres hermanas, para que comiesen y bebiesen con ellos.
Y dijo Jehová á Satán: He aquí, todo lo que tiene está en tu mano: solamente no pongas tu mano sobre él. Y salióse Satán de delante de Jehová.
Y he aquí un gran viento que vino del lado del desierto, é hirió las cuatro esquinas de la casa, y cayó sobre los mozos, y murieron; y solamente escapé yo solo para traerte las nuevas.
Y dijo Jehová á Satán: ¿De dónde vienes? Respondió Satán á Jehová, y dijo: De rodear la tierra, y de andar por ella.
¿Por qué se da luz al trabajado, y vida á los de ánimo en amargura,
Que esperan la muerte, y ella no llega, aunque la buscan más que tesoros;
Recapacita ahora, ¿quién que fuera inocente se perdiera? y ¿en dónde los rectos fueron cortados?
El bramido del león, y la voz del león, y los dientes de los leoncillos son quebrantados.
En imaginaciones de visiones nocturnas, cuando el sueño cae sobre los hombres,
¿Su hermosura, no se pierde con ellos mismos? Mueren, y sin sabiduría.
Es cierto que al necio la ira lo mata, y al codicioso consume la envidia.
Yo he visto al necio que echaba raíces, y en la misma hora maldije su habitación.
De día se topan con tinieblas, y en mitad del día andan á tientas como de noche:
¿Pensáis censurar palabras, y los discursos de un desesperado, que son como el viento?
Ahora pues, si queréis, mirad en mí, y ved si miento delante de vosotros.
Pequé, ¿qué te haré, oh Guarda de los hombres? ¿por qué me has puesto contrario á ti, y que á mí mismo sea pesado?
¿Acaso pervertirá Dios el derecho, ó el Todopoderoso pervertirá la justicia?
Y tu principio habrá sido pequeño, y tu postrimería acrecerá en gran manera.
Que remueve la tierra de su lugar, y hace temblar sus columnas:
El que extiende solo los cielos, y anda sobre las alturas de la mar:
He aquí que él pasará delante de mí, y yo no lo veré; y pasará, y no lo entenderé.
Bien que yo fuese íntegro, no conozco mi alma: reprocharé mi vida.
Mis días han sido más ligeros que un correo; huyeron, y no vieron el bien.
Porque no es hombre como yo, para que yo le responda, y vengamos juntamente á juicio.
Quite de sobre mí su vara, y su terror no me espante.
Si pequé, tú me has observado, y no me limpias de mi iniquidad.
¿No son mis días poca cosa? Cesa pues, y déjame, para que me conforte un poco.
Tú dices: Mi conversar es puro, y yo soy limpio delante de tus ojos.
Mas ¡oh quién diera que Dios hablara, y abriera sus labios contigo,
¿Qué cosa de todas estas no entiende que la mano de Jehová la hizo?
En su mano está el alma de todo viviente, y el espíritu de toda carne humana.
El lleva despojados á los príncipes, y trastorna á los poderosos.
Van á tientas como en tinieblas y sin luz, y los hace errar como borrachos.
Vuestras memorias serán comparadas á la ceniza, y vuestros cuerpos como cuerpos de lodo.
¿Por qué quitaré yo mi carne con mis dientes, y pondré mi alma en mi mano?
Si tú lo dejares, él dejará de ser: entre tanto deseará, como el jornalero, su día.
Porque si el árbol fuere cortado, aun queda de él esperanza; retoñecerá aún, y sus renuevos no faltarán.
Y ciertamente el monte que cae se deshace, y las peñas son traspasadas de su lugar;
Mas su carne sobre él se dolerá, y entristecerse ha en él su alma.
Y respondió Eliphaz Temanita, y dijo:
(Lo que los sabios nos contaron de sus padres, y no lo encubrieron;
Y habitó las ciudades asoladas, las casas inhabitadas, que estaban puestas en montones.
¿Tendrán fin las palabras ventosas? ó ¿qué te animará á responder?
Si hablo, mi dolor no cesa; y si dejo de hablar, no se aparta de mí.
¡Oh tierra! no cubras mi sangre, y no haya lugar á mi clamor.
A la huesa tengo dicho: Mi padre eres tú; á los gusanos: Mi madre y mi hermana.
El primogénito de la muerte comerá los ramos de su piel, y devorará sus miembros.
Sea así que realmente haya yo errado, conmigo se quedará mi yerro.
Sabed ahora que Dios me ha trastornado, y traído en derredor su red sobre mí.
Mi cuero y mi carne se pegaron á mis huesos; y he escapado con la piel de mis dientes.
Al cual yo tengo de ver por mí, y mis ojos lo verán, y no otro, aunque mis riñones se consuman dentro de mí.
Restituirá el trabajo conforme á la hacienda que tomó; y no tragará, ni gozará.
Por tanto, no sentirá él sosiego en su vientre, ni salvará nada de lo que codiciaba.
Los renuevos de su casa serán trasportados; serán derramados en el día de su furor.
Gastan sus días en bien, y en un momento descienden á la sepultura.
¿Enseñará alguien á Dios sabiduría, juzgando él á los que están elevados?
¿Tiene su contentamiento el Omnipotente en que tú seas justificado, ó provecho de que tú hagas perfectos tus caminos?
Que decían á Dios: Apártate de nosotros. ¿Y qué les había hecho el Omnipotente?
Yo sabría lo que él me respondería, y entendería lo que me dijese.
El pues acabará lo que ha determinado de mí: y muchas cosas como estas hay en él.
Llévanse el asno de los huérfanos; prenden el buey de la viuda.
De dentro de sus paredes exprimen el aceite, pisan los lagares, y mueren de sed.
Fueron ensalzados por un poco, mas desaparecen, y son abatidos como cada cual: serán encerrados, y cortados como cabezas de espigas.
Y respondió Bildad Suhita, y dijo:
El restriñe la faz de su trono, y sobre él extiende su nube.
Las columnas del cielo tiemblan, y se espantan de su reprensión.
Nunca tal acontezca que yo os justifique: hasta morir no quitaré de mí mi integridad.
Sea como el impío mi enemigo, y como el inicuo mi adversario.
Si sus hijos fueren multiplicados, serán para el cuchillo; y sus pequeños no se hartarán de pan;
Asirán de él terrores como aguas: torbellino lo arrebatará de noche.
No conoce su valor el hombre, ni se halla en la tierra de los vivientes.
Entonces la veía él, y la manifestaba; preparóla y descubrióla también.
Oíanme, y esperaban; y callaban á mi consejo.
Por causa de la pobreza y del hambre andaban solos; huían á la soledad, á lugar tenebroso, asolado y desierto.
Vinieron como por portillo ancho, revolviéronse á mi calamidad.
He venido á ser hermano de los dragones, y compañero de los buhos.
Hice pacto con mis ojos: ¿cómo pues había yo de pensar en virgen?
Esto también fuera maldad juzgada; porque habría negado al Dios soberano.
Si encubrí, como los hombres mis prevaricaciones, escondiendo en mi seno mi iniquidad;
Y cesaron estos tres varones de responder á Job, por cuanto él era justo en sus ojos.
Y respondió Eliú hijo de Barachêl, Bucita, y dijo: Yo soy menor de días, y vosotros viejos; he tenido por tanto miedo, y temido declararos mi opinión.
Mis razones declararán la rectitud de mi corazón, y mis labios proferirán pura sabiduría.
Si pudieres, respóndeme; dispón tus palabras, está delante de mí.
Yo soy limpio y sin defecto; y soy inocente, y no hay maldad en mí.
Que le hace que su vida aborrezca el pan, y su alma la comida suave.
Enterneceráse su carne más que de niño, volverá á los días de su mocedad.
Que si tuvieres razones, respóndeme: habla, porque yo te quiero justificar.
Y si no, óyeme tú á mí; calla, y enseñarte he sabiduría.
Y va en compañía con los que obran iniquidad, y anda con los hombres maliciosos.
Toda carne perecería juntamente, y el hombre se tornaría en polvo.
Si pues hay en ti entendimiento, oye esto: escucha la voz de mis palabras.
Porque á su pecado añadió impiedad: bate las manos entre nosotros, y contra Dios multiplica sus palabras.
Si pecares, ¿qué habrás hecho contra él? y si tus rebeliones se multiplicaren, ¿qué le harás tú?
Ciertamente Dios no oirá la vanidad, ni la mirará el Omnipotente.
Aunque más digas, No lo mirará; haz juicio delante de él, y en él espera.
¿Hará él estima de tus riquezas, ni del oro, ni de todas las fuerzas del poder?
El reduce las gotas de las aguas, al derramarse la lluvia según el vapor;
Después de ella bramará el sonido, tronará él con la voz de su magnificencia; y aunque sea oída su voz, no los detiene.
¿Por qué están calientes tus vestidos cuando se fija el viento del mediodía sobre la tierra?
¿Será preciso contarle cuando yo hablaré? Por más que el hombre razone, quedará como abismado.
¿Dónde estabas cuando yo fundaba la tierra? házmelo saber, si tienes inteligencia.
Y dije: Hasta aquí vendrás, y no pasarás adelante, y ahí parará la hinchazón de tus ondas?
¿Has entrado tú hasta los profundos de la mar, y has andado escudriñando el abismo?
¿Por qué camino se reparte la luz, y se esparce el viento solano sobre la tierra?
Lo oculto de los montes es su pasto, y anda buscando todo lo que está verde.
¿Diste tú al caballo la fortaleza? ¿vestiste tú su cerviz de relincho?
¿Tienes tú brazo como Dios? ¿y tronarás tú con voz como él?
He aquí ahora behemoth, al cual yo hice contigo; hierba come como buey.
Con sus estornudos encienden lumbre, y sus ojos son como los párpados del alba.
Por tanto no se levantarán los malos en el juicio, ni los pecadores en la congregación de los justos.
El que mora en los cielos se reirá; el Señor se burlará de ellos.
Con mi voz clamé á Jehová, y él me respondió desde el monte de su santidad. (Selah.)
Ofreced sacrificios de justicia, y confiad en Jehová.
Y yo en la multitud de tu misericordia entraré en tu casa: adoraré hacia el templo de tu santidad en tu temor.
Porque no hay en su boca rectitud: sus entrañas son pravedades; sepulcro abierto su garganta: con su lengua lisonjearán.
Desbarátalos, oh Dios; caigan de sus consejos: por la multitud de sus rebeliones échalos, porque se rebelaron contra ti.
Y alegrarse han todos los que en ti confían; para siempre darán voces de júbilo, porque tú los defiendes: y en ti se regocijarán los que aman tu nombre.
Porque has hecho mi juicio y mi causa: sentástete en silla juzgando justicia.
Mas Jehová permanecerá para siempre: dispuesto ha su trono para juicio.
Que dijeron: Por nuestra lengua prevaleceremos; nuestros labios están con nosotros: ¿quién nos es señor?
¿Hasta cuándo pondré consejos en mi alma, con ansiedad en mi corazón cada día? ¿Hasta cuándo será enaltecido mi enemigo sobre mí?
Allí temblaron de espanto; porque Dios está con la nación de los justos.
Salmo de David. Jehová, ¿quién habitará en tu tabernáculo? ¿quién residirá en el monte de tu santidad?
Jehová es la porción de mi parte y de mi copa; tú sustentarás mi suerte.
Las cuerdas me cayeron en lugares deleitosos, y es hermosa la heredad que me ha tocado.
Tú has probado mi corazón, hasme visitado de noche; me has apurado, y nada inicuo hallaste: heme propuesto que mi boca no ha de propasarse.
De delante de los malos que me oprimen, de mis enemigos que me cercan por la vida.
Y cabalgó sobre un querubín, y voló: voló sobre las alas del viento.
Tú pues alumbrarás mi lámpara: Jehová mi Dios alumbrará mis tinieblas.
Perseguido he mis enemigos, y alcancélos, y no volví hasta acabarlos.
El Dios que me da las venganzas, y sujetó pueblos á mí.
Los mandamientos de Jehová son rectos, que alegran el corazón: el precepto de Jehová, puro, que alumbra los ojos.
Pues tú los pondrás en fuga, cuando aparejares en tus cuerdas las saetas contra sus rostros.
Al Músico principal, sobre Ajeleth-sahar: Salmo de David. Dios mío, Dios mío, ¿por qué me has dejado? ¿por qué estás lejos de mi salud, y de las palabras de mi clamor?
Secóse como un tiesto mi vigor, y mi lengua se pegó á mi paladar; y me has puesto en el polvo de la muerte.
Porque perros me han rodeado, hame cercado cuadrilla de malignos: horadaron mis manos y mis pies.
Alzad, oh puertas, vuestras cabezas, y alzaos vosotras, puertas eternas, y entrará el Rey de gloria.
Salmo de David. Júzgame, oh Jehová, porque yo en mi integridad he andado: confiado he asimismo en Jehová, no vacilaré.
Mi pie ha estado en rectitud: en las congregaciones bendeciré á Jehová.
Aguarda á Jehová; esfuérzate, y aliéntese tu corazón: sí, espera á Jehová.
No me arrebates á una con los malos, y con los que hacen iniquidad: los cuales hablan paz con sus prójimos, y la maldad está en su corazón.
Jehová es su fuerza, y la fortaleza de las saludes de su ungido.
Salmo de David. Dad á Jehová, oh hijos de fuertes, dad á Jehová la gloria y la fortaleza.
Dad á Jehová la gloria debida á su nombre: humillaos á Jehová en el glorioso santuario.
Porque un momento será su furor; mas en su voluntad está la vida: por la tarde durará el lloro, y á la mañana vendrá la alegría.
A ti, oh Jehová, clamaré; y al Señor suplicaré.
Ten misericordia de mí, oh Jehová, que estoy en angustia: hanse consumido de pesar mis ojos, mi alma, y mis entrañas.
Amad á Jehová todos vosotros sus santos: á los fieles guarda Jehová, y paga abundantemente al que obra con soberbia.
Bienaventurado el hombre á quien no imputa Jehová la iniquidad, y en cuyo espíritu no hay superchería.
Te haré entender, y te enseñaré el camino en que debes andar: sobre ti fijaré mis ojos.
Muchos dolores para el impío; mas el que espera en Jehová, lo cercará misericordia.
Celebrad á Jehová con arpa: cantadle con salterio y decacordio.
Porque él dijo, y fué hecho; él mandó, y existió.
Como por mi compañero, como por mi hermano andaba; como el que trae luto por madre, enlutado me humillaba.
Señor, ¿hasta cuándo verás esto? Recobra mi alma de sus quebrantamientos, mi única de los leones.
Y ensancharon sobre mí su boca; dijeron: ¡Ea, ea, nuestros ojos lo han visto!
Jehová, hasta los cielos es tu misericordia; tu verdad hasta las nubes.
Extiende tu misericordia á los que te conocen, y tu justicia á los rectos de corazón.
Allí cayeron los obradores de iniquidad; fueron rempujados, y no pudieron levantarse.
En todo tiempo tiene misericordia, y presta; y su simiente es para bendición.
Acecha el impío al justo, y procura matarlo.
Espera en Jehová, y guarda su camino, y él te ensalzará para heredar la tierra: cuando serán talados los pecadores, lo verás.
Salmo de David, para recordar. Jehová, no me reprendas en tu furor, ni me castigues en tu ira.
Pudriéronse, corrompiéronse mis llagas, á causa de mi locura.
Estoy encorvado, estoy humillado en gran manera, ando enlutado todo el día.
Y los que buscaban mi alma armaron lazos; y los que procuraban mi mal hablaban iniquidades, y meditaban fraudes todo el día.
Mas yo, como si fuera sordo, no oía; y estaba como un mudo, que no abre su boca.
Enardecióse mi corazón dentro de mí; encendióse fuego en mi meditación, y así proferí con mi lengua:
Puso luego en mi boca canción nueva, alabanza á nuestro Dios. Verán esto muchos, y temerán, y esperarán en Jehová.
Porque me han cercado males hasta no haber cuento: hanme comprendido mis maldades, y no puedo levantar la vista: hanse aumentado más que los cabellos de mi cabeza, y mi corazón me falta.
En esto habré conocido que te he agradado, que mi enemigo no se holgará de mí.
¿Por qué te abates, oh alma mía, y te conturbas en mí? Espera á Dios; porque aun le tengo de alabar por las saludes de su presencia.
De día mandará Jehová su misericordia, y de noche su canción será conmigo, y oración al Dios de mi vida.
Diré á Dios: Roca mía, ¿por qué te has olvidado de mí? ¿Por qué andaré yo enlutado por la opresión del enemigo?
Por medio de ti sacudiremos á nuestros enemigos: en tu nombre atropellaremos á nuestros adversarios.
Pusístenos por vergüenza á nuestros vecinos, por escarnio y por burla á los que nos rodean.
Tu trono, oh Dios, eterno y para siempre: vara de justicia la vara de tu reino.
Bramarán, turbaránse sus aguas; temblarán los montes á causa de su braveza. (Selah.)
Estad quietos, y conoced que yo soy Dios: ensalzado he de ser entre las gentes, ensalzado seré en la tierra.
El nos elegirá nuestras heredades; la hermosura de Jacob, al cual amó. (Selah.)
Cantad á Dios, cantad: cantad á nuestro Rey, cantad.
Conforme á tu nombre, oh Dios, así es tu loor hasta los fines de la tierra: de justicia está llena tu diestra.
Así los plebeyos como los nobles, el rico y el pobre juntamente.
Mi boca hablará sabiduría; y el pensamiento de mi corazón inteligencia.
Vendrá nuestro Dios, y no callará: fuego consumirá delante de él, y en derredor suyo habrá tempestad grande.
Si yo tuviese hambre, no te lo diría á ti: porque mío es el mundo y su plenitud.
¿Tengo de comer yo carne de toros, ó de beber sangre de machos cabríos?
Pues que tú aborreces el castigo, y echas á tu espalda mis palabras?
Estas cosas hiciste, y yo he callado: pensabas que de cierto sería yo como tú: yo te argüiré, y pondrélas delante de tus ojos.
Vuélveme el gozo de tu salud; y el espíritu libre me sustente.
¡Oh quién diese de Sión saludes á Israel! En volviendo Dios la cautividad de su pueblo, gozarse ha Jacob, y alegraráse Israel.
Estáme atento, y respóndeme: clamo en mi oración, y levanto el grito,
En el día que temo, yo en ti confío.
Al Músico principal: sobre No destruyas: Michtam de David, cuando huyó de delante de Saúl á la cueva. Ten misericordia de mí, oh Dios, ten misericordia de mí; porque en ti ha confiado mi alma, y en la sombra de tus alas me ampararé, hasta que pasen los quebrantos.
Ensálzate sobre los cielos, oh Dios; sobre toda la tierra tu gloria.
Volveránse á la tarde, ladrarán como perros, y rodearán la ciudad.
Al Músico principal: sobre Susan-Heduth: Michtam de David, para enseñar, cuando tuvo guerra contra Aram-Naharaim y contra Aram de Soba, y volvió Joab, é hirió de Edom en el valle de las Salinas doce mil. Oh Dios, tú nos has desechado, nos disipaste; te has airado: vuélvete á nosotros.
En Dios haremos proezas; y él hollará nuestros enemigos.
Días sobre días añadirás al rey: sus años serán como generación y generación.
No confiéis en la violencia, ni en la rapiña; no os envanezcáis: si se aumentare la hacienda, no pongáis el corazón en ella.
Empero el rey se alegrará en Dios; será alabado cualquiera que por él jura: porque la boca de los que hablan mentira, será cerrada.
Bendecid, pueblos, á nuestro Dios, y haced oir la voz de su alabanza.
Porque tú nos probaste, oh Dios: ensayástenos como se afina la plata.
Holocaustos de cebados te ofreceré, con perfume de carneros: sacrificaré bueyes y machos cabríos. (Selah.)
La tierra dará su fruto: nos bendecirá Dios, el Dios nuestro.
Al Músico principal: Salmo de David: Canción. Levántese Dios, sean esparcidos sus enemigos, y huyan de su presencia los que le aborrecen.
Reprime la reunión de gentes armadas, la multitud de toros con los becerros de los pueblos, hasta que todos se sometan con sus piezas de plata: disipa los pueblos que se complacen en la guerra.
Vendrán príncipes de Egipto; Etiopía apresurará sus manos á Dios.
Estoy hundido en cieno profundo, donde no hay pie: he venido á abismos de aguas, y la corriente me ha anegado.
Derrama sobre ellos tu ira, y el furor de tu enojo los alcance.
Porque Jehová oye á los menesterosos, y no menosprecia á sus prisioneros.
Porque Dios guardará á Sión, y reedificará las ciudades de Judá; y habitarán allí, y la poseerán.
Florecerá en sus días justicia, y muchedumbre de paz, hasta que no haya luna.
Delante de él se postrarán los Etiopes; y sus enemigos lamerán la tierra.
Será echado un puño de grano en tierra, en las cumbres de los montes; su fruto hará ruido como el Líbano, y los de la ciudad florecerán como la hierba de la tierra.
Sus ojos están salidos de gruesos: logran con creces los antojos del corazón.
Mas yo era ignorante, y no entendía: era como una bestia acerca de ti.
Y en cuanto á mí, el acercarme á Dios es el bien: he puesto en el Señor Jehová mi esperanza, para contar todas tus obras.
Tú estableciste todos los términos de la tierra: el verano y el invierno tú los formaste.
Mira al pacto: porque las tenebrosidades de la tierra llenas están de habitaciones de violencia.
Levántate, oh Dios, aboga tu causa: acuérdate de cómo el insensato te injuria cada día.
Arruinábase la tierra y sus moradores: yo sostengo sus columnas. (Selah.)
Al Músico principal: sobre Neginoth: Salmo de Asaph: Canción. Dios es conocido en Judá: en Israel es grande su nombre.
Desde los cielos hiciste oir juicio; la tierra tuvo temor y quedó suspensa,
¿Hase acabado para siempre su misericordia? ¿hase acabado la palabra suya para generación y generación?
Pues sacó de la peña corrientes, é hizo descender aguas como ríos.
Por tanto oyó Jehová, é indignóse: y encendióse el fuego contra Jacob, y el furor subió también contra Israel;
Envió entre ellos una mistura de moscas que los comían, y ranas que los destruyeron.
Y guiólos con seguridad, que no tuvieron miedo; y la mar cubrió á sus enemigos.
Metiólos después en los términos de su santuario, en este monte que ganó su mano derecha.
Y enojáronlo con sus altos, y provocáronlo á celo con sus esculturas.
Y apacentólos con entereza de su corazón; y pastoreólos con la pericia de sus manos.
¿Por qué aportillaste sus vallados, y la vendimian todos los que pasan por el camino?
Que han dicho: Heredemos para nosotros las moradas de Dios.
Dios mío, ponlos como á torbellinos; como á hojarascas delante del viento.
Bienaventurados los que habitan en tu casa: perpetuamente te alabarán. (Selah.)
Escucharé lo que hablará el Dios Jehová: porque hablará paz á su pueblo y á sus santos, para que no se conviertan á la locura.
Ciertamente cercana está su salud á los que le temen; para que habite la gloria en nuestra tierra.
La verdad brotará de la tierra; y la justicia mirará desde los cielos.
Oh Dios, soberbios se levantaron contra mí, y conspiración de fuertes ha buscado mi alma, y no te pusieron delante de sí.
Haz conmigo señal para bien, y véanla los que me aborrecen, y sean avergonzados; porque tú, Jehová, me ayudaste, y me consolaste.
Canción: Salmo para los hijos de Coré: al Músico principal: para cantar sobre Mahalath: Masquil de Hemán Ezrahita. Oh Jehová, Dios de mi salud, día y noche clamo delante de ti.
Porque mi alma está harta de males, y mi vida cercana al sepulcro.
Hice alianza con mi escogido; juré á David mi siervo, diciendo:
Para siempre confirmaré tu simiente, y edificaré tu trono por todas las generaciones. (Selah.)
Tuyos los cielos, tuya también la tierra: el mundo y su plenitud, tú lo fundaste.
Su simiente será para siempre, y su trono como el sol delante de mí.
Señor, acuérdate del oprobio de tus siervos; oprobio que llevo yo en mi seno de muchos pueblos.
Antes que naciesen los montes, y formases la tierra y el mundo, y desde el siglo y hasta el siglo, tú eres Dios.
Porque con tu furor somos consumidos, y con tu ira somos conturbados.
Sácianos presto de tu misericordia: y cantaremos y nos alegraremos todos nuestros días.
Ni de pestilencia que ande en oscuridad, ni de mortandad que en medio del día destruya.
Caerán á tu lado mil, y diez mil á tu diestra: mas á ti no llegará.
Salmo: Canción para el día del Sábado. Bueno es alabar á Jehová, y cantar salmos á tu nombre, oh Altísimo;
Y mirarán mis ojos sobre mis enemigos: oirán mis oídos de los que se levantaron contra mí, de los malignos.
Tus testimonios son muy firmes: la santidad conviene á tu casa, oh Jehová, por los siglos y para siempre.
Jehová, Dios de las venganzas, Dios de las venganzas, muéstrate.
Jehová conoce los pensamientos de los hombres, que son vanidad.
¿Quién se levantará por mí contra los malignos? ¿quién estará por mí contra los que obran iniquidad?
Cuando yo decía: Mi pie resbala: tu misericordia, oh Jehová, me sustentaba.
En la multitud de mis pensamientos dentro de mí, tus consolaciones alegraban mi alma.
Venid, celebremos alegremente á Jehová: cantemos con júbilo á la roca de nuestra salud.
Alabanza y magnificencia delante de él: fortaleza y gloria en su santuario.
Dad á Jehová la honra debida á su nombre: tomad presentes, y venid á sus atrios.
Decid en las gentes: Jehová reinó, también afirmó el mundo, no será conmovido: juzgará á los pueblos en justicia.
Alégrense los cielos, y gócese la tierra: brame la mar y su plenitud.
Los cielos denunciaron su justicia, y todos los pueblos vieron su gloria.
Porque Jehová es bueno: para siempre es su misericordia, y su verdad por todas las generaciones.
Entenderé en el camino de la perfección cuando vinieres á mí: en integridad de mi corazón andaré en medio de mi casa.
No pondré delante de mis ojos cosa injusta: aborrezco la obra de los que se desvían: ninguno de ellos se allegará á mí.
Por la voz de mi gemido mis huesos se han pegado á mi carne.
Habrá mirado á la oración de los solitarios, y no habrá desechado el ruego de ellos.
Porque miró de lo alto de su santuario; Jehová miró de los cielos á la tierra,
Dije: Dios mío, no me cortes en el medio de mis días: por generación de generaciones son tus años.
Jehová el que hace justicia y derecho á todos los que padecen violencia.
Misericordioso y clemente es Jehová; lento para la ira, y grande en misericordia.
Sobre los que guardan su pacto, y los que se acuerdan de sus mandamientos para ponerlos por obra.
Subieron los montes, descendieron los valles, al lugar que tú les fundaste.
El que hace producir el heno para las bestias, y la hierba para el servicio del hombre; sacando el pan de la tierra.
Les das, recogen; abres tu mano, hártanse de bien.
Y llamó al hambre sobre la tierra, y quebrantó todo mantenimiento de pan.
Acuérdate de mí, oh Jehová, según tu benevolencia para con tu pueblo: visítame con tu salud;
Y reprendió al mar Bermejo, y secólo; é hízoles ir por el abismo, como por un desierto.
Allegáronse asimismo á Baal-peor, y comieron los sacrificios de los muertos.
Antes se mezclaron con las gentes, y aprendieron sus obras,
Y los ha congregado de las tierras, del oriente y del occidente, del aquilón y de la mar.
Anduvieron perdidos por el desierto, por la soledad sin camino, no hallando ciudad de población.
Los insensatos, á causa del camino de su rebelión y á causa de sus maldades, fueron afligidos.
Mas clamaron á Jehová en su angustia, y salvólos de sus aflicciones.
El dijo, é hizo saltar el viento de la tempestad, que levanta sus ondas.
Mío es Galaad, mío es Manasés; y Ephraim es la fortaleza de mi cabeza; Judá es mi legislador;
En Dios haremos proezas: y él hollará nuestros enemigos.
Séale como vestido con que se cubra, y en lugar de cinto con que se ciña siempre.
Gloria y hermosura es su obra; y su justicia permanece para siempre.
¿Quién como Jehová nuestro Dios, que ha enaltecido su habitación,
El cual tornó la peña en estanque de aguas, y en fuente de aguas la roca.
Y dije en mi apresuramiento: Todo hombre es mentiroso.
Diga ahora la casa de Aarón: Que para siempreessu misericordia.
Jehová está por mí entre los que me ayudan: por tanto yo veré mi deseo en los que me aborrecen.
Mejor es esperar en Jehová que esperar en hombre.
Todas las gentes me cercaron: en nombre de Jehová, que yo los romperé.
Castigóme gravemente JAH: mas no me entregó á la muerte.
Esta puerta de Jehová, por ella entrarán los justos.
Te alabaré, porque me has oído, y me fuiste por salud.
¡Ojalá fuesen ordenados mis caminos á observar tus estatutos!
Tus estatutos guardaré: no me dejes enteramente.
DALETH. Pegóse al polvo mi alma: vivifícame según tu palabra.
HE. Enséñame, oh Jehová, el camino de tus estatutos, y guardarélo hasta el fin.
Y andaré en anchura, porque busqué tus mandamientos.
Y hablaré de tus testimonios delante de los reyes, y no me avergonzaré.
Alzaré asimismo mis manos á tus mandamientos, que amé; y meditaré en tus estatutos.
ZAIN. Acuérdate de la palabra dada á tu siervo, en la cual me has hecho esperar.
Horror se apoderó de mí, á causa de los impíos que dejan tu ley.
Tu presencia supliqué de todo corazón: ten misericordia de mí según tu palabra.
Contra mí forjaron mentira los soberbios: mas yo guardaré de todo corazón tus mandamientos.
Los soberbios me han cavado hoyos; mas no obran según tu ley.
Nunca jamás me olvidaré de tus mandamientos; porque con ellos me has vivificado.
Más que los viejos he entendido, porque he guardado tus mandamientos.
No me aparté de tus juicios; porque tú me enseñaste.
Mi carne se ha extremecido por temor de ti; y de tus juicios tengo miedo.
Mi boca abrí y suspiré; porque deseaba tus mandamientos.
Aflicción y angustia me hallaron: mas tus mandamientos fueron mis deleites.
Justicia eterna son tus testimonios; dame entendimiento, y viviré.
Previnieron mis ojos las vigilias de la noche, para meditar en tus dichos.
Acercáronse á la maldad los que me persiguen; alejáronse de tu ley.
Libra mi alma, oh Jehová, de labio mentiroso, de la lengua fraudulenta.
Haya paz en tu antemuro, y descanso en tus palacios.
A causa de la casa de Jehová nuestro Dios, buscaré bien para ti.
Mas á los que se apartan tras sus perversidades, Jehová los llevará con los que obran iniquidad: y paz sea sobre Israel.
Haz volver nuestra cautividad, oh Jehová, como los arroyos en el austro.
Por demás os es el madrugar á levantaros, el veniros tarde á reposar, el comer pan de dolores: pues que á su amado dará Dios el sueño.
Bienaventurado el hombre que hinchió su aljaba de ellos: no será avergonzado cuando hablare con los enemigos en la puerta.
Bendígate Jehová desde Sión, y veas el bien de Jerusalem todos los días de tu vida.
Sobre mis espaldas araron los aradores: hicieron largos surcos.
Señor, oye mi voz; estén atentos tus oídos á la voz de mi súplica.
Empero hay perdón cerca de ti, para que seas temido.
Esperé yo á Jehová, esperó mi alma; en su palabra he esperado.
Espere Israel á Jehová; porque en Jehová hay misericordia, y abundante redención con él.
En verdad que me he comportado y he acallado mi alma, como un niño destetado de su madre: como un niño destetado está mi alma.
No entraré en la morada de mi casa, ni subiré sobre el lecho de mi estrado;
Porque Jehová ha elegido á Sión; deseóla por habitación para sí.
Es como el buen óleo sobre la cabeza, el cual desciende sobre la barba, la barba de Aarón, y que baja hasta el borde de sus vestiduras;
Alabad al Dios de los dioses, porque para siempreessu misericordia.
Junto á los ríos de Babilonia, allí nos sentábamos, y aun llorábamos, acordándonos de Sión.
Pues aun no está la palabra en mi lengua, y he aquí, oh Jehová, tú la sabes toda.
No fué encubierto de ti mi cuerpo, bien que en oculto fuí formado, y compaginado en lo más bajo de la tierra.
Los cuales maquinan males en el corazón, cada día urden contiendas.
He dicho á Jehová: Dios mío eres tú; escucha, oh Jehová, la voz de mis ruegos.
Jehová Señor, fortaleza de mi salud, tú pusiste á cubierto mi cabeza el día de las armas.
Sea enderezada mi oración delante de ti como un perfume, el don de mis manos como la ofrenda de la tarde.
Que el justo me castigue, será un favor, y que me reprenda será un excelente bálsamo que no me herirá la cabeza: así que aun mi oración tendrán en sus calamidades.
Clamé á ti, oh Jehová, dije: Tú eres mi esperanza, y mi porción en la tierra de los vivientes.
Saca mi alma de la cárcel para que alabe tu nombre: Me rodearán los justos, porque tú me serás propicio.
Porque ha perseguido el enemigo mi alma; ha postrado en tierra mi vida; hame hecho habitar en tinieblas como los ya muertos.
Y mi espíritu se angustió dentro de mí; pasmóse mi corazón.
Envía tu mano desde lo alto; redímeme, y sácame de las muchas aguas, de la mano de los hijos extraños;
Oh Dios, á ti cantaré canción nueva: con salterio, con decacordio cantaré á ti.
Jehová edifica á Jerusalem; á los echados de Israel recogerá.
Jehová ensalza á los humildes; humilla los impíos hasta la tierra.
Alaba á Jehová, Jerusalem; alaba á tu Dios, Sión.
El fuego y el granizo, la nieve y el vapor, el viento de tempestad que ejecuta su palabra;
Para recibir el consejo de prudencia, justicia, y juicio y equidad;
Para dar sagacidad á los simples, y á los jóvenes inteligencia y cordura.
Hijo mío, no andes en camino con ellos; aparta tu pie de sus veredas:
Clama en los principales lugares de concurso; en las entradas de las puertas de la ciudad dice sus razones:
Porque el reposo de los ignorantes los matará, y la prosperidad de los necios los echará á perder.
Haciendo estar atento tu oído á la sabiduría; si inclinares tu corazón á la prudencia;
Si como á la plata la buscares, y la escudriñares como á tesoros;
Que se alegran haciendo mal, que se huelgan en las perversidades del vicio;
Cuyas veredas son torcidas, y torcidos sus caminos.
Hijo mío, no te olvides de mi ley; y tu corazón guarde mis mandamientos:
Jehová con sabiduría fundó la tierra; afirmó los cielos con inteligencia.
Entonces andarás por tu camino confiadamente, y tu pie no tropezará.
Porque el perverso es abominado de Jehová: mas su secreto es con los rectos.
La maldición de Jehová está en la casa del impío; mas él bendecirá la morada de los justos.
Adquiere sabiduría, adquiere inteligencia; no te olvides ni te apartes de las razones de mi boca;
No la dejes, y ella te guardará; ámala, y te conservará.
Cuando anduvieres no se estrecharán tus pasos; y si corrieres, no tropezarás.
Sobre toda cosa guardada guarda tu corazón; porque de él mana la vida.
Aparta de ti la perversidad de la boca, y aleja de ti la iniquidad de labios.
Tus ojos miren lo recto, y tus párpados en derechura delante de ti.
Y gimas en tus postrimerías, cuando se consumiere tu carne y tu cuerpo,
Empero tomado, paga las setenas, da toda la sustancia de su casa.
Vase en pos de ella luego, como va el buey al degolladero, y como el loco á las prisiones para ser castigado;
Porque á muchos ha hecho caer heridos; y aun los más fuertes han sido muertos por ella.
Recibid mi enseñanza, y no plata; y ciencia antes que el oro escogido.
Atended el consejo, y sed sabios, y no lo menospreciéis.
Mató sus víctimas, templó su vino, y puso su mesa.
El que corrige al escarnecedor, afrenta se acarrea: el que reprende al impío, se atrae mancha.
El temor de Jehová aumentará los días: mas los años de los impíos serán acortados.
El justo es librado de la tribulación: mas el impío viene en lugar suyo.
La mujer graciosa tendrá honra: y los fuertes tendrán riquezas.
El que confía en sus riquezas, caerá: mas los justos reverdecerán como ramos.
El hombre no se afirmará por medio de la impiedad: mas la raíz de los justos no será movida.
El hombre cuerdo encubre la ciencia: mas el corazón de los necios publica la necedad.
Desea, y nadaalcanzael alma del perezoso: mas el alma de los diligentes será engordada.
El que menosprecia la palabra, perecerá por ello: mas el que teme el mandamiento, será recompensado.
Mal perseguirá á los pecadores: mas á los justos les será bien retribuído.
El testigo verdadero no mentirá: mas el testigo falso hablará mentiras.
Aun en la risa tendrá dolor el corazón; y el término de la alegría es congoja.
Los malos se inclinarán delante de los buenos, y los impíos á las puertas del justo.
¿No yerran los que piensan mal? Misericordia empero y verdad alcanzarán los que piensan bien.
El testigo verdadero libra las almas: mas el engañoso hablará mentiras.
La blanda respuesta quita la ira: mas la palabra áspera hace subir el furor.
El necio menosprecia el consejo de su padre: mas el que guarda la corrección, vendrá á ser cuerdo.
Mejor es lo poco con el temor de Jehová, que el gran tesoro donde hay turbación.
Mejor es la comida de legumbres donde hay amor, que de buey engordado donde hay odio.
El corazón del justo piensa para responder: mas la boca de los impíos derrama malas cosas.
Encomienda á Jehová tus obras, y tus pensamientos serán afirmados.
El corazón del hombre piensa su camino: mas Jehová endereza sus pasos.
Peso y balanzas justas son de Jehová: obra suya son todas las pesas de la bolsa.
Abominación es á los reyes hacer impiedad: porque con justicia será afirmado el trono.
El alma del que trabaja, trabaja para sí; porque su boca le constriñe.
El hombre malo lisonjea á su prójimo, y le hace andar por el camino no bueno:
El que da mal por bien, no se apartará el mal de su casa.
El que comienza la pendencia es como quien suelta las aguas: deja pues la porfía, antes que se enmarañe.
La prevaricación ama el que ama pleito; y el que alza su portada, quebrantamiento busca.
Ciertamente no es bueno condenar al justo, ni herir á los príncipes que hacen lo recto.
Aun el necio cuando calla, es contado por sabio: el que cierra sus labios es entendido.
Las palabras del chismoso parecen blandas, y descienden hasta lo íntimo del vientre.
También el que es negligente en su obra es hermano del hombre disipador.
Antes del quebrantamiento se eleva el corazón del hombre, y antes de la honra es el abatimiento.
El corazón del entendido adquiere sabiduría; y el oído de los sabios busca la ciencia.
El pobre habla con ruegos; mas el rico responde durezas.
Como el bramido del cachorro de león es la ira del rey; y su favor como el rocío sobre la hierba.
Hiere al escarnecedor, y el simple se hará avisado; y corrigiendo al entendido, entenderá ciencia.
Cesa, hijo mío, de oir la enseñanza que induce á divagar de las razones de sabiduría.
Quítale su ropa al que salió por fiador del extraño; y tómale prenda al que fía la extraña.
Allegar tesoros con lengua de mentira, es vanidad desatentada de aquellos que buscan la muerte.
El caballo se apareja para el día de la batalla: mas de Jehová es el salvar.
Porque es cosa deleitable, si las guardares en tus entrañas; y que juntamente sean ordenadas en tus labios.
No trabajes por ser rico; pon coto á tu prudencia.
No hables á oídos del necio; porque menospreciará la prudencia de tus razones.
No traspases el término antiguo, ni entres en la heredad de los huérfanos:
Al que piensa mal hacer le llamarán hombre de malos pensamientos.
Oh impío, no aceches la tienda del justo, no saquees su cámara;
Teme á Jehová, hijo mío, y al rey; no te entrometas con los veleidosos:
Aparta al impío de la presencia del rey, y su trono se afirmará en justicia.
Como fuente turbia y manantial corrompido, es el justo que cae delante del impío.
Como el gorrión en su vagar, y como la golondrina en su vuelo, así la maldición sin causa nunca vendrá.
Nunca respondas al necio en conformidad á su necedad, para que no seas tú también como él.
Tal es el hombre que daña á su amigo, y dice: Ciertamente me chanceaba.
El carbón para brasas, y la leña para el fuego: y el hombre rencilloso para encender contienda.
Cual ave que se va de su nido, tal es el hombre que se va de su lugar.
El que pretende contenerla, arresta el viento: ó el aceite en su mano derecha.
Los que dejan la ley, alaban á los impíos: mas los que la guardan, contenderán con ellos.
Los hombres malos no entienden el juicio: mas los que buscan á Jehová, entienden todas las cosas.
El que guarda la ley es hijo prudente: mas el que es compañero de glotones, avergüenza á su padre.
Bienaventurado el hombre que siempre está temeroso: mas el que endurece su corazón, caerá en mal.
El que reprende al hombre, hallará después mayor gracia que el que lisonjea con la lengua.
El que da al pobre, no tendrá pobreza: mas el que aparta sus ojos, tendrá muchas maldiciones.
El hombre que lisonjea á su prójimo, red tiende delante de sus pasos.
Los hombres escarnecedores enlazan la ciudad: mas los sabios apartan la ira.
Ciertamente el que exprime la leche, sacará manteca; y el que recio se suena las narices, sacará sangre: y el que provoca la ira, causará contienda.
Palabras del rey Lemuel; la profecía con que le enseñó su madre.
¿Qué, hijo mío? ¿y qué, hijo de mi vientre? ¿y qué, hijo de mis deseos?
No es de los reyes, oh Lemuel, no es de los reyes beber vino, ni de los príncipes la cerveza.
El corazón de su marido está en ella confiado, y no tendrá necesidad de despojo.
Aplicó sus manos al huso, y sus manos tomaron la rueca.
Dadle el fruto de sus manos, y alábenla en las puertas sus hechos.
Y sale el sol, y pónese el sol, y con deseo vuelve á su lugar donde torna á nacer.
¿Hay algo de que se pueda decir: He aquí esto es nuevo? Ya fué en los siglos que nos han precedido.
Y dí mi corazón á inquirir y buscar con sabiduría sobre todo lo que se hace debajo del cielo: este penoso trabajo dió Dios á los hijos de los hombres, en que se ocupen.
A la risa dije: Enloqueces; y al placer: ¿De qué sirve esto?
Porque ni del sabio ni del necio habrá memoria para siempre; pues en los días venideros ya todo será olvidado, y también morirá el sabio como el necio.
Yo asimismo aborrecí todo mi trabajo que había puesto por obra debajo del sol; el cual dejaré á otro que vendrá después de mí.
Vi más debajo del sol: en lugar del juicio, allí la impiedad; y en lugar de la justicia, allí la iniquidad.
Así que he visto que no hay cosa mejor que alegrarse el hombre con lo que hiciere; porque esta es su parte: porque ¿quién lo llevará para que vea lo que ha de ser después de él?
Mejores son dos que uno; porque tienen mejor paga de su trabajo.
Mejor es que no prometas, que no que prometas y no pagues.
Hay un mal que he visto debajo del cielo, y muy común entre los hombres:
Ciertamente las muchas palabras multiplican la vanidad. ¿Qué más tiene el hombre?
Mejor es el enojo que la risa: porque con la tristeza del rostro se enmendará el corazón.
El corazón de los sabios, en la casa del luto; mas el corazón de los insensatos, en la casa del placer.
Lejos está lo que fué; y lo muy profundo ¿quién lo hallará?
He aquí, solamente he hallado esto: que Dios hizo al hombre recto, mas ellos buscaron muchas cuentas.
No hay hombre que tenga potestad sobre el espíritu para retener el espíritu, ni potestad sobre el día de la muerte: y no valen armas en tal guerra; ni la impiedad librará al que la posee.
Porque el hombre tampoco conoce su tiempo: como los peces que son presos en la mala red, y como las aves que se prenden en lazo, así son enlazados los hijos de los hombres en el tiempo malo, cuando cae de repente sobre ellos.
También vi esta sabiduría debajo del sol, la cual me parece grande:
El necio multiplica palabras: no sabe hombre lo que ha de ser; ¿y quién le hará saber lo que después de él será?
Por la mañana siembra tu simiente, y á la tarde no dejes reposar tu mano: porque tú no sabes cuál es lo mejor, si esto ó lo otro, ó si ambas á dos cosas son buenas.
Antes que se oscurezca el sol, y la luz, y la luna y las estrellas, y las nubes se tornen tras la lluvia:
Por el olor de tus suaves ungüentos, (ungüento derramado es tu nombre,) por eso las doncellas te amaron.
He aquí que tú eres hermoso, amado mío, y suave: nuestro lecho también florido.
Yo soy la rosa de Sarón, y el lirio de los valles.
Pasando de ellos un poco, hallé luego al que mi alma ama: trabé de él, y no lo dejé, hasta que lo metí en casa de mi madre, y en la cámara de la que me engendró.
Hasta que apunte el día y huyan las sombras, iréme al monte de la mirra, y al collado del incienso.
Nardo y azafrán, caña aromática y canela, con todos los árboles de incienso; mirra y áloes, con todas las principales especias.
Aparta tus ojos de delante de mí, porque ellos me vencieron. Tu cabello es como manada de cabras, que se muestran en Galaad.
Tu cabeza encima de ti, como el Carmelo; y el cabello de tu cabeza, como la púrpura del rey ligada en los corredores.
Ven, oh amado mío, salgamos al campo, moremos en las aldeas.
Las mandrágoras han dado olor, y á nuestras puertas hay toda suerte de dulces frutas, nuevas y añejas, que para ti, oh amado mío, he guardado.
Conjúroos, oh doncellas de Jerusalem, que no despertéis, ni hagáis velar al amor, hasta que quiera.
Si Jehová de los ejércitos no hubiera hecho que nos quedasen muy cortos residuos, como Sodoma fuéramos, y semejantes á Gomorra.
Lavad, limpiaos; quitad la iniquidad de vuestras obras de ante mis ojos; dejad de hacer lo malo:
Y sobre toda torre alta, y sobre todo muro fuerte;
Y pondréles mozos por príncipes, y muchachos serán sus señores.
Y el pueblo hará violencia los unos á los otros, cada cual contra su vecino: el mozo se levantará contra el viejo, y el villano contra el noble.
¡Ay del impío! mal le irá: porque según las obras de sus manos le será pagado.
Las escofietas, y los atavíos de las piernas, los partidores del pelo, los pomitos de olor, y los zarcillos;
Y será que en lugar de los perfumes aromáticos vendrá hediondez; y desgarrón en lugar de cinta; y calvez en lugar de la compostura del cabello; y en lugar de faja ceñimiento de saco; y quemadura en vez de hermosura.
Y criará Jehová sobre toda la morada del monte de Sión, y sobre los lugares de sus convocaciones, nube y oscuridad de día, y de noche resplandor de fuego que eche llamas: porque sobre toda gloria habrá cobertura.
Haré que quede desierta; no será podada ni cavada, y crecerá el cardo y las espinas: y aun á las nubes mandaré que no derramen lluvia sobre ella.
¡Ay de los que se levantan de mañana para seguir la embriaguez; que se están hasta la noche, hasta que el vino los enciende!
Hasta que Jehová hubiere echado lejos los hombres, y multiplicare en medio de la tierra la desamparada.
Y vendrán, y se asentarán todos en los valles desiertos, y en las cavernas de las piedras, y en todos los zarzales, y en todas las matas.
Y será que á causa de la abundancia de leche que darán, comerá manteca: cierto manteca y miel comerá el que quedare en medio de la tierra.
Entonces él será por santuario; mas á las dos casas de Israel por piedra para tropezar, y por tropezadero para caer, y por lazo y por red al morador de Jerusalem.
Ata el testimonio, sella la ley entre mis discípulos.
Empero Jehová ensalzará los enemigos de Rezín contra él, y juntará sus enemigos;
Por tanto, el Señor no tomará contentamiento en sus mancebos, ni de sus huérfanos y viudas tendrá misericordia: porque todos son falsos y malignos, y toda boca habla despropósitos. Con todo esto no ha cesado su furor, antes todavía su mano extendida.
Por la ira de Jehová de los ejércitos se oscureció la tierra, y será el pueblo como pábulo del fuego: el hombre no tendrá piedad de su hermano.
Cada uno hurtará á la mano derecha, y tendrá hambre; y comerá á la izquierda, y no se hartará: cada cual comerá la carne de su brazo:
Y halló mi mano como nido las riquezas de los pueblos; y como se cogen los huevos dejados, así me apoderé yo de toda la tierra; y no hubo quien moviese ala, ó abriese boca y graznase.
Y será la justicia cinto de sus lomos, y la fidelidad ceñidor de sus riñones.
Y se disipará la envidia de Ephraim, y los enemigos de Judá serán talados. Ephraim no tendrá envidia contra Judá, ni Judá afligirá á Ephraim;
Y secará Jehová la lengua de la mar de Egipto; y levantará su mano con fortaleza de su espíritu sobre el río, y herirálo en sus siete brazos, y hará que pasen por él con zapatos.
He aquí que yo despierto contra ellos á los Medos, que no curarán de la plata, ni codiciarán oro.
Aparejad sus hijos para el matadero por la maldad de sus padres: no se levanten, ni posean la tierra, é hinchan la haz del mundo de ciudades.
Aulla, oh puerta; clama, oh ciudad; disuelta estás toda tú, Filistea: porque humo vendrá de aquilón, no quedará uno solo en sus asambleas.
¿Y qué se responderá á los mensajeros de la gentilidad? Que Jehová fundó á Sión, y que á ella se acogerán los afligidos de su pueblo.
Reune consejo, haz juicio; pon tu sombra en medio del día como la noche: esconde los desterrados, no entregues á los que andan errantes.
Moren contigo mis desterrados, oh Moab; séles escondedero de la presencia del destruidor: porque el atormentador fenecerá, el destruidor tendrá fin, el hollador será consumido de sobre la tierra.
Y dispondráse trono en misericordia; y sobre él se sentará firmemente, en el tabernáculo de David, quien juzgue y busque el juicio, y apresure la justicia.
Por tanto aullará Moab, todo él aullará: gemiréis por los fundamentos de Kir-hareseth, en gran manera heridos.
En aquel día mirará el hombre á su Hacedor, y sus ojos contemplarán al Santo de Israel.
El día que las plantares, las harás crecer, y harás que tu simiente brote de mañana; mas la cosecha será arrebatada en el día del coger, y del dolor desesperado.
Vosotros, todos los moradores del mundo y habitantes de la tierra, cuando levantará bandera en los montes, la veréis; y oiréis cuando tocará trompeta.
Carga de Egipto. He aquí que Jehová monta sobre una ligera nube, y entrará en Egipto; y los ídolos de Egipto se moverán delante de él, y desleiráse el corazón de los Egipcios en medio de ellos.
Y el espíritu de Egipto se desvanecerá en medio de él, y destruiré su consejo; y preguntarán á sus imágenes, á sus mágicos, á sus pythones y á sus adivinos.
Porque así me ha dicho Jehová: De aquí á un año, semejante á años de mozo de soldada, toda la gloria de Cedar será deshecha;
¿Quién decretó esto sobre Tiro la coronada, cuyos negociantes eran príncipes, cuyos mercaderes eran los nobles de la tierra?
Voces sobre el vino en las plazas; todo gozo se oscureció, desterróse la alegría de la tierra.
Y acontecerá que el que huirá de la voz del terror, caerá en la sima; y el que saliere de en medio de la sima, será preso del lazo: porque de lo alto se abrieron ventanas, y temblarán los fundamentos de la tierra.
Temblará la tierra vacilando como un borracho, y será removida como una choza; y agravaráse sobre ella su pecado, y caerá, y nunca más se levantará.
Que tornaste la ciudad en montón, la ciudad fuerte en ruina: el alcázar de los extraños que no sea ciudad, ni nunca jamás sea reedeficada.
Destruirá á la muerte para siempre; y enjugará el Señor toda lágrima de todos los rostros: y quitará la afrenta de su pueblo de toda la tierra: porque Jehová lo ha dicho.
¡Ay de Ariel, ciudad donde habitó David! Añadid un año á otro, mátense víctimas.
¡Ay de los que se esconden de Jehová, encubriendo el consejo, y sus obras son en tinieblas, y dicen: ¿Quién nos ve, y quién nos conoce?
Y los errados de espíritu aprenderán inteligencia, y los murmuradores aprenderán doctrina.
Por tanto el Santo de Israel dice así: Porque desechasteis esta palabra, y confiasteis en violencia y en iniquidad, y en ello os habéis apoyado;
Y su aliento, cual torrente que inunda: llegará hasta el cuello, para zarandear las gentes con criba de destrucción; y el freno estará en las quijadas de los pueblos, haciéndoles errar.
Mas él también es sabio, y traerá el mal, y no retirará sus palabras. Levantaráse pues contra la casa de los malignos, y contra el auxilio de los obradores de iniquidad.
Será ensalzado Jehová, el cual mora en las alturas: llenó á Sión de juicio y de justicia.
Y reinarán en tus tiempos la sabiduría y la ciencia, y la fuerza de la salvación: el temor de Jehová será su tesoro.
He aquí que sus embajadores darán voces afuera; los mensajeros de paz llorarán amargamente.
Oid, los que estáis lejos, lo que he hecho; y vosotros los cercanos, conoced mi potencia.
Tus ojos verán al Rey en su hermosura; verán la tierra que está lejos.
Porque es día de venganza de Jehová, año de retribuciones en el pleito de Sión.
Y él les echó las suertes, y su mano les repartió con cordel: para siempre la tendrán por heredad, de generación en generación morarán allí.
Decid á los de corazón apocado: Confortaos, no temáis: he aquí que vuestro Dios vienecon venganza, con pago; el mismo Dios vendrá, y os salvará.
Y habrá allí calzada y camino, y será llamado Camino de Santidad; no pasará por él inmundo; y habrá para ellos en él quien los acompañe, de tal manera que los insensatos no yerren.
Y los redimidos de Jehová volverán, y vendrán á Sión con alegría; y gozo perpetuo será sobre sus cabezas: y retendrán el gozo y alegría, y huirá la tristeza y el gemido.
Mas callaron, y no le respondieron palabra; porque el rey así lo había mandado, diciendo: No le respondáis.
Por tanto, así dice Jehová acerca del rey de Asiria: No entrará en esta ciudad, ni echará saeta en ella: no vendrá delante de ella escudo, ni será echado contra ella baluarte.
Y esto te será señal de parte de Jehová, que Jehová hará esto que ha dicho:
Escritura de Ezechîas rey de Judá, de cuando enfermó y sanó de su enfermedad.
Dijo entonces: ¿Qué han visto en tu casa? Y dijo Ezechîas: Todo lo que hay en mi casa han visto, y ninguna cosa hay en mis tesoros que no les haya mostrado.
De tus hijos que hubieren salido de ti, y que engendraste, tomarán, y serán eunucos en el palacio del rey de Babilonia.
Súbete sobre un monte alto, anunciadora de Sión; levanta fuertemente tu voz, anunciadora de Jerusalem; levántala, no temas; di á las ciudades de Judá: ¡Veis aquí el Dios vuestro!
¿Por qué dices, oh Jacob, y hablas tú, Israel: Mi camino es escondido de Jehová, y de mi Dios pasó mi juicio?
He aquí que yo te he puesto por trillo, trillo nuevo, lleno de dientes: trillarás montes y los molerás, y collados tornarás en tamo.
He aquí que vosotros sois de nada, y vuestras obras de vanidad; abominación el que os escogió.
No clamará, ni alzará, ni hará oir su voz en las plazas.
Para que abras ojos de ciegos, para que saques de la cárcel á los presos, y de casas de prisión á los que están de asiento en tinieblas.
Yo anuncié, y salvé, é hice oir, y no hubo entre vosotros extraño. Vosotros pues sois mis testigos, dice Jehová, que yo soy Dios.
Así dice Jehová, el que da camino en la mar, y senda en las aguas impetuosas;
El herrero tomará la tenaza, obrará en las ascuas, darále forma con los martillos, y trabajará en ella con la fuerza de su brazo: tiene luego hambre, y le faltan las fuerzas; no beberá agua, y se desmaya.
Así dice Jehová, tu Redentor, y formador tuyo desde el vientre: Yo Jehová, que lo hago todo, que extiendo solo los cielos, que extiendo la tierra por mí mismo;
Así dice Jehová á su ungido, á Ciro, al cual tomé yo por su mano derecha, para sujetar gentes delante de él y desatar lomos de reyes; para abrir delante de él puertas, y las puertas no se cerrarán:
¡Ay del que dice al padre: ¿Por qué engendraste? y á la mujer: ¿Por qué pariste?
Yo lo desperté en justicia, y enderezaré todos sus caminos; él edificará mi ciudad, y soltará mis cautivos, no por precio ni por dones, dice Jehová de los ejércitos.
Porque así dijo Jehová, que crió los cielos; él es Dios, el que formó la tierra, el que la hizo y la compuso; no la crió en vano, para que fuese habitada la crió: Yo Jehová, y ninguno más que yo.
Publicad, y haced llegar, y entren todos en consulta: ¿quién hizo oir esto desde el principio, y lo tiene dicho desde entonces, sino yo Jehová? Y no hay más Dios que yo; Dios justo y Salvador: ningún otro fuera de mí.
Echanselo sobre los hombros, llévanlo, y asiéntanlo en su lugar; allí se está, y no se mueve de su sitio. Danle voces, y tampoco responde, ni libra de la tribulación.
Desciende, y siéntate en el polvo, virgen hija de Babilonia, siéntate en la tierra sin trono, hija de los Caldeos: que nunca más te llamarán tierna y delicada.
Toma el molino, y muele harina: descubre tus guedejas, descalza los pies, descubre las piernas, pasa los ríos.
Lo que pasó, ya antes lo dije; y de mi boca salió; publiquélo, hícelo presto, y vino á ser.
Y puso mi boca como espada aguda, cubrióme con la sombra de su mano; y púsome por saeta limpia, guardóme en su aljaba;
Y dijo: Poco es que tú me seas siervo para levantar las tribus de Jacob, y para que restaures los asolamientos de Israel: también te dí por luz de las gentes, para que seas mi salud hasta lo postrero de la tierra.
Mas Sión dijo: Dejóme Jehová, y el Señor se olvidó de mí.
Oye pues ahora esto, miserable, ebria, y no de vino:
Despierta, despierta, vístete tu fortaleza, oh Sión; vístete tu ropa de hermosura, oh Jerusalem, ciudad santa: porque nunca más acontecerá que venga á ti incircunciso ni inmundo.
Jehová desnudó el brazo de su santidad ante los ojos de todas las gentes; y todos los términos de la tierra verán la salud del Dios nuestro.
Porque á la mano derecha y á la mano izquierda has de crecer; y tu simiente heredará gentes, y habitarán las ciudades asoladas.
Con un poco de ira escondí mi rostro de ti por un momento; mas con misericordia eterna tendré compasión de ti, dijo tu Redentor Jehová.
Pobrecita, fatigada con tempestad, sin consuelo; he aquí que yo cimentaré tus piedras sobre carbunclo, y sobre zafiros te fundaré.
Tus ventanas pondré de piedras preciosas, tus puertas de piedras de carbunclo, y todo tu término de piedras de buen gusto.
Y todos tus hijos serán enseñados de Jehová; y multiplicará la paz de tus hijos.
Sus atalayas ciegos son, todos ellos ignorantes; todos ellos perros mudos, no pueden ladrar; soñolientos, echados, aman el dormir.
En las pulimentadas piedras del valle está tu parte; ellas, ellas son tu suerte; y á ellas derramaste libación, y ofreciste presente. ¿No me tengo de vengar de estas cosas?
Por la iniquidad de su codicia me enojé y heríle, escondí mi rostro y ensañéme; y fué él rebelde por el camino de su corazón.
Entonces nacerá tu luz como el alba, y tu salud se dejará ver presto; é irá tu justicia delante de ti, y la gloria de Jehová será tu retaguardia.
Mas vuestras iniquidades han hecho división entre vosotros y vuestro Dios, y vuestros pecados han hecho ocultar su rostro de vosotros, para no oir.
Ponen huevos de áspides, y tejen telas de arañas: el que comiere de sus huevos, morirá; y si lo apretaren, saldrá un basilisco.
Y vió que no había hombre, y maravillóse que no hubiera quien se interpusiese; y salvólo su brazo, y afirmóle su misma justicia.
Y este será mi pacto con ellos, dijo Jehová: El espíritu mío que está sobre ti, y mis palabras que puse en tu boca, no faltarán de tu boca, ni de la boca de tu simiente, ni de la boca de la simiente de tu simiente, dijo Jehová, desde ahora y para siempre.
Nunca más se oirá en tu tierra violencia, destrucción ni quebrantamiento en tus términos; mas á tus muros llamarás Salud, y á tus puertas Alabanza.
Y serás corona de gloria en la mano de Jehová, y diadema de reino en la mano del Dios tuyo.
Mas los que lo allegaron lo comerán, y alabarán á Jehová; y los que lo cogieron, lo beberán en los atrios de mi santuario.
Y con mi ira hollé los pueblos, y embriaguélos de mi furor, y derribé á tierra su fortaleza.
Tú empero eres nuestro padre, si bien Abraham nos ignora, é Israel no nos conoce: tú, oh Jehová, eres nuestro padre; nuestro Redentor perpetuo es tu nombre.
Que dicen: Estáte en tu lugar, no te llegues á mí, que soy más santo que tú: éstos son humo en mi furor, fuego que arde todo el día.
He aquí que mis siervos cantarán por júbilo del corazón, y vosotros clamaréis por el dolor del corazón, y por el quebrantamiento de espíritu aullaréis.
El lobo y el cordero serán apacentados juntos, y el león comerá paja como el buey; y á la serpiente el polvo será su comida. No afligirán, ni harán mal en todo mi santo monte, dijo Jehová.
Mi mano hizo todas estas cosas, y así todas estas cosas fueron, dice Jehová: mas á aquél miraré que es pobre y humilde de espíritu, y que tiembla á mi palabra.
Oid palabra de Jehová, vosotros los que tembláis á su palabra: Vuestros hermanos los que os aborrecen, y os niegan por causa de mi nombre, dijeron: Glorifíquese Jehová. Mas él se mostrará con alegría vuestra, y ellos serán confundidos.
¿Yo que hago parir, no pariré? dijo Jehová. ¿Yo que hago engendrar, seré detenido? dice el Dios tuyo.
Y veréis, y alegraráse vuestro corazón, y vuestros huesos reverdecerán como la hierba: y la mano de Jehová para con sus siervos será conocida, y se airará contra sus enemigos.
Porque Jehová juzgará con fuego y con su espada á toda carne: y los muertos de Jehová serán multiplicados.
Fué asimismo en días de Joacim hijo de Josías, rey de Judá, hasta el fin del año undécimo de Sedechîas hijo de Josías, rey de Judá, hasta la cautividad de Jerusalem en el mes quinto.
Porque he aquí que yo convoco todas las familias de los reinos del aquilón, dice Jehová; y vendrán, y pondrá cada uno su asiento á la entrada de las puertas de Jerusalem, y junto á todos sus muros en derredor, y en todas las ciudades de Judá.
Y á causa de toda su malicia, proferiré mis juicios contra los que me dejaron, é incensaron á dioses extraños, y á hechuras de sus manos se encorvaron.
Así dijo Jehová: ¿Qué maldad hallaron en mí vuestros padres, que se alejaron de mí, y se fueron tras la vanidad, y tornáronse vanos?
Si alguna gente ha mudado sus dioses, bien que ellos no son dioses. Pero mi pueblo ha trocado su gloria por lo que no aprovecha.
Los cachorros de los leones bramaron sobre él, dieron su voz; y pusieron su tierra en soledad; quemadas están sus ciudades, sin morador.
¡Oh generación! ved vosotros la palabra de Jehová. ¿He sido yo á Israel soledad, ó tierra de tinieblas? ¿Por qué ha dicho mi pueblo: Señores somos; nunca más vendremos á ti?
Aun en tus faldas se halló la sangre de las almas de los pobres, de los inocentes: no la hallé en excavación, sino en todas estas cosas.
Y díjome Jehová: Justificado ha su alma la rebelde Israel en comparación de la desleal Judá.
Circuncidaos á Jehová, y quitad los prepucios de vuestro corazón, varones de Judá y moradores de Jerusalem; no sea que mi ira salga como fuego, y se encienda y no haya quien apague, por la malicia de vuestras obras.
Alzad bandera en Sión, juntaos, no os detengáis; porque yo hago venir mal del aquilón, y quebrantamiento grande.
Porque así dijo Jehová: Toda la tierra será asolada; mas no haré consumación.
Antes los profetas serán como viento, y no hay en ellos palabra; así se hará á ellos.
Oid ahora esto, pueblo necio y sin corazón, que tienen ojos y no ven, que tienen oídos y no oyen:
Y no dijeron en su corazón: Temamos ahora á Jehová Dios nuestro, que da lluvia temprana y tardía en su tiempo; los tiempos establecidos de la siega nos guarda.
Y sus casas serán traspasadas á otros, sus heredades y también sus mujeres; porque extenderé mi mano sobre los moradores de la tierra, dice Jehová.
Hija de mi pueblo, cíñete de saco, y revuélcate en ceniza; hazte luto como por hijo único, llanto de amarguras: porque presto vendrá sobre nosotros el destruidor.
¿Hurtando, matando, y adulterando, y jurando falso, é incensando á Baal, y andando tras dioses extraños que no conocisteis,
¿No ves lo que estos hacen en las ciudades de Judá y en las calles de Jerusalem?
Les dirás por tanto: Esta es la gente que no escuchó la voz de Jehová su Dios, ni tomó corrección; perdióse la fe, y de la boca de ellos fué cortada.
Y cada uno engaña á su compañero, y no hablan verdad: enseñaron su lengua á hablar mentira, se ocupan de hacer perversamente.
Porque la muerte ha subido por nuestras ventanas, ha entrado en nuestros palacios; para talar los niños de las calles, los mancebos de las plazas.
Mas alábese en esto el que se hubiere de alabar: en entenderme y conocerme, que yo soy Jehová, que hago misericordia, juicio, y justicia en la tierra: porque estas cosas quiero, dice Jehová.
Mas Jehová Dios es la verdad; él es Dios vivo y Rey eterno: á su ira tiembla la tierra, y las gentes no pueden sufrir su saña.
A su voz se da muchedumbre de aguas en el cielo, y hace subir las nubes de lo postrero de la tierra; hace los relámpagos con la lluvia, y saca el viento de sus depósitos.
Conozco, oh Jehová, que el hombre no es señor de su camino, ni del hombre que camina es ordenar sus pasos.
Mas no oyeron, ni inclinaron su oído, antes se fueron cada uno tras la imaginación de su corazón malvado: por tanto, traeré sobre ellos todas las palabras de este pacto, el cual mandé que cumpliesen, y no lo cumplieron.
Y díjome Jehová: Conjuración se ha hallado en los varones de Judá, y en los moradores de Jerusalem.
Y yo como cordero inocente que llevan á degollar, pues no entendía que maquinaban contra mí designios, diciendo: Destruyamos el árbol con su fruto, y cortémoslo de la tierra de los vivientes, y no haya más memoria de su nombre.
Fué para mí mi heredad como león en breña: contra mí dió su voz; por tanto la aborrecí.
Escuchad y oid; no os elevéis: pues Jehová ha hablado.
Decirles has, pues, esta palabra: Córranse mis ojos en lágrimas noche y día, y no cesen; porque de gran quebrantamiento es quebrantada la virgen hija de mi pueblo, de plaga muy recia.
Y será que si te preguntaren: ¿A dónde saldremos? les dirás: Así ha dicho Jehová: El que á muerte, á muerte; y el que á cuchillo, á cuchillo; y el que á hambre, á hambre; y el que á cautividad, á cautividad.
Tú me dejaste, dice Jehová, atrás te volviste: por tanto yo extenderé sobre ti mi mano, y te destruiré; estoy cansado de arrepentirme.
Y te haré pasar á tus enemigos en tierra que no conoces: porque fuego se ha encendido en mi furor, y arderá sobre vosotros.
No me senté en compañía de burladores, ni me engreí á causa de tu profecía; sentéme solo, porque me llenaste de desabrimiento.
No tomarás para ti mujer, ni tendrás hijos ni hijas en este lugar.
¡Oh Jehová, esperanza de Israel! todos los que te dejan, serán avergonzados; y los que de mí se apartan, serán escritos en el polvo; porque dejaron la vena de aguas vivas, á Jehová.
Sáname, oh Jehová, y seré sano; sálvame, y seré salvo: porque tú eres mi alabanza.
Y vendrán de las ciudades de Judá, y de los alrededores de Jerusalem, y de tierra de Benjamín, y de los campos, y del monte, y del austro, trayendo holocausto y sacrificio, y ofrenda é incienso, y trayendo sacrificio de alabanza á la casa de Jehová.
Y desvaneceré el consejo de Judá y de Jerusalem en este lugar; y haréles caer á cuchillo delante de sus enemigos, y en las manos de los que buscan sus almas; y daré sus cuerpos para comida de las aves del cielo y de las bestias de la tierra:
Y haréles comer la carne de sus hijos y la carne de sus hijas; y cada uno comerá la carne de su amigo, en el cerco y en el apuro con que los estrecharán sus enemigos y los que buscan sus almas.
Entregaré asimismo toda la sustancia de esta ciudad, y todo su trabajo, y todas sus cosas preciosas; y daré todos los tesoros de los reyes de Judá en manos de sus enemigos, y los saquearán, y los tomarán, y llevaránlos á Babilonia.
Y pelearé contra vosotros con mano alzada y con brazo fuerte, y con furor, y enojo, é ira grande:
Por tanto, así ha dicho Jehová Dios de Israel á los pastores que apacientan mi pueblo: Vosotros derramasteis mis ovejas, y las espantasteis, y no las habéis visitado: he aquí que yo visito sobre vosotros la maldad de vuestras obras, dice Jehová.
Y si ellos hubieran estado en mi secreto, también hubieran hecho oir mis palabras á mi pueblo; y les hubieran hecho volver de su mal camino, y de la maldad de sus obras.
¿Soy yo Dios de poco acá, dice Jehová, y no Dios de mucho ha?
Y como los malos higos, que de malos no se pueden comer, así, ha dicho Jehová, daré á Sedechîas rey de Judá, y á sus príncipes, y al resto de Jerusalem que quedaron en esta tierra, y que moran en la tierra de Egipto.
Y acabaráse la huída de los pastores, y el escape de los mayorales del rebaño.
En lo que á mí toca, he aquí estoy en vuestras manos: haced de mí como mejor y más recto os pareciere.
Entonces Hananías profeta quitó el yugo del cuello de Jeremías profeta, y quebrólo.
Y estas son las palabras de la carta que Jeremías profeta envió de Jerusalem á los ancianos que habían quedado de los trasportados, y á los sacerdotes y profetas, y á todo el pueblo que Nabucodonosor llevó cautivo de Jerusalem á Babilonia:
Casaos, y engendrad hijos é hijas; dad mujeres á vuestros hijos, y dad maridos á vuestras hijas, para que paran hijos é hijas; y multiplicaos ahí, y no os hagáis pocos.
Porque yo sé los pensamientos que tengo acerca de vosotros, dice Jehová, pensamientos de paz, y no de mal, para daros el fin que esperáis.
Así ha dicho Jehová de los ejércitos: He aquí envío yo contra ellos cuchillo, hambre, y pestilencia, y pondrélos como los malos higos, que de malos no se pueden comer.
Y todos los trasportados de Judá que están en Babilonia, tomarán de ellos maldición, diciendo: Póngate Jehová como á Sedechîas y como á Achâb, los cuales asó al fuego el rey de Babilonia.
Porque he aquí que vienen días, dice Jehová, en que tornaré la cautividad de mi pueblo Israel y Judá, ha dicho Jehová, y harélos volver á la tierra que dí á sus padres, y la poseerán.
Preguntad ahora, y mirad si pare el varón: porque he visto que todo hombre tenía las manos sobre sus lomos, como mujer de parto, y hanse tornado pálidos todos los rostros.
Y será en aquel día, dice Jehová de los ejércitos, que yo quebraré su yugo de tu cuello, y romperé tus coyundas, y extraños no lo volverán más á poner en servidumbre,
Tú pues, siervo mío Jacob, no temas, dice Jehová, ni te atemorices, Israel: porque he aquí que yo soy el que te salvo de lejos, y á tu simiente de la tierra de su cautividad; y Jacob tornará, y descansará y sosegará, y no habrá quien le espante.
Mas yo haré venir sanidad para ti, y te sanaré de tus heridas, dice Jehová; porque Arrojada te llamaron, diciendo: Esta es Sión, á la que nadie busca.
He aquí, la tempestad de Jehová sale con furor, la tempestad que se apareja; sobre la cabeza de los impíos reposará.
Así ha dicho Jehová: Halló gracia en el desierto el pueblo, los que escaparon del cuchillo, yendo yopara hacer hallar reposo á Israel.
Porque habrá día en que clamarán los guardas en el monte de Ephraim: Levantaos, y subamos á Sión, á Jehová nuestro Dios.
Porque así ha dicho Jehová: Regocijaos en Jacob con alegría, y dad voces de júbilo á la cabeza de gentes; haced oir, alabad, y decid: Oh Jehová, salva tu pueblo, el resto de Israel.
Sino que cada cual morirá por su maldad; los dientes de todo hombre que comiere las uvas agraces, tendrán la dentera.
Y entonces el ejército del rey de Babilonia tenía cercada á Jerusalem; y el profeta Jeremías estaba preso en el patio de la cárcel que estaba en la casa del rey de Judá.
Pues Sedechîas rey de Judá lo había preso, diciendo: ¿Por qué profetizas tú diciendo: Así ha dicho Jehová: He aquí yo entrego esta ciudad en mano del rey de Babilonia, y tomarála;
Que haces misericordia en millares, y vuelves la maldad de los padres en el seno de sus hijos después de ellos: Dios grande, poderoso, Jehová de los ejércitos es su nombre:
Y sacaste tu pueblo Israel de tierra de Egipto con señales y portentos, y con mano fuerte y brazo extendido, con terror grande;
Por tanto así ha dicho Jehová: He aquí voy á entregar esta ciudad en mano de los Caldeos, y en mano de Nabucodonosor rey de Babilonia, y la tomará:
Así ha dicho Jehová que la hizo, Jehová que la formó para afirmarla; Jehová es su nombre:
Porque así ha dicho Jehová, Dios de Israel, acerca de las casas de esta ciudad, y de las casas de los reyes de Judá, derribadas con arietes y con hachas:
Y no escaparás tú de su mano, sino que de cierto serás preso, y en su mano serás entregado; y tus ojos verán los ojos del rey de Babilonia, y te hablará boca á boca, y en Babilonia entrarás.
Con todo eso, oye palabra de Jehová, Sedechîas rey de Judá: Así ha dicho Jehová de ti: No morirás á cuchillo;
Que cada uno dejase su siervo, y cada uno su sierva, hebreo y hebrea, libres; que ninguno usase de los Judíos su hermanos como de siervos.
Por tanto, así ha dicho Jehová Dios de los ejércitos, Dios de Israel: He aquí traeré yo sobre Judá y sobre todos los moradores de Jerusalem todo el mal que contra ellos he hablado: porque les hablé, y no oyeron; llamélos, y no han respondido.
Y llamó Jeremías á Baruch hijo de Nerías, y escribió Baruch de boca de Jeremías, en un rollo de libro, todas las palabras que Jehová le había hablado.
Y Baruch les dijo: El me dictaba de su boca todas estas palabras, y yo escribía con tinta en el libro.
Y no tuvieron temor, ni rasgaron sus vestidos, el rey y todos sus siervos que oyeron todas estas palabras.
Y dirás á Joacim rey de Judá: Así ha dicho Jehová: Tú quemaste este rollo, diciendo: ¿Por qué escribiste en él, diciendo: De cierto vendrá el rey de Babilonia, y destruirá esta tierra, y hará que no queden en ella hombres ni animales?
Por tanto, así ha dicho Jehová, en orden á Joacim rey de Judá: No tendrá quien se siente sobre el trono de David; y su cuerpo será echado al calor del día y al hielo de la noche.
Y como el ejército de Faraón hubo salido de Egipto, y vino la fama de ellos á oídos de los Caldeos que tenían cercada á Jerusalem, partiéronse de Jerusalem.
Y dijo el rey Sedechîas á Jeremías: Témome á causa de los Judíos que se han adherido á los Caldeos, que no me entreguen en sus manos y me escarnezcan.
Sacarán pues, todas tus mujeres y tus hijos á los Caldeos, y tú no escaparás de sus manos, sino que por mano del rey de Babilonia serás preso, y á esta ciudad quemará á fuego.
Y el resto del pueblo que había quedado en la ciudad, y los que se habían á él adherido, con todo el resto del pueblo que había quedado, trasportólos á Babilonia Nabuzaradán, capitán de la guardia.
Porque ciertamente te libraré, y no caerás á cuchillo, sino que tu vida te será por despojo, porque tuviste confianza en mí, dice Jehová.
Tomó pues el capitán de la guardia á Jeremías, y díjole: Jehová tu Dios habló este mal contra este lugar;
Y dijéronle: ¿No sabes de cierto como Baalis, rey de los hijos de Ammón, ha enviado á Ismael hijo de Nethanías, para matarte? Mas Gedalías hijo de Ahicam no los creyó.
Y de Mizpa salióles al encuentro, llorando, Ismael hijo de Nethanías: y aconteció que como los encontró, díjoles: Venid á Gedalías, hijo de Ahicam.
No obedeció pues Johanán hijo de Carea, y todos los oficiales de la gente de guerra, y todo el pueblo, á la voz de Jehová para quedarse en tierra de Judá;
Además, quebrará las estatuas de Beth-semes, que es en tierra de Egipto, y las casas de los dioses de Egipto quemará á fuego.
Hazte vasos de transmigración, moradora hija de Egipto; porque Noph será por yermo, y será asolada hasta no quedar morador.
Así ha dicho Jehová: He aquí que suben aguas del aquilón, y tornaránse en torrente, é inundarán la tierra y su plenitud, ciudades y moradores de ellas; y los hombres clamarán, y aullará todo morador de la tierra.
¡Voz de clamor de Horonaim, destrucción y gran quebrantamiento!
Moab fué quebrantada; hicieron que se oyese el clamor de sus pequeños.
Quieto estuvo Moab desde su mocedad, y sobre sus heces ha estado él reposado, y no fué trasegado de vaso en vaso, ni nunca fué en cautiverio: por tanto quedó su sabor en él, y su olor no se ha trocado.
¿Y no te fué á ti Israel por escarnio, como si lo tomaran entre ladrones? porque desde que de él hablaste, tú te has movido.
Con lloro de Jazer lloraré por ti, oh vid de Sibma: tus sarmientos pasaron la mar, llegaron hasta la mar de Jazer: sobre tu agosto y sobre tu vendimia vino destruidor.
Huid, volveos, escondeos en simas para estar, oh moradores de Dedán; porque el quebrantamiento de Esaú traeré sobre él, al tiempo que lo tengo de visitar.
Tu arrogancia te engañó, y la soberbia de tu corazón, tú que habitas en cavernas de peñas, que tienes la altura del monte: aunque alces como águila tu nido, de allí te haré descender, dice Jehová.
Por tanto, oid el consejo de Jehová, que ha acordado sobre Edom; y sus pensamientos, que ha resuelto sobre los moradores de Temán. Ciertamente los más pequeños del hato los arrastrarán, y destruirán sus moradas con ellos.
Por tanto, sus mancebos caerán en sus plazas, y todos los hombres de guerra morirán en aquel día, ha dicho Jehová de los ejércitos.
De Cedar y de los reinos de Hasor, los cuales hirió Nabucodonosor rey de Babilonia. Así ha dicho Jehová: Levantaos, subid contra Cedar, y destruid los hijos de oriente.
Porque subió contra ella gente del aquilón, la cual pondrá su tierra en asolamiento, y no habrá ni hombre ni animal que en ella more: moviéronse, se fueron.
Por tanto, así ha dicho Jehová de los ejércitos, Dios de Israel: He aquí que yo visito al rey de Babilonia y á su tierra, como visité al rey de Asiria.
Venid contra ella desde el cabo de la tierra: abrid sus almacenes: hacedla montones, y destruidla: no le queden reliquias.
Por tanto sus mancebos caerán en sus plazas, y todos su hombres de guerra serán talados en aquel día, dice Jehová.
Como en el trastornamiento de Dios á Sodoma y á Gomorra y á sus ciudades vecinas, dice Jehová, no morará allí hombre, ni hijo de hombre la habitará.
Del grito de la toma de Babilonia la tierra tembló, y el clamor se oyó entre las gentes.
Jehová sacó á luz nuestras justicias: venid, y contemos en Sión la obra de Jehová nuestro Dios.
Y por tu medio quebrantaré caballos y sus cabalgadores, y por medio de ti quebrantaré carros y los que en ellos suben;
Sobre Babilonia la violencia contra mí y mi carne, dirá la moradora de Sión; y mi sangre sobre los moradores de Caldea, dirá Jerusalem.
Pues que Babilonia fué causa que cayesen muertos de Israel, también de Babilonia caerán muertos de toda la tierra.
Estamos avergonzados, porque oímos la afrenta: confusión cubrió nuestros rostros, porque vinieron extranjeros contra los santuarios de la casa de Jehová.
Así ha dicho Jehová de los ejércitos: El muro ancho de Babilonia será derribado enteramente, y sus altas puertas serán quemadas á fuego; y en vano trabajarán pueblos y gentes en el fuego, y se cansarán.
Y será que cuando acabares de leer este libro, le atarás una piedra, y lo echarás en medio del Eufrates:
E hizo lo malo en los ojos de Jehová, conforme á todo lo que hizo Joacim.
Entonces prendieron al rey, é hiciéronle venir al rey de Babilonia, á Ribla en tierra de Hamath, donde pronunció contra él sentencia.
A Sedechîas empero sacó los ojos, y le aprisionó con grillos, é hízolo el rey de Babilonia llevar á Babilonia; y púsolo en la casa de la cárcel hasta el día en que murió.
Cuanto á las columnas, la altura de la columna era de dieciocho codos, y un hilo de doce codos la rodeaba: y su grueso era de cuatro dedos, y hueca.
Y de la ciudad tomó un eunuco que era capitán sobre los hombres de guerra, y siete hombres de los continuos del rey, que se hallaron en la ciudad; y al principal secretario de la milicia, que revistaba el pueblo de la tierra para la guerra; y sesenta hombres del vulgo del país, que se hallaron dentro de la ciudad.
Con las alas se juntaban el uno al otro. No se volvían cuando andaban; cada uno caminaba en derecho de su rostro.
Y debajo de la expansión estaban las alas de ellos derechas la una á la otra; á cada uno dos, y otras dos con que se cubrían sus cuerpos.
Y entró espíritu en mí luego que me habló, y afirmóme sobre mis pies, y oía al que me hablaba.
Y haré se pegue tu lengua á tu paladar, y estarás mudo, y no serás á ellos varón que reprende: porque son casa rebelde.
Y he aquí he puesto sobre ti cuerdas, y no te tornarás del un tu lado al otro lado, hasta que hayas cumplido los días de tu cerco.
Y beberás el agua por medida, la sexta parte de un hin: de tiempo á tiempo beberás.
Y comerás pan de cebada cocido debajo de la ceniza; y lo cocerás á vista de ellos con los estiércoles que salen del hombre.
Y respondióme: He aquí te doy estiércoles de bueyes en lugar de los estiércoles de hombre, y dispondrás tu pan con ellos.
Díjome luego: Hijo del hombre, he aquí quebrantaré el sostén del pan en Jerusalem, y comerán el pan por peso, y con angustia; y beberán el agua por medida, y con espanto.
Así ha dicho el Señor Jehová: Un mal, he aquí que viene un mal.
Porque el que vende no tornará á lo vendido, aunque queden vivos: porque la visión sobre toda su multitud no será cancelada; y ninguno podrá, á causa de su iniquidad, amparar su vida.
Por cuanto la gloria de su ornamento pusieron en soberbia, é hicieron en ella imágenes de sus abominaciones, de sus estatuas: por eso se la torné á ellos en alejamiento;
Díjome luego: Entra, y ve las malvadas abominaciones que éstos hacen allí.
Y he aquí que seis varones venían del camino de la puerta de arriba que está vuelta al aquilón, y cada unotraíaen su mano su instrumento para destruir. Y entre ellos había un varón vestido de lienzos, el cual traía á su cintura una escribanía de escribano; y entrados, paráronse junto al altar de bronce.
Por tanto profetiza contra ellos, profetiza, hijo del hombre.
Y vendrán allá, y quitarán de ella todas sus torpezas, y todas sus abominaciones.
Y fué á mí palabra de Jehová, diciendo:
Hijo del hombre, profetiza contra los profetas de Israel que profetizan, y di á los que profetizan de su corazón: Oid palabra de Jehová.
Así ha dicho el Señor Jehová: ¡Ay de los profetas insensatos, que andan en pos de su propio espíritu, y nada vieron!
¿No habéis visto visión vana, y no habéis dicho adivinación de mentira, por cuanto decís, Dijo Jehová; no habiendo yo hablado?
Por tanto, así ha dicho el Señor Jehová: Y haré que la rompa viento tempestuoso con mi ira, y lluvia inundante vendrá con mi furor, y piedras de granizo con enojo para consumir.
Cumpliré así mi furor en la pared y en los que la encostraron con lodo suelto; y os diré: No existe la pared, ni aquellos que la encostraron,
Háblales por tanto, y diles: Así ha dicho el Señor Jehová: Cualquier hombre de la casa de Israel que hubiere puesto sus ídolos en su corazón, y establecido el tropiezo de su maldad delante de su rostro, y viniere al profeta, yo Jehová responderé al que viniere en la multitud de sus ídolos;
Para tomar á la casa de Israel en su corazón, que se han apartado de mí todos ellos en sus ídolos.
Porque cualquier hombre de la casa de Israel, y de los extranjeros que moran en Israel, que se hubiere apartado de andar en pos de mí, y hubiere puesto sus ídolos en su corazón, y establecido delante de su rostro el tropiezo de su maldad, y viniere al profeta para preguntarle por mí, yo Jehová le responderé por mí mismo:
Y si hiciere pasar malas bestias por la tierra, y la asolaren, y fuere desolada que no haya quien pase á causa de las bestias,
Y estos tres varones estuvieren en medio de ella, vivo yo, dice el Señor Jehová, no librarán sus hijos ni sus hijas; ellos solos serán libres.
Y puse joyas sobre tus narices, y zarcillos en tus orejas, y diadema de hermosura en tu cabeza.
Y sacrificaste mis hijos, y dístelos á ellas para que los hiciesen pasar por el fuego.
Y ha sido en ti al contrario de las mujeres en tus fornicaciones, ni nunca después de ti será así fornicado; porque en dar tú dones, y no ser dados dones á ti, ha sido al contrario.
He aquí que todo proverbista hará de ti proverbio, diciendo: Como la madre, tal su hija.
Y tu hermana mayor es Samaria con su hijas, la cual habita á tu mano izquierda; y tu hermana la menor que tú es Sodoma con sus hijas, la cual habita á tu mano derecha.
Y ensoberbeciéronse, é hicieron abominación delante de mí, y quitélas como vi bueno.
Antes que tu maldad se descubriese, como en el tiempo de la vergüenza de las hijas de Siria y de todas las hijas de los Filisteos alrededor, que te menosprecian en contorno.
En un buen campo, junto á muchas aguas fué plantada, para que hiciese ramos y llevase fruto, y para que fuese vid robusta.
En el monte alto de Israel lo plantaré, y alzará ramos, y llevará fruto, y haráse magnífico cedro; y habitarán debajo de él todas las aves, toda cosa que vuela habitará á la sombra de sus ramos.
¿Qué pensáis vosotros, vosotros que usáis este refrán sobre la tierra de Israel, diciendo: Los padres comieron el agraz, y los dientes de los hijos tienen la dentera?
Y que no haga las otras; antes comiere sobre los montes, ó violare la mujer de su prójimo,
Pero si éste engendrare hijo, el cual viere todos los pecados que su padre hizo, y viéndolos no hiciere según ellos:
Apartándose el justo de su justicia, y haciendo iniquidad, él morirá por ello: por su iniquidad que hizo, morirá.
Y fué á mí palabra de Jehová, diciendo:
Hijo del hombre, habla á los ancianos de Israel, y diles: Así ha dicho el Señor Jehová: ¿A consultarme venís vosotros? Vivo yo, que yo no os responderé, dice el Señor Jehová.
Entonces les dije: Cada uno eche de sí las abominaciones de sus ojos, y no os contaminéis en los ídolos de Egipto. Yo soy Jehová vuestro Dios.
Pero en atención á mi nombre hice porque no se infamase á la vista de las gentes, delante de cuyos ojos los saqué.
Y también yo les alcé mi mano en el desierto, que no los metería en la tierra que les dí, que fluye leche y miel, la cual es la más hermosa de todas las tierras;
Con todo los perdonó mi ojo, no matándolos, ni los consumí en el desierto;
Mas retraje mi mano, y en atención á mi nombre hice porque no se infamase á vista de las gentes, delante de cuyos ojos los saqué.
Y yo les dije: ¿Qué es ese alto adonde vosotros vais? Y fué llamado su nombre Bamah hasta el día de hoy.
Y tú, hijo del hombre, gime con quebrantamiento de lomos, y con amargura; gime delante de los ojos de ellos.
Tú pues, hijo del hombre, profetiza y bate una mano con otra, y dóblese la espada la tercera vez, la espada de muertos: ésta es espada de gran matanza que los penetrará,
Para que el corazón desmaye, y los estragos se multipliquen: en todas las puertas de ellos he puesto espanto de espada. ¡Ah! dispuesta está para que relumbre, y aderezada para degollar.
Y yo también batiré mi mano con mi mano, y haré reposar mi ira. Yo Jehová he hablado.
Y seráles como adivinación mentirosa en sus ojos, por estar juramentados con juramento á ellos: mas él trae á la memoria la maldad, para prenderlos.
Precio recibieron en ti para derramar sangre; usura y logro tomaste, y á tus prójimos defraudaste con violencia: olvidástete de mí, dice el Señor Jehová.
Y fué á mí palabra de Jehová, diciendo:
El pueblo de la tierra usaba de opresión, y cometía robo, y al afligido y menesteroso hacían violencia, y al extranjero oprimían sin derecho.
Y no dejó sus fornicaciones de Egipto: porque con ella se echaron en su mocedad, y ellos comprimieron los pechos de su virginidad, y derramaron sobre ella su fornicación.
Y aumentó sus fornicaciones: pues cuando vió hombres pintados en la pared, imágenes de Caldeos pintadas de color,
Estas cosas se harán contigo, porque fornicaste en pos de las gentes, con las cuales te contaminaste en sus ídolos.
Por tanto, hombres justos las juzgarán por la ley de las adúlteras, y por la ley de las que derraman sangre: porque son adúlteras, y sangre hay en sus manos.
Asentando después la olla vacía sobre sus brasas, para que se caldee, y se queme su fondo, y se funda en ella su suciedad, y se consuma su espuma.
Y yo les dije: Palabra de Jehová fué á mí, diciendo:
También en Moab haré juicios; y sabrán que yo soy Jehová.
Por tanto, así ha dicho el Señor Jehová: Yo también extenderé mi mano sobre Edom, y talaré de ella hombres y bestias, y la asolaré: desde Temán y Dedán caerán á cuchillo.
Los mercaderes de Seba y de Raama fueron tus mercaderes: con lo principal de toda especiería, y toda piedra preciosa, y oro, dieron en tus ferias.
Harán, y Canneh, y Edén, los mercaderes de Seba, de Asiria, y Chilmad, contigo contrataban.
Y descenderán de sus naves todos los que toman remo; remeros, y todos los pilotos de la mar se pararán en tierra:
Con la grandeza de tu sabiduría en tu contratación has multiplicado tus riquezas; y á causa de tus riquezas se ha enaltecido tu corazón.
Hijo del hombre, levanta endechas sobre el rey de Tiro, y dile: Así ha dicho el Señor Jehová: Tú echas el sello á la proporción, lleno de sabiduría, y acabado de hermosura.
Todos los que te conocieron de entre los pueblos, se maravillarán sobre ti: en espanto serás, y para siempre dejarás de ser.
Y vendrá espada á Egipto, y habrá miedo en Etiopía, cuando caerán heridos en Egipto; y tomarán su multitud, y serán destruídos sus fundamentos.
Así ha dicho Jehová: También caerán los que sostienen á Egipto, y la altivez de su fortaleza caerá: desde Migdol hasta Seveneh caerán en él á cuchillo, dice el Señor Jehová.
Y secaré los ríos, y entregaré la tierra en manos de malos, y destruiré la tierra y su plenitud por mano de extranjeros: yo Jehová he hablado.
Así ha dicho el Señor Jehová: Destruiré también las imágenes, y haré cesar los ídolos de Memphis; y no habrá más príncipe de la tierra de Egipto, y en la tierra de Egipto pondré temor.
Hijo del hombre, di á Faraón rey de Egipto, y á su pueblo: ¿A quién te comparaste en tu grandeza?
Hízose, pues, hermoso en su grandeza con la extensión de sus ramas; porque su raíz estaba junto á muchas aguas.
Así ha dicho el Señor Jehová: El día que descendió á la sepultura, hice hacer luto, hice cubrir por él el abismo, y detuve sus ríos, y las muchas aguas fueron detenidas: y al Líbano cubrí de tinieblas por él, y todos los árboles del campo se desmayaron.
Y no yacerán con los fuertes que cayeron de los incircuncisos, los cuales descendieron al sepulcro con sus armas de guerra, y pusieron sus espadas debajo de sus cabezas: mas sus pecados estarán sobre sus huesos, porque fueron terror de fuertes en la tierra de los vivientes.
Tú pues, hijo del hombre, di á la casa de Israel: Vosotros habéis hablado así, diciendo: Nuestras rebeliones y nuestros pecados están sobre nosotros, y á causa de ellos somos consumidos: ¿cómo pues viviremos?
Luego dirán los hijos de tu pueblo: No es recta la vía del Señor: la vía de ellos es la que no es recta.
Hijo del hombre, profetiza contra los pastores de Israel; profetiza, y diles á los pastores: Así ha dicho el Señor Jehová: ¡Ay de los pastores de Israel, que se apacientan á sí mismos! ¿No apacientan los pastores los rebaños?
Coméis la leche, y os vestís de la lana: la gruesa degolláis, no apacentáis las ovejas.
Y el árbol del campo dará su fruto, y la tierra dará su fruto, y estarán sobre su tierra seguramente; y sabrán que yo soy Jehová, cuando quebrare las coyundas de su yugo, y los librare de mano de los que se sirven de ellos.
Por tanto, montes de Israel, oid palabra del Señor Jehová: Así ha dicho el Señor Jehová á los montes y á los collados, á los arroyos y á los valles, á las ruinas y asolamientos, y á las ciudades desamparadas, que fueron puestas á saco y en escarnio á las otras gentes alrededor;
Y haré multiplicar sobre vosotros hombres, á toda la casa de Israel, toda ella; y las ciudades han de ser habitadas, y serán edificadas las ruinas.
Y os daré corazón nuevo, y pondré espíritu nuevo dentro de vosotros; y quitaré de vuestra carne el corazón de piedra, y os daré corazón de carne.
Y os acordaréis de vuestros malos caminos, y de vuestras obras que no fueron buenas; y os avergonzaréis de vosotros mismos por vuestras iniquidades, y por vuestras abominaciones.
Así ha dicho el Señor Jehová: El día que os limpiaré de todas vuestras iniquidades, haré también habitar las ciudades, y las asoladas serán edificadas.
Así ha dicho el Señor Jehová á estos huesos: He aquí, yo hago entrar espíritu en vosotros, y viviréis.
Y pondré nervios sobre vosotros, y haré subir sobre vosotros carne, y os cubriré de piel, y pondré en vosotros espíritu, y viviréis; y sabréis que yo soy Jehová.
Y miré, y he aquí nervios sobre ellos, y la carne subió, y la piel cubrió por encima de ellos: mas no había en ellos espíritu.
Y sabréis que yo soy Jehová, cuando abriere vuestros sepulcros, y os sacare de vuestras sepulturas, pueblo mío.
Y pondré mi espíritu en vosotros, y viviréis, y os haré reposar sobre vuestra tierra; y sabréis que yo Jehová hablé, y lo hice, dice Jehová.
Diles: Así ha dicho el Señor Jehová: He aquí, yo tomo el palo de José que está en la mano de Ephraim, y á las tribus de Israel sus compañeros, y pondrélos con él, con el palo de Judá, y harélos un palo, y serán uno en mi mano.
Y subirás tú, vendrás como tempestad; como nublado para cubrir la tierra serás tú, y todas tus compañías, y muchos pueblos contigo.
Para arrebatar despojos y para tomar presa; para tornar tu mano sobre las tierras desiertas ya pobladas, y sobre el pueblo recogido de las gentes, que se hace de ganados y posesiones, que mora en el ombligo de la tierra.
Y subirás contra mi pueblo Israel como nublado para cubrir la tierra; será al cabo de los días: y te traeré sobre mi tierra, para que las gentes me conozcan, cuando fuere santificado en ti, oh Gog, delante de sus ojos.
Así ha dicho el Señor Jehová: ¿No eres tú aquél de quien hablé yo en tiempos pasados por mis siervos los profetas de Israel, los cuales profetizaron en aquellos tiempos que yo te había de traer sobre ellos?
Y en todos mis montes llamaré contra él espada, dice el Señor Jehová: la espada de cada cual será contra su hermano.
Tú pues, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Gog, príncipe de la cabecera de Mesech y Tubal:
Y será en aquel tiempo, que yo daré á Gog lugar para sepultura allí en Israel, el valle de los que pasan al oriente de la mar, y obstruirá el paso á los transeuntes, pues allí enterrarán á Gog y á toda su multitud: y lo llamarán, El valle de Hamón-gog.
En el año veinticinco de nuestro cautiverio, al principio del año, á los diez del mes, á los catorce años después que la ciudad fué herida, en aquel mismo día fué sobre mí la mano de Jehová, y llevóme allá.
Metióme después en el atrio de adentro á la puerta del mediodía, y midió la puerta del mediodía conforme á estas medidas.
Y la puerta de cada cámara salía al espacio que quedaba; una puerta hacia el norte, y otra puerta hacia el mediodía: y la anchura del espacio que quedaba era de cinco codos por todo alrededor.
Y las cámaras más altas eran más estrechas; porque las galerías quitaban de ellas más que de las bajas y de las de en medio del edificio:
Y el corredor que había delante de ellas era semejante al de las cámaras que estaban hacia el norte, conforme á su longitud, asimismo su anchura, y todas sus salidas; conforme á sus puertas, y conforme á sus entradas.
No serán allegados á mí para serme sacerdotes, ni se llegarán á ninguna de mis santificaciones, á las santidades de santidades; sino que llevarán su vergüenza, y sus abominaciones que hicieron.
Y ninguno de los sacerdotes beberá vino cuando hubieren de entrar en el atrio interior.
Ninguna cosa mortecina, ni desgarrada, así de aves como de animales, comerán los sacerdotes.
Mas del príncipe será el dar el holocausto, y el sacrificio, y la libación, en las solemnidades, y en las lunas nuevas, y en los sábados, y en todas las fiestas de la casa de Israel: él dispondrá la expiación, y el presente, y el holocausto, y los pacíficos, para expiar la casa de Israel.
Y en los siete días de la solemnidad hará holocausto á Jehová, siete becerros y siete carneros sin defecto, cada día de los siete días; y por el pecado un macho cabrío cada día.
Y saliendo el varón hacia el oriente, teníaun cordel en su mano; y midió mil codos, é hízome pasar por las aguas hasta los tobillos.
Partiréis, pues, esta tierra entre vosotros por las tribus de Israel.
Y junto al término de Manasés, desde la parte del oriente hasta la parte de la mar, Ephraim, otra.
Y la de los Levitas, al lado del término de los sacerdotes, será de veinticinco mil cañas de longitud, y de diez mil de anchura: toda la longitud de veinticinco mil, y la anchura de diez mil.
No venderán de ello, ni permutarán, ni traspasarán las primicias de la tierra: porque es cosa consagrada á Jehová.
Y fueron entre ellos, de los hijos de Judá, Daniel, Ananías, Misael y Azarías:
A los cuales el príncipe de los eunucos puso nombres: y puso á Daniel, Beltsasar; y á Ananías, Sadrach; y á Misael, Mesach; y á Azarías, Abed-nego.
Prueba, te ruego, tus siervos diez días, y dennos legumbres á comer, y agua á beber.
Y el rey habló con ellos, y no fué hallado entre todos ellos otro como Daniel, Ananías, Misael, y Azarías: y así estuvieron delante del rey.
Y en el segundo año del reinado de Nabucodonosor, soñó Nabucodonosor sueños, y perturbóse su espíritu, y su sueño se huyó de él.
Y mandó el rey llamar magos, astrólogos, y encantadores, y Caldeos, para que mostrasen al rey sus sueños. Vinieron pues, y se presentaron delante del rey.
Y el rey les dijo: He soñado un sueño, y mi espíritu se ha perturbado por saber del sueño.
Respondió el rey y dijo á los Caldeos: El negocio se me fué: si no me mostráis el sueño y su declaración, seréis hechos cuartos, y vuestras casas serán puestas por muladares.
Y él es el que muda los tiempos y las oportunidades: quita reyes, y pone reyes: da la sabiduría á los sabios, y la ciencia á los entendidos:
A ti, oh Dios de mis padres, confieso y te alabo, que me diste sabiduría y fortaleza, y ahora me enseñaste lo que te pedimos; pues nos has enseñado el negocio del rey.
Tú, oh rey, en tu cama subieron tus pensamientos por saber lo que había de ser en lo por venir; y el que revela los misterios te mostró lo que ha de ser.
Y lo que viste de los pies y los dedos, en parte de barro cocido de alfarero, y en parte de hierro, el reino será dividido; mas habrá en él algo de fortaleza de hierro, según que viste el hierro mezclado con el tiesto de barro.
Y envió el rey Nabucodonosor á juntar los grandes, los asistentes y capitanes, oidores, receptores, los del consejo, presidentes, y á todos los gobernadores de las provincias, para que viniesen á la dedicación de la estatua que el rey Nabucodonosor había levantado.
Y mandó á hombres muy vigorosos que tenía en su ejército, que atasen á Sadrach, Mesach, y Abed-nego, para echarlos en el horno de fuego ardiendo.
Yo he oído de ti que el espíritu de los dioses santos está en ti, y que en ti se halló luz, y entendimiento y mayor sabiduría.
Y Daniel, cuando supo que la escritura estaba firmada, entróse en su casa, y abiertas las ventanas de su cámara que estaban hacia Jerusalem, hincábase de rodillas tres veces al día, y oraba, y confesaba delante de su Dios, como lo solía hacer antes.
Lleguéme á uno de los que asistían, y preguntéle la verdad acerca de todo esto. Y hablóme, y declaróme la interpretación de las cosas.
Y hablará palabras contra el Altísimo, y á los santos del Altísimo quebrantará, y pensará en mudar los tiempos y la ley: y entregados serán en su mano hasta tiempo, y tiempos, y el medio de un tiempo.
Y engrandecióse hasta el ejército del cielo; y parte del ejército y de las estrellas echó por tierra, y las holló.
Y estando él hablando conmigo, caí dormido en tierra sobre mi rostro: y él me tocó, é hízome estar en pie.
Y dijo: He aquí yo te enseñaré lo que ha de venir en el fin de la ira: porque al tiempo se cumplirá:
Y que fué quebrado y sucedieron cuatro en su lugar, significa que cuatro reinos sucederán de la nación, mas no en la fortaleza de él.
Y, he aquí, una mano me tocó, é hizo que me moviese sobre mis rodillas, y sobre las palmas de mis manos.
Y ahora yo te mostraré la verdad. He aquí que aun habrá tres reyes en Persia, y el cuarto se hará de grandes riquezas más que todos; y fortificándose con sus riquezas, despertará á todos contra el reino de Javán.
Y aun los dioses de ellos, con sus príncipes, con sus vasos preciosos de plata y de oro, llevará cautivos á Egipto: y por años se mantendrá él contra el rey del norte.
Y en aquellos tiempos se levantarán muchos contra el rey del mediodía; é hijos de disipadores de tu pueblo se levantarán para confirmar la profecía, y caerán.
Y el que vendrá contra él, hará á su voluntad, ni habrá quien se le pueda parar delante; y estará en la tierra deseable, la cual será consumida en su poder.
Y del Dios de sus padres no se cuidará, ni del amor de las mujeres: ni se cuidará de dios alguno, porque sobre todo se engrandecerá.
Y vendrá á la tierra deseable, y muchas provincias caerán; mas éstas escaparán de su mano: Edom, y Moab, y lo primero de los hijos de Ammón.
Y los entendidos resplandecerán como el resplandor del firmamento; y los que enseñan á justicia la multitud, como las estrellas á perpetua eternidad.
Mas de la casa de Judá tendré misericordia, y salvarélos en Jehová su Dios: y no los salvaré con arco, ni con espada, ni con batalla, ni con caballos ni caballeros.
Y haré cesar todo su gozo, sus fiestas, sus nuevas lunas y sus sábados, y todas sus festividades.
No visitaré sobre vuestras hijas cuando fornicaren, ni sobre vuestras nueras cuando adulteraren: porque ellos ofrecen con las rameras, y con las malas mujeres sacrifican: por tanto, el pueblo sin entendimiento caerá.
Y como ladrones que esperan á algún hombre, así junta de sacerdotes mancomunadamente mata en el camino: porque ponen en efecto la abominación.
Comieron extraños su sustancia, y él no lo supo; y aun vejez se ha esparcido por él, y él no lo entendió.
Y la soberbia de Israel testificará contra él en su cara: y no se tornaron á Jehová su Dios, ni lo buscaron con todo esto.
Y fué Ephraim como paloma incauta, sin entendimiento: llamarán á Egipto, acudirán al Asirio.
Llegaron al profundo, corrompiéronse, como en los días de Gabaa: ahora se acordará de su iniquidad; visitará su pecado.
Habéis arado impiedad, segasteis iniquidad: comeréis fruto de mentira: porque confiaste en tu camino, en la multitud de tus fuertes.
Venció al ángel, y prevaleció; lloró, y rogóle: en Beth-el le halló, y allí habló con nosotros.
Te perdiste, oh Israel, mas en mí está tu ayuda.
A los veinticuatro del mes undécimo, que es el mes de Sebath, en el año segundo de Darío, fué palabra de Jehová á Zacarías profeta, hijo de Berechîas, hijo de Iddo, diciendo:
Mostróme luego Jehová cuatro carpinteros.
Y díjome: ¿Qué ves? Y respondí: He mirado, y he aquí un candelero todo de oro, con su vaso sobre su cabeza, y sus siete lámparas encima del candelero; y siete canales para las lámparas que están encima de él;
Porque los que menospreciaron el día de las pequeñeces se alegrarán, y verán la plomada en la mano de Zorobabel. Aquellas siete son los ojos de Jehová que recorren por toda la tierra.
Y él dijo: Esta es la Maldad; y echóla dentro del epha, y echó la masa de plomo en su boca.
En el que estaban los caballos negros, salieron hacia la tierra del aquilón; y los blancos salieron tras ellos; y lo overos salieron hacia la tierra del mediodía.
Tomarás pues plata y oro, y harás coronas, y las pondrás en la cabeza del gran sacerdote Josué, hijo de Josadac;
Y los que están lejos vendrán y edificarán en el templo de Jehová, y conoceréis que Jehová de los ejércitos me ha enviado á vosotros. Y será esto, si oyereis obedientes la voz de Jehová vuestro Dios.
Y aconteció en el año cuarto del rey Darío, que fué palabra de Jehová á Zacarías á los cuatro del mes noveno, que es Chisleu;
Fué pues á mí palabra de Jehová de los ejércitos, diciendo:
Habla á todo el pueblo del país, y á los sacerdotes, diciendo: Cuando ayunasteis y llorasteis en el quinto y en el séptimo mes estos setenta años, ¿habéis ayunado para mí?
Así habló Jehová de los ejércitos, diciendo: Juzgad juicio verdadero, y haced misericordia y piedad cada cual con su hermano:
Y FUÉá mípalabra de Jehová de los ejércitos, diciendo:
Así dice Jehová de los ejércitos: Si esto parecerá dificultoso á los ojos del resto de este pueblo en aquellos días, ¿también será dificultoso delante de mis ojos? dice Jehová de los ejércitos.
Contra los pastores se ha encendido mi enojo, y castigaré los machos de cabrío: mas Jehová de los ejércitos visitará su rebaño, la casa de Judá, y tornarálos como su caballo de honor en la guerra.
De él saldrá el ángulo, de él la clavija, de él el arco de la guerra, de él también todo apremiador.
Porque yo los tornaré de la tierra de Egipto, y los recogeré de la Asiria; y traerélos á la tierra de Galaad y del Líbano, y no les bastará.
Apacenté pues las ovejas de la matanza, es á saber, los pobres del rebaño. Y me tomé dos cayados; al uno puse por nombre Suavidad, y al otro Ataduras; y apacenté las ovejas.
Y librará Jehová las tiendas de Judá primero, porque la gloria de la casa de David y del morador de Jerusalem no se engrandezca sobre Judá.
Y acontecerá en toda la tierra, dice Jehová, que las dos partes serán taladas en ella, y se perderán; mas la tercera quedará en ella.
Y todos los que quedaren de las gentes que vinieron contra Jerusalem, subirán de año en año á adorar al Rey, Jehová de los ejércitos, y á celebrar la fiesta de las Cabañas.
Cuando Edom dijere: Nos hemos empobrecido, mas tornemos á edificar lo arruinado; así ha dicho Jehová de los ejércitos: Ellos edificarán, y yo destruiré: y les llamarán Provincia de impiedad, y, Pueblo contra quien Jehová se airó para siempre.
Ahora pues, oh sacerdotes, á vosotros es este mandamiento.
Y será suave á Jehová la ofrenda de Judá y de Jerusalem, como en los días pasados, y como en los años antiguos.
Traed todos los diezmos al alfolí, y haya alimento en mi casa; y probadme ahora en esto, dice Jehová de los ejércitos, si no os abriré las ventanas de los cielos, y vaciaré sobre vosotros bendición hasta que sobreabunde.
Entonces los que temen á Jehová hablaron cada uno á su compañero; y Jehová escuchó y oyó, y fué escrito libro de memoria delante de él para los que temen á Jehová, y para los que piensan en su nombre.
Mas á vosotros los que teméis mi nombre, nacerá el Sol de justicia, y en sus alastraerásalud: y saldréis, y saltaréis como becerros de la manada.
Libro de la generación de Jesucristo, hijo de David, hijo de Abraham.
Abraham engendró á Isaac: é Isaac engendró á Jacob: y Jacob engendró á Judas y á sus hermanos:
Y Aram engendró á Aminadab: y Aminadab engendró á Naassón: y Naassón engendró á Salmón:
Y ellos, habiendo oído al rey, se fueron: y he aquí la estrella que habían visto en el oriente, iba delante de ellos, hasta que llegando, se puso sobre donde estaba el niño.
Y siendo avisados por revelación en sueños que no volviesen á Herodes, se volvieron á su tierra por otro camino.
Y le dice: Si eres Hijo de Dios, échate abajo; que escrito está: A sus ángeles mandará por ti, y te alzarán en las manos, para que nunca tropieces con tu pie en piedra.
Otra vez le pasa el diablo á un monte muy alto, y le muestra todos los reinos del mundo, y su gloria,
Y dícele: Todo esto te daré, si postrado me adorares.
Mas oyendo Jesús que Juan era preso, se volvió á Galilea;
Y andando Jesús junto á la mar de Galilea, vió á dos hermanos, Simón, que es llamado Pedro, y Andrés su hermano, que echaban la red en la mar; porque eran pescadores.
Bienaventurados los pobres en espíritu: porque de ellos es el reino de los cielos.
Vosotros sois la luz del mundo: una ciudad asentada sobre un monte no se puede esconder.
Ni se enciende una lámpara y se pone debajo de un almud, mas sobre el candelero, y alumbra á todos los que están en casa.
Concíliate con tu adversario presto, entre tanto que estás con él en el camino; porque no acontezca que el adversario te entregue al juez, y el juez te entregue al alguacil, y seas echado en prisión.
Y si tu mano derecha te fuere ocasión de caer, córtala, y échala de ti: que mejor te es que se pierda uno de tus miembros, que no que todo tu cuerpo sea echado al infierno.
También fué dicho: Cualquiera que repudiare á su mujer, déle carta de divorcio:
Y cuando oras, no seas como los hipócritas; porque ellos aman el orar en las sinagogas, y en los cantones de las calles en pie, para ser vistos de los hombres: de cierto os digo, que ya tienen su pago.
Y orando, no seáis prolijos, como los Gentiles; que piensan que por su parlería serán oídos.
Mas si no perdonareis á los hombres sus ofensas, tampoco vuestro Padre os perdonará vuestras ofensas.
Mas si tu ojo fuere malo, todo tu cuerpo será tenebroso. Así que, si la lumbre que en ti hay son tinieblas, ¿cuántas serán las mismas tinieblas?
O ¿cómo dirás á tu hermano: Espera, echaré de tu ojo la mota, y he aquí la viga en tu ojo?
Así, todo buen árbol lleva buenos frutos; mas el árbol maleado lleva malos frutos.
No todo el que me dice: Señor, Señor, entrará en el reino de los cielos: mas el que hiciere la voluntad de mi Padre que está en los cielos.
Y descendió lluvia, y vinieron ríos, y soplaron vientos, y combatieron aquella casa; y no cayó: porque estaba fundada sobre la peña.
Porque les enseñaba como quien tiene autoridad, y no como los escribas.
Y vino Jesús á casa de Pedro, y vió á su suegra echada en cama, y con fiebre.
Y llegándose sus discípulos, le despertaron, diciendo: Señor, sálvanos, que perecemos.
Y les dijo: Id. Y ellos salieron, y se fueron á aquel hato de puercos: y he aquí, todo el hato de los puercos se precipitó de un despeñadero en la mar, y murieron en las aguas.
Y he aquí, algunos de los escribas decían dentro de sí: Este blasfema.
Y viendo Jesús sus pensamientos, dijo: ¿Por qué pensáis mal en vuestros corazones?
Andad pues, y aprended qué cosa es: Misericordia quiero, y no sacrificio: porque no he venido á llamar justos, sino pecadores á arrepentimiento.
Mas en cualquier ciudad, ó aldea donde entrareis, investigad quién sea en ella digno, y reposad allí hasta que salgáis.
Y entrando en la casa, saludadla.
De cierto os digo, que el castigoserá más tolerable á la tierra de los de Sodoma y de los de Gomorra en el día del juicio, que á aquella ciudad.
Y el hermano entregará al hermano á la muerte, y el padre al hijo; y los hijos se levantarán contra los padres, y los harán morir.
¿No se venden dos pajarillos por un cuarto? Con todo, ni uno de ellos cae á tierra sin vuestro Padre.
Y oyendo Juan en la prisión los hechos de Cristo, le envió dos de sus discípulos,
¡Ay de ti, Corazín! ¡Ay de ti, Bethsaida! porque si en Tiro y en Sidón fueran hechas las maravillas que han sido hechas en vosotras, en otro tiempo se hubieran arrepentido en saco y en ceniza.
Por tanto os digo, que á la tierra de los de Sodoma será más tolerable el castigo en el día del juicio, que á ti.
Pues os digo que uno mayor que el templo está aquí.
La caña cascada no quebrará, y el pábilo que humea no apagará, hasta que saque á victoria el juicio.
Y todas las gentes estaban atónitas, y decían: ¿Será éste aquel Hijo de David?
Y Jesús, como sabía los pensamientos de ellos, les dijo: Todo reino dividido contra sí mismo, es desolado; y toda ciudad ó casa dividida contra sí misma, no permanecerá.
Y si yo por Beelzebub echo fuera los demonios, ¿vuestros hijos por quién los echan? Por tanto, ellos serán vuestros jueces.
Y parte cayó en pedregales, donde no tenía mucha tierra; y nació luego, porque no tenía profundidad de tierra:
Entonces, llegándose los discípulos, le dijeron: ¿Por qué les hablas por parábolas?
Porque á cualquiera que tiene, se le dará, y tendrá más; pero al que no tiene, aun lo que tiene le será quitado.
Mas no tiene raíz en sí, antes es temporal: que venida la aflicción ó la persecución por la palabra, luego se ofende.
Y los echarán en el horno de fuego: allí será el lloro y el crujir de dientes.
Y él les dijo: Por eso todo escriba docto en el reino de los cielos, es semejante á un padre de familia, que saca de su tesoro cosas nuevas y cosas viejas.
Y ella, instruída primero de su madre, dijo: Dame aquí en un plato la cabeza de Juan el Bautista.
Entonces llegaron sus discípulos, y tomaron el cuerpo, y lo enterraron; y fueron, y dieron las nuevas á Jesús.
Y él les dijo: Traédmelos acá.
Entonces los que estaban en el barco, vinieron y le adoraron, diciendo: Verdaderamente eres Hijo de Dios.
Y le rogaban que solamente tocasen el borde de su manto; y todos los que tocaron, quedaron sanos.
Entonces llegaron á Jesús ciertos escribas y Fariseos de Jerusalem, diciendo:
Mas vosotros decís: Cualquiera que dijere al padre ó á la madre: Es ya ofrenda mía á Dios todo aquello con que pudiera valerte;
Este pueblo de labios me honra; mas su corazón lejos está de mí.
Y llamando á sí las gentes, les dijo: Oid, y entended:
Y Jesús dijo: ¿Aun también vosotros sois sin entendimiento?
Y saliendo Jesús de allí, se fué á las partes de Tiro y de Sidón.
Mas él no le respondió palabra. Entonces llegándose sus discípulos, le rogaron, diciendo: Despáchala, pues da voces tras nosotros.
Y ellos dijeron: Unos, Juan el Bautista; y otros, Elías; y otros, Jeremías, ó alguno de los profetas.
Entonces mandó á sus discípulos que á nadie dijesen que él era Jesús el Cristo.
Porque cualquiera que quisiere salvar su vida, la perderá, y cualquiera que perdiere su vida por causa de mí, la hallará.
Y cualquiera que escandalizare á alguno de estos pequeños que creen en mí, mejor le fuera que se le colgase al cuello una piedra de molino de asno, y que se le anegase en el profundo de la mar.
Porque el Hijo del hombre ha venido para salvar lo que se había perdido.
Así, no es la voluntad de vuestro Padre que está en los cielos, que se pierda uno de estos pequeños.
Otra vez os digo, que si dos de vosotros se convinieren en la tierra, de toda cosa que pidieren, les será hecho por mi Padre que está en los cielos.
El señor, movido á misericordia de aquel siervo, le soltó y le perdonó la deuda.
Y él respondiendo, les dijo: ¿No habéis leído que el que los hizo al principio, macho y hembra los hizo,
Dícenle: ¿Por qué, pues, Moisés mandó dar carta de divorcio, y repudiarla?
Mas os digo, que más liviano trabajo es pasar un camello por el ojo de una aguja, que entrar un rico en el reino de Dios.
Entonces respondiendo Pedro, le dijo: He aquí, nosotros hemos dejado todo, y te hemos seguido: ¿qué pues tendremos?
Y viniendo los que habían ido cerca de la hora undécima, recibieron cada uno un denario.
Y viniendo también los primeros, pensaron que habían de recibir más; pero también ellos recibieron cada uno un denario.
Toma lo que es tuyo, y vete; mas quiero dar á este postrero, como á ti.
Entonces Jesús respondiendo, dijo: No sabéis lo que pedís: ¿podéis beber el vaso que yo he de beber, y ser bautizados del bautismo de que yo soy bautizado? Y ellos le dicen: Podemos.
Y les dice: Escrito está: Mi casa, casa de oración será llamada; mas vosotros cueva de ladrones la habéis hecho.
Entonces vinieron á él ciegos y cojos en el templo, y los sanó.
Y como vino al templo, llegáronse á él cuando estaba enseñando, los príncipes de los sacerdotes y los ancianos del pueblo, diciendo: ¿Con qué autoridad haces esto? ¿y quién te dió esta autoridad?
El bautismo de Juan, ¿de dónde era? ¿del cielo, ó de los hombres? Ellos entonces pensaron entre sí, diciendo: Si dijéremos, del cielo, nos dirá: ¿Por qué pues no le creísteis?
Y si dijéremos, de los hombres, tememos al pueblo; porque todos tienen á Juan por profeta.
Y cuando se acercó el tiempo de los frutos, envió sus siervos á los labradores, para que recibiesen sus frutos.
Mas los labradores, tomando á los siervos, al uno hirieron, y al otro mataron, y al otro apedrearon.
Y el que cayere sobre esta piedra, será quebrantado; y sobre quien ella cayere, le desmenuzará.
Y oyendo los príncipes de los sacerdotes y los Fariseos sus parábolas, entendieron que hablaba de ellos.
Mas ellos no se cuidaron, y se fueron, uno á su labranza, y otro á sus negocios;
Id pues á las salidas de los caminos, y llamad á las bodas á cuantos hallareis.
Mas Jesús, entendida la malicia de ellos, les dice: ¿Por qué me tentáis, hipócritas?
Entonces les dice: ¿Cúya es esta figura, y lo que está encima escrito?
Yo soy el Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob? Dios no es Dios de muertos, sino de vivos.
Y vuestro padre no llaméis á nadie en la tierra; porque uno es vuestro Padre, el cual está en los cielos.
Porque el que se ensalzare, será humillado; y el que se humillare, será ensalzado.
Y el que jurare por el templo, jura por él, y por Aquél que habita en él;
Así también vosotros de fuera, á la verdad, os mostráis justos á los hombres; mas de dentro, llenos estáis de hipocresía é iniquidad.
¡Vosotros también henchid la medida de vuestros padres!
Mas ¡ay de las preñadas, y de las que crían en aquellos días!
He aquí os lo he dicho antes.
Porque como en los días antes del diluvio estaban comiendo y bebiendo, casándose y dando en casamiento, hasta el día que Noé entró en el arca,
Y comenzare á herir á sus consiervos, y aun á comer y á beber con los borrachos;
Mas las prudentes tomaron aceite en sus vasos, juntamentecon sus lámparas.
Y el que había recibido cinco talentos se fué, y granjeó con ellos, é hizo otros cinco talentos.
Y después de mucho tiempo, vino el señor de aquellos siervos, é hizo cuentas con ellos.
Porque tuve hambre, y no me disteis de comer; tuve sed, y no me disteis de beber;
Porque esto es mi sangre del nuevo pacto, la cual es derramada por muchos para remisión de los pecados.
Y yéndose un poco más adelante, se postró sobre su rostro, orando, y diciendo: Padre mío, si es posible, pase de mí este vaso; empero no como yo quiero, sino como tú.
Mas habido consejo, compraron con ellas el campo del alfarero, por sepultura para los extranjeros.
Y juntos ellos, les dijo Pilato: ¿Cuál queréis que os suelte? ¿á Barrabás, ó á Jesús que se dice el Cristo?
Y viendo Pilato que nada adelantaba, antes se hacía más alboroto, tomando agua se lavó las manos delante del pueblo, diciendo: Inocente soy yo de la sangre de este justo: veréislo vosotros.
Y pusieron sobre su cabeza una corona tejida de espinas, y una caña en su mano derecha; é hincando la rodilla delante de él, le burlaban, diciendo: ¡Salve, Rey de los Judíos!
Y después que le hubieron escarnecido, le desnudaron el manto, y le vistieron de sus vestidos, y le llevaron para crucificarle.
Y saliendo, hallaron á un Cireneo, que se llamaba Simón: á éste cargaron para que llevase su cruz.
Le dieron á beber vinagre mezclado con hiel; y gustando, no quiso beberlo.
Y después que le hubieron crucificado, repartieron sus vestidos, echando suertes: para que se cumpliese lo que fué dicho por el profeta: Se repartieron mis vestidos, y sobre mi ropa echaron suertes.
Y los otros decían: Deja, veamos si viene Elías á librarle.
Y abriéronse los sepulcros, y muchos cuerpos de santos que habían dormido, se levantaron;
Y tomando José el cuerpo, lo envolvió en una sábana limpia,
Manda, pues, que se asegure el sepulcro hasta el día tercero; porque no vengan sus discípulos de noche, y le hurten, y digan al pueblo: Resucitó de los muertos. Y será el postrer error peor que el primero.
E id presto, decid á sus discípulos que ha resucitado de los muertos: y he aquí va delante de vosotros á Galilea; allí le veréis; he aquí, os lo he dicho.
Y se admiraban de su doctrina; porque les enseñaba como quien tiene potestad, y no como los escribas.
Y luego saliendo de la sinagoga, vinieron á casa de Simón y de Andrés, con Jacobo y Juan.
Y cuando fué la tarde, luego que el sol se puso, traían á él todos los que tenían mal, y endemoniados;
Y sanó á muchos que estaban enfermos de diversas enfermedades, y echó fuera muchos demonios; y no dejaba decir á los demonios que le conocían.
Y les dice: Vamos á los lugares vecinos, para que predique también allí; porque para esto he venido.
Entonces le apercibió, y despidióle luego,
Y oyéndolo Jesús, les dice: Los sanos no tienen necesidad de médico, mas los que tienen mal. No he venido á llamar á los justos, sino á los pecadores.
Y Jesús les dice: ¿Pueden ayunar los que están de bodas, cuando el esposo está con ellos? Entre tanto que tienen consigo al esposo no pueden ayunar.
Y les dice: ¿Es lícito hacer bien en sábado, ó hacer mal? ¿salvar la vida, ó quitarla? Mas ellos callaban.
Y como lo oyeron los suyos, vinieron para prenderle: porque decían: Está fuera de sí.
Y si alguna casa fuere dividida contra sí misma, no puede permanecer la tal casa.
Y asimismo éstos son los que son sembrados en pedregales: los que cuando han oído la palabra, luego la toman con gozo;
Si alguno tiene oídos para oir, oiga.
Y despachando la multitud, le tomaron como estaba, en el barco; y había también con él otros barquitos.
Y se levantó una grande tempestad de viento, y echaba las olas en el barco, de tal manera que ya se henchía.
Y temieron con gran temor, y decían el uno al otro. ¿Quién es éste, que aun el viento y la mar le obedecen?
Y le rogaba mucho que no le enviase fuera de aquella provincia.
Y los que apacentaban los puercos huyeron, y dieron aviso en la ciudad y en los campos. Y salieron para ver qué era aquello que había acontecido.
Y vienen á Jesús, y ven al que había sido atormentado del demonio, y que había tenido la legión, sentado y vestido, y en su juicio cabal; y tuvieron miedo.
Y se fué, y comenzó á publicar en Decápolis cuán grandes cosas Jesús había hecho con él: y todos se maravillaban.
Y le rogaba mucho, diciendo: Mi hija está á la muerte: ven y pondrás las manos sobre ella para que sea salva, y vivirá.
Y entrando, les dice: ¿Por qué alborotáis y lloráis? La muchacha no es muerta, mas duerme.
Y salió de allí, y vino á su tierra, y le siguieron sus discípulos.
Y entrando la hija de Herodías, y danzando, y agradando á Herodes y á los que estaban con él á la mesa, el rey dijo á la muchacha: Pídeme lo que quisieres, que yo te lo daré.
Y tomados los cinco panes y los dos peces, mirando al cielo, bendijo, y partió los panes, y dió á sus discípulos para que los pusiesen delante: y repartió á todos los dos peces.
Y luego dió priesa á sus discípulos á subir en el barco, é ir delante de él á Bethsaida de la otra parte, entre tanto que él despedía la multitud.
Y los vió fatigados bogando, porque el viento les era contrario: y cerca de la cuarta vigilia de la noche, vino á ellos andando sobre la mar, y quería precederlos.
Y subió á ellos en el barco, y calmó el viento: y ellos en gran manera estaban fuera de sí, y se maravillaban:
Porque aun no habían considerado lo de los panes, por cuanto estaban ofuscados sus corazones.
Y vosotros decís: Basta si dijere un hombre al padre ó la madre: Es Corbán (quiere decir, don mío á Dios) todo aquello con que pudiera valerte;
Y la mujer era Griega, Sirofenisa de nación; y le rogaba que echase fuera de su hija al demonio.
Y respondió ella, y le dijo: Sí, Señor; pero aun los perrillos debajo de la mesa, comen de las migajas de los hijos.
Y luego entrando en el barco con sus discípulos, vino á las partes de Dalmanutha.
Y se habían olvidado de tomar pan, y no tenían sino un pan consigo en el barco.
Y salió Jesús y sus discípulos por las aldeas de Cesarea de Filipo. Y en el camino preguntó á sus discípulos, diciéndoles: ¿Quién dicen los hombres que soy yo?
Y ellos respondieron: Juan Bautista; y otros, Elías; y otros, Alguno de los profetas.
Entonces él les dice: Y vosotros, ¿quién decís que soy yo? Y respondiendo Pedro, le dice: Tú eres el Cristo.
Y respondiendo él, les dijo: Elías á la verdad, viniendo antes, restituirá todas las cosas: y como está escrito del Hijo del hombre, que padezca mucho y sea tenido en nada.
Y luego toda la gente, viéndole, se espantó, y corriendo á él, le saludaron.
Mas Jesús tomándole de la mano, enderezóle; y se levantó.
Y habiendo salido de allí, caminaron por Galilea; y no quería que nadie lo supiese.
Porque el que no es contra nosotros, por nosotros es.
Donde el gusano de ellos no muere, y el fuego nunca se apaga.
Y partiéndose de allí, vino á los términos de Judea y tras el Jordán: y volvió el pueblo á juntarse á él; y de nuevo les enseñaba como solía.
Entonces Pedro comenzó á decirle: He aquí, nosotros hemos dejado todas las cosas, y te hemos seguido.
Y les dice: Id al lugar queestádelante de vosotros, y luego entrados en él, hallaréis un pollino atado, sobre el cual ningún hombre ha subido; desatadlo y traedlo.
Y fueron, y hallaron el pollino atado á la puerta fuera, entre dos caminos; y le desataron.
Entonces Jesús respondiendo, dijo á la higuera: Nunca más coma nadie fruto de ti para siempre. Y lo oyeron sus discípulos.
Y no consentía que alguien llevase vaso por el templo.
Y volvió á enviarles otro siervo; mas apedreándole, le hirieron en la cabeza, y volvieron á enviarle afrentado.
Por el Señor es hecho esto, y es cosa maravillosa en nuestros ojos?
Y ellos se la trajeron y les dice: ¿Cúya es esta imagen y esta inscripción? Y ellos le dijeron: De César.
Y la tomó el segundo, y murió, y ni aquél tampoco dejó simiente; y el tercero, de la misma manera.
Y el segundo es semejante á él: Amarás á tu prójimo como á ti mismo. No hay otro mandamiento mayor que éstos.
Y que amarle de todo corazón, y de todo entendimiento, y de toda el alma, y de todas las fuerzas, y amar al prójimo como á sí mismo, más es que todos los holocaustos y sacrificios.
Que devoran las casas de las viudas, y por pretexto hacen largas oraciones. Estos recibirán mayor juicio.
Y sentándose en el monte de las Olivas delante del templo, le preguntaron aparte Pedro y Jacobo y Juan y Andrés:
Mas vosotros mirad por vosotros: porque os entregarán en los concilios, y en sinagogas seréis azotados: y delante de presidentes y de reyes seréis llamados por causa de mí, en testimonio á ellos.
Y el que estuviere en el campo, no vuelva atrás á tomar su capa.
El cielo y la tierra pasarán, mas mis palabras no pasarán.
Como el hombre que partiéndose lejos, dejó su casa, y dió facultad á sus siervos, y á cada uno su obra, y al portero mandó que velase:
Y hubo algunos que se enojaron dentro de sí, y dijeron: ¿Para qué se ha hecho este desperdicio de ungüento?
Mas Jesús dijo: Dejadla; ¿por qué la fatigáis? buena obra me ha hecho;
Que siempre tendréis los pobres con vosotros, y cuando quisiereis les podréis hacer bien; mas á mí no siempre me tendréis.
Esta ha hecho lo que podía; porque se ha anticipado á ungir mi cuerpo para la sepultura.
Y donde entrare, decid al señor de la casa: El Maestro dice: ¿Dónde está el aposento donde he de comer la pascua con mis discípulos?
Y estando ellos comiendo, tomó Jesús pan, y bendiciendo, partió y les dió, y dijo: Tomad, esto es mi cuerpo.
Mas él con mayor porfía decía: Si me fuere menester morir contigo, no te negaré. También todos decían lo mismo.
Y volviéndose á ir, oró, y dijo las mismas palabras.
Levantaos, vamos: he aquí, el que me entrega está cerca.
Y uno de los que estaban allí, sacando la espada, hirió al siervo del sumo sacerdote, y le cortó la oreja.
Entonces dejándole todos sus discípulos, huyeron.
Entonces el sumo sacerdote, levantándose en medio, preguntó á Jesús, diciendo: ¿No respondes algo? ¿Qué atestiguan éstos contra ti?
Entonces el sumo sacerdote, rasgando sus vestidos, dijo: ¿Qué más tenemos necesidad de testigos?
Y como vió á Pedro que se calentaba, mirándole, dice: Y tú con Jesús el Nazareno estabas.
Y cuando le hubieron crucificado, repartieron sus vestidos, echando suertes sobre ellos, qué llevaría cada uno.
Y también estaban algunas mujeres mirando de lejos; entre las cuales estaba María Magdalena, y María la madre de Jacobo el menor y de José, y Salomé;
Y cuando fué la tarde, porque era la preparación, es decir, la víspera del sábado,
Y Pilato se maravilló que ya fuese muerto; y haciendo venir al centurión, preguntóle si era ya muerto.
Y les dijo: Id por todo el mundo; predicad el evangelio á toda criatura.
Quitarán serpientes, y si bebieren cosa mortífera, no les dañará; sobre los enfermos pondrán sus manos, y sanarán.
Mas ella, cuando le vió, se turbó de sus palabras, y pensaba qué salutación fuese ésta.
Este será grande, y será llamado Hijo del Altísimo: y le dará el Señor Dios el trono de David su padre:
En aquellos días levantándose María, fué á la montaña con priesa, á una ciudad de Judá;
Y entró en casa de Zacarías, y saludó á Elisabet.
Porque ha mirado á la bajeza de su criada; porque he aquí, desde ahora me dirán bienaventurada todas las generaciones.
Y todos los que las oían, las conservaban en su corazón, diciendo: ¿Quién será este niño? Y la mano del Señor estaba con él.
Como habló por boca de sus santos profetas que fueron desde el principio:
Salvación de nuestros enemigos, y de mano de todos los que nos aborrecieron;
En santidad y en justicia delante de él, todos los días nuestros.
Dando conocimiento de salud á su pueblo, para remisión de sus pecados,
Y los bendijo Simeón, y dijo á su madre María: He aquí, éste es puesto para caída y para levantamiento de muchos en Israel; y para señal á la que será contradicho;
Y aconteció, que tres días después le hallaron en el templo, sentado en medio de los doctores, oyéndoles y preguntándoles.
Haced, pues, frutos dignos de arrepentimiento, y no comencéis á decir en vosotros mismos: Tenemos á Abraham por padre: porque os digo que puede Dios, aun de estas piedras, levantar hijos á Abraham.
Entonces Herodes el tetrarca, siendo reprendido por él á causa de Herodías, mujer de Felipe su hermano, y de todas las maldades que había hecho Herodes,
Añadió también esto sobre todo, que encerró á Juan en la cárcel.
Que fué de Melea, que fué de Mainán, que fué de Mattatha, que fué de Nathán,
Que fué de Judá, que fué de Jacob, que fué de Isaac, que fué de Abraham, que fué de Thara, que fué de Nachôr,
Porque escrito está: Que á sus ángeles mandará de ti, que te guarden;
El Espíritu del Señor es sobre mí, por cuanto me ha ungido para dar buenas nuevas á los pobres: me ha enviado para sanar á los quebrantados de corazón; para pregonar á los cautivos libertad, y á los ciegos vista; para poner en libertad á los quebrantados:
Y les dijo: Sin duda me diréis este refrán: Médico, cúrate á ti mismo: de tantas cosas que hemos oído haber sido hechas en Capernaum, haz también aquí en tu tierra.
Y descendió á Capernaum, ciudad de Galilea. Y los enseñaba en los sábados.
Y entrado en uno de estos barcos, el cual era de Simón, le rogó que lo desviase de tierra un poco; y sentándose, enseñaba desde el barco á las gentes.
Y luego, levantándose en presencia de ellos, y tomando aquel en que estaba echado, se fué á su casa, glorificando á Dios.
Mas el vino nuevo en cueros nuevos se ha de echar; y lo uno y lo otro se conserva.
Y respondiendo Jesús les dijo: ¿Ni aun esto habéis leído, qué hizo David cuando tuvo hambre, él, y los que con él estaban;
Y le acechaban los escribas y los Fariseos, si sanaría en sábado, por hallar de qué le acusasen.
Y aconteció en aquellos días, que fué al monte á orar, y pasó la noche orando á Dios.
¡Ay de vosotros, los que estáis hartos! porque tendréis hambre. ¡Ay de vosotros, los que ahora reís! porque lamentaréis y lloraréis.
¡Ay de vosotros, cuando todos los hombres dijeren bien de vosotros! porque así hacían sus padres á los falsos profetas.
Y á cualquiera que te pidiere, da; y al que tomare lo que es tuyo, no vuelvas á pedir.
Porque si amáis á los que os aman, ¿qué gracias tendréis? porque también los pecadores aman á los que los aman.
Porque no es buen árbol el que da malos frutos; ni árbol malo el que da buen fruto.
Lo cual oyendo Jesús, se maravilló de él, y vuelto, dijo á las gentes que le seguían: Os digoqueni aun en Israel he hallado tanta fe.
Y como se fueron los mensajeros de Juan, comenzó á hablar de Juan á las gentes: ¿Qué salisteis á ver al desierto? ¿una caña que es agitada por el viento?
Y dijo á la mujer: Tu fe te ha salvado, ve en paz.
Y aconteció después, que él caminaba por todas las ciudades y aldeas, predicando y anunciando el evangelio del reino de Dios, y los doce con él,
Y otra parte cayó en buena tierra, y cuando fué nacida, llevó fruto á ciento por uno. Diciendo estas cosas clamaba: El que tiene oídos para oir, oiga.
Porque no hay cosa oculta, que no haya de ser manifestada; ni cosa escondida, que no haya de ser entendida, y de venir á luz.
Y navegaron á la tierra de los Gadarenos, que está delante de Galilea.
Y saliendo él á tierra, le vino al encuentro de la ciudad un hombre que tenía demonios ya de mucho tiempo; y no vestía vestido, ni estaba en casa, sino por los sepulcros.
El cual, como vió á Jesús, exclamó y se postró delante de él, y dijo á gran voz: ¿Qué tengo yo contigo, Jesús, Hijo del Dios Altísimo? Ruégote que no me atormentes.
Y salieron á ver lo que había acontecido; y vinieron á Jesús, y hallaron sentado al hombre de quien habían salido los demonios, vestido, y en su juicio, á los pies de Jesús; y tuvieron miedo.
Y él le dijo: Hija, tu fe te ha salvado: ve en paz.
Y hacían burla de él, sabiendo que estaba muerta.
Y sus padres estaban atónitos; á los cuales él mandó, que á nadie dijesen lo que había sido hecho.
Y he aquí un espíritu le toma, y de repente da voces; y le despedaza y hace echar espuma, y apenas se aparta de él quebrantándole.
Mas no le recibieron, porque era su traza de ir á Jerusalem.
¡Ay de ti, Corazín! ¡Ay de ti, Bethsaida! que si en Tiro y en Sidón hubieran sido hechas las maravillas que se han hecho en vosotras, ya días ha que, sentados en cilicio y ceniza, se habrían arrepentido.
Y he aquí, un doctor de la ley se levantó, tentándole y diciendo: Maestro, ¿haciendo qué cosa poseeré la vida eterna?
¿Y cuál padre de vosotros, si su hijo le pidiere pan, le dará una piedra? ó, si pescado, ¿en lugar de pescado, le dará una serpiente?
Cuando el fuerte armado guarda su atrio, en paz está lo que posee.
Y el Señor le dijo: Ahora vosotros los Fariseos lo de fuera del vaso y del plato limpiáis; mas lo interior de vosotros está lleno de rapiña y de maldad.
¡Ay de vosotros, Fariseos! que amáis las primeras sillas en las sinagogas, y las salutaciones en las plazas.
Y respondiendo uno de los doctores de la ley, le dice: Maestro, cuando dices esto, también nos afrentas á nosotros.
Desde la sangre de Abel, hasta la sangre de Zacarías, que murió entre el altar y el templo: así os digo, será demandada de esta generación.
Y aun los cabellos de vuestra cabeza están todos contados. No temáis pues: de más estima sois que muchos pajarillos.
Y dijo: Esto haré: derribaré mis alfolíes, y los edificaré mayores, y allí juntaré todos mis frutos y mis bienes;
Considerad los cuervos, que ni siembran, ni siegan; que ni tienen cillero, ni alfolí; y Dios los alimenta. ¿Cuánto de más estima sois vosotros que las aves?
Porque todas estas cosas buscan las gentes del mundo; que vuestro Padre sabe que necesitáis estas cosas.
En verdad os digo, que él le pondrá sobre todos sus bienes.
Fuego vine á meter en la tierra: ¿y qué quiero, si ya está encendido?
El entonces respondiendo, le dijo: Señor, déjala aún este año, hasta que la excave, y estercole.
Y he aquí una mujer que tenía espíritu de enfermedad dieciocho años, y andaba agobiada, que en ninguna manera se podía enhestar.
Y díjole uno: Señor, ¿son pocos los que se salvan? Y él les dijo:
Allí será el llanto y el crujir de dientes, cuando viereis á Abraham, y á Isaac, y á Jacob, y á todos los profetas en el reino de Dios, y vosotros excluídos.
¡Jerusalem, Jerusalem! que matas á los profetas, y apedreas á los que son enviados á ti: ¡cuántas veces quise juntar tus hijos, como la gallina sus pollos debajo de sus alas, y no quisiste!
Y ellos callaron. Entonces él tomándole, le sanó, y despidióle.
Mas cuando haces banquete, llama á los pobres, los mancos, los cojos, los ciegos;
Y oyendo esto uno de los que juntamente estaban sentados á la mesa, le dijo: Bienaventurado el que comerá pan en el reino de los cielos.
Y el otro dijo: He comprado cinco yuntas de bueyes, y voy á probarlos; ruégote que me des por excusado.
Y se llegaban á él todos los publicanos y pecadores á oirle.
Y no muchos días después, juntándolo todo el hijo menor, partió lejos á una provincia apartada; y allí desperdició su hacienda viviendo perdidamente.
Y cuando todo lo hubo malgastado, vino una grande hambre en aquella provincia, y comenzóle á faltar.
Me levantaré, é iré á mi padre, y le diré: Padre, he pecado contra el cielo, y contra ti;
Porque este mi hijo muerto era, y ha revivido; habíase perdido, y es hallado. Y comenzaron á regocijarse.
Ningún siervo puede servir á dos señores; porque ó aborrecerá al uno y amará al otro, ó se allegará al uno y menospreciará al otro. No podéis servir á Dios y á las riquezas.
Empero más fácil cosa es pasar el cielo y la tierra, que frustrarse un tilde de la ley.
Y en el infierno alzó sus ojos, estando en los tormentos, y vió á Abraham de lejos, y á Lázaro en su seno.
Porque tengo cinco hermanos; para que les testifique, porque no vengan ellos también á este lugar de tormento.
Mirad por vosotros: si pecare contra ti tu hermano, repréndele; y si se arrepintiere, perdónale.
Dos mujeres estarán moliendo juntas: la una será tomada, y la otra dejada.
Mas el publicano estando lejos no quería ni aun alzar los ojos al cielo, sino que hería su pecho, diciendo: Dios, sé propicio á mí pecador.
Pero ellos nada de estas cosas entendían, y esta palabra les era encubierta, y no entendían lo que se decía.
El cual como oyó la gente que pasaba, preguntó qué era aquello.
Diciendo: ¿Qué quieres que te haga? Y él dijo: Señor, que vea.
Entonces él descendió apriesa, y le recibió gozoso.
Y como llegó cerca, viendo la ciudad, lloró sobre ella,
Y enseñaba cada día en el templo; mas los príncipes de los sacerdotes, y los escribas, y los principales del pueblo procuraban matarle.
Y acechándole enviaron espías que se simulasen justos, para sorprenderle en palabras, para que le entregasen al principado y á la potestad del presidente.
Y el mismo David dice en el libro de los Salmos: Dijo el Señor á mi Señor: Siéntate á mi diestra,
Y habrá grandes terremotos, y en varios lugares hambres y pestilencias: y habrá espantos y grandes señales del cielo.
Mas antes de todas estas cosas os echarán mano, y perseguirán, entregándoos á las sinagogas y á las cárceles, siendo llevados á los reyes y á los gobernadores por causa de mi nombre.
Los cuales se holgaron, y concertaron de darle dinero.
Porque os digo, que no beberé más del fruto de la vid, hasta que el reino de Dios venga.
Y á la verdad el Hijo del hombre va, según lo que está determinado; empero ¡ay de aquel hombre por el cual es entregado!
Empero vosotros sois los que habéis permanecido conmigo en mis tentaciones:
Yo pues os ordeno un reino, como mi Padre me lo ordenó á mí,
Para que comáis y bebáis en mi mesa en mi reino, y os sentéis sobre tronos juzgando á las doce tribus de Israel.
Mas yo he rogado por ti que tu fe no falte: y tú, una vez vuelto, confirma á tus hermanos.
Entonces ellos dijeron: Señor, he aquí dos espadas. Y él les dijo: Basta.
Entonces él lo negó, diciendo: Mujer, no le conozco.
Entonces, vuelto el Señor, miró á Pedro: y Pedro se acordó de la palabra del Señor como le había dicho: Antes que el gallo cante, me negarás tres veces.
Y los hombres que tenían á Jesús, se burlaban de él hiriéndole;
Y Pilato dijo á los príncipes de los sacerdotes, y á las gentes: Ninguna culpa hallo en este hombre.
Mas ellos porfiaban, diciendo: Alborota al pueblo, enseñando por toda Judea, comenzando desde Galilea hasta aquí.
Y como entendió que era de la jurisdicción de Herodes, le remitió á Herodes, el cual también estaba en Jerusalem en aquellos días.
Y le preguntaba con muchas palabras; mas él nada le respondió:
Y él les dijo la tercera vez: ¿Pues qué mal ha hecho éste? Ninguna culpa de muerte he hallado en él: le castigaré, pues, y le soltaré.
Y como vinieron al lugar que se llama de la Calavera, le crucificaron allí, y á los malhechores, uno á la derecha, y otro á la izquierda.
Diciendo: Es menester que el Hijo del hombre sea entregado en manos de hombres pecadores, y que sea crucificado, y resucite al tercer día.
Mas á ellos les parecían como locura las palabras de ellas, y no las creyeron.
Y aconteció que yendo hablando entre sí, y preguntándose el uno al otro, el mismo Jesús se llegó, é iba con ellos juntamente.
Y fueron algunos de los nuestros al sepulcro, y hallaron así como las mujeres habían dicho; mas á él no le vieron.
Y él les dijo: Estas son las palabras que os hablé, estando aún con vosotros: que era necesario que se cumpliesen todas las cosas que están escritas de mí en la ley de Moisés, y en los profetas, y en los salmos.
Porque no me avergüenzo del evangelio: porque es potencia de Dios para salud á todo aquel que cree; al Judío primeramente y también al Griego.
Porque en él la justicia de Dios se descubre de fe en fe; como está escrito: Mas el justo vivirá por la fe.
Por esto Dios los entregó á afectos vergonzosos; pues aun sus mujeres mudaron el natural uso en el uso que es contra naturaleza:
Y como á ellos no les pareció tener á Dios en su noticia, Dios los entregó á una mente depravada, para hacer lo que no conviene,
¿O menosprecias las riquezas de su benignidad, y paciencia, y longanimidad, ignorando que su benignidad te guía á arrepentimiento?
Tribulación y angustia sobre toda persona humana que obra lo malo, el Judío primeramente, y también el Griego:
¿Tú, que dices que no se ha de adulterar, adulteras? ¿Tú, que abominas los ídolos, cometes sacrilegio?
¿Tú, que te jactas de la ley, con infracción de la ley deshonras á Dios?
Y si nuestra iniquidad encarece la justicia de Dios, ¿qué diremos? ¿Será injusto Dios que da castigo? (hablo como hombre.)
Sepulcro abierto es su garganta; con sus lenguas tratan engañosamente; veneno de áspides está debajo de sus labios;
Sus pies son ligeros á derramar sangre;
Porque por las obras de la ley ninguna carne se justificará delante de él; porque por la ley es el conocimiento del pecado.
Siendo justificados gratuitamente por su gracia, por la redención que es en Cristo Jesús;
Así que, concluímos ser el hombre justificado por fe sin las obras de la ley.
¿Es Dios solamente Dios de los Judíos? ¿No es también Dios de los Gentiles? Cierto, también de los Gentiles.
Y recibió la circuncisión por señal, por sello de la justicia de la fe que tuvo en la incircuncisión: para que fuese padre de todos los creyentes no circuncidados, para que también á ellos les sea contado por justicia;
Por tanto es por la fe, para que sea por gracia; para que la promesa sea firme á toda simiente, no solamente al que es de la ley, mas también al que es de la fe de Abraham, el cual es padre de todos nosotros,
Y no solamente por él fué escrito que le haya sido imputado;
Porque Cristo, cuando aun éramos flacos, á su tiempo murió por los impíos.
Ciertamente apenas muere alguno por un justo: con todo podrá ser que alguno osara morir por el bueno.
Sabiendo que Cristo, habiendo resucitado de entre los muertos, ya no muere: la muerte no se enseñoreará más de él.
Así que, viviendo el marido, se llamará adúltera si fuere de otro varón; mas si su marido muriere, es libre de la ley; de tal manera que no será adúltera si fuere de otro marido.
Mas el pecado, tomando ocasión, obró en mí por el mandamiento toda concupiscencia: porque sin la ley el pecado está muerto.
Porque sabemos que la ley es espiritual; mas yo soy carnal, vendido á sujeción del pecado.
Así que, queriendo yo hacer el bien, hallo esta ley: Que el mal está en mí.
Gracias doy á Dios, por Jesucristo Señor nuestro. Así que, yo mismo con la mente sirvo á la ley de Dios, mas con la carne á la ley del pecado.
Ahora pues, ninguna condenación hay para los que están en Cristo Jesús, los que no andan conforme á la carne, mas conforme al espíritu.
Así que, los que están en la carne no pueden agradar á Dios.
Porque el mismo Espíritu da testimonio á nuestro espíritu que somos hijos de Dios.
Y asimismo también el Espíritu ayuda nuestra flaqueza: porque qué hemos de pedir como conviene, no lo sabemos; sino que el mismo Espíritu pide por nosotros con gemidos indecibles.
¿Quién nos apartará del amor de Cristo? tribulación? ó angustia? ó persecución? ó hambre? ó desnudez? ó peligro? ó cuchillo?
Por lo cual estoy cierto que ni la muerte, ni la vida, ni ángeles, ni principados, ni potestades, ni lo presente, ni lo por venir,
Ni por ser simiente de Abraham, son todos hijos; mas: En Isaac te será llamada simiente.
¿Pues qué diremos? ¿Que hay injusticia en Dios? En ninguna manera.
También Isaías clama tocante á Israel: Si fuere el número de los hijos de Israel como la arena de la mar, las reliquias serán salvas:
Porque no hay diferencia de Judío y de Griego: porque el mismo que es Señor de todos, rico es para con todos los que le invocan:
¿Qué pues? Lo que buscaba Israel aquello no ha alcanzado; mas la elección lo ha alcanzado: y los demás fueron endurecidos;
Porque como también vosotros en algún tiempo no creísteis á Dios, mas ahora habéis alcanzado misericordia por la incredulidad de ellos;
Porque de la manera que en un cuerpo tenemos muchos miembros, empero todos los miembros no tienen la misma operación;
Si se puede hacer, cuanto está en vosotros, tened paz con todos los hombres.
No os venguéis vosotros mismos, amados míos; antes dad lugar á la ira; porque escrito está: Mía es la venganza: yo pagaré, dice el Señor.
Mas vestíos del Señor Jesucristo, y no hagáis caso de la carne en sus deseos.
¿Tú quién eres que juzgas al siervo ajeno? para su señor está en pie, ó cae: mas se afirmará; que poderoso es el Señor para afirmarle.
Porque ninguno de nosotros vive para sí, y ninguno muere para sí.
No sea pues blasfemado vuestro bien:
Que el reino de Dios no es comida ni bebida, sino justicia y paz y gozo por el Espíritu Santo.
Para que concordes, á una boca glorifiquéis al Dios y Padre de nuestro Señor Jesucristo.
Mas ahora no teniendo más lugar en estas regiones, y deseando ir á vosotros muchos años há,
Porque Macedonia y Acaya tuvieron por bien hacer una colecta para los pobres de los santos que están en Jerusalem.
Que la recibáis en el Señor, como es digno á los santos, y que la ayudéis en cualquiera cosa en que os hubiere menester: porque ella ha ayudado á muchos, y á mí mismo.
Saludad á María, la cual ha trabajado mucho con vosotros.
Que en todas las cosas sois enriquecidos en él, en toda lengua y en toda ciencia;
Y también bauticé la familia de Estéfanas: mas no sé si he bautizado algún otro.
Para que ninguna carne se jacte en su presencia.
Empero Dios nos lo reveló á nosotros por el Espíritu: porque el Espíritu todo lo escudriña, aun lo profundo de Dios.
Lo cual también hablamos, no con doctas palabras de humana sabiduría, mas con doctrina del Espíritu, acomodando lo espiritual á lo espiritual.
Porque ¿quién conoció la mente del Señor? ¿quién le instruyó? Mas nosotros tenemos la mente de Cristo.
Y el que planta y el que riega son una misma cosa; aunque cada uno recibirá su recompensa conforme á su labor.
Esto empero, hermanos, he pasado por ejemplo en mí y en Apolos por amor de vosotros; para que en nosotros aprendáis á no saber más de lo que está escrito, hinchándoos por causa de otro el uno contra el otro.
No escribo esto para avergonzaros: mas amonéstoos como á mis hijos amados.
Mas algunos están envanecidos, como si nunca hubiese yo de ir á vosotros.
De cierto se oye que hay entre vosotros fornicación, y tal fornicación cual ni aun se nombra entre los Gentiles; tanto que alguno tenga la mujer de su padre.
Empero vosotros hacéis la injuria, y defraudáis, y esto á los hermanos.
Mas á los que están juntos en matrimonio, denuncio, no yo, sino el Señor: Que la mujer no se aparte del marido;
Y la mujer que tiene marido infiel, y él consiente en habitar con ella, no lo deje.
Empero de las vírgenes no tengo mandamiento del Señor; mas doy mi parecer, como quien ha alcanzado misericordia del Señor para ser fiel.
¿Estás ligado á mujer? no procures soltarte. ¿Estás suelto de mujer? no procures mujer.
Y los que lloran, como los que no lloran; y los que se huelgan, como los que no se huelgan; y los que compran, como los que no poseen;
Y si alguno se imagina que sabe algo, aun no sabe nada como debe saber.
Mas no en todos hay esta ciencia: porque algunos con conciencia del ídolo hasta aquí, comen como sacrificado á ídolos; y su conciencia, siendo flaca, es contaminada.
Porque en la ley de Moisés está escrito: No pondrás bozal al buey que trilla. ¿Tiene Dios cuidado de los bueyes?
Y todo aquel que lucha, de todo se abstiene: y ellos, á la verdad, para recibir una corona corruptible; mas nosotros, incorruptible.
Y estas cosas les acontecieron en figura; y son escritas para nuestra admonición, en quienes los fines de los siglos han parado.
Como á sabios hablo; juzgad vosotros lo que digo.
La copa de bendición que bendecimos, ¿no es la comunión de la sangre de Cristo? El pan que partimos, ¿no es la comunión del cuerpo de Cristo?
¿O provocaremos á celo al Señor? ¿Somos más fuertes que él?
Ninguno busque su propio bien, sino el del otro.
Mas quiero que sepáis, que Cristo es la cabeza de todo varón; y el varón es la cabeza de la mujer; y Dios la cabeza de Cristo.
Con todo eso, si alguno parece ser contencioso, nosotros no tenemos tal costumbre, ni las iglesias de Dios.
Así, que, hermanos míos, cuando os juntáis á comer, esperaos unos á otros.
A otro, operaciones de milagros; y á otro, profecía; y á otro, discreción de espíritus; y á otro, géneros de lenguas; y á otro, interpretación de lenguas.
Por manera que si un miembro padece, todos los miembros á una se duelen; y si un miembro es honrado, todos los miembros á una se gozan.
Porque el que habla en lenguas, no habla á los hombres, sino á Dios; porque nadie le entiende, aunque en espíritu hable misterios.
Ahora pues, hermanos, si yo fuere á vosotros hablando lenguas, ¿qué os aprovecharé, si no os hablare, ó con revelación, ó con ciencia, ó con profecía, ó con doctrina?
Y si la trompeta diere sonido incierto, ¿quién se apercibirá á la batalla?
¿Qué pues? Oraré con el espíritu, mas oraré también con entendimiento; cantaré con el espíritu, mas cantaré también con entendimiento.
De manera que, si toda la iglesia se juntare en uno, y todos hablan lenguas, y entran indoctos ó infieles, ¿no dirán que estáis locos?
Y que fué sepultado, y que resucitó al tercer día, conforme á las Escrituras;
Y que apareció á Cefas, y después á los doce.
Porque si los muertos no resucitan, tampoco Cristo resucitó:
Si en esta vida solamente esperamos en Cristo, los más miserables somos de todos los hombres.
Porque por cuanto la muerte entró por un hombre, también por un hombre la resurrección de los muertos.
Mas Dios le da el cuerpo como quiso, y á cada simiente su propio cuerpo.
Así también es la resurrección de los muertos. Se siembra en corrupción, se levantará en incorrupción;
El que no amare al Señor Jesucristo, sea anatema. Maranatha.
Mas si somos atribulados, es por vuestra consolación y salud; la cual es obrada en el sufrir las mismas aflicciones que nosotros también padecemos: ó si somos consolados, es por vuestra consolación y salud;
Así que, pretendiendo esto, ¿usé quizá de liviandad? ó lo que pienso hacer, ¿piénsolo según la carne, para que haya en mí Sí y No?
Antes, Dios fiel sabe que nuestra palabra para con vosotros no es Sí y No.
Porque también por este fin os escribí, para tener experiencia de vosotros si sois obedientes en todo.
No tuve reposo en mi espíritu, por no haber hallado á Tito mi hermano: así, despidiéndome de ellos, partí para Macedonia.
Porque si el ministerio de condenación fué con gloria, mucho más abundará en gloria el ministerio de justicia.
Por tanto, no desmayamos: antes aunque este nuestro hombre exterior se va desgastando, el interior empero se renueva de día en día.
Porque el amor de Cristo nos constriñe, pensando esto: Que si uno murió por todos, luego todos son muertos;
Mucha confianza tengo de vosotros, tengo de vosotros mucha gloria; lleno estoy de consolación, sobreabundo de gozo en todas nuestras tribulaciones.
Porque la suministración de este servicio, no solamente suple lo que á los santos falta, sino también abunda en muchos hacimientos de gracias á Dios:
Que por la experiencia de esta suministración glorifican á Dios por la obediencia que profesáis al evangelio de Cristo, y por la bondad de contribuir para ellos y para todos;
Porque no parezca como que os quiero espantar por cartas.
Porque á la verdad, dicen, las cartas son graves y fuertes; mas la presencia corporal flaca, y la palabra menospreciable.
Porque éstos son falsos apóstoles, obreros fraudulentos, transfigurándose en apóstoles de Cristo.
De los judíos cinco veces he recibido cuarenta azotes menos uno.
Tres veces he sido azotado con varas; una vez apedreado; tres veces he padecido naufragio; una noche y un día he estado en lo profundo de la mar;
¿Acaso os he engañado por alguno de los que he enviado á vosotros?
¿Pensáis aún que nos excusamos con vosotros? Delante de Dios en Cristo hablamos: mas todo, muy amados, por vuestra edificación.
Por vuestra comunión en el evangelio, desde el primer día hasta ahora:
Porque sé que esto se me tornará á salud, por vuestra oración, y por la suministración del Espíritu de Jesucristo;
Haced todo sin murmuraciones y contiendas,
Pero la experiencia de él habéis conocido, que como hijo á padre ha servido conmigo en el evangelio.
Aunque yo tengo también de qué confiar en la carne. Si alguno parece que tiene de qué confiar en la carne, yo más:
Y ser hallado en él, no teniendo mi justicia, que es por la ley, sino la que es por la fe de Cristo, la justicia que es de Dios por la fe;
A fin de conocerle, y la virtud de su resurrección, y la participación de sus padecimientos, en conformidad á su muerte,
El cual transformará el cuerpo de nuestra bajeza, para ser semejante al cuerpo de su gloria, por la operación con la cual puede también sujetar á sí todas las cosas.
Por nada estéis afanosos; sino sean notorias vuestras peticiones delante de Dios en toda oración y ruego, con hacimiento de gracias.
Mas en gran manera me gocé en el Señor de que ya al fin ha reflorecido vuestro cuidado de mí; de lo cual aun estabais solícitos, pero os faltaba la oportunidad.
Todo lo puedo en Cristo que me fortalece.
Empero todo lo he recibido, y tengo abundancia: estoy lleno, habiendo recibido de Epafrodito lo que enviasteis, olor de suavidad, sacrificio acepto, agradable á Dios.
Pablo, apóstol de Jesucristo por la voluntad de Dios, y el hermano Timoteo,
Damos gracias al Dios y Padre del Señor nuestro Jesucristo, siempre orando por vosotros:
El cual es la imagen del Dios invisible, el primogénito de toda criatura.
Que ahora me gozo en lo que padezco por vosotros, y cumplo en mi carne lo que falta de las aflicciones de Cristo por su cuerpo, que es la iglesia;
Donde no hay Griego ni Judío, circuncisión ni incircuncisión, bárbaro ni Scytha, siervo ni libre; mas Cristo es el todo, y en todos.
Y todo lo que hagáis, hacedlo de ánimo, como al Señor, y no á los hombres;
Ni buscamos de los hombres gloria, ni de vosotros, ni de otros, aunque podíamos seros carga como apóstoles de Cristo.
Por lo cual, también nosotros damos gracias á Dios sin cesar, de que habiendo recibido la palabra de Dios que oísteis de nosotros, recibisteis no palabra de hombres, sino según es en verdad, la palabra de Dios, el cual obra en vosotros los que creísteis.
Resta pues, hermanos, que os roguemos y exhortemos en el Señor Jesús, que de la manera que fuisteis enseñados de nosotros de cómo os conviene andar, y agradar á Dios, asívayáis creciendo.
Porque no nos ha llamado Dios á inmundicia, sino á santificación.
Que cuando dirán, Paz y seguridad, entonces vendrá sobre ellos destrucción de repente, como los dolores á la mujer preñada; y no escaparán.
El cual murió por nosotros, para que ó que velemos, ó que durmamos, vivamos juntamente con él.
Y que los tengáis en mucha estima por amor de su obra. Tened paz los unos con los otros.
Habiendo sido antes blasfemo y perseguidor é injuriador: mas fuí recibido á misericordia, porque lo hice con ignorancia en incredulidad.
Amonesto pues, ante todas cosas, que se hagan rogativas, oraciones, peticiones, hacimientos de gracias, por todos los hombres;
El cual se dió á sí mismo en precio del rescate por todos, para testimonio en sus tiempos:
De lo que yo soy puesto por predicador y apóstol, (digo verdad en Cristo, no miento) doctor de los Gentiles en fidelidad y verdad.
Porque los que bien ministraren, ganan para sí buen grado, y mucha confianza en la fe que es en Cristo Jesús.
Esto te escribo con esperanza que iré presto á ti:
Y si alguno no tiene cuidado de los suyos, y mayormente de los de su casa, la fe negó, y es peor que un infiel.
Y los que tienen amos fieles, no los tengan en menos, por ser hermanos; antes sírvanles mejor, por cuanto son fieles y amados, ypartícipes del beneficio. Esto enseña y exhorta.
Porque el amor del dinero es la raíz de todos los males: el cual codiciando algunos, se descaminaron de la fe, y fueron traspasados de muchos dolores.
Mas tú, oh hombre de Dios, huye de estas cosas, y sigue la justicia, la piedad, la fe, la caridad, la paciencia, la mansedumbre.
Y se zafen del lazo del diablo, en que están cautivos á voluntad de él.
Teniendo apariencia de piedad, mas habiendo negado la eficacia de ella: y á éstos evita.
Empero persiste tú en lo que has aprendido y te persuadiste, sabiendo de quién has aprendido;
He peleado la buena batalla, he acabado la carrera, he guardado la fe.
Porque Demas me ha desamparado, amando este siglo, y se ha ido á Tesalónica; Crescente á Galacia, Tito á Dalmacia.
A Tychîco envié á Efeso.
Y en el temor de Dios, amor fraternal, y en el amor fraternal caridad.
Sabiendo que brevemente tengo de dejar mi tabernáculo, como nuestro Señor Jesucristo me ha declarado.
Por lo cual el mundo de entonces pereció anegado en agua:
El Señor no tarda su promesa, como algunos la tienen por tardanza; sino que es paciente para con nosotros, no queriendo que ninguno perezca, sino que todos procedan al arrepentimiento.
Y tened por salud la paciencia de nuestro Señor; como también nuestro amado hermano Pablo, según la sabiduría que le ha sido dada, os ha escrito también;
Mas si andamos en luz, como él está en luz, tenemos comunión entre nosotros, y la sangre de Jesucristo su Hijo nos limpia de todo pecado.
El que ama á su hermano, está en luz, y no hay tropiezo en él.
Os he escrito á vosotros, padres, porque habéis conocido al que es desde el principio. Os he escrito á vosotros, mancebos, porque sois fuertes, y la palabra de Dios mora en vosotros, y habéis vencido al maligno.
No como Caín, que era del maligno, y mató á su hermano. ¿Y por qué causa le mató? Porque sus obras eran malas, y las de su hermano justas.
Hijitos, vosotros sois de Dios, y los habéis vencido; porque el que en vosotros está, es mayor que el que está en el mundo.
Amados, si Dios así nos ha amado, debemos también nosotros amarnos unos á otros.
Y nosotros tenemos este mandamiento de él: Que el que ama á Dios, ame también á su hermano.
Mucho me he gozado, porque he hallado de tus hijos, que andan en verdad, como nosotros hemos recibido el mandamiento del Padre.
Porque muchos engañadores son entrados en el mundo, los cuales no confiesan que Jesucristo ha venido en carne. Este tal el engañador es, y el anticristo.
Aunque tengo muchas cosas que escribiros, no he querido comunicarlas por medio de papel y tinta; mas espero ir á vosotros, y hablar boca á boca, para que nuestro gozo sea cumplido.
Los hijos de tu hermana elegida te saludan. Amén.
El anciano al muy amado Gaio, al cual yo amo en verdad.
Yo sé tus obras, y tu tribulación, y tu pobreza (pero tú eres rico), y la blasfemia de los que se dicen ser Judíos, y no lo son, mas son sinagoga de Satanás.
Yo conozco tus obras, que ni eres frío, ni caliente. ¡Ojalá fueses frío, ó caliente!
Después de estas cosas miré, y he aquí una puerta abierta en el cielo: y la primera voz que oí, eracomo de trompeta que hablaba conmigo, diciendo: Sube acá, y yo te mostraré las cosas que han de ser después de éstas.
Y él vino, y tomó el libro de la mano derecha de aquel que estaba sentado en el trono.
Y miré, y he aquí un caballo blanco: y el que estaba sentado encima de él, tenía un arco; y le fué dada una corona, y salió victorioso, para que también venciese.
Porque el gran día de su ira es venido; ¿y quién podrá estar firme?
Y clamaban en alta voz, diciendo: Salvación á nuestro Dios que está sentado sobre el trono, y al Cordero.
Y todos los ángeles estaban alrededor del trono, y delos ancianos y los cuatro animales; y postráronse sobre sus rostros delante del trono, y adoraron á Dios,
Y el humo del incienso subió de la mano del ángel delante de Dios, con las oraciones de los santos.
Y el segundo ángel tocó la trompeta, y como un grande monte ardiendo con fuego fué lanzado en la mar; y la tercera parte de la mar se tornó en sangre.
Porque su poder está en su boca y en sus colas: porque sus colas eran semejantes á serpientes, y tenían cabezas, y con ellas dañan.
Y clamó con grande voz, comocuandoun león ruge: y cuando hubo clamado, siete truenos hablaron sus voces.
Y en aquella hora fué hecho gran temblor de tierra, y la décima parte de la ciudad cayó, y fueron muertos en el temblor de tierra en número de siete mil hombres: y los demás fueron espantados, y dieron gloria al Dios del cielo.
El segundo ¡Ay! es pasado: he aquí, el tercer ¡Ay! vendrá presto.
Y se han airado las naciones, y tu ira es venida, y el tiempo de los muertos, para que sean juzgados, y para que des el galardón á tus siervos los profetas, y á los santos, y á los que temen tu nombre, á los pequeñitos y á los grandes, y para que destruyas los que destruyen la tierra.
Y fueron dadas á la mujer dos alas de grande águila, para que de la presencia de la serpiente volase al desierto, á su lugar, donde es mantenida por un tiempo, y tiempos, y la mitad de un tiempo.
El que lleva en cautividad, va en cautividad: el que á cuchillo matare, es necesario que á cuchillo sea muerto. Aquí está la paciencia y la fe de los santos.
Y vi otro ángel volar por en medio del cielo, que tenía el evangelio eterno para predicarlo á los que moran en la tierra, y á toda nación y tribu y lengua y pueblo,
Y vi así como un mar de vidrio mezclado con fuego; y los que habían alcanzado la victoria de la bestia, y de su imagen, y de su señal, y del número de su nombre, estar sobre el mar de vidrio, teniendo las arpas de Dios.
Y el tercer ángel derramó su copa sobre los ríos, y sobre las fuentes de las aguas, y se convirtieron en sangre.
Y los hombres se quemaron con el grande calor, y blasfemaron el nombre de Dios, que tiene potestad sobre estas plagas, y no se arrepintieron para darle gloria.
Y el quinto ángel derramó su copa sobre la silla de la bestia; y su reino se hizo tenebroso, y se mordían sus lenguas de dolor;
Y los congregó en el lugar que en hebreo se llama Armagedón.
Y vino uno de los siete ángeles que tenían las siete copas, y habló conmigo, diciéndome: Ven acá, y te mostraré la condenación de la grande ramera, la cual está sentada sobre muchas aguas:
Con la cual han fornicado los reyes de la tierra, y los que moran en la tierra se han embriagado con el vino de su fornicación.
Y me llevó en Espíritu al desierto; y vi una mujer sentada sobre una bestia bermeja llena de nombres de blasfemia y que tenía siete cabezas y diez cuernos.
Y los diez cuernos que viste en la bestia, éstos aborrecerán á la ramera, y la harán desolada y desnuda: y comerán sus carnes, y la quemarán con fuego:
Y viendo el humo de su incendio, dieron voces, diciendo: ¿Qué ciudad era semejante á esta gran ciudad?
Y un ángel fuerte tomó una piedra como una grande piedra de molino, y la echó en la mar, diciendo: Con tanto ímpetu será derribada Babilonia, aquella grande ciudad, y nunca jamás será hallada.
Y salió una voz del trono, que decía: Load á nuestro Dios todos sus siervos, y los que le teméis, así pequeños como grandes.
Y oí como la voz de una grande compañía, y como el ruido de muchas aguas, y como la voz de grandes truenos, que decía: Aleluya: porque reinó el Señor nuestro Dios Todopoderoso.
Y prendió al dragón, aquella serpiente antigua, que es el Diablo y Satanás, y le ató por mil años;
Y limpiará Dios toda lágrima de los ojos de ellos; y la muerte no será más; y no habrá más llanto, ni clamor, ni dolor: porque las primeras cosas son pasadas.
Y llevóme en Espíritu á un grande y alto monte, y me mostró la grande ciudad santa de Jerusalem, que descendía del cielo de Dios,
Y el que hablaba conmigo, tenía una medida de una caña de oro para medir la ciudad, y sus puertas, y su muro.
Y la ciudad está situada y puesta en cuadro, y su largura es tanta como su anchura: y él midió la ciudad con la caña, doce mil estadios: la largura y la altura y la anchura de ella son iguales.
Después me mostró un río limpio de agua de vida, resplandeciente como cristal, que salía del trono de Dios y del Cordero.
