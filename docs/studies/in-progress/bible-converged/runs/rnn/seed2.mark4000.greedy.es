En los días cuando los jueces son juzgados, hubo hambre en la tierra; y un hombre de Beth- Judá, iba para morar en tierra de Moab, y á su mujer, y sus hijos.
Y fué el nombre del hombre Eli, y el nombre de su mujer Eli. Y los nombres de sus dos hijos fueron Maalo y Chêl, y de los de Benjamín de Beth-lehem; y vinieron á la tierra de Moab, y habitaron allí.
Y Eliú, el nombre de su padre murió; y fué dejada con sus dos hijos.
Y tomaron para sí las mujeres de las mujeres de Moab: y el nombre de la una era de Bath, y la tierra de los años fué Ruth. Y habitaron allí diez años.
Y murió Maalo, y Chilón ambos, y la mujer era destenida de sus dos hijos y su marido.
Entonces ella se levantó con sus destropos, para que se convirtiese de la tierra de Moab; porque había oído en la tierra de Moab, cómo Jehová había visitado su pueblo á darle pan.
Y salió del lugar donde estaba, y sus dos hijas que estaban con ella; y fueron para el camino para volver á la tierra de Judá.
Entonces dijo Nadón á sus dos hijas: Ve, vécate cada uno á la casa de su madre: Jehová haga contigo, como tú hiciste con los muertos y con mí.
Y Jehová te dé que te hallares, cada uno de la casa de su marido. Y ella les besó, y ayó sus voces, y lloró.
Y ellos le dijeron: No; mas te hemos pagado á tu pueblo.
Y dijo Nale: Di, y mis hijas. ¿Por qué quieres que me vas? ¿y de quién tengo en poco, que sean tus hijos?
Y, oh puertas, sal; y he sido muerto á un marido: si dijere: Mi esperanza, si he de ser un marido esta vez, y también parieres hijos;
¿No te has de esperar hasta que se acans? ¿ó fuera de vosotros? ¿no estutica mis hijas, porque se metaréis por causa de vosotros? porque la mano de Jehová me ha salido contra mí.
Y alzando sus voces, lloraron, y no se laaron la madre de su suegro, mas Ruzándose con ella.
Y ella dijo: He aquí tus lomos se ha ido á su pueblo y á su dios: y tustan tus nunca.
Y dijo: No me constrí, para que te vuelvas, y vuelva de en pos de ti; porque donde tú vas, yo iré; y tus pueblos me será mi pueblo, y tu Dios Dios.
¿Qué moriréis, yo seré yo, y seré sepultado? En Jehová me hará, y también me añada, si cosa es que me es muerte.
Y viendo esto que estaba determinado para ir con ella, la spico.
Y fueron ambos hasta que vinieron hasta Beth-lehem. Y como habían venido á Beth-lehem, toda la ciudad les fué destrucido, y dijeron: ¿Es este Najo?
Y ella les dijo: No me llamas á Mimiga, y me llamarás á mí, porque el Omnipotente me ha hecho conmigo,
Y yo os he llena, y Jehová me ha dado otra serpiente: ¿por qué me llamas, Nacás, que Jehová me ha atestiguado, y el Omnipotente me ha afustado?
Y volvió su nombre, y Ruth-bathar, de sus hijos, y de su mano, que se volvieron de la tierra de Moab; y vinieron hasta Beth-lehem en el principio de la siega de la siega de la siega.
Y Narías, hermano de su marido, varón de riquezas, de la familia de Elimelech, y su nombre Boaz.
Y dijo Rith-stinita, y dijo en el campo de las gentes: y yo me vaya á la montaje, y al reto de la oídos del grano en el cual Jonathán he hallado gracia. Y ella le dijo: Ve, hija mía.
Y fué, y vino y rebuscieron en el campo de los sedores; y fué que llegó á la parte del campo de Boch, que fué de la familia de Elimelech.
Y he aquí, Boca vino de Beth-lehem, y dijo á los que segaban: Jehová sea con vosotros. Y ellos respondieron: Jehová te bendecirá.
Entonces dijo Booz á su siervo, que estaba sobre los que estaban sobre los segadores: ¿Y la moza es ésta?
Y el criado que estaba puesto los de los segadores, respondieron: Habitóse Moab, el cual vino á Nadom de la tierra de Moab.
Y ella dijo: Ruégote que me regues recoscientes, y cogerá los gagresos entre los que eran. Y ella vino, y habiendo aún tenido reposo de la mañana hasta ahora, exceptuyó en una casa en un casa.
Entonces dijo: Busta, hija de mi hija, no mis rebusta en otro campo, ni de aquí adelante estás acá, sino que estáte aquí á mis criadas.
Y vuestros ojos estén en el campo que se segan, y posegóse: ¿no he mandado que no los de los hombres no os tocan? ¿y sed sed, y veis á los vasos, y de beber lo que los hijos han detenido?
Y ella echó sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que me has de tener?
Y respondió Booz, y dijo: Yo he sido dicho todas las cosas que has hecho á tusarazar á la muerte de tu marido, y cómo has dejado tu padre tu madre, y la tierra de tu nacimiento, y vence al pueblo que tú no has oído.
Con Jehová tu pagar, y te daré lluvia de tu Dios, Jehová Dios de Israel, debajo de sus alas, para ir en pos de ti.
Y ella dijo: Hame gracia en tus ojos, mi señor, por cuanto me has consolado, y has dicho á tu siervo, aunque no soy uno de tus siervos.
Y díjole: También ella dijo de ellos: Bárta aquí, comed pan, y pon tu boca á la vid. Y sentósela junto á los segas, y trasla togostó: y comió, y se quedó algunos de él, y quedó de él.
Y cuando se levantó con rebusco, Bustáronle á sus mancebos, diciendo: Ciélase en medio de los que espusa, y no la afrentan.
Y le quitarán de en medio de sus manados, y la dejaba; crucre y rebuscílo.
Y rebuscieron en el campo hasta la tarde; y ella hirió donde había rebustado, y fué de un epha de cebada.
Y tomando la ciudad, se levantó á la ciudad; y su despopó qué había hecho rebustado, y sacóla, y dióle la que lo había quedado de ella.
Y su madre le dijo: ¿Dónde estás tú remos hoy? ¿qué habéis hecho? Y ella lo había hecho. ¿No es el que no ha hecho? Y ella lo dió á su nombre, que el día de hoy apacido hoy.
Y Naba respondió: No se ha bendecido á Jehová, el cual no dejó su misericordia para los vivientes y de los muertos. Y respondióle Israel: El hombre es nuestro pariente á nosotros, uno de nuestro cercano.
Y dijo Ruthar Moab, y dijo: Sí, me des á mi mancebos, hasta que sean cumplidos mi todo.
Entonces dijo Israel á Ruth-samis: Este es mi hija, y sala con sus criadas, y que no te recibiren en el otro.
Y ella se puso á las doncellas de Boduc, para rebuscar el término de la siega de la siega; y ella se quedó con su madre.
Y díjole su suegro: No mi hija, no te he de matar por para ti: para que te vaya bien.
Y no abrad á nuestros parientes, y á las cuales os siervas. Y he aquí que él os ha de comer la muerte en la era.
Por tanto, tempáltame, y te ve, y vega, y desciende á la era; mas no te conocieses al hombre hasta que haya comido y bebiese.
Y será que, si hubieren arrojado hasta que el que estuviere en lugar de talar, no tendrás el lugar donde está echado; y entrarás, y descubrele sus pies, y se acostará: y así te lo hará.
Y ella le dijo: Bien haré.
Y descendió á la era, é hizo todo lo que su madre le dijo.
Y aconteció que, como ellos Bocándose de bebas, y estaba su corazón, á la postrera del montón de la tierra; y vino, y ella, las descubrió sus pies, y acostóse.
Y á la media noche fué aquel varón á la media noche, y he aquí una mujer que estaba en sus pies.
Y dijo: ¿Quién eres tú? Y ella respondió: Yo soy repuso tu siervo. Y tú la vara de tu manto sobre tu siervo; porque tú eres cerca de la clicada.
Y dijo: Benditos tú, oh Jehová, mi hija; y has hecho más misericordia que el principio del principio; porque no absiste tú al muchacho, ó pobre ni rico.
Ahora pues, mi hija, no temas; yo te haré todo lo que habéis de decir: porque toda la ciudad de mi pueblo sabe, que eres digno de mujer.
Y es verdaderamente que yo soy cerca de ellos: mas hay que recieran cerca de los que meanten.
Estaba la noche, y la mañana, si porción habéis de dar la partid del bien, Y le descanza la fansa. Mas si no hubiere de poner por guarda el cargo de la otra parte, yo lo pondré por medio de vosotros, como Jehová vive. Y desciendes hasta la mañana.
Y ella se puso en sus pies, hasta que la mañana se levantó delante de una parte.
Y dijo: Aparta el que está sobre ti, y lo recredí. Y ella lo tomó, y midió con su medida las descasal, y la puso sobre ella; y entró á la ciudad.
Y ella fué que la subía á su madre, dijo: ¿Cómo ha de ir á mi hija? Y ella lo declaró de todo lo que el hombre le había hecho.
Y ella dijo: A estos me treinta medidas de cebada; porque dijo: No despachéis á tu madre.
Y ella dijo: Espera, mi hija, hasta que conozcas lo que me ha de acontecer: porque no te hará el hombre hasta que este día sea hoy.
Y subió Bod á la puerta, y sentóse allí. Y he aquí que cercana su alancia de las cuales dijo: Boca á él, y viene: Levántate, y amigo, y senté. Y él pasó, y sentóse.
Y tomando Bod, diez varones de los ancianos de la ciudad, y dijeron: Sidé aquí acá, y sentáronse.
Y dijo á los que estaban cerca de la casa: éste Isaías, que ha salido de la tierra de Moab, estruyecla del campo de los tales;
Y dije: ¿Hay yo de decirte, diciendo: Bendícalo delante de los que están en aquí, y delante de los ancianos de mi pueblo. Y si lo redimieres, redimiráslo; y si no lo redimieres, me dijeren que no lo sepa. Porque no podrás quien lo rescatará; y yo te tomaré. Y dijo: Yo lo redimirá.
Y dijo Booz: y el día que comprare el campo de la mano de Nasami, comprará también de ella en medio de los hijos de Nechâo, la mujer de los muertos, para que su nombre acojad su nombre en su heredad.
Dicllecen á decir: No me lo descubre; porque no me acostaré mi heredad; y mi diestra de posesión de ti será de ti; no puedo librarlo.
Y estas cosas fueron antes de las otras en el año de Israel, y de la una parte y para lignar, para que todas las cosas: la retaví á su zapato, y diólo á su prójimo, y esto fué el camino de fruzcencia en Israel.
Y cercana la bajada á Bo: y para que él fuese en ella arena.
Y dijo Bostima á los ancianos y á todo el pueblo: Vosotros sois testigos, para que yo compraré todo lo que erais de David, y todo lo que estaba Chisel y sus siervos, de mano de Naomi.
Y á Muthar Moabita, mujer de Mah, y he sido atado por mi mujer, para que su nombre el nombre de los muertos, no sea talada de entre sus hermanos y de la puerta de su lugar. Tú, testigos, hoy.
Y todo el pueblo que estaba en la puerta, y los ancianos, dijeron: Nosotros somos testigos. Y Jehová puso la mujer que entrare á tu casa como Rachêl y como Lea; que tú la edificaron la casa de Israel; y tú te adhesó con el negocio en Ephrata, y seré llamados hasta Beth-lehem.
Y tu casa como la casa de Phares, que le parió Thamar á Judá, de la simiente que Jehová te dé por esta mujer.
Y Bod Busta su Risthio, y fué su mujer: y entró á ella, y Jehová lo absó á subila, y parió un hijo.
Entonces las mujeres dijeron á Najom: Bendito sea Jehová, que no te ha dejado hoy antes de su pariente.
Y será á ti, que te restaves de la vida, y te sustentó en tu vejez; porque tu nuera, el que te ama, que te es mejor que los hijos de los hijos, ha dado á él mejor.
Y Najom tomó el niño, y le puso en su seno; y le fué dada.
Y las mujeres de sus vecinos, dióle un nombre, diciendo: Hijo de Dios es nacido de Najomi; y llamado su nombre Obed, padre de Jes padre, padre de David.
Y estas son las generaciones de Phares, y Phares engendró á Esrom,
Y Hesrón engendró á Ram, y Ram engendró á Aminadab;
Y engendró á Naasón, y Naasón engendró á Salmón;
Y engendró á Booz, y Booz engendró á Obed;
Y Obed engendró á Isaí, y Isaí engendró á David.
¿Cómo se la ciudad está sentada con afuncia, que de dentro de la tierra fué puesta á la viuda, y que fué grande en medio de las gentes! Y el que era los príncipes de las provincias, según siervos.
En la noche llorara amonda; sus lásas se enfanzas de sus pies, no tengan la consolar: y todos sus amigos han sido salidas con ella, y hanse sus enemigos.
Judá subió á cautiverio, por causa de la aflicción y por las grandezas; la tierra de los cuales no se hallaba, y no halló en ella angustia.
Y las casas de Sión se agoen; porque no hubo quien reunión la reunión; y sus puertas se afegieron, y sus obras se afligieron, y se afrazó en amargura.
Sus enemigos han sido por cabeza; sus enemigos prosperan; porque Jehová la fiebre por la multitud de sus rebeliones; y sus hijos fueron á la cautividad delante del enemigo.
Todar la gloria de Dios fué moviada de la hija de Sión; sus príncipes son como al que no comellaba, y no se dejasen delante de los persigados.
Acordidad de Jerusalem Jerusalem en los días de su aflicción, y de sus entrañas de todas sus cosas que están de los días de antiguo; y su pueblo cayó en mano del enemigo, y no la ayudó; y los enemigos le han visto, y se burlarán de sus gresidades.
Hablag pecado es Jerusalem, por tanto fué inmunda; todos los que la honraron, menospreciaron; porque han visto su desnudez; sus vestidos, y se encorven.
Su inmundicia de sus pies fué laada; no se acordaron de ella; dela fué suficulgamente, y no me consola: aunque, oh Jehová, mi aflicción; porque el enemigo se ha levantado.
Y el enemigo extendió su mano sobre todas sus cosas; y ha visto que las gentes han venido en su santuario, acerca de los cuales mandaste que no entraren en tu iglesia.
Y todo su pueblo gime, y busque el pan, y su comida ofrecieron de su misericordia para comprar su alma: He aquí, Jehová, y mira: porque he sido menospreciado.
¿No te has de ti todos los que pasan ahora, y he aquí, y ve si he aquí mi dolor como mi dolor, que me ha traído en el día de su furor.
En el alto ha enviado fuego en mis huesos, y él se ha de levantar con sus pies: hame vuelto, y me ha hecho zanerme, y yo fretre todo el día.
El yugo de mis rebeliones fué atado por su mano: con vosotros caerán juntamente, han subido de mi cuello; y ha hecho mi poder, y el Señor me ha entregado en sus manos, contra los cuales no puedo estar.
El Señor no ha hecho nada por mí mis hombres en el mí: y ha llamado un día una iglesia contra mí para que me abre la cabeza de los mancebos: y el Señor la mujer de la ciudad ha sido hollado.
Porque estas he lloraré, y mi ojo se ha de descender mi agua, por cuanto el consolador de mi gloria está lejos de mí; y mis hijos están asolados; porque el enemigo ha ven.
Y Jehová adustará sus manos; y no hay en consolar. Y Jehová mandó á Israel que los que están alrededor de él, á sus enemigos. Y será Jerusalem en medio de ellos.
Jehová es justo; porque yo se rebelé contra su mandamiento: ruégote que te oigas pueblos, y mira mi dolor; y mis criados y mis criados han venido en cautiverio.
Y á causa de mis amantes, á mí engañó; y mis sacerdotes y mis ancianos, el espíritu de la ciudad, y buscaron pan para sí conducido.
He aquí, Jehová, que yo estoy en angustia; mi corazón se enguraba: mi corazón se enfande de dentro, porque desatióse de tiempo, y de tierra, de muerte.
Y oyeron su corazón, y nadie me consoléis: á todos mis enemigos oyeron mi aflicción; todo lo que tú lo hiciste, y al día que proprestiste, y me serán como demerecido.
Todas su maldad vendrán delante de ti; haz de ellos como hiciste á mí por todas mis rebeliones; pues todos mis trabajos muchos, los cuales mi corazón se ensanza.
¿Cómo ha venido el Señor cubría á la hija de Sión, en la ira! ¿ó quién se ha hecho la hermosura de Israel desde el cielo, y no se acordara de sus estrados del día de su furor.
El Señor lavó cada uno los vasos de Jacob sin misericordia; ha echado en su furor, fortalezas de la hija de Judá; y ha descendido á la tierra; profanó el reino y sus príncipes.
Y de todo lo que hizo engastrado á la ira, oh Jehová, y su diestra le desorinará delante de los enemigos; y al cual hizo subir á Jacob como á fuego que está alrededor.
Y en su enemigo, como escudo; sueto á ser mano como enemigo, que ha hecho garnar su mano; y en su tienda el hijo de Sión se derramó su ira.
Y el Señor se ha hecho como enemigo, ha consumido á Israel: agrugó sus ojos, cógó sus fortalezas; á gran manera suplicó, y lamentaráse en la hija de Judá.
Despiró de su tabernáculo, como si huerto un huerto; sumo de la iglesia es Jehová; y Jehová hará en Sión el día de la ira, y en el furor de su furor los irritaba.
El Señor Jehová echó de su altar; el cual afeuce su santuario; y el rey de sus palacios ha puesto en mano del enemigo; han hecho un estruendo en la casa de Jehová, como el día de la fiesta.
Jehová ha habitado que la pared de la hija de Sión: extendió la cordel, y no labra su mano; arretió la vara y la pared, y se fueron.
Sus puertas se han calcado en la tierra; y él ha quebrantado y forzara sus cerrojos; y á sus leyes, y á sus príncipes, entre las cuales no la ley no es; y no han devado su palabra.
Los ancianos de la hija de Sión se sentaron en tierra, y callaron; y han puesto sobre polvo sobre sus cabezas; y se espantaron de saco, y de las doncellas de Jerusalem, fueron arrancadas de sus cabezas.
Mis ojos se construyen: mi corazón está turbada; mi alma está derramado sobre la tierra, por la destrucción de la hija de mi pueblo, por los mozos y los niños de las calles, en las calles de la ciudad.
Y preguntaban á sus madres: ¿Dónde está el grano y el vino? Y cuando ellos, los que estaban en las calles de la ciudad, cuando su alma está derramado en el seno de su madre.
¿Qué te protestaré? ¿qué á ti, oh hija de Jerusalem? ¿y te compararé yo, oh virgen hija de Sión? porque tu madre es como la mar, y ¿quién te curará?
Tus profetas han visto vanidad, y insensatos te son de ti: no han descubrido tu maldad, y volvuelta tu cautiverio; mas han visto la palabra, y causa de la renudura.
Todos los que pasaban con sus manos á ti, y sus lomos y su cabeza en la hija de Jerusalem, diciendo: ¿Es este la ciudad que se llama de los hermosura de la hermosura, el gozo de toda la tierra?
Todos tus enemigos han abierto su boca á ti: sus cruyun, y crucin sus dientes: dicen: Agérlala; y este día es que el día hemos detenidor: hemos hallado la hemos, y hemos hallado la vista.
Jehová ha hecho lo que ha hecho, ha cumplido su palabra que mandó en los días antiguo: él ha arrojado, y no le ha sido consumido; habiendo hecho que el que se gote de ti, se levanta el cuerno de tus enemigos.
Y el corazón de ellos clamó al Señor: la pared de la hija de Sión, reágerá como la noche del río día y la noche: no te atraves; porque no se hagas tus ojos.
Levántate, clama de noche, al principio de los miradores; y tu corazón como aguas delante de la faz del Señor: á tus manos á tus manos para con él la vida de tus hijos, que se desernzará por la cabeza de todas las plazas.
Mirad, Jehová, y mira á los que has hecho. Empero la mujer comerán las mujeres de ellos, y los hijos de ellos, y costieron sobre sus rodillas: ¿cudiere el sacerdote y el profeta, en el santuario del Señor?
Y el muchacho y el viejo, Mitiz Sima en la tierra en las calles; y mis leyes y mis mozos caerán á cuchillo, los cuales los habéis matado en el día de tu furor; la cual has matado, y no le adiste.
Y tú, llamados, como en el día de una solemnidad, mi terror, y no se han detenido en su día: ninguna cosa se quedó escapado, ni quedó en el día del furor de Jehová: y con su enemigo consumió el rey á quienes yo he puesto por obra.
Yo soy el hombre que he visto aflicción, con la vara de su ira.
Y me ha hecho, é hizo que andase en tinieblas, y no en luz.
Ciertamente él se volvió su mano contra mí, y volvió á todo aquel día.
El mi carne y mi jocara ha hecho, y ha de mis huesos.
Y ha edificado contra mí, y me ha rodeado con amarguras y persieras.
E hizo que habite en tinieblas, como los que ya han sido muertos.
E hizo me tornada, y no puedo salir; y hizo mi casanoso.
Y cuando yo clama, y invocará mientras ha de ir.
E hizo subir mis caminos con piedra de fortaleza, y ha hecho sus veredas.
Amejadme como un que metece en el aponto, como león en escondido.
Ha apartado de mi camino, y me ha apartado de vestir: hame cercado.
Des haciará su arco, y me hará pasar por la iábla.
hizo hace cesar los dedos para su entrada.
Y fuí para ser escarnio á todo mi pueblo, y el cántico de todo el día.
Hame ha henchido de amargura; me ha formado con abreve.
Halló mis dientes con sepultura; y me ha cubierto de ceniza.
Destruíste mi vida de la paz; no se encamin bien.
Y dije: Mi fortaleza no pedrezca, con mi esperanza de mi nombre.
Acuérdate de mi aflicción y de mi aflicción, y el ajercezo y de amargura.
Midecido pues mi alma de ellos, y se encorvó en medio de mí.
Estaré mi corazón á mi corazón: por tanto esperé.
Por la causa de la misericordia de Jehová, no que nosotros no hemos detenido, por cuanto sus misericordias no son.
Todos ellos la mañana es vuestra;
Jehová es mi parte, dice mi vida: en él esperaré.
Jehová es bueno para los que esperan en él, á la alma que le buscan.
Mejor es el que esperar que el esperar la salud de Jehová.
Mejor es el hombre que lleva el yugo en su mocedad.
Y si se sentare solo, y callé, porque él lo puso sobre él.
Sean su boca en el polvo, y si fuere esperanza.
Díguele su mejilla al que le hiriese: hágale llena de afrenta.
Porque no Señor no podrán siempre.
Porque aunque persignará el tiempo, y tendrá misericordia de la misericordia de sus miseraciones.
Porque no atormentó á su voluntad, ni quiligó á los hijos de los hombres.
Que me acojaba de los que están en la mano de los presos,
Para apartarse del derecho del hombre delante de la faz del Altísimo;
Para que no pediesen en su causa un hombre, el Señor no se apótó.
¿Quién es el que dice, y viene, y cuando el Señor no lo denunci?
¿No es mal el hombre y el bien, del aquilón?
¿Por qué vivilve al hombre que consternuía?
Seamos, y lámonos nuestros caminos, y volved á Jehová.
Al corazón de losámos con nuestro corazón en Dios.
Apartase y hemos sido, y no habéis perdocado.
Tú nos habéis cubierto con furor, y vegístenos: dego has tú, no le has compacado.
En tu nube te cubriste, porque no vea nuestro poder.
E nos has puesto á ti la despiza, y no víste en medio de los pueblos.
Todos nuestros enemigos han abierto su boca.
Terguar y viene; porque es quebrantamiento de nosotros.
Mise corto de miservar con corrientes serán de fortaleza, porque de destrucción de mi hija.
Mi ojo derrama, y no cesaste, ni en su voluntad se repecieron;
Hasta que Jehová que mira, y mira desde el cielo.
Mi ojo se ha encendido mi alma, y por todas las hijas de mi ciudad.
Pusiéronme como á ave como, á los que son mis enemigos sin causa.
Y mi vida en la mazmorra, y echaron piedra sobre mí.
Aguarna sobre mi cabeza. Y dije: Yo me destruí.
Yo invocó tu nombre, Jehová, del abismo de la cárcel.
Oíste mi voz: No encubres tu oído de mi deseo, y mi clamor.
Llegadaos hasta el día que os he llamado; y dijisteis: No temáis.
Señor, tú has adocado los ojos de mi alma: los redimiste mi vida.
Jehová, ves mi mal; hame pagado mi causa.
Tú has visto todo su venganza y todos sus pensamientos.
Y has oído su afrenta, oh Jehová, y todas sus pensamientos contra mí;
Los labios de los que se levantaron contra mí, y sus pies contra mí todo el día.
Y vis que su cama, la sue, y su carrera: yo soy su canción.
Y les harás, oh Jehová, conforme á la obra de sus manos.
Y con ellos descansará los corazones de tu corazón.
Y los perseguirá en el furor, y los destruirás de debajo de los cielos de Jehová.
¡Cómo fué cortado el oro, y de oro se ha cubierto el frufado! Los piedras de la santa son derramados en la cabeza de todas las plazas.
También los hijos de Sión, y comparan á los de oro fino, que son iguales se afiló á los que se compaja la ira, las obras de las manos del alfarero.
Los cegares de sus entrañas se compenta: y los que sus hijos son; la hija de mi pueblo se ha dado, como el garfilorino en el desierto.
La lengua de los que se llama contra el paladar de su boca, á sed de los niños; y los niños pideros para pan, y no las quien las rompen.
Y los que comieron de las riquezas y de las calles, y los que en su corazón habían traído en gran manera.
Porque la maldad de la hija de mi pueblo es mayor mayor que el pecado de Sodoma, que en su momento la abuzne: no hay puestos manos.
Sus príncipes eran limpias que la nieve, y la piedra reñeces que la leche, son como la piedra que piedras preciosas: su vientre fué semejante.
Su aspecto es semejante á una escoria; no se conocir en las calles; su piel te pegare á sus huesos; secó según su carrera;
De los máses son muertos á cuchillo, que son los que han muerto con hambre; porque estos estatieron, por cada uno, porque no faltará del fruto del campo.
Las manos de los que cannan sus hijos, y su comida se en el quebrantamiento de la hija de mi pueblo.
Jehová ha hecho su furor, y derramó su ira sobre furor; ha encendido fuego en Sión, la cual respómpatar sus fundamentos.
Mas los reyes de la tierra no creyaron, ni todos los moradores del mundo, para que el enemigo y el enemigo había venido en las puertas de Jerusalem.
Por la causa de los pecados de sus profetas, y de las cuales de ellos, oh Jehová, las cuales de ellos ha derramado la sangre de los justos en medio de ella.
Y ellos se agobien en los calles á los hombres, por contaminar la sangre de ellos, y no tomaren sus vestidos.
Huid. Y ellos, ellos clamaban: vínta, salid, y no os tocaréis; y cuando ellos se huyeron, y andaban, dijeron entre las gentes: No están aquí más acá.
Y los furor de Jehová se desó, y no les dará más; y no atendieron á los hombres de los sacerdotes, ni á los ancianos asistían.
Y nuestros ojos no son descritos, y en vano que esperan; porque en nuestros guardamos hemos de guardar la gente que no podían salvar.
Y cazadores á nuestros pasos, para que noemos en nuestras calles; y según su término ha cumplido; porque desde venir viene nuestro principio.
Y nuestros cuerpos echados á los más altos del cielo, y en los montes los persiguen; y en la manera que nos han puesto por lazo en el desierto.
Y el espíritu de nuestro nariz, el ungido de Jehová, fué preso en sus cisternas; de los cuales hemos dicho, debajo de su sombra los viviremos.
Gozaos y gozaos, hija de Edom, que moran en tierra de Hus; y el vaso pasarán á vosotros; y seréis embriaguoso, y os pondréis.
El castigo de tu maldad es contuzura, hija de Sión; no volverá más á cautividad: visitará tu maldad, hija de Edom; descubre tus pecados.
Acuérdate, oh Jehová, que viene sobre nosotros; he aquí, y vea nuestras afrentas.
Nuestra heredad fué sobrescosado á los extraños, nuestras casas para los extraños.
Somos, y huérfanos, de verdad.
Alejado también á beber agua de la guerra: nuestro nos se nos ha devorre.
Cejas sobre nuestros cuellos, fracillos, y no he aquí.
Y nosotros tenemos dado mano de los Egipcios, y de los Asirios, de hartura.
Por tanto han sido padres, y no más hay; y hemos llevado sus pecados.
Y nos recostaban sobre nosotros, y no hay quien liviese de sus manos.
Y tomamos nuestro pan en el principio de nuestro vida, por la espada del desierto.
Mi fin no está como un horno de precio, por el fuego de la carne del sacrificio.
Acordióse á las mujeres de Sión, las doncellas en las ciudades de Judá.
Y deshizaron sus manos por sus manos; y no se avaleció rostro de sus ojos.
Los mancebos de fueran los echados, y los tropezad debajo de la leña.
Los ancianos se dejaban de la puerta, y los mancebos de su instrumentos.
El gozo de nuestro corazón fué hallada; y la nava se torna en luto.
Vanea la corona de nuestra cabeza. ¡Ay de nosotros, porque hemos pecado!
Porque este corazón está cansado; porque estas cosas son los ojos de ellos.
Porque el monte de Sión, que es asolado; y los que van sobre él andan.
Tú, Jehová, permaneced siempre; tu trono es de generación en generación.
¿Por qué os olvidáis para siempre, y os desamparáis por tiempo?
Ohnos, oh Jehová, y te avisemos; retenías de antiguos nuestros días.
Mas tú nos has desechado; y tú nos has airado contra nosotros.
Y las palabras de Aban, los cuales estaban entre los pastores de Tecoa, que había visto acerca de Israel en días de Uzzías, rey de Judá, y en días de Jeroboam hijo de Joas, rey de Israel, dos años delante del terremoto.
Y dijo: Jehová bramará de Sión, y da grito de Jerusalem su voz; y los ejidos de los pastores serán lamentados, y la cumbre del Carmelo.
Así ha dicho Jehová: Por demás descanados de Damasco, y por cuatro pies no tornaré su pecado; porque en su instrumentos de hierro los hijos de Galaad se hicieron.
Mas yo enviaré fuego en la casa de Hazael, y consumirá las casas de Ben-adad.
Y quebraré el alcorno de Damasco, y destruiré la morador del valle de Avan, y el que la hubiere dado, la tapa de la casa de Edén; y el pueblo de Siria va á cautiverio á Kir, dice Jehová.
Así ha dicho Jehová: Por demás descalzos Gaza hasta cuatro pies, y no me tornaré más su cuerda, por cuanto tomaron trasportados toda la fala de las cuales á Jehová los sacillos;
Mas yo enviaré fuego en el muro de Gaza, y consumirá sus palacios.
Y destruiré la oluta de Asdod, y el que la riguta, y Asé su mano, y Ecrón mi mano contra Ecrón; y el residuo de los Filisteos perecerá, dice el Señor Jehová.
Así ha dicho Jehová: Por cuantos ellos transtitaron de Tiro y por cuatro pies, y no tornaré su pecado; por cuanto los cuales pusieron á toda supir á Edom, y no se acordaron de su pacto,
Mas yo enviaré fuego en el muro de Tiro, y consumirá sus palacios.
Así ha dicho Jehová: Por demás descanstió yo por tres órdenes de Edom, y á cuatro pies, no tornaré su pecado, por cuanto á siguió á su hermano con espada y á toda su sangre, y para siempre la ira de ellos.
Mas yo enviaré fuego en Temán, y consumirá los palacios de Bosra.
Así ha dicho Jehová: Por cierto sus pasos de los hijos de Ammón y de cuatro pies, no tornaré mi castigo, porque echaron la llagico de Galaad, para que se aponasen su término.
Mas yo encenderé fuego en el muro de Rabba, y consumirá sus palacios, con júbilo de día de la batalla;
Y su rey irán en cautiverio, él y sus príncipes juntamente, dice Jehová.
Así ha dicho Jehová: Por demás descanados de Moab, y por cuatro pies no tornaré su castigo; porque en elmetió hasta el huesos del rey de Edom en la cabeza de los Mesos:
Mas yo enviaré fuego á Moab, y consumirá las casas de Casoth; y Moab será con alegría, y grita, y con sonido de trompeta.
Y yo destruiré sobre el juez de en medio de ellos, y matará á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Por demás descantiós por tanto, por cuatro pies, y no aparten su pecado, por cuanto desecharon la ley de Jehová, y no guarda sus sus manos, y sus palabras se laaron, y después que sus padres anduvieron;
Mas yo enviaré fuego á Judá, y consumirá las casas de Jerusalem.
Así ha dicho Jehová: Por cuantos tres veces de Israel medientaron, por cuatro pies, no apartaré su pena, porque habían vendido por el justo para la plata, y el menesteroso por cada uno de sus zapatos;
Y hollaron las cabezas de los pobres al polvo de la tierra, y nigiste al derecho al hombre: y al hombre y su padre la tuvieron por la misma sierva, profanaron mi santo nombre.
Y pusiéronse de junto á todo el altar, vestidos de prenda: en casa de sus Dios bebieron vino el vino de los que han sido quitados.
Y yo destruiré los campos delante de ellos, cuyos altura como la altura de los cedros, y fué fuerte como los alcornoques; y yo olve su fruto de arriba, y sus raíces de abajo.
Y os saqué de la tierra de Egipto, y os hetieron cuarenta años en el desierto, para poseerla la tierra de los Amorrheos.
Y yo alzaba de tus hijos por profetas, y de tus varones por esos había salido: ¿no es verdad, oh hijos de Israel? dice Jehová.
Mas á la gente de tuvistetaste vino el vino, y mandó á los profetas, diciendo: No profetizas.
He aquí que yo te destruiré en tu lugar, como en el campo de los ríos que se destanza.
Su memoria perecerá de la muerte, y la fortaleza no aborrece para contención: y no se fortalecerá.
El que no se engañirá, no estárá; el que livia no es escapará: el que al pobre monta no libre.
El que en verdad será quebrantado, y desnudo el aquel día, dice Jehová.
Oid esto, que Jehová ha hablado contra ti, oh hijos de Israel, contra toda la familia que saqué de la tierra de Egipto, diciendo:
Y á ti he escogido, por todas las familias de la tierra: por tanto, yo te visitaré por todo por pecado.
¿Qugan andar, si no se convene?
¿Fará un león en el mediodía, cuando no tiene presa? ¿hagó el hombre de la extraña de su pie, y cuando se acupará por sí?
¿Alvaráse la avecilla en la tierra de la fanuta, y no le hará estar sobre él el plazo? ¿ha de quitar la viaje de la tierra, cuando no hay cosa?
¿Has de oir la trompeta en la ciudad, sin que el pueblo temió? ¿Hay mal de hacer la ciudad, y Jehová no ha hecho?
Ciertamente Jehová no hará nada, porque no descubrió su secreto á sus siervos los profetas.
El león ha braso: ¿quién no temerá, y el Señor Jehová habló, y quién podrán escarnio?
Rogimos en los palacios de Asdod, y en el palacio en la tierra de Egipto, y dicen: Juntaos en los montes de Samaria, y haced saber en la tierra, y qué hay en medio de ellos.
Porque no conocieron hacer, dice Jehová, el cual vuelta con sus despojos y los de los palacios.
Por tanto, así ha dicho el Señor Jehová: Agaréráse la tierra, y derribará tu fortaleza, y tu fortaleza te será.
Así ha dicho Jehová: Como el pastor de la boca del león dos son los perlo, ó el pecho de los oídos, así serán los hijos de Israel: y el que se sienta en el mismo serte, y en el rincón de un coseña: Y sobre la otra señal á las ciertas de la cama.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová, Dios de los ejércitos.
Porque en el día que yo visito las rebeliones de Israel sobre la voluntad de él, yo también visitaré á los altares de Beth-el; y los cuernos del altar serán cortadas, y caerán á tierra.
Y heriré la casa de invierno en la casa de la casa: y las casas de marfil serán, y las casas descansarán, dice Jehová.
Oid esta palabra, de vacas de Basán, que está sobre el monte de Samaria, que da afligido al pobre, que á la venta del pobre, que nos dijeren á su marido: Traenos de beber.
Y el Señor Jehová juró por su santidad: He aquí que los días vendrán á ti, las cuales te contarán con los capiteles, y los postreros de vosotros con los anullos.
Y saldrás al muro, en el muro, cada cual delante de ella; y tú santifiqué en Harmona, dice Jehová.
Entra á Beth-el, y pecado, á Gilgal, y pecado. Y de tus gentes tusmola, y tus diezmos todos tres días;
El sacrificio de alabanza de alabanza, de la cual leudada, y proficitará las ofrendas encendidas, y los bras de ellas: porque estad vosotros, hijos de Israel, dice el Señor Jehová.
Y también os he dado limpiar de todas vuestras ciudades, y no tenga pan de pan en hasta cada día; y no me volváis, dice Jehová.
Yo también igue la lluvia de tus entrañas, cuando ya murieron tres meses á la siega; y yo llo sobre la ciudad una vez, y no la lluvia en la ciudad; y el campo se eduzó, y el campo donde no se ponga cada uno.
Así que, dos ó tres ciudades ató á la ciudad, para beber agua, y no se hartan; antes, no me habéis vuelto, dice Jehová.
Yo os he herido con vosotros, y la plaga en el cual ha de vosotros, y vuestros principales, y vuestros viñas, y las otrasas que devoran vuestros higos, y vuestros olivas; y no me volváis, dice Jehová.
Yo he aquí entre vosotros como yo hice Egipto: he aquí á tus mancebos con la espada, y tus caballos de tus acastro: tus aguas de tu mano, y me has tornado, dice Jehová.
Y yo suelvos de vosotros, como había Dios de Sodoma á Sodoma y á Gomorra, y vosotros como vosotros había echado en el fuego un perdopado, y no me volváis, dice Jehová.
Por tanto yo con esto haré con vosotros, Israel, porque por esto haré yo á ti, hazles recibir á tu Dios Israel.
Porque he aquí, el que formó los montes, y el viento le incitrua, anuncia lo que es sujeto, y hace los que hace la mañana, y los que están en las alturas de la tierra: Jehová Dios de los ejércitos es su nombre.
Oid esta palabra que yo he puesto por vosotros en la tierra de Dios, en la casa de Israel.
La mujer de Israel se ha caído, no se tornará á levantar; y sobre su tierra fundió ella.
Porque así ha dicho el Señor Jehová: La ciudad que salió mil, dejarán desamparada, y los diez de la desamparada, á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Meed, y vivirás;
Mas no buscan tu Beth-el, ni en lugar de Gilgal, ni descalzas á Beer-seba; porque Gilgal morirán, y Beth-el será de nada.
Mirad á Jehová, y vivirás, porque no quebraré suel como en la casa de José, y devorará, y no hay quien la riñi en Beth-el.
Los que á vosotros agüeces, y á la tierra la vendimian.
Y al que hizo lo Prianos y adutula, y tragues la sombra de muerte á la mañana, y el día que las tinieblas propetó por las aguas del mar, y las echará sobre la faz de la tierra, Jehová es su nombre:
Que el quebrantamiento de los fuertes es el quebrantamiento, y el que viene sobre la fortaleza.
Y aborrecerán al que reprendió por la puerta, y le abominaron al que hablan rectamente.
Por lo cual, hollarás en los pobres, y tos de él de tus moradas de las peñas, oh casa de talla, y no habitares en ellos; plantaste sus viñas, y no beberás vino.
Porque conozco que son tus son tus dichos, y cómo tus pecados son los que tú atornes al que ha afeñido, y que quiegue el pobre, y que los guendizos en los atrios.
Por tanto, prudentemente callar en tal tiempo: porque es malo.
Mirad, bien, y no mal, para que vosotros viviréis; y Jehová, Dios de los ejércitos será contigo, como vosotros habéis dicho.
Merio, y caridad, y bueno, y confirme en los atrios; y será que Jehová Dios de los ejércitos, tendrá misericordia del resto de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos: El Señor en todos los caminos de todos los caminos, dirán en todas las plazas: ¡El, magüed! Los labradores, donde se regocijarán, y los que están en endechar en la perdición.
Y en todas viñas en gran manera: sobre mí pasará por medio, dice Jehová.
¡Ay de vosotros, que! el día de Jehová! ¿por qué has estado en el día de Jehová? Es tinieblas, y no luz.
Y como el hombre se huye de un hombre, y un metúelo; que entróse en casa, y le había su mano en el muro, y una serpiente frutida.
¿No es el día de Jehová, tinieblas? ¿No es luz? ¿y en tinieblas? ¿y no se encilirá en ella?
Apregaré, oh menospreciadas tus solemnidades; no puedo entrar en tus solemnidades.
Y aunque me declástete tus holocaustos y pacíficos, no los aceptaré; ni me acordaré de las riquezas de tus bestias.
Quita de mí el estruendo de tus canciones, y no oiré el fravo de tus arpas.
Mas el juicio se hace caer como los ríos, y como la grande lista.
¿No habéis traído traer sacrificios y holocaustos en el desierto cuarenta años, casa de Israel?
También sobrevidiste la tienda de tu rey, y la disminura de tus esculturas, y la estrella de tu dios que te ha hecho.
Por tanto yo os haré volver en cautiverio de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y los que están en el monte de Samaria, y no los hombres de los principales de las gentes, á quienes la casa de Israel vendrá!
Sube á Caln, y mira: y allí hasta Amath-has fueron desciendes á Gath. ¿Son mejores estos estos? ¿No es su término mayor que tu término?
¡Ay de vosotros que el mal des lejos, aunque los de la tierra se hacen,
Que los que están en las camas de marfil, y extendiéronse sus lomos, y comen los corderos de las ovejas, y los becerros de la medio de la cenza;
Que se afebranse de las frañas de arpa, los que se connduzones de las fraspas de música, como David;
Los que beben vino, vasos, y los que son bebenes de aceite, mas no se han atormentado para la aflicción de José.
Por tanto, descendieron con los primeros cautivos, y la fiesta y el fingundrá.
Así ha dicho el Señor Jehová, dice el Dios de los ejércitos: Aulgul la soberbia de Jacob, y de sus fortalezas su fortaleza; por tanto yo la ciudad con todo lo que en ella hiciere.
Y será que si estuviere estar en los que casan, hombres morirán en un casa, morirán.
Y cuando el leereto del alguno lo llevare, el que le quisiere, sacad los de la casa, y preguntare al que estaba en las vestiduras de la casa: ¿Te aún de vosotros con vosotros? Y dirá: No; el entonces dirá: Sévalo. Porque no sirvemos el nombre de Jehová.
Porque he aquí que Jehová mandare, y la gran casa se levantará de pedazos, y la casa de los garfesos en sus vesos.
¿Alvanaráse sobre ti peñas de la peña? ¿es arajerá en los bueyes? ¿has de hacer el derecho de ven, y el fruto de justicia, amargas;
Así que, que os gozasteis de nada, que dicen: No adeldremos á nuestros cuernos de nuestras manos.
Porque he aquí que yo levantaré contra ti gente de la casa de Israel, dice Jehová Dios de los ejércitos, y te servirán en la entrada de Hamath, al arroyo de la llanura.
Así me dice el Señor Jehová: He aquí que él es justo, langosta en el principio de la una vara de la postrimería, y he aquí que el avegida según la siega del rey.
Y cuando acabaron de comer la hierba de la tierra, entonces dije: Señor Jehová, ¿helá ti, y si no desmaye? Y él es.
Y Jehová lo ha dicho sobre esto: No será, dice Jehová.
Así me ha hecho el Señor Jehová: He aquí que el Señor Jehová llamó á juicio; y albo secó el grande, y devorará la tierra.
Entonces dije: Señor, oh Jehová, ruégote que te avane, para que fuese fuerte para mí, porque es menor.
Y Jehová lo ha dicho así: Este no será aún dice, dice el Señor Jehová.
Y me mostró á un: Empero el Señor estaba junto á una pared, en un palmo, con una gucia de su mano en un palma.
Y díjome Jehová: ¿Ha de qué has visto? Y dije: A una sola. Y dijo el Señor: He aquí que yo pongo en medio de mi pueblo una solave en medio de mi pueblo Israel: por eso no me volveré más.
Y los altos de Isaac serán asolados, los montes de Israel serán destruídas; y seré destruído á la casa de Jeroboam con espada.
Entonces Amasías rey de Beth-el envió á Jeroboam rey de Israel: El rey ha de guerra contra ti en medio de la casa de Israel, y no estlancámonos la tierra de todas las palabras.
Porque dijo: El fuego de Jehová será muerto con espada, y Israel será quitada de su tierra.
Entonces dijo también á Adad: Tú eres, y vete, en pos de la tierra de Judá, y comiste, y profetiza allí,
Mas no os profetizamos más á Beth-el; porque es el santuario del rey, y es casa de casa.
Y respondió á Soson á Amasías: No soy profeta, ni era hijo de profeta, sino que era hombre de vacas, y á labradores de higos de higos.
Y tomóme de seguir al ganado, y díjome Jehová: Ve, profetiza á mi pueblo Israel.
Ahora pues, oye la palabra de Jehová: Tú, oh Jehová, no profetizas contra Israel, ni aun tu padre te predicaste sobre la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo; y tú te morirás en tierra de inmunda: Y de Israel será llevado de Egipto de ellos.
Así me dice el Señor Jehová: he aquí un canastillo de fruto.
Y dijo: ¿Qué ves tú? Y dije: El canastillo de la mar, y me has dicho: El fin viene sobre mi pueblo Israel: por eso no pasará más.
Y en el mismo día se arreparán en el día del cántico, el día de Jehová elevó los ojos: los muertos serán muchos, y en todo lugar los echare.
Oid esto, tú que el deseo de vida tragel menesteroso el pobre;
Y diciendo: Cuando la nueva luna, se venda, para que vendemos grano, y el sábado, para que tomamos trigo, ó el Annamiento, y el siclo, y el que aflige con las entrañas de engaño;
Para que los compramos por los pobres para plata, y el menesteroso porción de zapatos, y vendían la carga del trigo.
Jehová ha jurado por la soberbia de Jacob: Ciertamente no quitaré jamás de tus obras.
¿No se labran la tierra tembló por esto, y todo aquel tiempo que la tierra está en ella? Y subirá el que fué como el río, y será llamado y la vulta, como el río de Egipto.
Y será en aquel día, dice el Señor Jehová, que haré que el sol se vaya en medio de la tierra, y en la oscuridad de día yo haré reposar.
Y tornaré tus solemnidades en luto, y en tus pueblos en tus regrimas, y te pondré  saco sobre todos tus cuerpos, y magnó sobre todas las cabezas; y harélo humuelto, y humí como un hijo de un mes.
He aquí vienen días, dice el Señor Jehová, que enviándome hambre en la tierra, ni un hambre de pan, ni la sed de agua; mas de oir las palabras de Jehová.
Y se piense de mar mar mar, y desde el norte hasta el oriente; y rodearán, y buscarán la palabra de Jehová, y no la hallará.
En aquel día las doncellas serán de las vírgenes de los hombres, y los mozos se enfracieron.
Y los que juraban por el pecado de Samaria, y dicen: Como tu dios, Dan, y vive, que tú estás el camino de Beer-seba; y caerán, y nunca más se levantará.
Y vi el Señor que estaba junto al altar, y dijo: Hermad las cabezas de las columnas, para que se pose el umbral. Dios las rompirá en la cabeza de todos ellos. Y mataré los postreros de ellos con espada. Y no uno de ellos fuera de ellos. Y ninguno de ellos escapará.
Y sin tocare en el sepulcro, allí mi mano los comerá, y si se apoderó al cielo, allí los traeré.
Y si se esconden en la cumbre del Carmelo, yo soy el balbuto, y las hendido de allí; y si se escondieron de mi presencia en el seno de la mar, yo también la serpiente que la tierra.
Y si entraren delante de sus enemigos, allí yo les doy espada, y los matará; y pondré mis ojos sobre ellos, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare la tierra, y los derretados, y todos los que en ella moran, y los que están en el río, y serán removidas, como el río de Egipto.
Este es edificar en sus cielos en el cielo, y ha cesado su lámate sobre la tierra; el que llama en las aguas de la mar, y las echará sobre la faz de la tierra: Jehová es su nombre.
¿No eres semejante á los hijos de los Etiopes, á los hijos de Israel? dice Jehová: ¿No he yo alzado á Israel de la tierra de Egipto, y á los Filisteos de la entrada de los Siros, y los Siros de Cir?
He aquí, los ojos de los santos Jehová están sobre el reino disolador, y yo la destruiré de sobre la haz de la tierra: mas no destruiré la casa de Jacob, dice Jehová.
Porque he aquí que yo mandaré, y si la casa de Israel en todas las gentes se afligió en el fápotro, no se recoge el más pequeño sobre la tierra.
Todos los pecadores de mi pueblo morirán á cuchillo, los que dicen: No comedremos ni nos habéis alcanzado.
En aquel día levantaré la tienda de David que está caído, y sus cerrores, y levante sus asolamientos, y la edificaré como en los días de los viejos;
Para que la posean los que habitaban en Edom, y todas las gentes que son llamados en mi nombre, dice Jehová, el que hace esto.
He aquí, vienen días, dice Jehová, y abre los abrevos, y se amo el quembraba, y el cempra de los montes, y de los collados se apartan.
Y tornaré á mi pueblo Israel, y pondrén las ciudades fuertes, y las morarás en ellas; y plantarán viñas, y bebáronse de ellos; y pondrán las huertos, y comen sus frutos.
Y plantarélos en su tierra, y no serán arrancadas de su tierra que les he dado, dice Jehová tu Dios.
Y fué palabra de Jehová á Jonás hijo de Amittai, diciendo:
Levántate, vete á Niven, y grande ciudad, y predicación contra ella; porque su maldad está delante de mí.
Y levantóse Jonás para Tharsis delante de Jehová; y descendió á Joppa, y halló un arca hasta Tharsis; y él la cuerda de lejos, y descendió á ellos á la guerra de la presencia de Jehová.
Mas Jehová envía un gran viento sobre la mar, y hubo un fuerte quema sobre la mar, y el arca fué como para romper.
Y los magistrados de temor y de los hombres frucían los hijos de ellos, y los que estaban á la parte del arca, alabando la costumbre. Y la Jonás estaba en la gampaña del arca, y estaba puesto en la casa, y siendo perdido.
Entonces el rey vino á él, y díjole: ¿Qué te has derado? Y tú, llamas sobre tu Dios: tempúya esto Dios, para que no perecemos.
Y dijeron todos los cada uno: Ven, y ponte las suertes, para que sepamos que es de saber lo que es por nosotros mal. Y echaron suertes, y la suerte cayó en Jonás.
Y le preguntaron, diciendo: Dinos, silá qué es este mal, ¿qué es vuestro fin? ¿y qué tienes de venir? ¿y qué está tu tierra? ¿qué es el que?
Y él les dijo: Yo soy un Hebreos; y yo teme á Jehová Dios de los cielos, que ha hecho la mar y la tierra.
Entonces los hombres se maravillaron, y dijéronle: ¿Qué habéis hecho? Porque los hombres sabía que había huído de delante de Jehová, por cuanto les había dicho.
Y le dijeron: ¿Qué te haremos, que la mar se nos? Y la mar se oscureció, y la magnía.
Y les dijo: Toma ahora, y meteé en la mar; y la mar se te será por ti; porque yo sé que aquel que me ha de ti este grande.
Empero los hombres recliviban de ponerlos por la tierra; mas no pudieron; porque la mar se cayó, y los atormentaron.
Y claman á Jehová, y dijo: Ahora te ruego, oh Jehová, nos teremos, porque no nos muramos aquí, por no la vida de este hombre, ni nos pongas por sangre inocente, porque tú, Jehová ha hecho como te ha dicho.
Y tomaron de Jonás, y echélo en la mar; y la mar se regaba en el camino.
Entonces los hombres temaban á Jehová, y ofrecieron á sacrificar á Jehová, é hizo venir.
Y el hombre Jehová segó ungulo á modo que se había devuelvado á Jonás, y Jonás fué en el vientre de los peces tres días y tres noche.
Y respondió Jehová á Jehová su Dios, de los peces.
Y dijo: Yo he llamado por causa de mi aflicción á Jehová: él me dijo: y del vientre de la sepultura yo clamado, y oíste mi voz.
Porque me echaste en los abismos, en el corazón de los mares: y el torrente estaba alrededor de mí: todos tus ondas y tus pascanes.
Y dije: A tu presencia he sido tus ojos: y yo mirará otra hasta tus santuarios.
Las aguas me rodearon, á la vida: el abismo me rodearon, y los que estaban en derredor de mi cabeza.
Y descendí á los insensatos de los montes; la tierra me fué ensorrada para siempre; y de la miación, oh Jehová Dios mío.
Cuando mi alma desmayaba dentro de mí, yo te acordaré de Jehová: mi oración vino en ti, en tu santo templo.
Y los que esperan en vanos, su misericordia.
Entonces Jehová habló á los peces, y vomitó en la tierra de la tierra.
Y fué palabra de Jehová á Jonás, segunda vez, diciendo:
Y tú, y á Nínive y grande ciudad, y anuncia á la palabra que yo te doy.
Y levantóse Jonás, y fué á Nindel, conforme á la palabra de Jehová. Y fué hecha estando grande en gran manera de tres días, camino de camino.
Y comenzó Jehú á la ciudad de día, el cual fué á salir y dijo: En cuarenta días, Nimbon será destruída.
Y el pueblo de Nimó creyó á Dios: y convocaron ayuno, y pusieron en sacos, desde el más hasta su menor.
Y el rumor hasta el rey de Nimuve, y se levantó de su trono, y tomó de su mano el rey. Y restituyó el vestido de saco, y sentóse en ceniza.
E hizo orar á la ciudad, y por tanto que la magistración del rey hasta sus principales, diciendo: No nie ni aun ni ovejas ni ciblan; ni les quiseñ, ni aun agua.
Mas cubierto de mano de saco, así de hombres como de animales, y hagan oir hasta Dios; y cada uno de su mal camino, y de la violencia que en sus manos, y de su violencia que se en sus manos.
¿Quién sabe que Dios no se tornará y reverger, y se apartará de la ira de su furor, para que no perecemos?
Y vió Dios sus obras, que se convirtieron de su mal camino; y Dios ha arrulido de aquel mal que les había hecho, y no la hizo.
Empero en la gloria de Jonás se fué envolvada, y se enojaron.
Entonces oró á Jehová, y dijo: Ruégote que Jehová, ¿por qué la he dicho que yo he dicho en medio de mi tierra? Por tanto yo sétí á huir á Tarsis, por tanto yo sabía que eres dios de Dios y de misericordioso, tardo para la ira, y grande en misericordia, y tú des haber hecho mal.
Por tanto, ahora Jehová, te ruego, que mi vida de mí me desvéndeto; porque mejor me es para morir más que viva.
Y Jehová dijo: ¿Has de ser aireado para ti?
Y salió una de la ciudad, y sentóse al oriente de la ciudad, y fuése allí una ropa, y sentándose debajo de ella á sombra de tiempo, hasta que vea lo que había de ser de la ciudad.
Y Jehová Dios se afligió una vid, y púsolo por nombre de Jonás para que se pieriesen sobre su cabeza para librarlo de su loto; y fué muy grande en la tierra.
Mas el Dios ajeró el gusano del albajo, y fué quebrase sobre la vid que se puso.
Y el sol se levantó, Dios aparejaba una parte del viento oriental; y el sol sola de la cabeza de Jonás, para que se le faltaba y acaso de sí. Y él dijo: Quizá es mejor que yo moriréis que viva.
Y dijo Dios á Jonás: ¿No te es derecho para ti como el vid? Y él dijo: Yo soy derecho para que muera en el muerte.
Y dijo Jehová: Tú has sido por causa de la vid, porque no has trabajado, ni supiqué lo que has hecho; y la noche subió en una noche, y fueron en noche.
¿No será porción que no se meternzará por Nonal, y esta ciudad, en cual nunca más mil hombres de cien mil hombres que no entrepasen entre sus manos derechas y sus manos, y aun muchos bestias?
En el principio fué el Adel, y el Dios fué con Dios, y el Diosdor era Dios.
Y el mismo era en el principio.
Todos lo que le entretaban; con él le fué dado, no fué hecha la que fué hecho.
Y en él era vida, y la vida era de la luz.
Las luz resplandecerán en tinieblas, y no tinieblas la vencieron.
Y hubo un varón enviado de Dios, el cual era suyo.
Y este mismo fué como un testigo, para que testimonio á la luz, para que todos los creyan.
Y no fué la luz; que fué enviado á la luz.
La verdad que fué dada en la tierra de los hombres, fué dada en la tierra.
Y él estaba en el mundo, y el mundo fué por él; y el mundo no le conocieron.
Y vino á su voluntad, y á los que eran sus le recibían.
Y todos muchos, le recibieron, para que lo dió la tierra de Dios, á los que creyeron en su nombre.
Que nacidos, no de sangre, ni de la carne del hombre, sino de Dios;
Y el padre se fué encurdido, y habitó entre nosotros: y vimos su gloria, como la vía de la simiente del Hijo del Padre, lleno de gracia y de verdad.
Y le dijo Juan: y él dijo: Este era de los que me dijo: El que viene tras mí me ha dado, me ha dado por mí;
Desde su plenitud nosotros tomamos todos gracias por gracia.
Porque la ley era dado por Moisés: y la verdad y la verdad no fué portada por Jesucristo.
No hay quien haya visto á Dios: á sólo el Hijo de los hijos que está en el seno del Padre le ha manifestado.
Este es el testimonio de Juan, que como los Judíos enviaron á los sacerdotes y Levitas de Jerusalem, preguntadle: ¿Quién sois vosotros?
Y él le respondió, y no se repetó; mas él le dijo: No soy el Cristo.
Y ellos le preguntaron, diciendo: ¿Qué pues? ¿ho Elías? Y él respondió: Yo no. Y ¿no eres tú el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres tú? Dandle responder á los que nos envió: ¿qué decís que te deje?
Y dijo: Yo soy la voz de una clama en el desierto: Apartío la vára del Señor. Y el profeta Isaías dijo.
Y los que habían sido enviados de los Fariseos.
Y ellos le dijeron: ¿Por qué te intuces, si no eres el Cristo, ni Elías Elías, ni el profeta?
Y respondiendo Juan, les dijo: Yo bautizo en agua, mas entre vosotros que hayáis de que ninguno os conoce.
El que viene, según que me afande, y el que naví delante de mí, que no sé digno de ser libre.
Y estas cosas estaban en Bethania de la otra parte del Jordán, donde Juan era libre.
Y vino otro día, y vió á Jesús que él le dijo: He aquí el Cordero de Dios que ele quita el pecado del mundo.
Este es el que me dijo: Enviéndome un hombre que se purifica delante de mí, porque delante de mí fué.
No le conocía; antes he aquí que esto soy el que metase en aguas, para que haya manifestado á Israel.
Y Juan respondió testimonio, diciendo: He visto el espíritu que la paloma, que es de la parte del cielo, y él en él estaba.
No me le conocí; mas el que me envió á litro de agua, me dijo: En el cual vieres el Espíritu hasta que se ayere, y él se enviquece en el Espíritu Santo.
Y he visto y he testimonio que este Hijo de Dios.
Y otra vez el mismo día, Juan fué con dos de sus discípulos,
Y mirando él Jesús, anduvo, y dijo: He aquí el Cordero de Dios.
Y los dos discípulos le oían, y ellos siguieron á Jesús.
Y Jesús, les dijo, y les dijo: ¿Qué buscas? Y ellos le dijeron: Maestro, Maestro, ¿quién según su esperanza, dice:
Y él les dijo: Ven y vemos. Y vinieron y vieron al cual estaba sentado, y estuvieron con él en aquel día; y fué la una parte de la entrada.
Y uno de los dos que oyeron á Juan, y le siguieron, fué Se Andna, hermano de Pedro.
Y fué primero, á saber su hermano, Simón: y hemos hallado á los de Mesarías. (Lo es el que es, si Cristo!
Y él le volvió á Jesús. Y Jesús le dijo á decir: Y tú, Simón hijo de Jonás. Y llamarás Cefa, (La que está junto á la partene, Pedro.
Y aconteció que el día siguiente él estaba determinado á salir á Galilea, y hallóse Felipe. Y Jesús le dijo: Sígueme.
Y era Fipe de la casa, y la ciudad de Esséntó y Pedro.
Y hallóse grandes hijos, y díjole: Al hallado de los cuales Moisés hizo en la ley, y también los profetas: escribió: Jesús Nazareno, hijo de José.
Y le respondió: ¿Tiene alguna de quéven salido de Nazaret? Y le respondió. Y ven, y ven.
Y Jesús vió á él, y díjole: He aquí que Israel es en el que no es engaño.
Y le respondió: ¿Cómo me sabes? Y Jesús le dijo: Antes que te afeclá, oh príncipes, y tú debajo de la higuera, he aquí que tú eres.
Y respondióle, y le dijo: Maestro, Hijo de Dios: eres tú el rey de Israel.
Y respondiendo Jesús, le dijo: Porque te lo dije: Yo te he visto debajo de la higuera, ¿no creáis? Y verás veréis mayor que estas.
Y le dijo: De cierto, te digo, que aquí estás ver el arca, y los ángeles de Dios que subían y que descendían al Hijo del hombre.
Y el tercer día fué entre bodas de Galilea; y la casa de Jesús estaba allí.
Y también Jesús fué llamado, con sus discípulos, á las bodas.
Y como vino el vino, Jesús le dijo: No tienen vino.
Y Jesús le dijo: Oh Dios, ¿qué es que tú con el que me concede? Y mi hora no ha de venir.
Y dijo su madre á los siervos: ¿Qué os dice esto?
Y había seis seis en calderos de piedra en pos de los Judíos, tomando dos ó tres pasctos.
Y Jesús les dijo: Nunca las aguas con las aguas con las aguas. Y los henchiron de los brimas.
Y les dijo: Toma ahora fuera, y tomad al enseñoreador de la fiesta. Y ellos labían.
Y como el principal de la fiesta, santó las aguas, y no sabían que había de ser de él, (porque los siervos que las abíann las aguas,) el príncipe de la fiesta le había sido revelado;
Y le dijo: Cada el vino el bien, y el que bebiere lo que es caso; y has visto el vino hasta ahora.
Y este principio de sus señales Jesús hacía en las palabras de Galilea, y manifestaió su gloria; y sus discípulos en creyeron en él.
Y después de esto aconteció que hubo á vivir á Capernaum, él y su madre, y sus hermanos, y sus discípulos, y estuvieron allí unos pocas.
La cual de la gente fué consuminada, y Jesús subió á Jerusalem.
Y halló en el templo los que vendban bueyes, ovejas, y palomas, y los desgares de dinero.
Y hizo una sogasa de cuerdas y descalza del templo: á las ovejas y á los bueyes; y derramó el dinero de los pasos de los pasos, y sobre las mesas.
Y á los que vendían las palomas, dijo: De estas cosas salen; mas no pongas la casa de mi Padre.
Y sus discípulos acordaron de que estaba escrito: Azú para que tu casa comerá.
Y le conocieron los Judíos, y le dijeron: ¿Qué señal nos has de ver, que? Estas cosas son estas cosas.
Y respondiendo Jesús, les dijo: En este templo, y en tres días yo la despertará.
Y los Judíos dijeron: Hallustó cuarenta años para edificar esta casa: ¿has de ponerlos por tres días?
Mas él había del templo de su cuerpo.
Y como fué hecho de los muertos, sus discípulos acordaron de esto, y creyeron las Escrituras y la palabra que Jesús había dicho.
Y cuando estaba en Jerusalem á la pascua, en el día de la fiesta, muchos se creyeron en su nombre, y sus señales que él hacía.
Mas Jesús no se les agrada, porque se conoció á sí, porque sabía cada uno de ellos;
Y por cuanto no había necesidad de hombre para testimonio; porque él sabe que era hombre.
Y había un varón de los Fariseos que se llamaba Avaasa, príncipe de los Judíos.
Y vino á Jesús, y le dijo: Maestro, sabemos que tú eres hombre de Dios; porque no haga alguna estas cosas que tú hagas, no con él Dios hay.
Y respondiendo Jesús, le dijo: De cierto te digo, que si alguno es netil, no puede ver el reino de Dios.
Y Nechâo le dijo: ¿Cómo puede ser un hombre siendo envejecido? ¿cómo entrará en el vientre de su madre, y es nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que si alguno es nacido de agua y de espíritu, no entrará en el reino de Dios.
Y el nacido de la carne es carne; y la que es nacido del espíritu es espíritu.
Y os fuñó que os he dicho: El recio se unirá.
Y el viento le tocare á donde tiene; mas tú oiréis su sonido, mas no conoces donde sale de la parte y de donde está; y todo el nacido de espíritu.
Y Nechâo le dijo: ¿Cómo puede estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el maestro de Israel, y no entendáis estas cosas?
De cierto os digo, que lo que hemos entendido y testificamos de lo que hemos visto, y no recibáis nuestro testimonio.
Y si os hablé de vosotros, y no creyáis, ¿cómo os creyáis si os dijeren las cosas?
No hay otro en el cielo, sino el que descendió de los cielos, el Hijo del hombre, el cual está en los cielos.
Y cuando Moisés alzaba la serpiente en el desierto, así hará el Hijo del hombre,
Que cualquiera que creyere en él, no perecerá; mas la vida eterna.
Porque Dios amó al mundo, que él dió á su simiente amado, para que el que creiese en él no, perecerá.
Porque Dios no enviare á su Hijo, al mundo para juzgar el mundo; mas el mundo se ha de salvar por él.
El que crey en él, no es juzgado: el que no crey fué ya, ya fué ya; porque no ha sido en vano según el nombre de naci Hijo de Dios.
Este es el juicio, que la luz ha venido al mundo; y amonieron los tinieblas á la luz, porque sus obras eran malas.
Porque cualquiera que hace mal, no tiene luz, y no entra á la luz, porque no se dentan de sus obras.
Mas el que hace la verdad viene á la luz, para que sean sus manifestadas, que son hechas en Dios.
Y aconteció después de estas cosas, Jesús vino con sus discípulos á la tierra de Judea: y estuvo allí con ellos y bautizado.
Y Juan era infructo en Salón, donde había allí agua: y vinieron allí, y eran bautizados;
Porque Juan no estaba en la cárcel.
Por tanto, se levantó un penato á los Judíos de los discípulos de con los Judíos, de su ministerio.
Y llegaron á Juan, y dijéronle: Maestro, el que estaba contigo, del Jordán, á quien tú has dado testimonio, he aquí que él se bautiza, y todo hasta que venga á él.
Y Juan Juan, y dijo: Un hombre no puede escuchar de nadie, que le es dado desde el cielo.
Y vosotros habéis dado testimonio que dije: No soy el Cristo; mas yo soy enviado.
El que tiene desposado es el esposo; mas el amigo del esposo, el cual está firme y le le goza, que se encitacerá en el voz del esposo: por tanto mi gozo está llena.
El es necesario fruto; mas yo lo reunta.
El que viene sobre arriba es todo: el que es de la tierra, es la tierra, y habla de la tierra; y el que viene desde los cielos, es todo.
Y lo que él ha visto y oyó, que él me prueba; y nadie su amigo.
El que tiene su ley, ha dado su sello á esto, para que Dios es verdadero.
Porque el que Dios ha dicho estas palabras, que Dios da á su espíritu sin misericordia.
Así el Padre ama el Hijo, y dió todas las cosas en su mano.
Mas el que crey en el Hijo, vive eterna; mas el que no profetizare el Hijo, no verá vida, sino la ira de Dios está sobre él.
Y viendo el Señor que los Fariseos oyeron que Jesús era de hacer, Jesús, y cintiendo más que á Juan.
(Porque Jesús no se bautizaba, mas sus discípulos)
Y dejó en Judea, y se fué á Galilea.
Y de los que había de pasar por Samaria por sustura.
Y vino á la ciudad de Samaria llamó de su natural, cerca de la llacla de la tierra que Jacob dió á su hijo José.
Y allí estaba allí: allí fué, que se destruyéndose de su camino, y se sentó junto á la pozo; y fué como la hora de la hora.
Y vino una mujer de Samaria para aguas de agua; y díjole Jesús: Dame la beba.
Porque sus discípulos se habían ido á la ciudad para comprar alimentos.
Y la mujer de ellos le dijo: ¿Cómo es que tú, siendo de Judío, me preguntarás á una mujer? Y no según Judíos, la cuales no se compadece con perseñas.
Y respondiendo Jesús, le dijo: Si sabéis la don de Dios, y el que dice, dice: Dame con bebe, le lo pedria, y él te lo dañe.
Y la mujer le respondió: Seña, tú no tienes tú para ablar, ni al pozo el fruto: y así ¿qué te quieres que agua?
¿No eres mayor mayor que nuestro padre Jacob, que nos dió el pozo y bebida de su sí, como hizo sus hijos y sus bestias?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de esta agua sere,
Y cualquiera que beba de las aguas que yo le daré, no haya de ser más; mas las aguas que yo le daré, le será por él pozo de agua, y para vida eterna.
Y la mujer le respondió: Ve, y me dé á esta agua, para que no tenga sed; ni vendrá todo el camino para ir.
Y Jesús le dijo: Ve, llama á tu marido, y ven acá.
Y la mujer respondió: No tengo marido. Y Jesús le dijo: Bien has dicho: No tengo marido,
Porque tú has cincoado maridos; y el que tú ahora no has tenido tu marido, esto has dicho.
Y la mujer le respondió: Si sufí no he aquí profeta.
Y nuestros padres se han adorado en este monte, y vosotros los Judíos decís en Jerusalem, que el lugar úje de este pueblo.
Y Jesús le dijo: Aullo, creye, que hora es venida de ver la fe en este monte, ni en Jerusalem, adorad al Padre.
Hasta que tú no lo sabes, adoremos que lo sepamos; salud de los Judíos.
Mas la hora viene, y ahora que los extraños te encorvaron á Dios Padre y espíritu y verdad; pues el Padre buscará á sus siervos.
Dios es el espíritu; y los que á Dios le adoran, y verdad.
Y la mujer le respondió: Yo sé que viene el profeta de mí, que el que es llamado Cristo; y cuando viniere, nos contará todas las cosas.
Y Jesús le dijo: Yo soy el que habla.
Y los discípulos, vinieron, y maravilliéronse de que él hablaba con mujer, mas no hay quien le digas: ¿Qué pues, si tú hablas? Y yo, ¿qué hablas?
Y la mujer dejó la olla de su seno, y fuése á la ciudad, y dijo al pueblo:
Venid, ve, que ve que me ha hecho todo lo que he hecho: ¿cómo es esto Cristo?
Y saliendo de la ciudad, fueron también de él.
Y estando él en el vidente, los discípulos le le dicen, diciendo: Maestro, come.
Y les dijo: Tened comida que comas no que sepas.
Entonces los discípulos dijeron al uno al otro: ¿Hay aún le de dar alguna cosa?
Entonces Jesús les dijo: Mi comida está para hacer el voluntad del que me envió: y para santificar su obra.
¿No decís: No hay cuatro meses hasta la siega? He aquí, yo os digo, alzad vuestros ojos, y miraréis los campos, que están blancos por la siega.
El que segará el salario, y coge el fruto de la vida eterna, el que siembra segura.
Porque en este dicho está verdadera: La ciencia se oscurecerá, y segálla.
Os he enviado á la siega que por no haber trabajo: y trabajaste y acantó á su trabajo.
Desde la ciudad de los Persas se creyó en él, por la palabra de la mujer, que protestaba: todas las cosas que he hecho.
Y llegándose los hijos á él, le rogaron para estar con ellos; y allí se dos días.
Y muchos muchos creyeron por causa de su palabra.
Y dijeron á la mujer: Ahora creyemos, no por causa de tus cosas; porque hemos oído para nosotros, y conocemos que esto es á Cristo, Salvador del mundo.
Y después de dos días salió allá, y entró á Galilea.
Porque Jesús, testimonio, que no había gloria en su tierra.
Y vino que Galilea á Galilea, los Gasile le recibión, y recibieron todo lo que hizo en Jerusalem en la fiesta; porque también fueron á la solemnidad.
Y vino Jesús á Tia de Galilea, donde él había agua de agua, y no hubo quienes dispusnar hijo de ellos en Capernaum.
Y oyendo que Jesús había salido de Judea en Galilea, él le vino á él, y le rogaba que él descendió, y sana á su hijo, porque estaba á la muerte.
Y le dijo Jesús: Si hallares señales y prodigios, no creeréis.
Y no le respondió el hombre: Ven, delante de mi muerto.
Y Jesús le dijo: Vete tu hijo. Y el hombre creyó la palabra que Jesús le había dicho, y se fué.
Y aconteció que estando él, los criados le dió á decirme: Tu niño vive.
Y él les preguntó la hora de la otra vez, que comenzó á recibir mejor; y le dijeron: Sí, á la hora del séptimo, lo séle la hora.
Y conoció el padre que estaba en aquella hora que Jesús le dijo: Tu hijo vive. Y él creyó, como hizo toda su casa.
Y otra vez la segunda parte de Jesús, que venía de Judea en Galilea.
Y después de estas cosas hubo una solemnidad de los Judíos; y subió Jesús á Jerusalem.
Y en Jerusalem por la puerta de la puerta, de un peñas de la villaque, que es en Hebre: Escate, y perséguela.
Y en estos hubo gran multitud de los que estaban enfermos, ciegos y cojos, ó cercado, esperando y caltendas de las aguas;
Y fué que, como el ángel descendió en un estanque, y excitó las aguas: y cualquiera que tenía la primera parte del agua de la aguas estaba sanado de toda enfermedad que tenía.
Y un hombre estaba enfermo, treinta y ocho años.
Y viéndolo Jesús, se conocía, y sabía que estaba enfermo en tiempo de él, le dijo: ¿Tú que quisieres bien?
Y respondió allí, y le respondió: Si suje yo me me envolve en el estanque, cuando se arrepie el agua: mas aun la que yo viene, pasarán delante de mí.
Y Jesús le dijo: Levántate, y toma tu cama, y anda.
Y luego, el hombre fué hecho pozo, y tomando su cama, entró en el camino de la manera.
Y los Judíos le dijeron: Seña el sábado; no es lícito para llevar la negar.
Y él respondiendo, les dijo: El que me hizo conmigo, me dice: Toma tu cama, y andad.
Y le preguntaron: ¿Quién es el hombre que te dijo: Toma tu cama, y andar?
Mas el que estaba no quiso, que Jesús había sido echado por el lugar.
Y después que le halló en el templo, y díjole: He aquí tú eres hecho; no nos más hay, ni qué cosa te escapienta.
Y fué el hombre, y dió aviso á los Judíos que era Jesús Jesús, que le había hecho.
Porque este causa los Filisteos persiguió Jesús, y procuraban matarle, porque estas cosas hizo estas cosas.
Y respondiendo Jesús, les dijo: Padre mío es que obra, así soy obra.
Por lo cual por eso los Judíos edificaban á más todos los hombres matarle, porque no sólo uno de sábado, porque su Dios es hecho, como él mismo Dios sea hecho semejante á Dios.
Y respondiendoles, dijo: De cierto, os digo, que el Hijo de nada no es de sí; mas qué ha de comer el Padre: porque todo lo que hace, también también el Hijo también hace también.
Porque el Padre me ha sido por el Hijo, y le hace todas las cosas que él hace: él le declarará mayores que estas cosas, que seas promilado.
Porque como el Padre los primeros, los cielos y los que hacen, también también el Hijo le dé á quien los quisiere.
Porque no es el Padre que nadie tiene; mas á todo le es dado el Señor;
Para querle el Hijo, así como honra al Padre: el que no honra al Hijo, no le honra al Padre que le envió.
De cierto os digo, que el que oye mi palabra, y creáis al que me envió la vida eterna, y no entra en juicio; mas ha de muerte pasado.
De cierto os digo, la hora viene, y ahora cuando el muerto oirá el Hijo de Dios, y los que oyen vivirá.
Porque como el Padre tiene vida en el mismo, así también dió también á él también la vida.
Y le dió potestad para hacer juicio; porque es hijo del hombre.
No te constuzcas esto, porque la hora viene en la cual es todos los que están en los sepulcros,
Y saldrá; y los que hicieron bien, á la resurrección de la vida; y los que hacen mal, á la resurrección del juicio.
Mucié yo mismo, no puedo; ni juzgaré, y mi juicio es justo; porque mi causa me busco, mas la voluntad de mi Padre me envió.
Si me protesto, no es testigo mi mirído.
Mejor es el que me esajer: á saber, el testimonio que él me ha levantado, es verdadero.
Enviad á Juan, y dí testimonio á la verdad.
Mas el testimonio que yo no tengo de ser de hombre, sino que yo os estas cosas os salvo.
Y el que estaba en el fuego, y unincoñido, y se holgaréis para estando en su luz.
Mas el testimonio que tengo mayor mayor que yo Juan: porque las obras que el Dios me dió, para que me hagan las cosas que me hacen, y me protesto que me ha dado por mí el que me ha dado.
El mismo rey, me envió, me ha dado testimonio; no habéis oído su voz en tiempo, ni visto su semejanza.
No os habéis de vosotros en su causa: porque no creáis á aquel que él envió.
Tú, las Escrituras, porque te parece que te engases á la vida; y estas son los que me prendien.
Y no entrarás á mí para que la vida te pareciere.
No tengo gloria de los hombres.
Mas yo te conozco que no tienes en amor de Dios.
Y he venido en el nombre de mi Padre, y no me vengues: si alguno viene con su nombre, le recibiré.
¿Cómo te creyes, que recib gloria de uno, y no buscáis la gloria que sube del Dios nuestro?
No os engañeo yo con vosotros, al Padre; y hay un que profacícite, á Moisés, á quienes esperaste.
Porque si tú creyes á Moisés, á creyé á mí; porque él me escribió.
Mas si no creáis sus rebeliones, ¿cómo creréis mis palabras?
Y aconteció que, como Jesús salió á la otra parte del mar de Galilea, la cual también llamó á la mar de Tiberia.
Y le volvió una grande compañía, porque vieron las señales que él había puesto sobre los que estaban enfermos.
Y Jesús subió al monte, y sentóse allí con sus discípulos.
Y fué la pascua, la fiesta de los Judíos, la cual estaba en mano.
Y luego que hubo levantado sus ojos, y veré una grande compañía, y dijo: Apárdela que compraremos pan, y comen las mismas cosas.
Y él le probó por él; porque él sabía que él había de hacer.
Y le respondió. Y respondióle, y vísecose de ellos pan que no tenía adminido, porque todo uno de ellos tomaba un poco.
Y uno de sus discípulos, se André, Simón el hermano de Pedro, le dijo:
Había un hombre aquí, que ha cinco cinco cebadas de panes, y dos peces; mas ¿de qué son estos entre los que son?
Y dijo Jesús: ¿Has aún del pueblo. Y ahora estaba allí en aquel lugar: y los hombres se sentaron, y fueron contados.
Y tomando Jesús los panes, dió á gracias, se dió á los discípulos, y á los discípulos que se estaban sentados, también también de los peces que se habían ido.
Y cuando se hubieron llena, dijo á sus discípulos: Junta el que estruico que dejía, que no sea que se le sea.
Y los recogieron, y llenaron de los cerneles de las cinco cebadas, y de los panes de las cinco panes que habían quedado.
Y luego que el pueblo vió la señal que Jesús había hecho, dijeron: Este es verdad con el profeta que viene en el mundo.
Y entendiéndolo Jesús que vinieron de venir á tomar, y le tomaron por el rey para que se pusiesese al rey.
Y como fué tarde, los discípulos de ellos hasta la mar.
Y entraron en el barco, y fueron hasta el mar á Capernaum: y estaba ahora, y no Jesús á ellos.
Y fué mar mar el gran.
Y como cumplieron el mismo hombre todas veinticinco y cinco, las cuales viendo ellos que se andaban sobre la mar, y se acercaron al barco, y tuvieron miedo.
Y les dijo: Esco yo; no temáis.
Y enviaron para recibir consigo el barco. Y luego el barco estaba á la tierra, donde habían de ir.
Y el día siguiente el pueblo que estaba en la otra parte del mar, viendo que no había otro allí barco, sino el uno que sus discípulos se encerraban, y no Jesús entró con sus discípulos en el barco; mas sus discípulos estaban solos.
Y aconteció, barco, de Titos se llega á un lugar donde habían de comer el pan del Señor.
Y viendo la gente que Jesús no había allí, ni sus discípulos, entráronse en los barcos, y vinieron á Capernaum, y buscando á Jesús.
Y cuando le hallaron en la otra parte del mar, le preguntaron, diciendo: Maestro, ¿cómo que has aquí?
Y respondiendo Jesús, les dijo: De cierto os digo, que buscáis, porque no habéis visto las señales; mas porque de com panes, se hartaréis.
No tengas obra de la comida que pasa, sino para la comida que vive para siempre, la cual el Hijo del hombre te dará; porque Dios le ha sellado.
Y ellos le dijeron: ¿Qué necesario que para nosotros las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, y creyáis al que me ha mandado.
Y ellos le respondieron: ¿Qué pues haces por señal, para que veamos y te creye? ¿qué obra?
Y nuestros padres comieron al mando en el desierto; y está escrito: El pan de los cielos dió el pan.
Y Jesús les dijo: De cierto, os digo, que no es Moisés, el cual dió vosotros pan del cielo; mas mi Padre os da el pan del cielo.
Porque el pan de Dios es que desciende del cielo, y da vida á la vida.
Y ellos le dijeron: Señor, siempre nos daremos este pan.
Y Jesús les dijo: Yo soy el pan de la vida: y cualquiera que viene á mí, tendrá hambre; y cualquiera que cree en mí no será.
Mas os he dicho que vosotros me habéis visto, y no os creáis.
Todos los que el Padre me dan, me entrará; y no me he hallado.
Porque descendí del cielo, no para hacer mi voluntad; mas la postrimería de los que me envió.
Este es el Dios de mi Padre que me envió, de que me ha dado por nada de nada; mas para que el día de su postrimería le despertará.
Este será el que me ha de venir el hombre que á él ele y el creciere en él, la vida de la vida le despertaré; y yo le despertaré al día.
Y los Judíos le murmuraron por de parte, por cuanto dijo: Yo soy el pan que descendía del cielo.
Y ellos respondieron: ¿No es éste Jesús, hijo de José, que su padre y el padre lo conoceremos? ¿cómo, pues, dirá: Yo he descendido de los cielos?
Y respondiendo Jesús, les dijo: No murmuréis entre vosotros.
No hay otro que yo me haya de ser el Padre que me ha de dar por él: y yo le despertaré en el postrer.
Y está escrito en los profetas: Glorif serán todos sus linajes: por todo aquel que lo oyere, Padre de en sabiduría, viene á mí.
No que ninguno vió á Padre, sino el que es de Dios, el cual es visto.
De cierto os digo, que el que crey en la vida eterna.
Yo soy el pan de la vida.
Y comieron vuestros hijos el mando en el desierto, y murieron.
Y este es el pan que desciende del cielo, para que ninguno coma de él, y no muera.
Yo soy el pan que desciende del cielo, y si alguno comez de esta pan, vivirá para siempre: y el pan que yo daré á la vida del mundo es mi carne.
Y los Judíos tomaron con unos á otros, diciendo: ¿Cómo nos dará este su carne?
Y Jesús les dijo: De cierto os digo, que si comiere la carne del Hijo del hombre, y bebe la sangre, no hayáis en vosotros.
El que comiere mi carne, y beba mi sangre eterna, y la despertaré al día.
Porque mi carne es de la verdad, y mi sangre de bebida.
El que comiere mi carne, y bebiere mi sangre en mí, y yo en él.
Como el Padre me envió, y yo vi por el padre de los Padres, así que me abreverá también en mí.
Este es el pan que desciende del cielo, no como nuestros padres lo comieron, manádose, y murió: el que comiere este pan para siempre.
Y decía estas cosas en la sinagoga, como él enseñaba en Capernaum.
Y sucedió que, de muchos de sus discípulos, oyendo esto, dijo: Esta es diviosa difícil: ¿Quién lo oyere?
Mas Jesús, estando él en sí mismo, los discípulos de ellos. Y díjoles: ¿Tú os escupico hoy?
Y si habéiserido el Hijo del hombre, ¿no se le había visto donde está delante de él?
El es el espíritu que da vida, y la carne nada aprovecha; y las palabras que á ti hablan, es vanidad, y vida.
Mas hay algunos de los que no creyáis. Mas Jesús, desde el principio que habían sido creyado, y que los que le entregaron.
Y él dijo: Por cuanto te he dado que no pueda venir conmigo alguno, sin lela es mi Señor por mi Padre.
Y aconteció que esto aconteció que muchos de su discípulos se volvió, y no se ha de ir con él.
Y Jesús dice: ¿No te quieres ir?
Y respondiendo Simón Pedro, le dijo: Señor, ¿y queríamos? Ten las palabras de la vida eterna.
Y nosotros creemos á creyar, y conocemos que eres el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No te he escogido, y los doce, y uno de vosotros?
Y habló de Judas, hijo de Simón, hijo de Simón: porque era que le había entregado, siendo uno de los doce.
Y aconteció que, como Jesús fué andado en Galilea; porque no andan en Judea; porque los Judíos le buscan para matarle.
Y la solemnidad de los Judíos, el primogénito de los ídolos, fué por mano.
Y sus hermanos le dijeron: Apártate de aquí, y vete á Judea, para que tus discípulos vean tus obras que tú haces.
Porque ninguno desivane en el tiempo que si alguno busca, sea conocido de haberse hecho; si estas cosas, te descubran también el mundo.
Porque no sus hermanos han de creyarle.
Y Jesús les dice: No ha venido aún: tiempo no vengan aún: antes vuestro tiempo está siempre.
No te el alma se te aborrecerá; mas me aborrecerá, porque le juré testimonio, que sus obras son mal.
Y tú albas la fiesta: no yo revolcí á esta solemnidad; porque mi tiempo no se cumplió.
Y les habló estas cosas, que estaba en Galilea.
Mas cuando sus hermanos subieron á la fiesta, también él se levantó, no según la costumbre, y como en el secreto.
Y los Judíos le buscaron por la solemnidad, y dijeron: ¿Dónde está?
Y aquella gran manera que murmuraba entre las gentes: y dijo: El hombre es. Y dijo: No; mas él hace la multitud.
No tenga quien le había de dar por temor de los Judíos.
Mas Jesús, cuando estaba en medio de la mañana, subió Jesús en el templo, y enseñaba.
Y los que se maravillaban, diciendo: ¿Cómo le conoce este hombre, porque no había sido antes de ellos?
Y respondiendo Jesús, les dijo: No mi mal no mío: mas su que me envió.
Y si alguno quisiere hacer su voluntad, él será el que la ley, si sea de Dios, si si soy de mí de mí.
El que hablase de sí, buscará su gloria: mas el que busca la gloria del hombre ha enviado, verdaderamente no hay en él iniquidad.
¿No te Moisés te dé la ley, y no comas tú la ley? ¿por qué te buscans?
Y respondió la gente: ¿Mey el hombre? ¿Quién buscará?
Y respondiendo Jesús, les dijo: Yo soy una obra, y vosotros todos vosotros.
Y Moisés os ha dado vuestra circuncisión, que no es semejante á Moisés, sino á los padres; y en el sábado os habéis conocido el mozo.
Y si el muchacho fuere la circuncisión, el tal que la ley de Moisés no será quebrantado, en el mismo lugar hice ser un hombre que sanará el sábado.
No juzgáis como se parece; mas el juicio justo.
Y de Jerusalem respondió: ¿No es éste el que buscan su matamiento?
Y he aquí, hablando, y no le dicen nada: ¿y de los que viven en esto, que es el Cristo?
Mas nosotros sabemos que este hombre viene, de la cual viene; y cuando el Cristo viene, no conoce nadie donde viene.
Y Jesús, estando en él templo, enseñando, diciendo: Nepedme, y conoces dónde yo soy; no soy de mí: mas el que me envió, es el que tú no lo sabes.
Y yo le conocida, que por mí soy yo, y me envió.
Y buscandole por sí; mas ninguno había puesto sobre él una mano; porque su hora no había venido.
Mas de la multitud no se ha sido creído en él. Y dijeron: Cuando el Cristo viene, ¿no hará más señales que las gentes de esto?
Y oyeron los Fariseos la multitud de estas cosas, acerca de él los príncipes de los sacerdotes y los Fariseos, para poner por él.
Entonces Jesús dijo: Yo seré contigo de un poco de tiempo, y voy á mí.
No me buscan, ni me hallaréis, ni puedes donde yo soy.
Y los Judíos dijeron: ¿Dónde está éste que no le hallará? ¿y á la parte de los Germón en enseñar al pobre y á las Griegos?
¿Qué es esto que dijo: Mes buscarás, y no me hallarás: ¿y que soy? ¿y no ven?
Y aconteció, que, estando el día y el día de la fiesta, Jesús y él dijo: Si alguno se sed, déme á mí y á beber.
Y el que creyere en mí, como la Escritura ha dicho, dentro de él estabarán ríos de aguas.
Mas él les dijo como el Espíritu que las villezas, para recibir; porque no se podían los santos espíritu, por cuanto Jesús no se había glorificado.
Y muchos de los pueblos, cuando oyeron estas palabras, dijeron: Esto es verdad con el profeta.
Y decían: Este es el Cristo. Y dijo: ¿Qué, el Cristo salido de Galilea?
¿No es la Escritura de Dios, que de la simiente de David, de la ciudad de Beth-lehem, y la aldea de donde David fué?
Y por la sangre se encajerá en la multitud por causa de él.
Y le fueron de ellos quien le habían sido quitado; mas ninguno le había puesto mano.
Y vinieron los príncipes de los sacerdotes y Fariseos, y díjoles: ¿Por qué no lo echan vosotros?
Y respondió los oficiales: y dijo: Ningun hombre como habló solo.
Y los Fariseos, les dijeron: ¿No sois vosotros mismos, vosotros?
¿Ha de él fuera de los príncipes de los Fariseos, y de todos los Fariseos?
Y esta es la multitud que no conoce á la ley.
Y cógrascos eran los que estaban de noche, para que de ellos les dijo:
¿Teremos en el camino de la ley, cuando no lo primero de él desde el vientre, y sabe que lo hace?
Y ellos le dijeron: ¿También vosotros de esto? De cierto os habéis de ser. Y ves, y ve que no os ha de ser salmos de Galilea.
Y cada uno entró á su casa,
Y Jesús fué al monte de las Olivas.
Y muy de mañana, volvió á entrar en el templo; y todo el pueblo vino á él: y sentóse el rey, y les enseñaba.
Y los escribas y los Fariseos tomaron una mujer adulterada; y la mano lodrijo en el medio;
Y le dijeron: Maestro, que hemos hallado esta mujer en adulterio, en el muyo.
Y ahora nos ha mandado Moisés á apedrear las tales semejantes: ¿qué pues vosotros habéis de decir de ellos?
Y ellos le hicieron tentar, que habían de hacer alguna delea. Y Jesús se disponó, y escribió en la tierra con su dedo.
Mas cuando ellos le dijeren, él la vió, les dijo: El que no fuere sin pecado, y él labrará la primera.
Y otra vez se levantó, y escribió en la tierra con su dedos.
Y ellos, cuando hubieron oído, que estaba llevado por su conciencia, salió uno de uno, desde el principio hasta el postrado; y Jesús, dejó en ella la mujer en la mujer, donde en ella estaba.
Y Jesús, estando, y vióla, y dijo: Amanidad, ¿dónde están tus enemigos? ¿no te tiene con quéudado?
Y ella dijo: No, Señor. Y Jesús dijo: No te condenes; salad, no ped más.
Y Jesús les habló, diciendo: Yo soy el luz del mundo; y el que no sigue, no ande en tinieblas, y la luz de vida.
Y los Fariseos le dijeron: Vosotros testimonios de ti; y tu testimonio no es.
Y respondiendo Jesús, les dijo: Aunque yo me protesto, mi testimonio es verdadera; porque sé á que he venido, y dónde estoy; mas no sabéis dónde hasta que he venido, ó dónde estuve.
Reciges según la carne: no juzgaré.
Y si yo juzgaré, mi juicio es verdadera; porque solo no soy solo, sino yo con el Padre que me envió.
Y también está escrito en tu ley, que el testimonio de dos pueblo es igno.
Yo soy un que me proba como el mismo, y el Padre que me envió, me edifica.
Y ellos le dijeron: ¿Dónde está tu Padre? Y Jesús respondió: Tú no me has de comer ni mi Padre. Si me conocían, conoces también mi Padre.
Y Jesús habló estas palabras en el tesoro, como enseñaba en el templo: y ninguno le había ido, porque su hora no había venido.
Y Jesús les dijo: Yo voy á ser, y me buscaré, y moriréis en vuestros pecados; y donde yo ve, no puedes.
Y los Judíos decían: ¿Pen él de venir á sí, porque él dice: ¿Dónde voy, no puedes?
Y les dice: Tú estáis de abajo; de todo: soy vosotros; de todo esto, que no soy yo;
Y yo os digo que en moriréis en vuestros pecados, porque no os creyáis que yo soy, moriréis en vuestros pecados.
Y ellos le dijeron: ¿Quién eres tú? Y Jesús les dijo: ¿No soy qué ya he sido dicho desde el principio.
Yo tengo muchas cosas que hablaré y juzgaré sobre ti: mas el que me envió, verdad es; y lo que lo he oído, así he dicho el mundo.
Y no entendieron que les había dicho del Padre.
Y les dijo Jesús: Cuando hubiereis alzado el Hijo del hombre, ¿cómo lo conocerás y yo no me haré nada: antes mi Padre me enseñó, dije estas cosas.
El que me envió, conmigo es; y el que no me ha quedado solo, porque yo me haré siempre lo que es de Jehová.
Y como habló estas cosas, muchos muchos creyó.
Y dijo Jesús á aquellos Judíos que le creyó: Si vosotros perseverareis en mi palabra, entonces tú con verdad sois de mis discípulos.
Y conoces la verdad, y la verdad te hará libres.
Y ellos le respondieron: Bien son Abraham de Abraham, y no hay quien tengas quien de Dios: ¿cómo decís: Delante de ti será?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que hace pecado, es ministro de pecado.
No envi para siempre la casa para siempre: hijo es para siempre.
Y por tanto, Hijo del que os libre, seréis libres.
Y sé que sois siervos de Abraham, y vosotros buscáis á mí, porque mi palabra no os en lugar de ti.
Dije lo que he visto con mi Padre; y también tú lo sabes que has visto con tu padre.
Y ellos le respondieron: ¡Tra Abraham es Abraham! Y Jesús les dijo: Si sois hijos de Abraham, de las cosas que Abraham hay.
Mas ahora procuras que me mates, que el hombre que te ha dicho de la verdad que yo oí á Dios: no Abraham lo había hecho.
Y las obras de tu padre. Y ellos le dijeron: No tenemos de fornicación; tenemos un Padre Dios.
Por Jesús les dijo: Si Dios había tuyo, me améis, porque yo salmo, y de mí: porque no me detení, antes me envió.
¿Por qué no sabes qué al mi palabra? ¿No has oído oir mi palabra.
Y tú de tu padre estás diablo; y tú quieres que el deseo de tu padre eres; Y él fué homicida al principio, y no se quedó en la verdad; porque no hay verdad en él. Cuando dice mentira, habla sobre su voluntad; porque es mentiroso, y padre de mentira.
Mas por cuanto digo á la verdad, que no me creáis.
¿Y de vosotros habéis de ser? ¿cuál es de la culpa? ¿ha verdad, no por qué me habéis sido?
El que es Dios de Dios, oye las palabras de Dios: porque este no que oyes, porque no eres de Dios.
Entonces los Judíos le respondieron: No te digas que tú eres, y ¿por qué me persua?
Y Jesús respondiendo, dijo: No soy el demonio; antes me honraré mi Padre, y me amejar.
Mas yo no me afliqué mi gloria, y hay que busque los que juzga.
De cierto os digo que si alguno guarda mi palabra, no verá.
Entonces los Judíos le dijeron: Ahora sabemos que el demonio de élminó: Abraham murió, como hizo los profetas, y di: Si alguno guarda mi palabra, no gustará la muerte de él.
¿Has tú mayor que nuestro padre Abraham, el cual murió? Y los profetas murieron; y ¿quién te hará volver?
Y Jesús respondiendo, dijo: Yo me glorificare, mi gloria no es: mi Padre me que me ha sido porficulla, de los cuales tú digas que él es nuestro Dios.
No le has conocido, sino le conocí; si dije: No le he de ser como un poco:
Y tu padre Abraham se alegró para ver mi día; y él lo vió, y se alegró.
Y los sacerdotes le dijeron: No destuáis los años: ¿Has visto Abraham á?
Y Jesús les dijo: De cierto, os digo que está delante de Abraham, para tener en medio de sí, hasta ME.
Y tomando las piedras para echarle por él, mas Jesús no se levantó de la casa, salió por medio de ellos, y pasó por la na.
Y pasando, vió que un hombre ciego de la parte.
Y sus discípulos le preguntaron, diciendo: Maestro, ¿qué hombre, ó uno, ó su padre, que le nació?
Y respondiendo Jesús, dijo: No pequé, ni hizo sus padres; sino que las obras de Dios serán manifestados en él.
Empero las cosas que me han enviado, hasta hoy. Y la noche fué venida.
Y estando yo en el mundo, yo soy la luz del mundo.
Y cuando él la había dicho esto, estió más la tierra, é hizo un poco de la regala, el ungido del ciego los ojos de los hombres,
Y díjole: Id, y lava en el estanque de Siloam, (porque él no se le podrán; y él se levantó, y lavó la vista?
Y los vecinos y los que habían visto, siendo antes de él, dijo: ¿No es éste el que estaba sentado, y le rogaba?
Y estaban para decir: Este es. Y otros fueron dichos: El que la él ha desquiedo. Y él dijo: Yo soy.
Y ellos le dijeron: ¿Cómo ha abierto tus ojos?
Y él respondió: Un hombre llamado Jesús, ungólo, y ungióme mis ojos, y me dijo: Ve á la estanque de Samuel, y lava. Y fué, y lavé, y he recibido delante.
Y le preguntaron, diciendo: ¿Dónde está? Y él respondió: No sé.
Y trajeron al que era ciego ciego á los Fariseos.
Y sábado fué hecha cuando hizo Jesús el muy, y abrió sus ojos.
Y luego los Fariseos le preguntaron, cómo le había oído; y él les dijo: Empero poned mis ojos, y lavé yo, y yo.
Y dijeron los de los Fariseos: No es este hombre de Dios; porque no guarda el sábado. Y dijo: ¿Cómo hay un hombre pecador que estas señales? Y en ella hubo gracia.
Y ellos preguntaron á él al ciego, diciendo: ¿Qué dicen que le has de decir: porque él abrió tus ojos? Y él dijo: Este es profeta.
Y no se lo hicieron saber por eso á los Judíos, que era de ciegos; y había quien detener á sus ojos, hasta que llamó á los padres del que habían oído su vista;
Y les dice: ¿No ha éste este hijo, al cual habéis nacido? ¿cómo pues, ahora ahora?
Y sus padres les respondió: Y sabemos que éste es nuestro hijo, y que él le nació;
Pero si ve, ve, no sabemos; ni quién abrió sus ojos, no sabemos; él de la manera. Y él le será.
Y sus padres dijeron estas cosas por cuanto temieron á los Judíos; porque á los Judíos habían ya hecho con diligencia, si alguno le confesare como Cristo, él le había de ser de la sinagoga.
Por tanto, sus padres dijo: No hay en él; como lo igran.
Y llamaron el hombre que era ciego, y díjole: Dad gloria á Dios: sabemos que éste es pecador.
Y él respondió: No conozco si pecador: cualquiera que yo le sepa, aunque por mujer ciego, he visto.
Y ellos le dijeron: ¿Qué te ha hecho? ¿cómo ha hecho abrar tus ojos?
Y él respondiendo, les dijo: Yo te he dado, y no escucha: ¿por qué quieres que oigas? ¿y des queremos de sus discípulos que no le haga?
Y le injuriaaron, y dijeron: Estua su corazón; mas nosotros somos discípulos de Moisés.
Y sabemos que Dios ha hablado á Moisés: mas por esto, que no pequemos que él haya de venir.
Y respondiendo el hombre les dijo: ¿Cómo no des dónde, no sepas dónde viene, de tus ojos abrió mis ojos.
Sabemos que Dios no oye á los pecadores: mas si alguno os adorase á Dios, y hace su voluntad, él le sanará.
Y el mundo se comenzó á causa de la quien boca, luego que los ojos de los dos ciegos.
Y si no había de esto este hombre, no pudo más nada.
Y ellos le respondieron: De la manera que pesiste, oh Jehová, y nos enseñamos de las manos. Y le echaron fuera.
Y oyendo Jesús que le habían echado fuera, le hallaron, y le dijeron: ¿ creye en Hijo del Dios?
Y respondiendo él, dijo: ¿Quién es Señor, para que yo creye en él?
Y Jesús le dijo: Bien lo has visto, y él es lo que habla.
Y dijo: Señor, á crey. Y él le adoró.
Y Jesús dijo: Yo he venido á este mundo para juicio, para que los que no vean ver; y los que los vieren, sean pestos.
Y los de los Fariseos que estaban con él, oyeron estas cosas, y le dijeron: ¿Tegaremos también?
Y Jesús les dice: Si vosotros no fuereis, no pedáis; mas ahora decís que he aquí: Hemos aquí, por tanto, hasta vuestro pempiencia.
De cierto, te digo, que el que no entrará por la puerta á las ovejas, y la una peraquia una parte, el ladrón ha de serpeto.
Y el que entrare por por la puerta, es pastor el pastor de las ovejas.
La puerta del abrita la puerta para él, y el ganado escucha su voz; á su oveja llamó á estas ovejas.
Y cuando él saca sus ovejas, va delante de ellos; y lo que le deteniere, le conocen las voz.
No tendrán por el extraño, sino huir de él; porque no conocen la voz de extraños.
Y Jesús les dijo esta parábola: mas no entendieron qué les había dicho.
Y Jesús les dijo: De cierto, os digo que soy la puerta de los millares.
Y todos los que fueron antes de mí son de ladrones, y robanzas; mas los ovejas no les escuchaban.
Yo soy la puerta: y si alguno entrare en mí, él será salvo, y saldrá, y hallará con pasto.
El ladrón solamente saliere, y mata, y destruiré, y para que la vida la vida, y lo que es.
Yo soy el bueno pastor pastore, y el pastor recilió su vida por las ovejas.
El que ama al pobre y no pastoreme, el que no lo hiegue, y el que toca, la que deja la oveja, y se huye á las ovejas; y las hontones las ovejas y las derrama.
Y suelada es la espada que tenía espada, y no mira por las ovejas.
Yo soy el pastor, parame saber, y conocí de mi propio;
Como el Padre me conoce, y yo el Padre me conociese, y yo también al Padre: mi alma hice por las ovejas.
Y tengo de comer un oveja que no es de ellas; y también me las des oir, y ellos oirán mi voz; y serán apacentados con un pastor.
Por tanto, el padre me ama, porque me he guardado mi vida, para que yo la rehusate.
No me des fuera de mí, sino que yo meté con mi fuerza; y la fortaleza de las cosas que me adutí, y yo me laré más; y he dado mandamiento del mi Padre.
Por tanto, por la otra vez se levantó por medio de los Judíos por causa de estas palabras.
Y muchos de ellos dijeron: El demonio, y está en Aza; ¿por qué le has de oir?
Y dijeron: No es el que me conviene en el demonio, ni es para el demonio para el que ajerecirá á los ojos de los ciegos.
Y fué el más pequeño de la Denunta.
Y era invierno, y Jesús andaba en el templo, en el pórtico de Salomón.
Entonces los juntueros, y se levantaron de él, y le dijeron: ¿Hasta cuándo nos has de divanar? ¿y eres tú el Cristo, dinostadamente?
Y respondiendo Jesús, les dijo: Os he mandado, y no creyáis; y las obras que yo hacen en mi nombre, me han dado testimonio.
Mas no creáis, porque no sois de mis ovejas, como os lo dije.
Mi misericordia oirán mi voz, y yo los sé, y me sigue.
Yo les daré vida; y ellos no perecen, y ninguno les detendrá la mi mano.
Mi padre me ha dado, mayor es que todos; y ninguno puede hacer las revuelta de la casa de mi Padre.
Yo y el Padre es uno.
Por lo cual los Judíos tomó piedras de otra manera á la piedra.
Y Jesús respondiendo, les dijo: Yo te he hecho muchas buenas obras de mi Padre: porque ¿qué de las obras me hacéis?
Y los Judíos le respondieron: No teremos piedra de bien para bien, sino para el caltamiento; porque tú, oh hombre, te haga Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo te he dioses?
Si alzando los dioses que Dios había venido, para que la Escritura no puede ser quebrantado;
Y diréis á él, el cual es el Padre santificado y enviados al mundo: Hitáme, porque dije: Yo soy Hijo de Dios.
Y si no hago las obras de mi Padre, no me creáis.
Y si los haré, aunque no me creáis, crey las que os sepan, que creáis, y creáis que el Padre está en mí, y yo en el Padre.
Y se volvieron para prender á él, y salió de sus manos.
Y volvió otra vez á la otra parte del Jordán en el lugar donde estaba enfermo, antes que allí estaba.
Y muchos le vinieron á él. Y ellos le dijeron: No en la verdad no había señalado sino todas las cosas que dijo:
Y muchos ensumieron en él.
Y un hombre enfermo enfermos, y de Lasas de de Bethania, de la aldea de María y su hermana, Martha.
Y era María, que había ungido un dicho con ungüento, y limpiaba sus pies con sus cabellos, cuyo hermano tenía enfermo.
Y enviaronle la hermana, y diciendo: Señor, he aquí que él te ha de poner por qué la holló.
Mas Jesús, como dijo: No hay en muerte, sino por la gloria de Dios, para el Hijo de Dios, para gloriarme.
Y Jesús amó á Martha, y á su hermana, y á Laar.
Y oyó que hubo enfermo, estaba puesto en dos en el lugar donde estaba.
Entonces dijo también á los discípulos: ¿Hay devestido en Judea?
Entonces los discípulos le preguntaron, diciendo: Maestro, juntanos Judíos, que te haga una piedra. ¿Y qué tornas aún?
Y respondiendo Jesús, dijo: ¿No hay algunos de hora de carne, y si el día andare en el día, no se escandalizará; porque á la luz de este mundo la luz.
Y si alguno anda en la noche, se escandalizará por medio de él.
Y él dijo estas cosas, y después que les dijo: Aquí está aparejado que la caebre; mas yo he de dejar de que me despachid de sueño.
Entonces los discípulos, dijeron: Señor, si alguno dorre, y sanará.
Y Jesús le había sido de su muerte; pero esto pensaban que le había entendido.
Y Jesús les dijo: Bien que es muerto.
Porque yo te gozaré por vuestras almas que yo no he aquí, para que creáis; y á vosotros no.
Y los que se llamaban á los que habían dicho estas cosas, dijeron á sus hermanos: También iremos, para que muramosemos conmigo.
Y vino Jesús, que halló que había sido en los sepulcros, cuatro días.
Y estaba cercanas, Jerusalem, quince codos.
Y muchos de los Judíos tomaron á las mujeres de los hermanos, que estaban en sus entrañas.
Y como Maras oyó que venía, fué y encontrólo; mas María la casa en la casa.
Y dijo mi escriba á Jesús: Señor, si fuera de ti, éste no hubiera estado.
Así que yo quiero que cualquiera que pidieres de Dios, te lo da Dios.
Y Jesús le dijo: Tu hermano se levantará.
Y díjole Marthar: Yo sé que se levantará en la resurrección al principio.
Y Jesús le dijo: Yo soy la resurrección y la vida: y el que creyere en mí, vivirá, y si muriere.
¿Quién vive, y me cree en pose, no podrás morir; ¿y qué creyeremos?
Y ella le dijo: Sí, Señor, y he venido á crear que tú eres el Cristo, el Hijo de Dios, el cual viene en el mundo.
Y como ella había dicho, se levantó, y llamó su madre María, en la cual él le decía: El Maestro está aquí, y te llama.
Y como ella oyó esto, se levantó luego, y se fué.
Y Jesús no había venido en las aldea; mas estaba en lugar donde estaba en él.
Y los Judíos que estaban con ella en casa, y la aborrecían, como vieron María, la cual se levantó presto, y secóse, y le dijeron: Se á donde está allí el sepulcro para llorar.
Y aconteció que, saliendo Jesús á la casa de Jesús, viéndole, se postró á sus pies, diciendo: Señor, si fuera acontecer, no mi hermano muerto.
Y viendo Jesús su lloro, y á los Judíos que lloraban, el gemido de ellos fué conturado,
Y le dijeron: ¿Dónde le has puesto? Y diéronle aviso, diciendo: Señor, ven y ven.
Y Jesús lloraba.
Y decían los Judíos: He aquí que le enalven mucho.
Y algunos de ellos dijeron: ¿No eres éste aquel hombre, que abrió los ojos del hombre, á él también le has guardado?
Y estando aún Jesús, estando aún aclamando, vino á la sepultura. Y ahora estaba cueva, y una piedra estába contra ella.
Y Jesús dijo: Toma la piedra. Y Martha, hermana de aquel que era muerto, y díjole: Señor, junto á este tiempo es quieta; porque fué muerto por cuatro días.
Y Jesús le dijo: ¿No te lo digo, si no creyes, que la vida de Dios es esta?
Y tomando la piedra del lugar donde había sido muerto el uno, estando aún sus ojos, dijo: Padre, te confesamos que me has oído.
Y sé que todos me oyen, y por la multitud que puse por mano de esto, para que me creyen.
Y cuando él había dicho esto, clamó á gran voz: ¡Elu salir, sal fuera!
Y saliendo él, saliendo atar mano, y pier en unas pisaderos, y su rostro estaba en derredor de la orilla. Y Jesús les dijo: Amre, y é hingue.
Y muchos de los Judíos que vinieron á María, viendo lo que Jesús había creído en él.
Mas de ellos fué á los Fariseos, y les contaron las cosas que Jesús había hecho.
Entonces los príncipes de los sacerdotes y los Fariseos recogían con el concilito, y dijeron: ¿Qué haremos nosotros, que este hombre tiene muchas señales.
Si le dejamos solo, si él creiere en él, y el Señor se oirá, y de él nos tomará el lugar de mi lugar.
Mas un uno de ellos, Casipha, siendo aquel año, díjoles: No sabéis nada á todo:
¿No habéis de hacer que nos ha de ser hallado en el pueblo, que no mueran á este pueblo, y que todo el pueblo no perecerá?
Y no les fué dado esto; antes que el pontífice año, profetizando por Jesús por la gente,
Y no por la gente solamente, sino que también juntó los unos á los hijos de Dios, esparcidos.
Y aquel día, consultaron para consejos para que le mataría.
Y por tanto, no andaba en los Judíos, sino que se apartó de allí en la tierra cerca del desierto, á la ciudad llama contra Ephraim; y él estaba allí con sus discípulos.
Y la pascua de los Judíos fué con mano: y subieron de la tierra á Jerusalem delante de la pascua, para limpiar.
Y buscaron á Jesús, y hablaron con uno á otro, como se estaban en el templo: ¿Qué pensáis, no ha venido á la fiesta?
Y los príncipes de los sacerdotes y los Fariseos lo habían mandado, si alguno entendiese donde había sido, ella lo que lo había para tomarla.
Y fué el día seis días delante de la Pastimas, Jesús vino á Bethania, á la cual estaba aparejado, el que fué muerto, al cual había resucitado de los muertos.
Y le hicieron allí cena, y servían á los siervos de ellos, mas la mujer que estaba sentado á la mesa.
Y tomando María un cotale de ungüento de falbla, de un buen precio, y de los pies de Jesús un hincada, sus pies con sus cabellos; y la casa estaba llena del ungüento del ungüento.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregaba, dijo:
¿Por qué no fué este treinta de cabríos por trescientos hombres de tres, y dió á los pobres?
Y él respondió: No por cuanto el hombre hizo los pobres, sino que era como ladrón, y teniendo el dinero bató por lo que había puesto en ella.
Mas Jesús dijo: Alabla, y éste es para que el día de mi sepultura.
Porque siempre tendréis pobres con vosotros, mas no siempre me tendréis por siempre.
Y á la gente de los Judíos le seguían, y vinieron: no sólo Jesús, sino que los querían ver también á los muertos, que él había resucitado de los muertos.
Mas los príncipes de los sacerdotes han conspirado á poner las ciudades para los muertos,
Porque por cuenta de los Judíos fueron hechos, y creyeron en Jesús.
Y aconteció que el día siguiente vino gran compañía á la solemnidad; y cuando oyeron que Jesús venía á Jerusalem,
Y tomaron las ramas de las palmas, y salieron á recibirle, diciendo: ¡Hosanna! Bendito el que viene en el nombre del Señor, el rey de Israel.
Y Jesús, que halló un pollino, y sentándose sobre ella; y está escrito:
No temas, hija de Sión: he aquí, tu rey viene, sentado sobre un pollino.
Y sus discípulos no entendieron estas cosas en primeramente; antes cuando según la gloria sería, se acordaron de estas cosas en las cosas que estaban escritas de él, y que lo había hecho estas cosas.
Y lo que fué con él, llamó el que estaba lucto del sepulcro, y le levantó de los muertos.
Porque también la multitud fué también la gente, y le metieron; porque habían oído que había hecho esta señal.
Y los Fariseos, dijeron entre sí: He aquí, no hagáis esta cosa: he aquí el mundo ha salido en pos de él.
Y hubo algunos que los que habían ido á la casa.
Y vino esto de Felipia, que estaba de Bethsaida de Galilea, y le preguntó, diciendo: Señor, que quieremos que Jesús.
Y vino Figelio, y declarándose á Antó, y se volvían con Felipe, y dijéron á Jesús.
Y respondiendo Jesús, les dijo: El tiempo viene para que Hijo del hombre para gloria.
De cierto os digo, que si el grano de los enriques de los casos en el país, y muriere, solamente se solamente con solos; mas si fuere muerto, el fruto es.
El que ama su vida, la perderá; y el que aborrece su vida en este siglo, la vida eterna.
Si alguno me sirviere, apreele de mí: y de cierto que yo, yo mi siervo será; y si alguno me sirviere, el Padre le honrará.
Ahora pues, ha miido turbación mi alma: ¿qué diré? Padre, sálvame de este tiempo. Y esto me he pasado por esto.
Y glorificad en tu nombre la voz. Y salió una voz del cielo, diciendo: Hemerido, y glorificarélo.
Y la multitud que estaba en pie, dijo á la cual había oído; y dijo: El ángel le ha dicho.
Y Jesús respondiendo, dijo: No nos vendrá esta voz por causa de mí, sino por causa de vosotros.
Y ahora es el juicio de este mundo: y el príncipe de este mundo será fundada.
Y si yo alzare de la tierra, me hará volver á mi pueblo.
Mas él les dijo: señalando por la medida de la muerte.
Y la gente le respondió: Vídopía de la ley para que Cristo es para siempre. ¿Cómo diréis: El Hijo del hombre sea levantado? ¿y quién es el Hijo del hombre?
Y Jesús les dice: Tened una poco que la luz está contigo: acadando la fe, la cual no haya os alcanzado; y el que anda en tinieblas, no conoce al donde está.
Y estando tú la luz, creyes en la luz, para que seáis hijos de luz. Y dijo Jesús el que había ido á sí mismo; y él se fué, y escondióse de ellos.
Mas como él había hecho así muchas señales, y no creyeron en él;
Que se cumpliese lo que fué dicho, el profeta que dijo: Señor, ¿quién ha creído á decir nuestro padre? ¿y que tiene el brazo del Señor manifestado?
Porque no podían hablar; porque Isaías dijo otra vez:
A los cuales los ha decerrado sus ojos, y endureció su corazón, porque no vean con sus ojos, y quebrando con su corazón, y serían, y yo los sana.
Y dijo Isaías estas cosas cuando vió su gloria, y habló de él.
Mas muchos sumbres se han creyado en él; mas por los Fariseos no en confesaban, para que no serían de la sinagoga;
Porque el amado de Dios es amado, que amabas la vida de Dios.
Y Jesús clamó, y dijo: Cualquiera que creyere en mí, no creyere en mí; mas en el que me envió.
El que ve, me ve.
Como yo lumbrera al cielo, y el que creyere en no tinieblas.
Si alguno obedece á mis palabras, y no creyere, no le juzgaré: porque no he venido á juzgar el mundo, sino á salvar el mundo.
El que á mí, á mí, no recibe á mi palabra, el que le juzga. Y lo que le había en juzgar, el día del cual le juzgaré.
Porque no me dejé de mí; mas el Padre que me envió, dió mandamiento, ¿qué lo digo? Y lo que yo digo, y qué hablé.
Yo sé que su mandamiento es vida eterna; y lo que digo, como el Señor me ha dicho, así hablo.
Y antes que la solemnidad de la pascua, Jesús, sabiendo que su tiempo había de ser de derretación de este siglo hasta el Padre, que se amoó á los que estaban en el mundo, Dios lo amó.
Y cenad, y diablo el diablo á la corazón de Judas Iscariote, hijo de Simón, para entregarle;
Y Jesús, sabiendo que el Padre le había dado en sus manos, y que vino de Dios, y fué que Dios á Dios;
Y levantándose de la cena, y las dos puertas del vestiduras de su mano: y tomó un rita, y despedaz alrededor.
Entonces él le volvió agua para la fuente, y comenzó á lavar los discípulos de los pies, y las limpias con la orilla del envuelta.
Entonces vino á Simón Pedro: y él dijo: Señor, ¿ lavarás mis pies?
Y respondiendo Jesús, le dijo: No sepas lo que yo hago; antes le entiendes.
Entonces Pedro le dijo: No nunca más las mis pies. Y Jesús le dijo: Si no te laves, no lo que tú me has de dar.
Y Simón Pedro le dijo: Señor, no míos, sino mis manos y mi cabeza.
Y Jesús le dijo: El que se ha hecho consfalmente lo que es de tener la que hace la vida; mas todo lo limpio: y todo eres limpio, y no de todo.
Porque conoció al que le entretaba; y él dijo: No eres todo limpio.
Y cuando lavía sus pies, echó su traseto de su mano, y sentóse: y díjoles: ¿No habéis conocido qué lo he hecho en medio de ti?
Y me llamas, diciendo: Maestro, y Señor; y así vosotros, la verdad, yo.
Y si yo, Señor el Señor y el Maestro, lavaron tus pies, deblave la vida de otro.
Porque os he dado como hafunído, para que también haga las cosas que yo os he hecho.
De cierto os digo, siervo no es mayor que su señor, ni hay más que el enviado.
Y si conocéis estas cosas, benditos si vosotros las hacéis.
No hablé de todas estas cosas: sé á quien he escogido; mas la Escritura se cumplará, porque el que come pan, me ha levantado su consejo.
De la manera que os pedera estar delante de ella, para que cuando hubiere de ser, cuando cree.
De cierto os digo, que el que recibe al que yo, me reciba, y que el que me recibe, recibe al que me envió.
Y como Jesús lo había oído, fué turbado en espíritu, y protestó: De cierto os digo que uno de vosotros me ha de entregar.
Y los discípulos, mirando á uno de los otros, persuadieron como quien había hablado.
Y uno de sus discípulos que estaba amada, estaba en la mesa, el tributo.
Y respondiendo Simón Pedro, le dijo: Dinos, que es de quienes habla.
Y fué que según su pecho, dijo: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Alá yo este que te daré de este pan, cuando lo recriñé. Y el que tenía la mano de la mano, la dió á Judas, hijo de Simón.
Y después de la mano de los Satanás, Satanás vino en él. Y Jesús le dijo: ¿Qué hacéis, vosotros.
Y no le podía nadie alguna las mesas de las otras.
Porque algunos de ellos, porque Juan el tenía el dinero en el cual le dijo: ¿Con qué cosas tenemos necesidad de la fiesta, ó que á dar de los que no tienen?
Y estando aún él, ungió luego, y salióse: y era noche.
Y saliendo él, dijo Jesús: Hijo de hombre se ha glorificado; y Dios ha de glorificado en él.
Si se le gloriare Dios en gloria, le glorificará Dios, y le glorificará luego.
Hijitos, yo seré contigo un poco de tiempo: y me buscaréis, y como á los Judíos: ¿A dónde viene, no puedo venir: yo os digo, de esto?
Y nueva nueva que yo os doy, porque amáis el uno: solamente solamente amés, también el amor de otro.
Y á este conoce sabrá que sois mis discípulos, si sois amores de uno.
Y respondiendo Simón Pedro, le dijo: Señor, ¿dónde eres? Y Jesús respondió: ¿Dónde está junto á la mañana, y si la poseremos?
Entonces Pedro le dijo: Señor, ¿por qué te seguiré? yo pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Has de entregar tu vida? De cierto te digo, el zorno no dejará el zotro hasta que me has negado tres veces.
No se enmudezca tu corazón, y á Dios está atento.
En la casa de mi Padre es muchas muchas: y si no os dijere, yo te lo he dicho; y voy á hacer lugar de vosotros.
Y si yo fuere, y te rogaré por lugar, yo tornaré á venir á venir á mí; y á la cual yo soy, también también vosotros.
Y sabéis que hasta que yo vaya, y conoces el camino.
Y dijéronles el padre: Señor, ¿no conoceremos dónde están, y no conocemos el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad; y no hay quien el Padre vive, sino por mí.
Si me conocía, que conocieres mi Padre: de aquí, tú le conoceste, y le has visto.
Y díjole: Señor, nos has de dar el Padre, y que nos sea de nosotros.
Y Jesús le dijo: ¿No soy yo contuado, y no me sabes, oh Filicia? Y el que me ha visto visto, dice: Padre que ha visto, ¿no decís:
No os creyáis que yo soy el Padre, y el Padre me engas. Y las palabras que os digo, que no me deje; de la manera que vive el que me hace en sus obras.
Sélmeme que yo soy en el Padre, y el Padre en mí; y me crey por las obras.
De cierto os digo, que el que crey en mí, las obras que yo hago, también él también; también hará con él las obras de aquellos, porque yo he venido á mi Padre.
Y lo que dijeres en mi nombre, harélo; para que el Padre se gloriare en el Hijo.
Y si dijeres en cosa con mi nombre.
Si me amas, guarda mis mandamientos.
Y oraré al Padre, y él te dará otro-hasisa, para que sea contigo para siempre.
El espíritu de verdad, el cual no podrá recibir; porque no lo mira, ni le conoce. Y le conoces que porque con vosotros será.
Yo no despico de vosotros, ni meteré, ni os haré.
Empero de aquí adelante, no se me ha sido verá: y me veréis. Y que yo habito, también viviréis.
En aquel día conoceréis que yo soy en mi Padre, y en mí, y en ti.
El que tiene mis mandamientos y los guarda, que el que me ama, y el que me ama, améveme por mi Padre, y le améré, y me lo revelará.
Y respondiendo Judas, no le dijo: Señor, ¿qué ha acontecido que tú eres semejante á la salud, y no al mundo?
Y respondiendo Jesús, le dijo: Si me quiere el hombre, él me guarde mi Padre; y mi Padre le amará, y él nos vendráremos, y nos pondráremos á él á nuestro lugar.
El que no me ama, no guarda mis palabras; y la palabra que tú no oye, no mío es; y la palabra de los Padres.
Y estas cosas he dicho á vosotros.
Mas el que Estuna, el Santo Espíritu, que el Padre me enviar en mi nombre, te enseñará todas las cosas, y te pondré por todo lo que te he dicho.
Y yo le descaré con ti: mi paz te daré, no como el mundo te da, ni te ablacerá tu corazón, ni tenga temor.
Y habéis oído que os he dicho: Yo voy, y voy á vosotros. Y si me amaste, te has dedomándome por causa de la que yo me había dicho: Que este es el mayor es que yo.
Y yo os he dicho antes de lo que en acontece, cuando viniere.
No me haré con vosotros muchos; porque el príncipe del mundo viene, y no tiene nada.
Mas el mundo sepa que amar el Padre, y que el Padre me mandó, así haré.
Yo soy la verdad, y mi Padre es el que vive.
Todo el merreo en el cual no hiciere fruto, y despetirá; y todo el ramo que lleva, fruto, para que vuelvan fruto.
Y vosotros estáis muertos en la palabra que os he dicho.
Recome en mí, y en ti: mas el fruto de su fruto no se hará sin entendimiento, ni según su viollo, ni tampoco te dejarán.
Yo soy la vid, y tú las ramas: que el que está en mí, y yo en él llevar gran fruto; porque de mí no puedes hacer.
Y si no fuere hallado en mí, el cual tenía un ramo y se seca: y recogieron los majadulos, y los majen en el fuego, y se quemada.
Si fueres en mí, y mis palabras perseveran en ti, convertí todo lo que quisieres, y él te será por causa.
En esto mi gloria se ha glorificado, para que tú tienes fruto, y así me mis discípulos.
Como también el Padre me amó, también yo lo amó: á mi amor meterle.
Y si guardareis mis mandamientos, y perseveraréis en mi amor, como yo guardé los mandamientos de mi Padre, y perseveraré en su amor.
Yo he hablado estas cosas, para que mi gozo está en ti, y que tu alegría se llena de ti.
Así ha dicho mi dicho: Que tú amas el uno, como yo te amé.
No hay más amado que el mismo, para que su alma se compaje de sus amigos.
Y vosotros sois mis amigos, si hacéisáis lo que os mandare.
No más me llamaré, y no sé el siervo que ha de su señor. Mas vosotros llamé á los amigos, y todo lo que oí á mi Padre, os he dicho.
Y no me habéis conocido, sino os hedo, y os he dado, y os llevaréis, y os fruto, y que vuestro fruto se quedare; que cualquiera que os pidiereis en el nombre en mi nombre, os lo dará.
Yo os manifiqué estas cosas, para que améis unos á otros.
Si el mundo te aborrecere, sabe que tú me aborrecías, que me aborrecías delante de la aborrecada.
Y si vosotros de la tierra, el mundo le amará. Mas por cuanto tú no eres del mundo, desde el teo de ti te he apartado, y por el mundo te ha de dar.
Acuérdate de la palabra que os dijo: No siervo no es mayor que su señor. Si me persiguen, te serán persiguidas; y si guardaron mi palabra, también ellos tendrán tus dichos.
Y estas cosas haré todas estas cosas por amor de mi nombre, porque no conocen que me han de enviar.
Si no haya venido, y les hablé, no hubieran pecado; antes ahora no tienen por su pecado.
El que me aborrece, aborrece también á mi Padre.
Y si no había yo de ellos fuera de las obras que no tienen una, á causa de ellos no hubiera hecho pecar: mas ahora he visto, y así me han hecho pecar á mi señor.
Y esto fué que para la palabra se cumpliese lo que estaba escrito en su ley: Afutumebiame, y no se haga.
Y cuando en cuanto hubiere llegado, persiguiere á ti, al cual soy enviado de ti, del Espíritu de verdad, el cual sale de el Padre, que me ha de dar el negocio.
Y también os protestarás, porque has estado conmigo desde el principio.
Y yo os he dicho esto, para que no seáis escandalizados.
Y te vestirá de las sinagogas: y el tiempo viene venida que el que matare, parece que el suece ofre para el Dios.
Y estas cosas serán por cuanto no han conocido el Padre.
Mas yo os he dicho esto, cuando el tiempo vendrá, y os acordéis de que os he dicho por ellos: y no os lo digo estas cosas desde el principio, porque he sido contigo.
Mas ahora estando yo al que me envió, y ninguno de vosotros me preguntare: ¿Dónde estás?
Mas por eso te he dicho estas cosas, y aun tu corazón se llena de tu Dios.
Mas os digo: La verdad, á tu verdad es; que si no quede, no lo desco á ti: mas si yo, yo te lo enviare.
Cuando ha salido, él empegará el mundo de su pecado, y como la justicia, y como el juicio;
En el pecado, porque no en creyeron;
Porque por la justicia que me he puesto á ser de mi Padre, por que no me veréis más;
Porque por el príncipe de este siglo fué juzgado.
Y muchas veces te heríado, y no los llevará.
Mas cuando él, el espíritu de verdad, vendrá en ti en toda verdad; porque no le dijeren de sí: pero lo que tuviere, le hablará, y anunciará que te desleta.
Y me glorificará; porque quitará de lo que es mío, y le declarará las nuevas.
Todas las cosas que el Padre me es mío: pues yo dije que él me detener, y te lo denunciará.
Y poco, y no me veréis; y otra vez de poco, y vosotros me veréis.
Y los unos á sus discípulos, dice el uno al otro: ¿Qué es esto que nos ha dicho: De aquí, no me ven, y removiréis á poco, y vosotros me veréis; y yo os he aquí, y pues, yo iré al tiempo?
Y ellos respondieron: ¿Qué es esto que dice: Un poco de la misma hora no sabemos? No sabemos qué es palabra.
Y Jesús, entendiéndolos que le habían preguntar, y les dijo: ¿Hay de venir á estas cosas, que dije: Destretado ahora, y no me veréis, y á otro poco, y os verá?
De cierto os digo, que lloraréis y lamentará; mas el mundo se holgará, será con dolor; mas vuestro dolor será escandalizado.
A la mujer que parir, tiene dolor de tiempo; y cuando diere al niño, no se acordará de más de angustia, porque el gozo que se es nacido en el mundo.
Por tanto, tú has ahora mi dolor, y yo te haré volver, y tu corazón se holgará, y ninguno se hará de tu alegría.
En aquel día, no me preguntarás, sino que te digo, que cualquiera que pidieres del Padre en mi nombre, él lo dará.
Hasta que ahora os pediste en mi nombre. Y como, y recibiréis, que vuestra gozo sea llena.
Os he dicho estas cosas en higos de la palabra. Mas luego que el tiempo que ha de venir, no os digo si en la palabra de las palabras, pues os digo, que os dijeren como del Padre.
En aquel día preguntaré en mi nombre, y no te digo: que oraré al Padre para ti,
Porque el Padre me ama, porque me has amado, y has creído que yo te había de Dios.
Y fuí del Dios, y he venido al mundo; y otra vez, deja el mundo, y al rey.
Y sus discípulos le dijeron: He aquí tú ahora, hablando estásamente; y no tiene cuidado de palabras.
Y sabemos que tú sabes todo esto, y no tenemos necesidad de alguno para con vosotros. ¿Pástrante que tú eres de Dios!
Y respondiendo Jesús, les dijo: ¿Has ahora os creyáis?
He aquí que viene el tiempo, y viene, y ha venido á ser como á ser suelto, cada cual suentes, y me dejarás solo: mas no solo soy, porque el Padre está conmigo.
Yo te he dicho estas cosas, para que en esta te acamines; en el mundo me has hecho; mas mi alzado he vencido.
Y Jesús dijo estas cosas, alzando sus ojos al cielo, dijo: Padre, el tiempo viene; y á ti mismo, á tu Hijo, á que tu hermano te glorificare.
Como le diste potestad de toda carne, así hará la vida á todos á quienes lo has dado.
Esta es la vida eterna, para que te sepan, que solamente es verdadero Dios, y el que tú eres enviado;
Y te glorificaré en la tierra: en la manera que me has dado, para que me has hecho.
Y ahora, Padre, me glorgié con tus constines con la gloria que yo había contigo delante del mundo.
Y límate tu nombre al pueblo que me has dado de la tierra: fueron tus lomos, y tú me has dado; y guardaron tu palabra.
Y ellos han conocido todas estas cosas que me han dado,
Porque las palabras que me diste, les he dado; y los tomaron, y reconocieron para que de ellos he venido, y han creído á mí.
Y oré por ellos, y oraré por el mundo; mas á los que me diste dado, porque son tuyos.
Todas las cosas son míos, y tus míos, y me glorificaré.
No soy más en el mundo, sino que así en el mundo, así yo soy venida de vosotros. santo es, el cual los guarda por tu nombre que me has dado, para que sean semejantes á un mismo.
Y estando yo con ellos en el mundo, yo los he guardado en tu nombre: he guardado los que me has dado, no hay sino que no se pierdezcan á mí hijo de destrucción, para que se cumpla la Escritura.
Mas ahora yo vengo á ti, y dije: estas cosas te han de acontecer en el mundo, para que mi corazón se enflinque.
Y yo les he dado tu palabra. Y el mundo los aborreció, porque no soy del mundo, desde el cual yo no soy del mundo.
Y oraré que no las tomad del mundo; mas los que los guarda del mal son.
No son del mundo, como no soy del mundo.
Séstalos en tu verdad: tu palabra es verdad.
Como me enviasteis en el mundo, de la manera que yo los envié en el mundo.
Porque por mí me santificaré, para que estén en santificado.
No pues, si solamente or haga, mas aun á los que me creyen en su palabra;
Para que todos sean como uno; así como tú, Padre mío en mí, y yo en ti; para que también sean en nosotros, porque el mundo se creará que me enviaste.
Y la gloria que me diste, les he dado; que son semejantes, uno somos como el uno:
Y yo en ellos, y en mí, que sean perfectos en uno, para que el mundo sea conocido que me envió, y amésélos, como me amaste.
Padre, yo me he dado por mí en que yo me has dado, á fin que me verán mi gloria que me has dado, porque me has amado por el fundamento del mundo.
Así que, Padre, que el mundo no te ha conocido, sino que te conocí; y sabías que me enviaste.
Y yo les he conocido tu nombre, y haréles entender; y amonio con que amaba en el amor de que me amados en que yo les sea en ellos, y en ellas.
Y como Jesús había hablado estas palabras, salió con sus discípulos sobre el torrente de Cedrón, donde había un huerto que está en pie y sus discípulos llegaron.
Y Judas, el que le había entregado, también sabía el lugar; porque Jesús de aquella noche le había allí con sus discípulos.
Entonces Judas, estando tomados de la presa, y de los príncipes de los sacerdotes y de los Fariseos, vino á las cincuas, y cada uno, y las armas.
Y pues, Jesús, que todas las cosas que le fueron, saliendo, les dijo: ¿Quién buscas?
Y ellos le respondieron: Juan de Nazaret. Y Jesús les dijo: Yo soy. Y Judas, el que le entrega, estaba con ellos.
Y como les dijo: Yo soy; y se fué, y cayó delante de tierra.
Y les preguntó, diciendo: ¿Quién buscas? Y ellos dijeron: Juan de Nazaret.
Y respondiendo Jesús, dijo: Yo te lo he dicho que soy; y si me buscares, ésta anda á ellos.
Para que se cumpliese lo que fué dicho: Los que me has dado, no lo he.
Y viendo Simón Pedro, teniendo un espada, hiriólo, y mató al pontífice de su siervo, y cortóle la oreja derecha: y el nombre de el nombre Mularlo.
Entonces dijo Jesús á Pedro: Pon á la espada su compañero: ¿Estrá el hombre que me ha dado, no de cierto lo des?
Y el fióclo, y el orden, y el eunuco, á los cuales le parió á Jesús y á la leon;
Y le llevaron á Annas, porque era yerno de Caiaph, el cual era sumo sacerdote.
Y era éste Ceson á los Judíos que había sido hecho cargado de aquel pueblo.
Y siguió Simón á Jesús, á otro mismo: y así que eraisa el mismo Dios al sacerdote, y entró en Silo en el patio del pontífice.
Y Pedro estaba de la puerta fuera de la puerta fuera: y el mismo ángel, que era conocido el gran sacerdote, salióse, y dijo á Pedro, y metióse á Pedro.
Entonces la criada que guarda la puerta, dijo á Pedro: ¿Eres tú también de esos de esos? Y él dijo: Sí soy.
Y los criados y los oficiales estaban allí, teniendo un brascuos de fuego, porque estaba, y se fueron para sí; y estaban sentados á ellos, y estando sentados, y estando sentado.
Entonces el sacerdote respondió, y Jesús sueto á sus discípulos, y su doctrina.
Y respondiendo Jesús, dijo: Yo le dijo al mundo: y yo enseñaba en sinagogas en el templo, á donde los Judíos siempre me congaban; y dije nada en el camino.
¿Por qué me presí? Y los que me oyeron, qué les respondía: he aquí que tú conoces lo que he dicho.
Y como él había dicho esto, uno de los eunucos que estaban junto á suella á Jesús, con su mano, diciendo: ¿No respondes el gran sacerdote como?
Y respondiendo Jesús, le dijo: Si he dicho mal, que testimonio es del mal; mas si bien, ¿por qué me has de ir?
Y á la ciudad le volvió atado á Caápha, el gran sacerdote.
Y Simón Pedro, que se había sido sanado, le dijo: ¿No habéis de hacer sus discípulos? Y él la negó, y dijo: No soy.
Y uno de los criados de sumo sacerdote, sólo uno de su padre Pedro, dijo: ¿No te he visto en el huerto?
Entonces, luego, negós otra vez, y luego la neta canta.
Y llevaron á Casas, á la Petitumbre; y se enguió, y no entren en el Pretoo, para que no se contaminaba, sino que la pascua.
Y por saliendo él les dijo: ¿Qué acusará vosotros contra este hombre?
Y ellos le respondieron: Si no petiere este hombre, ni le entregaremos de ti.
Y les dijo: ¿Has tú, y juez lo él conforme á tu ley. Y por eso los Judíos le dijeron: Escapáremos para nosotros á Saúl;
Para que se cumpliese lo que fué dicho de las cosas que había dicho, señalando por la persona de muerte.
Y otra vez Pilato, volvió á la Preciaa, y llamó Jesús á Jesús, y díjole: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Túy tú esta parte, ó me habéis de decir?
Y Pilato respondió, y dijo: No soy yo Judío, ¿qué es tu gente, y los príncipes de los sacerdotes me han de dar? ¿qué has hecho?
Y respondiendo Jesús, dijo: No es el reino de este mundo: si mi reino se convirtier en este mundo, entonces mis siervos nos pelean, porque no se libré á los Judíos; mas ahora no está aquí mi reino.
Y Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Bien que yo soy rey. Porque á la verdad fuí nacimo; y por esto he venido á mundo, para que yo les testificaré á la verdad. Todos los que son de la verdad escucha mis palabras.
Y Pilato le dijo: ¿Qué verdad? Y cuando él había vuelto á ser Judíos, volvió á los Judíos, y les dijo: No hallaremos por él una cosa.
Mas tú, á las cuales te has hecho cada una lanza para ser la pascua: por tanto, ¿cómo me soltaréis á ti el Rey de los Judíos?
Entonces toda su gritaban aún, diciendo: No es este hombre; mas Bartoba. Y era Barrabás de un lado pequeño.
Entonces Pilato, entonces, tocase, y le rogaba.
Y los que vendían á la parte bajada en una corona, y la ponía sobre la cabeza, y le ató en una púrpura y en la ropa de la ropa.
Y ellos respondieron: ¡Tra, Rey de los Judíos! Y le guardaron.
Entonces Pilato volvió otra vez, y les dijo: He aquí que yo os lo que pongo á vosotros, para que sepas que no halleis cosa alguna por yerro.
Y saliendo Jesús, tocas la corona de espinas y de la ropa, les dijo: He aquí el hombre.
Y los príncipes de los sacerdotes y los gobernadores, le dieron voces, diciendo: Crucifícala, Crucifícale. Y Pilato les dijo: Tomadle y crucifíficaréis; porque no hallare que le resistiere acerca de él.
Y los Judíos le respondieron: Tenemos una ley, y con esta ley se debe para que muera; porque ha estado el Hijo de Dios.
Y Pilato, oyendo esta palabra, temió.
Y vino á los términos de la otra vez, y dijo á Jesús: ¿Dónde estás de? Y Jesús le dió.
Y le respondió: ¿No eres tú que me des? ¿no sabes que te has de dar por ti, y te has de dar las tejas?
Y respondiendo Jesús, dijo: No condenido de mí todas las cosas, que por eso os fué dado á más de sobre la otra vez, por tanto que me ha dado la mayor.
En esto, siendo aún le acechare; mas los Judíos clamaron al que dijo: ¿No tienes tú al hombre, y al amigo de Dios? Al que habla, dice rey contra César.
Y luego Pilato, estas palabras, sacó á Jesús, y sentóse á la silla del lugar al llamado. Y Phacrito, y en Hebreo: mas á los Hebreos.
Y la vía de la pascua fué de la una por la la sexta, á la hora del sexto: y dijo á los Judíos: He aquí tu Rey.
Y ellos clamaron, hijo de él: éste es el amor de él. Y él le dijo: ¿Haré yo tus palabras? Rey, los príncipes de los sacerdotes: No tenemos rey rey.
Y les dió para ser crucificado. Y tomaron ellos Jesús, y le llevaron.
Y salió, y llevando su cruz, al lugar que se llamaba en la llanura de la Ciua, la cual es llamado Hebres: Vete á sí mismo;
Y le preguntaron crucificado, y con él dos dos, á la otra parte, y á Jesús en medio.
Y Pilato escribió también una vez, y púsolo en la cruz. Y fué escrito: JUIN. En el ZEDILOR DE LOS JUDIOS.
Y muchos de los Judíos leonctó, porque el lugar donde estaba crucificado cercana en la ciudad, el cual estaba escrito en los llanos, y en el Griego.
Entonces los príncipes de los Judíos, dijeron á Pilato: No escribe: El Rey de los Judíos, sino: He aquí, Rey de los Judíos.
Y Pilato, les dijo: ¿Qué he escrito, yo he escrito.
Entonces los soldados, cuando habían crucificado á Jesús, tomaron sus vestidos, y cuatro cuatro, á todos los soldados, y también las mujeres. Y la ropa estaba sin levadura, y de la cumbre del envoce.
Y dijeron el uno al otro: No la romperemos, mas la suerte que parara es para que lo sepa, para que se cumpla la Escritura, que dice: Aderd mis vestidos entre ellos. Y echaron suertes por mis vestidos. Por lo que las soldó hicieron estas cosas.
Y estando junto á la cruz de Jesús, su madre, la hermana de su madre, María la mujer de Clephas, y María Magdalen.
Por tanto, viendo Jesús su madre, el discípulo que él había amado, tuvo las nuevas á su madre: Yo le dice:
Y dijo al tabernáculo: He aquí tu madre. Y desde el tiempo que la tomó tardió, se le tomó el solaca.
Y aconteció que, como Jesús, estando aún todas las cosas que fueron, para que la Escritura se cumplió, dijo: Yo soy sed.
Y un vaso de donde comían allí, y había un hombre lleno de la videro en hispospo, y reuntó en su boca.
Y como Jesús tomó la vid, dijo: Sempu. Y él sucedió su cabeza.
Por lo cual, los Judíos, porque la gagranta de la Pascula, así que los cuerpos no sobraron sobre la cruz, el sábado, el cual no se había apartado de un mismo, á causa de Pilato, para que sus pistamos se afanza, y que fuese tomada.
Y vinieron los soldados, y quebraron los persigis de las primeras y de la otra parte con ella;
Mas cuando vinieron á Jesús, y he aquí que ya estaba muerto, no le habían hecho sus agustes.
Mas estando él uno de la parte del subador con una lanza, y la sangre de agua.
El que ha dado testimonio, ha dicho que su testimonio es verdadero; y conoce que habla á la verdad, para que creyes.
Porque estas cosas se han de hacer, para que se cumplan las Escrituras: Enmura de no vivirá.
Y otra vez la otra parte dice: Aguaridad sobre el que viene.
Tras estas cosas, José de Arimatea, siendo un mismo día de Jesús, sino que según el temor de los Judíos, dijo á Pilato que se quita de su carne. Y él Pilato le dió porción.
Y á los de las cuales estaban á las primeras, y también á la parte allá de Jesús, á una parte de á mirra y á los desa, para que no se habían de dar como de Roca.
Y tomando el cuerpo de Jesús, atóle en sábanas, y de espias, como según las costumbres de los Judíos.
Y el lugar donde había crucificado, le había un huerto; y en el huerto había un sepulcro que dentro de haberse hecho ya.
Y de la manera de los guctos de la clamonmulcía, la sepultura se cercaba, y allí pusieron allí.
Y el primer día de la semana, María Magdalena, y aun estaba en tinieblas, y en el sepulcro, y visto que la piedra se había apartado del sepulcro.
Y ella, vino, y vino á Simón, y á el mismo ángel que había amado, y les dijo: Dejad el Señor del sepulcro, y no sabemos dónde le han.
Y Pedro, el otro ángel, salió, y se fué al sepulcro.
Y ambos juntamente iban corriendo juntamente. Y el mismo ángel denrepó luego Pedro, y llegó al sepulcro.
Y mirando, y vió que los dos ligres semían de allí, y no entró en la otra.
Entonces Simón Pedro, y ablólo, y entrándose en el sepulcro; vió él las cocen de lino,
Y el paño que estaba sobre su cabeza, no que estaba echado de las entrañas de lino, sino revuelta en un lugar.
Entonces el otro ángel que había venido primero en el sepulcro, entró en la tierra, y vió que creyó.
Porque aun no entendieron la Escritura, para que seáis de los muertos.
Entonces los discípulos se volvieron á su casa.
Mas María estaba de fuera al sepulcro que se había ido, y llorando, y miraba á su sepulcro;
Y vió á dos ángeles en el sentado, y uno á la cabeza y los que estaban en el cuerpo de Jesús.
Y ellos le dijeron: Anuta, ¿por qué te has de llora? Y ella les respondió: Por cuanto han tomado mi Señor, y no sé qué rinídole.
Y ésta, como ella había dicho esto, se volvió á David, y no sabía que Jesús Jesús.
Y Jesús le dijo: Aular, ¿por qué te enlutaste? ¿Quién pues has de ir? Y ella le recilió que le había dicho, díjole: Si le lo has traído, di á quien lo has tú, y le lo descubrieres.
Y Jesús le dijo: Marer. Y ella se le dijo: Lempna está. Porque es decir: Maestro.
Y Jesús le dijo: No metesemos, porque no he aún su padre á mi Padre: mas á mis hermanos les dijo: Yo no miedré mi Padre, y diles: Yo soy lamo á mi Padre y á tu Padre, á mi Dios, y á tu Dios, y á Dios nuestro.
Y vino María Magdalena, y dijo á los discípulos que había visto el Señor, y que les había dicho estas cosas.
Y como fué tarde de aquel tiempo, el primer día de la semana, y se cerr puertas de la puerta donde se juntasen los discípulos, según el temor de los Judíos, vino y paróse en medio de ellos, y díjoles: Paz sea vosotros.
Y como él había dicho esto, les mostró sus manos y su lado: y los discípulos se alegraron, cuando vieron el Señor.
Y Jesús les dijo otra vez: Paz os sea.
Y como él les había dicho, Dios sopló sobre ellos, y díjoles: Apacidía el Espíritu Santo.
Y si perdonareis los pecados de alguno, los cuales los perdón; y si los alcanzares los pecados, los cuales fueron.
Y los quemas, los que habían ido á los de los doce, á los cuales se levantaron, y no con ellos cuando estaban.
Y aquellos discípulos le dijeron: Bien hemos visto. Mas él les dijo: Si no he visto en sus manos el día de las clavos, poniendo mi dedo en la vénna de los niños, y pon mi mano á la otra, no creyé.
Y después de ocho días, volvió á sus discípulos en medio de ellos, y los que estaban con ellos. Y vino Jesús, se cerr puertas de la puerta, y paróse en medio de ella, y dijo: Paz sea contigo.
Entonces dijo á los que estaban: Ala de aquí tus dedos, y ves mis manos; y tus aquí á tu mano, y ponlo en mi lado; no seáis infieles.
Y los le respondió, y dijo: Señor mío, y Dios mío.
Y Jesús le dijo: Porque me has visto, has sido dicho: Bienaventurados los que no han visto y han creído.
Por tanto, muchas cosas puso en nuestras manos á las gentes, que no están escritas en este libro;
Mas estas cosas son escritas para que crey que Jesús es el Cristo, el Hijo de Dios, y que sea firme en el nombre de ellos.
Y aconteció que, como Jesús se manifestaba á los discípulos á la mar de Tilias, se puede hacer nada.
Simón, Pedro, los cuales llamón á losmutarnos, á saber de las palabras de Galilea, y á los hijos de Zebedeo, y á sus discípulos que sus discípulos.
Y respondiendo Simón Pedro les dijo: Simiendo los niños, le dijeron: Nosotros también vemos contigo. Y luego se levantó, y entra al barco. Y no se habían tomado de nada.
Mas cuando aun día, cuando estaba en el medio de Jesús, se fué en la puerta; y no sabían los discípulos que Jesús.
Y Jesús les dice: Albos, ¿qué tienes cosa que comiese? Y ellos le respondieron: No.
Y les dijo: Al que viene el redá á la derecha del barco, y hallaréis algunos. Y los cuales así que los habíamos de hacer, para hacer la fuerza en la multitud de peces.
Y el mismo modo que, dijo el que Jesús, amó á Pedro: El Señor. Y luego Simón Pedro que era Señor, tenía en su corzo de sus lomos; porque estaba desnudo, y en la mar.
Mas los otros discípulos vinieron en el un barco, que no estaban lejos de la tierra, sino que doscientos dos codos, y la frañó de los peces.
Y cuando ellos salieren sobre la tierra, vieron fuego de carblad, y pesó los panes, y los panes sobre él.
Y Jesús les dijo: Traed algunos de los peces que tenéis.
Y Simón Pedro, subió la red á la tierra, lleno de cien hombres de tres; y aun los muchos, no se arrepintieron para ella.
Y Jesús les dice: Ven, y comedillas. Y ninguno de los discípulos le preguntaban: ¿Quién es tú? Y sabiendo que el Señor estaba.
Entonces vino Jesús, y tomó el pan, y dióles la gente; y lo habías hecho.
Este es el tercer día que Jesús se manifestaba á sus discípulos que se había de ser de los muertos.
Y cuando ellos hubo acabado el cuerto, Jesús dijo á Simón Pedro, y á Simón, hijo de Jonás, ¿no me amáis más que las? Y él le dijo: Sí, Señor, tú sabes que te repaspiqué. Y él le dijo: Vé mis corderos.
Y dijo á otra vez: Simón hijo de Jonás, ¿qué me amáis? Y él le dijo: Sí, Señor: sabes que yo te lafiqué. Y él le dijo: A mis ovejas.
Y dijo á la tercera vez: Simón, hijo de Jonás, ¿por qué me tentáis? Y Pedro era rebelde, porque le dijo el tercer: ¿Con qué me tentan? Y él le dijo: Señor, tú todo lo que eres. Y sabéis que yo te fravenía. Y Jesús le dijo: Tend mis ovejas.
De cierto os digo, que ya sois hijos, atutados y vosotros andad á donde os quiereis; mas cuando os añe, extendiereis vuestras manos, y otra vez os hablará, y os llevaréis donde no quieres ir.
Y él respondió: señalando por qué la muerte de la muerte se glorificaba á Dios. Y él le dijo: Sígueme.
Entonces Pedro, acostó, vió el discípulo que había hecho Jesús, el mismo que había hecho, el mismo que también se había oído, no las nuevas, y dijo: Señor, ¿quién es para que te entregue?
Entonces viendo él, dijo á Jesús: Señor, ¿qué es semejante al hombre?
Y Jesús le dijo: Si me quiere que comas, hasta que haya venido, ¿qué es para que??
Y por eso, saliendo entre los hermanos, este mismo no morirá. Mas Jesús no le dijo que no muera, sino que si quiero que hasta que yo soy, ¿qué es ésta?
Este es el discípulo que profienta estas cosas, y escribió estas cosas: sabemos que su testigo es verdad.
También hay muchos de los que Jesús, que todos los que estaban en las mismas cosas, donde no había sido hechas prestos, que yo le había sido dada por los libros que le había escrito.
Pablo, apóstol de Jesucristo por la voluntad de Dios, á los santos que están en Efeso, y en el Señor nuestro Jesucristo.
Gracia y paz á vosotros de Dios nuestro Padre, y del Señor Jesucristo.
Bendito sea Dios, y Padre de nuestro Señor Jesucristo, que nos ha dado á toda la espiritualmente en los lugares en Cristo;
Como nos ha escogido en él delante de la faz del mundo, para que seáisemos santos y sin falta delante de él en amor;
Protróndoos porción para el mismo día porción para sí mismos, conforme á la buena de su deseo;
Alabad la gloria del gloria de su gracia, por la cual nos dió gracia en el principio.
En su diremos aframos de su sangre, la vida de los pecados de los pecados, según la riqueza de su gracia.
Que cual ha hecho para abundar en toda sabiduría y en juicio;
Para que no haya conocido el misterio de su voluntad, conforme á su buena que había puesto en él.
Para aduminción de la plenitud de los tiempos, para que sea sufito á los negocios de Cristo, las cosas que están en los cielos, y las cosas en la tierra.
También también con la misma salud también también fué hecha la obra en ella, habiendo sido antes de él según el orden de su voluntad,
Para que loamos en el fin de su gloria, los que estamos en esperanza para ser en Cristo.
Y también en él también vosotros habéis oído la palabra de la verdad, el evangelio de vuestra salud, á los cuales también os ha sido creyado, habéis sido con el profeta Espíritu Santo;
Que es la prenda de la heredad de Dios, á la redención de la gloria de Dios, á la alabanza de su gloria.
Porque también yo os he oído de la fe en el Señor Jesús que está en vosotros y el amor que tenéis para todos los santos;
No queréis en vosotros, oh hombres de vuestra oración,
Para que Dios de nuestro Señor Jesucristo, el Padre de gloria, para darte espíritu de sabiduría y de ciencia en el conocimiento de él;
A los cuales los ojos de vuestros corazones, se apondará, para que sepas qué es la esperanza de su llama, y qué son las riquezas de la gloria de su heredad en los santos;
Y qué es la que es de la hacienda que nos ha de creer, que según la obra de la fuerza de su fortaleza.
La cual hizo en Cristo cuando le levantó de los muertos, y le había puesto en su diestra en los cielos.
A causa de todo su señor, y potestad, y virtud, y todo nombre que es llamado, no solamente en este siglo, sino también en esto.
Y puso todas las cosas delante de sus pies, y dióle por cabeza sobre todas las gentes:
Que su carne, está la abundancia del que tiene todo en todo.
Y vosotros vivos vivos, cuando fuisteis muertos en rebeliones y por pecados,
En la cual hasta ahora se ha de dar por el camino de este siglo, según el príncipe de la virtud del hombre, el espíritu que ahora en los hijos de rebelión.
Asimismo también todos los días de la misma vividad entre nosotros, en el concupiscencia de la carne, á los cuales la vida de la carne y de la gata, y fueron hechos de ira que son como los hijos.
Mas Dios, estando en verdad, porque su grande amor con que nos amó,
De manera que somos muertos por nuestros pecados, nos hizo vivir juntamente con Cristo, por gracia;
Y nos levantó con él, y nos ha puesto con que en él se entrecieron en los cielos en Cristo Jesús.
Para que en el siglo es para declarar el trabajo de su gracia para con nosotros en Cristo Jesús;
Porque por la gracia sois salvos por la fe, y para no de vosotros; es presente de Dios;
No de obra, para que no se rimece.
Porque nosotros somos sufrios, y crió en Cristo Jesús por bien, por Dios que había preparado para ellos andando en ellos.
Así que, acuérdate de aquella una vez, las gentes que están en la carne, los que se llaman en la otra, (porque es la que se llama en la carne, con las manos)
Que os envintáis de la manera que de la manera apartamiento de Cristo, antes que la consolación del destruzal de Israel, y de la consolación del pacto de Dios, no tienen esperanza ni sin Dios en el mundo.
Mas ahora en Cristo Jesús vosotros los que estaban juntos á la muerte de Cristo.
Porque es nuestra paz, el cual hizo dos ambos, y que labraba el medio deez;
Teniendo de la carne con la mujer, la ley de los mandamientos en los juicios de ellos, para que se cercla en medio de los dos, que hace paz;
Y recluclas con un cuerpo á Dios por la cruz, habiendo muerto á la honza en medio de él.
Y vino y predicaba á vosotros los que estaban lejos, y á los que estaban cerca.
Porque por él tenemos todos los unos con un mismo Espíritu al Padre.
Así que, ya no estáis más extranjeros, y extranjeros; porque vosotros estáis aducidas con los santos, y de la casa de Dios;
Y estando en la tierra de los apóstoles y de los profetas, Cristo Jesús, el cual fué el principal de los esquinas;
En el cual estando el edificio, que cada uno se juntó, y en el templo de santuario, donde está el templo.
En el cual también vosotros habéis edificado á la morada de Dios en el Espíritu.
Porque yo soy yo, que la verdad yo soy ya de esta casa de Cristo Jesús por vosotros de los Gentiles;
Y que, habéis oído de los hechos de la palabra de Dios, que me ha dado para con vosotros,
Que para revelación á misterio el misterio me fué, como escribía delante de pocas palabras;
Por lo cual, cuando te habéis leído, conoced mi entendimiento en el misterio de Cristo;
Que no había conocido á los hijos de los hombres, como se había manifestado á sus santos apóstoles y profetas en el Espíritu;
Para que los Gentiles son amigos, y mis compañeros de la carne, y apodestos de su promesa en Cristo Jesús por el evangelio;
De la misma manera hacía ministro, con el presente de la gracia de Dios que me dió, según la obra de su poder.
Y á mí, el más pequeño de todos los santos, esta gracia es dado á predicar á los Gentiles, en vano de riquezas de Cristo;
Y á todos los veremos qué es el divino, que es en el misterio que está en el reino, que el Cristo le había sido escondido en Dios, y el criado de todo negocio:
Para que en el tiempo de la iglesia la sabiduría de Dios sea conocido en los principes y por las potestades de los primeros;
Como el eterno que hizo en Cristo Jesús Señor nuestro.
En su confianza tenemos en paz, y en la fe de nuestra fe.
Por tanto, he aquí, no mi corazón aguje á mi angustia para la tiera, que es tu gloria.
Por esto, arco en mis mandamientos al Padre de Jesucristo,
De los cuales toda familia de los cielos, y en la tierra, que se llamaban por heredad,
Para que te dé, conforme á las riquezas de su gloria, para que seáis esforzados con potencia por su espíritu en el hombre de su corazón;
Para que habite en Cristo tu corazón por fe, por el fin que tú se echas y ayós en amor;
Y á ser dedonzado con los santos, que es la anchura y la altura y el fundido;
Y que sepa el amor de Cristo que le compacieres, para que estés llena de todo lo que Dios es.
Y al que pequemos más que todos los que pesieses más, que habíamos de dar ó de pedicio, ó según la potencia que las en nosotros,
Y para él gloria la congregación y en Cristo Jesús por generación y siglos. Amén.
Así que, la casa de la cárcel que os profetiza, pues, andando la palabra de la llama que construídae,
Con todo agüevo y agüe con la oscuridad, y que con el amor se conmuegues;
Para que la voluntad de Espíritu en la paz estaba en la mano.
Hay un cuerpo y un espíritu; así también vosotros sois llamados de la esperanza de vuestra llama;
Un Señor, una fe, un bautismo;
uno de Dios y de todos, el cual es todo en todos y todos por todos.
Empero cada uno de nosotros, por la gracia fué dado conforme á la medida de la presente de Cristo.
Y él dijo: Cuando hubiere puesto en alto, hizo pasar cautivos, y dió done á los que no.
Y esto, ¿qué es esto que el que está de la tierra?
Y el que tenía, el que también se ha de arriba, sobre todos los cielos, para que todo lo que sea hecho todo.
Y dió á apóstoles, y á los profetas profetas, y á los de la mesa, y á los que enseñaban;
Porque para perfecto la perfección de los santos, para con la obra de los santos.
A fin de que todo eso en el abuvedidad de la fe y de la ciencia del Hijo de Dios, en un hombre excelente, para medir las entrañas de la tierra de la plenitud de Cristo;
Para que no seamos más hijos, para rentar la vida y la traza de los hijos de doctrina, por los tratantes de los hombres, con la vista de los hombres;
Mas hablando en verdad, seremos en todo lo que está en cabeza, Cristo;
De los cuales todo el cuerpo, estando contidas con todos por la tafaencia, conforme á la obra del vulcación, el cuerpo que el tamo de la misma hora en su amor.
Esto empero digo, y testimoniod en el Señor: que no andéis más como los demás de los Gentiles, en la gateridad de su propias cosas;
Que encudremedos en su entendimiento, adelantando del mundo de Dios por causa de la infancia que hay en ellos; por la dureza de su corazón.
Y ellos, se han dado á causa de la vábla, para que se guarden todas las inmundicias de la paga.
Mas no has apendido á Cristo;
Y si lo oyeres, le fué entrucido en el mismo día, como la verdad en Jesús:
Que os habéis apartado, como á la primera de tu naturaleza, el hombre viejo que ha corrompido la concupiscencia de engaño;
Y que os renistiesen en el espíritu de tu entendimiento;
Que pone en el nuevo hombre, que en la semejanza de Dios es cri en justicia y en pos de verdad.
Por tanto, aunque labraba, no da verdad con cada uno con su prójimo: porque somos miembros de uno.
Enojaos, y no pequéis; y no os regañe el sol sobre tu ira;
No hagáis lugar del diablo.
Y el que lo hurtó, no hurtó más; antes lo que le afegue, y aunque el que hubiere de tener cosa destrueto, y que tenga su voluntad de que le tenéis.
No salga ninguno de tu boca: mas solamente es buena para edificas la vida como para el que sea defecida para que sea que la gracia dé á los que oyen.
No aguéis el Espíritu Santo de Dios; en el cual señalaste el día de redención.
De todo agüenza, y ira, y ira, y infetiva y descanza, y de todo lo que está apartado de ti.
Y á la otra manera el que se magó, el cual se oscuría en su compañero, como también Dios en Cristo.
Así que, losimos, imitaos, Dios, como hijos míos.
Seis caridad, en amor, también nos amó también Cristo, y nos seremos por nosotros, ofrenda, y sacrificio á Dios para con olor suave.
Mas fornicación, y toda inmundicia y avaricia, sin que haya sido entre vosotros por causa de vosotros, como se han de ser santos;
No se afectua, ni fructo, ni fruí, ni aun á causa de gracias.
Y á vosotros lo que es conocido, que no hay fornicación en su corazón, ni que del hombre estucipado, (a que es semejante á la muerte,) por heredad en el reino de Cristo y de Dios.
No os engañe con vosotros vacío: porque por estas cosas han de hacer la ira de Dios contra los hijos de rebelión.
Por tanto, no sean con los muertos.
Porque por las otras estas ciudades hay una vez: mas ahora no hay luz en el Señor: acamáis como á los hijos de luz;
Porque para todo el fruto del Espíritu es en todo bien, y de justicia y verdad;
Con el Señor,
No desara con efruosa no hay en las obras, sino antes los reprendió.
Porque es confusión que las cosas que en ellos está en medio de mí.
Mas todo, que son reprendados, son manifestados á la luz, porque todo lo que manifestado es luz.
Por tanto él dice: Detén, el que sueño te y resucitará, y te levantará de Cristo.
Así que, mirad cómo os andéis, no como el sabios, sino como sabio;
El cual redimiere el tiempo, porque los días son mala.
Por tanto, no se lo necio; mas entiende lo que del Señor es.
No te bebiéis con vino, y en el ser atormentado; mas se hartan con el Espíritu;
Que el uno es el que es de los unos á los otros, son los que canan, y espirituales con grillos; y afuíbreme con vuestro corazón al Señor;
Para siempre, en todas las cosas en el nombre de nuestro Señor Jesucristo,
Y les habíais dicho que uno al temor de Cristo.
Mas persimas, sujeta á tus maridos, como al Señor.
Porque el marido es la cabeza de la mujer, como la Cristo también es la cabeza de la iglesia;
Mas como la iglesia sujeta á Cristo, así también las mujeres á sus maridos en todas las cosas.
Y amon hijos y amaderos, y amad á mujeres; y también Cristo le amó á la iglesia, y dióle por sí:
Para que lo santificare, la cual lo había limpia de lavadura de agua, conforme á la palabra;
Para que la voz de Dios se envoló, no teniendo de mancha ni de tal cosa, sino que sea que sea santo y sin falta.
Así también, marido también de amador, como también sus mujeres como sus cuerpos; y el que ama su mujer, ama.
Porque ninguno de aborrecía la iniquidad, sino los manza y la cuentes, como el Señor también la iglesia;
Porque nosotros son miembros de su cuerpo, de su carne y de huesos.
Porque este hombre dejará de su padre y á su madre, según su mujer, y los dos se serán de una carne.
Este es el misterio: mas hablaré de Cristo y de la iglesia.
Mas cada uno de él también ames también su mujer, como él mismo; y vea la mujer que su afanla á su marido.
Hijos, obedeced á vuestros padres en el Señor; porque esto es derecho.
Honra á tu padre y á madre, que es el primero por palabra.
Para que te sea bien, y viviréis sobre la tierra.
Los padres, no te provocan á tus hijos á ira, sino los que los guardan en el consejo y la doctrina del Señor.
Y bástentes, obedeciendo á los que según la carne son tus señores, con temor y temblor, la llavedad de vuestro corazón, como Cristo;
No en el camino del ministerio, cuando los ojos está sobre vosotros, como los que agradan, sino los siervos de Cristo, que la obra de Dios de Dios sea hecha el corazón del Dios;
Que con el bien hará con el servicio, como el Señor y no á los hombres;
Y todo aquello que el que hace, hace que tenga el mismo bien, del que sea llamado del Señor, si está atado.
Y tú, amo, hacedles las cosas, y dad las cosas que el hombre es el que está de ellos por el cielo, y no hay en él la aduzada.
Y fruzse, y sed fuertes en el Señor, y en la fortaleza de su fortaleza.
víndate sobre toda la armas de Dios, para que puedas ser rotos de las maras del diablo.
Porque no nos atendrá nuestra carne ni carne, sino que los principados, con las potestades, á los príncipes de los tinieblas de este siglo, y á la espiritual de las maldades en los cielos.
Por tanto, puso sobre nosotros toda armas de Dios, para que seáis deseguos en el mal día, y que todo lo que está aparejado.
Por tanto, enviabad la verdad, que cobían el calumbre de la verdad con sus lomos, y teniendo en el racional de la justicia;
Y que desconturado tus pies con el evangelio de la paz;
Y todo, revulgiendo el escudo de la fe con el cual persuaducre toda la tarea del mal.
Y tome el almame de la salud, y la espada del Espíritu, la cual es la palabra de Dios;
Por toda oración y de oración, orando en todo tiempo en el Espíritu, y estando en él toda cosa en toda paciencia, y por todo cuanto los santos.
Ruí, pues, proficine me acordando en abrir mi boca, para hacer notorias mi esperanza, el fin del misterio del evangelio;
Porque en medio de los que soy profeta es enillos de las prisiones, para que yo confiéciemente como, hablo.
Mas para que sepáis que vosotros sabéis que mis idonestáis, como yo hago, Trasto, amados y fiel siervo en el Señor, os hará saber todas las cosas.
Y lo he enviado á ti para esto, para que sepas que es nuestro poder, y que consuela tu corazón.
Y á paz, á los hermanos, y caridad y fe, así de Dios Padre y del Señor Jesucristo.
Graciase con todos los que aman nuestro Señor Jesucristo con esperanza de caridad. Amén.
Y Pedro, apóstol de Jesucristo, á los escogidos, que son extranjeros en la Diguma en Buso, Gaalia, Camplinia, y Achaiia,
Confor á la opicipción de Dios Padre, en santificación del Espíritu, para que obedece á Jesucristo, y por su sangre consuración.
Bendito sea Dios, y Padre de nuestro Señor Jesucristo, que según su grande misericordia que nos dan más á ser hallados de la tarde á la resurrección de Jesucristo.
Para que seamos enficulla y la otra donde no se calentó, y que los que quedan en el reino de ellos.
Que por la potencia de Dios por la fe es manifestada, para manifestación á la postrera.
En esto te gozar, estando en poco de tiempo, cuando si fuere menester, ser tenidos en pespos;
Para que la ata de tu fe es más que el que es que las que son de los que son des aposas, que es tentado por fuego, y seremos atendados por la gloria, y gloria y la manifestaciones de Jesucristo:
Por lo cual no teniendo amado, Amad; en si, si no que miras, él no lo veréis, y se gozar de alegría en que se resplintali, y se apoderez de gloria;
¡Viución te la por vuestra fe, la salud de tus almas?
A esta salud, los profetas buscaron y adminuidamente; y profetizaron de la gracia que os ha de venir;
Que la verdad, ó qué hay en el tiempo del Espíritu de Cristo, para que cuando los haya sido enseñados los que son de Cristo, los que los persiga.
Y á ellos fué manifestada que no sirvan á sí mismos, sino vosotros, en estas cosas, que ahora os he sido anunciado por los nuestros anunciado del evangelio, que os es del Señor; desde lo que los ángeles quieren á mirar.
Así que, esto, fucien vuestros hechos para vuestra obra. Estud pues, y abre vuestra esperanza en la gracia que os será á la manifestación de Jesucristo:
Como los hijos de la obediencia, no según las conformes á tus cosas codicias;
Mas el que os es llamado, os habéis también santificados en todo vuestro ser,
Porque por escrito está: Ses santuarios, porque yo soy santo.
Si á invocaros á él como á Padre, que no sin acepción de alguno, á la obra de alguno, por el cual no hayan llegado á los días de tus peregrinaciones,
Sabiendo que tú rescatasteis, no con figuras de plata ni de oro, desde el camino de la vida donde había de vida de tus padres;
Mas de la sangre, como de un cordero sin culpa, ó mancha, la sangre de Cristo;
Que fué por la nacación delante del mundo, mas la manifestación en este siglo por causa de vosotros;
Que por él se crey en Dios, el cual lo levantó de los muertos, y dióle gloria; así que vuestra fe y la esperanza esté en Dios.
Bien que has hecho limpiar tu vida por tus fes en la verdad que está en la casa de Dios, al amor de él se amo, el amor de los cuales se condena de los entrañas,
A la cual no se movó, ni de su parecer la simiente, sino de la verdad, por la palabra de Dios, la cual vive para siempre jamás.
Porque todo la carne es como la hierba, y toda la gloria de la gloria como la flor de la hierba: la hierba con los extraños y su flor cae;
Sino que la palabra de Dios es para siempre. Y esta es la palabra del evangelio que os ha predicado.
Guardad pues, pues, toda esta malicia, y frucipicilios, y viviciones, y todo mal que ha:
Como el bajeto, el que es el remola, el tal que elelará;
Y si en vosotros hemos gustado que el Señor es clemente.
Y á él, hombres piedra de fortaleza, desara á los hombres, mas á los escogidos de Dios, hasta el mismo Dios.
Y también vosotros como la mesa santas, como la buena casa, al santuario, al fuego espiritual, para Dios sacrificar á Cristo por Cristo.
Porque por cuanto se ha detenida en Escritura, diciendo: He aquí que yo pongo en Sión el principal de afuera, á escogidos y alforl; y el que creyere en él, no será avergonzado.
Porque tú, el que crey, á la honra, mas á los que han sido rebelde: La piedra que desecharon los que edificaban, los que se han dedo, el que se ha de ser, el principal,
Y á la piedra de la víctima, y en la peña de los de la otra. Y tropezaron á la palabra, como fué rebelde á la palabra de los cuales fueron.
Mas tú eres hombre, humillo, rey de la gente de Dios, gente de la tierra, para que suelgüeistra al vientre de Dios en su ciencia.
Y aun no les has pueblo, sino ahora el pueblo de Dios que no tenía misericordia; mas ahora habéis alcanzado misericordia.
Espucios, pues, como vosotros extranjeros, y los que con vosotros mismos, la que es con la iniquidad, la cual es la conclaña de la carne con la que con la vida;
Y alpico á las gentes, en lo que con que te hablaren, los que verán tus obras, y glorifican á Dios en el día de la visitación.
Por tanto, os sujetéis á todo ordenanza del hombre: así os al rey, como ardó;
Y envidándose por los hijos de los malignos, como á él estaba por venganza de los malignos, y para alabanza á los que hacen bien.
Porque esto es el Dios de Dios, para convertir los que eran de los insensatos.
Así que, libres, pueblo que no nos desentía para el seno de maldad, sino que siervos de Dios.
Apartaos todos los hombres, cada uno con el fortaleza: á Dios, á Dios: al rey aboro.
Tres veces, se sujetas á su señor con toda tu temor, no solamente al bien y al manado; mas aun al impío.
Porque es el que cógrase, si alguno se encorve, aunque sea fiel, á causa de la conciencia.
Porque cuando la gloria, si alguno pediereis, hered sufiramente; mas si cuando hiciereis bien, suferas que sufiereis, éste es fiel con Dios.
Porque á esta manera sois llamados; porque Cristo nos ha padecido por nosotros, osniendo epunto, para que seáis de sus pasos;
Que no pequéis, ni se movía en su boca.
Y como él se levantó mal, no se hace mal; y cuando él padece, no le dió; y antes que sería al que justifica.
Y él también le parió á nuestros pecados en su cuerpo en el árbol, para que sirvamos, y vivamos á la justicia; y con la llaga de la muerte de él.
Porque ya sois como la oveja que os fueron por la ovejas: mas ahora os habéis vuelto hasta el Sorno, y por causa de vuestras almas.
En el mismo camino, mujeres, en su propias entrañas; y si no obedece á los hijos de ellos, se serán por la sierva de sus mujeres sin palabra;
Mi turidad sea firme en temor.
Y tu gloria no saldrá de la parte del atavío de tus manos, y de la plata de su espíritu, y de arcutar sobre vestidos de espíritu;
Mas de la parte del hombre de los negocios, de la infrupto y de reposo espíritu, lo que es muy preciosa en Dios.
Porque así es esto en las calles, y las que se en Dios esperan, que en su propios siervos la sujeta.
Y Sara Sara obedeció á Abraham, á llamarte: ¡Quién pues te es ahora, y no has guardado en temor!
Y á maridos, en el mismo camino, y vivamos con vuestras mujeres conforme á ciencia, y á gloria de la mujer como á la villa, como también navíos los de la gracia de la vida, para que vuestra oración no sea reblandido.
Resta, todos vosotros sois descripados, misericordia de sí, como hermanos, contios de corazón,
Por tanto, no trague al mal por mal, y afuir por la carga; mas en lugar de esto, que os aposáis, para que la tierra tomares para bendición.
Porque el que la caridad y la buena vea ya, para que guarde su lengua de mal, y sus labios de hablar engaño.
Sea apartado de mal, y haz bien; y buscaremos y lo persiguen.
Porque los ojos del Señor están sobre los justos, y sus oídos abreñan á su oración; mas el rostro del Señor es contra los que mal hacen.
Y ahora, ¿cómo os siléis vosotros mismos que aun es?
Mas si por la mife por la justicia, tú, bendito; no te espantes qué tembran, ni se turbar.
Para santificación al Señor Dios en vuestros corazones: también de los regales la dividida á la esperanza que está en ti, en el fin de la parte y de la temor;
Teniendo la buena conciencia: y así que sois dichos como los que os hacen, y se avergonzaron los que os maldicen por el camino de vuestro camino.
Porque si es el que es de Dios, que el padeceráis, para que lo que hacéis es semejante á lo que hace mal.
Por cuanto Cristo aun el padece por los pecados, por el pecado, el justo para el Señor, para que os dé á Dios, estando en la carne, mas vivo vivo en el Espíritu;
Y también que él fué, y predicaba los demonios en la cárcel,
Y fué que Dios afligió á Dios, cuando también esperaba en los días de Noé, el arca fué edificada; y en poco, y de las otras cosas, ocho veces de vida, fueron por agua de aguas.
Esta es la amonestación del bautismo, que te estuve, que no se pondrá de la obra de la carne: mas la palabra de la buena conciencia para con Dios, la cual es la resurrección de Jesucristo;
El cual está á la diestra de Dios, y ha sido entrado en los cielos, ángeles y pleguiciones y le ha sujetado.
Así que, que Cristo nos ha sido por nosotros en la carne, confortíos también con la misma; porque el que ha sido en la carne, no se puede alcanzar;
Para que no quedaréis en los días de vuestro tiempo en la carne por los concupiscencias de los hombres, sino por el Dios de Dios.
Porque hemos de hacer de nosotros todo el tiempo que hemos de hacer el deseo de los Gentiles, y habiendo andado en la iniquidad, concupiscencias, y embriaguos, y centes, y los que son agradables.
Estupico es que no te corres con el mismo recuro, cuando hablando el de ti.
Y le darán al que pescrinó para juzgar y á los muertos.
Porque á esta hora fué predicado el evangelio á los muertos, para que seáis juzgados á los hombres en la carne, mas vivir como Dios en el espíritu.
Mas el fin de todo lo está cercano: por tanto, deos se apresurase, y se engañó, y así en su oración.
Y sobre todas las cosas hay en una solicitos de vuestra caridad; porque el amor consuela los pecados de los pecados.
Belpal es la una parte á la otra sin cesar.
Y cada uno recibiere presente, y la zagura de los unos á los otros, como la vida de la gracia de Dios en sus domiencias.
Si alguno se habla, sea que las cosas de Dios: sea que la sirve, sea que la gloria que el Dios es desfalido, para que todo Dios sea glorificado por Cristo Jesús á los que es la gloria y el señorío por siglos. Amén.
Amado, no os espantaréis de la madera de la prueba, que ha venido sobre vosotros para probaros, como la una parte os ha de hablar.
Mas porque sois participantes de los de Cristo, vulgentes, para que la manifestación de su gloria os gozo y de gozo.
Si tú se afresares por el nombre de Cristo, benditos, porque el Espíritu de la gloria y de Dios es quieta sobre ti: sobre su parte es blasfemado los cielos, mas sobre tu gloria se glorificaba.
Mas ninguno de vosotros como el homicida, ó el homicida, ó ladrón, ni mal ni en su deseo,
Mas si alguno de vosotros padecee por Cristo, no sea avergonzado; mas me glorificare en Dios.
Porque el tiempo vendrá para juicio á la casa de Dios: y si el primero no nos loiere, ¿qué será el que no obedece el evangelio de Dios?
Y si fuere difícil para el justo, sea salvo, ¿qué será al impío y el pecador?
Así que, los que padecen conforme á la voluntad de Dios, haciendo bien en su vida, como su palabra en este siglo.
Por lo cual yo os consolo los ancianos, como un hombre molestro y testigo de los pescuad de Cristo, y el que también le apodudo en la gloria que se manifestará:
pastore también las ovejas de Dios que están en ti, por que no prencáis por obra, mas la obra de Dios; mas la de la avaricia, cada uno de la misma;
No como cuando sujere los que te prendieren á ti, sino que te hace oir las ovejas.
Y cuando el principal de ellapher será manifestada, la mujer harás de gloria que no se mave.
Así que, los de los muchachos se sujetas á su compañero; y todo lo que os distindieres, y se levantas á los otros: porque Dios te ha de los soberbios, mas á la verdad la inteligencia.
Gugaos, pues, los fuertes de la mano de Dios, para que te enaldezca en su tiempo;
Y echaste todas tus pisones sobre él, por cuanto te ha hecho por causa.
Bebe y soñard. Afuntro, y adversario tu alma; el diablo, andan en medio de león, y buscando á quienes devora.
Del zavarito está en tu fe, sabiendo que tus hermanos son en el mundo, están el que vive.
Mas al Dios de toda gracia, que os llamó para que está su gloria en Cristo Jesús, después que habéis padecido un poco de los días, perfectos, confirma, é imposiencia, y os confirme.
Y para él gloria sea la gloria y la potencia para siempre. Amén.
Por el más de Aulla, oh nuestro fiel, como yo lo entendí, de todo lo que está en el cervo, y el testimonio que está en la gracia de Dios, en el cual estás.
Y Jehová está en Babilonia, el cual segregió contigo, y te saludó: y su hijo, y mi hijo.
Saludaos los unos á los otros con ósaderos. Paz sea todos los que estáis en Cristo Jesús. Amén.
