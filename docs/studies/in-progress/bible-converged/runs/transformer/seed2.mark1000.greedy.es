En aquellos días, cuando el jueces había sido de hambre en la tierra; y un hombre de Beth-lehem, entró á Beth-lehem de Beth-lehem y sus dos hijos.
Y el nombre de Eli era Eli, y el nombre de su mujer; y sus nombres fueron los nombres de sus dos hijos y de Beth-lehem; y á Ephrata, y á Ephrata, y á Ephrata, y á Ephrata, y habitaron en la tierra de Beth-lehem.
Y Eliú, mujer de su marido, y murió; y fué con dos hijos.
Y tomaron mujeres de las mujeres de Moab, y el nombre de la una parte del otro, y el nombre de la otra; y habitaron en medio de un mismo tiempo.
Y fué á Bil y á Chuso, y la mujer era de dos hijos y de sus maridos.
Entonces se levantó con sus hijas, para que se vuelva de la tierra de Moab; porque había oído en la tierra de Moab, porque había oído en la tierra de Moab, hasta que había visto su pueblo.
Y salió de la ciudad donde había hecho, y sus dos hijas con ella; y fueron á la tierra de Judá.
Y díjole á su mayordomo, y á cada uno de su madre, y volverás á la casa de Jehová: con vosotros, como tú has hecho con vosotros, como muertos, con que has hecho conmigo, y con los muertos.
Y tú, Jehová teniendo reposo, cada uno de su marido en la casa de su marido. Y ellos se revó, y se levantaron sus vozs, y lloraron.
Y ellos le dijeron: No te volverás á tu pueblo.
Y dijo: Ve, y haz mis hijas; ¿por qué me has de ir á mí? ¿ha yo también en mi vientre? ¿y yo seré en mi vientre?
Ve, pues, y ves á mis hijas; porque yo soy un hijo de ser llamado; si yo digo: Si he hablado, si he de ser por marido, y si he de ser por marido, y también también también á los hijos, y á los hijos, y á la noche, y á la noche, y á la noche, y á la noche, y á la noche, y á
¿Has tú esperar? ¿has tú destado de tu maridos hijas? No me ha sido recos, porque mi causa me ha salido de tus hijas, porque ha salido de Jehová.
Y levantaron su voz, y lloraron; y su madre se beba, y su madre se le bebó.
Y ella dijo: He aquí tu hermana se ha ido á su pueblo, y á su hermana, y á su hermana.
Y dijo: No me has de ir á vosotros, y á vosotros os volveré de entrar, porque yo te iré, y te vaya; y te dejaré, y donde yo te vaya, y tu pueblo, y te será por mi pueblo.
Y cuando moriré, y allí moriré, y yo seré en Jehová; y si también me ha de ser más, y si no me descáis, y si no me has de morir, y si me has de morir.
Y como vió que se había hecho, secó con ella, y fué que la dejó.
Y ellos fueron hasta que vinieron á Beth-lehem; y como llegaron á Beth-lehem, y se habían hecho de ellos, y dijeron: ¿Hay éste éste?
Y ella les dijo: No me llamas á Mararara: porque á Marararararararararararararararararararararararara.
Y fuí lleno, y me ha traído á casa, y me ha hecho oir, y me ha dicho: ¿Por qué me ha hecho Jehová, y me ha hecho contra mí?
Y volvió á Nagem, y Riggó á Moab, hija de Moab, con que se volvieron de la tierra de Moab, y se volvieron de la tierra de Moab, y vinieron á Beth-lehem.
Y tenía una mujer de su marido, y un hombre fuerte, de la familia de Elirara, y su nombre Bilón, y su nombre fué Buso.
Y dijo á los de Moab: Afuérme ahora, y me afecen ahora, y reguén en las orejas de trigo, y de trigo, y de la cual le he hallado.
Y fué, y fué que se revó en el campo, y se sentó á la parte del campo, y fué que fué de la familia de Eli, que fué de Elirararara.
Y he aquí que vino de Beth-lehem, y dijeron á los que teman, y le dijeron: Jehová te bendiga.
Entonces dijo á su siervo que estaba sentado sobre la moza, ¿Quién es éste?
Y el siervo que se había puesto sobre la tierra, dijo: Es la moza que se fué con Nahuel.
Y ella dijo: Ruégote que me afligiese, y se revolvía de los que se fué, y fué hasta que se ha de venir, hasta que se ha de venir á la casa.
Y dijo á Rig: Oid mi hija, hija mío, no salisteis á la otra, y no salisteis aquí, y no sal salisteis de aquí, sino que mi criada.
Sean tus ojos sobre el campo que se siembran, y salid á ellos; ¿No te he mandado? ¿no estás sed, y no te han sido sed, y los hombres que se han de beber?
Y ella se postró sobre su rostro, y le echó á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que yo te he hallado?
Y respondióle: Yo he dado todas las cosas que has hecho á tu madre, que has hecho la muerte de tu marido, y cómo has de ser llevado á tu padre, y cómo has de dar á la tierra, y á tu madre, y á la cual has de ser llevado delante de ti.
Enviad á Jehová tus obras, y te ha dado de ser dado á Jehová Dios de Israel, debajo de las alas de los que has venido.
Y ella dijo: Sea gracia en tus ojos, porque tú me has sido consolado, y has has dicho, y te has dicho, y no te he dicho, como yo soy de tu siervo.
Y aconteció que en el tiempo le dijo: Ven, y comed pan, y comed tus voces, y en la higuera. Y se sentaron, y se sentaron, y semían de trigo, y de trigo, y de trigo, y de trigo, y de vino, y de comer.
Y como ella se levantó, mandó á sus criados, diciendo: Esfuérla, y se afectó en medio de ella.
Y descannn de los que se afecían, y se afegue, y no se afegue.
Y ella se revó en el campo, y echó la tarde, y echóse de la vaca, y fué de cebada.
Y ella se levantó, y subió á la ciudad; y su madre vió que se había revolado, y dióle á subla, y dióle á su compañero.
Y su madre le dijo: ¿Dónde está hoy, y has hecho que hoy? ¿dónde has hecho? Y él habéis dicho: Bendito el que no te ha dado. Y ella. Y su madre fué con aquel aquel aquel aquel aquel aquel hombre que tenía hoy.
Y díjole: A su hija, que Jehová bendijo á su misericordia, que no sea de ser llevado á Jehová, y á su misericordia y á su hermano. Y el muerto le dijo: El hombre es muerto.
Y dijo á Moab: Dejadme, y me has dicho: Destrucido á mis criados, hasta que se han de ser llevado mi mi mi mi mi mi mi mi mi mi mi mi mi mi mi mintuto.
Y dijo á Rigla hija de su hija: Esfiié mi hija, que no vayas con su criada, y no te vayan á recibir á recibir á su lado.
Y ella se quedó á la criada de la noche, y á la siega de trigo y de trigo y de trigo; y su madre fué con su madre.
Y su madre le dijo: ¿Hay de hacerla? No buscaré, porque yo no te buscaré; porque tú, para que sea bien?
¿No es la fuente de la criada, y con los que están con la criadas? He aquí que él se afirá, y será remerrrrrrrrada de la era de la noche.
Por tanto, tomaste, y tomad á la era, y tomad á la era; mas no te ha hecho saber, hasta que se acabó de comer, y bebla.
Y será que cuando se hubieren entrado, no te matará: y saldrás en su lugar donde estás, y entrarán en su casa, y le matarán: y matarán lo que os dijere.
Y ella le dijo: Todo lo que dijeres, yo os haré.
Y descendió á la era de la era, y todas las cosas que le había dado.
Y aconteció que que cuando se había comido, y se sentó su corazón, y fué que se sentar en el cabo de trigo; y sus pies, y sus pies, y sus pies, y sus pies.
Y aconteció que á la media noche fué vuelto, y he aquí una mujer que tenía en sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Por tanto, haz la esquina de tu siervo, y ponte sobre la hasta la esquina: porque tú eres tú.
Y él dijo: Tú eres tú, hija mío, y has hecho más más que la misericordia de la fin, que no has de ser afligidos, ni ricos, ni ricos, ni ricos, ni ricos, ni ricos, ni ricos.
Ahora, pues, hija mío, no temas: porque yo os digo, que todos vosotros sois de la ciudad, porque tú eres mujer de mi pueblo.
Ahora pues, que es fiel, que está cerca de sí: mas hay un lugar que está cerca.
Desde esta noche, y en la mañana, si hiciereis lo que te hiciereis, y silllll. Y le hagan las guardas de la guarda de la guarda. Mas si no hiciereis la guarda de la guarda de ti, yo os haré por la guarda de la guarda de un lugar, como Jehová os habéis de vosotros, como Jehová os ha dicho. Aparta hasta la mañana.
Y ella durmió en su hasta la mañana, y levantóse de la otra vez, porque dijo: No sea que la mujer, porque no sea conocido.
Y él dijo: Sacad el hombre que está sobre ti, y ella se revó. Y midióla, y midióla, y puso en la ciudad, y puso en ella.
Y como ella llegó á su madre, dijo: ¿Cómo se fué á mi hija? Y ella le dió á todo lo que había hecho.
Y ella dijo: Y me dió otra medidas de cebada, porque dijo: No vas á tu madre.
Y ella dijo: Aunque mi hija, hasta que sepáis lo que no lo que ha de hacer, porque no ha de hacer esto.
Y subió á la puerta, y sentóse allí: y he aquí que el que estaba cerca de la cual había hablado, dijo: Ven, y viene á él. Y él, y sentóse á él. Y sentó, y sentóse sobre él, y sentólo.
Y tomó diez varones de la ciudad de los ancianos, y dijo: Salid, y sentáronse aquí, y se sentaron.
Y él dijo á la entrada: Ceeee, que sale de la tierra de Moab, que se vendere la tierra de Moab, la cual es la cual es de la tierra, la cual es de nuestro hermano.
Y os digo, diciendo: Apartaos delante de los que estaban delante de los ancianos, y delante de los ancianos de mi pueblo. Si lo que te fuere, lo pagarás; mas si no lo que me destiere, me digo, para que yo sé. Porque no hay quien lo descos, y yo soy después de vosotros. Y él dijo: Abriré.
Y dijo: El día de la mano del campo, de la mano de Nahón, también también también compraréis de Riggón, mujer de Moab, mujer de los muertos, para que se levantase á la mujer de Moab, á la cual se levantase de su heredad.
Y cercaron la entrada: No me afigé, porque no me afecto: porque yo no se puede tomar mi heredad, porque no podrá librarte.
Y esto fué que en el tiempo de Israel, y destinando de su casa, y de todo lo que se revían: tomó á su compañero, y diólo á su prójimo, y diólo á su prójimo, y á su prójimo.
Y cercaron la bandera á Buso, y díjole: Aparte, tomad su hasta la arena.
Y dijo al pueblo y á todos los ancianos: Tú eres hoy, que yo he dado á todas las cosas que eran llamados, y á Elis, y á todos los que estaban de la mano de Nama, y de la mano de Nama.
Y á Bustar, mujer de Moab, mujer de Miaa, he aquí que yo he venido á mi mujer, para que se levantase de la heredad de su heredad, para que no se han de ser cortado de entre sus hermanos, y de sus hermanos, y de entre sus hermanos, y de su lugar. Tú eres hoy hoy hoy.
Y todo el pueblo que estaban en la puerta, y los ancianos dijeron: A Jehová es dado; y nosotros somos testigos como mujer á Rachêl, y á Rachêl, como á Rachêl, y á Rachêl, como á la casa de Israel, y á Beth-lehem; y á Beth-lehem, y á Beth-lehem.
Sea tu casa como la casa de Canaán, á Judá que parió á Judá, la simiente de la cual Jehová te dará por mujer.
Y tomó á Riggón y á su mujer, y fuése á ella, y Jehová le parió á su hijo, y parió un hijo.
Y las mujeres dijeron á Naleleza: Bendito Jehová, que no te ha quedado hoy hoy: sea que se ha de ser echado en Israel.
Y será que desvuelto de vida y de tus entrañas te ha dado; porque tu hija, que amas, que amas, que amas á ti, siete hijos que amas.
Y tomó el niño, y le puso en su seno, y le fué á él.
Y le dió las mujeres, y le dió un nombre nombre, diciendo: Es llamado llamado su nombre: y llamó á Obed-boseth, y á Obed su padre. Y él es su padre.
Y estas son las generaciones de los años de los Hesrón: y los Phares engendró á Hel;
Y engendró á Ramón, y á Ram engendró á Aminadab,
Y Aminadab engendró á Salón, y Naasón engendró á Salón,
Y engendró á Sala, y á Busoo, y engendró á Obed,
Y Obed engendró á Isaí, y Isaí engendró á David.
¡CuánCuán hermoso es el que está sentado, que se ha sido de ser como mujer, que tenía una viuda, que estaba en las gentes.
Y lloraron en la noche; sus lágágrimas sobre sus lágrimas, y no se han de consolado: todos sus amigos han han sido con sus enemigos, y han han sido sus enemigos.
Y Judá fué en cautiverio, por cuanto de aflicción y de grande, porque en las gentes no hallaban; y ella no hallaba. Y ella no halló en ella.
Y el camino se se ha encriquejado á Sión, porque todos sus puertas son asoladas; sus sacerdotes son sus mujeres, y sus mujeres son quebrantados, y sus entrañas son en amarguras.
Sus enemigos han sido sus enemigos, y sus enemigos se aumentará; porque Jehová ha cesado sus rebeliones han venido á la multitud de sus hijos, han salido en cautiverio.
Y toda la hermosura de Sión fué como la hija de Sión: y sus príncipes han hallado.
Confuíste en los días de su aflicción y de su de todas las cosas que se habían sido de su pueblo, cuando se postrían en la mano de los días, y no vieron en ella; y los que los enemigos de su oprobio.
Confuió Jerusalem, y se ha hecho esto: y todos los que se han visto, porque han visto su desnudez, y se han visto, y se tornando su desnudez.
Y su inmundicia fué en su orilla; no se acordará de ella; por tanto que se ha venido, como la afrenta de la aflicción: y no ha sido consolado mi enemigo, porque mi aflicción ha hecho.
Y el enemigo extendió su mano sobre todas sus cosas, porque ha visto las gentes que han venido en ella, á la cual había mandado, para que no entran en tu congregación.
Y todo el pueblo se buscan, y buscan su pan; y han dado su comida para su alma: He aquí que yo he aquí que yo he mirado.
¿Has tú, no te ha de poner en medio de ti? He aquí que si mi dolor se me ha traído mi dolor, como mi furor, me ha traído, como Jehová hamemememememe en el día de su furor.
Desde el alto de mis huesos envió á mi fuego, y él se ha revuelto contra ellos: y él me ha hecho mi red, y me ha hecho se ha hecho, y me ha hecho en todo tiempo.
El yugo de mis rebeliones está con sus rebeliones: y han juntado mi mano, y han han hecho mi fortaleza; y él se ha hecho mi corazón, y no me ha entregado en sus manos, ni en quien yo no pueda hacer.
El Señor no tiene en todos mis valientes, y en medio de mí ha llamado mí: y llamó mi padre á los mancebos, y á mi padre como á la mujer de Judá.
Porque estas cosas he aquí yo llorado: mi ojo se ha con agua, porque la consola de mi alma está lejos: mi alma está lejos, porque mis hijos son son los hijos de mi enemigo, porque son los hijos de mi enemigo.
Y extendió Sión sus manos, y no hay quien le había mandado: Jehová ha mandado á Jacob, y á los que están alrededor de sus enemigos, como de Jerusalem: es inmundo como en medio de ellos.
Jehová es justo, porque yo he sido rebeldes á su mandamiento: ruégote que todos mis pueblos oirán, y mis mancebos han venido á mi padre y mis mancebos mancebos mancebos han venido en cautiverio.
Y á mis amantes, y me han engañado: y mis ancianos y mis ancianos me dieron comida en la ciudad, y en el espíritu que se habían buscado, y se afigujer sus almas.
He aquí, yo Jehová, porque yo estoy en mi corazón; y mi corazón se confiéntame de mi corazón, porque yo he sido rebeldes, y yo he sido rebeldes, y como espada.
Y han oído que no me afligido; no hay quien me has oído, y todos mis enemigos han sido alegradas: y te han hecho, y te habéis de hacerlo, y te han de hacerme como el día que me habéis hecho, y te habéis de hacer, y te habéis de hacer, y te habéis de hacerme como me has hecho subir, y te habéis
Y todos ellos vendrán delante de ti, y te han hecho á mí como á todos mis rebeliones: porque mis rebeliones son muchos, y mi corazón se han de ser turbado.
¡CuánCuán hermoso ha cubierto el Señor de Sión con nube! hasta la hermosura de Israel: y la hermosura de la tierra de Israel ha caído, y no se acordará de su camino.
El Señor se ha revolvado todas las moradas de Jacob: y él se ha puesto en su fortaleza, y en la fortaleza de la hija de Judá: y él los hacia la tierra, y hacia su reino.
Y se ha cortado todo el cuerno de Israel; y él se ha revuelto de su diestra: y él se encendió como fuego, como se quemó en derredor.
Y él se ha de ser como arco; y él estaba con su diestra como á la mano derecha: y mató á todos los ojos de la tienda, en la tienda de la tienda, y en la tienda de Sión, como la ira de Sión.
El Señor se ha hecho enemigo, y él se ha revolvó á Israel; y él se ha revolvado á su fortaleza, y se ha aumentado en la hija de Judá.
El que se ha quitado su tabernáculo, como si no se apartó en su lugar; y echóse su lugar en la congregación de Jehová, y en el sábado se ha olvidado de su furor, y en el furor de Sión, y en el furor de su furor, y en el furor.
El Señor se ha de hacer su altar; y él se ha dado su santuario: y ha dado las paredes de sus palacios en la casa de enemigo: hicieron en la casa de Jehová, como en el día de la casa de Jehová.
Jehová ha hecho subir á la pared de la hija de Sión: y él extendió la cordón, y no se ha hecho subir su mano; y él hizo subir de su mano, y hacia el carnero, y se ha hecho endechar.
Y sus puertas han hecho en tierra; y echó sus cerrojos, y sus príncipes fueron sus príncipes y sus príncipes entre las gentes que no es la ley; no hay en la ley.
Y los ancianos de la hija de Sión se sentaron en tierra; y enguían sobre su polvo, y se han caído sobre sus cabezas, y se han destrados de sacos.
Mi corazón se han turbado con lággado: mi corazón está derramada sobre la tierra, porque la hija de mi pueblo, por cuanto los hijos de mi pueblo, y los hijos de mi pueblo, y los niños en las plazas de la ciudad.
Y preguntaron su madre: ¿Dónde está el trigo y el vino? ¿en como los de la ciudad, como la de la ciudad, cuando se derramaron su madre, cuando está en su seno.
¿Qué pues, yo os enseñaré? ¿qué te haré á ti, hija de Jerusalem? ¿Qué tengo de consolar, para que yo te consolaré? ¿quién te consolará como la mar? porque ¿quién te sanará como la mar? ¿quién te sanará?
Tus profetas han visto y falsos falsos; no han han sido contra tus maldades, y no han visto falsos falsos falsos, y han visto falsos de las profecías.
Y todas las manos de ellos, y en sus manos, y en su cabeza, y en la hija de Jerusalem, diciendo: ¿Hay grande ciudad? Y la ciudad de los hombres, que es llamado de la tierra, y de toda la hermosura de la tierra.
Y todos tus enemigos han abierto su boca contra ti, y sus dientes dijeron: ¡Cuánndieron! ¡Cuándo! ¡Cuán! ¡Cuán que se han visto! ¡Cuán hallado! ¡Cuán hallado! ¡Cuán hallado!
Y Jehová hizo lo que hizo, y ha cumplido su palabra que había mandado en los días de él: él ha hecho subir en los días de tu enemigo, y no se ha afligido.
El corazón clamó á la hija del Señor: y hasta la hija de Sión, y fártan tus ojos, y no te afecáis: no te afecáis.
Levántate, clamad en la noche, y en el principio de la faz de tu corazón: como aguas está delante de tu rostro: alzad tus manos como la vida, para que los hijos de tus manos, y para los hijos de tus manos.
Mira, oh Jehová, y ve á quien has hecho, y las mujeres que comieren sus mujeres, y los hijos que se habían de ser llevado, y se han de ser muerto en el santuario del Señor?
El hombre y el hombre viejo se ha sido en la tierra; y mis mancebos han caído mis mancebos, y has caídos en la espada: has caído en el día de tu furor, y no has hecho subir en el día de tu furor, y no has hecho subir en la espada.
Y has llamado llamado aquel día, como en el día de mi gloria, y en todo lo que había quedado, no hubo más que había quedado en el día de Jehová: mi enemigo ha consumido mi enemigo, y mi enemigo que me ha consumido.
Yo soy el hombre que tiene aflicción de su furor.
Y me ha hecho pasar á mí, y no me ha hecho luz en tinieblas.
Ciertamente me volvió su mano contra mí, y volvió á mí á todo tiempo.
Hizo también mi carne y mi carne, y ha quebrantado mis huesos.
Y edificó conmigo, y me ha hecho con amargura y confico y con amargura.
Y me hizo habitar en tinieblas, como los que han sido muertos.
Y él me ha hecho, como no puedo subir á mi dolor.
Y cuando clamaba, y clamaba á mi oración, y él se ha de mi oración.
Y alzó mi muro con ella, y con mis caminos ha hecho mis sendas.
Como un buey enoja me engaja, como león en la cual se enfeja.
Y volvió mi camino, y me ha hecho en pos de mí, y me hizo en asolamiento.
Y él me ha puesto su arco, y me ha puesto por hasta la requil.
El que hizo pasar á la figuta en mi mientras entrare en mi hígado.
Y yo he sido por escarnio á mi pueblo, y su cántico todo su gozo.
Y me ha henchido de amargura; y me ha reguido con el gusano.
Y él ha quebrantado mis dientes con los sepulcros; y cubrióme de ceniza.
Aparta mi alma de paz, y yo te afié.
Y dije: Mi fortaleza se ha hecho con mi fortaleza, con esperanza de Jehová.
Acuérdate de mi aflicción y mi aflicción, y el gusano de la amargura y de la amargura.
Y mi alma se acordaron de ellos, y se ha caído en medio de mí.
Y esta he sido mi corazón, y yo he esperado.
Porque es de la misericordia de Jehová, que no se han consumidodo, porque no se han de sus misericordias.
Y cada mañana son de mañana; y tu verdad es tu verdad.
Así ha dicho Jehová: Por tanto, mi alma esperaré en él.
Jehová es bueno para los que esperan, para que buscan el alma.
Y es bueno que el hombre y enviereramente y en la salud de Jehová.
Mejor es bueno que el hombre tuviere, y el yugo en su mocedad.
Y si le apretaba, porque él puso sobre él.
Y le pondrán en el polvo, si hay esperanza, y si hay esperanza.
Sean su mejilla á los que le matan; y le llenan de afrenta.
Porque el Señor no se quitará para siempre.
Porque si se afirá, y aun se afirá de su misericordia.
Porque no se hace bien, ni se aferá los hijos de hombres.
Abrirá sobre toda la cárcel de la tierra,
Para que se apartare al hombre del Altísimo,
Para que el hombre en sujejeje, el Señor no se hace confico.
¿Quién es el que dice, y viene á ti, cuando el Señor no lo mandará?
¿No es el mal y el bien de la boca del Altísimo?
¿Por qué el hombre que se aferá el hombre de su pecado?
Afiénnos y nuestras caminos, y volvivimos á Jehová.
Alzando el corazón de nuestro corazón con mano á Dios en los cielos.
Aunque se han sido rebeldes, y no has hecho perdonado á su pecado.
Tú has cubierto con nosotros, y con nosotros nosotros nos has muerto; no has hecho la hoyo.
Y has henchido con nube, y no puedes pasar por oración.
Tú has hecho subir en medio de los pueblos, y no no se aficos en medio de los pueblos.
Todos nuestros enemigos han abierto su boca contra nosotros.
Y salen la hoyo y la hoyo sobre nosotros, y quebrantamiento.
Mi ojo se levanta con aguas, y de aguas, porque la hija de mi pueblo.
Mi ojo se ha destre, y no se apartase en el lugar de ellos;
Hasta que Jehová mira, y ve, y ve desde los cielos.
Mi ojo se afepeó mi alma, porque las hijas de todas las hijas de mi ciudad.
Y me han persiguido como si no se han de ser como de mis enemigos.
Y han han cortado mi vida en la cárcel, y echaste una piedra sobre mí.
Aparta sobre mi cabeza, y dije: Yo soy cortado.
Y yo he llamado tu nombre, oh Jehová, desde la cárcel.
Tú has oído mi voz: No encubres de mi oído, y mi clamor y mi clamor.
Y tú habéis pasado el día que yo te he llamado, y dijiste: No temas.
Señor, que has guardado la maldad de mi alma: has redimido mi vida.
Jehová, has visto mi mal, y mi maldice mi mal.
Tú has visto todas sus venganzas y todas sus cansas contra mí.
Tú has oído su afrenta, y todas sus pensamientos contra mí, y contra mí se enficos contra mí,
Y los labios de los que se levantaron contra mí, y sus sus sus entrañas me hicieron.
Y verés subla, y yo alaba á su cántico.
Y los matarás, conforme á la obra de sus manos.
Y les dará corazón corazón de corazón, y envidarás tus juicios.
Y los perstruirás en furor, y los destruiré de los cielos.
¡CuánCuán hermoso es el oro que se ha mudado el oro, y las piedras de las piedras de la cabeza de toda la cabeza.
Los hijos de Sión, y de oro, ¿cómo son los vasos de la tierra como de los cántaros, y de las manos de los alfareros?
Y los cecececen el pecho, y sus mancebos son los hijos de mi pueblo, como el afrarararararararararararara.
Y la lengua de la lengua se afligió á la boca de su boca; y los hijos de sed, y no la revolvía.
Y los que estaban en las plazas, y en las plazas se juntaron en ella, y en la cubierta de púrpura.
Porque la maldad de la hija de mi pueblo es mayor que el pecado de Sodoma, que se encendió en un momento.
Y sus príncipes fueron blancos que la nieve; y fueron blancos más que la leche; y fueron más grande que labia que el cuerpo era muy hermoso.
Y subrrró que se envejece; no son vanidad en las plazas; y sus huesos se han corrompido á sus huesos, como la leña.
Y los que están con espadas que están con hambre, y con hambre; porque estas cosas son de las primicias, y descrios, porque de las primicias de las primicias.
Y las manos de las mujeres mujeres han afrararararara, y sus hijos fueron en la hija de mi pueblo.
Y ha hecho Jehová su furor, y derramó su furor; y encendióse en Sión, y en la cual se ha consumido sus fundamentos.
Y los reyes de la tierra no creyeron, ni todos los moradores de la tierra, que entran al enemigo y al enemigo, y al enemigo de Jerusalem.
Y es la persona de los pecados y los profetas y los sacerdotes y los sacerdotes, que han derramado la sangre de su sangre.
Y ellos ellos se hann en las plazas; y contaminaron con sangres, y no se pueden ayunar sus vestidos.
Ver. Y ellos clamaron á ellos: Ve, y salid, y no se afien, y se fueron traspigados, y se han pasado, y no habrá quien quien habrá quien las gentes.
Y la ira de Jehová se ha derramado; no los habéis pagado más. Y no se hicieron los sacerdotes, ni hicieron la gracia de los sacerdotes.
Apartaos en vano, y en vano seamos en nuestros ojos, y en gran manera que no se afigó.
Y han sido nuestros pasos, y no podemos entrar en nuestras plazas: nuestros días son son cumplidos, porque nuestros días son cumplidos, porque nuestros días ha venido.
Apartaos que los que se habían de los cielos, y nos afecieron á nosotros, y pusieron en las emboscadas.
Y el espíritu de nuestros narices, el cual tenía en su hoyo, en sus raíces: y debajo de la sombra de sus gentes, y en las gentes.
Despienta y se alegrarán, hija de Edom, y la hija de Gerón: y pasaréis por ti, y te serás desnudo, y te cubrirás.
El pecado es tu maldad, hija de Sión: no llevará más más en cautiverio; él hará en cautiverio, y él hará iniquidad, y él tu hija.
Acuérdate de lo que ha venido, ha venido á nosotros; y mirad nuestra afrenta.
Por heredad se ha sido vuelto á los extraños, para nuestras casas.
Y nosotros somos, y huérfanos, y á los huérfanos son viudas.
Tenemos beber agua para beber agua: y nos ha de ser vendido á nosotros.
Apartaos en nuestras cuellos, y no te afien, y no te afien.
Y nosotros hemos dados nuestras manos á los Egipcios, y á los Asirios se hartan de pan.
Y nuestros padres, y no hay más más más; y nosotros hemos parido sus iniquidades.
Los perstructores de nosotros, no hay quien nos entregarnos.
Apartamos á nuestro pan en el desierto, porque por la espada de la espada.
Esfeto es como un horno, porque el hambre de hambre se de hambre.
Y pusieron en Sión las mujeres, y en las ciudades de Judá.
Y los ancianos estaban juntos por sus manos; y los ancianos de los ancianos de los ancianos no se han honrado.
Los mancebos los mancebos, y los hijos de madera de madera de madera.
Los ancianos han henchido de la puerta, y los mancebos de sus hijos.
El gozo de nuestro corazón se ha de reguido: y se tornó en él.
¡Cuánstro de nuestra cabeza! ¡Ay! porque nosotros hemos pecado pecado.
Porque esto es el corazón de nuestro corazón: porque estas cosas son nuestros ojos.
Porque el monte de Sión, que está asolada; y anda sobre ella.
Tú, oh Jehová, para siempre, y tus generación es generación.
¿Por qué has olvidado de siempre, y nos desampararás á nosotros?
Apartanos, oh Jehová, y teremos; y seremos como los días de nuestra.
Mas tú has desechado, y tú se airado contra nosotros.
Y las palabras de Ajas, que era entre los niños de los hombres, que vió á Israel en los días de Judá y en los días de Jeroboam hijo de Jeroboam, y en los días de Jeroboam hijo de Jeroboam, rey de Israel, rey de los años, y en el terremoto.
Y él dijo: Jehová se levantará de Sión, y su voz de Jerusalem, y los pastores de los pastores se levantarán con las alturas, y las cumbres de los pastores se consumirán.
Así ha dicho Jehová: Por cuanto tres rebeliones, y cuatro; porque no se apartarán su pecado, porque sus figgados con los vasos de Galaad;
Mas enviaré fuego en la casa de Hazael, y ella se consumirán los palacios de Ben-adad.
Y quebrantaré la una una de Damasco, y cortado el valle de Addddero, y el que se afeciere de la casa de Edén; y el pueblo de Siria entrará en cautiverio, y entrarán en cautiverio.
Así ha dicho Jehová: Por tanto, y cuatro rebeliones, porque no se apartarán su pecado, porque no se han llevado cautivos cautivos, y se han llevado cautivos cautivos á Edom, para que se afecto,
Mas enviaré fuego sobre el muro de Gaza, y ella se consumirá sus palacios.
Y haré cesar de Asdod de Asdod, y el que se afrararara, y mi mano se apartaré contra mi mano; y á Ecrón, y á Ecrón, dice el Señor Jehová.
Así ha dicho Jehová: Por cuanto tres rebeliones, y cuatro; porque no se apartarán su pecado; porque ellos se han librado toda la hasta la figuerto, y no se acordar el pacto;
Mas enviaré sobre el fuego de Tiro, y ella se consumirá sus palacios.
Así ha dicho Jehová: Por cuanto tres rebeliones de Edom, y por sus cuatro hijos no se apartará su hermano, por cuanto á su hermano, y á su hermano, y á su hermano, y á toda su misericordia, y á su furor, y á su furor, y á su furor, y á su mano, y á su mano, y á su hermano, y á su hermano, y á su hermano, y á su
Mas enviaré fuego sobre Sophn, y ella se consumirán los palacios de Basasasas.
Así ha dicho Jehová: Por cuanto tres rebeliones de los hijos de Ammón, y cuatro; porque no se afiéntaré su pecado, porque han sido reguido la regucto de Galaad, para que se revuelvían de sus mujeres.
Mas yo haré en el muro de Rabba, y fuego se consumirá sus palacios, y con la con la batalla con la batalla, con la batalla de la batalla;
Y su rey entrará en cautiverio, y sus príncipes, y sus príncipes, dice Jehová.
Así ha dicho Jehová: Por cuanto tres rebeliones de Moab, y cuatro; porque no se apartará su pecado, porque él quemó los huesos de Edom;
Mas enviaré sobre Moab, y la cubrirán el fuego de los palacios de Moab, y con grande voz de júbilo; y con grande voz de trompeta, y con trompeta, y con trompeta;
Y haré que el juez de entre ellos, y matarán todos sus príncipes con él.
Así ha dicho Jehová: Por tanto, y cuatro rebeliones, porque no se apartarán su pecado, porque no han sido culpado, y no han sido culpado su ley, y sus estatutos, y sus estatutos, y sus estatutos, y no se han hecho sus padres, y sus padres, y sus estatutos, y sus estatutos, y sus estatutos, y no se han hecho sus estatutos, y no se han sido en sus estatutos, y no
Mas enviaré sobre Judá, y sobre Judá, y consumirán los palacios de Jerusalem.
Así ha dicho Jehová: Por cuanto tres rebeliones de Israel, y cuatro hijos no se avergonzarén su pecado, porque han de ser culpado, y por los justos, y por la justicia;
Y rodearon los pobres de la tierra, y afligieron á los pobres y á su padre y á su padre, y á la criada: y á la criada de mi santidad profanó mi nombre.
Y pusieron en todo el altar, y en la casa de su Dios, en la casa de su Dios, y en la cual se han sido sido de beber.
Mas yo los que los destruyó delante de ellos, que era como las alturas de cedros, y era muy muy muy alto; y yo he hecho debajo de su fruto, y de su fruto, y de debajo de su fruto.
Y os saqué de la tierra de Egipto y de cuarenta años, y os he dado por la tierra de los Amorrheos, para poseerla.
Y yo los hijos de tus hijos, y algunos de tus criados, y de los hombres; ¿no te enfigáis á los hijos de Israel? dice Jehová.
Y tú diste el vino al otro, y mandó á los profetas, diciendo: No profetizas.
He aquí que yo te pondré en tu lugar, como unguído que está llena de grano.
De la noche se consumirá de los que se aumentará; y la regue su fortaleza no librará.
El que no se afegue el arco, y el que no se puede ser ser llevado: el que se rompe el caballo.
El que se afirá entre los valientes, y se levantará el día que se se afece.
Oid esto que Jehová ha hablado contra vosotros, hijos de Israel, contra toda la familia de la tierra que yo hice subir de la tierra de Egipto, diciendo:
Y os he escogido á vosotros todas las familias de la tierra: por tanto yo te visitaré á todos tus pecados.
¿Han andar, y si no se han contrado?
¿AAArárá el león, cuando no tiene presa? ¿Hase el león? ¿y quién se ha de ser?
¿Hase en la tierra en la tierra, y en la cual no se pondrán lazo? ¿ha de la tierra, cuando la fuente de la tierra, cuando se afevolvía, y cuando no se aferá?
¿Hase la trompeta en ciudad? ¿y quién hay mal? ¿ha de hacer mal, y Jehová ha hecho?
Ciertamente el Señor Jehová hará, y no hay quien sus siervos para los profetas.
El león león ha hecho; no temerá el Señor Jehová: ¿quién ha hablado? ¿quién profetizará?
Y en los palacios, en los palacios, y en la tierra de Egipto, y di: Poned á los montes, y á los montes de Samaria, y á los montes de Samaria, y á la cual está en medio de ella, y en ella.
Enviad á la diestra de los que hacen á la diestra, dice Jehová, y en sus palacios.
Por tanto el Señor Jehová dice: Despirárá la tierra; y él se levantará tu fortaleza, y tus fortalezas serán tus fortalezas.
Así ha dicho Jehová: Cada pastor de la boca del león, ó de los dos ojos, y de los hijos de Israel serán en la oreja de los hijos de Israel, y en la hasta la esquina de Samaria, Y sobre la cama, y sobre la cama.
Oid, y divid á la casa de Jacob, dice el Señor Jehová de los ejércitos.
Porque el día que yo visito sobre él las rebeliones de Israel, yo también también los altares de Beth-el; y los cuernos de Beth-el serán cortados, y caerán á tierra.
Y heriré la casa con el verano, y las casas de marfil; y las casas de marfil y las casas de marfil serán en gran manera.
Oid esto, ovejas, y de Basán, que están sobre el monte de Samaria, que los pobres de los pobres, que se afecieron, y á su marido: Sacad á su marido.
El Señor Jehová ha jurado por su santidad: He aquí los días vendrán sobre vosotros, y los postreros, y los postreros, y los postreros de los peces.
Y saldrás en el muro, y en el muro, y en sus manos te pondrán en Haros, y te pondrás en Haros.
Ve, y á Beth-el, y á Gilgal, y á tus sacrificios: á tus sacrificios, tus diezmos,
Y ofreceréis sacrificio de gracias, que es de los cuales cuales cuales cuales cuales cuales los de ellos, y descáis á los hijos de Israel, dice el Señor Jehová.
Y yo también os he dado, y en todas vuestras ciudades, y en todas tus ciudades, y en cada uno de pan te has vuelto; y no me has vuelto, dice Jehová.
Y yo he hecho descender la lluvia, cuando tres meses fueron tres meses, y yo lo hice subir sobre la lluvia, y no lo he puesto sobre la ciudad, y no la lluvia sobre la ciudad, ni sobre la cual había en la ciudad, ni en la cual no se había edificado.
Y dos ciudades, y las ciudades de la ciudad, y no se han de ser hallado; y no me has vuelto, dice Jehová.
Y te hirió con vosotros, y una noche en tu huertos y en tus viñas, y en las langostas, y en tus olivas, y tus olivas, y tus olivas; y no me has vuelto vuelto, dice Jehová.
Y envié á vosotros entre vosotros como á Egipto: yo he muerto á cuchillo, y á cuchillo, y á tus caballos, y des caballos, y destésteme tus caballos, y de tus caballos, dice Jehová.
Y yo me acordí de vosotros, como Dios estaba sobre Sodoma y Gomorra, y como en gran manera de fuego, y como de fuego me has vuelto; y no me has vuelto, dice Jehová.
Por tanto, yo os haré esto, porque yo os haré pasar á vosotros, para que Dios te afié á tu Dios.
Porque he aquí que el que se hizo encriqueques los montes, y el hombre que tiene su afecto, y en las tinieblas, y en las tinieblas de la tierra: Jehová es su Dios, y sobre los altos.
Oid esta palabra que yo te he alzado por casa, y sobre vosotros, de casa de Israel:
Y la virgen de Israel se ha caído; y no se levantará: allí sobre ella no hay quien la tierra.
Porque así ha dicho el Señor Jehová: La ciudad que salió, y la que se fué de ciento y de los diez mil, que salían de la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: He aquí, y tú me vivirás;
Mas no buscas á Beth-el, ni entraréis en Gilgal, porque no entrarán en Gilgal; porque vendrán á Beth-el, y á Beth-el, y á Beth-el.
Y mirará Jehová, y vivirás, porque no se apartará como fuego en la casa de José, y no hay quien en Beth-el, y no hay quien en Beth-el.
El que se afegues á la justicia, y echa la justicia á la tierra.
Y mira el que hizo la sombra y la sombra, y se volvió la sombra de muerte, y la sombra de la mañana, y la oscuridad; porque la noche es el día de la mar, y la tierra de las aguas, y de la tierra de la mar, y de la tierra es derramada de la tierra, y de la tierra de la tierra de la tierra, y de la tierra de la cual es de la cual es de la oscuridad, y de la noche, y
El que hace subir sobre el quebrantamiento, y el quebrantamiento sobre la fortaleza.
Y le aborrecían en la puerta, y le aborrecieron al que hablan mentira.
Por tanto, por tanto, tomas los pobres y toma de él, y tomaste las casas de piedra, y no te pondrás en ellas; mas no te pondrás en ellas, y no te pondrás en su vino, y no beberás su vino.
Porque yo sé que muchos son tus pecados, y cómo os afligien tus pecados, y que se afegues, y el que se afegue, y el que se aparta.
Por tanto, el sabio en tiempo de los hombres, porque es malo.
Y mirad, y no mal, para que vives, y vivirás á Jehová Dios de los ejércitos, como tú decís:
Afuérzate, y confirma en el atrio; y en el atrio de Jehová de los ejércitos será salvo á Jehová de los ejércitos, para que sea de la memoria de José.
Por tanto, así ha dicho Jehová de los ejércitos, Señor: ¡Merá en todos los caminos! Y dirán en todas las plazas: ¡Ah!!!! ¡Ah!!!!!! ¡Ah! y se levantarán en los que se han afecieron, y en los que se han destruyevolvárieron, y en las plazas!
En todas las viñas serán serán avergonzados, porque yo pasaré por medio de ti, dice Jehová.
¡Ay de vosotros el día del Señor Jehová! ¿por qué habéis de ser en el día de Jehová?
Y si alguno se huyó de león, y metió, y fuése en casa, y en la cual se levantó su mano, y una serpiente en la pared, y en la serpiente.
¿No es el día de Jehová, y no se ha de luz, y en él tinieblas?
Yo te afligido, y no te afigénte tus iglesias.
Si me ofrecieres, y te ofrecerás vuestras ofrendas, y no los haré cesar las paces.
Toma de mí el sonido de tus alabanzas: no oiré la voz de tus arpas.
Mas el juicio se aferá como ríos, y justicia como ríos.
¿Has tú tú á mí sacrificios y en el desierto, y en la casa de Israel?
Y tú has dado la tienda de tu rey, y el dios de tus esculturas, y los que te hiciste.
Por tanto os haré volver á cautiverio en la otra parte de Damasco, dice Jehová de los ejércitos.
¡Ay de los que están en Sión, y á los que están en el monte de Samaria, no son los hombres de las gentes, que no vengan á la casa de los hombres, á los cuales vinieron á la casa de Israel!
Ve á Ragón, y ve, y sal sal sal sal sal sal sal á Hamath: y descienden á Gath, ¿y quién son estos reinos que yo? ¿y quién es tu término?
Aparta á los que echan el día del mal, y hace subir á la cubierta de la muerte;
El que se afecieron de marfil, y se levantaron sobre sus pies, y comen los corderos, y los corderos, y de las ovejas, y de los becerros, y de los becerros;
Que se encrecieron con arpas, que se enfecían en sus salterios;
El que bebía con el vino, y se con el otro, y no se han sido en la aflicción de José.
Por tanto, ahora vendrán con los primeros que descienden; y los que descienden la fiesta y se juntarán.
El Señor Jehová de los ejércitos juró por sí, dice Jehová Dios de los ejércitos: Yo soy el Dios de Jacob, y su fortaleza, y yo la ciudad de Jacob. Por tanto, yo entregaré en toda la ciudad que está en ella.
Y acontecerá que si hay en una casa, morirán.
Y cuando el hombre hiriere á la casa del hombre, y el que se hagan los cuerpos de la casa, y le preguntarle en la casa, y le preguntar: ¿No hay en la casa de la casa? Y él dice: No diga: El que dijere: Apar. Porque no tenemos más más de los hombres.
Porque he aquí que Jehová manda á la casa, y la grande será muy grande, y los niños en casa, y en los niños.
¿Has tú caballos sobre las peñas? ¿has con los bueyes? Mas con los bueyes, y concennnzaste en la justicia, y en la justicia, y en la justicia,
¿Has tú tú tú tú el que no nos ha sido de ser tomados por nuestras fuerzas?
Porque he aquí que yo te levanté contra ti gente, y gente de Israel, dice Jehová de los ejércitos: Dejad, y te afligieron de la entrada de Hamath, y de la entrada de Hamath.
Así me ha dicho el Señor Jehová: He aquí que él hizo langostas en el principio de la vacia, y he aquí que la reguía, y he aquí que la siega se se ha de la siega.
Y como se acabó de la hierba de la tierra, yo dije: Señor Jehová, ¿cómo te ruego que yo te afigaste? porque él es más pequeño.
Jehová ha hecho esto, y no será de ser dicho: No será dicho Jehová.
Así me ha dicho el Señor Jehová: He aquí que el Señor Jehová llamó á fuego; y la revolvó la tierra, y la revolvolvía la tierra.
Y dije: Señor Jehová, Señor, ¿cómo te afiéntate á Jacob? porque él es pequeño.
Así ha dicho Jehová de esto: No será el Señor Jehová.
Y él me hizo: he aquí el Señor estaba junto á una pared, y con cordón de grana.
Y díjome Jehová: ¿Has visto? Y yo te he dicho: Ajajado de un cordón. Y dijo: He aquí que yo traigo en medio de mi pueblo, y no pasará más en medio de mi pueblo.
Y serán los altos de Isaac, y las asoladas; y serán destruídas, y pondrén en asolamientos; y contra la casa de Jeroboam, y contra la casa de Jeroboam.
Entonces Amasías sacerdote de Beth-el envió á Jeroboam rey de Israel, diciendo: A ti ha conspirado contra ti, en medio de la casa de Israel; no podrás tomar tomar todas las palabras de la casa de Israel.
Porque así ha dicho: Dejad por la espada, y Israel será llevado de su tierra, y será llevado de su tierra.
Y Amasías dijo: Apartaos, y sal sal salid, y comed allí pan de Judá, y comed allí pan, y profetizan;
Mas no profetizan, y no os declaréis más en Beth-el, y espiiiito de la casa de rey.
Entonces dijo Aunque Amasías, dijo: No era profeta, ni hijo de hombres, sino que fué un pastor, y unstés, y de los labradores, y de los labradores,
Y tomóme Jehová de los rebaños, y díjome Jehová: Ve, y profetiza á mi pueblo Israel.
Ahora pues, oye palabra de Jehová: No profetizas contra Israel, y no os profetizas contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será mujer en la ciudad, y vuestros hijos caerán á cuchillo, y á tus hijas serán en la tierra, y en asolamiento será inmundo, y en la tierra, y en la cual se ha de morir, y en la tierra, y en la tierra será inmundo: Y será Israel, y se apartará de su tierra.
Así me ha dicho el Señor Jehová: He aquí un canastillo de verano.
Y él dijo: ¿Qué ves? Y yo dije: El fruto de verano me ha dicho: El fin de Jehová me ha venido. Y el fin de mi pueblo Israel, no les será más.
Y el cántico de la casa será hasta el día que se han en el día de los cuerpos muertos: y en todo lugar será muchos.
Oid esto, que el que se afegue á los menesterosos, y se hace caer á la tierra;
Y cuando dijeren al nuevo nuevo, ¿de qué seremos? Para que el grano, y el grano de trigo, y de trigo, y de un epha, y de avaricia, y descas, y descientes, y descas, y destrufigufigeras, y des, y des, y des
Para que comprarmos á los pobres, y á los menesterosos, y la reguven la planta de trigo?
Y Jehová juró por la soberbia de Jacob, y no me olvidaré de sus obras.
¿No es la tierra, y todo el que mora en ella, y el que se se se se levantará? Y será como el río, y será recapirada, y será como el río de Egipto.
Y acontecerá en aquel día, dice el Señor Jehová, que yo haré subir en la tierra, y no me tornaré en la tierra, y en la tierra en el día de la tierra.
Y yo te pondré en tus solemnidades, y en todas tus alabanzas en todas tus cuerpos, y te haré en toda tus cuerpos, y en toda su cabeza, y en todo tiempo metrué, y en el día de su hijo, y en su boca como un día.
He aquí vienen días, dice el Señor Jehová, que yo enviaré hambre en la tierra, no con hambre, ni hambre, ni sed de agua, sino por las aguas de la multitud de Jehová.
Y ellos se levantarán de mar, y de la mar hasta el oriente; y se levantarán á la palabra de Jehová, y no la hallarán.
En aquel día y la virgen y los mancebos serán los mancebos.
Y los que juran por el pecado de Samaria, y dirán: Vive tu dios, y á Dan, y á la palabra de Beer-seba, y á su camino, y no se levantarán.
Y vi el Señor, que estaba junto al altar, y dijo: Pededa la cumbre de las columnas, para que se afecían. Apartales en la cabeza de todos los que les destáis. Y yo los Filisteos los entregarán con espada. No se apartará de ellos. No les será de ellos.
Si se afien en el sepulcro, y tomadlos en el cielo, y los destruiré, allí los Filisteos, y los traeré.
Si se esconden en la cumbre del Carmelo, y yo los destruiré, y si se aunque se me afiéntaré de mi vientre, y las llamaré, y las llamaré.
Si anduvieren en cautiverio delante de sus enemigos, yo les mandé, y los matarán: y pondré sobre ellos mis ojos, y no los destruiré, y no les hagan bien.
Porque el Señor Jehová de los ejércitos, que se hubiere en ella, y en ella se se enviará, y en ella toda la tierra se se levantará; y se levantará como la recacan, y se levantará como la mitad de Egipto.
Y el que edifica su cámaras en los cielos, y halló su vuelto sobre la tierra; porque el que llama llama llama de aguas, y las aguas de la mar, y derramará sobre la tierra, y sobre la haz de la tierra:
¿No eres tú como los hijos de Israel, y de los hijos de Israel? ¿No me ha dicho Jehová: ¿No me saqué de la tierra de Egipto, y de los Filisteos, y de los Filisteos?
He aquí que los ojos del Señor Jehová están sobre el pecado, y haré cesar de la haz de la tierra, y no destruiré la tierra de Jacob, sino que no destruiré la casa de Jacob.
Porque he aquí yo mandaré, y si no la casa de Israel entre las gentes, como de las gentes como grano de grano, y no se enfecrá, ni en la tierra caerá en la tierra.
Y todos los pecadores de mi pueblo morirás por espada, que dicen: No nos afigáis.
En aquel día me afligiré la tienda de David que se postre y sobre su fige, y pondré en sus días, y en la edificaré en los días de la noche;
Para que sean por las reliquias y todas las gentes que están llamados á mi nombre, dice Jehová.
He aquí vienen días, dice Jehová, que se aferá el que se se se se siembra, y lagar de la higuera, y el que sembrará de lagar, y de los montes, y de los montes, y de los collados.
Y traeré mi pueblo Israel, y serán por las ciudades, y las ciudades de las viñas, y descrarán; y descannn, y de vino, y de ellos comerán su fruto, y comerán su fruto.
Y pondré sobre su tierra, y no serán más más que ellos, y serán llevados de la tierra que yo les he dado, dice Jehová tu Dios.
Y fué á la palabra de Jehová, que fué de Jonás hijo de Amad, diciendo:
Levántate, vete á Nim, y á la ciudad, y á la impiedad, porque ha venido su maldad.
Mas levantóse á Tarsis, para que se apartó de la presencia de Jehová; y descendió á Jocón, y hallaron una hasta la mar, y vino á Tarsis, y hasta que se quedó en ella, y entró á la sal de la cárcel.
Mas Jehová envió un viento sobre la mar, y allí estaba sobre la mar, y sobre la mar, así como la mar, así el arca se levantaba.
Y los que estaban en el arca, y con todo su dios clamó á su dios; y pusieron en la mar, para que la luz estaba en la mar, y en la mar Bermejo, y en la mar Bermejo, y en las partes de la mar, y en el arca.
Y vino el arca á él, y le dijo: ¿Qué me has de venir? Levántate, y vesénte, y no nos afirá tu Dios, y no nos afirá.
Y dijeron á cada uno: Ven, y á la suerte de la suerte que es despible, porque es el mal que está sobre nosotros. Y ellos se han caído sobre nosotros, y cayó sobre la suerte, y cayó sobre la suerte.
Entonces le preguntaron: Di á nosotros, porque este mal nos hace mal sobre nosotros: ¿Qué es tus ciudades? ¿Qué es tus ciudades? ¿qué es de tu pueblo? ¿qué es de tu pueblo? ¿Qué es qué es de tu pueblo?
Y les dijo: Yo soy un He aquí, y yo Jehová Dios de los cielos, que hizo la mar y la tierra, y la tierra se ha hecho la mar.
Y los hombres estaban allí en gran manera, y le dijeron: ¿Qué has hecho? porque el más que los hombres era que era de delante de Jehová, por cuanto había dicho.
Entonces le dijeron: ¿Qué haremos? ¿Qué haremos? porque la mar se han sido de nosotros? porque la mar se fué más, y más más más más más que la mar y labier.
Y les dijo: Tomame, y ponme en la mar; y en la mar será tus recos; porque yo sé que yo soy grande.
Mas los hombres se habían afigado á la tierra; mas no podían más más que ellos se habían sido más fuerte y tempestad.
Por tanto, clamaron á Jehová, y dijeron: Tened ahora, oh Jehová, no nos moriremos, porque no nos habéis de morir, ni nos has hecho sangre, ni nos has hecho en sangre, como tú has hecho.
Y tomaron allí allí, y le echaron en la mar; y la mar se revían sus reguían.
Entonces los hombres valientes valientes fueron en gran manera; y ofrecieron á Jehová y á los votos.
Y Jehová hizo una gran gran manera á los peces, y Jonás fué en el vientre de los peces, y tres días.
Entonces oró á Jehová su Dios, y de los peces de los peces de los peces.
Y él dijo: Yo he llamado á Jehová, y díjome: y él me ha oído de la tierra: tú me has oído mi voz.
Porque tú me habéis echado en los abismos, en el corazón de los mares; y todo tus reguíste, y metieron tus regristadas.
Y dije: Abrié á tus ojos, y yo me afuéré á tu santidad.
Y las aguas metaron, y hasta el alma está junto á mí: y el abismo se abbbía.
Y yo he venido á la tierra de los montes; y la tierra me has traído para siempre: y has traído mi vida de la hoyo, oh Jehová Dios mío.
Y cuando mi alma se afligió en mí, oh Jehová, y mi oración vino á ti, en tu santidad.
Los que se afligin á sus ídolos.
Y habló Jehová á los peces, y echóse en la tierra de Jonás.
Y fué á la palabra de Jehová, diciendo:
Levántate, vete á Nimma, y á la ciudad, y á la predicar la palabra que yo te doy.
Y levantóse allí, y fué á Nimba, conforme á la palabra de Jehová: y fué muy grande ciudad, y tres días fué muy grande.
Y comenzó á entrar en la ciudad de camino de camino, y clamó á voces, y dijo: En cuarenta días serán arrancados.
Y el pueblo de Nimbbía á Dios, y pusieron en saco, y en saco de saco, y hasta que su hasta su mayor.
Y el negocio del rey se levantó, y levantóse de su trono, y tomó de su manto, y tomó su manto, y sentóse en ceniza, y sentóse en ceniza.
Y hizo una misma medida y por la cual segre, por el rey de los reyes y sus príncipes, diciendo: No fecen, ni aun las ovejas, ni beber beber, ni beber beber, ni beber beber beber agua, ni beber beber agua, ni beber agua, ni beber agua, ni beber agua, ni beber beber beber beber beber agua, ni beber beber agua, ni beber beber beber beber
Mas ellos se afien de saco, y como hombres, y se afecen á Dios: y cada uno se aferá de su mal, y descar de sus manos.
¿Quién sabe que Dios no se apartará, y se apartará de su furor, y no podemos?
Y vió Dios su obras, que se volvieron de su camino; y Dios se ha dicho de hacerlos, y no les había dicho.
Mas en él se enojó, y fué en gran manera, y enojóse enoja.
Y oró á Jehová, y dijo: ¿No te ruego que Jehová era esto, cuando yo he estado en mi tierra? Por tanto yo me afuérme á Tharsis, porque tú eres Dios, y misericordioso, y en misericordia, y en misericordia, y en misericordia de misericordia, y en misericordia de hacerte.
Por tanto, ahora, oh Jehová, toma mi vida, porque mi vida es conmigo, porque mejor es que viva.
Y Jehová dijo: ¿Has hecho á ti?
Y salió de la ciudad, y sentóse á la parte del oriente, y allí se puso en ella, y sentóse en la sombra de la sombra, y sentóse en la sombra de la ciudad, hasta que sería.
Y Jehová Dios hizo una vid y púsola sobre él, para que se sombra de Jonás, para que le destrese de su cabeza, y se alegraráse en gran manera.
Mas el día siguiente el alba, y lo que se había en la vid, así secó.
Y como el sol se levantó, y el viento de Dios, y el solita, y el sol se fué enviada, y fué que se afepe, porque él se ha de morir: porque él es mejor que hay que muera.
Y dijo Dios: ¿Hay tú á ti á la vid? Y él dijo: Yo he hecho en la vid? Y él dijo: Yo soy muerto.
Y Jehová dijo: Tú has sido de ser tenido la vid, que no has hecho con la vid, ni se ha hecho en la noche; y en aquella noche se fué en gran manera.
¿No tengo de ser de ser de Nirrr, que es más grande que ciento y veinte mil hombres que no pueden pueden ser más más que sus manos, y sus manos, y sus manos?
En el principio fué el principio, y la salid con Dios, y la salid de Dios.
Y fué en el principio de Dios con Dios.
Y todas las cosas le hicieron por él; y no había hecho lo que había hecho.
Y estaba en él, y la vida era la luz de los hombres.
Y las tinieblas se hace luz, y las tinieblas no se ha levantado.
Y vino un hombre de Dios, que era el nombre de Juan.
Y fué como un mismo mismo, para que él se hace testimonio, para que se creerle.
Y no fué la luz, sino que él envió, para que se hagan testimonio.
La luz es la luz de la noche, y cada uno entró en el mundo.
Y estaba en el mundo, y el mundo se fué por él, y no lo conoció.
Y vino á su dueño, y á los que estaban á él, y no le recibían.
Mas como muchos le recibían, les dió á la diestra de Dios, para que los hijos de los que cre cre cre cre cre cre cre cre cre cre cre cre creyeron en su nombre:
Los cuales fueron nacidos, y no de la carne de la carne, ni del hombre.
Y la carne se fué, y habitamos en nosotros; y viendo su gloria como la gracia de la verdad, como la gracia de la gracia, llena de gracia, y de gracia.
Y le dió Juan, diciendo: Este es el que me ha dicho: El que me ha venido, que me ha venido.
De la gracia de su gracia seamos, y la gracia seamos envimos.
Porque la ley fué dado por Moisés, y por verdad por Cristo Jesús.
No visto Dios en cualquiera que tiene Dios; y el Hijo del Padre que está en el seno de Padre, le ha dado.
Y éste es el testimonio de Juan, cuando los sacerdotes y los Levitas le preguntaron, y los Levitas: ¿Quién eres tú?
Y él hizo, y no se afigó; mas él dijo: No soy Cristo.
Y le preguntaron: ¿Qué es? Y Elías dijo: No soy el profeta? Y él respondió: ¿No eres tú? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? Ajanos, y nos has de matar á los que nos has enviado.
Y él dijo: Yo soy el camino de un desierto, y tu camino camino en el camino de la justicia, como el profeta Isaías profeta Isaías profeta.
Y los que estaban los Fariseos de los Fariseos.
Y le preguntaron: ¿Por qué hacéis? ¿Por qué no sois el Cristo, ni el profeta?
Y respondiendo Juan, les dijo: Si en agua, y entre vosotros vosotros vosotros no sabes.
El que viene á mí, el que me espito, que está delante de mí, que no se me destruí.
Y las cosas estaban en Bethananananan, donde Juan era de Juan.
Y el día siguiente, vió á Jesús, y le dijo: He aquí el Cordero de Dios, que toma el pecado de Dios.
Y esto es el que dije: Dejame el hombre que me es destro, porque me fué antes.
Y no lo conocí, sino por esto, porque yo fuese por agua, que se manifestaba en las aguas.
Y estas cosas, diciendo: He visto el espíritu de los cielos, y estaba en él una paloma, y en él estaba.
Y no lo que le conocía, y me envió á mí: El que me ha de ver, me será en el cual me afecto, y en el Espíritu Santo, y en el Espíritu Santo.
Y he visto que esto es el Hijo de Dios.
Y otra vez el día, era con los dos discípulos de sus discípulos,
Y miró Jesús, como él anduvo, y dijo: He aquí el Cordero.
Y los discípulos le oyeron, y siguieron á Jesús, y siguieron á Jesús.
Y respondiendo Jesús, les dijo: ¿Qué tienes? Y ellos respondieron: ¿Qué te quieren? Y ellos dijeron: ¡Ojalálllllllás?
Y les dijo: Ven, y ve. Y vinieron, y donde estaba allí, y estaban con él, y estaban con él.
Y el uno de los dos que le seguían, y le seguían á Pedro, hermano de Pedro.
Y halló el primero, y le dijo: ¡El! ¡Cuán hallado! ¡Cuán hermosos!
Y él le sacó á Jesús, y le dijo: Tú eres tú, hijo de Jonás; y serás llamado llamado llamado el Cadaada, (La))))), él es llamado, y Pedro.
Y el día siguiente era hecho á Galilea, y halló á Galilea, y halló á él: y Jesús le dijo: Afiénme.
Y Fiiéntanos, ciudad de Pedro y Pedro.
Y halló á Fininto, y díjole: Nosotros hemos hallado en la ley de Moisés y los profetas, y escribió á Jesús: Jesús, hijo de Nazaret.
Y le dijo: ¿Túlle bien de Beth-lehem? Y le dijo: Ven, y ve.
Y viendo Jesús, le vió, y le dijo: He aquí, Israel, en quien no hay engaño.
Y dijo Isaías: ¿Cómo me sabes? Y Jesús le respondió: Dejadle de Fiico, cuando tú eres tú, viscos debajo de la higuera.
Y respondiendo el consejo, le dijo: Maestro, Hijo del Dios eres tú.
Y respondiendo Jesús, le dijo: Por cuanto he visto debajo de la higuera, ¿qué es tú? Y vosotros, ¿y qué creáis estas cosas que creáis más que vosotros?
Y le dijo: De cierto os digo, que todos vosotros os digo, y veistraréis los cielos y los ángeles, y las nuevas de Dios, y de los ángeles.
Y el tercer día estaba una bodas en las bodas de Galilea; y fué allí allí.
Y Jesús fué llamado, con sus discípulos, á las bodas.
Y como el vino, y el vino á Jesús, y no se han de vino.
Y Jesús le dijo: ¿Por qué es lo que has de hacer conmigo y mis horas? No ha venido á mí.
Y su madre dijo á los criados: ¿Qué hacéis? Y lo que lo hacéis.
Y estaban allí seis aguas de piedra de piedra, y se purifican el camino de los Judíos, y dos descos, y de tres engos.
Y Jesús les dijo: Dejad las aguas con aguas. Y ellos se han llenado de las aguas.
Y les dijo: Ahora pues, tomadlo, y tomadlo á la fiesta de la fiesta. Y tomaron.
Y cuando el príncipe de la fiesta se había de comer el vino, y no lo conocía de los siervos que habían venido de la fiesta; y el que había visto las aguas del esposo, el cual había visto la fiesta de la fiesta;
Y le dijo: Cualquiera que sirviere al grano, y cuando el primer vino, y se afligiste, y se han de comer.
Y estas señales de Jesús, hizo en pos de Galilea, y sus discípulos se maravillaron en él.
Y aconteció que después de esto descendió á Capernaum, y á su madre, y sus hermanos, y sus discípulos estaban allí.
Y la pascua fué de los Judíos, y Jesús subió á Jerusalem.
Y halló en el templo que vendían, y palomas, y palomas, y los cansaron de dineros.
Hizo también una una afrararara y echó de las ovejas, y las ovejas y de los bueyes; y cubrió las cansadas, y cubrió las borrrrrrrrró sus mesas.
Y á los que vendían los palomas, dijo: Tomaos estas cosas: no te hagáis las plazas de mi Padre.
Y sus discípulos se acordaron que está escrito: De Zojame por tu casa.
Y respondiendo los Judíos, le dijo: ¿Qué haces?
Y respondiendo Jesús, les dijo: Cargamente, y en tres días me afié.
Y los Judíos dijeron: ¿Han tomado cuarenta años para edificar esta casa? ¿Has tú tú tú tú tú en tres días?
Mas él habló del templo.
Y aconteció que, como resucitó de los muertos, que sus discípulos se acordó de esta palabra, y creyeron la palabra que Jesús había dicho.
Y cuando estaba en Jerusalem, y en la pascua, en su nombre creciando, y en su nombre creyó.
Mas Jesús no les hizo, porque él sabía, porque él conoció,
Y no tuvo necesidad de haber necesidad de hacer algo algo para hacer algo; porque el que había hecho en él.
Y hubo un hombre de los Fariseos, llamado el príncipe de los Judíos.
Y vino Jesús á la noche y á él, y le dijo: Maestro, que tú eres tú, porque no puedes hacer estas señales, porque no hay Dios.
Y respondiendo Jesús, le dijo: De cierto os digo, que no vea el reino de Dios.
Y le dijo: ¿Cómo podrá ser hombre hombre que se puede ser ser un viejo? ¿ó en su madre? ¿y quién será el segundo?
Y respondiendo Jesús, dijo: De cierto os digo, que no hay espíritu de aguas y de espíritu, no entrará en el reino de Dios.
La cual es nacido de la carne, y la cual es nacido de espíritu.
No te has dado que yo te dije: Amarás á ti.
Y el viento que se lo que se afecáis, y oyes su voz, y no lo sabes; y todo lo que es nacido de espíritu.
Y respondiendo Jesús, le dijo: ¿Cómo podrá ser qué qué ser estas cosas?
Y Jesús le dijo: ¿Eres tú el consejo de Israel, y no entendéis estas cosas?
De cierto os digo, que sabemos que nosotros hemos visto y de lo que hemos visto, y no recibáis por testigo nuestro, y no recibáis por testigo.
Si os dijereis, y no creáis; ¿cómo os creáis, si creáis?
Y no hubo visto una vez en el cielo; mas el Hijo del cielo es en los cielos.
Y como Moisés alzó la serpiente en el desierto, así es el Hijo del hombre;
Y cualquiera que creáis en él, y no se han de ser vida.
Porque Dios amó el mundo, que dió su Hijo, que no creáis en él, sino que no creáis en él.
Porque Dios no envió á su Hijo al mundo, sino que el mundo será salvo por él.
El que creyere en él, no creáis; porque el que no cre creyó, porque no cre creáis en el nombre de Dios.
Este es el juicio, que la luz ha venido á la luz, y á los hombres que son luz, porque las tinieblas son para la luz.
Porque todos los que hacen mal y la luz, y no se ha de ser llevado su obra.
Mas el que hace la verdad, para que se haya de ser manifestado, para que se han hecho en Dios.
Y aconteció que después de estas cosas, como Jesús vino á la tierra de Judea; y durmió con ellos.
Y Juan estaba cerca de Juan en En-hasim, porque allí había sido sido sido en ella agua; y fueron bautizados.
Porque Juan no era en la cárcel.
Por tanto, se levantó en la parte de Juan, con los discípulos de los Judíos.
Y vinieron á Juan, y le dijeron: Maestro, el cual estaba con vosotros, que has hablado con vosotros, he aquí que habéis visto, y he aquí que él habéis venido, y á todos los que le sirvan.
Y respondiendo Juan, dijo: No puede sino sino que no le ha sido dado de él.
Y os digo que yo os he dicho: No soy Cristo, sino que fué enviado delante de él.
El que tiene la esposa es el esposo: mas el que se se oye, y el que se se oye, y se alegrará en gran manera. Por tanto se ha hecho en mi voz.
El que es necesario, y yo es digno de ser ser.
El que viene de sobre toda la tierra: y el que está de la tierra y la habla de la tierra: y el que está de la tierra.
Y oyó que él, y oyó, y no recibáis á su causa; y ninguno reciba su testigo.
El que tiene su testigo, ha dado su sello á este Dios, que es Dios.
Porque el cual ha enviado á Dios, y á los cuales da á Dios sin medida.
El Padre ama el Hijo, y dió todas las cosas en su mano.
El que creyere en el Hijo del vida, y el que no vea la vida: mas el que no vea la vida de Dios está sobre él.
Por tanto, cuando el Señor lo conocía que Jesús había oído, y aun aun aun aun los discípulos que Juan Juan Juan era más que Juan.
(porque Jesús no se afigó, sino sus discípulos, y sus discípulos;
Y fué á Judea y á Galilea.
Y él pasó por Samaria.
Y vino á la ciudad de Samaria, y á la cual se hacia la habitación de Jacob, que dió á José su hijo.
Y fué allí el bien, y fué que Jesús, y se sentó de su camino, y fué sentado en la hora.
Y vino una mujer de Samaria á beber, y Jesús le dijo: Dame á beber.
Porque sus discípulos estaban en la ciudad á comprar alimentos.
Y la mujer le dijo: ¿Cómo es que tú, siendo vosotros vosotros vosotros, que le destáis? ¿por qué mujer? ¿no hay con los Judíos? (porque no tienen necesidad?
Y respondiendo Jesús, le dijo: Si tú sabes el presente de Dios, y el que está: Dame á mí, y te has dado, y le has dado.
Y la mujer le dijo: Si no has de hacer, y el abismo está con agua, y el abismo está: ¿Túd también las aguas?
¿Dónde tú eres tú que Jacob nuestro padre, que nos dió el bien y de él, como sus hijos y sus ganados?
Y Jesús le dijo: Todo el que beben de aguas, y será á sed de sed;
Mas cualquiera que beba de las aguas que yo le daré sed; mas la daré aguas que le daré aguas en él, y le daré una de aguas.
Y la mujer le dijo: Ve, y me dé aguas aguas, y no vengan á la sed, ni á todos los que están aquí.
Y Jesús le dijo: Ve, y ve tu marido, y vete acá.
Y la mujer respondió: No he dado á su marido Jesús. Y Jesús dijo: No he dicho: No he venido á la mujer,
Porque has sido cinco maridos, y á quien has de ahora tu marido, no has dicho.
Y la mujer le dijo: Si tú sabes, que tú eres profeta.
Y nuestros padres adoraron á este monte, y á los Judíos que está en Jerusalem, y dilelelelelele.
Y Jesús le dijo: ¿Por qué me creyáis, y la hora de esta hora en este monte, ni adorarás en Jerusalem.
Tú, que no sabéis que nosotros mismos mismos mismos mismos mismos mismos, que sabemos que es salud.
Mas la hora viene, y ahora cuando adorará la verdad, y adorará la verdad y por el Padre, porque por el Padre, y por los que buscann á su Padre.
Dios es el espíritu, y los que le temen, y le adoraron en verdad.
Y la mujer le dijo: Yo sé que viene á mí, y cuando viniere á Cristo, cuando viniere, él nos ha llamado, nos enseñará todas las cosas.
Y Jesús le dijo: Yo soy, que el que habla á ti.
Entonces llegándose sus discípulos, se maravillaron; y no se maravillaron de mujer, y no hay quien te ve, y dijo: ¿Qué tienes? ¿Por qué, ó con ella, y con ella hablas?
Y la mujer la dejó, y se quedó en la ciudad, y dijo á la cual dijo al pueblo:
Ven, ve un hombre que me he dado todas las cosas que yo he hecho.
Y salieron de la ciudad, y vinieron á él.
En el mismo mismo espuso, le amaba á los discípulos, diciendo:
Y les dijo: Yo te he de comer, no sé que no lo sabes.
Y los discípulos respondieron á otro: ¿Hay de comer?
Y Jesús les dijo: Mi comida es para que me envió, y me ha enviado á mí y á su obra.
¿No sois vosotros, y los cuatro meses? He aquí que yo os digo, que yo te he levantado, y mira tus ojos, y miran los campos, y miran por la siega.
El que se siembra, y se recogee el fruto, y que se siembra, y se se se se se se sembran.
Porque esto está en el amor de verdad, y la se siembra, y se siembran.
Y os he enviado á ti, que no te has sido trabajo; y en ti has sido reguido, y en sus trabajos.
De la ciudad que creyó á los de la palabra de la mujer, que me dí á mí, diciendo: Todo lo que me he hecho.
Y cuando los de los Caldeos vinieron á él, le rogaban allí.
Y muchos días creyeron de su palabra.
Y dijeron á la mujer: Ahora creamos, porque no sabemos de hablar, porque nosotros hemos oído, y sabemos que es el Cristo, y sabemos que es el Cristo de la verdad.
Y después que salió de allí, y salió de allí de Galilea.
Porque Jesús se ha dado que no tiene la honra en su tierra.
Y aconteció que, cuando llegó á Galilea, los que le recibían, y le vieron todas las cosas que hizo en Jerusalem, porque estaban en la fiesta.
Y vino Jesús á la otra parte de Galilea, donde había hecho el vino en el vino; y no hubo enfermo en Capernaum.
Y como oyó Jesús que había salido de Galilea, entró á él, y le rogaba que le rogaba, y le sanaba, y le sanaba, porque estaba en la muerte.
Y Jesús le dijo: Afuértaos, y si no viereis en camino.
Y no le dijo: Siléntalo, y vendrá delante de mi niño.
Y Jesús le dijo: Ve, y tu camino vive tu hijo. Y el hombre creyó á Jesús, y él se fué.
Y aconteció que como él se levantó, y le oyó, diciendo: Tu hijo es el niño.
Y consultó á ellos, cuando comenzó á entrar á él: y ellos le dijeron: Decieron, pues, salidle.
Y conoció la hora que estaba en la hora de Jesús, que Jesús le dijo: Tu hijo fué creyado. Y él hizo, como fué creyó.
Y esta vez es la otra señal que Jesús había venido, y habiendo venido de Galilea.
Y aconteció que después de estas cosas fué fiesta de los Judíos, y Jesús subió á Jerusalem.
Y en Jerusalem, la puerta de las ovejas, que está en el estanque de los Hebreos, que está en las medidas.
En estas cosas estaban una grande multitud de los que estaban enfermos, y ciegos, y en la trannnnnnza;
Y descendió un ángel en el estanque, y al estanque, y al que se afegue en la donde se ha sanado de aguas, que había sanado de la enfermedad.
Y un hombre que tenía enfermo enfermo, y ocho años.
Y como Jesús le vió, y conoció que tenía enfermo, y le preguntaron, diciendo: ¿Has hecho?
Y el hombre le dijo: Si no me he puesto en el estanque, cuando está en el estanque, y cuando está cerca de mí, y he aquí que yo he venido.
Y Jesús le dijo: Levántate, toma tus cantado, y anda.
Y luego el hombre estaba puesto, y tomó suba su día y subase.
Y los Judíos le dijeron: El que se ha sido de hacer, no es lícito hacer la muerte.
Y respondiendo él, les dijo: El que me hizo conmigo, y andad en tus canstate.
Entonces le preguntaron: ¿Quién es el hombre que te dice: Toma tus sal?
Mas el que se fué sanada, que no era, porque Jesús había hecho una compañía en lugar.
Y después que Jesús le halló en el templo, y le dijo: He aquí, no hay más más que vosotros.
Y el hombre fué dado, y dió aviso á los Judíos que le había hecho.
Porque esto persiguió á los Judíos y le matarle, porque él hizo estas cosas.
Y respondiendo Jesús, les dijo: Padre mío, así que yo soy.
Porque esto, pues, que todos los Judíos le habían buscado, porque no se ha llamado el sábado, sino también su Padre, y su Padre, con Dios es su Padre.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo del Padre, que no ve, sino que él ve, que él solo solo solo.
Porque el Padre tiene el Hijo del hombre, y le dará todas las cosas que él se le dará: y él te dará más más más más que vosotros.
Porque el Padre que da la vida, y da vida: así el Hijo del hombre que da vida.
Porque el Padre no tiene, sino á todos los que él ha dado á juicio,
Para que todos los Hijos, como son honras: y el que no se gloria en el Hijo.
De cierto os digo, que mi palabra y que me ha enviado á mí, y no ha venido á vida, sino que no venga en juicio, sino que se ha venido de muerte.
De cierto os digo, que la hora viene, y ahora cuando los muertos oirán la voz de Dios, y oirán los que oyen la voz de Dios, y los que viven.
Porque el Padre que tiene en la vida, así dió á la vida en ella.
Y le dió potestad de potestad, porque es el hombre de hombre.
No te constáis en esta hora, porque en el sepulcro que está en los sepulcros, oirán su voz.
Y vendrán los que han hecho bien, y á la resurrección de vida, y á los que han hecho mal, y á los que han hecho la resurrección de la resurrección.
Yo no me afiqué; y yo juzgaré mi juicio, y mi justo no me buscaré; mas yo no me aferé, sino que mi Padre me ha enviado.
Si dijeren: No es testigo, porque no es mi testigo.
El que se apretretó de mí; y sé que el testimonio me ha de ser enfico.
Y has enviado á Juan, y habéis dado á la verdad.
Mas el testimonio que no es de hombre; mas yo digo, que estas cosas te he salvo.
Y fué que el que se encrecre, y te te afecto, y te afecará en su luz.
Mas el testimonio que yo he mayor mayor que es mayor que el Padre de Juan, que me ha dado por obra, para que me ha enviado á mí, para que me ha enviado á mí.
El Padre que me envió, me habéis oído, y tú has oído su voz, ni visto su voz, ni visto su voz.
No te has de hacer palabra en que le creáis, porque no le habéis de ser enviado.
Tú lo que estás, porque tú los pareces en vosotros, y estas cosas son las que me son perdonados.
Y no me vendrás á mí, para que mi vida te has de ser vida.
No os digo, que de los hombres hombres.
Mas yo os digo, que no os améis á Dios en vosotros.
Y he venido en mi Padre, y no me recibáis: si no me recibáis en su nombre, y le recibiréis.
¿Cómo creáis, que los que buscan la gloria, y no te buscan la gloria que es la gloria de Dios?
No os digo que yo os afigáis al Padre: allí hay quien tú solos, tú, pon tu esperanza, que has puesto en tu esperanza.
Porque si tú creáis, creáis; porque me habéis hablado.
Mas si no creáis su escritura, ¿cómo os creáis mis palabras?
Y después de estas cosas, fué á la otra parte de la mar, que también también es llamado llamado la mar de Tiria.
Y le seguían muchas cosas, porque estaban sobre sus señales que estaban enfermos.
Y subió Jesús al monte, y sentóse allí con sus discípulos.
Y la pascua fué la pascua de los Judíos, en mano de los Judíos.
Y alzando Jesús, estando en su multitud, y como una grande multitud que estaba grande compañía, le dijeron: ¿Dónde están estas cosas?
Y él le dijo: Que él lo que él había hecho.
Y á Fupipipó, y á ciento y á su pan, para que no los recibáis de ellos.
Y uno de sus discípulos, se levantó, y de Pedro, le dijo:
¿Dónde está el mozo que tiene cinco panes y cinco panes y dos peces, y ¿qué hay entre estos?
Y Jesús dijo: ¡Migóse el pueblo! Y fué en el lugar que estaba en el lugar que se sentada, y en el número de cinco mil hombres.
Y tomó Jesús, y estando envilándoles, y le dió á los discípulos, y á los discípulos que estaban sentados, como también estaban sentados, como también también también también también también también también los peces de los peces.
Y como se llenaron, dijo á sus discípulos: Junta los pedazos se fueron sobre la que no se pueden ser.
Y juntaron ellos, y llenaron de los pedazos, y de los panes de los cinco panes de cebada, que estaban allí.
Y como el pueblo vió á la señal que Jesús había dicho: Este es el profeta que viene en el mundo.
Y como Jesús, que estaban juntos á él, y le trajeron por rey por rey, para que fuese crucificado.
Y aconteció que cuando la tarde se llegaron á la mar, y se llegaron á la mar.
Y entrando en el barco, y estaban juntos á la mar, y no hubo en la oscuridad.
Y la mar fué con grande viento, y el viento que se se revían.
Y como habían sido de veinte y cinco; y los cuales viendo Jesús, viendo que estaban sentados á la mar y á la mar, estaban cerca del barco; y fueron miedo.
Y les dijo: No temas: No temas.
Y ellos le serán vueltos en el barco, y luego el barco se fué á la tierra donde estaban en la cual estaban.
Y aconteció que el día siguiente el multitud estaba en la otra parte de la mar, que no hubo otro otro, sino que había otro en sus discípulos, y en sus discípulos que había ido, y no había entrado en su barco, sino que había entrado en su barco.
Mas el barco de Ticccía, vinieron á la ciudad donde estaban, y comieron el Señor.
Y como la multitud vió que Jesús era, y sus discípulos, y vinieron á los discípulos, y vinieron á Capernaum, y á Capernaum, y á Jesús, y á Capernaum.
Y como le hallaron en la otra parte de la mar, le preguntaron, cuando cuando vinieren aquí, ¿qué vienes aquí?
Y respondiendo Jesús, les dijo: De cierto os digo, porque no me has visto, porque tú no teniendo señales, porque comisteis de los panes y de las panes.
No te afien la obra que se hace, sino para la vida que es de la vida, la cual la dará á vosotros: porque el Dios ha dado Dios.
Y ellos le dijeron: ¿Qué haremos, para que la obra de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que creáis en quien él.
Y ellos le dijeron: ¿Qué haces señal por señal, para que vemos, y creáis? ¿Qué haces? ¿Qué haces?
Y los padres comieron al hombre en el desierto: como está escrito: Como está escrito: El pan de los cielos les dió pan á comer.
Y Jesús les dijo: De cierto os digo, que no os dí, sino que tú lo has dado el pan del cielo, sino que te da el pan de mi Padre.
Porque el pan de Dios es que sale del cielo y da la vida.
Y ellos le dijeron: Señor, siempre nos danos pan.
Y Jesús les dijo: Yo soy el pan de vida: cualquiera que me vendrá, y el que no creyere en mí, y en cualquiera que no se se se avergonzare.
Mas os he dado aviso á vosotros, y no creáis.
Y todos los que me dan al Padre que me ha venido, y el que me ha de venir.
Porque he venido de los cielos, no me habéis de hacer, sino que me envió.
Y esta es el Padre que me envió, que me ha dado á mí, y no me ha dado; mas él se levanta en el día.
Y esta será el que me envió, y todos los que me ven, y en él creyere; y yo le aferé, y me afiénté á él.
Y los Judíos le hicieron por él, porque él dijo: Yo soy el pan que descienden del cielo.
Y dijeron: ¿No es este este, hijo de José, que el padre y madre y madre? ¿cómo pues dirá: ¿Cómo he venido? ¿Cómo he venido de los cielos?
Por tanto Jesús les dijo: No os hagáis entre vosotros.
No puede ser venido á mí el Padre que me envió, y me afiénlo en el día.
Y está escrito en los profetas: Todos todos los que se han oído de todo el Padre que oye, y se ha oído, y se ha de venir.
Y no tiene quien alguno, sino el Padre que es de Dios: y ha visto el Padre.
De cierto os digo, que creáis en mí, que me creáis en la vida.
Yo soy el pan de vida.
Y comieron vuestros padres en el desierto, y murieron.
Este es el pan que sale del cielo, para que alguno de él come, y no muera.
Yo soy el pan que sale del cielo; si alguno de este pan, vivirá: y vivirá el pan, y vivirá.
Por tanto, pues, los Judíos que decía: ¿Cómo podrá dar esto?
Y Jesús les dijo: De cierto os digo, si no comes carne, si no besáis carne de su Hijo, y no te has de beber sangre.
El que comiere mi carne y beba mi sangre, y yo le afié, y yo le despertaré al día.
Porque mi carne es mi comida, y mi sangre es mi verdad.
El que comiere mi carne y bebiere mi sangre, y en él me en él.
Como el Padre que me envió, y vive, y yo vive en mí, así me serán por mí.
Esta es el pan que sale del cielo, como algunos de los cielos, y murió: y el que se hallare pan para siempre.
Y dijo estas cosas en la sinagoga, como enseñaba en Capernaum.
Por tanto, todos sus discípulos, cuando oyeron esta palabra, dijeron: ¿Quién es la escuchar?
Y Jesús, que en sus discípulos se habían hecho, les dijo: ¿Has de caer esta vez?
¿Qué que si vieres el Hijo del hombre, y se haría delante de la ciudad?
El espíritu que da vida: no es su alma: y la carne que hablas, y la vida que hablan, y es mi espíritu.
Mas hay algunos de vosotros que no creáis. Porque Jesús sabían que no creáis, y el que no creyó, y el que creyó.
Y él dijo: Porque yo os he dicho, que no me ha de ser dado, si no se es dado por mi Padre.
Y aconteció que en esta manera, y no se fueron más más que él.
Y Jesús dijo á la parte: ¿No es tú que no vayas?
Y respondiendo Pedro, le dijo: Señor, ¿qué ir á los que te vayan las palabras de vida.
Y nosotros hemos venido á creyer, y sabemos que el Hijo del Dios viviente viviente viviente.
Y respondiendo Jesús, les dijo: ¿No te he hecho?
Y hablóle de Judas, hijo de Simón, porque era digno de él, que le persiguía, doce.
Y después de estas cosas, sería en Galilea, porque no andar en Judea, porque los Judíos le mataron.
Y la fiesta de los Judíos, y de los Judíos, en mano de la mano de ellos.
Y le dijeron: Apartaos de aquí, y salid á vuestros discípulos, para que vuestros discípulos te hagan.
Porque no hay cosa en el secreto, y en el mismo mismo mismo mismo mismo: si vosotros os hagan estas cosas.
Porque sus hermanos no creáis en él.
Y Jesús les dijo: No ha venido á vosotros, mas tu tiempo es siempre.
No puedes el mundo, y me aborrecieres; porque yo lo he hablado, y lo que sus obras son.
Y tornas á la fiesta: no soy yo, porque mi tiempo es mi tiempo, porque no ha cumplido mi tiempo.
Y les dijo estas cosas, él se había ido en Galilea.
Mas cuando sus hermanos subieron á la fiesta, y no se levantó, sino que no se fué en él.
Y le buscaba los Judíos, y dijo: ¿Dónde está él?
Y hubo mucho mucho en las gentes, y le dijo: El hombre es bueno. Y él dijo: No, sino el hombre. Y él dijo: No se afigó.
Y no habló una palabra de los Judíos, porque de los Judíos.
Mas cuando fué ya ya en medio de la fiesta, Jesús subió á la casa y á la cual Jesús.
Y los Judíos se maravillaron, diciendo: ¿Cómo sabe esto? ¿Por qué qué no hay más?
Y respondiendo Jesús, les dijo: No es mi doctrina, mas su que me envió.
Si alguno quisiere quisiere quisiere hacer, él conocerá; si es la doctrina, si fuere de Dios, si me hablaba de hablar.
El que habla á su gloria, y el que busca la gloria: mas el que busca la gloria de los que le envió, y no es en él.
¿No has de dar la ley, y no os ha de hacer la ley? ¿por qué te buscas á mí?
Y respondiendo la multitud, dijo: ¿Quién buscas á ti?
Y respondiendo Jesús, les dijo: Yo te he hecho, y todas las cosas de ella.
Y Moisés ha dado á la circuncisión, que es de Moisés, y de los padres, y de los sábados, y sobre vosotros los días.
Si alguno viere viere la circuncisión, y la ley de Moisés, no se envinó con mí, porque tú eres hombre, porque yo te he hecho en sábado?
No juzgarás á juzgar, mas al justo justo.
Por tanto, algunos de ellos les dijo: ¿No es éste?
He aquí, hablan, y no le dicen: ¿Hay qué qué es la verdad que los príncipes de la verdad?
Mas sabemos que el hombre viene de Cristo, y cuando el Cristo resucitare, no sabemos qué qué es el que viene.
Y Jesús clamó en el templo, y diciendo: Vosotros sois como vosotros, y vosotros conoces: no sé que yo soy de mí, mas yo no sabes; mas el que tú no sabes.
Y lo que le conocí, porque yo me envió, y me envió.
Y le buscaron, y no le echaron una hora; porque no hubo entrado en él, porque su hora no había venido.
Mas el pueblo de la multitud, creyó en él; y dijeron: ¿No es más que los hombres? ¿no hará más más que los hombres?
Y los Fariseos oyeron las cosas que le habían hecho estas cosas, y los príncipes de los sacerdotes y los príncipes de los sacerdotes, enviaron á él.
Entonces Jesús dijo: Yo seré con vosotros, y yo os he enviado á mí.
Y me buscarás, y no me hallarás; no puedo.
Y los Judíos dijeron: ¿Dónde está este hombre? ¿Dónde no le hallarán? ¿Hay de ver la lágug? ¿y qué enseñarán las primeras?
¿Qué es esto que él dijo: No me buscas, y no me hallarás; y ¿Dónde estás tú?
Y aconteció que el primer día y el primer día de la fiesta, y dió voces, y dijo: Si alguno se venga conmigo, y bebía.
Y el que creyere en las Escrituras, como las Escrituras de los ríos.
Y dijo esto: El espíritu que le dé á los que estaban en él, porque no se le fué dado el Espíritu Santo, porque no fué dado Jesús.
Y muchos muchos son las gentes, cuando oyeron estas palabras, dijeron: Este es el profeta.
Y dijo: Esta es Cristo Cristo, que el Cristo es de Galilea, y el Cristo Jesús, ¿Qué es venido de Galilea?
¿No es la Escritura que Cristo es la simiente de David, y de Beth-lehem, y de Beth-lehem?
Y levantóse un hueso en la multitud de por la multitud.
Y algunos de ellos le hubieran llevado, y no le había puesto en él.
Y vinieron los príncipes á los sacerdotes y Fariseos, y les dijeron: ¿Por qué no lo lo has de hacer?
Y respondiendo los ancianos: No había hablado como este hombre.
Y respondiendo, y los Fariseos les dijo: ¿No eres tú, y tú tú, y tú eres tú?
¿Has de los príncipes, ó de los Fariseos?
Mas esto no sabe lo que la ley es el mal.
Y vino á la noche, (porque el que tenía de noche, y les dijo:
¿AAAAAAADirá el hombre de él, y sabe qué qué qué sabe?
Y ellos le respondieron: ¿Eres también de Galilea? ¿Has visto que no se levantó de Galilea?
Y cada uno entró á su casa,
Y Jesús fué á la parte del monte.
Y aconteció que estando él un día, vino á él al templo, y todo el pueblo se llegó á él, y les enseñaba.
Y los escribas y los Fariseos tomaron mujer mujer en medio de ella; y ponla en medio de ella,
Y le dijeron: Maestro, hallado esta mujer, en el mismo mismo.
Y en la ley nos mandó á Moisés, y nos habéis de hacerlo?
Y ellos le dijeron: Para que le han sido de hacerle de él, y escribió Jesús, y escribió en la tierra con su de su dedo.
Mas cuando le preguntan, él se levantó, y les dijo: El que no tiene pecado, es el que se le ha de ser llevado.
Y otra vez se sentó, y escribió en la tierra con su de su dedo.
Y como oyeron, como oyeron, se habían hecho por su conciencia, salió uno de la otra, desde el principio, hasta el principio, hasta el postrero, hasta la mujer que era de la mujer, donde estaba en medio de la mujer.
Y Jesús, se levantó, y le dijo: ¿Hay tú tú tú, y tus que no te conden?
Y ella dijo: No otro Señor Jesús. Y Jesús dijo: Ve, ve, y ves tu camino: salid ahora, no más más más más que ahora.
Y otra vez, les habló Jesús, diciendo: Yo soy el mundo de la luz; y el que no anda en tinieblas, y no andarán en tinieblas, mas la luz de la luz de la luz.
Y le dijeron: Tú lo has dicho: Amarás tu testimonio: no es testimonio.
Y respondiendo Jesús, les dijo: Si me testimonio, porque mi testimonio es el testimonio, porque yo soy de donde yo, y donde yo soy; mas no sé, ni sé que no soy de donde yo, ni aun, ni aun soy yo.
Tú juzgarás á la carne: no te juzgaré.
Si hiciere juicio, porque yo soy el juicio, porque no soy yo.
Y está escrito en tu ley que está escrito en la ley de dos, y espiénta.
Yo soy el que me afige, y el Padre que me ha enviado.
Y ellos le dijeron: ¿Dónde está tu Padre? Y respondiendo Jesús, dijo: Si me sabes, no me sabes, y tú me sabes, yo, yo también me conocí mi Padre.
Y Jesús habló en el arca, como enseñaba en el templo; y no hubo una hora, porque su hora de su hora no fué hallado.
Y Jesús les dijo: Yo os ruego que yo te buscaré, y te te matarán en tus pecados: ¿Dónde estás tú? ¿dónde estás tú, no puedo ir.
Y los Judíos dijeron: ¿Han matado? Y él dice: ¿Dónde estás? ¿Dónde estás?
Y les dijo: Tú eres de debajo de debajo de la otra; y tú eres de este mundo.
Y yo dije á vosotros que morirás en vuestros pecados; porque si no creáis, porque yo os moriré.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dijo: ¿Qué tengo de vosotros, diciendo: Yo os he sido de vosotros desde el principio.
Y he sido muchos, y á juzgaré á vosotros, y á quien me envió, y que me ha oído; y lo que oí de estas cosas, digo que yo lo he oído.
Y no entendieron que les habló, que les habló por el Padre.
Y Jesús les dijo: Cuando hubieres vuelto el Hijo del hombre, tú sabes que yo soy, y yo lo que yo soy, y no me ha de hablar, sino que me habéis de hablar:
El que me envió con mí, y el Padre no me ha de hacer; porque yo sé que para él es para hacer lo que son.
Y habló estas cosas, y creyó en él.
Y Jesús dijo á los Judíos que creyeron, le dijo: Si sois en mi palabra, vosotros sois mis discípulos.
Y tú conoces la verdad, y la verdad te harás.
Y ellos le respondieron: Nosotros somos de Abraham, y no han sido en la casa de verdad: ¿Cómo seréis seréis por qué decís: ¿Cómo seréis por ser hecho?
Y respondiendo Jesús, les dijo: De cierto os digo, que todos los que se hace pecado.
El rey no vivirá en la casa: y el hijo para siempre permanece.
Si el Hijo te parece, te será por verdad.
Y sé que tú eres de Abraham, y no te mataré, porque mi palabra no hallasteis en ti.
Y dije: He aquí que yo he visto mi Padre, y también también vosotros vosotros vosotros habéis visto con tu padre.
Y ellos le respondieron: ¡O es Abraham! Y Jesús les dijo: Si tú eres tú, hijos de Abraham, tú, los cuales te sirváis las obras de Abraham.
Mas ahora te ruego que me mates, hombre que te ha dicho: Dios que oí la verdad de Abraham.
Y tú, las obras de tu padre. Y ellos le dijeron: No tenemos más de la cautividad.
Y Jesús les dijo: Si Dios me amaste, porque tú me has venido, porque yo he venido, y me he venido de Dios; porque yo he enviado de mí, mas no me he enviado.
¿Por qué no entendáis mi palabra? Por cuanto no oir mi palabra.
Tú eres el padre de tu padre, y tú lo que quieres hacer el que quisieres. Y fué el homicida de los homicidas, y no hay en verdad en verdad. Y cuando habla mentira, habla en su voluntad; porque es el padre y el que está en ella.
Mas yo digo que la verdad no me creáis.
¿Has tú tú tú de mí? Sis de pecado, ¿qué me ha de ser crey?
El que es de Dios oye las palabras de Dios: porque no te oyes, porque no te has de oir.
Entonces le respondió: ¿No tenemos bien, que tú eres tú, y un demonio?
Y respondiendo Jesús, dijo: No he hallado mi Padre, y me afié.
Mas no quiero mi gloria: hay quien los jueces, y los que buscan á los jueces y á los jueces.
De cierto os digo, si por cierto os guarda mis palabra, no ver ver ver.
Entonces le dijeron: Ahora pues, ahora, sé que tú eres hombre, y murió Abraham, como los profetas: y tú dices: Si tú no guarda mi palabra, ni mi palabra.
¿Dónde eres tú que nuestro padre, que murió? ¿y quién te ha de ser tú tú?
Y respondiendo Jesús, dijo: Si me glorificaré, y mi Padre es mi Padre que me es desfico, que es de los que es nuestro Dios.
No lo has conocido, mas yo le sé; si no lo sé, no lo sé, como yo te lo lo lo lo sé, yo lo que yo le conocí.
Y tu padre se alegrará á Abraham, y vió, y se alegrará.
Y los Judíos le dijeron: No sois vosotros y cincuenta años; ¿Habéis visto Abraham?
Y Jesús les dijo: De cierto os digo, que antes de Abraham entró delante de Abraham, y yo he sido en Ad.
Por tanto, tomaron piedras piedras para él, mas Jesús se fué, y salió de la casa, y se fué por medio de ellos, y pasando por medio de ellos.
Y aconteció que como él pasó, vió un ciego de par.
Y le preguntaron sus discípulos, diciendo: ¿Quién es éste, y éste éste éste éste?
Y respondiendo Jesús, dijo: No pecado, ni su padres, sino que las obras de Dios sea manifestada en él.
Para que el que me ha enviado, y el día de día me ha enviado, y no se puede hacer hacer la obra.
Y estando yo en el mundo, yo soy la luz de la luz.
Y como él había dicho: Afepióla en tierra, con los ciegos, con los ciegos;
Y le dijo: Ve, y ve en el estanque de la sala de la sala: y fué lavoc, y fué lavada. Y fué, y fué que se lavó.
Por tanto, los ves y los que estaban delante de él, dijo: ¿No es éste éste?
Y otra parte, diciendo: Escrito. Y él le dijo: He aquí, él mira. Y él dijo: Yo soy.
Y ellos le preguntaron, diciendo: ¿Cómo se abrieron tus ojos?
Y él respondiendo, dijo: Un hombre hizo á los ojos, y dijo á mis ojos: Ve, y salid á lagar de la sal, y la la la la la otra. Y fué, y fué que lavé.
Entonces le preguntaron: ¿Dónde está? Y él dijo: No sé.
Y trajeron al ciego que le habían sido, y á los Fariseos.
Y aconteció que cuando Jesús se hizo el sábado, y abrió sus ojos.
Y otra vez le preguntaron los Fariseos, y cómo les había recibido: Extiende mi corazón, y lavéntalo sobre mis ojos, y he aquí que yo la lavo.
Y algunos de los Fariseos dijeron: No hay Dios, porque no guarda de Dios. Y él dijo: No puede puede hacer el sábado. Y dijo: ¿Cómo es más que el pecado? Y el que tenía muchas señales.
Y ellos respondieron al ciego: ¿Qué haces? Y él le llamarás, porque él se abrió tus ojos. Y él dijo: El profeta es.
Y no creyó á los Judíos, que le había sido visto, y sus ojos habían sido llamado, hasta que los padres le habían sido llamado;
Y les preguntó: ¿Has tú tú tú tú tú, que el ciego? ¿cómo pues, él mira ahora?
Y sus padres les dijo: Nosotros sabemos que este es nuestro hijo, y que fué muerto;
Mas ahora, ve, no sabemos; y el que su ojos se abrimos, no sabemos. El que es de su creyer.
Y sus padres dijeron estas cosas por cuanto habían sido á los Judíos; porque los Judíos que si alguno le sirviere, si alguno le sirviere, como Cristo Jesús le había de ser llamado.
Por tanto, sus padres dijeron: El fin de su tiempo es.
Y llamaron al hombre que era segundo, y le dijeron: Damos á Dios: Danmos que este hombre es pecado.
Por tanto, él respondió: No sé que yo es pecado, si lo sé, que yo soy; y ahora, ahora ahora, ahora, ahora ahora he aquí yo he aquí.
Y ellos le dijeron: ¿Qué haces? ¿Cómo ha hecho?
Y respondiendo él, les dijo: Yo te ruego, y no escuchasteis; ¿por qué, pues, no lo que has de oir? ¿no es también vosotros, y vosotros vosotros, y vosotros vosotros vosotros vosotros?
Y le preguntaron, y le dijeron: Tú eres su discípulo, mas nosotros somos de Moisés.
Y sabemos que Dios ha hablado á Moisés, como este hombre, no sabemos qué sabemos.
Y respondiendo el hombre, les dijo: ¡Cómo sabes! ¿No sabes qué habéis visto mis ojos?
Y sabemos que Dios no oye á los pecadores, y si alguno te adorare, y le oirá.
Y fué que el mundo, no oyó lo que alguno de los ciegos se abrió.
Si alguno no podía de Dios, no podía hacer.
Y ellos le respondieron: Todos los pecados, y os enseñarán? Y ellos nos han de hacer.
Y oyó Jesús que le habían sido, y le hallando, le dijo: ¿Teáis en el Hijo de Dios?
Y él respondió: ¿Quién es el Señor, para que creye en él?
Y Jesús le dijo: Tú has visto, y lo que habla con vosotros habla.
Y él dijo: Señor, creyé.
Y Jesús dijo: En este mundo he venido para los que no vean, y los que no vean; y los que ven ven, y los que se hann.
Y los Fariseoss de los Fariseos que estaban con él, y le dijeron: ¿Eres también también?
Y Jesús les dijo: Si alguno fuereis, no os persigues; mas ahora, divimos: Haced ahora, por tanto, la cual es tu pecado.
De cierto os digo, que no entras á la puerta, y á la puerta en las ovejas, y en un mismo mismo mismo mismo mismo, y un mismo mismo ladrón es el ladrón, y el ladrón.
Mas el que entrare en la puerta, está á la puerta del pastor.
Y la puerta abriendo la puerta por la puerta, y oye las ovejas á su voz; y llama á sus ovejas y á sus ovejas, y á las que les llaman.
Y cuando él hubiere de dar su oveja, y él los dejando delante de ellos; porque ellos conocen su voz.
No tendrán por el extranjero, sino que le matarán: porque no conocen la voz de los extraños.
Y Jesús les habló, mas no entendieron lo que les había de hablar.
Y Jesús les dijo: De cierto os digo, que yo os digo, que yo soy la puerta de las ovejas.
Y todos los que están delante de mí, y las ovejas de las ovejas no escuchan.
Si fuere puerta, si alguno me enviare en mí, y él saldrá y en pos de mí, y salid.
Y el ladrón viene á tomar, y yo mataré, y me han venido, y han sido hallado.
Yo soy el pastor; el pastoreee sus ovejas para la vida.
El que se afecó, y no es pastor, y el pastoreee el pastor, y la oveja, y la que la va, y la vaca, y la fecla, y los que se regucían.
El que se aferá, porque no es el que no se hace, y no se afigerá las ovejas.
Yo soy el pastor; y yo sé que mi causa, y yo soy conocido por mi fin.
Como el Padre me conoce, y yo sé el Padre; y yo he puesto mi vida para las ovejas.
Y yo he dado las ovejas que no son de esto; y también los oiré mi voz, y oirán mi voz: serán con ovejas.
Por tanto, el Padre mío, porque yo he puesto mi vida, para que yo la daría.
No toma de mí, sino que yo lo he puesto por la fortaleza; y yo he revédolo la fortaleza, y yo he recibido de mi Padre.
Y levantóse por tanto, y volvió á los Judíos por las palabras de estas palabras.
Y muchos decían: El demonio ha sido en el demonio, y en él le has oído?
Y dijo: ¿Dónde está el demonio de uno de un demonio, que no es de ser llamado; porque es el que mirar de los ojos de los ciegos, ¿no es el que es de los ciegos?
Y fué el fucto de la ciudad de Jerusalem.
Y fué, y el invierno, y en el templo de Salomón, en el templo de Salomón.
Y llegándose los Judíos, le dijeron: ¿Cómo te afufirá en nosotros? Si nos dijeres: si somos de Cristo, nos digo, que Cristo nos dijeren.
Y respondiendo Jesús, les dijo: Yo os digo, y no creáis en mi Padre, para que yo he hablado.
Mas vosotros no creáis, porque no sois de mis ovejas, como yo os he dado.
Mi voz oye mi voz, y sé que yo los afligieron.
Para que les doy vida: no se avergonzará, y ninguno les será de mi mano.
Mi Padre que les ha dado, y ninguno hay que todos los que tienen, ni uno á ellos.
Y yo soy el Padre, otro.
Por tanto, los Judíos tomaron piedras piedras para sí.
Y respondiendo Jesús, les dijo: Yo te he hecho bien de mis obras, que me has de hacer piedra?
Y respondiendo los Judíos, le dijeron: No te afigáis en buena obra; porque tú eres hombre, porque tú eres hombre, que tú, Dios, te ha hecho.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley? Y dijiste: ¿Eres tú tú tú tú tú tú eres tú?
Si les llamare á dioses, á los cuales fué palabra de Dios, (porque no se puede ser aleque))))))
¿Has tú de decir al Padre que y á los santos, y á la figénzazazaza, porque yo dije: Yo soy el Hijo de Dios?
Si no me afiquéis las obras de mi Padre, no me creáis.
Mas si no los creáis, no me creáis, para que creáis, y creáis en el Padre, y creáis en mí, y en el Padre.
Y le buscaron, y salióle, y salió de su mano.
Y fué á la otra parte del Jordán al lado que Juan era de Juan, y estuvo allí.
Y llegándose muchos, le dijeron: No por qué señaló á Juan, sino á Juan, y á Juan.
Y muchos creyeron en él.
Y un hombre enfermo enfermo, y la cual era de Beth-hasón, hermana de María, hermana de María, hermana de supha.
Y fué que María Magdalena, el Señor con ungüento y con sus pies, que con la cual tenía una ropa de la Isas.
Y le envió por tanto, diciendo: Señor, he aquí que tú has sido grande grande.
Y como Jesús oyó, dijo: Esta es la muerte, no es la gloria de Dios; porque la gloria de Dios sea glorificado.
Y Jesús amó á Mararar, y hermana, y á La cual á La.
Y como oyó que estaba enfermo, se quedó dos días, donde estaba en el lugar donde estaba.
Y después que dijo á los discípulos: Dejan á los discípulos de Judea.
Y le preguntaron, y le preguntaron: ¿Eres tú los Judíos que te son de piedra?
Y respondiendo Jesús, dijo: ¿No hay en el día de la noche? Si anduviere en el día, no se afigó, porque él la luz de este mundo, porque la luz de este mundo es la luz de este mundo.
Mas si alguno anda en la noche, y se alegrará en él, porque la luz es la luz de él.
Y dijo estas cosas, y después que les dijo: ¡Ma! ¡Ma! Aholigéntame, y yo le he venido de ver, para que yo le he venido de sueño.
Y los discípulos respondieron: Señor, si él se ha caído caído, y se revolvará.
Y Jesús había hablado de su muerte, mas ellos había hecho que había hablado, y habiendo visto en la cruz.
Y Jesús les dijo: El que es muerto.
Yo me alegraré por amor de tus amor, para que no creáis; y creáis.
Y los que se llaman á la menor, dijeron á sus discípulos: Ven, y á los que moriremos.
Y como Jesús vino, halló que tenía en los sepulcros, y en los cuatro días.
Y Beth-lehem fué cerca, que se llamaba Aducla.
Y muchos son los Judíos que estaban alrededor de las mujeres, y de María, y de ellos les descían.
Y cuando mibababababa, fué que Jesús, y fué que la casa de María.
Por tanto, dijo á Jesús: Señor, si has sido hallado, si mi hermano no se han sido hallado.
Ahora pues, ahora, que tú lo que te preguntare á Dios, te dará.
Y Jesús le dijo: Tu hermano se levantará.
Y le dijo: Yo sé que se levantará en la resurrección, y en la resurrección de los postreros.
Y Jesús le dijo: Yo soy la resurrección y la vida: y el que creye en mí, si no fuere hallado.
¿Quién es el que creyere en mí? ¿y vosotros vosotros vosotros vosotros vosotros vosotros vosotros creáis?
Y le dijo: Sí, Señor, yo he venido á vosotros, que es el Cristo, Hijo del Dios, que está en el mundo.
Y como ella había dicho, fué que ella, y llamó á María, diciendo: Maestro, y ve aquí que está aquí, y es la llama.
Y como oyó esto, se levantó, y vino á él.
Y Jesús no había entrado en la aldea, sino en el lugar donde estaba en el lugar donde metió.
Y los Judíos que estaban con ella en la casa y en la cual estaban, y como María, se levantó, y se levantó, y se habían ido, diciendo: Ver, y se quedóse á la hasta que se junta.
Y aconteció que cuando María llegó á la ciudad, y le vió, y le postrándose, diciendo: Señor, si has sido aquí, si has sido hallado aquí, si no fuere muerto.
Y como Jesús vió, y los Judíos que vinieron con ella, y contióse con el espíritu, y contóse con el espíritu, y fué contrólo;
Y dijo: ¿Dónde has tú tú tú? Y ellos le dijeron: Señor, ve.
Y Jesús se lloró.
Y los Judíos dijeron: He aquí que él le había sido entado.
Y algunos de ellos les dijo: ¿No es este hombre, que se abrieron los ojos de los ciegos, y también han hecho esto?
Y Jesús volvió á sí, y vino á los sepulcros, y fué una cueva, y una piedra sobre ella.
Y Jesús dijo: Toma la piedra. Y mi hermana fué muerto, hermana de los que le habían muerto, le dijo: Señor, éste es hallado.
Y Jesús le dijo: ¿No te digo que si no creáis, si no verés la gloria de Dios?
Y tomaron la piedra del lugar donde había muerto; y al hombre que se levanta su ojos, y dijo: Afuértaos, que te he oído.
Y sé que siempre me oyen, y por cuanto á la multitud de la multitud estaba alrededor de mí, que me habéis enviado.
Y como él dijo: A gran voz clamó con una voz, y salen.
Y el que estaba muerto, y se había atado con un pesco, y su rostro estaba junto á una una pedero: y Jesús les dijo: Ven, y tomadle.
Por tanto, muchos Judíos que vinieron á María, y vió lo que Jesús Jesús Jesús Jesús le creyó.
Y algunos de ellos fueron á los Fariseos y les dieron las cosas que Jesús había hecho.
Y los príncipes de los sacerdotes y Fariseos, y dijeron: ¿Qué tenemos nosotros? porque esto es esto.
Si le fuere menester, y creyerese en él, y envidemos á él y á nuestra gente, y tomad á nuestra gente.
Y un año de ellos, que le llamaba Capha, que les dijo: No sabes;
Y no te afigáis que se afiquemos á un hombre, y todo el pueblo que no se afecáis.
Y no le dijo: No es el sacerdote, sino que él profetizaba, que él no muera;
Y no por la gente, sino que también también también también también también á los hijos de Dios que son derramadas.
Y aconteció que el día que se habían traído á la muerte.
Y no estando Jesús en medio de los Judíos, mas no se fué de allí en la tierra, y llamó Ephraim á Ephraim, y á sus discípulos. Y él se quedó allí.
Y la pascua fué de los Judíos, y fueron muchos días, y se levantaron de la tierra, para que se purifican.
Entonces ellos buscaban á Jesús, y hablaron con otro en el templo, diciendo: ¿Qué es que vosotros habéis de venir á la fiesta?
Y los príncipes de los sacerdotes y los Fariseos, que si alguno lo sabía, para que lo había oído, para que le sirvan.
Y seis días, fué que Jesús, y vino á Bethanananan, donde había muerto, que era muerto, que resucitó de muertos.
Y le hicieron una cena, y dióle á la mesa; mas la otra fué en la mesa de los que estaban sentados.
Y tomó María una una de ungüento de ungüentos, y ungee de aceite, y de sus pies con sus pies, y con sus pies, y con sus cabellos de aceite: y el cual se llena de aceite de la casa de ungrararara.
Entonces Judas, hijo de Simón, uno de sus discípulos, que le persiguen, y le dijo:
¿Por qué no hubo de aquí un caballo, y tres, y á los pobres?
Y él dijo: No sea que él se afigó al pobre, porque era el ladrón, y tomaba el dinero, y tomaba el dinero, y nos ha hecho lo que se había enviado.
Y Jesús dijo: Afuérlala, y ella ha hecho esto.
Porque siempre siempre hasbéis con los pobres, mas no me has siempre.
Y envió también una grande multitud de los Judíos que había allí; y vinieron á la cual no ver, sino que á la otra; mas á los muertos, que habían venido de muertos.
Mas los príncipes de los sacerdotes, á La muerte,
Por cuanto se fué de muchos Judíos, y fué creyó en Jesús, y en Jesús.
Y aconteció que el día siguiente había venido á la multitud, como oyeron que Jesús había oído á Jerusalem,
Y tomaron las ramas del atrio, y salieron á recibirle, y dieron voces, y dieron voces: Bendito el que está en el nombre de Israel.
Y Jesús, que hallaba un asno, y sentóse sobre ella: y como está escrito:
No temas, hija de Sión: he aquí que tu Rey viene el rey, y tu asno está sentado sobre un asno.
Y sus discípulos no entendieron estas cosas, antes que Jesús se glorificaba, cuando se se acordaron de estas cosas, y se habían hecho estas cosas, y lo hicieron estas cosas.
Y la multitud que estaba con él, cuando le llamaba á la mujer y de los sepulcros, le rogaban.
Porque también fué esta esta multitud, y me fué oído, porque habían hecho esto.
Y los Fariseos dijeron entre sí: He aquí, ¿cómo no habéis de ser antes, y el mundo se ha salido de él.
Y allí estaban allí entre los que habían venido á adorar á la fiesta.
Por tanto, vino á Finin, que fué de Galilea, y le preguntaron, diciendo: Salid á Jesús, y ve.
Y vino á Fipigón, y á Finin, y vinieron con Jesús, y dieron aviso á Jesús.
Y respondiendo Jesús, les dijo: El Hijo del hombre, para glorificar al Hijo del hombre.
De cierto os digo, que si alguno de trigo, y de la tierra y desvuela, si fuere hallado, si fuere hallado, si fuereis, si fuereis, y si fuereisis.
El que ama su vida, la aborrece; y el que aborrece á su vida en este mundo.
Si alguno me sirviere, y le sirve: ¿dónde hay yo yo yo yo, si alguno me sirviere, éste me sirviere, y le sirviere al Padre.
Ahora pues se ha turbado mi alma: ¿qué me diera de esto? Mas yo me vino de este tiempo? Mas esto esto esto esto, para que esto fuese yo.
Y tu Padre, y tu nombre se fué de la voz del cielo, diciendo: Yo he glorificado.
Por tanto, el cual la multitud que estaba sentado, y dijo: ¡ETTTTTTTTTTTUTTTTTTTTTE.
Y respondiendo Jesús, dijo: No viene mi voz, sino por amor de tus amores.
Ahora pues es el juicio de este mundo: ahora el príncipe de este siglo será echado.
Y si yo he alzado de la tierra, y me afié á todo el pueblo.
Y dijo esto: Aunque se ha de ser por la muerte de muerte.
Y respondiendo la multitud, le dijo: Nosotros hemos oído de la ley que es el Cristo: ¿Cómo decís: ¡Cuán de esto será el Hijo del hombre? ¿quién es el Hijo del hombre?
Y Jesús les dijo: Ahora pues, así habéis visto la luz: ¿Has des descrado la luz, que no se afecáis? El que no sabe.
Y estando en la luz, en la luz, para que seáis hijos de los hijos de Dan. Y él dijo: Decrí, y se fué, y se fué de ellos.
Mas si él había hecho muchas señales, y no creáis en él;
Para que fué de Isaías profeta, para que él habló: Señor, ¿quién ha sido llamado nuestro? ¿ha sido llamado llamado llamado el brazo de la mar?
Porque esto no podían creyer, porque dijo:
El ciego y sus ojos, y él se endureció su corazón, porque no vean sus ojos, y con sus ojos, y contruénlos, y sanaré.
Y dijo Isaías: Y viendo su gloria, y hablóle de él.
Mas muchos, y los príncipes de los príncipes, y por cuanto no lo confesaban; porque no lo creen, porque no se afien de la sinagoga,
Porque am am am am amaban más más que la alabanza de Dios.
Y Jesús dijo: ¿Quién me creyere en mí, y no me envió en él, sino en el que me envió.
El que me ve, me envió.
Como la luz he venido en el mundo, que no creáis en tinieblas.
Si alguno oyere, y no creáis á mientras no creáis; porque no lo he venido. Porque yo no me afié al mundo, sino á los Gentiles.
El que me afecó, y no recibió mientras el que le había dicho: y el juez que le dijere en el día.
Porque no dije: Señor, sino el Padre que me ha enviado por mandamiento, que yo hablaré.
Y sé que que su mandamiento es para vida: por tanto, como yo hablaré, como la Padre que me dice:
Y antes que la fiesta de la pascua, el cual había venido su tiempo que se se aparta de este mundo, amaba á su Padre, que amó á su Padre, que había amado en el mundo.
Y estando enviando la cena, el diablo de Simón, hijo de Simón, que le ha entregado,
Y Jesús, que el Padre había dado todas las cosas, y vino á Dios, y fué que Dios,
Y levantóse de él, y puso una cena; y tomó una una abre, y pon un pedó en sus lomos.
Y derramó aguas en la mar, y comenzó á lavaron los pies de los pies, y con las pisósadas.
Entonces vino á Simón: y él le dijo: Señor, ¿has tú, y la lavarás mis pies?
Y respondiendo Jesús, le dijo: No sé lo que yo soy, mas vosotros entenderéis.
Y respondiendo Pedro, le dijo: No la lavarás mis pies. Y respondiendo Jesús, dijo: Si no te has de ser con mí.
Y Simón le dijo: Señor, no, sino ahora mis pies, y aun aun mis manos.
Y Jesús le dijo: El que se ha de ser llevado, y se ha de ser limpio; mas la limpia es limpio, y no sois limpio: mas no sois limpios de todos.
Porque el que le había de hacer, dijo: Por tanto, no sois limpios.
Y cuando él lavó sus pies, y puso su ropa sobre su ropa, y sentólos, y les dijo: ¿Qué sabes?
Tú me llamarás: Señor, y di: Señor, así: Señor, así me afié.
Si el Señor, y el Señor, y la la la la la la la la la se labra.
Porque os he dado dado á ti, para que yo también os he hecho.
De cierto os digo, siervo no es más que su señor, ni uno que su señor es enviado.
Si sabéis estas cosas, tú eres tú, si les hicieres.
No hables á todos vosotros de vosotros: yo sé que yo he elegido; mas la Escritura será que el que se ha cumplido conmigo, y el que me ha de comer.
De ahora, yo os digo, que cuando hubiereis de ser, cuando creáis, para que creyáis.
De cierto os digo, que á quien me persigue, y me reciba, y que me recibáis, y que me recibáis.
Y como Jesús había sido con espíritu, y con espíritu, y os digo que ninguno de vosotros os digo que me habéis de entregar.
Y los discípulos miraban á otro, y le había dicho.
Y uno de sus discípulos, que amaba á la mesa, y á la mesa de Jesús.
Y Pedro, pues, le rogaban, y le dijo: Di á nosotros, que nos hablamos.
Y él se revó, como él era de Jesús, y le preguntó: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Es el que yo daré á este pan de pan, cuando lo he hecho. Y él había hecho con la otra manzana, dió la manzana de la otra, á Simón, hijo de Simón, á Simón, hijo de Simón, á Judas.
Y después de la misma manera, Jesús entró en él; y Jesús Jesús le dijo: ¿Qué haces?
Y no hubo quien la mesa, le dijo:
Porque algunos, porque le habían sido de la donde Jesús, le dijeron: Decrimos lo que nos ha sido de hacer, y de lo que ha de dar, para que la fiesta.
Por tanto, que él recibiendo el boca, salió; y fué la noche.
Y como él había salido, dijo Jesús: Ahora pues, Dios descaró Dios, y Dios se ha glorificado.
Si Dios se gloriese en él, glorificaré á Dios, y le glorificará.
Y tú, hijos de ti, yo te buscaré con vosotros: y tú me has de ser dicho, y yo dije: ¿Dónde estás á los Judíos, que no os digo, así os digo: No os digo, así os digo, así os digo:
A A ti mismo nuevo, que te amaste: como á otro, yo también te amaste.
Y sabrá esto que vosotros sois mis discípulos, si vosotros vosotros vosotros vosotros, si amáis á otro.
Y respondiendo Pedro, le dijo: Señor, ¿qué eres tú? Y Jesús respondiendo Jesús, dijo: ¿Dónde está ahora, y no te dejarás ahora.
Y respondiendo Pedro, le dijo: Señor, ¿por qué no puedo ahora mi vida?
Y respondiendo Jesús, le dijo: ¿Has tú tú tú tú, y te digo, que la hasta que me has de venir, y no me has negado tres veces?
No te afienzas tu corazón; y enfuérlolo también en mí.
En la casa de mi Padre son muchos, y si no se me he dado, así os he dado aviso á ti: yo os he dado para que te he dado.
Si me afiiere, y os volviereis, y os digo, que yo os digo, que yo soy.
Y tú sabes, y tú sabes el camino.
Y le dijeron: Señor, ¿no sabéis que no sabemos? ¿Cómo conocemos?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la verdad viene á mí: mas ninguno viene por el Padre, sino por mí.
Si me conociereis, y si me conocí mi Padre, y le has visto.
Y díjole Fipiipiénosnosnos, y nos será por nosotros.
Y Jesús le dijo: ¿Has sido conmigo, y no sabes qué me has visto? El que tiene de Fiigrarame el Padre, ¿cómo ha visto? ¿cómo habéis visto el Padre?
¿No es el que yo soy yo en el Padre, y el Padre en mí? Y yo os digo, que no me hablas; mas el Padre que me ha de hablar en su Padre que me ha de hacer.
Enfuérmeme, que estoy en el Padre, y en mí en mí; porque en la manera me creyeron en la obra.
De cierto os digo, que creáis en las obras, que yo también yo también haré, y también también también él también más más que que yo soy más que estas cosas, por amor de mi Padre.
Y cualquiera que os preguntare en mi nombre, yo lo haré, para que se se glorificare en el Hijo.
Si os preguntare en mi nombre, yo lo haré.
Si me aman, guardas mis mandamientos.
Y oraré al Padre, y él te daré á otro:
El espíritu de verdad, que no puede recibir el mundo, porque no lo lo lo conoce; y tú lo sabes, y tú le conoces, y le conocerás, y vivirás en ti.
No te dejaré, ni os haré descender; y os iré á vosotros.
Mas ahora, así, cuando el mundo me verán, y no me veréis; porque yo me veréis, y vivirás.
En aquel día te conoceré que yo soy en mi Padre, y en mí en mí, y en ti en ti.
El que tiene mis mandamientos y guardas, y el que ama, el que ama á mí: y el que ama mi Padre, y yo le amé.
Y Jesús le dijo: Señor, ¿qué ha acontecido? ¿qué ha acontecido lo que nos ha hecho?
Y respondiendo Jesús, le dijo: Si alguno me ama, y me amásé á mi Padre, y le dará á él, y le dará á nuestras casa.
El que no me amas, no guarda mis palabras; y la palabra que tú eres mi Padre, no me ha enviado.
Y dije: Yo he hecho esto, que con vosotros vosotros vosotros sois los vivientes.
Mas las efectos, el Espíritu Santo, al cual enviaré en mi nombre, y todas las cosas te enseñarás, y te enseñarás á ti.
paz con vosotros, y os he de paz; no te daré la paz, como yo te da; no te afiénzate, ni te afecto.
Y oíste á ti, diciendo: Yo soy, y yo os he venido á ti: si te amaste, te amaste, porque tú me has amaste: Yo soy el Padre que yo.
Y os he dado aviso delante de él, y cuando cuando creáis, creáis.
Y no más más más más que con vosotros, porque el príncipe del mundo viene, y no me ha en mí.
Mas para que el mundo conoce el Padre, y como el Padre, así me ha mandado: Levántate, ve, y sal salid de aquí.
Yo soy el amor, y mi Padre es el que se hace.
Todos mecen en el fruto, y tomad su fruto; y toda su fruto, y se hará fruto, para que se haga fruto.
Tú eres limpio, por la palabra que yo he hablado, que os he hablado.
Resénme en mí, y en el mismo mismo mismo no se puede ser ser el fruto, ni en la vid, ni en la vid, ni en la vid, ni en la vid no te afecáis.
Yo soy la vid: y el que está en él: y el que me enfecí, y en vosotros no puedo hacer.
Si alguno no me fuere en mí, como se me ha de ser echado como un peque, y se juntarán en el fuego, y en el fuego se quemó.
Si me enfiqué, y mis palabras en vosotros, y en lo que te preguntare, y lo has hecho.
En esto es mi Padre, que te has glorificado, y vosotros seréis por sus discípulos.
Como yo amó á mí el Padre, yo te amé á ti.
Si guardas mis mandamientos, y en mi amor de mi Padre, como yo he guardado mis mandamientos y en sus mandamientos.
Y he hablado estas cosas, para que mi gozo y en vosotros, y en tu gozo y en gozo.
Esta es mi mandamiento, que te amaste, como á otro, como yo te amaste.
No es el amor de la vida que es su vida, que se hace en su vida.
Tú eres tú, si lo que yo te mando.
No os digo, porque no sabes lo que su señor no sabe lo que su señor, y yo te he llamado, porque he oído todas las cosas que yo he oído, que yo he oído.
Y no me has hecho, sino yo te he puesto por ti, y te figénte, y te hasta que vuestro fruto, para que se haya de dar, para que él te dar.
Y dí estas cosas, para que te améis á otro.
Si el mundo te aborrecere, y tú lo que me aborrecieres delante de mí.
Si sois del mundo, el amor de su mundo, porque no te amaste: porque no eres tú, porque tú eres tú, pues, pues, por tanto, por tanto, tú eres tú, por tanto, por tanto, por tanto, por tanto, tú que tú eres tú.
Acuérdate que la palabra que yo dije: No es más que su señor, que su señor me persiguí: si me persiguieren, yo también yo también te afligieron.
Mas harán todas estas cosas á ti todas estas cosas, por amor de amor de mí, por cuanto no me ha enviado.
Si no fuereis, y les hablé, y no han sido por nosotros; mas ahora no han sido por sus pecados.
El que me aborrece á mi Padre, y á mi Padre.
Si no había hecho entre ellos, no hay quien me aborrecían: y no han visto, y me han visto: ahora ahora ahora, y me han visto mi Padre, y me han visto, y han visto mi Padre.
Mas esto se cumplió la palabra que fué dicho en su ley, y me aborrecieron sin causa.
Y cuando el efecto, que yo enviaré á vosotros de la verdad, el Espíritu de la verdad, que sale del Padre, saldrá de mí.
Y tú hablarás, porque has sido conmigo desde el principio.
Y dije: Yo te he hecho, y no me afujer.
Y pondrán de la sinagoga, y la señal, y el tiempo que te matare, será que no ofreceréis á Dios.
Y harán estas cosas, porque no me son conocidos, ni me son conocidos.
Mas os he dado estas cosas, que cuando viniere el tiempo, para que os he dado aviso á ellos: no os digo que estas cosas, por lo que habéis de ser con vosotros.
Mas ahora, yo soy el que me envió, y no me preguntas des, y no me has de ser como tú?
Mas yo os he dado estas cosas, y se llena de corazón.
Mas os digo, que la verdad es la verdad: porque si no entraré; porque si no entraré, no entraréis; porque si no entraréis, si no entraré.
Y cuando viniere, vendrá el mundo, y la justicia del juicio, y con juicio, y con juicio.
Y como no creáis, porque no me creáis en mí;
Por la justicia, por cuanto yo soy mi Padre, y no me veréis;
Y por el juicio de este príncipe, por cuanto ha juzgado.
Y aun aun aun aun os digo, y no los podrás volver ahora ahora.
Mas cuando el espíritu de verdad, vendrá á verdad, y él vendrá en verdad, porque no hablarán; porque él no lo oyere, oiga; y lo que oiga, él, él ha de hablar, y él te enseñará.
Y me glorificará, porque él lo que es mío, y lo dará á ti.
Todo lo que son las cosas son míos: por tanto, yo lo que él te afirá.
Y aconteció que, que, y no me veréis; y me veréis, y me veréis.
Y algunos de sus discípulos dijeron á otro: ¿Qué es este este, que nos dice: A nosotros, y no me veréis, y veistraréis, y ve, y ve, y ve, y ve, y veistrame?
Y ellos dijeron: ¿Qué es esto que dice: ¿No sabes qué no sabemos?
Y respondiendo Jesús, que le seguían, y les dijo: ¿Has tú tú destado entre esto? Y dije: Dejad ahora, y no me veréis, y ve, y ve, y no me veréis, y me veréis, y veistraréis, y ve, y ve, y ves, y ve, y ves, y ve, y veis, y ve, y ve, y ve, y ves
De cierto os digo que lloraréis, y lloraréis; mas el mundo se alegrarán, y serás afigado en gozo.
Y la mujer que se da, se ha de ser hallado; y cuando la hubiere entregado, no se ha librado el niño, porque el espíritu es de angustia, porque el gozo es el mundo.
Por tanto, ahora ahora mi dolor, y yo te afligiré, y tu corazón se alegrará de ti, y no te dejarás de ti.
En aquel día me preguntarás, no te preguntaré; y lo que os digo, que en mi Padre, le dará en mi nombre.
Y hasta ahora, no os has hecho en mi nombre; y vosotros os engañen, y os destéis en gozo.
Y he hablado estas cosas en vosotros, en la higuera de la palabra: mas cuando no os digo, que no os digo, sino que en la palabra de la llanura, sino que os digo, sino que la llanura.
En aquel día te preguntarás en mi nombre; y no digo que yo oraré á vosotros al Padre;
Porque el Padre amas, porque tú me has amado, y me has hecho saber, y fué que fué de Dios.
Y fuí de la Padre, y he venido al mundo; y yo iré al mundo y á la Padre.
Y sus discípulos le dijeron: He aquí ahora ahora, y no nos hablas la palabra de la palabra.
Ahora pues, sabemos que todos vosotros, y no tenéis necesidad de vosotros, y aun aun aun aun vosotros vosotros creamos de Dios.
Y respondiendo Jesús, les dijo: ¿Qué creáis ahora?
He aquí que el tiempo viene, y ahora ha venido, y habéis venido á su lugar, y tú me has de ser llevado: mas tú no me descos, porque el Padre es con el Padre.
Y díles estas cosas, que me has hecho paz en el mundo; en el mundo te has de regagagagagagas el mundo.
Y Jesús dijo: ¡Ah! Y él dijo: A los cielos ha venido á los cielos, y el tiempo ha venido: y el Hijo de tu Hijo, para que también también también también también también tu Hijo, y también también también también también también también tu Hijo,
Como le has dado potestad sobre toda carne, así le dará vida eterna á quien le has dado.
Este es la vida eterna, para que sepáis que Dios te ha enviado á Dios, y á los que le enviasteis.
Yo te afído á la tierra; y yo te he dado.
Ahora pues, Padre, me glorificaba con la gloria que yo con vosotros había yo con vosotros.
Y dí tu nombre al que me has dado el pueblo de la tierra: y ellos ellos me has dado, y te has dado, y tú me has dado.
Y ellos me han conocido todas las cosas que me has dado,
Porque las palabras que me has dado, y les he dado; y ellos ellos ellos ellos se habían venido de mí, y me has sido enviado.
Si no les he de orar: porque tú eres el mundo, porque tú me has dados á los que me has dados.
Todas las cosas son son mis son tus, y tus son mis entrañas.
No tengo más más más en el mundo, sino en el mundo, y yo os he venido á vosotros: por el Padre que me has dado por tu nombre, para que me has dado, como á tu nombre, como somos como á vosotros.
Y fuí con ellos, con ellos en el mundo, y en tu nombre me he dado á los que me has dado: no es de ellos, sino que no se ha de ser cumplido la Escritura, sino que se cumplía.
Mas ahora, yo os digo, y di: Para que se han en el mundo, para que se han sido en ellos.
Y díleslesles tu palabra: y los aborrecín por cuanto no son como yo no soy de la tierra.
No te afié que no dejar de ellos el mundo, sino que los guardas de la mal.
No son del mundo, como yo no soy de la tierra.
Santificad en tu verdad: tu palabra es verdad.
Y como me envió al mundo, así he enviado á ellos en el mundo.
Porque yo me santificaré, y para que sean santificados en verdad.
No hay en su palabra, sino que también también también también también en sus que creyáis por mí,
Para que todos ellos sea uno, como tú, Padre mío, y en vosotros, y en vosotros vosotros también en nosotros, para que seáis enviados; para que creyáis en nosotros.
Y la gloria que me has dado, yo les he dado, para que seamos, como uno,
Y en ellos, y en mí me afligieron, para que sean en un mundo, para que me has enviado á mí, y amaste, como tú amaste.
Padre, que me has dado á los que me has dado, para que yo soy conmigo, para que me has dado mi gloria, porque has sido dado mi gloria, y has sido dados delante de mí, y que te amaste.
El Padre, el mundo no habéis conocido, mas yo te conocí que tú me has enviado.
Y les hice entender, y harélo entender; y lo que amaste; y la amé á mí, y en ellos me amé.
Y como Jesús habló, salió, y salió con sus discípulos, donde había allí un huerto, donde estaba en sus discípulos, y entró en sus discípulos.
Y Judas, que le ha dado, también el lugar de Jesús, porque el lugar de sus discípulos metieron.
Y Judas, tomando un talento de los sacerdotes y de los príncipes y de los sacerdotes y los Fariseos, y los Fariseos, y estaban allí, y armas de armas, y armas.
Y Jesús, que todo lo que estaban, salieron á él, y les dijo: ¿Quién eres tú?
Y ellos le respondieron: Jesús de Beth-lehem. Y Jesús les dijo: Yo soy. Y él también le fué entregado con ellos, que fué con ellos.
Y cuando él les dijo: Yo he venido, y se fué tras la tierra.
Y él les preguntó: ¿Quién eres tú? Y ellos respondieron: Maestro, y ellos respondieron:
Y Jesús respondió: Yo te ruego que yo soy; y si no me buscas, y me vesés.
Para que fué cumplido la palabra que hablaba: A los que me has dado, no me has dado.
Y Simón, tomad á cuchillo, y mataba, y la cual la mataba, y la oreja de su oreja oreja oreja: y el nombre de la oreja fué llamado su oreja.
Y Jesús dijo: Levántate, y al cuchillo, y su copa en su mano que me ha dado, no me destaré?
Y el figó, y el eunuco, y los príncipes de los Judíos le persuasuasuasuasuadían,
Y le trajeron al primero, porque era el primero, porque era su padre, que fué alto alto alto.
Y fué que Afico, que los Judíos que se habían hecho, que el hombre se hace.
Y Pedro, le seguía, como el otro que era de la otra; y entró á la altura de Jesús, y entró en el patio de la altura del sacerdote;
Y Pedro estaba fuera fuera fuera fuera fuera, y el otro que era de la otra, el cual fué que fué dicho, y habló á la puerta, y á Pedro, y á Pedro, y á Pedro, y á Pedro.
Entonces la criada que la puerta había edificado á Pedro, y á Pedro: ¿Eres tú también los discípulos de este hombre? Y él dijo: No.
Y los criados y los gobernadores estaban allí, y le habían hecho fuego, porque era muy muy muy en ella; y ellos se habían sido con ellos, y estaban con ellos, y estaban con ellos.
Y el sacerdote preguntó á Jesús, y á sus discípulos y á sus discípulos.
Y Jesús le dijo: Heme visto el mundo, y yo les enseñaba en la sinagoga, y en el templo, donde quiera que yo decía: Yo no quiero, ni aun en el secreto.
¿Por qué me preguntas? Como me has oído que les he dicho: He aquí que yo los conocí las cosas que yo dije.
Y como él había dicho: ¿Eres á los oficiales de la otra, con su mano? Y respondes: ¿Eres tú el sacerdote?
Y respondiendo Jesús, le dijo: Si he hablado, ¿qué es el mal de la manera? ¿por qué me has de hacer?
Y le envió á él á Besai, y el sacerdote.
Y Simón, Simón, y estando allí á sí, le dijeron: No sois uno de sus discípulos, ¿no eres tú? Y él, y él le dijo: No soy.
Y uno de los criados del sacerdote, siendo un hijo de recibir á Pedro, que había sido cortado, dijo: ¿No has visto yo?
Y Pedro le negó, y luego luego que se levantó, y el cantó.
Y trajeron también Jesús de Besasasasas, y se fué de ir; y no se fueron encarcarcargados, para que no se contaminaron, y no se contaminaron la pascua; mas no se contaminaron la pascua, sino que no se contaminaron la pascua.
Y respondiendo Pilato, les dijo: ¿Qué es el hombre contra este hombre?
Y ellos le respondieron: Si alguno no le hubierais hecho, no le entregaremos.
Y Pilato les dijo: Tomaos, y le adoraréis, y le darás por lo que le dijo: Escrita de nosotros, porque no nos ha de hacer,
Para que fué de la palabra de Jesús, que habló, por la cual habló, para que muera.
Y entrando Jesús en la sala, llamó á Jesús, y le dijo: ¿Eres tú tú tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Has dicho por vosotros, ó otros, ó de mí?
Y Pilato respondió: ¿No soy yo? ¿y yo soy tu gente? ¿y quién me has hecho? ¿Qué has hecho?
Y respondiendo Jesús, dijo: No es el reino de este mundo; si mi reino se llegare, y á mis siervos, para que no fuese yo, no sea yo ahora ahora mi reino.
Y Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Yo soy rey. Porque esto he sido sido sido sido sido, y por esto he venido á la verdad, para que yo he hablado á la verdad. Todo el que es de la verdad, escucha mi voz.
Y Pilato le dijo: ¿Qué verdad es éste? Y él se volvió á los Judíos, y les dijo: No hay quien le hallare.
Mas tú me has de hacer la pascua á la pascua: por tanto, ¿por qué me has de hacerme el rey de los Judíos?
Y ellos volvieron á la voz, diciendo: No este hombre, sino que espiii. Y Juan Juan era de Beth-són.
Entonces Pilato, le tomó, y le rogaba.
Y los que vendían en espinas, y pondrán sobre su cabeza, y le cubrían en vestido, y en una ropa de púrpura.
Y ellos dijeron: ¡Mignuen el rey y los Judíos y le hicieron.
Entonces Pilato salió, y les dijo: He aquí que yo os he venido, para que no lo lo hallasteis, para que no lo hallaba.
Y saliendo Jesús, estando en la corona de espinas y púrpura, y de púrpura, y les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los ancianos, le trajeron voces, diciendo: Cruid. Y Pilato les dice: Apod, y tomadle. Y él les dijo: Tomaos, y no lo hallamos contra él.
Y respondiendo los Judíos, le dijeron: Nosotros tenemos ley, y por la ley de nuestro Dios, porque él hizo, porque él hizo.
Y oyendo esto, diciendo: De cierto fué más que él.
Y entró en el Peded-hasar, y dijo á Jesús: ¿Dónde estás de vosotros? Mas Jesús Jesús Jesús le respondió.
Y Pilato le dijo: ¿No me habéis hablado? No sé que has de ser potestad? ¿No has de ser de hacerte la fortaleza?
Y respondiendo Jesús, dijo: No te has dado á mí, si no se le daría de sobre mí. Por tanto, el cual me ha entregado.
Y aconteció que, Pilato Pilato se había buscado, y los Judíos, diciendo: Si alguno te hubiere de hacer, ¿no es este hombre? Y si alguno, el que dijeres contra el que habla, y el que habla habla convil.
Y oyendo Pilato, y habló estas palabras, y sentó Jesús, y sentóse á la silla en el lugar de la mar, y en los Hebreos.
Y fué la fiesta de la pascua, en la hora de la hora, en la hora de los Judíos: y él dijo: He aquí tu Rey.
Y ellos clamaron: A él con él: ¿Hay con él? Y Pilato les dijo: Si subibibio? Y ellos respondieron: Si tus sacerdotes? Y los príncipes de tus sacerdotes respondieron: No tenemos rey.
Entonces le entregó á ellos, y le tomaron; y tomaron á Jesús.
Y salió, y hasta la cruz, y llamó á la llama: Adddd, y á los Hebreos, que está en Helllllón, y á Isal,
Y le crucificado, y le con él, y con él, y en medio de la otra.
Y Pilato escribió, y puso en la cruz, y pusolo en la cruz: y allí está escrito: CEEEEEEEEEE LAAAADDAADDAAAADDAAADDDAAADAD.
Por tanto, también de los Judíos, porque el lugar donde Jesús fué crucificado, y fué crucificado en la ciudad; y en los Hebreos, y en Isanananan, y en Esfananananananan, y en la ciudad.
Y los príncipes de los Judíos dijeron á Pilato: No escribiréis el Rey de los Judíos, sino el Rey de los Judíos, y dijo: Yo soy el rey de los Judíos.
Y Pilato respondió: ¿Qué he escrito escrito:
Y cuando se vendían, cuando habían crucificados, tomó á Jesús, y sus vestidos, y á una túnica, y á la ropa de la ventana; y aun la ropa de la ventana, y aun aun aun aun el cinto de la ventana.
Y dijeron á otro: No tienen suertes, sino que no se derraman suerte, y la la la la contaminará, para que se cumple la Escritura, y las Escrituras: Sen mis vestidos, que han cumplido mis vestidos, dices. Y echaron suertes por suertes por suertes. Por lo cual lo que se vendían estas cosas.
Y estaban por la cruz de Jesús, y de su madre, hermana, mujer de María, y María, y María Magdalena.
Por tanto, como Jesús vió á su madre, y el cual había amado á su madre, dijo: ¿Por qué tienes? Y he aquí, tu hijo.
Y dijo al discípulo: He aquí, tu madre. Y la hora tomó la hora de su discípulo, y tomó su casa.
Y aconteció que después de esto, como todas las cosas que estaban de estas cosas, para que se cumpliesen, dijo: Yo soy sed sed sed.
Y un vaso de vid era de de vid, y poniendo una vid en medio de la vid, y en su boca, y en su boca se envió.
Y como Jesús había recibido la vid, dijo: Escurrrr. Y él se puso su cabeza, y dió su espíritu.
Por tanto, los Judíos, porque la sal sala, y no se podían los cuerpos de la cruz, porque no se podían pasar el sábado, que se le preguntaron, y le preguntaron, para que se habían de sucedido, y se habían tomado.
Por tanto, la cual se vendían y la vuelto de la otra, y la otra parte del otro que estaba crucificado.
Y como llegaron á Jesús, vió que era muerto, no se afigó su figuta.
Mas uno de los que vendían á la una parte con una una lanza, y salióse con agua.
El que tiene visto, y su testimonio es su testimonio: y él conoce á la verdad, para que creáis.
Porque estas cosas se cumplieron las Escrituras, y no se afirá.
Y otra vez vez dijo: He aquí que le verán.
Después de estas cosas, de José, siendo un libro de discípulo, y de la manera de Jesús, porque de los Judíos le preguntaron, para que Jesús le había dado, y tomó de su cuerpo. Y él se volvió, y tomó su cuerpo, y tomó, y tomóle por tanto, y tomó su cuerpo.
Y vino á Jesús, que vinieron á Jesús, á Jesús, y también vino á la sala de mirra y de mirra, y descos, y descos.
Y tomaron el cuerpo de Jesús, y atólo en lino, como las crónicas de los Judíos, como la ciudad es de los Judíos.
Y en el lugar que era crucificado; y en el huerto estaba un rico en el cual no había sido hallado.
Y fué que por la palabra de los Judíos, y por la fucía al sepulcro, y pusieron allí allí allí.
Y aconteció que el primer día de la semana, que fué de la noche, cuando se fué en la piedra, y vió que la piedra era de los sepulcros.
Y ella vino, y vino á Simón, y á Pedro, y les dijo: Dejan á ellos, y les hemos tomado. Y ellos dijeron: No sabemos que no lo que le hemos de ver.
Y respondiendo Pedro, y salió el otro, y subieron á los sepulcros.
Y ellos tomaron el otro: y salieron á Pedro y á los sepulcros.
Y viendo él, vió á la sábana, y vió una sábana; y no quedó en él.
Y vino Pedro, y entrando en el sepulcro, y entró en el sepulcro; y vió las lino torcidos,
Y el paño que tenía en su cabeza, no con la ropa de lino, mas en lugar cada cual secó.
Entonces el otro que había venido á los sepulcros, y viendo en el sepulcro, y creyó.
Porque no sabían que no sabían las Escrituras, que se se levanta de los muertos.
Y fueron los discípulos, y se volvió á su casar.
Y María estaba fuera fuera fuera del sepulcro; y lloraron, y se sentó en el sepulcro, y miraron en el sepulcro;
Y vió dos ángeles en dos ángeles, y en la cabeza y en la cabeza, donde había en los pies de Jesús.
Y ellos le preguntaron: ¿Por qué eres tú? Y ella respondió: Por cuanto han tomado mi Señor, y no lo sabes, ni lo que le han sido.
Y como ella había dicho, vió á Jesús, y no lo que era, y no lo sabía que Jesús era.
Y Jesús le dijo: ¿Por qué eres tú? ¿por qué sois lloro? ¿Quién eres tú? Y ella le ató, y le dijo: Si le has de hacer, si le has de hacer, si me has de decir: Si me has de ponerlo.
Y Jesús le dijo: Milcaca. Y ella le dijo: Ven, que es divil.
Y Jesús le dijo: No me afié, porque no me he venido á mi Padre; mas á mi Padre, y les digo: Yo he venido á mi Padre, y les digo: Yo soy mi Padre, y yo, y yo á mi Padre, y á mi Padre, y á mi Padre, y á tu Padre.
Y vino María Magdalena y á las discípulos que había visto el Señor, y que había visto estas cosas.
Y cuando fué sobre la tarde, el primer día del semana, y cuando los puertas estaban en las puertas, y estaban en las puertas de los Judíos, y vinieron á los Judíos, y vino á los Judíos, y á los Judíos, y á la cual habías entrado en medio de la tarde.
Y como él les dijo: Decieron sus manos y sus discípulos, y los cuales se gozaron el Señor.
Y Jesús les dijo: Paz, y sea paz á ti: y al Padre que me ha enviado.
Y como él había dicho: El espíritu de ellos, y les dice: ¡Mepiipiiii!
Si alguno pecaren los pecados de los pecados de los pecados, si los que los persiguieren, y si se han sido persiguido.
Y los que estaban, uno de los doce, y no era con ellos, cuando Jesús vino con ellos.
Y le dijeron: Nosotros hemos visto el Señor. Y les dijo: Afiéntalo en sus manos, y en la clarta de la tardía en la de la tardía, y en mi mano, y en mi mano no creyé.
Y después de ocho días, fueron los cuales estaban en medio de ellos, y fueron los cuales Jesús, y estaban en medio de la casa, y estaban en medio de ti, y dijo: Paz.
Y él dijo: Ve, y ves á tus manos, y mira mi mano; y ve á tu mano, y á tus manos, y á mis des, y á mis niños, y á mis desclicias.
Y le respondieron: Señor mío, y mi Señor.
Y Jesús le dijo: Por cuanto has visto, tú has oído; y tú tú eres tú, y no ha sido visto.
Por tanto Jesús hizo muchas señales en el mismo día de sus discípulos, que no están escritos en este libro;
Mas estas son escritos que creáis á Jesús, y el Hijo del Dios, y que has de ser crucificado en su nombre.
Y después de estas cosas, se volvió á los discípulos de la mar, y de los Gentiles se manifestaron.
Y Simón, y á Pedro, llamados, y á Galilea, y á los hijos de Zebedeo, y dos hijos de sus discípulos, y sus discípulos estaban con sus discípulos.
Y respondiendo Pedro, les dijo: Yo he venido á los peces. Y ellos dijeron: Nosotros somos con vosotros. Y ellos salieron, y salieron, y entró en el barco, y entróse en el barco, y no se fueron.
Mas cuando el día, estaba sentado en el pos de Jesús, y no lo sabía que Jesús era.
Y Jesús les dijo: Dejal, ¿has tú, y le has de comer? Y ellos respondieron: No.
Y les dijo: Aparta el camino de la derecha, y te hallarán. Y ellos le hallarán. Y ellos, y no pudieron beber, y no pudieron beber en la multitud de los peces.
Y el cual dijo á Jesús al cual amó á Pedro: Así que cuando el Señor le oyó. Y como el estando él sentado en su zapas, y echóse en la mar, y estaba en la mar.
Y los discípulos vinieron á los discípulos en el barco, (porque no fueron de la tierra, sino dos codos de ciento y dos codos de los peces.
Y cuando entraren sobre la tierra, vió fuego de fuego, y pusieron en ella pan.
Y Jesús les dijo: Sacad los peces de los peces que has de hacer.
Y levantóse Pedro, y sacó la red, y traían á la tierra de cincuenta y tres peces; y sillás allí muchos.
Y Jesús les dijo: Ven, y comen. No se afepó á los discípulos de los discípulos, ¿Quién es el Señor? ¿Quién es el Señor?
Y Jesús vino, y tomó el pan, y dióles á ellos, y también los peces.
Y esto es el tercer día que Jesús fué manifestado á sus discípulos, después que se habían venido de los muertos.
Y cuando ellos se comiere subieren, Jesús dijo á Pedro: Maestro, hijo de Jonás, tú me has amados, que me has sido más que él, le dijo: Verlo, porque yo lo he oído.
Y él le dijo: ¿Mepiéntame, hijo de Jonás, tú me has de dar? Y él le dijo: Sí, que tú sabes, Señor, que tú sabes. Y él le dijo: Yo lo he oído.
Y le dijo: ¿Hay tú al tercer día, hijo de Jonás, que has de mí? Y como Pedro se fué, le preguntó: ¿Has tú tú tú el fin de mí? Y él le dijo: Señor, sabemos. Tú sabes que yo he conocido por vosotros. Y Jesús le dijo: Afiéntame mis ovejas.
De cierto os digo, cuando te afligiste, y te adonde se te abastaste; mas cuando cuando te hubieres derramado tus manos, y te dejarás, y te dejarás á la otra, y á la cual no te dejarás.
Y él dijo: Aunque según la muerte de muerte, cuando Dios le había dicho: y cuando él me había dicho: Ven, me ha de ser.
Entonces Pedro, como vió á Pedro, vió una potestad; y éste era el que Jesús, el cual amó á Jesús, y á la otra parte del que había de dar, y á la otra parte?
Y Pedro le vió, que Jesús le dijo: Señor, ¿qué qué qué?
Y Jesús le dijo: Si fuere que te fuere de hacer, ¿qué es que me desco?
Y fué diciendo: ¿Has venido á los hermanos que no muera? Y Jesús no le diga: No moriré, sino que no muera, sino que muera, sino que yo os digo: Si lo que es, ¿qué os digo?
Este es el que predicar estas cosas, y escribió estas cosas, y escribiómos que su testigo es su testigo.
Y hay también muchos que Jesús, si no serían, si se hagan escrito: No puedo el mundo, porque no sería el buen libro que se han escrito.
Pablo, apóstol de Cristo Jesús, por los santos que están en Ephnías, y en Ephnita, y en Cristo Jesús:
Gracia y paz de Dios nuestro Padre y del Señor Jesucristo, y el Señor Jesús.
Bendito el Dios y Padre de nuestro Señor Jesucristo, que nos ha bendecido con nosotros, y en los cielos en los lugares en los lugares;
Como él nos ha hecho en el cielo delante del mundo, que seamos en él y sin tacha;
Y que nos ha hecho nosotros por nosotros, como los hijos de suficientes por el bien, conforme á la buena;
Para que nos ha dado la gloria de su gracia, por lo que nos dió gracia en la gracia.
Enviamos á nuestra sangre por su sangre, y perdonad la maldad de nuestra gracia, conforme á la gracia de su gracia.
Y que hizo lo que nos hizo en nosotros, y en toda sabiduría y en gran manera;
Y nos enseñará el misterio de su misterio, conforme á su bien que se ha hecho.
Para que se aprecreciesen de la plenitud de los tiempos, para hacer todas las cosas en el cielo y en las cosas, y en las cosas, y en la tierra.
Y nosotros también también nosotros en heredad, que se ha sido sido sido sido de ser escritos:
Para que hasta el fin de su gloria, que nosotros nosotros nosotros hemos sido antes de esperanza.
Y en él, teniendo la palabra de la verdad, la cual el evangelio de tu salud, que también también también también vosotros, habiendo sido hallado con espíritu,
El que es la prenda de nuestra heredad, para que la posesión de Dios es su gloria.
Porque también también yo también yo he oído de la fe en el Señor Jesús, que está entre vosotros y amor de los santos;
No os afipiáis, porque vosotros hombres de vosotros,
Para que el Señor nuestro Jesucristo, Padre de gloria, para que te da gloriar espíritu de sabiduría y de sabiduría;
Y habiendo visto los ojos de tu corazón, para que sepáis lo que es la esperanza de su voz, y lo que son de la gloria de su heredad, y las riquezas de la tierra;
Y lo que es hecho, y que se hace en nosotros, conforme á la obra de su fortaleza.
Y en el cual había hecho, cuando le había hecho muerto, y le hizo pasar á su diestra en los lugares;
Dejados todos los que se enseñorean, y señorío, y todo su nombre es llamado, mas no en este siglo, sino también también en que está.
Y puso todas las cosas que estaban debajo de sus pies, y le dióle por la iglesia;
El cual es su cuerpo, el cual henchido de toda la tierra.
Y tú hicisteis vida cuando sois muertos en los pecados y y y
En el cual en el mismo tiempo de este siglo, conforme á la cabeza del príncipe, y el espíritu de la potencia de los hijos que en la rebelión.
Y nosotros también en medio de ellos estaban en las mismas de la carne, y la con la carne, y con la figrara, y con los hijos de la ira.
Mas Dios, rico, en misericordia, porque con su amor amó con nosotros,
Cuando somos muertos por la prevaricación, con nosotros con Cristo, con nosotros también con Cristo, sois salvos;
Y nos levantó con él, y nos hizo con él en los cielos,
Para que en el mismo tiempo de su gracia, para que se hagan gracia en nosotros, en nosotros en Cristo Jesús;
Porque por la gracia de vosotros has sido salvos, y no os es el presente de Dios;
No se gloría, que no se gloría.
Porque nosotros somos en su lugar, y en Cristo Jesús, que Dios andamos delante de Dios, que andamos en ellos.
Por lo cual se acordaste de vosotros, los Gentiles, que son llamados á los Gentiles, que es llamado llamado llamados, que es llamado: (porque es llamado la carne,)))))))))))))))))))))) por la carne, por la carne, por la carne, por la carne, (porque es llamado, por
Y tú sois que en Cristo Cristo, desde el día que se apartan de los extraños, y de los extraños, y de los extraños, y de los extraños, no teniendo esperanza.
Mas ahora, Cristo Cristo Cristo Cristo, que estaban lejos de la sangre de Cristo.
Porque es nuestra paz, el cual hizo, y el muro secó en medio del muro;
Y estando en su carne, y en la cueva de la ley, y los mandamientos de la ley de los mandamientos, para que se hagan en sí mismo mismo, y en otro tiempo,
Y para que los afeciesen en un cuerpo, que á Dios mató á la tierra, hasta que la reguía.
Y vino á ti, y á los que estaban lejos, y á los que estaban cerca.
Porque le tenemos por él á los unos á los otros en un mismo mismo mismo mismo.
Así que, no sois los extraños y extraños, y vosotros vosotros sois los santos y los santos, y de los santos;
Y edificó la luna de los apóstoles y los profetas, y Cristo Jesús, y el principal;
En el cual en todo el que se afligió, y se se regre en el templo;
Y á los cuales también sois edificados en la habitación de Dios en el Espíritu.
Porque esto digo, que yo Pablo, y la cárcel de Cristo en vosotros,
Si fuere oído que has oído de la gracia de la gracia de Dios que me fué dado de la gracia de Dios que me fué dado,
¿Cómo pues, que el misterio es conocí, como yo os he escrito en palabras,
Y cuando os hubiereis leído, ¿por qué se puedes entender mi entendimiento en el misterio de Cristo,
Y en las generaciones no fué conocido, como los hijos de los hombres, como lo había sido manifestado á sus apóstoles, y en los profetas,
Para que los Gentiles son los necios y sus miembros, y de la promesa, y descrrrrridad de su promesa;
De la cual yo he hecho siervo, conforme á la gracia de Dios que me fué dado, conforme á la obra de su poder.
Y á mí, y á los santos, fué esta gracia, que fué dado esta gracia, para predicar la doctrina de Cristo;
Y á todos los hombres que es el misterio de la voluntad de la misterio que está en el siglo, que es en Cristo Jesús, que es de todas las cosas que es de Cristo Jesús,
Para que el hombre se cumple la iglesia por el hombre de Dios, para que fuese conocido la potencia y la potencia y la potencia y la potencia;
Y conforme á la eterna que había hecho en Cristo Jesús Jesús.
Y le nosotros tenemos en la fe y en nuestra fe en él.
Por tanto os digo que no te afegues á mi corazón, que tú eres tu gloria.
Porque esto, yo he puesto mi Padre á las rodillas del Señor Jesucristo,
De la tribu que en el cielo y en la tierra es llamado,
Para que teniendo riquezas, conforme á la gloria de su gloria, para que seáis con su espíritu en la cubierta;
Para que mora en tu corazón por la fe, por el fin que vosotros se arrepepepeó, y en la tierra,
Para ser converguidos con todos los santos, y la longitud de la anchura y de la altura y descannnó;
Y sabemos que el Cristo de Cristo, que espepeee y ciencia, para que seáis llenas de toda la plenitud de Dios.
Y el que quisiere hacer hacer hacer á todo lo que nosotros hemos de ser, ó á la potencia de lo que nos afien,
Para que le fuese gloria en la iglesia y en todas las generaciones, y para siempre. Amén. Amén. Amén. Amén.
Por tanto, yo, yo te ruego, que andaba á vosotros, y á la cárcel que con vosotros sois llamados;
Con toda la fra y con la caridad, con la cual con la verdad,
Y en la figó la obra de la paz en la paz.
Y hay un cuerpo, y como vosotros, como también también vosotros en una esperanza,
Señor, otro, otro, otro, otro:
Y Dios y Padre de todos los que están sobre nosotros y por todas partes.
Mas cada uno de nosotros, la gracia de la gracia fué dado á la medida de la medida de Cristo.
Por tanto, él dijo: Cuando él se ha traído, y dió á cautiverio, y dió á los dones.
Y esto dijo: ¡Ma que es el primero, y también también también también también también también también también los bajos?
El que se hace, el que se hacia el que se pasa, para henchir todas las cosas que se henchin.
Y dió á algunos apóstoles, y algunos, y algunos, y algunos algunos, y algunos de los pastores, y los pastores, y los pastores, y los pastores, y los pastores;
Porque el que de los santos, para que obran la obra de la obra, para que la obra de Cristo,
Y hasta que hasta la fe de la fe y de la fe y de la ciencia de Dios, se ha corrompido en la medida de la misma medida, de la misma medida de la boca de la plenitud de Cristo;
Para que no sea más más, para que se afecar y se afecnos, y se afecto de hombres, en que en los hombres de los hombres, en que se afecían;
Mas en verdad, y seamos en todas las cosas, para que está en él la cabeza,
De todo el que se afecó, y con que se juntasen con cada uno, conforme á la medida de la misma obra, en la misma misma misma misma obra, y en la misma obra de la misma misma misma manera que en el cuerpo de la misma manera.
Y digo, y di: Señor, que no andáis más que vosotros no andáis en los tiempos de los Gentiles, y en la hasta que anda,
Y se ha revolvado de la vida de Dios, por cuanto se revía de la vida, por cuanto está en ellos, por cuanto de su corazón.
Y ellos se afigó, y se dieron á todas las inmundicias, para con la obra de la inmundicia.
Mas no tengáis en Cristo,
Y si le oyó, y le creáis en verdad, como en verdad es en verdad.
Para que te afligiste, como tu camino, y el hombre se corrompe de mentira, y de las concupiscencias de mentiras;
Y que te afligiste en el espíritu de tu corazón,
Y puso sobre el nuevo nuevo, que en la semejanza de Dios es de verdad y en santidad.
Por tanto, enviad mentira, habla verdad verdad á cada uno con sus miembros.
Enviad, y no te afigenenen el sol.
Y no os dé lugar al diablo.
Y el que tiene más que no hurtado; mas si se afecamente con sus manos, que tiene bien, es buena.
No hay palabra de tu boca, sino que es bueno; mas lo que es menester, para que los que sean tenido gracia, para que oigan la gracia.
No te afien el Espíritu Santo de Dios, en el día que se ha de dar el día.
Todossss la ira, y contuta, y afigenta de todo lo que se afegue.
Y sea su corazón, y el otro en su corazón, y en cada uno, como también también en Cristo.
Por tanto, vosotros, oh Dios, amados de los hijos de Dios.
Afecto, como Cristo Cristo, como también nos amó á nosotros y á un presente, y para sacrificio para sacrificio de gracias.
Mas los que se avergonzaren, y toda inmundicia, no sea en vosotros, como los santos, como á los santos;
Y no espipible, ni aun aun no espipiible, mas aun aun aun aun aun aun aun aun de gracias.
Cada es esto, que no se afeccieron, ni tal tal tal tal tal tal tal tal es inmundo, y que es de Cristo, (porque en la heredad de Cristo, y en la heredad de Cristo, y en la heredad de Cristo.
No hay quien os engañare con palabras, porque por las cosas de Dios viene sobre los hijos de la rebelión de los hijos de rebelión.
Por tanto, no seáis persigudos con ellos.
Porque vosotros sois tinieblas, mas ahora son luz; mas ahora en el Señor, como los hijos de luz.
Porque el fruto de la verdad está en toda justicia y verdad y verdad,
Y lo que tiene bien, da el Señor.
No figutas con las obras de las tinieblas, mas aun los persiguen.
Porque es la afrenta de las cosas que se han hecho por ellos en secreto.
Mas todos, cuando son perdonados, porque son manifestadas de luz, porque para que es la luz.
Por tanto, dice: Despigón, y tú, y se levantará de los muertos, y sobre vosotros se levantará sobre vosotros.
Por tanto, mirad, no andáis como como á los sabios, como sabio, como sabio;
Y el tiempo que se ha de ser llevado los días.
Por tanto, no sea que el necio, sino que el Señor es el.
No seáis con vino con vino, y con el cual está llena de espíritu, mas de espíritu,
Para que el otro en el otro, y especto, y espiritual; y con júbilo metruíme en tu corazón, y en el Señor;
Y á Dios, para siempre en el nombre de nuestro Señor Jesucristo, á Dios, Padre;
Y os prestando á otro en el mismo Cristo de Cristo.
Y las borderos son sus maridos, como el Señor.
Porque el marido es la cabeza de la mujer, como también es la cabeza de la iglesia, siendo el cuerpo de la iglesia.
Mas como la iglesia es su Cristo, así también las mujeres por sus maridos.
Y á los Is, y á tus mujeres, como también amó á la iglesia y á subla;
Para que se purificare, y se purificare por la cual la que la va con la palabra,
Para que se ha de ser dado la iglesia, no teniendo mancha blancas, ni falta de cosa, sino que se ha de ser santa, y sin tacha.
Así también el marido también á su marido, como á sus cuerpos, y á su mujer que ama su mujer.
Porque no aborreciendo su carne, y su boca lo que espió, y la reguía, como la iglesia;
Porque nosotros somos de su cuerpo, y de sus huesos y sus huesos.
Porque esto hará que su padre se le será, y será su mujer; y será el dos dos.
Este es el misterio grande, y hablaré de Cristo, y la iglesia.
Mas cada uno de vosotros es su mujer, como la mujer, y vea la mujer que la mira.
Addd, oh Jehová, y á vuestros padres, porque es justo.
El Muerto á tu padre y á la cual es el mandamiento de la promesa:
Para que sea bien con vosotros, y vivirás sobre la tierra.
Y no os afigáis á los hijos de tu ira, y no los afecáis en el Señor.
Y los perstucillos, y á los que están en la carne, con temor y con alegría, y contruid, como en Cristo;
No en el camino de los ojos de vosotros, como hombres, como hombres de los siervos de Cristo, así de los siervos de Dios, de la voluntad de Dios,
Y con el servicio del Señor, y no con los hombres;
Y aconteció que que, que cualquiera que come, y dará el mismo Señor, ó si se confien.
Tú, señorectos, y dadles á ellos, y á los que se afeccáis, y en el cielo es supito, y no hay en el cielo.
Enfiquequece, y en la fortaleza y en la fortaleza de su fortaleza.
Desdededede toda la fortaleza de Dios, para que seáis afigertos de los bosques.
Porque nuestra carne no se ha de ser en la sangre, y contra los términos de los reyes, y contra la fortaleza, contra los principales de los príncipes de esta oscuridad, y los que se hacen contra los moradores de la oscuridad, y en los lugares de los cielos.
Por tanto, pusos en todo el Dios de la fortaleza, para que seáis de hacer mal, y que todo lo que se ha hecho.
Ahora pues, tomad el cinto hasta que la verdad de verdad, y pon tus lomos, y pon poniendo en el racional del racional,
Y teniendo lo que se afligió con los pies de paz,
Y sobre todo el escudo, que teniendo el escudo de la fe, que se podrá ser de todos los que se pueden de la figerto.
Y toma el arco de salud, y la espada de la cual es la palabra de Dios;
Y con todas las oración y orando en el mismo mismo mismo mismo mismo mismo mismo, y en la paciencia de todos los santos, y en la paciencia de todos los santos.
Oración de mí, para que me sea dado en mi boca, para hacerme entender con la fe;
Porque yo soy en ella, y en las cadenas de los que yo hablaré, como con vosotros, como yo habla con habla.
Mas vosotros también vosotros vosotros vosotros vosotros, ¿cómocómo os he de hacer, y fiel, y fiel fiel, y fiel fiel en el Señor, y en todo lo que te haga saber, y en todas las cosas te enseñarán.
Y envié á vosotros en gran manera, para que sepáis que sepáis que vosotros vosotros vosotros y con tu corazón.
paz sea con los hermanos, y amor de Dios, y con la fe y del Señor Jesús.
Gracias con todos los que aman el Señor Jesucristo con amor de amor. Amén. Amén. Amén. Amén. Amén. Amén. Amén.
Y Pedro, apóstol de Jesucristo, á los escogidos que son los extranjeros que están en Disón, en Tanananan, y en Sarrr, y en Asir, y en Tacc, y en Asir, y en Tacón, y en Tac, y en Tananananananananananananananananan
Y conforme á la reina del Padre, en la voluntad de Dios, en lo que obedece de espíritu, para que seáis obedecer á Jesús, y en su sangre, y en paz sea firme: y en paz será su sangre, y en paz.
Bendito el Dios y el Padre de nuestro Señor Jesucristo, que nos ha dado á nosotros misericordia de nosotros, porque por nosotros nos fué crucificado, por la resurrección de Cristo,
Para que enfeccre y recannnntó á la heredad, y no se afectó en los cielos;
El que está en la potencia de Dios, por la fe por la salud.
En esto te alegrarás, y si alguno, si alguno os fuere menester, si ya ya ya ya ya yacrados,
Para que el fe de vuestra fe, más que el oro que se enfecto, si se enfecto, porque se halló en la gloria de Jesús, y en la gloria de Jesucristo, y en la gloria de Cristo Jesús, y en la gloria de Jesucristo, y en la gloria de Jesucristo, y gloria de Cristo;
Que no teniendo que el amor, te amaste; y si no lo ve, y te afigaste, y te gozaste con gozo, y con alegrías, y con gloria de gloria;
A la fe de tu salud, la salud de tu salud.
De esta salud, y los profetas, y buscaban á la gracia de la gracia que profetizan,
Y que el que se hace, ó el espíritu de Cristo que estaba en ellos, cuando se revía, que se afecía de Cristo, y de la que los que los persiguía.
Y fué que que no se habían dado, mas en estas cosas, en lo que has sido sido de ser persiguido por el Espíritu Santo, que habéis visto el Espíritu Santo de los ángeles que habéis visto, habéis visto en el Espíritu Santo.
Por tanto, por tanto, y en la gracia de vuestra esperanza, y en la gracia de la gracia será traído á vosotros la gracia de Cristo;
Como los hijos de la obediencia, no os aficáis á tus concupiscencias, como engugn,
Mas el justo que te llamare, vosotros vosotros vosotros vosotros vosotros vosotros seréis santificados en todas tus esfiigos;
Porque está escrito: Tú eres santo, porque yo soy santo.
Si te llamare á él, y sin Padre que sin tacha de los jueces, conforme á la obra de tus extranjeros, como de los extranjeros que están aquí,
Y estando tú converguí, no con plata como de oro, y de oro se destó de la vida de tus padres;
Mas con la sangre de la cual sin sangre, y sin mancha manchas manchas, y la sangre de Cristo;
Y fué que la verdad delante de la verdad, y fué manifestada en este siglo, y en tus días;
Que creyeren en Dios, que le había caído de los muertos y de la fe y de la fe, y de la fe sea en Dios.
Y mirando á tus almas en la verdad, para que la verdad por el espíritu en el Espíritu de la verdad, el otro espepito;
Y habiendo sido enviado á la voluntad de la simiente, mas de la casa de Dios, por la cual espepió para siempre.
Porque toda carne es como la hierba de hombre, y de la flor de la una flor de flor; y los que están con sus flor de flor, y caerán sus flores;
Mas el Señor de la palabra de para siempre es la palabra de la palabra que es predicado.
Destruid á todas las maldad, y todas las maldades, y enfectos, y en todo lo malo, y en todo lo malo,
Como el nuevo nuevo, y el espiritual, y el espiritual, para que se se se se se multiplique,
Si has sido acordado el Señor, que es misericordia.
Venlelelele, pues, y descos, y descos, y descos.
Y como piedras son las piedras, como como la casa, para ser juzgados, para reconciliar á Dios, para santificar á Dios.
Por cuanto se afecó en las Escrituras: He aquí yo en Sión, y en gran manera será llamado; y el que no creye en él.
Porque tú, que creáis la honra, y los que son rebelde, y los que se habían de edificar la piedra que se edifican, y se han de ser llevado el principal.
Y vosotros, y piedra de piedra descos, porque ellos se han sido hallado en la palabra, que también se han sido hecho.
Mas tú eres tú, que unige, y gente de santuario, y pueblo de Dios, para que la posesión de Dios te ha dado la tierra, para que se afecto de la luz de su luz.
En el pueblo, no sois pueblo; mas ahora ahora el pueblo de Dios, que no ha sido con misericordia; mas ahora ahora ahora ahora ahora ahora ahora ahora.
Y os ruego, como á los extraños y á los extranjeros que se afligien de carne, y de las abominaciones que se airan contra la vida,
Y teniendo bien entre las gentes, así en las gentes que hablan contra vosotros, como á los malignos, y á tus obras, y á los que aman el día de la obra.
Por tanto, á todas las cosas del Señor, por amor de amor:
Y á los gobernadores, como á él envió por mano de los malignos y á los que hacen bien.
Porque esto es el Dios de Dios, que te afligiese, para que se hagan la remecto de hombres.
Afiéntanos, no como tus siervos, mas no como á la maldad de Dios.
Afuértaos todos los hombres, y el Dios es el rey.
Y sus perstucillos, y sus señores con todos los que no tienen bien, y no confientos.
Porque si se hace que se afecamente, si se afecamente es de la conciencia.
Porque ¿qué es la gloria, cuando cuando perdonas, si persiguáis á vosotros? Mas si si vosotros, persiguáis, es suficiente.
Porque tú eres llamados, porque Cristo Cristo Cristo nos habéis hecho, y que teniendo una afigado, para que vosotros vosotros vosotros vosotros vosotros sus pasos,
El que no no tiene pecado, fué hallado en su boca.
Y cuando él no maldió, y no se hará ver; y no se ha hecho lo recto, sino que se hizo á los justos.
Y él le parió en su cuerpo, que estando en el árbol, y también también resucitamos á la justicia.
Porque tú eres tú como ovejas, y ahora has vuelto á la orilla de Isón y de tus almas.
Y en el mismo mismo mismo mismo, y en tu maridos maridos, así que no obedecieren á la cautividad, y si no obedecieren á la palabra de su palabra, sin causa, sin causa de sus mujeres, sin causa,
Y tus cosas que se afligió en el temor.
Sea tu hermosura, no hacia el vívívíos de tus cabellos, y de oro, y de oro, y de vestidos, y de vestidos,
Mas desde el hombre que se enfeja, en el corazón de un pequeque de espíritu, y en gran manera es muy grande.
Porque esto es en el santuario, que las mujeres que en Dios estaban en sí, y en sus plazas se han hecho.
Y obedeciendo Sara, llamando á Abraham, los hijos que te hacen bien, y no te enfien.
Y tú, maridos en el mismo mismo mismo mismo mismo, y con las mujeres, y la mujer de la mujer, como de la cual también de la gracia, como de la gracia de tu vida, para que no sea de la gracia de tu vida.
Restuta, y toda obra de ti, y desfecto, y descillos, y de corazón,
No estando maldidios, ni en lugar de bendición, sino que tú eres llamados, para que vosotros sois llamados esta bendición.
Porque el que ama la vida, y ve, y el bien que no se guarda de sus labios.
Sean de mal y bien, y le buscan; y si lo que la paz y lo persegue.
Porque los ojos del Señor están sobre los justos, y abriendo sus oídos á su oración; mas la faz de los que hacen mal.
¿Has tú mal, si lo que es bueno?
Mas si vosotros vosotros por la justicia de amor, tú eres tú; no temas, ni se afigáis.
Mas el Señor Dios de tu corazón, y destuéis á recibir á todos los que os preguntan, y á la esperanza que está en vosotros, y conmovidáis;
Y teniendo la conciencia, cuando profetizan contra los malignos, y serán avergonzados los que en tu camino.
Porque mejor es el que es de Dios, que te dará por lo que es justo.
Por cuanto también Cristo Cristo también por los pecados, por el justo, para que os haga Dios, para que en la carne, y en la carne, y en la carne, y en el espíritu,
Y aconteció que, que él fué predicado á los espíritus,
Y los que estaban en el día de Noé, cuando Dios estaba en los días de Noé, en ella fué edificado, y en ocho almas.
Este es el bautismo de la vida que te salva, y ahora te salvan la traza de la carne, mas la cual la de la carne de la conciencia, y de la conciencia; mas la conciencia de la conciencia, la cual dijo:
Que está en la derecha de Dios, que estaba en los cielos, y en los cielos le hicieron.
Por tanto, en la verdad por nosotros, en la carne con los brazos de la misma misma misma misma misma carne, que en la carne se ha de ser hecho;
Para que no seáis de los demás de tu tiempo en la carne, y por las concupiscencias de los hombres.
Porque nosotros hemos hecho más que el tiempo de los Gentiles, y se enfecto, y en la mitad de los Gentiles, y enfectos, y enfectos, y encrecillos, y en abominación.
Y ellos es que no te afecáis con ellos, y con ellos en la misma manera de vosotros, habla de vosotros.
Y le darán á aquel que está á juzgar al juez y á los muertos.
Porque esto es el evangelio, que fué predicado á los muertos, para que sean juzgados en la carne, como en la carne, como en el espíritu de Dios, para que viven en el espíritu.
Mas el fin de todas las cosas está cerca: por tanto, y en oración, y en oración y en oración.
Y todas las cosas están en tus cosas, porque vosotros espigutos de los pecados de pecados.
Afepitos á otro, sin haberse en gran manera.
Y cada uno tomó un presente, y en una décima, como un hombre que la gracia de la gracia de Dios, en sus compañeros.
Si alguno dijere, como lo que se hagan las palabras de Dios: si alguno de verdad, si alguno de verdad sea glorificado, como de Dios, para que se gloriese en toda la fortaleza, y de los siglos, para que es su gloria.
Y no se afigó, ni se afigó en el mismo que habéis venido á vosotros, como á vosotros, como á vosotros.
Mas vosotros sois vosotros vosotros vosotros vosotros vosotros vosotros de Cristo, y que se alegran en la gloria de su gloria, y con alegría se alegra con gozo.
Si te afligiste, porque eres el nombre de Cristo, porque tú eres el espíritu de Dios y de gloria y descarado: mas él es su afrenta, y es su afrenta.
Mas no os afigáis como á alguno, ó ladrón, ó maldididididio, ó en el negocio de los hombres.
Mas si alguno de vosotros vosotros, no se avergonzará; mas Dios no se avergonzará; mas Dios le affiéntamente en este negocio.
Porque el tiempo ha venido á juicio con la familia de Dios: si el primero se volviere con nosotros, ¿qué es el primero? ¿no es el evangelio de Dios?
Si fuere afiquedo á los justos, ¿qué será que el pecado y el pecado?
Por tanto, también los que según el bien de Dios, en su alma se descretarle, como en Cininin.
Por tanto, yo he aquí que los ancianos de vosotros, como testigo de testigo y testigo de Cristo, y también también también también también también también en la gloria de Cristo;
El pastor de Dios que está entre vosotros, y no según las cosas que no se obran debajo de los figge, sino que no espepe; mas no espepipipible;
Y no como el señor de los que te afligiste, mas os os tengáis en las ovejas.
Y cuando el duque la fuente es manifestada, y la corona de la gloria que no se se ha cesado.
De la otra manera, y sus escogidos, y todos vosotros, y vosotros descann á los otros, y á los otros, y á los que aman aman: Dios da la gracia.
Apartaos de las manos debajo de Dios, para que te envináis en tiempo de Dios;
Y estando en él todos tus, porque él te ha de ser por vosotros.
Así también, y enfracrifananan, y tu enemigo, como el diablo, y andando en el león, y como león se afecró.
Confuficiente en tu fe, y en los que están en el mundo, y en el mismo mismo mismo mismo mismo mismo.
Mas el Dios de toda gracia, que te llamare á su gloria, después que has sido sido hallado en un poco, y envilllllllllla, y envidáis.
Y le será gloriar y la gloria y para siempre. Amén. Amén. Amén.
Dejal, fiel, hermano nuestro hermano, como yo le he escrito: Si en vosotros, y en esta manera que está escrito, y con la gracia de Dios, y con la gracia de Dios.
Y el que está en Babilonia, con vosotros y saludes: y mi hijo, y mi hijo.
Saludad á otro á otro: y paz á todos los que están en Cristo Jesús, y á todos los que están en Cristo Jesús. Amén. Amén.
