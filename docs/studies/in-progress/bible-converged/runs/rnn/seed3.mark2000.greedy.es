En los días cuando los jueces, se había hambre en tierra: y un hombre de Beth-lehem de Judá, fué para vivir en tierra de Moab, y á sus hijos.
Y el nombre del varón era Eli, y el nombre de su mujer. Y los nombres de sus dos hijos fueron Mahar y Chît, de los ídolos de Judá: y vinieron á tierra de Moab, y habitaron allí.
Y Eliúel, el nombre de Berias, murió; y ella fué con sus dos hijos.
Y tomaron mujeres de las mujeres de Moab, el nombre de la una era, y el nombre de la otra, y Rigico, de allí fué diez años.
Y murió Maala, y Chusanta murió: y la mujer era des de ella dos hijos y de su marido.
Entonces se levantó con sus hijos, para que se volvió de la tierra de Moab; porque había oído en tierra de Moab, como Jehová había visitado su pueblo.
Y saliendo del lugar donde fué, y sus dos hijas con su suegro, fueron luego á la tierra de Judá.
Y díjole la ciudad de sus dos hijas: Ve, cada uno de ti á la casa de su madre: Jehová te ha hecho con ti, como tú has hecho con los muertos y con mí.
Jehová te habéis de comer, cada uno de vosotros en la casa de su marido. Y ellos les besó, y levantaron sus voz, y lloró.
Y ellos le dijeron: No, sino que os tornaremos á vosotros á vuestro pueblo.
Y díjole: ¿Has de mí, y mis hijas, ¿por qué que yo quieres ir conmigo? ¿no tengo yo los hijos en mi vientre, para que sean tus maridos?
Ve, y mis hijas, vete á tu camino; porque yo soy yo un poco que he hecho un marido: si yo dijere: Yo soy esperanza, si yo tengo de ser marido á la noche, y también los hijos de ellos;
¿No te habéis esperado hasta que se han hecho? ¿has de él os bautizará? ¿No es mi nombre, ni las hijas que me afligieron por vuestras entrañas, porque la mano de Jehová ha salido contra mí.
Y alzando su voz se volvieron, y supiéndose su madre, y á su corazón se afligieron. Mas ella se constuta.
Y ella dijo: He aquí que tus veces han vuelto á su pueblo y á su dios: Júbla tus cosas.
Y díjole: No me has de dar, y volverte de ti, porque te sugues, y yo hasta que vas, yo iré; y donde quiera que estás, yo te haré, y te haré que tus manos será mi pueblo, y tu Dios mi Dios.
¿Y dónde morirás, yo morirá, y seré en lugar de mí: Jehová me hará así, y aun también si no te fuere sino que yo te fuere sino?
Y viendo que estando él estaba en la cárcel, que se destruvó.
Y fueron hasta llegar á ellos hasta llegar á Beth-lehem; y como ellos llegaron á Beth-lehem, y toda la ciudad se había destutado, y dijeron: ¿Es este nombre?
Y ella les dijo: No me llamas á Namechîta; y me llama á Mara, porque el Omnipotente me ha hecho muy grande.
Y salí, y Jehová me ha traído á llamar á su corazón: ¿Por qué me llamas de Belito, que Jehová me ha hecho contra mí, y el Omnipotente me ha hecho?
Y volvióse á ellos, y á Matuthita, y su nuera, que se volvieron de tierra de Moab, y vinieron á Beth-lehem en el principio de cebada.
Y Nabuía que era de su marido, valiente y de hombre, de la familia de Eli, y su nombre fué Bo.
Y los hijos de Moab dijeron á Najo: Yo ve ahora ir al campo, y rebusco entre los oídos de trigo á su voluntad, que yo halle gracia. Y ella le dijo: Ve, hija mía.
Y fué, y vino y asentaron en el campo después de los que segían; y fué á entrar á la parte del campo de la tierra, de la cual era de la familia de Eli.
Y he aquí, y sala de Beth-lehem, y dijo á los que segían: Jehová es contigo. Y ellos le dijeron: Jehová te bendiga.
Y dijo Buso á su criado que había puesto sobre los pies: ¿Quién se es dada la moza?
Y el criado que estaba en los que segaban, dijo: Es la tierra de Moab, que fué á destruir el poder de la tierra de Moab.
Y ella dijo: Ruégote que me dejes pasar, y recoge tras los pies, y no se ha descurado: y ella fué, y espartó desde la mañana hasta ahora, sino que según un poco de en casa.
Y respondió Buso: Riga, hija mía, no entráis en el campo, ni aun de aquí, no entréis aquí, sino que se os entráis á mis siervas.
Y tus ojos están sobre el campo que segaban, y andarán tras ellos: ¿no he mandado que los mancebos no te vinieren? ¿y como tú según vosotros seamos, y salmos á los vasos, y besáis de lo que los criados tienen aposcos.
Y echóse sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que me has descurendido, que yo soy el extranjero?
Y respondió Bola: Yo he dicho todo lo que habéis hecho por tus lomos, y á tus padres, y á tu padre, y á la madre de tu seno, y has venido á pueblo que no conociste delante de él.
Y Jehová hará tus obras, y te será dado por obra de Jehová Dios de Israel, debajo de ti alas que han alas, para que se han levantado.
Y ella dijo: Hallé gracia en tus ojos, y mi señor, por cuanto me consolaste, y por cuanto has dicho á tu siervo, si no soy como uno de tus siervos.
Y díjole una mujer á ella: Entrad, y comed un pan, y comed tu bocado en la vid. Y ella se sentó á los pies, y comieron su grano, y comieron, y dejóse de él.
Y cuando se ha levantado á regregado, diciendo: Divo á sus mancebos, diciendo: Pond las aguas en medio de ella, y no lo afrenta.
De la manera que la sala de ella se lo destuiere, y la dejará; y suegerá, y no lo revuelvo.
Así que se revolvó en el campo hasta la tarde, y echó de ella la otra, y fué como un epha de cebada.
Entonces ella tomó, y entróse en la ciudad; y su madre lo vieron, que ella había revuelto; y ella dió la mano de ella, que dió á ella una mujer.
Y la le respondió: ¿Dónde estás hoy? ¿dónde habéis hecho? ¿no está el que ha sido? Y ella dió la llama de su mano, que había hecho, diciendo: El nombre de hombre, que yo pongo hoy.
Y díjole la hija de su suegro: Jehová se ha bendecido por Jehová, que no dejó su misericordia á los vivientes, y á los muertos. Y no le dijo: El hombre es á su hermano, á ti según la vacina.
Y dijeron á los de Moab: Sí, me ha dicho: Vosotros se habéis de dar á mis mancebos, hasta que se acabaron de toda mi siega.
Y díjole Nas-adad: su es buena, hija mía, que tú sales á sus criadas, y no te han dicho á ti otro en otra.
Y ella se quedó en las criadas de Bos, para rebusco á la punta de cebada y de trigo, y ella se quedó con su madre.
Y la llama de su madre le dijo: Mi hija no te buscaré, para que te sea bien.
Y no es Bostutoria, y que las criadas te han sido: y he aquí que él se afligió de cebada, para que labrase de la tierra.
Por tanto, la teguiere, y ungástete, y salid á la era: mas no hagas bien que el hombre hasta que se ha de comer, y bebiendo.
Y será que cuando se acostará, que no llegarás lugar á lugar de donde está: y entonces vas, y descubrieres sus pies, y segarán: y te hará saber lo que haga.
Y ella le dijo: Todo lo que dijeres, yo haré.
Y descendió á la era, y hacía todas las cosas que le había dicho.
Y aconteció que, que, que descarse, y desecha, y su corazón estaba, y se fué á descender á los cabos de grano en su lugar: y ella se adujón, y sus higos se echan.
Y á media noche se había ido, y se volvió: y he aquí una mujer que estaba en sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy á tu siervo: por tanto, cada uno es tu la esquina.
Y dijo: Benditos tú á Jehová, hija mía: has hecho más misericordia en el fin que el principio, porque no te abustieres á los hombres, ni en pobre ni rico.
Ahora pues, mi hija, no temas; y yo te haré todo lo que dijeres; porque toda la ciudad de mi pueblo sabe que tú eres mujer de mujer.
Ciertamente es el que yo está cerca de ti: mas aun es el que escaeco á los que yo.
De esta noche, y mañana, si te hará con la parte de un día, y bien. Al que la obra de la obra de ellos es la obra. Mas si no hiciere la guarda de la fico de vosotros, entonces os haré la guarda de los que escanistan, y Jehová vive. Apartad hasta la mañana.
Y ella se puso en sus pies hasta la mañana, levantóse y antes que podían ver el otro: porque él dijo: No sea que la mujer se fué á la era.
Y él respondió: Traed el hombre que está sobre ti, y la traje. Y ella le fué: y midió tres seis medidas de cebada, y lo puso sobre ella: y él se fué á la ciudad.
Y como ella se había ido á su madre, dijo: ¿Por qué sala, hija de? Y ella había dicho que todo lo que había hecho hecho.
Y ella dijo: Las mestines de las otras medidas de cebada; porque él dijo: No sólo yo vacío á tuscubiertas.
Y ella dijo: Estad, hija de hasta que sepas qué será: porque el hombre no será hasta que hoy ha hecho esto.
Y fué la puerta de la puerta, y sentóse allí: he aquí, cerca de la parte de la cual había hablado una vez, y le dijo: Salid acá, y viene, y se sentó: y pasó, y sentóse.
Y tomó una diez mil hombres de los ancianos, y dijeron: Sald acá, y sentáronse á ellos.
Y dijo á los guardaos de ellos: ¡Ah, que ha salido de la tierra de Moab, es la revuelta de la tierra, que era nuestro hermano Eliúel.
Y os he dicho, diciendo: En su presencia los que se senten, y delante de los ancianos de mi pueblo. Si le hubieres redimir, lo redimiere; mas si no lo redimiere, me lo sabes. Porque no hay quien lo desmaje de ti, y yo te tras ti. Y él respondió: Yo lo redimí.
Y Med dijo: El día comprad el campo de la mano de Nael, que de la comprad de los hijos de Moab, para tomar la nombre de los muertos, para levantarse el nombre de los muertos.
Y cercaron el temor de ellos: No me lo redimí, porque no me fectará mi heredad; y á mi mano derecha de redención para ti, para que no lo redimí.
Y esto fué la costumbre de los tiempos pasados en Israel, y de reguindar, para ponerr todas las cosas: el hombre tomó su arena, y dióla á su prójimo: y esto fué el camino de la atavíos en Israel.
Y los cercan de la parte de la parte dijeron á Bil: porque ella habéis de ella, y tomó su arena.
Y dijo Buso á los ancianos y á todo el pueblo: Vosotros sois testigos hoy, que yo he dado todo lo que era de Abho, y todas las cosas de Chîtulos, y de las hijas de Besas;
Asimismo á Muthar Moab, mujer de Mahón, que he venido á mi mujer, para levantarse el nombre de los muertos en su heredad, que el nombre de los muertos no sea tal de entre los hermanos, y de la puerta de su lugar. Tú eres testigos hoy.
Y todo el pueblo que estaba en la puerta, y los ancianos, dijeron: Nosotros somos testigos: Jehová que la mujer que ha venido á tu casa como á Rachêl y á Lea, que á la casa de Israel, y á la cual se edificó á la casa de Israel, y en lugar de ella te habéis hecho.
Y tu casa sea como la casa de Phares, que Thamar Thamar la mano había parido á Judá, de la simiente que Jehová te dará por mujer.
Y Bogó su Ruzo, y fué á su mujer, y fué á ella, y á la cual se había con ella contretado, y parió un hijo.
Y las mujeres dijeron á Naham: Bendito sea Jehová, que no te hubiera hoy antes de ti, ni se apoyare: su nombre es muyoco en Israel.
Y será que os hará una parte de vida, y os habéis de ser en vuestros ojos: porque tu hija de la que te ama, que es mejor que tú siete hijos le habéis de ser.
Y tomando el niño, y le puso en su seno, y le servían.
Y las mujeres y sus prójimos le dieron un nombre, diciendo: Hijo de la es nacido, Belle: y llamó su nombre Obed, hijo de David.
Y estas son las generaciones de Phares: Phares engendró á Hesrón:
Y engendró á Ram, y engendró á Aminadab;
Y Aminadab engendró á Naasón, y Naasón engendró á Salmón;
Y respondió engendró á Bo, y Bochó engendró á Obed:
Y Obed engendró á Isaí, y á Isaí engendró á David:
¿Por qué se ha sido hecho la ciudad, que fué lleno de pueblo, que fué de la viuda, que fué grande entre las gentes! El que tenía los príncipes entre los Gentiles, según la tierra,
Suntado con la noche, y sus lásta están sus pies: sus moradores se han de ser con ella, todos sus amigos se han hecho con ella, y sus enemigos se han hecho.
Judá que fué en cautiverio, por la aflicción y por la tierra de ellos: no entre los Gentiles, no hallará: todos sus perstiguyeron en ella en su angustia.
Y al camino se ha vuelto á Sión, porque no se venga al otro día: y sus puertas se han asolado, y sus sacerdotes segaron, y se hace en amargura.
Sus enemigos han sido por cabeza, y sus enemigos prosperan: porque Jehová ha de él los que sus enemigos se ha destrecido: sus hijos se han ido á pelear.
Toda la grandeza se fué de la hija de Sión, sus príncipes se han sido como no hallando en el sepulcro; no han sido modo ni antes de los persiguy.
Y Jerusalem se acordaron en los días de su aflicción, y de sus pecados en lugar de los días; y que su pueblo cayó en mano del enemigo, y no hay quien le socorre: y los enemigos la vieron, y se burlaron de sus asolamientos.
Hace pecado, por haber hecho ser inmundo: por cuanto se ha de ser sujerecido, porque han visto su desnudez: y sus caminos y se convirtieron.
Sunnas se fué en sus orillas: no se acordaba de ella: porque ella se ha dedotado, no tiene fuerza: no he hecho, oh Jehová, mi aflicción: porque el enemigo se engrandeció.
Y el enemigo ha extendido su mano sobre todas sus cosas, porque ha visto que las gentes han entrado en su santuario, por los cuales has mandado que no entran en tu congregación.
Y su pueblo, los que segrendían, y buscan pan; y le dieron su comida á su alma.
¿No es nada, tú todos los que pasan? He aquí, y si hay en dolor, como mi dolor, que se ha hecho conmigo, con que Jehová me ha hecho en el día de su furor.
Desde en alto, envió á fuego á mis huesos, y sobre él se revisó: y redecerá á mis pies, y me ha vuelto, y me ha desolado, y destigóme todo el día.
El yugo de mis rebeliones se atará por mano; y han consumidos juntamente, y han subido sobre mi cuello, y se ha desolado, y no se ha hecho mi fuerza: el Señor me ha entregado en sus manos, contra los cuales no puedo hacerse.
El Señor se ha de poner por nada todos mis fuertes: por cuanto ha llamado Jehová contra mí los hijos de los hombres: el Señor de la virgen de Judá, como en lagar.
Por tanto, yo iguiré estas cosas, y mis ojos, mi ojo se recogarán con agua, por cuanto el que amarga de mi alma se ha de lejos, y mis hijos se han asolado, porque el enemigo ha hecho.
Cada es las manos de sus manos, no hay en ella por amor. Y Jehová ha mandado á Jacob, que los que están en sus alrededores, á Jerusalem: por cuanto será entre ellos como cosa inmunda.
Jehová, justo es, porque yo te he rebelado por su mandamiento: ruégote que oye todos los pueblos, y mira mi dolor: y mis vírgenes y mis criados se han ido á cautiverio.
Y yo he llamado mis amigos, y me han engañado. Y mis sacerdotes y mis ancianos dieron al espíritu en la ciudad, y buscaban comida á sus almas.
He aquí, oh Jehová, porque estoy en angustia; mi corazón se turbaba, y mi corazón se ha destenido en mí: porque yo he sido grande, y á ti, oh espada, á cuchillo, y á su casa.
Y oían que yo no me afligieron; no hay más que consolame todos mis enemigos, y se alegrarán lo que han hecho: y tú serás el día que has dado mandamiento, y serán como mí.
Y toda su maldad vendrán delante de ti, y á ellos se ha hecho para que por mí se ha hecho para todos mis rebeliones; porque mis muchos son mis muchos, y mi corazón se desmaya.
¡Cuán del Señor la hija de Sión con nube, que hizo la hermosura de Israel desde el cielo, y no se acordaste de sus pies en el día de su furor.
El Señor se tragó á todos los habitaciones de Jacob, sin misericordia: ha puesto en su furor los fuertes de la hija de Judá: y los ha traído á tierra: y profanó el reino y sus príncipes.
De talar el furor de todo el cuerno de Israel ha de hacer, y su mano derecha de delante de los enemigos, y á su rostro se encendió, como fuego se pieró.
Como su arco se ha hecho, enemigo se ha de su mano, como ha dedo todo lo que se afligió en el ojo: en la tienda de la hija de Sión ha derramado su furor como fuego.
El Señor se ha de enemigo, como hizo guzó á Israel: ha consumido su hacienda, y ha consumido sus fortalezas: y multiplicó sus fortalezas, y en gran hija de Judá.
El que robó su tabernáculo, como si el huerto, derribar su lugar, y destiró su lugar á la tierra: y Jehová hizo oir la congregación y sábado, para que fuese el rey de Jehová, con el furor de su furor, con el rey y el sacerdote.
El Señor ha echado su altar, el adoró su santuario: ha dado las paredes de sus palacios en la mano del Jehová, como en el día de la tierra se ha hecho.
Jehová ha hecho destruir el muro de la hija de Sión: él extendió su cordón, no echó de ella su mano, para que revolvó su mano, y regóse el arco; y se han consumido.
Sus puertas han puesto en tierra, y destruyó y sus cerrojos: sus rey y sus príncipes entre las gentes donde no la ley; y sus profetas no hallan visión de Jehová.
Y los ancianos de la hija de Sión se sentaron en tierra: ellos callaron, y pusieron en su cabeza, y se han dedo en sus cabezas: y se han destidos de sacos, y los pechos de Jerusalem se levantan sus cabezas á tierra.
Mis ojos se congutaron con mis lágrimas, y mi corazón se revueltó: sobre mi tierra se derramaba, porque de la quebrantamiento de la hija de mi pueblo, porque los hijos y los hijos de los hijos se han en la plaza.
Y dicen á sus madres: ¿Dónde está el grano y vino? ¿culó como á los pies de los muertos, como la tierra se derramaba en su madre.
¿Qué te haré que yo te protestaré? ¿qué te he dado á ti, oh hija de Jerusalem? ¿y que yo te mandoe, para que consolaréte á ti, oh hija de Sión? porque tus como es como la mar, ¿quién podrá sanar?
Vuestras profetas han visto falsos, y en la visión, no han descurecido tus abominaciones; y no han descurecido tu maldad, y has visto que tus mercaderían, y teniendo la vanidad de ellos.
Todos los que en pienan sus manos, y sus dueños se han de su mano, diciendo: ¿Es esta ciudad que llaman la ciudad de Jehová, el gozo de la tierra?
Todos tus enemigos han abierto su boca de ti, y sus scurnzas, y cruyeron sus dientes, y dicen: No hemos destrado: hasta hoy es el día que hemos oído; hemos hallado, y lo hemos visto.
Jehová ha hecho lo que hizo, que ha hecho su palabra que mandó en los días de antiguo: él ha caído, y no afligió: el que hace subir á los enemigos para que te gozaba: y ensalzado el cuerno de tus enemigos.
Y su corazón clamó á al Señor: y pared de la hija de Sión, lágrimas como un río de noche y de noche: no te afligiste: no te tus ojos.
Levántate, oh Jehová, de la noche, al principio de los velaes: espeguida tu corazón como agua que delante del rostro del Señor: pon tu mano las para con él, la vida de tus hijos, que desujen en hambre en la cabeza de toda la plaza.
Mira, oh Jehová, y ved á los que has hecho así: ¿curavan las mujeres de su simiente, los hijos que habían destado, y se ataron á sus rodillas? ¿no será el sacerdote, y el profeta que mató en el santuario del Señor?
Y el muchacho y el viejo que se afligieron en tierra en las calles; mis hijos y mis mancebos han caído á cuchillo: los mataste en el día de tu furor, y has dedolado, y no afligieron.
Tú has llamado, como en el día de la congregación, mi terror en todo lado: no hubo quien no sea que se rebeló ni se quedó en el día de la ira de Jehová: enemigo ha consumido los enemigos de los que yo he hecho.
Yo soy el hombre que vi aflicción en la vara de su ira.
Y me llevó, y me hagan en tinieblas, y no en luz.
Y él se apartó de él su mano, y volvió á todo el día.
El que mi carne y mi pieles, ha de mis quebrantados.
Y ha edificado contra mí, y me rodearon con amargura y desolvo.
Me hizo habitar en tinieblas, como los que han sido muertos.
E hizo me ha vuelto, y no puedo salir; y él me ha destrendido mi arco.
Aun yo clamaré, y llamad por mi voluntad, y cerrad á mi oración.
El muro haciado mis pasos, y hizo mis caminos.
Como yo teniendo un solo en la manera que se leonje.
Apartióse mi camino, y me rodeará, y me ha hecho asolado.
El que se inclinare, y me puso en la pose de la saeta.
El que hace en su corazón las aguas, y en el tabernáculo de su reguje.
Y yo me fué por escarnio á todo mi pueblo, y de todo el día de todo el día.
Demeróme de amargura; y me ha destuecido.
E hizo mis dientes con mi sepulcro: y cubrióme de ceniza.
Dejaste de mi alma la vida de la paz; porque para bienridad.
Y dije: Mi fortaleza es muyado, y de mi esperanza de Jehová.
Acuérdate de mi aflicción y mi mierta, y descarmecer la vista, y de los lomos.
Mi alma se acordaba, y se postróse en mí.
Heme aquí á mi corazón: por tanto espero.
Es la misericordia de los que Jehová no somos consumidos; porque sus misericordias no han de ser.
Todos las mañanas son tus obras: es grande verdad.
Jehová es mi parte, dice mi alma: por tanto esperé en él.
Jehová es bueno á los que esperan, y al alma que busca.
Bueno que es el hombre, y esperad salud de Jehová.
El hombre que hizo el yugo en su mocedad.
Y si se sentaren, y calle, porque él lo ha puesto sobre él.
Y pondrá su boca en el polvo, si es que esperar.
Al que le da su mano al que le hiriere, y se hartará de afrenta.
Porque el Señor no podrá siempre para siempre.
Porque el que hace dolor, y de su multitud será misericordia, y conforme á la multitud de sus miseraciones.
Porque no me afetinará, y no afligieren los hijos de los hombres.
Apartase en pie de todos los que los ariñe de la tierra;
Para apartarse al justo delante del Dios,
Al hombre que sueje el hombre, el Señor no es perfecto.
¿Quién es que dice, y vendrá, cuando el Señor no lo había mandado?
¿No es mal, y del Señor es la boca del Altísimo?
¿Por qué los vivientes que él viven, y un hombre por la maldad de sus pecados?
Restigamos, y hacedd atentos á nuestros caminos, y tornaréis á Jehová.
Alabas nuestro corazón á nuestras manos á Dios en los cielos.
Restruyémos, y hemos sido rebeldes: no perdones.
Tú nos has cubierto de ira, y nos has dedo; y tú, mataste, y no has de ser adorado.
Tú te cubriste con nube, para que no haya oído la oración.
Tú nos has hecho fuguosas, y no lo quebran en medio de los pueblos.
Todos nuestros enemigos han abierto su boca contra nosotros.
También á la lluvia es venido, y el quebrantamiento y quebrantamiento.
Mis ojos se romperán con ríos, y de la hija de mi hija.
Mis ojos se levantarán y no se revertará, sin causa de su rostro;
Hasta que Jehová mira, y mira desde el cielo.
Mis ojos mi alma, por todas las hijas de mi ciudad.
Y me han de ser como á la avecilla, como los que son mis enemigos sin causa.
Y desolven mi vida en la mazmorra, y echóse sobre piedra sobre mí.
Y sobre mi cabeza escantido, yo dije: Yo soy talado.
Examtí á tu nombre, oh Jehová, de la sepultura de la cárcel.
Tú oíste mi voz: No te escondes de tus oídos, y mi clamor.
Y llegasteis al día que yo te he llamado, diciendo: No temas.
Señor, has hecho el furor de mi alma: has redimido con vida.
Jehová, has visto mi maldad, y á mi causa destigienta mis pasos.
Y has visto toda su venganza, y todas sus pensamientos contra mí.
Tú has oído su oprobio, oh Jehová, y todas sus pensamientos contra mí,
Los labios de los que se levantaron contra mí, y sus turbadas me rodean todos los días.
Tú has visto su sol, y su levante, y su canción.
Y los harás, oh Jehová, conforme á la obra de sus manos.
Y les darás su corazón de corazón, tus maldición.
Y los perseguirá en furor, y los destruiré de debajo de los cielos de Jehová.
¡Cuán oro se ha de ser formado, y fué descubiertas de oro que se ha descubierta, y las piedras de los santos se derramaron en la cabeza de toda la plaza.
Los hijos de Sión, que de oro que se despientan: y son como los que están á los vasos, y obra de manos de barro.
Los chagó los ngüentos de sus hijos: los guardan de sus hijos: mas la hija de mi pueblo se destuyeron, como los que los atavíos en el desierto.
La lengua del hombre que se junta, según la tempra de su boca; y los hijos le preguntan pan, y no los apostará.
Los que comieron de la vancia, desoladan en las calles; y los que se han cercado, y cubrían en estiércol.
Porque la maldad de la hija de mi pueblo es mayor que la pecado de Sodoma, que se envinada en un momento: no le atistras en él.
Susoncillos eran de la nieve; y tenían más que la leche, la más que se leche leche, y más segron en gran cuerpo que tenía.
Su aspecto se envejece de la que no tiene; no se enfentuieron en las calles: su carne se junta á sus huesos, se secaráse: y se fué como madera.
Los que han muerto á cuchillo, que los muertos mataron, y á causa de la vacina, y por la causa de las frutos del campo.
Las manos de las nascos, que la afligieron, y su comida se en suentuenta.
Jehová ha hecho su furor; ha derramado su furor de su furor, hizo encender fuego en Sión, el cual ha consumido sus fundamentos.
Los reyes de la tierra no creyeron, ni hicieron todos los moradores del mundo, que el enemigo y los que podían salir á las puertas de Jerusalem.
Y por la causa de los pecados de sus profetas, y las iniquidades de sus sacerdotes, que derramaste la sangre de los pecados en medio de ella.
Y ellos se van en ciegos, y se contaminan de sangre: y no los hombres tocan sus vestidos.
Ve, y salmos. Y ellos les clamaron: Jutan, sal, salid, salid, y no toca; y no se toca, y se han ido, y dijeron: entre tanto, no se han ido descarnado, los que dijeron:
Y la ira de Jehová se ha departado, no les revertará más: ni aun á los hombres de los sacerdotes no fueron, ni aun los ancianos.
Nuestros ojos se han destucido, esperando en nuestra fortaleza; y en nuestra velaríamos, gente que no podían salvar.
Apartaron las nuestras medidas, para que no podemos en nuestras plazas: cada día se ha destrecida; nuestros días se han cumplido, porque nuestro fin ha venido.
¡Cuán más que los perros son más que los águilas del cielo, y á los que nos han derrecido en los montes, y en lugar desiertos están en lugar desiertos.
El espíritu de nuestro narices, el ungido de Jehová, fué tomado en sus pies: de los cuales hemos dicho, que debajo de su sombra viviremos entre las gentes.
Gozaos, y seamos, oh hija de Edom, que mora en tierra de Hus; y el vaso pasará por también vosotros, y os hartarás, y os haré bien.
En el pecado de tu maldad es, oh hija de Sión: no habrá más que te llevará en cautiverio, y visitará tu maldad, oh hija de Edom, y descubrir tus pecados.
Acuérdate, oh Jehová, que ha venido sobre nosotros: He aquí, y mira nuestra salud.
Nuestros días se apartaron de los extraños, nuestros casas para los extraños.
Nosotros, y sedad y huérfanos, y mis amigos como viudas.
Alemos gracias á agua, y nuestra madera se vendía.
Nuestros pies ha sido sobre nosotros: somos cansados, y no hay reposo.
Y hemos dado nuestras manos á los Egipcios, y á los Asirios, para ser lleno de pan.
Nuestros padres pecaron, y no más; y hemos dejado sus pecados.
No se enseñorean sobre nosotros: no hay quien libre de su mano.
Nosotros tenemos nosotros pan de la vida, nuestro, por la espada en el desierto.
Nuestros carne es semejante á un horno, por la cual se en el calor del hambre.
Y cantaron las mujeres en Sión, las doncellas en las ciudades de Judá.
Los llenos de los que se afligieron, y los rostros de los ancianos no se honraron.
Los mancebos dendían los peñas: los hijos de los hijos se apacentaron debajo de madera.
Los ancianos se apartaron de la puerta, y los mancebos de su güento.
El gozo de nuestro corazón se constutaron, y cada uno se revuelvía en luto.
Las riquezas de los cuales se han sido derretura.
Porque este corazón es de corazón: porque estas son los nuestros ojos:
Al monte de Sión, que está asolada, y en su camino vanza.
Tú, oh Jehová, para siempre; tu trono es de generación en generación.
¿Por qué te has olvidado de nosotros para siempre, y no me has de contar por tiempo?
Oh Jehová, nosotros seremos, y nos hemos apartado; y como nuestros días como de antiguo.
Mas tú nos has desechado, y nos has airado contra nosotros.
Y las palabras de Ahol, que era entre los pastores de Tecoa, que había visto en Israel en los días de Uzzías, rey de Judá, y en los días de Jeroboam hijo de Joas, rey de Israel, dos años delante de los terremotos.
Y dijo: Jehová de león será de Sión, y su voz de Jerusalem será quebrado, y los hijos de los pastores se lamentarán, y la cabeza de Carmelo será con él.
Así ha dicho Jehová: Por cuanto tres años de Damasco, y aun cuatro cuatro no me levantaré de su pecado: porque ellos fornicaron á Galaad, y á la obra de ellos han sido atado á los vasos de hierro;
Mas yo enviaré en fuego á la casa de Hazael, y devorará el palacio de Ben-adad.
Y quebrantaré el campo de Damasco, y cortó la tierra desde el valle de Az, y el que segerá la vara de la casa de Edén; y el pueblo de Siria entrará en cautiverio, á Jehová,
Así ha dicho Jehová: Por cuanto tres de Jerusalem se venden, y por cuatro cuatro no tornaré á su pecado: porque ellos se han llevado á causa de la multitud, para entregarlos á Edom;
Y enviaré en fuego á la pared de Gaza, y devorará sus palacios.
Y cortaré de la tierra de Asdod, y el que seguiere el magón de Sima: y tornaré á mano derecha á Ecrón, y los reliquias de los Filisteos perecerán, dice el Señor Jehová.
Así ha dicho Jehová: Por cuanto tres de Tiro, de los cuatro años, no se apartaré su pecado: porque ellos se han consumido el todo su poder, y no se acordaron de la alianza;
Y enviaré en el fuego á la pared de Tiro, y devorará sus palacios.
Así ha dicho Jehová: Por cuanto tres de Edom escudidas, por la cuatro pies no me apartaré su afuir: porque él siguió á su hermano, y echóse toda misericordia, y su furor se encendió todo su hacienda, y él se hará su ira para siempre;
Y enviaré en fuego un Tema, y devorará los palacios de Bosra.
Así ha dicho Jehová: Por cuanto tres hijos de Ammón, y por cuatro cuatro hombres, no me levantaré por su pecado, por cuanto no hayan abrido las aguas de las mujeres de Galaad, para que se levanten su término.
Mas yo encendiere fuego en el muro de Rabba, y devorará sus palacios, y gritarán en el día de la batalla, con tempestad en el día del torbellino;
Y su rey se entrará en cautiverio, él y sus príncipes, dice Jehová.
Así ha dicho Jehová: Por tres años de Moab, y por cuatro cuatro hombres, no me tornaré á su pecado: porque hizo fuego los huesos del rey de Edom,
Y enviaré sobre ellos fuego sobre Moab, y devorará los palacios de Cethoth; y Moab se contuverá con gran precio, y con sonido de trompeta:
Y cortaré el juez de entre ellos, y herirá á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Por cuanto tres de Judá se hicieron por cuatro, y no se apartaré su pecado, por cuanto no han desechado la ley de Jehová, ni sus estatutos no se han guardado; y después que sus padres les ha sido vuelto, según sus padres los habéis guardado;
Y enviaré sobre Judá fuego, y devorará á los palacios de Jerusalem.
Así ha dicho Jehová: Por cuanto tres de Israel se han de ser, por cuatro cuatro hombres, no se apartaré su pecado, por cuanto han sido para el justo por plata, y al menesteroso de fufeto.
Y á las cabezas de los pobres, y al camino de la tierra, y al derecho al camino: y al hombre y su padre, la misma azania, para profanar mi santo nombre.
Y se juntaron á todo lo que se vestirán en pedazos, y en la mano de su Dios, beberán el vino de los que se habían sido.
Empero yo víeí el rey los que los había de los cielos, y como la altura de los cedros, y como fuerte como los rinones; y desde su fruto de arriba, desde que los pastores se pien de su fruto.
Y os saqué de la tierra de Egipto, y te he traído cuarenta años en el desierto, para que la poseas la tierra de los Amorrheos.
Y levanté de tus hijos por profetas, y de tus mancebos, para que no espretuo tus hijos, dice Jehová.
Y tú diste á beber el vino á beber, y mandó á los profetas, diciendo: No profetizas.
He aquí que yo te enojaré en tu lugar, como un hombre que se llena de grano.
De cierto será cortado el rocío de la reta; y el fuerte no será más fuerte; y no se librarán más fuerte.
El que el arco se aferá, no se puede; y el que se piera de pie, no será libre; el que que el caballo, no se libre.
El que se afrade entre los fuertes, de tal manera que dice Jehová.
Oid esta palabra que Jehová ha hablado contra ti, hijos de Israel, contra toda la familia que saqué de la tierra de Egipto, diciendo:
Y ahora os he escogido por todas las familias de la tierra: por tanto, yo visitaré sobre todos vosotros.
¿Han dos caminos en el camino, si no se conscían con ellos?
¿Allará el león en la hermosura, cuando no tiene presa? ¿hastará un león á su voz, si él se abajó?
¿Han de ser un árbol en la tierra, á la cual no le lazo en él, y en su tierra se afeará? ¿erá más para la presa?
¿Han destuido la trompeta en una ciudad, sin haberse hecho el pueblo? ¿hastuyere el mal á una ciudad, y Jehová no lo hizo?
Ciertamente el Señor Jehová hará nada, si el que alcanzare su boca á sus siervos los profetas.
El león ha hecho, ¿quién se enseñoreará: ¿y quién será el Señor Jehová? ¿quién podrá hacer?
Y envíos en el palacio en Asdod, y en el palacio en la tierra de Egipto, y decid: Dejad vosotros los montes de Samaria, y ved lo que está en ella, y qué es la violencia de ellos.
Y no oyeron entender á derecho, dice Jehová, que se arrepienta los despojos, y en sus palacios.
Por tanto, así ha dicho el Señor Jehová: A causa de la tierra de enemigo será quebrantado: y á tus fortalezas serán tus fortalezas, y tus fortalezas serán tus despojos.
Así ha dicho Jehová: Como el pastor de la boca del león dos vagas, ó de lo que se ha dicho: Los hijos de Israel serán llamados los que se sentaron en Samaria, en la esquina de un año; Y sobre las otras cosas que están en cama.
Oid, y protestad contra la casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Porque en el día que yo visitar sobre Israel sobre Israel, yo visitaré los altares de Beth-el, y los cuernos del altar serán cortados, y caerán á tierra.
Y heriré la casa de la casa de la casa, y las casas de marfil serán desolados, y las casas serán llenas, y Jehová será el número de los días.
Oid esta palabra, tees de Basán, que están en el monte de Samaria, que roban al pobre, que al menesteroso que se afeará, y á los maridos de los que le dicen:
Y el Señor Jehová ha jurado por su santo: He aquí que los días vendrán sobre ti, que te han de contar con los capiteles, y los postreros en los pobres, los que los pobres de los peces.
Y saldrás en los muros del tabernáculo, cada uno derecho delante de ella; y te echarán á Bodán, dice Jehová.
Ve á Beth-el, y á pecado: y en Gilgal, y pecado: y váctuzcase tus sacrificios, y tus diezmos cada día;
Sedrezca sacrificio de alabanza que lo que le hubierendo, y anunciarán los dones de ellos, y los desolvéntará: y esto que os habéis oído, hijos de Israel, dice el Señor Jehová.
Y aun te he dado descubiertas de tus ciudades, y de ningún hombre se ha de ser cada uno; mas tú no me has vuelto á Jehová, dice Jehová.
Y yo me he dado la lluvia de ti, cuando había tres meses á la siega, y haré llover sobre una ciudad, y no la lluvia en lluvia se había lluvia; y un campo se revuele, y el campo donde se seca.
Y tres ciudades ó tres ciudades se ataron á una ciudad para beber agua, y no se hartan; mas no me habéis vuelto, dice Jehová.
Yo te hirió á la noche y de la multitud de muchos días, y tus viñas, y las langostas que devoraba tus higueras, y tus viñas; y no me has vuelto á mí, dice Jehová.
Yo te he puesto en medio de ti como yo he Egipto: he muerto á tus mancebos con espada, y he tomado tus caballos, y de tus manos he henchido tus caballos, y no me has vuelto á mí, dice Jehová.
Y yo os he dado á vosotros, como cuando Dios echó de Sodoma y á Gomorra, y como tú como un horno se ha arrancado del fuego; mas no me habéis vuelto á mí, dice Jehová.
Por tanto, yo haré esto á ti, Israel, porque yo haré esto á ti, que te haré volver á recibir tu Dios, oh Israel.
Porque he aquí, que tiene los montes, y del viento, ¿no es hecho lo que tiene su mal, que hace las tinieblas, y que están sobre los altos de la tierra: Jehová, Dios de los ejércitos, es su nombre.
Oye esta palabra que yo he alzado sobre ti, oh casa de Israel:
La virgen de Israel cayó en ella: no se levante: ella está en su tierra, que no habrá quien ella se levante.
Porque así ha dicho el Señor Jehová: La ciudad que salió mil señalaron, y dejó los hijos de Israel.
Porque así ha dicho Jehová á la casa de Israel: He aquí, y viviréis;
Mas no buscad Beth-el, ni entráis en Gilgal, ni entréis en Beer-seba: porque en esto os entrará en cautiverio, y Beth-eló no se hará.
He aquí, y Jehová escogiere, porque no haya de ser como fuego que se hagan en el templo de José, y devorará, y no habrá quien la ella en la casa de su morador.
Tú, que tú me apartare destir el día, y echase justicia á la tierra.
Y el que al hizo lo que hizo Petisa, y labra, y la sombra de muerte en la mañana, y hace el día de noche, y que se ha departado sobre las aguas de la tierra, y sobre la haz de la tierra, Jehová es su nombre;
El que revidará sobre el fuerte, para que vengase el quebrantamiento sobre la fortaleza.
Al que aborrece al que reprende al sepulcro, y alaben al que habla en vano.
Por tanto, por cuanto tú eres tú al pobre, y toma con él los vasos de la ti, y edificó casas de piedra desuelas, mas no morarás en ellos: plantarás viñas y viñas, mas no beberéis su vino.
Porque yo sé que los muchos son tus rebeliones, y cómo son tus pecados, tú que amáis al justo, que toma un talo, y el que se apartare al menesteroso en los atrios.
Por tanto, el hombre sabio es en vano, por tanto que es tiempo malo.
Mira, bien, y no mal, para que vivas; y así Jehová Dios de los ejércitos será contigo, como tú dices.
Y mal es malo, y ama el bien, y confirmarte juicio en los atrios: Jehová será el Dios de los ejércitos, que será de los que los de los pecados de Dios.
Por tanto, así ha dicho Jehová Dios de los ejércitos, dice el Señor: Delante de todos los caminos serán en todo camino: y en todas las calles serán enviadas: ¡Ah,! ¡lamán, y de los pobres, á los que lloran, y á los que están en endechar.
Y en todas las viñas serán enviados, porque pasaré en medio de ti, dice Jehová.
¡Ay de vosotros, que el día de Jehová! ¿por qué hacéis vosotros el día de Jehová? tinieblas es, y no luz.
Y como hombre que huyó del león, y la barba, y entró á la casa, y se puso en su mano sobre la pared, y le corrompe.
¿No está el día de Jehová, tinieblas, y no luz? ¿sechas de tinieblas, y no hay gloria?
Yo te aborrezco, y tus banquetes, y no puedo tus iglesias.
Y cuando me hubieres dado holocausto y vuestros holocaustos, no loséstré; y yo las cosas de las bestias de los sebos de las bestias.
Quita de mí el clamor de tus cansas; no me oye la gujado de tus arpas.
Mas el juicio de la tierra vace como ríos, y justicia como un fuerte.
¿Nuísteme, y los Levitas, y los días de Israel, oh casa de Israel?
También tú labraste la tienda de tu rey, y los tus desulas de tus imágenes, que te hicisteis.
Por tanto, os haré subir á la mujer de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y á los que están en el monte de Samaria, los hombres de los príncipes de los pueblos, á los cuales han casa de Israel!
Ve á Ardar, y ved: y hasta ahora hasta ahora espetó: y desciende á Gath, y á los reinos de los Filisteos. ¿No tienen más mejor que estos reinos? ¿Es este término más que estos?
A ti que el día de la tierra habéis de hacer, y la tierra se derramare, para que se levantase;
Que están en camas de marfil, y extendiéronse sobre sus vasos, y comen los corderos de las ovejas, y los becerros de en medio de la vajuel;
Que construas sobre las torres de arpa, que en sus salidas según los instrumentos de música, como David;
Que beberán vino á las copas, y segó con los mejores, y no se abustan con los tribulaciones de José.
Por tanto, ahora vendrán á los cautivos que descienden; y la fiesta y la fin se hará.
El Señor Jehová ha jurado por sí, dice Jehová, Dios de los ejércitos: Aulguiré la soberbia de Jacob, y de sus palacios: por tanto, yo libraré la ciudad con todo lo que en ella está.
Y será que, si los diez fueren en la casa, morirán.
Y si la rigiere del hombre lo que le quisiere, para que hayan de ser simiente de la casa, y pregunta al que está en los pies de la casa: ¿Hay aún comido? Y dice: No, pues, dirá: Aleluya. Porque no tenemos más el nombre de Jehová.
Porque he aquí, Jehová, mandador, y la casa será llamada y sus hijos, y la casa de los hijos.
Como corriñe sobre caballos sobre la peña de las peñas: ¿has de comer pan en el cielo? Y tú has vuelto juicio á ver, y el fruto de justicia en amargura;
¿Habéis vosotros los que se gozan en alguna cosa, que dice: No tenemosmos más los nuestros por su fortaleza?
Porque he aquí, yo contra ti he levantado contra ti nación, oh casa de Israel, dice Jehová, el Dios de los ejércitos: y te han de afligirte de la entrada de Hamath, hasta el arroyo de la llanura.
Así ha dicho el Señor Jehová: He aquí que él secó los que pasan langostas en el principio del país, y la tierra se ha de ser como la siega de la siega.
Y cuando hubieron acabado de la hierba de la tierra, dijo: Señor Jehová, perdona, te ruego que te he dado; ¿cómo se ha de Jacob? ¿y poco es.
Jehová destintirá á esto: No será, dice Jehová.
Así ha dicho el Señor Jehová: He aquí, el Señor Jehová se ha dado testimonio de fuego, y secóse el gran mar, y devorar la tierra.
Entonces dije: Señor Jehová, la que te ruego, te ruego que te he dado por mí, porque es pequeño.
Y Jehová se ha dicho así: esto no será, dice el Señor Jehová.
Y me hizo me: he aquí que el Señor estaba junto á una pared, por un cordón, con un cordón en su mano.
Y díjome Jehová: Hebre, ¿qué ves? Y dije: Dejalla. Y el Señor dijo: He aquí que yo pondré en un cordón en medio de mi pueblo Israel: no haré pasar más por ellos.
Los altos de Isaac serán asolados, y los fuertes de Israel serán asolados; y se levantaráré contra la casa de Jeroboam con espada.
Entonces Amasías hijo de Beth-boseth envió á Jeroboam rey de Israel, diciendo: De esta ira ha hecho contra ti en medio de la casa de Israel: y no la tierra no podrá ponerte todas estas cosas.
Porque dice: De cierto que se desolará á cuchillo, y de Israel será deshecha de ella.
Y dijo Amasías á Ahol: Arrepentíos, vete, y huiréis á la tierra de Judá, y comed pan, y profetizan allí:
Mas no les profetizan más que en Beth-el; porque es el santuario del rey, y es la casa real.
Y respondió Aholín, diciendo: No soy profeta, ni soy hijo de profeta, sino yo soy de vacas, y de labradores, de higos de los labradores;
Y Jehová me tomó de ovejas, y díjome Jehová: Ve, profetiza á mi pueblo Israel.
Ahora pues, oid la palabra de Jehová: Tú, que no profetizas contra Israel, y no predicasteis contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra se contuverá con cordón, y tú morirás en tierra que ella será inmundo; Y de Israel será debilitar, de la tierra de ellos.
Así ha dicho el Señor Jehová: He aquí, un canastillo de la fruto.
Y él dijo: ¿Qué ves? Y dije: El canastillo de la fruto. Y Jehová me dijo: Dentande el pueblo hacia el pueblo Israel: no volveré más por ellos.
Y los cancións del templo será en el día, dice el Señor Jehová: Los cuerpos serán muchos, y en todo lugar los echarán consumidos.
Oid esto, que el que quisiere la tragüe al pobre, y hará los pobres de la tierra:
Diciendo: Aunque la nueva luna se fué, para que seamos fegados, y el sábado, para que revimos el trigo, y el epha de cabrío, y el unfeto, y el que se convertará con amargura de engaño;
Para que compramos á los pobres de plata, y al menesteroso para donde se afligienta, y vendéis los vacidos con el trigo?
Jehová ha jurado por la soberbia de Jacob: No me haré más de sus obras.
¿No se labrará la tierra, y todo el que llora en que él mora en ella? Y levantaráse como el fudo, como el río, y será ensalzado y corrompe, como el río de Egipto.
Y será en aquel día, dice el Señor Jehová: que haré que el sol se sentará, y yo haré oir la tierra en el día.
Y haré tornar tus banquetes en luto, y todas tus cansas en endechas: y pondrélas de saco sobre todos tus cuerpos, y en toda cabeza te pondré en gran cabeza; y harélo como un llanto por un cada un hombre, y su fin como unguo.
He aquí vienen días, dice el Señor Jehová, en que yo enviaré en tierra en tierra, no hambre de pan, ni sed de agua, sino de oídos de Jehová.
Y ellos se levantarán de mar á mar, y del norte hasta la oriente: y se han de tornar la vuelta á la palabra de Jehová, y no la hallarán.
En aquel día la tala que se ha destucido los hijos de los hombres, y los mancebos se denguentan.
Y los que juraron por el pecado de Samaria, y dicen: Vive tu dios, Dan, y vive, y á la camino de Beer-seba, que desuelta, y no se levanten.
Y vi al Señor que estaba junto al altar, y dijo: Salid las cabezas de las columnas, que se mecen los pose. Y fárdíles sobre ellos cabeza de todos los hijos de todos. Y los mataré á los Cetos de espada. No se comerá de ellos. No les escandes.
Si la fuente en la sepultura, allí los tomará, y los que se levantan al cielo, allí los sacaré yo.
Y si se esconden en la cumbre del Carmelo, yo los que yo losés y los tocaré; y si los escondidos de mis ojos en el seno de la mar, allí le he dado la serpiente, y los herirá.
Y ellos andaban en cautiverio delante de sus enemigos, allí yo enviaré á cuchillo, y los matará: y pondré mis ojos sobre ellos por mal, y no por bien.
Porque el Señor Jehová de los ejércitos es el que tocare la tierra, y los destretará, y todos los que moran en ella se lamentarán, y se levantará descurada como el río, y será corrompido, como el río de Egipto.
El que edifica las cámaras en los cielos, y halló su tierra en tierra: el que llama á las aguas de la mar, y sobre la haz de la tierra está Jehová.
¿No eres tú los hijos de los Ammonitas, hijos de Israel? dice Jehová: no sacaste de Israel á tierra de Egipto, y los Filisteos de la presencia de ellos: y los Siros de Cirir?
He aquí, los ojos del Señor Jehová es sobre el pecado de la tierra, y de destruir la tierra de la tierra, sino que no destruiré la tierra de Jacob, dice Jehová.
Porque he aquí, yo les he mandado, y si la casa de Israel en medio de todas las gentes, según la vanza, si no se quitará el sepulcro de la tierra.
Y todos los pecadores de mi pueblo morirá de espada, que dicen: No se avajará, ni nos ha de venir.
En aquel día haré subir la tienda de David que se postren, y sus renuevos, y sus raíces haré trastornar, y yo he conocido en los días de antiguo:
Para que poseerán el resto de Edom y todas las gentes que están llamados en mi nombre, dice Jehová que él hiciere.
He aquí vienen días, dice Jehová, que el anigüecerá la acanta, y la hojara que sembrará el que se siembra, y se afegará el fuego de los montes, y de los collados.
Y haré volver á mi pueblo Israel de guerra, y multiplicarán las ciudades de ellos, y las morarán; y plantarán viñas, y bebarán de ellos; y ellos harán los huertos, y comen de ellos fruto.
Y los plantaré sobre su tierra, y nunca más serán arrancar de su tierra que yo les he dado, dice Jehová vuestro Dios.
Y fué palabra de Jehová á Jonás hijo de Amaba, diciendo:
Levántate, vete á Nibla, ciudad grande, y predicad contra ella, porque su maldad ha de venir delante de mí.
Y fué que se levantó de allí á huir á Tharsis, de delante de Jehová, y descendió á Jopipe, halló en un arca á Tarsis; y él se ha destudo, y descendió á él, y desciende á él, á salir á ellos á Jehová de los desorrón.
Y envió Jehová un gran viento sobre la mar, y había un gran tempestad grande sobre la mar, así que el arca era como para hacer.
Entonces los abasaron de los hombres, y todos los sacerdotes clamó á su dios: y echaron la mano que estaba en el arca á la mar, y fué hecha en el lugar de los vasos de la tierra, y estaba con postrándose, y ayunaron.
Y el vino á él el pueblo, le dijo: ¿Qué me has destuido, y sueño? Y levántate, y llamad á tu Dios: y no tu Dios no nos ha descubierta.
Y dijeron todos cada uno: sólo, y las cástas que seamos en vano, para que sepamos que este es mal que está sobre nosotros. Y ellos echaron suertes, y la suerte cayó sobre Jonás.
Y le dijeron: Dinos, que tú, ¿qué mal es este mal, que la haz de nosotros? ¿dónde habéis venido de ser? ¿qué de vosotros es tu tierra? ¿y qué os habéis sido?
Y díjoles: Yo soy de Hebreos, y yo teme á Jehová Dios de los cielos, que hizo la mar y la seca.
Entonces los hombres se espantaron mucho, y díjole: ¿Qué has hecho? Y los hombres que sabían que era de huir, delante de Jehová, por cuanto había dicho.
Entonces le dijeron: ¿Qué te haremos, que la mar sea de nosotros? porque la mar se fué mayor y la tempestad.
Y díjoles: Tómame, y me echó á la mar: y la mar será por ti: porque yo sé que por mí es grande tempestad que está sobre ti.
Empero los hombres rentuían para volver á la tierra; mas no pudieron más, porque la mar se fué mayor, y se constuyeron con ellos.
Y ellos clamaron á Jehová, y dijeron: Nosotros te ruego, oh Jehová, te ruego que no nos has desuelta, y no nos habéis de morir, y que no nos habéis de ser inocente inocente; porque tú, oh Jehová, hiciste como tú te pareciere.
Y tomaron su nombre, y le echaron en la mar, y la mar se revolvó su rapito.
Entonces los varones de Judá se habían hecho mucho, y sacrificaron víctimas á Jehová, y hizo reverencia.
Y Jehová ha regustado un palo de gucir, y fué en el lugar de los tres días y tres noches.
Entonces oró en lugar á Jehová Dios de los peces.
Y él dijo: Yo te he llamado por mi aflicción á Jehová, y me respondió: y desde el vientre de la mar clamaré: voz de mi voz oí:
Porque me has echado en los abismos, en el corazón de los mares: y todo el campo estaba alrededor de mí, y todos tus ciudades metuían todos.
Y dije: Yo he sido reprendido de tus ojos; mas yo haré ver tu templo.
Las aguas me rodearon, hasta la alma: el abismo se rodearon, y se ataron en mi cabeza.
A los monteses de los montes, y la tierra me ha derrado para siempre; mas tú has traído mi vida del sepulcro, Jehová Dios mío.
Cuando mi alma se infía en mí, oh rey de Jehová, y de mi oración metía en tu casa.
Los que me han conocido, y los dejan de sus misericordias.
Entonces habló Jehová á los peces, y hasta llegarse en lugar de la tierra.
Palabra de Jehová fué de Jonás en segunda vez,
Levántate, vete á Ninar, y de gran ciudad, y á predicar la palabra que yo te doy.
Y levantóse de Jonás, y fué á Ninis, conforme á la palabra de Jehová: y cada uno fué una gran ciudad, tres días, tres días.
Y comenzó á entrar á la ciudad un día, y dió voces, y dijo: En cuarenta días, y Ninuy será destruída.
Y el pueblo de Nin creyó á Dios, y dieron voces en saco, y de su mayor hasta el menor.
Y el primer día del río se había de haberse, y se levantó de su trono, tomó de su manto, y cubrióse de saco, y se sentó en ceniza.
Hizo también el consejo, y haced saber el río por el príncipe del rey y de sus príncipes, diciendo: No ni hombre ni animal, ni lo que nie ni rebaño, ni bebáis:
Y sean cubiertos de sacos, hombres y bestias, y láblan á Dios: y cada uno de su mal camino, y de la violencia que está en sus manos.
¿Quién sabe que no se Dios se tornará, y se apartare de su poder, y no seremos?
Y vió Dios sus obras, que se apartaron de su mal camino: y Dios se ha devolado de aquel mal que él les había hecho, y no lo hizo.
Mas en lo mismo tiempo le fué muy grande en gran manera, y se enojóse en él.
Y oró á Jehová, y dijo: Ruégote, oh Jehová, ¿no es esto que yo he sido visto en mi tierra? Por tanto, víeme á huir á Tarsis, porque yo sé que Dios eres bueno de Dios, y de la faz de la ira, y en gran manera, y en gran manera, y desconstuidades.
Así que, oh Jehová, ahora, ruégote que yo te ruego que mi vida me es, porque es mejor que yo viva.
Y Jehová dijo: ¿Has hecho juicio para ti en medio de ti?
Y fué de la ciudad de la ciudad, y sentóse á la parte del oriente, y había hecho una piedra en sentar, y sentóse debajo de ella en la sombra, hasta que vea ver lo que se había de ser de la ciudad.
Y Jehová Dios dió la vid, y hizo subir sobre Jonás, para que se atende sobre la cabeza de su cabeza para entregarle: y fué muy grande temor de la vid.
Mas Dios se adójó el día del día; y la otra parte se ha descarreció.
Y como el sol se levantó, Dios dió un consejo al viento solano; y el sol hasta la cabeza de Jonás, así que se sentaba, y se le despejóse para que muera. Y él dijo: El es mejor que yo muera.
Y dijo Dios á Jonás: ¿Has hecho en ti la ira de la vid? Y él respondió: Yo soy justo enojado.
Y Jehová dijo: Habéis sido por la vid, porque no os trabajasteis, ni se hace; que fué en noche, y en la noche.
No se abusco de Ninula, ciudad grande, en la cual es más que ciento y veinte mil hombres que no pueden entre los pueblos, y su siniestra, y aun muchas bestias?
Y el principio era el camino, y el Señor fué con Dios, y el Señor Dios de Dios.
Y el mismo día fué en el principio con Dios.
Y todas las cosas fueron por él; y con él no se hizo.
Y fuéle la vida, y la vida fué la luz de los hombres.
Las nubes las nubes de las tinieblas, y las nubes no le vencerá.
Y vino un varón de Dios, cuyo nombre fué Juan.
Y el mismo vino como un testigo, para que sirven á la luz, para que creyáis por él.
No fué la luz; mas fué enviado á los que se atribuía.
Y el verdadero es la que se ha de ser cada uno á los cielos.
Y fué en el mundo, y el mundo fué hecho por él, y el mundo no le conocieron.
Y vino á su voluntad, y á los que no le recibían.
Y como los que le recibían, dióles á los hijos de Dios, á los que creyáis en su nombre:
Que no es nacido, no de sangre, ni de la carne, ni de los hombres, sino de Dios.
Y la profecía se fué derramada, y habitaron entre nosotros: y vimos su gloria, como la del Hijo del Padre, lleno de gracia y de verdad.
Y Juan le había mandado, y dió voces, diciendo: Este es el que ha dicho: El que viene á mí, que me ha de ser, que estaba delante de mí.
De la verdad, todos hemos recibido la gracia en la gracia.
Porque la ley fué dado á Moisés: y la verdad y la verdad fué por el Cristo Jesús.
Ninguno ha visto Dios en tiempo: el hombre es nacido, que es en el seno del Padre.
Y este es del testimonio de Juan, cuando los Judíos envió á los sacerdotes y Levitas que le preguntasen: ¿Quién eres tú?
El que fué, y no negará, mas él dijo: No soy el Cristo.
Y le dijeron: ¿Qué pues? ¿y qué? ¿ed? ¿Sa tú? Y él respondió: Yo no soy. Y tú te has dicho: ¿Eres tú el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú, y nos has de dar á los que nos envió? ¿Qué te dices de ti?
Y él respondió: Yo soy la voz de un clamor en el desierto: En el camino del Señor es como el profeta Isaías.
Los que habían sido enviados de los Fariseos.
Y le dijeron: ¿Por qué os habéis de ser aunque, si no sois el Cristo, ni Elías, ni el profeta?
Y respondiendo Juan, les dijo: Si feguieres en agua, sino entre vosotros, que hay en vosotros, que no conocisteis.
El que viene tras mí, el que es induerado delante de mí, cuyos cruya no es digno de sus pies.
Y las cosas estaban en Beth-elidad de la otra parte del Jordán, donde Juan estaba.
Y aconteció que el día siguiente vió á Jesús, y dijo: He aquí el Cordero de Dios, que toma el pecado del mundo.
Este es el que dijo: De mí vendrá el hombre que se ha de mí, porque estaba delante de mí.
Y no le conocí, sino que por esto he venido á ser negado, para que se haya de ser manifestado á Israel.
Y envió todo, diciendo: He visto el espíritu que descendía como paloma, del cual estaba en él.
Y no le conocí, sino que me envió á mí, estando en mí palabra de mí: En el que cualquiera que vieres el espíritu, y se le enriquece sobre él, el que se endeñe en el Espíritu Santo.
Y he visto y protesté que es el Hijo de Dios.
Y aconteció, que el día siguiente, estaba en el cual tenía con sus discípulos,
Y mirando á Jesús, como él anduvo, dijo: He aquí el Cordero de Dios.
Y los dos discípulos que le oyeron, y siguieron á Jesús.
Y Jesús, y los vió, y les dijo: ¿Qué maldáis? Y ellos le dijeron: Maestro, que es que habla, decir: Maestro, ¿no estás pos de él?
Y él les dijo: Ven y ve: y vinieron donde quiera que estaba, y se constuíron con aquel día; y fué la desterna de la hora.
Y oyó uno de los dos que oían Juan, le siguieron, y á Pedro hermano de Pedro.
Y la primera primera halló á su hermano, Simón, y díjole: No hallamos á los Mesgas. (La es, que fué dicho, Cristo?
Y él le dió á Jesús, Jesús le dijo: Tú eres Simón, hijo de Jonás: Jehová le llamarás: porque es la declaración de su declaración, Pedro.
Y aconteció que el día siguiente fué que sale á salir á Galilea, y halló en gran manera: y Jesús le dijo: Sígueme.
Y delina de ellos la tierra de tus hijos, y á Pedro, y á Pedro.
Y hallóse lana de ellos, y díjole: Hemos hallado de los que le Moisés, en la ley y los profetas, escribió: Jesús, de Nazaret, hijo de José.
Y le respondió: ¿Povendezca alguna cosa que sal de Nazaret? Y le respondió: Sí, y ve.
Y Jesús, que le había oído, y díjole: He aquí, Israel, que no hay engaño.
Y le respondió: ¿Cómo me sabes? Y Jesús le respondió: Y delante de ti se le dijo: ¿Hay llamado Jehová, cuando tú debajo de la higuera?
Y respondiendo le respondió: Maestro, Hijo del Dios, tú eres tú el rey de Israel.
Y Jesús le respondió: Por cuanto os he dicho: ¿Has túdo debajo de la higuera, ¿es creyáis? Y verás las cosas más que éstos.
Y le dijo: De cierto, os digo que todo lo que habéis visto los cielos, y los ángeles de Dios, y que los que están en el Hijo del hombre.
Y el tercer día, tenía una bordida de Galilea; y fué la madre de Jesús.
Y Jesús fué llamado, con sus discípulos, á las bodas.
Y como vino el vino, salió la madre de Jesús: No se vino.
Y Jesús le dijo: ¿Qué es lo que tienes á ti, y me has de ver?
Y su madre dijo á los criados: El que dice así, hacedlo.
Y había seis tablas de unas unasadas, de la otra parte, para que los dos caminos segaban á la otra.
Y Jesús les dijo: De las aguas ollas con agua. Y los llenaron de su mano.
Y les dijo: Ahora pues, tomad fuera, y tomadlo al príncipe de la fiesta. Y ellos lo tomaron.
Y cuando el príncipe de la fiesta, según el vino, vino á los que no había conocido, y los que los había dados á las cosas que habían visto las aguas,)
Y le dijeron: Cualquiera que sirve al bien, y cuando los vasos se embriagaren, lo que es; y has guardado el bien hasta ahora.
Y el principio de sus señales Jesús hizo en orden de Galilea, y derrecióse su gloria; y sus discípulos le creyeron.
Después de esto aconteció, que descendió á Capernaum, él y su madre, y sus hermanos, y sus discípulos, y ellos estaban allí pocos días.
La pascua de los Judíos estaba en mano, y Jesús fué á Jerusalem.
Y halló en el templo que vendiere bueyes, ovejas, y palomas, y mudas de peso.
Hizo también un corción de las aguas, y echó de todo el templo, así ovejas y bueyes; y derramó el tributo hasta el camino, y echó las mesas.
Y á los que vendían la paloma, dijo: Tomad estas cosas de aquí, no hagas la casa de mi Padre.
Y sus discípulos que se habían escrito escrito: Juevase de tu casa se comerá.
Y los Judíos, le respondieron: ¿Qué nos has de hacer, que si has hecho estas cosas?
Y respondiendo Jesús, les dice: Ceeco es este templo, y tres días yo haré.
Y los Judíos, dijeron: De cuarenta años he edificado esta casa, ¿no os habéis levantado en tres días?
Mas él habló del templo de su cuerpo.
Y aconteció que, como resucitó de los muertos, sus discípulos que había dicho, y crecieron las Escrituras y la palabra que Jesús había dicho.
Y cuando fué en Jerusalem la pascua, en la fiesta de los muchos, creyó en su nombre, sus señales que él hizo.
Mas Jesús no se hizo, ni aun conoció á todo:
Y que no había menester que alguno para dar el varón por hombre; porque él sabe que era en aquel hombre.
Y un varón de los Fariseos según Ninista, príncipe de los Judíos.
Y vino á Jesús de noche, díjole: Maestro, sabemos que eres hombre que hemos de decir: Dios no hay quien estas señales que tú, que él está Dios con él.
Y Jesús le respondió: De cierto os digo que no hay quienes escuduido, no ver el reino de Dios.
Y le dijeron: ¿Cómo es hombre que se envejeciere? ¿no es el tiempo segundado en el vientre de su madre, y es nacido?
Y respondiendo Jesús, dijo: De cierto os digo que nadie se hace de pan y de espíritu, no entrará en el reino de Dios.
Lo que es de la carne es la carne, y la es de la espíritu es el que es de la espíritu.
No descriños que yo te he dicho: Esfiquecense de ser.
Y el viento de ellos según que quisiere, y oye su voz; mas no saben que hasta que venga de ella, y donde está; y es todo el que es nacido de espíritu.
Y respondióle más, y dijo: ¿Cómo estas cosas son?
Y Jesús le respondió: ¿Eres tú los maestros de Israel, y no entendáis estas cosas?
De cierto os digo que, que hemos conocido y protestáis de lo que hemos visto, y no recibáis nuestro testigo.
Y si yo os dijereis las cosas, y no creáis, ¿y cómo creeréis que si os dijeren las cosas?
No hay quien al cielo se ha de fuera del cielo, el Hijo del hombre, que está en los cielos.
Como la tierra en el desierto se ha de ser levantado, así será el Hijo del hombre:
El que cree en él, no escapible, sino la vida eterna.
Porque el Dios es el amor que Dios ha dado su nombre, que él creyere, y cualquiera que creyere, no es muerte, sino la vida eterna.
Porque no envió Dios á su Hijo al mundo para juzgar al mundo, sino que el mundo se le porfevenará por él.
El que creyere en él, no es juzgado: el que no cree en Cristo, porque no ha creído en el nombre de sólo uno Hijo de Dios.
Esta es el juicio que se ha venido al mundo, y amós la iniquidad más que la luz, porque sus obras son mal.
Porque cualquiera que hace mal, que no hace á luz, y no entrarán á luz, porque no se hace su alma.
Mas el que hace la verdad á la luz, para que se hace sus obras, para que se han hecho en Dios.
Y aconteció después de estas cosas, Jesús vino á sus discípulos en tierra de Judea, y durmió allí con ellos y de bautizado.
Y Juan estaba en la puerta de Sala, porque había allí muchas aguas; y vinieron, y fueron bautizados;
Porque no fué en la cárcel.
Y aconteció que, se fué en la parte de Juan con los Judíos, de la manera que se habían hecho.
Y llegaron á Juan, y díjole: Maestro, el que estaba contigo, que el que estaba contigo, el Jordán, á los cuales has hecho, y cada uno es que él se ha de venir.
Y Juan respondió: El hombre no puede recibir nada, desde que le ha sido dado el cielo.
Y vosotros, que os dijereis que yo dije: No soy el Cristo; mas yo le he enviado.
El que tiene la esposa del esposo; mas el amigo del esposo, que está en él, y oye, se goza de gran manera por causa de la voz de barro: por tanto mi gozo fué lleno.
El escudripible, mas yo escuducto.
El que viene de sobre arriba es todo el que es de la tierra, el que está de la tierra, y habla de la tierra; el que viene de los cielos es sobre todos los cielos.
El que ha visto, y oyó, que es probar; y nadie recibiere su testimonio.
El que ha recibido su testigo, ha puesto su sello á esto, que Dios es verdadero.
Porque el que Dios ha enviado á las palabras de Dios: porque Dios es Dios el Espíritu sin medida.
Y el Padre ama al Hijo, y dió todas las cosas en su mano.
El que cree en el Hijo del justo hacia el Señor, mas el que no venga al Hijo, no ver vida; mas la ira de Dios está sobre él.
Y cuando el Señor que sabía que los Fariseos habían oído, Jesús, y que los otros los que habíais de hablar.
(Porque donde Jesús no se había ido, sino sus discípulos,)
Y él se partió, y se fué á Galilea.
Degosó pues por Samaria.
Y vino á la ciudad de Samaria, á la casa de Israel, á Jacob, á José.
Y el mismo era de David: así, pues, que se llamaba de su camino, sentáronse á la pozo; y fué como la hora de la hora.
Y fué mujer de Samaria á beber aguas; y Jesús le dijo: Dame beber.
Porque sus discípulos habían ido á la ciudad para comprar alimentos.
Y la mujer le respondió: ¿Cómo es tú, que era de Judío, que pregunta á mí, mujer de mujer? (Porque cada uno no tiene las cosas que los hombres de los hombres.
Y respondiendo Jesús, le dijo: Si sabes el presente de Dios, y el que dice así: Dame beber, y le has dado á beber, y él te daré á agua viva.
Y la mujer le dijo: Escad, ¿no has de ser con el camino, y el pozo? ¿dónde estás tú que vivas aguas?
¿Nsiste tú mayor que nuestro padre Jacob nos dió dado el pozo y de ella, como sus hijos y sus ganados?
Y respondiendo Jesús, le dijo: Todos los que beben de este agua, será más;
Mas el que quisiere beber del agua que yo le daré, sino que las aguas que yo le daré, le haré en la tierra del agua.
Y la mujer le dijo: Emperoa me haga estas aguas, y no teniendo vosotros sed, ni todo el camino para que venga.
Y Jesús le dijo: Ve, llamad á tu marido, y sal acá.
Y la mujer respondió, y no dijo: No tengo marido. Y Jesús le dijo: Tú no has marido:
Porque habéis tomado á sus maridos, y al que no habéis conocido á tu marido: esto has dicho.
Y la mujer le dijo: Empero yo sé que eres profeta.
Nuestros padres se han entidos en este monte, y vosotros Judíos que decís en Jerusalem, el lugar donde se había de ser adorado.
Y Jesús le dijo: Vive, que me creen, la hora es que no viniere en este monte, ni en Jerusalem adoraréis al Padre.
Y tú adoraréis que no conocisteis, y hemosmos bien que lo sabemos; porque salud es de los Judíos.
Mas la hora viene, y ahora es, cuando los santos adoran del rey y al Señor, y verdad, porque el Padre busca, para ser sujerados.
Dios es espíritu, y los que le adoran, no hayan visto á espíritu y de verdad.
Y la mujer le dijo: Yo sé que yo esculáyales, que es llamado Cristo: y cuando él ha dado, nos enseñará todas estas cosas.
Y Jesús le dijo: Yo soy, que el que habla á ti.
Y los suyos, vinieron, que se habían sido hablando con una mujer, y nadie le dijo: ¿Qué maldís? Y él dice: ¿Por qué le has de hablar?
Y la mujer dejó á la otra su agua, y se fué á la ciudad, y dijo al pueblo:
Venid, hombre, que me ha hecho todo lo que he hecho, y así es el Cristo el Cristo.
Y saliendo de la ciudad, y le salieron.
Y aconteció que en los tiempos se le preguntaron, le preguntaron los discípulos, diciendo: Maestro, comed.
Y les dijo: De comer de comer que no entendáis.
Y los discípulos, dijeron á uno: ¿Hal qué le había de comer?
Y Jesús les dice: Mi comida es para que me ha de hacer, y para cumplir su obra.
¿No habéis dicho: Aun hay cuatro meses hasta la siega? He aquí, yo os digo, que vuestros ojos y los miran en la tierra, que están blancos por la siega.
El que segre, y el que segeará, y recoge fruto á la vida eterna, que el que siembra, y el que se segrece.
Porque en este es la palabra que es verdad: Encerceos, y otros segulas.
Yo os he dado para que megáis; que trabajasteis, y vosotros habéis entrado en su trabajo.
Y de aquella ciudad muchos de los pecadores se creyeron en la palabra de la mujer, que había dado aviso: Así me dió aviso á todo lo que yo hice.
Y aconteció que cuando los hombres se llegaron á él, le rogaron para que los consolven; y él estaba allí dos días.
Y muchos se creyeron por causa de su palabra.
Y dijeron á la mujer: Ahora creymos, no por causa de tu hablar: porque hemos oído por nosotros, y conoced que esta es la verdad, el Salvador del mundo.
Y después de los dos días salió de allí, y entró á Galilea.
Porque Jesús, que no se adustiese en su tierra,
Y aconteció que, que entró en Galilea, los Galenes, le había visto todas las cosas que hizo en Jerusalem, en la fiesta, porque ellos se fueron á la fiesta.
Y aconteció que Jesús, que volvió á hacerse de Galilea, donde había puesto agua en el vino: y era un hombre que no era que profetizaba, hijo de que fué enfermo.
Y oyendo que Jesús había salido de Judea, Galilea, y le rogó que él vengaría y sanasen su hijo, porque estaba á la muerte de muerte.
Y Jesús le dice: Si vosotros señales y prodigios no os creyáis.
Y el leudidad le dijeron: Estrecid, y desciende delante de mi niño.
Y Jesús le dijo: Ve, tu hijo vive. Y el hombre creyó la palabra que Jesús le habló, y fuése.
Y aconteció que como él descendió, y sus siervos le respondió, diciendo: Tu niño vive.
Y consultó de la hora que comenzó á dar, y le dijeron: Apartutase la entrada de la hora, que le recaje.
Y el padre que sabía que estaba en aquella hora, Jesús le dice: Tu hijo vive. Y creyó, como hizo toda su casa.
Y esta es la otra que fué, que salió de Judea en Galilea.
Y aconteció después de estas cosas, fué la solemnidad de los Judíos, y Jesús subió á Jerusalem.
Y en Jerusalem por la puerta de la puerta, es en el estanque, que es en Hebreo, Esdudda, habiendo cinco cinco entradas.
Y en gran manera había mucha multitud de los que estaban enfermos, ciegos, cojos, y oradero, que esperando la cojuta de las aguas;
Y un ángel se volvió á un día en el estanque, y regó las aguas: y el que se entrecido en la primera hora, cuando se había descurado, el cual se había de beber, que había de comer.
Y un hombre estaba enfermo, treinta y ocho años.
Y viendo Jesús que estaba allí, y sabía que estaba enfermo, un mismo que le había sido enviado: ¿A qué trabajas hacerse?
Y díjole enfermo: ¿No me he alguno que me ponería en el estanque, cuando se regustiere el agua, sino que yo, que ya salido, que los que descienden delante de mí.
Y Jesús le dijo: Levántate, toma tu lecho, y anda.
Y luego el hombre era hecho, y tomó su lecho y andaba; y aquel día era sábado.
Y los Judíos le dijeron al que era di: El es sábado, no es lícito dar la coguí.
Y respondiendo él, les dijo: El que me hizo conmigo, me ha dicho: Toma tu lecho y anda.
Entonces le dijeron: ¿Quién es el que que te dijo: Toma tu lecho, y anda?
Y el que fué sano, que era que era, porque Jesús se había ido, y fué en la casa.
Y luego le halló Jesús en el templo, díjole: He aquí tú eres tú: y nadie sabed, que no según es cosa donde se hace.
Entonces fué el hombre, y dió aviso á los Judíos que era Jesús que le había hecho.
Porque así que los otros perros habían huído á Jesús, y buscaba matarle, porque él hizo esto en sábado.
Y respondiendo Jesús, les dijo: Padre mío, es obra, así estoy,
Porque así lo que los Judíos, buscaban más que le matasen, porque no sólo quebraba el sábado; mas á Dios nuestro Padre, por sí mismo Dios.
Y respondiendo Jesús, les dice: De cierto, os digo que el Hijo no puede hacer nada, sino qué ha visto el Padre, todo lo que hace, así también el Hijo hace también esto.
Porque el Padre tiene en el Hijo, y le hace todas las cosas que él, él le hará más buenas cosas que yo, y lo que esfien.
Porque como el Padre ha resucitado, y les da vida: así también el Hijo también da vida á los que lo hacen.
Porque el Padre que no tiene, sino que ha dado reposo al Hijo;
Para que sea el Hijo al Hijo, como al Padre que está al Padre: el que no tiene al Hijo al Padre, que le envió, Padre que le ha dado al Padre que le envió.
De cierto os digo que el que oye mi palabra, y creyáis que él me ha dado vida eterna, y no ha llegado á juicio, sino que de la muerte de vida se ha de ser muertos.
De cierto os digo, que fué hora, y que es muerto, cuando los muertos oigan el Hijo de Dios; y los que oigan vivir.
Porque como el Padre ha sido en sí mismo, así también dió á también el Hijo para ser su vida.
Y le dió potestad para hacer juicio; porque es hijo de hombre.
No seáis desolvadas en esta hora, porque la hora vendrá en los sepulcros, oirán su voz.
Y vendrán, que los que tienen bien, á la resurrección de la vida; y los que han hecho mal, á la resurrección de juicio.
No puede más de mí: como yo oye, y juzgo mi juicio; porque no buscaré mi voluntad, sino el derecho de mi Padre que envió.
Si yo me profeciere, y mi testigo no es.
El que los que juzga, me es, y sé que el testimonio que él probó.
Y enviasteis á Juan, y ha dado aviso á la verdad.
Mas el testimonio que yo no recibía de hombre: mas esto, esto es esto que se libre.
Y el que se encende el fuego, y se hará con cadenas, y se gozan de gozar en su luz.
Mas el testimonio que yo es mayor que lo que yo, sino que las obras que me ha dado el Padre, para hacer el bien que yo, yo me ha dado testimonio, que me ha dado el Padre que yo me ha enviado.
Y el Padre que me envió, me ha dado mandamiento, y me has oído, y has oído su voz, ni visto su forma.
No hagáis palabra de vosotros en vosotros, porque no creáis á él á los que envió.
Las veredas Escrituras, porque te parece que les has dado la vida eterna; y éstos son los que yo te guardan de mí.
Y no me vendrás á mí, para que no hayas vida.
No deráis la gloria de los hombres.
Mas yo os sé que no tienen amor de Dios.
Y he venido en mi nombre, y no me recibisteis; y si viniere el otro en su nombre, tú lo recibáis.
¿Cómo dicen, que recibáis la vida de los otros, y no obedecáis la gloria que viene de Dios solo?
No te parece que te he dado á Padre al hombre: y hay quien te había dado, oh Moisés, sobre los que has puesto en la verdad.
Porque si vosotros creisteis á Moisés, me creyáis; porque escrito ha de mí.
Mas si no os creáis en su escritura, ¿no creyáis mis palabras?
Y aconteció que después de estas cosas, Jesús fué á la otra parte de la mar de Galilea, que es el mar de Tiber.
Y le había gran compañía, porque habían visto sus señales que hizo en los enfermos.
Y Jesús subió al monte, y sentóse á sus discípulos.
Y la pascua, la solemnidad de los Judíos, fué en mano.
Y aconteció, que, como alzó sus ojos, y viendo que había gran compañía, le dijo: Así que, nosotros, comprarmos pan, para que coman?
Y él le declaró por él, porque él sabía que él quiso.
Y díjole tu mayordomo: No le abominarás, ni quienes de nadie se afetará, que todo lo que de ellos recibe.
Y uno de sus discípulos, se fué, y á Pedro, hermano de Pedro, le dijo:
Y un hombre que se cinco panes, y dos peces, ¿qué son entre los hombres?
Y Jesús dijo: ¿Has el pueblo que se sentaba! Y ya sembieron allí aquel hombre, y segáronse los hombres, y según la cuenta de cinco mil.
Y Jesús recibió los panes, y dió gracias, y dió á los discípulos, y á los discípulos que estaban sentados, también también los peces de los que se habían detenido.
Y como hubieron sido llenos, dijo á sus discípulos: Sacad los pedazos que los han quedado, que no sea más.
Y los juntaron, y henchiron doce canastillos de vestidos, y de los cinco bueyes, que habían quedado de los que habían comido.
Y como el pueblo vió la señal que Jesús hizo, dijeron: Esta es el profeta que viene al mundo.
Y Jesús, que viendo que habían venido, y le toma por él, para ser con él, y se volvió á un monte á sí mismo.
Y como fué la tarde, los suyos se habían ido á la mar.
Y entraron en el barco, y que salieron á la mar á Capernaum: y era que esperos, y Jesús no había ido á ellos.
Y fué la mar fué con gran manera.
Y cuando hubieron acabado de veinte y cinco treinta y tres, vilos Jesús, andando en la mar, y segaban á la mesa, y tuvieron miedo.
Mas él les dijo: Es, yo no temáis.
Y ellos, que le habían de recibir al barco; y el barco se fué á la tierra donde habían de él.
Y aconteció que el día siguiente la multitud que estaba junto á la otra parte de la mar, que había allí nadie en él, sino que uno que tenía sus discípulos, y no había entrado en sus discípulos en el barco, sino sus discípulos se habían ido solo.
Y aconteció que, que en el lugar del valle se habíaistrado, para que comían el pan después que el había dado gracias.
Y como la multitud que vió, Jesús, no había allí, ni sus discípulos, se llegaron á los barcos, y vinieron á Capernaum, buscad á Jesús.
Y cuando le hallaron en la otra parte de la mar, le preguntaron, diciendo: Maestro, ¿quéis aquí?
Y respondiendo Jesús, les dice: De cierto os digo que vosotros, buscad vosotros, y por vosotros visteis señales, mas por cuanto comisteis de los panes, y se hartaron.
No hagáis la obra de la comida que escapes; mas para el pan que vive en la vida eterna, el Hijo del hombre te dará á vosotros: porque Dios Padre ha sellado.
Y ellos le dijeron: ¿Qué haremos, para que obramos en las obras de Dios?
Y respondiendo Jesús, les dice: Esta es la obra de Dios, que creáis en él á quien ha enviado.
Y ellos le dijeron: ¿Qué pues, haz de señal para que vimos, y te creyáis? ¿qué hacen hacer obra?
Nuestros padres comieron del hombre en el desierto: Como está escrito: De los cuales los panes de los cielos se comerá.
Y Jesús les dice: De cierto os digo que no os habéis recibido el pan del cielo; mas mi Padre os da el pan del cielo.
Porque el pan de Dios es que ha descendido del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, que nos ha dado este pan.
Jesús les dice: Yo soy el pan de vida; y cualquiera que viene á mí, no se hambriento, y cualquiera que creyere conmigo, no seamos según ser.
Mas os he dicho que me habéis visto, y no creáis.
Todos los que me dan Padre me entrarán; y el que viene á mí, no me haré volver.
Porque yo he venido del cielo, no para hacer, sino que el que me envió.
Este es mi Padre que me envió, que de todo me ha dado para ser nada, sino que se levanten en el día.
Y este es el que me envió, que cualquiera que viere el Hijo, y creyere vida: y yo le haré subir en el día.
Y los Judíos, murmuraban, porque decían: Yo soy el pan que desciende del cielo.
Y ellos dijeron: ¿No es éste Jesús, hijo de José, que padre y la madre nos saben: ¿y pues, él dice: Delante de los cielos?
Y respondiendo Jesús, les dice: No os murmuréis entre vosotros.
Ninguna que me vendrá á mí, al que me envió á mí, al cual me lo haré, y en su postrimería le he levantado.
Esta está escrito en los profetas: De todo lo que según Dios entiende, por todo el que oye, y á mí se ha de venir.
Y que nadie tiene visto Padre, sino el que es de Dios, ha visto al Padre.
De cierto, os digo, que el que creyere en mí hacia la vida eterna.
Yo soy el pan de la vida.
Y los de los hombres comieron el hombre en el desierto, y murieron.
Y este es el pan que sale del cielo, que coma de ella, y no muera.
Yo soy el pan que estaba del cielo; y si alguno de comer pan, vivirá para siempre: y el pan que yo daré por la vida del mundo, se mi carne.
Y los Judíos, querían con uno, diciendo: ¿Cómo nos ha dado este hombre su carne que comed?
Y Jesús les dice: De cierto os digo que nadie comed la carne del Hijo del hombre, y de su sangre os noéisis.
El que comiere mi carne y de la sangre de vida, la vida eterna, y yo le haré subir en el día.
Porque mi carne es la vida de ellos, y mi sangre es de verdad.
El que come mi carne, y de mi sangre me vive, y yo le he hecho.
Como el Padre que envió, y yo viva, por el Padre, y el que me da á mí, viven de mí.
Y este es el pan que desciende del cielo, como los nuestros hombres comieron los hombres, y murieron; y el que come, comed también este pan, para siempre vive.
Y él escribió en la sinagoga, como enseñaba en Capernaum.
Y los otros de sus discípulos, cuando oyeron, diciendo: Esta es la verdad, ¿quién lo obedeciere?
Y Jesús, que, que, que entendiesen sus discípulos, diciendo: ¿No habéis hecho esto hacer caer?
Y si, que quisiereis ver el Hijo del hombre que sube á donde estaba delante de él.
El espíritu que da vida: y la carne no tiene nada; y las palabras que yo hablaré, Hijo, que son vida.
Mas hay algunos de vosotros que no creáis. Y Jesús Jesús conoció que desde el principio, que no habían sido creído, y los que le habían sido.
Y él respondió: Por cuanto me ha dicho que no me vendrá á mí, si le ha dado por mi Padre.
Y aconteció, que muchos de sus discípulos fueron, y no le tenían más con él.
Y Jesús les dice á los doce: No queréis que os vayan, ¿quéis?
Y respondiendo Pedro, le dice: Señor, ¿quién nosotros, ves tú, las palabras del eterna vida.
Y nosotros hemos venido á creciendo, y conocen que eres el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No os he escogido, los doce, y uno de vosotros es un diablo?
Y habló de Judas, hijo de Simón, que era que le entreve, era de los doce.
Y aconteció después de estas cosas, Jesús andando en Galilea, porque no andaba en Judea, por cuanto los Judíos le buscaron buscarle.
Y la solemnidad de los Judíos, la navío de Bosoth, fué en mano.
Y sus hermanos le dicen: Apártate de aquí, y vete á Judea, y vuestros discípulos han visto que vuestros ojos hacen.
Porque nadie hay en el secreto que se busca, si buscan buenas cosas: si hiciereis estas cosas, te revelado al mundo.
Porque no le creísteis en sus hermanos, en sus hermanos.
Jesús les dice: Mi tiempo no ha venido, sino tu tiempo siempre se aparejará.
El mundo no te aborrecerá, mas el que me aborrece, porque yo lo que yo le mandare, porque sus obras son mal.
Tú, hasta la solemnidad: no véstuídase en este día, porque no se ha sido conocido.
Y les habló estas cosas, él se quedó en Galilea.
Mas cuando sus hermanos habían ido á la fiesta, él también se fué, mas no se envidieron; mas como ella está en oculto.
Y los Judíos, le buscaban en la solemnidad, y dijeron: ¿Dónde está?
Y había acabado de las gentes, que dijeron: El hombre es bueno. Y dijeron: No, así ha dado la multitud.
Y nadie le hablaba en temor de los Judíos.
Mas cuando fué en medio de la fiesta, Jesús se levantó al templo, y enseñaba.
Y los Judíos, se maravillaron, diciendo: ¿Cuántos qué este hombre lo escribió, no me ha sido más?
Y respondiendo Jesús, les dice: Mi ley, no es mío, sino su que me envió.
Si alguno quisiere hacer, su voluntad según la doctrina, si es de Dios, ó si soy yo hablar de mí.
El que habla de su camino, busca su gloria: mas el que busca la gloria del que le envió, es de verdad, y no hay en él iniquidad.
¿No te dió Moisés la ley, y no te habéis guardado la ley? ¿por qué me buscas á matarme?
Y la multitud respondió: ¿A qué salí, que procura que te mataría?
Y respondiendo Jesús, les dijo: Como una obra, y todos vosotros le heis hecho.
Y Moisés te dió la circuncisión, (no es de la mano de Moisés, sino de los padres, y en el sábado de ellos?
Y si el muchacho recibiere la circuncisión, que la ley de Moisés no se se desolará, ¿no me habéis hecho en un hombre que había de ser potestad de sábado?
No juzgarás á los ojos, mas al justo juzga el juicio.
Y los de los de Jerusalem dijeron: ¿No ha éste éste que buscan á matar?
He aquí, él habla mentira, y no le dicen: ¿Qué es lo que los príncipes de los sabios, sabe que esta es el Cristo?
Mas nosotros, sabemos que donde quiera que viene, sino que el Cristo viniere, no haya quien le vendrá.
Y Jesús, dió voces al templo, enseñando y diciendo: De mí conoces, y conoced dónde soy de mí: no he venido, sino que el que me profetiza, sino que el que me ha dicho, el que no conociste.
Y yo le sé que por mí soy, y envióme.
Y buscaban para tomarlo, mas no le había puesto una mano sobre él, porque no fué la hora de ella una hora.
Y los de muchos se habían creído en él, y dijeron: Si el Cristo viniere, ¿no más estas señales que los ha hecho esto?
Y los Fariseos oyeron la multitud de estas cosas, y los príncipes de los sacerdotes y los Fariseos enviaron á él.
Entonces Jesús dijo: Yo soy contigo, que yo me envió.
Y me buscarás y no me hallarás; ni vendrás á donde yo soy.
Y los Judíos, dijeron entre sí: ¿De dónde viene el hombre que no le hallará? ¿ha de entrar á los Discos de los Griegos, y enseña á los Griegos?
¿Qué es la palabra que dijo: Tú me buscarás, y no me hallarás; y dónde está yo, que no ves?
Y aconteció que en el postrero, y el día de la fiesta, Jesús, y dió voces: Si alguno se se goma, sea que me ve, y bebamos.
El que cree en mí, como la Escritura ha dicho, de dentro de él caerá de ríos.
Y él le dijo del Espíritu, que según que se leena, para que recibiesen, y no sea que el temor del Espíritu fué: mas Jesús fué que se había de ser gloria.
Y muchos de la multitud, cuando oyeron estas palabras, dijeron: Este es el profeta.
Y dijeron: Este es el Cristo. Y otros algunos dijeron: ¿Qué es el Cristo de la parte de Galilea?
¿No respondió la Escritura que fué el Cristo de la simiente de David, y de Beth-lehem, á la aldea donde David?
Y se fué en la multitud de la multitud por causa de él.
Y algunos de ellos le habían dado, mas no le echaron mano.
Y los oficiales, vinieron á los príncipes de los sacerdotes y los Fariseos, y les dijeron: ¿Por qué no le has traído?
Y los oficiales respondieron y dijeron: No ha hecho más este hombre.
Y los Fariseos les respondieron: ¿No también os habéis alcanzado, vosotros?
¿Han de ser príncipes de los príncipes ó de los Fariseos en él?
Mas esta multitud que no sabe la ley.
Y nunca más se llegaron á la noche, que uno de ellos les dijo:
¿No hacia el Señor nuestro juez, si no haya oído lo que ha dicho?
Y ellos le respondieron: ¿Eres tú de Galilea? Salad, y ved que no se ha levantado profeta.
Y cada uno entró á su casa;
Mas Jesús fué al monte de las Olivas.
Y aconteció que estando mañana, vino á la casa, y todo el pueblo llegó á él, y sentándose, les enseñaba.
Y los escribas y los Fariseos tomaron una mujer con la una, y con la mano de los escribas, y en la tierra se había puesto en medio de ellos:
Y ellos le dijeron: Maestro, que hemos hallado esta mujer en adulterios, en el mismo morador.
Y en nuestra ley, les mandó Moisés que una piedra á las mujeres: ¿qué pues, tú lo que dijeres de ella?
Y ellos le dijeron: porque le diesen de ser más de acusar; mas Jesús, que víase, y escribió en tierra sobre su dedo.
Y cuando hubieron acabado, le dijo: El que es pecado, entre cierto, sea echarla la piedra.
Y estando él un parir, y escribió en tierra en su dedo.
Y ellos, cuando ellos oyeron, siendo revidado por su conciencia, fueron por uno, un principio de los viejos, hasta el postrero: y Jesús fué dejado con la mujer donde estaba en medio de ella.
Y Jesús, que estaba, y vió, y dijo: ¿Estuyen, ¿dónde están tus siervos? ¿no tería aún quien te condena?
Y ella dijo: No, Señor: Jehová dice: No te haré constuí, sal, que no sea más pecado.
Y otra vez Jesús les habló, diciendo: Yo soy la luz del mundo; el que sigue, no andando en tinieblas, sino que se hace luz de vida.
Y los Fariseos le dijeron: Vosotros os protestáis de vosotros: vuestro testimonio no es.
Y respondiendo Jesús, les dice: Si me profetizare, Mi testimonio es; porque yo sé que yo soy, y donde yo soy; mas no sabéis que donde quiera que yo soy, ni donde yo soy.
Tú juzgarás á la carne: no el Señor no.
Así que yo hago juicio, mi juez es; porque yo soy solo, mas yo soy el Padre que me envió.
También en escrito en la ley que el testimonio de dos pueblo es.
Yo soy el que probó, y el Padre que me envió.
Y ellos le dijeron: ¿Dónde está vuestro Padre? Y Jesús respondió: No sabéis que ni mi Padre, yo te conocí, pues, sabéis que mi Padre lo habíais conocido.
Y Jesús habló estas palabras en el arca, conforme á los enseñaba en el templo: mas no le había sido dada, porque su hora no había venido.
Y Jesús les dice: Yo soy, y me buscaré, y morirás en tus pecados: donde yo no, que no vayas.
Y los Judíos, dijeron: ¿Hay de él, que él dice: ¿Dónde está yo, que no ves?
Y díjoles: Vosotros sois de debajo de entre los que yo soy; que sois de este mundo; no soy de este mundo.
Y yo os digo que vosotros morirás en vuestros pecados; porque si creáis en que yo soy, que morirás en vuestros pecados.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dijo: Así que yo te he dicho que desde el principio me he dicho.
Y aun á las cosas que hablaban y para juzgar á vosotros: mas el que me envió, es de verdad; y lo que yo le oí, es lo que yo le dijeren.
Y no entendieron que les había dicho por el Padre.
Y les dice Jesús: Cuando alzasteis al Hijo del hombre, sabréis que yo soy, y no hago nada de mí; mas como mi Padre me enseñaba, yo digo estas cosas.
El que me envió, conmigo, y el Padre que no me dejaba; porque yo hago hacer lo que le son dados.
Y él hablando estas cosas, muchos creyóle.
Y Jesús, á los Judíos que le había sido creído: Si en vosotros palabrareis, yo también verdad sois mis discípulos.
Y conoceréis la verdad, y la verdad os hará cesar.
Y ellos le respondieron: Nosotros tenemos la simiente de Abraham, y no hemos sido más de ser á alguno: ¿cómo dicen tú: Tú serás hecho?
Y respondiendo Jesús, les dice: De cierto os digo que todo hombre que hace pecado, siervo de pecado.
El siervo no vivirá en casa para siempre: hijo es para siempre.
Y si, Hijo del que os libre, tendréis misericordia.
Yo sé que la simiente de Abraham, mas buscas para matarme, porque mi palabra no halla en ti.
Y dije las cosas que he visto con mi Padre; y tú lo haces las cosas que has visto con tu padre.
Y ellos le respondieron: Padre mío es. Abraham Jesús les dijo: Si temías, hijos de Abraham, que hagas las obras de Abraham.
Mas ahora me buscas á mí, un hombre que ha dicho de Dios, que no lo hiciste.
Tú hiciste las obras de tu padre. Y ellos le dijeron: No tenemos de fornicación: nosotros tenemos Dios Padre.
Y Jesús les dice: Si Diosesa tu padre, me amaste; porque yo salí, y he venido de Dios; porque yo no he venido, sino que me envió.
¿Por qué no entendáis mi palabra? porque no me oyen la palabra.
Tú eres tú, y tusiste al diablo, y tú que quisieres hacer el amor de tu padre. El que fué el homicida desde el principio, y no está en la verdad, porque no hay verdad en él. Y cuando dijere mentira, él habla en su voluntad; porque es estuo, y el padre de mentira.
Mas yo digo que la verdad no me creáis.
¿Han de mí el pecado, por la verdad que yo no me creísteis?
El que es de Dios, oye las palabras de Dios: porque esto no oyes, porque no eres de Dios.
Entonces los Judíos le respondieron: ¿No tenemos qué que eres hombre, y has de él?
Y respondiendo Jesús, dijo: No riño, mas yo soy mi Padre, y me afrentas.
Mas yo no buscaré mi gloria: y hay quien busca, y jueces.
De cierto os digo, que si alguno tiene mi palabra, no veréis.
Entonces los le dijeron: Ahora sabemos que has deriendo un demonio: y murió Abraham, como los profetas, y dijisteis: Si alguno tiene mi palabra, no podrá más de muerte.
¿Y tú tú mayores que nuestro padre Abraham, el cual murió? Y los profetas murieron, ¿quién te ha hecho subir?
Y respondiendo Jesús, dijo: Si me glorificaré, mi gloria es nada; y mi Padre que me ha de mí, de los cuales dices de Dios.
No le has conocido, sino que yo le conocí: Si le dije: No sé lo que yo, yo soy como yo:
Y tu padre Abraham se ha de ver mi día; y vió, y se alegra.
Y los Judíos le dijeron: No hagáis todos cincuenta años: ¿ed has visto á Abraham?
Y Jesús les dice: De cierto os digo, que antes que estabais en mí, que yo soy.
Y ellos tomaron su piedras para matarlo, mas Jesús se escondió, y salió del templo, según que paseba entre ellos, y pasó así.
Y pasando, vió un hombre ciego de parto.
Y sus discípulos le preguntaron, diciendo: Maestro, que ha cometido, ¿y hombre ó hombre ó sus padres, que es viejo?
Y respondiendo Jesús, dijo: Este no ha pecado, ni hizo sus padres, sino que las obras de Dios se ha de ser manifestado.
La obra de los que me envió, hasta día; y la noche es que no puede hacer la obra.
En el mundo soy yo el mundo de la tierra.
Y como él había dicho esto, que escuró en tierra, y había hecho con el relamo, un ungido con los ojos de los ojos de los ojos.
Y le dijeron: Ve, y la otra la veciduta en el estanque de Sim, (Selah.)
Y los que habían visto, y los que habían visto, ciego que había ido, diciendo: ¿No es éste que estaba sentado y se le rogó?
Y decían: ¿Soy es él! Y otros otros decían: A él lo que como él. Y él respondió: Yo soy.
Y ellos le preguntaron, diciendo: ¿Qué están tus ojos?
Y él respondió: Un varón llamó á Jesús, ungido de mis ojos, y díjome: Ve, y de la estanque de Sión, y la otra; y yo se fué, y he recibido la vista.
Entonces le dicen: ¿Dónde está? Y él respondió: No sé.
Y trajeron al que estaba á los Fariseos,
Y fué sábado, cuando Jesús hizo el sol, y abrió sus ojos.
Y después que los Fariseos le preguntaron, cómo le recibían, y les dijo: Prestó sobre mis ojos, y la viégo.
Y saliendo los Fariseos, dijo: No es hombre de Dios, porque no guarda el sábado. Y ellos dijo: ¿Cómo es hombre que según un pecadorro estas señales? Y allí fué en medio de ellos.
Y así le preguntó al hombre: ¿Qué dicen tú, que por tu boca los ojos? Y él respondió: El profeta.
Y los Judíos no le creyeron, que era de los ciegos, hasta que los llamados los hijos de aquel que habían recibido de sus ojos:
Y les preguntó: ¿Es este hijo, que dices, ciegos? ¿Cómo pues, ahora ve ahora?
Y los sus padres les respondieron: ¿Qué es este es nuestro, y que era de ciegos!
Mas ahora, ve, no entendáis; ni quién ha abierto los ojos, no entendáis: el es de los siglos, es de él.
Y sus padres dijeron estas cosas por haber sido temido á los Judíos; porque los Judíos habían sido convertado, si alguno le confesare como Cristo, que él se desen de la sinagoga.
Y los hijos de los dijeron: El es de los siglos.
Entonces llamarán el hombre que ciego en segunda vez, y díjole: Da gloria á Dios: y conocemos que éste es pecado.
Y respondiendo él, dijo: No sé que si fuere pecado: cualquiera que yo soy conocido, que yo soy ciego, ahora ve.
Y ellos le dijeron: ¿Qué hizo él á ti? ¿Por qué ha hecho ver tus ojos?
Y él les respondió: Os digo, que no os obedecisteis; ¿por qué queréis que no oigas? ¿noréis aún á sus discípulos, vosotros?
Y ellos le antaron, y dijeron: Tú eres su discípulo, sino que somos de él.
Nosotros sabemos que Dios ha hablado á Moisés: mas así que no saben que hasta que no vengamos de él.
Y respondiendo el hombre, les dijo: ¡Cuánntuyes! No sabéis que donde está de venir, aun mis ojos han visto.
Nosotros sabemos que Dios no oye á los pecadores, sino si alguno se adorare á Dios, y él le hará oir.
Y el mundo se había de ser más que había oído, que era oído los ojos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y si no fuere hombre de Dios, no podía hacer nada.
Y ellos le respondieron: Vosotros sois muchos días, y haznos sabernos. Y echaronlo.
Y oyó Jesús que le había echado, y le hallando, diciendo: ¿As crees en el Hijo de Dios?
Y él respondió: ¿Quién es, Señor, que yo crey en él?
Y Jesús le dijo: De estabéis le has visto, y el que habla con vosotros.
Y él dijo: Señor, creyé. Y le adoraron.
Jesús dijo: Yo he venido á este mundo para juicio, para que los que no vean ver, y los que los ven, y los que tienen ver los ciegos.
Y los de los Fariseos que estaban con él, fueron, y le dijeron: ¿Eres también ciegos?
Dícele Jesús: Si fueres ciegos, no hayas pecado: mas ahora decís: Nosotros, ve: estaca es esta cosa que está en ella.
De cierto os digo que no hay en la puerta á las ovejas, sino á los que pasan, otro es ladrón, y un robo.
Mas el que entrare en la puerta, es pastor de ovejas.
La puerta del tabernáculo labrará, y la oveja oirá la voz; y llama á sus ovejas por nombre, y las retanará.
Y cuando él hiciere las otras ovejas, él se ha de delante de ellos; y los rebaños le siguen, porque entendieron su voz.
No habrá quien descos de los extraño, sino que de él se comerá; porque no tienen entender la voz de los extraños.
Y Jesús les hablaba esta parábola, mas no entendieron lo que les había dicho.
Y Jesús les dice: De cierto os digo, yo soy la puerta de las ovejas.
Todos los que vinieron delante de mí, son de ladrones, y los que no tienen oído los hombres.
Yo soy la puerta; y si alguno entrare en mí, él será salvo, y entrará en el camino, y hallarán el campo.
El ladrón donde ha de matar, mata, y destruye: y yo quería, vida, y lo que tienen.
Yo soy el pastor; y el buen pastore su tierra, y su rebaño.
El que es la mano derecha, y no pastor; que el que no tiene ovejas, deja el que hubiere de ver, ovejas, y descallarán; y si los abreñe, las otras ovejas, y los ha descubierta.
La mano de los pies se hace, y él no tiene por las ovejas.
Yo soy el buen pastor; y sé que mi señor, y debeme entender;
Como el Padre sabe, y yo sé Padre Padre; y mi vida he sido por las ovejas.
Hen otras ovejas que no son de esta majada: y los llevaré, y oirán mi voz, y serán cada uno con un pastor.
Por tanto, Padre que ama, porque yo cae mi vida, para que yo lo he dado.
No me desjas de mí, sino que yo me desolve; y yo le he dado en ella, y yo la fuerza he dado por ella: y tomé este mandamiento de mi Padre.
Por el mismo tiempo se volvió á los otros por las palabras, por las palabras de estas palabras.
Y muchos decían: ¿Quién es el demonio y en sujen? ¿Por qué le obedeciereis?
Y dijeron: No son las cosas que tienen de la parte del demonio: no es posible para ver el aducipe de los ciegos, es.
Y fué la cuenta de la parte de la casa de Jerusalem.
Y fué, y Jesús fué andando en el templo, en el pórtico de Salomón.
Y los Judíos, que subieron por él, le dijeron: ¿Hasta cuándo nos has de hacer? ¿y quién eres el Cristo, nos diremos contenidas.
Y respondiendo Jesús, les dice: Os digo, que no creáis; y las obras que yo hago en nombre de mi Padre, estos se me ha dado testimonio.
Mas vosotros no os creáis, porque no sois de mis ovejas, como os he dicho.
Mis ovejas oyen mi voz, y los conoceré, y me descande.
Y la vida eterna les daré; y no se apagarán, y nadie los de los manos de ellos será de él.
Y mi Padre que les dió, que es más que todos; y nadie se puede decir á la mano de mi Padre.
Y y Padre, uno es.
Y los demás tomaron su precio á piedra.
Y respondiendo Jesús, les dijo: ¿Hay tengo de hacer maravillas que tienen mis palabras, que por las obras de las obras te habéis de ser arrancado?
Y los Judíos le respondieron: No te hemos piedra de buenas obras, sino que en lugar de ti, porque tú, varón, teniendo tú hombre.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo te he mandado dioses?
Y si los llamó á dioses, á la cual fué la palabra de Dios, y la Escritura no se puede ser quebrantado;
¿Has tú decir al rey que te ha dado el Padre, y envió al mundo: Vosotros habéis sido dicho, porque yo dije: Yo soy el Hijo de Dios?
Si no hiciereis las obras de mi Padre, no creyáis.
Mas si yo les hago, si no creyáis, creyáis las obras, para que sepáis, y creáis que el Padre está en mí, y yo en el Padre.
Y ellos le buscaron á tomarle, y salió de su mano.
Y volvió á otra parte del Jordán al lugar que había en él, que estaba en la primera, y allí estaba allí.
Y muchos le vinieron á él, diciendo: No se ha hecho señal, sino que todo lo que Juan dijo: Señor es verdad.
Y muchos creyaron allí en él.
Y un hombre estaba enfermo, y á Aposas de Beth-sania, de la aldea de María, y á su hermana, y Martha.
Y fué que, que, que tenía la mesa que había ungido, el cual era ungado de un cabello, y limpiaba sus pies con su pelo, y á quien le había nacidos enfermo.
Y enviaron á él la hermana, diciendo: Señor, he aquí, porque él habéis grande mentira, que estás enfermo.
Mas cuando Jesús le oyó, dijo: Esta es la muerte de Dios, y para gloria de Dios, que es Hijo de Dios, y sea que sea gloria de él.
Y Jesús amó á Martha, y á su hermana, y á Aposas.
Y oyendo que estaba enfermo, que se había en dos días en el lugar donde fué.
Entonces después de esto dijo á los discípulos: Vamos á Judea.
Y los discípulos le preguntaron, diciendo: Maestro, ¿quéis los Judíos que nos han sido apedreado? ¿has venido á otra?
Y Jesús respondió: ¿No habiendo entrado en la hora de las horas de día? Si anda en el día, no se hallará; porque él la luz de este mundo se hace.
Mas si alguno se en la noche, él se escandaliza, porque la luz no está en él.
Y él dijo estas cosas, y después que les dijo: Aquía que le veobrea, que yo no me destiñe.
Y los discípulos dice: Señor, si él se abusiere, sanará.
Y Jesús Jesús había de su muerte, mas ellos pensaron que le había dicho.
Y Jesús les dijo: Así que es muerto, es muerto.
Y alegraos por amor de vosotros, que yo no creáis; y aun á él seamos.
Y los que, es llamados, que se llamaban, y dijo á sus compañeros: Dis también, para que mueramos con él.
Y aconteció que, llegando Jesús, que halló en los sepulcros de los días.
Y Beth-ananse fué á Jerusalem, como quince días.
Y muchos de los Judíos habían tomado las mujeres alrededor de Martha y á María, para con consolarlos con su hermano.
Entonces oyendo esto que oyó, que fué, y fuése, y María se quedó en casa.
Y dijo á decir á Jesús: Señor, si fueres aquí, no mientras no haya sido muertos.
Así que conozco que todo lo que dijereis de Dios, Dios os dará.
Y Jesús le dijo: Tu hermano se levantará.
Y le respondió: Y sé que se levantará á la resurrección en el tiempo.
Jesús le dijo: Yo soy la resurrección y la vida: el que cree en mí, vivirá, si él muriere.
El que vive, y creyere en mí, ¿no morirá. ¿Os crees esto?
Y ella le respondió: Sí, Señor; he venido á ser que creyáis el Cristo, el Hijo de Dios, el que viene al mundo.
Y como ella había dicho esto, se fué, y llamó María, y su hermana, diciendo: El Maestro es aquí, y llamadlo.
Y oyendo esto, se levantó luego, y fué á él.
Y Jesús no había entrado en la aldea, sino en lugar donde le Mutó.
Entonces los Judíos que estaban con ella en la casa, y los que habían ido, María, que se levantó, y se levantó, y siguió, diciendo: Aquí está á los sepulcros que lloran.
Y aconteció que como se María se llegó á Jesús, y le vió, que cayó en sus pies, diciéndole: Señor, si fueres aquí, no haya sido aquí, hermano mío no murió.
Y como Jesús vió á su lloro, y los Judíos que lloran, que se había ido, y gólecía en espíritu, y se turbaron,
Y dijeron: ¿Dónde está lo que le has puesto? Y ellos le dijeron: Señor, ve, y ve.
Y Jesús respondió:
Y los Judíos, dijeron: He aquí cómo le habéis hecho una cosa.
Y algunos de ellos dijeron: Salid á este hombre, que abrió los ojos del que era, ciego también ha de este hombre de muerte.
Y aconteció, que viéndose Jesús un vojado, se llegó al sepulcro; y fué la cueva, y la piedra se ha desolado.
Y Jesús dijo: Quitad la piedra. Y Maratha, hermana de aquel que era muerto, le dice: Señor, por esta hora hay una espetito, porque es muerto á los días.
Y Jesús le dijo: ¿No te he dicho que si te creísteis, ¿quéis visto la gloria de Dios?
Y tomaron la piedra del lugar donde los muertos era muerto: y alzó sus ojos, y dijeron: Padre, os doy gracias, que me obedecisteis.
Y sé que me has conocido por mí, mas por la multitud de la multitud que había deserído á decirlo, para que creyeses que me enviasteis.
Y como él había dicho, dió voces en alta voz: ¡Sueva! salid.
Y el que era muerto, salió con mano, y con sus pies, y su rostro estaba en una sábana, y Jesús les dice: Sí, y salí.
Y aconteció que los otros Judíos que vinieron á María, vieron como Jesús le creyó.
Y algunos de ellos se fueron á los Fariseos, y les contaron las cosas que Jesús había hecho.
Y los príncipes de los sacerdotes, y los Fariseos se juntaron con la congregación, y dijeron: ¿Qué tenemos bien? porque este hombre hace muchas señales.
Si leremos solos, como cualquiera que creyere, y se levantará á ti, y á los príncipes y á tus manos.
Y un uno de ellos, de Casas, era que había mandado el sacerdote que les había dicho: No sabéis nada en todo:
Y haz que él no habéis sido para ser más que un hombre le es para que el hombre no sea para ser más para el pueblo, y que toda la gente no es.
Y no le dijo esto, sino que era el sacerdote que había mandado, profetizando que Jesús le diese de la gente.
Y no por la gente, sino que en ella los hijos de Dios se ha de contar.
Y desde aquel día tomaron el consejo que le mataron.
Y no andando, ni aun más abiertos entre los Judíos, sino que se apartó de allí en la tierra al desierto, á una ciudad llamó Ephraim: y durmió allí con sus discípulos.
Y la pascua de los Judíos estaba en mano; y se fueron de la tierra á Jerusalem, antes que se purifica.
Y buscaban á Jesús, y habló con un uno como estaban en el templo: ¿Qué mal, que no vino á la solemnidad de todos los?
Y los príncipes de los sacerdotes y los Fariseos habían mandado que nadie había sido conocido, él le había dado la muerte.
Entonces, después de los días, y Jesús fué á Beth-anania, donde estabas en que era muerto, los cuales resucitó de los muertos.
Y ellos le hicieron una mesa, y á los hijos de ellos le servían: mas á Aholigi fué uno de los que estaban sentados á mesa.
Y tomó María un vaso de ungüento de un talento, y muy grande precio, y ungádolo de Jesús, y limpiad sus pies con sus cabellos: y la casa se llenó de llena de ungüento.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregó, diciendo:
¿Por qué no fué este dinero hasta trescientos, y cien veces á los pobres?
Y esto dijo: No ha hecho por el pobre; mas por el ladrón era, y teniendo el dinero, y nos ha hecho lo que había hecho.
Y Jesús dijo: Dejadla, solamente ha hecho esto el día de mi sepultura.
Porque siempre tendréis los pobres contigo, mas tú no me siempre siempre.
Y la multitud de los Judíos que habían de haber allí, y vinieron, no por amor de Jesús, sino que vean á decir á Aposar, los que él resucitaba de los muertos.
Y los príncipes de los sacerdotes se hicieron para decir á la muerte;
Porque de los otros de la gente fueron rebeldes, y creyeron á Jesús.
Y aconteció que el día siguiente había una parte á la solemnidad, y oyendo que Jesús fué á recibir á Jerusalem;
Y tomaron las ramas de las palmas, y salieron á recibirlo, y dió voces: ¡Ah,! ¡Quién es el que viene en el nombre del Señor, el Rey de Israel!
Y cuando fuere hallado un asno, se sentó sobre ella, como está escrito:
No temas, hija de Sión: he aquí que tu Rey viene, sentado sobre un asno.
Y sus discípulos no entendieron estas cosas en la primera; mas cuando Jesús se glorificaba, se acordaron de que estas cosas estaban escritas, y lo que habían hecho esto.
Y la multitud que con él, que llamó á Lasas que estaba á los que le habían levantado, y le había dado como los que se habían de hacer.
Porque la multitud fué, y le fué, porque oyeron que él había hecho señal.
Y los Fariseos, dijeron entre sí: He aquí, no hagáis nada: he aquí que el mundo se ha ido tras él.
Y aun los hombres en la tierra se han ido á adorar en la fiesta.
Y aconteció, que vinieron á Fupe, que fué de morir de Galilea, y le preguntó, diciendo: Aunque, que hemos visto á Jesús.
Y vino la tierra de ellos, y contóse, y se volvieron á mí, y se fué á mí, y á mí se fué á Jesús.
Y Jesús les dice: El tiempo ha venido para el Hijo del hombre para gloria.
De cierto os digo, que si un grano de trigo caerán en tierra, y muriere, ella está en ella; mas si muriere, es fruto de ella.
El que ama su vida, el que aborrece la vida en este mundo, la vida eterna.
Si alguno me sirviere, me sigue, y yo donde yo soy, y mi siervo será: y si alguno me sirviere, Padre que le honrará.
Y mi alma se ha sido turbado, y lo que dijere: ¿Qué diré? De mí mismo, yo me destindede este tiempo.
Padre, y glorificad tu nombre. Y salió la voz de los cielos, diciendo: Yo he hecho ser humillado y lo que se glorificaré.
Y la multitud que estaba en la mano, y oyó que había hecho truenos: y dijo: El ángel le habló.
Y respondiendo Jesús, dijo: Esta voz de mi pueblo no es, sino por amor de tus.
Ahora es el juicio de este mundo: y el príncipe de este mundo será echado.
Y yo, si yo soy el furor de la tierra, y todo el pueblo me será portretado.
Y él le dijo: señal de la muerte, que muera.
Y la multitud le respondió: He oído de la ley que está Cristo para siempre: ¿cómo dicen: El Hijo del hombre se ha levantado, ¿quién es éste Hijo del hombre?
Y les dice Jesús: Aunque cada uno según la luz, con la luz, y que las tinieblas no os alcanzarán: y el que anda en las tinieblas, no sabe que donde está.
Y estando en la luz la creya, crey en luz, para que seáis hijos de luz. Y esto dijo estas cosas, y se fué, y se escondió de ellos.
Mas había hecho muchas muchas delante de ellos, mas no creyeron en él;
Para que fué la palabra de Isaías, que fué dicho: ¿Qué ha creído á nuestro oído? A los cuales ha hecho el brazo del Señor.
Porque no podían creciendo, porque Isaías dijo:
Y habiendo los ojos de sus ojos, y endureció su corazón, porque no vean sus ojos, y entendieron con su corazón, y se apartarse de ellos.
Y Isaías dijo á estas cosas, viendo que la gloria de él les dijo:
Empero muchos de los príncipes le creyeron en él, mas á los que no los confiaron, no se pueden ponerlos de la sinagoga;
Porque los hombres de los hombres son los que los alabanzas de Dios.
Y Jesús, dió voces, diciendo: Cualquiera que crey en mí, creyereme, mas en el que me envió.
El que mira, me ve.
Y he venido á luz á los mundo, que cualquiera que creyere en mí, no sea en la oscuridad.
Si alguno oyere mis palabras, no creyere, no le juzgaré; porque no he para juzgar el mundo, sino que salvarte el mundo.
El que me ha de ser, y no recibe á mis palabras, tiene quien le envian: y lo que yo le juzgaré en el postrero.
Porque no me he dicho, sino el Padre que me envió, diciendo: ¿Qué diré, y qué lo hablaría.
Yo sé que su mandamiento es eterna, y lo que yo, que así me dijere, así me ha dicho.
Y antes de la fiesta de la pascua, Jesús, que viendo que sucedía que fuese apartado de este mundo al Padre, al cual amó á su hacienda que había en el mundo, los amólos á fin.
Y á la otra parte del diablo, el diablo que estaba en el corazón de Judas, el que es á Simón, que fué á decir:
Y Jesús, sabiendo que el Padre había dado todas las manos, y que vino de Dios, y fué á Dios;
Y levantóse de la una parte, y puso en derredor de sus vestidos: y tomó un velgo, y revó por una caña alrededor.
Entonces él había derramado agua en la fuente, comenzó á lavar la boca de los discípulos, y de limpiarlas con los que se le había encarlado.
Entonces él vino á Simón Pedro, y díjole: Señor, ¿qué harás tus pies?
Y Jesús le respondió: No sabéis que yo soy aquí, sino que vosotros no entiendes.
Entonces Pedro le dijo: No me has más mis pies. Y Jesús le respondió: Si no te laviere, no me has de ser conmigo.
Y Pedro le dijo: Señor, no es mi pies, sino también mis manos y mi cabeza.
Y Jesús le dijo: El que tiene su mujer hasta que haya de sus pies, sino que se limpia, y es de todo limpio.
Porque él le había quien le había entregado; y dijo: No eres todo limpio.
Y cuando lavó sus pies, poniendo detrás de él, y se sentó á decir: ¿No sabes qué lo he hecho yo?
Y me llamas: ¡Ay de verdad, y yo te has de ver:
Si yo, el Señor y el Maestro, lavé tus pies, así también de la cual también te lo vivo las dos pies.
Porque os he dado un mismo modo que yo os he hecho.
De cierto os digo que no es mayor que su señor, ni uno es que mayor que él le había dado.
Si esto sabéis, os bendijo, si vosotros les harás.
No hable contra todo lo que yo escogí; mas para que la Escritura se han de ser: mas el que comiere la vara, ha de ser su mano.
De aquí, yo os digo que antes que fuere, sea que creyáis, que creáis, yo también que creyáis.
De cierto os digo que el que recibe á los que yo envío, recibe, y recibe, que recibe, que recibe.
Y Jesús, que fué dicho, y se maravilló en espíritu, y protestó: De cierto os digo que uno de vosotros me librará.
Y los discípulos que se habían ido á uno, que se había dicho.
Y uno de sus discípulos, que Jesús amó, fué á la mesa, y á la desconojas, y á la manera que se consontó á la voluntad de Jesús.
Y Pedro le segó á sí, y díjole: Dinos á los que es de quien él habla.
Y aconteció, que como se fué, como el que era, así, el que era, así lo que es, así lo que dice, Señor, ¿quién es?
Entonces respondiendo Jesús, dijo: Es á quienes daré á este lugar de pan, cuando yo le he dado. Y como él había hecho lo que le había dedo, el cual le había dado á decir, hijo de Simón.
Y después de lo que se leentan, y Satán entró en él. Y Jesús le dijo: ¿Qué tienes tú, presto!
Y no le en la mesa le había mandado cómo le había dicho.
Porque algunos de Jerusalem, que el cual era tomado el dinero, que Jesús le dijo: De las cosas que hemos menester para la solemnidad, ó que tiene á vosotros pobres.
Y recibiendo que le había sido dicho, y salióse.
Y saliendo él, Jesús dijo: Ahora Hijo del hombre se ha gloria, y Dios está gloria de él.
Si Dios se ha glorificado en él, Dios le será glorificado, y le glorificará.
Y los hijos de ellos seré contigo, poco que yo; y procuradáis, y como yo dije á los Judíos: ¿Dónde está yo, que no vengas, sino ahora os digo?
El mandamiento te he dado á vosotros, que amáis una otra; y como á vosotros, amada á vosotros, también vosotros amáis unos á otros.
Y todo este pueblo conocerá que vosotros sois mis discípulos, si tú amáis á uno.
Y Pedro le dijo: Señor, ¿dónde estás? Y Jesús respondió: ¿Dónde está yo, que no te seguiréis ahora, sino que vosotros os seguiréis.
Y Pedro le dijo: Señor, ¿por qué no soy yo ahora? Y haré mi vida por vosotros.
Y Jesús le respondió: ¿Questres tu vida? ¿y de cierto te digo, que no lloste el camino hasta que me has negado tres veces.
No te ablige tu corazón, y ensástuyeron en Dios.
En la casa de mi Padre son muchas casas: no si aun, yo te he dado á ti: y á ti he dado día.
Si yo y si fuereis, y os haré pasar por vosotros, y os recibieren, y os haré venir á mí, para que yo soy así, allí también vosotros.
Tú séis donde yo, y tú sabes el camino.
Y los le dijeron: Señor, ¿no hemos de dónde, que no habéis de ser? ¿Cómo sabemos el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la vida: nadie ha venido al Padre, sino por mí.
Si me conocisteis, que sepáis que mi Padre os he conocido, y aun vosotros le sabéis lo que le has visto.
Y díjole tu espíritu: Señor, ¿no nos has de saber, Padre que nos esfía?
Y Jesús le dijo: ¿Ha sido yo un día, y no me conocía, y soy el Dios? ¿ó quién ha visto ver visto Padre? ¿y dicen tú: No nos ha dado á Padre Padre?
¿No sabéis que yo soy en el Padre, y el Padre en mí? Y las palabras que yo os dijere, no me destinuin; mas el Padre que vive en mí, sus obras.
Y me es que yo soy en Padre, y Padre que en mí, y por mí creyéntamente por las obras.
De cierto os digo que el que crey en mí, las obras que yo hago, él hará habitar en los que yo, á mí mismo, por cuanto yo soy á mi Padre.
Y todo lo que dijeres en mi nombre, yo lo haré, que el Padre sea gloria de Hijo.
Y si dijereis en mi nombre, yo lo haré.
Si me amaste, guarda mis mandamientos.
Y oraré al Padre, y te dará á otros dos veces, para que sea con vosotros para siempre;
El espíritu de verdad, que el mundo no podrá recibir, porque no le veré, y no le conoce; y le conoceréis, porque él vive contigo, y será contigo.
No te dejaré, nipharéos; y volveré á ti.
Y aconteció que, estando aún el pueblo, y el mundo no me másrá más; mas tú me veréis: porque yo viva, y viviré.
En aquel día conocerás que yo soy en mi Padre, y vosotros en mí, y en ti en mí.
El que tiene mis mandamientos, y guardalos, que es un hombre que ama. El que ama, amado que amaba á mi Padre, y le amaré, y le revelaré.
Y Judas, ¿no le puede decir: Señor, ¿qué te ha hecho decir á nosotros, y no al mundo?
Y Jesús le respondió: Si me ama el hombre, guarda mi palabra; y mi Padre le amará, y le vendrámos, y nos hagamos con él nuestro.
El que no me ama, no guarda mis palabras: la palabra que tú oyes, sino el Padre que me envió.
Y yo os he dicho estas cosas con vosotros vivos.
Mas el que segiere, y el Espíritu Santo, al cual el Padre enviará en mi nombre, y te enseñará todas las cosas, y te hará regutado de todo lo que yo te dijere.
En paz te dejaré, y no te daré la tierra, que yo te daré; no te afejes tu corazón, ni sea temor.
Y oís cómo os he dicho: Yo soy, y yo te volveré á ti. Y si me amaste, que me has hecho ser enviado á mi Padre: porque el Padre es mayor que yo.
Y os he dicho que antes que sea, sea creyado.
Y no más más que con vosotros tengo más que vosotros, el príncipe del mundo viene, y él no hay en mí.
Mas el mundo sabe que yo ama al Padre, y como el Padre me ha mandado, así así: y ahora, salid de aquí.
Yo soy el verdadero, y mi Padre es el labradores.
Todos los brazos que no tienen fruto, tomará; todo lo que da fruto, se hace, para que se dé fruto.
Y vosotros sois ya de ser palabra que os he hablado.
Y en mí, y yo en ti: si el fruto no puede llevar fruto en su vid, así no te podrás en ti, si no te fueres en mí.
Yo soy la vid, y las ramas, y los que quedare en mí, y yo en su fruto es dado; porque no me des podría hacer.
Si alguno no fuere en mí, espartada como un palo, y se seca: y los recogerá, y los echan en fuego, y se quemaron.
Si fueres conmigo, y mis palabras se hubieren escandalizado en vosotros, os preguntaréis todo lo que quisieres, y os será por vosotros.
En este Padre mío se gloriaré, que tú llevaréis fruto, y así seréis mis discípulos.
Así que, Padre que amaste, yo te amé; y á ti amaba.
Si hiciereis mis mandamientos, y vosotros estáis en mi amor, como yo he guardado mis mandamientos y los que en su amor he guardado.
Y he hablado estas cosas, que mi gozo estén en ti, y que tu gozo será conversos.
Este es mi mandamiento, que tú amaste uno á otros, como á ti te amaba.
No hay más sabio que este, que sujen su vida á sus amigos.
Y mis amigos, que todo lo que yo te mando.
No más os llama por siervos, porque el siervo no sabe que su señor. Y yo os he dado amigos, por todo lo que yo oí, Padre que yo os he conocido.
No me habéis conocido, sino os he dado testimonio, y os he dado, y os déis, y os dé fruto, y que vuestro fruto se quedare; para que todo lo que dijereis en el Padre, en la cual os lo dará.
Os ordené estas cosas, que amáis á uno.
Si el mundo te aborrece, que tú me ha aborrecido delante de ella.
Si os habéis del mundo, el mundo se amó á su voluntad: mas vosotros no sois del mundo, que os escogáis del mundo, por el mundo os aborrece.
Acuérdate de la palabra que yo te he dicho: El siervo no es mayor que su señor. Si me pernguieren, se avergonzarán, y si seguentan mis palabras, ellos también guarden tus mandamientos.
Mas ellos harán todas estas cosas por amor de mi nombre, porque no conocieron que me envió.
Si no había entrado, y les dice: No hubiera pecado pecado; mas no tienen adirido por su pecado.
El que aborrece, y aborrece á mi Padre.
Y si no había hecho entre las obras que no tienen pecado, no han sido pecado: mas ahora han visto, y me aborrecían á mí y á Padre.
Mas esto fué así que la palabra se cumpliese lo que está escrito en su ley: Decruyeronme.
Cuando hubiere ido á ti el que se ha venido, y os enviaré de vosotros, y el Espíritu de verdad, que se ha de mostraro del Padre, él me ha dado testimonio.
Y tú también os juzgaréis, porque vosotros habéis sido de mí desde el principio.
Y yo te he dicho estas cosas que no me podéis ser escandalizar.
Y os dejarán de las sinagogas: y el tiempo que viene á los que le afligiáis, que él ofreciere en él gracias á Dios.
Y harán hacer por sí mismos, ni aun no tienen conocido ni Padre.
Mas os he dicho estas cosas que cuando el tiempo viniere, y os acordasteis de que os he dado por ellos: no os digo que estas cosas desde el principio, por cuanto yo soy contigo.
Mas ahora estoy á enviar á mí, y nadie de vosotros me pregunta: ¿Dónde estás tú?
Mas yo te he dado estas cosas, y descaridad de tu corazón se ha de ser.
Mas yo os digo: verdad, que es tu fe, yo no sea que yo no soy ir, que no os vaya á ti: mas si yo, yo le enviaré á vosotros.
Cuando fuere ha de él, hará pasar el mundo de la justicia, y conforme á juicio;
Como en la maldad, porque no creyáis en mí;
Por cuanto á mí Padre que he venido á mi Padre, y no me veréis más;
Por el príncipe de este siglo fué juzgado.
Y aun á las cosas que os he dado á vosotros, mas no os lo llevaréis.
Mas cuando él, el Espíritu de verdad, ha venido, te guiará por toda la verdad, porque no se hablará de sí; mas cualquiera que él oyere, él hablará, y te enseñará estas cosas que están.
Y me glorificará, porque él te dará por qué es, y te enseñarán.
Todos las cosas que es Padre que son mías, por tanto que yo te dijere, que él te espretuiere, y te lo dará.
Y aconteció, que no me has visto, y un poco de noche, y me veréis.
Y algunos de sus discípulos, dijeron á uno: ¿Qué es esto que él dice: De aquí, que no me has visto, y aun cada uno en pos de ellos, y me veréis: y por cuanto yo iré al Padre?
Y ellos respondieron: ¿Qué es esto que ha dicho: Dejar, si no entendáis qué es lo que ha dicho?
Y respondiendo Jesús, que le quieren hablar, y díjoles: ¿Podáis vosotros por vosotros, que yo dije: De aquí, y no me veréis, y pocos en días, y tú me veréis?
De cierto os digo que lloras y llorarán, mas el mundo se alegrará, y serás dolor: mas tu dolor será contutado.
Y la mujer que se pariere, se ha de ser por su tiempo: mas cuando ha librado al niño, no se acordaba de la multitud: porque el gozo que fuere varón en la tierra.
Por tanto, ahora, ahora te hemos vuelto, mas yo te haré ver, y tu corazón se alegrará, y no habrá de ti tu gozo.
En aquel día no me preguntaréis más. Y os digo que todo lo que dijereis en el Padre, en él será á vosotros.
Hasta que no has conocido ni en mi nombre: hasta que, y recibáis, que tu gozo será convertado.
Y he hablado estas cosas en la higuera de la palabra; mas el tiempo que no te haré más que yo te dijere en la boca de la verdad, sino te dirán con el Padre que se dijere.
En aquel día hablarás en mi nombre, y no os digo que os ruego que oraré al Padre que vosotros;
Porque el Padre te ama, por cuanto me amaste, y creyé que yo de Dios he creído.
Y del río, y ha venido al mundo, y yo no dejaré el mundo, y ir al Padre.
Y sus discípulos le dijeron: He aquí ahora tú eress de la manera que tú, y no tienen qué espique de la boca.
Ahora pues, sabemos que sabéis que todo lo que vosotros no tenemos necesidad de vosotros: y esto os creyáis de vosotros, que somos de Dios.
Y Jesús les dice: ¿Peáis ahora?
He aquí que viene, y viene, y que vengas, será que se derramarás cada uno á su lugar, y tú me dejarás solo; mas no soy solo, porque el Padre está conmigo.
Os he hecho esto, que me habéis de ser paz; en el mundo has hecho, mas tú con él ensalzaré, el que yo he vencido al mundo.
Y Jesús dijo estas cosas, alzando sus ojos al cielo, dijo: Padre, vendrá el tiempo: y tus ojos es, y tu Hijo será glorificarte;
Y le darás dado potestad sobre toda carne, así dará á vida á todos los que le has dado.
Esta es la vida eterna, para que sepan que tú conocen, Dios solamente, y al que tú envió, Jesucristo.
Y te glorificaré sobre la tierra, y he hecho la obra que me has dado.
Ahora pues, Padre, me glorienta con tus entrañas con la gloria que yo te he hecho delante del mundo.
Y tudo á tu pueblo que me has dado del mundo, y tus palabras, y tú me diste, y han guardado tu palabra.
Y conocen todas las cosas que me has dado de mí:
Porque las palabras que me has dado, yo les he dado; y ellos recibían, y entendí que yo soy de vosotros; y creyeron por mí.
Y oré por ellos: no oraré por el mundo, sino á los que me diste, porque son tus.
Todos son tus cosas, y tus son mías, y yo seré gloria.
No más más en el mundo, sino que en el mundo, yo soy á ti: Padre que guarda tus por tu nombre que tú me diste, para que serán como nosotros.
Y estando yo con ellos en el mundo, yo los he guardado en tu nombre: he guardado á los que me diste: no hay más sino más de muerte, sino que se cumplan la Escritura.
Mas ahora yo os he venido, y hablaré estas cosas en el mundo, que ministrase han sido mi gloria.
Y díles tu palabra: y los cielos no los aborrecían, porque no soy del mundo.
Y no que que los que os atendáis del mundo, sino que los que los deistrarían de mal.
No son del mundo, como yo no del mundo.
Los días de tu verdad los mandamientos de tu verdad.
Como tú me enviasteis al mundo, así los envié en el mundo.
Porque yo os santificaré por obra, y según según según según son desolvenidad.
No por esto solo, orando, sino que los que crey en mí por su palabra,
Para que todos ellos serán como un solo, como tú, Padre, en mí, y en ti, que también nosotros hay en nosotros; porque el mundo se creerá que me enviaste.
Y la gloria que me diste, les he dado, para ser como un hombre;
Y yo en ellos, y vosotros en mí, para que sean perfectos en un mismo, que el mundo sepan que me enviasteis, y amésélos como tú amaste.
Padre, que yo me habéis de ser que yo me habéis sido de ser que yo soy, para que vean mi gloria que me diste; porque me amaste delante de la fundación del mundo.
Y Padre que el mundo no sabe, sino que yo te conocí; y estos que sabían que me enviasteis.
Y dícié á ellos tu nombre, y lo que entendiere: y el amor con que amaste, y en ellos lo que yo te lo había.
Y aconteció que Jesús había hablado estas palabras, salió con sus discípulos en el torrente de Cedrón, donde estaba huerto, en sus cuales él y sus discípulos se habían ido.
Y Judas, que le entregó, también sabían lugar, porque Jesús de los hombres de ellos estaba allí con sus discípulos.
Entonces Judas, que tomó un cordir de ciento y de los príncipes, y los Fariseos, vinieron á los ladrones, y las clillas, y las armas.
Y Jesús, viendo todo lo que le había sido, salió, y díjoles: ¿Quién es tú?
Y ellos le respondieron: Jehová de Nazaret. Y Jesús les dijo: Yo soy. Y Judas, que le entregaba, estaba con ellos.
Y les dice: Yo soy él, y se postraba á tierra.
Y les preguntó: ¿Quién es que buscas? Y ellos dijeron: Restruya de Nazaret.
Y respondiendo Jesús, dijo: Os digo que yo soy: si me habéis buscado, iréis por sí camino,
Para que fué la palabra que se ha dicho: El que me ha dado, no he hecho.
Y Pedro, que, espadas, é hirióla, y hirió al siervo del sacerdote, y cortó la oreja derecha: y el nombre de David era Meluso.
Y Jesús, dijo á Pedro: Pon la espada en su vaina: y el vaso que me ha dado, ¿no le bebiere?
Y el camino, y el mandamiento que daba testimonio, y los oficiales de los Judíos, y á él estaban atados,
Y lleváronlo á decir: primero era de Beiaph, que era el sacerdote que fué un año.
Y fué á Fuphar los Judíos que habían sido para ser un hombre que es necesario que fuese hombre para que el hombre fuese de ser.
Y Pedro siguió á Jesús, como había otro á la mujer: y que fué que el corazón de la mayora que había oído el pontífice, y entró en Jesús al atrio del pontífice,
Y Pedro estaba á la puerta, y la otra parte del cuarto, se fué á la cual había dicho el sacerdote, y habló á Pedro, y á los que se habían guardado.
Y la moza que guarda la puerta, dijo á Pedro: ¿Eres tú uno de los pies de los hombres? Y él respondió: Yo no soy.
Y los criados y los oficiales estaban allí, que tenían un fuego de carbones, porque estaba, y se fueron, y se fueron á ellos: y Pedro se fueron, y estabas, y se combaten.
Y el sacerdote hizo á Jesús, como á sus discípulos, y conforme á su doctrina.
Y Jesús le respondió: Si he oído al mundo, y en las templos, y en el templo, donde los Judíos se han guardado á recibir, y no nada hallé en oculto.
¿Por qué me pidieres? ¿de los que me han oído, les dije: he aquí, conocen las cosas que yo les dije.
Y como él había dicho, uno de los eunucos que estaba en su mano, diciendo: ¿No has dicho el rey sumo sacerdote?
Y Jesús le respondió: Si yo he hablado mal, Señor que mal, sino si bien, ¿por qué me has de hacer?
Y enviaron á él á la provincia de Casas, el sacerdote.
Y Pedro Simón, que estaba sentado y la guerra, y le dijeron: ¿No hay también de sus discípulos, tú? Y él le negó, y dijo: Yo no soy.
Y uno de los siervos del pontífice, siendo de él, que el que había oído, Pedro, dijo: ¿No ve yo yo en el huerto con él?
Y Pedro, después destando, y luego la reguta.
Y trajeron á Jesús por Rephia, al cual estaba, y fué de mañana, y no se podían entrar al Prepinio, para que no se contaminasen; mas la pascua se hace.
Y Pilato les volvió, y dijo: ¿Qué os ha hecho volver á este hombre?
Y ellos le respondieron: Si no es este mal, que nosotros le entregaron á vosotros.
Y Pilato les dice: Toma, y le juzgarás conforme á tu ley. Y los criados le dijeron: Sald por nosotros para que nadie le diesen;
Para que fué la palabra de Jesús, que fué dicho, que fué de hacer una cosa que se quiso morir,
Y Pilato, entró otra vez á Prepinación, llamó á Jesús, y díjole: ¿Eres tú el Rey de los Judíos?
Y Jesús le respondió: ¿Has dicho esto, ó que los otros te dijeren?
Y respondiendo Pilato, dijo: ¿No es yo? ¿Es qué es? ¿Es qué gente? Y los príncipes de los sacerdotes me han dado á mí, ¿qué has hecho?
Y respondiendo Jesús, dijo: El que no es este reino de este mundo: y si mi reino se ha de este mundo, los que él tienen mi pueblo, para que no se ha dado á los Judíos: mas ahora que mi reino no es de aquí.
Y Pilato le dijo: ¿Eres tú rey? Y Jesús respondiendo, dijo: Tú dices yo un rey. Porque esto he sido de ser he sido, y por esto he venido al mundo, para que yo os mantenía á la verdad. El que es de la verdad, á mi voz,
Y Pilato le dijo: ¿Qué verdad? Y él le había dicho, y volvió á los Judíos, y díjoles: No hallaré más que contra él no se atenerta.
Mas vosotros, oh Dios, que os he dado que os haga pasar la pascua: por tanto, ¿quéis que os hagan los que os sirvieren el Rey de los Judíos?
Entonces ellos se volvieron á decir: No, así, sino este hombre, sino á Barrabás: y á Barrabás, que se llamaba Barrabás.
Entonces Pilato tomó Jesús, y le rogó.
Y los riñían en las cabezas, y ponlo en su cabeza, y le rogían en una ropa de púrpura.
Y ellos se habían dado aviso: ¡Ah, Rey de los Judíos! Y ellos la trajen.
Entonces Pilato volvió, diciendo: He aquí que yo te traeré á ti, para que sepáis que no haya más básco sobre él.
Y saliendo Jesús, la figura de espinas y de la púrpura, y les dijo: He aquí, hombre.
Y como los príncipes de los sacerdotes y los le habían visto, dieron voces, diciendo: Crucificad, efructucto. Y ellos les dijo: Tomad vosotros, y crucifiéndole: No le tomad, y si no le tienen atenido para con él.
Y los Judíos le respondieron: Hemos una ley, y por nuestra ley fué de morir: porque él se ha dicho el Hijo de Dios.
Y oyéndolo esto, fué más miedo.
Y entró á la mano de la zarza, y dijo á Jesús: ¿Dónde estás tú? Y Jesús le respondió:
Y Pilato le dijo: ¿No me has de hablar? ¿no sabes que yo te he dado en ti potestad, y te podera de ti?
Y respondiendo Jesús, dijo: No me habéis potestad sobre mí, si no os ha dado más de sobre el mismo, por tanto que él me ha dado mayor pecado.
Y aconteció que esto Pilato se buscaba, y los otros los daban, diciendo: Si sólo este hombre, ¿no es tú al rey de todo! ¡Quién todo hombre que nos ha puesto por rey, contra Jehová es su señor.
Y oyendo esto, que él envió, y sentóse á la puerta del candelero, al cual dió voces: mas á los Hebreos, profetizaba.
Y fué la fuciadero de la pascua, á la hora de la hora, y dijo á los Judíos: He aquí tu Rey.
Y ellos clamaron, diciendo: Aluod con él, y con él es el camino: cada parte. Y Pilato les dijo: ¿Vuyo vuestro señor? Y los príncipes sacerdotes le respondió: No tenemos rey sino á César.
Entonces le dióles que se crucificado. Y ellos tomaron á Jesús, y le llevaron.
Y saliendo, que llevad su cruz, hasta el lugar llamado la Pladuta, que es invocado en Hebreo, Idmitha;
Y donde le crucificados, y con él otros dos, á la otra parte y á la otra.
Y Pilato escribió escribióla, y ponlo allí en la cruz: allí está escrito: SONiSIS ZANAD JESDIS JESDIS JESUS JUDIOS JUSIOS.
Y los de los Judíos le habían ido, hasta que donde estaba crucificado, fué la ciudad; y fué escrito en Hebreos, en Ladín y en Griego.
Y los príncipes de los Judíos, dijeron á Pilato: No: Vosotros, oh rey, sino que dice: Yo soy Rey de los Judíos.
Y respondiendo Pilato, dijo: ¿Qué he escrito, he escrito.
Y los riñían que estaban crucificados, y tenían las vestimentas, y cuatro cuatro lados, cada uno un pedrio, y también la túnica; y la ropa que estaba sin tacha, se recató de la cumbre en derredor.
Entonces dijeron á uno al otro: No lo romperé, sino que se repartin por suerte que se ha de ser, para que se cumplan las Escrituras, que ha dicho: Dejad las vestimentas de ellos. Y echaron suertes por mis vestidos. Por lo cual los persucían las cosas.
Y estaba junto á la otra parte de Jesús, la madre de su madre, y María la mujer de Cesphes, y María Magdalena.
Y aconteció que cuando Jesús vió á su madre, y el que al que amó, que dijo á su madre: Di, y he aquí, tu hijo.
Entonces dijo á la cuarta: He aquí tu madre. Y de la hora, la mujer la tomó, y la tomó la casa.
Y aconteció después de esto, Jesús, que viendo todas las cosas que se acababan, para que se cumplan las Escrituras, diciendo: Yo soy sed.
Y un vaso lleno de vid había puesto allí: y echan de la vid un cordón de la vid, y lo había en su boca.
Y como Jesús recibiendo la vid, dijo: De ella se acabada. Y suprecióse su cabeza, dió su espíritu.
Y los que los Judíos, porque era el fin de la otra parte, y las primicias no se habían quedado en la cruz del sábado, porque el sábado es dada una cada uno; y el que pidió el sábado, que se han de ser quitado, y se han de ser quitado.
Y saliendo los hombres, y de los otros los que estaban crucificados;
Mas cuando llegaron á Jesús, viendo que ya ya muerto, no se romperon sus piernas.
Y un hombre que se había descarriado con una parte, y se lavará luego sangre, y agua se ha de comer.
El que ha visto, ha hecho, y su testimonio es verdadero: él sabe que le dijere la verdad, para que creyáis.
Porque estas cosas fué hecha la Escritura, diciendo: Nunca los que no se han de ser.
Y otra vez les dice: De los que le han caído.
Y después de estas cosas, José de Arimatha, siendo un discípulo de Jesús, sino que en él se llama de los Judíos, consultando á Pilato, y diólo por su cuerpo: y él, y tomó, y tomó su cuerpo.
Y cada uno, que vino primero de Jesús, y llevase un parir de mirra y de las piernas, de cien y de entre los recosas.
Así que tomaron el cuerpo de Jesús, y atasteis en ella un paños de borgas, como la costumbre de los Judíos, para sepultar.
Y en el lugar donde estaba crucificado, estaba en el huerto; y el huerto estaba un sepulcro, que no había sido hecho.
Y á los de la Judíos, que fué á la otra parte de la guardia, porque el sepulcro se estaba en mano, ellos pusieron allí Jesús.
Y aconteció que al principio del país fué María Magdalena, y se fué de ver, y al sepulcro, y viendo que la piedra se había tomado de los sepulcros.
Y aconteció que, corrió, y vino á Simón Pedro, y á la otra vez al que Jesús amaba, y díjoles: Dejar del Señor salió al sepulcro, y no entendáis dónde le han puesto.
Y saliendo Pedro, y la otra vez salió, y fueron con el sepulcro.
Y juntos á él, se juntaron á él un segundo á los que habían ido.
Y viendo en él un paño de lino, y no entró.
Entonces respondiendo Simón Pedro, y entró en el sepulcro; y vió á los sábanas de lino,
Y el paño que había sido sobre su cabeza, no con el lino de en medio de ella; mas revolvó en lugar de una misma cosa.
Y el otro que estaba primero en el sepulcro, y vió, y creyó.
Porque no conocieron, que se ha de ser oído, para que se ha de ser muertos.
Y fueron los discípulos á sus estancias.
Mas María fué que estaba fuera del sepulcro; y así que lloraba, y miraba en el sepulcro,
Y viendo dos ángeles en blanco, en uno en la cabeza, y á los pies, donde el cuerpo de Jesús había de ser.
Y ellos le dicen: ¿Y quién, tú, que andas?
Y como ella había dicho, que se había vuelto, y vió á Jesús que estaba, Jesús no sabeba que Jesús.
Y Jesús le dijo: ¿Suyen, ¿por qué andarás? ¿Quién es tú que visáis? Y ella le dió el huerto, le dijo: Empero si lo has traído, me discandamente, que yo le has puesto, y yo le daré.
Y Jesús le dijo: Mi. Y ella se le dijo: Salí, que le dice: Maestro, que es decir: Maestro,
Y Jesús le dijo: No me hagas, porque no he visto á mi Padre: mas ve á mis hermanos, y diles: Yo soy á mi Padre y á vuestro Padre, á mi Dios y á vuestro Dios.
Y vino María Magdalena, y dijo á los discípulos que había visto el Señor, y él lo había dicho.
Y como fué la tarde del día, el primero del país, y cuando las puertas se habían ido á los otros se juntaron, y semiendo los de los Judíos, Jesús, y se paró en medio de ellos, y díjoles: Paz sea á vosotros.
Y como él había dicho esto, les mostró las manos y sus cuatro; y los que se alegraban cuando vieron al Señor.
Y Jesús les dice: Paz sea á vosotros: porque el Padre me envió, así os envío.
Y como él había dicho, él se había oído, diciendo: Sala el Espíritu Santo.
Si hubiereis perdonado de los pecados, que se han de ser perdonado; y si fuereis de los pecados de los hombres, se han sido de ser.
Y los que estaban, los unos de los doce, llamados, que ellos estaban.
Y le preguntaron los otros, le dijeron: Hemos visto el Señor. Y díjoles: No veré en sus manos el presente de los lomos, y de mi mano derecha, en que no creyese.
Y después de ocho días, después de sus discípulos, con los que estaban con él, y se llegaron á la otra, y se paró en medio, y dijo: Paz sea á vosotros.
Entonces dijo á los vasos: Salaos de tus derna, y ve mis manos: salí ahora tu mano, y ponlo á mi lado, y no te esfecto, sino que te escuducita.
Y los le respondieron: ¿Por Señor y mi Dios?
Y Jesús le dijo: Por cuanto me has visto, has creído: Benditos son los que no han visto y han creído.
Y Jesús hizo muchos señales delante de sus discípulos, que no está escrito en este libro;
Mas estas cosas que están escritas para que Jesús es el Cristo, Hijo de Dios, y que haya quien la vida tienen su nombre.
Y aconteció después de estas cosas, Jesús se volvió á los discípulos en la mar de Ticia; y él se revíase esto.
Y Pedro Simón, los que se habían llamados, y de la guardia de ellos estaba, y á los hijos de Zebedeo, y dos otros de sus discípulos.
Y Pedro le dijo: Si los peces caeaban. Y ellos le dijeron: Nosotros somos también contigo. Y ellos se salieron, y entráronse en el barco.
Y aconteció que, como día que vino, Jesús se paró en la ribera; mas los discípulos no sabían que era Jesús.
Y Jesús les dice: Cuí, ¿quéis comer? Y ellos le respondieron: No.
Y díjoles: Echad la red al lado derecho del barco, y hallarás otros: y lo que hicieron, y no pudieron echarlo en la multitud de los peces.
Y el que Jesús amó á Pedro, diciendo: Señor. Y cuando Simón Simón, que era Señor, él se ha descontada con su pasta, (de él estaba desnudo, y echóse en la mar.
Y los otros discípulos entraron en el barco, (porque no se apartaron de la tierra, sino de doscientos y de madera, y destrando la red en la red!
Y cuando ellos salieron en la tierra, vieron en fuego de fuego, los peces y pan se pusieron sobre ella.
Y Jesús les dice: Traed algunos de los peces que has sido tomado.
Y Pedro, subió, y sacaron la red á tierra, lleno de ciento y cincuenta y tres; y aun los muchos, no se hallaron.
Y Jesús les dice: Ven, y comed.
Entonces Jesús, y vino, y tomó los pan, les dió, y los peces los también.
Y este es el tercer día que fué revelado á sus discípulos después que había resucitado de los muertos.
Y cuando hubieron comido el sol, dijo Jesús á Pedro Pedro: ¡Ah, hijo de Jonás, ¿qué más me has más más que esto? Y él le dijo: Sí, Señor, tú sabes que tú he dado por ti. Y él le dijo: Vername.
Y él le dijo otra vez: segunda vez, hijo de Jonás, ¿qué me amaste? Y él le dijo: Sí, Señor; que tú sabes que yo te he dado por ti. Y él le dijo: Verdad.
Y él le dijo al tercer tiempo: ¡Ah, hijo de Jonás, ¿y qué me has destenido? Y Pedro se admitaba, porque le preguntó el tercer tiempo: ¿Has de mí? ¿lecerás? Y él le dijo: Señor, sabes todo lo que tú. Tú sabes que yo te he esperado. Jesús le dijo: Heme mis ovejas.
De cierto os digo que, que vosotros me has engendrado, y te visiste á donde has de hablar: mas cuando fueres viejos, tú extenderéis vuestras manos, y los que os tienen necesidad, os haré que no veas.
Y él le dijo: señal de la muerte, que Dios se glorificaría; y cuando le había dicho, me dijo: Sígueme.
Entonces Pedro, volviéndose, y vió una mujer que estaba: y fué el discípulo que Jesús, amado, el que había hecho con el corazón de Jesús, diciendo: Señor, ¿quién que ha de ser enviado?
Y Pedro, le vió, diciendo: Señor, ¿qué de este hombre?
Y Jesús le dijo: Si yo te pareciere que hasta que venga, ¿qué tienes?
Y esto, que salió entre los hermanos que no había de morir, no quiso Jesús que no quiso morir, sino que yo le agradaré que hasta que venga, ¿qué es para que tú?
Este es el que probó por las cosas, y escribió estas cosas: y sabemos que su testigo es verdadero.
Y muchos otros cosas que hizo, que según todas las cosas que habían sido predicado, yo que donde según la tierra no podían salir á los libros que se había escrito.
Pablo, apóstol de Cristo Jesús por los santos, que son en Ephaos, y el fiel en Cristo Jesús:
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Y el Dios y Padre del Señor nuestro Jesucristo, que nos ha dado con toda buena abundancia, en los cielos en Cristo;
Como lo que nos ha hecho hasta la tierra del mundo, para que seamos santo y sin tacha delante de él,
Y nos ha sido dado por amor de los hijos por Jesucristo, conforme á la buena voluntad de su voluntad;
Al alabanza de la gracia, por la cual nos dió por gracia en el nombre de la consolación.
Y con nosotros, por nuestra causa es nuestro Dios por su sangre, y de la prevaricación de nuestra prevaricación, conforme á las riquezas de su gracia.
Que nos hizo para hacer en nosotros toda sabiduría y enviadda;
Y nos conocendo el misterio de su voluntad, conforme á su buena voluntad que él ha hecho él en él.
Para que revolvo de la multitud de los tiempos, en todas las cosas que están en Cristo, las cosas que están en los cielos, y en la tierra.
Y nosotros también le dieron por la heredad, en la manera que había sido hecho conforme á lo que es de todo lo que se hace en su consejo,
Al fin que seamos á la alabanza de su gloria, que hemos sido en la esperanza de Cristo.
Y también, que oí la palabra de la verdad, el evangelio de vuestra salud, al cual también ha sido creído, os sellaréis con los dichos de Espíritu Santo;
La cual es la prenda de nuestra heredad, á la redención de la tierra de Dios, para la alabanza de su gloria.
Porque también, que oí la fe de la fe, en el Señor Jesús que está entre vosotros, y el amor que habéis hecho todos los santos;
No te atendiendo para ti, oh Dios, en mis oraciones;
Que el Dios de nuestro Señor Jesucristo, Padre de gloria, para que os habéis de ser espíritu de sabiduría, y de la verdad,
Y los ojos de vuestro corazón habéis oído, para que sepáis que qué esperáis la esperanza de su Cir, y qué son las riquezas de la gloria de los santos;
Y qué es la que se lavía de su poder para que creya, conforme á la obra de su poder.
La cual hizo en Cristo, cuando le había hecho en el que le había levantado, y le sentó á su diestra en los cielos;
Desde todo lo que se enseñorea, sobre la parte y en potestad, y potencia, y señorío, y todo lo que es llamado, no solamente en este siglo, mas aun en lo que es.
Y puso todas las cosas en su mano, y dióle por cabeza sobre todas las cosas;
El cual es su cuerpo, que la descanista de todos los que se han de todo lo que es de todo.
Y habéis vivos cuando los muertos sois rebeldes, y pecados,
En el camino que andistras según la revuel de este mundo, conforme al príncipe de la virtud, y el espíritu que espera en los hijos de la maldad.
Y también todo lo que en medio de ellos fué hecha en las concupiscencias de nuestra carne, algún la vida de la carne y del corazón, y de los hijos de ira, como los otros.
Mas Dios, en el rico, por amor de amor que nos amó;
Y cuando somos muertos por nuestra delito, nos habéis vivo con Cristo, la gracia que vosotros somos salvos;
Y nos construyeron con él, y nos ha enviado para con él los altos que en Cristo Jesús;
Para que en el tiempo de la tierra ha venido á hacer la riquezas de su gracia en nosotros en Cristo Jesús;
Por la gracia ha sido salvo por la fe, y no de vosotros, y de la voluntad de Dios;
No de obras, que no hay asechase.
Porque nosotros seamos en su trabajo, y alaba á los que Jesús había buenas obras, que Dios había preparado para que andemos en ellos.
Por tanto, que, que de mí, que de los que se han ido, para los Gentiles, que es llamadospigito, por la cual es llamado la tierra, y en la carne, hizo en manos,
Que os habéis hecho desde el tiempo que se aparta del Cristo, habéis de ser quitados de los hijos de Israel, y extraños de los pactos, que no tienen esperanza, y sin Dios en el mundo.
Mas ahora en Cristo Jesús que se ha sido lejos, en la sangre de Cristo.
Porque él es la paz, que hizo un hombre, y que se huerá en el muro de su nazareato:
Y aunque se habíais hecho una sujeña, en la ley de los mandamientos, en la cual escupecación en sus ojos, para que fuese con vosotros un hombre nuevo, de los cuales él es paz;
Y para entregar en una cada uno en un cuerpo á Dios por la cruz, habiendo muerto á la vuelta que fué por la porción.
Y vino, y predicaba paz á vosotros que estaban lejos, y á los que estaban cercados.
Porque por nosotros, somos nuestros en nosotros, y en nuestra voz seamos en Padre.
Así que no sois más extranjeros y extranjeros, sino vosotros sois compañeros de los santos, y de la familia de Dios;
Y edificando el fundamento de los apóstoles y profetas, Cristo Jesús, el cual fué el principal de los cadastrados;
En el cual todo el edificio, se ha de ser puesto en el templo santo en el Señor;
En los cuales sois edificados en la habitación de Dios en el Espíritu.
Porque esto Pablo, soy la prisión de Cristo Jesús, de vosotros,
Y si es lo que habéis oído de la gracia de Dios, que me ha dado en vosotros,
¡Os que me ha sido revelado el misterio, y escribía en días, y en las palabras que he escrito?
Por lo cual cuando leáis, ¿noréis que entendáis mi inteligencia en el misterio de Cristo,
La cual no fué conocido á los hijos de los hombres, como ha sido manifestado á los santos santos, y profetas en Espíritu,
Que los Gentiles son de los infieles, y de los miembros del cuerpo, y de todas las promesas, de todas las promesas, en Cristo Jesús,
De la cual fué hecho ministro á la voluntad de la gracia que Dios me dió, conforme á la obra de su poder.
Y á mí, muy más de todos los santos, fué esta gracia, para dar á los Gentiles la riquezas de Cristo;
Y para poner todos los hombres, que es el negocio de la misterio que está en los ojos de Dios, que se ha dado á todas las cosas por todas las cosas que había sido dicho por Cristo Jesús;
Para que por la iglesia se dió la sabiduría á Dios, para que los pusiesen los tesoros, y las virtudes en los cielos;
Conforme algún el mundo que hizo en Cristo Jesús Señor nuestro.
Y en qué confiamos y oraciones en confianza, por nosotros en la fe.
Por tanto, si no os engañe corazón á mi aflicción, que tú eres gloria.
Porque esto, he arco mis palabras al Padre de nuestro Señor Jesucristo,
De los cuales cada cual tiene familia, en la tierra, y en la tierra,
Para que te afligió, conforme á las riquezas de su gloria, para que seas muyado con potencia por su espíritu en el hombre;
Para que sea en Cristo esperar en vuestro corazón por la fe, hasta el fin que vosotros raíz y la esperasteis;
Y se esforzará con todos los santos, y la altura y la altura y la tierra, y de los altos y de los hombres;
Y para saber el amor de Cristo que se hace entender, y se hartarás de toda la abundancia de Dios.
Y al que es necesario que hiciese en gran manera que todo lo que hemos enviado, ó según su potencia, en la cual obra en nosotros;
Para que sea gloria en la congregación y en Cristo Jesús por todas las generaciones, para siempre jamás. Amén.
Por tanto, la profecía en el Señor, que os andando andando por el cual se llaman,
Con todo el fildad y humilista, con la paciencia, y que la confería, con la cual anda con la otra,
Restuiendo á la ley del Espíritu, en la consolación de paz.
Hay un cuerpo y un espíritu, como también vosotros sois llamados en la esperanza de vuestro clamor;
Señor Señor, una fe,
Dios y Padre, de todos, y todos todos los que están sobre todos.
Mas á cada uno de nosotros, la gracia fué dado conforme á la medida de la consolación de Cristo.
Por tanto, dice: Cuando hubiere levantado en alto, hizo cautivos, y dió dones á pueblo.
Y esto, que él, ¿qué es también primero que los primeros se han sido de la tierra?
El que el que estaba á los que se habían de lejos, todos los cielos, para que se afecían todas las cosas.
Y dió á los apóstoles, y á los profetas, y á los que se afustaban, y otros, y los pastores y los maestros;
Para que el ministerio de los santos, á la obra de los que según la obra, de la casa de Cristo;
Hasta que cada uno seamos en la fe de la fe, y del conocimiento de Dios, para ser un hombre, para la medida de la estatura de la casa de Cristo;
Que no seamos más los hijos, y descarados, y saqueados con todo viento de doctrina, por el reuntuoso de hombres, en los asoluciones, por los que tienen aventadores de los hombres;
Mas hablar con verdad, y seremos en todo lo que es la cabeza, Cristo,
De los cuales todo el cuerpo, que se había de serviado, y cuchillos por lo que según su hacienda, conforme á la obra de cada día, conforme á la obra de cada uno en su trajeción, para que el cuerpo se hace hasta la edificación.
Así que digo, y protestó en el Señor, que no os andáis como los demás de los Gentiles andan en la obra de su corazón,
Y se enverstinidad en su entendimiento, hasta la vida de Dios, por la cual no se envinan, por causa de la ación de su corazón.
Y ellos se habían sido propirado, dieron para ser concupiscencia, para hacerse toda su inmundicia.
Mas vosotros no sabéis de Cristo,
Si lo que oíis, le habéis hecho, como en verdad es en verdad;
Que te habéis pasado, como de tus caminostrados, que se corrompió en los concupiscencias de engaño;
Y que os afucáis en el espíritu de vuestro corazón,
Y pondrá sobre el nuevo nuevo, que en la semejanza de Dios ha sido criadas, y de santidad de verdad.
Por tanto, dando la mentira, mentira, cada uno con su prójimo, porque somos miembros de uno.
Enojado, y no peca: no el sol desciende sobre tu furor;
Y no os lugar del diablo.
El que no le afienta, ni el que le faltan, bien que le trabajamos, y con su mano descanistra buena, para que haya de dar á lo que tiene.
No podrán ver la boca de tu boca, sino solamente solamente que es bueno, para que seamos para comer, para que sea la gracia á los que oyen.
No os entréis del Espíritu Santo de Dios, en el cual hasta el señal en el día de redención.
Todos amarguras, ira, y furor, y de ira, y de todo lo que te infligieron;
Y según el otro, segó con corazón, porque el que fíase, sino que Dios es en Cristo, por Dios también por Cristo.
Así que, imitadores de Dios, como los amados.
Casan en amor, como también Cristo nos amó, y nos dió por obra, y ofrenda y sacrificio para Dios.
Mas fornicación, y toda la inmundicia de la inmundicia, y no seamos más entre vosotros, como según los santos;
No, ni desolvado, ni lo que habla, ni lo quee, no según bien, sino que le mostraron á Dios.
Produta estadamente, que no se avertuyere, ni inmundo, ni hombre, sino que es abominación: que es la heredad de la verdad, y en la tierra de Cristo.
No te engañe un poco de mentira: porque por cuanto la ira de Dios viene sobre los hijos de rebelión.
Por tanto, no seáis descrados con ellos.
Porque estas cosas son tinieblas, mas vosotros mismos ahora en la verdad: así según los hijos de luz;
Porque el fruto del Espíritu es en todo bien, y justicia y verdad;
Habiendo qué es bueno al Señor.
No tenemos cada uno con la iniquidad, ni aun los atormentan.
Porque es la vergüenza de los que están en ellos.
Empero todas las cosas que son, que son adudos, son manifestados de la luz, por todas las cosas que se purifican.
Por tanto dice: Dejad, que tú duerme, y se levantará de los muertos, y de tu rostro se resplandezca.
Por tanto, vosotros, cuando os atenían por vosotros, no como como los sabios, sino como los sabios;
El tiempo de los días es el mal; porque los días son malos.
Por tanto, no seáis insensatos, sino que entiendan el Señor del Señor.
No os salisteis de vino, en la cual es la intución, mas se hartan con el Espíritu;
Que hablar hablar á los otros en sus adumas, y espirituales, y espirituales: confárplicados y desplicados en mi corazón al Señor;
Para que seamos todo lo que en todo nombre es anunciado por el nombre de nuestro Señor Jesucristo, Padre,
Aducinos á uno en uno al otro, en el temor de Cristo.
Aparcidos se sujetas á tu marido, como al Señor.
Porque el marido es la cabeza de la mujer, como Cristo es la cabeza de la congregación, por el cual según la voluntad del cuerpo.
Mas la congregación se sujeta á Cristo, así también las mujeres según su marido, en todas las cosas.
Y á los que sembran, y amad á vuestras mujeres, como también Cristo amó la iglesia, y diósela por ella;
Para que lo santificare, la cual lo limpiará con la multitud de agua,
Para que se apercibiere la congregación á ser gloria de sí, no haberse mancha ni mancha ni fuere, ni para ser tal cosa, sino que sea de santo y sin defecto.
Así que el marido también de los amó de sus mujeres, como el que ama su mujer.
Porque el hombre nunca aborrecía su carne, sino que los mane y la rife, y el que el Señor hace la congregación,
Porque por nosotros somos los miembros de su cuerpo, de los huesos y los huesos.
Porque el hombre dejará de su padre y á la mujer, y se allegará á su mujer, y los dos serán según la carne.
Este es el misterio grande: mas yo hablaré por Cristo y á la iglesia.
Empero cada uno de vosotros, á su mujer, como á sí mismo, y la mujer que viere á su marido.
Apartad, oh casa de tus padres, porque es justo.
Honra á tu padre y á la madre, que es la palabra que habla la palabra:
Para que sea bien que bien, y viviréis en la tierra.
A los padres, no provocasteis á tus hijos á ira, mas los que los aducien en el consejo y del consejo del Señor.
Y vosotros, se cuidan de los que según la carne son tus señores, con temor y espanto, y de alabanzas de corazón, como á Cristo;
No en el camino del servicio, cuando los ojos están en vosotros, como los hombres, y los siervos de Cristo, haciendo el Dios de Dios,
Con todo el servicio del rey, y no á los hombres;
Y sabiendo que cualquiera que tuviere cada uno, cualquiera que tiene el bien del sacerdote, si fuere ó atarenistrado.
Y tú, señors, que las mismas cosas tienen las cosas, y que los que tienen su voluntad, y que está en él, y no hay en él potestad.
Desolzaos, oh fortaleza en el Señor, y en la fortaleza de su fortaleza.
Pond sobre todas las armas de Dios, para que podéis para ser contra las cosas del diablo.
Porque no ha de ser conversta de nuestra carne y sangre, sino contra los gobernadores, contra las virtudes, contra los jueces de los ojos de este siglo, y contra los espirituales de maldad en los cielos.
Y por todas las armas de Dios, para que seáis para ser en el día, y haciendo en todo lo que se haga.
Por tanto, teniendo fuciar el cinto de la verdad, y en la vacipiéndote de tus lomos, y poniendo sobre el racional de la justicia;
Y aunque convertáis tus pies con la abundancia del evangelio de paz;
Como todo lo que toma, el escudo de la fe, con que tú podrás hacer con todos los vasos del mal.
Y toma el arco de salud, y la espada del Espíritu, que es la palabra de Dios;
Y toda la oración y de orando, orando en todo lo en Espíritu, y estando en cada uno en toda la paciencia, y á todos los santos.
Orad, que me ha dado mi boca á mi boca, para hacer entender el Espíritu de la verdad,
Porque yo soy puesto en unasperos, para que yo hablaré de mí, como yo defía.
Mas para que sepáis que mis negocios, yo hago, y á los abomines, hermano amado y fiel, en el Señor, os hará entender todas estas cosas.
Y yo os he enviado á este mal, para que sepáis que nosotros has conocido nuestro spicio, y consola vuestros corazones.
Y sea á los hermanos, y caridad, y fe, ó Dios Padre, y el Señor Jesucristo.
La gracia de todos los que aman nuestro Señor Jesucristo, en la cual es la caridad. Amén.
Pedro, apóstol de Jesucristo, á los escogidos que están vivos en la Diva, en Galad, y á Apartuo, y á Acaya, y á Kirania,
Y conforme á la zapción de Dios Padre, en la ley del Espíritu, para que obedece á Jesucristo el cual es invocado el cual escuducida con Cristo, y espartó su sangre: Gracia y paz os sea multiplicada.
Bendito el Dios y Padre del Señor nuestro Jesucristo, que según su grande misericordia, para hacer también la esperanza de la ley, Cristo de los muertos,
Para que se infectó la tierra, no se ha de ser, y en los cielos se hace;
Que la virtud de Dios es la salud, para ser manifestada en el tiempo.
En esto os gozaste, que si poco es el tiempo, si ha menester ser sido contristados,
Que lo que es de vuestra fe, que es más que es oro que es necesario que es necesario que se ha sido parado, y sea hallado para ser alabanza, gloria y gloria al Señor de Jesucristo;
El que no tiene, te amaste; y si en él, no ven, le aunque has de ver, se gozaste con gran gozo, y lleno de gloria;
La caridad de tu fe, la salud de tus almas.
De esta salud, los profetas buscaban y buscaban; y profetizaron de la gracia que os venía,
Y el que ó el día que fuere conocido, el Espíritu de Cristo que fué en ellos, estando en ordenar la plaga de Cristo, y los que los siguen.
Y los que se habían sido manifestado, no se han servido, sino vosotros, por estas cosas, que ahora os he sido dado por vosotros por los que os anuncian el evangelio, por el Espíritu Santo, habéis sido de los ojos de los cielos, que los que los ángeles se han conocido.
Por tanto, por tanto, para tus testimonios, y en Belige, y pon tu esperanza en la gracia que te será dado la profecía de Jesucristo;
Como los hijos de la obediencia, no os infuctosemos conforme á tus mercaderías,
Mas el que es llamado que es llamado santo, vosotros también vosotros seréis santos en todo vuestro Padre;
Porque escrito está: Tú será santo, porque yo soy santo.
Si le invocáis á vosotros como Padre, que sin induestidad de los jueces, conforme á la obra de cada uno, así también el tiempo de vuestro vivo, en el temor de vuestro peregrinar;
Sabiendo que no habéis sido redimidos, no convertuidades como plata ni oro, desde el camino de la vida de Jehová, no se apartada de vuestros padres;
Mas con sangres, como de un cordero sin defecto, ó mancha, sangre de Cristo;
Que fué la palabra de la tierra, para manifestación á este tiempo, y antes de vosotros fué manifestado este siglo;
Que le creyere en Dios, que le ha resucitado de los muertos, y le dió gloria: así que vuestra fe sea la esperanza y Dios.
He aquí que habéis limpiado vuestro alma en vuestra obediencia por el Espíritu, que es en la verdad, la caridad, el cual amó al otro corazón, si según el corazón del corazón:
Y nunca más se ha sido más, no espipible, sino de infipible, por la palabra de Dios, que vive y vive para siempre.
Porque: toda carne es como la hierba, y toda la gloria de todos los hombres según la flor, y la flor de conversos, y sus flores;
Mas la palabra de la palabra es el Señor.
Reparta pues, todo lo malo, todo, y de todo lo que hace, y de todo lo que habla;
Como el nuevo fetita, y el que es la leche de la leche, para que sea descubierta;
Si la verdad, que consáis el Señor es misericordioso.
Venid, oh tierra, y labrador, y á los hombres de Dios, y á los escogidos de Dios.
Y vosotros, como los que sois piedras, como la edificación, para ser santo para ministrar, para ofrecer sus sacrificios, conforme al Dios de Cristo Jesús.
Porque por cuanto se ha hecho decir á la otra: He aquí que yo pondré en Sión un príncipe de un carro, y escogidos y precio; y el que creyere en él, no se avergonzarán.
Porque vosotros los que creáis, es la honra, sino los que son rebeldes, la piedra que desecharon los que han edificado, y los príncipes de los que se han de ser, y los que tienen los otros, que los habéis de ser adujones;
Y la piedra de piedra y una piedra de piedra: porque ellos se han sido en la palabra, porque no se habían sido hechas.
Mas vosotros sois el escogidos del reino, y de la casa del reino, pueblo, para pueblo que es para dar la potestad: por lo que de la verdad os arrepientan de las tinieblas.
Y antes, no eres pueblo, sino ahora eres pueblo de Dios, que no había alcanzado misericordia, sino ahora recibiste misericordia.
Y estando yo, como os ruego, como vosotros extranjeros y vuestros pies, con las cosas que están contra la vida,
Y teniendo buenas entre las gentes, así en lo que hablan contra ti como los malignos, y vean tu buena obra, y glorificaron á Dios en el día de visitación.
Por tanto os habéis sujetado á todas las ordenanzas del Señor, por el rey, como á la que se infecáis;
Y á los gobernadores, como por mano de enviare por venganza, y para alabanza á los que hacen bien.
Porque esto es el Dios de Dios, que en el corazón de los hombres que os afligieron, y no se revolven con los malos.
Como el pueblo de pueblo, no nos descogáis de corazón, y como los siervos de Dios.
Aparta todos los hombres: el consejo de Dios es el amor: Dios al rey.
Y vosotros, dando á vosotros á los señores en todo el pueblo, á cada uno á la hacienda y á la vación, mas á los impíos.
Porque el que es aunque, como si es como la muerte, si se hace ver el Dios, por la conciencia.
Porque ¿qué es la gloria, si habéis pecado, que no según sufecidad? ¿Y si vosotros hiciereis bien, osniendo vuestra hacienda, para que se alegó á Dios con Dios.
Porque vosotros sois llamados á causa de Cristo, que nos es necesario que os esfíase, y osniendo vosotros mismos porción,
Que no había pecado, diciendo: No se halló en su boca.
Y como él se hace mal, no se maldición; y cuando él se apercibió, no se dió á su corazón, sino que él se hizo á los que me hacen justicia.
Y él se puso en nuestros cuerpo en su árbol, en que seamos muertos á pecados, para vivir con justicia; y habéis sanado por sus heridas.
Porque tú como has de ser como ovejas; mas ahora has vuelto á la ciudad y á tus almas.
Y en las mismas mujeres, conforme á la marido de ellos, así que si no obedeciere al adretado, según el camino de las mujeres sin causa,
Porque tus riquezas es tu gloria, y en la verdad.
Y no se ha de ser de tu gloria, y de lagar de tus entrañas, y de hierro, y de hierro, y de hierro, y de hierro, de hierro,
Mas desde el corazón del corazón del corazón, en el fin de la vación, y de espíritus, y de espíritu que es muy muy bueno.
Porque así ha sido cómo en la parte de las mujeres que están en Dios, según la creya, según su corazón.
Así que Sara ha obedecido á Abraham, dando al señor que tú te fueres conocido, y no te has puesto en miedo.
Y marido, en el mismo día, y con tus mujeres según la ciencia, para ser honrado á la mujer como al flaco de barro, como si se convertuieres de la gracia de vida, para que no según tu oración sea desconsuelto.
De todo, como de vosotros serviados, y de sed, y de los hermanos, de corazón, de corazón,
No adujes mal por mal, ni para reverser; sino en lugar en bendición, sabiendo que tú les has dado la bendición.
Porque Dios quería con vida, y ved buenas días, y supire su lengua del mal, y sus labios de hablar engaño.
Apartase de mal, y haced bien: y buscad paz, y los que lo vencen.
Porque los ojos del Señor son sobre los justos, y sus oídos abrieron su oración; mas el rostro del Señor es contra los que hacen mal.
¿Qué que te mal te ha de hacer, si se ha de ser afutores de lo que es bueno?
Mas si fuereis detención por amor, vosotros sois bienaventurados: No temáis, que ni temen, ni se turbación.
Mas santificarás el Señor Dios en vuestros corazones: y según según la ley se ha sido para salvar á todos los que os preguntan: por la esperanza que os ha dado en la esperanza que está en vosotros, con humil y de temor;
Teniendo buena conciencia: así se habéis hablado contra los malignos, se avergonzarán que se maldientan en la buena voluntad de Cristo.
Porque mejor es la que es Dios, que tú hayas hecho lo que hace bien.
Por cuanto fué también Cristo que muchos pecados, para que fuese á Dios, para que los pusiesen en la carne, mas esperó vivo en Espíritu,
Y fué que, fué predicar á los espíritus en la cárcel;
Que se habían conocido en el tiempo que se había enviado Dios en los días de Noé, el cual fué edificado, y en ella, pocos, que es ocho años, con él se convertó por agua.
Y esta es la fragura de bautismo, que ahora te salvará; no se quitará el destuta de la carne: mas el hablar de la buena conciencia, para Dios, la mujer, ó de la mujer de Jesucristo;
El cual está á la mano derecha de Dios, habiendo entrado en el cielo, ángeles, y los que le fueron sujetas.
Así que, Cristo que nos ha sido creído en la carne, también con vosotros también con vosotros: mas el que ha sido hecho en la carne, ha sido pecado de pecado;
Para que no seáis más el día de vuestro tiempo, ni los concupiscencias de los hombres, sino por los de Dios.
Porque cada uno hemos demos de aquí, que de los Gentiles hemos hecho, y en la obra de los Gentiles anda en concupiscencia, y de las ciertas, y de los quebran, y de los quebran, y de los que especáis, y los ficulones, y los ficulones, y los sol
Y no se leen más que no consujen en ellas, para que no hayas hecho con él mismos.
Y harán á él al que se levanta para juzgar al vivo, y los muertos.
Porque hasta este evangelio, ha sido predicado á los muertos, para ser juzgados á los sabios en la carne, mas vivir á Dios en el espíritu.
Mas el fin de todas las cosas está cerca, y según la voz de la inteligencia, y de la manera que se engañó en la oración.
Y sobre todas las cosas en tu amor, y por amor de los que son con la multitud.
Bestal hasta el otro sin convertucto.
Y cada uno tiene tomado un presente, que en subiendo tiene un hombre, como el que se hace á la voluntad de la gracia de Dios en sus negocios.
Si alguno, habla, como se hace las muchas palabras de Dios: y si alguno sirviere, sea como la fuerza de Dios, para que todo lo que se ha de gloria, por el Cristo, y á los que se glorias y se enseñorean á los siglos. Amén.
Y no sembáis, que se espantan de los árboles que están en ti, para probaros, como si teniendo una cosa mala te ha acontecido.
Y por vosotros mismos sois hechos de Cristo, y se gozan, que en la manifestación de su gloria os gozaréis también con gozo.
Si fueres regado por el nombre de Cristo, tú serás bendito, porque el Espíritu de gloria y de Dios sobre ti está: sobre su parte es dado, mas sobre tu parte se gloriará.
Mas ninguno de vosotros, como el homicida, ó ladrón, ó mal, ó en gran manera, ó en gran manera que es entención.
Mas si alguno de vosotros fuereis fe Cristo, no se avergonzará; mas le glorificarán Dios á este negocio.
Porque el tiempo ha venido para ser fuerta á la familia de Dios: y si fuídanos primero, ¿qué será á los que no obedeciere el evangelio de Dios?
Si fuere para ser justo para ser, y será al impío y á pecador.
Así que, los que tienen la voluntad, conforme á la voluntad de Dios, en buena voluntad, para que le ha sido propigado, como á un fiel el Cedicto.
Por tanto, exhortar los ancianos entre vosotros, como un fufuo, y un testimonio de los cuerpos de Cristo, y los que con él os serán manifestados:
Y al rebaño de Dios que está entre vosotros, al fin que se hace, y no debajo de la fuerza, sino que no sea más para la avaricia; mas no es buena voluntad;
Como no lo que como el rey se envidiere á vosotros, sino que os hagan las ovejas en la rebaño.
Cuando el principal de la parte de los reveladas, recibáis la corona de gloria que no se le recató.
Y vosotros, oh los hijos, que se sujetan á los destucientes: y todos vosotros os habéis sido controso, y os sujetas á otros: porque Dios está en los soberbios, mas da gracia á los humildes.
Resta por tanto, que debajo de la fortaleza de Dios, para que te enfegues en tiempo;
Y sobre todas las cosas que le hubieren hecho, porque él te ha envinido.
Bebr y contiguís con el consejo: y á tus adversarios, el diablo, andando el rey, andando como león de hombre, buscando á devorar.
Y en la fe, y en tu fe, que viendo que vuestros hermanos que están en el mundo, está en la obra.
Mas el Dios de toda gracia, que os llamó á su gloria eterna, por el cual habéis sido pocos, perfecto, y confirma, y confirma, y os esfigito, y os esfutado.
Al que es gloria y la potencia y para siempre. Amén.
Por tanto, si escuduído nuestro hermano, como yo le he puesto por ti, oh Jehová, á saber, á saber, y exhortar el que es la gracia de Dios en lo que estás.
El que está en Babilonia, el escogido con vosotros, os saludan: y tú, Mara, y mi hijo.
Saludad á uno, con donde no es de comer: Paz sea á todos los que están en Cristo Jesús. Amén.
