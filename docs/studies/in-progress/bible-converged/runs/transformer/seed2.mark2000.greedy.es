En los días que juzgó allí los jueces, y en la tierra: y un varón de Beth-lehem de Judá fué á vivir en la tierra de Moab con su mujer, y sus dos hijos.
Y el nombre del hombre era Elimememelec, y el nombre de su mujer Najom, y los nombres de sus dos hijos fueron Mullaitas, y Chililón, y Chilón, y vinieron á la tierra de Moab, y habitaron allí en la tierra de Moab.
Y Elilecleclec, Najojom, y murió; y fué dejada con sus dos hijos.
Y tomaron mujeres de las mujeres de Moab, y el nombre de la una parte de la otra, y el nombre de la otra Pha fué Cadathath: y habitaron allí diez años.
Y murió Mulla y Chililón, y la mujer era de dos hijos y su marido.
Entonces ella se levantó con sus hijas, para que se vuelva de la tierra de Moab, porque había oído en la tierra de Moab, cómo Jehová había visitado su pueblo en subiendo, dióles pan á su pueblo.
Y salió de la ciudad donde estaba, y sus dos hijas con ella: y ellos se fueron en el camino de Judá.
Y dijo á Najoth: Id, y vuélvete cada uno de la casa de su madre: Jehová hará con vosotros, como con vosotros, como habéis hecho con vosotros los muertos y con vosotros los muertos.
Y Jehová teniendo reposo, cada uno de vosotros en la casa de su marido. Entonces ella besó, y los amabaste, y alzaron, y alzaron grita, y lloró.
Y ellos le respondieron: No, sino que volveremos con vosotros á tu pueblo.
Y dijo: Id, y mis hijas; ¿por qué queréis conmigo? ¿y aun los hijos en mi vientre, para que sean vuestros maridos?
Ve, mis hijas, vete á tu camino; porque yo soy un marido de viejo, y si dijere: Yo he de ser esperanza, si he de ser marido, y también yo también mecido, y también también también llevará hijos, y también también llevará hijos, y llevará hijos, y también,
¿Acaso te esperaron hasta que se han de ser? ¿has tú desferido de tu marido, y mis hijas, porque no me ha salido contra mí por causa de tu mano, por causa de Jehová?
Y alzando su voz se levantaron, y lloraron; y sigaba su madre, y besóla con ella.
Y ella dijo: He aquí tu hermana fué vuelto á su pueblo, y á su dios: seguid á su hermana.
Y Ruje dijo: No me afligiste, y volveréis de en pos de ti, porque yo iré, y donde yo te dejaré; y donde yo te pondré, y tu pueblo será mi pueblo, y mi Dios.
Y donde moriréis, y allí allí seré sepultado; y hagan morirme, y también me añada, si también vosotros me fuereis.
Y viendo que se había determinado con ella, dejó ir con ella, y dejó de dejar sujeto.
Y ellos fueron hasta que vinieron á Beth-lehem; y cuando vinieron á Beth-lehem, toda la ciudad era de ellos, y dijeron: ¿Es éste éste?
Y ella les dijo: No me llamas á Najojoth: llamadme, porque el Omnipotente ha hecho muy amargo.
Y salí, y Jehová me ha traído vacío: ¿por qué me llamas á Najo, y á Najo, porque Jehová ha protestado contra mí, y el Omnipotente me ha levantado?
Y volvió á Najoth, y Ruthon de Moab, y su nuera, y con su nuera, que se volvió de la tierra de Moab. Y vinieron hasta Beth-lehem de la siega de la siega.
Y su hermano hermano hermano hermano de su marido, varón valiente de riquezas, la familia de Elilecías, y su nombre fué Bodán.
Y dijo á los Moabitas: Vamos ahora á Najojojo: Vamos ahora al campo, y rebbsó entre los oídos de aquel grano, delante de él. Y ella dijo: Ve, hija mía, y mi hija.
Y fué, y rebsó en el campo segrereto, y se fué á venir á la parte del campo, á la parte del cual estaba Amelech, la familia de Elira.
Y he aquí que vinieron desde Beth-lehem, y dijeron á los segadores: Jehová sea contigo. Y ellos le respondieron: Jehová te bendiga.
Entonces dijo á su criado que estaba sobre la siega, los que segían: ¿Quién es ésta?
Y el criado que estaba sobre los segreros, dijo: Es la moza que se volvió con Najon, de la tierra de Moab.
Y ella dijo: Ruégote que me regolve y sege en medio de los que sege, y vino desde la mañana hasta ahora, hasta ahora, hasta que haya sido poco poco en la casa.
Y Bod dijo á Ruth: Oid, hija mía, y no vas á regremeros en el campo, y no vas aquí aquí á mis criadas.
Sea tus ojos sobre el campo que segan, y ve tras ellos: ¿no te he mandado que no tomes? ¿no te he mandado que tú eres sed, y bebedor de los criados, y beben que tienen sed, y beben que los criados tienen de los criados?
Y ella cayó sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que tomas la ciencia de mí, porque soy yo?
Y respondió Bodé á su dicho: Todo lo que has hecho por tu madre, desde que la muerte de tu marido tu marido, y cómo has dejado tu padre, y la tierra de tu madre, y la tierra de tu madre, y la tierra de tu pueblo, y que no conociste.
Jehová dará tus obras, y tendrás recompensa de Jehová, el Dios de Israel, que está debajo de ti, y debajo de las alas te han venido para que seamos ensejar.
Y ella dijo: Dejadme ahora gracia en tus ojos, y mi señor me has consolado, y por cuanto has dicho á tu siervo, aunque no soy como de tu siervo, aunque soy como de tus siervos.
Y en aquel tiempo dijo á ella: Ven, y come pan, y comed pan, y tu boca de la vid. Y ella se sentó junto á los que segarn, y se han comido de comer, y comieron de ella, y se hartaron de ella.
Y cuando ella se levantó, mandó á regreto, y á sus mancebos: Dejad sus afrentas, y no la afrenta.
Y de la fundó de la funcia, y dejandola; y no la reprende á su reprensión.
Y regó en el campo hasta la tarde, hasta que había rebbbbusó, y fué de bordado, y fué de cebada.
Y ella tomó, y fuése á la ciudad; y su madre vió lo que había hecho, y dióla; y ella lo llevó, y dió á sujeto á su descarla.
Y su madre dijo: ¿Dónde estás tú tú tú, y dónde has hecho? ¿dónde has obrado? Y el que no te ha hecho. Y ella dió la madre con quien ella había hecho, diciendo: El hombre que había hecho hoy con el nombre de la que he hecho hoy.
Y dijo á Najojo: Sea bendito por Jehová, que no ha dejado su misericordia á los vivientes, y á los muertos. Y su nombre dijo á su nombre: El hombre es de su hermano, el varón de nuestro hermano, se acerca de los hijos de los hombres.
Y dijo á los Moabitas: Sí, me dirán: Tú lo que ministras á mis mancebos, hasta que acabaron toda mi mi mi mi mi mies.
Y dijo á Ruthaje: Es buena hija, mi hija, que saliste con sus criadas, y no te encontrares con sus criadas, y no te encontraron en alguna heredad.
Y ella se quedó de la batalla, y rebsó á rebsololar la cebada y de trigo: y ella habitó con su madre.
Y su madre respondió á su suegro: ¿No te buscan, porque no te buscaré, para que sea contigo?
¿No es nuestra delinita, con las doncellas de las doncellas de ti? He aquí que él te habrá entir la cebada.
Por tanto, tomate ungado, y tomatete, y desciende á la era; mas no te haga saber al hombre hasta que haya acabado de comer y bebiere.
Y será que cuando durmiere, no te pondrá el lugar donde está en lugar donde está confiado: y su descubrirás los pies, y sus pies, y sus mentiras, y sus mentiras: y él te dirán lo que haces.
Y ella le dijo: Todo lo que dijeres, haré.
Y descendió á la era, y lo hizo todo lo que su madre lo había dicho.
Y aconteció que como se embriagó, y embriagó su corazón, y fué hasta que se sentó á los hasta el cabo de grano, y ella se descubrieron sus pies, y echó.
Y aconteció que á la media noche fué el varón, y se volvió, y he aquí una mujer que la había puesto á sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy tu siervo: por tanto, la esquina de tu sierva sobre tu siervo; porque tú eres tú, y eres tú.
Y él dijo: Benditos tú, oh Jehová, mi hija: has hecho misericordia que el principio, no sigue misericordia más que el principio, no sigue á los mancebos, ni al pobre, ni al pobre, ni al pobre, ni al pobre ni rico.
Ahora pues, hija mío, no temas: haré que todo lo que decís: porque toda la ciudad de mi pueblo sabe que eres mujer.
Y ahora es que soy el verdadero, que está cerca de la leclanza: mas allí está cerca de la verdad.
Estad esta noche, y en la mañana, si hiciereis por vosotros la parte de un carrecimiento, buenas. Hazlo el cargo de la guarda. Mas si no hiciere la guarda de vosotros, entonces haré la guarda de vosotros, y os haré la guarda de la otra; porque Jehová vive. Huid hasta la mañana.
Y ella puso sus pies hasta la mañana, y levantóse delante de uno, y dijo: No sea conocido que la mujer.
Y dijo: Saca aquel varón que está sobre ti, y la ti la revuelvó. Y ella midió, y midióla de cebada, y púsolo en su casa; y fué á la ciudad.
Y como ella vino á su madre, dijo: ¿Cómo fué? Y ella respondió: ¿Qué mujer lo había hecho? Y ella lo había hecho.
Y ella dijo: A estos seis medidas de cebada, porque dijo: No vas vacíos á tu madre.
Y ella dijo: Esperad, hija mía, hasta que sepáis lo que ha de ser; porque no pasará hoy hoy.
Y sube á la puerta, y sentóse allí: he aquí que está cerca de la plaza de los cuales habló Bod: Bod, y dijeron: Subid acá, amigo, y sentándose. Y sentándose él se sentó, y sentóse.
Y tomó los diez hombres de la ciudad, y dijeron: Siénte aquí, y se sentaron.
Y dijo á los cercanos: Cemios, que ha salido de la tierra de Moab, es el que ha salido la traza de la tierra de su hermano, que fué el hermano de Elilecía.
Yo os digo, diciendo: Delante de los que están aquí, y delante de los ancianos de mi pueblo. Si lo redimieres, lo redimieres; mas si no lo redimieres, me lo sabes. Porque no hay quien lo redimiere, y yo soy después de ti. Y dijo: Yo lo redimí.
Y Bod dijo: El día comprad el campo de la mano de Najojo, también compraréis de Rith de Moab, mujer de los muertos, y la mujer de los muertos, para levantar el nombre de la heredad de los muertos en su heredad.
Y cerca de ellos dijeron: No lo rescataré; porque no me afamuería mi heredad, porque no lo rescatará mi diestra; porque no lo rescatará.
Y esto era el día que según el tiempo de Israel, de redimir y desviando, para que confirme todo: tomó el hombre, y dióla á su prójimo, y diólo á su prójimo; y fué el camino de la cárcel, y la fraciente en Israel.
Y cerca de la casa dijo á Bochîla, entonces tomó de ti, y tomó su arena.
Y dijo á los ancianos y á todo el pueblo: Vosotros sois testigos, que he comprado todo lo que era Elileclec de Eliil, y todo lo que era Chilililón y Mulla, y de la mano de Mulla, de Najo, de la mano de Najoab.
Asimismo á los Moabitas, mujer de Mula, mujer de Maha, que he sido de ser por mujer, para que levantase el nombre de los muertos en su heredad, para que no se talase de entre sus hermanos, ni de entre sus hermanos, desde la puerta de sus hermanos, y de sus hermanos. Vosotros sois testigos.
Y todo el pueblo que estaba en la puerta, y los ancianos dijeron: Nosotros somos testigos, y Jehová haga la mujer á tu casa como Rachêl y á Lea, como á la casa de Israel, y á la casa de Israel; y tú también en Beth-lehem, y en Beth-lehem.
Sea tu casa como la casa de Phares, la cual Thamar parió á Judá, de la simiente que Jehová te dará por mujer.
Y tomó Bod, y fué su mujer, y fuése á ella, y fuése á ella, y parió Jehová á su hijo concil, y parió un hijo.
Y las mujeres respondieron á Najojojo: Bendito sea Jehová, que no te ha quedado hoy sin culpa. Sea su nombre en Israel.
Y os será desolada de vida, y te sustentó en tu vejez: porque tu nuera te ama, que te ama, mejor que á ti es mejor que los hijos, le parieren.
Y tomóle el niño, y púsole en su seno, y le engendró á él.
Y las mujeres, y sus vecinos, dieron un nombre, diciendo: Un hijo de engendrado; y llamaron su nombre: y llamóle por nombre de Isaí, padre de David.
Y esto es la generaciones de Phares: Phares engendró á Hesrón:
Y Hesrón engendró á Ram, y Ram engendró á Aminadab:
Y Aminadab engendró á Naasón, y Naasón engendró á Salán:
Y Salmón engendró á Booz, y á Booz engendró á Obed:
Y Obed engendró á Isaí, y Isaí engendró á David.
¡Cómo se sentó la ciudad con la provincia, que estaba lleno de pueblo, y es semejante á una viuda, que estaba en medio de las gentes, que era mujer entre las provincias, en las provincias en las provincias de las provincias, se ha sido siervo!
Confuerde de noche lloraba en sus mejillas: sus gaños están en sus mejillas, y en todos sus compañeros no tienen quien la deslecharon, y se han sido por sus enemigos.
Y Judá se fué en cautividad de aflicción, y de grande angustia, y de grande muerte entre las gentes: y no halló en ella reposo. Todas sus perseguirios en su angustia, y no alcanzó más trasla.
Y el camino de Sión se lamentó, porque no vino á la congregación de la congregación: y todas sus puertas son asoladas, y sus sacerdotes son afligidos, y ella se en amargura de amarguras.
Sus enemigos se han en la cabeza, y sus enemigos prosperado; porque Jehová ha afligido su multitud por las rebeliones: sus hijos han ido á cautiverio delante del enemigo.
Toda gloria se apartó de la hija de Sión: sus príncipes se han sido como la fortaleza que no hallase en la fortaleza, ni han andado delante de los perseguidos.
Desde la memoria de Jerusalem en los días de su aflicción, y de sus abominaciones, que desde los días de su tiempo fueron los días de su pueblo, y cayó en mano del enemigo, y no halló á sus enemigos, y á sus enemigos se burlaban de ella.
Contratra manera de cierto peca, por tanto se ha de ser inmundo: y todos los que la honraron, porque ellos la han visto su desnudez, y se revolvieron atrás.
Y su inmundicia fué en ella su zapato, y no se acordó de ella desde su cabo: por tanto que ella descendió como la llovidida, y no ha consolado consolado á Jehová: porque el enemigo ha engrandecido.
El enemigo extendió su mano sobre todas las cosas de suavidad; porque ha visto las gentes que han entrado en su santuario, á quien no entran entrar en tu congregación.
Y todo su pueblo busca, y buscaban pan; y dieron de su comida para pan pan pan, y su alma: Mira, oh Jehová, y ve, porque yo soy menospreciado.
¿No te ha de hacer, todos los que pasan? Mira, y si hay dolor como mi dolor, que está sobre mí se ha traído, y con que Jehová me ha humillado en el día de su furor, y que me ha humillado en el día de su furor.
Y desde lo alto envió fuego á mis huesos, y lo ha puesto contra ellos: ha extendido sobre mis pies, y hame tornar una red desvoró, y me ha consumido todo el día desolado, y desolado de todo el día.
Las rebeliones de mis rebeliones están ataduras de su mano, y están atados en mi cuello: hanse subido mi fortaleza, y él me ha entregado en sus manos, y el Señor me ha entregado en sus manos, contra los cuales no puedo estar contra mí.
El Señor no ha puesto en mí todo mi valientes: y llama á mi celo ha llamado un poco á mis mancebos: el Señor halló la virgen de Judá como en lagar.
Porque estas cosas llore, mis ojos cortaron con agua, y los que se afligieron con agua, y los que mi alma se han de ser lejos: mis hijos son asolados, y los hijos desolados, y los que han vencido.
Sión extendió sus manos, y no hay quien conversó: Jehová ha mandado acerca de Jacob, para que los que están en derredor de él, y los que están en ellos en medio de ellos, como cosa inmunda.
Jehová es justo, porque yo he sido rebeldes á su mandamiento: ruégote que oiga todos vosotros, y mis vírgenes, y mis mancebos, y mis mancebos se han ido á cautiverio.
Y á mis amantes, y me han engañado: mis sacerdotes y mis ancianos dieron espíritu en la ciudad, estando ellos para comida, y para sí mismo pan para sí.
Mira, oh Jehová, porque estoy en angustiado: mi corazón se conturó mi corazón, y mi corazón se confololí en mí: y ensechasese la espada, y en la muerte.
Y oyeron que yo fraje: no hay quien me consola: todos mis enemigos han oído mi angustiado, y se alegran que lo han hecho: y harán el día que tú has hecho, y serán como me han anunciado.
Todos ellos su maldad han venido delante de ti: hazles como tú me has hecho por todas mis rebeliones: porque mis rebeliones están conversados, y mi corazón se desmayarán.
¡Cuánerto el Señor la hija de Sión con una nube en su furor! hasta la hermosura de Israel desde el cielo hasta la tierra, y no se acordó de sus estrado de sus pies en el mismo día del furor de su furor.
El Señor tragó toda la morada de Jacob sin misericordia: y echó en su ira la fortaleza de su ira, y los ha consumido á tierra de Judá: y él los ha quebrantado el reino, y ha profanado el reino.
E hizo talar todo el cuerno de Israel en furor de ira, y ha consumido su diestra de delante de enemigo: y él hizo como fuego que devora á Jacob, como fuego devora á fuego, que devora á devorar á todas partes.
Y como un arco de enemigo, él se puso con su diestra como un adversario: y mató todo lo que se ha corrompido á la tienda de Sión, y en la tienda de la hija de Sión, ha derramado su furor como fuego.
El Señor se ha como enemigo, y él se ha consumido á Israel: y él ha consumido todas sus palacios, y ha consumido su fortaleza, y ha multiplicado en la hija de Judá.
El que se desoló su tabernáculo, como si no hubo huerto huerto: en su lugar destruyó Jehová su lugar, y ha hecho cesar la congregación de su furor, y desoló en Sión: en la ira de su furor, y enojaba el sacerdote, y el sacerdote ha quebrantado el sacerdote.
El Señor echó su altar, y abominó su santuario: y dió las paredes de sus palacios en mano de los enemigos del enemigo, y han hecho voz en la casa de Jehová, como en el día de la casa de la congregación, como en el día de la congregación de la congregación.
Jehová ha hecho cesar la pared de la hija de Sión: extendió el cordel de Sión, y no ha de quitar su mano de destruir; y fué el carnero desolada, y endecharon, y endecharon.
Sus puertas han puesto en tierra, y quebrantado su pabellón, y sus cerrojos: y sus príncipes están entre las gentes á la ley de las gentes que no es: y no ha hallado la visión de Jehová.
Los ancianos de la hija de Sión se sentaron en tierra: encacháronse polvo sobre sus cabezas, y se levantaron de sacos, y las doncellas de Jerusalem se encorvaron á tierra.
Mis ojos han desar mis ojos, y mi corazón se turbaron: mi corazón está derramado sobre la tierra, porque de la hija de mi pueblo, por cuanto los niños y los niños y los niños, y los niños y los niños en las plazas de la ciudad.
Y preguntaron á su madre: ¿Dónde está el trigo, y el vino? ¿de cuando los heridos de la ciudad, cuando su alma está derramado en su seno?
¿Qué os testificaré á ti? ¿qué soy yo como hija de Jerusalem? ¿qué compararé yo á ti, para que te consola, hija de Sión? porque tu vocará como la mar? ¿y quién te sanará? ¿y quién podrá sanará?
Tus profetas han visto falsos profetas, y no han sido descubierto tu pecado, ni han visto tus cautivos, sino que ha visto tus revelaciones, y no han visto la injuria de los persiones.
Todos que pasan sus manos á ti, y sus magranas en la hija de Jerusalem, diciendo: ¿Es esta ciudad, la cual es la mayor de la hermosura de la tierra, y la hermosura de toda la tierra?
Todos tus enemigos se abrieron su boca, y sus dientes le crujían: ellos dicen: Vuíbese su traza; y framos este día, que hemos hallado.
Jehová ha hecho lo que ha hecho, ha cumplido su palabra que había mandado en los días de antiguo: ha derribado el que ha hecho en los días de ti, y no ha quebrantado el enemigo sobre ti, y hame alegrado el cuerno de tus enemigos.
El corazón de ellos clamaba al Señor: nuestro, gratame como un río de día y noche: no te abres. No te apaséis, ni tus ojos.
Levántate, clama en la noche, desde el principio de la vela, y de Phururur tu corazón como agua delante del Señor: alza tus manos hacia él, y tus hijos que se desmayan de la vida, que se desmayaron en la plaza de toda la plaza.
Mira, Jehová, y ve á quien has hecho lo que has hecho: las mujeres que comen de sus hijos, y los hijos que habían sido desolado, ¿no será el sacerdote sacerdote?
El muchacho y el viejo, en la tierra: mis calles y mis vírgenes han caído mis mancebos, y mis mancebos cayeron con cuchillo; y los mataron en el día de tu furor; y tú los mataste, y no has herido.
Y has llamado, como el día de la congregación de un día de grande espantosasa: no hubo quien se quedó quedado en el día de Jehová, ni quedóse el furor de los que han consumido á los que habían consumido, y á los que habían consumido.
Yo soy el hombre que tiene visto de la vara de su ira.
Y me hizo venir á mí, y me hizo andar en tinieblas, y no en luz.
Ciertamente se volvió su mano contra mí, y volviéndose todo el día.
E hizo mi carne y mi piel, y ha quebrantado mis huesos.
Y él me ha edificado, y me ha cercado con amargura y con amargura.
Y me hizo habitar en tinieblas, como los que han sido muertos.
Y me ha puesto muro, y no puedo salir; ha puesto mi casorado mi calentaba.
Y cuando clamare, y clamaba, y espere mi oración.
Aparó mis caminos con piedra, y ha puesto mis sendas.
Como un par par par parra en la mentira, como león en escondió.
Y volvió mi senda, y me ha hecho en pedazos; y me ha puesto por asolado.
Y él se puso su arco, y me puso por señal.
El que hizo pasar á los fejos de su fractos en mi hígado.
Yo he sido por escarnio á todo mi pueblo, y su canción todo el día de ellos.
Desténme de amargura, y me ha destrotado de gusano.
Asimismo desmenuó mis dientes con los sepulcros, y cubrióme de ceniza.
Apartiste mi alma de paz, y yo he hecho bien.
Y dije: Mi fortaleza se ha perseguido, con mi esperanza de Jehová.
Acuérdate de mi aflicción y mi trabajo, y el gusano.
Mi alma se acordó de ellos, y está humillado en mí.
Esto empero tengo mi sentido, y espero.
Por la misericordia de Jehová es misericordia que no seremos consumidos, porque sus misericordias no se han deshar.
Todos ellos son prestos: y tu verdad es tu verdad.
Jehová es mi parte, dice: Por tanto, en él esperaré en él.
Jehová es bueno para los que esperan; y al alma que buscan.
Bueno es que el hombre sea que esperar la salud de Jehová.
Bueno es el hombre que lleva el yugo en su mocedad.
Sea solo, y calla, porque él lo puso sobre él.
Alcen su boca en el polvo, si hay que hay esperanza.
Al que le hiriere, dale su mejilla: sea llena de afrenta.
Porque el Señor no echará para siempre.
Porque si se convertiere, y se compadecerá de su misericordia.
Porque no afligió de buena voluntad, ni se afligió los hijos de los hombres.
Acordó á todos los presos de la tierra,
Para apartarse el derecho del hombre delante del Altísimo;
Acordó el hombre en su voluntad, el Señor no apreciese.
¿Quién es el que dice, y viene al Señor, y no lo mandará?
¿No mal y el bien del Altísimo sale de la boca del Altísimo?
¿Por qué al hombre vivo, al hombre por el pecado de sus pecados?
Humosmos, y nos volvemos nuestros caminos, y volvolvemos á Jehová.
Alcéndezca el corazón nuestro corazón á Dios en los cielos.
Aunque se rebeló, y se rebelaron; no perdonarás.
Tú nos has cubierto de ira, y siguiónos; no has muerto. No has herido.
A ti cubriste de nube, y no puede pasar por oración.
Habéis hecho pasar por medio de los pueblos, y no quisieron en medio de los pueblos.
Todos nuestros enemigos se abrieron su boca de su boca.
Huyo y la cisterna, y el quebrantamiento de la destrucción y quebrantamiento.
Mi ojo corre con arroyos de aguas, y de la hija de mi pueblo.
Mi ojo derrama, y no cesaron, ni cesará en pos de las primicias:
Hasta que mira Jehová, y ve desde los cielos.
Mi ojo ojo de mi alma, por todas las hijas de todas las hijas de mi ciudad.
Hanme perseguir á siguido, á los que son mis enemigos sin causa.
Y han cortado mi vida en la mazmorra, y echaron una piedra sobre mí.
Dejad de mi cabeza, y dije: Yo soy cortado.
Y dí á tu nombre, oh Jehová, desde la mazmorra.
Y oísteis mi voz: No encubres tu oído desde mi clamor, y mi clamor.
Y llegasteis en el día que os he llamado, y dijisteis: No temáis.
Señor, has guardado la causa de mi alma: redimiste mi vida.
Jehová, has visto mi mal: Juzgad mi causa.
Y has visto toda su venganza y de todo su consejo.
Tú has oído su afrenta, oh Jehová, y todas sus pensamientos contra mí:
Los labios de los que levantaron contra mí, y sus piensan contra mí todo el día.
Ves tú sus sentados, y subiendo su su canción.
Y los pagarás, oh Jehová, conforme á la obra de sus manos.
Y les dará su corazón corazón, y tu maldición.
Y los persuirás en furor, y los destruirás de debajo de los cielos.
¡Cuánerto el oro se ha de ser mudado el oro fino, y mudado las piedras del santuario!
Los hijos de Sión, comparación de oro fino, ¿cómo se han de ser quebrantado como á la tierra de mano del alfarero?
Aun los chacas de ellos, y las crías de sus mancebos segaron: mas la hija de mi pueblo se ha de ser cruel.
La lengua de los hombres se juntaban á la teja de su boca, y los hijos de su sed, preguntaban á pan, y no labraba.
Los que comieron de la ración, y los que se habían levantado en púrpura, y enebeblan.
Porque la iniquidad de mi pueblo es mayor que el pecado de Sodoma, que la iniquidad de Sodoma fué asolada como en un momento.
Sus principales son más puro que la nieve; y fueron blancos, más hermosas que la leche: y fueron blancos en la carne que un zafiro.
Su parecer es que se oscurece, y no son conocidos en las plazas: sus carnes se juntan á sus huesos, y su es seca.
Los que mataron á cuchillo, mejores que los muertos con hambre; porque estos son muchos, y por causa de las primicias del campo.
Las manos del pozo aposaron las mujeres de sus hijos; y fueron comidas de su vida en la destrucción de mi pueblo.
Jehová ha cumplido su ira, derramó su furor; y encendió fuego fuego en Sión, que ha consumido su fundamento.
Y no creyeron los reyes de la tierra, ni todo el monte, para que el enemigo vendría á los enemigos de Jerusalem.
Por los pecados de sus profetas y de sus sacerdotes, y de sus sacerdotes, que derramaron la sangre de en medio de ella.
Y ellos andaban como ciegos en las plazas, y son contaminadas con sangre, y no tocan sus vestidos.
Id, y clamad á ellos: ¡Senta! Andad, y no tocasáis; ve, y no tomes, y van, y van entre las gentes, y no vivirán aquí.
El furor de Jehová los ha esparcido; no les dará más más más: no han entendido más á los sacerdotes, ni á los ancianos de los sacerdotes.
Nuestros ojos despuso en vano, y en vano esperamos á una gente que no podían salvar.
Los pasos de la caza, y no podemos ir en nuestras plazas: nuestra cada cual está cercada: porque nuestros días son, porque nuestros días ha venido.
Por tanto, perseguieron más ligeros que los águilas del cielo; y nos rodearon en los montes, y en las emboscadas en el desierto.
Y el aliento de nuestro nariz fué ungido, el cual estaba en sus cisternas: de los cuales hemos dicho, de su sombra habitará en medio de las gentes.
Gozaos y alegraos, hija de Edom, que mora en la tierra de Uzzu: y pasarás por ti, y te será borracho.
El castigo de tu iniquidad, de la hija de Sión: no te llevará más en cautividad, y él visitará tu iniquidad, de Edom; él restaurará tus pecados.
Acuérdate de lo que ha venido sobre nosotros; mira, y vea nuestra afrenta.
Por heredad fué nuestra heredad á extraños, y nuestras casas para los extranjeros.
Y nosotros, ó huérfanos y huérfanos: y la madre son viudas.
Dejamos para beber agua para beber; nuestra madera es vendida.
Por nuestra cerviz han persiguido sobre nuestra cerviz: no seremos más descasadas, y no tienen reposo.
Nosotros nos hemos dado mano á los Egipcios, y á Asiria, para que se hartan de pan.
Nuestros padres, y no son más: nosotros hemos parido sus iniquidades.
Haznos enseñorear de nosotros; no hay quien nos libre de su mano.
Dejamos nuestro pan en el desierto, para que se hagamos espada en el desierto.
Obsurada es como horno, porque de hambre se encendía de hambre.
Y han cercado las mujeres en Sión, las doncellas en las ciudades de Judá.
Y los que estaban en sus manos, no fueron honrados los ancianos de los ancianos, ni los ancianos de los ancianos.
Los mancebos mancebos, y los hijos de madera de Sittim: y los hijos de madera de leña.
Los ancianos de la puerta fueron cesar de la puerta, y los mancebos de sus bancales.
El gozo de nuestro corazón fué cesar: nuestra llovidimiento en luto.
La corona de nuestra cabeza cayó de nuestra cabeza: ¡Ay de nosotros! porque pecamos.
Porque este corazón se desmayará: porque estas cosas son nuestros ojos:
Porque el monte de Sión, que es asolada; y los fracos desfruyos en ella.
Tú, Jehová, permaneces para siempre: tu trono es generación de generación.
¿Por qué te olvides para siempre, y nos dejaste para siempre?
A ti, oh Jehová, y teremos volver: y nos acordaremos nuestros días como de antiguo.
Mas tú nos has desechado; enojaste contra nosotros.
Palabras de Ananías, que estaba entre las vacas de Tecoa, que vió sobre Israel en los días de Uzzías, rey de Judá y en los días de Jeroboam, rey de Judá, y en los días de Joas hijo de Joas, rey de Israel, dos años, rey de Israel, dos años.
Y dijo: Jehová bramará de Sión, y su voz hablaba de Jerusalem: y los ejidos de los pastores de los pastores se lamentarán, y el arrepintará con la cumbre del Carmelo.
Así ha dicho Jehová: Por tres rebeliones de Damasco, y no tornaré á su castigo, por cuanto han sido culpado su castigo, por cuanto han sido con vosotros de hierro;
Mas yo enviaré fuego en la casa de Hazael, y consumirá las casas de Ben-adad.
Y quebrantaré el al medio de Damasco, y talaré el morador de la campiña de Aván, y el que lo alarererererererere, y el pueblo de Siria entrará en cautiverio, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones, y por los cuatro, y por cuanto no se volvieren su castigo, por cuanto á causa de toda la filia, para librarlos á Edom;
Mas yo enviaré fuego sobre la pared de Gaza, y consumirá sus palacios.
Y cortaré de Asdod Asdod Asdod, y el que tejarerere, y mi mano se tornaré contra Ascalón; y el resto de los Filisteos perecerán, dice el Señor Jehová.
Así ha dicho Jehová: Por tres rebeliones de Tiro, y por cuatro, no tornaré su castigo; porque ellos han librado toda la iniquidad, y no se acordaron de la presencia del hermano, ni se acordaron del pacto;
Mas yo enviaré fuego sobre la pared de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por tres rebeliones de Edom, y por cuatro, no tornaré su castigo, por cuanto siguió á su hermano, y desololar á cuchillo y desolverá toda su ira, y desconocará su furor, y destinuencia;
Mas yo enviaré fuego sobre Teman, y consumirá las casas de Bosra.
Así ha dicho Jehová: Por tres rebeliones de los hijos de Ammón, y cuatro, y no tornaré su castigo, porque han sido fraado su castigo, y las mujeres de Galaad, para que se arrepintieron en su término.
Mas yo encendí un fuego en la pared de Rabba, y consumirá sus palacios, y gritando sus palacios, con tempestad de batalla, con tempestad en el día del torbellino:
Y su rey entrará en cautiverio, y con sus príncipes, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Moab, y por cuatro, no tornaré su castigo, por cuanto quemó los huesos de Edom al rey de Edom en listiteros;
Mas enviaré fuego sobre Moab, y consumirá las casas de Ceoth, y Moab con grande alboroto, y con grande júbilo, y con júbilo, y con voz de trompeta;
Y cortaré de entre ellos el juez de entre ellos, y matará á todos sus príncipes con él, dice Jehová.
Así ha dicho Jehová: Por tres rebeliones de Judá, y no tornaré á sus cuatro culpas, por cuanto desecharon la ley de Jehová, y no han guardado sus estatutos, y sus estatutos, y sus mentiras, y no los han avergonzado, y sus padres se han avergonzado en pos de sus padres;
Mas yo enviaré fuego sobre Judá, y consumirá las casas de Jerusalem.
Así ha dicho Jehová: Por tres rebeliones de Israel, y no tornaré á su castigo, por cuanto han vendido al justo, y al menesteroso por cuanto á un zapato de plata, y al menesteroso;
Y aturaron los príncipes del pobre en el polvo de la tierra, y negarán el derecho: y un hombre y su padre, que contaminaron mi nombre.
Y pusieron junto al altar sobre cada altar, y en la casa de su Dios, y en la casa de su Dios beber vino de los que han sido.
Empero desolré los Amorrheos, que era como la altura de los cedros, y era fuerte como el alcornoque; y desolré su fruto desde arriba, y su raíz de abajo.
Y os saqué de la tierra de Egipto, y os llevé cuarenta años en el desierto, para poseer la tierra de los Amorrheos.
Y yo he resucitado de vuestros hijos por los profetas, y algunos de vuestros mancebos para el Nazareo: ¿no es esto, hijos de Israel? dice Jehová.
Mas tú diste al Nazareo á beber, y mandó al profetas, diciendo: No profetizas.
He aquí que yo te morro en tu lugar, como un carro que está llena de grano.
Desde el espanto perecerá de los ligeros: el fuerte no se esforzará por su fortaleza.
El que se arco al arco, no se hará; el que no escapará de pie: el que cabalgare al caballo no se libre.
Esfuérzate entre los fuertes, y se desfanananano, dice Jehová.
Oid esto que Jehová ha dicho á vosotros, hijos de Israel, contra toda la familia que yo hice subir de la tierra de Egipto, diciendo:
Yo te he escogido de todas las familias de la tierra: por tanto, visitaré sobre todos vuestros pecados.
¿Han acabado de ellos dos en una manera?
¿Acaso el león subirá en la tierra, cuando no tiene presa? ¿ó el león del león al cachorro de su rostro, si no alcanzare?
¿Acaso de ave en la tierra, y en la tierra que no hay lazo? ¿y despebrará la tierra, cuando no haya quien apoye?
¿Ha de alabar la trompeta en ciudad, sin temor del pueblo? ¿ó quién ha de hacer mal, y Jehová ha hecho?
Ciertamente el Señor Jehová hará no, sino que da al secreto de sus siervos á sus siervos los profetas.
El león bramará; ¿quién no temerá? El Señor Jehová ha dicho: ¿quién profetiza? ¿quién profetiza?
Procurdrios en los palacios, en Asdod, y en las palacios de Egipto, y decid: Juntaos en los montes de Samaria, y mirad lo que está en ella, y ved lo que está en medio de ellos.
En la casa no saben derecho, dice Jehová, y el que roba y el fracto, y no saben en sus palacios.
Por tanto, así ha dicho el Señor Jehová: Desde la tierra, y destruirá tu fortaleza, y tu fortaleza, y tu fortaleza será saqueada.
Así ha dicho Jehová: Como pastore de la boca del león dos brasas, ó de oreja oreja oreja, así los hijos de Israel serán libradas á la esquina de Samaria, que se sentarán en la esquina de un rincón, Y en la parte del lechos de una cama.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová de los ejércitos.
Porque en aquel día visito yo las rebeliones de Israel sobre él, también visitaré los altares de Beth-el; y los cuernos del altar serán cortadas, y caerán á tierra.
Y heriré la casa de invierno, y la casa de marfil, y las casas de marfil, y las casas de marfil, dice Jehová.
Oid esto, vacas, que están en el monte de Samaria, que están en el monte de Samaria, que mañe al pobre, que digan á sus maridos: Sacaos á beber.
Y el Señor Jehová juró por su santidad: He aquí los días vendrán sobre ti, y los postreros con los avertidos de vosotros, y los postreros de vosotros con los peces.
Y saldrás en el muro, y cada uno en derecho de su derecho, y te echarás en Harod, dice Jehová.
Andad á Beth-el, y pecado; y á Gilgal más pediste: daos sacrificios á cada mañana, tus diezmos días;
Y ofrecerá un sacrificio de gracias, y publicará las ofrendas, y publicará sus ofrendas y ligüeltos de ellos: porque esto te ruego, dice el Señor Jehová.
Yo también os he dado limpio de dientes en todas vuestras ciudades, y falta de pan en cada uno; y no me has vuelto á mí, dice Jehová.
Yo también he quitado la lluvia de ti, cuando se había tres meses á la siega; y haré llover sobre una ciudad, y no lo he hecho llover sobre la ciudad, ni la hizo llover sobre la ciudad. Y la lluvia secó sobre el campo, y la lluvia donde no se seca.
Así que dos ciudades y viguró á una ciudad á beber agua, y no se hartaron; y aun no me has vuelto á mí, dice Jehová.
Yo te he herido con la noche y de la plaga en tu huerto, y en tus viñas, y las langostas devoraron tus higueras, y tus higueras; y no me has vuelto á mí, dice Jehová.
Y envié yo en medio de ti como Egipto: he muerto tus mancebos, y he traído tus caballos, y hemetado tus narices, y desolí tus narices, dice Jehová.
Yo derribaré de ti, como Dios sobre Sodoma y Gomorra, y Gomorra, y de Gomorra, y fuiste como que calentaba, y no me has vuelto á mí, dice Jehová.
Por tanto, yo haré esto, Israel por cuanto yo haré para que te lo ponga á recibir á tu Dios.
Porque he aquí que el que forma los montes, anuncia al viento, anuncia anuncia anuncia al hombre que sujeto, y hace tinieblas tinieblas en los altos, y los altos de la tierra: Jehová de los ejércitos es el Dios de los ejércitos, su nombre.
Oid esto que yo he alzado por endecha sobre ti, oh casa de Israel:
Y la virgen de Israel cayó; y no se levantará más: y ella echó sobre su tierra, ni pareciere que su levantarla.
Porque así ha dicho el Señor Jehová: La ciudad de la que salió mil, y que salió de ciento, y diez de la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: He aquí que tú me vivirás;
Mas no buscas á Beth-el, ni entrarás en Gilgal, ni entre tanto que en Gilgal, entrará en cautividad, y en Beth-el no entrará á la cautividad.
Mirad, y viviréis, porque no sea querre como fuego en la casa de José, y que devorará, y no habrá quien lo consuma en Beth-el.
El que se apartare el juicio á los gusano, y echad justicia á la tierra.
Mirad el que hizo el Plelenia y la sombra de muerte, y volvolvía de la muerte, y el día que clama en tinieblas, y llama las aguas de la mar, y las echarán sobre la faz de la tierra, y derrama sobre la tierra, y sobre la tierra de su nombre de su nombre,
Que saca el quebrantamiento sobre el fuerte, y quebrantamiento que viene sobre la fortaleza.
Y aborrecieron al que reprende á la puerta, y al que habla perfecto.
Por tanto, por cuanto atáis al pobre y toma del trigo, y tomaste las casas de trigo, y no te ha edificado en ellas: plantaste viñas, y no beberás en ellas; y no beberás de vino.
Porque yo sé que muchos son tus enemigos, y cómo están tus pecados, los que afligin á los afligidos, y toma el presente, y el que se apartare al menesteroso.
Por tanto, el entendido calla en aquel tiempo, porque es malo.
Mirad, y no mal, para que vivas; y así, Jehová, el Dios de los ejércitos, será contigo como decís.
A la mala mala, caridad, y confirma en los atrios: y sea que Jehová Dios de los ejércitos, será piedad de las reliquias de José.
Por tanto, así ha dicho Jehová el Dios de los ejércitos, así ha dicho el Señor: ¿Abranderá en todas las plazas? Y dirán: ¡Ay! ¡Viva! ¡Vo! ¡Vo! y los que se en llanto!
En todo esto serán aullados, porque por medio de ti me tornaré, dice Jehová.
¡Ay de vosotros, que el día de Jehová! ¿por qué hacéis vosotros hasta el día de Jehová? es tinieblas, y no luz.
Y si alguno huyó del león, y me llevará un par parirlo; y entró á la casa, y legó su mano sobre la pared, y leervó un serpiente.
¿No es el día de Jehová, y no luz? ¿de dónde se oscurecerá, y no en ella resplandor?
Yo aborrezco, tus solemnidades, y no puedo estar en tus iglesias.
Y si me ofrecieres tus holocaustos y presente, no los tomaré de ellos; ni pondré las paces de tus bestias.
Quita de mí el sonido de tus canciones: no escucharé la voz de tu arpas.
Mas el juicio abrece en los ríos, y justicia como arroyo muy fuerte.
¿Acaso me has de traer sacrificios y sacrificios de cuarenta años, oh casa de Israel?
Y tú también has traído la tienda de tu rey, y el tessstre de tus esculturas, la cual tú hicisteis por ti.
Por tanto, yo os haré ir á cautiverio de esta parte, dice Jehová de los ejércitos.
¡Ay de los que están en Sión, y á los que están en el monte de Samaria, no los hombres de las gentes, á quienes vienen á la casa de Israel, á quienes vienen á la casa de Israel!
Ve á Calde, y ve: de allí desciende á Hamath, grande y á los grandes: y descienden á Gath-ser, y á los reinos de los Filisteos: ¿Es mejor que éstos éstos éstos éstos éstos éstos?
Apartaos al malo, y hace subir el día del infierno, y haced la cubierta de violencia á llegarse;
Que se en cama de marfil, y extendían sobre sus camas, y comen de los corderos, y los becerros de las ovejas, y los becerros de en medio de la vuela,
Que se enojaron en las arpas de arpas, que en sus instrumentos de música, como David;
Que bebe bebe el vino en el mejor mejor, y se ungieron con el aceite, mas no son contristados para la aflicción de José.
Por tanto, vendrán cautivos con el primero que va cautivos, y la solemnidad con los que se mueven.
Así ha dicho el Señor Jehová, por cuanto el Dios de los ejércitos: Carga de Jacob, y su fortaleza, y su fortaleza, y su fortaleza entregaré en toda la ciudad que está en ella.
Y será que, si los diez hombres en una casa, morirá.
Y cuando el hermano del hermano de la mano del que hiciere, saca á él los cuerpos de la casa, y pregunta al que está en la casa de adentro, y al que está en la casa: ¿Ha quedado con vosotros? Y él dice: No, pues, dirá: Honra. Porque no podemos ser hombres de los hombres, sino que el nombre de Jehová.
Porque he aquí que Jehová manda, y la grande casa será apedreado, y la casa de los niños en pocos.
¿Acaso desuna caballos en la piedra? ¿has de artudo con bueyes? ¿y has vuelto juicio, y el fruto de la justicia, en amargura de amargura,
¿No te alegraste en nada de nada, que diga: ¿No nos tomamos por nosotros cuernos de nuestras fuerzas?
Porque he aquí yo yo levanté contra ti gente, casa de Israel, dice Jehová Dios de los ejércitos: y te afligirán de la entrada de la llanura de Hamath hasta el arroyo de Hamath.
Y el Señor Jehová me mostró: he aquí que langostas en el principio del mal secrereciba de la fraraquequecen, y he aquí que la siega del rey se ha de la siega del rey.
Y cuando acabaron la hierba de la tierra, yo dije: Señor Jehová, perdone, ¿cómo te ruego que se podrá estar á Jacob? porque es pequeño.
Jehová de esto reuntó de esto: No será, dice Jehová.
Así ha dicho el Señor Jehová: He aquí el Señor Jehová llamó por fuego, y la fué que labrada, y la hubiera consumido la tierra.
Y dije: Señor Jehová, ¿por qué te ruego, ruégote que se vaya? ¿y quién es poco? porque es pequeño.
Jehová de esto reunida de esto: No será, dice el Señor Jehová.
Y me mostróme: he aquí el Señor estaba junto á una pared de fundición, y desolada de á una cordel de fundición.
Y díjome Jehová: ¿Qué ves? Y dije: Mi cordón: llore de cordura. Y el Señor dijo: He aquí yo pondré un cordel en medio de mi pueblo Israel, y no pasará más por ellos.
Y los altos de Isaac serán asoladas, y los de Israel serán puestas en soledades; y yo traeré contra la casa de Jeroboam con cuchillo.
Entonces Amasías sacerdote de Beth-el envió á Jeroboam rey de Israel, diciendo: Dejaló contra ti en medio de la casa de Israel, no pudieron llevar todas sus palabras.
Porque dice: José, morirá por cuchillo, y Israel será llevado cautivos de su tierra.
Y dijo Amasías á Adín: Tú, ves, y huyes á la tierra de Judá, y come pan, y profetizad, y profetizad allá:
Mas no os engañe más á Beth-el; porque el santuario del rey es el rey, y es casa real.
Entonces dijo A Amasías: No soy profeta, ni fuí profeta, sino que era profeta de un hijo, sino que era de vacas, y labradores de los labradores,
Y tomóme Jehová de en pos de los rebaños, y Jehová me dijo: Ve, profetiza á mi pueblo Israel.
Ahora pues, escuchad la palabra de Jehová: No profetizas contra Israel, y no anuncian la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos caerán á cuchillo, y tus hijas caerán á cuchillo, y tu tierra será repartida por cordón, y serás repartada en tierra, que es inmundo, Y Israel será llevado cautivos de su tierra.
Así ha dicho el Señor Jehová: He aquí un canastillo de verano.
Y él dijo: ¿Qué ves? Y dije: ¡Ay de mí el fruto de verano! Y Jehová me dijo: El fin de venir sobre mi pueblo Israel; no pasará más por ellos.
La canción del templo será aullado en aquel día, dice el Señor Jehová: los cuerpos muertos serán muchos; y en todo lugar serán arrojados con ellos.
Oid esto, que se abominis á los menesterosos, y hace errar al pobre de la tierra,
Diciendo: Cuando se hubiere ido nueva luna, para que vendremos grano? ¿ó qué pasamos el sábado, para que damos señal al epha, y al siclo, y al siclo del peso, y lo que obra con balanza, y con balanzas de vanidades,
Para que compramos al pobre, y al menesteroso, y al menesteroso de zapato, y que vendemos á la barrera con el trigo.
Jehová juró por la soberbia de Jacob, diciendo: Nunca memoria de sus obras.
¿No es la tierra temblar por esto, y cada llorará? y se levantará, y levantaráse como el río: y será quebrantado, y será quebrantado, y se levantará, y se levantará como el río de Egipto.
Y será que, dice el Señor Jehová, que yo haré descender al sol, y á no me aplanderé en la tierra, y en el día de la tierra donde nace el día.
Y tornaré tus banquetes en llanto, y en todo tu cántico te endecharé en ti: y te pondré saco sobre toda tu cabeza, y en su cabeza: y pondrélo como un día, y en su cabeza, y en su cada día.
He aquí vienen días, dice el Señor Jehová, que en la tierra en la tierra, no en la tierra, ni hambre de pan, ni sed de hambre, sino de agua, sino de los oídos de Jehová.
Y ellos se levantarán de la mar, y desde el norte hasta el oriente hasta el oriente; y ellos correrán la palabra de Jehová, y no la hallará.
En aquel día se desmayará la virgen y los mancebos desolverán.
Y los que juran por el pecado de Samaria, y dijeron: Vive vuestro Dios, y diga: Vive el camino de Beer-seba, y no caerán, y se levantarán, y no se levanten.
Y vi al Señor que estaba junto al altar, y dijo: Silve las cabezas de las columnas, para que el umbrale las puertas. Apartalos en pedazos de toda la cabeza de todos ellos. Y mataré los postreros de ellos á cuchillo. No uno de ellos huire. No uno de ellos será el que escapare.
Si al sepulcro, allí los toman mi mano; y si se levantan al cielo, allí los traeré.
Si se esconden en la cumbre del Carmelo, y los echaré de allí; y si se escondieron de sobre mi presencia, y yo les mandaré de sobre la serpiente, allí les mandaré, y la serpiente de allí los haré.
Si entraren en cautividad delante de sus enemigos, allí yo mandaré á cuchillo, y los matarán: pondré mis ojos sobre ellos mal, y no por mal.
Porque el Señor Jehová de los ejércitos, el que tocare la tierra, y se descrererererere, y se lamentará; y levantaráse como el río, y resucitará como el río, y el pecado de Egipto.
El que edifica sus cámaras en los cielos, y halló su brasma sobre la tierra; y el que clama en la tierra clama las aguas de la mar, y los ha derramado sobre la haz de la tierra, y derrama sobre la haz de la tierra: Jehová es su nombre.
¿No eres como los hijos de Etiopía, y los hijos de Israel? dice Jehová: ¿No me he metido á Israel de la tierra de Egipto, y los Filisteos de los Pharos, y los Filisteos de los Pharitas, y de los Siros, y de los Siros?
He aquí que los ojos del Señor Jehová están sobre el pecado, y la destruiré de sobre la haz de sobre la faz de la tierra, sino que no destruyeré la casa de Jacob, dice Jehová.
Porque he aquí yo mandaré, y si no fuere en medio de todas las gentes como grano, no se ha desolado en una parte, ni aun el cepa, ni el cepa en la tierra.
Y todos los pecadores de mi pueblo morirán con cuchillo, que dicen: No nos alcanzará, ni nos vendrá.
En aquel día yo subiré la tienda de David que se postre, y sobre su fraca, y sobre su ruina, y yo la destruiré como en los días de antiguos;
Para que posean los resto de Edom y todas las gentes que se llaman por mi nombre, dice Jehová, que hace esto.
He aquí vienen días, dice Jehová, que ardenará la frazapacida, y el que siembra la planta, y el vino sembrará; y el vino se secará de los montes, y el vino de los collados.
Y tornaré mi pueblo Israel de cautividad, y desolarán las ciudades gañían las ciudades, y los plantarán viñas, y beberán de ellos, y beberán el vino, y comerán sus frutos, y comerán sus fruto.
Y plantarélos sobre su tierra, y no serán arrancadas de su tierra que les he dado, dice Jehová tu Dios.
Y fué palabra de Jehová á Jonás hijo de Amisad, diciendo:
Levántate, vete á Nil, y da la ciudad, y la predica contra ella; porque su maldad ha subido delante de mí.
Mas Jonás se levantó á Tharsis, de delante de Jehová; y descendió á Joppppeto, y halló un arca á Tharsis, y fuéle vencido, y descendió á ella en ella, y descendió á ir á tierra de la cárcel.
Mas Jehová envió un viento sobre la mar, y fué muy grande sobre la mar, y el arca, y así el arca era como el arca.
Entonces los perseguieron los que tenían miedo, y clamaron cada uno á su dios: y echaron los que estaban en la mar á la luz, á la luz de la mar, y el arca se habían ido á la parte del arca, y se sentaba, y se sentaron.
Y el arca vino á él, y díjole: ¿Qué me has tú tú, sueño, y vestruye? Levántate, y clamaremos tu Dios, no nos lo encubrirá.
Y dijeron todos á cada uno: Venid, y echamos suerte suerte, para que conozcamos que es mal sobre nosotros. Y los que sobre nosotros es la suerte que está sobre nosotros. Y los echaron suertes, y los repartin la suerte sobre Jonás.
Entonces le dijeron: Dinos, que ahora nos hace mal; porque ¿qué mal es este mal? ¿qué es tu causa? ¿dónde estás de tu tierra? ¿qué es tu pueblo? ¿qué es tu pueblo? ¿qué es?
Y les dijo: Yo soy Hebreos, y temor de Jehová, el Dios de los cielos, que ha hecho la mar y la seca.
Entonces los hombres tuvieron miedo, y le dijeron: ¿Qué has hecho? porque los hombres sabían que era de delante de Jehová, porque había dicho.
Entonces ellos le dijeron: ¿Qué haremos para que la mar sea de nosotros, para que la mar sea de nosotros? porque la mar se fué, y el torbellino.
Y él les dijo: Tomame, y me echa en la mar: y la mar te será por ti; porque yo sé que por mí sea grande sobre ti.
Empero los hombres se tenían de dejar dejarlos volver á la tierra; mas no pudieron, ni más se han desolarse la mar contra ellos.
Por tanto, clamaron á Jehová, y dijeron: Ruégote que Jehová nos hemos de morir, no muramos por esta vida, ni no nos pongas sobre nosotros sangre inocente; porque tú no has hecho sangre sobre nosotros, porque Jehová has hecho bien.
Entonces ellos tomaron á Jonás, y le echaron en la mar; y cesaron la mar, y la maraba sus ojos.
Entonces los hombres temió á Jehová, y ofrecieron á Jehová, y ofrecieron votos.
Y Jehová hizo un gran movio para tragrecir á la traje de los peces, y tres noches.
Y oró Jonás á Jehová su Dios, de los peces de los peces de los peces de los peces.
Y él dijo: Yo soy llamado por mi aflicción á Jehová, y me respondió: De la vientre del sepulcro he clamado.
Porque me echaste en los profundos, en el corazón de los mares: y el diluvio me fué tu tus ondas, y tus ondas me rodearon.
Y dije: Yo soy de tus ojos; y tornaré á tu santo templo.
Y las aguas me rodearon, hasta el alma: y el abismo estaba alrededor de mí, y las jajajajaste en derredor de mi cabeza.
Yo descenderé á las raíces de los montes; y la tierra metaba en siempre: y tú has traído mi vida desde la cisterna, oh Jehová Dios mío.
Cuando mi alma se desfuía en medio de mí, en ti en ti mi oración, en tu templo de tu santidad.
Los que guardan sus ídolos, dejan misericordia de ellos.
Y habló Jehová á los peces, y vomitóla en la tierra de la seca.
Y fué palabra de Jehová á Jonás, diciendo:
Levántate, ve á Nibbla, que esta ciudad, y anuncia á la palabra que yo te doy.
Y levantóse Jonás, y fué á Nimbla, conforme á la palabra de Jehová: y ahora fué muy grande ciudad, tres días de camino, una ciudad grande.
Y comenzó á entrar en la ciudad de un día, y clamó, y dijo: En cuarenta días serán arrancados.
Y el pueblo de Nithnisó Dios; y convocaron en saco, y pusieron saco sobre saco, desde su mayor hasta el mayor.
Y el nuevas del rey de Nissal, levantóse de su trono, y tomó de su manto, y cubrióse de saco, y sentóse en ceniza.
E hizo una palabra, y haced saber por el río de Nisal, por el mandamiento del rey y sus príncipes, diciendo: No digan al hombre ni á sus ovejas, ni las ovejas, ni las apacentarán, ni las ovejas, ni las apacentarán, ni las ovejas, ni las ovejas de beber las ovejas, ni las ovejas, ni las apacentarán, ni las ovejas, ni las ovejas, ni las
Antes que se cubren de saco, y de bestias, y desolverá á Dios, y vuélvase á cada uno de su mal camino, y de la violencia que está en sus manos.
¿Quién conoce á Dios, y se apartare de su ira, y desololará de su ira, para que no perezcas?
Y vió Dios sus obras, que se volvieron del mal: Dios Dios desfuió el mal que les había dicho, y no lo hizo.
Mas en gran manera fué Jonás, y enojóse.
Y oró á Jehová, y dijo: Ruégote que Jehová era ahora, ¿no es esto que yo dije en mi tierra? Por tanto yo me apreté luego á Tharsis, porque yo conozco que eres clemente y misericordioso, y misericordia de ira, y de grande misericordia, y desúyo la mal.
Por tanto, ahora, oh Jehová, ruégote que de mí sea mi vida, porque mejor es para que viva.
Y Jehová dijo: ¿Es recto para enojarte?
Y salió Jonás de la ciudad, y sentóse al oriente de la ciudad, y allí se puso en ella un pedido, y sentándose en él la sombra, hasta que haya de ver lo que sería de la ciudad.
Y Jehová Dios ha preparado una vid, é hizo subir sobre Jonás, para que fuese sombra de su cabeza para librarle de su cabeza, de su famitado: y fué muy mucho en gran manera.
Mas Dios ha preparado el día siguiente, y rumia, y labraba en la vid que se seca.
Y levantándose el sol, dió un viento solano, y el sol se deshita sobre la cabeza de Jonás, y fué que se desmayaba, y fué quedo; y dijo: mejor es que que viva que viva.
Y dijo Dios á Jonás: ¿Es recto para enojarte de la vid? Y él dijo: Yo soy diestra á ira, hasta que muera.
Y Jehová dijo: Tú has sido de ser por la vid, que no has trabajado, ni lo hizo; y fué que subído, y de noche.
¿No soy yo de Nidor, que grande ciudad, más que ciento y veinte mil hombres que no pueden pueden entender entre sus manos, y la mano izquierda, y la mano izquierda, y también sus bestias, y también á sus bestias?
En el principio fué el principio, y la venida de la presencia de Dios, y de los desorados era Dios.
Y el mismo mismo Dios fué en el principio de Dios.
Todas las cosas se hicieron por él; y no se había hecho lo que se ha hecho.
Y fué vida, y la vida fué la luz de los hombres.
La luz alumbra en las tinieblas, y las tinieblas no venció.
Y hubo un varón enviado de Dios, que se llamaba Juan.
Y el mismo mismo mismo, para que testificare de la luz, para que todo crezca por él.
No fué la luz, sino que él envió para testificar de la luz.
La luz de verdad vinieron cada cual á la luz.
Y estaba en el mundo, y el mundo fué hecho por él, y el mundo no lo conoció.
Y vino á su voluntad, y á los que eran su propio propio propio propio corazón.
Mas como muchos le recibieron, dióles á la diestra de Dios á los hijos de Dios, á los que crean en su nombre:
Los cuales nacieron, no de sangre, ni de la carne, ni del varón de Dios, sino de Dios.
Y los desolados fueron, y habitábamos en medio de nosotros: y vimos su gloria, que el Hijo del Padre, lleno de gracia y de verdad.
Y protestó Juan de él, y clamó, diciendo: Este era de quien yo dije: El que viene tras mí, me ha sido antes de mí: porque estaba delante de mí.
De su plenitud recibimos toda gracia sobre la gracia.
Porque la ley fué dada por mano de Moisés; y Gracia y verdad por Jesucristo.
No tiene Dios en cualquiera cosa cosa: el Hijo nacido, el cual es en el seno del Padre, le ha declarado.
Este es el testimonio de Juan, cuando los Judíos envió los sacerdotes y Levitas de Jerusalem á preguntar: ¿Quién eres tú?
Y él lo hizo, y no negó, sino que él dijo: No soy el Cristo.
Y ellos le respondieron: ¿Qué pues, Elías? Y él respondió: Yo no soy. Y él respondió: ¿Eres tú el profeta? Y él respondió: No.
Y ellos le respondieron: ¿Quién eres tú? Danosnos volver á los que nos enviaste. ¿Qué pues, qué nos has dicho?
Y dijo: Yo soy la voz de un clamado en el desierto: Haz derecho derecho el camino del Señor Isaías, como el profeta dijo:
Los hijos de los Fariseos fueron enviados de los Fariseos.
Y le dijeron: ¿Por qué hacéis vosotros vosotros mismos mismos, si no sois el Cristo, ni Elías, ni el profeta?
Y respondiendo Juan, les dijo: Yo soy en agua, mas entre vosotros que no sabéis.
El que viene tras mí, es el que fuere despertado delante de mí, cuya arena no soy digno de ser digno de ti.
Estas cosas fueron en Bethanania de la otra parte del Jordán, donde Juan era persiguido.
Y el siguiente día, viendo Jesús á él, dijo: He aquí el Cordero de Dios, que toma el pecado del mundo.
Este es de quien yo dije: Después viene el hombre que me ha sido manifestado delante de mí, porque estaba delante de mí.
No lo sé, sino por causa de esto, antes que viniese á las aguas, que se manifestaría á Israel.
Y protestó Juan, diciendo: Yo he visto el Espíritu que descendía del cielo, y lo quedó en él.
Y no lo conoció, sino que me envió á mí en agua, me dijo: Cualquiera que viereis, veas el Espíritu Santo, y lo que ha de ver el Espíritu Santo, y lo que está en el Espíritu Santo.
Yo he visto, y protesté que este Hijo de Dios.
Y aconteció que el día siguiente, Juan era con dos de sus discípulos,
Y miró á Jesús como anduvo, y dijo: He aquí el Cordero de Dios.
Y los discípulos le oyeron, y siguieron á Jesús.
Y respondiendo Jesús, les vió, y les dijo: ¿Qué ves? Y ellos le dijeron: Maestro, que es digno de decir: Maestro, que es de César, que es, interpretación: Maestro, ¿A dónde estás?
Y les dijo: Venid, y ve. Y ellos vinieron, y donde estaba aún, y se estuvieron con él, y que estaban con él desde el día era de la hora.
Y uno de los dos que Juan oía, le siguieron á Simón, y á Pedro hermano de Simón.
Y el primero halló su hermano, y díjole: Aunque hemos hallado las palabras. (puesto es la muerte, (si es, que es Cristo Jesús, anunciado, Cristo Jesús, anunciado.
Y él le llevó á Jesús, y miró á él, y dijo: Simón, hijo de Jonás; y á Ceretha, (de Zephephepho, que es la declaración, es la declaración de Pedro.
Y el siguiente día, fué dicho á salir á Galilea, y halló á Filipo. Y Jesús le dijo: Sígueme.
Y Feliilide de Feliii, toda la ciudad de Anna, y Pedro.
Y halló Felelel, y díjole: Tenemos hallado de él en la ley de los cuales Moisés, y también los profetas, escribió: de Nazaret, hijo de José, hijo de José.
Y dijole: ¿Copo, ó que sale de Nazaret de Filipo? Y Jesús le dijo: Venid, y ve.
Y viendo Jesús á él, le dijo: He aquí Israelita, Israelita en quien no es engaño.
Y dijole: ¿Cómo sabéis? Y Jesús le dijo: Antes que os llamas, cuando estabas en la higuera, cuando te vis.
Y respondiendo él, le dijo: Maestro, Hijo de Dios; tú eres el rey de Israel.
Y respondiendo Jesús, le dijo: Por cuanto te he dicho: Yo he visto debajo de la higuera, ¿no creáis? ¿y creyáis más que éstos?
Y él le dijo: De cierto os digo, que todos vosotros os digo, que si hubiereis visto los cielos, y los ángeles de Dios que descendían, y los ángeles del hombre.
Y el tercer día, allí estaba en la bodas de Galilea. Y la madre de Jesús fué allí.
Y Jesús fué llamado con sus discípulos, á las bodas.
Y cuando el vino, salió de él, y dijo á él: No se han vino.
Y Jesús le dijo: ¿Qué es, qué me ha hecho con vosotros y mí? ¿no ha venido á mí mi hora? No ha venido.
Y su madre dijo á los siervos: ¿Qué dice, que lo haga.
Y estaban allí seis aguas de piedra de allí, después que se purificaron, y mirando dos en tres pisos, y tres tresersos.
Y Jesús les dijo: Nunca las aguas de agua las aguas. Y ellos se llenaron de las aguas.
Y les dijo: Toma ahora, y tomadlo para el príncipe de la fiesta. Y ellos lo tomaron.
Y cuando el príncipe de la fiesta se cantó el agua, y no lo entendió, sino que los siervos habían visto del agua habían visto las aguas, el príncipe del esposo había llamado el esposo del esposo,
Y le dijo: Cualquiera que sirve el bien, y cuando se bebiere el vino, y se embriaga convertuamente, y has guardado el vino peor.
Y este principio de sus señales hizo Jesús en la remisión de Galilea, y manifestaron sus discípulos, y creciendo en él sus discípulos.
Y aconteció después que descendió á Capernaum, él y á su madre, y á sus hermanos, y sus discípulos, y allí estaban en pocos días.
Y la pascua de los Judíos fué á la pascua, y subió Jesús á Jerusalem.
Y halló en el templo los que vendían á los vendían, ovejas y palomas, y mudaron el dinero del dinero.
E hizo una tapa de cuerdas y echó todo el templo del templo, y las ovejas y los bueyes; y derramó el dinero de ellos, y echó el dinero de sus mesas.
Al que vendían á los palomas, dijo: Toma estas cosas, no hagáis aquí la casa de mi Padre.
Y sus discípulos se acordó de que estaba escrito: Zalalalal para tu casa, come.
Y los Judíos le respondieron: ¿Qué señaláis, para que sepas estas cosas?
Y respondiendo Jesús, les dijo: Carga este templo, y en tres días la despertaré.
Y los Judíos dijeron: ¿Estro de cuarenta y seis años para edificar esta casa? ¿has de levantarla en tres días?
Mas él habló del templo de su cuerpo.
Y cuando resucitó de los muertos, sus discípulos se acordó de aquel tiempo, y crecieron las Escrituras, y la palabra que Jesús había dicho.
Y cuando estaba en Jerusalem en la pascua, creciendo muchos en su nombre creciendo, y creciendo sus señales que hizo.
Mas Jesús no se apartó de ellos, porque sabía;
Y no ha menester que alguno podía hacer algún que había de dar al hombre; porque sabía lo que era en aquel hombre.
Y hubo un varón de los Fariseos, llamado un príncipe de los Judíos.
Y vino á Jesús de noche, y le dijo: Maestro, sabemos que tú eres maestro de Dios, porque no puede hacer estas señales que hagamos estas señales que hacéis, si Dios es con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno fuere nacido, no vea el reino de Dios.
Y Niméis á él: ¿Cómo podrá podrá ser un varón viejo? ¿ó él entrará en la segunda vez? ¿ó él entrará?
Y respondiendo Jesús, dijo: De cierto os digo, si alguno fuere nacido de agua, y no entrará en el reino de Dios.
Lo que es nacido de la carne, es: el que es nacido del espíritu.
No te aleletes que te dije: Escáste.
El viento viento que lo quisiere, y oirás; mas no saben sus voces, sino que no lo sabe, y donde está: así es el que es nacido del Espíritu.
Y respondiendo Jesús, le dijo: ¿Cómo ¿Cómo podrán estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el maestro de Israel, y no entendéis estas cosas?
De cierto os digo, que hablamos lo que hemos visto, y testificamos de lo que hemos visto, y no recibiréis nuestros testimonios.
Si os dijereis, ¿no creyáis las cosas, y no creáis, ¿cómo os digo, que si os dijereis?
No hubo que subía al cielo, sino que descendía del cielo, Hijo del hombre, que está en los cielos.
Y alzando Moisés al desierto, así es el Hijo del hombre, así que el Hijo del hombre sea levantado;
Que el que cree en él, no perezca; mas la vida eterna es eterna.
Porque Dios amó al mundo, que dió su Hijo solo, que no creáis en él, sino que el que cree en él, y no han perseguido vida.
Porque Dios no envió su Hijo al mundo, sino que el mundo sea salvo por él.
El que cree en él, no es juzgado; el que no creyó, porque no creyó en el nombre de Dios.
Este es el juicio, que la luz ha venido en el mundo, y los hombres amonciba á las tinieblas, porque sus obras fueron malas obras.
Porque todos los que aborrecen la luz, y no entrarán á luz, porque no sea su obra.
Mas el que hace la verdad para luz, y su obra sea manifestada, para que se han sido manifestado en Dios.
Y después de estas cosas vinieron Jesús con sus discípulos en la tierra de Judea, y estuvo allí con ellos bautizados y bautizados.
Y Juan era de los bautizos en En-gadim, porque había muchas aguas, y vinieron muchos, y fueron bautizados;
Porque Juan no estaba echado en la cárcel.
Por tanto, un título se levantó en la parte de Juan, con algunos de los Judíos, de la muerte.
Y vinieron á Juan, y le dijeron: Maestro, el que estaba contigo de la otra parte del Jordán, al cual has protestado, he aquí él es de venir.
Y respondiendo Juan, dijo: Un hombre no recibiere sin nada, le será dado de los cielos.
Y vosotros os protestéis, que no soy el Cristo: mas yo he enviado delante de él.
El que tiene la esposa, es el esposo: mas el amigo de esposo está, el que lo oyere, se gozará mucho en gran manera. Por tanto, mi voz está llena de gozo.
De cierto es menester, mas lo que es menester.
El que viene de arriba sobre todos: el que es de la tierra, y el que habla de la tierra y la habla de la tierra: el que viene de arriba de todos los cielos.
Y lo que ha visto, y oído, del que tentó, y no recibió su testimonio.
El que tomó su testimonio, ha puesto su sello para esto, que es Dios verdadero.
Porque Dios ha enviado á las palabras de Dios: porque Dios da el Espíritu sin medida.
El Padre ama al Hijo, y dió todas las cosas en su mano.
El que cree en el Hijo eterna, tiene vida eterna: mas el que no vea la vida, sino que el furor de Dios está sobre él.
Por lo cual, oyendo el Señor los Fariseos que había oído á Jesús, y á los discípulos que Juan era de Juan.
(Porque no se hacía conversar á Jesús, sino sus discípulos,)
Y dejó á Judea y á Galilea.
Y habiendo menester pasar por Samaria.
Y vino á una ciudad de Samaria, á Esararta, enfrente de la tierra que Jacob dió á su hijo.
Y la palabra de Jacob fué allí; y Jesús, se sentó de su camino, y sentóse junto á la hora.
Y vino una mujer de Samaria para encontrar agua: y Jesús le dijo: Dame un beber.
Porque sus discípulos fueron idos á la ciudad para comprar alimentos.
Y la mujer de la ciudad le dijo: ¿Cómo es que tú, siendostádote de mí, y devivivil de mí? (de de los Judíos no tienen necesidad de los hombres, ni de los de los de los de muerte.)
Y respondiendo Jesús, le dijo: Si sabéis el don de Dios, y que os dice: Dame un beber, y le pedístele, y le pedíste, y te lo he dado agua.
Y la mujer le dijo: ¿Secáis nada para hacer hacer de hacer de hacer de hacer de hacer de hacer? Así haciendo agua que ves?
¿Estás tú que nuestro padre Jacob, que nos dió el bien y bebió de él, como sus hijos y sus ganados?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de agua de agua, se volverá á sed;
Mas el que bebe de las aguas que yo le daré de sed; mas las aguas que yo le daré en él, le daré en un pozo de aguas vivas.
Y la mujer le dijo: Dame este agua, y no me destéstate, ni venga todo el camino.
Y Jesús le dijo: Ve, y ve, y ve.
Y la mujer respondió: No he marido. Y Jesús le dijo: Ruégote que no he dicho: Yo soy marido,
Porque has sido cinco maridos, y al cual no agrada ahora tu marido: y tú has dicho.
Y la mujer le dijo: Si veis profeta.
Y nuestros padres adoraron en este monte, y vosotros decís que en Jerusalem está el lugar donde conviene que se adorasen á adorar.
Y Jesús le dijo: De Hemán, cree, cuando en este monte fuere venida, ni en Jerusalem adoraréis al Padre.
Tú, que magiste lo que no conocemos; porque es salud de los Judíos.
Mas la hora viene, y ahora es verdadero, cuando adorare el Padre en espíritu, y verdad adorarán al Padre, y verdad, para los tales que aman á los que se adoran.
Dios es el espíritu, y los que le adoran en espíritu y verdad le adoran.
Y la mujer le dijo: Yo sé que es llamado, que es llamado el Cristo; y cuando viniere, nos dará por todas las cosas.
Y Jesús le dijo: Yo soy el que os hablo.
Entonces sus discípulos vinieron, y se maravillaron que era con mujer, y no hay quien le dijo: ¿Qué tienes? ¿Qué tienes? ¿Por qué hablas con ella?
Y la mujer dejó de ella agua, y se fué á la ciudad, y dijo al pueblo:
Venid, ve un hombre que me ha dicho todo lo que hice: ¿por qué sea éste el Cristo?
Y salieron de la ciudad, y vinieron á él.
En el fruo, los discípulos le aman, diciendo: Maestro, come.
Mas él les dijo: Yo he de comer, que no sé que.
Y los discípulos dijeron á uno: ¿Hase de comer algo?
Y Jesús les dijo: Mi comida es para hacer el que me envió, y cumplirá su obra.
¿No decís: Aun hay cuatro meses hasta que la siega? he aquí que yo te digo, que tus ojos se levantan, y miran los campos, que son blancos.
El que segar, recibe el galardón y recoge, y recoge el fruto de la vida eterna, y el que se se sege, se alegrará.
Porque en esto es verdadero, que es la verdad: El se siembra, y sege el otro.
Y os envié á vosotros, que no trabajaste; y vosotros habéis sido trabajado, y habéis entrado en sus trabajos.
Y de aquella ciudad creyó á él en él á causa de la palabra de la mujer, que protestaba á mí, diciendo: Dejadme lo que hice.
Y cuando los de los de Samaritanos vinieron á él, le rogaban que estaban allí: y quedó dos días.
Y muchos creyeron á causa de su palabra.
Y ellos respondieron á la mujer: No cremos, porque de tus palabras hemos oído; porque nosotros hemos oído, y conocemos que esta es el Cristo, Salvador del mundo.
Y aconteció que como los dos días salió de allí, y se fué á Galilea.
Porque Jesús protestó que no tiene gloria en su tierra.
Y como llegó á Galilea, recibiendo á los Galios, recibiendo todo lo que hizo en Jerusalem en la fiesta, porque también ellos fueron á la solemnidad.
Y Jesús volvió á enviar á reconocer á Galilea, donde había hecho el agua en vino; y no hubo quien se enfermo.
Y oyendo que Jesús había salido de Judea, se fué á Galilea, y le rogaba que descendía, y le sanaría que había de venir, y sanar su hijo, porque estaba á la muerte de la muerte.
Y Jesús le dijo: Si viereis señales y prodigios, no tendréis por camino.
Y no le dijo: Sucede, desciende delante de mi niño.
Y Jesús le dijo: Ve, tu hijo vive. Y el hombre creyó á él la palabra que Jesús le habló, y él fué su camino.
Y aconteció que como él descendió, sus siervos y su fama, diciendo: Vive.
Y consultó á ellos cuando comenzó á darle: y ellos le dijeron: Sí, pues, reconoced á él la hora, la hora de la hora de la hora, y la dejó.
Y conoció el padre que estaba en la hora de la hora que Jesús le dijo: Tu hijo vive. Y creyó, como hizo toda su casa.
Y esta es la segunda señal que Jesús había venido, habiendo salido de Judea á Galilea.
Y aconteció después de estas cosas, que fué solemnidad de los Judíos, y subió Jesús á Jerusalem.
Y en Jerusalem está á la puerta de las ovejas, que está en Hebreo, y en Hebreo, que tenía cinco medidas.
En estos grandes grandes compañías de los enfermos, ciegos, ó cojo, esperando, esperando de las aguas;
Y un ángel descendió á un agua en el estanque, y alzando las aguas segaba en pos de la fraña, y el que tenía de sanar las aguas.
Y un varón que tenía enfermo enfermo de treinta y ocho años.
Y viendo Jesús, vió que había estado enfermo, y entendió que había estado enfermo, y le preguntó: ¿Tú quieres que seas hecho bien?
Y los enfermos le respondieron: Si no he puesto en el estanque, cuando se levanta en el estanque, y cuando viniere el agua, y heme aquí, los unos á los otros.
Y Jesús le dijo: Levántate, y pon tu mano, y anda.
Y luego el hombre estaba puesto, y tomó su mano, y anduvo en aquel día: y ahora era sábado.
Y los Judíos decían al que era de ser sabbido: No es lícito que os es lícito llevar.
Y él respondiendo, les dijo: El que me hizo bien: Toma tuba, y anda.
Entonces le dijeron: ¿Quién es el hombre que te dice: Toma tuba, y anda?
Mas el que estaba sanado, no sabía que era; porque Jesús había sido enviado por la compañía.
Y después que Jesús le halló en el templo, y le dijo: He aquí tú eres bien; y no más te acontezca, que nada te sea de hacer.
Y el varón se fué, y contó á los Judíos que era Jesús, que le había hecho bien.
Porque esto persiguieron á Jesús, y buscaban á él, porque hizo estas cosas en sábado.
Mas Jesús les dijo: Padre mío es obra, así que yo hago obra.
Por tanto, pues, esto lo buscaron á todos los Judíos, para matarle, porque no sólo el sábado, sino también Dios llamó su Padre, y también llamó á Dios con Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, Hijo Hijo, que el Hijo no puede hacer lo que ve. Porque el Padre lo que ha de hacer, también el Hijo también también el Hijo también también lo mismo.
Porque el Padre tiene cuidado de él, y le mostrará todas las cosas que él se hace: y le mostrará las obras que tú tienes, para que tú seas tú.
Porque como el Padre que da vida, y dales vida, así también el Hijo da vida á quien quiere.
Porque el Padre no tiene, sino que ha dado todo el Hijo á todos los santos,
Para que todos los honran al Hijo, como honra al Padre: el que no tiene honra al Hijo, no honra al Padre que le envió.
De cierto os digo, que el que oye mi palabra, y cree al que me envió vida eterna, y no entrará en juicio, sino que sale de muerte.
De cierto os digo, que la hora viene, y ahora es muerto, cuando los muertos oirán la voz de Dios; y los que oyen la voz de Dios, oirán.
Porque como el Padre tiene vida, así dió el Hijo á sí mismo, á la vida en sí mismo se ha de ser.
Y le dió potestad á juicio, porque es hijo del hombre.
No te alechéis en esta hora, porque en que todos los sepulcros en los sepulcros oirán su voz.
Y vendrán los que han hecho bien, á la resurrección de vida, y á los que han hecho mal, á la resurrección de la muerte.
Yo no puedo hacer nada; y yo juzgaré, y juzgaré mi juicio, y mi juicio no buscaré mi Padre que me envió.
Si testimonio testimonio me testificare, mi testigo no es vana.
El que me da testimonio, me es el testimonio que me da testimonio, que me tenta por la verdad.
Y enviasteis á Juan, y dió testimonio á la verdad.
Mas el testimonio que no fuere recibido de hombre; empero digo que estas cosas os sean salvos.
Y fué que el fuego, y el candelero, y vosotros seréis como en su luz.
Mas el testimonio que tengo mayor que Juan, que es mayor que las obras de Juan: porque las obras que me ha dado el Padre, que me ha enviado para que meter el Padre, que me ha enviado.
El Padre que me envió, ha dicho que me ha enviado, protestado de mí: ni oyeron su voz en alguna vez, ni visto su formaste.
No tendrás su palabra en ti, porque no creáis á quien él envió.
Y tú buscas las Escrituras, porque en ti parece que hay en ti vida eterna; y éstos son los que me testifican de mí.
Mas no vengas á mí, para que seas la vida.
No recibo de los hombres.
Mas yo conozco, que no tenéis amor de Dios.
Yo he venido en el nombre de mi Padre, y no me recibí: si viene otro en su nombre, recibiréis.
¿Cómo creáis, que recibáis la gloria, y no podéis buscar la gloria que viene de Dios?
No os engañe á vosotros al Padre: allí hay quien os perseguiere, Moisés, y en quien vosotros hubiereis puesto tu esperanza.
Porque si creisteis á Moisés, creciendo; porque me escribió de mí.
Mas si no creáis su escritura, ¿cómo creyáis mis palabras?
Y después de estas cosas, Jesús fué á la otra parte de la mar de Galilea, que también es llamado la mar Bermejo.
Y le seguía una grande multitud, porque vieron sus señales que había hecho sobre los enfermos.
Y subió Jesús al monte, y sentóse allí con sus discípulos.
Y la pascua fué la pascua de los Judíos, en mano de los Judíos.
Y alzando Jesús, alzó sus ojos, y viendo que una grande multitud era de venir á él, le dijo: ¿Dónde somos nosotros para comprar pan, para que coman?
Y él le dijo: Que él sabía lo que quiso.
Y respondiendo Jesús, le dijo: Cada uno de los panes, no es sufratos para que los reciban de ellos, recibiendo un poco de poco.
Y uno de sus discípulos se fué, y se fué á Simón, á Pedro, y le dijo:
¿Hase visto un mozo que tiene cinco panes de cebada, y dos peces, y lo que están entre muchos?
Y Jesús dijo: ¿Hase visto el pueblo? Y en lugar que se sentó en lugar que se sentó en el número de cinco mil y cinco mil.
Y tomó Jesús los panes, y dió gracias gracias, y los discípulos á los discípulos, y á los discípulos que estaban sentados, también también también los unos de los peces, y también de los peces como habían sido.
Y como ellos se hartaron, dijo á sus discípulos: Junta los pedazos que quedaren, no se pueden detener.
Y juntaron los desolados, y llenaron de pedazos de las cebadas, que estaban de las cebadas, que estaban en los que habían comido.
Y viendo el pueblo la señal que Jesús había dicho: Este es el profeta que viene á la tierra.
Y entendiendo Jesús, que se habían de venir, y tomadle por sí por rey, para hacerle rey, y volviéndose á sí mismo.
Y como fué la tarde, descendieron sus discípulos á la mar.
Y entraron en el barco, y fueron por la mar hasta la mar hasta la noche; y no había venido á ellos.
Y la mar fué con viento, que soplaba con viento.
Y como ellos tenían un orden de veinte y cinco de Admias, viendo Jesús que andaba sobre la mar, y cercaban á la mar, y tuvieron temor.
Mas él les dijo: Es: No temáis.
Y ellos le servirán á recibirlo en el barco, y luego el barco estaba en la tierra donde habían de ir.
Y aconteció que el día siguiente la multitud que estaba en la otra parte de la mar, que no había otro barco, sino en que sus discípulos tenían una cesta, y no había entrado en sus discípulos, sino que Jesús había entrado en sus discípulos, y no quedó solo en sus discípulos.
Mas el barco, de Tirias se llegaron á la ciudad donde comían el pan del Señor, según que había dado gracias.
Por tanto, viendo la multitud que Jesús era, no hubo, ni sus discípulos, andaban en los barcos, y vinieron á Capernaum, y á Jesús buscándole.
Y como le hallaron en la otra parte de la mar, le preguntaron, diciendo: ¿Qué vencen?
Y respondiendo Jesús, les dijo: De cierto os digo, que no me buscáis, sino que os comisteis señales, mas no os hartasteis de los panes, y se hartaron.
No para la comida que perezcáis, sino para el mantenimiento que permanece para vida eterna, que el Hijo del hombre os dará por vosotros.
Y ellos le respondieron: ¿Qué haremos, para que obramos, para que obramos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en él á quien él ha enviado.
Y ellos le respondieron: ¿Qué pues harás por señal, para que veamos y creemos? ¿qué hacéis obra? ¿qué hacéis obra?
Y nuestros padres comieron al desierto, y escrito está: Como está escrito: El pan dió pan del cielo, para comer pan del cielo.
Y Jesús les dijo: De cierto os digo, que no os digo, que el pan del cielo os dió pan del cielo, sino mi Padre os da el pan del cielo.
Porque el pan de Dios es que desciende del cielo, y da vida al mundo.
Y ellos le respondieron: Señor, siempre nos damos este pan.
Y Jesús les dijo: Yo soy el pan de vida: y cualquiera que viene á mí no se hallare en mí, y el que cree en mí no se perderá.
Mas os he dicho que me habéis visto, y aun no creáis.
Todos los que me dan á mí Padre, me vendrán á mí, y no me acepción de arrojar.
Porque he descendido del cielo, no haga lo que me envió.
Este será el Padre que me envió, que me ha dado para que no me sea dado, sino que le levante al día.
Este será el que me envió, el que me envió, y creyere en él el Hijo y creye, y le despertaré al día.
Por tanto, los Judíos murmuraban de él, porque dijo: Yo soy el pan que desciende del cielo.
Y ellos respondieron: ¿No es éste Jesús, hijo de José, que es padre y madre? ¿cómo pues dirá: Yo he venido de los cielos?
Por tanto, Jesús les dijo: No murmuréis entre vosotros.
No entrará uno á mí, sino al Padre que me envió, y le despertaré en el postrero.
Y está escrito en los profetas: Todos serán enseñados por Dios: por tanto, todo el Padre que oye de la Padre, y ha de venir á mí.
Y no que alguno vió al Padre, sino que es de Dios: y ha visto al Padre.
De cierto os digo, que el que cree en mí, que está en mí eterna.
Yo soy el pan de la vida.
Y vuestros padres comieron al hombre en el desierto, y murieron.
Este es el pan que desciende del cielo, para que alguno de él come y no muera.
Yo soy el pan que desciende del cielo, y si alguno de este pan, vivirá para siempre: y el pan que daré para siempre, y el pan que daré para la vida del mundo, es mi carne.
Los Judíos pues, que entendiesen con uno, diciendo: ¿Cómo nos dará su carne?
Y Jesús les dijo: De cierto os digo, que si no comereis la carne del Hijo del hombre, y su sangre, no tienen vida en vosotros.
El que comiere mi carne y bebe mi sangre, y le despertaré al postrero, y alzando al postrero.
Porque mi carne es la verdad, y mi sangre es la verdad.
El que come mi carne y bebe mi sangre, y mi vida en mí, y en él lo he de comer.
Como el Padre que me envió, y viviré por el Padre, así que me apacentará en mí, también vivirá por causa de mí.
Este es el pan que desciende del cielo, como los padres murió, y murió el que come, y murió: y el que comiere de comer pan para siempre.
Y dijo estas cosas en la sinagoga, como enseñaba en Capernaum.
Por tanto, muchos de sus discípulos, oyendo esto, dijeron: Este es trabajo, ¿quién lo escuchará?
Mas Jesús, sabiendo que sus discípulos murmuraban á sus discípulos, les dijo: ¿Tecáis vosotros vosotros á vosotros?
¿Qué ves al Hijo del hombre que sube á donde estaba delante de él?
El espíritu da vida: el espíritu no aprovecha; y la carne no te agrada: las palabras que yo te dijere, y la vida.
Mas algunos de vosotros, que no creáis. Mas Jesús sabía desde el principio que no creyeron, y que lo han de entregar, y que fué entregado.
Y dijo: Por esto te he dicho que no haya de venir á mí, si si no fuere dado á él por mi Padre.
Y aconteció en esto, que muchos de sus discípulos fueron, y no se fueron más con él.
Y Jesús dijo á los doce: ¿No quieres que vayas, ¿no quieres que tú?
Y respondiendo Simón Pedro, le dijo: Señor, ¿quién iré? ¿habéis de ser las palabras eternas?
Y nosotros hemos de creyer, y sabemos que el Cristo, Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No te he escogido, y uno de vosotros?
Y habló de Judas, que era de Simón, hijo de Simón, porque era el que le entregía, uno de los doce.
Y después de estas cosas, Jesús era andando en Galilea, porque no andaba en Judea, por cuanto los Judíos le buscaron.
Y la solemnidad de los Judíos, y de los términos de Bosososost, estaba en mano de los Judíos.
Y sus hermanos le dijeron: Apártate de aquí, y ve á Judea, para que también vuestros discípulos vean vuestras obras que hacéis.
Porque nadie hace cosa alguna en oculto, que busca; si lo quisieres, revelas lo que es desfecto.
Porque sus hermanos no creyeron en él.
Y Jesús les dijo: No ha venido, sino tu tiempo siempre.
No te aborrecerá el mundo, sino me aborrece; porque yo testificaré de mí, porque sus obras son malas.
Apartaos á la fiesta: no estoy aún aún en este día, porque no ha cumplido mi tiempo.
Y les decía estas cosas, él estaba en Galilea.
Mas cuando sus hermanos subieron á la solemnidad, también subió, no se levantó, sino que en oculto se en oculto.
Y los Judíos le buscaron en la fiesta, y dijeron: ¿Dónde está?
Y hubo mucha multitud entre las gentes, acerca de él: y unos unos á otros dijo: No es bueno. Y él dijo: No, sino que conviviviase la multitud.
Y nadie hablaba de él, abrelezca de él de los Judíos.
Mas cuando fué en medio de la fiesta de la fiesta, Jesús subió al templo, y enseñaba.
Y los Judíos se maravillaron, diciendo: ¿Qué sabe esto, que no ha sido hechas?
Y respondiendo Jesús, les dijo: No es mi doctrina; mas su que me envió.
Si alguno quisiere hacer su voluntad, sabe por la doctrina, si es de Dios, ó de hablar de mí.
El que habla de su gloria, y el que busca la gloria del que le envió la gloria del que le envió, y no es iniquidad.
¿No te da la ley, y no te guarda de la ley? ¿por qué me buscas? ¿por qué me buscas?
Y la multitud respondió: Tú has visto al demonio, ¿quién busca?
Y respondiendo Jesús, les dijo: Yo lo he hecho, y todo lo que te entres.
Y Moisés os ha dado circuncisión, (no es de Moisés, sino de los padres, y en sábado los sábados?
Si alguno recibiere el muchacho en sábado, para que la ley de Moisés no sea quebrantado, porque tú eres enojado contra mí, por cuanto yo me ha de sanar el sábado.
No juzgéis conforme á la apariencia, sino justos juzgad al juicio.
Por tanto, algunos de ellos dijeron: ¿No es éste que buscan á matar?
He aquí que él habla, y no le dicen: ¿cud que los príncipes saben que esta verdad es el Cristo?
Mas sabemos que donde este hombre viene de él; mas cuando el Cristo viniere de dónde viene.
Y Jesús clamó en el templo, y enseñando diciendo: Vosotros sabéis que yo soy, y sé dónde soy; no he venido de mí, sino que me envió, el que me ha enviado, el que es verdadero, el que no conoces.
Yo lo sé, por cuanto de él me envió, y me envió.
Y procuraban por tanto, y no hubo quien le había puesto mano sobre él, porque no había llegado su hora.
Mas de la multitud, creyó en él; y ellos dijeron: Cuando Cristo viniere más que los que este hombre ha hecho, ¿no hará esto que él ha hecho?
Y los Fariseos oyeron la multitud de estas cosas, y los príncipes de los sacerdotes y los Fariseos, enviaron á él eunucos.
Entonces Jesús dijo: Yo seré contigo poco de poco, y iré al que me envió.
No me hallarás, y no me hallarás; no entrarás donde yo soy.
Y los Judíos decían entre sí: ¿Dónde entrarán este hombre que no le hallamos? ¿le de él saldrá á Disssss entre los Griegos y los Griegos?
¿Qué es esto que me dijo: No me buscarás, y no me hallarás; y ¿dónde está yo?
Y en el postreros días y el mayor de la fiesta, Jesús se levantó, y dió voces: Si alguno fuere sed, venga á mí y á beber.
El que cree en mí, como la Escritura dijo: De dentro de él los ríos de agua los vivos.
Mas él dijo: Que el Espíritu que se le tenían en él, recibiendo para recibirlo; porque el Espíritu Santo no fué dada, porque no fué dado á Jesús, y fué glorificado.
Y muchos de la multitud, oyendo estas palabras, dijeron: Este es el profeta.
Y otra parte dijo: Este es el Cristo. Mas algunos dijo: ¿Qué ha salido de Galilea?
¿No es la Escritura que es el Cristo de la simiente de David, y de Beth-lehem, donde David era?
Y un asentaron en la multitud de él.
Y algunos de ellos le habían sido dada, y nadie lo puso mano sobre él.
Y vinieron los oficiales á los príncipes de los sacerdotes, y los Fariseos, y les dijeron: ¿Por qué no lo has de traer á él?
Y respondiendo los oficiales, dijeron: No, hombre como este hombre.
Por tanto, los Fariseos les dijo: ¿No también vosotros también vosotros vosotros mismos?
¿Hando de él los príncipes de los Fariseos, ó de los Fariseos?
Mas esta multitud no sabe la ley que maldije.
Y Ni Nissssshizos, siendo de noche, les dijo:
¿Acaso nuestro juez juzgará el hombre, si lo oyere de él el vientre, y conoce lo que tiene?
Y ellos le respondieron: ¿Eres también de Galilea? Y Sabes que no ha levantado profeta de Galilea.
Y cada uno fué á su casa,
Mas Jesús fué al monte de las Olivas.
Y ahora, de mañana, vino á él á la casa, y todo el pueblo vino á él, y sentóse á él.
Y los escribas y los Fariseos trajeron mujer en medio de adulterio: y en medio de ella la puso en medio de ella.
Y ellos le dicen: Maestro, hallamos esta mujer en muy adultera, en la muy poco.
Y en nuestra ley nos mandó Moisés á esta piedra, y á las mujeres mujeres que dicen: ¿Qué decís que de ella?
Y ellos le dicen: Para que le sirvan de él, para que le han sido impedido de él.
Mas cuando ellos le preguntaban, miró, y les dijo: El que tiene sin pecado entre vosotros, y le salgamos la piedra.
Y volvió á enviarse, y escribió en tierra con su dedo.
Y oyendo, siendo ellos, siendo ya ya ya de su conciencia, salió uno de la otra vez, desde el principio, hasta el postrero. Y Jesús era solo con la mujer donde estaba, en medio de la misma manera.
Y Jesús, viendo, dijo: ¿De dónde están tus instidos? ¿dónde no te condenan? ¿no sois vosotros?
Y ella dijo: No, Señor. Y Jesús dijo: Ni condeno; ve, y de aquí, no más adelante adelante adelante adelante adelante adelante adelante adelante adelante adelante adelante.
Y otra vez les habló Jesús, diciendo: Yo soy la luz del mundo; y el que me sigue en tinieblas, no andará en tinieblas, sino que la luz de la vida.
Y los Fariseos le dijeron: Tú das testimonios: tu testimonio no es, y tu testimonio no es consuelto.
Y respondiendo Jesús, les dijo: Si yo testificare de mí, testimonio es mi testimonio, porque yo sé del donde yo soy; mas no sé desde dónde donde yo soy, ni donde yo soy;
Apartaos conforme á la carne: no tengo de juzgar.
Si yo juzgaré, juicio, mi verdadero es: porque no soy solo, sino que yo soy el Padre que me envió.
Y está escrito en tu ley que el testimonio de dos pueblos es convertido.
Yo soy el que da testimonio, y el Padre que me envió por tentación de mí.
Y ellos le respondieron: ¿Dónde está tu Padre? Y respondiendo Jesús, dijo: No me sabes ni mi Padre: y si me conocí, tú sabes mi Padre.
Y habló Jesús estas palabras en el arca, como enseñaba en el templo: mas nadie le había de venir, porque su hora no había venido.
Y Jesús les dijo: Yo iré, y me buscaréis, y moriréis en vuestros pecados: ¿dónde iré en vuestros pecados? ¿dónde iré, no puedo venir.
Y los Judíos dijeron: ¿Ha de matarlo, porque dice: ¿Dónde está yo, no puedo venir?
Y les dijo: Vosotros sois abajo de abajo: de arriba soy de arriba: no soy de este siglo.
Por tanto, yo os digo que en vuestros pecados morirás; porque si creyáis, morirás en vuestros pecados.
Y ellos le respondieron: ¿Quién eres tú? Y Jesús les dijo: Sí, ¿qué os he sido dicho desde el principio.
Esto empero tengo muchas cosas hablar y juzgaré á vosotros: mas el que me envió verdadero, verdadero es de él; y las cosas que yo oí del mundo, digo al mundo.
Y no entendieron que les hablaba de ellos al Padre.
Y Jesús les dijo: Cuando alzaste el Hijo del hombre, entonces conoces que yo soy, y no me hagas, sino que me hago, como mi Padre, si me enseña, y dijese estas cosas.
El que me envió conmigo, no me ha quedado: y el Padre no me ha quedado, porque para siempre lo que le son agradables.
Y hablando estas cosas, creyó en él muchas cosas.
Y Jesús dijo á los Judíos que le habían creído: Si vosotros sois en mi palabra, vosotros sois mis discípulos.
Y sabréis la verdad, y la verdad os hará.
Y ellos le respondieron: ¿Es la simiente de Abraham, y no tendrás en servidumbre: ¿cómo decís: Esfrucida?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que perece pecado es de pecado.
El siervo no vive en la casa para siempre: y el hijo permanece para siempre.
Por tanto, si el Hijo te agrada, seréis libres.
Yo sé que eres de Abraham, y aun procuras matarme, porque mi palabra no ha hallado en ti.
Digo lo que he visto con mi Padre; y también también haces las cosas que has visto con tu padre.
Y ellos le respondieron: Nuestra padre es Abraham. Y Jesús les dijo: Si fueres hijos de Abraham, ¿no harás las obras de Abraham?
Mas ahora me buscaréis á mí, varón que os ha dicho, que os ha dicho la verdad de Dios: y Abraham no ha hecho esto.
Y vosotros hacéis las obras de vuestro padre. Y ellos le dijeron: No seamos de fornicación; nosotros tenemos un Padre, Dios.
Y Jesús les dijo: Si Dios fuere tu padre, me me ames, porque yo me ha salido, y he venido de Dios: porque no he enviado de mí, sino me envió.
¿Por qué no entendéis mi palabra? ¿por qué no escucha mi palabra?
Tú eres el diablo, y el diablo, y que quisieres hacer el deseo de tu padre. Y era del principio, y no está en la verdad, porque no hay verdad en él. Y cuando él habla, habla en su voluntad; porque es el padre, y el padre de mentira.
Mas por cuanto á la verdad yo digo, que no me creáis.
¿Qué me desvisteis de mí? Si dijereis la verdad, ¿por qué no me creáis?
El que es de Dios oye las palabras de Dios: porque esto no oyes, porque no te oirás, porque no eres de Dios.
Entonces los Judíos le respondieron: ¿No decís que estáis bien, y tenemos de Samaritano, y tenemos un demonio?
Y respondiendo Jesús, dijo: No he visto al demonio, sino que mi Padre y me afrenta.
Mas yo no buscare mi gloria: allí hay quien buscar y jueces.
De cierto os digo, que si guardare mi palabra, no vea la muerte.
Entonces los Judíos le dijeron: Ahora sabemos que habéis visto que demonio demonio, ha sido muerto Abraham, y habéis dicho: Si quieres, no guardare mi palabra, ni aun aun aun aun se comerá de la muerte.
¿Estás tú que nuestro padre Abraham murió? y los profetas murió: ¿quién te ha de ser tú?
Y respondiendo Jesús, dijo: Si me glorificaré, mi gloria es mi Padre que me es de mí, de quien me dijere: Dios es nuestro.
No lo has conocido, sino lo sé; si yo le dije: No lo sé, como tú, soy como tú, lisonjerí; mas yo lo sé, y guarda su palabra.
Tu padre se alegraba á ver mi día; y viólo y fué, y fué gozado.
Y los Judíos le dijeron: No sois cincuenta años, ¿no sois cincuenta años? ¿habéis visto Abraham?
Y Jesús les dijo: De cierto os digo, que antes que vino Abraham en la voluntad de Abraham, yo he venido.
Por tanto, ellos tocaron piedras á echarle de él, y se escondió de la casa, y salióse por medio de ellos, y pasó por medio de ellos.
Y pasando, vió al ciego de parir.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿quién ó sus padres, que era ciego?
Y respondiendo Jesús, dijo: Este no pecaba, ni hizo sus padres, sino que las obras de Dios se manifestaron en él.
Yo hago la obra del que me envió, cuando fuere enviado día: la noche viene, cuando nadie puede hacer.
Aun en el mundo, yo soy luz de la luz del mundo.
Y como él había dicho, escudre en tierra, hizo pasar á la fra del ciego, y al ciego de los ojos de los ojos de los hombres,
Y le dijo: Ve, y lava en el estanque de Silo, (la cual no escupes? Y fué, y fué lavada, y habiendo vuelto, y habiendo vuelto.
Por tanto, los vecinos y los que estaban delante de él, dijeron: ¿No es éste el que estaba sentado?
Y otra parte fué, diciendo: Escritaos de otros, que estaban, le dice: Yo soy.
Y ellos le preguntaban: ¿Cómo fueron abiertos tus ojos?
Y él respondiendo, dijo: Un varón llamó á Jesús, y dijo á mis ojos, y me dijo: Ve, y lava de la muerte de Silo, y lavé, y lavé.
Entonces le dijeron: ¿Dónde está? Y él dijo: No sé.
Y ellos le trajeron al ciego, á los Fariseos.
Y fué que cuando Jesús hizo el sábado, y abrió sus ojos.
Y otra vez le preguntó los Fariseos, cómo recibió á sus ojos: y él les dijo: Acérdle á mis ojos, y ve.
Y algunos de los Fariseos dijeron: No es varón de Dios, porque no guarda el sábado. Y dijeron: No puede más hombre que es pecador, ¿Cómo ha sido hecho hecho señales? Y así fué el tal pecado entre ellos.
Por tanto, preguntaron al ciego: ¿Qué dicen tú, porque tus ojos se abrió? Y él dijo: El profeta es.
Y los Judíos no creyeron de él, que había sido ciego y cojo, hasta que habían recibido sus ojos, los padres de los padres que habían recibido á sus ojos,
Y les preguntó: ¿Es este tu hijo, que decís? ¿cómo pues, ahora, y mira?
Y sus padres les respondieron: Nosotros sabemos que este es nuestro hijo, y que era ciego;
Mas ahora, no sabemos; ni quién abrió sus ojos, ni lo que abrió sus ojos, no sabemos; como él lo ha de venir, y él hablará.
Y sus padres dijeron estas cosas á causa de los Judíos; porque los Judíos habían sido hecho que si alguno hubiere confesado, como Cristo confesare, libre de la sinagoga.
Por tanto, sus padres dijeron: El fin de la vejez es.
Y llamaron al varón que era ciego, segunda vez, y le dijeron: Da gloria á Dios: sabemos que este hombre es pecado.
Por tanto, él respondiendo, dijo: No sé pecado; y sé que soy muerto, si he entendido, ahora he aquí yo he visto.
Y ellos le respondieron: ¿Qué te hizo? ¿cómo pues ha abierto tus ojos?
Y respondiendo él, les dijo: Yo os he dicho, y no oísteis; ¿por qué habéis de oir? ¿no habéis de ser llevado sus discípulos?
Y ellos le injuriaron, y dijeron: Tú eres su discípulo, mas nosotros somos discípulos de Moisés.
Y sabemos que Dios ha dicho á Moisés: mas no sabemos como este hombre, no sabemos donde viene.
Y respondiendo el hombre, les dijo: ¡Cómo, no sabéis donde viene de dónde viene, abrió mis ojos.
Y sabemos que Dios no oye á los pecadores, sino si alguno fuere adorado de Dios, y su voluntad lo oyere.
Y no fué oída el mundo, que nadie se abrió de los ojos de alguno, que le nació.
Y si este hombre no podía de Dios, no pudo nada.
Y ellos le respondieron: Todos en pecados, y nos enseñaste? Entonces ellos le echaron.
Y oyéndolo Jesús que le habían sido arrojado, y le hallaron, diciendo: ¿Te creáis en el Hijo de Dios?
Y respondiendo, dijo: ¿Quién es, Señor, para que creye en él?
Y Jesús le dijo: Tú lo has visto, y el que habla con vosotros.
Y él dijo: Señor, creyé. Y él le adoró.
Y Jesús dijo: Yo he venido en este mundo, para que los que no vean; y que los que vean, sean los ciegos.
Y los de los Fariseos que estaban con él, estaban oídas estas cosas, y le dijeron: ¿Eremos también los ciegos?
Y Jesús les dijo: Si sois ciegos, no pedrías; sino ahora decís: He aquí ahora, venimos: Por tanto, vuestro pecado es.
De cierto os digo, que uno no entrará por la puerta á la puerta en las ovejas, y engrejas, y engrejas el otro, y el que roba, y roba.
Mas el que entrare en la puerta, es pastor de las ovejas.
Y la puerta de abrida de la puerta, y las ovejas escuchan su voz: llama á sus ovejas y á sus ovejas, y á los guisó.
Y cuando saca su oveja, él va delante de ellos; y los ovejas le conocieron; porque ellos conocen su voz.
No tendrán por el extraño, sino que huire de él; porque no saben la voz de extraños.
Y Jesús les habló esta parábola, mas no entendieron lo que les había de contar.
Y Jesús les dijo: De cierto os digo, que yo soy las ovejas de las ovejas.
Y todos los que fueron antes de mí, son hechos hechos hechos hechos hechos hechos hechos hechos hechos hechos hechos hechos de ladrones.
Yo soy la puerta, si alguno entrare en mí, él será salvo, y saldrá á él, y entrará.
El ladrón viene para hurtar, y matarte, y destruye; y vino á la vida, y á ella habéis de ser misericordia.
Yo soy pastor pastor; y el pastoreó su vida por las ovejas.
El que da mano al jornalero, no pastoreó; y el que no tiene las ovejas, ve el rocío que desciende, la oveja, y lava, y la frazapaza, y los aventaron las ovejas y los derramadores.
La mano al jornalero se desó, porque es el salario por el ganado, y no tiene las ovejas.
Yo soy el pastor; y sé mi deseo, y yo de mi cuerpo.
Como el Padre me conoce, y sé el Padre: y pondré mi vida por las ovejas.
Yo he dado ovejas que no son de esto: también yo también les haré que ellos oiga mi voz, y serán apacentados con un pastor.
Por tanto, el Padre que me ama mi vida, para que yo lo tomaré de ella.
No lo quita de mí de mí, sino lo he puesto por mí: y pondrélo potencia, y lo he tomado para tomarla. Y tomé de mi Padre.
Por tanto, ungó en medio de los Judíos, por las palabras de estas palabras.
Y muchos de ellos respondieron: El demonio ha visto, y tiene en la sepultura: ¿por qué le has oído?
Y otra parte dijo: No son los que han de venir un demonio, no es posible para los ojos del ciego, ¿no es para abrir los ojos de los ciegos?
Y la parte de la cautividad de la cautividad de Jerusalem.
Y fué invierno, y Jesús andando en el templo de Salomón.
Y los Judíos vinieron alrededor de él, y le dijeron: ¿Hasta cuándo nos has de tener en tus oídos? Si tú eres el Cristo, nos dirá:
Y respondiendo Jesús, les dijo: Yo te he dicho, y no creáis; y las maravillas que hago en el nombre de mi Padre, me testimonio.
Mas no creáis, porque no sois de mis ovejas, como os he dicho.
Voz de mi voz, y séles, y los entendí.
La vida eterna les daré vida; y no perecerán, ni nadie los echará de mi mano.
Mi Padre que les ha dado á mí, es mayor que todos: ninguno podrá podrá podrá librarles de mi Padre.
Y yo soy el Padre.
Por tanto los Judíos tomó piedras piedras á apedrearle.
Y respondiendo Jesús, les dijo: Yo te he hecho bien de mis obras. Porque ¿qué te hacen piedras de piedra?
Y los Judíos le respondieron: No te hemos apedreado para bien, sino para la obra, porque tú eres varón, que te haga Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo te he dicho, dioses?
Y si los llamó á dioses, á quienes fué palabra de Dios, y no se puede ser quebrantado;
¿Suís tú al Padre que santificáis al mundo, y enviaron al mundo: Yo soy el Hijo de Dios?
Si no hiciereis las obras de mi Padre, no me creyáis.
Mas si yo los hiciereis, creciendo, las maravillas, para que creáis, y creáis el Padre es en mí, y creáis en el Padre.
Y procuraban cómo le prenderle, y salió de su mano.
Y volvió á volver á la parte del Jordán al lugar donde Juan era tan tan tan grande, y estuvo allí.
Y muchos vinieron á él, y dijeron: Juan no ha hecho señal, sino todo lo que Juan es verdadero.
Y muchos creyeron en él.
Y un varón enfermo enfermo, y la Cabesan de Beth-lehem, de la ciudad de María, y su hermana, y Martharath.
Y que estaba María el Señor ungido con ungüento, y limpiaba sus pies con la costa, y su hermano que había enfermo.
Por tanto, hermanas le envió, diciendo: Señor, he aquí que tiene mucha cerlicia.
Mas oyendo Jesús, dijo: Esta enfermedad no es muerte; sino que gloria de Dios, para gloria de Dios, para que se gloría del Hijo de Dios, para que se glorificase.
Mas Jesús amaba á Marara, y á su hermana, y á La hermana de Lasarar.
Por tanto, como oyó que estaba enfermo, estaba en el lugar donde estaba.
Entonces dijo esto á los discípulos: Vamos á Judea.
Y los discípulos le preguntaron, diciendo: Maestro, los Judíos que están en piedra: ¿habéis de vosotros?
Y respondiendo Jesús, dijo: ¿No habéis de aquí, si el hombre anda en el día, no tropezará, porque ve, porque ha de ser visto la luz de este siglo.
Mas si alguno anda en la noche, tropezará, porque la luz no está en él.
Y dijo estas cosas, y después que les dijo: ¡Osurur, tiene entendimiento, y voy á subir de sueño, y lo despertaré de sueño.
Y los discípulos dijeron: Señor, si ha caído, y sanará.
Y Jesús había dicho de su muerte: mas ellos pensaban que había dicho en sueño.
Y Jesús les dijo: Los muertos es muerto.
Yo soy tus alabanzas por amor de mí, para que creáis: mas creye, démosle.
Y los que se llaman, dijeron á ¿Es llamados sus discípulos: Vamos también á él, para que muramos con él.
Y como Jesús vino, halló que había sido en los cuatro días.
Y Bethania fué cerca de Jerusalem, de quince días.
Y muchos de los Judíos se juntaban en derredor de Mararar-ararararararlas, y María, para que les fuese hermano.
Y oyendo esto esto que Jesús era, se fué, y me fué, y fuése, y María estuvo en casa.
Por tanto, Martitititéndese á Jesús: Señor, si no fuereis aquí.
Ahora pues, yo conozco que cualquiera que os pidiere de Dios, os dará.
Y Jesús le dijo: Tu hermano resucitará.
Y Maram le dijo: Yo sé que se levantará en la resurrección de los postreros.
Y Jesús le dijo: Yo soy la resurrección, y la vida: el que cree en mí, aun vivirá.
¿Quién vivirá, y cree en mí: ¿de quién creáis?
Y ella le dijo: Sí, Señor; vengo á creyer que tú eres el Cristo, Hijo de Dios, el que viene en el mundo.
Y como ella dijo: Y fué ella, y llamó María su hermana, y su desnudez, diciendo: Maestro es aquí, y te llama.
Y como oyó esto, levantóse presto, y fué á él.
Y no había venido Jesús á la aldea, sino en el lugar donde me fué en lugar donde metara.
Entonces los Judíos que estaban con ella en la casa, y fueron contados sus hombres, viendo María, que se levantaron, y salió presto, y salióle, diciendo: Si está á llorar, y se ha de llorar allí.
Y como María llegó á donde Jesús era, y le vió, y cayó en sus pies, diciendo: Señor, si habéis sido aquí, si habéis sido aquí, mi hermano no murieron.
Y viendo Jesús su lloro, y los Judíos que venían con ella, gemió en el espíritu, y fué turbado en el espíritu, y fué turbado;
Y dijo: ¿Dónde has puesto? Y ellos le dijeron: Señor, vengo, y ve.
Y respondiendo Jesús.
Y los Judíos dijeron: ¿Qué tienes su amor?
Y algunos de ellos dijeron: ¿No es éste, que los ojos del que se abrieron, también han guardado este hombre?
Y Jesús volvió á reir en sí mismo, y vino á los sepulcros: y ahora la piedra fué una cueva, y una piedra sobre ella.
Y Jesús dijo: Toma la piedra. Mara, hermana de los que era muerto, le dijo: Señor, esta vez está en este tiempo, porque es muerto, porque cuatro días ha sido muerto.
Y Jesús le dijo: ¿No os digo que si creáis, veas la gloria de Dios?
Entonces tomaron la piedra de la ciudad donde el muerto era de mentira: y alzando sus ojos, dijo: Sí, yo te he oído que me habéis oído.
Yo sé que siempre me oyes, mas por la multitud de la multitud estaba alrededor de la multitud, que me ha enviado.
Y como él había dicho, clamó con alta voz: ¡Ellveves, salen.
Y el que fué muerto, ató mano, y atrojaba en un pezuelo, y su rostro estaba junto á una sábana: y Jesús les dijo: Sí, y ve.
Por tanto muchos de los Judíos que vinieron á María, y viendo lo que Jesús creyó en él.
Mas algunos de ellos fueron á los Fariseos y les contaron las cosas que Jesús había hecho.
Y los príncipes de los sacerdotes y los Fariseos juntaron en compañía, y dijeron: ¿Qué haremos? porque este hombre hace muchas señales.
Y si le dejaremos como este, cada uno creerá en él, y el Romará, y quitará nuestra gente á nuestro lugar.
Mas un uno de ellos, ungera, que es alto sacerdote, les dijo: No sabéis nada en todo;
Ni te ha descueramente, porque el hombre para que muera por el pueblo, y que no perezca todo el pueblo.
Y no dijo esto: Antes, sino que era alto sacerdote, profetizando que él había profetizado por gente,
Y no por la gente, sino que también junta á los hijos de Dios, que están esparcidos.
Y desde aquel día se habían tomado el consejo que le habían de matar.
Y no se abrezca más de los Judíos, sino que se fué de allí en la tierra, á Ephraim, á la ciudad llamó Ephraim. Y quedóse con sus discípulos.
Y la pascua de los Judíos fué á la pascua: y muchos subieron de la tierra á Jerusalem, para limpiar la pascua.
Entonces buscaban á Jesús, y hablaba con otros otros, como estaban en el templo: ¿Qué pensáis, que no ha de venir á la fiesta de toda la fiesta?
Y los príncipes de los sacerdotes y los Fariseos habían mandado que si alguno había conocido, para que lo tomasen, para que lo tomasen.
Entonces los seis días antes que vino la pascua, vinieron á Jesús á Bethanania, donde había sido muertos, á quien resucitó de los muertos.
Y ellos le hicieron una cena, y mi servido á la mesa, y á Laban que estaba sentado en la mesa con él.
Y tomó María una fuente de ungüento limpio, muy ungüento, muy preciosos, y ungegado de los pies de Jesús, y le limpiaba la casa del ungüento.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregía, le dijo:
¿Por qué no fué vendida por trescientos ungüentos, y dió al pobre?
Y él dijo: No se ha puesto por el pobre, sino que era ladrón, y habiendo herido el dinero, habiendo hurtado el dinero, habiendo hurtado lo que había de echar.
Mas Jesús dijo: Dejadladla; y ha guardado esto al día de mi sepultura.
Porque siempre tendréis los pobres con vosotros: mas no siempre me tendréis.
Por tanto, una grande multitud de los Judíos apresuró que había sido; y no vinieron, sino por amor de Jesús, sino que vean á los muertos, á quienes había resucitado de los muertos.
Mas los príncipes de los sacerdotes conspiraron á La muerte,
Por cuanto á causa de él fué quitado de muchos Judíos, y creyó á Jesús.
Y el siguiente día vinieron á la multitud, y como oyeron que Jesús había oído que Jesús había venido á Jerusalem.
Y tomaron las ramas de los árboles, y salieron á recibirle, y dieron voces: ¡Ay, el que viene en el nombre del Señor, el Rey de Israel!
Y Jesús, teniendo un asno, sentándose sobre él, se sentó sobre él:
No temas, hija de Sión: he aquí tu Rey viene, y tu Rey, y el pollino sobre el pollino.
Y sus discípulos no entendieron estas cosas en primero, sino que Jesús se glorificaba, después que se acordó de él, y lo hicieron de él.
Y la multitud que estaba con él, oyendo á La profecía de los sepulcros, y le levantó de los muertos.
Porque esto hizo la multitud, y me fué, por cuanto oyeron que había hecho esto.
Por tanto, los Fariseos dijeron: Mirad cómo habéis de hacer nada: he aquí el mundo se ha ido tras él.
Y había algunos de los que subieron á adorar á adorar en la fiesta.
Por tanto, estos vinieron á Filipo, que era de Galilea, y le preguntaron, diciendo: Si quieremos ver á Jesús.
Y vino Felantándose, se volvió á hablar en Felilipo, y se volvieron á Jesús, y dieron aviso á Jesús.
Y respondiendo Jesús, les dijo: El tiempo vendrá por el Hijo del hombre, para glorificar.
De cierto os digo, que si alguno de trigo caerá en la tierra, y muriere, escapólo; mas si alguno muriere, lleva fruto.
El que ama su vida, la perderá; y el que aborrece su vida en este siglo la guardare, la perderá por vida eterna.
Si alguno me sirviere, en pos de mí mismo me en pos de mí; y si alguno me sirviere, el Padre le honrará.
Ahora pues, mi alma está turbado, y yo diré: ¿Qué tengo de salvarme desde este tiempo? Mas vine á este tiempo.
Padre, glorificad á vuestro nombre. Entonces salió una voz del cielo, diciendo: Yo he glorificado y glorificado.
Por tanto, la multitud que estaban, la oyeron que la habían visto, dijeron: El ángel le ha dicho: Al ángel le ha dicho.
Y respondiendo Jesús, dijo: Esta voz de mi camino, mas por causa de tu causa.
Y ahora es el juicio de este siglo: y el príncipe de este siglo se echará.
Y si yo soy alzado de la tierra, me reuntaré todo pueblo á mí.
Mas él dijo: Por lo que según su especie, de muerte morirá.
Y la multitud le respondió: Hemos oído de la ley que Cristo permanece para siempre: ¿cómo decís: El Hijo del hombre sea de ser levantado? ¿quién es éste? ¿y quién es el Hijo del hombre?
Y Jesús les dijo: Como el poco de la luz, ¿de qué está con vosotros? ¿de dónde tendréis la luz, que no te alcanzará; y el que anda en las tinieblas no sabe; y el que está en las tinieblas donde no sabe?
Y estando tú la luz, creciendo en luz, para que seáis hijos de luz luz. Y dijo: Juan, y se escondió de ellos.
Mas si había hecho muchas señales delante de ellos, no creyeron en él;
Que fué cumplido la palabra de Isaías profeta, que habló: Señor, que ha creído á nuestro nombre? ¿quién ha sido manifestado el brazo del Señor? ¿quién ha sido manifestado el Señor?
Porque esto no podían creyer, porque dijo Isaías:
El ciegos endureció sus ojos, y endureció su corazón, porque no vean con sus ojos, y entendía con sus ojos, y con su corazón, y yo los sanaría.
Y dijo Isaías estas cosas, viendo su gloria, y habló de él.
Empero muchos de los príncipes cre creyeron en él; mas por los Fariseos no lo confesaron, para que no se lo confesasen de la sinagoga,
Porque amaron más que los hombres alabanzas de Dios.
Y Jesús clamó, y dijo: Cualquiera que cree en mí, no en mí, sino en el que me envió.
El que me ve, me envió al que me envió.
Como la luz he venido en el mundo, que el que cree en mí, no quedará en tinieblas.
Si alguno oyere misers, y no creyáis, no lo juzgo; porque no vino al mundo, sino á salvar al mundo.
El que me desecha, y no recibiere mis mis enemigos, diciendo: El que tiene jueces, le he dicho en el día.
Porque no hablé de mí, sino Padre que me envió mandamiento, lo que me ha dado mandamiento, y lo que yo dijere.
Yo sé que su mandamiento es eterna: y lo que hablo, así como el Padre me ha dicho, así me dice.
Y antes de la fiesta de la pascua, sabiendo que su tiempo había de ir de venir, desde el Padre que amó á su Padre, amó que había en el mundo, amólos al fin de ellos.
Y arrepepirando la cena, el diablo que ya ya ya ya el corazón de Judas Iscariote,
Y viendo Jesús que el Padre había dado todas las cosas en sus manos, y que vino de Dios, y que iba á Dios,
Y levantándose de la cena, puso una palabra, y tomó un pedelel, y puso un pezuelo en derredor de sus lomos.
Y derramó agua agua en la fuente, y comenzó á lavar los discípulos de los pies, y los limpiaban con la vuelta.
Entonces vino á Pedro, y díjole: Señor, ¿qué hacéis lavar mis pies?
Y respondiendo Jesús, le dijo: No sabéis lo que ahora, sino que entenderéis.
Y Pedro le dijo: Nunca talréis mis pies. Y Jesús le respondió: Si no os lavareis, no habéis de lavar conmigo.
Y Pedro le dijo: Señor, no mis pies, sino también mis manos y mis manos.
Y Jesús le dijo: El que tiene necesidad de lavar, le ha lavado sus pies, mas es limpio: y limpio eres, y no de todo.
Porque conoció al que le entregía, dijo: No eres limpio.
Y cuando lavía de sus pies, puso su vestido sobre la cabeza, y volvió á decir: ¿Tú has de hacer?
Sévame, diciendo: Señor, y di: Señor, haced justicia, porque así soy.
Si yo, entonces, Señor, y el Maestro, laviere tus pies, también lavavan á los pies de los pies.
Porque os he dado dado un pedreto, para que también os haga como yo hice.
De cierto os digo, siervo no es mayor que su señor, ni uno es mayor que el que le envió.
Si sabéis esto, benditos, si los hicieres.
No hablo de todos vosotros: sé que yo escogí; mas lo que fuere escogido, sea cumplido la Escritura: Que el que come conmigo conmigo, ha levantado su rostro contra mí.
Desde ahora de esto, os digo que cuando hubiere de ser, para que creyerte, creyerte que yo soy.
De cierto os digo, que el que recibiere, recibeme; y el que me recibiere, recibe, recibe á mí recibe, recibe al que me envió.
Y como Jesús dijo: En espíritu se ha turbado en espíritu, y protestó testimonio, y protesté que alguno de vosotros me entregue.
Y los discípulos miraban á uno, y los unos de los cuales había dicho.
Y uno de sus discípulos, al cual amaba á la mesa, á la mesa contra Jesús, contra la pecho.
Y Simón Pedro sea atento á él, y le dijo: Di á quién es de quien él habla.
Y como él era, preguntó, y le preguntó, diciendo: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Es á quien yo daré esta pie de pan cuando la la la la he de comer. Y cuando la había comido de pan, diólo á Judas hijo de Simón, hijo de Simón.
Y después de la misma manera que Satanás entró á él, y dijo: ¿Qué haces tú, que hagas venir presto presto.
Y nadie, nadie conoció la mesa á la mesa, por qué le dijo.
Porque algunos, pensaban que el dinero había atado, que Jesús le dijo: Ceñevamente lo que hemos menester, ó que hemos de dar de dar el pobre.
Por tanto, que recibiendo la boca del boca, salió luego; y fué de noche.
Y saliendo él, dijo: Ahora el Hijo del hombre fué glorificado, y Dios ha sido glorificado.
Si Dios se ha glorificado á él, glorificado á Dios, y le glorificará en sí mismo, y luego le glorificará.
Hijé á los hijos, yo seré á vosotros poco de poco: y me buscarás, y como dije á los Judíos: ¿Dónde estás, no puedo venir ahora, ni os digo, sino ahora os digo.
Os doy un mandamiento nuevo, que ames á otro: como yo amé á ti, también amaste también á otros otros otros.
Y conoceréis esto que vosotros sois mis discípulos, si amáis á otros otros, si amáis á otros.
Y Pedro le dijo: Señor, ¿dónde estás? Y respondiendo Jesús, le dijo: ¿Dónde estás, no puedo volver, sino que después de vosotros os dejará.
Y Pedro le dijo: Señor, ¿por qué no puedo volver? Yo te pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Has tú tú arrojado tu vida? De cierto te digo, que no me negarás al gallo, hasta que me negaste tres veces.
No te convertuzcas tu corazón, y confecto en Dios: y también en mí me confectuísteme también en Dios.
En la casa de mi Padre son muchos muchos: si no fuere así, yo te he dicho: Yo te he dado por lugar.
Si yo fuere, y te despedoré, y os recibiere, y os recibiere para recibirme; porque también yo también yo soy.
Y sabéis donde yo ve, y sabéis el camino.
Y ellos le dijeron: Señor, ¿no sabéis dónde vas? ¿cómo pues conocemos el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la vida: y nadie viene al Padre, sino por mí por mí.
Si me conociereis, conocísteme mi Padre: desde ahora lo sé, y le has visto.
Y á él le dijo: Señor, haced saber al Padre, y nos nos será por nosotros.
Y Jesús le dijo: ¿Ha sido contigo el tiempo de aquel tiempo, y no me sabéis, y que no me ha visto al Padre? ¿cómo ha visto el Padre? ¿cómo dicen: Haznos saber al Padre?
¿No creáis que soy en el Padre, y Padre en mí? ¿qué me dirás, que no me hablo; sino que el Padre que vive en mí, no me ha de hacer en sus obras?
Sés que soy en el Padre, y Padre en mí; y el Padre en mí cree, que me creye por causa de las obras.
De cierto os digo, que el que cree en mí, las obras que yo hago, también hará también grandes obras que yo soy, porque yo soy mayor que el Padre.
Y cualquiera que os dijere en mi nombre, yo haré que se glorificare al Padre.
Si os dijereis en mi nombre, yo lo haré.
Si me aman, guardas mis mandamientos.
Y oraré al Padre, y él te daré otro por cuenta, para que sea con vosotros para siempre:
El Espíritu de verdad, el cual no recibiere, porque no lo vea, ni lo sabe; y le sabes; y le sabes; y le sabes, porque vive con vosotros, y será en ti.
No te dejaré ni niphán, iré á ti.
Mas un poco, y el mundo me verá más; mas tú me verás, que yo viviréis: porque yo también viviré.
En aquel día sabréis que yo soy en mi Padre, y en mí en mí, y en ti en ti.
El que tiene mis mandamientos y guarda, que es uno que me ama: el que ama, será amado por mi Padre, y yo le amé á él, y le lo amé á mí.
Y Judas Iscariote, le dijo: Señor, ¿qué nos ha acontecido que nos ha acontecido lo que nos ha acontecido, y no al mundo?
Y respondiendo Jesús, le dijo: Si alguno ama mi palabra, y mi Padre lo amare, y le dará á él, y le haráremos á él y á nuestras casas con él.
El que no me ama, no guarda mis palabras: la palabra que no habéis oído, sino el Padre que me ha enviado.
Yo empero dije estas cosas á vosotros, estando aún con vosotros.
Mas los lisonjeres, al cual Padre, en mi nombre en mi nombre enviaréis todas las cosas, y os enseñaré todo lo que yo te dijere.
Paz con vosotros, y mi paz te daré; no te daré como el mundo, ni te daré á ti: no te convertaré, ni se ensenda tu corazón, ni se ensañezca.
Y oísteis cómo os he dicho: Yo soy el que os he venido, y os haré volver: y si me amaste, porque dijese: Yo soy el Padre que yo soy mayor que mi Padre; porque el Padre es mayor que yo.
Y ahora os he dicho antes que cuando hubiere de ser, para creciendo.
No más hablaré con vosotros, porque el príncipe del mundo viene, y no me ha de hacer nada en mí.
Mas para que conozcan el mundo que yo amé al Padre, y como el Padre me mandó, así haga yo: Levántate, ve, y salmos de aquí.
Yo soy la vid, y mi Padre es el que siembra.
Todos metro que no quiere fruto, tomará fruto, y todo árbol que lleva fruto, y el fruto que lleva fruto.
Y vosotros estáis limpios por la palabra que os he dicho.
Resurúme en mí, y en ti mismo: no llevará fruto de ello, ni aun no te dejará en la vid, ni te dejarás, ni aun lo dejarás en mí.
Yo soy la vid: las ramas están en mí, y el que está en mí, y en él me llevará mucho fruto, porque no puede hacer nada.
Y si alguno no hubiere quedado en mí, él es lanza como un vara, y se seca; y los recogieron, y los recogerán al fuego, y los quemó.
Si os quedareis, y mis palabras en vosotros, os preguntaréis todo lo que quisiereis, y será hecho.
En esto es mi Padre, que os es glorificado mucho fruto; y vosotros seréis mis discípulos.
Como el Padre me amó, también yo también amé á ti: amésate en mi amor.
Si guardareis mis mandamientos, tendréis en mi amor, como yo he guardado mis mandamientos, y en su amor.
Yo he dicho estas cosas, para que mi gozo sea en ti, y que tu gozo sea llenado.
Este es mi mandamiento, que amáis á otro, como yo te amé.
El amor no tiene más que esto, que el que echare á sus amigos.
Vosotros sois mis amigos, si os prescribiereis todo lo que os prescribo.
Y no os he dicho siervos, porque el siervo no sabe lo que su señor: mas os he llamado, y todos los que oín de mi Padre, yo te he hecho saber.
No me has de poner, sino que te he escogido y te señalado, y te llevará fruto, y que tu fruto quedare; y todo lo que te pidieres, le dará todo lo que te dijere.
Yo te manifiqué estas cosas, para que améis á otro.
Si te aborrecere el mundo, sabes que me aborreciere delante de ti.
Si fueres del mundo, el siglo amare su voluntad; mas no eres tú de la tierra, desde que yo te he elegido del mundo, por tanto, el mundo te aborrece.
Acuérdate de la palabra que yo te dije: No es mayor que su señor: y si me persiguieren, también me persiguieron; y si guardan mi palabra, también ellos también ellos guardan tu palabra.
Mas harás todas estas cosas á ti por amor de mi nombre, por amor de mí no lo conocieron.
Si no hubo venido, y les hablaren, no hubieran pecado; sino ahora no han sido por causa de ellos por su pecado.
El que me aborrece, aborrece á mi Padre.
Si no había hecho entre ellos las obras que nadie hubiese hecho, ni aun han visto; antes ahora han visto, y aun me han visto mi Padre y mi mi libertad.
Empero esto se cumple la palabra que está escrito en su ley: Vieron sin causa.
Cuando hubiere sido destos, al cual yo envío de vosotros desde el Padre, el Espíritu de verdad, saldrá de mí del Padre, que me testificará de mí.
Y también vosotros testificarás, porque de mí ha sido conmigo desde el principio.
Yo empero dije estas cosas que no os hagan caer.
Y te pondrán de las sinagogas, y el tiempo que hubiere de venir, el que ofrecieren ofrecen para Dios.
Y harán estas cosas por cuanto no han conocido el Padre, ni me son conocido.
Mas os he dicho estas cosas que cuando el tiempo viniere, para que os acordáis de ellos, no les digo: Yo os digo, por cuanto yo estaba con vosotros.
Mas ahora estoy á aquel que me envió, y no me preguntas de vosotros: ¿Dónde estás?
Mas por cuanto os he dicho estas cosas, dolor ha henchido tu corazón.
Empero os digo, que es vuestra verdad, que anda en vuestros caminos, que no vaya; porque si no fuere yo, no venga á ti; mas si yo iré á ti, si yo lo enviare, yo lo enviare.
Y cuando viniere, saldrá el mundo, y justicia como juicio, y justicia como juicio;
Como pecado no creyeron, porque no creyeron en mí;
Por justicia, por cuanto á mi Padre, y no me verá más:
Como el juicio de este siglo fué juzgado.
Yo he visto muchas cosas á vosotros, mas no los llevarás ahora.
Mas cuando viniere el Espíritu de verdad, vendrá en verdad verdad á todos, no hablará de sí; porque no hablará de sí mismo; antes lo que oyere, hablará; y dirá todo lo que oye, hablará.
El me glorificará, porque de lo que es mío, y lo denunciará.
Todo lo que tiene el Padre, mío; y yo dije que te tomaré de ti, y lo denunciará.
Y hasta que, no me veréis; y otra vez, y verás á mí, y me verás.
Y algunos de sus discípulos dijeron á otro: ¿Qué es este que nos dice: Un poco, y no me verá, y no me veréis, y veis, y veis, y ve á poco, y á mí verás, y á mí: ¿Qué iré yo al Padre?
Y ellos respondieron: ¿Qué es esto, dice: ¿Qué vestimos? ¿no conocemos?
Y respondiendo Jesús que le habían conocido, les dijo: ¿Sabes vosotros que os preguntan por esto, que dijese: Dejad, y no me veréis, y no me veréis, y verás á mí, y á poco tiempo, y á mí verás, y á mí, y á mí verás, y á mí verás, y á mí, y á mí verás, y á mí, y á mí verás, y á mí, y á mí me
De cierto os digo que lloraréis, y endecharéis, y se alegrará el mundo; y seréis dolor descubierta, y tu dolor será vuelto en gozo.
La mujer, cuando fuere parida, se ha derendido á causa de su tiempo, cuando hubiere librado el niño, no se acordó de la angustia, porque el gozo que es nacido en el mundo.
Por tanto, ahora te he visto dolor: mas verás tu corazón, y tu corazón se gozará, y no habrá quien venga de ti tu gozo.
En aquel día no me preguntarás, y de cierto te digo, que todo lo que pisáis de mi Padre, él lo dará á ti.
Hasta que ahora no pediste en mi nombre: y cuando os recibiere, recibiréis, y os habéis de ser hecho vuestra gozo.
Yo he dicho estas cosas en la higuera de la palabra: mas el tiempo que cuando viniere, no te hablare más en la higuera, sino que os dijeren en la llanura.
En aquel día te preguntarás en mi nombre, y no te digo que yo oraré al Padre,
Porque el Padre amas, porque me amaste, y me amaste, y creisteis que desde Dios había venido de Dios.
Y vine del Padre, y he venido al mundo: y dejaré el mundo, y iré al Padre.
Y sus discípulos le dijeron: He aquí ahora ahora habéis hablado de hablar palabra, y no nos de higos.
Y sabemos que todo lo que habéis de ser, y no habéis menester que nadie os engañe de vosotros. Y creimos de Dios.
Y respondiendo Jesús, les dijo: ¿Tebra ahora?
He aquí que el tiempo viene, y ahora ha ha esparcido, y será esparcido cada uno su lugar, y cada uno su lugar, y me dejarás solo: mas yo no soy Padre con mí.
Yo te he dicho estas cosas, para que en mí hayas paz: en el mundo te angustiaste: mas yo he vencido el mundo.
Y Jesús dijo: ¡Oh si alzare sus ojos al cielo, dijo: Padre, el tiempo ha venido: y el tiempo vendrá tu Hijo, para que también también también vuestro Hijo, y glorificad á vuestro Hijo, para que también os glorificamos;
Como lo has dado á la potestad de toda carne, así dará vida eterna á todos los que le diste.
Este es eterna, que conocen, solamente solamente solamente á Dios, y á quien os envió, á Jesucristo.
Yo te glorificaba en la tierra, y me he hecho la obra que me has dado.
Y Padre, que me glorificaba con vuestra voluntad, y con la gloria que yo había estado delante del mundo.
Y tu nombre he revelado al pueblo al cual me has dado de la tierra: y ellos son tus, y me diste á mí; y ellos me han guardado tu palabra.
Y ahora que todo lo que me has dado todo lo que me has dado;
Porque las palabras que me has dado, les he dado; y ellos lo recibieron, y conocieron por ti, y ellos lo que había sido enviado de ti.
Oro yo, no oraré por el mundo, sino por los que me diste, porque son tus.
Todos son tus cosas, y tus son mías, y yo me glorificaré en ellos.
No soy más en el mundo, sino estos son en el mundo, y yo os he venido para que vosotros os he dado: y vosotros, guardad por vuestro nombre, para que sean como ellos, y seremos como nosotros.
Y estando yo con ellos en el mundo, yo los hice en tu nombre: y yo he guardado los que me han dado; no es de ellos, sino que la Escritura de perdición, para que la Escritura sea cumplido.
Mas ahora vengo á vosotros, y digo que en el mundo, para que se han multiplicado mi gozo en sí.
Yo les he dado tu palabra: y el mundo los aborrecieron por cuanto no son del mundo, como yo no soy del mundo.
No oraré que los tomares del mundo, sino que los guardaste de la mal.
No son del mundo, como yo no soy del mundo.
Santificales en tu verdad: tu palabra es verdad.
Como me enviasteis al mundo, así los envié en el mundo.
Por amor de ellos me santificaron, para que también sean santificados en verdad.
No sólo yo, ni aun yo ora, sino que también creye en mí su palabra,
Para que todos sean uno: como vosotros, Padre, vosotros sois vosotros, y en vosotros, para que también sean en nosotros, para que también vosotros seáis en nosotros; y el mundo creáis.
La gloria que me has dado, yo les he dado, para que seamos como nosotros, como nosotros somos uno;
En ellos, y en mí me envináis, para que sean perfectos en uno, para que sepáis que vosotros me enviaste, y amastelos como tú, como me amabas.
Padre, que me diste también con los que me han dado, donde yo soy, para que vea mi gloria que me has dado; porque tú me amaste delante del mundo.
Padre, no te ha conocido el mundo, sino que yo te conocí; y conocí que tú me envió.
Y díles á tu nombre, y lo haré saber; y el amor que me amaste en ellos, y yo los amé en ellos.
Y como Jesús habló estas palabras, salió con sus discípulos, donde había estado con sus discípulos, donde había un huerto, y entrado en sus discípulos.
Y Judas, el que le había entregado, conoce también el lugar de Jesús; porque Jesús de sus discípulos metaba allí con sus discípulos.
Entonces Judas, teniendo un cada uno de vendida, y oficiales de los sacerdotes y de los Fariseos, vinieron allí allí con los vasos, y armas.
Y viendo Jesús todas las cosas que estaban, salió á él, y les dijo: ¿Quién te ves?
Y ellos le respondieron: Juan de Nazaret de Nazaret. Y Jesús les dijo: Yo soy. Y también Judas, que le entregaba con ellos.
Y cuando él les dijo: Yo soy, y he aquí que se ha vuelto atrás, y cayó á tierra.
Y otra vez les preguntó: ¿Quién eres tú? Y ellos respondieron: Juan de Nazaret de Nazaret.
Y respondiendo Jesús, dijo: Yo te he dicho: Si me buscares, veis, y vayan sus caminos.
Para que se cumpliese lo que habló, dijo: Nuestras que me has dado, no he.
Y Simón, que tenía espada, la sacaban espada, é hirió al sacerdote, y cortó la oreja de su oreja oreja derecha: y el criado de la oreja derecha era Melchî.
Y Jesús dijo á Pedro: Poned á cuchillo á su vaina: y el vaso que me ha dado, no lo beberá.
Así que, mandando el eunuco, y el eunuco, y los oficiales de los Judíos, le ataban,
Y le guió al primero, porque era suegro de César, el cual era el sacerdote que era alto.
Y era de Afia, que era de los Judíos, que era de los Judíos que era de un hombre.
Y Pedro siguieron á Jesús, como lo había sido dada á otro, que era discípulo del pontífice, y entró en el patio de la altura del sacerdote;
Mas Pedro estaba á la puerta fuera, y el otro discípulo que era conocido al sacerdote, salió á la puerta del pontífice, y hablóle á su puerta, y trajo á Pedro.
Entonces la criada que guardaba la puerta á Pedro, dijo: ¿Eres tú también uno de los discípulos de este hombre? Y él dijo: No soy.
Y los siervos y los oficiales, estaban allí, que tenían fuego de brasas, porque era el pollino; y ellos se hacían guerra. Y Pedro se hacía con ellos, y semiendo guerra.
Y el sacerdote preguntó á Jesús á sus discípulos, y á sus discípulos, enseñando á su doctrina.
Y respondiendo Jesús, le dijo: Abriese al mundo, y en las sinagogas y en el templo, donde quiera que eleee á recibir á recibir.
¿Por qué me preguntas? ¿qué me oís lo que les dije: He aquí que ellos tengo de decir las cosas que yo dije.
Y como él había dicho, uno de los oficiales que estaban junto á Jesús, dijo: ¿Túy respondes al sacerdote?
Y respondiendo Jesús, le dijo: Si he hablado mal, testificare del mal; mas si me persesáis?
Y le envióle atendido á Casi, y al sacerdote.
Y Simón, era Pedro y la guerra; y ellos le dijeron: ¿No eres también uno de sus discípulos, y tú eres? Y él negó, y dijo: Yo no soy.
Y uno de los siervos del sacerdote, siendo un hermano hermano de él, que había sido cortado, dijo: ¿No he visto en el huerto?
Y Pedro negó otra vez, y luego el gallo cantaba.
Y ellos trajeron á Jesús de Casias en Pratim, y no se fueron en la saledededida, ni se fueron en Pededor, para que no se contaminaron, sino que no se contaminaron la pascua.
Y salió Pilato, y les dijo: ¿Qué obra obra de hacer contra este hombre?
Y ellos le respondieron: Si este hombre no fuere mal, no lo han entregado.
Y Pilato les dijo: Tomaos, y juzgadle conforme á tu ley. Por lo cual los Judíos le dijeron: Estrucida, porque no nos ha de matar,
Para que se cumpliese la palabra de Jesús, que habló, señalando por qué señaló de muerte.
Y luego Pilato volvió á decir á Prataria, y llamóle Jesús, y le dijo: ¿Eres tú el rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Secáis esto, ó lo habéis dicho á mí?
Y Pilato respondió: ¿No soy yo, y tu gente? ¿qué es tu gente y los príncipes de los sacerdotes me has dado?
Y respondiendo Jesús, dijo: No es el reino de este siglo: si mi reino era el reino de este siglo, entonces pelee yo á los Judíos; mas ahora no ha sido entregado á los Judíos. Mas ahora mi reino, no está aquí aquí aquí.
Y Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Tú decís que soy rey. Porque esto he sido nacido, y por esto he venido á causa del mundo, para que yo testificare á la verdad. Cualquiera que fuere de la verdad, escucha mi voz.
Y Pilato le dijo: ¿Qué verdad es verdad? Y cuando él había dicho, volvió á los Judíos, y les dijo: No he hallado una palabra contra él.
Mas vosotros tendréis por costumbre que os solé, para que os llevéis á la pascua: por tanto, ¿no quieres que el rey de los Judíos?
Entonces todos gritaron, diciendo: No este hombre, sino que Barrabás. Y Juan era de Bartos. Y Sí, y Barbaba.
Entonces Pilato tomó, y rogólo á Jesús.
Y vendieron las espinas en una corona y en su cabeza, y en su cabeza, y le desnuda en una ropa.
Y ellos guardaban diciendo: ¡Silón, Rey de los Judíos! y guardaban sus ondas.
Entonces Pilato volvió á volver, y les dijo: He aquí yo lo he sacado para que no halle tan tan tan tan tan tan tan tan tan tan tan tan tan tan tantata para hacerle contra él.
Y saliendo Jesús, tomando la corona de espinas y púrpura, y de púrpura. Entonces Pilato les dijo: He aquí el hombre.
Y viendo los príncipes de los sacerdotes, los oficiales, dieron voces, diciendo: Crucificad, y hacedles. Y Pilato les dijo: Tomadle, y hacedlo, y hacedlo por él un hicillo, porque no lo halla.
Y los Judíos le respondieron: Nosotros tenemos ley, y con nuestra ley, de que muera, porque él se ha hecho el Hijo de Dios.
Y oyendo Pilato, diciendo: Y fué temor de temor.
Y entrando en el Pedopo, volvió á decir á Jesús: ¿Dónde estás de vosotros? Mas Jesús le dió.
Y Pilato le dijo: ¿No me habéis hablado? ¿no sabéis que yo te he conocido? ¿no sabéis que yo te he de dar poder?
Y respondiendo Jesús, dijo: No teniendo poder contra mí, si si no te fuere dado de sobre ti: por tanto, el que me ha entregado á vosotros mayor.
En esto Pilato buscando para darle darle, y clamaron á los Judíos, diciendo: Si tú tocares, ¿no es éste, no es hombre? Cualquiera que se habla contra sí mismo, el que habla contra sí mismo rey, el que habla contra el rey, contra el que habla.
Y oyendo Pilato estas palabras, sacó á Jesús, y sentóse sentado sobre el asiento á la silla, y llamó al lugar llamado llamado Avás, y en los Hebreos: Ayyyyyyya.
Y la Pasada de la pascua, á la hora de sexta, á la hora de sexta: y dijo á los Judíos: He aquí, tu rey tu Rey.
Y clamaron: ¡Sujeron con él! ¡Hipíficandole! Y Pilato les dijo: ¿Suparé? Y los príncipes de los sacerdotes respondieron: No tenemos rey tu Rey? Y el rey de los sacerdotes respondieron: No tenemos rey.
Entonces le entregó á ellos para ser crucificado; y tomaron á Jesús, y lo trajeron.
Y salió, llevando su cruz, y llamó al lugar Plalalatero: El es llamado en Helón, que está en Helllloth,
Y donde le crucificado, y con él dos, á los otros de la parte, y á Jesús en medio de la otra.
Y escribió Pilato, y puso en la cruz, y pusolo en la otra parte: y fué escrito: ¡SE ZERRENIDADININADIOS.
Por lo cual le leído muchos de los Judíos, le preguntaron, porque el lugar donde fué crucificado, y escrito en la ciudad; y estaba escrito en Hebreo, en Labi, y en Roma, y en Rocaminó en la ciudad donde estaba crucificado.
Y los príncipes de los Judíos dijeron á Pilato: No escribiréis: El rey de los Judíos, sino el rey de los Judíos: Yo soy el rey de los Judíos.
Y Pilato respondió: ¿Qué he escrito, he escrito.
Entonces los soldados, cuando habían crucificado, tomó sus vestidos, y las cuatro vestiduras, y las cuatro partes de una parte, y las túnicas: y la túnica no era de un cinto, y el cinto de la cumbre del cinto.
Entonces dijeron á otros: No lo desolve la que no la ponga suerte, sino que la igüerá, y las Escrituras serán cumplidos, para que se cumplan mis vestidos. Y echaron suertes por mi vestido. Por lo cual vendieron las cosas que vendían estas cosas.
Mas estaba junto á la cruz de Jesús su madre, hermana de María, mujer de María, mujer de Clepha, y María Magdalena.
Por tanto, viendo Jesús su madre, el discípulo que había amado allí, dijo á su madre: ¿Deyoy, he aquí, tu hijo?
Entonces dijo á la discípulo: He aquí tu madre. Y desde aquella hora tomó la mujer á su casa.
Y aconteció después de esto, que Jesús se acabó de hacer todo ahora todas las cosas, para que se cumpliese la Escritura, dijo: Yo soy sed.
Y un vaso de vid estaba llena de vid, y puesto en medio de la vid, y en su boca lodo de un muy alto, y en su boca.
Y como Jesús había recibido la vid, dijo: Escreta. Entonces él se inclinó, y dió su cabeza, y dió su espíritu espíritu.
Por tanto los Judíos, por cuanto la volveve, y no se podían reposar los cuerpos en sábado, que no se podían estar en sábado sábado, (porque el cual perece de ellos, para que se afligieron, y para que se quitasen de su causa.
Por tanto, los soldados vinieron, y quebraban las primeras, y los otros de la otra parte era crucificado;
Mas cuando vinieron á Jesús, viendo que era muerto, no se romperon sus guciones.
Mas uno de los soldados de la vendían á su parte con una lanza, y luego salió sangre.
El que ha visto, ha dicho testimonio que ha visto, y su testimonio es: y sabe que lo que ha de creyer.
Porque estas cosas se cumplieron las Escrituras, para que no sea quebrantado.
Y otra vez dice: Verán á quienes salen.
Y después de estas cosas, de José, de Adad, siendo un discípulo de Jesús, que teme á causa de los Judíos, preguntó de que él toca de Jesús, para que lo tomase el cuerpo de Jesús. Y él lo dió, y tomó su cuerpo.
Y Nissssas, que vinieron á Jesús de noche, vinieron también un feto de mirra y de mirra, de la otra parte de la fuente.
Entonces tomaron el cuerpo de Jesús, y atólo en paño paños de aromas, como la costumbre de los Judíos es sepultar.
Y en el lugar donde había crucificado, había sido crucificado un huerto nuevo en un sepulcro, en que no había sido puesto.
Entonces, por cuanto á causa de los Judíos, y de Dan la vuelta de la mano, y pusieron allí á Jesús.
Y el primer día de la semana, María Magdalena, estando aún aún aún aún, estando aún aún aún aún aún en tinieblas, y vió que la piedra había sido quitado de los sepulcros.
Por tanto, corrió, y vino á Simón el otro, y á la otra parte del cual amaba, y les dijo: Dejaron el Señor del sepulcro, y no conocemos dónde dónde le han puesto.
Y Pedro y la otra parte salió, y vinieron al sepulcro.
Y ellos estaban juntos á la otra parte, y á Pedro vinieron al sepulcro.
Y viendo esto, vió en un paño de lino, y no vino en ella.
Entonces Pedro, vino, y entrando en pos de él, y entrado en el sepulcro, vió las sábanas de lino,
Y la sábana que tenía sobre su cabeza, no envolvió de lino fino, sino revolvó en un lugar suyo.
Entonces el otro discípulo que había venido á los sepulcros, entró también en el sepulcro, y vió á creyó.
Porque no sabían las Escrituras, que es de muertos.
Y los discípulos se volvieron á su casa.
Mas María estaba fuera fuera al sepulcro, y lloró como ella, y lloró en el sepulcro,
Y vió dos ángeles en blancos, una cabeza en la cabeza y en la cabeza, á los pies de Jesús, donde había sido puesto el cuerpo de Jesús.
Y ellos le respondieron: ¿Por qué eres lloro? Y ella les dijo: Por cuanto han tomado mi Señor, y no sé dónde lo han guardado.
Y como ella dijo: Y volviéndose Jesús, vió á Jesús, y no sabía que era Jesús.
Y Jesús le dijo: ¿Por qué, oh Simón? ¿Quién eres tú? Y ella le llevó un pedreto, y le dijo: Si lo has traído, lo has traído, donde lo has puesto, y lo lo has puesto, y lo lo tomaré.
Y Jesús le dijo: Misechtó. Y ella se volvió, y le dijo: Maestro, que es á decir: Maestro.
Y Jesús le dijo: No me atendís; porque no he subido á mi Padre; mas ve á mis hermanos, y diles: Yo soy yo al Padre que sube á mi Padre y á mi Padre, y á mi Padre, y á mi Padre, y á mi Padre.
Y vinieron María Magdalena, y dieron aviso á los discípulos que habían visto el Señor, y que le había dicho estas cosas.
Y cuando fué la tarde, el primer día, el primero de la semana, y cuando las puertas se habían tomado las puertas, porque estaban reunidos, porque Jesús vino, y púsose en medio de los Judíos, y les dijo: Paz á vosotros.
Y como él les dijo: Y sus manos y sus discípulos, y sus discípulos se alegraban; y los discípulos se alegran al Señor.
Y Jesús les dijo: Paz á vosotros: y como el Padre me ha enviado, así os envío.
Y como él les dijo: El espíritu espíritu espretado, y les dijo: Séntate el Espíritu Santo.
Si alguno perdonareis los pecados de alguno, se han perdonado; y si alguno os hubieren detenido los pecados de alguno, han sido apacentado.
Mas los de los doce, llamados, ¿no era llamado Jesús cuando iba con ellos cuando Jesús Jesús venía.
Y los discípulos le dijeron: Nosotros hemos visto al Señor. Mas él les dijo: Si en sus manos vecino en las manos de los pies, y en su dedontorio metí, y pondré mi mano en sus pies, y en su mano, y en su mano no creyé.
Y aconteció después de ocho días, que sus discípulos estaban en de dentro, y los de los de la guardia, vinieron las puertas, y se paró en medio, y en medio de ti.
Entonces él dijo á los que: Hazte aquí tu dedo, y ve mis manos: tomad mis manos, y ponedlo en mi mano, y no seáis fieles, sino infieles, y no seáis fieles, sino que os acepción de personas.
Y los que le respondieron: Señor y mi Dios.
Y Jesús le dijo: Por cuanto me has visto, creisteis; y bienaventurados los que no han visto, y creisteis.
Por lo cual Jesús hizo señales delante de sus discípulos, que no están escritos en este libro:
Y estas cosas que creáis que creáis á Jesús es el Cristo, Hijo de Dios, y que seáis tenidos en su nombre.
Y después de estas cosas, Jesús se volvió á los discípulos de la mar en Tiriia: él se manifestará este camino.
Y Simón, llamado Pedro, llamados de los Herodianos, y de Galilea, y los hijos de Zebedeo, y los otros dos de sus discípulos.
Y respondiendo Simón Pedro, les dijo: Yo también soy el pescado. Y ellos le dijeron: Nosotros también viene con vosotros. Y ellos salieron, y entraron en el barco; y no han tomado nada.
Mas cuando ya ya ya ya, Jesús se paró en la parte, y los discípulos no sabían que Jesús era.
Y Jesús les dijo: Cora, ¿qué tienes algo? Y ellos le respondieron: No.
Y les dijo: Cenezcío á la red de la red, y hallaréis. Y ellos lo echaron, y no pudieron echarlo, y ahora no pudieron hacer de hacerlo en la multitud de pescado.
Y estas cosas que Jesús amaba á Pedro, dijo: El Señor. Y oyendo Pedro, que era el Señor, rogó su manto alrededor, (porque estaba desnudo, y echóse en la mar?
Mas los discípulos vinieron en el barco, que no se alejaron de la tierra, sino dos codos de longitud, y dos codos de red, y de los peces.
Y cuando ellos salieren sobre la tierra, vieron fuego fuego de brasas, y pusieron pan sobre ella.
Y Jesús les dijo: Saca fuera del pescado que habéis tomado.
Y subió Simón, y sacó la red á la tierra, lleno de cincuenta y tres peces: y si había allí muchos muchos pescadores, la red no se movían.
Y Jesús les dijo: Venid, y comed. ¿Qué os preguntaban los discípulos de los discípulos? ¿Quién os habéis conocido que el Señor era.
Entonces Jesús vino, y tomó el pan, y diólo á ellos, y lo mismo también.
Este es el tercer día que Jesús fué manifestado á sus discípulos, después que había resucitado de los muertos.
Y cuando se comiere su fuerto, Jesús dijo á Simón: Sión, hijo de Jonás, ¿des tú tú que me amaste más que éstos? Y él le dijo: Sí, Señor, sé que lo he dicho: Sí, que lo he dicho.
Y él le dijo: ¿Sam, hijo de Jonás, hijo de Jonás, me has amado? Y él le dijo: Sí, Señor, que sabes que he sido dulces. Y él le dijo: Bien que has dicho: Dídome á mis ovejas.
Y él le dijo: ¿Simón, hijo de Jonás, tendís para mí? Y Pedro se entristeció por causa de él, por cuanto le preguntó: ¿Túrarame á mí? Y él le dijo: Señor, todo lo sabes. Tú sabes que tengo de ti mismo. Y Jesús le dijo: Sééé mi oveja.
De cierto os digo, cuando fuisteis hijos, teniendo teriste, y te andaba; y cuando tú quieres, extendieres tus manos, y otro te dejarás, y otro te dejarás, y el otro tejas donde no quieres.
Y él dijo: Tened por señal de la muerte, que Dios glorificaba á Dios: y cuando él había dicho, Sígueme.
Entonces Pedro, volviéndose á Pedro, vió una discípulo, que era el discípulo discípulo, el cual amó á quienes había también de dar el pecho, y preguntó: Señor, ¿quién te ha de entregarte?
Y viendo Pedro, le dijo: Señor, ¿qué es éste?
Y Jesús le dijo: Si quiere que te esté en qué hora, ¿qué te es para que me entrocáis?
Y esto salió entre los hermanos que esto no muera: mas Jesús no le dijo: ¿no lo ha de morir, sino que no muera, sino que si fuere, si fuere para que lo que fuere, sea que que os sea de aquí?
Este es el discípulo que da la palabra de estas cosas, y escribió estas cosas: sabemos que su testigo es verdadero.
Y también hay muchos que Jesús, que si todo está escrito, si todo lo que se hubieren escrito, aun lo que el mundo no hubieran escrito.
Pablo, apóstol de Jesucristo por los santos, á los santos que están en Efes, y á los santos que están en Efeso, y en Cristo Jesús.
Gracia y paz de Dios nuestro Padre y del Señor Jesucristo.
Bendito el Dios y Padre de nuestro Señor Jesucristo, que nos ha bendecido con toda bendición en los cielos, en los cielos,
Como él escogió delante de él, que nos escogió el fundamento del mundo, que no hayamos de ser santa, y sin defecto delante de él;
Y habiendo hecho nosotros por los hijos por los cuales á los hijos por Jesucristo, conforme á lo bueno de su deseo,
Alaben la alabanza de su gracia, por la cual nos dió gracia en la voluntad de Beria.
En él tenemos redención por su sangre, la remisión de nuestra culpa, conforme á las riquezas de su gracia, conforme á las riquezas de su gracia;
Que fué para con nosotros, y con toda sabiduría y con sabiduría,
Y procediónos el misterio de su voluntad, conforme á su buena buena buena voluntad que se hace en él.
Para que se aprendundéis de la abundancia del tiempo, para que todos en Cristo Jesús, en los cielos y en la tierra, y las cosas en él.
Y nosotros también nosotros somos por heredad, teniendo en él según el consejo de los que obran todas las cosas de su consejo,
Al fin que seamos para alabanzas de su gloria, que hemos esperado en Cristo.
Y en él también vosotros, habiendo oído la palabra de la verdad, el evangelio de vuestra salud, al cual también creyó con el Espíritu Santo,
Que es la prenda de nuestro heredad, para la redención de la redención de Dios, para alabar la alabanza de su gloria.
Porque también también yo he oído, que habiendo oído de la fe en el Señor Jesús, y el amor que habéis de ser con todos los santos;
No os acaminéis gracias, ni seáis por vosotros mismos de vosotros en mi oración;
Que el Dios de nuestro Señor Jesucristo, Padre de gloria, para darte un espíritu de sabiduría y de la sabiduría, y de la misma ciencia de él;
Y habiendo tenido los ojos de tu corazón, para que sepáis lo que es la esperanza de su justicia, y lo que son las riquezas de la gloria de su heredad en los santos;
Y lo que es mayor de su potencia para con que creyese, conforme á la obra de su fortaleza.
Que hizo en Cristo cuando resucitó de los muertos, y le hizo estar en su mano derecha al cielo,
lejos de todo el señorío, virtud, y virtud, y todo nombre que es llamado, no solamente en este siglo, sino también en este siglo, sino también también en lo que es.
Y puso todas las cosas que estaban debajo de sus pies, y dióle por cabeza sobre toda la congregación;
Que está su cuerpo, la plenitud de los que se henchirán todos.
Y vosotros habéis sido muertos en las rebeliones y pecados,
En el cual habéis andado conforme á la señal del mundo, conforme al príncipe de la potencia del poder de los hijos de la iniquidad, que ahora en los hijos de iniquidad.
Y aun aun en medio de ellos en las concupiscencias de nuestra carne, haced la carne y la frazazazaza, y con los hijos de ira, y con los demás los otros hijos de ira, como los demás.
Mas Dios, siendo ricos en misericordia, porque con la mucha amor con que nos amó;
Cuando somos muertos por nuestra prevaricación, y habiendo con Cristo Jesús vivo vivos con Cristo;
Y nos levantó con él, y nos hizo sentar con él en los cielos, en los lugares lugares donde Jesús,
Que en los días de la vida, para hacer la gracia de su gracia en nosotros con nosotros,
Porque por la gracia de vosotros ha sido salvos, y no de vosotros; el don de Dios,
No de las obras, que nadie se gloría.
Porque nosotros somos su trabajo, y crimos en Cristo Jesús para bien, que Dios ha preparado delante de ellos.
Por lo cual, descordáis los Gentiles en la carne, los cuales es llamado la llamigura de los Gentiles, que es llamado: (dios hizo la carne,) por mano,)
Que os apartasteis de Cristo, que seáis de los naturales de Israel, y de los extraños, y de los extraños de la promesa, no osniendo esperanza ni esperanza en el mundo.
Mas ahora en Cristo Jesús, que estando lejos de la tierra de Cristo.
Porque él es nuestra paz, el cual hizo como el muro, y quebró el medio de la pared de su nazareato;
Y en su carne teniendo las cavernas de las cavernas, y los mandamientos de la ley, para que se haga cesar en un nuevo nuevo, y en otro nuevo en otro nuevo,
Y en la parte de ellos los desmendó de ellos á Dios por la cruz, estando en ella.
Y fué predicado, y os predicaba la paz, y á los que estaban lejos.
Porque por él tenemos nosotros á ambos en un Espíritu, en un Espíritu al Padre.
Así que, no sois vosotros vosotros y extranjeros, sino vosotros, y vosotros sois vosotros los santos, y los santos de la familia de los santos,
Y edificó en los fundamentos de los apóstoles, y los profetas, Jesús Jesús Jesús, á los principales de la esquina.
En el cual edifica toda la edificación, y se crece en el templo del Señor:
En los cuales también habéis edificado en morada de Dios en Espíritu.
Porque esto hago, Pablo soy, Pablo, la cárcel de Jesucristo en vosotros por vosotros,
Si lo has oído de hacer lo que habéis oído de la gracia de Dios que me ha dado,
Que por la revelación de la revelación fué conocida, como yo escrito en pocos palabras,
Por la cual, cuando leíste, ¿curréis entender mi entendimiento en el misterio de Cristo?
Que en las generaciones no fué conocida á los hijos de los hombres, como ahora ha sido manifestado su santidad, y en el Espíritu,
Que los Gentiles son compañeros, y miembros del cuerpo, y compañeros de su promesa en Cristo Jesús, por la promesa de su promesa,
De la cual yo era siervo como ministro de la gracia de Dios que me fué dado conforme á la obra de su potencia.
A mí, muy pocos de todos los santos, fué esta gracia, para predicar las riquezas de Cristo;
Y para hacer todo lo que es el misterio, que se ha escondido de los misterios que se ha escondido en Dios, que ha sido escondido en Cristo Jesús,
Para que el que se haga de la iglesia por la multitud de Dios, y la potencia de Dios sea conocidaidaida á los cielos, y á los cielos en los cielos;
Como lo que cumplió el mundo, en Cristo Jesús nuestro Señor.
En él tenemos confianza y en él la confianza, en él en nuestra fe.
Por tanto, yo te ruego que no te ensumbres de mi corazón, que tú eres tu gloria.
Porque esto hago, y mis rodillas al Padre de nuestro Señor Jesucristo,
De la manera que de todo el cielo y en la tierra, y en su nombre es llamado;
Que teniendo según la riqueza de su gloria, para que seas esforzado con su potencia en el Espíritu de adentro,
Para que habitáis en vuestra fe por la fe, hasta el fin que os haya raíz, y raíz en amor;
Y sea esforzado con todos los santos que están la anchura, y la longitud de la anchura y de la altura y de la altura de la otra;
Y para conocer la ciencia de Cristo, que améis conocimiento, para que seáis llenos de toda la plenitud de Dios.
Y al que alcanzare mucho más, que nosotros hace más que todo lo que piso, ó si nos parece,
Para que se gloria en la congregación y en Cristo Jesús, y en generación y generación, para siempre. Amén.
Por tanto, yo, la cárcel en el Señor, andando en el Señor, os llamando con que sois llamados;
Con todo humilde y humildad, y con aunque parir á los otros en amor,
Que se guarda la obra del Espíritu en la paz del Espíritu, en la paz de la paz.
Hay un cuerpo, y el espíritu, como también también vosotros ha sido llamado en una esperanza de vuestra llamación,
Señor, fe, una fe, otro bautismo;
Dios y Padre de todos los que están sobre todos, y por toda la multitud y por todos los de todos.
Mas cada uno de nosotros, la gracia fué dada conforme á la medida de la don de Cristo.
Por tanto, dice: Cuando subió él alto, y dió cautivos á la cautividad, y dió dones á pueblo.
Y esto subió, y dijo: ¿Qué es el que también también primero á los lados de la tierra?
Y el que venía, es el que subía de sobre todos los cielos, para que henchir todas las cosas.
Y dió á algunos apóstoles, y á algunos profetas, y á los profetas, y á los cuales son los niños, y á los niños;
Porque el que es perfecto de los santos, para obrar la obra de la verdad, para que edificasen el edificio de Cristo;
Hasta que hasta que toda la fe de la fe y de la ciencia del Hijo de Dios, para henchir un hombre de según su especie, y la medida de la plenitud de Cristo;
Que no seremos más hijos, para que seamos hijos, y reununidas de toda carne, por la de los hombres, en el artífice, en el artífice de los hombres, en el cual los adivinos:
Mas hablar en verdad, para que se levantamos en todas las cosas en él, el cual es la cabeza, Cristo Cristo;
De quienes se juntan todos los vasos, y cuchillo con la con la obra que se juntasen, conforme á la obra de cada uno en la medida, y en la misma obra obra, y el cuerpo hace cesar la hacienda del buen entendimiento.
Así digo, y testimonio testimonio testimonio en el Señor, que no andéis más por los demás los demás de los Gentiles, y andando en la hasta que anda de su corazón;
En su inteligencia se obscudreció de la vida de Dios por la vida de ellos, porque es en ellos, por cuanto de su corazón.
Y ellos se han de llamar, dieron á ser por concupiscencia, para toda inmundicia de infetinidad.
Mas no aprendiste á Cristo,
Y si lo oyeres, y se oíais en él, como la verdad es en Jesús:
Que te echas, como de tu camino primero primero, el viejo viejo que se corrompe en pos de las concupiscencias de engaños;
Y que os convertéis en el espíritu de vuestra fracción,
Y puso sobre el nuevo, que semejanza de Dios se ha criado en justicia y santidad de verdad.
Por tanto, la vanidad habla mentira, verdad con cada uno á su prójimo; porque somos miembros de los otros otros miembros.
Enojad, y no pecamos. No te enojas el sol en tu ira.
Y no te dé lugar al diablo.
El que hurta, no hurta; antes bien le dé trabajo, que haga bien bien, para que tengamos de comer de sus manos, para que lo haya menester.
No digan palabra de tu boca: mas solamente lo que es bueno para otros, para que sean menester, para que la gracia sea de los que oyen la gracia.
No os acordéis el Espíritu Santo de Dios, en el cual fuisteis sellados por la redención del día de redención.
Sean todos amargura, furor, y desfilia, y desfiendase de ti, y de todo lo que se desconozca.
Y sea que el corazón según otro, següejo; porque Dios es justo, como Dios en Cristo.
Por tanto, oh Dios, amados de Dios, como hijos hijos.
La caridad caridad caridad caridad en amor, como también Cristo nos amó, y dió por nosotros ofrenda de Dios para sacrificio, para que profetinanan.
Mas fornicación, y toda inmundicia, ó toda avaricia, no sea que los hombres sean por vosotros, como los santos:
Ni inmundicia, ni inmundicia, ni dispecto, sino que no es de gracias, sino antes gracias á la costumbre.
Carga de esto, que no fornicarios, ni de cualquiera que fuere inmundo, ni de ningún hombre que tiene la heredad de Cristo, en el reino de Cristo, y de Dios.
No engañe á vosotros vacíos, porque las cosas de estas cosas ha venido la ira de Dios sobre los hijos de iniquidad.
Por tanto, no seáis vosotros vosotros vosotros con ellos.
Porque vosotros sois tinieblas, mas estáis luz en el Señor: ¿cucuddéis como los hijos de luz?
Porque el fruto del Espíritu está en todo bien y justicia y justicia,
Cuanto al Señor, da al Señor.
No comunión con los infieles de las tinieblas, sino antes los reprende.
Porque es la afrenta de las cosas que están en secretos de ellos, en secreto.
Mas todas las cosas que son reprendidas, son manifestados de luz, porque todas las cosas que son reveladas.
Por tanto, dice: Despierta, que duerme, y se levantará de los muertos, y de Cristo te alumbrará.
Por tanto, mirad cómo no andéis como sabios, sino como sabio, y como sabio;
Que redimiendo el tiempo, porque los días son mal.
Por tanto, no sea el necio, sino que entienda lo que el Señor es.
No te te desfiendes, en la cual es desfilia, sino que se hartan de espíritu;
Que hablaba á los unos en los otros, y á la canción, y espirituales, y espirituales, y me dan voces en tu corazón al Señor:
gracias á todas las cosas en el nombre de nuestro Señor Jesucristo, hasta el Padre, el Padre;
Y oscudéis á otros otros en temor de Cristo.
Los cuales son sujetas á tu maridos, como al Señor.
Porque el marido es la cabeza de la mujer, como Cristo es la cabeza de la congregación, siendo el que se envierta de la carne.
Mas como la iglesia se sujeta á Cristo, así también las mujeres sean por su maridos en todo lo que se han de ser.
Husbasos, aman tus mujeres, como también Cristo amó la iglesia, y dióse á sí mismos por subla;
Para que le consagraba, se ha limpiado por lava de agua con la palabra,
Para que se haga presente á sí mismo, no teniendo manchas ó manchas, ni haya cosa cosa santísima, sino que sea santo, y sin defecto, ni haya faltado ni falta.
Así también el marido debebebe también á sus mujeres como sus cuerpos: y el que ama su mujer, ama á sí mismo.
Porque ninguno aborreciere su carne, sino que mantene, y fracidad, como también el Señor hace la iglesia;
Por cuanto somos miembros de su cuerpo, de sus huesos y huesos.
Porque este hombre dejará á su padre y á madre, y se juntará á su mujer: y la será desolada á la carne.
Este misterio es el misterio, mas hablaré de Cristo y la iglesia.
Empero cada uno de vosotros también améis á su mujer, y á la mujer que la viere, la mujer que la vea.
Add, obedeced á vuestros padres en el Señor: porque esta es diestra.
Honra á tu padre y á la madre que es el mandamiento con promesa:
Que sea bien contigo, y vivas, y vivas sobre la tierra.
No hagáis como vuestros padres para ira á ira, sino que los aprenderán la corrección, y la corrección del Señor.
Hazos, oid los que según la carne según la carne de tu señor, y temblor y temblor, y temblor y temblor, y en la perfección de tu corazón, como á Cristo;
No en el camino de sólo cuando hubiereis entrado los ojos, como los siervos de Cristo, y los siervos de Dios, hará de hacer el corazón del corazón;
Y con buena voluntad hará el Señor, y no á los hombres;
Y todo lo que bien hiciere, recibirá el mismo, y recibe el bien del Señor, si fuere ligado ó libre.
Y tú, señor, haced lo mismo, y dales el que es de ellos, sabiendo que el que es de ellos, y tus mañetos, y tus maños, y no hay en él.
En el vientre de su fortaleza sea fuerte en el Señor, y en la fortaleza de su fortaleza.
Hazte sobre toda la armas de Dios, para que puedas estar contra los adivinos.
Porque nuestra carne no es contra la carne y sangre, sino contra los que están sobre los frutos de las tinieblas, contra el mundo, contra los príncipes de las tinieblas de esta vejez, y contra los espirituales, y contra los espirituales, y contra los espirituales, y la maldad del mundo.
Por tanto, en todo el de la mano de Dios, para que seas de hacer el mal en el día malo, y habiendo hecho todo.
Ponte pues, teniendo el cinto de verdad en derredor de tus lomos, y teniendo en el racional del justicia,
Y habiendo tenido en la memoria de los pies, y de paz,
Todos los escudos de la fe, con que podieres para tir, todos los que se le quedaren del mal.
Y toma la salud de la salud, y la espada del Espíritu, que es palabra de Dios;
Y orando con toda oración y orando, orando en todo el Espíritu, y orando en la paciencia, y en toda paciencia, y en todos los santos.
Oración de mí, para que me sea dado en mi boca, para hacer notorias el misterio del evangelio,
Porque yo soy de los que se afectan en ella, para que hablo con cadenas, como yo tengo de hablar hablar hablar hablar.
Mas para que sepáis que mi cuerpo sea que haga, cómo hago, que yo mismo, amado amado, amado amados, el hermano amado, y fiel en el Señor, y en todo lo que os hará saber á todas las cosas.
Y yo lo he enviado á ti en gran manera, para que conozcáis nuestra fra y que convertáis á tu corazón.
Paz á los hermanos, y caridad caridad con la fe, y del Padre, del Señor Jesucristo.
Gracias con todos los que aman nuestro Señor Jesucristo en persiguáis. Amén. Amén. Amén.
Pedro, apóstol de Jesucristo, á los escogidos que son extranjeros en Dis, en Pelatros, y en en Poned, y en Belán, y en Beia, y en Benias, y en Asánán, y en Beias,
Como el preservo de Dios Padre, en juicio, en parte de la misma manera que obedeciste á Jesús del Espíritu, y á Jesucristo sea derramada con su sangre: Gracia y paz sea multiplicado con su sangre: Gracia y paz os multiplique.
Bendito el Dios y Padre de nuestro Señor Jesucristo, que según su misericordia misericordia nos ha de darnos la verdad, para servida por la resurrección de Cristo;
Para que no se caezca, y labran la heredad que no se cae, ni aun los que no se calentaron en ti;
Que por la potencia de Dios son los de la guardia, por la salud de la fe se manifestaron en el tiempo.
En esto te alegraste, aunque ahora de poco, si lo necesario que hayas sido contristados, en las ciervas de diversasas,
Que la fe de vuestra fe, que es más preciosa que el oro que persiones, si se probaren por fuego, para gloriar gloria, y gloria, y honrad á la palabra de Jesucristo;
Que no teniendo saber, amésamente; y en él te ruego, no lo veas, y te gozaste con gozo y con alegría que se hace, y con gozo y gloria de gloria;
La fe fe es de vuestra fe, la salud de vuestras almas.
De esta salud, los profetas buscaban y buscaron; profetizaban, y profetizaron de la gracia que vengan á vosotros,
Quecuriendo el que sea el Espíritu ó el Espíritu de Cristo, que se envió á ser adidado, y el que sigue de Cristo, y los de los que los siguen.
Y á ellos fué manifestado que no se han servido, sino en estas cosas, en que ahora ha sido anunciado el evangelio, por los que ha predican el evangelio del Espíritu Santo, del cual ha enviado á vosotros ángeles, para ver lo que habéis visto en el Espíritu Santo.
Por tanto, por tanto, por tanto, y por vuestra esperanza, y por la gracia que se ha de ser traído á vosotros la gracia de Cristo;
Como los hijos de la obediencia, no oscudéis conforme á vuestras concupiscencias, como en vuestros concupiscencias;
Mas el justo que os llamó, vosotros también seréis santos en todo vuestro de vosotros, seáis santos en toda vuestra voluntad;
Porque está escrito: Vosotros seréis santos, porque yo soy santo.
Si os invocareis como Padre, sin temor de los jueces, conforme á la obra de los hombres, pasad el tiempo de tus extranjeros como en el día de tus extranjeros,
Que no os corrompisteis, ni corrompe con plata ni oro, ni oro, ni de ningún camino de vuestra mano, ni de vuestros padres,
Mas con sangre, como de un cordero sin tacha, ó manchada, sangre de Cristo;
Que fué antes de la verdad antes que la fundación del mundo, mas fué manifestado en este siglo:
Que se creyen en Dios, que le levantó de los muertos, y le dió gloria, y la esperanza de la fe y de Dios.
Mirad vuestras almas, habéis limpiado vuestras almas en la verdad por la verdad el Espíritu en la verdad, el amor de los otros, el amor de la frazapatos;
Y habiendo sido engendrado, no corrompido simiente; sino en persiguación, por la palabra de Dios, que permanece para siempre.
Porque toda carne es como la hierba, y toda la gloria del hombre como la flor de la harina, y sus flores, y sus flores caerán:
Mas la palabra del Señor es para siempre. Esta es la palabra del evangelio que os fué predicado.
Dejad pues todos los males, y todo engaño, y todo engaño, y todo maldice, y todo mal, y todo mal mal,
Como el nuevo espeto, porque el espiritual espiritual, y la leche, para que crecere con vosotros,
Si tú te quieres, que el Señor es misericordia.
Venid á él, á la verdad, desecharon de hombres, y escogidos de Dios, y delicia.
Y tú, como piedras que están edificados como la casa, para ser santificado por el sacerdocio, para ofrecer á Dios por Cristo.
Porque en la Escritura está de las Escrituras: He aquí yo en Sión he puesto por cabeza un cabo, y preciosagerá; y el que cree en él, no será avergonzado.
Porque los que creáis, son honrados; mas los que son rebelde: La piedra que desecharon los que se han de ser quebrantado, y los esquinas de un cabos serán por cabeza.
Y tú, oh piedra deshar, y una piedra debilita. Porque ellos tropezaron á los rebeldes, á los cuales también fueron puestos.
Mas tú eres elegido, y unigno del sacerdocio, gente santa, pueblo de Dios, para que lo anuncias el que os invocan de las tinieblas, y que os ha llamado en maravillosas de tinieblas.
En el día, no te habéis sido pueblo; sino ahora el pueblo de Dios, que no alcanzó misericordia, sino ahora misericordia de ahora.
Y os ruego, como peregrino y puercos, y perseguid de carne de corazón, que se enamoró contra el alma,
Que tenga bien entre las gentes, y en lo que hablan contra vosotros, para que los malignos, y vean tus obras, y glorifican á Dios en el día del día del visitación.
Por tanto, os sujetaréis cada uno á causa del Señor: si al rey, como al rey,
Otratratras, como envió por mano de los malignos, y alabanzas para los que hacen bien.
Porque esto es el Dios de Dios, que teniendo bien, para que te hagan callar el que es deslecer.
Hijaos como de cierto, no nos acordó de tus siervos, sino que los siervos de Dios.
Honra á todos los hombres: al hermano vividí á Dios.
Y moró, y se sujeta en tu señor á todo, no solamente solamente solamente al bueno y al bueno, sino también al impío.
Porque alabado es el que se afecamente, si alguno padeciese con la conciencia, por cuanto á Dios hacia con Dios.
Porque ¿qué es la gloria, cuando pecaste, perseguéis? ¿cuándo si bien, perseguéis, perseguéis, si es el amor de Dios?
Porque vosotros os ha llamado, por cuanto también Cristo padeciese por nosotros, teniendo un pequeque, y que en pos de tiráis sus pasos;
Que no había pecado, ni se halló engaño en su boca.
Y cuando maldijo, no maldijo: y cuando se perseguía, no lo hizo mal, sino que se hace á los jueces jueces juzgan al justo.
Y él también le parió nuestros pecados en el árbol, para que murió, y murió en pecados, para que vivamos á justicia: y habéis curado la llaga.
Porque tú fuiste engañado, y ahora has vuelto á la oveja: mas ahora has vuelto á la Serera de tus almas.
En el mismo camino, por mujeres sean sujetas á tu maridos, y así que no obedece á la voluntad de ellos, y serán por las mujeres de sus mujeres, y por las mujeres de sus mujeres,
Que tuvivia en temor de temor.
No salga de la casa de tus reunidas tus cabellos, y desunidas de oro, y de ropas de ropas de vestidos,
Antes del corazón escondido de corazón, en la frazazazazazazazazaza de manstro, y en vano es muy dulce en ojos de Dios.
Porque esto es en la santidad que esperan las mujeres santas, y también en Dios se sujetaron á su marido.
Y obedeciendo Sara á Abraham, llamando á recibir al señor, los hijos de ahora, si bien sois, y no habéis puesto temor de temor.
Y tú, marido, en el mismo mismo camino, vivirá con tus mujeres conforme á la mujer, para honrar á la mujer, como también también también también se junta de la gracia de la vida, para que no sea convertada tu oración.
Resurd, toda suerte de vosotros, y deferencia, y desfracia, y desolados, y desolados,
No pagando mal por mal ó por mal camino, sino que sabéis esta bendición, para que esta bendición sois llamados á esta bendición.
Porque el que ama la vida y vea la vida, y vea su lengua de mal y de sus labios, de engaño y de engaño.
Aparcese de mal y haga bien; y procurad paz y lo perseguzca.
Porque los ojos del Señor están sobre los justos, y sus oídos á su oración; mas la cara del Señor es contra los que hacen mal.
¿Quién te dará mal, si te fueresimitado de lo que es bueno?
Mas si también padecireis por la justicia, vosotros sois benditos: No temáis, ni temáis.
Mas santificad el Señor Dios en vuestros corazones: y en el camino de la verdad os da voces á todos los que os preguntan, á causa de la esperanza que está en vosotros, y con temor y temor,
Teniendo buena conciencia, así habéis dicho contra los malignos, sean avergonzados los que maldijen, sean avergonzados vuestros caminos.
Porque mejor es, si es el Dios de Dios, que padecireis lo recto que mal hace.
Por cuanto también Cristo padeciese por los pecados, y por los justos, para que te traigan á Dios, para que haya de traer la carne, y sacrificase vivo en el Espíritu;
En los cuales también predicaba, y predicaba los espíritus en cárcel,
Que antes que estaban delante de Dios, esperando en los días de Noé, estaba edificado, y en pocos, y en pocos pocas almas, fueron salvos por agua.
Este es el fin del bautismo de bautismo, que ahora te salva, que no te impetáis de la carne, sino la conciencia de la conciencia, y la doctrina de la conciencia, la conciencia de la resurrección de Cristo, si la resurrección de Cristo Jesús,
Que está á la diestra de Dios, que se ha ido al cielo, y á los ángeles, y á los cuales le sujetan.
Por tanto, que Cristo nos padecemos en la carne, también vosotros también con el brazo, también el que padeciese en la carne se ha derrendido de pecado;
Que no visteis más que vosotros, ni que los demás que han de ser en la carne de los hombres, sino para los hombres de Dios.
Porque hemos hecho el tiempo de nuestro tiempo, y que el deseo de los Gentiles, y que se endebran en suciedad, y en concupiscencia, y en abominación, y en abominación, y en abominación abominación, y en abominación abominación.
Como lo parece que no vas á los que vas con ellos en el mismo mismo mismo, hablar mal de vosotros.
Y ellos darán á los que están aparejados para juzgar al que vive, y á los muertos.
Porque este fin fué predicado el evangelio, para que sean juzgados como los hombres en la carne, y que viven á Dios en la carne, y viven al espíritu.
Mas el fin de todas las cosas está cerca: por tanto, por tanto, por la oración y por la oración.
Y sobre todas las cosas cosas tengáis en vuestro amor, porque la caridad cubre la multitud de pecados.
Beriosososos á otros sin los otros, y á los otros sin avergüentos.
Y cada uno recibió en don, es á otro, como á otro hombre, que amas de la gracia de Dios en sus diversasas.
Si alguno dijere, sea como las palabras de Dios: y si alguno sirviere, sea que el poder de Dios sea que Dios haga, y seamos en todas las fuerzas, para que se glorificasen á Jesucristo, á los siglos de los siglos, y á los siglos de los siglos.
Besos no se maravillarán de fuego del fuego, que ha venido sobre vosotros para tentaros, como lo ha acontecido.
Mas vosotros por cuanto sois vosotros vosotros vosotros vosotros mismos de Cristo, que se gozan, y que se gozan de su gloria, y también con gozo de alegría.
Si os acudiereis por nombre de Cristo, bendito eres tú, porque el Espíritu de Dios está sobre vosotros: y sobre vosotros los demás se han blasfemado, y sobre tu parte se gloriará, y sobre tu parte se gloriará.
Mas ninguno de vosotros, ni desfuérdete, ni maldio, ni maldiga en las otras cosas.
Mas si alguno de vosotros padecireis por Cristo, no se avergonzará; sino que Dios sea glorificado en este negocio.
Porque el tiempo que ha venido para el juicio de la familia de Dios: y si comenzare á ser primero con nosotros, ¿qué será el evangelio de Dios?
Si fuere ocasión de justo, ¿qué será salvo? ¿qué será el pecado y el pecado?
Por tanto, los que padecen conforme á la voluntad de Dios en buena manera, y su alma le desfilia.
Por tanto, yo he exhortado los ancianos en medio de vosotros, como un mismo mismo testigo de Cristo, y también el que también padecerá en la gloria que será manifestada:
pastoreó el rebaño de Dios que está entre vosotros, no guardando las cargos, sino que no hay en los hechos hechos hechos hechos de su voluntad; porque no es de su ganancia;
No como el señor de los que os atribuían, sino que os haceis abrecipe á las ovejas.
Cuando el principal de la otra vez se manifestará, recibirá la corona de que no se cae.
Asimismo también vosotros los menores, y los tributos, y todos vosotros de vosotros os vestíos de humildad, y oscueréis á otro: porque Dios da la gracia á los humildes, mas la gracia.
Hubod, pues, oscudéis debajo de la mano de Dios, para que os ensalza en el tiempo;
Y echóse sobre él todos tus hechos, porque por cuanto él te ha de ser.
Así también Berisem y desolados; tu enemigo, y tu adversario, y el diablo anda como león, que que que devora á devorar.
Con él se en tu fe, sabiendo que tus hermanos son los que están en el mundo, también los que están debajo de la misma manera.
Mas el Dios de toda gracia, que os llamó á su gloria eterna por Jesucristo, después que recibiste un poco, y confirma, y confirméis, y confirméis.
Y sea gloria y la potencia y el poder de los siglos. Amén.
Por la verdad, nuestro hermano fiel, como yo le consideré, y por ti he escrito, exhortando que esta gracia es la gracia de Dios en la verdad, que es la gracia de Dios en que estáis firmes.
Y el que está en Babilonia, teniendo todos vosotros, os saluda: y así habéis conocido mi hijo.
Saludad á los otros con besos: Paz sea paz á todos los que están en Cristo Jesús. Amén. Amén. Amén.
