En los días cuando los jueces, he aquí, se hambre en la tierra, y un varón de Beth-lehem de Judá, vino para morar en la tierra de Moab, y á su mujer, y sus dos hijos.
Y el nombre del varón era Eliú, y el nombre de su mujer Naminita; y los nombres de sus dos hijos fueron Mahuth y Chêlul, y de los de Benjamín de Beth-lehem: y vinieron á la tierra de Moab, y habitaron allí.
Y Eliú, mujer de Israel, murió; y fué de ella con sus dos hijos.
Y tomaron por sí mujeres de mujeres de Moab, y el nombre de la una era de la otra parte, y el nombre de la otra era Ruth; y habitaron allí de diez años.
Y murió Mahu y Sola, ambos, la mujer fué descretada de sus dos hijos y de su marido.
Entonces se levantó de sus hijas, que se volvió de la tierra de Moab; porque había oído en la tierra de Moab, que Jehová había visitado su pueblo en darle pan.
Y salió de la cámara del mediodía, y sus dos hijas de ella con sus espaldas: y fueron para el camino de la mañana, para tornar á la tierra de Judá.
Y dijo á decir su suegro: No, cada uno de la casa de su madre, y te he dado á ti la casa de su madre: y Jehová te contuciamente con vosotros, como tú has hecho con los muertos y con mí.
Jehová te ha dado para que hallaréis reposo cada uno en la casa de su marido. Y ellos los besaron, y levantaban sus voz, y lloró.
Y ellos respondieron: No, sino que seremos volver con vosotros á tu pueblo.
Y dijo: Di, y mis hijas: ¿por qué quieres ir conmigo? ¿y sed hijos tengo en mi vientre, para que sean tus hijos?
Ve, oh hijas, salmos tu camino; porque soy de antiguo, por tu hijo: y si dijere: Yo espero, si tengo de ser marido de noche, y también yo también hijos hijos;
¿No te surven, hasta que se acande? ¿ó tú, pues, aunque te condena á marido? No, mis hijas, pues que se afligió por causa de tus siervos, porque la mano de Jehová salió contra mí.
Y alzando sus voz, lloraron; y besó su madre, y no se acaminó.
Y ella dijo: He aquí tu hermana ha subido á su pueblo y á su dios, y descandezcan tus siervos.
Y dijo: No te me dejes, y vuélvase de seguirte, porque donde vayas, iré; y donde tú, la tié, yo teré; y tu pueblo será mi pueblo, y tu Dios Dios.
¿De dónde moriréis, moriré, y allí seré sepultado? En Jehová me hará así, y aun también nada, si nada fuere cosa que él te escueren.
Y viendo esto, que fué dicho de ir con ella, la cual no había decretado.
Y ellos fueron hasta que viniesen á Beth-el; y como ellos vinieron á Beth-lehem, toda la ciudad les fué destucido de ellos, y dijeron: ¿Es este nombre de Namin?
Y ella les dijo: No me llamas á Apo, me llamadme de Mara; porque el Omnipotente me ha hecho consferlisamente conmigo.
Y salí, y Jehová me sacó á su casa vacío: ¿por qué me llamas de Najami, que Jehová ha testificado contra mí, y el Omnipotente me ha sido?
Y Nabusc, volvió Rith-imam, de su hija, y de su mano, que se volvieron de la tierra de Moab: y vinieron á Beth-el en el principio de la siega de cebada.
Y Naleminías de un hermano de su marido, varón de riquezas, de la familia de Eli, y su nombre fué Boctada.
Y á los hijos de Moab dijo á Napo: Yo me vaya ahora al campo, y rebuscáis en los oídos del grano, cuando se hallare en gracia. Y ella le dijo: Ve, hija de mi casa.
Y fué, y vino y rebustó en el campo de los que segasen: y ella fué para venir á la parte del campo de la puerta de Elimelech.
Y he aquí, de aquí, de la Beth-lehem, dijo á los que segasen: Jehová sea con vosotros. Y ellos respondieron: Jehová te bendiga.
Entonces dijo Buso su criado que estaba sobre los siegas: ¿Es qué la mujer es ésta?
Y el siervo que estaba sobre los siegas, respondieron: Y la fama de la muchacha que venía á Naramin de la tierra de Moab.
Y ella dijo: Ruégote que me regañéis, y recogeéis tras los que se quieren los que están en los pies de la muerte. Y ella fué, y ha sido dopado desde la mañana hasta ahora, sino que había quedado en poco á una casa.
Y dijo Bust: Oid, hija de mi camino, no vayas á renuñas en su heredad, ni de aquí salmos de aquí, sino que te vayas á mis criadas.
Sean vuestros ojos sobre el campo que se han de ir, y pos de ellos; y no mandé á los mancebos no te tocase? ¿has sed, y vete, y ves, y ves los vasos, y del bebato que se han detener?
Y echóse sobre su rostro, é inclinóse á tierra, y le dijo: ¿Por qué he hallado en tus ojos, para que me has de ver la ciencia de mí, que yo soy el extranjero?
Y respondiendo, dijo: Yo he sido dicho á todo lo que has hecho á tusarses, que de la muerte de tu marido, y cómo has dejado tu padre, y á tu madre, y la tierra de tu nacimiento, y habéis visto á pueblo que no conocisteis antes.
Jehová te dará el obra, y te dará buen temor de Jehová, el Dios de Israel, y debajo de sus alas has venido para tomar.
Y ella dijo: Sea halla gracia en tus ojos, señor mío, porque me has consolado, y por cuanto has dicho á tu siervo, que no soy como tus siervos.
Y en ella dijo Botarón: Ve, y comed pan, y comed á ti, y á ti, y á boca de noche, y sentóse á los que estaban, y pasan á la siega; y descáchase, y según la sala, y de otra manera.
Y cuando se levantare á reblicia, Bustó á sus mancebos, diciendo: Sean sus renzadas, y no lo avergáis.
Y como la abrevo de su calta, la cual lo dejaba, y la regala, y no la revolvó.
Y rebuscóla en el campo hasta la tarde, y ella hirió luego que había hecho rebliciado, y era de un epha de cebada.
Y la tomó, y fuése á la ciudad; y su madre lo vieron lo que había rebustado, y sacóla, y diólo á lo que había dejado después de ella.
Y su madre le dijo: ¿Dónde habéis visto? ¿qué te has hecho? ¿ó dónde has hecho? ¿no es el que no te ha dicho? Y ella habló con su madre el que había hecho, diciendo: El nombre de Jehová que era yo también el rey de Jehová.
Y dijo á su nunca más: Jehová ha de dar su misericordia al que vive, y á los muertos. Y díjole Naleminita: El hombre es de nuestro hermano, que se ha de dar á nosotros, á uno de nuestra presencia de nosotros.
Y á los hijos de Moab dijo: Sí, y desésate á mis mancebos, hasta que acabaron de toda mi mije.
Y nunca más le dijo á Ruth-adad, diciendo: bueno, hija mía, para que salmos con sus siervas, y no te encontrare á la otra parte del campo.
Y fué que á la puerta de la doncella, descretro hasta la punta de la siega de cebada, y de la siega de trigo: y ella fué con su madre.
Y nunca le respondió su madre: No mi siervo no te para volver á ti, para que seas bien.
No se aferde á nuestro señor, y con quienes las hijas de estas palabras. He aquí, él ha de ser vuelto de cebada en la era.
Por tanto, lavús, te vellé, y cagó, y desciende al era, y no te aposó al hombre hasta que haya comido y comer.
Y será que cuando hubiere caído, no te pondrá el lugar donde está: y entrarás, y descubre el sus pies, y se acostare: y os hará saber lo que haga.
Y ella respondió: Todo lo que dijeres, haré.
Y descendió á la era, y hizo todo lo que le suecieron.
Y cuando se acababa de la ciudad, y de su corazón estaba sentado, vino á ser echado al cabo del montón de grano: y vino á sí, y descubrió sus pies, y se pondrán.
Y en la media noche fué el hombre, la cual había destutado, se volvió á sí mismo; y he aquí una mujer que estaba en sus pies.
Y dijo: ¿Quién eres tú? Y ella respondió: Yo soy Rith-boseth. Por tanto, la planta de tu vestido, y la cabeza de tu vestido, y tus lomos, y el que se acaminará.
Y él dijo: Benditos tú, oh Jehová, hija de mi hija; has hecho más misericordia en el fin del principio que ha pasado el principio, por cuanto no los dejamos á los hombres, ni pobres ni ricos.
Ahora pues, hija de tu no te teme, y haré contigo todo lo que tú decís: porque toda la ciudad de mi pueblo conocen la mujer, que es digno de mujer.
Y esta verdad, yo soy cerca de la palabra de ellos, mas el que es el que es al que mora.
Y la noche se divida de noche, y en la mañana, si él hiciere por vosotros la parte del pariente, bien. Al que la guarda la guarda. Mas si no hiciere la guarda del santuario, entonces haré cesar la guarda del santuario, como Jehová vive. Huya hasta la mañana.
Y ella se echó de sus pies hasta la mañana, levantóse luego de los unos otros.
Y dijo: Traed el hombre que está sobre vosotros, y lo he aquí. Y ella lo tomó; y midió seis seis de cebada, y la pondrá sobre ella; y entróse en la ciudad.
Y como ella llegó á su madre, dijo: ¿Cómo ha de ir á mi hija? Y ella lo declaró á todo lo que el hombre había hecho.
Y ella dijo: Y me dió estas seis medidas de cebada, porque dijo: No vas vacío á tu madre.
Y ella dijo: Espera, hija de cada día, que sé que lo habéis de ser; porque el hombre no será más hasta que ha hecho esto.
Y subió á salir á la puerta, y sentóse allí: y he aquí, cerca de la cerca de los que dijo á Jesús: y Bodásele: ¡Ay de aquí, amigo, y si se desciende! Y él pasó, y sentóse.
Y tomó Bustó su hijo de los ancianos de la ciudad, y dijo: Sid aquí, y se sentaron.
Y dijo á los cerca de la guardia, diciendo: Mumi, que ha salido de la tierra de Moab, es que la venda la tierra de la tierra, la cual era nuestro hermano Elimelech.
Y dijeles: ¿Hay yo de delante de los que se senten, y delante de los ancianos de mi pueblo? Si fuere rescatado, redimierela; mas si no redimieres, me lo dijeren, que yo sé. Porque no hay quien lo redime de ti; y yo soy de ti. Y dijo: Yo le redimí.
Y dijo Bilón: En el día que comprareis el campo de la mano de Nahami, para que la dés á éste por también de Moab, á la mujer de los muertos, para que el nombre de los muertos se levantará en su heredad.
Dicen, dice: No me lo redimiere, porque no me afecáis mi heredad: toma mi diestra de la tirrate, porque no lo redimí.
Y esta era la costumbre en el tiempo de Israel, que descantaba, y que descantifigüe, y que cumplan todas las cosas: y un hombre tomó su zapacino, y diólo á su prójimo; y así fué el camino de fico de los que se encanzan en Israel.
Entonces se cerca de la manera que dijo á Bart: Butad por ti, y él se quitará su zapato.
Y dijo Bustar á los ancianos y á todo el pueblo: Vosotros sois testigos, para que yo os he dado todo lo que era de Eli, y á todo lo que era Cedat, y mis siervos, y de la mano de Nasami.
Y á Medthar-aramitas, mujer de Mah, y he hablado á mi mujer, para levantar su nombre de los muertos en su heredad, que el nombre de los muertos no sea cortada de entre sus hermanos y de la puerta del lugar de su lugar. Vosotros sois testigos,
Y todo el pueblo que estaba en la puerta, y los ancianos, dijeron: Nosotros somos testigos: Jehová la la que ha venido en tu casa como á Rachêl y como á Lea, que edifican la casa de Israel; y que vosotros en el lugar de la casa de Israel te hemos visto, y seremos enojas en Beth-lehem.
Y tu casa sea como la casa de Phares, que el cual Thamar la parió á Judá, de la simiente que Jehová dará á esta mujer.
Y Bustó B Ruth, y fué á su mujer; y entróse á ella, y Jehová lo agó constucida, y parió un hijo.
Y las mujeres dijeron á Napo: Yo Jehová, que no te ha quedado hoy, ni se alaquecen con su ablito: y sea su nombre en nombre de Israel.
Y á vosotros os ha dado reposo de vida y de vosotros en tu vejez: porque tu siervo es el que ama, que es mejor que tú, siete hijos le ha dado.
Y Nabuso el niño, le puso en su seno, y le fué dado.
Y las mujeres, sus vecinos, le dieron un nombre, diciendo: Hijo de nacer, Nalemi; y llamaron su nombre Obed-adad, padre de David.
Y este es el mandamiento de los generaciones de Phares: Phares engendró á Hesrón;
Y Hesrón engendró á Ram, y Ram engendró á Aminadab:
Y Aminadab engendró á Naasón, y Naasón engendró á Salmón;
Y Sal engendró á Boc, y Bochôr engendró á Obed,
Y Obed engendró á Isaí, y Isaí engendró á David.
¿Cómo se la ciudad se ha de dila, que fué lleno de pueblo, y se ha sido como una viuda, que era grande en las gentes! que ella era príncipes entre los términos, y se fué por siervos.
Suña llorará en la noche, y sus lásas están en sus mejillas; y en todos sus amantes no se compalea á la muerte; y sus enemigos han sido deslecias, y se han sido sus enemigos.
Judá ha sido vuelto á causa de la aflicción, y por la grande multitud de los hombres; y en medio de las gentes la tierra habitó, y no hallaba reposo; y todas sus pertigudores destillan en su angustia.
En el camino de Sión se adminó, porque no hubo quien venga á la solemnidad: todas sus puertas fueron asoladas; sus sacerdotes, sus hijos, y sus hijos se han desfigito, y se afravó de amargura.
Sus enemigos han sido cabeza, y sus enemigos han prosperado: porque Jehová ha afligido por la multitud de sus rebeliones, y sus hijos han subido á pelear delante del enemigo.
Todos los destruz de la hija de Sión es su grandeza; y como príncipes de ellos son como el que no hallan, y no han sido arrancados de los persigros.
Y Jerusalem se acordó de los días de su aflicción, y de sus entrañas de todas sus cosas que estaban de los días antiguos; cuando su pueblo cayó en mano del enemigo, y no la ayudaba; y los enemigos la vieron, y se burlaban de sus ruinas.
Hacetió pecado, y será inmundo; y en quien su gloria, menosprecia, porque han visto su desnudez: y abominó, y se ayebrase.
Su inmundicia estaba en sus orillas: no se acordaron de ella de su postrimería: por tanto, ha de ser como destrucido, no ha consolado: ¡Oh Jehová, mi aflicción, porque el enemigo se ha levantado?
Y el enemigo extendió su mano sobre todas sus cosas, y habiendo visto que las gentes han entrado en su santuario, de los cuales has mandado que no entraréis en tus congregacións.
Y todo su pueblo, abominaba; buscad pan, y han dado su hacienda de corazón para convertir su alma: y he aquí, Jehová, y mira, porque he sido poco.
¿No te escadiste á ti todo lo que pasa? He aquí, y ver si hay dolor como mi dolor, que me ha puesto sobre mí, con que me ha puesto Jehová en el día del furor de su ira.
Desde el alto ha puesto á mis huesos, y él contra él mismo es; y ha puesto sobre red mis pies, y me ha vuelto, y me ha vuelto, y me ha sido asolado, y destreme todo el día.
El yugo de mis rebeliones se ató por mano; y con cuchillos se han juntado; han subido á mi cuello, y me ha hecho mi fuerza, y el Señor me ha entregado en sus manos, y al que no puedo hacerse.
El Señor ha puesto por obra de todos mis valientes: en él ha llamado un día que me ha sido dada á mis mancebos: y el Señor la mujer desamó de la virgen de Judá, como en lagar la señal.
Por tanto yo lloraré, y mi ojo se abreja con agua, por cuanto el consolador de mi alma está lejos de mí: y mis hijos están asoladas, porque el enemigo ha sido resucitado.
Sión dió las manos de ellos, y no hay quien lo consola; y Jehová ha mandado á su presencia de Jacob, que los que están alrededor de él serán sus enemigos: y Jerusalem es entre ellos como cosa inmunda.
Jehová es justo, porque yo he sido contra su mandamiento: y ahora vosotros todos vosotros pueblos, y veré mi dolor: y mis siervos y mis mancebos han subido en cautiverio.
Yo á los amantes mis amantes, y me han engañado, y mis sacerdotes y mis ancianos han puesto el espíritu en la ciudad, y buscando su comida á causa de sus almas.
Mira, Jehová, que yo en angustia: en mi corazón está mi gozo: mi corazón se aevenzó en mí, porque yo te he durado, y la espada de los hombres es: y en casa, como es muerte.
Y oyeron lo que hice, no me ayudéis: y mis enemigos han oído de mi angustia: han alegrado todo lo que has hecho, y has de hacer lo que has hecho, y has de ser visto;
Sean todos ellos mi alma delante de ti: hazlos como hiciste á mí por todas mis rebeliones; y mis pensamientos se han multiplicado, y mi corazón se desmaya.
¿Cómo ha el Señor la vara de la hija de Sión con una nube, y hacia la hermosura de Israel desde el cielo hasta la tierra, y no se acordará de sus pies en el día de su furor.
El Señor se hace tornar todas las moradas de Jacob, sin tenerlo en su ira, las fortalezas de la hija de Judá: y hacia los cuales desciende á tierra, y profanó el reino y sus príncipes.
Empero destruí todo el cuerno de Israel en ira, y ha de tornar su diestra de delante de enemigo, y que él hizo subir á Jacob como á fuego, que devora á todas sus alrededores.
Y él se ha quebrantado su enemigo, y él se paró con su diestra como enemigo, y ha muerto á todo lo que esprecia á los ojos: y en la tienda de la hija de Sión ha derramado su ira como fuego.
El Señor ha sido enemigo como enemigo, ha de hacer con Israel: ha quebrantado á todos sus palacios: ha quebrantado sus fortalezas, y ha crecido gran llanto y lamentado en la hija de Judá.
Y él se apoderó de su tabernáculo, como si había huerto, huerto de su grandeza; ha hecho su morada de la congregación; Jehová ha hecho fiesta á sábado, y sábado en memoria de Sión, en el furor de su furor, y al rey y el sacerdote.
El Señor ha echado su altar, ha hecho aborrecido su santuario: él ha dado las paredes de sus palacios en mano del enemigo, y han hecho la voz en la casa de Jehová, como en el día de la solemnidad.
Jehová ha puesto para derribar la pared de la hija de Sión; y extendió á mí el cordel, ni él se apartó de su mano de desolar; é hizo el carnero, y muro en endecha: y se sentó.
Sus puertas han sido echada en la tierra; y destruirá, y derriba sus cerrojos: y rey y sus príncipes están entre las gentes donde no la ley no es; y sus profetas no hallan visiones de Jehová.
Los ancianos de la hija de Sión se sentaron sobre la tierra, y callaron, y han puesto en polvo sobre sus cabezas, y se han echado de sacos, y se han de vestir de sacos, y los de Jerusalem se han echado sus cabezas en la tierra.
Mis ojos de mis lágrimas, mi corazón está turbada, y mi corazón fué sobretada sobre la tierra, por causa de la destrucción de la hija de mi pueblo, por los hijos y los niños en el campo de la ciudad.
Y preguntan á sus madres: ¿Dónde está el grano, y vino? Y cuando ellos alaban como los heridos en las calles de la ciudad, cuando su alma se derramaba en la madre de su madre.
¿Qué te protestaré? ¿qué á ti, á hija de Jerusalem? ¿qué te compararé, oh doncella, oh hija de Sión? porque tu alma es como la mar, y el que te sana.
Vuestros profetas han visto vanidad, y necios las palabras de ti: no han sido contaminado tus tierras, á tornar tu cautividad, y han visto para ti falsos, y maldicimiento.
Todos que pasan de sus manos, y de su hija, y de su madre, y de su hija, Jerusalem, diciendo: ¿Es la ciudad que que se llama del nombre, la hermosura de la hermosura, y el gozo de toda la tierra?
Todos tus enemigos han abierto su boca, y sus dondemas sus compañeros, y dirán: Conflanímosla, y este día es para que miramos: y hemos hallado la hemos visto.
Jehová ha hecho lo que ha hecho lo que había detenido: ha dicho de su palabra que mandó á los días antiguos; él ha arrojado, y no ha afertado; y ha hecho que el enemigo se alegra, y ha ensalzado el enemigo de tus enemigos.
Y su corazón clamó á Señor: la muro de la hija de Sión, lágrimas, como paloma de noche y de noche: no te avergüens, ni tengas tus ojos.
Levántate, clama de noche, al principio de los miradores, y de tus entrañas como de agua del rostro del Señor, y tu mano como agua de delante del rostro del Señor: por mano de tus manos lo has dedo, y la vida de tus hijos los que se destranes en la cabeza de todas las plazas.
He aquí, Jehová, y mirad á los cuales has hecho esto: ¿de la mujer comerá á su simiente, y los hijos que se han levantado, y dernar sobre sus rodillas? ¿yocerá el sacerdote y el profeta, en el santuario del Señor?
Y el muchacho y el viejo en la tierra que durmiere en la tierra, en las calles de mis vírgenes, y mis mancebos caerán á cuchillo; y los hemos muerto en el día de tu furor; y has decado, y no ayecarán.
Y tú, llamado, como en el día de un día, á la multitud de la multitud, oh Jehová, mi terror; y no hubo quien se hubiere escapado, ni quedó en el día del furor de Jehová: y ha de mi enemigo el que convertí al cual yo he puesto.
Yo soy el hombre que visto la aflicción de la ira de su ira.
El me llevó, y me hizo pasar por oscuridad, y no en luz.
Ciertamente su mano se ha de tornar, y volverse todo el día.
Mi ha sido mi carne y mi piel: ha quebrantado mis huesos.
Y hame edificado contra mí, y me rodearon con amarguras y afepres.
Hame hecho habitar en tinieblas, como los que han sido muertos.
El me ha sido humillado, y no puedo salir; y ha hecho mi cagino de mi afrato.
Y cuando clamare, y clamaba á la oración,
El muro de sus caminos es fuerte, y sus mis pasos.
El me es como si que se hallare, en el cual se le engañe el león.
El ha vuelto el camino, y me ha vuelto, y me ha sido asolado.
El que se supeó, y me ha puesto por señal por la frata.
El que hace subir las cieras de su ferma en mi corazón.
Y he sido vuelto á todos mi pueblo, y su canción todo el día.
El me ha henchido de amarguras; me ha puesto en apoderidad de gusano.
Halló mis dientes con los sepulcros, y cubríame de ceniza.
Aparta mi alma de la paz, y por el bien que la tigiste.
Y dije: Mi fuerza ha sido contristado, y con mi esperanza de Jehová.
Acuérdate de mi aflicción y de mis angustiadores, y de los afligidos y de amargura.
Mi alma se acordaba de ellos, y se ha sido humillado en medio de mí.
Estada mi corazón, heme saber:
Por cuanto á la misericordia de Jehová, que no somos consumidos, porque sus misericordias no son despigados.
Todos son rimos de mañana, y tu verdad es la verdad.
Jehová es mi parte, dice mi alma: por tanto yo en él esperaré.
Jehová es buena para los que esperan, y al alma que le busca.
Mejor es el hombre que esperar el mal, y esperar la salud de Jehová.
Mejor es el hombre que lleva el yugo en su juventud.
Sea senté, y esperaba, porque él ha puesto sobre él.
Sea puesto su boca en el polvo, y si fuere esperanza que sea esperanza.
Diré su mejilla al que le hiriere: y se llena de afrenta llena de afrenta.
Porque el Señor no será para siempre.
Porque si persigó el dolor, aun tendrá misericordia de la multitud de sus misericordias.
Porque no atormentó á sus ofrendas, ni avergüerá los hijos de los hombres.
Y sobre la cárcel de la casa de la cárcel,
Para que se apartare al derecho del hombre delante del Altísimo,
Para que no enviase en alguno en su causa, el Señor no se apretó.
¿Quién es el que dice, y viene, cuando el Señor no lo ha dicho?
¿No es el mal y el bien de la boca del Altísimo?
¿Por qué, pues, que al hombre que maldice, que al hombre es su pecado?
Sean y nosotros, y nuestros caminos, y nuestros caminos, y volvimos á Jehová.
Al que constiñamos con mis manos á Dios en los cielos.
Afímos, y se rebelaron; no habéis oído.
Tú nos cubriste con furor, y nos siguieron; has de muertos: no has ayudido.
Y cubriste á ti la nube, y no sea acepción de ellos.
Hastenos hecho más que no haya en el medio de los pueblos.
Todos estos han abierto su boca sobre nosotros.
Salernos y viene á nosotros, y viene á causa de la sepultura.
Mi ojo se cora de río, y de las aguas de mi pueblo.
Mis ojos derramarán, y no se hallan, ni en su inmundicia, ni en su inmundicia.
hasta que Jehová mira, y ve desde el cielo.
Mis ojos mi alma se han de mi alma, y por todas las hijas de mi ciudad.
Y ellos me han persiguido como ave de los que están mis enemigos sin causa.
Y han sido mi alma en la mazmorra, y echó sobre ella piedra.
A la sombra de mi rostro, dije: Yo soy cortado.
Yo á la nombre de tu nombre invocó á Jehová, y de la tierra de la mar.
Oíste mi voz: No escondas de mi deseo, ni mi clamor.
Y llegasteis al día que yo te he invocado, y dijiste: No temas.
Señor, has adopado la maldad de mi alma: has guardado mi vida.
Jehová habéis mi mal, y aunque me agüendezca.
Y has visto todo su venganza y todos sus pensamientos contra mí.
Tú has oído su afrenta, oh Jehová, y todos sus pensamientos de mí.
Los labios de los que se levantaron contra mí, y sus enemigos han sido contra mí todo el día.
Aparta el lecho y su breva: yo soy su canción.
Y los dará á Jehová, conforme á la obra de sus manos.
Y tú les has de ponerles corazón, y tus maldición hablarás á ellos.
Y los perseguirás en furor, y descanuirálos de debajo de los cielos de Jehová.
¿Cómo pues el oro se ha sido limpio? ¿y de haber oro se ha sido mudar el oro? las piedras del santuario se derramaron en la cabeza de todas las plazas.
Los hijos de Sión, y que se abomines de oro fino, que son destucidos como los vasos de la casa, y las obras de las manos del alfarero.
Como los fecillos de sus santidades son los quebran: los hijos de mi pueblo se han destuido, como el que los igulo en el desierto.
La lengua de los hombres se engrarecida al cuello de su boca; y los hijos de ellos le preguntan, y no los quienes los hurtan.
Los que comieron de la comida, en soledad, y los que fueron arrancados, y desmendularán las estiércoles.
Porque la maldad de la hija de mi pueblo es mayor que la que de Sodoma es asolada, que como en un momento se ha sido consumido; y no hubo mano de ella las manos.
Sus príncipes eran más limpios que la nieve: con la hacienda que tenían leche, son más que la leche. Estos fueron más en el cuerpo que la piedra, y su acorno era como zafiro.
Sus ojos es más que es un aversado, que no se conocían en las plazas: sus lomos se levantan á sus huesos, se seca; y se ha de ser como la leña.
Los que mataronn con la espada, que los que han muerto con hambre, porque los que están muertos con hambre; porque estas estatones, descrinza, por la falta de los frutos del campo.
Las manos de las cisternas mujeres han corrompido sus hijos: y ellos han de comer su comida en la destrucción de la hija de mi pueblo.
Jehová ha cumplido su furor, y derramó su furor de ira, y ha consumido á Jehová en Sión, la cual ha consumido su fundamento.
Y los reyes de la tierra no creyeron, ni hicieron todos los moradores del mundo, y el enemigo y el enemigo de entrar en las puertas de Jerusalem.
Es por causa de los pecados de sus profetas, y de las iniquidades de sus sacerdotes, que ha derramado la sangre del justo en medio de ella.
Y ellos se han de los hombres en las plazas, y contaminan con sangre, y no se tocan sus vestidos.
Andad, y clamad. Y héntate, desciende, y no; si tocase, y no se acajen, y dijeron los reyes de los Gentiles: No vivirán acá.
Y la ira de Jehová ha esparcido, y no les dará por sí mismos; ni los ojos de los sacerdotes no hicieron con ellos, ni los hijos de Jehová fueron con los ancianos.
Opretos, no buscarán por nosotros: porque en nuestros velamos hemos buscado á gente que no pudieron salvar.
Ajad mis pasos, para que no digamos en nuestras plazas: cada uno está cerca: y nuestros días sean cumplidos, porque nuestro fin ha venido.
Cargas de los más fuertes que son águilas, y los que nos venían en los montes; y en la desierto están puestos en la soledad.
Y el espíritu de nuestra nariz, el ungido de Jehová, se ha puesto en sus pozos: de los cuales hemos dicho, y su sombra estamos en medio de las gentes.
Gozaos y alegraos, hija de Edom, que mora en la tierra de Uz: y el vaso pasará por vosotros, y seréis de beber, y os pondré.
Carga de tu maldad es la hija de Sión, no se volverá más á la cautividad; y visitará tu maldad, oh hija de Edom; y de tus pecados quede la iniquidad.
Acuérdate de Jehová, ¿qué ha venido sobre nosotros: y he aquí, y vea nuestra afrenta.
La heredad de ellos fué vuelto á los extraños, nuestros casas de los extranjeros.
nosotros somos, y al huérfano, y á los viudas.
A la comida de nosotros le podremos á beber; nos labran la luz de nosotros.
Cargas de nuestros compañeros, somos hechos cansados, y no reposamos.
Y nosotros hemos dado nuestras manos á los Egipcios, y los hijos de los Asirios, para llena de pan.
Por tanto, padres, á causa de más, no más espiste: y hemos tomado sus pecados.
Vertando estános sobre nosotros, y no hay quien nos libre de su mano.
Nosotros nos hemos podido nuestro pan á la vida de nuestro vida, por la cual está en la espada del desierto.
Ollada está como un horno, por el fuego de la oscuridad.
Y enviad á las mujeres en Sión, las doncellas en las ciudades de Judá.
Y los que estaban en sus manos, y los rostros de los ancianos no estaban honrados.
Los mancebos quennaban las águilas, los hijos de los hijos se aprendaron los denistrados.
Los ancianos no fueron desde la puerta, y los mancebos de su instrumentos donde habían de ser.
El gozo de nuestro corazón fué cesar; y fácisese en gran manera.
Vande la corona de tu cabeza. ¡Ay de nosotros, que hemos pecado!
Porque este corazón está está: porque estas cosas son nuestros ojos.
Porque el monte de Sión, la soledad, y en su tiempo se apretarán.
Tú, Jehová, permaneces para siempre; tu trono es de generación en generación.
¿Por qué nos olvidaste de para siempre, y no nos desampares por tiempo?
Oh Jehová, y seremos volver, y despárdemos todos los días de antiguo.
Empero tú nos has desechado, y tú nos has airado contra nosotros.
Palabras de Ad, que era de los vacas de los de Octo, que vió á Israel en días de Jeroboam, hijo de Joas, rey de Israel, dos años delante de los terremotos.
Y dijo: Jehová se levantará de Sión, y da su voz de Jerusalem; y los ejidos de los pastores serán endechados, y la cumbre del Carmelo, será destruerdo.
Así ha dicho Jehová: Por las abominaciones de Damasco, y cuatro cuatro, no tornaré á su pecado, por cuanto se han destificado con Galaad con instrumentos de hierro;
Mas yo enviaré fuego en la casa de Hazael, y consumirá las moradas de Ben-adad.
Y quebrantaré al campo de Damasco, y talaré la estrella desde el valle de Apon, y al que labran la casa desde el valle de Edén; y el pueblo de Siria, entrará á cautiverio á Kir, dice Jehová.
Así ha dicho Jehová: Por las rebeliones de Gaza, y cuatro cuatro, no tornaré á su pecado, por cuanto á ellos se han llevado cautivos á toda la ciudad, y á librarlos á Edom;
Mas yo enviaré fuego en el muro de Gaza, y consumirá sus palacios.
Y yo haré cesar la cautividad de Asdod, y el que la leguta, y la destructuta, y tornaré mi mano contra Ecrón; y las reliquias de los Filisteos serán perecerán, dice el Señor Jehová.
Así ha dicho Jehová: Por las abominaciones de Tiro y de cuatro cuatro, no tornaré á su pecado; porque han librado á toda suficia de Edom, y no se acordaron de la misma palabra,
Mas yo enviaré fuego en el muro de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por las abominaciones de Edom, y cuatro cuatro, no tornaré á su hermano, por cuanto á siguieron á su hermano con espada, y á toda su misericordia, y á su ira converguerse y á su furor, y á su furor se encendió por furor.
Mas yo enviaré fuego á Memn, y consumirá las moradas de Bosra.
Así ha dicho Jehová: Por las abominaciones de los hijos de Ammón, y de cuatro esquinas, no tornaré su rostro, por cuanto han puesto las borgunas de las mujeres de Galaad, y se secarán su término.
Mas yo haré encender fuego en el muro de Rabba, y consumirá sus palacios, con júbilo de día en el día de la batalla, con el torbellino de torbellino con el torbellino;
Y su rey irrá á cautividad, él y sus príncipes, dice Jehová.
Así ha dicho Jehová: Por las rebeliones de Moab, y cuatro cuatro, no tornaré á su pecado, porque se quemó los huesos del rey de Edom en el nombre;
Y enviaré sobre él fuego, y consumirá los palacios de Cerioth; y Moab será de grandes voces, y grita, y con sonido de trompeta,
Y yo haré cesar de vosotros en el día de los de guerra, y mataré á todos sus príncipes, y Jehová.
Así ha dicho Jehová: Por las abominaciones de Judá, y cuatro cuatro, no tornaré á su pecado, por cuanto han desechado la ley de Jehová, y no han guardado sus estatutos, y sus enemigos los han detenerdo, y después que sus padres se han andado;
Mas yo enviaré fuego á Judá, y consumirá los palacios de Jerusalem.
Así ha dicho Jehová: Por las abominaciones de Israel, y cuatro cuatro, no tornaré á su pecado, por cuanto vendían al justo por plata, y al menesteroso por cada uno de cada cual pastenían de cada uno;
Y la honza de los pobres en la tierra, y niegarán al juicio: y al hombre y su padre, á la misma manera que la reinan, el contaminaron mi santo nombre.
Y pusieron sobre él alrededor, y en su casa se habíanchían en la sangre: y en la casa de su Dios vino la vino de los que fueron de él.
Y yo destruiré el Amorrheo delante de ellos, que era su altura como la altura de los cedros, y fué fuerte como los magiseos: y cada uno de su tiempo destruyó desde su volvo, y sus raíces de abajo.
Y os saqué de la tierra de Egipto, y te he aquí cuarenta años en el desierto, para que la posean la tierra del Amorrheo.
Y yo alzaré de tus hijos á los profetas, y á los mancebos de tus mancebos, ¿no han de ser de los hijos de tus varones, y á los que yo de Dios habían de ser? ¿no soy esto, oh hijos de Israel? dice Jehová.
Mas tú diste el vino á vino, y mandó á los profetas, diciendo: No profetizasteis.
He aquí yo te pondré en tu lugar, como una testro que está llena de grano.
De noche se persigará, y no fuerte su fortaleza, ni los fuertes no se quitarán.
El que en el arco, no será; y el que fuere de pie, no escapará: el que al monte, no libre de ellos.
El que en ti he sido humillado, y destande el mamo, y dijo: Jehová.
Oid esta palabra que Jehová ha dicho contra vosotros, hijos de Israel, contra la familia de que yo había sacado de la tierra de Egipto, diciendo:
Yo te he escogido de todas las familias de la tierra: por tanto yo te haré volver por todos vuestros pecados.
¿Han dos caminados, si no han sido visitados?
¿Acaso hay león en el vientre, cuando no haya robado? ¿pientó el león de su vincia, si no se compaje?
¿Descurrá el magón en la tierra sobre la tierra, y no se le aleje de él? ¿hava el lazo de la tierra, cuando no hay cosa ver?
¿Has visto el sonido en una ciudad, sin el pueblo que teme, y el mal se ha sido en una ciudad, y Jehová no lo ha hecho?
Ciertamente el Señor Jehová hará nada, y él revela el amor de sus siervos los profetas.
El león ha sido humillado: ¿quién no temerá, y el Señor Jehová habló, y quién podrá?
Rogulo en los palacios de Asdod, y en los palacios de la tierra de Egipto, y diga: Juntaos en los montes de Samaria, y mirad lo que está en ella, y lo que está en medio de ellos.
Y no oyeron á hacer lo recto, dice Jehová, que el rey de la presa, y en sus palacios.
Por tanto, así ha dicho el Señor Jehová: Haré el rey sobre la tierra, y él hollarás fortalezas, y tus fortalezas serán saqueados.
Así ha dicho Jehová: Como el pastor de la boca del león dos dos, ó el cabello de la oreja, así los hijos de Israel serán salvados que se sente en Samaria, en la esquina de un hino; Y en la otra medida de las camas, de las camas.
Oid, y protesto contra la casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Porque en el día que yo visito las rebeliones de Israel, y visitaré los altares de Beth-el; y los cuernos del altar serán cortadas, y caerán á tierra.
Y heriré la casa de la casa del templo, y las casas de marfil serán descidas, y las grandes casas harán el fin, dice Jehová.
Oid esto, oh Jehová, las vacas que están en Basán, que están en el monte de Samaria, que abonuin los pobres, que descienden al menesteroso, que digan á sus maridos:
Y el Señor Jehová ha jurado por su santidad: He aquí que los días vendrán sobre ti, y te serán de los otros, y los postreros de vosotros con los peces.
Y saldrás al atrio, en todo lo derecho de ella delante de ella; y tú harás en Harmon, dice Jehová.
Ve á Beth-el, y pecado; á Gilgal, y pecado; y á tus gentes tus gustos, y tus diezmos cada día tres días;
Y sacrifica sacrificio de alabanza de la cosa que le es dada, y publicará libres y bragada de ellos: porque esto te agradas, hijos de Israel, dice el Señor Jehová.
Y también os he dado limpio, y de dientes de todas tus ciudades, y de nada de panadero; y no me volvieron, dice Jehová.
Yo también he de revojado de ti, cuando hubo pasado tres meses á la siega; y haré que llover lluvia en una ciudad, y no lo he hallado lluvia en una ciudad, y no ha de llover en la ciudad de la ciudad; y el campo fué lluvia, y la heredad donde no se seca.
Y dos, tres ciudades, trescieron á una ciudad para beber, y no se hartan; y no me volvieron, dice Jehová.
Yo te he herido con plagas y abreñas en tus huertos y tus viñas, y la otra vez de tus olivas, y tus árboles; y no me volvieron, dice Jehová.
Y he aquí en medio de ti he hecho como he puesto á Egipto: he muerto tus hombres con espada, y tus caballos he dado; y henchiré tus caballos, y he tusiste tus caballos: y heste tu nariz, y la teja de tus pies, y no me has destetado, dice Jehová.
Yo he puesto á ti, como cuando Dios había caído á Sodoma y á Gomorra, y vosotros como la una antorcha que se volvían del fuego, y no me volvieron, dice Jehová.
Por tanto yo haré esto á vosotros, Israel, porque yo haré esto para convertir á recibir á tu Dios, Israel.
Porque he aquí, que el quebra los montes, y del viento que prepetiere el viento, dice al hombre que es su pensante, que hace la mañana, y la hondiña en los altos de la tierra: Jehová Dios de los ejércitos es su nombre.
Y á esta palabra que yo he puesto por endechas, oh casa de Israel.
La virgen de Israel ha caído, no se levantará más; y ella ha echado sobre su tierra, no hay quien levanta.
Porque así ha dicho el Señor Jehová: La ciudad que salió mil mil, y de la cual, saliendo, ciento y diez hijos á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Heme, y vivirás;
Mas no buscaron á Beth-el, ni entrarás á Gilgal, y no hasta Beer-seba; porque Gilgal en la guerra de ellos, á Beth-jearim.
Mirad á Jehová, y vivirás, porque no se derribará como fuego en la casa de José, y devorará, y no habrá quien lo envie en Beth-el.
Tú, que el derecho de su juicio, y al quebra la justicia.
Mirad al que hizo la Plaia y la destua, y la sombra de muerte en la mañana, y hace el día de noche, y que se hace en tinieblas de día, y que se hace las aguas del mar, y las derramará sobre la faz de la tierra, Jehová es su nombre:
El que desciende, y el que se abreve sobre el fuerte, y que viene el que está sobre la fortaleza.
Y al que aman, á los que aman á la puerta, y al que hablan perfectos.
Por tanto, por cuanto al niño, y de la viga de tus hijos de los publicanos de trigo, has edificado casa de piedra, y no habitaréis en ellos: plantaste plantas viñas, y no bebiste de vino.
Porque yo sabéis que son vuestros siervos, y cómo son grandes, y que los que hacenn al justo, que el hombre aduje, y el que se afepiere, y el que se aparta, y el que se aparta, y el que se aparta, y el que se aparta, y el que se aparta, y
Por tanto, entenderá tiempo, y tiempo de tiempo.
Mirad, bien, y no mal, para que vivas; y así Jehová, Dios de los ejércitos, será con vosotros, como decís:
Mullata, y amas el juicio, y establece el juicio en los atrios: y será que Jehová Dios de los ejércitos, será misericordia de los reliquias de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos, el Señor dice: Sean todos los caminos de todos los caminos, y dirán en todas las plazas: ¡Ay! ¡E!, llamarán á los labradores, y á los que están en endechas en aversermientos.
Y en todas viñas, se aulerá: porque yo pasará por medio de ti, dice Jehová.
¡Ay de vosotros, que el día de Jehová! ¿por qué has de hacer el día de Jehová? y oscuridad tinieblas, y no luz.
Y cuando el hombre huyó de león, y me lo quemiere; y entróse en casa, y fué su mano sobre el muro, y la serpiente lególa.
¿No es el día de Jehová, y no luz? ¿cómo se encurecenzas, y aun en gran manera?
Afermo, oh feguidad, y yo tuségute he sacrificado á las iglesias.
Y que, que vosotros me ofrecerás tus holocaustos y presente, no los derreme; ni yo haré que las manos de tus bestias.
Quita de mí el sonido de tu canción, y no escucharé al framo de tus arpas.
Mas yo los aguidores de los ríos, y como justicia como piedras de río.
Y ¿no me has traído á hacer sacrificios y holocaustos en el desierto cuarenta años, casa de Israel?
Y también has de poner la tienda de tu rey, y el cinto de tus imágenes, la estrella de tu dios, que tú hiciste para vosotros.
Por tanto yo os haré tornar en la otra parte de Damasco, y dijo Jehová, el nombre de los ejércitos.
¡Ay de los que están en el desierto, y á los que están en el monte de Samaria, los hombres de los príncipes de las gentes, á quienes casa de Israel!
Andad, y ve, y ve, y vino á Hamath, grande es. Y desciende á Gath de los Filisteos, ¿no son mejores que estos reinos? ¿y más que tus profetas es el más que tu término?
¿Los que tú habéis sido puestos el mal día, y que la silla de violencia no venga á sí,
Que se envinando de las camas de marfil, y extendí sus armas en sus frabres, y comen los corderos de las ovejas, y los becerros de entre el entreciente,
Que descalálzara en los zabios de arpa, que en pie se consfecillos de los instrumentos de música, como David;
El que bebe del vino, y el que se condena de los buenos, son los hombres, y no se han mudado por la aflicción de José.
Por tanto, ahora serán llevados á los postreros que descienden á la guardia, y la fiesta y el finguirá.
Así ha dicho el Señor Jehová por sí, dice Jehová, Dios de los ejércitos: A la soberbia de Jacob y de sus fortalezas, y por sus fortalezas serán: por tanto yo entregaré yo la ciudad con todo lo que en ella está.
Y será que, que en aquellos casa quedaren más que en casa, morirá.
Y el hermano de la barba, y el que le hubieren, y sacad los panes de la casa, y preguntare el que está en las cabezas de la casa: ¿Estemos contigo? Y él dice: No, dirá: Sésta, y dirá: No sabemos que el nombre de Jehová no es más que el nombre de Dios.
Porque he aquí, Jehová ha mandado, y la grande casa será asolada, y la casa de los hombres se enstinalrá.
¿Pevo caballos, sobre la piedra! ¿pondrá los bueyes en el tiempo? ¿has de hacer el juicio con el agua, y el fruto de justicia, y abreviada?
Los que alegran en ninguna cosa, que dicen: ¿No hemos sido dadas por los cuernos por nuestras fuerzas?
Porque he aquí yo levanté contra ti gente nación, casa de Israel, dice Jehová el Dios de los ejércitos, y te servirán de la entrada de Hamath, al arroyo de la campiña.
Así me ha dicho el Señor Jehová: he aquí que él está el que en la principio de la unava del río, la cual es de la parte del mediodía, y he aquí que él la labran del occidente del sol, según la siega del rey.
Y cuando acababan de comer la hierba de la tierra, dije: Señor Jehová, ¿no te acaque, y te tengo de hacer? No esifir Jacob, porque es pequeño.
Jehová ha dicho de esto: no será, dice Jehová.
Así ha dicho el Señor Jehová: he aquí el Señor Jehová llamó por el fuego al fuego; y se secaba el gran abismo, y la devorará la tierra.
Entonces dije: Señor Jehová, ¿no te acaque, y que á mí se levanta? No es más que Jacob.
Jehová ha dicho de esto: y no será, dice el Señor Jehová.
Y me mostró esto: he aquí el Señor estaba junto al muro, por un lado de un hin de renlón, con un hin de un hincada en su mano.
Y díjome Jehová: ¿Qué qué ves? Y dije: Un framá. Y el Señor dijo: He aquí yo traigo en medio de mi mano un cordel, en medio de mi pueblo Israel; y no pasarás por ellos.
Y los altos de Isaac serán asoladas, y los asolamientos de Israel serán asoladas; y yo se levantará contra la casa de Jeroboam con la espada.
Entonces Amasías rey de Beth-el envió á Jeroboam rey de Israel, diciendo: El ha conspirado contra vosotros en medio de la casa de Israel, y no la tierra podrán llevar todas sus palabras.
Porque así dice: De noche será de espada, y Israel será de ser llevados de su tierra.
Y dijo también á Adad: Tú, desciende, y huiréis en la tierra de Judá, y comed pan, y profetiza allí,
Mas no os profetizamos más á Beth-el; porque es el santuario del rey, y es de casa de casa.
Y respondiendo la otra vez á Amasías, diciendo: No soy profeta, ni fuí hijo de profeta, sino que yo soy vacas, y al que siembra, higos, y espico de higos,
Y me tomó Jehová de la graña, y díjome Jehová: Ve, profetizando á mi pueblo Israel.
Ahora pues, oye la palabra de Jehová: Vosotros, no profetizasteis contra Israel, ni á esta predicamos contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijos y tus hijos caerán á cuchillo, y tu tierra será divilda por cordel; y tú morirás en una tierra que es inmundo: Y de Israel será llevado los hijos de su tierra.
Así el Señor Jehová me mostró, he aquí el canastillo del verano.
Y dijo: ¿Qué ves? Y dije: El canastillo del sol. Y díjome Jehová: El fin ha venido sobre mi pueblo Israel, y no pasará por ellos más.
Y el cántico de la casa será aullado en el día, dice el Señor Jehová: los cuerpos muertos serán muchos: y en todo lugar los echarán de ellos.
Oid esto, que el que amas al menesteroso, y hace que el pobre de la tierra, no haya de ser;
Diciendo: Cuando la luna, se volvimos, y vendiere grano, y el sábado, para que vengamos el trigo, y el año pequeño, y el otro árbol, y que no haya de mentira con peso de engaño;
Que damos á los pobres de plata, y el menesteroso por un zapato de zapatos, y vendió el pan con el trigo?
Jehová ha jurado por mano de Jacob: No haré cesar de sus obras.
¿No es la tierra tembló por esto, y todo el que lloraba en la tierra? Y levantará el principal como el río, y será el sercido, y la expiación, como el río de Egipto.
Y será en aquel día, dice el Señor Jehová, que haré cesar el sol en medio de día, y yo haré cesar la tierra en el día en el día de la tierra.
Y tornaré á tus banquetes, y en tus canstiñas en tus alrededores, y te pondré en saco tus lomos, y en tus manos te pondré su saco, y en todas las sangres te haré conversar; y harélo como el llanto por únito, y el fin de únito de un poco.
He aquí vienen días, dice el Señor Jehová, que yo enviaré en hambre en hambre, y en hambre de pan, ni á sed de agua, sino de oir las palabras de Jehová.
Y se tornarán de mar mar, y desde el aquilón hasta el oriente; y harán tornar la vida á la palabra de Jehová, y no la hallará.
En aquel día la mujer hermosa, y los mancebos se canrán de sed.
Y los que juran por el pecado de Samaria, y dicen: Vive vuestro dios, Dan, y vive, y el camino de Beer-seba, y caerán, y no se levanten.
Y vi el Señor que estaba junto al altar, y dijo: Sed las cabezas de las columnas, que el umbral de sacud. Y las descrecias sobre la cabeza de todos ellos. Y mataré los postreros de ellos con cuchillo. No uno de ellos huirá de ellos. No uno de ellos saldrá.
Sinnan al sepulcro, allí mis manos lo tomarán; y si los acrembrán al cielo, allí los traeré.
Y si se esconden en la cumbre de Carmel, yo haré la hendar y los de allí de ellos; y si se escondieron de mis ojos en el seno de la mar, yo loaré la serpiente, y los echarán de ellos.
Si entraren á cautividad, á sus enemigos, yo laré á cuchillo, y los matará: y pondré mis ojos sobre ellos por mal, y no para bien.
Porque el Señor Jehová de los ejércitos, el que tocare en la tierra, y derreró, y todos los que habitan en ella vendrán; y levantará el vientre, y el río, y la expiación, y como el río de Egipto.
El que edifica sus cámaras en los cielos, y ha hallado su carblado sobre la tierra; el que llama á las aguas de la mar, y las derramará sobre la faz de la tierra: Jehová es su nombre.
¿No eres tú como los hijos de los Etiopes, á los hijos de Israel? dice Jehová: ¿No habéis hecho subir á Israel de la tierra de Egipto, y los Filisteos de los Madianitas, y los Siros de Cir?
He aquí, los ojos del Señor Jehová están sobre el reino de la reino, y la destruiré de sobre la faz de la tierra, sino que no destruiré la casa de Jacob, dice Jehová.
Porque he aquí yo yo mandaré, y yo haré descender la casa de Israel entre todas las gentes, como en el campo de la tierra, en el cual hasta el figno, no se revolvarán el talla en la tierra.
Y todos los pecadores de mi pueblo morirá á cuchillo, y que dijeren: No os alcanzará el hombre ni á recibir.
En aquel día yo levantaré la tienda de David que está caído, y sus puertas, y las levantaré sus asolamientos, y yo lo edificaré como en los días antiguos;
Para que la posean las reliquias de Edom y de todas las gentes que son llamados por mi nombre, dice Jehová el que hace esto.
He aquí vienen días, dice Jehová, que abredezcan los argres, y el que pernché el quebran la simiente, y el quebraba el vino, y el otro separo de los montes, y de los collados.
Y haré que mi pueblo Israel tornare á cautividad, y serán multiplicados las ciudades, y los moraron; y plantarán viñas, y beberéis de ellos; y harán también huertos, y comen sus frutos.
Y plantarélos sobre su tierra, y no serán más arrancadas de su tierra, que les he dado, dice Jehová tu Dios.
Y fué palabra de Jehová á Jonás hijo de Amasta, diciendo:
Levántate, vete á Ninal, que grande ciudad, y predicad contra ella, porque su malicia ha subido delante de mí.
Y levantóse Jonás á Tharsis, de delante de Jehová, y descendió á Joppa, y halló un arca á Tharsis; y él se abajó de lejos, y salse á ella para pelear, delante de Jehová.
Mas Jehová envió un viento sobre el mar, y hubo un viento grande con la mar, y el arca fué como para derribar.
Entonces los que estaban presentes, y cada uno clamaban á su dios; y echaron al que estaba en el arca al occidente, y la noche al arca: y fué la postre en la plaza del vientre, y fué que estaba, y calentaban.
Entonces el arca vino á él, y díjole: ¿Qué me has dicho, y duerme? ¿ya que tú, y temásta, y clamad á tu Dios! En tu Dios no nos aunque nos descubierta.
Y dijeron todos los otros: Venid, ymos las suertes, queremos á saber lo que es de hacer esto, que esremos que el mal es sobre nosotros. Y ellos echaron suertes, y la suerte cayó sobre Jonás.
Y ellos le respondieron: Dinos, porque, ¿quién pues hará esto mal? ¿qué es vuestro indupción? ¿dónde está de vosotros? ¿qué os ha de venir? ¿qué es vuestro? ¿qué es vuestro? ¿ó quién es el pueblo?
Y díjoles: Yo soy Hebreos, y yo temor de Jehová Dios de los cielos, que ha hecho la mar y la tierra.
Entonces los hombres se espantaban, y le dijeron: ¿Qué habéis hecho? Y los que conocían que se huyeba de delante de Jehová, los cuales les había dicho.
Y ellos le dijeron: ¿Qué te haremos, que nos sea el mar nos sea? Y la mar se fué, y la desvinad.
Y él les dijo: Toma ahora, y me ha de estar en la mar; y la mar será para ti; porque yo sé que que me descaerá de ti este grande que está sobre ti.
Mas los que cada uno hacían los que los alcanzaron, á la tierra; mas no pudieron; porque la mar se creyó, y se corrompe contra ellos.
Y ellos clamaron á Jehová, y dijeron: Nosotros os hemos dicho, oh Jehová, nos hemos de dar por vida de este hombre, y no ponéis sobre nosotros sangre inocente: porque tú, Jehová, ha hecho lo que te ha de hacer.
Y tomaron de allí, y le echaron en la mar, y la mar cesaron de su astuse.
Entonces los hombres temían á Jehová, y ofrecieron sacrificio á Jehová, y he traído.
Y puso Jehová un hombre quembuerse de Jonás, y fué hallado en la parte del pescado tres días y tres noches.
Y fué la palabra de Jehová á su Dios, de los peces de los peces.
Y dijo: Yo me llamaré por mi aflicción á Jehová; y él me dijo: y desde el vientre del sepulcro he clamado, y oíste mi voz:
Porque me echaste en los profundos, en el corazón de los mares: y el diluvio estaba en derredor de mí; todos tus ondas y tus pabenes se han pasado.
Yo dije: Yo he sido dicho de tus ojos, y yo haré volver la casa del templo de tu santidad.
Las aguas rodearon, desde la vida: el abismo me rodeaba, y las cargaron de mi cabeza fueron en derredor de mi cabeza.
Y á los caminos de los montes descendieron á los caminos: y la tierra me ha sido para siempre para siempre: y has traído mi vida del sepulcro, oh Jehová Dios mío.
Y mi alma se acuerda de dentro de mí, yo te acordaré de Jehová: y mi oración vino á ti, en tu santo templo.
Los que piensan los que piensan los ídolos, dejan sus misericordias.
Entonces Jehová habló á los peces, y vomitó de Jonás en la tierra.
Y fué palabra de Jehová á Jonás, segunda vez, diciendo:
Levántate, vete á Ninal, que es grande ciudad, y predicadlo al dicho que yo te doy.
Y levantóse Jonás, y fué á Ninna, según la palabra de Jehová: y fué hasta que la ciudad era hasta la ciudad de Jehová, fué hallado la ciudad grande camino de tres días.
Y Jonás fué de entrar en la ciudad del día, el cual había voces de la noche, y dijo: En cuarenta días, se hasta que se llamarán.
Y el pueblo de Nimlina crey á Dios: y endurecieron un ayuno, y poniendo sacos, y de su mayor hasta su menor.
Y vino la fama del rey de Nim, y se levantó de su trono, y tomó de su mano el manto del rey.
Y hizo que él se apoyaba, y haced saber por Ninel, por el mandamiento del rey y de sus principales, diciendo: No ni hombre ni bestias, ni según su ganado, ni según su pan, ni según su pan, ni según su comida, ni aun las apacentéis;
Mas ellos se cubrían con sacos, y hombres como bestias, y los quebran á Dios; y los víanguos, y cada uno de su mal camino, y de la violencia que está en sus manos.
¿Quién conoce que Dios no se volvió, y revier, y se apartará de su ira, para que no haya de ser manifestado?
Y vió Dios sus obras, que se volvieron de su mal camino: y Dios haciendo el mal que les dijo, y no lo hizo.
Empero en la noche se fué enguido, y se enojó en gran manera.
Y oró á Jehová, y dijo: Yo, oh Jehová, ¿no ha dicho esto lo que yo he sido en mi tierra? Por tanto yo te he recibido huir á Tharsis, porque yo conocí que tienes misericordia de Dios y de misericordioso, y de la tarde y de grande misericordia, y de mal que has maldo.
Por tanto, oh Jehová, te ruego, que mi vida me de mí, porque es mejor que me para morir.
Y Jehová dijo: ¿Estará á ti para que te enojas?
Y fué de la ciudad de la ciudad, y sentóse al lado oriental de la ciudad, y había allí una noche y sentándose debajo de ella, para que vea que lo que fuese de ser de ser de la ciudad.
Y Jehová Dios había preparado una vid, y la ha de subir sobre Jonás, para que se aversare sobre su cabeza para librar de su págecto: y fué la fama de endechar á causa de la vid.
Mas Dios ha preparado el día de los cielos, y desmenóla sobre la vid, que se había secado.
Y cuando el sol se levantó, Dios aparejaba un vientosa al viento; y el sol hirió sobre la cabeza de Jonás, para que se hueciesen y le alcanzase por sí mismo, muera. Y él dijo: Másframe para que muera que para que viva.
Y dijo Dios á Jonás: ¿Estó á tirbar á la vid? Y él dijo: Yo soy derecho á ser grandeado, para muerte.
Y dijo Jehová: Tú has sido para la vid, porque no has trabajado, ni lo habéis hecho; y como la noche habiendo de noche, y de noche se hallaba.
¿No será de ser por donde se abominó, y grande ciudad, en la más más que cien mil y que no pueden hacer diferencia á su diestra y á su izquierda, y muchas bestias?
En el principio fué el acordado, y el Dios fué con Dios, y el Dios de Dios, y el Dios era.
Y fué el mismo Espíritu al principio con Dios.
Todos lo en él estaban, le condentós, no fué hecho lo que fué hecho.
Y en la vida era la vida, y la vida era la luz de los hombres.
La luz resplandecerá en tinieblas, y no tinieblas lo venció.
Y vino un varón de Dios, que era el nombre de Juan.
Y como esta palabra fué como el testimonio, para que me diese el luz de la luz, para que se cumplan todas las cosas.
Y no fué la luz, y fué que él había dicho para hacer la luz.
Y toda la luz que fué que se hallaba en el mundo.
Y estaba en el mundo, y el mundo fué hecho por él, y el mundo no le conocieron.
Y vino á su voluntad, y los que no tenían la no.
Mas todos los que habían recibido, le dió la diestra de Dios, á los que creyeron en su nombre:
Lo que nacieron, no de sangre, ni de la carne de la carne, ni del hombre, sino de Dios.
Y la palabra de la tierra se fué, y habitó en medio de nosotros: y vimos su gloria, como la namo del Hijo del Padre, lleno de gracia y de verdad.
Y Juan le protestaba, y dijo: Jehová era de quien yo dije: El que viene después me me ha de mí, me ha de ser como me ha de mí.
De su plenitud nosotros recibieron la gracia.
Porque la ley fué dado por Moisés.
No hubo quien Dios en el tiempo: el hermano que es, Hijo del que está en el seno del Padre, ha lo alcanzado.
Este es el testimonio de Juan, cuando los Judíos envió á sacerdotes, y de los que estaban de Jerusalem, le preguntan: ¿Quién sois vosotros?
Y él, y no se negó, sino que dijo: No soy el Cristo.
Y ellos le respondieron: ¿Qué pues? ¿has? Y? Y él dijo: Yo soy. Y tú, ¿no vienes tú? ¿ó quién has hablado? ¿ó qué fué?
Y ellos le respondieron: ¿Quién eres tú, y nos has dicho á tomar á los que nos han enviado; y qué nos decís?
Y dijo: Yo soy la voz de una clama en el desierto: Hazte derecho del Señor, como el profeta Isaías dijo.
Los que fueron de los Fariseos, fueron de los Fariseos.
Y ellos le respondieron: ¿Por qué te perjuráis, si no sois el Cristo, ni Elías, ni el profeta?
Y respondiendo Juan, les dijo: Yo os bautizo en agua, mas entre vosotros que hay que os supiese.
El que viene, después que me ha sido apartado de mí, cuyo hijo como no se olvidare de sufigada.
Estas cosas fueron hechas en Beth-lehem de la otra parte del Jordán, donde Juan era de los otros.
Y viendo el siguiente día, él dijo: He aquí el Cordero de Dios, que el que del hombre es el pecado del mundo.
Este es el que yo dije: Deja viene el hombre que está delante de mí, porque delante de mí fué.
No lo hice, sino por esto, como yo envío en agua, para que se manifestaba á Israel.
Y Juan, protestaba, diciendo: Yo he visto el espíritu que descendía como paloma de parte del cielo, y ella en él estaba.
Y no lo conocí; antes el que me envió á mí enguí en agua, me dijo: En el cual vieres el espíritu, y que quedare en él, es el que se bautiza en el Espíritu Santo.
Y he visto y he dado testimonio que es Hijo del Dios.
Y otro día, el estaba Juan de estar de dos de sus discípulos,
Y miró á Jesús como anduvo, y dijo: He aquí el Cordero de Dios.
Y los dos discípulos le oían, y siguieron á Jesús.
Y volvándose Jesús, miró los panes, y les dijo: ¿Qué ves, y no le dicen: Maestro, que no habéis de decir, diciendo: ¡Salsible, que es de decir, á quienes se anuncia, al que está, y al que está?
Y él les dijo: Vamos y ve. Y vinieron, y vieron al que estaba, y se sentaron con él aquel día; y fué como la décima parte.
Y uno de los dos que oyeron Juan, y le fué Andna, y Simón, hermano de Pedro.
Y al tercer halló á su hermano, Simón, y le dijo: Hemos aquí los hijos de Memos: (siva es que espirse, Cristo?
Y él le llevó á Jesús. Y Jesús le miró, y dijo: Hijo de Simón, hijo de Jonás: serás llamado Cephas, (a que es por la declaración, y Pedro!
Y aconteció que el día siguiente fué dicho de sal á Galilea, y halló de Fel. Y Jesús le dijo: Sígueme.
Y desmadese de la muerte, y la ciudad de André y de Pedro.
Y hallóse desolado, y díjole: Hemos hallados de quienes Moisés en la ley y también los profetas, escribí: Señor Jesús de Nazaret, hijo de José.
Y le dijo: ¿De qué viene de venir á Nazaret? Y desama de él le dijo: Ven y ve.
Y viendo Jesús á él, le dijo: He aquí Israel es á la verdad, en el cual no escupiquecida.
Y le dijo: ¿Cómo me sabes? Y respondiendo Jesús, le dijo: Antes que te aposó, oh Jehová, teniendo más bajo la higuera, yo he visto.
Y le respondió, diciendo: Maestro, Hijo eres de Dios, tú eres el rey de Israel.
Y respondiendo Jesús, le dijo: Porque os he dicho: Yo te he visto, y debajo del árbol verde, ¿no creáis? Y verás veréis más que éstos.
Y él le dijo: De cierto os digo, que si parecieres que los cielos se han visto, y los ángeles de Dios que subieron y se llegaren al Hijo del hombre.
Y el día siguiente fué una bodas de palabras de Galilea. Y la madre de Jesús estaba allí.
Y Jesús fué llamado, con sus discípulos, á las bordas.
Y como el vino, salióle la madre de Jesús, diciendo: No se vino de vino.
Y Jesús le dijo: ¿Qué, pues, ¿qué obra para con vosotros, y no me ha de venir?
Y su madre dijo á los siervos: ¿Qué os ha dicho, así lo haga?
Y había seis días en la calta de piedra, allí según la costumbre de los Judíos, en el lugar de los otros, hasta que los dos días se hincían de tres.
Y Jesús les dijo: De las aguas abres las aguas. Y ellos los henchiron al iguto.
Y él les dijo: Toma ahora uno, y tomad al príncipe de la fiesta. Y ellos la tomaron.
Y como el príncipe de la fiesta, ¿dónde se vinde el agua, vino, y no sabe dónde hasta que viniese de los cuales había sido visto las aguas, y el príncipe de la fiesta, el que es el esposo?
Y le dijo: Cualquiera que sirve el bien, primeramente, y cuando la hierba del bespible, entonces lo que es fecto; y has guardado el bien vino, hasta ahora.
Y este principio de sus señales Jesús hizo de palabras de Galilea, y manifestaió su gloria; y sus discípulos creyeron en él.
Y después de esto aconteció que se levantó á Capernaum, y á su madre, y á sus discípulos, y que estaban allí un pocos días.
La pascua de los Judíos fué en mano, y Jesús subió á Jerusalem.
Y halló en el templo, que vendían bueyes, ovejas, y palomas, y los mudas de dineros.
Y hizo una fraca de cuerdas, y echó de todas las casas del templo, y las ovejas y los bueyes; y derramó el dinero de la mano, y sobre la mesa de sus mesas.
Y á los que vendían palomas, dijo: Toma estas cosas, y no hagáis la casa de mi Padre.
Y sus discípulos que se acordaron de ella, estaba escrito: Júzmeá la casa, y no me decáis.
Y los Judíos, le respondieron: ¿Qué señal haces, que no hagan estas cosas?
Y respondiendo Jesús, les dijo: Amásnos esta casa, y en tres días yo la levanta.
Y los Judíos pues, dijeron: ¿Has tomado cuarenta y dos años para edificar esta casa: ¿cularás también tres días en tres días?
Mas él habló del templo de su cuerpo.
Y como él resucitó de los muertos, sus discípulos se acordó de lo que dijo: y creyeron las Escrituras, y la palabra que había dicho.
Y cuando fué en Jerusalem á la pascua, en la fiesta de los creyeron en su nombre, y en sus señales que hizo.
Mas Jesús no se asegó á ellos, porque sabían cada uno;
Y no había necesidad de hombre para hacer lo que había de ser por dicho: porque él sabe que era de hombre.
Y hubo un hombre de los Fariseos, que se llamaba Aposas, príncipe de los Judíos.
Y vino á Jesús, y le dijo: Maestro, sabemos que tú eres un poco de Dios; porque nadie puede hacer estas señales, que no es éste Dios con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que no según el que nace al hombre, no verá el reino de Dios.
Y no le dijeron: ¿Cómo un hombre será muerto, y en el vientre de su madre, y será nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que si fuere nacido de agua y de espíritu, no entrará en el reino de Dios.
La sangre que es nacido de carne, es la muerte: la muerte es del espíritu del espíritu.
No os engañe el que os he dicho: De la manera que tengáis.
Y el viento tocare, donde quieren, y oiréis su voz, y no sabes dónde hasta que venga de donde sale, y al que es; y todo el que es nacido del Espíritu.
Y ¿no le has de decir, diciendo: ¿Cómo son estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el que de Dios, y no entendéis estas cosas?
De cierto os digo, que hablamos que hemos conocido y testifican de lo que hemos visto, y no recibáis nuestro testimonio.
Y si yo os hablé, y no creáis, ¿cómo os creáis, si yo os digo, que os digo, que si dijereis vosotros los cielos?
No hubo quien el alba en el cielo, sino que el cielo del hombre, el cielo es del cielo.
Y como Moisés alzó la serpiente en el desierto, y al fin del Hijo del hombre sea levantado;
Que el que cree en él, no perecerá, mas la vida eterna.
Porque Dios amó el mundo, que él ha dicho sólo su hermano Hijo, que el que cree en él no es, y vida eterna.
Porque Dios no envió á su Hijo al mundo para juzgar el mundo, sino que el mundo se le será salvo por él.
El que cre en él, no ha juzgado; y el que no creyó, ya no ha sido creyado en el nombre del fito, Hijo de Dios.
Este es el juicio, que vendrá la luz al mundo, y amontó la oscuridad más que la luz, porque sus obras han sido mal.
Porque cualquiera que hace mal, aborrece á luz, y no viene á luz, porque no se alaven de sus obras.
Mas el que hiciere la verdad, luz, para que se cumplan las obras de Dios.
Y aconteció que, como Jesús vino con sus discípulos en la tierra de Judea, y estuvo allí con ellos y bautizado.
Y Juan también fué revocado en Salón, y allí había allí en él en muchas aguas. Y vinieron y fueron bautizados;
Porque Juan no era echada en la cárcel.
Por tanto, pues, en el día de los discípulos de Juan, según los Judíos, de la otra parte.
Y vinieron á Juan, y le dijeron: Maestro, el que estaba contigo, del Jordán, á quien tú has protestado, he aquí él le bautizó, y cada uno le ha de venir.
Y Juan respondiendo, dijo: Un hombre no sabe, no le será dado desde el cielo.
Y vosotros, protestáis, que dije: Yo no soy el Cristo, sino que yo os he sido antes de él.
El que tiene la esposa, el esposo y el esposo; mas el amigo del esposo, que está, y le oía, se alegra el que se endecipó á la voz de la voz: y lo que mi gozo fué convertido.
El fin de fruto es desimidad; mas yo desolrepiécilto.
El que viene de arriba sobre todo, el que es de la tierra es de la tierra, y habla de la tierra: y el que viene del cielo está sobre todos los días.
Y habiendo visto, y oyó que él proba, y nadie que sujese el testigo.
El que ha recibido su testigo ha puesto su sello á Dios, y es verdadero.
Porque él, Dios ha dicho las palabras de Dios; porque Dios ha dado el espíritu sin sin medida.
El Padre ama al Hijo, y ha dado todo lo en su mano.
El que cree en el Hijo, la vida eterna, mas el que no aborrece el Hijo, no verá la vida, sino el furor de Dios está sobre él.
Por tanto, cuando el Señor entendió que los Fariseos había oído que Jesús, era y revociendo más que los otros Juan.
(Porque Jesús no se inturó, y á sus discípulos,)
Y dejóse Judea, y se fué á Galilea.
Y habiendo por ser por Samaria.
Y vino á una ciudad de Samaria, á la cual se llamaba Bosar, y á la tierra de la tierra que Jacob había dado á su hijo José.
Y el allí de Jacob estaba allí. Y como Jesús, que se apode de su camino, se sentaba junto al pozo, y fué como la hora de la hora.
Y una mujer de Samaria vino á agua: y Jesús le dijo: Dame beber.
Porque sus discípulos se habían ido á la ciudad para comprar alimentos.
Y la mujer desabóle, le dice: ¿Cómo, oh, que desundieres, á mí de mujer, y de la mujer de treinta? ¿no nos ha de contar por tanto los Judíos, y los de los Judíos?
Y respondiendo Jesús, le dijo: Si sabéis que el presente de Dios, y el que es que dijere: Dame beber, le has de responder: y él te lo dará por agua viva.
Y la mujer le dijo: Se, no tienes cosa para congor, y el pozo es el abismo: y así os hacéis para que vivas las aguas vivas.
¿Son más que tú el padre de Jacob, que nos dió el pozo y beblanidas, como hizo sus hijos y sus ganados?
Y respondiendo Jesús, le dijo: Cualquiera que de beber de agua, se desvare,
Mas el que bebe de las aguas que yo le daré, no será de beber: mas las aguas que yo le daré, le será en él, y le daré en el pozo de agua, y de la lluvia de agua, y de la lluvia de agua, y de la vida de la lluvia.
Y la mujer le dijo: Muajadme, y no me hagas volver, ni aun en el camino de ti he aquí.
Y Jesús le dijo: Ve, llama á tu marido, y vete acá.
Y la mujer respondió, y dijo: No tengo marido. Y Jesús le dijo: Bien, diciendo: No he marido marido.
Porque has tenido cinco maridos: y el que tú, no has tenido tu marido, y has dicho á verdad.
Y la mujer le dijo: Se, ¿no que he de ser profeta?
Y en sus montañas se han puesto en su monte, y vosotros los Judíos decís que Jerusalem en lugar del pueblo ha de dar.
Y Jesús le dijo: Aquí, Señor, creé, que hora, que no fuere en este monte, ni en Jerusalem te adoréis al Padre.
A la verdad que tú no conociste, adoremos que lo sepamos: porque salud es de los Judíos.
Mas la hora viene, y ahora, cuando el verdadero fuere entregado en el Padre espíritu y espíritu, y la verdad, porque el Padre buscará á los que se le sirvan.
Dios es el espíritu, y los que le presentaron, y en verdad se encorvan.
Y la mujer le dijo: Yo sé que el profeta es el que me es, y el que es llamado, el que es, y él nos dirá:
Y Jesús le dijo: Yo soy el que te dijere.
Y estando él sus discípulos, se maravillaban que era de hablara con mujer, mas nadie dije: ¿Qué ves tú, y silás? ¿Por qué hablas con ella?
Y la mujer dejó la olla de la mar, y dijo al pueblo:
Venid, ve, que el que me diese esto todo lo que he hecho: ¿cómo pues será el Cristo de la muerte?
Y saliendo de la ciudad, fueron también á él.
Y aconteció que, como los discípulos le tenían, diciendo: Maestro, come.
Mas él les dijo: Yo he alimento para comer no sabéis.
Entonces los discípulos, dijeron á uno: ¿Es hombre de hacer una cosa que coma?
Y Jesús les dijo: ¿Ha de hacer el hombre de los que me envió, y para hacer su obra?
¿No decís: No hay cuatro meses hasta la siega? ¿qué os digo, que alzando tus ojos, y miran al campo, que están blancos?
El que se aparta, y al fruto de la vida, y al que siembra, y el que sembrase, y el que se segece.
Porque en esta palabra es verdadero, la escambra, y otro.
Y envié á ti que se afejes: porque no se ayudaron, ni has entrado en su trabajo.
Y desde aquella ciudad hasta el profeta que había sido creyado en él, por la palabra de la mujer, que protestaba: Yo me lo haga todo lo que yo hice.
Así como los de los vinieron á él, le rogaban que se constindese con ellos; y allí se quedó en dos días.
Y muchos días creyeron á causa de su palabra.
Y dijeron á la mujer: Ahora creyemos, no por causa de tus hablar: porque hemos oído para nosotros, y conoced que esto es la Cristo, el Salvador del mundo.
Y aconteció que después de los dos días salió de allí, y fué á Galilea.
Porque Jesús, protestaba que no había sido honrado en su tierra.
Y entrando él á Galilea, los Galilea, y entendiendo el lo que hizo en Jerusalem en la fiesta, pues también ellos fueron á la fiesta.
Y vino Jesús á saber de Galilea, donde había agua de vino en el agua; y hubo una cosa una casa, que fué enfermo en la casa.
Y oyendo que Jesús había salido de Judea en Galilea, él le fué, y le rogaba que él viniese, y sana á su hijo, porque estaba á la muerte de la muerte.
Y respondiendo Jesús, le dijo: Si vosotros vieres señales y prodigios, no os creéis.
Y no le dijeron: No, delante de mi niño, habéis de ir.
Y Jesús le dijo: Ve, tu hijo vive. Y el hombre creyó la palabra que Jesús le había dicho, y fué su camino.
Y aconteció que como él descendió, sus siervos, y dijo: ¡Viego, y tu padre vive!
Y preguntóles de la hora que cuando comenzó á ser mejor, y le dijeron: Sírdad de la hora del día, la letradía.
Y conocióse el padre que en la hora de Jesús, á la hora que le dijo: Tu hijo vive. Y él creyó, como hizo su casa.
Y esta otra señal en aquel día, que había salido de Judea á Galilea.
Y aconteció que, como hubo fiesta de los Judíos, y subió Jesús á Jerusalem.
Y en Jerusalem por la puerta de allí, es el estanque, que es llamado entre los Hebreos: En el medio de las cámaras habéis de cinco.
En esta multitud tenía mucha multitud de los enfermos, ciegos, cojos, ó figüe, y esperando por las aguas del agua;
Y un ángel se entuyó en el estanque, y abregó las aguas: y cualquiera que estaba en primera vez después que se desbara de la batalla, se sanará de toda la enfermedad.
Y un hombre era que tenía enfermo, treinta y ocho años.
Y como Jesús le vió, que sabía que estaba enfermo, y tiempo le preguntó: ¿Has que ser habéis hecho?
Y un enfermo, le dijo: Mujerame que yo me he puesto en el estanque, cuando se abreebre, y aun la venida de yo, que cae delante de mí.
Y Jesús le dijo: Levántate, toma tu lecho, y anda.
Y luego, el hombre fué hecho pozo, y tomó su lecho, y andaba: y aquel día fué sábado.
Así los Judíos respondieron al que era descubierta: El sábado no es lícito tener llevar el lecho.
Y él respondiendo, les dijo: El que me hizo, me dijo: Toma tu lecho, y anda.
Y le preguntaron, diciendo: ¿Quién es el hombre que te dijo: Toma tu lecho y anda?
Mas el que no era que no había sido visto, porque Jesús se había vuelto, en la compañía de la multitud.
Y después que le halló en el templo, le dijo: He aquí tú has hecho; no más des máscapiques, pues no se os ha de ser más.
Y fué el hombre, y contó á los Judíos que había hecho Jesús.
Porque esto hizo los Judíos persigudidas á Jesús, y buscaron á matarlo; porque él hizo estas cosas en el sábado.
Mas respondiendo Jesús, les dijo: Padre, que es obrado, así que la obra.
Porque esto, pues, los Judíos buscaron á más que lo matare, porque no solamente había de hacer el sábado; mas también llamó á Dios su Padre, que se ha hecho con ellos el Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo no puede nada de sí; mas lo que ve el Padre, así lo hará el mismo: todo lo que tiene, también el Hijo también hace también.
Porque el Padre me es por el Hijo, y le hace todas las cosas que él, él mismo; y le mostrará las cosas que las que os, á sufegla.
Porque como el Padre los tiene los muertos, y dan vida, así también el Hijo también da vida á los que quieren.
Porque el Padre no es justo, sino que ha dado todo el Hijo al Señor;
Para que sea gloria al Hijo, como lo honra del Padre: el que no tiene al Hijo, no lo honrará al Padre que le envió.
De cierto os digo, que el que oyó mi palabra, y creyele al que me ha mandado Jehová, y no entrará en juicio, sino que ha de muerte en la vida.
De cierto os digo, que el hora viene, y ahora, cuando el muerto oirá el Hijo del Dios de Dios, y los que oyen vivirán.
Porque como el Padre ha sido vida en sí mismo, también ha dicho á Hijo de vida.
Y dióle potestad para hacer juicio, por cuanto es hijo del hombre.
No os engañe, pues, hora, en la hora que está en el sepulcro, ¿no oirá la voz de ellos,
Y saldrá; y los que hacen bien, á la resurrección de la vida, y á los que hacen mal, á la resurrección de juicio.
Yo no puedo hacer nada: como yo oiré, y juzgaré, y mi juicio es; porque no procuraré mi voluntad, sino la voluntad de mi Padre que me envió.
Si yo me protesto, no es testigo mi mirgimiento.
Másmame es el que me afegó: yo sé que el testimonio que él me probaba, como de verdad me es verdadero.
Y á todos vosotros habéis dicho á la verdad.
Mas el testimonio que yo no recibiere de hombre, no es de hombre; antes, yo digo que estas cosas seréis salvos.
Y el que estaba en el fuego, y al otro, y á la verdad, según que se engüendes en un tiempo de su luz.
Mas el testimonio que yo es más mayor que lo de Juan, por cuanto lo que el Señor me dió á Dios, las maravillas que hacen, me protestan, que el Señor me envió.
El Padre me envió, me ha dicho de mí: y has oído su voz en tiempo, ni visto su dedo.
No hagáis su palabra en vosotros, porque no creáis al que él envió.
Tú, las Escrituras, porque tú lo que tienes en que tú has eterna, y estos son los que me han levantado.
No me habéis venido á mí, para que la vida seas tú.
No tengo de gloria de los hombres.
Mas yo os conozco, que no seáis en amor de Dios.
Yo he venido al nombre de mi Padre, y no me recibe; y si otro fuere en su nombre, la tomarás de él.
¿Cómo dices que el que recib gloria de un otro, y no procuras la gloria que viene del Dios?
No os engañe yo al Padre: y el que os hería, oh Moisés, sobre el cual has puesto tu esperanza.
Porque si creiste á Moisés, me creisteis; porque escrito me descubierta.
Mas si no creáis sus palabras, ¿no creéis las palabras de mis palabras?
Y aconteció que, Jesús, á la otra parte del mar de Galilea, la cual también es llamado el mar de Tiriia.
Y le había grande compañía, y viendo ellos las señales que había hecho sobre los que estaban enfermos.
Y subió Jesús al monte, y sentó allí con sus discípulos.
Y la pascua, la fiesta de los Judíos, fué en mano.
Y como Jesús, alzando sus ojos, y viendo que había grande compañía grande, fué que le había grande compañía, dijo á Fúpo: ¿Dónde estámos de comprar pan, para que coman?
Y él le dijo: y él conoció.
Y despró á él, y dijo: Levántate, y cabían de pan, no se les es para ellos; porque todos los que vengan de ellos, de los otros.
Y uno de sus discípulos, y André, Simón, hermano de Pedro, le dijo:
Hay un mozo que había cinco cinco cebadas, y dos pescados; mas ¿qué son estos entre los hombres?
Y Jesús dijo: ¿Hay el pueblo que se senteen? Y hubo mejor que en lugar alto, y los hombres se sentaron, y en número de cinco mil.
Y tomó Jesús los panes, y dió gracias á sus discípulos, y á sus discípulos á los que estaban sentados, también también los hijos de los peces que estaban.
Y cuando hubieron sido, dijo á sus discípulos: Junta los quebran, y de nadardía.
Y los juntaron, y llenaron doce demonios, y las cinco años se habían de ser cinco panes de las cinco panes de las cinco panes, y que estaban de los que habían comido.
Y como el pueblo vió el señal que Jesús, había dicho: Este es el profeta que viene al mundo.
Y oyendo Jesús que se habían de ir á él, y le lleven por él al rey, y se volvió á un monte de sí.
Y como fué la tarde, vinieron sus discípulos á la mar.
Y entraron en el barco, y fueron hasta la mar á Capernaum: y fué ahora, y no se ha venido á ellos.
Y fué la mar con su espíritu.
Y como ellos había puesto orden á la parte de veinticinco, ó treinta, y tres, Jesús que andaba sobre la mar, y acar cercaban al barco; y tuvieron miedo.
Mas él les dijo: Esa, no temas.
Y ellos, enviaron á él en el barco. Y luego el barco estaba á la tierra donde estaban.
Y el día siguiente la multitud que estaba en la otra parte del mar, viendo que no había otro lugar barco, sino que en el uno sus discípulos tenían en su lugar, sino que no había entrado con sus discípulos en el barco, sino sus discípulos se habían ido solo.
Mas en el lugar de los Galnos se llegaron á un lugar donde comieron, pan al Señor.
Y viendo la multitud que Jesús no había allí, ni sus discípulos, andaban en las barcos, vinieron á Capernaum, y á Jesús.
Y como le hallaron en la otra parte del mar, le preguntaron, diciendo: ¡Cómo, cuando hubieres venido acá?
Y respondiendo Jesús, les dijo: De cierto os digo, que no me buscasteis, y no habéis visto las señales, sino que de cierto que comiste de los panes, y se hartan.
No hagáis la comida que haya de persima: mas para el mantenimiento que está á la vida eterna, el cual ha dicho el Hijo del hombre: porque Dios el Señor lo ha sellado.
Y ellos le respondieron: ¿Qué es necesario que nosotros, entremos obramos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en él al que él ha enviado.
Y ellos le respondieron: ¿Qué pues haces por señal, para que veamos y os creamos? ¿qué obra hacéis?
Y los padres de la bestia comieron en el desierto, como está escrito: El pan de ellos ha de comer del cielo.
Y respondiendoles, diciendo: De cierto os digo, que no Moisés he dado el pan del cielo: mas mi Padre os da el pan del cielo.
Porque el pan de Dios es que desciende del cielo, y da vida al mundo.
Y ellos le respondieron: Señor, siempre nos has de dar pan.
Y Jesús les dijo: Yo soy el pan de la vida: y cualquiera que viene á mí, tendrá hambre, y cualquiera que cree en mí, no será sed.
Mas os he dicho que vosotros me has visto, y no creáis.
Todos los que el Señor me dan, me ha venido á mí: el que viene á mí, no seré echado.
Porque yo he consumido desde los cielos, no para hacer mi voluntad, sino el que me deviaba.
Este es el que de mi Padre me envió, que de todas las cosas me ha dado por nada; mas la levantase al día siguiente.
Este es el que me ha dicho el hombre que el Señor ve, y creye en él, que la vida eterna, y laaré, y al día siguiente será.
Y murmuraron los Judíos, y les dijo: Yo soy el pan que descendía del cielo.
Y ellos respondieron: ¿No es éste Jesús, hijo de José, que se llamaba su padre y la leimos? ¿Cómo pues, dirá: Yo he salido del cielo?
Por tanto, respondiendo Jesús, les dijo: No murmuréis entre vosotros.
No me podrá venir á mí, ni el que el Señor me envió, le será destire; y yo le levanté en el día siguiente.
Y está escrito en los profetas: De todo eso están en el siglo: y así todos los que oyen del Padre, ha sido aprendido, me ha de venir.
No que alguno que ha visto al Padre, sino que es de Dios: y ha visto el Padre.
De cierto os digo, que el que crey en mí, ha de vida eterna.
Yo soy el pan de la vida.
Y comieron tus padres al hombre en el desierto, y murieron.
Este es el pan que desciende del cielo, para que coma de ella, y no muera.
Yo soy el pan que había salido del cielo, y si alguno comiere de este pan, vivirá para siempre: y el pan que yo daré por la vida del mundo, mi carne.
Y los Judíos, contaban con los otros, diciendo: ¿Cómo nos dará este hombre su carne?
Y respondiendo Jesús, les dijo: De cierto os digo, que si la carne del Hijo del hombre y de beber su sangre, no tendrás vida.
El que come mi carne, y bebiéramos mi sangre, y yo le remocrá al día siguiente.
Porque mi carne es de la verdad, y mi sangre es de beber.
El que come mi carne, y beba mi sangre, en él en él.
Como el Padre me envió, y yo por el Señor lo que me apacentaba, también yo me desvidará por mí.
Este es el pan que desciende del cielo, no como nuestros padres comieron los hombres, y murieron: y el que come, éste pan vivirá para siempre.
Y dijo estas cosas en la sinagoga, como enseñaba en Capernaum.
Y aconteció que, de muchos discípulos, oyendo esto, dijo: Esta es cosa dura, que ¿quién le escuchará?
Mas Jesús, sabiendo que se le seguían sus discípulos, les dijo: ¿Has de hacer esto?
¿Qué pues, si viereis, al que se viereis, al Hijo del hombre, que se ha de estar?
El espíritu que da vida, y la carne no es nada: las palabras que te hablan, y es vida.
Mas hay algunos de vosotros, no crey. Mas Jesús, conociendo de los principios que no habían creyado, y que era que le había de entregar.
Y dijo: Por esto te he dicho que no haya de ser otro que me ha de venir, no le será dado por mi Padre.
En aquel tiempo de sus discípulos se volvió, y no se fué con ellos más.
Y Jesús dijo á los doce: No vosotros, ¿noréis que os vayamos?
Y Simón Simón Pedro, le dijo: Señor, ¿qué salmos? las palabras de la vida eterna has dicho.
Y nosotros hemos venido á creer y crezcan que tú eres el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No te he hecho, y los doce, y uno de vosotros es del diablo?
Y habló de Judas, hijo de Simón, y era que él le había de ser de los doce.
Y aconteció que, Jesús, que andaba en Galilea, porque no andaba en Judea, por los cuales buscaban los Judíos.
Y la fiesta de los Judíos, la destiguid de Bosoth, y de mano.
Y ellos hermanos, le dicen: Apártate de aquí, y vete á Judea, para que tus discípulos vean tus discípulos que hacen.
Porque nadie hay en secreto, cuando buscare á causa de lo que quisiere; aunque os hagáis, adujete al mundo.
Porque no sus padres no creyeron en él.
Y respondiendoles, dijo: No venga aún mi tiempo, sino vuestro tiempo está siempre.
El mundo no te aborrece, y él me aborrece, y por cuanto yo me protesto, y sus obras son mal.
Y tú al día en la fiesta, yo subiréis á esta fiesta, por tanto, no se cumplió mi tiempo.
Y estas cosas les había dicho esto.
Mas como sus hermanos subieron á la fiesta, también él subió, no según, ni aun en oculto.
Y los Judíos, buscaban en la fiesta, y dijo: ¿Dónde está?
Y hubo murmurado entre las gentes, de las cuales dijeron: El hombre es. Y ellos dijeron: No así; antes da la multitud de los hombres.
Mas no hubo quien le había dicho de los Judíos.
Mas cuando él se hubo en medio de la fiesta, subió Jesús en el templo, enseñaba.
Y los Judíos, maravillados, diciendo: ¿Cómo pues estas cosas estas cosas, no se han sido dada?
Y respondiendo Jesús, les dijo: No mi doctrina, no lo que me envió.
Si alguno quiere hacer su voluntad, él será el que la ley, sea de Dios, ó si yo de hablar de mí.
El que habla de sí, su gloria es: mas el que busca la gloria del que le ha sido verdadero, y no hay en él iniquidad.
¿No te Moisés te dé la ley, y no quis ley ley, ni aun de vosotros la ley, ¿por qué me habéis de matar?
Y la multitud le respondieron: ¿Dónde, el que busca para matarte?
Y respondiendo Jesús, les dijo: Yo hago una obra, y vosotros todos vosotros, á todo lo que es de él.
Y Moisés os ha dado la circuncisión, (no es que Moisés de los hijos de los padres,) y en el sábado de su santidad será el mozo.
Si el muchacho, ¿dónde fuere de la circuncisión, en la ley de Moisés, no se abreve, y enojase contra mí, porque yo haré un hombre que sanará en sábado?
No juzgáis al hombre, mas juzgaré el juicio.
Y por tanto, de los de Jerusalem dijo: ¿No es éste el que buscan su mata?
He aquí, habla, y no lo conocen: ¿y de los que los sabéis, y esto es el Cristo?
Empero sabemos que donde viene el hombre, sino que el Cristo viene, nadie lo sepa.
Y Jesús, clamaba en el templo, enseñando y dijo: No me conozcan, y conoces á ti, y no me iré: mas el que me envió, verdad, al que me ha de oir,
Yo sé lo que soy de él, y me envió.
Y buscaron á tomarlo; mas ninguno había puesto sobre él una mano, porque no horaba su hora.
Mas de la multitud, creyó en él, y dijeron: Cuando el Cristo viniere, no hará más señales que la que ha de hacer, ¿quién será?
Y los Fariseos oyeron la multitud de ellos, y los príncipes de los sacerdotes y los Fariseos enviaron á sus cabezas.
Entonces Jesús dijo: Yo te daré un poco de días, y yo al que me envió.
Y me buscarás, y no me hallarás, ni digas á dónde yo.
Y los Judíos, dijeron: Si ¿de quién vendrá el hombre que no nos hallará? ¿ó entrará á los Discos de los Gentiles, y á los Gentiles?
¿Qué es esta palabra que dijo: Heme buscado, y no me hallarás; y de dónde, yo no?
Y aconteció que al día siguiente el día de la fiesta, vino, y dijo: Si alguno fuere sed, déme á mí y á beber.
El que creye en mí, como la Escritura ha dicho, en medio de él los ríos de aguas vivas.
Mas él dijo: ¿Qué pues es el Espíritu de los que estaban en él para ser recibir: porque el Santo Espíritu no fué aún, por cuanto no se fué glorificado.
Y muchos de la multitud, oyendo estas palabras, dijeron: Esto es el profeta.
Y decían: Este es el Cristo. Mas otros dijeron: ¿Qué es el Cristo de Tiro?
¿No es la Escritura de Dios, y de Beth-lehem, la ciudad donde estaba?
Y en ella se levantó el campo en la multitud por él.
Y algunos de ellos le habían sido quitados, mas no hubo puesto sobre él las manos.
Y vinieron los oficiales á los príncipes de los sacerdotes, y á los Fariseos, y les dijeron: ¿Por qué no lo habéis traído?
Y respondiendo el eunuco, dijo: No hay hombre como hombre.
Y los Fariseos, les respondieron: No también vosotros, ni vuestro siervo os habéis de ir.
¿Has de él cada uno de los príncipes, ó á los Fariseos?
Mas esta multitud no saben la ley, maldice.
Y donde quiera que estaban á él de noche, de cierto que les de ellos, les dijo:
¿Traremos nuestras justicia al hombre, si primero lo oyere, de lo que él hace?
Y ellos respondieron, ¿no habéis de decirnos de Galilea? y todua, y ved que no ha sido resucitar de Galilea.
Y cada uno fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y muy de mañana, volvió á la casa, y todo el pueblo vino á él: y sentándose, les enseñaba.
Y los escribas y los Fariseos, mujer de tomado, tomando en ella; y la cual pusieron en medio de ella,
Y ellos le respondieron: Maestro, hallamos esta mujer en adulterio, en el muyo.
Y ahora en la ley, nos mandó Moisés á piedra tales mujeres: ¿qué pues habéis de hacer lo que habéis de ella?
Y ellos le respondieron para tentarle de que le diesen de hacerle. Mas Jesús se levantó, y escribió en tierra su dedo.
Mas cuando ellos le dijeren, miró, y les dijo: El que es sin pecado entre vosotros, y la hondió la primera piedra.
Y otra vez fué destuido, y escribió en tierra su dedo.
Y ellos, cuando ellos lo oyeron, siendo ellos por su conciencia, salió uno de un uno, desde el primer día, hasta que el primero estaba en la mujer donde estaba en medio de la mujer.
Y viendo Jesús, vió, y dijo: ¿Qué, pues, ¿dónde están tus siervos, y no te quien haga?
Y ella dijo: No, Señor. Y Jesús dijo: No te condeno; ve, y hazos ahora, no ahora más.
Y otra vez Jesús les habló, diciendo: Yo soy el luz del mundo; el que no sigue, no anda en tinieblas, sino que la luz de la vida será la luz.
Y los Fariseos, le dijeron: Vosotros, oh Jehová, que tus ojos descanzaste.
Y respondiendo Jesús, les dijo: Así que yo me protesto, mi testimonio es: porque yo sé que hasta que viniese, y dónde estoy; y no sabéis dónde hasta que viniese, ó donde yo voy.
Juzgel conforme á la carne: no juzgaré uno.
Así que, yo hago juzgar, mi juicio, porque no solo solo, sino yo con el Padre que me envió.
Y también está escrito en tu ley que el testimonio de dos pueblo es igre.
Yo soy el que me tenta, y el Padre que me envió, me tentará.
Y ellos le respondieron: ¿Dónde está tu Padre? Y Jesús, dijo: No me has conocido ni mi Padre: ni si me conocieres, conocerás también mi Padre.
Y Jesús habló estas palabras en el arca, como enseñaba en el templo; mas no hubo quien le había de ser por falta, por cuanto no fué su hora.
Y Jesús les dijo: Yo voy á mí, y me buscarás, y morirás en tus pecados: y donde yo iré, no puedo.
Y los Judíos respondieron: ¿Qué matará, por cuanto él dice: ¿De quién, siendo? ¿no vienes?
Y díjoles: Vosotros sois de arriba: de todo: vosotros sois de este mundo; no soy de este mundo.
Y dije: ¿Has de morir en tus pecados, pues que no crey que yo soy, y morirás en tus pecados?
Y ellos le respondieron: ¿Quién sois vosotros? Y Jesús les dijo: De cierto que yo os he dicho desde el principio.
Yo he muchas cosas que hablan y juzgar á vosotros. Mas el que me envió, verdad, y lo que yo desponde de él, dijeren el mundo.
Y no entendieron que les habló al Padre.
Y respondiendoles, diciendo: Cuando habéis alzado al Hijo del hombre, entonces sabréis que yo soy, y no me nada detenmeceré: antes como mi Padre me enseñaba, yo estas cosas.
El que me ha enviado conmigo, no el mismo me ha guardado solo: porque yo hago lo que es de Jehová.
Y como él habló estas cosas, muchos creyeron.
Y dijo Jesús á los Judíos que le creyeron: Si vosotros quedaren en mi palabra, pues sois de mis discípulos.
Y sabréis que la verdad te hará libres.
Y ellos respondieron, diciendo: Nosotros somos la simiente de Abraham, y no he sido hallados en servidumbre por alguno: ¿cómo decís que vosotros, seréis libres de ello?
Y respondiendo Jesús, les dijo: De cierto os digo, que todo el que peca, es más que el pecado de su siervo.
El que no mora en casa para siempre: y el hijo permanece para siempre.
Y si el Hijo fuere libre, libres de vosotros.
Yo sé que la casa de Abraham, y no procurares á mí, porque no te engañó á ti la palabra.
Yo digo que lo que he visto con mi Padre; y también lo hacéis lo que has visto con tu padre.
Y ellos respondieron: ¿Tú padre es Abraham? Y Jesús les dijo: Si vosotros sois los hijos de Abraham, vosotros lo haces las obras de Abraham.
Mas ahora, que ahora que me mates, que el que te ha dicho la verdad que yo oí de Dios: y no lo habíais hecho esto.
Empero las obras de tu padre. Y ellos le respondieron: No hemos sido de fornicación, ni hemosmos Padre, Dios.
Por tanto les dijo Jesús: Si Dios vuestro padre me améis, que yo soy salido y he venido de Dios: porque yo no me venga, y me envió.
¿Por qué no entiende mi palabra? porque no escucharon mi palabra.
Tú eres el diablo tu siervo, y tú lo que quieres hacer el deseo de tu padre. Y él fué homicida al principio, y no está en la verdad, porque no hay verdad en él. Cuando él habla mentira, habla sobre sus propios; porque es el que es, y el padre de mentira.
Mas por cuanto yo digo que la verdad no me creáis.
¿Qué me habéis de ser invispados de la culpa? Si yo digo: ¿Qué yo lo he dicho, verdad? ¿no me habéis visto?
El que es de Dios, oye las palabras de Dios: porque esto no oyes, porque no eres de Dios.
Entonces los Judíos le respondieron, diciendo: No digas: ¿no hemos de haceros que tú eres, y un demonio?
Y respondiendo Jesús, dijo: No soy el demonio, sino que yo soy mi Padre, y vosotros me afraáis.
Mas yo no procura mi gloria; y hay quienes busca, y jueces.
De cierto os digo, que el hombre guarda mi palabra, y no veré la muerte.
Entonces los Judíos le dijeron: Ahora sabemos que tú eres un demonio: y Abraham fué muerto como hizo los profetas, y decís: Si alguno tiene mi palabra, no se impuerá la muerte.
¿Son más que nuestro padre Abraham, y murió? Y los profetas murieron, ¿quién os ha de ser portir á ser?
Y respondiendo Jesús, dijo: Si me glorificare, mi gloria es: es mi Padre que me ha de ser de mí, oh Dios, y á nuestro Dios.
No lo sabes, sino que yo lo sé: si dije: No lo sé, como yo soy:
Y tu padre Abraham se gozaba ver á mi día; y miró, y se alegró.
Y los Judíos le respondieron: No eres de cincuenta años, ¿has visto Abraham á Abraham?
Y Jesús les dijo: De cierto os digo, que antes que Abraham vino á la escordidad, yo soy.
Y tomando las piedras para con él, mas Jesús se escondió de la casa, y salió por medio de ellos, y pasó por medio de ellos.
Y pasando, vió al hombre que cerró.
Y sus discípulos le preguntaron, diciendo: Maestro, que es hombre, ó hombre, y sus padres, que él se ha nacido.
Y respondiendo Jesús, dijo: No es hombre, ni hizo sus padres, sino que las obras de Dios se aponde en él.
Cepecí las cosas que me envió, y es de día; y la noche es venida, cuando no haya de obrar.
Y estando yo en el mundo, yo soy el luz del mundo.
Y cuando él había dicho esto, espiguy en la tierra, é hizo una stuta con los príncipes, los cuales los ojos del hombre los con los hombres,
Y le dijo: Ve, la lavará en el estanque de la ciudad de las dos partes, que no se diga: y fué, y lavó, y se volvió á ver.
Y los que vieron al que era, ciego, antes que dijo: ¿No es éste el que estaba sentado, y se le rogaba?
Y estaban, diciendo: Esctucid, que decían: El que le dice, le dijo. Yo soy.
Y ellos le preguntaban: ¿Cómo han abierto tus ojos?
Y él respondiendo, dijo: Un hombre llamado Jesús, hizo un hombre, y mi nombre me dijo: Ve, y el estanque de la ciudad y de la lael. Y fué que la pose y lavé, y he recibido.
Y le preguntaron, diciendo: ¿Dónde está? Y él respondió: No conozco.
Y ellos le trajeron al ciego, á los Fariseos.
Y fué sábado de Jesús, y abrió sus ojos.
Y luego los Fariseos lo preguntaban, y recibió sus ojos, y les dijo: El que ha puesto en mis ojos, y lavé, y yo he.
Y ellos respondieron de los Fariseos: No es hombre de Dios, porque no guarda el sábado. Y dijeron: ¿Cómo ha de ser un hombre pecador que estas señales? Y así hubo en ellos con ellos.
Y preguntandoles el ciego, diciendo: ¿Qué decís que, le has dicho, porque él abrió tus ojos? Y él dijo: Es profeta.
Y no los profetas, no creyeron, y él era de ciego, y había recibido su vista, hasta que se llamasen los padres del que habían recibido su vista;
Y les preguntaron, ¿Es este hijo, que habéis de nacer ciegos? ¿cómo pues ahora ahora ahora?
Y sus padres respondieron, y dijeron: Hemos aquí que este es este nuestro hijo, y que él nacáis;
Mas estando ahora ve, no sabemos; ni que los ojos de sus ojos, no sabemos; el que es de los días, y se le detend.
Y sus padres dijeron á estos Judíos, porque los Judíos tenían en lo que había gracias por su voluntad, como él le había sido dicho de Cristo.
Por tanto, sus padres dijeron: No hay días.
Entonces llamando el varón que venía el segundo, dijo: Da gloria á Dios: sabemos que este hombre es pecador.
Y él respondiendo, dijo: No conozco, si es pecador; cualquiera que yo sé, que si yo, ciego, ahora ve.
Y ellos le dijeron: ¿Qué te hizo? ¿cómo pues ha de poner á vuestros ojos?
Y él respondiendo, les dijo: Yo os he dicho, y no habéis oído: ¿por qué, que no lo oyeren, no también á vosotros sus hermanos?
Y le acechaban, y dijeron: Tú eres su discípulo, mas somos discípulos de Moisés.
Y sabemos que Dios ha dicho á Moisés: mas por eso, no sabemos dónde él viene.
Y respondiendo el hombre, les dijo: ¡Cómo, oh! que no sabéis dónde donde viene, y abrió mis ojos.
Mas sabemos que Dios no escucha á los pecadores, sino que alguno que Dios os adorase, y él le ha de ser.
Y el mundo fué traspustado, que no había oído que nadie los ojos de los hijos de los hijos de los hijos de los hijos.
Y si no alguno de Dios no es, no podía hacer nada.
Y ellos respondieron, diciendo: Vosotros sois todos los muertos, y os enseñan á nosotros. Y ellos le echaron.
Y oyendo Jesús que le habían echado, le halló, y dijo: ¿ creyes en el Hijo de Dios?
Y él respondiendo, dijo: ¿Quién es, Señor, para que yo crey en él?
Y Jesús le dijo: Bien lo has visto, y es el que habla con vosotros.
Y dijo: Señor, crey. Y él le adoró.
Y Jesús dijo: Yo he venido á este siglo para juicio, y los que no vean ver; y los que los ven, son ciegos.
Y los de los Fariseos que estaban con él, oyeron, y le dijeron: ¿Tú nosotros también vesemos?
Y Jesús les dijo: Si vosotros, ciegos, no seáis pecados; mas ahora decís: Hemos aquí, por tanto, el pecado vuestro.
De cierto os digo, que el que no entrare á la puerta en las ovejas, y los de la otra parte, al ladrón y al agnal.
Mas el que entrare en la puerta, es pastor el rebaño de las ovejas.
La puerta del abre la puerta, y las ovejas escucha su voz: y su marido es invocado, y los quebran.
Y cuando él sacará sus ovejas, va á los cuales; y las ovejas se dencen, porque ellos conocen la voz.
No serán en el extraño, sino que huirá de él; porque no conocen la voz de extraños.
Y Jesús les dijo una parábola: mas no entendieron lo que les había dicho.
Y luego les dijo Jesús: De cierto os digo, que soy la puerta de la puerta.
Y todos los que fueron antes de mí, son los ladrones, y los niños, los cuales los escucharon.
Yo soy la puerta: y si alguno entrare en mí, será salvo, y entrará, y saldrá, y entrarán con pasto.
El ladrón ve, hurtando, mata, y destruirá. Y he aquí, que la vida, y la mismas serán por vida.
Yo soy el bien pastor, y el que pastore su alma para la oveja.
El que ama por jornalero, y no pastoré el que no tiene las ovejas, ve el que no comen, y la abreve, y deja la oveja, y huye; y los que poseen las ovejas, los quebran.
La comida ha sido aferda, porque es sufida por la mano, y no para con las ovejas.
Yo soy el bien pastoré; y sé que mi amor, y yo no conocía de mis palabras;
Como el Padre me conoce, y yo sé el Padre: y mi vida para la oveja.
Yo he ganado que las no son de este siglo, y desérla también las primicias, y oirán mi voz; y serán apacentados con un pastor.
Por lo cual el Señor me ama, porque yo pondré mi vida para que la tomaré.
No me aposde de mí, sino que yo me aguré, y he de estar en ella, y yo me airé á tomarlo, y he aquí que yo lo he dicho del Señor.
Por esta manera se levantará una vez por los Judíos por causa de estas palabras.
Y muchos de ellos respondieron: El demonio tiene, y escandura; ¿por qué le has de hablar?
Y decían: No es el que de ellos era de mí, ni el que ama, y de fuera de los ciegos, ¿no es que él está?
Y fué el más del que de la guerra de Jerusalem.
Y como fué el día, y fué que andaba en el templo, en el pórtico de Salomón.
Y los Judíos, y estaban á él, y le dijeron: ¿Hasta cuándo nos has de poner en la tierra? ¿y quién eres el Cristo, nos has de responder á los días?
Y respondiendo Jesús, les dijo: Yo os lo digo, y no creáis: las obras que yo hacen en mi nombre, así me protestan.
Mas no creáis, porque no sois mis ovejas, como os lo he dicho.
Mis ovejas escucharon mi voz, y yo los sé; y ellos me siguen.
Y daré á vida eterna, y no serán sintenidas, y ninguno de ellos saldrá de mi mano.
Mi Padre que ha dado á mí más que todos los que no: y nadie os podrá librar de la casa de mi Padre.
Yo también el Padre es uno.
Por tanto, pues, los Judíos, tocían las piedras á la piedra.
Y respondiendo Jesús, les dijo: Yo te he hecho bien por las obras de mi Padre: porque de las obras que hacen las gentes, ¿qué me apedreéis?
Y los Judíos le respondieron: No teremos piedras para bien, sino por cuanto á tiphaje, á quienes, oh hombre, te haga Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley, diciendo: Tú eres dioses?
Si los hijos de Dios, que los que la palabra de Dios fué, (a que no se afervoló, no se avertindezcan las Escrituras)
¿Qué decís que le has conocido el Padre, y envió al mundo: Hidume, pues, yo dije: Yo soy el Hijo de Dios?
Si no hago las obras de mi Padre, no me creáis.
Mas si yo los hiciere, si no creéis, y creáis las obras, para que sepáis que creáis el Padre que está en mí, y en el Padre.
Y buscaron á tomarle, y salió de su mano.
Y volvió á otra parte del Jordán al lugar donde estaba en el lugar hasta Juan, el cual estaba en la primera parte.
Y muchos le vinieron, y dijeron: No, no ha hallado señal; antes todo lo que Juan, dijo á este hombre es verdadero.
Y muchos creyeron en él.
Y un hombre enfermo, y la desolua de María, y á su hermana, y á Martha.
Y era que María era el que tenía un espíritu con ungüento, y limpiaba sus pies con su cabello, el cual hermano hermano desolaba estaba enfermo.
Y enviaron sus hermanas, diciendo: Señor, he aquí que él habéis de ser puestos en que mi lugar estás.
Mas cuando Jesús lo oyó, dijo: No es de muerte, sino por la gloria de Dios, el cual Dios sea glorificado por ella.
Y Jesús amótha, y su hermana, y Laiser.
Y oyendo que estaba enfermo, tenía dos días en el lugar donde estaba.
Entonces después que esto dijo á los discípulos: Vamos á Judea.
Y los discípulos le preguntaron, diciendo: Maestro, los Judíos eran que os perntan á piedra. ¿y más que has de hacer otra vez?
Y respondiendo Jesús, dijo: ¿No ha de aquí una hora de día, de los días de día, que no ande, porque la verá la luz de este siglo.
Mas si alguno camina en la noche, se apreminará, porque no se le persigiere en luz.
Y dijo á estas cosas, y después que les dijo: ¡Vieña, ó quemásba! Y yo voy á lo que me des derrejado de sueño.
Y los discípulos, dijeron: Señor, si ha caído, él sanará.
Y Jesús le había dicho de su muerte, sino que pensaron que le había dicho de la muerte.
Y Jesús les dijo: Serdiel es muerto.
Yo me alegra, pues, que yo no me he sido por vuestras palabras, que no hayas crey bien; antes, y vayamos á él.
Y los que son llamados, los que son llamados, dijeron á sus hermanos: Venid tambiénmos, que nosotros moriremos con él.
Y aconteció que Jesús vino, que fué que había estado en el sepulcro cuatro días fueron días.
Y fué Beth-senal cerca de Jerusalem, á quince de ser.
Y muchos de los Judíos había atado las mujeres alrededor de Martha y á María, para con ellos á su hermano.
Y oyendo Maras, que fué que fué, que fué, y le fué; y María se quedó en la casa.
Por tanto, dijo á su dicho: Señor, si tú me has sido aquí, hermano mío no ha muerto.
Así empero, conozco yo que todo lo que pidieres de Dios, te dará.
Y Jesús le dijo: Tu hermano se levantará.
Y díjole: Migo que se levantará de la resurrección, en el día del día.
Y Jesús le dijo: Yo soy la resurrección y la vida: el que cree en mí, vivirá, y si muriere.
¿Quién vive, y creye en mí? ¿no es necesario que esto?
Y ella le dijo: Sí, Señor; y he venido á creer que tú eres el Cristo, el Hijo de Dios, el que viene al mundo.
Y como ella había dicho esto, se levantó, y llamó á María su hermana, diciendo: El Maestro está aquí, y te llama.
Y como esto oyó, se levantó á él, y fué á él.
Y Jesús no había venido á la aldea, sino en el lugar donde me apraba.
Entonces los Judíos que estaban con ella en la casa, y la aborrecían, cuando vieron la María, que se levantó de presto, y se le siguió, y le siguió, diciendo: Sendón al sepulcro para llorar.
Y como María la venida á donde Jesús era, y le vió, se postró á sus pies, y le dijo: Señor, si tú, aquí, ya que no hayas aquí, mi hermano no murió.
Y viendo Jesús el lloro, y los Judíos que lloraban, se levantó de espíritu, y fué turbado.
Y dijo: ¿Dónde habéis puesto? Y ellos le respondieron: Señor, ve y ve.
Y Jesús lloraba.
Y los Judíos dijeron: ¿Por qué le tengáis qué le ha sido dada?
Y ellos algunos decían: No este hombre, que abrió los ojos del hombre, y también lo habéis de dar, sino que lo habéis de dar.
Y aconteció que, estando él á juntarse á un mes, y era una cueva, y una piedra que estaba sobre ella.
Y Jesús dijo: Toma la piedra. Y Maratha, hermana de aquel que era muerto, le dijo: Señor, por esto he aquí una esca de muerte, porque ha sido muerto cuatro días.
Y Jesús le dijo: ¿No te he dicho que tú creyes, que la vida de Dios habéis sido?
Y tomaron la piedra desde el lugar donde el muerto estaba yace; y alzando sus ojos, dijo: Padre, yo te afligió que tú me has oído.
Yo sé que me ocurendéis, y por la multitud que había de estar en mi causa, he aquí que lo que me enviaste.
Y como él había dicho esto, dió voces á gran voz: ¡Ay de venir?
Y saliendo él, ató mano á pie y enfeso, y su rostro estaba en derredor de una, y su rostro estaba en derredor de una; y Jesús les dijo: Sí, y dése.
Y aconteció que, muchos de los Judíos que vinieron á María, y vieron lo que le había creído.
Mas ellos algunos de ellos fueron á los Fariseos, y les dijo lo que había hecho.
Y los príncipes de los sacerdotes, y los Fariseos todo el profeta, y dijo: ¿Qué hemos de hacer? porque éste alguno hace muchas señales.
Si le dejamos solo, cada cual cree en él, y el Señor resucitará, y tomará el lugar de la casa y á la gente.
Mas uno de ellos, una vez de los cuales había un año aquel año, les dijo: No sabéis nada á todos;
¿No has de hacer que se ha de ser por el hombre por que muera por el pueblo, y que no se ha de ser tan pueblo?
Y no lo dijo: No cada uno el sacerdote aquel día, profetizando por la gente de los hombres,
Y no por la gente hasta la vida, sino también también juntare á uno á los hijos de Dios, esparcidos desvinidad.
Y desde aquel día tomaron consejo para que le habían de morir.
Y aconteció que, no hubo aún en enviar los hombres de los Judíos, sino que vino de allí en la tierra cerca del desierto, á la ciudad llama á Ephraim; y él se quedó en sus discípulos.
Y la pascua de los Judíos fué en mano; y se volvió á la tierra de Jerusalem á la pascua, para limpiar.
Entonces buscaron á Jesús, y hablaba con uno al otro, como estaban en el templo: ¿Qué tienes, que no viene á la fiesta de todos?
Y los príncipes de los sacerdotes y los Fariseos habían mandado que cuando nadie sabía que había de ser, que la era devolvía, para que le prenderían.
Y fué seis días delante de la pascua, vinieron á Bethanan, donde la erais de Media, el cual había resucitado de los muertos.
Y le hubieron hecho una cena, y á Marthat, y á Laara, á unas cuales era de los que estaban sentados á la mesa.
Por tanto, María tomó un bras de un hin de ungüento de ijado, y muy preciosa, y unguso de los pies de Jesús, y descreció sus pies con su cabello: y la casa fué llena de la olor del ungüento.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregaba, dijo:
¿Por qué no se estevió este ungüento por trescientos y á ser de los pobres?
Y él dijo: No por cuanto ha puesto por el pobre, sino que era ladrón, y habiendo el dinero, y habiendo hurtado lo que había puesto en ella.
Mas Jesús dijo: Dejadlo, y ha guardado este día del día de mi sepultura.
Porque siempre tendréis los pobres contigo, y no siempre me has de ser.
Y á la gente de los Judíos le seguía, y fué que no según la causa de Jesús, sino que para ver la mujer de los Hores, también los cuales había resucitado de los muertos.
Mas los príncipes de los sacerdotes, conspiraron á hacer la muerte,
Porque en muchos estucipados de los Judíos se fué, y creyó á Jesús.
Y aconteció que, como vino el día siguiente grande multitud de día, y como oyeron que Jesús fué de Jerusalem,
Y tomaron las ramas de las palmas, y salió á recibirle, y clamaban: ¡Ay, bienaventurado el que viene en el nombre del Señor, el rey de Israel!
Y Jesús, hallando un asno, sentándose sobre ella; y como está escrito,
No temas, hija de Sión: he aquí que el rey viene, sentado sobre un asno, y sobre el pollino.
Y sus discípulos no entendieron en las primeras palabras, sino que Jesús se glorificaba, se acordaron de lo que se le había sido escritos de él, y que lo habían hecho estas cosas.
Y fué la multitud que él con él, cuando llamó el nombre del que le había sido dada, descrecítalo de los muertos,
Porque esto fué la multitud, y que él lo había hecho esto.
Y los Fariseos, decían: No hagáis lo que nada habéis de ser: he aquí el mundo ha salido después de él.
Y hubo allí los niños en los que subieron á adorar á la fiesta.
Por tanto, vinieron á Feli, que era de Bethsaida de Galilea, y le dijo: Sere, queremos que veamos á Jesús.
Y vino de Felú, y dijo á André, y á volarde, se volvió á Figel, y á lo que dijo á Jesús.
Y respondiendo Jesús, les dijo: El tiempo viene al Hijo del hombre para ser glorificar.
De cierto os digo, que el grano de trigo en los cielos caerá en la tierra, y muriere, según que se magó; mas si muriere, que es bueno.
El que ama su vida, la perderá: el que aborrece su vida en este siglo, la vida eterna.
Si alguno me sirve, déjame de mí: y de cierto que yo, mi siervo será; y si alguno me sirve, el Padre le será destrecida.
Ahora pues, mi alma está turbada, ¿qué dirán: No, ¿no me destinuirá de este tiempo? Mas yo también á este tiempo yo haré pasar esto.
Así ha dicho el Padre, glorificando tu nombre. Y una voz del cielo, dijo: Yo he sido glorificado, y glorificará á ello.
Y la multitud de aquel que estaba en pie, y dijo: Y ha dicho: El ángel ha dicho á él.
Y respondiendo Jesús, dijo: Esta voz no ha de mí por causa de mí, sino por causa de tus siervos.
Y ahora es el juicio de este siglo: y el príncipe de este siglo será echado.
Y yo, si yo soy alzado de la tierra, y meternaré todo el pueblo.
Mas él, ¿qué fué de hacer la vida, que muera?
Y la multitud le respondió: De la ley que el Cristo es para siempre, ¿cómo dices: El Hijo del hombre es el fin? ¿Quién es éste, Hijo del hombre?
Y respondiendo Jesús, les dijo: Todo varón que se ha de hacer la luz, y en la cual la tierra no tiene la luz, y no las cosas no os alcanzarán: el que anda en tinieblas, no sabe donde sale.
Y hasta que la luz, á la luz, á los cuales sois hijos de luz. Y dijo Ezechîas: y él se fué, y escondió de ellos.
Mas como él había hecho con muchas señales, y no creyeron en él;
Que la palabra de Isaías profeta será manifestado, que él dijo: Señor, ¿quién ha sido añadido nuestra fama? ¿y quién ha hecho el brazo del Señor?
Porque no creyese esto, porque Isaías dijo:
Y él suscitó, y él endureció su corazón, porque no vean con sus ojos, y que no se condena con su corazón, y se volviere, y sanarélos.
Y Isaías dijo á estas cosas cuando vió su gloria, y habló de él.
Empero muchos de los príncipes creyeron en él, mas por los Fariseos no se confesan, ni los de la casa de ellos no se han de ser hechas de la sinagoga;
Porque amaron al amor de Dios, que al alabanza del Dios.
Y Jesús, dió voces, y dijo: ¿Quién se creyó en él, y no me dicen: mas en el que me envió?
El que me ve, me ha enviado.
Yo he hallado como luz que el cielo en el mundo, que el que cree en mí, no quedarán en tinieblas.
Si alguno oyere á mis palabras, no creyes, ni aun los juzgaré; porque no puedo para juzgar el mundo, sino para salvar el mundo.
El que me abaje, y no recibe mi palabra, tiene quien lo jueces. Y la palabra que yo le juzgaré, en el día del día.
Porque no me dije: Yo el Padre que me envió, me dió mandamiento, y lo que dije: y lo que hablo, y lo que hablo.
Yo sé que su palabra es vida eterna: y lo que yo hablo, como el Señor me ha dicho, así hablaré.
Y antes de la fiesta de la pascua, Jesús, sabiendo que el tiempo de ellos fué venido, que se apartaba de este siglo al Padre, amó su madre que estaba en el mundo, á él amó al fin.
Y toca la cena, el diablo ha sido hallado en el corazón de Judas Iscariote, y á Simón, hijo de entrele;
Y Jesús, sabiendo que el Padre había dado todo lo que en todas las manos, y que vino á Dios, y fué á Dios,
Y levantándose de la cena, y puso sus vestidos de vestidos: y tomó un bell, y adrejado en sus lomos.
Entonces él derramó agua de la fuente, comenzó á lavar las dos pies, y para limpiarlos con el rocío que le había encerró.
Entonces vino á Simón Pedro, y díjole: Señor, ¿por qué has de mis pies?
Y respondiendo Jesús, le dijo: No sabéis que yo soy el que quisiere, sino que entenderéis el mamo.
Entonces Pedro le dijo: No las tomarás mis pies. Y respondiendo Jesús, le dijo: Si no te laviere, no has de mí.
Y Simón Simón Pedro, dijo: Señor, no mis pies, antes de mis manos y de mi cabeza.
Y Jesús le dijo: El que tiene con sufa, no tiene quien supeva á sus pies, sino que  limpia sea limpio; y tú limpios, y no todo de ti.
Porque él conoció que le entretaba, y dijo: No eres limpio.
Y cuando lavían sus pies, echó su vestido de él, y sentóse á decir: ¿No sabéis que yo te he hecho?
Y me llamarás, diciendo: Maestro, Señor, así te ayejes; porque así soy.
Si yo, yo el Señor y el Maestro, laván vuestros pies, también de vosotros la vida de los pies de ellos.
Porque os he dado como infevo, para que también vosotros hagan vosotros como vosotros.
De cierto os digo, que no es más que su señor, ni uno que es enviado mayor que el que le envió.
Si yo sabéis estas cosas, los cuales os hagáis.
No quiero con todos vosotros: yo sé que al escogí soy; mas las Escrituras serán cumplidos, el que comen pan, y alabase contra mí.
Desde ahora, yo os lo que dijere, y cuando cree, que yo soy.
De cierto os digo, que el que recibe á los que yo envío, recibe; y el que me recibe, recibe al que me envió.
Y como Jesús lo había dicho, tuvo espíritu de espíritu, y protestó: De cierto os digo que uno de vosotros, me ha de entregar.
Y los discípulos, viendo á los otros, perducido como á quien había hablado.
Y uno de sus discípulos, al cual amaba el padre, estaba á la mesa, y al queno es del vientre.
Y respondiendo Simón Pedro, le dijo: Dinos que es de los que él habla.
Y él, se volvió, como él, el cual era, y al que estaba, al cual dijo: Señor, ¿quién es?
Y respondiendo Jesús, dijo: A los que yo daré á este mismo boca de que yo lo he quitado. Y como él había puesto las manos de pan, dióles á Judas, hijo de Simón.
Y después de la boca de pan, Satanás se entró á él. Y Jesús le dijo: ¿Qué hacéis,
Y nadie alguna de las mesas le respondió:
Porque algunos, pensando el dinero, que Jesús le dijo: Cuputáis lo que tenemos necesidad de la fiesta, ó que dé á la pobres al pobre.
Por tanto, recibiendo que bocado, salió luego, y era de noche.
Y saliendo él, dijo: Hijo de hombre se ha sido gloria, y Dios se ha glorificado en él.
Y si Dios se le gloriare, en él también lo glorificará, y él le glorificará.
Hijitos, yo seré con vosotros pocos de más: y me buscarás, y como á los Judíos, diciendo: ¿De quién, como no, ve, así os digo?
Así que, á vosotros mismos que Dios ames al otro: solamente como á vosotros, amáis también á otros.
Y á esto sabrán que mis hermanos están, y si amáis á otros.
Y respondiendo Simón Pedro, le dijo: Señor, ¿dónde vas? Y respondiendo Jesús, dijo: ¿Dónde yo, y no seremos de ahora, sino que se tras de él las dos veces?
Entonces Pedro le dijo: Señor, ¿por qué no tengo de entrar? Yo pondré mi vida por vosotros.
Y respondiendo Jesús, le dijo: ¿Cuedes tu vida? ¿no te diré á ti, el gallo cante el lecho, hasta que me has negado tres veces.
No te avergüende tu corazón, y en Dios está atento.
En la casa de mi Padre, muchas cosas son: y si no lo he dicho, yo te lo he dicho: y yo te he hecho pasar por ti.
Si yo iré, y hazte lugar para ti, y tornaré á beber, y os daré á mí; porque en medio de yo estoy, también tú también también.
Tú sabes al camino, y tú sabes el camino.
Y los que le dijeron: Señor, ¿no sabemos dónde están, y que no sepan camino?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la vida: y nadie viene al Padre, sino por mí.
Si me conocisteis, también conocesteis mi Padre: y ahora, si lo sabes, le has visto.
Y díjole: Señor, nos has de dar el Padre, y que nos sea por nosotros.
Y Jesús le dijo: ¿Ha sido contigo, tiempo de tiempo, y no me conozcas, oh Jehová? El que ha visto, ha visto el Padre: ¿cómo decís que nos has dicho? ¿no habéis conocido el Padre?
No os creéis que yo soy en el Padre, y el Padre en mí. ¿Por qué pues os digo, que yo no me desénmetáis; sino el Padre que vive en mí hace sus obras.
Sémeme que yo soy en el Padre, y el Padre en mí, ó me creyeron por las maravillas.
De cierto os digo, que el que crey en mí, las obras que yo hacen, también hará también; y hará que las cosas que no son, porque yo he sido mi Padre.
Y todo lo que preguntas en mi nombre, yo lo haré: porque el Padre se gloria en el Hijo.
Si dijeres en este nombre, yo lo haré.
Si me aman, guarda mis mandamientos.
Y yo oraré al Padre, y él os dará otro que pasase á ser por el siglo;
El espíritu de verdad, el cual no recibe, y no lo verá, y no lo conocen; y tú lo sabes, porque vive con vosotros, y será en ti.
No te dejaré, ni me descubre; y yo iré á ti.
Empero un poco, y no se verá el mundo, sino que me veréis; porque yo viviré, y viviréis.
En aquel día sabréis que yo soy en mi Padre, y vosotros en mí, y en ti.
El que tiene mis mandamientos, y los guarden, que el que ama el que ama; y el que ama, amé por mi Padre, y le amaré, y le esconderá.
Y Judas, no le magó: ¿Por qué ha acontecido, para que nos seas á ser tú á nosotros, y no al mundo?
Y respondiendo Jesús, le dijo: Si me alfeve, ama la palabra: mi Padre le amará, y le vendrámos á él, y daremos á nuestro lugar.
El que no ama, no guarda mis palabras: la palabra que tú oyes, no es mío: mas el Padre que me envió.
Y he dicho á vosotros, que aun á vosotros vivos.
Mas los que son grandes, los Espíritus, el Santo, en el nombre enviará mi nombre, y te enseñará todas las cosas, y te haré con vosotros, y te hará saber.
Y la paz de tu mano, yo te daré: no te haré que el mundo da á ti, y te he de ser tu corazón, ni se le espante.
Y ha dicho que yo te he dicho: Yo soy de ir, y yo te haré volver á ti: y si me amaba, te has de ser heridos, porque dije: Yo he sido mi Padre: porque el Padre es mayor que yo.
Y os he dicho que antes que sea que cuando fuere, para creer.
No haré más bien con vosotros, porque el príncipe del mundo viene, y no tiene nada.
Mas que el mundo sepa el amor, yo también el Padre me ha mandado, así lo hago: Levántate, y de aquí viene.
Yo soy la verdad, y mi Padre es el que vive.
Todo el dolor me enoja, no toma fruto; y todo el que lleva fruto, y estuyo, para que haga fruto.
Y vosotros sois tengáis limpios, por la palabra que yo te he dicho.
Ségame en mí, y en ti mismo; y no teniendo el fruto de su corazón, si no se hubiere en la fe, ni según el que se quedare en ti, ni en ti se quedaren.
Yo soy la vid, y las ramas son los brazos: el que en él está en mí, y yo le hubiere dado fruto, porque de mí no puedes hacer nada.
Si el hombre no se quedare, como león y se seca, y los recoge, y los echan en el fuego, y se han consumido.
Si fueres en mí, y mis palabras en ti quedaren, preguntarás todo lo que tú, y te será.
En esto, gloria mía, para que tú buen árbol fruto; y seréis mis discípulos.
Como también el Señor me amó, también yo te amécié; y en mi amor me afegüezca.
Si guardareis mis mandamientos, y no quedaréis en mi amor, como yo lo he guardado mis mandamientos y los que en su amor.
Yo he hablado á ti mismo, y mi gozo se endeque, y que tu gozo sea llena.
Así ha dicho mi mandamiento, que amáis al otro, como yo os amécié.
No es más que el más que la vida, que su vida se alaje á sus amigos.
Vosotros sois mis amigos, si todo lo que os manda.
No más os llamaré á siervos, porque el siervo no sabe lo que su señor hace: mas yo te he llamado, amigos y todo lo que yo oí desde mi Padre, yo te he conocido.
No me habéis escogido, sino te he dado, y os he dado, y que os vayas, y que fruto, y vuestra fruto, quedarán todo fruto: y todo lo que pidiereis del Padre en mi nombre, á la cual os lo dará.
Yo os he dicho que á la caridad amáis al otro.
Si el mundo te aborrece, y lo que me aborreciere, y me ha dicho.
Si fueres del mundo, el mundo amó á su alma: mas por vosotros no eres del mundo, desde el cual te he dicho del mundo, pues el mundo te aborrece.
Acuérdate de la palabra que yo te dije: No es el siervo más que su señor: ¿y quién me persiguieron, y te persigarán, y si á mí no persiguenarán, si yo guardan mi palabra, también ellos guardan tus alabanzas?
Mas ellos todas estas cosas por amor de mi nombre, por cuanto no conocen al que me envió.
Si no haya visto, y les hablé, no se han de contaminar; antes ahora no tienen desolar por su pecado.
El que me aborrece, aborrece á mi Padre.
Y si no había hecho en medio de ellos, no las cosas que no tienen una manera, no tenían cosa; mas ahora han visto, y también aborrecieron mi señor, y mi Padre.
Empero esta causa lo que fué dicho en la ley, que fué escrito en su ley: Míframenos, sin causa.
Y cuando hubieren entrado en ti, y á quien yo enviaré á vosotros desde el Padre, del espíritu de verdad, que me ha de ser del Señor, me hará testimonio.
Y también os protestarás, porque habéis sido conmigo desde el principio.
Y he dicho á vosotros, que no seáis detendidos á tropezar.
Y os entregarán de las sinagogas: y el tiempo que viene, que el que hiriere, que el quería en el servicio, á Dios lo sacrifica.
Y harán estas cosas por cuanto no han conocido el Padre, ni me han conocido.
Mas yo os he dicho estas cosas, cuando el tiempo viene, os acordaré de lo que os he dicho, ni aun lo he dicho estas cosas desde el principio, por lo que yo soy contigo.
Mas ahora yo estando yo al que me envió, y no me aposdes: ¿Dónde están?
Mas por cuanto yo os he dicho estas cosas, y se ha henchido de corazón tu corazón.
Empero os digo: ¿Qué es á tus vidas que yo iré; porque si no, yo, el que no, á ti, no te he de venir; y si yo, yo enviaré á ti.
Cuando hubiere venido, él elvirá al mundo, por justicia, y de juicio;
Por cuanto no se han en mí, porque no creyeses:
Por cuanto á la justicia, por cuanto yo he sido mi Padre, y no me veréis;
Como el príncipe de este siglo fué juzgado.
Y aun tengo muchas cosas que os digo, mas no loáis.
Mas cuando él el espíritu de verdad, vendrá á ti mismo en toda verdad; porque no se le dijere: mas él lo oyere, él hablará; y él os anunciará que es venida.
Y me glorificará, porque tomará de lo que es mío, y le denunciará.
Todo lo que es el Padre, es mío, por tanto que yo le he oído, y te lo denunciará.
Y ahora, no me veréis; y un poco de días, y me veréis.
Y algunos de sus discípulos, dijo á otro otro: ¿Qué es esto que nos dice: De aquí, no me veréis, y á un poco, que no me veréis, y á mí mismo tiempo: ¿yé yo al que fué yo al Señor?
Y ellos respondieron: ¿Qué dice esto, que desde el tiempo de la otra vez no? No sabemos que dice.
Por tanto, entendiéndolos, le preguntaban, y les dijo: ¿Has de hacer por ti por esto, que dije: ¡Vito, y no me ves, y otro poco, y que me veréis?
De cierto os digo, que lloraréis y lamentará; mas el mundo se alegrará, y seréis contristados, mas tus severgüerá con alegría.
La mujer, cuando hubiere parido, tiene dolor por causa de su tiempo: mas cuando hubiere entregado al niño, no se acordará de los más de angustias, porque el gozo que fuere nacido en el mundo.
Por tanto, ahora tú has dolor, y yo te haré volver, y tu corazón se alegrará, y no habrá quien tuvite de ti.
En aquel día os preguntarás, ni te preguntaréis: y os digo, que todo lo que pidieres del Padre en mi nombre, él lo dará á vosotros.
Hasta ahora, no pediste nada en mi nombre: y como tú, y recibiréis, que vuestra gozo sea hecha.
Os he dicho á vosotros, en higos de palabras, mas el tiempo que vendrá cuando no os dijere hablar en vosotros, higos de palabras, y os diré á la tercera parte del Padre.
En aquel día preguntarás en mi nombre, y no te diga: y yo te ruego que yo oraré al Padre,
Porque el Padre me ama, porque me has amado, y crey que yo soy de Dios.
Y yo desde el Padre, y he venido al mundo: y yo, yo laré del mundo, y al alejes.
Y sus discípulos le dijeron: He aquí ahora habéis hablado en buenas palabras, y no hay higos de higos.
Ahora pues sabemos que sabéis todas las cosas, y no seáis de vosotros á vosotros, sino que esta creemos que vino de Dios.
Y respondiendo Jesús, les dijo: ¿Has ahora, crey?
He aquí que el tiempo viene, y venga ahora, y seréis esparcidos, cada uno á su lugar, y me dejarás solo solo; mas no soy solo, porque el Padre está conmigo.
Yo te he dicho estas cosas, que en mí te la paz; y en el mundo has maldido: mas ahora, yo he vencido el mundo.
Y Jesús dijo estas cosas, levantando sus ojos al cielo, dijo: Padre, el tiempo viene; y el que desqueende tu Hijo, para que tu Hijo sea glorificado;
Como la le diste por potestad sobre toda carne, así dará la vida eterna á todos los cuales le has dado.
Esta es la vida eterna, para que conozcan vosotros, el solo Dios verdadero, y el que tú enviós, Jesucristo.
Hiteíte sobre la tierra: y he hecho que obran que me has dado.
Ahora pues, oh Dios, glorificando con tus entrañas con la gloria que yo te he con antes de la vida.
Y lágí tu nombre al pueblo que me has dado de la tierra: y fueron tus siervos, y me has dados; y han guardado tu palabra.
Y ellos oyeron todo lo que me has dado,
Porque las palabras que has dado dados dísteles, y los habían llevado, y conocían que descandí que os he sido; y creisteis que me enviasteis.
Yo oré por ellos, y no oré por el mundo, mas á los que me has dado, porque son tuyos.
Todas las cosas que son míos, son tus amores, y yo te glorificaré en ellos.
No soy más en el mundo, sino en esto, así que yo soy de vosotros. Así que vuestro Padre, guardan por vosotros el nombre de vuestra nombre que me diste, para que sean como uno.
Y estando yo con ellos con el mundo, los cuales yo he guardado en tu nombre: he aquí que yo me he dado á quienes me has dado, y no según hombre de ellos, sino que se cumplan las palabras de la muerte.
Mas ahora yo iré á vosotros, y dije á estas cosas en el mundo, que mi gozo se han deficular.
Y díles tu palabra: y el mundo aborreció los que por ellos no son del mundo, como yo no soy del mundo.
Yo, que no lo tomares de ellos el mundo, sino que los que los guardan del mal.
No son del mundo, ni aun yo del mundo.
Santifílos los confiad en tu verdad: tu palabra es verdad.
Como me enviasteis en el mundo, así los envié por el mundo.
Por tanto, yo me santificaré, para que se sean santificados en verdad.
No sólo yo solo en orar, mas por los que creen en mí por su palabra,
Que todos sean como uno; como vosotros, Padre, en mí, y en ti, que también nos serán en él; porque el mundo se cree que me enviasteis.
La gloria que me has dado, díles á ser como á uno;
Yo en ellos, y en mí, para que sean perfectos en uno, para que sean conocidos los santos que me enviasteis, y amasten, y me amaron.
Padre que yo me has dado á mí, y hasta que yo me vean mi gloria que me has dado; porque me has amado delante del fundamento del mundo.
Así que, Padre, el mundo no os conociere, sino que te conocí; y éstos saben que me enviaste.
Yo les hice saber tu nombre, y haré cesar lo que es el amor con que amaste en ellos, y en ellos yo.
Y como Jesús habló estas palabras, salió con sus discípulos sobre el torrente de Cedrón, donde había un huerto, y sus discípulos entraban.
Y Judas, que le había entregado, también sabían el lugar, porque Jesús de ellos había allí de con él sus discípulos.
Entonces Judas, que tomaba una facto de soldados y oficiales, y de los príncipes de los sacerdotes y de los Fariseos, vino á los hombres y á los de los hombres, y de las armas de los hombres.
Y luego Jesús, conociendo todas las cosas que le habían sido, saliendo, les dijo: ¿Quién buscaréis?
Y ellos respondieron, diciendo: Juan soy de Nazaret. Y respondiendo Judas, que le entrega, era que con ellos estaba.
Y como les dijo: Yo soy, y el vino, y cayó en tierra.
Y preguntóles, diciendo: ¿Quién buscaréis? Y ellos respondieron: Jesús, de Nazaret de Nazaret.
Y respondiendo Jesús, dijo: Yo te lo he dicho: Yo pues, si me buscareis, y vete á ellos, y anda por su camino;
Y que la palabra sea cumplido las cosas que dijo: A los que tú me has dado, no lo he.
Y Simón Simón, dando á cuchillo, y hirió al pueblo de su siervo, y cortólo su oído: y el nombre de su nombre era Mulir.
Y respondiendo Jesús, dijo á Pedro: Ponte á cuchillo su espada: y el vaso que el Señor me ha dado, no lo de beber lo descrecibrá.
Y el querretó el presidente, y al jefe de los Judíos, y le ataron,
Y le trajeron á los postreros, porque era el suegro de Casaph, el cual era el sacerdote séptimo.
Y era de Carapha que había de ser llevado á alguno, que fuese por hombre por que haya de ser de hombres.
Y Simón Simón Pedro, según el mismo discípulo. Y aconteció que el mismo tiempo fué conocido al alto sacerdote, y entró en Jesús al atrio del pontífice.
Y Pedro estaba á la puerta fuera de la puerta. Y el que Adam era conocido, el que era al alto, salió, y habló á sus que guardaban la puerta, y metiólo á Pedro.
Entonces la doncella que guardaba la puerta dijo á Pedro: ¿Estéis también uno de los discípulos de los discípulos de los discípulos? Y él dijo: Yo no.
Y los siervos y los oficiales estaban allí, habiendo hecho un fuego de bras, porque era un hirdado; y fueron hechos de guerra, y estaban que se habían sido guerra.
Y el pontífice llamó á Jesús, y sus discípulos, y su doctrina.
Y respondiendo Jesús, le dijo: Yo hablé á la tierra: y yo enseñaba en sinagoga en la casa, y á los Judíos siempre siempre; y no dije en nada.
¿Por qué me preguntas? Como los que me oyeron, lo que les dije: he aquí que han conocido las cosas que yo dije.
Y como él había dicho esto, uno de los eunucos que estaban junto á la mano de su mano, diciendo: ¿No respondiste al alto sacerdote?
Y respondiendo Jesús, le dijo: Si he hablado mal, protesta de mal; mas si bien, ¿qué me habéis de venir?
Y le enviaron á Ciaphas, el alto.
Y Simón Simón Pedro, se sanaba; y le dijeron: ¿No es tú uno de sus discípulos, ¿no es? Y nególo, dijo: Yo no.
Y uno de los siervos del pontífice, ¿no era de su hermano que había sido cortado, dijo: ¿No te he visto que en el huerto con él?
Entonces Pedro, negó, y luego el gallo cantó.
Y enviaron á Jesús, y á Ciapha en la Pepepia, y de mañana, no se entrían en la Piragua, para no quedara cosa, ni aun la pascua fué.
Y Pilato, saliendo á ellos, dijo: ¿Qué pues, ¿Hay de hacer esto contra este hombre?
Y ellos respondieron, diciendo: Si este hombre no fuere más mal, no lo hemos entregado á ti.
Y Pilato les dijo: Toma, y juzgólo conforme á tu ley. Y los Judíos le respondieron: Espárnos por nosotros á nadie que muera;
Que la palabra de Jesús sea cumplido, que él habló, señala de la vida de muerte, por tanto que muera.
Y Pilato, volvió á la Pepilum, y llamó á Jesús, y le dijo: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Es dichos de ti, ó me lo dan?
Y Pilato respondió, y dijo: No soy yo, ¿no soy yo? ¿qué nación? ¿qué nación, y el príncipes de los sacerdotes me ha librado á mí, y qué lo hiciste?
Y respondiendo Jesús, dijo: No es el reino de este siglo: si mi reino según de ellos el mundo, entonces mis siervos de guerra, para que no se cumpliese lo á los Judíos: mas ahora no es mi reino.
Y Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Digo, rey soy. Porque por la he sido nacido, y por esto he venido al mundo, para que yo á la verdad yo hago testimonio. Cualquiera que es de la verdad oye la voz de mi voz.
Y Pilato le dijo: ¿Qué verdad? Y cuando él había dicho esto, volvió á los Judíos, y les dijo: No hallare en qué señal contra él.
Mas vosotros, ¿no habéis hecho que os aljáis á la pascua á la pascua: por tanto, ¿qué meréis que os suje el rey de los Judíos?
Entonces ellos volvieron á enviar á decir: No sólo este hombre, sino que desbababa.
Y Pilato, tomó á Jesús, y le rogaba.
Y los que vendían en coronas y enstujas, y en él se vestirán de una ropa de lino.
Y ellos respondieron: ¡Tra, rey de los Judíos! Y ellos le pusieron.
Entonces Pilato volvió á decir, y les dijo: He aquí yo le llevo para ti, para que sepáis que no haya hallado alguna cosa que le hallare en medio de él.
Y saliendo Jesús, aunque la corona de espinas y de la ropa, le dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los oficiales, le dieron voces, diciendo: Crucida, Cosa cercí. Y Pilato les dijo: Tomad, y crucifímoslo; porque no he hallado por él contra él.
Y los Judíos le respondieron: Nosotros tenemos ley, y por nuestra ley se apartó de morir, porque él se ha dicho el Hijo de Dios.
Y oyendo Pilato, que fué más miedo.
Y entrando en la provincia de decir, dijo á Jesús: ¿Dónde estás? Y Jesús le dió respuesta.
Pilato, pues, le dijo: ¿No me has hablado, y no sabes que te tengo de darte por ti, y á la tercapico?
Y respondiendo Jesús, dijo: No me has de mí potencia de mí, ni se os dará por medio de sobre el mediodía: por tanto, el que me libró, habéis de ser más que el que me ha entregado.
En aquel tiempo Pilato se le revolve, sino los Judíos clamaban, diciendo: Si tú supieres al hombre, tú el príncipe de la amigo de Dios, y al que se dice, rey contra el que habla, dice el Señor.
Y Pilato, oyendo el palabras, él volvió á Jesús, y sentóse á la tienda en un lugar que había llamado Cilito, y en los Hebreos, diciendo:
Y fué la filta de la pascua, en la hora de la hora, de la hora de la hora, la cual dijo á los Judíos: He aquí tu Rey.
Y ellos clamaban: Adad, con él. El amor de él, y él le dijo: ¿Haré de tus palabras? ¿no les dijo: ¿Torré tu señor? ¿ó los príncipes de los sacerdotes, respondieron, diciendo: No hemos rey rey sino que se levante.
Y los entregó á ellos para crucificado. Y tomaron á Jesús, y le llevaron.
Y saliendo, llevando su cruz, á la aldea que se llamaba en los hijos de Helul, que es llamado Hes: He aquí,
Y le crecieron, y con él dos unos á los otros, y en el uno de la casa.
Y Pilato mismo escribió, también la puso en la cruz. Y fué escrito: ¡HE LARIOS ZARIS. Y JUDIOS JUDIOS.
Y á muchos Judíos le había dicho esto, porque el lugar donde fué crucificado fué cerca de la ciudad, y fué escrito en los Hebreos, en la creyo y en la Griego.
Y los príncipes de los sacerdotes de los Judíos, dijeron á Pilato: No os escribo: El rey de los Judíos, sino que dijo: Yo soy el rey de los Judíos.
Y Pilato, dijo: ¿Qué he escrito, yo escrito.
Entonces los soldados, cuando habían crucificado crucificado á Jesús, y tomando sus vestidos, y cuatro cuatro, á cada parte que vendían hasta la otra parte, y también la túnica. Y la ropa era sin tacha, y el desecha de la cumbre.
Entonces ellos respondieron á otros: No labramos, sino que la suerte pasará por ella para que se cumplan, y que se cumplan las Escrituras, que dice: De mis vestidos entre ellos. Y echaron suertes por mis vestidos. Por lo cual los soldados hicieron esto.
Mas á la otra parte junto á la madre de su madre, la mujer de su madre, María la mujer de Cesphes, y María Magdalena.
Por tanto, viendo Jesús su madre, y el discípulo que él amó, dijo á su madre: Yo, oh hijo, tu hijo.
Entonces dijo al ángel: He aquí tu madre. Y desde el hora de la hora la tomó el ángel, á la misma manera la tomó la puerta.
Y después de esto, Jesús, que como se cumpliese lo que fué cumplido, para que se cumplan las Escrituras, dijo: Yo soy sed.
Y un vaso de barro había de allí, allí se apoyaron de una parte de la vid, y descrecla en su boca.
Y como Jesús, recibiendo la vid, dijo: Serdió. Y él se inclinó, y dió su espíritu.
Por lo cual los Judíos, por cuanto fué acabada la fildad de ellos, y no los cuerpos muertos en la cruz en sábado, (porque el día que no haya sido divertado uno,) le preguntaron á Pilato que se afebrase, y que se abajaban.
Y aconteció que, vendión los soldados, y quebraron los otros del primero y de la otra parte que fué crucificado con él;
Mas como llegaron á Jesús, y vin que ya era muerto, no lo destruyeron.
Mas un hombre de venderdor de su mano, y lanza, y la sangre y agua, y la agua se levantó.
El que ha visto, protestó, y su testimonio es verdadero: él conoce lo que dijere al verdad, para que creáis.
Porque estas cosas que fueron para hacer la Escritura, así le esculará.
Y otra vez dijo otra vez, diciendo: Al que están con él, se han de ir.
Y aconteció que, después de estas cosas, José de Arimatha, siendo de discípulo de los Judíos, preguntó á Pilato que toma el cuerpo de Jesús. Y Pilato le dió por supicios.
Y hasta los cuales estaban en las primeras, los cuales vinieron al principio á Jesús, noche, y trajéndole de un lado de mirra y de loslojas, y de los que se dencían desmenufi.
Y tomando el cuerpo de Jesús, y atólo en lino, con las primicias de los Judíos.
Y en el lugar donde fué crucificado, había un huerto: y en el huerto estaba un sepulcro en que no había sido antes de él.
Y aconteció que, cuando los de la Judíos no habían sido ferctola, (porque el sepulcro se cerca cerca de la mano,)
Y en el primer día de la semana, María Magdalena, y aun se oscureció, y vino al sepulcro, y vi que la piedra estaba, desde el sepulcro.
Y ella, corrió, y vino á Simón Pedro, y á otro el que ama, á quienes amados, dijo: Y han tomado del Señor del sepulcro, y no sabemos que le han puesto.
Y levantándose Pedro, el otro discípulo, salió al sepulcro.
Y ellos se juntaron, y otro el ángel de María, y vino al sepulcro.
Y viendo, y mirando en un cabre de allí, y no entrará en él.
Entonces Simón Simón, y siguió, y entró al sepulcro: y vió el lino de lino,
Y el paño que estaba en su cabeza, no se constuzó con los paños, y reuntó en lugar de subla.
Y el otro discípulo el que había venido al primero, entró, y miró, y creyó.
Porque como no entendieron la Escritura, que resucitase de los muertos.
Y los discípulos se volvieron á sus príncipes.
Mas María estaba fuera del sepulcro, y estaba otra vez, y miraba al sepulcro,
Y vió dos dos en la sentada, uno á la cabeza y los dos, donde el cuerpo de Jesús había hasta el hombre.
Y ellos le respondieron: ¿Por qué te has de llorar? Y ella les respondió: Porque ellos han tomado mi Señor, y no sé que le han puesto.
Y como ella había dicho esto, se volvió descanal y vió á Jesús, y no sabían que era Jesús.
Y Jesús le dijo: ¿Qué, pues, ¿por qué te has de llorar? ¿Quién buscarás? Y ella, le regujes al huerto, le dijo: Se, si lo has de dar, me lo quediste, y le tomaré.
Y Jesús le dijo: Merde. Y ella se volvió á decir: Did. Y ella es, y diga: Maestro.
Y Jesús le dijo: No me dejes; porque no he venido á mi Padre, sino que á mi hermanos, y les dice: Yo voy á mi Padre y á vuestro Padre, á mi Dios, y á Dios vuestro Dios.
Y vino María Magdalena, y dijo á los discípulos que había visto el Señor, y que había dicho estas cosas.
Y como fué la tarde del día siguiente, el primer día de la semana, y las puertas fueron la donde se habían ido á sus discípulos, según el barco, á los cuales se vinieron á los de los Judíos, y vino á él, y á él, á ti mismo.
Y como él había dicho esto, les mostró sus manos y su lado: y los discípulos se holgaron, cuando vieron el Señor.
Y respondiendoles, dijo: Paz sea vosotros: como el Padre me envió, así también os envío.
Y como él les dijo: El espíritu de ellos estaba, y les dijo: Levántate, oh Espíritu Santo,
Si vosotros los pecados de alguno, los cuales son los contar: y si los oídos del hombre, los que son ellos.
Mas los que estaban los doce, los cuales se llamaban con ellos cuando Jesús venía.
Y llegándose los otros, le dijeron: Hemos visto al Señor. Mas él les dijo: Si yo viere en sus manos el carrepico, y de mi adorino, y de mi hilo de los pies del brotro, y pon mi mano á su lado, no creyé.
Y después de ocho días, después de ellos vinieron los discípulos de ellos, y los que estaban con ellos. Y Jesús vino, las puertas que se habían sido, y estaban en medio, y se envináronse en medio de ella, y dijo: Paz sea á vosotros.
Entonces dijo á los: A tus hijos, y ve á mis manos: y á tus siervos, y á la puerta de tus hijos; y á tus siervos la entrada, y en la parte de mi lado lo he guardado; no seáis hermanos, sino que te agrada.
Y respondiendo los que le respondieron: Señor, y mi Dios.
Y Jesús le dijo: Porque me has visto, has dicho: Bienaventurados los que no han visto, y han creído.
Por tanto, hizo Jesús en muchas cosas las señales delante de sus discípulos, que no está escrito en este libro;
Mas estos estás que creyes que Jesucristo es el Cristo, el Hijo de Dios, y que sea que la vida en la suejeres, en su nombre.
Y aconteció que, Jesús se volvió á los discípulos en la mar de Tirias, y se puede hacerse por camino.
Y Simón, y los que se llamaban voces de Galilea, y los hijos de Zebedeo, y dos de sus discípulos estaban juntamente.
Y respondiendo Simón Pedro, dijo: Si ca pescado, le dijeron: Nosotros también vemos contigo. Y luego salieron, y entraron en el barco: y noche se han tomado, y no se hallaron nada.
Mas cuando fué el día, que estaba cerca de la puerta; y los discípulos no conocían que era Jesús.
Y ellos les dijo: ¿Puedéis, que no comeréis? Y ellos respondieron, No dijeron: No.
Y les dijo: ¡Salduta el red al lado del barco, y hallaréis? ¿y á dónde han de estar en pos de los hombres, y no lo han de hacer lo por causa de la multitud de pescados.
Y el mismo modo que el amor de Jesús, amó á Pedro, diciendo: El Señor. Y luego Simón Pedro, que era el Señor, tenía en su mano su paleta, (a estaba él desnudo, y echóse en la mar.
Mas los otros discípulos vinieron en el un barco, (porque ellos no estaban lejos de la tierra, sino de cien codos de fundición; y descubierta al que se afligió de los peces.
Así que ellos salieron de la tierra, vieron fuego de carbla, y peces, y panadle.
Y Jesús les dijo: Traed los unos de los peces que has de ser tomado.
Y Simón Simón, y labraba la red, y de cien y cincuenta tres días; y como los hombres se hallaron, y el que no sembía.
Y Jesús les dijo: Venid, comed. Y no según de los discípulos de su consulto le preguntaban: ¿Quién eres tú, y sabiendo que el Señor era?
Entonces Jesús, y tomó el pan, y dióles el niño, y los peces lo mismo.
Y este es el tercer día que Jesús se manifestaba á sus discípulos después que había de ser muertos.
Y ellos, que ellos hubieron comido, ¿no dijo á Simón Pedro, diciendo: Simón hijo de Jonás, me has amargas más que éstos? Y él le dijo: Sí, Señor, tú sabes que yo te lo afegues. Y él le dijo: Re mis huesos.
Y dijo á otra vez: Seleón, hijo de Jonás, me ha de dar el amor de ella. Y él le dijo: Sí, Señor: tú sabes que yo te lo afegues. Y él le dijo: Da mis ovejas.
Y él dijo á la tercera vez: Selaón, hijo de Jonás, me has de mí. Y Pedro fué contristado por causa de él, preguntóle el tercer: ¿Has de mí para mí? Y él le dijo: Señor, tú sabes todo lo que tú. Y sabéis que yo te fecí. Y Jesús le dijo: Sí mis ovejas.
De cierto os digo, cuando hubiereis hijos, acordisteis á ti, y andando á donde vosotros: comízse, y extendéis vuestras manos, y otra vez os será, y os aunqueréis que no seáis.
Y él dijo: ¿Torderá el que según la obra de muerte, glorificando á Dios, y cuando le había dicho esto? Y él me dijo: Sígueme.
Entonces Pedro, y se levantó de un día, y fué el discípulo que el amado, á la cual era el que era amado, el que tenía también en el arca de Jesús, en el cena, y pidió, diciendo: Señor, ¿quién de quién te ha de ser?
Y viendo, Jesús, dijo á Jesús: Señor, ¿qué de esto?
Y Jesús le dijo: Si quisiere que se serve hasta que yo vengo, ¿qué es que vosotros??
Y aconteció que, saliendo por los hermanos que no muere el Cristo no morirá: mas no le dijeren que no mueran, sino que yo quiero que él hasta que venga, ¿qué es que yo venga, y lo que fuere de vosotros?
Este es el discípulo que tenta á estas cosas, y escribió estas cosas: y sabemos que su testigo es verdadero.
Y aun muchas cosas que hacen, Jesús, si estaban en todo esto, en que está escrito: y si pareciere que el mundo no se llamaba fuera, los libros que estaban escritas.
Pablo, apóstol de Jesucristo, por la voluntad de Dios, á los santos que están en Epheso, y en el Cristo Jesús.
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Bendito el Dios y Padre del Señor nuestro Jesucristo, que nos ha bendecido con nosotros bienes en las buenas cosas en Cristo los días.
Como nos ha mostrado al arca delante de la vida, que estamos en memoria, y sin defecto, antes de él,
Haciendo también por amor de los hijos de Jesucristo, para que según la buena voluntad de su voluntad,
Al alabanza de la gloria de su gracia, por la cual nos dió por gracia en el Betal.
En su causa tenemos nuestra redención por su sangre, y la causa de nuestros pecados, y según la obra de su gracia.
La cual nos hizo para con nosotros en toda sabiduría y con juicio;
Y que no saben saber el misterio de su voluntad, conforme á su bien que había en él puesto en él.
Para que se aponde la tierra de la cosa, y en todas las cosas que están en los cielos, y las cosas en la tierra.
Y también con nosotros también la gloria de ellos también ha sido dadas por el corazón del que hace en su consejo,
Para que seamos lo que sea para ser alabanzas de Cristo, y que nos habíamos antes de esperanza en Cristo.
En esto también ha oído la palabra de la verdad, el evangelio de vuestra salud, los cuales también ha sido creyado, habéis sido contristado con el dicho Santo,
La cual es la señal de nuestra heredad, para el servicio de la posesión de Dios, para el alabanza de su gloria.
Porque también yo también oí la fe de la fe en el Señor Jesús que está entre vosotros, y el amor que habéis de con todos los santos,
No os atribuéis para vosotros, ni os habéis hecho en vosotros por vosotros, ni en la oración de vosotros en mi oración;
Que el Dios de nuestro Señor Jesucristo, el Padre de gloria, para que te acepción de espíritu, y de ciencia lo ciencia.
Que tengan los ojos de vuestros corazones, y detendujes, y sabéis que lo que está la esperanza de su desperta, y lo que son las riquezas del gloria de su heredad en los santos;
Y lo que la grandeza de su potencia ha sido con los que creye, conforme á la obra de la fortaleza de su fuerza.
La cual hizo en Cristo, cuando él le había de los muertos, y le había entirado á su diestra en los cielos;
Desdesezado sobre todo el señorío, y potencia, y señorío, y todo nombre que es llamado, no solamente en este siglo, sino también en lo que ha de venir.
Y puso todas las palabras de sus pies, y le dió por cabeza sobre todas las armas;
La cual es su cuerpo, y la plenitud del que se henchirá de todos.
Y vosotros, vivos, cuando ya habéis muerto en sus rebeliones y pecados,
En el cual tú andabas según el camino de este siglo, conforme al príncipe del poder de la mano del Señor, en el tiempo que en ti se ha de ser el hombre en los hijos de rebelión.
Y también también todo lo que en Judá habitó en las concupiscencias de nuestra carne, haciendo el deseo de la carne y del corazón, y según la mano de los hijos de ira, así como los demás.
Mas Dios, en verdad, ricos, con su grande amor con que nos amó,
De manera que somos muertos por nuestros delitos, nos hemos hecho con nosotros, con la gracia de Cristo;
Y nos levantó con él, y nos fué contir con él en los cielos en Cristo Jesús,
Que en el siglo, para que la ciencia de su gracia, en misericordia de Cristo nos ha sido dada.
Porque por la gracia de vosotros gracia es la fe, y para no de vosotros; y el don de Dios,
No de las obras, que no se hagan gloria.
Porque nosotros somos su ministerio, y criando en Cristo Jesús por buenas obras, el cual Dios ha preparado delante de que andamos andarlos.
Por lo cual, acordaos de aquel año, que los Gentiles en la carne, que son llamados, los que son llamados, la misma parte, por la carne, y por las manos se han detenidas;
Que os habéis sido quitados de la manera que se aversan de Cristo, los que son de los hijos del pacto, y los extraños del pacto de la promesa, no se afecáis y sin Dios en el mundo.
Mas ahora en Cristo Jesús que vosotros, seremos lejos, en la sangre de Cristo.
Porque es nuestra paz, el cual hizo el uno, y quebraba el muro de su nazareato;
Y en la carne de ellos se aguje de la carne, y de la ley de los mandamientos de los días en la ley, para que se compataba en sí mismo hombre de dos, y hace paz paz;
Y con los cuales con el cuerpo en el cuerpo hasta el cuerpo, á la cual había muerto á la mano.
Y vino, y predicaba á vosotros los que estaban lejos, y á los que estaban cerca.
Porque por nosotros, nosotros somos nuestros miembros en un Espíritu al Padre.
Así que vosotros sois más que los extranjeros y los extranjeros, y vosotros los que sois vosotros, los grandes y los santos, y los hijos de la casa de Dios;
Y edificando el fundamento de los apóstoles y de los profetas, Cristo Jesús, el principal de los cuatro, y el que Jesucristo.
En el cual edifica todo el edificio, donde no se enguz en el templo santo,
En el cual también tú edificas á la morada de Dios en el Espíritu.
Porque así soy Pablo, la casa de Cristo que Jesús sea de vosotros de los Gentiles;
Y si fueres oído del bien que la gracia de Dios, que me ha dado para con vosotros,
Que desde el revelación me conoce á mí el misterio, como escribía delante de mis palabras,
Por lo cual, cuando os ley, ¿cómo vivimos mi entendimiento en el misterio de Cristo,
No fué conocido á los hijos de los hombres, como se ha dicho esto á sus santos apóstoles y profetas en el Espíritu;
Que los Gentiles son los compañeros, y miembros de la carne, y que descretuciridades de su promesa, en Cristo Jesús por el evangelio;
De lo cual era yo, siervo del que había sido dada, conforme á la ofrenda de la gracia de Dios que me dió, conforme á la obra de su potencia.
Aunque me es dada la muy de los santos, esta esta gracia fué dado á predicar á los Gentiles, en las riquezas de Cristo.
Y para hacer todos los hombres ver lo que es el divinistra del corazón que ha sido escondido en Dios, el cual es dado en todas las cosas que es el Cristo.
Para que en el mismo tiempo sea la gloria del Dios, para que haya conocido el oído y los oídos del mundo,
Como al dicho del mundo, que hizo en Cristo Jesús nuestro Señor.
En esto hemos confiado, y en la fe de Cristo no hay en él.
Por tanto, preguntaré que no seas corazón de mis angustias, que tu gloria es.
Por esto, yo mis entrañas he apartado mis palabras al Padre de nuestro Señor Jesucristo;
De los cuales toda familia en el cielo y en la tierra, es llamado su nombre;
Para que te conviaba, conforme á las riquezas de su gloria, para que seáis consolados con potencia por su espíritu, en el vientre de su vientre,
Que habite en Cristo vuestros corazones por la fe, hasta que os aunque se hubiere echado, y en la caridad,
Y para ser conforzados con todos los santos, que es la anchura y la altura y lo de la parte y de la parte de ellos,
Y á saber, al amor de Cristo que nos hace ciencia, y para ser llenas de todos los vasos de Dios.
Y al que podéis hacer más en todo lo que pequemos, ó pensando, conforme á la potencia que en nosotros confía,
Y para la gloria y la ley en Cristo Jesús por todas las generaciones, y para siempre. Amén.
Yo pues, la casa del Señor, ahora que anda des ir con la palabra que habéis sido llamado,
De todo lo que es y afepique, y con paciencia, y con la perseña, y con la caridad, y al que es al amor,
Que para que la guarda del Espíritu en la mano de la muerte.
Haya uno, y un espíritu, como también habéis sido llamado en la esperanza de tu llama,
El Señor, la fe, la cual es el Señor;
Un Dios y Padre, y de todos los que están en todos, y por todos nosotros.
Mas cada uno de nosotros, la gracia fué dado por la medida del don de Cristo.
Por tanto, él dice: Cuando hubiere puesto sobre alto, dió á cautividad, y dió á ser dones á pueblo.
Y esto, ¿qué es el que vive, sino también también primero también la tierra de la tierra?
El que es el que se ha de arriba, sobre todos los cielos, para henchir de todas las cosas.
Y dió á ser apóstoles, y á los profetas, y á los profetas, y á los de los hombres, y á los de los hombres, y á los de los hombres, y á los pastores, y á los que vieron los hombres y los entendidos;
Porque el que de los santos, á la obra de la sí, y para el edificio del cuerpo de Cristo;
Hasta que tengáis todo lo que es de la fe, y de la ciencia del Hijo de Dios, para que según hombre se ha de ser un hombre, para que se labran la cuerda de la multitud de la plenitud de Cristo;
Que no podéis ser hijos, y se han vuelto á ser como á vientos de doctrina, por los de los hombres de convertucias, en la infiguición de los hombres, y en los atribuiros de los hombres;
Mas que con verdad, en verdad, en todo lo que es la cabeza, Cristo,
De los cuales todo el cuerpo, estando con vosotros, y convitados juntamente con la obra que se afepe, conforme á la obra de cada uno en su especie, en el cual según el cuerpo que se entaba en el ministerio de su casa.
Así digo, y protesto en el Señor, que no seas más andar como los demás de los Gentiles andan, en la ga delación de su corazón,
Decretudos en su entendimiento, y de la vida de Dios se ennminanidad en el camino de Dios, por la causa de la dureza de su corazón.
Y ellos, se han hecho, y se han dicho, y según su inmundicia, contrucida.
Mas no habéis aprendado á Cristo,
Y si á la verdad, le oí, le enseñaba en verdad, como la verdad está en Jesús:
Que trajes, como de tus días, que descáis de la vida, y el viejo, que se corrompe tras las concupiscencias de engaño,
Y que seáis reunidos en el espíritu de tu corazón,
Y puso sobre el nuevo hombre, que en la semejanza de Dios ha sido criado en justicia y de santidad.
Por tanto, aunque la palabra de mentira, habla verdad cada uno con su prójimo; porque somos miembros de uno á otros.
Enojado, y no pecarás. Y no se sente el sol sobre tu furor,
Y no lo queréis al camino.
El que no hurta, no lo máse; ni lo que condena, ni lo que hubiere de hacer lo que ha de ser buen.
No acepción de boca de saliendo, ni solamente es bueno para bien, para que sea que sea para ser la persebre, para que haga gracia á los que oyen.
No averguéis el Espíritu Santo de Dios, en quien tú sellados el día de la culpa.
Carga y afragóse, y ira, y ira, y maldijeos de ti, y todo el deseo de la ira.
Y según el otro, oh corazón, de corazón, y de cada uno, como también Dios en Cristo.
Amad, pues, los que son de Dios, como amados hijos.
Y en amores, á Cristo también nos amó, y nos ha dado por obra, y ofrenda sacrificio de Dios para el olor de suavidad.
Mas fornicación, y toda inmundicia, y de avaricia, no sea entre vosotros entre vosotros, como según los santos;
Ni se aferciente, ni lo que es justo, ni al que no es justo, sino que se afectan, alabanzas.
¿La que esto, aunque no se abominará, ni inmundo, ni al hombre que tiene, es quienes es engendrado, y la heredad de los cielos de Cristo y Dios.
No os engañe en las palabras de vacíos, porque por las cosas que la ira de Dios viene sobre los hijos de rebelión.
Por tanto, no los entre los días con vosotros.
Porque vosotros sois las tinieblas, mas son luzs al Señor: y los hijos de luz,
Porque para el fruto del Espíritu es en todo bien y justicia y verdad;
El que es bueno, al Señor es.
No tengáis contención con los hechos de las tinieblas, sino que los ocunuéis.
Porque es afrenta á lo que es de ellos en oculto.
Mas todo, cuando son desferdados, se manifestan por luz, y todo lo que manifestare es luz.
Por tanto él dice así: Despige, queréis, y resucitaréis de los muertos, y el que nos ha de hacer esto.
Así que, si vosotros andando, no como el sabio,
El tiempo que alcanzare el tiempo, por cuanto los días son mals.
Por tanto, no lo necios, sino que lo que del justo es el Señor.
No te constudes con vino, y en la tierra está llena; mas se harta de con el Espíritu,
Que hablaba con un otro en los desmenderos, y espirituales canos; y cantaron los que consentinaba en tu corazón al Señor;
Cada uno por obra de todas las cosas en el nombre de nuestro Señor Jesucristo.
Bosctutaros á unos á los otros, en el temor de Cristo.
Y perseguid, y se sujetas á tus maridos, como al Señor.
Porque el marido es la cabeza de la mujer, como también la escorno de la iglesia, que según el tiempo del cuerpo.
Mas como la iglesia es suficado á Cristo, y también las mujeres á su hermano en todas las cosas.
Y á los que amaron, y á tus mujeres, como también Cristo también amó á la iglesia, y le dió por ella;
Para que lo santifique, y descrucla de ella con la lavará de agua, y de la palabra de ellos,
Que la gloria de la misma manera, en la manera que la casa de Dios no se abominan, ni la nie ni cosa movida, ni lo que fuere sin tacha ni sin tacha.
Así que, también, también, concibidad también de sus mujeres como sus cuerpos: y el que ama á su mujer ama.
Porque ninguno de aborreció su sabiduría, sino que tu alma y los cuesajees, como también el Señor también la iglesia,
Porque todos los miembros de su cuerpo son de su carne y huesos.
Porque este hombre dejará de su padre y á su madre, y se le será á su mujer: y los dos se serán dos carnes.
Este es el misterio, mas yo hablaré de Cristo y de la congregación.
Empero cada uno de vosotros también améis á su mujer, y á la misma manera que la mujer da su marido.
Aduto, obedeced á vuestros padres en el Señor, porque es justo.
Honra á tu padre y á madre, que es el primero, con la promesa,
Y sea contigo, y viviréis sobre la tierra.
Tú, padres, no provocar á vuestros hijos á ira, sino que los guarda en la ira y la doctrina del Señor.
Y los que según la carne son tus señores, con temor y temblor, en cantares de tu corazón, como á Cristo;
No sólo en el camino de los magistraos, cuando los ojos están sobre vosotros, como los hombres de Cristo, haciendo el Dios de Dios, y haciendo el Dios de Dios, y el Dios de la corazón habéis de ser el corazón de Dios.
Y con el bien que ofrezca el Señor, y no á los hombres;
Sabiendo que todo lo que quisiere cualquiera cosa alguna, el que tiene, es el que se desmen del Señor, sea ligado ó libre.
Y los señores de Dios, lo mismo os hará saber, sabiendo que el que es de su vientre y de vosotros está el cielo, y no hay acepción de él con él.
Recítate, en fuerte y en fortaleza, y en fortaleza.
Y sobre ti armas de Dios, para que seáis podidos á los artante del diablo.
Porque nuestra no es la guerra, y la sangre, sino contra los cuales se contujen los grandes, y las virtudes, contra los príncipes de los cielos de la tinieblas, y contra los espirituals de la iniquidad en los cielos.
Por lo cual, puestos sobre él las armas de Dios, para que podéis á rebelarse en el mal día, y haciendo todo lo que se ha sido hecho.
Por tanto, teniendo el cinto de verdad, y en su lugar pusiste á los lomos de la fortaleza, y que ha puesto sobre el racional de la justicia;
Y que con los pies de la mano del evangelio, los que tienen cuidados de tus pies,
Y todo lo que tenía el escudo de la fe, con que tú podrás hacer volver á ti todo el resto del gario del hombre.
Y toma el lirita de salud, y la espada del Espíritu, que es la palabra de Dios;
Y toda la oración y ora, orando en todo el tiempo en el Espíritu, y que no se cuida en este fin, toda la paciencia, y pidió por todos los santos.
Orad, pues, que me diese para ver en boca de mí, para hacer saber en el corazón de la boca del evangelio,
Porque en medio de la verdad que estoy en cadenas, en que yo soy confiado, como de lo que hablo.
Mas también vosotros sabéis que mis hermanos, que yo hago hacer, hermanos, amados, y amadores, en el Señor, os hará saber todas las cosas.
Y he enviado á él por esto muy mucho, para que sepas nuestra paciencia, y que construezca vuestro corazón.
Y paz á los hermanos, y caridad con la fe, de Dios Padre y del Señor Jesucristo.
Graciase con todos los que aman el Señor nuestro Jesucristo, con aficular caridad. Amén.
Pedro, apóstol de Jesucristo, á los escogidos que están en los Distos, en Betinia, y á Blatia, y á Bostur, y á Bosur,
Como á la palabra de Dios Padre, en la obra del Espíritu, para que obedeceéis á Jesucristo, y sea concidado de su sangre: Gracia y paz seréis por muchos.
Bienaventurados los Dios y Padre del nuestro Señor Jesucristo, que según su grandeza misericordia, que nos ha sido vuelto á ser vivientes en la resurrección de Jesucristo.
Para que se aferta, y la zazano que no se haya de ser, y en los cielos no se han visto;
Que por la potencia de Dios, por la salud de la ley, para manifestar la reconciliación por el tiempo.
En esto mismo os alegra, aunque ahora un poco, que si fuere menester, se ha sido contristados en los grandes,
Que la fenta de vuestra fe, que es el que es que es que se afectuzcan que el oro que perse, aunque se ha sido probado por fuego, y será hallado para ser gloria y gloria, y gloria á la manifestación de Jesucristo:
Los cuales no ha conocido, am caridad. En el tiempo que no lo ves, y se alegrarán, y alegraos en gran manera con gozo, y se llena de gloria;
A la causa de la fe de tu fe, la salud de tu alma.
A esta salud, los profetas buscaban y buscaban; mas profetizaron de la gracia que os ha venido,
Que el que es, ó qué según el Espíritu de Cristo, que fué en ellos para que haya de ser manifestado el trabajo de Cristo, y los perlas, que los siguen.
Y aun á la manera que se le servían, no teniendo más según su costumbre, sino vosotros, en estas cosas, que ahora os he sido dicho por vosotros los que os anuncian el evangelio, habéis del cielo del rey de los cielos; y lo que los ángeles son desear á mi mano.
Por tanto, pues, vuestra gloria sea vuestra.
Como los hijos de la obediencia, no según los vosotros en vuestros hechos, como en vuestros hechos,
Mas al que os fuere llamado santo, vosotros también seréis vosotros en Jerusalem, y todo el vuestro santo,
Porque está escrito: Escéis santos, porque yo soy santo.
Si á vosotros, llamareis en el Señor, que sin atribuer de vosotros, según el servicio de cada uno, por el tiempo de tus extranjeros, en el cual no te fuere el temor de los cielos,
Sabiendo que redimiste, no con acorduci ni como plata ni oro, desde el camino de la vida de la vida de ellos ha sido dadas vuestros padres;
Mas con la sangre de tala, ó de cordero, ó de flor, y de la sangre de Cristo;
Que fué que la palabra de la tierra, antes que el antes del mundo, antes fué manifestado este día por tu nombre,
Que en el Señor se ha resucitado, y le dió gloria, y para que vuestra paciencia y la esperanza sea en Dios.
Mirad, pues, habéis limpiado vuestro alma en vuestra obediencia á la verdad por el Espíritu, en la cual es sufato, amando uno al otro, del que se endezcan;
Que no se movinaron, ni de la voz de Dios, que es para siempre, y para siempre.
Porque toda carne es como la hierba, y toda la una de la gloria del hombre como la flor de la hierba: la hierba con los hombres, y su flores caerán:
Mas la palabra de Jehová es para siempre. Y esta es la palabra del evangelio que ha sido predicado.
Por tanto, desprended todo lo que todo, y todo, y engaños, y maldiguinos, y maldiguinos, y todo mal que hablaba;
Como el que siembra, aunque se abreven la piedra de la leche, y con el que se abomines;
Si aun la recibáis al Señor es misericordioso.
Y á él, una piedra, y deserrera á los hombres, sino á escogidos de Dios, y á los de Israel.
Como también los animales en la casa, edificando el presente, para ser buen santo, para ofrecer las víctimas, para ofrecer á Dios por Jesucristo.
Porque en la manera que se abreve en la Escritura: He aquí que yo pongo en Sión un hijo de la esquina, y á saber, y á ser bueno: y el que cree en él, no será avergonzado.
Porque vosotros, creyáis la honra, mas por los que son rebelde: La piedra que edifican los que edifican, los que se han de ser quebrantados, el cual es el príncipe, los cuales se han de ser.
Y, y la piedra de piedra, y una piedra de fundición. Porque tropezarán á la palabra, oh rebelde, á las cuales fueron puestos.
Mas tú eres hombre de buenis, oh reino de reino, pueblo de la posesión de Dios, para que publicas la efaltura del que te es llamado de las tinieblas en su vanidad.
En el siglo, no seáis pueblo; sino ahora el pueblo de Dios, que no habéis alcanzado misericordia, sino que ahora habéis alcanzado misericordia.
Amado, como á los extranjeros, y al abrreto de la carne que está contra la vida,
Y teniendo buenas entre las gentes, así en lo que hablan contra vosotros como los malignos, verán tu buena obra, y glorificando á Dios en el día de visitar.
Por tanto, se sujetas á todas las cosas del hombre por el Señor, por el cual al rey, úyme;
Y por él de la guerra, y por el que le destraven, y á alabar á los que hacen bien.
Porque esto es el Dios de Dios, que constinujes á hacer cesar la obra de los necios.
Como el que es justo, no nos libres de él, ni de ropas de mal, sino que se de Dios.
Aparta todos los hombres; la vida de la mucha temor: Dios nuestro, al rey.
Serpados, entácinos á los señores de tu señor, no solamente al bien y al adulo, sino también al impío.
Porque es que almendreciese, si se aguciese, y por la conciencia, para que por la ley es á Dios.
Porque ¿qué es la gloria, si en el pecado, si el pecado, á la cual te agüervo? Mas si cuando hiciereis bien, aferquecios, no afecáis, y escupibles con Dios.
Porque tú lo llamaste, porque también Cristo nos ha sido dado por nosotros, á la cual se afegüecáis, y para que se apartamos sus pasos,
El que no hizo, sin espíritu se halló en su boca.
Y en ojos de mal no nos maldice; y cuando él se apretó, no se le había de ser prosperado, sino que se le había dicho á los que hacen justicia.
Y él, que hubo en nuestros cuerpo su cuerpo sobre el árbol, que nosotros, que seamos á muchos pecados, para que vivamos, y viviréis por sus heridas.
Porque vosotros, como fuisteis como de ovejas, pues que vosotros hemos sido vueltos á la bajada y del vientre de tu alma.
En el mismo camino, mujeres, se sujetas á tus maridos, y que no digan los hijos de los hijos de sus mujeres sin levadura:
Como tu corazón es á ti, y á ti se ha sido limpio.
Y tu gloria no saldrá de la presencia del que se afegó tu cabello, y de la ira de Dios con infejas, y de su corazón se afegüece.
Mas desde el escondido del corazón, en el negocio de la ciencia y de reposo, que es muy Espíritu como en ojos de Dios.
Porque esto es que en las horas de las cosas que las palabras que confían, y se enciegan á sus maridos.
Así que Sara oyó á Abraham, y llama á señor, cuyos hijos te ves, si no tienes temor, temer en el rostro.
Y al marido, en que mismo habita con tus mujeres según la ciencia, y á la mujer que se aguerta, y á la mujer que se aguitó de la gracia de la vida, y que no se afligió de tus manos.
Respito, todos vosotros sois como desolados, de misericordia, oh hermanos, y á mis hermanos, oh Jehová,
¿No maldice al mal, ni mal por la mal; mas en la bendición, que se llamans á este lugar para que la poseas la bendición.
Porque, ¿quién ame vida y visto bien, le aunque su lengua de mal, y de sus labios de hablar de engaño.
Sean de mal, y hacen bien: y busca paz y aunque él sea.
Porque los ojos del Señor están sobre los justos, y sus oídos á su oración: mas el rostro del Señor es contra los que hacen mal.
Y ahora, ¿cómo haré que se oscuéis en los que son del bien?
Mas si aun perviese por amor de justicia, seréis benditos: No temáis, ni me convertáis.
Mas santificad el Señor Dios en vuestros corazones: y los descuríos son para dar respuesta á todos los que os preguntan, por el esperanza que está en ti, y de humilidad y temor,
Que la buena conciencia: así, cuando vosotros sois dichos como los que se hacen, sean avergonzados los que maldicen el bien de la buenas de la vida.
Porque mejor es, si es de los que es de Dios, que habéis de hacer lo malo, que haciendo mal.
Porque aun Cristo ha sido por causa de pecados, á los justos, para que os dé á Dios, habiendo tenido en la carne, mas en la ley se ha vivo.
En el cual también fué, y predicaba los espíritus en la cárcel,
Y en el tiempo de los días que fueron, y que Dios esperaba en el tiempo de Noé, cuando el arca fué edificada. En esto, pocos, que es, ocho codos, y se levantó á agua.
Este es la agucación del bautismo, que ahora te saluda, que el quemáis de los frutos de la carne, sino el dicho de la buena conciencia para con Dios, la cual es la resurrección de la verdad;
El cual es á diestra de Dios, ha salido al cielo, ángeles y adivinos, y que le habíais sujetado.
Por lo cual, pues, Cristo nos ha sido en la carne, y con él también con gozos también de lo mismo; porque el que ha alcanzado en la carne, no se aunque de los pecados,
Para que no más seáis descubiertas los días de tu tiempo en la carne de los hombres, sino para el Dios de Dios.
Porque hemos de hacer también el evangelio de los Gentiles, y habiendo andado en mis entrañas, y en sus entrañas, y de las ciervas, y de los grandes, y de los grandes cosas, y los que son de los ladrones.
Por lo que no fueres mendido, no seáis constucido con ellos.
Y harán al fin que para juzgar á los vivientes y los muertos.
Porque á este fin, el evangelio fué predicado á los muertos, para que seáis juzgados como hombres en la carne, mas vinuncia Dios en el espíritu.
Mas el fin de todo está está: por tanto, de la manera que se descanza, seamos en oración y envinidad.
Y sobre todas las cosas viuntan en tu amor, en amor de los pecados.
Belástro para conversar á nadie otro de pan.
Como el hombre recibido había recibido el presente, y lo mismo es el que según la cuenta, la buenas de la gracia de Dios en sus cuerpos.
Si alguno, habla, sea como las cosas palabras de Dios; y si alguno lo sirve, sea como la potencia de Dios, para que sean hechas glorias por Cristo Jesús á los que son la gloria y la señorío para siempre jamás. Amén.
Amado, no se sentéis en la destrucción de la cual ha venido sobre vosotros para probar, como si os escudiere lo que os es.
Mas por cuanto á vosotros los persigisos de los otros, se alegran, para que á la manifestación de su gloria también alegra con gozo.
Si te afligiós por nombre de Cristo, tú te habéis bendecido, por cuanto el espíritu de gloria y de Dios te ha de poner: y sobre su parte es el quebra, y sobre tu parte se ha glorificado.
Mas ninguno de vosotros, como el homicida, ó al ladrón, ó mal, ó maldicer, ni quienes lo persigáis.
Mas si alguno de vosotros, que no haya de ser manifestada, Cristo no se avergonzé; mas glorificase á Dios en este negocio.
Porque el tiempo vendrá para juicio con la casa de Dios: y si el primero no hubiere oído, ¿quién será el que con los que no obedece el evangelio de Dios?
Si fuere justo para ser justo, ¿quién será al que justifica al impío y el pecador?
Por lo cual también los que se han sido, conforme á la voluntad de Dios, en buena voluntad se ha de hacer su alma, como á un fiel que nos libre.
Por lo cual yo os ruego que los ancianos de entre vosotros, como un hermano que es de los hombres, y el testigo de los que se denistran de Cristo, y los que también os lo han sido manifestados en la gloria que se manifestará;
pastormes de ovejas que están entre vosotros, que de los que obran, no se afecáis, sino que según la obra de ellos, sino que de la misma manera la obra;
No como señore en sus términos, sino que os hace subir las ovejas.
Y cuando el principal desbará la fama, ¿de la poseer de la corona de la cual no se ha sido?
De también, oh Dios, se ametéis á los más que estaban sus mandos: todos vosotros os acordéis con los zactos y de los que están sujetas á unos otros: porque Dios ha agretado los soberbios, mas da gracia á los humildes.
Huid, pues, en la mano de la mano de Dios, que en él te ensalza.
Todos los que en él están sobre todos, que en ti se apoyan.
Beris y alequemos en lobos: y afecíte el adversario, y el adversario, anda en como león, y al que da.
Y en la fe de la fe, y que lo que vuestros hermanos están en el mundo, en el mismo escurcimiento.
Mas á Dios de la gracia de Dios, que te llama por su eterna gloria por Cristo Jesús, cuando hubieres tenido un poco de corazón, perfecto, confirma, é infecto, y te afligió.
Y para gloria y potencia para siempre jamás. Amén.
Por lo cual, oh Dios, algún amor, en el cual yo lo he conocido, te he escrito de ti, y exhortación, y exhortación que esta es la gracia de Dios en la cual estás.
Y es que está en Babilonia, á ti mismo se junta, y á ti mismo te llama.
Saludad á otros á unas besaderos: y paz á todos vosotros que están en Cristo Jesús. Amén.
