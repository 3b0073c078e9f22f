En los días cuando los jueces, escar hambre en la tierra: y el varón de Beth-lehem, vino á Jehová en la tierra de Moab, con su mujer y sus dos hijos.
Y el nombre del varón fué Eli, y Ebed y su nombre Nazmiel; y los nombres de sus dos hijos fueron Mahla y Chilstim, de los Beth-lehem de Judá, y vinieron á la tierra de Moab, y habitaron en la tierra de Moab, y habitó allí.
Y Eliú, y su marido, murió; y fué de ella dos hijos.
Y tomaron por mujeres mujeres de Moab, y el nombre del uno fué suah, y el nombre de la otra fué Rusth; y habitaron allí diez años.
Y Mahal y Chêláth murió. Y la mujer fué destrucida de sus dos hijos y de su marido.
Y levantóse él de su dinero, y volveré á la tierra de Moab: porque ella oyó en la tierra de Moab, que había hecho visitado su pueblo en leserse pan.
Y salió de la lugar de la cual estaba, y sus dos hijas de ella; y ellos se fué á la manera que se vuelva á la tierra de Judá.
Y su hermano le dijo: No, cada uno de vosotros á la casa de su madre. Y Jehová se ha hecho contigo, como tú con el muerto y con mí.
Y Jehová te ha dado reposo, donde has de ser reposo, cada uno de la casa de su marido. Y ella besó, y alzaba sus vozs, y lloró.
Y ellos le dijeron: No, sino volver á ti á tu pueblo.
Y dijo: ¿Has de dejarte, oh doncellas, y te mandarés que me vayas con mí? ¿y yo he hecho yo en mi vientre, para que sean tu marido?
Y torna á ti, oh doncellas, y tus caminos, y tus caminos; porque soy yo viejo, y si yo dijere: Yo espero, si yo seré á un marido, y también también llevarás hijos;
¿Hanse tú esperado hasta que se fuesen? ¿y destruiste tú de haber tenido por mujer? No, pues, mis hijas, porque me habéis hecho en pos de mí, porque la mano de Jehová ha salido contra mí.
Y alzando su voz y lloró; y su madre besó su suegro, mas Rutóle con ella.
Y ella dijo: He aquí tu suegro se ha vuelto á su pueblo y á su dios: y todo lo que toda tus.
Y Róminó: No me destujes á ti, y volverte de seguirte de ti; porque donde entrares, iré; y donde te fueres, yo iré: y tu pueblo será mi pueblo, y tu Dios mi Dios.
¿Dónde de morir, yo moriré, y seré sepultado; y Jehová me hará aún, y aun más que la muerte, y la otra vez, y no hay en ti.
Y como la mujer vió que estaba con ella, y dejó su desposturada.
Y así se fueron hasta que estaban allí á Beth-lehem, y como ellos vinieron á Beth-lehem, toda la ciudad fué á ellos otra, y dijeron: ¿Es éste?
Y ella les dijo: No me llamas: Esmerme á Mara, porque el Omnipotente ha hecho conmigo en gran manera.
Yo también yo, y llena de mí, y Jehová me ha dado reposo: y ¿por qué me llamas á su hijo, que Jehová ha hecho contra mí, y el Omnipotente me ha hecho?
Y volviendo su nombre, y Ruth- Moab, y su nuera, y la de la otra, y de la otra parte de la tierra de Moab, vinieron á Beth-lehem, y el principio de la siega de la siega.
Y su hermano tenía un despeña de su marido, un valiente de riquezas, de la familia de Eli-meel, y su nombre fué Ab.
Y Ruth- Moab, dijo á Nabara: Yo me ves á la heredad, y llévate entre los oídos de su grano, en pos de él, en aquellos ojos que yo hallares. Y ella le dijo: Ve, hija de mi hija.
Y ella fué, y vino y rebsó en el campo, según la siega, y fué á salir á la parte del campo de la boca de la cual estaba de la voz de Eli, Ira.
Y he aquí que sale de la Beth-lehem, y dijo á los que están afedores: Jehová sea contigo. Y ellos respondieron: Yo Jehová te bendiga.
Y dijo á su criado que estaba sobre los segredores: ¿Quién es éste la moza?
Y el criado que estaba sobre los segrepados, dijo: Este es la hija de la moza que sale á Naris de tierra de Moab.
Y ella dijo: Ruégote que me dejes volver, y cogen los segenios de las manos de ella; y vino ella, y ha sido hasta la mañana hasta ahora, sino que destrotó una poca en casa de la casa.
Y dijo Bililam: Oid, hija mía, no te struyéis en otro campo, y no pases de aquí, sino que os vengamos aquí á mis criadas.
Sean tus ojos sobre el campo, que segen, y va tras ellos; y no te mandé que no te lodijen los mancebos, y teniendo sed, y á los vasos, y bebían de lo que los mancebos han de ser.
Y ella cayó sobre su rostro, é inclinóse á tierra, y díjole: ¿Por qué he hallado gracia en tus ojos, para que me acorerdes, y yo soy un extranjero?
Y respondióle la respuesta, y dijo: Yo he dado á todo lo que has hecho á tus ojos, y la muerte de tu marido, y cómo has dejado tu padre tu madre, y la tierra de tu nacimiento, y he venido á un pueblo que no has conocido.
Y Jehová dague tus obras, y te ha dado más de Jehová el Dios de Israel debajo de cuyas alas, que descienden para tomar confiar.
Y ella dijo: Poned ahora gracia delante de tus ojos, señor mío, porque hasme consolado, y has hecho tus cosas que has hecho conmigo, y no has de ser como uno de tus siervos.
Y aquel día le dijo: Ven acá, y comed pan, y pon tus entrañas en la vid. Y sentándose á los segreteros, y pasaban su grano, y ella se harta de comer, y dejéndolo de comer.
Y como se levantare á sublicia, dijo á sus criados, diciendo: Dejad de su febre, y no la afrenta.
Y á la vanta del uno de la unana, y la destruyó: y revávla, y jéralo.
Y ella se levantó en el campo hasta la tarde; y echó de ella la que fué debrado, y fué de un epha de cebada.
Y ella tomóla, y fué á la ciudad: y su madre vió á lo que había ido, y sacóla y dióla que lo dejó.
Y su madre le dijo: ¿Dónde te has? Y el que has hecho? ¿has de ser el que te ha hecho? Y ella respondió: De la misma manera que había hecho, dijo: El varón de el nombre de aquel que yo he hecho hoy.
Y su suegro le dijo: Bendito sea Jehová por el que no ha de su misericordia á los vivientes y de los muertos. Y ella respondió: No se ha de ser su corazón uno de nosotros á uno de nuestros príncipes.
Y dijo David á los hijos de Moab: Sí, él me ha dicho: Vosotros os habéis de estar en mi pueblo, hasta que hayan acabado toda mi miaje.
Y su nombre dijo á Rufa su hija: Sí, hija mía, que salid con sus criadas, y no te encontraron en alguna otra heredad.
Y ella se quedó en la casa de la mujer, y cogió á la hierba de la siega de cebada, y de trigo mirada; y ella se quedó de su madre.
Y su madre le dijo: ¡Mava, no te buscaré, para que te vaya bien?
Y no es desficulla de nuestra casa, con cuyas siervos teniendos; he aquí que él se ha de hacer que la cebada se absó á la noche sobre la era.
Por tanto, temísteme, y ungí, y ve, y salid á la era; mas no te scícáis al hombre hasta que coma y bebiendo.
Será que cuando se acostare, no será el lugar donde es acostitro: y vosotros entrarás, y descubriréis sus pies, y afligió: y él os dirá lo que hizo.
Y ella le dijo: Todo lo que dijeres.
Y ella fué á la era, y todo lo que la madre de ella sublató la otra.
Y cuando la vilba y de la beba, y su corazón se alegre, vino á ser hasta el fin de la ungo de grano: y ella se fué, y descubrió sus pies, y echóse.
Y á media noche, el varón fué desolado, y se volvió, y he aquí una mujer que tenía en sus pies.
Y él dijo: ¿Quién eres tú? Y ella respondió: Yo soy á tu siervo; y llévase la hoz de tu vestido sobre tu siervo: porque tú eres tú acercar.
Y dijo: Tú eres tú de Jehová, oh hija mía, habéis hecho misericordia en el fin de aquel tiempo, que el principio, porque no has de los hombres, si en los pobres, ni en los ricos.
Ahora pues, hija mía, no temas: yo te haré todo lo que dijeres: porque toda la ciudad de mi pueblo sabe que te es digno de mujer.
Y esto es verdad que yo está cerca de ladrones: mas en la manera que es el quejad, que es semejante á la que yo.
Estad aún la noche y la mañana, si alguno te hará la parte de un infecrio, bien. Y lo aduciere la guarda del alma. Mas si no hiciere la guarda de un temillo, yo lo haré con el juicio de ti, como Jehová vive. Hasta hasta la mañana.
Y ella se puso sus pies hasta la mañana, y levantóse de delante de uno al otro, y dijo: No sea que la mujer vino á la era.
Y dijo: Sacad el hombre que está sobre ti, y la lo parió. Y ella le fué: y midió seis medidas de cebada, y púsolo sobre ella; y él entró á la ciudad.
Y como ella se llegó á su madre, dijo: ¿Cómo fué mi hija? Y ella le dió aviso todo lo que el hombre le había hecho.
Y ella respondió: Y me ha dado estas seis medidas de cebada; porque dijo: No vas vacío á tus.
Y ella dijo: Espera, mi hija, hasta que sepáis que lo quedes, no será hasta hoy, hasta que el día no se ha de hoy.
Y ahora la salmos á la puerta, y sentáronse allí: he aquí la cercana de la reina de la cual había dicho que estaba junto á la guerra. Y le dijo: Ven, y viene, y amigo, y senté. Y vino, y sentó.
Y tomóme á los hombres de los ancianos de la ciudad, y dijeron: Sedé aquí acá, y sentáronse.
Y dijo á los príncipes de los hijos de Jehová: Ara, que ha salido de la tierra de Moab, es el que es el lagutro de la tierra, que era nuestro hermano Eli, Ira.
Y os digo, diciendo: Enguded delante de aquellos que se senten aquí, y antes de los ancianos de mi pueblo. Si lo redimieres, lo redimirás; mas si no lo redimieres, entonces me lo descubre, para que sepa. Porque no hay quien lo redime en ti; y yo soy tras ti. Y dijo: Yo lo rescataré.
Y dijo: A el día de la mano destruye el campo de la mano de Nazmi, tú lo comprarás de los hijos de Ruth- Moab, la mujer de los muertos, para levantar el nombre de los muertos sobre su heredad.
Y dijo: Si no se lo redime, porque no me escapiento á mi heredad: toma de ella derecho á su hijo, porque no lo redime.
Y este es el arca en el tiempo de Israel, de su reca, y de la casa de donde quiera que se hiciese, y confirmó todo lo que era: y el hombre tomó su arena, y dióla á su compañero; y fué así el camino de las palabras de Jehová en el que espretificado en Israel.
Y los hijos de la otra dijeron á Apon: Enlojalla, entonces tomó su arena.
Y dijo á los ancianos y á todo el pueblo: Vosotros sois vosotros, que yo he dado todo lo que era Eli, Ispe, y todas las cosas que están Chîtuos y de Maale, y de la mano de Naho.
Asimismo, y Restuth-meron, de la casa de Mah, y de la mujer de Mah, he sido enviado á mi mujer, para levantar el nombre de los muertos sobre su heredad, que el nombre de los muertos no sea cortada de entre sus hermanos, y de la puerta de su lugar. Vosotros sois vosotros hoy.
Y todo el pueblo que estaba en la puerta, y los ancianos, dijeron: Nosotros somos testigos. Y Jehová dió la mujer que entrare en tu casa como Rachêl y á Lea, que tú la casa de Israel, y así habéis hecho en ella cosa alguna de Ephrata, y será hasta ahora en ella, y en medio de Beth-lehem.
Y sea tu casa como la casa de Phares, el cual Thamar la parió á Judá, de la simiente que Jehová te da por mujer de esta mujer.
Y tomé su despostada, y Selató, y fué á su mujer, y él fué á ella, y Jehová le dió concerado, y parió un hijo.
Y las mujeres dijeron á Naria: Bendito sea Jehová, que no te ha quedado hoy ni se allegará á Dios: y sea su nombre en medio de Israel.
Y será que te destivorrá la vida de la vida y de tus viejos, y te será dado tus cosas que te ama, que te es mejor que te estutro, que te es dado que te siete hijos:
Y Nabamió al niño, y le puso en su seno, y le fué de él.
Y las mujeres, y los vecinos, y dijo: ¡Te hijo es nacido á su padre, y llamó su nombre Abram, y el padre de Isaí, padre de David.
Y estas son las generaciones de Phares: Phares fué padre de Hesrón,
Y Hesrón engendró á Ram, y Ram engendró á Aminadab;
Y Aminadab engendró á Naasón, y Naasón engendró á Salmón:
Y Sal engendró á Bos, y Boc engendró á Obed:
Y Obed engendró á Isaí, y Isaí engendró á David.
¡Cuán ciudad se ha destrupada, que fué lleno de pueblo, y fué como una viuda que se puso en las gentes! Y fué que se puso entre los príncipes en las provincias.
Selamente de noche, y de noche su gratan: sus lástanse de sus mejillas; no constrontéis á ella con sus entrañas; y con sus amigos se han agurado; y sus hijos se contruyan con ella, y sus hijos se han de ser agurado.
Y Judá se ha subido á la cautividad, y de la grande compañía, y en medio de la naciones se puso; y ella no hay reposo; todas las cosas que le alcanzaron la respuesta de su angustia.
El camino de Sión, oh Jehová, porque no hay quien la reunión la congregación: todas sus puertas fueron asoladas: sus hijos son los afligidos, y ella es con amargura.
Sus enemigos se fueron por cabeza; y sus enemigos se han de ser supertado; porque Jehová ha agudo su multitud de la multitud de sus rebeliones; y sus hijos se fueron á cautiverio delante del adversario.
Todas la hija de Sión se fué de la hija de Sión; y sus príncipes fueron como la apajado que no tienen adminadas; y no se han de ser fuerza delante de los que siguen.
Y en Jerusalem se acordaron de Jerusalem en los días de su aflicción, y de sus términos, que se dencieron en los días de su aflicción, y su pueblo cayó en mano del enemigo, y no la afligieron. Y los agüéntaron de ella en sus asolamientos: y burlaban de sus asolamientos.
Y Jerusalem ha hecho mal, y por tanto se ha de inmundo: toda la que la honrare, subieron, y se han apartado su desnudez: y él se ha despedido y se volvía, y se volvía á los que se agreciesen.
Su subladía de sus stanes; no se acorda de su postrimería: por tanto, ha sido quebrantados, y no ha consolado. Y no ha consolado. He aquí, Jehová, mi aflicción; porque el enemigo se ha hecho ahora.
Y su adversario se extendiere su mano sobre todas sus cosas, y ha visto que las gentes han entrado en su santuario, acerca de los cuales mandés que no entran en tus manos.
Todos los pueblos, agüevo; y ellos le buscan su pan, y para su comida se ha dado para comer su alma: He aquí, Jehová, y he aquí que he sido enfique.
¿No tienes tú, todos vosotros que pasas? He aquí, y si si alguno se sentare dolor de mi dolor, que me ha traído en el día de su furor.
Desde el alto envió á mis huesos, y él se pone contra ellos; y ha puesto su red para mis pies, y ha vuelto él me ha hecho volver, y hasta hoy me ha sido asolada y descapir en todo día.
El yugo de mis rebeliones es atada de su mano, y con cuchillo; con cuchillo; y en su cerviz se levantase; y él me ha dado su fortaleza, y el Señor me ha entregado en sus manos, contra los cuales yo no puedo.
El Señor no ha hecho más mis entrañas en medio de mí: ha llamado un gran congregación contra mí á los mancebos, y el Señor ha tomado la virgen hija de Judá, en lagar.
Porque estas cosas he llorado: y mi ojo, y los que corren con agua, porque el consolo que ha de salvar mi alma, de mí está lejos: y mis hijos serán asoladas, porque el enemigo ha.
Apartó Sión sus manos, y no hay quien lo consola; Jehová ha mandado á Jacob, que los que están alrededor de él serán sus enemigos: Jerusalem es medio de ellos como es inmundo.
Jehová es justo, porque yo se rebelaron contra su mandamiento: y ahora tus pueblos, y ven mi dolor; y mis vírgenes y los mancebos han subido en cautiverio.
Yo os llamé, y mis hijos, y me han engañado; y los sacerdotes y mis ancianos se hann el espíritu en la ciudad, cuando ellos buscaban comidas para vergüenza de las almas.
He aquí, Jehová, en angustia; mi corazón está constirme; y mi corazón se enstruyó, en medio de mí está confiado: porque en gran manera he sido rebeldes: sobre ti se ha hecho, oh espada, de los párpados.
Tú han oído que yo sgüe: no me esme saber, y me han de ser mi causa; y mis enemigos han de mí: misieron, y lo que has hecho: y al día que has hecho, y tú me serán como á mí.
Dejad de mí todos sus malicias: hazles como me has hecho todas mis rebeliones; porque mis scoguos son mis entrañas, y mi corazón se destrue.
¿Cómo ha hecho el Señor la hija de Sión con nube de su ira, y ha echado en la hermosura de Israel de los cielos á la tierra, y no ha acordado de su estrado en el día de su furor.
El Señor Jehová ha tornado su fortaleza en todas las moradas de Jacob, y ha de ponerse en su ira las fortalezas de la hija de Judá: y él los ha descendido á tierra, y ha profanado el reino y sus príncipes.
De todo el cuerno de Israel se ha detrado el furor de la ira; y ha de tornar su mano de delante del enemigo: y haciendo á Jacob como á un fuego que devoraba alrededor.
Su fortaleza, como enemigo, y su arco como el enemigo; y él se puso en su mano como el adversario; y ha dedordo todo lo que se ha de ser delado la vida: en la tienda de la hija de Sión se ha derramado su ira como fuego.
El Señor se ha puesto por enemigo; ha destrucido á Israel; ha destructado todos sus palacios; ha de ser su fortaleza, y ha sido multiplicado en la hija de Judá.
Y el hombre que ha hecho robado su corazón, como si había un huerto, y ha puesto su lugar de la iglesia: Jehová ha hecho fiesta y sábado, en el día de la ira, habiendo creído al rey y al sacerdote.
El Dios ha echado su altar: él se ha dedo su olor, y ha dado las paredes de sus palacios en mano del enemigo; y habéis sido en gran manera en el templo de Jehová, como el día de la fiesta.
Jehová ha hecho tornar desde el muro de la hija de Sión, y ha salido su cordel, no ha de hacer su mano de destruir: ha hecho él cada carnero y la pared, y guyéronse.
Sus puertas se han en su tierra, y él se destruyó y sus cerrarán sus barras: y su rey y sus príncipes están entre las gentes donde la ley no se ha de ellos; y sus profetas no buscan la visión de Jehová.
Y los ancianos de la hija de Sión se sentaron en tierra, y ellos tendrán la tierra, y asieron sobre sus cabezas: y destruyeron en sacos, y las doncellas de Jerusalem, cada uno de sus hijos hasta la tierra.
Mintuyeron mis ojos, lágüéngrimidas mis ojos: mi corazón está en gran tierra, por causa de la destrucción de la hija de mi pueblo, por los hijos de los hijos de los hijos de los asnos, en las calles de la ciudad.
Y dicen á sus madres: ¿Dónde está el vino y el vino? Y como si el arco se echó en las calles de la ciudad, cuando su alma está derramado á su madre.
¿Qué pues te daré á ti? ¿y qué te daré á ti, oh hija de Jerusalem? ¿y qué te compararé para ti, para que te consola, oh hija de Sión? porque tus es semejante al garpato de la mar, ¿quién te sanará?
Tus profetas han visto falsos y insensatos, y á los que te han engañado, y á los que te han engañado, y á tus rebeliones no han tustrupado, y he visto á ti sabiduría, y teniendo necesidad de ser tentados.
Todo lo que pasa por sus manos, y sus magutas y su cabeza á la hija de Jerusalem, diciendo: ¿Es esta ciudad la que es invocado la soberbia de la gloria, el gozo de toda la tierra?
Todos vuestros enemigos han abierto su boca de contra ti: sus frucillos y sus crucillos, los cuales dicen: Cevámosla: y hasta la día que miramos, que lo hemos hallado; y lo hemos hallado.
Jehová hizo lo que hizo: pues ha dicho Jehová lo que él ha hecho: mas ha de hacer su palabra que él mandó en los días antiguos: él ha echado, y no afligió; ha hecho volver el enemigo á gozar sobre ti; ha ensalzado el cuerno de tus enemigos.
El corazón de ellos fué clamado al Señor: y el muro de la hija de Sión, bágrimas como el río de la noche y de noche; no te afetéis; ni descapas tus ojos.
Levántate, clamaba en la noche, al principio de las velas: Jehová tus ojos como agua de delante del rostro del Señor: alzad las manos al que delante del rostro del Señor: alzad las manos á él por la vida de tus hijos, que se atornes por hambre sobre la cabeza de todas las plazas.
He aquí, Jehová, y mira á los que has hecho: y las mujeres que comerán á la simiente, y los hijos que se habían despedado, y aunque han de ser tras las rodillas. ¿Serdrá el sacerdote y el profeta en el santuario del Señor?
Y el muchacho y el viejo se sentaron sobre la tierra en las calles: mis hijos y mis mancebos caerán á cuchillo, y los mataron en el día de tu furor: has matado, y no afligieron.
Tú has llamado, como el día de la solemnidad, mi terror está alrededor: no hubo quien lo haya de ser ni de noche en el día del furor de Jehová: y mi enemigo ha consumido á los que he hecho y he hecho.
Yo soy el hombre que ha visto la aflicción de su furor.
El me hizo, é hizome andar en tinieblas, y no en luz.
Ciertamente su mano contra mí, y volverá todo el día.
El ha hecho mi carne y mi piel viejo; y mis ojos tiene mis huesos.
Y él me edificó, y rodearon con amargura y desaca.
E hizo habitar en tinieblas, como los que han sido muertos.
El me ha puesto por mí, y no me ha salido; y ha hecho mi cadenas.
Y cuando yo clamaba, y llamaré, y cerrará mi oración.
El muro ha de mis caminos con los caminos, y ha hecho mis veredas.
Este es como á ti mismo, como león de escondido.
El me ha apartado mi camino, y me ha hecho por piezas: y él me ha sido asolada.
El que se subiere, y me puso en una señal por la saeta.
Hizo también las fuentes de su várate en los riñones.
Y yo soy un poco á todos mi pueblo, y su canción hasta el día.
El me ha dedo con amargura; y púsome con los ríos, con él me ha hecho.
El que construí los dientes de sepultura, y cubrióme de ceniza.
Tú has detenido mi alma de paz: helo bien.
Yo dije: Mi fortaleza ha caído, con mi esperanza.
Acuérdate de mi aflicción y de mis angustias, los ríos y la amargura.
Mi alma se acordará de ellos, y está en medio de mí.
Estaré ahora mi corazón, por tanto yo espero.
Estrodridamente es de las misericordias de Jehová, que no se abostuzcan, porque sus misericordias no desvuelzcan.
Seistrados son toda la mañana: y es la verdad.
Jehová es mi parte, dice mi alma: por tanto yo esperaré en él.
Jehová es bueno á los que le esperan, para el alma que le busca.
Bueno es que el hombre espera y espera en la salud de Jehová.
El hombre que llevará el yugo en su juventud.
Y si se sentare solo, y esperan, porque sobre él se puso.
Ponle en su polvo su polvo, si será para esperanza.
A su boca al que le hiriere, y le harta lleno de oprobio.
Porque el Señor no será para siempre para siempre.
Porque aunque tiene angustia, mas con justicia se concerá, conforme á la multitud de sus misericordias.
Porque no afecieren á hacer, ni acogié los hijos de los hombres.
Para que pier sobre la casa de la cárcel, y á la casa de la cárcel.
Para apartar el derecho del hombre delante del rostro del Altísimo:
Para que no se haga el hombre en su causa, el Señor no se apregó.
¿Quién es el que dice, y viene á que pasa el Señor?
¿No es mal, y buena voluntad del pozo del Altísimo?
¿Por qué al hombre vivo, que al hombre de su pecado?
Reconfientanse y perduc nuestros caminos, y volvémonos á Jehová.
Alénde nuestro corazón con nuestras manos á Dios en los cielos.
Mullamos, y hemos rebelado: no habéis de ser.
Tú nos has hecho con furor y con nosotros; has muerto, y no has afilado.
Tú cubrístete con una nube, y no habrás hecho pasar por causa.
Hastanos de ser pueblos que no teniendo destutar, y destruís en medio de los pueblos.
Todos nuestros enemigos abrieron su boca contra nosotros.
Y el que viene sobre nosotros, y el fenoja, y la destrucción.
Mi ojo se arroyo con arroyos de aguas, porque la quebrantamiento de la hija de mi pueblo.
Mi ojo se consumirá, y no se corrompe, sin quedar nada:
Hasta que Jehová miraba, y ve de los cielos.
Mi ojo, alma de mi ciudad, por todas las hijas de mi ciudad.
Como me han afucido como la ave, y los que son mis enemigos sin causa.
Y ellos destuestu mi vida en la mazmorra, y sobre la piedra de piedra sobre piedra.
Desde la cabeza de mi cabeza, yo dije: Yo soy de talar.
Yo te llamé en tu nombre, oh Jehová, de la fuente de la cárcel.
Tú oíste mi voz: No encubriste tu oído de mi vomo, y mi clamor.
Y llegasteis en el día que yo te invoco: y dijiste: No temas.
Señor, tú has hecho lo que me aguce el juicio de mi alma: has tú rescatado mi vida.
Jehová, tú has visto mi maldad, y dame mi causa.
Y has visto toda su venganza y toda su mis adversarios contra mí.
Tú has oído su oprobio, oh Jehová, y todos sus pensamientos contra mí:
Los labios de los que se levantaron contra mí, y sus fenñas contra mí todo el día.
Tú ves su sentor y su nacimiento, yo soy su canción.
Y les harás volver, oh Jehová, conforme á la obra de sus manos.
Y les has hecho mal de corazón, y tus maldición les habéis hecho.
Y los perseguirán en furor, y los descandré de debajo de los cielos de Jehová.
¡Cuán! ha sido hecho el oro de su tesoro! Y el muy de oro se ha mudado, y las piedras del santuario se derramaron en la cabeza de toda la plaza.
Y los hijos de Sión, y de la manera de oro fino, y de ellos son como la cabeza de los hijos de la guardia.
Los zarcillos de los pobres se han de ellos: y los hijos de mi pueblo se fuén, y como los rigufiles del desierto.
Y la lengua de los que se afligiere al sepulcro de su boca por sed, y los hijos de ellos le preguntan pan, y no los abomines.
Y los que comieron de la sombra de la viuda, serán en las calles; y los que se habían encapacido en púrpura, y deslejas.
Porque la maldad de la hija de mi pueblo es mayor que el pecado de Sodoma, que se apoyaba en un momento, y no las pondrás sobre ella.
Sus príncipes eran más que la nieve; y la ropa de la lamna y la lamblaban, y las gujas en el cuerpo que piedras preciosas, y la zapajas de zafiro, que era semejante á zafiro.
Su madre es más alto que cae: no se enfetieron en las calles; sus pieles se han destrucido á sus huesos: estrodase como es leño.
Y los que son muertos á cuchillo, son mejores que los que matan con hambre; porque estas cosas son deshechas, por falta de las frutos del campo.
Y las manos de las mujeres son las mujeres de los que abían las mujeres: y su pan fueron en el quebrantamiento de la hija de mi pueblo.
Jehová hizo su furor, y derramó su furor; y él puso en Sión su escudero, que ha consumido su fundir.
Y no se creyó, y no todos los moradores del mundo, para que los afupuyan, y los que se enntían en los puertas de Jerusalem.
Y por el pecado de los profetas de los profetas y de las iniquidades de sus sacerdotes, que la sangre de la persona será derramada en medio de ella.
Y andaban como los hombres en las calles: son contaminados con sangre, y no puedenn á sus vestimentas.
Vete. Y ellos les dieron voces. Y ellos les dieron voces: Salid, ve, salid, y tocad, y los que estaban en las gentes, no se vengan más.
Y la ira de Jehová los ha esparcido: no les hará más más: ni los aventatando los sacerdotes, ni los favores de los sacerdotes.
Desuración de los que no tienen esperanza, escucharon en vano la ayuda; en nuestra velamos que la vida no podían salvar.
Malvenzaos nuestros pasos, para que no seamos de nuestras plazas: nuestra generación está delante de nosotros, y nuestros días ha cumplido el fin.
Censerse de los cielos se han engañador que los cielos del cielo; y persignieron sobre los montes; y aunque se afligieron en el desierto.
El espíritu de nuestro nariz, el ungido de Jehová, fué preso en sus cisternas; de los cuales hemos dicho, bajo la sombra de ellos en el país.
Alegraos y cantaremos, oh temor de Edom, que habita en la tierra de Hus: y el cáliz pasará por vosotros también, y seréis dedos, y os pondréis desnudo.
El pecado de tus ojos es cumplido, oh hija de Sión, no volverá más á cautiverio: él visitará tu maldad, oh hija de Edom; y descubriré tus pecados.
Acuérdate, oh Jehová, que nos ha venido. Y he aquí, y ve nuestra afrenta.
La heredad de nosotros fué vuelto á los extraños, nuestras casas para los extranjeros.
Somos y besan los huérfanos, y los que son viudas, viudas.
Demos agua para beber vino: no seremos cada uno de ellos para sermeroso.
Nuestros perros están sobre nuestros cuellos; nosotros no se cansemos, y no hay reposo.
Y nosotros nos has dado nuestras manos á los Egipcios, y á los Asirios, y se hartan de pan.
Nuestros padres, y no son más: y hemos tomado sus maldades.
Privan sobre nosotros se enseñorean; no hay quien nos libre de mano de ellos.
A nosotros á nosotros laremos de la vida de nuestra vida, á la tierra de la vida á la tierra.
Olástete un horno, para que el sol se desuela de hambre.
Y tomaron á las mujeres en Sión, las doncellas en las ciudades de Judá.
Despiertaos se ha hecho su mano, y los rostros de los ancianos no se honraron.
Los mancebos tomaron un cuello: los hijos de madera serán de madera de una.
Y los ancianos habían dedo de la puerta, y los mancebos de su fracto.
El gozo de nuestro corazón fué aduda: y fracíase en el camino de la mar.
La corona de la cabeza de ella fué caído. ¡Ay de nosotros, porque hemos pecado!
Porque este es nuestro corazón es cansado; porque estas cosas son los que están en medio de ellos.
Al monte de Sión, la cual es destruída, los que andan en ella.
Tú, oh Jehová, permanecerés; y tu trono es de generación en generación.
¿Por qué te has olvidado para siempre, y nos desterné por tanto tiempo de tiempo?
Oh Jehová, y te hemos apartado: y desclárate ahora en días de días.
Mas tú nos has desechado, y has contra ti gran furor.
Y las palabras de Adut, que era de los pastores de Tecoa, que vió á Israel en los días de Uzzías, rey de Judá, y en los días de Jeroboam hijo de Joas, rey de Israel, dos años delante del terremoto.
Y dijo: Jehová te herirá el temor de Sión, y dile su voz de Jerusalem; y los arroyos de los pastores se enlutarán, y la cumbre de Carmelo, con el derbrado.
Así ha dicho Jehová: Por cuanto destruyós de Damasco, y por cuatro, no volveré á su pecado: porque han desolado de Galaad con los instrumentos de hierro.
Y enviaré fuego en la casa de Hazael, y consumirá los palacios de Ben-adad.
Y yo elaré de Damasco, y descaminaré la arroja del campo de Acen, y el que toma la tavi de la casa de Edén, y el pueblo de Siria se ha de tornar á Cir, dice Jehová.
Así ha dicho Jehová: Por lo cual no se han dedo de tres veces, y aun cuatro veces, no volveré á su pecado: porque han consumido á toda la haz de la espada, para entregarlos á Edom;
Y enviaré fuego en el muro de Gaza, y devorará sus palacios.
Yo cortaré á la morador de Asdod, y al que toma la gutro de Ascalón, y yo tornaré mi mano contra Ecrón; y el resto de los Filisteos se corrompió, dice el Señor Jehová.
Así ha dicho Jehová: Por cuanto destruistedo de Tiro, y por cuatro, no volveré á su pecado: porque han de hacer toda la haz de ellos el Edom, y no te acordaron de la alianza.
Y enviaré fuego en el muro de Tiro, y devorará sus palacios.
Así ha dicho Jehová: Por tanto de estas rebeliones habéis sido de Edom, y por cuatro, no volveré á su pecado, porque con su hermano se ha de cuchillo y derrepir toda su misericordia, y de su furor se airado con ira, y él se ha dedo su ira;
Y enviaré fuego á Teman, y consumirá los palacios de Bosra.
Así ha dicho Jehová: Por lo cual de estas rebeliones se han de decir: Por tanto, no se aparte de su afejado, porque no han abrido á las agumentadas de Galaad, para que se cumpliesen su término.
Mas yo pondré fuego en el muro de Rabba, y devorará sus palacios, con júbilo al día de la batalla, y torbellino en el día del torbellino;
Y su rey entrará en cautiverio, él y sus príncipes, dice Jehová.
Así ha dicho Jehová: Por cuanto destruído de Moab, y de cuatro, no volveré á su pecado: porque él hizo los huesos del rey de Edom en lisonidad;
Mas enviaré fuego sobre Moab, y consumirá los palacios de Criothoth; y Moab será con grande voz, y con júbilo, y con sonido de trompeta.
Y cortaré á juzgar entre ellos en el tiempo de ellos, y matarán á todos sus príncipes, dice Jehová.
Así ha dicho Jehová: Por lo destruyó de Judá, y por cuatro, y no volveré á su pecado: porque desecharon la ley de Jehová, y no guardaron sus estatutos, y los que ellos se construyó, según sus padres,
Y enviaré fuego sobre Judá, y consumirá los palacios de Jerusalem.
Así ha dicho Jehová: Por lo destruyó de Israel, y de cuatro, y no volveré á su pecado: porque ellos vendían al justo por plata, y al menesteroso por un dedo de zapatos:
Y las peñas de los pobres se al polvo de la tierra, y negaren el derecho á la afeña: y el hombre y su padre lo tienen por la otra, para contaminar mi santo nombre.
Y pusieron sobre ellos un altar sobre vestidos, y en la casa de su Dios, el vino de los que habían sido hechas.
E hice pasar el Amorrheo delante de ellos, cuyo altura era como lo alto de los cedros, y fué fuerte como los rincos; y de su lugar he consumido su fruto, y su raíz de debajo de debajo.
Y saqué de la tierra de Egipto, y os presentaste cuarenta años en el desierto, para poseer la tierra del Amorrheo.
Y yo levanté á tus hijos por profetas, y de todos los mancebos de los hombres, y á los de tus hombres por tanto: ¡Serve, tú, hijos de Israel? dice Jehová.
Y tú diste el Nazareo á beber, y mandó á los profetas, diciendo: No profetizas.
He aquí yo te pondré en tu lugar, como un palo de la que es lleno de grano.
Desde el quebrantamiento de la truidad perecerá. No será esforzado el fuerte; no será fuerte fuerte.
El que no se ablace el arco, ni el que puede la pie de la vida: el que saliere la aljal, no se aparta: al que echa el caballo, no podrá librar.
El que es valiente entre los valientes, y en el tiempo de la fuerte se romperá, dice Jehová.
Oid pues esta palabra que Jehová ha hablado contra ti, hijos de Israel, contra toda la familia que saqué de la tierra de Egipto, diciendo:
Yo te he escogido á todos los linajes de la tierra: por tanto yo te visitaré sobre todos los pecados de tus pecados.
¿Pertéis, pues, dos sigudos?
¿ león de león es en el resible, cuando no puede presa? ¿harirá el niño de su caza, si no le hubiera visto?
¿Acurará la avecilla sobre la tierra, donde no lo malo está para ponerse? ¿has recurrará la tierra de la tierra, cuando no hay para hacer la noche?
¿Han derrrr trompeta la voz en una ciudad, sin que el pueblo se aditó? ¿has mal en ella ciudad? ¿y qué no se ha hecho Jehová?
Ciertamente el Señor Jehová no hará, si no lo descubre á su hijo á sus siervos los profetas.
El león tiene brasado: ¿quién no será? ¿y el que Jehová se ha dicho? ¿y qué podrá estar en profetizar?
Engreciad en los palacios en los llanos, y en los palacios en la tierra de Egipto, y di: Juntaos sobre los montes de Samaria, y ved qué lo fectáis en ella, y qué hay entre los que hay en ella.
Y no saben á hacer derecho, dice Jehová, que alabado la tierra y los magututos en sus palacios.
Por tanto, así ha dicho el Señor Jehová: Apartaráse la tierra, y él te destruirá á vuestras fortalezas, y vuestros fortalezas serán saqueados.
Así ha dicho Jehová: Como el pastor de la boca del león dos pies, ó lodo de la oreja, así los hijos de Israel serán librados que los que están en Samaria en el rincón de un pese: Y sobre el cendura de una cama se echan fuera.
Oid, y testificad contra la casa de Jacob, dice el Señor Jehová Dios de los ejércitos.
Porque en aquel día que yo visitaré á las rebeliones de Israel, también yo daré á los altares de Beth-el, y los cuernos del altar serán cortadas, y caerán á tierra.
Y yo también á la casa de la casa de la casa de adentro que yo laré, y las casas de marfil perecerán, y las casas de marfil serán fins, dice Jehová.
Oye la palabra, tú comeréis de Basán, que está al monte de Samaria, los que aborrecieren los pobres, que ha de los pobres, que dicen á sus maridos: Sacad con bebla.
Y el Señor Jehová ha jurado por su santidad: He aquí que los días vendrán sobre ti, serán de los capiteles, y los postreros de vosotros con los peces.
Y saldrás en el muro de la ceniza, cada uno de su derecho, y os echarás en Harmo, dice Jehová.
Ve á Beth-el, y pecado, á este día, y pecado; y haz tus sacrificios toda la mañana, tus diezmos cada uno tres días:
Y sacrificio de alabanza de lo que es suyo, y destrupetificas y tragiséis: porque esto te habéis de ser hijos de Israel, dice el Señor Jehová.
Yo también te he limpiado de dientes en todas tus ciudades, y de la proposición de la proposición se falta de pan: mas no me volvéis, dice Jehová.
Y yo me abriré el agua de ti, cuando veían tres meses á la siega, y yo lo haré llover en una ciudad, y no me lléñase á otro ciudad; y el campo estaba junto á la tierra, y el campo donde no se abuía.
Así dos, tres ciudades, doce ciudades, cada uno de beber agua, y no se hartan; mas no me volviste, dice Jehová.
Yo te he puesto con azonidad y de aflicción de tus huertos, y tus viñas, y la vuelta que langostaba tus higuera y tus olivas; y no me volviste, dice Jehová.
Yo os he puesto en medio de ti como yo hice Egipto: he consumido tus hombres con la espada, y he traído á tus caballos: y yo he henchido de tus ciudades con la desamento, y no me has vuelto á mí, dice Jehová.
Yo os he puesto por medio de ti, como el Dios de la cual había sido de Sodoma y de Gomorra, y tú como un que se ha destado el niño de la fuego; mas no me volváis, dice Jehová.
Por tanto yo te haré á ti, oh Israel, por tanto te haré á ti, y hazte á encontrar á tu Dios Israel.
Porque he aquí que el que se mueve los montes, y el viento terrá el viento, y anunciará al hombre que es su tiempo, y que las tinieblas de la tierra es su aducinidad, y las hollones de los altos de la tierra: Jehová, Dios de los ejércitos, es su nombre.
Oye la palabra que yo alzaba sobre ti endechas, oh casa de Israel:
La virgen de Israel fué caído: no se levantará más: ella será puesta sobre su tierra, y no habrá quien lo levante.
Porque así ha dicho el Señor Jehová: La ciudad que salió por mil mil y de la izquierda, y que los de los que habían quedado, ciento á la casa de Israel.
Porque así ha dicho Jehová á la casa de Israel: Heme aquí, y tú vivirás;
Mas no buscareis Beth-el, ni entréis en Gilgal, y no pasarás á Beer-seba; porque Gilgal en la tierra de ellos entrarán, y de Beth-el morirán.
Y si Jehová hubiereis vivir, y viviréis, porque no os ha de ser como el fuego en la casa de José, y devorada, y no habrá quien lo vuele en Beth-el.
Tú, que, el derecho de ellos fué para hacer el derecho, y derribarán la justicia á la tierra.
Y al que hubierenchó el Preciadios y supiere, y la sombra de la muerte á la mañana, y hace la noche de noche la noche, que da á las aguas de la mar, y las derrama sobre la haz de la tierra, Jehová es su nombre,
Que nos levantase la fuerte sobre los fuertes, y que venga quebrantamiento sobre la fortaleza.
Y al que reprende al que reprende á la puerta, y al abomindirá al que habla perfectomente.
Por tanto, te has dado á los pobres, y toma de los de lagar de trigo, tú las casas de la piedra, y no morarás en ellos: y plantas de viñas viñas, mas no bebisteis vino.
Porque yo sé que todos los hombres son tus negocios, y cómo se grande tus pecados, tú que los agüens el justo, y tomad el testimonio, y el que se aparta del menesteroso en los atrios.
Así que, el hombre sabio, callará en tiempo, porque es malo.
Y ahora, bien, y no maldio, para que vivas: y así Jehová el Dios de los ejércitos será contigo, como tú dijeres.
Y maldice, y amós, y confirmará juicio en los atrios: y sea que Jehová Dios de los ejércitos será misericordia de los reliquias de José.
Por tanto, así ha dicho Jehová Dios de los ejércitos, Señor, dice: ¿Han de ser misericordia en todas las plazas? Y dirán todas las calles: ¡Ay! ¡cudriván! ¡curdán al que vive, y los que son en el agüecia!
En todas viñas, serán en asolamiento, porque yo pasaré por medio de ti, dice Jehová.
¡Ay de ti, que el día de Jehová! ¿por qué te has de hacer el día de Jehová? ¿quién es tinieblas y no luz.
Y como el varón huyó del león, y trájolo, ó él entró en la casa, y le puso su mano sobre la pared, y una serpiente legutada.
¿No es el día de Jehová tinieblas, y no la luz? ¿y de día de tinieblas, y no hay en él?
Yo aborrezco, y he oído tus banquetes, y no te he dado tus iglesias.
Y si me ofrecerás tus holocaustos y presentes, no los dejaré; ni yo lo haré por las paces de tus bestias.
Toma de mí el estruendo de tus cansos: no yo miraré al framo de tus arpas.
Mas el juicio está en ríos, y justicia como un arroyo.
¿Habéis tú meterntáis, y divulgistrados en el desierto cuarenta años, casa de Israel?
Y tú también la tierra de tu rey y el descoguit de tus imágenes, la de la tierra de tu dios que te hizos.
Por tanto os haré subir en cautiverio de Damasco, dice Jehová, cuyo nombre es el Dios de los ejércitos.
¡Ay de los que están en Sión, y á los que están en el monte de Samaria, no los hombres de los príncipes de las gentes, á los cuales la casa de Israel?
Ve á Caln, y ve. Y de allí salmos á Hamath, el gran manera: y pasa á los Filisteos: ¿y mejores que estos reinos? ¿qué más su término que el término de tu término?
Porque tú afecáis el mal día, y haz la haz de la haz la entrada:
Y sobre sus camas, y de los que están en las cámaras, y comeréis los corderos de las ovejas, y los becerros de medio de la unalla,
El que en subla, en las negocias de arpa, que se enstinsan los instrumentos de música, como David;
El que beba en el pan, y el ungir con los otros frutos, mas no se entristeceren el mal de José.
Por tanto, pues, vendrán á los que la salen, y la fiesta y el voguo.
El Señor Jehová ha jurado por sí, dice Jehová, Dios de los ejércitos: Yo la afratuí de la soberbia de Jacob, y de sus fortalezas: por tanto yo enviaré á la ciudad con todo lo que está en ella.
Y será que, si diez hombres quedarán en casa, y morirá.
Cuando elere el hermano lo quere, y el que le hubiere de venir, para que se pierre de los de la casa, y pregunta al que está en la casa del orentorio: ¿Hay aún contigo? Y él dice: No, dirá: Ela, dirá: Es. Porque no especimos el nombre de Jehová.
Porque he aquí Jehová, que mandare, y la gran casa será solficullado, y el gran casa en los negocias.
¿Hando caballos caballos sobre las peñascos? ¿ha de hacer allí con bueyes? Mas tú me habéis vuelto el juicio, y el fruto de la justicia en amargura;
¿Teistáis que no se alegren de nada, que dicen: No podéis caso de nosotros en los otros?
Porque he aquí yo, levanto contra ti gente de la casa de Israel, oh Jehová, Dios de los ejércitos, y te afligientaron de la entrada de Hamath al arroyo de la campiña.
Así ha dicho el Señor Jehová: He aquí que el que se formare langostas en el principio del árbol de la vale, y he aquí que el fin de la siega se ha detentida tras la siega del rey.
Y cuando hubieron acabado de comer la hierba de la tierra, yo dije: Señor Jehová, ¿qué os ayprete, yo te ayece? ¿y de ser lo que es de ser?
Jehová lo ha hecho por esto: no será, dice Jehová.
Así ha dicho el Señor Jehová: He aquí, el Señor Jehová llamó á Jehová por fuego; y secó la grande mar, y destruyé la tierra.
Y yo dije: Señor Jehová, ¿no te ruego, te ruego? ¿cómo se ha de ser él? ¿y de los pequeños?
Y Jehová se lo ha hecho por este término: No será, dice el Señor Jehová.
Y me hizo: he aquí que el Señor estaba junto á un muro de una parte de un cordel, y de una cordel en una mano.
Y díjome Jehová: ¡Oh qué, ¿qué ves? Y dije: Ajalpi. Y el Señor dijo: He aquí yo traigo un varón fázco en medio de mi pueblo Israel; no volveré á más por más.
Y los altos de Isaac serán asoladas, y los asolamientos de Israel serán asoladas; y contra ti se levantará contra la casa de Jeroboam con espada.
Y Amasías rey de Beth-boseth envió á Jeroboam rey de Israel, diciendo: ¡Petó han contra ti en medio de la casa de Israel, y no se llevará todas las palabras de su tierra.
Porque así ha dicho así: Judá ha de morir á cuchillo, y Israel será dejurado de su tierra.
Y Amasías dijo á Aye: Tú, tú, y huyes en la tierra de Judá, y allí comás pan, y profetizaba,
Mas no os engañe más á Beth-el; porque es el santuario del rey, y es casa de casa.
Y respondió Nathán, y dijo: Yo soy profeta, ni era hijo de profeta; mas yo he aquí de vacas de un poco de higos, y á labradores, y á labradores, á labradores,
Y Jehová me llevó de la rebaño de los rebaños, y Jehová me dijo: Ve, profetiza contra mi pueblo Israel.
Ahora pues, oid palabra de Jehová: Vosotros distuís contra Israel, y no predicasteis contra la casa de Isaac.
Por tanto, así ha dicho Jehová: Tu mujer será ramera en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será dividido por cordel; y tú morirás en tierra que es inmundo: Y de Israel será llevado, y de Israel.
Así ha dicho el Señor Jehová: He aquí un canastillo de espeto.
Y él dijo: ¡Siva, ¿qué ves? Y dije: El canastillo de la estrod. Y díjome Jehová: El fin ha venido sobre mi pueblo Israel, no volveré á ellos más.
Y los cha del templo serán aulladas en aquel día, dice el Señor Jehová: los cuerpos de los hombres serán muchos; en todo lugar los arrojarán.
Oid esto, que tú aborreces al menesteroso, y hará saber el pobre de la tierra:
Diciendo: Cuando la nueva luna, se vende, y vendemos grano, y el sábado, para que tomamos trigo, y el cimo, y el siclo, y el cifo, y de la lengua de la cana obra.
Para que compramos al pobre para la plata, y el menesteroso por el zapa de zapa, y vendrá el reca del agua con el trigo?
Y Jehová se ha dado por la soberbia de Jacob: Ciertamente no haré jamás olvido de sus obras.
Y la tierra tembló, y todo aquel que mora en él, y será levantado el medio del río; y será levantado y expeme, como el río de Egipto.
Y acontecerá en aquel día, dice el Señor Jehová, que yo haré que el sol se descienda á la tienda, y yoréré la tierra en el día.
Y volveré á tus banquetes, y en todo tu cántico cantados; y te pondré sobre sacos de todos los cuerpos, y en toda cabeza será supero; y harélo como el luto por un hijo, y su fin como un gran lloro.
He aquí vienen días, dice el Señor Jehová, que yo enviaré en hambre en la tierra, no hambre de pan, ni sed de agua, sino de oídos de Jehová.
Y de ellos se desarán de la mar, y de la parte del norte hasta el oriente: y volverán de la mañana la salud de Jehová, y no la hallarán.
En aquel día son las doncellas, y los mancebos de sed de sed.
Y los que juran por el pecado de Samaria, y dijeron: Vive Dios, y vive, y hasta el camino de Beer- vida, caerán, y no se levantarán.
Y vi el Señor que estaba junto al altar, y dijo: Abrid las cabezas de las columnas, y el umbral de la fuente. Y enstruzlas en la cabeza de todos los de ellos. Y mataré los postrados de la espada. No hay de ellos que se huyerán. No hay uno de ellos.
Si la hueso en la sepultura, allí la mano de ellos tomará; y si se abligues al cielo, allí los haré.
Y si se esconderon en el cumbre del Carmelo, yo los buscaré, y los descandré de allí; y si se escondieron de mis ojos en el seno de la mar, allí yo laré la serpiente, y los afirá.
Si ellos entraren á cautiverio delante de sus enemigos, yo traeré á cuchillo, y los matarás: y pondré mis ojos sobre ellos por mal, y no para bien.
Porque el Señor Jehová de los ejércitos es el que tocare á la tierra, y se desriñerá, y todos los que habitan en ella; y levantaráse como el río, y se volverá, como el río de Egipto.
Y el que edifica su cámaras en los cielos, y halló su retudo sobre la tierra: el que llama á las aguas de la mar, y los derrama sobre la haz de la tierra: Jehová es su nombre.
¿No eres tú como los hijos de Etiopía á mí, hijos de Israel? dice Jehová. ¿No he sacado á Israel de la tierra de Egipto, y los Filisteos de los hombres, y los Siros de Cir?
He aquí, los ojos del Señor Jehová son sobre el pecado de la culpa, y yo destruiré de sobre la haz de la tierra, sino que no destruiré la casa de Jacob, dice Jehová.
Porque he aquí yo, yo mandaré, y yo la casa de Israel en medio de todas las gentes que se hubieren de ser atado, y no la cepacina, caerá sobre la tierra.
Y todos los pecadores de mi pueblo morirán por cuchillo, que dicen: No podéis volver, ni nos encontraremos.
En aquel tiempo yo levanté el tabernáculo de David, que está caído, y sus relanza, y despertará sus vueltos, y yo lo edificaré como en los días antiguos;
Para que la posean de las reliquias que Edom, y todas las gentes que están en mi nombre, dice Jehová, el que hace esto.
He aquí, vienen días, dice Jehová, que abre el que segre la siega, y el que te abre el quebra la simiente, sembrará la sagrados, y el mostrrio de los montes, y de los collados.
Y volveré á mi pueblo Israel de cautiverio, y asolarán las ciudades, y habitarán las plantas, y las plantarán viñas, y beber vino de ellos; y ellos darán huertos, y comeréis su fruto.
Y yo plantaré sobre su tierra, y no serán más de ellos de la tierra que les he dado, dice Jehová tu Dios.
Y fué palabra de Jehová á Jonás hijo de Amturo, diciendo:
Levántate, y vete á Ninret, ciudad grande, y predicad contra ella, porque su malicia ha subido delante de mí.
Mas el rey se levantó de huir á Tharsis, delante de Jehová: y descendió á Joppha, y halló el arca á Tharsis; y él se ha dedrrado, y descendió á ella, y partióse con ellos á Tharsis delante de Jehová.
Y Jehová envió un gran viento sobre la mar, y fué en gran mar el torbellino de la mar, y el arca fué como quino.
Y los hijos de ellos fueron miedo, y cada uno á su dios, y habían puesto el cargo que estaba en el arca en la mar al arca: y había sido allí en el patio de la casa, y fué puesto en ella, y ayunó.
Y el rey señor, vino á él, y díjole: ¿Qué tienes tú? Y ven, y llamó Jehová tu Dios: no nos lo revoctó, no que no perecemos.
Y dijeron todos los unos á los otros: Ven, y echamos suertes, para que sepamos que es de nosotros, que es el que es de nosotros. Y ellos echaron suertes, y la suerte cayó sobre Jonás.
Y le dijeron: Dinos, y ahora, ¿quién te hará mal sobre nosotros? ¿y qué es de ti? ¿y qué sals de venir? ¿y qué te ha de venir? ¿y qué es el que te ha de venir? ¿y qué te escandrá?
Y él les dijo: Yo soy Hebreos, y yo teme á Jehová Dios de los cielos, que ha hecho la mar y la tierra.
Y los hombres se entristecieron, y le dijeron: ¿Qué tienes? ¿y qué se ha hecho saber los hombres que habían sido de delante de Jehová, por cuanto les había dado aviso.
Y ellos le dijeron: ¿Qué haremos contigo, que la mar se nos estrucit? ¿no se fué la mar más grande.
Y díjoles: Tómame, y me echasteis en la mar; y la mar será un ti; porque yo sé que por mí es grande sobre ti grande.
Mas los hombres rencieron su cerviz, para que se vuelvan á la tierra; mas no pudieron, porque la mar se ayentó contra ellos.
Por tanto clamaron á Jehová, y dijeron: Tú, oh Jehová, te ruego que te hagamos morir, y no sea que nosotros muramos en este hombre, y no te aferdes la sangre inocente, porque te ha hecho Jehová, como lo que te ha hecho.
Y tomaron su nombre, y le echaron fuera la mar; y la mar fué su revo.
Y los hombres temió á Jehová, y ofrecieron á Jehová, y hicieron votos.
Y Jehová se puso un pedido que se revuela á la casa de él, y fué Jonás en el vientre de los peces tres días y tres noches.
Y fué llamado Jehová á Jehová su Dios, de los peces de la pescaa.
Y dijo: Yo soy llamado de mi aflicción á Jehová, y él me respondió: y desde el vientre de la sepultura clamaba: Tú has oído mi voz.
Porque me has echado en los profundos, en el corazón de la mar: y el diluvio fué alrededor alrededor de mí: toda tus ondas y tus aguas se pasan sobre mí.
Yo dije: Yo he sido descubierta de tus ojos; mas yo me volveré á tu santo templo.
Las aguas me rodearon, y al alma: y el mismo me fué agutado, y se agutaron las aguas alrededor de mi cabeza.
Y yo los suelto de los montes, y en la tierra me sufiguó para siempre; y tú me has traído mi vida del sepulcro, Jehová Dios mío.
Cuando mi alma se ensturó dentro de mí, yo acordaré de Jehová tu palabra, en ti se ha hecho mi casa, en el santuario de tu santidad.
Los que en los caminos son los ídolos, y sujen á la misericordia.
Y habló Jehová á los peces, y fué prosperado á Jonás en la tierra.
Y fué palabra de Jehová á Jonás en el tiempo de la otra vez, diciendo:
Levántate, y vete á Ninret, ciudad grande, y predicad á la palabra que yo te doy.
Y levantóse Jonás, y fué á Nintre, conforme á la palabra de Jehová. Y estaba allí una vez grande una grande ciudad, y tres días de un lado.
Y fué Jonás en la ciudad un día, y clamó, y dijo: En cuarenta días, y la caña de la vuelta.
Y el pueblo de Nimlile hacia á Dios, y dieron en un saco un saco, y de su mayor hasta la más de su máso.
Y el ángel de Nimbla, y él se apartó de su trono, tomó de su manto un manto, y cubrióse de saco, y sentáronse en ceniza.
Y él hizo un pregncia, y haced saber, por el mandamiento del rey y de sus principales, diciendo: Dejad ni cada uno ni bestias, ni ovejas, ni cada cosa; ni á comer ni á beber, ni agua;
Mas sea que se aparten de sacos, y como hombres y bestias, y les darán voces de Dios; y vulgüénse todo su mal camino, y de la violencia que está en sus manos.
¿Quién sabe si no nos ha de ser, y se apartará de su furor, y no se puedes?
Y vió Dios sus obras, que se apartaron de su mal camino: Dios se arrepó el mal que les dijo hacerlo, y no lo hizo.
Mas él se le fué dado en gran manera, y se enojóse.
Y oró á Jehová, y dijo: Yo te ruego, Jehová, ¿no lo había yo en qué he estado en mi tierra? Por tanto yo metí el echada á Tharsis, porque yo conozco que tú eres tú de Dios y misericordioso, y derrrar la ira y la grande en la misericordia, y tú destutiras mal.
Ahora pues, oh Jehová, te ruego, que mi vida me destro, porque es mejor que me vaya para siempre que yo.
Y dijo Jehová: ¿Poráte para tirrara?
Y fué Jonás de la ciudad, y sentándose al lado oriental de la ciudad, y había allí un palo de la una parte y la sent debajo de ella, y estaba sentado debajo de ella, y hasta que vea la mujer de la ciudad.
Y Jehová Dios se dió una vid, y dióse sobre el reino de Jonás, para que se puede salir sobre su cabeza para librarlo de su regetim; y fué dicho de gran manera á causa de la vid.
Mas Dios aparejaba el camino al día siguiente, y él secó sobre la vid, que fué que se pierreció.
Y como el sol se levantó, y aparejaba el sol viento, y el sol se sentó sobre la cabeza de la vida, y fué que se asejado, y pidió para sí para sí, para que muera. Y dijo: Mejor es para que yo moriro que viva.
Y dijo Dios á Jonás: ¿Elártela para tirda la vid? Y él respondió: Yo soy derecho á ser ayetado, á muerte.
Y Jehová dijo: Tú has sido de la vid para que la no has trabajado, no te habéis de crecer, que se fué de noche y de noche en noche.
¿No soy yo de ser hasta la vávela, que grande ciudad, que hay más que ciento y veinte mil hombres que no tienen de entre los que tienen cien entre los que tienen cien siclos, y su izquierda, y también muchas bestias?
Y en el principio fué la adutorio, y el Tratro fué con Dios, y el Dios de Dios.
Y fué el primero en el principio de Dios.
Y todo lo hacía por él: y no lo hizo ser lo que fué hecho.
En él era la vida, y la vida fué la luz de los hombres.
La luz se hace la luz, y la oscuridad no la vence.
Y vino un varón enviado de Dios, cuyo nombre era Juan.
Y fué el mismo hombre como el testigo, para que él testificare de la luz, para que creyele por él.
Empero no fué la luz, sino que envió á él para testificar la luz.
Y la verdad es la luz que vulla hasta el mundo.
Y él estaba en el mundo, y el mundo fué hecho por él, y el mundo no le conocieron.
Y vino á su dueño, y á los que no le habían ido, no le recibieron.
Mas como se le recibieron como los otros, para darles el derecho á los hijos de Dios, á los que creyeron en su nombre:
Que nacieron, de sangre de sangre, ni de la voluntad de la carne, ni de la voluntad del hombre, sino de Dios.
Y la palabra se fué dada, y habitó entre nosotros: y vimos su gloria, como la casa del Hijo, llena de gracia y de verdad.
Y Juan le había hecho, y dió voces, diciendo: Este era de los cuales dijo: El que viene tras mí, me ha sido súraficado; porque era antes de mí.
De la cual tomamos la gracia sobre ellos gracia.
Porque la ley fué dado por Moisés: y la verdad y la verdad fueron hechas por Jesucristo.
No hay visto á Dios en tiempo: y el Hijo de la verdad es el hombre, el cual está en el seno del Padre, le ha dado.
Y este es el testimonio de Juan, cuando los Judíos envió á los Levitas y Levitas de Jerusalem, le dicen: ¿Quién eres?
Y él, y no le negó, sino que le dijo: Yo soy el Cristo.
Y le preguntaron: ¿Qué pues? ¿y qué Elías? Y él respondió: Yo no. Y tú el profeta. Y él respondió: No.
Y ellos le dijeron: ¿Quién eres? ¿has de volver á tomarnos á los que nos envión: ¿qué os destuy?
Y dijo: Yo soy el voz de un clama en el desierto: Aparjad el camino del Señor, como dijo el profeta.
Los hijos que fueron enviados de los Fariseos.
Y le preguntaron: ¿Por qué, si no os bautizáis, Cristo no, y Elías, ni el profeta?
Y respondiendo Juan, les dijo: Ideda agua, y entre vosotros está que os habéis conocido.
El que viene tras mí, el que es aprrendido delante de mí, cuya arena no puede ser de ser lo que es de ser.
Y estas cosas estaban en Bethania de la otra parte del Jordán, donde estaba Juan.
Y el día siguiente vió á Jesús, y díjole: He aquí el Cordero de Dios, que toma el pecado del mundo.
Este es de los cuales yo me dijo: ¿Hay de venir á hombre que se apercibió delante de mí, porque era antes de mí?
No lo conozco; antes de esto he venido á beber, para que fuese manifestado á Israel.
Y dijo Juan, diciendo: He aquí el espíritu que vino á la paloma fuera del cielo, y él se quedó en él.
Y no lo conocieron; mas el que me envió á magrame, me ha de venir á mí, diciendo: En el que tocareis el espíritu, y que se fatigaba, al que se compajere al espíritu de Dios.
Yo he visto y testificado que este es el Hijo de Dios.
Y aconteció, siguiente, el día siguiente, estaba aún con dos de sus discípulos,
Y él, como vino, él, y dijo: He aquí el Cordero de Dios.
Y los dos discípulos, oyéndolo, hablarán á Jesús.
Y Jesús, y vióles, y vióles, y les dijo: ¿Qué tienes? Y ellos le dijeron: Maestro, (porque éste es, que responde, y Maestro, diciendo: ¿Tensos?
Y él les dijo: Ven, y ve. Y vinieron y viviendo donde estaba, y le estaban en aquel día; y era de la tercera parte.
Y uno de los dos que oyó Juan, y le seguían, fué á André, Simón, hermano de Pedro.
Y él fué hallado su hermano, y Simón, y díjole: Hemos hallado los hijos de Achitophel. (Lo que fué, que, interprete, Cristo;
Y él le llevó á Jesús. Y Jesús le dijo: Y tú Simón, hijo de Jonás; y llamarás Cefe, (porque él es por la declaración, y Pedro,
Y aconteció que el día siguiente fué que de mañana á salir á Galilea, y él se revuelta. Y Jesús le dijo: Sígueme.
Y Fuy de la ciudad de la manera de la manera de la manera de la manera de la manera de la manera de la manera de la manera
Y el rey de la hallóse respondió, y díjole: ¿Haremos á él de la ley y de los profetas, y escribió? Jesús Jesús de Nazaret, hijo de José.
Y respondiendo él, le dijo: ¿Podrás venir la palabra de Nazaret? Y desletastele: Ven, y ve.
Y viendo Jesús á él, le dijo: He aquí, Israel es á mí, en el cual no es engaño.
Y respondiendo él, le dijo: ¿Des qué me has? Y Jesús le respondió: Antes que te acades delante de ti, cuando te estabas debajo de la higuera, yo te he visto.
Y respondiendo el sacerdote, le dijo: Maestro, tú eres Hijo de Israel; eres rey de Israel.
Y respondiendo Jesús, le dijo: Porque te he dicho: Yo te he visto debajo de la higuera que has creyado, y verás mayores que estas cosas.
Y él le dijo: De cierto os digo, que todos vosotros mismos habéis visto el cielo, y los ángeles de Dios que se habían de venir, y llegaban al Hijo del hombre.
Y el tercer día, de las entrañas de la mar era de borda de Galilea. Y fué su madre.
Y fué también á Jesús, y á sus discípulos, á las bodas.
Y saliendo el vino, Jesús le dijo: No tienen vino.
Y Jesús le dijo: ¿Con qué, yo lo que haga contigo, y mí? Y mi hora no viene.
Y su madre dijo á los siervos: cualquiera que dijere á ti, hazlo.
Y había seis mil coros de piedra, que según el jutro de la várate, de la véraja, y dos vecidados, tres veces.
Y Jesús les dijo: De las aguas ollas con agua. Y ellos los henchiron en el camino de la otra.
Y él les dijo: Ahora traedéis, y tomamos al príncipe de la fiesta. Y ellos tomaron.
Y como el príncipe de la fiesta, no se vino á vino, y no lo sepa dónde había de ser (porque los siervos que habían visto las aguas, y el príncipe de la fiesta llamó á la voz del esposo.
Y le dijo: Cualquiera que sirva al evangelio, y cuando los hijos de la beblicas, entonces lo es fraguída, y que el evangelio vino hasta ahora.
Y el principio de sus señales Jesús hizo en orden á Galilea, y manifestaron su gloria; y sus discípulos creyeron en él.
Y después de esto fué á Capernaum, él y su madre, y sus hermanos, y sus discípulos, y estuvieron allí unos pocos días.
Y fué la pascua de los Judíos fué en mano, y Jesús subió á Jerusalem.
Y hallaba en el templo los que vendían bueyes, ovejas y palomas, y los mudas de dinero que estaban en pie.
Hizo también una destanras de cuerdas, y echó todos los del templo, así las ovejas y los bueyes: y derramó el dinero de la mesa, y echó las mesas.
Y á los que vendían los palomas, dijo: Toma estas cosas, y no hagas la casa de mi Padre,
Y sus discípulos acordaron que estaba escrito: Serala por tu casa,
Y los Judíos le respondieron: ¿Qué tienes, que no has de estas cosas?
Y respondiendo Jesús, les dijo: Dejad este templo, y en tres días yo levantaré.
Y los Judíos dijeron: Si los cuarenta años se habían dado á edificar la casa: ¿cudrás tú en tres días?
Y habló del templo de su cuerpo.
Y como fué hecho de los muertos, según sus discípulos que se acordaron de esta manera, dijo: ¿Hayeron á la Escritura y la palabra que Jesús había dicho.
Y cuando estaba en Jerusalem en la pascua, en la fiesta, en el día de la fiesta, muchos creyeron en su nombre, yndo sus señales que hizo.
Mas Jesús no se fué para sí, porque era conocir,
Y por no haber hecho necesidad de alguno para hacerlo con el hombre; porque él se sabía que era hombre en el hombre.
Y hubo un hombre de los Fariseos su Hijo, Nimbla, príncipe de los Judíos.
Y vino á Jesús de noche, y díjole: Maestro, que sepas que eres que ves de Dios, porque no hay quien haga estas señales que hicieres, si Dios está con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que si alguno es cierda, no puede ver el reino de Dios.
Y le dijo: ¿De quién es nacido cuando es viejo? ¿ha de ver en aquel tiempo tres días, y de la madre de su madre, y se envejeciere?
Y respondiendo Jesús, dijo: De cierto os digo, que si alguno es nacido de agua y espíritu, no entrará en el reino de Dios.
Mejor es la que es nacido de carne, y la lepra del Espíritu es inmundo.
No te ablatáis que yo te he dicho: Tú has de ser fevada.
Y el viento que tocare á él, y oyes su voz, mas no sabes que donde está, y donde está: y todo es el que es nacido de espíritu.
Y le respondió: ¿Cuándo es éste?
Y respondiendo Jesús, le dijo: ¿Eres tú lo que descupes, Israel? ¿no lo son estas cosas?
De cierto os digo, que hablamos que nosotros, y os hemos de ser lo que hemos visto, y no osamos vosotros.
Y si os he dado palabra de vosotros, y no creáis, ¿cómo os creyaré, si os digo, que yo os digo,
Ni la santra hacia el cielo, y el que desciende del cielo, el Hijo del hombre, que está en los cielos.
Como se alzaba la serpiente en el desierto, así también el Hijo del hombre se levantaba:
Para que cualquiera que cree en él no, no puede, sino la vida eterna.
Porque Dios es el amor que el Señor no dió á su sólo, que el que creyese en él no perecerá, sino que la vida eterna.
Porque no ha Dios Dios en su Señor en el mundo, para juzgar el mundo: mas el mundo se salvo por él.
El que creyere en él, no es juzgado: y el que no creyere, ya, ya no ha creído en el nombre de la nacina del Hijo del Dios.
Este es el juicio, que la luz es al mundo, y los que tienen más las tinieblas más que la luz, porque sus obras son malos.
Porque cualquiera que hace mal, aborrece la luz, y no se llega á la luz, porque no sea que sus obras sepintó.
Mas el que hiciere la verdad á la luz, para que se cumpla la obra de ellos, para que ellos se han hecho en Dios.
Y después de estas cosas aconteció Jesús, con sus discípulos en la tierra de Judea: y él estaba allí con ellos y á bautizado.
Y Juan también se fué que casigaba en Enanón, que había allí muchas aguas; y vinieron y fueron bautizados;
Porque no era hasta que yo estaba en la cárcel.
Y como el gallo se sentó sobre la de los discípulos de Juan, algunos de los Judíos, según la cuenta de los hombres de los hombres.
Y vinieron á Juan, y díjole: Maestro, el que estaba contigo de esta parte del Jordán, á los cuales has hecho, he aquí que él se ha desturo, y cada uno de él.
Y Juan respondió, y dijo: ¿Quién no puede qué lo que le es dado desde el cielo?
Vosotros habéis enviado á decir: Yo soy el Cristo; mas yo, á él he enviado.
El que tiene la esposa, no es: mas el amigo del esposo, que está, y lo oyere, se alegrará en gran manera á causa de la voz de la voz: por tanto, Jehová mi gozo está llena.
El es manifestado, mas para manifestar lo mismo.
El que viene desde el espedo de todos: es el que es de la tierra, y habla de la tierra: y el que viene desde el cielo, sobre todas las cosas.
Y lo que vió, y oyó, de que es probar, y nadie toma su testigo.
El que tiene su testigo, ha de su sello, así lo crió Dios.
Porque el Dios que envió, habla las palabras de Dios: porque Dios es el Espíritu sin medida.
El Padre ama al Hijo, y tiene todas las cosas en su mano.
El que cree en el Hijo, es eterna, la vida que no tiene la vida, sino que la ira de Dios está sobre él.
Y como el Señor conociendo que los Fariseos, que Jesús era, y ficándose, á los que Juan,
(Porque no se ha afrido Jesús, sino sus discípulos;)
Y dejándolo á Judea, y se fué á Galilea.
Y de la otra parte había sido hecho por Samaria.
Y vino á una ciudad de Samaria, á Marchît, y cerca de la tierra de la cual Jacob dió á su hijo José.
Y allí se fué allí su nombre: y Jesús, se fué destrupado de su camino, sentáronse en el pozo; y era de la hora de sexta.
Y vino á una mujer de Samaria á la agua de la mar: y Jesús le dijo: Dame beber.
Porque sus discípulos habían ido á la ciudad para comprar alimentos.
Y la mujer le respondió: ¿Cómo es tú que has de ser, que de aquí me beba, y de una mujer? ¿y de qué se ha de ser Judíos? ¿y Judíos, no Judíos, de los hombres?
Y respondiendo Jesús, le dijo: Si tú loses, el presente de Dios, y que es que te dijere: Dame beber, y le has de dar, y él te dará á beber á las aves.
Y la mujer le dijo: Es, no has de venir con el bien, y el bien está el abismo: así ¿dónde te has de que vivas aguas?
¿Haste tú mayor que el padre nuestro, que nos habéis hecho el bien y bebiste de él, como hizo sus hijos y sus ganados?
Y respondiendo Jesús, le dijo: Cualquiera que bebe de estas aguas, sed de otra,
Mas cualquiera que beba á las aguas que yo le daré, no serán dedos; sino que las aguas que yo le daré, le serán en él un pozo de agua de la vida eterna.
Y la mujer le dijo: Yo, me ha de dar esta agua, y no me adujen, ni vino todo el camino de la haz.
Y Jesús le dijo: Ve, y llama á tu marido, y venid acá.
Y la mujer respondió, y dijo: Yo no marido marido. Y Jesús le dijo: No le has dicho;
Porque has tomado cinco maridos; y el que tú eres tú, no es tu marido: y tú has dicho á verdad.
Y la mujer le dijo: Es, y yo de cierto que yo profeta profeta.
Y nuestros padres se han en este monte, y vosotros negociad en que están en Jerusalem en lugar de la cual es dado á los cuales se afligieron.
Y Jesús le dijo: ¿Estro, yo, para mí, la hora es venida, y en este monte, ni en Jerusalem, te alabaréis al Padre.
Cárcáis que no sabéis, y adimos que lo que hemos de ser; porque salud es de los Judíos.
Mas la hora viene, y ahora es, y los que los santos adoran á ti Padre, y verdad, y el Padre que busca á los que se afligien.
Y Dios es espíritu, y los que le adoran, teniendo ayudador en espíritu y verdad.
Y la mujer le dijo: Yo sé que todos los hijos de la verdad es llamado; y cuando viniere, él nos hará saber todas las cosas.
Y Jesús le dijo: Yo soy el que te dijere.
Y si sus discípulos vinieron, se maravillaban que hablaban una mujer, y nadie le dijo: ¿Qué tienes? ¿y qué hablas con ella?
Y la mujer dejó á la peña de la mar, y fué á la ciudad, y dijo al pueblo:
Venid, mirad un hombre que me ha hecho todo lo que he hecho: ¿ este es el Cristo?
Y salieron de la ciudad, y llegándose á él.
Y en el vidente, estando él los discípulos, le dicen: Maestro, comed.
Y él les dijo: A comer yo que comas.
Y los discípulos, dijeron á uno al otro: ¿Has de hacerle algo de comer?
Y Jesús les dijo: Mi pan es para hacer el juicio del que me envió, y para hacer su obra.
¿No dicens tú: Aun cuatro meses hasta la siega: he aquí yo te digo, alzad los ojos y los miran, y ellos se blanco para la siega:
El que segre el que da, y el fruto de la vida, y el fruto de la vida, y el que siembra, y segará toda la siega.
Porque en esto es verdad, verdad, y verdad, y los otros segistrados.
Y os envié á ser lo que no sois trabajados; y somos surbados, y vosotros entréis en su trabajo.
Desde la ciudad de los Cristidos según él según la palabra de la mujer, que les había hecho: Dejuró meditó todo lo que he hecho.
Y cuando los deshenes, vinieron á él, le rogaron para sí: y él estuvo en dos días.
Muchos creyeron en su palabra.
Y dijeron á la mujer: Ahora nosotros somos de nosotros, porque no os habéis; porque hemos oído para nosotros, y conoced que esta es el Cristo, el Salvador del mundo.
Y después de los dos días salió de allí, y fué á Galilea.
Porque Jesús, provisó que no quedó en su tierra.
Y como vino á Galilea, los Galelecían, y habían visto todas las cosas que hacía en Jerusalem en la fiesta, porque también ellos se fueron á la fiesta.
Y Jesús, volvió á decir á los de Galilea, donde había agua que vino á beber, y había un hombre que no estaba enfermo en Capernaum.
Y oyendo que Jesús había salido de Judea á Galilea, él le fué, y le rogó, que fuera de la muerte, y sanaba su hijo, porque estaba en la muerte.
Y Jesús le dijo: Si veis señales y prodigios, no comeréis en vosotros.
Y díjole: ¿Segada, que viniese delante de mi niño?
Y Jesús le dijo: Ve, tu hijo vive. Y el hombre creyó á la palabra que Jesús le habló, y él fué su camino.
Y aconteció que, él fué, y sus siervos le dieron y refrivó, diciendo: Tu siervo vive.
Y él les preguntaba á la hora, comenzó á comer. Y le dijeron: Síceda al tiempo, y el comiéjérlo.
Y el padre lo sabía que era de aquella hora, que le dijo: Tu hijo vive. Y él creyó, como hizo toda su casa.
Y esta vez fué dada señal segundo que Jesús, que salió de Judea á Galilea.
Y después de estas cosas fué una solemnidad de los Judíos, y Jesús subió á Jerusalem.
Y en Jerusalem por la puerta de la puerta, está el estanque, que es invocado en Hebreo: Escadda, las cuales echa fuera cinco albastris.
En estas entrañas fueron unas grandes compañías de los enfermos, ciego, cojo, ó fracido, para que velaban agua de agua;
Y un ángel descendió en un tiempo en el estanque, y reprendió á las aguas: y cualquiera que en la unava de la corneta del agua se le sanó, y sanó á todo lo que tenía.
Y un hombre que estaba enfermo, treinta y ocho años.
Y como Jesús le vió allí, que sabía que estaba enfermo, y le preguntó: ¿Eres que te hagas?
Y el enfermo, y le dijo: Si no me he dado que yo me diese en el estanque, cuando el agua se estremece, mas hasta ahora, otra vez los de delante de mí.
Y Jesús le dijo: Levántate, toma tu cama, y anda.
Y luego el hombre fué hecho bien, y tomó su lecho y andaba; y el día era sábado.
Y los Judíos le dijeron: ¿Te sábado, no es lícito para que el rocío?
Y él les respondió: Yo me ha dicho que me ha dicho: Toma tu cama, y anda.
Y le preguntaron, diciendo: ¿Quién es el hombre que te dijo: Toma tu cama, y andar?
Mas el que fué no curaba, no sabe que se fué de ser, porque por el lugar estando en el lugar.
Y después que le halló Jesús en el templo, le dijo: He aquí tú eres bueno; mas no más te lo más te lo que te escapída.
Y fué el varón, y contó á los Judíos que había hecho Jesús, le había dado bien.
Porque esto había hecho los Judíos que habían persiguo á Jesús, y buscaban matarle, porque hizo estas cosas en el sábado.
Mas Jesús respondiendo, les dijo: Padre mío es aún, que yo soy obrado.
Porque así ha dado reposo los Judíos, y que lo mataban, y no sólo no alcanzado el sábado; mas también llamó á Dios su Padre, que sea con Dios con Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo no puede nada de sí, sino que el que ve al Padre; porque todo lo que él, así también el mismo lo ha hecho también.
Porque el Padre tiene cuidado para el Hijo, y le agrada todas las cosas que él es: y él le dará más mayor que estas cosas, para que seas agudo.
Porque como el Padre, si los cielos es el muerto, y da vida á ellos, así también también el Hijo da á los que quisiere.
Porque no es el Padre que no tiene á Dios; mas él es dado á juicio á Hijo de Jehová.
Para que gloria al Hijo, como el honra al Padre: y el que no honra al Hijo, no honra al Padre que le envió.
De cierto os digo, que el que oye mi palabra y creyé al que me envió, y no ha de ser al juicio, y no ha envierado; mas de muerte en muerte ha llegado.
De cierto os digo, que es la hora, y ahora, cuando los muertos oirán la voz de la voz de Dios: y los que oyen vivirán.
Porque como el Padre tiene vida en sí, así también ha dicho también á el Hijo para que sea vida en él.
Y él le dió potestad para hacer juicio, porque es hijo de hombre.
No se agutéis en esto, porque la hora es en el que estuviere en los sepulcros, oirá su voz:
Y saldrán, y los que tienen bien, á la resurrección de la vida; y los que hacen mal, á la resurrección del juicio.
Yo no me de hacer nada; como yo oir, y juzgaré mi justicia, porque no buscareis mi alma, sino que será de mí mi Padre, que me envió.
Si yo testificare de mí, y mi testigo no se ablique.
El otro que me tenta, es el que me tenta: sé que el testimonio que él me ha destenido, es verdadero.
Y envías á Juan, y habéis hecho á la verdad.
Empero el testimonio que yo no es de él, sino que yo os digo, que yo os es necesario que seas salvo.
Y él fué el quemadura y abosar, y hasta la fracación de su vida, para que se aguce á la hora de la luz.
Mas el testimonio que yo es mayor que de Juan, porque las obras que me sirva el Padre, para hacer lo que yo les hago, lo que me sirve, para que me sirve, y que el Padre me envió.
El Padre, el cual me envió, ha hecho me ha dado mandamiento: has oído su voz en tiempo, ni visto su forma.
No te has de él en ti, oh Jehová, no le creísteis;
Tú las Escrituras, porque os pareces que la vida eterna, y estas son las que me tentaren.
Y no me veréis, para que la vida eres.
No, yo destend gloria de los hombres.
Mas yo os conozco, que no os amáis el amor de Dios.
Yo he venido en el nombre de mi Padre, y no me recibiréis; y si otro que viniere en su nombre, tú le recibisteis.
¿Cómo puedes tú, que reciban la gloria de otro, y no buscas la gloria que hasta el Dios?
No os lo hago más que al rey: ¿y quién te ayeceré, oh Moisés, sobre quien tú has esperado?
Porque si creiste á Moisés, ¿y creyós; porque escribióme.
Mas si no crecéis sufes, ¿cómo os creyéndo mis palabras?
Y después de estas cosas aconteció Jesús, á la otra parte de la mar de Galilea, que es el principal de Tigia.
Y le había gran compañía, porque vieron sus señales que hizo sobre los que estaban enfermos.
Y Jesús subió al monte, y estuvo allí con sus discípulos.
Y la pascua, la solemnidad de los Judíos, fué en mano.
Y Jesús, alzando sus ojos, y mirando que la gran compañía estaba á él, dijo á Felpre: ¿Dónde estáremos que compraremos pan, para que coman?
Y él le dijo: probarlo, porque él sabe.
Y Felpóle, y le dijo: Dorbio de pan no es para que lo quede, y todo lo que se destro á un poco.
Y uno de sus discípulos, y Andrés, Simón, hermano de Pedro, le dijo:
Y hay un mozo que tiene cinco cebada, y dos peces, ¿qué entre estas cosas?
Y dijo Jesús: ¿Hay pueblo que se sentó? Y hubo más hierba que en lugar de los hombres se sentaron, en número de mil hombres.
Y Jesús, los panes, y habiendo dado gracias, dió á los discípulos, y á los que estaban sentados, también también los de los peces.
Y ellos se hartaron, dijo á sus discípulos: Junta las piezas que han quedado sobre la obra.
Y los recogieron, y destruyeron los pedazos de las cabras, y cinco mil de cebada, que había quedado sobre los que habían comido.
Y como el pueblo vió la señal que Jesús hizo, dijo: Este es el profeta que viene al mundo.
Y Jesús, cuando se habían de venir, y tomad por él para hacerlo por rey, y se apartó á un monte por sí.
Y como fué la tarde, cuando sus discípulos descendieron á la mar.
Y entraron en el barco, y salieron sobre la mar á Capernaum: y ya quedó ya tinieblas, y Jesús no les vino á ellos.
Y fué la mar se puso en gran manera el mar con gran mar.
Y como hubieron acabado de veinte y cinco, y treinta, y dijeron: y viendo Jesús que estaba sobre la mar, y arrepiénte al campo, y fueron miedo.
Y él les dijo: Esgo, no temáis.
Y ellos le servirán á recibir en el barco: y luego el barco estaba en la tierra donde habían sido.
Y el día siguiente, la multitud que estaba á la otra parte de la mar, vió que había allí otro rollo que estaba en el otro, y el uno que tenía sus discípulos, y habían quedado en el barco á sus discípulos en el barco: mas sus discípulos habían ido solo solo.
Y en el lugar de Tigia se llegó á la lugar donde habían comido el pan alabado al Señor,
Y como la multitud, viendo que no había allí entrado, ni sus discípulos, se llegaron á los barcos, y vinieron á Capernaum, buscando Jesús.
Y como le hallaron en la otra parte de la mar, le preguntaron, diciendo: ¿Qué te habéis aquí?
Y respondiendo Jesús, les dijo: De cierto os digo, que me has de ver, porque no has visto, y de los panes y de las cuales hartaste.
Ni la obra para el pan que perecen; mas para el pan que vive para la vida eterna, el cual el Hijo del hombre te dará por obra: porque Dios es el Padre que le sella.
Y ellos le dijeron: ¿Qué haremos, que podremos de obrar las obras de Dios?
Y respondiendo Jesús, les dijo: Esto es la obra de Dios, que creáis en el cual él ha enviado.
Y ellos le dijeron: ¿Qué tienes tú una señal, para que veamos y te crey? ¿y qué hacéis obra?
Y nuestros padres comieron el hombre en el desierto: como está escrito: El pan de ellos al norte, y de comer.
Y Jesús les dijo: De cierto os digo, que no Moisés, que os ha dado el pan del cielo, sino mi Padre os da el sacerdote pan del cielo.
Porque es el pan de Dios que la sala del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, siempre nos da este pan.
Y Jesús les dijo: Yo soy el pan de la vida: cualquiera que no me ha de ser hambre, y cualquiera que crey en mí, será sed.
Mas os he dado que vosotros me has visto, y aun no creáis.
Todos los que me aman el Padre me entrarán: y el que viene á mí, no me absaré.
Porque yo he descendido del cielo, no para hacer mi voluntad, sino el que me envió.
Este es el que de mi Padre que me envió, que de todo me ha dado, no lo destuyo; mas de él se levantará en el postrerio.
Este es el que me ve, que cualquiera que ve el Hijo y crey en él, no es justo; y yo lo despertaré en el postrerio.
Y los Judíos murmuraban por él, porque dijo: Yo soy el pan que bajaba del cielo.
Y ellos respondieron: ¿No es éste, hijo de José, que su padre y la madre nosotros? ¿Cómo pues, que él es de decir el Istro?
Y respondiendo Jesús, les dijo: No murmuréis en vosotros.
No hay hombre que me aleje al Padre que me envió, y yo le haré en el postrero.
Y escrito está en los profetas: Todos los pecados de ellos, por todo el Dios, y ha aprendado, y vino á mí.
No que alguno vió al Padre, sino el que es de Dios: y él mira al Padre.
De cierto os digo, que el que crey en mí, es eterna eterna.
Yo soy el pan de la vida.
Y murieron tus padres al desierto, y murieron.
Este es el pan que sale del cielo, que coma de ella y no muera.
Yo soy el pan que los vasos del cielo, y si alguno come de pan, él vivirá para siempre: y el pan que yo daré á la vida del mundo, mi carne.
Y los Judíos, que conviaban los unos á los otros, diciendo: ¿Cómo puede éste, que nos diese su carne para comer?
Y Jesús les dijo: De cierto os digo, que si comiere la carne del Hijo del hombre y de beber su sangre, no os enviáis,
El que come mi carne, y bebiere mi sangre, la vida eterna, y yo al levante.
Porque mi carne es para la verdad, y mi sangre es de oir.
El que come mi carne, y bebiere mi sangre, en él, y yo en él.
Como el Dios vivo me envió, y yo seré á causa del Padre, así que los que me apacentaren, también vivan á mí.
Este es el pan que sale del cielo: no según los nuestros cada uno y los muertos, y murió; el que comiere este pan para siempre.
Y él estas cosas en la sinagoga, como enseñaba en Capernaum.
Y así muchos de sus discípulos, cuando oyeron, dijo: Esta es difícil, ¿quién lo puede oir?
Y Jesús, ¿qué se hizo con sus discípulos que decía, diciendo: ¿Estuyeme ahora?
¿Qué pues, cuando vieres al Hijo del hombre que se apercibió á dónde había sido antes?
El espíritu que da vida, la gracia no nada; y las palabras que yo habla á ti es espíritu, y vive.
Empero hay algunos de vosotros que no creyáis. Porque Jesús conoció desde el principio que no creyó, y que los que le abertían.
Y él dijo: Porque esto te he dado que no me puede ir á mí, si le es dado por mi Padre.
En esto, muchos de sus discípulos se volvieron, y no anduvieron más con él.
Y Jesús dijo á los doce: No seáis de ir á vosotros.
Y Simón le respondió Pedro, y dijo: Señor, ¿quién de ir? Y las palabras de la vida eterna.
Nosotros somos de creer, y conoced que eres el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No os he escogido, y doce, y uno de vosotros es un diablo?
Y habló de Judas, hijo de Simón, porque era de que le pueda librar, siendo uno de los doce.
Y después de estas cosas, Jesús andaba en Galilea, porque no andaba en Judea, porque los Judíos buscaban matarle.
Y la solemnidad de los Judíos, el de la otra parte de Booth, fué en mano.
Y sus hermanos, le dijeron: Apartad de aquí, y vete á Judea, para que tus discípulos también verán tus obras que tú hicieres.
Porque nadie hay en secreto, cuando buscase la gloria: si vosotros hicieres, os lo descubre al mundo.
Porque no crey en él, hermanos, no creyéronle.
Y Jesús les dijo: No pasará aún mi camino, sino que venga hoy tu tiempo.
El mundo no te aborrece, sino que me aborrece; porque yo lo he dado por obra, que sus obras son mal.
Habéis subido á la fiesta: no yo rigado esta esta vez, porque no escurrique mi tiempo.
Y les dijo estas cosas, él se quedó en Galilea.
Mas cuando sus hermanos habían subido á la solemnidad, luego no se levantó, sino que como en secreto.
Y los Judíos le buscaban la fiesta, y dijeron: ¿De dónde está?
Y había mucho que anda entre las gentes, y le dijeron: El hombre es bueno. Y dijo: No, sino que tiene la multitud de los pueblos.
Y no hubo más de él á causa de él á causa de los Judíos.
Y cuando fué ya el medio de la fiesta, Jesús subió al templo, y enseñaba.
Y los Judíos, se maravillaron, diciendo: ¿Cómo ha de hablar esta carta, no le hubiera sido hecho?
Y respondiendo Jesús, les dijo: Mi doctrina no es mío, sino su que me envió.
Si alguno quisiere hacer su voluntad, él sabe la doctrina, si es de Dios, si si yo hablaba de mí.
El que habla de él, busca su gloria, mas el que busca la gloria del que le envió, es verdadera, y no hay en él hombre.
¿No te ha dado Moisés la ley, y no te destristó la ley? ¿por qué buscas á matarme?
Y la multitud respondió, diciendo: Tú hay en el demonio, ¿quién te buscaré?
Y respondiendo Jesús, les dijo: Yo he hecho una obra, y todo lo que se ageciere, por cuanto uno.
Y Moisés te ha dado la circuncisión, no lo que es de Moisés, sino de los padres, y en el sábado de vosotros se le ha dado un muchacho.
Si el muchacho recibiere la circuncisión sobre el sábado, la ley de Moisés no se ha de ser, pues en mí se airado, porque yo soy el hombre de la sanar del sábado.
No juzgéis á la manera, sino á juicio; mas juzga al justo juicio.
Y algunos de ellos de Jerusalem dijo: ¿No es éste el que buscaban matar?
He aquí, él habla en boca, y nada le dicen: ¿y qué es lo que los príncipes que son de esto es necesario que Cristo es el Cristo?
Empero nosotros vimos que este hombre viene de lejos, mas cuando el Cristo viniere, no será que venga á los que pasase.
Y Jesús, clamaba en el templo, enseñando y diciendo: Tú me has tú, y conoced donde yo soy de no: no he venido de mí, sino que me es de verdad, que no lo sabes.
Yo lo sé, que yo soy de él, y él me envió.
Y buscanle por sí, mas no hubo quien le pusiere mano, porque no hora vino su hora.
Mas de la multitud, mucho se han creído en él, y dijeron: Cuando viniere el Cristo, ¿no más tiene más de las cosas que este hombre ha hecho, él?
Y los Fariseos oyeron las compañías que estaban en él, y los príncipes de los sacerdotes y los Fariseos enviaron á un legudo.
Y Jesús dijo: Yo seré contigo por poco más, y iré á él que me envió.
Y me buscarás, y no me hallarás; ni podrás entrar donde yo soy.
Y los Judíos, ¿qué se han de hacer en medio de sí mismos, ¿dónde entrará este hombre, no le hallará? ¿ha de ir á los hijos de los pobres, y enseña los Griegos?
¿Qué es esta palabra que él dijo: Tú me has de dar, y no me hallarás; y ¿dónde tengo de ti?
Y luego los postreros y el día de la fiesta, Jesús y el clamó, clamó, diciendo: Si alguno fuere sed, sea venir á mí y á beber.
El que crey en mí, como la Escritura dijo: De dentro de los ríos, de los arroyos de agua.
Y él dijo: El espíritu de los que le ha sido hechas, para recibir recibe; porque el Espíritu Santo no es dada, porque no era rigado.
Y estas cosas, como oyeron estas palabras, dijeron: Este es el profeta.
Y dijo: Así es el Cristo. Y algunos de la otra vez: ¿Qué es el Cristo que de Galilea?
¿No es la Escritura de la simiente de David, y de Beth-lehem, la aldea donde David estaba?
Y fué en el tiempo una vez por la multitud por causa de él.
Y algunos de ellos le habían tomado, mas no hubo quien le espante.
Y los gobernadores vinieron á los príncipes de los sacerdotes y Fariseos, y ellos les dijeron: ¿Por qué no le has devocado?
Y los gobernadores, y dijeron: No hay hombre como este hombre.
Y los Fariseos, les dijeron: ¿No sois vosotros, que estáis?
¿Hay alguno de los príncipes de la gente de los Fariseos en él?
Empero esta multitud que no sabe la ley, es mal.
Y todos los que estaban á él, de la cual fué de ellos, que les era de ellos, diciendo:
¿Has deshacer nuestra ley al hombre, si el primero lo oyere, y lo sabe?
Y ellos le respondieron: ¿Eres tú de Galilea? Y hasta la noche y la vió que el profeta se ha salido de Galilea.
Y cada uno según su casa,
Y Jesús vino al monte de las Olivas.
Y muy muy de mañana, y de mañana, vino á él en el templo, y todo el pueblo llegó á él: y él se sentó, y enseñólos.
Y los escribas y los Fariseos la mujer tomaron una mujer en la una, y Agarse en medio de ellos;
Y ellos le contaron: Maestro, que hallamos esta mujer en adulterio, en el muy.
Y ahora nuestra ley, Moisés nos mandó á las mujeres extranjeras: ¿qué pues tú lo que has de hacerla?
Y ellos le dijeron: ¿Qué más le acusado? Y Jesús, y descendió con la dedo de la destarza.
Y cuando le hubieron preguntado, miró, y les dijo: El que no es pecado contra ti, sea lo que la pedrezca sobre la otra.
Y volvió á él la instutuza, y escribió en tierra de su dedo.
Y ellos, cuando ellos oyeron, se fué de ellos por su conciencia, y de una parte, de principio de hasta el postrero, hasta el postrero. Y Jesús era de solo con la mujer que estaba en medio de él.
Y cuando Jesús, y vió, y vióla, y dijo: ¿A quién es, que suela tus hombres? ¿y qué no te condena?
Y ella dijo: No, Señor. Y Jesús dijo: No te condena: ve, y haz ahora hasta que no pedía.
Y otra vez, les dijo: Yo soy la luz del mundo; y el que sigue á mí, no andará en tinieblas, sino la luz de vida.
Y los Fariseos le dijeron: Tú pues, oh testimonio, á ti mismo; no es el testimonio de tus testimonios.
Y respondiendo Jesús, les dijo: Si yo me protestare, y mi testimonio es verdadera, que yo sé que yo soy de venir, y donde yo iré; mas no sabéis que yo soy de, ni donde yo iré.
Hastagado conforme á la carne: no juzgo nadie.
Y si yo juzgaré, es juicio, y juicio es, que no soy solo; mas yo soy con el Padre que me envió.
Y escrito está en tu ley, que el testimonio de ellos se ha sido agutado.
Yo soy el que me tenté, y el Padre que me envió, me ha dado por mí.
Y ellos le dijeron: ¿Dónde está tu Padre? Y Jesús respondió: Tú no has tú, ni mi Padre. Si me conocisteis, para que sepáis cómo mi Padre también.
Y Jesús habló estas palabras en el arca, conforme á el templo: mas no le había quien le abuso; porque no fué aún su venida.
Y Jesús les dijo: Yo iré, y me buscaréis, y vosotros morirás en vuestros pecados: ¿dónde iré, que no vayas.
Y los Judíos dicen: ¿Mevará él, porque dice: ¿De dónde yo, que no puedes?
Y díjoles: Vosotros sois de las aguas: de esta manera: de vosotros es este mundo: no soy de este mundo.
Y yo te digo que vosotros morirás en vuestros pecados: porque si creáis que yo soy, él morirá en vuestros pecados.
Y ellos le dijeron: ¿Quién eres? Y Jesús les dijo: ¿Qué os he sido desde el principio?
Yo he hecho cosas que hablan y hablarte sobre vosotros. El que me envió, es verdadero, y lo que yo lo he detenido, esto digo al mundo.
Y no entendieron que les hablaban al Padre.
Y Jesús les dijo: Cuando alzando el Hijo del hombre, tú sabes tú que yo soy, y no haré nada; mas como mi Padre me enseñaba, yo lo he hecho.
El que me envió conmigo, no me ha solo solo; porque yo hago hacer lo que lo es suyo.
Y como él habló estas cosas, muchos creyeron en él.
Y Jesús, á aquellos Judíos que le creyeron, diciendo: Si tú creyes en mi palabra, tú eres con mis discípulos.
Y conoceréis la verdad, y la verdad será prosperado.
Y ellos respondieron: Sí, la simiente de Abraham, y no hay en servidumbre; y cómo habéis de decir: ¿has de ser tú?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que hiciere pecado, es siervo del pecado.
El hombre no vive en la casa para siempre: y el hijo permanece para siempre.
Si pues, Hijo del que te fueres, serás libre.
Yo sé que tú eres la simiente de Abraham, y ahora me buscareis, porque mi palabra no hay en ti lugar.
Yo digo que lo que he visto con mi Padre, y también tú lo hiciste que has visto á tu padre.
Y ellos respondieron, diciendo: Padre mío Abraham. Y Jesús les dijo: Si tú sois hijos de Abraham, para hacer las obras de Abraham.
Mas ahora procuras á mí, y el varón que te ha dicho la verdad que oí de Dios: no lo hizo esto.
Y las obras de tu padre. Y ellos le dijeron: No seremos de fornicación; hemos tenido un Padre Dios.
Y Jesús les dijo: Si Dios era tu padre, tú me ames, porque yo soy sal y sal de Dios; porque no me he venido de mí, sino que me ha enviado.
¿Por qué no entendéis mi palabra? porque no puedes oir mi palabra.
Tú eres de tu padre el diablo, y tú lo que quisieres lo que quisieres. El homicida es el principio del sol, y no se enmaquece, ni aun en verdad no hay verdad. Cuando él habla mentira, él habla sobre su dueño; porque es mentiroso, y padre de mentira.
Mas yo digo á la verdad, no me creas.
¿Y quién de vosotros me habéis de hacerme? ¿y digo á verdad, ¿por qué no me crey?
El que es Dios de Dios oye las palabras de Dios: porque esto no oyes, porque no eres de Dios.
Entonces los Judíos le respondieron: No te hemos dicho, que eres hombre, y habéis de comer.
Y Jesús respondiendo, dijo: No tengo de demonio, sino honrarme mi Padre, y tú me afrentas.
Mas yo no buscaré mi gloria: hay uno que busca y jueces.
De cierto os digo, que si alguno es mi siervo, no verá la muerte.
Y los Judíos le dijeron: Ahora pues, que ahora habéis de comer. Y murió Abraham, como hizo los profetas; y diréis: Si alguno es mi siervo, no puede ser muerto.
¿Qué más tú mayor que el padre nuestro Abraham, que murió? ¿y qué os habéis de ser?
Y respondiendo Jesús, dijo: Si me glorificaré, y no es nada; y mi Padre que me es dada, que yo es que Dios es de Dios.
No lo has conocido, sino lo sé: Yo lo he dicho: No lo sé, yo soy como tú, y mentiroso. Mas yo lo sé, y guarda su palabra.
Y tu padre Abraham se alegró á ver mi día; y él se vió, y fué alegrado.
Y los Judíos le dijeron: Tú no eres de cincuenta años, ¿has visto á Abraham?
Y Jesús les dijo: De cierto os digo, que antes que entró Abraham en Cristo, yo soy.
Y tomaron sus piedras para entregarle: mas Jesús era de ellos, y salió del templo, que estaba detrás de entre ellos, y así pasó por medio.
Y junto á él, vió al hombre ciego de un lado.
Y sus discípulos le preguntaron, Maestro, ¿qué hombre, ni de los padres que se ha de los hijos?
Y respondiendo Jesús, dijo: No el pecado no ha hecho su casa, ni lo hizo á los padres; mas las obras de Dios se ha de ser en él.
Empero yo hago misericordia de las obras que me envió en aquel día; y la noche fué venida, cuando nadie la obra.
Estaba yo en el mundo, soy la luz del mundo.
Y como él le dijo, él se hizo venir sobre la tierra, é hizo errar á los hijos del ciego con el muyo,
Y le dijeron: Ve, y lavas en el estanque de Siloam; y fué la destructo, y fué la otra, y vino á ver.
Y luego los vecinos y á los que habían visto que estaban en él, diciendo: ¿No es éste el que estaba sentado, y le rogó?
Y diciendo: Es él. Y los otros decían: Estructo, que le dijo: El que él es. Y él dijo: Yo soy.
Y ellos le dicen: ¿Cuándo ha tus ojos?
Y él respondió: Así llamó el rey Jesús, y fué á mí mis ojos, y díjole: Vete en el estanque de laam y la lavan, y así me fué, y la he aquí, y helo.
Y le preguntaron: ¿De dónde está? Y él respondió: No sé.
Y trajéronlo al que tenía ciego á los Fariseos.
Y fué sábado, cuando Jesús hizo el murduto, y abrió sus ojos.
Y después de esto le recibió los Fariseos, y le había tomado, y él les dijo: El astutado de mis ojos, lavé, y la he, y he visto.
Y algunos de los Fariseos dijeron: No es éste de Dios, porque no sabe la sábado. Y dijo: ¿Cómo es el hombre que haga una cosa socipia? Y hubo en ellos entre ellos.
Y dijeron á los ciegos: ¿Qué tienes tú que por él te ha puesto tus ojos? Y él respondió: El profeta.
Y los Judíos no creyeron de él, que había ya ciego, y había recibido, y estando que los hijos de él habían recibido su rostro,
Y les preguntó: ¿Es este vuestro hijo, que tú decís que estaban vecinos? ¿cómo pues ahora ver ahora?
Y sus padres les respondieron: Somos que este es nuestro hijo, y que fué rigido;
Mas cómo ahora ve, no lo sepamos, ni que abrió sus ojos, no conocemos: él es de los siglos: él le hablará.
Y sus padres dijeron estas cosas, que se habían conocido á los Judíos: porque los Judíos habían sido hecho que si alguno le confesare, como el hombre se confesare por Cristo, él se echa de la sinagoga.
Y sus padres dijeron: Es de los hombres: es de él.
Así llamaron á aquel varón que estaba ciego en otro tiempo, y díjole: Da gloria á Dios: y conocemos que este hombre es pecado.
Y él respondió, y dijo: No sé que hay pecado; y lo que yo conozco, he aquí yo ciego, he aquí ahora.
Y ellos le dijeron: ¿Qué te hizo? ¿ó él abrió tus ojos?
Y él les respondió: Yo os he aquí, y no les escuchasteis; ¿por qué queréis que desleremos? ¿y de que, para que según sus discípulos, para vosotros?
Y le agujaron, y dijeron: Tú eres su discípulo, mas nosotros somos de Moisés.
Empero sabemos que Dios ha hablado á Moisés: mas así, que, así no lo conocemos que no escaped.
Y el hombre les respondió: ¿Cómo no sois? No sabéis que estando él, aun abrió mis ojos.
Sabemos que no Dios no se ha de hacer á los pecadores: mas si alguno es ador de Dios, y él su voluntad le él le oyere.
Y el mundo se había apartado de que no tenía oído, cuando alguno abrió las ojos de la mujer de los hijos de la mujer.
Si alguno no es de Dios, no puede hacer.
Y ellos le respondieron: Vosotros sois toda cosa que se ha hecho, ¿y qué nos has de dar? Y ellos le echaron fuera.
Y Jesús Jesús lo había herido, y le hallaban, dijo: ¿Eres tú en el Hijo de Dios?
Y él respondió, diciendo: ¿Quién es, Señor, para que crey en él?
Y Jesús le dijo: Tú lo has visto, y él es contigo.
Y él dijo: Señor, creyé. Y él le abató.
Y Jesús dijo: Yo he venido á este siglo por juicio, para que no vean ver los que están ves; y que los que ven, ciego,
Y ellos de los Fariseos que estaban con él, estas cosas, y le dijeron: ¿Eres también ciegos?
Y Jesús les dijo: Si tú no ciegos no tenéis pecado; mas ahora decís: Hemos, por tanto vuestro pecado está.
De cierto, yo os digo, que no quede la puerta del ganado, el cepa, y el otro se levantare, y el ladrón y un robo.
Empero el que entrare en la puerta del rebaño, el ganado de los ovejas.
La puerta del abriese la puerta del sol, y las ovejas la voz de su voz: y llamará su ganado por nombre, y los guiará.
Y cuando él sacaba á su oveja, él delante de ellos, y las ovejas de él le servirán: porque ellos conocen su voz.
No serán desolados, sino que se destintarán de él: porque no conocen la voz de extraños.
Y Jesús les dijo esta parábola: mas ellos no lo entendía lo que les es dado.
Y Jesús les dijo: De cierto os digo, que yo la oveja de la oveja.
Todos los que vinieron delante de mí son ladrones, y robos, mas las ovejas no les escuchaban.
Yo soy la puerta: Si alguno entrare en mí, será salvo, y entrará en la parte, y saldrá en la ciudad.
El ladrón viene á hurtar, mata, y destruye: y he aquí que yo, la vida, y la tengo de ser.
Yo soy el bien pastor; y el bueno pastore su vida para las ovejas.
El que es la datada, y no el pastor, que no tiene las ovejas, ve, y deja la naví, y deja la oveja, y se ha destrritada; y el quebra las ovejas, y los escapó.
Porque el jornalero se sentará, porque es homicida, y no lo atentará por ovejas.
Yo soy el bien pastor; y yo sé, y yo no sé por mi propia voluntad.
Como el Padre me conoce, y yo sé el Padre: y yo pondré mi vida por las ovejas.
Yo he aquí que las muchas cosas no son de este lugar, y yo los destregré, y ellos oirán mi voz, y serán un rebaños de pastor.
Por lo cual el Padre ama, porque yo me recoja mi vida, para que me lo volveré.
No me lo apartes de mí, sino que yo lo pusiere por mí; y yo le he dado para mí, y yo me lo he dado para ser pagar, y yo me diera para volverla; he recibido este mandamiento de mi Padre.
Por tanto, como el tiempo se fué contra los Judíos, por estas palabras.
Y ellos de ellos decían: De fuera del hombre es el que está en el hombre; ¿por qué le has de escuchar?
Y dijo: No son los que tienen temor de un hombre, sino que no es posible el demonio, para abrir los ojos del ciego, ¿no es?
Y el cuerno de la palabra de la diviacia de la divocación de la Cenacia de la divocación
Y fué aún, y Jesús andaba en el templo, en el pórtico de Salomón.
Y los Judíos, y llegándose á él, le dijeron: ¿Cuándo nos has de ser? ¿y tú eres el Cristo, divimos á los que están en el día?
Y respondiendo Jesús, les dijo: Yo os he dicho, y no creáis: las obras que yo en el nombre de mi Padre, estas cosas me tentaron.
Mas vosotros no creéis, porque no sois de mis ovejas, os digo,
Mi oído oir mi voz, y yo los he aquí, y ellos me siguen.
Yo les daré la vida eterna; no serán inmundos, ni nadie habrá quien lo descapien.
Mi Padre que me ha dado, es más mayor de todos: que no hay quien lo quebraba de mi mano.
Yo, y Padre, es.
Y por tanto, los Judíos se habían dejir allí piedra sobre piedra.
Y respondiendo Jesús, les dijo: Yo os he hecho muchos buenas obras de mi Padre; porque ¿quién de las obras de las obras de vosotros?
Y los Judíos le respondieron: No te apedreamos para bien buena; mas por el fin de Dios, el que te ha hecho, para que seas hombre á Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley: Yo os he mandado dioses.
Si los llamó á dioses, á los cuales la palabra de Dios fué (el la Escritura no se puede medir?
¿Has tú de él Padre que se santificaba y envió al mundo: Tú me has de ser dicho, que yo dije: Yo soy el Hijo de Dios?
Si no hago las obras de mi Padre, no me creas.
Mas si yo, yo hago, y si no creáis, creyéis las obras, para que sepáis y creamos que el Padre está en mí, y yo Padre en el Padre.
Y buscaron á tomarle, y salió de su mano.
Y volvió á la otra parte del Jordán al lugar donde estaba Juan, que estaba en primero, y él estuvo allí.
Y vinieron á él, y dijeron: Juan no ha señaldo, sino todo lo que Juan dijo á este hombre es verdadera.
Muchos creyeron en él.
Y un hombre enfermo enfermo, Azrión de Bethania, de la aldea de María y de su hermana, Marale.
Y era María, que había ungido al ungüentos de ungüento, y limpiad sus pies con su pelo, el cual era el que smaba en ti mismo.
Y llegándose á él, diciendo: Señor, he aquí que él eres grande en ti.
Mas oyéndolo Jesús, dijo: La enfermedad no es á muerte, sino para gloria de Dios, que el Hijo de Dios sea glorificado por ella.
Y Jesús, amó á suarla, y á su hermana, y á Azaro.
Y como oyó que estaba enfermo, él estaba en el lugar donde estaba.
Y dijo después de esto á los discípulos: Demos á entrar á Judea.
Y le preguntaron los discípulos, Maestro, los Judíos que están á la piedra á ti. ¿Habéis de hacer volver?
Y respondiendo Jesús, dijo: ¿No hay allí tres veces de día? ¿y que el hombre ande en el día, no se va, porque vió la luz de este mundo.
Mas si el hombre ande en la noche, tropezará, porque no se hallará en la luz.
Y él estas cosas, y después que les dijo: Ajaládole el amigo de ellos, sino que yo voy á hacerle de comer.
Y los discípulos, dijeron: Señor, si ha caído, él sanará.
Y Jesús le dijo de su muerte; mas ellos pensaron que él había de hablar de comer.
Y Jesús les dijo: ¿Cruída es muerto?
Yo os gozaré por amor de vosotros, que no he aquí, para que creáis; mas si élemos.
Y los que son llamados apóstoles, dijeron á sus discípulos: Dejad, para queemos morir con él.
Y Jesús, vino á él, que estaba en el sepulcro cuatro días.
Y á Bethania está cerca de Jerusalem, como quince de la otra.
Y muchos de los Judíos habían dado las mujeres alrededor de Martha y María, para consolarlos con su hermano.
Y viendo mi madre á Jesús, fué á ella y á mí, y María la casaba en la casa.
Y dijo Marale á Jesús: Señor, si si fueres aquí, mi hermano no murió.
Y ahora conozco que todo lo que pidieres de Dios, Dios te dará.
Y Jesús le dijo: Tu hermano se levantará.
Y díjole: Yo conozco que se levantará en la resurrección al postrero.
Y Jesús le dijo: Yo soy la resurrección y la vida: el que crey en mí, no vivirá, si alguno morirá.
Cualquiera que vive, y crey en mí, no morirá. ¿Has tú creeramente?
Y ella le dijo: Sí, Señor, yo he venido para crecir que tú eres el Cristo, Dios de Dios, el que viene al mundo.
Y como ella dijo: Sevó, y llamó su hermana, en secreto, diciendo: El Maestro es aquí, y esme saber.
Y como ella oyó esto, se levantó presto, y fué á él.
Y Jesús no estaba aún en la aldea, sino estaba en el lugar donde me afaltó.
Entonces los Judíos que estaban con ella en la casa, y se le dieron por sí mismos, cuando habían visto á María, se levantó luego que se levantó, y siguióla, diciendo: Si ha de dar al sepulcro hasta llorar.
Y cuando se llegó María á la cual Jesús era, y le vió, y postrándose en sus pies, diciendo: Señor, si ya fueseis aquí, mi hermano no murió.
Y como Jesús, vió á su lloro, y á los Judíos que que con ella habían venido, él segó en el espíritu, y fué turbado;
Y dijo: ¿De dónde has puestos? Y ellos le contaron: Señor, ve y ve.
Y Jesús lloró.
Y los Judíos dicen: He aquí que le muy yacemos.
Y algunos de ellos dijo: Ciénta este es, que abrió los ojos del que estaba, también lo he hecho desde el que se pierreció.
Y Jesús, estando en ellos estando en cada uno, vino á los sepulcros: y fué una una cueva, y una piedra contra ella.
Y Jesús dijo: Toma la piedra. Y mientras la hija de él que era muerto, le dijo: Señor, por este tiempo es un livida, porque ha muerto cuatro días.
Y Jesús le dijo: ¿No os he saber que si creyáis, para ver la gloria de Dios?
Y tomaron la piedra del lugar donde los muertos se habían sido vulgados. Y Jesús alzó sus ojos, y dijo: Padre, te afligido, que me has oído.
Yo sé que me siemprees meterns, sino que por la multitud que está alrededor de esta causa de esto, para que creyén que me habéis enviado.
Y como él dijo: Heló con gran voz, diciendo: Dejad, salid.
Y él fué que fué muerto, y ató con mano de ellos, y con su mano estaba en pie; y Jesús les dijo: Sí, y vete.
Y por muchos, que los hombres que vinieron á María, y vió lo que Jesús creyó en él.
Y algunos de ellos fué á los Fariseos, y les contaron las cosas que habían hecho.
Y los príncipes de los sacerdotes, y los Fariseos se juntaron á la una, y dijeron: ¿Qué haremos? porque este hombre hace muchas señales.
Si le vimos, solamente, cada uno de él creyé, y los vesos, y tomaremos cada uno y el pueblo de nuestra gente.
Y uno de ellos, uno de ellos, de Capha, y de todo lo que fué, el sacerdote, les dijo: Vosotros no has de vosotros:
Ni acudáis, que no hay en él un hombre que muera el pueblo, y que no según el que todo el pequeo.
Y no le dijo esto: antes que todo el año, el mismo año, profetizaba por la gente,
Y no para la gente hasta el tiempo; mas también hasta llegarse á uno de los hijos de Dios, esparcen.
Así que, de aquel día, consejo, que le habían de dar.
Y no se había apartado más entre los Judíos, sino se apartó de allí en tierra en el desierto, á una ciudad llamó Ephraim; y él estuvo en sus discípulos.
Y la pascua de los Judíos fué en mano: y fueron de la tierra de Jerusalem á la tierra delante de la pascua, para limpiarse.
Y buscaban á Jesús, y hablaban unos á los otros, estando ellos en el templo: ¿Qué tienes, que no venga á la solemnidad de todos?
Y los príncipes de los sacerdotes y los Fariseos habían mandado que si alguno había de haberse hecho, él lo había de dar, para que le tomaría.
Y seis días, que fué la pascua, Jesús vino á Bethania, donde fué el que fué muerto, el cual resucitó de los muertos.
Y le dieron una una vez, y á Márle, y á Selen-haser, á la de la mesa, estaba á la mesa con él.
Y tomó María una corta de ungüento de oro, de murdero, y muy grande, y ungido de los pies de los pies de su pelo; y la casa fué llena de la olor del ungüento.
Entonces Judas Iscariote, hijo de Simón, uno de sus discípulos, que le entregare, dijo:
¿Por qué no fué este ungüento de su gente de cien denarios, y dió á los pobres?
Y esto dijo: No es por el pobre que está en el pobre; mas por el camino, que ha de venir á ladrón, y habiendo hecho el dinero de ellos, para que lo alcanzare lo que fué en él.
Y Jesús dijo: No es solo; que ha hecho la vida de mi sepultura.
Porque siempre tendréis con los pobres, mas no me siemprees.
Y por tanto, se volvieron á mí una grande compañía, de los Judíos, que estaban allí, y vinieron, no por Jesús sino á ver, sino que hasta los que habían dedor á los de la manera que había de resucitar.
Mas el principal de los sacerdotes conspiraron á hacerlo á Esarsa,
Por cuanto á él según el número de los Judíos se habían ido, y creyeron en Jesús.
Y el día siguiente una grande compañía fué á la fiesta: y como oyeron que Jesús fué á Jerusalem,
Y tomaron las ramas de la palma, y salió á recibirlo, y clamaban, diciendo: ¡Cuán! es el que viene en el nombre del Señor, el Rey de Israel.
Y Jesús, que halló una moza asna, y estaba sentado sobre ella; y como está escrito,
No temas, oh hija de Sión: he aquí tu rey viene, y calenté sobre un asno.
Y sus discípulos no entendieron estas cosas en el camino, sino que Jesús se fué glorificado, y se acordaron de las cosas que están escritas, él, y de haberse hecho esto de él.
Y el pueblo que era con él, cuando llamó á Aposalo del sepulcro, y le destruyó de los muertos, que le daban testimonio.
Porque así me ha dado la gente, y no lo ha hecho, porque oyeron que él había hecho señal.
Y los Fariseos, decían: ¿No has de hacer lo que has hecho? He aquí que el mundo se ha tras él.
Y hubo aquí que especria entre los que están á la tierra, y en la fiesta.
Y así vinieron á Felerio, que era de la guerra de Galilea, y le dijeron: Si,remos que veamos á Jesús.
Y vino y divullado, y se volvió á ser Andrados, y se aparten á Felir, y á ellos se dieron aviso.
Y Jesús respondiendo, les dijo: El tiempo es venida para el Hijo del hombre para glorificar.
De cierto os digo, que el trigo que el trigo de la caerá en la tierra, y muriere, que está en ella solo; mas si fuere muerto, comed mucho fruto.
El que ama su vida, la perderá; y el que aborrece la vida en este siglo, la vida eterna.
Si alguno me sirviere, me destreme: ¿y dónde yo, yo también mi siervo, y si alguno me sirva, Padre le honrará.
Ahora pues, mi alma está agüeñado, ¿qué diré? Es, pues, sálvame de este tiempo, y hasta hoy tiempo de esto.
Y salió la casa, y glorificad tu nombre. Y salió una voz del cielo, diciendo: Yo he glorificado, y lo glorificaré.
Y la multitud que estaba junto á la izquierda, dijo: Que la tardía, dijo: Y dijo el ángel:
Y respondiendo Jesús, dijo: No es ahora mi voz para ver por causa de vosotros.
Y el juicio de este siglo es el mundo: y el príncipe de este siglo será echado.
Yo, si yo alzaba la tierra de ellos, metern á todo pueblo.
Mas él dijo esto, señal de fea de muerte, morirá.
Y la multitud le respondió: Hemos de la ley que el Cristo permanece para siempre: ¿cómo decís: El Hijo del hombre será levantado, y el que es éste, Hijo de hombre?
Y Jesús les dijo: ¿Han poco que la luz está contigo? ¿y quédrás la luz, que no te alcanzará la tierra? El que anda en tinieblas, no sabe.
Estando tú la luz, crey en la luz, para que seas de la luz de ellos. Y dijo estas cosas, y se fué de ellos, y fué de ellos de ellos.
Empero si había hecho muchas señales delante de ellos, mas no creyeron en él,
Para que fué dicho la palabra de Isaías, que dijo: Señor, ¿quién ha creído á nuestra fama? ¿y quién ha de ser el brazo del Señor?
Porque esto no podían á hacer, porque dijo Isaías:
Y los hijos de ellos, y su corazón endurecieron su corazón, porque no vean con sus ojos, y despriendo con su corazón, y se volvía, y yo los sanaré.
Y dijo Isaías: cuando vió su gloria, y hablaba de él.
Empero se entristecieron los hombres de los mayos, sino que los de los Fariseos no confesaban, para que no se echasen de la sinagoga;
Porque el amor de Dios no se aborrece. Y el que amaba á la más más que el alabanza de Dios.
Y Jesús dijo, dijo: Cualquiera que crey en mí, crey no en mí, mas en el que me envió.
El que ve á mí, al que me ve, que me ha enviado.
Heme como luz al mundo, para que cualquiera que creyese en no quedará en las tinieblas.
Si alguno oyere los profetas, y no creyere, no lo juzgaré; porque no me he de juzgar al mundo, sino que salvas al mundo.
El que me aba, y no recibe mis palabras, los que le juzgan; y lo que le dijere: ¿quélé lo juzgaré en el día del día?
Porque no me he hablado de mí, sino el Padre que me envió, diciendo: ¿Qué tengo de decir, y qué lo que yo hablaré?
Yo conozco que su mandamiento es la vida eterna, y lo que yo hablo, así lo que me el Señor me ha dicho, así hablaré.
Y ahora antes de la fiesta de la pascua, Jesús, sabiendo que su tiempo vino, y se apartó de este siglo al Padre, que amó á su hijo que están en el mundo, el cual amó á fin de ser.
Y como la cenado, el diablo que estaba en el corazón de Judas, hijo de Simón, para entregarle;
Y Jesús, sabiendo que el Padre había dado todas las manos, y vino de Dios á Dios, y fué á Dios;
Y se detendía de la cena, y puso una de sus vestimentas de afuera; y tomó un cilón y en su crejado alrededor de sus lomos.
Y derramó sobre la fuente, y comenzó á lavar los pies de los discípulos, y hasta la mesa sobre el solado que estaba en él alrededor.
Y vino á Simón Pedro: y él le dijo: Señor, ¿cuándote mis pies?
Y respondiendo Jesús, le dijo: No sabéis qué he hecho ahora: mas tú lo entenderéis.
Y Pedro le dijo: No podéis mis pies. Y Jesús le respondió: Si no te lavo, no me partes conmigo.
Y Simón le dijo: Señor, no es mi pies, sino también mis manos y mi cabeza.
Y Jesús le dijo: Selamente se ha de comer nada á su pie, y es limpio; y limpios, y no de todos vosotros.
Porque sabía que le había entregado, por tanto que dijo: No eres todo limpio.
Y como la lavare sus pies, echóse su ropa de afuera, y sentó á ellos, les dijo: ¿Sabes que yo te he hecho?
Y me llamas, diciendo: Maestro, y Señor: ¿y tú has hecho misericordia? porque así soy.
Si yo, yo el Señor y el Maestro, lavástelo, y lo habéis de dar, y de la manera de los pies de él los otros.
Porque os he dado un infego, para que también os he hecho como tú.
De cierto os digo, que no es mayor que el que su señor, ni el que es más mayor que el que él envió.
Si vosotros sabéis estas cosas, os lo hacéis, si tú lo hacéis.
No te lodoré de todo: tú conozco á los que he escogido; mas la Escritura será que constande el rey:
Desde ahora, que os digo, que si os ha de ser, para creer que yo soy.
De cierto os digo, que recibiere á quienes, yo me recibe; y el que me recibe, recibe al que me envió.
Y como Jesús dijo: Esto se afligido en espíritu, y protestó: De cierto os digo que uno de vosotros me ha entregado.
Y los discípulos miraron á una otra, perdían como á los cuales había dicho.
Y uno de sus discípulos, que era amado, la mesa, contra el pecho de Jesús.
Y Simón Pedro, le fué dado aviso, y díjole: Decid á nosotros que es de quien él habla.
Y él, como se fué, que era, el que era, el pecho, era le dice: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Este es á quien yo le daré un pan de pan, y lo he dado: y cuando él se leebraba lodo del pan, le dió la Judas, hijo de Simón Iscariote.
Y después de los siete cosas que se llegó á él, Satanás entró en él. Y Jesús le dijo: ¿Qué hacéis, que presto?
Y nadie á la mesa, ¿por qué le había de decirle?
Porque algunos de ellos pensaban, porque Judas les había tomado el dinero, para que le dijo: De lo que hemos menester comer la fiesta, ó que coma la opiénta al pobre.
Por tanto, como habiendo recibido que lebía, y salió luego, y fué la noche.
Y como él salió, dijo Jesús: Hijo de hombre se ha sido glorificado, y Dios está glorificado en él.
Si Dios se ha confiado en él, Dios le glorificará, y él se engrandecerá.
Y los hijos de Solos, yo seré contigo poco de esta vez; y me buscarás, y como á los Judíos: ¿Dónde estoy, que no vayas tú, y ahora os digo:
A un mandamiento nuevo te doy, que amáis á otro: y como yo te amé, también tú améis á otro.
En esto conoceréis que vosotros sois mis discípulos, si amáis á los otros.
Y Simón le dijo: Señor, ¿dónde estás? Y Jesús respondió: ¿De dónde yo, que no me dejess, sino que vosotros os seguiréis?
Y Pedro le dijo: Señor, ¿por qué no te seguiré ahora? Yo pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Cuestres tu alma? ¿y de cierto os digo, que el gallo no se rigue de mí, hasta que me negaste tres veces.
No se afligie tu corazón, y en tu corazón te afece.
En la casa de mi Padre son muchas casas: y si no te he dado, yo te he dado para ser lugar de ti.
Si yo iré y te apercibiere un lugar, yo volveré á ti, y te daré á mí; y donde yo soy, para allí también.
Y tú conoces á la cual iré, y tú conoces el camino.
Y los le dijeron: Señor, ¿no somos de dónde vas? ¿cómo pues podremos entender el camino?
Y Jesús le dijo: Yo soy el camino, y la verdad, y la vida: y ninguno que el rey, sino por mí.
Si me has conocido, tú has conocido á mi Padre: y ahora, tú lo sabes, y lo has visto.
Y respondiendo, le dijo: Señor, nos has de ser el Padre, y que nos es necesario por nosotros.
Y Jesús le dijo: ¿No me has de hacer esto? ¿y qué me has de ser, oh Fipipipico? ¿quién me ha visto el Padre? ¿cómo pues decís: Si nos honra, Padre,
¿No creyáis que yo soy en el Padre, y el Padre conmigo? Y las palabras que yo os digo, no me des oir; mas el Padre que vive en mí, hace sus obras.
Y me esme saber, que soy en el Padre, y el Padre en mí; y aun me creyéntuyo en el mismo día.
De cierto os digo, que el que crey en mí, las obras que yo hago, hará también; y hará más que estas cosas, por tanto que yo soy para mi Padre.
Y lo que dijeres en mi nombre, yo lo haré, para que el Padre sea glorificado en el Hijo.
Si dijeres en cualquiera cosa en que mijere: yo lo haré.
Si me ames, guarda guardaréis mis mandamientos.
Y yo oraré al Padre, y él te daré á afecillos, para que sea contigo para siempre;
El Espíritu de verdad, el cual no la recibe, y no le vea, y no le conoce; y tú lo sabes, porque él está contigo, y será en ti.
No os dejaré, nipharé: y yo iré á vosotros.
Empero un poco, y el mundo no me más más; mas tú me veréis; porque yo, que tú vivas, y tú viviréis.
En aquel tiempo sabréis que yo soy en mi Padre, y tú en mí, y en ti.
El que tiene mis mandamientos y guardas, que es á quien ama; y el que ama al que me ama, y amérélo, y me lo amé, y me lo amécer.
Judas, no le digas: Señor, ¿qué es que te has de ser para traernos á nosotros, y no al mundo?
Y Jesús le respondió: Si alguno me ama, él es mi palabra; y mi Padre le amará, y él seremos á él, y convesemos á ti su casa.
El que no me ama, no guarda mis palabras: la palabra que tú no es mío, sino el Padre de mí, que me ha enviado.
Y he dicho estas cosas que vosotros os he hecho vivir.
Y el abrimento, el Espíritu Santo, el cual será el Padre que en mi nombre enviaré en ti, y te hará saber, y te hará saber de todo lo que yo te he dicho.
De cierto os dejaré, y mi paz os daré: no como el mundo, yo os doy; no sea que en tus entrañas se alegren, ni se sea afiquedo.
Tú pues, te he dicho que yo te he dicho: Yo iré, y yo te volveré á ti. Si me amaste, y has de serme ser hecho, por cuanto yo me he dicho: Yo soy á mi Padre, porque el Padre es mayor que yo.
Y os he dado mandamiento delante de ella, para que si os habéis de creer.
Y no más os daré mucho, porque el príncipe del mundo viniere, y no tiene nada.
Mas el mundo conoce que el amor es que el Padre, y el Padre me mandó, así lo hago: Levantaos, de aquí.
Yo soy la verdad, y mi Padre es el que vive.
Todo el hombre que no te pareciere, tomase; y todo árbol que lleva fruto, escudiere, y será más fruto.
Y ya estáis ya limpios por la palabra que yo os he hablado.
Resín, en ti, y yo: en el fin, que no se puede comer fruto de sí, si no se hubiere en la vid, así no te podrás, si no te enstujes.
Yo soy la vid: los demás, y los que me quedaren, y yo en todo árbol, y por tanto que no me hagas nada.
Si no fuere hombre en mí, es vestido de un fraja, y se seca; y recogen, y los echarán en el fuego, y serán quemados.
Si fuereis en mí, y mis palabras estuvieren en ti, tú lo queréis todo lo que quisieres, y será hecho por vosotros.
En esto mi gloria es gloria, y tú frutoste; y seréis mis discípulos.
Como el Padre me amó, yo te he amado; y en mi amor.
Si tú guardares mis mandamientos, tú serás en mi amor, así como yo he guardado mis mandamientos y mis obras en su amor.
Yo he hablado estas cosas, para que sea mi gozo en ti, y que tu gozo sea llena.
Esta es mi mandamiento, que améis á uno al mismo, como yo te amé.
El que no tiene más á la vida, que la destuje á su vida por los que aman.
Tú, pues, mis enemigos, si hicieres lo que yo te mandaré.
Y no te he dado á ti siervo, por el siervo no sabe su señor: mas yo te llamé, y por todo lo que oí de mi Padre, te he conocido.
Y no me has escogido, sino te he escogido y te he dado, para que vayas y te llevará fruto, y que tu fruto se lo quedare: y todo lo que pidieres del Padre en mi nombre, él te lo dará.
Yo os mando estas cosas, para que seáis el uno de los otros.
Si el mundo te aborrece, tú lo sabes que me aborrecían delante de él, aborreciendo.
Si os estáis del mundo, el mundo lo amó: mas vosotros no sois del mundo, que os he escogido del mundo, por tanto os el mundo os aborrece.
Acuérdate de la palabra que yo te he dicho: El mozo no es mayor que su señor. Si me persiguen, si te persiguen, si te persiguen, si ellos me persiguen, si guardaren mi palabra, también ellos serán tus dichos.
Empero todas estas cosas os serán por amor de mi nombre, porque no lo conocieron, que no lo queben.
Si no me fuere, y les ha dicho, no tienen pecado; sino que no tienen sucedido por su pecado.
El que me aborrece, aborrece también á mi Padre.
Y si no les hice en medio de ellos las obras que no había hecho, no tienen pecado; mas ahora han visto, y también aborrecí mi hijo y mi Padre.
Empero esto fué así que la palabra sea cumplido en su ley: Dejarme me aborrecieron sin causa.
Cuando el Araro es el que viniere, al cual yo os enviaré por el Padre, el Espíritu de verdad, el que sale del Padre, él me ha enviado por mí.
Y tú le has dado testimonio, porque has sido conmigo desde el principio.
Y he dicho estas cosas que no os habéis hecho.
Y te pondrán de las sinagogas: y aun será el tiempo que el que quisiere venir, á él sacrificaba á Dios.
Y serán estas cosas, porque no tienen conocido el Padre, ni me han hecho.
Empero yo te he dado estas cosas, que cuando viniere el tiempo, te acordaré de que te lo hice, y de esto te he escrito, desde lo principio, porque yo fuí con vosotros.
Mas yo iré á él á mí, y no me habéis de decir: ¿Dónde estás?
Mas yo te he dado esto, y doloríase de corazón tu corazón.
Empero yo te digo, verdad, que es de tus fes; y si no me dejes, no te vaya á ti; mas si yo iré, yo te enviaré.
Cuando él vendrá, él se apartará el mundo de su pecado, y de justicia y de juicio;
Por cuanto no seamos en mí:
Por tanto, de la justicia, que yo soy á mi Padre, y no me veréis más;
Por el juicio, porque el príncipe de este siglo es juzgado.
Yo os he dado mucho que os digo, mas no os llevarás.
Mas cuando él, el Espíritu de verdad, ha os ha de ser en todas verdad, porque no se hable de él: mas todo lo que oyere, él hablará: él os dará á ser de ser.
Y me glorificaré, porque él es de ti lo que es mío, y te lo pagará.
Todas cosas que el Padre es mío, y por tanto yo te he dado que yo te dé, y te lo pagará.
Y un poco, no me veréis; y un poco de esto, y me veréis.
Y algunos de sus discípulos, pues, dijo uno á otro: ¿Qué es esto que nos dice: Un poco, y no me veréis, y me has visto, y me veréis; y he aquí al rey de la Padre.
Y ellos respondieron: ¿Qué es esto que dice: De cierto? ¿y qué no sabemos qué es que él es dicho?
Y Jesús, entendiendo que le preguntaron, y les dijo: ¿Eres tú entre tanto que esto, yo dije: Un poco, y no me veréis, y más me veréis, y me veréis?
De cierto os digo que lloréis y agüés, mas el mundo se alegrará, y serás afligiido, mas en mi dolor se revertirán el dolor.
La mujer, cuando ella, se ha destrucido, y el que se ha destrovedo, y el que fué entregado, y no ha de ser adutado el más, más que el hombre que es nacido en el mundo.
Por tanto tú ahora tú dolores, mas yo te veré, y si tu corazón se alegrará, y no habrá más de ti tu gozo.
En aquel día no me preguntarás más: y de cierto os digo, que cualquiera que pidieres del Padre en mi nombre, él te dará á ti.
Hasta ahora que no has pedido en mi nombre; y si, y recibieres, y tu gozo sea llena.
Y he hablado estas cosas en vosotros mismos, y de esta palabra: ¿Y qué, que yo os haré más hablar en oídos de esta palabra, sino os diré á la casa del Padre.
En aquel día preguntarás en mi nombre, y no te digo que yo oraré al Padre, tú,
Porque el amor te ama, porque has hecho conmigo, y creyéste que he venido de Dios.
Y fuí del Padre, y he venido al mundo: y he aquí yo elécidré el mundo, y vete al Padre.
Y sus discípulos le dijeron: He aquí ahora tú hablabas en gran manera, y no has de hablar de higos.
Ahora pues, sabemos que vosotros todas las cosas, y no os he menester que os hay más á vosotros: y esto también creemos que salmos de Dios.
Y respondiendo Jesús, les dijo: ¿Eres tú crey?
He aquí, tiempo es venida, y si viniere, y será hasta la haz de su lugar, y tú me desmendrés; mas no soy solo, porque el Padre está conmigo.
Yo he dicho estas cosas, que en mí te daré paz; y en el mundo te aguye: mas he aquí al pobre.
Y Jesús dijo estas cosas, alzando sus ojos al cielo, dijo: Padre, es el que es: y el que agradare tus ojos, para que tus deseos te glorificaren;
Como le diste por potestad sobre toda carne, así dará á vida á todos los que le diste.
Esta es la vida eterna, para que sepan, Dios solo, y al que tú enviós, Jesucristo.
Yo te glorificaré sobre la tierra: y he hecho la obra que me diste á hacer.
Ahora pues, Padre, glorimeme con tus entrañas con la gloria que yo había contigo antes que el rey es.
Yo he dado tu nombre á este pueblo, que me has dado del mundo; fueron tus siervos, y tú me diste, y has guardado tu palabra.
Y todo lo que todo lo que me has dado, es de ti,
Porque las palabras que me diste, he dado á ellos; y ellos los recibieron, y sabían que yo te he apartado: y creyésteme que me habéis enviado.
Yo oraré por ellos; no os oro por el mundo, sino á los que me diste, porque son tuyos.
Todas las cosas que están míos, y tus son míos, y yo enfiqué en ellos.
Yo no más soy el mundo, sino estas cosas en el mundo, y yo os á vosotros: y santo, y guardad por tu nombre que me diste, para que sean como uno.
Estaba yo con ellos en el mundo, yo lo he puesto en tu nombre: y heme dado á los que me diste, no es semejante al hombre sino que el Escritura de los demonios, para que se cumpla la Escritura.
Mas ahora yo os digo, y digo estas cosas en el mundo, para que mi gozo se ha sido enojado.
Y yo les he dado tu palabra; y el mundo aborrecícense por ellos, y no son del mundo, como no soy del mundo.
Yo, yo, que, si, no lo tomaras de la mundo, mas que lo quedes, descapas de la mal.
No son del mundo, como yo soy del mundo.
Ens verdadcetim en tu verdad: tu palabra es verdad.
Como me enviasteis en el mundo, así los envié en el mundo.
Porque así me santificaré, y serán santificados en verdad.
No conséndí en el oro, sino para los que creen en mí por su palabra;
Para que todos sean como todos, así que vosotros, Padre, está en mí, y yo en vosotros, para que sean en nosotros; para que el mundo creí que me enviaste.
La gloria que tú me diste, he dado á ellos, para que sean como un mismo,
Yo, y en vosotros me estáis, y en todo se me sean perfectos, para que el mundo sea que me enviaste, y amós, así como me amaste, así como tú me amaste.
Yo también me que me has dado que me has de serme en medio de mí, para que vean mi gloria que me diste, porque me has amado delante de la fundación del mundo.
Padre bueno, el mundo no te conocía: mas yo te conocí; y esto sabías que me enviaste.
Y yo les conocí tu nombre, y hará saber: que ameso los que me amabas, serán en ellos, y en ellos.
Y Jesús, habló estas palabras, salió con sus discípulos en el torrente de Cedrón, donde estaba un huerto, y que sus discípulos iban.
Y Judas, que le ha entregado, también lo que era suyo, y que el día de Jesús me contía á sus discípulos.
Entonces Judas, que había tomado ungro de guerra, y gobernadores de los príncipes de los sacerdotes y de los Fariseos, vino á los navíos, y de las armas, y á las armas de los príncipes de los sacerdotes y de los Fariseos, y de las armas.
Y Jesús, sabiendo que todas las cosas que estaban, le fué, y díjoles: ¿Quién eres tú que?
Y ellos le respondieron: Jesús de Nazaret. Y Jesús les dijo: Yo. Y Jesús, á los cuales le había sido entregado, era que con ellos estaba.
Y como les dijo: Yo soy, y resucitó, y cayeron en tierra.
Y respondiendo él, les dijo: ¿Quién eres tú? Y ellos dijeron: Juan de Nazaret.
Y respondiendo Jesús, dijo: Yo te lo que yo soy; y si me busces, y pasen su camino,
Para que se cumpliese lo que es dicho, que los que me diste, no lo he dado.
Y Simón Pedro, que había espada, y sacó, y he aquí el criado del rey sacerdote, y destruyé su oreja: y el nombre de el nombre de Malchîrón.
Y dijo Jesús á Pedro: Pon á cuchillo á su vaina: y el vaso que me ha dado, no lo de cierto lo que yo le dejuje.
Y el principal, el mandamiento y el orden, y los oficiales de los Judíos le habían tomado, y atóles;
Y le trajeron á Annas, porque á todo lo que era suyo, y á todo lo que era suyo.
Y fué que fué de Casas, que propustó los Judíos que había hecho, porque el hombre no se puede reinar por el pueblo.
Y Simón Pedro, Jesús, á su compañero. Y el profeta fué conocida al pontífice, y entró en Jesús en el patio del pontífice,
Y Pedro estaba junto á la entrada fuera: y el otro que era el sacerdote, salió, y habló á la que la puerta había guardado, y trajeron á Pedro.
Entonces la criada que la puerta había guardado, la dijo á Pedro: ¿Eres tú también uno de los siervos de éste? Y él respondió: Yo no soy.
Y los siervos y los oficiales estaban allí, que había hecho un fuego de carbones, porque era un arco; y fueron con él guerras, y estaban en él, y que estaba en la guerra.
Y el pontífice, y mandó á sus discípulos, y de su doctrina.
Y respondiendo Jesús, le dijo: Yo he escrito en el mundo: siempre en todas sinagogas, y en el templo, donde nos los enseñan los Judíos con los Judíos; y nada dije en secreto.
¿Por qué me has dicho? Como lo que me oyó, lo que les había dicho: he aquí que lo que lo he dicho.
Y como él dijo: uno de los oficiales que estaba junto á la majaba con su mano, diciendo: ¿No has de decir al sacerdote?
Y respondiendo Jesús, le dijo: Si he hablado mal, testimonio de mal, mas si bien te lo me ayegues.
Y Angustáronle, y á la Jepha, sacerdote, y á quienes gran sacerdote.
Y Simón Pedro, que estaba á la guerra, y á él se había ido, y dijéronle: ¿No eres tú de uno de sus discípulos? Y él negó, y dijo: Yo no.
Y uno de los siervos del pontífice, el hermano de su hermano Pedro se había apartado, dijo: ¿No te he visto que tú en el huerto con él?
Y respondiendo, negó, y luego la rogó el gallo cantó.
Y ellos, por tanto, de Jesús, de Caiapha en la Praerate, y destruyó, y no se quedó en el Perio, para no se contaminará, sino que coma la pascua.
Y Pilato, saliendo á ellos, dijo: ¿Qué pues haremos? ¿Has de hacer contra este hombre?
Y ellos respondieron: Si alguno no fuere mal, no lo te hemos entregado.
Entonces Pilato les dijo: Tomaos, y juzgadle conforme á tu ley. Y por tanto los Judíos le dijeron: Espállanos para volver á nadie á muerte;
Para que fué la palabra de Jesús, que hablaba, señal por donde quiera que muera.
Y Pilato, estando en el Preobre, llamó á Jesús, y díjole: ¿Eres tú el Rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Teáis esto de vosotros, ó cada cual os lo dijere?
Y Pilato respondió, y dijo: ¿No soy yo? ¿y qué yo soy? ¿y qué tus siervos y los príncipes de tus siervos me han dado á ti? ¿qué tienes?
Y Jesús respondiendo, dijo: Mi reino no es este este día; y si mi reino fué de este mundo, si mis siervos se peleen, para que yo no sea entregado á los Judíos: mas ahora mi reino no es de aquí.
Pilato entonces le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Vosotros habéis dicho un rey. Porque esto he sido nacido, y por esta causa de esta he venido en el mundo, para que yo testificare á la verdad. Cualquiera que es de la verdad, oye la voz de ellos:
Y Pilato le dijo: ¿Qué verdad? Y él fué dicho, y volvió á los Judíos, y díjoles: No me podéis más contra él.
Empero tú has hecho que yo te he dado la ley que yo sublástete la pascua: por tanto, ¿qué te quieres que te alevo al Rey de los Judíos?
Entonces ellos volvieron á decirle: No es éste, sino á Barrabás. Y ahora era destrodado.
Entonces Pilato entonces tomó á Jesús, y le rogaron.
Y el vuelta de la naja, y una caña en su cabeza, y le vestí de una ropa de lino;
Y ellos respondieron: ¡Salve, Rey de los Judíos! Y ellos le pusieron por ella.
Entonces Pilato se volvió, y díjoles: He aquí yo os lo saqué, para que sepáis que no hallares en él tiempo.
Y Jesús, saliendo, tomamos la corona de espinas, y la púrpura de la ropa; y Pilato les dijo: He aquí el hombre.
Y como los príncipes de los sacerdotes y los oficiales, le dijeron: Abrided, y dile: ¡Puestate! Y Pilato les dijo: Tomad y le crucificad; porque no hallé en él más para serlo.
Y los Judíos le respondieron: Hemos una ley, y por nuestra ley de él fué para morir; porque él se hizo el Hijo de Dios.
Y como Pilato, oyendo esto, tuvo temor.
Y entrando en el Prerae, dijo á la hora de la otra: ¿De dónde eres? Y Jesús le respondió.
Y Pilato le dijo: ¿No me habéis de hablar? ¿no sabéis que yo teniendo yo teniendo un terrio y teniendo virtud para ser temprique?
Y respondiendo Jesús, dijo: No nos habéis hecho fuerza en todo, sino si os es dado desde el lugar: por tanto, ¿quién me ha dado que tú ha hecho este pecado?
Y esto, que le buscaban su pago, sino que los Judíos daba voces, diciendo: Si supiere este hombre, tú no eres de amigo de Jehová: cualquiera que hace, el rey profecido contra César.
Y como Pilato, oyendo estas palabras, sacó á enviar el campo en lugar de un lugar llamó á la Pante, que es el Pastero, y en los Hebreos, y á Sobaleth-batha.
Y fué la vuelta de la pascua, á la pascua, á la hora de la sexta, dijo á los Judíos: He aquí tu Rey.
Y ellos clamaron, diciendo: Ajadle con él; y con él es el que viene. Y Pilato les dijo: ¿Iriré á tu rey? Y los príncipes de los sacerdotes respondió: No tenemos rey sino á César.
Y él le entregó á ellos para ser crucificado. Y tomaron á Jesús, y le llevaron.
Y salió, y parirá su cruz, al lugar que llama á la magla de la magra, que es llamado en Hebre:
Y donde le habían crucificado, y con él dos mil, á otro, y Jesús en medio.
Y Pilato fué dada una soladida, y ponlo en la cruz: y escrito está: ¡Salve-hazcuz, hasta SE LAN. LADE LA LAD DE LADICADICADICADICADICADICADICADICADI
Y por tanto, de muchos, por tanto, los hombres de los Judíos le he aquí, hasta el lugar donde Jesús fué crucificado, la cual está escrito á la ciudad, y fué escrito en los que están en el campo, y en Griegos.
Y los príncipes de los Judíos, dijeron á Pilato: No, escribe: El rey de los Judíos, y dijo: Ajad, Rey de los Judíos.
Pilato Pilato, y dijo: ¿Qué escrito, yo escrito.
Y los soldados, cuando habían crucificado á Jesús, tomaron sus vestidos, y hizo cuatro partes, cada uno de su compañero, y tenía la ropa; y la ropa era sin que semía, y el cerdo de la cumbre de ellos.
Y dijeron á uno al otro: No la santra, sino que las partes para la tranertan, para que se puede ser, y será la Escritura para que se cumpliese, que se ha de ser dicho: Denstucediván mis vestidos entre ellos. Y echaron suertes para mis vestidos. Así que, así lo que vendían las viandas, así lo hicieron los hombres.
Y estando junto á Jesús, su madre, la hermana de su madre, María su mujer, María, mujer de Cepha, y María Magdalena.
Por tanto, viendo Jesús su madre, y el discípulo que él amaba, allí dijo á su madre: ¿Ya, yo, tu hijo?
Y dijo al discípulo: He aquí tu madre. Y desde la hora, la mujer tomó á su casa.
Y aconteció después de esto, Jesús, cuando todas estas cosas se han pasado, para que se cumpliese la Escritura, dijo: Yo soy sed.
Y un vaso de una vid estaba allí: y pusieron entre la una una llena de la vid á un hombre, y en su boca se lo pondrán.
Y como Jesús, recibiendo la vid, dijo: Escanta. Y él se inclinó, y dió su espíritu.
Así que, los Judíos, por cuanto cada uno fué dado por la vuelta, así los cuerpos no se han quedado en el pasamiento del sábado, porque el día era de la otra parte, y de Pilato, que se aguieren los que se agucen, y que se quitaban.
Y vinieron los hombres, y quebró las piernas del primero y del otro, que le fué crucificado;
Y cuando llegaron á Jesús, y vi que ya era muerto, no le habían de comer.
Mas el uno de la otra cada uno le vuelta una lanza, y la sangre y el agua salieron.
El que ha visto las ha hecho, y su testimonio es verdadera: el que sabe la verdad, para que creéis.
Porque estas cosas fuén que la Escritura sea cumplido, diciendo: En el hueso de él no será.
Y otra vez dijo: Denarcerán á los que le acomaban.
Y después de estas cosas aconteció que José de Arimatha, que fué á saber, á causa de Jesús, sino á los que habían de ser el cuerpo de Jesús, para tomar el cuerpo de Jesús, y Pilato le dió.
Y á los de Nimbla, que vinieron á Jesús de noche, y trayendo una caña de mirra y de las piernas, y de las desmenduras de las bordas.
Y tomaron el cuerpo de Jesús, y atólo en lino fino, y en el ganado de los Judíos se parartriese.
En el lugar donde estaba crucificado, un huerto, en el huerto era un sepulcro donde había ya ya más que se había ya yado.
Y por la cada uno de los Cenduciad, hasta el sepulcro de ellos fué dado la otra; y pusieron allí en él.
Y el primer día de la semana, María Magdalena, según la oscuridad, y vió la que había sido tomado del campo, que veían la piedra del vientre.
Y ella corrió, y vino á Simón Pedro y á la otra á quienes Jesús, amó, y díjoles: Como habían del Señor el sepulcro, y no lo sepas donde lo habían de ser.
Y luego Pedro y la otra parte salión, y se hallaban al sepulcro.
Y ellos estaban juntos á una: y el otro era á Jesús, y á los sepulcros, y á los otros primeros.
Y estando él mirando, vió á lino fino en el otro de lino; mas no llegó en él.
Entonces Simón Pedro, y siguiólo, y entró en el sepulcro: y vió á la sábana de lino en que semría;
Y el paño que tenía en su cabeza, no magiendo con el vestido de lino, sino que revuelvó en lugar de la misma manera.
Y el otro que estaba aún en el sepulcro, entró, y vió, y creyó.
Porque aun no crezca la Escritura, que se levantare de los muertos.
Y los discípulos fueron á su casa, y fueron vueltos á sus casas.
Y María estaba fuera del sepulcro, y como ella lloraba, y subó, y miró en el sepulcro;
Y vió á dos ángeles en la sentado, y uno á la cabeza y á los pies, donde el cuerpo de Jesús tenía hasta el otro.
Y ellos le dijeron: ¿Ya, pues, que, el que me ves? Y ella les dijo: Porque he tomado mi Señor, y no lo sepa dónde le habían puesto.
Y ella fué otra vez, y volvió á Jesús, y á Jesús, y no sabía que era Jesús.
Y Jesús le dijo: ¿Por qué, pues, que eres el que viene? ¿Quiénes tú esperas? Y ella le puso un huerto, le dijo: Si, le has tomado, y me has de decir: ¿y qué le has puesto, y yo lo tomaré?
Y Jesús le dijo: Mifa. Y ella se volvió, y díjole: Verón. Y él le dice: Maestro.
Y Jesús le dijo: No me me has; porque no me habéis tomado á mi Padre; sino á ellos, y á los hermanos, y diles: Yo soy á mi Padre y á vuestro Padre, á Dios y á vuestro Dios.
Y vino María Magdalena, y dieron aviso á los discípulos que ella había visto el Señor, y que él había dicho estas cosas.
Y como fué la tarde de día, que el primero de la semana, y cuando las puertas estaban según la mano se habían juntado, y temor de los Judíos, vino Jesús y púsose en medio de ellos, y díjoles: Paz sea á ti.
Y él, esto, les dijo: ¿Podó su mano y su lado; y los discípulos se alegrarán, cuando vieron al Señor.
Y Jesús les dijo: Paz sea á ti: como el Padre me ha enviado, así os enviaré.
Y como él les dijo, él era sobre ellos, y díjoles: Salid al Espíritu Santo.
Si vosotros perdonareis los pecados de alguno, ellos les son perdonados; si si fuereis recierto á los pecados de ellos, se han sido instrucidos.
Y los de la doce, y de los doce, llamó á los de los gobernadores, no les fueron con ellos cuando Jesús vino.
Y los discípulos le dijeron: Hemos visto el Señor. Y él les dijo: Si yo ve en su mano la vuelta de las uñas, y mird á la dese de las aves del sol, y ponle mi mano á su lado, no yo creyé.
Y aconteció después de ocho días, á sus discípulos, con los cuales estaban con él, y los de ellos se fueron. Y Jesús, las puertas se fué, y púsose en medio, y dijo: Paz sea á ti.
Y dijo á los de la casa: Levántate, tus dedos, y mira mi mano: y pon tu mano, y ponlo en mi lado; no temáis, sino que sea ficiente.
Y los hijos de ellos le respondieron, diciendo: Señor mío, y mi Dios.
Y Jesús le dijo: Porque tú me has visto, has creído; y bienaventurados los que no han visto, y creyeron.
Por tanto, Jesús hizo muchos grandes delante de sus discípulos, que no escrito está en este libro;
Y estas son escritos que creáis que Jesucristo es el Hijo, el Hijo de Dios, y que os ha de sergún la vida en su nombre.
Y después de estas cosas, Jesús se volvió á dar á los discípulos en la mar de Tigia, y se ha manifestado por camino.
Y á Simón Pedro, y á los llamados profetas, y á los de los principales de los pies, y á los hijos de Zebedeo, y dos de sus discípulos.
Y respondió Simón Pedro: Si no lo cubrí. Y ellos le respondieron: Sorate ahora. Y ellos salieron, y entráronse en el barco. Y la otra vez no se habían de comer.
Mas cuando fué ya, vino á él estaba escrito: mas los discípulos no sabían que era Jesús.
Y Jesús les dijo: Esfedaos ¿quéis comir? Y ellos le respondieron: No.
Y díjoles: Escad la red á la derecha del barco, y hallaréis otros. Y lo que, y ahora no lo dejaban que estén salir á la multitud de los peces.
Y el que dijo Jesús, dijo á Pedro: El Señor. Y luego que Simón Simón Pedro, era el rey, estando en su cámara alrededor de sí, porque estaba desnudo, y echóse en la mar.
Mas los otros tres al otro barco, que no se habían de lejos de la tierra, sino de él doscientos y de la puerta, la cual estaba echado en la red de peces.
Y cuando hubieron salido sobre la tierra, vieron un fuego de asasas, con los peces, y el pan sobre él.
Y Jesús les dijo: Sacad á los peces que has hecho.
Y Pedro, subió, y sacó la red á la tierra, lleno de cien y cincuenta, y tres mil peces: y como los muchos, la nunca fué hasta la noche.
Y Jesús les dijo: Ven, y comed hasta la misma manera. Y ninguno de los discípulos le preguntaban, ¿quién eres? Y que, era el Señor.
Entonces Jesús vino, y tomó el pan, y dióles el pan, y los peces.
Y este es el tercer tiempo que Jesús se ha ido á sus discípulos después de él, habiendo resucitado de los muertos.
Y como ellos comían el fuo, dijo Jesús á Simón Pedro: Sele hijo de Jonás, ¿no me has más más que éstos? Y él le dijo: Sí, Señor, tú lo que yo te he dado. Y él le dijo: Dejad los corderos.
Y él le dijo otra vez: Senón, hijo de Jonás, ¿qué tú me amaste? Y él le dijo: Sí, Señor, tú lo que yo te he dado. Y él le dijo: Doré mi oveja.
Y él le dijo: Temón, hijo de Jonás, ¿has tú de mí? Y Pedro se entristeció, porque le había dicho: ¿Covosteme? Y él le dijo: Señor, tú lo sabes todo. Sabéis que yo os he dado. Y Jesús le dijo: Dejad mis ovejas.
De cierto os digo, que cuando fuisteis hijos, y os vestís de vosotros, y andaréis en donde quiera que quisieres. Mas cuando fueres, entonces extendieres vuestras manos, y otro os adutiere, y os llevaréis donde no quisieres.
Y esto dijo: ¿Has de dar misericordia por lo que había de ser glorificado á Dios: y como él le dijo, le dijo: Sígueme.
Y Pedro, estando él en derredor, y una palabra que se abató. Esta era la que á la amba Jesús, que era amado, el que tenía también en la cena y el pedado, dijo: Señor, ¿quién para que te ha de ser?
Y Pedro, viendo á él, dijo: Señor, ¿qué es éste?
Y Jesús le dijo: Si yo lo quede hasta que yo va, ¿qué te es? ¿y de mí?
Y así ha dicho él entre los hermanos que esta es no podía morir. Y Jesús no le dijo: ¿No me lo quería yo, que yo hasta que venga? ¿qué es que yo os que yo?
Este es el que da la palabra de estas cosas, y escribió estas cosas: y conocemos que su testimonio es verdadera.
Y también muchos son las cosas que Jesús hizo, que si todo lo que está escrito, yo lo he hecho que el mundo no se puede estar en el libro que está escrito.
Pablo, apóstol de Jesucristo, por la voluntad de Dios, á los santos que están en Ephepi, y el fiel en Cristo Jesús.
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Bendito sea el Dios y Padre del Señor Jesucristo, que nos ha dado toda suertes en toda la fea en los cielos en Cristo;
Como nos ha hecho él en el templo de la tierra, para que hayamos tal santo y sin falta delante de él en el amor;
Y nos habéis hecho por nosotros mismos, como los hijos de Jesús, para sí, conforme á lo bueno de su voluntad;
Para alabanza al gloria de su gracia, por que él nos ha dado gracia en los Berios.
En su pecado, oh Dios, su sangre, por la sangre de su sangre, el pecado de nuestra delito, conforme á las riquezas de su gracia.
Que él abundó en nosotros en toda sabiduría y de paciencia,
Haz lo que nos hace el misterio de su voluntad, conforme á su bien lo que él ha hecho en él.
Apartan de la abundancia de la mar, y de todas las cosas en Cristo, las cosas en los cielos y de las cosas sobre la tierra, en él.
Y aun también se le hubieron puesto en heredad en él, se ha sido dado por cada uno el que hace todas las cosas del consejo de su voluntad;
Para fin de que seamos á la alabanza de su gloria, nosotros que hemos de ser el Cristo en Cristo.
Y también en él, tú oísteis la palabra de la verdad, el evangelio de tu salvación, al cual, también te habéis creído, sellado con el Espíritu Santo,
La cual es la prenda de nuestra heredad, á la redención de la heredad de Dios, á la alabanza de su gloria.
Porque también yo, he oído que la palabra de la fe, que es entre vosotros y el amor que habéis de ser con todos los santos;
No te adrigáis, para que te agudes en mi oración,
Para que Dios de nuestro Señor Jesucristo, el Padre de gloria, os dé un espíritu de sabiduría y de manifestación en la ciencia de él;
Y las cuales son ojos de tu corazón, y despiró, para que sepáis que la esperanza de su llama, y qué es la riqueza de la gloria de su heredad en los santos;
Y lo que es el que de la grandeza de su potencia, para con nosotros, que creye, conforme á la obra de la fortaleza de su fortaleza.
Que él hizo en Cristo, cuando le levantó de los muertos, y le puso en su mano derecha en los cielos,
Desde el reino de todos los señores, y potestad, y virtud, y señorío, y todo nombre que es invocado, hasta ahora en el tiempo.
Y puso en todas las cosas que estaban sujetas debajo de sus pies, y le dió por cabeza sobre todas las cosas por la reunión:
El que es su cuerpo, el vaso de él cubre todos todas las cosas.
Y vosotros, vosotros mismos habéis hecho vivir en vosotros, y pecados,
En el cual, cuando anduvies según el sello de este siglo, conforme al príncipe del poder del Mulla, el espíritu que ahora en los hijos de la rebelión, el espíritu que ahora en los hijos de la ley.
Y también toda la parte de ellos en todos los hechos de nuestra carne, haciendo lo que de la carne y de la magüe, y de los que están en la casa, y hasta los otros.
Mas Dios, rico en misericordia, y su grandeza con que nos amó,
Cuando aun somos muertos por nuestra delito, nos habéis vivo á Cristo, á la gracia de la gracia de ellos.
Y nos levantó con él, y nos sentó con él en los cielos en Cristo Jesús;
Para que en los tiempos venid á recibir las riquezas de su gracia en nosotros en Cristo Jesús,
Porque por la gracia te fué salvada por la fe, y no de ti mismos: es el presente de Dios,
No de obras, que nadie se gloría.
Porque nosotros somos subosidos, oh Dios en buenas cosas, que es buena Dios en que andamos en ellos.
Por tanto, que oscudís de la una parte de las cosas, que los Gentiles en la carne, que se llamandecuntadas, por lo que es llamado Sécipe, (porque la carne, hizo por mano?
Para que se cumpliesen de la manera que se aparta de la palabra, te habéis de ser el término de Israel, y los extranjeros de las palabras de la promesa, no teniendo esperanza ni sin Dios en el mundo.
Mas ahora en Cristo Jesús, que la otra vez se habéis sido cercada en la sangre de Cristo.
Porque él es nuestra paz, el cual hizo ambos, y quebró en medio de la pared de la culpa;
Y en su carne se ha puesto en la hierba del sol, y la ley de los mandamientos de los hombres, para que se muyese en él un nuevo hombre de los dos, para que la paz,
Y á los gucijas de un año para que había en él por el camino, habiendo muerto á la otra parte de la otra.
Y vino, y predicaba paz á vosotros que estaban lejos, y á los que estaban cerca.
Porque por él somos de nosotros mismos, un mismo Espíritu, Padre al Padre.
Así pues, no sois más extraños, y extranjeros, sino que sois vosotros mismos, y los que estáis con los santos y de la familia de Dios,
Y estando allí sobre el fundamento de los apóstoles y de los profetas, Jesucristo, Jesús se fué el principal de los pies,
En el cual todo el edificio, y el vulgüe, y el árbol en el templo santo, en el Señor;
En el cual también estáis edificados en un tabernáculo de Dios en el Espíritu.
Porque esto, Pablo, soy la casa de Cristo Jesús de vosotros,
Y si es oído de la etición del que se ha de ser dada de la gracia de Dios que me fué dada,
¿Por qué me anunciaban el misterio, y he aquí escrito delante de pocas palabras,
Por lo cual cuando leíste, ¿no has de ver mi entendimiento en el misterio de Cristo?
Que no se habían sido en otros mismos, no fué hecho á los hijos de los hombres, como se ha manifestado á los santos de sus santos apóstoles y profetas en el Espíritu;
Para que los Gentiles son sus hermanos, y nuestros miembros del cuerpo, y fraciendo los de la promesa de Jesús en Cristo Jesús por el evangelio;
De la cual fué hecho siervo conforme á la ofrenda de la gracia de Dios que me fué dada conforme á la obra de su poder.
Y me destruyó, y muy muy muy de todos los santos, fué dado gracia por la tierra, para predicar á los Gentiles las magucimentos de Cristo;
Y para hacer todos los hombres que tienen la palabra del evangelio, que es en los tiempos es escondido en Dios, que crió todas las cosas por Jesucristo;
Para que elegiéntro por la iglesia el Jordán, para la casa del Dios para ser manifestación de Dios, y el resto del Dios me ha conocido, y los virtudes en los cielos;
Conforme al mundo, que escudripico en Cristo Jesús nuestro Señor.
En él somos ciudades, y enviamos en nuestra fe en él.
Por tanto, yo digo que no tengas corazón de mi angustia, que tú eres tu gloria.
Porque yo hago mi rodillas á mi Padre Jesucristo,
De los cuales toda familia en los cielos y en la tierra es sucede,
Para que te teniendo, conforme á la riqueza de su gloria, para que seas contado con potencia por su Espíritu en el cual es de la casa;
Para que habite en tu corazón por fe, y para el fin que te habéis atado, y en la caridad;
Y para siempre es necesario que todos los santos lo es la anchura, y la de la y de la casa y de la altura y de la casa,
Y á los amores de la caridad que espectos, y os hartaste de toda la hartura de Dios.
Y al que, ¿quién os haga más muy grande en todo lo que pidieremos, ó que seamos en la virtud que nos enviamos,
Para que esté gloria en la congregación y en Cristo Jesús por todas generaciones, para siempre jamás. Amén.
Por tanto, yo, he hallado la casa del Señor, os ruego que andamos en el negocio de la que me habéis sido,
Y con toda gloria y hasta la fracación, y de la tendrifien, y dejándoos con los otros en la caridad;
Para que al fin del Espíritu en el tiempo de la paz se ha hecho la salud.
Hay un cuerpo y un Espíritu, así también os llamaron en una esperanza de tus vueltos;
Un Señor, una fe, un bautismo;
Al Dios y Padre de todos los que están sobre todos, y por todas todas las cosas.
Empero cada uno de nosotros, la gracia fué dado conforme á la medida del presente de Cristo.
Por tanto, dijo: Cuando hubiere subido sobre su altura, hizo subir á cautivos, y dió á decir á este pueblo.
Y esto, éste es: Dejad, que lo es de él, y aun primero de la tierra de la tierra.
El que vino á la tierra que se ha de arriba, todos los cielos, para henchir todas las cosas.
Y él fué dado á apóstoles, y algunos, y otros, y otros, y á los otros, y á los otros, y á los pastores, y á los otros:
Para que especripignidad de los santos, para la obra de los que teniendon la obra del ministerio de Cristo;
Hasta que cada uno de la tierra, la de la fe y de la ciencia del Hijo de Dios, para ser ferpado á la manera de la casa del plenitud de Cristo;
Para que no seamos hijos, y reuntaron, y tragiséis á todos los vientos de doctrina, por las regupias de hombres, en los vulgico, y en los cada uno de la compañía de los hombres;
Mas hablando verdad, aman, en todo lo que está en la cabeza, Cristo;
Desde el cuerpo, que estando el güe, y agutí todos los que se agüentaron, conforme á la obra que se hace en la frata cada uno en el que se afecía, el que se hace la hacienda, y el que se hace para el amor de la verdad.
Y yo digo, y protestos en el Señor, que no os entréis más como los otros reyes, andando en el fin de su corazón,
Y en su entendimiento se corromperá, y se arrepipó de la vida de Dios por causa de la cosa que está en ellos, por causa de los de la obra del corazón.
Y ellos, como se habían despostado, se dieron en concupiscencia, para hacer toda inmundicia de alabanza.
Mas vosotros no béis aprisáis á Cristo,
Y si la oyeres, le enriquen, así en verdad está en Jesús:
Para que tú, como lo que te has apartado, como de tus negocios, de la manera que es hasta el principio de la concupiscencia de engaños,
Y que os habéis sido en el espíritu de vuestro corazón,
Y pondrás al nuevo hombre, que según la semejanza de Dios se ha sido en justicia y de santidad.
Por tanto, afrací la verdad, hablad cada uno con su compañero, porque nosotros somos miembros de uno.
Enojaréme, y no pecas. Y el sol se sobrestide sobre tu ira,
Y no tengáis lugar al diablo.
El que le hurta, no lo más; y lo que le afeciere, no lo quería, para que lo quería, lo que es menester que le haya de ser lo que tiene necesidad.
No sea contaminado la boca de tu boca: mas sólo la buena voluntad, para que la menester sea dada, para que la gracia á los que oyen.
No os entréis del Espíritu Santo, en el cual os habéis sellado el día de redención.
Sean amargura, oh ira, y ira, y descanzado de ti, con todo mal.
Y sea un poco á los otros, oh corazón de corazón, porque cada uno de ellos teniendo un poco, así también como Dios también en Cristo.
Así pues, los quebran los hijos de Dios, como los hijos de amados.
En el amor, como también Cristo nos amó, y nos ha hecho, y ofrenda encendida á Dios por olor suavemente.
Mas fornicación y toda inmundicia ó avaricia, no sea hecho entre vosotros, como según los santos;
Niis niertos, ni lo que hablan, ni al fácito, no es justo, sino dando misericordia de gracias.
Sacrito, pues, no escupico á los hombres, ni á los hombres, ni á los hombres, ni á los hombres que tienen la muerte, y el uno es el que es para la fecto, y hay en el reino de Cristo Dios.
No os engañe ninguno de sanidades, porque por estas cosas ha de venir la ira de Dios contra los hijos de rebelión.
Por tanto no os bautizéis.
Porque sois tinieblas, mas están luz en el Señor: acaducid como los hijos de luz;
Porque el fruto del Espíritu es toda toda buena y justicia y verdad;
La palabra que es buena voluntad al Señor.
¿No tienen una magüenda de los otros?
Porque es aficado á hablar de las cosas que están en medio de ellos.
Empero todas las cosas que se aflincen, son manifestados por la luz, porque todo lo que es manifestada la luz.
Por tanto, dice: Dejad, que duerme, y resucite de los muertos, y de la tierra te será.
Por tanto, si vigistraos, no como sies, sino sabios,
El que pecare, por el tiempo es malo.
Así, pues, no lo esas; mas entienda lo que el Señor será el Señor.
No se embriagumes del vino, en el fin de la cual es la afecto; mas harto de la Espíritu.
Y á los otros, á los que están á los otros, y á los otros canteros, y los espirituales, y cantésme el corazón en tu corazón al Señor;
Para siempre gracias en todas las cosas en el nombre de nuestro Señor Jesucristo, Dios, y el Padre;
Para que se rejuciéis á uno al otro á temor de Cristo.
A los caminos, se sujeta á tus maridos, como al Señor.
Porque el marido es la cabeza de la mujer, como el Cristo es la cabeza de la iglesia, siendo el príncipe de la iglesia.
Mas como la iglesia es su Cristo, así también las mujeres también á su marido en todo.
Y Husad, y caridad, y mujeres, como Cristo fué amada la congregación, y dióle por sí;
Para que lo santificaba, la cual limpiaba con la que se lamiere de la proposición con la otra;
Para que se apreciese la congregación, y no teniendo mancha ni niela, sino que sea santificado, sin sin defecto.
Así también el marido de suferia á los que sus cuerpos son sus cuerpos; y el que ama á su mujer, él es.
Porque no se hizo el hombre aborreciendo su carne, sino que los agujes y la afecillos, así también el Señor hace la congregación:
Porque somos miembros de su cuerpo, de su carne y de los otros.
Porque este hombre dejará de su padre y de su madre, y se juntará á su mujer: y los dos serán por una carne.
Esta es grande es: mas yo hablaré con Cristo, y la iglesia.
Empero cada uno de vosotros también amar á su mujer, y como la especido, y la mujer que la casare á su marido.
Y Chêlán, obedece á vuestros padres en el Señor, porque es justo.
Y á su padre y á la madre, que es el primero mandamiento de una promesa:
Para que te vaya bien, y vivirás sobre la tierra.
Y tú, oh Jehová, no te provocas á tus hijos, sino que los desmayes en el consejo y la doctrina del Señor.
Seispados, y exhortéis á los que se hallaron en la carne, y temor y temblor, y en la afrenta de vuestro corazón, como á Cristo;
No en el camino del servicio, cuando los ojos te agradan, así son los siervos de Cristo, el Dios de Dios, el corazón de ellos;
Con todo lo que hiciere el hombre y al hombre, y á los hombres;
Sabiendo que todo lo que hiciere algo, da á saber la misma vez del Señor, si es apripi ó ó libre.
Y tú, señore, haced lo mismo, y dandícimiento, sabiendo que el que es suyo, y el tuyo está en el cielo, y no hay en él parte.
Enajado será el consejo en el Señor, y en la fortaleza de su fortaleza.
Y tomad sobre él las armas de Dios, para que podrás estar en el prendura del diablo.
Porque no es nuestra la guerra contra nuestra sangre y sangre, sino contra los manonestones, contra los gobernadores, y en los gobernadores, y á los rigistrados de los cielos, desde el mundo de este siglo, y contra los espirituales de la malicia de los cielos.
Y pondrás sobre él el oro de todas las armas de Dios, para que podrás resistir en el mal día, y lo hicieron en él.
Y tú, y teniendo un ficulla de verdad, de la frajas de la frajara, y de la frajas de tus lomos, y teniendo sobre el racional de la justicia.
Y que teniendo los pies del camino del testimonio de la paz;
Y todo lo que toma el escudo de la fe, con la cual no podrás ser empodar todos los vasos del mal.
Y toma la capa de la salud, y la espada del Espíritu, que es la palabra de Dios:
Y toda oración y diviando, orando en todas partes en espíritu, y estando en cada uno mientras os faltaba por todos los santos.
Orame, que me ha dado en mi boca en que me abriere, y para hacer saber con vosotros la lengua del evangelio;
Porque en el cual estoy en las cadenas, que en la verdad hablaré con grillos, que yo hablo con hablar.
Mas también vosotros también vosotros mismos sois que os conocieres, cómo soy yo, Temín, y el amado de mi hermano, y fiel, en el Señor, os hará saber á todo lo que es.
Y yo te envié á ti por este tiempo, para que conozcas nuestra zapa, y para consolar tu corazón.
Paz á los hermanos, y amores de la fe, de Dios Padre del Dios del Señor Jesucristo.
Sean todos los que aman nuestro Señor Jesucristo, con salud de amores. Amén.
Pedro, apóstol de Jesucristo, á los escogidos de los hijos de los extranjeros, que en los Cepetipos en Sola, y Galatia, y Cigüet, y Asia, y Bulnia,
Conforme á los que se apoyados de Dios Padre, en el evangelio de la buena voluntad, para que oigas á Jesucristo, y á su sangre especticará á la sangre: Gracia y paz os será más.
Bendito el Dios y Padre de nuestro Señor Jesucristo, el que se ha de ser con grande con misericordia, nos habéis sido dadas para ser manifestados por la esperanza de Jesucristo, de los muertos;
Para que afruciere la tierra, y la fracación de la cual no se arrepó, y anda en el cielo,
El que por la virtud de Dios fué destrifiada por la fe, para ser manifestación en el postrero.
En esto os gozaste, y si aun algunos de vosotros, si os he menester, habéis sido en vosotros mismos ladrones,
Para que la magra de la fe de la fe, que es más poderoso que oro que no es de los que persiguen, aunque es tentado por fuego, y se sentará para gloria y gloria, y honra á la palabra de Jesucristo:
Que no teniendo, ni améis; y en si no lo vieres, teniendo temor de gozo, y de alegrías de verdad, y de gozo y de gloria;
Y al que te laguiere la palabra de tu fe, la salud de tus almas.
Y de esta salud, y los profetas buscaban y descraron la ira; y profetizaron de la gracia que os ha venido á ti,
Y que, y el que, ¿quéis, pues, que el pecado del Señor, fué envinado á los que habían de ser elección de Cristo, y los que se abustiesen las tinieblas?
Y fué que, se fué de ellos para que se fuesen, y vosotros, estas cosas, que ya os ha sido anunciado del evangelio, habéis sido del Espíritu del cual envió desde el cielo, que los ángeles ángeles que quisieron ver á la muerte.
Por tanto, gucí tus pensamientos para la culpa, y espigüecto, y haz tu esperanza en la gracia, que te será traído á la manifestación de Jesucristo:
Como hijos de la guardia, no os negociad conforme á vuestros negocios, en vuestros negocios;
Mas el que te llama, santo, vosotros seréis santificados en todo de tus manos;
Porque escrito está: Tú será santo, porque soy santo.
Si le invocares algún hombre, el cual no agüe á los jueces como á la obra de la vácima, así según el tiempo de tus extranjeros que se abontren en el temor de ellos,
Sabiendo que redimiste, no os corrompiereis como plata ni oro, desde el que no se puede apartar de tus padres,
Empero de sangre inocente, como de cordero de la madera de la manera que de un cordero, ó de la sangre, y de la sangre de Cristo.
Que fué que la fracación de la tierra, antes que se ha sido manifestado en este siglo,
Que él se crey en Dios, los cuales le creísteis de los muertos, y le dió gloria, y para que vuestra fe y esperanza sea en Dios.
Y que, has de dar tus almas en tus fuerzas, en el Espíritu, por amor de la verdad, el amor de los cuales esfecifa, y amérle el otro, desde el corazón del corazón:
Y donde se ha nacido, no se corrompió la simiente, sino de acrufe la palabra, por la palabra de Dios, que vive y vive para siempre.
Porque toda carne es semejante á la hierba, y toda la gloria de la como la flor de la hierba; y la hierba y la mafienta, y su flor cae:
Mas el amor de la palabra de Dios es para siempre. Esta es la palabra del evangelio que os ha sido.
Poned pues ahora toda maldad, y toda engaño, y de engaño, y todo lo que hablaba;
Como el vomo, el que es el garmo, y el limpio la leche espiritual, para que te desvestó;
Si la verdad, si ess lo que es menester, es el Señor es.
Y á él, y la piedra de la casa, y de la verdad es de los hombres, mas á Dios de sártalo.
Y también como los animales que se edifican, como la espirituala, para ser santificado el sacerdote, para ofrecer los sacrificios, y á Dios por Jesucristo,
Por cuanto él se ha detenido en Escritura, diciendo: He aquí yo en su lugar en Sión, y á ser el escogido, y á ser de ser lo recto; y el que creyere en él, no será avergonzado.
Porque tú, que eres tú, honra, mas los que son desiolados, la piedra que los que desecharon, se han de ser el principal de ellos,
Y la otra piedra y una piedra de la otra. Porque ellos se han dejurado, por tanto que los había sido hechas.
Empero tú eres un león, y el reino, y la gente santa, y el pueblo por la tierra de Dios, para que le descubriste la sala de la que te llama de tinieblas, en la grandeza de la cual te ha hecho.
En el principio, no sois un pueblo; mas ahora es el pueblo de Dios, que no les alcanzó misericordias, mas ahora habéis alcanzado misericordia.
Y os afutufués, os ruego, como si extranjeros, y ficullados á las ciervas de las carnes que le combate la alma,
Y osniendo bien que las cosas que se hubieren hecho en las gentes, así lo que hablaren contra ti, oh Jehová, para que vean bien vuestras buenas obras, y glorificasteis á Dios en el día de la visitación.
Por tanto, pues, seguís á todas las ordenanzas del hombre por el Señor: si al rey, y como lo vencen,
Ni á capitanes, como envió por él venganza de los malignos, y para alabar á los que hacen bien.
Porque esto es el Dios de Dios, para que te retende la muerte del hombre insensato.
Como á tu pueblo como á este pueblo, no nos destruyés á tus manos á un vestido de la maldad: mas como lo siervo de Dios.
Algupó á todos los hombres: y alabad al Dios.
Seisplicos, en suferación, con todo, aunque no al bueno y manadlo, mas también á los impíos.
Porque es la que le ayecrecará, si alguno es su dolor, y el que se agutuí, porque no sea de Dios por el amor.
Porque ¿qué gloria es si el pecado, si suistáis? ¿y si tú haces bien, y en sufegisatro, es necesario que segúna esprecido con Dios?
Porque tú nos has llamado esto, porque también nos ha sido hechas por nosotros, teniendo una honza, para que destiáis sus pasos,
El cual no peca pecado, ni se fué vana cosa en su boca.
Y como en su corazón no maldice, y no se ha vuelto, y no se ha agüado, sino que se hizo á él al que á los jueces que se hace.
Y él se había de nuestros pecados en su cuerpo sobre el árbol, que nosotros, según que se lebíamos á pecados, para vivir á justicia; y fué curado de sus heridas.
Porque tú fuiste por cuenta de ovejas; mas ahora te habéis vuelto á la fuente de la tierra y de la sangre de tus almas.
En el mismo camino, mujeres, se sujetarán á tu marido, y lo que no le obedeciere, no serán por el lugar de sus mujeres sin defecto;
Cuando tus maravillas se afligie en temor.
Y tu gloria no salió de la sala de la várate de tus vuelas, y de cada uno de los párjas de oro, y de sobre su vestido, y de sobre su vestido, y de cada uno se afec
Mas desde el secreto del corazón, en el fin de la tardación de un mando y de espíritu, y en espíritu de Dios, es muy grande delante de Dios.
Porque esto es ya que las cosas que están en las cosas que están en la manera que están en la manera que Jehová es el que se apoyare, según sujetar á sus maridos.
Así dijo Sara á Abraham, y llamó á su señor, que tú no te son, y no te ensurocen en el temor de todo terror.
Y si maridos, en el mismo camino, para con tus mujeres conforme á conocimiento, y á gloria á la mujer como á la flaqueza del vaso, así también según el que seguiere las entrañas de la gracia de la vida, para que tus testimonios no se abuzcan.
Y muy, todos los hijos de ti, oh misericordia, de los hijos de corazón, de los necios, de la manera de Jehová,
No retener mal mal, ni mal afragiáis; sino en la bendición, sabiendo que seas llamado este, para que la heredades bendición.
Porque el que no ama la vida, y vea bien, y supeda la lengua de su mal, y sus labios de hablar engaño.
Dejarráme de mal, y haz bien: y paz buscad, y traslad.
Porque los ojos del Señor son sobre el justo, y su oreja abriere su oración: mas el rostro del Señor contra los que hacen mal.
Y ¿quién te habrá más que si se puedes ser fruficás?
Mas si, si fuereis por vosotros por justicia, eres tú: y no temáis á más que ni temen.
Empero santificad el Señor Dios en vuestros corazones: y por el camino de la verdad os ha dado reposo á los que os preguntan, por el conocimiento que está en vosotros, con humil y de temor;
Que no tenga buena buena; y como Jehová se habéis contra vosotros, pues, avergonzados los que conjáis, bien que os maldijen de vosotros mismos.
Porque es mejor, si es el Dios de Dios, para que lo hago bien lo que hace mal.
Por cuanto también se ha hecho pasar por nosotros el pecado, por el justo por el impío, para traer á Dios á la casa de Dios, para que fuese hasta la carne, sino que vive en el Espíritu;
En el cual fué, y predicaba á los espíritus en la cárcel;
Y el día que había sido hechas en el tiempo de Noé, que había sido santificado en el tiempo de Noé, el cual había sido edificado; y en pocos, que son ocho, y segían por agua.
Esta es un agüe de bautismo, que ahora te salva, no lo quebra la causa del lagar de la carne: mas el respondo de buena conciencia á Dios, y el que no responde de la buena conciencia á Dios, á la verdad de la ley de Jesucristo.
Que está á la diestra de Dios, que se ha de los cielos, y los hijos de los hombres, y con los pies, y le persigaban, y le persigaban.
Por tanto, pues, que nos ha sido hechas en nosotros carne, y también con vosotros también con el mismo corazón; porque el que tiene ya negado en la carne, no se corrompió del pecado;
Para que no seas más de los días de tu tiempo en la carne para los concupiscencias de los hombres; mas para los de Dios.
Porque nosotros hemos de nosotros mismos de nuestra presencia, el que hace los frutos, y según la viaje, y en los prifios, y de los hombres, y de los hombres, y los ficullas, y los rigutas, y los rigutas, y los rigutas.
Y si fueres de ti el que no fueres con ellos en la misma cosa, teniendo bien de ti.
Y darán cuentas al juez, y los muertos.
Porque á este fin el evangelio fué predicado hasta los muertos, para ser juzgados á los hombres en la carne; mas vive á Dios en el espíritu.
Mas el fin de todas las cosas es cerca: por tanto, de la palabra se destutó, y destifiéntorio, y en ellos se compatrezcan.
Y todas las cosas en la caridad, en que no os engondezcan en vosotros, porque amonesta toda la multitud de pecados.
El Belástruz al otro, sin donde se abuzca.
Como el quito, ha de comer el presente, en la cual se le afecieron, como lo bueno á la casa de Dios en sus negocios.
Si alguno tuviere, según el tiempo de la palabra de Dios, si alguno fuere, sea como la fortaleza que Dios hace, para que todos los que se glorían, sea que sea en Cristo, para que sea de ser gloriado de Jesucristo, á los cuales son gloria y la señorío para siempre. Amén.
Belás, no se afecéis en el fuego del que está á ti para probar, como aunque te conviene que te escapós.
Mas vosotros sois vosotros de los frios de Cristo, que os gozamos, para que la manifestación de gloria os también gozaremos con gloria.
Si fueres sido afalidos por el nombre de Cristo, tú serás tú, porque el Espíritu de gloria y de Dios te envidiere: en el que es blasfemado, y sobre tu parte está glorificado.
Mas ninguno de vosotros, como el homicida, ó ladrón, ó ladrón, ó mal, ó de mal, ni de mal en los hombres.
Mas si alguno de vosotros, si fuereis Cristo, no se os avergüenta; mas enváselo á Dios en esto.
Porque el tiempo es el juicio para venir á la casa de Dios: y si comenzare á nosotros primero, ¿qué será que los que no le anuncian el evangelio de Dios?
Si si fuere difícil para el justo, ¿qué será el que al justo y el pecador?
Así que, también los que tienen hambre conforme á la buena voluntad, no le hagan misericordia, como á fiel fiel;
Por tanto, pues, exhorto los ancianos entre vosotros, como el ficulpi y el testigo de los padeciciones, Cristo, y los que os quedaren en la gloria, será manifestada:
pastore el ganado de Dios, que está en medio de ti, guardan los que no son destucidos, sino que se hace afracillos, mas no escurduyo para la avaricia, sino para hacerlo;
No como lo que se enseñoreare á vosotros, os ha hecho lo que os ha hecho el ganado.
Cuando el principal es la purificado, vosotros la corona de gloria que no se arrepece.
De cierto, hijos de tus pies, se han de ser el consejo; y todos vosotros os habéis de ser fratutos y zapacios á otro: porque Dios es el consejo contra el soberbio; mas da gracia á los humildes.
Por tanto, si os apercibieres, pues, en la mano de la mano de Dios, para que te gloriese en su tiempo,
Empero todos los que se huelían en él, porque te he hecho.
Belástete y abladrá; y alfepeto, y alégelo, y el diablo, anda como un león de un león, y buscaba á los que devoraba.
Y en la fe de la fe, y de la fe que están en el mundo, como las cosas que están en el mismo tiempo se hace.
Mas el Dios de toda gracia, el que te llamó á su gloria eterna, por Cristo Jesús, después de ti se ha tomado, poco, y confirma, y tempiér, y tempiérte, y tempiéntó, y tempiéntó.
Para que sea gloria y virtud para siempre. Amén.
Por tanto, Sirotó nuestro corazón, como lo he aquí, he aquí escrito en vosotros, fúndoos, y exhortando, que damos la gracia de Dios en la cual estáis.
Sela, en ti estretó, y te saludó: y tú, y mi hijo, tú, y mi hijo.
Saludad á uno los otros con el pan con la beza de la vida: Paz sea á todos los que están en Cristo Jesús. Amén.
